/* cy-dice-rules.h: the two rule sets of Yacht, the dice game, and scoring
 *
 * design.md section 7. A rule set is a table of twelve categories, each
 * { key, translatable label, score function }, in score-sheet order; the
 * first six are Ones to Sixes in both sets, which the bonus relies on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CY_DICE_N_DICE          5
#define CY_DICE_N_FACES         6
#define CY_DICE_N_CATEGORIES    12
#define CY_DICE_N_UPPER         6    /* Ones to Sixes, categories 0-5 */
#define CY_DICE_N_ROUNDS        12
#define CY_DICE_N_ROLLS         3    /* rolls in one turn */
#define CY_DICE_MIN_PLAYERS     1
#define CY_DICE_MAX_PLAYERS     4
#define CY_DICE_BONUS_THRESHOLD 63
#define CY_DICE_BONUS           35

/* A mask of dice positions (bit i: die i) or of categories (bit c). */
typedef guint8  CyDiceMask;
typedef guint16 CyDiceCategorySet;

#define CY_DICE_MASK_ALL         ((CyDiceMask) ((1u << CY_DICE_N_DICE) - 1))
#define CY_DICE_CATEGORY_SET_ALL ((CyDiceCategorySet) ((1u << CY_DICE_N_CATEGORIES) - 1))
#define CY_DICE_UPPER_SET        ((CyDiceCategorySet) ((1u << CY_DICE_N_UPPER) - 1))

typedef enum
{
  CY_DICE_RULES_YACHT_BONUS,  /* seed 003, the default */
  CY_DICE_RULES_YACHT_1938,   /* seed 004 */
} CyDiceRules;

#define CY_DICE_N_RULES (CY_DICE_RULES_YACHT_1938 + 1)

const char  *cy_dice_rules_get_key          (CyDiceRules         rules);
const char  *cy_dice_rules_get_label        (CyDiceRules         rules);
gboolean     cy_dice_rules_from_key         (const char         *key,
                                             CyDiceRules        *rules);
gboolean     cy_dice_rules_has_bonus        (CyDiceRules         rules);
guint        cy_dice_rules_get_best_total   (CyDiceRules         rules);

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
                                             guint               scores[CY_DICE_N_CATEGORIES]);

/* The bonus for an upper subtotal (Ones to Sixes); 0 in yacht-1938. */
guint        cy_dice_bonus                  (CyDiceRules         rules,
                                             guint               upper_total);

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
