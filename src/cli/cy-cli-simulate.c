/* cy-cli-simulate.c: the simulate command of every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "cy-cli.h"
#include "cy-cli-external.h"
#include "cy-cli-simulate.h"

int
cy_cli_simulate_run (const CyCliSimulateCommand  *command,
                     int                          argc,
                     char                       **argv)
{
  g_autofree char *players = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *threads_text = NULL;
  g_autofree char *records_dir = NULL;
  g_auto(GStrv) policies = NULL;
  gboolean json = FALSE;
  int games = 100;
  double external_timeout = CY_EXTERNAL_TIMEOUT_MS / 1000.0;
  const GOptionEntry common[] = {
    { "players", 0, 0, G_OPTION_ARG_STRING, &players, command->players_help, command->players_arg },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, N_("How many games (default 100)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, command->seed_help, "S" },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text, N_("Worker threads (default: one per processor)"), "N" },
    { "external-timeout", 0, 0, G_OPTION_ARG_DOUBLE, &external_timeout, N_("Seconds an outside bot may take over one decision (default 10)"), "S" },
    { "records", 0, 0, G_OPTION_ARG_FILENAME, &records_dir, N_("Write each game’s record into this folder, as game-N.json (N from 0)"), N_("DIR") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
  };
  g_autoptr(GArray) entries = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));
  CySimulation simulation = { .klass = command->klass, .seed = 1 };
  CySimulateTally tally = { 0 };
  g_autoptr(GError) error = NULL;
  gboolean has_external = FALSE;
  double seconds;
  GString *out;

  /* One table: the common options, then the game's own. */
  g_array_append_vals (entries, common, G_N_ELEMENTS (common));
  for (guint i = 0; command->game_entries != NULL && command->game_entries[i].long_name != NULL; i++)
    g_array_append_val (entries, command->game_entries[i]);

  if (!cy_cli_parse_options (command->name, NULL, _(command->summary),
                             (GOptionEntry *) entries->data, &argc, &argv))
    return CY_CLI_EXIT_USAGE;

  if (argc > 1)
    return cy_cli_fail (_("%s: unexpected argument “%s”"), command->name, argv[1]);

  if (players == NULL)
    return cy_cli_fail (_("%s: --players is required, e.g. --players %s"), command->name, command->players_example);

  policies = cy_cli_split_policies (players);
  simulation.n_seats = g_strv_length (policies);
  if (simulation.n_seats < command->klass->min_seats || simulation.n_seats > command->klass->max_seats)
    {
      if (command->klass->min_seats == command->klass->max_seats)
        return cy_cli_fail (_("%s: --players needs %u policies, not %u"), command->name,
                            command->klass->min_seats, simulation.n_seats);
      return cy_cli_fail (_("%s: --players needs %u to %u policies, not %u"), command->name,
                          command->klass->min_seats, command->klass->max_seats, simulation.n_seats);
    }

  for (guint p = 0; p < simulation.n_seats; p++)
    {
      gboolean external;

      if (!cy_cli_parse_policy (command->name, policies[p], &simulation.kinds[p], &external))
        return CY_CLI_EXIT_USAGE;
      simulation.policies[p] = policies[p];
      if (external)
        simulation.external[p] = policies[p] + strlen (CY_CLI_EXTERNAL_PREFIX);
      has_external |= external;
    }

  if (!cy_cli_check_external_timeout (command->name, external_timeout))
    return CY_CLI_EXIT_USAGE;
  simulation.external_timeout_ms = (guint) (external_timeout * 1000.0 + 0.5);

  if (games < 1)
    return cy_cli_fail (_("%s: --games must be at least 1"), command->name);
  simulation.n_games = (guint) games;

  if (seed_text != NULL && !cy_cli_parse_seed (command->name, seed_text, &simulation.seed))
    return CY_CLI_EXIT_USAGE;

  if (!cy_cli_parse_threads (command->name, threads_text, CY_SIMULATE_MAX_THREADS, &simulation.n_threads))
    return CY_CLI_EXIT_USAGE;

  if (records_dir != NULL)
    {
      if (g_mkdir_with_parents (records_dir, 0755) != 0)
        {
          int saved_errno = errno;
          g_autofree char *display = g_filename_display_name (records_dir);

          return cy_cli_fail (_("%s: cannot make the folder “%s”: %s"), command->name, display,
                              g_strerror (saved_errno));
        }
      simulation.records_dir = records_dir;
    }

  if (command->prepare != NULL && !command->prepare (&simulation, command->data))
    return CY_CLI_EXIT_USAGE;

  if (!cy_simulate_run (&simulation, &tally, &seconds, &error))
    {
      cy_simulate_tally_clear (&tally);
      return cy_cli_fail ("%s: %s", command->name, error->message);
    }

  out = g_string_new (NULL);
  command->print (&simulation, &tally, seconds, json, command->data, out);
  puts (g_strchomp (out->str));
  g_string_free (out, TRUE);

  if (json && tally.violations > 0)
    fprintf (stderr, "card-yacht-cli: %s: %u violations; first: game %u: %s\n", command->name,
             tally.violations, tally.first_violation_game, tally.first_violation);
  if (json && tally.external_failures > 0)
    fprintf (stderr, "card-yacht-cli: %s: %u games lost by an outside bot's failure; first: game %u, seat %u: %s\n",
             command->name, tally.external_failures, tally.first_external_failure_game,
             tally.first_external_failure_seat, tally.first_external_failure);

  {
    int status = tally.violations > 0 ? 1 : 0;

    cy_simulate_tally_clear (&tally);
    return status;
  }
}

void
cy_cli_simulate_print_failures (const CySimulateTally *tally,
                                gboolean               has_external,
                                GString               *out)
{
  if (tally->first_violation != NULL)
    cy_cli_append_line (out, _("First violation: game %u: %s"), tally->first_violation_game, tally->first_violation);
  if (has_external)
    cy_cli_append_line (out, _("%u games lost by an outside bot’s failure"), tally->external_failures);
  if (tally->first_external_failure != NULL)
    cy_cli_append_line (out, _("First failure: game %u, seat %u: %s"), tally->first_external_failure_game,
                        tally->first_external_failure_seat, tally->first_external_failure);
}

static gboolean
has_external (const CySimulation *simulation)
{
  for (guint p = 0; p < simulation->n_seats; p++)
    if (simulation->external[p] != NULL)
      return TRUE;

  return FALSE;
}

void
cy_cli_simulate_print_seats (const CySimulation    *simulation,
                             const CySimulateTally *tally,
                             double                 seconds,
                             gboolean               json,
                             const char            *what,
                             GString               *out)
{
  guint games = simulation->n_games;

  if (json)
    {
      g_string_append_printf (out, "{\"games\":%u,\"seats\":[", games);
      for (guint p = 0; p < simulation->n_seats; p++)
        {
          g_string_append_printf (out, "%s{\"policy\":", p ? "," : "");
          cy_cli_append_json_string (out, simulation->policies[p]);
          g_string_append_printf (out, ",\"mean_score\":%.3f,\"wins\":%.3f}",
                                  tally->completed ? (double) tally->totals[p] / tally->completed : 0.0,
                                  tally->wins[p]);
        }
      g_string_append_printf (out, "],\"violations\":%u,", tally->violations);
      if (has_external (simulation))
        g_string_append_printf (out, "\"external_failures\":%u,", tally->external_failures);
      g_string_append_printf (out, "\"games_per_second\":%.1f,\"decision_ms\":{", games / seconds);
    }
  else
    {
      /* Translators: "2000 games of Yacht 1938 in 1.234 s (1620 games per second), 0 violations" */
      cy_cli_append_line (out, _("%u %s in %.3f s (%.0f games per second), %u violations"),
                          games, what, seconds, games / seconds, tally->violations);
      cy_cli_simulate_print_failures (tally, has_external (simulation), out);
      /* Translators: the seating changes from game to game; each policy
       * is listed as typed, with its results wherever it sat. */
      cy_cli_append_line (out, "%s", _("Seating rotated: every policy in every seat in turn"));
      for (guint p = 0; p < simulation->n_seats; p++)
        cy_cli_append_line (out, _("Player %u  %-7s mean %7.2f  wins %8.1f"), p + 1, simulation->policies[p],
                            (double) tally->totals[p] / MAX (1, tally->completed), tally->wins[p]);
    }

  /* One entry per distinct policy, pooling its places. */
  cy_cli_append_decision_ms (out, json, simulation->policies, simulation->n_seats, tally->decision_ns);
}
