/* cy-score-sheet.h: the score sheet on screen, rows × players, for any game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-match-game.h"
#include "cy-sheet-model.h"

G_BEGIN_DECLS

#define CY_TYPE_SCORE_SHEET (cy_score_sheet_get_type ())

G_DECLARE_FINAL_TYPE (CyScoreSheet, cy_score_sheet, CY, SCORE_SHEET, GtkWidget)

GtkWidget *cy_score_sheet_new          (void);

CySheetModel *cy_score_sheet_get_model (CyScoreSheet *self);
void       cy_score_sheet_set_model    (CyScoreSheet *self,
                                        CySheetModel *model);

int        cy_score_sheet_get_chooser  (CyScoreSheet *self);
void       cy_score_sheet_set_chooser  (CyScoreSheet *self,
                                        int           chooser);

int        cy_score_sheet_get_previewer (CyScoreSheet *self);
void       cy_score_sheet_set_previewer (CyScoreSheet *self,
                                         int           previewer);
void       cy_score_sheet_set_proposal  (CyScoreSheet *self,
                                         const int    *values,
                                         guint         n_values);
GtkWidget *cy_score_sheet_get_cell     (CyScoreSheet *self,
                                        guint         row,
                                        guint         seat);
void       cy_score_sheet_fit_table    (CyScoreSheet *self,
                                        int           width,
                                        int           height);

G_END_DECLS
