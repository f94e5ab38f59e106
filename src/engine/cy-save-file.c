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
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "cy-data-file.h"
#include "cy-error.h"
#include "cy-save-file.h"

/* The lock this process holds on the save (cy_save_file_try_lock()). */
static int lock_fd = -1;
static char *lock_path_held;

/* $XDG_DATA_HOME/card-yacht/saved-game */
char *
cy_save_file_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, "saved-game", NULL);
}

static gpointer
parse_save (GBytes   *contents,
            gpointer  user_data,
            GError  **error)
{
  return cy_match_load_from_bytes (contents, error);
}

/* Whether @path holds a game saved by a newer version, which this one
 * must neither overwrite nor delete: that version can still resume it. */
static gboolean
holds_newer_save (const char  *path,
                  GError     **error)
{
  g_autoptr(GBytes) contents = cy_data_file_read (path, CY_SAVE_FILE_MAX_SIZE, NULL);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(CyMatch) match = NULL;
  g_autofree char *display = NULL;

  if (contents == NULL)
    return FALSE;

  match = cy_match_load_from_bytes (contents, &local_error);
  if (!g_error_matches (local_error, CY_ERROR, CY_ERROR_VERSION))
    return FALSE;

  display = g_filename_display_name (path);
  g_set_error (error, CY_ERROR, CY_ERROR_VERSION,
               /* Translators: %s is the path of the saved game */
               _("A game saved by a newer version of Card Yacht is kept in %s; this game is not saved, so as not to overwrite it"),
               display);
  return TRUE;
}

/**
 * cy_save_file_write:
 *
 * Saves @match, replacing the previous save whole (see cy_data_file_write()):
 * a crash, a power cut or a full disk mid-write leaves the previous save as
 * it was. A save from a newer version is never replaced: that fails with
 * CY_ERROR_VERSION.
 *
 * Returns: %TRUE if @game is saved
 */
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

  if (holds_newer_save (path, error))
    return FALSE;

  bytes = cy_match_save_to_bytes (match);
  return cy_data_file_write (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), 0600, error);
}

/**
 * cy_save_file_read:
 * @moved_aside: (out) (optional) (nullable): where an unreadable save went
 *
 * Reads the saved match (or, from before matches, a game alone). Only a
 * regular file of at most %CY_SAVE_FILE_MAX_SIZE bytes is read: a FIFO, a
 * device or a huge file is refused at once, like a damaged save.
 *
 * Returns: (transfer full) (nullable): the saved match; %NULL and no error
 *   when there is none; %NULL and CY_ERROR_VERSION when it comes from a
 *   newer version (it stays where it is, and cy_save_file_write() will not
 *   replace it); %NULL and another error when it cannot be read, in which
 *   case it has been set aside, to @moved_aside, unless the error says that
 *   this failed too
 */
CyMatch *
cy_save_file_read (char   **moved_aside,
                   GError **error)
{
  g_autofree char *path = cy_save_file_get_path ();

  return cy_data_file_load (path, CY_SAVE_FILE_MAX_SIZE, parse_save, NULL, moved_aside, error);
}

static void
set_cannot_save_error (GError     **error,
                       int          saved_errno,
                       const char  *path)
{
  g_autofree char *display = g_filename_display_name (path);

  /* Translators: the first %s is a path, the second the system's reason */
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("Games cannot be saved: %s: %s"), display, g_strerror (saved_errno));
}

static void
set_busy_error (GError **error)
{
  /* The window adds what it means for its game ("…: this game will not
   * be saved"); a toast has room for one short line. */
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                       _("Card Yacht is open in another window, which saves its game"));
}

/**
 * cy_save_file_try_lock:
 *
 * One process at a time owns the save: two windows of the game writing one
 * file would overwrite each other's game. The lock is an flock() on a file
 * beside the save, released by the system when the process ends, even by
 * a crash or kill -9.
 *
 * Returns: %TRUE if this process owns the save now; %FALSE with @error
 *   G_IO_ERROR_BUSY when another process does, or with another G_IO_ERROR
 *   code and the system's reason when games cannot be saved here at all
 *   (a read-only folder, a lock path that is a folder...). Either way the
 *   save may still be read.
 */
gboolean
cy_save_file_try_lock (GError **error)
{
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *lock_path = g_strconcat (path, ".lock", NULL);
  struct stat st;
  int fd;

  /* The same data folder as before: this process owns it already. */
  if (lock_fd >= 0 && g_strcmp0 (lock_path, lock_path_held) == 0)
    return TRUE;

  if (lock_fd >= 0)
    {
      close (lock_fd);
      lock_fd = -1;
      g_clear_pointer (&lock_path_held, g_free);
    }

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      set_cannot_save_error (error, errno, dir);
      return FALSE;
    }

  /* O_NONBLOCK: a FIFO in the lock's place must not hang the game. */
  fd = g_open (lock_path, O_RDWR | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      int saved_errno = errno;
      int reader;
      gboolean busy = FALSE;

      /* In a read-only folder another process may still hold the lock:
       * a shared lock on a read-only descriptor tells. */
      reader = g_open (lock_path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
      if (reader >= 0)
        {
          busy = flock (reader, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
          close (reader);
        }

      if (busy)
        set_busy_error (error);
      else
        set_cannot_save_error (error, saved_errno, lock_path);
      return FALSE;
    }

  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      g_autofree char *display = g_filename_display_name (lock_path);

      /* Not a FIFO or a device either: a lock there would lock nothing. */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   _("Games cannot be saved: %s is not a regular file"), display);
      close (fd);
      return FALSE;
    }

  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved_errno = errno;

      if (saved_errno == EWOULDBLOCK)
        set_busy_error (error);
      else
        set_cannot_save_error (error, saved_errno, lock_path);
      close (fd);
      return FALSE;
    }

  /* The lock file may be writable in a folder that is not (where the save
   * and its temporary file go). */
  if (access (dir, W_OK) != 0)
    {
      set_cannot_save_error (error, errno, dir);
      close (fd);
      return FALSE;
    }

  lock_fd = fd;
  lock_path_held = g_steal_pointer (&lock_path);

  /* Writes this folder's files are killed in leave their temporary files. */
  if (cy_data_file_remove_stale_temporaries (dir) > 0)
    g_debug ("Removed the temporary files of interrupted writes in %s", dir);
  return TRUE;
}

/* Removes the save, unless it is a newer version's. */
void
cy_save_file_clear (void)
{
  g_autofree char *path = cy_save_file_get_path ();

  if (!holds_newer_save (path, NULL))
    cy_data_file_remove (path);
}

/* $XDG_DATA_HOME/card-yacht/set-aside: every game set aside, a file each. */
char *
cy_save_file_get_set_aside_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, "set-aside", NULL);
}

/* The one place a game was set aside before the folder; still read. */
char *
cy_save_file_get_old_set_aside_path (void)
{
  g_autofree char *path = cy_save_file_get_path ();

  return g_strconcat (path, ".set-aside", NULL);
}

static void
set_move_error (GError     **error,
                int          saved_errno,
                const char  *from,
                const char  *to)
{
  g_autofree char *from_display = g_filename_display_name (from);
  g_autofree char *to_display = g_filename_display_name (to);

  /* Translators: the first two %s are paths, the last the system's reason */
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _("Could not move %s to %s: %s"), from_display, to_display, g_strerror (saved_errno));
}

/**
 * cy_save_file_set_aside:
 * @set_aside_as: (out) (optional) (nullable): the name it has now in the
 *   set-aside folder
 *
 * Moves the saved game into the set-aside folder, under a name made of the
 * time ("20261127-055012", "-2", "-3"… within one second), never over a
 * game already there: every game set aside is kept. A rename: a crash
 * leaves the game under one name or the other, whole. A save from a newer
 * version is not moved (CY_ERROR_VERSION): that version would not find it.
 *
 * Returns: %TRUE if there was a saved game and it is set aside now, %FALSE
 *   with no error if there was none, or with @error
 */
gboolean
cy_save_file_set_aside (char   **set_aside_as,
                        GError **error)
{
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *dir = cy_save_file_get_set_aside_dir ();
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  if (set_aside_as != NULL)
    *set_aside_as = NULL;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return FALSE;
  if (holds_newer_save (path, error))
    return FALSE;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create %s: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }

  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup (stamp) : g_strdup_printf ("%s-%u", stamp, n);
      g_autofree char *aside = g_build_filename (dir, name, NULL);

      if (cy_data_file_move_to_new (path, aside))
        {
          if (set_aside_as != NULL)
            *set_aside_as = g_steal_pointer (&name);
          return TRUE;
        }
      if (errno != EEXIST)
        {
          set_move_error (error, errno, path, aside);
          return FALSE;
        }
    }

  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
               _("Could not set the game aside: too many games were set aside this second"));
  return FALSE;
}

/**
 * cy_save_file_take_back:
 * @set_aside: a game in the set-aside folder (or the old set-aside file)
 *
 * Makes @set_aside the saved game again. The game saved now, if any, is
 * set aside first (cy_save_file_set_aside()); if that fails nothing moves.
 */
gboolean
cy_save_file_take_back (const char  *set_aside,
                        GError     **error)
{
  g_autofree char *path = cy_save_file_get_path ();
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (set_aside != NULL, FALSE);

  if (!cy_save_file_set_aside (NULL, &local_error) && local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  if (!cy_data_file_move_to_new (set_aside, path))
    {
      set_move_error (error, errno, set_aside, path);
      return FALSE;
    }

  return TRUE;
}
