/* test-record-util.h: replaying game records in tests, for any game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-replay.h"

G_BEGIN_DECLS

/* Reads @json as a record (its game's format registered) and replays it to
 * the end: the outcome line of design.md section 9, or NULL with @error. */
char *cy_test_replay_text (const char  *json,
                           GError     **error);

/* Reads the record in the file @path (its game's format registered) and
 * replays it to its last step: the game where the record stops, for a
 * test to ask what a player would do there. NULL with @error. */
CyReplay *cy_test_replay_file_to_end (const char  *path,
                                      GError     **error);

G_END_DECLS
