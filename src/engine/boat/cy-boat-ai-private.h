/* cy-boat-ai-private.h: what the Boat policies share, and what tests check
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "cy-boat-ai.h"
#include "cy-boat-solver.h"

G_BEGIN_DECLS

/* What a seat knows, worked out from its view. */
typedef struct
{
  guint          seat;
  guint          team;
  int            trump;             /* -1 before it is named */
  CyBoatCardSet  played;
  /* Cards the seat has not seen: the other hands and the face-down pile
   * (Bonus Cards in the bidding, the discard later, unless it is ours). */
  CyBoatCardSet  unseen;
  /* Suits in play (a bit per CySuit) each seat has shown it lacks. */
  guint8         voids[CY_BOAT_N_SEATS];
  /* The trick being played */
  guint          n_trick;
  CyBoatCard     trick[CY_BOAT_N_SEATS];
  guint          trick_leader;
  int            winner;            /* seat winning the trick so far, -1 leading */
  CyBoatCard     winner_card;
  guint          trick_points;      /* in the cards on the table */
  CyBoatCardSet  legal;
} CyBoatKnowledge;

void           cy_boat_knowledge_init    (CyBoatKnowledge   *knowledge,
                                          const CyBoatView  *view);

/* A deal of the unseen cards consistent with the view: hands of the right
 * sizes, no card of a suit a seat has shown void in, and the face-down
 * pile (Bonus Cards or discard) when the seat has not seen it. */
typedef struct
{
  CyBoatCardSet  hands[CY_BOAT_N_SEATS];   /* the seat's own hand included */
  CyBoatCardSet  pile;
} CyBoatSample;

gboolean       cy_boat_sample_deal       (const CyBoatView  *view,
                                          const CyBoatKnowledge *knowledge,
                                          CyRandom          *rng,
                                          CyBoatSample      *sample);

/* The card of @set that gives away least (cy_boat_ai_card_cost()). */
int            cy_boat_ai_card_cost      (CyBoatCard         card,
                                          int                trump,
                                          gboolean           count_points);
CyBoatCard     cy_boat_ai_cheapest       (CyBoatCardSet      set,
                                          int                trump,
                                          gboolean           count_points);
/* Whether, on a deal whose hands are @hands, the trick under way goes to
 * the opponents after this seat plays @card, when each seat still to play
 * takes it from the other side if it can: a rough reading of the trick,
 * not the solver's line. */
gboolean       cy_boat_ai_lost_now       (const CyBoatKnowledge *knowledge,
                                          const CyBoatCardSet hands[CY_BOAT_N_SEATS],
                                          CyBoatCard         card);

/* The hard player's card from what its @n_deals sampled deals found:
 * @sums, each legal card's utility (cy_boat_ai_utility()) summed over the
 * deals, and @risks, the card points it handed the opponents in the trick
 * under way (cy_boat_ai_lost_now()) summed over them. The deals, each
 * solved with every card seen, see a point card lost later anyway and
 * drop it now, when a card worth nothing does as well: so the points
 * risked now count again at CY_BOAT_AI_RISK_WEIGHT, and among cards as
 * good as the best, within CY_BOAT_AI_EQUAL_UTILITY a deal, the one that
 * risks fewest points now wins, then the cheapest. */
CyBoatCard     cy_boat_ai_choose_card    (CyBoatCardSet      legal,
                                          const gint64       sums[CY_BOAT_DECK_SIZE],
                                          const gint64       risks[CY_BOAT_DECK_SIZE],
                                          guint              n_deals,
                                          int                trump);

/* Cards whose outcomes over the sampled deals differ by at most this
 * much a deal (in utility, cy_boat_ai_utility(): 10 is five card points
 * moved from one side to the other) are as good as each other. */
#define CY_BOAT_AI_EQUAL_UTILITY  4
/* Card points risked now count again at this weight (in 1/100; 200:
 * twice more). The README's Boat section says what it gains and costs. */
#define CY_BOAT_AI_RISK_WEIGHT  200

/* The five cards of @candidates with the lowest @value, chosen one at a
 * time (the value may depend on the cards still kept). */
typedef int  (*CyBoatKeepValue)          (CyBoatCardSet      kept,
                                          CyBoatCard         card,
                                          int                trump);
CyBoatCardSet  cy_boat_ai_discard_by     (CyBoatCardSet      cards,
                                          CyBoatCardSet      candidates,
                                          int                trump,
                                          CyBoatKeepValue    value);

/* The rules of thumb, shared by normal and hard. */
int            cy_boat_ai_best_trump     (CyBoatCardSet      cards);
CyBoatCardSet  cy_boat_ai_plan_discard   (CyBoatCardSet      cards,
                                          int                trump);
guint          cy_boat_ai_estimate_bid   (CyBoatCardSet      hand);

/* The policies */
guint          cy_boat_ai_normal_bid     (const CyBoatView  *view);
CyBoatCard     cy_boat_ai_normal_play    (const CyBoatView  *view,
                                          const CyBoatKnowledge *knowledge);

/* The hard player bids when the sampled deals make the bid this often
 * (in 1/100). */
#define CY_BOAT_AI_BID_CONFIDENCE  60
/* … and over its partner's bid, this often two steps higher. */
#define CY_BOAT_AI_OUTBID_PARTNER_CONFIDENCE  90

/* What the hard player found on its sampled deals, for the coach
 * (cy-boat-coach.c): with a trace, it solves each deal exactly instead of
 * asking only whether the contract is reached, and keeps the side's card
 * points of the whole hand for each candidate on each deal. The candidates
 * are indexed by the bid (0: the one bid it weighs), the discard plan
 * (discards[] and trumps[]), the suit, or the card. The choice is the same
 * with a trace or without: the same deals, and an exact value says whether
 * the contract is reached as the null-window search does. */
#define CY_BOAT_TRACE_MAX_DEALS      32
#define CY_BOAT_TRACE_MAX_DISCARDS   4

typedef struct
{
  GCancellable  *cancellable;                 /* stops the sampling early, or NULL */
  guint          n_deals;                     /* deals solved */
  guint          target;                      /* bidding: what the contract must reach */
  CyBoatCardSet  candidates;                  /* play: the legal cards; trump: suits a bit each */
  guint          n_discards;
  CyBoatCardSet  discards[CY_BOAT_TRACE_MAX_DISCARDS];
  gint8          trumps[CY_BOAT_TRACE_MAX_DISCARDS];
  guint8         points[CY_BOAT_DECK_SIZE][CY_BOAT_TRACE_MAX_DEALS];
  /* play: the card points each card hands the opponents in the trick
   * under way, summed over the deals (cy_boat_ai_lost_now()) */
  guint16        risks[CY_BOAT_DECK_SIZE];
} CyBoatTrace;

guint          cy_boat_ai_hard_bid       (const CyBoatView  *view,
                                          CyRandom          *rng,
                                          CyBoatTrace       *trace);
CyBoatCardSet  cy_boat_ai_hard_discard   (const CyBoatView  *view,
                                          CyRandom          *rng,
                                          CyBoatTrace       *trace);
int            cy_boat_ai_hard_trump     (const CyBoatView  *view,
                                          CyRandom          *rng,
                                          CyBoatTrace       *trace);
CyBoatCard     cy_boat_ai_hard_play      (const CyBoatView  *view,
                                          const CyBoatKnowledge *knowledge,
                                          CyRandom          *rng,
                                          CyBoatTrace       *trace);

/* How much a hand's outcome is worth to @team: its score change less the
 * other team's, for card points @points[team] of 120. */
int            cy_boat_ai_utility        (guint              team,
                                          guint              bidding_team,
                                          guint              bid,
                                          guint              points);

G_END_DECLS
