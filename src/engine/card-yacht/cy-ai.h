/* cy-ai.h: computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-player.h"
#include "cy-random.h"
#include "cy-rules.h"

G_BEGIN_DECLS

/* A computer player decides from a CySeatView alone: what its seat may see.
 * The view holds no other hand and no order of the stock, so a policy cannot
 * peek at hidden cards however it is written. */
void        cy_ai_choose_move       (CyPlayerKind       kind,
                                     const CySeatView  *view,
                                     CyRandom          *rng,
                                     CyMove            *move);
CyCategory  cy_ai_choose_category   (CyPlayerKind       kind,
                                     const CySeatView  *view,
                                     CyRandom          *rng);

/* The expert's playouts of the rest of the hand from @view, the unseen
 * cards dealt at random, every seat playing hard's policy as in the
 * expert's search: for benchmarks. Returns the number of moves played. */
guint       cy_ai_expert_playouts   (const CySeatView  *view,
                                     CyRandom          *rng,
                                     guint              n_playouts);

/* Hints for a person: the move the hard player would make in @view, with a
 * one-line translated reason in @reason, to free with g_free() ("Exchange
 * the Three of Clubs for the King of Clubs from Ann’s Harbor: that makes 37
 * in Clubs"). Every exchange the rules allow is weighed, with every
 * opponent's Harbor. The reason fits the move: an exchange says what the
 * hand it makes scores, a draw names a category the kept cards aim at
 * (never Clubs while clubs are laid away). @names holds the n_players
 * players' names, to say whose Harbor cards come from; NULL says "Player 2"
 * and so on. The same view and random state give the same hint. */
void        cy_ai_hint              (const CySeatView   *view,
                                     const char * const *names,
                                     CyRandom           *rng,
                                     CyMove             *move,
                                     char              **reason);
/* In the scoring phase: where the hard player would write the hand, and why. */
CyCategory  cy_ai_hint_category     (const CySeatView   *view,
                                     CyRandom           *rng,
                                     char              **reason);

/* The hint's options (`card-yacht-cli hint`, design.md section 10): in the
 * turns, the moves the hard player weighs best, best first, the first the
 * move cy_ai_hint() gives with the same view and generator state; in the
 * scoring phase, every open category, the first cy_ai_hint_category()'s.
 * @aims_at is the category a move plays for (a knock or a pass: where the
 * hand is to be written; a score: its category), or -1 for a draw whose
 * kept cards hold every option open. @reason, if not NULL, gets the
 * first option's reason, as the hints above say it. */
#define CY_AI_HINT_MAX_OPTIONS 8

typedef struct
{
  CyMove      move;         /* in the turns */
  CyCategory  category;     /* in the scoring phase */
  int         aims_at;
} CyAiHintOption;

guint       cy_ai_hint_options      (const CySeatView   *view,
                                     const char * const *names,
                                     CyRandom           *rng,
                                     CyAiHintOption      options[CY_AI_HINT_MAX_OPTIONS],
                                     char              **reason);

G_END_DECLS
