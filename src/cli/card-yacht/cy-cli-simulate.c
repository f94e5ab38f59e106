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
#include "cy-cli-external.h"
#include "cy-game-record.h"
#include "cy-match.h"
#include "cy-simulate.h"

/* A seat played by an outside bot, one per seat and worker thread. */
typedef struct
{
  CyExternalPlayer  *bot;
  gboolean           failed;
} ExternalSeat;

typedef struct
{
  CyPlayerKind   kinds[CY_MAX_PLAYERS];
  ExternalSeat   external[CY_MAX_PLAYERS];     /* bot: NULL for a built-in policy */
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
  guint          external_failures;
  char          *first_external_failure;
  GArray        *decision_ns[CY_MAX_PLAYERS];
} SimulateWork;

static gboolean
play_external (CyMatch   *match,
               guint      seat,
               gpointer   data,
               GError   **error)
{
  ExternalSeat *external = data;

  external->failed = !cy_game_play_external (CY_GAME (cy_match_get_game (match)), seat, external->bot, error);
  return !external->failed;
}

/* A bot that fails loses the game: it ends there, the other seats share
 * the win, and no score of it counts. */
static void
count_external_failure (SimulateWork *work,
                        guint         game,
                        GError       *error)
{
  guint failed_seat = 0;

  for (guint p = 0; p < work->n_players; p++)
    if (work->external[p].failed)
      failed_seat = p;

  for (guint p = 0; p < work->n_players; p++)
    if (p != failed_seat)
      work->wins[p] += 1.0 / (work->n_players - 1);

  if (work->external_failures++ == 0)
    work->first_external_failure = g_strdup_printf ("game %u, seat %u: %s", game, failed_seat, error->message);
}

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
        {
          result.decision_ns[p] = work->decision_ns[p];
          if (work->external[p].bot != NULL)
            {
              work->external[p].failed = FALSE;
              result.seat_funcs[p] = play_external;
              result.seat_data[p] = &work->external[p];
            }
        }

      /* Game g is the same game whatever the number of threads. */
      if (!cy_simulate_game (work->kinds, work->n_players, &work->options,
                             cy_match_derive_seed (work->seed, g, "deal"),
                             cy_match_derive_seed (work->seed, g, "ai"), TRUE, &result, &error))
        {
          if (error->domain == CY_EXTERNAL_ERROR)
            count_external_failure (work, g, error);
          else if (work->violations++ == 0)
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

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a;
  gint64 y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static double
percentile_ms (GArray *sorted,
               double  fraction)
{
  guint index;

  if (sorted->len == 0)
    return 0.0;

  index = (guint) (fraction * (sorted->len - 1) + 0.5);
  return g_array_index (sorted, gint64, index) / 1e6;
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
  g_autofree char *threads_text = NULL;
  guint threads;
  int turn_limit = CY_DEFAULT_TURN_LIMIT;
  double external_timeout = CY_EXTERNAL_TIMEOUT_MS / 1000.0;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_STRING, &players, N_("2 to 4 policies: random, easy, normal, hard, or external:COMMAND for an outside bot"), "P1,P2[,P3[,P4]]" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, N_("How many games (default 100)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed for the deals (default 1)"), "S" },
    { "stock-rule", 0, 0, G_OPTION_ARG_STRING, &stock_rule, N_("automatic-knock (default) or pass"), "RULE" },
    { "turn-limit", 0, 0, G_OPTION_ARG_INT, &turn_limit, N_("Turns per player in one hand before an automatic knock (default 25)"), "N" },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text, N_("Worker threads (default: one per processor)"), "N" },
    { "external-timeout", 0, 0, G_OPTION_ARG_DOUBLE, &external_timeout, N_("Seconds an outside bot may take over one decision (default 10)"), "S" },
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
  guint external_failures = 0;
  const char *first_external_failure = NULL;
  gboolean has_external = FALSE;
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

  policies = cy_cli_split_policies (players);
  n_players = g_strv_length (policies);
  if (n_players < CY_MIN_PLAYERS || n_players > CY_MAX_PLAYERS)
    return cy_cli_fail (_("simulate: --players needs 2 to 4 policies, not %u"), n_players);

  for (guint p = 0; p < n_players; p++)
    {
      gboolean external;

      if (!cy_cli_parse_policy ("simulate", policies[p], &kinds[p], &external))
        return CY_CLI_EXIT_USAGE;
      has_external |= external;
    }

  if (!cy_cli_check_external_timeout ("simulate", external_timeout))
    return CY_CLI_EXIT_USAGE;

  if (games < 1)
    return cy_cli_fail (_("simulate: --games must be at least 1"));

  /* Strictly: g_ascii_strtoull() would clamp a seed too large to 2^64 - 1. */
  if (seed_text != NULL && !g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, NULL))
    {
      g_autofree char *largest = g_strdup_printf ("%" G_GUINT64_FORMAT, G_MAXUINT64);

      return cy_cli_fail (_("simulate: --seed must be a whole number from 0 to %s, not “%s”"), largest, seed_text);
    }

  cy_rule_options_init_default (&options);
  if (stock_rule != NULL && !cy_stock_rule_from_key (stock_rule, &options.stock_rule))
    return cy_cli_fail (_("simulate: unknown stock rule “%s”: use automatic-knock or pass"), stock_rule);

  if (turn_limit < CY_MIN_TURN_LIMIT || turn_limit > CY_MAX_TURN_LIMIT)
    return cy_cli_fail (_("simulate: --turn-limit must be between %d and %d"), CY_MIN_TURN_LIMIT, CY_MAX_TURN_LIMIT);
  options.turn_limit = (guint) turn_limit;

  if (!cy_cli_parse_threads ("simulate", threads_text, G_N_ELEMENTS (work), &threads))
    return CY_CLI_EXIT_USAGE;

  start = g_get_monotonic_time ();
  for (guint t = 0; t < threads; t++)
    {
      memcpy (work[t].kinds, kinds, sizeof kinds);
      work[t].n_players = n_players;
      work[t].options = options;
      work[t].seed = seed;
      work[t].first_game = t;
      work[t].stride = threads;
      work[t].n_games = games;
      for (guint p = 0; p < n_players; p++)
        {
          work[t].decision_ns[p] = g_array_new (FALSE, FALSE, sizeof (gint64));
          if (g_str_has_prefix (policies[p], CY_CLI_EXTERNAL_PREFIX))
            {
              work[t].external[p].bot = cy_external_player_new (policies[p] + strlen (CY_CLI_EXTERNAL_PREFIX));
              cy_external_player_set_timeout (work[t].external[p].bot, (guint) (external_timeout * 1000.0 + 0.5));
            }
        }
      workers[t] = g_thread_new ("simulate", simulate_worker, &work[t]);
    }
  for (guint t = 0; t < threads; t++)
    g_thread_join (workers[t]);
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  /* Merge the threads' results; decision times are pooled per policy. */
  for (guint t = 1; t < threads; t++)
    for (guint p = 0; p < n_players; p++)
      {
        work[0].totals[p] += work[t].totals[p];
        work[0].wins[p] += work[t].wins[p];
        g_array_append_vals (work[0].decision_ns[p], work[t].decision_ns[p]->data, work[t].decision_ns[p]->len);
      }
  for (guint t = 1; t < threads; t++)
    for (guint e = 0; e < G_N_ELEMENTS (work[0].hand_ends); e++)
      work[0].hand_ends[e] += work[t].hand_ends[e];
  for (guint t = 0; t < threads; t++)
    {
      violations += work[t].violations;
      if (first_violation == NULL)
        first_violation = work[t].first_violation;
      external_failures += work[t].external_failures;
      if (first_external_failure == NULL)
        first_external_failure = work[t].first_external_failure;
    }

  out = g_string_new (NULL);
  if (json)
    {
      guint completed = games - violations - external_failures;

      g_string_append_printf (out, "{\"games\":%d,\"seats\":[", games);
      for (guint p = 0; p < n_players; p++)
        {
          g_string_append_printf (out, "%s{\"policy\":", p ? "," : "");
          cy_cli_append_json_string (out, policies[p]);
          g_string_append_printf (out, ",\"mean_score\":%.3f,\"wins\":%.3f}",
                                  completed ? (double) work[0].totals[p] / completed : 0.0, work[0].wins[p]);
        }
      g_string_append_printf (out, "],\"violations\":%u,", violations);
      if (has_external)
        g_string_append_printf (out, "\"external_failures\":%u,", external_failures);
      g_string_append_printf (out, "\"games_per_second\":%.1f,\"decision_ms\":{", games / seconds);
    }
  else
    {
      /* Line ends stay out of the translatable strings. */
      g_string_append_printf (out, _("%d games in %.3f s (%.0f games per second), %u violations"),
                              games, seconds, games / seconds, violations);
      g_string_append_c (out, '\n');
      if (first_violation != NULL)
        {
          g_string_append_printf (out, _("First violation: %s"), first_violation);
          g_string_append_c (out, '\n');
        }
      if (has_external)
        {
          g_string_append_printf (out, _("%u games lost by an outside bot’s failure"), external_failures);
          g_string_append_c (out, '\n');
        }
      if (first_external_failure != NULL)
        {
          g_string_append_printf (out, _("First failure: %s"), first_external_failure);
          g_string_append_c (out, '\n');
        }
      for (guint p = 0; p < n_players; p++)
        {
          g_string_append_printf (out, _("Seat %u  %-7s mean %7.2f  wins %8.1f"), p + 1, policies[p],
                                  (double) work[0].totals[p] / MAX (1, games - (int) (violations + external_failures)),
                                  work[0].wins[p]);
          g_string_append_c (out, '\n');
        }
    }

  /* One entry per distinct policy, pooling its seats. */
  for (guint p = 0, n_listed = 0; p < n_players; p++)
    {
      g_autoptr(GArray) pooled = g_array_new (FALSE, FALSE, sizeof (gint64));
      gboolean seen = FALSE;

      for (guint q = 0; q < p; q++)
        seen |= g_str_equal (policies[q], policies[p]);
      if (seen)
        continue;

      for (guint q = p; q < n_players; q++)
        if (g_str_equal (policies[q], policies[p]))
          g_array_append_vals (pooled, work[0].decision_ns[q]->data, work[0].decision_ns[q]->len);
      g_array_sort (pooled, compare_gint64);

      if (json)
        {
          g_string_append (out, n_listed++ ? "," : "");
          cy_cli_append_json_string (out, policies[p]);
          g_string_append_printf (out, ":{\"p50\":%.6f,\"p95\":%.6f}",
                                  percentile_ms (pooled, 0.50), percentile_ms (pooled, 0.95));
        }
      else
        {
          g_string_append_printf (out, _("%-7s decisions: p50 %.4f ms, p95 %.4f ms"), policies[p],
                                  percentile_ms (pooled, 0.50), percentile_ms (pooled, 0.95));
          g_string_append_c (out, '\n');
        }
    }

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
      {
        g_string_append_printf (out, _("%u hands: %u ended by a knock, %u by an empty stock, %u by the turn limit, %u by passes"),
                                total, ends[CY_HAND_END_KNOCK], ends[CY_HAND_END_EMPTY_STOCK],
                                ends[CY_HAND_END_TURN_LIMIT], ends[CY_HAND_END_PASSES]);
        g_string_append_c (out, '\n');
      }
  }

  puts (g_strchomp (out->str));
  g_string_free (out, TRUE);

  if (violations > 0 && first_violation != NULL && json)
    fprintf (stderr, "card-yacht-cli: simulate: %u violations; first: %s\n", violations, first_violation);
  if (external_failures > 0 && first_external_failure != NULL && json)
    fprintf (stderr, "card-yacht-cli: simulate: %u games lost by an outside bot's failure; first: %s\n",
             external_failures, first_external_failure);

  for (guint t = 0; t < threads; t++)
    {
      g_free (work[t].first_violation);
      g_free (work[t].first_external_failure);
      for (guint p = 0; p < n_players; p++)
        {
          g_array_unref (work[t].decision_ns[p]);
          g_clear_object (&work[t].external[p].bot);
        }
    }

  return violations > 0 ? 1 : 0;
}
