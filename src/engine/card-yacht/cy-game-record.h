/* cy-game-record.h: Card Yacht's game records and outside players (design.md section 9)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-external-player.h"
#include "cy-game.h"
#include "cy-record.h"

G_BEGIN_DECLS

/* The format of "card-yacht" records, for cy_record_format_register(). */
const CyRecordFormat *cy_game_record_get_format   (void);

/* What an outside player of @seat is sent for its next decision (a move,
 * or the category to score in): the seat's view and nothing else. */
JsonNode             *cy_game_record_view         (CyGame            *game,
                                                   guint              seat);

/* Plays @answer, an action in the record vocabulary, for @seat: a move in
 * its turn, or its score once the hand is over. "seat" may be left out.
 * Refused with CY_EXTERNAL_ERROR_GARBAGE if it is no such action, or
 * CY_EXTERNAL_ERROR_ILLEGAL if the rules forbid it; the game is unchanged. */
gboolean              cy_game_record_play_answer  (CyGame            *game,
                                                   guint              seat,
                                                   JsonObject        *answer,
                                                   GError           **error);

/* One decision of @seat by an outside player: sends the view, reads the
 * answer, plays it. Any failure is a CY_EXTERNAL_ERROR. */
gboolean              cy_game_play_external       (CyGame            *game,
                                                   guint              seat,
                                                   CyExternalPlayer  *player,
                                                   GError           **error);

/* @move as a record writes it, without the "seat": {"draw":["QH","3S"]}. */
JsonNode             *cy_game_record_move_to_node (const CyMove      *move);

G_END_DECLS
