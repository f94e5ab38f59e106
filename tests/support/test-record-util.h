/* test-record-util.h: replaying game records in tests, for any game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Reads @json as a record (its game's format registered) and replays it to
 * the end: the outcome line of design.md section 9, or NULL with @error. */
char *cy_test_replay_text (const char  *json,
                           GError     **error);

G_END_DECLS
