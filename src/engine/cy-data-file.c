/* cy-data-file.c: reading and writing files without hanging or losing data
 *
 * Every file the game reads goes through cy_data_file_read(): it opens
 * without blocking, takes only regular files and only up to a size, so
 * that a save that is a FIFO cannot hang the game and one that is a link
 * to /dev/zero cannot fill its memory. Every file it writes goes through
 * cy_data_file_write(): whole or not at all. A file that is there but
 * cannot be used is moved aside, under one naming scheme, by
 * cy_data_file_set_aside().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* O_CLOEXEC and O_NOCTTY are POSIX, not C11. */
#define _GNU_SOURCE

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cy-data-file.h"
#include "cy-error.h"

/* Every change to a file (a write, a removal, a rename) takes a number when
 * it is asked for, and one that would land after a later one is dropped:
 * an autosave still being flushed in a worker thread must not rename an
 * older game over the save written on quit, or bring back a save that was
 * removed or set aside. Numbers are per path; the lock is held only over
 * the renames and removals, never over a write or a flush. */
typedef struct
{
  guint64 taken;     /* the last number handed out */
  guint64 landed;    /* the number of the change now on disk */
} Sequence;

static GMutex sequence_lock;
static GHashTable *sequences;  /* path -> Sequence */
static CyDataFileHook before_rename_hook;

static Sequence *
sequence_for (const char *path)
{
  Sequence *sequence;

  if (sequences == NULL)
    sequences = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  sequence = g_hash_table_lookup (sequences, path);
  if (sequence == NULL)
    {
      sequence = g_new0 (Sequence, 1);
      g_hash_table_insert (sequences, g_strdup (path), sequence);
    }
  return sequence;
}

static guint64
take_number (const char *path)
{
  guint64 number;

  g_mutex_lock (&sequence_lock);
  number = ++sequence_for (path)->taken;
  g_mutex_unlock (&sequence_lock);
  return number;
}

/* With sequence_lock held: whether change @number to @path still lands,
 * and if so, that it has. */
static gboolean
lands (const char *path,
       guint64     number)
{
  Sequence *sequence = sequence_for (path);

  if (number < sequence->landed)
    return FALSE;
  sequence->landed = number;
  return TRUE;
}

/**
 * cy_data_file_set_before_rename_hook:
 *
 * For tests: @hook runs in the writing thread once the new contents are
 * flushed, before the rename (a slow disk, a kill at that moment).
 */
void
cy_data_file_set_before_rename_hook (CyDataFileHook hook)
{
  before_rename_hook = hook;
}

/* "FORMAT: the system's reason", where FORMAT names the file. */
static void
set_errno_error (GError     **error,
                 int          saved_errno,
                 const char  *format,
                 ...) G_GNUC_PRINTF (3, 4);

static void
set_errno_error (GError     **error,
                 int          saved_errno,
                 const char  *format,
                 ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               "%s: %s", text, g_strerror (saved_errno));
}

/* Says what a file that is not a regular file is, in a full sentence. */
static void
set_not_regular_error (GError     **error,
                       const char  *path,
                       mode_t       mode)
{
  g_autofree char *display = g_filename_display_name (path);
  GIOErrorEnum code = G_IO_ERROR_NOT_REGULAR_FILE;

  if (S_ISDIR (mode))
    /* Translators: %s is a file's path */
    g_set_error (error, G_IO_ERROR, code, _("%s is a folder, not a file"), display);
  else if (S_ISFIFO (mode))
    /* Translators: %s is a file's path */
    g_set_error (error, G_IO_ERROR, code, _("%s is a named pipe, not a file"), display);
  else if (S_ISCHR (mode) || S_ISBLK (mode))
    /* Translators: %s is a file's path */
    g_set_error (error, G_IO_ERROR, code, _("%s is a device, not a file"), display);
  else
    /* Translators: %s is a file's path */
    g_set_error (error, G_IO_ERROR, code, _("%s is not a regular file"), display);
}

static void
set_too_large_error (GError     **error,
                     const char  *path,
                     gsize        max_size)
{
  g_autofree char *display = g_filename_display_name (path);
  g_autofree char *limit = g_format_size_full (max_size, G_FORMAT_SIZE_IEC_UNITS);

  /* Translators: %s is a file's path, %s a size such as “1.0 MB” */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
               _("%s is larger than %s, too large to be a file of this game"), display, limit);
}

/**
 * cy_data_file_read:
 * @path: the file
 * @max_size: the most it may hold, in bytes
 *
 * Reads a regular file of at most @max_size bytes. Anything else (a
 * folder, a FIFO, a device, a larger file) is refused before a byte of it
 * is read, and without blocking.
 *
 * Returns: (transfer full) (nullable): the contents, or %NULL with @error
 *   in the G_IO_ERROR domain: G_IO_ERROR_NOT_FOUND when there is no such
 *   file, G_IO_ERROR_NOT_REGULAR_FILE, G_IO_ERROR_MESSAGE_TOO_LARGE, or the
 *   system's reason
 */
GBytes *
cy_data_file_read (const char  *path,
                   gsize        max_size,
                   GError     **error)
{
  g_autofree char *display = NULL;
  g_autofree guint8 *data = NULL;
  gsize length = 0;
  gsize allocated;
  struct stat st;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (max_size < G_MAXSIZE, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display = g_filename_display_name (path);

  /* O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      set_errno_error (error, errno, _("Cannot open %s"), display);
      return NULL;
    }

  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, errno, _("Cannot read %s"), display);
      close (fd);
      return NULL;
    }

  if (!S_ISREG (st.st_mode))
    {
      set_not_regular_error (error, path, st.st_mode);
      close (fd);
      return NULL;
    }

  if (st.st_size < 0 || (guint64) st.st_size > max_size)
    {
      set_too_large_error (error, path, max_size);
      close (fd);
      return NULL;
    }

  /* One byte more than the limit tells a file that grew since fstat(). */
  allocated = (gsize) st.st_size + 1;
  data = g_malloc (allocated);
  for (;;)
    {
      gssize n;

      if (length == allocated)
        {
          if (allocated > max_size)
            {
              set_too_large_error (error, path, max_size);
              close (fd);
              return NULL;
            }
          allocated = MIN (allocated * 2, max_size + 1);
          data = g_realloc (data, allocated);
        }

      n = read (fd, data + length, allocated - length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, errno, _("Cannot read %s"), display);
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      length += (gsize) n;
    }

  close (fd);
  return g_bytes_new_take (g_steal_pointer (&data), length);
}

/**
 * cy_data_file_write:
 * @path: the file to create or replace
 * @data: (array length=length): what it is to hold
 * @mode: the permissions of a new file, e.g. 0600 (less the umask)
 *
 * Writes @data to a temporary file beside @path, flushes it to the disk,
 * and only then renames it over @path. On any failure (a full disk, a
 * write error, an unwritable folder) @path is left exactly as it was and
 * the temporary file is removed: never a truncated or half-written file.
 *
 * Returns: %TRUE on success; %FALSE with @error in the G_IO_ERROR domain
 */
static gboolean write_numbered (const char  *path,
                                const void  *data,
                                gsize        length,
                                int          mode,
                                guint64      number,
                                GError     **error);

gboolean
cy_data_file_write (const char  *path,
                    const void  *data,
                    gsize        length,
                    int          mode,
                    GError     **error)
{
  g_return_val_if_fail (path != NULL, FALSE);

  return write_numbered (path, data, length, mode, take_number (path), error);
}

/* A later change asked for first has landed already: this one is dropped
 * (and counts as done: what is on disk is newer). */
static gboolean
write_numbered (const char  *path,
                const void  *data,
                gsize        length,
                int          mode,
                guint64      number,
                GError     **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *temporary = NULL;
  g_autofree char *display = NULL;
  const guint8 *p = data;
  gsize left = length;
  int saved_errno;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  display = g_filename_display_name (path);

  /* Hidden, and short enough that a long name still leaves room for it. */
  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  temporary = g_strdup_printf ("%s%c.%.32s.XXXXXX", dir, G_DIR_SEPARATOR, base);

  fd = g_mkstemp_full (temporary, O_WRONLY | O_CLOEXEC, mode);
  if (fd < 0)
    {
      set_errno_error (error, errno, _("Cannot write %s"), display);
      return FALSE;
    }
  /* Locked while it is written: cy_data_file_remove_stale_temporaries()
   * then tells this one from one a killed writer left. */
  flock (fd, LOCK_EX | LOCK_NB);

  while (left > 0)
    {
      gssize n = write (fd, p, MIN (left, (gsize) G_MAXSSIZE));

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        goto failed;
      p += n;
      left -= (gsize) n;
    }

  /* A crash or power cut after the rename must find the new contents. */
  if (fsync (fd) != 0)
    goto failed;

  if (close (fd) != 0)
    {
      fd = -1;
      goto failed;
    }
  fd = -1;

  if (before_rename_hook != NULL)
    before_rename_hook (path);

  g_mutex_lock (&sequence_lock);
  if (!lands (path, number))
    {
      g_mutex_unlock (&sequence_lock);
      g_unlink (temporary);
      return TRUE;
    }
  if (g_rename (temporary, path) != 0)
    {
      saved_errno = errno;
      g_mutex_unlock (&sequence_lock);
      errno = saved_errno;
      goto failed;
    }
  g_mutex_unlock (&sequence_lock);

  return TRUE;

failed:
  saved_errno = errno;
  if (fd >= 0)
    close (fd);
  g_unlink (temporary);
  set_errno_error (error, saved_errno, _("Cannot write %s"), display);
  return FALSE;
}

/* ".NAME.XXXXXX", as cy_data_file_write() names its temporary files. */
static gboolean
is_temporary_name (const char *name)
{
  gsize length = strlen (name);

  if (length < 1 + 1 + 1 + 6 || name[0] != '.' || name[length - 7] != '.')
    return FALSE;
  for (gsize i = length - 6; i < length; i++)
    if (!g_ascii_isalnum (name[i]))
      return FALSE;
  return TRUE;
}

/**
 * cy_data_file_remove_stale_temporaries:
 * @dir: a folder the program writes with cy_data_file_write()
 *
 * Removes the temporary files that writes interrupted by a kill or a
 * power cut left in @dir. A write under way keeps its temporary file
 * locked, so it is left alone.
 *
 * Returns: how many were removed
 */
guint
cy_data_file_remove_stale_temporaries (const char *dir)
{
  g_autoptr(GDir) folder = NULL;
  const char *name;
  guint removed = 0;

  g_return_val_if_fail (dir != NULL, 0);

  folder = g_dir_open (dir, 0, NULL);
  if (folder == NULL)
    return 0;

  while ((name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = NULL;
      struct stat st;
      int fd;

      if (!is_temporary_name (name))
        continue;
      path = g_build_filename (dir, name, NULL);
      /* Only a regular file, not followed through a link, never blocking. */
      fd = g_open (path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
      if (fd < 0)
        continue;
      if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode) && flock (fd, LOCK_EX | LOCK_NB) == 0 &&
          g_unlink (path) == 0)
        removed++;
      close (fd);
    }

  return removed;
}

/**
 * cy_data_file_remove:
 *
 * Removes @path, in its place among the writes asked for before.
 */
void
cy_data_file_remove (const char *path)
{
  guint64 number;

  g_return_if_fail (path != NULL);

  number = take_number (path);
  g_mutex_lock (&sequence_lock);
  if (lands (path, number))
    g_unlink (path);
  g_mutex_unlock (&sequence_lock);
}

/**
 * cy_data_file_rename:
 *
 * Renames @from to @to, in its place among the writes asked for before
 * to either: an older write still under way lands on neither.
 *
 * Returns: %TRUE on success, else %FALSE with errno set
 */
gboolean
cy_data_file_rename (const char *from,
                     const char *to)
{
  guint64 from_number, to_number;
  gboolean done;
  int saved_errno;

  g_return_val_if_fail (from != NULL && to != NULL, FALSE);

  from_number = take_number (from);
  to_number = take_number (to);
  g_mutex_lock (&sequence_lock);
  lands (from, from_number);
  lands (to, to_number);
  done = g_rename (from, to) == 0;
  saved_errno = errno;
  g_mutex_unlock (&sequence_lock);
  errno = saved_errno;
  return done;
}

/**
 * cy_data_file_move_to_new:
 *
 * Renames @from to @to as cy_data_file_rename() does, but never over a
 * file already at @to: that fails with EEXIST. Atomic either way, so that
 * a crash leaves the file under one name or the other.
 *
 * Returns: %TRUE on success, else %FALSE with errno set
 */
gboolean
cy_data_file_move_to_new (const char *from,
                          const char *to)
{
  guint64 from_number, to_number;
  gboolean done;
  int saved_errno;

  g_return_val_if_fail (from != NULL && to != NULL, FALSE);

  from_number = take_number (from);
  to_number = take_number (to);
  g_mutex_lock (&sequence_lock);
  lands (from, from_number);
  lands (to, to_number);
  done = renameat2 (AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE) == 0;
  saved_errno = errno;
  /* A file system without RENAME_NOREPLACE: a hard link cannot replace
   * either, and a crash before the unlink leaves two names, not none. */
  if (!done && (saved_errno == EINVAL || saved_errno == ENOSYS))
    {
      done = link (from, to) == 0;
      saved_errno = errno;
      if (done)
        g_unlink (from);
    }
  g_mutex_unlock (&sequence_lock);
  errno = saved_errno;
  return done;
}

typedef struct
{
  char    *path;
  GBytes  *data;
  int      mode;
  guint64  number;
} WriteData;

static void
write_data_free (WriteData *write_data)
{
  g_free (write_data->path);
  g_bytes_unref (write_data->data);
  g_free (write_data);
}

static void
write_in_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  WriteData *write_data = task_data;
  GError *error = NULL;
  gsize length;
  gconstpointer bytes = g_bytes_get_data (write_data->data, &length);

  if (g_task_return_error_if_cancelled (task))
    return;

  if (write_numbered (write_data->path, bytes, length, write_data->mode, write_data->number, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/**
 * cy_data_file_write_bytes_async:
 * @path: the file to create or replace
 * @data: what it is to hold
 * @mode: the permissions of a new file
 *
 * cy_data_file_write() in a worker thread: the flush to the disk can take
 * a while, and the main loop goes on meanwhile. Cancelling stops a write
 * that has not started; one under way completes, whole or not at all,
 * unless a change to @path asked for after it has landed first (then it is
 * dropped before its rename).
 */
void
cy_data_file_write_bytes_async (const char          *path,
                                GBytes              *data,
                                int                  mode,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  WriteData *write_data;

  g_return_if_fail (path != NULL);
  g_return_if_fail (data != NULL);

  write_data = g_new0 (WriteData, 1);
  write_data->path = g_strdup (path);
  write_data->data = g_bytes_ref (data);
  write_data->mode = mode;
  /* Its place is where it was asked for, not where the thread runs it. */
  write_data->number = take_number (path);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, cy_data_file_write_bytes_async);
  g_task_set_task_data (task, write_data, (GDestroyNotify) write_data_free);
  g_task_run_in_thread (task, write_in_thread);
}

gboolean
cy_data_file_write_bytes_finish (GAsyncResult  *result,
                                 GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * cy_data_file_set_aside:
 * @path: a file (or anything else with a name) that cannot be used
 *
 * Moves @path out of the way, to "PATH.unreadable-YYYYMMDD-HHMMSS" (with
 * "-2", "-3"... when that name is taken), so that nothing is lost and it
 * is not read again. Only the name changes: the contents are not opened.
 *
 * Returns: (transfer full) (nullable): the new path, or %NULL with @error
 */
char *
cy_data_file_set_aside (const char  *path,
                        GError     **error)
{
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *stamp = NULL;
  g_autofree char *aside = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  now = g_date_time_new_now_local ();
  stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  aside = g_strdup_printf ("%s.unreadable-%s", path, stamp);

  /* Never over an earlier unreadable file from the same second. */
  for (guint n = 2; g_file_test (aside, G_FILE_TEST_EXISTS) && n < 1000; n++)
    {
      g_free (aside);
      aside = g_strdup_printf ("%s.unreadable-%s-%u", path, stamp, n);
    }

  if (g_rename (path, aside) != 0)
    {
      int saved_errno = errno;
      g_autofree char *display = g_filename_display_name (path);

      set_errno_error (error, saved_errno, _("Could not set %s aside"), display);
      return NULL;
    }

  return g_steal_pointer (&aside);
}

/**
 * cy_data_file_load:
 * @path: the file
 * @max_size: the most it may hold
 * @parse: turns the contents into a result, or fails with an error
 * @moved_aside: (out) (optional) (nullable): where the file was moved
 *
 * Reads and parses one of the game's own files, the same way for every
 * kind: a missing file gives %NULL and no error; a file from a newer
 * version (@parse fails with CY_ERROR_VERSION) stays where it is, for that
 * version to read; anything else that cannot be read or parsed is set
 * aside (see cy_data_file_set_aside()) and its new path returned in
 * @moved_aside, with the reason in @error. When it cannot even be set
 * aside, @moved_aside is %NULL and @error says both.
 *
 * Returns: (transfer full) (nullable): what @parse returned, or %NULL
 */
gpointer
cy_data_file_load (const char           *path,
                   gsize                 max_size,
                   CyDataFileParseFunc   parse,
                   gpointer              user_data,
                   char                **moved_aside,
                   GError              **error)
{
  g_autoptr(GBytes) contents = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GError) aside_error = NULL;
  char *aside;
  gpointer result;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (parse != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (moved_aside != NULL)
    *moved_aside = NULL;

  contents = cy_data_file_read (path, max_size, &local_error);
  if (contents == NULL && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return NULL;

  if (contents != NULL)
    {
      result = parse (contents, user_data, &local_error);
      if (result != NULL)
        return result;
      g_return_val_if_fail (local_error != NULL, NULL);
    }

  if (g_error_matches (local_error, CY_ERROR, CY_ERROR_VERSION))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  aside = cy_data_file_set_aside (path, &aside_error);
  if (aside == NULL)
    {
      /* Translators: the first %s says what is wrong with a file, the second why it could not be moved */
      g_set_error (error, local_error->domain, local_error->code, _("%s; it could not be set aside either (%s)"),
                   local_error->message, aside_error->message);
      return NULL;
    }

  if (moved_aside != NULL)
    *moved_aside = aside;
  else
    g_free (aside);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return NULL;
}
