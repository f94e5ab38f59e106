/* cy-game.h: the whole state of one game of Card Yacht
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "cy-card.h"
#include "cy-category.h"
#include "cy-game-info.h"
#include "cy-match-game.h"
#include "cy-player.h"
#include "cy-rules.h"

G_BEGIN_DECLS

#define CY_TYPE_GAME (cy_game_get_type ())

G_DECLARE_FINAL_TYPE (CyGame, cy_game, CY, GAME, GObject)

/* The seat draw for the first dealer: each row is one draw, with
 * CY_CARD_INVALID for players not drawing (they were not tied for highest). */
#define CY_MAX_SEAT_DRAWS 26

/* A person's action in Card Yacht, as the match takes it (cy_match_play()):
 * a move in a turn, or (score) the category the hand is written into. */
typedef struct
{
  gboolean    score;
  CyCategory  category;
  CyMove      move;
} CyGameAction;

CyGame        *cy_game_new                 (CyPlayer * const    *players,
                                            guint                n_players,
                                            const CyRuleOptions *options,
                                            guint64              deal_number);

/* Moves. Each validates, returns FALSE with a CY_ERROR naming the broken
 * rule and changes nothing if the move is illegal. */
gboolean       cy_game_start               (CyGame              *self,
                                            GError             **error);
gboolean       cy_game_knock               (CyGame              *self,
                                            GError             **error);
gboolean       cy_game_draw                (CyGame              *self,
                                            const CyCard        *cards,
                                            guint                n_cards,
                                            GError             **error);
gboolean       cy_game_exchange            (CyGame              *self,
                                            const CyCard        *cards,
                                            guint                n_cards,
                                            guint                opponent,
                                            const CyCard        *taken,
                                            GError             **error);
gboolean       cy_game_pass                (CyGame              *self,
                                            GError             **error);
gboolean       cy_game_play                (CyGame              *self,
                                            const CyMove        *move,
                                            GError             **error);
gboolean       cy_game_score               (CyGame              *self,
                                            guint                seat,
                                            CyCategory           category,
                                            GError             **error);
gboolean       cy_game_unscore             (CyGame              *self,
                                            guint                seat,
                                            GError             **error);
gboolean       cy_game_deal_next_hand           (CyGame              *self,
                                            GError             **error);

/* Game records (cy-game-record.c): a record gives the first dealer instead
 * of the seat draw, and the deck of every hand, top first. */
gboolean       cy_game_start_with_dealer   (CyGame              *self,
                                            guint                dealer,
                                            GError             **error);
gboolean       cy_game_set_next_deck       (CyGame              *self,
                                            const CyCard         deck[CY_DECK_SIZE],
                                            GError             **error);
gboolean       cy_game_get_deck            (CyGame              *self,
                                            CyCard               deck[CY_DECK_SIZE]);

/* State */
guint64        cy_game_get_deal_number     (CyGame              *self);
const CyRuleOptions *
               cy_game_get_options         (CyGame              *self);
guint          cy_game_get_n_players       (CyGame              *self);
CyPlayer      *cy_game_get_player          (CyGame              *self,
                                            guint                seat);
CyPhase        cy_game_get_phase           (CyGame              *self);
guint          cy_game_get_hand_number           (CyGame              *self);
guint          cy_game_get_dealer          (CyGame              *self);
guint          cy_game_get_to_move         (CyGame              *self);
int            cy_game_get_knocker         (CyGame              *self);
CyHandEnd      cy_game_get_hand_end        (CyGame              *self);
guint          cy_game_get_stock_count     (CyGame              *self);
guint          cy_game_get_turns_taken     (CyGame              *self,
                                            guint                seat);
void           cy_game_get_hand            (CyGame              *self,
                                            guint                seat,
                                            CyCard               hand[CY_HAND_SIZE]);
const CyCard  *cy_game_get_harbor          (CyGame              *self,
                                            guint                seat,
                                            guint               *n_cards);
GListModel    *cy_game_get_hand_model      (CyGame              *self,
                                            guint                seat);
GListModel    *cy_game_get_harbor_model    (CyGame              *self,
                                            guint                seat);
void           cy_game_get_seat_view       (CyGame              *self,
                                            guint                seat,
                                            CySeatView          *view);
guint          cy_game_get_seat_draw       (CyGame              *self,
                                            CyCard               draws[CY_MAX_SEAT_DRAWS][CY_MAX_PLAYERS]);

/* Scores; a category's score is -1 while unused. */
int            cy_game_get_score           (CyGame              *self,
                                            guint                seat,
                                            CyCategory           category);
gboolean       cy_game_get_scored_hand     (CyGame              *self,
                                            guint                seat,
                                            CyCategory           category,
                                            CyCard               hand[CY_HAND_SIZE]);
CyCategorySet  cy_game_get_used            (CyGame              *self,
                                            guint                seat);
int            cy_game_get_hand_category  (CyGame              *self,
                                            guint                seat);
guint          cy_game_get_suit_total      (CyGame              *self,
                                            guint                seat);
guint          cy_game_get_suited_bonus    (CyGame              *self,
                                            guint                seat);
guint          cy_game_get_total           (CyGame              *self,
                                            guint                seat);
guint          cy_game_get_winners         (CyGame              *self);
gboolean       cy_game_may_knock           (CyGame              *self,
                                            GError             **error);
gboolean       cy_game_may_pass            (CyGame              *self,
                                            GError             **error);
gboolean       cy_game_may_score           (CyGame              *self,
                                            guint                seat,
                                            CyCategory           category,
                                            GError             **error);
gboolean       cy_game_check_invariants    (CyGame              *self,
                                            GError             **error);

/* Card Yacht runs in a CyMatch: CyGame implements CyMatchGame, and this
 * lets cy_match_load_from_bytes() read its saves. */
void           cy_game_register_match_loader (void);
/* What the registry knows of Card Yacht (cy-game-info.h). */
const CyGameInfo *cy_game_get_info           (void);

/* "the Two of Hearts", "the Two of Hearts and the King of Spades", … for
 * 1 to 5 cards, for sentences. */
char          *cy_cards_describe           (const CyCard        *cards,
                                            guint                n_cards);

/* Saving: a versioned GVariant. Loading validates everything. */
#define CY_SAVE_VERSION 1

GVariant      *cy_game_serialize           (CyGame              *self);
CyGame        *cy_game_deserialize         (GVariant            *variant,
                                            GError             **error);
GBytes        *cy_game_save_to_bytes       (CyGame              *self);
CyGame        *cy_game_load_from_bytes     (GBytes              *bytes,
                                            GError             **error);

G_END_DECLS
