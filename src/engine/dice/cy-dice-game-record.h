/* cy-dice-game-record.h: game records of Yacht ("dice-yacht", design.md section 9)
 *
 * A record lists every action in order: per turn {"roll":[5 dice]}, up to
 * two {"keep":[the dice kept],"roll":[the new dice]} and {"score":KEY}.
 * "keep" gives the values of the dice kept (in any order) and "roll" only
 * the dice rolled anew, five less the kept ones. The same vocabulary is
 * what an outside player answers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-dice-game.h"
#include "cy-external-player.h"
#include "cy-record.h"

G_BEGIN_DECLS

/* The format of "dice-yacht" records, for cy_record_format_register(). */
const CyRecordFormat *cy_dice_game_record_get_format  (void);

/* What an outside player of @seat is sent before its decision: the rules,
 * the sheets, the dice on the table and the rolls left (nothing is hidden
 * in Yacht but the dice to come). */
JsonNode             *cy_dice_game_record_view        (CyDiceGame        *game,
                                                       guint              seat);

/* Plays @answer, a roll (with "keep" after the turn's first) or a score,
 * for @seat; "seat" may be left out. Refused with CY_EXTERNAL_ERROR_GARBAGE
 * when it is no such action, CY_EXTERNAL_ERROR_ILLEGAL when the rules
 * forbid it; the game is unchanged then. The dice of a roll come from the
 * game, never from the answer: an outside player's "roll" is just true. */
gboolean              cy_dice_game_record_play_answer (CyDiceGame        *game,
                                                       guint              seat,
                                                       JsonObject        *answer,
                                                       GError           **error);

/* One decision of @seat by an outside player. */
gboolean              cy_dice_game_play_external      (CyDiceGame        *game,
                                                       guint              seat,
                                                       CyExternalPlayer  *player,
                                                       GError           **error);

/* The values of the dice of @mask, in table order: a "keep" or a "roll". */
JsonNode             *cy_dice_game_record_dice_to_node (const guint8     *dice,
                                                        CyDiceMask        mask);

G_END_DECLS
