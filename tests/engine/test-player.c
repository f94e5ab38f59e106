/* test-player.c: players as the log and New Game see them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-player.h"

/* The person at the screen is named after the account: the first word of
 * the real name, or "You" when the system does not know it. */
static void
test_name_for_person (void)
{
  static const struct { const char *real_name; const char *name; } cases[] = {
    { "Ann Smith", "Ann" },
    { "Ann", "Ann" },
    { "  José María Pérez ", "José" },
    { "Ann\tSmith", "Ann" },
    { "Unknown", "You" },
    { "", "You" },
    { "   ", "You" },
    { NULL, "You" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = cy_player_name_for_person (cases[i].real_name);

      g_assert_cmpstr (name, ==, cases[i].name);
    }
}

/* "You" in the log is the one person among the seats: none when only
 * computers play, none when friends share the screen. */
static void
test_find_you (void)
{
  static const struct { CyPlayerKind kinds[4]; guint n; int you; } cases[] = {
    { { CY_PLAYER_KIND_HUMAN, CY_PLAYER_KIND_HARD, CY_PLAYER_KIND_EASY }, 3, 0 },
    { { CY_PLAYER_KIND_HARD, CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_HUMAN, CY_PLAYER_KIND_HARD }, 4, 2 },
    { { CY_PLAYER_KIND_HUMAN }, 1, 0 },
    { { CY_PLAYER_KIND_HUMAN, CY_PLAYER_KIND_HARD, CY_PLAYER_KIND_HUMAN }, 3, -1 },
    { { CY_PLAYER_KIND_HARD, CY_PLAYER_KIND_EXPERT }, 2, -1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CyPlayer *players[4] = { NULL };

      for (guint p = 0; p < cases[i].n; p++)
        players[p] = cy_player_new ("P", cases[i].kinds[p]);
      g_assert_cmpint (cy_player_find_you (players, cases[i].n), ==, cases[i].you);
      for (guint p = 0; p < cases[i].n; p++)
        g_object_unref (players[p]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/player/name-for-person", test_name_for_person);
  g_test_add_func ("/engine/player/find-you", test_find_you);

  return g_test_run ();
}
