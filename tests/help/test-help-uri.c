/* test-help-uri.c: where the game looks for its help
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No display needed: only the look-up is tested (which URI the help viewer
 * or the web browser would get); tests/test-help-opens.sh opens the real
 * thing. GLib reads XDG_DATA_DIRS once, so the data directories are set
 * before anything asks, and each test lays out the files it needs.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cy-help.h"

static char *first_dir;   /* an XDG_DATA_DIRS entry, searched first */
static char *second_dir;

static void
touch (const char *dir,
       const char *relative)
{
  g_autofree char *path = g_build_filename (dir, relative, NULL);
  g_autofree char *parent = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "<page/>", -1, NULL));
}

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          if (g_file_test (child, G_FILE_TEST_IS_DIR))
            remove_tree (child);
          else
            g_unlink (child);
        }
      g_dir_close (dir);
    }
  g_rmdir (path);
}

static void
clear (void)
{
  g_autofree char *a = g_build_filename (first_dir, "help", NULL);
  g_autofree char *b = g_build_filename (second_dir, "help", NULL);
  g_autofree char *c = g_build_filename (first_dir, "card-yacht", NULL);
  g_autofree char *d = g_build_filename (second_dir, "card-yacht", NULL);

  remove_tree (a);
  remove_tree (b);
  remove_tree (c);
  remove_tree (d);
  g_setenv ("LANGUAGE", "C", TRUE);
}

static void
test_no_pages (void)
{
  g_autofree char *installed = g_build_filename (DATADIR, "help", "C", "card-yacht", "index.page", NULL);

  if (g_file_test (installed, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("Card Yacht is installed in this prefix");
      return;
    }

  clear ();
  g_assert_null (cy_help_get_uri (NULL));
  g_assert_null (cy_help_get_uri ("rules"));
  g_assert_null (cy_help_get_html_uri (NULL));

  /* Pages of another program are not ours, nor a folder without an index. */
  touch (first_dir, "help/C/other-game/index.page");
  touch (first_dir, "help/C/card-yacht/rules.page");
  g_assert_null (cy_help_get_uri (NULL));
}

/* A build tree's pages, off the installed data directory: the viewer gets
 * their absolute path, which a viewer started elsewhere still finds. */
static void
test_uninstalled_pages (void)
{
  g_autofree char *pages = g_build_filename (second_dir, "help", "C", "card-yacht", NULL);
  g_autofree char *expected = g_strconcat ("ghelp:", pages, NULL);
  g_autofree char *expected_page = g_strconcat ("ghelp:", pages, "?rules", NULL);
  g_autofree char *uri = NULL;
  g_autofree char *page_uri = NULL;

  clear ();
  touch (second_dir, "help/C/card-yacht/index.page");
  uri = cy_help_get_uri (NULL);
  page_uri = cy_help_get_uri ("rules");
  g_assert_cmpstr (uri, ==, expected);
  g_assert_cmpstr (page_uri, ==, expected_page);
}

/* The first data directory wins, as in yelp; a language the player reads
 * wins over C in any directory. */
static void
test_order (void)
{
  g_autofree char *first = g_build_filename (first_dir, "help", "C", "card-yacht", NULL);
  g_autofree char *german = g_build_filename (second_dir, "help", "de", "card-yacht", NULL);
  g_autofree char *expected_first = g_strconcat ("ghelp:", first, NULL);
  g_autofree char *expected_german = g_strconcat ("ghelp:", german, "?scoring", NULL);
  g_autofree char *uri = NULL;
  g_autofree char *german_uri = NULL;

  clear ();
  touch (first_dir, "help/C/card-yacht/index.page");
  touch (second_dir, "help/C/card-yacht/index.page");
  touch (second_dir, "help/de/card-yacht/index.page");
  uri = cy_help_get_uri (NULL);
  g_assert_cmpstr (uri, ==, expected_first);

  g_setenv ("LANGUAGE", "de", TRUE);
  german_uri = cy_help_get_uri ("scoring");
  g_assert_cmpstr (german_uri, ==, expected_german);
}

static void
test_html (void)
{
  g_autofree char *index = g_build_filename (second_dir, "card-yacht", "help-html", "index.html", NULL);
  g_autofree char *rules = g_build_filename (second_dir, "card-yacht", "help-html", "rules.html", NULL);
  g_autofree char *expected_index = g_filename_to_uri (index, NULL, NULL);
  g_autofree char *expected_rules = g_filename_to_uri (rules, NULL, NULL);
  g_autofree char *index_uri = NULL;
  g_autofree char *rules_uri = NULL;

  clear ();
  touch (second_dir, "card-yacht/help-html/index.html");
  touch (second_dir, "card-yacht/help-html/rules.html");
  index_uri = cy_help_get_html_uri (NULL);
  rules_uri = cy_help_get_html_uri ("rules");
  g_assert_cmpstr (index_uri, ==, expected_index);
  g_assert_cmpstr (rules_uri, ==, expected_rules);

  /* A page the HTML copy lacks is no page. */
  g_assert_null (cy_help_get_html_uri ("no-such-page"));
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *home = g_dir_make_tmp ("cy-help-home-XXXXXX", NULL);
  g_autofree char *dirs = NULL;
  int status;

  first_dir = g_dir_make_tmp ("cy-help-first-XXXXXX", NULL);
  second_dir = g_dir_make_tmp ("cy-help-second-XXXXXX", NULL);
  g_assert_nonnull (home);
  g_assert_nonnull (first_dir);
  g_assert_nonnull (second_dir);
  dirs = g_strjoin (":", first_dir, second_dir, NULL);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_setenv ("XDG_DATA_DIRS", dirs, TRUE);

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/help/no-pages", test_no_pages);
  g_test_add_func ("/help/uninstalled-pages", test_uninstalled_pages);
  g_test_add_func ("/help/order", test_order);
  g_test_add_func ("/help/html", test_html);
  status = g_test_run ();

  clear ();
  remove_tree (first_dir);
  remove_tree (second_dir);
  remove_tree (home);
  g_free (first_dir);
  g_free (second_dir);

  return status;
}
