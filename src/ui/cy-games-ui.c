/* cy-games-ui.c: the one file of the ui that names every game
 *
 * Adding a game is adding its folders, one line in the engine's
 * cy-games.c and one here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-boat-ui.h"
#include "cy-card-yacht-ui.h"
#include "cy-dice-ui.h"
#include "cy-games.h"
#include "cy-games-ui.h"

void
cy_games_ui_register (void)
{
  cy_games_register ();
  /* In the engine's order: the first is the default game. */
  cy_game_ui_register (cy_card_yacht_ui_get ());
  cy_game_ui_register (cy_dice_ui_get ());
  cy_game_ui_register (cy_boat_ui_get ());
}
