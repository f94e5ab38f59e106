/* cy-card-list.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cy-card-list.h"
#include "cy-card-object.h"

struct _CyCardList
{
  GObject parent_instance;

  guint   n_cards;
  CyCard  cards[CY_DECK_SIZE];
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CyCardList, cy_card_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
cy_card_list_get_item_type (GListModel *model)
{
  return CY_TYPE_CARD_OBJECT;
}

static guint
cy_card_list_get_n_items (GListModel *model)
{
  return CY_CARD_LIST (model)->n_cards;
}

static gpointer
cy_card_list_get_item (GListModel *model,
                       guint       position)
{
  CyCardList *self = CY_CARD_LIST (model);

  if (position >= self->n_cards)
    return NULL;

  return cy_card_object_get (self->cards[position]);
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = cy_card_list_get_item_type;
  iface->get_n_items = cy_card_list_get_n_items;
  iface->get_item = cy_card_list_get_item;
}

static void
cy_card_list_class_init (CyCardListClass *klass)
{
}

static void
cy_card_list_init (CyCardList *self)
{
}

CyCardList *
cy_card_list_new (void)
{
  return g_object_new (CY_TYPE_CARD_LIST, NULL);
}

CyCard
cy_card_list_get_card (CyCardList *self,
                       guint       position)
{
  g_return_val_if_fail (CY_IS_CARD_LIST (self), CY_CARD_INVALID);
  g_return_val_if_fail (position < self->n_cards, CY_CARD_INVALID);

  return self->cards[position];
}

guint
cy_card_list_get_size (CyCardList *self)
{
  g_return_val_if_fail (CY_IS_CARD_LIST (self), 0);

  return self->n_cards;
}

void
cy_card_list_set_cards (CyCardList   *self,
                        const CyCard *cards,
                        guint         n_cards)
{
  guint removed;

  g_return_if_fail (CY_IS_CARD_LIST (self));
  g_return_if_fail (n_cards <= CY_DECK_SIZE);

  removed = self->n_cards;
  memcpy (self->cards, cards, n_cards);
  self->n_cards = n_cards;

  if (removed > 0 || n_cards > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, n_cards);
}

void
cy_card_list_append (CyCardList *self,
                     CyCard      card)
{
  g_return_if_fail (CY_IS_CARD_LIST (self));
  g_return_if_fail (self->n_cards < CY_DECK_SIZE);

  self->cards[self->n_cards++] = card;
  g_list_model_items_changed (G_LIST_MODEL (self), self->n_cards - 1, 0, 1);
}

gboolean
cy_card_list_remove (CyCardList *self,
                     CyCard      card)
{
  g_return_val_if_fail (CY_IS_CARD_LIST (self), FALSE);

  for (guint i = 0; i < self->n_cards; i++)
    if (self->cards[i] == card)
      {
        memmove (&self->cards[i], &self->cards[i + 1], self->n_cards - i - 1);
        self->n_cards--;
        g_list_model_items_changed (G_LIST_MODEL (self), i, 1, 0);
        return TRUE;
      }

  return FALSE;
}
