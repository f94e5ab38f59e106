/* test-boat.c: the rules of Boat and its game object
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cy-boat-game-simulate.h"
#include "cy-match.h"
#include "test-boat-util.h"

/* ------------------------------------------------------------------ */
/* Cards                                                               */

static void
test_cards_parse (void)
{
  g_autoptr(GError) error = NULL;
  CyBoatCard card;
  CyBoatCardSet set;
  char *text;

  g_assert_true (cy_boat_card_parse ("boat", &card, NULL));
  g_assert_cmpuint (card, ==, CY_BOAT_CARD_BOAT);
  g_assert_true (cy_boat_card_parse ("10h", &card, NULL));
  g_assert_cmpuint (card, ==, cy_boat_card_new (CY_BOAT_RANK_10, CY_SUIT_HEARTS));
  g_assert_true (cy_boat_card_parse ("AS", &card, NULL));
  g_assert_cmpuint (cy_boat_card_get_rank_index (card), ==, CY_BOAT_RANK_ACE);
  g_assert_true (cy_boat_card_parse ("5c", &card, NULL));
  g_assert_cmpuint (card, ==, cy_boat_card_new (CY_BOAT_RANK_5, CY_SUIT_CLUBS));

  /* The 2, 3 and 4 are not in the deck. */
  g_assert_false (cy_boat_card_parse ("4H", &card, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_false (cy_boat_card_parse ("2S", &card, NULL));
  g_assert_false (cy_boat_card_parse ("BOATS", &card, NULL));
  g_assert_false (cy_boat_card_parse ("", &card, NULL));

  g_assert_false (cy_boat_set_parse ((char *[]) { "AS", "as" }, 2, &set, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_PARSE);

  text = cy_boat_card_to_string (CY_BOAT_CARD_BOAT);
  g_assert_cmpstr (text, ==, "BOAT");
  g_free (text);
  text = cy_boat_set_to_string (boat_test_cards ("boat ah 10s 5d", 4));
  g_assert_cmpstr (text, ==, "10S AH 5D BOAT");
  g_free (text);
}

static void
test_cards_deck (void)
{
  guint points = 0;
  guint counts[4] = { 0 };

  for (CyBoatCard c = 0; c < CY_BOAT_DECK_SIZE; c++)
    {
      g_autofree char *text = cy_boat_card_to_string (c);
      CyBoatCard back;

      points += cy_boat_card_get_points (c);
      g_assert_true (cy_boat_card_parse (text, &back, NULL));
      g_assert_cmpuint (back, ==, c);
      if (!cy_boat_card_is_boat (c))
        {
          g_assert_cmpuint (cy_boat_card_from_card (cy_boat_card_to_card (c)), ==, c);
          counts[cy_boat_card_get_suit (c)]++;
        }
    }

  /* Boat 20, four Aces, four 10s and four 5s. */
  g_assert_cmpuint (points, ==, 120);
  g_assert_cmpuint (CY_BOAT_TOTAL_POINTS, ==, 120);
  g_assert_cmpuint (cy_boat_set_points (CY_BOAT_SET_FULL), ==, 120);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (counts[s], ==, 10);
  g_assert_cmpuint (cy_boat_card_get_points (boat_test_card ("AD")), ==, 10);
  g_assert_cmpuint (cy_boat_card_get_points (boat_test_card ("10D")), ==, 10);
  g_assert_cmpuint (cy_boat_card_get_points (boat_test_card ("5D")), ==, 5);
  g_assert_cmpuint (cy_boat_card_get_points (boat_test_card ("KD")), ==, 0);
  g_assert_cmpuint (cy_boat_card_get_points (CY_BOAT_CARD_BOAT), ==, 20);
  g_assert_cmpuint (cy_boat_card_to_card (CY_BOAT_CARD_BOAT), ==, CY_CARD_INVALID);

  {
    g_autofree char *boat = cy_boat_card_get_theme_id (CY_BOAT_CARD_BOAT);
    g_autofree char *ace = cy_boat_card_get_theme_id (boat_test_card ("AH"));
    g_autofree char *five = cy_boat_card_get_theme_id (boat_test_card ("5C"));

    g_assert_cmpstr (boat, ==, "red_joker");
    g_assert_cmpstr (ace, ==, "heart_1");
    g_assert_cmpstr (five, ==, "club_5");
  }
}

/* ------------------------------------------------------------------ */
/* Following                                                           */

static CyBoatCardSet
set_of (const char *text)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);

  return boat_test_cards (text, g_strv_length (words));
}

static void
check_legal (const char *hand,
             const char *led,
             CySuit      trump,
             const char *expected)
{
  CyBoatCard led_card = led ? boat_test_card (led) : CY_BOAT_CARD_NONE;
  g_autofree char *legal = cy_boat_set_to_string (cy_boat_legal_plays (set_of (hand), led_card, trump));
  g_autofree char *want = cy_boat_set_to_string (set_of (expected));

  g_assert_cmpstr (legal, ==, want);
}

static void
test_follow (void)
{
  /* Leading: anything. */
  check_legal ("AS 5H BOAT", NULL, CY_SUIT_HEARTS, "AS 5H BOAT");
  /* Follow the led suit when you can: even holding trumps and the Boat. */
  check_legal ("AS 9S 5H BOAT 7D", "KS", CY_SUIT_HEARTS, "AS 9S");
  /* Cannot follow: trump if you can, the Boat being a trump. */
  check_legal ("5H BOAT 7D 8C", "KS", CY_SUIT_HEARTS, "5H BOAT");
  /* A void seat whose only trump is the Boat must play the Boat. */
  check_legal ("BOAT 7D 8C", "KS", CY_SUIT_HEARTS, "BOAT");
  /* No card of the suit, no trump: anything. */
  check_legal ("7D 8C 10C", "KS", CY_SUIT_HEARTS, "7D 8C 10C");
  /* A trump led asks for trumps, the Boat included. */
  check_legal ("9H BOAT 7D", "5H", CY_SUIT_HEARTS, "9H BOAT");
  check_legal ("BOAT 7D", "AH", CY_SUIT_HEARTS, "BOAT");
  /* A led Boat leads trumps. */
  check_legal ("9H AH 7D 8S", "BOAT", CY_SUIT_HEARTS, "9H AH");
  check_legal ("7D 8S", "BOAT", CY_SUIT_HEARTS, "7D 8S");
  /* The Boat is no card of the suit of its picture: with hearts led and
   * spades trump, the Boat is a trump, not a heart. */
  check_legal ("BOAT 5H", "KH", CY_SUIT_SPADES, "5H");
  check_legal ("BOAT 5D", "KH", CY_SUIT_SPADES, "BOAT");
}

static void
check_winner (const char *trick,
              CySuit      trump,
              guint       expected)
{
  g_auto(GStrv) words = g_strsplit (trick, " ", -1);
  CyBoatCard cards[4];

  for (guint i = 0; i < 4; i++)
    cards[i] = boat_test_card (words[i]);
  g_assert_cmpuint (cy_boat_trick_winner (cards, trump), ==, expected);
}

static void
test_trick_winner (void)
{
  /* Highest of the led suit; Ace high; 10 above 9. */
  check_winner ("9S 10S 5S 8S", CY_SUIT_HEARTS, 1);
  check_winner ("KS AS QS 5S", CY_SUIT_HEARTS, 1);
  /* A higher card of another suit does not take it. */
  check_winner ("6S AD AC KS", CY_SUIT_HEARTS, 3);
  /* Any trump beats the led suit; the highest trump wins. */
  check_winner ("AS 5H KS 6H", CY_SUIT_HEARTS, 3);
  check_winner ("AS AH KH 6H", CY_SUIT_HEARTS, 1);
  /* The Boat is the highest trump, led or not. */
  check_winner ("AS AH BOAT KH", CY_SUIT_HEARTS, 2);
  check_winner ("BOAT AH KH 5H", CY_SUIT_HEARTS, 0);
  check_winner ("AH BOAT KH 5H", CY_SUIT_HEARTS, 1);
  /* Trump led: the highest trump. */
  check_winner ("5H AS 6H AD", CY_SUIT_HEARTS, 2);
}

/* ------------------------------------------------------------------ */
/* A hand                                                              */

static void
deal_fixed (CyBoatHand *hand,
            guint       dealer)
{
  CyBoatCardSet hands[4] = {
    set_of ("BOAT AH KH QH JH 10H 9H 8H 6S"),
    set_of ("7H 6H AS KS QS JS 10S 9S 8S"),
    set_of ("7S AD KD QD JD 10D 9D 8D 7D"),
    set_of ("5H 6D AC KC QC JC 10C 9C 5C"),
  };

  g_assert_true (cy_boat_deal_check (dealer, hands, set_of ("5S 5D 6C 7C 8C"), NULL));
  cy_boat_hand_init (hand, dealer, hands, set_of ("5S 5D 6C 7C 8C"));
}

static gboolean
act (CyBoatHand       *hand,
     CyBoatActionKind  kind,
     guint             seat,
     guint             value,
     GError          **error)
{
  CyBoatAction action = { .kind = kind, .seat = (guint8) seat };

  if (kind == CY_BOAT_ACTION_BID)
    action.bid = (guint8) value;
  else if (kind == CY_BOAT_ACTION_TRUMP)
    action.suit = (guint8) value;
  return cy_boat_hand_apply (hand, &action, error);
}

static void
assert_refused (CyBoatHand       *hand,
                CyBoatActionKind  kind,
                guint             seat,
                guint             value)
{
  g_autoptr(GError) error = NULL;
  CyBoatHand before = *hand;

  g_assert_false (act (hand, kind, seat, value, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_assert_true (memcmp (&before, hand, sizeof before) == 0);
}

static void
test_bidding (void)
{
  CyBoatHand hand;

  deal_fixed (&hand, 3);
  /* The dealer's left bids first. */
  g_assert_cmpuint (hand.turn, ==, 0);
  assert_refused (&hand, CY_BOAT_ACTION_BID, 1, 70);
  assert_refused (&hand, CY_BOAT_ACTION_BID, 0, 60);
  assert_refused (&hand, CY_BOAT_ACTION_BID, 0, 67);
  assert_refused (&hand, CY_BOAT_ACTION_BID, 0, 125);
  assert_refused (&hand, CY_BOAT_ACTION_DISCARD, 0, 0);
  assert_refused (&hand, CY_BOAT_ACTION_PLAY, 0, 0);
  g_assert_cmpuint (cy_boat_hand_min_bid (&hand), ==, 65);

  g_assert_true (act (&hand, CY_BOAT_ACTION_BID, 0, 70, NULL));
  g_assert_cmpuint (hand.turn, ==, 1);
  g_assert_cmpuint (cy_boat_hand_min_bid (&hand), ==, 75);
  /* Not above the last bid. */
  assert_refused (&hand, CY_BOAT_ACTION_BID, 1, 70);
  assert_refused (&hand, CY_BOAT_ACTION_BID, 1, 65);
  g_assert_true (act (&hand, CY_BOAT_ACTION_PASS, 1, 0, NULL));
  g_assert_true (act (&hand, CY_BOAT_ACTION_BID, 2, 80, NULL));
  g_assert_true (act (&hand, CY_BOAT_ACTION_PASS, 3, 0, NULL));
  /* Seat 1 passed: it is skipped and may not bid again. */
  g_assert_cmpuint (hand.turn, ==, 0);
  assert_refused (&hand, CY_BOAT_ACTION_BID, 1, 90);
  g_assert_true (act (&hand, CY_BOAT_ACTION_BID, 0, 85, NULL));
  g_assert_cmpuint (hand.turn, ==, 2);
  assert_refused (&hand, CY_BOAT_ACTION_BID, 1, 90);
  g_assert_true (act (&hand, CY_BOAT_ACTION_BID, 2, 120, NULL));
  /* Nothing above 120: seat 0 may only pass. */
  g_assert_cmpuint (cy_boat_hand_min_bid (&hand), ==, 0);
  assert_refused (&hand, CY_BOAT_ACTION_BID, 0, 125);
  g_assert_cmpuint (hand.phase, ==, CY_BOAT_PHASE_BIDDING);
  g_assert_true (act (&hand, CY_BOAT_ACTION_PASS, 0, 0, NULL));

  /* Three have passed: seat 2 takes the Bonus Cards at 120. */
  g_assert_cmpuint (hand.phase, ==, CY_BOAT_PHASE_DISCARD);
  g_assert_cmpint (hand.high_bidder, ==, 2);
  g_assert_cmpuint (hand.high_bid, ==, 120);
  g_assert_false (hand.bid_forced);
  g_assert_cmpuint (hand.turn, ==, 2);
  g_assert_cmpuint (cy_boat_set_count (hand.hands[2]), ==, 14);
  g_assert_true ((hand.hands[2] & hand.bonus) == hand.bonus);
  g_assert_cmpuint (hand.n_calls, ==, 7);
  g_assert_cmpuint (hand.calls[6].seat, ==, 0);
  g_assert_cmpuint (hand.calls[6].bid, ==, 0);
  assert_refused (&hand, CY_BOAT_ACTION_PASS, 2, 0);
}

static void
test_bidding_all_pass (void)
{
  CyBoatHand hand;

  deal_fixed (&hand, 1);
  g_assert_true (act (&hand, CY_BOAT_ACTION_PASS, 2, 0, NULL));
  g_assert_true (act (&hand, CY_BOAT_ACTION_PASS, 3, 0, NULL));
  g_assert_true (act (&hand, CY_BOAT_ACTION_PASS, 0, 0, NULL));

  /* House rule: the fourth takes the contract at 65, without a call. */
  g_assert_cmpuint (hand.phase, ==, CY_BOAT_PHASE_DISCARD);
  g_assert_cmpint (hand.high_bidder, ==, 1);
  g_assert_cmpuint (hand.high_bid, ==, 65);
  g_assert_true (hand.bid_forced);
  g_assert_cmpuint (hand.n_calls, ==, 3);
  g_assert_cmpuint (hand.turn, ==, 1);
}

static void
test_discard_and_trump (void)
{
  g_autoptr(GError) error = NULL;
  CyBoatHand hand;
  CyBoatAction action = { .kind = CY_BOAT_ACTION_DISCARD, .seat = 0 };
  CyBoatHand before;

  deal_fixed (&hand, 3);
  g_assert_true (act (&hand, CY_BOAT_ACTION_BID, 0, 90, NULL));
  for (guint s = 1; s < 4; s++)
    g_assert_true (act (&hand, CY_BOAT_ACTION_PASS, s, 0, NULL));

  before = hand;
  /* Four cards, six cards, a card of another hand, another seat. */
  action.cards = set_of ("5S 5D 6C 7C");
  g_assert_false (cy_boat_hand_apply (&hand, &action, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  action.cards = set_of ("5S 5D 6C 7C 8C 6S");
  g_assert_false (cy_boat_hand_apply (&hand, &action, NULL));
  action.cards = set_of ("5S 5D 6C 7C AS");
  g_assert_false (cy_boat_hand_apply (&hand, &action, NULL));
  action.cards = set_of ("5S 5D 6C 7C 8C");
  action.seat = 1;
  g_assert_false (cy_boat_hand_apply (&hand, &action, NULL));
  assert_refused (&hand, CY_BOAT_ACTION_TRUMP, 0, CY_SUIT_HEARTS);
  g_assert_true (memcmp (&before, &hand, sizeof hand) == 0);

  /* Any five may go, the Boat or trumps included. */
  action.seat = 0;
  action.cards = set_of ("BOAT AH 5S 5D 6C");
  g_assert_true (cy_boat_hand_apply (&before, &action, NULL));
  action.cards = set_of ("5S 5D 6C 7C 8C");
  g_assert_true (cy_boat_hand_apply (&hand, &action, NULL));
  g_assert_cmpuint (cy_boat_set_count (hand.hands[0]), ==, 9);
  g_assert_cmpuint (hand.phase, ==, CY_BOAT_PHASE_TRUMP);

  assert_refused (&hand, CY_BOAT_ACTION_TRUMP, 1, CY_SUIT_HEARTS);
  assert_refused (&hand, CY_BOAT_ACTION_TRUMP, 0, 4);
  g_assert_true (act (&hand, CY_BOAT_ACTION_TRUMP, 0, CY_SUIT_HEARTS, NULL));
  g_assert_cmpuint (hand.phase, ==, CY_BOAT_PHASE_PLAY);
  /* The high bidder leads. */
  g_assert_cmpuint (hand.turn, ==, 0);
  g_assert_cmpuint (hand.leader, ==, 0);
}

/* The hand of the help's worked example (help/C/boat-scoring.page): South
 * bids, takes the Bonus Cards, lays them away again (10 points) and
 * names hearts; West takes the last trick, and the discard with it. */
static void
play_worked_example (CyBoatHand *hand,
                     guint       bid)
{
  deal_fixed (hand, 3);
  g_assert_true (act (hand, CY_BOAT_ACTION_BID, 0, bid, NULL));
  for (guint s = 1; s < 4; s++)
    g_assert_true (act (hand, CY_BOAT_ACTION_PASS, s, 0, NULL));
  {
    CyBoatAction discard = { .kind = CY_BOAT_ACTION_DISCARD, .seat = 0, .cards = set_of ("5S 5D 6C 7C 8C") };

    g_assert_true (cy_boat_hand_apply (hand, &discard, NULL));
  }
  g_assert_true (act (hand, CY_BOAT_ACTION_TRUMP, 0, CY_SUIT_HEARTS, NULL));

  boat_test_play (hand, "BOAT 6H 7D 5H");     /* South: 25 */
  g_assert_cmpuint (hand->trick_points[0], ==, 25);
  g_assert_cmpuint (hand->leader, ==, 0);
  boat_test_play (hand, "AH 7H 8D 5C");       /* South: 15 */
  boat_test_play (hand, "KH 8S 9D 6D");       /* South: 0 */
  boat_test_play (hand, "QH 9S 10D 9C");      /* South: 10 */
  boat_test_play (hand, "JH 10S JD 10C");     /* South: 20 */
  boat_test_play (hand, "10H JS QD JC");      /* South: 10 */
  boat_test_play (hand, "9H QS KD QC");       /* South: 0 */
  boat_test_play (hand, "8H KS AD KC");       /* South: 10 */
  g_assert_cmpuint (hand->trick_points[0], ==, 90);
  g_assert_cmpuint (hand->trick_points[1], ==, 0);
  g_assert_cmpuint (hand->phase, ==, CY_BOAT_PHASE_PLAY);
  boat_test_play (hand, "6S AS 7S AC");       /* West: 20, and the discard */
  g_assert_cmpuint (hand->phase, ==, CY_BOAT_PHASE_HAND_OVER);
  g_assert_cmpint (hand->last_trick_winner, ==, 1);
}

static void
test_score_set (void)
{
  CyBoatHand hand;
  CyBoatHandResult result;

  play_worked_example (&hand, 100);
  cy_boat_hand_get_result (&hand, &result);
  g_assert_cmpuint (result.high_bidder, ==, 0);
  g_assert_cmpuint (result.bid, ==, 100);
  g_assert_cmpuint (result.trump, ==, CY_SUIT_HEARTS);
  g_assert_cmpuint (result.discard_points, ==, 10);
  g_assert_cmpuint (result.points[0], ==, 90);
  g_assert_cmpuint (result.points[1], ==, 30);
  g_assert_false (result.made);
  g_assert_cmpint (result.score_change[0], ==, -100);
  g_assert_cmpint (result.score_change[1], ==, 30);
}

static void
test_score_made (void)
{
  CyBoatHand hand;
  CyBoatHandResult result;

  play_worked_example (&hand, 90);
  cy_boat_hand_get_result (&hand, &result);
  g_assert_true (result.made);
  g_assert_cmpint (result.score_change[0], ==, 90);
  g_assert_cmpint (result.score_change[1], ==, 30);
}

/* The better line the help points out: keep a trump for the last trick. */
static void
test_score_last_trick_trump (void)
{
  CyBoatHand hand;
  CyBoatHandResult result;

  deal_fixed (&hand, 3);
  g_assert_true (act (&hand, CY_BOAT_ACTION_BID, 0, 100, NULL));
  for (guint s = 1; s < 4; s++)
    g_assert_true (act (&hand, CY_BOAT_ACTION_PASS, s, 0, NULL));
  {
    CyBoatAction discard = { .kind = CY_BOAT_ACTION_DISCARD, .seat = 0, .cards = set_of ("5S 5D 6C 7C 8C") };

    g_assert_true (cy_boat_hand_apply (&hand, &discard, NULL));
  }
  g_assert_true (act (&hand, CY_BOAT_ACTION_TRUMP, 0, CY_SUIT_HEARTS, NULL));
  boat_test_play (&hand, "BOAT 6H 7D 5H AH 7H 8D 5C KH 8S 9D 6D QH 9S 10D 9C JH 10S JD 10C "
                         "10H JS QD JC 9H QS KD QC");
  boat_test_play (&hand, "6S AS 7S AC");      /* West: 20 */
  boat_test_play (&hand, "KS AD KC 8H");      /* South: 10, and the discard */
  cy_boat_hand_get_result (&hand, &result);
  g_assert_cmpint (hand.last_trick_winner, ==, 0);
  g_assert_cmpuint (result.points[0], ==, 100);
  g_assert_cmpuint (result.points[1], ==, 20);
  g_assert_true (result.made);
  g_assert_cmpint (result.score_change[0], ==, 100);
  g_assert_cmpint (result.score_change[1], ==, 20);
}

static void
test_score_function (void)
{
  gint16 change[2];

  /* Made exactly: the bidders add what they took. */
  cy_boat_score_hand (1, 75, (guint8[]) { 45, 75 }, change);
  g_assert_cmpint (change[0], ==, 45);
  g_assert_cmpint (change[1], ==, 75);
  /* Five short: they lose the bid, the others still score. */
  cy_boat_score_hand (1, 80, (guint8[]) { 45, 75 }, change);
  g_assert_cmpint (change[0], ==, 45);
  g_assert_cmpint (change[1], ==, -80);
  cy_boat_score_hand (0, 120, (guint8[]) { 120, 0 }, change);
  g_assert_cmpint (change[0], ==, 120);
  g_assert_cmpint (change[1], ==, 0);
}

/* The running count against counts made by hand. */
static void
assert_count (const CyBoatHand *hand,
              guint             points0,
              guint             points1,
              guint             tricks0,
              guint             tricks1,
              int               bidding_team,
              guint             needed,
              gboolean          made,
              gboolean          set)
{
  CyBoatRunningCount count;

  cy_boat_hand_get_running_count (hand, &count);
  g_assert_cmpuint (count.points[0], ==, points0);
  g_assert_cmpuint (count.points[1], ==, points1);
  g_assert_cmpuint (count.tricks[0], ==, tricks0);
  g_assert_cmpuint (count.tricks[1], ==, tricks1);
  g_assert_cmpuint (count.left, ==, CY_BOAT_TOTAL_POINTS - points0 - points1);
  g_assert_cmpint (count.bidding_team, ==, bidding_team);
  g_assert_cmpuint (count.bid, ==, bidding_team < 0 ? 0 : hand->high_bid);
  g_assert_cmpuint (count.needed, ==, needed);
  g_assert_cmpint (count.made, ==, made);
  g_assert_cmpint (count.set, ==, set);
}

/* No trick taken: nothing counted, all 120 left; no bidding team until
 * the bidding is over, then it needs its whole bid. A trick counts once
 * it is taken, not card by card. */
static void
test_count_no_tricks (void)
{
  CyBoatHand hand;
  CyBoatAction discard = { .kind = CY_BOAT_ACTION_DISCARD, .seat = 0, .cards = set_of ("5S 5D 6C 7C 8C") };

  deal_fixed (&hand, 3);
  assert_count (&hand, 0, 0, 0, 0, -1, 0, FALSE, FALSE);
  g_assert_true (act (&hand, CY_BOAT_ACTION_BID, 0, 100, NULL));
  /* A bid is not yet the contract: others may bid over it. */
  assert_count (&hand, 0, 0, 0, 0, -1, 0, FALSE, FALSE);
  for (guint s = 1; s < 4; s++)
    g_assert_true (act (&hand, CY_BOAT_ACTION_PASS, s, 0, NULL));
  assert_count (&hand, 0, 0, 0, 0, 0, 100, FALSE, FALSE);
  g_assert_true (cy_boat_hand_apply (&hand, &discard, NULL));
  /* The discard's 10 points are nobody's yet. */
  assert_count (&hand, 0, 0, 0, 0, 0, 100, FALSE, FALSE);
  g_assert_true (act (&hand, CY_BOAT_ACTION_TRUMP, 0, CY_SUIT_HEARTS, NULL));
  boat_test_play (&hand, "BOAT 6H 7D");
  assert_count (&hand, 0, 0, 0, 0, 0, 100, FALSE, FALSE);
}

/* The help's worked example at 100: the Boat card's 20 in the first
 * trick; 90 after eight tricks, 10 short with 30 left; West's last trick
 * takes 20 and the discard's 10, and South's partnership is set. */
static void
test_count_worked_example (void)
{
  CyBoatHand hand;
  CyBoatHandResult result;

  deal_fixed (&hand, 3);
  g_assert_true (act (&hand, CY_BOAT_ACTION_BID, 0, 100, NULL));
  for (guint s = 1; s < 4; s++)
    g_assert_true (act (&hand, CY_BOAT_ACTION_PASS, s, 0, NULL));
  {
    CyBoatAction discard = { .kind = CY_BOAT_ACTION_DISCARD, .seat = 0, .cards = set_of ("5S 5D 6C 7C 8C") };

    g_assert_true (cy_boat_hand_apply (&hand, &discard, NULL));
  }
  g_assert_true (act (&hand, CY_BOAT_ACTION_TRUMP, 0, CY_SUIT_HEARTS, NULL));

  boat_test_play (&hand, "BOAT 6H 7D 5H");              /* 20 + 5 */
  assert_count (&hand, 25, 0, 1, 0, 0, 75, FALSE, FALSE);
  boat_test_play (&hand, "AH 7H 8D 5C");                /* 10 + 5 */
  assert_count (&hand, 40, 0, 2, 0, 0, 60, FALSE, FALSE);
  boat_test_play (&hand, "KH 8S 9D 6D QH 9S 10D 9C JH 10S JD 10C 10H JS QD JC 9H QS KD QC 8H KS AD KC");
  assert_count (&hand, 90, 0, 8, 0, 0, 10, FALSE, FALSE);
  boat_test_play (&hand, "6S AS 7S AC");                /* West: 20, and the discard's 10 */
  assert_count (&hand, 90, 30, 8, 1, 0, 10, FALSE, TRUE);

  /* Once the hand is over, the count is the result's. */
  cy_boat_hand_get_result (&hand, &result);
  g_assert_cmpuint (result.points[0], ==, 90);
  g_assert_cmpuint (result.points[1], ==, 30);
}

/* At 90 the same play makes the bid after eight tricks, before the end. */
static void
test_count_made_early (void)
{
  CyBoatHand hand;

  play_worked_example (&hand, 90);
  assert_count (&hand, 90, 30, 8, 1, 0, 0, TRUE, FALSE);

  deal_fixed (&hand, 3);
  g_assert_true (act (&hand, CY_BOAT_ACTION_BID, 0, 90, NULL));
  for (guint s = 1; s < 4; s++)
    g_assert_true (act (&hand, CY_BOAT_ACTION_PASS, s, 0, NULL));
  {
    CyBoatAction discard = { .kind = CY_BOAT_ACTION_DISCARD, .seat = 0, .cards = set_of ("5S 5D 6C 7C 8C") };

    g_assert_true (cy_boat_hand_apply (&hand, &discard, NULL));
  }
  g_assert_true (act (&hand, CY_BOAT_ACTION_TRUMP, 0, CY_SUIT_HEARTS, NULL));
  boat_test_play (&hand, "BOAT 6H 7D 5H AH 7H 8D 5C KH 8S 9D 6D QH 9S 10D 9C JH 10S JD 10C "
                         "10H JS QD JC 9H QS KD QC 8H KS AD KC");
  assert_count (&hand, 90, 0, 8, 0, 0, 0, TRUE, FALSE);
}

/* At 105, West's trick of 20 before the last leaves South's partnership
 * at most 100: set with a trick to go. South takes the last trick and
 * with it the discard, its own five Bonus Cards (10 points). */
static void
test_count_set_early (void)
{
  CyBoatHand hand;

  deal_fixed (&hand, 3);
  g_assert_true (act (&hand, CY_BOAT_ACTION_BID, 0, 105, NULL));
  for (guint s = 1; s < 4; s++)
    g_assert_true (act (&hand, CY_BOAT_ACTION_PASS, s, 0, NULL));
  {
    CyBoatAction discard = { .kind = CY_BOAT_ACTION_DISCARD, .seat = 0, .cards = set_of ("5S 5D 6C 7C 8C") };

    g_assert_true (cy_boat_hand_apply (&hand, &discard, NULL));
  }
  g_assert_true (act (&hand, CY_BOAT_ACTION_TRUMP, 0, CY_SUIT_HEARTS, NULL));
  boat_test_play (&hand, "BOAT 6H 7D 5H AH 7H 8D 5C KH 8S 9D 6D QH 9S 10D 9C JH 10S JD 10C "
                         "10H JS QD JC 9H QS KD QC");
  assert_count (&hand, 80, 0, 7, 0, 0, 25, FALSE, FALSE);
  boat_test_play (&hand, "6S AS 7S AC");                /* West: 20 */
  assert_count (&hand, 80, 20, 7, 1, 0, 25, FALSE, TRUE);
  boat_test_play (&hand, "KS AD KC 8H");                /* South: 10, and the discard's 10 */
  assert_count (&hand, 100, 20, 8, 1, 0, 5, FALSE, TRUE);
}

/* A Bonus Card the high bidder keeps counts in the trick it falls to:
 * South keeps the Five of Spades and leads it; East trumps it. */
static void
test_count_bonus_card_kept (void)
{
  CyBoatHand hand;
  CyBoatAction discard = { .kind = CY_BOAT_ACTION_DISCARD, .seat = 0, .cards = set_of ("6S 5D 6C 7C 8C") };

  deal_fixed (&hand, 3);
  g_assert_true (act (&hand, CY_BOAT_ACTION_BID, 0, 100, NULL));
  for (guint s = 1; s < 4; s++)
    g_assert_true (act (&hand, CY_BOAT_ACTION_PASS, s, 0, NULL));
  g_assert_true (cy_boat_hand_apply (&hand, &discard, NULL));
  g_assert_true (act (&hand, CY_BOAT_ACTION_TRUMP, 0, CY_SUIT_HEARTS, NULL));
  boat_test_play (&hand, "5S AS 7S 5H");                /* 5 + 10 + 5 to East */
  g_assert_cmpuint (hand.leader, ==, 3);
  assert_count (&hand, 0, 20, 0, 1, 0, 100, FALSE, FALSE);
}

static void
test_game_end (void)
{
  guint winner = 9;

  g_assert_false (cy_boat_game_is_decided ((int[]) { 495, 480 }, &winner));
  g_assert_true (cy_boat_game_is_decided ((int[]) { 500, 480 }, &winner));
  g_assert_cmpuint (winner, ==, 0);
  g_assert_true (cy_boat_game_is_decided ((int[]) { -40, 505 }, &winner));
  g_assert_cmpuint (winner, ==, 1);
  /* Both over 500: the higher score wins. */
  g_assert_true (cy_boat_game_is_decided ((int[]) { 540, 525 }, &winner));
  g_assert_cmpuint (winner, ==, 0);
  g_assert_true (cy_boat_game_is_decided ((int[]) { 510, 515 }, &winner));
  g_assert_cmpuint (winner, ==, 1);
  /* Equal at 500 or more: another hand. */
  g_assert_false (cy_boat_game_is_decided ((int[]) { 505, 505 }, &winner));
  g_assert_false (cy_boat_game_is_decided ((int[]) { 500, 500 }, &winner));
}

/* ------------------------------------------------------------------ */
/* The game object                                                     */

/* Ann, the one person at the screen, with three computer players; or
 * with @friends, Ann and Nora on one screen. */
static CyBoatGame *
fixed_game_for (gboolean friends)
{
  CyPlayer *players[4] = {
    cy_player_new ("Ann", CY_PLAYER_KIND_HUMAN), cy_player_new ("Wes", CY_PLAYER_KIND_HARD),
    cy_player_new ("Nora", friends ? CY_PLAYER_KIND_HUMAN : CY_PLAYER_KIND_HARD), cy_player_new ("Ed", CY_PLAYER_KIND_HARD),
  };
  CyBoatHand hand;
  CyBoatGame *game;
  g_autoptr(GError) error = NULL;

  deal_fixed (&hand, 3);
  game = cy_boat_game_new_with_deal (players, 7, 3, hand.dealt, hand.bonus, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < 4; s++)
    g_object_unref (players[s]);
  return game;
}

static CyBoatGame *
fixed_game (void)
{
  return fixed_game_for (FALSE);
}

static void
assert_game_refuses (CyBoatGame         *game,
                     const CyBoatAction *action)
{
  g_autoptr(GBytes) before = cy_boat_game_save (game);
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (cy_boat_game_act (game, action, &error));
  g_assert_nonnull (error);
  after = cy_boat_game_save (game);
  g_assert_true (g_bytes_equal (before, after));
}

static void
count_events (CyMatchGame *game,
              const char  *text,
              gpointer     data)
{
  GPtrArray *lines = data;

  g_ptr_array_add (lines, g_strdup (text));
}

/* A whole hand; the log speaks to Ann when she is the one person at the
 * screen ("You bid 100") and names her when Nora plays on the same screen. */
static void
test_game_hand (gconstpointer data)
{
  gboolean friends = GPOINTER_TO_UINT (data) == 2;
  g_autoptr(CyBoatGame) game = fixed_game_for (friends);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  CyBoatHandResult result;
  guint seat = 9;
  const char *plays[] = {
    "BOAT 6H 7D 5H", "AH 7H 8D 5C", "KH 8S 9D 6D", "QH 9S 10D 9C", "JH 10S JD 10C",
    "10H JS QD JC", "9H QS KD QC", "8H KS AD KC", "6S AS 7S AC",
  };

  g_signal_connect (game, "event", G_CALLBACK (count_events), lines);

  g_assert_cmpstr (cy_match_game_get_game_id (CY_MATCH_GAME (game)), ==, "boat");
  g_assert_cmpuint (cy_match_game_get_n_seats (CY_MATCH_GAME (game)), ==, 4);
  g_assert_cmpint (cy_match_game_get_step (CY_MATCH_GAME (game), &seat), ==, CY_MATCH_STEP_TURN);
  g_assert_cmpuint (seat, ==, 0);

  assert_game_refuses (game, &(CyBoatAction) { .kind = CY_BOAT_ACTION_BID, .seat = 0, .bid = 50 });
  assert_game_refuses (game, &(CyBoatAction) { .kind = CY_BOAT_ACTION_BID, .seat = 7, .bid = 70 });
  assert_game_refuses (game, &(CyBoatAction) { .kind = 42, .seat = 0 });

  g_assert_true (cy_boat_game_bid (game, 0, 100, &error));
  g_assert_true (cy_boat_game_pass (game, 1, &error));
  g_assert_true (cy_boat_game_pass (game, 2, &error));
  g_assert_true (cy_boat_game_pass (game, 3, &error));
  g_assert_true (cy_boat_game_discard (game, 0, set_of ("5S 5D 6C 7C 8C"), &error));
  g_assert_true (cy_boat_game_name_trump (game, 0, CY_SUIT_HEARTS, &error));
  g_assert_no_error (error);

  /* Not following suit is refused. */
  g_assert_true (cy_boat_game_play (game, 0, boat_test_card ("BOAT"), &error));
  assert_game_refuses (game, &(CyBoatAction) { .kind = CY_BOAT_ACTION_PLAY, .seat = 1, .card = boat_test_card ("AS") });
  assert_game_refuses (game, &(CyBoatAction) { .kind = CY_BOAT_ACTION_PLAY, .seat = 1, .card = boat_test_card ("AD") });
  assert_game_refuses (game, &(CyBoatAction) { .kind = CY_BOAT_ACTION_PLAY, .seat = 2, .card = boat_test_card ("7D") });
  g_assert_true (cy_boat_game_play (game, 1, boat_test_card ("6H"), &error));
  for (guint t = 0; t < G_N_ELEMENTS (plays); t++)
    {
      g_auto(GStrv) cards = g_strsplit (plays[t], " ", -1);

      for (guint i = t == 0 ? 2 : 0; i < 4; i++)
        {
          guint turn = cy_boat_game_get_hand (game)->turn;

          g_assert_true (cy_boat_game_play (game, turn, boat_test_card (cards[i]), &error));
          g_assert_no_error (error);
          g_assert_true (cy_match_game_check_invariants (CY_MATCH_GAME (game), &error));
        }
    }

  g_assert_cmpint (cy_match_game_get_step (CY_MATCH_GAME (game), NULL), ==, CY_MATCH_STEP_HAND_OVER);
  g_assert_true (cy_boat_game_get_hand_result (game, 0, &result));
  g_assert_cmpint (result.score_change[0], ==, -100);
  g_assert_cmpint (cy_boat_game_get_score (game, 0), ==, -100);
  g_assert_cmpint (cy_boat_game_get_score (game, 1), ==, 30);
  g_assert_false (cy_boat_game_is_over (game));
  g_assert_cmpuint (cy_match_game_get_winners (CY_MATCH_GAME (game)), ==, 0);

  /* The log: the deal was before we listened; 4 calls, the bidding won,
   * discard, trump, 36 cards, 9 tricks, the discard's points, the result. */
  g_assert_cmpuint (lines->len, ==, 4 + 1 + 1 + 1 + 36 + 9 + 1 + 1);
  g_assert_cmpstr (g_ptr_array_index (lines, 1), ==, "Wes passes");
  if (friends)
    {
      g_assert_cmpstr (g_ptr_array_index (lines, 0), ==, "Ann bids 100");
      g_assert_cmpstr (g_ptr_array_index (lines, 4), ==, "Ann wins the bidding at 100");
      g_assert_cmpstr (g_ptr_array_index (lines, 5), ==, "Ann takes the Bonus Cards and discards five cards");
      g_assert_cmpstr (g_ptr_array_index (lines, 6), ==, "Ann names Hearts as trump");
      g_assert_cmpstr (g_ptr_array_index (lines, 7), ==, "Ann plays the Boat");
      g_assert_cmpstr (g_ptr_array_index (lines, 11), ==, "Ann takes the trick (25 points)");
      g_assert_cmpstr (g_ptr_array_index (lines, lines->len - 1), ==,
                       "Ann and Nora are set: 90 points for a bid of 100, they lose 100");
    }
  else
    {
      g_assert_cmpstr (g_ptr_array_index (lines, 0), ==, "You bid 100");
      g_assert_cmpstr (g_ptr_array_index (lines, 4), ==, "You win the bidding at 100");
      g_assert_cmpstr (g_ptr_array_index (lines, 5), ==, "You take the Bonus Cards and discard five cards");
      g_assert_cmpstr (g_ptr_array_index (lines, 6), ==, "You name Hearts as trump");
      g_assert_cmpstr (g_ptr_array_index (lines, 7), ==, "You play the Boat");
      g_assert_cmpstr (g_ptr_array_index (lines, 11), ==, "You take the trick (25 points)");
      g_assert_cmpstr (g_ptr_array_index (lines, lines->len - 1), ==,
                       "You and Nora are set: 90 points for a bid of 100, you lose 100");
    }

  /* The next hand: dealt by the next seat. */
  g_assert_true (cy_match_game_next_hand (CY_MATCH_GAME (game), &error));
  g_assert_cmpuint (cy_boat_game_get_n_hands (game), ==, 2);
  g_assert_cmpuint (cy_boat_game_get_hand (game)->dealer, ==, 0);
  g_assert_cmpuint (cy_boat_game_get_hand (game)->turn, ==, 1);
  g_assert_false (cy_match_game_next_hand (CY_MATCH_GAME (game), &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
}

static void
test_game_view (void)
{
  g_autoptr(CyBoatGame) game = fixed_game ();
  CyBoatView view;

  cy_boat_game_get_view (game, 1, &view);
  g_assert_cmpuint (view.hand, ==, set_of ("7H 6H AS KS QS JS 10S 9S 8S"));
  g_assert_cmpuint (view.bonus, ==, 0);

  g_assert_true (cy_boat_game_bid (game, 0, 100, NULL));
  g_assert_true (cy_boat_game_pass (game, 1, NULL));
  g_assert_true (cy_boat_game_pass (game, 2, NULL));
  g_assert_true (cy_boat_game_pass (game, 3, NULL));

  /* The high bidder sees the Bonus Cards, the others only that it holds 14. */
  cy_boat_game_get_view (game, 0, &view);
  g_assert_cmpuint (view.bonus, ==, set_of ("5S 5D 6C 7C 8C"));
  g_assert_cmpuint (cy_boat_set_count (view.hand), ==, 14);
  cy_boat_game_get_view (game, 2, &view);
  g_assert_cmpuint (view.bonus, ==, 0);
  g_assert_cmpuint (view.hand_sizes[0], ==, 14);
  g_assert_cmpuint (view.n_calls, ==, 4);
  g_assert_cmpuint (view.calls[0].bid, ==, 100);

  g_assert_true (cy_boat_game_discard (game, 0, set_of ("5S 5D 6C 7C 8C"), NULL));
  g_assert_true (cy_boat_game_name_trump (game, 0, CY_SUIT_HEARTS, NULL));
  g_assert_true (cy_boat_game_play (game, 0, CY_BOAT_CARD_BOAT, NULL));

  cy_boat_game_get_view (game, 0, &view);
  g_assert_cmpuint (view.discard, ==, set_of ("5S 5D 6C 7C 8C"));
  for (guint seat = 1; seat < 4; seat++)
    {
      cy_boat_game_get_view (game, seat, &view);
      g_assert_cmpuint (view.discard, ==, 0);
      g_assert_cmpuint (view.bonus, ==, 0);
      g_assert_cmpuint (view.n_played, ==, 1);
      g_assert_cmpuint (view.played[0], ==, CY_BOAT_CARD_BOAT);
      g_assert_cmpuint (view.played_by[0], ==, 0);
      g_assert_cmpint (view.trump, ==, CY_SUIT_HEARTS);
      /* No other hand: the view holds only the seat's own cards. */
      g_assert_cmpuint (view.hand & ~cy_boat_game_get_hand (game)->hands[seat], ==, 0);
    }
}

static void
test_game_undo (void)
{
  g_autoptr(CyBoatGame) game = fixed_game ();
  CyMatchGame *match_game = CY_MATCH_GAME (game);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (cy_boat_game_bid (game, 0, 100, NULL));
  /* Bids are not taken back. */
  g_assert_false (cy_match_game_can_undo (match_game, 0));
  g_assert_true (cy_boat_game_pass (game, 1, NULL));
  g_assert_true (cy_boat_game_pass (game, 2, NULL));
  g_assert_true (cy_boat_game_pass (game, 3, NULL));
  g_assert_true (cy_boat_game_discard (game, 0, set_of ("5S 5D 6C 7C 8C"), NULL));
  g_assert_true (cy_boat_game_name_trump (game, 0, CY_SUIT_HEARTS, NULL));
  g_assert_false (cy_match_game_can_undo (match_game, 0));

  before = cy_boat_game_save (game);
  g_assert_true (cy_boat_game_play (game, 0, boat_test_card ("AH"), NULL));
  g_assert_true (cy_match_game_can_undo (match_game, 0));
  g_assert_false (cy_match_game_can_undo (match_game, 1));
  g_assert_false (cy_match_game_undo (match_game, 1, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);

  g_assert_true (cy_match_game_undo (match_game, 0, &error));
  g_assert_no_error (error);
  after = cy_boat_game_save (game);
  g_assert_true (g_bytes_equal (before, after));
  g_assert_true (cy_match_game_check_invariants (match_game, NULL));
  g_assert_true (cy_boat_set_count (cy_boat_game_get_hand (game)->hands[0]) == 9);

  /* Once the next seat has played, it is too late. */
  g_assert_true (cy_boat_game_play (game, 0, boat_test_card ("BOAT"), NULL));
  g_assert_true (cy_boat_game_play (game, 1, boat_test_card ("6H"), NULL));
  g_assert_false (cy_match_game_can_undo (match_game, 0));
  g_assert_true (cy_match_game_can_undo (match_game, 1));
  /* A trick's last card can be taken back: the trick is open again. */
  g_assert_true (cy_boat_game_play (game, 2, boat_test_card ("7D"), NULL));
  g_assert_true (cy_boat_game_play (game, 3, boat_test_card ("5H"), NULL));
  g_assert_cmpuint (cy_boat_game_get_hand (game)->trick_points[0], ==, 25);
  assert_count (cy_boat_game_get_hand (game), 25, 0, 1, 0, 0, 75, FALSE, FALSE);
  g_assert_true (cy_match_game_undo (match_game, 3, NULL));
  g_assert_cmpuint (cy_boat_game_get_hand (game)->trick_points[0], ==, 0);
  /* The running count follows: the trick is no longer taken. */
  assert_count (cy_boat_game_get_hand (game), 0, 0, 0, 0, 0, 100, FALSE, FALSE);
  g_assert_cmpuint (cy_boat_game_get_hand (game)->turn, ==, 3);
  g_assert_cmpuint (cy_boat_game_get_hand (game)->n_played, ==, 3);
}

/* ------------------------------------------------------------------ */
/* Saving                                                              */

static void
test_save_round_trip (void)
{
  g_autoptr(CyBoatGame) game = boat_test_game_new (CY_PLAYER_KIND_EASY, 11);
  CyRandom rng;

  cy_random_init (&rng, 5, 5);
  /* Into the second hand, mid-trick. */
  while (cy_boat_game_get_n_hands (game) < 2 || cy_boat_game_get_hand (game)->n_played < 6)
    {
      if (cy_boat_game_get_hand (game)->phase == CY_BOAT_PHASE_HAND_OVER)
        g_assert_true (cy_match_game_next_hand (CY_MATCH_GAME (game), NULL));
      else
        boat_test_step (game, &rng);
    }

  {
    g_autoptr(GBytes) saved = cy_boat_game_save (game);
    g_autoptr(GError) error = NULL;
    g_autoptr(CyBoatGame) loaded = cy_boat_game_load (saved, &error);
    g_autoptr(GBytes) again = NULL;

    g_assert_no_error (error);
    g_assert_nonnull (loaded);
    again = cy_boat_game_save (loaded);
    g_assert_true (g_bytes_equal (saved, again));
    g_assert_cmpint (cy_boat_game_get_score (loaded, 0), ==, cy_boat_game_get_score (game, 0));
    g_assert_cmpstr (cy_player_get_name (cy_boat_game_get_player (loaded, 2)), ==, "C");
    g_assert_true (cy_match_game_check_invariants (CY_MATCH_GAME (loaded), NULL));

    /* Both go on alike, the next deals included (the generator is saved). */
    boat_test_play_game (game, 77, G_MAXUINT);
    boat_test_play_game (loaded, 77, G_MAXUINT);
    g_clear_pointer (&again, g_bytes_unref);
    again = cy_boat_game_save (loaded);
    {
      g_autoptr(GBytes) original = cy_boat_game_save (game);

      g_assert_true (g_bytes_equal (original, again));
    }
  }
}

static void
test_save_corrupt (void)
{
  g_autoptr(CyBoatGame) game = fixed_game ();
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CyBoatGame) loaded = NULL;
  const guint8 *data;
  gsize size;
  CyRandom rng;

  g_assert_true (cy_boat_game_bid (game, 0, 100, NULL));
  g_assert_true (cy_boat_game_pass (game, 1, NULL));
  saved = cy_boat_game_save (game);
  data = g_bytes_get_data (saved, &size);

  /* Cut short. */
  {
    g_autoptr(GBytes) cut = g_bytes_new (data, size / 2);

    loaded = cy_boat_game_load (cut, &error);
    g_assert_null (loaded);
    g_assert_error (error, CY_ERROR, CY_ERROR_CORRUPT);
    g_clear_error (&error);
  }

  /* Not a GVariant of ours at all. */
  {
    g_autoptr(GBytes) junk = g_bytes_new_static ("hello", 5);

    g_assert_null (cy_boat_game_load (junk, &error));
    g_assert_error (error, CY_ERROR, CY_ERROR_CORRUPT);
    g_clear_error (&error);
  }

  /* A newer format. */
  {
    g_autoptr(GVariant) newer = g_variant_ref_sink (g_variant_new ("(ua{sv})", 99, NULL));
    g_autoptr(GBytes) bytes = g_variant_get_data_as_bytes (newer);

    g_assert_null (cy_boat_game_load (bytes, &error));
    g_assert_error (error, CY_ERROR, CY_ERROR_VERSION);
    g_clear_error (&error);
  }

  /* An illegal action inside a well-formed save: seat 1 bids after passing. */
  {
    CyBoatHand hand = *cy_boat_game_get_hand (game);
    g_autoptr(GVariant) variant = NULL;
    GVariantBuilder builder;
    GVariantBuilder dealt;
    GVariantBuilder actions;
    GVariantBuilder players;
    g_autoptr(GBytes) bytes = NULL;

    g_variant_builder_init (&players, G_VARIANT_TYPE ("a(su)"));
    for (guint s = 0; s < 4; s++)
      g_variant_builder_add (&players, "(su)", cy_player_get_name (cy_boat_game_get_player (game, s)), 0);
    g_variant_builder_init (&dealt, G_VARIANT_TYPE ("at"));
    for (guint s = 0; s < 4; s++)
      g_variant_builder_add (&dealt, "t", hand.dealt[s]);
    g_variant_builder_init (&actions, G_VARIANT_TYPE ("a(yyyyyt)"));
    g_variant_builder_add (&actions, "(yyyyyt)", CY_BOAT_ACTION_BID, 0, 100, 0, 0, (guint64) 0);
    g_variant_builder_add (&actions, "(yyyyyt)", CY_BOAT_ACTION_PASS, 1, 0, 0, 0, (guint64) 0);
    g_variant_builder_add (&actions, "(yyyyyt)", CY_BOAT_ACTION_PASS, 2, 0, 0, 0, (guint64) 0);
    g_variant_builder_add (&actions, "(yyyyyt)", CY_BOAT_ACTION_BID, 1, 105, 0, 0, (guint64) 0);
    g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{sv}"));
    g_variant_builder_add (&builder, "{sv}", "game", g_variant_new_string ("boat"));
    g_variant_builder_add (&builder, "{sv}", "players", g_variant_builder_end (&players));
    g_variant_builder_add (&builder, "{sv}", "rng", g_variant_new ("(tt)", (guint64) 1, (guint64) 1));
    g_variant_builder_add (&builder, "{sv}", "hands",
                           g_variant_new_array (G_VARIANT_TYPE ("(yatta(yyyyyt))"),
                                                (GVariant *[]) { g_variant_new ("(yatta(yyyyyt))", 3, &dealt, hand.bonus, &actions) }, 1));
    variant = g_variant_ref_sink (g_variant_new ("(ua{sv})", 1, &builder));
    bytes = g_variant_get_data_as_bytes (variant);

    g_assert_null (cy_boat_game_load (bytes, &error));
    g_assert_error (error, CY_ERROR, CY_ERROR_CORRUPT);
    g_assert_nonnull (strstr (error->message, "action 4"));
    g_clear_error (&error);
  }

  /* Every single-byte change loads as a valid game or is refused: never a crash. */
  cy_random_init (&rng, 3, 3);
  for (guint i = 0; i < 300; i++)
    {
      g_autofree guint8 *copy = g_memdup2 (data, size);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(CyBoatGame) maybe = NULL;

      copy[cy_random_below (&rng, (guint32) size)] ^= (guint8) (1 + cy_random_below (&rng, 255));
      bytes = g_bytes_new (copy, size);
      maybe = cy_boat_game_load (bytes, &error);
      if (maybe != NULL)
        g_assert_true (cy_match_game_check_invariants (CY_MATCH_GAME (maybe), NULL));
      else
        g_assert_nonnull (error);
      g_clear_error (&error);
    }
}

/* ------------------------------------------------------------------ */
/* Whole games                                                         */

static void
test_whole_games (void)
{
  /* Random players may never reach 500 (every contract they bid fails):
   * they meet a sensible team, or play a while among themselves. */
  const CyPlayerKind teams[][2] = {
    { CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_EASY },
    { CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_NORMAL },
    { CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_NORMAL },
    { CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_RANDOM },
  };

  for (guint k = 0; k < G_N_ELEMENTS (teams); k++)
    for (guint64 seed = 1; seed <= 3; seed++)
      {
        g_autoptr(CyBoatGame) game = boat_test_game_new_teams (teams[k][0], teams[k][1], seed);
        int winner;
        guint n_hands;
        int totals[2] = { 0, 0 };

        boat_test_play_game (game, seed * 10, G_MAXUINT);
        winner = cy_boat_game_get_winning_team (game);
        g_assert_cmpint (winner, >=, 0);
        g_assert_cmpint (cy_boat_game_get_score (game, winner), >=, 500);
        g_assert_cmpint (cy_boat_game_get_score (game, winner), >, cy_boat_game_get_score (game, 1 - winner));
        g_assert_cmpuint (cy_match_game_get_winners (CY_MATCH_GAME (game)), ==, winner == 0 ? 0x5u : 0xau);
        g_assert_cmpint (cy_match_game_get_step (CY_MATCH_GAME (game), NULL), ==, CY_MATCH_STEP_GAME_OVER);

        /* The scores are the sum of the hands; no hand before the last decided the game. */
        n_hands = cy_boat_game_get_n_hands (game);
        for (guint i = 0; i < n_hands; i++)
          {
            CyBoatHandResult result;
            const CyBoatHand *hand = cy_boat_game_get_nth_hand (game, i);

            g_assert_true (cy_boat_game_get_hand_result (game, i, &result));
            g_assert_cmpuint (result.points[0] + result.points[1], ==, 120);
            g_assert_cmpuint (hand->dealer, ==, (cy_boat_game_get_nth_hand (game, 0)->dealer + i) % 4);
            totals[0] += result.score_change[0];
            totals[1] += result.score_change[1];
            if (i + 1 < n_hands)
              g_assert_false (cy_boat_game_is_decided (totals, NULL));
          }
        g_assert_cmpint (totals[0], ==, cy_boat_game_get_score (game, 0));
        g_assert_cmpint (totals[1], ==, cy_boat_game_get_score (game, 1));

        /* Nothing more is accepted. */
        assert_game_refuses (game, &(CyBoatAction) { .kind = CY_BOAT_ACTION_PASS, .seat = 0 });
      }

  /* Random against random: thirty hands of legal play. */
  {
    g_autoptr(CyBoatGame) game = boat_test_game_new (CY_PLAYER_KIND_RANDOM, 5);

    boat_test_play_game (game, 5, 30);
    g_assert_cmpuint (cy_boat_game_get_n_hands (game), ==, 30);
  }
}

static void
test_same_seed_same_game (void)
{
  g_autoptr(CyBoatGame) a = boat_test_game_new (CY_PLAYER_KIND_NORMAL, 42);
  g_autoptr(CyBoatGame) b = boat_test_game_new (CY_PLAYER_KIND_NORMAL, 42);
  g_autoptr(CyBoatGame) c = boat_test_game_new (CY_PLAYER_KIND_NORMAL, 43);
  g_autoptr(GBytes) sa = NULL;
  g_autoptr(GBytes) sb = NULL;
  g_autoptr(GBytes) sc = NULL;

  boat_test_play_game (a, 1, G_MAXUINT);
  boat_test_play_game (b, 1, G_MAXUINT);
  boat_test_play_game (c, 1, G_MAXUINT);
  sa = cy_boat_game_save (a);
  sb = cy_boat_game_save (b);
  sc = cy_boat_game_save (c);
  g_assert_true (g_bytes_equal (sa, sb));
  g_assert_false (g_bytes_equal (sa, sc));
}

/* The match controller runs Boat like any game: to the end with computer
 * players, and up to a person's turn, saved and loaded whole. */
static void
test_match (void)
{
  CyPlayer *players[4] = {
    cy_player_new ("Ann", CY_PLAYER_KIND_HUMAN), cy_player_new ("Wes", CY_PLAYER_KIND_EASY),
    cy_player_new ("Nora", CY_PLAYER_KIND_NORMAL), cy_player_new ("Ed", CY_PLAYER_KIND_EASY),
  };
  g_autoptr(CyBoatGame) game = cy_boat_game_new (players, 3);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 4);
  g_autoptr(CyMatch) loaded = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GBytes) game_bytes = NULL;
  g_autoptr(GBytes) loaded_bytes = NULL;
  g_autoptr(GError) error = NULL;
  CyBoatGameResult result = { { 0 } };
  const CyPlayerKind kinds[4] = { CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_EASY };
  guint seat = 9;

  for (guint s = 0; s < 4; s++)
    g_object_unref (players[s]);

  /* The computers act until Ann must. */
  g_assert_true (cy_match_run_sync (match, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cy_match_game_get_step (CY_MATCH_GAME (game), &seat), ==, CY_MATCH_STEP_TURN);
  g_assert_cmpuint (seat, ==, 0);
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_HUMAN_TO_MOVE);

  cy_boat_game_register_match_loader ();
  saved = cy_match_save_to_bytes (match);
  loaded = cy_match_load_from_bytes (saved, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  game_bytes = cy_boat_game_save (game);
  loaded_bytes = cy_boat_game_save (CY_BOAT_GAME (cy_match_get_game (loaded)));
  g_assert_true (g_bytes_equal (game_bytes, loaded_bytes));

  /* A whole game of computer players, as boat simulate plays it. */
  g_assert_true (cy_boat_simulate_game (kinds, 11, 12, TRUE, &result, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (result.wins[0] + result.wins[1], ==, 1.0);
  g_assert_cmpint (MAX (result.scores[0], result.scores[1]), >=, 500);
  g_assert_cmpuint (result.made[0] + result.set[0] + result.made[1] + result.set[1], ==, result.n_hands);
  g_assert_cmpuint (result.points[0] + result.points[1], ==, 120 * result.n_hands);
}

/* Iterates the main loop until @match is in @state (or a generous bound). */
static void
run_until_state (CyMatch      *match,
                 CyMatchState  state)
{
  for (guint i = 0; i < 1000000 && cy_match_get_state (match) != state; i++)
    g_main_context_iteration (NULL, TRUE);

  g_assert_cmpint (cy_match_get_state (match), ==, state);
}

static gboolean
quit_loop_cb (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

/* A trick just taken is a pause for the match (a computer waits longer
 * before it leads): right after every fourth card, and at no other time. */
static void
test_pause_after_trick (void)
{
  CyPlayer *players[4] = {
    cy_player_new ("Ann", CY_PLAYER_KIND_EASY), cy_player_new ("Wes", CY_PLAYER_KIND_EASY),
    cy_player_new ("Nora", CY_PLAYER_KIND_EASY), cy_player_new ("Ed", CY_PLAYER_KIND_EASY),
  };
  g_autoptr(CyBoatGame) game = cy_boat_game_new (players, 12);
  CyRandom rng;
  guint pauses = 0;

  for (guint s = 0; s < 4; s++)
    g_object_unref (players[s]);
  cy_random_init (&rng, 12, 5);

  g_assert_false (cy_match_game_is_pause (CY_MATCH_GAME (game)));
  while (cy_boat_game_get_n_hands (game) == 1 && cy_boat_game_get_hand (game)->phase != CY_BOAT_PHASE_HAND_OVER)
    {
      const CyBoatHand *hand = cy_boat_game_get_hand (game);
      CyBoatView view;
      CyBoatAction action;
      guint seat = hand->turn;
      gboolean trick_taken;

      cy_boat_game_get_view (game, seat, &view);
      cy_boat_ai_decide (CY_PLAYER_KIND_EASY, &view, &rng, &action);
      g_assert_true (cy_boat_game_act (game, &action, NULL));
      hand = cy_boat_game_get_hand (game);
      trick_taken = hand->phase == CY_BOAT_PHASE_PLAY && hand->n_played > 0 && hand->n_played % 4 == 0;
      g_assert_cmpint (cy_match_game_is_pause (CY_MATCH_GAME (game)), ==, trick_taken);
      pauses += trick_taken;
    }
  /* Eight tricks lead to a next one; the ninth ends the hand. */
  g_assert_cmpuint (pauses, ==, 8);
}

static gboolean
trick_on_table (CyBoatGame *game)
{
  const CyBoatHand *hand = cy_boat_game_get_hand (game);

  return hand->phase == CY_BOAT_PHASE_PLAY && hand->n_played > 0 && hand->n_played % 4 == 0;
}

/* The table may hold a trick just taken longer than the pace's pause (a
 * minute here): the computer to lead waits until a person has seen it
 * (cy_match_end_pause()), and then goes on at once. Nothing else is a
 * pause to end. */
static void
test_pause_held (void)
{
  CyPlayer *players[4] = {
    cy_player_new ("Ann", CY_PLAYER_KIND_EASY), cy_player_new ("Wes", CY_PLAYER_KIND_EASY),
    cy_player_new ("Nora", CY_PLAYER_KIND_EASY), cy_player_new ("Ed", CY_PLAYER_KIND_EASY),
  };
  g_autoptr(CyBoatGame) game = cy_boat_game_new (players, 12);
  g_autoptr(CyMatch) match = cy_match_new (CY_MATCH_GAME (game), 5);
  guint held = 0;

  for (guint s = 0; s < 4; s++)
    g_object_unref (players[s]);
  cy_match_set_pace (match, CY_MATCH_PACE_FAST);
  cy_match_set_pause_length (match, 60000);
  g_assert_false (cy_match_end_pause (match));
  cy_match_start (match);

  while (cy_boat_game_get_n_hands (game) == 1 && cy_boat_game_get_hand (game)->phase != CY_BOAT_PHASE_HAND_OVER)
    {
      guint played = cy_boat_game_get_hand (game)->n_played;

      g_main_context_iteration (NULL, TRUE);
      if (cy_boat_game_get_hand (game)->n_played == played || !trick_on_table (game) ||
          cy_boat_game_get_hand (game)->phase != CY_BOAT_PHASE_PLAY)
        {
          /* Between the other cards the computers move by the pace alone. */
          if (!trick_on_table (game))
            g_assert_false (cy_match_end_pause (match));
          continue;
        }

      /* A trick taken: it stays until the pause is ended, and then the
       * next lead comes without a minute's wait. */
      run_until_state (match, CY_MATCH_STATE_COMPUTER_THINKING);
      for (guint i = 0; i < 50; i++)
        g_main_context_iteration (NULL, FALSE);
      g_assert_cmpuint (cy_boat_game_get_hand (game)->n_played, ==, played + 1);
      g_assert_true (cy_match_end_pause (match));
      g_assert_false (cy_match_end_pause (match));
      while (cy_boat_game_get_hand (game)->n_played == played + 1)
        g_main_context_iteration (NULL, TRUE);
      held++;
    }
  g_assert_cmpuint (held, ==, 8);
  cy_match_stop (match);
}

/* A match's log opens with the first deal, which the game made before the
 * match listened; a resumed match has that line once. */
static void
test_match_log_opens_with_deal (void)
{
  CyPlayer *players[4] = {
    cy_player_new ("Ann", CY_PLAYER_KIND_HUMAN), cy_player_new ("Wes", CY_PLAYER_KIND_EASY),
    cy_player_new ("Nora", CY_PLAYER_KIND_EASY), cy_player_new ("Ed", CY_PLAYER_KIND_EASY),
  };
  g_autoptr(CyBoatGame) game = NULL;
  g_autoptr(CyMatch) match = NULL;
  g_autoptr(CyMatch) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  CyBoatHand hand;
  const char * const *log;
  guint n_lines;

  deal_fixed (&hand, 2);
  game = cy_boat_game_new_with_deal (players, 7, 2, hand.dealt, hand.bonus, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < 4; s++)
    g_object_unref (players[s]);

  match = cy_match_new (CY_MATCH_GAME (game), 5);
  log = cy_match_get_log (match, &n_lines);
  g_assert_cmpuint (n_lines, ==, 1);
  g_assert_cmpstr (log[0], ==, "Hand 1: Nora deals");

  cy_boat_game_register_match_loader ();
  bytes = cy_match_save_to_bytes (match);
  loaded = cy_match_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  log = cy_match_get_log (loaded, &n_lines);
  g_assert_cmpuint (n_lines, ==, 1);
  g_assert_cmpstr (log[0], ==, "Hand 1: Nora deals");
}

/* The person takes back a card while the next seat, a computer, waits to
 * move: it must not move on the card taken back, nor for the person. */
static void
test_match_undo_while_next_waits (void)
{
  CyPlayer *players[4] = {
    cy_player_new ("Ann", CY_PLAYER_KIND_HUMAN), cy_player_new ("Wes", CY_PLAYER_KIND_EASY),
    cy_player_new ("Nora", CY_PLAYER_KIND_EASY), cy_player_new ("Ed", CY_PLAYER_KIND_EASY),
  };
  g_autoptr(CyBoatGame) game = NULL;
  g_autoptr(CyMatch) match = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(GError) error = NULL;
  CyBoatHand hand;
  CyBoatCardSet held;
  CyBoatCard card;

  deal_fixed (&hand, 3);
  game = cy_boat_game_new_with_deal (players, 7, 3, hand.dealt, hand.bonus, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < 4; s++)
    g_object_unref (players[s]);
  match = cy_match_new (CY_MATCH_GAME (game), 5);
  cy_match_set_pace (match, CY_MATCH_PACE_FAST);
  cy_match_start (match);

  /* Ann bids first (seat 3 deals), the most: the others pass. */
  run_until_state (match, CY_MATCH_STATE_HUMAN_TO_MOVE);
  g_assert_true (cy_boat_game_bid (game, 0, CY_BOAT_MAX_BID, &error));
  run_until_state (match, CY_MATCH_STATE_COMPUTER_THINKING);
  run_until_state (match, CY_MATCH_STATE_HUMAN_TO_MOVE);
  g_assert_cmpuint (cy_boat_game_get_hand (game)->phase, ==, CY_BOAT_PHASE_DISCARD);
  {
    CyBoatCardSet rest = cy_boat_game_get_hand (game)->hands[0], five = 0;

    for (guint i = 0; i < CY_BOAT_BONUS_SIZE; i++)
      {
        five |= cy_boat_set_of (cy_boat_set_first (rest));
        rest &= rest - 1;
      }
    g_assert_true (cy_boat_game_discard (game, 0, five, &error));
  }
  g_assert_true (cy_boat_game_name_trump (game, 0, CY_SUIT_HEARTS, &error));
  g_assert_no_error (error);

  /* Ann leads; Wes is to move next, after the pace's delay. */
  held = cy_boat_game_get_hand (game)->hands[0];
  card = cy_boat_set_first (cy_boat_hand_legal_plays (cy_boat_game_get_hand (game)));
  g_assert_true (cy_boat_game_play (game, 0, card, &error));
  run_until_state (match, CY_MATCH_STATE_COMPUTER_THINKING);
  g_assert_true (cy_match_get_can_undo (match));
  g_assert_true (cy_match_undo (match, &error));
  g_assert_no_error (error);

  /* Ann's turn again, the card in her hand, and it stays so. */
  run_until_state (match, CY_MATCH_STATE_HUMAN_TO_MOVE);
  g_timeout_add (600, quit_loop_cb, loop);
  g_main_loop_run (loop);
  g_assert_cmpint (cy_match_get_state (match), ==, CY_MATCH_STATE_HUMAN_TO_MOVE);
  g_assert_cmpint (cy_match_get_acting_seat (match), ==, 0);
  g_assert_cmpuint (cy_boat_game_get_hand (game)->n_played, ==, 0);
  g_assert_cmpuint (cy_boat_game_get_hand (game)->hands[0], ==, held);
  g_assert_true (cy_match_game_check_invariants (CY_MATCH_GAME (game), NULL));
  cy_match_stop (match);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/boat/cards/parse", test_cards_parse);
  g_test_add_func ("/boat/cards/deck", test_cards_deck);
  g_test_add_func ("/boat/rules/follow", test_follow);
  g_test_add_func ("/boat/rules/trick-winner", test_trick_winner);
  g_test_add_func ("/boat/rules/bidding", test_bidding);
  g_test_add_func ("/boat/rules/bidding-all-pass", test_bidding_all_pass);
  g_test_add_func ("/boat/rules/discard-and-trump", test_discard_and_trump);
  g_test_add_func ("/boat/rules/score-set", test_score_set);
  g_test_add_func ("/boat/rules/score-made", test_score_made);
  g_test_add_func ("/boat/rules/score-last-trick-trump", test_score_last_trick_trump);
  g_test_add_func ("/boat/rules/score-function", test_score_function);
  g_test_add_func ("/boat/rules/game-end", test_game_end);
  g_test_add_func ("/boat/rules/count-no-tricks", test_count_no_tricks);
  g_test_add_func ("/boat/rules/count-worked-example", test_count_worked_example);
  g_test_add_func ("/boat/rules/count-made-early", test_count_made_early);
  g_test_add_func ("/boat/rules/count-set-early", test_count_set_early);
  g_test_add_func ("/boat/rules/count-bonus-card-kept", test_count_bonus_card_kept);
  g_test_add_data_func ("/boat/game/hand", GUINT_TO_POINTER (1), test_game_hand);
  g_test_add_data_func ("/boat/game/hand/friends", GUINT_TO_POINTER (2), test_game_hand);
  g_test_add_func ("/boat/game/view", test_game_view);
  g_test_add_func ("/boat/game/undo", test_game_undo);
  g_test_add_func ("/boat/game/save-round-trip", test_save_round_trip);
  g_test_add_func ("/boat/game/save-corrupt", test_save_corrupt);
  g_test_add_func ("/boat/game/whole-games", test_whole_games);
  g_test_add_func ("/boat/game/same-seed", test_same_seed_same_game);
  g_test_add_func ("/boat/game/match", test_match);
  g_test_add_func ("/boat/game/match-undo-while-next-waits", test_match_undo_while_next_waits);
  g_test_add_func ("/boat/game/match-log-opens-with-deal", test_match_log_opens_with_deal);
  g_test_add_func ("/boat/game/pause-after-trick", test_pause_after_trick);
  g_test_add_func ("/boat/game/pause-held", test_pause_held);

  return g_test_run ();
}
