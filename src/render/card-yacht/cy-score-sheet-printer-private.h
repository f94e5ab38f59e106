/* cy-score-sheet-printer-private.h: what the printer's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-score-sheet-printer.h"
#include "cy-sheet.h"

G_BEGIN_DECLS

struct _CyScoreSheetPrinter
{
  GObject     parent_instance;

  CyGame     *game;                       /* NULL for a blank sheet */
  guint       n_players;
  char       *names[CY_MAX_PLAYERS];      /* blank sheet only; NULL leaves the box empty */
  GDateTime  *date;                       /* NULL draws a line to write the date on */
  double      page_width;
  double      page_height;
};

/* cy-score-sheet-printer-draw.c: the sheet as the neutral page draws it */
CySheet  *cy_score_sheet_printer_build_sheet  (CyScoreSheetPrinter *self);

G_END_DECLS
