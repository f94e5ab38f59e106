/* test-dice-rules.c: scoring five dice in every rule set of Yacht
 *
 * Every category on every one of the 252 distinct rolls, against a second
 * scorer written here from design.md section 7 in another way (the dice
 * as a sorted string), plus cases worked out by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cy-dice-rules.h"
#include "cy-dice-turn.h"
#include "cy-error.h"

/* Section 7's keys, in its order, for each rule set. */
static const char * const keys_of[CY_DICE_N_RULES][CY_DICE_MAX_CATEGORIES + 1] = {
  [CY_DICE_RULES_YACHT_BONUS] = {
    "ones", "twos", "threes", "fours", "fives", "sixes", "choice", "four-of-a-kind",
    "full-house", "small-straight", "large-straight", "yacht", NULL,
  },
  [CY_DICE_RULES_YACHT_1938] = {
    "ones", "twos", "threes", "fours", "fives", "sixes", "full-house", "four-of-a-kind",
    "small-straight", "big-straight", "choice", "yacht", NULL,
  },
  [CY_DICE_RULES_YATZY] = {
    "ones", "twos", "threes", "fours", "fives", "sixes", "one-pair", "two-pairs", "three-of-a-kind",
    "four-of-a-kind", "small-straight", "large-straight", "full-house", "chance", "yatzy", NULL,
  },
  [CY_DICE_RULES_YAHTZEE] = {
    "ones", "twos", "threes", "fours", "fives", "sixes", "three-of-a-kind", "four-of-a-kind",
    "full-house", "small-straight", "large-straight", "chance", "yahtzee", NULL,
  },
};

/* The second scorer. @sorted is five digits in ascending order, "12234". */
static guint
count_of (const char *sorted,
          char        face)
{
  guint n = 0;

  for (const char *p = sorted; *p; p++)
    n += *p == face;
  return n;
}

/* The distinct faces, ascending: "1234" for "12234". */
static void
distinct (const char *sorted,
          char        out[7])
{
  guint n = 0;

  for (const char *p = sorted; *p; p++)
    if (n == 0 || out[n - 1] != *p)
      out[n++] = *p;
  out[n] = '\0';
}

/* The highest face that appears at least @n times, times @n; 0 if none. */
static guint
n_of (const char *sorted,
      guint       n)
{
  for (char f = '6'; f >= '1'; f--)
    if (count_of (sorted, f) >= n)
      return n * (guint) (f - '0');
  return 0;
}

static guint
expected_score (CyDiceRules  rules,
                const char  *key,
                const char  *sorted)
{
  char faces[7];
  guint sum = 0;
  guint largest = 0;
  guint pairs = 0, pair_points = 0;
  gboolean pair = FALSE;
  gboolean triple = FALSE;
  gboolean four_run, five_run;

  distinct (sorted, faces);
  for (const char *p = sorted; *p; p++)
    sum += (guint) (*p - '0');
  for (char f = '1'; f <= '6'; f++)
    {
      largest = MAX (largest, count_of (sorted, f));
      pair |= count_of (sorted, f) == 2;
      triple |= count_of (sorted, f) == 3;
      if (count_of (sorted, f) >= 2)
        {
          pairs++;
          pair_points += 2 * (guint) (f - '0');
        }
    }
  four_run = strstr (faces, "1234") || strstr (faces, "2345") || strstr (faces, "3456");
  five_run = strcmp (faces, "12345") == 0 || strcmp (faces, "23456") == 0;

  for (guint face = 1; face <= 6; face++)
    if (strcmp (key, keys_of[0][face - 1]) == 0)
      return face * count_of (sorted, (char) ('0' + face));

  if (strcmp (key, "choice") == 0 || strcmp (key, "chance") == 0)
    return sum;
  if (strcmp (key, "yacht") == 0 || strcmp (key, "yatzy") == 0 || strcmp (key, "yahtzee") == 0)
    return largest == 5 ? 50 : 0;
  if (strcmp (key, "full-house") == 0)
    return !(pair && triple) ? 0 : rules == CY_DICE_RULES_YAHTZEE ? 25 : sum;
  if (strcmp (key, "one-pair") == 0)
    return n_of (sorted, 2);
  if (strcmp (key, "two-pairs") == 0)
    return pairs == 2 ? pair_points : 0;
  if (strcmp (key, "three-of-a-kind") == 0)
    {
      if (largest < 3)
        return 0;
      return rules == CY_DICE_RULES_YATZY ? n_of (sorted, 3) : sum;
    }
  if (strcmp (key, "four-of-a-kind") == 0)
    {
      if (largest < 4)
        return 0;
      /* The face that appears four or five times, four times over. */
      return rules == CY_DICE_RULES_YACHT_1938 || rules == CY_DICE_RULES_YATZY ? n_of (sorted, 4) : sum;
    }
  if (strcmp (key, "small-straight") == 0)
    switch (rules)
      {
      case CY_DICE_RULES_YACHT_1938: return strcmp (faces, "12345") == 0 ? 30 : 0;
      case CY_DICE_RULES_YATZY:      return strcmp (faces, "12345") == 0 ? 15 : 0;
      case CY_DICE_RULES_YAHTZEE:    return four_run ? 30 : 0;
      default:                       return four_run ? 15 : 0;
      }
  if (strcmp (key, "large-straight") == 0)
    switch (rules)
      {
      case CY_DICE_RULES_YATZY:   return strcmp (faces, "23456") == 0 ? 20 : 0;
      case CY_DICE_RULES_YAHTZEE: return five_run ? 40 : 0;
      default:                    return five_run ? 30 : 0;
      }
  if (strcmp (key, "big-straight") == 0)
    return strcmp (faces, "23456") == 0 ? 30 : 0;

  g_error ("no expectation for %s", key);
}

static void
test_keys (void)
{
  static const guint n_categories[] = { 12, 12, 15, 13 };
  static const guint bonuses[] = { 35, 0, 50, 35 };
  CyDiceRules rules;
  guint category;

  g_assert_cmpuint (CY_DICE_N_RULES, ==, 4);
  g_assert_cmpstr (cy_dice_rules_get_key (CY_DICE_RULES_YACHT_BONUS), ==, "yacht-bonus");
  g_assert_cmpstr (cy_dice_rules_get_key (CY_DICE_RULES_YACHT_1938), ==, "yacht-1938");
  g_assert_cmpstr (cy_dice_rules_get_key (CY_DICE_RULES_YATZY), ==, "yatzy");
  g_assert_cmpstr (cy_dice_rules_get_key (CY_DICE_RULES_YAHTZEE), ==, "yahtzee");
  g_assert_true (cy_dice_rules_has_bonus (CY_DICE_RULES_YACHT_BONUS));
  g_assert_false (cy_dice_rules_has_bonus (CY_DICE_RULES_YACHT_1938));
  g_assert_true (cy_dice_rules_has_joker (CY_DICE_RULES_YAHTZEE));

  for (guint r = 0; r < CY_DICE_N_RULES; r++)
    {
      g_assert_cmpuint (cy_dice_rules_get_n_categories (r), ==, n_categories[r]);
      g_assert_cmpuint (cy_dice_rules_get_bonus (r), ==, bonuses[r]);
      g_assert_cmpuint (cy_dice_rules_get_all (r), ==, (1u << n_categories[r]) - 1);
      g_assert_cmpuint (cy_dice_rules_get_yacht_category (r), ==, n_categories[r] - 1);
      g_assert_cmpint (cy_dice_rules_has_joker (r), ==, r == CY_DICE_RULES_YAHTZEE);
      g_assert_nonnull (cy_dice_rules_get_description (r));
      g_assert_null (keys_of[r][n_categories[r]]);
      g_assert_true (cy_dice_rules_from_key (cy_dice_rules_get_key (r), &rules));
      g_assert_cmpint (rules, ==, r);

      /* Section 7's keys, in its order: the sheet and the CLI's JSON. */
      for (guint c = 0; c < n_categories[r]; c++)
        {
          g_assert_cmpstr (cy_dice_category_get_key (r, c), ==, keys_of[r][c]);
          g_assert_true (cy_dice_category_from_key (r, keys_of[r][c], &category));
          g_assert_cmpuint (category, ==, c);
          g_assert_nonnull (cy_dice_category_get_label (r, c));
          g_assert_nonnull (cy_dice_category_get_requirement (r, c));
        }
    }

  g_assert_false (cy_dice_category_from_key (CY_DICE_RULES_YACHT_BONUS, "big-straight", &category));
  g_assert_false (cy_dice_category_from_key (CY_DICE_RULES_YACHT_1938, "large-straight", &category));
  g_assert_false (cy_dice_category_from_key (CY_DICE_RULES_YACHT_1938, "Yacht", &category));
  g_assert_false (cy_dice_category_from_key (CY_DICE_RULES_YAHTZEE, "yacht", &category));
  g_assert_false (cy_dice_category_from_key (CY_DICE_RULES_YAHTZEE, "one-pair", &category));
  g_assert_false (cy_dice_category_from_key (CY_DICE_RULES_YATZY, "yahtzee", &category));
  g_assert_false (cy_dice_rules_from_key ("Yatzy", &rules));
  g_assert_false (cy_dice_rules_from_key ("yacht", &rules));
  g_assert_false (cy_dice_rules_from_key (NULL, &rules));

  g_assert_true (cy_dice_category_is_straight (CY_DICE_RULES_YACHT_1938, 8));
  g_assert_true (cy_dice_category_is_straight (CY_DICE_RULES_YACHT_1938, 9));
  g_assert_false (cy_dice_category_is_straight (CY_DICE_RULES_YACHT_1938, 10));
  g_assert_true (cy_dice_category_is_straight (CY_DICE_RULES_YACHT_BONUS, 9));
  g_assert_true (cy_dice_category_is_straight (CY_DICE_RULES_YACHT_BONUS, 10));
  g_assert_false (cy_dice_category_is_straight (CY_DICE_RULES_YACHT_BONUS, 11));
  g_assert_true (cy_dice_category_is_straight (CY_DICE_RULES_YATZY, 10));
  g_assert_true (cy_dice_category_is_straight (CY_DICE_RULES_YATZY, 11));
  g_assert_false (cy_dice_category_is_straight (CY_DICE_RULES_YATZY, 12));
  g_assert_true (cy_dice_category_is_straight (CY_DICE_RULES_YAHTZEE, 9));
  g_assert_true (cy_dice_category_is_straight (CY_DICE_RULES_YAHTZEE, 10));
  g_assert_false (cy_dice_category_is_straight (CY_DICE_RULES_YAHTZEE, 8));
}

/* All 252 sorted rolls, each in three orders, against the second scorer. */
static void
test_every_roll (void)
{
  guint n_rolls = 0;
  guint scoring[CY_DICE_N_RULES][CY_DICE_MAX_CATEGORIES] = { { 0 } };
  guint best[CY_DICE_N_RULES][CY_DICE_MAX_CATEGORIES] = { { 0 } };

  for (guint8 a = 1; a <= 6; a++)
    for (guint8 b = a; b <= 6; b++)
      for (guint8 c = b; c <= 6; c++)
        for (guint8 d = c; d <= 6; d++)
          for (guint8 e = d; e <= 6; e++)
            {
              const guint8 orders[3][CY_DICE_N_DICE] = {
                { a, b, c, d, e }, { e, d, c, b, a }, { c, e, a, d, b },
              };
              char sorted[6] = { '0' + a, '0' + b, '0' + c, '0' + d, '0' + e, '\0' };

              n_rolls++;
              for (guint rules = 0; rules < CY_DICE_N_RULES; rules++)
                {
                  guint all[CY_DICE_MAX_CATEGORIES];

                  for (guint k = 0; k < cy_dice_rules_get_n_categories (rules); k++)
                    {
                      guint want = expected_score (rules, keys_of[rules][k], sorted);

                      for (guint o = 0; o < G_N_ELEMENTS (orders); o++)
                        if (cy_dice_score (rules, k, orders[o]) != want)
                          g_error ("%s: %s on %s scores %u, expected %u", cy_dice_rules_get_key (rules),
                                   keys_of[rules][k], sorted, cy_dice_score (rules, k, orders[o]), want);

                      /* Off the Joker, the score on any sheet is the pure one. */
                      g_assert_cmpuint (cy_dice_score_on_sheet (rules, k, 0, orders[1]), ==, want);
                      scoring[rules][k] += want > 0;
                      best[rules][k] = MAX (best[rules][k], want);
                      g_assert_cmpuint (want, <=, cy_dice_category_get_max_score (rules, k));
                    }

                  cy_dice_score_all (rules, orders[2], all);
                  for (guint k = 0; k < cy_dice_rules_get_n_categories (rules); k++)
                    g_assert_cmpuint (all[k], ==, cy_dice_score (rules, k, orders[0]));
                }
            }

  g_assert_cmpuint (n_rolls, ==, 252);

  /* How many of the 252 rolls meet each category, counted by hand:
   * a face is missing from 126 rolls (5 dice of the other 5 faces), so it
   * is there in 126; five equal: 6; full house: 6 x 5 = 30; at least four
   * equal: 6 x 5 + 6 = 36; at least three equal: 3+1+1 is 6 x C(5,2) = 60,
   * plus 30 full houses and 36 = 126; a pair: all but the 6 rolls of five
   * different faces, 246; two pairs of different faces: 2+2+1 is C(6,2) x 4
   * = 60, plus 30 full houses = 90; four in a row: 6 each for 1-4, 2-5 and
   * 3-6, less 12345 and 23456 counted twice = 16; five in a row: 2. */
  for (guint rules = 0; rules < CY_DICE_N_RULES; rules++)
    for (guint k = 0; k < CY_DICE_N_UPPER; k++)
      g_assert_cmpuint (scoring[rules][k], ==, 126);

  {
    static const guint bonus_counts[] = { 252, 36, 30, 16, 2, 6 };
    static const guint old_counts[] = { 30, 36, 1, 1, 252, 6 };
    static const guint yatzy_counts[] = { 246, 90, 126, 36, 1, 1, 30, 252, 6 };
    static const guint yahtzee_counts[] = { 126, 36, 30, 16, 2, 252, 6 };

    for (guint k = 0; k < G_N_ELEMENTS (bonus_counts); k++)
      g_assert_cmpuint (scoring[CY_DICE_RULES_YACHT_BONUS][CY_DICE_N_UPPER + k], ==, bonus_counts[k]);
    for (guint k = 0; k < G_N_ELEMENTS (old_counts); k++)
      g_assert_cmpuint (scoring[CY_DICE_RULES_YACHT_1938][CY_DICE_N_UPPER + k], ==, old_counts[k]);
    for (guint k = 0; k < G_N_ELEMENTS (yatzy_counts); k++)
      g_assert_cmpuint (scoring[CY_DICE_RULES_YATZY][CY_DICE_N_UPPER + k], ==, yatzy_counts[k]);
    for (guint k = 0; k < G_N_ELEMENTS (yahtzee_counts); k++)
      g_assert_cmpuint (scoring[CY_DICE_RULES_YAHTZEE][CY_DICE_N_UPPER + k], ==, yahtzee_counts[k]);
  }

  /* The best game of each set (section 7): each category at its best,
   * the bonus, and under the yahtzee rules twelve Yahtzee bonuses (the
   * Joker lets five equal dice score everywhere: the Full House and the
   * straights in full). */
  for (guint rules = 0; rules < CY_DICE_N_RULES; rules++)
    {
      guint total = 0, upper = 0;
      guint n = cy_dice_rules_get_n_categories (rules);

      for (guint k = 0; k < n; k++)
        {
          total += best[rules][k];
          g_assert_cmpuint (best[rules][k], ==, cy_dice_category_get_max_score (rules, k));
          if (k < CY_DICE_N_UPPER)
            upper += best[rules][k];
        }
      total += cy_dice_bonus (rules, upper);
      if (cy_dice_rules_has_joker (rules))
        total += (n - 1) * CY_DICE_YACHT_BONUS;
      g_assert_cmpuint (total, ==, cy_dice_rules_get_best_total (rules));
    }
  g_assert_cmpuint (cy_dice_rules_get_best_total (CY_DICE_RULES_YACHT_BONUS), ==, 323);
  g_assert_cmpuint (cy_dice_rules_get_best_total (CY_DICE_RULES_YACHT_1938), ==, 297);
  g_assert_cmpuint (cy_dice_rules_get_best_total (CY_DICE_RULES_YATZY), ==, 374);
  g_assert_cmpuint (cy_dice_rules_get_best_total (CY_DICE_RULES_YAHTZEE), ==, 1575);
}

typedef struct
{
  const char *dice;
  guint       scores[CY_DICE_MAX_CATEGORIES];   /* worked out by hand */
  const char *why;
} Case;

/*                                   1   2   3   4   5   6  CH  4K  FH  SS  LS  Y */
static const Case bonus_cases[] = {
  { "6 6 6 6 6",                 {   0,  0,  0,  0,  0, 30, 30, 30,  0,  0,  0, 50 }, "a Yacht is Four of a Kind, not Full House" },
  { "1 1 1 1 1",                 {   5,  0,  0,  0,  0,  0,  5,  5,  0,  0,  0, 50 }, "the smallest Yacht" },
  { "6 6 6 5 5",                 {   0,  0,  0,  0, 10, 18, 28, 0, 28,  0,  0,  0 }, "the best Full House" },
  { "2 2 3 3 3",                 {   0,  4,  9,  0,  0,  0, 13,  0, 13,  0,  0,  0 }, "Full House: the sum of all dice" },
  { "4 4 4 4 1",                 {   1,  0,  0, 16,  0,  0, 17, 17,  0,  0,  0,  0 }, "Four of a Kind: the sum of all five" },
  { "1 2 3 4 5",                 {   1,  2,  3,  4,  5,  0, 15,  0,  0, 15, 30,  0 }, "a Large Straight is a Small Straight too" },
  { "2 3 4 5 6",                 {   0,  2,  3,  4,  5,  6, 20,  0,  0, 15, 30,  0 }, "the other Large Straight" },
  { "3 4 5 6 6",                 {   0,  0,  3,  4,  5, 12, 24,  0,  0, 15,  0,  0 }, "3-4-5-6 is a Small Straight" },
  { "1 2 3 4 4",                 {   1,  2,  3,  8,  0,  0, 14,  0,  0, 15,  0,  0 }, "1-2-3-4 with a pair" },
  { "1 2 3 5 6",                 {   1,  2,  3,  0,  5,  6, 17,  0,  0,  0,  0,  0 }, "a gap: no straight" },
  { "1 3 4 5 6",                 {   1,  0,  3,  4,  5,  6, 19,  0,  0, 15,  0,  0 }, "3-4-5-6 and a one" },
  { "1 1 2 2 3",                 {   2,  4,  3,  0,  0,  0,  9,  0,  0,  0,  0,  0 }, "two pairs are nothing" },
  { "5 5 5 2 3",                 {   0,  2,  3,  0, 15,  0, 20,  0,  0,  0,  0,  0 }, "three of a kind is not enough" },
};

/*                                   1   2   3   4   5   6  FH  4K  SS  BS  CH  Y */
static const Case old_cases[] = {
  { "6 6 6 6 6",                 {   0,  0,  0,  0,  0, 30,  0, 24,  0,  0, 30, 50 }, "Yacht on Four of a Kind: only four dice count" },
  { "4 4 4 4 1",                 {   1,  0,  0, 16,  0,  0,  0, 16,  0,  0, 17,  0 }, "Four of a Kind: the four equal dice only" },
  { "2 2 2 2 6",                 {   0,  8,  0,  0,  0,  6,  0,  8,  0,  0, 14,  0 }, "the odd die does not count" },
  { "6 6 6 5 5",                 {   0,  0,  0,  0, 10, 18, 28,  0,  0,  0, 28,  0 }, "Full House: the sum of all dice" },
  { "1 2 3 4 5",                 {   1,  2,  3,  4,  5,  0,  0,  0, 30,  0, 15,  0 }, "the Small Straight is exactly 1-2-3-4-5" },
  { "2 3 4 5 6",                 {   0,  2,  3,  4,  5,  6,  0,  0,  0, 30, 20,  0 }, "the Big Straight is exactly 2-3-4-5-6" },
  { "1 2 3 4 4",                 {   1,  2,  3,  8,  0,  0,  0,  0,  0,  0, 14,  0 }, "four in a row is nothing here" },
  { "3 4 5 6 6",                 {   0,  0,  3,  4,  5, 12,  0,  0,  0,  0, 24,  0 }, "nor is 3-4-5-6" },
};

/*                                   1   2   3   4   5   6  1P  2P  3K  4K  SS  LS  FH  CH  Y */
static const Case yatzy_cases[] = {
  { "6 6 6 6 6",                 {   0,  0,  0,  0,  0, 30, 12,  0, 18, 24,  0,  0,  0, 30, 50 }, "five equal: neither Two Pairs nor a Full House" },
  { "3 3 3 3 5",                 {   0,  0, 12,  0,  5,  0,  6,  0,  9, 12,  0,  0,  0, 17,  0 }, "four equal dice are not Two Pairs" },
  { "6 6 5 5 5",                 {   0,  0,  0,  0, 15, 12, 12, 22, 15,  0,  0,  0, 27, 27,  0 }, "a Full House holds two pairs; One Pair takes the higher" },
  { "2 2 4 4 1",                 {   1,  4,  0,  8,  0,  0,  8, 12,  0,  0,  0,  0,  0, 13,  0 }, "Two Pairs: the four dice of the pairs" },
  { "1 1 3 5 6",                 {   2,  0,  3,  0,  5,  6,  2,  0,  0,  0,  0,  0,  0, 16,  0 }, "the only pair" },
  { "1 2 3 4 5",                 {   1,  2,  3,  4,  5,  0,  0,  0,  0,  0, 15,  0,  0, 15,  0 }, "the Small Straight is exactly 1-2-3-4-5" },
  { "2 3 4 5 6",                 {   0,  2,  3,  4,  5,  6,  0,  0,  0,  0,  0, 20,  0, 20,  0 }, "the Large Straight is exactly 2-3-4-5-6" },
  { "3 4 5 6 6",                 {   0,  0,  3,  4,  5, 12, 12,  0,  0,  0,  0,  0,  0, 24,  0 }, "four in a row is no straight" },
  { "4 4 4 2 1",                 {   1,  2,  0, 12,  0,  0,  8,  0, 12,  0,  0,  0,  0, 15,  0 }, "Three of a Kind: those three dice" },
};

/*                                   1   2   3   4   5   6  3K  4K  FH  SS  LS  CH  Y */
static const Case yahtzee_cases[] = {
  { "6 6 6 6 6",                 {   0,  0,  0,  0,  0, 30, 30, 30,  0,  0,  0, 30, 50 }, "off the Joker, a Yahtzee is no Full House" },
  { "2 2 2 5 5",                 {   0,  6,  0,  0, 10,  0, 16,  0, 25,  0,  0, 16,  0 }, "Full House: 25; Three of a Kind: all five" },
  { "4 4 4 4 1",                 {   1,  0,  0, 16,  0,  0, 17, 17,  0,  0,  0, 17,  0 }, "Four of a Kind: the sum of all five" },
  { "1 2 3 4 6",                 {   1,  2,  3,  4,  0,  6,  0,  0,  0, 30,  0, 16,  0 }, "four in a row: 30" },
  { "2 3 4 5 6",                 {   0,  2,  3,  4,  5,  6,  0,  0,  0, 30, 40, 20,  0 }, "five in a row: 40, and a Small Straight" },
  { "3 4 5 6 6",                 {   0,  0,  3,  4,  5, 12,  0,  0,  0, 30,  0, 24,  0 }, "3-4-5-6" },
  { "1 1 2 2 3",                 {   2,  4,  3,  0,  0,  0,  0,  0,  0,  0,  0,  9,  0 }, "two pairs are nothing" },
};

static void
check_cases (CyDiceRules  rules,
             const Case  *cases,
             guint        n_cases)
{
  for (guint i = 0; i < n_cases; i++)
    {
      g_auto(GStrv) parts = g_strsplit (cases[i].dice, " ", -1);
      g_autoptr(GError) error = NULL;
      guint8 dice[CY_DICE_N_DICE];

      g_assert_true (cy_dice_parse (parts, g_strv_length (parts), dice, &error));
      g_assert_no_error (error);

      for (guint k = 0; k < cy_dice_rules_get_n_categories (rules); k++)
        if (cy_dice_score (rules, k, dice) != cases[i].scores[k])
          g_error ("%s (%s): %s scores %u, expected %u", cases[i].dice, cases[i].why,
                   cy_dice_category_get_key (rules, k), cy_dice_score (rules, k, dice), cases[i].scores[k]);
    }
}

static void
test_cases (void)
{
  check_cases (CY_DICE_RULES_YACHT_BONUS, bonus_cases, G_N_ELEMENTS (bonus_cases));
  check_cases (CY_DICE_RULES_YACHT_1938, old_cases, G_N_ELEMENTS (old_cases));
  check_cases (CY_DICE_RULES_YATZY, yatzy_cases, G_N_ELEMENTS (yatzy_cases));
  check_cases (CY_DICE_RULES_YAHTZEE, yahtzee_cases, G_N_ELEMENTS (yahtzee_cases));
}

#define BIT(c) (1u << (c))
enum { ONES, TWOS, THREES, FOURS, FIVES, SIXES, TK, FK, FH, SS, LS, CH, YZ };

/* The Joker, case by case, worked out by hand. */
static void
test_joker (void)
{
  const CyDiceRules y = CY_DICE_RULES_YAHTZEE;
  const guint8 fives[CY_DICE_N_DICE] = { 5, 5, 5, 5, 5 };
  const guint8 almost[CY_DICE_N_DICE] = { 5, 5, 5, 5, 4 };
  const CyDiceCategorySet upper = CY_DICE_UPPER_SET;
  const CyDiceCategorySet lower = BIT (TK) | BIT (FK) | BIT (FH) | BIT (SS) | BIT (LS) | BIT (CH) | BIT (YZ);

  /* The Yahtzee box open: no Joker; five equal dice go anywhere open and
   * score as they are (no Full House, no straight). */
  g_assert_false (cy_dice_is_joker (y, 0, fives));
  g_assert_cmpuint (cy_dice_allowed (y, 0, fives), ==, upper | lower);
  g_assert_cmpuint (cy_dice_allowed (y, BIT (FIVES), fives), ==, (upper | lower) & ~BIT (FIVES));
  g_assert_cmpuint (cy_dice_score_on_sheet (y, FH, 0, fives), ==, 0);
  g_assert_cmpuint (cy_dice_score_on_sheet (y, LS, BIT (FIVES), fives), ==, 0);
  g_assert_cmpuint (cy_dice_score_on_sheet (y, YZ, BIT (FIVES), fives), ==, 50);

  /* The Yahtzee box filled, Fives open: Fives it must be (25). */
  g_assert_true (cy_dice_is_joker (y, BIT (YZ), fives));
  g_assert_cmpuint (cy_dice_allowed (y, BIT (YZ), fives), ==, BIT (FIVES));
  g_assert_cmpuint (cy_dice_allowed (y, BIT (YZ) | BIT (TK) | BIT (SIXES), fives), ==, BIT (FIVES));
  g_assert_cmpuint (cy_dice_score_on_sheet (y, FIVES, BIT (YZ), fives), ==, 25);

  /* Fives filled too: any open lower box, the Full House and the straights
   * in full; not an upper box. */
  {
    CyDiceCategorySet used = BIT (YZ) | BIT (FIVES) | BIT (ONES);

    g_assert_cmpuint (cy_dice_allowed (y, used, fives), ==, lower & ~BIT (YZ));
    g_assert_cmpuint (cy_dice_score_on_sheet (y, TK, used, fives), ==, 25);
    g_assert_cmpuint (cy_dice_score_on_sheet (y, FK, used, fives), ==, 25);
    g_assert_cmpuint (cy_dice_score_on_sheet (y, FH, used, fives), ==, 25);
    g_assert_cmpuint (cy_dice_score_on_sheet (y, SS, used, fives), ==, 30);
    g_assert_cmpuint (cy_dice_score_on_sheet (y, LS, used, fives), ==, 40);
    g_assert_cmpuint (cy_dice_score_on_sheet (y, CH, used, fives), ==, 25);
    /* Only what is open: */
    g_assert_cmpuint (cy_dice_allowed (y, used | BIT (FH) | BIT (CH), fives), ==,
                      BIT (TK) | BIT (FK) | BIT (SS) | BIT (LS));
  }

  /* Every lower box filled: a 0 in any open upper box. */
  {
    CyDiceCategorySet used = lower | BIT (FIVES) | BIT (TWOS);

    g_assert_cmpuint (cy_dice_allowed (y, used, fives), ==, BIT (ONES) | BIT (THREES) | BIT (FOURS) | BIT (SIXES));
    g_assert_cmpuint (cy_dice_score_on_sheet (y, SIXES, used, fives), ==, 0);
    g_assert_cmpuint (cy_dice_score_on_sheet (y, ONES, used, fives), ==, 0);
  }

  /* The Joker holds whether the Yahtzee box holds 50 or 0; the bonus of
   * 100 only on 50, and only for five equal dice. */
  g_assert_cmpuint (cy_dice_yacht_bonus (y, 50, fives), ==, 100);
  g_assert_cmpuint (cy_dice_yacht_bonus (y, 0, fives), ==, 0);
  g_assert_cmpuint (cy_dice_yacht_bonus (y, -1, fives), ==, 0);
  g_assert_cmpuint (cy_dice_yacht_bonus (y, 50, almost), ==, 0);
  g_assert_false (cy_dice_is_joker (y, BIT (YZ) | BIT (FIVES), almost));
  g_assert_cmpuint (cy_dice_allowed (y, BIT (YZ) | BIT (FIVES), almost), ==,
                    (upper | lower) & ~(BIT (YZ) | BIT (FIVES)));
  g_assert_cmpuint (cy_dice_score_on_sheet (y, FH, BIT (YZ) | BIT (FIVES), almost), ==, 0);

  /* No Joker in the other sets, whatever the sheet. */
  for (guint r = 0; r < CY_DICE_N_RULES; r++)
    if (r != CY_DICE_RULES_YAHTZEE)
      {
        CyDiceCategorySet used = BIT (cy_dice_rules_get_yacht_category (r)) | BIT (FIVES);

        g_assert_false (cy_dice_is_joker (r, used, fives));
        g_assert_cmpuint (cy_dice_allowed (r, used, fives), ==, cy_dice_rules_get_all (r) & ~used);
        g_assert_cmpuint (cy_dice_yacht_bonus (r, 50, fives), ==, 0);
        for (guint c = 0; c < cy_dice_rules_get_n_categories (r); c++)
          g_assert_cmpuint (cy_dice_score_on_sheet (r, c, used, fives), ==, cy_dice_score (r, c, fives));
      }
}

static void
test_bonus (void)
{
  g_assert_cmpuint (cy_dice_bonus (CY_DICE_RULES_YACHT_BONUS, 62), ==, 0);
  g_assert_cmpuint (cy_dice_bonus (CY_DICE_RULES_YACHT_BONUS, 63), ==, 35);   /* "equal to or greater" */
  g_assert_cmpuint (cy_dice_bonus (CY_DICE_RULES_YACHT_BONUS, 105), ==, 35);
  g_assert_cmpuint (cy_dice_bonus (CY_DICE_RULES_YACHT_BONUS, 0), ==, 0);
  g_assert_cmpuint (cy_dice_bonus (CY_DICE_RULES_YACHT_1938, 63), ==, 0);
  g_assert_cmpuint (cy_dice_bonus (CY_DICE_RULES_YACHT_1938, 105), ==, 0);
  g_assert_cmpuint (cy_dice_bonus (CY_DICE_RULES_YATZY, 62), ==, 0);
  g_assert_cmpuint (cy_dice_bonus (CY_DICE_RULES_YATZY, 63), ==, 50);
  g_assert_cmpuint (cy_dice_bonus (CY_DICE_RULES_YAHTZEE, 62), ==, 0);
  g_assert_cmpuint (cy_dice_bonus (CY_DICE_RULES_YAHTZEE, 63), ==, 35);
}

static void
test_parse (void)
{
  const struct { const char *text; const char *message; } bad[] = {
    { "1 2 3 4", "give exactly 5 dice, not 4 (e.g. 3 5 5 2 6)" },
    { "1 2 3 4 5 6", "give exactly 5 dice, not 6 (e.g. 3 5 5 2 6)" },
    { "1 2 3 4 7", "“7” is not a die: dice are 1 to 6" },
    { "0 2 3 4 5", "“0” is not a die: dice are 1 to 6" },
    { "1 2 x 4 5", "“x” is not a die: dice are 1 to 6" },
    { "1 2 -3 4 5", "“-3” is not a die: dice are 1 to 6" },
    { "1 2 3 4 5.0", "“5.0” is not a die: dice are 1 to 6" },
  };
  guint8 dice[CY_DICE_N_DICE] = { 9, 9, 9, 9, 9 };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(GStrv) parts = g_strsplit (bad[i].text, " ", -1);
      g_autoptr(GError) error = NULL;

      g_assert_false (cy_dice_parse (parts, g_strv_length (parts), dice, &error));
      g_assert_error (error, CY_ERROR, CY_ERROR_PARSE);
      g_assert_cmpstr (error->message, ==, bad[i].message);
    }

  {
    char *args[] = { "6", "1", "3", "1", "2", NULL };
    const guint8 want[CY_DICE_N_DICE] = { 6, 1, 3, 1, 2 };

    g_assert_true (cy_dice_parse (args, 5, dice, NULL));
    g_assert_cmpmem (dice, sizeof dice, want, sizeof want);
  }

  {
    const guint8 shown[CY_DICE_N_DICE] = { 3, 5, 1, 2, 6 };
    g_autofree char *all = cy_dice_to_string (shown, CY_DICE_MASK_ALL, FALSE);
    g_autofree char *sorted = cy_dice_to_string (shown, CY_DICE_MASK_ALL, TRUE);
    g_autofree char *some = cy_dice_to_string (shown, 0x13, TRUE);
    g_autofree char *none = cy_dice_to_string (shown, 0, TRUE);

    g_assert_cmpstr (all, ==, "3 5 1 2 6");
    g_assert_cmpstr (sorted, ==, "6 5 3 2 1");
    g_assert_cmpstr (some, ==, "6 5 3");
    g_assert_cmpstr (none, ==, "");
  }

  g_assert_cmpstr (cy_dice_face_get_name (5), ==, "five");
  g_assert_cmpstr (cy_dice_face_get_name (1), ==, "one");
}

/* The multiset tables the strategy is built on. */
static void
test_rolls_and_keeps (void)
{
  double total = 0.0;
  guint by_size[CY_DICE_N_DICE + 1] = { 0 };

  for (guint r = 0; r < CY_DICE_N_ROLLS_SORTED; r++)
    {
      guint8 dice[CY_DICE_N_DICE];
      guint8 shuffled[CY_DICE_N_DICE];
      guint permutations = 120;
      guint8 counts[7] = { 0 };

      cy_dice_roll_dice (r, dice);
      for (guint i = 1; i < CY_DICE_N_DICE; i++)
        g_assert_cmpuint (dice[i - 1], <=, dice[i]);
      g_assert_cmpuint (cy_dice_roll_index (dice), ==, r);
      g_assert_cmpuint (cy_dice_roll_keep (r), ==, cy_dice_keep_index (dice, CY_DICE_MASK_ALL));

      for (guint i = 0; i < CY_DICE_N_DICE; i++)
        shuffled[i] = dice[(i * 3 + 1) % CY_DICE_N_DICE];
      g_assert_cmpuint (cy_dice_roll_index (shuffled), ==, r);

      /* 5! / (n1! n2! ...) orders of 7776. */
      for (guint i = 0; i < CY_DICE_N_DICE; i++)
        counts[dice[i]]++;
      for (guint f = 1; f <= 6; f++)
        for (guint k = 2; k <= counts[f]; k++)
          permutations /= k;
      g_assert_cmpfloat_with_epsilon (cy_dice_roll_probability (r), permutations / 7776.0, 1e-15);
      total += cy_dice_roll_probability (r);
    }
  g_assert_cmpfloat_with_epsilon (total, 1.0, 1e-12);

  /* Every subset of every roll is one of the 462 keeps, and a keep's size
   * is its number of dice: 1 + 6 + 21 + 56 + 126 + 252. */
  for (guint k = 0; k < CY_DICE_N_KEEPS; k++)
    by_size[cy_dice_keep_size (k)]++;
  g_assert_cmpuint (by_size[0], ==, 1);
  g_assert_cmpuint (by_size[1], ==, 6);
  g_assert_cmpuint (by_size[2], ==, 21);
  g_assert_cmpuint (by_size[3], ==, 56);
  g_assert_cmpuint (by_size[4], ==, 126);
  g_assert_cmpuint (by_size[5], ==, 252);

  {
    const guint8 a[CY_DICE_N_DICE] = { 5, 2, 5, 6, 1 };
    const guint8 b[CY_DICE_N_DICE] = { 1, 5, 3, 3, 5 };

    /* {5, 5} from different positions is one keep. */
    g_assert_cmpuint (cy_dice_keep_index (a, 0x05), ==, cy_dice_keep_index (b, 0x12));
    g_assert_cmpuint (cy_dice_keep_size (cy_dice_keep_index (a, 0x05)), ==, 2);
    g_assert_cmpuint (cy_dice_keep_index (a, 0), ==, 0);
    g_assert_cmpuint (cy_dice_keep_index (a, 0x01), !=, cy_dice_keep_index (b, 0x01));
  }
}

/* The turn's arithmetic on a case small enough to work by hand: worth 1
 * with a Yacht of sixes, else 0. With three rolls from nothing, keeping
 * every six, the chance is known in closed form; the solver must find it
 * and nothing better. */
static void
test_turn_by_hand (void)
{
  g_autofree CyDiceTurn *turn = g_new0 (CyDiceTurn, 1);
  double p[6][6] = { { 0 } };   /* p[n][m]: from n sixes to m sixes in one roll of 5 - n dice */
  double after[3][6];

  for (guint r = 0; r < CY_DICE_N_ROLLS_SORTED; r++)
    {
      guint8 dice[CY_DICE_N_DICE];

      cy_dice_roll_dice (r, dice);
      turn->final[r] = memcmp (dice, (guint8[]) { 6, 6, 6, 6, 6 }, 5) == 0 ? 1.0 : 0.0;
    }
  cy_dice_turn_solve (turn, TRUE);

  /* Binomial: k of the 5 - n fresh dice show a six. */
  for (guint n = 0; n <= 5; n++)
    for (guint k = 0; k <= 5 - n; k++)
      {
        double choose = 1.0;

        for (guint i = 0; i < k; i++)
          choose = choose * (5 - n - i) / (i + 1);
        p[n][n + k] = choose;
        for (guint i = 0; i < k; i++)
          p[n][n + k] /= 6.0;
        for (guint i = 0; i < 5 - n - k; i++)
          p[n][n + k] *= 5.0 / 6.0;
      }

  /* after[j][n]: the chance of the Yacht holding n sixes with j rolls left. */
  for (guint n = 0; n <= 5; n++)
    after[0][n] = n == 5;
  for (guint j = 1; j < 3; j++)
    for (guint n = 0; n <= 5; n++)
      {
        after[j][n] = 0.0;
        for (guint m = n; m <= 5; m++)
          after[j][n] += p[n][m] * after[j - 1][m];
      }

  {
    double start = 0.0;

    for (guint m = 0; m <= 5; m++)
      start += p[0][m] * after[2][m];
    g_assert_cmpfloat_with_epsilon (turn->start, start, 1e-12);
    g_assert_cmpfloat_with_epsilon (turn->keep[0][0], start, 1e-12);
  }

  /* After the first roll 6 6 1 2 3, two rolls are left: keeping the two
   * sixes is best, and worth after[2][2]. */
  {
    const guint8 dice[CY_DICE_N_DICE] = { 6, 6, 1, 2, 3 };
    guint r = cy_dice_roll_index (dice);

    g_assert_cmpfloat_with_epsilon (turn->roll[0][r], after[2][2], 1e-12);
    g_assert_cmpfloat_with_epsilon (turn->keep[1][cy_dice_keep_index (dice, 0x03)], after[2][2], 1e-12);
    g_assert_cmpfloat (turn->keep[1][cy_dice_keep_index (dice, 0x07)], <, after[2][2]);
    g_assert_cmpfloat_with_epsilon (turn->roll[1][r], after[1][2], 1e-12);
    g_assert_cmpfloat (turn->roll[2][r], ==, 0.0);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dice/rules/keys", test_keys);
  g_test_add_func ("/dice/rules/every-roll", test_every_roll);
  g_test_add_func ("/dice/rules/cases", test_cases);
  g_test_add_func ("/dice/rules/joker", test_joker);
  g_test_add_func ("/dice/rules/bonus", test_bonus);
  g_test_add_func ("/dice/rules/parse", test_parse);
  g_test_add_func ("/dice/turn/rolls-and-keeps", test_rolls_and_keeps);
  g_test_add_func ("/dice/turn/by-hand", test_turn_by_hand);

  return g_test_run ();
}
