/* cy-boat-simulate.c: whole games of Boat between computer players,
 * driven by the same match controller as the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-boat-game.h"
#include "cy-boat-simulate.h"
#include "cy-match.h"

static void
on_decision (CyMatch      *match,
             guint         seat,
             CyPlayerKind  kind,
             gint64        elapsed_ns,
             gpointer      user_data)
{
  CyBoatGameResult *result = user_data;

  if (result->decision_ns[seat] != NULL)
    g_array_append_val (result->decision_ns[seat], elapsed_ns);
}

gboolean
cy_boat_simulate_game (const CyPlayerKind  kinds[CY_BOAT_N_SEATS],
                       guint64             deal_seed,
                       guint64             ai_seed,
                       gboolean            check_invariants,
                       CyBoatGameResult   *result,
                       GError            **error)
{
  g_autoptr(CyBoatGame) game = NULL;
  g_autoptr(CyMatch) match = NULL;
  CyPlayer *players[CY_BOAT_N_SEATS];
  int winner;

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    {
      g_autofree char *name = g_strdup_printf ("Seat %u", s);

      players[s] = cy_player_new (name, kinds[s]);
    }
  game = cy_boat_game_new (players, deal_seed);
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    g_object_unref (players[s]);
  cy_boat_game_set_hand_limit (game, CY_BOAT_SIMULATE_HAND_LIMIT);

  match = cy_match_new (CY_MATCH_GAME (game), ai_seed);
  cy_match_set_decision_observer (match, on_decision, result);
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    if (result->seat_funcs[s] != NULL)
      cy_match_set_seat_func (match, s, result->seat_funcs[s], result->seat_data[s], NULL);
  if (!cy_match_run_sync (match, check_invariants, error))
    return FALSE;

  result->n_hands = cy_boat_game_get_n_hands (game);
  for (guint i = 0; i < result->n_hands; i++)
    {
      CyBoatHandResult hand;
      guint team;

      if (!cy_boat_game_get_hand_result (game, i, &hand))
        continue;
      team = cy_boat_team_of (hand.high_bidder);
      for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
        result->points[t] += hand.points[t];
      if (hand.made)
        result->made[team]++;
      else
        result->set[team]++;
    }

  winner = cy_boat_game_get_winning_team (game);
  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    {
      result->wins[t] = (int) t == winner ? 1.0 : 0.0;
      result->scores[t] = cy_boat_game_get_score (game, t);
    }

  return TRUE;
}
