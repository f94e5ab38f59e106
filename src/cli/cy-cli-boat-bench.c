/* cy-cli-boat-bench.c: card-yacht-cli boat bench
 *
 * How fast the double-dummy solver is: random deals, the high bidder
 * discarding and naming trump by the rules of thumb, each solved whole from
 * the first lead. The computer players' decision times come from
 * `boat simulate --json` (decision_ms).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <time.h>

#include "cy-boat-ai-private.h"
#include "cy-cli-boat.h"

static gint64
thread_cpu_ns (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_GINT64_CONSTANT (1000000000) + now.tv_nsec;
}

int
cy_cli_boat_bench (int    argc,
                   char **argv)
{
  g_autofree char *seed_text = NULL;
  gboolean json = FALSE;
  int deals = 200;
  GOptionEntry entries[] = {
    { "deals", 0, 0, G_OPTION_ARG_INT, &deals, N_("How many deals to solve (default 200)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed for the deals (default 1)"), "S" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) cpu_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  CyBoatSolver *solver = cy_boat_solver_new (0);
  guint64 seed = 1;
  guint64 nodes = 0;
  guint64 points = 0;
  CyRandom rng;

  if (!cy_cli_parse_options ("boat bench", NULL,
                             _("Solves random deals of Boat from the first lead and reports the time per deal."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;
  if (argc > 1)
    return cy_cli_fail (_("boat bench: unexpected argument “%s”"), argv[1]);
  if (deals < 1)
    return cy_cli_fail (_("boat bench: --deals must be at least 1"));
  if (seed_text != NULL && !cy_cli_parse_seed ("boat bench", seed_text, &seed))
    return CY_CLI_EXIT_USAGE;

  cy_random_init (&rng, seed, 0xBE4C);
  for (int i = 0; i < deals; i++)
    {
      CyBoatHand hand;
      CyBoatPosition pos = { 0 };
      guint declarer = cy_random_below (&rng, CY_BOAT_N_SEATS);
      CyBoatCardSet cards;
      CyBoatCardSet discard;
      guint64 before = cy_boat_solver_get_nodes (solver);
      gint64 start;
      gint64 cpu_start;
      gint64 elapsed;
      int trump;

      cy_boat_hand_deal (&hand, (declarer + 3) % CY_BOAT_N_SEATS, &rng);
      cards = hand.hands[declarer] | hand.bonus;
      trump = cy_boat_ai_best_trump (cards);
      discard = cy_boat_ai_plan_discard (cards, trump);
      for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
        pos.hands[s] = hand.hands[s];
      pos.hands[declarer] = cards & ~discard;
      pos.trump = (gint8) trump;
      pos.leader = (guint8) declarer;
      pos.discard_points = (guint8) cy_boat_set_points (discard);

      start = g_get_monotonic_time ();
      cpu_start = thread_cpu_ns ();
      points += cy_boat_solver_solve (solver, &pos, cy_boat_team_of (declarer), NULL);
      elapsed = thread_cpu_ns () - cpu_start;
      g_array_append_val (cpu_times, elapsed);
      elapsed = (g_get_monotonic_time () - start) * 1000;
      g_array_append_val (times, elapsed);
      nodes += cy_boat_solver_get_nodes (solver) - before;
    }
  cy_boat_solver_free (solver);

  cy_cli_sort_ns (times);
  cy_cli_sort_ns (cpu_times);
  if (json)
    printf ("{\"deals\":%d,\"solve_ms\":{\"p50\":%.3f,\"p95\":%.3f,\"max\":%.3f},"
            "\"solve_cpu_ms\":{\"p50\":%.3f,\"p95\":%.3f,\"max\":%.3f},\"mean_nodes\":%.0f,"
            "\"mean_declarer_points\":%.2f}\n",
            deals, cy_cli_percentile_ms (times, 0.50), cy_cli_percentile_ms (times, 0.95),
            cy_cli_percentile_ms (times, 1.0), cy_cli_percentile_ms (cpu_times, 0.50),
            cy_cli_percentile_ms (cpu_times, 0.95), cy_cli_percentile_ms (cpu_times, 1.0),
            (double) nodes / deals, (double) points / deals);
  else
    printf (_("%d deals solved from the first lead: p50 %.3f ms, p95 %.3f ms, max %.3f ms "
              "(processor time: p50 %.3f ms, p95 %.3f ms); %.0f nodes a deal; "
              "the high bidder's team takes %.2f points on average\n"),
            deals, cy_cli_percentile_ms (times, 0.50), cy_cli_percentile_ms (times, 0.95),
            cy_cli_percentile_ms (times, 1.0), cy_cli_percentile_ms (cpu_times, 0.50),
            cy_cli_percentile_ms (cpu_times, 0.95), (double) nodes / deals, (double) points / deals);

  return 0;
}
