/* cy-cli-replay.c: card-yacht-cli replay FILE|- (design.md section 9)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <gio/gunixinputstream.h>
#include <stdio.h>
#include <string.h>

#include "cy-cli.h"
#include "cy-replay.h"

/* The contract promises one line: whatever a message quotes stays on it. */
int
cy_cli_fail_one_line (const char *command,
                      const char *message)
{
  g_autofree char *line = g_strdup (message);

  g_strdelimit (line, "\r\n", ' ');
  return cy_cli_fail ("%s: %s", command, line);
}

CyRecord *
cy_cli_read_record (const char  *name,
                    GError     **error)
{
  if (strcmp (name, "-") == 0)
    {
      g_autoptr(GInputStream) in = g_unix_input_stream_new (0, FALSE);

      return cy_record_new_from_stream (in, error);
    }
  else
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (name);

      return cy_record_new_from_file (file, error);
    }
}

int
cy_cli_replay (int    argc,
               char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CyRecord) record = NULL;
  g_autoptr(CyReplay) replay = NULL;
  g_autofree char *outcome = NULL;
  GOptionEntry entries[] = { { NULL } };

  if (!cy_cli_parse_options ("replay", "FILE|-",
                             _("Checks and replays a game record of Card Yacht, Yacht or Boat (a JSON file, or - for "
                               "standard input) and prints the outcome as one JSON line. The first illegal or "
                               "malformed action is named on standard error with its index, counting from 0, and "
                               "its hand in games with hands; the exit status is then 2."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;

  if (argc != 2)
    return cy_cli_fail (_("replay: give one record file, or - for standard input"));

  record = cy_cli_read_record (argv[1], &error);
  if (record == NULL)
    return cy_cli_fail_one_line ("replay", error->message);

  replay = cy_replay_new (record, &error);
  if (replay == NULL || !cy_replay_run (replay, &error))
    return cy_cli_fail_one_line ("replay", error->message);

  outcome = cy_replay_get_outcome (replay);
  puts (outcome);
  return 0;
}
