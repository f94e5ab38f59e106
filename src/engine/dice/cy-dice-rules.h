/* cy-dice-rules.h: the two rule sets of Yacht, the dice game, and scoring
 *
 * design.md section 7. A rule set is a table of its categories (twelve,
 * thirteen or fifteen), each { key, translatable label, score function },
 * in score-sheet order; the first six are Ones to Sixes in every set, which
 * the bonus relies on. A game has as many rounds as its set has categories.
 *
 * The yahtzee rules add the Yahtzee bonus and the Joker: what five equal
 * dice may go into and score depends on the sheet they go on, so beside
 * the pure scores there are the ones on a sheet (cy_dice_score_on_sheet()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CY_DICE_N_DICE          5
#define CY_DICE_N_FACES         6
#define CY_DICE_MAX_CATEGORIES  15   /* yatzy's; a game has one round per category */
#define CY_DICE_N_UPPER         6    /* Ones to Sixes, categories 0-5 */
#define CY_DICE_N_ROLLS         3    /* rolls in one turn */
#define CY_DICE_MIN_PLAYERS     1
#define CY_DICE_MAX_PLAYERS     4
#define CY_DICE_BONUS_THRESHOLD 63
#define CY_DICE_YACHT_BONUS     100  /* yahtzee: each further five equal dice */

/* A mask of dice positions (bit i: die i) or of categories (bit c). */
typedef guint8  CyDiceMask;
typedef guint16 CyDiceCategorySet;

#define CY_DICE_MASK_ALL         ((CyDiceMask) ((1u << CY_DICE_N_DICE) - 1))
#define CY_DICE_UPPER_SET        ((CyDiceCategorySet) ((1u << CY_DICE_N_UPPER) - 1))

typedef enum
{
  CY_DICE_RULES_YACHT_BONUS,  /* seed 003, the default */
  CY_DICE_RULES_YACHT_1938,   /* seed 004 */
  CY_DICE_RULES_YATZY,        /* Scandinavian, 15 categories */
  CY_DICE_RULES_YAHTZEE,      /* 13 categories, the Yahtzee bonus and the Joker */
} CyDiceRules;

#define CY_DICE_N_RULES (CY_DICE_RULES_YAHTZEE + 1)

const char  *cy_dice_rules_get_key          (CyDiceRules         rules);
const char  *cy_dice_rules_get_label        (CyDiceRules         rules);
gboolean     cy_dice_rules_from_key         (const char         *key,
                                             CyDiceRules        *rules);
/* One line on what the rule set is, for New Game. */
const char  *cy_dice_rules_get_description  (CyDiceRules         rules);
gboolean     cy_dice_rules_has_bonus        (CyDiceRules         rules);
/* The upper bonus (35 or 50; 0 without one). */
guint        cy_dice_rules_get_bonus        (CyDiceRules         rules);
guint        cy_dice_rules_get_best_total   (CyDiceRules         rules);
guint        cy_dice_rules_get_n_categories (CyDiceRules         rules);
CyDiceCategorySet cy_dice_rules_get_all     (CyDiceRules         rules);
/* The five-equal category (Yacht, Yatzy, Yahtzee): the last one. */
guint        cy_dice_rules_get_yacht_category (CyDiceRules       rules);
/* The yahtzee rules: the Yahtzee bonus and the forced Joker. */
gboolean     cy_dice_rules_has_joker        (CyDiceRules         rules);

const char  *cy_dice_category_get_key       (CyDiceRules         rules,
                                             guint               category);
const char  *cy_dice_category_get_label     (CyDiceRules         rules,
                                             guint               category);
const char  *cy_dice_category_get_requirement (CyDiceRules       rules,
                                             guint               category);
guint        cy_dice_category_get_max_score (CyDiceRules         rules,
                                             guint               category);
gboolean     cy_dice_category_is_straight   (CyDiceRules         rules,
                                             guint               category);
gboolean     cy_dice_category_from_key      (CyDiceRules         rules,
                                             const char         *key,
                                             guint              *category);

/* Dice are 1-6. Pure functions: the dice in any order. */
gboolean     cy_dice_are_valid              (const guint8        dice[CY_DICE_N_DICE]);
guint        cy_dice_score                  (CyDiceRules         rules,
                                             guint               category,
                                             const guint8        dice[CY_DICE_N_DICE]);
void         cy_dice_score_all              (CyDiceRules         rules,
                                             const guint8        dice[CY_DICE_N_DICE],
                                             guint               scores[CY_DICE_MAX_CATEGORIES]);

/* The bonus for an upper subtotal (Ones to Sixes); 0 in yacht-1938. */
guint        cy_dice_bonus                  (CyDiceRules         rules,
                                             guint               upper_total);

/* On a sheet with @used categories written (the yahtzee rules' Joker; in
 * the other sets these are the pure scores and every open category):
 * - whether the dice are a Joker: five equal with the Yahtzee box filled;
 * - the open categories they may go into: a Joker must go into its face's
 *   upper category if open, else into any open lower one, else into any
 *   open upper one (for a 0);
 * - what they score there: a Joker scores Full House and the straights in
 *   full. */
gboolean     cy_dice_is_joker               (CyDiceRules         rules,
                                             CyDiceCategorySet   used,
                                             const guint8        dice[CY_DICE_N_DICE]);
CyDiceCategorySet cy_dice_allowed           (CyDiceRules         rules,
                                             CyDiceCategorySet   used,
                                             const guint8        dice[CY_DICE_N_DICE]);
guint        cy_dice_score_on_sheet         (CyDiceRules         rules,
                                             guint               category,
                                             CyDiceCategorySet   used,
                                             const guint8        dice[CY_DICE_N_DICE]);
/* The Yahtzee bonus the dice earn: 100 for five equal dice when the
 * Yahtzee box holds 50 (@yacht_score: its score, -1 while open); else 0. */
guint        cy_dice_yacht_bonus            (CyDiceRules         rules,
                                             int                 yacht_score,
                                             const guint8        dice[CY_DICE_N_DICE]);

/* "3 5 5 2 6": the dice in @mask, in their order or sorted high to low. */
char        *cy_dice_to_string              (const guint8        dice[CY_DICE_N_DICE],
                                             CyDiceMask          mask,
                                             gboolean            sorted);
/* "five" for 5: the accessible name of a face. */
const char  *cy_dice_face_get_name          (guint               face);
/* Parses five dice "3 5 5 2 6" from strings, each 1-6. */
gboolean     cy_dice_parse                  (char              **args,
                                             guint               n_args,
                                             guint8              dice[CY_DICE_N_DICE],
                                             GError            **error);

G_END_DECLS
