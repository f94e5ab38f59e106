/* cy-record-writer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-record-writer.h"
#include "cy-replay.h"

struct _CyRecordWriter
{
  GObject                parent_instance;

  GObject               *game;
  const CyRecordFormat  *format;
  gpointer               state;     /* the format's */
};

G_DEFINE_FINAL_TYPE (CyRecordWriter, cy_record_writer, G_TYPE_OBJECT)

static void
cy_record_writer_dispose (GObject *object)
{
  CyRecordWriter *self = (CyRecordWriter *)object;

  if (self->state != NULL)
    self->format->writer_free (g_steal_pointer (&self->state));
  g_clear_object (&self->game);

  G_OBJECT_CLASS (cy_record_writer_parent_class)->dispose (object);
}

static void
cy_record_writer_class_init (CyRecordWriterClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cy_record_writer_dispose;
}

static void
cy_record_writer_init (CyRecordWriter *self)
{
}

/**
 * cy_record_writer_new:
 * @game: a game of a registered format
 * @earlier: (nullable): for a resumed game, the record up to its present state
 *
 * Returns: (transfer full) (nullable): the writer, or %NULL with @error if
 *   the game's earlier moves are not known (a game under way without
 *   @earlier) or @earlier does not lead to @game
 */
CyRecordWriter *
cy_record_writer_new (GObject   *game,
                      CyRecord  *earlier,
                      GError   **error)
{
  g_autoptr(CyRecordWriter) self = NULL;
  g_autoptr(CyReplay) replay = NULL;
  const CyRecordFormat *format;
  const char *differs;

  g_return_val_if_fail (G_IS_OBJECT (game), NULL);
  g_return_val_if_fail (earlier == NULL || CY_IS_RECORD (earlier), NULL);

  format = cy_record_format_lookup_for_game (game);
  g_return_val_if_fail (format != NULL, NULL);

  if (earlier != NULL)
    {
      if (g_strcmp0 (cy_record_get_game_id (earlier), format->game_id) != 0)
        {
          g_set_error_literal (error, CY_RECORD_ERROR, CY_RECORD_ERROR_MISMATCH,
                               _("The record is of another game"));
          return NULL;
        }

      replay = cy_replay_new (earlier, error);
      if (replay == NULL || !cy_replay_seek (replay, cy_replay_get_n_steps (replay), error))
        return NULL;

      differs = format->compare (cy_replay_get_game (replay), game);
      if (differs != NULL)
        {
          g_set_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_MISMATCH,
                       _("The record does not lead to this game (%s)"), differs);
          return NULL;
        }
    }

  self = g_object_new (CY_TYPE_RECORD_WRITER, NULL);
  self->game = g_object_ref (game);
  self->format = format;
  self->state = format->writer_new (game, earlier ? cy_record_get_root (earlier) : NULL,
                                    replay ? cy_replay_get_game (replay) : NULL, error);
  if (self->state == NULL)
    return NULL;

  return g_steal_pointer (&self);
}

/**
 * cy_record_writer_get_game:
 *
 * Returns: (transfer none):
 */
GObject *
cy_record_writer_get_game (CyRecordWriter *self)
{
  g_return_val_if_fail (CY_IS_RECORD_WRITER (self), NULL);

  return self->game;
}

/**
 * cy_record_writer_get_record:
 *
 * Returns: (transfer full): the record so far
 */
CyRecord *
cy_record_writer_get_record (CyRecordWriter *self,
                             gboolean        whole_hands_only)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  CyRecord *record;

  g_return_val_if_fail (CY_IS_RECORD_WRITER (self), NULL);

  root = self->format->writer_build (self->state, whole_hands_only);
  record = cy_record_new_from_node (root, &error);
  /* The format builds what it reads: a failure here is a bug. */
  if (record == NULL)
    g_critical ("%s: %s", G_STRFUNC, error->message);
  return record;
}
