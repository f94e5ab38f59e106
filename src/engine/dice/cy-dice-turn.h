/* cy-dice-turn.h: one turn of Yacht as numbers, for the computer players
 *
 * The order of dice never matters to the rules, so a turn is worked out on
 * multisets: the 252 sorted rolls of five dice and the 462 keeps of 0-5
 * dice. Given what each final roll is worth (the best category with what
 * it leaves for later turns, or a heuristic's opinion), cy_dice_turn_solve()
 * finds what every keep and every roll is worth at each of the three rolls.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-dice-rules.h"

G_BEGIN_DECLS

#define CY_DICE_N_ROLLS_SORTED 252   /* multisets of 5 faces */
#define CY_DICE_N_KEEPS        462   /* multisets of 0-5 faces */

/* Keep index 0 is the empty keep; the last 252 keeps are the whole rolls. */
#define CY_DICE_FIRST_ROLL_KEEP (CY_DICE_N_KEEPS - CY_DICE_N_ROLLS_SORTED)

typedef struct
{
  /* final[r]: the value of stopping with roll r (after the third roll, or
   * earlier by keeping all five). Filled by the caller. */
  double final[CY_DICE_N_ROLLS_SORTED];

  /* keep[j][k]: the expected value of holding keep k and rolling the rest
   * as roll j + 1 (j = 1, 2; j = 0 is the first roll, from the empty keep). */
  double keep[CY_DICE_N_ROLLS][CY_DICE_N_KEEPS];

  /* roll[j][r]: the value of having roll r after roll j + 1, playing on
   * well (roll[2] is final). */
  double roll[CY_DICE_N_ROLLS][CY_DICE_N_ROLLS_SORTED];

  /* Before the first roll: the turn's value. */
  double start;
} CyDiceTurn;

/* Computes keep, roll and start from final. With @full FALSE it leaves
 * keep[0] (only the solver's start value is wanted). */
void         cy_dice_turn_solve            (CyDiceTurn          *turn,
                                            gboolean             full);

/* Index helpers. */
guint        cy_dice_roll_index            (const guint8         dice[CY_DICE_N_DICE]);
void         cy_dice_roll_dice             (guint                roll,
                                            guint8               dice[CY_DICE_N_DICE]);
guint        cy_dice_keep_index            (const guint8         dice[CY_DICE_N_DICE],
                                            CyDiceMask           kept);
guint        cy_dice_keep_size             (guint                keep);
/* The keep index of a whole roll. */
guint        cy_dice_roll_keep             (guint                roll);
/* Chance of each sorted roll from five fresh dice (count / 7776). */
double       cy_dice_roll_probability      (guint                roll);

/* The score of every category on every sorted roll, for one rule set. */
const guint8 *cy_dice_score_table          (CyDiceRules          rules);

G_END_DECLS
