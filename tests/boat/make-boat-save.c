/* make-boat-save.c: plays a seeded game of Boat and saves it, for the
 * command-line tests of Boat's score pad
 *
 *     make-boat-save FILE SEED HANDS
 *
 * Plays normal players until the game is over or HANDS hands are scored,
 * writes the save to FILE and prints, one per line, what the pad must show:
 * each finished hand's running totals and the bidders' par, "N-S E-W PAR",
 * then "over" or "going".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include "cy-boat-ai.h"
#include "cy-boat-game.h"
#include "cy-boat-solver.h"

int
main (int   argc,
      char *argv[])
{
  static const char * const names[] = { "Ann", "Wes", "Nora", "Ed" };
  g_autoptr(CyBoatGame) game = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  CyPlayer *players[CY_BOAT_N_SEATS];
  CyRandom rng;
  guint max_hands;
  int totals[2] = { 0, 0 };
  CyBoatSolver *solver = cy_boat_solver_new (0);

  if (argc != 4)
    {
      fprintf (stderr, "usage: make-boat-save FILE SEED HANDS\n");
      return 2;
    }
  max_hands = (guint) atoi (argv[3]);

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    players[s] = cy_player_new (names[s], CY_PLAYER_KIND_NORMAL);
  game = cy_boat_game_new (players, g_ascii_strtoull (argv[2], NULL, 10));
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    g_object_unref (players[s]);

  cy_random_init (&rng, 1, 1);
  while (!cy_boat_game_is_over (game))
    {
      const CyBoatHand *hand = cy_boat_game_get_hand (game);

      if (hand->phase == CY_BOAT_PHASE_HAND_OVER)
        {
          if (cy_boat_game_get_n_hands (game) >= max_hands)
            break;
          if (!cy_match_game_next_hand (CY_MATCH_GAME (game), &error))
            g_error ("%s", error->message);
        }
      else
        {
          CyBoatView view;
          CyBoatAction action;

          cy_boat_game_get_view (game, hand->turn, &view);
          cy_boat_ai_decide (CY_PLAYER_KIND_NORMAL, &view, &rng, &action);
          if (!cy_boat_game_act (game, &action, &error))
            g_error ("%s", error->message);
        }
    }

  for (guint i = 0; i < cy_boat_game_get_n_hands (game); i++)
    {
      CyBoatHandResult result;
      guint par;

      if (!cy_boat_game_get_hand_result (game, i, &result))
        continue;
      totals[0] += result.score_change[0];
      totals[1] += result.score_change[1];
      if (!cy_boat_solver_get_par (solver, cy_boat_game_get_nth_hand (game, i), &par))
        g_error ("hand %u over without a contract", i + 1);
      printf ("%d %d %u\n", totals[0], totals[1], par);
    }
  printf ("%s\n", cy_boat_game_is_over (game) ? "over" : "going");

  cy_boat_solver_free (solver);

  bytes = cy_boat_game_save (game);
  if (!g_file_set_contents (argv[1], g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), &error))
    g_error ("%s", error->message);
  return 0;
}
