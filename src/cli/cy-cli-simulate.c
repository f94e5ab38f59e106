/* cy-cli-simulate.c: whole games between computer policies
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cy-cli.h"
#include "cy-match.h"
#include "cy-simulate.h"

typedef struct
{
  CyPlayerKind   kinds[CY_MAX_PLAYERS];
  guint          n_players;
  CyRuleOptions  options;
  guint64        seed;
  guint          first_game;
  guint          stride;
  guint          n_games;
  gboolean       timed;

  /* Results */
  guint64        totals[CY_MAX_PLAYERS];
  double         wins[CY_MAX_PLAYERS];
  guint          violations;
  guint          hand_ends[CY_HAND_END_PASSES + 1];
  char          *first_violation;
  GArray        *decision_ns[CY_MAX_PLAYERS];
} SimulateWork;

static gpointer
simulate_worker (gpointer data)
{
  SimulateWork *work = data;

  for (guint g = work->first_game; g < work->n_games; g += work->stride)
    {
      g_autoptr(GError) error = NULL;
      CyGameResult result = { { 0 } };
      guint n_winners;

      for (guint p = 0; p < work->n_players; p++)
        result.decision_ns[p] = work->decision_ns[p];

      /* Game g is the same game whatever the number of threads. */
      if (!cy_simulate_game (work->kinds, work->n_players, &work->options,
                             cy_match_derive_seed (work->seed, g, "deal"),
                             cy_match_derive_seed (work->seed, g, "ai"), TRUE, &result, &error))
        {
          if (work->violations++ == 0)
            work->first_violation = g_strdup_printf ("game %u: %s", g, error->message);
          continue;
        }

      for (guint e = 0; e < G_N_ELEMENTS (work->hand_ends); e++)
        work->hand_ends[e] += result.hand_ends[e];
      n_winners = (guint) __builtin_popcount (result.winners);
      for (guint p = 0; p < work->n_players; p++)
        {
          work->totals[p] += result.totals[p];
          if (result.winners & (1u << p))
            work->wins[p] += 1.0 / n_winners;
        }
    }

  return NULL;
}

int
cy_cli_simulate (int    argc,
                 char **argv)
{
  g_autofree char *players = NULL;
  g_autofree char *stock_rule = NULL;
  g_autofree char *seed_text = NULL;
  g_auto(GStrv) policies = NULL;
  gboolean json = FALSE;
  int games = 100;
  int threads = 0;
  int turn_limit = CY_DEFAULT_TURN_LIMIT;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_STRING, &players, N_("2 to 4 policies: random, easy, normal, hard"), "P1,P2[,P3[,P4]]" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, N_("How many games (default 100)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed for the deals (default 1)"), "S" },
    { "stock-rule", 0, 0, G_OPTION_ARG_STRING, &stock_rule, N_("automatic-knock (default) or pass"), "RULE" },
    { "turn-limit", 0, 0, G_OPTION_ARG_INT, &turn_limit, N_("Turns per player in one hand before an automatic knock (default 25)"), "N" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, N_("Worker threads (default: one per processor)"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };
  SimulateWork work[16] = { { { 0 } } };
  GThread *workers[16];
  CyPlayerKind kinds[CY_MAX_PLAYERS];
  CyRuleOptions options;
  guint n_players;
  guint64 seed = 1;
  guint violations = 0;
  const char *first_violation = NULL;
  gint64 start;
  double seconds;
  GString *out;

  if (!cy_cli_parse_options ("simulate", NULL,
                             _("Plays whole games between computer policies, checking the rules after every move."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;

  if (argc > 1)
    return cy_cli_fail (_("simulate: unexpected argument “%s”"), argv[1]);

  if (players == NULL)
    return cy_cli_fail (_("simulate: --players is required, e.g. --players hard,random"));

  policies = g_strsplit (players, ",", -1);
  n_players = g_strv_length (policies);
  if (n_players < CY_MIN_PLAYERS || n_players > CY_MAX_PLAYERS)
    return cy_cli_fail (_("simulate: --players needs 2 to 4 policies, not %u"), n_players);

  for (guint p = 0; p < n_players; p++)
    if (!cy_player_kind_from_key (policies[p], &kinds[p]) || kinds[p] == CY_PLAYER_KIND_HUMAN)
      return cy_cli_fail (_("simulate: unknown policy “%s”: use random, easy, normal or hard"), policies[p]);

  if (games < 1)
    return cy_cli_fail (_("simulate: --games must be at least 1"));

  if (seed_text != NULL && !cy_cli_parse_seed ("simulate", seed_text, &seed))
    return CY_CLI_EXIT_USAGE;

  cy_rule_options_init_default (&options);
  if (stock_rule != NULL && !cy_stock_rule_from_key (stock_rule, &options.stock_rule))
    return cy_cli_fail (_("simulate: unknown stock rule “%s”: use automatic-knock or pass"), stock_rule);

  if (turn_limit < CY_MIN_TURN_LIMIT || turn_limit > CY_MAX_TURN_LIMIT)
    return cy_cli_fail (_("simulate: --turn-limit must be between %d and %d"), CY_MIN_TURN_LIMIT, CY_MAX_TURN_LIMIT);
  options.turn_limit = (guint) turn_limit;

  if (threads == 0)
    threads = (int) MIN (g_get_num_processors (), G_N_ELEMENTS (work));
  if (threads < 1 || threads > (int) G_N_ELEMENTS (work))
    return cy_cli_fail (_("simulate: --threads must be between 1 and %u"), (guint) G_N_ELEMENTS (work));

  start = g_get_monotonic_time ();
  for (int t = 0; t < threads; t++)
    {
      memcpy (work[t].kinds, kinds, sizeof kinds);
      work[t].n_players = n_players;
      work[t].options = options;
      work[t].seed = seed;
      work[t].first_game = t;
      work[t].stride = threads;
      work[t].n_games = games;
      for (guint p = 0; p < n_players; p++)
        work[t].decision_ns[p] = g_array_new (FALSE, FALSE, sizeof (gint64));
      workers[t] = g_thread_new ("simulate", simulate_worker, &work[t]);
    }
  for (int t = 0; t < threads; t++)
    g_thread_join (workers[t]);
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  /* Merge the threads' results; decision times are pooled per policy. */
  for (int t = 1; t < threads; t++)
    for (guint p = 0; p < n_players; p++)
      {
        work[0].totals[p] += work[t].totals[p];
        work[0].wins[p] += work[t].wins[p];
        g_array_append_vals (work[0].decision_ns[p], work[t].decision_ns[p]->data, work[t].decision_ns[p]->len);
      }
  for (int t = 1; t < threads; t++)
    for (guint e = 0; e < G_N_ELEMENTS (work[0].hand_ends); e++)
      work[0].hand_ends[e] += work[t].hand_ends[e];
  for (int t = 0; t < threads; t++)
    {
      violations += work[t].violations;
      if (first_violation == NULL)
        first_violation = work[t].first_violation;
    }

  out = g_string_new (NULL);
  if (json)
    {
      guint completed = games - violations;

      g_string_append_printf (out, "{\"games\":%d,\"seats\":[", games);
      for (guint p = 0; p < n_players; p++)
        g_string_append_printf (out, "%s{\"policy\":\"%s\",\"mean_score\":%.3f,\"wins\":%.3f}",
                                p ? "," : "", cy_player_kind_get_key (kinds[p]),
                                completed ? (double) work[0].totals[p] / completed : 0.0, work[0].wins[p]);
      g_string_append_printf (out, "],\"violations\":%u,\"games_per_second\":%.1f,\"decision_ms\":{",
                              violations, games / seconds);
    }
  else
    {
      g_string_append_printf (out, _("%d games in %.3f s (%.0f games per second), %u violations\n"),
                              games, seconds, games / seconds, violations);
      if (first_violation != NULL)
        g_string_append_printf (out, _("First violation: %s\n"), first_violation);
      for (guint p = 0; p < n_players; p++)
        g_string_append_printf (out, _("Seat %u  %-7s mean %7.2f  wins %8.1f\n"), p + 1,
                                cy_player_kind_get_key (kinds[p]),
                                (double) work[0].totals[p] / MAX (1, games - (int) violations), work[0].wins[p]);
    }

  /* One entry per distinct policy, pooling its seats. */
  cy_cli_append_decision_ms (out, json, kinds, n_players, work[0].decision_ns);

  {
    const guint *ends = work[0].hand_ends;
    guint total = ends[CY_HAND_END_KNOCK] + ends[CY_HAND_END_EMPTY_STOCK] +
                  ends[CY_HAND_END_TURN_LIMIT] + ends[CY_HAND_END_PASSES];

    if (json)
      g_string_append_printf (out, "},\"hands\":{\"total\":%u,\"by_knock\":%u,\"by_empty_stock\":%u,"
                              "\"by_turn_limit\":%u,\"by_passes\":%u}}",
                              total, ends[CY_HAND_END_KNOCK], ends[CY_HAND_END_EMPTY_STOCK],
                              ends[CY_HAND_END_TURN_LIMIT], ends[CY_HAND_END_PASSES]);
    else
      g_string_append_printf (out, _("%u hands: %u ended by a knock, %u by an empty stock, %u by the turn limit, %u by passes\n"),
                              total, ends[CY_HAND_END_KNOCK], ends[CY_HAND_END_EMPTY_STOCK],
                              ends[CY_HAND_END_TURN_LIMIT], ends[CY_HAND_END_PASSES]);
  }

  puts (g_strchomp (out->str));
  g_string_free (out, TRUE);

  if (violations > 0 && first_violation != NULL && json)
    fprintf (stderr, "card-yacht-cli: simulate: %u violations; first: %s\n", violations, first_violation);

  for (int t = 0; t < threads; t++)
    {
      g_free (work[t].first_violation);
      for (guint p = 0; p < n_players; p++)
        g_array_unref (work[t].decision_ns[p]);
    }

  return violations > 0 ? 1 : 0;
}
