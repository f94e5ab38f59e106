/* cy-seat-panel.h: one seat at the table: name, hand and Harbor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-card-cache.h"
#include "cy-card-row.h"
#include "cy-game.h"

G_BEGIN_DECLS

#define CY_TYPE_SEAT_PANEL (cy_seat_panel_get_type ())

G_DECLARE_FINAL_TYPE (CySeatPanel, cy_seat_panel, CY, SEAT_PANEL, GtkWidget)

GtkWidget  *cy_seat_panel_new             (CyCardCache *cache,
                                           CyGame      *game,
                                           guint        seat);
CyCardRow  *cy_seat_panel_get_hand_row    (CySeatPanel *self);
CyCardRow  *cy_seat_panel_get_harbor_row  (CySeatPanel *self);
void        cy_seat_panel_set_viewer      (CySeatPanel *self,
                                           gboolean     viewer);
void        cy_seat_panel_set_pickable    (CySeatPanel *self,
                                           gboolean     pickable);
void        cy_seat_panel_set_hand_shown  (CySeatPanel *self,
                                           gboolean     shown);
void        cy_seat_panel_set_to_move     (CySeatPanel *self,
                                           gboolean     to_move);
void        cy_seat_panel_set_dealer      (CySeatPanel *self,
                                           gboolean     dealer);
void        cy_seat_panel_set_knocked     (CySeatPanel *self,
                                           gboolean     knocked);
void        cy_seat_panel_set_card_widths (CySeatPanel *self,
                                           int          hand_width,
                                           int          harbor_width);
void        cy_seat_panel_set_stacked     (CySeatPanel *self,
                                           gboolean     stacked);
gboolean    cy_seat_panel_get_stacked     (CySeatPanel *self);

G_END_DECLS
