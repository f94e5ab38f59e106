/* test-statistics-files.c: statistics files written before the one store
 * (tests/engine/statistics/, made by the code of commit 121433d) read as
 * they always did, and a game recorded onto them writes, byte for byte,
 * what that code wrote
 *
 * The files hold games of computer players; the last game recorded
 * (*.before -> *.after) is one of random players, replayed here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cy-dice-game.h"
#include "cy-match.h"
#include "cy-player-statistics.h"
#include "cy-games.h"
#include "cy-statistics.h"
#include "test-util.h"

static void
install (const char *file,
         const char *suffix)
{
  g_autofree char *name = g_strconcat (file, ".", suffix, NULL);
  g_autofree char *from = g_test_build_filename (G_TEST_DIST, "engine", "statistics", name, NULL);
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "card-yacht", NULL);
  g_autofree char *to = g_build_filename (dir, file, NULL);
  g_autofree char *data = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (from, &data, &length, NULL));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (to, data, (gssize) length, NULL));
}

static void
assert_same_file (const char *file,
                  const char *suffix)
{
  g_autofree char *name = g_strconcat (file, ".", suffix, NULL);
  g_autofree char *expected_path = g_test_build_filename (G_TEST_DIST, "engine", "statistics", name, NULL);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "card-yacht", file, NULL);
  g_autofree char *expected = NULL;
  g_autofree char *written = NULL;

  g_assert_true (g_file_get_contents (expected_path, &expected, NULL, NULL));
  g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, expected);
}

/* The file itself, read with a plain GKeyFile: entry @index (from 1). */
static GKeyFile *
read_keys (const char *file,
           const char *suffix)
{
  g_autofree char *name = g_strconcat (file, ".", suffix, NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "engine", "statistics", name, NULL);
  GKeyFile *keys = g_key_file_new ();

  g_assert_true (g_key_file_load_from_file (keys, path, G_KEY_FILE_NONE, NULL));
  return keys;
}

static guint
key_uint (GKeyFile   *keys,
          const char *group,
          const char *key)
{
  g_autoptr(GError) error = NULL;
  guint64 value = g_key_file_get_uint64 (keys, group, key, &error);

  g_assert_no_error (error);
  return (guint) value;
}

static CyMatchGame *
random_game (gboolean  card_yacht,
             guint64   seed)
{
  const char *names[] = { "Ann", "Bob [x] = y", "Cy" };
  CyPlayer *players[3];
  CyMatchGame *game;

  for (guint p = 0; p < 3; p++)
    players[p] = cy_player_new (names[p], CY_PLAYER_KIND_RANDOM);
  if (card_yacht)
    game = CY_MATCH_GAME (cy_game_new (players, 3, NULL, seed));
  else
    game = CY_MATCH_GAME (cy_dice_game_new (seed % 2 ? CY_DICE_RULES_YACHT_1938 : CY_DICE_RULES_YACHT_BONUS,
                                            players, 2, seed));
  for (guint p = 0; p < 3; p++)
    g_object_unref (players[p]);
  return game;
}

static void
play_and_record (gboolean card_yacht,
                 guint64  seed)
{
  g_autoptr(CyMatchGame) game = random_game (card_yacht, seed);
  g_autoptr(CyMatch) match = cy_match_new (game, seed);
  g_autoptr(GError) error = NULL;

  g_assert_true (cy_match_run_sync (match, FALSE, &error));
  g_assert_no_error (error);
  g_assert_true (cy_match_game_record_statistics (game, &error));
  g_assert_no_error (error);
}

static void
test_card_yacht (void)
{
  g_autoptr(GKeyFile) keys = read_keys ("statistics", "before");
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;

  install ("statistics", "before");
  list = cy_statistics_load (&aside, &error);
  g_assert_no_error (error);
  g_assert_null (aside);
  g_assert_cmpuint (list->len, ==, 4);
  /* Written most games first: the file's order is the list's. */
  for (guint i = 0; i < list->len; i++)
    {
      CyPlayerStatistics *player = g_ptr_array_index (list, i);
      g_autofree char *group = g_strdup_printf ("Player %u", i + 1);
      g_autofree char *name = g_key_file_get_string (keys, group, "name", NULL);

      g_assert_cmpstr (player->name, ==, name);
      g_assert_cmpuint (player->games, ==, key_uint (keys, group, "games"));
      g_assert_cmpuint (player->wins, ==, key_uint (keys, group, "wins"));
      g_assert_cmpuint (player->best_total, ==, key_uint (keys, group, "best-total"));
      g_assert_cmpuint (player->sum_of_totals, ==, key_uint (keys, group, "sum-of-totals"));
      g_assert_cmpuint (player->suited_bonuses, ==, key_uint (keys, group, "suited-bonuses"));
      for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
        {
          g_autofree char *key = g_strconcat ("best-", cy_category_get_key (c), NULL);

          g_assert_cmpuint (player->best_scores[c], ==, key_uint (keys, group, key));
        }
    }
  /* Read by eye from the file: the first player. */
  g_assert_cmpstr (((CyPlayerStatistics *) list->pdata[0])->name, ==, "Dï");
  g_assert_cmpuint (((CyPlayerStatistics *) list->pdata[0])->games, ==, 5);
  g_assert_cmpuint (((CyPlayerStatistics *) list->pdata[0])->sum_of_totals, ==, 2457);

  play_and_record (TRUE, 100);
  assert_same_file ("statistics", "after");
}

static void
check_game_file (const char *game,
                 const char *file)
{
  g_autoptr(GKeyFile) keys = read_keys (file, "before");
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_auto(GStrv) groups = g_key_file_get_groups (keys, NULL);

  install (file, "before");
  list = cy_game_statistics_load (game, &aside, &error);
  g_assert_no_error (error);
  g_assert_null (aside);
  g_assert_cmpuint (list->len, ==, g_strv_length (groups) - 1);
  g_assert_cmpuint (list->len, >, 0);
  for (guint i = 0; i < list->len; i++)
    {
      CyGameStatistics *entry = g_ptr_array_index (list, i);
      g_autofree char *group = g_strdup_printf ("Entry %u", i + 1);
      g_autofree char *name = g_key_file_get_string (keys, group, "name", NULL);

      g_assert_cmpstr (entry->name, ==, name);
      g_assert_cmpuint (entry->games, ==, key_uint (keys, group, "games"));
      g_assert_cmpuint (entry->wins, ==, key_uint (keys, group, "wins"));
      g_assert_cmpuint (entry->best_total, ==, key_uint (keys, group, "best-total"));
      g_assert_cmpuint (entry->sum_of_totals, ==, key_uint (keys, group, "sum-of-totals"));
      g_assert_cmpuint (entry->bonuses, ==, key_uint (keys, group, "bonuses"));
      g_assert_cmpuint (entry->fields[0], ==, key_uint (keys, group, "contracts-made"));
      g_assert_cmpuint (entry->fields[1], ==, key_uint (keys, group, "contracts-set"));
    }
}

static void
test_yacht (void)
{
  check_game_file ("yacht-bonus", "statistics-yacht-bonus");
  check_game_file ("yacht-1938", "statistics-yacht-1938");

  play_and_record (FALSE, 100);
  assert_same_file ("statistics-yacht-bonus", "after");
  play_and_record (FALSE, 101);
  assert_same_file ("statistics-yacht-1938", "after");
}

static void
test_boat (void)
{
  g_autoptr(GPtrArray) list = NULL;

  check_game_file ("boat", "statistics-boat");
  list = cy_game_statistics_load ("boat", NULL, NULL);
  /* Read by eye from the file: the first partnership. */
  g_assert_cmpstr (((CyGameStatistics *) list->pdata[0])->name, ==, "Cy & Ann");
  g_assert_cmpuint (((CyGameStatistics *) list->pdata[0])->fields[0], ==, 3);
  g_assert_cmpuint (((CyGameStatistics *) list->pdata[0])->fields[1], ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* The statistics by key are those of the registered games. */
  cy_games_register ();

  g_test_add_func ("/statistics-files/card-yacht", test_card_yacht);
  g_test_add_func ("/statistics-files/yacht", test_yacht);
  g_test_add_func ("/statistics-files/boat", test_boat);

  return g_test_run ();
}
