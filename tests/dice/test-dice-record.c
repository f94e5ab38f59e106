/* test-dice-record.c: game records of Yacht (design.md section 9, "dice-yacht")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "cy-dice-ai.h"
#include "cy-dice-game-private.h"
#include "cy-dice-game-record.h"
#include "test-dice-util.h"
#include "cy-record-writer.h"
#include "cy-replay.h"
#include "test-record-util.h"

static CyDiceStrategy *tables[CY_DICE_N_RULES];

/* One decision of the seat to move by @kind. */
static void
play_one (CyDiceGame   *game,
          CyPlayerKind  kind,
          CyRandom     *rng)
{
  g_autoptr(GError) error = NULL;
  CyDiceSeatView view;
  CyDiceChoice choice;

  cy_dice_game_get_seat_view (game, cy_dice_game_get_to_move (game), &view);
  if (view.rolls_used == 0)
    g_assert_true (cy_dice_game_roll (game, &error));
  else
    {
      cy_dice_ai_choose (kind, &view, tables[view.rules], rng, &choice);
      if (choice.score)
        g_assert_true (cy_dice_game_score (game, choice.category, &error));
      else
        g_assert_true (cy_dice_game_keep (game, choice.held, &error) && cy_dice_game_roll (game, &error));
    }
  g_assert_no_error (error);
}

static int
compare_faces (gconstpointer a,
               gconstpointer b)
{
  return *(const guint8 *) a - *(const guint8 *) b;
}

/* A copy of the record's object, to change. */
static JsonNode *
copy_root (CyRecord *record)
{
  g_autoptr(GBytes) bytes = cy_record_to_bytes (record);

  return json_from_string (g_bytes_get_data (bytes, NULL), NULL);
}

static CyReplay *
replay_record (CyRecord  *record,
               GError   **error)
{
  g_autoptr(GBytes) bytes = cy_record_to_bytes (record);
  g_autoptr(CyRecord) read = NULL;
  g_autoptr(CyReplay) replay = NULL;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  /* Through the text, as a file would be read. */
  read = cy_record_new_from_data (data, size, error);
  if (read == NULL)
    return NULL;
  replay = cy_replay_new (read, error);
  if (replay == NULL || !cy_replay_run (replay, error))
    return NULL;

  return g_steal_pointer (&replay);
}

static void
assert_same_sheets (CyDiceGame *a,
                    CyDiceGame *b)
{
  g_assert_cmpuint (cy_dice_game_get_n_players (a), ==, cy_dice_game_get_n_players (b));
  g_assert_cmpuint (cy_dice_game_get_round (a), ==, cy_dice_game_get_round (b));
  g_assert_cmpuint (cy_dice_game_get_to_move (a), ==, cy_dice_game_get_to_move (b));
  g_assert_cmpint (cy_dice_game_is_over (a), ==, cy_dice_game_is_over (b));
  for (guint p = 0; p < cy_dice_game_get_n_players (a); p++)
    {
      g_assert_cmpuint (cy_dice_game_get_total (a, p), ==, cy_dice_game_get_total (b, p));
      for (guint c = 0; c < cy_dice_rules_get_n_categories (cy_dice_game_get_rules (a)); c++)
        g_assert_cmpint (cy_dice_game_get_score (a, p, c), ==, cy_dice_game_get_score (b, p, c));
    }
}

/* The outcome line, built here from the live game's sheets. */
static char *
expected_outcome (CyDiceGame *game)
{
  GString *text = g_string_new ("{\"game\":\"dice-yacht\",\"totals\":[");

  for (guint p = 0; p < cy_dice_game_get_n_players (game); p++)
    g_string_append_printf (text, "%s%u", p ? "," : "", cy_dice_game_get_total (game, p));
  g_string_append (text, "],\"sheets\":[");
  for (guint p = 0; p < cy_dice_game_get_n_players (game); p++)
    {
      gboolean first = TRUE;

      g_string_append (text, p ? ",{" : "{");
      for (guint c = 0; c < cy_dice_rules_get_n_categories (cy_dice_game_get_rules (game)); c++)
        if (cy_dice_game_get_score (game, p, c) >= 0)
          {
            g_string_append_printf (text, "%s\"%s\":%d", first ? "" : ",",
                                    cy_dice_category_get_key (cy_dice_game_get_rules (game), c),
                                    cy_dice_game_get_score (game, p, c));
            first = FALSE;
          }
      g_string_append_c (text, '}');
    }
  g_string_append (text, "]}");
  return g_string_free (text, FALSE);
}

/* Seeded games of every level and number of seats, for both rule sets:
 * the record replays to the same outcome and the same sheets. On the way,
 * the record of every whole round replays too, the record of a turn in
 * progress is refused as incomplete but seeks to the same state, and a
 * writer resumed from it (as after a save) goes on writing the same game. */
static void
test_round_trip (void)
{
  const CyPlayerKind kinds[] = { CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_NORMAL,
                                 CY_PLAYER_KIND_HARD };

  for (guint rules = 0; rules < CY_DICE_N_RULES; rules++)
    for (guint n = 1; n <= CY_DICE_MAX_PLAYERS; n++)
      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          g_autoptr(CyDiceGame) game = dice_test_game_new (rules, n, 1000 * rules + 10 * n + k);
          g_autoptr(CyRecordWriter) writer = NULL;
          g_autoptr(CyRecord) record = NULL;
          g_autoptr(CyReplay) replay = NULL;
          g_autoptr(GError) error = NULL;
          g_autofree char *outcome = NULL;
          g_autofree char *expected = NULL;
          CyRandom rng;
          guint step = 0;

          cy_random_init (&rng, n + k, 5);
          writer = cy_record_writer_new (G_OBJECT (game), NULL, &error);
          g_assert_no_error (error);

          while (!cy_dice_game_is_over (game))
            {
              play_one (game, kinds[k], &rng);
              step++;

              if (step % 17 == 0 && !cy_dice_game_is_over (game))
                {
                  g_autoptr(CyRecord) partial = cy_record_writer_get_record (writer, FALSE);
                  g_autoptr(CyRecord) whole = cy_record_writer_get_record (writer, TRUE);
                  g_autoptr(CyReplay) part = cy_replay_new (partial, &error);
                  g_autoptr(CyReplay) rounds = NULL;
                  CyRecordWriter *resumed;
                  guint8 a[CY_DICE_N_DICE], b[CY_DICE_N_DICE];
                  gboolean mid_round = cy_dice_game_get_to_move (game) != 0 ||
                                       cy_dice_game_get_rolls_used (game) != 0;

                  g_assert_no_error (error);
                  g_assert_true (cy_replay_seek (part, cy_replay_get_n_steps (part), &error));
                  g_assert_no_error (error);
                  assert_same_sheets (CY_DICE_GAME (cy_replay_get_game (part)), game);
                  g_assert_cmpuint (cy_dice_game_get_rolls_used (CY_DICE_GAME (cy_replay_get_game (part))), ==,
                                    cy_dice_game_get_rolls_used (game));
                  /* The same dice, perhaps in another order. */
                  cy_dice_game_get_dice (CY_DICE_GAME (cy_replay_get_game (part)), a);
                  cy_dice_game_get_dice (game, b);
                  qsort (a, CY_DICE_N_DICE, 1, compare_faces);
                  qsort (b, CY_DICE_N_DICE, 1, compare_faces);
                  g_assert_cmpmem (a, sizeof a, b, sizeof b);

                  g_assert_cmpint (cy_replay_run (part, &error), ==, !mid_round);
                  if (mid_round)
                    g_assert_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_INCOMPLETE);
                  g_clear_error (&error);

                  /* Whole rounds only: it replays, and stops at a round's end. */
                  rounds = replay_record (whole, &error);
                  g_assert_no_error (error);
                  g_assert_cmpuint (cy_dice_game_get_to_move (CY_DICE_GAME (cy_replay_get_game (rounds))), ==, 0);
                  g_assert_cmpuint (cy_dice_game_get_rolls_used (CY_DICE_GAME (cy_replay_get_game (rounds))), ==, 0);

                  /* Resumed from the partial record, as a save keeps it. */
                  resumed = cy_record_writer_new (G_OBJECT (game), partial, &error);
                  g_assert_no_error (error);
                  g_set_object (&writer, resumed);
                  g_object_unref (resumed);
                }
            }

          record = cy_record_writer_get_record (writer, TRUE);
          replay = replay_record (record, &error);
          g_assert_no_error (error);
          assert_same_sheets (CY_DICE_GAME (cy_replay_get_game (replay)), game);

          outcome = cy_replay_get_outcome (replay);
          expected = expected_outcome (game);
          g_assert_cmpstr (outcome, ==, expected);
        }
}

/* The record of a turn written out by hand. */
static void
test_written_actions (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 1, 1);
  g_autoptr(CyRecordWriter) writer = cy_record_writer_new (G_OBJECT (game), NULL, NULL);
  g_autoptr(CyRecord) record = NULL;
  g_autoptr(GBytes) json = NULL;
  const guint8 first[] = { 5, 2, 5, 1, 6 };
  const guint8 second[] = { 5, 5, 5, 3, 6 };
  const guint8 third[] = { 5, 4, 5, 4, 4 };

  g_assert_true (cy_dice_game_roll_dice (game, first, NULL));
  /* Keeps the dice at positions 0 and 2. */
  g_assert_true (cy_dice_game_keep (game, 0x5, NULL));
  g_assert_true (cy_dice_game_roll_dice (game, second, NULL));
  g_assert_true (cy_dice_game_keep (game, 0x5, NULL));
  g_assert_true (cy_dice_game_roll_dice (game, third, NULL));
  g_assert_true (cy_dice_game_score (game, 8 /* full-house */, NULL));

  record = cy_record_writer_get_record (writer, TRUE);
  json = cy_record_to_bytes (record);
  g_assert_cmpstr (g_bytes_get_data (json, NULL), ==,
                   "{\"game\":\"dice-yacht\",\"rules\":\"yacht-bonus\",\"players\":[\"Ann\"],\"actions\":["
                   "{\"seat\":0,\"roll\":[5,2,5,1,6]},"
                   "{\"seat\":0,\"keep\":[5,5],\"roll\":[5,3,6]},"
                   "{\"seat\":0,\"keep\":[5,5],\"roll\":[4,4,4]},"
                   "{\"seat\":0,\"score\":\"full-house\"}]}\n");
}

#define HEAD "{\"game\":\"dice-yacht\",\"rules\":\"yacht-bonus\",\"players\":[\"Ann\",\"Bob\"],\"actions\":["
#define TURN0 "{\"seat\":0,\"roll\":[1,2,3,4,5]},{\"seat\":0,\"keep\":[5,4],\"roll\":[6,6,6]},"
#define TURN1 "{\"seat\":1,\"roll\":[2,2,2,2,2]},"

static void
test_by_hand (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *outcome = NULL;
  g_autofree char *partial = NULL;

  /* Four of a kind is a sum of all five dice; a yacht scores 50. */
  outcome = cy_test_replay_text (HEAD TURN0 "{\"seat\":0,\"score\":\"choice\"}," TURN1 "{\"seat\":1,\"score\":\"yacht\"}]}", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (outcome, ==, "{\"game\":\"dice-yacht\",\"totals\":[27,50],\"sheets\":[{\"choice\":27},{\"yacht\":50}]}");

  /* A record that stops after a whole round, here none. */
  partial = cy_test_replay_text (HEAD "]}", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (partial, ==, "{\"game\":\"dice-yacht\",\"totals\":[0,0],\"sheets\":[{},{}]}");
}

typedef struct
{
  const char    *json;
  CyRecordError  code;
  const char    *where;     /* the message begins so */
} Refusal;

/* One change to a legal record each (HEAD TURN0 score TURN1 score). */
static const Refusal refusals[] = {
  /* the wrong seat */
  { HEAD "{\"seat\":1,\"roll\":[1,2,3,4,5]}]}", CY_RECORD_ERROR_ILLEGAL, "action 0: It is seat 0’s turn, not seat 1’s" },
  /* a die of 7 */
  { HEAD "{\"seat\":0,\"roll\":[1,2,3,4,7]}]}", CY_RECORD_ERROR_FORMAT, "action 0: “roll” must list dice" },
  /* four dice at the first roll */
  { HEAD "{\"seat\":0,\"roll\":[1,2,3,4]}]}", CY_RECORD_ERROR_FORMAT, "action 0: “roll” must hold the 5 new dice" },
  /* keeping at the first roll */
  { HEAD "{\"seat\":0,\"keep\":[1],\"roll\":[2,3,4,5]}]}", CY_RECORD_ERROR_ILLEGAL, "action 0: The first roll" },
  /* keeping a die that is not on the table */
  { HEAD "{\"seat\":0,\"roll\":[1,2,3,4,5]},{\"seat\":0,\"keep\":[6],\"roll\":[6,6,6,6]}]}",
    CY_RECORD_ERROR_ILLEGAL, "action 1: “keep” holds dice that are not on the table" },
  /* keeping one 5 twice */
  { HEAD "{\"seat\":0,\"roll\":[1,2,3,4,5]},{\"seat\":0,\"keep\":[5,5],\"roll\":[6,6,6]}]}",
    CY_RECORD_ERROR_ILLEGAL, "action 1: “keep” holds dice" },
  /* the new dice do not make five with the kept */
  { HEAD "{\"seat\":0,\"roll\":[1,2,3,4,5]},{\"seat\":0,\"keep\":[5],\"roll\":[6,6,6]}]}",
    CY_RECORD_ERROR_FORMAT, "action 1: “roll” must hold the 4 new dice" },
  /* a later roll without "keep" */
  { HEAD "{\"seat\":0,\"roll\":[1,2,3,4,5]},{\"seat\":0,\"roll\":[6,6,6,6,6]}]}",
    CY_RECORD_ERROR_FORMAT, "action 1: A roll after the turn’s first" },
  /* keeping all five */
  { HEAD "{\"seat\":0,\"roll\":[1,2,3,4,5]},{\"seat\":0,\"keep\":[1,2,3,4,5],\"roll\":[]}]}",
    CY_RECORD_ERROR_ILLEGAL, "action 1: Every die is kept" },
  /* a fourth roll */
  { HEAD TURN0 "{\"seat\":0,\"keep\":[],\"roll\":[1,1,1,1,1]},{\"seat\":0,\"keep\":[],\"roll\":[1,1,1,1,1]}]}",
    CY_RECORD_ERROR_ILLEGAL, "action 3: No rolls left" },
  /* a score before rolling */
  { HEAD "{\"seat\":0,\"score\":\"choice\"}]}", CY_RECORD_ERROR_ILLEGAL, "action 0: Roll first" },
  /* a category of the other rule set */
  { HEAD TURN0 "{\"seat\":0,\"score\":\"big-straight\"}]}", CY_RECORD_ERROR_FORMAT,
    "action 2: Unknown category “big-straight” in yacht-bonus" },
  /* a category used already */
  { HEAD TURN0 "{\"seat\":0,\"score\":\"choice\"}," TURN1 "{\"seat\":1,\"score\":\"yacht\"},"
    "{\"seat\":0,\"roll\":[1,1,1,1,1]},{\"seat\":0,\"score\":\"choice\"}]}",
    CY_RECORD_ERROR_ILLEGAL, "action 6: Ann has used Choice already" },
  /* two moves in one action */
  { HEAD "{\"seat\":0,\"roll\":[1,2,3,4,5],\"score\":\"choice\"}]}", CY_RECORD_ERROR_FORMAT,
    "action 0: An action holds one move" },
  /* an unknown key */
  { HEAD "{\"seat\":0,\"roll\":[1,2,3,4,5],\"held\":[]}]}", CY_RECORD_ERROR_FORMAT, "action 0: Unknown key “held”" },
  /* no seat */
  { HEAD "{\"roll\":[1,2,3,4,5]}]}", CY_RECORD_ERROR_FORMAT, "action 0: “seat” is missing" },
  /* a seat beyond the players */
  { HEAD "{\"seat\":2,\"roll\":[1,2,3,4,5]}]}", CY_RECORD_ERROR_FORMAT, "action 0: “seat” must be a whole number from 0 to 1" },
  /* not an object */
  { HEAD "[1,2]]}", CY_RECORD_ERROR_FORMAT, "action 0: An action must be an object" },
  /* the record stops inside a turn, and inside a round */
  { HEAD TURN0 "{\"seat\":0,\"score\":\"choice\"}]}", CY_RECORD_ERROR_INCOMPLETE,
    "action 3: The record stops inside round 1: seat 1 is to roll" },
  { HEAD TURN0 "{\"seat\":0,\"score\":\"choice\"},{\"seat\":1,\"roll\":[2,2,2,2,2]}]}", CY_RECORD_ERROR_INCOMPLETE,
    "action 4: The record stops inside round 1: seat 1 has not scored" },
  /* the header */
  { "{\"game\":\"dice-yacht\",\"rules\":\"kniffel\",\"players\":[\"Ann\"],\"actions\":[]}",
    CY_RECORD_ERROR_FORMAT, "Unknown rules “kniffel”" },
  /* the forced Joker: a second Yahtzee must go into Sixes */
  { "{\"game\":\"dice-yacht\",\"rules\":\"yahtzee\",\"players\":[\"Ann\"],\"actions\":["
    "{\"seat\":0,\"roll\":[6,6,6,6,6]},{\"seat\":0,\"score\":\"yahtzee\"},"
    "{\"seat\":0,\"roll\":[6,6,6,6,6]},{\"seat\":0,\"score\":\"full-house\"}]}",
    CY_RECORD_ERROR_ILLEGAL, "action 3: The Joker rule: five equal dice go into Sixes while it is open" },
  /* a category of another rule set */
  { "{\"game\":\"dice-yacht\",\"rules\":\"yatzy\",\"players\":[\"Ann\"],\"actions\":["
    "{\"seat\":0,\"roll\":[6,6,6,6,6]},{\"seat\":0,\"score\":\"yahtzee\"}]}",
    CY_RECORD_ERROR_FORMAT, "action 1: Unknown category “yahtzee” in yatzy" },
  { "{\"game\":\"dice-yacht\",\"rules\":\"yacht-1938\",\"players\":[],\"actions\":[]}",
    CY_RECORD_ERROR_FORMAT, "“players” must hold 1 to 4 entries" },
  { "{\"game\":\"dice-yacht\",\"rules\":\"yacht-1938\",\"players\":[\"A\",\"B\",\"C\",\"D\",\"E\"],\"actions\":[]}",
    CY_RECORD_ERROR_FORMAT, "“players” must hold 1 to 4 entries" },
  { "{\"game\":\"dice-yacht\",\"rules\":\"yacht-1938\",\"players\":[\"A\"]}",
    CY_RECORD_ERROR_FORMAT, "“actions” is missing" },
  { "{\"game\":\"dice-yacht\",\"rules\":\"yacht-1938\",\"players\":[\"A\"],\"actions\":{}}",
    CY_RECORD_ERROR_FORMAT, "“actions” must be a list" },
  { "{\"game\":\"dice-yacht\",\"rules\":\"yacht-1938\",\"players\":[\"A\"],\"actions\":[],\"dealer\":0}",
    CY_RECORD_ERROR_FORMAT, "Unknown key “dealer” in the record" },
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

/* Every single action of a real game's record changed into another legal-
 * looking action is refused at that action or replays to another game; the
 * record cut anywhere but after a round is refused as incomplete, naming
 * the missing action. */
static void
test_cut_anywhere (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_1938, 3, 77);
  g_autoptr(CyRecordWriter) writer = cy_record_writer_new (G_OBJECT (game), NULL, NULL);
  g_autoptr(CyRecord) record = NULL;
  JsonArray *actions;
  CyRandom rng;

  cy_random_init (&rng, 3, 3);
  while (!cy_dice_game_is_over (game))
    play_one (game, CY_PLAYER_KIND_EASY, &rng);

  record = cy_record_writer_get_record (writer, TRUE);
  actions = json_object_get_array_member (cy_record_get_root (record), "actions");

  for (guint cut = 0; cut <= json_array_get_length (actions); cut++)
    {
      g_autoptr(JsonNode) root = copy_root (record);
      JsonArray *copy = json_array_new ();
      g_autoptr(CyRecord) shorter = NULL;
      g_autoptr(CyReplay) replay = NULL;
      g_autoptr(GError) error = NULL;
      gboolean after_round;
      guint n_scores = 0;

      for (guint a = 0; a < cut; a++)
        {
          JsonNode *action = json_array_get_element (actions, a);

          json_array_add_element (copy, json_node_copy (action));
          if (json_object_has_member (json_node_get_object (action), "score"))
            n_scores++;
        }
      after_round = n_scores % 3 == 0 &&
                    (cut == 0 || json_object_has_member (json_array_get_object_element (actions, cut - 1), "score"));
      json_object_set_array_member (json_node_get_object (root), "actions", copy);

      shorter = cy_record_new_from_node (root, &error);
      g_assert_no_error (error);
      replay = cy_replay_new (shorter, &error);
      g_assert_no_error (error);
      g_assert_cmpint (cy_replay_run (replay, &error), ==, after_round);
      if (!after_round)
        {
          g_autofree char *where = g_strdup_printf ("action %u: The record stops inside round", cut);

          g_assert_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_INCOMPLETE);
          g_assert_true (g_str_has_prefix (error->message, where));
        }
    }
}

/* The writer refuses a record that does not lead to the game it should
 * continue. */
static void
test_writer_refuses (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 2, 5);
  g_autoptr(CyDiceGame) other = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 2, 6);
  g_autoptr(CyRecordWriter) writer = cy_record_writer_new (G_OBJECT (game), NULL, NULL);
  g_autoptr(CyRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  CyRecordWriter *refused;
  CyRandom rng;

  cy_random_init (&rng, 1, 1);
  for (guint i = 0; i < 7; i++)
    play_one (game, CY_PLAYER_KIND_NORMAL, &rng);
  for (guint i = 0; i < 7; i++)
    play_one (other, CY_PLAYER_KIND_NORMAL, &rng);

  record = cy_record_writer_get_record (writer, FALSE);
  refused = cy_record_writer_new (G_OBJECT (other), record, &error);
  g_assert_null (refused);
  g_assert_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_MISMATCH);
}

/* An outside player's answers: the same vocabulary, the dice from the game. */
static void
test_answers (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YACHT_BONUS, 2, 9);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) view = NULL;
  g_autofree char *text = NULL;
  guint8 dice[CY_DICE_N_DICE];
  char keep[32];
  static const struct
  {
    const char       *answer;
    CyExternalError   code;
  } bad[] = {
    { "{\"knock\":true}", CY_EXTERNAL_ERROR_GARBAGE },
    { "{\"roll\":[1,2,3,4,5]}", CY_EXTERNAL_ERROR_GARBAGE },
    { "{\"seat\":1,\"roll\":true}", CY_EXTERNAL_ERROR_ILLEGAL },
    { "{\"score\":\"choice\"}", CY_EXTERNAL_ERROR_ILLEGAL },
    { "{\"keep\":[1],\"roll\":true}", CY_EXTERNAL_ERROR_ILLEGAL },
  };

  view = cy_dice_game_record_view (game, 0);
  text = cy_record_node_to_string (view);
  g_assert_cmpstr (text, ==,
                   "{\"game\":\"dice-yacht\",\"seat\":0,\"decision\":\"roll\",\"view\":{\"rules\":\"yacht-bonus\","
                   "\"players\":[\"Ann\",\"Bob\"],\"round\":1,\"to_move\":0,\"rolls_used\":0,\"rolls_left\":3,"
                   "\"dice\":[],\"upper\":[0,0],\"sheets\":[{},{}],\"open\":[\"ones\",\"twos\",\"threes\","
                   "\"fours\",\"fives\",\"sixes\",\"choice\",\"four-of-a-kind\",\"full-house\",\"small-straight\","
                   "\"large-straight\",\"yacht\"]}}");

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (bad[i].answer, NULL);

      g_assert_false (cy_dice_game_record_play_answer (game, 0, json_node_get_object (node), &error));
      g_assert_error (error, CY_EXTERNAL_ERROR, (int) bad[i].code);
      g_clear_error (&error);
      g_assert_cmpuint (cy_dice_game_get_rolls_used (game), ==, 0);
    }

  {
    g_autoptr(JsonNode) roll = json_from_string ("{\"seat\":0,\"roll\":true}", NULL);
    g_assert_true (cy_dice_game_record_play_answer (game, 0, json_node_get_object (roll), &error));
    g_assert_no_error (error);
  }

  cy_dice_game_get_dice (game, dice);
  g_snprintf (keep, sizeof keep, "{\"keep\":[%u,%u],\"roll\":true}", dice[4], dice[1]);
  {
    g_autoptr(JsonNode) again = json_from_string (keep, NULL);
    g_autoptr(JsonNode) no_keep = json_from_string ("{\"roll\":true}", NULL);
    guint8 after[CY_DICE_N_DICE];

    g_assert_false (cy_dice_game_record_play_answer (game, 0, json_node_get_object (no_keep), &error));
    g_assert_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_ILLEGAL);
    g_clear_error (&error);

    g_assert_true (cy_dice_game_record_play_answer (game, 0, json_node_get_object (again), &error));
    g_assert_no_error (error);
    g_assert_cmpuint (cy_dice_game_get_rolls_used (game), ==, 2);
    /* The two dice kept are those the answer named. */
    cy_dice_game_get_dice (game, after);
    g_assert_cmpuint (__builtin_popcount (cy_dice_game_get_held (game)), ==, 2);
    {
      guint8 kept[2], named[2] = { MIN (dice[4], dice[1]), MAX (dice[4], dice[1]) };
      guint n = 0;

      for (guint i = 0; i < CY_DICE_N_DICE; i++)
        if (cy_dice_game_get_held (game) & (1u << i))
          kept[n++] = after[i];
      qsort (kept, 2, 1, compare_faces);
      g_assert_cmpmem (kept, 2, named, 2);
    }
  }

  {
    g_autoptr(JsonNode) score = json_from_string ("{\"score\":\"chance\"}", NULL);
    g_autoptr(JsonNode) good = json_from_string ("{\"score\":\"choice\"}", NULL);

    g_assert_false (cy_dice_game_record_play_answer (game, 0, json_node_get_object (score), &error));
    g_assert_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_GARBAGE);
    g_clear_error (&error);
    g_assert_true (cy_dice_game_record_play_answer (game, 0, json_node_get_object (good), &error));
    g_assert_no_error (error);
    g_assert_cmpuint (cy_dice_game_get_to_move (game), ==, 1);
  }
}

/* The yahtzee rules' view: the categories the Joker leaves open, and
 * whether the Yahtzee bonus is live for each seat. */
static void
test_yahtzee_view (void)
{
  g_autoptr(CyDiceGame) game = dice_test_game_new (CY_DICE_RULES_YAHTZEE, 2, 5);
  const guint8 sixes[CY_DICE_N_DICE] = { 6, 6, 6, 6, 6 };
  const guint8 other[CY_DICE_N_DICE] = { 1, 2, 3, 4, 6 };
  g_autoptr(JsonNode) view = NULL;
  g_autofree char *text = NULL;

  g_assert_true (cy_dice_game_roll_dice (game, sixes, NULL));
  g_assert_true (cy_dice_game_score (game, 12, NULL));       /* Ann: Yahtzee 50 */
  g_assert_true (cy_dice_game_roll_dice (game, other, NULL));
  g_assert_true (cy_dice_game_score (game, 12, NULL));       /* Bob: Yahtzee 0 */
  g_assert_true (cy_dice_game_roll_dice (game, sixes, NULL));

  view = cy_dice_game_record_view (game, 0);
  text = cy_record_node_to_string (view);
  g_assert_cmpstr (text, ==,
                   "{\"game\":\"dice-yacht\",\"seat\":0,\"decision\":\"keep\",\"view\":{\"rules\":\"yahtzee\","
                   "\"players\":[\"Ann\",\"Bob\"],\"round\":2,\"to_move\":0,\"rolls_used\":1,\"rolls_left\":2,"
                   "\"dice\":[6,6,6,6,6],\"upper\":[0,0],\"sheets\":[{\"yahtzee\":50},{\"yahtzee\":0}],"
                   "\"open\":[\"sixes\"],\"yahtzee_bonus\":[0,0],\"yahtzee_bonus_live\":[true,false]}}");

  g_assert_true (cy_dice_game_score (game, 5, NULL));
  g_clear_pointer (&view, json_node_unref);
  g_clear_pointer (&text, g_free);
  view = cy_dice_game_record_view (game, 1);
  text = cy_record_node_to_string (view);
  g_assert_nonnull (strstr (text, "\"upper\":[30,0]"));
  g_assert_nonnull (strstr (text, "\"yahtzee_bonus\":[100,0]"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  cy_record_format_register (cy_dice_game_record_get_format ());

  /* The perfect player, so that "hard" plays as itself; yatzy's and
   * yahtzee's tables take seconds each, so there hard plays as normal (as
   * in the game until its table is ready): the records are what is tested. */
  for (guint rules = 0; rules < CY_DICE_N_RULES; rules++)
    if (rules == CY_DICE_RULES_YACHT_BONUS || rules == CY_DICE_RULES_YACHT_1938)
      tables[rules] = cy_dice_strategy_compute (rules, 0, NULL, NULL);

  g_test_add_func ("/dice/record/round-trip", test_round_trip);
  g_test_add_func ("/dice/record/written-actions", test_written_actions);
  g_test_add_func ("/dice/record/by-hand", test_by_hand);
  g_test_add_func ("/dice/record/cut-anywhere", test_cut_anywhere);
  g_test_add_func ("/dice/record/writer-refuses", test_writer_refuses);
  g_test_add_func ("/dice/record/answers", test_answers);
  g_test_add_func ("/dice/record/yahtzee-view", test_yahtzee_view);
  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      g_autofree char *path = g_strdup_printf ("/dice/record/refused/%02u", i);
      g_test_add_data_func (path, &refusals[i], test_refused);
    }

  return g_test_run ();
}
