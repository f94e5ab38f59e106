/* cy-seat-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-seat-panel.h"

struct _CySeatPanel
{
  GtkWidget     parent_instance;

  CyCardCache  *cache;
  CyGame       *game;
  guint         seat;
  guint         viewer : 1;
  guint         someone_views : 1;   /* a player's hand is shown at the table */

  GtkBox       *box;
  GtkLabel     *name_label;
  GtkLabel     *role_label;
  GtkLabel     *badge_label;
  GtkLabel     *harbor_caption;
  CyCardRow    *hand_row;
  CyCardRow    *harbor_row;
};

G_DEFINE_FINAL_TYPE (CySeatPanel, cy_seat_panel, GTK_TYPE_WIDGET)

static void
cy_seat_panel_dispose (GObject *object)
{
  CySeatPanel *self = CY_SEAT_PANEL (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CY_TYPE_SEAT_PANEL);
  g_clear_object (&self->cache);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (cy_seat_panel_parent_class)->dispose (object);
}

static void
cy_seat_panel_class_init (CySeatPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_seat_panel_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-seat-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, CySeatPanel, box);
  gtk_widget_class_bind_template_child (widget_class, CySeatPanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, CySeatPanel, role_label);
  gtk_widget_class_bind_template_child (widget_class, CySeatPanel, badge_label);
  gtk_widget_class_bind_template_child (widget_class, CySeatPanel, harbor_caption);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "seatpanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
cy_seat_panel_init (CySeatPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* The viewer's hand sits at the very bottom, under the Harbor; an
 * opponent's face-down hand sits under the name, above the Harbor. */
static void
arrange_rows (CySeatPanel *self)
{
  GtkWidget *header = gtk_widget_get_first_child (GTK_WIDGET (self->box));

  if (self->viewer)
    {
      gtk_box_reorder_child_after (self->box, GTK_WIDGET (self->harbor_caption), header);
      gtk_box_reorder_child_after (self->box, GTK_WIDGET (self->harbor_row), GTK_WIDGET (self->harbor_caption));
      gtk_box_reorder_child_after (self->box, GTK_WIDGET (self->hand_row), GTK_WIDGET (self->harbor_row));
    }
  else
    {
      gtk_box_reorder_child_after (self->box, GTK_WIDGET (self->hand_row), header);
      gtk_box_reorder_child_after (self->box, GTK_WIDGET (self->harbor_caption), GTK_WIDGET (self->hand_row));
      gtk_box_reorder_child_after (self->box, GTK_WIDGET (self->harbor_row), GTK_WIDGET (self->harbor_caption));
    }
}

GtkWidget *
cy_seat_panel_new (CyCardCache *cache,
                   CyGame      *game,
                   guint        seat)
{
  CySeatPanel *self = g_object_new (CY_TYPE_SEAT_PANEL, NULL);
  g_autofree char *hand_label = NULL;
  g_autofree char *harbor_label = NULL;
  const char *name;

  self->cache = g_object_ref (cache);
  self->game = g_object_ref (game);
  self->seat = seat;
  name = cy_player_get_name (cy_game_get_player (game, seat));

  self->hand_row = CY_CARD_ROW (cy_card_row_new (cache));
  cy_card_row_set_face_up (self->hand_row, FALSE);
  cy_card_row_set_model (self->hand_row, cy_game_get_hand_model (game, seat));
  /* Translators: %s is a player's name; this labels the player's hand for screen readers */
  hand_label = g_strdup_printf (_("Hand of %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hand_row), GTK_ACCESSIBLE_PROPERTY_LABEL, hand_label, -1);
  gtk_box_append (self->box, GTK_WIDGET (self->hand_row));

  self->harbor_row = CY_CARD_ROW (cy_card_row_new (cache));
  cy_card_row_set_model (self->harbor_row, cy_game_get_harbor_model (game, seat));
  gtk_widget_add_css_class (GTK_WIDGET (self->harbor_row), "harbor");
  /* Translators: %s is a player's name; this labels the player's Harbor for screen readers */
  harbor_label = g_strdup_printf (_("Harbor of %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->harbor_row), GTK_ACCESSIBLE_PROPERTY_LABEL, harbor_label, -1);
  gtk_box_append (self->box, GTK_WIDGET (self->harbor_row));

  gtk_label_set_text (self->name_label, name);
  arrange_rows (self);
  cy_seat_panel_update (self);

  return GTK_WIDGET (self);
}

guint
cy_seat_panel_get_seat (CySeatPanel *self)
{
  g_return_val_if_fail (CY_IS_SEAT_PANEL (self), 0);

  return self->seat;
}

CyCardRow *
cy_seat_panel_get_hand_row (CySeatPanel *self)
{
  g_return_val_if_fail (CY_IS_SEAT_PANEL (self), NULL);

  return self->hand_row;
}

CyCardRow *
cy_seat_panel_get_harbor_row (CySeatPanel *self)
{
  g_return_val_if_fail (CY_IS_SEAT_PANEL (self), NULL);

  return self->harbor_row;
}

void
cy_seat_panel_set_viewer (CySeatPanel *self,
                          gboolean     viewer,
                          gboolean     someone_views)
{
  g_return_if_fail (CY_IS_SEAT_PANEL (self));

  self->someone_views = !!someone_views;
  self->viewer = !!viewer;
  cy_card_row_set_face_up (self->hand_row, viewer);
  cy_card_row_set_selectable (self->hand_row, viewer);
  /* The viewer picks cards in others' Harbors, never in their own. */
  cy_card_row_set_selectable (self->harbor_row, !viewer && self->someone_views);
  if (viewer)
    gtk_widget_add_css_class (GTK_WIDGET (self), "viewer");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "viewer");
  arrange_rows (self);
  cy_seat_panel_update (self);
}

/* At the end of a hand every hand is revealed. */
void
cy_seat_panel_set_hand_shown (CySeatPanel *self,
                              gboolean     shown)
{
  g_return_if_fail (CY_IS_SEAT_PANEL (self));

  cy_card_row_set_face_up (self->hand_row, shown || self->viewer);
}

void
cy_seat_panel_set_card_widths (CySeatPanel *self,
                               int          hand_width,
                               int          harbor_width)
{
  g_return_if_fail (CY_IS_SEAT_PANEL (self));

  cy_card_row_set_card_width (self->hand_row, hand_width);
  cy_card_row_set_card_width (self->harbor_row, harbor_width);
}

void
cy_seat_panel_update (CySeatPanel *self)
{
  g_autofree char *harbor_text = NULL;
  GString *role = g_string_new (NULL);
  CyPlayer *player;
  CyPhase phase;
  guint n_harbor = 0;
  gboolean to_move;

  g_return_if_fail (CY_IS_SEAT_PANEL (self));

  player = cy_game_get_player (self->game, self->seat);
  phase = cy_game_get_phase (self->game);
  to_move = (phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS) &&
            cy_game_get_to_move (self->game) == self->seat;

  if (!cy_player_is_human (player))
    g_string_append (role, cy_player_kind_get_label (cy_player_get_kind (player)));
  if (cy_game_get_round (self->game) > 0 && cy_game_get_dealer (self->game) == self->seat)
    {
      if (role->len > 0)
        g_string_append (role, " · ");
      g_string_append (role, _("Dealer"));
    }
  gtk_label_set_text (self->role_label, role->str);
  g_string_free (role, TRUE);

  if (cy_game_get_knocker (self->game) == (int) self->seat &&
      (phase == CY_PHASE_LAST_TURNS || phase == CY_PHASE_SCORING))
    gtk_label_set_text (self->badge_label, _("Knocked"));
  else if (to_move)
    gtk_label_set_text (self->badge_label, _("To move"));
  else
    gtk_label_set_text (self->badge_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->badge_label),
                          gtk_label_get_text (self->badge_label)[0] != '\0');

  if (to_move)
    gtk_widget_add_css_class (GTK_WIDGET (self), "to-move");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "to-move");

  cy_game_get_harbor (self->game, self->seat, &n_harbor);
  harbor_text = n_harbor == 0
    ? g_strdup (_("Harbor: empty"))
    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Harbor: %u card", "Harbor: %u cards", n_harbor), n_harbor);
  gtk_label_set_text (self->harbor_caption, harbor_text);
}
