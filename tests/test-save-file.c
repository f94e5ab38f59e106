/* test-save-file.c: the autosave file, its format versions, and unreadable saves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <sys/stat.h>

#include "cy-save-file.h"
#include "test-util.h"

static CyGame *
game_under_way (void)
{
  CyRuleOptions options = cy_test_options (CY_STOCK_RULE_AUTOMATIC_KNOCK, CY_DEFAULT_TURN_LIMIT);
  CyGame *game = cy_test_game_new_started (3, &options, 77);
  CyRandom rng;

  cy_random_init (&rng, 77, 1);
  cy_test_play_until_scoring (game, &rng);
  cy_test_score_round (game, &rng);
  g_assert_true (cy_game_new_round (game, NULL));
  for (guint i = 0; i < 3 && cy_game_get_phase (game) == CY_PHASE_TURNS; i++)
    cy_test_play_random_move (game, &rng);
  return game;
}

/* The saved form of @game with its format version replaced. */
static GBytes *
save_with_version (CyGame  *game,
                   guint32  version)
{
  g_autoptr(GVariant) saved = cy_game_serialize (game);
  g_autoptr(GVariant) dict = NULL;
  g_autoptr(GVariant) patched = NULL;
  guint32 old;

  g_variant_get (saved, "(u@a{sv})", &old, &dict);
  g_assert_cmpuint (old, ==, CY_SAVE_VERSION);
  patched = g_variant_ref_sink (g_variant_new ("(u@a{sv})", version, dict));
  return g_variant_get_data_as_bytes (patched);
}

static void
test_versions (void)
{
  g_autoptr(CyGame) game = game_under_way ();
  g_autoptr(GBytes) v0 = save_with_version (game, 0);
  g_autoptr(GBytes) v1 = save_with_version (game, 1);
  g_autoptr(GBytes) v2 = save_with_version (game, 2);
  g_autoptr(GBytes) vmax = save_with_version (game, G_MAXUINT32);
  g_autoptr(GBytes) again = NULL;
  g_autoptr(CyGame) loaded = NULL;
  g_autoptr(GError) error = NULL;

  /* Version 1, the current one, loads to the very same state. */
  loaded = cy_game_load_from_bytes (v1, &error);
  g_assert_no_error (error);
  again = cy_game_save_to_bytes (loaded);
  g_assert_true (g_bytes_equal (again, v1));

  /* There never was a version 0. */
  g_assert_null (cy_game_load_from_bytes (v0, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_CORRUPT);
  g_assert_nonnull (strstr (error->message, "format 0"));
  g_test_message ("version 0: %s", error->message);
  g_clear_error (&error);

  /* A newer version's save: the player is told so, with both numbers. */
  g_assert_null (cy_game_load_from_bytes (v2, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_VERSION);
  g_assert_nonnull (strstr (error->message, "newer"));
  g_assert_nonnull (strstr (error->message, "format 2"));
  g_assert_nonnull (strstr (error->message, "up to 1"));
  g_test_message ("version 2: %s", error->message);
  g_clear_error (&error);

  g_assert_null (cy_game_load_from_bytes (vmax, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_VERSION);
}

/* The saved form of @game with the field @key replaced by @value. */
static GBytes *
save_with_field (CyGame     *game,
                 const char *key,
                 GVariant   *value)
{
  g_autoptr(GVariant) saved = cy_game_serialize (game);
  g_autoptr(GVariant) dict = NULL;
  g_autoptr(GVariant) patched = NULL;
  g_autoptr(GVariant) owned = g_variant_ref_sink (value);
  GVariantBuilder fields;
  GVariantIter iter;
  const char *name;
  GVariant *field;
  guint32 version;

  g_variant_get (saved, "(u@a{sv})", &version, &dict);
  g_variant_builder_init (&fields, G_VARIANT_TYPE_VARDICT);
  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&sv}", &name, &field))
    {
      g_variant_builder_add (&fields, "{sv}", name, g_str_equal (name, key) ? owned : field);
      g_variant_unref (field);
    }

  patched = g_variant_ref_sink (g_variant_new ("(u@a{sv})", version, g_variant_builder_end (&fields)));
  return g_variant_get_data_as_bytes (patched);
}

/* Found by the fuzzer: a save whose random number stream has an even
 * increment (0, 0 here) loaded, and the next deal then shuffled for ever. */
static void
test_even_rng_increment (void)
{
  g_autoptr(CyGame) game = game_under_way ();
  g_autoptr(GBytes) zero = save_with_field (game, "rng", g_variant_new ("(tt)", (guint64) 0, (guint64) 0));
  g_autoptr(GBytes) even = save_with_field (game, "rng", g_variant_new ("(tt)", (guint64) 12345, (guint64) 2));
  g_autoptr(GBytes) odd = save_with_field (game, "rng", g_variant_new ("(tt)", (guint64) 0, (guint64) 1));
  g_autoptr(CyGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  CyRandom rng;

  g_assert_null (cy_game_load_from_bytes (zero, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_CORRUPT);
  g_clear_error (&error);
  g_assert_null (cy_game_load_from_bytes (even, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_CORRUPT);
  g_clear_error (&error);

  /* Any odd increment is a full-period stream: it loads and deals. */
  loaded = cy_game_load_from_bytes (odd, &error);
  g_assert_no_error (error);
  cy_random_init (&rng, 1, 1);
  cy_test_play_until_scoring (loaded, &rng);
  cy_test_score_round (loaded, NULL);
  g_assert_true (cy_game_new_round (loaded, &error));
  g_assert_no_error (error);
}

static void
test_round_trip (void)
{
  g_autoptr(CyGame) game = game_under_way ();
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 17);
  g_autoptr(CyMatch) loaded = NULL;
  g_autoptr(GBytes) before = cy_match_save_to_bytes (match);
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *moved_aside = NULL;
  struct stat st;

  /* No save yet: nothing, and no error. */
  g_assert_null (cy_save_file_read (&moved_aside, &error));
  g_assert_no_error (error);
  g_assert_null (moved_aside);

  g_assert_true (cy_save_file_write (match, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  loaded = cy_save_file_read (&moved_aside, &error);
  g_assert_no_error (error);
  g_assert_null (moved_aside);
  after = cy_match_save_to_bytes (loaded);
  g_assert_true (g_bytes_equal (before, after));

  /* Reading does not consume it; clearing does. */
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  cy_save_file_clear ();
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_null (cy_save_file_read (NULL, &error));
  g_assert_no_error (error);
}

static void
write_file (const char *path,
            const void *contents,
            gsize       length)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_file_set_contents (path, contents, (gssize) length, &error);
  g_assert_no_error (error);
}

static void
assert_file (const char *path,
             const void *contents,
             gsize       length)
{
  g_autofree char *actual = NULL;
  gsize actual_length;

  g_assert_true (g_file_get_contents (path, &actual, &actual_length, NULL));
  g_assert_cmpmem (actual, actual_length, contents, length);
}

/* An unreadable save is refused with an error, and moved, whole, to
 * "saved-game.unreadable-YYYYMMDD-HHMMSS"; the player's other files stay
 * exactly as they were. */
static void
test_unreadable (gconstpointer data)
{
  const char *which = data;
  g_autoptr(CyGame) game = game_under_way ();
  g_autoptr(GBytes) good = cy_game_save_to_bytes (game);
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *statistics = g_build_filename (dir, "statistics", NULL);
  g_autofree char *earlier = g_build_filename (dir, "saved-game.unreadable-20200101-000000", NULL);
  g_autofree char *moved_aside = NULL;
  g_autofree char *base = NULL;
  g_autoptr(GBytes) bad = NULL;
  g_autoptr(GError) error = NULL;
  gsize good_size;
  const guint8 *good_data = g_bytes_get_data (good, &good_size);

  if (g_str_equal (which, "empty"))
    bad = g_bytes_new_static ("", 0);
  else if (g_str_equal (which, "truncated"))
    bad = g_bytes_new_from_bytes (good, 0, good_size / 2);
  else if (g_str_equal (which, "one-byte-short"))
    bad = g_bytes_new_from_bytes (good, 0, good_size - 1);
  else if (g_str_equal (which, "random"))
    {
      GRand *rand = g_rand_new_with_seed (7);
      guint8 *bytes = g_malloc (good_size);

      for (gsize i = 0; i < good_size; i++)
        bytes[i] = (guint8) g_rand_int_range (rand, 0, 256);
      g_rand_free (rand);
      bad = g_bytes_new_take (bytes, good_size);
    }
  else if (g_str_equal (which, "flipped-card"))
    {
      /* Still a well-formed GVariant, but a card is duplicated or unknown:
       * only the validation can catch it. The stock is the only "ay" whose
       * bytes are all cards, so flip one of the last bytes that is a card
       * of the stock: take the stock from the saved form and find it. */
      CyCard stock[CY_DECK_SIZE];
      guint n = cy_test_get_stock (game, stock);
      guint8 *bytes = g_memdup2 (good_data, good_size);
      gboolean found = FALSE;

      g_assert_cmpuint (n, >, 1);
      for (gsize i = 0; i + n <= good_size && !found; i++)
        if (memcmp (bytes + i, stock, n) == 0)
          {
            bytes[i] = stock[1];
            found = TRUE;
          }
      g_assert_true (found);
      bad = g_bytes_new_take (bytes, good_size);
    }
  else if (g_str_equal (which, "version-2"))
    bad = save_with_version (game, 2);
  else if (g_str_equal (which, "directory"))
    bad = NULL;
  else
    g_assert_not_reached ();

  write_file (statistics, "[Card Yacht Statistics]\nversion=1\n", 34);
  write_file (earlier, "an earlier unreadable save", 26);
  if (bad != NULL)
    write_file (path, g_bytes_get_data (bad, NULL), g_bytes_get_size (bad));
  else
    g_assert_cmpint (g_mkdir (path, 0700), ==, 0);

  g_assert_null (cy_save_file_read (&moved_aside, &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == CY_ERROR || error->domain == G_FILE_ERROR);
  g_assert_cmpuint (strlen (error->message), >, 10);
  g_test_message ("%s: %s", which, error->message);

  g_assert_nonnull (moved_aside);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  base = g_path_get_basename (moved_aside);
  g_assert_true (g_regex_match_simple ("^saved-game\\.unreadable-[0-9]{8}-[0-9]{6}(-[0-9]+)?$", base, 0, 0));
  g_assert_cmpstr (moved_aside, !=, earlier);
  if (bad != NULL)
    assert_file (moved_aside, g_bytes_get_data (bad, NULL), g_bytes_get_size (bad));
  else
    g_assert_true (g_file_test (moved_aside, G_FILE_TEST_IS_DIR));

  assert_file (statistics, "[Card Yacht Statistics]\nversion=1\n", 34);
  assert_file (earlier, "an earlier unreadable save", 26);

  /* It is not read again: the next start finds no save. */
  g_clear_error (&error);
  g_clear_pointer (&moved_aside, g_free);
  g_assert_null (cy_save_file_read (&moved_aside, &error));
  g_assert_no_error (error);
  g_assert_null (moved_aside);

  /* And the game goes on saving. */
  {
    g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 3);

    g_assert_true (cy_save_file_write (match, &error));
  }
  g_assert_no_error (error);
}

/* Two unreadable saves within one second both survive. */
static void
test_unreadable_twice (void)
{
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  write_file (path, "first", 5);
  g_assert_null (cy_save_file_read (&first, NULL));
  write_file (path, "second", 6);
  g_assert_null (cy_save_file_read (&second, NULL));

  g_assert_nonnull (first);
  g_assert_nonnull (second);
  g_assert_cmpstr (first, !=, second);
  assert_file (first, "first", 5);
  assert_file (second, "second", 6);
}

int
main (int    argc,
      char **argv)
{
  static const char * const unreadable[] = {
    "empty", "truncated", "one-byte-short", "random", "flipped-card", "directory",
  };

  /* Each test gets its own empty XDG_DATA_HOME. */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  cy_game_register_match_loader ();

  g_test_add_func ("/save-file/versions", test_versions);
  g_test_add_func ("/save-file/even-rng-increment", test_even_rng_increment);
  g_test_add_func ("/save-file/round-trip", test_round_trip);
  for (guint i = 0; i < G_N_ELEMENTS (unreadable); i++)
    {
      g_autofree char *test_path = g_strconcat ("/save-file/unreadable/", unreadable[i], NULL);

      g_test_add_data_func (test_path, unreadable[i], test_unreadable);
    }
  g_test_add_func ("/save-file/unreadable-twice", test_unreadable_twice);

  return g_test_run ();
}
