/* cy-card-list.h: a row of cards (a hand, a Harbor, the stock) as a GListModel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "cy-card.h"

G_BEGIN_DECLS

#define CY_TYPE_CARD_LIST (cy_card_list_get_type ())

G_DECLARE_FINAL_TYPE (CyCardList, cy_card_list, CY, CARD_LIST, GObject)

CyCardList *cy_card_list_new        (void);
CyCard      cy_card_list_get_card   (CyCardList   *self,
                                     guint         position);
guint       cy_card_list_get_size   (CyCardList   *self);

/* Only the game changes a list; views observe items-changed. */
void        cy_card_list_set_cards  (CyCardList   *self,
                                     const CyCard *cards,
                                     guint         n_cards);
void        cy_card_list_append     (CyCardList   *self,
                                     CyCard        card);
gboolean    cy_card_list_remove     (CyCardList   *self,
                                     CyCard        card);

G_END_DECLS
