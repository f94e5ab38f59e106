/* cy-game-sheet.h: the rows of Card Yacht's score sheet
 *
 * The same rows on screen (CyGame as a CySheetModel) and on paper
 * (cy-score-sheet-printer.c): the twelve categories (a CyCategory is its
 * own row), then the Suited Bonus and the Total.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-category.h"

G_BEGIN_DECLS

#define CY_SCORE_SHEET_ROW_SUITED_BONUS CY_N_CATEGORIES
#define CY_SCORE_SHEET_ROW_TOTAL        (CY_N_CATEGORIES + 1)
#define CY_SCORE_SHEET_N_ROWS           (CY_N_CATEGORIES + 2)

const char  *cy_score_sheet_row_get_label       (guint row);
char        *cy_score_sheet_row_get_requirement (guint row);

G_END_DECLS
