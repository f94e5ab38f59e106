/* cy-boat-game.h: a whole game of Boat, to 500
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "cy-boat-rules.h"
#include "cy-game-info.h"
#include "cy-match-game.h"
#include "cy-player.h"

G_BEGIN_DECLS

#define CY_TYPE_BOAT_GAME (cy_boat_game_get_type ())

G_DECLARE_FINAL_TYPE (CyBoatGame, cy_boat_game, CY, BOAT_GAME, GObject)

/* Four players, seat 0 first (partners 0 and 2 against 1 and 3). The
 * first dealer is drawn and every hand dealt from @deal_seed, so that the
 * same seed and the same actions replay the same game. */
CyBoatGame        *cy_boat_game_new               (CyPlayer * const     players[CY_BOAT_N_SEATS],
                                                   guint64              deal_seed);
/* The same, with the first hand's deal given (records, tests); later hands
 * are dealt from @deal_seed unless cy_boat_game_deal() gives them. */
CyBoatGame        *cy_boat_game_new_with_deal     (CyPlayer * const     players[CY_BOAT_N_SEATS],
                                                   guint64              deal_seed,
                                                   guint                dealer,
                                                   const CyBoatCardSet  hands[CY_BOAT_N_SEATS],
                                                   CyBoatCardSet        bonus,
                                                   GError             **error);
/* Starts the next hand with this deal; the dealer must be the seat after
 * the last hand's dealer. */
gboolean           cy_boat_game_deal              (CyBoatGame          *self,
                                                   guint                dealer,
                                                   const CyBoatCardSet  hands[CY_BOAT_N_SEATS],
                                                   CyBoatCardSet        bonus,
                                                   GError             **error);

/* Every action goes through here: an illegal one is refused with a
 * translated reason and changes nothing. */
gboolean           cy_boat_game_act               (CyBoatGame          *self,
                                                   const CyBoatAction  *action,
                                                   GError             **error);
gboolean           cy_boat_game_bid               (CyBoatGame          *self,
                                                   guint                seat,
                                                   guint                bid,
                                                   GError             **error);
gboolean           cy_boat_game_pass              (CyBoatGame          *self,
                                                   guint                seat,
                                                   GError             **error);
gboolean           cy_boat_game_discard           (CyBoatGame          *self,
                                                   guint                seat,
                                                   CyBoatCardSet        cards,
                                                   GError             **error);
gboolean           cy_boat_game_name_trump        (CyBoatGame          *self,
                                                   guint                seat,
                                                   CySuit               suit,
                                                   GError             **error);
gboolean           cy_boat_game_play              (CyBoatGame          *self,
                                                   guint                seat,
                                                   CyBoatCard           card,
                                                   GError             **error);

CyPlayer          *cy_boat_game_get_player        (CyBoatGame          *self,
                                                   guint                seat);
/* The hand being played (or the last, once the game is over). */
const CyBoatHand  *cy_boat_game_get_hand          (CyBoatGame          *self);
guint              cy_boat_game_get_n_hands       (CyBoatGame          *self);
const CyBoatHand  *cy_boat_game_get_nth_hand      (CyBoatGame          *self,
                                                   guint                index);
/* FALSE while hand @index is still being played. */
gboolean           cy_boat_game_get_hand_result   (CyBoatGame          *self,
                                                   guint                index,
                                                   CyBoatHandResult    *result);
int                cy_boat_game_get_score         (CyBoatGame          *self,
                                                   guint                team);
gboolean           cy_boat_game_is_over           (CyBoatGame          *self);
/* The winning team once the game is over, else -1. */
int                cy_boat_game_get_winning_team  (CyBoatGame          *self);
/* The log's lines for a hand's result ("Ann and Cat make their bid: …")
 * and the game's ("… win the game, 520 to 310"), speaking to the person
 * at the screen as the log does; NULL before there is one. */
char              *cy_boat_game_describe_hand_result (CyBoatGame     *self,
                                                      guint           index);
char              *cy_boat_game_describe_winner   (CyBoatGame          *self);
void               cy_boat_game_get_view          (CyBoatGame          *self,
                                                   guint                seat,
                                                   CyBoatView          *view);

/* For simulations: after @n_hands hands (0: never) the game stops without
 * a winner. Players who never make a contract (random ones) may otherwise
 * never reach 500. Not saved. */
void               cy_boat_game_set_hand_limit    (CyBoatGame          *self,
                                                   guint                n_hands);
/* Whether the game stopped at the hand limit, without a winner. */
gboolean           cy_boat_game_is_stopped        (CyBoatGame          *self);

/* Lets CyMatch load saved games of Boat (cy_match_load_from_bytes()). */
void               cy_boat_game_register_match_loader (void);
/* What the registry knows of Boat (cy-game-info.h). */
const CyGameInfo  *cy_boat_game_get_info          (void);

GBytes            *cy_boat_game_save              (CyBoatGame          *self);
CyBoatGame        *cy_boat_game_load              (GBytes              *bytes,
                                                   GError             **error);

G_END_DECLS
