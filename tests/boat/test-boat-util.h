/* test-boat-util.h: building Boat hands and games in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-boat-ai-private.h"
#include "cy-boat-game.h"
#include "cy-boat-rules.h"
#include "cy-error.h"

G_BEGIN_DECLS

/* "AS 10h BOAT" -> a set; asserts that it parses and holds @n cards. */
CyBoatCardSet  boat_test_cards        (const char     *text,
                                       guint           n);
CyBoatCard     boat_test_card         (const char     *text);

/* A hand in play: @hands (by seat) hold what is left after the discard,
 * @discard the five laid away; @leader leads; trump @trump; the bidding
 * and the discard already done by @leader as high bidder at @bid. */
void           boat_test_hand_in_play (CyBoatHand     *hand,
                                       const char     *hands[CY_BOAT_N_SEATS],
                                       const char     *discard,
                                       guint           leader,
                                       CySuit          trump,
                                       guint           bid);

/* Plays "AS KS" and so on from the seat to play on, asserting each is legal. */
void           boat_test_play         (CyBoatHand     *hand,
                                       const char     *cards);

/* Four computer players of @kind named A, B, C and D. */
CyBoatGame    *boat_test_game_new     (CyPlayerKind    kind,
                                       guint64         seed);
/* Team 0 of @kind0, team 1 of @kind1. */
CyBoatGame    *boat_test_game_new_teams (CyPlayerKind  kind0,
                                         CyPlayerKind  kind1,
                                         guint64       seed);

/* Plays the policy of each seat's player until the game is over or
 * @max_hands hands have been played, checking the invariants after every
 * action (and the next hand's deal). */
void           boat_test_play_game    (CyBoatGame     *game,
                                       guint64         ai_seed,
                                       guint           max_hands);

/* The seat's decision by its policy, applied; returns the action. */
CyBoatAction   boat_test_step         (CyBoatGame     *game,
                                       CyRandom       *rng);

G_END_DECLS
