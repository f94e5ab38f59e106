/* test-ai.c: the computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cy-ai-private.h"
#include "cy-game-simulate.h"
#include "test-util.h"

static const CyPlayerKind policies[] = {
  CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_HARD,
};

/* ------------------------------------------------------------------ */
/* Views built by hand                                                 */

static void
assert_move_is (const CyMove *move,
                const char   *expected)
{
  g_autofree char *text = cy_move_describe (move);

  g_assert_cmpstr (text, ==, expected);
}

/* ------------------------------------------------------------------ */
/* Legal moves and open categories in real games                       */

static void
check_every_policy (const CySeatView *view,
                    guint64           seed)
{
  const char * const names[] = { "Ann", "Bob", "Cy", "Di" };

  for (guint i = 0; i < G_N_ELEMENTS (policies); i++)
    {
      CyRandom rng;

      cy_random_init (&rng, seed, i);

      if (view->phase == CY_PHASE_SCORING)
        {
          CyCategory category = cy_ai_choose_category (policies[i], view, &rng);

          g_assert_cmpuint (category, <, CY_N_CATEGORIES);
          g_assert_false (view->used[view->seat] & (1u << category));
        }
      else
        {
          g_autoptr(GError) error = NULL;
          CyMove move;

          cy_ai_choose_move (policies[i], view, &rng, &move);
          if (!cy_rules_check_move (view, &move, &error))
            {
              g_autofree char *text = cy_move_describe (&move);
              g_error ("policy %s chose an illegal move (%s): %s",
                       cy_player_kind_get_key (policies[i]), text, error->message);
            }
        }
    }

  /* The hints too: legal, open, and with a reason to give. */
  {
    g_autofree char *reason = NULL;
    CyRandom rng;

    cy_random_init (&rng, seed, 99);
    if (view->phase == CY_PHASE_SCORING)
      {
        CyCategory category = cy_ai_hint_category (view, &rng, &reason);

        g_assert_false (view->used[view->seat] & (1u << category));
      }
    else
      {
        CyMove move;

        cy_ai_hint (view, names, &rng, &move, &reason);
        g_assert_true (cy_rules_check_move (view, &move, NULL));
      }
    g_assert_nonnull (reason);
    g_assert_cmpuint (strlen (reason), >, 10);
  }
}

static void
test_ai_legal (void)
{
  guint n_games = cy_test_get_count ("CY_TEST_AI_GAMES", 8);

  for (guint g = 0; g < n_games; g++)
    {
      guint n_players = CY_MIN_PLAYERS + g % (CY_MAX_PLAYERS - CY_MIN_PLAYERS + 1);
      CyRuleOptions options = cy_test_options (g % 2 ? CY_STOCK_RULE_PASS : CY_STOCK_RULE_AUTOMATIC_KNOCK,
                                               g % 3 == 2 ? CY_MIN_TURN_LIMIT : CY_DEFAULT_TURN_LIMIT);
      g_autoptr(CyGame) game = cy_test_game_new_started (n_players, &options, 1000 + g);
      CyPlayerKind kinds[CY_MAX_PLAYERS];
      CyRandom rngs[CY_MAX_PLAYERS];
      guint64 step = 0;

      /* Each seat plays one of the policies, so that the positions met
       * come from every kind of play. */
      for (guint p = 0; p < n_players; p++)
        {
          kinds[p] = policies[(g + p) % G_N_ELEMENTS (policies)];
          cy_random_init (&rngs[p], g, p);
        }

      while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
        {
          CyPhase phase = cy_game_get_phase (game);
          g_autoptr(GError) error = NULL;
          CySeatView view;

          if (phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS)
            {
              guint seat = cy_game_get_to_move (game);
              CyMove move;

              cy_game_get_seat_view (game, seat, &view);
              check_every_policy (&view, step++);
              cy_ai_choose_move (kinds[seat], &view, &rngs[seat], &move);
              g_assert_true (cy_game_play (game, &move, &error));
            }
          else if (phase == CY_PHASE_SCORING)
            {
              for (guint seat = 0; seat < n_players; seat++)
                {
                  cy_game_get_seat_view (game, seat, &view);
                  check_every_policy (&view, step++);
                  g_assert_true (cy_game_score (game, seat, cy_ai_choose_category (kinds[seat], &view, &rngs[seat]),
                                                &error));
                }
            }
          else
            g_assert_true (cy_game_deal_next_hand (game, &error));
        }

      cy_test_assert_consistent (game);
    }
}

/* Whole games between the levels through the simulator, which checks the
 * rules and the invariants after every move. */
static void
test_ai_simulate (void)
{
  for (guint n_players = CY_MIN_PLAYERS; n_players <= CY_MAX_PLAYERS; n_players++)
    {
      CyPlayerKind kinds[CY_MAX_PLAYERS];
      CyRuleOptions options;
      g_autoptr(GError) error = NULL;
      CyGameResult result = { { 0 } };

      for (guint p = 0; p < n_players; p++)
        kinds[p] = policies[(p + n_players) % G_N_ELEMENTS (policies)];
      cy_rule_options_init_default (&options);

      g_assert_true (cy_simulate_game (kinds, n_players, &options, 77 + n_players, 77 + n_players, TRUE, &result, &error));
      g_assert_no_error (error);
    }
}

/* ------------------------------------------------------------------ */
/* Clear-cut positions                                                 */

static void
test_ai_five_flush (void)
{
  CySeatView view;
  CyMove move;
  CyRandom rng;

  /* A Five Flush in hand, the category open, many hands left: knock
   * rather than break it up, then write it in Five Flush. */
  cy_test_view_init (&view, 2, "9H 10H JH QH KH", CY_PHASE_TURNS);
  cy_test_view_use (&view, 0, CY_CATEGORY_LOW, 50);
  view.turns_taken[0] = 2;
  view.turns_taken[1] = 2;
  view.stock_count = 30;

  for (guint i = CY_PLAYER_KIND_NORMAL; i <= CY_PLAYER_KIND_HARD; i++)
    {
      cy_random_init (&rng, 1, 1);
      cy_ai_choose_move (i, &view, &rng, &move);
      assert_move_is (&move, "knock");
    }

  /* In a last turn, it keeps the hand. */
  view.phase = CY_PHASE_LAST_TURNS;
  cy_random_init (&rng, 1, 1);
  cy_ai_choose_move (CY_PLAYER_KIND_HARD, &view, &rng, &move);
  assert_move_is (&move, "pass");

  view.phase = CY_PHASE_SCORING;
  for (guint i = CY_PLAYER_KIND_NORMAL; i <= CY_PLAYER_KIND_HARD; i++)
    g_assert_cmpuint (cy_ai_choose_category (i, &view, &rng), ==, CY_CATEGORY_FIVE_FLUSH);
}

/* With many hands left, a weak hand never burns Five Flush: a zero goes
 * where it costs least, and a good suit hand goes in its suit. */
static void
test_ai_no_early_zero (void)
{
  CySeatView view;
  CyRandom rng;
  guint n_hands = cy_test_get_count ("CY_TEST_AI_HANDS", 3000);

  cy_random_init (&rng, 5, 5);

  /* Spades 42 and the Suited Bonus within reach. */
  cy_test_view_init (&view, 2, "KS QS JS 10S 2D", CY_PHASE_SCORING);
  g_assert_cmpuint (cy_ai_choose_category (CY_PLAYER_KIND_HARD, &view, &rng), ==, CY_CATEGORY_SPADES);

  /* Nothing: Three and Two, the cheapest, takes the zero. */
  cy_test_view_init (&view, 2, "KS QS 9S 3H 2D", CY_PHASE_SCORING);
  g_assert_cmpuint (cy_ai_choose_category (CY_PLAYER_KIND_HARD, &view, &rng), ==, CY_CATEGORY_THREE_AND_TWO);

  /* Random hands in the first three hands. */
  for (guint i = 0; i < n_hands; i++)
    {
      CyCard deck[CY_DECK_SIZE];
      CyCategory category;

      cy_test_view_init (&view, 2, "AS 2S 3S 4S 5S", CY_PHASE_SCORING);
      for (guint c = 0; c < CY_DECK_SIZE; c++)
        deck[c] = c;
      cy_random_shuffle (&rng, deck, CY_DECK_SIZE);
      memcpy (view.hand, deck, CY_HAND_SIZE);

      /* Up to two categories other than Five Flush already used. */
      for (guint u = cy_random_below (&rng, 3); u > 0; u--)
        {
          CyCategory used = 1 + cy_random_below (&rng, CY_N_CATEGORIES - 1);

          if (!(view.used[0] & (1u << used)))
            cy_test_view_use (&view, 0, used, (int) cy_random_below (&rng, 20));
        }

      category = cy_ai_choose_category (CY_PLAYER_KIND_HARD, &view, &rng);
      g_assert_false (view.used[0] & (1u << category));
      if (category == CY_CATEGORY_FIVE_FLUSH)
        g_assert_cmpuint (cy_category_score (CY_CATEGORY_FIVE_FLUSH, view.hand), ==, 100);
    }
}

/* In a last turn, an exchange that completes the hand beats any draw. */
static void
test_ai_exchange (void)
{
  const char * const names[] = { "Ann", "Bob" };
  g_autofree char *reason = NULL;
  CySeatView view;
  CyMove move;
  CyRandom rng;

  cy_test_view_init (&view, 2, "9H 10H JH QH 2C", CY_PHASE_LAST_TURNS);
  cy_test_view_add_harbor (&view, 1, "5S KH 3D");
  cy_test_view_add_harbor (&view, 0, "7C");

  cy_random_init (&rng, 3, 3);
  cy_ai_choose_move (CY_PLAYER_KIND_HARD, &view, &rng, &move);
  assert_move_is (&move, "exchange 2C for seat 1: KH");

  cy_random_init (&rng, 3, 3);
  cy_ai_choose_move (CY_PLAYER_KIND_NORMAL, &view, &rng, &move);
  assert_move_is (&move, "exchange 2C for seat 1: KH");

  cy_random_init (&rng, 3, 3);
  cy_ai_hint (&view, names, &rng, &move, &reason);
  assert_move_is (&move, "exchange 2C for seat 1: KH");
  g_assert_nonnull (strstr (reason, "Bob"));
  g_assert_nonnull (strstr (reason, "King of Hearts"));
  g_assert_nonnull (strstr (reason, "Five Flush"));
}

/* The hard player draws towards something rather than knocking on
 * nothing early on, and its hint says what it lays. */
static void
test_ai_hints (void)
{
  g_autofree char *reason = NULL;
  g_autofree char *category_reason = NULL;
  CySeatView view;
  CyMove move;
  CyRandom rng;

  cy_test_view_init (&view, 3, "KS QS JS 2H 5D", CY_PHASE_TURNS);
  cy_random_init (&rng, 4, 4);
  cy_ai_hint (&view, NULL, &rng, &move, &reason);
  g_assert_cmpint (move.type, ==, CY_MOVE_DRAW);
  g_assert_true (g_str_has_prefix (reason, "Lay "));
  g_assert_nonnull (strstr (reason, "going for"));

  view.phase = CY_PHASE_SCORING;
  cy_ai_hint_category (&view, &rng, &category_reason);
  g_assert_true (g_str_has_prefix (category_reason, "Score "));
}

/* The same view and random state give the same move, for every policy. */
static void
test_ai_deterministic (void)
{
  CyRuleOptions options;
  g_autoptr(CyGame) game = NULL;
  CyRandom play;

  cy_rule_options_init_default (&options);
  game = cy_test_game_new_started (3, &options, 4242);
  cy_random_init (&play, 9, 9);

  for (guint step = 0; step < 60 && cy_game_get_phase (game) == CY_PHASE_TURNS; step++)
    {
      CySeatView view;

      cy_game_get_seat_view (game, cy_game_get_to_move (game), &view);
      for (guint i = 0; i < G_N_ELEMENTS (policies); i++)
        {
          CyRandom a, b;
          CyMove first, second;

          cy_random_init (&a, step, i);
          cy_random_init (&b, step, i);
          cy_ai_choose_move (policies[i], &view, &a, &first);
          cy_ai_choose_move (policies[i], &view, &b, &second);
          g_assert_cmpmem (&first, sizeof first, &second, sizeof second);
        }

      cy_test_play_random_move (game, &play);
      if (cy_game_get_phase (game) == CY_PHASE_SCORING)
        {
          cy_test_score_hand (game, NULL);
          g_assert_true (cy_game_deal_next_hand (game, NULL));
        }
    }
}

/* ------------------------------------------------------------------ */
/* The chances, worked out by hand                                     */

static double
chance_of (const CySeatView *view,
           const char       *kept,
           CyCategory        category)
{
  g_auto(GStrv) words = g_strsplit (kept, " ", -1);
  guint n = kept[0] ? g_strv_length (words) : 0;
  CyCard cards[CY_HAND_SIZE];
  CyAiKeep keep;
  CyAiEval ev;

  cy_ai_eval_init (&ev, view, cy_ai_params_for_kind (CY_PLAYER_KIND_HARD));
  if (n > 0)
    cy_test_cards (kept, cards, n);
  cy_ai_keep_init (&keep, cards, n);
  return cy_ai_keep_chance (&ev, &keep, category);
}

static void
test_ai_chances (void)
{
  CySeatView view;
  double pairs = cy_ai_binomial (47, 2);

  /* 47 unseen cards. */
  cy_test_view_init (&view, 2, "9H 10H JH QH 2C", CY_PHASE_TURNS);

  /* The 8 or the King of Hearts. */
  g_assert_cmpfloat_with_epsilon (chance_of (&view, "9H 10H JH QH", CY_CATEGORY_FIVE_FLUSH), 2.0 / 47, 1e-12);
  /* Any 8 or King. */
  g_assert_cmpfloat_with_epsilon (chance_of (&view, "9H 10H JH QH", CY_CATEGORY_SEQUENCE), 8.0 / 47, 1e-12);
  /* Any of the 9 other Hearts. */
  g_assert_cmpfloat_with_epsilon (chance_of (&view, "9H 10H JH QH", CY_CATEGORY_FLUSH), 9.0 / 47, 1e-12);
  /* Two of the 13 unseen cards worth 10. */
  g_assert_cmpfloat_with_epsilon (chance_of (&view, "10H JH QH", CY_CATEGORY_HIGH), 78.0 / pairs, 1e-12);
  /* Three Jacks and two Queens, or three Queens and two Jacks: two of the
   * three unseen of one rank and one of the three of the other, 3 * 3 ways
   * each. */
  g_assert_cmpfloat_with_epsilon (chance_of (&view, "JH QH", CY_CATEGORY_THREE_AND_TWO),
                                  (3.0 * 3 + 3.0 * 3) / cy_ai_binomial (47, 3), 1e-12);
  /* 31 points kept: Middle is out of reach. */
  g_assert_cmpfloat_with_epsilon (chance_of (&view, "9H 10H 2C QH", CY_CATEGORY_MIDDLE), 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (chance_of (&view, "9H 2C QH", CY_CATEGORY_MIDDLE),
                                  /* two cards adding up to 4: A+3 (4*4) or 2+2 (three unseen 2s: 3) */
                                  (16.0 + 3.0) / pairs, 1e-12);
  /* Kept whole: the hand as it is. */
  g_assert_cmpfloat_with_epsilon (chance_of (&view, "9H 10H JH QH 2C", CY_CATEGORY_FLUSH), 0.0, 1e-12);

  cy_test_view_init (&view, 2, "7S 7H 7D 2C 3C", CY_PHASE_TURNS);
  /* The Seven of Clubs. */
  g_assert_cmpfloat_with_epsilon (chance_of (&view, "7S 7H 7D 2C", CY_CATEGORY_CARD_YACHT), 1.0 / 47, 1e-12);
  /* The Seven of Clubs and any other card. */
  g_assert_cmpfloat_with_epsilon (chance_of (&view, "7S 7H 7D", CY_CATEGORY_CARD_YACHT), 46.0 / pairs, 1e-12);
  /* 12 points kept: more than Low allows. */
  g_assert_cmpfloat_with_epsilon (chance_of (&view, "2C 3C 7S", CY_CATEGORY_LOW), 0.0, 1e-12);
  /* 5 points kept, so three cards of at most 5 points between them (four
   * Aces, three 2s, three 3s unseen): A+A+A (4), A+A+2 (6 * 3), A+A+3
   * (6 * 3), A+2+2 (4 * 3). */
  g_assert_cmpfloat_with_epsilon (chance_of (&view, "2C 3C", CY_CATEGORY_LOW),
                                  (4.0 + 18 + 18 + 12) / cy_ai_binomial (47, 3), 1e-12);

  /* A card in a Harbor is not in the pool: the King of Hearts gone, only
   * the 8 remains. */
  cy_test_view_init (&view, 2, "9H 10H JH QH 2C", CY_PHASE_TURNS);
  cy_test_view_add_harbor (&view, 1, "KH");
  g_assert_cmpfloat_with_epsilon (chance_of (&view, "9H 10H JH QH", CY_CATEGORY_FIVE_FLUSH), 1.0 / 46, 1e-12);
}

static void
test_ai_suited_bonus (void)
{
  const CyAiParams *params = cy_ai_params_for_kind (CY_PLAYER_KIND_HARD);
  double previous = 1.0;

  g_assert_cmpfloat (cy_ai_suited_bonus_chance (params, 0, 0), ==, 1.0);
  g_assert_cmpfloat (cy_ai_suited_bonus_chance (params, -20, 2), ==, 1.0);
  g_assert_cmpfloat (cy_ai_suited_bonus_chance (params, 1, 0), ==, 0.0);
  g_assert_cmpfloat (cy_ai_suited_bonus_chance (params, 50, 1), ==, 0.0);

  for (int needed = 1; needed <= 148; needed++)
    {
      double chance = cy_ai_suited_bonus_chance (params, needed, 4);

      g_assert_cmpfloat (chance, <=, previous);
      g_assert_cmpfloat (chance, >=, 0.0);
      previous = chance;
    }
}

/* The best exchange by brute force: every five of the hand and one
 * opponent's Harbor, with at least one Harbor card, worth the hand they
 * make; and in @hand_value what the hand is worth as it is. */
static double
best_exchange_value (const CySeatView *view,
                     double           *hand_value)
{
  CyAiEval ev;
  double best = -G_MAXDOUBLE;

  cy_ai_eval_init (&ev, view, cy_ai_params_for_kind (CY_PLAYER_KIND_HARD));
  *hand_value = cy_ai_hand_value (&ev, view->hand, NULL, NULL);
  for (guint p = 0; p < view->n_players; p++)
    {
      const CyPile *harbor = &view->harbors[p];
      CyCard cards[CY_HAND_SIZE + CY_DECK_SIZE];
      guint n = CY_HAND_SIZE + harbor->n_cards;
      guint i[CY_HAND_SIZE];

      if (p == view->seat)
        continue;
      memcpy (cards, view->hand, CY_HAND_SIZE);
      memcpy (cards + CY_HAND_SIZE, harbor->cards, harbor->n_cards);

      for (i[0] = 0; i[0] < n; i[0]++)
        for (i[1] = i[0] + 1; i[1] < n; i[1]++)
          for (i[2] = i[1] + 1; i[2] < n; i[2]++)
            for (i[3] = i[2] + 1; i[3] < n; i[3]++)
              for (i[4] = MAX (i[3] + 1, CY_HAND_SIZE); i[4] < n; i[4]++)
                {
                  CyCard hand[CY_HAND_SIZE];

                  for (guint k = 0; k < CY_HAND_SIZE; k++)
                    hand[k] = cards[i[k]];
                  best = MAX (best, cy_ai_hand_value (&ev, hand, NULL, NULL));
                }
    }

  return best;
}

/* The hard player (and so the hint) weighs every exchange the rules allow,
 * with every opponent's Harbor: its plan is worth at least the best of
 * those that make the hand better. Only Harbor cards that helped a way of
 * drawing used to be looked at, and a Card Yacht in an opponent's Harbor
 * was missed (issue 16). An exchange that leaves the hand no better is
 * never made. */
static void
test_ai_every_exchange (void)
{
  guint n_games = cy_test_get_count ("CY_TEST_AI_GAMES", 8);
  guint n_exchanges = 0;

  for (guint g = 0; g < n_games; g++)
    {
      guint n_players = CY_MIN_PLAYERS + g % (CY_MAX_PLAYERS - CY_MIN_PLAYERS + 1);
      CyRuleOptions options = cy_test_options (g % 2 ? CY_STOCK_RULE_PASS : CY_STOCK_RULE_AUTOMATIC_KNOCK,
                                               CY_DEFAULT_TURN_LIMIT);
      g_autoptr(CyGame) game = cy_test_game_new_started (n_players, &options, 5000 + g);
      CyRandom rng;

      cy_random_init (&rng, g, 17);
      while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
        {
          CyPhase phase = cy_game_get_phase (game);
          CySeatView view;

          if (phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS)
            {
              guint seat = cy_game_get_to_move (game);
              CyAiPlan plan;
              double best, hand_value;

              cy_game_get_seat_view (game, seat, &view);
              cy_ai_plan_move (CY_PLAYER_KIND_HARD, &view, &rng, &plan);
              best = best_exchange_value (&view, &hand_value);
              if (plan.move.type == CY_MOVE_EXCHANGE)
                g_assert_cmpfloat (plan.value, >, hand_value);
              if (best > hand_value + 1e-6 && plan.value < best - 1e-9)
                {
                  g_autofree char *move = cy_move_describe (&plan.move);
                  g_autofree char *hand = cy_test_cards_to_string (view.hand, CY_HAND_SIZE);

                  g_error ("%s: chose %s worth %.2f, an exchange is worth %.2f", hand, move, plan.value, best);
                }
              n_exchanges += plan.move.type == CY_MOVE_EXCHANGE;
              g_assert_true (cy_game_play (game, &plan.move, NULL));
            }
          else if (phase == CY_PHASE_SCORING)
            {
              for (guint seat = 0; seat < n_players; seat++)
                {
                  cy_game_get_seat_view (game, seat, &view);
                  g_assert_true (cy_game_score (game, seat, cy_ai_choose_category (CY_PLAYER_KIND_HARD, &view, &rng),
                                                NULL));
                }
            }
          else
            g_assert_true (cy_game_deal_next_hand (game, NULL));
        }
    }

  g_assert_cmpuint (n_exchanges, >, 0);
}

/* A Five Flush in hand, the Eight of Hearts in a Harbor: swapping the King
 * for it makes another Five Flush, no better. The normal player (who does
 * not knock early to deny the others) knocks rather than give the King
 * away, and so does the hint. */
static void
test_ai_no_exchange_for_nothing (void)
{
  g_autofree char *reason = NULL;
  CySeatView view;
  CyMove move;
  CyRandom rng;

  cy_test_view_init (&view, 2, "9H 10H JH QH KH", CY_PHASE_TURNS);
  cy_test_view_add_harbor (&view, 1, "8H 2C");
  view.turns_taken[0] = 2;
  view.turns_taken[1] = 2;

  for (guint i = CY_PLAYER_KIND_NORMAL; i <= CY_PLAYER_KIND_HARD; i++)
    {
      cy_random_init (&rng, 2, 2);
      cy_ai_choose_move (i, &view, &rng, &move);
      assert_move_is (&move, "knock");
    }

  cy_random_init (&rng, 2, 2);
  cy_ai_hint (&view, NULL, &rng, &move, &reason);
  assert_move_is (&move, "knock");
  g_assert_true (g_str_has_prefix (reason, "Knock"));
}

/* Two normal players once swapped cards of equal worth back and forth
 * until the turn limit ended the hand (52 of 2,400 hands). Hands end by a
 * knock, the empty stock or passes, almost never by the limit. */
static void
test_ai_hands_end_before_the_turn_limit (void)
{
  CyPlayerKind kinds[] = { CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_NORMAL };
  CyRuleOptions options;
  guint hands = 0, by_limit = 0;

  cy_rule_options_init_default (&options);
  for (guint64 deal = 1; deal <= 30; deal++)
    {
      g_autoptr(GError) error = NULL;
      CyGameResult result = { { 0 } };

      g_assert_true (cy_simulate_game (kinds, G_N_ELEMENTS (kinds), &options, deal, deal * 7, FALSE, &result, &error));
      g_assert_no_error (error);
      for (guint e = CY_HAND_END_KNOCK; e <= CY_HAND_END_PASSES; e++)
        hands += result.hand_ends[e];
      by_limit += result.hand_ends[CY_HAND_END_TURN_LIMIT];
    }

  g_assert_cmpuint (hands, ==, 30 * CY_N_HANDS);
  /* Under 0.5 %: at most one of these 360 hands. */
  g_assert_cmpuint (by_limit, <=, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card-yacht/ai/legal", test_ai_legal);
  g_test_add_func ("/card-yacht/ai/simulate", test_ai_simulate);
  g_test_add_func ("/card-yacht/ai/five-flush", test_ai_five_flush);
  g_test_add_func ("/card-yacht/ai/no-early-zero", test_ai_no_early_zero);
  g_test_add_func ("/card-yacht/ai/exchange", test_ai_exchange);
  g_test_add_func ("/card-yacht/ai/hints", test_ai_hints);
  g_test_add_func ("/card-yacht/ai/deterministic", test_ai_deterministic);
  g_test_add_func ("/card-yacht/ai/chances", test_ai_chances);
  g_test_add_func ("/card-yacht/ai/suited-bonus", test_ai_suited_bonus);
  g_test_add_func ("/card-yacht/ai/every-exchange", test_ai_every_exchange);
  g_test_add_func ("/card-yacht/ai/no-exchange-for-nothing", test_ai_no_exchange_for_nothing);
  g_test_add_func ("/card-yacht/ai/hands-end-before-the-turn-limit", test_ai_hands_end_before_the_turn_limit);

  return g_test_run ();
}
