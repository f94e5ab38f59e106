/* test-game.c: the rules of Card Yacht as played through CyGame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cy-card-object.h"
#include "test-util.h"

/* ------------------------------------------------------------------ */
/* Recording signals as text lines                                     */

typedef struct
{
  CyGame  *game;
  GString *log;
} Recorder;

static const char *
zone_name (CyZone zone)
{
  switch (zone)
    {
    case CY_ZONE_STOCK:
      return "stock";
    case CY_ZONE_HAND:
      return "hand";
    case CY_ZONE_HARBOR:
      return "harbor";
    default:
      return "?";
    }
}

static const char *
move_name (CyMoveType type)
{
  switch (type)
    {
    case CY_MOVE_KNOCK:
      return "knock";
    case CY_MOVE_DRAW:
      return "draw";
    case CY_MOVE_EXCHANGE:
      return "exchange";
    case CY_MOVE_PASS:
      return "pass";
    default:
      return "?";
    }
}

static void
on_cards_moved (CyGame     *game,
                CyZone      from_zone,
                guint       from_seat,
                CyZone      to_zone,
                guint       to_seat,
                const CyCard *cards,
                guint       n_cards,
                Recorder   *rec)
{
  g_autofree char *text = cy_test_cards_to_string (cards, n_cards);
  g_autofree char *from = from_zone == CY_ZONE_STOCK ? g_strdup ("stock")
                                                     : g_strdup_printf ("%s%u", zone_name (from_zone), from_seat);

  g_assert_true (game == rec->game);
  g_string_append_printf (rec->log, "cards-moved %s>%s%u %s\n", from, zone_name (to_zone), to_seat, text);
}

static void
on_dealer_chosen (CyGame *game, guint dealer, Recorder *rec)
{
  g_string_append_printf (rec->log, "dealer-chosen %u\n", dealer);
}

static void
on_hand_dealt (CyGame *game, guint hand_number, guint dealer, Recorder *rec)
{
  g_string_append_printf (rec->log, "hand-dealt %u %u\n", hand_number, dealer);
}

static void
on_turn_started (CyGame *game, guint seat, Recorder *rec)
{
  /* The seat to move is already the one announced. */
  g_assert_cmpuint (cy_game_get_to_move (game), ==, seat);
  g_string_append_printf (rec->log, "turn-started %u\n", seat);
}

static void
on_move_played (CyGame *game, guint seat, const CyMove *move, gboolean automatic, Recorder *rec)
{
  g_string_append_printf (rec->log, "move-played %u %s%s\n", seat, move_name (move->type),
                          automatic ? " automatic" : "");
}

static void
on_hand_ended (CyGame *game, Recorder *rec)
{
  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_SCORING);
  g_string_append (rec->log, "hand-ended\n");
}

static void
on_category_scored (CyGame *game, guint seat, guint category, guint points, Recorder *rec)
{
  g_assert_cmpint (cy_game_get_score (game, seat, category), ==, (int) points);
  g_string_append_printf (rec->log, "category-scored %u %s %u\n", seat, cy_category_get_key (category), points);
}

static void
on_category_unscored (CyGame *game, guint seat, guint category, Recorder *rec)
{
  g_assert_cmpint (cy_game_get_score (game, seat, category), ==, -1);
  g_string_append_printf (rec->log, "category-unscored %u %s\n", seat, cy_category_get_key (category));
}

static void
on_hand_scored (CyGame *game, guint hand_number, Recorder *rec)
{
  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_HAND_OVER);
  g_string_append_printf (rec->log, "hand-scored %u\n", hand_number);
}

static void
on_game_over (CyGame *game, Recorder *rec)
{
  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_GAME_OVER);
  g_string_append (rec->log, "game-over\n");
}

static void
recorder_attach (Recorder *rec,
                 CyGame   *game)
{
  rec->game = game;
  rec->log = g_string_new (NULL);
  g_signal_connect (game, "cards-moved", G_CALLBACK (on_cards_moved), rec);
  g_signal_connect (game, "dealer-chosen", G_CALLBACK (on_dealer_chosen), rec);
  g_signal_connect (game, "hand-dealt", G_CALLBACK (on_hand_dealt), rec);
  g_signal_connect (game, "turn-started", G_CALLBACK (on_turn_started), rec);
  g_signal_connect (game, "move-played", G_CALLBACK (on_move_played), rec);
  g_signal_connect (game, "hand-ended", G_CALLBACK (on_hand_ended), rec);
  g_signal_connect (game, "category-scored", G_CALLBACK (on_category_scored), rec);
  g_signal_connect (game, "category-unscored", G_CALLBACK (on_category_unscored), rec);
  g_signal_connect (game, "hand-scored", G_CALLBACK (on_hand_scored), rec);
  g_signal_connect (game, "game-over", G_CALLBACK (on_game_over), rec);
}

/* Returns what was logged since the last call. */
static char *
recorder_take (Recorder *rec)
{
  char *text = g_strdup (rec->log->str);

  g_string_truncate (rec->log, 0);
  return text;
}

static void
recorder_clear (Recorder *rec)
{
  g_signal_handlers_disconnect_by_data (rec->game, rec);
  g_string_free (rec->log, TRUE);
}

static guint
count_lines (const char *log,
             const char *prefix)
{
  guint n = 0;
  g_auto(GStrv) lines = g_strsplit (log, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    n += g_str_has_prefix (lines[i], prefix);

  return n;
}

/* ------------------------------------------------------------------ */
/* Small helpers                                                        */

static void
get_hand (CyGame *game,
          guint   seat,
          CyCard  hand[CY_HAND_SIZE])
{
  cy_game_get_hand (game, seat, hand);
  for (guint i = 0; i < CY_HAND_SIZE; i++)
    g_assert_true (cy_card_is_valid (hand[i]));
}

static guint
next (CyGame *game,
      guint   seat,
      guint   steps)
{
  return (seat + steps) % cy_game_get_n_players (game);
}

static void
draw_ok (CyGame *game,
         guint   n)
{
  g_autoptr(GError) error = NULL;
  CyCard hand[CY_HAND_SIZE];

  get_hand (game, cy_game_get_to_move (game), hand);
  g_assert_true (cy_game_draw (game, hand, n, &error));
  g_assert_no_error (error);
}

static void
pass_ok (CyGame *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (cy_game_pass (game, &error));
  g_assert_no_error (error);
}

/* A card of the stock: nobody's, so nobody can lay or take it. */
static CyCard
stock_card (CyGame *game)
{
  CyCard stock[CY_DECK_SIZE];
  guint n = cy_test_get_stock (game, stock);

  g_assert_cmpuint (n, >, 0);
  return stock[0];
}

/* Rounds 1-11 played at random; each seat writes its hands into every
 * category but @leftover, in score-sheet order. Ends at the start of
 * hand_number 12. */
static CyGame *
prepare_last_round (guint        n_players,
                    CyStockRule  stock_rule,
                    guint64      deal_number,
                    CyCategory   leftover)
{
  CyRuleOptions options = cy_test_options (stock_rule, CY_DEFAULT_TURN_LIMIT);
  CyGame *game = cy_test_game_new_started (n_players, &options, deal_number);
  CyRandom rng;

  cy_random_init (&rng, deal_number, 11);
  for (guint hand_number = 1; hand_number < CY_N_HANDS; hand_number++)
    {
      g_autoptr(GError) error = NULL;
      CyCategory category = hand_number - 1 + (hand_number - 1 >= leftover);

      g_assert_cmpuint (cy_game_get_hand_number (game), ==, hand_number);
      cy_test_play_until_scoring (game, &rng);
      for (guint p = 0; p < n_players; p++)
        {
          g_assert_true (cy_game_score (game, p, category, &error));
          g_assert_no_error (error);
        }
      g_assert_true (cy_game_deal_next_hand (game, &error));
      g_assert_no_error (error);
    }

  for (guint p = 0; p < n_players; p++)
    g_assert_cmpuint (cy_game_get_used (game, p), ==, CY_CATEGORY_SET_ALL & ~(1u << leftover));
  g_assert_cmpuint (cy_game_get_hand_number (game), ==, CY_N_HANDS);
  return game;
}

/* Does the hand score at least one point in a category still open? */
static gboolean
hand_can_knock (CyGame *game,
                guint   seat)
{
  CyCard hand[CY_HAND_SIZE];
  guint scores[CY_N_CATEGORIES];
  CyCategorySet used = cy_game_get_used (game, seat);

  get_hand (game, seat, hand);
  cy_category_score_all (hand, scores);
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    if (!(used & (1u << c)) && scores[c] > 0)
      return TRUE;

  return FALSE;
}

/* ------------------------------------------------------------------ */

static void
test_game_new (void)
{
  g_autoptr(CyGame) game = cy_test_game_new (3, NULL, 42);
  g_autoptr(GError) error = NULL;
  const CyRuleOptions *options = cy_game_get_options (game);
  CyCard hand[CY_HAND_SIZE];
  CyCard cards[1] = { 0 };

  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_SEAT_DRAW);
  g_assert_cmpuint (cy_game_get_hand_number (game), ==, 0);
  g_assert_cmpuint (cy_game_get_n_players (game), ==, 3);
  g_assert_cmpuint (cy_game_get_stock_count (game), ==, 52);
  g_assert_cmpuint (cy_game_get_deal_number (game), ==, 42);
  g_assert_cmpint (cy_game_get_knocker (game), ==, -1);
  g_assert_cmpint (options->stock_rule, ==, CY_STOCK_RULE_AUTOMATIC_KNOCK);
  g_assert_cmpuint (options->turn_limit, ==, 25);
  g_assert_cmpstr (cy_player_get_name (cy_game_get_player (game, 0)), ==, "P1");
  g_assert_cmpstr (cy_player_get_name (cy_game_get_player (game, 2)), ==, "P3");

  for (guint p = 0; p < 3; p++)
    {
      guint n;

      cy_game_get_hand (game, p, hand);
      for (guint i = 0; i < CY_HAND_SIZE; i++)
        g_assert_cmpuint (hand[i], ==, CY_CARD_INVALID);
      cy_game_get_harbor (game, p, &n);
      g_assert_cmpuint (n, ==, 0);
      g_assert_cmpuint (cy_game_get_used (game, p), ==, 0);
      g_assert_cmpuint (cy_game_get_total (game, p), ==, 0);
      for (guint c = 0; c < CY_N_CATEGORIES; c++)
        g_assert_cmpint (cy_game_get_score (game, p, c), ==, -1);
    }
  cy_test_assert_consistent (game);

  /* Nothing but the seat draw may happen before the start. */
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_knock (game, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_pass (game, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, cards, 1, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, cards, 1, 1, cards, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_score (game, 0, CY_CATEGORY_HIGH, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_unscore (game, 0, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_deal_next_hand (game, &error));

  g_assert_true (cy_game_start (game, &error));
  g_assert_no_error (error);
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_start (game, &error));
  cy_test_assert_consistent (game);
}

static void
test_game_new_bad_arguments (void)
{
  CyPlayer *players[5];
  CyRuleOptions options;

  for (guint p = 0; p < 5; p++)
    players[p] = cy_player_new ("X", CY_PLAYER_KIND_HUMAN);

  g_test_expect_message (ENGINE_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*n_players*");
  g_assert_null (cy_game_new (players, 1, NULL, 1));
  g_test_assert_expected_messages ();

  g_test_expect_message (ENGINE_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*n_players*");
  g_assert_null (cy_game_new (players, 5, NULL, 1));
  g_test_assert_expected_messages ();

  /* A turn limit the game could not save and load again is refused. */
  options = cy_test_options (CY_STOCK_RULE_AUTOMATIC_KNOCK, CY_MIN_TURN_LIMIT - 1);
  g_test_expect_message (ENGINE_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*turn_limit*");
  g_assert_null (cy_game_new (players, 2, &options, 1));
  g_test_assert_expected_messages ();

  options = cy_test_options (CY_STOCK_RULE_AUTOMATIC_KNOCK, CY_MAX_TURN_LIMIT + 1);
  g_test_expect_message (ENGINE_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*turn_limit*");
  g_assert_null (cy_game_new (players, 2, &options, 1));
  g_test_assert_expected_messages ();

  options = cy_test_options ((CyStockRule) 7, CY_DEFAULT_TURN_LIMIT);
  g_test_expect_message (ENGINE_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*stock_rule*");
  g_assert_null (cy_game_new (players, 2, &options, 1));
  g_test_assert_expected_messages ();

  /* The limits themselves are fine. */
  for (guint limit = CY_MIN_TURN_LIMIT; limit <= CY_MAX_TURN_LIMIT; limit += CY_MAX_TURN_LIMIT - CY_MIN_TURN_LIMIT)
    {
      g_autoptr(CyGame) game = NULL;

      options = cy_test_options (CY_STOCK_RULE_PASS, limit);
      game = cy_test_game_new_started (2, &options, 3);
      cy_test_assert_consistent (game);
    }

  for (guint p = 0; p < 5; p++)
    g_object_unref (players[p]);
}

/* The recorded seat draw obeys the rule: everyone draws; the players tied
 * for the highest rank draw again; the one highest of the last draw deals. */
static guint
check_seat_draw (CyGame *game,
                 guint   dealer_signalled)
{
  CyCard draws[CY_MAX_SEAT_DRAWS][CY_MAX_PLAYERS];
  guint n_players = cy_game_get_n_players (game);
  guint n_draws = cy_game_get_seat_draw (game, draws);
  guint contenders = (1u << n_players) - 1;
  CyCardSet seen = 0;

  g_assert_cmpuint (n_draws, >=, 1);
  g_assert_cmpuint (n_draws, <=, CY_MAX_SEAT_DRAWS);

  for (guint i = 0; i < n_draws; i++)
    {
      guint best = 0;
      guint tied = 0;

      for (guint p = 0; p < n_players; p++)
        {
          if (!(contenders & (1u << p)))
            {
              g_assert_cmpuint (draws[i][p], ==, CY_CARD_INVALID);
              continue;
            }
          g_assert_true (cy_card_is_valid (draws[i][p]));
          g_assert_false (seen & cy_card_set_of (draws[i][p]));
          seen |= cy_card_set_of (draws[i][p]);
          best = MAX (best, cy_card_get_rank (draws[i][p]));
        }
      for (guint p = 0; p < n_players; p++)
        if ((contenders & (1u << p)) && cy_card_get_rank (draws[i][p]) == best)
          tied |= 1u << p;

      if (__builtin_popcount (tied) == 1)
        {
          /* A unique highest card: that was the last draw. */
          g_assert_cmpuint (i, ==, n_draws - 1);
          g_assert_cmpuint (tied, ==, 1u << cy_game_get_dealer (game));
        }
      else
        g_assert_cmpuint (i, <, n_draws - 1);
      contenders = tied;
    }

  g_assert_cmpuint (cy_game_get_dealer (game), ==, dealer_signalled);
  g_assert_cmpuint (cy_game_get_to_move (game), ==, (dealer_signalled + 1) % n_players);
  return n_draws;
}

static void
remember_uint (CyGame *game, guint value, guint *out)
{
  *out = value;
}

static void
test_game_seat_draw (void)
{
  for (guint n_players = 2; n_players <= 4; n_players++)
    {
      guint most = 0;
      guint64 tie_deal = 0;
      guint dealers[CY_MAX_PLAYERS] = { 0 };

      for (guint64 deal = 0; deal < 400; deal++)
        {
          g_autoptr(CyGame) game = cy_test_game_new (n_players, NULL, deal);
          g_autoptr(GError) error = NULL;
          guint dealer = 99;
          guint n_draws;

          g_signal_connect (game, "dealer-chosen", G_CALLBACK (remember_uint), &dealer);
          g_assert_true (cy_game_start (game, &error));
          n_draws = check_seat_draw (game, dealer);
          dealers[dealer]++;
          if (n_draws > most)
            {
              most = n_draws;
              tie_deal = deal;
            }
        }

      /* Ties happened and were drawn again, and every seat dealt sometimes. */
      g_test_message ("%u players: up to %u draws (deal %" G_GUINT64_FORMAT ")", n_players, most, tie_deal);
      g_assert_cmpuint (most, >=, 2);
      if (n_players == 4)
        g_assert_cmpuint (most, >=, 3);
      for (guint p = 0; p < n_players; p++)
        g_assert_cmpuint (dealers[p], >, 0);
    }
}

static void
test_game_deal (void)
{
  for (guint n_players = 2; n_players <= 4; n_players++)
    {
      CyCardSet first_hands[8];

      for (guint64 deal = 0; deal < 8; deal++)
        {
          g_autoptr(CyGame) game = cy_test_game_new_started (n_players, NULL, deal * 7919);
          g_autoptr(CyGame) again = cy_test_game_new_started (n_players, NULL, deal * 7919);
          g_autoptr(GBytes) a = cy_game_save_to_bytes (game);
          g_autoptr(GBytes) b = cy_game_save_to_bytes (again);
          guint dealer = cy_game_get_dealer (game);

          g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_TURNS);
          g_assert_cmpuint (cy_game_get_hand_number (game), ==, 1);
          g_assert_cmpuint (cy_game_get_stock_count (game), ==, 52 - 5 * n_players);
          g_assert_cmpuint (cy_game_get_to_move (game), ==, (dealer + 1) % n_players);
          g_assert_cmpint (cy_game_get_knocker (game), ==, -1);
          for (guint p = 0; p < n_players; p++)
            {
              guint n;

              g_assert_cmpuint (__builtin_popcountll (cy_test_hand_set (game, p)), ==, 5);
              cy_game_get_harbor (game, p, &n);
              g_assert_cmpuint (n, ==, 0);
              g_assert_cmpuint (cy_game_get_turns_taken (game, p), ==, 0);
            }
          cy_test_assert_consistent (game);

          /* The deal number reproduces the deal exactly... */
          g_assert_true (g_bytes_equal (a, b));
          /* ...and different numbers deal differently. */
          first_hands[deal] = cy_test_hand_set (game, 0);
          for (guint64 k = 0; k < deal; k++)
            g_assert_true (first_hands[k] != first_hands[deal]);
        }
    }
}

/* Whole games: the deal passes clockwise each hand_number, the player on the
 * dealer's left moves first, twelve hands, then the game is over. */
typedef struct
{
  guint hands[CY_N_HANDS + 2];
  guint dealers[CY_N_HANDS + 2];
  guint first_turn[CY_N_HANDS + 2];
  guint n_dealt;
  gboolean want_turn;
} DealLog;

static void
log_hand_dealt (CyGame *game, guint hand_number, guint dealer, DealLog *log)
{
  g_assert_cmpuint (log->n_dealt, <, CY_N_HANDS + 2);
  log->hands[log->n_dealt] = hand_number;
  log->dealers[log->n_dealt] = dealer;
  log->n_dealt++;
  log->want_turn = TRUE;
}

static void
log_turn_started (CyGame *game, guint seat, DealLog *log)
{
  if (log->want_turn)
    log->first_turn[log->n_dealt - 1] = seat;
  log->want_turn = FALSE;
}

static void
test_game_dealer_rotation (void)
{
  for (guint n_players = 2; n_players <= 4; n_players++)
    for (guint64 deal = 100; deal < 103; deal++)
      {
        g_autoptr(CyGame) game = cy_test_game_new (n_players, NULL, deal);
        g_autoptr(GError) error = NULL;
        DealLog log = { 0 };
        Recorder rec;
        guint first_dealer;
        g_autofree char *text = NULL;
        CyRandom rng;

        cy_random_init (&rng, deal, 5);
        recorder_attach (&rec, game);
        g_signal_connect (game, "hand-dealt", G_CALLBACK (log_hand_dealt), &log);
        g_signal_connect (game, "turn-started", G_CALLBACK (log_turn_started), &log);

        g_assert_true (cy_game_start (game, &error));
        first_dealer = cy_game_get_dealer (game);
        cy_test_play_to_end (game, &rng);
        cy_test_assert_consistent (game);

        g_assert_cmpuint (log.n_dealt, ==, CY_N_HANDS);
        for (guint r = 0; r < CY_N_HANDS; r++)
          {
            g_assert_cmpuint (log.hands[r], ==, r + 1);
            g_assert_cmpuint (log.dealers[r], ==, (first_dealer + r) % n_players);
            g_assert_cmpuint (log.first_turn[r], ==, (first_dealer + r + 1) % n_players);
          }

        text = recorder_take (&rec);
        g_assert_cmpuint (count_lines (text, "dealer-chosen"), ==, 1);
        g_assert_cmpuint (count_lines (text, "hand-ended"), ==, CY_N_HANDS);
        g_assert_cmpuint (count_lines (text, "hand-scored"), ==, CY_N_HANDS);
        g_assert_cmpuint (count_lines (text, "category-scored"), ==, CY_N_HANDS * n_players);
        g_assert_cmpuint (count_lines (text, "game-over"), ==, 1);
        g_assert_true (g_str_has_suffix (text, "game-over\n"));

        g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_GAME_OVER);
        g_assert_cmpuint (cy_game_get_hand_number (game), ==, CY_N_HANDS);
        for (guint p = 0; p < n_players; p++)
          g_assert_cmpuint (cy_game_get_used (game, p), ==, CY_CATEGORY_SET_ALL);

        /* Nothing more can happen. */
        {
          CyCard hand[CY_HAND_SIZE];

          get_hand (game, 0, hand);
          cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_deal_next_hand (game, &error));
          cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_start (game, &error));
          cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_knock (game, &error));
          cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_pass (game, &error));
          cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, hand, 1, &error));
          cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_score (game, 0, CY_CATEGORY_LOW, &error));
          cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_unscore (game, 0, &error));
        }
        g_assert_cmpuint (strlen (rec.log->str), ==, 0);
        recorder_clear (&rec);
      }
}

static void
test_game_knock (void)
{
  for (guint n_players = 2; n_players <= 4; n_players++)
    {
      g_autoptr(CyGame) game = cy_test_game_new_started (n_players, NULL, 17);
      g_autoptr(GError) error = NULL;
      guint knocker = cy_game_get_to_move (game);
      g_autofree char *log = NULL;
      g_autofree char *knocker_turn = NULL;
      g_autofree char *start = NULL;
      Recorder rec;

      recorder_attach (&rec, game);

      /* On the very first turn, with every category open, any hand can knock:
       * every card is worth a point in its suit's category. */
      g_assert_true (cy_game_may_knock (game, &error));
      g_assert_no_error (error);
      g_assert_true (cy_game_knock (game, &error));
      g_assert_no_error (error);
      g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_LAST_TURNS);
      g_assert_cmpint (cy_game_get_knocker (game), ==, (int) knocker);
      g_assert_cmpuint (cy_game_get_to_move (game), ==, next (game, knocker, 1));
      cy_test_assert_consistent (game);

      /* Every other player, clockwise from the knocker's left, has one last
       * turn, and may not knock in it. */
      for (guint k = 1; k < n_players; k++)
        {
          guint seat = next (game, knocker, k);

          g_assert_cmpuint (cy_game_get_to_move (game), ==, seat);
          g_assert_false (cy_game_may_knock (game, &error));
          g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
          g_clear_error (&error);
          cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_knock (game, &error));
          g_assert_true (cy_game_may_pass (game, NULL));

          if (k == 1)
            draw_ok (game, 2);
          else
            pass_ok (game);
          g_assert_cmpuint (cy_game_get_turns_taken (game, seat), ==, 1);
          if (k < n_players - 1)
            {
              g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_LAST_TURNS);
              cy_test_assert_consistent (game);
            }
        }

      /* ...and then the hand is over; the knocker had no further turn. */
      g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_SCORING);
      g_assert_cmpuint (cy_game_get_turns_taken (game, knocker), ==, 1);
      log = recorder_take (&rec);
      knocker_turn = g_strdup_printf ("turn-started %u", knocker);
      start = g_strdup_printf ("move-played %u knock\nturn-started %u\n", knocker, next (game, knocker, 1));
      g_assert_cmpuint (count_lines (log, "move-played"), ==, n_players);
      g_assert_cmpuint (count_lines (log, "turn-started"), ==, n_players - 1);
      g_assert_cmpuint (count_lines (log, knocker_turn), ==, 0);
      g_assert_cmpuint (count_lines (log, "hand-ended"), ==, 1);
      g_assert_true (g_str_has_prefix (log, start));
      g_assert_true (g_str_has_suffix (log, "hand-ended\n"));
      cy_test_assert_consistent (game);
      recorder_clear (&rec);
    }
}

/* Knocking needs a hand that scores in an open category. In the last hand_number
 * one category is open: Five Flush (almost never met) or Clubs (met by any
 * club). */
static void
test_game_knock_needs_score (void)
{
  guint allowed = 0, refused = 0;

  for (guint64 deal = 0; deal < 6; deal++)
    {
      CyCategory leftover = deal % 2 ? CY_CATEGORY_FIVE_FLUSH : CY_CATEGORY_CLUBS;
      g_autoptr(CyGame) game = prepare_last_round (2, CY_STOCK_RULE_AUTOMATIC_KNOCK, deal, leftover);
      CyRandom rng;

      cy_random_init (&rng, deal, 12);
      while (cy_game_get_phase (game) == CY_PHASE_TURNS)
        {
          guint seat = cy_game_get_to_move (game);
          gboolean expected = hand_can_knock (game, seat);
          CyCard hand[CY_HAND_SIZE];
          g_autoptr(GError) error = NULL;

          get_hand (game, seat, hand);
          if (leftover == CY_CATEGORY_CLUBS)
            {
              gboolean has_club = FALSE;

              for (guint i = 0; i < CY_HAND_SIZE; i++)
                has_club |= cy_card_get_suit (hand[i]) == CY_SUIT_CLUBS;
              g_assert_cmpint (expected, ==, has_club);
            }

          g_assert_cmpint (cy_game_may_knock (game, &error), ==, expected);
          if (expected)
            {
              g_assert_no_error (error);
              allowed++;
            }
          else
            {
              g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
              g_clear_error (&error);
              cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_knock (game, &error));
              refused++;
            }
          cy_test_play_random_move (game, &rng);
        }
    }

  g_test_message ("knock allowed %u times, refused %u times", allowed, refused);
  g_assert_cmpuint (allowed, >, 0);
  g_assert_cmpuint (refused, >, 0);
}

static void
test_game_draw (void)
{
  g_autoptr(CyGame) game = cy_test_game_new_started (2, NULL, 5);
  guint seat = cy_game_get_to_move (game);
  CyCard hand[CY_HAND_SIZE];
  CyCard stock[CY_DECK_SIZE];
  guint n_stock = cy_test_get_stock (game, stock);
  CyCard laid[2];
  CyCard drawn[2];
  guint n_harbor;
  const CyCard *harbor;
  g_autofree char *log = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *laid_text = NULL;
  g_autofree char *drawn_text = NULL;
  g_autoptr(GError) error = NULL;
  Recorder rec;

  recorder_attach (&rec, game);
  get_hand (game, seat, hand);
  laid[0] = hand[0];
  laid[1] = hand[2];
  /* The top of the stock is its last card. */
  drawn[0] = stock[n_stock - 1];
  drawn[1] = stock[n_stock - 2];

  g_assert_true (cy_game_draw (game, laid, 2, &error));
  g_assert_no_error (error);

  harbor = cy_game_get_harbor (game, seat, &n_harbor);
  g_assert_cmpuint (n_harbor, ==, 2);
  g_assert_cmpuint (harbor[0], ==, laid[0]);
  g_assert_cmpuint (harbor[1], ==, laid[1]);
  g_assert_cmpuint (cy_test_hand_set (game, seat), ==,
                    cy_card_set_of (hand[1]) | cy_card_set_of (hand[3]) | cy_card_set_of (hand[4]) |
                    cy_card_set_of (drawn[0]) | cy_card_set_of (drawn[1]));
  g_assert_cmpuint (cy_game_get_stock_count (game), ==, n_stock - 2);
  g_assert_cmpuint (cy_game_get_turns_taken (game, seat), ==, 1);
  g_assert_cmpuint (cy_game_get_to_move (game), ==, 1 - seat);

  laid_text = cy_test_cards_to_string (laid, 2);
  drawn_text = cy_test_cards_to_string (drawn, 2);
  expected = g_strdup_printf ("cards-moved hand%u>harbor%u %s\n"
                              "cards-moved stock>hand%u %s\n"
                              "move-played %u draw\n"
                              "turn-started %u\n",
                              seat, seat, laid_text, seat, drawn_text, seat, 1 - seat);
  log = recorder_take (&rec);
  g_assert_cmpstr (log, ==, expected);
  cy_test_assert_consistent (game);

  /* Every count from 1 to 5. */
  for (guint n = 1; n <= 5; n++)
    {
      guint mover = cy_game_get_to_move (game);
      guint before = cy_game_get_stock_count (game);
      guint harbor_before;
      CyCardSet kept = 0;

      cy_game_get_harbor (game, mover, &harbor_before);
      get_hand (game, mover, hand);
      for (guint i = n; i < CY_HAND_SIZE; i++)
        kept |= cy_card_set_of (hand[i]);

      draw_ok (game, n);
      cy_game_get_harbor (game, mover, &n_harbor);
      g_assert_cmpuint (n_harbor, ==, harbor_before + n);
      g_assert_cmpuint (cy_game_get_stock_count (game), ==, before - n);
      g_assert_cmpuint (cy_test_hand_set (game, mover) & kept, ==, kept);
      for (guint i = 0; i < n; i++)
        g_assert_true (cy_test_harbor_set (game, mover) & cy_card_set_of (hand[i]));
      cy_test_assert_consistent (game);
    }

  /* Refusals, which say nothing. */
  g_string_truncate (rec.log, 0);
  seat = cy_game_get_to_move (game);
  get_hand (game, seat, hand);
  {
    CyCard six[6] = { hand[0], hand[1], hand[2], hand[3], hand[4], hand[0] };
    CyCard other_hand[CY_HAND_SIZE];
    CyCard twice[2] = { hand[1], hand[1] };
    CyCard bogus1[1] = { 52 };
    CyCard bogus2[2] = { hand[0], CY_CARD_INVALID };
    CyCard stocked[1] = { stock_card (game) };
    CyCard own_harbor[1] = { cy_game_get_harbor (game, seat, NULL)[0] };
    CyMove move = { .type = CY_MOVE_DRAW };

    get_hand (game, 1 - seat, other_hand);
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, hand, 0, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, six, 6, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, other_hand, 1, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, twice, 2, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, bogus1, 1, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, bogus2, 2, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, stocked, 1, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, own_harbor, 1, &error));

    /* The same through cy_game_play(), with counts the wrappers would stop. */
    move.n_cards = 6;
    memcpy (move.laid, hand, 5);
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_play (game, &move, &error));
    move.n_cards = 0;
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_play (game, &move, &error));
    move.n_cards = 255;
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_play (game, &move, &error));
    move.type = (CyMoveType) 99;
    move.n_cards = 1;
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_play (game, &move, &error));
  }
  g_assert_cmpuint (strlen (rec.log->str), ==, 0);
  recorder_clear (&rec);
}

/* Four players empty the 32-card stock: 6 draws of 5, then 2. Nobody may
 * draw more than the stock holds; whoever's turn begins with the stock
 * empty knocks automatically. */
static CyGame *
empty_the_stock (CyStockRule rule,
                 guint64     deal)
{
  CyRuleOptions options = cy_test_options (rule, CY_DEFAULT_TURN_LIMIT);
  CyGame *game = cy_test_game_new_started (4, &options, deal);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (cy_game_get_stock_count (game), ==, 32);
  for (guint i = 0; i < 6; i++)
    draw_ok (game, 5);
  g_assert_cmpuint (cy_game_get_stock_count (game), ==, 2);
  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_TURNS);

  {
    CyCard hand[CY_HAND_SIZE];

    get_hand (game, cy_game_get_to_move (game), hand);
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, hand, 3, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, hand, 5, &error));
  }
  draw_ok (game, 2);
  g_assert_cmpuint (cy_game_get_stock_count (game), ==, 0);
  return game;
}

static void
test_game_automatic_knock (void)
{
  g_autoptr(CyGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *log = NULL;
  g_autofree char *expected = NULL;
  guint drawer;
  guint knocker;
  Recorder rec;
  CyCard hand[CY_HAND_SIZE];

  game = cy_test_game_new_started (4, NULL, 8);
  for (guint i = 0; i < 6; i++)
    draw_ok (game, 5);
  drawer = cy_game_get_to_move (game);
  knocker = next (game, drawer, 1);

  recorder_attach (&rec, game);
  draw_ok (game, 2);
  log = recorder_take (&rec);
  expected = g_strdup_printf ("move-played %u draw\nmove-played %u knock automatic\nturn-started %u\n",
                              drawer, knocker, next (game, knocker, 1));
  /* Cards moved first, then the automatic knock without a turn of its own. */
  g_assert_nonnull (strstr (log, expected));

  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_LAST_TURNS);
  g_assert_cmpint (cy_game_get_knocker (game), ==, (int) knocker);
  g_assert_cmpuint (cy_game_get_turns_taken (game, knocker), ==, 2);
  cy_test_assert_consistent (game);

  /* The last turns: no drawing from the empty stock, no knocking; exchanging
   * and passing are fine. */
  get_hand (game, cy_game_get_to_move (game), hand);
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, hand, 1, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_knock (game, &error));
  pass_ok (game);
  {
    guint seat = cy_game_get_to_move (game);
    guint from = drawer;
    const CyCard *harbor = cy_game_get_harbor (game, from, NULL);

    g_assert_cmpuint (seat, !=, from);
    get_hand (game, seat, hand);
    g_assert_true (cy_game_exchange (game, hand, 3, from, harbor, &error));
    g_assert_no_error (error);
  }
  pass_ok (game);
  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_SCORING);
  cy_test_assert_consistent (game);
  recorder_clear (&rec);
}

/* The automatic knock happens even with a hand that could not knock. */
static void
test_game_automatic_knock_without_score (void)
{
  gboolean seen = FALSE;

  for (guint64 deal = 0; deal < 10 && !seen; deal++)
    {
      g_autoptr(CyGame) game = prepare_last_round (4, CY_STOCK_RULE_AUTOMATIC_KNOCK, deal, CY_CATEGORY_FIVE_FLUSH);
      gboolean could_knock;
      guint knocker;

      if (cy_game_get_stock_count (game) != 32)
        continue;
      while (cy_game_get_stock_count (game) > 0)
        {
          g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_TURNS);
          draw_ok (game, MIN (5, cy_game_get_stock_count (game)));
          if (cy_game_get_phase (game) != CY_PHASE_TURNS)
            break;
        }

      /* Whose turn was next, and could they have knocked? */
      knocker = cy_game_get_knocker (game);
      g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_LAST_TURNS);
      could_knock = hand_can_knock (game, knocker);
      if (!could_knock)
        seen = TRUE;
      cy_test_assert_consistent (game);
    }

  g_assert_true (seen);
}

static void
test_game_exchange (void)
{
  g_autoptr(CyGame) game = cy_test_game_new_started (3, NULL, 23);
  g_autoptr(GError) error = NULL;
  guint a = cy_game_get_to_move (game);
  guint b = next (game, a, 1);
  guint c = next (game, a, 2);
  CyCard hand_b[CY_HAND_SIZE];
  CyCard hand_c[CY_HAND_SIZE];
  CyCard harbor_a[3];
  CyCard taken[2];
  g_autofree char *log = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *laid_text = NULL;
  g_autofree char *taken_text = NULL;
  Recorder rec;

  draw_ok (game, 3);
  memcpy (harbor_a, cy_game_get_harbor (game, a, NULL), 3);
  g_assert_cmpuint (cy_game_get_to_move (game), ==, b);
  get_hand (game, b, hand_b);
  get_hand (game, c, hand_c);

  /* Never from the own Harbor, nor from nobody. */
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_b, 1, b, harbor_a, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_b, 1, 3, harbor_a, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_b, 1, 4, harbor_a, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_b, 1, 1000, harbor_a, &error));
  /* Only from a Harbor holding at least N cards. */
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_b, 1, c, hand_c, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_b, 4, a, hand_c, &error));
  /* 1-5 cards. */
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_b, 0, a, harbor_a, &error));
  {
    CyCard six[6] = { hand_b[0], hand_b[1], hand_b[2], hand_b[3], hand_b[4], hand_b[0] };
    CyCard six_taken[6] = { harbor_a[0], harbor_a[1], harbor_a[2], harbor_a[0], harbor_a[1], harbor_a[2] };

    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, six, 6, a, six_taken, &error));
  }
  /* Taken cards must be in that Harbor, once each. */
  {
    CyCard not_there[2] = { harbor_a[0], hand_c[0] };
    CyCard from_stock[1] = { stock_card (game) };
    CyCard from_hand[1] = { hand_b[4] };
    CyCard twice[2] = { harbor_a[1], harbor_a[1] };
    CyCard bogus[1] = { 77 };

    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_b, 2, a, not_there, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_b, 1, a, from_stock, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_b, 1, a, from_hand, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_b, 2, a, twice, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_b, 1, a, bogus, &error));
  }
  /* Laid cards must come from the hand, once each. */
  {
    CyCard not_mine[1] = { hand_c[1] };
    CyCard theirs[1] = { harbor_a[0] };
    CyCard twice[2] = { hand_b[2], hand_b[2] };

    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, not_mine, 1, a, harbor_a, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, theirs, 1, a, harbor_a, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, twice, 2, a, harbor_a, &error));
  }

  /* A legal exchange: 2 from B's hand into B's Harbor, 2 from A's Harbor. */
  recorder_attach (&rec, game);
  taken[0] = harbor_a[2];
  taken[1] = harbor_a[0];
  g_assert_true (cy_game_exchange (game, hand_b, 2, a, taken, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cy_test_hand_set (game, b), ==,
                    cy_card_set_of (hand_b[2]) | cy_card_set_of (hand_b[3]) | cy_card_set_of (hand_b[4]) |
                    cy_card_set_of (taken[0]) | cy_card_set_of (taken[1]));
  g_assert_cmpuint (cy_test_harbor_set (game, b), ==, cy_card_set_of (hand_b[0]) | cy_card_set_of (hand_b[1]));
  g_assert_cmpuint (cy_test_harbor_set (game, a), ==, cy_card_set_of (harbor_a[1]));
  g_assert_cmpuint (cy_game_get_stock_count (game), ==, 52 - 15 - 3);
  laid_text = cy_test_cards_to_string (hand_b, 2);
  taken_text = cy_test_cards_to_string (taken, 2);
  expected = g_strdup_printf ("cards-moved hand%u>harbor%u %s\n"
                              "cards-moved harbor%u>hand%u %s\n"
                              "move-played %u exchange\n"
                              "turn-started %u\n",
                              b, b, laid_text, a, b, taken_text, b, c);
  log = recorder_take (&rec);
  g_assert_cmpstr (log, ==, expected);
  recorder_clear (&rec);
  cy_test_assert_consistent (game);

  /* C: A holds 1 card, B 2. Never from two opponents in one turn. */
  g_assert_cmpuint (cy_game_get_to_move (game), ==, c);
  get_hand (game, c, hand_c);
  {
    CyCard two_harbors[2] = { harbor_a[1], hand_b[0] };
    CyCard all_of_b[2] = { hand_b[1], hand_b[0] };

    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_c, 2, a, two_harbors, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_c, 2, b, two_harbors, &error));
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_c, 2, a, all_of_b, &error));

    /* Taking a whole Harbor is fine. */
    g_assert_true (cy_game_exchange (game, hand_c, 2, b, all_of_b, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (cy_test_harbor_set (game, b), ==, 0);
  }
  cy_test_assert_consistent (game);

  /* A: taking back from the own Harbor is refused even when it is full. */
  g_assert_cmpuint (cy_game_get_to_move (game), ==, a);
  {
    CyCard hand_a[CY_HAND_SIZE];
    CyCard own[1] = { harbor_a[1] };

    get_hand (game, a, hand_a);
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_exchange (game, hand_a, 1, a, own, &error));
  }
}

static void
on_event (CyMatchGame *game,
          const char  *text,
          GPtrArray   *lines)
{
  g_ptr_array_add (lines, g_strdup (text));
}

/* The log names the cards laid in an exchange as well as those taken. */
static void
test_game_exchange_log (void)
{
  g_autoptr(CyGame) game = cy_test_game_new_started (3, NULL, 23);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  guint a = cy_game_get_to_move (game);
  guint b = next (game, a, 1);
  CyCard hand_b[CY_HAND_SIZE];
  CyCard harbor_a[3];
  CyCard taken[2];
  g_autofree char *laid0 = NULL, *laid1 = NULL, *taken0 = NULL, *taken1 = NULL;
  g_autofree char *expected = NULL;

  draw_ok (game, 3);
  memcpy (harbor_a, cy_game_get_harbor (game, a, NULL), sizeof harbor_a);
  get_hand (game, b, hand_b);
  g_signal_connect (game, "event", G_CALLBACK (on_event), lines);

  taken[0] = harbor_a[2];
  taken[1] = harbor_a[0];
  g_assert_true (cy_game_exchange (game, hand_b, 2, a, taken, &error));
  g_assert_no_error (error);

  laid0 = cy_card_get_name (hand_b[0]);
  laid1 = cy_card_get_name (hand_b[1]);
  taken0 = cy_card_get_name (taken[0]);
  taken1 = cy_card_get_name (taken[1]);
  expected = g_strdup_printf ("%s laid the %s and the %s in the Harbor and took the %s and the %s from %s’s Harbor",
                              cy_player_get_name (cy_game_get_player (game, b)), laid0, laid1, taken0, taken1,
                              cy_player_get_name (cy_game_get_player (game, a)));
  g_assert_cmpuint (lines->len, >=, 1);
  g_assert_cmpstr (g_ptr_array_index (lines, 0), ==, expected);
}

/* The line the log has for @seat: to the one person at the screen in the
 * second person (@you), to anyone else by name (the name, then @named);
 * the first of the lines since the last call (the end of the hand may follow). */
static void
assert_line (CyGame     *game,
             GPtrArray  *lines,
             guint       seat,
             gboolean    one_person,
             const char *you,
             const char *named)
{
  g_autofree char *expected = NULL;

  g_assert_cmpuint (lines->len, >=, 1);
  if (one_person && seat == 0)
    expected = g_strdup (you);
  else
    expected = g_strconcat (cy_player_get_name (cy_game_get_player (game, seat)), named, NULL);
  g_assert_cmpstr (g_ptr_array_index (lines, 0), ==, expected);
  g_ptr_array_set_size (lines, 0);
}

/* Ann alone at the screen against the computer is spoken to ("You
 * knocked"); Ann and Bob on one screen keep their names. */
static void
test_game_log_you (gconstpointer data)
{
  gboolean one_person = GPOINTER_TO_UINT (data) == 1;
  CyPlayer *players[3] = {
    cy_player_new ("Ann", CY_PLAYER_KIND_HUMAN),
    cy_player_new ("Bob", one_person ? CY_PLAYER_KIND_NORMAL : CY_PLAYER_KIND_HUMAN),
    cy_player_new ("Cat", CY_PLAYER_KIND_NORMAL),
  };
  g_autoptr(CyGame) game = cy_game_new (players, 3, NULL, 41);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *dealt = NULL;
  guint seat;

  for (guint p = 0; p < 3; p++)
    g_object_unref (players[p]);
  g_signal_connect (game, "event", G_CALLBACK (on_event), lines);
  g_assert_true (cy_game_start (game, &error));
  g_assert_no_error (error);
  dealt = g_strdup (g_ptr_array_index (lines, lines->len - 1));
  g_ptr_array_set_size (lines, 0);
  if (one_person && cy_game_get_dealer (game) == 0)
    g_assert_cmpstr (dealt, ==, "Hand 1 of 12: you deal");
  else
    g_assert_true (g_str_has_suffix (dealt, " deals"));

  /* Every seat draws once, Ann among them; then one knocks and the others pass. */
  for (guint turn = 0; turn < 3; turn++)
    {
      seat = cy_game_get_to_move (game);
      draw_ok (game, 1);
      assert_line (game, lines, seat, one_person, "You laid 1 card in the Harbor and drew from the stock",
                   " laid 1 card in the Harbor and drew from the stock");
    }
  seat = cy_game_get_to_move (game);
  g_assert_true (cy_game_knock (game, &error));
  g_assert_no_error (error);
  assert_line (game, lines, seat, one_person, "You knocked: last turns", " knocked: last turns");
  for (guint turn = 0; turn < 2; turn++)
    {
      seat = cy_game_get_to_move (game);
      pass_ok (game);
      assert_line (game, lines, seat, one_person, "You passed", " passed");
    }

  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_SCORING);
  for (seat = 0; seat < 3; seat++)
    {
      const char *line;

      g_assert_true (cy_game_score (game, seat, CY_CATEGORY_HIGH, &error));
      g_assert_no_error (error);
      line = g_ptr_array_index (lines, 0);
      if (one_person && seat == 0)
        g_assert_true (g_str_has_prefix (line, "You scored ") && g_str_has_suffix (line, " in High"));
      else
        g_assert_true (g_str_has_prefix (line, cy_player_get_name (cy_game_get_player (game, seat))) &&
                       strstr (line, " scored ") != NULL);
      g_ptr_array_set_size (lines, 0);
    }
  g_assert_true (cy_game_unscore (game, 0, &error));
  g_assert_no_error (error);
  assert_line (game, lines, 0, one_person, "Your score for this hand was taken back",
               "’s score for this hand was taken back");
}

static void
test_game_pass (void)
{
  /* Not in a normal turn while the stock holds cards, under either rule. */
  for (CyStockRule rule = CY_STOCK_RULE_AUTOMATIC_KNOCK; rule <= CY_STOCK_RULE_PASS; rule++)
    {
      CyRuleOptions options = cy_test_options (rule, CY_DEFAULT_TURN_LIMIT);
      g_autoptr(CyGame) game = cy_test_game_new_started (3, &options, 31);
      g_autoptr(GError) error = NULL;

      g_assert_false (cy_game_may_pass (game, &error));
      g_assert_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
      g_clear_error (&error);
      cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_pass (game, &error));
      draw_ok (game, 1);
      cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_pass (game, &error));
    }

  /* The pass rule: with the stock empty there is no automatic knock; players
   * may pass, and a full circle of passes ends the hand. */
  {
    g_autoptr(CyGame) game = empty_the_stock (CY_STOCK_RULE_PASS, 8);
    g_autoptr(GError) error = NULL;
    guint first = cy_game_get_to_move (game);
    CyCard hand[CY_HAND_SIZE];
    Recorder rec;
    g_autofree char *log = NULL;

    recorder_attach (&rec, game);
    g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_TURNS);
    g_assert_cmpint (cy_game_get_knocker (game), ==, -1);
    g_assert_true (cy_game_may_pass (game, NULL));
    get_hand (game, first, hand);
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, hand, 1, &error));

    /* pass, pass, pass, exchange: the circle is broken. */
    pass_ok (game);
    pass_ok (game);
    pass_ok (game);
    {
      guint seat = cy_game_get_to_move (game);
      guint from = next (game, seat, 1);

      get_hand (game, seat, hand);
      g_assert_true (cy_game_exchange (game, hand, 1, from, cy_game_get_harbor (game, from, NULL), &error));
      g_assert_no_error (error);
    }
    /* Three more passes do not end it; the fourth does. */
    for (guint i = 0; i < 3; i++)
      {
        pass_ok (game);
        g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_TURNS);
        cy_test_assert_consistent (game);
      }
    pass_ok (game);
    g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_SCORING);
    g_assert_cmpint (cy_game_get_knocker (game), ==, -1);
    cy_test_assert_consistent (game);

    log = recorder_take (&rec);
    g_assert_cmpuint (count_lines (log, "move-played"), ==, 8);
    g_assert_cmpuint (count_lines (log, "turn-started"), ==, 7);
    g_assert_true (g_str_has_suffix (log, "hand-ended\n"));
    recorder_clear (&rec);
  }

  /* With the pass rule and an empty stock, knocking stays allowed. */
  {
    g_autoptr(CyGame) game = empty_the_stock (CY_STOCK_RULE_PASS, 9);
    g_autoptr(GError) error = NULL;
    guint seat = cy_game_get_to_move (game);

    g_assert_true (cy_game_knock (game, &error));
    g_assert_no_error (error);
    g_assert_cmpint (cy_game_get_knocker (game), ==, (int) seat);
    pass_ok (game);
    pass_ok (game);
    pass_ok (game);
    g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_SCORING);
  }
}

static void
test_game_turn_limit (void)
{
  for (guint n_players = 2; n_players <= 3; n_players++)
    for (CyStockRule rule = CY_STOCK_RULE_AUTOMATIC_KNOCK; rule <= CY_STOCK_RULE_PASS; rule++)
      {
        CyRuleOptions options = cy_test_options (rule, CY_MIN_TURN_LIMIT);
        g_autoptr(CyGame) game = cy_test_game_new_started (n_players, &options, 40 + n_players);
        guint first = cy_game_get_to_move (game);
        g_autofree char *log = NULL;
        g_autofree char *expected = NULL;
        Recorder rec;

        /* Five turns each of drawing one card. */
        for (guint t = 0; t < CY_MIN_TURN_LIMIT * n_players; t++)
          {
            g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_TURNS);
            if (t + 1 == CY_MIN_TURN_LIMIT * n_players)
              recorder_attach (&rec, game);
            draw_ok (game, 1);
          }

        /* The first player's sixth turn is an automatic knock. */
        log = recorder_take (&rec);
        expected = g_strdup_printf ("move-played %u knock automatic\nturn-started %u\n", first, next (game, first, 1));
        g_assert_true (g_str_has_suffix (log, expected));
        g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_LAST_TURNS);
        g_assert_cmpint (cy_game_get_knocker (game), ==, (int) first);
        g_assert_cmpuint (cy_game_get_turns_taken (game, first), ==, CY_MIN_TURN_LIMIT + 1);
        cy_test_assert_consistent (game);
        for (guint k = 1; k < n_players; k++)
          draw_ok (game, 1);
        g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_SCORING);
        for (guint p = 0; p < n_players; p++)
          g_assert_cmpuint (cy_game_get_turns_taken (game, p), ==, CY_MIN_TURN_LIMIT + 1);
        cy_test_assert_consistent (game);
        recorder_clear (&rec);
      }

  /* Players who only exchange (no stock used) still reach the limit. */
  {
    CyRuleOptions options = cy_test_options (CY_STOCK_RULE_AUTOMATIC_KNOCK, 7);
    g_autoptr(CyGame) game = cy_test_game_new_started (2, &options, 77);
    g_autoptr(GError) error = NULL;
    guint first = cy_game_get_to_move (game);
    guint stock;
    guint turns = 1;

    draw_ok (game, 1);
    stock = cy_game_get_stock_count (game);
    while (cy_game_get_phase (game) == CY_PHASE_TURNS)
      {
        guint seat = cy_game_get_to_move (game);
        CyCard hand[CY_HAND_SIZE];

        get_hand (game, seat, hand);
        g_assert_true (cy_game_exchange (game, hand, 1, 1 - seat, cy_game_get_harbor (game, 1 - seat, NULL), &error));
        g_assert_no_error (error);
        turns++;
      }
    g_assert_cmpuint (cy_game_get_stock_count (game), ==, stock);
    g_assert_cmpint (cy_game_get_knocker (game), ==, (int) first);
    /* 7 turns each, then the automatic knock before the 15th. */
    g_assert_cmpuint (turns, ==, 14);
  }
}

static void
test_game_scoring (void)
{
  g_autoptr(CyGame) game = cy_test_game_new_started (2, NULL, 61);
  g_autoptr(GError) error = NULL;
  CyCard hand[CY_HAND_SIZE];
  CyCard scored[CY_HAND_SIZE];
  guint scores[CY_N_CATEGORIES];
  CyCategory zero = CY_N_CATEGORIES;
  CyCategory best = 0;
  Recorder rec;
  g_autofree char *log = NULL;
  g_autofree char *expected = NULL;
  CyRandom rng;

  cy_random_init (&rng, 61, 1);
  cy_test_play_until_scoring (game, &rng);
  recorder_attach (&rec, game);

  /* No more moves, and no next deal until everyone has scored. */
  get_hand (game, 0, hand);
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_knock (game, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_pass (game, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_draw (game, hand, 1, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_deal_next_hand (game, &error));
  cy_test_assert_refused (game, CY_ERROR_INVALID, cy_game_score (game, 2, CY_CATEGORY_HIGH, &error));
  cy_test_assert_refused (game, CY_ERROR_INVALID, cy_game_score (game, 0, CY_N_CATEGORIES, &error));
  cy_test_assert_refused (game, CY_ERROR_INVALID, cy_game_unscore (game, 7, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_unscore (game, 0, &error));

  /* A category the hand does not meet scores 0 but is used all the same. */
  cy_category_score_all (hand, scores);
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    {
      if (scores[c] == 0 && zero == CY_N_CATEGORIES)
        zero = c;
      if (scores[c] > scores[best])
        best = c;
    }
  g_assert_cmpuint (zero, <, CY_N_CATEGORIES);
  g_assert_cmpuint (scores[best], >, 0);

  g_assert_true (cy_game_score (game, 0, best, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cy_game_get_score (game, 0, best), ==, (int) scores[best]);
  g_assert_cmpint (cy_game_get_hand_category (game, 0), ==, (int) best);
  g_assert_true (cy_game_get_scored_hand (game, 0, best, scored));
  g_assert_cmpmem (scored, sizeof scored, hand, sizeof hand);

  /* One category per hand. */
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_score (game, 0, zero, &error));

  /* Taken back, then written elsewhere. */
  g_assert_true (cy_game_unscore (game, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cy_game_get_score (game, 0, best), ==, -1);
  g_assert_cmpuint (cy_game_get_used (game, 0), ==, 0);
  g_assert_false (cy_game_get_scored_hand (game, 0, best, scored));
  g_assert_cmpuint (cy_game_get_total (game, 0), ==, 0);
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_unscore (game, 0, &error));

  g_assert_true (cy_game_score (game, 0, zero, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cy_game_get_score (game, 0, zero), ==, 0);
  g_assert_cmpuint (cy_game_get_used (game, 0), ==, 1u << zero);
  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_SCORING);
  cy_test_assert_consistent (game);

  /* The last score ends the hand_number; it can still be taken back. */
  g_assert_true (cy_game_score (game, 1, CY_CATEGORY_SPADES, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_HAND_OVER);
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_score (game, 1, CY_CATEGORY_HEARTS, &error));
  g_assert_true (cy_game_unscore (game, 1, &error));
  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_SCORING);
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_deal_next_hand (game, &error));
  g_assert_true (cy_game_score (game, 1, CY_CATEGORY_HEARTS, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_HAND_OVER);
  cy_test_assert_consistent (game);

  {
    CyCard hand1[CY_HAND_SIZE];

    get_hand (game, 1, hand1);
    log = recorder_take (&rec);
    expected = g_strdup_printf ("category-scored 0 %s %u\n"
                                "category-unscored 0 %s\n"
                                "category-scored 0 %s 0\n"
                                "category-scored 1 spades %u\n"
                                "hand-scored 1\n"
                                "category-unscored 1 spades\n"
                                "category-scored 1 hearts %u\n"
                                "hand-scored 1\n",
                                cy_category_get_key (best), scores[best], cy_category_get_key (best),
                                cy_category_get_key (zero),
                                cy_category_score (CY_CATEGORY_SPADES, hand1),
                                cy_category_score (CY_CATEGORY_HEARTS, hand1));
    g_assert_cmpstr (log, ==, expected);
  }

  /* After the next deal nothing can be taken back, and used categories
   * (even with a 0) stay used. */
  g_assert_true (cy_game_deal_next_hand (game, &error));
  g_assert_no_error (error);
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_unscore (game, 0, &error));
  cy_test_play_until_scoring (game, &rng);
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_unscore (game, 0, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_score (game, 0, zero, &error));
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_score (game, 1, CY_CATEGORY_HEARTS, &error));
  g_assert_true (cy_game_score (game, 1, CY_CATEGORY_SPADES, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cy_game_get_score (game, 0, zero), ==, 0);
  g_assert_cmpuint (cy_game_get_hand_number (game), ==, 2);
  cy_test_assert_consistent (game);
  recorder_clear (&rec);
}

/* Whole games at random: totals, winners and the Suited Bonus agree with
 * the score sheet (cy_test_assert_consistent() checks them independently). */
static void
test_game_full (void)
{
  for (guint n_players = 2; n_players <= 4; n_players++)
    for (guint64 deal = 0; deal < 10; deal++)
      {
        g_autoptr(CyGame) game = cy_test_game_new (n_players, NULL, 1000 + deal);
        CyRandom rng;
        guint winners;

        cy_random_init (&rng, deal, 99);
        cy_test_play_to_end (game, &rng);
        cy_test_assert_consistent (game);

        winners = cy_game_get_winners (game);
        g_assert_cmpuint (winners, !=, 0);
        g_assert_cmpuint (winners >> n_players, ==, 0);
        for (guint p = 0; p < n_players; p++)
          {
            guint sum = 0;

            for (guint c = 0; c < CY_N_CATEGORIES; c++)
              {
                g_assert_cmpint (cy_game_get_score (game, p, c), >=, 0);
                sum += cy_game_get_score (game, p, c);
              }
            g_assert_cmpuint (cy_game_get_total (game, p), ==, sum + cy_game_get_suited_bonus (game, p));
          }
      }
}

/* A lowest-score policy makes small totals, so ties for the win happen. */
static void
test_game_shared_win (void)
{
  guint shared = 0, single = 0;

  for (guint64 deal = 0; deal < 200 && (shared == 0 || single == 0); deal++)
    {
      g_autoptr(CyGame) game = cy_test_game_new_started (2, NULL, deal);
      g_autoptr(GError) error = NULL;
      CyRandom rng;
      guint winners;

      cy_random_init (&rng, deal, 3);
      while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
        {
          cy_test_play_until_scoring (game, &rng);
          for (guint p = 0; p < 2; p++)
            {
              CyCard hand[CY_HAND_SIZE];
              guint scores[CY_N_CATEGORIES];
              CyCategory pick = CY_N_CATEGORIES;

              get_hand (game, p, hand);
              cy_category_score_all (hand, scores);
              for (guint c = 0; c < CY_N_CATEGORIES; c++)
                if (!(cy_game_get_used (game, p) & (1u << c)) &&
                    (pick == CY_N_CATEGORIES || scores[c] < scores[pick]))
                  pick = c;
              g_assert_true (cy_game_score (game, p, pick, &error));
            }
          g_assert_true (cy_game_deal_next_hand (game, &error));
          g_assert_no_error (error);
        }

      cy_test_assert_consistent (game);
      winners = cy_game_get_winners (game);
      if (cy_game_get_total (game, 0) == cy_game_get_total (game, 1))
        {
          g_assert_cmpuint (winners, ==, 3);
          shared++;
        }
      else
        {
          g_assert_cmpuint (winners, ==, cy_game_get_total (game, 0) > cy_game_get_total (game, 1) ? 1 : 2);
          single++;
        }
    }

  g_assert_cmpuint (shared, >, 0);
  g_assert_cmpuint (single, >, 0);
}

/* ------------------------------------------------------------------ */
/* Made-to-order hands through legal moves                              */

typedef struct
{
  CyCategory  category;
  const char *hand;
  guint       points;
} Order;

/* Plays a two-player game in which seat 0 gets the hand of @orders[r] in
 * each hand_number r it names (others: random play) and writes it in that
 * category; seat 1 writes its first open category. Returns NULL if the deal
 * does not allow it. */
static CyGame *
play_made_to_order (guint64      deal,
                    const Order *orders,
                    guint        n_orders)
{
  CyRuleOptions options = cy_test_options (CY_STOCK_RULE_AUTOMATIC_KNOCK, CY_MAX_TURN_LIMIT);
  g_autoptr(CyGame) game = cy_test_game_new_started (2, &options, deal);
  CyRandom rng;

  cy_random_init (&rng, deal, 21);
  for (guint hand_number = 1; hand_number <= CY_N_HANDS; hand_number++)
    {
      g_autoptr(GError) error = NULL;
      guint first_order = CY_N_HANDS - n_orders;
      CyCategory category;

      if (hand_number > first_order)
        {
          const Order *order = &orders[hand_number - 1 - first_order];
          CyCard target[CY_HAND_SIZE];

          cy_test_cards (order->hand, target, CY_HAND_SIZE);
          if (!cy_test_drive_hand (game, 0, target))
            return NULL;
          category = order->category;
          g_assert_true (cy_game_score (game, 0, category, &error));
          g_assert_no_error (error);
          g_assert_cmpint (cy_game_get_score (game, 0, category), ==, (int) order->points);
        }
      else
        {
          CyCategorySet reserved = 0;

          for (guint i = 0; i < n_orders; i++)
            reserved |= 1u << orders[i].category;
          cy_test_play_until_scoring (game, &rng);
          for (category = 0; cy_game_get_used (game, 0) & (1u << category) || reserved & (1u << category); category++)
            ;
          g_assert_true (cy_game_score (game, 0, category, &error));
          g_assert_no_error (error);
        }

      cy_test_score_hand (game, NULL);
      cy_test_assert_consistent (game);
      g_assert_true (cy_game_deal_next_hand (game, &error));
      g_assert_no_error (error);
    }

  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_GAME_OVER);
  return g_steal_pointer (&game);
}

static CyGame *
find_made_to_order (const Order *orders,
                    guint        n_orders)
{
  for (guint64 deal = 1; deal <= 60; deal++)
    {
      CyGame *game = play_made_to_order (deal, orders, n_orders);

      if (game != NULL)
        {
          g_test_message ("made to order with deal %" G_GUINT64_FORMAT, deal);
          return game;
        }
    }

  g_error ("no deal allowed the hands ordered");
  return NULL;
}

static void
test_game_best_game (void)
{
  static const Order orders[] = {
    { CY_CATEGORY_FIVE_FLUSH, "9S 10S JS QS KS", 100 },
    { CY_CATEGORY_SEQUENCE, "9H 10D JC QS KH", 50 },
    { CY_CATEGORY_CARD_YACHT, "KS KH KD KC QS", 75 },
    { CY_CATEGORY_THREE_AND_TWO, "KS KH KD QC QS", 25 },
    { CY_CATEGORY_HIGH, "10S JH QD KC KS", 25 },
    { CY_CATEGORY_MIDDLE, "KS 5H 5D 3C 2S", 50 },
    { CY_CATEGORY_LOW, "AS AH AD AC 2S", 50 },
    { CY_CATEGORY_FLUSH, "2H 7H 9H JH KH", 25 },
    { CY_CATEGORY_SPADES, "KS QS JS 10S 9S", 49 },
    { CY_CATEGORY_HEARTS, "KH QH JH 10H 9H", 49 },
    { CY_CATEGORY_DIAMONDS, "KD QD JD 10D 9D", 49 },
    { CY_CATEGORY_CLUBS, "KC QC JC 10C 9C", 49 },
  };
  g_autoptr(CyGame) game = find_made_to_order (orders, G_N_ELEMENTS (orders));

  g_assert_cmpuint (cy_game_get_suit_total (game, 0), ==, 196);
  g_assert_cmpuint (cy_game_get_suited_bonus (game, 0), ==, 100);
  g_assert_cmpuint (cy_game_get_total (game, 0), ==, 696);
  g_assert_cmpuint (cy_game_get_total (game, 0), ==, CY_BEST_GAME_TOTAL);
  g_assert_cmpuint (cy_game_get_winners (game), ==, 1);
  cy_test_assert_consistent (game);
}

static void
test_game_suited_bonus (void)
{
  static const Order bonus[] = {
    { CY_CATEGORY_SPADES, "KS QS JS 7S 2H", 37 },
    { CY_CATEGORY_HEARTS, "KH QH JH 7H 2S", 37 },
    { CY_CATEGORY_DIAMONDS, "KD QD JD 7D 2S", 37 },
    { CY_CATEGORY_CLUBS, "KC QC JC 7C 2S", 37 },
  };
  static const Order no_bonus[] = {
    { CY_CATEGORY_SPADES, "KS QS JS 7S 2H", 37 },
    { CY_CATEGORY_HEARTS, "KH QH JH 7H 2S", 37 },
    { CY_CATEGORY_DIAMONDS, "KD QD JD 7D 2S", 37 },
    { CY_CATEGORY_CLUBS, "KC QC JC 6C 2S", 36 },
  };
  g_autoptr(CyGame) with = find_made_to_order (bonus, G_N_ELEMENTS (bonus));
  g_autoptr(CyGame) without = find_made_to_order (no_bonus, G_N_ELEMENTS (no_bonus));
  guint rest_with = 0, rest_without = 0;

  for (guint c = 0; c < CY_CATEGORY_SPADES; c++)
    {
      rest_with += cy_game_get_score (with, 0, c);
      rest_without += cy_game_get_score (without, 0, c);
    }

  g_assert_cmpuint (cy_game_get_suit_total (with, 0), ==, 148);
  g_assert_cmpuint (cy_game_get_suited_bonus (with, 0), ==, 100);
  g_assert_cmpuint (cy_game_get_total (with, 0), ==, rest_with + 148 + 100);

  g_assert_cmpuint (cy_game_get_suit_total (without, 0), ==, 147);
  g_assert_cmpuint (cy_game_get_suited_bonus (without, 0), ==, 0);
  g_assert_cmpuint (cy_game_get_total (without, 0), ==, rest_without + 147);
}

/* ------------------------------------------------------------------ */
/* Signals in one scripted hand                                         */

static void
test_game_signals (void)
{
  g_autoptr(CyGame) game = cy_test_game_new (3, NULL, 12);
  g_autoptr(GError) error = NULL;
  g_autofree char *log = NULL;
  GString *expected = g_string_new (NULL);
  Recorder rec;
  guint d, f, g, h;
  CyCard hand[CY_HAND_SIZE];
  CyCard stock[CY_DECK_SIZE];
  guint n_stock;

  recorder_attach (&rec, game);
  g_assert_true (cy_game_start (game, &error));
  d = cy_game_get_dealer (game);
  f = next (game, d, 1);
  g = next (game, d, 2);
  h = d;
  g_string_append_printf (expected, "dealer-chosen %u\nhand-dealt 1 %u\nturn-started %u\n", d, d, f);

  /* F draws 2. */
  get_hand (game, f, hand);
  n_stock = cy_test_get_stock (game, stock);
  draw_ok (game, 2);
  {
    g_autofree char *laid = cy_test_cards_to_string (hand, 2);
    CyCard drawn[2] = { stock[n_stock - 1], stock[n_stock - 2] };
    g_autofree char *got = cy_test_cards_to_string (drawn, 2);

    g_string_append_printf (expected, "cards-moved hand%u>harbor%u %s\ncards-moved stock>hand%u %s\n"
                            "move-played %u draw\nturn-started %u\n", f, f, laid, f, got, f, g);
  }

  /* G knocks; H exchanges 1 with F's Harbor; F passes: the hand ends. */
  g_assert_true (cy_game_knock (game, &error));
  g_string_append_printf (expected, "move-played %u knock\nturn-started %u\n", g, h);
  get_hand (game, h, hand);
  {
    const CyCard *harbor = cy_game_get_harbor (game, f, NULL);
    CyCard taken = harbor[1];
    g_autofree char *laid = cy_test_cards_to_string (hand, 1);
    g_autofree char *took = cy_test_cards_to_string (&taken, 1);

    g_assert_true (cy_game_exchange (game, hand, 1, f, &taken, &error));
    g_string_append_printf (expected, "cards-moved hand%u>harbor%u %s\ncards-moved harbor%u>hand%u %s\n"
                            "move-played %u exchange\nturn-started %u\n", h, h, laid, f, h, took, h, f);
  }
  /* An illegal move says nothing. */
  cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, cy_game_knock (game, &error));
  pass_ok (game);
  g_string_append_printf (expected, "move-played %u pass\nhand-ended\n", f);

  for (guint p = 0; p < 3; p++)
    {
      CyCategory category = CY_CATEGORY_SPADES + p;

      get_hand (game, p, hand);
      g_assert_true (cy_game_score (game, p, category, &error));
      g_string_append_printf (expected, "category-scored %u %s %u\n", p, cy_category_get_key (category),
                              cy_category_score (category, hand));
    }
  g_string_append (expected, "hand-scored 1\n");

  g_assert_true (cy_game_deal_next_hand (game, &error));
  g_assert_no_error (error);
  g_string_append_printf (expected, "hand-dealt 2 %u\nturn-started %u\n", f, g);

  log = recorder_take (&rec);
  g_assert_cmpstr (log, ==, expected->str);
  g_string_free (expected, TRUE);
  recorder_clear (&rec);
}

/* The properties notify, and always read what the getters say. */
typedef struct
{
  guint phase, hand_number, dealer, to_move;
} Notes;

static void
on_notify (GObject *object, GParamSpec *pspec, Notes *notes)
{
  CyGame *game = CY_GAME (object);
  CyPhase phase;
  guint hand_number, dealer, to_move;

  g_object_get (object, "phase", &phase, "hand-number", &hand_number, "dealer", &dealer, "to-move", &to_move, NULL);
  g_assert_cmpint (phase, ==, cy_game_get_phase (game));
  g_assert_cmpuint (hand_number, ==, cy_game_get_hand_number (game));
  g_assert_cmpuint (dealer, ==, cy_game_get_dealer (game));
  g_assert_cmpuint (to_move, ==, cy_game_get_to_move (game));

  if (g_str_equal (pspec->name, "phase"))
    notes->phase++;
  else if (g_str_equal (pspec->name, "hand-number"))
    notes->hand_number++;
  else if (g_str_equal (pspec->name, "dealer"))
    notes->dealer++;
  else if (g_str_equal (pspec->name, "to-move"))
    notes->to_move++;
}

static void
test_game_notify (void)
{
  g_autoptr(CyGame) game = cy_test_game_new (2, NULL, 4);
  Notes notes = { 0 };
  CyRandom rng;

  cy_random_init (&rng, 4, 4);
  g_signal_connect (game, "notify", G_CALLBACK (on_notify), &notes);
  cy_test_play_to_end (game, &rng);

  /* Twelve deals; the phase went hand_number at least turns -> scoring ->
   * hand_number over twelve times; to-move changed in every hand. */
  g_assert_cmpuint (notes.hand_number, ==, CY_N_HANDS);
  g_assert_cmpuint (notes.dealer, >=, CY_N_HANDS);
  g_assert_cmpuint (notes.phase, >=, 3 * CY_N_HANDS);
  g_assert_cmpuint (notes.to_move, >=, CY_N_HANDS);
}

/* ------------------------------------------------------------------ */
/* List models follow the game, through items-changed alone             */

typedef struct
{
  GListModel *model;
  GArray     *mirror;   /* of CyCard, kept only from items-changed */
  guint       changes;
} Mirror;

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Mirror     *mirror)
{
  g_assert_cmpuint (position + removed, <=, mirror->mirror->len);
  g_array_remove_range (mirror->mirror, position, removed);
  for (guint i = 0; i < added; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, position + i);
      CyCard card;

      g_assert_nonnull (item);
      g_assert_true (CY_IS_CARD_OBJECT (item));
      card = cy_card_object_get_card (CY_CARD_OBJECT (item));
      g_array_insert_val (mirror->mirror, position + i, card);
    }
  g_assert_cmpuint (mirror->mirror->len, ==, g_list_model_get_n_items (model));
  mirror->changes++;
}

static void
mirror_init (Mirror     *mirror,
             GListModel *model)
{
  mirror->model = model;
  mirror->mirror = g_array_new (FALSE, FALSE, sizeof (CyCard));
  mirror->changes = 0;
  g_assert_true (g_list_model_get_item_type (model) == CY_TYPE_CARD_OBJECT);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);
      CyCard card = cy_card_object_get_card (CY_CARD_OBJECT (item));

      g_array_append_val (mirror->mirror, card);
    }
  g_signal_connect (model, "items-changed", G_CALLBACK (on_items_changed), mirror);
}

static void
mirror_check (Mirror       *mirror,
              const CyCard *cards,
              guint         n_cards)
{
  g_assert_cmpuint (mirror->mirror->len, ==, n_cards);
  g_assert_cmpuint (g_list_model_get_n_items (mirror->model), ==, n_cards);
  g_assert_null (g_list_model_get_item (mirror->model, n_cards));
  for (guint i = 0; i < n_cards; i++)
    g_assert_cmpuint (g_array_index (mirror->mirror, CyCard, i), ==, cards[i]);
}

static void
check_models (CyGame *game,
              Mirror  hands[],
              Mirror  harbors[])
{
  for (guint p = 0; p < cy_game_get_n_players (game); p++)
    {
      CyCard hand[CY_HAND_SIZE];
      guint n;
      const CyCard *harbor = cy_game_get_harbor (game, p, &n);

      cy_game_get_hand (game, p, hand);
      mirror_check (&hands[p], hand, cy_game_get_phase (game) == CY_PHASE_SEAT_DRAW ? 0 : CY_HAND_SIZE);
      mirror_check (&harbors[p], harbor, n);
      g_assert_true (cy_game_get_hand_model (game, p) == hands[p].model);
    }
}

static void
test_game_models (void)
{
  for (guint n_players = 2; n_players <= 4; n_players++)
    for (guint64 deal = 0; deal < 3; deal++)
      {
        g_autoptr(CyGame) game = cy_test_game_new (n_players, NULL, 500 + deal);
        g_autoptr(GError) error = NULL;
        Mirror hands[CY_MAX_PLAYERS], harbors[CY_MAX_PLAYERS];
        guint hand_changes = 0, harbor_changes = 0;
        CyRandom rng;

        cy_random_init (&rng, deal, 8);
        /* Ask for the models of half the seats before the start, the rest later. */
        for (guint p = 0; p < n_players; p += 2)
          {
            mirror_init (&hands[p], cy_game_get_hand_model (game, p));
            mirror_init (&harbors[p], cy_game_get_harbor_model (game, p));
          }
        g_assert_true (cy_game_start (game, &error));
        for (guint p = 1; p < n_players; p += 2)
          {
            mirror_init (&hands[p], cy_game_get_hand_model (game, p));
            mirror_init (&harbors[p], cy_game_get_harbor_model (game, p));
          }
        check_models (game, hands, harbors);

        while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
          {
            switch (cy_game_get_phase (game))
              {
              case CY_PHASE_TURNS:
              case CY_PHASE_LAST_TURNS:
                {
                  guint seat = cy_game_get_to_move (game);
                  guint before_hand = hands[seat].changes;
                  guint before_harbor = harbors[seat].changes;
                  CySeatView view;
                  CyMove move;

                  cy_game_get_seat_view (game, seat, &view);
                  cy_ai_choose_move (CY_PLAYER_KIND_RANDOM, &view, &rng, &move);
                  g_assert_true (cy_game_play (game, &move, &error));
                  if (move.type == CY_MOVE_DRAW || move.type == CY_MOVE_EXCHANGE)
                    {
                      /* The mover's hand and Harbor both said so. */
                      g_assert_cmpuint (hands[seat].changes, >, before_hand);
                      g_assert_cmpuint (harbors[seat].changes, >, before_harbor);
                    }
                  break;
                }
              case CY_PHASE_SCORING:
                cy_test_score_hand (game, &rng);
                break;
              case CY_PHASE_HAND_OVER:
                g_assert_true (cy_game_deal_next_hand (game, &error));
                break;
              default:
                g_assert_not_reached ();
              }
            g_assert_no_error (error);
            check_models (game, hands, harbors);
          }

        for (guint p = 0; p < n_players; p++)
          {
            hand_changes += hands[p].changes;
            harbor_changes += harbors[p].changes;
            g_signal_handlers_disconnect_by_data (hands[p].model, &hands[p]);
            g_signal_handlers_disconnect_by_data (harbors[p].model, &harbors[p]);
            g_array_unref (hands[p].mirror);
            g_array_unref (harbors[p].mirror);
          }
        g_assert_cmpuint (hand_changes, >=, CY_N_HANDS * n_players);
        g_assert_cmpuint (harbor_changes, >, 0);
      }
}

/* ------------------------------------------------------------------ */
/* Every kind of illegal move, at random points of random games         */

static guint n_refusals;

#define REFUSE(call)                                                            \
  G_STMT_START {                                                                \
    cy_test_assert_refused (game, CY_ERROR_ILLEGAL_MOVE, call);                 \
    n_refusals++;                                                               \
  } G_STMT_END

static void
try_illegal_turn_moves (CyGame *game)
{
  guint seat = cy_game_get_to_move (game);
  guint n_players = cy_game_get_n_players (game);
  guint stock = cy_game_get_stock_count (game);
  g_autoptr(GError) error = NULL;
  CyCard hand[CY_HAND_SIZE];
  CyCard foreign = CY_CARD_INVALID;
  CyCard bogus[2] = { 52, CY_CARD_INVALID };
  CyMove move = { .type = CY_MOVE_DRAW };

  get_hand (game, seat, hand);

  /* A card that is not in the hand: the first of the next player's hand. */
  {
    CyCard other[CY_HAND_SIZE];

    get_hand (game, (seat + 1) % n_players, other);
    foreign = other[0];
  }

  REFUSE (cy_game_draw (game, hand, 0, &error));
  REFUSE (cy_game_draw (game, &foreign, 1, &error));
  REFUSE (cy_game_draw (game, bogus, 1, &error));
  REFUSE (cy_game_draw (game, bogus + 1, 1, &error));
  {
    CyCard twice[2] = { hand[3], hand[3] };
    REFUSE (cy_game_draw (game, twice, 2, &error));
  }
  if (stock < CY_HAND_SIZE)
    REFUSE (cy_game_draw (game, hand, stock + 1, &error));
  move.n_cards = 6;
  memcpy (move.laid, hand, CY_HAND_SIZE);
  REFUSE (cy_game_play (game, &move, &error));
  move.type = (CyMoveType) 4;
  move.n_cards = 1;
  REFUSE (cy_game_play (game, &move, &error));

  /* Exchanges. */
  REFUSE (cy_game_exchange (game, hand, 1, seat, hand, &error));
  REFUSE (cy_game_exchange (game, hand, 1, n_players, hand, &error));
  REFUSE (cy_game_exchange (game, hand, 1, 255, hand, &error));
  for (guint p = 0; p < n_players; p++)
    {
      guint n;
      const CyCard *harbor = cy_game_get_harbor (game, p, &n);

      if (p == seat)
        {
          if (n > 0)
            REFUSE (cy_game_exchange (game, hand, 1, p, harbor, &error));
          continue;
        }
      if (n < CY_HAND_SIZE)
        {
          CyCard taken[CY_HAND_SIZE] = { 0 };

          memcpy (taken, harbor, MIN (n, CY_HAND_SIZE));
          REFUSE (cy_game_exchange (game, hand, n + 1, p, taken, &error));
        }
      if (n > 0)
        {
          CyCard twice[2] = { harbor[0], harbor[0] };

          REFUSE (cy_game_exchange (game, hand, 1, p, &foreign, &error));
          REFUSE (cy_game_exchange (game, hand, 1, p, hand, &error));
          REFUSE (cy_game_exchange (game, &foreign, 1, p, harbor, &error));
          REFUSE (cy_game_exchange (game, harbor, 1, p, harbor, &error));
          REFUSE (cy_game_exchange (game, hand, 1, p, bogus, &error));
          if (n > 1)
            REFUSE (cy_game_exchange (game, hand, 2, p, twice, &error));
          if (stock > 0)
            {
              CyCard from_stock = stock_card (game);
              REFUSE (cy_game_exchange (game, hand, 1, p, &from_stock, &error));
            }

          /* One card from this Harbor, one from another's. */
          for (guint q = 0; q < n_players; q++)
            {
              guint m;
              const CyCard *other = cy_game_get_harbor (game, q, &m);

              if (q != p && m > 0)
                {
                  CyCard two[2] = { harbor[0], other[0] };
                  REFUSE (cy_game_exchange (game, hand, 2, p, two, &error));
                }
            }
        }
    }

  /* Knocking and passing where not allowed. */
  if (!cy_game_may_knock (game, NULL))
    REFUSE (cy_game_knock (game, &error));
  if (!cy_game_may_pass (game, NULL))
    REFUSE (cy_game_pass (game, &error));
  if (cy_game_get_phase (game) == CY_PHASE_LAST_TURNS)
    REFUSE (cy_game_knock (game, &error));

  /* Nothing else happens mid-hand. */
  REFUSE (cy_game_score (game, seat, CY_CATEGORY_LOW, &error));
  REFUSE (cy_game_unscore (game, seat, &error));
  REFUSE (cy_game_deal_next_hand (game, &error));
  REFUSE (cy_game_start (game, &error));
}

static void
try_illegal_scoring (CyGame *game)
{
  g_autoptr(GError) error = NULL;
  CyCard hand[CY_HAND_SIZE];

  get_hand (game, 0, hand);
  REFUSE (cy_game_knock (game, &error));
  REFUSE (cy_game_pass (game, &error));
  REFUSE (cy_game_draw (game, hand, 1, &error));
  REFUSE (cy_game_exchange (game, hand, 1, 1, hand, &error));
  REFUSE (cy_game_start (game, &error));
  if (cy_game_get_phase (game) == CY_PHASE_SCORING)
    REFUSE (cy_game_deal_next_hand (game, &error));

  for (guint p = 0; p < cy_game_get_n_players (game); p++)
    {
      CyCategorySet used = cy_game_get_used (game, p);

      if (cy_game_get_hand_category (game, p) < 0)
        REFUSE (cy_game_unscore (game, p, &error));
      else
        REFUSE (cy_game_score (game, p, (cy_game_get_hand_category (game, p) + 1) % CY_N_CATEGORIES, &error));
      for (guint c = 0; c < CY_N_CATEGORIES; c++)
        if (used & (1u << c))
          REFUSE (cy_game_score (game, p, c, &error));
    }
}

static void
test_game_illegal_moves (void)
{
  n_refusals = 0;

  for (guint k = 0; k < 8; k++)
    {
      guint n_players = 2 + k % 3;
      CyRuleOptions options = cy_test_options (k % 2 ? CY_STOCK_RULE_PASS : CY_STOCK_RULE_AUTOMATIC_KNOCK,
                                               k % 4 < 2 ? CY_MIN_TURN_LIMIT : CY_DEFAULT_TURN_LIMIT);
      g_autoptr(CyGame) game = cy_test_game_new_started (n_players, &options, 900 + k);
      g_autoptr(GError) error = NULL;
      CyRandom rng;

      cy_random_init (&rng, k, 2);
      while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
        {
          switch (cy_game_get_phase (game))
            {
            case CY_PHASE_TURNS:
            case CY_PHASE_LAST_TURNS:
              if (cy_random_below (&rng, 3) == 0)
                try_illegal_turn_moves (game);
              cy_test_play_random_move (game, &rng);
              break;
            case CY_PHASE_SCORING:
              try_illegal_scoring (game);
              {
                /* Score one seat, try again half-scored, then the rest. */
                CyCategorySet used = cy_game_get_used (game, 0);
                guint c = 0;

                while (used & (1u << c))
                  c++;
                g_assert_true (cy_game_score (game, 0, c, &error));
                try_illegal_scoring (game);
                cy_test_score_hand (game, &rng);
              }
              break;
            case CY_PHASE_HAND_OVER:
              try_illegal_scoring (game);
              g_assert_true (cy_game_deal_next_hand (game, &error));
              break;
            default:
              g_assert_not_reached ();
            }
          g_assert_no_error (error);
        }
      try_illegal_scoring (game);
      REFUSE (cy_game_deal_next_hand (game, &error));
      cy_test_assert_consistent (game);
    }

  g_test_message ("%u illegal moves refused", n_refusals);
  g_assert_cmpuint (n_refusals, >, 1000);
}

static CyCardSet
view_taken (CyGame *game,
            guint   viewer,
            guint   seat)
{
  CySeatView view;

  cy_game_get_seat_view (game, viewer, &view);
  return view.taken[seat];
}

/* The cards a player took from a Harbor are public: every seat's view
 * shows them in that hand until they are laid away again, and no longer
 * after the hand; a save keeps them. */
static void
test_game_taken_cards (void)
{
  g_autoptr(CyGame) game = cy_test_game_new_started (3, NULL, 77);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(CyGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  CyCard hand[CY_HAND_SIZE], taker[CY_HAND_SIZE];
  const CyCard *harbor;
  guint first = cy_game_get_to_move (game);
  guint second = (first + 1) % 3;
  guint n_harbor;
  CyCard took;
  CyRandom rng;

  cy_random_init (&rng, 77, 1);
  for (guint viewer = 0; viewer < 3; viewer++)
    for (guint p = 0; p < 3; p++)
      g_assert_cmpuint (view_taken (game, viewer, p), ==, 0);

  /* The first lays two cards; the second takes one of them. */
  cy_game_get_hand (game, first, hand);
  g_assert_true (cy_game_draw (game, hand, 2, &error));
  harbor = cy_game_get_harbor (game, first, &n_harbor);
  g_assert_cmpuint (n_harbor, ==, 2);
  took = harbor[1];
  cy_game_get_hand (game, second, taker);
  g_assert_true (cy_game_exchange (game, &taker[0], 1, first, &took, &error));
  g_assert_no_error (error);

  for (guint viewer = 0; viewer < 3; viewer++)
    {
      g_assert_cmpuint (view_taken (game, viewer, second), ==, cy_card_set_of (took));
      g_assert_cmpuint (view_taken (game, viewer, first), ==, 0);
    }

  /* A save keeps them. */
  bytes = cy_game_save_to_bytes (game);
  loaded = cy_game_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (view_taken (loaded, first, second), ==, cy_card_set_of (took));

  /* The third passes on by drawing; the first draws; the second lays the
   * card it took away again: it is in a Harbor now, not known in a hand. */
  cy_game_get_hand (game, (second + 1) % 3, hand);
  g_assert_true (cy_game_draw (game, hand, 1, &error));
  cy_game_get_hand (game, first, hand);
  g_assert_true (cy_game_draw (game, hand, 1, &error));
  g_assert_true (cy_game_draw (game, &took, 1, &error));
  g_assert_no_error (error);
  for (guint viewer = 0; viewer < 3; viewer++)
    g_assert_cmpuint (view_taken (game, viewer, second), ==, 0);

  /* Taken again by the third and kept to the end of the hand, then gone
   * with the next deal. */
  cy_game_get_hand (game, (second + 1) % 3, hand);
  g_assert_true (cy_game_exchange (game, &hand[4], 1, second, &took, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (view_taken (game, first, (second + 1) % 3), ==, cy_card_set_of (took));
  cy_test_play_until_scoring (game, &rng);
  cy_test_score_hand (game, NULL);
  g_assert_true (cy_game_deal_next_hand (game, &error));
  for (guint viewer = 0; viewer < 3; viewer++)
    for (guint p = 0; p < 3; p++)
      g_assert_cmpuint (view_taken (game, viewer, p), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card-yacht/game/new", test_game_new);
  g_test_add_data_func ("/card-yacht/game/log/you", GUINT_TO_POINTER (1), test_game_log_you);
  g_test_add_data_func ("/card-yacht/game/log/friends", GUINT_TO_POINTER (2), test_game_log_you);
  g_test_add_func ("/card-yacht/game/new/bad-arguments", test_game_new_bad_arguments);
  g_test_add_func ("/card-yacht/game/seat-draw", test_game_seat_draw);
  g_test_add_func ("/card-yacht/game/deal", test_game_deal);
  g_test_add_func ("/card-yacht/game/dealer-rotation", test_game_dealer_rotation);
  g_test_add_func ("/card-yacht/game/knock", test_game_knock);
  g_test_add_func ("/card-yacht/game/knock/needs-score", test_game_knock_needs_score);
  g_test_add_func ("/card-yacht/game/draw", test_game_draw);
  g_test_add_func ("/card-yacht/game/automatic-knock", test_game_automatic_knock);
  g_test_add_func ("/card-yacht/game/automatic-knock/without-score", test_game_automatic_knock_without_score);
  g_test_add_func ("/card-yacht/game/exchange", test_game_exchange);
  g_test_add_func ("/card-yacht/game/exchange/log", test_game_exchange_log);
  g_test_add_func ("/card-yacht/game/pass", test_game_pass);
  g_test_add_func ("/card-yacht/game/turn-limit", test_game_turn_limit);
  g_test_add_func ("/card-yacht/game/scoring", test_game_scoring);
  g_test_add_func ("/card-yacht/game/full", test_game_full);
  g_test_add_func ("/card-yacht/game/shared-win", test_game_shared_win);
  g_test_add_func ("/card-yacht/game/best-game", test_game_best_game);
  g_test_add_func ("/card-yacht/game/suited-bonus", test_game_suited_bonus);
  g_test_add_func ("/card-yacht/game/signals", test_game_signals);
  g_test_add_func ("/card-yacht/game/notify", test_game_notify);
  g_test_add_func ("/card-yacht/game/models", test_game_models);
  g_test_add_func ("/card-yacht/game/illegal-moves", test_game_illegal_moves);
  g_test_add_func ("/card-yacht/game/taken-cards", test_game_taken_cards);

  return g_test_run ();
}
