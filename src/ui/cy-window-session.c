/* cy-window-session.c: starting, resuming and setting aside the window's games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-error.h"
#include "cy-game-ui.h"
#include "cy-game-view.h"
#include "cy-new-game-dialog.h"
#include "cy-save-file.h"
#include "cy-set-aside-game.h"
#include "cy-toast.h"
#include "cy-window-private.h"

/* A new match on its game's view: what the view shows before the first
 * move (its Deal button starts the match), or the match at once. */
static void
begin (CyWindow *self,
       CyMatch  *match)
{
  _cy_window_set_match (self, match);
  _cy_window_show_game_page (self);
  if (!cy_game_view_open (_cy_window_get_view (self)))
    cy_match_start (match);
  _cy_window_update_actions (self);
}

/**
 * cy_window_start_game:
 * @key: the game and its rule set, by a rule set's key as the registry
 *   names them (a game's id stands for its first rule set, anything else
 *   for the default game)
 * @players: the seats, in playing order
 * @seed: the seed of the game's random parts (the deal number)
 *
 * Replaces the game shown (without asking) by a new one.
 */
void
cy_window_start_game (CyWindow   *self,
                      const char *key,
                      GPtrArray  *players,
                      guint64     seed)
{
  g_autoptr(GObject) game = NULL;
  g_autoptr(CyMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (CY_IS_WINDOW (self));
  g_return_if_fail (players != NULL);

  game = cy_game_ui_new_game (key, players, seed, self->settings);
  g_return_if_fail (game != NULL);
  _cy_window_record_new_game (self, game);
  /* A game that waits for its first deal gets it now, its record
   * following it from the start. */
  if (cy_match_game_get_step (CY_MATCH_GAME (game), NULL) == CY_MATCH_STEP_HAND_OVER &&
      !cy_match_game_next_hand (CY_MATCH_GAME (game), &error))
    g_critical ("A new game could not be dealt: %s", error->message);
  /* The computer players' numbers come from their own seed, never from
   * the game's: a player cannot work back to what is hidden from them. */
  match = cy_match_new (CY_MATCH_GAME (game), _cy_window_next_ai_seed (self));
  begin (self, match);
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
    g_message ("Could not save the game: %s", error->message);
  g_signal_group_set_target (self->match_signals, NULL);
  cy_game_view_set_match (_cy_window_get_view (self), NULL);
  g_clear_object (&self->match);
}

static void
start_quick_game (CyWindow   *self,
                  const char *game,
                  GPtrArray  *players,
                  guint64     deal_number)
{
  g_autoptr(GError) error = NULL;

  drop_match (self);

  /* The game in progress is set aside, not replaced: it can come back,
   * from this toast or from Game ▸ Set-Aside Games, however many follow. */
  if (self->owns_save && !self->newer_save_kept)
    {
      g_autofree char *set_aside_as = NULL;

      if (cy_save_file_set_aside (&set_aside_as, &error))
        {
          AdwToast *toast = cy_toast_new_literal (_("Your game in progress was set aside for this one"));

          /* It need not stand over the new table: Game ▸ Set-Aside Games
           * keeps it within reach. */
          adw_toast_set_timeout (toast, 10);
          adw_toast_set_button_label (toast, _("_Resume It"));
          adw_toast_set_action_name (toast, "win.resume-set-aside");
          adw_toast_set_action_target_value (toast, g_variant_new_string (set_aside_as));
          cy_window_add_toast (self, toast);
        }
      else if (error != NULL)
        {
          g_autofree char *text = g_strdup_printf (_("The game in progress could not be set aside (%s); it is kept, and this game is not saved"),
                                                   error->message);

          _cy_window_toast (self, text);
          self->newer_save_kept = TRUE;
        }
    }

  cy_window_start_game (self, game, players, deal_number);
}

static void
on_quick_game_response (AdwMessageDialog *dialog,
                        const char       *response,
                        CyWindow         *self)
{
  GPtrArray *players = g_object_get_data (G_OBJECT (dialog), "players");
  guint64 *deal = g_object_get_data (G_OBJECT (dialog), "deal");
  const char *game = g_object_get_data (G_OBJECT (dialog), "game");

  if (g_strcmp0 (response, "new") == 0)
    start_quick_game (self, game, players, *deal);
}

/* A game asked for on the command line (--players): one in progress in
 * this window is not ended without asking, and its save is set aside. */
void
cy_window_start_quick_game (CyWindow   *self,
                            const char *game,
                            GPtrArray  *players,
                            guint64     deal_number)
{
  GtkWidget *dialog;

  g_return_if_fail (CY_IS_WINDOW (self));

  if (!cy_window_has_game_in_progress (self))
    {
      start_quick_game (self, game, players, deal_number);
      return;
    }

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Start the New Game?"),
                                   _("A new game was asked for. The game in progress is set aside and can be resumed from the menu, under Set-Aside Games."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Keep Playing"),
                                    "new", _("_Start"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "new");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "players", g_ptr_array_ref (players), (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data_full (G_OBJECT (dialog), "deal", g_memdup2 (&deal_number, sizeof deal_number), g_free);
  g_object_set_data_full (G_OBJECT (dialog), "game", g_strdup (game), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (on_quick_game_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The game set aside as @id comes back; the one shown now goes aside
 * instead. If that cannot be done, the game shown goes on. */
void
_cy_window_resume_set_aside (CyWindow   *self,
                             const char *id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CySetAsideGame) game = NULL;

  if (!self->owns_save || self->newer_save_kept)
    return;

  game = cy_set_aside_game_lookup (id, &error);
  if (game == NULL)
    {
      _cy_window_report_error (self, error);
      return;
    }

  /* Its last moves are on disk before it goes aside. */
  drop_match (self);
  if (!cy_set_aside_game_resume (game, &error))
    _cy_window_report_error (self, error);
  if (!cy_window_resume (self))
    cy_window_show_new_game (self);
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

  /* Another instance plays the saved game: leave it to that one. Any
   * other reason the save cannot be locked (a read-only folder) still lets
   * the game be read and played, without saving. */
  if (!self->owns_save)
    {
      g_autofree char *text = g_strdup_printf (_("%s: this game will not be saved"), self->lock_error->message);

      _cy_window_add_standing_toast (self, cy_toast_new_literal (text));
      if (g_error_matches (self->lock_error, G_IO_ERROR, G_IO_ERROR_BUSY))
        return FALSE;
    }

  match = cy_save_file_read (&moved_to, &error);
  if (match == NULL)
    {
      if (g_error_matches (error, CY_ERROR, CY_ERROR_VERSION))
        {
          g_autofree char *text = g_strdup_printf (_("The saved game is kept as it is: %s. Games played here are not saved."),
                                                   error->message);

          self->newer_save_kept = TRUE;
          _cy_window_add_standing_toast (self, cy_toast_new_literal (text));
        }
      else if (error != NULL && moved_to != NULL)
        _cy_window_add_standing_toast (self, cy_toast_new_for_file (_("The saved game could not be read and was set aside"),
                                                                    moved_to));
      else if (error != NULL)
        {
          g_autofree char *text = g_strdup_printf (_("The saved game could not be resumed (%s)"), error->message);

          _cy_window_add_standing_toast (self, cy_toast_new_literal (text));
        }
      return FALSE;
    }

  _cy_window_set_match (self, match);
  _cy_window_show_game_page (self);
  cy_game_view_set_status (_cy_window_get_view (self), _("Welcome back: the game goes on where it stopped"));
  cy_match_start (match);
  return TRUE;
}

/* What the New Game dialog asked for, kept while the player is asked
 * whether the game in progress may end. */
typedef struct
{
  char       *key;
  GPtrArray  *players;
  guint64     deal;
} PendingStart;

static void
pending_start_free (PendingStart *pending)
{
  g_clear_pointer (&pending->players, g_ptr_array_unref);
  g_free (pending->key);
  g_free (pending);
}

static void
start_pending (CyWindow     *self,
               PendingStart *pending)
{
  cy_window_start_game (self, pending->key, pending->players, pending->deal);
}

static void
on_replace_response (AdwMessageDialog *dialog,
                     const char       *response,
                     CyWindow         *self)
{
  PendingStart *pending = g_object_get_data (G_OBJECT (dialog), "cy-pending-start");

  if (g_strcmp0 (response, "new") == 0)
    start_pending (self, pending);
}

/* Starting a new game replaces the one in progress (and its save): asked
 * when Start is pressed, not before the choice is made. */
static void
on_new_game_start (CyNewGameDialog *dialog,
                   CyWindow        *self)
{
  PendingStart *pending = g_new0 (PendingStart, 1);
  GtkWidget *question;

  pending->players = cy_new_game_dialog_get_players (dialog);
  pending->deal = cy_new_game_dialog_get_deal_number (dialog);
  pending->key = g_strdup (cy_new_game_dialog_get_game_key (dialog));
  if (pending->players == NULL)
    {
      pending_start_free (pending);
      return;
    }

  if (!cy_window_has_game_in_progress (self))
    {
      start_pending (self, pending);
      pending_start_free (pending);
      return;
    }

  question = adw_message_dialog_new (GTK_WINDOW (self), _("End the Game in Progress?"),
                                     _("The new game takes its place. The game in progress cannot be resumed afterwards."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (question),
                                    "cancel", _("_Keep Playing"),
                                    "new", _("_Start New Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (question), "new", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (question), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (question), "cancel");
  g_object_set_data_full (G_OBJECT (question), "cy-pending-start", pending, (GDestroyNotify) pending_start_free);
  g_signal_connect (question, "response", G_CALLBACK (on_replace_response), self);
  gtk_window_present (GTK_WINDOW (question));
}

/**
 * cy_window_get_game_id:
 *
 * Returns: the game the window shows, as cy_match_game_get_game_id() names
 *   it (its CyGameInfo's id); with none shown, the game last chosen in the
 *   New Game dialog
 */
const char *
cy_window_get_game_id (CyWindow *self)
{
  g_autofree char *chosen = NULL;
  const CyGameUi *ui;

  g_return_val_if_fail (CY_IS_WINDOW (self), NULL);

  if (self->match != NULL)
    return cy_match_game_get_game_id (cy_match_get_game (self->match));

  /* The setting names a game by its rule set. */
  chosen = g_settings_get_string (self->settings, "game");
  ui = cy_game_ui_lookup_rule_set (chosen);
  return (ui != NULL ? ui : cy_game_ui_get_nth (0))->id;
}

static void
present_new_game_dialog (CyWindow *self)
{
  CyNewGameDialog *dialog = cy_new_game_dialog_new (GTK_WINDOW (self), self->settings);

  g_signal_connect (dialog, "start", G_CALLBACK (on_new_game_start), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
cy_window_show_new_game (CyWindow *self)
{
  g_return_if_fail (CY_IS_WINDOW (self));

  present_new_game_dialog (self);
}
