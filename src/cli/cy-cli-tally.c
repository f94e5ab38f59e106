/* cy-cli-tally.c: what a simulate command counts and prints
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-cli.h"
#include "cy-cli-tally.h"

void
cy_cli_tally_init (CyCliTally         *self,
                   const CyPlayerKind *kinds,
                   const char * const *policies,
                   guint               n_seats)
{
  g_return_if_fail (n_seats >= 1 && n_seats <= CY_MATCH_MAX_SEATS);

  memset (self, 0, sizeof *self);
  self->n_seats = n_seats;
  for (guint p = 0; p < n_seats; p++)
    {
      self->kinds[p] = kinds[p];
      self->policies[p] = policies != NULL ? policies[p] : cy_player_kind_get_key (kinds[p]);
      self->has_external |= g_str_has_prefix (self->policies[p], "external:");
      self->decision_ns[p] = g_array_new (FALSE, FALSE, sizeof (gint64));
    }
}

void
cy_cli_tally_clear (CyCliTally *self)
{
  for (guint p = 0; p < self->n_seats; p++)
    g_clear_pointer (&self->decision_ns[p], g_array_unref);
  g_clear_pointer (&self->first_violation, g_free);
  g_clear_pointer (&self->first_external_failure, g_free);
}

void
cy_cli_tally_add_external_failure (CyCliTally   *self,
                                   guint         game,
                                   guint         seat,
                                   const GError *error)
{
  for (guint p = 0; p < self->n_seats; p++)
    if (p != seat)
      self->wins[p] += 1.0 / (self->n_seats - 1);

  if (self->external_failures++ == 0)
    self->first_external_failure = g_strdup_printf ("game %u, seat %u: %s", game, seat, error->message);
}

void
cy_cli_tally_add_game (CyCliTally  *self,
                       const guint *totals,
                       guint        winners)
{
  guint n_winners = (guint) __builtin_popcount (winners);

  for (guint p = 0; p < self->n_seats; p++)
    {
      self->totals[p] += totals[p];
      if (winners & (1u << p))
        self->wins[p] += 1.0 / n_winners;
    }
}

void
cy_cli_tally_add_violation (CyCliTally   *self,
                            guint         game,
                            const GError *error)
{
  if (self->violations++ == 0)
    self->first_violation = g_strdup_printf ("game %u: %s", game, error->message);
}

void
cy_cli_tally_merge (CyCliTally       *self,
                    const CyCliTally *other)
{
  for (guint p = 0; p < self->n_seats; p++)
    {
      self->totals[p] += other->totals[p];
      self->wins[p] += other->wins[p];
      g_array_append_vals (self->decision_ns[p], other->decision_ns[p]->data, other->decision_ns[p]->len);
    }

  if (self->first_violation == NULL && other->first_violation != NULL)
    self->first_violation = g_strdup (other->first_violation);
  self->violations += other->violations;
  if (self->first_external_failure == NULL && other->first_external_failure != NULL)
    self->first_external_failure = g_strdup (other->first_external_failure);
  self->external_failures += other->external_failures;
}

void
cy_cli_tally_print (const CyCliTally *self,
                    guint             games,
                    double            seconds,
                    gboolean          json,
                    const char       *what,
                    GString          *out)
{
  guint completed = games - self->violations - self->external_failures;

  if (json)
    {
      g_string_append_printf (out, "{\"games\":%u,\"seats\":[", games);
      for (guint p = 0; p < self->n_seats; p++)
        {
          g_string_append_printf (out, "%s{\"policy\":", p ? "," : "");
          cy_cli_append_json_string (out, self->policies[p]);
          g_string_append_printf (out, ",\"mean_score\":%.3f,\"wins\":%.3f}",
                                  completed ? (double) self->totals[p] / completed : 0.0, self->wins[p]);
        }
      g_string_append_printf (out, "],\"violations\":%u,", self->violations);
      if (self->has_external)
        g_string_append_printf (out, "\"external_failures\":%u,", self->external_failures);
      g_string_append_printf (out, "\"games_per_second\":%.1f,\"decision_ms\":{", games / seconds);
    }
  else
    {
      /* Translators: "2000 games of yacht-1938 in 1.234 s (1620 games per second), 0 violations" */
      cy_cli_append_line (out, _("%u %s in %.3f s (%.0f games per second), %u violations"),
                              games, what, seconds, games / seconds, self->violations);
      if (self->first_violation != NULL)
        cy_cli_append_line (out, _("First violation: %s"), self->first_violation);
      if (self->has_external)
        {
          g_string_append_printf (out, _("%u games lost by an outside bot’s failure"), self->external_failures);
          g_string_append_c (out, '\n');
        }
      if (self->first_external_failure != NULL)
        {
          g_string_append_printf (out, _("First failure: %s"), self->first_external_failure);
          g_string_append_c (out, '\n');
        }
      for (guint p = 0; p < self->n_seats; p++)
        cy_cli_append_line (out, _("Seat %u  %-7s mean %7.2f  wins %8.1f"), p + 1, self->policies[p],
                                (double) self->totals[p] / MAX (1, completed), self->wins[p]);
    }

  /* One entry per distinct policy, pooling its seats. */
  cy_cli_append_decision_ms (out, json, self->policies, self->n_seats, self->decision_ns);

  if (json)
    g_string_append_c (out, '}');
}
