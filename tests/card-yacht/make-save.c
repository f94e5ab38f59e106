/* make-save.c: writes a saved game for the sheet tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: make-save SEED ROUNDS NAMES OUTPUT [POLICY]
 *
 * Plays a seeded game between computer players (random unless POLICY names
 * another: easy, normal, hard) until ROUNDS hands
 * are scored (12 finishes the game; 0 stops once the first hand is dealt),
 * saves it to OUTPUT, and prints what a
 * filled score sheet must show, one line per row, the seats' values
 * separated by spaces ("-" for an unused category):
 *
 *   names Ann Bob
 *   five-flush 0 100
 *   ...
 *   suit-total 97 152
 *   suited-bonus 0 100
 *   total 312 287
 *   winners 1
 *
 * so that a shell test can compare the sheet with the model it came from.
 */
#include "config.h"

#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>

#include "cy-ai.h"
#include "cy-game.h"

static gboolean
play_until (CyGame        *game,
            CyPlayerKind   kind,
            guint          hands,
            guint64        seed,
            GError       **error)
{
  CyRandom rng;

  cy_random_init (&rng, seed, 99);

  if (!cy_game_start (game, error))
    return FALSE;

  if (hands == 0)
    return TRUE;

  while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
    {
      CyPhase phase = cy_game_get_phase (game);
      CySeatView view;

      if (phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS)
        {
          CyMove move;

          cy_game_get_seat_view (game, cy_game_get_to_move (game), &view);
          cy_ai_choose_move (kind, &view, &rng, &move);
          if (!cy_game_play (game, &move, error))
            return FALSE;
        }
      else if (phase == CY_PHASE_SCORING)
        {
          for (guint seat = 0; seat < cy_game_get_n_players (game); seat++)
            {
              cy_game_get_seat_view (game, seat, &view);
              if (!cy_game_score (game, seat, cy_ai_choose_category (kind, &view, &rng),
                                  error))
                return FALSE;
            }
        }
      else if (cy_game_get_hand_number (game) >= hands && hands < CY_N_HANDS)
        {
          /* Stop with the hand scored but the next not dealt: a game under way. */
          return TRUE;
        }
      else if (!cy_game_deal_next_hand (game, error))
        return FALSE;
    }

  return TRUE;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(CyGame) game = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  CyPlayerKind kind = CY_PLAYER_KIND_RANDOM;
  CyRuleOptions options;
  guint64 seed, hands;
  guint n;

  if (argc < 5 || argc > 6 ||
      (argc == 6 && !cy_player_kind_from_key (argv[5], &kind)) ||
      !g_ascii_string_to_unsigned (argv[1], 10, 0, G_MAXUINT64, &seed, NULL) ||
      !g_ascii_string_to_unsigned (argv[2], 10, 0, CY_N_HANDS, &hands, NULL))
    {
      fprintf (stderr, "usage: make-save SEED ROUNDS NAMES OUTPUT [POLICY]\n");
      return 2;
    }

  names = g_strsplit (argv[3], ",", -1);
  n = g_strv_length (names);
  if (n < CY_MIN_PLAYERS || n > CY_MAX_PLAYERS)
    {
      fprintf (stderr, "make-save: 2 to 4 names\n");
      return 2;
    }

  for (guint seat = 0; seat < n; seat++)
    g_ptr_array_add (players, cy_player_new (names[seat], kind));

  cy_rule_options_init_default (&options);
  game = cy_game_new ((CyPlayer * const *) players->pdata, n, &options, seed);

  if (!play_until (game, kind, (guint) hands, seed, &error))
    {
      fprintf (stderr, "make-save: %s\n", error->message);
      return 1;
    }

  bytes = cy_game_save_to_bytes (game);
  if (!g_file_set_contents (argv[4], g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error))
    {
      fprintf (stderr, "make-save: %s\n", error->message);
      return 1;
    }

  printf ("names");
  for (guint seat = 0; seat < n; seat++)
    printf (" %s", names[seat]);
  printf ("\n");

  for (CyCategory category = 0; category < CY_N_CATEGORIES; category++)
    {
      printf ("%s", cy_category_get_key (category));
      for (guint seat = 0; seat < n; seat++)
        {
          int score = cy_game_get_score (game, seat, category);

          if (score < 0)
            printf (" -");
          else
            printf (" %d", score);
        }
      printf ("\n");
    }

  printf ("suit-total");
  for (guint seat = 0; seat < n; seat++)
    printf (" %u", cy_game_get_suit_total (game, seat));
  printf ("\nsuited-bonus");
  for (guint seat = 0; seat < n; seat++)
    printf (" %u", cy_game_get_suited_bonus (game, seat));
  printf ("\ntotal");
  for (guint seat = 0; seat < n; seat++)
    printf (" %u", cy_game_get_total (game, seat));
  printf ("\nwinners");
  for (guint seat = 0; seat < n; seat++)
    if (cy_game_get_winners (game) & (1u << seat))
      printf (" %u", seat + 1);
  printf ("\nphase %s\n", cy_game_get_phase (game) == CY_PHASE_GAME_OVER ? "over" : "playing");

  return 0;
}
