/* cy-boat-table-view-moves.c: the moves a person makes on the Boat table
 *
 * Each gesture (a bid or trump button, a click, Space or Return on a card,
 * a card dragged to the middle) is one of the boat.* actions; each asks
 * the game for the move as the bottom seat, only while the match waits for
 * that person, and shows the game's reason when it is refused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-boat-table-view-private.h"
#include "cy-card-widget.h"

static CyBoatCardDrag *
card_drag_copy (const CyBoatCardDrag *drag)
{
  return g_memdup2 (drag, sizeof *drag);
}

G_DEFINE_BOXED_TYPE (CyBoatCardDrag, cy_boat_card_drag, card_drag_copy, g_free)


static gboolean
act (CyBoatTableView *self,
     CyBoatAction    *action)
{
  g_autoptr(GError) error = NULL;

  if (!_cy_boat_table_view_can_act (self))
    {
      cy_boat_table_view_set_hint (self, _("Wait for your turn"));
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }

  action->seat = (guint8) self->bottom;
  if (!cy_match_play (self->match, self->bottom, action, &error))
    {
      cy_boat_table_view_set_hint (self, error->message);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }

  cy_boat_table_view_set_hint (self, NULL);
  return TRUE;
}

static void
bid_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  CyBoatAction action = { .kind = CY_BOAT_ACTION_BID, .bid = (guint8) MIN (g_variant_get_uint32 (parameter), 255) };

  act (CY_BOAT_TABLE_VIEW (widget), &action);
}

static void
pass_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyBoatAction action = { .kind = CY_BOAT_ACTION_PASS };

  act (CY_BOAT_TABLE_VIEW (widget), &action);
}

static void
trump_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CyBoatAction action = { .kind = CY_BOAT_ACTION_TRUMP, .suit = (guint8) MIN (g_variant_get_uint32 (parameter), 255) };

  act (CY_BOAT_TABLE_VIEW (widget), &action);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyBoatAction action = { .kind = CY_BOAT_ACTION_PLAY, .card = (CyBoatCard) MIN (g_variant_get_uint32 (parameter), 255) };

  act (CY_BOAT_TABLE_VIEW (widget), &action);
}

static void
discard_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  CyBoatTableView *self = CY_BOAT_TABLE_VIEW (widget);
  CyBoatAction action = { .kind = CY_BOAT_ACTION_DISCARD, .cards = self->chosen };

  if (act (self, &action))
    self->chosen = 0;
}

/* A card chosen for the discard, or put back: only the high bidder's own
 * choice, which the game sees when it is confirmed. */
static void
toggle_discard_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CyBoatTableView *self = CY_BOAT_TABLE_VIEW (widget);
  g_autoptr(GError) error = NULL;
  guint card = g_variant_get_uint32 (parameter);
  CyBoatView view;

  if (!_cy_boat_table_view_can_act (self))
    {
      cy_boat_table_view_set_hint (self, _("Wait for your turn"));
      gtk_widget_error_bell (widget);
      return;
    }

  cy_boat_game_get_view (self->game, self->bottom, &view);
  if (!cy_boat_view_check_discard_choice (&view, self->chosen, (CyBoatCard) MIN (card, 255), &error))
    {
      cy_boat_table_view_set_hint (self, error->message);
      gtk_widget_error_bell (widget);
      return;
    }

  self->chosen ^= cy_boat_set_of ((CyBoatCard) card);
  cy_boat_table_view_set_hint (self, NULL);
  _cy_boat_table_view_refresh (self);
}

/* A click, Space or Return on a card of the hand: discard it or play it,
 * as the hand stands. */
static void
on_hand_card_activated (CyBoatTableView *self,
                        CyCardWidget    *widget)
{
  guint card = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "boat-card")) - 1;
  CyBoatView view;

  if (self->game == NULL)
    return;

  cy_boat_game_get_view (self->game, self->bottom, &view);
  if (view.phase == CY_BOAT_PHASE_DISCARD)
    gtk_widget_activate_action (GTK_WIDGET (self), "boat.toggle-discard", "u", card);
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "boat.play", "u", card);
}

static GdkContentProvider *
on_drag_prepare (GtkDragSource   *source,
                 double           x,
                 double           y,
                 CyBoatTableView *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  CyBoatCardDrag drag = {
    .seat = (guint8) self->bottom,
    .card = (CyBoatCard) (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "boat-card")) - 1),
  };
  CyBoatView view;

  if (!_cy_boat_table_view_can_act (self))
    return NULL;
  cy_boat_game_get_view (self->game, self->bottom, &view);
  if (view.phase != CY_BOAT_PHASE_PLAY && view.phase != CY_BOAT_PHASE_DISCARD)
    return NULL;

  gtk_drag_source_set_icon (source, gtk_widget_paintable_new (widget),
                            (int) x, (int) y);
  return gdk_content_provider_new_typed (CY_TYPE_BOAT_CARD_DRAG, &drag);
}

/* A card dragged to the middle is played; while the high bidder
 * discards, the middle is the discard pile: the card is chosen for it. */
gboolean
_cy_boat_table_view_on_drop (GtkDropTarget   *target,
                             const GValue    *value,
                             double           x,
                             double           y,
                             CyBoatTableView *self)
{
  const CyBoatCardDrag *drag = g_value_get_boxed (value);
  CyBoatView view;

  if (drag == NULL || drag->seat != self->bottom || !cy_boat_card_is_valid (drag->card) || self->game == NULL)
    return FALSE;

  cy_boat_game_get_view (self->game, self->bottom, &view);
  if (view.phase == CY_BOAT_PHASE_DISCARD)
    {
      /* Dropping a card already chosen leaves it chosen. */
      if (self->chosen & cy_boat_set_of (drag->card))
        return TRUE;
      return gtk_widget_activate_action (GTK_WIDGET (self), "boat.toggle-discard", "u", (guint) drag->card);
    }

  return gtk_widget_activate_action (GTK_WIDGET (self), "boat.play", "u", (guint) drag->card);
}

GtkWidget *
_cy_boat_table_view_new_hand_card (CyBoatTableView *self,
               CyBoatCard       card)
{
  GtkWidget *widget = cy_card_widget_new (self->cache, _cy_boat_card_image (card));
  GtkDragSource *source = gtk_drag_source_new ();

  gtk_widget_set_focusable (widget, TRUE);
  /* Stored as card + 1: the Five of Spades is card 0. */
  g_object_set_data (G_OBJECT (widget), "boat-card", GUINT_TO_POINTER ((guint) card + 1));
  g_signal_connect_swapped (widget, "activate", G_CALLBACK (on_hand_card_activated), self);
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (source));
  return widget;
}

void
_cy_boat_table_view_class_moves_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "boat.bid", "u", bid_action);
  gtk_widget_class_install_action (widget_class, "boat.pass", NULL, pass_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "boat.pass", NULL);
  gtk_widget_class_install_action (widget_class, "boat.toggle-discard", "u", toggle_discard_action);
  gtk_widget_class_install_action (widget_class, "boat.discard", NULL, discard_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, 0, "boat.discard", NULL);
  gtk_widget_class_install_action (widget_class, "boat.trump", "u", trump_action);
  gtk_widget_class_install_action (widget_class, "boat.play", "u", play_action);
}
