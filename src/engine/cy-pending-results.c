/* cy-pending-results.c: finished matches whose result waits to be recorded
 *
 * When the statistics cannot take a result (a full disk, a statistics file
 * from a newer version), the finished match is kept here, in
 * $XDG_DATA_HOME/card-yacht/pending-results/, one file per match named by
 * its checksum and holding its saved form, until cy_pending_results_record()
 * can record it. Unlike a finished game kept in the autosave, a pending
 * result survives the next game being started and saved over it. Any game
 * with a CyMatchGame works: recording goes through the interface.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cy-data-file.h"
#include "cy-error.h"
#include "cy-pending-results.h"

char *
cy_pending_results_get_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, "pending-results", NULL);
}

/**
 * cy_pending_results_add:
 * @match: a finished match whose result could not be recorded
 *
 * Keeps @match until cy_pending_results_record() can record its result.
 * The same match kept twice is one pending result.
 *
 * Returns: %TRUE if it is kept (written whole, see cy_data_file_write())
 */
gboolean
cy_pending_results_add (CyMatch  *match,
                        GError  **error)
{
  g_autofree char *dir = cy_pending_results_get_dir ();
  g_autoptr(GBytes) saved = NULL;
  g_autofree char *checksum = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (CY_IS_MATCH (match), FALSE);
  g_return_val_if_fail (cy_match_game_get_step (cy_match_get_game (match), NULL) == CY_MATCH_STEP_GAME_OVER, FALSE);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create %s: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }

  saved = cy_match_save_to_bytes (match);
  checksum = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, saved);
  path = g_build_filename (dir, checksum, NULL);
  return cy_data_file_write (path, g_bytes_get_data (saved, NULL), g_bytes_get_size (saved), 0600, error);
}

static gpointer
parse_finished_match (GBytes   *contents,
                      gpointer  user_data,
                      GError  **error)
{
  g_autoptr(CyMatch) match = cy_match_load_from_bytes (contents, error);

  if (match != NULL && cy_match_game_get_step (cy_match_get_game (match), NULL) != CY_MATCH_STEP_GAME_OVER)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_CORRUPT, _("The game is not finished"));
      return NULL;
    }

  return g_steal_pointer (&match);
}

#define RECORDING_SUFFIX ".recording"

/* Temporary files start with a dot; set-aside ones carry a suffix. A
 * result being recorded carries RECORDING_SUFFIX: one left by a kill may
 * or may not be in the statistics, which their last-game checksum tells. */
static gboolean
is_pending_name (const char *name)
{
  return strspn (name, "0123456789abcdef") == 64 &&
         (name[64] == '\0' || g_str_equal (name + 64, RECORDING_SUFFIX));
}

/**
 * cy_pending_results_record:
 *
 * Records every pending result that it can, oldest name first, and forgets
 * each once recorded. A pending file that cannot be read is set aside like
 * a damaged save. Call it at start-up, before the first game ends.
 *
 * Returns: how many results still wait; when some do, @error says why,
 *   fit to show the player
 */
guint
cy_pending_results_record (GError **error)
{
  g_autofree char *dir_path = cy_pending_results_get_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) reason = NULL;
  guint waiting = 0;
  const char *name;

  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (is_pending_name (name))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir_path, g_ptr_array_index (names, i), NULL);
      g_autofree char *aside = NULL;
      g_autoptr(GError) local_error = NULL;
      g_autoptr(CyMatch) match = NULL;

      /* What failed for one would fail for the rest: keep them all. */
      if (reason != NULL)
        {
          waiting++;
          continue;
        }

      match = cy_data_file_load (path, CY_SAVE_FILE_MAX_SIZE, parse_finished_match, NULL, &aside, &local_error);
      if (match == NULL)
        {
          if (aside != NULL)
            g_message ("A pending result cannot be read (%s); moved to %s", local_error->message, aside);
          else if (local_error != NULL)
            {
              reason = g_steal_pointer (&local_error);
              waiting++;
            }
          continue;
        }

      /* A result is recorded only once it is sure to be forgotten after:
       * one whose file stays (a read-only folder) would be counted again
       * at every start. Moved to its recording name first, it can be. */
      if (!g_str_has_suffix (path, RECORDING_SUFFIX))
        {
          g_autofree char *recording = g_strconcat (path, RECORDING_SUFFIX, NULL);

          if (g_rename (path, recording) != 0)
            {
              int saved_errno = errno;

              g_set_error (&reason, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                           _("%s cannot be removed once recorded: %s"), dir_path, g_strerror (saved_errno));
              waiting++;
              continue;
            }
          g_free (path);
          path = g_steal_pointer (&recording);
        }

      if (!cy_match_game_record_statistics (cy_match_get_game (match), &reason))
        {
          g_autofree char *pending = g_strndup (path, strlen (path) - strlen (RECORDING_SUFFIX));

          g_rename (path, pending);
          waiting++;
          continue;
        }

      g_unlink (path);
    }

  if (waiting > 0)
    g_set_error (error, reason->domain, reason->code,
                 g_dngettext (GETTEXT_PACKAGE,
                              "The result of %u finished game is waiting to be added to the statistics: %s",
                              "The results of %u finished games are waiting to be added to the statistics: %s",
                              waiting),
                 waiting, reason->message);

  return waiting;
}
