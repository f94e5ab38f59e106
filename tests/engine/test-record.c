/* test-record.c: game records (design.md section 9): writing, reading, replaying
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <gio/gio.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cy-game-record.h"
#include "cy-record-writer.h"
#include "cy-replay.h"
#include "test-util.h"

/* Plays one decision with the computer policies: a move, every seat's
 * score, or the next deal. */
static void
play_step (CyGame             *game,
           const CyPlayerKind *kinds,
           CyRandom           *rngs)
{
  g_autoptr(GError) error = NULL;
  CySeatView view;

  switch (cy_game_get_phase (game))
    {
    case CY_PHASE_TURNS:
    case CY_PHASE_LAST_TURNS:
      {
        guint seat = cy_game_get_to_move (game);
        CyMove move;

        cy_game_get_seat_view (game, seat, &view);
        cy_ai_choose_move (kinds[seat], &view, &rngs[seat], &move);
        g_assert_true (cy_game_play (game, &move, &error));
      }
      break;

    case CY_PHASE_SCORING:
      /* Seats score in an order other than the seat order, as people may. */
      for (guint k = cy_game_get_n_players (game); k > 0; k--)
        {
          guint seat = k - 1;

          cy_game_get_seat_view (game, seat, &view);
          g_assert_true (cy_game_score (game, seat, cy_ai_choose_category (kinds[seat], &view, &rngs[seat]), &error));
        }
      break;

    case CY_PHASE_HAND_OVER:
      g_assert_true (cy_game_deal_next_hand (game, &error));
      break;

    default:
      g_assert_not_reached ();
    }
  g_assert_no_error (error);
}

static CyGame *
new_game (const CyPlayerKind  *kinds,
          guint                n_players,
          const CyRuleOptions *options,
          guint64              deal)
{
  static const char * const names[] = { "Ann", "Bob", "Cid", "Dee" };
  CyPlayer *players[CY_MAX_PLAYERS];
  CyGame *game;

  for (guint p = 0; p < n_players; p++)
    players[p] = cy_player_new (names[p], kinds[p]);
  game = cy_game_new (players, n_players, options, deal);
  for (guint p = 0; p < n_players; p++)
    g_object_unref (players[p]);

  return game;
}

static void
count_automatic (CyGame       *game,
                 guint         seat,
                 const CyMove *move,
                 gboolean      automatic,
                 guint        *n_automatic)
{
  *n_automatic += automatic ? 1 : 0;
}

/* Same scores, scored hands, piles and phase: what a replay must rebuild. */
static void
assert_same_state (CyGame *a,
                   CyGame *b)
{
  CyCard stock_a[CY_DECK_SIZE], stock_b[CY_DECK_SIZE];
  guint n_stock;

  g_assert_cmpuint (cy_game_get_n_players (a), ==, cy_game_get_n_players (b));
  g_assert_cmpint (cy_game_get_phase (a), ==, cy_game_get_phase (b));
  g_assert_cmpuint (cy_game_get_hand_number (a), ==, cy_game_get_hand_number (b));
  g_assert_cmpuint (cy_game_get_dealer (a), ==, cy_game_get_dealer (b));
  g_assert_cmpuint (cy_game_get_to_move (a), ==, cy_game_get_to_move (b));
  g_assert_cmpint (cy_game_get_knocker (a), ==, cy_game_get_knocker (b));

  n_stock = cy_test_get_stock (a, stock_a);
  g_assert_cmpuint (n_stock, ==, cy_test_get_stock (b, stock_b));
  g_assert_cmpmem (stock_a, n_stock, stock_b, n_stock);

  for (guint p = 0; p < cy_game_get_n_players (a); p++)
    {
      CyCard hand_a[CY_HAND_SIZE], hand_b[CY_HAND_SIZE];
      const CyCard *harbor_a, *harbor_b;
      guint n_a, n_b;

      cy_game_get_hand (a, p, hand_a);
      cy_game_get_hand (b, p, hand_b);
      g_assert_cmpmem (hand_a, CY_HAND_SIZE, hand_b, CY_HAND_SIZE);
      harbor_a = cy_game_get_harbor (a, p, &n_a);
      harbor_b = cy_game_get_harbor (b, p, &n_b);
      g_assert_cmpmem (harbor_a, n_a, harbor_b, n_b);
      g_assert_cmpuint (cy_game_get_turns_taken (a, p), ==, cy_game_get_turns_taken (b, p));
      g_assert_cmpuint (cy_game_get_total (a, p), ==, cy_game_get_total (b, p));

      for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
        {
          CyCard scored_a[CY_HAND_SIZE], scored_b[CY_HAND_SIZE];

          g_assert_cmpint (cy_game_get_score (a, p, c), ==, cy_game_get_score (b, p, c));
          if (cy_game_get_scored_hand (a, p, c, scored_a))
            {
              g_assert_true (cy_game_get_scored_hand (b, p, c, scored_b));
              g_assert_cmpmem (scored_a, CY_HAND_SIZE, scored_b, CY_HAND_SIZE);
            }
        }
    }
}

/* The outcome line section 9 asks for, computed from the game's getters. */
static char *
expected_outcome (CyGame *game)
{
  GString *out = g_string_new ("{\"game\":\"card-yacht\",\"totals\":[");

  for (guint p = 0; p < cy_game_get_n_players (game); p++)
    g_string_append_printf (out, "%s%u", p ? "," : "", cy_game_get_total (game, p));
  g_string_append (out, "],\"sheets\":[");
  for (guint p = 0; p < cy_game_get_n_players (game); p++)
    {
      gboolean first = TRUE;

      g_string_append (out, p ? ",{" : "{");
      for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
        if (cy_game_get_score (game, p, c) >= 0)
          {
            g_string_append_printf (out, "%s\"%s\":%d", first ? "" : ",", cy_category_get_key (c),
                                    cy_game_get_score (game, p, c));
            first = FALSE;
          }
      g_string_append (out, "}");
    }
  g_string_append (out, "]}");

  return g_string_free (out, FALSE);
}

/* Writes the record out as text and reads it back, as a file would be. */
static CyReplay *
replay_record (CyRecord *record)
{
  g_autoptr(GBytes) bytes = cy_record_to_bytes (record);
  g_autoptr(CyRecord) read_back = NULL;
  g_autoptr(GError) error = NULL;
  CyReplay *replay;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);

  g_assert_cmpuint (length, >, 0);
  g_assert_cmpint (data[length - 1], ==, '\n');
  g_assert_null (memchr (data, '\n', length - 1));

  read_back = cy_record_new_from_data (data, length, &error);
  g_assert_no_error (error);
  replay = cy_replay_new (read_back, &error);
  g_assert_no_error (error);
  return replay;
}

static void
test_record_round_trip (void)
{
  static const CyPlayerKind levels[] = {
    CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_HARD,
  };
  guint n_games = cy_test_get_count ("CY_TEST_RECORD_GAMES", 16);
  guint n_automatic = 0;
  guint n_passes = 0;

  for (guint g = 0; g < n_games; g++)
    {
      guint n_players = 2 + g % 3;
      CyRuleOptions options = cy_test_options (g % 2 ? CY_STOCK_RULE_PASS : CY_STOCK_RULE_AUTOMATIC_KNOCK,
                                               g % 4 == 3 ? CY_MIN_TURN_LIMIT : CY_DEFAULT_TURN_LIMIT);
      CyPlayerKind kinds[CY_MAX_PLAYERS];
      CyRandom rngs[CY_MAX_PLAYERS];
      g_autoptr(CyGame) game = NULL;
      g_autoptr(CyRecordWriter) writer = NULL;
      g_autoptr(CyRecord) record = NULL;
      g_autoptr(CyReplay) replay = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *outcome = NULL;
      g_autofree char *expected = NULL;
      JsonArray *hands;

      /* Every level, alone and mixed. */
      for (guint p = 0; p < n_players; p++)
        {
          kinds[p] = g < 4 ? levels[g] : levels[(g + p * 3) % G_N_ELEMENTS (levels)];
          cy_random_init (&rngs[p], 1000 + g, p + 1);
        }

      game = new_game (kinds, n_players, &options, 500 + g);
      g_signal_connect (game, "move-played", G_CALLBACK (count_automatic), &n_automatic);
      writer = cy_record_writer_new (G_OBJECT (game), NULL, &error);
      g_assert_no_error (error);
      g_assert_true (cy_game_start (game, &error));
      while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
        play_step (game, kinds, rngs);

      record = cy_record_writer_get_record (writer, TRUE);
      hands = json_object_get_array_member (cy_record_get_root (record), "hands");
      g_assert_cmpuint (json_array_get_length (hands), ==, CY_N_HANDS);
      for (guint h = 0; h < CY_N_HANDS; h++)
        {
          JsonArray *actions = json_object_get_array_member (json_array_get_object_element (hands, h), "actions");

          for (guint a = 0; a < json_array_get_length (actions); a++)
            n_passes += json_object_has_member (json_array_get_object_element (actions, a), "pass");
        }

      replay = replay_record (record);
      g_assert_true (cy_replay_run (replay, &error));
      g_assert_no_error (error);
      g_assert_cmpint (cy_replay_get_failed_step (replay, NULL), ==, -1);

      outcome = cy_replay_get_outcome (replay);
      expected = expected_outcome (game);
      g_assert_cmpstr (outcome, ==, expected);
      assert_same_state (CY_GAME (cy_replay_get_game (replay)), game);
      g_assert_true (cy_game_check_invariants (CY_GAME (cy_replay_get_game (replay)), &error));
      g_assert_no_error (error);
    }

  /* The games above went through the house rules' automatic knocks (not
   * written, made again by the replay) and the passes of both rules. */
  g_assert_cmpuint (n_automatic, >, 0);
  g_assert_cmpuint (n_passes, >, 0);
}

/* A deck of @first (dealt first) followed by every other card in order. */
static void
make_deck (const char *first,
           guint       n_first,
           CyCard      deck[CY_DECK_SIZE])
{
  CyCardSet used = 0;
  guint n = n_first;

  cy_test_cards (first, deck, n_first);
  for (guint i = 0; i < n_first; i++)
    used |= cy_card_set_of (deck[i]);
  for (CyCard c = 0; c < CY_DECK_SIZE; c++)
    if (!(used & cy_card_set_of (c)))
      deck[n++] = c;
  g_assert_cmpuint (n, ==, CY_DECK_SIZE);
}

static char *
deck_to_json (const CyCard deck[CY_DECK_SIZE])
{
  g_autoptr(JsonNode) node = cy_record_cards_to_node (deck, CY_DECK_SIZE);

  return cy_record_node_to_string (node);
}

/* A deck is dealt one card at a time from the dealer's left, top first;
 * draws take the top of the stock. Hand-computed for three players with
 * seat 1 dealing. */
static void
test_record_deal_from_deck (void)
{
  g_autoptr(CyGame) game = cy_test_game_new (3, NULL, 7);
  g_autoptr(GError) error = NULL;
  CyCard deck[CY_DECK_SIZE], bad[CY_DECK_SIZE], got[CY_DECK_SIZE], hand[CY_HAND_SIZE], expected[CY_HAND_SIZE];
  CyCard draw[1];

  make_deck ("AS AH AD 2S 2H 2D 3S 3H 3D 4S 4H 4D 5S 5H 5D KC QC", 17, deck);
  g_assert_false (cy_game_get_deck (game, got));

  /* Not 52 distinct cards: refused, and the game still shuffles. */
  memcpy (bad, deck, CY_DECK_SIZE);
  bad[51] = bad[0];
  g_assert_false (cy_game_set_next_deck (game, bad, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_INVALID);
  g_clear_error (&error);
  bad[51] = CY_CARD_INVALID;
  g_assert_false (cy_game_set_next_deck (game, bad, &error));
  g_clear_error (&error);

  g_assert_true (cy_game_set_next_deck (game, deck, &error));
  g_assert_false (cy_game_start_with_dealer (game, 3, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (cy_game_start_with_dealer (game, 1, &error));
  g_assert_no_error (error);
  g_assert_false (cy_game_start_with_dealer (game, 1, &error));
  g_clear_error (&error);

  g_assert_cmpuint (cy_game_get_dealer (game), ==, 1);
  g_assert_cmpuint (cy_game_get_to_move (game), ==, 2);
  g_assert_cmpuint (cy_game_get_stock_count (game), ==, 52 - 15);

  /* Seat 2 gets the 1st, 4th, 7th... card; seat 0 the 2nd, 5th...; seat 1 the 3rd, 6th... */
  cy_game_get_hand (game, 2, hand);
  cy_test_cards ("AS 2S 3S 4S 5S", expected, 5);
  g_assert_cmpmem (hand, 5, expected, 5);
  cy_game_get_hand (game, 0, hand);
  cy_test_cards ("AH 2H 3H 4H 5H", expected, 5);
  g_assert_cmpmem (hand, 5, expected, 5);
  cy_game_get_hand (game, 1, hand);
  cy_test_cards ("AD 2D 3D 4D 5D", expected, 5);
  g_assert_cmpmem (hand, 5, expected, 5);

  g_assert_true (cy_game_get_deck (game, got));
  g_assert_cmpmem (got, CY_DECK_SIZE, deck, CY_DECK_SIZE);

  /* The stock's top is the 16th card, then the 17th. */
  cy_test_cards ("AS", draw, 1);
  g_assert_true (cy_game_draw (game, draw, 1, &error));
  cy_game_get_hand (game, 2, hand);
  cy_test_cards ("2S 3S 4S 5S KC", expected, 5);
  g_assert_cmpmem (hand, 5, expected, 5);
  cy_test_cards ("AH", draw, 1);
  g_assert_true (cy_game_draw (game, draw, 1, &error));
  cy_game_get_hand (game, 0, hand);
  cy_test_cards ("2H 3H 4H 5H QC", expected, 5);
  g_assert_cmpmem (hand, 5, expected, 5);

  /* A replayed game keeps its given first dealer through saving and loading. */
  g_assert_true (cy_game_check_invariants (game, &error));
  {
    g_autoptr(GBytes) saved = cy_game_save_to_bytes (game);
    g_autoptr(CyGame) loaded = cy_game_load_from_bytes (saved, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (cy_game_get_dealer (loaded), ==, 1);
    /* Loading does not bring back the deck. */
    g_assert_false (cy_game_get_deck (loaded, got));
  }

  /* A shuffled deal also reports its deck, in dealing order. */
  {
    g_autoptr(CyGame) shuffled = cy_test_game_new_started (2, NULL, 99);
    CyCard first[CY_HAND_SIZE];
    guint first_seat = (cy_game_get_dealer (shuffled) + 1) % 2;

    g_assert_true (cy_game_get_deck (shuffled, got));
    cy_game_get_hand (shuffled, first_seat, first);
    for (guint i = 0; i < CY_HAND_SIZE; i++)
      g_assert_cmpuint (first[i], ==, got[2 * i]);
  }
}

/* The hand-made record of two hands used below. Hand 0, seat 0 dealing:
 * seat 1 holds AS-5S, seat 0 the four Kings and QH; seat 1 lays 5S and draws
 * 9C, seat 0 exchanges QH for it, seat 1 knocks (Spades: 10), seat 0 passes.
 * Hand 1, seat 1 dealing: seat 0 holds 2H-6H and knocks at once. */
static char *
base_record (void)
{
  CyCard deck0[CY_DECK_SIZE], deck1[CY_DECK_SIZE];
  g_autofree char *json0 = NULL;
  g_autofree char *json1 = NULL;
  g_autofree char *text = NULL;

  make_deck ("AS KH 2S KD 3S KC 4S KS 5S QH 9C", 11, deck0);
  make_deck ("2H AC 3H 2C 4H 3C 5H 4C 6H 2D", 10, deck1);
  json0 = deck_to_json (deck0);
  json1 = deck_to_json (deck1);

  text = g_strdup_printf (
    "{'game':'card-yacht','players':['Ann','Bob'],'options':{'stock_rule':'automatic-knock'},'dealer':0,"
    "'hands':[{'deck':%s,'actions':["
    "{'seat':1,'draw':['5S']},{'seat':0,'exchange':['QH'],'from':1,'take':['5S']},{'seat':1,'knock':true},"
    "{'seat':0,'pass':true},{'seat':0,'score':'card-yacht'},{'seat':1,'score':'spades'}]},"
    "{'deck':%s,'actions':[{'seat':0,'knock':true},{'seat':1,'pass':true},"
    "{'seat':0,'score':'five-flush'},{'seat':1,'score':'clubs'}]}]}",
    json0, json1);
  return g_strdelimit (g_steal_pointer (&text), "'", '"');
}

static CyRecord *
record_from_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  CyRecord *record = cy_record_new_from_data (text, strlen (text), &error);

  g_assert_no_error (error);
  return record;
}

static void
test_record_outcome (void)
{
  g_autofree char *text = base_record ();
  g_autoptr(CyRecord) record = record_from_text (text);
  g_autoptr(CyReplay) replay = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *outcome = NULL;
  CyCard hand[CY_HAND_SIZE], expected[CY_HAND_SIZE];
  const CyCard *harbor;
  guint n_harbor;
  CyGame *game;

  replay = cy_replay_new (record, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cy_replay_get_n_steps (replay), ==, 12);
  g_assert_cmpuint (cy_replay_get_position (replay), ==, 0);
  g_assert_cmpint (cy_game_get_phase (CY_GAME (cy_replay_get_game (replay))), ==, CY_PHASE_SEAT_DRAW);

  /* After the deal and the exchange (3 steps). */
  g_assert_true (cy_replay_seek (replay, 3, &error));
  game = CY_GAME (cy_replay_get_game (replay));
  cy_game_get_hand (game, 0, hand);
  cy_test_cards ("KH KD KC KS 5S", expected, 5);
  g_assert_cmpmem (hand, 5, expected, 5);
  cy_game_get_hand (game, 1, hand);
  cy_test_cards ("AS 2S 3S 4S 9C", expected, 5);
  g_assert_cmpmem (hand, 5, expected, 5);
  harbor = cy_game_get_harbor (game, 0, &n_harbor);
  cy_test_cards ("QH", expected, 1);
  g_assert_cmpmem (harbor, n_harbor, expected, 1);
  cy_game_get_harbor (game, 1, &n_harbor);
  g_assert_cmpuint (n_harbor, ==, 0);

  /* Card Yacht 75 + Five Flush 100; Spades 10 + Clubs 10. */
  g_assert_true (cy_replay_run (replay, &error));
  g_assert_no_error (error);
  outcome = cy_replay_get_outcome (replay);
  g_assert_cmpstr (outcome, ==,
                   "{\"game\":\"card-yacht\",\"totals\":[175,20],"
                   "\"sheets\":[{\"five-flush\":100,\"card-yacht\":75},{\"spades\":10,\"clubs\":10}]}");

  /* A record may stop after any whole hand: the outcome covers what was played. */
  {
    g_autofree char *one_hand = base_record ();
    g_autoptr(CyRecord) partial = NULL;
    g_autoptr(CyReplay) partial_replay = NULL;
    g_autofree char *partial_outcome = NULL;
    char *second = strstr (one_hand, ",{\"deck\"");

    strcpy (second, "]}");
    partial = record_from_text (one_hand);
    partial_replay = cy_replay_new (partial, &error);
    g_assert_true (cy_replay_run (partial_replay, &error));
    g_assert_no_error (error);
    partial_outcome = cy_replay_get_outcome (partial_replay);
    g_assert_cmpstr (partial_outcome, ==,
                     "{\"game\":\"card-yacht\",\"totals\":[75,10],"
                     "\"sheets\":[{\"card-yacht\":75},{\"spades\":10}]}");
  }

  /* No hand at all. */
  {
    g_autoptr(CyRecord) empty = record_from_text ("{\"game\":\"card-yacht\",\"players\":[\"A\",\"B\",\"C\"],"
                                                  "\"options\":{\"stock_rule\":\"pass\"},\"dealer\":2,\"hands\":[]}");
    g_autoptr(CyReplay) empty_replay = cy_replay_new (empty, &error);
    g_autofree char *empty_outcome = NULL;

    g_assert_true (cy_replay_run (empty_replay, &error));
    empty_outcome = cy_replay_get_outcome (empty_replay);
    g_assert_cmpstr (empty_outcome, ==, "{\"game\":\"card-yacht\",\"totals\":[0,0,0],\"sheets\":[{},{},{}]}");
  }
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* Replaying steps back and forth: each position shows the same game as a
 * replay that went straight there. */
static void
test_record_seek (void)
{
  g_autofree char *text = base_record ();
  g_autoptr(CyRecord) record = record_from_text (text);
  g_autoptr(CyReplay) replay = cy_replay_new (record, NULL);
  g_autoptr(GError) error = NULL;
  guint n_game_changes = 0;
  static const guint positions[] = { 1, 5, 2, 12, 7, 8, 0, 12, 11, 6 };
  const CyRecordStep *step;
  g_autofree char *where = NULL;

  g_signal_connect (replay, "notify::game", G_CALLBACK (count_notify), &n_game_changes);

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autoptr(CyReplay) straight = cy_replay_new (record, NULL);
      GObject *before = cy_replay_get_game (replay);
      guint old = cy_replay_get_position (replay);

      g_assert_true (cy_replay_seek (replay, positions[i], &error));
      g_assert_no_error (error);
      g_assert_cmpuint (cy_replay_get_position (replay), ==, positions[i]);
      /* Going back builds a new game; going forward plays on the same. */
      if (positions[i] < old)
        g_assert_true (cy_replay_get_game (replay) != before);
      else
        g_assert_true (cy_replay_get_game (replay) == before);

      g_assert_true (cy_replay_seek (straight, positions[i], &error));
      if (positions[i] > 0)
        assert_same_state (CY_GAME (cy_replay_get_game (replay)), CY_GAME (cy_replay_get_game (straight)));
    }
  g_assert_cmpuint (n_game_changes, ==, 5);

  /* Steps: deal, six actions, deal, four actions. */
  step = cy_replay_get_step (replay, 0);
  g_assert_cmpint (step->kind, ==, CY_RECORD_STEP_DEAL);
  g_assert_cmpint (step->hand, ==, 0);
  step = cy_replay_get_step (replay, 7);
  g_assert_cmpint (step->kind, ==, CY_RECORD_STEP_DEAL);
  g_assert_cmpint (step->hand, ==, 1);
  g_assert_cmpuint (step->number, ==, 6);
  step = cy_replay_get_step (replay, 10);
  g_assert_cmpint (step->kind, ==, CY_RECORD_STEP_ACTION);
  g_assert_cmpint (step->hand, ==, 1);
  g_assert_cmpuint (step->index, ==, 2);
  g_assert_cmpuint (step->number, ==, 8);
  where = cy_record_step_describe (step);
  g_assert_cmpstr (where, ==, "hand 1, action 2 (action 8 of the game)");
}

/* One-change records. Each mutation applies to the base record. */

static JsonObject *
hand_at (JsonObject *root,
         guint       h)
{
  return json_array_get_object_element (json_object_get_array_member (root, "hands"), h);
}

static JsonArray *
actions_of (JsonObject *root,
            guint       h)
{
  return json_object_get_array_member (hand_at (root, h), "actions");
}

static JsonObject *
action_at (JsonObject *root,
           guint       h,
           guint       a)
{
  return json_array_get_object_element (actions_of (root, h), a);
}

static void
set_cards (JsonObject *object,
           const char *key,
           const char *cards)
{
  g_auto(GStrv) words = g_strsplit (cards, " ", -1);
  JsonArray *array = json_array_new ();

  for (guint i = 0; words[i] != NULL; i++)
    json_array_add_string_element (array, words[i]);
  json_object_set_array_member (object, key, array);
}

static void
replace_action (JsonObject *root,
                guint       h,
                guint       a,
                const char *json)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);

  g_assert_nonnull (node);
  json_array_remove_element (actions_of (root, h), a);
  /* json-glib has no insert: rebuild the list around the new element. */
  {
    JsonArray *old = actions_of (root, h);
    JsonArray *array = json_array_new ();

    for (guint i = 0; i < json_array_get_length (old) + 1; i++)
      {
        if (i == a)
          json_array_add_element (array, json_node_copy (node));
        if (i < json_array_get_length (old))
          json_array_add_element (array, json_node_copy (json_array_get_element (old, i)));
      }
    json_object_set_array_member (hand_at (root, h), "actions", array);
  }
}

static void m_wrong_seat (JsonObject *r) { json_object_set_int_member (action_at (r, 0, 0), "seat", 0); }
static void m_not_in_hand (JsonObject *r) { set_cards (action_at (r, 0, 0), "draw", "KH"); }
static void m_not_in_harbor (JsonObject *r) { set_cards (action_at (r, 0, 1), "take", "4S"); }
static void m_own_harbor (JsonObject *r) { json_object_set_int_member (action_at (r, 0, 1), "from", 0); }
static void m_harbor_too_small (JsonObject *r)
{
  set_cards (action_at (r, 0, 1), "exchange", "QH KH");
  set_cards (action_at (r, 0, 1), "take", "5S 9C");
}
static void m_knock_in_last_turn (JsonObject *r) { replace_action (r, 0, 3, "{\"seat\":0,\"knock\":true}"); }
static void m_pass_not_allowed (JsonObject *r) { replace_action (r, 0, 2, "{\"seat\":1,\"pass\":true}"); }
static void m_score_out_of_order (JsonObject *r)
{
  replace_action (r, 0, 4, "{\"seat\":1,\"score\":\"spades\"}");
  replace_action (r, 0, 5, "{\"seat\":0,\"score\":\"card-yacht\"}");
}
static void m_category_used (JsonObject *r) { json_object_set_string_member (action_at (r, 1, 3), "score", "spades"); }
static void m_score_in_turns (JsonObject *r) { replace_action (r, 0, 2, "{\"seat\":1,\"score\":\"low\"}"); }
static void m_move_in_scoring (JsonObject *r) { replace_action (r, 0, 4, "{\"seat\":0,\"pass\":true}"); }
static void m_after_hand (JsonObject *r) { json_array_add_element (actions_of (r, 0), json_from_string ("{\"seat\":0,\"pass\":true}", NULL)); }
static void m_hand_stops (JsonObject *r) { json_array_remove_element (actions_of (r, 0), 5); }
static void m_record_stops (JsonObject *r) { json_array_remove_element (actions_of (r, 1), 3); }
static void m_record_stops_in_turns (JsonObject *r)
{
  json_array_remove_element (actions_of (r, 1), 3);
  json_array_remove_element (actions_of (r, 1), 2);
  json_array_remove_element (actions_of (r, 1), 1);
}
static void m_deck_twice (JsonObject *r) { json_array_remove_element (json_object_get_array_member (hand_at (r, 1), "deck"), 51); json_array_add_string_element (json_object_get_array_member (hand_at (r, 1), "deck"), "2H"); }
static void m_deck_short (JsonObject *r) { json_array_remove_element (json_object_get_array_member (hand_at (r, 1), "deck"), 0); }
static void m_deck_bad_card (JsonObject *r) { json_array_remove_element (json_object_get_array_member (hand_at (r, 0), "deck"), 51); json_array_add_string_element (json_object_get_array_member (hand_at (r, 0), "deck"), "1S"); }
static void m_bad_card (JsonObject *r) { set_cards (action_at (r, 0, 0), "draw", "QX"); }
static void m_card_twice (JsonObject *r) { set_cards (action_at (r, 0, 0), "draw", "5S 5S"); }
static void m_six_cards (JsonObject *r) { set_cards (action_at (r, 0, 0), "draw", "AS 2S 3S 4S 5S 6S"); }
static void m_no_cards (JsonObject *r) { set_cards (action_at (r, 0, 0), "draw", ""); }
static void m_two_verbs (JsonObject *r) { json_object_set_boolean_member (action_at (r, 0, 2), "pass", TRUE); }
static void m_no_verb (JsonObject *r) { replace_action (r, 0, 2, "{\"seat\":1}"); }
static void m_unknown_key (JsonObject *r) { json_object_set_int_member (action_at (r, 0, 2), "from", 0); }
static void m_knock_false (JsonObject *r) { json_object_set_boolean_member (action_at (r, 0, 2), "knock", FALSE); }
static void m_seat_range (JsonObject *r) { json_object_set_int_member (action_at (r, 1, 1), "seat", 2); }
static void m_seat_string (JsonObject *r) { json_object_set_string_member (action_at (r, 1, 1), "seat", "1"); }
static void m_seat_fraction (JsonObject *r) { json_object_set_double_member (action_at (r, 1, 1), "seat", 1.5); }
static void m_take_count (JsonObject *r) { set_cards (action_at (r, 0, 1), "take", "5S 9C"); }
static void m_unknown_category (JsonObject *r) { json_object_set_string_member (action_at (r, 1, 2), "score", "yacht"); }
static void m_action_not_object (JsonObject *r) { json_array_add_string_element (actions_of (r, 1), "knock"); }
static void m_hand_unknown_key (JsonObject *r) { json_object_set_int_member (hand_at (r, 1), "dealer", 1); }

/* Mutations of the header: the replay cannot start. */
static void h_unknown_game (JsonObject *r) { json_object_set_string_member (r, "game", "yacht"); }
static void h_game_number (JsonObject *r) { json_object_set_int_member (r, "game", 1); }
static void h_one_player (JsonObject *r) { set_cards (r, "players", "Ann"); }
static void h_five_players (JsonObject *r) { set_cards (r, "players", "A B C D E"); }
static void h_empty_name (JsonObject *r) { json_array_add_string_element (json_object_get_array_member (r, "players"), ""); }
static void h_dealer (JsonObject *r) { json_object_set_int_member (r, "dealer", 2); }
static void h_no_dealer (JsonObject *r) { json_object_remove_member (r, "dealer"); }
static void h_stock_rule (JsonObject *r) { json_object_set_string_member (json_object_get_object_member (r, "options"), "stock_rule", "never"); }
static void h_turn_limit (JsonObject *r) { json_object_set_int_member (json_object_get_object_member (r, "options"), "turn_limit", 4); }
static void h_options_key (JsonObject *r) { json_object_set_int_member (json_object_get_object_member (r, "options"), "stockrule", 1); }
static void h_unknown_key (JsonObject *r) { json_object_set_int_member (r, "seed", 1); }
static void h_thirteen_hands (JsonObject *r)
{
  JsonArray *hands = json_object_get_array_member (r, "hands");

  for (guint i = 0; i < 11; i++)
    json_array_add_element (hands, json_node_copy (json_array_get_element (hands, 1)));
}
static void h_hand_not_object (JsonObject *r) { json_array_add_int_element (json_object_get_array_member (r, "hands"), 3); }
static void h_no_actions (JsonObject *r) { json_object_remove_member (hand_at (r, 1), "actions"); }

typedef struct
{
  void        (*mutate) (JsonObject *root);
  int           failed_step;   /* -1: refused before any step */
  int           code;
  const char   *where;         /* the start of the message */
  const char   *why;           /* a part of the reason */
} Mutation;

static const Mutation mutations[] = {
  { m_wrong_seat, 1, CY_RECORD_ERROR_ILLEGAL, "hand 0, action 0 (action 0 of the game): ", "seat 1’s turn, not seat 0’s" },
  { m_not_in_hand, 1, CY_RECORD_ERROR_ILLEGAL, "hand 0, action 0 (action 0 of the game): ", "King of Hearts is not in your hand" },
  { m_not_in_harbor, 2, CY_RECORD_ERROR_ILLEGAL, "hand 0, action 1 (action 1 of the game): ", "Four of Spades is not in that Harbor" },
  { m_own_harbor, 2, CY_RECORD_ERROR_ILLEGAL, "hand 0, action 1 (action 1 of the game): ", "your own Harbor" },
  { m_harbor_too_small, 2, CY_RECORD_ERROR_ILLEGAL, "hand 0, action 1 (action 1 of the game): ", "holds only 1 card" },
  { m_knock_in_last_turn, 4, CY_RECORD_ERROR_ILLEGAL, "hand 0, action 3 (action 3 of the game): ", "already knocked" },
  { m_pass_not_allowed, 3, CY_RECORD_ERROR_ILLEGAL, "hand 0, action 2 (action 2 of the game): ", "pass only" },
  { m_score_out_of_order, 5, CY_RECORD_ERROR_ILLEGAL, "hand 0, action 4 (action 4 of the game): ", "seat 0 scores now, not seat 1" },
  { m_category_used, 11, CY_RECORD_ERROR_ILLEGAL, "hand 1, action 3 (action 9 of the game): ", "already used Spades" },
  { m_score_in_turns, 3, CY_RECORD_ERROR_ILLEGAL, "hand 0, action 2 (action 2 of the game): ", "not over: seat 1 is to move" },
  { m_move_in_scoring, 5, CY_RECORD_ERROR_ILLEGAL, "hand 0, action 4 (action 4 of the game): ", "seat 0 must score" },
  { m_after_hand, 7, CY_RECORD_ERROR_ILLEGAL, "hand 0, action 6 (action 6 of the game): ", "Every seat has scored" },
  { m_hand_stops, 6, CY_RECORD_ERROR_INCOMPLETE, "hand 0, action 5 (action 5 of the game): ", "seat 1 has not scored" },
  { m_record_stops, 11, CY_RECORD_ERROR_INCOMPLETE, "hand 1, action 3 (action 9 of the game): ", "seat 1 has not scored" },
  { m_record_stops_in_turns, 9, CY_RECORD_ERROR_INCOMPLETE, "hand 1, action 1 (action 7 of the game): ", "seat 1 is to move" },
  { m_deck_twice, 7, CY_RECORD_ERROR_FORMAT, "hand 1: ", "lists 2H twice" },
  { m_deck_short, 7, CY_RECORD_ERROR_FORMAT, "hand 1: ", "must hold 52 entries, not 51" },
  { m_deck_bad_card, 0, CY_RECORD_ERROR_FORMAT, "hand 0: ", "“1S” is not a card" },
  { m_bad_card, 1, CY_RECORD_ERROR_FORMAT, "hand 0, action 0 (action 0 of the game): ", "“QX” is not a card" },
  { m_card_twice, 1, CY_RECORD_ERROR_FORMAT, "hand 0, action 0 (action 0 of the game): ", "lists 5S twice" },
  { m_six_cards, 1, CY_RECORD_ERROR_FORMAT, "hand 0, action 0 (action 0 of the game): ", "1 to 5 entries, not 6" },
  { m_no_cards, 1, CY_RECORD_ERROR_FORMAT, "hand 0, action 0 (action 0 of the game): ", "1 to 5 entries, not 0" },
  { m_two_verbs, 3, CY_RECORD_ERROR_FORMAT, "hand 0, action 2 (action 2 of the game): ", "one move, not two" },
  { m_no_verb, 3, CY_RECORD_ERROR_FORMAT, "hand 0, action 2 (action 2 of the game): ", "names no move" },
  { m_unknown_key, 3, CY_RECORD_ERROR_FORMAT, "hand 0, action 2 (action 2 of the game): ", "Unknown key “from”" },
  { m_knock_false, 3, CY_RECORD_ERROR_FORMAT, "hand 0, action 2 (action 2 of the game): ", "“knock” must be true" },
  { m_seat_range, 9, CY_RECORD_ERROR_FORMAT, "hand 1, action 1 (action 7 of the game): ", "from 0 to 1" },
  { m_seat_string, 9, CY_RECORD_ERROR_FORMAT, "hand 1, action 1 (action 7 of the game): ", "from 0 to 1" },
  { m_seat_fraction, 9, CY_RECORD_ERROR_FORMAT, "hand 1, action 1 (action 7 of the game): ", "from 0 to 1" },
  { m_take_count, 2, CY_RECORD_ERROR_FORMAT, "hand 0, action 1 (action 1 of the game): ", "as many cards" },
  { m_unknown_category, 10, CY_RECORD_ERROR_FORMAT, "hand 1, action 2 (action 8 of the game): ", "Unknown category “yacht”" },
  { m_action_not_object, 12, CY_RECORD_ERROR_FORMAT, "hand 1, action 4 (action 10 of the game): ", "must be an object" },
  { m_hand_unknown_key, 7, CY_RECORD_ERROR_FORMAT, "hand 1: ", "Unknown key “dealer” in the hand" },
  { h_unknown_game, -1, CY_RECORD_ERROR_FORMAT, "Unknown game “yacht”", "" },
  { h_game_number, -1, CY_RECORD_ERROR_FORMAT, "“game” must be a string", "" },
  { h_one_player, -1, CY_RECORD_ERROR_FORMAT, "“players” must hold 2 to 4 entries, not 1", "" },
  { h_five_players, -1, CY_RECORD_ERROR_FORMAT, "“players” must hold 2 to 4 entries, not 5", "" },
  { h_empty_name, -1, CY_RECORD_ERROR_FORMAT, "“players” must list names", "" },
  { h_dealer, -1, CY_RECORD_ERROR_FORMAT, "“dealer” must be a whole number from 0 to 1", "" },
  { h_no_dealer, -1, CY_RECORD_ERROR_FORMAT, "“dealer” is missing", "" },
  { h_stock_rule, -1, CY_RECORD_ERROR_FORMAT, "“stock_rule” must be automatic-knock or pass", "" },
  { h_turn_limit, -1, CY_RECORD_ERROR_FORMAT, "“turn_limit” must be from 5 to 100", "" },
  { h_options_key, -1, CY_RECORD_ERROR_FORMAT, "Unknown key “stockrule” in the options", "" },
  { h_unknown_key, -1, CY_RECORD_ERROR_FORMAT, "Unknown key “seed” in the record", "" },
  { h_thirteen_hands, -1, CY_RECORD_ERROR_FORMAT, "“hands” must hold 0 to 12 entries, not 13", "" },
  { h_hand_not_object, -1, CY_RECORD_ERROR_FORMAT, "Hand 2 must be an object", "" },
  { h_no_actions, -1, CY_RECORD_ERROR_FORMAT, "hand 1: “actions” is missing", "" },
};

static void
test_record_refused (gconstpointer data)
{
  const Mutation *mutation = data;
  g_autofree char *text = base_record ();
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(CyRecord) record = NULL;
  g_autoptr(CyReplay) replay = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *changed = NULL;
  const GError *failure = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  mutation->mutate (json_node_get_object (json_parser_get_root (parser)));
  changed = cy_record_node_to_string (json_parser_get_root (parser));
  record = cy_record_new_from_data (changed, strlen (changed), &error);

  if (record != NULL)
    replay = cy_replay_new (record, &error);
  if (mutation->failed_step < 0)
    {
      g_assert_null (replay);
      g_assert_error (error, CY_RECORD_ERROR, mutation->code);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, mutation->where));
      return;
    }

  g_assert_no_error (error);
  g_assert_false (cy_replay_run (replay, &error));
  g_test_message ("%s", error->message);
  g_assert_error (error, CY_RECORD_ERROR, mutation->code);
  g_assert_true (g_str_has_prefix (error->message, mutation->where));
  g_assert_nonnull (strstr (error->message, mutation->why));
  g_assert_null (strchr (error->message, '\n'));

  /* The viewer learns the failing step, and can go no further. */
  g_assert_cmpint (cy_replay_get_failed_step (replay, &failure), ==, mutation->failed_step);
  g_assert_cmpstr (failure->message, ==, error->message);
  g_assert_cmpuint (cy_replay_get_position (replay), ==, mutation->failed_step);
  g_clear_error (&error);
  if ((guint) mutation->failed_step < cy_replay_get_n_steps (replay))
    {
      g_assert_true (cy_replay_seek (replay, 0, &error));
      g_assert_true (cy_replay_seek (replay, mutation->failed_step, &error));
      g_assert_false (cy_replay_seek (replay, cy_replay_get_n_steps (replay), &error));
      g_assert_cmpuint (cy_replay_get_position (replay), ==, mutation->failed_step);
    }
}

/* Actions after the twelfth hand: the game is over. */
static void
test_record_after_game_over (void)
{
  CyPlayerKind kinds[2] = { CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_EASY };
  CyRandom rngs[2];
  g_autoptr(CyGame) game = new_game (kinds, 2, NULL, 3);
  g_autoptr(CyRecordWriter) writer = cy_record_writer_new (G_OBJECT (game), NULL, NULL);
  g_autoptr(CyRecord) record = NULL;
  g_autoptr(CyRecord) changed = NULL;
  g_autoptr(CyReplay) replay = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *text = NULL;
  g_autofree char *where = NULL;
  JsonArray *hands;
  JsonArray *last;
  g_autoptr(JsonParser) parser = json_parser_new ();

  cy_random_init (&rngs[0], 1, 1);
  cy_random_init (&rngs[1], 1, 2);
  g_assert_true (cy_game_start (game, NULL));
  while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
    play_step (game, kinds, rngs);

  record = cy_record_writer_get_record (writer, TRUE);
  bytes = cy_record_to_bytes (record);
  g_assert_true (json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), NULL));
  hands = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "hands");
  last = json_object_get_array_member (json_array_get_object_element (hands, 11), "actions");
  json_array_add_element (last, json_from_string ("{\"seat\":0,\"score\":\"low\"}", NULL));
  text = cy_record_node_to_string (json_parser_get_root (parser));

  changed = record_from_text (text);
  replay = cy_replay_new (changed, &error);
  g_assert_false (cy_replay_run (replay, &error));
  where = g_strdup_printf ("hand 11, action %u (", json_array_get_length (last) - 1);
  g_assert_true (g_str_has_prefix (error->message, where));
  g_assert_nonnull (strstr (error->message, "The game is over"));
}

static void
assert_read_refused (CyRecord   *record,
                     GError     *error,
                     int         code,
                     const char *part)
{
  g_assert_null (record);
  g_assert_error (error, CY_RECORD_ERROR, code);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, part));
}

static void
test_record_read (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cy-record-XXXXXX", NULL);
  g_autofree char *big_path = g_build_filename (dir, "big.json", NULL);
  g_autofree char *fifo_path = g_build_filename (dir, "fifo", NULL);
  g_autofree char *good_path = g_build_filename (dir, "good.json", NULL);
  g_autofree char *missing_path = g_build_filename (dir, "missing.json", NULL);
  g_autofree char *text = base_record ();
  g_autoptr(GError) error = NULL;
  CyRecord *record;

  {
    g_autoptr(GFile) file = g_file_new_for_path (dir);

    record = cy_record_new_from_file (file, &error);
    assert_read_refused (record, error, CY_RECORD_ERROR_READ, "not a regular file");
    g_clear_error (&error);
  }

  g_assert_cmpint (mkfifo (fifo_path, 0600), ==, 0);
  {
    g_autoptr(GFile) file = g_file_new_for_path (fifo_path);

    record = cy_record_new_from_file (file, &error);
    assert_read_refused (record, error, CY_RECORD_ERROR_READ, "not a regular file");
    g_clear_error (&error);
  }

  /* Over the cap: refused from its size, without reading. */
  {
    g_autoptr(GFile) file = g_file_new_for_path (big_path);
    FILE *out = fopen (big_path, "w");

    g_assert_nonnull (out);
    g_assert_cmpint (ftruncate (fileno (out), CY_RECORD_MAX_SIZE + 1), ==, 0);
    fclose (out);
    record = cy_record_new_from_file (file, &error);
    assert_read_refused (record, error, CY_RECORD_ERROR_READ, "larger than 16 MiB");
    g_clear_error (&error);
  }

  {
    g_autoptr(GFile) file = g_file_new_for_path (missing_path);

    record = cy_record_new_from_file (file, &error);
    assert_read_refused (record, error, CY_RECORD_ERROR_READ, "Could not read the record");
    g_clear_error (&error);
  }

  /* A stream (standard input) over the cap stops being read there. */
  {
    gsize size = CY_RECORD_MAX_SIZE + 2;
    g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (g_malloc0 (size), (gssize) size, g_free);

    record = cy_record_new_from_stream (stream, &error);
    assert_read_refused (record, error, CY_RECORD_ERROR_READ, "larger than 16 MiB");
    g_clear_error (&error);
  }

  {
    g_autoptr(GFile) file = g_file_new_for_path (good_path);
    g_autoptr(CyRecord) good = NULL;

    g_assert_true (g_file_set_contents (good_path, text, -1, NULL));
    good = cy_record_new_from_file (file, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (cy_record_get_game_id (good), ==, "card-yacht");
  }

  /* Text that is not a record. */
  {
    static const struct { const char *text; gssize length; int code; const char *part; } bad[] = {
      { "", 0, CY_RECORD_ERROR_SYNTAX, "no JSON text" },
      { "   ", -1, CY_RECORD_ERROR_SYNTAX, "not one JSON object" },
      { "{\"game\":", -1, CY_RECORD_ERROR_SYNTAX, "Not valid JSON" },
      { "{\"game\":\"card-yacht\"} x", -1, CY_RECORD_ERROR_SYNTAX, "goes on after the JSON object" },
      { "{\"game\":\"chess\"} {\"game\":\"card-yacht\"}", -1, CY_RECORD_ERROR_SYNTAX, "goes on after" },
      { "\"x\" {\"game\":\"card-yacht\"}", -1, CY_RECORD_ERROR_SYNTAX, "not one JSON object" },
      { " \n{\"game\":\"card-yacht\"", -1, CY_RECORD_ERROR_SYNTAX, "Not valid JSON" },
      { "{\"game\":\"card\0yacht\"}", 21, CY_RECORD_ERROR_SYNTAX, "NUL byte" },
      { "{\"game\":\"\xff\"}", -1, CY_RECORD_ERROR_SYNTAX, "not UTF-8" },
      { "[1,2]", -1, CY_RECORD_ERROR_SYNTAX, "not one JSON object" },
      { "{\"players\":[]}", -1, CY_RECORD_ERROR_FORMAT, "“game” is missing" },
      { "{\"game\":null}", -1, CY_RECORD_ERROR_FORMAT, "“game” must be a string" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        gsize length = bad[i].length < 0 ? strlen (bad[i].text) : (gsize) bad[i].length;

        record = cy_record_new_from_data (bad[i].text, length, &error);
        assert_read_refused (record, error, bad[i].code, bad[i].part);
        g_clear_error (&error);
      }
  }

  /* Nesting beyond the bound is refused before parsing; at the bound it parses. */
  {
    g_autoptr(GString) deep = g_string_new ("{\"game\":\"card-yacht\",\"x\":");

    for (guint i = 1; i < CY_RECORD_MAX_DEPTH; i++)
      g_string_append_c (deep, '[');
    for (guint i = 1; i < CY_RECORD_MAX_DEPTH; i++)
      g_string_append_c (deep, ']');
    g_string_append_c (deep, '}');
    record = cy_record_new_from_data (deep->str, deep->len, &error);
    g_assert_no_error (error);
    g_clear_object (&record);

    g_string_insert_c (deep, 25, '[');
    g_string_insert_c (deep, deep->len - 1, ']');
    record = cy_record_new_from_data (deep->str, deep->len, &error);
    assert_read_refused (record, error, CY_RECORD_ERROR_SYNTAX, "more than 32 deep");
    g_clear_error (&error);

    /* Brackets inside strings do not count. */
    g_string_assign (deep, "{\"game\":\"");
    for (guint i = 0; i < 100; i++)
      g_string_append (deep, "[{\\\"");
    g_string_append (deep, "\"}");
    record = cy_record_new_from_data (deep->str, deep->len, &error);
    g_assert_no_error (error);
    g_clear_object (&record);

    /* A quote in a comment or a single-quoted string (json-glib reads
     * both) must not hide the brackets after it: 200,000 levels would
     * overflow the parser's stack. */
    {
      static const char *const openings[] = {
        "{\"game\":\"card-yacht\", /* \" */ \"x\": ",
        "{\"game\":\"card-yacht\", // \"\n \"x\": ",
        "{\"game\":\"card-yacht\", 'y\"': 1, \"x\": ",
      };
      static const char *const parts[] = { "no comments", "no comments", "double quotes" };

      for (guint k = 0; k < G_N_ELEMENTS (openings); k++)
        {
          g_string_assign (deep, openings[k]);
          for (guint i = 0; i < 200000; i++)
            g_string_append_c (deep, '[');
          record = cy_record_new_from_data (deep->str, deep->len, &error);
          assert_read_refused (record, error, CY_RECORD_ERROR_SYNTAX, parts[k]);
          g_clear_error (&error);
        }
    }
  }

  /* What json-glib would take but JSON does not define, or a C string
   * cannot hold: each refused with one line. */
  {
    static const struct { const char *text; const char *part; } odd[] = {
      { "{\"game\":\"card-yacht\",\"game\":\"boat\"}", "member twice" },
      { "{\"game\":\"boat\",\"x\":[{\"seat\":0,\"seat\":1}]}", "member twice" },
      { "{\"game\":\"card\\u0000-yacht\"}", "\\u0000" },
      { "{\"game\":\"card-yacht\",\"x\":\"\\ud800\"}", "surrogate" },
      { "{\"game\":\"card-yacht\",\"x\":\"\\udc00\\ud800\"}", "surrogate" },
      { "{\"game\":\"card-yacht\",\"x\":\"\\ud800x\"}", "surrogate" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (odd); i++)
      {
        record = cy_record_new_from_data (odd[i].text, strlen (odd[i].text), &error);
        assert_read_refused (record, error, CY_RECORD_ERROR_SYNTAX, odd[i].part);
        g_assert_true (g_utf8_validate (error->message, -1, NULL));
        g_clear_error (&error);
      }

    /* A whole pair is a character; the same name in two objects is fine. */
    record = record_from_text ("{\"game\":\"card-yacht\",\"x\":\"\\ud83c\\udccf\",\"y\":[{\"a\":1},{\"a\":2}]}");
    g_assert_nonnull (record);
    g_clear_object (&record);
  }

  /* Quoted text stays short and on one line. */
  {
    static const char long_name[] = "{\"game\":\"card-yacht\\nwith a very long name that goes on\"}";
    g_autoptr(CyRecord) odd = record_from_text (long_name);
    g_autoptr(CyReplay) replay = cy_replay_new (odd, &error);

    g_assert_null (replay);
    g_assert_cmpstr (error->message, ==,
                     "Unknown game “card-yacht?with a ve…”: a record is of card-yacht, dice-yacht or boat");
    g_clear_error (&error);
  }

  g_unlink (big_path);
  g_unlink (fifo_path);
  g_unlink (good_path);
  g_rmdir (dir);
}

/* Plays until the game reaches @phase in @hand_number. */
static void
play_until (CyGame             *game,
            const CyPlayerKind *kinds,
            CyRandom           *rngs,
            guint               hand_number,
            CyPhase             phase)
{
  while (!(cy_game_get_hand_number (game) == hand_number && cy_game_get_phase (game) == phase))
    {
      g_assert_cmpuint (cy_game_get_hand_number (game), <=, hand_number);
      play_step (game, kinds, rngs);
    }
}

/* The record of a game resumed from a save: the save keeps the record so
 * far (with the hand in progress), and the writer picks it up. */
static void
test_record_resume (void)
{
  static const struct { guint hand_number; CyPhase phase; guint n_scored; } stops[] = {
    { 1, CY_PHASE_TURNS, 0 },
    { 5, CY_PHASE_LAST_TURNS, 0 },
    { 7, CY_PHASE_SCORING, 1 },
    { 9, CY_PHASE_HAND_OVER, 0 },
    { 12, CY_PHASE_HAND_OVER, 0 },
  };

  for (guint s = 0; s < G_N_ELEMENTS (stops); s++)
    {
      CyPlayerKind kinds[3] = { CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_EASY };
      CyRandom rngs[3];
      CyRuleOptions options = cy_test_options (CY_STOCK_RULE_PASS, 12);
      g_autoptr(CyGame) game = new_game (kinds, 3, &options, 40 + s);
      g_autoptr(CyRecordWriter) writer = NULL;
      g_autoptr(CyRecordWriter) resumed_writer = NULL;
      g_autoptr(CyRecord) saved_record = NULL;
      g_autoptr(CyRecord) whole = NULL;
      g_autoptr(CyRecord) final = NULL;
      g_autoptr(GBytes) saved_game = NULL;
      g_autoptr(GBytes) record_bytes = NULL;
      g_autoptr(CyGame) loaded = NULL;
      g_autoptr(CyRecord) loaded_record = NULL;
      g_autoptr(CyReplay) replay = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *outcome = NULL;
      g_autofree char *expected = NULL;
      JsonArray *hands;

      for (guint p = 0; p < 3; p++)
        cy_random_init (&rngs[p], s, p);

      writer = cy_record_writer_new (G_OBJECT (game), NULL, &error);
      g_assert_no_error (error);
      g_assert_true (cy_game_start (game, &error));
      play_until (game, kinds, rngs, stops[s].hand_number, stops[s].phase);
      /* Some of the scores: the rest come after the resume. */
      for (guint p = 0; p < stops[s].n_scored; p++)
        {
          CySeatView view;

          cy_game_get_seat_view (game, p, &view);
          g_assert_true (cy_game_score (game, p, cy_ai_choose_category (kinds[p], &view, &rngs[p]), &error));
        }

      /* The saved record of whole hands stops at the last hand played out. */
      whole = cy_record_writer_get_record (writer, TRUE);
      hands = json_object_get_array_member (cy_record_get_root (whole), "hands");
      g_assert_cmpuint (json_array_get_length (hands), ==,
                        stops[s].phase == CY_PHASE_HAND_OVER ? stops[s].hand_number : stops[s].hand_number - 1);

      saved_game = cy_game_save_to_bytes (game);
      saved_record = cy_record_writer_get_record (writer, FALSE);
      record_bytes = cy_record_to_bytes (saved_record);
      g_clear_object (&writer);

      /* Resume: the writer replays the saved record into the loaded game. */
      loaded = cy_game_load_from_bytes (saved_game, &error);
      g_assert_no_error (error);
      loaded_record = cy_record_new_from_data (g_bytes_get_data (record_bytes, NULL), g_bytes_get_size (record_bytes), &error);
      g_assert_no_error (error);
      resumed_writer = cy_record_writer_new (G_OBJECT (loaded), loaded_record, &error);
      g_assert_no_error (error);

      if (cy_game_get_phase (loaded) == CY_PHASE_SCORING)
        for (guint p = 0; p < 3; p++)
          if (cy_game_get_hand_category (loaded, p) < 0)
            {
              CySeatView view;

              cy_game_get_seat_view (loaded, p, &view);
              g_assert_true (cy_game_score (loaded, p, cy_ai_choose_category (kinds[p], &view, &rngs[p]), &error));
            }
      while (cy_game_get_phase (loaded) != CY_PHASE_GAME_OVER)
        play_step (loaded, kinds, rngs);

      final = cy_record_writer_get_record (resumed_writer, TRUE);
      replay = replay_record (final);
      g_assert_true (cy_replay_run (replay, &error));
      g_assert_no_error (error);
      outcome = cy_replay_get_outcome (replay);
      expected = expected_outcome (loaded);
      g_assert_cmpstr (outcome, ==, expected);
      assert_same_state (CY_GAME (cy_replay_get_game (replay)), loaded);
    }
}

/* A writer refuses what would make a wrong record. */
static void
test_record_writer_refuses (void)
{
  CyPlayerKind kinds[2] = { CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_HARD };
  CyRandom rngs[2];
  g_autoptr(CyGame) game = new_game (kinds, 2, NULL, 11);
  g_autoptr(CyGame) other = new_game (kinds, 2, NULL, 12);
  g_autoptr(CyRecordWriter) writer = NULL;
  g_autoptr(CyRecordWriter) refused = NULL;
  g_autoptr(CyRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  cy_random_init (&rngs[0], 5, 1);
  cy_random_init (&rngs[1], 5, 2);

  /* Right after the first deal is still the start. */
  g_assert_true (cy_game_start (game, &error));
  writer = cy_record_writer_new (G_OBJECT (game), NULL, &error);
  g_assert_no_error (error);
  play_until (game, kinds, rngs, 3, CY_PHASE_TURNS);

  /* Under way, without the record so far. */
  g_assert_true (cy_game_start (other, &error));
  play_step (other, kinds, rngs);
  refused = cy_record_writer_new (G_OBJECT (other), NULL, &error);
  g_assert_null (refused);
  g_assert_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_MISMATCH);
  g_clear_error (&error);

  /* With the record of another game. */
  record = cy_record_writer_get_record (writer, FALSE);
  refused = cy_record_writer_new (G_OBJECT (other), record, &error);
  g_assert_null (refused);
  g_assert_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_MISMATCH);
  g_test_message ("%s", error->message);
  g_clear_error (&error);

  /* With the game's own record but a move later. */
  play_step (game, kinds, rngs);
  refused = cy_record_writer_new (G_OBJECT (game), record, &error);
  g_assert_null (refused);
  g_assert_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_MISMATCH);
  g_clear_error (&error);
}

/* A score taken back and written again: the record keeps the last one. */
static void
test_record_unscore (void)
{
  g_autofree char *text = base_record ();
  g_autoptr(CyRecord) record = record_from_text (text);
  g_autoptr(CyReplay) replay = cy_replay_new (record, NULL);
  g_autoptr(CyRecordWriter) writer = NULL;
  g_autoptr(CyRecord) written = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL;
  CyGame *game;

  /* The replayed game, a fresh start, is a game like any other to write. */
  game = CY_GAME (cy_replay_get_game (replay));
  writer = cy_record_writer_new (G_OBJECT (game), NULL, &error);
  g_assert_no_error (error);
  g_assert_true (cy_replay_seek (replay, 5, &error));
  g_assert_true (cy_game_score (game, 1, CY_CATEGORY_HIGH, &error));
  g_assert_true (cy_game_score (game, 0, CY_CATEGORY_CARD_YACHT, &error));
  g_assert_true (cy_game_unscore (game, 1, &error));
  g_assert_true (cy_game_score (game, 1, CY_CATEGORY_SPADES, &error));

  written = cy_record_writer_get_record (writer, TRUE);
  json = cy_record_node_to_string (json_object_get_member (cy_record_get_root (written), "hands"));
  g_assert_nonnull (strstr (json, "\"actions\":[{\"seat\":1,\"draw\":[\"5S\"]},"
                                  "{\"seat\":0,\"exchange\":[\"QH\"],\"from\":1,\"take\":[\"5S\"]},"
                                  "{\"seat\":1,\"knock\":true},{\"seat\":0,\"pass\":true},"
                                  "{\"seat\":0,\"score\":\"card-yacht\"},{\"seat\":1,\"score\":\"spades\"}]"));
  g_assert_cmpstr (json_object_get_string_member (cy_record_get_root (written), "game"), ==, "card-yacht");
  g_assert_cmpint (json_object_get_int_member (cy_record_get_root (written), "dealer"), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  cy_record_format_register (cy_game_record_get_format ());

  g_test_add_func ("/engine/record/round-trip", test_record_round_trip);
  g_test_add_func ("/engine/record/deal-from-deck", test_record_deal_from_deck);
  g_test_add_func ("/engine/record/outcome", test_record_outcome);
  g_test_add_func ("/engine/record/seek", test_record_seek);
  g_test_add_func ("/engine/record/after-game-over", test_record_after_game_over);
  g_test_add_func ("/engine/record/read", test_record_read);
  g_test_add_func ("/engine/record/resume", test_record_resume);
  g_test_add_func ("/engine/record/writer-refuses", test_record_writer_refuses);
  g_test_add_func ("/engine/record/unscore", test_record_unscore);
  for (guint i = 0; i < G_N_ELEMENTS (mutations); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/record/refused/%02u", i);
      g_test_add_data_func (path, &mutations[i], test_record_refused);
    }

  return g_test_run ();
}
