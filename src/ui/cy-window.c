/* cy-window.c: the game window shows a match
 *
 * The match (CyMatch, in the engine) runs the game: whose turn, computer
 * players, the hand-off between people, undo, autosave. The window follows
 * it through signal groups and shows what it says; gestures and keys go
 * through the actions in cy-window-actions.c as move requests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-accessible-names.h"
#include "cy-engine-enums.h"
#include "cy-frame-timer.h"
#include "cy-keyboard-cursor.h"
#include "cy-game-ui.h"
#include "cy-game-view.h"
#include "cy-games-ui.h"
#include "cy-save-file.h"
#include "cy-toast.h"
#include "cy-toast-room.h"
#include "cy-welcome-page.h"
#include "cy-window-private.h"

G_DEFINE_FINAL_TYPE (CyWindow, cy_window, ADW_TYPE_APPLICATION_WINDOW)

/* Toasts show plain text: an error may hold "<" or "&". */
void
_cy_window_toast (CyWindow   *self,
                  const char *text)
{
  AdwToast *toast = cy_toast_new_literal (text);

  adw_toast_set_timeout (toast, 5);
  cy_window_add_toast (self, toast);
}

/* What the player must read stays until dismissed. */
void
_cy_window_add_standing_toast (CyWindow *self,
                               AdwToast *toast)
{
  adw_toast_set_timeout (toast, 0);
  cy_window_add_toast (self, toast);
}

/**
 * cy_window_add_toast:
 * @self: a window
 * @toast: (transfer full): a toast
 *
 * Shows @toast over the bottom of the window, where the table keeps the
 * strip a toast takes free as long as one is up or waiting
 * (cy_toast_overlay_add()).
 */
void
cy_window_add_toast (CyWindow *self,
                     AdwToast *toast)
{
  g_return_if_fail (CY_IS_WINDOW (self));

  cy_toast_overlay_add (self->toast_overlay, toast);
}

void
_cy_window_report_error (CyWindow     *self,
                         const GError *error)
{
  CyGameView *view = _cy_window_get_view (self);

  _cy_window_toast (self, error->message);
  if (view != NULL)
    cy_game_view_set_hint_text (view, error->message);
}

const char *
_cy_window_player_name (CyWindow *self,
                        guint     seat)
{
  return cy_player_get_name (cy_match_game_get_player (cy_match_get_game (self->match), seat));
}

void
cy_window_set_ai_seed (CyWindow *self,
                       guint64   seed)
{
  g_return_if_fail (CY_IS_WINDOW (self));

  self->ai_seeded = TRUE;
  self->ai_seed = seed;
  self->n_ai_seeds = 0;
}

/* Never from a game's deal number or dice seed: a computer player cannot
 * work back to the cards from its own numbers. */
guint64
_cy_window_next_ai_seed (CyWindow *self)
{
  if (self->ai_seeded)
    return cy_match_derive_seed (self->ai_seed, self->n_ai_seeds++, "ai");

  return ((guint64) g_random_int () << 32) | g_random_int ();
}

CyGameView *
_cy_window_get_view (CyWindow *self)
{
  return self->match != NULL ? self->view : NULL;
}

/* The page that shows the game: its view. */
void
_cy_window_show_game_page (CyWindow *self)
{
  if (self->view != NULL)
    gtk_stack_set_visible_child (self->stack, GTK_WIDGET (self->view));
}

/* The view of @game_id's games: made the first time one is shown, so that
 * the window loads only the game it shows. */
static CyGameView *
ensure_view (CyWindow   *self,
             const char *game_id)
{
  GtkWidget *page = gtk_stack_get_child_by_name (self->stack, game_id);
  CyGameView *view;

  if (page != NULL)
    return CY_GAME_VIEW (page);

  view = cy_game_ui_new_view (cy_game_ui_lookup (game_id), self->cache);
  g_return_val_if_fail (view != NULL, NULL);
  gtk_stack_add_named (self->stack, GTK_WIDGET (view), game_id);
  cy_accessible_fix_names (GTK_WIDGET (self->stack));
  /* What the view tells the window (its hint, Take Back) may have changed. */
  g_signal_connect_object (view, "changed", G_CALLBACK (_cy_window_update_actions), self, G_CONNECT_SWAPPED);
  return view;
}

gboolean
cy_window_has_game_in_progress (CyWindow *self)
{
  g_return_val_if_fail (CY_IS_WINDOW (self), FALSE);

  return self->match != NULL && cy_match_get_state (self->match) != CY_MATCH_STATE_GAME_OVER;
}

static void
show_hand_off (CyWindow *self,
               guint     seat)
{
  const char *name = _cy_window_player_name (self, seat);
  g_autofree char *title = g_strdup_printf (_("Hand the Screen to %s"), name);
  g_autofree char *button = NULL;
  g_autofree char *description = NULL;

  cy_game_view_describe_hand_off (self->view, name, &button, &description);
  adw_status_page_set_title (self->hand_off_page, title);
  adw_status_page_set_description (self->hand_off_page, description);
  gtk_button_set_label (self->hand_off_button, button);
  gtk_stack_set_visible_child_name (self->stack, "hand-off");
  gtk_widget_grab_focus (GTK_WIDGET (self->hand_off_button));
}


static void
on_state_changed (CyWindow *self)
{
  CyMatchState state = cy_match_get_state (self->match);
  int seat = cy_match_get_acting_seat (self->match);

  if (state == CY_MATCH_STATE_WAITING)
    return;

  if (state == CY_MATCH_STATE_HAND_OFF)
    {
      show_hand_off (self, (guint) seat);
      _cy_window_update_actions (self);
      return;
    }

  /* Each game's view follows the match itself: its status line, its moves. */
  _cy_window_show_game_page (self);
  if (state == CY_MATCH_STATE_GAME_OVER)
    _cy_window_show_game_over (self);
  _cy_window_update_actions (self);
}

/* Once, and until dismissed: the player must know their moves are no
 * longer kept. The match keeps trying after every move. */
static void
on_save_error_changed (CyWindow *self)
{
  const GError *error = cy_match_get_save_error (self->match);

  if (error == NULL)
    {
      if (self->save_toast != NULL)
        adw_toast_dismiss (self->save_toast);
      return;
    }

  if (self->save_toast == NULL)
    {
      g_autofree char *text = cy_match_get_state (self->match) == CY_MATCH_STATE_GAME_OVER
        ? g_strdup (error->message)
        : g_strdup_printf (_("The game could not be saved: %s. Card Yacht keeps trying after every move."),
                           error->message);

      self->save_toast = cy_toast_new_literal (text);
      g_object_add_weak_pointer (G_OBJECT (self->save_toast), (gpointer *) &self->save_toast);
      _cy_window_add_standing_toast (self, self->save_toast);
    }
}

/* A result that could not be recorded (or is kept for the next start) is
 * told in a notice of its own, which stays until dismissed: a save's error
 * or its end must not hide it. */
static void
on_result_error_changed (CyWindow *self)
{
  const GError *error = cy_match_get_result_error (self->match);

  if (error != NULL)
    _cy_window_add_standing_toast (self, cy_toast_new_literal (error->message));
}

void
_cy_window_set_match (CyWindow *self,
                      CyMatch  *match)
{
  g_autofree char *subtitle = NULL;
  const char *title;
  CyGameView *view;

  if (self->match != NULL)
    {
      g_autoptr(GError) error = NULL;

      cy_match_stop (self->match);
      if (!cy_match_flush (self->match, &error))
        g_message ("Could not save the game: %s", error->message);
    }

  g_set_object (&self->match, match);
  _cy_window_record_attach (self);
  g_signal_group_set_target (self->match_signals, match);

  cy_match_set_pace (match, (CyMatchPace) CLAMP (g_settings_get_enum (self->settings, "computer-speed"),
                                                 CY_MATCH_PACE_SLOW, CY_MATCH_PACE_FAST));
  cy_match_set_strict (match, !g_settings_get_boolean (self->settings, "take-back"));
  cy_match_set_records_statistics (match, TRUE);
  if (self->owns_save && !self->newer_save_kept)
    {
      g_autofree char *path = cy_save_file_get_path ();
      g_autoptr(GFile) file = g_file_new_for_path (path);

      cy_match_set_save_file (match, file);
    }

  /* The view shown is given its match only now, once the save and the
   * pace are set: it may act on it at once. Another shows nothing. */
  view = ensure_view (self, cy_match_game_get_game_id (cy_match_get_game (match)));
  if (self->view != NULL && self->view != view)
    cy_game_view_set_match (self->view, NULL);
  self->view = view;
  cy_game_view_set_match (view, match);

  /* The sheet beside the table, where a game has one that folds away. */
  g_clear_pointer (&self->sheet_binding, g_binding_unbind);
  if (g_object_class_find_property (G_OBJECT_GET_CLASS (view), "sheet-shown") != NULL)
    self->sheet_binding = g_object_bind_property (view, "sheet-shown", self->sheet_toggle, "active",
                                                  G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);

  /* The title names the game being played, as a document's name would. */
  title = cy_game_view_get_title (view);
  subtitle = cy_game_view_dup_subtitle (view);
  /* Only a view whose sheet folds away (a "sheet-shown" property)
   * has the toggle; others keep their sheet on the table or a pad. */
  gtk_widget_set_visible (GTK_WIDGET (self->sheet_toggle), self->sheet_binding != NULL);
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_window_set_title (GTK_WINDOW (self), title);
}


CyMatch *
cy_window_get_match (CyWindow *self)
{
  g_return_val_if_fail (CY_IS_WINDOW (self), NULL);

  return self->match;
}

CyGameView *
cy_window_get_view (CyWindow *self)
{
  g_return_val_if_fail (CY_IS_WINDOW (self), NULL);

  return _cy_window_get_view (self);
}


static void
load_card_theme (CyWindow *self)
{
  g_autofree char *path = g_settings_get_string (self->settings, "card-theme");
  gboolean four_colour = g_settings_get_boolean (self->settings, "four-colour-deck");
  g_autoptr(CyCardTheme) theme = NULL;

  if (path[0] != '\0')
    {
      g_autoptr(GError) error = NULL;

      theme = cy_card_theme_new_from_file (path, &error);
      if (theme == NULL)
        {
          g_autofree char *text = g_strdup_printf (_("The card theme could not be used (%s); showing the built-in deck"),
                                                   error->message);
          _cy_window_toast (self, text);
        }
    }

  /* Settings may still change between dispose and finalize. */
  if (self->cache == NULL)
    return;
  /* The cache starts with the built-in deck (preloaded in a thread): do
   * not parse it a second time. */
  if (theme == NULL && cy_card_theme_is_built_in (cy_card_cache_get_theme (self->cache), four_colour))
    return;
  if (theme == NULL)
    theme = cy_card_theme_new_default (four_colour);

  cy_card_cache_set_theme (self->cache, theme);
}

static void
on_speed_changed (CyWindow *self)
{
  if (self->match != NULL)
    cy_match_set_pace (self->match, (CyMatchPace) CLAMP (g_settings_get_enum (self->settings, "computer-speed"),
                                                         CY_MATCH_PACE_SLOW, CY_MATCH_PACE_FAST));
}

/* Strict play (the take-back preference off) is the match's to enforce. */
static void
on_take_back_changed (CyWindow *self)
{
  if (self->match != NULL)
    cy_match_set_strict (self->match, !g_settings_get_boolean (self->settings, "take-back"));
}

static void
on_sheet_toggled (CyWindow *self)
{
  gboolean shown = gtk_toggle_button_get_active (self->sheet_toggle);
  const char *label = shown ? _("Hide Score Sheet") : _("Show Score Sheet");
  g_autofree char *tooltip = g_strdup_printf ("%s (F9)", label);

  gtk_widget_set_tooltip_text (GTK_WIDGET (self->sheet_toggle), tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->sheet_toggle),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
on_quit_response (AdwMessageDialog *dialog,
                  const char       *response,
                  CyWindow         *self)
{
  if (g_strcmp0 (response, "quit") == 0)
    {
      self->quit_confirmed = TRUE;
      gtk_window_close (GTK_WINDOW (self));
    }
}

/* A game in progress is saved and comes back at the next start: closing
 * asks nothing. Only a game that cannot be kept asks first. */
static gboolean
ask_before_losing_game (CyWindow *self)
{
  GtkWidget *dialog;
  gboolean kept;

  if (self->quit_confirmed || !cy_window_has_game_in_progress (self))
    return FALSE;

  kept = self->owns_save && !self->newer_save_kept && cy_match_get_save_error (self->match) == NULL;
  if (kept)
    return FALSE;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Quit and Lose This Game?"),
                                   _("This game cannot be saved, so it cannot be resumed later."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Keep Playing"),
                                    "quit", _("_Quit"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "quit", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_quit_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* The size is remembered once, when the window closes, not every frame;
 * the game is written now rather than when the main loop is next idle. */
static gboolean
cy_window_close_request (GtkWindow *window)
{
  CyWindow *self = CY_WINDOW (window);
  int width, height;

  if (ask_before_losing_game (self))
    return TRUE;

  if (self->match != NULL)
    {
      g_autoptr(GError) error = NULL;

      cy_match_stop (self->match);
      if (!cy_match_flush (self->match, &error))
        g_message ("Could not save the game: %s", error->message);
    }

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  if (!gtk_window_is_maximized (window))
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }

  return GTK_WINDOW_CLASS (cy_window_parent_class)->close_request (window);
}

static void
cy_window_dispose (GObject *object)
{
  CyWindow *self = CY_WINDOW (object);

  if (self->match != NULL)
    {
      cy_match_stop (self->match);
      /* The match may outlive the window: it no longer asks it for the record. */
      cy_match_set_attachment_func (self->match, NULL, NULL, NULL);
    }
  /* The views go with the window: what they say no longer concerns it. */
  for (GtkWidget *page = self->stack != NULL ? gtk_widget_get_first_child (GTK_WIDGET (self->stack)) : NULL;
       page != NULL; page = gtk_widget_get_next_sibling (page))
    g_signal_handlers_disconnect_by_data (page, self);
  g_clear_pointer (&self->sheet_binding, g_binding_unbind);
  self->view = NULL;
  /* The writers hold the game: a window that kept them leaked both. */
  g_clear_object (&self->record_writer);
  g_clear_object (&self->pending_writer);
  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (cy_window_parent_class)->dispose (object);
}

static void
cy_window_finalize (GObject *object)
{
  CyWindow *self = CY_WINDOW (object);

  g_clear_object (&self->match_signals);
  g_clear_object (&self->settings);
  g_clear_error (&self->lock_error);

  G_OBJECT_CLASS (cy_window_parent_class)->finalize (object);
}

static void
cy_window_class_init (CyWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_window_dispose;
  object_class->finalize = cy_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = cy_window_close_request;

  g_type_ensure (CY_TYPE_CARD_CACHE);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CyWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, sheet_toggle);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, hand_off_page);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, hand_off_button);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, cache);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, undo_button);
  gtk_widget_class_bind_template_callback (widget_class, on_sheet_toggled);

  _cy_window_class_actions_init (klass);

  /* What the window shows, it can save and resume, and record. */
  cy_games_ui_register ();
  g_type_ensure (CY_TYPE_WELCOME_PAGE);
  g_type_ensure (CY_TYPE_TOAST_ROOM);
}

static void
cy_window_init (CyWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  cy_accessible_fix_names (GTK_WIDGET (self));
  cy_frame_timer_attach (GTK_WINDOW (self));
  cy_keyboard_cursor_attach (GTK_WINDOW (self));

  self->settings = g_settings_new (APP_ID);
  self->owns_save = cy_save_file_try_lock (&self->lock_error);
  load_card_theme (self);
  g_signal_connect_swapped (self->settings, "changed::card-theme", G_CALLBACK (load_card_theme), self);
  g_signal_connect_swapped (self->settings, "changed::four-colour-deck", G_CALLBACK (load_card_theme), self);
  g_signal_connect_swapped (self->settings, "changed::computer-speed", G_CALLBACK (on_speed_changed), self);
  g_signal_connect_swapped (self->settings, "changed::take-back", G_CALLBACK (on_take_back_changed), self);


  self->match_signals = g_signal_group_new (CY_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "notify::state", G_CALLBACK (on_state_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::can-undo", G_CALLBACK (_cy_window_update_actions), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::save-error", G_CALLBACK (on_save_error_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::result-error", G_CALLBACK (on_result_error_changed), self);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               MAX (g_settings_get_int (self->settings, "window-width"), 360),
                               MAX (g_settings_get_int (self->settings, "window-height"), 360));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  _cy_window_update_actions (self);
}

CyWindow *
cy_window_new (GtkApplication *application)
{
  return g_object_new (CY_TYPE_WINDOW, "application", application, NULL);
}
