/* cy-cli-boat-solve.c: card-yacht-cli boat solve FILE
 *
 * Reads a game record (design.md section 9, "game":"boat") that stops
 * during the play of a hand, replays it through the rules and prints what
 * the bidding team takes with every card seen and perfect play, and the
 * best card for the seat to play.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <gio/gunixinputstream.h>
#include <stdio.h>
#include <string.h>

#include "cy-boat-game.h"
#include "cy-boat-solver.h"
#include "cy-cli-boat.h"
#include "cy-replay.h"

/* The record through the one reader of Boat records (cy-boat-game-record.c),
 * played to its end: it may stop anywhere, the play of a hand included. */
CyBoatGame *
cy_cli_boat_replay_record (const char  *name,
                           GError     **error)
{
  g_autoptr(CyRecord) record = NULL;
  g_autoptr(CyReplay) replay = NULL;

  if (strcmp (name, "-") == 0)
    {
      g_autoptr(GInputStream) in = g_unix_input_stream_new (0, FALSE);

      record = cy_record_new_from_stream (in, error);
    }
  else
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (name);

      record = cy_record_new_from_file (file, error);
    }

  if (record == NULL)
    return NULL;

  if (g_strcmp0 (cy_record_get_game_id (record), "boat") != 0)
    {
      g_set_error_literal (error, CY_RECORD_ERROR, CY_RECORD_ERROR_FORMAT, _("not a record of Boat (\"game\":\"boat\")"));
      return NULL;
    }

  replay = cy_replay_new (record, error);
  if (replay == NULL || !cy_replay_seek (replay, cy_replay_get_n_steps (replay), error))
    return NULL;

  return g_object_ref (CY_BOAT_GAME (cy_replay_get_game (replay)));
}

int
cy_cli_boat_solve (int    argc,
                   char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  g_autoptr(GError) error = NULL;
  g_autoptr(CyBoatGame) game = NULL;
  g_autoptr(GString) out = NULL;
  const CyBoatHand *hand;
  CyBoatPosition pos;
  CyBoatCard best;
  g_autofree char *best_text = NULL;
  guint team;
  guint points;
  gint64 start;

  if (!cy_cli_parse_options ("boat solve", _("FILE"),
                             _("Solves a Boat record that stops during the play of a hand (FILE, or - for standard input)."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;
  if (argc != 2)
    return cy_cli_fail (_("boat solve: give one record file, or - for standard input"));

  game = cy_cli_boat_replay_record (argv[1], &error);
  if (game == NULL)
    {
      g_strdelimit (error->message, "\r\n", ' ');
      return cy_cli_fail (_("boat solve: %s"), error->message);
    }

  hand = cy_boat_game_get_hand (game);
  if (!cy_boat_position_from_hand (&pos, hand))
    return cy_cli_fail (_("boat solve: the record must stop during the play of a hand (after trump is named, before its last card)"));

  start = g_get_monotonic_time ();
  team = cy_boat_team_of ((guint) hand->high_bidder);
  points = hand->trick_points[team] + cy_boat_solver_solve (cy_boat_solver_get_default (), &pos, team, &best);
  best_text = cy_boat_card_to_string (best);

  out = g_string_new (NULL);
  g_string_append_printf (out, "{\"bidding_team_points\":%u,\"best\":\"%s\",\"seconds\":%.6f}",
                          points, best_text, (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  puts (out->str);
  return 0;
}
