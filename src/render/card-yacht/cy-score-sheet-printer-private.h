/* cy-score-sheet-printer-private.h: what the printer's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pangocairo.h>

#include "cy-score-sheet-printer.h"

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

/* Type sizes, in points. */
#define TITLE_SIZE        26.0
#define SUBTITLE_SIZE     11.0
#define DATE_SIZE         10.0
#define NAME_SIZE         12.5
#define TAG_SIZE           7.5
#define LABEL_SIZE        11.0
#define REQUIREMENT_SIZE   7.5
#define SCORE_SIZE        15.0
#define TOTAL_SIZE        17.0
#define DETAIL_SIZE        7.0
#define FOOTER_SIZE        8.0

/* Rules, in points. */
#define HAIRLINE           0.5
#define FRAME_LINE         1.2
#define SECTION_LINE       1.5
#define LEADER_LINE        2.0

#define CELL_PADDING       5.0
#define MIN_ROW_GROWTH     0.0
#define MAX_ROW_GROWTH    20.0    /* rows for handwriting need not be huge */

/* Light greys only: they survive a black-and-white printer or copier. */
#define HEADER_FILL        0.88
#define LABEL_FILL         0.95
#define LEADER_FILL        0.78
#define REQUIREMENT_GREY   0.25

/* The rows below the twelve categories. */
enum {
  ROW_SUITED_BONUS = CY_SCORE_SHEET_ROW_SUITED_BONUS,
  ROW_TOTAL = CY_SCORE_SHEET_ROW_TOTAL,
  N_ROWS = CY_SCORE_SHEET_N_ROWS
};

typedef struct
{
  CyScoreSheetPrinter *self;
  cairo_t             *cr;
  PangoContext        *context;

  /* The geometry, in the sheet's own units (points before any scaling). */
  double               width;
  double               header_height;
  double               names_height;
  double               label_width;
  double               column_width;
  double               row_height[N_ROWS];
  double               first_baseline[N_ROWS];   /* from the row's top */
  double               second_baseline[N_ROWS];
  double               footer_gap;
  double               footer_height;
  guint                leaders;                  /* seats to mark as leading or winning */
} Sheet;

/* cy-score-sheet-printer-layout.c: text, and the sheet's geometry */
PangoLayout *cy_sheet_create_layout      (Sheet               *sheet,
                                          const char          *text,
                                          double               size,
                                          PangoWeight          weight,
                                          double               width,
                                          int                  max_lines);
double       cy_sheet_layout_height      (PangoLayout         *layout);
double       cy_sheet_layout_width       (PangoLayout         *layout);
double       cy_sheet_layout_baseline    (PangoLayout         *layout);
void         cy_sheet_show_layout        (Sheet               *sheet,
                                          PangoLayout         *layout,
                                          double               x,
                                          double               y,
                                          double               grey);
const char  *cy_sheet_get_name           (CyScoreSheetPrinter *self,
                                          guint                seat);
char        *cy_sheet_get_row_requirement (guint               row);
char        *cy_sheet_get_footer_text    (void);
double       cy_sheet_row_label_size     (guint                row);
double       cy_sheet_measure            (Sheet               *sheet,
                                          double               width);

G_END_DECLS
