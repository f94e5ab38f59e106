/* cy-cli-hint.c: card-yacht-cli hint FILE|- [--seed S] (design.md section 10)
 *
 * For a record of any game that stops at a decision, the advice of that
 * game's hint or coach to the seat to act, through the registry
 * (CyGameInfo's hint_json): the command names no game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cy-cli.h"
#include "cy-game-info.h"
#include "cy-replay.h"

int
cy_cli_hint (int    argc,
             char **argv)
{
  g_autofree char *seed_text = NULL;
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the hint’s generator (default: the app’s own for the position)"), "S" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(CyRecord) record = NULL;
  g_autoptr(CyReplay) replay = NULL;
  g_autofree char *json = NULL;
  const CyGameInfo *info;
  guint64 seed;

  if (!cy_cli_parse_options ("hint", "FILE|-",
                             _("The advice of the game’s hint or coach to the seat to act, for a game record that "
                               "stops at a decision (FILE, or - for standard input), as one JSON line: the best "
                               "choice first, then the others the hint weighed."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;
  if (argc != 2)
    return cy_cli_fail (_("hint: give one record file, or - for standard input"));
  if (seed_text != NULL && !cy_cli_parse_seed ("hint", seed_text, &seed))
    return CY_CLI_EXIT_USAGE;

  record = cy_cli_read_record (argv[1], &error);
  if (record != NULL)
    replay = cy_replay_new (record, &error);
  /* A record that stops at a decision stops inside a hand (or a turn):
   * played to its last step, not checked to be whole. */
  if (replay == NULL || !cy_replay_seek (replay, cy_replay_get_n_steps (replay), &error))
    return cy_cli_fail_one_line ("hint", error->message);

  info = cy_game_info_lookup (cy_record_get_game_id (record));
  if (info == NULL || info->hint_json == NULL)
    return cy_cli_fail (_("hint: %s has no hint yet"), info != NULL ? _(info->name) : cy_record_get_game_id (record));

  json = info->hint_json (cy_replay_get_game (replay), seed_text != NULL ? &seed : NULL, &error);
  if (json == NULL)
    return cy_cli_fail_one_line ("hint", error->message);

  puts (json);
  return 0;
}
