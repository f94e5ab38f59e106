/* cy-computer-turn.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-computer-turn.h"

typedef struct
{
  CyPlayerKind kind;
  CySeatView   view;
  CyRandom     rng;
  CyMove       move;
} TurnData;

static void
turn_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  TurnData *data = task_data;

  cy_ai_choose_move (data->kind, &data->view, &data->rng, &data->move);
  g_task_return_boolean (task, TRUE);
}

void
cy_computer_turn_run (CyPlayerKind         kind,
                      const CySeatView    *view,
                      CyRandom            *rng,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  TurnData *data = g_new0 (TurnData, 1);

  data->kind = kind;
  data->view = *view;
  /* The worker gets a generator of its own, seeded from the caller's, so
   * that each turn draws fresh numbers and the caller's stays in step. */
  cy_random_init (&data->rng, ((guint64) cy_random_next (rng) << 32) | cy_random_next (rng), view->seat + 1);

  g_task_set_task_data (task, data, g_free);
  g_task_set_source_tag (task, cy_computer_turn_run);
  g_task_run_in_thread (task, turn_thread);
}

gboolean
cy_computer_turn_finish (GAsyncResult  *result,
                         CyMove        *move,
                         GError       **error)
{
  TurnData *data;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  data = g_task_get_task_data (G_TASK (result));
  *move = data->move;
  return TRUE;
}
