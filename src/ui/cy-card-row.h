/* cy-card-row.h: a row of cards from a list model: a hand, a Harbor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-card-cache.h"

G_BEGIN_DECLS

#define CY_TYPE_CARD_ROW (cy_card_row_get_type ())

G_DECLARE_FINAL_TYPE (CyCardRow, cy_card_row, CY, CARD_ROW, GtkWidget)

/* The narrowest a face-up card is drawn on the table, in logical pixels:
 * below it the corner index (rank and suit) is misread. */
#define CY_CARD_ROW_MIN_FACE_WIDTH 48

/* How long newly arrived cards stay marked, once they are on screen. */
#define CY_CARD_ROW_FRESH_MS 3000

GtkWidget  *cy_card_row_new              (CyCardCache  *cache);
void        cy_card_row_set_model        (CyCardRow    *self,
                                          GListModel   *model);
GListModel *cy_card_row_get_model        (CyCardRow    *self);
void        cy_card_row_set_face_up      (CyCardRow    *self,
                                          gboolean      face_up);
void        cy_card_row_set_selectable   (CyCardRow    *self,
                                          gboolean      selectable);
void        cy_card_row_set_card_width   (CyCardRow    *self,
                                          int           width);
void        cy_card_row_set_lines        (CyCardRow    *self,
                                          guint         lines);
CyCardSet   cy_card_row_get_selection    (CyCardRow    *self);
void        cy_card_row_set_selection    (CyCardRow    *self,
                                          CyCardSet     selection);
guint       cy_card_row_get_n_selected   (CyCardRow    *self);
guint       cy_card_row_get_selected_cards (CyCardRow  *self,
                                            CyCard     *cards,
                                            guint       max_cards);
void        cy_card_row_set_animate      (CyCardRow    *self,
                                          gboolean      animate);
void        cy_card_row_mark_fresh       (CyCardRow    *self,
                                          CyCardSet     cards);
CyCardSet   cy_card_row_get_fresh        (CyCardRow    *self);
GtkWidget  *cy_card_row_get_card_widget  (CyCardRow    *self,
                                          CyCard        card);

G_END_DECLS
