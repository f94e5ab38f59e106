/* cy-match-save.c: a match saved, loaded and autosaved
 *
 * A saved match is an envelope (magic, version, fields) around the game's
 * own saved form, with what the match itself keeps: the computer players'
 * generators, the move log and what may be taken back. The first saves of
 * Card Yacht were a bare game; they still load.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-data-file.h"
#include "cy-error.h"
#include "cy-match-private.h"

#define CY_MATCH_SAVE_MAGIC   "card-yacht-match"
#define CY_MATCH_SAVE_VERSION 1

static GHashTable *loaders;
G_LOCK_DEFINE_STATIC (loaders);


GBytes *
cy_match_save_to_bytes (CyMatch *self)
{
  g_autoptr(GBytes) game = NULL;
  GVariantBuilder dict, rngs, log;
  guint n = cy_match_game_get_n_seats (self->game);
  GVariant *variant;
  GBytes *bytes;

  g_return_val_if_fail (CY_IS_MATCH (self), NULL);

  game = cy_match_game_save (self->game);
  g_variant_builder_init (&dict, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_init (&rngs, G_VARIANT_TYPE ("a(tt)"));
  g_variant_builder_init (&log, G_VARIANT_TYPE_STRING_ARRAY);

  for (guint p = 0; p < n; p++)
    g_variant_builder_add (&rngs, "(tt)", self->rngs[p].state, self->rngs[p].inc);
  for (guint i = 0; i < self->log->len; i++)
    g_variant_builder_add (&log, "s", (const char *) self->log->pdata[i]);

  g_variant_builder_add (&dict, "{sv}", "game-id", g_variant_new_string (cy_match_game_get_game_id (self->game)));
  g_variant_builder_add (&dict, "{sv}", "game",
                         g_variant_new_from_bytes (G_VARIANT_TYPE_BYTESTRING, game, TRUE));
  g_variant_builder_add (&dict, "{sv}", "ai-seed", g_variant_new_uint64 (self->ai_seed));
  g_variant_builder_add (&dict, "{sv}", "ai-rngs", g_variant_builder_end (&rngs));
  g_variant_builder_add (&dict, "{sv}", "log", g_variant_builder_end (&log));
  g_variant_builder_add (&dict, "{sv}", "undo",
                         g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, self->undo, self->n_undo, 1));
  g_variant_builder_add (&dict, "{sv}", "result-recorded", g_variant_new_boolean (self->result_recorded));

  if (self->attachment_func != NULL)
    {
      g_autoptr(GBytes) attached = self->attachment_func (self->attachment_data);
      GVariantBuilder attachments;

      g_variant_builder_init (&attachments, G_VARIANT_TYPE ("a{say}"));
      if (attached != NULL)
        g_variant_builder_add (&attachments, "{s@ay}", self->attachment_key,
                               g_variant_new_from_bytes (G_VARIANT_TYPE_BYTESTRING, attached, TRUE));
      g_variant_builder_add (&dict, "{sv}", "attachments", g_variant_builder_end (&attachments));
    }

  variant = g_variant_ref_sink (g_variant_new ("(su@a{sv})", CY_MATCH_SAVE_MAGIC, CY_MATCH_SAVE_VERSION,
                                               g_variant_builder_end (&dict)));
  bytes = g_variant_get_data_as_bytes (variant);
  g_variant_unref (variant);
  return bytes;
}

void
cy_match_register_game (const char        *game_id,
                        CyMatchGameLoader  loader)
{
  G_LOCK (loaders);
  if (loaders == NULL)
    loaders = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_insert (loaders, (gpointer) g_intern_string (game_id), loader);
  G_UNLOCK (loaders);
}

static CyMatchGameLoader
lookup_loader (const char *game_id)
{
  CyMatchGameLoader loader = NULL;

  G_LOCK (loaders);
  if (loaders != NULL)
    loader = g_hash_table_lookup (loaders, game_id);
  G_UNLOCK (loaders);
  return loader;
}

static CyMatchGame *
load_game (const char  *game_id,
           GBytes      *bytes,
           GError     **error)
{
  CyMatchGameLoader loader = lookup_loader (game_id);

  if (loader == NULL)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, _("The saved game is of an unknown kind (“%s”)"), game_id);
      return NULL;
    }

  return loader (bytes, error);
}

CyMatch *
cy_match_load_from_bytes (GBytes  *bytes,
                          GError **error)
{
  g_autoptr(GVariant) variant = NULL;
  g_autoptr(GVariant) dict = NULL;
  g_autoptr(GVariant) game_bytes = NULL;
  g_autoptr(GVariant) rngs = NULL;
  g_autoptr(GVariant) log = NULL;
  g_autoptr(GVariant) undo = NULL;
  g_autoptr(CyMatchGame) game = NULL;
  g_autoptr(CyMatch) self = NULL;
  const char *game_id = NULL;
  const char *magic = NULL;
  guint64 ai_seed = 0;
  gboolean recorded = FALSE;
  guint32 version;
  guint n_seats;

  g_return_val_if_fail (bytes != NULL, NULL);

  variant = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE ("(sua{sv})"), bytes, FALSE));
  if (!g_variant_is_normal_form (variant))
    {
      /* A save of the first versions is a Card Yacht game alone; its
       * computer players start with fresh generators. */
      game = load_game ("card-yacht", bytes, error);
      if (game == NULL)
        return NULL;
      return cy_match_new (game, ((guint64) g_random_int () << 32) | g_random_int ());
    }

  g_variant_get (variant, "(&su@a{sv})", &magic, &version, &dict);
  if (g_strcmp0 (magic, CY_MATCH_SAVE_MAGIC) != 0)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_CORRUPT, _("The saved game is damaged"));
      return NULL;
    }

  if (version == 0 || version > CY_MATCH_SAVE_VERSION)
    {
      if (version > CY_MATCH_SAVE_VERSION)
        g_set_error (error, CY_ERROR, CY_ERROR_VERSION,
                     _("The game was saved by a newer version of Card Yacht (format %u; this version reads up to %u)"),
                     version, CY_MATCH_SAVE_VERSION);
      else
        g_set_error_literal (error, CY_ERROR, CY_ERROR_CORRUPT, _("The saved game is damaged"));
      return NULL;
    }

  if (!g_variant_lookup (dict, "game-id", "&s", &game_id) ||
      !(game_bytes = g_variant_lookup_value (dict, "game", G_VARIANT_TYPE_BYTESTRING)) ||
      !g_variant_lookup (dict, "ai-seed", "t", &ai_seed) ||
      !(rngs = g_variant_lookup_value (dict, "ai-rngs", G_VARIANT_TYPE ("a(tt)"))) ||
      !(log = g_variant_lookup_value (dict, "log", G_VARIANT_TYPE_STRING_ARRAY)) ||
      !(undo = g_variant_lookup_value (dict, "undo", G_VARIANT_TYPE_BYTESTRING)) ||
      !g_variant_lookup (dict, "result-recorded", "b", &recorded))
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_CORRUPT, _("The saved game is damaged: a part is missing"));
      return NULL;
    }

  {
    g_autoptr(GBytes) inner = g_variant_get_data_as_bytes (game_bytes);

    game = load_game (game_id, inner, error);
    if (game == NULL)
      return NULL;
  }

  n_seats = cy_match_game_get_n_seats (game);
  if (g_variant_n_children (rngs) != n_seats || g_variant_n_children (undo) > CY_MATCH_MAX_UNDO)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_CORRUPT,
                           _("The saved game is damaged: the computer players’ state does not match the seats"));
      return NULL;
    }

  self = cy_match_new (game, ai_seed);
  for (guint p = 0; p < n_seats; p++)
    {
      g_variant_get_child (rngs, p, "(tt)", &self->rngs[p].state, &self->rngs[p].inc);
      /* PCG32 needs an odd increment. */
      if ((self->rngs[p].inc & 1) == 0)
        {
          g_set_error_literal (error, CY_ERROR, CY_ERROR_CORRUPT,
                               _("The saved game is damaged: a computer player’s state is invalid"));
          return NULL;
        }
    }

  {
    gsize n_undo;
    const guint8 *seats = g_variant_get_fixed_array (undo, &n_undo, 1);

    for (gsize i = 0; i < n_undo; i++)
      if (seats[i] >= n_seats)
        {
          g_set_error_literal (error, CY_ERROR, CY_ERROR_CORRUPT, _("The saved game is damaged: a seat is out of range"));
          return NULL;
        }
    /* An empty array may come back as NULL, which memcpy() must not get. */
    if (n_undo > 0)
      memcpy (self->undo, seats, n_undo);
    self->n_undo = (guint) n_undo;
    /* Which lines were theirs is not saved: those stay in the log. */
    for (gsize i = 0; i < n_undo; i++)
      self->undo_lines[i][0] = self->undo_lines[i][1] = NO_LINE;
  }

  /* The saved log is the whole log, its opening line included. */
  g_ptr_array_set_size (self->log, 0);
  for (gsize i = 0; i < g_variant_n_children (log) && i < CY_MATCH_MAX_LOG; i++)
    {
      const char *line;

      g_variant_get_child (log, i, "&s", &line);
      g_ptr_array_add (self->log, g_strdup (line));
    }

  self->result_recorded = recorded;

  {
    g_autoptr(GVariant) attachments = g_variant_lookup_value (dict, "attachments", G_VARIANT_TYPE ("a{say}"));
    GVariantIter iter;
    const char *key;
    GVariant *value;

    if (attachments != NULL)
      {
        g_variant_iter_init (&iter, attachments);
        while (g_variant_iter_next (&iter, "{&s@ay}", &key, &value))
          {
            g_hash_table_insert (self->attachments, g_strdup (key), g_variant_get_data_as_bytes (value));
            g_variant_unref (value);
          }
      }
  }
  return g_steal_pointer (&self);
}

static void
save_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(CyMatch) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!cy_data_file_write_bytes_finish (result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      g_message ("Could not save the game: %s", error->message);
      _cy_match_set_save_error (self, error);
    }
  else
    _cy_match_set_save_error (self, NULL);

  self->saving = FALSE;
  if (self->save_again)
    {
      self->save_again = FALSE;
      _cy_match_queue_save (self);
    }
}

/* A finished game whose result is recorded needs no save; one whose result
 * could not be recorded keeps it, to try again on the next start. */
static gboolean
save_is_obsolete (CyMatch *self)
{
  return cy_match_game_get_step (self->game, NULL) == CY_MATCH_STEP_GAME_OVER &&
         (self->result_recorded || !self->records_statistics);
}

static gboolean
save_idle_cb (gpointer data)
{
  CyMatch *self = data;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *path = NULL;

  self->save_idle = 0;
  if (self->save_file == NULL)
    return G_SOURCE_REMOVE;

  if (self->saving)
    {
      self->save_again = TRUE;
      return G_SOURCE_REMOVE;
    }

  if (save_is_obsolete (self))
    {
      path = g_file_get_path (self->save_file);
      cy_data_file_remove (path);
      return G_SOURCE_REMOVE;
    }

  {
    g_autoptr(GFile) dir = g_file_get_parent (self->save_file);

    g_file_make_directory_with_parents (dir, NULL, NULL);
  }

  self->saving = TRUE;
  bytes = cy_match_save_to_bytes (self);
  /* Not g_file_replace_contents(): on a full disk it commits the truncated
   * temporary file over the save. This one replaces it whole or not at all. */
  path = g_file_get_path (self->save_file);
  cy_data_file_write_bytes_async (path, bytes, 0600, self->save_cancellable, save_done, g_object_ref (self));
  return G_SOURCE_REMOVE;
}

void
_cy_match_queue_save (CyMatch *self)
{
  if (self->save_file != NULL && self->save_idle == 0)
    self->save_idle = g_idle_add (save_idle_cb, self);
}

void
cy_match_set_save_file (CyMatch *self,
                        GFile   *file)
{
  g_return_if_fail (CY_IS_MATCH (self));

  g_set_object (&self->save_file, file);
  _cy_match_queue_save (self);
}

void
cy_match_set_records_statistics (CyMatch  *self,
                                 gboolean  records)
{
  g_return_if_fail (CY_IS_MATCH (self));

  self->records_statistics = records;
}

const GError *
cy_match_get_save_error (CyMatch *self)
{
  g_return_val_if_fail (CY_IS_MATCH (self), NULL);

  return self->save_error;
}

gboolean
cy_match_flush (CyMatch  *self,
                GError  **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GFile) dir = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (CY_IS_MATCH (self), FALSE);

  if (self->save_file == NULL)
    return TRUE;

  g_clear_handle_id (&self->save_idle, g_source_remove);
  path = g_file_get_path (self->save_file);
  if (save_is_obsolete (self))
    {
      cy_data_file_remove (path);
      return TRUE;
    }

  /* An autosave still being written lands before this, or not at all. */
  dir = g_file_get_parent (self->save_file);
  g_file_make_directory_with_parents (dir, NULL, NULL);
  bytes = cy_match_save_to_bytes (self);
  if (!cy_data_file_write (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), 0600, error))
    return FALSE;

  return TRUE;
}
