/* test-util.h: helpers shared by the engine tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <string.h>

#include "cy-ai.h"
#include "cy-card.h"
#include "cy-category.h"
#include "cy-error.h"
#include "cy-game.h"
#include "cy-random.h"
#include "cy-rules.h"

G_BEGIN_DECLS

/* "AS 10h qd" -> cards; asserts that it parses and that there are @n cards. */
void      cy_test_cards              (const char          *text,
                                      CyCard              *cards,
                                      guint                n);

/* The cards as "AS 10H QD", for messages; free with g_free(). */
char     *cy_test_cards_to_string    (const CyCard        *cards,
                                      guint                n);

/* A game of @n_players humans named P1, P2, ...; not started. */
CyGame   *cy_test_game_new           (guint                n_players,
                                      const CyRuleOptions *options,
                                      guint64              deal_number);

/* The same, started (seat draw done, first hand dealt). */
CyGame   *cy_test_game_new_started   (guint                n_players,
                                      const CyRuleOptions *options,
                                      guint64              deal_number);

CyRuleOptions cy_test_options        (CyStockRule          stock_rule,
                                      guint                turn_limit);

/* The stock in order (the top card last), read from the saved form:
 * nothing else exposes it. Returns the number of cards. */
guint     cy_test_get_stock          (CyGame              *game,
                                      CyCard               stock[CY_DECK_SIZE]);

/* The set of cards in @seat's hand or Harbor. */
CyCardSet cy_test_hand_set           (CyGame              *game,
                                      guint                seat);
CyCardSet cy_test_harbor_set         (CyGame              *game,
                                      guint                seat);

/* Plays one move of the random policy for the player to move; asserts it
 * is accepted. */
void      cy_test_play_random_move   (CyGame              *game,
                                      CyRandom            *rng);

/* Plays random moves until the hand is over (phase scoring). */
void      cy_test_play_until_scoring (CyGame              *game,
                                      CyRandom            *rng);

/* Every seat writes its hand into its first unused category (rng NULL) or
 * a random unused one. Ends in phase hand-over. */
void      cy_test_score_hand        (CyGame              *game,
                                      CyRandom            *rng);

/* Plays the whole rest of the game at random, to phase game-over. */
void      cy_test_play_to_end        (CyGame              *game,
                                      CyRandom            *rng);

/* Checks the state from the public API alone, independently of
 * cy_game_check_invariants() (which it also calls): 52 distinct cards across
 * stock, hands and Harbors; the right hand sizes for the phase; every score
 * equal to what its scored hand is worth; used sets, totals, Suited Bonus and
 * winners agreeing with the scores; the score count agreeing with the hand_number
 * and phase; only the seat to move may move. */
void      cy_test_assert_consistent  (CyGame              *game);

/* Refusing a move: the call must return FALSE with a CY_ERROR of @code and a
 * message, and leave the saved form of the game byte-for-byte unchanged.
 * The call reports into a variable `GError *error` of the caller, which
 * must be NULL before and is cleared after. */
#define cy_test_assert_refused(game, code, call)                               \
  G_STMT_START {                                                               \
    g_autoptr(GBytes) _before = cy_game_save_to_bytes (game);                  \
    g_autoptr(GBytes) _after = NULL;                                           \
    g_assert_null (error);                                                     \
    if (call)                                                                  \
      g_error ("%s:%d: “%s” was accepted", __FILE__, __LINE__, #call);        \
    g_assert_error (error, CY_ERROR, code);                                    \
    g_assert_nonnull (error->message);                                         \
    g_assert_cmpuint (strlen (error->message), >, 10);                         \
    g_clear_error (&error);                                                    \
    _after = cy_game_save_to_bytes (game);                                     \
    if (!g_bytes_equal (_before, _after))                                      \
      g_error ("%s:%d: “%s” was refused but changed the game",                 \
               __FILE__, __LINE__, #call);                                     \
  } G_STMT_END

/* Drives a two-player hand with legal moves only until @seat holds exactly
 * @target, then ends the hand (a knock by either seat). The other seat
 * feeds cards into its Harbor for @seat to take. Returns FALSE if this deal
 * does not allow it (the game is then mid-hand and should be dropped);
 * on TRUE the game is in phase scoring with @seat holding @target. */
gboolean  cy_test_drive_hand         (CyGame              *game,
                                      guint                seat,
                                      const CyCard         target[CY_HAND_SIZE]);

/* Hand-built positions for the computer players and hints: seat 0 of
 * @n_players looking at @hand, to move in @phase (seat 1 knocked in the
 * last turns); every category open, no Harbor cards, a full stock. */
void      cy_test_view_init          (CySeatView          *view,
                                      guint                n_players,
                                      const char          *hand,
                                      CyPhase              phase);
/* @seat has written @points in @category (a hand_number more for the viewer). */
void      cy_test_view_use           (CySeatView          *view,
                                      guint                seat,
                                      CyCategory           category,
                                      int                  points);
/* @cards ("7S KH") go into @seat's Harbor, from the stock. */
void      cy_test_view_add_harbor    (CySeatView          *view,
                                      guint                seat,
                                      const char          *cards);

/* The number of games or iterations for a property test: @fallback, or the
 * value of the environment variable @env_var if it is set. */
guint     cy_test_get_count          (const char          *env_var,
                                      guint                fallback);

G_END_DECLS
