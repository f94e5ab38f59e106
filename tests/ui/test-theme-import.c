/* test-theme-import.c: a card theme picked in the file chooser becomes the game's copy
 *
 * No display needed. The file chooser (the portal's, in a Flatpak) hands
 * over one file; cy_theme_import() keeps a copy in the game's data folder
 * if it is a deck, and copies nothing if it is not.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cy-card-theme.h"
#include "cy-theme-import.h"

/* A deck in AisleRiot's layout: the game's own, from the source tree. */
static GFile *
get_deck (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "cards", "card-yacht.svg", NULL);

  return g_file_new_for_path (path);
}

static guint
count_files (const char *dir_path)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  guint n = 0;

  while (dir != NULL && g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static void
test_import_deck (void)
{
  g_autoptr(GFile) deck = get_deck ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cy_theme_import_get_dir ();
  g_autofree char *copy = cy_theme_import (deck, &error);
  g_autofree char *again = NULL;
  g_autoptr(CyCardTheme) theme = NULL;
  g_autofree char *expected = g_build_filename (dir, "card-yacht.svg", NULL);

  g_assert_no_error (error);
  g_assert_cmpstr (copy, ==, expected);
  g_assert_true (g_str_has_prefix (copy, g_get_user_data_dir ()));
  /* The copy is a deck the game loads on its own. */
  theme = cy_card_theme_new_from_file (copy, &error);
  g_assert_no_error (error);
  g_assert_nonnull (theme);

  /* The same file again replaces the copy; choosing the copy itself keeps it. */
  again = cy_theme_import (deck, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (again, ==, copy);
  g_clear_pointer (&again, g_free);
  {
    g_autoptr(GFile) copy_file = g_file_new_for_path (copy);

    again = cy_theme_import (copy_file, &error);
  }
  g_assert_no_error (error);
  g_assert_cmpstr (again, ==, copy);
  g_assert_cmpuint (count_files (dir), ==, 1);
}

static void
test_refuse_non_deck (void)
{
  g_autofree char *dir = cy_theme_import_get_dir ();
  g_autofree char *scratch = g_build_filename (g_get_tmp_dir (), "not-a-deck.svg", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (scratch);
  g_autoptr(GError) error = NULL;
  g_autofree char *copy = NULL;
  guint before = count_files (dir);

  /* A picture, but no deck: no card in it. */
  g_assert_true (g_file_set_contents (scratch,
                                      "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"
                                      "<rect id='x' width='10' height='10'/></svg>", -1, NULL));
  copy = cy_theme_import (file, &error);
  g_assert_null (copy);
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, !=, "");
  g_assert_cmpuint (count_files (dir), ==, before);
  g_unlink (scratch);
}

int
main (int   argc,
      char *argv[])
{
  /* The data folder is the test's own. */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ui/theme-import/deck", test_import_deck);
  g_test_add_func ("/ui/theme-import/not-a-deck", test_refuse_non_deck);

  return g_test_run ();
}
