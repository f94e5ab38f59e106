/* cy-sheet-export.h: printing and exporting the score sheet from the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-dice-game.h"
#include "cy-game.h"

G_BEGIN_DECLS

/* @game: a CyGame, a CyDiceGame, or NULL for a blank sheet of Card Yacht */
void               cy_sheet_export_print               (GtkWindow           *parent,
                                                        GObject             *game,
                                                        const char          *blank);
void               cy_sheet_export_save                (GtkWindow           *parent,
                                                        GObject             *game,
                                                        const char          *blank,
                                                        GAsyncReadyCallback  callback,
                                                        gpointer             user_data);
GFile             *cy_sheet_export_save_finish         (GAsyncResult        *result,
                                                        GError             **error);
GFile             *cy_sheet_export_get_default_folder  (void);
GtkPrintSettings  *cy_sheet_export_new_print_settings  (void);

G_END_DECLS
