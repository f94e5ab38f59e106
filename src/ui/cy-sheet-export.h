/* cy-sheet-export.h: printing and exporting the score sheet from the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "cy-game-ui.h"

G_BEGIN_DECLS

/* @game: a CyMatchGame, or NULL for a blank sheet of @blank, a rule set */
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
void               cy_sheet_export_save_done           (GObject             *source,
                                                        GAsyncResult        *result,
                                                        gpointer             user_data);
AdwMessageDialog  *cy_sheet_export_choose_blank        (GtkWindow           *parent,
                                                        gboolean             print,
                                                        const char          *rule_set);
GFile             *cy_sheet_export_get_default_folder  (void);
GtkPrintSettings  *cy_sheet_export_new_print_settings  (const char          *basename);
char              *cy_sheet_export_get_basename        (const CyGameUi      *ui,
                                                        gboolean             blank);

G_END_DECLS
