/* cy-table-view-selection.c: what the viewer has picked on the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-card-widget.h"
#include "cy-table-view-private.h"

guint
cy_table_view_get_hand_selection (CyTableView *self,
                                  CyCard      *cards)
{
  g_return_val_if_fail (CY_IS_TABLE_VIEW (self), 0);

  if (self->viewer < 0 || self->panels[self->viewer] == NULL)
    return 0;

  return cy_card_row_get_selected_cards (cy_seat_panel_get_hand_row (self->panels[self->viewer]),
                                         cards, CY_HAND_SIZE);
}

int
cy_table_view_get_harbor_selection (CyTableView *self,
                                    CyCard      *cards,
                                    guint       *n_cards)
{
  g_return_val_if_fail (CY_IS_TABLE_VIEW (self), -1);

  *n_cards = 0;
  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    if (self->panels[p] != NULL && (int) p != self->viewer)
      {
        CyCardRow *row = cy_seat_panel_get_harbor_row (self->panels[p]);

        if (cy_card_row_get_n_selected (row) > 0)
          {
            *n_cards = cy_card_row_get_selected_cards (row, cards, CY_DECK_SIZE);
            return (int) p;
          }
      }

  return -1;
}

void
cy_table_view_get_selection (CyTableView *self,
                             CySelection *selection)
{
  int opponent;
  guint n_harbor = 0;

  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  memset (selection, 0, sizeof *selection);
  selection->hand.zone = CY_ZONE_HAND;
  selection->hand.seat = (guint8) MAX (self->viewer, 0);
  selection->hand.n_cards = (guint8) cy_table_view_get_hand_selection (self, selection->hand.cards);

  selection->harbor.zone = CY_ZONE_HARBOR;
  opponent = cy_table_view_get_harbor_selection (self, selection->harbor.cards, &n_harbor);
  selection->harbor.seat = (guint8) MAX (opponent, 0);
  selection->harbor.n_cards = (guint8) n_harbor;
}

void
cy_table_view_select (CyTableView *self,
                      CyCardSet    hand,
                      int          opponent,
                      CyCardSet    harbor)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  if (self->viewer < 0)
    return;

  cy_card_row_set_selection (cy_seat_panel_get_hand_row (self->panels[self->viewer]), hand);
  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    if (self->panels[p] != NULL && (int) p != self->viewer)
      cy_card_row_set_selection (cy_seat_panel_get_harbor_row (self->panels[p]),
                                 (int) p == opponent ? harbor : 0);
}

void
cy_table_view_clear_selection (CyTableView *self)
{
  cy_table_view_select (self, 0, -1, 0);
}
