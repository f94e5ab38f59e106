/* test-record-util.c: replaying game records in tests, for any game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cy-record.h"
#include "cy-replay.h"
#include "test-record-util.h"

char *
cy_test_replay_text (const char  *json,
                     GError     **error)
{
  g_autoptr(CyRecord) record = cy_record_new_from_data (json, strlen (json), error);
  g_autoptr(CyReplay) replay = NULL;

  if (record == NULL)
    return NULL;
  replay = cy_replay_new (record, error);
  if (replay == NULL || !cy_replay_run (replay, error))
    return NULL;
  return cy_replay_get_outcome (replay);
}

CyReplay *
cy_test_replay_file_to_end (const char  *path,
                            GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(CyRecord) record = cy_record_new_from_file (file, error);
  g_autoptr(CyReplay) replay = NULL;

  if (record == NULL)
    return NULL;
  replay = cy_replay_new (record, error);
  if (replay == NULL || !cy_replay_seek (replay, cy_replay_get_n_steps (replay), error))
    return NULL;
  return g_steal_pointer (&replay);
}
