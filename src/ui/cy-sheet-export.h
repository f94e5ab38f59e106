/* cy-sheet-export.h: printing and exporting the score sheet from the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-dice-game.h"
#include "cy-game.h"

G_BEGIN_DECLS

/* @game: a CyGame or a CyDiceGame */
void  cy_sheet_export_print  (GtkWindow *parent,
                              GObject   *game);
void  cy_sheet_export_save   (GtkWindow *parent,
                              GObject   *game);

G_END_DECLS
