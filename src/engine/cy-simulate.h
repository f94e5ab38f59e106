/* cy-simulate.h: whole games between computer players, for any game
 *
 * One loop plays a CyMatchGame from its first deal to its end, every seat
 * deciding from its own view, the invariants checked after every action
 * (design.md sections 5 and 10). A game takes part through a
 * CySimulateGame, in its own folder: how to make a game, how a seat's
 * computer player decides and plays on the game's plain state (a view and
 * an answer on the stack, no signal, no allocation), and what it counts
 * beside the scores. cy_simulate_run() spreads many games over threads,
 * rotates the seating from game to game and tallies the results per
 * policy as typed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "cy-external-player.h"
#include "cy-match-game.h"
#include "cy-player.h"
#include "cy-random.h"

G_BEGIN_DECLS

#define CY_SIMULATE_MAX_THREADS 16
/* The largest answer of a computer player (a move, a bid, a choice). */
#define CY_SIMULATE_MAX_ANSWER  64

/* Decides and plays for @seat instead of its policy (an outside bot). */
typedef gboolean (*CySimulateSeatFunc) (CyMatchGame  *game,
                                        guint         seat,
                                        gpointer      user_data,
                                        GError      **error);

typedef struct
{
  CyPlayerKind        kind;
  CyRandom            rng;          /* the seat's own, nothing of the deal's */
  GArray             *decision_ns;  /* optional: gint64 nanoseconds of decisions (a policy's: a sample, see cy-simulate.c) */
  CySimulateSeatFunc  func;         /* optional: decides instead of the policy */
  gpointer            func_data;
} CySimulateSeat;

typedef struct _CySimulateGame CySimulateGame;

struct _CySimulateGame
{
  const char  *game_id;
  guint        min_seats;
  guint        max_seats;
  /* Seats s and s + 2 are partners (Boat): the seating keeps pairs together. */
  gboolean     partnerships;
  /* The size of the game's own tally (what it counts beside scores and wins). */
  gsize        tally_size;

  /* A game between @players (kept), before its first deal; @options is
   * the game's own (rule set, house rules), NULL for the defaults. A
   * @quiet game emits no signal and keeps no log: nobody watches it. */
  CyMatchGame *(*new_game)     (gconstpointer      options,
                                CyPlayer * const  *players,
                                guint              n_seats,
                                guint64            deal_seed,
                                gboolean           quiet);
  /* @seat's computer player of @kind decides from a copy of its seat's
   * view, writing its answer (at most CY_SIMULATE_MAX_ANSWER bytes) into
   * @answer; touches nothing but @rng. */
  void         (*decide)       (CyMatchGame       *game,
                                guint              seat,
                                CyPlayerKind       kind,
                                CyRandom          *rng,
                                gpointer           answer);
  /* Plays the answer through the game's own checks. */
  gboolean     (*apply)        (CyMatchGame       *game,
                                guint              seat,
                                gconstpointer      answer,
                                GError           **error);
  /* One decision of @seat by an outside bot, through its seat's view. */
  gboolean     (*play_external)(CyMatchGame       *game,
                                guint              seat,
                                CyExternalPlayer  *player,
                                GError           **error);
  /* Optional: counts a hand that is over into the game's own tally. */
  void         (*hand_over)    (CyMatchGame       *game,
                                gpointer           tally);
  /* A seat's final score (a team's, in a partnership game). */
  int          (*get_total)    (CyMatchGame       *game,
                                guint              seat);
  /* Adds a finished game to the game's own tally; @policy_of_seat gives
   * the policy (as typed) that sat in each seat. */
  void         (*tally_game)   (CyMatchGame       *game,
                                const guint       *policy_of_seat,
                                gpointer           tally);
  void         (*merge_tally)  (gpointer           tally,
                                gconstpointer      other);
};

/* Plays @game (made by @klass) until it is over, @seats deciding; each
 * hand over is counted into @tally (the game's own, may be NULL), the
 * decisions into @n_decisions (may be NULL). FALSE, with @error, at the
 * first refused action or broken invariant, or when a seat function fails. */
gboolean  cy_simulate_play     (const CySimulateGame  *klass,
                                CyMatchGame           *game,
                                CySimulateSeat        *seats,
                                gboolean               check_invariants,
                                gpointer               tally,
                                guint                 *n_decisions,
                                GError               **error);

/* Which policy (as typed, 0 first) sits in each seat in game @index: each
 * block of @n_seats games puts every policy in every seat once (a cyclic
 * shift), and the blocks run through every order of the policies around
 * the table, so that nobody always sits after the same player. With
 * @partnerships the pairs (0, 2) and (1, 3) stay partners. */
void      cy_simulate_seating  (guint                  n_seats,
                                gboolean               partnerships,
                                guint                  index,
                                guint                 *policy_of_seat);

/* Many games, as card-yacht-cli's simulate commands play them. */
typedef struct
{
  const CySimulateGame *klass;
  gconstpointer         options;          /* the game's own, or NULL */
  guint                 n_seats;
  CyPlayerKind          kinds[CY_MATCH_MAX_SEATS];      /* per policy, as typed */
  const char           *policies[CY_MATCH_MAX_SEATS];   /* as typed: the players' names */
  /* The command of an outside bot, or NULL for a computer policy. */
  const char           *external[CY_MATCH_MAX_SEATS];
  guint                 external_timeout_ms;
  guint                 n_games;
  guint64               seed;
  guint                 n_threads;
  /* Write each game's record there as game-N.json (N from 0), or NULL. */
  const char           *records_dir;
} CySimulation;

typedef struct
{
  guint      n_seats;
  gboolean   partnerships;
  guint      completed;                               /* games played to the end */
  gint64     totals[CY_MATCH_MAX_SEATS];              /* per policy, as typed */
  double     wins[CY_MATCH_MAX_SEATS];                /* a tie shares the win; a team's win is each partner's */
  GArray    *decision_ns[CY_MATCH_MAX_SEATS];         /* gint64 each, per policy */
  guint      violations;
  guint      first_violation_game;
  char      *first_violation;
  guint      external_failures;
  guint      first_external_failure_game;
  guint      first_external_failure_seat;             /* the seat, in that game */
  char      *first_external_failure;
  gpointer   game_tally;                              /* the game's own, tally_size bytes */
} CySimulateTally;

/* Plays the games of @simulation and fills @tally (cleared with
 * cy_simulate_tally_clear()); game N is the same game whatever the number
 * of threads. FALSE only when a record cannot be written. */
gboolean  cy_simulate_run         (const CySimulation  *simulation,
                                   CySimulateTally     *tally,
                                   double              *seconds,
                                   GError             **error);
void      cy_simulate_tally_clear (CySimulateTally     *tally);

G_END_DECLS
