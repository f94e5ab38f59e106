/* cy-cli-dice.c: card-yacht-cli dice score|optimal|simulate (design.md section 10)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cy-cli.h"
#include "cy-cli-external.h"
#include "cy-cli-tally.h"
#include "cy-dice-game-record.h"
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
      cy_cli_fail (_("dice %s: unknown rules “%s”: use yacht-bonus or yacht-1938"), command, key);
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
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_key, N_("yacht-bonus (default) or yacht-1938"), N_("RULES") },
    { NULL }
  };
  guint8 dice[CY_DICE_N_DICE];
  guint scores[CY_DICE_N_CATEGORIES];
  CyDiceRules rules;
  GString *json;

  if (!cy_cli_parse_options ("dice score", "D1 D2 D3 D4 D5",
                             _("Prints what five dice score in each of the 12 categories of a rule set, "
                               "as one JSON object. Dice are 1 to 6."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;

  if (!parse_rules ("score", rules_key, &rules))
    return CY_CLI_EXIT_USAGE;

  if (!cy_dice_parse (argv + 1, (guint) argc - 1, dice, &error))
    return cy_cli_fail ("dice score: %s", error->message);

  cy_dice_score_all (rules, dice, scores);

  json = g_string_new ("{");
  for (guint c = 0; c < CY_DICE_N_CATEGORIES; c++)
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
  int threads = 0;
  GOptionEntry entries[] = {
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_key, N_("yacht-bonus (default) or yacht-1938"), N_("RULES") },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, N_("Worker threads (default: one per processor)"), "N" },
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

  if (threads < 0 || threads > 16)
    return cy_cli_fail (_("dice optimal: --threads must be between 1 and 16"));

  start = g_get_monotonic_time ();
  table = cy_dice_strategy_compute (rules, (guint) threads, NULL, &error);
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  if (table == NULL)
    return cy_cli_fail ("dice optimal: %s", error->message);

  if (json)
    printf ("{\"rules\":\"%s\",\"expected_score\":%.6f,\"seconds\":%.3f}\n",
            cy_dice_rules_get_key (rules), cy_dice_strategy_get_expected_score (table), seconds);
  else
    {
      printf (_("%s: a perfect solitaire player scores %.6f on average (computed in %.3f s)"),
              cy_dice_rules_get_key (rules), cy_dice_strategy_get_expected_score (table), seconds);
      putchar ('\n');
    }

  return 0;
}

typedef struct
{
  CyDiceRules   rules;
  CyPlayerKind  kinds[CY_DICE_MAX_PLAYERS];
  guint         n_players;
  guint64       seed;
  guint         first_game;
  guint         stride;
  guint         n_games;
  CyCliTally    tally;
  CyCliExternalSeat external[CY_DICE_MAX_PLAYERS];   /* bot: NULL for a built-in policy */
} SimulateWork;

static gboolean
play_external (GObject           *game,
               guint              seat,
               CyExternalPlayer  *player,
               GError           **error)
{
  return cy_dice_game_play_external (CY_DICE_GAME (game), seat, player, error);
}

static void
on_decision (CyMatch      *match,
             guint         seat,
             CyPlayerKind  kind,
             gint64        elapsed_ns,
             gpointer      user_data)
{
  SimulateWork *work = user_data;

  g_array_append_val (work->tally.decision_ns[seat], elapsed_ns);
}

/* One whole game through the match controller, as the app plays it: every
 * decision from the seat's view alone, every invariant checked after every
 * action. Game g has the same dice and players whatever the threads. */
static gboolean
play_game (SimulateWork  *work,
           guint          game_index,
           CyDiceGame   **out,
           GError       **error)
{
  g_autoptr(CyDiceGame) game = NULL;
  g_autoptr(CyMatch) match = NULL;
  CyPlayer *players[CY_DICE_MAX_PLAYERS];

  for (guint p = 0; p < work->n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("Seat %u", p + 1);

      players[p] = cy_player_new (name, work->kinds[p]);
    }
  game = cy_dice_game_new (work->rules, players, work->n_players,
                           cy_match_derive_seed (work->seed, game_index, "deal"));
  for (guint p = 0; p < work->n_players; p++)
    g_object_unref (players[p]);

  match = cy_match_new (CY_MATCH_GAME (game), cy_match_derive_seed (work->seed, game_index, "ai"));
  cy_match_set_decision_observer (match, on_decision, work);
  /* An outside bot decides instead of its seat's policy. */
  for (guint p = 0; p < work->n_players; p++)
    if (work->external[p].bot != NULL)
      {
        work->external[p].failed = FALSE;
        work->external[p].decision_ns = work->tally.decision_ns[p];
        cy_match_set_seat_func (match, p, cy_cli_external_seat_func, &work->external[p], NULL);
      }
  if (!cy_match_run_sync (match, TRUE, error))
    return FALSE;

  *out = g_steal_pointer (&game);
  return TRUE;
}

static gpointer
simulate_worker (gpointer data)
{
  SimulateWork *work = data;

  for (guint g = work->first_game; g < work->n_games; g += work->stride)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CyDiceGame) game = NULL;
      guint totals[CY_DICE_MAX_PLAYERS];

      if (!play_game (work, g, &game, &error))
        {
          guint failed_seat = 0;

          for (guint p = 0; p < work->n_players; p++)
            if (work->external[p].failed)
              failed_seat = p;

          /* A bot that fails loses the game; a broken rule is a violation. */
          if (error->domain == CY_EXTERNAL_ERROR)
            cy_cli_tally_add_external_failure (&work->tally, g, failed_seat, error);
          else
            cy_cli_tally_add_violation (&work->tally, g, error);
          continue;
        }

      for (guint p = 0; p < work->n_players; p++)
        totals[p] = cy_dice_game_get_total (game, p);
      cy_cli_tally_add_game (&work->tally, totals, cy_dice_game_get_winners (game));
    }

  return NULL;
}

static int
dice_simulate (int    argc,
               char **argv)
{
  g_autofree char *rules_key = NULL;
  g_autofree char *players = NULL;
  g_autofree char *seed_text = NULL;
  g_auto(GStrv) policies = NULL;
  gboolean json = FALSE;
  int games = 100;
  int threads = 0;
  double external_timeout = CY_EXTERNAL_TIMEOUT_MS / 1000.0;
  GOptionEntry entries[] = {
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_key, N_("yacht-bonus (default) or yacht-1938"), N_("RULES") },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players, N_("1 to 4 policies: random, easy, normal, hard, or external:COMMAND for an outside bot"), "P1[,P2…]" },
    { "external-timeout", 0, 0, G_OPTION_ARG_DOUBLE, &external_timeout, N_("Seconds an outside bot may take over one decision (default 10)"), "S" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, N_("How many games (default 100)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed for the dice (default 1)"), "S" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, N_("Worker threads (default: one per processor)"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };
  SimulateWork work[16] = { { 0 } };
  GThread *workers[16];
  CyPlayerKind kinds[CY_DICE_MAX_PLAYERS];
  CyDiceRules rules;
  guint n_players;
  guint64 seed = 1;
  guint violations;
  gboolean any_hard = FALSE;
  gint64 start;
  double seconds;
  GString *out;

  if (!cy_cli_parse_options ("dice simulate", NULL,
                             _("Plays whole games of Yacht between computer policies, checking the rules after every action."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;

  if (argc > 1)
    return cy_cli_fail (_("dice simulate: unexpected argument “%s”"), argv[1]);

  if (!parse_rules ("simulate", rules_key, &rules))
    return CY_CLI_EXIT_USAGE;

  if (players == NULL)
    return cy_cli_fail (_("dice simulate: --players is required, e.g. --players hard,normal"));

  policies = cy_cli_split_policies (players);
  n_players = g_strv_length (policies);
  if (n_players < CY_DICE_MIN_PLAYERS || n_players > CY_DICE_MAX_PLAYERS)
    return cy_cli_fail (_("dice simulate: --players needs 1 to 4 policies, not %u"), n_players);

  for (guint p = 0; p < n_players; p++)
    {
      gboolean external;

      if (!cy_cli_parse_policy ("dice simulate", policies[p], &kinds[p], &external))
        return CY_CLI_EXIT_USAGE;
      any_hard |= kinds[p] == CY_PLAYER_KIND_HARD;
    }

  if (!cy_cli_check_external_timeout ("dice simulate", external_timeout))
    return CY_CLI_EXIT_USAGE;

  if (games < 1)
    return cy_cli_fail (_("dice simulate: --games must be at least 1"));

  if (seed_text != NULL)
    {
      char *end = NULL;

      seed = g_ascii_strtoull (seed_text, &end, 10);
      if (seed_text[0] == '\0' || seed_text[0] == '-' || *end != '\0')
        return cy_cli_fail (_("dice simulate: --seed must be a whole number, not “%s”"), seed_text);
    }

  if (threads == 0)
    threads = (int) MIN (g_get_num_processors (), G_N_ELEMENTS (work));
  if (threads < 1 || threads > (int) G_N_ELEMENTS (work))
    return cy_cli_fail (_("dice simulate: --threads must be between 1 and %u"), (guint) G_N_ELEMENTS (work));

  /* hard plays from the strategy table: have it ready (from the cache, or
   * computed once) before the clock starts, so that every game is played
   * by the real hard player. */
  if (any_hard)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CyDiceStrategy) table = cy_dice_strategy_ensure (rules, NULL, &error);

      if (table == NULL)
        return cy_cli_fail ("dice simulate: %s", error->message);
    }

  start = g_get_monotonic_time ();
  for (int t = 0; t < threads; t++)
    {
      work[t].rules = rules;
      memcpy (work[t].kinds, kinds, sizeof kinds);
      work[t].n_players = n_players;
      work[t].seed = seed;
      work[t].first_game = t;
      work[t].stride = threads;
      work[t].n_games = games;
      cy_cli_tally_init (&work[t].tally, kinds, (const char * const *) policies, n_players);
      for (guint p = 0; p < n_players; p++)
        if (g_str_has_prefix (policies[p], CY_CLI_EXTERNAL_PREFIX))
          cy_cli_external_seat_init (&work[t].external[p], policies[p], external_timeout, play_external);
      workers[t] = g_thread_new ("simulate", simulate_worker, &work[t]);
    }
  for (int t = 0; t < threads; t++)
    g_thread_join (workers[t]);
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  for (int t = 1; t < threads; t++)
    cy_cli_tally_merge (&work[0].tally, &work[t].tally);
  violations = work[0].tally.violations;

  {
    /* Translators: what was played, as in "2000 games of yacht-1938" */
    g_autofree char *what = g_strdup_printf (_("games of %s"), cy_dice_rules_get_key (rules));

    out = g_string_new (NULL);
    cy_cli_tally_print (&work[0].tally, (guint) games, seconds, json, what, out);
    if (json)
      g_string_append_c (out, '}');
    puts (g_strchomp (out->str));
    g_string_free (out, TRUE);
  }

  if (violations > 0 && json)
    fprintf (stderr, "card-yacht-cli: dice simulate: %u violations; first: %s\n",
             violations, work[0].tally.first_violation);
  if (work[0].tally.external_failures > 0 && json)
    fprintf (stderr, "card-yacht-cli: dice simulate: %u games lost by an outside bot's failure; first: %s\n",
             work[0].tally.external_failures, work[0].tally.first_external_failure);

  for (int t = 0; t < threads; t++)
    {
      cy_cli_tally_clear (&work[t].tally);
      for (guint p = 0; p < n_players; p++)
        cy_cli_external_seat_clear (&work[t].external[p]);
    }

  return violations > 0 ? 1 : 0;
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
