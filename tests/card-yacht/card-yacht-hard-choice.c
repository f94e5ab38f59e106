/* card-yacht-hard-choice.c: what the hard player plays where a Card Yacht
 * record stops, for the command-line test of `hint`
 *
 *     card-yacht-hard-choice FILE SEED
 *
 * Replays the record FILE, gives the hard player of the seat to act the
 * generator the hint's --seed SEED uses, and prints its choice as one JSON
 * value, as the hint names it: a move ({"draw":["QH","3S"]}) or, once the
 * hand is over, a category key ("middle").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>

#include "cy-ai.h"
#include "cy-game-hint.h"
#include "cy-game-record.h"
#include "test-record-util.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CyReplay) replay = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;
  CyGame *game;
  CySeatView view;
  CyRandom rng;
  gboolean scoring;
  guint seat;

  if (argc != 3)
    {
      fprintf (stderr, "usage: card-yacht-hard-choice FILE SEED\n");
      return 2;
    }

  cy_record_format_register (cy_game_record_get_format ());
  replay = cy_test_replay_file_to_end (argv[1], &error);
  if (replay == NULL)
    g_error ("%s", error->message);

  game = CY_GAME (cy_replay_get_game (replay));
  if (!cy_game_hint_get_seat (game, &seat, &scoring, &error))
    g_error ("%s", error->message);
  cy_game_get_seat_view (game, seat, &view);
  cy_random_init (&rng, g_ascii_strtoull (argv[2], NULL, 10), CY_GAME_HINT_STREAM);

  if (scoring)
    {
      node = json_node_new (JSON_NODE_VALUE);
      json_node_set_string (node, cy_category_get_key (cy_ai_choose_category (CY_PLAYER_KIND_HARD, &view, &rng)));
    }
  else
    {
      CyMove move;

      cy_ai_choose_move (CY_PLAYER_KIND_HARD, &view, &rng, &move);
      node = cy_game_record_move_to_node (&move);
    }

  text = cy_record_node_to_string (node);
  puts (text);
  return 0;
}
