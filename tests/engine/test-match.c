/* test-match.c: the match controller, with no display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cy-boat-ai.h"
#include "cy-boat-game.h"
#include "cy-dice-game.h"
#include "cy-error.h"
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

static gboolean
log_has (CyMatch    *match,
         const char *part)
{
  guint n_lines;
  const char * const *log = cy_match_get_log (match, &n_lines);

  for (guint i = 0; i < n_lines; i++)
    if (strstr (log[i], part) != NULL)
      return TRUE;
  return FALSE;
}

static void
on_log_changed (CyMatch *match,
                guint   *count)
{
  (*count)++;
}

/* Issue 26: a score taken back stayed in the log, under a line saying it
 * was taken back. The person's score leaves the log with its line; the
 * computer's score (Ann scores first here) stays, as Card Yacht takes
 * back only the person's. */
static void
test_match_undo_takes_lines (void)
{
  g_autoptr(CyGame) game = game_for ("You:human,Ann:easy", 12);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 5);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  CyGameAction action = { .score = TRUE };
  CySeatView view;
  CyRandom rng;
  guint n_before, n_after, changed = 0;

  cy_random_init (&rng, 12, 3);
  g_assert_true (cy_match_run_sync (match, TRUE, &error));
  while (cy_game_get_phase (game) != CY_PHASE_SCORING)
    {
      play_as_person (game, &rng);
      g_assert_true (cy_match_run_sync (match, TRUE, &error));
    }
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_CHOOSING);
  cy_match_get_log (match, &n_before);

  /* The person scores as the window has them: through the match. */
  cy_game_get_seat_view (game, 0, &view);
  action.category = cy_ai_choose_category (CY_PLAYER_KIND_EASY, &view, &rng);
  g_assert_true (cy_match_play (match, 0, &action, &error));
  g_assert_no_error (error);
  g_assert_true (cy_match_run_sync (match, TRUE, &error));
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_HAND_OVER);
  line = g_strdup_printf ("You scored %d in %s", cy_game_get_score (game, 0, action.category),
                          cy_category_get_label (action.category));
  g_assert_true (log_has (match, line));
  g_assert_true (log_has (match, "Ann scored"));

  g_signal_connect (match, "log-changed", G_CALLBACK (on_log_changed), &changed);
  g_assert_true (cy_match_undo (match, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_false (log_has (match, line));
  g_assert_false (log_has (match, "taken back"));
  g_assert_true (log_has (match, "Ann scored"));
  cy_match_get_log (match, &n_after);
  g_assert_cmpuint (n_after, ==, n_before);
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

  g_assert_nonnull (cy_match_get_result_error (match));
  g_assert_nonnull (strstr (cy_match_get_result_error (match)->message, "next start"));

  /* The autosaves that follow succeed: the result's notice stays (the
   * save's success cleared it once, before the player could read it). */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_true (cy_match_flush (match, &error));
  g_assert_no_error (error);
  g_assert_null (cy_match_get_save_error (match));
  g_assert_nonnull (cy_match_get_result_error (match));

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

/* A person's action, one road: a game that is not one of ours.
 *
 * FakeGame: two to four seats take turns adding 1, 2 or 3 to a count
 * until it reaches FAKE_TARGET. A seat may also "mark" a number, which
 * ends nothing and emits no acted (as a die kept in Yacht). The last
 * seat to add may take it back while the next has not. */
#define FAKE_TARGET 12

typedef struct
{
  guint add;        /* 1-3, or 0 to mark */
  guint mark;
} FakeAction;

#define FAKE_TYPE_GAME (fake_game_get_type ())
G_DECLARE_FINAL_TYPE (FakeGame, fake_game, FAKE, GAME, GObject)

struct _FakeGame
{
  GObject   parent_instance;
  CyPlayer *players[CY_MATCH_MAX_SEATS];
  guint     n_seats;
  guint     to_move;
  guint     count;
  guint     mark;
  int       last_adder;
  guint     last_add;
  guint     n_played;
};

static void fake_game_match_init (CyMatchGameInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FakeGame, fake_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (CY_TYPE_MATCH_GAME, fake_game_match_init))

static const char *
fake_get_game_id (CyMatchGame *game)
{
  return "fake";
}

static guint
fake_get_n_seats (CyMatchGame *game)
{
  return FAKE_GAME (game)->n_seats;
}

static CyPlayer *
fake_get_player (CyMatchGame *game,
                 guint        seat)
{
  return FAKE_GAME (game)->players[seat];
}

static CyMatchStep
fake_get_step (CyMatchGame *game,
               guint       *seat)
{
  FakeGame *self = FAKE_GAME (game);

  if (self->count >= FAKE_TARGET)
    return CY_MATCH_STEP_GAME_OVER;
  *seat = self->to_move;
  return CY_MATCH_STEP_TURN;
}

static gboolean
fake_may_play (CyMatchGame    *game,
               guint           seat,
               gconstpointer   data,
               GError        **error)
{
  FakeGame *self = FAKE_GAME (game);
  const FakeAction *action = data;

  if (seat != self->to_move)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, "not this seat's turn (the game says)");
      return FALSE;
    }
  if (action->add > 3)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, "add 1, 2 or 3");
      return FALSE;
    }
  return TRUE;
}

static gboolean
fake_play (CyMatchGame    *game,
           guint           seat,
           gconstpointer   data,
           GError        **error)
{
  FakeGame *self = FAKE_GAME (game);
  const FakeAction *action = data;

  if (!fake_may_play (game, seat, data, error))
    return FALSE;

  self->n_played++;
  if (action->add == 0)
    {
      self->mark = action->mark;
      return TRUE;
    }

  self->count += action->add;
  self->last_adder = (int) seat;
  self->last_add = action->add;
  self->to_move = (self->to_move + 1) % self->n_seats;
  cy_match_game_emit_acted (game, (int) seat);
  return TRUE;
}

static void
fake_prepare_decision (CyMatchGame *game,
                       CyDecision  *decision)
{
  decision->data = NULL;
}

static void
fake_decide (CyDecision *decision)
{
}

/* A computer adds 1, by the match's other road. */
static gboolean
fake_apply_decision (CyMatchGame  *game,
                     CyDecision   *decision,
                     GError      **error)
{
  FakeAction action = { .add = 1 };

  return fake_play (game, decision->seat, &action, error);
}

static gboolean
fake_next_hand (CyMatchGame  *game,
                GError      **error)
{
  g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, "no hands");
  return FALSE;
}

static gboolean
fake_can_undo (CyMatchGame *game,
               guint        seat)
{
  FakeGame *self = FAKE_GAME (game);

  return self->last_adder == (int) seat && self->count < FAKE_TARGET;
}

static gboolean
fake_undo (CyMatchGame  *game,
           guint         seat,
           GError      **error)
{
  FakeGame *self = FAKE_GAME (game);

  self->count -= self->last_add;
  self->to_move = seat;
  self->last_adder = -1;
  cy_match_game_emit_acted (game, (int) seat);
  return TRUE;
}

static GBytes *
fake_save (CyMatchGame *game)
{
  FakeGame *self = FAKE_GAME (game);
  guint8 state[3] = { (guint8) self->count, (guint8) self->to_move, (guint8) self->mark };

  return g_bytes_new (state, sizeof state);
}

static guint
fake_get_winners (CyMatchGame *game)
{
  return 1u << ((FAKE_GAME (game)->to_move + FAKE_GAME (game)->n_seats - 1) % FAKE_GAME (game)->n_seats);
}

static void
fake_game_match_init (CyMatchGameInterface *iface)
{
  iface->get_game_id = fake_get_game_id;
  iface->get_n_seats = fake_get_n_seats;
  iface->get_player = fake_get_player;
  iface->get_step = fake_get_step;
  iface->prepare_decision = fake_prepare_decision;
  iface->decide = fake_decide;
  iface->apply_decision = fake_apply_decision;
  iface->may_play = fake_may_play;
  iface->play = fake_play;
  iface->next_hand = fake_next_hand;
  iface->can_undo = fake_can_undo;
  iface->undo = fake_undo;
  iface->save = fake_save;
  iface->get_winners = fake_get_winners;
}

static void
fake_game_finalize (GObject *object)
{
  FakeGame *self = FAKE_GAME (object);

  for (guint p = 0; p < self->n_seats; p++)
    g_clear_object (&self->players[p]);
  G_OBJECT_CLASS (fake_game_parent_class)->finalize (object);
}

static void
fake_game_class_init (FakeGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = fake_game_finalize;
}

static void
fake_game_init (FakeGame *self)
{
  self->last_adder = -1;
}

/* @kinds: one letter a seat, 'h' for a person, 'c' for a computer. */
static FakeGame *
fake_game_new (const char *kinds)
{
  FakeGame *self = g_object_new (FAKE_TYPE_GAME, NULL);

  for (; kinds[self->n_seats] != '\0'; self->n_seats++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", self->n_seats);

      self->players[self->n_seats] = cy_player_new (name, kinds[self->n_seats] == 'h' ? CY_PLAYER_KIND_HUMAN
                                                                                    : CY_PLAYER_KIND_EASY);
    }
  return self;
}

static CyMatchGame *
load_fake (GBytes  *bytes,
           GError **error)
{
  const guint8 *state;
  gsize size;
  FakeGame *self;

  state = g_bytes_get_data (bytes, &size);
  if (size != 3)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID, "not a fake game");
      return NULL;
    }
  self = fake_game_new ("hc");
  self->count = state[0];
  self->to_move = state[1];
  self->mark = state[2];
  return CY_MATCH_GAME (self);
}

/* Lets the main loop run until nothing is pending. */
static void
settle (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* Wakes the main loop now and then, so that a bounded wait never blocks
 * with nothing to wake it. */
static gboolean
heartbeat (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @seat may act (a computer decides in a thread). */
static void
wait_until_can_act (CyMatch *match,
                    guint    seat)
{
  guint beat = g_timeout_add (10, heartbeat, NULL);

  for (guint i = 0; i < 2000 && !cy_match_can_act (match, seat); i++)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (beat);
  g_assert_true (cy_match_can_act (match, seat));
}

static void
test_match_play_fake_game (void)
{
  g_autoptr(FakeGame) game = fake_game_new ("hc");
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 1);
  g_autoptr(GError) error = NULL;
  FakeAction add2 = { .add = 2 }, add9 = { .add = 9 };

  cy_match_set_pace (match, CY_MATCH_PACE_INSTANT);

  /* Before the match starts nobody acts. */
  g_assert_false (cy_match_can_act (match, 0));
  g_assert_false (cy_match_play (match, 0, &add2, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_cmpuint (game->n_played, ==, 0);

  cy_match_start (match);
  run_until_state (match, CY_MATCH_STATE_HUMAN_TO_MOVE);
  g_assert_true (cy_match_can_act (match, 0));
  g_assert_false (cy_match_can_act (match, 1));
  g_assert_false (cy_match_can_act (match, 3));

  /* The computer's seat is never a person's to play. */
  g_assert_false (cy_match_may_play (match, 1, &add2, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==, "Computer players make their own moves");
  g_clear_error (&error);
  g_assert_false (cy_match_play (match, 1, &add2, &error));
  g_clear_error (&error);

  /* The match lets the person through; the game's rule refuses, and
   * nothing changes. */
  g_assert_false (cy_match_may_play (match, 0, &add9, &error));
  g_assert_cmpstr (error->message, ==, "add 1, 2 or 3");
  g_clear_error (&error);
  g_assert_false (cy_match_play (match, 0, &add9, &error));
  g_assert_cmpstr (error->message, ==, "add 1, 2 or 3");
  g_clear_error (&error);
  g_assert_cmpuint (game->n_played, ==, 0);
  g_assert_cmpuint (game->count, ==, 0);

  g_assert_true (cy_match_may_play (match, 0, &add2, &error));
  g_assert_no_error (error);
  g_assert_true (cy_match_play (match, 0, &add2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (game->count, ==, 2);

  /* At once, before the match has looked again: the turn is the
   * computer's, so the person may not play twice. */
  g_assert_false (cy_match_can_act (match, 0));
  g_assert_false (cy_match_play (match, 0, &add2, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==, "It is P1’s turn");
  g_clear_error (&error);
  g_assert_cmpuint (game->count, ==, 2);

  /* The computer adds 1 and it is the person's turn again. */
  wait_until_can_act (match, 0);
  g_assert_cmpuint (game->count, ==, 3);
  g_assert_true (cy_match_can_act (match, 0));

  /* Played to the end, nobody acts any more. */
  while (cy_match_get_state (match) != CY_MATCH_STATE_GAME_OVER)
    {
      settle ();
      if (cy_match_can_act (match, 0))
        g_assert_true (cy_match_play (match, 0, &add2, NULL));
      else if (cy_match_get_state (match) != CY_MATCH_STATE_GAME_OVER)
        g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpuint (game->count, >=, FAKE_TARGET);
  g_assert_false (cy_match_can_act (match, 0));
  g_assert_false (cy_match_can_act (match, 1));
}

/* At one screen, a person acts only once the screen is theirs. */
static void
test_match_play_fake_hot_seat (void)
{
  g_autoptr(FakeGame) game = fake_game_new ("hh");
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 1);
  g_autoptr(GError) error = NULL;
  FakeAction add1 = { .add = 1 };

  cy_match_set_pace (match, CY_MATCH_PACE_INSTANT);
  cy_match_start (match);
  run_until_state (match, CY_MATCH_STATE_HAND_OFF);
  g_assert_false (cy_match_can_act (match, 0));
  g_assert_false (cy_match_play (match, 0, &add1, &error));
  g_assert_cmpstr (error->message, ==, "Wait for your turn");
  g_clear_error (&error);
  g_assert_cmpuint (game->n_played, ==, 0);

  cy_match_hand_off_done (match);
  g_assert_true (cy_match_can_act (match, 0));
  g_assert_false (cy_match_can_act (match, 1));
  g_assert_true (cy_match_play (match, 0, &add1, &error));
  g_assert_no_error (error);

  /* Seat 1's turn, but the screen is still seat 0's. */
  settle ();
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_HAND_OFF);
  g_assert_false (cy_match_can_act (match, 1));
  g_assert_false (cy_match_can_act (match, 0));
  cy_match_hand_off_done (match);
  g_assert_true (cy_match_can_act (match, 1));
}

/* No person acts while a computer player decides. */
static void
test_match_play_fake_computer_deciding (void)
{
  g_autoptr(FakeGame) game = fake_game_new ("ch");
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 1);

  cy_match_set_pace (match, CY_MATCH_PACE_SLOW);
  cy_match_start (match);
  run_until_state (match, CY_MATCH_STATE_COMPUTER_THINKING);
  g_assert_false (cy_match_can_act (match, 0));
  g_assert_false (cy_match_can_act (match, 1));
  cy_match_stop (match);
}

/* Strict play is the match's: what the game would take back, it does not. */
static void
on_notify_count (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
test_match_play_fake_strict (void)
{
  g_autoptr(FakeGame) game = fake_game_new ("hc");
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 1);
  g_autoptr(GError) error = NULL;
  FakeAction add3 = { .add = 3 };
  guint notified = 0;

  /* Slow: the computer's answer waits while the test looks. */
  cy_match_set_pace (match, CY_MATCH_PACE_SLOW);
  cy_match_start (match);
  run_until_state (match, CY_MATCH_STATE_HUMAN_TO_MOVE);
  g_assert_true (cy_match_play (match, 0, &add3, &error));
  settle ();
  g_assert_true (cy_match_get_can_undo (match));

  g_signal_connect (match, "notify::can-undo", G_CALLBACK (on_notify_count), &notified);
  cy_match_set_strict (match, TRUE);
  g_assert_true (cy_match_get_strict (match));
  g_assert_cmpuint (notified, ==, 1);
  g_assert_false (cy_match_get_can_undo (match));
  g_assert_cmpint (cy_match_get_undo_seat (match), ==, -1);
  g_assert_false (cy_match_undo (match, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_cmpuint (game->count, ==, 3);

  /* Allowed again, the same action is taken back. */
  g_object_set (match, "strict", FALSE, NULL);
  g_assert_true (cy_match_get_can_undo (match));
  g_assert_true (cy_match_undo (match, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (game->count, ==, 0);
  cy_match_stop (match);
}

static CyMatch *load_save (const char *path);

/* Waits until the autosave at @path holds what @check looks for: the
 * saves run in a thread and one already under way may hold less. */
static CyMatch *
wait_for_save (const char *path,
               gboolean  (*check) (CyMatch *saved))
{
  guint beat = g_timeout_add (10, heartbeat, NULL);
  CyMatch *saved = NULL;

  for (guint i = 0; i < 2000; i++)
    {
      g_main_context_iteration (NULL, TRUE);
      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        continue;
      g_clear_object (&saved);
      saved = load_save (path);
      if (saved != NULL && check (saved))
        break;
    }
  g_source_remove (beat);
  return saved;
}

/* NULL while the file is being replaced. */
static CyMatch *
load_save (const char *path)
{
  g_autoptr(GBytes) bytes = NULL;
  char *contents = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &contents, &length, NULL))
    return NULL;
  bytes = g_bytes_new_take (contents, length);
  return cy_match_load_from_bytes (bytes, NULL);
}

static gboolean
fake_marked (CyMatch *saved)
{
  return FAKE_GAME (cy_match_get_game (saved))->mark == 7;
}

static gboolean
dice_kept (CyMatch *saved)
{
  return cy_dice_game_get_held (CY_DICE_GAME (cy_match_get_game (saved))) == 0x5;
}

/* An action that ends nothing is saved all the same: what a person did
 * survives a crash. */
static void
test_match_play_fake_saves_every_action (void)
{
  g_autoptr(FakeGame) game = fake_game_new ("hc");
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 1);
  g_autoptr(CyMatch) resumed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "fake-save", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  FakeAction mark = { .add = 0, .mark = 7 };

  cy_match_register_game ("fake", load_fake);
  cy_match_set_pace (match, CY_MATCH_PACE_INSTANT);
  cy_match_set_save_file (match, file);
  cy_match_start (match);
  run_until_state (match, CY_MATCH_STATE_HUMAN_TO_MOVE);

  g_assert_true (cy_match_play (match, 0, &mark, &error));
  g_assert_no_error (error);
  resumed = wait_for_save (path, fake_marked);
  g_assert_nonnull (resumed);
  g_assert_true (fake_marked (resumed));
  cy_match_stop (match);
}

/* The three games through the same road. */

static void
test_match_play_card_yacht (void)
{
  g_autoptr(CyGame) game = game_for ("You:human,Ann:easy", 12);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 12);
  g_autoptr(GError) error = NULL;
  CyGameAction knock_for_ann = { .move = { .type = CY_MOVE_KNOCK } };
  CyGameAction bad_draw = { .move = { .type = CY_MOVE_DRAW, .n_cards = 1, .laid = { CY_CARD_INVALID } } };
  CyGameAction score = { .score = TRUE, .category = CY_CATEGORY_LOW };
  CyRandom rng;
  guint turns = 0;

  cy_random_init (&rng, 12, 1);
  cy_match_set_pace (match, CY_MATCH_PACE_INSTANT);
  cy_match_start (match);
  while (cy_match_get_state (match) != CY_MATCH_STATE_CHOOSING)
    {
      settle ();
      if (cy_match_get_state (match) == CY_MATCH_STATE_HUMAN_TO_MOVE && cy_match_can_act (match, 0))
        {
          CySeatView view;
          CyGameAction action = { 0 };

          /* Ann's moves are hers; a card not in the hand is refused by the rules. */
          g_assert_false (cy_match_play (match, 1, &knock_for_ann, &error));
          g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
          g_clear_error (&error);
          g_assert_false (cy_match_play (match, 0, &bad_draw, &error));
          g_assert_nonnull (error);
          g_clear_error (&error);
          /* Scoring is not a turn's move. */
          g_assert_false (cy_match_may_play (match, 0, &score, &error));
          g_assert_nonnull (error);
          g_clear_error (&error);

          cy_game_get_seat_view (game, 0, &view);
          cy_ai_choose_move (CY_PLAYER_KIND_EASY, &view, &rng, &action.move);
          g_assert_true (cy_match_may_play (match, 0, &action, &error));
          g_assert_true (cy_match_play (match, 0, &action, &error));
          g_assert_no_error (error);
          turns++;
        }
      else if (cy_match_get_state (match) != CY_MATCH_STATE_CHOOSING)
        g_main_context_iteration (NULL, TRUE);
    }

  g_assert_cmpuint (turns, >, 0);
  g_assert_true (cy_match_can_act (match, 0));
  g_assert_true (cy_match_play (match, 0, &score, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cy_game_get_score (game, 0, CY_CATEGORY_LOW), >=, 0);
  /* Once is enough: the hand is scored. */
  g_assert_false (cy_match_play (match, 0, &score, &error));
  g_assert_nonnull (error);
  cy_match_stop (match);
}

/* Yacht: a die kept is an action of its own, saved at once, so the Kept
 * tray is there again after a crash. */
static void
test_match_play_dice_keep_saved (void)
{
  g_autoptr(CyPlayer) you = cy_player_new ("You", CY_PLAYER_KIND_HUMAN);
  g_autoptr(CyPlayer) ann = cy_player_new ("Ann", CY_PLAYER_KIND_EASY);
  CyPlayer *players[] = { you, ann };
  g_autoptr(CyDiceGame) game = cy_dice_game_new (CY_DICE_RULES_YACHT_BONUS, players, 2, 5);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 5);
  g_autoptr(CyMatch) resumed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "dice-save", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  CyDiceAction keep = { .type = CY_DICE_ACTION_KEEP, .held = 0x5 };
  CyDiceAction roll = { .type = CY_DICE_ACTION_ROLL };
  CyDiceAction score = { .type = CY_DICE_ACTION_SCORE, .category = 0 };

  cy_dice_game_register_match_loader ();
  cy_match_set_pace (match, CY_MATCH_PACE_INSTANT);
  cy_match_set_save_file (match, file);
  cy_match_start (match);
  run_until_state (match, CY_MATCH_STATE_HUMAN_TO_MOVE);
  g_assert_true (cy_match_can_act (match, 0));

  /* Nothing to keep before the first roll, and nothing to write. */
  g_assert_false (cy_match_may_play (match, 0, &keep, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (cy_match_play (match, 0, &score, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  g_assert_true (cy_match_play (match, 0, &roll, &error));
  g_assert_no_error (error);

  g_assert_true (cy_match_may_play (match, 0, &keep, &error));
  g_assert_true (cy_match_play (match, 0, &keep, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cy_dice_game_get_held (game), ==, 0x5);
  /* Six dice are not there to keep. */
  keep.held = 0x20;
  g_assert_false (cy_match_play (match, 0, &keep, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (cy_dice_game_get_held (game), ==, 0x5);

  resumed = wait_for_save (path, dice_kept);
  g_assert_nonnull (resumed);
  g_assert_true (dice_kept (resumed));

  /* Ann's turn is not the person's. */
  g_assert_false (cy_match_play (match, 1, &roll, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (cy_match_play (match, 0, &score, &error));
  g_assert_no_error (error);
  g_assert_false (cy_match_can_act (match, 0));
  cy_match_stop (match);
}

/* Boat: the person's bids and cards go through the match for their own seat. */
static void
test_match_play_boat (void)
{
  g_autoptr(CyPlayer) you = cy_player_new ("You", CY_PLAYER_KIND_HUMAN);
  g_autoptr(CyPlayer) wes = cy_player_new ("Wes", CY_PLAYER_KIND_EASY);
  g_autoptr(CyPlayer) nora = cy_player_new ("Nora", CY_PLAYER_KIND_EASY);
  g_autoptr(CyPlayer) ed = cy_player_new ("Ed", CY_PLAYER_KIND_EASY);
  CyPlayer *players[CY_BOAT_N_SEATS] = { you, wes, nora, ed };
  g_autoptr(CyBoatGame) game = cy_boat_game_new (players, 9);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 9);
  g_autoptr(GError) error = NULL;
  CyRandom rng;
  guint acted = 0;

  cy_random_init (&rng, 9, 2);
  cy_match_set_pace (match, CY_MATCH_PACE_INSTANT);
  cy_match_start (match);
  for (;;)
    {
      settle ();
      if (cy_boat_game_get_n_hands (game) != 1 || cy_match_get_state (match) == CY_MATCH_STATE_HAND_OVER ||
          cy_match_get_state (match) == CY_MATCH_STATE_GAME_OVER)
        break;
      if (cy_match_can_act (match, 0))
        {
          CyBoatView view;
          CyBoatAction action, other;

          cy_boat_game_get_view (game, 0, &view);
          cy_boat_ai_decide (CY_PLAYER_KIND_RANDOM, &view, &rng, &action);
          /* An action that names another seat is not this person's. */
          other = action;
          other.seat = 1;
          g_assert_false (cy_match_play (match, 0, &other, &error));
          g_assert_nonnull (error);
          g_clear_error (&error);
          g_assert_false (cy_match_play (match, 1, &other, &error));
          g_assert_nonnull (error);
          g_clear_error (&error);

          g_assert_true (cy_match_may_play (match, 0, &action, &error));
          g_assert_no_error (error);
          g_assert_true (cy_match_play (match, 0, &action, &error));
          g_assert_no_error (error);
          acted++;
        }
      else
        g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpuint (acted, >, 0);
  cy_match_stop (match);
}

/* Boat's discard is chosen one card at a time: the engine says which
 * card may go in. */
static void
test_match_boat_discard_choice (void)
{
  g_autoptr(GError) error = NULL;
  CyBoatView view = { 0 };
  CyBoatCardSet chosen = 0;
  guint n = 0;

  view.seat = 2;
  view.turn = 2;
  view.phase = CY_BOAT_PHASE_DISCARD;
  for (CyBoatCard c = 0; n < 14; c++, n++)
    view.hand |= cy_boat_set_of (c);

  for (CyBoatCard c = 0; c < 5; c++)
    {
      g_assert_true (cy_boat_view_check_discard_choice (&view, chosen, c, &error));
      g_assert_no_error (error);
      chosen |= cy_boat_set_of (c);
    }
  /* A sixth waits until one goes back; one chosen may always go back. */
  g_assert_false (cy_boat_view_check_discard_choice (&view, chosen, 5, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_true (cy_boat_view_check_discard_choice (&view, chosen, 4, NULL));
  /* Not a card of the hand. */
  g_assert_false (cy_boat_view_check_discard_choice (&view, 0, 20, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  /* Not while another seat acts, nor before or after the discard. */
  view.turn = 1;
  g_assert_false (cy_boat_view_check_discard_choice (&view, 0, 0, NULL));
  view.turn = 2;
  view.phase = CY_BOAT_PHASE_PLAY;
  g_assert_false (cy_boat_view_check_discard_choice (&view, 0, 0, NULL));
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
  g_test_add_func ("/engine/match/undo-takes-lines", test_match_undo_takes_lines);
  g_test_add_func ("/engine/match/undo-after-resume", test_match_undo_after_resume);
  g_test_add_func ("/engine/match/computers-only", test_match_computers_only);
  g_test_add_func ("/engine/match/resume-replays-identically", test_match_resume_replays_identically);
  g_test_add_func ("/engine/match/cancel-while-thinking", test_match_cancel_while_thinking);
  g_test_add_func ("/engine/match/log-saved", test_match_log_saved);
  g_test_add_func ("/engine/match/log-names-automatic-knock", test_match_log_names_the_automatic_knock);
  g_test_add_func ("/engine/match/statistics-failure-keeps-save", test_match_statistics_failure_keeps_save);
  g_test_add_func ("/engine/match/damaged-saves", test_match_damaged_saves);
  g_test_add_func ("/engine/match/derive-seed", test_match_derive_seed);
  g_test_add_func ("/engine/match/play/fake-game", test_match_play_fake_game);
  g_test_add_func ("/engine/match/play/fake-hot-seat", test_match_play_fake_hot_seat);
  g_test_add_func ("/engine/match/play/fake-computer-deciding", test_match_play_fake_computer_deciding);
  g_test_add_func ("/engine/match/play/fake-strict", test_match_play_fake_strict);
  g_test_add_func ("/engine/match/play/fake-saves-every-action", test_match_play_fake_saves_every_action);
  g_test_add_func ("/engine/match/play/card-yacht", test_match_play_card_yacht);
  g_test_add_func ("/engine/match/play/dice-keep-saved", test_match_play_dice_keep_saved);
  g_test_add_func ("/engine/match/play/boat", test_match_play_boat);
  g_test_add_func ("/engine/match/play/boat-discard-choice", test_match_boat_discard_choice);

  return g_test_run ();
}
