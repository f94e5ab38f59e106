/* cy-boat-rules.h: the rules of one hand of Boat, as plain values
 *
 * A hand is its deal and the actions played on it; everything else (whose
 * turn, the tricks, the points) follows from them. The game object, the
 * computer players' simulations, saving and the tests all use these
 * functions, so the rules live in one place.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-boat-card.h"
#include "cy-random.h"

G_BEGIN_DECLS

#define CY_BOAT_N_SEATS      4
#define CY_BOAT_N_TEAMS      2
#define CY_BOAT_HAND_SIZE    9
#define CY_BOAT_BONUS_SIZE   5
#define CY_BOAT_N_TRICKS     9
#define CY_BOAT_N_PLAYS      (CY_BOAT_N_SEATS * CY_BOAT_N_TRICKS)
#define CY_BOAT_MIN_BID      65
#define CY_BOAT_MAX_BID      120
#define CY_BOAT_BID_STEP     5
#define CY_BOAT_TARGET       500
/* Bids rise by 5 from 65 to 120 (12 bids) and three seats pass. */
#define CY_BOAT_MAX_CALLS    16
#define CY_BOAT_MAX_ACTIONS  (CY_BOAT_MAX_CALLS + 2 + CY_BOAT_N_PLAYS)

/* Partners sit opposite: seats 0 and 2 are team 0, seats 1 and 3 team 1. */
static inline guint
cy_boat_team_of (guint seat)
{
  return seat & 1;
}

typedef enum
{
  CY_BOAT_PHASE_BIDDING,
  CY_BOAT_PHASE_DISCARD,     /* the high bidder holds 14 cards and lays away 5 */
  CY_BOAT_PHASE_TRUMP,       /* the high bidder names trump */
  CY_BOAT_PHASE_PLAY,
  CY_BOAT_PHASE_HAND_OVER,
} CyBoatPhase;

typedef enum
{
  CY_BOAT_ACTION_BID,
  CY_BOAT_ACTION_PASS,
  CY_BOAT_ACTION_DISCARD,
  CY_BOAT_ACTION_TRUMP,
  CY_BOAT_ACTION_PLAY,
} CyBoatActionKind;

typedef struct
{
  guint8         kind;       /* CyBoatActionKind */
  guint8         seat;
  guint8         bid;        /* BID: 65 … 120 */
  guint8         suit;       /* TRUMP: a CySuit */
  CyBoatCard     card;       /* PLAY */
  CyBoatCardSet  cards;      /* DISCARD: five cards */
} CyBoatAction;

/* One call of the bidding: a bid, or 0 for a pass. */
typedef struct
{
  guint8 seat;
  guint8 bid;
} CyBoatCall;

typedef struct
{
  /* The deal */
  guint8         dealer;
  CyBoatCardSet  dealt[CY_BOAT_N_SEATS];
  CyBoatCardSet  bonus;

  /* Everything below follows from the deal and the actions. */
  guint8         phase;                      /* CyBoatPhase */
  guint8         turn;                       /* who acts (not in HAND_OVER) */
  guint8         passed;                     /* seats that passed, a bit each */
  guint8         high_bid;                   /* 0 before the first bid */
  gint8          high_bidder;                /* -1 before the first bid */
  gboolean       bid_forced;                 /* three passed: the fourth took it at 65 */
  guint8         n_calls;
  CyBoatCall     calls[CY_BOAT_MAX_CALLS];
  CyBoatCardSet  hands[CY_BOAT_N_SEATS];
  CyBoatCardSet  discard;
  gint8          trump;                      /* a CySuit, -1 until named */
  guint8         n_played;
  CyBoatCard     played[CY_BOAT_N_PLAYS];    /* in the order played, trick by trick */
  guint8         played_by[CY_BOAT_N_PLAYS];
  guint8         leader;                     /* of the trick being played */
  guint8         trick_points[CY_BOAT_N_TEAMS];
  guint8         tricks_won[CY_BOAT_N_TEAMS];
  gint8          last_trick_winner;          /* seat, -1 until the hand is over */

  guint8         n_actions;
  CyBoatAction   actions[CY_BOAT_MAX_ACTIONS];
} CyBoatHand;

/* What a finished hand scores (design.md section 9's "hands" outcome). */
typedef struct
{
  guint8   high_bidder;
  guint8   bid;
  guint8   trump;
  guint8   points[CY_BOAT_N_TEAMS];   /* card points, the discard's included */
  guint8   discard_points;
  gint16   score_change[CY_BOAT_N_TEAMS];
  gboolean made;                      /* the bidding team reached the bid */
} CyBoatHandResult;

/* The running count of a hand: what every seat at the table can count
 * while it is played. The discard's points belong to nobody until the last
 * trick takes them, so until then they are among the points left (120
 * less those taken), which every seat can work out without seeing the
 * discard. */
typedef struct
{
  guint8   points[CY_BOAT_N_TEAMS];   /* card points taken so far, the discard's once the hand is over */
  guint8   tricks[CY_BOAT_N_TEAMS];   /* tricks taken so far */
  guint8   left;                      /* card points nobody has taken yet */
  gint8    bidding_team;              /* -1 while the bidding goes on */
  guint8   bid;                       /* 0 while the bidding goes on */
  guint8   needed;                    /* what the bidding team still needs to reach its bid */
  gboolean made;                      /* it has reached its bid: nothing can take that back */
  gboolean set;                       /* it can no longer reach its bid, even with every point left */
} CyBoatRunningCount;

/* What one seat may see: nothing of another hand, of the Bonus Cards or of
 * the discard, unless that seat was the high bidder who took them. The
 * computer players decide from this alone. */
typedef struct
{
  guint8         seat;
  guint8         dealer;
  guint8         phase;                      /* CyBoatPhase */
  guint8         turn;
  CyBoatCardSet  hand;
  guint8         hand_sizes[CY_BOAT_N_SEATS];
  guint8         n_calls;
  CyBoatCall     calls[CY_BOAT_MAX_CALLS];
  guint8         passed;
  guint8         high_bid;
  gint8          high_bidder;
  CyBoatCardSet  bonus;                      /* only the high bidder's own view */
  CyBoatCardSet  discard;                    /* likewise */
  gint8          trump;
  guint8         n_played;
  CyBoatCard     played[CY_BOAT_N_PLAYS];
  guint8         played_by[CY_BOAT_N_PLAYS];
  guint8         leader;
  guint8         trick_points[CY_BOAT_N_TEAMS];
  gint16         scores[CY_BOAT_N_TEAMS];    /* before this hand */
  guint16        hand_number;                /* 1 for the first */
} CyBoatView;

/* Trick play */
CyBoatCardSet  cy_boat_legal_plays        (CyBoatCardSet        hand,
                                           CyBoatCard           led,
                                           int                  trump);
guint          cy_boat_trick_winner       (const CyBoatCard     trick[CY_BOAT_N_SEATS],
                                           int                  trump);
gboolean       cy_boat_card_beats         (CyBoatCard           card,
                                           CyBoatCard           best,
                                           int                  trump);

/* Scoring and the end of the game */
void           cy_boat_score_hand         (guint                bidding_team,
                                           guint                bid,
                                           const guint8         points[CY_BOAT_N_TEAMS],
                                           gint16               change[CY_BOAT_N_TEAMS]);
gboolean       cy_boat_game_is_decided    (const int            scores[CY_BOAT_N_TEAMS],
                                           guint               *winning_team);

/* A hand */
gboolean       cy_boat_deal_check         (guint                dealer,
                                           const CyBoatCardSet  hands[CY_BOAT_N_SEATS],
                                           CyBoatCardSet        bonus,
                                           GError             **error);
void           cy_boat_hand_init          (CyBoatHand          *hand,
                                           guint                dealer,
                                           const CyBoatCardSet  hands[CY_BOAT_N_SEATS],
                                           CyBoatCardSet        bonus);
/* Shuffles the 41 cards with @rng and deals them, one at a time from the
 * dealer's left; the last five are the Bonus Cards. */
void           cy_boat_hand_deal          (CyBoatHand          *hand,
                                           guint                dealer,
                                           CyRandom            *rng);
/* Refuses an illegal action with a translated reason; changes nothing then. */
gboolean       cy_boat_hand_check_action  (const CyBoatHand    *hand,
                                           const CyBoatAction  *action,
                                           GError             **error);
gboolean       cy_boat_hand_apply         (CyBoatHand          *hand,
                                           const CyBoatAction  *action,
                                           GError             **error);
/* The lowest bid the seat to act may make; 0 when it may only pass. */
guint          cy_boat_hand_min_bid       (const CyBoatHand    *hand);
CyBoatCardSet  cy_boat_hand_legal_plays   (const CyBoatHand    *hand);
void           cy_boat_hand_get_result    (const CyBoatHand    *hand,
                                           CyBoatHandResult    *result);
void           cy_boat_hand_get_running_count (const CyBoatHand    *hand,
                                               CyBoatRunningCount  *count);
void           cy_boat_hand_get_view      (const CyBoatHand    *hand,
                                           guint                seat,
                                           CyBoatView          *view);

/* The lowest bid @view's seat may make; 0 when it may only pass. */
guint          cy_boat_view_min_bid       (const CyBoatView    *view);
CyBoatCardSet  cy_boat_view_legal_plays   (const CyBoatView    *view);
gboolean       cy_boat_view_check_action  (const CyBoatView    *view,
                                           const CyBoatAction  *action,
                                           GError             **error);
/* The high bidder chooses the five cards of the discard one at a time:
 * whether @card may go into @chosen (or come out of it) now. */
gboolean       cy_boat_view_check_discard_choice (const CyBoatView    *view,
                                                  CyBoatCardSet        chosen,
                                                  CyBoatCard           card,
                                                  GError             **error);

/* "Ann bids 70" and the like, translated, for the move log; with @name
 * NULL, of the person at the screen ("You bid 70"). A discard is
 * described without its cards: the other seats do not see them. */
char          *cy_boat_action_describe    (const CyBoatAction  *action,
                                           const char          *name);

G_END_DECLS
