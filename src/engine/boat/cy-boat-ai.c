/* cy-boat-ai.c: what a seat knows, sampling what it does not, and the
 * random and easy players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cy-boat-ai-private.h"

/* ------------------------------------------------------------------ */
/* Knowledge                                                           */

void
cy_boat_knowledge_init (CyBoatKnowledge  *k,
                        const CyBoatView *view)
{
  memset (k, 0, sizeof *k);
  k->seat = view->seat;
  k->team = cy_boat_team_of (view->seat);
  k->trump = view->trump;
  k->winner = -1;

  for (guint i = 0; i < view->n_played; i++)
    k->played |= cy_boat_set_of (view->played[i]);

  k->unseen = CY_BOAT_SET_FULL & ~view->hand & ~k->played;
  if (view->high_bidder == (int) view->seat && view->phase != CY_BOAT_PHASE_BIDDING)
    k->unseen &= ~(view->bonus | view->discard);

  /* A seat that did not follow the led suit has none; one that did not
   * trump either has no trump. */
  if (view->trump >= 0)
    for (guint i = 0; i < view->n_played; i++)
      {
        guint first = i - i % CY_BOAT_N_SEATS;
        int led = cy_boat_card_get_play_suit (view->played[first], view->trump);
        int suit = cy_boat_card_get_play_suit (view->played[i], view->trump);

        if (i == first || suit == led)
          continue;
        k->voids[view->played_by[i]] |= 1u << led;
        if (suit != view->trump)
          k->voids[view->played_by[i]] |= 1u << view->trump;
      }

  if (view->phase == CY_BOAT_PHASE_PLAY)
    {
      k->n_trick = view->n_played % CY_BOAT_N_SEATS;
      k->trick_leader = view->leader;
      for (guint i = 0; i < k->n_trick; i++)
        {
          CyBoatCard card = view->played[view->n_played - k->n_trick + i];

          k->trick[i] = card;
          k->trick_points += cy_boat_card_get_points (card);
          if (i == 0 || cy_boat_card_beats (card, k->winner_card, view->trump))
            {
              k->winner_card = card;
              k->winner = (int) ((view->leader + i) % CY_BOAT_N_SEATS);
            }
        }
      k->legal = cy_boat_view_legal_plays (view);
    }
}

/* ------------------------------------------------------------------ */
/* Sampling the unseen cards                                           */

#define PILE CY_BOAT_N_SEATS

gboolean
cy_boat_sample_deal (const CyBoatView      *view,
                     const CyBoatKnowledge *k,
                     CyRandom              *rng,
                     CyBoatSample          *sample)
{
  guint capacity[CY_BOAT_N_SEATS + 1] = { 0 };
  CyBoatCardSet allowed[CY_BOAT_N_SEATS + 1];
  guint8 cards[CY_BOAT_DECK_SIZE];
  guint n_choices[CY_BOAT_DECK_SIZE];
  guint n_cards = 0;
  guint total = 0;
  CyBoatCard card;
  gboolean own_pile = view->high_bidder == (int) view->seat;

  for (guint h = 0; h <= PILE; h++)
    allowed[h] = CY_BOAT_SET_FULL;

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    {
      if (s == view->seat)
        continue;
      capacity[s] = view->hand_sizes[s];
      for (guint suit = 0; suit < CY_N_SUITS; suit++)
        if (k->voids[s] & (1u << suit))
          allowed[s] &= ~cy_boat_set_play_suit ((int) suit, k->trump);
    }
  /* The Bonus Cards lie face down in the bidding; then the high bidder
   * holds them, and after the discard only that seat knows it. */
  if (view->phase == CY_BOAT_PHASE_BIDDING ||
      (view->phase != CY_BOAT_PHASE_DISCARD && !own_pile))
    capacity[PILE] = CY_BOAT_BONUS_SIZE;

  for (guint h = 0; h <= PILE; h++)
    total += capacity[h];
  if (total != cy_boat_set_count (k->unseen))
    return FALSE;

  CY_BOAT_SET_FOREACH (k->unseen, card)
    cards[n_cards++] = card;

  for (guint attempt = 0; attempt < 64; attempt++)
    {
      guint left[CY_BOAT_N_SEATS + 1];
      gboolean stuck = FALSE;

      memcpy (left, capacity, sizeof left);
      memset (sample, 0, sizeof *sample);
      sample->hands[view->seat] = view->hand;

      /* The cards with fewest possible holders go first, so that they
       * still find room. */
      cy_random_shuffle (rng, cards, n_cards);
      for (guint i = 0; i < n_cards; i++)
        {
          n_choices[i] = 0;
          for (guint h = 0; h <= PILE; h++)
            if (capacity[h] > 0 && (allowed[h] & cy_boat_set_of (cards[i])))
              n_choices[i]++;
        }
      for (guint i = 1; i < n_cards; i++)
        for (guint j = i; j > 0 && n_choices[j - 1] > n_choices[j]; j--)
          {
            guint8 c = cards[j];
            guint n = n_choices[j];

            cards[j] = cards[j - 1];
            n_choices[j] = n_choices[j - 1];
            cards[j - 1] = c;
            n_choices[j - 1] = n;
          }

      for (guint i = 0; i < n_cards && !stuck; i++)
        {
          CyBoatCardSet bit = cy_boat_set_of (cards[i]);
          guint room = 0;
          guint pick;

          for (guint h = 0; h <= PILE; h++)
            if (allowed[h] & bit)
              room += left[h];
          if (room == 0)
            {
              stuck = TRUE;
              break;
            }

          /* A holder in proportion to its room left. */
          pick = cy_random_below (rng, room);
          for (guint h = 0; h <= PILE; h++)
            {
              guint r = (allowed[h] & bit) ? left[h] : 0;

              if (pick < r)
                {
                  left[h]--;
                  if (h == PILE)
                    sample->pile |= bit;
                  else
                    sample->hands[h] |= bit;
                  break;
                }
              pick -= r;
            }
        }

      if (!stuck)
        return TRUE;
    }

  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Shared helpers                                                      */

int
cy_boat_ai_utility (guint team,
                    guint bidding_team,
                    guint bid,
                    guint points)
{
  guint theirs = CY_BOAT_TOTAL_POINTS - points;
  int ours_change;
  int theirs_change;

  if (team == bidding_team)
    {
      ours_change = points >= bid ? (int) points : -(int) bid;
      theirs_change = (int) theirs;
    }
  else
    {
      ours_change = (int) points;
      theirs_change = theirs >= bid ? (int) theirs : -(int) bid;
    }

  return ours_change - theirs_change;
}

static CyBoatCard
random_card (CyBoatCardSet  set,
             CyRandom      *rng)
{
  guint n = cy_random_below (rng, cy_boat_set_count (set));
  CyBoatCard card;

  CY_BOAT_SET_FOREACH (set, card)
    if (n-- == 0)
      return card;

  g_assert_not_reached ();
}

/* What playing @card gives away: its points (if @count_points), its rank,
 * a trump's worth, and the Boat card most of all. */
int
cy_boat_ai_card_cost (CyBoatCard card,
                      int        trump,
                      gboolean   count_points)
{
  return (count_points ? (int) cy_boat_card_get_points (card) * 100 : 0) +
         (int) cy_boat_card_get_rank_index (card) * 2 +
         (cy_boat_card_get_play_suit (card, trump) == trump ? 30 : 0) +
         (cy_boat_card_is_boat (card) ? 10000 : 0);
}

gboolean
cy_boat_ai_lost_now (const CyBoatKnowledge *k,
                     const CyBoatCardSet    hands[CY_BOAT_N_SEATS],
                     CyBoatCard             card)
{
  CyBoatCard led = k->n_trick == 0 ? card : k->trick[0];
  CyBoatCard winning = card;
  guint winner = k->seat;

  if (k->n_trick > 0 && !cy_boat_card_beats (card, k->winner_card, k->trump))
    {
      winning = k->winner_card;
      winner = (guint) k->winner;
    }

  /* Each seat still to play takes the trick from the other side if it can. */
  for (guint i = 1; i < CY_BOAT_N_SEATS - k->n_trick; i++)
    {
      guint seat = (k->seat + i) % CY_BOAT_N_SEATS;
      CyBoatCardSet legal = cy_boat_legal_plays (hands[seat], led, k->trump);
      CyBoatCard other;

      if (cy_boat_team_of (seat) == cy_boat_team_of (winner))
        continue;
      CY_BOAT_SET_FOREACH (legal, other)
        if (cy_boat_card_beats (other, winning, k->trump))
          {
            winning = other;
            winner = seat;
            break;
          }
    }

  return cy_boat_team_of (winner) != k->team;
}

CyBoatCard
cy_boat_ai_choose_card (CyBoatCardSet legal,
                        const gint64  sums[CY_BOAT_DECK_SIZE],
                        const gint64  risks[CY_BOAT_DECK_SIZE],
                        guint         n_deals,
                        int           trump)
{
  gint64 values[CY_BOAT_DECK_SIZE] = { 0 };
  CyBoatCard best = CY_BOAT_CARD_NONE;
  CyBoatCard kept;
  CyBoatCard card;

  /* Points risked now weigh more than the deals say (see the header). */
  CY_BOAT_SET_FOREACH (legal, card)
    values[card] = sums[card] - 2 * risks[card] * CY_BOAT_AI_RISK_WEIGHT / 100;

  CY_BOAT_SET_FOREACH (legal, card)
    if (best == CY_BOAT_CARD_NONE || values[card] > values[best])
      best = card;

  /* Then among the cards as good as the best, the one that risks fewest
   * points now, then the cheapest. */
  kept = best;
  CY_BOAT_SET_FOREACH (legal, card)
    if (values[kept] - values[card] <= (gint64) n_deals * CY_BOAT_AI_EQUAL_UTILITY &&
        (risks[card] < risks[best] ||
         (risks[card] == risks[best] &&
          cy_boat_ai_card_cost (card, trump, TRUE) < cy_boat_ai_card_cost (best, trump, TRUE))))
      best = card;

  return best;
}

CyBoatCard
cy_boat_ai_cheapest (CyBoatCardSet set,
                     int           trump,
                     gboolean      count_points)
{
  CyBoatCard best = CY_BOAT_CARD_NONE;
  int best_cost = G_MAXINT;
  CyBoatCard card;

  CY_BOAT_SET_FOREACH (set, card)
    {
      int cost = cy_boat_ai_card_cost (card, trump, count_points);

      if (cost < best_cost)
        {
          best_cost = cost;
          best = card;
        }
    }

  return best;
}

/* ------------------------------------------------------------------ */
/* random                                                              */

static void
random_decide (const CyBoatView *view,
               CyRandom         *rng,
               CyBoatAction     *action)
{
  switch ((CyBoatPhase) view->phase)
    {
    case CY_BOAT_PHASE_BIDDING:
      {
        guint min_bid = cy_boat_view_min_bid (view);
        guint n_bids = min_bid ? (CY_BOAT_MAX_BID - min_bid) / CY_BOAT_BID_STEP + 1 : 0;
        guint pick = cy_random_below (rng, n_bids + 1);

        if (pick == 0)
          action->kind = CY_BOAT_ACTION_PASS;
        else
          {
            action->kind = CY_BOAT_ACTION_BID;
            action->bid = (guint8) (min_bid + (pick - 1) * CY_BOAT_BID_STEP);
          }
      }
      break;

    case CY_BOAT_PHASE_DISCARD:
      action->kind = CY_BOAT_ACTION_DISCARD;
      while (cy_boat_set_count (action->cards) < CY_BOAT_BONUS_SIZE)
        action->cards |= cy_boat_set_of (random_card (view->hand & ~action->cards, rng));
      break;

    case CY_BOAT_PHASE_TRUMP:
      action->kind = CY_BOAT_ACTION_TRUMP;
      action->suit = (guint8) cy_random_below (rng, CY_N_SUITS);
      break;

    case CY_BOAT_PHASE_PLAY:
      action->kind = CY_BOAT_ACTION_PLAY;
      action->card = random_card (cy_boat_view_legal_plays (view), rng);
      break;

    default:
      g_assert_not_reached ();
    }
}

/* ------------------------------------------------------------------ */
/* easy: legal and sensible, cautious in the bidding                   */

static CyBoatCard
easy_play (const CyBoatKnowledge *k)
{
  CyBoatCardSet winners = 0;
  CyBoatCard card;

  if (k->n_trick == 0)
    {
      /* Cash an Ace, else lead low. */
      CY_BOAT_SET_FOREACH (k->legal, card)
        if (cy_boat_card_get_rank_index (card) == CY_BOAT_RANK_ACE && card / CY_BOAT_N_RANKS != (guint) k->trump)
          return card;
      return cy_boat_ai_cheapest (k->legal, k->trump, TRUE);
    }

  if (cy_boat_team_of ((guint) k->winner) == k->team)
    return cy_boat_ai_cheapest (k->legal, k->trump, TRUE);

  CY_BOAT_SET_FOREACH (k->legal, card)
    if (cy_boat_card_beats (card, k->winner_card, k->trump))
      winners |= cy_boat_set_of (card);

  /* Take a trick worth taking with the lowest card that does it. */
  if (winners != 0 && (k->trick_points > 0 || k->n_trick == CY_BOAT_N_SEATS - 1))
    {
      CyBoatCard lowest = CY_BOAT_CARD_NONE;

      CY_BOAT_SET_FOREACH (winners, card)
        if (lowest == CY_BOAT_CARD_NONE || !cy_boat_card_beats (card, lowest, k->trump))
          lowest = card;
      return lowest;
    }

  return cy_boat_ai_cheapest (k->legal, k->trump, TRUE);
}

static void
easy_decide (const CyBoatView *view,
             CyBoatAction     *action)
{
  switch ((CyBoatPhase) view->phase)
    {
    case CY_BOAT_PHASE_BIDDING:
      {
        guint min_bid = cy_boat_view_min_bid (view);
        gboolean partner_high = view->high_bidder >= 0 &&
                                cy_boat_team_of ((guint) view->high_bidder) == cy_boat_team_of (view->seat);

        /* Cautious: ten points short of what the hand seems worth. */
        if (min_bid != 0 && !partner_high && min_bid + 10 <= cy_boat_ai_estimate_bid (view->hand))
          {
            action->kind = CY_BOAT_ACTION_BID;
            action->bid = (guint8) min_bid;
          }
        else
          action->kind = CY_BOAT_ACTION_PASS;
      }
      break;

    case CY_BOAT_PHASE_DISCARD:
      action->kind = CY_BOAT_ACTION_DISCARD;
      action->cards = cy_boat_ai_plan_discard (view->hand, cy_boat_ai_best_trump (view->hand));
      break;

    case CY_BOAT_PHASE_TRUMP:
      action->kind = CY_BOAT_ACTION_TRUMP;
      action->suit = (guint8) cy_boat_ai_best_trump (view->hand);
      break;

    case CY_BOAT_PHASE_PLAY:
      {
        CyBoatKnowledge k;

        cy_boat_knowledge_init (&k, view);
        action->kind = CY_BOAT_ACTION_PLAY;
        action->card = easy_play (&k);
      }
      break;

    default:
      g_assert_not_reached ();
    }
}

/* ------------------------------------------------------------------ */
/* normal and hard                                                     */

static void
normal_decide (const CyBoatView *view,
               CyBoatAction     *action)
{
  switch ((CyBoatPhase) view->phase)
    {
    case CY_BOAT_PHASE_BIDDING:
      action->bid = (guint8) cy_boat_ai_normal_bid (view);
      action->kind = action->bid ? CY_BOAT_ACTION_BID : CY_BOAT_ACTION_PASS;
      break;

    case CY_BOAT_PHASE_DISCARD:
    case CY_BOAT_PHASE_TRUMP:
      easy_decide (view, action);
      break;

    case CY_BOAT_PHASE_PLAY:
      {
        CyBoatKnowledge k;

        cy_boat_knowledge_init (&k, view);
        action->kind = CY_BOAT_ACTION_PLAY;
        action->card = cy_boat_ai_normal_play (view, &k);
      }
      break;

    default:
      g_assert_not_reached ();
    }
}

static void
hard_decide (const CyBoatView *view,
             CyRandom         *rng,
             CyBoatAction     *action)
{
  cy_boat_solver_clear (cy_boat_solver_get_default ());

  switch ((CyBoatPhase) view->phase)
    {
    case CY_BOAT_PHASE_BIDDING:
      action->bid = (guint8) cy_boat_ai_hard_bid (view, rng, NULL);
      action->kind = action->bid ? CY_BOAT_ACTION_BID : CY_BOAT_ACTION_PASS;
      break;

    case CY_BOAT_PHASE_DISCARD:
      action->kind = CY_BOAT_ACTION_DISCARD;
      action->cards = cy_boat_ai_hard_discard (view, rng, NULL);
      break;

    case CY_BOAT_PHASE_TRUMP:
      action->kind = CY_BOAT_ACTION_TRUMP;
      action->suit = (guint8) cy_boat_ai_hard_trump (view, rng, NULL);
      break;

    case CY_BOAT_PHASE_PLAY:
      {
        CyBoatKnowledge k;

        cy_boat_knowledge_init (&k, view);
        action->kind = CY_BOAT_ACTION_PLAY;
        action->card = cy_boat_ai_hard_play (view, &k, rng, NULL);
      }
      break;

    default:
      g_assert_not_reached ();
    }
}

void
cy_boat_ai_decide (CyPlayerKind      kind,
                   const CyBoatView *view,
                   CyRandom         *rng,
                   CyBoatAction     *action)
{
  g_return_if_fail (view != NULL && rng != NULL && action != NULL);
  g_return_if_fail (view->phase != CY_BOAT_PHASE_HAND_OVER && view->turn == view->seat);

  memset (action, 0, sizeof *action);
  action->seat = view->seat;

  switch (kind)
    {
    case CY_PLAYER_KIND_HUMAN:
    case CY_PLAYER_KIND_RANDOM:
      random_decide (view, rng, action);
      break;

    case CY_PLAYER_KIND_EASY:
      easy_decide (view, action);
      break;

    case CY_PLAYER_KIND_NORMAL:
      normal_decide (view, action);
      break;

    case CY_PLAYER_KIND_HARD:
    case CY_PLAYER_KIND_EXPERT:    /* Card Yacht's level; Boat's strongest is hard */
    default:
      hard_decide (view, rng, action);
      break;
    }
}
