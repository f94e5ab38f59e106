/* cy-dice-table-view.h: the table of a game of Yacht
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-dice-game.h"
#include "cy-score-sheet.h"

G_BEGIN_DECLS

#define CY_TYPE_DICE_TABLE_VIEW (cy_dice_table_view_get_type ())

G_DECLARE_FINAL_TYPE (CyDiceTableView, cy_dice_table_view, CY, DICE_TABLE_VIEW, GtkWidget)

GtkWidget  *cy_dice_table_view_new          (void);
/* Whether a person at the screen acts now: the open categories of the
 * seat to move become buttons with what the dice would score there. */
void        cy_dice_table_view_set_can_act  (CyDiceTableView  *self,
                                        gboolean      can_act);
void        cy_dice_table_view_refresh      (CyDiceTableView  *self);
void        cy_dice_table_view_set_status   (CyDiceTableView  *self,
                                        const char   *text);
void        cy_dice_table_view_set_hint     (CyDiceTableView  *self,
                                        const char   *text);
/* A line of the move log; NULL clears it. */
void        cy_dice_table_view_add_event    (CyDiceTableView  *self,
                                        const char   *text);
/* The roll animation, as the Animations preference says; the system's
 * reduced motion turns it off as well. */
void        cy_dice_table_view_set_animate  (CyDiceTableView  *self,
                                        gboolean      animate);
GtkWidget  *cy_dice_table_view_get_die      (CyDiceTableView  *self,
                                        guint         index);
/* The sheet's button for @category of the seat to move, if it has one. */
GtkWidget  *cy_dice_table_view_get_score_button (CyDiceTableView *self,
                                                 guint            category);
CyScoreSheet *cy_dice_table_view_get_sheet    (CyDiceTableView  *self);
/* The log's last lines under the dice, as shown. */
const char *cy_dice_table_view_get_events   (CyDiceTableView  *self);

G_END_DECLS
