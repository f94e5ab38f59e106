/* cy-record.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-record.h"

G_DEFINE_QUARK (cy-record-error-quark, cy_record_error)

struct _CyRecord
{
  GObject    parent_instance;

  JsonNode  *root;
};

G_DEFINE_FINAL_TYPE (CyRecord, cy_record, G_TYPE_OBJECT)

static void
cy_record_finalize (GObject *object)
{
  CyRecord *self = (CyRecord *)object;

  g_clear_pointer (&self->root, json_node_unref);

  G_OBJECT_CLASS (cy_record_parent_class)->finalize (object);
}

static void
cy_record_class_init (CyRecordClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cy_record_finalize;
}

static void
cy_record_init (CyRecord *self)
{
}

/**
 * cy_record_new_from_node:
 * @root: a JSON object with a string "game"
 *
 * Returns: (transfer full): the record, holding a reference to @root (not to change afterwards)
 */
CyRecord *
cy_record_new_from_node (JsonNode  *root,
                         GError   **error)
{
  CyRecord *self;
  JsonObject *object;

  g_return_val_if_fail (root != NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, CY_RECORD_ERROR, CY_RECORD_ERROR_FORMAT,
                           _("A game record is one JSON object"));
      return NULL;
    }

  object = json_node_get_object (root);
  if (cy_record_get_string (object, "game", error) == NULL)
    return NULL;

  self = g_object_new (CY_TYPE_RECORD, NULL);
  self->root = json_node_ref (root);
  return self;
}

static gboolean
is_json_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static int
hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* The code unit of a \uXXXX escape at @p (the backslash), or -1. */
static int
escaped_unit (const char *p,
              const char *end)
{
  int unit = 0;

  if (end - p < 6 || p[0] != '\\' || p[1] != 'u')
    return -1;
  for (guint k = 2; k < 6; k++)
    {
      int v = hex_value (p[k]);

      if (v < 0)
        return -1;
      unit = unit * 16 + v;
    }
  return unit;
}

static gboolean
syntax_error (GError     **error,
              const char  *message)
{
  g_set_error_literal (error, CY_RECORD_ERROR, CY_RECORD_ERROR_SYNTAX, message);
  return FALSE;
}

/* Before the parser sees the text: it must be one object, with nothing
 * after it (json-glib 1.6 takes the last of several values, and leaks the
 * others), nested at most CY_RECORD_MAX_DEPTH deep (the parser recurses).
 * json-glib also reads comments and single-quoted strings, which JSON has
 * not: a quote inside one would hide the brackets after it from this count,
 * so they are refused. So are \u0000 (a C string would end there) and a
 * lone surrogate (it decodes to text that is not UTF-8). */
static gboolean
check_shape (const char  *data,
             gsize        length,
             GError     **error)
{
  const char *end = data + length;
  guint depth = 0;
  gboolean in_string = FALSE;
  gsize i = 0;

  while (i < length && is_json_space (data[i]))
    i++;
  if (i == length || data[i] != '{')
    return syntax_error (error, _("The text is not one JSON object"));

  for (; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            {
              int unit = escaped_unit (data + i, end);

              if (unit == 0)
                return syntax_error (error, _("A string holds \\u0000"));
              if (unit >= 0xD800 && unit <= 0xDBFF)
                {
                  int low = escaped_unit (data + i + 6, end);

                  if (low < 0xDC00 || low > 0xDFFF)
                    return syntax_error (error, _("A string holds half of a surrogate pair"));
                  i += 6;
                }
              else if (unit >= 0xDC00 && unit <= 0xDFFF)
                return syntax_error (error, _("A string holds half of a surrogate pair"));
              i++;
            }
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '/')
        return syntax_error (error, _("JSON has no comments"));
      else if (c == '\'')
        return syntax_error (error, _("JSON strings are in double quotes, not single ones"));
      else if (c == '[' || c == '{')
        {
          if (++depth > CY_RECORD_MAX_DEPTH)
            {
              g_set_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_SYNTAX,
                           _("The text nests lists and objects more than %u deep"), CY_RECORD_MAX_DEPTH);
              return FALSE;
            }
        }
      else if ((c == ']' || c == '}') && depth > 0 && --depth == 0)
        break;
    }

  /* After the object's end: nothing but space. (An object that never ends
   * is left to the parser to name.) */
  for (i++; i < length; i++)
    if (!is_json_space (data[i]))
      return syntax_error (error, _("The text goes on after the JSON object"));

  return TRUE;
}

/* json-glib keeps the last of two members of the same name; JSON leaves
 * that undefined, so a record or an answer with one is refused. The parser
 * reports every member it reads: an object that ends with fewer than it
 * read had a name twice. */
typedef struct
{
  GHashTable *n_members;  /* JsonObject -> members read */
  gboolean    duplicate;
} MemberCount;

static void
on_object_member (JsonParser  *parser,
                  JsonObject  *object,
                  const char  *name,
                  MemberCount *count)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (count->n_members, object));

  g_hash_table_insert (count->n_members, object, GUINT_TO_POINTER (n + 1));
}

static void
on_object_end (JsonParser  *parser,
               JsonObject  *object,
               MemberCount *count)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (count->n_members, object));

  if (n != json_object_get_size (object))
    count->duplicate = TRUE;
  g_hash_table_remove (count->n_members, object);
}

/**
 * cy_record_parse_json:
 *
 * Parses untrusted JSON text: one object, in UTF-8 without NUL bytes,
 * nested at most CY_RECORD_MAX_DEPTH deep. Records and outside players'
 * answers both come through here.
 *
 * Returns: (transfer full) (nullable): the root, or %NULL with a
 *   CY_RECORD_ERROR_SYNTAX
 */
JsonNode *
cy_record_parse_json (const char  *data,
                      gsize        length,
                      GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  MemberCount count = { NULL, FALSE };
  gboolean loaded;
  JsonNode *root;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  /* JSON text has no NUL byte (a string writes it \u0000), and the parser
   * would stop at one. */
  if (length == 0)
    {
      g_set_error_literal (error, CY_RECORD_ERROR, CY_RECORD_ERROR_SYNTAX, _("There is no JSON text"));
      return NULL;
    }
  if (memchr (data, '\0', length) != NULL)
    {
      g_set_error_literal (error, CY_RECORD_ERROR, CY_RECORD_ERROR_SYNTAX, _("The text holds a NUL byte"));
      return NULL;
    }
  if (!g_utf8_validate_len (data, length, NULL))
    {
      g_set_error_literal (error, CY_RECORD_ERROR, CY_RECORD_ERROR_SYNTAX, _("The text is not UTF-8"));
      return NULL;
    }

  if (!check_shape (data, length, error))
    return NULL;

  parser = json_parser_new_immutable ();
  count.n_members = g_hash_table_new (NULL, NULL);
  g_signal_connect (parser, "object-member", G_CALLBACK (on_object_member), &count);
  g_signal_connect (parser, "object-end", G_CALLBACK (on_object_end), &count);
  loaded = json_parser_load_from_data (parser, data, (gssize) length, &local_error);
  g_signal_handlers_disconnect_by_data (parser, &count);
  g_hash_table_unref (count.n_members);
  if (!loaded)
    {
      g_set_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_SYNTAX,
                   _("Not valid JSON: %s"), local_error->message);
      return NULL;
    }
  if (count.duplicate)
    {
      g_set_error_literal (error, CY_RECORD_ERROR, CY_RECORD_ERROR_SYNTAX,
                           _("An object names a member twice"));
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      g_set_error_literal (error, CY_RECORD_ERROR, CY_RECORD_ERROR_SYNTAX, _("There is no JSON text"));
      return NULL;
    }

  return json_node_ref (root);
}

static gboolean
too_large (GError **error)
{
  g_set_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_READ,
               _("The record is larger than %u MiB"), CY_RECORD_MAX_SIZE / (1024 * 1024));
  return FALSE;
}

/**
 * cy_record_new_from_data:
 *
 * Parses a record: JSON text (UTF-8, at most CY_RECORD_MAX_SIZE bytes)
 * holding one object with a string "game". The rest is checked when the
 * record is replayed.
 *
 * Returns: (transfer full) (nullable): the record, or %NULL with @error
 */
CyRecord *
cy_record_new_from_data (const char  *data,
                         gsize        length,
                         GError     **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (length > CY_RECORD_MAX_SIZE)
    {
      too_large (error);
      return NULL;
    }

  root = cy_record_parse_json (data, length, error);
  if (root == NULL)
    return NULL;

  return cy_record_new_from_node (root, error);
}

static gboolean
read_error (GError     **error,
            const char  *message)
{
  g_set_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_READ, _("Could not read the record: %s"), message);
  return FALSE;
}

/**
 * cy_record_new_from_stream:
 *
 * Reads at most CY_RECORD_MAX_SIZE bytes (standard input, for one) and
 * parses them; a longer stream is refused without reading it all.
 *
 * Returns: (transfer full) (nullable):
 */
CyRecord *
cy_record_new_from_stream (GInputStream  *stream,
                           GError       **error)
{
  g_autoptr(GByteArray) data = g_byte_array_new ();
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (G_IS_INPUT_STREAM (stream), NULL);

  for (;;)
    {
      guint8 buffer[65536];
      gssize n = g_input_stream_read (stream, buffer, sizeof buffer, NULL, &local_error);

      if (n < 0)
        {
          read_error (error, local_error->message);
          return NULL;
        }
      if (n == 0)
        break;

      g_byte_array_append (data, buffer, (guint) n);
      if (data->len > CY_RECORD_MAX_SIZE)
        {
          too_large (error);
          return NULL;
        }
    }

  return cy_record_new_from_data ((const char *) data->data, data->len, error);
}

/**
 * cy_record_new_from_file:
 *
 * Reads a record from a regular file (a directory, device or pipe is
 * refused: a record is read whole, and reading a FIFO could block).
 *
 * Returns: (transfer full) (nullable):
 */
CyRecord *
cy_record_new_from_file (GFile   *file,
                         GError **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = g_file_get_parse_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (info == NULL)
    {
      read_error (error, local_error->message);
      return NULL;
    }

  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_READ,
                   _("%s is not a regular file"), name);
      return NULL;
    }

  if (g_file_info_get_size (info) > CY_RECORD_MAX_SIZE)
    {
      too_large (error);
      return NULL;
    }

  stream = g_file_read (file, NULL, &local_error);
  if (stream == NULL)
    {
      read_error (error, local_error->message);
      return NULL;
    }

  return cy_record_new_from_stream (G_INPUT_STREAM (stream), error);
}

const char *
cy_record_get_game_id (CyRecord *self)
{
  g_return_val_if_fail (CY_IS_RECORD (self), NULL);

  return json_object_get_string_member (json_node_get_object (self->root), "game");
}

/**
 * cy_record_get_root:
 *
 * Returns: (transfer none): the record's object
 */
JsonObject *
cy_record_get_root (CyRecord *self)
{
  g_return_val_if_fail (CY_IS_RECORD (self), NULL);

  return json_node_get_object (self->root);
}

char *
cy_record_node_to_string (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

GBytes *
cy_record_to_bytes (CyRecord *self)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (CY_IS_RECORD (self), NULL);

  text = cy_record_node_to_string (self->root);
  return g_bytes_new_take (g_strconcat (text, "\n", NULL), strlen (text) + 1);
}

gboolean
cy_record_append_hand_steps (JsonArray  *hands,
                             GArray     *steps,
                             GError    **error)
{
  guint number = 0;

  for (guint h = 0; h < json_array_get_length (hands); h++)
    {
      JsonNode *hand = json_array_get_element (hands, h);
      CyRecordStep deal = { CY_RECORD_STEP_DEAL, (int) h, 0, number, hand };
      JsonArray *actions;

      g_return_val_if_fail (JSON_NODE_HOLDS_OBJECT (hand), FALSE);

      actions = cy_record_get_array (json_node_get_object (hand), "actions", 0, G_MAXUINT, error);
      if (actions == NULL)
        {
          g_prefix_error (error, _("hand %u: "), h);
          return FALSE;
        }

      g_array_append_val (steps, deal);
      for (guint a = 0; a < json_array_get_length (actions); a++)
        {
          CyRecordStep step = { CY_RECORD_STEP_ACTION, (int) h, a, number++, json_array_get_element (actions, a) };

          g_array_append_val (steps, step);
        }
    }

  return TRUE;
}

char *
cy_record_step_describe (const CyRecordStep *step)
{
  if (step->kind == CY_RECORD_STEP_DEAL)
    /* Translators: where a record went wrong; the number counts from 0 */
    return g_strdup_printf (_("hand %d"), step->hand);

  if (step->hand < 0)
    return g_strdup_printf (_("action %u"), step->index);

  /* Translators: where a record went wrong; the numbers count from 0 */
  return g_strdup_printf (_("hand %d, action %u (action %u of the game)"),
                          step->hand, step->index, step->number);
}

/* The registry: a handful of games, registered at start-up. */
static GPtrArray *formats;
G_LOCK_DEFINE_STATIC (formats);

void
cy_record_format_register (const CyRecordFormat *format)
{
  g_return_if_fail (format != NULL && format->game_id != NULL);

  G_LOCK (formats);
  if (formats == NULL)
    formats = g_ptr_array_new ();
  if (!g_ptr_array_find (formats, format, NULL))
    g_ptr_array_add (formats, (gpointer) format);
  G_UNLOCK (formats);
}

const CyRecordFormat *
cy_record_format_lookup (const char *game_id)
{
  const CyRecordFormat *found = NULL;

  G_LOCK (formats);
  for (guint i = 0; formats != NULL && i < formats->len && found == NULL; i++)
    if (g_strcmp0 (((const CyRecordFormat *) formats->pdata[i])->game_id, game_id) == 0)
      found = formats->pdata[i];
  G_UNLOCK (formats);

  return found;
}

const CyRecordFormat *
cy_record_format_lookup_for_game (GObject *game)
{
  const CyRecordFormat *found = NULL;

  g_return_val_if_fail (G_IS_OBJECT (game), NULL);

  G_LOCK (formats);
  for (guint i = 0; formats != NULL && i < formats->len && found == NULL; i++)
    if (G_OBJECT_TYPE (game) == ((const CyRecordFormat *) formats->pdata[i])->get_game_type ())
      found = formats->pdata[i];
  G_UNLOCK (formats);

  return found;
}

/* Text from the record (or a bot), for a message: at most 20 characters,
 * control characters shown as "?", so that the message stays one short
 * line of valid UTF-8. */
char *
cy_record_quote (const char *text)
{
  /* An outside bot's answer may not even be UTF-8. */
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *quoted = g_string_new (NULL);
  guint n = 0;

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (n == 20)
        {
          g_string_append (quoted, "…");
          break;
        }
      if (g_unichar_iscntrl (c) || g_unichar_type (c) == G_UNICODE_LINE_SEPARATOR ||
          g_unichar_type (c) == G_UNICODE_PARAGRAPH_SEPARATOR)
        g_string_append_c (quoted, '?');
      else
        g_string_append_unichar (quoted, c);
    }

  return g_string_free (quoted, FALSE);
}

/* Sets a CY_RECORD_ERROR and returns FALSE, for one-line refusals. */
gboolean
cy_record_fail (GError        **error,
                CyRecordError   code,
                const char     *format,
                ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (CY_RECORD_ERROR, code, format, args));
  va_end (args);
  return FALSE;
}

#define format_error(error, ...) cy_record_fail ((error), CY_RECORD_ERROR_FORMAT, __VA_ARGS__)

/* Refuses keys outside @keys (NULL-terminated): a misspelt key would
 * otherwise be ignored and its default used. */
gboolean
cy_record_check_keys (JsonObject          *object,
                      const char * const  *keys,
                      const char          *what,
                      GError             **error)
{
  JsonObjectIter iter;
  const char *name;

  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &name, NULL))
    if (!g_strv_contains (keys, name))
      {
        g_autofree char *quoted = cy_record_quote (name);

        /* Translators: the first %s is a key of the record, the second what holds it ("the action") */
        return format_error (error, _("Unknown key “%s” in %s"), quoted, what);
      }

  return TRUE;
}

static JsonNode *
get_member (JsonObject  *object,
            const char  *key,
            GError     **error)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL)
    format_error (error, _("“%s” is missing"), key);

  return node;
}

gboolean
cy_record_get_uint (JsonObject  *object,
                    const char  *key,
                    guint        max,
                    guint       *value,
                    GError     **error)
{
  JsonNode *node = get_member (object, key, error);

  if (node == NULL)
    return FALSE;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
      json_node_get_int (node) < 0 || json_node_get_int (node) > (gint64) max)
    return format_error (error, _("“%s” must be a whole number from 0 to %u"), key, max);

  *value = (guint) json_node_get_int (node);
  return TRUE;
}

const char *
cy_record_get_string (JsonObject  *object,
                      const char  *key,
                      GError     **error)
{
  JsonNode *node = get_member (object, key, error);

  if (node == NULL)
    return NULL;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      format_error (error, _("“%s” must be a string"), key);
      return NULL;
    }

  return json_node_get_string (node);
}

JsonObject *
cy_record_get_object (JsonObject  *object,
                      const char  *key,
                      GError     **error)
{
  JsonNode *node = get_member (object, key, error);

  if (node == NULL)
    return NULL;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      format_error (error, _("“%s” must be an object"), key);
      return NULL;
    }

  return json_node_get_object (node);
}

JsonArray *
cy_record_get_array (JsonObject  *object,
                     const char  *key,
                     guint        min_length,
                     guint        max_length,
                     GError     **error)
{
  JsonNode *node = get_member (object, key, error);
  JsonArray *array;

  if (node == NULL)
    return NULL;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      format_error (error, _("“%s” must be a list"), key);
      return NULL;
    }

  array = json_node_get_array (node);
  if (json_array_get_length (array) < min_length || json_array_get_length (array) > max_length)
    {
      if (min_length == max_length)
        format_error (error, _("“%s” must hold %u entries, not %u"), key, min_length,
                      json_array_get_length (array));
      else
        format_error (error, _("“%s” must hold %u to %u entries, not %u"), key, min_length, max_length,
                      json_array_get_length (array));
      return NULL;
    }

  return array;
}

gboolean
cy_record_get_true (JsonObject  *object,
                    const char  *key,
                    GError     **error)
{
  JsonNode *node = get_member (object, key, error);

  if (node == NULL)
    return FALSE;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN ||
      !json_node_get_boolean (node))
    return format_error (error, _("“%s” must be true"), key);

  return TRUE;
}

gboolean
cy_record_get_cards (JsonObject  *object,
                     const char  *key,
                     guint        min_length,
                     guint        max_length,
                     CyCard      *cards,
                     guint       *n_cards,
                     GError     **error)
{
  JsonArray *array = cy_record_get_array (object, key, min_length, max_length, error);
  CyCardSet seen = 0;

  if (array == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        return format_error (error, _("“%s” must list cards as strings like \"QH\""), key);

      if (!cy_record_parse_card (json_node_get_string (node), &cards[i], error))
        return FALSE;

      if (seen & cy_card_set_of (cards[i]))
        return format_error (error, _("“%s” lists %s twice"), key, json_node_get_string (node));
      seen |= cy_card_set_of (cards[i]);
    }

  *n_cards = json_array_get_length (array);
  return TRUE;
}

gboolean
cy_record_parse_card (const char  *text,
                      CyCard      *card,
                      GError     **error)
{
  g_autofree char *quoted = NULL;

  if (strlen (text) <= 3 && cy_card_parse (text, card, NULL))
    return TRUE;

  quoted = cy_record_quote (text);
  return format_error (error, _("“%s” is not a card: write a rank (A, 2–10, J, Q, K) then a suit (S, H, D, C), like QH"),
                       quoted);
}

GStrv
cy_record_get_names (JsonObject  *object,
                     const char  *key,
                     guint        min_length,
                     guint        max_length,
                     GError     **error)
{
  JsonArray *array = cy_record_get_array (object, key, min_length, max_length, error);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  if (array == NULL)
    return NULL;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
          json_node_get_string (node)[0] == '\0')
        {
          format_error (error, _("“%s” must list names, each a non-empty string"), key);
          return NULL;
        }
      g_strv_builder_add (names, json_node_get_string (node));
    }

  return g_strv_builder_end (names);
}

JsonNode *
cy_record_cards_to_node (const CyCard *cards,
                         guint         n_cards)
{
  JsonArray *array = json_array_sized_new (n_cards);
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < n_cards; i++)
    {
      g_autofree char *text = cy_card_to_string (cards[i]);
      json_array_add_string_element (array, text);
    }

  json_node_take_array (node, array);
  return node;
}
