/* cy-cli-boat-bench.c: card-yacht-cli boat bench
 *
 * How fast the double-dummy solver is: random deals, the high bidder
 * discarding and naming trump by the rules of thumb, each solved whole from
 * the first lead. With --hands N, also how long the hard player takes to
 * decide, over N whole hands that four hard players play (bids, discard,
 * trump and every card); with --coach, also how long the coach takes to
 * advise at each of those decisions, by kind of decision (processor
 * time). `boat simulate --json` reports decision times too (decision_ms),
 * on the clock only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <time.h>

#include "cy-boat-ai-private.h"
#include "cy-boat-coach.h"
#include "cy-cli-boat.h"

static gint64
thread_cpu_ns (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_GINT64_CONSTANT (1000000000) + now.tv_nsec;
}

/* Four hard players through @n_hands hands; each decision's time, and
 * with @coach_times (one array per CyBoatDecision) the coach's there. */
static void
time_hard_player (int     n_hands,
                  guint64 seed,
                  GArray *times,
                  GArray *cpu_times,
                  GArray **coach_times)
{
  CyRandom deals;
  CyRandom players;

  cy_random_init (&deals, seed, 0xDEA1);
  cy_random_init (&players, seed, 0xA1);
  for (int i = 0; i < n_hands; i++)
    {
      CyBoatHand hand;

      cy_boat_hand_deal (&hand, (guint) i % CY_BOAT_N_SEATS, &deals);
      while (hand.phase != CY_BOAT_PHASE_HAND_OVER)
        {
          CyBoatView view;
          CyBoatAction action;
          gint64 start = g_get_monotonic_time ();
          gint64 cpu_start = thread_cpu_ns ();
          gint64 elapsed;

          cy_boat_hand_get_view (&hand, hand.turn, &view);
          if (coach_times != NULL)
            {
              CyRandom rng = players;
              CyBoatAdvice advice;

              cpu_start = thread_cpu_ns ();
              cy_boat_coach_advise (&view, &rng, NULL, &advice);
              elapsed = thread_cpu_ns () - cpu_start;
              g_array_append_val (coach_times[advice.decision], elapsed);
              cpu_start = thread_cpu_ns ();
              start = g_get_monotonic_time ();
            }
          cy_boat_ai_decide (CY_PLAYER_KIND_HARD, &view, &players, &action);
          elapsed = thread_cpu_ns () - cpu_start;
          g_array_append_val (cpu_times, elapsed);
          elapsed = (g_get_monotonic_time () - start) * 1000;
          g_array_append_val (times, elapsed);
          if (!cy_boat_hand_apply (&hand, &action, NULL))
            g_error ("the hard player chose an illegal action");
        }
    }

  cy_cli_sort_ns (times);
  cy_cli_sort_ns (cpu_times);
  for (guint d = 0; coach_times != NULL && d <= CY_BOAT_DECISION_PLAY; d++)
    cy_cli_sort_ns (coach_times[d]);
}

int
cy_cli_boat_bench (int    argc,
                   char **argv)
{
  g_autofree char *seed_text = NULL;
  gboolean json = FALSE;
  gboolean coach = FALSE;
  int deals = 200;
  int hands = 0;
  GOptionEntry entries[] = {
    { "deals", 0, 0, G_OPTION_ARG_INT, &deals, N_("How many deals to solve (default 200)"), "N" },
    { "hands", 0, 0, G_OPTION_ARG_INT, &hands, N_("Also time the hard player over N hands (default 0)"), "N" },
    { "coach", 0, 0, G_OPTION_ARG_NONE, &coach, N_("With --hands, also time the coach’s advice at each decision"), NULL },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed for the deals (default 1)"), "S" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) cpu_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) decision_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) decision_cpu_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  GArray *coach_times[CY_BOAT_DECISION_PLAY + 1];
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
  if (hands < 0)
    return cy_cli_fail (_("boat bench: --hands must not be negative"));
  if (coach && hands == 0)
    return cy_cli_fail (_("boat bench: --coach needs --hands"));
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
  for (guint d = 0; d <= CY_BOAT_DECISION_PLAY; d++)
    coach_times[d] = g_array_new (FALSE, FALSE, sizeof (gint64));
  if (hands > 0)
    time_hard_player (hands, seed, decision_times, decision_cpu_times, coach ? coach_times : NULL);
  if (json)
    {
      printf ("{\"deals\":%d,\"solve_ms\":{\"p50\":%.3f,\"p95\":%.3f,\"max\":%.3f},"
              "\"solve_cpu_ms\":{\"p50\":%.3f,\"p95\":%.3f,\"max\":%.3f},\"mean_nodes\":%.0f,"
              "\"mean_declarer_points\":%.2f",
              deals, cy_cli_percentile_ms (times, 0.50), cy_cli_percentile_ms (times, 0.95),
              cy_cli_percentile_ms (times, 1.0), cy_cli_percentile_ms (cpu_times, 0.50),
              cy_cli_percentile_ms (cpu_times, 0.95), cy_cli_percentile_ms (cpu_times, 1.0),
              (double) nodes / deals, (double) points / deals);
      if (hands > 0)
        printf (",\"hands\":%d,\"hard_decisions\":%u,\"hard_ms\":{\"p50\":%.3f,\"p95\":%.3f,\"max\":%.3f},"
                "\"hard_cpu_ms\":{\"p50\":%.3f,\"p95\":%.3f,\"max\":%.3f}",
                hands, decision_times->len, cy_cli_percentile_ms (decision_times, 0.50),
                cy_cli_percentile_ms (decision_times, 0.95), cy_cli_percentile_ms (decision_times, 1.0),
                cy_cli_percentile_ms (decision_cpu_times, 0.50), cy_cli_percentile_ms (decision_cpu_times, 0.95),
                cy_cli_percentile_ms (decision_cpu_times, 1.0));
      for (guint d = 0; coach && d <= CY_BOAT_DECISION_PLAY; d++)
        printf ("%s\"%s\":{\"advice\":%u,\"p50\":%.3f,\"p95\":%.3f,\"max\":%.3f}%s",
                d == 0 ? ",\"coach_cpu_ms\":{" : ",", cy_boat_decision_get_key (d), coach_times[d]->len,
                cy_cli_percentile_ms (coach_times[d], 0.50), cy_cli_percentile_ms (coach_times[d], 0.95),
                cy_cli_percentile_ms (coach_times[d], 1.0), d == CY_BOAT_DECISION_PLAY ? "}" : "");
      printf ("}\n");
      for (guint d = 0; d <= CY_BOAT_DECISION_PLAY; d++)
        g_array_unref (coach_times[d]);
      return 0;
    }

  printf (_("%d deals solved from the first lead: p50 %.3f ms, p95 %.3f ms, max %.3f ms "
            "(processor time: p50 %.3f ms, p95 %.3f ms); %.0f nodes a deal; "
            "the high bidder's team takes %.2f points on average\n"),
          deals, cy_cli_percentile_ms (times, 0.50), cy_cli_percentile_ms (times, 0.95),
          cy_cli_percentile_ms (times, 1.0), cy_cli_percentile_ms (cpu_times, 0.50),
          cy_cli_percentile_ms (cpu_times, 0.95), (double) nodes / deals, (double) points / deals);
  if (hands > 0)
    printf (ngettext ("%d hand of four hard players, %u decisions: p50 %.3f ms, p95 %.3f ms, max %.3f ms "
                      "(processor time: p50 %.3f ms, p95 %.3f ms)\n",
                      "%d hands of four hard players, %u decisions: p50 %.3f ms, p95 %.3f ms, max %.3f ms "
                      "(processor time: p50 %.3f ms, p95 %.3f ms)\n", hands),
            hands, decision_times->len, cy_cli_percentile_ms (decision_times, 0.50),
            cy_cli_percentile_ms (decision_times, 0.95), cy_cli_percentile_ms (decision_times, 1.0),
            cy_cli_percentile_ms (decision_cpu_times, 0.50), cy_cli_percentile_ms (decision_cpu_times, 0.95));
  for (guint d = 0; coach && d <= CY_BOAT_DECISION_PLAY; d++)
    /* Translators: %s is bid, discard, trump or play */
    printf (_("The coach’s advice, %s (%u): processor time p50 %.3f ms, p95 %.3f ms, max %.3f ms\n"),
            cy_boat_decision_get_key (d), coach_times[d]->len, cy_cli_percentile_ms (coach_times[d], 0.50),
            cy_cli_percentile_ms (coach_times[d], 0.95), cy_cli_percentile_ms (coach_times[d], 1.0));
  for (guint d = 0; d <= CY_BOAT_DECISION_PLAY; d++)
    g_array_unref (coach_times[d]);

  return 0;
}
