/* cy-dice-sheet.h: the score sheet of Yacht, for either rule set
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-dice-game.h"
#include "cy-sheet.h"

G_BEGIN_DECLS

/* A blank sheet; @names may hold NULL or "" for a box to write a name in. */
CySheet  *cy_dice_sheet_new_blank     (CyDiceRules          rules,
                                       const char * const  *names,
                                       guint                n_players);
/* The sheet of a game so far, or of a finished one. */
CySheet  *cy_dice_sheet_new_for_game  (CyDiceGame          *game);

G_END_DECLS
