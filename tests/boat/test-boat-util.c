/* test-boat-util.c: building Boat hands and games in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-boat-util.h"

CyBoatCardSet
boat_test_cards (const char *text,
                 guint       n)
{
  g_auto(GStrv) words = g_strsplit_set (text, " ", -1);
  g_autoptr(GPtrArray) nonempty = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  CyBoatCardSet set = 0;

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (nonempty, words[i]);

  g_assert_true (cy_boat_set_parse ((char **) nonempty->pdata, nonempty->len, &set, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cy_boat_set_count (set), ==, n);
  return set;
}

CyBoatCard
boat_test_card (const char *text)
{
  g_autoptr(GError) error = NULL;
  CyBoatCard card = CY_BOAT_CARD_NONE;

  g_assert_true (cy_boat_card_parse (text, &card, &error));
  g_assert_no_error (error);
  return card;
}

void
boat_test_hand_in_play (CyBoatHand  *hand,
                        const char  *hands[CY_BOAT_N_SEATS],
                        const char  *discard,
                        guint        leader,
                        CySuit       trump,
                        guint        bid)
{
  CyBoatCardSet sets[CY_BOAT_N_SEATS];
  CyBoatCardSet laid = boat_test_cards (discard, CY_BOAT_BONUS_SIZE);
  CyBoatAction action = { 0 };
  g_autoptr(GError) error = NULL;

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    sets[s] = boat_test_cards (hands[s], CY_BOAT_HAND_SIZE);

  /* Dealt as if the Bonus Cards were exactly the discard. */
  cy_boat_hand_init (hand, (leader + 3) % CY_BOAT_N_SEATS, sets, laid);

  action.seat = (guint8) leader;
  action.kind = CY_BOAT_ACTION_BID;
  action.bid = (guint8) bid;
  g_assert_true (cy_boat_hand_apply (hand, &action, &error));
  for (guint i = 1; i < CY_BOAT_N_SEATS; i++)
    {
      action.seat = (guint8) ((leader + i) % CY_BOAT_N_SEATS);
      action.kind = CY_BOAT_ACTION_PASS;
      g_assert_true (cy_boat_hand_apply (hand, &action, &error));
    }
  action.seat = (guint8) leader;
  action.kind = CY_BOAT_ACTION_DISCARD;
  action.cards = laid;
  g_assert_true (cy_boat_hand_apply (hand, &action, &error));
  action.kind = CY_BOAT_ACTION_TRUMP;
  action.suit = (guint8) trump;
  g_assert_true (cy_boat_hand_apply (hand, &action, &error));
  g_assert_no_error (error);
}

void
boat_test_play (CyBoatHand *hand,
                const char *cards)
{
  g_auto(GStrv) words = g_strsplit (cards, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      CyBoatAction action = { .kind = CY_BOAT_ACTION_PLAY, .seat = hand->turn, .card = boat_test_card (words[i]) };

      if (!cy_boat_hand_apply (hand, &action, &error))
        g_error ("playing %s for seat %u: %s", words[i], action.seat, error->message);
    }
}

CyBoatGame *
boat_test_game_new (CyPlayerKind kind,
                    guint64      seed)
{
  return boat_test_game_new_teams (kind, kind, seed);
}

CyBoatGame *
boat_test_game_new_teams (CyPlayerKind kind0,
                          CyPlayerKind kind1,
                          guint64      seed)
{
  static const char * const names[] = { "A", "B", "C", "D" };
  CyPlayer *players[CY_BOAT_N_SEATS];
  CyBoatGame *game;

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    players[s] = cy_player_new (names[s], s % 2 ? kind1 : kind0);
  game = cy_boat_game_new (players, seed);
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    g_object_unref (players[s]);

  return game;
}

CyBoatAction
boat_test_step (CyBoatGame *game,
                CyRandom   *rng)
{
  g_autoptr(GError) error = NULL;
  CyBoatView view;
  CyBoatAction action;
  guint seat = cy_boat_game_get_hand (game)->turn;

  cy_boat_game_get_view (game, seat, &view);
  cy_boat_ai_decide (cy_player_get_kind (cy_boat_game_get_player (game, seat)), &view, rng, &action);
  if (!cy_boat_game_act (game, &action, &error))
    g_error ("seat %u: %s", seat, error->message);

  return action;
}

void
boat_test_play_game (CyBoatGame *game,
                     guint64     ai_seed,
                     guint       max_hands)
{
  CyRandom rng;

  cy_random_init (&rng, ai_seed, 99);
  while (!cy_boat_game_is_over (game))
    {
      g_autoptr(GError) error = NULL;

      if (cy_boat_game_get_hand (game)->phase == CY_BOAT_PHASE_HAND_OVER)
        {
          if (cy_boat_game_get_n_hands (game) >= max_hands)
            break;
          g_assert_true (cy_match_game_next_hand (CY_MATCH_GAME (game), &error));
        }
      else
        boat_test_step (game, &rng);

      if (!cy_match_game_check_invariants (CY_MATCH_GAME (game), &error))
        g_error ("invariants: %s", error->message);
    }
}
