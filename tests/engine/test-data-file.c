/* test-data-file.c: reading only regular files of bounded size, writing
 * whole or not at all, and setting unusable files aside
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* symlink(), lstat() and mkfifo() are POSIX, not C11. */
#define _GNU_SOURCE

#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cy-data-file.h"
#include "cy-error.h"
#include "test-fault.h"

static char *
data_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "card-yacht", NULL);
}

static char *
make_path (const char *name)
{
  g_autofree char *dir = data_dir ();

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return g_build_filename (dir, name, NULL);
}

static void
write_file (const char *path,
            const char *contents)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
}

static void
assert_file (const char *path,
             const char *contents)
{
  g_autofree char *actual = NULL;

  g_assert_true (g_file_get_contents (path, &actual, NULL, NULL));
  g_assert_cmpstr (actual, ==, contents);
}

static void
test_read_regular (void)
{
  g_autofree char *path = make_path ("file");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  /* Missing. */
  g_assert_null (cy_data_file_read (path, 100, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Empty. */
  write_file (path, "");
  bytes = cy_data_file_read (path, 100, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (bytes), ==, 0);
  g_clear_pointer (&bytes, g_bytes_unref);

  /* Exactly at the limit, and one byte over it. */
  write_file (path, "0123456789");
  bytes = cy_data_file_read (path, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), "0123456789", 10);
  g_assert_null (cy_data_file_read (path, 9, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, path));
  g_test_message ("%s", error->message);
}

/* A huge sparse file (the audit's 1 GB save) is refused before a byte of
 * it is read: by its size alone. */
static void
test_read_huge (void)
{
  g_autofree char *path = make_path ("huge");
  g_autoptr(GError) error = NULL;

  cy_test_fault_make_not_a_file (path, "huge");
  g_assert_null (cy_data_file_read (path, CY_SAVE_FILE_MAX_SIZE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_test_message ("%s", error->message);
}

/* Neither a FIFO (open() would wait for a writer for ever), a device
 * (/dev/zero never ends) nor a folder. */
static void
test_read_not_regular (void)
{
  g_autofree char *fifo = make_path ("fifo");
  g_autofree char *zero = make_path ("zero");
  g_autofree char *folder = make_path ("folder");
  g_autoptr(GError) error = NULL;

  cy_test_fault_watchdog (60);

  cy_test_fault_make_not_a_file (fifo, "fifo");
  g_assert_null (cy_data_file_read (fifo, CY_SAVE_FILE_MAX_SIZE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, "named pipe"));
  g_clear_error (&error);

  cy_test_fault_make_not_a_file (zero, "dev-zero");
  g_assert_null (cy_data_file_read (zero, CY_SAVE_FILE_MAX_SIZE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, "device"));
  g_clear_error (&error);

  cy_test_fault_make_not_a_file (folder, "folder");
  g_assert_null (cy_data_file_read (folder, CY_SAVE_FILE_MAX_SIZE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, "folder"));

  alarm (0);
}

static void
test_write (void)
{
  g_autofree char *dir = data_dir ();
  g_autofree char *path = make_path ("out");
  g_autofree char *folder = make_path ("folder");
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  struct stat st;
  mode_t mask = umask (022);

  /* New, with the permissions asked for (less the umask). */
  g_assert_true (cy_data_file_write (path, "first", 5, 0666, &error));
  g_assert_no_error (error);
  assert_file (path, "first");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0644);

  /* Replaced whole, leaving nothing beside it. */
  g_assert_true (cy_data_file_write (path, "second, longer", 14, 0600, &error));
  assert_file (path, "second, longer");
  g_assert_true (cy_data_file_write (path, "", 0, 0600, &error));
  assert_file (path, "");

  /* A folder in the way: an error, and the folder as it was. */
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_false (cy_data_file_write (folder, "x", 1, 0600, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, folder));
  g_test_message ("%s", error->message);
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_clear_error (&error);

  /* A folder that is not there. */
  g_clear_pointer (&path, g_free);
  path = g_build_filename (dir, "missing", "out", NULL);
  g_assert_false (cy_data_file_write (path, "x", 1, 0600, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  listing = cy_test_fault_list_dir (dir);
  g_assert_cmpstr (listing, ==, "folder out");
  umask (mask);
}

/* The audit's full disk: a write that fails half-way leaves the old file
 * exactly as it was, a new path absent, and no temporary file behind. */
static void
test_write_full_disk (void)
{
  g_autofree char *dir = data_dir ();
  g_autofree char *keep = g_build_filename (dir, "keep.pdf", NULL);
  g_autofree char *fresh = g_build_filename (dir, "new.pdf", NULL);
  g_autofree char *big = g_malloc0 (64 * 1024);
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;

  if (!cy_test_fault_mount_tmpfs (dir, 256 * 1024))
    return;

  write_file (keep, "the sheet from last week");
  /* Room for one page: the write starts, then fails. */
  cy_test_fault_fill (dir, 4096);

  g_assert_false (cy_data_file_write (keep, big, 64 * 1024, 0644, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_nonnull (strstr (error->message, "keep.pdf"));
  g_test_message ("%s", error->message);
  g_clear_error (&error);
  assert_file (keep, "the sheet from last week");

  g_assert_false (cy_data_file_write (fresh, big, 64 * 1024, 0644, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));

  listing = cy_test_fault_list_dir (dir);
  g_assert_cmpstr (listing, ==, "keep.pdf");

  /* With room again, it is written. */
  cy_test_fault_unfill (dir);
  g_clear_error (&error);
  g_assert_true (cy_data_file_write (keep, big, 64 * 1024, 0644, &error));
  g_assert_no_error (error);

  cy_test_fault_unmount (dir);
}

static void
test_set_aside (void)
{
  g_autofree char *path = make_path ("statistics");
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *base = NULL;
  g_autoptr(GError) error = NULL;
  struct stat st;

  write_file (path, "one");
  first = cy_data_file_set_aside (path, &error);
  g_assert_no_error (error);
  base = g_path_get_basename (first);
  g_assert_true (g_regex_match_simple ("^statistics\\.unreadable-[0-9]{8}-[0-9]{6}$", base, 0, 0));
  assert_file (first, "one");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* A FIFO is moved, not opened. */
  cy_test_fault_watchdog (60);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  second = cy_data_file_set_aside (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (first, !=, second);
  g_assert_cmpint (lstat (second, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  alarm (0);

  /* Nothing there. */
  g_assert_null (cy_data_file_set_aside (path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

static gpointer
parse_text (GBytes   *contents,
            gpointer  user_data,
            GError  **error)
{
  gsize length;
  const char *data = g_bytes_get_data (contents, &length);

  if (length == 2 && memcmp (data, "ok", 2) == 0)
    return g_strdup ("parsed");
  if (length >= 5 && memcmp (data, "v2", 2) == 0)
    g_set_error_literal (error, CY_ERROR, CY_ERROR_VERSION, "from a newer version");
  else
    g_set_error_literal (error, CY_ERROR, CY_ERROR_CORRUPT, "damaged");
  return NULL;
}

static void
test_load (void)
{
  g_autofree char *path = make_path ("file");
  g_autofree char *moved_aside = NULL;
  g_autofree char *result = NULL;
  g_autoptr(GError) error = NULL;

  /* Missing: nothing, no error. */
  g_assert_null (cy_data_file_load (path, 100, parse_text, NULL, &moved_aside, &error));
  g_assert_no_error (error);
  g_assert_null (moved_aside);

  write_file (path, "ok");
  result = cy_data_file_load (path, 100, parse_text, NULL, &moved_aside, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (result, ==, "parsed");
  g_assert_null (moved_aside);

  /* A newer version's file stays where it is. */
  write_file (path, "v2 data");
  g_assert_null (cy_data_file_load (path, 100, parse_text, NULL, &moved_aside, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_VERSION);
  g_assert_null (moved_aside);
  assert_file (path, "v2 data");
  g_clear_error (&error);

  /* A damaged one, or one too large, is set aside. */
  write_file (path, "xx");
  g_assert_null (cy_data_file_load (path, 100, parse_text, NULL, &moved_aside, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_CORRUPT);
  g_assert_nonnull (moved_aside);
  assert_file (moved_aside, "xx");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);
  g_clear_pointer (&moved_aside, g_free);

  write_file (path, "ok, but far too long");
  g_assert_null (cy_data_file_load (path, 10, parse_text, NULL, &moved_aside, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_assert_nonnull (moved_aside);
}

/* In a read-only folder a damaged file cannot be set aside: the error
 * says both what is wrong and why it stays. */
static void
test_load_read_only (void)
{
  g_autofree char *dir = data_dir ();
  g_autofree char *path = g_build_filename (dir, "file", NULL);
  g_autofree char *moved_aside = NULL;
  g_autoptr(GError) error = NULL;

  if (!cy_test_fault_mount_tmpfs (dir, 64 * 1024))
    return;

  write_file (path, "xx");
  cy_test_fault_remount_read_only (dir);

  g_assert_null (cy_data_file_load (path, 100, parse_text, NULL, &moved_aside, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_CORRUPT);
  g_assert_null (moved_aside);
  g_assert_nonnull (strstr (error->message, "damaged"));
  g_assert_nonnull (strstr (error->message, "set aside"));
  g_assert_nonnull (strstr (error->message, "Read-only"));
  g_test_message ("%s", error->message);
  assert_file (path, "xx");

  cy_test_fault_unmount (dir);
}

int
main (int    argc,
      char **argv)
{
  cy_test_fault_init ();
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/engine/data-file/read/regular", test_read_regular);
  g_test_add_func ("/engine/data-file/read/huge", test_read_huge);
  g_test_add_func ("/engine/data-file/read/not-regular", test_read_not_regular);
  g_test_add_func ("/engine/data-file/write", test_write);
  g_test_add_func ("/engine/data-file/write/full-disk", test_write_full_disk);
  g_test_add_func ("/engine/data-file/set-aside", test_set_aside);
  g_test_add_func ("/engine/data-file/load", test_load);
  g_test_add_func ("/engine/data-file/load/read-only", test_load_read_only);

  return g_test_run ();
}
