/* test-fault.c: injecting file-system faults into tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* unshare() and the mount flags are Linux; mkfifo(), symlink() and
 * lstat() POSIX: none of them C11. */
#define _GNU_SOURCE

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "test-fault.h"

#define FILLER ".filler"

static gboolean can_mount;
static char *why_not;

static gboolean
write_text (const char *path,
            const char *text)
{
  int fd = open (path, O_WRONLY | O_CLOEXEC);
  gboolean ok;

  if (fd < 0)
    return FALSE;
  ok = write (fd, text, strlen (text)) == (gssize) strlen (text);
  close (fd);
  return ok;
}

/* As root: a mount namespace. Otherwise: a user namespace in which this
 * user is root, with a mount namespace, where the kernel allows it. */
void
cy_test_fault_init (void)
{
  uid_t uid = geteuid ();
  gid_t gid = getegid ();

  if (unshare (CLONE_NEWNS) != 0)
    {
      g_autofree char *uid_map = g_strdup_printf ("0 %u 1\n", (guint) uid);
      g_autofree char *gid_map = g_strdup_printf ("0 %u 1\n", (guint) gid);

      if (unshare (CLONE_NEWUSER | CLONE_NEWNS) != 0)
        {
          why_not = g_strdup_printf ("no mount namespace: %s", g_strerror (errno));
          return;
        }
      /* setgroups must be denied before an unprivileged gid_map. */
      write_text ("/proc/self/setgroups", "deny");
      if (!write_text ("/proc/self/uid_map", uid_map) || !write_text ("/proc/self/gid_map", gid_map))
        {
          why_not = g_strdup_printf ("no user namespace mapping: %s", g_strerror (errno));
          return;
        }
    }

  /* Mounts made here must not propagate back to the system. */
  if (mount ("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    {
      why_not = g_strdup_printf ("cannot make mounts private: %s", g_strerror (errno));
      return;
    }

  can_mount = TRUE;
}

gboolean
cy_test_fault_mount_tmpfs (const char *dir,
                           gsize       size)
{
  g_autofree char *options = g_strdup_printf ("size=%" G_GSIZE_FORMAT ",mode=0700", size);

  if (!can_mount)
    {
      g_test_skip (why_not ? why_not : "cy_test_fault_init() was not called");
      return FALSE;
    }

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  if (mount ("tmpfs", dir, "tmpfs", MS_NOSUID | MS_NODEV, options) != 0)
    {
      g_autofree char *reason = g_strdup_printf ("cannot mount a tmpfs: %s", g_strerror (errno));

      g_test_skip (reason);
      return FALSE;
    }

  return TRUE;
}

void
cy_test_fault_fill (const char *dir,
                    gsize       room)
{
  g_autofree char *filler = g_build_filename (dir, FILLER, NULL);
  static const char block[4096];
  gsize written = 0;
  int fd;

  fd = open (filler, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  g_assert_cmpint (fd, >=, 0);
  for (;;)
    {
      gssize n = write (fd, block, sizeof block);

      if (n < 0)
        {
          g_assert_cmpint (errno, ==, ENOSPC);
          break;
        }
      written += (gsize) n;
    }

  g_assert_cmpuint (written, >=, room);
  g_assert_cmpint (ftruncate (fd, (off_t) (written - room)), ==, 0);
  close (fd);
}

void
cy_test_fault_unfill (const char *dir)
{
  g_autofree char *filler = g_build_filename (dir, FILLER, NULL);

  g_assert_cmpint (g_unlink (filler), ==, 0);
}

void
cy_test_fault_remount_read_only (const char *dir)
{
  g_assert_cmpint (mount ("tmpfs", dir, "tmpfs", MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL), ==, 0);
}

void
cy_test_fault_unmount (const char *dir)
{
  /* Lazily: a file still open somewhere must not keep the test dir busy. */
  g_assert_cmpint (umount2 (dir, MNT_DETACH), ==, 0);
}

void
cy_test_fault_make_not_a_file (const char *path,
                               const char *which)
{
  if (g_str_equal (which, "folder"))
    g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  else if (g_str_equal (which, "fifo"))
    g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  else if (g_str_equal (which, "dev-zero"))
    g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
  else if (g_str_equal (which, "huge"))
    {
      /* The audit's 1 GB sparse save took 142 s and 3.1 GB to refuse. */
      int fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);

      g_assert_cmpint (fd, >=, 0);
      g_assert_cmpint (ftruncate (fd, (off_t) 1 << 30), ==, 0);
      close (fd);
    }
  else
    g_assert_not_reached ();
}

void
cy_test_fault_assert_not_a_file (const char *path,
                                 const char *which)
{
  struct stat st;

  g_assert_cmpint (lstat (path, &st), ==, 0);
  if (g_str_equal (which, "folder"))
    g_assert_true (S_ISDIR (st.st_mode));
  else if (g_str_equal (which, "fifo"))
    g_assert_true (S_ISFIFO (st.st_mode));
  else if (g_str_equal (which, "dev-zero"))
    g_assert_true (S_ISLNK (st.st_mode));
  else
    g_assert_cmpint (st.st_size, ==, (off_t) 1 << 30);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

char *
cy_test_fault_list_dir (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (!g_str_equal (name, FILLER))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);

  return g_strjoinv (" ", (char **) names->pdata);
}

static void
on_alarm (int signal_number)
{
  static const char message[] = "Bail out! the test hung (watchdog)\n";

  /* Only async-signal-safe calls here. */
  if (write (STDOUT_FILENO, message, sizeof message - 1) < 0)
    _exit (3);
  _exit (3);
}

void
cy_test_fault_watchdog (guint seconds)
{
  signal (SIGALRM, on_alarm);
  alarm (seconds);
}
