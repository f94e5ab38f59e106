/* cy-cli-external.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-cli.h"
#include "cy-cli-external.h"

GStrv
cy_cli_split_policies (const char *players)
{
  g_auto(GStrv) parts = g_strsplit (players, ",", -1);
  g_autoptr(GStrvBuilder) policies = g_strv_builder_new ();
  g_autoptr(GString) current = NULL;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      CyPlayerKind kind;

      if (current != NULL && !g_str_has_prefix (parts[i], CY_CLI_EXTERNAL_PREFIX) &&
          !cy_player_kind_from_key (parts[i], &kind))
        {
          g_string_append_printf (current, ",%s", parts[i]);
          continue;
        }

      if (current != NULL)
        {
          g_strv_builder_add (policies, current->str);
          g_string_free (g_steal_pointer (&current), TRUE);
        }
      if (g_str_has_prefix (parts[i], CY_CLI_EXTERNAL_PREFIX))
        current = g_string_new (parts[i]);
      else
        g_strv_builder_add (policies, parts[i]);
    }
  if (current != NULL)
    g_strv_builder_add (policies, current->str);

  return g_strv_builder_end (policies);
}

gboolean
cy_cli_parse_policy (const char    *command,
                     const char    *policy,
                     CyPlayerKind  *kind,
                     gboolean      *external)
{
  *external = g_str_has_prefix (policy, CY_CLI_EXTERNAL_PREFIX);
  if (*external)
    {
      if (policy[strlen (CY_CLI_EXTERNAL_PREFIX)] == '\0')
        {
          cy_cli_fail (_("%s: external: needs a command, e.g. external:python3 bot.py"), command);
          return FALSE;
        }
      *kind = CY_PLAYER_KIND_RANDOM;
      return TRUE;
    }

  if (!cy_player_kind_from_key (policy, kind) || *kind == CY_PLAYER_KIND_HUMAN)
    {
      cy_cli_fail (_("%s: unknown policy “%s”: use random, easy, normal, hard, expert or external:COMMAND"), command, policy);
      return FALSE;
    }

  return TRUE;
}

gboolean
cy_cli_check_external_timeout (const char *command,
                               double      seconds)
{
  if (seconds > 0.0 && seconds <= 3600.0)
    return TRUE;

  cy_cli_fail (_("%s: --external-timeout must be more than 0 and at most 3600 seconds"), command);
  return FALSE;
}

void
cy_cli_external_seat_init (CyCliExternalSeat  *seat,
                           const char         *policy,
                           double              timeout_seconds,
                           CyCliExternalPlay   play)
{
  g_return_if_fail (g_str_has_prefix (policy, CY_CLI_EXTERNAL_PREFIX));

  memset (seat, 0, sizeof *seat);
  seat->bot = cy_external_player_new (policy + strlen (CY_CLI_EXTERNAL_PREFIX));
  cy_external_player_set_timeout (seat->bot, (guint) (timeout_seconds * 1000.0 + 0.5));
  seat->play = play;
}

void
cy_cli_external_seat_clear (CyCliExternalSeat *seat)
{
  g_clear_object (&seat->bot);
}

gboolean
cy_cli_external_seat_func (CyMatch   *match,
                           guint      seat,
                           gpointer   user_data,
                           GError   **error)
{
  CyCliExternalSeat *external = user_data;
  gint64 started = g_get_monotonic_time ();

  external->failed = !external->play (G_OBJECT (cy_match_get_game (match)), seat, external->bot, error);
  if (!external->failed && external->decision_ns != NULL)
    {
      gint64 elapsed = (g_get_monotonic_time () - started) * 1000;

      g_array_append_val (external->decision_ns, elapsed);
    }

  return !external->failed;
}
