/* cy-record-viewer.c
 *
 * A game record (design.md section 9) played back on a table of its own,
 * read-only: every hand face up, the score sheet filling as it goes, and
 * Back, Forward, To Start and To End (the buttons, and Left, Right, Home
 * and End). The game of the window that opened it is not touched: the
 * replay's game belongs to no match, so nothing is saved or counted.
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

  CyTableView     *table;
  CyScoreSheet    *sheet;

  /* Template widgets */
  AdwWindowTitle  *window_title;
  GtkScrolledWindow *table_scroller;
  GtkScrolledWindow *sheet_scroller;
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

/* Where the replay is, in the game's own log lines: on the table, the
 * step ("Hand 3 of 12 · action 5") as its status and what the step did
 * ("Bob passed") where a game shows its last log lines; and all of it in
 * one line for screen readers and tests. Actions are counted from 0 in
 * their hand, as in the line of a record that does not replay. */
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
  if (step == NULL)
    {
      status = g_strdup (_("Before the first deal"));
      self->where = g_strdup (status);
    }
  else if (step->kind == CY_RECORD_STEP_DEAL || step->hand < 0 || n_events == 0)
    {
      /* A deal says itself: "Hand 3 of 12: Ann deals". */
      status = g_strdup (n_events > 0 ? events[0] : "");
      lines = g_strjoinv ("\n", events + MIN (n_events, 1));
      self->where = g_strjoinv (" ", events);
    }
  else
    {
      lines = g_strjoinv ("\n", events);
      /* Translators: where a replay is: "Hand 3 of 12 · action 5"; the
       * action counts from 0 in its hand, as in the errors of records */
      status = g_strdup_printf (_("Hand %u of %u · action %u"),
                                (guint) step->hand + 1, CY_N_HANDS, step->index);
      /* Translators: the same, with what happened there:
       * "Hand 3 of 12 · action 5: Bob passed" */
      self->where = g_strdup_printf (_("Hand %u of %u · action %u: %s"),
                                     (guint) step->hand + 1, CY_N_HANDS, step->index, lines);
      g_strdelimit (self->where, "\n", ' ');
    }

  cy_table_view_set_status (self->table, status);
  cy_table_view_set_events (self->table, lines);
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
  GObject *game;

  position = MIN (position, self->last);

  /* Many steps at once: the table and sheet follow the game once, at the end. */
  if (position < from || position > from + 1)
    {
      cy_table_view_set_game (self->table, NULL);
      cy_score_sheet_set_model (self->sheet, NULL);
    }

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

  if (cy_score_sheet_get_model (self->sheet) != CY_SHEET_MODEL (game))
    {
      cy_table_view_set_game (self->table, CY_GAME (game));
      cy_score_sheet_set_model (self->sheet, CY_SHEET_MODEL (game));
    }
  describe_position (self, position);
  cy_table_view_refresh (self->table);
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
  gtk_widget_class_bind_template_child (widget_class, CyRecordViewer, table_scroller);
  gtk_widget_class_bind_template_child (widget_class, CyRecordViewer, sheet_scroller);
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

/* Records of the other games are read by the engine, but this window has
 * only Card Yacht's table. */
static gboolean
check_game (CyRecord  *record,
            GFile     *file,
            GError   **error)
{
  const char *game_id = cy_record_get_game_id (record);
  g_autofree char *name = NULL;

  if (g_strcmp0 (game_id, "dice-yacht") != 0 && g_strcmp0 (game_id, "boat") != 0)
    return TRUE;  /* Card Yacht, or a game the replay names as unknown */

  name = g_file_get_parse_name (file);
  if (g_strcmp0 (game_id, "dice-yacht") == 0)
    g_set_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_FORMAT,
                 _("%s is a record of Yacht, the dice game. Card Yacht can show records of its card game only, so far."),
                 name);
  else
    g_set_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_FORMAT,
                 _("%s is a record of Boat. Card Yacht can show records of its card game only, so far."),
                 name);
  return FALSE;
}

/**
 * cy_record_viewer_new:
 * @parent: (nullable): the window it is opened from
 * @cache: the cards to draw with
 * @file: a game record
 *
 * Reads and replays @file. A record that fails partway opens, to be
 * stepped through up to the step that fails; one with nothing to show
 * (unreadable, not a record, a record of another game) does not.
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
  CyRecordViewer *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (CY_IS_CARD_CACHE (cache), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  cy_games_ui_register ();
  record = cy_record_new_from_file (file, error);
  if (record == NULL || !check_game (record, file, error))
    return NULL;
  replay = cy_replay_new (record, error);
  if (replay == NULL)
    return NULL;

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

  self->table = CY_TABLE_VIEW (cy_table_view_new_read_only (cache));
  gtk_widget_set_hexpand (GTK_WIDGET (self->table), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->table), TRUE);
  gtk_scrolled_window_set_child (self->table_scroller, GTK_WIDGET (self->table));
  self->sheet = CY_SCORE_SHEET (cy_score_sheet_new ());
  gtk_scrolled_window_set_child (self->sheet_scroller, GTK_WIDGET (self->sheet));

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

CyTableView *
cy_record_viewer_get_table (CyRecordViewer *self)
{
  g_return_val_if_fail (CY_IS_RECORD_VIEWER (self), NULL);

  return self->table;
}

CyScoreSheet *
cy_record_viewer_get_sheet (CyRecordViewer *self)
{
  g_return_val_if_fail (CY_IS_RECORD_VIEWER (self), NULL);

  return self->sheet;
}
