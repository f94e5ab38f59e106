/* make-dice-save.c: writes a saved game of Yacht for the sheet tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: make-dice-save RULES SEED ROUNDS NAMES OUTPUT
 *
 * Plays a seeded game of Yacht between normal computer players until
 * ROUNDS rounds are over (12 finishes the game), saves it to OUTPUT and
 * prints what a filled score sheet must show, one line per row, the seats'
 * values separated by spaces ("-" for an unused category):
 *
 *   names Ann Bob
 *   ones 3 -
 *   ...
 *   subtotal 41 38
 *   total 212 180
 */
#include "config.h"

#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>

#include "cy-dice-ai.h"
#include "cy-dice-game.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(CyDiceGame) game = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  CyDiceRules rules;
  CyRandom rng;
  guint rounds;

  if (argc != 6 || !cy_dice_rules_from_key (argv[1], &rules))
    {
      fprintf (stderr, "usage: make-dice-save yacht-bonus|yacht-1938 SEED ROUNDS NAMES OUTPUT\n");
      return 2;
    }

  rounds = (guint) atoi (argv[3]);
  names = g_strsplit (argv[4], ",", -1);
  for (guint i = 0; names[i] != NULL; i++)
    g_ptr_array_add (players, cy_player_new (names[i], CY_PLAYER_KIND_NORMAL));

  game = cy_dice_game_new (rules, (CyPlayer * const *) players->pdata, players->len, g_ascii_strtoull (argv[2], NULL, 10));
  cy_random_init (&rng, 1, 1);

  while (!cy_dice_game_is_over (game) &&
         !(cy_dice_game_get_round (game) > rounds))
    {
      CyDiceSeatView view;
      CyDiceChoice choice;
      gboolean ok;

      cy_dice_game_get_seat_view (game, cy_dice_game_get_to_move (game), &view);
      cy_dice_ai_choose (CY_PLAYER_KIND_NORMAL, &view, NULL, &rng, &choice);
      if (choice.score)
        ok = cy_dice_game_score (game, choice.category, &error);
      else
        ok = (view.rolls_used == 0 || cy_dice_game_keep (game, choice.held, &error)) && cy_dice_game_roll (game, &error);
      if (!ok)
        g_error ("%s", error->message);
    }

  bytes = cy_dice_game_save_to_bytes (game);
  if (!g_file_set_contents (argv[5], g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error))
    g_error ("%s", error->message);

  printf ("names");
  for (guint p = 0; p < players->len; p++)
    printf (" %s", cy_player_get_name (g_ptr_array_index (players, p)));
  printf ("\n");
  for (guint c = 0; c < cy_dice_rules_get_n_categories (rules); c++)
    {
      printf ("%s", cy_dice_category_get_key (rules, c));
      for (guint p = 0; p < players->len; p++)
        {
          int score = cy_dice_game_get_score (game, p, c);

          if (score < 0)
            printf (" -");
          else
            printf (" %d", score);
        }
      printf ("\n");
    }
  printf ("subtotal");
  for (guint p = 0; p < players->len; p++)
    printf (" %u", cy_dice_game_get_upper_total (game, p));
  printf ("\ntotal");
  for (guint p = 0; p < players->len; p++)
    printf (" %u", cy_dice_game_get_total (game, p));
  printf ("\n");
  return 0;
}
