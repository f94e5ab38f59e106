/* make-boat-table-save.c: saves a game of Boat at a chosen moment as the
 * game to resume, for build-aux/screenshots.sh
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: make-boat-table-save bidding|discard|trick|pad|pad9
 * (writes under $XDG_DATA_HOME, like the game)
 *
 * South ("You") is a person, the others normal computer players, the deal
 * seeded. South bids the most it may, so that it holds the Bonus Cards,
 * discards its five cheapest cards, names its longest suit and plays its
 * first legal card, until the moment asked for: its first bid, its
 * discard, a trick under way with South to play, or (pad) South's bid in
 * the third hand, two hands on the score pad; pad9: in the tenth, nine).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cy-boat-game.h"
#include "cy-save-file.h"

#define SEED 2026

static gboolean
south_acts (CyBoatGame *game,
            GError    **error)
{
  CyBoatView view;

  cy_boat_game_get_view (game, 0, &view);
  switch (view.phase)
    {
    case CY_BOAT_PHASE_BIDDING:
      {
        guint min = cy_boat_view_min_bid (&view);

        return min > 0 ? cy_boat_game_bid (game, 0, CY_BOAT_MAX_BID, error) : cy_boat_game_pass (game, 0, error);
      }

    case CY_BOAT_PHASE_DISCARD:
      {
        CyBoatCardSet discard = 0;
        CyBoatCard card;

        /* The lowest cards without points, then whatever is lowest. */
        CY_BOAT_SET_FOREACH (view.hand, card)
          if (cy_boat_set_count (discard) < CY_BOAT_BONUS_SIZE && cy_boat_card_get_points (card) == 0)
            discard |= cy_boat_set_of (card);
        CY_BOAT_SET_FOREACH (view.hand & ~discard, card)
          if (cy_boat_set_count (discard) < CY_BOAT_BONUS_SIZE)
            discard |= cy_boat_set_of (card);
        return cy_boat_game_discard (game, 0, discard, error);
      }

    case CY_BOAT_PHASE_TRUMP:
      {
        guint best = 0;

        for (guint s = 1; s < CY_N_SUITS; s++)
          if (cy_boat_set_count (view.hand & cy_boat_set_suit (s)) > cy_boat_set_count (view.hand & cy_boat_set_suit (best)))
            best = s;
        return cy_boat_game_name_trump (game, 0, (CySuit) best, error);
      }

    default:
      return cy_boat_game_play (game, 0, cy_boat_set_first (cy_boat_view_legal_plays (&view)), error);
    }
}

static gboolean
is_the_moment (CyBoatGame *game,
               const char *moment)
{
  CyBoatView view;

  cy_boat_game_get_view (game, 0, &view);
  if (g_str_equal (moment, "bidding"))
    return view.phase == CY_BOAT_PHASE_BIDDING;
  if (g_str_equal (moment, "discard"))
    return view.phase == CY_BOAT_PHASE_DISCARD;
  if (g_str_equal (moment, "pad"))
    return view.hand_number == 3 && view.phase == CY_BOAT_PHASE_BIDDING;
  if (g_str_equal (moment, "pad9"))
    return view.hand_number == 10 && view.phase == CY_BOAT_PHASE_BIDDING;
  return view.phase == CY_BOAT_PHASE_PLAY && view.n_played >= CY_BOAT_N_SEATS &&
         view.n_played % CY_BOAT_N_SEATS >= 2;
}

int
main (int    argc,
      char **argv)
{
  static const char * const names[CY_BOAT_N_SEATS] = { "You", "Wes", "Nora", "Ed" };
  CyPlayer *players[CY_BOAT_N_SEATS];
  g_autoptr(CyBoatGame) game = NULL;
  g_autoptr(CyMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  if (argc != 2 || (strcmp (argv[1], "bidding") != 0 && strcmp (argv[1], "discard") != 0 &&
                    strcmp (argv[1], "trick") != 0 && strcmp (argv[1], "pad") != 0 &&
                    strcmp (argv[1], "pad9") != 0))
    {
      fprintf (stderr, "usage: make-boat-table-save bidding|discard|trick|pad|pad9\n");
      return 2;
    }

  cy_boat_game_register_match_loader ();
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    players[s] = cy_player_new (names[s], s == 0 ? CY_PLAYER_KIND_HUMAN : CY_PLAYER_KIND_NORMAL);
  game = cy_boat_game_new (players, SEED);
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    g_object_unref (players[s]);
  match = cy_match_new (CY_MATCH_GAME (game), SEED + 1);

  for (guint steps = 0; steps < 400; steps++)
    {
      if (!cy_match_run_sync (match, TRUE, &error))
        break;
      if (cy_match_game_get_step (CY_MATCH_GAME (game), NULL) == CY_MATCH_STEP_HAND_OVER &&
          g_str_has_prefix (argv[1], "pad") && !cy_boat_game_is_over (game))
        {
          if (!cy_match_next_hand (match, &error))
            break;
          continue;
        }
      if (cy_boat_game_is_over (game) || cy_match_game_get_step (CY_MATCH_GAME (game), NULL) == CY_MATCH_STEP_HAND_OVER)
        {
          g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_FAILED, "the hand ended before the moment asked for");
          break;
        }
      if (is_the_moment (game, argv[1]))
        {
          if (!cy_save_file_write (match, &error))
            break;
          return 0;
        }
      if (!south_acts (game, &error))
        break;
    }

  fprintf (stderr, "make-boat-table-save: %s\n", error != NULL ? error->message : "no such moment");
  return 1;
}
