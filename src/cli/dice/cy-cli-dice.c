/* cy-cli-dice.c: card-yacht-cli dice score|optimal|simulate (design.md section 10)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cy-cli.h"
#include "cy-cli-simulate.h"
#include "cy-dice-game-simulate.h"
#include "cy-dice-strategy.h"
#include "cy-match.h"

static gboolean
parse_rules (const char   *command,
             const char   *key,
             CyDiceRules  *rules)
{
  *rules = CY_DICE_RULES_YACHT_BONUS;
  if (key != NULL && !cy_dice_rules_from_key (key, rules))
    {
      g_autoptr(GString) keys = g_string_new (NULL);

      for (guint r = 0; r < CY_DICE_N_RULES; r++)
        g_string_append_printf (keys, "%s%s", r == 0 ? "" : r + 1 < CY_DICE_N_RULES ? ", " : " or ",
                                cy_dice_rules_get_key (r));
      cy_cli_fail (_("dice %s: unknown rules “%s”: use %s"), command, key, keys->str);
      return FALSE;
    }
  return TRUE;
}

static int
dice_score (int    argc,
            char **argv)
{
  g_autofree char *rules_key = NULL;
  g_autoptr(GError) error = NULL;
  GOptionEntry entries[] = {
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_key, N_("yacht-bonus (default), yacht-1938, yatzy or yahtzee"), N_("RULES") },
    { NULL }
  };
  guint8 dice[CY_DICE_N_DICE];
  guint scores[CY_DICE_MAX_CATEGORIES];
  CyDiceRules rules;
  GString *json;

  if (!cy_cli_parse_options ("dice score", "D1 D2 D3 D4 D5",
                             _("Prints what five dice score in each category of a rule set, "
                               "as one JSON object. Dice are 1 to 6."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;

  if (!parse_rules ("score", rules_key, &rules))
    return CY_CLI_EXIT_USAGE;

  if (!cy_dice_parse (argv + 1, (guint) argc - 1, dice, &error))
    return cy_cli_fail ("dice score: %s", error->message);

  cy_dice_score_all (rules, dice, scores);

  json = g_string_new ("{");
  for (guint c = 0; c < cy_dice_rules_get_n_categories (rules); c++)
    g_string_append_printf (json, "%s\"%s\":%u", c ? "," : "", cy_dice_category_get_key (rules, c), scores[c]);
  g_string_append (json, "}");

  puts (json->str);
  g_string_free (json, TRUE);
  return 0;
}

static int
dice_optimal (int    argc,
              char **argv)
{
  g_autofree char *rules_key = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CyDiceStrategy) table = NULL;
  gboolean json = FALSE;
  g_autofree char *threads_text = NULL;
  guint threads;
  GOptionEntry entries[] = {
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_key, N_("yacht-bonus (default), yacht-1938, yatzy or yahtzee"), N_("RULES") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text, N_("Worker threads (default: one per processor)"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };
  CyDiceRules rules;
  gint64 start;
  double seconds;

  if (!cy_cli_parse_options ("dice optimal", NULL,
                             _("Computes the perfect solitaire strategy from scratch and prints its expected score."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;

  if (argc > 1)
    return cy_cli_fail (_("dice optimal: unexpected argument “%s”"), argv[1]);

  if (!parse_rules ("optimal", rules_key, &rules))
    return CY_CLI_EXIT_USAGE;

  if (!cy_cli_parse_threads ("dice optimal", threads_text, 16, &threads))
    return CY_CLI_EXIT_USAGE;

  start = g_get_monotonic_time ();
  table = cy_dice_strategy_compute (rules, threads, NULL, &error);
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  if (table == NULL)
    return cy_cli_fail ("dice optimal: %s", error->message);

  if (json)
    printf ("{\"rules\":\"%s\",\"expected_score\":%.6f,\"seconds\":%.3f}\n",
            cy_dice_rules_get_key (rules), cy_dice_strategy_get_expected_score (table), seconds);
  else
    {
      /* Translators: the rule set's name, as in New Game ("Yacht 1938") */
      printf (_("%s: a perfect solitaire player scores %.6f on average (computed in %.3f s)"),
              cy_dice_rules_get_label (rules), cy_dice_strategy_get_expected_score (table), seconds);
      putchar ('\n');
    }

  return 0;
}

typedef struct
{
  char         *rules_key;
  CyDiceRules   rules;
} DiceOptions;

static gboolean
simulate_prepare (CySimulation *simulation,
                  gpointer      data)
{
  DiceOptions *self = data;
  gboolean any_hard = FALSE;

  if (!parse_rules ("simulate", self->rules_key, &self->rules))
    return FALSE;
  simulation->options = &self->rules;

  /* hard plays from the strategy table: have it ready (from the cache, or
   * computed once) before the clock starts, so that every game is played
   * by the real hard player. */
  for (guint p = 0; p < simulation->n_seats; p++)
    any_hard |= (simulation->kinds[p] == CY_PLAYER_KIND_HARD || simulation->kinds[p] == CY_PLAYER_KIND_EXPERT) &&
                simulation->external[p] == NULL;
  if (any_hard)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CyDiceStrategy) table = cy_dice_strategy_ensure (self->rules, NULL, &error);

      if (table == NULL)
        {
          cy_cli_fail ("dice simulate: %s", error->message);
          return FALSE;
        }
    }

  return TRUE;
}

static void
simulate_print (const CySimulation    *simulation,
                const CySimulateTally *tally,
                double                 seconds,
                gboolean               json,
                gpointer               data,
                GString               *out)
{
  DiceOptions *self = data;
  /* Translators: what was played, as in "2000 games of Yacht 1938" (the
   * rule set's name, as in New Game) */
  g_autofree char *what = g_strdup_printf (_("games of %s"), cy_dice_rules_get_label (self->rules));

  cy_cli_simulate_print_seats (simulation, tally, seconds, json, what, out);
  if (json)
    g_string_append (out, "}" CY_CLI_SIMULATE_SEATING);
}

static int
dice_simulate (int    argc,
               char **argv)
{
  DiceOptions options = { 0 };
  const GOptionEntry entries[] = {
    { "rules", 0, 0, G_OPTION_ARG_STRING, &options.rules_key, N_("yacht-bonus (default), yacht-1938, yatzy or yahtzee"), N_("RULES") },
    { NULL }
  };
  const CyCliSimulateCommand command = {
    .name = "dice simulate",
    .summary = N_("Plays whole games of Yacht between computer policies, checking the rules after every action."),
    .players_help = N_("1 to 4 policies: random, easy, normal, hard, or external:COMMAND for an outside bot"),
    .players_arg = "P1[,P2…]",
    .players_example = "hard,normal",
    .seed_help = N_("Seed for the dice (default 1)"),
    .klass = &cy_dice_game_simulate,
    .game_entries = entries,
    .prepare = simulate_prepare,
    .print = simulate_print,
    .data = &options,
  };
  int status = cy_cli_simulate_run (&command, argc, argv);

  g_free (options.rules_key);
  return status;
}

static const struct
{
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} subcommands[] = {
  { "score", dice_score, N_("Score five dice in every category of a rule set, as JSON") },
  { "optimal", dice_optimal, N_("The expected score of a perfect solitaire player") },
  { "simulate", dice_simulate, N_("Play whole games between computer players") },
};

int
cy_cli_dice (int    argc,
             char **argv)
{
  if (argc < 2)
    return cy_cli_fail (_("dice: say what to do: score, optimal or simulate (see card-yacht-cli dice --help)"));

  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      printf ("%s\n\n%s\n", _("Usage: card-yacht-cli dice COMMAND [OPTION…]"), _("Commands:"));
      for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
        printf ("  %-10s %s\n", subcommands[i].name, _(subcommands[i].summary));
      printf ("\n%s\n", _("Run “card-yacht-cli dice COMMAND --help” for the options of one command."));
      return 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
    if (strcmp (argv[1], subcommands[i].name) == 0)
      return subcommands[i].run (argc - 1, argv + 1);

  return cy_cli_fail (_("dice: unknown command “%s”: use score, optimal or simulate"), argv[1]);
}
