/* cy-game-hint.h: Card Yacht's hint as one piece of advice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-game.h"
#include "cy-random.h"

G_BEGIN_DECLS

/* The stream of the hint's generator: `card-yacht-cli hint --seed S`
 * advises with cy_random_init (rng, S, CY_GAME_HINT_STREAM). */
#define CY_GAME_HINT_STREAM 1

/* A generator of the position's own, from what @view's seat sees: the app's
 * Hint and `card-yacht-cli hint` without --seed give the same advice for
 * the same position, however often they are asked. */
void   cy_game_hint_position_random (const CySeatView  *view,
                                     CyRandom          *rng);

/* The seat to act in @game and whether it is to score: the seat to move in
 * the turns, the first seat in seat order yet to score once the hand is
 * over (a record's order). FALSE, with an error, when no seat is to act. */
gboolean cy_game_hint_get_seat      (CyGame            *game,
                                     guint             *seat,
                                     gboolean          *scoring,
                                     GError           **error);

/* The hint for the seat to act, as `card-yacht-cli hint` prints it
 * (design.md section 10): one line of JSON, options best first. @seed NULL
 * uses the position's generator. */
char  *cy_game_hint_json            (CyGame            *game,
                                     const guint64     *seed,
                                     GError           **error);

G_END_DECLS
