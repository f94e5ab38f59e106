/* test-simulate.c: the simulator of every game (cy-simulate.h): the
 * rotated seating, the quiet play against the match controller's, and
 * whole runs with their records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cy-boat-game-record.h"
#include "cy-boat-game-simulate.h"
#include "cy-dice-game-record.h"
#include "cy-dice-game-simulate.h"
#include "cy-game-record.h"
#include "cy-game-simulate.h"
#include "cy-match.h"
#include "cy-replay.h"
#include "test-util.h"

static guint
factorial (guint n)
{
  return n <= 1 ? 1 : n * factorial (n - 1);
}

/* Every block of n games seats each policy in each seat once, and n!
 * games go through every order of the policies once. */
static void
test_seating_rotates (void)
{
  for (guint n = 1; n <= 4; n++)
    {
      g_autoptr(GHashTable) orders = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      guint n_games = factorial (n);

      for (guint block = 0; block < n_games / n; block++)
        {
          guint count[4][4] = { { 0 } };

          for (guint g = block * n; g < (block + 1) * n; g++)
            {
              guint seating[4];
              guint used = 0;
              GString *key = g_string_new (NULL);

              cy_simulate_seating (n, FALSE, g, seating);
              for (guint s = 0; s < n; s++)
                {
                  g_assert_cmpuint (seating[s], <, n);
                  used |= 1u << seating[s];
                  count[seating[s]][s]++;
                  g_string_append_c (key, (char) ('0' + seating[s]));
                }
              g_assert_cmpuint (used, ==, (1u << n) - 1);
              g_assert_true (g_hash_table_add (orders, g_string_free (key, FALSE)));
            }

          for (guint p = 0; p < n; p++)
            for (guint s = 0; s < n; s++)
              g_assert_cmpuint (count[p][s], ==, 1);
        }

      g_assert_cmpuint (g_hash_table_size (orders), ==, n_games);
    }

  /* The first game seats the policies as typed. */
  {
    guint seating[4];

    cy_simulate_seating (4, FALSE, 0, seating);
    g_assert_cmpuint (seating[0], ==, 0);
    g_assert_cmpuint (seating[1], ==, 1);
    g_assert_cmpuint (seating[2], ==, 2);
    g_assert_cmpuint (seating[3], ==, 3);
  }
}

/* Boat: partners stay opposite, each policy sits in each seat once a
 * block of four, and eight games go through the eight ways to seat two
 * partnerships. */
static void
test_seating_partnerships (void)
{
  g_autoptr(GHashTable) orders = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint count[4][4] = { { 0 } };

  for (guint g = 0; g < 8; g++)
    {
      guint seating[4];

      cy_simulate_seating (4, TRUE, g, seating);
      for (guint s = 0; s < 2; s++)
        {
          /* Seats s and s + 2 hold policies 0 and 2, or 1 and 3. */
          g_assert_cmpuint (seating[s] % 2, ==, seating[s + 2] % 2);
          g_assert_cmpuint (seating[s], !=, seating[s + 2]);
        }
      for (guint s = 0; s < 4; s++)
        count[seating[s]][s]++;
      g_assert_true (g_hash_table_add (orders, g_strdup_printf ("%u%u%u%u", seating[0], seating[1],
                                                                seating[2], seating[3])));
      if (g % 4 == 3)
        for (guint p = 0; p < 4; p++)
          for (guint s = 0; s < 4; s++)
            g_assert_cmpuint (count[p][s], ==, (g + 1) / 4);
    }
  g_assert_cmpuint (g_hash_table_size (orders), ==, 8);
}

static void
make_players (guint               n_seats,
              const CyPlayerKind *kinds,
              CyPlayer          **players)
{
  for (guint s = 0; s < n_seats; s++)
    {
      g_autofree char *name = g_strdup_printf ("Seat %u", s + 1);

      players[s] = cy_player_new (name, kinds[s]);
    }
}

/* The quiet game on its plain state plays exactly the game the match
 * controller plays with every signal, log line and allocation: the same
 * deal and seeds give the same totals and winners. */
static void
test_quiet_same_as_match (gconstpointer data)
{
  const CySimulateGame *klass = data;
  static const CyPlayerKind kinds[] = {
    CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_RANDOM,
  };
  guint n_seats = klass->max_seats;

  for (guint64 deal = 1; deal <= 3; deal++)
    {
      CyPlayer *players[4];
      g_autoptr(CyMatchGame) quiet = NULL;
      g_autoptr(CyMatchGame) loud = NULL;
      g_autoptr(CyMatch) match = NULL;
      g_autoptr(GError) error = NULL;
      CySimulateSeat seats[4] = { { 0 } };
      guint n_decisions = 0;

      make_players (n_seats, kinds, players);
      quiet = klass->new_game (NULL, players, n_seats, deal, TRUE);
      loud = klass->new_game (NULL, players, n_seats, deal, FALSE);
      for (guint s = 0; s < n_seats; s++)
        {
          g_object_unref (players[s]);
          seats[s].kind = kinds[s];
          cy_random_init (&seats[s].rng, deal + 100, s + 1);
        }

      g_assert_true (cy_simulate_play (klass, quiet, seats, TRUE, NULL, &n_decisions, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (n_decisions, >, 12 * n_seats);

      match = cy_match_new (loud, deal + 100);
      g_assert_true (cy_match_run_sync (match, TRUE, &error));
      g_assert_no_error (error);
      g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_GAME_OVER);
      /* The match's game was heard: it logged its moves. */
      g_assert_nonnull (cy_match_get_log (match, NULL)[0]);

      g_assert_cmpint (cy_match_game_get_step (quiet, NULL), ==, CY_MATCH_STEP_GAME_OVER);
      for (guint s = 0; s < n_seats; s++)
        g_assert_cmpint (klass->get_total (quiet, s), ==, klass->get_total (loud, s));
      g_assert_cmpuint (cy_match_game_get_winners (quiet), ==, cy_match_game_get_winners (loud));
    }
}

typedef struct
{
  const CySimulateGame *klass;
  gconstpointer         options;
  const char           *policies[4];
  guint                 n_seats;
} RunCase;

/* Whole runs over two threads: every game played, wins shared out, the
 * same tally for one thread, and a record per game that replays, its
 * players named after the policies in the seats they played. */
static void
test_run (gconstpointer data)
{
  const RunCase *run = data;
  g_autofree char *dir = g_dir_make_tmp ("cy-simulate-XXXXXX", NULL);
  CySimulation simulation = {
    .klass = run->klass,
    .options = run->options,
    .n_seats = run->n_seats,
    .n_games = 8,
    .seed = 5,
    .n_threads = 2,
    .records_dir = dir,
    .external_timeout_ms = CY_EXTERNAL_TIMEOUT_MS,
  };
  CySimulateTally tally = { 0 };
  CySimulateTally alone = { 0 };
  g_autoptr(GError) error = NULL;
  double seconds;
  double wins = 0;

  g_assert_nonnull (dir);
  for (guint p = 0; p < run->n_seats; p++)
    {
      simulation.policies[p] = run->policies[p];
      g_assert_true (cy_player_kind_from_key (run->policies[p], &simulation.kinds[p]));
    }

  g_assert_true (cy_simulate_run (&simulation, &tally, &seconds, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tally.violations, ==, 0);
  g_assert_cmpuint (tally.external_failures, ==, 0);
  g_assert_cmpuint (tally.completed, ==, 8);
  for (guint p = 0; p < run->n_seats; p++)
    {
      wins += tally.wins[p];
      g_assert_cmpuint (tally.decision_ns[p]->len, >, 0);
    }
  /* A team's win is each partner's; a stopped Boat game has no winner. */
  if (run->klass->partnerships)
    g_assert_cmpfloat (wins, <=, 2 * 8 + 1e-9);
  else
    g_assert_cmpfloat_with_epsilon (wins, 8.0, 1e-9);

  /* The same games on one thread, without records. */
  simulation.n_threads = 1;
  simulation.records_dir = NULL;
  g_assert_true (cy_simulate_run (&simulation, &alone, &seconds, &error));
  for (guint p = 0; p < run->n_seats; p++)
    {
      g_assert_cmpint (alone.totals[p], ==, tally.totals[p]);
      g_assert_cmpfloat_with_epsilon (alone.wins[p], tally.wins[p], 1e-9);
    }
  if (run->klass->tally_size > 0)
    g_assert_cmpmem (alone.game_tally, run->klass->tally_size, tally.game_tally, run->klass->tally_size);

  for (guint g = 0; g < 8; g++)
    {
      g_autofree char *name = g_strdup_printf ("game-%u.json", g);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(CyRecord) record = cy_record_new_from_file (file, &error);
      g_autoptr(CyReplay) replay = NULL;
      JsonArray *players;
      guint seating[4];

      g_assert_no_error (error);
      g_assert_cmpstr (cy_record_get_game_id (record), ==, run->klass->game_id);
      players = json_object_get_array_member (cy_record_get_root (record), "players");
      cy_simulate_seating (run->n_seats, run->klass->partnerships, g, seating);
      g_assert_cmpuint (json_array_get_length (players), ==, run->n_seats);
      for (guint s = 0; s < run->n_seats; s++)
        g_assert_cmpstr (json_array_get_string_element (players, s), ==, run->policies[seating[s]]);

      replay = cy_replay_new (record, &error);
      g_assert_no_error (error);
      g_assert_true (cy_replay_run (replay, &error));
      g_assert_no_error (error);
      g_assert_cmpint (cy_match_game_get_step (CY_MATCH_GAME (cy_replay_get_game (replay)), NULL),
                       ==, CY_MATCH_STEP_GAME_OVER);
      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);

  cy_simulate_tally_clear (&tally);
  cy_simulate_tally_clear (&alone);
}

int
main (int    argc,
      char **argv)
{
  static const CyDiceRules yacht_1938 = CY_DICE_RULES_YACHT_1938;
  static const RunCase card_yacht = {
    &cy_game_simulate, NULL, { "normal", "random", "easy" }, 3,
  };
  static const RunCase dice = {
    &cy_dice_game_simulate, &yacht_1938, { "easy", "random" }, 2,
  };
  static const RunCase boat = {
    &cy_boat_game_simulate, NULL, { "normal", "random", "easy", "random" }, 4,
  };

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  cy_record_format_register (cy_game_record_get_format ());
  cy_record_format_register (cy_dice_game_record_get_format ());
  cy_record_format_register (cy_boat_game_record_get_format ());

  g_test_add_func ("/engine/simulate/seating/rotates", test_seating_rotates);
  g_test_add_func ("/engine/simulate/seating/partnerships", test_seating_partnerships);
  g_test_add_data_func ("/engine/simulate/quiet/card-yacht", &cy_game_simulate, test_quiet_same_as_match);
  g_test_add_data_func ("/engine/simulate/quiet/dice", &cy_dice_game_simulate, test_quiet_same_as_match);
  g_test_add_data_func ("/engine/simulate/quiet/boat", &cy_boat_game_simulate, test_quiet_same_as_match);
  g_test_add_data_func ("/engine/simulate/run/card-yacht", &card_yacht, test_run);
  g_test_add_data_func ("/engine/simulate/run/dice", &dice, test_run);
  g_test_add_data_func ("/engine/simulate/run/boat", &boat, test_run);

  return g_test_run ();
}
