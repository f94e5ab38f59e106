/* test-game-info.c: the registry of games (cy-game-info.h, cy-games.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-boat-game.h"
#include "cy-games.h"
#include "cy-record.h"

/* A saved Boat match, to load before and after the games register. */
static GBytes *
boat_save (void)
{
  g_autoptr(CyPlayer) a = cy_player_new ("A", CY_PLAYER_KIND_EASY);
  g_autoptr(CyPlayer) b = cy_player_new ("B", CY_PLAYER_KIND_EASY);
  g_autoptr(CyPlayer) c = cy_player_new ("C", CY_PLAYER_KIND_EASY);
  g_autoptr(CyPlayer) d = cy_player_new ("D", CY_PLAYER_KIND_EASY);
  CyPlayer *players[CY_BOAT_N_SEATS] = { a, b, c, d };
  g_autoptr(CyBoatGame) game = cy_boat_game_new (players, 3);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 3);

  return cy_match_save_to_bytes (match);
}

static void
test_registry (void)
{
  static const struct { const char *id, *name; guint min, max; } expected[] = {
    { "card-yacht", "Card Yacht", 2, 4 },
    { "dice-yacht", "Yacht", 1, 4 },
    { "boat", "Boat", 4, 4 },
  };

  /* Nothing is known before the games register. */
  g_assert_cmpuint (cy_game_info_get_n (), ==, 0);
  g_assert_null (cy_game_info_lookup ("card-yacht"));
  g_assert_null (cy_record_format_lookup ("boat"));
  {
    g_autoptr(GBytes) bytes = boat_save ();
    g_autoptr(CyMatch) loaded = NULL;
    g_autoptr(GError) error = NULL;

    loaded = cy_match_load_from_bytes (bytes, &error);
    g_assert_null (loaded);
    g_assert_nonnull (error);
  }

  cy_games_register ();
  /* Twice changes nothing. */
  cy_games_register ();
  g_assert_cmpuint (cy_game_info_get_n (), ==, G_N_ELEMENTS (expected));
  g_assert_null (cy_game_info_get_nth (G_N_ELEMENTS (expected)));

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const CyGameInfo *info = cy_game_info_get_nth (i);

      /* In order: the first is the default game. */
      g_assert_cmpstr (info->id, ==, expected[i].id);
      g_assert_cmpstr (info->name, ==, expected[i].name);
      g_assert_cmpuint (info->min_seats, ==, expected[i].min);
      g_assert_cmpuint (info->max_seats, ==, expected[i].max);
      g_assert_nonnull (info->summary);
      g_assert_true (cy_game_info_lookup (info->id) == info);
      /* Its record format is registered with it. */
      g_assert_nonnull (cy_record_format_lookup (info->id));
      g_assert_cmpstr (cy_record_format_lookup (info->id)->game_id, ==, info->id);
    }
  g_assert_null (cy_game_info_lookup ("chess"));

  /* A registered game's saved match loads: its loader came with it. */
  {
    g_autoptr(GBytes) bytes = boat_save ();
    g_autoptr(CyMatch) loaded = NULL;
    g_autoptr(GError) error = NULL;

    loaded = cy_match_load_from_bytes (bytes, &error);
    g_assert_no_error (error);
    g_assert_true (CY_IS_BOAT_GAME (cy_match_get_game (loaded)));
  }
}

/* Rule sets by the keys the New Game setting and `sheet --for` use. */
static void
test_rule_sets (void)
{
  static const char * const keys[] = { "card-yacht", "yacht-bonus", "yacht-1938", "yatzy", "yahtzee", "boat" };
  static const char * const games[] = { "card-yacht", "dice-yacht", "dice-yacht", "dice-yacht", "dice-yacht", "boat" };
  static const guint indices[] = { 0, 0, 1, 2, 3, 0 };
  guint n = 0;

  cy_games_register ();
  for (guint g = 0; g < cy_game_info_get_n (); g++)
    {
      const CyGameInfo *info = cy_game_info_get_nth (g);

      for (guint r = 0; r < cy_game_info_get_n_rule_sets (info); r++, n++)
        {
          guint index = G_MAXUINT;

          g_assert_cmpuint (n, <, G_N_ELEMENTS (keys));
          g_assert_cmpstr (cy_game_info_get_rule_set_key (info, r), ==, keys[n]);
          g_assert_nonnull (cy_game_info_get_rule_set_name (info, r));
          g_assert_true (cy_game_info_lookup_rule_set (keys[n], &index) == info);
          g_assert_cmpstr (info->id, ==, games[n]);
          g_assert_cmpuint (index, ==, indices[n]);
        }
    }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (keys));
  /* A game of one rule set is named after the game. */
  g_assert_cmpstr (cy_game_info_get_rule_set_name (cy_game_info_lookup ("boat"), 0), ==, "Boat");
  g_assert_null (cy_game_info_lookup_rule_set ("dice", NULL));
  g_assert_null (cy_game_info_lookup_rule_set (NULL, NULL));
}

/* Each game supplies its statistics file through its registration: the
 * file names and header keys they have always had; Card Yacht shows its
 * own (cy-player-statistics.h), so it supplies none. */
static void
test_statistics (void)
{
  static const char * const keys[] = { "yacht-bonus", "yacht-1938", "yatzy", "yahtzee", "boat" };

  cy_games_register ();
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      const CyStatisticsFormat *format = cy_game_info_lookup_statistics (keys[i]);
      g_autofree char *file_name = g_strconcat ("statistics-", keys[i], NULL);

      g_assert_nonnull (format);
      g_assert_cmpstr (format->file_name, ==, file_name);
      g_assert_cmpstr (format->game, ==, keys[i]);
      g_assert_cmpstr (format->header_group, ==, "Statistics");
      g_assert_cmpuint (format->n_fields, ==, 2);
      g_assert_cmpstr (format->fields[0].key, ==, "contracts-made");
      g_assert_cmpstr (format->fields[1].key, ==, "contracts-set");
      g_assert_true (cy_game_statistics_is_game (keys[i]));
    }
  g_assert_null (cy_game_info_lookup_statistics ("card-yacht"));
  g_assert_false (cy_game_statistics_is_game ("card-yacht"));
  g_assert_null (cy_game_info_lookup_statistics ("dice-yacht"));
  g_assert_null (cy_game_info_lookup_statistics (NULL));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-info/registry", test_registry);
  g_test_add_func ("/game-info/rule-sets", test_rule_sets);
  g_test_add_func ("/game-info/statistics", test_statistics);

  return g_test_run ();
}
