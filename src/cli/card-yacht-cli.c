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
#include "cy-game-record.h"

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
  { "dice", cy_cli_dice, N_("Yacht, the dice game: score, optimal, simulate") },
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
  cy_record_format_register (cy_game_record_get_format ());

  if (argc < 2)
    {
      print_usage (stderr);
      return CY_CLI_EXIT_USAGE;
    }

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
