/* test-dice-util.c: building games of Yacht in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-dice-util.h"

CyDiceGame *
dice_test_game_new (CyDiceRules rules,
                    guint       n_players,
                    guint64     seed)
{
  const char *names[] = { "Ann", "Bob", "Cy", "Di" };
  CyPlayer *players[CY_DICE_MAX_PLAYERS] = { NULL };
  CyDiceGame *game;

  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (names));

  for (guint p = 0; p < n_players; p++)
    players[p] = cy_player_new (names[p], CY_PLAYER_KIND_HUMAN);
  game = cy_dice_game_new (rules, players, n_players, seed);
  for (guint p = 0; p < n_players; p++)
    g_object_unref (players[p]);

  return game;
}

void
dice_test_roll (CyDiceGame *game,
                const char *text)
{
  g_autoptr(GError) error = NULL;
  guint8 dice[CY_DICE_N_DICE];

  g_assert_cmpuint (strlen (text), ==, CY_DICE_N_DICE);
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    dice[i] = (guint8) (text[i] - '0');

  g_assert_true (cy_dice_game_roll_dice (game, dice, &error));
  g_assert_no_error (error);
  g_assert_true (cy_dice_game_check_invariants (game, NULL));
}
