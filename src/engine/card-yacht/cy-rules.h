/* cy-rules.h: moves, what a seat may see, and whether a move is legal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-card.h"
#include "cy-category.h"

G_BEGIN_DECLS

#define CY_MIN_PLAYERS         2
#define CY_MAX_PLAYERS         4
#define CY_N_HANDS            12
#define CY_MAX_MOVE_CARDS      5
#define CY_DEFAULT_TURN_LIMIT  25
#define CY_MIN_TURN_LIMIT      5
#define CY_MAX_TURN_LIMIT      100

typedef enum
{
  CY_PHASE_SEAT_DRAW,   /* before the first deal */
  CY_PHASE_TURNS,       /* normal turns: knock, draw or exchange */
  CY_PHASE_LAST_TURNS,  /* after a knock: one last turn each, no knocking */
  CY_PHASE_SCORING,     /* every player writes the hand into a category */
  CY_PHASE_HAND_OVER,  /* all have scored; scores can be taken back until the next deal */
  CY_PHASE_GAME_OVER,
} CyPhase;

/* How a hand came to its end, for the simulator's figures. */
typedef enum
{
  CY_HAND_END_NONE,          /* still being played */
  CY_HAND_END_KNOCK,         /* a player knocked */
  CY_HAND_END_EMPTY_STOCK,   /* an automatic knock: the stock ran out */
  CY_HAND_END_TURN_LIMIT,    /* an automatic knock: the turn limit */
  CY_HAND_END_PASSES,        /* every player passed in a row */
} CyHandEnd;

/* What happens when the stock runs out (design.md section 6). */
typedef enum
{
  CY_STOCK_RULE_AUTOMATIC_KNOCK,
  CY_STOCK_RULE_PASS,
} CyStockRule;

typedef enum
{
  CY_MOVE_KNOCK,
  CY_MOVE_DRAW,
  CY_MOVE_EXCHANGE,
  CY_MOVE_PASS,
} CyMoveType;

/* Where cards are, for the cards-moved signal. */
typedef enum
{
  CY_ZONE_STOCK,
  CY_ZONE_HAND,
  CY_ZONE_HARBOR,
} CyZone;

typedef struct
{
  CyMoveType type;
  guint8     n_cards;                     /* draw, exchange: cards laid in the own Harbor */
  guint8     opponent;                    /* exchange: whose Harbor the cards come from */
  CyCard     laid[CY_MAX_MOVE_CARDS];     /* draw, exchange: from the hand to the own Harbor */
  CyCard     taken[CY_MAX_MOVE_CARDS];    /* exchange: from the opponent's Harbor to the hand */
} CyMove;

typedef struct
{
  CyStockRule stock_rule;
  guint       turn_limit;                 /* turns per player in one hand, then an automatic knock */
} CyRuleOptions;

typedef struct
{
  guint8 n_cards;
  CyCard cards[CY_DECK_SIZE];
} CyPile;

/* Everything one seat may know, and nothing more: its own hand, every Harbor
 * (face up), how many cards the stock and the other hands hold, and the
 * score sheet. Computer players decide from this alone, so they cannot peek
 * at hidden cards. The same struct drives the rules check. */
typedef struct
{
  guint8         n_players;
  guint8         seat;                    /* who is looking */
  guint8         to_move;
  guint8         dealer;
  guint8         hand_number;             /* 1-12 */
  gint8          knocker;                 /* -1 if nobody has knocked */
  CyPhase        phase;
  CyRuleOptions  options;
  guint8         stock_count;
  guint8         turns_taken[CY_MAX_PLAYERS];
  CyCard         hand[CY_HAND_SIZE];
  CyPile         harbors[CY_MAX_PLAYERS];
  /* The cards in each hand that its player took from a Harbor this hand
   * and has not laid away since: everyone saw them taken. */
  CyCardSet      taken[CY_MAX_PLAYERS];
  CyCategorySet  used[CY_MAX_PLAYERS];
  gint16         scores[CY_MAX_PLAYERS][CY_N_CATEGORIES];  /* -1 where unused */
} CySeatView;

void         cy_rule_options_init_default   (CyRuleOptions     *options);
const char  *cy_stock_rule_get_key          (CyStockRule        rule);
gboolean     cy_stock_rule_from_key         (const char        *key,
                                             CyStockRule       *rule);

gboolean     cy_rules_can_knock_with        (const CyCard       hand[CY_HAND_SIZE],
                                             CyCategorySet      used);
gboolean     cy_rules_check_move            (const CySeatView  *view,
                                             const CyMove      *move,
                                             GError           **error);
gboolean     cy_rules_check_card_count      (guint              n_cards,
                                             GError           **error);
gboolean     cy_rules_may_knock             (const CySeatView  *view,
                                             GError           **error);
gboolean     cy_rules_may_pass              (const CySeatView  *view,
                                             GError           **error);
gboolean     cy_pile_remove                 (CyPile            *pile,
                                             CyCard             card);

char        *cy_move_describe               (const CyMove      *move);

/* "You:human,Ann:hard,Bob" as two to four Card Yacht players (see
 * cy_player_parse_seats()). */
GPtrArray   *cy_player_parse_list           (const char        *spec,
                                             GError           **error);

G_END_DECLS
