/* test-boat-ai.c: what Boat's computer players know, sample and choose
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-boat-util.h"

static const char *worked_hands[4] = {
  "BOAT AH KH QH JH 10H 9H 8H 6S",
  "7H 6H AS KS QS JS 10S 9S 8S",
  "7S AD KD QD JD 10D 9D 8D 7D",
  "5H 6D AC KC QC JC 10C 9C 5C",
};

static void
test_utility (void)
{
  /* Bidders at 80 with 85: +85 against the others' 35. */
  g_assert_cmpint (cy_boat_ai_utility (0, 0, 80, 85), ==, 85 - 35);
  /* With 75 they lose 80; the others add 45. */
  g_assert_cmpint (cy_boat_ai_utility (0, 0, 80, 75), ==, -80 - 45);
  /* Seen from the defenders. */
  g_assert_cmpint (cy_boat_ai_utility (1, 0, 80, 45), ==, 45 + 80);
  g_assert_cmpint (cy_boat_ai_utility (1, 0, 80, 35), ==, 35 - 85);
}

static void
test_knowledge (void)
{
  CyBoatHand hand;
  CyBoatView view;
  CyBoatKnowledge k;

  boat_test_hand_in_play (&hand, worked_hands, "5S 5D 6C 7C 8C", 0, CY_SUIT_HEARTS, 90);
  /* North shows no heart (and so no trump); then East no heart either:
   * East played a heart in the first trick. Then West, on a spade lead. */
  boat_test_play (&hand, "BOAT 6H 7D 5H AH 7H 8D 5C KH 8S");

  cy_boat_hand_get_view (&hand, 2, &view);
  cy_boat_knowledge_init (&k, &view);
  g_assert_cmpuint (k.voids[0], ==, 0);
  g_assert_cmpuint (k.voids[1], ==, 1u << CY_SUIT_HEARTS);
  g_assert_cmpuint (k.voids[2], ==, 1u << CY_SUIT_HEARTS);
  g_assert_cmpuint (k.voids[3], ==, 1u << CY_SUIT_HEARTS);
  g_assert_cmpuint (k.n_trick, ==, 2);
  g_assert_cmpint (k.winner, ==, 0);
  g_assert_cmpuint (k.winner_card, ==, boat_test_card ("KH"));
  /* North has not seen the discard: it is among the unseen cards. */
  g_assert_cmpuint (k.unseen & boat_test_cards ("5S 5D 6C 7C 8C", 5), ==, boat_test_cards ("5S 5D 6C 7C 8C", 5));
  g_assert_cmpuint (cy_boat_set_count (k.unseen), ==, 41 - 10 - 7);
  g_assert_cmpuint (k.legal, ==, view.hand);

  /* South, the high bidder, knows its discard. */
  cy_boat_hand_get_view (&hand, 0, &view);
  cy_boat_knowledge_init (&k, &view);
  g_assert_cmpuint (k.unseen & boat_test_cards ("5S 5D 6C 7C 8C", 5), ==, 0);
  g_assert_cmpuint (cy_boat_set_count (k.unseen), ==, 41 - 10 - 6 - 5);
}

static void
check_samples (const CyBoatHand *hand,
               guint             seat)
{
  CyBoatView view;
  CyBoatKnowledge k;
  CyRandom rng;
  CyBoatCardSet seen_somewhere[CY_BOAT_N_SEATS] = { 0 };

  cy_boat_hand_get_view (hand, seat, &view);
  cy_boat_knowledge_init (&k, &view);
  cy_random_init (&rng, seat, 17);

  for (guint i = 0; i < 200; i++)
    {
      CyBoatSample sample;
      CyBoatCardSet all = 0;

      g_assert_true (cy_boat_sample_deal (&view, &k, &rng, &sample));
      g_assert_cmpuint (sample.hands[seat], ==, view.hand);
      for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
        {
          g_assert_cmpuint (cy_boat_set_count (sample.hands[s]), ==, view.hand_sizes[s]);
          g_assert_cmpuint (all & sample.hands[s], ==, 0);
          all |= sample.hands[s];
          seen_somewhere[s] |= sample.hands[s];
          /* No card of a suit the seat has shown it lacks. */
          for (guint suit = 0; suit < CY_N_SUITS; suit++)
            if (k.voids[s] & (1u << suit))
              g_assert_cmpuint (sample.hands[s] & cy_boat_set_play_suit ((int) suit, view.trump), ==, 0);
        }
      g_assert_cmpuint (all & sample.pile, ==, 0);
      all |= sample.pile;
      /* Exactly the cards the seat holds or has not seen. */
      g_assert_cmpuint (all, ==, k.unseen | view.hand);
    }

  /* The deals vary: every other seat gets cards it might hold. */
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    if (s != seat && view.hand_sizes[s] > 0)
      g_assert_cmpuint (cy_boat_set_count (seen_somewhere[s]), >, view.hand_sizes[s]);
}

static void
test_sampling (void)
{
  CyBoatHand hand;
  CyRandom rng;

  /* In the bidding: the five Bonus Cards lie unseen. */
  cy_random_init (&rng, 8, 8);
  cy_boat_hand_deal (&hand, 0, &rng);
  check_samples (&hand, 1);

  /* In the play, with voids shown, from every seat. */
  boat_test_hand_in_play (&hand, worked_hands, "5S 5D 6C 7C 8C", 0, CY_SUIT_HEARTS, 90);
  boat_test_play (&hand, "BOAT 6H 7D 5H AH 7H 8D 5C KH 8S");
  for (guint seat = 0; seat < 4; seat++)
    {
      CyBoatHand copy = hand;

      /* The seat to act is the one sampling; move the turn to it. */
      copy.turn = (guint8) seat;
      check_samples (&copy, seat);
    }
}

/* Swapping two cards between seats the decider cannot see changes
 * nothing it is given, and nothing it decides. */
static void
test_only_the_view (void)
{
  const CyPlayerKind kinds[] = { CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_HARD };
  const char *swapped[4] = {
    "BOAT AH KH QH JH 10H 9H 8H 6S",
    "7H 6H AS KS QS JS 10S 9S 8D",
    "7S AD KD QD JD 10D 9D 8S 7D",
    "5H 6D AC KC QC JC 10C 9C 5C",
  };
  CyBoatHand a;
  CyBoatHand b;

  boat_test_hand_in_play (&a, worked_hands, "5S 5D 6C 7C 8C", 0, CY_SUIT_HEARTS, 90);
  boat_test_hand_in_play (&b, swapped, "5S 5D 6C 7C 8C", 0, CY_SUIT_HEARTS, 90);
  /* Late in the hand, so that the hard player decides quickly. */
  boat_test_play (&a, "BOAT 6H 7D 5H AH 7H 9D 5C KH 9S 10D 6D QH 10S JD 9C JH JS QD 10C");
  boat_test_play (&b, "BOAT 6H 7D 5H AH 7H 9D 5C KH 9S 10D 6D QH 10S JD 9C JH JS QD 10C");

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      CyBoatView view_a;
      CyBoatView view_b;
      CyBoatAction action_a;
      CyBoatAction action_b;
      CyRandom rng_a;
      CyRandom rng_b;

      cy_boat_hand_get_view (&a, 0, &view_a);
      cy_boat_hand_get_view (&b, 0, &view_b);
      g_assert_true (memcmp (&view_a, &view_b, sizeof view_a) == 0);

      cy_random_init (&rng_a, 4, 4);
      rng_b = rng_a;
      cy_boat_ai_decide (kinds[k], &view_a, &rng_a, &action_a);
      cy_boat_ai_decide (kinds[k], &view_b, &rng_b, &action_b);
      g_assert_true (memcmp (&action_a, &action_b, sizeof action_a) == 0);
      g_assert_true (cy_boat_hand_check_action (&a, &action_a, NULL));
    }
}

/* West and East without trumps, East long in clubs. */
static const char *club_hands[4] = {
  "BOAT AH KH QH 6S 7S 8S 9S 9C",
  "7H 6H AS KS QS JS 10S 5H 8C",
  "5S 10H AD KD QD 10D 9D 8D 10C",
  "6D 7D JD AC KC QC JC 5C 6C",
};

static CyBoatCard
normal_play (CyBoatHand *hand)
{
  CyBoatView view;
  CyBoatKnowledge k;

  cy_boat_hand_get_view (hand, hand->turn, &view);
  cy_boat_knowledge_init (&k, &view);
  return cy_boat_ai_normal_play (&view, &k);
}

static void
test_normal_rules_of_thumb (void)
{
  CyBoatHand hand;
  boat_test_hand_in_play (&hand, club_hands, "8H 9H JH 5D 7C", 0, CY_SUIT_HEARTS, 90);

  /* Long in trumps with the Boat on top: South draws trumps with it. */
  g_assert_cmpuint (normal_play (&hand), ==, CY_BOAT_CARD_BOAT);

  /* South leads a low spade and West takes it with the Ace; East, last,
   * with neither spades nor trumps, gives its partner points: the 5 of
   * clubs, not the Ace of clubs, which can still win a trick itself. */
  boat_test_play (&hand, "6S AS 5S");
  g_assert_cmpuint (normal_play (&hand), ==, boat_test_card ("5C"));
}

static void
test_normal_takes_cheaply (void)
{
  CyBoatHand hand;
  boat_test_hand_in_play (&hand, club_hands, "8H 9H JH 5D 7C", 0, CY_SUIT_HEARTS, 90);
  /* South's 9 of clubs, West's 8, North's 10 winning: East, last, may
   * take it with the Jack, Queen, King or Ace, and takes it with the Ace:
   * 10 points more in its own trick. */
  boat_test_play (&hand, "9C 8C 10C");
  g_assert_cmpuint (normal_play (&hand), ==, boat_test_card ("AC"));
}

static void
test_normal_keeps_the_boat (void)
{
  CyBoatHand hand;
  const char *hands[4] = {
    "7H AH KH QH 6S 7S 8S 9S KC",
    "BOAT 6H AS KS QS JS 10S JD 8C",
    "5S 10H AD KD QD 10D 9D 8D 10C",
    "5H 6D AC QC JC 9C 5C 9H JH",
  };

  boat_test_hand_in_play (&hand, hands, "8H 7D 5D 6C 7C", 0, CY_SUIT_HEARTS, 90);
  /* South leads the 7 of hearts: West could take it with the Boat, for no
   * points; it plays the 6 instead and keeps the Boat. */
  boat_test_play (&hand, "7H");
  g_assert_cmpuint (normal_play (&hand), ==, boat_test_card ("6H"));
}

static void
test_normal_bidding (void)
{
  CyBoatView view;

  memset (&view, 0, sizeof view);
  view.phase = CY_BOAT_PHASE_BIDDING;
  view.high_bidder = -1;
  view.trump = -1;

  /* A long, strong trump suit with the Boat bids; a poor hand passes. */
  view.hand = boat_test_cards ("BOAT AH KH QH JH 10H AS AD 6C", 9);
  g_assert_cmpuint (cy_boat_ai_normal_bid (&view), ==, 65);
  view.hand = boat_test_cards ("6H 7S 8S 6D 7D 9D 6C 7C 9C", 9);
  g_assert_cmpuint (cy_boat_ai_normal_bid (&view), ==, 0);

  /* Not over a partner with an ordinary hand. */
  view.seat = 0;
  view.high_bidder = 2;
  view.high_bid = 70;
  view.hand = boat_test_cards ("AH KH 9H 6H AS 7D 8D 6C 7C", 9);
  g_assert_cmpuint (cy_boat_ai_normal_bid (&view), ==, 0);
}

static void
test_discard_plan (void)
{
  CyBoatCardSet cards = boat_test_cards ("BOAT AH KH QH 9H 7H AS KS 10D 7D 6C 7C 8C QC", 14);
  CyBoatCardSet discard;

  g_assert_cmpint (cy_boat_ai_best_trump (cards), ==, CY_SUIT_HEARTS);
  discard = cy_boat_ai_plan_discard (cards, CY_SUIT_HEARTS);
  g_assert_cmpuint (cy_boat_set_count (discard), ==, 5);
  /* Trumps, the Boat and Aces stay; the short diamonds and low clubs go. */
  g_assert_cmpuint (discard & (cy_boat_set_suit (CY_SUIT_HEARTS) | CY_BOAT_SET_BOAT), ==, 0);
  g_assert_cmpuint (discard & boat_test_cards ("AS", 1), ==, 0);
  g_assert_cmpuint (discard & boat_test_cards ("10D 7D", 2), ==, boat_test_cards ("10D 7D", 2));
}

/* Every policy acts legally in every phase, for every seat. */
static void
test_policies_legal (void)
{
  const CyPlayerKind kinds[] = { CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_NORMAL };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      CyRandom rng;

      cy_random_init (&rng, k, 21);
      for (guint deal = 0; deal < 20; deal++)
        {
          CyBoatHand hand;

          cy_boat_hand_deal (&hand, deal % 4, &rng);
          while (hand.phase != CY_BOAT_PHASE_HAND_OVER)
            {
              g_autoptr(GError) error = NULL;
              CyBoatView view;
              CyBoatAction action;

              cy_boat_hand_get_view (&hand, hand.turn, &view);
              cy_boat_ai_decide (kinds[k], &view, &rng, &action);
              if (!cy_boat_hand_apply (&hand, &action, &error))
                g_error ("%s: %s", cy_player_kind_get_key (kinds[k]), error->message);
            }
        }
    }
}

/* The hard player, late in a hand where it cannot go wrong by much:
 * legal, and the same choice from the same generator state. */
static void
test_hard_late (void)
{
  CyBoatHand hand;
  CyBoatView view;
  CyBoatAction first;
  CyBoatAction again;
  CyRandom rng;
  CyRandom copy;

  boat_test_hand_in_play (&hand, worked_hands, "5S 5D 6C 7C 8C", 0, CY_SUIT_HEARTS, 100);
  boat_test_play (&hand, "BOAT 6H 7D 5H AH 7H 8D 5C KH 8S 9D 6D QH 9S 10D 9C JH 10S JD 10C 10H JS QD JC");

  /* South to lead with 9H 8H 6S. */
  cy_boat_hand_get_view (&hand, 0, &view);
  cy_random_init (&rng, 9, 9);
  copy = rng;
  cy_boat_ai_decide (CY_PLAYER_KIND_HARD, &view, &rng, &first);
  cy_boat_ai_decide (CY_PLAYER_KIND_HARD, &view, &copy, &again);
  g_assert_true (memcmp (&first, &again, sizeof first) == 0);
  g_assert_true (memcmp (&rng, &copy, sizeof rng) == 0);
  g_assert_true (cy_boat_hand_check_action (&hand, &first, NULL));

  /* West, after South's 6S, holding QS KS AS: any takes the trick, but
   * only the Ace banks its 10 points; the others lose it to South's
   * trumps later, whatever the deal. */
  boat_test_play (&hand, "6S");
  cy_boat_hand_get_view (&hand, 1, &view);
  cy_boat_ai_decide (CY_PLAYER_KIND_HARD, &view, &rng, &first);
  g_assert_cmpuint (first.card, ==, boat_test_card ("AS"));
}

/* The hard player's rule for cards, on hand-made outcomes of 10 deals:
 * among cards as good as each other, fewest points handed over now, then
 * the cheapest; a card clearly better is played whatever it risks. */
static void
test_choose_card (void)
{
  const guint n = 10;
  const gint64 equal = (gint64) n * CY_BOAT_AI_EQUAL_UTILITY;
  gint64 sums[CY_BOAT_DECK_SIZE] = { 0 };
  gint64 risks[CY_BOAT_DECK_SIZE] = { 0 };
  CyBoatCard ten = boat_test_card ("10C");
  CyBoatCard nine = boat_test_card ("9C");
  CyBoatCard five = boat_test_card ("5C");
  CyBoatCard king = boat_test_card ("KC");
  CyBoatCard trump = boat_test_card ("6H");
  CyBoatCardSet legal = boat_test_cards ("10C 9C", 2);

  /* The 10 lost to the opponents in this trick in every deal, rated better
   * by the deals within what they tell apart: the 9 goes. */
  risks[ten] = 10 * n;
  sums[nine] = 400;
  sums[ten] = 400 + equal + 2 * risks[ten] * CY_BOAT_AI_RISK_WEIGHT / 100;
  g_assert_cmpuint (cy_boat_ai_choose_card (legal, sums, risks, n, CY_SUIT_HEARTS), ==, nine);

  /* Rated better by one more a deal: the 10 goes. */
  sums[ten] += n;
  g_assert_cmpuint (cy_boat_ai_choose_card (legal, sums, risks, n, CY_SUIT_HEARTS), ==, ten);

  /* Safe in this trick (the side takes it), the 10 as good as the 9: the
   * cheapest, the 9. */
  risks[ten] = 0;
  sums[ten] = sums[nine];
  g_assert_cmpuint (cy_boat_ai_choose_card (legal, sums, risks, n, CY_SUIT_HEARTS), ==, nine);

  /* Two point cards and a King, all as good: the 5, which risks least of
   * the point cards, gives way to the King, which risks nothing; without
   * the King, the 5 rather than the 10. */
  legal = boat_test_cards ("10C 5C KC", 3);
  memset (sums, 0, sizeof sums);
  memset (risks, 0, sizeof risks);
  risks[ten] = 10 * n;
  risks[five] = 5 * n;
  sums[ten] = sums[five] = sums[king] = 100;
  g_assert_cmpuint (cy_boat_ai_choose_card (legal, sums, risks, n, CY_SUIT_HEARTS), ==, king);
  legal = boat_test_cards ("10C 5C", 2);
  g_assert_cmpuint (cy_boat_ai_choose_card (legal, sums, risks, n, CY_SUIT_HEARTS), ==, five);

  /* Risking half as often counts half: the 10 lost in half the deals
   * risks as much as the 5 lost in all of them; then the cheaper, the 5. */
  risks[ten] = 10 * n / 2;
  g_assert_cmpuint (cy_boat_ai_choose_card (legal, sums, risks, n, CY_SUIT_HEARTS), ==, five);

  /* Worthless and as good: a side card before a trump, though lower. */
  legal = boat_test_cards ("KC 6H", 2);
  memset (risks, 0, sizeof risks);
  sums[trump] = sums[king] = 0;
  g_assert_cmpuint (cy_boat_ai_choose_card (legal, sums, risks, n, CY_SUIT_HEARTS), ==, king);
}

/* Whether a card's points go to the opponents in the trick under way, on
 * a deal where every hand is known. */
static void
test_lost_now (void)
{
  static const char *hands[4] = {
    "BOAT AH KH QH JH 10H 9H 8H 6S",
    "7H 6H AS KS QS JS 10S 9S 8S",
    "7S AD KD QD JD 10D 9D 8D 7D",
    "5H 6D AC KC QC JC 10C 9C 5C",
  };
  CyBoatHand hand;
  CyBoatView view;
  CyBoatKnowledge k;
  CyBoatCardSet deal[CY_BOAT_N_SEATS];

  /* North leads, hearts trump; then East, South, West. */
  boat_test_hand_in_play (&hand, hands, "5S 5D 6C 7C 8C", 2, CY_SUIT_HEARTS, 100);
  cy_boat_hand_get_view (&hand, 2, &view);
  cy_boat_knowledge_init (&k, &view);
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    deal[s] = hand.hands[s];
  /* West, void in diamonds, trumps the Ace (South, whose partner is
   * winning when it plays, is not counted on to trump first). */
  g_assert_true (cy_boat_ai_lost_now (&k, deal, boat_test_card ("AD")));
  /* East must trump a spade with its 5H; South's 6S cannot beat it. */
  g_assert_true (cy_boat_ai_lost_now (&k, deal, boat_test_card ("7S")));

  /* South, third, trumps the Ace: West's low trumps cannot beat it. */
  boat_test_play (&hand, "AD 6D");
  cy_boat_hand_get_view (&hand, 0, &view);
  cy_boat_knowledge_init (&k, &view);
  g_assert_false (cy_boat_ai_lost_now (&k, deal, boat_test_card ("8H")));
  g_assert_false (cy_boat_ai_lost_now (&k, deal, boat_test_card ("BOAT")));

  /* West, last, under South's 8H: lost whatever trump it plays. */
  boat_test_play (&hand, "8H");
  cy_boat_hand_get_view (&hand, 1, &view);
  cy_boat_knowledge_init (&k, &view);
  g_assert_true (cy_boat_ai_lost_now (&k, deal, boat_test_card ("7H")));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/boat/ai/utility", test_utility);
  g_test_add_func ("/boat/ai/knowledge", test_knowledge);
  g_test_add_func ("/boat/ai/sampling", test_sampling);
  g_test_add_func ("/boat/ai/only-the-view", test_only_the_view);
  g_test_add_func ("/boat/ai/normal-rules-of-thumb", test_normal_rules_of_thumb);
  g_test_add_func ("/boat/ai/normal-takes-cheaply", test_normal_takes_cheaply);
  g_test_add_func ("/boat/ai/normal-keeps-the-boat", test_normal_keeps_the_boat);
  g_test_add_func ("/boat/ai/normal-bidding", test_normal_bidding);
  g_test_add_func ("/boat/ai/discard-plan", test_discard_plan);
  g_test_add_func ("/boat/ai/policies-legal", test_policies_legal);
  g_test_add_func ("/boat/ai/hard-late", test_hard_late);
  g_test_add_func ("/boat/ai/choose-card", test_choose_card);
  g_test_add_func ("/boat/ai/lost-now", test_lost_now);

  return g_test_run ();
}
