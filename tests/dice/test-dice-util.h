/* test-dice-util.h: building games of Yacht in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-dice-game.h"

G_BEGIN_DECLS

/* A game of @rules for @n_players people (Ann, Bob, Cy, Di) from @seed. */
CyDiceGame *dice_test_game_new (CyDiceRules  rules,
                                guint        n_players,
                                guint64      seed);

/* Rolls the free dice of the seat to move to @text ("35526": one digit a
 * die, the kept ones included), asserting that the roll is allowed and the
 * game stays consistent. */
void        dice_test_roll     (CyDiceGame  *game,
                                const char  *text);

G_END_DECLS
