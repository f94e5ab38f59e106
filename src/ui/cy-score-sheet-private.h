/* cy-score-sheet-private.h: what the score sheet's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-score-sheet.h"

G_BEGIN_DECLS

/* Yatzy has the most rows: fifteen categories, three sums. */
#define MAX_ROWS 18

/* The sheet */

typedef enum
{
  CELL_NONE,
  CELL_SHOW,     /* a CyScoreSheetCell */
  CELL_CHOICE,   /* a GtkButton: the chooser may score this hand here */
} CellKind;

struct _CyScoreSheet
{
  GtkWidget  parent_instance;

  /* Template widgets */
  GtkWidget *placeholder;
  GtkWidget *content;
  GtkGrid   *grid;
  GtkWidget *detail;

  CySheetModel *model;
  int        chooser;
  int        previewer;     /* the seat whose hand is previewed during turns */
  gboolean   has_proposal;  /* the previewer's cells show a move shown before it is made */
  int        proposal[MAX_ROWS];
  int        last_row;      /* the cell that had the focus last, or -1 */
  int        last_seat;

  guint      n_players;
  guint      n_rows;
  CySheetModelRow rows[MAX_ROWS];
  GtkWidget *names[CY_MATCH_MAX_SEATS];
  GtkWidget *row_labels[MAX_ROWS];
  GtkWidget *cells[MAX_ROWS][CY_MATCH_MAX_SEATS];
  CellKind   kinds[MAX_ROWS][CY_MATCH_MAX_SEATS];
};

/* cy-score-sheet.c */
void       _cy_score_sheet_set_class   (GtkWidget    *widget,
                                        const char   *css_class,
                                        gboolean      set);
GtkWidget *_cy_score_sheet_ensure_cell (CyScoreSheet *self,
                                        guint         row,
                                        guint         seat,
                                        CellKind      kind);

/* cy-score-sheet-fill.c */
void       _cy_score_sheet_update_cell (CyScoreSheet *self,
                                        guint         row,
                                        guint         seat);

G_END_DECLS
