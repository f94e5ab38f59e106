/* cy-boat-ai-normal.c: the rules of thumb of a good club player
 *
 * Count the trumps, draw them when long, cash sure winners, give points
 * to a partner who is taking the trick, take a trick cheaply, throw the
 * least valuable card, and keep the Boat card for a trick worth it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-boat-ai-private.h"

#define RANK_JACK  6
#define RANK_QUEEN 7
#define RANK_KING  8

/* The cards of @card's suit in play that rank above it. */
static CyBoatCardSet
cards_above (CyBoatCard card,
             int        trump)
{
  CyBoatCardSet above;
  guint suit;

  if (cy_boat_card_is_boat (card))
    return 0;

  suit = card / CY_BOAT_N_RANKS;
  above = cy_boat_set_suit ((CySuit) suit) & ~((cy_boat_set_of (card) << 1) - 1);
  if ((int) suit == trump)
    above |= CY_BOAT_SET_BOAT;
  return above;
}

static gboolean
is_master (const CyBoatKnowledge *k,
           CyBoatCard             card)
{
  return (k->unseen & cards_above (card, k->trump)) == 0;
}

static guint
count_in (CyBoatCardSet set,
          int           suit,
          int           trump)
{
  return cy_boat_set_count (set & cy_boat_set_play_suit (suit, trump));
}

/* ------------------------------------------------------------------ */
/* Trump, discard and bidding                                          */

/* Length first, then high cards: trumps win tricks by number. */
static int
suit_strength (CyBoatCardSet cards,
               int           suit)
{
  static const int bonus[CY_BOAT_N_RANKS] = { 0, 0, 0, 0, 0, 2, 2, 3, 4, 6 };
  int strength = 0;
  CyBoatCard card;

  CY_BOAT_SET_FOREACH (cards & cy_boat_set_suit ((CySuit) suit), card)
    strength += 4 + bonus[cy_boat_card_get_rank_index (card)];

  return strength;
}

int
cy_boat_ai_best_trump (CyBoatCardSet cards)
{
  int best = 0;

  for (int suit = 1; suit < CY_N_SUITS; suit++)
    if (suit_strength (cards, suit) > suit_strength (cards, best))
      best = suit;

  return best;
}

/* What a card is worth keeping for the play, with @trump named. */
static int
keep_value (CyBoatCardSet cards,
            CyBoatCard    card,
            int           trump)
{
  guint suit;
  guint rank;
  guint length;
  gboolean ace;

  if (cy_boat_card_is_boat (card))
    return 1000;

  suit = card / CY_BOAT_N_RANKS;
  rank = cy_boat_card_get_rank_index (card);
  if ((int) suit == trump)
    return 200 + (int) rank;

  length = cy_boat_set_count (cards & cy_boat_set_suit ((CySuit) suit));
  ace = (cards & cy_boat_set_of (cy_boat_card_new (CY_BOAT_RANK_ACE, (CySuit) suit))) != 0;

  switch (rank)
    {
    case CY_BOAT_RANK_ACE:
      return 150;
    case RANK_KING:
      return ace ? 60 : 25;
    case CY_BOAT_RANK_10:
      /* An unguarded 10 is safer in the discard: its points go to the
       * last trick, which long trumps take. */
      return ace ? 45 : (length >= 4 ? 20 : 1);
    case CY_BOAT_RANK_5:
      return ace ? 12 : 2;
    default:
      /* Short side suits without their Ace are better gone: a void trumps. */
      return 10 + (int) rank - (!ace && length <= 2 ? 8 : 0);
    }
}

CyBoatCardSet
cy_boat_ai_discard_by (CyBoatCardSet   cards,
                       CyBoatCardSet   candidates,
                       int             trump,
                       CyBoatKeepValue value)
{
  CyBoatCardSet discard = 0;

  while (cy_boat_set_count (discard) < CY_BOAT_BONUS_SIZE)
    {
      CyBoatCard lowest = CY_BOAT_CARD_NONE;
      int lowest_value = G_MAXINT;
      CyBoatCard card;

      CY_BOAT_SET_FOREACH (candidates & ~discard, card)
        {
          int v = value (cards & ~discard, card, trump);

          if (v < lowest_value)
            {
              lowest_value = v;
              lowest = card;
            }
        }
      discard |= cy_boat_set_of (lowest);
    }

  return discard;
}

CyBoatCardSet
cy_boat_ai_plan_discard (CyBoatCardSet cards,
                         int           trump)
{
  return cy_boat_ai_discard_by (cards, cards, trump, keep_value);
}

/* The points a hand of nine should bring its team as high bidder, with
 * the Bonus Cards and the partner's help: a count of trumps and high cards.
 * It is cautious on purpose: on random deals it reads about 20 points
 * below what the same hand makes double dummy, so that a contract it bids
 * is rarely set in real play. */
guint
cy_boat_ai_estimate_bid (CyBoatCardSet hand)
{
  int trump = cy_boat_ai_best_trump (hand);
  guint trumps = count_in (hand, trump, trump);
  int estimate = 36;
  CyBoatCard card;

  if (hand & CY_BOAT_SET_BOAT)
    estimate += 14;
  estimate += 5 * (int) trumps;

  CY_BOAT_SET_FOREACH (hand & ~CY_BOAT_SET_BOAT, card)
    {
      guint rank = cy_boat_card_get_rank_index (card);
      gboolean is_trump = (int) (card / CY_BOAT_N_RANKS) == trump;

      if (rank == CY_BOAT_RANK_ACE)
        estimate += is_trump ? 9 : 8;
      else if (rank == RANK_KING)
        estimate += is_trump ? 4 : 1;
      else if (rank == RANK_QUEEN && is_trump)
        estimate += 2;
      else if (rank == CY_BOAT_RANK_10)
        estimate += is_trump ? 3 : 0;
    }

  return (guint) MAX (estimate, 0);
}

guint
cy_boat_ai_normal_bid (const CyBoatView *view)
{
  guint min_bid = cy_boat_view_min_bid (view);
  guint estimate = cy_boat_ai_estimate_bid (view->hand);
  gboolean partner_high = view->high_bidder >= 0 &&
                          cy_boat_team_of ((guint) view->high_bidder) == cy_boat_team_of (view->seat);

  if (min_bid == 0)
    return 0;
  /* Outbid a partner only with much more than the partner showed. */
  if (partner_high && estimate < min_bid + 15)
    return 0;
  return estimate >= min_bid ? min_bid : 0;
}

/* ------------------------------------------------------------------ */
/* Play                                                                */

/* Whether @card, played now, still takes the trick after the seats to
 * play after us, as far as we can tell. */
static gboolean
holds_trick (const CyBoatView      *view,
             const CyBoatKnowledge *k,
             CyBoatCard             card)
{
  int suit = cy_boat_card_get_play_suit (card, k->trump);
  int led = k->n_trick == 0 ? suit : cy_boat_card_get_play_suit (k->trick[0], k->trump);
  CyBoatCardSet higher = k->unseen & cards_above (card, k->trump);
  CyBoatCardSet trumps_out = k->unseen & cy_boat_set_play_suit (k->trump, k->trump);

  /* The seats after us in this trick; view->leader is us when we lead. */
  for (guint i = k->n_trick + 1; i < CY_BOAT_N_SEATS; i++)
    {
      guint seat = (view->leader + i) % CY_BOAT_N_SEATS;
      gboolean void_led = (k->voids[seat] & (1u << led)) != 0;
      gboolean void_trump = (k->voids[seat] & (1u << k->trump)) != 0;

      if (cy_boat_team_of (seat) == k->team)
        continue;

      /* A higher card of the led suit may be out there… */
      if (suit == led && !void_led && higher != 0)
        return FALSE;
      /* …or a trump, from a seat known to lack the led suit. */
      if (void_led && !void_trump && suit != k->trump && trumps_out != 0)
        return FALSE;
      if (suit == k->trump && suit != led && void_led && !void_trump && higher != 0)
        return FALSE;
    }

  return TRUE;
}

static CyBoatCard
normal_lead (const CyBoatView      *view,
             const CyBoatKnowledge *k)
{
  CyBoatCardSet trump_set = cy_boat_set_play_suit (k->trump, k->trump);
  CyBoatCardSet my_trumps = view->hand & trump_set;
  guint trumps_out = cy_boat_set_count (k->unseen & trump_set);
  gboolean bidding_side = view->high_bidder >= 0 && cy_boat_team_of ((guint) view->high_bidder) == k->team;
  CyBoatCard best = CY_BOAT_CARD_NONE;
  int best_points = -1;
  CyBoatCard card;

  /* Draw trumps when long in them. */
  if (my_trumps != 0 && trumps_out > 0 &&
      (cy_boat_set_count (my_trumps) >= 4 ||
       (bidding_side && cy_boat_set_count (my_trumps) >= MAX (2u, trumps_out))))
    {
      CyBoatCard top = cy_boat_set_last (my_trumps);

      if (is_master (k, top))
        return top;
      return cy_boat_ai_cheapest (my_trumps, k->trump, TRUE);
    }

  /* Cash a side-suit card nobody can beat, the one with most points. */
  CY_BOAT_SET_FOREACH (view->hand & ~trump_set, card)
    if (is_master (k, card) && holds_trick (view, k, card) &&
        (int) cy_boat_card_get_points (card) > best_points)
      {
        best = card;
        best_points = (int) cy_boat_card_get_points (card);
      }
  if (best != CY_BOAT_CARD_NONE)
    return best;

  /* Else lead low from a side suit, not a guarded 10. */
  if ((view->hand & ~trump_set) != 0)
    return cy_boat_ai_cheapest (view->hand & ~trump_set, k->trump, TRUE);
  return cy_boat_ai_cheapest (view->hand, k->trump, TRUE);
}

static CyBoatCard
normal_follow (const CyBoatView      *view,
               const CyBoatKnowledge *k)
{
  gboolean last = k->n_trick == CY_BOAT_N_SEATS - 1;
  CyBoatCardSet winners = 0;
  CyBoatCardSet safe = 0;
  CyBoatCard card;

  CY_BOAT_SET_FOREACH (k->legal, card)
    if (cy_boat_card_beats (card, k->winner_card, k->trump))
      {
        winners |= cy_boat_set_of (card);
        if (last || holds_trick (view, k, card))
          safe |= cy_boat_set_of (card);
      }

  if (cy_boat_team_of ((guint) k->winner) == k->team)
    {
      /* Partner is taking it: give points if it is safe, else stay low. */
      if (last || holds_trick (view, k, k->winner_card))
        {
          CyBoatCard give = CY_BOAT_CARD_NONE;
          int give_value = G_MININT;

          CY_BOAT_SET_FOREACH (k->legal & ~winners, card)
            {
              /* An Ace that can still take a trick of its own is worth keeping. */
              int value = (int) cy_boat_card_get_points (card) * 10 - (int) cy_boat_card_get_rank_index (card) -
                          (is_master (k, card) && cy_boat_card_get_rank_index (card) == CY_BOAT_RANK_ACE ? 80 : 0);

              if (value > give_value)
                {
                  give_value = value;
                  give = card;
                }
            }
          if (give != CY_BOAT_CARD_NONE)
            return give;
        }
      else if (safe != 0)
        return cy_boat_ai_cheapest (safe, k->trump, FALSE);

      return cy_boat_ai_cheapest (k->legal, k->trump, TRUE);
    }

  /* The other side is taking it. */
  if (safe != 0)
    {
      guint points = k->trick_points;
      CyBoatCard take;

      /* The Boat card is kept for a trick worth it. */
      if ((safe & ~CY_BOAT_SET_BOAT) == 0 && points < 10 && cy_boat_set_count (view->hand) > 2 &&
          (k->legal & ~CY_BOAT_SET_BOAT) != 0)
        return cy_boat_ai_cheapest (k->legal, k->trump, TRUE);

      /* Take it with the card that adds most points, else the lowest. */
      take = cy_boat_ai_cheapest (safe & ~CY_BOAT_SET_BOAT, k->trump, FALSE);
      CY_BOAT_SET_FOREACH (safe & ~CY_BOAT_SET_BOAT, card)
        if (cy_boat_card_get_points (card) > cy_boat_card_get_points (take))
          take = card;
      return take != CY_BOAT_CARD_NONE ? take : CY_BOAT_CARD_BOAT;
    }

  if (winners != 0 && k->trick_points >= 10)
    {
      /* Worth a try: the highest card that takes it for now. */
      CyBoatCard top = CY_BOAT_CARD_NONE;

      CY_BOAT_SET_FOREACH (winners & ~CY_BOAT_SET_BOAT, card)
        if (top == CY_BOAT_CARD_NONE || cy_boat_card_beats (card, top, k->trump))
          top = card;
      if (top != CY_BOAT_CARD_NONE)
        return top;
    }

  return cy_boat_ai_cheapest (k->legal, k->trump, TRUE);
}

CyBoatCard
cy_boat_ai_normal_play (const CyBoatView      *view,
                        const CyBoatKnowledge *k)
{
  if (cy_boat_set_count (k->legal) == 1)
    return cy_boat_set_first (k->legal);

  if (k->n_trick == 0)
    return normal_lead (view, k);
  return normal_follow (view, k);
}
