/* cy-category.h: the twelve scoring categories of Card Yacht
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-card.h"

G_BEGIN_DECLS

/* In score-sheet order; the CLI's JSON keys follow the same order. */
typedef enum
{
  CY_CATEGORY_FIVE_FLUSH,
  CY_CATEGORY_SEQUENCE,
  CY_CATEGORY_CARD_YACHT,
  CY_CATEGORY_THREE_AND_TWO,
  CY_CATEGORY_HIGH,
  CY_CATEGORY_MIDDLE,
  CY_CATEGORY_LOW,
  CY_CATEGORY_FLUSH,
  CY_CATEGORY_SPADES,
  CY_CATEGORY_HEARTS,
  CY_CATEGORY_DIAMONDS,
  CY_CATEGORY_CLUBS,
  CY_N_CATEGORIES
} CyCategory;

#define CY_HAND_SIZE              5
#define CY_SUITED_BONUS_THRESHOLD 148
#define CY_SUITED_BONUS           100
#define CY_BEST_GAME_TOTAL        696

/* A mask of categories, bit N for category N. */
typedef guint16 CyCategorySet;

#define CY_CATEGORY_SET_ALL ((CyCategorySet) ((1u << CY_N_CATEGORIES) - 1))

const char  *cy_category_get_key           (CyCategory   category);
const char  *cy_category_get_label         (CyCategory   category);
const char  *cy_category_get_requirement   (CyCategory   category);
const char  *cy_category_get_note          (CyCategory   category);
guint        cy_category_get_max_score     (CyCategory   category);
gboolean     cy_category_is_suit           (CyCategory   category);
gboolean     cy_category_from_key          (const char  *key,
                                            CyCategory  *category);

guint        cy_category_score             (CyCategory   category,
                                            const CyCard hand[CY_HAND_SIZE]);
void         cy_category_score_all         (const CyCard hand[CY_HAND_SIZE],
                                            guint        scores[CY_N_CATEGORIES]);

guint        cy_suited_bonus               (guint        suit_total);

G_END_DECLS
