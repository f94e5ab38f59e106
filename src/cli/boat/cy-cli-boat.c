/* cy-cli-boat.c: card-yacht-cli boat simulate | solve | bench (design.md section 10)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cy-boat-game-record.h"
#include "cy-boat-simulate.h"
#include "cy-cli-boat.h"
#include "cy-cli-external.h"
#include "cy-match.h"

#define MAX_THREADS 16

typedef struct
{
  CyPlayerKind       kinds[CY_BOAT_N_SEATS];
  guint64            seed;
  guint              first_game;
  guint              stride;
  guint              n_games;

  /* Results, one per game, shared by the threads: each writes its own games. */
  CyBoatGameResult  *results;
  char             **errors;
  int               *failed_seats;     /* the seat whose outside bot failed, or -1 */
  GArray            *decision_ns[CY_BOAT_N_SEATS];
  CyCliExternalSeat  external[CY_BOAT_N_SEATS];   /* bot: NULL for a built-in policy */
} SimulateWork;

static gboolean
play_external (GObject           *game,
               guint              seat,
               CyExternalPlayer  *player,
               GError           **error)
{
  return cy_boat_game_play_external (CY_BOAT_GAME (game), seat, player, error);
}

static gpointer
simulate_worker (gpointer data)
{
  SimulateWork *work = data;

  for (guint g = work->first_game; g < work->n_games; g += work->stride)
    {
      g_autoptr(GError) error = NULL;
      CyBoatGameResult *result = &work->results[g];

      for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
        {
          result->decision_ns[s] = work->decision_ns[s];
          if (work->external[s].bot != NULL)
            {
              work->external[s].failed = FALSE;
              work->external[s].decision_ns = work->decision_ns[s];
              result->seat_funcs[s] = cy_cli_external_seat_func;
              result->seat_data[s] = &work->external[s];
            }
        }

      /* Game g is the same game whatever the number of threads. */
      work->failed_seats[g] = -1;
      if (!cy_boat_simulate_game (work->kinds,
                                  cy_match_derive_seed (work->seed, g, "deal"),
                                  cy_match_derive_seed (work->seed, g, "ai"),
                                  TRUE, result, &error))
        {
          work->errors[g] = g_strdup (error->message);
          /* A bot that fails loses the game; a broken rule is a violation. */
          for (guint s = 0; s < CY_BOAT_N_SEATS && error->domain == CY_EXTERNAL_ERROR; s++)
            if (work->external[s].failed)
              work->failed_seats[g] = (int) s;
        }

      for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
        {
          result->decision_ns[s] = NULL;
          result->seat_funcs[s] = NULL;
          result->seat_data[s] = NULL;
        }
    }

  return NULL;
}

static int
boat_simulate (int    argc,
               char **argv)
{
  g_autofree char *players = NULL;
  g_autofree char *seed_text = NULL;
  g_auto(GStrv) policies = NULL;
  gboolean json = FALSE;
  int games = 100;
  int threads = 0;
  double external_timeout = CY_EXTERNAL_TIMEOUT_MS / 1000.0;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_STRING, &players, N_("Four policies, seat 0 first: random, easy, normal, hard, or external:COMMAND for an outside bot"), "P0,P1,P2,P3" },
    { "external-timeout", 0, 0, G_OPTION_ARG_DOUBLE, &external_timeout, N_("Seconds an outside bot may take over one decision (default 10)"), "S" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, N_("How many games (default 100)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed for the deals and the players (default 1)"), "S" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, N_("Worker threads (default: one per processor)"), "T" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };
  SimulateWork work[MAX_THREADS];
  GThread *workers[MAX_THREADS];
  CyPlayerKind kinds[CY_BOAT_N_SEATS];
  g_autofree CyBoatGameResult *results = NULL;
  g_autofree char **errors = NULL;
  g_autofree int *failed_seats = NULL;
  guint64 seed = 1;
  gboolean has_external = FALSE;
  guint external_failures = 0;
  const char *first_external_failure = NULL;
  guint first_external_failure_game = 0;
  double wins[CY_BOAT_N_TEAMS] = { 0 };
  guint64 points[CY_BOAT_N_TEAMS] = { 0 };
  guint made[CY_BOAT_N_TEAMS] = { 0 };
  guint set[CY_BOAT_N_TEAMS] = { 0 };
  guint64 hands = 0;
  guint violations = 0;
  guint stopped = 0;
  const char *first_violation = NULL;
  guint first_violation_game = 0;
  gint64 start;
  double seconds;
  GString *out;

  if (!cy_cli_parse_options ("boat simulate", NULL,
                             _("Plays whole games of Boat to 500 between computer policies, checking the rules after every action."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;

  if (argc > 1)
    return cy_cli_fail (_("boat simulate: unexpected argument “%s”"), argv[1]);
  if (players == NULL)
    return cy_cli_fail (_("boat simulate: --players is required, e.g. --players hard,normal,hard,normal"));

  policies = cy_cli_split_policies (players);
  if (g_strv_length (policies) != CY_BOAT_N_SEATS)
    return cy_cli_fail (_("boat simulate: --players needs four policies, not %u"), g_strv_length (policies));
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    {
      gboolean external;

      if (!cy_cli_parse_policy ("boat simulate", policies[s], &kinds[s], &external))
        return CY_CLI_EXIT_USAGE;
      has_external |= external;
    }
  if (!cy_cli_check_external_timeout ("boat simulate", external_timeout))
    return CY_CLI_EXIT_USAGE;

  if (games < 1)
    return cy_cli_fail (_("boat simulate: --games must be at least 1"));
  if (seed_text != NULL && !cy_cli_parse_seed ("boat simulate", seed_text, &seed))
    return CY_CLI_EXIT_USAGE;
  if (threads == 0)
    threads = (int) MIN (g_get_num_processors (), MAX_THREADS);
  if (threads < 1 || threads > MAX_THREADS)
    return cy_cli_fail (_("boat simulate: --threads must be between 1 and %u"), MAX_THREADS);

  results = g_new0 (CyBoatGameResult, games);
  errors = g_new0 (char *, games);
  failed_seats = g_new0 (int, games);
  memset (work, 0, sizeof work);

  start = g_get_monotonic_time ();
  for (int t = 0; t < threads; t++)
    {
      memcpy (work[t].kinds, kinds, sizeof kinds);
      work[t].seed = seed;
      work[t].first_game = t;
      work[t].stride = threads;
      work[t].n_games = games;
      work[t].results = results;
      work[t].errors = errors;
      work[t].failed_seats = failed_seats;
      for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
        {
          work[t].decision_ns[s] = g_array_new (FALSE, FALSE, sizeof (gint64));
          if (g_str_has_prefix (policies[s], CY_CLI_EXTERNAL_PREFIX))
            cy_cli_external_seat_init (&work[t].external[s], policies[s], external_timeout, play_external);
        }
      workers[t] = g_thread_new ("boat-simulate", simulate_worker, &work[t]);
    }
  for (int t = 0; t < threads; t++)
    g_thread_join (workers[t]);
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  /* In the order of the games, so that the sums are the same for any T. */
  for (int g = 0; g < games; g++)
    {
      if (errors[g] != NULL && failed_seats[g] >= 0)
        {
          /* The bot's team loses the game. */
          wins[1 - cy_boat_team_of ((guint) failed_seats[g])] += 1.0;
          if (external_failures++ == 0)
            {
              first_external_failure = errors[g];
              first_external_failure_game = g;
            }
          continue;
        }
      if (errors[g] != NULL)
        {
          if (violations++ == 0)
            {
              first_violation = errors[g];
              first_violation_game = g;
            }
          continue;
        }
      hands += results[g].n_hands;
      stopped += results[g].wins[0] + results[g].wins[1] == 0;
      for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
        {
          wins[t] += results[g].wins[t];
          points[t] += results[g].points[t];
          made[t] += results[g].made[t];
          set[t] += results[g].set[t];
        }
    }

  out = g_string_new (NULL);
  if (json)
    {
      g_string_append_printf (out, "{\"games\":%d,\"teams\":[", games);
      for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
        {
          g_string_append_printf (out, "%s{\"seats\":[%u,%u],\"policies\":[", t ? "," : "", t, t + 2);
          cy_cli_append_json_string (out, policies[t]);
          g_string_append_c (out, ',');
          cy_cli_append_json_string (out, policies[t + 2]);
          g_string_append_printf (out, "],\"wins\":%.3f,\"mean_points_per_hand\":%.3f,\"contracts_made\":%u,"
                                  "\"contracts_set\":%u}",
                                  wins[t], hands ? (double) points[t] / hands : 0.0, made[t], set[t]);
        }
      g_string_append_printf (out, "],\"violations\":%u,", violations);
      if (has_external)
        g_string_append_printf (out, "\"external_failures\":%u,", external_failures);
      g_string_append_printf (out, "\"games_per_second\":%.3f,\"decision_ms\":{", games / seconds);
    }
  else
    {
      g_autofree char *n_hands = g_strdup_printf ("%" G_GUINT64_FORMAT, hands);

      cy_cli_append_line (out, _("%d games (%s hands) in %.3f s, %u violations"),
                          games, n_hands, seconds, violations);
      if (first_violation != NULL)
        cy_cli_append_line (out, _("First violation: game %u: %s"), first_violation_game, first_violation);
      if (has_external)
        {
          g_string_append_printf (out, _("%u games lost by an outside bot’s failure"), external_failures);
          g_string_append_c (out, '\n');
        }
      if (first_external_failure != NULL)
        {
          g_string_append_printf (out, _("First failure: game %u: %s"), first_external_failure_game,
                                  first_external_failure);
          g_string_append_c (out, '\n');
        }
      if (stopped > 0)
        cy_cli_append_line (out, _("%u games stopped without a winner after %u hands"),
                                stopped, CY_BOAT_SIMULATE_HAND_LIMIT);
      for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
        cy_cli_append_line (out, _("Seats %u and %u (%s, %s): wins %.1f, %.2f points a hand, contracts made %u, set %u"),
                                t, t + 2, policies[t], policies[t + 2],
                                wins[t], hands ? (double) points[t] / hands : 0.0, made[t], set[t]);
    }

  /* One entry per distinct policy, pooling its seats and the threads. */
  for (int t = 1; t < threads; t++)
    for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
      g_array_append_vals (work[0].decision_ns[s], work[t].decision_ns[s]->data, work[t].decision_ns[s]->len);
  cy_cli_append_decision_ms (out, json, (const char * const *) policies, CY_BOAT_N_SEATS, work[0].decision_ns);
  if (json)
    g_string_append (out, "}}");

  puts (g_strchomp (out->str));
  g_string_free (out, TRUE);

  if (violations > 0 && json)
    fprintf (stderr, "card-yacht-cli: boat simulate: %u violations; first: game %u: %s\n",
             violations, first_violation_game, first_violation);

  if (external_failures > 0 && json)
    fprintf (stderr, "card-yacht-cli: boat simulate: %u games lost by an outside bot's failure; first: game %u: %s\n",
             external_failures, first_external_failure_game, first_external_failure);

  for (int t = 0; t < threads; t++)
    for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
      {
        g_array_unref (work[t].decision_ns[s]);
        cy_cli_external_seat_clear (&work[t].external[s]);
      }
  for (int g = 0; g < games; g++)
    g_free (errors[g]);

  return violations > 0 ? 1 : 0;
}

typedef struct
{
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} BoatCommand;

static const BoatCommand boat_commands[] = {
  { "simulate", boat_simulate, N_("Play whole games between computer policies") },
  { "solve", cy_cli_boat_solve, N_("The double-dummy result of a record that stops in the play") },
  { "hint", cy_cli_boat_hint, N_("The coach’s advice for a record that stops at a decision") },
  { "bench", cy_cli_boat_bench, N_("Measure the solver and the computer players") },
};

static void
print_boat_usage (FILE *out)
{
  fprintf (out, "%s\n\n", _("Usage: card-yacht-cli boat COMMAND [OPTION…]"));
  fprintf (out, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (boat_commands); i++)
    fprintf (out, "  %-10s %s\n", boat_commands[i].name, _(boat_commands[i].summary));
}

int
cy_cli_boat (int    argc,
             char **argv)
{
  if (argc < 2)
    {
      print_boat_usage (stderr);
      return CY_CLI_EXIT_USAGE;
    }

  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      print_boat_usage (stdout);
      return 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (boat_commands); i++)
    if (strcmp (argv[1], boat_commands[i].name) == 0)
      return boat_commands[i].run (argc - 1, argv + 1);

  return cy_cli_fail (_("unknown command “boat %s”; run card-yacht-cli boat --help for the list"), argv[1]);
}
