/* cy-boat-table-view-coach.c: the coach on the Boat table
 *
 * H or the Hint button asks the engine's coach (cy-boat-coach.h) what the
 * hard player would do for the person's seat, from that seat's view only.
 * The coach solves up to a few dozen deals, most of a second for a bid or
 * a discard, so it works in a thread (GTask) while a spinner turns; the
 * advice goes when the position changes, and a request for a position
 * that is gone is cancelled and its answer dropped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-boat-coach.h"
#include "cy-boat-table-view-private.h"

typedef struct
{
  CyBoatView    view;
  CyBoatAdvice  advice;
  guint64       key;
} CoachRequest;

static void
advise_in_thread (GTask        *task,
                  gpointer      source,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  CoachRequest *request = task_data;
  CyRandom rng;

  cy_boat_coach_position_random (&request->view, &rng);
  if (cy_boat_coach_advise (&request->view, &rng, cancellable, &request->advice))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
}

static void
on_advised (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  CyBoatTableView *self = CY_BOAT_TABLE_VIEW (source);
  CoachRequest *request = g_task_get_task_data (G_TASK (result));
  const char *names[CY_BOAT_N_SEATS];
  g_autofree char *text = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), NULL) || self->game == NULL ||
      request->key != self->coach_key)
    return;

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    names[s] = cy_player_get_name (cy_boat_game_get_player (self->game, s));
  text = cy_boat_advice_describe (&request->view, &request->advice, names);

  self->coach_ready = TRUE;
  gtk_spinner_stop (self->coach_spinner);
  gtk_widget_set_visible (GTK_WIDGET (self->coach_spinner), FALSE);
  gtk_label_set_text (self->coach_label, text);

  /* The discard is chosen for the person to confirm or change, as Card
   * Yacht's hint selects its cards. */
  if (request->advice.decision == CY_BOAT_DECISION_DISCARD)
    {
      self->chosen = request->advice.options[0].action.cards;
      self->chosen_hand = request->view.hand_number;
      _cy_boat_table_view_refresh (self);
    }
}

/* Starts working out the advice for the position on the table, unless it
 * is shown or being worked out already. */
static void
start (CyBoatTableView *self)
{
  g_autoptr(GTask) task = NULL;
  CoachRequest *request;
  CyBoatView view;

  if (!_cy_boat_table_view_can_act (self))
    return;

  cy_boat_game_get_view (self->game, self->bottom, &view);
  if (self->coach_key == cy_boat_coach_position_key (&view) && (self->coach_ready || self->coach_cancellable != NULL))
    return;

  _cy_boat_table_view_stop_coach (self);
  self->coach_key = cy_boat_coach_position_key (&view);
  self->coach_cancellable = g_cancellable_new ();
  gtk_label_set_text (self->coach_label, _("Thinking over the deals you might be facing…"));
  gtk_widget_set_visible (GTK_WIDGET (self->coach_spinner), TRUE);
  gtk_spinner_start (self->coach_spinner);

  request = g_new0 (CoachRequest, 1);
  request->view = view;
  request->key = self->coach_key;
  task = g_task_new (self, self->coach_cancellable, on_advised, NULL);
  g_task_set_task_data (task, request, g_free);
  g_task_run_in_thread (task, advise_in_thread);
}

static void
on_coach_popover_show (CyBoatTableView *self)
{
  start (self);
}

/* Drops the advice and any request being worked out. */
void
_cy_boat_table_view_stop_coach (CyBoatTableView *self)
{
  g_cancellable_cancel (self->coach_cancellable);
  g_clear_object (&self->coach_cancellable);
  self->coach_key = 0;
  self->coach_ready = FALSE;
  gtk_spinner_stop (self->coach_spinner);
  gtk_widget_set_visible (GTK_WIDGET (self->coach_spinner), FALSE);
  gtk_label_set_text (self->coach_label, "");
}

/* The advice goes with the position it was for, and the Hint button only
 * works while the person is to act. */
void
_cy_boat_table_view_update_coach (CyBoatTableView  *self,
                                  const CyBoatView *view)
{
  gboolean acting = _cy_boat_table_view_can_act (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "boat.hint", acting);
  gtk_widget_set_sensitive (GTK_WIDGET (self->hint_button), acting);
  /* A record is watched, not played: nobody there to coach. */
  gtk_widget_set_visible (GTK_WIDGET (self->hint_button), self->replay == NULL);

  if (self->coach_key != 0 && (!acting || self->coach_key != cy_boat_coach_position_key (view)))
    {
      _cy_boat_table_view_stop_coach (self);
      gtk_popover_popdown (self->coach_popover);
    }
  else if (!acting)
    gtk_popover_popdown (self->coach_popover);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyBoatTableView *self = CY_BOAT_TABLE_VIEW (widget);

  if (!_cy_boat_table_view_can_act (self))
    return;

  /* Showing the popover starts the coach (on_coach_popover_show), the same
   * way for the button and the key; shown already, it starts it again if
   * the position moved on. */
  if (gtk_widget_get_visible (GTK_WIDGET (self->coach_popover)))
    start (self);
  else
    gtk_menu_button_popup (self->hint_button);
}

void
_cy_boat_table_view_class_coach_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, hint_button);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, coach_popover);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, coach_spinner);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, coach_label);
  gtk_widget_class_bind_template_callback (widget_class, on_coach_popover_show);

  gtk_widget_class_install_action (widget_class, "boat.hint", NULL, hint_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "boat.hint", NULL);
}
