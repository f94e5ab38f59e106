/* cy-boat-solver.h: double-dummy analysis of the play of a Boat hand
 *
 * With every hand seen, how many card points does a team take if all four
 * seats play perfectly from here on? Alpha-beta on points with a
 * transposition table at trick boundaries, cards that only differ by rank
 * within a run (and score alike) tried once, and moves ordered by the rules
 * of thumb of the game. The hard computer player solves many sampled
 * deals with it; `card-yacht-cli boat solve` solves a record's position.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-boat-rules.h"

G_BEGIN_DECLS

typedef struct
{
  CyBoatCardSet  hands[CY_BOAT_N_SEATS];   /* every card still to be played */
  gint8          trump;
  guint8         leader;                   /* of the current trick */
  guint8         n_trick;                  /* cards already in the current trick */
  CyBoatCard     trick[CY_BOAT_N_SEATS];   /* those cards, the led card first */
  guint8         discard_points;           /* to whoever takes the last trick */
} CyBoatPosition;

typedef struct _CyBoatSolver CyBoatSolver;

/* A solver with its transposition table (2^@table_bits entries of 8 bytes;
 * 0 picks the default, 2^18: 2 MiB). One solver serves one thread at a time. */
CyBoatSolver  *cy_boat_solver_new           (guint                  table_bits);
void           cy_boat_solver_free          (CyBoatSolver          *solver);
/* The calling thread's own solver, made on first use and kept until the
 * thread ends: the table's contents stay valid from one call to the next. */
CyBoatSolver  *cy_boat_solver_get_default   (void);
/* Empties the table. Its 40-bit checks could, very rarely, take one
 * position for another; a computer player clears it before each decision
 * so that even then the decision depends on its view and generator alone,
 * not on what the thread solved before (another game, a run before a
 * resume). */
void           cy_boat_solver_clear         (CyBoatSolver          *solver);

/* Fills @pos from a hand being played, every card known (a record, a
 * test); FALSE if the hand is not in its play. */
gboolean       cy_boat_position_from_hand   (CyBoatPosition        *pos,
                                             const CyBoatHand      *hand);

/* "Par" of a hand whose trump is named (being played or over): the card
 * points the bidding team takes from the first lead, discard included,
 * when every seat plays perfectly with every card seen. FALSE before
 * trump is named. */
gboolean       cy_boat_solver_get_par       (CyBoatSolver          *solver,
                                             const CyBoatHand      *hand,
                                             guint                 *points);

/* The seat to play. */
guint          cy_boat_position_get_turn    (const CyBoatPosition  *pos);

/* The card points @team takes from here to the end of the hand (the
 * current trick's cards and the discard included) under perfect play, and
 * in @best (if not NULL) a card the seat to play may play to get it. */
guint          cy_boat_solver_solve         (CyBoatSolver          *solver,
                                             const CyBoatPosition  *pos,
                                             guint                  team,
                                             CyBoatCard            *best);

/* The value for @team (as above) of each legal card of the seat to play:
 * @values[card] for every card in the returned set of legal cards. */
CyBoatCardSet  cy_boat_solver_solve_moves   (CyBoatSolver          *solver,
                                             const CyBoatPosition  *pos,
                                             guint                  team,
                                             guint                  values[CY_BOAT_DECK_SIZE]);

/* Whether @team takes at least @points from here under perfect play: one
 * null-window search, much cheaper than the exact value. */
gboolean       cy_boat_solver_reaches       (CyBoatSolver          *solver,
                                             const CyBoatPosition  *pos,
                                             guint                  team,
                                             guint                  points);

/* Nodes searched since the solver was made, for the benchmarks. */
guint64        cy_boat_solver_get_nodes     (CyBoatSolver          *solver);

G_END_DECLS
