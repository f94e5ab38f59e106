/* test-dice-game.c: the game object of Yacht, its moves, undo and saving
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cy-dice-ai.h"
#include "test-dice-util.h"
#include "cy-dice-game.h"
#include "cy-error.h"
#include "cy-match.h"

static void
score (CyDiceGame *game,
       const char *key)
{
  g_autoptr(GError) error = NULL;
  guint category;

  g_assert_true (cy_dice_category_from_key (cy_dice_game_get_rules (game), key, &category));
  g_assert_true (cy_dice_game_score (game, category, &error));
  g_assert_no_error (error);
  g_assert_true (cy_dice_game_check_invariants (game, NULL));
}

static void
assert_dice (CyDiceGame *game,
             const char *text)
{
  guint8 dice[CY_DICE_N_DICE];
  char shown[CY_DICE_N_DICE + 1];

  cy_dice_game_get_dice (game, dice);
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    shown[i] = (char) ('0' + dice[i]);
  shown[CY_DICE_N_DICE] = '\0';
  g_assert_cmpstr (shown, ==, text);
}

static gboolean
bytes_equal (GBytes *a,
             GBytes *b)
{
  return g_bytes_equal (a, b);
}

/* A refused move changes nothing at all: the saved form (every action and
 * the generator's state) and the held dice stay as they were. */
typedef gboolean (*MoveFunc) (CyDiceGame *game, gpointer data, GError **error);

static void
assert_refused (CyDiceGame  *game,
                MoveFunc     move,
                gpointer     data,
                const char  *message)
{
  g_autoptr(GBytes) before = cy_dice_game_save_to_bytes (game);
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;
  CyDiceMask held = cy_dice_game_get_held (game);

  g_assert_false (move (game, data, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  if (message != NULL)
    g_assert_cmpstr (error->message, ==, message);

  after = cy_dice_game_save_to_bytes (game);
  g_assert_true (bytes_equal (before, after));
  g_assert_cmpuint (held, ==, cy_dice_game_get_held (game));
}

static gboolean
do_roll (CyDiceGame *game, gpointer data, GError **error)
{
  return cy_dice_game_roll (game, error);
}

static gboolean
do_keep (CyDiceGame *game, gpointer data, GError **error)
{
  return cy_dice_game_keep (game, (CyDiceMask) GPOINTER_TO_UINT (data), error);
}

static gboolean
do_score (CyDiceGame *game, gpointer data, GError **error)
{
  return cy_dice_game_score (game, GPOINTER_TO_UINT (data), error);
}

static gboolean
do_undo (CyDiceGame *game, gpointer data, GError **error)
{
  return cy_dice_game_undo (game, GPOINTER_TO_UINT (data), error);
}

static gboolean
do_roll_dice (CyDiceGame *game, gpointer data, GError **error)
{
  return cy_dice_game_roll_dice (game, data, error);
}

static void
test_new_game (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 3, 7);
  CyMatchGame *match = CY_MATCH_GAME (game);
  guint seat = 99;

  g_assert_cmpuint (cy_dice_game_get_n_players (game), ==, 3);
  g_assert_cmpuint (cy_dice_game_get_round (game), ==, 1);
  g_assert_cmpuint (cy_dice_game_get_to_move (game), ==, 0);
  g_assert_cmpuint (cy_dice_game_get_rolls_used (game), ==, 0);
  g_assert_cmpuint (cy_dice_game_get_rolls_left (game), ==, 3);
  g_assert_cmpuint (cy_dice_game_get_held (game), ==, 0);
  g_assert_false (cy_dice_game_is_over (game));
  g_assert_cmpuint (cy_dice_game_get_seed (game), ==, 7);
  assert_dice (game, "00000");
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpuint (cy_dice_game_get_used (game, p), ==, 0);
      g_assert_cmpuint (cy_dice_game_get_total (game, p), ==, 0);
      for (guint c = 0; c < 12; c++)
        g_assert_cmpint (cy_dice_game_get_score (game, p, c), ==, -1);
    }
  g_assert_true (cy_dice_game_check_invariants (game, NULL));

  g_assert_cmpstr (cy_match_game_get_game_id (match), ==, "dice-yacht");
  g_assert_cmpuint (cy_match_game_get_n_seats (match), ==, 3);
  g_assert_cmpstr (cy_player_get_name (cy_match_game_get_player (match, 2)), ==, "Cy");
  g_assert_cmpint (cy_match_game_get_step (match, &seat), ==, CY_MATCH_STEP_TURN);
  g_assert_cmpuint (seat, ==, 0);
  g_assert_false (cy_match_game_can_undo (match, 0));

  {
    g_autofree char *text = cy_dice_game_describe_die (game, 2);
    g_assert_cmpstr (text, ==, "Die 3: not rolled yet");
  }
}

static void
count_signal (gpointer data)
{
  (*(guint *) data)++;
}

static void
on_event (CyMatchGame *game,
          const char  *text,
          GPtrArray   *events)
{
  g_ptr_array_add (events, g_strdup (text));
}

/* Ann alone at the screen is spoken to ("You rolled"); Ann and Bob on
 * one screen keep their names, and a computer player's are always said. */
static void
test_log_you (gconstpointer data)
{
  gboolean one_person = GPOINTER_TO_UINT (data) == 1;
  CyPlayer *players[2] = {
    cy_player_new ("Ann", CY_PLAYER_KIND_HUMAN),
    cy_player_new ("Bob", one_person ? CY_PLAYER_KIND_HARD : CY_PLAYER_KIND_HUMAN),
  };
  g_autoptr(CyDiceGame) game = cy_dice_game_new (CY_DICE_RULES_YACHT_BONUS, players, 2, 1);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;

  g_object_unref (players[0]);
  g_object_unref (players[1]);
  g_signal_connect (game, "event", G_CALLBACK (on_event), events);

  dice_test_roll (game, "35526");
  g_assert_true (cy_dice_game_keep (game, 0x06, NULL));
  dice_test_roll (game, "15541");
  g_assert_true (cy_dice_game_score (game, 4, &error));   /* Fives: 10 */
  g_assert_no_error (error);
  g_assert_true (cy_dice_game_undo (game, 0, &error));
  g_assert_no_error (error);
  g_assert_true (cy_dice_game_score (game, 4, &error));
  dice_test_roll (game, "11111");

  g_assert_cmpuint (events->len, ==, 6);
  if (one_person)
    {
      g_assert_cmpstr (g_ptr_array_index (events, 0), ==, "You rolled 3 5 5 2 6");
      g_assert_cmpstr (g_ptr_array_index (events, 1), ==, "You kept 5 5 and rolled 1 4 1: 1 5 5 4 1");
      g_assert_cmpstr (g_ptr_array_index (events, 2), ==, "You wrote 10 in Fives");
      g_assert_cmpstr (g_ptr_array_index (events, 3), ==, "Your score in Fives was taken back");
    }
  else
    {
      g_assert_cmpstr (g_ptr_array_index (events, 0), ==, "Ann rolled 3 5 5 2 6");
      g_assert_cmpstr (g_ptr_array_index (events, 1), ==, "Ann kept 5 5 and rolled 1 4 1: 1 5 5 4 1");
      g_assert_cmpstr (g_ptr_array_index (events, 2), ==, "Ann wrote 10 in Fives");
      g_assert_cmpstr (g_ptr_array_index (events, 3), ==, "Ann’s score in Fives was taken back");
    }
  g_assert_cmpstr (g_ptr_array_index (events, 5), ==, "Bob rolled 1 1 1 1 1");
}

static void
test_turn (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 2, 1);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_free);
  guint n_rolled = 0, n_held = 0, n_scored = 0, n_started = 0, n_acted = 0;
  guint seat = 0;

  g_signal_connect_swapped (game, "rolled", G_CALLBACK (count_signal), &n_rolled);
  g_signal_connect_swapped (game, "notify::held", G_CALLBACK (count_signal), &n_held);
  g_signal_connect_swapped (game, "category-scored", G_CALLBACK (count_signal), &n_scored);
  g_signal_connect_swapped (game, "turn-started", G_CALLBACK (count_signal), &n_started);
  g_signal_connect_swapped (game, "acted", G_CALLBACK (count_signal), &n_acted);
  g_signal_connect (game, "event", G_CALLBACK (on_event), events);

  dice_test_roll (game, "35526");
  g_assert_cmpuint (cy_dice_game_get_rolls_used (game), ==, 1);
  g_assert_cmpuint (n_rolled, ==, 1);
  g_assert_cmpuint (n_acted, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (events, 0), ==, "Ann rolled 3 5 5 2 6");

  n_held = 0;
  g_assert_true (cy_dice_game_keep (game, 0x06, NULL));   /* the two fives */
  g_assert_cmpuint (cy_dice_game_get_held (game), ==, 0x06);
  g_assert_cmpuint (n_held, ==, 1);
  {
    g_autofree char *kept = cy_dice_game_describe_die (game, 2);
    g_autofree char *free_die = cy_dice_game_describe_die (game, 0);

    g_assert_cmpstr (kept, ==, "Die 3: five, kept");
    g_assert_cmpstr (free_die, ==, "Die 1: three");
  }

  /* A kept die cannot change, and nothing changes with the refusal. */
  assert_refused (game, do_roll_dice, (guint8[]) { 1, 4, 5, 1, 1 },
                  "A kept die cannot change when the others are rolled");
  assert_refused (game, do_roll_dice, (guint8[]) { 1, 5, 5, 7, 1 }, "Dice show 1 to 6");

  dice_test_roll (game, "15541");
  g_assert_cmpuint (cy_dice_game_get_held (game), ==, 0x06);  /* held dice stay held */
  g_assert_cmpstr (g_ptr_array_index (events, 1), ==, "Ann kept 5 5 and rolled 1 4 1: 1 5 5 4 1");

  g_assert_true (cy_dice_game_keep (game, 0x0f, NULL));
  dice_test_roll (game, "15545");
  g_assert_cmpuint (cy_dice_game_get_rolls_left (game), ==, 0);

  assert_refused (game, do_roll, NULL, "No rolls left: write the dice into a category");
  assert_refused (game, do_keep, GUINT_TO_POINTER (0x01), "No rolls left: write the dice into a category");
  g_assert_cmpint (cy_match_game_get_step (CY_MATCH_GAME (game), &seat), ==, CY_MATCH_STEP_SCORE);

  score (game, "fives");
  g_assert_cmpint (cy_dice_game_get_score (game, 0, 4), ==, 15);
  g_assert_cmpuint (cy_dice_game_get_to_move (game), ==, 1);
  g_assert_cmpuint (cy_dice_game_get_round (game), ==, 1);
  g_assert_cmpuint (cy_dice_game_get_rolls_used (game), ==, 0);
  g_assert_cmpuint (cy_dice_game_get_held (game), ==, 0);
  g_assert_cmpuint (n_scored, ==, 1);
  g_assert_cmpuint (n_started, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (events, 3), ==, "Ann wrote 15 in Fives");

  /* Bob scores after one roll; then round 2 begins with Ann. */
  dice_test_roll (game, "66666");
  score (game, "yacht");
  g_assert_cmpuint (cy_dice_game_get_to_move (game), ==, 0);
  g_assert_cmpuint (cy_dice_game_get_round (game), ==, 2);
  g_assert_cmpuint (cy_dice_game_get_total (game, 1), ==, 50);
  g_assert_cmpuint (cy_dice_game_get_winners (game), ==, 0x02);
}

static void
test_refusals (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_1938, 2, 3);

  assert_refused (game, do_score, GUINT_TO_POINTER (0), "Roll first: there are no dice to write down yet");
  assert_refused (game, do_keep, GUINT_TO_POINTER (0x01), "Roll first: there are no dice to keep yet");
  assert_refused (game, do_undo, GUINT_TO_POINTER (0), "There is no score to take back");

  dice_test_roll (game, "12345");
  assert_refused (game, do_keep, GUINT_TO_POINTER (0x20), "There are only five dice");
  assert_refused (game, do_score, GUINT_TO_POINTER (12), "There is no category 12");
  g_assert_true (cy_dice_game_keep (game, CY_DICE_MASK_ALL, NULL));
  assert_refused (game, do_roll, NULL, "Every die is kept: release one to roll it, or write the dice into a category");
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (cy_dice_game_may_roll (game, &error));
    g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
    g_assert_true (cy_dice_game_may_score (game, 8, NULL));
  }
  score (game, "small-straight");
  g_assert_cmpint (cy_dice_game_get_score (game, 0, 8), ==, 30);

  /* Bob cannot take back Ann's score, and Ann can only until Bob rolls. */
  assert_refused (game, do_undo, GUINT_TO_POINTER (1), "There is no score to take back");
  g_assert_true (cy_dice_game_can_undo (game, 0));
  dice_test_roll (game, "11111");
  g_assert_false (cy_dice_game_can_undo (game, 0));
  assert_refused (game, do_undo, GUINT_TO_POINTER (0), "There is no score to take back");
  score (game, "yacht");

  dice_test_roll (game, "12345");
  assert_refused (game, do_score, GUINT_TO_POINTER (8), "Ann has used Small Straight already");
}

static void
test_undo (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 2, 5);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  guint n_unscored = 0;

  g_signal_connect_swapped (game, "category-unscored", G_CALLBACK (count_signal), &n_unscored);

  dice_test_roll (game, "44412");
  g_assert_true (cy_dice_game_keep (game, 0x07, NULL));
  dice_test_roll (game, "44446");
  g_assert_true (cy_dice_game_keep (game, 0x0b, NULL));   /* held, then scored without rolling */
  before = cy_dice_game_save_to_bytes (game);

  score (game, "fours");
  g_assert_cmpuint (cy_dice_game_get_upper_total (game, 0), ==, 16);
  g_assert_true (cy_match_game_can_undo (CY_MATCH_GAME (game), 0));
  g_assert_true (cy_match_game_undo (CY_MATCH_GAME (game), 0, NULL));
  g_assert_cmpuint (n_unscored, ==, 1);

  /* Everything as it was: the dice, the held ones, the rolls, the sheet. */
  after = cy_dice_game_save_to_bytes (game);
  g_assert_true (bytes_equal (before, after));
  g_assert_cmpuint (cy_dice_game_get_held (game), ==, 0x0b);
  g_assert_cmpuint (cy_dice_game_get_rolls_used (game), ==, 2);
  g_assert_cmpuint (cy_dice_game_get_to_move (game), ==, 0);
  g_assert_cmpint (cy_dice_game_get_score (game, 0, 3), ==, -1);
  assert_dice (game, "44446");
  g_assert_true (cy_dice_game_check_invariants (game, NULL));

  /* And play goes on from there. */
  score (game, "four-of-a-kind");
  g_assert_cmpint (cy_dice_game_get_score (game, 0, 7), ==, 22);

  /* Undo across a round: Bob's score ends round 1. */
  dice_test_roll (game, "12346");
  score (game, "small-straight");
  g_assert_cmpuint (cy_dice_game_get_round (game), ==, 2);
  g_assert_true (cy_dice_game_undo (game, 1, NULL));
  g_assert_cmpuint (cy_dice_game_get_round (game), ==, 1);
  g_assert_cmpuint (cy_dice_game_get_to_move (game), ==, 1);
  g_assert_cmpuint (cy_dice_game_get_rolls_used (game), ==, 1);
}

/* Two solitaire games, scripted: the bonus won at exactly 63, and not at 62. */
static void
play_upper (CyDiceGame *game,
            const char *rolls[6])
{
  const char *keys[] = { "ones", "twos", "threes", "fours", "fives", "sixes" };

  for (guint c = 0; c < 6; c++)
    {
      dice_test_roll (game, rolls[c]);
      score (game, keys[c]);
    }
}

static void
test_bonus_and_totals (void)
{
  const char *exactly[6] = { "11123", "22234", "33345", "44456", "55561", "66612" };  /* 3 of each: 63 */
  const char *short_of[6] = { "11223", "22234", "33345", "44456", "55561", "66612" }; /* 62 */
  const char *rest[][2] = {
    { "12345", "large-straight" }, { "23456", "small-straight" }, { "66655", "full-house" },
    { "55552", "four-of-a-kind" }, { "66666", "yacht" }, { "66543", "choice" },
  };

  for (guint variant = 0; variant < 2; variant++)
    {
      g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 1, 11);
      guint seat = 9;

      play_upper (game, variant == 0 ? exactly : short_of);
      g_assert_cmpuint (cy_dice_game_get_upper_total (game, 0), ==, variant == 0 ? 63 : 62);
      g_assert_cmpuint (cy_dice_game_get_bonus (game, 0), ==, variant == 0 ? 35 : 0);

      for (guint i = 0; i < G_N_ELEMENTS (rest); i++)
        {
          g_assert_cmpuint (cy_dice_game_get_round (game), ==, 7 + i);
          dice_test_roll (game, rest[i][0]);
          score (game, rest[i][1]);
        }

      /* 30 + 15 + 28 + 22 + 50 + 24 = 169 below */
      g_assert_true (cy_dice_game_is_over (game));
      g_assert_cmpuint (cy_dice_game_get_total (game, 0), ==, (variant == 0 ? 63 + 35 : 62) + 169);
      g_assert_cmpint (cy_match_game_get_step (CY_MATCH_GAME (game), &seat), ==, CY_MATCH_STEP_GAME_OVER);
      g_assert_cmpuint (cy_dice_game_get_winners (game), ==, 0x01);
      g_assert_false (cy_dice_game_can_undo (game, 0));
      assert_refused (game, do_roll, NULL, "The game is over");
      assert_refused (game, do_undo, GUINT_TO_POINTER (0), "There is no score to take back");
    }
}

/* Random legal play by the game's own computer players, through the
 * match interface, for every seat count and rule set; the state is saved
 * and loaded back after every action and must come back the same. */
static void
play_match (CyDiceGame    *game,
            CyPlayerKind   kind,
            guint64        ai_seed,
            gboolean       round_trip)
{
  CyMatchGame *match = CY_MATCH_GAME (game);
  CyRandom rng;
  guint seat = 0;
  guint n_actions = 0;
  guint n_scores;

  cy_random_init (&rng, ai_seed, 1);
  while (cy_match_game_get_step (match, &seat) != CY_MATCH_STEP_GAME_OVER)
    {
      g_autoptr(GError) error = NULL;
      CyDecision decision = { 0 };

      decision.seat = seat;
      decision.kind = kind;
      decision.rng = rng;
      cy_match_game_prepare_decision (match, &decision);
      cy_match_game_decide (match, &decision);
      rng = decision.rng;
      g_assert_true (cy_match_game_apply_decision (match, &decision, &error));
      g_assert_no_error (error);
      cy_decision_clear (&decision);
      g_assert_true (cy_match_game_check_invariants (match, &error));
      g_assert_no_error (error);
      n_actions++;

      if (round_trip)
        {
          g_autoptr(GBytes) bytes = cy_match_game_save (match);
          g_autoptr(CyDiceGame) loaded = cy_dice_game_load_from_bytes (bytes, &error);
          g_autoptr(GBytes) again = NULL;
          guint8 a[CY_DICE_N_DICE], b[CY_DICE_N_DICE];

          g_assert_no_error (error);
          again = cy_dice_game_save_to_bytes (loaded);
          g_assert_true (bytes_equal (bytes, again));
          g_assert_cmpuint (cy_dice_game_get_round (loaded), ==, cy_dice_game_get_round (game));
          g_assert_cmpuint (cy_dice_game_get_to_move (loaded), ==, cy_dice_game_get_to_move (game));
          g_assert_cmpuint (cy_dice_game_get_rolls_used (loaded), ==, cy_dice_game_get_rolls_used (game));
          g_assert_cmpuint (cy_dice_game_get_held (loaded), ==, cy_dice_game_get_held (game));
          cy_dice_game_get_dice (loaded, a);
          cy_dice_game_get_dice (game, b);
          g_assert_cmpmem (a, sizeof a, b, sizeof b);
          for (guint p = 0; p < cy_dice_game_get_n_players (game); p++)
            g_assert_cmpuint (cy_dice_game_get_total (loaded, p), ==, cy_dice_game_get_total (game, p));

          /* A resumed game rolls exactly what the original would have. */
          if (cy_dice_game_may_roll (game, NULL))
            {
              g_autoptr(CyDiceGame) twin = cy_dice_game_load_from_bytes (bytes, NULL);
              g_autoptr(CyDiceGame) other = cy_dice_game_load_from_bytes (bytes, NULL);

              g_assert_true (cy_dice_game_roll (twin, NULL));
              g_assert_true (cy_dice_game_roll (other, NULL));
              cy_dice_game_get_dice (twin, a);
              cy_dice_game_get_dice (other, b);
              g_assert_cmpmem (a, sizeof a, b, sizeof b);
            }
        }
    }

  /* A score per category and seat, and 1-3 rolls before each, the last
   * two each after a keep of its own. */
  n_scores = cy_dice_rules_get_n_categories (cy_dice_game_get_rules (game)) * cy_dice_game_get_n_players (game);
  g_assert_cmpuint (n_actions, >=, 2 * n_scores);
  g_assert_cmpuint (n_actions, <=, 6 * n_scores);
  for (guint p = 0; p < cy_dice_game_get_n_players (game); p++)
    g_assert_cmpuint (cy_dice_game_get_used (game, p), ==, cy_dice_rules_get_all (cy_dice_game_get_rules (game)));
}

static void
test_match_play (void)
{
  const CyPlayerKind kinds[] = { CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_NORMAL };

  for (guint rules = 0; rules < CY_DICE_N_RULES; rules++)
    for (guint n = 1; n <= CY_DICE_MAX_PLAYERS; n++)
      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          g_autoptr(CyDiceGame) game = dice_test_game_new (rules, n, 100 * n + k);

          play_match (game, kinds[k], n + k, n == 2 && k == 0);
        }
}

/* A computer player's turn as a person at the table sees it: a keep is a
 * step of its own (the dice move to the Kept tray, nothing is rolled),
 * then the roll of the rest; a roll that keeps what the last one kept
 * follows at once. The roll after a keep draws no number of the seat's
 * generator, and a game saved between the two rolls what it kept. The
 * last roll's dice deserve a look before they are written (is_pause). */
static void
test_computer_keeps_shown (void)
{
  const CyPlayerKind kinds[] = { CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_NORMAL };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 2, 31 + k);
      CyMatchGame *match = CY_MATCH_GAME (game);
      CyRandom rng;
      guint seat = 0;
      guint n_keeps = 0;
      gboolean kept_before = FALSE;

      cy_random_init (&rng, 5 + k, 1);
      while (cy_match_game_get_step (match, &seat) != CY_MATCH_STEP_GAME_OVER)
        {
          g_autoptr(GError) error = NULL;
          CyDecision decision = { .seat = seat, .kind = kinds[k], .rng = rng };
          guint n_before, n_after;
          guint rolls_before = cy_dice_game_get_rolls_used (game);
          CyDiceMask held_before = cy_dice_game_get_held (game);
          guint8 dice_before[CY_DICE_N_DICE], dice_after[CY_DICE_N_DICE];
          const CyDiceAction *actions;

          g_assert_cmpint (cy_match_game_is_pause (match), ==, rolls_before == CY_DICE_N_ROLLS);
          cy_dice_game_get_actions (game, &n_before);
          cy_dice_game_get_dice (game, dice_before);
          cy_match_game_prepare_decision (match, &decision);
          cy_match_game_decide (match, &decision);
          if (kept_before)
            g_assert_cmpmem (&decision.rng, sizeof rng, &rng, sizeof rng);
          rng = decision.rng;
          g_assert_true (cy_match_game_apply_decision (match, &decision, &error));
          g_assert_no_error (error);
          cy_decision_clear (&decision);

          actions = cy_dice_game_get_actions (game, &n_after);
          cy_dice_game_get_dice (game, dice_after);
          if (n_after == n_before)
            {
              /* A keep: other dice held, the same dice, no roll spent. */
              g_autoptr(GBytes) saved = cy_match_game_save (match);
              g_autoptr(CyDiceGame) resumed = cy_dice_game_load_from_bytes (saved, &error);
              CyDecision again = { .seat = seat, .kind = kinds[k], .rng = rng };

              g_assert_false (kept_before);
              g_assert_cmpuint (cy_dice_game_get_held (game), !=, held_before);
              g_assert_cmpuint (cy_dice_game_get_rolls_used (game), ==, rolls_before);
              g_assert_cmpmem (dice_before, sizeof dice_before, dice_after, sizeof dice_after);
              n_keeps++;
              kept_before = TRUE;

              /* Resumed here, it rolls what it kept. */
              g_assert_no_error (error);
              cy_match_game_prepare_decision (CY_MATCH_GAME (resumed), &again);
              cy_match_game_decide (CY_MATCH_GAME (resumed), &again);
              g_assert_true (cy_match_game_apply_decision (CY_MATCH_GAME (resumed), &again, &error));
              g_assert_no_error (error);
              cy_decision_clear (&again);
              g_assert_cmpuint (cy_dice_game_get_rolls_used (resumed), ==, rolls_before + 1);
              {
                guint n_resumed;
                const CyDiceAction *resumed_actions = cy_dice_game_get_actions (resumed, &n_resumed);

                g_assert_cmpuint (resumed_actions[n_resumed - 1].held, ==, cy_dice_game_get_held (game));
              }
              continue;
            }

          g_assert_cmpuint (n_after, ==, n_before + 1);
          if (actions[n_after - 1].type == CY_DICE_ACTION_ROLL && rolls_before > 0)
            {
              const CyDiceAction *roll = &actions[n_after - 1];
              const CyDiceAction *last_roll = &actions[n_after - 2];

              /* A roll that keeps other dice than the last roll came
               * after the keep; one that keeps the same, at once. */
              g_assert_cmpint (roll->held != last_roll->held, ==, kept_before);
              g_assert_cmpuint (roll->held, ==, held_before);
            }
          else
            g_assert_false (kept_before);
          kept_before = FALSE;
        }

      g_assert_cmpuint (n_keeps, >, 0);
    }
}

static void
test_same_seed_same_dice (void)
{
  g_autoptr(CyDiceGame) a = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 2, 42);
  g_autoptr(CyDiceGame) b = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 2, 42);
  g_autoptr(CyDiceGame) c = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 2, 43);
  gboolean differs = FALSE;

  play_match (a, CY_PLAYER_KIND_NORMAL, 1, FALSE);
  play_match (b, CY_PLAYER_KIND_NORMAL, 1, FALSE);
  play_match (c, CY_PLAYER_KIND_NORMAL, 1, FALSE);

  {
    g_autoptr(GBytes) sa = cy_dice_game_save_to_bytes (a);
    g_autoptr(GBytes) sb = cy_dice_game_save_to_bytes (b);
    g_assert_true (bytes_equal (sa, sb));
  }
  for (guint p = 0; p < 2; p++)
    differs |= cy_dice_game_get_total (a, p) != cy_dice_game_get_total (c, p);
  {
    guint na, nc;
    const CyDiceAction *x = cy_dice_game_get_actions (a, &na);
    const CyDiceAction *y = cy_dice_game_get_actions (c, &nc);

    differs |= na != nc || memcmp (x, y, na * sizeof *x) != 0;
  }
  g_assert_true (differs);
}

static void
test_seat_view (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 3, 9);
  CyDiceSeatView view;

  dice_test_roll (game, "66613");
  score (game, "sixes");
  dice_test_roll (game, "22222");
  g_assert_true (cy_dice_game_keep (game, 0x03, NULL));

  cy_dice_game_get_seat_view (game, 2, &view);
  g_assert_cmpuint (view.seat, ==, 2);
  g_assert_cmpuint (view.to_move, ==, 1);
  g_assert_cmpuint (view.n_players, ==, 3);
  g_assert_cmpuint (view.round, ==, 1);
  g_assert_cmpuint (view.rolls_used, ==, 1);
  g_assert_cmpuint (view.held, ==, 0x03);
  g_assert_cmpmem (view.dice, 5, ((guint8[]) { 2, 2, 2, 2, 2 }), 5);
  g_assert_cmpint (view.scores[0][5], ==, 18);
  g_assert_cmpuint (view.upper[0], ==, 18);
  g_assert_cmpuint (view.used[0], ==, 1u << 5);
  g_assert_cmpuint (view.used[1], ==, 0);
  g_assert_cmpint (view.scores[3][0], ==, -1);   /* no fourth seat */
}

static void
test_apply_refused (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 2, 4);
  CyMatchGame *match = CY_MATCH_GAME (game);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;
  CyDecision decision = { 0 };

  dice_test_roll (game, "12345");

  /* A decision for the wrong seat is refused whole. */
  decision.seat = 0;
  decision.kind = CY_PLAYER_KIND_EASY;
  cy_match_game_prepare_decision (match, &decision);
  cy_match_game_decide (match, &decision);
  decision.seat = 1;
  before = cy_dice_game_save_to_bytes (game);
  g_assert_false (cy_match_game_apply_decision (match, &decision, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==, "It is not Bob’s turn");
  after = cy_dice_game_save_to_bytes (game);
  g_assert_true (bytes_equal (before, after));
  cy_decision_clear (&decision);

  g_clear_error (&error);
  g_assert_false (cy_match_game_next_hand (match, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
}

/* The saved form, taken apart and put together with one thing wrong. */
static GBytes *
save_with (CyDiceGame *game,
           const char *key,
           GVariant   *value,
           guint32     version)
{
  g_autoptr(GBytes) bytes = cy_dice_game_save_to_bytes (game);
  g_autoptr(GVariant) saved = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE ("(ua{sv})"), bytes, FALSE));
  g_autoptr(GVariant) dict = g_variant_get_child_value (saved, 1);
  g_autoptr(GVariant) sunk = value ? g_variant_ref_sink (value) : NULL;
  g_autoptr(GVariant) result = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  const char *name;
  GVariant *field;

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&sv}", &name, &field))
    {
      if (key == NULL || strcmp (name, key) != 0)
        g_variant_builder_add (&builder, "{sv}", name, field);
      else if (sunk != NULL)
        g_variant_builder_add (&builder, "{sv}", name, sunk);
      g_variant_unref (field);
    }

  result = g_variant_ref_sink (g_variant_new ("(u@a{sv})", version, g_variant_builder_end (&builder)));
  return g_variant_get_data_as_bytes (result);
}

static GVariant *
actions_with (CyDiceGame   *game,
              guint         index,
              const guint8  fields[4],
              const guint8  dice[CY_DICE_N_DICE])
{
  GVariantBuilder builder;
  guint n;
  const CyDiceAction *actions = cy_dice_game_get_actions (game, &n);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(yyyyay)"));
  for (guint i = 0; i <= MAX (index, n - 1); i++)
    {
      CyDiceAction a = i < n ? actions[i] : actions[n - 1];

      if (i == index)
        {
          a.seat = fields[0];
          a.type = fields[1];
          a.held = fields[2];
          a.category = fields[3];
          memcpy (a.dice, dice, CY_DICE_N_DICE);
        }
      g_variant_builder_add (&builder, "(yyyy@ay)", a.seat, a.type, a.held, a.category,
                             g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, a.dice, CY_DICE_N_DICE, 1));
    }
  return g_variant_builder_end (&builder);
}

static void
assert_load_fails (GBytes     *bytes,
                   int         code,
                   const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CyDiceGame) loaded = cy_dice_game_load_from_bytes (bytes, &error);

  g_assert_null (loaded);
  g_assert_error (error, CY_ERROR, code);
  if (message != NULL)
    g_assert_cmpstr (error->message, ==, message);
}

static void
test_corrupt_saves (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 2, 8);
  g_autoptr(GBytes) good = NULL;
  GVariantBuilder players;

  /* Ann: 1 roll, Threes; Bob: 2 rolls, now holding two dice. */
  dice_test_roll (game, "33312");
  score (game, "threes");
  dice_test_roll (game, "14566");
  g_assert_true (cy_dice_game_keep (game, 0x18, NULL));

  good = cy_dice_game_save_to_bytes (game);
  {
    g_autoptr(CyDiceGame) loaded = cy_dice_game_load_from_bytes (good, NULL);
    g_assert_nonnull (loaded);
    g_assert_cmpuint (cy_dice_game_get_held (loaded), ==, 0x18);
  }

#define CHECK(key, value, message) \
  G_STMT_START { \
    g_autoptr(GBytes) bad = save_with (game, key, value, CY_DICE_SAVE_VERSION); \
    assert_load_fails (bad, CY_ERROR_CORRUPT, message); \
  } G_STMT_END

  CHECK ("game", g_variant_new_string ("card-yacht"), "The saved game is damaged (a game of “card-yacht”, not of Yacht)");
  CHECK ("game", NULL, "The saved game is damaged (“game” is missing or of the wrong type)");
  CHECK ("rules", g_variant_new_string ("kniffel"), "The saved game is damaged (rules “kniffel”)");
  CHECK ("rules", g_variant_new_uint32 (1), "The saved game is damaged (“rules” is missing or of the wrong type)");
  CHECK ("rng", g_variant_new ("(tt)", G_GUINT64_CONSTANT (5), G_GUINT64_CONSTANT (4)),
         "The saved game is damaged (random number stream)");
  CHECK ("held", g_variant_new_byte (0x20), "The saved game is damaged (dice 0x20 held)");
  CHECK ("actions", NULL, "The saved game is damaged (“actions” is missing or of the wrong type)");

  g_variant_builder_init (&players, G_VARIANT_TYPE ("a(ss)"));
  CHECK ("players", g_variant_builder_end (&players), "The saved game is damaged (0 players)");
  g_variant_builder_init (&players, G_VARIANT_TYPE ("a(ss)"));
  for (guint i = 0; i < 5; i++)
    g_variant_builder_add (&players, "(ss)", i ? "Bob" : "Ann", "human");
  CHECK ("players", g_variant_builder_end (&players), "The saved game is damaged (5 players)");
  g_variant_builder_init (&players, G_VARIANT_TYPE ("a(ss)"));
  g_variant_builder_add (&players, "(ss)", "Ann", "human");
  g_variant_builder_add (&players, "(ss)", "Bob", "genius");
  CHECK ("players", g_variant_builder_end (&players), "The saved game is damaged (player 1)");

  /* Actions that the rules refuse, each named by its index. */
  CHECK ("actions", actions_with (game, 0, (guint8[]) { 0, 0, 0, 0 }, (guint8[]) { 3, 3, 3, 1, 7 }),
         "The saved game is damaged (action 0: Dice show 1 to 6)");
  CHECK ("actions", actions_with (game, 0, (guint8[]) { 1, 0, 0, 0 }, (guint8[]) { 3, 3, 3, 1, 2 }),
         "The saved game is damaged (action 0: It is not Bob’s turn)");
  CHECK ("actions", actions_with (game, 0, (guint8[]) { 0, 0, 0x01, 0 }, (guint8[]) { 3, 3, 3, 1, 2 }),
         "The saved game is damaged (action 0: The first roll of a turn rolls all five dice)");
  CHECK ("actions", actions_with (game, 1, (guint8[]) { 0, 1, 0, 2 }, (guint8[]) { 3, 3, 3, 3, 2 }),
         "The saved game is damaged (action 1: Only the dice on the table can be written down)");
  CHECK ("actions", actions_with (game, 1, (guint8[]) { 0, 1, 0, 12 }, (guint8[]) { 3, 3, 3, 1, 2 }),
         "The saved game is damaged (action 1: There is no category 12)");
  CHECK ("actions", actions_with (game, 1, (guint8[]) { 0, 7, 0, 2 }, (guint8[]) { 3, 3, 3, 1, 2 }),
         "The saved game is damaged (action 1: Unknown action)");
  /* Bob's first roll twice more, then a fourth roll. */
  CHECK ("actions", actions_with (game, 5, (guint8[]) { 1, 0, 0x18, 0 }, (guint8[]) { 1, 4, 5, 6, 6 }),
         "The saved game is damaged (action 5: No rolls left: write the dice into a category)");
  /* Held dice before any roll of the turn: Bob's turn, after Ann's score. */
  {
    g_autoptr(CyDiceGame) fresh = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 2, 8);

    dice_test_roll (fresh, "33312");
    score (fresh, "threes");
    {
      g_autoptr(GBytes) bad = save_with (fresh, "held", g_variant_new_byte (0x01), CY_DICE_SAVE_VERSION);
      assert_load_fails (bad, CY_ERROR_CORRUPT, "The saved game is damaged (dice 0x1 held)");
    }
  }

  /* Formats. */
  {
    g_autoptr(GBytes) newer = save_with (game, NULL, NULL, CY_DICE_SAVE_VERSION + 1);
    g_autoptr(GBytes) zero = save_with (game, NULL, NULL, 0);
    g_autoptr(GBytes) empty = g_bytes_new (NULL, 0);
    g_autoptr(GBytes) half = g_bytes_new_from_bytes (good, 0, g_bytes_get_size (good) / 2);

    assert_load_fails (newer, CY_ERROR_VERSION,
                       "The saved game comes from a newer version of Card Yacht (format 2; this version reads up to 1)");
    assert_load_fails (zero, CY_ERROR_CORRUPT, "The saved game is damaged (unknown format 0)");
    assert_load_fails (empty, CY_ERROR_CORRUPT, NULL);
    assert_load_fails (half, CY_ERROR_CORRUPT, NULL);
  }
#undef CHECK
}

/* Every single damaged byte either is refused with a message or gives a
 * game that passes every check; nothing crashes. */
static void
test_flipped_bytes (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_1938, 2, 12);
  g_autoptr(GBytes) good = NULL;
  const guint8 *data;
  gsize size;
  guint refused = 0;

  play_match (game, CY_PLAYER_KIND_EASY, 3, FALSE);
  good = cy_dice_game_save_to_bytes (game);
  data = g_bytes_get_data (good, &size);

  for (gsize i = 0; i < size; i++)
    {
      g_autofree guint8 *copy = g_memdup2 (data, size);
      g_autoptr(GBytes) bad = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(CyDiceGame) loaded = NULL;

      copy[i] ^= 0x5a;
      bad = g_bytes_new (copy, size);
      loaded = cy_dice_game_load_from_bytes (bad, &error);
      if (loaded == NULL)
        {
          g_assert_nonnull (error);
          g_assert_true (error->domain == CY_ERROR);
          refused++;
        }
      else
        g_assert_true (cy_dice_game_check_invariants (loaded, NULL));
    }

  /* Most bytes matter (dice, scores, structure). */
  g_assert_cmpuint (refused, >, size / 2);
}

/* The game in the match controller, as the app runs it: computer seats
 * play by themselves, a person's score can be taken back, and the whole
 * match saves and loads. */
static void
test_match_controller (void)
{
  CyPlayer *players[3] = {
    cy_player_new ("Ann", CY_PLAYER_KIND_HUMAN),
    cy_player_new ("Bob", CY_PLAYER_KIND_NORMAL),
    cy_player_new ("Cy", CY_PLAYER_KIND_EASY),
  };
  g_autoptr(CyDiceGame) game = cy_dice_game_new (CY_DICE_RULES_YACHT_1938, players, 3, 77);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 5);
  g_autoptr(GError) error = NULL;

  for (guint p = 0; p < 3; p++)
    g_object_unref (players[p]);

  g_assert_true (cy_match_run_sync (match, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_HUMAN_TO_MOVE);
  g_assert_cmpint (cy_match_get_acting_seat (match), ==, 0);

  g_assert_true (cy_dice_game_roll (game, NULL));
  g_assert_true (cy_match_run_sync (match, TRUE, &error));
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_HUMAN_TO_MOVE);
  g_assert_true (cy_dice_game_score (game, 10, NULL));   /* Choice */
  g_assert_true (cy_match_get_can_undo (match));
  g_assert_true (cy_match_undo (match, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cy_dice_game_get_score (game, 0, 10), ==, -1);
  g_assert_cmpuint (cy_dice_game_get_rolls_used (game), ==, 1);
  g_assert_true (cy_dice_game_score (game, 10, NULL));

  /* Bob and Cy take their whole turns. */
  g_assert_true (cy_match_run_sync (match, TRUE, &error));
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_HUMAN_TO_MOVE);
  g_assert_cmpuint (cy_dice_game_get_round (game), ==, 2);
  g_assert_cmpuint (__builtin_popcount (cy_dice_game_get_used (game, 1)), ==, 1);
  g_assert_cmpuint (__builtin_popcount (cy_dice_game_get_used (game, 2)), ==, 1);

  /* Ann may still take her score back: the computer players' turns go
   * with it, and come again just as they were. */
  {
    guint used[3] = { 0, cy_dice_game_get_used (game, 1), cy_dice_game_get_used (game, 2) };
    guint totals[3] = { 0, cy_dice_game_get_total (game, 1), cy_dice_game_get_total (game, 2) };

    g_assert_true (cy_match_get_can_undo (match));
    g_assert_true (cy_match_undo (match, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (cy_dice_game_get_round (game), ==, 1);
    g_assert_cmpuint (cy_dice_game_get_to_move (game), ==, 0);
    g_assert_cmpuint (cy_dice_game_get_used (game, 1), ==, 0);
    g_assert_true (cy_match_run_sync (match, TRUE, &error));
    g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_HUMAN_TO_MOVE);
    g_assert_true (cy_dice_game_score (game, 10, NULL));
    g_assert_true (cy_match_run_sync (match, TRUE, &error));
    for (guint p = 1; p < 3; p++)
      {
        g_assert_cmpuint (cy_dice_game_get_used (game, p), ==, used[p]);
        g_assert_cmpuint (cy_dice_game_get_total (game, p), ==, totals[p]);
      }
  }

  /* Her own next roll ends it. */
  g_assert_true (cy_dice_game_roll (game, NULL));
  g_assert_false (cy_match_get_can_undo (match));

  {
    g_autoptr(GBytes) bytes = cy_match_save_to_bytes (match);
    g_autoptr(CyMatch) loaded = cy_match_load_from_bytes (bytes, &error);
    CyDiceGame *copy;

    g_assert_no_error (error);
    copy = CY_DICE_GAME (cy_match_get_game (loaded));
    for (guint p = 0; p < 3; p++)
      g_assert_cmpuint (cy_dice_game_get_total (copy, p), ==, cy_dice_game_get_total (game, p));
    g_assert_cmpuint (cy_dice_game_get_round (copy), ==, 2);
  }

  /* Ann writes her first roll into her first open category each turn. */
  while (cy_match_get_state (match) == CY_MATCH_STATE_HUMAN_TO_MOVE)
    {
      guint c = (guint) g_bit_nth_lsf (~cy_dice_game_get_used (game, 0), -1);

      g_assert_true (cy_dice_game_roll (game, NULL));
      g_assert_true (cy_dice_game_score (game, c, NULL));
      g_assert_true (cy_match_run_sync (match, TRUE, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_GAME_OVER);
  g_assert_true (cy_dice_game_is_over (game));
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (cy_dice_game_get_used (game, p), ==, cy_dice_rules_get_all (cy_dice_game_get_rules (game)));
}

/* A person's score taken back after computer players' turns: their turns
 * go too, and their rolls come again as long as they keep alike; a
 * person rolling never gets the dice taken back. Another person's action
 * or the person's own next roll ends the chance. */
static void
test_undo_after_computer (void)
{
  CyPlayer *players[3] = {
    cy_player_new ("Ann", CY_PLAYER_KIND_HUMAN),
    cy_player_new ("Bob", CY_PLAYER_KIND_HARD),
    cy_player_new ("Cy", CY_PLAYER_KIND_HUMAN),
  };
  g_autoptr(CyDiceGame) game = cy_dice_game_new (CY_DICE_RULES_YACHT_BONUS, players, 2, 77);
  g_autoptr(CyDiceGame) hot_seat = cy_dice_game_new (CY_DICE_RULES_YACHT_BONUS, players, 3, 77);
  g_autoptr(CyDiceGame) loaded = NULL;
  g_autoptr(GBytes) saved = NULL;
  guint8 first[CY_DICE_N_DICE], second[CY_DICE_N_DICE], again[CY_DICE_N_DICE];

  for (guint p = 0; p < 3; p++)
    g_object_unref (players[p]);

  dice_test_roll (game, "12345");
  score (game, "choice");

  /* Bob, a computer player, rolls twice from the generator and scores. */
  g_assert_true (cy_dice_game_roll (game, NULL));
  cy_dice_game_get_dice (game, first);
  g_assert_true (cy_dice_game_keep (game, 0x01, NULL));
  g_assert_true (cy_dice_game_roll (game, NULL));
  cy_dice_game_get_dice (game, second);
  g_assert_true (cy_dice_game_score (game, 11, NULL));
  g_assert_cmpint (cy_dice_game_get_score (game, 1, 11), >=, 0);
  saved = cy_dice_game_save_to_bytes (game);

  g_assert_true (cy_dice_game_can_undo (game, 0));
  g_assert_true (cy_dice_game_undo (game, 0, NULL));

  /* Everything as before Ann's score. */
  g_assert_cmpuint (cy_dice_game_get_to_move (game), ==, 0);
  g_assert_cmpuint (cy_dice_game_get_rolls_used (game), ==, 1);
  g_assert_cmpuint (cy_dice_game_get_used (game, 0), ==, 0);
  g_assert_cmpuint (cy_dice_game_get_used (game, 1), ==, 0);
  assert_dice (game, "12345");
  g_assert_true (cy_dice_game_check_invariants (game, NULL));

  /* Ann writes elsewhere; Bob's rolls come again as he keeps alike. */
  score (game, "ones");
  g_assert_true (cy_dice_game_roll (game, NULL));
  cy_dice_game_get_dice (game, again);
  g_assert_cmpmem (first, sizeof first, again, sizeof again);
  g_assert_true (cy_dice_game_keep (game, 0x01, NULL));
  g_assert_true (cy_dice_game_roll (game, NULL));
  cy_dice_game_get_dice (game, again);
  g_assert_cmpmem (second, sizeof second, again, sizeof again);
  g_assert_true (cy_dice_game_score (game, 11, NULL));

  /* Taken back again, Ann rolls instead of writing: her dice are new ones,
   * not Bob's, and Bob's turn is then his own, from the generator. */
  g_assert_true (cy_dice_game_undo (game, 0, NULL));
  g_assert_true (cy_dice_game_roll (game, NULL));
  cy_dice_game_get_dice (game, again);
  g_assert_true (memcmp (again, first, sizeof first) != 0);
  g_assert_false (cy_dice_game_can_undo (game, 0));
  score (game, "twos");
  g_assert_true (cy_dice_game_roll (game, NULL));
  cy_dice_game_get_dice (game, again);
  g_assert_true (memcmp (again, first, sizeof first) != 0);
  g_assert_true (cy_dice_game_score (game, 11, NULL));

  /* Ann's own next roll ends it. */
  g_assert_true (cy_dice_game_can_undo (game, 0));
  dice_test_roll (game, "66666");
  g_assert_false (cy_dice_game_can_undo (game, 0));
  assert_refused (game, do_undo, GUINT_TO_POINTER (0), "There is no score to take back");

  /* A resumed game can take it back too; Bob then rolls afresh. */
  loaded = cy_dice_game_load_from_bytes (saved, NULL);
  g_assert_nonnull (loaded);
  g_assert_true (cy_dice_game_undo (loaded, 0, NULL));
  g_assert_true (cy_dice_game_check_invariants (loaded, NULL));
  g_assert_cmpuint (cy_dice_game_get_to_move (loaded), ==, 0);

  /* Another person's action ends it: Cy, a person, rolls after Bob. */
  dice_test_roll (hot_seat, "12345");
  score (hot_seat, "choice");
  g_assert_true (cy_dice_game_roll (hot_seat, NULL));
  g_assert_true (cy_dice_game_score (hot_seat, 0, NULL));
  g_assert_true (cy_dice_game_can_undo (hot_seat, 0));
  g_assert_true (cy_dice_game_roll (hot_seat, NULL));
  g_assert_false (cy_dice_game_can_undo (hot_seat, 0));
}

/* Takes a score back while the next seat's computer player is scheduled
 * (@in_thread: or already deciding in its thread): the computer must not
 * act for the person, whose turn it is again, and who then chooses. */
static void
check_undo_while_computer_thinks (gboolean in_thread)
{
  CyPlayer *players[2] = {
    cy_player_new ("Ann", CY_PLAYER_KIND_HUMAN),
    cy_player_new ("Bob", CY_PLAYER_KIND_HARD),
  };
  g_autoptr(CyDiceGame) game = cy_dice_game_new (CY_DICE_RULES_YACHT_BONUS, players, 2, 31);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 8);
  g_autoptr(GError) error = NULL;

  for (guint p = 0; p < 2; p++)
    g_object_unref (players[p]);

  cy_match_set_pace (match, CY_MATCH_PACE_NORMAL);
  cy_match_start (match);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_HUMAN_TO_MOVE);
  g_assert_true (cy_dice_game_roll (game, NULL));
  g_assert_true (cy_dice_game_score (game, 10, NULL));   /* Choice */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_COMPUTER_THINKING);
  if (in_thread)
    {
      /* Wait out the pace's delay: the decision is then under way. */
      for (guint i = 0; i < 400 && cy_dice_game_get_rolls_used (game) == 0 &&
                        g_main_context_pending (NULL) == FALSE; i++)
        g_usleep (5000);
      g_main_context_iteration (NULL, FALSE);
    }

  g_assert_true (cy_match_get_can_undo (match));
  g_assert_true (cy_match_undo (match, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cy_dice_game_get_score (game, 0, 10), ==, -1);

  /* Long enough for any computer turn at this pace to have happened. */
  for (guint i = 0; i < 300; i++)
    {
      g_usleep (10000);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }

  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_HUMAN_TO_MOVE);
  g_assert_cmpint (cy_match_get_acting_seat (match), ==, 0);
  g_assert_cmpuint (cy_dice_game_get_to_move (game), ==, 0);
  g_assert_cmpuint (cy_dice_game_get_used (game, 0), ==, 0);
  g_assert_cmpuint (cy_dice_game_get_used (game, 1), ==, 0);
  g_assert_cmpuint (cy_dice_game_get_rolls_used (game), ==, 1);
  cy_match_stop (match);
}

static void
test_undo_while_computer_scheduled (void)
{
  check_undo_while_computer_thinks (FALSE);
}

static void
test_undo_while_computer_decides (void)
{
  check_undo_while_computer_thinks (TRUE);
}

/* The yahtzee rules' Yahtzee bonus and forced Joker through a whole
 * solitaire game, every total worked out by hand. */
static void
test_yahtzee_joker (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YAHTZEE, 1, 3);
  const struct { const char *dice; const char *key; guint total; } turns[] = {
    { "66666", "yahtzee", 50 },              /* the box open: anywhere */
    { "66666", "sixes", 50 + 30 + 100 },     /* forced into Sixes, the bonus */
    { "66666", "large-straight", 320 },      /* Sixes filled: any lower box, in full */
    { "33333", "threes", 320 + 15 + 100 },
    { "11112", "ones", 439 },
    { "22221", "twos", 447 },
    { "44441", "fours", 463 + 35 },          /* 73 in Ones to Sixes: the bonus of 35 */
    { "55551", "fives", 518 },
    { "66666", "full-house", 518 + 125 },    /* every upper box filled: Full House 25 */
    { "55555", "small-straight", 643 + 130 },
    { "12346", "chance", 773 + 16 },
    { "22222", "four-of-a-kind", 789 + 110 },
    { "11111", "three-of-a-kind", 899 + 105 },
  };
  guint category;

  g_assert_cmpuint (G_N_ELEMENTS (turns), ==, 13);
  for (guint t = 0; t < G_N_ELEMENTS (turns); t++)
    {
      dice_test_roll (game, turns[t].dice);

      if (t == 1)
        {
          g_assert_true (cy_dice_category_from_key (CY_DICE_RULES_YAHTZEE, "full-house", &category));
          assert_refused (game, do_score, GUINT_TO_POINTER (category),
                          "The Joker rule: five equal dice go into Sixes while it is open");
        }
      if (t == 2)
        assert_refused (game, do_score, GUINT_TO_POINTER (0),
                        "The Joker rule: five equal dice go into an open lower category while there is one");
      if (t == 4)
        /* Not five equal: no Joker, anything open. */
        g_assert_true (cy_dice_game_may_score (game, 1, NULL));

      score (game, turns[t].key);
      g_assert_cmpuint (cy_dice_game_get_total (game, 0), ==, turns[t].total);
    }

  g_assert_true (cy_dice_game_is_over (game));
  g_assert_cmpuint (cy_dice_game_get_yacht_bonus (game, 0), ==, 700);
  g_assert_cmpuint (cy_dice_game_get_bonus (game, 0), ==, 35);
  g_assert_cmpuint (cy_dice_game_get_round (game), ==, 13);
}

/* A Yahtzee box holding 0: the Joker still rules, without the bonus; with
 * every lower box filled, a 0 in an open upper box. */
static void
test_yahtzee_joker_zero (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YAHTZEE, 1, 4);
  const char *lower[] = { "yahtzee", "three-of-a-kind", "four-of-a-kind", "full-house",
                          "small-straight", "large-straight", "chance" };
  CyDiceSeatView view;

  for (guint i = 0; i < G_N_ELEMENTS (lower); i++)
    {
      dice_test_roll (game, "12346");
      score (game, lower[i]);
    }
  g_assert_cmpuint (cy_dice_game_get_total (game, 0), ==, 30 + 16);

  dice_test_roll (game, "55555");
  for (guint c = 0; c < 13; c++)
    g_assert_cmpint (cy_dice_game_may_score (game, c, NULL), ==, c == 4);
  score (game, "fives");
  g_assert_cmpuint (cy_dice_game_get_total (game, 0), ==, 46 + 25);
  g_assert_cmpuint (cy_dice_game_get_yacht_bonus (game, 0), ==, 0);

  dice_test_roll (game, "55555");
  for (guint c = 0; c < 13; c++)
    g_assert_cmpint (cy_dice_game_may_score (game, c, NULL), ==, c < 6 && c != 4);
  cy_dice_game_get_seat_view (game, 0, &view);
  g_assert_false (cy_dice_seat_view_is_yacht_live (&view, 0));
  score (game, "sixes");
  g_assert_cmpint (cy_dice_game_get_score (game, 0, 5), ==, 0);
  g_assert_cmpuint (cy_dice_game_get_total (game, 0), ==, 71);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  cy_dice_game_register_match_loader ();

  g_test_add_data_func ("/dice/game/log/you", GUINT_TO_POINTER (1), test_log_you);
  g_test_add_data_func ("/dice/game/log/friends", GUINT_TO_POINTER (2), test_log_you);
  g_test_add_func ("/dice/game/new", test_new_game);
  g_test_add_func ("/dice/game/yahtzee-joker", test_yahtzee_joker);
  g_test_add_func ("/dice/game/yahtzee-joker-zero", test_yahtzee_joker_zero);
  g_test_add_func ("/dice/game/turn", test_turn);
  g_test_add_func ("/dice/game/refusals", test_refusals);
  g_test_add_func ("/dice/game/undo", test_undo);
  g_test_add_func ("/dice/game/undo-after-computer", test_undo_after_computer);
  g_test_add_func ("/dice/game/bonus-and-totals", test_bonus_and_totals);
  g_test_add_func ("/dice/game/match-play", test_match_play);
  g_test_add_func ("/dice/game/computer-keeps-shown", test_computer_keeps_shown);
  g_test_add_func ("/dice/game/same-seed", test_same_seed_same_dice);
  g_test_add_func ("/dice/game/seat-view", test_seat_view);
  g_test_add_func ("/dice/game/apply-refused", test_apply_refused);
  g_test_add_func ("/dice/game/match-controller", test_match_controller);
  g_test_add_func ("/dice/game/undo-while-computer-scheduled", test_undo_while_computer_scheduled);
  g_test_add_func ("/dice/game/undo-while-computer-decides", test_undo_while_computer_decides);
  g_test_add_func ("/dice/save/corrupt", test_corrupt_saves);
  g_test_add_func ("/dice/save/flipped-bytes", test_flipped_bytes);

  return g_test_run ();
}
