/* make-record-seeds.c: records of Yacht and Boat to seed the record fuzzer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: make-record-seeds DIR
 *
 * Plays seeded games with computer players and writes their records, as
 * the writer makes them, to DIR: whole games of Yacht (both rule sets, 1 to
 * 4 seats) and of Boat, records that stop after a whole hand_number or hand, and
 * records that stop inside one (which a replay refuses). Card Yacht's
 * seeds come from tests/records/generate.py.
 */
#include "config.h"

#include <stdio.h>

#include "cy-boat-ai.h"
#include "cy-boat-game-record.h"
#include "cy-dice-ai.h"
#include "cy-dice-game-record.h"
#include "cy-record-writer.h"

static guint n_written;

static void
write_record (CyRecordWriter *writer,
              gboolean        whole,
              const char     *dir,
              const char     *name)
{
  g_autoptr(CyRecord) record = cy_record_writer_get_record (writer, whole);
  g_autoptr(GBytes) bytes = cy_record_to_bytes (record);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  if (!g_file_set_contents (path, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), &error))
    g_error ("%s", error->message);
  n_written++;
}

static void
dice_game (const char *dir,
           guint       index)
{
  static const char * const names[] = { "Ann", "Bob", "Cid", "Dee" };
  guint n_players = 1 + index % 4;
  CyDiceRules rules = index % 2 ? CY_DICE_RULES_YACHT_1938 : CY_DICE_RULES_YACHT_BONUS;
  CyPlayer *players[CY_DICE_MAX_PLAYERS];
  g_autoptr(CyDiceGame) game = NULL;
  g_autoptr(CyRecordWriter) writer = NULL;
  g_autofree char *name = NULL;
  CyRandom rng;
  guint n_actions = 0;

  for (guint p = 0; p < n_players; p++)
    players[p] = cy_player_new (names[p], CY_PLAYER_KIND_HUMAN);
  game = cy_dice_game_new (rules, players, n_players, 500 + index);
  for (guint p = 0; p < n_players; p++)
    g_object_unref (players[p]);

  writer = cy_record_writer_new (G_OBJECT (game), NULL, NULL);
  cy_random_init (&rng, index, 7);
  while (!cy_dice_game_is_over (game))
    {
      CyDiceSeatView view;
      CyDiceChoice choice;
      gboolean ok;

      cy_dice_game_get_seat_view (game, cy_dice_game_get_to_move (game), &view);
      if (view.rolls_used == 0)
        ok = cy_dice_game_roll (game, NULL);
      else
        {
          cy_dice_ai_choose (index % 3 ? CY_PLAYER_KIND_EASY : CY_PLAYER_KIND_RANDOM, &view, NULL, &rng, &choice);
          ok = choice.score ? cy_dice_game_score (game, choice.category, NULL)
                            : cy_dice_game_keep (game, choice.held, NULL) && cy_dice_game_roll (game, NULL);
        }
      if (!ok)
        g_error ("a computer player chose an illegal move");

      /* Once, a record that stops inside a turn. */
      if (++n_actions == 5 + index)
        {
          g_autofree char *cut = g_strdup_printf ("dice-%02u-inside", index);

          write_record (writer, FALSE, dir, cut);
        }
    }

  name = g_strdup_printf ("dice-%02u", index);
  write_record (writer, TRUE, dir, name);
}

static void
boat_game (const char *dir,
           guint       index)
{
  static const char * const names[] = { "Ann", "Wes", "Nora", "Ed" };
  CyPlayer *players[CY_BOAT_N_SEATS];
  g_autoptr(CyBoatGame) game = NULL;
  g_autoptr(CyRecordWriter) writer = NULL;
  CyRandom rng;
  guint n_hands = 2 + index;

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    players[s] = cy_player_new (names[s], index % 2 ? CY_PLAYER_KIND_EASY : CY_PLAYER_KIND_RANDOM);
  game = cy_boat_game_new (players, 700 + index);
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    g_object_unref (players[s]);

  writer = cy_record_writer_new (G_OBJECT (game), NULL, NULL);
  cy_random_init (&rng, index, 9);
  while (!cy_boat_game_is_over (game))
    {
      const CyBoatHand *hand = cy_boat_game_get_hand (game);
      guint seat = hand->turn;
      CyBoatView view;
      CyBoatAction action;

      if (hand->phase == CY_BOAT_PHASE_HAND_OVER)
        {
          if (cy_boat_game_get_n_hands (game) >= n_hands)
            break;
          if (!cy_match_game_next_hand (CY_MATCH_GAME (game), NULL))
            g_error ("cannot deal");
          continue;
        }

      cy_boat_game_get_view (game, seat, &view);
      cy_boat_ai_decide (cy_player_get_kind (cy_boat_game_get_player (game, seat)), &view, &rng, &action);
      if (!cy_boat_game_act (game, &action, NULL))
        g_error ("a computer player chose an illegal action");

      /* Once, a record that stops in the play of a hand. */
      if (cy_boat_game_get_n_hands (game) == 1 && hand->n_played == 2 + index)
        {
          g_autofree char *cut = g_strdup_printf ("boat-%02u-inside", index);

          write_record (writer, FALSE, dir, cut);
        }
    }

  {
    g_autofree char *name = g_strdup_printf ("boat-%02u", index);

    write_record (writer, TRUE, dir, name);
  }
}

int
main (int    argc,
      char **argv)
{
  if (argc != 2)
    {
      fprintf (stderr, "usage: make-record-seeds DIR\n");
      return 2;
    }

  if (g_mkdir_with_parents (argv[1], 0755) != 0)
    {
      fprintf (stderr, "make-record-seeds: cannot create %s\n", argv[1]);
      return 1;
    }

  cy_record_format_register (cy_dice_game_record_get_format ());
  cy_record_format_register (cy_boat_game_record_get_format ());

  for (guint i = 0; i < 6; i++)
    dice_game (argv[1], i);
  for (guint i = 0; i < 3; i++)
    boat_game (argv[1], i);

  printf ("make-record-seeds: %u records in %s\n", n_written, argv[1]);
  return 0;
}
