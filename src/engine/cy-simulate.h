/* cy-simulate.h: whole games between computer players, for the simulator and the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-game.h"

G_BEGIN_DECLS

/* Plays @seat's decision (a move in its turn, or its score once the hand
 * is over) through the game's own methods; FALSE ends the game with its
 * error. For seats played by something else than a built-in policy, such as
 * an outside bot. */
typedef gboolean (*CySimulateSeatFunc) (CyGame   *game,
                                        guint     seat,
                                        gpointer  data,
                                        GError  **error);

typedef struct
{
  guint    totals[CY_MAX_PLAYERS];
  guint    winners;                 /* mask of the seats sharing the win */
  guint    moves;
  /* Optional: if set, the nanoseconds of each decision are appended, per seat. */
  GArray  *decision_ns[CY_MAX_PLAYERS];
  /* Optional: if set, decides for that seat instead of its policy. */
  CySimulateSeatFunc  seat_funcs[CY_MAX_PLAYERS];
  gpointer            seat_data[CY_MAX_PLAYERS];
} CyGameResult;

gboolean cy_simulate_game (const CyPlayerKind  *kinds,
                           guint                n_players,
                           const CyRuleOptions *options,
                           guint64              deal_number,
                           gboolean             check_invariants,
                           CyGameResult        *result,
                           GError             **error);

G_END_DECLS
