/* make-corpus.c: real saved games to seed the loader's fuzzer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: make-corpus DIR
 *
 * Plays seeded games between random computer players, 2 to 4 seats, under
 * both empty-stock rules, and saves one game in every phase (seat draw,
 * turns, last turns, part-scored, hand_number over, game over) to DIR. The
 * fuzzer mutates these, so it starts from files the loader accepts.
 */
#include "config.h"

#include <stdio.h>

#include "cy-ai.h"
#include "cy-game.h"

static guint n_written;

static void
save (CyGame     *game,
      const char *dir,
      guint       game_index,
      const char *what)
{
  g_autoptr(GBytes) bytes = cy_game_save_to_bytes (game);
  g_autofree char *name = g_strdup_printf ("save-%02u-%s-r%02u", game_index, what, cy_game_get_hand_number (game));
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  if (!g_file_set_contents (path, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), &error))
    g_error ("%s", error->message);
  n_written++;
}

static void
play_game (const char *dir,
           guint       game_index)
{
  static const char * const names[] = { "Ann", "Bob", "Cid", "Dee" };
  guint n_players = 2 + game_index % 3;
  CyPlayer *players[4];
  CyRuleOptions options;
  g_autoptr(CyGame) game = NULL;
  CyRandom rng;
  guint round_saved = 0;
  gboolean saved_last_turns = FALSE;

  cy_rule_options_init_default (&options);
  if (game_index % 2 == 1)
    options.stock_rule = CY_STOCK_RULE_PASS;
  if (game_index % 4 == 3)
    options.turn_limit = CY_MIN_TURN_LIMIT;

  for (guint p = 0; p < n_players; p++)
    players[p] = cy_player_new (names[p], p == 0 && game_index % 2 == 0 ? CY_PLAYER_KIND_HUMAN
                                                                        : CY_PLAYER_KIND_RANDOM);
  game = cy_game_new (players, n_players, &options, 1000 + game_index);
  for (guint p = 0; p < n_players; p++)
    g_object_unref (players[p]);

  cy_random_init (&rng, game_index, 5);
  save (game, dir, game_index, "seat-draw");
  if (!cy_game_start (game, NULL))
    g_error ("cannot start");

  while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
    {
      CyPhase phase = cy_game_get_phase (game);
      guint hand_number = cy_game_get_hand_number (game);
      /* A few hands are enough for every phase; the rest keep the corpus small. */
      gboolean keep = hand_number == 1 || hand_number == 6 || hand_number == CY_N_HANDS;
      CySeatView view;

      if (phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS)
        {
          CyMove move;

          if (keep && phase == CY_PHASE_TURNS && round_saved != hand_number)
            {
              save (game, dir, game_index, "turns");
              round_saved = hand_number;
              saved_last_turns = FALSE;
            }
          if (keep && phase == CY_PHASE_LAST_TURNS && !saved_last_turns)
            {
              save (game, dir, game_index, "last-turns");
              saved_last_turns = TRUE;
            }
          cy_game_get_seat_view (game, cy_game_get_to_move (game), &view);
          cy_ai_choose_move (CY_PLAYER_KIND_RANDOM, &view, &rng, &move);
          if (!cy_game_play (game, &move, NULL))
            g_error ("the random policy chose an illegal move");
        }
      else if (phase == CY_PHASE_SCORING)
        {
          for (guint seat = 0; seat < n_players; seat++)
            {
              cy_game_get_seat_view (game, seat, &view);
              if (!cy_game_score (game, seat, cy_ai_choose_category (CY_PLAYER_KIND_RANDOM, &view, &rng), NULL))
                g_error ("cannot score");
              if (keep && seat == 0)
                save (game, dir, game_index, "scoring");
            }
        }
      else if (phase == CY_PHASE_HAND_OVER)
        {
          if (keep)
            save (game, dir, game_index, "round-over");
          if (!cy_game_deal_next_hand (game, NULL))
            g_error ("cannot deal");
        }
    }

  save (game, dir, game_index, "game-over");
}

int
main (int    argc,
      char **argv)
{
  if (argc != 2)
    {
      fprintf (stderr, "usage: make-corpus DIR\n");
      return 2;
    }

  if (g_mkdir_with_parents (argv[1], 0755) != 0)
    {
      fprintf (stderr, "make-corpus: cannot create %s\n", argv[1]);
      return 1;
    }

  for (guint i = 0; i < 8; i++)
    play_game (argv[1], i);

  printf ("make-corpus: %u saves in %s\n", n_written, argv[1]);
  return 0;
}
