/* cy-simulate.h: whole games between computer players, for the simulator and the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-game.h"
#include "cy-match.h"

G_BEGIN_DECLS

typedef struct
{
  guint    totals[CY_MAX_PLAYERS];
  guint    winners;                 /* mask of the seats sharing the win */
  guint    moves;                   /* decisions: moves and scores */
  guint    hand_ends[CY_HAND_END_PASSES + 1];  /* hands, by how they ended */
  /* Optional: if set, the nanoseconds of each decision are appended, per seat. */
  GArray  *decision_ns[CY_MAX_PLAYERS];
  /* Optional: decides for that seat instead of its policy (an outside
   * bot), through cy_match_set_seat_func(); timed like a policy. */
  CyMatchSeatFunc  seat_funcs[CY_MAX_PLAYERS];
  gpointer         seat_data[CY_MAX_PLAYERS];
} CyGameResult;

gboolean cy_simulate_game (const CyPlayerKind  *kinds,
                           guint                n_players,
                           const CyRuleOptions *options,
                           guint64              deal_number,
                           guint64              ai_seed,
                           gboolean             check_invariants,
                           CyGameResult        *result,
                           GError             **error);

G_END_DECLS
