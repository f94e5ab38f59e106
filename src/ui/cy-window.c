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

#include "cy-engine-enums.h"
#include "cy-error.h"
#include "cy-frame-timer.h"
#include "cy-new-game-dialog.h"
#include "cy-save-file.h"
#include "cy-window-private.h"

G_DEFINE_FINAL_TYPE (CyWindow, cy_window, ADW_TYPE_APPLICATION_WINDOW)

/* Toasts show plain text: an error may hold "<" or "&". */
void
_cy_window_toast (CyWindow   *self,
                  const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_timeout (toast, 5);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
cy_window_add_toast (CyWindow *self,
                     AdwToast *toast)
{
  g_return_if_fail (CY_IS_WINDOW (self));

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
_cy_window_report_error (CyWindow     *self,
                         const GError *error)
{
  _cy_window_toast (self, error->message);
  cy_table_view_set_hint (self->table, error->message);
}

const char *
_cy_window_player_name (CyWindow *self,
                        guint     seat)
{
  return cy_player_get_name (cy_game_get_player (self->game, seat));
}

gboolean
_cy_window_person_to_move (CyWindow *self)
{
  return self->match != NULL &&
         cy_match_get_state (self->match) == CY_MATCH_STATE_HUMAN_TO_MOVE &&
         cy_match_get_viewer (self->match) == (int) cy_game_get_to_move (self->game);
}

gboolean
cy_window_has_game_in_progress (CyWindow *self)
{
  g_return_val_if_fail (CY_IS_WINDOW (self), FALSE);

  return self->match != NULL && cy_match_get_state (self->match) != CY_MATCH_STATE_GAME_OVER;
}

/* The table and the score sheet are built for a game when they are first
 * shown, not while the seat draw is on screen: a new game's first frame
 * comes sooner. */
void
_cy_window_attach_views (CyWindow *self)
{
  if (self->views_attached || self->game == NULL)
    return;

  self->views_attached = TRUE;
  cy_table_view_set_game (self->table, self->game);
  cy_table_view_set_viewer (self->table, cy_match_get_viewer (self->match));
  cy_score_sheet_set_game (self->sheet, self->game);
}

static void
show_hand_off (CyWindow *self,
               guint     seat)
{
  const char *name = _cy_window_player_name (self, seat);
  g_autofree char *title = g_strdup_printf (_("Hand the Screen to %s"), name);
  /* An underscore in a name must not become the button's mnemonic. */
  g_auto(GStrv) parts = g_strsplit (name, "_", -1);
  g_autofree char *escaped = g_strjoinv ("__", parts);
  g_autofree char *button = g_strdup_printf (_("_Show %s’s Hand"), escaped);

  adw_status_page_set_title (self->hand_off_page, title);
  adw_status_page_set_description (self->hand_off_page, _("The other players look away while the cards are shown"));
  gtk_button_set_label (self->hand_off_button, button);
  gtk_stack_set_visible_child_name (self->stack, "hand-off");
  gtk_widget_grab_focus (GTK_WIDGET (self->hand_off_button));
}

static void show_game_over (CyWindow *self);

static void
on_state_changed (CyWindow *self)
{
  CyMatchState state = cy_match_get_state (self->match);
  int seat = cy_match_get_acting_seat (self->match);
  g_autofree char *text = NULL;

  if (state == CY_MATCH_STATE_WAITING)
    return;

  if (state == CY_MATCH_STATE_HAND_OFF)
    {
      show_hand_off (self, (guint) seat);
      _cy_window_update_actions (self);
      return;
    }

  _cy_window_attach_views (self);
  gtk_stack_set_visible_child_name (self->stack, "table");
  cy_score_sheet_set_chooser (self->sheet, state == CY_MATCH_STATE_CHOOSING ? seat : -1);

  switch (state)
    {
    case CY_MATCH_STATE_HUMAN_TO_MOVE:
      {
        CySeatView view;

        cy_game_get_seat_view (self->game, (guint) seat, &view);
        text = cy_move_request_turn_prompt (&view, _cy_window_player_name (self, (guint) seat));
        cy_table_view_focus_hand (self->table);
      }
      break;

    case CY_MATCH_STATE_COMPUTER_THINKING:
      text = g_strdup_printf (_("%s is thinking…"), _cy_window_player_name (self, (guint) seat));
      break;

    case CY_MATCH_STATE_CHOOSING:
      text = g_strdup_printf (_("%s: choose a category on the score sheet for this hand"),
                              _cy_window_player_name (self, (guint) seat));
      gtk_toggle_button_set_active (self->sheet_toggle, TRUE);
      break;

    case CY_MATCH_STATE_HAND_OVER:
      text = g_strdup (cy_game_get_round (self->game) >= CY_N_ROUNDS
                       ? _("All hands are scored: finish the game to see who won")
                       : _("Every player has scored: deal the next hand when ready"));
      break;

    case CY_MATCH_STATE_GAME_OVER:
      show_game_over (self);
      break;

    case CY_MATCH_STATE_WAITING:
    case CY_MATCH_STATE_HAND_OFF:
    default:
      break;
    }

  /* The status line has the "status" role: screen readers hear it change. */
  if (text != NULL)
    cy_table_view_set_status (self->table, text);
  _cy_window_update_actions (self);
}

static void
on_viewer_changed (CyWindow *self)
{
  if (self->views_attached)
    cy_table_view_set_viewer (self->table, cy_match_get_viewer (self->match));
}

/* The table shows the log itself (cy_table_view_set_log_source()); a
 * hint is about the moment before. */
static void
on_logged (CyWindow   *self,
           const char *text)
{
  cy_table_view_set_hint (self->table, NULL);
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
      g_autofree char *text = g_strdup_printf (_("The game could not be saved: %s. Card Yacht keeps trying after every move."),
                                               error->message);
      g_autofree char *escaped = g_markup_escape_text (text, -1);

      self->save_toast = adw_toast_new (escaped);
      adw_toast_set_timeout (self->save_toast, 0);
      g_object_add_weak_pointer (G_OBJECT (self->save_toast), (gpointer *) &self->save_toast);
      adw_toast_overlay_add_toast (self->toast_overlay, self->save_toast);
    }
}

static void
on_game_acted (CyWindow *self)
{
  cy_table_view_refresh (self->table);
  _cy_window_update_actions (self);
}

static void
set_match (CyWindow *self,
           CyMatch  *match)
{
  g_autofree char *subtitle = NULL;

  if (self->match != NULL)
    {
      g_autoptr(GError) error = NULL;

      cy_match_stop (self->match);
      if (!cy_match_flush (self->match, &error))
        g_warning ("Could not save the game: %s", error->message);
    }

  g_set_object (&self->match, match);
  g_set_object (&self->game, CY_GAME (cy_match_get_game (match)));
  g_signal_group_set_target (self->match_signals, match);
  g_signal_group_set_target (self->game_signals, self->game);
  self->views_attached = FALSE;
  self->has_pending = FALSE;
  cy_table_view_set_hint (self->table, NULL);
  cy_table_view_dismiss_proposal (self->table);

  cy_match_set_pace (match, (CyMatchPace) CLAMP (g_settings_get_enum (self->settings, "computer-speed"),
                                                 CY_MATCH_PACE_SLOW, CY_MATCH_PACE_FAST));
  cy_match_set_records_statistics (match, TRUE);
  if (self->owns_save && !self->newer_save_kept)
    {
      g_autofree char *path = cy_save_file_get_path ();
      g_autoptr(GFile) file = g_file_new_for_path (path);

      cy_match_set_save_file (match, file);
    }

  /* The log comes back with a resumed game. */
  cy_table_view_set_log_source (self->table, match);

  /* Translators: the window's subtitle; a deal number replays all twelve deals */
  subtitle = g_strdup_printf (_("Deal %" G_GUINT64_FORMAT), cy_game_get_deal_number (self->game));
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

void
cy_window_start_game (CyWindow  *self,
                      GPtrArray *players,
                      guint64    deal_number)
{
  g_autoptr(CyGame) game = NULL;
  g_autoptr(CyMatch) match = NULL;
  CyRuleOptions options;

  g_return_if_fail (CY_IS_WINDOW (self));
  g_return_if_fail (players->len >= CY_MIN_PLAYERS && players->len <= CY_MAX_PLAYERS);

  cy_rule_options_init_default (&options);
  options.stock_rule = g_settings_get_enum (self->settings, "stock-rule");
  options.turn_limit = CLAMP (g_settings_get_uint (self->settings, "turn-limit"), CY_MIN_TURN_LIMIT, CY_MAX_TURN_LIMIT);

  game = cy_game_new ((CyPlayer * const *) players->pdata, players->len, &options, deal_number);
  cy_game_start (game, NULL);
  /* The computer players' numbers come from their own seed, never from the
   * deal number: a player cannot work back to the deck from them. */
  match = cy_match_new (CY_MATCH_GAME (game), ((guint64) g_random_int () << 32) | g_random_int ());
  set_match (self, match);

  gtk_stack_set_visible_child_name (self->stack, "seat-draw");
  cy_seat_draw_show (self->seat_draw, self->cache, game);
  _cy_window_update_actions (self);
}

/* Ends what this window shows, its save written first. */
static void
drop_match (CyWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->match == NULL)
    return;

  cy_match_stop (self->match);
  if (!cy_match_flush (self->match, &error))
    g_warning ("Could not save the game: %s", error->message);
  g_signal_group_set_target (self->match_signals, NULL);
  g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->match);
  g_clear_object (&self->game);
}

static void
start_quick_game (CyWindow  *self,
                  GPtrArray *players,
                  guint64    deal_number)
{
  g_autoptr(GError) error = NULL;

  drop_match (self);

  /* The game in progress is set aside, not replaced: it can come back. */
  if (self->owns_save && !self->newer_save_kept)
    {
      if (cy_save_file_set_aside (&error))
        {
          AdwToast *toast = adw_toast_new (_("Your game in progress was set aside for this one"));

          adw_toast_set_timeout (toast, 0);
          adw_toast_set_button_label (toast, _("_Resume It"));
          adw_toast_set_action_name (toast, "win.resume-set-aside");
          adw_toast_overlay_add_toast (self->toast_overlay, toast);
        }
      else if (error != NULL)
        {
          g_autofree char *text = g_strdup_printf (_("The game in progress could not be set aside (%s); it is kept, and this game is not saved"),
                                                   error->message);

          _cy_window_toast (self, text);
          self->newer_save_kept = TRUE;
        }
    }

  cy_window_start_game (self, players, deal_number);
}

static void
on_quick_game_response (AdwMessageDialog *dialog,
                        const char       *response,
                        CyWindow         *self)
{
  GPtrArray *players = g_object_get_data (G_OBJECT (dialog), "players");
  guint64 *deal = g_object_get_data (G_OBJECT (dialog), "deal");

  if (g_strcmp0 (response, "new") == 0)
    start_quick_game (self, players, *deal);
}

/* A game asked for on the command line (--players): one in progress in
 * this window is not ended without asking, and its save is set aside. */
void
cy_window_start_quick_game (CyWindow  *self,
                            GPtrArray *players,
                            guint64    deal_number)
{
  GtkWidget *dialog;

  g_return_if_fail (CY_IS_WINDOW (self));

  if (!cy_window_has_game_in_progress (self))
    {
      start_quick_game (self, players, deal_number);
      return;
    }

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Start the New Game?"),
                                   _("A new game was asked for. The game in progress is set aside and can be resumed."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Keep Playing"),
                                    "new", _("_Start"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "new");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "players", g_ptr_array_ref (players), (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data_full (G_OBJECT (dialog), "deal", g_memdup2 (&deal_number, sizeof deal_number), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (on_quick_game_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The game set aside comes back; the one shown now goes aside instead. */
void
_cy_window_resume_set_aside (CyWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!cy_save_file_has_set_aside ())
    return;

  drop_match (self);
  if (!cy_save_file_swap_set_aside (&error))
    {
      _cy_window_report_error (self, error);
      return;
    }
  cy_window_resume (self);
}

/* Resumes the saved game, if there is one. A save that cannot be read is
 * set aside, and the player told where it went. */
gboolean
cy_window_resume (CyWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CyMatch) match = NULL;
  g_autofree char *moved_to = NULL;

  g_return_val_if_fail (CY_IS_WINDOW (self), FALSE);

  if (!self->owns_save)
    {
      _cy_window_toast (self, _("Card Yacht is already open: this game will not be saved"));
      return FALSE;
    }

  match = cy_save_file_read (&moved_to, &error);
  if (match == NULL)
    {
      if (g_error_matches (error, CY_ERROR, CY_ERROR_VERSION))
        {
          g_autofree char *text = g_strdup_printf (_("The saved game was saved by a newer version of Card Yacht; it is kept as it is, and games played here are not saved. (%s)"),
                                                   error->message);
          g_autofree char *escaped = g_markup_escape_text (text, -1);
          AdwToast *toast = adw_toast_new (escaped);

          self->newer_save_kept = TRUE;
          adw_toast_set_timeout (toast, 0);
          adw_toast_overlay_add_toast (self->toast_overlay, toast);
        }
      else if (error != NULL)
        {
          g_autofree char *text = NULL;
          g_autofree char *escaped = NULL;
          AdwToast *toast;

          text = moved_to != NULL
            ? g_strdup_printf (_("The saved game could not be resumed (%s). It was set aside as %s"), error->message, moved_to)
            : g_strdup_printf (_("The saved game could not be resumed (%s)"), error->message);
          escaped = g_markup_escape_text (text, -1);
          toast = adw_toast_new (escaped);
          adw_toast_set_timeout (toast, 0);
          if (moved_to != NULL)
            {
              g_autofree char *dir = g_path_get_dirname (moved_to);
              g_autofree char *uri = g_filename_to_uri (dir, NULL, NULL);

              adw_toast_set_button_label (toast, _("_Open Folder"));
              adw_toast_set_action_name (toast, "app.open-uri");
              adw_toast_set_action_target (toast, "s", uri);
            }
          adw_toast_overlay_add_toast (self->toast_overlay, toast);
        }
      return FALSE;
    }

  set_match (self, match);
  _cy_window_attach_views (self);
  cy_table_view_set_status (self->table, _("Welcome back: the game goes on where it stopped"));
  gtk_stack_set_visible_child_name (self->stack, "table");
  cy_match_start (match);
  return TRUE;
}

CyGame *
cy_window_get_game (CyWindow *self)
{
  g_return_val_if_fail (CY_IS_WINDOW (self), NULL);

  return self->game;
}

CyMatch *
cy_window_get_match (CyWindow *self)
{
  g_return_val_if_fail (CY_IS_WINDOW (self), NULL);

  return self->match;
}

CyTableView *
cy_window_get_table (CyWindow *self)
{
  g_return_val_if_fail (CY_IS_WINDOW (self), NULL);

  return self->table;
}

static void
on_new_game_start (CyNewGameDialog *dialog,
                   CyWindow        *self)
{
  g_autoptr(GPtrArray) players = cy_new_game_dialog_get_players (dialog);
  guint64 deal = cy_new_game_dialog_get_deal_number (dialog);

  if (players != NULL)
    cy_window_start_game (self, players, deal);
}

static void
present_new_game_dialog (CyWindow *self)
{
  CyNewGameDialog *dialog = cy_new_game_dialog_new (GTK_WINDOW (self), self->settings);

  g_signal_connect (dialog, "start", G_CALLBACK (on_new_game_start), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_replace_response (AdwMessageDialog *dialog,
                     const char       *response,
                     CyWindow         *self)
{
  if (g_strcmp0 (response, "new") == 0)
    present_new_game_dialog (self);
}

/* Starting a new game replaces the one in progress (and its save): ask. */
void
cy_window_show_new_game (CyWindow *self)
{
  GtkWidget *dialog;

  g_return_if_fail (CY_IS_WINDOW (self));

  if (!cy_window_has_game_in_progress (self))
    {
      present_new_game_dialog (self);
      return;
    }

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Start a New Game?"),
                                   _("The game in progress will end. It cannot be resumed afterwards."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Keep Playing"),
                                    "new", _("_New Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_replace_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_game_over_response (AdwMessageDialog *dialog,
                       const char       *response,
                       CyWindow         *self)
{
  if (g_strcmp0 (response, "again") == 0 && self->game != NULL)
    {
      g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint p = 0; p < cy_game_get_n_players (self->game); p++)
        g_ptr_array_add (players, g_object_ref (cy_game_get_player (self->game, p)));
      cy_window_start_game (self, players, ((guint64) g_random_int () << 32) | g_random_int ());
    }
  else if (g_strcmp0 (response, "new") == 0)
    cy_window_show_new_game (self);
}

/* "Ann wins with 312", "Ann and Bob share the win with 280", … one
 * sentence per count of winners, for every language's own lists. */
static char *
describe_winners (CyWindow *self)
{
  guint winners = cy_game_get_winners (self->game);
  const char *names[CY_MAX_PLAYERS] = { NULL };
  guint n = 0, best = 0;

  for (guint p = 0; p < cy_game_get_n_players (self->game); p++)
    if (winners & (1u << p))
      {
        names[n++] = _cy_window_player_name (self, p);
        best = cy_game_get_total (self->game, p);
      }

  switch (n)
    {
    case 1:
      return g_strdup_printf (_("%s wins with %u"), names[0], best);
    case 2:
      return g_strdup_printf (_("%s and %s share the win with %u"), names[0], names[1], best);
    case 3:
      return g_strdup_printf (_("%s, %s and %s share the win with %u"), names[0], names[1], names[2], best);
    default:
      return g_strdup_printf (_("%s, %s, %s and %s share the win with %u"), names[0], names[1], names[2], names[3], best);
    }
}

static void
show_game_over (CyWindow *self)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *heading = describe_winners (self);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  for (guint p = 0; p < cy_game_get_n_players (self->game); p++)
    {
      guint bonus = cy_game_get_suited_bonus (self->game, p);

      if (bonus > 0)
        /* Translators: one line of the final scores: "Ann: 312 (with the Suited Bonus of 100)" */
        g_ptr_array_add (lines, g_strdup_printf (_("%s: %u (with the Suited Bonus of %u)"), _cy_window_player_name (self, p),
                                                 cy_game_get_total (self->game, p), bonus));
      else
        g_ptr_array_add (lines, g_strdup_printf (_("%s: %u"), _cy_window_player_name (self, p),
                                                 cy_game_get_total (self->game, p)));
    }
  g_ptr_array_add (lines, NULL);
  body = g_strjoinv ("\n", (char **) lines->pdata);

  cy_table_view_set_status (self->table, heading);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "new", _("_New Game"),
                                    "again", _("_Play Again"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "again", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "again");
  g_signal_connect (dialog, "response", G_CALLBACK (on_game_over_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
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

  if (theme == NULL)
    theme = cy_card_theme_new_default (four_colour);

  if (self->cache == NULL)
    self->cache = cy_card_cache_new (theme);
  else
    cy_card_cache_set_theme (self->cache, theme);
}

static void
on_animations_changed (CyWindow *self)
{
  cy_table_view_set_animate (self->table, g_settings_get_boolean (self->settings, "animations"));
}

static void
on_speed_changed (CyWindow *self)
{
  if (self->match != NULL)
    cy_match_set_pace (self->match, (CyMatchPace) CLAMP (g_settings_get_enum (self->settings, "computer-speed"),
                                                         CY_MATCH_PACE_SLOW, CY_MATCH_PACE_FAST));
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

/* The size is remembered once, when the window closes, not every frame;
 * the game is written now rather than when the main loop is next idle. */
static gboolean
cy_window_close_request (GtkWindow *window)
{
  CyWindow *self = CY_WINDOW (window);
  int width, height;

  if (self->match != NULL)
    {
      g_autoptr(GError) error = NULL;

      cy_match_stop (self->match);
      if (!cy_match_flush (self->match, &error))
        g_warning ("Could not save the game: %s", error->message);
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
    cy_match_stop (self->match);
  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->match);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (cy_window_parent_class)->dispose (object);
}

static void
cy_window_finalize (GObject *object)
{
  CyWindow *self = CY_WINDOW (object);

  g_clear_object (&self->match_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->settings);
  g_clear_object (&self->cache);
  for (guint i = 0; i < G_N_ELEMENTS (self->move_refusal); i++)
    g_clear_pointer (&self->move_refusal[i], g_free);

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

  g_type_ensure (CY_TYPE_SEAT_DRAW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CyWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, table_box);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, sheet_scroller);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, sheet_toggle);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, seat_draw);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, hand_off_page);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, hand_off_button);
  gtk_widget_class_bind_template_callback (widget_class, on_sheet_toggled);

  _cy_window_class_actions_init (klass);
}

static void
cy_window_init (CyWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  cy_frame_timer_attach (GTK_WINDOW (self));

  self->settings = g_settings_new (APP_ID);
  self->owns_save = cy_save_file_lock ();
  load_card_theme (self);
  g_signal_connect_swapped (self->settings, "changed::card-theme", G_CALLBACK (load_card_theme), self);
  g_signal_connect_swapped (self->settings, "changed::four-colour-deck", G_CALLBACK (load_card_theme), self);
  g_signal_connect_swapped (self->settings, "changed::computer-speed", G_CALLBACK (on_speed_changed), self);

  self->table = CY_TABLE_VIEW (cy_table_view_new (self->cache));
  gtk_widget_set_hexpand (GTK_WIDGET (self->table), TRUE);
  gtk_box_prepend (self->table_box, GTK_WIDGET (self->table));
  g_signal_connect_swapped (self->table, "cards-dropped", G_CALLBACK (_cy_window_on_cards_dropped), self);
  _cy_window_actions_init (self);
  cy_table_view_set_animate (self->table, g_settings_get_boolean (self->settings, "animations"));
  g_signal_connect_swapped (self->settings, "changed::animations", G_CALLBACK (on_animations_changed), self);

  self->sheet = CY_SCORE_SHEET (cy_score_sheet_new ());
  gtk_scrolled_window_set_child (self->sheet_scroller, GTK_WIDGET (self->sheet));

  self->match_signals = g_signal_group_new (CY_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "notify::state", G_CALLBACK (on_state_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::viewer", G_CALLBACK (on_viewer_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::can-undo", G_CALLBACK (_cy_window_update_actions), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::save-error", G_CALLBACK (on_save_error_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "logged", G_CALLBACK (on_logged), self);

  self->game_signals = g_signal_group_new (CY_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "cards-moved", G_CALLBACK (cy_table_view_refresh), self->table);
  g_signal_group_connect_swapped (self->game_signals, "acted", G_CALLBACK (on_game_acted), self);

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
