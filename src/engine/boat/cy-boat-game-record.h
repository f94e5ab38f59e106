/* cy-boat-game-record.h: game records of Boat ("boat", design.md section 9)
 *
 * A record lists the hands played: each its dealer, the four hands of nine
 * cards and the five Bonus Cards as dealt, and its actions in order
 * ({"bid":N}, {"pass":true}, {"discard":[5 cards]}, {"trump":"H"},
 * {"play":"AH"}, each with its "seat"). The same vocabulary is what an
 * outside player answers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-boat-game.h"
#include "cy-external-player.h"
#include "cy-record.h"

G_BEGIN_DECLS

/* The format of "boat" records, for cy_record_format_register(). */
const CyRecordFormat *cy_boat_game_record_get_format  (void);

/* What an outside player of @seat is sent before its decision: its own
 * cards, the bidding, the cards played and the scores, never another
 * seat's hand, the Bonus Cards or the discard (unless it took them). */
JsonNode             *cy_boat_game_record_view        (CyBoatGame        *game,
                                                       guint              seat);

/* Plays @answer, an action in the record vocabulary, for @seat ("seat"
 * may be left out). Refused with CY_EXTERNAL_ERROR_GARBAGE when it is no
 * such action, CY_EXTERNAL_ERROR_ILLEGAL when the rules forbid it; the
 * game is unchanged then. */
gboolean              cy_boat_game_record_play_answer (CyBoatGame        *game,
                                                       guint              seat,
                                                       JsonObject        *answer,
                                                       GError           **error);

/* One decision of @seat by an outside player. */
gboolean              cy_boat_game_play_external      (CyBoatGame        *game,
                                                       guint              seat,
                                                       CyExternalPlayer  *player,
                                                       GError           **error);

G_END_DECLS
