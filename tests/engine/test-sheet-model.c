/* test-sheet-model.c: Yacht's and Card Yacht's sheets as CySheetModel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every expectation is worked out by hand from design.md section 7
 * (Yacht) and the Card Yacht rules.
 */
#include <string.h>

#include "cy-dice-game.h"
#include "cy-game.h"
#include "cy-game-sheet.h"
#include "test-dice-util.h"

static void
score (CyDiceGame *game,
       const char *key)
{
  g_autoptr(GError) error = NULL;
  guint category;

  g_assert_true (cy_dice_category_from_key (cy_dice_game_get_rules (game), key, &category));
  g_assert_true (cy_dice_game_score (game, category, &error));
  g_assert_no_error (error);
}

/* The sheet's row that holds @key. */
static guint
row_of (CySheetModel *model,
        const char   *key)
{
  CyDiceRules rules = cy_dice_game_get_rules (CY_DICE_GAME (model));
  guint category;

  g_assert_true (cy_dice_category_from_key (rules, key, &category));
  for (guint row = 0; row < cy_sheet_model_get_n_rows (model); row++)
    {
      CySheetModelRow info;

      cy_sheet_model_get_row (model, row, &info);
      if (info.kind == CY_SHEET_MODEL_ROW_CATEGORY && info.category == category)
        return row;
    }
  g_assert_not_reached ();
}

static void
count_change (CySheetModel *model,
              guint        *n)
{
  (*n)++;
}

/* With the bonus: Ones to Sixes, Subtotal, Bonus, the six lower
 * categories, Total. The 1938 rules: the twelve categories and Total. */
static void
test_dice_rows (void)
{
  static const struct {
    CyDiceRules rules;
    guint n_rows;
    CySheetModelRowKind kinds[16];
    gboolean starts[16];
  } cases[] = {
    { CY_DICE_RULES_YACHT_BONUS, 15,
      { 0, 0, 0, 0, 0, 0, CY_SHEET_MODEL_ROW_SUBTOTAL, CY_SHEET_MODEL_ROW_BONUS, 0, 0, 0, 0, 0, 0, CY_SHEET_MODEL_ROW_TOTAL },
      { 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1 } },
    { CY_DICE_RULES_YACHT_1938, 13,
      { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, CY_SHEET_MODEL_ROW_TOTAL },
      { 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(CyDiceGame) game = dice_test_game_new (cases[i].rules, 1, 1);
      CySheetModel *model = CY_SHEET_MODEL (game);
      guint next_category = 0;

      g_assert_cmpuint (cy_sheet_model_get_n_rows (model), ==, cases[i].n_rows);
      for (guint row = 0; row < cases[i].n_rows; row++)
        {
          CySheetModelRow info;
          g_autofree char *requirement = cy_sheet_model_dup_requirement (model, row);

          cy_sheet_model_get_row (model, row, &info);
          g_assert_cmpint (info.kind, ==, cases[i].kinds[row]);
          g_assert_cmpint (info.starts_section, ==, cases[i].starts[row]);
          g_assert_nonnull (info.label);
          g_assert_cmpstr (requirement, !=, "");
          /* The categories come in the rule set's order. */
          if (info.kind == CY_SHEET_MODEL_ROW_CATEGORY)
            {
              g_assert_cmpuint (info.category, ==, next_category);
              g_assert_cmpstr (info.label, ==, cy_dice_category_get_label (cases[i].rules, next_category));
              next_category++;
            }
        }
      g_assert_cmpuint (next_category, ==, 12);
    }
}

/* A turn: nothing to write before the roll; then what the dice would
 * score, for the seat to move only; then the score, the dice it was made
 * with, the sums. */
static void
test_dice_turn (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 2, 1);
  CySheetModel *model = CY_SHEET_MODEL (game);
  guint threes = row_of (model, "threes");
  guint full_house = row_of (model, "full-house");
  guint yacht = row_of (model, "yacht");
  guint changes = 0, target = 0;
  g_autofree char *made_with = NULL;

  g_signal_connect (model, "sheet-changed", G_CALLBACK (count_change), &changes);

  g_assert_cmpint (cy_sheet_model_get_current_seat (model), ==, 0);
  g_assert_cmpint (cy_sheet_model_get_potential (model, threes, 0), ==, -1);

  dice_test_roll (game, "35353");
  g_assert_cmpuint (changes, >, 0);
  g_assert_cmpint (cy_sheet_model_get_potential (model, threes, 0), ==, 9);
  g_assert_cmpint (cy_sheet_model_get_potential (model, full_house, 0), ==, 19);  /* the sum of all five */
  g_assert_cmpint (cy_sheet_model_get_potential (model, yacht, 0), ==, 0);
  g_assert_cmpint (cy_sheet_model_get_potential (model, threes, 1), ==, -1);
  /* Sums are never written by choice. */
  g_assert_cmpint (cy_sheet_model_get_potential (model, 6, 0), ==, -1);
  g_assert_cmpint (cy_sheet_model_get_potential (model, 14, 0), ==, -1);

  changes = 0;
  score (game, "threes");
  g_assert_cmpuint (changes, >, 0);
  g_assert_cmpint (cy_sheet_model_get_value (model, threes, 0), ==, 9);
  made_with = cy_sheet_model_describe_score (model, threes, 0);
  g_assert_cmpstr (made_with, ==, "5 5 3 3 3");
  g_assert_null (cy_sheet_model_describe_score (model, full_house, 0));
  g_assert_cmpint (cy_sheet_model_get_value (model, full_house, 0), ==, -1);
  g_assert_cmpint (cy_sheet_model_get_potential (model, full_house, 0), ==, -1);
  g_assert_cmpint (cy_sheet_model_get_value (model, 6, 0), ==, 9);    /* Subtotal */
  g_assert_cmpint (cy_sheet_model_get_value (model, 7, 0), ==, -1);   /* Bonus: not decided */
  g_assert_cmpuint (cy_sheet_model_get_progress (model, 7, 0, &target), ==, 9);
  g_assert_cmpuint (target, ==, 63);
  g_assert_cmpint (cy_sheet_model_get_value (model, 14, 0), ==, 9);   /* Total */
  g_assert_cmpint (cy_sheet_model_get_value (model, 14, 1), ==, 0);
  g_assert_cmpint (cy_sheet_model_get_current_seat (model), ==, 1);
  g_assert_cmpuint (cy_sheet_model_get_winners (model), ==, 0);
  g_assert_cmpstr (cy_sheet_model_get_player_name (model, 1), ==, "Bob");

  /* Taken back: open again, and what the dice would score is back. */
  g_assert_true (cy_dice_game_undo (game, 0, NULL));
  g_assert_cmpint (cy_sheet_model_get_value (model, threes, 0), ==, -1);
  g_assert_cmpint (cy_sheet_model_get_potential (model, threes, 0), ==, 9);
  g_assert_cmpint (cy_sheet_model_get_value (model, 14, 0), ==, 0);
}

/* The bonus is decided as soon as the subtotal reaches 63 (35), or once
 * Ones to Sixes are all written below it (0); a solitaire game ends with
 * its one player the winner. */
static void
test_dice_bonus (void)
{
  static const char *upper[] = { "ones", "twos", "threes", "fours", "fives", "sixes" };
  static const char *lower[] = { "small-straight", "large-straight", "full-house", "four-of-a-kind", "choice", "yacht" };
  g_autoptr(CyDiceGame) reached = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 1, 1);
  g_autoptr(CyDiceGame) missed = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 1, 1);
  CySheetModel *model = CY_SHEET_MODEL (reached);

  /* Five of each face: 5 + 10 + 15 + 20 = 50 after Fours, 75 after Fives. */
  for (guint i = 0; i < 6; i++)
    {
      char dice[6];

      memset (dice, '1' + (int) i, 5);
      dice[5] = '\0';
      dice_test_roll (reached, dice);
      score (reached, upper[i]);
      if (i < 4)
        g_assert_cmpint (cy_sheet_model_get_value (model, 7, 0), ==, -1);
      else
        g_assert_cmpint (cy_sheet_model_get_value (model, 7, 0), ==, 35);
    }
  g_assert_cmpint (cy_sheet_model_get_value (model, 6, 0), ==, 105);

  /* One of each face: 1 + 2 + 3 + 4 + 5 + 6 = 21, decided at Sixes. */
  model = CY_SHEET_MODEL (missed);
  for (guint i = 0; i < 6; i++)
    {
      dice_test_roll (missed, i == 0 ? "12346" : "12345");
      if (i == 5)
        dice_test_roll (missed, "12346");
      score (missed, upper[i]);
      g_assert_cmpint (cy_sheet_model_get_value (model, 7, 0), ==, i < 5 ? -1 : 0);
    }
  g_assert_cmpint (cy_sheet_model_get_value (model, 6, 0), ==, 21);

  for (guint i = 0; i < 6; i++)
    {
      dice_test_roll (missed, "11111");
      score (missed, lower[i]);
    }
  /* 21 + 0 + 0 + 0 + 5 (Four of a Kind of ones) + 5 (Choice) + 50 (Yacht) */
  g_assert_true (cy_dice_game_is_over (missed));
  g_assert_cmpint (cy_sheet_model_get_value (model, 14, 0), ==, 81);
  g_assert_cmpuint (cy_sheet_model_get_winners (model), ==, 1);
  g_assert_cmpint (cy_sheet_model_get_current_seat (model), ==, -1);
}

/* Card Yacht's sheet: twelve categories, the Suited Bonus after them and
 * the Total; the bonus's progress counts toward 148. */
static void
test_card_yacht_rows (void)
{
  const char *names[] = { "Ann", "Bob" };
  CyPlayer *players[2];
  CyRuleOptions options;
  g_autoptr(CyGame) game = NULL;
  CySheetModel *model;
  guint target = 0;

  for (guint p = 0; p < 2; p++)
    players[p] = cy_player_new (names[p], CY_PLAYER_KIND_HUMAN);
  cy_rule_options_init_default (&options);
  game = cy_game_new (players, 2, &options, 3);
  for (guint p = 0; p < 2; p++)
    g_object_unref (players[p]);
  model = CY_SHEET_MODEL (game);

  g_assert_cmpuint (cy_sheet_model_get_n_rows (model), ==, CY_SCORE_SHEET_N_ROWS);
  for (guint row = 0; row < CY_SCORE_SHEET_N_ROWS; row++)
    {
      CySheetModelRow info;

      cy_sheet_model_get_row (model, row, &info);
      g_assert_cmpstr (info.label, ==, cy_score_sheet_row_get_label (row));
      g_assert_cmpint (info.kind, ==, row < CY_N_CATEGORIES ? CY_SHEET_MODEL_ROW_CATEGORY
                                      : row == CY_SCORE_SHEET_ROW_SUITED_BONUS ? CY_SHEET_MODEL_ROW_BONUS
                                      : CY_SHEET_MODEL_ROW_TOTAL);
      g_assert_cmpint (info.starts_section, ==, row == CY_CATEGORY_SPADES || row == CY_SCORE_SHEET_ROW_SUITED_BONUS);
      if (row < CY_N_CATEGORIES)
        {
          g_assert_cmpuint (info.category, ==, row);
          /* Nothing to write before the first hand is over. */
          g_assert_cmpint (cy_sheet_model_get_potential (model, row, 0), ==, -1);
          g_assert_cmpint (cy_sheet_model_get_value (model, row, 0), ==, -1);
        }
    }

  g_assert_cmpint (cy_sheet_model_get_value (model, CY_SCORE_SHEET_ROW_SUITED_BONUS, 1), ==, -1);
  g_assert_cmpuint (cy_sheet_model_get_progress (model, CY_SCORE_SHEET_ROW_SUITED_BONUS, 1, &target), ==, 0);
  g_assert_cmpuint (target, ==, 148);
  g_assert_cmpint (cy_sheet_model_get_value (model, CY_SCORE_SHEET_ROW_TOTAL, 1), ==, 0);
  g_assert_cmpuint (cy_sheet_model_get_winners (model), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/sheet-model/dice/rows", test_dice_rows);
  g_test_add_func ("/engine/sheet-model/dice/turn", test_dice_turn);
  g_test_add_func ("/engine/sheet-model/dice/bonus", test_dice_bonus);
  g_test_add_func ("/engine/sheet-model/card-yacht/rows", test_card_yacht_rows);

  return g_test_run ();
}
