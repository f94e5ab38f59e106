/* cy-sheet-export.h: printing and exporting the score sheet from the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-game.h"

G_BEGIN_DECLS

void               cy_sheet_export_print               (GtkWindow *parent,
                                                        CyGame    *game);
void               cy_sheet_export_save                (GtkWindow *parent,
                                                        CyGame    *game);
GFile             *cy_sheet_export_get_default_folder  (void);
GtkPrintSettings  *cy_sheet_export_new_print_settings  (void);

G_END_DECLS
