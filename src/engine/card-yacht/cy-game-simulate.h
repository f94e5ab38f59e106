/* cy-game-simulate.h: Card Yacht in the simulator (cy-simulate.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-game.h"
#include "cy-simulate.h"

G_BEGIN_DECLS

/* new_game() takes a CyRuleOptions (or NULL for the defaults). */
extern const CySimulateGame cy_game_simulate;

/* What Card Yacht counts beside the scores: its hands, by how they ended. */
typedef struct
{
  guint    hand_ends[CY_HAND_END_PASSES + 1];
} CyGameSimulateTally;

/* One game, for the tests and benchmarks. */
typedef struct
{
  guint    totals[CY_MAX_PLAYERS];
  guint    winners;                 /* mask of the seats sharing the win */
  guint    moves;                   /* decisions: moves and scores */
  guint    hand_ends[CY_HAND_END_PASSES + 1];  /* hands, by how they ended */
  /* Optional: if set, the nanoseconds of each decision are appended, per seat. */
  GArray  *decision_ns[CY_MAX_PLAYERS];
  /* Optional: decides for that seat instead of its policy (an outside
   * bot); timed like a policy. */
  CySimulateSeatFunc  seat_funcs[CY_MAX_PLAYERS];
  gpointer            seat_data[CY_MAX_PLAYERS];
} CyGameResult;

/* Plays one game from the seat draw to the end, every seat a computer
 * policy deciding only from what its seat may see, the seats' generators
 * seeded from @ai_seed as a match seeds them. FALSE (with @error) at the
 * first illegal move or broken invariant. */
gboolean cy_simulate_game (const CyPlayerKind  *kinds,
                           guint                n_players,
                           const CyRuleOptions *options,
                           guint64              deal_number,
                           guint64              ai_seed,
                           gboolean             check_invariants,
                           CyGameResult        *result,
                           GError             **error);

G_END_DECLS
