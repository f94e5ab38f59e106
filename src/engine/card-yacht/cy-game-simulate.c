/* cy-game-simulate.c: Card Yacht in the simulator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cy-game-private.h"
#include "cy-game-record.h"
#include "cy-game-simulate.h"

G_STATIC_ASSERT (sizeof (CyGameAnswer) <= CY_SIMULATE_MAX_ANSWER);

static CyMatchGame *
simulate_new_game (gconstpointer      options,
                   CyPlayer * const  *players,
                   guint              n_seats,
                   guint64            deal_seed,
                   gboolean           quiet)
{
  CyGame *game = cy_game_new (players, n_seats, options, deal_seed);

  _cy_game_set_quiet (game, quiet);
  return CY_MATCH_GAME (game);
}

/* From a view on the stack: nothing is allocated. */
static void
simulate_decide (CyMatchGame   *game,
                 guint          seat,
                 CyPlayerKind   kind,
                 CyRandom      *rng,
                 gpointer       answer)
{
  CyGame *self = (CyGame *) game;
  CyGameAnswer *choice = answer;
  CySeatView view;

  cy_game_get_seat_view (self, seat, &view);
  choice->scoring = self->phase == CY_PHASE_SCORING;
  _cy_game_decide (kind, &view, rng, choice);
}

static gboolean
simulate_apply (CyMatchGame    *game,
                guint           seat,
                gconstpointer   answer,
                GError        **error)
{
  return _cy_game_apply_answer ((CyGame *) game, seat, answer, error);
}

static gboolean
simulate_play_external (CyMatchGame       *game,
                        guint              seat,
                        CyExternalPlayer  *player,
                        GError           **error)
{
  return cy_game_play_external (CY_GAME (game), seat, player, error);
}

static void
simulate_hand_over (CyMatchGame *game,
                    gpointer     tally)
{
  CyGameSimulateTally *counts = tally;
  CyHandEnd end = ((CyGame *) game)->hand_end;

  /* Before the first deal there is no hand to count. */
  if (((CyGame *) game)->hand_number > 0 && end < G_N_ELEMENTS (counts->hand_ends))
    counts->hand_ends[end]++;
}

static int
simulate_get_total (CyMatchGame *game,
                    guint        seat)
{
  return (int) cy_game_get_total (CY_GAME (game), seat);
}

static void
simulate_merge_tally (gpointer      tally,
                      gconstpointer other)
{
  CyGameSimulateTally *into = tally;
  const CyGameSimulateTally *from = other;

  for (guint e = 0; e < G_N_ELEMENTS (into->hand_ends); e++)
    into->hand_ends[e] += from->hand_ends[e];
}

const CySimulateGame cy_game_simulate = {
  .game_id = "card-yacht",
  .min_seats = CY_MIN_PLAYERS,
  .max_seats = CY_MAX_PLAYERS,
  .tally_size = sizeof (CyGameSimulateTally),
  .new_game = simulate_new_game,
  .decide = simulate_decide,
  .apply = simulate_apply,
  .play_external = simulate_play_external,
  .hand_over = simulate_hand_over,
  .get_total = simulate_get_total,
  .merge_tally = simulate_merge_tally,
};

gboolean
cy_simulate_game (const CyPlayerKind  *kinds,
                  guint                n_players,
                  const CyRuleOptions *options,
                  guint64              deal_number,
                  guint64              ai_seed,
                  gboolean             check_invariants,
                  CyGameResult        *result,
                  GError             **error)
{
  g_autoptr(CyMatchGame) game = NULL;
  CyPlayer *players[CY_MAX_PLAYERS] = { NULL };
  CySimulateSeat seats[CY_MAX_PLAYERS] = { { 0 } };
  CyGameSimulateTally tally = { { 0 } };

  g_return_val_if_fail (n_players >= CY_MIN_PLAYERS && n_players <= CY_MAX_PLAYERS, FALSE);

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("Seat %u", p + 1);

      players[p] = cy_player_new (name, kinds[p]);
      seats[p].kind = kinds[p];
      cy_random_init (&seats[p].rng, ai_seed, p + 1);
      seats[p].decision_ns = result->decision_ns[p];
      seats[p].func = result->seat_funcs[p];
      seats[p].func_data = result->seat_data[p];
    }

  game = simulate_new_game (options, players, n_players, deal_number, TRUE);
  for (guint p = 0; p < n_players; p++)
    g_object_unref (players[p]);

  if (!cy_simulate_play (&cy_game_simulate, game, seats, check_invariants, &tally, &result->moves, error))
    return FALSE;

  memcpy (result->hand_ends, tally.hand_ends, sizeof tally.hand_ends);
  for (guint p = 0; p < n_players; p++)
    result->totals[p] = cy_game_get_total (CY_GAME (game), p);
  result->winners = cy_match_game_get_winners (game);

  return TRUE;
}
