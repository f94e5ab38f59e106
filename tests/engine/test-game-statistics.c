/* test-game-statistics.c: statistics of Yacht (per rule set) and Boat (per partnership)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Games of Yacht are played with dice chosen here, so that every total is
 * worked out by hand (in the comments).
 */
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "cy-dice-game.h"
#include "cy-error.h"
#include "cy-games.h"
#include "cy-statistics.h"
#include "test-boat-util.h"
#include "test-fault.h"

static CyDiceGame *
new_dice_game (CyDiceRules  rules,
               guint        n_players)
{
  const char *names[] = { "Ann", "Bob", "Cy", "Di" };
  CyPlayer *players[CY_DICE_MAX_PLAYERS];
  CyDiceGame *game;

  for (guint p = 0; p < n_players; p++)
    players[p] = cy_player_new (names[p], CY_PLAYER_KIND_HUMAN);
  game = cy_dice_game_new (rules, players, n_players, 1);
  for (guint p = 0; p < n_players; p++)
    g_object_unref (players[p]);

  return game;
}

/* Each seat rolls its own dice every turn and writes them into the
 * categories in sheet order. */
typedef const guint8 (*Turns)[CY_DICE_N_DICE];   /* one roll per hand_number */

static CyDiceGame *
play_dice_game (CyDiceRules   rules,
                guint         n_players,
                const Turns  *dice)
{
  CyDiceGame *game = new_dice_game (rules, n_players);

  for (guint hand_number = 0; hand_number < 12; hand_number++)
    for (guint p = 0; p < n_players; p++)
      {
        g_autoptr(GError) error = NULL;

        g_assert_true (cy_dice_game_roll_dice (game, dice[p][hand_number], &error));
        g_assert_true (cy_dice_game_score (game, hand_number, &error));
        g_assert_no_error (error);
      }
  g_assert_true (cy_dice_game_is_over (game));
  return game;
}

#define SAME(a, b, c, d, e) { a, b, c, d, e }
#define ALL(x) SAME (x, x, x, x, x)

/* Six sixes every turn: Sixes 30, Choice 30, Four of a Kind 30, Yacht 50,
 * nothing else (five equal dice are no Full House): 140, no bonus. */
static const guint8 sixes[12][CY_DICE_N_DICE] = {
  ALL (6), ALL (6), ALL (6), ALL (6), ALL (6), ALL (6), ALL (6), ALL (6), ALL (6), ALL (6), ALL (6), ALL (6),
};
/* A straight every turn: Ones to Fives 1+2+3+4+5 = 15, Choice 15, Small
 * Straight 15, Large Straight 30: 75. */
static const guint8 straights[12][CY_DICE_N_DICE] = {
  SAME (1, 2, 3, 4, 5), SAME (1, 2, 3, 4, 5), SAME (1, 2, 3, 4, 5), SAME (1, 2, 3, 4, 5),
  SAME (1, 2, 3, 4, 5), SAME (1, 2, 3, 4, 5), SAME (1, 2, 3, 4, 5), SAME (1, 2, 3, 4, 5),
  SAME (1, 2, 3, 4, 5), SAME (1, 2, 3, 4, 5), SAME (1, 2, 3, 4, 5), SAME (1, 2, 3, 4, 5),
};
/* Five of each face in Ones to Sixes: 5+10+15+20+25+30 = 105, bonus 35;
 * then sixes: Choice 30, Four of a Kind 30, Full House 0, straights 0,
 * Yacht 50: 105 + 35 + 110 = 250. */
static const guint8 faces[12][CY_DICE_N_DICE] = {
  ALL (1), ALL (2), ALL (3), ALL (4), ALL (5), ALL (6), ALL (6), ALL (6), ALL (6), ALL (6), ALL (6), ALL (6),
};

static CyGameStatistics *
lookup (GPtrArray  *list,
        const char *name)
{
  for (guint i = 0; i < list->len; i++)
    if (g_str_equal (((CyGameStatistics *) g_ptr_array_index (list, i))->name, name))
      return g_ptr_array_index (list, i);

  return NULL;
}

static GPtrArray *
load (const char *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  GPtrArray *list = cy_game_statistics_load (game, &aside, &error);

  g_assert_no_error (error);
  g_assert_null (aside);
  return list;
}

static void
test_dice (void)
{
  const Turns game1[] = { sixes, straights };
  const Turns game2[] = { faces, straights };
  const Turns alone[] = { faces };
  g_autoptr(CyDiceGame) first = NULL;
  g_autoptr(CyDiceGame) second = NULL;
  g_autoptr(CyDiceGame) solitaire = NULL;
  g_autoptr(CyDiceGame) unfinished = new_dice_game (CY_DICE_RULES_YACHT_BONUS, 2);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  CyGameStatistics *ann;
  CyGameStatistics *bob;

  /* Nothing yet. */
  list = load ("yacht-bonus");
  g_assert_cmpuint (list->len, ==, 0);
  g_clear_pointer (&list, g_ptr_array_unref);

  /* An unfinished game does not count. */
  g_assert_false (cy_match_game_record_statistics (CY_MATCH_GAME (unfinished), &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_INVALID);
  g_clear_error (&error);

  /* Ann 140 beats Bob 75. Recorded twice in a row, it counts once. */
  first = play_dice_game (CY_DICE_RULES_YACHT_BONUS, 2, game1);
  g_assert_cmpuint (cy_dice_game_get_total (first, 0), ==, 140);
  g_assert_cmpuint (cy_dice_game_get_total (first, 1), ==, 75);
  g_assert_true (cy_match_game_record_statistics (CY_MATCH_GAME (first), &error));
  g_assert_true (cy_match_game_record_statistics (CY_MATCH_GAME (first), &error));
  g_assert_no_error (error);

  /* Ann 250 with the bonus, Bob 75 again. */
  second = play_dice_game (CY_DICE_RULES_YACHT_BONUS, 2, game2);
  g_assert_cmpuint (cy_dice_game_get_total (second, 0), ==, 250);
  g_assert_true (cy_match_game_record_statistics (CY_MATCH_GAME (second), &error));
  g_assert_no_error (error);

  list = load ("yacht-bonus");
  g_assert_cmpuint (list->len, ==, 2);
  ann = lookup (list, "Ann");
  bob = lookup (list, "Bob");
  g_assert_nonnull (ann);
  g_assert_nonnull (bob);
  /* Most games first, then most wins. */
  g_assert_true (g_ptr_array_index (list, 0) == ann);
  g_assert_cmpuint (ann->games, ==, 2);
  g_assert_cmpuint (ann->wins, ==, 2);
  g_assert_cmpuint (ann->best_total, ==, 250);
  g_assert_cmpuint (ann->sum_of_totals, ==, 390);
  g_assert_cmpfloat_with_epsilon (cy_game_statistics_get_average (ann), 195.0, 1e-9);
  g_assert_cmpuint (ann->bonuses, ==, 1);
  g_assert_cmpuint (bob->games, ==, 2);
  g_assert_cmpuint (bob->wins, ==, 0);
  g_assert_cmpuint (bob->best_total, ==, 75);
  g_assert_cmpuint (bob->sum_of_totals, ==, 150);
  g_assert_cmpuint (bob->bonuses, ==, 0);
  g_assert_cmpuint (ann->fields[0] + ann->fields[1], ==, 0);
  g_clear_pointer (&list, g_ptr_array_unref);

  /* The other rule set keeps its own figures; solitaire counts no win. */
  solitaire = play_dice_game (CY_DICE_RULES_YACHT_1938, 1, alone);
  g_assert_true (cy_match_game_record_statistics (CY_MATCH_GAME (solitaire), &error));
  g_assert_no_error (error);
  list = load ("yacht-1938");
  g_assert_cmpuint (list->len, ==, 1);
  ann = lookup (list, "Ann");
  g_assert_cmpuint (ann->games, ==, 1);
  g_assert_cmpuint (ann->wins, ==, 0);
  g_assert_cmpuint (ann->best_total, ==, cy_dice_game_get_total (solitaire, 0));
  g_clear_pointer (&list, g_ptr_array_unref);
  list = load ("yacht-bonus");
  g_assert_cmpuint (lookup (list, "Ann")->games, ==, 2);
  g_clear_pointer (&list, g_ptr_array_unref);

  /* Reset forgets one game's figures only. */
  g_assert_true (cy_game_statistics_reset ("yacht-1938", &error));
  g_assert_no_error (error);
  list = load ("yacht-1938");
  g_assert_cmpuint (list->len, ==, 0);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = load ("yacht-bonus");
  g_assert_cmpuint (list->len, ==, 2);
}

static void
test_boat (void)
{
  g_autoptr(CyBoatGame) game = boat_test_game_new_teams (CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_EASY, 12);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  guint made[CY_BOAT_N_TEAMS] = { 0 };
  guint set[CY_BOAT_N_TEAMS] = { 0 };
  const char *names[] = { "A & C", "B & D" };

  boat_test_play_game (game, 12, 200);
  g_assert_true (cy_boat_game_is_over (game));
  for (guint h = 0; h < cy_boat_game_get_n_hands (game); h++)
    {
      CyBoatHandResult result;

      g_assert_true (cy_boat_game_get_hand_result (game, h, &result));
      if (result.made)
        made[result.high_bidder % 2]++;
      else
        set[result.high_bidder % 2]++;
    }

  g_assert_true (cy_match_game_record_statistics (CY_MATCH_GAME (game), &error));
  g_assert_no_error (error);

  list = load ("boat");
  g_assert_cmpuint (list->len, ==, 2);
  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    {
      CyGameStatistics *team = lookup (list, names[t]);

      g_assert_nonnull (team);
      g_assert_cmpuint (team->games, ==, 1);
      g_assert_cmpuint (team->wins, ==, cy_boat_game_get_winning_team (game) == (int) t);
      g_assert_cmpuint (team->fields[0], ==, made[t]);
      g_assert_cmpuint (team->fields[1], ==, set[t]);
      g_assert_cmpuint (team->best_total, ==, 0);
    }
  g_assert_cmpuint (made[0] + made[1] + set[0] + set[1], ==, cy_boat_game_get_n_hands (game));
}

/* A damaged file is set aside and the figures start afresh; a newer
 * format is left alone; another game's file is damaged. */
static void
test_bad_files (void)
{
  static const struct
  {
    const char *text;
    gboolean    newer;
  } files[] = {
    { "not a key file [", FALSE },
    { "[Statistics]\nversion=1\ngame=boat\n", FALSE },
    { "[Statistics]\nversion=1\ngame=yacht-1938\n[Entry 1]\nname=Ann\ngames=1\nwins=2\nbest-total=0\n"
      "sum-of-totals=0\nbonuses=0\ncontracts-made=0\ncontracts-set=0\n", FALSE },
    { "[Statistics]\nversion=1\ngame=yacht-1938\n[Entry 1]\nname=Ann\ngames=1\nwins=1\nbest-total=100\n"
      "sum-of-totals=-1\nbonuses=0\ncontracts-made=0\ncontracts-set=0\n", FALSE },
    { "[Statistics]\nversion=9\ngame=yacht-1938\n", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = cy_game_statistics_get_path ("yacht-1938");
      g_autofree char *dir = g_path_get_dirname (path);
      g_autofree char *aside = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) list = NULL;

      g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
      g_assert_true (g_file_set_contents (path, files[i].text, -1, NULL));

      list = cy_game_statistics_load ("yacht-1938", &aside, &error);
      if (files[i].newer)
        {
          g_assert_null (list);
          g_assert_error (error, CY_ERROR, CY_ERROR_VERSION);
          g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
          g_unlink (path);
        }
      else
        {
          g_assert_no_error (error);
          g_assert_nonnull (list);
          g_assert_cmpuint (list->len, ==, 0);
          g_assert_nonnull (aside);
          g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
          g_unlink (aside);
        }
    }
}

/* A damaged file that cannot be set aside (a read-only folder) with an
 * 8 MB line: GKeyFile's message quoted the whole line, and the Statistics
 * window took minutes and 720 MB to lay it out. The damage is said by line
 * number, in one short line; the watchdog fails the test if the load hangs. */
static void
test_long_damaged_line (void)
{
  g_autofree char *path = cy_game_statistics_get_path ("boat");
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GString) text = g_string_new ("[Statistics]\nversion=1\n");
  g_autofree char *aside = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *detail = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = NULL;
  const char *open;

  if (!cy_test_fault_mount_tmpfs (dir, 16u << 20))
    return;

  for (guint i = 0; i < 8000000; i++)
    g_string_append_c (text, 'x');
  g_string_append_c (text, '\n');
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
  cy_test_fault_remount_read_only (dir);
  before = cy_test_fault_list_dir (dir);

  cy_test_fault_watchdog (60);
  list = cy_game_statistics_load ("boat", &aside, &error);
  alarm (0);
  g_assert_null (list);
  g_assert_null (aside);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_null (strchr (error->message, '\n'));
  g_assert_null (strstr (error->message, "xxx"));
  g_assert_cmpuint (strlen (error->message), <, 200 + strlen (path));
  /* The detail is the first part in brackets (the rest says why the file
   * stays where it is): the line number, at most 80 characters. */
  open = strchr (error->message, '(');
  g_assert_nonnull (open);
  g_assert_nonnull (strchr (open, ')'));
  detail = g_strndup (open + 1, (gsize) (strchr (open, ')') - open - 1));
  g_assert_cmpstr (detail, ==, "line 3 is not a [group], a key=value or a comment");

  /* The file is as it was: nothing the player had is lost. */
  after = cy_test_fault_list_dir (dir);
  g_assert_cmpstr (before, ==, after);
  cy_test_fault_unmount (dir);
}

/* Whatever a detail quotes, it stays one line of at most 80 characters of
 * valid UTF-8, and a cut says so with an ellipsis. */
static void
test_damaged_detail (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) short_error = NULL;
  g_autoptr(GString) detail = g_string_new ("a\nb\xff");

  for (guint i = 0; i < 1000; i++)
    g_string_append (detail, "é");
  cy_error_set_damaged (&error, CY_DAMAGED_STATISTICS, "%s", detail->str);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_null (strchr (error->message, '\n'));
  /* "a", the newline as "?", "b", the bad byte as U+FFFD, then 76 "é": 80. */
  g_assert_true (g_str_has_prefix (error->message, "The statistics file is damaged (a?b\xef\xbf\xbd\xc3\xa9"));
  g_assert_true (g_str_has_suffix (error->message, "é…)"));
  g_assert_cmpuint (g_utf8_strlen (error->message, -1), ==, strlen ("The statistics file is damaged ()") + 81);

  /* A detail of 80 characters is whole, with no ellipsis. */
  g_string_truncate (detail, 0);
  for (guint i = 0; i < 80; i++)
    g_string_append_c (detail, 'a' + i % 26);
  cy_error_set_damaged (&short_error, CY_DAMAGED_STATISTICS, "%s", detail->str);
  g_assert_nonnull (strstr (short_error->message, detail->str));
  g_assert_null (strstr (short_error->message, "…"));
}

int
main (int   argc,
      char *argv[])
{
  cy_test_fault_init ();
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* The statistics by key are those of the registered games. */
  cy_games_register ();

  g_test_add_func ("/engine/game-statistics/dice", test_dice);
  g_test_add_func ("/engine/game-statistics/boat", test_boat);
  g_test_add_func ("/engine/game-statistics/bad-files", test_bad_files);
  g_test_add_func ("/engine/game-statistics/long-damaged-line", test_long_damaged_line);
  g_test_add_func ("/engine/game-statistics/damaged-detail", test_damaged_detail);

  return g_test_run ();
}
