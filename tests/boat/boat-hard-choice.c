/* boat-hard-choice.c: what the hard player plays where a Boat record stops,
 * for the command-line test of `boat hint`
 *
 *     boat-hard-choice FILE SEED
 *
 * Replays the record FILE, gives the hard player of the seat to act the
 * generator the coach's --seed SEED uses, and prints its choice as the
 * hint's options name it: a bid ("85") or "pass", five cards ("5S 6S 7D
 * 8D 9C"), a suit letter, a card.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include "cy-boat-ai.h"
#include "cy-boat-coach.h"
#include "cy-boat-game-record.h"
#include "test-record-util.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CyReplay) replay = NULL;
  g_autofree char *choice = NULL;
  CyBoatGame *game;
  CyBoatCoachOption option = { { 0 } };
  CyBoatView view;
  CyRandom rng;

  if (argc != 3)
    {
      fprintf (stderr, "usage: boat-hard-choice FILE SEED\n");
      return 2;
    }

  cy_record_format_register (cy_boat_game_record_get_format ());
  replay = cy_test_replay_file_to_end (argv[1], &error);
  if (replay == NULL)
    g_error ("%s", error->message);

  game = CY_BOAT_GAME (cy_replay_get_game (replay));
  cy_boat_game_get_view (game, cy_boat_game_get_hand (game)->turn, &view);
  cy_random_init (&rng, g_ascii_strtoull (argv[2], NULL, 10), CY_BOAT_COACH_STREAM);
  cy_boat_ai_decide (CY_PLAYER_KIND_HARD, &view, &rng, &option.action);
  choice = cy_boat_coach_option_choice (&option);
  puts (choice);
  return 0;
}
