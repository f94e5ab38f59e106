/* cy-dice-table.h: the perfect solitaire strategy for Yacht
 *
 * A game's future depends only on which categories are used and, with the
 * bonus, on the upper subtotal (capped at 63, where the bonus is won). The
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

typedef struct _CyDiceTable CyDiceTable;

#define CY_TYPE_DICE_TABLE (cy_dice_table_get_type ())

/* The version of the solver's output: a cache of another version is
 * rebuilt. Raise it whenever a rule or the solver changes its numbers. */
#define CY_DICE_TABLE_VERSION 1

GType         cy_dice_table_get_type        (void) G_GNUC_CONST;
CyDiceTable  *cy_dice_table_ref             (CyDiceTable         *self);
void          cy_dice_table_unref           (CyDiceTable         *self);

/* From scratch; @n_threads 0 uses every processor. %NULL only when cancelled. */
CyDiceTable  *cy_dice_table_compute         (CyDiceRules          rules,
                                             guint                n_threads,
                                             GCancellable        *cancellable,
                                             GError             **error);

CyDiceRules   cy_dice_table_get_rules       (CyDiceTable         *self);
/* The expected score of a perfect solitaire game. */
double        cy_dice_table_get_expected_score (CyDiceTable      *self);
/* The expected points still to come at the start of a turn with @used
 * categories written and an upper subtotal of @upper (any value; the
 * table caps it). Only states that can occur are in the table: the used
 * Ones to Sixes must be able to make @upper. */
gboolean      cy_dice_table_has_state       (CyDiceTable         *self,
                                             CyDiceCategorySet    used,
                                             guint                upper);
double        cy_dice_table_get_value       (CyDiceTable         *self,
                                             CyDiceCategorySet    used,
                                             guint                upper);
/* What stopping with each roll is worth in that state: the best open
 * category, its points (with a bonus it wins) and what it leaves for later;
 * then cy_dice_turn_solve() finishes the turn. */
void          cy_dice_table_fill_final      (CyDiceTable         *self,
                                             CyDiceCategorySet    used,
                                             guint                upper,
                                             CyDiceTurn          *turn);
/* The same for one category: its points now and what it leaves for later. */
double        cy_dice_table_category_value  (CyDiceTable         *self,
                                             CyDiceCategorySet    used,
                                             guint                upper,
                                             guint                category,
                                             const guint8         dice[CY_DICE_N_DICE]);

/* The cache: $XDG_CACHE_HOME/card-yacht/dice-RULES.table, with a
 * versioned header, the size and a checksum. */
char         *cy_dice_table_get_cache_path  (CyDiceRules          rules);
gboolean      cy_dice_table_write           (CyDiceTable         *self,
                                             const char          *path,
                                             GError             **error);
CyDiceTable  *cy_dice_table_read            (CyDiceRules          rules,
                                             const char          *path,
                                             GError             **error);

/* The process's table for @rules: read from the cache, or computed and
 * cached when the cache is missing or damaged. Blocks; use from a thread. */
CyDiceTable  *cy_dice_table_ensure          (CyDiceRules          rules,
                                             GCancellable        *cancellable,
                                             GError             **error);
void          cy_dice_table_ensure_async    (CyDiceRules          rules,
                                             GCancellable        *cancellable,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);
CyDiceTable  *cy_dice_table_ensure_finish   (GAsyncResult        *result,
                                             GError             **error);
/* Never blocks: the table if it is ready, else %NULL after starting to
 * make it in a thread (once). */
CyDiceTable  *cy_dice_table_peek            (CyDiceRules          rules);
/* Tests: forget the process's tables (the cache file stays). */
void          cy_dice_table_forget_all      (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CyDiceTable, cy_dice_table_unref)

G_END_DECLS
