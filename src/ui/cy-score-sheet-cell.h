/* cy-score-sheet-cell.h: a cell of the score sheet that only shows
 *
 * Focusable, so that arrow keys can stop on it and its tooltip and
 * description reach keyboard and screen-reader users (a GtkLabel cannot
 * take the focus unless it is selectable, and then shows a text cursor).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CY_TYPE_SCORE_SHEET_CELL (cy_score_sheet_cell_get_type ())

G_DECLARE_FINAL_TYPE (CyScoreSheetCell, cy_score_sheet_cell, CY, SCORE_SHEET_CELL, GtkWidget)

GtkWidget *cy_score_sheet_cell_new       (void);
GtkWidget *cy_score_sheet_cell_get_label (CyScoreSheetCell *self);
void       cy_score_sheet_cell_set_widest (CyScoreSheetCell *self,
                                           const char       *markup);
void       cy_score_sheet_cell_show      (GtkWidget        *cell,
                                          const char       *markup,
                                          const char       *tooltip,
                                          const char       *description);

G_END_DECLS
