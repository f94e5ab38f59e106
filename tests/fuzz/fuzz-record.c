/* fuzz-record.c: libFuzzer harness for reading and replaying game records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game record is untrusted input (card-yacht-cli replay, Open Game
 * Record..., boat solve), of any of the three games. Whatever the bytes, reading and replaying must end with an
 * outcome or one error in the record domain, on one line, never a crash,
 * leak or undefined behaviour. A record that replays must replay again to
 * the same outcome, step back and forth, and come out of a writer that
 * follows its replay as a record with the same outcome.
 *
 * Built and run by run-fuzz.sh, which compiles the engine sources with
 * -fsanitize=fuzzer,address,undefined.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cy-boat-game-record.h"
#include "cy-dice-game-record.h"
#include "cy-game-record.h"
#include "cy-record-writer.h"
#include "cy-replay.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);
size_t LLVMFuzzerCustomMutator (uint8_t *data, size_t size, size_t max_size, unsigned int seed);
size_t LLVMFuzzerMutate (uint8_t *data, size_t size, size_t max_size);

static void
check (gboolean      ok,
       const char   *what,
       const GError *error)
{
  if (!ok)
    {
      fprintf (stderr, "fuzz-record: %s%s%s\n", what, error ? ": " : "", error ? error->message : "");
      abort ();
    }
}

static void
check_refusal (const GError *error)
{
  check (error != NULL && error->domain == CY_RECORD_ERROR && error->message != NULL &&
         error->message[0] != '\0' && strchr (error->message, '\n') == NULL &&
         g_utf8_validate (error->message, -1, NULL),
         "refused without one proper line", error);
}

/* The record replayed with a writer following it gives the same outcome. */
static void
check_rewritten (CyRecord   *record,
                 const char *outcome)
{
  g_autoptr(CyReplay) replay = cy_replay_new (record, NULL);
  g_autoptr(CyRecordWriter) writer = NULL;
  g_autoptr(CyRecord) written = NULL;
  g_autoptr(CyReplay) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *rewritten_outcome = NULL;

  writer = cy_record_writer_new (cy_replay_get_game (replay), NULL, &error);
  check (writer != NULL, "a writer refused a fresh replay", error);
  check (cy_replay_run (replay, &error), "a record did not replay twice", error);

  written = cy_record_writer_get_record (writer, TRUE);
  again = cy_replay_new (written, &error);
  check (again != NULL && cy_replay_run (again, &error), "a rewritten record does not replay", error);
  rewritten_outcome = cy_replay_get_outcome (again);
  check (g_str_equal (outcome, rewritten_outcome), "a rewritten record has another outcome", NULL);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CyRecord) record = cy_record_new_from_data ((const char *) data, size, &error);
  g_autoptr(CyReplay) replay = NULL;
  g_autofree char *outcome = NULL;
  g_autoptr(JsonNode) parsed = NULL;
  guint n_steps;

  if (record == NULL)
    {
      check_refusal (error);
      return 0;
    }

  replay = cy_replay_new (record, &error);
  if (replay == NULL)
    {
      check_refusal (error);
      return 0;
    }

  n_steps = cy_replay_get_n_steps (replay);
  if (!cy_replay_run (replay, &error))
    {
      const GError *failure = NULL;
      int failed = cy_replay_get_failed_step (replay, &failure);

      check_refusal (error);
      check (failed >= 0 && (guint) failed <= n_steps && g_str_equal (failure->message, error->message),
             "the failed step is not kept", error);
      /* Up to the failing step it plays, from the start again. */
      g_clear_error (&error);
      check (cy_replay_seek (replay, 0, &error) && cy_replay_seek (replay, (guint) MIN ((guint) failed, n_steps), &error),
             "the steps before a failure do not replay", error);
      outcome = cy_replay_get_outcome (replay);
      return 0;
    }

  outcome = cy_replay_get_outcome (replay);
  parsed = json_from_string (outcome, &error);
  check (parsed != NULL && JSON_NODE_HOLDS_OBJECT (parsed), "the outcome is not a JSON object", error);

  /* Back to the middle and forth again. */
  check (cy_replay_seek (replay, n_steps / 2, &error) && cy_replay_seek (replay, n_steps, &error),
         "a record that replays does not step back and forth", error);
  {
    g_autofree char *again = cy_replay_get_outcome (replay);
    check (g_str_equal (outcome, again), "the same record gave two outcomes", NULL);
  }

  check_rewritten (record, outcome);
  return 0;
}

/* Structure-aware mutation: most byte changes break the JSON, so most of
 * the time a record that parses is changed as JSON instead, one value at a
 * time (a card, a seat, a key, a list entry), and written back. */

static const char * const interesting_strings[] = {
  "card-yacht", "dice-yacht", "boat", "automatic-knock", "pass", "knock", "draw", "exchange", "score",
  "seat", "from", "take", "deck", "actions", "hands", "players", "options", "dealer", "stock_rule",
  "turn_limit", "five-flush", "sequence", "three-and-two", "high", "middle", "low", "flush", "spades",
  "hearts", "diamonds", "clubs", "AS", "10H", "KC", "QD", "2S", "QX", "1S", "", "Jérôme",
  "rules", "yacht-bonus", "yacht-1938", "roll", "keep", "choice", "yacht", "full-house", "four-of-a-kind",
  "small-straight", "large-straight", "big-straight", "ones", "sixes",
  "bonus", "bid", "discard", "trump", "play", "BOAT", "H", "S", "5D", "AH",
};

static JsonNode *
random_value (GRand *rand)
{
  switch (g_rand_int_range (rand, 0, 8))
    {
    case 0: return json_from_string ("true", NULL);
    case 1: return json_from_string ("null", NULL);
    case 2: return json_from_string ("[]", NULL);
    case 3: return json_from_string ("{}", NULL);
    case 4: return json_from_string ("-1", NULL);
    case 5: return json_from_string ("1.5", NULL);
    case 6:
      {
        JsonNode *node = json_node_new (JSON_NODE_VALUE);
        json_node_set_int (node, g_rand_int_range (rand, 0, 6));
        return node;
      }
    default:
      {
        JsonNode *node = json_node_new (JSON_NODE_VALUE);
        json_node_set_string (node, interesting_strings[g_rand_int_range (rand, 0, G_N_ELEMENTS (interesting_strings))]);
        return node;
      }
    }
}

/* Picks the @pick-th node in document order, counting down. */
static JsonNode *
nth_node (JsonNode *node,
          guint    *pick)
{
  if ((*pick)-- == 0)
    return node;

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *found = nth_node (json_array_get_element (array, i), pick);
          if (found != NULL)
            return found;
        }
    }
  else if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      JsonNode *member;

      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, NULL, &member))
        {
          JsonNode *found = nth_node (member, pick);
          if (found != NULL)
            return found;
        }
    }

  return NULL;
}

static guint
count_nodes (JsonNode *node)
{
  guint n = 1;

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        n += count_nodes (json_array_get_element (array, i));
    }
  else if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      JsonNode *member;

      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, NULL, &member))
        n += count_nodes (member);
    }

  return n;
}

/* A value like @old: a number nearby for a number, else something from
 * the list above. */
static JsonNode *
new_value (JsonNode *old,
           GRand    *rand)
{
  if (old != NULL && JSON_NODE_HOLDS_VALUE (old) && json_node_get_value_type (old) == G_TYPE_INT64 &&
      g_rand_boolean (rand))
    {
      JsonNode *node = json_node_new (JSON_NODE_VALUE);

      json_node_set_int (node, json_node_get_int (old) + g_rand_int_range (rand, -2, 3));
      return node;
    }

  return random_value (rand);
}

/* Changes a list or an object. Nodes are only ever replaced, never changed
 * in place: json-glib 1.6 frees a value twice when a node re-initialised
 * to another type is copied. */
static void
mutate_node (JsonNode *node,
             GRand    *rand)
{
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);
      guint pick = n > 0 ? (guint) g_rand_int_range (rand, 0, (gint32) n) : 0;

      switch (n == 0 ? 2 : g_rand_int_range (rand, 0, 4))
        {
        case 0:   /* drop one */
          json_array_remove_element (array, pick);
          break;
        case 1:   /* repeat one at the end */
          json_array_add_element (array, json_node_copy (json_array_get_element (array, pick)));
          break;
        case 2:   /* add something */
          json_array_add_element (array, random_value (rand));
          break;
        default:  /* replace one; the new one goes at the end */
          {
            JsonNode *replacement = new_value (json_array_get_element (array, pick), rand);

            json_array_remove_element (array, pick);
            json_array_add_element (array, replacement);
          }
        }
    }
  else if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);
      const char *key = members ? g_list_nth_data (members, g_rand_int_range (rand, 0, g_list_length (members))) : NULL;

      switch (key == NULL ? 2 : g_rand_int_range (rand, 0, 3))
        {
        case 0:
          json_object_remove_member (object, key);
          break;
        case 1:   /* a new value for a key */
          json_object_set_member (object, key, new_value (json_object_get_member (object, key), rand));
          break;
        default:  /* a new key */
          json_object_set_member (object, interesting_strings[g_rand_int_range (rand, 0, G_N_ELEMENTS (interesting_strings))],
                                  random_value (rand));
        }
    }
}

size_t
LLVMFuzzerCustomMutator (uint8_t      *data,
                         size_t        size,
                         size_t        max_size,
                         unsigned int  seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(JsonNode) checked = NULL;
  g_autofree char *text = NULL;
  JsonNode *root;
  gsize length;

  if (g_rand_int_range (rand, 0, 4) == 0 || size == 0)
    return LLVMFuzzerMutate (data, size, max_size);

  /* The checked parser first: it refuses nesting deep enough to exhaust
   * the stack of the (recursive) parser and of the walk below. */
  checked = cy_record_parse_json ((const char *) data, size, NULL);
  parser = json_parser_new ();
  if (checked == NULL || !json_parser_load_from_data (parser, (const char *) data, (gssize) size, NULL) ||
      (root = json_parser_get_root (parser)) == NULL)
    return LLVMFuzzerMutate (data, size, max_size);

  for (guint n = 1 + (g_rand_int_range (rand, 0, 4) == 0 ? 2 : 0); n > 0; n--)
    {
      JsonNode *node = NULL;

      /* A list or an object: the values in them change through them. */
      for (guint tries = 0; tries < 16 && (node == NULL || JSON_NODE_HOLDS_VALUE (node) || JSON_NODE_HOLDS_NULL (node)); tries++)
        {
          guint pick = g_rand_int_range (rand, 0, (gint32) count_nodes (root));

          node = nth_node (root, &pick);
        }
      if (node != NULL)
        mutate_node (node, rand);
    }

  text = cy_record_node_to_string (root);
  length = strlen (text);
  if (length > max_size)
    return LLVMFuzzerMutate (data, size, max_size);

  memcpy (data, text, length);
  return length;
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical or warning is a bug the harness must report, not log. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  g_setenv ("G_DEBUG", "fatal-criticals", TRUE);
  cy_record_format_register (cy_game_record_get_format ());
  cy_record_format_register (cy_dice_game_record_get_format ());
  cy_record_format_register (cy_boat_game_record_get_format ());
  return 0;
}
