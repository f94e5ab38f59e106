/* test-sheet-export.c: where the app puts an exported or printed-to-file sheet
 *
 * No display needed: only the folder and the print settings are checked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cy-sheet-export.h"

/* Writes $XDG_CONFIG_HOME/user-dirs.dirs naming @documents (relative to
 * $HOME), or none at all for NULL, and makes GLib read it again. */
static void
set_documents (const char *documents)
{
  g_autofree char *path = g_build_filename (g_get_user_config_dir (), "user-dirs.dirs", NULL);

  g_assert_cmpint (g_mkdir_with_parents (g_get_user_config_dir (), 0700), ==, 0);
  if (documents != NULL)
    {
      g_autofree char *contents = g_strdup_printf ("XDG_DOCUMENTS_DIR=\"$HOME/%s\"\n", documents);

      g_assert_true (g_file_set_contents (path, contents, -1, NULL));
    }
  else
    g_unlink (path);

  g_reload_user_special_dirs_cache ();
}

static void
assert_default_folder (const char *expected)
{
  g_autoptr(GFile) folder = cy_sheet_export_get_default_folder ();
  g_autofree char *path = g_file_get_path (folder);
  g_autoptr(GtkPrintSettings) settings = cy_sheet_export_new_print_settings ("boat-score-pad");

  g_assert_cmpstr (path, ==, expected);

  /* Print to File writes there, under the sheet's name; GTK adds the
   * extension of the format picked in the dialog. */
  g_assert_cmpstr (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_DIR), ==, expected);
  g_assert_cmpstr (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME), ==, "boat-score-pad");
  g_assert_null (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_URI));
}

static void
test_documents (void)
{
  g_autofree char *documents = g_build_filename (g_get_home_dir (), "Papers", NULL);
  g_autofree char *cwd = g_get_current_dir ();

  g_assert_cmpint (g_mkdir_with_parents (documents, 0700), ==, 0);
  set_documents ("Papers");
  assert_default_folder (documents);
  g_assert_cmpstr (documents, !=, cwd);
}

/* No Documents folder configured, or one that is not there: home. */
static void
test_home (void)
{
  set_documents (NULL);
  assert_default_folder (g_get_home_dir ());

  set_documents ("Not There");
  assert_default_folder (g_get_home_dir ());
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *home = g_dir_make_tmp ("test-sheet-export-XXXXXX", NULL);
  g_autofree char *config = g_build_filename (home, "config", NULL);
  g_autofree char *dirs = g_build_filename (config, "user-dirs.dirs", NULL);
  g_autofree char *papers = g_build_filename (home, "Papers", NULL);
  int status;

  /* A home of our own, set before GLib reads it: G_TEST_OPTION_ISOLATE_DIRS
   * would hide user-dirs.dirs from g_get_user_special_dir(). */
  g_assert_nonnull (home);
  g_setenv ("HOME", home, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_test_init (&argc, &argv, NULL);

  /* In this order: once read, a Documents folder stays in GLib's cache
   * even when user-dirs.dirs no longer names one. */
  g_test_add_func ("/ui/sheet-export/home", test_home);
  g_test_add_func ("/ui/sheet-export/documents", test_documents);

  status = g_test_run ();

  g_unlink (dirs);
  g_rmdir (config);
  g_rmdir (papers);
  g_rmdir (home);
  return status;
}
