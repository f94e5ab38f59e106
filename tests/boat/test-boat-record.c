/* test-boat-record.c: game records of Boat (design.md section 9, "boat")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "cy-boat-game-record.h"
#include "cy-record-writer.h"
#include "cy-replay.h"
#include "test-record-util.h"
#include "test-boat-util.h"

static JsonNode *
copy_root (CyRecord *record)
{
  g_autoptr(GBytes) bytes = cy_record_to_bytes (record);

  return json_from_string (g_bytes_get_data (bytes, NULL), NULL);
}

static CyReplay *
replay_record (CyRecord  *record,
               gboolean   whole,
               GError   **error)
{
  g_autoptr(GBytes) bytes = cy_record_to_bytes (record);
  g_autoptr(CyRecord) read = NULL;
  g_autoptr(CyReplay) replay = NULL;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  read = cy_record_new_from_data (data, size, error);
  if (read == NULL)
    return NULL;
  replay = cy_replay_new (read, error);
  if (replay == NULL)
    return NULL;
  if (whole ? !cy_replay_run (replay, error) : !cy_replay_seek (replay, cy_replay_get_n_steps (replay), error))
    return NULL;

  return g_steal_pointer (&replay);
}

/* Every hand's deal and actions, and the scores. */
static void
assert_same_game (CyBoatGame *a,
                  CyBoatGame *b)
{
  g_assert_cmpuint (cy_boat_game_get_n_hands (a), ==, cy_boat_game_get_n_hands (b));
  for (guint h = 0; h < cy_boat_game_get_n_hands (a); h++)
    g_assert_cmpmem (cy_boat_game_get_nth_hand (a, h), sizeof (CyBoatHand),
                     cy_boat_game_get_nth_hand (b, h), sizeof (CyBoatHand));
  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    g_assert_cmpint (cy_boat_game_get_score (a, t), ==, cy_boat_game_get_score (b, t));
  g_assert_cmpint (cy_boat_game_get_winning_team (a), ==, cy_boat_game_get_winning_team (b));
}

/* The outcome line, built here from the live game's hands. */
static char *
expected_outcome (CyBoatGame *game,
                  guint       n_hands)
{
  GString *text = g_string_new ("{\"game\":\"boat\",\"hands\":[");
  int scores[CY_BOAT_N_TEAMS] = { 0, 0 };

  for (guint h = 0; h < n_hands; h++)
    {
      CyBoatHandResult result;

      g_assert_true (cy_boat_game_get_hand_result (game, h, &result));
      g_string_append_printf (text, "%s{\"high_bidder\":%u,\"bid\":%u,\"trump\":\"%c\",\"points\":[%u,%u],"
                              "\"discard_points\":%u,\"score_change\":[%d,%d]}",
                              h ? "," : "", result.high_bidder, result.bid,
                              "SHDC"[result.trump], result.points[0], result.points[1], result.discard_points,
                              result.score_change[0], result.score_change[1]);
      scores[0] += result.score_change[0];
      scores[1] += result.score_change[1];
    }
  g_string_append_printf (text, "],\"scores\":[%d,%d]}", scores[0], scores[1]);
  return g_string_free (text, FALSE);
}

static void
play_and_check (CyPlayerKind  kind0,
                CyPlayerKind  kind1,
                guint64       seed,
                guint         max_hands)
{
  g_autoptr(CyBoatGame) game = boat_test_game_new_teams (kind0, kind1, seed);
  g_autoptr(CyRecordWriter) writer = NULL;
  g_autoptr(CyRecord) record = NULL;
  g_autoptr(CyReplay) replay = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *outcome = NULL;
  g_autofree char *expected = NULL;
  CyRandom rng;
  guint step = 0;

  cy_random_init (&rng, seed, 11);
  writer = cy_record_writer_new (G_OBJECT (game), NULL, &error);
  g_assert_no_error (error);

  while (!cy_boat_game_is_over (game))
    {
      if (cy_boat_game_get_hand (game)->phase == CY_BOAT_PHASE_HAND_OVER)
        {
          g_autoptr(CyRecord) whole = cy_record_writer_get_record (writer, TRUE);
          g_autoptr(CyReplay) hands = replay_record (whole, TRUE, &error);

          /* Every whole hand so far replays to the same game. */
          g_assert_no_error (error);
          assert_same_game (CY_BOAT_GAME (cy_replay_get_game (hands)), game);

          if (cy_boat_game_get_n_hands (game) >= max_hands)
            break;
          g_assert_true (cy_match_game_next_hand (CY_MATCH_GAME (game), &error));
          g_assert_no_error (error);
          continue;
        }

      boat_test_step (game, &rng);

      if (++step % 23 == 0 && cy_boat_game_get_hand (game)->phase != CY_BOAT_PHASE_HAND_OVER)
        {
          g_autoptr(CyRecord) partial = cy_record_writer_get_record (writer, FALSE);
          g_autoptr(CyRecord) whole = cy_record_writer_get_record (writer, TRUE);
          g_autoptr(CyReplay) part = replay_record (partial, FALSE, &error);
          CyRecordWriter *resumed;

          /* The hand in progress: it seeks to the same state, but a
           * replay refuses to stop there. */
          g_assert_no_error (error);
          assert_same_game (CY_BOAT_GAME (cy_replay_get_game (part)), game);
          g_assert_false (cy_replay_run (part, &error));
          g_assert_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_INCOMPLETE);
          g_clear_error (&error);

          /* Only the hands that are over. */
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (cy_record_get_root (whole), "hands")),
                            ==, cy_boat_game_get_n_hands (game) - 1);

          /* Resumed from the partial record, as a save keeps it. */
          resumed = cy_record_writer_new (G_OBJECT (game), partial, &error);
          g_assert_no_error (error);
          g_set_object (&writer, resumed);
          g_object_unref (resumed);
        }
    }

  record = cy_record_writer_get_record (writer, TRUE);
  replay = replay_record (record, TRUE, &error);
  g_assert_no_error (error);
  assert_same_game (CY_BOAT_GAME (cy_replay_get_game (replay)), game);

  outcome = cy_replay_get_outcome (replay);
  expected = expected_outcome (game, cy_boat_game_get_n_hands (game));
  g_assert_cmpstr (outcome, ==, expected);
  g_test_message ("%u hands, %d to %d", cy_boat_game_get_n_hands (game),
                  cy_boat_game_get_score (game, 0), cy_boat_game_get_score (game, 1));
}

/* Seeded games of every level: the record replays to the same hands, the
 * same outcome and the same scores. */
static void
test_round_trip (void)
{
  play_and_check (CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_RANDOM, 1, 6);
  play_and_check (CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_EASY, 2, 40);
  play_and_check (CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_EASY, 3, 40);
  play_and_check (CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_NORMAL, 4, 40);
  /* The strongest players think longer: one hand. */
  play_and_check (CY_PLAYER_KIND_HARD, CY_PLAYER_KIND_NORMAL, 5, 1);
}

/* The help's worked hand (help/C/boat-scoring.page): South bids 100,
 * discards 10 points, names hearts and takes every trick. */
#define PLAYERS "{\"game\":\"boat\",\"players\":[\"Ann\",\"Wes\",\"Nora\",\"Ed\"],\"hands\":["
#define DEAL(dealer, seat1) \
  "{\"dealer\":" dealer ",\"hands\":[[\"BOAT\",\"AH\",\"KH\",\"QH\",\"JH\",\"10H\",\"9H\",\"8H\",\"6S\"]," \
  "[" seat1 "\"6H\",\"AS\",\"KS\",\"QS\",\"JS\",\"10S\",\"9S\",\"8S\"]," \
  "[\"7S\",\"AD\",\"KD\",\"QD\",\"JD\",\"10D\",\"9D\",\"8D\",\"7D\"]," \
  "[\"5H\",\"6D\",\"AC\",\"KC\",\"QC\",\"JC\",\"10C\",\"9C\",\"5C\"]]," \
  "\"bonus\":[\"5S\",\"5D\",\"6C\",\"7C\",\"8C\"],\"actions\":["
#define HAND DEAL ("3", "\"7H\",")
#define BIDDING "{\"seat\":0,\"bid\":100},{\"seat\":1,\"pass\":true},{\"seat\":2,\"pass\":true},{\"seat\":3,\"pass\":true},"
#define DISCARD "{\"seat\":0,\"discard\":[\"5S\",\"5D\",\"6C\",\"7C\",\"8C\"]},"
#define TRUMP "{\"seat\":0,\"trump\":\"H\"}"
#define PLAYS \
  ",{\"seat\":0,\"play\":\"BOAT\"},{\"seat\":1,\"play\":\"6H\"},{\"seat\":2,\"play\":\"7D\"},{\"seat\":3,\"play\":\"5H\"}" \
  ",{\"seat\":0,\"play\":\"AH\"},{\"seat\":1,\"play\":\"7H\"},{\"seat\":2,\"play\":\"8D\"},{\"seat\":3,\"play\":\"5C\"}" \
  ",{\"seat\":0,\"play\":\"KH\"},{\"seat\":1,\"play\":\"8S\"},{\"seat\":2,\"play\":\"9D\"},{\"seat\":3,\"play\":\"6D\"}" \
  ",{\"seat\":0,\"play\":\"QH\"},{\"seat\":1,\"play\":\"9S\"},{\"seat\":2,\"play\":\"10D\"},{\"seat\":3,\"play\":\"9C\"}" \
  ",{\"seat\":0,\"play\":\"JH\"},{\"seat\":1,\"play\":\"10S\"},{\"seat\":2,\"play\":\"JD\"},{\"seat\":3,\"play\":\"10C\"}" \
  ",{\"seat\":0,\"play\":\"10H\"},{\"seat\":1,\"play\":\"JS\"},{\"seat\":2,\"play\":\"QD\"},{\"seat\":3,\"play\":\"JC\"}" \
  ",{\"seat\":0,\"play\":\"6S\"},{\"seat\":1,\"play\":\"AS\"},{\"seat\":2,\"play\":\"7S\"},{\"seat\":3,\"play\":\"AC\"}" \
  ",{\"seat\":1,\"play\":\"KS\"},{\"seat\":2,\"play\":\"KD\"},{\"seat\":3,\"play\":\"KC\"},{\"seat\":0,\"play\":\"9H\"}" \
  ",{\"seat\":0,\"play\":\"8H\"},{\"seat\":1,\"play\":\"QS\"},{\"seat\":2,\"play\":\"AD\"},{\"seat\":3,\"play\":\"QC\"}"
#define WHOLE_HAND HAND BIDDING DISCARD TRUMP PLAYS "]}"

static void
test_worked_hand (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *outcome = cy_test_replay_text (PLAYERS WHOLE_HAND "]}", &error);
  g_autofree char *empty = NULL;

  /* West takes one trick (AS 6S 7S AC: 20 points); South's side the rest
   * and, with the last trick, the discard's 10. */
  g_assert_no_error (error);
  g_assert_cmpstr (outcome, ==,
                   "{\"game\":\"boat\",\"hands\":[{\"high_bidder\":0,\"bid\":100,\"trump\":\"H\",\"points\":[100,20],"
                   "\"discard_points\":10,\"score_change\":[100,20]}],\"scores\":[100,20]}");

  /* No hand yet is a whole record too. */
  empty = cy_test_replay_text (PLAYERS "]}", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (empty, ==, "{\"game\":\"boat\",\"hands\":[],\"scores\":[0,0]}");
}

typedef struct
{
  const char    *json;
  CyRecordError  code;
  const char    *where;     /* the message begins so */
} Refusal;

/* One change each to the worked hand. */
static const Refusal refusals[] = {
  { PLAYERS HAND "{\"seat\":0,\"bid\":103}]}]}", CY_RECORD_ERROR_ILLEGAL,
    "hand 0, action 0 (action 0 of the game): A bid is 65 to 120 in steps of 5" },
  { PLAYERS HAND "{\"seat\":0,\"bid\":125}]}]}", CY_RECORD_ERROR_FORMAT,
    "hand 0, action 0 (action 0 of the game): “bid” must be a whole number from 0 to 120" },
  { PLAYERS HAND "{\"seat\":1,\"bid\":100}]}]}", CY_RECORD_ERROR_ILLEGAL,
    "hand 0, action 0 (action 0 of the game): It is seat 0’s turn, not seat 1’s" },
  { PLAYERS HAND "{\"seat\":0,\"bid\":100},{\"seat\":1,\"bid\":95}]}]}", CY_RECORD_ERROR_ILLEGAL,
    "hand 0, action 1 (action 1 of the game): A bid must be higher than the last bid" },
  { PLAYERS HAND BIDDING "{\"seat\":0,\"discard\":[\"5S\",\"5D\",\"6C\",\"7C\",\"7H\"]}]}]}", CY_RECORD_ERROR_ILLEGAL,
    "hand 0, action 4 (action 4 of the game): You can only discard cards from your hand" },
  { PLAYERS HAND BIDDING "{\"seat\":0,\"discard\":[\"5S\",\"5D\",\"6C\",\"7C\"]}]}]}", CY_RECORD_ERROR_FORMAT,
    "hand 0, action 4 (action 4 of the game): “discard” must hold 5 cards, not 4" },
  { PLAYERS HAND BIDDING TRUMP "]}]}", CY_RECORD_ERROR_ILLEGAL,
    "hand 0, action 4 (action 4 of the game): Trump is named by the high bidder, after the discard" },
  { PLAYERS HAND BIDDING DISCARD "{\"seat\":0,\"trump\":\"X\"}]}]}", CY_RECORD_ERROR_FORMAT,
    "hand 0, action 5 (action 5 of the game): “X” is not a suit" },
  { PLAYERS HAND BIDDING DISCARD TRUMP ",{\"seat\":0,\"play\":\"BOAT\"},{\"seat\":1,\"play\":\"AS\"}]}]}",
    CY_RECORD_ERROR_ILLEGAL, "hand 0, action 7 (action 7 of the game): You must follow the suit that was led" },
  { PLAYERS HAND BIDDING DISCARD TRUMP ",{\"seat\":0,\"play\":\"BOAT\"},{\"seat\":1,\"play\":\"7S\"}]}]}",
    CY_RECORD_ERROR_ILLEGAL, "hand 0, action 7 (action 7 of the game): That card is not in your hand" },
  { PLAYERS HAND BIDDING DISCARD TRUMP ",{\"seat\":0,\"play\":\"XX\"}]}]}",
    CY_RECORD_ERROR_FORMAT, "hand 0, action 6 (action 6 of the game): “XX” is not a Boat card" },
  { PLAYERS HAND BIDDING DISCARD TRUMP ",{\"seat\":0,\"play\":\"BOAT\",\"bid\":70}]}]}",
    CY_RECORD_ERROR_FORMAT, "hand 0, action 6 (action 6 of the game): An action holds one move, not two" },
  { PLAYERS HAND BIDDING DISCARD TRUMP ",{\"seat\":0,\"play\":\"BOAT\",\"card\":1}]}]}",
    CY_RECORD_ERROR_FORMAT, "hand 0, action 6 (action 6 of the game): Unknown key “card”" },
  { PLAYERS HAND BIDDING DISCARD TRUMP ",{\"seat\":0,\"lead\":\"BOAT\"}]}]}",
    CY_RECORD_ERROR_FORMAT, "hand 0, action 6 (action 6 of the game): The action names no move" },
  /* after the last trick */
  { PLAYERS HAND BIDDING DISCARD TRUMP PLAYS ",{\"seat\":1,\"pass\":true}]}]}", CY_RECORD_ERROR_ILLEGAL,
    "hand 0, action 42 (action 42 of the game): The hand is over after nine tricks" },
  /* stops inside the hand */
  { PLAYERS HAND BIDDING DISCARD TRUMP "]}]}", CY_RECORD_ERROR_INCOMPLETE,
    "hand 0, action 6 (action 6 of the game): The record stops inside hand 0: seat 0 is to act" },
  /* a deal with a card twice (the 7H given to West goes missing) */
  { PLAYERS DEAL ("3", "\"7S\",") "]}]}", CY_RECORD_ERROR_ILLEGAL, "hand 0: The deal holds 7S twice" },
  { PLAYERS DEAL ("3", "") "]}]}", CY_RECORD_ERROR_FORMAT, "hand 0: “hands[1]” must hold 9 cards, not 8" },
  { PLAYERS DEAL ("4", "\"7H\",") "]}]}", CY_RECORD_ERROR_FORMAT, "hand 0: “dealer” must be a whole number from 0 to 3" },
  /* the next hand dealt by the wrong seat, or before the first is over */
  { PLAYERS WHOLE_HAND "," DEAL ("3", "\"7H\",") "]}]}", CY_RECORD_ERROR_ILLEGAL,
    "hand 1: The deal passes to the left: seat 0 deals this hand, not seat 3" },
  { PLAYERS HAND BIDDING DISCARD TRUMP "]}," DEAL ("0", "\"7H\",") "]}]}", CY_RECORD_ERROR_INCOMPLETE,
    "hand 0, action 6 (action 6 of the game): The record stops inside hand 0" },
  /* the header */
  { "{\"game\":\"boat\",\"players\":[\"A\",\"B\",\"C\"],\"hands\":[]}", CY_RECORD_ERROR_FORMAT,
    "“players” must hold 4 entries, not 3" },
  { "{\"game\":\"boat\",\"players\":[\"A\",\"B\",\"C\",\"D\"],\"hands\":[],\"dealer\":0}", CY_RECORD_ERROR_FORMAT,
    "Unknown key “dealer” in the record" },
  { "{\"game\":\"boat\",\"players\":[\"A\",\"B\",\"C\",\"D\"],\"hands\":[7]}", CY_RECORD_ERROR_FORMAT,
    "Hand 0 must be an object" },
  { "{\"game\":\"boat\",\"players\":[\"A\",\"B\",\"C\",\"D\"],\"hands\":[{\"dealer\":0}]}", CY_RECORD_ERROR_FORMAT,
    "hand 0: “actions” is missing" },
};

static void
test_refused (gconstpointer data)
{
  const Refusal *refusal = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *outcome = cy_test_replay_text (refusal->json, &error);

  g_assert_null (outcome);
  g_assert_error (error, CY_RECORD_ERROR, (int) refusal->code);
  if (!g_str_has_prefix (error->message, refusal->where))
    g_error ("“%s” does not begin “%s”", error->message, refusal->where);
}

/* A whole game to 500: no hand may follow its end. */
static void
test_after_game_over (void)
{
  g_autoptr(CyBoatGame) game = boat_test_game_new (CY_PLAYER_KIND_NORMAL, 8);
  g_autoptr(CyRecordWriter) writer = cy_record_writer_new (G_OBJECT (game), NULL, NULL);
  g_autoptr(CyRecord) record = NULL;
  g_autoptr(CyRecord) longer = NULL;
  g_autoptr(CyReplay) replay = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *where = NULL;
  JsonArray *hands;
  JsonObject *last;
  JsonObject *extra;

  boat_test_play_game (game, 8, 200);
  g_assert_true (cy_boat_game_is_over (game));

  record = cy_record_writer_get_record (writer, TRUE);
  root = copy_root (record);
  hands = json_object_get_array_member (json_node_get_object (root), "hands");
  last = json_array_get_object_element (hands, json_array_get_length (hands) - 1);
  extra = json_object_new ();
  json_object_set_int_member (extra, "dealer", (json_object_get_int_member (last, "dealer") + 1) % 4);
  json_object_set_member (extra, "hands", json_node_copy (json_object_get_member (last, "hands")));
  json_object_set_member (extra, "bonus", json_node_copy (json_object_get_member (last, "bonus")));
  json_object_set_array_member (extra, "actions", json_array_new ());
  json_array_add_object_element (hands, extra);

  longer = cy_record_new_from_node (root, &error);
  g_assert_no_error (error);
  replay = cy_replay_new (longer, &error);
  g_assert_no_error (error);
  g_assert_false (cy_replay_run (replay, &error));
  where = g_strdup_printf ("hand %u: The game is over", json_array_get_length (hands) - 1);
  g_assert_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_ILLEGAL);
  g_assert_true (g_str_has_prefix (error->message, where));
}

/* The writer refuses a record that does not lead to the game it should
 * continue. */
static void
test_writer_refuses (void)
{
  g_autoptr(CyBoatGame) game = boat_test_game_new (CY_PLAYER_KIND_EASY, 20);
  g_autoptr(CyBoatGame) other = boat_test_game_new (CY_PLAYER_KIND_EASY, 21);
  g_autoptr(CyRecordWriter) writer = cy_record_writer_new (G_OBJECT (game), NULL, NULL);
  g_autoptr(CyRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  CyRecordWriter *refused;
  CyRandom rng;

  cy_random_init (&rng, 1, 1);
  for (guint i = 0; i < 10; i++)
    boat_test_step (game, &rng);

  record = cy_record_writer_get_record (writer, FALSE);
  refused = cy_record_writer_new (G_OBJECT (other), record, &error);
  g_assert_null (refused);
  g_assert_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_MISMATCH);
}

static CyBoatGame *
worked_hand_game (void)
{
  static const char * const names[] = { "Ann", "Wes", "Nora", "Ed" };
  CyPlayer *players[CY_BOAT_N_SEATS];
  CyBoatCardSet hands[CY_BOAT_N_SEATS] = {
    boat_test_cards ("BOAT AH KH QH JH 10H 9H 8H 6S", 9),
    boat_test_cards ("7H 6H AS KS QS JS 10S 9S 8S", 9),
    boat_test_cards ("7S AD KD QD JD 10D 9D 8D 7D", 9),
    boat_test_cards ("5H 6D AC KC QC JC 10C 9C 5C", 9),
  };
  CyBoatGame *game;

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    players[s] = cy_player_new (names[s], CY_PLAYER_KIND_HUMAN);
  game = cy_boat_game_new_with_deal (players, 1, 3, hands, boat_test_cards ("5S 5D 6C 7C 8C", 5), NULL);
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    g_object_unref (players[s]);

  return game;
}

static gboolean
answer (CyBoatGame  *game,
        guint        seat,
        const char  *json,
        GError     **error)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);

  g_assert_nonnull (node);
  return cy_boat_game_record_play_answer (game, seat, json_node_get_object (node), error);
}

/* What an outside player sees holds none of the cards it may not see. */
static gboolean
view_mentions (CyBoatGame *game,
               guint       seat,
               const char *card)
{
  g_autoptr(JsonNode) view = cy_boat_game_record_view (game, seat);
  g_autofree char *text = cy_record_node_to_string (view);
  g_autofree char *quoted = g_strdup_printf ("\"%s\"", card);

  return strstr (text, quoted) != NULL;
}

/* An outside player's answers: the record vocabulary, the seat's view. */
static void
test_answers (void)
{
  g_autoptr(CyBoatGame) game = worked_hand_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) view = NULL;
  g_autofree char *text = NULL;

  view = cy_boat_game_record_view (game, 0);
  text = cy_record_node_to_string (view);
  g_assert_cmpstr (text, ==,
                   "{\"game\":\"boat\",\"seat\":0,\"decision\":\"bid\",\"view\":{\"players\":[\"Ann\",\"Wes\",\"Nora\",\"Ed\"],"
                   "\"hand_number\":1,\"dealer\":3,\"turn\":0,"
                   "\"hand\":[\"6S\",\"8H\",\"9H\",\"10H\",\"JH\",\"QH\",\"KH\",\"AH\",\"BOAT\"],"
                   "\"hand_sizes\":[9,9,9,9],\"calls\":[],\"min_bid\":65,\"high_bidder\":null,\"high_bid\":0,"
                   "\"trump\":null,\"played\":[],\"trick\":[],\"leader\":0,\"legal\":[],\"trick_points\":[0,0],"
                   "\"scores\":[0,0]}}");

  /* Garbage and illegal answers change nothing. */
  g_assert_false (answer (game, 0, "{\"bid\":\"high\"}", &error));
  g_assert_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_GARBAGE);
  g_clear_error (&error);
  g_assert_false (answer (game, 0, "{\"knock\":true}", &error));
  g_assert_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_GARBAGE);
  g_clear_error (&error);
  g_assert_false (answer (game, 0, "{\"bid\":67}", &error));
  g_assert_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (answer (game, 0, "{\"seat\":1,\"pass\":true}", &error));
  g_assert_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (answer (game, 0, "{\"play\":\"AH\"}", &error));
  g_assert_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpuint (cy_boat_game_get_hand (game)->n_actions, ==, 0);

  g_assert_true (answer (game, 0, "{\"bid\":100}", &error) && answer (game, 1, "{\"pass\":true}", &error) &&
                 answer (game, 2, "{\"seat\":2,\"pass\":true}", &error) && answer (game, 3, "{\"pass\":true}", &error));
  g_assert_no_error (error);

  /* The Bonus Cards: only the high bidder sees them. */
  g_assert_true (view_mentions (game, 0, "8C"));
  for (guint s = 1; s < CY_BOAT_N_SEATS; s++)
    g_assert_false (view_mentions (game, s, "8C"));
  /* Nobody sees another seat's hand. */
  g_assert_false (view_mentions (game, 1, "AD"));
  g_assert_false (view_mentions (game, 2, "AS"));
  g_assert_true (view_mentions (game, 2, "AD"));

  g_assert_true (answer (game, 0, "{\"discard\":[\"5S\",\"5D\",\"6C\",\"7C\",\"8C\"]}", &error) &&
                 answer (game, 0, "{\"trump\":\"h\"}", &error) && answer (game, 0, "{\"play\":\"boat\"}", &error));
  g_assert_no_error (error);
  /* The discard stays the high bidder's to see. */
  g_assert_true (view_mentions (game, 0, "5D"));
  g_assert_false (view_mentions (game, 1, "5D"));
  /* West must follow the Boat's lead with a heart: the view says which. */
  {
    g_autoptr(JsonNode) west = cy_boat_game_record_view (game, 1);
    g_autofree char *json = cy_record_node_to_string (west);

    g_assert_nonnull (strstr (json, "\"decision\":\"play\""));
    g_assert_nonnull (strstr (json, "\"legal\":[\"6H\",\"7H\"]"));
    g_assert_nonnull (strstr (json, "\"trick\":[{\"seat\":0,\"card\":\"BOAT\"}]"));
  }
  g_assert_false (answer (game, 1, "{\"play\":\"AS\"}", &error));
  g_assert_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_true (answer (game, 1, "{\"play\":\"7H\"}", &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  cy_record_format_register (cy_boat_game_record_get_format ());

  g_test_add_func ("/boat/record/round-trip", test_round_trip);
  g_test_add_func ("/boat/record/worked-hand", test_worked_hand);
  g_test_add_func ("/boat/record/after-game-over", test_after_game_over);
  g_test_add_func ("/boat/record/writer-refuses", test_writer_refuses);
  g_test_add_func ("/boat/record/answers", test_answers);
  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      g_autofree char *path = g_strdup_printf ("/boat/record/refused/%02u", i);
      g_test_add_data_func (path, &refusals[i], test_refused);
    }

  return g_test_run ();
}
