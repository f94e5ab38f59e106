/* fuzz-load.c: libFuzzer harness for loading a saved game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A saved game is untrusted input: the file may be damaged, truncated or
 * made by hand. Whatever the bytes, cy_game_load_from_bytes() must return
 * a game or an error, never crash, leak or hit undefined behaviour. A game
 * it accepts must be one the engine can go on playing: it saves and loads
 * back to the same bytes, and a few moves on it keep every invariant.
 *
 * Built and run by run-fuzz.sh, which compiles the engine sources with
 * -fsanitize=fuzzer,address,undefined.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cy-ai.h"
#include "cy-error.h"
#include "cy-game.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);
size_t LLVMFuzzerCustomMutator (uint8_t *data, size_t size, size_t max_size, unsigned int seed);
size_t LLVMFuzzerMutate (uint8_t *data, size_t size, size_t max_size);

static void
check (gboolean    ok,
       const char *what,
       GError     *error)
{
  if (!ok)
    {
      fprintf (stderr, "fuzz-load: %s%s%s\n", what, error ? ": " : "", error ? error->message : "");
      abort ();
    }
}

/* Plays on from the loaded state with the random policy, a bounded number
 * of steps, checking the invariants after each. */
static void
play_on (CyGame *game)
{
  CyRandom rng;

  cy_random_init (&rng, 1, 1);

  for (guint step = 0; step < 40; step++)
    {
      g_autoptr(GError) error = NULL;
      CyPhase phase = cy_game_get_phase (game);
      CySeatView view;
      gboolean ok = TRUE;

      switch (phase)
        {
        case CY_PHASE_SEAT_DRAW:
          ok = cy_game_start (game, &error);
          break;

        case CY_PHASE_TURNS:
        case CY_PHASE_LAST_TURNS:
          {
            CyMove move;

            cy_game_get_seat_view (game, cy_game_get_to_move (game), &view);
            cy_ai_choose_move (CY_PLAYER_KIND_RANDOM, &view, &rng, &move);
            ok = cy_game_play (game, &move, &error);
          }
          break;

        case CY_PHASE_SCORING:
          for (guint seat = 0; ok && seat < cy_game_get_n_players (game); seat++)
            if (cy_game_get_hand_category (game, seat) < 0)
              {
                cy_game_get_seat_view (game, seat, &view);
                ok = cy_game_score (game, seat, cy_ai_choose_category (CY_PLAYER_KIND_RANDOM, &view, &rng), &error);
              }
          break;

        case CY_PHASE_HAND_OVER:
          ok = cy_game_deal_next_hand (game, &error);
          break;

        case CY_PHASE_GAME_OVER:
        default:
          return;
        }

      check (ok, "a legal move on a loaded game was refused", error);
      check (cy_game_check_invariants (game, &error), "a move broke an invariant", error);
    }
}

/* Where read_everything() puts what it read, so that nothing is optimised away. */
static volatile guint sink;

/* Every getter on every seat: an accepted state must be safe to read. */
static void
read_everything (CyGame *game)
{
  CyCard draws[CY_MAX_SEAT_DRAWS][CY_MAX_PLAYERS];
  guint sum = 0;

  for (guint seat = 0; seat < cy_game_get_n_players (game); seat++)
    {
      CyCard hand[CY_HAND_SIZE];
      CySeatView view;
      guint n;

      cy_game_get_hand (game, seat, hand);
      cy_game_get_harbor (game, seat, &n);
      cy_game_get_seat_view (game, seat, &view);
      sum += g_list_model_get_n_items (cy_game_get_hand_model (game, seat));
      sum += g_list_model_get_n_items (cy_game_get_harbor_model (game, seat));
      sum += cy_game_get_total (game, seat) + cy_game_get_suited_bonus (game, seat);
      sum += cy_game_get_turns_taken (game, seat);
      for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
        {
          CyCard scored[CY_HAND_SIZE];

          sum += (guint) cy_game_get_score (game, seat, c);
          cy_game_get_scored_hand (game, seat, c, scored);
        }
    }
  sum += cy_game_get_winners (game) + cy_game_get_seat_draw (game, draws);
  sink = sum;
}

/* Structure-aware mutation. Byte flips almost never get past GVariant's
 * framing offsets and the normal-form check, so most of the time a save that
 * parses is mutated as a value instead: one field, one array element, one
 * number or string at a time, and written back in normal form. That reaches
 * the validation of every field and the states just past it. */

static const char * const interesting_strings[] = {
  "", "seat-draw", "turns", "last-turns", "scoring", "round-over", "game-over",
  "automatic-knock", "pass", "human", "random", "easy", "normal", "hard", "Jérôme", "Ann",
};

static const char * const field_names[] = {
  "deal-number", "rng", "stock-rule", "turn-limit", "players", "phase", "round", "dealer",
  "to-move", "knocker", "last-turns-left", "passes-in-row", "turns-taken", "stock", "hands",
  "harbors", "scores", "scored-hands", "round-categories", "seat-draws", "unknown-field",
};

static guint64
interesting_number (GRand   *rand,
                    guint64  value)
{
  switch (g_rand_int_range (rand, 0, 9))
    {
    case 0: return 0;
    case 1: return 1;
    case 2: return value + 1;
    case 3: return value - 1;
    case 4: return G_MAXUINT64;          /* -1 as any signed type */
    case 5: return (guint64) G_MAXINT32 + 1;
    case 6: return g_rand_int_range (rand, 0, 16);
    case 7: return g_rand_int_range (rand, 0, 128);
    default: return ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);
    }
}

/* Every helper below returns a full (not floating) reference. */
static GVariant *mutate_value (GVariant *value, GRand *rand, guint depth);

/* A value of another type, to put where the loader expects something else. */
static GVariant *
other_value (GRand *rand)
{
  GVariant *value;

  switch (g_rand_int_range (rand, 0, 6))
    {
    case 0: value = g_variant_new_uint32 (g_rand_int (rand)); break;
    case 1: value = g_variant_new_int32 (-1); break;
    case 2: value = g_variant_new_string ("turns"); break;
    case 3: value = g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, "\x00\x01\x02", 3, 1); break;
    case 4: value = g_variant_new_uint64 (G_MAXUINT64); break;
    default: value = g_variant_new_array (G_VARIANT_TYPE ("ay"), NULL, 0); break;
    }

  return g_variant_ref_sink (value);
}

static GVariant *
mutate_container (GVariant *value,
                  GRand    *rand,
                  guint     depth)
{
  gsize n = g_variant_n_children (value);
  g_autoptr(GPtrArray) children = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);
  gboolean is_array = g_variant_is_of_type (value, G_VARIANT_TYPE_ARRAY);
  guint op = is_array ? g_rand_int_range (rand, 0, 5) : 0;
  guint pick = n > 0 ? g_rand_int_range (rand, 0, (gint32) n) : 0;
  GVariant *result;

  if (n == 0 && op != 4)
    return g_variant_ref (value);

  for (gsize i = 0; i < n; i++)
    g_ptr_array_add (children, g_variant_get_child_value (value, i));

  switch (op)
    {
    case 0:   /* change one element */
    case 1:
      {
        GVariant *changed = mutate_value (children->pdata[pick], rand, depth + 1);

        /* An array's children must all be of its element type. */
        if (!g_variant_type_equal (g_variant_get_type (changed), g_variant_get_type (children->pdata[pick])))
          {
            g_variant_unref (changed);
            return g_variant_ref (value);
          }
        g_variant_unref (children->pdata[pick]);
        children->pdata[pick] = changed;
      }
      break;

    case 2:   /* drop one */
      g_ptr_array_remove_index (children, pick);
      break;

    case 3:   /* repeat one */
      g_ptr_array_insert (children, (gint) pick, g_variant_ref (children->pdata[pick]));
      break;

    case 4:   /* empty */
      g_ptr_array_set_size (children, 0);
      break;

    default:
      g_assert_not_reached ();
    }

  if (is_array)
    result = g_variant_new_array (g_variant_type_element (g_variant_get_type (value)),
                                  (GVariant * const *) children->pdata, children->len);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_DICT_ENTRY))
    result = g_variant_new_dict_entry (children->pdata[0], children->pdata[1]);
  else
    result = g_variant_new_tuple ((GVariant * const *) children->pdata, children->len);

  return g_variant_ref_sink (result);
}

/* @value, changed a little. */
static GVariant *
mutate_value (GVariant *value,
              GRand    *rand,
              guint     depth)
{
  GVariant *result;

  switch (g_variant_classify (value))
    {
    case G_VARIANT_CLASS_BOOLEAN:
      result = g_variant_new_boolean (!g_variant_get_boolean (value));
      break;
    case G_VARIANT_CLASS_BYTE:
      /* Cards are small numbers; 255 is "no card". */
      result = g_variant_new_byte (g_rand_boolean (rand) ? (guint8) g_rand_int_range (rand, 0, 60)
                                                         : (guint8) interesting_number (rand, g_variant_get_byte (value)));
      break;
    case G_VARIANT_CLASS_INT16:
      result = g_variant_new_int16 ((gint16) interesting_number (rand, (guint64) g_variant_get_int16 (value)));
      break;
    case G_VARIANT_CLASS_UINT16:
      result = g_variant_new_uint16 ((guint16) interesting_number (rand, g_variant_get_uint16 (value)));
      break;
    case G_VARIANT_CLASS_INT32:
      result = g_variant_new_int32 ((gint32) interesting_number (rand, (guint64) g_variant_get_int32 (value)));
      break;
    case G_VARIANT_CLASS_UINT32:
      result = g_variant_new_uint32 ((guint32) interesting_number (rand, g_variant_get_uint32 (value)));
      break;
    case G_VARIANT_CLASS_INT64:
      result = g_variant_new_int64 ((gint64) interesting_number (rand, (guint64) g_variant_get_int64 (value)));
      break;
    case G_VARIANT_CLASS_UINT64:
      result = g_variant_new_uint64 (interesting_number (rand, g_variant_get_uint64 (value)));
      break;
    case G_VARIANT_CLASS_STRING:
      result = g_variant_new_string (interesting_strings[g_rand_int_range (rand, 0, G_N_ELEMENTS (interesting_strings))]);
      break;
    case G_VARIANT_CLASS_VARIANT:
      {
        g_autoptr(GVariant) inner = g_variant_get_variant (value);
        g_autoptr(GVariant) changed = g_rand_int_range (rand, 0, 8) == 0 ? other_value (rand)
                                                                         : mutate_value (inner, rand, depth + 1);

        result = g_variant_new_variant (changed);
      }
      break;
    case G_VARIANT_CLASS_ARRAY:
    case G_VARIANT_CLASS_TUPLE:
    case G_VARIANT_CLASS_DICT_ENTRY:
      if (depth < 8)
        return mutate_container (value, rand, depth);
      return g_variant_ref (value);
    default:
      return g_variant_ref (value);
    }

  return g_variant_ref_sink (result);
}

/* Changes the field of the save's dictionary named @key, drops it, or adds it. */
static GVariant *
mutate_field (GVariant   *dict,
              const char *key,
              GRand      *rand)
{
  GVariantBuilder builder;
  GVariantIter iter;
  const char *name;
  GVariant *field;
  gboolean found = FALSE;

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&sv}", &name, &field))
    {
      if (strcmp (name, key) == 0)
        {
          guint op = g_rand_int_range (rand, 0, 10);

          found = TRUE;
          if (op > 0)
            {
              g_autoptr(GVariant) changed = op == 1 ? other_value (rand) : mutate_value (field, rand, 0);

              g_variant_builder_add (&builder, "{sv}", name, changed);
            }
        }
      else
        g_variant_builder_add (&builder, "{sv}", name, field);
      g_variant_unref (field);
    }

  if (!found)
    {
      g_autoptr(GVariant) added = other_value (rand);

      g_variant_builder_add (&builder, "{sv}", key, added);
    }

  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

size_t
LLVMFuzzerCustomMutator (uint8_t      *data,
                         size_t        size,
                         size_t        max_size,
                         unsigned int  seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GVariant) save = NULL;
  g_autoptr(GVariant) dict = NULL;
  g_autoptr(GVariant) mutated = NULL;
  guint32 version;
  gsize length;

  if (g_rand_int_range (rand, 0, 4) == 0)
    return LLVMFuzzerMutate (data, size, max_size);

  bytes = g_bytes_new (data, size);
  save = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE ("(ua{sv})"), bytes, FALSE));
  if (!g_variant_is_normal_form (save))
    return LLVMFuzzerMutate (data, size, max_size);

  g_variant_get (save, "(u@a{sv})", &version, &dict);

  /* Usually one field, sometimes several, now and then the version. */
  for (guint n = 1 + (g_rand_int_range (rand, 0, 4) == 0 ? g_rand_int_range (rand, 1, 4) : 0); n > 0; n--)
    {
      GVariant *changed = mutate_field (dict, field_names[g_rand_int_range (rand, 0, G_N_ELEMENTS (field_names))], rand);

      g_variant_unref (dict);
      dict = changed;
    }
  if (g_rand_int_range (rand, 0, 16) == 0)
    version = (guint32) interesting_number (rand, version);

  mutated = g_variant_ref_sink (g_variant_new ("(u@a{sv})", version, dict));
  length = g_variant_get_size (mutated);
  if (length > max_size)
    return LLVMFuzzerMutate (data, size, max_size);

  g_variant_store (mutated, data);
  return length;
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical or warning is a bug the harness must report, not log. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  g_setenv ("G_DEBUG", "fatal-criticals", TRUE);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(CyGame) game = cy_game_load_from_bytes (bytes, &error);
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GBytes) resaved = NULL;
  g_autoptr(CyGame) reloaded = NULL;

  if (game == NULL)
    {
      /* Refused, and said why, in the engine's own error domain. */
      check (error != NULL && error->domain == CY_ERROR &&
             (error->code == CY_ERROR_CORRUPT || error->code == CY_ERROR_VERSION) &&
             error->message != NULL && error->message[0] != '\0',
             "refused without a proper error", error);
      return 0;
    }

  check (error == NULL, "accepted with an error set", error);
  check (cy_game_check_invariants (game, &error), "accepted an inconsistent game", error);

  /* Whatever was accepted saves, and loads back to the same bytes. */
  saved = cy_game_save_to_bytes (game);
  reloaded = cy_game_load_from_bytes (saved, &error);
  check (reloaded != NULL, "a loaded game does not load again after saving", error);
  resaved = cy_game_save_to_bytes (reloaded);
  check (g_bytes_equal (saved, resaved), "save, load, save changed the game", NULL);

  read_everything (game);
  play_on (game);
  return 0;
}
