/* test-property.c: thousands of seeded random games, checked after every move
 *
 * CY_TEST_GAMES sets the number of simulated games (default 2000),
 * CY_TEST_CHECKED_GAMES the number played move by move with the full
 * independent checks (default 150), CY_TEST_SEED the first deal number.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cy-game-simulate.h"
#include "test-util.h"

static const guint turn_limits[] = { CY_MIN_TURN_LIMIT, 12, CY_DEFAULT_TURN_LIMIT, CY_MAX_TURN_LIMIT };

static guint64
first_deal (void)
{
  const char *seed = g_getenv ("CY_TEST_SEED");

  return seed != NULL ? g_ascii_strtoull (seed, NULL, 10) : 20260101;
}

static void
options_for (guint          k,
             CyRuleOptions *options)
{
  *options = cy_test_options (k % 2 ? CY_STOCK_RULE_PASS : CY_STOCK_RULE_AUTOMATIC_KNOCK,
                              turn_limits[(k / 2) % G_N_ELEMENTS (turn_limits)]);
}

/* The simulator plays whole games and checks the engine's invariants after
 * every move; here every result is checked too. */
static void
test_property_simulate (void)
{
  guint n_games = cy_test_get_count ("CY_TEST_GAMES", 2000);
  guint64 base = first_deal ();
  guint64 sum = 0;
  guint shared = 0;
  guint moves_max = 0;

  for (guint k = 0; k < n_games; k++)
    {
      g_autoptr(GError) error = NULL;
      CyPlayerKind kinds[CY_MAX_PLAYERS] = {
        CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_RANDOM,
      };
      guint n_players = 2 + k % 3;
      CyGameResult result = { 0 };
      CyRuleOptions options;
      guint best = 0, winners = 0;

      options_for (k / 3, &options);
      if (!cy_simulate_game (kinds, n_players, &options, base + k, base + k, TRUE, &result, &error))
        g_error ("deal %" G_GUINT64_FORMAT ", %u players: %s", base + k, n_players, error->message);

      g_assert_cmpuint (result.moves, >=, CY_N_HANDS * 3);
      moves_max = MAX (moves_max, result.moves);
      for (guint p = 0; p < n_players; p++)
        {
          g_assert_cmpuint (result.totals[p], <=, CY_BEST_GAME_TOTAL);
          best = MAX (best, result.totals[p]);
          sum += result.totals[p];
        }
      for (guint p = 0; p < n_players; p++)
        if (result.totals[p] == best)
          winners |= 1u << p;
      g_assert_cmpuint (result.winners, ==, winners);
      shared += __builtin_popcount (winners) > 1;
    }

  g_test_message ("%u games: mean total %.1f, %u shared wins, at most %u moves",
                  n_games, (double) sum / n_games / 3, shared, moves_max);
  g_assert_cmpuint (sum, >, 0);
}

/* The same deal number and policies replay the same game. */
static void
test_property_replay (void)
{
  for (guint k = 0; k < 12; k++)
    {
      CyPlayerKind kinds[CY_MAX_PLAYERS] = {
        CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_HARD,
      };
      CyGameResult a = { 0 }, b = { 0 };
      CyRuleOptions options;
      guint n_players = 2 + k % 3;

      options_for (k, &options);
      g_assert_true (cy_simulate_game (kinds, n_players, &options, k, k, TRUE, &a, NULL));
      g_assert_true (cy_simulate_game (kinds, n_players, &options, k, k, TRUE, &b, NULL));
      g_assert_cmpuint (a.moves, ==, b.moves);
      g_assert_cmpmem (a.totals, sizeof a.totals, b.totals, sizeof b.totals);
      g_assert_cmpuint (a.winners, ==, b.winners);
    }
}

/* ------------------------------------------------------------------ */
/* Move by move, with independent checks                                */

typedef struct
{
  guint     stock;
  CyCardSet hands[CY_MAX_PLAYERS];
  CyCardSet harbors[CY_MAX_PLAYERS];
  guint     turns[CY_MAX_PLAYERS];
} Snapshot;

static void
snapshot (CyGame   *game,
          Snapshot *snap)
{
  memset (snap, 0, sizeof *snap);
  snap->stock = cy_game_get_stock_count (game);
  for (guint p = 0; p < cy_game_get_n_players (game); p++)
    {
      snap->hands[p] = cy_test_hand_set (game, p);
      snap->harbors[p] = cy_test_harbor_set (game, p);
      snap->turns[p] = cy_game_get_turns_taken (game, p);
    }
}

/* What one move may change: the mover's cards as the move says, nobody
 * else's except the Harbor an exchange takes from; turns go clockwise. */
static void
check_move (CyGame         *game,
            guint           seat,
            CyPhase         phase_before,
            int             knocker_before,
            const CyMove   *move,
            const Snapshot *before)
{
  guint n = cy_game_get_n_players (game);
  Snapshot after;
  CyCardSet laid = 0, taken = 0;
  CyPhase phase = cy_game_get_phase (game);

  snapshot (game, &after);
  for (guint i = 0; i < move->n_cards && move->type != CY_MOVE_KNOCK && move->type != CY_MOVE_PASS; i++)
    {
      laid |= cy_card_set_of (move->laid[i]);
      if (move->type == CY_MOVE_EXCHANGE)
        taken |= cy_card_set_of (move->taken[i]);
    }

  for (guint p = 0; p < n; p++)
    {
      CyCardSet hand = before->hands[p], harbor = before->harbors[p];

      if (p == seat)
        {
          hand &= ~laid;
          harbor |= laid;
          if (move->type == CY_MOVE_EXCHANGE)
            hand |= taken;
          if (move->type == CY_MOVE_DRAW)
            {
              /* As many new cards as laid, none seen before in any hand or Harbor. */
              CyCardSet drawn = after.hands[p] & ~hand;
              CyCardSet known = 0;

              for (guint q = 0; q < n; q++)
                known |= before->hands[q] | before->harbors[q];
              g_assert_cmpuint (__builtin_popcountll (drawn), ==, move->n_cards);
              g_assert_cmpuint (drawn & known, ==, 0);
              hand |= drawn;
            }
        }
      else if (move->type == CY_MOVE_EXCHANGE && p == move->opponent)
        harbor &= ~taken;

      g_assert_cmpuint (after.hands[p], ==, hand);
      g_assert_cmpuint (after.harbors[p], ==, harbor);
    }

  g_assert_cmpuint (after.stock, ==, before->stock - (move->type == CY_MOVE_DRAW ? move->n_cards : 0));
  g_assert_cmpuint (after.turns[seat], ==, before->turns[seat] + 1);

  /* Who moves next. */
  if (phase == CY_PHASE_SCORING)
    {
      /* The hand ended: the last of the last turns, or a circle of passes. */
      if (phase_before == CY_PHASE_LAST_TURNS)
        g_assert_cmpuint ((seat + 1) % n, ==, (guint) knocker_before);
      else
        {
          g_assert_cmpint (move->type, ==, CY_MOVE_PASS);
          g_assert_cmpint (cy_game_get_knocker (game), ==, -1);
        }
      return;
    }

  if (move->type == CY_MOVE_KNOCK)
    {
      g_assert_cmpint (phase, ==, CY_PHASE_LAST_TURNS);
      g_assert_cmpint (cy_game_get_knocker (game), ==, (int) seat);
      g_assert_cmpuint (cy_game_get_to_move (game), ==, (seat + 1) % n);
      return;
    }

  if (phase_before == CY_PHASE_LAST_TURNS)
    {
      g_assert_cmpint (phase, ==, CY_PHASE_LAST_TURNS);
      g_assert_cmpuint (cy_game_get_to_move (game), ==, (seat + 1) % n);
      return;
    }

  if (phase == CY_PHASE_TURNS)
    g_assert_cmpuint (cy_game_get_to_move (game), ==, (seat + 1) % n);
  else
    {
      /* The next player knocked automatically: empty stock or turn limit. */
      guint next = (seat + 1) % n;
      const CyRuleOptions *options = cy_game_get_options (game);

      g_assert_cmpint (phase, ==, CY_PHASE_LAST_TURNS);
      g_assert_cmpint (cy_game_get_knocker (game), ==, (int) next);
      g_assert_cmpuint (cy_game_get_to_move (game), ==, (next + 1) % n);
      g_assert_true ((after.stock == 0 && options->stock_rule == CY_STOCK_RULE_AUTOMATIC_KNOCK) ||
                     before->turns[next] == options->turn_limit);
      g_assert_cmpuint (after.turns[next], ==, before->turns[next] + 1);
    }
}

static void
test_property_checked (void)
{
  guint n_games = cy_test_get_count ("CY_TEST_CHECKED_GAMES", 150);
  guint64 base = first_deal () + 1000000;
  guint automatic = 0, pass_circles = 0, undos = 0, moves = 0;

  for (guint k = 0; k < n_games; k++)
    {
      guint n_players = 2 + k % 3;
      CyRuleOptions options;
      g_autoptr(CyGame) game = NULL;
      CyRandom rng;

      options_for (k / 3, &options);
      game = cy_test_game_new (n_players, &options, base + k);
      cy_random_init (&rng, base + k, 77);
      cy_test_assert_consistent (game);

      while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
        {
          g_autoptr(GError) error = NULL;
          CyPhase phase = cy_game_get_phase (game);

          switch (phase)
            {
            case CY_PHASE_SEAT_DRAW:
              g_assert_true (cy_game_start (game, &error));
              break;

            case CY_PHASE_TURNS:
            case CY_PHASE_LAST_TURNS:
              {
                guint seat = cy_game_get_to_move (game);
                int knocker = cy_game_get_knocker (game);
                Snapshot before;
                CySeatView view;
                CyMove move;

                snapshot (game, &before);
                cy_game_get_seat_view (game, seat, &view);
                cy_ai_choose_move (CY_PLAYER_KIND_RANDOM, &view, &rng, &move);
                if (!cy_game_play (game, &move, &error))
                  {
                    g_autofree char *text = cy_move_describe (&move);
                    g_error ("“%s” refused: %s", text, error->message);
                  }
                check_move (game, seat, phase, knocker, &move, &before);
                if (phase == CY_PHASE_TURNS && cy_game_get_phase (game) == CY_PHASE_LAST_TURNS &&
                    move.type != CY_MOVE_KNOCK)
                  automatic++;
                if (phase == CY_PHASE_TURNS && cy_game_get_phase (game) == CY_PHASE_SCORING)
                  pass_circles++;
                moves++;
                break;
              }

            case CY_PHASE_SCORING:
              {
                guint seat = cy_random_below (&rng, n_players);
                CyCategorySet used;

                /* Mostly a seat that has not scored; now and then an Undo. */
                if (cy_random_below (&rng, 6) != 0)
                  while (cy_game_get_hand_category (game, seat) >= 0)
                    seat = (seat + 1) % n_players;
                used = cy_game_get_used (game, seat);

                if (cy_game_get_hand_category (game, seat) >= 0)
                  {
                    int category = cy_game_get_hand_category (game, seat);

                    g_assert_true (cy_game_unscore (game, seat, &error));
                    g_assert_cmpuint (cy_game_get_used (game, seat), ==, used & ~(1u << category));
                    undos++;
                  }
                else
                  {
                    CyCard hand[CY_HAND_SIZE];
                    guint c;

                    do
                      c = cy_random_below (&rng, CY_N_CATEGORIES);
                    while (used & (1u << c));
                    cy_game_get_hand (game, seat, hand);
                    g_assert_true (cy_game_score (game, seat, c, &error));
                    g_assert_cmpint (cy_game_get_score (game, seat, c), ==, (int) cy_category_score (c, hand));
                  }
                break;
              }

            case CY_PHASE_HAND_OVER:
              if (cy_random_below (&rng, 5) == 0)
                {
                  g_assert_true (cy_game_unscore (game, cy_random_below (&rng, n_players), &error));
                  undos++;
                }
              else
                g_assert_true (cy_game_deal_next_hand (game, &error));
              break;

            case CY_PHASE_GAME_OVER:
            default:
              g_assert_not_reached ();
            }

          g_assert_no_error (error);
          cy_test_assert_consistent (game);
        }

      for (guint p = 0; p < n_players; p++)
        g_assert_cmpuint (cy_game_get_used (game, p), ==, CY_CATEGORY_SET_ALL);
    }

  g_test_message ("%u moves; %u automatic knocks, %u circles of passes, %u scores taken back",
                  moves, automatic, pass_circles, undos);
  /* The random games reached the rarer rules too. */
  if (n_games >= 50)
    {
      g_assert_cmpuint (automatic, >, 0);
      g_assert_cmpuint (pass_circles, >, 0);
      g_assert_cmpuint (undos, >, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card-yacht/property/simulate", test_property_simulate);
  g_test_add_func ("/card-yacht/property/replay", test_property_replay);
  g_test_add_func ("/card-yacht/property/checked", test_property_checked);

  return g_test_run ();
}
