/* test-external-player.c: outside bots over JSON lines (design.md section 9)
 *
 * Small scripted bots show each way a bot can fail: crashing, hanging,
 * answering garbage or an illegal move. Each must end the decision with its
 * own error, in time, with the bot's processes gone; a good bot plays whole
 * games.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>

#include "cy-game-record.h"
#include "cy-game-simulate.h"
#include "test-util.h"

/* Short, so that the hanging bots cost little. */
#define TEST_TIMEOUT_MS 400

static JsonNode *
question (void)
{
  return json_from_string ("{\"game\":\"card-yacht\",\"seat\":0,\"decision\":\"move\",\"view\":{}}", NULL);
}

static JsonObject *
ask (CyExternalPlayer  *bot,
     GError           **error)
{
  g_autoptr(JsonNode) request = question ();

  return cy_external_player_ask (bot, request, error);
}

static CyExternalPlayer *
new_bot (const char *command)
{
  CyExternalPlayer *bot = cy_external_player_new (command);

  cy_external_player_set_timeout (bot, TEST_TIMEOUT_MS);
  return bot;
}

/* Whether a process is gone (or a zombie waiting for its parent). */
static gboolean
process_gone (pid_t pid)
{
  g_autofree char *path = g_strdup_printf ("/engine/proc/%d/stat", (int) pid);
  g_autofree char *stat = NULL;
  const char *state;

  if (!g_file_get_contents (path, &stat, NULL, NULL))
    return TRUE;
  state = strrchr (stat, ')');
  return state != NULL && state[1] == ' ' && state[2] == 'Z';
}

static void
assert_fails (const char *command,
              int         code,
              const char *part)
{
  g_autoptr(CyExternalPlayer) bot = new_bot (command);
  g_autoptr(JsonObject) answer = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  answer = ask (bot, &error);
  g_assert_null (answer);
  g_assert_error (error, CY_EXTERNAL_ERROR, code);
  g_test_message ("%s: %s", command, error->message);
  g_assert_nonnull (strstr (error->message, part));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  /* In time, whatever the bot does. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
}

static void
test_external_failures (void)
{
  assert_fails ("exit 3", CY_EXTERNAL_ERROR_EXITED, "exited");
  assert_fails ("read line; exit 1", CY_EXTERNAL_ERROR_EXITED, "exited");
  assert_fails ("/nonexistent/bot", CY_EXTERNAL_ERROR_EXITED, "exited");
  assert_fails ("kill -SEGV $$", CY_EXTERNAL_ERROR_EXITED, "exited");
  /* Alive but deaf and mute: the question goes into the pipe, no answer comes. */
  assert_fails ("sleep 30", CY_EXTERNAL_ERROR_TIMEOUT, "within 0.4 s");
  assert_fails ("read line; sleep 30", CY_EXTERNAL_ERROR_TIMEOUT, "within 0.4 s");
  /* An answer without its end of line. */
  assert_fails ("read line; printf '{\"pass\":true}'; sleep 30", CY_EXTERNAL_ERROR_TIMEOUT, "within");
  assert_fails ("exec >&-; sleep 30", CY_EXTERNAL_ERROR_EXITED, "exited");
  assert_fails ("while read line; do echo hello; done", CY_EXTERNAL_ERROR_GARBAGE, "answered “hello”");
  assert_fails ("while read line; do echo '[1,2]'; done", CY_EXTERNAL_ERROR_GARBAGE, "not one JSON object");
  assert_fails ("while read line; do echo; done", CY_EXTERNAL_ERROR_GARBAGE, "not one JSON object");
  assert_fails ("while read line; do printf '\\377\\376\\n'; done", CY_EXTERNAL_ERROR_GARBAGE, "answered “\357\277\275\357\277\275”");
  assert_fails ("read line; head -c 100000 /dev/zero | tr '\\0' a; sleep 30", CY_EXTERNAL_ERROR_GARBAGE,
                "longer than 65536 bytes");
  /* What JSON does not define, or a C string cannot hold: a NUL and junk
   * after the object, a name twice, \u0000 in a string, half a surrogate pair. */
  assert_fails ("while read line; do printf '{\"pass\":true}\\000junk\\n'; done", CY_EXTERNAL_ERROR_GARBAGE,
                "not one JSON object");
  assert_fails ("while read line; do echo '{\"pass\":true,\"pass\":false}'; done", CY_EXTERNAL_ERROR_GARBAGE,
                "not one JSON object");
  assert_fails ("while read line; do echo '{\"name\":\"a\\u0000b\"}'; done", CY_EXTERNAL_ERROR_GARBAGE,
                "not one JSON object");
  assert_fails ("while read line; do echo '{\"name\":\"\\ud800\"}'; done", CY_EXTERNAL_ERROR_GARBAGE,
                "not one JSON object");

  /* Two lines for one question: the next question finds the second. */
  {
    g_autoptr(CyExternalPlayer) bot = new_bot ("while read line; do echo '{\"pass\":true}'; echo '{\"pass\":true}'; done");
    g_autoptr(JsonObject) answer = NULL;
    g_autoptr(GError) error = NULL;

    answer = ask (bot, &error);
    g_assert_no_error (error);
    g_usleep (200000);
    g_assert_null (ask (bot, &error));
    g_assert_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_GARBAGE);
    g_assert_cmpstr (error->message, ==, "The bot wrote “{\"pass\":true}” when nothing was asked");
  }
}

/* A bot that hangs is killed, with whatever it started: in its process
 * group, or in a session of its own (setsid), which left the group and
 * outlived the game. */
static void
test_external_hang_killed (gconstpointer data)
{
  const char *start = data;
  g_autofree char *dir = g_dir_make_tmp ("cy-bot-XXXXXX", NULL);
  g_autofree char *pids_path = g_build_filename (dir, "pids", NULL);
  g_autofree char *command = g_strdup_printf ("echo $$ > '%s'; read line; %s sleep 30 & echo $! >> '%s'; wait",
                                              pids_path, start, pids_path);
  g_autoptr(CyExternalPlayer) bot = new_bot (command);
  g_autoptr(GError) error = NULL;
  g_autofree char *pids = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_null (ask (bot, &error));
  g_assert_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_TIMEOUT);

  g_assert_true (g_file_get_contents (pids_path, &pids, NULL, NULL));
  lines = g_strsplit (g_strstrip (pids), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      pid_t pid = (pid_t) atoi (lines[i]);

      /* Killed and reaped by the time the bot is stopped. */
      g_assert_cmpint (pid, >, 1);
      g_assert_true (process_gone (pid));
    }

  g_unlink (pids_path);
  g_rmdir (dir);
}

/* After a failure the next question starts a fresh bot. */
static void
test_external_restart (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cy-bot-XXXXXX", NULL);
  g_autofree char *starts_path = g_build_filename (dir, "starts", NULL);
  g_autofree char *command = g_strdup_printf ("echo start >> '%s'; read line; echo nonsense; sleep 30", starts_path);
  g_autoptr(CyExternalPlayer) bot = new_bot (command);
  g_autoptr(GError) error = NULL;
  g_autofree char *starts = NULL;

  for (guint i = 0; i < 3; i++)
    {
      g_assert_null (ask (bot, &error));
      g_assert_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_GARBAGE);
      g_clear_error (&error);
    }

  g_assert_true (g_file_get_contents (starts_path, &starts, NULL, NULL));
  g_assert_cmpstr (starts, ==, "start\nstart\nstart\n");

  /* A bot that answers stays: one process for many questions. */
  {
    g_autofree char *counted = g_strdup_printf ("echo start >> '%s'; while read line; do echo '{\"pass\":true}'; done",
                                                starts_path);
    g_autoptr(CyExternalPlayer) good = new_bot (counted);

    g_assert_true (g_file_set_contents (starts_path, "", 0, NULL));
    for (guint i = 0; i < 50; i++)
      {
        g_autoptr(JsonObject) answer = ask (good, &error);

        g_assert_no_error (error);
        g_assert_true (json_object_get_boolean_member (answer, "pass"));
      }
    g_clear_pointer (&starts, g_free);
    g_assert_true (g_file_get_contents (starts_path, &starts, NULL, NULL));
    g_assert_cmpstr (starts, ==, "start\n");
  }

  g_unlink (starts_path);
  g_rmdir (dir);
}

/* The bot is sent one line, and may end its answer with CR LF. */
static void
test_external_line (void)
{
  g_autoptr(CyExternalPlayer) bot =
    new_bot ("while read line; do case \"$line\" in '{\"game\":\"card-yacht\",'*) printf '{\"score\":\"low\"}\\r\\n';; *) echo bad;; esac; done");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) answer = ask (bot, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (answer, "score"), ==, "low");
}

/* The view: what the seat may see, nothing more. */
static void
test_external_view (void)
{
  g_autoptr(CyGame) game = NULL;
  g_autoptr(JsonNode) request = NULL;
  g_autofree char *text = NULL;
  JsonObject *object;
  JsonObject *view;
  CyCard hand[CY_HAND_SIZE];
  CyCard stock[CY_DECK_SIZE];
  guint n_stock;
  CyRandom rng;
  guint seat;
  static const char * const view_keys[] = {
    "players", "options", "round", "dealer", "phase", "to_move", "knocker", "stock", "hand",
    "harbors", "taken", "turns_taken", "sheets", NULL,
  };

  /* A score on every sheet, and cards in the Harbors in the second hand's
   * normal turns: the first deal that gets there. */
  for (guint64 deal = 1; game == NULL; deal++)
    {
      game = cy_test_game_new_started (3, NULL, deal);
      cy_random_init (&rng, deal, 3);
      cy_test_play_until_scoring (game, &rng);
      cy_test_score_hand (game, NULL);
      g_assert_true (cy_game_deal_next_hand (game, NULL));
      for (guint i = 0; i < 4 && cy_game_get_phase (game) == CY_PHASE_TURNS; i++)
        cy_test_play_random_move (game, &rng);
      if (cy_game_get_phase (game) != CY_PHASE_TURNS)
        g_clear_object (&game);
    }

  seat = cy_game_get_to_move (game);
  request = cy_game_record_view (game, seat);
  text = cy_record_node_to_string (request);
  g_test_message ("%s", text);
  object = json_node_get_object (request);
  g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, "card-yacht");
  g_assert_cmpint (json_object_get_int_member (object, "seat"), ==, seat);
  g_assert_cmpstr (json_object_get_string_member (object, "decision"), ==, "move");
  view = json_object_get_object_member (object, "view");
  g_assert_cmpuint (json_object_get_size (view), ==, g_strv_length ((GStrv) view_keys));
  for (guint i = 0; view_keys[i] != NULL; i++)
    g_assert_true (json_object_has_member (view, view_keys[i]));
  g_assert_cmpint (json_object_get_int_member (view, "round"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (view, "stock"), ==, cy_game_get_stock_count (game));
  g_assert_true (json_object_get_null_member (view, "knocker"));

  /* Its own hand, every Harbor... */
  cy_game_get_hand (game, seat, hand);
  for (guint i = 0; i < CY_HAND_SIZE; i++)
    {
      g_autofree char *card = cy_card_to_string (hand[i]);
      g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (view, "hand"), i), ==, card);
    }
  for (guint p = 0; p < 3; p++)
    {
      guint n;
      const CyCard *harbor = cy_game_get_harbor (game, p, &n);
      JsonArray *shown = json_array_get_array_element (json_object_get_array_member (view, "harbors"), p);

      g_assert_cmpuint (json_array_get_length (shown), ==, n);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *card = cy_card_to_string (harbor[i]);
          g_assert_cmpstr (json_array_get_string_element (shown, i), ==, card);
        }
      /* ...and the sheets: one category used by each so far. */
      g_assert_cmpuint (json_object_get_size (json_array_get_object_element (json_object_get_array_member (view, "sheets"), p)), ==, 1);
    }

  /* ...but no card of another hand, nor of the stock, anywhere in it. */
  for (guint p = 0; p < 3; p++)
    if (p != seat)
      {
        cy_game_get_hand (game, p, hand);
        for (guint i = 0; i < CY_HAND_SIZE; i++)
          {
            g_autofree char *card = cy_card_to_string (hand[i]);
            g_autofree char *quoted = g_strdup_printf ("\"%s\"", card);
            g_assert_null (strstr (text, quoted));
          }
      }
  n_stock = cy_test_get_stock (game, stock);
  for (guint i = 0; i < n_stock; i++)
    {
      g_autofree char *card = cy_card_to_string (stock[i]);
      g_autofree char *quoted = g_strdup_printf ("\"%s\"", card);
      g_assert_null (strstr (text, quoted));
    }
}

/* Answers: garbage and illegal moves are refused and change nothing. */
static void
test_external_answers (void)
{
  g_autoptr(CyGame) game = cy_test_game_new_started (2, NULL, 23);
  g_autoptr(GError) error = NULL;
  guint seat = cy_game_get_to_move (game);
  CyCard hand[CY_HAND_SIZE];
  g_autofree char *card = NULL;
  g_autofree char *draw = NULL;
  static const struct { const char *answer; int code; } refused[] = {
    { "{\"pass\":true}", CY_EXTERNAL_ERROR_ILLEGAL },           /* not in a turn with cards in the stock */
    { "{\"score\":\"low\"}", CY_EXTERNAL_ERROR_ILLEGAL },       /* the hand is not over */
    { "{\"draw\":[\"ZZ\"]}", CY_EXTERNAL_ERROR_GARBAGE },
    { "{\"draw\":[]}", CY_EXTERNAL_ERROR_GARBAGE },
    { "{\"knock\":true,\"pass\":true}", CY_EXTERNAL_ERROR_GARBAGE },
    { "{\"move\":\"knock\"}", CY_EXTERNAL_ERROR_GARBAGE },
    { "{\"exchange\":[\"AS\"],\"from\":5,\"take\":[\"2S\"]}", CY_EXTERNAL_ERROR_GARBAGE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (refused[i].answer, NULL);
      g_autoptr(GBytes) before = cy_game_save_to_bytes (game);
      g_autoptr(GBytes) after = NULL;

      g_assert_false (cy_game_record_play_answer (game, seat, json_node_get_object (node), &error));
      g_assert_error (error, CY_EXTERNAL_ERROR, refused[i].code);
      g_test_message ("%s: %s", refused[i].answer, error->message);
      g_clear_error (&error);
      after = cy_game_save_to_bytes (game);
      g_assert_true (g_bytes_equal (before, after));
    }

  /* Playing for another seat. */
  cy_game_get_hand (game, seat, hand);
  card = cy_card_to_string (hand[0]);
  draw = g_strdup_printf ("{\"seat\":%u,\"draw\":[\"%s\"]}", 1 - seat, card);
  {
    g_autoptr(JsonNode) node = json_from_string (draw, NULL);

    g_assert_false (cy_game_record_play_answer (game, seat, json_node_get_object (node), &error));
    g_assert_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_ILLEGAL);
    g_clear_error (&error);
  }

  /* The same for the right seat, or without one, is played. */
  {
    g_autofree char *good = g_strdup_printf ("{\"draw\":[\"%s\"]}", card);
    g_autoptr(JsonNode) node = json_from_string (good, NULL);

    g_assert_true (cy_game_record_play_answer (game, seat, json_node_get_object (node), &error));
    g_assert_no_error (error);
    g_assert_cmpuint (cy_game_get_to_move (game), ==, 1 - seat);
  }
}

/* Through a process: an illegal answer fails the decision and stops the bot. */
static void
test_external_illegal (void)
{
  g_autoptr(CyGame) game = cy_test_game_new_started (2, NULL, 29);
  g_autoptr(CyExternalPlayer) bot = new_bot ("while read line; do echo '{\"pass\":true}'; done");
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) before = cy_game_save_to_bytes (game);
  g_autoptr(GBytes) after = NULL;

  g_assert_false (cy_game_play_external (game, cy_game_get_to_move (game), bot, &error));
  g_assert_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_ILLEGAL);
  g_test_message ("%s", error->message);
  after = cy_game_save_to_bytes (game);
  g_assert_true (g_bytes_equal (before, after));
}

static char *
example_bot (void)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "..", "examples", "card-yacht-bot.py", NULL);
  const char *python = g_getenv ("PYTHON");

  return g_strdup_printf ("'%s' '%s'", python != NULL ? python : "python3", script);
}

static gboolean
play_external (CyMatchGame  *game,
               guint         seat,
               gpointer      data,
               GError      **error)
{
  return cy_game_play_external (CY_GAME (game), seat, data, error);
}

/* The example bot plays whole games through the simulator, in every seat
 * count and under both empty-stock rules, and beats the random player. */
static void
test_external_example_bot (void)
{
  g_autofree char *command = example_bot ();
  g_autoptr(CyExternalPlayer) bot = cy_external_player_new (command);
  guint bot_total = 0, random_total = 0;

  for (guint g = 0; g < 6; g++)
    {
      guint n_players = 2 + g % 3;
      /* The bot's seats are computer seats whose decisions it makes. */
      CyPlayerKind kinds[CY_MAX_PLAYERS] = { CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_RANDOM };
      CyRuleOptions options = cy_test_options (g % 2 ? CY_STOCK_RULE_PASS : CY_STOCK_RULE_AUTOMATIC_KNOCK, CY_DEFAULT_TURN_LIMIT);
      CyGameResult result = { { 0 } };
      g_autoptr(GError) error = NULL;

      /* The bot sits in seats 0 and 2 (one process serves both). */
      result.seat_funcs[0] = result.seat_funcs[2] = play_external;
      result.seat_data[0] = result.seat_data[2] = bot;
      g_assert_true (cy_simulate_game (kinds, n_players, &options, 100 + g, 200 + g, TRUE, &result, &error));
      g_assert_no_error (error);
      bot_total += result.totals[0];
      random_total += result.totals[1];
    }

  g_test_message ("example bot %u, random %u", bot_total, random_total);
  g_assert_cmpuint (bot_total, >, 2 * random_total);
}

/* A bot failing mid-game ends the game with its error, not a violation. */
static void
test_external_in_simulation (void)
{
  g_autoptr(CyExternalPlayer) bot = new_bot ("read line; echo '{\"score\":\"low\"}'; sleep 30");
  CyPlayerKind kinds[2] = { CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_EASY };
  CyGameResult result = { { 0 } };
  g_autoptr(GError) error = NULL;

  result.seat_funcs[0] = play_external;
  result.seat_data[0] = bot;
  g_assert_false (cy_simulate_game (kinds, 2, NULL, 5, 6, TRUE, &result, &error));
  g_assert_true (error->domain == CY_EXTERNAL_ERROR);
  g_test_message ("%s", error->message);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/external/failures", test_external_failures);
  g_test_add_data_func ("/engine/external/hang-killed", "", test_external_hang_killed);
  g_test_add_data_func ("/engine/external/hang-killed/setsid", "setsid", test_external_hang_killed);
  g_test_add_func ("/engine/external/restart", test_external_restart);
  g_test_add_func ("/engine/external/line", test_external_line);
  g_test_add_func ("/engine/external/view", test_external_view);
  g_test_add_func ("/engine/external/answers", test_external_answers);
  g_test_add_func ("/engine/external/illegal", test_external_illegal);
  g_test_add_func ("/engine/external/example-bot", test_external_example_bot);
  g_test_add_func ("/engine/external/in-simulation", test_external_in_simulation);

  return g_test_run ();
}
