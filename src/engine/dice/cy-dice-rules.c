/* cy-dice-rules.c: scoring five dice in the categories of each rule set
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-dice-rules.h"
#include "cy-error.h"

/* The dice as counts of each face (counts[1] ... counts[6]) and their sum:
 * every category is a function of these. */
typedef guint (*CyDiceScoreFunc) (const guint8 counts[CY_DICE_N_FACES + 1],
                                  guint        sum);

typedef struct
{
  const char       *key;
  const char       *label;
  const char       *requirement;
  CyDiceScoreFunc   score;
  guint             max_score;
} CyDiceCategoryInfo;

typedef struct
{
  const char         *key;
  const char         *label;
  const char         *description;
  guint               bonus;        /* at 63 in Ones to Sixes; 0: none */
  guint               best_total;
  guint               n_categories;
  gboolean            joker;        /* the Yahtzee bonus and the Joker */
  CyDiceCategoryInfo  categories[CY_DICE_MAX_CATEGORIES];
} CyDiceRuleSet;

static guint
of_a_kind (const guint8 counts[],
           guint        n)
{
  for (guint f = 1; f <= CY_DICE_N_FACES; f++)
    if (counts[f] >= n)
      return f;
  return 0;
}

/* Faces lo..hi all present. */
static gboolean
has_run (const guint8 counts[],
         guint        lo,
         guint        hi)
{
  for (guint f = lo; f <= hi; f++)
    if (counts[f] == 0)
      return FALSE;
  return TRUE;
}

static guint score_ones   (const guint8 c[], guint sum) { return c[1] * 1; }
static guint score_twos   (const guint8 c[], guint sum) { return c[2] * 2; }
static guint score_threes (const guint8 c[], guint sum) { return c[3] * 3; }
static guint score_fours  (const guint8 c[], guint sum) { return c[4] * 4; }
static guint score_fives  (const guint8 c[], guint sum) { return c[5] * 5; }
static guint score_sixes  (const guint8 c[], guint sum) { return c[6] * 6; }

static guint
score_choice (const guint8 c[],
              guint        sum)
{
  return sum;
}

/* Three of one face and two of another; five equal dice are no Full House
 * (seed 004 says so, seed 003 is silent: design.md's house rule). */
static guint
score_full_house (const guint8 c[],
                  guint        sum)
{
  gboolean three = FALSE, two = FALSE;

  for (guint f = 1; f <= CY_DICE_N_FACES; f++)
    {
      three |= c[f] == 3;
      two |= c[f] == 2;
    }
  return three && two ? sum : 0;
}

/* yacht-bonus: at least four equal, the sum of all five. */
static guint
score_four_of_a_kind_all (const guint8 c[],
                          guint        sum)
{
  return of_a_kind (c, 4) ? sum : 0;
}

/* yacht-1938: at least four equal, the sum of those four only. */
static guint
score_four_of_a_kind_four (const guint8 c[],
                           guint        sum)
{
  return 4 * of_a_kind (c, 4);
}

static guint
score_yacht (const guint8 c[],
             guint        sum)
{
  return of_a_kind (c, 5) ? 50 : 0;
}

/* yacht-bonus: four in a row (1-4, 2-5 or 3-6). */
static guint
score_small_straight_four (const guint8 c[],
                           guint        sum)
{
  return has_run (c, 1, 4) || has_run (c, 2, 5) || has_run (c, 3, 6) ? 15 : 0;
}

/* yacht-bonus: five in a row (1-5 or 2-6). */
static guint
score_large_straight (const guint8 c[],
                      guint        sum)
{
  return has_run (c, 1, 5) || has_run (c, 2, 6) ? 30 : 0;
}

/* yacht-1938: exactly 1-2-3-4-5. */
static guint
score_small_straight_1938 (const guint8 c[],
                           guint        sum)
{
  return has_run (c, 1, 5) ? 30 : 0;
}

/* yacht-1938: exactly 2-3-4-5-6. */
static guint
score_big_straight (const guint8 c[],
                    guint        sum)
{
  return has_run (c, 2, 6) ? 30 : 0;
}

/* yatzy: the highest pair, its two dice. */
static guint
score_one_pair (const guint8 c[],
                guint        sum)
{
  for (guint f = CY_DICE_N_FACES; f >= 1; f--)
    if (c[f] >= 2)
      return 2 * f;
  return 0;
}

/* yatzy: pairs of two different faces, those four dice; four or five
 * equal dice are one face, so no Two Pairs. */
static guint
score_two_pairs (const guint8 c[],
                 guint        sum)
{
  guint pairs = 0, points = 0;

  for (guint f = 1; f <= CY_DICE_N_FACES; f++)
    if (c[f] >= 2)
      {
        pairs++;
        points += 2 * f;
      }
  return pairs == 2 ? points : 0;
}

/* yatzy: at least three (four) equal, those three (four) dice only. */
static guint
score_three_of_a_kind_three (const guint8 c[],
                             guint        sum)
{
  return 3 * of_a_kind (c, 3);
}

/* yahtzee: at least three equal, the sum of all five. */
static guint
score_three_of_a_kind_all (const guint8 c[],
                           guint        sum)
{
  return of_a_kind (c, 3) ? sum : 0;
}

/* yatzy: exactly 1-2-3-4-5 and 2-3-4-5-6. */
static guint
score_small_straight_yatzy (const guint8 c[],
                            guint        sum)
{
  return has_run (c, 1, 5) ? 15 : 0;
}

static guint
score_large_straight_yatzy (const guint8 c[],
                            guint        sum)
{
  return has_run (c, 2, 6) ? 20 : 0;
}

/* yahtzee: fixed points. */
static guint
score_full_house_25 (const guint8 c[],
                     guint        sum)
{
  return score_full_house (c, sum) ? 25 : 0;
}

static guint
score_small_straight_30 (const guint8 c[],
                         guint        sum)
{
  return score_small_straight_four (c, sum) ? 30 : 0;
}

static guint
score_large_straight_40 (const guint8 c[],
                         guint        sum)
{
  return score_large_straight (c, sum) ? 40 : 0;
}

#define UPPER_CATEGORIES \
  { "ones", N_("Ones"), N_("The sum of the ones"), score_ones, 5 }, \
  { "twos", N_("Twos"), N_("The sum of the twos"), score_twos, 10 }, \
  { "threes", N_("Threes"), N_("The sum of the threes"), score_threes, 15 }, \
  { "fours", N_("Fours"), N_("The sum of the fours"), score_fours, 20 }, \
  { "fives", N_("Fives"), N_("The sum of the fives"), score_fives, 25 }, \
  { "sixes", N_("Sixes"), N_("The sum of the sixes"), score_sixes, 30 }

/* Each rule set has one name, the same in New Game, Statistics, the window's
 * subtitle, the sheet, the help and the tool's text: short, since it fills
 * a button of the Statistics window's switcher. */
static const CyDiceRuleSet rule_sets[CY_DICE_N_RULES] = {
  [CY_DICE_RULES_YACHT_BONUS] = {
    /* Translators: the rule set of Yacht with the bonus, the default */
    "yacht-bonus", N_("Yacht"),
    N_("Dice: five dice, three rolls a turn, twelve categories; 35 more for 63 in Ones to Sixes"), 35, 323, 12, FALSE, {
      UPPER_CATEGORIES,
      { "choice", N_("Choice"), N_("Any dice: their sum"), score_choice, 30 },
      { "four-of-a-kind", N_("Four of a Kind"), N_("At least four equal dice: the sum of all five"),
        score_four_of_a_kind_all, 30 },
      { "full-house", N_("Full House"), N_("Three equal dice and two equal dice: the sum of all five"),
        score_full_house, 28 },
      { "small-straight", N_("Small Straight"), N_("Four dice in a row: 15"), score_small_straight_four, 15 },
      { "large-straight", N_("Large Straight"), N_("Five dice in a row: 30"), score_large_straight, 30 },
      { "yacht", N_("Yacht"), N_("Five equal dice: 50"), score_yacht, 50 },
    },
  },
  [CY_DICE_RULES_YACHT_1938] = {
    /* Translators: the rule set of Yacht as played in 1938 */
    "yacht-1938", N_("Yacht 1938"),
    N_("Dice: the rules of 1938, with no bonus and straights of five only"), 0, 297, 12, FALSE, {
      UPPER_CATEGORIES,
      { "full-house", N_("Full House"), N_("Three equal dice and two equal dice: the sum of all five"),
        score_full_house, 28 },
      { "four-of-a-kind", N_("Four of a Kind"), N_("At least four equal dice: the sum of those four"),
        score_four_of_a_kind_four, 24 },
      { "small-straight", N_("Small Straight"), N_("1-2-3-4-5: 30"), score_small_straight_1938, 30 },
      { "big-straight", N_("Big Straight"), N_("2-3-4-5-6: 30"), score_big_straight, 30 },
      { "choice", N_("Choice"), N_("Any dice: their sum"), score_choice, 30 },
      { "yacht", N_("Yacht"), N_("Five equal dice: 50"), score_yacht, 50 },
    },
  },
  [CY_DICE_RULES_YATZY] = {
    "yatzy", N_("Yatzy"),
    N_("Dice: the Scandinavian Yatzy, fifteen categories with pairs; 50 more for 63 in Ones to Sixes"), 50, 374, 15, FALSE, {
      UPPER_CATEGORIES,
      { "one-pair", N_("One Pair"), N_("Two equal dice: the highest pair’s sum"), score_one_pair, 12 },
      { "two-pairs", N_("Two Pairs"), N_("Two pairs of different faces: the sum of those four"),
        score_two_pairs, 22 },
      { "three-of-a-kind", N_("Three of a Kind"), N_("Three equal dice: the sum of those three"),
        score_three_of_a_kind_three, 18 },
      { "four-of-a-kind", N_("Four of a Kind"), N_("Four equal dice: the sum of those four"),
        score_four_of_a_kind_four, 24 },
      { "small-straight", N_("Small Straight"), N_("1-2-3-4-5: 15"), score_small_straight_yatzy, 15 },
      { "large-straight", N_("Large Straight"), N_("2-3-4-5-6: 20"), score_large_straight_yatzy, 20 },
      { "full-house", N_("Full House"), N_("Three of one face and two of another: the sum of all five"),
        score_full_house, 28 },
      { "chance", N_("Chance"), N_("Any dice: their sum"), score_choice, 30 },
      { "yatzy", N_("Yatzy"), N_("Five equal dice: 50"), score_yacht, 50 },
    },
  },
  [CY_DICE_RULES_YAHTZEE] = {
    "yahtzee", N_("Yahtzee"),
    N_("Dice: the Yahtzee rules, thirteen categories; 100 more for each further five of a kind, and the Joker"),
    35, 1575, 13, TRUE, {
      UPPER_CATEGORIES,
      { "three-of-a-kind", N_("Three of a Kind"), N_("At least three equal dice: the sum of all five"),
        score_three_of_a_kind_all, 30 },
      { "four-of-a-kind", N_("Four of a Kind"), N_("At least four equal dice: the sum of all five"),
        score_four_of_a_kind_all, 30 },
      { "full-house", N_("Full House"), N_("Three equal dice and two equal dice: 25"), score_full_house_25, 25 },
      { "small-straight", N_("Small Straight"), N_("Four dice in a row: 30"), score_small_straight_30, 30 },
      { "large-straight", N_("Large Straight"), N_("Five dice in a row: 40"), score_large_straight_40, 40 },
      { "chance", N_("Chance"), N_("Any dice: their sum"), score_choice, 30 },
      { "yahtzee", N_("Yahtzee"), N_("Five equal dice: 50; 100 more for each further five"), score_yacht, 50 },
    },
  },
};

static const CyDiceCategoryInfo *
category_info (CyDiceRules rules,
               guint       category)
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, NULL);
  g_return_val_if_fail (category < rule_sets[rules].n_categories, NULL);

  return &rule_sets[rules].categories[category];
}

const char *
cy_dice_rules_get_key (CyDiceRules rules)
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, NULL);

  return rule_sets[rules].key;
}

const char *
cy_dice_rules_get_label (CyDiceRules rules)
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, NULL);

  return _(rule_sets[rules].label);
}

gboolean
cy_dice_rules_from_key (const char  *key,
                        CyDiceRules *rules)
{
  for (guint i = 0; i < CY_DICE_N_RULES; i++)
    if (g_strcmp0 (key, rule_sets[i].key) == 0)
      {
        *rules = (CyDiceRules) i;
        return TRUE;
      }

  return FALSE;
}

const char *
cy_dice_rules_get_description (CyDiceRules rules)
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, NULL);

  return _(rule_sets[rules].description);
}

gboolean
cy_dice_rules_has_bonus (CyDiceRules rules)
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, FALSE);

  return rule_sets[rules].bonus > 0;
}

guint
cy_dice_rules_get_bonus (CyDiceRules rules)
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, 0);

  return rule_sets[rules].bonus;
}

guint
cy_dice_rules_get_n_categories (CyDiceRules rules)
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, 0);

  return rule_sets[rules].n_categories;
}

CyDiceCategorySet
cy_dice_rules_get_all (CyDiceRules rules)
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, 0);

  return (CyDiceCategorySet) ((1u << rule_sets[rules].n_categories) - 1);
}

guint
cy_dice_rules_get_yacht_category (CyDiceRules rules)
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, 0);

  return rule_sets[rules].n_categories - 1;
}

gboolean
cy_dice_rules_has_joker (CyDiceRules rules)
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, FALSE);

  return rule_sets[rules].joker;
}

guint
cy_dice_rules_get_best_total (CyDiceRules rules)
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, 0);

  return rule_sets[rules].best_total;
}

const char *
cy_dice_category_get_key (CyDiceRules rules,
                          guint       category)
{
  const CyDiceCategoryInfo *info = category_info (rules, category);

  return info ? info->key : NULL;
}

const char *
cy_dice_category_get_label (CyDiceRules rules,
                            guint       category)
{
  const CyDiceCategoryInfo *info = category_info (rules, category);

  return info ? _(info->label) : NULL;
}

const char *
cy_dice_category_get_requirement (CyDiceRules rules,
                                  guint       category)
{
  const CyDiceCategoryInfo *info = category_info (rules, category);

  return info ? _(info->requirement) : NULL;
}

guint
cy_dice_category_get_max_score (CyDiceRules rules,
                                guint       category)
{
  const CyDiceCategoryInfo *info = category_info (rules, category);

  return info ? info->max_score : 0;
}

gboolean
cy_dice_category_is_straight (CyDiceRules rules,
                              guint       category)
{
  const CyDiceCategoryInfo *info = category_info (rules, category);

  return info != NULL && g_str_has_suffix (info->key, "-straight");
}

gboolean
cy_dice_category_from_key (CyDiceRules  rules,
                           const char  *key,
                           guint       *category)
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, FALSE);

  for (guint c = 0; c < rule_sets[rules].n_categories; c++)
    if (g_strcmp0 (key, rule_sets[rules].categories[c].key) == 0)
      {
        *category = c;
        return TRUE;
      }

  return FALSE;
}

gboolean
cy_dice_are_valid (const guint8 dice[CY_DICE_N_DICE])
{
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    if (dice[i] < 1 || dice[i] > CY_DICE_N_FACES)
      return FALSE;
  return TRUE;
}

static guint
count_faces (const guint8 dice[CY_DICE_N_DICE],
             guint8       counts[CY_DICE_N_FACES + 1])
{
  guint sum = 0;

  for (guint f = 0; f <= CY_DICE_N_FACES; f++)
    counts[f] = 0;
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    {
      counts[dice[i]]++;
      sum += dice[i];
    }
  return sum;
}

guint
cy_dice_score (CyDiceRules  rules,
               guint        category,
               const guint8 dice[CY_DICE_N_DICE])
{
  const CyDiceCategoryInfo *info = category_info (rules, category);
  guint8 counts[CY_DICE_N_FACES + 1];
  guint sum;

  g_return_val_if_fail (info != NULL, 0);
  g_return_val_if_fail (cy_dice_are_valid (dice), 0);

  sum = count_faces (dice, counts);
  return info->score (counts, sum);
}

void
cy_dice_score_all (CyDiceRules  rules,
                   const guint8 dice[CY_DICE_N_DICE],
                   guint        scores[CY_DICE_MAX_CATEGORIES])
{
  guint8 counts[CY_DICE_N_FACES + 1];
  guint sum;

  g_return_if_fail (rules < CY_DICE_N_RULES);
  g_return_if_fail (cy_dice_are_valid (dice));

  sum = count_faces (dice, counts);
  for (guint c = 0; c < rule_sets[rules].n_categories; c++)
    scores[c] = rule_sets[rules].categories[c].score (counts, sum);
  for (guint c = rule_sets[rules].n_categories; c < CY_DICE_MAX_CATEGORIES; c++)
    scores[c] = 0;
}

guint
cy_dice_bonus (CyDiceRules rules,
               guint       upper_total)
{
  return upper_total >= CY_DICE_BONUS_THRESHOLD ? cy_dice_rules_get_bonus (rules) : 0;
}

static gboolean
five_equal (const guint8 dice[CY_DICE_N_DICE])
{
  for (guint i = 1; i < CY_DICE_N_DICE; i++)
    if (dice[i] != dice[0])
      return FALSE;
  return TRUE;
}

gboolean
cy_dice_is_joker (CyDiceRules        rules,
                  CyDiceCategorySet  used,
                  const guint8       dice[CY_DICE_N_DICE])
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, FALSE);

  return rule_sets[rules].joker &&
         (used & (1u << cy_dice_rules_get_yacht_category (rules))) &&
         five_equal (dice);
}

CyDiceCategorySet
cy_dice_allowed (CyDiceRules        rules,
                 CyDiceCategorySet  used,
                 const guint8       dice[CY_DICE_N_DICE])
{
  CyDiceCategorySet open = cy_dice_rules_get_all (rules) & ~used;
  CyDiceCategorySet face, lower;

  if (!cy_dice_is_joker (rules, used, dice))
    return open;

  /* The forced Joker: the face's own upper category first. */
  face = (CyDiceCategorySet) (1u << (dice[0] - 1));
  if (open & face)
    return face;
  lower = open & ~CY_DICE_UPPER_SET;
  return lower ? lower : open;
}

guint
cy_dice_score_on_sheet (CyDiceRules        rules,
                        guint              category,
                        CyDiceCategorySet  used,
                        const guint8       dice[CY_DICE_N_DICE])
{
  const CyDiceCategoryInfo *info = category_info (rules, category);

  g_return_val_if_fail (info != NULL, 0);

  /* A Joker scores Full House and the straights in full: their points
   * are fixed, so "in full" is their most. */
  if (cy_dice_is_joker (rules, used, dice) &&
      (g_str_equal (info->key, "full-house") || cy_dice_category_is_straight (rules, category)))
    return info->max_score;

  return cy_dice_score (rules, category, dice);
}

guint
cy_dice_yacht_bonus (CyDiceRules   rules,
                     int           yacht_score,
                     const guint8  dice[CY_DICE_N_DICE])
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, 0);

  return rule_sets[rules].joker && yacht_score == 50 && five_equal (dice) ? CY_DICE_YACHT_BONUS : 0;
}

char *
cy_dice_to_string (const guint8 dice[CY_DICE_N_DICE],
                   CyDiceMask   mask,
                   gboolean     sorted)
{
  guint8 chosen[CY_DICE_N_DICE];
  guint n = 0;
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    if (mask & (1u << i))
      chosen[n++] = dice[i];

  for (guint i = 1; sorted && i < n; i++)
    for (guint j = i; j > 0 && chosen[j - 1] < chosen[j]; j--)
      {
        guint8 tmp = chosen[j];
        chosen[j] = chosen[j - 1];
        chosen[j - 1] = tmp;
      }

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s%u", i ? " " : "", chosen[i]);
  return g_string_free (text, FALSE);
}

const char *
cy_dice_face_get_name (guint face)
{
  static const char * const names[CY_DICE_N_FACES] = {
    N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"),
  };

  g_return_val_if_fail (face >= 1 && face <= CY_DICE_N_FACES, NULL);

  return _(names[face - 1]);
}

gboolean
cy_dice_parse (char   **args,
               guint    n_args,
               guint8   dice[CY_DICE_N_DICE],
               GError **error)
{
  if (n_args != CY_DICE_N_DICE)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_PARSE,
                   _("give exactly 5 dice, not %u (e.g. 3 5 5 2 6)"), n_args);
      return FALSE;
    }

  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    {
      guint64 value;

      if (!g_ascii_string_to_unsigned (args[i], 10, 1, CY_DICE_N_FACES, &value, NULL))
        {
          g_set_error (error, CY_ERROR, CY_ERROR_PARSE,
                       _("“%s” is not a die: dice are 1 to 6"), args[i]);
          return FALSE;
        }
      dice[i] = (guint8) value;
    }

  return TRUE;
}
