/* cy-window-actions.c: every command of the game window
 *
 * Each action turns a gesture or key into a request: a move (checked by
 * the engine's cy-move-request.c, which says why one is not allowed), a
 * score, or a step of the match. _cy_window_update_actions() only reads
 * what the match and the engine say and enables the actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-ai.h"
#include "cy-dice-ai.h"
#include "cy-error.h"
#include "cy-game-view.h"
#include "cy-set-aside-dialog.h"
#include "cy-sheet-export.h"
#include "cy-statistics-window.h"
#include "cy-toast.h"
#include "cy-window-private.h"

static const char * const move_action_names[CY_N_MOVE_ACTIONS] = {
  [CY_MOVE_ACTION_KNOCK] = "win.knock",
  [CY_MOVE_ACTION_DRAW] = "win.draw",
  [CY_MOVE_ACTION_EXCHANGE] = "win.exchange",
  [CY_MOVE_ACTION_PASS] = "win.pass",
};

static gboolean
seat_view (CyWindow   *self,
           CySeatView *view)
{
  if (!_cy_window_person_to_move (self))
    return FALSE;

  cy_game_get_seat_view (self->game, cy_game_get_to_move (self->game), view);
  return TRUE;
}

void
_cy_window_update_actions (CyWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  CyMatchState state = self->match ? cy_match_get_state (self->match) : CY_MATCH_STATE_WAITING;
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

  gtk_widget_action_set_enabled (widget, "win.hint", my_turn || (state == CY_MATCH_STATE_CHOOSING && self->game != NULL) ||
                                                     (self->dice_game != NULL && cy_game_view_can_hint (CY_GAME_VIEW (self->dice_table))) ||
                                                     _cy_window_shows_boat (self));
  gtk_widget_action_set_enabled (widget, "win.toggle-sheet", self->dice_game == NULL);
  gtk_widget_action_set_enabled (widget, "win.next-hand", state == CY_MATCH_STATE_HAND_OVER);
  /* Strict play (the match's, from the take-back preference) takes nothing back. */
  gtk_widget_action_set_enabled (widget, "win.undo", self->match != NULL && cy_match_get_can_undo (self->match));
  gtk_widget_action_set_enabled (widget, "win.confirm-move", my_turn && self->has_pending);
  gtk_widget_action_set_enabled (widget, "win.cancel-move", self->has_pending || my_turn);
  gtk_widget_action_set_enabled (widget, "win.hand-off-done", state == CY_MATCH_STATE_HAND_OFF);
  gtk_widget_action_set_enabled (widget, "win.deal", state == CY_MATCH_STATE_WAITING && self->game != NULL);
  /* A game set aside comes back as the saved game: only where this window saves. */
  gtk_widget_action_set_enabled (widget, "win.resume-set-aside", self->owns_save && !self->newer_save_kept);
  gtk_widget_action_set_enabled (widget, "win.set-aside-games", self->owns_save && !self->newer_save_kept);
}

void
_cy_window_dismiss_proposal (CyWindow *self)
{
  self->has_pending = FALSE;
  cy_table_view_dismiss_proposal (self->table);
}

void
_cy_window_play (CyWindow     *self,
                 const CyMove *move)
{
  g_autoptr(GError) error = NULL;
  CyGameAction action = { .move = *move };

  _cy_window_dismiss_proposal (self);

  if (!_cy_window_person_to_move (self))
    {
      _cy_window_toast (self, _("Wait for your turn"));
      return;
    }

  /* Clear the selection before the cards move, not after: a selected
   * card leaving its row mid-move would report a half-moved hand. */
  cy_table_view_clear_selection (self->table);
  if (!cy_match_play (self->match, cy_game_get_to_move (self->game), &action, &error))
    {
      _cy_window_report_error (self, error);
      return;
    }

  cy_table_view_set_hint (self->table, NULL);
}

/* A draw or an exchange is shown before it happens and waits for a
 * confirmation (Return, or the same key again): neither can be taken back. */
void
_cy_window_propose (CyWindow     *self,
                    const CyMove *move)
{
  g_autofree char *text = NULL;

  text = cy_move_request_describe (move, move->type == CY_MOVE_EXCHANGE
                                         ? _cy_window_player_name (self, move->opponent) : NULL);
  self->pending = *move;
  self->has_pending = TRUE;
  cy_table_view_propose (self->table, text, move->type == CY_MOVE_DRAW ? _("_Draw") : _("_Exchange"));
  _cy_window_update_actions (self);
}

void
_cy_window_on_cards_dropped (CyWindow         *self,
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
      _cy_window_toast (self, _("Wait for your turn"));
      return;
    }

  cy_table_view_get_selection (self->table, &selection);
  switch (cy_move_request_for_drop (&view, pick, onto, &selection, &move, &prompt, &error))
    {
    case CY_DROP_REFUSED:
      _cy_window_report_error (self, error);
      break;

    case CY_DROP_PLAY:
      _cy_window_play (self, &move);
      break;

    case CY_DROP_CONFIRM:
      _cy_window_propose (self, &move);
      break;

    case CY_DROP_PROMPT:
    default:
      cy_table_view_set_hint (self->table, prompt);
      break;
    }
}

static void
on_selection_changed (CyWindow *self)
{
  /* A hint or a "now select…" prompt is about the old selection. */
  if (!self->hinting)
    cy_table_view_set_hint (self->table, NULL);
  if (self->has_pending)
    _cy_window_dismiss_proposal (self);
  _cy_window_update_actions (self);
}

static void
move_action (CyWindow     *self,
             CyMoveAction  action)
{
  g_autoptr(GError) error = NULL;
  CySeatView view;
  CySelection selection;
  CyMove move;

  /* The same key again with the move shown confirms it. */
  if (self->has_pending &&
      ((action == CY_MOVE_ACTION_DRAW && self->pending.type == CY_MOVE_DRAW) ||
       (action == CY_MOVE_ACTION_EXCHANGE && self->pending.type == CY_MOVE_EXCHANGE)))
    {
      move = self->pending;
      _cy_window_play (self, &move);
      return;
    }

  if (!seat_view (self, &view))
    return;

  cy_table_view_get_selection (self->table, &selection);
  if (!cy_move_request_for_action (&view, action, &selection, &move, &error))
    {
      _cy_window_report_error (self, error);
      return;
    }

  if (action == CY_MOVE_ACTION_DRAW || action == CY_MOVE_ACTION_EXCHANGE)
    _cy_window_propose (self, &move);
  else
    _cy_window_play (self, &move);
}

static void
knock_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  move_action (CY_WINDOW (widget), CY_MOVE_ACTION_KNOCK);
}

static void
draw_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  move_action (CY_WINDOW (widget), CY_MOVE_ACTION_DRAW);
}

static void
exchange_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  move_action (CY_WINDOW (widget), CY_MOVE_ACTION_EXCHANGE);
}

static void
pass_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  move_action (CY_WINDOW (widget), CY_MOVE_ACTION_PASS);
}

/* K, D, E and P: the move if it is allowed, the shown move confirmed by
 * its own key again; if not allowed, why not, with a bell, not silence. */
static void
key_move_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  const char *name = g_variant_get_string (parameter, NULL);

  for (guint i = 0; i < CY_N_MOVE_ACTIONS; i++)
    if (g_str_equal (name, move_action_names[i]))
      {
        gboolean confirms = self->has_pending &&
                            ((i == CY_MOVE_ACTION_DRAW && self->pending.type == CY_MOVE_DRAW) ||
                             (i == CY_MOVE_ACTION_EXCHANGE && self->pending.type == CY_MOVE_EXCHANGE));

        if (self->move_enabled[i] || confirms)
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
  CyWindow *self = CY_WINDOW (widget);
  CyMove move = self->pending;

  if (self->has_pending)
    _cy_window_play (self, &move);
}

static void
cancel_move_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);

  _cy_window_dismiss_proposal (self);
  cy_table_view_clear_selection (self->table);
  _cy_window_update_actions (self);
}

/* The move the hard player would make, shown on the table with its reason;
 * when choosing a category, the category it would choose. The generator is
 * fresh: a hint does not change what the computer players will do. */
static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autofree char *reason = NULL;
  const char *names[CY_MAX_PLAYERS + 1] = { NULL };
  CyRandom rng;
  CySeatView view;
  CyMove move;

  if (self->match == NULL)
    return;

  if (self->dice_game != NULL)
    {
      cy_game_view_hint (CY_GAME_VIEW (self->dice_table));
      return;
    }
  if (_cy_window_shows_boat (self))
    {
      cy_game_view_hint (CY_GAME_VIEW (self->boat_table));
      return;
    }

  cy_random_init (&rng, ((guint64) g_random_int () << 32) | g_random_int (), 1);
  if (cy_match_get_state (self->match) == CY_MATCH_STATE_CHOOSING)
    {
      cy_game_get_seat_view (self->game, (guint) cy_match_get_acting_seat (self->match), &view);
      cy_ai_hint_category (&view, &rng, &reason);
      cy_table_view_set_hint (self->table, reason);
      return;
    }

  if (!seat_view (self, &view))
    return;

  for (guint p = 0; p < cy_game_get_n_players (self->game); p++)
    names[p] = _cy_window_player_name (self, p);
  cy_ai_hint (&view, names, &rng, &move, &reason);

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
}

static void
next_hand_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  /* As in _cy_window_play(): no selection-changed while the hands are dealt. */
  cy_table_view_clear_selection (self->table);
  if (!cy_match_next_hand (self->match, &error))
    _cy_window_report_error (self, error);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->match != NULL && !cy_match_undo (self->match, &error))
    _cy_window_report_error (self, error);
}

static void
score_category_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  guint seat, category;

  g_variant_get (parameter, "(uu)", &seat, &category);
  if (self->match == NULL || self->game == NULL)
    return;

  {
    CyGameAction action = { .score = TRUE, .category = (CyCategory) category };

    if (!cy_match_play (self->match, seat, &action, &error))
      _cy_window_report_error (self, error);
  }
}

/* Leaving the seat draw: the match starts; in a hot-seat game its first
 * step is the hand-off screen. */
static void
deal_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);

  if (self->match == NULL)
    return;

  _cy_window_attach_views (self);
  gtk_stack_set_visible_child_name (self->stack, "table");
  cy_match_start (self->match);
}

static void
hand_off_done_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);

  if (self->match != NULL)
    cy_match_hand_off_done (self->match);
}

static void
resume_set_aside_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  _cy_window_resume_set_aside (CY_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

static void
set_aside_games_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  gtk_window_present (GTK_WINDOW (cy_set_aside_dialog_new (GTK_WINDOW (widget))));
}

static void
save_record_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  _cy_window_save_record (CY_WINDOW (widget));
}

static void
open_record_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  _cy_window_open_record (CY_WINDOW (widget));
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  cy_window_show_new_game (CY_WINDOW (widget));
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autofree char *blank = g_settings_get_string (self->settings, "game");

  /* Without a game (the welcome screen), a blank sheet of the game last
   * chosen, to play with real cards or dice. */
  cy_sheet_export_print (GTK_WINDOW (self), self->match ? G_OBJECT (cy_match_get_game (self->match)) : NULL, blank);
}

static void
on_sheet_exported (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  CyWindow *self = CY_WINDOW (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = cy_sheet_export_save_finish (result, &error);

  if (file != NULL)
    {
      g_autofree char *path = g_file_get_path (file);

      cy_window_add_toast (self, cy_toast_new_for_new_file (_("Score sheet exported"), path));
    }
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Export the Score Sheet"),
                                                  error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autofree char *blank = g_settings_get_string (self->settings, "game");

  cy_sheet_export_save (GTK_WINDOW (self), self->match ? G_OBJECT (cy_match_get_game (self->match)) : NULL,
                        blank, on_sheet_exported, NULL);
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  CyStatisticsWindow *statistics = cy_statistics_window_new (GTK_WINDOW (widget));

  /* Open on the game shown; Yacht's statistics are per rule set. */
  if (self->dice_game != NULL)
    cy_statistics_window_set_game (statistics, cy_dice_rules_get_key (cy_dice_game_get_rules (self->dice_game)));
  else if (self->match != NULL)
    cy_statistics_window_set_game (statistics, cy_match_game_get_game_id (cy_match_get_game (self->match)));
  gtk_window_present (GTK_WINDOW (statistics));
}

/* Built when asked for, not with the window (as GtkApplication would do
 * with gtk/help-overlay.ui): it is a large tree nobody needs at start-up. */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/cy-shortcuts-window.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  /* Open on the keys of the game shown. */
  if (CY_WINDOW (widget)->dice_game != NULL)
    g_object_set (shortcuts, "section-name", "yacht", NULL);
  else if (_cy_window_shows_boat (CY_WINDOW (widget)))
    g_object_set (shortcuts, "section-name", "boat", NULL);
  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_present (shortcuts);
}

static void
toggle_sheet_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);

  /* F9 shows or hides Boat's score pad where Boat is played, wherever the focus is. */
  if (_cy_window_shows_boat (self))
    {
      cy_game_view_toggle_sheet (CY_GAME_VIEW (self->boat_table));
      return;
    }
  gtk_toggle_button_set_active (self->sheet_toggle, !gtk_toggle_button_get_active (self->sheet_toggle));
}

void
_cy_window_class_actions_init (CyWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.save-record", NULL, save_record_action);
  gtk_widget_class_install_action (widget_class, "win.open-record", NULL, open_record_action);
  gtk_widget_class_install_action (widget_class, "win.resume-set-aside", "s", resume_set_aside_action);
  gtk_widget_class_install_action (widget_class, "win.set-aside-games", NULL, set_aside_games_action);
  gtk_widget_class_install_action (widget_class, "win.knock", NULL, knock_action);
  gtk_widget_class_install_action (widget_class, "win.draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "win.exchange", NULL, exchange_action);
  gtk_widget_class_install_action (widget_class, "win.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.confirm-move", NULL, confirm_move_action);
  gtk_widget_class_install_action (widget_class, "win.cancel-move", NULL, cancel_move_action);
  gtk_widget_class_install_action (widget_class, "win.next-hand", NULL, next_hand_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.deal", NULL, deal_action);
  gtk_widget_class_install_action (widget_class, "win.hand-off-done", NULL, hand_off_done_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-sheet", NULL, toggle_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "game.score-category", "(uu)", score_category_action);
  gtk_widget_class_install_action (widget_class, "win.key-move", "s", key_move_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK, "win.show-help-overlay", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.show-help-overlay", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open-record", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_k, 0, "win.key-move", "s", "win.knock");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, 0, "win.key-move", "s", "win.draw");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, 0, "win.key-move", "s", "win.exchange");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "win.key-move", "s", "win.pass");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "win.next-hand", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "win.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "win.confirm-move", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "win.confirm-move", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.cancel-move", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.toggle-sheet", NULL);
}

/* Called from the window's init, once the table exists. */
void
_cy_window_actions_init (CyWindow *self)
{
  g_signal_connect_swapped (self->table, "selection-changed", G_CALLBACK (on_selection_changed), self);
}
