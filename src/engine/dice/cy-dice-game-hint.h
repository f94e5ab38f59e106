/* cy-dice-game-hint.h: Yacht's coach as one piece of advice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-dice-game.h"

G_BEGIN_DECLS

/* The coach's advice to the seat to move in @game, as `card-yacht-cli
 * hint` prints it (design.md section 10): one line of JSON, every keep and
 * open category with its expected final score, best first (the hard
 * player's choice). The coach plays perfectly and draws nothing at random.
 * Computes the strategy table if it is not cached (seconds). */
char  *cy_dice_game_hint_json (CyDiceGame  *game,
                               GError     **error);

G_END_DECLS
