/* cy-boat-coach.h: the advice of the hard player, with its numbers
 *
 * For the seat to act, the choice the hard computer player makes there and
 * why: the same sampled deals it weighs (consistent with what the seat
 * sees, nothing more), each solved exactly, give every option the side's
 * expected card points and the share of deals in which the contract is
 * made. The window's hint and `card-yacht-cli hint` show it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "cy-boat-game.h"
#include "cy-boat-rules.h"
#include "cy-random.h"

G_BEGIN_DECLS

typedef enum
{
  CY_BOAT_DECISION_BID,
  CY_BOAT_DECISION_DISCARD,
  CY_BOAT_DECISION_TRUMP,
  CY_BOAT_DECISION_PLAY,
} CyBoatDecision;

typedef struct
{
  CyBoatAction  action;            /* the choice, as the seat would make it */
  /* The side's card points of the whole hand (discard included when it
   * takes the last trick), on average over the deals; and the share of the
   * deals (0 … 1) in which the contract is made. In the bidding, with this
   * seat as high bidder at this bid; a pass carries the numbers of the
   * lowest bid it lets go. */
  double        expected_points;
  double        made_share;
  /* Play: the card points it would hand the opponents in the trick under
   * way, on average over the deals (the hard player weighs them too). */
  double        points_at_risk;
} CyBoatCoachOption;

/* 12 bids and a pass */
#define CY_BOAT_COACH_MAX_OPTIONS 13

typedef struct
{
  guint8             seat;
  guint8             decision;     /* CyBoatDecision */
  guint8             n_deals;      /* the sampled deals the numbers come from */
  guint8             n_options;
  /* The bid the shares are about: the contract once it is settled; in the
   * bidding, the lowest bid the seat may make (0: none is left). */
  guint8             contract;
  /* Bidding: the bid this seat would have to make to take its partner's
   * contract from it (the hard player outbids a partner only with ten
   * points to spare); 0 when the partner does not hold the bid. */
  guint8             partner_target;
  CyBoatCoachOption  options[CY_BOAT_COACH_MAX_OPTIONS];   /* the best first */
} CyBoatAdvice;

/* The advice for @view's seat, which must be the seat to act. With the
 * generator in the state the hard player's would be in, the best option
 * is the action cy_boat_ai_decide (CY_PLAYER_KIND_HARD) takes, and the same
 * state gives the same advice. Safe to call from any thread; FALSE if
 * @cancellable was cancelled (@advice is then incomplete). */
gboolean   cy_boat_coach_advise     (const CyBoatView    *view,
                                     CyRandom            *rng,
                                     GCancellable        *cancellable,
                                     CyBoatAdvice        *advice);

/* The generator's stream for a coach's seed: `card-yacht-cli hint --seed S`
 * advises with cy_random_init (rng, S, CY_BOAT_COACH_STREAM), and the hard
 * player given that generator plays the advice's best. */
#define CY_BOAT_COACH_STREAM 0xC0AC

/* The position of @view (the hand, the phase, the calls and cards so far),
 * never 0; and the generator the app's coach uses there, so that asking
 * twice in one position gives the same advice. */
guint64    cy_boat_coach_position_key     (const CyBoatView    *view);
void       cy_boat_coach_position_random  (const CyBoatView    *view,
                                           CyRandom            *rng);

/* The decision's key in design.md section 10: "bid", "discard", "trump" or
 * "play"; and an option's choice in the record vocabulary: a bid ("85") or
 * "pass", five cards ("5S 6S 7D 8D 9C"), a suit letter, a card. */
const char *cy_boat_decision_get_key   (CyBoatDecision        decision);
char       *cy_boat_coach_option_choice (const CyBoatCoachOption *option);

/* The advice in words, translated: the best choice and its reason in
 * numbers, then the next best and what the calls so far suggest. @names
 * holds the four seats' names. */
char       *cy_boat_advice_describe    (const CyBoatView    *view,
                                        const CyBoatAdvice  *advice,
                                        const char * const  *names);

/* The advice as `card-yacht-cli hint` prints it (design.md section 10), one
 * line: {"game":"boat","seat":S,"decision":D,"best":X,"options":[{"choice":X,
 * "expected_points":F,"made_share":F},...],"reason":"text"}, X a bid (a
 * number) or "pass", the five cards of a discard (an array), a suit letter
 * or a card. */
char       *cy_boat_advice_to_json     (const CyBoatView    *view,
                                        const CyBoatAdvice  *advice,
                                        const char * const  *names);

/* The advice for the seat to act when @game stops at a decision, from that
 * seat's view, with the generator of @seed, as JSON (above): the one call a
 * command-line hint needs. NULL with an error when the game does not stop
 * at a decision. */
char       *cy_boat_coach_hint_json    (CyBoatGame          *game,
                                        guint64              seed,
                                        GError             **error);

G_END_DECLS
