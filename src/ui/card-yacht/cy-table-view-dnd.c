/* cy-table-view-dnd.c: dragging cards from a hand or Harbor and dropping
 * them on the viewer's. A drag carries a CyCardPick (the cards and where
 * they come from); the engine decides what a drop means.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-card-widget.h"
#include "cy-card-yacht-enums.h"
#include "cy-seat-panel.h"
#include "cy-table-view-private.h"

static CyCardWidget *
pick_card (GtkWidget *row,
           double     x,
           double     y)
{
  GtkWidget *picked = gtk_widget_pick (row, x, y, GTK_PICK_DEFAULT);

  while (picked != NULL && !CY_IS_CARD_WIDGET (picked))
    picked = gtk_widget_get_parent (picked);

  return picked ? CY_CARD_WIDGET (picked) : NULL;
}

/* Dragging a card that is not selected drags it alone (selecting it);
 * dragging a selected card drags the whole selection. */
static GdkContentProvider *
on_drag_prepare (GtkDragSource *source,
                 double         x,
                 double         y,
                 CyTableView   *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  CyCardRow *row = CY_CARD_ROW (widget);
  CyCardWidget *card_widget = pick_card (widget, x, y);
  CyCardPick pick = { 0 };
  CyCardImage image;

  if (card_widget == NULL || self->game == NULL || self->viewer < 0)
    return NULL;

  image = cy_card_widget_get_image (card_widget);
  if (image >= CY_DECK_SIZE)
    return NULL;

  /* Cards in the own Harbor stay there: no drag, no selection. */
  if (row == cy_seat_panel_get_harbor_row (self->panels[self->viewer]))
    return NULL;

  if (!(cy_card_row_get_selection (row) & cy_card_set_of ((CyCard) image)))
    cy_card_row_set_selection (row, cy_card_set_of ((CyCard) image));

  if (row == cy_seat_panel_get_hand_row (self->panels[self->viewer]))
    {
      pick.zone = CY_ZONE_HAND;
      pick.seat = (guint8) self->viewer;
    }
  else
    {
      int seat = -1;

      for (guint p = 0; p < CY_MAX_PLAYERS; p++)
        if (self->panels[p] != NULL && row == cy_seat_panel_get_harbor_row (self->panels[p]))
          seat = (int) p;
      if (seat < 0)
        return NULL;
      pick.zone = CY_ZONE_HARBOR;
      pick.seat = (guint8) seat;
    }
  pick.n_cards = (guint8) cy_card_row_get_selected_cards (row, pick.cards, G_N_ELEMENTS (pick.cards));

  {
    GdkPaintable *icon = gtk_widget_paintable_new (GTK_WIDGET (card_widget));
    gtk_drag_source_set_icon (source, icon, (int) (x - 0), 10);
    g_object_unref (icon);
  }

  return gdk_content_provider_new_typed (CY_TYPE_CARD_PICK, &pick);
}

static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         CyTableView   *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  CyZone onto;

  /* Only our own drags carry a CyCardPick: a text from elsewhere is no move. */
  if (!G_VALUE_HOLDS (value, CY_TYPE_CARD_PICK) || g_value_get_boxed (value) == NULL || self->viewer < 0)
    return FALSE;

  /* Only the viewer's own rows take cards: a drop on another seat is no move. */
  if (widget == GTK_WIDGET (cy_seat_panel_get_hand_row (self->panels[self->viewer])))
    onto = CY_ZONE_HAND;
  else if (widget == GTK_WIDGET (cy_seat_panel_get_harbor_row (self->panels[self->viewer])))
    onto = CY_ZONE_HARBOR;
  else
    return FALSE;

  g_signal_emit_by_name (self, "cards-dropped", g_value_get_boxed (value), onto);
  return TRUE;
}

static void
add_drag_source (CyTableView *self,
                 CyCardRow   *row)
{
  GtkDragSource *source = gtk_drag_source_new ();

  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), self);
  gtk_widget_add_controller (GTK_WIDGET (row), GTK_EVENT_CONTROLLER (source));
}

static void
add_drop_target (CyTableView *self,
                 CyCardRow   *row)
{
  GtkDropTarget *target = gtk_drop_target_new (CY_TYPE_CARD_PICK, GDK_ACTION_MOVE);

  g_signal_connect (target, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (row), GTK_EVENT_CONTROLLER (target));
}

/* Both rows of @panel give cards to a drag and take them from one. */
void
_cy_table_view_add_drag_and_drop (CyTableView *self,
                                  CySeatPanel *panel)
{
  add_drag_source (self, cy_seat_panel_get_hand_row (panel));
  add_drag_source (self, cy_seat_panel_get_harbor_row (panel));
  add_drop_target (self, cy_seat_panel_get_hand_row (panel));
  add_drop_target (self, cy_seat_panel_get_harbor_row (panel));
}
