/* test-match.c: the match controller, with no display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cy-match.h"
#include "cy-pending-results.h"
#include "cy-player-statistics.h"
#include "cy-statistics.h"
#include "test-util.h"

static CyGame *
game_for (const char *spec,
          guint64     deal)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) players = cy_player_parse_list (spec, &error);
  CyRuleOptions options;
  CyGame *game;

  g_assert_no_error (error);
  cy_rule_options_init_default (&options);
  game = cy_game_new ((CyPlayer * const *) players->pdata, players->len, &options, deal);
  g_assert_true (cy_game_start (game, &error));
  g_assert_no_error (error);
  return game;
}

/* Iterates the main loop until @match is in @state (or fails after a
 * generous bound, not a timer). */
static void
run_until_state (CyMatch      *match,
                 CyMatchState  state)
{
  for (guint i = 0; i < 1000000 && cy_match_get_state (match) != state; i++)
    g_main_context_iteration (NULL, TRUE);

  g_assert_cmpint (cy_match_get_state (match), ==, state);
}

/* A person's move: the random policy's, from that seat's own view. */
static void
play_as_person (CyGame   *game,
                CyRandom *rng)
{
  cy_test_play_random_move (game, rng);
}

static void
score_as_person (CyGame   *game,
                 guint     seat,
                 CyRandom *rng)
{
  g_autoptr(GError) error = NULL;
  CySeatView view;
  CyCategory category;

  cy_game_get_seat_view (game, seat, &view);
  category = cy_ai_choose_category (CY_PLAYER_KIND_EASY, &view, rng);
  g_assert_true (cy_game_score (game, seat, category, &error));
  g_assert_no_error (error);
}

/* A whole game of a person against a computer player, through the match
 * as the window drives it: the person acts whenever the match says so. */
static void
test_match_person_against_computer (void)
{
  g_autoptr(CyGame) game = game_for ("You:human,Ann:hard", 5);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 99);
  g_autoptr(GError) error = NULL;
  CyRandom rng;
  guint moves = 0, scores = 0, hands = 0;

  cy_random_init (&rng, 5, 1);
  cy_match_set_pace (match, CY_MATCH_PACE_INSTANT);
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_WAITING);
  /* One person: their hand is the one shown throughout. */
  g_assert_cmpint (cy_match_get_viewer (match), ==, 0);
  cy_match_start (match);

  while (cy_match_get_state (match) != CY_MATCH_STATE_GAME_OVER)
    {
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);

      switch (cy_match_get_state (match))
        {
        case CY_MATCH_STATE_HUMAN_TO_MOVE:
          g_assert_cmpint (cy_match_get_viewer (match), ==, 0);
          g_assert_cmpuint (cy_game_get_to_move (game), ==, 0);
          play_as_person (game, &rng);
          moves++;
          break;

        case CY_MATCH_STATE_CHOOSING:
          g_assert_cmpint (cy_match_get_acting_seat (match), ==, 0);
          score_as_person (game, 0, &rng);
          scores++;
          break;

        case CY_MATCH_STATE_HAND_OVER:
          /* The computer scored first; the person's score may be taken back. */
          g_assert_true (cy_match_get_can_undo (match));
          g_assert_cmpint (cy_match_get_undo_seat (match), ==, 0);
          g_assert_true (cy_match_next_hand (match, &error));
          g_assert_no_error (error);
          hands++;
          break;

        case CY_MATCH_STATE_HAND_OFF:
          g_assert_not_reached ();
          break;

        case CY_MATCH_STATE_COMPUTER_THINKING:
          /* A computer player is thinking in a thread. */
          g_main_context_iteration (NULL, TRUE);
          break;

        default:
          break;
        }
    }

  g_assert_cmpuint (scores, ==, CY_N_HANDS);
  g_assert_cmpuint (hands, ==, CY_N_HANDS);
  g_assert_cmpuint (moves, >, 0);
  g_assert_cmpuint (cy_game_get_phase (game), ==, CY_PHASE_GAME_OVER);
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    {
      g_assert_cmpint (cy_game_get_score (game, 0, c), >=, 0);
      g_assert_cmpint (cy_game_get_score (game, 1, c), >=, 0);
    }
}

/* Two people at one screen and a computer: the screen is handed over
 * before each person's turn, and nobody's hand shows while the computer
 * plays. */
typedef struct
{
  guint computer_turns;
  guint hidden;         /* of those, with nobody's hand face up */
} ComputerTurns;

/* Counted as the match enters the state, not by looking now and then: a
 * quick computer player may be done before the test looks. */
static void
on_state_for_computer (CyMatch       *match,
                       GParamSpec    *pspec,
                       ComputerTurns *turns)
{
  CyGame *game = CY_GAME (cy_match_get_game (match));

  /* Its moves, not its score (hands are not hidden for scoring). */
  if (cy_match_get_state (match) == CY_MATCH_STATE_COMPUTER_THINKING && cy_match_get_acting_seat (match) == 2 &&
      cy_game_get_phase (game) != CY_PHASE_SCORING)
    {
      turns->computer_turns++;
      turns->hidden += cy_match_get_viewer (match) == -1;
    }
}

static void
test_match_hot_seat_hand_off (void)
{
  g_autoptr(CyGame) game = game_for ("Ann:human,Bob:human,Cy:normal", 8);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 3);
  CyRandom rng;
  guint hand_offs = 0;
  ComputerTurns turns = { 0 };
  int last_person = -1;

  cy_random_init (&rng, 8, 1);
  g_signal_connect (match, "notify::state", G_CALLBACK (on_state_for_computer), &turns);
  cy_match_set_pace (match, CY_MATCH_PACE_INSTANT);
  g_assert_cmpint (cy_match_get_viewer (match), ==, -1);
  cy_match_start (match);

  while (cy_game_get_hand_number (game) == 1 && cy_game_get_phase (game) != CY_PHASE_SCORING)
    {
      CyMatchState state;

      /* Let the match look at the game after each change. */
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      state = cy_match_get_state (match);

      if (state == CY_MATCH_STATE_HAND_OFF)
        {
          int seat = cy_match_get_acting_seat (match);

          g_assert_cmpint (cy_match_get_viewer (match), ==, -1);
          g_assert_true (seat == 0 || seat == 1);
          hand_offs++;
          cy_match_hand_off_done (match);
          g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_HUMAN_TO_MOVE);
          g_assert_cmpint (cy_match_get_viewer (match), ==, seat);
        }
      else if (state == CY_MATCH_STATE_HUMAN_TO_MOVE)
        {
          int seat = (int) cy_game_get_to_move (game);

          /* The hand shown is always that of the person to move. */
          g_assert_cmpint (cy_match_get_viewer (match), ==, seat);
          last_person = seat;
          play_as_person (game, &rng);
        }
      else if (state == CY_MATCH_STATE_COMPUTER_THINKING)
        g_main_context_iteration (NULL, TRUE);
    }

  g_assert_cmpint (last_person, >=, 0);
  g_assert_cmpuint (hand_offs, >, 0);
  g_assert_cmpuint (turns.computer_turns, >, 0);
  /* While the computer plays, nobody's hand is face up. */
  g_assert_cmpuint (turns.hidden, ==, turns.computer_turns);
}

/* In a hot-seat game a person takes back only their own score: once the
 * next person is choosing, the first one's score stays. */
static void
test_match_hot_seat_undo_own_score_only (void)
{
  g_autoptr(CyGame) game = game_for ("Ann:human,Bob:human", 4);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 1);
  g_autoptr(GError) error = NULL;
  CyRandom rng;

  cy_random_init (&rng, 4, 2);
  cy_test_play_until_scoring (game, &rng);
  g_assert_true (cy_match_run_sync (match, TRUE, &error));
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_CHOOSING);
  g_assert_cmpint (cy_match_get_acting_seat (match), ==, 0);
  g_assert_false (cy_match_get_can_undo (match));

  score_as_person (game, 0, &rng);
  /* Bob is at the screen now: Ann's score is not Bob's to take back. */
  g_assert_false (cy_match_get_can_undo (match));
  g_assert_false (cy_match_undo (match, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_cmpint (cy_game_get_hand_category (game, 0), >=, 0);

  score_as_person (game, 1, &rng);
  g_assert_cmpint (cy_match_get_undo_seat (match), ==, 1);
  g_assert_true (cy_match_undo (match, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cy_game_get_hand_category (game, 1), ==, -1);
  g_assert_cmpint (cy_game_get_hand_category (game, 0), >=, 0);
  /* Bob chooses again; Ann's score still stands. */
  g_assert_false (cy_match_get_can_undo (match));
}

/* Undo survives a save and a restart. */
static void
test_match_undo_after_resume (void)
{
  g_autoptr(CyGame) game = game_for ("You:human,Ann:easy", 12);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 5);
  g_autoptr(CyMatch) resumed = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  CyGame *resumed_game;
  CyRandom rng;
  int category;

  cy_random_init (&rng, 12, 3);
  g_assert_true (cy_match_run_sync (match, TRUE, &error));
  while (cy_game_get_phase (game) != CY_PHASE_SCORING)
    {
      play_as_person (game, &rng);
      g_assert_true (cy_match_run_sync (match, TRUE, &error));
    }
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_CHOOSING);
  score_as_person (game, 0, &rng);
  g_assert_true (cy_match_run_sync (match, TRUE, &error));
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_HAND_OVER);
  category = cy_game_get_hand_category (game, 0);
  g_assert_cmpint (category, >=, 0);

  bytes = cy_match_save_to_bytes (match);
  resumed = cy_match_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_nonnull (resumed);
  resumed_game = CY_GAME (cy_match_get_game (resumed));

  g_assert_true (cy_match_get_can_undo (resumed));
  g_assert_true (cy_match_undo (resumed, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cy_game_get_hand_category (resumed_game, 0), ==, -1);
  g_assert_cmpint (cy_game_get_score (resumed_game, 0, category), ==, -1);
  /* The computer's score is not the person's to take back. */
  g_assert_cmpint (cy_game_get_hand_category (resumed_game, 1), >=, 0);
  g_assert_false (cy_match_get_can_undo (resumed));
}

/* Computers only: the match plays the whole game by itself, dealing each
 * hand, and the result is the same as the headless loop's. */
static void
test_match_computers_only (void)
{
  g_autoptr(CyGame) game = game_for ("Ann:hard,Bob:normal,Cy:easy", 21);
  g_autoptr(CyGame) twin = game_for ("Ann:hard,Bob:normal,Cy:easy", 21);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 77);
  g_autoptr(CyMatch) twin_match = cy_match_new (CY_MATCH_GAME (twin), 77);
  g_autoptr(GError) error = NULL;

  cy_match_set_pace (match, CY_MATCH_PACE_INSTANT);
  g_assert_cmpint (cy_match_get_viewer (match), ==, -1);
  cy_match_start (match);
  run_until_state (match, CY_MATCH_STATE_GAME_OVER);
  g_assert_cmpint (cy_match_get_viewer (match), ==, -1);

  g_assert_true (cy_match_run_sync (twin_match, TRUE, &error));
  g_assert_no_error (error);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (cy_game_get_total (game, p), ==, cy_game_get_total (twin, p));
}

/* Plays a person's part (moves, scores, next hands) until the game is over
 * or @stop_round is reached; the computer's part is the match's. */
static void
play_through (CyMatch  *match,
              CyRandom *rng,
              guint     stop_round)
{
  CyGame *game = CY_GAME (cy_match_get_game (match));
  g_autoptr(GError) error = NULL;

  for (;;)
    {
      g_assert_true (cy_match_run_sync (match, TRUE, &error));
      g_assert_no_error (error);

      if (cy_game_get_hand_number (game) >= stop_round)
        return;

      switch (cy_match_get_state (match))
        {
        case CY_MATCH_STATE_GAME_OVER:
          return;
        case CY_MATCH_STATE_HUMAN_TO_MOVE:
          play_as_person (game, rng);
          break;
        case CY_MATCH_STATE_CHOOSING:
          score_as_person (game, (guint) cy_match_get_acting_seat (match), rng);
          break;
        case CY_MATCH_STATE_HAND_OVER:
          g_assert_true (cy_match_next_hand (match, &error));
          break;
        default:
          g_assert_not_reached ();
        }
    }
}

/* A game saved halfway and resumed ends exactly as the same game played
 * without a break: the computer players' generators are saved too. */
static void
test_match_resume_replays_identically (void)
{
  g_autoptr(CyGame) whole = game_for ("You:human,Ann:hard,Bob:normal", 33);
  g_autoptr(CyGame) half = game_for ("You:human,Ann:hard,Bob:normal", 33);
  g_autoptr(CyMatch) whole_match = cy_match_new (CY_MATCH_GAME (whole), 1234);
  g_autoptr(CyMatch) half_match = cy_match_new (CY_MATCH_GAME (half), 1234);
  g_autoptr(CyMatch) resumed = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) whole_bytes = NULL;
  g_autoptr(GBytes) resumed_bytes = NULL;
  g_autoptr(GError) error = NULL;
  CyRandom person, person_twin;

  cy_random_init (&person, 33, 7);
  person_twin = person;
  play_through (whole_match, &person, G_MAXUINT);
  g_assert_cmpint (cy_game_get_phase (whole), ==, CY_PHASE_GAME_OVER);

  play_through (half_match, &person_twin, 7);
  g_assert_cmpuint (cy_game_get_hand_number (half), ==, 7);
  bytes = cy_match_save_to_bytes (half_match);
  resumed = cy_match_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  play_through (resumed, &person_twin, G_MAXUINT);

  whole_bytes = cy_game_save_to_bytes (whole);
  resumed_bytes = cy_game_save_to_bytes (CY_GAME (cy_match_get_game (resumed)));
  g_assert_true (g_bytes_equal (whole_bytes, resumed_bytes));
}

/* Stopping the match while a computer player thinks drops its answer:
 * nothing moves afterwards. */
static void
test_match_cancel_while_thinking (void)
{
  g_autoptr(CyGame) game = game_for ("Ann:hard,Bob:hard", 2);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 2);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;

  cy_match_set_pace (match, CY_MATCH_PACE_INSTANT);
  cy_match_start (match);
  run_until_state (match, CY_MATCH_STATE_COMPUTER_THINKING);
  /* Let the timer fire so that the decision is under way in a thread. */
  g_main_context_iteration (NULL, FALSE);
  before = cy_game_save_to_bytes (game);
  cy_match_stop (match);

  /* Give the worker every chance to finish and report. */
  for (guint i = 0; i < 50; i++)
    {
      g_usleep (2000);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }

  after = cy_game_save_to_bytes (game);
  g_assert_true (g_bytes_equal (before, after));
}

/* The move log is kept with the saved match. */
static void
test_match_log_saved (void)
{
  g_autoptr(CyGame) game = game_for ("You:human,Ann:easy", 6);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 6);
  g_autoptr(CyMatch) resumed = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  const char * const *log;
  const char * const *resumed_log;
  guint n, n_resumed;
  CyRandom rng;

  cy_random_init (&rng, 6, 6);
  for (guint i = 0; i < 6 && cy_game_get_phase (game) == CY_PHASE_TURNS; i++)
    {
      g_assert_true (cy_match_run_sync (match, TRUE, &error));
      if (cy_game_get_phase (game) == CY_PHASE_TURNS)
        play_as_person (game, &rng);
    }

  log = cy_match_get_log (match, &n);
  g_assert_cmpuint (n, >, 2);
  g_assert_nonnull (strstr (log[n - 1], "You") != NULL || strstr (log[n - 1], "Ann") != NULL ? log[n - 1] : NULL);

  bytes = cy_match_save_to_bytes (match);
  resumed = cy_match_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  resumed_log = cy_match_get_log (resumed, &n_resumed);
  g_assert_cmpuint (n_resumed, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (resumed_log[i], ==, log[i]);
}

/* The automatic knock says why: the turn limit, not the stock. */
static void
on_logged (CyMatch    *match,
           const char *text,
           GPtrArray  *lines)
{
  g_ptr_array_add (lines, g_strdup (text));
}

static void
test_match_log_names_the_automatic_knock (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  CyRuleOptions options = cy_test_options (CY_STOCK_RULE_AUTOMATIC_KNOCK, CY_MIN_TURN_LIMIT);
  g_autoptr(CyGame) game = cy_test_game_new_started (2, &options, 9);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 9);
  gboolean found = FALSE;

  g_signal_connect (match, "logged", G_CALLBACK (on_logged), lines);
  /* Exchanges only: the stock never runs out, the turn limit comes. */
  while (cy_game_get_phase (game) == CY_PHASE_TURNS)
    {
      guint seat = cy_game_get_to_move (game);
      guint other = 1 - seat;
      guint n_harbor;
      const CyCard *harbor = cy_game_get_harbor (game, other, &n_harbor);
      CyCard hand[CY_HAND_SIZE];

      cy_game_get_hand (game, seat, hand);
      if (n_harbor == 0)
        g_assert_true (cy_game_draw (game, hand, 1, &error));
      else
        g_assert_true (cy_game_exchange (game, hand, 1, other, harbor, &error));
      g_assert_no_error (error);
    }

  for (guint i = 0; i < lines->len; i++)
    if (strstr (lines->pdata[i], "limit") != NULL && strstr (lines->pdata[i], "knocks automatically") != NULL)
      found = TRUE;
  g_assert_true (found);
  g_assert_cmpint (cy_game_get_hand_end (game), ==, CY_HAND_END_TURN_LIMIT);
}

/* Autosave writes the whole match; a finished game whose result cannot be
 * recorded keeps its save and says why. */
static void
test_match_statistics_failure_keeps_save (void)
{
  g_autoptr(CyGame) game = game_for ("You:human,Ann:easy", 44);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 44);
  g_autoptr(GError) error = NULL;
  g_autofree char *stats = cy_statistics_get_path ();
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "card-yacht", NULL);
  g_autofree char *save_path = g_build_filename (dir, "saved-game", NULL);
  g_autoptr(GFile) save = g_file_new_for_path (save_path);
  CyRandom rng;

  /* The statistics file cannot be written: it comes from a newer version. */
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (stats, "[Card Yacht Statistics]\nversion=99\n", -1, &error));

  cy_random_init (&rng, 44, 1);
  cy_match_set_records_statistics (match, TRUE);
  cy_match_set_save_file (match, save);
  for (;;)
    {
      g_assert_true (cy_match_run_sync (match, TRUE, &error));
      g_assert_no_error (error);
      if (cy_match_get_state (match) == CY_MATCH_STATE_GAME_OVER)
        break;
      if (cy_match_get_state (match) == CY_MATCH_STATE_HUMAN_TO_MOVE)
        play_as_person (game, &rng);
      else if (cy_match_get_state (match) == CY_MATCH_STATE_CHOOSING)
        score_as_person (game, 0, &rng);
      else if (cy_match_get_state (match) == CY_MATCH_STATE_HAND_OVER)
        g_assert_true (cy_match_next_hand (match, &error));
    }

  g_assert_nonnull (cy_match_get_save_error (match));
  g_assert_nonnull (strstr (cy_match_get_save_error (match)->message, "next start"));

  /* The finished game waits among the pending results, apart from the
   * save, which the next game will write over. */
  g_assert_true (cy_match_flush (match, &error));
  g_assert_no_error (error);
  {
    g_autofree char *pending = cy_pending_results_get_dir ();
    g_autoptr(GDir) listing = g_dir_open (pending, 0, NULL);
    guint n = 0;

    g_assert_nonnull (listing);
    while (g_dir_read_name (listing) != NULL)
      n++;
    g_assert_cmpuint (n, ==, 1);
  }

  /* Still no statistics to write to: it keeps waiting. */
  g_assert_cmpuint (cy_pending_results_record (&error), ==, 1);
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* Once the statistics can be written, the next start records it. */
  g_assert_cmpint (g_unlink (stats), ==, 0);
  g_assert_cmpuint (cy_pending_results_record (&error), ==, 0);
  g_assert_no_error (error);
  g_assert_true (g_file_test (stats, G_FILE_TEST_IS_REGULAR));
  {
    g_autoptr(GPtrArray) list = cy_statistics_load (NULL, &error);
    CyPlayerStatistics *you;

    g_assert_no_error (error);
    you = cy_statistics_lookup (list, "You");
    g_assert_nonnull (you);
    g_assert_cmpuint (you->games, ==, 1);
  }
}

static void
test_match_damaged_saves (void)
{
  g_autoptr(CyGame) game = game_for ("You:human,Ann:easy", 3);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 3);
  g_autoptr(GBytes) bytes = cy_match_save_to_bytes (match);
  gsize size = g_bytes_get_size (bytes);
  const guint8 *data = g_bytes_get_data (bytes, NULL);

  /* Every truncation is refused with an error, never a crash. */
  for (gsize cut = 0; cut < size; cut += MAX (1, size / 97))
    {
      g_autoptr(GBytes) part = g_bytes_new (data, cut);
      g_autoptr(GError) error = NULL;
      g_autoptr(CyMatch) loaded = cy_match_load_from_bytes (part, &error);

      g_assert_null (loaded);
      g_assert_nonnull (error);
    }
}

static void
test_match_derive_seed (void)
{
  g_assert_cmpuint (cy_match_derive_seed (1, 0, "deal"), !=, cy_match_derive_seed (1, 0, "ai"));
  g_assert_cmpuint (cy_match_derive_seed (1, 0, "deal"), !=, cy_match_derive_seed (1, 1, "deal"));
  g_assert_cmpuint (cy_match_derive_seed (1, 0, "deal"), !=, cy_match_derive_seed (2, 0, "deal"));
  g_assert_cmpuint (cy_match_derive_seed (7, 3, "ai"), ==, cy_match_derive_seed (7, 3, "ai"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  cy_game_register_match_loader ();

  g_test_add_func ("/engine/match/person-against-computer", test_match_person_against_computer);
  g_test_add_func ("/engine/match/hot-seat-hand-off", test_match_hot_seat_hand_off);
  g_test_add_func ("/engine/match/hot-seat-undo-own-score-only", test_match_hot_seat_undo_own_score_only);
  g_test_add_func ("/engine/match/undo-after-resume", test_match_undo_after_resume);
  g_test_add_func ("/engine/match/computers-only", test_match_computers_only);
  g_test_add_func ("/engine/match/resume-replays-identically", test_match_resume_replays_identically);
  g_test_add_func ("/engine/match/cancel-while-thinking", test_match_cancel_while_thinking);
  g_test_add_func ("/engine/match/log-saved", test_match_log_saved);
  g_test_add_func ("/engine/match/log-names-automatic-knock", test_match_log_names_the_automatic_knock);
  g_test_add_func ("/engine/match/statistics-failure-keeps-save", test_match_statistics_failure_keeps_save);
  g_test_add_func ("/engine/match/damaged-saves", test_match_damaged_saves);
  g_test_add_func ("/engine/match/derive-seed", test_match_derive_seed);

  return g_test_run ();
}
