/* cy-window-record.c: the game record of what the window shows
 *
 * A record (design.md section 9) is written while a game is played. A
 * game's record is kept with the autosave, so that a resumed game can
 * still be saved as a record, unless its writer reads the game's own list
 * of actions, which its save holds. "Save Game Record…" writes
 * it as JSON. "Open Game
 * Record…" shows one in a window of its own (CyRecordViewer), leaving the
 * game of this window alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-data-file.h"
#include "cy-record-viewer.h"
#include "cy-toast.h"
#include "cy-window-private.h"

/* What the match keeps with its save: the whole record so far. */
static GBytes *
record_attachment (gpointer user_data)
{
  CyWindow *self = user_data;
  g_autoptr(CyRecord) record = NULL;

  if (self->record_writer == NULL)
    return NULL;

  record = cy_record_writer_get_record (self->record_writer, FALSE);
  return record != NULL ? cy_record_to_bytes (record) : NULL;
}

/* A new game, before its first deal: record it from the start (Card
 * Yacht's record writer follows the game; it cannot start halfway). */
void
_cy_window_record_new_game (CyWindow *self,
                            GObject  *game)
{
  g_autoptr(GError) error = NULL;

  g_clear_object (&self->pending_writer);
  self->pending_writer = cy_record_writer_new (G_OBJECT (game), NULL, &error);
  if (self->pending_writer == NULL)
    g_message ("This game cannot be recorded: %s", error->message);
}

/* The match now shown: its writer is the one made for its new game, or one
 * rebuilt from the record its save kept. */
void
_cy_window_record_attach (CyWindow *self)
{
  GObject *game;
  GBytes *kept;

  g_clear_object (&self->record_writer);
  if (self->match == NULL)
    {
      g_clear_object (&self->pending_writer);
      return;
    }

  game = G_OBJECT (cy_match_get_game (self->match));
  if (self->pending_writer == NULL || cy_record_writer_get_game (self->pending_writer) != game)
    {
      g_autoptr(GError) error = NULL;

      /* A game whose writer reads its own actions (its save holds them), resumed
       * or not, needs nothing kept with its save. */
      g_clear_object (&self->pending_writer);
      if (cy_match_get_attachment (self->match, "record") == NULL &&
          (self->record_writer = cy_record_writer_new (game, NULL, &error)) != NULL)
        return;
    }

  if (self->pending_writer != NULL)
    self->record_writer = g_steal_pointer (&self->pending_writer);
  else if ((kept = cy_match_get_attachment (self->match, "record")) != NULL)
    {
      g_autoptr(GError) error = NULL;
      gsize size;
      const char *data = g_bytes_get_data (kept, &size);
      g_autoptr(CyRecord) earlier = cy_record_new_from_data (data, size, &error);

      /* A kept record that cannot be read costs the record, never the game. */
      if (earlier != NULL)
        self->record_writer = cy_record_writer_new (game, earlier, &error);
      if (self->record_writer == NULL)
        {
          g_message ("The resumed game cannot be recorded: %s", error->message);
          _cy_window_toast (self, _("The record kept with this game could not be read: this game can no longer be recorded"));
        }
    }

  cy_match_set_attachment_func (self->match, "record", record_attachment, self);
}

static void
on_record_chosen (GtkNativeDialog *chooser,
                  int              response,
                  CyWindow        *self)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CyRecord) record = NULL;
  g_autoptr(GBytes) bytes = NULL;

  if (response == GTK_RESPONSE_ACCEPT && self->record_writer != NULL)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      path = file != NULL ? g_file_get_path (file) : NULL;
      record = cy_record_writer_get_record (self->record_writer, TRUE);
      bytes = record != NULL ? cy_record_to_bytes (record) : NULL;

      if (path == NULL || bytes == NULL ||
          !cy_data_file_write (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), 0644, &error))
        {
          g_autofree char *text = g_strdup_printf (_("The game record could not be saved: %s"),
                                                   error != NULL ? error->message : _("there is no record of this game"));

          _cy_window_add_standing_toast (self, cy_toast_new_literal (text));
        }
      else
        {
          AdwToast *toast = cy_toast_new_for_file (_("Game record saved"), path);

          /* Its button matters for a while, not for the rest of the game. */
          adw_toast_set_timeout (toast, 15);
          cy_window_add_toast (self, toast);
        }
    }

  g_object_unref (chooser);
}

void
_cy_window_save_record (CyWindow *self)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M");
  g_autofree char *name = NULL;
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autoptr(GFile) folder = g_file_new_for_path (documents != NULL ? documents : g_get_home_dir ());

  if (self->record_writer == NULL)
    {
      _cy_window_toast (self, _("This game has no record: it was resumed from a save that did not keep one"));
      return;
    }

  name = g_strdup_printf ("%s-%s.cyrecord.json",
                          cy_match_game_get_game_id (cy_match_get_game (self->match)), stamp);
  chooser = gtk_file_chooser_native_new (_("Save Game Record"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect (chooser, "response", G_CALLBACK (on_record_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/**
 * cy_window_show_record:
 * @self: the window
 * @file: a game record
 * @error: why it cannot be shown
 *
 * Opens @file in the record viewer, over the window, whose game is not
 * touched; a file that is no record it can show gets one message saying
 * why (also in @error), and nothing else changes.
 *
 * Returns: (transfer none) (nullable): the viewer, or %NULL
 */
CyRecordViewer *
cy_window_show_record (CyWindow  *self,
                       GFile     *file,
                       GError   **error)
{
  g_autoptr(GError) local_error = NULL;
  CyRecordViewer *viewer;

  g_return_val_if_fail (CY_IS_WINDOW (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  viewer = cy_record_viewer_new (GTK_WINDOW (self), self->cache, file, &local_error);
  if (viewer != NULL)
    gtk_window_present (GTK_WINDOW (viewer));
  else
    {
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The Game Record Cannot Be Shown"),
                                                  local_error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      g_propagate_error (error, g_steal_pointer (&local_error));
    }

  return viewer;
}

static void
on_open_record_chosen (GtkNativeDialog *chooser,
                       int              response,
                       CyWindow        *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT &&
      (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))) != NULL)
    cy_window_show_record (self, file, NULL);

  g_object_unref (chooser);
}

/* Works from the welcome screen too; the game shown is not touched. */
void
_cy_window_open_record (CyWindow *self)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) records = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autoptr(GFile) folder = g_file_new_for_path (documents != NULL ? documents : g_get_home_dir ());

  gtk_file_filter_set_name (records, _("Game records"));
  gtk_file_filter_add_pattern (records, "*.cyrecord.json");
  gtk_file_filter_add_pattern (records, "*.json");
  gtk_file_filter_add_mime_type (records, "application/json");
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");

  chooser = gtk_file_chooser_native_new (_("Open Game Record"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), records);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  g_signal_connect (chooser, "response", G_CALLBACK (on_open_record_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
