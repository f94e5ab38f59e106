/* cy-table-view.c
 *
 * The table shows the game and turns gestures into requests; it never
 * changes the game itself. Drags carry a CyCardPick (the cards and where
 * they come from), and the engine decides what a drop means.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-card-widget.h"
#include "cy-engine-enums.h"
#include "cy-seat-panel.h"
#include "cy-table-view.h"

struct _CyTableView
{
  GtkWidget     parent_instance;

  CyCardCache  *cache;
  CyGame       *game;
  int           viewer;
  CySeatPanel  *panels[CY_MAX_PLAYERS];
  CyCardWidget *stock_card;
  gboolean      animate;

  GtkBox       *main_box;
  GtkBox       *opponents_box;
  GtkBox       *stock_box;
  GtkLabel     *stock_label;
  GtkLabel     *round_label;
  GtkLabel     *status_label;
  GtkLabel     *hint_label;
  GtkLabel     *events_label;
  char         *events[3];    /* the latest last */
  GtkRevealer  *confirm_revealer;
  GtkLabel     *confirm_label;
  GtkBox       *viewer_box;
  GtkWidget    *knock_button;
  GtkWidget    *draw_button;
  GtkWidget    *exchange_button;
  GtkWidget    *pass_button;
  GtkWidget    *next_button;
  GtkWidget    *confirm_button;
  gboolean      revealed;      /* every hand is shown, at the end of a hand */
};

G_DEFINE_FINAL_TYPE (CyTableView, cy_table_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CACHE,
  N_PROPS
};

enum {
  SELECTION_CHANGED,
  CARDS_DROPPED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
on_row_selection_changed (CyCardRow   *row,
                          CyTableView *self)
{
  /* Cards can be taken from one opponent only: picking in one Harbor
   * clears the others. */
  if (cy_card_row_get_n_selected (row) > 0 && self->viewer >= 0)
    for (guint p = 0; p < CY_MAX_PLAYERS; p++)
      if (self->panels[p] != NULL && (int) p != self->viewer)
        {
          CyCardRow *harbor = cy_seat_panel_get_harbor_row (self->panels[p]);

          if (harbor != row && row != cy_seat_panel_get_hand_row (self->panels[self->viewer]))
            cy_card_row_set_selection (harbor, 0);
        }

  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

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

  g_signal_emit (self, signals[CARDS_DROPPED], 0, g_value_get_boxed (value), onto);
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

static void
clear_panels (CyTableView *self)
{
  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    if (self->panels[p] != NULL)
      {
        gtk_widget_unparent (GTK_WIDGET (self->panels[p]));
        g_clear_object (&self->panels[p]);
      }
}

/* Opponents sit across the table in clockwise order from the viewer's
 * left; the viewer sits at the bottom. */
static void
place_panels (CyTableView *self)
{
  guint n;
  guint bottom;

  if (self->game == NULL)
    return;

  n = cy_game_get_n_players (self->game);
  bottom = self->viewer >= 0 ? (guint) self->viewer : 0;

  for (guint p = 0; p < n; p++)
    {
      GtkWidget *panel = GTK_WIDGET (self->panels[p]);

      if (gtk_widget_get_parent (panel) != NULL)
        gtk_widget_unparent (panel);
    }

  for (guint i = 1; i <= n; i++)
    {
      guint seat = (bottom + i) % n;
      CySeatPanel *panel = self->panels[seat];

      cy_seat_panel_set_viewer (panel, self->viewer >= 0 && seat == (guint) self->viewer, self->viewer >= 0);
      if (seat == bottom)
        gtk_box_append (self->viewer_box, GTK_WIDGET (panel));
      else
        gtk_box_append (self->opponents_box, GTK_WIDGET (panel));
    }

  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
set_card_sizes (CyTableView *self,
                int          width,
                int          height,
                int          overhead)
{
  guint n_opponents = cy_game_get_n_players (self->game) - 1;
  int hand_w, harbor_w, small_w, opp_harbor_w;
  double aspect;

  /* Height over width of one card. */
  aspect = cy_card_cache_get_height_for_width (self->cache, 1000) / 1000.0;
  if (aspect <= 0)
    aspect = 1.4;

  /* Share the height out among the rows of cards, in proportion to how
   * much each is looked at: the viewer's hand most, opponents' face-down
   * hands least (but revealed hands at the end of a hand are read too).
   * The overhead is what names, labels and buttons need. */
  {
    const double hand = 1.12, own_harbor = 0.62, centre = 0.62, opp_harbor = 0.56;
    double opp_hand = self->revealed ? 0.5 : 0.36;
    double unit = MAX (height - overhead, 120) / (hand + own_harbor + centre + opp_hand + opp_harbor);

    hand_w = (int) (unit * hand / aspect);
    harbor_w = (int) (unit * own_harbor / aspect);
    small_w = (int) (unit * opp_hand / aspect);
    opp_harbor_w = (int) (unit * opp_harbor / aspect);
  }

  /* And never wider than the row can hold without heavy overlap. */
  hand_w = CLAMP (MIN (hand_w, (width - 60) / 6), 28, 160);
  harbor_w = CLAMP (MIN (harbor_w, (width - 60) / 8), 22, 120);
  small_w = CLAMP (MIN (small_w, (width / (int) MAX (n_opponents, 1) - 60) / 5), 16, 70);
  opp_harbor_w = CLAMP (MIN (opp_harbor_w, (width / (int) MAX (n_opponents, 1) - 60) / 4), 18, 100);

  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    {
      if (self->panels[p] == NULL)
        continue;

      if ((int) p == self->viewer || (self->viewer < 0 && p == 0))
        cy_seat_panel_set_card_widths (self->panels[p], hand_w, harbor_w);
      else
        cy_seat_panel_set_card_widths (self->panels[p], small_w, opp_harbor_w);
    }

  cy_card_widget_set_card_width (self->stock_card, harbor_w);
}

/* Cards take what the labels, the log and the buttons leave: guess the
 * overhead, measure what the table then needs, and shrink the cards until
 * it fits, so that the player's hand is never pushed out of the window. */
static void
update_card_sizes (CyTableView *self,
                   int          width,
                   int          height)
{
  int overhead = 320;

  if (self->game == NULL)
    return;

  for (guint attempt = 0; attempt < 4; attempt++)
    {
      int minimum, natural;

      set_card_sizes (self, width, height, overhead);
      gtk_widget_measure (GTK_WIDGET (self->main_box), GTK_ORIENTATION_VERTICAL, width,
                          &minimum, &natural, NULL, NULL);
      if (minimum <= height)
        break;
      overhead += minimum - height + 8;
    }
}

static void
cy_table_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  CyTableView *self = CY_TABLE_VIEW (widget);

  update_card_sizes (self, width, height);
  gtk_widget_size_allocate (GTK_WIDGET (self->main_box), &(GtkAllocation) { 0, 0, width, height }, baseline);
}

static void
cy_table_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  CyTableView *self = CY_TABLE_VIEW (widget);

  gtk_widget_measure (GTK_WIDGET (self->main_box), orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
  /* The cards shrink to fit: never ask for more than a small window. */
  *minimum = MIN (*minimum, orientation == GTK_ORIENTATION_HORIZONTAL ? 560 : 480);
}

static void
cy_table_view_dispose (GObject *object)
{
  CyTableView *self = CY_TABLE_VIEW (object);

  clear_panels (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CY_TYPE_TABLE_VIEW);
  g_clear_object (&self->game);
  g_clear_object (&self->cache);
  for (guint i = 0; i < G_N_ELEMENTS (self->events); i++)
    g_clear_pointer (&self->events[i], g_free);

  G_OBJECT_CLASS (cy_table_view_parent_class)->dispose (object);
}

static void
cy_table_view_constructed (GObject *object)
{
  CyTableView *self = CY_TABLE_VIEW (object);

  G_OBJECT_CLASS (cy_table_view_parent_class)->constructed (object);

  self->stock_card = CY_CARD_WIDGET (cy_card_widget_new (self->cache, CY_CARD_IMAGE_BACK));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->stock_card),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Stock"), -1);
  gtk_box_prepend (self->stock_box, GTK_WIDGET (self->stock_card));
}

static void
cy_table_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  CyTableView *self = CY_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_CACHE:
      g_value_set_object (value, self->cache);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_table_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  CyTableView *self = CY_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_CACHE:
      self->cache = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_table_view_class_init (CyTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = cy_table_view_constructed;
  object_class->dispose = cy_table_view_dispose;
  object_class->get_property = cy_table_view_get_property;
  object_class->set_property = cy_table_view_set_property;

  widget_class->measure = cy_table_view_measure;
  widget_class->size_allocate = cy_table_view_size_allocate;

  properties[PROP_CACHE] =
    g_param_spec_object ("cache", NULL, NULL, CY_TYPE_CARD_CACHE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* (pick, onto): cards dragged from a hand or Harbor, dropped on the
   * viewer's hand or Harbor (a CyZone). */
  signals[CARDS_DROPPED] =
    g_signal_new ("cards-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, CY_TYPE_CARD_PICK, CY_TYPE_ZONE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CyTableView, main_box);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, opponents_box);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, stock_box);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, stock_label);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, round_label);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, status_label);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, events_label);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, confirm_revealer);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, confirm_label);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, viewer_box);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, knock_button);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, draw_button);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, exchange_button);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, pass_button);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, next_button);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, confirm_button);

  gtk_widget_class_set_css_name (widget_class, "table");
}

static void
cy_table_view_init (CyTableView *self)
{
  self->viewer = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
cy_table_view_new (CyCardCache *cache)
{
  return g_object_new (CY_TYPE_TABLE_VIEW, "cache", cache, NULL);
}

void
cy_table_view_set_game (CyTableView *self,
                        CyGame      *game)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  clear_panels (self);
  g_set_object (&self->game, game);
  self->viewer = -1;

  if (game == NULL)
    return;

  for (guint p = 0; p < cy_game_get_n_players (game); p++)
    {
      CySeatPanel *panel = CY_SEAT_PANEL (cy_seat_panel_new (self->cache, game, p));

      self->panels[p] = g_object_ref_sink (panel);
      g_signal_connect (cy_seat_panel_get_hand_row (panel), "selection-changed",
                        G_CALLBACK (on_row_selection_changed), self);
      g_signal_connect (cy_seat_panel_get_harbor_row (panel), "selection-changed",
                        G_CALLBACK (on_row_selection_changed), self);
      cy_card_row_set_animate (cy_seat_panel_get_hand_row (panel), self->animate);
      cy_card_row_set_animate (cy_seat_panel_get_harbor_row (panel), self->animate);
      add_drag_source (self, cy_seat_panel_get_hand_row (panel));
      add_drag_source (self, cy_seat_panel_get_harbor_row (panel));
      add_drop_target (self, cy_seat_panel_get_hand_row (panel));
      add_drop_target (self, cy_seat_panel_get_harbor_row (panel));
    }

  place_panels (self);
  cy_table_view_refresh (self);
}

void
cy_table_view_set_viewer (CyTableView *self,
                          int          seat)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  if (self->viewer == seat)
    return;

  cy_table_view_clear_selection (self);
  self->viewer = seat;
  place_panels (self);
  cy_table_view_refresh (self);
}

int
cy_table_view_get_viewer (CyTableView *self)
{
  g_return_val_if_fail (CY_IS_TABLE_VIEW (self), -1);

  return self->viewer;
}

void
cy_table_view_set_status (CyTableView *self,
                          const char  *text)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  gtk_label_set_text (self->status_label, text);
}

/* What just happened, newest last: the last few moves stay readable
 * while the status line says whose turn it is. NULL clears the list. */
void
cy_table_view_add_event (CyTableView *self,
                         const char  *text)
{
  g_autofree char *joined = NULL;
  guint n = G_N_ELEMENTS (self->events);

  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  if (text == NULL)
    for (guint i = 0; i < n; i++)
      g_clear_pointer (&self->events[i], g_free);
  else
    {
      g_free (self->events[0]);
      memmove (&self->events[0], &self->events[1], (n - 1) * sizeof (char *));
      self->events[n - 1] = g_strdup (text);
    }

  {
    GString *lines = g_string_new (NULL);

    for (guint i = 0; i < n; i++)
      if (self->events[i] != NULL)
        g_string_append_printf (lines, "%s%s", lines->len ? "\n" : "", self->events[i]);
    joined = g_string_free (lines, FALSE);
  }
  gtk_label_set_text (self->events_label, joined);
}

void
cy_table_view_set_hint (CyTableView *self,
                        const char  *text)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  gtk_label_set_text (self->hint_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), text != NULL && text[0] != '\0');
}

/* Everything that is not a card list model: labels, badges, buttons. */
void
cy_table_view_refresh (CyTableView *self)
{
  g_autofree char *stock_text = NULL;
  g_autofree char *round_text = NULL;
  CyPhase phase;
  guint stock;
  gboolean playing;
  gboolean reveal;

  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  if (self->game == NULL)
    return;

  phase = cy_game_get_phase (self->game);
  stock = cy_game_get_stock_count (self->game);
  playing = phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS;
  reveal = phase == CY_PHASE_SCORING || phase == CY_PHASE_ROUND_OVER || phase == CY_PHASE_GAME_OVER;
  if (reveal != self->revealed)
    {
      self->revealed = reveal;
      gtk_widget_queue_allocate (GTK_WIDGET (self));
    }

  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    if (self->panels[p] != NULL)
      {
        cy_seat_panel_set_hand_shown (self->panels[p], reveal);
        cy_seat_panel_update (self->panels[p]);
      }

  cy_card_widget_set_image (self->stock_card, stock > 0 ? CY_CARD_IMAGE_BACK : CY_CARD_IMAGE_SLOT);
  stock_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Stock: %u card", "Stock: %u cards", stock), stock);
  gtk_label_set_text (self->stock_label, stock_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->stock_card),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, stock_text, -1);

  if (cy_game_get_round (self->game) > 0)
    round_text = g_strdup_printf (_("Hand %u of %u"), cy_game_get_round (self->game), CY_N_ROUNDS);
  gtk_label_set_text (self->round_label, round_text ? round_text : "");

  gtk_widget_set_visible (self->knock_button, playing);
  gtk_widget_set_visible (self->draw_button, playing);
  gtk_widget_set_visible (self->exchange_button, playing);
  gtk_widget_set_visible (self->pass_button, playing);
  if (phase == CY_PHASE_ROUND_OVER && !gtk_widget_get_visible (self->next_button))
    {
      gtk_widget_set_visible (self->next_button, TRUE);
      gtk_widget_grab_focus (self->next_button);
    }
  else if (phase != CY_PHASE_ROUND_OVER)
    gtk_widget_set_visible (self->next_button, FALSE);
  gtk_button_set_label (GTK_BUTTON (self->next_button),
                        cy_game_get_round (self->game) >= CY_N_ROUNDS ? _("_Finish Game") : _("_Next Hand"));
}

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

CyCardRow *
cy_table_view_get_hand_row (CyTableView *self,
                            guint        seat)
{
  g_return_val_if_fail (CY_IS_TABLE_VIEW (self), NULL);
  g_return_val_if_fail (seat < CY_MAX_PLAYERS && self->panels[seat] != NULL, NULL);

  return cy_seat_panel_get_hand_row (self->panels[seat]);
}

CyCardRow *
cy_table_view_get_harbor_row (CyTableView *self,
                              guint        seat)
{
  g_return_val_if_fail (CY_IS_TABLE_VIEW (self), NULL);
  g_return_val_if_fail (seat < CY_MAX_PLAYERS && self->panels[seat] != NULL, NULL);

  return cy_seat_panel_get_harbor_row (self->panels[seat]);
}

void
cy_table_view_propose (CyTableView *self,
                       const char  *text,
                       const char  *confirm_label)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  gtk_label_set_text (self->confirm_label, text);
  gtk_button_set_label (GTK_BUTTON (self->confirm_button), confirm_label);
  gtk_revealer_set_reveal_child (self->confirm_revealer, TRUE);
  /* Enter confirms, Escape cancels: the keyboard never lands on a card here. */
  gtk_widget_grab_focus (self->confirm_button);
}

void
cy_table_view_dismiss_proposal (CyTableView *self)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  gtk_revealer_set_reveal_child (self->confirm_revealer, FALSE);
}

/* The move buttons explain themselves, and why they are disabled. */
void
cy_table_view_set_action_tooltips (CyTableView *self,
                                   const char  *knock,
                                   const char  *draw,
                                   const char  *exchange,
                                   const char  *pass)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  gtk_widget_set_tooltip_text (self->knock_button, knock);
  gtk_widget_set_tooltip_text (self->draw_button, draw);
  gtk_widget_set_tooltip_text (self->exchange_button, exchange);
  gtk_widget_set_tooltip_text (self->pass_button, pass);
}

/* Keyboard play starts in the hand, unless focus is already on the table. */
void
cy_table_view_focus_hand (CyTableView *self)
{
  GtkRoot *root;
  GtkWidget *focus;
  GtkWidget *first;

  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  if (self->viewer < 0 || (root = gtk_widget_get_root (GTK_WIDGET (self))) == NULL)
    return;

  focus = gtk_root_get_focus (root);
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) && gtk_widget_get_mapped (focus))
    return;

  first = gtk_widget_get_first_child (GTK_WIDGET (cy_seat_panel_get_hand_row (self->panels[self->viewer])));
  if (first != NULL)
    gtk_widget_grab_focus (first);
}

/* Animations follow the player's preference; AdwAnimation also honours the
 * desktop's reduced-motion setting on its own. */
void
cy_table_view_set_animate (CyTableView *self,
                           gboolean     animate)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  self->animate = !!animate;
  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    if (self->panels[p] != NULL)
      {
        cy_card_row_set_animate (cy_seat_panel_get_hand_row (self->panels[p]), animate);
        cy_card_row_set_animate (cy_seat_panel_get_harbor_row (self->panels[p]), animate);
      }
}
