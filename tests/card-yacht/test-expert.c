/* test-expert.c: the expert, Card Yacht's searching computer player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Its strength is measured with card-yacht-cli simulate (README), never
 * here: these tests check what it may see, that it repeats itself, that
 * every move it and its playouts make is legal, and clear-cut positions.
 */
#include <string.h>

#include "cy-ai-private.h"
#include "test-util.h"

/* A small search, so that many positions fit in a test: legality and
 * determinism do not depend on how much it searches. */
static const CyAiExpertParams small_search = {
  .candidates = 2,
  .deals = 2,
  .playout_samples = 8,
  .check_playouts = TRUE,
};

static void
assert_move_is (const CyMove *move,
                const char   *expected)
{
  g_autofree char *text = cy_move_describe (move);

  g_assert_cmpstr (text, ==, expected);
}

static void
expert_move (const CyAiExpertParams *search,
             const CySeatView       *view,
             guint64                 seed,
             CyMove                 *move)
{
  CyAiPlan plan;
  CyRandom rng;

  cy_random_init (&rng, seed, 1);
  cy_ai_expert_plan_move (search, view, &rng, &plan);
  *move = plan.move;
}

/* Two deals that give seat 0 the same five cards but everybody else (and
 * the stock) other ones: seat 0's view is the same, and so is the expert's
 * move, searched as in play. */
static void
test_expert_hidden_cards (void)
{
  guint n_deals = cy_test_get_count ("CY_TEST_EXPERT_DEALS", 6);

  for (guint g = 0; g < n_deals; g++)
    {
      guint n_players = CY_MIN_PLAYERS + g % (CY_MAX_PLAYERS - CY_MIN_PLAYERS + 1);
      CyRuleOptions options;
      g_autoptr(CyGame) a = NULL;
      g_autoptr(CyGame) b = NULL;
      CyCard deck[CY_DECK_SIZE], other[CY_DECK_SIZE], hidden[CY_DECK_SIZE];
      guint hidden_at[CY_DECK_SIZE];
      guint n_hidden = 0;
      CySeatView view_a, view_b;
      CyMove move_a, move_b;
      CyRandom rng;
      g_autoptr(GError) error = NULL;

      cy_rule_options_init_default (&options);
      cy_random_init (&rng, 500 + g, 0);
      for (guint c = 0; c < CY_DECK_SIZE; c++)
        deck[c] = (CyCard) c;
      cy_random_shuffle (&rng, deck, CY_DECK_SIZE);

      /* The dealer is the last seat: seat 0 gets cards 0, n, 2n, ... of
       * the deck and moves first. Every other card is dealt anew. */
      memcpy (other, deck, sizeof deck);
      for (guint c = 0; c < CY_DECK_SIZE; c++)
        if (!(c < CY_HAND_SIZE * n_players && c % n_players == 0))
          {
            hidden_at[n_hidden] = c;
            hidden[n_hidden++] = deck[c];
          }
      cy_random_shuffle (&rng, hidden, n_hidden);
      for (guint i = 0; i < n_hidden; i++)
        other[hidden_at[i]] = hidden[i];
      g_assert_true (memcmp (deck, other, sizeof deck) != 0);

      a = cy_test_game_new (n_players, &options, 1);
      b = cy_test_game_new (n_players, &options, 2);
      g_assert_true (cy_game_set_next_deck (a, deck, &error));
      g_assert_true (cy_game_set_next_deck (b, other, &error));
      g_assert_true (cy_game_start_with_dealer (a, n_players - 1, &error));
      g_assert_true (cy_game_start_with_dealer (b, n_players - 1, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (cy_game_get_to_move (a), ==, 0);
      g_assert_true (cy_test_hand_set (a, 1) != cy_test_hand_set (b, 1));

      /* Zeroed first: the comparison covers the whole struct. */
      memset (&view_a, 0, sizeof view_a);
      memset (&view_b, 0, sizeof view_b);
      cy_game_get_seat_view (a, 0, &view_a);
      cy_game_get_seat_view (b, 0, &view_b);
      g_assert_cmpmem (&view_a, sizeof view_a, &view_b, sizeof view_b);

      expert_move (cy_ai_expert_params (view_a.n_players), &view_a, g, &move_a);
      expert_move (cy_ai_expert_params (view_b.n_players), &view_b, g, &move_b);
      g_assert_cmpmem (&move_a, sizeof move_a, &move_b, sizeof move_b);
      g_assert_true (cy_rules_check_move (&view_a, &move_a, NULL));
    }
}

/* The same view and generator give the same move (and leave the generator
 * in the same state); with other counts it still decides legally. */
static void
test_expert_deterministic (void)
{
  CyRuleOptions options;
  g_autoptr(CyGame) game = NULL;
  CyRandom play;

  cy_rule_options_init_default (&options);
  game = cy_test_game_new_started (3, &options, 4243);
  cy_random_init (&play, 3, 3);

  for (guint step = 0; step < 12 && cy_game_get_phase (game) == CY_PHASE_TURNS; step++)
    {
      CySeatView view;
      CyRandom a, b;
      CyMove first, second;

      cy_game_get_seat_view (game, cy_game_get_to_move (game), &view);
      cy_random_init (&a, step, 7);
      cy_random_init (&b, step, 7);
      cy_ai_choose_move (CY_PLAYER_KIND_EXPERT, &view, &a, &first);
      cy_ai_choose_move (CY_PLAYER_KIND_EXPERT, &view, &b, &second);
      g_assert_cmpmem (&first, sizeof first, &second, sizeof second);
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
      g_assert_true (cy_rules_check_move (&view, &first, NULL));

      cy_test_play_random_move (game, &play);
    }
}

/* Whole games with expert seats (searching less, as above) against the
 * other levels: every move they choose, and every move of every playout,
 * is legal, in every phase, under both stock rules and a short turn limit;
 * the categories they choose are open. */
static void
test_expert_legal (void)
{
  static const CyPlayerKind others[] = {
    CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_HARD,
  };
  guint n_games = cy_test_get_count ("CY_TEST_EXPERT_GAMES", 24);
  guint positions = 0;
  guint phases[CY_PHASE_GAME_OVER + 1] = { 0 };

  for (guint g = 0; g < n_games; g++)
    {
      guint n_players = CY_MIN_PLAYERS + g % (CY_MAX_PLAYERS - CY_MIN_PLAYERS + 1);
      CyRuleOptions options = cy_test_options (g % 2 ? CY_STOCK_RULE_PASS : CY_STOCK_RULE_AUTOMATIC_KNOCK,
                                               g % 3 == 2 ? CY_MIN_TURN_LIMIT : CY_DEFAULT_TURN_LIMIT);
      g_autoptr(CyGame) game = cy_test_game_new_started (n_players, &options, 2000 + g);
      CyRandom rngs[CY_MAX_PLAYERS];

      for (guint p = 0; p < n_players; p++)
        cy_random_init (&rngs[p], g, p);

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
              if (seat % 2 == 0)
                {
                  CyAiPlan plan;

                  cy_ai_expert_plan_move (&small_search, &view, &rngs[seat], &plan);
                  move = plan.move;
                  if (!cy_rules_check_move (&view, &move, &error))
                    g_error ("the expert chose an illegal move (%s): %s", cy_move_describe (&move), error->message);
                  positions++;
                  phases[phase]++;
                }
              else
                cy_ai_choose_move (others[g % G_N_ELEMENTS (others)], &view, &rngs[seat], &move);
              g_assert_true (cy_game_play (game, &move, &error));
            }
          else if (phase == CY_PHASE_SCORING)
            {
              for (guint seat = 0; seat < n_players; seat++)
                {
                  CyCategory category;

                  cy_game_get_seat_view (game, seat, &view);
                  category = cy_ai_choose_category (seat % 2 == 0 ? CY_PLAYER_KIND_EXPERT : CY_PLAYER_KIND_HARD,
                                                    &view, &rngs[seat]);
                  g_assert_false (view.used[seat] & (1u << category));
                  g_assert_true (cy_game_score (game, seat, category, &error));
                  phases[phase]++;
                }
            }
          else
            g_assert_true (cy_game_deal_next_hand (game, &error));
          g_assert_no_error (error);
        }

      cy_test_assert_consistent (game);
    }

  g_test_message ("%u expert moves checked", positions);
  g_assert_cmpuint (phases[CY_PHASE_TURNS], >, 0);
  g_assert_cmpuint (phases[CY_PHASE_LAST_TURNS], >, 0);
  g_assert_cmpuint (phases[CY_PHASE_SCORING], >, 0);
}

/* Successive halving: a cut that keeps one move decides there, so
 * searching on past it gives the move the shorter search gives; a second
 * cut weighs only the moves the first kept, on all their deals. */
static void
test_expert_halving (void)
{
  static const CyAiExpertParams one_cut = {
    .candidates = 4, .deals = 6, .cuts = { { 2, 1 } }, .playout_samples = 8, .check_playouts = TRUE,
  };
  static const CyAiExpertParams two_deals = {
    .candidates = 4, .deals = 2, .playout_samples = 8, .check_playouts = TRUE,
  };
  static const CyAiExpertParams two_cuts = {
    .candidates = 5, .deals = 7, .cuts = { { 2, 3 }, { 4, 1 } }, .playout_samples = 8, .check_playouts = TRUE,
  };
  static const CyAiExpertParams four_deals = {
    .candidates = 5, .deals = 4, .cuts = { { 2, 3 } }, .playout_samples = 8, .check_playouts = TRUE,
  };
  guint differ = 0, positions = 0;

  for (guint g = 0; g < 9; g++)
    {
      guint n_players = CY_MIN_PLAYERS + g % (CY_MAX_PLAYERS - CY_MIN_PLAYERS + 1);
      CyRuleOptions options;
      g_autoptr(CyGame) game = NULL;
      CyRandom play;

      cy_rule_options_init_default (&options);
      game = cy_test_game_new_started (n_players, &options, 300 + g);
      cy_random_init (&play, g, 5);

      for (guint step = 0;
           step < 6 && (cy_game_get_phase (game) == CY_PHASE_TURNS ||
                        cy_game_get_phase (game) == CY_PHASE_LAST_TURNS);
           step++)
        {
          CySeatView view;
          CyMove a, b, full;

          cy_game_get_seat_view (game, cy_game_get_to_move (game), &view);
          expert_move (&one_cut, &view, step, &a);
          expert_move (&two_deals, &view, step, &b);
          g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
          g_assert_true (cy_rules_check_move (&view, &a, NULL));

          expert_move (&two_cuts, &view, step, &a);
          expert_move (&four_deals, &view, step, &b);
          g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
          g_assert_true (cy_rules_check_move (&view, &a, NULL));

          /* Without the cuts the longer search may decide otherwise: the
           * cuts are what makes the two agree. */
          expert_move (&(CyAiExpertParams) { .candidates = 5, .deals = 7, .playout_samples = 8 }, &view, step, &full);
          differ += memcmp (&full, &a, sizeof a) != 0;
          positions++;

          cy_test_play_random_move (game, &play);
        }
    }

  g_test_message ("%u of %u positions searched to the end chose otherwise", differ, positions);
  g_assert_cmpuint (positions, >=, 20);
}

/* At a table of three or four the expert searches more than at two: more
 * moves, more deals, one more cut; at most as many candidates as it can
 * hold, and every cut keeps fewer moves on more deals. It values its own
 * categories by hard's figures but at a table of four. */
static void
test_expert_params (void)
{
  const CyAiExpertParams *two = cy_ai_expert_params (2);

  for (guint n_players = CY_MIN_PLAYERS; n_players <= CY_MAX_PLAYERS; n_players++)
    {
      const CyAiExpertParams *search = cy_ai_expert_params (n_players);
      guint last_deals = 0, last_keep = search->candidates + 2;

      g_assert_cmpuint (search->candidates, <=, CY_AI_EXPERT_MAX_CANDIDATES);
      g_assert_false (search->check_playouts);
      for (guint i = 0; i < CY_AI_EXPERT_MAX_CUTS && search->cuts[i].deals > 0; i++)
        {
          g_assert_cmpuint (search->cuts[i].deals, >, last_deals);
          g_assert_cmpuint (search->cuts[i].deals, <, search->deals);
          g_assert_cmpuint (search->cuts[i].keep, <, last_keep);
          g_assert_cmpuint (search->cuts[i].keep, >=, 1);
          last_deals = search->cuts[i].deals;
          last_keep = search->cuts[i].keep;
        }
      if (n_players > 2)
        {
          g_assert_cmpuint (search->candidates, >, two->candidates);
          g_assert_cmpuint (search->deals, >, two->deals);
        }
      g_assert_true ((search->value_shift != NULL) == (n_players == 4));
    }
}

/* Positions where the right move is plain, searched as in play. */
static void
test_expert_clear_cut (void)
{
  CySeatView view;
  CyMove move;

  /* A Five Flush in hand at the first turn: nothing can beat it, and every
   * turn more is one for the opponent. */
  cy_test_view_init (&view, 2, "9H 10H JH QH KH", CY_PHASE_TURNS);
  expert_move (cy_ai_expert_params (view.n_players), &view, 1, &move);
  assert_move_is (&move, "knock");

  /* The same in a last turn: any draw or exchange spoils it. */
  view.phase = CY_PHASE_LAST_TURNS;
  view.knocker = 1;
  cy_test_view_add_harbor (&view, 1, "2C 3D");
  expert_move (cy_ai_expert_params (view.n_players), &view, 2, &move);
  assert_move_is (&move, "pass");

  /* A last turn in which the opponent's Harbor holds the King that makes
   * a Five Flush: take it for the Two. */
  cy_test_view_init (&view, 2, "9H 10H JH QH 2C", CY_PHASE_LAST_TURNS);
  cy_test_view_add_harbor (&view, 1, "5S KH 3D");
  cy_test_view_add_harbor (&view, 0, "7C");
  expert_move (cy_ai_expert_params (view.n_players), &view, 3, &move);
  assert_move_is (&move, "exchange 2C for seat 1: KH");

  /* Four Kings at the first turn of three players, Card Yacht open: no draw
   * beats 75 and the others would get turns to build. */
  cy_test_view_init (&view, 3, "KS KH KD KC 2D", CY_PHASE_TURNS);
  expert_move (cy_ai_expert_params (view.n_players), &view, 4, &move);
  assert_move_is (&move, "knock");

  /* Nothing open can be knocked with (every category used but Five Flush,
   * a hand far from it): the expert draws, never knocks. */
  cy_test_view_init (&view, 2, "2S 7H 9D JC KS", CY_PHASE_TURNS);
  for (guint c = CY_CATEGORY_SEQUENCE; c < CY_N_CATEGORIES; c++)
    cy_test_view_use (&view, 0, c, 10);
  expert_move (cy_ai_expert_params (view.n_players), &view, 5, &move);
  g_assert_cmpint (move.type, ==, CY_MOVE_DRAW);
  g_assert_true (cy_rules_check_move (&view, &move, NULL));
}

/* The search deals the unseen cards consistently with the view: each
 * opponent's hand holds the cards the table saw it take from a Harbor, the
 * stock has the view's count, and the 52 cards are all there once; a view
 * whose known cards cannot all be where it says gets no deal. */
static void
test_expert_deal (void)
{
  CySeatView view;
  CyCardSet took_1 = 0, took_2 = 0;
  CyCard cards[2];

  cy_test_view_init (&view, 3, "2S 7H 9D JC KS", CY_PHASE_TURNS);
  cy_test_view_add_harbor (&view, 0, "4D 5D");
  cy_test_view_add_harbor (&view, 1, "6C");
  cy_test_view_add_harbor (&view, 2, "8S 3H 10C");
  cy_test_cards ("KH QH", cards, 2);
  took_1 = cy_card_set_of (cards[0]) | cy_card_set_of (cards[1]);
  cy_test_cards ("2C", cards, 1);
  took_2 = cy_card_set_of (cards[0]);
  view.taken[1] = took_1;
  view.taken[2] = took_2;

  for (guint d = 0; d < 200; d++)
    {
      CyPile hands[CY_MAX_PLAYERS], stock;
      CyCardSet all = 0, hand_sets[CY_MAX_PLAYERS] = { 0 };
      guint n_cards = 0;
      CyRandom rng;

      cy_random_init (&rng, d, 4);
      g_assert_true (cy_ai_expert_deal (&view, &rng, hands, &stock));
      g_assert_cmpuint (stock.n_cards, ==, view.stock_count);
      g_assert_cmpmem (hands[0].cards, CY_HAND_SIZE, view.hand, CY_HAND_SIZE);
      for (guint p = 0; p < 3; p++)
        {
          g_assert_cmpuint (hands[p].n_cards, ==, CY_HAND_SIZE);
          for (guint i = 0; i < CY_HAND_SIZE; i++)
            hand_sets[p] |= cy_card_set_of (hands[p].cards[i]);
          for (guint i = 0; i < view.harbors[p].n_cards; i++)
            all |= cy_card_set_of (view.harbors[p].cards[i]);
          all |= hand_sets[p];
          n_cards += CY_HAND_SIZE + view.harbors[p].n_cards;
        }
      for (guint i = 0; i < stock.n_cards; i++)
        all |= cy_card_set_of (stock.cards[i]);
      n_cards += stock.n_cards;
      g_assert_cmpuint (n_cards, ==, CY_DECK_SIZE);
      g_assert_cmpuint (all, ==, CY_CARD_SET_FULL);
      g_assert_cmpuint (hand_sets[1] & took_1, ==, took_1);
      g_assert_cmpuint (hand_sets[2] & took_2, ==, took_2);
    }

  /* A card said to be taken that lies in a Harbor, or six taken cards. */
  cy_test_cards ("6C", cards, 1);
  view.taken[2] = took_2 | cy_card_set_of (cards[0]);
  {
    CyPile hands[CY_MAX_PLAYERS], stock;
    CyRandom rng;

    cy_random_init (&rng, 1, 4);
    g_assert_false (cy_ai_expert_deal (&view, &rng, hands, &stock));
    view.taken[2] = G_GUINT64_CONSTANT (0x3f) << 40;
    g_assert_false (cy_ai_expert_deal (&view, &rng, hands, &stock));
  }
}

/* The category: with two hands left, Five Flush and Low open for both and
 * a hand that meets neither, hard writes its 0 in Five Flush (Low brings
 * more on average). So does the expert when it leads by 150 or stands
 * level, but when it trails by 150 only a Five Flush in the last hand can
 * still win: it keeps that open and writes its 0 in Low. */
static void
test_expert_category (void)
{
  static const int leads[] = { 150, 0, -150 };
  static const CyCategory expected[] = {
    CY_CATEGORY_FIVE_FLUSH, CY_CATEGORY_FIVE_FLUSH, CY_CATEGORY_LOW,
  };

  for (guint i = 0; i < G_N_ELEMENTS (leads); i++)
    {
      CySeatView view;
      CyRandom rng;

      cy_test_view_init (&view, 2, "KS QH 9D 8C 7S", CY_PHASE_SCORING);
      for (guint seat = 0; seat < 2; seat++)
        for (guint c = 0; c < CY_N_CATEGORIES; c++)
          if (c != CY_CATEGORY_FIVE_FLUSH && c != CY_CATEGORY_LOW)
            /* The suits settle the Suited Bonus for both (4 x 40). */
            cy_test_view_use (&view, seat, c, cy_category_is_suit (c) ? 40 : 20);
      /* 150 more for one: Card Yacht 75 to 0, Sequence 50 to 0, Middle
       * 45 to 20. */
      if (leads[i] != 0)
        {
          guint ahead = leads[i] > 0 ? 0 : 1;

          view.scores[ahead][CY_CATEGORY_CARD_YACHT] = 75;
          view.scores[1 - ahead][CY_CATEGORY_CARD_YACHT] = 0;
          view.scores[ahead][CY_CATEGORY_SEQUENCE] = 50;
          view.scores[1 - ahead][CY_CATEGORY_SEQUENCE] = 0;
          view.scores[ahead][CY_CATEGORY_MIDDLE] = 45;
        }

      cy_random_init (&rng, i, 0);
      g_assert_cmpint (cy_ai_choose_category (CY_PLAYER_KIND_HARD, &view, &rng), ==, CY_CATEGORY_FIVE_FLUSH);
      g_assert_cmpint (cy_ai_choose_category (CY_PLAYER_KIND_EXPERT, &view, &rng), ==, expected[i]);
    }
}

/* At a table of four the expert values its own categories by what they
 * bring there (Five Flush is made far more often than at two). Two hands
 * left, Five Flush and Flush open for everyone, a hand that meets
 * neither, and the expert 60 points ahead: hard writes its 0 in Five
 * Flush (it expects a little less of it than of Flush), and so does the
 * expert at a table of two or three, taking the surer Flush for its lead;
 * at a table of four Five Flush is worth keeping open, lead or not. */
static void
test_expert_category_four (void)
{
  for (guint n_players = CY_MIN_PLAYERS; n_players <= CY_MAX_PLAYERS; n_players++)
    {
      CySeatView view;
      CyRandom rng;

      cy_test_view_init (&view, n_players, "KS QH 9D 8C 7S", CY_PHASE_SCORING);
      for (guint seat = 0; seat < n_players; seat++)
        for (guint c = 0; c < CY_N_CATEGORIES; c++)
          if (c != CY_CATEGORY_FIVE_FLUSH && c != CY_CATEGORY_FLUSH)
            /* The suits settle the Suited Bonus for all (4 x 40). */
            cy_test_view_use (&view, seat, c, cy_category_is_suit (c) ? 40 : 20);
      /* 60 ahead: Card Yacht 75 and Three and Two 25 to 20 and 20. */
      view.scores[0][CY_CATEGORY_CARD_YACHT] = 75;
      view.scores[0][CY_CATEGORY_THREE_AND_TWO] = 25;

      cy_random_init (&rng, n_players, 0);
      g_assert_cmpint (cy_ai_choose_category (CY_PLAYER_KIND_HARD, &view, &rng), ==, CY_CATEGORY_FIVE_FLUSH);
      g_assert_cmpint (cy_ai_choose_category (CY_PLAYER_KIND_EXPERT, &view, &rng), ==,
                       (n_players == 4 ? CY_CATEGORY_FLUSH : CY_CATEGORY_FIVE_FLUSH));
    }
}

/* The benchmark's playouts play the hand to its end, from a turn or a last
 * turn, and repeat themselves. */
static void
test_expert_playouts (void)
{
  CySeatView view;
  CyRandom a, b;
  guint moves;

  cy_test_view_init (&view, 4, "2S 7H 9D JC KS", CY_PHASE_TURNS);
  cy_random_init (&a, 8, 8);
  cy_random_init (&b, 8, 8);
  moves = cy_ai_expert_playouts (&view, &a, 5);
  g_assert_cmpuint (moves, >=, 5 * 4);   /* a knock, and a last turn each */
  g_assert_cmpuint (cy_ai_expert_playouts (&view, &b, 5), ==, moves);

  view.phase = CY_PHASE_LAST_TURNS;
  view.knocker = 1;
  /* Seats 2, 3 and 0 still to go after a knock by seat 1: here seat 0 is
   * last, so each playout is its one move. */
  view.to_move = 0;
  g_assert_cmpuint (cy_ai_expert_playouts (&view, &a, 5), ==, 5);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/expert/hidden-cards", test_expert_hidden_cards);
  g_test_add_func ("/expert/deterministic", test_expert_deterministic);
  g_test_add_func ("/expert/legal", test_expert_legal);
  g_test_add_func ("/expert/clear-cut", test_expert_clear_cut);
  g_test_add_func ("/expert/halving", test_expert_halving);
  g_test_add_func ("/expert/params", test_expert_params);
  g_test_add_func ("/expert/playouts", test_expert_playouts);
  g_test_add_func ("/expert/deal", test_expert_deal);
  g_test_add_func ("/expert/category", test_expert_category);
  g_test_add_func ("/expert/category-four", test_expert_category_four);

  return g_test_run ();
}
