/* cy-boat-ai-hard.c: Perfect Information Monte Carlo
 *
 * The hard player deals the cards it has not seen in many ways consistent
 * with what it has seen (cards played, suits a seat has shown it lacks,
 * its own discard), solves each deal exactly with the double-dummy solver,
 * and takes the choice that does best on average. Outcomes are weighed by
 * what they score (a contract made or set), not by raw card points.
 *
 * The numbers of samples are fixed, not timed, so that a game plays the
 * same on any machine and under any load.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cy-boat-ai-private.h"

/* Tuned for decisions under 300 ms at p95 on a 2-core machine (README). */
#define BID_SAMPLES      16
#define DISCARD_SAMPLES  8
#define TRUMP_SAMPLES    8

/* Fewer samples while many cards are left, when each solve costs most. */
static guint
play_samples (guint cards_left)
{
  if (cards_left > 28)
    return 12;
  if (cards_left > 20)
    return 20;
  return 32;
}

static gboolean
trace_cancelled (const CyBoatTrace *trace)
{
  return trace != NULL && g_cancellable_is_cancelled (trace->cancellable);
}

/* Whether @team takes at least @target from @pos; with a trace, solved
 * exactly and its points of the whole hand (@taken more) kept for
 * @candidate on the trace's current deal. */
static gboolean
reaches (CyBoatSolver         *solver,
         const CyBoatPosition *pos,
         guint                 team,
         guint                 target,
         guint                 taken,
         CyBoatTrace          *trace,
         guint                 candidate)
{
  guint points;

  if (trace == NULL)
    return cy_boat_solver_reaches (solver, pos, team, target);

  points = cy_boat_solver_solve (solver, pos, team, NULL);
  trace->points[candidate][trace->n_deals] = (guint8) (taken + points);
  return points >= target;
}

static guint
bidding_team_of (const CyBoatView *view)
{
  return cy_boat_team_of ((guint) MAX (view->high_bidder, 0));
}

CyBoatCard
cy_boat_ai_hard_play (const CyBoatView      *view,
                      const CyBoatKnowledge *k,
                      CyRandom              *rng,
                      CyBoatTrace           *trace)
{
  CyBoatSolver *solver = cy_boat_solver_get_default ();
  guint bidding_team = bidding_team_of (view);
  gint64 sums[CY_BOAT_DECK_SIZE] = { 0 };
  gint64 risks[CY_BOAT_DECK_SIZE] = { 0 };
  CyBoatPosition pos;
  guint n_solved = 0;
  guint n_samples;
  guint cards_left = 0;
  CyBoatCard card;

  if (trace != NULL)
    trace->candidates = k->legal;
  /* A single legal card needs no deal, unless the coach wants its numbers. */
  if (cy_boat_set_count (k->legal) == 1 && trace == NULL)
    return cy_boat_set_first (k->legal);

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    cards_left += view->hand_sizes[s];
  n_samples = play_samples (cards_left);

  memset (&pos, 0, sizeof pos);
  pos.trump = view->trump;
  pos.leader = view->leader;
  pos.n_trick = (guint8) k->n_trick;
  memcpy (pos.trick, k->trick, sizeof pos.trick);

  for (guint i = 0; i < n_samples && !trace_cancelled (trace); i++)
    {
      guint values[CY_BOAT_DECK_SIZE];
      CyBoatSample sample;

      if (!cy_boat_sample_deal (view, k, rng, &sample))
        continue;

      memcpy (pos.hands, sample.hands, sizeof pos.hands);
      pos.discard_points = (guint8) cy_boat_set_points (view->high_bidder == (int) view->seat ? view->discard
                                                                                                : sample.pile);
      cy_boat_solver_solve_moves (solver, &pos, k->team, values);

      CY_BOAT_SET_FOREACH (k->legal, card)
        {
          sums[card] += cy_boat_ai_utility (k->team, bidding_team, view->high_bid,
                                            view->trick_points[k->team] + values[card]);
          if (trace != NULL)
            trace->points[card][n_solved] = (guint8) (view->trick_points[k->team] + values[card]);
          if (cy_boat_ai_lost_now (k, sample.hands, card))
            risks[card] += cy_boat_card_get_points (card);
        }
      n_solved++;
      if (trace != NULL)
        trace->n_deals = n_solved;
    }

  if (n_solved == 0)
    return cy_boat_ai_normal_play (view, k);
  if (trace != NULL)
    CY_BOAT_SET_FOREACH (k->legal, card)
      trace->risks[card] = (guint16) risks[card];

  return cy_boat_ai_choose_card (k->legal, sums, risks, n_solved, view->trump);
}

/* The position at the first lead: the high bidder @seat, holding @hand
 * after discarding @discard, the other hands from @sample. */
static void
first_lead (CyBoatPosition     *pos,
            const CyBoatSample *sample,
            guint               seat,
            CyBoatCardSet       hand,
            CyBoatCardSet       discard,
            int                 trump)
{
  memset (pos, 0, sizeof *pos);
  memcpy (pos->hands, sample->hands, sizeof pos->hands);
  pos->hands[seat] = hand;
  pos->trump = (gint8) trump;
  pos->leader = (guint8) seat;
  pos->discard_points = (guint8) cy_boat_set_points (discard);
}

guint
cy_boat_ai_hard_bid (const CyBoatView *view,
                     CyRandom         *rng,
                     CyBoatTrace      *trace)
{
  CyBoatSolver *solver = cy_boat_solver_get_default ();
  guint min_bid = cy_boat_view_min_bid (view);
  guint team = cy_boat_team_of (view->seat);
  gboolean partner_high = view->high_bidder >= 0 && cy_boat_team_of ((guint) view->high_bidder) == team;
  /* The partner's bid is strength shown: outbid it only when this seat
   * would make a contract two steps higher in nearly every deal, and so
   * the side does clearly better with it as declarer. */
  guint target = partner_high ? min_bid + 10 : min_bid;
  guint confidence = partner_high ? CY_BOAT_AI_OUTBID_PARTNER_CONFIDENCE : CY_BOAT_AI_BID_CONFIDENCE;
  guint n = 0;
  guint makes = 0;
  CyBoatKnowledge k;

  /* The coach wants the numbers even when no bid is left to make. */
  if (min_bid == 0 || (target > CY_BOAT_MAX_BID && trace == NULL))
    return 0;

  if (trace != NULL)
    trace->target = target;
  cy_boat_knowledge_init (&k, view);
  for (guint i = 0; i < BID_SAMPLES && !trace_cancelled (trace); i++)
    {
      CyBoatSample sample;
      CyBoatCardSet cards;
      CyBoatCardSet discard;
      CyBoatPosition pos;
      int trump;

      if (!cy_boat_sample_deal (view, &k, rng, &sample))
        continue;

      /* As high bidder with these Bonus Cards, discarding and naming
       * trump by the rules of thumb: would the contract be made? */
      cards = view->hand | sample.pile;
      trump = cy_boat_ai_best_trump (cards);
      discard = cy_boat_ai_plan_discard (cards, trump);
      first_lead (&pos, &sample, view->seat, cards & ~discard, discard, trump);
      makes += reaches (solver, &pos, team, target, 0, trace, 0);
      n++;
      if (trace != NULL)
        trace->n_deals = n;
    }

  if (target > CY_BOAT_MAX_BID)
    return 0;
  if (n == 0)
    return cy_boat_ai_normal_bid (view);

  return makes * 100 >= n * confidence ? min_bid : 0;
}

/* Side cards by rank, point cards and Aces last. */
static int
keep_points_value (CyBoatCardSet kept,
                   CyBoatCard    card,
                   int           trump)
{
  guint rank = cy_boat_card_get_rank_index (card);

  return (int) rank + (rank == CY_BOAT_RANK_ACE ? 100 : 0) + (int) cy_boat_card_get_points (card) * 10;
}

/* Discard styles: the rules of thumb, and a variant that keeps the point cards. */
static CyBoatCardSet
discard_variant (CyBoatCardSet cards,
                 int           trump,
                 guint         style)
{
  CyBoatCardSet side = cards & ~cy_boat_set_play_suit (trump, trump);

  if (style == 0 || cy_boat_set_count (side) < CY_BOAT_BONUS_SIZE)
    return cy_boat_ai_plan_discard (cards, trump);

  return cy_boat_ai_discard_by (cards, side, trump, keep_points_value);
}

CyBoatCardSet
cy_boat_ai_hard_discard (const CyBoatView *view,
                         CyRandom         *rng,
                         CyBoatTrace      *trace)
{
  CyBoatSolver *solver = cy_boat_solver_get_default ();
  guint team = cy_boat_team_of (view->seat);
  CyBoatCardSet discards[CY_BOAT_TRACE_MAX_DISCARDS];
  int trumps[CY_BOAT_TRACE_MAX_DISCARDS];
  guint makes[CY_BOAT_TRACE_MAX_DISCARDS] = { 0 };
  guint n_candidates = 0;
  guint best = 0;
  int first_trump = cy_boat_ai_best_trump (view->hand);
  int second_trump = -1;
  CyBoatKnowledge k;

  /* The two longest suits as trump, each with the rules of thumb's discard
   * and one that keeps the point cards. */
  for (int suit = 0; suit < CY_N_SUITS; suit++)
    if (suit != first_trump &&
        (second_trump < 0 ||
         cy_boat_set_count (view->hand & cy_boat_set_suit ((CySuit) suit)) >
         cy_boat_set_count (view->hand & cy_boat_set_suit ((CySuit) second_trump))))
      second_trump = suit;

  for (guint t = 0; t < 2; t++)
    for (guint style = 0; style < 2; style++)
      {
        int trump = t == 0 ? first_trump : second_trump;
        CyBoatCardSet discard = discard_variant (view->hand, trump, style);
        gboolean seen = FALSE;

        for (guint c = 0; c < n_candidates; c++)
          seen |= discards[c] == discard && trumps[c] == trump;
        if (!seen)
          {
            discards[n_candidates] = discard;
            trumps[n_candidates++] = trump;
          }
      }

  if (trace != NULL)
    {
      trace->n_discards = n_candidates;
      memcpy (trace->discards, discards, sizeof discards);
      for (guint c = 0; c < n_candidates; c++)
        trace->trumps[c] = (gint8) trumps[c];
    }

  /* The same deals for every candidate: the difference is the discard's. */
  cy_boat_knowledge_init (&k, view);
  for (guint i = 0; i < DISCARD_SAMPLES && !trace_cancelled (trace); i++)
    {
      CyBoatSample sample;

      if (!cy_boat_sample_deal (view, &k, rng, &sample))
        continue;

      for (guint c = 0; c < n_candidates; c++)
        {
          CyBoatPosition pos;

          first_lead (&pos, &sample, view->seat, view->hand & ~discards[c], discards[c], trumps[c]);
          makes[c] += reaches (solver, &pos, team, view->high_bid, 0, trace, c);
        }
      if (trace != NULL)
        trace->n_deals++;
    }

  /* The rules of thumb's plan unless another makes the contract more often. */
  for (guint c = 1; c < n_candidates; c++)
    if (makes[c] > makes[best])
      best = c;

  return discards[best];
}

int
cy_boat_ai_hard_trump (const CyBoatView *view,
                       CyRandom         *rng,
                       CyBoatTrace      *trace)
{
  CyBoatSolver *solver = cy_boat_solver_get_default ();
  guint team = cy_boat_team_of (view->seat);
  guint makes[CY_N_SUITS] = { 0 };
  int best = cy_boat_ai_best_trump (view->hand);
  CyBoatKnowledge k;

  cy_boat_knowledge_init (&k, view);
  for (guint i = 0; i < TRUMP_SAMPLES && !trace_cancelled (trace); i++)
    {
      CyBoatSample sample;

      if (!cy_boat_sample_deal (view, &k, rng, &sample))
        continue;

      for (int suit = 0; suit < CY_N_SUITS; suit++)
        {
          /* Only suits long enough to draw trumps with. */
          gboolean weighed = cy_boat_set_count (view->hand & cy_boat_set_suit ((CySuit) suit)) >= 3 || suit == best;
          CyBoatPosition pos;

          /* The coach shows every suit; only those weighed count. */
          if (!weighed && trace == NULL)
            continue;
          first_lead (&pos, &sample, view->seat, view->hand, view->discard, suit);
          if (reaches (solver, &pos, team, view->high_bid, 0, trace, (guint) suit) && weighed)
            makes[suit]++;
          if (trace != NULL && weighed)
            trace->candidates |= 1u << suit;
        }
      if (trace != NULL)
        trace->n_deals++;
    }

  /* The rules of thumb's choice unless another suit makes it more often. */
  for (int suit = 0; suit < CY_N_SUITS; suit++)
    if (makes[suit] > makes[best])
      best = suit;

  return best;
}
