/* card-yacht-cli.c: the headless tool (design.md section 5)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "cy-cli.h"
#include "cy-games.h"

typedef struct
{
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} CyCliCommand;

static const CyCliCommand commands[] = {
  { "score", cy_cli_score, N_("Score five cards in every category, as JSON") },
  { "simulate", cy_cli_simulate, N_("Play whole games between computer players") },
  { "enumerate", cy_cli_enumerate, N_("Score all 2,598,960 five-card hands") },
  { "sheet", cy_cli_sheet, N_("Write a blank or filled score sheet (PDF, SVG or PNG)") },
  { "deck", cy_cli_deck, N_("Draw every card of a deck as one PNG contact sheet") },
  { "bench", cy_cli_bench, N_("Measure the speed of scoring, simulation and card rendering") },
  { "replay", cy_cli_replay, N_("Check and replay a game record, printing its outcome as JSON") },
  { "hint", cy_cli_hint, N_("The hint or coach’s advice for a game record that stops at a decision") },
  { "dice", cy_cli_dice, N_("Yacht, the dice game: score, optimal, simulate") },
  { "boat", cy_cli_boat, N_("Boat: simulate games, solve a position (run “boat --help”)") },
};

int
cy_cli_fail (const char *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  fprintf (stderr, "card-yacht-cli: %s\n", message);
  return CY_CLI_EXIT_USAGE;
}

void
cy_cli_append_line (GString    *out,
                    const char *format,
                    ...)
{
  va_list args;

  va_start (args, format);
  g_string_append_vprintf (out, format, args);
  va_end (args);
  g_string_append_c (out, '\n');
}

gboolean
cy_cli_parse_options (const char    *command,
                      const char    *parameter_string,
                      const char    *summary,
                      GOptionEntry  *entries,
                      int           *argc,
                      char        ***argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  /* argv[0] is the command's name already: GLib prints "COMMAND [OPTION…] PARAMETERS". */
  context = g_option_context_new (parameter_string);
  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      cy_cli_fail ("%s: %s", command, error->message);
      return FALSE;
    }

  return TRUE;
}

/* --threads N: 1 to @max; not given (NULL), one per processor up to @max.
 * 0 and negative counts are refused like any other bad number. */
gboolean
cy_cli_parse_threads (const char *command,
                      const char *text,
                      guint       max,
                      guint      *threads)
{
  guint64 value;

  if (text == NULL)
    {
      *threads = MIN (MAX (g_get_num_processors (), 1), max);
      return TRUE;
    }

  if (!g_ascii_string_to_unsigned (text, 10, 1, max, &value, NULL))
    {
      cy_cli_fail (_("%s: --threads must be a whole number between 1 and %u, not “%s”"), command, max, text);
      return FALSE;
    }

  *threads = (guint) value;
  return TRUE;
}

/* Strictly: g_ascii_strtoull() would clamp a seed too large to 2^64 - 1. */
gboolean
cy_cli_parse_seed (const char *command,
                   const char *text,
                   guint64    *seed)
{
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, NULL))
    {
      g_autofree char *largest = g_strdup_printf ("%" G_GUINT64_FORMAT, G_MAXUINT64);

      cy_cli_fail (_("%s: --seed must be a whole number from 0 to %s, not “%s”"), command, largest, text);
      return FALSE;
    }

  return TRUE;
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a;
  gint64 y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

void
cy_cli_sort_ns (GArray *ns)
{
  g_array_sort (ns, compare_gint64);
}

double
cy_cli_percentile_ms (GArray *sorted_ns,
                      double  fraction)
{
  guint index;

  if (sorted_ns->len == 0)
    return 0.0;

  index = (guint) (fraction * (sorted_ns->len - 1) + 0.5);
  return g_array_index (sorted_ns, gint64, index) / 1e6;
}

void
cy_cli_append_json_string (GString    *out,
                           const char *text)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);
  g_autofree char *quoted = NULL;

  json_node_set_string (node, text);
  quoted = cy_record_node_to_string (node);
  g_string_append (out, quoted);
}

void
cy_cli_append_decision_ms (GString            *out,
                           gboolean            json,
                           const char * const *policies,
                           guint               n_seats,
                           GArray * const     *decision_ns)
{
  for (guint p = 0, n_listed = 0; p < n_seats; p++)
    {
      g_autoptr(GArray) pooled = g_array_new (FALSE, FALSE, sizeof (gint64));
      gboolean seen = FALSE;

      for (guint q = 0; q < p; q++)
        seen |= g_str_equal (policies[q], policies[p]);
      if (seen)
        continue;

      for (guint q = p; q < n_seats; q++)
        if (g_str_equal (policies[q], policies[p]))
          g_array_append_vals (pooled, decision_ns[q]->data, decision_ns[q]->len);
      cy_cli_sort_ns (pooled);

      if (json)
        {
          g_string_append (out, n_listed++ ? "," : "");
          cy_cli_append_json_string (out, policies[p]);
          g_string_append_printf (out, ":{\"p50\":%.6f,\"p95\":%.6f}",
                                  cy_cli_percentile_ms (pooled, 0.50), cy_cli_percentile_ms (pooled, 0.95));
        }
      else
        cy_cli_append_line (out, _("%-7s decisions: p50 %.4f ms, p95 %.4f ms"), policies[p],
                                cy_cli_percentile_ms (pooled, 0.50), cy_cli_percentile_ms (pooled, 0.95));
    }
}

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n\n", _("Usage: card-yacht-cli COMMAND [OPTION…]"));
  fprintf (out, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Run “card-yacht-cli COMMAND --help” for the options of one command."));
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* Every game that has records (design.md section 9). */
  cy_games_register ();

  if (argc < 2)
    return cy_cli_fail (_("no command given; run card-yacht-cli --help for the list"));

  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 || strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return 0;
    }

  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("card-yacht-cli %s\n", PACKAGE_VERSION);
      return 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  return cy_cli_fail (_("unknown command “%s”; run card-yacht-cli --help for the list"), argv[1]);
}
