/* cy-cli-boat.c: card-yacht-cli boat simulate | solve | bench (design.md section 10)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cy-boat-game-simulate.h"
#include "cy-cli.h"
#include "cy-cli-boat.h"
#include "cy-cli-simulate.h"

static void
simulate_print (const CySimulation    *simulation,
                const CySimulateTally *tally,
                double                 seconds,
                gboolean               json,
                gpointer               data,
                GString               *out)
{
  const CyBoatSimulateTally *counts = tally->game_tally;
  const char * const *policies = simulation->policies;
  gboolean has_external = FALSE;

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    has_external |= simulation->external[s] != NULL;

  /* A partnership as typed: policies 0 and 2, then 1 and 3, wherever the
   * rotation seated them; its win is each partner's. */
  if (json)
    {
      g_string_append_printf (out, "{\"games\":%u,\"teams\":[", simulation->n_games);
      for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
        {
          g_string_append_printf (out, "%s{\"seats\":[%u,%u],\"policies\":[", t ? "," : "", t, t + 2);
          cy_cli_append_json_string (out, policies[t]);
          g_string_append_c (out, ',');
          cy_cli_append_json_string (out, policies[t + 2]);
          g_string_append_printf (out, "],\"wins\":%.3f,\"mean_points_per_hand\":%.3f,\"contracts_made\":%u,"
                                  "\"contracts_set\":%u}",
                                  tally->wins[t], counts->hands ? (double) counts->points[t] / counts->hands : 0.0,
                                  counts->made[t], counts->set[t]);
        }
      g_string_append_printf (out, "],\"violations\":%u,", tally->violations);
      if (has_external)
        g_string_append_printf (out, "\"external_failures\":%u,", tally->external_failures);
      g_string_append_printf (out, "\"games_per_second\":%.3f,\"decision_ms\":{", simulation->n_games / seconds);
    }
  else
    {
      g_autofree char *n_hands = g_strdup_printf ("%" G_GUINT64_FORMAT, counts->hands);

      cy_cli_append_line (out, _("%u games (%s hands) in %.3f s, %u violations"),
                          simulation->n_games, n_hands, seconds, tally->violations);
      cy_cli_simulate_print_failures (tally, has_external, out);
      if (counts->stopped > 0)
        cy_cli_append_line (out, _("%u games stopped without a winner after %u hands"),
                            counts->stopped, CY_BOAT_SIMULATE_HAND_LIMIT);
      cy_cli_append_line (out, "%s", _("Seating rotated: each partnership in both places, every player in every seat in turn"));
      for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
        cy_cli_append_line (out, _("Players %u and %u (%s, %s): wins %.1f, %.2f points a hand, contracts made %u, set %u"),
                            t + 1, t + 3, policies[t], policies[t + 2], tally->wins[t],
                            counts->hands ? (double) counts->points[t] / counts->hands : 0.0,
                            counts->made[t], counts->set[t]);
    }

  /* One entry per distinct policy, pooling its places and the threads. */
  cy_cli_append_decision_ms (out, json, policies, CY_BOAT_N_SEATS, tally->decision_ns);
  if (json)
    g_string_append (out, "}" CY_CLI_SIMULATE_SEATING);
}

static int
boat_simulate (int    argc,
               char **argv)
{
  const CyCliSimulateCommand command = {
    .name = "boat simulate",
    .summary = N_("Plays whole games of Boat to 500 between computer policies, checking the rules after every action."),
    .players_help = N_("Four policies, partners 1 and 3, 2 and 4: random, easy, normal, hard, or external:COMMAND for an outside bot"),
    .players_arg = "P0,P1,P2,P3",
    .players_example = "hard,normal,hard,normal",
    .seed_help = N_("Seed for the deals and the players (default 1)"),
    .klass = &cy_boat_game_simulate,
    .print = simulate_print,
  };

  return cy_cli_simulate_run (&command, argc, argv);
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
    return cy_cli_fail (_("boat: no command given; run card-yacht-cli boat --help for the list"));

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
