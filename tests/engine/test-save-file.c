/* test-save-file.c: the autosave file, its format versions, and unreadable saves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* mkfifo(), symlink() and lstat() are POSIX, not C11. */
#define _GNU_SOURCE

#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#include "cy-data-file.h"
#include "cy-pending-results.h"
#include "cy-save-file.h"
#include "cy-set-aside-game.h"
#include "cy-player-statistics.h"
#include "cy-statistics.h"
#include "test-fault.h"
#include "test-util.h"

static CyGame *
game_under_way (void)
{
  CyRuleOptions options = cy_test_options (CY_STOCK_RULE_AUTOMATIC_KNOCK, CY_DEFAULT_TURN_LIMIT);
  CyGame *game = cy_test_game_new_started (3, &options, 77);
  CyRandom rng;

  cy_random_init (&rng, 77, 1);
  cy_test_play_until_scoring (game, &rng);
  cy_test_score_hand (game, &rng);
  g_assert_true (cy_game_deal_next_hand (game, NULL));
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
  cy_test_score_hand (loaded, NULL);
  g_assert_true (cy_game_deal_next_hand (loaded, &error));
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
  struct stat st;
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
  else
    bad = NULL;

  write_file (statistics, "[Card Yacht Statistics]\nversion=1\n", 34);
  write_file (earlier, "an earlier unreadable save", 26);
  if (bad != NULL)
    write_file (path, g_bytes_get_data (bad, NULL), g_bytes_get_size (bad));
  else
    cy_test_fault_make_not_a_file (path, which);

  /* A FIFO once blocked open() for ever. */
  cy_test_fault_watchdog (60);
  g_assert_null (cy_save_file_read (&moved_aside, &error));
  alarm (0);
  g_assert_nonnull (error);
  g_assert_true (error->domain == CY_ERROR || error->domain == G_IO_ERROR);
  g_assert_false (g_error_matches (error, CY_ERROR, CY_ERROR_VERSION));
  g_assert_cmpuint (strlen (error->message), >, 10);
  g_test_message ("%s: %s", which, error->message);

  g_assert_nonnull (moved_aside);
  g_assert_cmpint (lstat (path, &st), !=, 0);
  base = g_path_get_basename (moved_aside);
  g_assert_true (g_regex_match_simple ("^saved-game\\.unreadable-[0-9]{8}-[0-9]{6}(-[0-9]+)?$", base, 0, 0));
  g_assert_cmpstr (moved_aside, !=, earlier);
  if (bad != NULL)
    assert_file (moved_aside, g_bytes_get_data (bad, NULL), g_bytes_get_size (bad));
  else
    cy_test_fault_assert_not_a_file (moved_aside, which);

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

static CyGame *
finished_game (guint64 deal)
{
  CyRuleOptions options = cy_test_options (CY_STOCK_RULE_AUTOMATIC_KNOCK, CY_DEFAULT_TURN_LIMIT);
  CyGame *game = cy_test_game_new_started (2, &options, deal);
  CyRandom rng;

  cy_random_init (&rng, deal, 1);
  cy_test_play_to_end (game, &rng);
  return game;
}

static char *
data_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, NULL);
}

static void
assert_bytes_in_file (const char *path,
                      GBytes     *bytes)
{
  assert_file (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* Games each player of @list has played, by name. */
static guint
games_of (const char *name)
{
  g_autoptr(GPtrArray) list = cy_statistics_load (NULL, NULL);
  CyPlayerStatistics *player;

  g_assert_nonnull (list);
  player = cy_statistics_lookup (list, name);
  return player != NULL ? player->games : 0;
}

/* A save from a newer version is that version's to resume: it stays in
 * place, is neither replaced nor cleared, and the reason says "newer". */
static void
test_newer_version (void)
{
  g_autoptr(CyGame) game = game_under_way ();
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 5);
  g_autoptr(GBytes) newer = save_with_version (game, 2);
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *dir = data_dir ();
  g_autofree char *moved_aside = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;

  write_file (path, g_bytes_get_data (newer, NULL), g_bytes_get_size (newer));

  g_assert_null (cy_save_file_read (&moved_aside, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_VERSION);
  g_assert_nonnull (strstr (error->message, "newer version"));
  g_assert_null (moved_aside);
  assert_bytes_in_file (path, newer);
  g_clear_error (&error);

  /* The new game this version starts is not written over it. */
  g_assert_false (cy_save_file_write (match, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_VERSION);
  g_assert_nonnull (strstr (error->message, path));
  g_test_message ("%s", error->message);
  assert_bytes_in_file (path, newer);
  g_clear_error (&error);

  /* Nor does the end of a game clear it. */
  cy_save_file_clear ();
  assert_bytes_in_file (path, newer);

  listing = cy_test_fault_list_dir (dir);
  g_assert_cmpstr (listing, ==, "saved-game");
}

/* Another process holding the lock: a second open file description of the
 * lock file, flock()ed here, is what another process would hold. */
static void
test_lock_busy (void)
{
  g_autofree char *dir = data_dir ();
  g_autofree char *lock_path = g_build_filename (dir, "saved-game.lock", NULL);
  g_autoptr(GError) error = NULL;
  int fd;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  fd = g_open (lock_path, O_RDWR | O_CREAT, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (flock (fd, LOCK_EX | LOCK_NB), ==, 0);

  g_assert_false (cy_save_file_try_lock (&error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_assert_nonnull (strstr (error->message, "open in another window"));
  g_test_message ("%s", error->message);
  g_clear_error (&error);

  /* Once the other process is gone, this one owns it, and keeps it. */
  close (fd);
  g_assert_true (cy_save_file_try_lock (&error));
  g_assert_no_error (error);
  g_assert_true (cy_save_file_try_lock (&error));
  g_assert_true (cy_save_file_try_lock (NULL));
}

/* Writes killed between creating their temporary file and renaming it
 * left it for ever (1,038 after 5,039 kills). The process that takes the
 * lock removes them, but not one a write under way holds, nor anything
 * else in the folder. */
static void
test_stale_temporaries (void)
{
  g_autofree char *dir = data_dir ();
  static const char * const stale[] = {
    ".saved-game.Ab12Cd", ".statistics.x9Y8z7", ".statistics-boat.QQQQQQ", ".pending-result-1.000000",
  };
  static const char * const kept[] = {
    ".saved-game.Ab12C", "saved-game.Ab12Cd", ".saved-game.Ab-2Cd", ".config",
  };
  g_autofree char *writing = g_build_filename (dir, ".saved-game.w0rk1n", NULL);
  g_autofree char *link = g_build_filename (dir, ".statistics.l1nk00", NULL);
  g_autofree char *listing = NULL;
  int fd;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *path = g_build_filename (dir, stale[i], NULL);
      write_file (path, "half a save", 11);
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *path = g_build_filename (dir, kept[i], NULL);
      write_file (path, "mine", 4);
    }
  /* A write under way, as cy_data_file_write() holds it. */
  fd = g_open (writing, O_WRONLY | O_CREAT, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (flock (fd, LOCK_EX | LOCK_NB), ==, 0);
  /* A link is not followed, nor removed. */
  g_assert_cmpint (symlink ("/dev/zero", link), ==, 0);

  g_assert_true (cy_save_file_try_lock (NULL));
  listing = cy_test_fault_list_dir (dir);
  g_assert_cmpstr (listing, ==, ".config .saved-game.Ab-2Cd .saved-game.Ab12C .saved-game.w0rk1n "
                                ".statistics.l1nk00 saved-game.Ab12Cd saved-game.lock");
  close (fd);
}

/* The players' names of a game set aside, as one string. */
static char *
players_of (CySetAsideGame *game)
{
  return g_strjoinv (",", (char **) cy_set_aside_game_get_players (game));
}

static CySetAsideGame *
nth_set_aside (GListModel *list,
               guint       n)
{
  g_autoptr(GObject) item = g_list_model_get_item (list, n);

  g_assert_nonnull (item);
  return CY_SET_ASIDE_GAME (item);
}

/* Three starts from the command line (the game in progress set aside each
 * time): a second game set aside went over the first, which was lost. Now
 * every one is kept, listed newest first with its game and players, and
 * each can be resumed, the game saved then going aside in its place:
 * nothing is lost, byte for byte. */
static void
test_set_aside_many (void)
{
  g_autoptr(CyGame) game_a = game_under_way ();
  g_autoptr(CyGame) game_b = finished_game (4);
  CyRuleOptions options = cy_test_options (CY_STOCK_RULE_AUTOMATIC_KNOCK, CY_DEFAULT_TURN_LIMIT);
  g_autoptr(CyGame) game_c = cy_test_game_new_started (4, &options, 5);
  g_autoptr(CyMatch) match_a = NULL;
  g_autoptr(CyMatch) match_b = NULL;
  g_autoptr(CyMatch) match_c = NULL;
  g_autoptr(GBytes) saved_a = NULL;
  g_autoptr(GBytes) saved_b = NULL;
  g_autoptr(GBytes) saved_c = NULL;
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *dir = cy_save_file_get_set_aside_dir ();
  g_autofree char *name_a = NULL;
  g_autofree char *name_b = NULL;
  g_autofree char *aside_a = NULL;
  g_autofree char *aside_b = NULL;
  g_autofree char *aside_c = NULL;
  g_autoptr(GListModel) list = NULL;
  g_autoptr(GError) error = NULL;
  CySetAsideGame *game;
  g_autofree char *players = NULL;

  match_a = cy_match_new (CY_MATCH_GAME (game_a), 1);
  match_b = cy_match_new (CY_MATCH_GAME (game_b), 2);
  match_c = cy_match_new (CY_MATCH_GAME (game_c), 3);
  saved_a = cy_match_save_to_bytes (match_a);
  saved_b = cy_match_save_to_bytes (match_b);
  saved_c = cy_match_save_to_bytes (match_c);

  /* Nothing saved: nothing to set aside. */
  g_assert_false (cy_save_file_set_aside (&name_a, &error));
  g_assert_no_error (error);
  g_assert_null (name_a);

  /* A is played, then B starts: A goes aside; then C: B goes aside too
   * (within one second, so under a name of its own). */
  g_assert_true (cy_save_file_write (match_a, &error));
  g_assert_true (cy_save_file_set_aside (&name_a, &error));
  g_assert_no_error (error);
  g_assert_true (cy_save_file_write (match_b, &error));
  g_assert_true (cy_save_file_set_aside (&name_b, &error));
  g_assert_no_error (error);
  g_assert_true (cy_save_file_write (match_c, &error));
  g_assert_cmpstr (name_a, !=, name_b);
  aside_a = g_build_filename (dir, name_a, NULL);
  aside_b = g_build_filename (dir, name_b, NULL);
  assert_bytes_in_file (aside_a, saved_a);
  assert_bytes_in_file (aside_b, saved_b);
  assert_bytes_in_file (path, saved_c);

  /* Both listed, newest first, with their game and players. */
  list = cy_set_aside_game_list ();
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 2);
  game = nth_set_aside (list, 0);
  g_assert_cmpstr (cy_set_aside_game_get_id (game), ==, name_b);
  g_assert_cmpstr (cy_set_aside_game_get_game_id (game), ==, "card-yacht");
  players = players_of (game);
  g_assert_cmpstr (players, ==, "P1,P2");
  g_assert_null (cy_set_aside_game_get_problem (game));
  g_assert_nonnull (cy_set_aside_game_get_saved (game));
  game = nth_set_aside (list, 1);
  g_assert_cmpstr (cy_set_aside_game_get_id (game), ==, name_a);
  g_clear_pointer (&players, g_free);
  players = players_of (game);
  g_assert_cmpstr (players, ==, "P1,P2,P3");

  /* A comes back; C, saved then, goes aside in its place. */
  g_assert_true (cy_set_aside_game_resume (nth_set_aside (list, 1), &error));
  g_assert_no_error (error);
  assert_bytes_in_file (path, saved_a);
  g_assert_false (g_file_test (aside_a, G_FILE_TEST_EXISTS));
  g_clear_object (&list);
  list = cy_set_aside_game_list ();
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 2);
  for (guint i = 0; i < 2; i++)
    if (g_strcmp0 (cy_set_aside_game_get_id (nth_set_aside (list, i)), name_b) != 0)
      aside_c = g_build_filename (dir, cy_set_aside_game_get_id (nth_set_aside (list, i)), NULL);
  g_assert_nonnull (aside_c);
  assert_bytes_in_file (aside_c, saved_c);
  assert_bytes_in_file (aside_b, saved_b);

  /* B comes back by its id (as the window's action names it); A goes aside. */
  g_clear_object (&list);
  {
    g_autoptr(CySetAsideGame) b = cy_set_aside_game_lookup (name_b, &error);

    g_assert_no_error (error);
    g_assert_true (cy_set_aside_game_resume (b, &error));
    g_assert_no_error (error);
  }
  assert_bytes_in_file (path, saved_b);
  list = cy_set_aside_game_list ();
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 2);
  assert_bytes_in_file (aside_c, saved_c);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *file = g_build_filename (dir, cy_set_aside_game_get_id (nth_set_aside (list, i)), NULL);

      if (g_strcmp0 (file, aside_c) != 0)
        assert_bytes_in_file (file, saved_a);
    }

  /* Discarding deletes that one only. */
  g_assert_true (cy_set_aside_game_discard (nth_set_aside (list, 0), &error));
  g_assert_no_error (error);
  g_clear_object (&list);
  list = cy_set_aside_game_list ();
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 1);
  assert_bytes_in_file (path, saved_b);
}

/* Ids are names we gave: a path, a temporary file or nothing is no game. */
static void
test_set_aside_ids (void)
{
  const char *bad[] = { "", "../saved-game", ".saved-game.Ab12Cd", "a/b", "saved-game", "x y",
                        "0123456789012345678901234567890123456789012345678901234567890123456789" };
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *dir = cy_save_file_get_set_aside_dir ();
  g_autofree char *stray = g_build_filename (dir, ".saved-game.Ab12Cd", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "x", 1, NULL));
  g_assert_true (g_file_set_contents (stray, "x", 1, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CySetAsideGame) game = cy_set_aside_game_lookup (bad[i], &error);

      g_assert_null (game);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    }

  /* A temporary file in the folder is not listed either. */
  {
    g_autoptr(GListModel) list = cy_set_aside_game_list ();

    g_assert_cmpuint (g_list_model_get_n_items (list), ==, 0);
  }
}

/* The one game an earlier version set aside (saved-game.set-aside) is
 * listed and resumed like the others; a damaged one in the folder is
 * listed with its problem, is not resumed (nothing moves), and can be
 * discarded. */
static void
test_set_aside_old_and_damaged (void)
{
  g_autoptr(CyGame) game = game_under_way ();
  g_autoptr(CyGame) other = finished_game (6);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 1);
  g_autoptr(CyMatch) match_other = cy_match_new (CY_MATCH_GAME (other), 2);
  g_autoptr(GBytes) saved = cy_match_save_to_bytes (match);
  g_autoptr(GBytes) saved_other = cy_match_save_to_bytes (match_other);
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *old = cy_save_file_get_old_set_aside_path ();
  g_autofree char *dir = cy_save_file_get_set_aside_dir ();
  g_autofree char *damaged = g_build_filename (dir, "20250101-000000", NULL);
  g_autoptr(GListModel) list = NULL;
  g_autoptr(GError) error = NULL;
  CySetAsideGame *item;

  g_assert_true (cy_save_file_write (match, &error));
  g_assert_cmpint (g_rename (path, old), ==, 0);
  g_assert_true (cy_save_file_write (match_other, &error));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (damaged, "not a save", -1, NULL));
  /* The damaged one is older than the old one. */
  {
    struct timeval times[2] = { { 1000000000, 0 }, { 1000000000, 0 } };

    g_assert_cmpint (utimes (damaged, times), ==, 0);
  }

  list = cy_set_aside_game_list ();
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 2);
  item = nth_set_aside (list, 1);
  g_assert_cmpstr (cy_set_aside_game_get_id (item), ==, "20250101-000000");
  g_assert_null (cy_set_aside_game_get_game_id (item));
  g_assert_nonnull (cy_set_aside_game_get_problem (item));
  g_assert_false (cy_set_aside_game_resume (item, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_CORRUPT);
  g_clear_error (&error);
  assert_bytes_in_file (path, saved_other);
  assert_file (damaged, "not a save", strlen ("not a save"));

  item = nth_set_aside (list, 0);
  g_assert_cmpstr (cy_set_aside_game_get_game_id (item), ==, "card-yacht");
  g_assert_true (cy_set_aside_game_resume (item, &error));
  g_assert_no_error (error);
  assert_bytes_in_file (path, saved);
  g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));

  g_assert_true (cy_set_aside_game_discard (nth_set_aside (list, 1), &error));
  g_assert_no_error (error);
  g_clear_object (&list);
  list = cy_set_aside_game_list ();
  /* What is left: the game saved before, set aside for the old one. */
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 1);
  item = nth_set_aside (list, 0);
  {
    g_autofree char *file = g_build_filename (dir, cy_set_aside_game_get_id (item), NULL);

    assert_bytes_in_file (file, saved_other);
  }
}

/* A slow disk: the autosave's worker waits before its rename until the
 * test lets it go; writes from the main thread (the flush on quit) pass. */
static struct
{
  GMutex    lock;
  GCond     cond;
  GThread  *main_thread;
  gboolean  worker_waiting;
  gboolean  release;
} slow;

static void
slow_disk (const char *path)
{
  if (g_thread_self () == slow.main_thread)
    return;
  g_mutex_lock (&slow.lock);
  slow.worker_waiting = TRUE;
  g_cond_broadcast (&slow.cond);
  while (!slow.release)
    g_cond_wait (&slow.cond, &slow.lock);
  g_mutex_unlock (&slow.lock);
}

/* The save written on quit was overwritten by an older autosave still
 * being flushed in the worker thread, which renamed its snapshot over it
 * afterwards. Now that stale write is dropped before its rename; and
 * likewise once the finished game's save is removed, it stays removed. */
static void
test_flush_after_slow_autosave (gconstpointer data)
{
  gboolean remove = GPOINTER_TO_INT (data);
  g_autoptr(CyGame) game = game_under_way ();
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 5);
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *dir = data_dir ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) flushed = NULL;
  g_autoptr(GError) error = NULL;

  slow.main_thread = g_thread_self ();
  slow.worker_waiting = slow.release = FALSE;
  cy_data_file_set_before_rename_hook (slow_disk);

  /* The autosave starts, and stops at its rename. */
  cy_match_set_save_file (match, file);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_mutex_lock (&slow.lock);
  while (!slow.worker_waiting)
    g_cond_wait (&slow.cond, &slow.lock);
  g_mutex_unlock (&slow.lock);

  /* The game goes on; the window closes and writes it. */
  cy_match_log (match, "a move made after the autosave began");
  if (remove)
    cy_save_file_clear ();
  else
    {
      g_assert_true (cy_match_flush (match, &error));
      g_assert_no_error (error);
      flushed = cy_match_save_to_bytes (match);
    }

  /* The slow write ends, and its temporary file goes. */
  g_mutex_lock (&slow.lock);
  slow.release = TRUE;
  g_cond_broadcast (&slow.cond);
  g_mutex_unlock (&slow.lock);
  for (;;)
    {
      g_autofree char *listing = cy_test_fault_list_dir (dir);

      if (g_str_equal (listing, remove ? "" : "saved-game"))
        break;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  cy_data_file_set_before_rename_hook (NULL);

  if (remove)
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  else
    assert_bytes_in_file (path, flushed);
}

/* A folder, or a FIFO, where the lock file goes: not "open in another window", but
 * the real reason; and the save can still be read. */
static void
test_lock_not_a_file (gconstpointer data)
{
  const char *which = data;
  g_autoptr(CyGame) game = game_under_way ();
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 5);
  g_autoptr(CyMatch) loaded = NULL;
  g_autoptr(GBytes) saved = cy_match_save_to_bytes (match);
  g_autoptr(GBytes) again = NULL;
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *lock_path = g_strconcat (path, ".lock", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (cy_save_file_write (match, NULL));
  if (g_str_equal (which, "folder"))
    g_assert_cmpint (g_mkdir (lock_path, 0700), ==, 0);
  else
    g_assert_cmpint (mkfifo (lock_path, 0600), ==, 0);

  cy_test_fault_watchdog (60);
  g_assert_false (cy_save_file_try_lock (&error));
  alarm (0);
  g_assert_nonnull (error);
  g_assert_false (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_BUSY));
  g_assert_nonnull (strstr (error->message, "saved-game.lock"));
  if (g_str_equal (which, "folder"))
    {
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
      g_assert_nonnull (strstr (error->message, "Is a directory"));
    }
  else
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_test_message ("%s", error->message);
  g_clear_error (&error);

  loaded = cy_save_file_read (NULL, &error);
  g_assert_no_error (error);
  again = cy_match_save_to_bytes (loaded);
  g_assert_true (g_bytes_equal (saved, again));
}

/* A read-only data folder: "games cannot be saved" with the system's
 * reason, and the save still reads; unless another process holds the lock
 * there, which is still told apart. */
static void
test_lock_read_only (void)
{
  g_autoptr(CyGame) game = game_under_way ();
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 5);
  g_autoptr(CyMatch) loaded = NULL;
  g_autofree char *dir = data_dir ();
  g_autofree char *lock_path = g_build_filename (dir, "saved-game.lock", NULL);
  g_autoptr(GError) error = NULL;
  int fd;

  if (!cy_test_fault_mount_tmpfs (dir, 64 * 1024))
    return;

  g_assert_true (cy_save_file_write (match, NULL));
  cy_test_fault_remount_read_only (dir);

  g_assert_false (cy_save_file_try_lock (&error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "Read-only file system"));
  g_test_message ("%s", error->message);
  g_clear_error (&error);

  loaded = cy_save_file_read (NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  cy_test_fault_unmount (dir);

  /* The same, with a lock file that another process holds. */
  g_assert_true (cy_test_fault_mount_tmpfs (dir, 64 * 1024));
  fd = g_open (lock_path, O_RDONLY | O_CREAT, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (flock (fd, LOCK_EX | LOCK_NB), ==, 0);
  cy_test_fault_remount_read_only (dir);

  g_assert_false (cy_save_file_try_lock (&error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  close (fd);
  cy_test_fault_unmount (dir);
}

/* A full disk: the autosave fails and the previous save stays whole. */
static void
test_full_disk (void)
{
  g_autoptr(CyGame) game_before = game_under_way ();
  g_autoptr(CyGame) game_after = finished_game (9);
  g_autoptr(CyMatch) before = cy_match_new (CY_MATCH_GAME (game_before), 5);
  g_autoptr(CyMatch) after = cy_match_new (CY_MATCH_GAME (game_after), 6);
  g_autoptr(GBytes) saved = cy_match_save_to_bytes (before);
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *dir = data_dir ();
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;

  if (!cy_test_fault_mount_tmpfs (dir, 64 * 1024))
    return;

  g_assert_true (cy_save_file_write (before, NULL));
  cy_test_fault_fill (dir, 0);

  g_assert_false (cy_save_file_write (after, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_test_message ("%s", error->message);
  assert_bytes_in_file (path, saved);
  listing = cy_test_fault_list_dir (dir);
  g_assert_cmpstr (listing, ==, "saved-game");

  cy_test_fault_unfill (dir);
  g_clear_error (&error);
  g_assert_true (cy_save_file_write (after, &error));
  g_assert_no_error (error);
  cy_test_fault_unmount (dir);
}

static gboolean
save_failed (CyMatch *match)
{
  return cy_match_get_save_error (match) != NULL;
}

/* The match's own autosave on a full disk, written now (on quit) and in
 * the background (after a move): each time the previous save stays whole,
 * nothing half-written is left beside it, and the match says why. */
static void
test_match_autosave_full_disk (void)
{
  g_autoptr(CyGame) game = game_under_way ();
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 5);
  g_autofree char *path = cy_save_file_get_path ();
  g_autofree char *dir = data_dir ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) saved = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  GLogLevelFlags fatal;
  gint64 end;

  if (!cy_test_fault_mount_tmpfs (dir, 64 * 1024))
    return;

  cy_match_set_save_file (match, file);
  g_assert_true (cy_match_flush (match, &error));
  g_assert_no_error (error);
  saved = cy_match_save_to_bytes (match);
  assert_bytes_in_file (path, saved);

  cy_test_fault_fill (dir, 0);
  cy_match_log (match, "A line that makes the save differ");
  g_assert_false (cy_match_flush (match, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_test_message ("%s", error->message);
  assert_bytes_in_file (path, saved);
  listing = cy_test_fault_list_dir (dir);
  g_assert_cmpstr (listing, ==, "saved-game");

  /* In the background, as after every move. The match also logs the
   * failure as a warning, which is fatal in tests (and which
   * g_test_expect_message() cannot catch in structured logging). */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK);
  cy_match_set_save_file (match, file);
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!save_failed (match) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_log_set_always_fatal (fatal);
  g_assert_true (save_failed (match));
  g_assert_true (g_error_matches (cy_match_get_save_error (match), G_IO_ERROR, G_IO_ERROR_NO_SPACE));
  assert_bytes_in_file (path, saved);
  g_clear_pointer (&listing, g_free);
  listing = cy_test_fault_list_dir (dir);
  g_assert_cmpstr (listing, ==, "saved-game");

  cy_test_fault_unfill (dir);
  g_clear_error (&error);
  g_assert_true (cy_match_flush (match, &error));
  g_assert_no_error (error);
  cy_match_set_save_file (match, NULL);
  cy_test_fault_unmount (dir);
}

static void
write_newer_statistics (void)
{
  g_autofree char *statistics = cy_statistics_get_path ();
  static const char newer[] = "[Card Yacht Statistics]\nversion=2\n";

  write_file (statistics, newer, sizeof newer - 1);
}

/* A finished match whose result the statistics cannot take (here: they
 * come from a newer version) waits as a pending result, apart from the
 * save, and is recorded, once, when they can; one that cannot be read is
 * set aside rather than retried for ever. */
static void
test_pending_results (void)
{
  g_autoptr(CyGame) game1 = finished_game (3);
  g_autoptr(CyGame) game2 = finished_game (4);
  g_autoptr(CyMatch) match1 = cy_match_new (CY_MATCH_GAME (game1), 1);
  g_autoptr(CyMatch) match2 = cy_match_new (CY_MATCH_GAME (game2), 2);
  g_autofree char *statistics = cy_statistics_get_path ();
  g_autofree char *dir = cy_pending_results_get_dir ();
  g_autofree char *damaged = g_build_filename (dir, "0000000000000000000000000000000000000000000000000000000000000000", NULL);
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;

  /* None: nothing to do. */
  g_assert_cmpuint (cy_pending_results_record (&error), ==, 0);
  g_assert_no_error (error);

  write_newer_statistics ();
  g_assert_false (cy_match_game_record_statistics (CY_MATCH_GAME (game1), &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_VERSION);
  g_clear_error (&error);

  g_assert_true (cy_pending_results_add (match1, &error));
  g_assert_true (cy_pending_results_add (match2, &error));
  g_assert_true (cy_pending_results_add (match2, &error));
  g_assert_no_error (error);
  listing = cy_test_fault_list_dir (dir);
  g_assert_true (g_regex_match_simple ("^[0-9a-f]{64} [0-9a-f]{64}$", listing, 0, 0));

  /* The next start, with the newer statistics still there: both wait. */
  g_assert_cmpuint (cy_pending_results_record (&error), ==, 2);
  g_assert_error (error, CY_ERROR, CY_ERROR_VERSION);
  g_assert_nonnull (strstr (error->message, "2 finished games"));
  g_assert_nonnull (strstr (error->message, "newer version"));
  g_test_message ("%s", error->message);
  g_clear_error (&error);
  assert_file (statistics, "[Card Yacht Statistics]\nversion=2\n", 34);

  /* Once they are gone, both are recorded, once each. */
  write_file (damaged, "not a match", 11);
  g_assert_cmpint (g_unlink (statistics), ==, 0);
  g_assert_cmpuint (cy_pending_results_record (&error), ==, 0);
  g_assert_no_error (error);
  g_assert_cmpuint (games_of ("P1"), ==, 2);
  g_assert_cmpuint (cy_pending_results_record (&error), ==, 0);
  g_assert_cmpuint (games_of ("P1"), ==, 2);

  g_clear_pointer (&listing, g_free);
  listing = cy_test_fault_list_dir (dir);
  g_assert_true (g_regex_match_simple ("^0{64}\\.unreadable-[0-9]{8}-[0-9]{6}$", listing, 0, 0));
}

/* Pending results whose files cannot be removed (a read-only folder) were
 * counted again at every start: the statistics' last-game checksum kept
 * only the last from counting twice. Now none is recorded until it can be
 * forgotten after, and the player is told why they wait. */
static void
test_pending_read_only (void)
{
  g_autoptr(CyGame) game1 = finished_game (3);
  g_autoptr(CyGame) game2 = finished_game (4);
  g_autoptr(CyMatch) match1 = cy_match_new (CY_MATCH_GAME (game1), 1);
  g_autoptr(CyMatch) match2 = cy_match_new (CY_MATCH_GAME (game2), 2);
  g_autofree char *dir = cy_pending_results_get_dir ();
  g_autoptr(GError) error = NULL;

  if (!cy_test_fault_mount_tmpfs (dir, 64 * 1024))
    return;
  g_assert_true (cy_pending_results_add (match1, &error));
  g_assert_true (cy_pending_results_add (match2, &error));
  g_assert_no_error (error);
  cy_test_fault_remount_read_only (dir);

  for (guint start = 0; start < 3; start++)
    {
      g_assert_cmpuint (cy_pending_results_record (&error), ==, 2);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "cannot be removed"));
      g_test_message ("%s", error->message);
      g_clear_error (&error);
      g_assert_cmpuint (games_of ("P1"), ==, 0);
    }

  /* Writable again: each is recorded once. */
  cy_test_fault_unmount (dir);
  g_assert_true (cy_test_fault_mount_tmpfs (dir, 64 * 1024));
  g_assert_true (cy_pending_results_add (match1, &error));
  g_assert_true (cy_pending_results_add (match2, &error));
  for (guint start = 0; start < 3; start++)
    {
      g_assert_cmpuint (cy_pending_results_record (&error), ==, 0);
      g_assert_no_error (error);
      g_assert_cmpuint (games_of ("P1"), ==, 2);
    }
  cy_test_fault_unmount (dir);
}

/* On a full disk a pending result is not written either: nothing half
 * written is left to be read as one. */
static void
test_pending_full_disk (void)
{
  g_autoptr(CyGame) game = finished_game (3);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 1);
  g_autofree char *data = data_dir ();
  g_autofree char *dir = cy_pending_results_get_dir ();
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;

  if (!cy_test_fault_mount_tmpfs (data, 64 * 1024))
    return;

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  cy_test_fault_fill (data, 0);
  g_assert_false (cy_pending_results_add (match, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  listing = cy_test_fault_list_dir (dir);
  g_assert_cmpstr (listing, ==, "");

  cy_test_fault_unfill (data);
  g_clear_error (&error);
  g_assert_true (cy_pending_results_add (match, &error));
  g_assert_cmpuint (cy_pending_results_record (&error), ==, 0);
  g_assert_no_error (error);
  g_assert_cmpuint (games_of ("P2"), ==, 1);
  cy_test_fault_unmount (data);
}

int
main (int    argc,
      char **argv)
{
  static const char * const unreadable[] = {
    "empty", "truncated", "one-byte-short", "random", "flipped-card", "folder", "fifo", "dev-zero",
    "huge",
  };

  cy_test_fault_init ();
  /* Each test gets its own empty XDG_DATA_HOME. */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  cy_game_register_match_loader ();

  g_test_add_func ("/engine/save-file/versions", test_versions);
  g_test_add_func ("/engine/save-file/even-rng-increment", test_even_rng_increment);
  g_test_add_func ("/engine/save-file/round-trip", test_round_trip);
  for (guint i = 0; i < G_N_ELEMENTS (unreadable); i++)
    {
      g_autofree char *test_path = g_strconcat ("/engine/save-file/unreadable/", unreadable[i], NULL);

      g_test_add_data_func (test_path, unreadable[i], test_unreadable);
    }
  g_test_add_func ("/engine/save-file/unreadable-twice", test_unreadable_twice);
  g_test_add_func ("/engine/save-file/newer-version", test_newer_version);
  g_test_add_func ("/engine/save-file/lock/busy", test_lock_busy);
  g_test_add_data_func ("/engine/save-file/lock/folder", "folder", test_lock_not_a_file);
  g_test_add_data_func ("/engine/save-file/lock/fifo", "fifo", test_lock_not_a_file);
  g_test_add_func ("/engine/save-file/lock/read-only", test_lock_read_only);
  g_test_add_func ("/engine/save-file/full-disk", test_full_disk);
  g_test_add_func ("/engine/save-file/match-autosave/full-disk", test_match_autosave_full_disk);
  g_test_add_func ("/engine/save-file/pending-results", test_pending_results);
  g_test_add_func ("/engine/save-file/pending-results/full-disk", test_pending_full_disk);
  g_test_add_func ("/save-file/lock/stale-temporaries", test_stale_temporaries);
  g_test_add_func ("/engine/save-file/set-aside/many", test_set_aside_many);
  g_test_add_func ("/engine/save-file/set-aside/ids", test_set_aside_ids);
  g_test_add_func ("/engine/save-file/set-aside/old-and-damaged", test_set_aside_old_and_damaged);
  g_test_add_data_func ("/engine/save-file/slow-autosave/flush", GINT_TO_POINTER (FALSE), test_flush_after_slow_autosave);
  g_test_add_data_func ("/engine/save-file/slow-autosave/clear", GINT_TO_POINTER (TRUE), test_flush_after_slow_autosave);
  g_test_add_func ("/engine/save-file/pending-results/read-only", test_pending_read_only);

  return g_test_run ();
}
