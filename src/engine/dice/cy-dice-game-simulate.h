/* cy-dice-game-simulate.h: Yacht in the simulator (cy-simulate.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-dice-rules.h"
#include "cy-simulate.h"

G_BEGIN_DECLS

/* new_game() takes a CyDiceRules (or NULL for yacht-bonus). */
extern const CySimulateGame cy_dice_game_simulate;

G_END_DECLS
