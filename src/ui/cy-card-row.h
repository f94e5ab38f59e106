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
CyCardSet   cy_card_row_get_selection    (CyCardRow    *self);
void        cy_card_row_set_selection    (CyCardRow    *self,
                                          CyCardSet     selection);
guint       cy_card_row_get_n_selected   (CyCardRow    *self);
guint       cy_card_row_get_selected_cards (CyCardRow  *self,
                                            CyCard     *cards,
                                            guint       max_cards);
void        cy_card_row_set_animate      (CyCardRow    *self,
                                          gboolean      animate);
GtkWidget  *cy_card_row_get_card_widget  (CyCardRow    *self,
                                          CyCard        card);

G_END_DECLS
