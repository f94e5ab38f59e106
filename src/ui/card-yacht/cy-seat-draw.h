/* cy-seat-draw.h: the screen that shows the draw for the first dealer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-card-cache.h"
#include "cy-game.h"

G_BEGIN_DECLS

#define CY_TYPE_SEAT_DRAW (cy_seat_draw_get_type ())

G_DECLARE_FINAL_TYPE (CySeatDraw, cy_seat_draw, CY, SEAT_DRAW, GtkWidget)

void  cy_seat_draw_show  (CySeatDraw  *self,
                          CyCardCache *cache,
                          CyGame      *game);

G_END_DECLS
