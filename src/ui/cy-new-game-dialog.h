/* cy-new-game-dialog.h: choosing the seats of a new game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CY_TYPE_NEW_GAME_DIALOG (cy_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CyNewGameDialog, cy_new_game_dialog, CY, NEW_GAME_DIALOG, AdwWindow)

CyNewGameDialog *cy_new_game_dialog_new              (GtkWindow       *parent,
                                                      GSettings       *settings);
GPtrArray       *cy_new_game_dialog_get_players      (CyNewGameDialog *self);
guint64          cy_new_game_dialog_get_deal_number  (CyNewGameDialog *self);
/* The game chosen: a rule set's key, as the registry names them. */
const char      *cy_new_game_dialog_get_game_key     (CyNewGameDialog *self);

G_END_DECLS
