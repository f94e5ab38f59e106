/* cy-table-view.c
 *
 * The table shows the game and turns gestures into requests; it never
 * changes the game itself. Drags carry a CyCardPick (the cards and where
 * they come from), and the engine decides what a drop means.
 *
 * Every part of the table keeps its place: the status, the last lines of
 * the log, the one slot for a hint and a move waiting for confirmation,
 * and the buttons keep their height whatever they say, and the cards take
 * what is left, never narrower than their corner index can be read at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-card-widget.h"
#include "cy-card-yacht-enums.h"
#include "cy-engine-enums.h"
#include "cy-seat-panel.h"
#include "cy-table-view-private.h"
#include "cy-wrap-box.h"

G_DEFINE_FINAL_TYPE_WITH_CODE (CyTableView, cy_table_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, NULL))

enum {
  PROP_0,
  PROP_CACHE,
  PROP_READ_ONLY,
  PROP_HINT,
  N_PROPS,

  /* GtkScrollable's */
  PROP_HADJUSTMENT = N_PROPS,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
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

/* Cards drawn or taken into a person's hand are marked for a moment, from
 * when that hand is next face up on screen: the row keeps the mark, so a
 * hand hidden behind the hot-seat hand-off shows it when its turn comes. */
static void
on_cards_moved (CyTableView *self,
                CyZone       from_zone,
                guint        from_seat,
                CyZone       to_zone,
                guint        to_seat,
                gpointer     cards,
                guint        n_cards)
{
  CyCardSet arrived = 0;

  if (to_zone != CY_ZONE_HAND || to_seat >= CY_MAX_PLAYERS || self->panels[to_seat] == NULL ||
      !cy_player_is_human (cy_game_get_player (self->game, to_seat)))
    return;

  for (guint i = 0; i < n_cards; i++)
    arrived |= cy_card_set_of (((const CyCard *) cards)[i]);
  cy_card_row_mark_fresh (cy_seat_panel_get_hand_row (self->panels[to_seat]), arrived);
}

/* The slot for a proposed move and the hint: one line of hint under the
 * proposal when both are there, else the whole slot for either. */
static void
update_message (CyTableView *self)
{
  gboolean both = self->proposal != NULL && self->hint != NULL;

  gtk_label_set_text (self->confirm_label, self->proposal ? self->proposal : "");
  /* With both, _cy_table_view_fit_texts() shares the lines out. */
  gtk_label_set_lines (self->confirm_label, both ? 3 : 4);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->confirm_label), self->proposal);
  gtk_widget_set_visible (GTK_WIDGET (self->confirm_label), self->proposal != NULL);

  gtk_label_set_text (self->hint_label, self->hint ? self->hint : "");
  gtk_label_set_lines (self->hint_label, both ? 1 : 4);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->hint_label), self->hint);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), self->hint != NULL);

  if (self->proposal != NULL)
    gtk_widget_add_css_class (self->message_box, "proposing");
  else
    gtk_widget_remove_css_class (self->message_box, "proposing");
  if (self->hint != NULL && self->proposal == NULL)
    gtk_widget_add_css_class (self->message_box, "hinting");
  else
    gtk_widget_remove_css_class (self->message_box, "hinting");
}

static void
update_actions_page (CyTableView *self)
{
  CyPhase phase = self->game != NULL ? cy_game_get_phase (self->game) : CY_PHASE_GAME_OVER;
  const char *page;

  if (phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS)
    page = self->proposal != NULL ? "confirm" : "moves";
  else if (phase == CY_PHASE_HAND_OVER)
    page = "next";
  else
    page = "none";

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->actions_stack), page) == 0)
    return;

  gtk_stack_set_visible_child_name (self->actions_stack, page);
  if (g_str_equal (page, "next"))
    gtk_widget_grab_focus (self->next_button);
}

/* The table scrolls from its bottom, where the viewer's hand and the
 * buttons are: what was scrolled stays put as the table's height changes. */
static void
on_adjustment_value_changed (CyTableView   *self,
                             GtkAdjustment *adjustment)
{
  if (adjustment == self->vadjustment)
    self->scrolled_from_bottom = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment)
                                 - gtk_adjustment_get_value (adjustment);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* A scrolled window's adjustment: its value moves the table. */
static void
set_adjustment (CyTableView    *self,
                GtkAdjustment **slot,
                GtkAdjustment  *adjustment)
{
  if (*slot == adjustment && adjustment != NULL)
    return;
  if (*slot != NULL)
    {
      g_signal_handlers_disconnect_by_func (*slot, on_adjustment_value_changed, self);
      g_clear_object (slot);
    }
  if (adjustment == NULL)
    return;
  *slot = g_object_ref_sink (adjustment);
  g_signal_connect_swapped (adjustment, "value-changed", G_CALLBACK (on_adjustment_value_changed), self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
cy_table_view_dispose (GObject *object)
{
  CyTableView *self = CY_TABLE_VIEW (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  if (self->log_signals != NULL)
    g_signal_group_set_target (self->log_signals, NULL);
  clear_panels (self);
  set_adjustment (self, &self->hadjustment, NULL);
  set_adjustment (self, &self->vadjustment, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), CY_TYPE_TABLE_VIEW);
  g_clear_object (&self->game);
  g_clear_object (&self->cache);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->log_signals);
  g_clear_pointer (&self->hint, g_free);
  g_clear_pointer (&self->proposal, g_free);
  g_clear_pointer (&self->events_text, g_free);

  G_OBJECT_CLASS (cy_table_view_parent_class)->dispose (object);
}

/* Another deck may have other proportions: the sizes are chosen again. */
static void
on_cache_changed (CyTableView *self)
{
  memset (&self->layout_key, 0, sizeof self->layout_key);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
cy_table_view_constructed (GObject *object)
{
  CyTableView *self = CY_TABLE_VIEW (object);

  G_OBJECT_CLASS (cy_table_view_parent_class)->constructed (object);

  g_signal_connect_object (self->cache, "changed", G_CALLBACK (on_cache_changed), self, G_CONNECT_SWAPPED);

  self->stock_card = CY_CARD_WIDGET (cy_card_widget_new (self->cache, CY_CARD_IMAGE_BACK));
  gtk_widget_set_halign (GTK_WIDGET (self->stock_card), GTK_ALIGN_CENTER);
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

    case PROP_READ_ONLY:
      g_value_set_boolean (value, self->read_only);
      break;

    case PROP_HINT:
      g_value_set_string (value, self->hint);
      break;

    case PROP_HADJUSTMENT:
      g_value_set_object (value, self->hadjustment);
      break;

    case PROP_VADJUSTMENT:
      g_value_set_object (value, self->vadjustment);
      break;

    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->hscroll_policy);
      break;

    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->vscroll_policy);
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

    case PROP_READ_ONLY:
      cy_table_view_set_read_only (self, g_value_get_boolean (value));
      break;

    case PROP_HADJUSTMENT:
      set_adjustment (self, &self->hadjustment, g_value_get_object (value));
      break;

    case PROP_VADJUSTMENT:
      set_adjustment (self, &self->vadjustment, g_value_get_object (value));
      break;

    case PROP_HSCROLL_POLICY:
      self->hscroll_policy = g_value_get_enum (value);
      break;

    case PROP_VSCROLL_POLICY:
      self->vscroll_policy = g_value_get_enum (value);
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

  widget_class->measure = _cy_table_view_measure;
  widget_class->size_allocate = _cy_table_view_size_allocate;
  widget_class->focus = _cy_table_view_focus;
  widget_class->set_focus_child = _cy_table_view_set_focus_child;

  properties[PROP_CACHE] =
    g_param_spec_object ("cache", NULL, NULL, CY_TYPE_CARD_CACHE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* A table only to look at (a replay): every hand face up, nobody views
   * it (no drags, no selection), no move buttons. */
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A word about the moment (a hint, why a move was refused, how to
   * confirm the move shown): screen readers are told it. */
  properties[PROP_HINT] =
    g_param_spec_string ("hint", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* (pick, onto): cards dragged from a hand or Harbor, dropped on the
   * viewer's hand or Harbor (a CyZone). */
  signals[CARDS_DROPPED] =
    g_signal_new ("cards-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, CY_TYPE_CARD_PICK, CY_TYPE_ZONE);

  g_type_ensure (CY_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CyTableView, main_box);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, opponents_box);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, stock_box);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, stock_label);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, round_label);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, status_label);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, events_label);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, message_box);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, confirm_label);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, actions_box);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, actions_stack);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, viewer_box);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, knock_button);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, draw_button);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, exchange_button);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, pass_button);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, next_button);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, confirm_button);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, log_button);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, CyTableView, log_list);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_log_popover_show", G_CALLBACK (_cy_table_view_on_log_popover_show));

  gtk_widget_class_set_css_name (widget_class, "table");
}

static void
cy_table_view_init (CyTableView *self)
{
  self->viewer = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  self->game_signals = g_signal_group_new (CY_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "cards-moved", G_CALLBACK (on_cards_moved), self);
  self->log_signals = g_signal_group_new (CY_TYPE_MATCH);
  g_signal_group_connect_swapped (self->log_signals, "logged", G_CALLBACK (_cy_table_view_update_events), self);
  /* An action taken back takes its lines with it. */
  g_signal_group_connect_swapped (self->log_signals, "log-changed", G_CALLBACK (_cy_table_view_update_events), self);
  update_message (self);
}

GtkWidget *
cy_table_view_new (CyCardCache *cache)
{
  return g_object_new (CY_TYPE_TABLE_VIEW, "cache", cache, NULL);
}

/* A table for looking only: see the "read-only" property. */
GtkWidget *
cy_table_view_new_read_only (CyCardCache *cache)
{
  return g_object_new (CY_TYPE_TABLE_VIEW, "cache", cache, "read-only", TRUE, NULL);
}

/* The game view's read-only mode (a replay) and back. */
void
cy_table_view_set_read_only (CyTableView *self,
                             gboolean     read_only)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  read_only = !!read_only;
  if (self->read_only == read_only)
    return;

  if (read_only)
    cy_table_view_set_viewer (self, -1);
  self->read_only = read_only;
  gtk_widget_set_visible (self->actions_box, !read_only);
  cy_table_view_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
}

const char *
cy_table_view_get_status (CyTableView *self)
{
  g_return_val_if_fail (CY_IS_TABLE_VIEW (self), NULL);

  return gtk_label_get_text (self->status_label);
}

gboolean
cy_table_view_get_read_only (CyTableView *self)
{
  g_return_val_if_fail (CY_IS_TABLE_VIEW (self), FALSE);

  return self->read_only;
}

void
cy_table_view_set_game (CyTableView *self,
                        CyGame      *game)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  clear_panels (self);
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  self->viewer = -1;
  memset (&self->layout_key, 0, sizeof self->layout_key);

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
      _cy_table_view_add_drag_and_drop (self, panel);
    }

  _cy_table_view_place_panels (self);
  cy_table_view_refresh (self);
}

/**
 * cy_table_view_set_log_source:
 * @match: (nullable): the match whose move log the table shows
 *
 * The table shows the log's last lines as they come, and all of it behind
 * its Log button.
 */
void
cy_table_view_set_log_source (CyTableView *self,
                              CyMatch     *match)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));
  g_return_if_fail (match == NULL || CY_IS_MATCH (match));

  g_signal_group_set_target (self->log_signals, match);
  _cy_table_view_update_events (self);
}

void
cy_table_view_set_viewer (CyTableView *self,
                          int          seat)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));
  g_return_if_fail (seat < 0 || !self->read_only);

  if (self->viewer == seat)
    return;

  cy_table_view_clear_selection (self);
  self->viewer = seat;
  _cy_table_view_place_panels (self);
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

  gtk_label_set_text (self->status_label, text != NULL ? text : "");
  /* Two lines at most on the table; all of it on hovering, and for screen
   * readers. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->status_label), text);
}

void
cy_table_view_set_hint (CyTableView *self,
                        const char  *text)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  g_free (self->hint);
  self->hint = text != NULL && text[0] != '\0' ? g_strdup (text) : NULL;
  update_message (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
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
  reveal = self->read_only || phase == CY_PHASE_SCORING || phase == CY_PHASE_HAND_OVER || phase == CY_PHASE_GAME_OVER;
  if (reveal != self->revealed)
    {
      self->revealed = reveal;
      gtk_widget_queue_allocate (GTK_WIDGET (self));
    }

  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    if (self->panels[p] != NULL)
      {
        CySeatPanel *panel = self->panels[p];

        cy_seat_panel_set_hand_shown (panel, reveal);
        cy_seat_panel_set_to_move (panel, playing && cy_game_get_to_move (self->game) == p);
        cy_seat_panel_set_dealer (panel, cy_game_get_hand_number (self->game) > 0 && cy_game_get_dealer (self->game) == p);
        cy_seat_panel_set_knocked (panel, cy_game_get_knocker (self->game) == (int) p &&
                                          (phase == CY_PHASE_LAST_TURNS || phase == CY_PHASE_SCORING));
      }

  cy_card_widget_set_image (self->stock_card, stock > 0 ? CY_CARD_IMAGE_BACK : CY_CARD_IMAGE_SLOT);
  stock_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Stock: %u card", "Stock: %u cards", stock), stock);
  gtk_label_set_text (self->stock_label, stock_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->stock_card),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, stock_text, -1);

  if (cy_game_get_hand_number (self->game) > 0)
    round_text = g_strdup_printf (_("Hand %u of %u"), cy_game_get_hand_number (self->game), CY_N_HANDS);
  gtk_label_set_text (self->round_label, round_text ? round_text : "");

  gtk_button_set_label (GTK_BUTTON (self->next_button),
                        cy_game_get_hand_number (self->game) >= CY_N_HANDS ? _("_Finish Game") : _("_Next Hand"));
  update_actions_page (self);
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

/* A draw or exchange waiting for its confirmation: the slot says what it
 * does, and the buttons become Cancel and the move's own, with the focus,
 * so that Return confirms it. */
void
cy_table_view_propose (CyTableView *self,
                       const char  *text,
                       const char  *confirm_label)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  g_free (self->proposal);
  self->proposal = g_strdup (text);
  gtk_button_set_label (GTK_BUTTON (self->confirm_button), confirm_label);
  update_message (self);
  update_actions_page (self);
  gtk_widget_grab_focus (self->confirm_button);
}

void
cy_table_view_dismiss_proposal (CyTableView *self)
{
  gboolean had_focus;

  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  if (self->proposal == NULL)
    return;

  had_focus = gtk_widget_has_focus (self->confirm_button);
  g_clear_pointer (&self->proposal, g_free);
  update_message (self);
  update_actions_page (self);
  /* The keyboard goes back to the cards it was choosing. */
  if (had_focus)
    cy_table_view_focus_hand (self);
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

/* Keyboard play starts in the hand, unless focus is already on the
 * table's cards. Never on a move button: Space there would make a move
 * the player did not choose this turn (a newcomer knocked that way). */
void
cy_table_view_focus_hand (CyTableView *self)
{
  GtkRoot *root;
  GtkWidget *focus;

  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  if (self->viewer < 0 || (root = gtk_widget_get_root (GTK_WIDGET (self))) == NULL)
    return;

  focus = gtk_root_get_focus (root);
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) && gtk_widget_get_mapped (focus) &&
      !gtk_widget_is_ancestor (focus, self->actions_box))
    return;

  gtk_widget_child_focus (GTK_WIDGET (cy_seat_panel_get_hand_row (self->panels[self->viewer])), GTK_DIR_TAB_FORWARD);
}

/* Animations follow the player's preference; AdwAnimation also honours the
 * desktop's reduced-motion setting on its own, and GTK skips the CSS
 * animation of the fresh-card mark when animations are off in the desktop.
 * Without animations, fresh cards are still marked, without the pulse. */
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
