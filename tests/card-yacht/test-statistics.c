/* test-statistics.c: per-player statistics over finished games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The main test records two finished games whose every score sheet cell
 * comes from a hand chosen here, so that each expected figure can be worked
 * out by hand (and is, in the comments). The loader checks each written
 * score against its hand, so a mistake in a hand fails loudly.
 */
/* mkfifo(), symlink() and lstat() are POSIX, not C11. */
#define _GNU_SOURCE

#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cy-player-statistics.h"
#include "cy-statistics.h"
#include "test-fault.h"
#include "test-util.h"

/* A hand worth 0 in @category: no cards of a suit category's suit, and
 * 2-4-6-8-10 (sum 30, no sequence, no set, no flush) for the others. */
static const char *
zero_hand (CyCategory category)
{
  switch (category)
    {
    case CY_CATEGORY_SPADES:
      return "2H 4H 6D 8C 10D";
    case CY_CATEGORY_HEARTS:
      return "2S 4S 6D 8C 10D";
    case CY_CATEGORY_DIAMONDS:
      return "2S 4H 6C 8C 10S";
    case CY_CATEGORY_CLUBS:
      return "2S 4H 6D 8D 10S";
    default:
      return "2S 4H 6D 8C 10S";
    }
}

typedef struct
{
  const char *name;
  /* The hand written in each category, NULL for a zero hand. */
  const char *hands[CY_N_CATEGORIES];
  /* What the engine must say each is worth. */
  int         scores[CY_N_CATEGORIES];
} Sheet;

/* Ann's perfect-ish game: every category at its best except Hearts (48)
 * and Clubs (42). 100+50+75+25+25+50+50+25 = 400; suits 49+48+49+42 = 188,
 * which is >= 148, so +100: 400 + 188 + 100 = 688. */
static const Sheet ann_game1 = {
  "Ann",
  { "9H 10H JH QH KH", "AS 2H 3D 4C 5S", "7S 7H 7D 7C 2S", "KS KH KD 2C 2S",
    "KS QH JD 10C 10S", "AS 2H 3D 9C 10S", "AS AH 2D 2C 3S", "2D 5D 8D JD KD",
    "KS QS JS 10S 9S", "KH QH JH 10H 8H", "KD QD JD 10D 9D", "KC QC JC 10C 2C" },
  { 100, 50, 75, 25, 25, 50, 50, 25, 49, 48, 49, 42 },
};

/* Bob: 50 + 25 + 50 + 25 = 150; suits 39 + 20 + 0 + 5 = 64, no bonus: 214. */
static const Sheet bob_game1 = {
  "Bob",
  { NULL, "AS 2H 3D 4C 5S", NULL, "KS KH KD 2C 2S",
    NULL, "AS 2H 3D 9C 10S", NULL, "2D 5D 8D JD KD",
    "KS QS JS 9S 2H", "KH QH 2S 3D 4C", NULL, "5C 2S 3H 4D 7S" },
  { 0, 50, 0, 25, 0, 50, 0, 25, 39, 20, 0, 5 },
};

/* Game 2, three seats. Ann: 50 + 25 = 75. Bob: Clubs 42 = 42.
 * Cid: Card Yacht 75 = 75. Ann and Cid share the win at 75. */
static const Sheet ann_game2 = {
  "Ann",
  { NULL, "AS 2H 3D 4C 5S", NULL, NULL, NULL, NULL, NULL, "2D 5D 8D JD KD", NULL, NULL, NULL, NULL },
  { 0, 50, 0, 0, 0, 0, 0, 25, 0, 0, 0, 0 },
};

static const Sheet bob_game2 = {
  "Bob",
  { NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "KC QC JC 10C 2C" },
  { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 42 },
};

static const Sheet cid_game2 = {
  "Cid",
  { NULL, NULL, "7S 7H 7D 7C 2S", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
  { 0, 0, 75, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
};

/* A finished game whose seats are @sheets: a real game is played to the
 * end at random, then its names, scores and scored hands are replaced in
 * the saved form and loaded back, which checks each score against its hand. */
static CyGame *
finished_game (const Sheet * const *sheets,
               guint                n_players,
               guint64              deal)
{
  CyRuleOptions options = cy_test_options (CY_STOCK_RULE_AUTOMATIC_KNOCK, CY_DEFAULT_TURN_LIMIT);
  g_autoptr(CyGame) played = cy_test_game_new (n_players, &options, deal);
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(GVariant) dict = NULL;
  g_autoptr(GVariant) rebuilt = NULL;
  g_autoptr(GError) error = NULL;
  GVariantBuilder fields;
  GVariantBuilder players;
  GVariantBuilder scores;
  GVariantBuilder scored_hands;
  GVariantIter iter;
  const char *key;
  GVariant *value;
  CyRandom rng;
  guint32 version;
  CyGame *game;

  cy_random_init (&rng, deal, 7);
  cy_test_play_to_end (played, &rng);

  g_variant_builder_init (&players, G_VARIANT_TYPE ("a(ss)"));
  g_variant_builder_init (&scores, G_VARIANT_TYPE ("aan"));
  g_variant_builder_init (&scored_hands, G_VARIANT_TYPE ("aay"));
  for (guint p = 0; p < n_players; p++)
    {
      gint16 row[CY_N_CATEGORIES];
      CyCard hands[CY_N_CATEGORIES][CY_HAND_SIZE];

      for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
        {
          const char *hand = sheets[p]->hands[c] != NULL ? sheets[p]->hands[c] : zero_hand (c);

          cy_test_cards (hand, hands[c], CY_HAND_SIZE);
          row[c] = (gint16) sheets[p]->scores[c];
        }

      g_variant_builder_add (&players, "(ss)", sheets[p]->name, "normal");
      g_variant_builder_add_value (&scores, g_variant_new_fixed_array (G_VARIANT_TYPE_INT16, row,
                                                                       CY_N_CATEGORIES, sizeof (gint16)));
      g_variant_builder_add_value (&scored_hands, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, hands,
                                                                             sizeof hands, 1));
    }

  saved = cy_game_serialize (played);
  g_variant_get (saved, "(u@a{sv})", &version, &dict);
  g_variant_builder_init (&fields, G_VARIANT_TYPE_VARDICT);
  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
    {
      if (g_str_equal (key, "players"))
        g_variant_builder_add (&fields, "{sv}", key, g_variant_builder_end (&players));
      else if (g_str_equal (key, "scores"))
        g_variant_builder_add (&fields, "{sv}", key, g_variant_builder_end (&scores));
      else if (g_str_equal (key, "scored-hands"))
        g_variant_builder_add (&fields, "{sv}", key, g_variant_builder_end (&scored_hands));
      else
        g_variant_builder_add (&fields, "{sv}", key, value);
      g_variant_unref (value);
    }

  rebuilt = g_variant_ref_sink (g_variant_new ("(u@a{sv})", version, g_variant_builder_end (&fields)));
  game = cy_game_deserialize (rebuilt, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_GAME_OVER);

  for (guint p = 0; p < n_players; p++)
    for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
      g_assert_cmpint (cy_game_get_score (game, p, c), ==, sheets[p]->scores[c]);

  return game;
}

static GPtrArray *
load (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *moved_aside = NULL;
  GPtrArray *list = cy_statistics_load (&moved_aside, &error);

  g_assert_no_error (error);
  g_assert_nonnull (list);
  g_assert_null (moved_aside);
  return list;
}

static void
assert_player (GPtrArray  *list,
               const char *name,
               guint       games,
               guint       wins,
               guint       best_total,
               guint64     sum_of_totals,
               double      average,
               guint       suited_bonuses,
               const int   best[CY_N_CATEGORIES])
{
  CyPlayerStatistics *player = cy_statistics_lookup (list, name);

  g_assert_nonnull (player);
  g_assert_cmpstr (player->name, ==, name);
  g_assert_cmpuint (player->games, ==, games);
  g_assert_cmpuint (player->wins, ==, wins);
  g_assert_cmpuint (player->best_total, ==, best_total);
  g_assert_cmpuint (player->sum_of_totals, ==, sum_of_totals);
  g_assert_cmpfloat_with_epsilon (cy_player_statistics_get_average (player), average, 1e-9);
  g_assert_cmpuint (player->suited_bonuses, ==, suited_bonuses);
  for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
    if ((int) player->best_scores[c] != best[c])
      g_error ("%s: best %s is %u, expected %d", name, cy_category_get_key (c), player->best_scores[c], best[c]);
}

static void
test_two_games (void)
{
  const Sheet *game1_sheets[] = { &ann_game1, &bob_game1 };
  const Sheet *game2_sheets[] = { &ann_game2, &bob_game2, &cid_game2 };
  g_autoptr(CyGame) game1 = finished_game (game1_sheets, 2, 11);
  g_autoptr(CyGame) game2 = finished_game (game2_sheets, 3, 12);
  g_autoptr(GPtrArray) after1 = NULL;
  g_autoptr(GPtrArray) after2 = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = cy_statistics_get_path ();
  struct stat st;

  /* The sheets above, as the engine adds them up. */
  g_assert_cmpuint (cy_game_get_total (game1, 0), ==, 688);
  g_assert_cmpuint (cy_game_get_suited_bonus (game1, 0), ==, 100);
  g_assert_cmpuint (cy_game_get_total (game1, 1), ==, 214);
  g_assert_cmpuint (cy_game_get_winners (game1), ==, 0x1);
  g_assert_cmpuint (cy_game_get_total (game2, 0), ==, 75);
  g_assert_cmpuint (cy_game_get_total (game2, 1), ==, 42);
  g_assert_cmpuint (cy_game_get_total (game2, 2), ==, 75);
  g_assert_cmpuint (cy_game_get_winners (game2), ==, 0x5);

  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_true (cy_statistics_record_game (game1, &error));
  g_assert_no_error (error);

  /* Owner-only, like the saved game. */
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  after1 = load ();
  g_assert_cmpuint (after1->len, ==, 2);
  /* Equal games: the winner first. */
  g_assert_cmpstr (((CyPlayerStatistics *) after1->pdata[0])->name, ==, "Ann");
  assert_player (after1, "Ann", 1, 1, 688, 688, 688.0, 1, ann_game1.scores);
  assert_player (after1, "Bob", 1, 0, 214, 214, 214.0, 0, bob_game1.scores);

  g_assert_true (cy_statistics_record_game (game2, &error));
  g_assert_no_error (error);

  after2 = load ();
  g_assert_cmpuint (after2->len, ==, 3);

  /* Ann: won game 1 outright and shares game 2's win: 2 wins in 2 games.
   * Best 688; (688 + 75) / 2 = 381.5. Her bests are all from game 1. */
  assert_player (after2, "Ann", 2, 2, 688, 763, 381.5, 1, ann_game1.scores);

  /* Bob: no wins. Best 214; (214 + 42) / 2 = 128. Clubs improved from 5
   * to 42 in game 2; the rest are game 1's. */
  {
    const int bob_best[CY_N_CATEGORIES] = { 0, 50, 0, 25, 0, 50, 0, 25, 39, 20, 0, 42 };

    assert_player (after2, "Bob", 2, 0, 214, 256, 128.0, 0, bob_best);
  }

  /* Cid: one game, a shared win counts as a win. */
  assert_player (after2, "Cid", 1, 1, 75, 75, 75.0, 0, cid_game2.scores);

  /* Most games first, then most wins: Ann, Bob, Cid. */
  g_assert_cmpstr (((CyPlayerStatistics *) after2->pdata[0])->name, ==, "Ann");
  g_assert_cmpstr (((CyPlayerStatistics *) after2->pdata[1])->name, ==, "Bob");
  g_assert_cmpstr (((CyPlayerStatistics *) after2->pdata[2])->name, ==, "Cid");
}

/* Computer seats count like people, keyed by their names; the figures
 * agree with what the finished games themselves say. */
static void
test_random_games (void)
{
  CyRuleOptions options = cy_test_options (CY_STOCK_RULE_AUTOMATIC_KNOCK, CY_DEFAULT_TURN_LIMIT);
  const char *names[] = { "Hal", "Deep Thought", "Marvin" };
  guint games[3] = { 0 }, wins[3] = { 0 }, best[3] = { 0 }, bonuses[3] = { 0 };
  guint64 sums[3] = { 0 };
  guint n_games = cy_test_get_count ("CY_STATISTICS_GAMES", 5);
  g_autoptr(GPtrArray) list = NULL;

  for (guint g = 0; g < n_games; g++)
    {
      CyPlayer *players[3];
      g_autoptr(CyGame) game = NULL;
      g_autoptr(GError) error = NULL;
      CyRandom rng;
      guint n = 2 + g % 2;

      for (guint p = 0; p < n; p++)
        players[p] = cy_player_new (names[(p + g) % 3], CY_PLAYER_KIND_EASY);
      game = cy_game_new (players, n, &options, 1000 + g);
      for (guint p = 0; p < n; p++)
        g_object_unref (players[p]);

      cy_random_init (&rng, g, 3);
      cy_test_play_to_end (game, &rng);
      g_assert_true (cy_statistics_record_game (game, &error));
      g_assert_no_error (error);

      for (guint p = 0; p < n; p++)
        {
          guint who = (p + g) % 3;
          guint total = cy_game_get_total (game, p);

          games[who]++;
          wins[who] += (cy_game_get_winners (game) >> p) & 1;
          best[who] = MAX (best[who], total);
          sums[who] += total;
          bonuses[who] += cy_game_get_suited_bonus (game, p) > 0;
        }
    }

  list = load ();
  for (guint who = 0; who < 3; who++)
    {
      CyPlayerStatistics *player = cy_statistics_lookup (list, names[who]);

      if (games[who] == 0)
        {
          g_assert_null (player);
          continue;
        }
      g_assert_nonnull (player);
      g_assert_cmpuint (player->games, ==, games[who]);
      g_assert_cmpuint (player->wins, ==, wins[who]);
      g_assert_cmpuint (player->best_total, ==, best[who]);
      g_assert_cmpuint (player->sum_of_totals, ==, sums[who]);
      g_assert_cmpuint (player->suited_bonuses, ==, bonuses[who]);
    }
}

static void
test_unfinished_refused (void)
{
  CyRuleOptions options = cy_test_options (CY_STOCK_RULE_AUTOMATIC_KNOCK, CY_DEFAULT_TURN_LIMIT);
  g_autoptr(CyGame) game = cy_test_game_new_started (2, &options, 5);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = cy_statistics_get_path ();
  CyRandom rng;

  g_assert_false (cy_statistics_record_game (game, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_INVALID);
  g_clear_error (&error);

  /* Even with every hand scored: the game is over only after the last
   * "new round". */
  cy_random_init (&rng, 5, 1);
  while (cy_game_get_hand_number (game) < CY_N_HANDS || cy_game_get_phase (game) != CY_PHASE_HAND_OVER)
    {
      if (cy_game_get_phase (game) == CY_PHASE_HAND_OVER)
        g_assert_true (cy_game_deal_next_hand (game, NULL));
      else if (cy_game_get_phase (game) == CY_PHASE_SCORING)
        cy_test_score_hand (game, &rng);
      else
        cy_test_play_until_scoring (game, &rng);
    }
  g_assert_false (cy_statistics_record_game (game, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_INVALID);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* A crash between recording the game and clearing the autosave replays
 * the end of the game on the next start; it must not count twice. */
static void
test_same_game_once (void)
{
  const Sheet *sheets[] = { &ann_game1, &bob_game1 };
  g_autoptr(CyGame) game = finished_game (sheets, 2, 11);
  g_autoptr(GBytes) bytes = cy_game_save_to_bytes (game);
  g_autoptr(CyGame) again = cy_game_load_from_bytes (bytes, NULL);
  g_autoptr(CyGame) other = NULL;
  g_autoptr(GPtrArray) list = NULL;
  const Sheet *other_sheets[] = { &bob_game1, &ann_game1 };

  g_assert_true (cy_statistics_record_game (game, NULL));
  g_assert_true (cy_statistics_record_game (again, NULL));
  list = load ();
  g_assert_cmpuint (cy_statistics_lookup (list, "Ann")->games, ==, 1);
  g_clear_pointer (&list, g_ptr_array_unref);

  /* A different game counts, even with the same scores. */
  other = finished_game (other_sheets, 2, 11);
  g_assert_true (cy_statistics_record_game (other, NULL));
  list = load ();
  g_assert_cmpuint (cy_statistics_lookup (list, "Ann")->games, ==, 2);
  g_assert_cmpuint (cy_statistics_lookup (list, "Ann")->wins, ==, 2);
}

/* Names are values, not group names: brackets, newlines and markup are
 * all kept as they were. */
static void
test_odd_names (void)
{
  Sheet a = bob_game1, b = ann_game1;
  const Sheet *sheets[] = { &a, &b };
  g_autoptr(CyGame) game = NULL;
  g_autoptr(GPtrArray) list = NULL;

  a.name = "[Player 1]\nname=Eve";
  b.name = "Tom & <b>Jérôme</b> #1 ;=";
  game = finished_game (sheets, 2, 21);
  g_assert_true (cy_statistics_record_game (game, NULL));

  list = load ();
  g_assert_cmpuint (list->len, ==, 2);
  g_assert_nonnull (cy_statistics_lookup (list, a.name));
  g_assert_nonnull (cy_statistics_lookup (list, b.name));
  g_assert_null (cy_statistics_lookup (list, "Eve"));
  g_assert_cmpuint (cy_statistics_lookup (list, b.name)->best_total, ==, 688);
}

static void
write_file (const char *path,
            const char *contents,
            gssize      length)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);
}

static const char valid_player[] =
  "[Player 1]\nname=Ann\ngames=2\nwins=1\nbest-total=300\nsum-of-totals=500\nsuited-bonuses=1\n"
  "best-five-flush=100\nbest-sequence=50\nbest-card-yacht=0\nbest-three-and-two=25\nbest-high=0\n"
  "best-middle=50\nbest-low=0\nbest-flush=25\nbest-spades=49\nbest-hearts=20\nbest-diamonds=0\nbest-clubs=5\n";

/* The hand-written file the damaged ones are variations of loads. */
static void
test_valid_file (void)
{
  g_autofree char *path = cy_statistics_get_path ();
  g_autofree char *contents = g_strconcat ("[Card Yacht Statistics]\nversion=1\n\n", valid_player, NULL);
  g_autoptr(GPtrArray) list = NULL;

  write_file (path, contents, -1);
  list = load ();
  g_assert_cmpuint (list->len, ==, 1);
  {
    const int best[CY_N_CATEGORIES] = { 100, 50, 0, 25, 0, 50, 0, 25, 49, 20, 0, 5 };

    assert_player (list, "Ann", 2, 1, 300, 500, 250.0, 1, best);
  }
}

static char *
replace (const char *text,
         const char *from,
         const char *to)
{
  g_auto(GStrv) parts = g_strsplit (text, from, 2);

  g_assert_nonnull (parts[1]);
  return g_strconcat (parts[0], to, parts[1], NULL);
}

/* Every damaged file is moved aside, whole, under a timestamped name; the
 * statistics start afresh and the next game is recorded in a new file. */
static void
test_damaged_file (gconstpointer data)
{
  const char *which = data;
  g_autofree char *path = cy_statistics_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *contents = NULL;
  g_autofree char *good = g_strconcat ("[Card Yacht Statistics]\nversion=1\n\n", valid_player, NULL);
  g_autofree char *moved_aside = NULL;
  g_autofree char *aside_contents = NULL;
  g_autofree char *base = NULL;
  g_autofree char *other = g_build_filename (dir, "saved-game", NULL);
  g_autofree char *other_contents = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CyGame) game = NULL;
  const Sheet *sheets[] = { &ann_game1, &bob_game1 };
  gsize length, aside_length;

  if (g_str_equal (which, "random"))
    {
      GRand *rand = g_rand_new_with_seed (42);

      length = 300;
      contents = g_malloc (length);
      for (gsize i = 0; i < length; i++)
        contents[i] = (char) g_rand_int_range (rand, 0, 256);
      g_rand_free (rand);
    }
  else if (g_str_equal (which, "empty"))
    contents = g_strdup ("");
  else if (g_str_equal (which, "truncated"))
    contents = g_strndup (good, strlen (good) / 2);
  else if (g_str_equal (which, "not-utf8"))
    contents = replace (good, "name=Ann", "name=\xff\xfe");
  else if (g_str_equal (which, "no-version"))
    contents = replace (good, "version=1\n", "");
  else if (g_str_equal (which, "version-0"))
    contents = replace (good, "version=1", "version=0");
  else if (g_str_equal (which, "no-name"))
    contents = replace (good, "name=Ann\n", "");
  else if (g_str_equal (which, "negative"))
    contents = replace (good, "wins=1", "wins=-1");
  else if (g_str_equal (which, "garbage-number"))
    contents = replace (good, "games=2", "games=2x");
  else if (g_str_equal (which, "wins-over-games"))
    contents = replace (good, "wins=1", "wins=3");
  else if (g_str_equal (which, "zero-games"))
    contents = replace (good, "games=2", "games=0");
  else if (g_str_equal (which, "best-over-max"))
    contents = replace (good, "best-total=300", "best-total=697");
  else if (g_str_equal (which, "sum-too-big"))
    contents = replace (good, "sum-of-totals=500", "sum-of-totals=601");
  else if (g_str_equal (which, "category-over-max"))
    contents = replace (good, "best-spades=49", "best-spades=50");
  else if (g_str_equal (which, "missing-category"))
    contents = replace (good, "best-clubs=5\n", "");
  else if (g_str_equal (which, "duplicate-name"))
    {
      g_autofree char *second = replace (valid_player, "[Player 1]", "[Player 2]");

      contents = g_strconcat (good, "\n", second, NULL);
    }
  else
    g_assert_not_reached ();

  if (!g_str_equal (which, "random"))
    length = strlen (contents);

  write_file (path, contents, (gssize) length);
  write_file (other, "a saved game, not ours to touch", -1);

  list = cy_statistics_load (&moved_aside, &error);
  g_assert_no_error (error);
  g_assert_nonnull (list);
  g_assert_cmpuint (list->len, ==, 0);

  /* Moved aside whole, to "statistics.unreadable-YYYYMMDD-HHMMSS". */
  g_assert_nonnull (moved_aside);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  base = g_path_get_basename (moved_aside);
  g_assert_true (g_regex_match_simple ("^statistics\\.unreadable-[0-9]{8}-[0-9]{6}(-[0-9]+)?$", base, 0, 0));
  g_assert_true (g_file_get_contents (moved_aside, &aside_contents, &aside_length, NULL));
  g_assert_cmpmem (aside_contents, aside_length, contents, length);

  g_assert_true (g_file_get_contents (other, &other_contents, NULL, NULL));
  g_assert_cmpstr (other_contents, ==, "a saved game, not ours to touch");

  /* A fresh start. */
  game = finished_game (sheets, 2, 11);
  g_assert_true (cy_statistics_record_game (game, &error));
  g_assert_no_error (error);
  after = load ();
  g_assert_cmpuint (cy_statistics_lookup (after, "Ann")->games, ==, 1);
  g_assert_true (g_file_test (moved_aside, G_FILE_TEST_EXISTS));
}

/* What is not a statistics file at all (a FIFO, which once hung the game
 * in open(); a link to /dev/zero, which never ends; a huge file) is refused
 * at once and set aside as it is, and the next game is recorded. */
static void
test_not_a_file (gconstpointer data)
{
  const char *which = data;
  g_autofree char *path = cy_statistics_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *moved_aside = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CyGame) game = NULL;
  const Sheet *sheets[] = { &ann_game1, &bob_game1 };

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  cy_test_fault_make_not_a_file (path, which);

  cy_test_fault_watchdog (60);
  list = cy_statistics_load (&moved_aside, &error);
  alarm (0);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 0);
  g_assert_nonnull (moved_aside);
  cy_test_fault_assert_not_a_file (moved_aside, which);

  game = finished_game (sheets, 2, 11);
  g_assert_true (cy_statistics_record_game (game, &error));
  g_assert_no_error (error);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = load ();
  g_assert_cmpuint (cy_statistics_lookup (list, "Ann")->games, ==, 1);
}

/* Two damaged files in the same second keep both. */
static void
test_damaged_twice (void)
{
  g_autofree char *path = cy_statistics_get_path ();
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GPtrArray) list1 = NULL;
  g_autoptr(GPtrArray) list2 = NULL;

  write_file (path, "first", -1);
  list1 = cy_statistics_load (&first, NULL);
  write_file (path, "second", -1);
  list2 = cy_statistics_load (&second, NULL);

  g_assert_nonnull (first);
  g_assert_nonnull (second);
  g_assert_cmpstr (first, !=, second);
  g_assert_true (g_file_get_contents (first, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "first");
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (second, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "second");
}

/* A newer version's file is not ours to throw away or overwrite. */
static void
test_newer_version (void)
{
  g_autofree char *path = cy_statistics_get_path ();
  g_autofree char *good = g_strconcat ("[Card Yacht Statistics]\nversion=2\n\n", valid_player, NULL);
  g_autofree char *contents = NULL;
  g_autofree char *moved_aside = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CyGame) game = NULL;
  const Sheet *sheets[] = { &ann_game1, &bob_game1 };

  write_file (path, good, -1);

  list = cy_statistics_load (&moved_aside, &error);
  g_assert_null (list);
  g_assert_null (moved_aside);
  g_assert_error (error, CY_ERROR, CY_ERROR_VERSION);
  g_assert_nonnull (strstr (error->message, "newer"));
  g_clear_error (&error);

  game = finished_game (sheets, 2, 11);
  g_assert_false (cy_statistics_record_game (game, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_VERSION);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, good);
}

static void
test_reset (void)
{
  const Sheet *sheets[] = { &ann_game1, &bob_game1 };
  g_autoptr(CyGame) game = finished_game (sheets, 2, 11);
  g_autoptr(CyGame) game2 = finished_game (sheets, 2, 12);
  g_autofree char *path = cy_statistics_get_path ();
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;

  /* Nothing to reset is fine. */
  g_assert_true (cy_statistics_reset (&error));
  g_assert_no_error (error);

  g_assert_true (cy_statistics_record_game (game, NULL));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_true (cy_statistics_reset (&error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  list = load ();
  g_assert_cmpuint (list->len, ==, 0);
  g_clear_pointer (&list, g_ptr_array_unref);

  /* Counting starts again from nothing. */
  g_assert_true (cy_statistics_record_game (game2, NULL));
  list = load ();
  g_assert_cmpuint (list->len, ==, 2);
  g_assert_cmpuint (cy_statistics_lookup (list, "Ann")->games, ==, 1);
}

/* Written atomically: no temporary file is left beside it. */
static void
test_no_leftovers (void)
{
  const Sheet *sheets[] = { &ann_game1, &bob_game1 };
  g_autoptr(CyGame) game = finished_game (sheets, 2, 11);
  g_autofree char *path = cy_statistics_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GDir) listing = NULL;
  const char *name;
  guint n = 0;

  g_assert_true (cy_statistics_record_game (game, NULL));
  listing = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_assert_cmpstr (name, ==, "statistics");
      n++;
    }
  g_assert_cmpuint (n, ==, 1);
}

int
main (int    argc,
      char **argv)
{
  static const char * const damaged[] = {
    "random", "empty", "truncated", "not-utf8", "no-version", "version-0", "no-name", "negative",
    "garbage-number", "wins-over-games", "zero-games", "best-over-max", "sum-too-big",
    "category-over-max", "missing-category", "duplicate-name",
  };

  /* Each test gets its own empty XDG_DATA_HOME. */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/card-yacht/statistics/two-games", test_two_games);
  g_test_add_func ("/card-yacht/statistics/random-games", test_random_games);
  g_test_add_func ("/card-yacht/statistics/unfinished-refused", test_unfinished_refused);
  g_test_add_func ("/card-yacht/statistics/same-game-once", test_same_game_once);
  g_test_add_func ("/card-yacht/statistics/odd-names", test_odd_names);
  g_test_add_func ("/card-yacht/statistics/valid-file", test_valid_file);
  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autofree char *test_path = g_strconcat ("/card-yacht/statistics/damaged/", damaged[i], NULL);

      g_test_add_data_func (test_path, damaged[i], test_damaged_file);
    }
  g_test_add_data_func ("/card-yacht/statistics/not-a-file/fifo", "fifo", test_not_a_file);
  g_test_add_data_func ("/card-yacht/statistics/not-a-file/dev-zero", "dev-zero", test_not_a_file);
  g_test_add_data_func ("/card-yacht/statistics/not-a-file/huge", "huge", test_not_a_file);
  g_test_add_func ("/card-yacht/statistics/damaged-twice", test_damaged_twice);
  g_test_add_func ("/card-yacht/statistics/newer-version", test_newer_version);
  g_test_add_func ("/card-yacht/statistics/reset", test_reset);
  g_test_add_func ("/card-yacht/statistics/no-leftovers", test_no_leftovers);

  return g_test_run ();
}
