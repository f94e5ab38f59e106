/* cy-games.c: the one file that names every game
 *
 * Adding a game is adding its folders and one line here (and one in the
 * ui's registration, src/ui/cy-games-ui.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-boat-game.h"
#include "cy-dice-game.h"
#include "cy-game.h"
#include "cy-games.h"

void
cy_games_register (void)
{
  /* The first is the default game. */
  cy_game_info_register (cy_game_get_info ());
  cy_game_info_register (cy_dice_game_get_info ());
  cy_game_info_register (cy_boat_game_get_info ());
}
