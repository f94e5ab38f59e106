/* cy-boat-table-view.c: the table of a game of Boat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The match (CyMatch) runs the game; this table shows it from the
 * viewer's seat: the viewer's hand at the bottom, the partner across, the
 * opponents left and right with their cards face down, the Bonus Cards or
 * the trick in the middle, and the panel for what the viewer may do now
 * (bid, discard, name trump; cards are played from the hand). Every
 * gesture (a click, a key, a drag to the middle) becomes one of the
 * boat.* actions, which asks the game for the move as the viewer's seat;
 * an illegal one is refused with the game's own reason and changes
 * nothing. The table itself never changes the game otherwise.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-boat-coach.h"
#include "cy-boat-table-view-private.h"
#include "cy-card-widget.h"

G_DEFINE_FINAL_TYPE_WITH_CODE (CyBoatTableView, cy_boat_table_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (CY_TYPE_GAME_VIEW, _cy_boat_table_view_game_view_init))

const char *
_cy_boat_table_view_seat_name (CyBoatTableView *self,
                               guint            seat)
{
  return cy_player_get_name (cy_boat_game_get_player (self->game, seat));
}

/* The person at the screen may act now: the match says whether the
 * bottom seat's turn has come and that person has the screen. */
gboolean
_cy_boat_table_view_can_act (CyBoatTableView *self)
{
  return self->match != NULL && self->game != NULL && cy_match_can_act (self->match, self->bottom);
}

gboolean
_cy_boat_table_view_face_up (CyBoatTableView *self)
{
  /* A replay shows the bottom hand to everyone. */
  if (self->replay != NULL)
    return TRUE;
  return self->match != NULL && cy_match_get_viewer (self->match) == (int) self->bottom;
}

static void
update_panel (CyBoatTableView  *self,
              const CyBoatView *view)
{
  gboolean acting = _cy_boat_table_view_can_act (self);
  const char *page = "none";

  if (cy_boat_game_is_over (self->game))
    page = "none";
  else if (view->phase == CY_BOAT_PHASE_HAND_OVER)
    {
      g_autofree char *text = cy_boat_game_describe_hand_result (self->game, cy_boat_game_get_n_hands (self->game) - 1);

      page = "hand-over";
      if (text != NULL)
        {
          g_autofree char *par = _cy_boat_table_view_get_par_line (self, cy_boat_game_get_n_hands (self->game) - 1);

          if (par != NULL)
            {
              g_autofree char *both = g_strconcat (text, "\n", par, NULL);

              g_free (text);
              text = g_steal_pointer (&both);
            }
        }
      gtk_label_set_text (self->hand_over_label, text != NULL ? text : "");
    }
  else if (acting && view->phase == CY_BOAT_PHASE_BIDDING)
    {
      guint min = cy_boat_view_min_bid (view);

      page = "bid";
      for (guint i = 0; i < CY_BOAT_N_BIDS; i++)
        gtk_widget_set_visible (self->bid_buttons[i],
                                min > 0 && CY_BOAT_MIN_BID + i * CY_BOAT_BID_STEP >= min);
      _cy_boat_table_view_group_update (GTK_WIDGET (self->bids_box));
    }
  else if (acting && view->phase == CY_BOAT_PHASE_DISCARD)
    {
      guint chosen = cy_boat_set_count (self->chosen);
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "Choose five cards to discard: %u chosen",
                                                            "Choose five cards to discard: %u chosen", chosen),
                                               chosen);

      page = "discard";
      gtk_label_set_text (self->discard_label, text);
    }
  else if (acting && view->phase == CY_BOAT_PHASE_TRUMP)
    page = "trump";

  gtk_stack_set_visible_child_name (self->panel_stack, page);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "boat.bid", acting && view->phase == CY_BOAT_PHASE_BIDDING);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "boat.pass", acting && view->phase == CY_BOAT_PHASE_BIDDING);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "boat.discard",
                                 acting && view->phase == CY_BOAT_PHASE_DISCARD &&
                                 cy_boat_set_count (self->chosen) == CY_BOAT_BONUS_SIZE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "boat.trump", acting && view->phase == CY_BOAT_PHASE_TRUMP);
}

/* What the person at the screen may do now, or whom they wait for. */
static void
update_status (CyBoatTableView  *self,
               const CyBoatView *view)
{
  CyMatchState state = self->match != NULL ? cy_match_get_state (self->match) : CY_MATCH_STATE_WAITING;
  int seat = self->match != NULL ? cy_match_get_acting_seat (self->match) : -1;
  g_autofree char *text = NULL;
  g_autofree char *taken = NULL;

  /* The person's prompt the moment the game gives them the turn, even
   * before the match has said so: "… is thinking" must not linger. */
  gboolean persons_turn = _cy_boat_table_view_can_act (self) ||
                          (view->phase != CY_BOAT_PHASE_HAND_OVER && view->turn == self->bottom && _cy_boat_table_view_face_up (self) &&
                           cy_player_is_human (cy_boat_game_get_player (self->game, self->bottom)));

  if (cy_boat_game_is_over (self->game))
    text = cy_boat_table_view_describe_result (self);
  else if (persons_turn)
    {
      const char *name = _cy_boat_table_view_seat_name (self, self->bottom);

      switch (view->phase)
        {
        case CY_BOAT_PHASE_BIDDING:
          text = cy_boat_view_min_bid (view) > 0
            /* Translators: the status line of a person's turn in the bidding */
            ? g_strdup_printf (_("%s: bid or pass"), name)
            : g_strdup_printf (_("%s: pass"), name);
          break;
        case CY_BOAT_PHASE_DISCARD:
          text = g_strdup_printf (_("%s: you have the Bonus Cards; choose five cards to discard, then confirm"), name);
          break;
        case CY_BOAT_PHASE_TRUMP:
          text = g_strdup_printf (_("%s: name trump"), name);
          break;
        default:
          text = view->n_played % CY_BOAT_N_SEATS == 0
            ? g_strdup_printf (_("%s: lead a card (click it, press Return on it, or drag it to the middle)"), name)
            : g_strdup_printf (_("%s: play a card (click it, press Return on it, or drag it to the middle)"), name);
          break;
        }
    }
  else if (state == CY_MATCH_STATE_COMPUTER_THINKING && view->phase == CY_BOAT_PHASE_PLAY &&
           (taken = _cy_boat_table_view_describe_taken_trick (self, view)) != NULL)
    /* While the trick just taken lies on the table, who took it and what
     * it was worth, not who leads next. */
    text = g_steal_pointer (&taken);
  else if (state == CY_MATCH_STATE_COMPUTER_THINKING && seat >= 0 && view->phase != CY_BOAT_PHASE_HAND_OVER)
    /* The seat whose turn it is in the game: the match's acting seat may
     * still be the one that just played. */
    text = g_strdup_printf (_("%s is thinking…"), _cy_boat_table_view_seat_name (self, view->turn));
  else if (state == CY_MATCH_STATE_HAND_OVER)
    text = g_strdup (_("The hand is over: deal the next hand when ready"));

  /* A line from outside goes above the prompt, never instead of it. */
  if (self->status_kept != NULL)
    {
      g_autofree char *both = text != NULL ? g_strconcat (self->status_kept, "\n", text, NULL)
                                           : g_strdup (self->status_kept);

      g_free (text);
      text = g_steal_pointer (&both);
    }
  if (text != NULL)
    gtk_label_set_text (self->status_label, text);
}

static gboolean
focus_within (GtkWidget *focus,
              GtkWidget *area)
{
  return focus != NULL && (focus == area || gtk_widget_is_ancestor (focus, area));
}

static gboolean
grab_focus_later (gpointer data)
{
  GtkWidget *target = data;

  if (gtk_widget_get_mapped (target))
    gtk_widget_grab_focus (target);
  g_object_unref (target);
  return G_SOURCE_REMOVE;
}

/* The first card of the hand, in hand order, of @cards. */
static GtkWidget *
first_hand_card (CyBoatTableView *self,
                 CyBoatCardSet    cards)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    for (guint c = 0; c < CY_BOAT_DECK_SIZE; c++)
      if (self->hand_cards[c] == child && (cards & cy_boat_set_of ((CyBoatCard) c)))
        return child;
  return NULL;
}

/* The keyboard focus goes where the person acts next, once per position:
 * the lowest bid they may make, the hand (its first card they may play),
 * the first trump, Next Hand. Not if it is there already: a person who
 * moved it along the hand while waiting keeps their place. */
static void
place_focus (CyBoatTableView  *self,
             const CyBoatView *view)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *target = NULL;
  /* The position, and whether the person may act in it: a match that
   * starts (or hands the screen over) lets them act in the same position. */
  guint64 key = (cy_boat_coach_position_key (view) << 1) | (guint64) _cy_boat_table_view_can_act (self);
  CyBoatCardSet legal;

  if (root == NULL || key == self->focus_key || cy_boat_game_is_over (self->game))
    return;

  if (view->phase == CY_BOAT_PHASE_HAND_OVER)
    target = self->next_hand_button;
  else if (!_cy_boat_table_view_can_act (self))
    {
      /* Waiting (after a pass, say, the bids gone with the focus): the
       * keyboard rests on the hand, where the person acts next, not on
       * nothing or the header bar. A place the person chose is kept. */
      if (focus == NULL || !gtk_widget_get_mapped (focus) || focus_within (focus, GTK_WIDGET (self->panel_stack)) ||
          (self->focus_after_start && !focus_within (focus, GTK_WIDGET (self))))
        target = first_hand_card (self, view->hand);
      if (target == NULL)
        return;
    }
  else if (view->phase == CY_BOAT_PHASE_BIDDING)
    {
      guint min = cy_boat_view_min_bid (view);

      if (!focus_within (focus, GTK_WIDGET (self->bids_box)))
        target = cy_boat_table_view_get_bid_button (self, min > 0 ? min : 0);
    }
  else if (view->phase == CY_BOAT_PHASE_TRUMP)
    {
      if (!focus_within (focus, GTK_WIDGET (self->trump_box)))
        target = gtk_widget_get_first_child (GTK_WIDGET (self->trump_box));
    }
  else if (!focus_within (focus, GTK_WIDGET (self->hand_box)))
    {
      /* The first card in hand order the person may play (any, for the discard). */
      legal = view->phase == CY_BOAT_PHASE_PLAY ? cy_boat_view_legal_plays (view) : view->hand;
      target = first_hand_card (self, legal);
    }

  self->focus_key = key;
  self->focus_after_start = FALSE;
  /* Next Hand is insensitive until the window has heard that the hand is
   * over: then once the handlers of this change have run. */
  if (target != NULL && !gtk_widget_grab_focus (target))
    g_idle_add (grab_focus_later, g_object_ref (target));
}

void
_cy_boat_table_view_refresh (CyBoatTableView *self)
{
  CyBoatView view;
  int viewer;

  if (self->game == NULL)
    return;

  viewer = self->match != NULL ? cy_match_get_viewer (self->match) : -1;
  if (viewer >= 0)
    self->bottom = (guint) viewer;

  cy_boat_game_get_view (self->game, self->bottom, &view);
  if (view.phase != CY_BOAT_PHASE_DISCARD || self->chosen_hand != view.hand_number)
    {
      self->chosen = 0;
      self->chosen_hand = view.hand_number;
    }
  self->chosen &= view.hand;

  _cy_boat_table_view_update_header (self, &view);
  _cy_boat_table_view_update_count (self);
  _cy_boat_table_view_update_spots (self, &view);
  _cy_boat_table_view_update_center (self, &view);
  _cy_boat_table_view_update_hand (self, &view);
  update_panel (self, &view);
  update_status (self, &view);
  _cy_boat_table_view_update_last_trick (self, &view);
  _cy_boat_table_view_update_pad (self);
  _cy_boat_table_view_update_coach (self, &view);
  place_focus (self, &view);
}

static void
on_game_acted (CyBoatTableView *self)
{
  g_clear_pointer (&self->status_kept, g_free);
  _cy_boat_table_view_refresh (self);
}

static void
on_logged (CyBoatTableView *self,
           const char      *text)
{
  _cy_boat_table_view_add_log (self, text);
}

/* How long a trick just taken stays on the table, when the person has
 * not clicked or pressed a key before (Preferences: off leaves the
 * computer players' own pause). */
#define TRICK_WAIT_MS 2500

static void
apply_trick_wait (CyBoatTableView *self)
{
  if (self->match != NULL)
    cy_match_set_pause_length (self->match,
                               g_settings_get_boolean (self->settings, "boat-trick-wait") ? TRICK_WAIT_MS : -1);
}

/* A click or a key anywhere on the table while a trick just taken lies
 * there: the person has seen it, and the play goes on. That click or key
 * does nothing else (a card clicked is not played out of turn). */
static void
on_click_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  CyBoatTableView *self)
{
  if (self->match != NULL && cy_match_end_pause (self->match))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CyBoatTableView       *self)
{
  return self->match != NULL && cy_match_end_pause (self->match) ? GDK_EVENT_STOP : GDK_EVENT_PROPAGATE;
}

/* Public */

void
cy_boat_table_view_set_match (CyBoatTableView *self,
                              CyMatch         *match)
{
  g_return_if_fail (CY_IS_BOAT_TABLE_VIEW (self));
  g_return_if_fail (match == NULL || CY_IS_BOAT_GAME (cy_match_get_game (match)));

  if (!g_set_object (&self->match, match))
    return;

  {
    CyBoatGame *game = match != NULL ? CY_BOAT_GAME (cy_match_get_game (match)) : NULL;

    g_set_object (&self->game, game);
  }
  g_signal_group_set_target (self->match_signals, match);
  g_signal_group_set_target (self->game_signals, self->game);
  apply_trick_wait (self);
  /* After New Game the keyboard goes to the table, not left on the
   * header bar's button that started it. */
  self->focus_key = 0;
  self->focus_after_start = match != NULL;
  self->chosen = 0;
  _cy_boat_table_view_stop_coach (self);
  _cy_boat_table_view_reset_pars (self);
  self->layout_key[0] = -1;
  self->pad_key = G_MAXUINT;
  self->last_trick_key = G_MAXUINT;
  for (guint c = 0; c < CY_BOAT_DECK_SIZE; c++)
    if (self->hand_cards[c] != NULL)
      {
        cy_wrap_box_remove (self->hand_box, self->hand_cards[c]);
        self->hand_cards[c] = NULL;
      }

  /* Until someone views, the first person sits at the bottom. */
  self->bottom = 0;
  for (guint p = 0; self->game != NULL && p < CY_BOAT_N_SEATS; p++)
    if (cy_player_is_human (cy_boat_game_get_player (self->game, p)))
      {
        self->bottom = p;
        break;
      }

  cy_boat_table_view_set_hint (self, NULL);
  gtk_label_set_text (self->status_label, "");
  g_clear_pointer (&self->status_kept, g_free);
  _cy_boat_table_view_load_log (self);
  if (self->game != NULL)
    _cy_boat_table_view_refresh (self);
  else
    _cy_boat_table_view_update_pad (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
on_replay_game (CyBoatTableView *self)
{
  CyBoatGame *game = self->replay != NULL ? CY_BOAT_GAME (cy_replay_get_game (self->replay)) : NULL;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, self->game);
  _cy_boat_table_view_reset_pars (self);
  if (self->game != NULL)
    _cy_boat_table_view_refresh (self);
}

void
_cy_boat_table_view_show_replay (CyBoatTableView *self,
                                 CyReplay        *replay)
{
  g_return_if_fail (replay == NULL || CY_IS_BOAT_GAME (cy_replay_get_game (replay)));

  if (self->match != NULL)
    cy_boat_table_view_set_match (self, NULL);
  if (self->replay != NULL)
    g_signal_handlers_disconnect_by_func (self->replay, on_replay_game, self);
  g_set_object (&self->replay, replay);
  if (replay != NULL)
    g_signal_connect_swapped (replay, "notify::game", G_CALLBACK (on_replay_game), self);
  self->bottom = 0;
  on_replay_game (self);
}

CyMatch *
cy_boat_table_view_get_match (CyBoatTableView *self)
{
  g_return_val_if_fail (CY_IS_BOAT_TABLE_VIEW (self), NULL);

  return self->match;
}

void
cy_boat_table_view_set_status (CyBoatTableView *self,
                               const char      *text)
{
  g_return_if_fail (CY_IS_BOAT_TABLE_VIEW (self));

  g_free (self->status_kept);
  self->status_kept = g_strdup (text);
  gtk_label_set_text (self->status_label, text != NULL ? text : "");
  if (text != NULL && self->game != NULL)
    _cy_boat_table_view_refresh (self);
}

void
cy_boat_table_view_set_hint (CyBoatTableView *self,
                             const char      *text)
{
  g_return_if_fail (CY_IS_BOAT_TABLE_VIEW (self));

  gtk_label_set_text (self->hint_label, text != NULL ? text : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->hint_label), text != NULL && *text != '\0' ? text : NULL);
  /* A hint, the coach's advice, a refusal: heard too. */
  if (text != NULL && *text != '\0')
    cy_game_view_announce (CY_GAME_VIEW (self), text);
}

const char *
cy_boat_table_view_get_hint (CyBoatTableView *self)
{
  g_return_val_if_fail (CY_IS_BOAT_TABLE_VIEW (self), NULL);

  return gtk_label_get_text (self->hint_label);
}

char *
cy_boat_table_view_describe_result (CyBoatTableView *self)
{
  g_return_val_if_fail (CY_IS_BOAT_TABLE_VIEW (self), NULL);

  if (self->game == NULL)
    return NULL;
  return cy_boat_game_describe_winner (self->game);
}

GtkWidget *
cy_boat_table_view_get_hand_card (CyBoatTableView *self,
                                  CyBoatCard       card)
{
  g_return_val_if_fail (CY_IS_BOAT_TABLE_VIEW (self), NULL);
  g_return_val_if_fail (cy_boat_card_is_valid (card), NULL);

  return self->hand_cards[card];
}

GtkWidget *
cy_boat_table_view_get_bid_button (CyBoatTableView *self,
                                   guint            bid)
{
  g_return_val_if_fail (CY_IS_BOAT_TABLE_VIEW (self), NULL);

  if (bid == 0)
    return self->bid_buttons[CY_BOAT_N_BIDS];
  if (bid < CY_BOAT_MIN_BID || bid > CY_BOAT_MAX_BID || bid % CY_BOAT_BID_STEP != 0)
    return NULL;
  return self->bid_buttons[(bid - CY_BOAT_MIN_BID) / CY_BOAT_BID_STEP];
}

CyBoatCardSet
cy_boat_table_view_get_discard_choice (CyBoatTableView *self)
{
  g_return_val_if_fail (CY_IS_BOAT_TABLE_VIEW (self), 0);

  return self->chosen;
}

enum {
  PROP_0,
  PROP_CACHE,
  N_PROPS,
  /* CyGameView's */
  PROP_MATCH = N_PROPS,
  PROP_STATUS,
  PROP_READ_ONLY,
};

static GParamSpec *properties[N_PROPS];

static void
cy_boat_table_view_constructed (GObject *object)
{
  CyBoatTableView *self = CY_BOAT_TABLE_VIEW (object);

  G_OBJECT_CLASS (cy_boat_table_view_parent_class)->constructed (object);

  g_assert (self->cache != NULL);
  _cy_boat_table_view_build (self);
}

static void
cy_boat_table_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  CyBoatTableView *self = CY_BOAT_TABLE_VIEW (object);

  if (cy_game_view_get_property (object, prop_id, PROP_MATCH, value))
    return;

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
cy_boat_table_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  CyBoatTableView *self = CY_BOAT_TABLE_VIEW (object);

  if (cy_game_view_set_property (object, prop_id, PROP_MATCH, value))
    return;

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
cy_boat_table_view_dispose (GObject *object)
{
  CyBoatTableView *self = CY_BOAT_TABLE_VIEW (object);

  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_cancellable_cancel (self->par_cancellable);
  g_clear_object (&self->par_cancellable);
  g_cancellable_cancel (self->coach_cancellable);
  g_clear_object (&self->coach_cancellable);
  if (self->replay != NULL)
    _cy_boat_table_view_show_replay (self, NULL);
  g_clear_object (&self->match);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), CY_TYPE_BOAT_TABLE_VIEW);

  G_OBJECT_CLASS (cy_boat_table_view_parent_class)->dispose (object);
}

static void
cy_boat_table_view_finalize (GObject *object)
{
  CyBoatTableView *self = CY_BOAT_TABLE_VIEW (object);

  g_clear_object (&self->match_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->cache);
  g_clear_object (&self->settings);
  for (guint c = 0; c < G_N_ELEMENTS (self->pad_columns); c++)
    g_clear_object (&self->pad_columns[c]);
  g_clear_pointer (&self->log_lines, g_ptr_array_unref);
  g_clear_pointer (&self->status_kept, g_free);
  g_clear_pointer (&self->pars, g_array_unref);

  G_OBJECT_CLASS (cy_boat_table_view_parent_class)->finalize (object);
}

static void
cy_boat_table_view_class_init (CyBoatTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* Translators: Boat's highest trump, as a card's name on the table */
  cy_card_widget_name_image (CY_CARD_IMAGE_BOAT, _("The Boat"));

  object_class->constructed = cy_boat_table_view_constructed;
  object_class->dispose = cy_boat_table_view_dispose;
  object_class->finalize = cy_boat_table_view_finalize;
  object_class->get_property = cy_boat_table_view_get_property;
  object_class->set_property = cy_boat_table_view_set_property;
  widget_class->size_allocate = _cy_boat_table_view_size_allocate;
  widget_class->measure = _cy_boat_table_view_measure;

  g_type_ensure (CY_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-boat-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, table_scroller);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, header_box);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, main_box);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, status_label);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, seats_grid);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, bids_box);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, discard_label);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, trump_box);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, hand_over_label);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, next_hand_button);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, hand_box);

  properties[PROP_CACHE] =
    g_param_spec_object ("cache", NULL, NULL, CY_TYPE_CARD_CACHE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  cy_game_view_class_override_properties (object_class, PROP_MATCH);

  _cy_boat_table_view_class_moves_init (widget_class);
  _cy_boat_table_view_class_pad_init (widget_class);
  _cy_boat_table_view_class_coach_init (widget_class);

  gtk_widget_class_set_css_name (widget_class, "boattable");
}

/* A menu button's tooltip would cover its popover's heading: none while
 * the popover is open. */
static void
on_popover_visible (GtkWidget  *popover,
                    GParamSpec *pspec,
                    GtkWidget  *button)
{
  gtk_widget_set_has_tooltip (button, !gtk_widget_get_visible (popover));
}

static void
quiet_tooltip_while_open (GtkMenuButton *button)
{
  g_signal_connect_object (gtk_menu_button_get_popover (button), "notify::visible",
                           G_CALLBACK (on_popover_visible), button, 0);
}

static void
cy_boat_table_view_init (CyBoatTableView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->log_lines = g_ptr_array_new_with_free_func (g_free);
  self->hand_width = CY_BOAT_HAND_MAX_WIDTH;
  self->pars = g_array_new (FALSE, FALSE, sizeof (int));
  self->par_hand = -1;
  self->layout_key[0] = -1;
  _cy_boat_table_view_init_pad (self);
  _cy_boat_table_view_init_layout (self);
  quiet_tooltip_while_open (self->last_trick_button);
  quiet_tooltip_while_open (self->hint_button);

  self->settings = g_settings_new (APP_ID);
  g_signal_connect_object (self->settings, "changed::boat-trick-wait", G_CALLBACK (apply_trick_wait), self,
                           G_CONNECT_SWAPPED);
  {
    GtkGesture *click = gtk_gesture_click_new ();
    GtkEventController *keys = gtk_event_controller_key_new ();

    gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
    gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
    g_signal_connect (click, "pressed", G_CALLBACK (on_click_pressed), self);
    gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }

  self->match_signals = g_signal_group_new (CY_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "notify::state", G_CALLBACK (_cy_boat_table_view_refresh), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::viewer", G_CALLBACK (_cy_boat_table_view_refresh), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::acting-seat", G_CALLBACK (_cy_boat_table_view_refresh), self);
  g_signal_group_connect_swapped (self->match_signals, "logged", G_CALLBACK (on_logged), self);
  g_signal_group_connect_swapped (self->match_signals, "log-changed", G_CALLBACK (_cy_boat_table_view_load_log), self);

  self->game_signals = g_signal_group_new (CY_TYPE_BOAT_GAME);
  g_signal_group_connect_swapped (self->game_signals, "acted", G_CALLBACK (on_game_acted), self);
}

GtkWidget *
cy_boat_table_view_new (CyCardCache *cache)
{
  g_return_val_if_fail (CY_IS_CARD_CACHE (cache), NULL);

  return g_object_new (CY_TYPE_BOAT_TABLE_VIEW, "cache", cache, NULL);
}
