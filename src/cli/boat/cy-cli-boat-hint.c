/* cy-cli-boat-hint.c: card-yacht-cli boat hint FILE [--seed S]
 *
 * For a Boat record that stops at a decision, the coach's advice to the
 * seat to act, from what that seat may see, as one JSON line (design.md
 * section 10, `hint`): the same as the app's Hint for that position, and
 * with --seed S the advice of the generator of S, whose best is what the
 * hard player with that generator plays.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cy-boat-coach.h"
#include "cy-cli-boat.h"

int
cy_cli_boat_hint (int    argc,
                  char **argv)
{
  g_autofree char *seed_text = NULL;
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the coach’s deals (default: the app’s for the position)"), "S" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(CyBoatGame) game = NULL;
  g_autofree char *json = NULL;
  guint64 seed;

  if (!cy_cli_parse_options ("boat hint", _("FILE"),
                             _("The coach’s advice for a Boat record that stops at a decision (FILE, or - for standard input)."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;
  if (argc != 2)
    return cy_cli_fail (_("boat hint: give one record file, or - for standard input"));
  if (seed_text != NULL && !cy_cli_parse_seed ("boat hint", seed_text, &seed))
    return CY_CLI_EXIT_USAGE;

  game = cy_cli_boat_replay_record (argv[1], &error);
  if (game != NULL && seed_text == NULL)
    {
      CyBoatView view;

      cy_boat_game_get_view (game, cy_boat_game_get_hand (game)->turn, &view);
      seed = cy_boat_coach_position_key (&view);
    }
  if (game != NULL)
    json = cy_boat_coach_hint_json (game, seed, &error);
  if (json == NULL)
    {
      g_strdelimit (error->message, "\r\n", ' ');
      return cy_cli_fail (_("boat hint: %s"), error->message);
    }

  puts (json);
  return 0;
}
