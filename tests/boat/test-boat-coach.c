/* test-boat-coach.c: Boat's coach gives the hard player's choice, with
 * numbers that hold
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cy-boat-coach.h"
#include "test-boat-util.h"

/* South holds the Boat and the eight top hearts: with hearts as trump it
 * takes every trick, whatever the others hold and the Bonus Cards are. */
static const char *sure_hands[4] = {
  "BOAT AH KH QH JH 10H 9H 8H 7H",
  "6H 5H AS KS QS JS 10S 9S 8S",
  "7S 6S AD KD QD JD 10D 9D 8D",
  "7D 6D AC KC QC JC 10C 9C 8C",
};
#define SURE_BONUS "5S 5D 7C 6C 5C"

static const char *names[4] = { "South", "West", "North", "East" };

/* The hand of sure_hands, South first to bid. */
static void
sure_hand (CyBoatHand *hand)
{
  CyBoatCardSet sets[CY_BOAT_N_SEATS];

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    sets[s] = boat_test_cards (sure_hands[s], CY_BOAT_HAND_SIZE);
  cy_boat_hand_init (hand, 3, sets, boat_test_cards (SURE_BONUS, CY_BOAT_BONUS_SIZE));
  g_assert_cmpuint (hand->turn, ==, 0);
}

static void
apply (CyBoatHand   *hand,
       CyBoatAction  action)
{
  g_autoptr(GError) error = NULL;

  action.seat = hand->turn;
  g_assert_true (cy_boat_hand_apply (hand, &action, &error));
  g_assert_no_error (error);
}

static void
advise (const CyBoatHand *hand,
        guint64           seed,
        CyBoatView       *view,
        CyBoatAdvice     *advice)
{
  CyRandom rng;

  cy_boat_hand_get_view (hand, hand->turn, view);
  cy_random_init (&rng, seed, 1);
  g_assert_true (cy_boat_coach_advise (view, &rng, NULL, advice));
  g_assert_cmpuint (advice->seat, ==, hand->turn);
  g_assert_cmpuint (advice->n_options, >, 0);
}

static void
test_sure_bid (void)
{
  CyBoatHand hand;
  CyBoatView view;
  CyBoatAdvice advice;
  g_autofree char *text = NULL;

  sure_hand (&hand);
  advise (&hand, 3, &view, &advice);

  g_assert_cmpuint (advice.decision, ==, CY_BOAT_DECISION_BID);
  g_assert_cmpuint (advice.contract, ==, 65);
  g_assert_cmpuint (advice.partner_target, ==, 0);
  g_assert_cmpuint (advice.n_deals, ==, 16);
  /* The hard player bids the lowest bid; every bid up to 120 is made in
   * every deal (120 points: every trick and the discard with the last),
   * so all twelve follow, and the pass comes last. */
  g_assert_cmpuint (advice.n_options, ==, 13);
  for (guint i = 0; i < 12; i++)
    {
      g_assert_cmpuint (advice.options[i].action.kind, ==, CY_BOAT_ACTION_BID);
      g_assert_cmpuint (advice.options[i].action.bid, ==, 65 + 5 * i);
      g_assert_cmpfloat (advice.options[i].expected_points, ==, 120.0);
      g_assert_cmpfloat (advice.options[i].made_share, ==, 1.0);
    }
  g_assert_cmpuint (advice.options[12].action.kind, ==, CY_BOAT_ACTION_PASS);

  text = cy_boat_advice_describe (&view, &advice, names);
  g_assert_cmpstr (text, ==, "Bid 65: over 16 deals consistent with what you see, your side takes 120 on average "
                             "and makes 65 in 100 %; 70 would be made in 100 %.");
}

static void
test_sure_discard_and_trump (void)
{
  CyBoatHand hand;
  CyBoatView view;
  CyBoatAdvice advice;
  CyBoatAction action = { 0 };
  g_autofree char *text = NULL;

  sure_hand (&hand);
  action.kind = CY_BOAT_ACTION_BID;
  action.bid = 100;
  apply (&hand, action);
  for (guint i = 0; i < 3; i++)
    {
      action.kind = CY_BOAT_ACTION_PASS;
      apply (&hand, action);
    }

  /* The five side cards go: each plan that keeps the trumps takes all. */
  advise (&hand, 4, &view, &advice);
  g_assert_cmpuint (advice.decision, ==, CY_BOAT_DECISION_DISCARD);
  g_assert_cmpuint (advice.contract, ==, 100);
  g_assert_cmpuint (advice.n_deals, ==, 8);
  g_assert_cmpuint (advice.options[0].action.cards, ==, boat_test_cards (SURE_BONUS, 5));
  g_assert_cmpuint (advice.options[0].action.suit, ==, CY_SUIT_HEARTS);
  g_assert_cmpfloat (advice.options[0].expected_points, ==, 120.0);
  g_assert_cmpfloat (advice.options[0].made_share, ==, 1.0);
  /* Another plan (spades as trump) keeps fewer trumps and does worse. */
  g_assert_cmpuint (advice.n_options, >=, 2);
  for (guint i = 1; i < advice.n_options; i++)
    {
      g_assert_cmpuint (advice.options[i].action.cards, !=, advice.options[0].action.cards);
      g_assert_cmpfloat (advice.options[i].made_share, <=, advice.options[i - 1].made_share);
    }
  text = cy_boat_advice_describe (&view, &advice, names);
  g_assert_true (g_str_has_prefix (text, "Discard 5♠ 5♦ 5♣ 6♣ 7♣: you keep 9 trumps (Hearts), lay away 15 points "
                                         "(they go to whoever takes the last trick) and make yourself void in "
                                         "Spades, Diamonds, Clubs. Over 8 deals your side takes 120 on average "
                                         "and makes 100 in 100 %.\n"));
  g_clear_pointer (&text, g_free);

  action.kind = CY_BOAT_ACTION_DISCARD;
  action.cards = boat_test_cards (SURE_BONUS, 5);
  apply (&hand, action);

  /* Every suit is shown; hearts takes everything. */
  advise (&hand, 5, &view, &advice);
  g_assert_cmpuint (advice.decision, ==, CY_BOAT_DECISION_TRUMP);
  g_assert_cmpuint (advice.n_options, ==, 4);
  g_assert_cmpuint (advice.options[0].action.suit, ==, CY_SUIT_HEARTS);
  g_assert_cmpfloat (advice.options[0].expected_points, ==, 120.0);
  g_assert_cmpfloat (advice.options[0].made_share, ==, 1.0);
  /* With spades as trump the Boat is South's only trump: West's seven
   * spades take tricks, and the bid of 100 falls in every deal. */
  for (guint i = 1; i < 4; i++)
    {
      g_assert_cmpuint (advice.options[i].action.suit, !=, CY_SUIT_HEARTS);
      g_assert_cmpfloat (advice.options[i].made_share, <=, advice.options[i - 1].made_share);
      if (advice.options[i].action.suit == CY_SUIT_SPADES)
        g_assert_cmpfloat (advice.options[i].made_share, ==, 0.0);
    }
  text = cy_boat_advice_describe (&view, &advice, names);
  g_assert_true (g_str_has_prefix (text, "Name Hearts as trump: over 8 deals your side takes 120 on average and makes 100 in 100 %.\n"));
}

/* The last card of a hand: nothing is left unseen but the discard, whose
 * points the seat can count, so every deal is the real one and the
 * numbers are the hand's result. */
static void
test_last_card (void)
{
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      CyBoatHand hand;
      CyBoatView view;
      CyBoatAdvice advice;
      CyBoatHandResult result;
      CyRandom deals;
      CyRandom players;
      guint team;

      cy_random_init (&deals, seed, 0xDEA1);
      cy_random_init (&players, seed, 0xA1);
      cy_boat_hand_deal (&hand, 0, &deals);
      while (hand.phase != CY_BOAT_PHASE_PLAY || hand.n_played < CY_BOAT_N_PLAYS - 1)
        {
          CyBoatAction action;

          cy_boat_hand_get_view (&hand, hand.turn, &view);
          cy_boat_ai_decide (CY_PLAYER_KIND_NORMAL, &view, &players, &action);
          apply (&hand, action);
        }

      team = cy_boat_team_of (hand.turn);
      advise (&hand, seed, &view, &advice);
      g_assert_cmpuint (advice.decision, ==, CY_BOAT_DECISION_PLAY);
      g_assert_cmpuint (advice.n_options, ==, 1);
      g_assert_cmpuint (advice.n_deals, ==, 32);
      g_assert_cmpuint (advice.options[0].action.card, ==, cy_boat_set_first (view.hand));

      apply (&hand, advice.options[0].action);
      cy_boat_hand_get_result (&hand, &result);
      g_assert_cmpfloat (advice.options[0].expected_points, ==, result.points[team]);
      g_assert_cmpfloat (advice.options[0].made_share, ==, result.made ? 1.0 : 0.0);
    }
}

/* A card in mid-hand: each option's numbers are the mean, over the deals
 * the hard player samples, of the solver's value of that card. */
static void
test_play_numbers (void)
{
  CyBoatHand hand;
  CyBoatView view;
  CyBoatAdvice advice;
  CyBoatKnowledge k;
  CyBoatSolver *solver = cy_boat_solver_new (0);
  CyRandom deals;
  CyRandom players;
  CyRandom rng;
  guint sums[CY_BOAT_DECK_SIZE] = { 0 };
  guint made[CY_BOAT_DECK_SIZE] = { 0 };
  CyBoatPosition pos = { 0 };
  guint team;
  guint bidding_team;
  guint n = 0;

  cy_random_init (&deals, 11, 0xDEA1);
  cy_random_init (&players, 11, 0xA1);
  cy_boat_hand_deal (&hand, 0, &deals);
  /* Into the fourth trick, second to play. */
  while (hand.phase != CY_BOAT_PHASE_PLAY || hand.n_played < 13)
    {
      CyBoatAction action;

      cy_boat_hand_get_view (&hand, hand.turn, &view);
      cy_boat_ai_decide (CY_PLAYER_KIND_NORMAL, &view, &players, &action);
      apply (&hand, action);
    }

  advise (&hand, 99, &view, &advice);
  g_assert_cmpuint (advice.decision, ==, CY_BOAT_DECISION_PLAY);
  g_assert_cmpuint (advice.n_options, ==, cy_boat_set_count (cy_boat_view_legal_plays (&view)));
  g_assert_cmpuint (advice.n_options, >, 1);
  /* 41 - 13 cards left, more than 20: twenty deals. */
  g_assert_cmpuint (advice.n_deals, ==, 20);

  /* The same deals, drawn by the same generator, solved here. */
  team = cy_boat_team_of (view.seat);
  bidding_team = cy_boat_team_of ((guint) view.high_bidder);
  cy_boat_knowledge_init (&k, &view);
  cy_random_init (&rng, 99, 1);
  pos.trump = view.trump;
  pos.leader = view.leader;
  pos.n_trick = (guint8) k.n_trick;
  memcpy (pos.trick, k.trick, sizeof pos.trick);
  for (guint i = 0; i < 20; i++)
    {
      CyBoatSample sample;
      guint values[CY_BOAT_DECK_SIZE];
      CyBoatCard card;

      g_assert_true (cy_boat_sample_deal (&view, &k, &rng, &sample));
      memcpy (pos.hands, sample.hands, sizeof pos.hands);
      pos.discard_points = (guint8) cy_boat_set_points (sample.pile);
      g_assert_cmpuint (cy_boat_solver_solve_moves (solver, &pos, team, values), ==, k.legal);
      CY_BOAT_SET_FOREACH (k.legal, card)
        {
          guint points = view.trick_points[team] + values[card];
          guint bidders = team == bidding_team ? points : 120 - points;

          sums[card] += points;
          made[card] += bidders >= view.high_bid;
        }
      n++;
    }

  for (guint i = 0; i < advice.n_options; i++)
    {
      CyBoatCard card = advice.options[i].action.card;

      g_assert_cmpfloat_with_epsilon (advice.options[i].expected_points, (double) sums[card] / n, 1e-9);
      g_assert_cmpfloat_with_epsilon (advice.options[i].made_share, (double) made[card] / n, 1e-9);
    }

  cy_boat_solver_free (solver);
}

/* Whole hands of four hard players: at every decision the coach's best
 * is the hard player's action from the same generator state, the advice
 * is the same when asked again, and it has words. */
static void
test_best_is_hard (void)
{
  guint counts[4] = { 0 };
  gboolean defending_seen[2] = { FALSE, FALSE };

  for (guint64 seed = 1; seed <= 2; seed++)
    {
      CyBoatHand hand;
      CyRandom deals;

      cy_random_init (&deals, seed, 0xC0AC);
      cy_boat_hand_deal (&hand, (guint) seed % 4, &deals);
      for (guint step = 0; hand.phase != CY_BOAT_PHASE_HAND_OVER; step++)
        {
          CyBoatView view;
          CyBoatAdvice advice;
          CyBoatAdvice again;
          CyBoatAction action;
          CyRandom rng;
          g_autofree char *text = NULL;

          cy_boat_hand_get_view (&hand, hand.turn, &view);
          /* Every decision of the bidding and the declarer's, and in the
           * first hand a card in three, to keep the test short. */
          if (hand.phase == CY_BOAT_PHASE_PLAY && (step % 3 != 0 || seed > 1))
            {
              cy_random_init (&rng, seed * 1000 + step, 1);
              cy_boat_ai_decide (CY_PLAYER_KIND_HARD, &view, &rng, &action);
              apply (&hand, action);
              continue;
            }

          cy_random_init (&rng, seed * 1000 + step, 1);
          cy_boat_ai_decide (CY_PLAYER_KIND_HARD, &view, &rng, &action);
          advise (&hand, seed * 1000 + step, &view, &advice);
          advise (&hand, seed * 1000 + step, &view, &again);
          g_assert_cmpmem (&advice, sizeof advice, &again, sizeof again);

          g_assert_cmpuint (advice.options[0].action.kind, ==, action.kind);
          g_assert_cmpuint (advice.options[0].action.bid, ==, action.bid);
          g_assert_cmpuint (advice.options[0].action.cards, ==, action.cards);
          g_assert_cmpuint (advice.options[0].action.card, ==, action.card);
          if (action.kind == CY_BOAT_ACTION_TRUMP)
            g_assert_cmpuint (advice.options[0].action.suit, ==, action.suit);
          counts[advice.decision]++;

          /* Every option is a legal action, none twice. */
          for (guint i = 0; i < advice.n_options; i++)
            {
              g_assert_true (cy_boat_view_check_action (&view, &advice.options[i].action, NULL));
              for (guint j = 0; j < i; j++)
                g_assert_false (memcmp (&advice.options[i].action, &advice.options[j].action, sizeof (CyBoatAction)) == 0);
              g_assert_cmpfloat (advice.options[i].made_share, >=, 0.0);
              g_assert_cmpfloat (advice.options[i].made_share, <=, 1.0);
              g_assert_cmpfloat (advice.options[i].expected_points, <=, 120.0);
            }

          text = cy_boat_advice_describe (&view, &advice, names);
          g_assert_true (text != NULL && *text != '\0');
          /* A card's advice says whose contract its percentages are. */
          if (advice.decision == CY_BOAT_DECISION_PLAY && advice.n_deals > 0)
            {
              gboolean defending = cy_boat_team_of (view.seat) != cy_boat_team_of ((guint) view.high_bidder);

              g_assert_true ((strstr (text, "the opponents make their") != NULL) == defending);
              g_assert_true ((strstr (text, " is made in ") != NULL) == !defending);
              defending_seen[defending] = TRUE;
            }
          apply (&hand, action);
        }
    }

  /* Cards were advised to the bidding side and to the defenders. */
  g_assert_true (defending_seen[FALSE] && defending_seen[TRUE]);
  /* Both hands went through every kind of decision. */
  g_assert_cmpuint (counts[CY_BOAT_DECISION_BID], >=, 2);
  g_assert_cmpuint (counts[CY_BOAT_DECISION_DISCARD], ==, 2);
  g_assert_cmpuint (counts[CY_BOAT_DECISION_TRUMP], ==, 2);
  g_assert_cmpuint (counts[CY_BOAT_DECISION_PLAY], >=, 10);
  g_assert_cmpuint (counts[CY_BOAT_DECISION_PLAY], <=, 13);
}

/* The bid options: made shares fall as the bid rises, the pass sits where
 * the hard player's confidence puts it, and a partner's contract is
 * taken over only with ten to spare. */
static void
test_bid_options (void)
{
  CyBoatHand hand;
  CyBoatView view;
  CyBoatAdvice advice;
  CyBoatAction action = { 0 };
  CyRandom deals;
  g_autofree char *text = NULL;

  cy_random_init (&deals, 5, 0xB1D);
  cy_boat_hand_deal (&hand, 3, &deals);
  /* South opens at 70; West passes: North may raise its partner. */
  action.kind = CY_BOAT_ACTION_BID;
  action.bid = 70;
  apply (&hand, action);
  action.kind = CY_BOAT_ACTION_PASS;
  apply (&hand, action);
  g_assert_cmpuint (hand.turn, ==, 2);

  advise (&hand, 8, &view, &advice);
  g_assert_cmpuint (advice.contract, ==, 75);
  g_assert_cmpuint (advice.partner_target, ==, 85);
  for (guint i = 1; i < advice.n_options; i++)
    if (advice.options[i].action.kind == CY_BOAT_ACTION_BID && advice.options[i - 1].action.kind == CY_BOAT_ACTION_BID && i > 1)
      g_assert_cmpuint (advice.options[i].action.bid, >, advice.options[i - 1].action.bid);
  for (guint i = 0; i < advice.n_options; i++)
    {
      const CyBoatCoachOption *option = &advice.options[i];

      if (option->action.kind == CY_BOAT_ACTION_PASS)
        continue;
      /* The share of a bid is the share of deals reaching it, so it
       * falls as the bid rises; every bid is of the same deals. */
      for (guint j = 0; j < advice.n_options; j++)
        if (advice.options[j].action.kind == CY_BOAT_ACTION_BID && advice.options[j].action.bid > option->action.bid)
          g_assert_cmpfloat (advice.options[j].made_share, <=, option->made_share);
      g_assert_cmpfloat (option->expected_points, ==, advice.options[0].expected_points);
    }

  text = cy_boat_advice_describe (&view, &advice, names);
  g_assert_nonnull (strstr (text, "Your partner holds the bid: the coach takes it over only when your side would make 85"));
  g_assert_nonnull (strstr (text, "South bid 70: your partner has shown strength"));
}

/* A cancelled request stops early and says so. */
static void
test_cancelled (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  CyBoatHand hand;
  CyBoatView view;
  CyBoatAdvice advice;
  CyRandom rng;

  sure_hand (&hand);
  cy_boat_hand_get_view (&hand, 0, &view);
  cy_random_init (&rng, 1, 1);
  g_cancellable_cancel (cancellable);
  g_assert_false (cy_boat_coach_advise (&view, &rng, cancellable, &advice));
  g_assert_cmpuint (advice.n_deals, ==, 0);
}

static void
test_choice_keys (void)
{
  CyBoatCoachOption option = { { 0 } };
  g_autofree char *bid = NULL;
  g_autofree char *pass = NULL;
  g_autofree char *discard = NULL;
  g_autofree char *trump = NULL;
  g_autofree char *card = NULL;

  option.action.kind = CY_BOAT_ACTION_BID;
  option.action.bid = 85;
  bid = cy_boat_coach_option_choice (&option);
  option.action.kind = CY_BOAT_ACTION_PASS;
  pass = cy_boat_coach_option_choice (&option);
  option.action.kind = CY_BOAT_ACTION_DISCARD;
  option.action.cards = boat_test_cards ("5S 6S 7D 8D BOAT", 5);
  discard = cy_boat_coach_option_choice (&option);
  option.action.kind = CY_BOAT_ACTION_TRUMP;
  option.action.suit = CY_SUIT_DIAMONDS;
  trump = cy_boat_coach_option_choice (&option);
  option.action.kind = CY_BOAT_ACTION_PLAY;
  option.action.card = boat_test_card ("10H");
  card = cy_boat_coach_option_choice (&option);

  g_assert_cmpstr (bid, ==, "85");
  g_assert_cmpstr (pass, ==, "pass");
  g_assert_cmpstr (discard, ==, "5S 6S 7D 8D BOAT");
  g_assert_cmpstr (trump, ==, "D");
  g_assert_cmpstr (card, ==, "10H");
  g_assert_cmpstr (cy_boat_decision_get_key (CY_BOAT_DECISION_BID), ==, "bid");
  g_assert_cmpstr (cy_boat_decision_get_key (CY_BOAT_DECISION_DISCARD), ==, "discard");
  g_assert_cmpstr (cy_boat_decision_get_key (CY_BOAT_DECISION_TRUMP), ==, "trump");
  g_assert_cmpstr (cy_boat_decision_get_key (CY_BOAT_DECISION_PLAY), ==, "play");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/boat/coach/sure-bid", test_sure_bid);
  g_test_add_func ("/boat/coach/sure-discard-and-trump", test_sure_discard_and_trump);
  g_test_add_func ("/boat/coach/last-card", test_last_card);
  g_test_add_func ("/boat/coach/play-numbers", test_play_numbers);
  g_test_add_func ("/boat/coach/bid-options", test_bid_options);
  g_test_add_func ("/boat/coach/best-is-hard", test_best_is_hard);
  g_test_add_func ("/boat/coach/cancelled", test_cancelled);
  g_test_add_func ("/boat/coach/choice-keys", test_choice_keys);

  return g_test_run ();
}
