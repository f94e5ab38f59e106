/* cy-replay.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-replay.h"

struct _CyReplay
{
  GObject                parent_instance;

  CyRecord              *record;
  const CyRecordFormat  *format;
  GArray                *steps;          /* CyRecordStep */
  GObject               *game;
  guint                  position;
  int                    failed_step;    /* -1 while no step has failed */
  GError                *failure;
};

G_DEFINE_FINAL_TYPE (CyReplay, cy_replay, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_POSITION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cy_replay_dispose (GObject *object)
{
  CyReplay *self = (CyReplay *)object;

  g_clear_object (&self->game);
  g_clear_object (&self->record);

  G_OBJECT_CLASS (cy_replay_parent_class)->dispose (object);
}

static void
cy_replay_finalize (GObject *object)
{
  CyReplay *self = (CyReplay *)object;

  g_clear_pointer (&self->steps, g_array_unref);
  g_clear_error (&self->failure);

  G_OBJECT_CLASS (cy_replay_parent_class)->finalize (object);
}

static void
cy_replay_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  CyReplay *self = CY_REPLAY (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_replay_class_init (CyReplayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cy_replay_dispose;
  object_class->finalize = cy_replay_finalize;
  object_class->get_property = cy_replay_get_property;

  /* Replaced by a new game each time the replay steps back. */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, G_TYPE_OBJECT,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cy_replay_init (CyReplay *self)
{
  self->steps = g_array_new (FALSE, TRUE, sizeof (CyRecordStep));
  self->failed_step = -1;
}

/* A game at step 0, before the first deal. */
static gboolean
restart (CyReplay  *self,
         GError   **error)
{
  g_autoptr(GObject) game = self->format->start (cy_record_get_root (self->record), error);

  if (game == NULL)
    return FALSE;

  g_set_object (&self->game, game);
  self->position = 0;
  return TRUE;
}

/**
 * cy_replay_new:
 *
 * Checks the record's header (the game it is of, the players, the house
 * rules, the shape of its lists) and sets up the game at step 0.
 *
 * Returns: (transfer full) (nullable): the replay, or %NULL with @error
 */
CyReplay *
cy_replay_new (CyRecord  *record,
               GError   **error)
{
  g_autoptr(CyReplay) self = NULL;
  const CyRecordFormat *format;
  const char *game_id;

  g_return_val_if_fail (CY_IS_RECORD (record), NULL);

  game_id = cy_record_get_game_id (record);
  format = cy_record_format_lookup (game_id);
  if (format == NULL)
    {
      g_autofree char *quoted = cy_record_quote (game_id);

      g_set_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_FORMAT,
                   _("Unknown game “%s”: a record is of card-yacht, dice-yacht or boat"), quoted);
      return NULL;
    }

  self = g_object_new (CY_TYPE_REPLAY, NULL);
  self->record = g_object_ref (record);
  self->format = format;

  if (!format->list_steps (cy_record_get_root (record), self->steps, error) ||
      !restart (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

guint
cy_replay_get_n_steps (CyReplay *self)
{
  g_return_val_if_fail (CY_IS_REPLAY (self), 0);

  return self->steps->len;
}

const CyRecordStep *
cy_replay_get_step (CyReplay *self,
                    guint     index)
{
  g_return_val_if_fail (CY_IS_REPLAY (self), NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);

  return &g_array_index (self->steps, CyRecordStep, index);
}

guint
cy_replay_get_position (CyReplay *self)
{
  g_return_val_if_fail (CY_IS_REPLAY (self), 0);

  return self->position;
}

/**
 * cy_replay_get_game:
 *
 * Returns: (transfer none): the game after cy_replay_get_position() steps
 */
GObject *
cy_replay_get_game (CyReplay *self)
{
  g_return_val_if_fail (CY_IS_REPLAY (self), NULL);

  return self->game;
}

/* Where the action after the first @position steps would be: the missing
 * action of a hand that stops too early. */
static CyRecordStep
missing_action (CyReplay *self,
                guint     position)
{
  CyRecordStep where = { CY_RECORD_STEP_ACTION, -1, 0, 0, NULL };

  for (guint i = 0; i < position; i++)
    if (g_array_index (self->steps, CyRecordStep, i).kind == CY_RECORD_STEP_ACTION)
      where.number++;

  if (position > 0)
    {
      const CyRecordStep *last = &g_array_index (self->steps, CyRecordStep, position - 1);

      where.hand = last->hand;
      where.index = last->kind == CY_RECORD_STEP_DEAL ? 0 : last->index + 1;
    }
  if (where.hand < 0)
    where.index = where.number;

  return where;
}

/* Keeps the first failure, said with where it happened, in the record
 * error domain whatever rule module refused it. */
static gboolean
fail (CyReplay           *self,
      int                 step,
      const CyRecordStep *where,
      GError             *error,
      GError            **out)
{
  g_autofree char *location = cy_record_step_describe (where);

  g_clear_error (&self->failure);
  self->failure = g_error_new (CY_RECORD_ERROR,
                               error->domain == CY_RECORD_ERROR ? error->code : CY_RECORD_ERROR_ILLEGAL,
                               "%s: %s", location, error->message);
  self->failed_step = step;
  g_error_free (error);

  if (out != NULL)
    *out = g_error_copy (self->failure);
  return FALSE;
}

/**
 * cy_replay_seek:
 * @position: how many steps to have played, up to cy_replay_get_n_steps()
 *
 * Plays the record to @position, from the start when going back. A step
 * that fails stops it there (the game shows the state before that step)
 * with an error naming the action and the broken rule.
 */
gboolean
cy_replay_seek (CyReplay  *self,
                guint      position,
                GError   **error)
{
  guint old_position;
  gboolean ok = TRUE;

  g_return_val_if_fail (CY_IS_REPLAY (self), FALSE);
  g_return_val_if_fail (position <= self->steps->len, FALSE);

  old_position = self->position;
  if (position < self->position)
    {
      if (!restart (self, error))
        return FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
    }

  while (self->position < position)
    {
      const CyRecordStep *step = &g_array_index (self->steps, CyRecordStep, self->position);
      GError *local_error = NULL;

      /* A new hand only once the one before it is over. */
      if (step->kind == CY_RECORD_STEP_DEAL && self->position > 0 &&
          !self->format->is_whole (self->game, &local_error))
        {
          CyRecordStep where = missing_action (self, self->position);

          ok = fail (self, (int) self->position, &where, local_error, error);
          break;
        }

      if (!self->format->play_step (self->game, cy_record_get_root (self->record), step, &local_error))
        {
          ok = fail (self, (int) self->position, step, local_error, error);
          break;
        }

      self->position++;
    }

  if (self->position != old_position)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);

  return ok;
}

/**
 * cy_replay_run:
 *
 * Plays the whole record and checks that it stops after a whole hand (or
 * round).
 */
gboolean
cy_replay_run (CyReplay  *self,
               GError   **error)
{
  GError *local_error = NULL;

  g_return_val_if_fail (CY_IS_REPLAY (self), FALSE);

  if (!cy_replay_seek (self, self->steps->len, error))
    return FALSE;

  if (!self->format->is_whole (self->game, &local_error))
    {
      CyRecordStep where = missing_action (self, self->steps->len);

      return fail (self, (int) self->steps->len, &where, local_error, error);
    }

  return TRUE;
}

int
cy_replay_get_failed_step (CyReplay      *self,
                           const GError **error)
{
  g_return_val_if_fail (CY_IS_REPLAY (self), -1);

  if (error != NULL)
    *error = self->failure;
  return self->failed_step;
}

char *
cy_replay_get_outcome (CyReplay *self)
{
  g_autoptr(JsonNode) outcome = NULL;

  g_return_val_if_fail (CY_IS_REPLAY (self), NULL);

  outcome = self->format->outcome (self->game);
  return cy_record_node_to_string (outcome);
}
