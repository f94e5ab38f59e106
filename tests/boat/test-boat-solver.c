/* test-boat-solver.c: the double-dummy solver against brute force
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-boat-util.h"

/* Plain minimax over the rules themselves: no pruning, no table, no
 * merged cards. The card points @team ends the hand with. */
static guint
brute_force (const CyBoatHand *hand,
             guint             team)
{
  CyBoatCardSet legal;
  gboolean ours;
  guint best;
  CyBoatCard card;

  if (hand->phase == CY_BOAT_PHASE_HAND_OVER)
    {
      CyBoatHandResult result;

      cy_boat_hand_get_result (hand, &result);
      return result.points[team];
    }

  legal = cy_boat_hand_legal_plays (hand);
  ours = cy_boat_team_of (hand->turn) == team;
  best = ours ? 0 : G_MAXUINT;
  CY_BOAT_SET_FOREACH (legal, card)
    {
      CyBoatHand next = *hand;
      CyBoatAction action = { .kind = CY_BOAT_ACTION_PLAY, .seat = hand->turn, .card = card };
      guint value;

      g_assert_true (cy_boat_hand_apply (&next, &action, NULL));
      value = brute_force (&next, team);
      best = ours ? MAX (best, value) : MIN (best, value);
    }

  return best;
}

/* A random hand played at random until @cards_left cards are in hands. */
static void
endgame (CyBoatHand *hand,
         CyRandom   *rng,
         guint       cards_left)
{
  CyBoatAction action = { 0 };
  CyBoatCardSet cards;
  int trump;

  cy_boat_hand_deal (hand, cy_random_below (rng, 4), rng);
  for (guint i = 0; i < 3; i++)
    {
      action.kind = CY_BOAT_ACTION_PASS;
      action.seat = hand->turn;
      g_assert_true (cy_boat_hand_apply (hand, &action, NULL));
    }
  cards = hand->hands[hand->turn];
  trump = cy_random_below (rng, 4);
  action.seat = hand->turn;
  action.kind = CY_BOAT_ACTION_DISCARD;
  action.cards = cy_boat_ai_plan_discard (cards, trump);
  g_assert_true (cy_boat_hand_apply (hand, &action, NULL));
  action.kind = CY_BOAT_ACTION_TRUMP;
  action.suit = (guint8) trump;
  g_assert_true (cy_boat_hand_apply (hand, &action, NULL));

  while ((guint) (CY_BOAT_N_PLAYS - hand->n_played) > cards_left)
    {
      CyBoatCardSet legal = cy_boat_hand_legal_plays (hand);
      guint pick = cy_random_below (rng, cy_boat_set_count (legal));
      CyBoatCard card = CY_BOAT_CARD_NONE;

      CY_BOAT_SET_FOREACH (legal, card)
        if (pick-- == 0)
          break;
      action.kind = CY_BOAT_ACTION_PLAY;
      action.seat = hand->turn;
      action.card = card;
      g_assert_true (cy_boat_hand_apply (hand, &action, NULL));
    }
}

static void
check_endgames (guint cards_left_min,
                guint cards_left_max,
                guint n_deals,
                guint64 seed)
{
  CyBoatSolver *solver = cy_boat_solver_new (12);
  CyRandom rng;

  cy_random_init (&rng, seed, 1);
  for (guint i = 0; i < n_deals; i++)
    {
      guint cards_left = cards_left_min + i % (cards_left_max - cards_left_min + 1);
      CyBoatHand hand;
      CyBoatPosition pos;

      endgame (&hand, &rng, cards_left);
      g_assert_true (cy_boat_position_from_hand (&pos, &hand));
      g_assert_cmpuint (cy_boat_position_get_turn (&pos), ==, hand.turn);

      for (guint team = 0; team < CY_BOAT_N_TEAMS; team++)
        {
          guint expected = brute_force (&hand, team) - hand.trick_points[team];
          guint values[CY_BOAT_DECK_SIZE];
          CyBoatCardSet legal;
          CyBoatCard best = CY_BOAT_CARD_NONE;
          CyBoatCard card;
          guint value = cy_boat_solver_solve (solver, &pos, team, &best);

          g_assert_cmpuint (value, ==, expected);
          g_assert_true (cy_boat_solver_reaches (solver, &pos, team, expected));
          g_assert_false (cy_boat_solver_reaches (solver, &pos, team, expected + 5));

          /* Every card's value, and the best card reaches the value. */
          legal = cy_boat_solver_solve_moves (solver, &pos, team, values);
          g_assert_cmpuint (legal, ==, cy_boat_hand_legal_plays (&hand));
          g_assert_true (legal & cy_boat_set_of (best));
          CY_BOAT_SET_FOREACH (legal, card)
            {
              CyBoatHand next = hand;
              CyBoatAction action = { .kind = CY_BOAT_ACTION_PLAY, .seat = hand.turn, .card = card };

              g_assert_true (cy_boat_hand_apply (&next, &action, NULL));
              g_assert_cmpuint (values[card], ==, brute_force (&next, team) - hand.trick_points[team]);
            }
          g_assert_cmpuint (values[best], ==, expected);
        }
    }

  cy_boat_solver_free (solver);
}

static void
test_three_tricks (void)
{
  /* 12 cards left, and the 9 to 11 of a trick under way. */
  check_endgames (9, 12, 120, 1);
}

static void
test_four_tricks (void)
{
  check_endgames (13, 16, 12, 2);
}

/* A small table is overwritten all the time: still exact. */
static void
test_small_table (void)
{
  CyBoatSolver *big = cy_boat_solver_new (18);
  CyBoatSolver *small = cy_boat_solver_new (8);
  CyRandom rng;

  cy_random_init (&rng, 3, 3);
  for (guint i = 0; i < 6; i++)
    {
      CyBoatHand hand;
      CyBoatPosition pos;

      endgame (&hand, &rng, 24 + i);
      g_assert_true (cy_boat_position_from_hand (&pos, &hand));
      g_assert_cmpuint (cy_boat_solver_solve (big, &pos, i % 2, NULL), ==,
                        cy_boat_solver_solve (small, &pos, i % 2, NULL));
    }

  cy_boat_solver_free (big);
  cy_boat_solver_free (small);
}

/* The help's worked example (test-boat.c) with three tricks left: South
 * holds 9H 8H 6S, West QS KS AS, North KD AD 7S, East QC KC AC; South
 * leads, hearts are trump, the discard holds 10 points. West takes the
 * one spade trick with its Ace and East throws its Ace of clubs on it
 * (20 points); South trumps the rest: the Ace of diamonds and the
 * discard (20). */
static void
test_known_position (void)
{
  CyBoatHand hand;
  CyBoatPosition pos;
  CyBoatCard best;
  guint values[CY_BOAT_DECK_SIZE];
  const char *hands[4] = {
    "BOAT AH KH QH JH 10H 9H 8H 6S",
    "7H 6H AS KS QS JS 10S 9S 8S",
    "7S AD KD QD JD 10D 9D 8D 7D",
    "5H 6D AC KC QC JC 10C 9C 5C",
  };

  boat_test_hand_in_play (&hand, hands, "5S 5D 6C 7C 8C", 0, CY_SUIT_HEARTS, 100);
  boat_test_play (&hand, "BOAT 6H 7D 5H AH 7H 8D 5C KH 8S 9D 6D QH 9S 10D 9C JH 10S JD 10C 10H JS QD JC");
  g_assert_cmpuint (hand.trick_points[0], ==, 80);
  g_assert_true (cy_boat_position_from_hand (&pos, &hand));

  g_assert_cmpuint (cy_boat_solver_solve (cy_boat_solver_get_default (), &pos, 0, &best), ==, 20);
  g_assert_cmpuint (cy_boat_solver_solve (cy_boat_solver_get_default (), &pos, 1, NULL), ==, 20);
  g_assert_cmpuint (cy_boat_solver_solve_moves (cy_boat_solver_get_default (), &pos, 0, values), ==,
                    boat_test_cards ("9H 8H 6S", 3));
  g_assert_cmpuint (values[boat_test_card ("6S")], ==, 20);
  g_assert_cmpuint (values[boat_test_card ("9H")], ==, 20);
  g_assert_cmpuint (values[best], ==, 20);

  /* Par is the hand's, from its first lead: the same once tricks are
   * played; none before trump is named. */
  {
    CyBoatHand start;
    guint par_start = 0;
    guint par_now = 0;

    boat_test_hand_in_play (&start, hands, "5S 5D 6C 7C 8C", 0, CY_SUIT_HEARTS, 100);
    g_assert_true (cy_boat_solver_get_par (cy_boat_solver_get_default (), &start, &par_start));
    g_assert_true (cy_boat_solver_get_par (cy_boat_solver_get_default (), &hand, &par_now));
    g_assert_cmpuint (par_start, ==, par_now);
    g_assert_cmpuint (par_start, <=, 120);
    start.trump = -1;
    g_assert_false (cy_boat_solver_get_par (cy_boat_solver_get_default (), &start, &par_start));
  }

  /* West wastes the trick on its Queen and must lead spades into South's
   * trumps: everything left is South's side's. */
  boat_test_play (&hand, "6S QS 7S QC");
  g_assert_true (cy_boat_position_from_hand (&pos, &hand));
  g_assert_cmpuint (cy_boat_position_get_turn (&pos), ==, 1);
  g_assert_cmpuint (cy_boat_solver_solve (cy_boat_solver_get_default (), &pos, 0, NULL), ==, 40);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/boat/solver/three-tricks", test_three_tricks);
  g_test_add_func ("/boat/solver/four-tricks", test_four_tricks);
  g_test_add_func ("/boat/solver/small-table", test_small_table);
  g_test_add_func ("/boat/solver/known-position", test_known_position);

  return g_test_run ();
}
