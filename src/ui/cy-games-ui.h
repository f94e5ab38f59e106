/* cy-games-ui.h: every game's ui, registered (cy-game-ui.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-game-ui.h"

G_BEGIN_DECLS

/* Registers each game (cy_games_register()) and its ui, once. */
void  cy_games_ui_register  (void);

G_END_DECLS
