/* cy-sheet.h: a score sheet of any game, drawn on one page
 *
 * A CySheet is what a sheet says, in words: a title, one column per
 * player, one row per category (label, requirement) and the sums, and in
 * each cell a number and a detail line under it. A game fills one in
 * (cy-dice-sheet.c for Yacht, cy-score-sheet-printer-draw.c for Card Yacht);
 * drawing it, on a printer's cairo context or into a PDF, SVG or PNG, is
 * the same for every game: points for the page it is given, rows grown for
 * handwriting when there is room, scaled down when a small page cannot hold
 * it, nothing told apart by colour alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

#define CY_SHEET_MAX_COLUMNS 4

typedef enum
{
  CY_SHEET_ROW_CATEGORY,   /* a category: label and requirement on grey */
  CY_SHEET_ROW_SUM,        /* a subtotal or bonus: lighter, set apart by double rules */
  CY_SHEET_ROW_BONUS,      /* a bonus set apart by double rules, on the categories' grey */
  CY_SHEET_ROW_TOTAL,      /* the total: larger type, the leader's cell boxed */
} CySheetRowKind;

typedef struct _CySheet CySheet;

CySheet  *cy_sheet_new           (const char    *title,
                                  guint          n_columns);
void      cy_sheet_free          (CySheet       *self);

void      cy_sheet_set_subtitle  (CySheet       *self,
                                  const char    *subtitle);
/* The day the game was played, printed in place of the line to write it
 * on; %NULL prints the line (a blank sheet). */
void      cy_sheet_set_date      (CySheet       *self,
                                  GDateTime     *date);
/* "Date: 27 November 2026", as every printed sheet writes it. */
char     *cy_sheet_format_date   (GDateTime     *date);
/* A line under the date line, e.g. the seed that replays the game. */
void      cy_sheet_set_detail    (CySheet       *self,
                                  const char    *detail);
void      cy_sheet_set_footer    (CySheet       *self,
                                  const char    *footer);
/* Whether the players' columns share all the width the label column
 * leaves; by default each is at most 140 points (a lone player's column
 * need not span the page). */
void      cy_sheet_set_wide_columns (CySheet    *self,
                                  gboolean       wide);
/* @name NULL or "" leaves a box to write it in; @tag ("WINNER") marks a
 * leader: the column's name and total are set apart. */
void      cy_sheet_set_column    (CySheet       *self,
                                  guint          column,
                                  const char    *name,
                                  const char    *tag);
/* Returns the row's index. A thick rule follows a row that ends a section. */
guint     cy_sheet_add_row       (CySheet       *self,
                                  const char    *label,
                                  const char    *requirement,
                                  CySheetRowKind kind,
                                  gboolean       ends_section);
void      cy_sheet_set_cell      (CySheet       *self,
                                  guint          row,
                                  guint          column,
                                  const char    *number,
                                  const char    *detail);

guint     cy_sheet_get_n_columns (CySheet       *self);
guint     cy_sheet_get_n_rows    (CySheet       *self);

/* The whole sheet on one page of @width x @height points, with margins;
 * no background (paper is white). */
void      cy_sheet_draw          (CySheet       *self,
                                  cairo_t       *cr,
                                  double         width,
                                  double         height);
/* One page to @filename, whose extension (.pdf, .svg or .png) picks the
 * format; written whole or not at all. */
gboolean  cy_sheet_export        (CySheet       *self,
                                  const char    *filename,
                                  double         width,
                                  double         height,
                                  GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CySheet, cy_sheet_free)

G_END_DECLS
