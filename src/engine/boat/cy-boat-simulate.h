/* cy-boat-simulate.h: whole games of Boat between computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-boat-rules.h"
#include "cy-match.h"
#include "cy-player.h"

G_BEGIN_DECLS

/* A game stopped after this many hands has no winner (random players). */
#define CY_BOAT_SIMULATE_HAND_LIMIT 1000

typedef struct
{
  double   wins[CY_BOAT_N_TEAMS];           /* 1 for the winners, 0 if stopped */
  guint    n_hands;
  guint    points[CY_BOAT_N_TEAMS];         /* card points over all hands */
  guint    made[CY_BOAT_N_TEAMS];           /* contracts made as bidding team */
  guint    set[CY_BOAT_N_TEAMS];
  int      scores[CY_BOAT_N_TEAMS];
  /* Optional: if set, the nanoseconds of each decision are appended, per seat. */
  GArray  *decision_ns[CY_BOAT_N_SEATS];
  /* Optional: decides for that seat instead of its policy (an outside
   * bot), through cy_match_set_seat_func(); the function times itself. */
  CyMatchSeatFunc  seat_funcs[CY_BOAT_N_SEATS];
  gpointer         seat_data[CY_BOAT_N_SEATS];
} CyBoatGameResult;

/* Plays one game to 500 through the match controller, every seat a
 * computer policy deciding from its own view. FALSE (with @error) at the
 * first illegal action or broken invariant. */
gboolean  cy_boat_simulate_game  (const CyPlayerKind  kinds[CY_BOAT_N_SEATS],
                                  guint64             deal_seed,
                                  guint64             ai_seed,
                                  gboolean            check_invariants,
                                  CyBoatGameResult   *result,
                                  GError            **error);

G_END_DECLS
