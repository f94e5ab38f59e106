/* cy-dice-strategy.h: the perfect solitaire strategy for Yacht
 *
 * A game's future depends only on which categories are used and, with the
 * bonus, on the upper subtotal (capped at 63, where the bonus is won); in
 * the yahtzee rules also on whether the Yahtzee bonus is live (the Yahtzee
 * box holds 50; @yacht_live below, always FALSE in the other sets). The
 * table holds, for each such state at the start of a turn, the expected
 * points a perfect player still scores (maximum expected score, by
 * backward induction from the full sheet). Every decision inside a turn
 * follows from it in microseconds (cy-dice-turn.h).
 *
 * A table is immutable once made and may be shared between threads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "cy-dice-rules.h"
#include "cy-dice-turn.h"

G_BEGIN_DECLS

typedef struct _CyDiceStrategy CyDiceStrategy;

#define CY_TYPE_DICE_STRATEGY (cy_dice_strategy_get_type ())

/* The version of the solver's output: a cache of another version is
 * rebuilt. Raise it whenever a rule or the solver changes its numbers. */
#define CY_DICE_STRATEGY_VERSION 1

GType         cy_dice_strategy_get_type        (void) G_GNUC_CONST;
CyDiceStrategy  *cy_dice_strategy_ref             (CyDiceStrategy         *self);
void          cy_dice_strategy_unref           (CyDiceStrategy         *self);

/* From scratch; @n_threads 0 uses every processor. %NULL only when cancelled. */
CyDiceStrategy  *cy_dice_strategy_compute         (CyDiceRules          rules,
                                             guint                n_threads,
                                             GCancellable        *cancellable,
                                             GError             **error);

/* Checks of reduced games: only the states with at least @from used (the
 * rest of the table is missing: cy_dice_strategy_has_state() says so).
 * Such a table is never cached or shared. */
CyDiceStrategy  *cy_dice_strategy_compute_reduced (CyDiceRules          rules,
                                             CyDiceCategorySet    from,
                                             guint                n_threads,
                                             GCancellable        *cancellable,
                                             GError             **error);

CyDiceRules   cy_dice_strategy_get_rules       (CyDiceStrategy         *self);
/* The expected score of a perfect solitaire game. */
double        cy_dice_strategy_get_expected_score (CyDiceStrategy      *self);
/* The expected points still to come at the start of a turn with @used
 * categories written and an upper subtotal of @upper (any value; the
 * table caps it). Only states that can occur are in the table: the used
 * Ones to Sixes must be able to make @upper. */
gboolean      cy_dice_strategy_has_state       (CyDiceStrategy         *self,
                                             CyDiceCategorySet    used,
                                             guint                upper,
                                             gboolean             yacht_live);
double        cy_dice_strategy_get_value       (CyDiceStrategy         *self,
                                             CyDiceCategorySet    used,
                                             guint                upper,
                                             gboolean             yacht_live);
/* What stopping with each roll is worth in that state: the best category
 * it may go into, its points (with the bonuses they win) and what it
 * leaves for later; then cy_dice_turn_solve() finishes the turn. */
void          cy_dice_strategy_fill_final      (CyDiceStrategy         *self,
                                             CyDiceCategorySet    used,
                                             guint                upper,
                                             gboolean             yacht_live,
                                             CyDiceTurn          *turn);
/* The same for one category: its points now (with the bonuses they win)
 * and what it leaves for later. */
double        cy_dice_strategy_category_value  (CyDiceStrategy         *self,
                                             CyDiceCategorySet    used,
                                             guint                upper,
                                             gboolean             yacht_live,
                                             guint                category,
                                             const guint8         dice[CY_DICE_N_DICE]);

/* The cache: $XDG_CACHE_HOME/card-yacht/dice-RULES.table, with a
 * versioned header, the size and a checksum. */
char         *cy_dice_strategy_get_cache_path  (CyDiceRules          rules);
gboolean      cy_dice_strategy_write           (CyDiceStrategy         *self,
                                             const char          *path,
                                             GError             **error);
CyDiceStrategy  *cy_dice_strategy_read            (CyDiceRules          rules,
                                             const char          *path,
                                             GError             **error);

/* The process's table for @rules: read from the cache, or computed and
 * cached when the cache is missing or damaged. Blocks; use from a thread. */
CyDiceStrategy  *cy_dice_strategy_ensure          (CyDiceRules          rules,
                                             GCancellable        *cancellable,
                                             GError             **error);
void          cy_dice_strategy_ensure_async    (CyDiceRules          rules,
                                             GCancellable        *cancellable,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);
CyDiceStrategy  *cy_dice_strategy_ensure_finish   (GAsyncResult        *result,
                                             GError             **error);
/* Never blocks: the table if it is ready, else %NULL after starting to
 * make it in a thread (once). */
CyDiceStrategy  *cy_dice_strategy_peek            (CyDiceRules          rules);
/* Tests: forget the process's tables (the cache file stays). */
void          cy_dice_strategy_forget_all      (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CyDiceStrategy, cy_dice_strategy_unref)

G_END_DECLS
