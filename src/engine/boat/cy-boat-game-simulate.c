/* cy-boat-game-simulate.c: Boat in the simulator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-boat-ai.h"
#include "cy-boat-game-private.h"
#include "cy-boat-game-record.h"
#include "cy-boat-game-simulate.h"

G_STATIC_ASSERT (sizeof (CyBoatAction) <= CY_SIMULATE_MAX_ANSWER);

static CyMatchGame *
simulate_new_game (gconstpointer      options,
                   CyPlayer * const  *players,
                   guint              n_seats,
                   guint64            deal_seed,
                   gboolean           quiet)
{
  CyBoatGame *game = cy_boat_game_new (players, deal_seed);

  cy_boat_game_set_hand_limit (game, CY_BOAT_SIMULATE_HAND_LIMIT);
  game->quiet = quiet;
  return CY_MATCH_GAME (game);
}

/* From a view on the stack. */
static void
simulate_decide (CyMatchGame   *game,
                 guint          seat,
                 CyPlayerKind   kind,
                 CyRandom      *rng,
                 gpointer       answer)
{
  CyBoatView view;

  cy_boat_game_get_view ((CyBoatGame *) game, seat, &view);
  cy_boat_ai_decide (kind, &view, rng, answer);
}

static gboolean
simulate_apply (CyMatchGame    *game,
                guint           seat,
                gconstpointer   answer,
                GError        **error)
{
  return cy_boat_game_act ((CyBoatGame *) game, answer, error);
}

static gboolean
simulate_play_external (CyMatchGame       *game,
                        guint              seat,
                        CyExternalPlayer  *player,
                        GError           **error)
{
  return cy_boat_game_play_external (CY_BOAT_GAME (game), seat, player, error);
}

static int
simulate_get_total (CyMatchGame *game,
                    guint        seat)
{
  return cy_boat_game_get_score (CY_BOAT_GAME (game), cy_boat_team_of (seat));
}

static void
simulate_tally_game (CyMatchGame  *game,
                     const guint  *policy_of_seat,
                     gpointer      tally)
{
  CyBoatGame *self = CY_BOAT_GAME (game);
  CyBoatSimulateTally *counts = tally;
  guint n_hands = cy_boat_game_get_n_hands (self);

  counts->hands += n_hands;
  counts->stopped += cy_boat_game_get_winning_team (self) < 0;
  for (guint i = 0; i < n_hands; i++)
    {
      CyBoatHandResult hand;
      guint bidders;

      if (!cy_boat_game_get_hand_result (self, i, &hand))
        continue;
      /* The partnership as typed: the policies of seats t and t + 2 are
       * 0 and 2, or 1 and 3. */
      for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
        counts->points[policy_of_seat[t] % 2] += hand.points[t];
      bidders = policy_of_seat[cy_boat_team_of (hand.high_bidder)] % 2;
      if (hand.made)
        counts->made[bidders]++;
      else
        counts->set[bidders]++;
    }
}

static void
simulate_merge_tally (gpointer      tally,
                      gconstpointer other)
{
  CyBoatSimulateTally *into = tally;
  const CyBoatSimulateTally *from = other;

  into->hands += from->hands;
  into->stopped += from->stopped;
  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    {
      into->points[t] += from->points[t];
      into->made[t] += from->made[t];
      into->set[t] += from->set[t];
    }
}

const CySimulateGame cy_boat_game_simulate = {
  .game_id = "boat",
  .min_seats = CY_BOAT_N_SEATS,
  .max_seats = CY_BOAT_N_SEATS,
  .partnerships = TRUE,
  .tally_size = sizeof (CyBoatSimulateTally),
  .new_game = simulate_new_game,
  .decide = simulate_decide,
  .apply = simulate_apply,
  .play_external = simulate_play_external,
  .get_total = simulate_get_total,
  .tally_game = simulate_tally_game,
  .merge_tally = simulate_merge_tally,
};

gboolean
cy_boat_simulate_game (const CyPlayerKind  kinds[CY_BOAT_N_SEATS],
                       guint64             deal_seed,
                       guint64             ai_seed,
                       gboolean            check_invariants,
                       CyBoatGameResult   *result,
                       GError            **error)
{
  g_autoptr(CyMatchGame) game = NULL;
  CyPlayer *players[CY_BOAT_N_SEATS];
  CySimulateSeat seats[CY_BOAT_N_SEATS] = { { 0 } };
  CyBoatSimulateTally tally = { 0 };
  const guint as_seated[CY_BOAT_N_SEATS] = { 0, 1, 2, 3 };
  int winner;

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    {
      g_autofree char *name = g_strdup_printf ("Seat %u", s);

      players[s] = cy_player_new (name, kinds[s]);
      seats[s].kind = kinds[s];
      cy_random_init (&seats[s].rng, ai_seed, s + 1);
    }
  game = simulate_new_game (NULL, players, CY_BOAT_N_SEATS, deal_seed, TRUE);
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    g_object_unref (players[s]);

  if (!cy_simulate_play (&cy_boat_game_simulate, game, seats, check_invariants, NULL, NULL, error))
    return FALSE;

  simulate_tally_game (game, as_seated, &tally);
  result->n_hands = (guint) tally.hands;
  winner = cy_boat_game_get_winning_team (CY_BOAT_GAME (game));
  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    {
      result->points[t] = (guint) tally.points[t];
      result->made[t] = tally.made[t];
      result->set[t] = tally.set[t];
      result->wins[t] = (int) t == winner ? 1.0 : 0.0;
      result->scores[t] = cy_boat_game_get_score (CY_BOAT_GAME (game), t);
    }

  return TRUE;
}
