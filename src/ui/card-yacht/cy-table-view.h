/* cy-table-view.h: the table: every seat, the stock, and what is going on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-card-cache.h"
#include "cy-card-row.h"
#include "cy-game.h"
#include "cy-match.h"
#include "cy-move-request.h"

G_BEGIN_DECLS

#define CY_TYPE_TABLE_VIEW (cy_table_view_get_type ())

G_DECLARE_FINAL_TYPE (CyTableView, cy_table_view, CY, TABLE_VIEW, GtkWidget)

GtkWidget  *cy_table_view_new                (CyCardCache  *cache);
GtkWidget  *cy_table_view_new_read_only      (CyCardCache  *cache);
void        cy_table_view_set_read_only      (CyTableView  *self,
                                              gboolean      read_only);
gboolean    cy_table_view_get_read_only      (CyTableView  *self);
void        cy_table_view_set_game           (CyTableView  *self,
                                              CyGame       *game);
void        cy_table_view_set_viewer         (CyTableView  *self,
                                              int           seat);
int         cy_table_view_get_viewer         (CyTableView  *self);
void        cy_table_view_set_status         (CyTableView  *self,
                                              const char   *text);
const char *cy_table_view_get_status         (CyTableView  *self);
void        cy_table_view_set_log_source     (CyTableView  *self,
                                              CyMatch      *match);
void        cy_table_view_set_events         (CyTableView  *self,
                                              const char   *text);
void        cy_table_view_set_hint           (CyTableView  *self,
                                              const char   *text);
void        cy_table_view_refresh            (CyTableView  *self);
void        cy_table_view_focus_hand         (CyTableView  *self);
void        cy_table_view_set_animate        (CyTableView  *self,
                                              gboolean      animate);

/* What the viewer has picked: cards of his hand, and cards of at most one
 * opponent's Harbor (-1 when none). */
guint       cy_table_view_get_hand_selection   (CyTableView *self,
                                                CyCard      *cards);
int         cy_table_view_get_harbor_selection (CyTableView *self,
                                                CyCard      *cards,
                                                guint       *n_cards);
void        cy_table_view_get_selection        (CyTableView *self,
                                                CySelection *selection);
void        cy_table_view_select             (CyTableView  *self,
                                              CyCardSet     hand,
                                              int           opponent,
                                              CyCardSet     harbor);
void        cy_table_view_clear_selection    (CyTableView  *self);
CyCardRow  *cy_table_view_get_hand_row       (CyTableView  *self,
                                              guint         seat);
CyCardRow  *cy_table_view_get_harbor_row     (CyTableView  *self,
                                              guint         seat);

void        cy_table_view_propose            (CyTableView  *self,
                                              const char   *text,
                                              const char   *confirm_label);
void        cy_table_view_dismiss_proposal   (CyTableView  *self);
void        cy_table_view_set_action_tooltips (CyTableView *self,
                                               const char  *knock,
                                               const char  *draw,
                                               const char  *exchange,
                                               const char  *pass);

G_END_DECLS
