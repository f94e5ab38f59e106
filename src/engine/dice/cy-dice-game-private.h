/* cy-dice-game-private.h: the fields of CyDiceGame, shared by its files
 * (cy-dice-game*.c: the moves, save, record, sheet, match and simulate)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-dice-ai.h"
#include "cy-dice-game.h"
#include "cy-random.h"

G_BEGIN_DECLS

struct _CyDiceGame
{
  GObject            parent_instance;

  CyDiceRules        rules;
  guint64            seed;
  CyRandom           rng;

  guint              n_players;
  CyPlayer          *players[CY_DICE_MAX_PLAYERS];

  /* Every action so far; the rest of the state follows from it. */
  GArray            *actions;      /* of CyDiceAction */

  gboolean           over;
  guint              round;        /* 1 to the number of categories */
  guint              to_move;
  guint              rolls_used;   /* 0-3 */
  guint8             dice[CY_DICE_N_DICE];
  CyDiceMask         held;
  gint16             scores[CY_DICE_MAX_PLAYERS][CY_DICE_MAX_CATEGORIES];
  guint8             scored_dice[CY_DICE_MAX_PLAYERS][CY_DICE_MAX_CATEGORIES][CY_DICE_N_DICE];
  CyDiceCategorySet  used[CY_DICE_MAX_PLAYERS];
  /* yahtzee: the categories written with a Joker, and the Yahtzee
   * bonuses won (100 each). */
  CyDiceCategorySet  jokers[CY_DICE_MAX_PLAYERS];
  guint              yacht_bonuses[CY_DICE_MAX_PLAYERS];

  /* The computer players' rolls taken back with a person's score, in
   * order: they roll them again as long as they roll the same dice as
   * before; anything else (a person rolling) ends them. The generator is
   * never set back, so a person never sees dice to come. */
  GArray            *replay;       /* of CyDiceAction */

  /* A simulated game nobody watches: actions are played on the plain
   * state, with no signal and no log line. */
  gboolean           quiet;
};

CyDiceGame *_cy_dice_game_new_empty    (CyDiceRules          rules,
                                        CyPlayer * const    *players,
                                        guint                n_players);
/* A computer player's choice for @seat (cy-dice-game-match.c), by the
 * game's own checks. */
gboolean    _cy_dice_game_play_choice  (CyDiceGame          *self,
                                        guint                seat,
                                        const CyDiceChoice  *choice,
                                        GError             **error);
/* Checks and plays one action without telling anyone; the list is the caller's. */
gboolean    _cy_dice_game_apply        (CyDiceGame          *self,
                                        const CyDiceAction  *action,
                                        GError             **error);

/* Fails with CY_ERROR_CORRUPT: "The saved game is damaged (detail)" when
 * @saved, else "The game is inconsistent (detail)". */

/* cy-dice-game.c: the checks a move and a computer decision share */
gboolean _cy_dice_game_refuse        (GError      **error,
                                      const char   *message);
gboolean _cy_dice_game_check_playing (CyDiceGame   *self,
                                      guint         seat,
                                      GError      **error);
gboolean _cy_dice_game_check_roll    (CyDiceGame   *self,
                                      guint         seat,
                                      CyDiceMask    held,
                                      GError      **error);

/* cy-dice-game-sheet.c */
void _cy_dice_game_sheet_init   (CySheetModelInterface *iface);
void _cy_dice_game_sheet_follow (CyDiceGame            *self);

/* cy-dice-game-match.c */
void _cy_dice_game_match_init (CyMatchGameInterface *iface);

G_END_DECLS
