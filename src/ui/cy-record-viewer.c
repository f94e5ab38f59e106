/* cy-record-viewer.c
 *
 * A game record (design.md section 9) of any registered game played back
 * on that game's own table (its CyGameView, read-only: every hand face up,
 * the sheet filling as it goes), with Back, Forward, To Start and To End
 * (the buttons, and Left, Right, Home and End). The game of the window
 * that opened it is not touched: the replay's game belongs to no match, so
 * nothing is saved or counted.
 *
 * The record is replayed once when it is opened, to learn whether and
 * where it fails; then the viewer goes only as far as the step before the
 * one that fails, and says why it fails, as card-yacht-cli replay does.
 * Going back replays from the start (CyReplay does that): records are small.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-game-ui.h"
#include "cy-games-ui.h"
#include "cy-record-viewer.h"
#include "cy-shortcuts.h"

struct _CyRecordViewer
{
  AdwWindow        parent_instance;

  CyCardCache     *cache;
  CyReplay        *replay;
  guint            last;          /* the furthest position shown */
  char            *failure;       /* why the record does not replay, or NULL */
  char            *where;
  GPtrArray       *events;        /* the log lines of the step played last */
  GSignalGroup    *game_signals;  /* "event" of the game while it plays that step */

  CyGameView      *view;

  /* Template widgets */
  AdwWindowTitle  *window_title;
  GtkScrolledWindow *view_scroller;
  GtkLabel        *events_label;
  GtkWidget       *failure_box;
  GtkLabel        *failure_label;
  GtkLabel        *step_label;
};

G_DEFINE_FINAL_TYPE (CyRecordViewer, cy_record_viewer, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_POSITION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
on_event (CyRecordViewer *self,
          const char     *text)
{
  /* The empty line that separates hands in the log says nothing here. */
  if (text != NULL && text[0] != '\0')
    g_ptr_array_add (self->events, g_strdup (text));
}

/* Where the replay is, in the game's own log lines: the step ("Hand 3 ·
 * action 5") as the table's status, what the step did ("Bob passed") in
 * the line above the table; and all of it in one line for screen readers
 * and tests. Actions are counted from 0 in their hand (or in the record,
 * for a game without hands), as in the line of a record that does not
 * replay. */
static void
describe_position (CyRecordViewer *self,
                   guint           position)
{
  const CyRecordStep *step = position > 0 ? cy_replay_get_step (self->replay, position - 1) : NULL;
  g_auto(GStrv) events = NULL;
  g_autofree char *lines = NULL;
  g_autofree char *status = NULL;
  guint n_events;

  g_ptr_array_add (self->events, NULL);
  events = g_strdupv ((char **) self->events->pdata);
  g_ptr_array_remove_index (self->events, self->events->len - 1);
  n_events = g_strv_length (events);

  g_clear_pointer (&self->where, g_free);
  lines = g_strjoinv ("\n", events);
  if (step == NULL)
    {
      gboolean deals = cy_replay_get_n_steps (self->replay) > 0 &&
                       cy_replay_get_step (self->replay, 0)->kind == CY_RECORD_STEP_DEAL;

      status = g_strdup (deals ? _("Before the first deal") : _("Before the first action"));
      self->where = g_strdup (status);
    }
  else if (step->kind == CY_RECORD_STEP_DEAL || n_events == 0)
    {
      /* A deal says itself: "Hand 3 of 12: Ann deals". */
      status = g_strdup (n_events > 0 ? events[0] : "");
      self->where = g_strjoinv (" ", events);
    }
  else
    {
      if (step->hand >= 0)
        /* Translators: where a replay is: "Hand 3 · action 5"; the action
         * counts from 0 in its hand, as in the errors of records */
        status = g_strdup_printf (_("Hand %u · action %u"), (guint) step->hand + 1, step->index);
      else
        /* Translators: where the replay of a game without hands (Yacht)
         * is: "Action 5", counting from 0 as in the errors of records */
        status = g_strdup_printf (_("Action %u"), step->index);
      /* Translators: where a replay is, with what happened there:
       * "Hand 3 · action 5: Bob passed" */
      self->where = g_strdup_printf (_("%s: %s"), status, lines);
    }
  g_strdelimit (self->where, "\n", ' ');

  cy_game_view_set_status (self->view, status);
  gtk_label_set_text (self->events_label, step != NULL ? lines : "");
  gtk_widget_set_visible (GTK_WIDGET (self->events_label), step != NULL && n_events > 0);
}

static void
update_controls (CyRecordViewer *self)
{
  guint position = cy_replay_get_position (self->replay);
  g_autofree char *step_text = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "record.to-start", position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "record.back", position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "record.forward", position < self->last);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "record.to-end", position < self->last);

  /* Translators: how far a replay is, in steps (deals and actions) */
  step_text = g_strdup_printf (_("Step %u of %u"), position, self->last);
  gtk_label_set_text (self->step_label, step_text);
}

/* Replays to @position: the step before it quietly (from the start when
 * going back), then the step itself listening to its log lines. */
static void
go_to (CyRecordViewer *self,
       guint           position)
{
  guint from = cy_replay_get_position (self->replay);
  gboolean jump;
  GObject *game;

  position = MIN (position, self->last);

  /* Many steps at once: the table follows the game once, at the end. */
  jump = position < from || position > from + 1;
  if (jump)
    cy_game_view_set_replay (self->view, NULL);

  /* Up to self->last, every step replays: it did when the record was opened. */
  if (position > 0)
    cy_replay_seek (self->replay, position - 1, NULL);
  else
    cy_replay_seek (self->replay, 0, NULL);

  g_ptr_array_set_size (self->events, 0);
  game = cy_replay_get_game (self->replay);
  if (position > 0)
    {
      g_signal_group_set_target (self->game_signals, game);
      cy_replay_seek (self->replay, position, NULL);
      g_signal_group_set_target (self->game_signals, NULL);
    }

  if (jump || cy_game_view_get_replay (self->view) == NULL)
    cy_game_view_set_replay (self->view, self->replay);
  describe_position (self, position);
  update_controls (self);

  if (position != from)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

static void
to_start_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  go_to (CY_RECORD_VIEWER (widget), 0);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyRecordViewer *self = CY_RECORD_VIEWER (widget);
  guint position = cy_replay_get_position (self->replay);

  if (position > 0)
    go_to (self, position - 1);
}

static void
forward_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  CyRecordViewer *self = CY_RECORD_VIEWER (widget);

  go_to (self, cy_replay_get_position (self->replay) + 1);
}

static void
to_end_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  CyRecordViewer *self = CY_RECORD_VIEWER (widget);

  go_to (self, self->last);
}

static void
cy_record_viewer_dispose (GObject *object)
{
  CyRecordViewer *self = CY_RECORD_VIEWER (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), CY_TYPE_RECORD_VIEWER);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->replay);
  g_clear_object (&self->cache);

  G_OBJECT_CLASS (cy_record_viewer_parent_class)->dispose (object);
}

static void
cy_record_viewer_finalize (GObject *object)
{
  CyRecordViewer *self = CY_RECORD_VIEWER (object);

  g_clear_pointer (&self->events, g_ptr_array_unref);
  g_free (self->failure);
  g_free (self->where);

  G_OBJECT_CLASS (cy_record_viewer_parent_class)->finalize (object);
}

static void
cy_record_viewer_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  CyRecordViewer *self = CY_RECORD_VIEWER (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_uint (value, cy_record_viewer_get_position (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_record_viewer_class_init (CyRecordViewerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_record_viewer_dispose;
  object_class->finalize = cy_record_viewer_finalize;
  object_class->get_property = cy_record_viewer_get_property;

  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-record-viewer.ui");
  gtk_widget_class_bind_template_child (widget_class, CyRecordViewer, window_title);
  gtk_widget_class_bind_template_child (widget_class, CyRecordViewer, view_scroller);
  gtk_widget_class_bind_template_child (widget_class, CyRecordViewer, events_label);
  gtk_widget_class_bind_template_child (widget_class, CyRecordViewer, failure_box);
  gtk_widget_class_bind_template_child (widget_class, CyRecordViewer, failure_label);
  gtk_widget_class_bind_template_child (widget_class, CyRecordViewer, step_label);

  gtk_widget_class_install_action (widget_class, "record.to-start", NULL, to_start_action);
  gtk_widget_class_install_action (widget_class, "record.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "record.forward", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "record.to-end", NULL, to_end_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
cy_record_viewer_init (CyRecordViewer *self)
{
  /* The arrow keys step wherever the focus is, instead of moving it:
   * nothing on this table is chosen. */
  static const CyKeyAction keys[] = {
    { GDK_KEY_Left, "record.back" },
    { GDK_KEY_KP_Left, "record.back" },
    { GDK_KEY_Right, "record.forward" },
    { GDK_KEY_KP_Right, "record.forward" },
    { GDK_KEY_Home, "record.to-start" },
    { GDK_KEY_KP_Home, "record.to-start" },
    { GDK_KEY_End, "record.to-end" },
    { GDK_KEY_KP_End, "record.to-end" },
  };

  gtk_widget_init_template (GTK_WIDGET (self));

  self->events = g_ptr_array_new_with_free_func (g_free);
  self->game_signals = g_signal_group_new (CY_TYPE_MATCH_GAME);
  g_signal_group_connect_swapped (self->game_signals, "event", G_CALLBACK (on_event), self);
  gtk_widget_add_controller (GTK_WIDGET (self), cy_capture_shortcuts_new (keys, G_N_ELEMENTS (keys)));
}

/**
 * cy_record_viewer_new:
 * @parent: (nullable): the window it is opened from
 * @cache: the cards to draw with
 * @file: a game record
 *
 * Reads and replays @file on its game's table. A record that fails partway
 * opens, to be stepped through up to the step that fails; one with nothing
 * to show (unreadable, not a record, of a game not known) does not.
 *
 * Returns: (transfer none) (nullable): a new viewer, not yet shown, at the
 * start of the game; or %NULL with @error saying why
 */
CyRecordViewer *
cy_record_viewer_new (GtkWindow    *parent,
                      CyCardCache  *cache,
                      GFile        *file,
                      GError      **error)
{
  g_autoptr(CyRecord) record = NULL;
  g_autoptr(CyReplay) replay = NULL;
  g_autoptr(GError) run_error = NULL;
  g_autofree char *basename = NULL;
  const CyGameUi *ui;
  CyRecordViewer *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (CY_IS_CARD_CACHE (cache), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  cy_games_ui_register ();
  record = cy_record_new_from_file (file, error);
  if (record == NULL)
    return NULL;
  /* An unknown game is refused here, as card-yacht-cli replay says it. */
  replay = cy_replay_new (record, error);
  if (replay == NULL)
    return NULL;
  ui = cy_game_ui_lookup (cy_record_get_game_id (record));
  g_return_val_if_fail (ui != NULL, NULL);

  self = g_object_new (CY_TYPE_RECORD_VIEWER,
                       "transient-for", parent,
                       "destroy-with-parent", parent != NULL,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);
  self->cache = g_object_ref (cache);
  self->replay = g_steal_pointer (&replay);

  if (cy_replay_run (self->replay, &run_error))
    self->last = cy_replay_get_n_steps (self->replay);
  else
    {
      self->last = (guint) MAX (cy_replay_get_failed_step (self->replay, NULL), 0);
      self->failure = g_strdup (run_error->message);
      /* One line, as card-yacht-cli replay prints it. */
      g_strdelimit (self->failure, "\r\n", ' ');
    }
  gtk_label_set_text (self->failure_label, self->failure);
  gtk_widget_set_visible (self->failure_box, self->failure != NULL);

  basename = g_file_get_basename (file);
  adw_window_title_set_subtitle (self->window_title, basename);

  adw_window_title_set_title (self->window_title, cy_game_ui_get_name (ui));
  self->view = cy_game_ui_new_view (ui, cache);
  gtk_widget_set_hexpand (GTK_WIDGET (self->view), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->view), TRUE);
  gtk_scrolled_window_set_child (self->view_scroller, GTK_WIDGET (self->view));

  go_to (self, 0);
  return self;
}

CyReplay *
cy_record_viewer_get_replay (CyRecordViewer *self)
{
  g_return_val_if_fail (CY_IS_RECORD_VIEWER (self), NULL);

  return self->replay;
}

guint
cy_record_viewer_get_position (CyRecordViewer *self)
{
  g_return_val_if_fail (CY_IS_RECORD_VIEWER (self), 0);

  return self->replay != NULL ? cy_replay_get_position (self->replay) : 0;
}

guint
cy_record_viewer_get_last (CyRecordViewer *self)
{
  g_return_val_if_fail (CY_IS_RECORD_VIEWER (self), 0);

  return self->last;
}

/* Goes to @position, or as far as the record replays. */
void
cy_record_viewer_set_position (CyRecordViewer *self,
                               guint           position)
{
  g_return_if_fail (CY_IS_RECORD_VIEWER (self));

  go_to (self, position);
}

const char *
cy_record_viewer_get_failure (CyRecordViewer *self)
{
  g_return_val_if_fail (CY_IS_RECORD_VIEWER (self), NULL);

  return self->failure;
}

const char *
cy_record_viewer_get_where (CyRecordViewer *self)
{
  g_return_val_if_fail (CY_IS_RECORD_VIEWER (self), NULL);

  return self->where;
}

/* The game's table, read-only. */
CyGameView *
cy_record_viewer_get_view (CyRecordViewer *self)
{
  g_return_val_if_fail (CY_IS_RECORD_VIEWER (self), NULL);

  return self->view;
}
