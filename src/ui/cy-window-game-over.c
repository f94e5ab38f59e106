/* cy-window-game-over.c: the end of a game: who won, and what next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-window-private.h"

/* Play Again: the same players, the same game (its rule set), a new seed. */
static void
play_again (CyWindow *self)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);
  CyMatchGame *game = cy_match_get_game (self->match);
  g_autofree char *key = g_strdup (cy_game_view_get_game_key (self->view));

  for (guint p = 0; p < cy_match_game_get_n_seats (game); p++)
    g_ptr_array_add (players, g_object_ref (cy_match_game_get_player (game, p)));
  cy_window_start_game (self, key, players, ((guint64) g_random_int () << 32) | g_random_int ());
}

static void
on_game_over_response (AdwMessageDialog *dialog,
                       const char       *response,
                       CyWindow         *self)
{
  if (g_strcmp0 (response, "again") == 0 && self->match != NULL)
    play_again (self);
  else if (g_strcmp0 (response, "new") == 0)
    cy_window_show_new_game (self);
}

void
_cy_window_show_game_over (CyWindow *self)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *heading = cy_game_view_describe_result (self->view, lines);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  g_ptr_array_add (lines, NULL);
  body = g_strjoinv ("\n", (char **) lines->pdata);

  cy_game_view_set_status (self->view, heading);
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
