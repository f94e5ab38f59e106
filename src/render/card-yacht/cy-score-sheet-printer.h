/* cy-score-sheet-printer.h: the score sheet on paper (PDF, SVG, PNG, printer)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "cy-game.h"
#include "cy-game-sheet.h"
#include "cy-render-file.h"

G_BEGIN_DECLS

#define CY_TYPE_SCORE_SHEET_PRINTER (cy_score_sheet_printer_get_type ())

G_DECLARE_FINAL_TYPE (CyScoreSheetPrinter, cy_score_sheet_printer, CY, SCORE_SHEET_PRINTER, GObject)

CyScoreSheetPrinter *cy_score_sheet_printer_new_blank     (const char * const   *names,
                                                            guint                 n_players);
CyScoreSheetPrinter *cy_score_sheet_printer_new_for_game  (CyGame               *game);

CyGame              *cy_score_sheet_printer_get_game      (CyScoreSheetPrinter  *self);
guint                cy_score_sheet_printer_get_n_players (CyScoreSheetPrinter  *self);

GDateTime           *cy_score_sheet_printer_get_date      (CyScoreSheetPrinter  *self);
void                 cy_score_sheet_printer_set_date      (CyScoreSheetPrinter  *self,
                                                           GDateTime            *date);

void                 cy_score_sheet_printer_get_page_size (CyScoreSheetPrinter  *self,
                                                           double               *width,
                                                           double               *height);
void                 cy_score_sheet_printer_set_page_size (CyScoreSheetPrinter  *self,
                                                           double                width,
                                                           double                height);

void                 cy_score_sheet_printer_draw          (CyScoreSheetPrinter  *self,
                                                           cairo_t              *cr,
                                                           double                width,
                                                           double                height);
gboolean             cy_score_sheet_printer_export        (CyScoreSheetPrinter  *self,
                                                           const char           *filename,
                                                           GError              **error);


G_END_DECLS
