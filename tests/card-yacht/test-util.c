/* test-util.c: helpers shared by the engine tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "cy-match.h"
#include "test-util.h"

void
cy_test_cards (const char *text,
               CyCard     *cards,
               guint       n)
{
  g_auto(GStrv) words = g_strsplit_set (text, " ", -1);
  g_autoptr(GError) error = NULL;
  guint n_words = 0;

  /* Drop empty words from repeated spaces. */
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      words[n_words++] = words[i];
  for (guint i = n_words; words[i] != NULL; i++)
    {
      g_free (words[i]);
      words[i] = NULL;
    }

  g_assert_cmpuint (n_words, ==, n);
  if (!cy_card_parse_hand (words, n_words, cards, &error))
    g_error ("cannot parse “%s”: %s", text, error->message);
}

char *
cy_test_cards_to_string (const CyCard *cards,
                         guint         n)
{
  GString *str = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *card = cy_card_is_valid (cards[i]) ? cy_card_to_string (cards[i])
                                                          : g_strdup_printf ("#%u", cards[i]);
      g_string_append_printf (str, "%s%s", i > 0 ? " " : "", card);
    }

  return g_string_free (str, FALSE);
}

CyRuleOptions
cy_test_options (CyStockRule stock_rule,
                 guint       turn_limit)
{
  CyRuleOptions options;

  cy_rule_options_init_default (&options);
  options.stock_rule = stock_rule;
  options.turn_limit = turn_limit;
  return options;
}

CyGame *
cy_test_game_new (guint                n_players,
                  const CyRuleOptions *options,
                  guint64              deal_number)
{
  CyPlayer *players[CY_MAX_PLAYERS] = { NULL };
  CyGame *game;

  g_assert_cmpuint (n_players, <=, CY_MAX_PLAYERS);
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", p + 1);
      players[p] = cy_player_new (name, CY_PLAYER_KIND_HUMAN);
    }

  game = cy_game_new (players, n_players, options, deal_number);
  g_assert_nonnull (game);

  for (guint p = 0; p < n_players; p++)
    g_object_unref (players[p]);

  return game;
}

CyGame *
cy_test_game_new_started (guint                n_players,
                          const CyRuleOptions *options,
                          guint64              deal_number)
{
  g_autoptr(GError) error = NULL;
  CyGame *game = cy_test_game_new (n_players, options, deal_number);

  g_assert_true (cy_game_start (game, &error));
  g_assert_no_error (error);
  return game;
}

guint
cy_test_get_stock (CyGame *game,
                   CyCard  stock[CY_DECK_SIZE])
{
  g_autoptr(GVariant) saved = cy_game_serialize (game);
  g_autoptr(GVariant) dict = g_variant_get_child_value (saved, 1);
  g_autoptr(GVariant) value = g_variant_lookup_value (dict, "stock", G_VARIANT_TYPE_BYTESTRING);
  const guint8 *data;
  gsize n;

  g_assert_nonnull (value);
  data = g_variant_get_fixed_array (value, &n, 1);
  g_assert_cmpuint (n, <=, CY_DECK_SIZE);
  if (n > 0)
    memcpy (stock, data, n);
  return (guint) n;
}

CyCardSet
cy_test_hand_set (CyGame *game,
                  guint   seat)
{
  CyCard hand[CY_HAND_SIZE];
  CyCardSet set = 0;

  cy_game_get_hand (game, seat, hand);
  for (guint i = 0; i < CY_HAND_SIZE; i++)
    if (cy_card_is_valid (hand[i]))
      set |= cy_card_set_of (hand[i]);

  return set;
}

CyCardSet
cy_test_harbor_set (CyGame *game,
                    guint   seat)
{
  guint n;
  const CyCard *harbor = cy_game_get_harbor (game, seat, &n);
  CyCardSet set = 0;

  for (guint i = 0; i < n; i++)
    set |= cy_card_set_of (harbor[i]);

  return set;
}

void
cy_test_play_random_move (CyGame   *game,
                          CyRandom *rng)
{
  g_autoptr(GError) error = NULL;
  CySeatView view;
  CyMove move;

  cy_game_get_seat_view (game, cy_game_get_to_move (game), &view);
  cy_ai_choose_move (CY_PLAYER_KIND_RANDOM, &view, rng, &move);
  if (!cy_game_play (game, &move, &error))
    {
      g_autofree char *text = cy_move_describe (&move);
      g_error ("random move “%s” refused: %s", text, error->message);
    }
}

void
cy_test_play_until_scoring (CyGame   *game,
                            CyRandom *rng)
{
  guint moves = 0;

  while (cy_game_get_phase (game) == CY_PHASE_TURNS ||
         cy_game_get_phase (game) == CY_PHASE_LAST_TURNS)
    {
      cy_test_play_random_move (game, rng);
      g_assert_cmpuint (++moves, <, CY_MAX_PLAYERS * (CY_MAX_TURN_LIMIT + 2));
    }

  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_SCORING);
}

void
cy_test_score_hand (CyGame   *game,
                     CyRandom *rng)
{
  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_SCORING);

  for (guint p = 0; p < cy_game_get_n_players (game); p++)
    {
      g_autoptr(GError) error = NULL;
      CyCategorySet used = cy_game_get_used (game, p);
      CyCategory open[CY_N_CATEGORIES];
      guint n_open = 0;

      if (cy_game_get_hand_category (game, p) >= 0)
        continue;

      for (guint c = 0; c < CY_N_CATEGORIES; c++)
        if (!(used & (1u << c)))
          open[n_open++] = c;
      g_assert_cmpuint (n_open, >, 0);

      g_assert_true (cy_game_score (game, p, open[rng ? cy_random_below (rng, n_open) : 0], &error));
      g_assert_no_error (error);
    }

  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_HAND_OVER);
}

/* Plays @seat's part as the random policy would, through the game's own
 * methods: a move, or a category when the hand is over. */
static gboolean
play_random_part (CyMatch   *match,
                  guint      seat,
                  gpointer   user_data,
                  GError   **error)
{
  CyRandom *rng = user_data;
  CyGame *game = CY_GAME (cy_match_get_game (match));
  CyCategorySet used;
  CyCategory open[CY_N_CATEGORIES];
  guint n_open = 0;

  if (cy_match_game_get_step (CY_MATCH_GAME (game), NULL) == CY_MATCH_STEP_TURN)
    {
      cy_test_play_random_move (game, rng);
      return TRUE;
    }

  used = cy_game_get_used (game, seat);
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    if (!(used & (1u << c)))
      open[n_open++] = c;
  g_assert_cmpuint (n_open, >, 0);

  return cy_game_score (game, seat, open[rng ? cy_random_below (rng, n_open) : 0], error);
}

/* The whole game, driven by the match controller as the app and the
 * simulator drive theirs, every seat playing at random. */
void
cy_test_play_to_end (CyGame   *game,
                     CyRandom *rng)
{
  g_autoptr(CyMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  if (cy_game_get_phase (game) == CY_PHASE_SEAT_DRAW)
    g_assert_true (cy_game_start (game, &error));

  match = cy_match_new (CY_MATCH_GAME (game), 0);
  for (guint p = 0; p < cy_game_get_n_players (game); p++)
    cy_match_set_seat_func (match, p, play_random_part, rng, NULL);

  while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
    {
      g_assert_true (cy_match_run_sync (match, FALSE, &error));
      g_assert_no_error (error);
      if (cy_match_get_state (match) == CY_MATCH_STATE_HAND_OVER)
        g_assert_true (cy_match_next_hand (match, &error));
      g_assert_no_error (error);
    }
}

static gboolean
hands_equal (const CyCard *a,
             const CyCard *b)
{
  CyCardSet sa = 0, sb = 0;

  for (guint i = 0; i < CY_HAND_SIZE; i++)
    {
      sa |= cy_card_set_of (a[i]);
      sb |= cy_card_set_of (b[i]);
    }

  return sa == sb;
}

void
cy_test_assert_consistent (CyGame *game)
{
  g_autoptr(GError) error = NULL;
  guint n_players = cy_game_get_n_players (game);
  CyPhase phase = cy_game_get_phase (game);
  guint hand_number = cy_game_get_hand_number (game);
  const CyRuleOptions *options = cy_game_get_options (game);
  CyCard stock[CY_DECK_SIZE];
  guint n_stock = cy_test_get_stock (game, stock);
  CyCardSet seen = 0;
  guint n_seen = 0;
  guint totals[CY_MAX_PLAYERS];
  guint best = 0;
  guint winners = 0;

  if (!cy_game_check_invariants (game, &error))
    g_error ("invariants: %s", error->message);

  g_assert_cmpuint (n_players, >=, CY_MIN_PLAYERS);
  g_assert_cmpuint (n_players, <=, CY_MAX_PLAYERS);
  g_assert_cmpuint (hand_number, <=, CY_N_HANDS);
  g_assert_true ((phase == CY_PHASE_SEAT_DRAW) == (hand_number == 0));
  if (phase == CY_PHASE_GAME_OVER)
    g_assert_cmpuint (hand_number, ==, CY_N_HANDS);
  g_assert_cmpuint (cy_game_get_dealer (game), <, n_players);
  g_assert_cmpuint (cy_game_get_to_move (game), <, n_players);

  /* The cards: 52 distinct, in one place each. */
  g_assert_cmpuint (n_stock, ==, cy_game_get_stock_count (game));
  for (guint i = 0; i < n_stock; i++)
    {
      g_assert_true (cy_card_is_valid (stock[i]));
      g_assert_false (seen & cy_card_set_of (stock[i]));
      seen |= cy_card_set_of (stock[i]);
      n_seen++;
    }

  for (guint p = 0; p < n_players; p++)
    {
      CyCard hand[CY_HAND_SIZE];
      guint n_harbor;
      const CyCard *harbor = cy_game_get_harbor (game, p, &n_harbor);

      cy_game_get_hand (game, p, hand);
      for (guint i = 0; i < CY_HAND_SIZE; i++)
        {
          if (phase == CY_PHASE_SEAT_DRAW)
            {
              g_assert_cmpuint (hand[i], ==, CY_CARD_INVALID);
              continue;
            }
          g_assert_true (cy_card_is_valid (hand[i]));
          g_assert_false (seen & cy_card_set_of (hand[i]));
          seen |= cy_card_set_of (hand[i]);
          n_seen++;
        }

      if (phase == CY_PHASE_SEAT_DRAW)
        g_assert_cmpuint (n_harbor, ==, 0);
      for (guint i = 0; i < n_harbor; i++)
        {
          g_assert_true (cy_card_is_valid (harbor[i]));
          g_assert_false (seen & cy_card_set_of (harbor[i]));
          seen |= cy_card_set_of (harbor[i]);
          n_seen++;
        }

      g_assert_cmpuint (cy_game_get_turns_taken (game, p), <=, options->turn_limit + 1);
    }
  g_assert_cmpuint (n_seen, ==, CY_DECK_SIZE);
  g_assert_true (seen == CY_CARD_SET_FULL);

  /* Knocks. */
  if (phase == CY_PHASE_TURNS || phase == CY_PHASE_SEAT_DRAW)
    g_assert_cmpint (cy_game_get_knocker (game), ==, -1);
  if (phase == CY_PHASE_LAST_TURNS)
    {
      g_assert_cmpint (cy_game_get_knocker (game), >=, 0);
      g_assert_cmpint (cy_game_get_knocker (game), <, (int) n_players);
      g_assert_cmpint (cy_game_get_knocker (game), !=, (int) cy_game_get_to_move (game));
    }

  /* Only the seat to move may move; it always has a legal move. */
  if (phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS)
    {
      for (guint p = 0; p < n_players; p++)
        {
          g_autoptr(GError) turn_error = NULL;
          CySeatView view;
          CyMove move;
          CyRandom rng;

          cy_game_get_seat_view (game, p, &view);
          if (p == cy_game_get_to_move (game))
            {
              cy_random_init (&rng, p, 7);
              cy_ai_choose_move (CY_PLAYER_KIND_RANDOM, &view, &rng, &move);
              if (!cy_rules_check_move (&view, &move, &turn_error))
                g_error ("the seat to move has no legal move: %s", turn_error->message);
            }
          else
            {
              /* Whatever another seat tries, it is not its turn. */
              for (CyMoveType type = CY_MOVE_KNOCK; type <= CY_MOVE_PASS; type++)
                {
                  memset (&move, 0, sizeof move);
                  move.type = type;
                  move.n_cards = 1;
                  move.laid[0] = view.hand[0];
                  move.opponent = (p + 1) % n_players;
                  move.taken[0] = view.harbors[move.opponent].n_cards > 0 ? view.harbors[move.opponent].cards[0] : 0;
                  g_assert_false (cy_rules_check_move (&view, &move, &turn_error));
                  g_assert_error (turn_error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE);
                  g_clear_error (&turn_error);
                }
            }
        }
    }

  /* Scores. */
  for (guint p = 0; p < n_players; p++)
    {
      CyCategorySet used = 0;
      guint n_used = 0;
      guint sum = 0;
      guint suits = 0;
      int rc = cy_game_get_hand_category (game, p);
      guint expected;

      for (guint c = 0; c < CY_N_CATEGORIES; c++)
        {
          int score = cy_game_get_score (game, p, c);
          CyCard scored[CY_HAND_SIZE];
          CyCardSet cards = 0;

          if (score < 0)
            {
              g_assert_cmpint (score, ==, -1);
              g_assert_false (cy_game_get_scored_hand (game, p, c, scored));
              continue;
            }

          g_assert_true (cy_game_get_scored_hand (game, p, c, scored));
          for (guint i = 0; i < CY_HAND_SIZE; i++)
            {
              g_assert_true (cy_card_is_valid (scored[i]));
              g_assert_false (cards & cy_card_set_of (scored[i]));
              cards |= cy_card_set_of (scored[i]);
            }
          g_assert_cmpint (score, ==, (int) cy_category_score (c, scored));
          g_assert_cmpint (score, <=, (int) cy_category_get_max_score (c));
          used |= 1u << c;
          n_used++;
          sum += (guint) score;
          if (cy_category_is_suit (c))
            suits += (guint) score;
        }

      g_assert_cmpuint (used, ==, cy_game_get_used (game, p));
      g_assert_cmpuint (suits, ==, cy_game_get_suit_total (game, p));
      g_assert_cmpuint (cy_game_get_suited_bonus (game, p), ==, suits >= 148 ? 100 : 0);
      totals[p] = sum + (suits >= 148 ? 100 : 0);
      g_assert_cmpuint (totals[p], ==, cy_game_get_total (game, p));
      g_assert_cmpuint (totals[p], <=, 696);

      switch (phase)
        {
        case CY_PHASE_SEAT_DRAW:
          expected = 0;
          g_assert_cmpint (rc, ==, -1);
          break;
        case CY_PHASE_TURNS:
        case CY_PHASE_LAST_TURNS:
          expected = hand_number - 1;
          g_assert_cmpint (rc, ==, -1);
          break;
        case CY_PHASE_SCORING:
          expected = hand_number - 1 + (rc >= 0);
          break;
        case CY_PHASE_HAND_OVER:
        case CY_PHASE_GAME_OVER:
        default:
          expected = hand_number;
          g_assert_cmpint (rc, >=, 0);
          break;
        }
      g_assert_cmpuint (n_used, ==, expected);

      /* This hand's score, which can still be taken back, was written
       * from the hand still held. */
      if (rc >= 0 && (phase == CY_PHASE_SCORING || phase == CY_PHASE_HAND_OVER))
        {
          CyCard scored[CY_HAND_SIZE];
          CyCard hand[CY_HAND_SIZE];

          g_assert_cmpint (rc, <, CY_N_CATEGORIES);
          g_assert_true (cy_game_get_scored_hand (game, p, rc, scored));
          cy_game_get_hand (game, p, hand);
          g_assert_true (hands_equal (scored, hand));
        }
    }

  for (guint p = 0; p < n_players; p++)
    if (totals[p] > best)
      best = totals[p];
  for (guint p = 0; p < n_players; p++)
    if (totals[p] == best)
      winners |= 1u << p;
  g_assert_cmpuint (winners, ==, cy_game_get_winners (game));
}

/* The puppet behind cy_test_drive_hand(); see there. */
gboolean
cy_test_drive_hand (CyGame       *game,
                    guint         seat,
                    const CyCard  target[CY_HAND_SIZE])
{
  CyCardSet goal = 0;
  guint other = 1 - seat;
  guint moves = 0;

  g_assert_cmpuint (cy_game_get_n_players (game), ==, 2);
  g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_TURNS);
  for (guint i = 0; i < CY_HAND_SIZE; i++)
    goal |= cy_card_set_of (target[i]);
  g_assert_cmpuint (__builtin_popcountll (goal), ==, CY_HAND_SIZE);

  while (cy_game_get_phase (game) == CY_PHASE_TURNS ||
         cy_game_get_phase (game) == CY_PHASE_LAST_TURNS)
    {
      g_autoptr(GError) error = NULL;
      gboolean last = cy_game_get_phase (game) == CY_PHASE_LAST_TURNS;
      guint to_move = cy_game_get_to_move (game);
      guint stock = cy_game_get_stock_count (game);
      CyCard hand[CY_HAND_SIZE];
      CyCard keep[CY_HAND_SIZE], give[CY_HAND_SIZE];
      guint n_keep = 0, n_give = 0;
      guint n_other_harbor, n_own_harbor;
      const CyCard *other_harbor;
      gboolean ok;

      g_assert_cmpuint (++moves, <, 1000);

      cy_game_get_hand (game, to_move, hand);
      for (guint i = 0; i < CY_HAND_SIZE; i++)
        {
          if (goal & cy_card_set_of (hand[i]))
            keep[n_keep++] = hand[i];
          else
            give[n_give++] = hand[i];
        }
      other_harbor = cy_game_get_harbor (game, 1 - to_move, &n_other_harbor);
      cy_game_get_harbor (game, to_move, &n_own_harbor);

      if (to_move == seat)
        {
          CyCard wanted[CY_HAND_SIZE];
          guint n_wanted = 0;

          if (n_give == 0)
            {
              /* Done: end the hand without touching the cards. */
              if (!last && cy_game_may_knock (game, NULL))
                ok = cy_game_knock (game, &error);
              else if (cy_game_may_pass (game, NULL))
                ok = cy_game_pass (game, &error);
              else
                return FALSE;
            }
          else
            {
              for (guint i = 0; i < n_other_harbor && n_wanted < n_give; i++)
                if (goal & cy_card_set_of (other_harbor[i]))
                  wanted[n_wanted++] = other_harbor[i];

              if (n_wanted > 0)
                ok = cy_game_exchange (game, give, n_wanted, other, wanted, &error);
              else if (stock > 0)
                ok = cy_game_draw (game, give, MIN (n_give, stock), &error);
              else if (cy_game_may_pass (game, NULL))
                ok = cy_game_pass (game, &error);
              else
                return FALSE;
            }
        }
      else
        {
          gboolean done = (cy_test_hand_set (game, seat) == goal);

          if (last)
            ok = cy_game_pass (game, &error);
          else if (done && cy_game_may_knock (game, NULL))
            ok = cy_game_knock (game, &error);
          else if (n_keep > 0 && n_other_harbor >= n_keep)
            /* Lay the wanted cards in the own Harbor, take junk back. */
            ok = cy_game_exchange (game, keep, n_keep, seat, other_harbor, &error);
          else if (n_keep > 0 && stock > 0)
            ok = cy_game_draw (game, keep, MIN (n_keep, stock), &error);
          else if (n_keep == 0 && n_other_harbor > 0 && !(goal & cy_card_set_of (other_harbor[0])))
            ok = cy_game_exchange (game, give, 1, seat, other_harbor, &error);
          else if (stock > 0)
            ok = cy_game_draw (game, n_give > 0 ? give : keep, 1, &error);
          else if (cy_game_may_pass (game, NULL))
            ok = cy_game_pass (game, &error);
          else
            return FALSE;
        }

      if (!ok)
        g_error ("puppet move refused: %s", error->message);
    }

  return cy_test_hand_set (game, seat) == goal;
}

guint
cy_test_get_count (const char *env_var,
                   guint       fallback)
{
  const char *value = g_getenv (env_var);

  if (value != NULL && value[0] != '\0')
    {
      guint64 n;

      if (g_ascii_string_to_unsigned (value, 10, 1, G_MAXUINT, &n, NULL))
        return (guint) n;
      g_error ("%s=%s is not a positive number", env_var, value);
    }

  return fallback;
}

void
cy_test_view_init (CySeatView *view,
                   guint       n_players,
                   const char *hand,
                   CyPhase     phase)
{
  memset (view, 0, sizeof *view);
  view->n_players = (guint8) n_players;
  view->seat = 0;
  view->to_move = 0;
  view->dealer = (guint8) (n_players - 1);
  view->hand_number = 1;
  view->knocker = phase == CY_PHASE_LAST_TURNS ? 1 : -1;
  view->phase = phase;
  cy_rule_options_init_default (&view->options);
  view->stock_count = (guint8) (CY_DECK_SIZE - CY_HAND_SIZE * n_players);
  cy_test_cards (hand, view->hand, CY_HAND_SIZE);

  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    for (guint c = 0; c < CY_N_CATEGORIES; c++)
      view->scores[p][c] = -1;
}

void
cy_test_view_use (CySeatView *view,
                  guint       seat,
                  CyCategory  category,
                  int         points)
{
  view->used[seat] |= 1u << category;
  view->scores[seat][category] = (gint16) points;
  if (seat == view->seat)
    view->hand_number++;
}

void
cy_test_view_add_harbor (CySeatView *view,
                         guint       seat,
                         const char *cards)
{
  g_auto(GStrv) words = g_strsplit (cards, " ", -1);
  guint n = g_strv_length (words);
  CyPile *pile = &view->harbors[seat];

  cy_test_cards (cards, pile->cards + pile->n_cards, n);
  pile->n_cards += n;
  view->stock_count -= n;
}
