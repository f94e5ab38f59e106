/* cy-dice-game.h: the whole state of one game of Yacht
 *
 * 1-4 seats take turns in seat order for a round per category. A turn: roll all
 * five dice, then at most twice keep any dice and roll the rest, then write
 * the dice into one unused category. Every change goes through a method
 * that validates it, returns FALSE with a CY_ERROR and changes nothing when
 * it is refused.
 *
 * The game keeps every action (rolls with the dice they gave, scores) in
 * order: the saved game is that list and the generator's state, and the
 * game record, the review of a player's decisions and undo all read it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "cy-dice-rules.h"
#include "cy-game-info.h"
#include "cy-match-game.h"
#include "cy-player.h"
#include "cy-sheet-model.h"

G_BEGIN_DECLS

#define CY_DICE_GAME_ID "dice-yacht"

typedef enum
{
  CY_DICE_ACTION_ROLL,   /* the dice not held were rolled */
  CY_DICE_ACTION_SCORE,  /* the dice were written into a category */
  CY_DICE_ACTION_KEEP,   /* a person's choice of dice to keep before the
                          * next roll: played through the match and saved
                          * with the game, never kept in its list of actions */
} CyDiceActionType;

typedef struct
{
  guint8      seat;
  guint8      type;                  /* a CyDiceActionType */
  CyDiceMask  held;                  /* roll: the dice kept (none at a turn's first roll);
                                      * score: the dice held then, for undo */
  guint8      category;              /* score */
  guint8      dice[CY_DICE_N_DICE];  /* the dice after a roll; the dice scored */
} CyDiceAction;

/* Everything one seat may know, and nothing more. In Yacht nothing is
 * hidden but the dice to come: the view has the sheet and the dice on the
 * table, never the generator that rolls them. */
typedef struct
{
  CyDiceRules        rules;
  guint8             n_players;
  guint8             seat;          /* who is looking */
  guint8             to_move;
  guint8             round;         /* 1 to the number of categories */
  guint8             rolls_used;    /* 0-3 in the turn of to_move */
  CyDiceMask         held;
  guint8             dice[CY_DICE_N_DICE];   /* 0 before the turn's first roll */
  CyDiceCategorySet  used[CY_DICE_MAX_PLAYERS];
  guint16            upper[CY_DICE_MAX_PLAYERS];   /* upper subtotal */
  gint16             scores[CY_DICE_MAX_PLAYERS][CY_DICE_MAX_CATEGORIES];  /* -1 unused */
  guint8             yacht_bonuses[CY_DICE_MAX_PLAYERS];   /* yahtzee: bonuses of 100 won */
} CyDiceSeatView;

/* yahtzee: whether five equal dice would win @seat the Yahtzee bonus (its
 * Yahtzee box holds 50). Always FALSE in the other rule sets. */
gboolean       cy_dice_seat_view_is_yacht_live (const CyDiceSeatView *view,
                                                guint                 seat);

#define CY_TYPE_DICE_GAME (cy_dice_game_get_type ())

G_DECLARE_FINAL_TYPE (CyDiceGame, cy_dice_game, CY, DICE_GAME, GObject)

CyDiceGame    *cy_dice_game_new              (CyDiceRules          rules,
                                              CyPlayer * const    *players,
                                              guint                n_players,
                                              guint64              seed);

/* Moves */
gboolean       cy_dice_game_keep             (CyDiceGame          *self,
                                              CyDiceMask           held,
                                              GError             **error);
gboolean       cy_dice_game_roll             (CyDiceGame          *self,
                                              GError             **error);
/* Rolls with given results instead of the generator's (replaying a game
 * record): @dice are all five dice after the roll; the held ones must be
 * unchanged. */
gboolean       cy_dice_game_roll_dice        (CyDiceGame          *self,
                                              const guint8         dice[CY_DICE_N_DICE],
                                              GError             **error);
gboolean       cy_dice_game_score            (CyDiceGame          *self,
                                              guint                category,
                                              GError             **error);
/* A score can be taken back until the game moves on for a person: the
 * seat's own next roll or another person's action. Computer players'
 * turns after it are taken back with it; they roll the same dice again as
 * long as they keep the same dice (not after a resumed game, which does
 * not keep the rolls taken back). */
gboolean       cy_dice_game_can_undo         (CyDiceGame          *self,
                                              guint                seat);
gboolean       cy_dice_game_undo             (CyDiceGame          *self,
                                              guint                seat,
                                              GError             **error);

/* State */
CyDiceRules    cy_dice_game_get_rules        (CyDiceGame          *self);
guint64        cy_dice_game_get_seed         (CyDiceGame          *self);
guint          cy_dice_game_get_n_players    (CyDiceGame          *self);
CyPlayer      *cy_dice_game_get_player       (CyDiceGame          *self,
                                              guint                seat);
gboolean       cy_dice_game_is_over          (CyDiceGame          *self);
guint          cy_dice_game_get_round        (CyDiceGame          *self);
guint          cy_dice_game_get_to_move      (CyDiceGame          *self);
guint          cy_dice_game_get_rolls_used   (CyDiceGame          *self);
guint          cy_dice_game_get_rolls_left   (CyDiceGame          *self);
void           cy_dice_game_get_dice         (CyDiceGame          *self,
                                              guint8               dice[CY_DICE_N_DICE]);
CyDiceMask     cy_dice_game_get_held         (CyDiceGame          *self);
int            cy_dice_game_get_score        (CyDiceGame          *self,
                                              guint                seat,
                                              guint                category);
CyDiceCategorySet cy_dice_game_get_used      (CyDiceGame          *self,
                                              guint                seat);
guint          cy_dice_game_get_upper_total  (CyDiceGame          *self,
                                              guint                seat);
guint          cy_dice_game_get_bonus        (CyDiceGame          *self,
                                              guint                seat);
/* yahtzee: the Yahtzee bonuses @seat won, in points (100 each). */
guint          cy_dice_game_get_yacht_bonus  (CyDiceGame          *self,
                                              guint                seat);
guint          cy_dice_game_get_total        (CyDiceGame          *self,
                                              guint                seat);
guint          cy_dice_game_get_winners      (CyDiceGame          *self);
void           cy_dice_game_get_seat_view    (CyDiceGame          *self,
                                              guint                seat,
                                              CyDiceSeatView      *view);
const CyDiceAction *
               cy_dice_game_get_actions      (CyDiceGame          *self,
                                              guint               *n_actions);
gboolean       cy_dice_game_check_invariants (CyDiceGame          *self,
                                              GError             **error);

/* May this move be played now? The same checks as the moves, for a view
 * that wants to enable a button or say why not. */
gboolean       cy_dice_game_may_keep         (CyDiceGame          *self,
                                              GError             **error);
gboolean       cy_dice_game_may_roll         (CyDiceGame          *self,
                                              GError             **error);
gboolean       cy_dice_game_may_score        (CyDiceGame          *self,
                                              guint                category,
                                              GError             **error);

/* The dice @seat wrote into @category; FALSE while it is open. */
gboolean       cy_dice_game_get_scored_dice  (CyDiceGame          *self,
                                              guint                seat,
                                              guint                category,
                                              guint8               dice[CY_DICE_N_DICE]);

/* The rows of Yacht's score sheet, on screen (CyDiceGame is a
 * CySheetModel) and on paper: the categories, with Subtotal and Bonus
 * after Sixes under the bonus rules, the Yahtzee Bonus under the yahtzee
 * rules' Yahtzee, then the Total. */
guint          cy_dice_sheet_get_n_rows      (CyDiceRules          rules);
void           cy_dice_sheet_get_row         (CyDiceRules          rules,
                                              guint                row,
                                              CySheetModelRow     *info);
char          *cy_dice_sheet_dup_requirement (CyDiceRules          rules,
                                              guint                row);
/* The yahtzee rules' Yahtzee Bonus row: a SUBTOTAL row showing its points. */
gboolean       cy_dice_sheet_is_yacht_bonus_row (CyDiceRules       rules,
                                              guint                row);

/* One line for a person: "Die 3: five, kept". */
char          *cy_dice_game_describe_die     (CyDiceGame          *self,
                                              guint                die);

/* Saving: a versioned GVariant; loading replays the actions and so checks
 * every one of them. */
#define CY_DICE_SAVE_VERSION 1

GBytes        *cy_dice_game_save_to_bytes    (CyDiceGame          *self);
CyDiceGame    *cy_dice_game_load_from_bytes  (GBytes              *bytes,
                                              GError             **error);
/* Lets cy_match_load_from_bytes() read saved matches of Yacht. */
void           cy_dice_game_register_match_loader (void);
/* What the registry knows of Yacht (cy-game-info.h). */
const CyGameInfo *cy_dice_game_get_info      (void);

G_END_DECLS
