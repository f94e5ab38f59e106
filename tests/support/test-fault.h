/* test-fault.h: injecting file-system faults into tests
 *
 * A full or read-only disk is a small tmpfs, mounted in a mount namespace
 * of the test's own, so that it needs no clean-up if the test dies and
 * is seen by nothing else. Where the system allows no such mount (no
 * root, no user namespaces), the tests that need one skip.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Call first in main(), before any thread starts. */
void      cy_test_fault_init          (void);

/* Mounts a tmpfs of @size bytes on @dir (created if need be). Returns
 * FALSE, after g_test_skip(), when mounts are not possible here. */
gboolean  cy_test_fault_mount_tmpfs   (const char  *dir,
                                       gsize        size);

/* Fills the file system of @dir with a filler file, then frees @room
 * bytes of it, so that the next writes fail after about @room bytes. */
void      cy_test_fault_fill          (const char  *dir,
                                       gsize        room);

/* Frees the filler again. */
void      cy_test_fault_unfill        (const char  *dir);

void      cy_test_fault_remount_read_only (const char *dir);
void      cy_test_fault_unmount       (const char  *dir);

/* Puts at @path what is not a file to read: "folder", "fifo", "dev-zero"
 * (a symbolic link to /dev/zero) or "huge" (a sparse 1 GiB file). */
void      cy_test_fault_make_not_a_file   (const char *path,
                                           const char *which);

/* Asserts that @path, not followed, is what that made: moved, not copied. */
void      cy_test_fault_assert_not_a_file (const char *path,
                                           const char *which);

/* The names in @dir, sorted, as one string "a b c", for assertions. */
char     *cy_test_fault_list_dir      (const char  *dir);

/* Fails the test instead of hanging it for ever: a SIGALRM after @seconds. */
void      cy_test_fault_watchdog      (guint        seconds);

G_END_DECLS
