/* cy-dice-ai.h: computer players, hints and the review of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-dice-game.h"
#include "cy-dice-strategy.h"
#include "cy-random.h"

G_BEGIN_DECLS

/* One decision: roll again keeping @held, or write the dice into @category. */
typedef struct
{
  gboolean    score;
  CyDiceMask  held;
  guint8      category;
} CyDiceChoice;

/* Chooses for the seat to move in @view, from the view alone.
 * - hard: the perfect solitaire strategy of @table (maximum expected
 *   score). Without a table (not computed yet) it decides as normal.
 * - normal: looks one roll ahead and not at the rest of the game: it judges
 *   a category by its points against a fixed par for it, and chases the
 *   bonus by aiming at three of each face.
 * - easy: keeps the most common face (or a run towards a straight) and
 *   writes the most points it can see now, scratching the cheapest
 *   category when nothing scores.
 * - random: any legal choice. */
void      cy_dice_ai_choose     (CyPlayerKind            kind,
                                 const CyDiceSeatView   *view,
                                 CyDiceStrategy            *table,
                                 CyRandom               *rng,
                                 CyDiceChoice           *choice);

/* The hint for the seat to move: every choice it has (each distinct keep,
 * each open category) with the expected final score of playing it and
 * then playing perfectly, best first. */
typedef struct
{
  CyDiceChoice  choice;
  double        expected;   /* the expected final score */
  double        loss;       /* against the best choice */
} CyDiceOption;

#define CY_DICE_MAX_OPTIONS (32 + CY_DICE_MAX_CATEGORIES)

typedef struct
{
  guint         n_options;
  CyDiceOption  options[CY_DICE_MAX_OPTIONS];
} CyDiceHint;

gboolean  cy_dice_hint          (const CyDiceSeatView   *view,
                                 CyDiceStrategy            *table,
                                 CyDiceHint             *hint);
/* "Keep 5 5 5 and roll two dice: 212.4 points expected" */
char     *cy_dice_option_describe (const CyDiceSeatView *view,
                                   const CyDiceOption   *option);

/* A person's game against perfect play: for each decision of @seat in the
 * action list, what it cost in expected points. */
typedef struct
{
  guint         n_decisions;
  double        expected_loss;       /* summed over all decisions */
  gint          costliest;           /* index into the action list, -1 if no loss */
  double        costliest_loss;
  CyDiceSeatView costliest_view;     /* the state of that decision */
  CyDiceChoice  costliest_choice;    /* what was played */
  CyDiceOption  costliest_best;      /* what perfect play would have done */
} CyDiceReview;

gboolean  cy_dice_review        (CyDiceRules             rules,
                                 guint                   n_players,
                                 const CyDiceAction     *actions,
                                 guint                   n_actions,
                                 guint                   seat,
                                 CyDiceStrategy            *table,
                                 CyDiceReview           *review);
/* "Turn 7: you wrote 3 3 3 1 6 into Threes; keeping 3 3 3 was worth 6.2 points more" */
char     *cy_dice_review_describe (const CyDiceReview   *review);

G_END_DECLS
