/* cy-card-yacht-view.h: Card Yacht's table, the window's CyGameView
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-card-cache.h"
#include "cy-score-sheet.h"
#include "cy-table-view.h"

G_BEGIN_DECLS

#define CY_TYPE_CARD_YACHT_VIEW (cy_card_yacht_view_get_type ())

G_DECLARE_FINAL_TYPE (CyCardYachtView, cy_card_yacht_view, CY, CARD_YACHT_VIEW, GtkWidget)

GtkWidget    *cy_card_yacht_view_new        (CyCardCache     *cache);
CyTableView  *cy_card_yacht_view_get_table  (CyCardYachtView *self);
CyScoreSheet *cy_card_yacht_view_get_sheet  (CyCardYachtView *self);
CyGame       *cy_card_yacht_view_get_game   (CyCardYachtView *self);

G_END_DECLS
