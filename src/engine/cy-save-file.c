/* cy-save-file.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* flock() and O_CLOEXEC are not in strict C11. */
#define _GNU_SOURCE

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "cy-error.h"
#include "cy-save-file.h"

/* $XDG_DATA_HOME/card-yacht/saved-game */
char *
cy_save_file_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, "saved-game", NULL);
}

/* Written to a temporary file and renamed over the old save, so a crash
 * or power cut mid-write leaves the previous save whole. */
gboolean
cy_save_file_write (CyMatch *match,
                    GError **error)
{
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (CY_IS_MATCH (match), FALSE);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create %s: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }

  bytes = cy_match_save_to_bytes (match);
  return g_file_set_contents_full (path, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes),
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

/* Returns the saved game, or NULL: with no error when there is none, with
 * an error when it could not be read, in which case it has been moved
 * aside (to *moved_aside) so that it is neither lost nor read again. */
CyMatch *
cy_save_file_read (char   **moved_aside,
                   GError **error)
{
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *stamp = NULL;
  g_autofree char *aside = NULL;
  CyMatch *match;
  gsize length;

  if (moved_aside != NULL)
    *moved_aside = NULL;

  if (!g_file_get_contents (path, &contents, &length, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return NULL;
    }
  else
    {
      bytes = g_bytes_new_take (g_steal_pointer (&contents), length);
      match = cy_match_load_from_bytes (bytes, &local_error);
      if (match != NULL)
        return match;

      /* A newer version's save is kept in place, untouched. */
      if (g_error_matches (local_error, CY_ERROR, CY_ERROR_VERSION))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }

  now = g_date_time_new_now_local ();
  stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  aside = g_strdup_printf ("%s.unreadable-%s", path, stamp);
  /* Never over an earlier unreadable save from the same second. */
  for (guint n = 2; g_file_test (aside, G_FILE_TEST_EXISTS) && n < 1000; n++)
    {
      g_free (aside);
      aside = g_strdup_printf ("%s.unreadable-%s-%u", path, stamp, n);
    }
  if (g_rename (path, aside) != 0)
    g_clear_pointer (&aside, g_free);

  if (moved_aside != NULL)
    *moved_aside = g_steal_pointer (&aside);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return NULL;
}

/* One process at a time owns the save: two windows of the game writing one
 * file would overwrite each other's game. The lock is an flock() on a file
 * beside the save, released by the system when the process ends, even by
 * a crash or kill -9. Returns TRUE if this process owns the save now. */
gboolean
cy_save_file_lock (void)
{
  static int fd = -1;
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *lock_path = g_strconcat (path, ".lock", NULL);

  if (fd >= 0)
    return TRUE;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    return FALSE;

  fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0)
    return FALSE;

  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      close (fd);
      fd = -1;
      return FALSE;
    }

  return TRUE;
}

void
cy_save_file_clear (void)
{
  g_autofree char *path = cy_save_file_get_path ();

  g_unlink (path);
}

static char *
set_aside_path (void)
{
  g_autofree char *path = cy_save_file_get_path ();

  return g_strconcat (path, ".set-aside", NULL);
}

static gboolean
rename_or_fail (const char  *from,
                const char  *to,
                GError     **error)
{
  if (g_rename (from, to) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not move %s to %s: %s"), from, to, g_strerror (saved_errno));
      return FALSE;
    }

  return TRUE;
}

/* Returns TRUE if there was a saved game and it is set aside now (an
 * older one set aside before is replaced), FALSE with no error if there
 * was none. */
gboolean
cy_save_file_set_aside (GError **error)
{
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *aside = set_aside_path ();

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return FALSE;

  return rename_or_fail (path, aside, error);
}

gboolean
cy_save_file_has_set_aside (void)
{
  g_autofree char *aside = set_aside_path ();

  return g_file_test (aside, G_FILE_TEST_IS_REGULAR);
}

gboolean
cy_save_file_swap_set_aside (GError **error)
{
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *aside = set_aside_path ();
  g_autofree char *swap = g_strconcat (path, ".swap", NULL);
  gboolean had_current = g_file_test (path, G_FILE_TEST_EXISTS);

  if (had_current && !rename_or_fail (path, swap, error))
    return FALSE;
  if (!rename_or_fail (aside, path, error))
    {
      if (had_current)
        g_rename (swap, path);
      return FALSE;
    }
  if (had_current && !rename_or_fail (swap, aside, error))
    return FALSE;

  return TRUE;
}
