/* cy-record-writer.h: writing a game record while a match is played
 *
 * A writer follows a game's signals and keeps every action and every deal
 * chance produced. Attach it to a new game (before the first move), or to
 * a game resumed from a save together with the record that the save kept
 * (cy_record_writer_get_record (writer, FALSE) at the time of saving): it
 * replays that record and refuses it unless it leads exactly to the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-record.h"

G_BEGIN_DECLS

#define CY_TYPE_RECORD_WRITER (cy_record_writer_get_type ())

G_DECLARE_FINAL_TYPE (CyRecordWriter, cy_record_writer, CY, RECORD_WRITER, GObject)

CyRecordWriter *cy_record_writer_new         (GObject         *game,
                                              CyRecord        *earlier,
                                              GError         **error);
GObject        *cy_record_writer_get_game    (CyRecordWriter  *self);
/* With @whole_hands_only, the game record to save (every hand that is
 * over); otherwise the hand in progress too, for a save to resume from. */
CyRecord       *cy_record_writer_get_record  (CyRecordWriter  *self,
                                              gboolean         whole_hands_only);

G_END_DECLS
