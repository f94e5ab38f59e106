/* test-move-request.c: what a person's selection, key or drop means in
 * Card Yacht (cy-move-request.c), from hand-built seat views, no display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cy-error.h"
#include "cy-move-request.h"
#include "test-util.h"

/* Seat 0 of two, to move in normal turns, holding 2C 5D 9H JS KC (no
 * category scores but High and the like: it may knock), Ann's Harbor
 * holds 7S QH. */
static void
view_init (CySeatView *view)
{
  cy_test_view_init (view, 2, "2C 5D 9H JS KC", CY_PHASE_TURNS);
  cy_test_view_add_harbor (view, 1, "7S QH");
}

static void
pick (CyCardPick *pick,
      CyZone      zone,
      guint       seat,
      const char *cards,
      guint       n)
{
  memset (pick, 0, sizeof *pick);
  pick->zone = zone;
  pick->seat = (guint8) seat;
  pick->n_cards = (guint8) n;
  if (n > 0)
    cy_test_cards (cards, pick->cards, n);
}

static void
test_action_knock_and_pass (void)
{
  g_autoptr(GError) error = NULL;
  CySelection selection = { 0 };
  CySeatView view;
  CyMove move;

  view_init (&view);
  g_assert_true (cy_move_request_for_action (&view, CY_MOVE_ACTION_KNOCK, &selection, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpint (move.type, ==, CY_MOVE_KNOCK);

  /* A full stock: no passing in a normal turn. */
  g_assert_false (cy_move_request_for_action (&view, CY_MOVE_ACTION_PASS, &selection, &move, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);

  /* After a knock: a last turn passes, and nobody knocks again. */
  view.phase = CY_PHASE_LAST_TURNS;
  view.knocker = 1;
  g_assert_true (cy_move_request_for_action (&view, CY_MOVE_ACTION_PASS, &selection, &move, &error));
  g_assert_cmpint (move.type, ==, CY_MOVE_PASS);
  g_assert_false (cy_move_request_for_action (&view, CY_MOVE_ACTION_KNOCK, &selection, &move, &error));
  g_assert_cmpstr (error->message, ==, "Someone has already knocked: this is a last turn");
  g_clear_error (&error);

  /* Not the viewer's turn: nothing at all. */
  view.phase = CY_PHASE_TURNS;
  view.to_move = 1;
  g_assert_false (cy_move_request_for_action (&view, CY_MOVE_ACTION_KNOCK, &selection, &move, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
}

static void
test_action_draw (void)
{
  g_autoptr(GError) error = NULL;
  CySelection selection = { 0 };
  CySeatView view;
  CyMove move;

  view_init (&view);
  selection.hand.zone = CY_ZONE_HAND;

  /* Nothing selected: the button says what to select. */
  g_assert_false (cy_move_request_for_action (&view, CY_MOVE_ACTION_DRAW, &selection, &move, &error));
  g_assert_cmpstr (error->message, ==, "Select 1 to 5 cards of your hand to lay in your Harbor");
  g_clear_error (&error);

  pick (&selection.hand, CY_ZONE_HAND, 0, "2C 5D", 2);
  g_assert_true (cy_move_request_for_action (&view, CY_MOVE_ACTION_DRAW, &selection, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpint (move.type, ==, CY_MOVE_DRAW);
  g_assert_cmpuint (move.n_cards, ==, 2);
  g_assert_cmpuint (cy_card_set_of (move.laid[0]) | cy_card_set_of (move.laid[1]), ==,
                    cy_card_set_of (selection.hand.cards[0]) | cy_card_set_of (selection.hand.cards[1]));

  /* Cards picked in Ann's Harbor too: that is an exchange, not a draw. */
  pick (&selection.harbor, CY_ZONE_HARBOR, 1, "7S", 1);
  g_assert_false (cy_move_request_for_action (&view, CY_MOVE_ACTION_DRAW, &selection, &move, &error));
  g_assert_cmpstr (error->message, ==, "Cards are selected in another Harbor: that is an exchange");
  g_clear_error (&error);

  /* A card the hand does not hold is refused by the rules. */
  memset (&selection.harbor, 0, sizeof selection.harbor);
  pick (&selection.hand, CY_ZONE_HAND, 0, "AH", 1);
  g_assert_false (cy_move_request_for_action (&view, CY_MOVE_ACTION_DRAW, &selection, &move, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);

  /* More cards than the stock holds. */
  pick (&selection.hand, CY_ZONE_HAND, 0, "2C 5D 9H", 3);
  view.stock_count = 2;
  g_assert_false (cy_move_request_for_action (&view, CY_MOVE_ACTION_DRAW, &selection, &move, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
}

static void
test_action_exchange (void)
{
  g_autoptr(GError) error = NULL;
  CySelection selection = { 0 };
  CySeatView view;
  CyMove move;

  view_init (&view);
  pick (&selection.hand, CY_ZONE_HAND, 0, "2C", 1);
  g_assert_false (cy_move_request_for_action (&view, CY_MOVE_ACTION_EXCHANGE, &selection, &move, &error));
  g_assert_cmpstr (error->message, ==, "Select cards of your hand and as many in one opponent’s Harbor");
  g_clear_error (&error);

  /* As many on each side. */
  pick (&selection.harbor, CY_ZONE_HARBOR, 1, "7S QH", 2);
  g_assert_false (cy_move_request_for_action (&view, CY_MOVE_ACTION_EXCHANGE, &selection, &move, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);

  pick (&selection.hand, CY_ZONE_HAND, 0, "2C 5D", 2);
  g_assert_true (cy_move_request_for_action (&view, CY_MOVE_ACTION_EXCHANGE, &selection, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpint (move.type, ==, CY_MOVE_EXCHANGE);
  g_assert_cmpuint (move.opponent, ==, 1);
  g_assert_cmpuint (move.n_cards, ==, 2);

  /* A card Ann's Harbor does not hold. */
  pick (&selection.harbor, CY_ZONE_HARBOR, 1, "7S AD", 2);
  g_assert_false (cy_move_request_for_action (&view, CY_MOVE_ACTION_EXCHANGE, &selection, &move, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
}

static void
test_drop (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *prompt = NULL;
  CySelection selection = { 0 };
  CyCardPick dragged;
  CySeatView view;
  CyMove move;

  view_init (&view);

  /* Hand cards on the own Harbor: a draw, shown first. */
  pick (&dragged, CY_ZONE_HAND, 0, "9H", 1);
  g_assert_cmpint (cy_move_request_for_drop (&view, &dragged, CY_ZONE_HARBOR, &selection, &move, &prompt, &error),
                   ==, CY_DROP_CONFIRM);
  g_assert_no_error (error);
  g_assert_null (prompt);
  g_assert_cmpint (move.type, ==, CY_MOVE_DRAW);

  /* With Ann's card picked, the same drop is an exchange. */
  pick (&selection.harbor, CY_ZONE_HARBOR, 1, "QH", 1);
  g_assert_cmpint (cy_move_request_for_drop (&view, &dragged, CY_ZONE_HARBOR, &selection, &move, &prompt, &error),
                   ==, CY_DROP_CONFIRM);
  g_assert_cmpint (move.type, ==, CY_MOVE_EXCHANGE);
  g_assert_cmpuint (move.opponent, ==, 1);

  /* Ann's cards on the hand, with no hand cards picked: half a move. */
  memset (&selection, 0, sizeof selection);
  pick (&dragged, CY_ZONE_HARBOR, 1, "7S QH", 2);
  g_assert_cmpint (cy_move_request_for_drop (&view, &dragged, CY_ZONE_HAND, &selection, &move, &prompt, &error),
                   ==, CY_DROP_PROMPT);
  g_assert_cmpstr (prompt, ==, "Now select 2 cards of your hand to lay in your Harbor, then press Exchange");
  g_clear_pointer (&prompt, g_free);

  /* With as many picked in the hand, the exchange. */
  pick (&selection.hand, CY_ZONE_HAND, 0, "2C KC", 2);
  g_assert_cmpint (cy_move_request_for_drop (&view, &dragged, CY_ZONE_HAND, &selection, &move, &prompt, &error),
                   ==, CY_DROP_CONFIRM);
  g_assert_cmpint (move.type, ==, CY_MOVE_EXCHANGE);

  /* The own Harbor's cards never go back to the hand. */
  cy_test_view_add_harbor (&view, 0, "3D");
  pick (&dragged, CY_ZONE_HARBOR, 0, "3D", 1);
  g_assert_cmpint (cy_move_request_for_drop (&view, &dragged, CY_ZONE_HAND, &selection, &move, &prompt, &error),
                   ==, CY_DROP_REFUSED);
  g_assert_cmpstr (error->message, ==, "You cannot take cards back from your own Harbor");
  g_clear_error (&error);

  /* Nowhere to drop: Ann's hand cards, or the hand on the hand. */
  pick (&dragged, CY_ZONE_HAND, 0, "9H", 1);
  g_assert_cmpint (cy_move_request_for_drop (&view, &dragged, CY_ZONE_HAND, &selection, &move, &prompt, &error),
                   ==, CY_DROP_REFUSED);
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);

  /* A pick of more cards than a move holds is refused before it is read. */
  pick (&dragged, CY_ZONE_HARBOR, 1, "7S QH", 2);
  dragged.n_cards = 9;
  g_assert_cmpint (cy_move_request_for_drop (&view, &dragged, CY_ZONE_HAND, &selection, &move, &prompt, &error),
                   ==, CY_DROP_REFUSED);
  g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
}

static void
test_prompt_and_describe (void)
{
  CySeatView view;
  CyMove move = { .type = CY_MOVE_DRAW, .n_cards = 1 };
  g_autofree char *normal = NULL;
  g_autofree char *last = NULL;
  g_autofree char *empty = NULL;
  g_autofree char *draw = NULL;
  g_autofree char *exchange = NULL;

  view_init (&view);
  normal = cy_move_request_turn_prompt (&view, "Ann");
  g_assert_cmpstr (normal, ==, "Ann, your turn: knock, draw or exchange");
  view.phase = CY_PHASE_LAST_TURNS;
  view.knocker = 1;
  last = cy_move_request_turn_prompt (&view, "Ann");
  g_assert_cmpstr (last, ==, "Ann, your last turn: draw, exchange or pass");
  view.stock_count = 0;
  empty = cy_move_request_turn_prompt (&view, "Ann");
  g_assert_cmpstr (empty, ==, "Ann, your last turn: the stock is empty; exchange or pass");

  cy_test_cards ("3C", move.laid, 1);
  draw = cy_move_request_describe (&move, NULL);
  g_assert_cmpstr (draw, ==, "Lay the Three of Clubs in your Harbor and draw 1 card from the stock?");
  move.type = CY_MOVE_EXCHANGE;
  cy_test_cards ("KS", move.taken, 1);
  exchange = cy_move_request_describe (&move, "Bob");
  g_assert_cmpstr (exchange, ==, "Lay the Three of Clubs in your Harbor and take the King of Spades from Bob’s Harbor?");
}

/* A pick is a boxed value: a drag carries a copy. */
static void
test_card_pick_boxed (void)
{
  CyCardPick original;
  g_autoptr(CyCardPick) copy = NULL;
  GValue value = G_VALUE_INIT;

  pick (&original, CY_ZONE_HARBOR, 1, "7S QH", 2);
  g_value_init (&value, CY_TYPE_CARD_PICK);
  g_value_set_boxed (&value, &original);
  copy = g_value_dup_boxed (&value);
  g_value_unset (&value);
  g_assert_true (copy != &original);
  g_assert_cmpmem (copy, sizeof *copy, &original, sizeof original);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card-yacht/move-request/knock-and-pass", test_action_knock_and_pass);
  g_test_add_func ("/card-yacht/move-request/draw", test_action_draw);
  g_test_add_func ("/card-yacht/move-request/exchange", test_action_exchange);
  g_test_add_func ("/card-yacht/move-request/drop", test_drop);
  g_test_add_func ("/card-yacht/move-request/prompt-and-describe", test_prompt_and_describe);
  g_test_add_func ("/card-yacht/move-request/card-pick-boxed", test_card_pick_boxed);

  return g_test_run ();
}
