/* cy-games.h: every game we have, registered (cy-game-info.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-game-info.h"

G_BEGIN_DECLS

/* Registers each game once; the app and the command-line tool call it at
 * start. */
void  cy_games_register  (void);

G_END_DECLS
