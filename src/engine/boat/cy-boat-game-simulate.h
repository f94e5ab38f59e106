/* cy-boat-game-simulate.h: Boat in the simulator (cy-simulate.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-boat-rules.h"
#include "cy-player.h"
#include "cy-simulate.h"

G_BEGIN_DECLS

/* A game stopped after this many hands has no winner (random players). */
#define CY_BOAT_SIMULATE_HAND_LIMIT 1000

/* new_game() takes no options. */
extern const CySimulateGame cy_boat_game_simulate;

/* What Boat counts beside the wins, per partnership as typed (policies 0
 * and 2, then 1 and 3), wherever it sat. */
typedef struct
{
  guint64  hands;
  guint    stopped;                         /* games stopped at the hand limit */
  guint64  points[CY_BOAT_N_TEAMS];         /* card points over all hands */
  guint    made[CY_BOAT_N_TEAMS];           /* contracts made as bidding team */
  guint    set[CY_BOAT_N_TEAMS];
} CyBoatSimulateTally;

/* One game, for the tests. */
typedef struct
{
  double   wins[CY_BOAT_N_TEAMS];           /* 1 for the winners, 0 if stopped */
  guint    n_hands;
  guint    points[CY_BOAT_N_TEAMS];
  guint    made[CY_BOAT_N_TEAMS];
  guint    set[CY_BOAT_N_TEAMS];
  int      scores[CY_BOAT_N_TEAMS];
} CyBoatGameResult;

/* Plays one game to 500, every seat a computer policy deciding from its
 * own view, the seats' generators seeded from @ai_seed as a match seeds
 * them. FALSE (with @error) at the first illegal action or broken invariant. */
gboolean  cy_boat_simulate_game  (const CyPlayerKind  kinds[CY_BOAT_N_SEATS],
                                  guint64             deal_seed,
                                  guint64             ai_seed,
                                  gboolean            check_invariants,
                                  CyBoatGameResult   *result,
                                  GError            **error);

G_END_DECLS
