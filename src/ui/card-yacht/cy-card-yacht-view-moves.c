/* cy-card-yacht-view-moves.c: Card Yacht's moves, as actions of its view
 *
 * Each action turns a gesture or key into a request: a move (checked by
 * the engine's cy-move-request.c, which says why one is not allowed) or a
 * score, played through the match. _cy_card_yacht_view_update_actions()
 * only reads what the match and the engine say and enables the actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-ai.h"
#include "cy-card-widget.h"
#include "cy-card-yacht-view-private.h"
#include "cy-game-hint.h"

static const char * const move_action_names[CY_N_MOVE_ACTIONS] = {
  [CY_MOVE_ACTION_KNOCK] = "card-yacht.knock",
  [CY_MOVE_ACTION_DRAW] = "card-yacht.draw",
  [CY_MOVE_ACTION_EXCHANGE] = "card-yacht.exchange",
  [CY_MOVE_ACTION_PASS] = "card-yacht.pass",
};

/* The match answers whether the person at the screen may act: their
 * turn, their screen, no computer deciding. */
gboolean
_cy_card_yacht_view_person_to_move (CyCardYachtView *self)
{
  return self->match != NULL && self->game != NULL &&
         cy_match_get_state (self->match) == CY_MATCH_STATE_HUMAN_TO_MOVE &&
         cy_match_can_act (self->match, cy_game_get_to_move (self->game));
}

static gboolean
seat_view (CyCardYachtView *self,
           CySeatView      *view)
{
  if (!_cy_card_yacht_view_person_to_move (self))
    return FALSE;

  cy_game_get_seat_view (self->game, cy_game_get_to_move (self->game), view);
  return TRUE;
}

void
_cy_card_yacht_view_update_actions (CyCardYachtView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean my_turn;
  const char *tooltips[CY_N_MOVE_ACTIONS];
  static const char * const allowed[CY_N_MOVE_ACTIONS] = {
    N_("Knock (K): end the hand after everyone’s last turn"),
    N_("Draw (D): lay the selected cards in your Harbor and draw as many"),
    N_("Exchange (E): swap the selected cards for those picked in the Harbor"),
    N_("Pass (P): end your turn without a move (in a last turn, or when the stock is empty under the pass rule)"),
  };
  CySeatView view;
  CySelection selection;

  my_turn = seat_view (self, &view);
  cy_table_view_get_selection (self->table, &selection);

  for (guint i = 0; i < CY_N_MOVE_ACTIONS; i++)
    {
      g_autoptr(GError) error = NULL;
      CyMove move;

      self->move_enabled[i] = my_turn && cy_move_request_for_action (&view, i, &selection, &move, &error);
      g_clear_pointer (&self->move_refusal[i], g_free);
      if (my_turn && error != NULL)
        self->move_refusal[i] = g_strdup (error->message);

      /* A disabled button says why in its tooltip. */
      tooltips[i] = self->move_enabled[i] ? _(allowed[i])
                  : self->move_refusal[i] != NULL ? self->move_refusal[i]
                  : _("Not your turn");
      gtk_widget_action_set_enabled (widget, move_action_names[i], self->move_enabled[i]);
    }
  cy_table_view_set_action_tooltips (self->table, tooltips[0], tooltips[1], tooltips[2], tooltips[3]);

  /* The keys K, D, E and P are the view's while it shows a match. */
  gtk_widget_action_set_enabled (widget, "card-yacht.key-move", self->match != NULL);
  gtk_widget_action_set_enabled (widget, "card-yacht.confirm-move", my_turn && self->has_pending);
  gtk_widget_action_set_enabled (widget, "card-yacht.cancel-move", self->has_pending || my_turn);
  cy_game_view_changed (CY_GAME_VIEW (self));
}

void
_cy_card_yacht_view_dismiss_proposal (CyCardYachtView *self)
{
  self->has_pending = FALSE;
  cy_table_view_dismiss_proposal (self->table);
  cy_score_sheet_set_proposal (self->sheet, NULL, 0);
}

/* While a move waits for confirmation, the sheet shows what the hand it
 * makes would score: an exchange's is known; cards still to be drawn are
 * not, and the cells stay empty rather than show the hand being given up
 * (a newcomer read those numbers as the draw's). */
static void
preview_proposal (CyCardYachtView *self,
                  const CyMove    *move)
{
  int values[CY_N_CATEGORIES];
  CyCard hand[CY_HAND_SIZE];
  guint seat = cy_game_get_to_move (self->game);

  cy_game_get_hand (self->game, seat, hand);
  for (guint i = 0; i < move->n_cards; i++)
    for (guint j = 0; j < CY_HAND_SIZE; j++)
      if (hand[j] == move->laid[i])
        hand[j] = move->type == CY_MOVE_EXCHANGE ? move->taken[i] : CY_CARD_INVALID;

  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    values[c] = move->type == CY_MOVE_EXCHANGE && cy_game_get_score (self->game, seat, (CyCategory) c) < 0
                ? (int) cy_category_score ((CyCategory) c, hand) : -1;
  cy_score_sheet_set_proposal (self->sheet, values, CY_N_CATEGORIES);
}

static void
play (CyCardYachtView *self,
      const CyMove    *move)
{
  g_autoptr(GError) error = NULL;
  CyGameAction action = { .move = *move };

  _cy_card_yacht_view_dismiss_proposal (self);

  if (!_cy_card_yacht_view_person_to_move (self))
    {
      _cy_card_yacht_view_toast (self, _("Wait for your turn"));
      return;
    }

  /* Clear the selection before the cards move, not after: a selected
   * card leaving its row mid-move would report a half-moved hand. */
  cy_table_view_clear_selection (self->table);
  if (!cy_match_play (self->match, cy_game_get_to_move (self->game), &action, &error))
    {
      _cy_card_yacht_view_report_error (self, error);
      return;
    }

  cy_table_view_set_hint (self->table, NULL);
}

/* A draw or an exchange is shown before it happens and waits for a
 * confirmation (Return, or the same key again): neither can be taken back. */
static void
propose (CyCardYachtView *self,
         const CyMove    *move)
{
  g_autofree char *text = NULL;

  text = cy_move_request_describe (move, move->type == CY_MOVE_EXCHANGE
                                         ? _cy_card_yacht_view_player_name (self, move->opponent) : NULL);
  self->pending = *move;
  self->has_pending = TRUE;
  /* The confirm action first: its button takes the focus only once it is
   * enabled (issue 26: the focus stayed on a card, and Enter toggled it). */
  _cy_card_yacht_view_update_actions (self);
  cy_table_view_propose (self->table, text, move->type == CY_MOVE_DRAW ? _("_Draw") : _("_Exchange"));
  preview_proposal (self, move);
}

static void
on_cards_dropped (CyCardYachtView  *self,
                  const CyCardPick *pick,
                  CyZone            onto)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *prompt = NULL;
  CySeatView view;
  CySelection selection;
  CyMove move;

  if (!seat_view (self, &view))
    {
      _cy_card_yacht_view_toast (self, _("Wait for your turn"));
      return;
    }

  cy_table_view_get_selection (self->table, &selection);
  switch (cy_move_request_for_drop (&view, pick, onto, &selection, &move, &prompt, &error))
    {
    case CY_DROP_REFUSED:
      _cy_card_yacht_view_report_error (self, error);
      break;

    case CY_DROP_PLAY:
      play (self, &move);
      break;

    case CY_DROP_CONFIRM:
      propose (self, &move);
      break;

    case CY_DROP_PROMPT:
    default:
      cy_table_view_set_hint (self->table, prompt);
      break;
    }
}

static void
on_selection_changed (CyCardYachtView *self)
{
  /* A hint or a "now select…" prompt is about the old selection. */
  if (!self->hinting)
    cy_table_view_set_hint (self->table, NULL);
  if (self->has_pending)
    _cy_card_yacht_view_dismiss_proposal (self);
  _cy_card_yacht_view_update_actions (self);
}

static gboolean
confirms (CyCardYachtView *self,
          CyMoveAction     action)
{
  return self->has_pending &&
         ((action == CY_MOVE_ACTION_DRAW && self->pending.type == CY_MOVE_DRAW) ||
          (action == CY_MOVE_ACTION_EXCHANGE && self->pending.type == CY_MOVE_EXCHANGE));
}

static void
move_action (CyCardYachtView *self,
             CyMoveAction     action)
{
  g_autoptr(GError) error = NULL;
  CySeatView view;
  CySelection selection;
  CyMove move;

  /* The same key again with the move shown confirms it. */
  if (confirms (self, action))
    {
      move = self->pending;
      play (self, &move);
      return;
    }

  if (!seat_view (self, &view))
    return;

  cy_table_view_get_selection (self->table, &selection);
  if (!cy_move_request_for_action (&view, action, &selection, &move, &error))
    {
      _cy_card_yacht_view_report_error (self, error);
      return;
    }

  if (action == CY_MOVE_ACTION_DRAW || action == CY_MOVE_ACTION_EXCHANGE)
    propose (self, &move);
  else
    play (self, &move);
}

static void
knock_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  move_action (CY_CARD_YACHT_VIEW (widget), CY_MOVE_ACTION_KNOCK);
}

static void
draw_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  move_action (CY_CARD_YACHT_VIEW (widget), CY_MOVE_ACTION_DRAW);
}

static void
exchange_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  move_action (CY_CARD_YACHT_VIEW (widget), CY_MOVE_ACTION_EXCHANGE);
}

static void
pass_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  move_action (CY_CARD_YACHT_VIEW (widget), CY_MOVE_ACTION_PASS);
}

/* K, D, E and P: the move if it is allowed, the shown move confirmed by
 * its own key again; if not allowed, why not, with a bell, not silence.
 * Only while the person at the screen plays: otherwise the key is left to
 * others. */
static void
key_move_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (widget);
  const char *name = g_variant_get_string (parameter, NULL);

  for (guint i = 0; i < CY_N_MOVE_ACTIONS; i++)
    if (g_str_equal (name, move_action_names[i]))
      {
        if (self->move_enabled[i] || confirms (self, (CyMoveAction) i))
          move_action (self, (CyMoveAction) i);
        else
          {
            gtk_widget_error_bell (widget);
            if (self->move_refusal[i] != NULL)
              cy_table_view_set_hint (self->table, self->move_refusal[i]);
          }
      }
}

static void
confirm_move_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (widget);
  CyMove move = self->pending;

  if (self->has_pending)
    play (self, &move);
}

static void
cancel_move_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (widget);
  CyCard cards[CY_DECK_SIZE];
  guint n_harbor = 0;
  gboolean had = self->has_pending || cy_table_view_get_hand_selection (self->table, cards) > 0 ||
                 cy_table_view_get_harbor_selection (self->table, cards, &n_harbor) >= 0;

  _cy_card_yacht_view_dismiss_proposal (self);
  cy_table_view_clear_selection (self->table);
  _cy_card_yacht_view_update_actions (self);
  /* Only the focused card says it is no longer selected: the rest is told. */
  if (had)
    cy_game_view_announce (CY_GAME_VIEW (self), _("Selection cleared"));
}

static void
score_category_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (widget);
  g_autoptr(GError) error = NULL;
  CyGameAction action = { .score = TRUE };
  guint seat, category;

  g_variant_get (parameter, "(uu)", &seat, &category);
  if (self->match == NULL || self->game == NULL)
    return;

  action.category = (CyCategory) category;
  if (!cy_match_play (self->match, seat, &action, &error))
    _cy_card_yacht_view_report_error (self, error);
}

gboolean
_cy_card_yacht_view_can_hint (CyGameView *view)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (view);

  return _cy_card_yacht_view_person_to_move (self) ||
         (self->match != NULL && cy_match_get_state (self->match) == CY_MATCH_STATE_CHOOSING);
}

/* The move the hard player would make, shown on the table with its reason;
 * when choosing a category, the category it would choose. The generator is
 * the position's own (as `card-yacht-cli hint` uses it): asked again, the
 * hint says the same, and it changes nothing the computer players do. */
gboolean
_cy_card_yacht_view_hint (CyGameView *view)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (view);
  g_autofree char *reason = NULL;
  const char *names[CY_MAX_PLAYERS + 1] = { NULL };
  CyRandom rng;
  CySeatView seat;
  CyMove move;

  if (self->match == NULL || self->game == NULL)
    return FALSE;

  if (cy_match_get_state (self->match) == CY_MATCH_STATE_CHOOSING)
    {
      cy_game_get_seat_view (self->game, (guint) cy_match_get_acting_seat (self->match), &seat);
      cy_game_hint_position_random (&seat, &rng);
      cy_ai_hint_category (&seat, &rng, &reason);
      cy_table_view_set_hint (self->table, reason);
      return TRUE;
    }

  if (!seat_view (self, &seat))
    return FALSE;

  for (guint p = 0; p < cy_game_get_n_players (self->game); p++)
    names[p] = _cy_card_yacht_view_player_name (self, p);
  cy_game_hint_position_random (&seat, &rng);
  cy_ai_hint (&seat, names, &rng, &move, &reason);

  if (move.type == CY_MOVE_DRAW || move.type == CY_MOVE_EXCHANGE)
    {
      CyCardSet hand = 0, harbor = 0;

      for (guint i = 0; i < move.n_cards; i++)
        {
          hand |= cy_card_set_of (move.laid[i]);
          harbor |= move.type == CY_MOVE_EXCHANGE ? cy_card_set_of (move.taken[i]) : 0;
        }
      self->hinting = TRUE;
      cy_table_view_select (self->table, hand, move.type == CY_MOVE_EXCHANGE ? move.opponent : -1, harbor);
      self->hinting = FALSE;
    }

  cy_table_view_set_hint (self->table, reason);
  return TRUE;
}

void
_cy_card_yacht_view_class_moves_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "card-yacht.knock", NULL, knock_action);
  gtk_widget_class_install_action (widget_class, "card-yacht.draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "card-yacht.exchange", NULL, exchange_action);
  gtk_widget_class_install_action (widget_class, "card-yacht.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "card-yacht.key-move", "s", key_move_action);
  gtk_widget_class_install_action (widget_class, "card-yacht.confirm-move", NULL, confirm_move_action);
  gtk_widget_class_install_action (widget_class, "card-yacht.cancel-move", NULL, cancel_move_action);
  gtk_widget_class_install_action (widget_class, "game.score-category", "(uu)", score_category_action);
}

static void
add_key (GtkShortcutController *keys,
         guint                  keyval,
         const char            *action_name,
         GVariant              *arguments)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0), gtk_named_action_new (action_name));

  if (arguments != NULL)
    gtk_shortcut_set_arguments (shortcut, arguments);
  gtk_shortcut_controller_add_shortcut (keys, shortcut);
}

/* Enter on a card while a move is shown confirms the move, as the
 * shortcuts window promises, rather than toggling the card (which would
 * take the move back): before the card's own key binding sees it. */
static gboolean
on_key_captured (CyCardYachtView       *self,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 GtkEventControllerKey *controller)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if ((keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter) ||
      (state & gtk_accelerator_get_default_mod_mask ()) != 0 ||
      !self->has_pending || !CY_IS_CARD_WIDGET (focus))
    return GDK_EVENT_PROPAGATE;

  return gtk_widget_activate_action (GTK_WIDGET (self), "card-yacht.confirm-move", NULL)
         ? GDK_EVENT_STOP : GDK_EVENT_PROPAGATE;
}

/* The keys act wherever the focus is in the window, as the window's own
 * keys do (a managed controller: the window runs it). */
void
_cy_card_yacht_view_init_moves (CyCardYachtView *self)
{
  GtkShortcutController *keys = GTK_SHORTCUT_CONTROLLER (gtk_shortcut_controller_new ());

  gtk_shortcut_controller_set_scope (keys, GTK_SHORTCUT_SCOPE_MANAGED);
  add_key (keys, GDK_KEY_k, "card-yacht.key-move", g_variant_new_string ("card-yacht.knock"));
  add_key (keys, GDK_KEY_d, "card-yacht.key-move", g_variant_new_string ("card-yacht.draw"));
  add_key (keys, GDK_KEY_e, "card-yacht.key-move", g_variant_new_string ("card-yacht.exchange"));
  add_key (keys, GDK_KEY_p, "card-yacht.key-move", g_variant_new_string ("card-yacht.pass"));
  add_key (keys, GDK_KEY_Return, "card-yacht.confirm-move", NULL);
  add_key (keys, GDK_KEY_KP_Enter, "card-yacht.confirm-move", NULL);
  add_key (keys, GDK_KEY_Escape, "card-yacht.cancel-move", NULL);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (keys));

  {
    GtkEventController *capture = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (capture, GTK_PHASE_CAPTURE);
    g_signal_connect_swapped (capture, "key-pressed", G_CALLBACK (on_key_captured), self);
    gtk_widget_add_controller (GTK_WIDGET (self), capture);
  }

  g_signal_connect_swapped (self->table, "selection-changed", G_CALLBACK (on_selection_changed), self);
  g_signal_connect_swapped (self->table, "cards-dropped", G_CALLBACK (on_cards_dropped), self);
}

void
_cy_card_yacht_view_finalize_moves (CyCardYachtView *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->move_refusal); i++)
    g_clear_pointer (&self->move_refusal[i], g_free);
}
