/* crowded-table.c: a match whose table has every region at its largest
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Scripted moves, not a computer player's: the Harbor of seat 1 grows by
 * five-card draws to 20 cards, the others draw single cards or take cards
 * from Harbors (the longest lines of the log), and the stock is never
 * emptied, so nobody knocks. Used by the layout test and by
 * build-aux/screenshots.sh (through make-crowded-save).
 */
#include "config.h"

#include <string.h>

#include "crowded-table.h"
#include "cy-game.h"

/* A fixed deal: the same table in every run. */
#define CROWDED_DEAL 20260u

static const char * const crowded_names[CY_MAX_PLAYERS] = {
  "You", "Maximiliana Theodora", "Bartholomew-Alexander", "Cleopatra Evangeline",
};

static void
lay_first (CyGame *game,
           guint   seat,
           guint   n,
           CyMove *move)
{
  CyCard hand[CY_HAND_SIZE];

  cy_game_get_hand (game, seat, hand);
  move->n_cards = (guint8) n;
  for (guint i = 0; i < n; i++)
    move->laid[i] = hand[i];
}

/* The next scripted move of the seat to move. */
static void
next_move (CyGame *game,
           CyMove *move)
{
  guint seat = cy_game_get_to_move (game);
  guint stock = cy_game_get_stock_count (game);
  guint n_big = 0;

  cy_game_get_harbor (game, CY_CROWDED_BIG_SEAT, &n_big);
  memset (move, 0, sizeof *move);

  if (seat == CY_CROWDED_BIG_SEAT)
    {
      move->type = CY_MOVE_DRAW;
      lay_first (game, seat, MIN (MIN (5u, CY_CROWDED_BIG_HARBOR - n_big), stock - 1), move);
      return;
    }

  /* Take from the Harbor of the one person, else of the other small seat:
   * never from the big one. */
  for (guint from = 0; from < cy_game_get_n_players (game); from++)
    {
      guint n = 0;
      const CyCard *cards;

      if (from == seat || from == CY_CROWDED_BIG_SEAT)
        continue;
      cards = cy_game_get_harbor (game, from, &n);
      if (n >= 2)
        {
          move->type = CY_MOVE_EXCHANGE;
          move->opponent = (guint8) from;
          lay_first (game, seat, MIN (n, 3u), move);
          for (guint i = 0; i < move->n_cards; i++)
            move->taken[i] = cards[i];
          return;
        }
    }

  move->type = CY_MOVE_DRAW;
  lay_first (game, seat, 1, move);
}

CyMatch *
cy_crowded_match_new (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CyGame) game = NULL;
  CyPlayer *players[CY_MAX_PLAYERS];
  CyRuleOptions options;
  CyMatch *match;

  for (guint seat = 0; seat < CY_MAX_PLAYERS; seat++)
    players[seat] = cy_player_new (crowded_names[seat], seat == 0 ? CY_PLAYER_KIND_HUMAN : CY_PLAYER_KIND_HARD);
  cy_rule_options_init_default (&options);
  game = cy_game_new (players, CY_MAX_PLAYERS, &options, CROWDED_DEAL);
  for (guint seat = 0; seat < CY_MAX_PLAYERS; seat++)
    g_object_unref (players[seat]);

  if (!cy_game_start (game, &error))
    g_error ("crowded table: %s", error->message);
  /* The match logs what the game announces from here on. */
  match = cy_match_new (CY_MATCH_GAME (game), CROWDED_DEAL);

  for (;;)
    {
      guint n_big = 0;
      CyMove move;

      cy_game_get_harbor (game, CY_CROWDED_BIG_SEAT, &n_big);
      if (n_big >= CY_CROWDED_BIG_HARBOR && cy_game_get_to_move (game) == 0)
        break;

      next_move (game, &move);
      if (!cy_game_play (game, &move, &error))
        g_error ("crowded table, seat %u: %s", cy_game_get_to_move (game), error->message);
    }

  g_assert (cy_game_get_phase (game) == CY_PHASE_TURNS);
  return match;
}
