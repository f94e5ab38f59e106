/* make-crowded-save.c: saves the crowded match (crowded-table.c) as the
 * game to resume, for build-aux/screenshots.sh
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: make-crowded-save (writes under $XDG_DATA_HOME, like the game)
 */
#include "config.h"

#include <stdio.h>

#include "crowded-table.h"
#include "cy-game.h"
#include "cy-save-file.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(CyMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  cy_game_register_match_loader ();
  match = cy_crowded_match_new ();
  if (!cy_save_file_write (match, &error))
    {
      fprintf (stderr, "make-crowded-save: %s\n", error->message);
      return 2;
    }

  return 0;
}
