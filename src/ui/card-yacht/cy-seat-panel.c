/* cy-seat-panel.c
 *
 * A seat shows what its properties say: the table decides who views,
 * who is to move, who deals and who knocked; the panel only draws it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-card-object.h"
#include "cy-seat-panel.h"

struct _CySeatPanel
{
  GtkWidget     parent_instance;

  CyCardCache  *cache;
  CyGame       *game;
  guint         seat;
  gboolean      viewer;
  gboolean      pickable;
  gboolean      hand_shown;
  gboolean      to_move;
  gboolean      dealer;
  gboolean      knocked;
  gboolean      stacked;       /* the viewer's Harbor below the hand */

  GtkBox       *box;
  GtkBox       *header;
  GtkBox       *body;
  GtkBox       *hand_box;
  GtkBox       *harbor_box;
  GtkLabel     *name_label;
  GtkLabel     *role_label;
  GtkStack     *badge_stack;
  GtkLabel     *harbor_caption;
  CyCardRow    *hand_row;
  CyCardRow    *harbor_row;
  GtkSorter    *hand_sorter;   /* the viewer's hand in rank order */
};

G_DEFINE_FINAL_TYPE (CySeatPanel, cy_seat_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CACHE,
  PROP_GAME,
  PROP_SEAT,
  PROP_VIEWER,
  PROP_PICKABLE,
  PROP_HAND_SHOWN,
  PROP_TO_MOVE,
  PROP_DEALER,
  PROP_KNOCKED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_class (GtkWidget  *widget,
           const char *css_class,
           gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

static void
update_harbor_caption (CySeatPanel *self)
{
  guint n = g_list_model_get_n_items (cy_card_row_get_model (self->harbor_row));
  g_autofree char *text = n == 0
    ? g_strdup (_("Harbor: empty"))
    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Harbor: %u card", "Harbor: %u cards", n), n);

  gtk_label_set_text (self->harbor_caption, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->harbor_row), text);
}

static void
update_role (CySeatPanel *self)
{
  CyPlayer *player = cy_game_get_player (self->game, self->seat);
  GString *role = g_string_new (NULL);

  if (!cy_player_is_human (player))
    g_string_append (role, cy_player_kind_get_label (cy_player_get_kind (player)));
  if (self->dealer)
    {
      if (role->len > 0)
        g_string_append (role, " · ");
      g_string_append (role, _("Dealer"));
    }
  gtk_label_set_text (self->role_label, role->str);
  g_string_free (role, TRUE);
}

static void
update_badge (CySeatPanel *self)
{
  /* Only a badge takes room in the header: the name has the rest. */
  gtk_widget_set_visible (GTK_WIDGET (self->badge_stack), self->knocked || self->to_move);
  gtk_stack_set_visible_child_name (self->badge_stack, self->knocked ? "knocked" : "to-move");
  set_class (GTK_WIDGET (self), "to-move", self->to_move);
}

/* Only the viewer's hand is face up, and every hand at the end of a hand;
 * the viewer picks cards in his hand and in others' Harbors, never in his
 * own Harbor. */
static void
update_rows (CySeatPanel *self)
{
  cy_card_row_set_face_up (self->hand_row, self->viewer || self->hand_shown);
  cy_card_row_set_selectable (self->hand_row, self->viewer);
  cy_card_row_set_selectable (self->harbor_row, !self->viewer && self->pickable);
}

/* Moves @widget into @box, after @sibling (NULL: first). */
static void
move_into (GtkWidget *widget,
           GtkBox    *box,
           GtkWidget *sibling)
{
  if (gtk_widget_get_parent (widget) != GTK_WIDGET (box))
    {
      g_object_ref (widget);
      gtk_box_remove (GTK_BOX (gtk_widget_get_parent (widget)), widget);
      gtk_box_append (box, widget);
      g_object_unref (widget);
    }
  gtk_box_reorder_child_after (box, widget, sibling);
}

/* The viewer's hand and Harbor sit side by side, the hand first, under a
 * header with the name, the role and the badge (on a phone, the Harbor
 * below the hand: cy_seat_panel_set_stacked()). An opponent's panel is
 * narrow: the name and the badge on top, the face-down hand with the role
 * beside it, the Harbor below; its count is in the Harbor's tooltip. */
static void
arrange (CySeatPanel *self)
{
  if (self->viewer)
    {
      gtk_orientable_set_orientation (GTK_ORIENTABLE (self->body),
                                      self->stacked ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
      move_into (GTK_WIDGET (self->role_label), self->header, GTK_WIDGET (self->name_label));
    }
  else
    {
      gtk_orientable_set_orientation (GTK_ORIENTABLE (self->body), GTK_ORIENTATION_VERTICAL);
      move_into (GTK_WIDGET (self->role_label), self->hand_box, GTK_WIDGET (self->hand_row));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->harbor_caption), self->viewer);
  set_class (GTK_WIDGET (self), "viewer", self->viewer);
}

/* The viewer's own hand is shown in rank order, the Ace low as the game
 * counts it, then by suit: sets and sequences lie together (a newcomer
 * looked for them in the order the cards came). Other hands keep the
 * game's order: where a known card sits among face-down ones would tell
 * the ranks of the others. */
static int
compare_hand_cards (gconstpointer a,
                    gconstpointer b,
                    gpointer      user_data)
{
  CySeatPanel *self = user_data;
  CyCard card_a = cy_card_object_get_card ((CyCardObject *) a);
  CyCard card_b = cy_card_object_get_card ((CyCardObject *) b);

  if (!self->viewer)
    return GTK_ORDERING_EQUAL;
  if (cy_card_get_rank (card_a) != cy_card_get_rank (card_b))
    return cy_card_get_rank (card_a) < cy_card_get_rank (card_b) ? GTK_ORDERING_SMALLER : GTK_ORDERING_LARGER;
  if (cy_card_get_suit (card_a) != cy_card_get_suit (card_b))
    return cy_card_get_suit (card_a) < cy_card_get_suit (card_b) ? GTK_ORDERING_SMALLER : GTK_ORDERING_LARGER;
  return GTK_ORDERING_EQUAL;
}

static void
cy_seat_panel_constructed (GObject *object)
{
  CySeatPanel *self = CY_SEAT_PANEL (object);
  g_autofree char *hand_label = NULL;
  g_autofree char *harbor_label = NULL;
  g_autoptr(GListModel) hand = NULL;
  const char *name;

  G_OBJECT_CLASS (cy_seat_panel_parent_class)->constructed (object);

  name = cy_player_get_name (cy_game_get_player (self->game, self->seat));
  gtk_label_set_text (self->name_label, name);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->name_label), name);

  self->hand_row = CY_CARD_ROW (cy_card_row_new (self->cache));
  self->hand_sorter = GTK_SORTER (gtk_custom_sorter_new (compare_hand_cards, self, NULL));
  hand = G_LIST_MODEL (gtk_sort_list_model_new (g_object_ref (cy_game_get_hand_model (self->game, self->seat)),
                                                g_object_ref (self->hand_sorter)));
  cy_card_row_set_model (self->hand_row, hand);
  /* Translators: %s is a player's name; this labels the player's hand for screen readers */
  hand_label = g_strdup_printf (_("Hand of %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hand_row), GTK_ACCESSIBLE_PROPERTY_LABEL, hand_label, -1);
  gtk_box_prepend (self->hand_box, GTK_WIDGET (self->hand_row));

  self->harbor_row = CY_CARD_ROW (cy_card_row_new (self->cache));
  /* Two lines rather than covered indices: a Harbor grows long. */
  cy_card_row_set_lines (self->harbor_row, 2);
  cy_card_row_set_model (self->harbor_row, cy_game_get_harbor_model (self->game, self->seat));
  gtk_widget_add_css_class (GTK_WIDGET (self->harbor_row), "harbor");
  /* Translators: %s is a player's name; this labels the player's Harbor for screen readers */
  harbor_label = g_strdup_printf (_("Harbor of %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->harbor_row), GTK_ACCESSIBLE_PROPERTY_LABEL, harbor_label, -1);
  gtk_box_append (self->harbor_box, GTK_WIDGET (self->harbor_row));
  g_signal_connect_object (cy_card_row_get_model (self->harbor_row), "items-changed",
                           G_CALLBACK (update_harbor_caption), self, G_CONNECT_SWAPPED);

  arrange (self);
  update_rows (self);
  update_role (self);
  update_badge (self);
  update_harbor_caption (self);
}

static void
cy_seat_panel_dispose (GObject *object)
{
  CySeatPanel *self = CY_SEAT_PANEL (object);

  /* The sorter may outlive the panel in the row's model: it must not call back. */
  if (self->hand_sorter != NULL)
    gtk_custom_sorter_set_sort_func (GTK_CUSTOM_SORTER (self->hand_sorter), NULL, NULL, NULL);
  g_clear_object (&self->hand_sorter);
  gtk_widget_dispose_template (GTK_WIDGET (self), CY_TYPE_SEAT_PANEL);
  g_clear_object (&self->cache);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (cy_seat_panel_parent_class)->dispose (object);
}

static void
cy_seat_panel_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  CySeatPanel *self = CY_SEAT_PANEL (object);

  switch (prop_id)
    {
    case PROP_CACHE:
      g_value_set_object (value, self->cache);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SEAT:
      g_value_set_uint (value, self->seat);
      break;
    case PROP_VIEWER:
      g_value_set_boolean (value, self->viewer);
      break;
    case PROP_PICKABLE:
      g_value_set_boolean (value, self->pickable);
      break;
    case PROP_HAND_SHOWN:
      g_value_set_boolean (value, self->hand_shown);
      break;
    case PROP_TO_MOVE:
      g_value_set_boolean (value, self->to_move);
      break;
    case PROP_DEALER:
      g_value_set_boolean (value, self->dealer);
      break;
    case PROP_KNOCKED:
      g_value_set_boolean (value, self->knocked);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_seat_panel_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  CySeatPanel *self = CY_SEAT_PANEL (object);

  switch (prop_id)
    {
    case PROP_CACHE:
      self->cache = g_value_dup_object (value);
      break;
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_SEAT:
      self->seat = g_value_get_uint (value);
      break;
    case PROP_VIEWER:
      cy_seat_panel_set_viewer (self, g_value_get_boolean (value));
      break;
    case PROP_PICKABLE:
      cy_seat_panel_set_pickable (self, g_value_get_boolean (value));
      break;
    case PROP_HAND_SHOWN:
      cy_seat_panel_set_hand_shown (self, g_value_get_boolean (value));
      break;
    case PROP_TO_MOVE:
      cy_seat_panel_set_to_move (self, g_value_get_boolean (value));
      break;
    case PROP_DEALER:
      cy_seat_panel_set_dealer (self, g_value_get_boolean (value));
      break;
    case PROP_KNOCKED:
      cy_seat_panel_set_knocked (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
flag_property (const char *name)
{
  return g_param_spec_boolean (name, NULL, NULL, FALSE,
                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
cy_seat_panel_class_init (CySeatPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = cy_seat_panel_constructed;
  object_class->dispose = cy_seat_panel_dispose;
  object_class->get_property = cy_seat_panel_get_property;
  object_class->set_property = cy_seat_panel_set_property;

  properties[PROP_CACHE] =
    g_param_spec_object ("cache", NULL, NULL, CY_TYPE_CARD_CACHE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEAT] =
    g_param_spec_uint ("seat", NULL, NULL, 0, CY_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* This seat's hand is the one face up: the person at the screen. */
  properties[PROP_VIEWER] = flag_property ("viewer");
  /* Someone views the table: cards of this (other) Harbor can be picked. */
  properties[PROP_PICKABLE] = flag_property ("pickable");
  /* Every hand is shown, at the end of a hand. */
  properties[PROP_HAND_SHOWN] = flag_property ("hand-shown");
  properties[PROP_TO_MOVE] = flag_property ("to-move");
  properties[PROP_DEALER] = flag_property ("dealer");
  properties[PROP_KNOCKED] = flag_property ("knocked");

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-seat-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, CySeatPanel, box);
  gtk_widget_class_bind_template_child (widget_class, CySeatPanel, header);
  gtk_widget_class_bind_template_child (widget_class, CySeatPanel, body);
  gtk_widget_class_bind_template_child (widget_class, CySeatPanel, hand_box);
  gtk_widget_class_bind_template_child (widget_class, CySeatPanel, harbor_box);
  gtk_widget_class_bind_template_child (widget_class, CySeatPanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, CySeatPanel, role_label);
  gtk_widget_class_bind_template_child (widget_class, CySeatPanel, badge_stack);
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

GtkWidget *
cy_seat_panel_new (CyCardCache *cache,
                   CyGame      *game,
                   guint        seat)
{
  g_return_val_if_fail (CY_IS_CARD_CACHE (cache), NULL);
  g_return_val_if_fail (CY_IS_GAME (game), NULL);
  g_return_val_if_fail (seat < cy_game_get_n_players (game), NULL);

  return g_object_new (CY_TYPE_SEAT_PANEL, "cache", cache, "game", game, "seat", seat, NULL);
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

/* Sets a flag; TRUE when it changed (and was notified). */
static gboolean
set_flag (CySeatPanel *self,
          gboolean    *field,
          gboolean     value,
          guint        prop_id)
{
  value = !!value;
  if (*field == value)
    return FALSE;

  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
  return TRUE;
}

void
cy_seat_panel_set_viewer (CySeatPanel *self,
                          gboolean     viewer)
{
  g_return_if_fail (CY_IS_SEAT_PANEL (self));

  if (!set_flag (self, &self->viewer, viewer, PROP_VIEWER))
    return;
  if (self->hand_sorter != NULL)
    gtk_sorter_changed (self->hand_sorter, GTK_SORTER_CHANGE_DIFFERENT);
  arrange (self);
  update_rows (self);
}

void
cy_seat_panel_set_pickable (CySeatPanel *self,
                            gboolean     pickable)
{
  g_return_if_fail (CY_IS_SEAT_PANEL (self));

  if (!set_flag (self, &self->pickable, pickable, PROP_PICKABLE))
    return;
  update_rows (self);
}

void
cy_seat_panel_set_hand_shown (CySeatPanel *self,
                              gboolean     shown)
{
  g_return_if_fail (CY_IS_SEAT_PANEL (self));

  if (!set_flag (self, &self->hand_shown, shown, PROP_HAND_SHOWN))
    return;
  update_rows (self);
}

void
cy_seat_panel_set_to_move (CySeatPanel *self,
                           gboolean     to_move)
{
  g_return_if_fail (CY_IS_SEAT_PANEL (self));

  if (!set_flag (self, &self->to_move, to_move, PROP_TO_MOVE))
    return;
  update_badge (self);
}

void
cy_seat_panel_set_dealer (CySeatPanel *self,
                          gboolean     dealer)
{
  g_return_if_fail (CY_IS_SEAT_PANEL (self));

  if (!set_flag (self, &self->dealer, dealer, PROP_DEALER))
    return;
  update_role (self);
}

void
cy_seat_panel_set_knocked (CySeatPanel *self,
                           gboolean     knocked)
{
  g_return_if_fail (CY_IS_SEAT_PANEL (self));

  if (!set_flag (self, &self->knocked, knocked, PROP_KNOCKED))
    return;
  update_badge (self);
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

/* The viewer's Harbor below the hand rather than beside it, where the
 * width would not hold both whole. */
void
cy_seat_panel_set_stacked (CySeatPanel *self,
                           gboolean     stacked)
{
  g_return_if_fail (CY_IS_SEAT_PANEL (self));

  stacked = !!stacked;
  if (self->stacked == stacked)
    return;
  self->stacked = stacked;
  arrange (self);
}

gboolean
cy_seat_panel_get_stacked (CySeatPanel *self)
{
  g_return_val_if_fail (CY_IS_SEAT_PANEL (self), FALSE);

  return self->stacked;
}
