/* cy-boat-rules.c: the rules of one hand of Boat (design.md section 8)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-boat-rules.h"
#include "cy-error.h"

/* ------------------------------------------------------------------ */
/* Tricks                                                              */

/* Follow the led suit if you can; if not, trump if you can; otherwise
 * anything. The Boat card is a trump, so a led Boat asks for trumps and a
 * seat whose only trump is the Boat must play it when it cannot follow. */
CyBoatCardSet
cy_boat_legal_plays (CyBoatCardSet hand,
                     CyBoatCard    led,
                     int           trump)
{
  CyBoatCardSet follow;
  CyBoatCardSet trumps;

  if (led == CY_BOAT_CARD_NONE)
    return hand;

  follow = hand & cy_boat_set_play_suit (cy_boat_card_get_play_suit (led, trump), trump);
  if (follow != 0)
    return follow;

  trumps = hand & cy_boat_set_play_suit (trump, trump);
  if (trumps != 0)
    return trumps;

  return hand;
}

/* Whether @card, played to a trick, takes it from @best, the card winning
 * so far (which decided the trick's suit if it is the led card). */
gboolean
cy_boat_card_beats (CyBoatCard card,
                    CyBoatCard best,
                    int        trump)
{
  int suit = cy_boat_card_get_play_suit (card, trump);
  int best_suit = cy_boat_card_get_play_suit (best, trump);

  if (suit == best_suit)
    return cy_boat_card_get_rank_index (card) > cy_boat_card_get_rank_index (best);

  return suit == trump;
}

/* The index in @trick (0 = the led card) of the card that takes it: the
 * highest trump, else the highest card of the led suit. */
guint
cy_boat_trick_winner (const CyBoatCard trick[CY_BOAT_N_SEATS],
                      int              trump)
{
  guint best = 0;

  for (guint i = 1; i < CY_BOAT_N_SEATS; i++)
    if (cy_boat_card_beats (trick[i], trick[best], trump))
      best = i;

  return best;
}

/* ------------------------------------------------------------------ */
/* Scoring                                                             */

/* The bidding team adds its points if they reach the bid, else loses the
 * bid; the other team always adds its points. */
void
cy_boat_score_hand (guint         bidding_team,
                    guint         bid,
                    const guint8  points[CY_BOAT_N_TEAMS],
                    gint16        change[CY_BOAT_N_TEAMS])
{
  guint other = 1 - bidding_team;

  change[bidding_team] = points[bidding_team] >= bid ? points[bidding_team] : -(gint16) bid;
  change[other] = points[other];
}

/* After a hand: the game is over once a team has 500 or more, unless the
 * scores are equal (then another hand is played). */
gboolean
cy_boat_game_is_decided (const int  scores[CY_BOAT_N_TEAMS],
                         guint     *winning_team)
{
  if (MAX (scores[0], scores[1]) < CY_BOAT_TARGET || scores[0] == scores[1])
    return FALSE;

  if (winning_team != NULL)
    *winning_team = scores[0] > scores[1] ? 0 : 1;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Dealing                                                             */

static gboolean
illegal (GError     **error,
         const char  *message)
{
  g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, message);
  return FALSE;
}

gboolean
cy_boat_deal_check (guint                dealer,
                    const CyBoatCardSet  hands[CY_BOAT_N_SEATS],
                    CyBoatCardSet        bonus,
                    GError             **error)
{
  CyBoatCardSet seen = bonus;

  if (dealer >= CY_BOAT_N_SEATS)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_INVALID, _("The dealer must be seat 0 to 3, not %u"), dealer);
      return FALSE;
    }

  if (cy_boat_set_count (bonus) != CY_BOAT_BONUS_SIZE || (bonus & ~CY_BOAT_SET_FULL) != 0)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_INVALID, _("The Bonus Cards must be five cards"));
      return FALSE;
    }

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    {
      if (cy_boat_set_count (hands[s]) != CY_BOAT_HAND_SIZE || (hands[s] & ~CY_BOAT_SET_FULL) != 0)
        {
          g_set_error (error, CY_ERROR, CY_ERROR_INVALID, _("Seat %u must be dealt nine cards"), s);
          return FALSE;
        }
      if (seen & hands[s])
        {
          g_autofree char *twice = cy_boat_set_to_string (seen & hands[s]);
          g_set_error (error, CY_ERROR, CY_ERROR_INVALID, _("The deal holds %s twice"), twice);
          return FALSE;
        }
      seen |= hands[s];
    }

  return TRUE;
}

void
cy_boat_hand_init (CyBoatHand          *hand,
                   guint                dealer,
                   const CyBoatCardSet  hands[CY_BOAT_N_SEATS],
                   CyBoatCardSet        bonus)
{
  memset (hand, 0, sizeof *hand);
  hand->dealer = (guint8) dealer;
  hand->bonus = bonus;
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    hand->dealt[s] = hand->hands[s] = hands[s];

  hand->phase = CY_BOAT_PHASE_BIDDING;
  hand->turn = (guint8) ((dealer + 1) % CY_BOAT_N_SEATS);
  hand->high_bidder = -1;
  hand->trump = -1;
  hand->last_trick_winner = -1;
}

void
cy_boat_hand_deal (CyBoatHand *hand,
                   guint       dealer,
                   CyRandom   *rng)
{
  CyBoatCardSet hands[CY_BOAT_N_SEATS] = { 0 };
  CyBoatCardSet bonus = 0;
  guint8 deck[CY_BOAT_DECK_SIZE];

  for (guint i = 0; i < CY_BOAT_DECK_SIZE; i++)
    deck[i] = (guint8) i;
  cy_random_shuffle (rng, deck, CY_BOAT_DECK_SIZE);

  for (guint i = 0; i < CY_BOAT_N_PLAYS; i++)
    hands[(dealer + 1 + i) % CY_BOAT_N_SEATS] |= cy_boat_set_of (deck[i]);
  for (guint i = CY_BOAT_N_PLAYS; i < CY_BOAT_DECK_SIZE; i++)
    bonus |= cy_boat_set_of (deck[i]);

  cy_boat_hand_init (hand, dealer, hands, bonus);
}

/* ------------------------------------------------------------------ */
/* Views and legal actions                                             */

void
cy_boat_hand_get_view (const CyBoatHand *hand,
                       guint             seat,
                       CyBoatView       *view)
{
  memset (view, 0, sizeof *view);
  view->seat = (guint8) seat;
  view->dealer = hand->dealer;
  view->phase = hand->phase;
  view->turn = hand->turn;
  view->hand = hand->hands[seat];
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    view->hand_sizes[s] = (guint8) cy_boat_set_count (hand->hands[s]);
  view->n_calls = hand->n_calls;
  memcpy (view->calls, hand->calls, sizeof view->calls);
  view->passed = hand->passed;
  view->high_bid = hand->high_bid;
  view->high_bidder = hand->high_bidder;
  if (hand->phase != CY_BOAT_PHASE_BIDDING && hand->high_bidder == (int) seat)
    {
      view->bonus = hand->bonus;
      view->discard = hand->discard;
    }
  view->trump = hand->trump;
  view->n_played = hand->n_played;
  memcpy (view->played, hand->played, sizeof view->played);
  memcpy (view->played_by, hand->played_by, sizeof view->played_by);
  view->leader = hand->leader;
  memcpy (view->trick_points, hand->trick_points, sizeof view->trick_points);
  view->hand_number = 1;
}

guint
cy_boat_view_min_bid (const CyBoatView *view)
{
  guint bid;

  if (view->phase != CY_BOAT_PHASE_BIDDING)
    return 0;

  bid = view->high_bid == 0 ? CY_BOAT_MIN_BID : view->high_bid + CY_BOAT_BID_STEP;
  return bid <= CY_BOAT_MAX_BID ? bid : 0;
}

static CyBoatCard
view_led_card (const CyBoatView *view)
{
  guint in_trick = view->n_played % CY_BOAT_N_SEATS;

  return in_trick == 0 ? CY_BOAT_CARD_NONE : view->played[view->n_played - in_trick];
}

CyBoatCardSet
cy_boat_view_legal_plays (const CyBoatView *view)
{
  if (view->phase != CY_BOAT_PHASE_PLAY || view->turn != view->seat)
    return 0;

  return cy_boat_legal_plays (view->hand, view_led_card (view), view->trump);
}

gboolean
cy_boat_view_check_discard_choice (const CyBoatView  *view,
                                   CyBoatCardSet      chosen,
                                   CyBoatCard         card,
                                   GError           **error)
{
  if (view->phase != CY_BOAT_PHASE_DISCARD || view->turn != view->seat || !cy_boat_card_is_valid (card))
    return illegal (error, _("Only the high bidder discards, after the bidding"));

  if (!(view->hand & cy_boat_set_of (card)))
    return illegal (error, _("You can only discard cards from your hand"));

  if (!(chosen & cy_boat_set_of (card)) && cy_boat_set_count (chosen) >= CY_BOAT_BONUS_SIZE)
    return illegal (error, _("Five cards are chosen: put one back first"));

  return TRUE;
}

/* Checks @action for the seat of @view, which must be the seat to act. */
gboolean
cy_boat_view_check_action (const CyBoatView    *view,
                           const CyBoatAction  *action,
                           GError             **error)
{
  if (view->phase == CY_BOAT_PHASE_HAND_OVER)
    return illegal (error, _("The hand is over"));

  if (action->seat != view->seat || view->turn != view->seat)
    return illegal (error, _("It is not this seat’s turn"));

  switch ((CyBoatActionKind) action->kind)
    {
    case CY_BOAT_ACTION_BID:
      if (view->phase != CY_BOAT_PHASE_BIDDING)
        return illegal (error, _("The bidding is over"));
      if (action->bid < CY_BOAT_MIN_BID || action->bid > CY_BOAT_MAX_BID || action->bid % CY_BOAT_BID_STEP != 0)
        return illegal (error, _("A bid is 65 to 120 in steps of 5"));
      if (action->bid <= view->high_bid)
        return illegal (error, _("A bid must be higher than the last bid"));
      return TRUE;

    case CY_BOAT_ACTION_PASS:
      if (view->phase != CY_BOAT_PHASE_BIDDING)
        return illegal (error, _("The bidding is over"));
      return TRUE;

    case CY_BOAT_ACTION_DISCARD:
      if (view->phase != CY_BOAT_PHASE_DISCARD)
        return illegal (error, _("Only the high bidder discards, after the bidding"));
      if (cy_boat_set_count (action->cards) != CY_BOAT_BONUS_SIZE)
        return illegal (error, _("Discard exactly five cards"));
      if ((action->cards & ~view->hand) != 0)
        return illegal (error, _("You can only discard cards from your hand"));
      return TRUE;

    case CY_BOAT_ACTION_TRUMP:
      if (view->phase != CY_BOAT_PHASE_TRUMP)
        return illegal (error, _("Trump is named by the high bidder, after the discard"));
      if (action->suit >= CY_N_SUITS)
        return illegal (error, _("Trump must be a suit: spades, hearts, diamonds or clubs"));
      return TRUE;

    case CY_BOAT_ACTION_PLAY:
      if (view->phase != CY_BOAT_PHASE_PLAY)
        return illegal (error, _("Cards are played after trump is named"));
      if (!cy_boat_card_is_valid (action->card) || (view->hand & cy_boat_set_of (action->card)) == 0)
        return illegal (error, _("That card is not in your hand"));
      if ((cy_boat_view_legal_plays (view) & cy_boat_set_of (action->card)) == 0)
        {
          CyBoatCard led = view_led_card (view);
          int led_suit = cy_boat_card_get_play_suit (led, view->trump);

          if (view->hand & cy_boat_set_play_suit (led_suit, view->trump))
            return illegal (error, _("You must follow the suit that was led"));
          return illegal (error, _("You cannot follow suit, so you must play a trump"));
        }
      return TRUE;

    default:
      return illegal (error, _("Unknown action"));
    }
}

guint
cy_boat_hand_min_bid (const CyBoatHand *hand)
{
  CyBoatView view;

  cy_boat_hand_get_view (hand, hand->turn, &view);
  return cy_boat_view_min_bid (&view);
}

CyBoatCardSet
cy_boat_hand_legal_plays (const CyBoatHand *hand)
{
  CyBoatView view;

  cy_boat_hand_get_view (hand, hand->turn, &view);
  return cy_boat_view_legal_plays (&view);
}

gboolean
cy_boat_hand_check_action (const CyBoatHand    *hand,
                           const CyBoatAction  *action,
                           GError             **error)
{
  CyBoatView view;

  if (action->seat >= CY_BOAT_N_SEATS)
    return illegal (error, _("There is no such seat"));

  cy_boat_hand_get_view (hand, action->seat, &view);
  return cy_boat_view_check_action (&view, action, error);
}

/* ------------------------------------------------------------------ */
/* Applying actions                                                    */

static guint
next_bidder (const CyBoatHand *hand,
             guint             seat)
{
  do
    seat = (seat + 1) % CY_BOAT_N_SEATS;
  while (hand->passed & (1u << seat));

  return seat;
}

static void
end_bidding (CyBoatHand *hand)
{
  guint remaining = next_bidder (hand, hand->turn);

  /* House rule: three passes before any bid give the fourth seat the contract at 65. */
  if (hand->high_bid == 0)
    {
      hand->high_bid = CY_BOAT_MIN_BID;
      hand->high_bidder = (gint8) remaining;
      hand->bid_forced = TRUE;
    }

  g_assert (hand->high_bidder == (int) remaining);
  hand->hands[remaining] |= hand->bonus;
  hand->phase = CY_BOAT_PHASE_DISCARD;
  hand->turn = (guint8) remaining;
}

static void
play_card (CyBoatHand *hand,
           guint       seat,
           CyBoatCard  card)
{
  hand->hands[seat] &= ~cy_boat_set_of (card);
  hand->played[hand->n_played] = card;
  hand->played_by[hand->n_played] = (guint8) seat;
  hand->n_played++;

  if (hand->n_played % CY_BOAT_N_SEATS != 0)
    {
      hand->turn = (guint8) ((seat + 1) % CY_BOAT_N_SEATS);
      return;
    }

  {
    const CyBoatCard *trick = &hand->played[hand->n_played - CY_BOAT_N_SEATS];
    guint winner = (hand->leader + cy_boat_trick_winner (trick, hand->trump)) % CY_BOAT_N_SEATS;
    guint points = 0;

    for (guint i = 0; i < CY_BOAT_N_SEATS; i++)
      points += cy_boat_card_get_points (trick[i]);

    hand->trick_points[cy_boat_team_of (winner)] += (guint8) points;
    hand->tricks_won[cy_boat_team_of (winner)]++;
    hand->leader = hand->turn = (guint8) winner;

    if (hand->n_played == CY_BOAT_N_PLAYS)
      {
        hand->last_trick_winner = (gint8) winner;
        hand->phase = CY_BOAT_PHASE_HAND_OVER;
      }
  }
}

gboolean
cy_boat_hand_apply (CyBoatHand          *hand,
                    const CyBoatAction  *action,
                    GError             **error)
{
  if (!cy_boat_hand_check_action (hand, action, error))
    return FALSE;

  g_assert (hand->n_actions < CY_BOAT_MAX_ACTIONS);
  hand->actions[hand->n_actions++] = *action;

  switch ((CyBoatActionKind) action->kind)
    {
    case CY_BOAT_ACTION_BID:
      hand->calls[hand->n_calls++] = (CyBoatCall) { action->seat, action->bid };
      hand->high_bid = action->bid;
      hand->high_bidder = (gint8) action->seat;
      hand->turn = (guint8) next_bidder (hand, action->seat);
      break;

    case CY_BOAT_ACTION_PASS:
      hand->calls[hand->n_calls++] = (CyBoatCall) { action->seat, 0 };
      hand->passed |= 1u << action->seat;
      if (cy_boat_set_count (hand->passed) == CY_BOAT_N_SEATS - 1)
        end_bidding (hand);
      else
        hand->turn = (guint8) next_bidder (hand, action->seat);
      break;

    case CY_BOAT_ACTION_DISCARD:
      hand->hands[action->seat] &= ~action->cards;
      hand->discard = action->cards;
      hand->phase = CY_BOAT_PHASE_TRUMP;
      break;

    case CY_BOAT_ACTION_TRUMP:
      hand->trump = (gint8) action->suit;
      hand->phase = CY_BOAT_PHASE_PLAY;
      hand->leader = hand->turn = action->seat;
      break;

    case CY_BOAT_ACTION_PLAY:
      play_card (hand, action->seat, action->card);
      break;

    default:
      g_assert_not_reached ();
    }

  return TRUE;
}

void
cy_boat_hand_get_result (const CyBoatHand *hand,
                         CyBoatHandResult *result)
{
  guint bidding_team;

  g_return_if_fail (hand->phase == CY_BOAT_PHASE_HAND_OVER);

  memset (result, 0, sizeof *result);
  result->high_bidder = (guint8) hand->high_bidder;
  result->bid = hand->high_bid;
  result->trump = (guint8) hand->trump;
  result->discard_points = (guint8) cy_boat_set_points (hand->discard);
  memcpy (result->points, hand->trick_points, sizeof result->points);
  /* The discard goes to the team that takes the last trick. */
  result->points[cy_boat_team_of (hand->last_trick_winner)] += result->discard_points;

  bidding_team = cy_boat_team_of (hand->high_bidder);
  cy_boat_score_hand (bidding_team, hand->high_bid, result->points, result->score_change);
  result->made = result->points[bidding_team] >= hand->high_bid;
}

/* Counted from the tricks taken (hand->trick_points, kept by play_card()),
 * so the count follows the play, a card taken back included. */
void
cy_boat_hand_get_running_count (const CyBoatHand   *hand,
                                CyBoatRunningCount *count)
{
  guint taken;

  memset (count, 0, sizeof *count);
  memcpy (count->points, hand->trick_points, sizeof count->points);
  memcpy (count->tricks, hand->tricks_won, sizeof count->tricks);
  /* The last trick has given the discard to its team. */
  if (hand->phase == CY_BOAT_PHASE_HAND_OVER)
    count->points[cy_boat_team_of (hand->last_trick_winner)] += (guint8) cy_boat_set_points (hand->discard);

  taken = count->points[0] + count->points[1];
  g_assert (taken <= CY_BOAT_TOTAL_POINTS);
  count->left = (guint8) (CY_BOAT_TOTAL_POINTS - taken);

  count->bidding_team = -1;
  if (hand->phase == CY_BOAT_PHASE_BIDDING)
    return;

  count->bidding_team = (gint8) cy_boat_team_of (hand->high_bidder);
  count->bid = hand->high_bid;
  taken = count->points[count->bidding_team];
  count->needed = taken >= count->bid ? 0 : (guint8) (count->bid - taken);
  count->made = count->needed == 0;
  count->set = count->needed > count->left;
}

/* ------------------------------------------------------------------ */
/* The move log                                                        */

char *
cy_boat_action_describe (const CyBoatAction *action,
                         const char         *name)
{
  /* Whole sentences for the person: languages conjugate differently. */
  switch ((CyBoatActionKind) action->kind)
    {
    case CY_BOAT_ACTION_BID:
      if (name == NULL)
        /* Translators: %u a bid such as 70, by the person at the screen */
        return g_strdup_printf (_("You bid %u"), action->bid);
      /* Translators: %s is a player's name, %u a bid such as 70 */
      return g_strdup_printf (_("%s bids %u"), name, action->bid);

    case CY_BOAT_ACTION_PASS:
      if (name == NULL)
        /* Translators: the person at the screen, in the bidding */
        return g_strdup (_("You pass"));
      /* Translators: %s is a player's name, in the bidding */
      return g_strdup_printf (_("%s passes"), name);

    case CY_BOAT_ACTION_DISCARD:
      if (name == NULL)
        return g_strdup (_("You take the Bonus Cards and discard five cards"));
      /* Translators: %s is a player's name; the cards stay face down */
      return g_strdup_printf (_("%s takes the Bonus Cards and discards five cards"), name);

    case CY_BOAT_ACTION_TRUMP:
      if (name == NULL)
        /* Translators: %s is a suit (Hearts) */
        return g_strdup_printf (_("You name %s as trump"), cy_card_get_suit_name ((CySuit) action->suit));
      /* Translators: the first %s is a player's name, the second a suit (Hearts) */
      return g_strdup_printf (_("%s names %s as trump"), name, cy_card_get_suit_name ((CySuit) action->suit));

    case CY_BOAT_ACTION_PLAY:
      {
        g_autofree char *card = cy_boat_card_get_name (action->card);

        if (name == NULL)
          /* Translators: %s is a card (the Ace of Hearts) */
          return g_strdup_printf (_("You play %s"), card);
        /* Translators: the first %s is a player's name, the second a card (the Ace of Hearts) */
        return g_strdup_printf (_("%s plays %s"), name, card);
      }

    default:
      g_return_val_if_reached (NULL);
    }
}
