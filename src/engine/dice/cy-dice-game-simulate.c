/* cy-dice-game-simulate.c: Yacht in the simulator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-dice-game-private.h"
#include "cy-dice-game-record.h"
#include "cy-dice-game-simulate.h"
#include "cy-dice-strategy.h"

G_STATIC_ASSERT (sizeof (CyDiceChoice) <= CY_SIMULATE_MAX_ANSWER);

static CyMatchGame *
simulate_new_game (gconstpointer      options,
                   CyPlayer * const  *players,
                   guint              n_seats,
                   guint64            deal_seed,
                   gboolean           quiet)
{
  const CyDiceRules *rules = options;
  CyDiceGame *game = cy_dice_game_new (rules != NULL ? *rules : CY_DICE_RULES_YACHT_BONUS,
                                       players, n_seats, deal_seed);

  game->quiet = quiet;
  return CY_MATCH_GAME (game);
}

/* From a view on the stack. hard plays from the strategy table, which the
 * caller has made ready: without it, hard decides as normal. */
static void
simulate_decide (CyMatchGame   *game,
                 guint          seat,
                 CyPlayerKind   kind,
                 CyRandom      *rng,
                 gpointer       answer)
{
  CyDiceGame *self = (CyDiceGame *) game;
  CyDiceSeatView view;
  gboolean perfect = kind == CY_PLAYER_KIND_HARD || kind == CY_PLAYER_KIND_EXPERT;
  CyDiceStrategy *table = perfect ? cy_dice_strategy_peek (self->rules) : NULL;

  cy_dice_game_get_seat_view (self, seat, &view);
  cy_dice_ai_choose (kind, &view, table, rng, answer);
  g_clear_pointer (&table, cy_dice_strategy_unref);
}

static gboolean
simulate_apply (CyMatchGame    *game,
                guint           seat,
                gconstpointer   answer,
                GError        **error)
{
  return _cy_dice_game_play_choice ((CyDiceGame *) game, seat, answer, error);
}

static gboolean
simulate_play_external (CyMatchGame       *game,
                        guint              seat,
                        CyExternalPlayer  *player,
                        GError           **error)
{
  return cy_dice_game_play_external (CY_DICE_GAME (game), seat, player, error);
}

static int
simulate_get_total (CyMatchGame *game,
                    guint        seat)
{
  return (int) cy_dice_game_get_total (CY_DICE_GAME (game), seat);
}

const CySimulateGame cy_dice_game_simulate = {
  .game_id = CY_DICE_GAME_ID,
  .min_seats = CY_DICE_MIN_PLAYERS,
  .max_seats = CY_DICE_MAX_PLAYERS,
  .new_game = simulate_new_game,
  .decide = simulate_decide,
  .apply = simulate_apply,
  .play_external = simulate_play_external,
  .get_total = simulate_get_total,
};
