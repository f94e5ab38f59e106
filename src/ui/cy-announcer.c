/* cy-announcer.c: the news of a match, for screen readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.14 has gtk_accessible_announce(); the GTK 4.8 we build against has
 * neither it nor live regions, and what it does emit is mostly ignored by
 * Orca 43 unless it comes from the object with the focus (a name change of
 * the status bar, a label, an alert shown: GTK 4.8 sends no "showing" for
 * an alert widget made visible, and Orca presents an alert only on that).
 * What Orca 43 does present is a change of the accessible description of
 * the focused object (default.py, onDescriptionChanged): so the news goes
 * into the description of whatever has the keyboard focus, and the
 * description the widget had comes back when the focus leaves it (a change
 * Orca then ignores, the object being no longer the focus). "Where am I"
 * repeats the last news, as it reads the description.
 *
 * Orca speaks such a message at once, cutting short whatever it was saying;
 * computer players move faster than speech, so news that arrives while the
 * last one is still being spoken waits, joined with any other waiting news,
 * until the last is likely done.
 *
 * Where the running GTK has gtk_accessible_announce() (looked up when the
 * program runs: we build against 4.8), the news goes there instead, and the
 * screen reader queues it itself.
 */
#include "config.h"

#include <gmodule.h>

#include "cy-announcer.h"

/* How long speech takes, roughly: Orca's default rate reads about 15 to 20
 * characters a second. */
#define MS_PER_CHAR 50
#define MIN_MS      700

/* How long news waits for a widget to take the focus before it goes to
 * the window itself. */
#define FOCUS_WAIT_MS   100
#define MAX_FOCUS_WAITS 50

/* gtk_accessible_announce (GtkAccessible *, const char *,
 * GtkAccessibleAnnouncementPriority) of GTK 4.14; 1 is "medium". */
typedef void (*AnnounceFunc) (GtkAccessible *accessible,
                              const char    *message,
                              int            priority);
#define ANNOUNCEMENT_PRIORITY_MEDIUM 1

struct _CyAnnouncer
{
  GObject                parent_instance;

  GtkWidget             *widget;        /* weak */
  CyAnnouncerStatusFunc  status_func;
  GSignalGroup          *match_signals;

  /* News waiting to be spoken, and when the last one should be done. */
  GString               *pending;
  guint                  flush_id;
  gint64                 busy_until;
  guint                  focus_waits;
  char                  *last;

  /* The focused widget whose description holds the news. */
  GtkWidget             *carrier;       /* weak */
  gulong                 carrier_focus_id;

  /* The turn last told: the status line is said when it changes. */
  guint                  turn_id;
  int                    told_state;
  int                    told_seat;
  char                  *told_status;
};

G_DEFINE_FINAL_TYPE (CyAnnouncer, cy_announcer, G_TYPE_OBJECT)

static AnnounceFunc
lookup_announce (void)
{
  static gsize once = 0;
  static AnnounceFunc func = NULL;

  if (g_once_init_enter (&once))
    {
      GModule *program = g_module_open (NULL, G_MODULE_BIND_LAZY);
      gpointer symbol = NULL;

      if (program != NULL && g_module_symbol (program, "gtk_accessible_announce", &symbol))
        func = (AnnounceFunc) symbol;
      /* The program's own module: GTK stays loaded, and so does the symbol. */
      if (program != NULL)
        g_module_close (program);
      g_once_init_leave (&once, 1);
    }
  return func;
}

/* What GTK 4.8 makes a widget's description on its own: its tooltip. */
static void
restore_description (GtkWidget *widget)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  if (tooltip != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

static void
release_carrier (CyAnnouncer *self)
{
  if (self->carrier == NULL)
    return;

  g_clear_signal_handler (&self->carrier_focus_id, self->carrier);
  restore_description (self->carrier);
  g_clear_weak_pointer (&self->carrier);
}

/* Once the focus has moved on (and the screen reader with it), the old
 * widget gets its own description back. */
static gboolean
release_carrier_cb (gpointer data)
{
  CyAnnouncer *self = data;

  if (self->carrier != NULL && !gtk_widget_has_focus (self->carrier))
    release_carrier (self);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static void
on_carrier_focus (CyAnnouncer *self)
{
  if (self->carrier != NULL && !gtk_widget_has_focus (self->carrier))
    g_idle_add (release_carrier_cb, g_object_ref (self));
}

static void
say (CyAnnouncer *self,
     const char  *text)
{
  GtkRoot *root = self->widget != NULL ? gtk_widget_get_root (self->widget) : NULL;
  GtkWidget *focus;

  if (root == NULL)
    return;

  focus = gtk_root_get_focus (root);
  if (focus == NULL)
    focus = GTK_WIDGET (root);

  if (focus != self->carrier)
    {
      release_carrier (self);
      g_set_weak_pointer (&self->carrier, focus);
      self->carrier_focus_id = g_signal_connect_swapped (focus, "notify::has-focus",
                                                         G_CALLBACK (on_carrier_focus), self);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  self->busy_until = g_get_monotonic_time () +
                     (gint64) MAX (MIN_MS, MS_PER_CHAR * (int) g_utf8_strlen (text, -1)) * 1000;
}

static gboolean
flush_cb (gpointer data)
{
  CyAnnouncer *self = data;
  gint64 now = g_get_monotonic_time ();

  if (now < self->busy_until)
    {
      self->flush_id = g_timeout_add ((guint) ((self->busy_until - now) / 1000) + 1, flush_cb, self);
      return G_SOURCE_REMOVE;
    }

  /* The focused widget may just have gone (a card played): the news
   * waits a moment for the focus to land, where the screen reader is. */
  if (self->widget != NULL && gtk_widget_get_root (self->widget) != NULL &&
      gtk_root_get_focus (gtk_widget_get_root (self->widget)) == NULL &&
      self->focus_waits++ < MAX_FOCUS_WAITS)
    {
      self->flush_id = g_timeout_add (FOCUS_WAIT_MS, flush_cb, self);
      return G_SOURCE_REMOVE;
    }

  self->flush_id = 0;
  self->focus_waits = 0;
  if (self->pending->len > 0)
    {
      say (self, self->pending->str);
      g_string_truncate (self->pending, 0);
    }
  return G_SOURCE_REMOVE;
}

/**
 * cy_announcer_announce:
 * @text: a line of news, as the log words it
 *
 * Hands @text to the screen reader: now, or after the news it is still
 * saying.
 */
void
cy_announcer_announce (CyAnnouncer *self,
                       const char  *text)
{
  AnnounceFunc announce = lookup_announce ();

  g_return_if_fail (CY_IS_ANNOUNCER (self));
  g_return_if_fail (text != NULL);

  if (*text == '\0' || self->widget == NULL)
    return;

  g_free (self->last);
  self->last = g_strdup (text);

  if (announce != NULL)
    {
      announce (GTK_ACCESSIBLE (self->widget), text, ANNOUNCEMENT_PRIORITY_MEDIUM);
      return;
    }

  /* One line after another, as sentences. */
  if (self->pending->len > 0)
    {
      gunichar end = g_utf8_get_char (g_utf8_prev_char (self->pending->str + self->pending->len));

      g_string_append (self->pending, g_unichar_ispunct (end) ? " " : ". ");
    }
  g_string_append (self->pending, text);

  /* At idle, after the focus has settled (a move may take the focused
   * card away). */
  if (self->flush_id == 0)
    self->flush_id = g_idle_add_full (G_PRIORITY_LOW, flush_cb, self, NULL);
}

const char *
cy_announcer_get_last (CyAnnouncer *self)
{
  g_return_val_if_fail (CY_IS_ANNOUNCER (self), NULL);

  return self->last;
}

/* The turn moved on: the view has its status line ready by idle time.
 * A computer player's turn is not told: its move is, with its name. */
static gboolean
tell_turn_cb (gpointer data)
{
  CyAnnouncer *self = data;
  g_autoptr(CyMatch) match = g_signal_group_dup_target (self->match_signals);
  CyMatchState state;
  const char *status;
  int seat;

  self->turn_id = 0;
  if (match == NULL || self->widget == NULL)
    return G_SOURCE_REMOVE;

  state = cy_match_get_state (match);
  seat = cy_match_get_acting_seat (match);
  status = self->status_func (self->widget);
  if ((int) state == self->told_state && seat == self->told_seat && g_strcmp0 (status, self->told_status) == 0)
    return G_SOURCE_REMOVE;

  self->told_state = (int) state;
  self->told_seat = seat;
  g_free (self->told_status);
  self->told_status = g_strdup (status);
  if (state != CY_MATCH_STATE_COMPUTER_THINKING && state != CY_MATCH_STATE_WAITING &&
      status != NULL && *status != '\0')
    cy_announcer_announce (self, status);
  return G_SOURCE_REMOVE;
}

static void
on_turn_changed (CyAnnouncer *self)
{
  if (self->turn_id == 0)
    self->turn_id = g_idle_add (tell_turn_cb, self);
}

static void
on_logged (CyAnnouncer *self,
           const char  *text)
{
  cy_announcer_announce (self, text);
}

/**
 * cy_announcer_set_match:
 * @match: (nullable): the match whose news is told
 */
void
cy_announcer_set_match (CyAnnouncer *self,
                        CyMatch     *match)
{
  g_return_if_fail (CY_IS_ANNOUNCER (self));
  g_return_if_fail (match == NULL || CY_IS_MATCH (match));

  g_signal_group_set_target (self->match_signals, match);
  self->told_state = -1;
  self->told_seat = -1;
  g_clear_pointer (&self->told_status, g_free);
  g_string_truncate (self->pending, 0);
  if (match != NULL)
    on_turn_changed (self);
}

static void
cy_announcer_dispose (GObject *object)
{
  CyAnnouncer *self = CY_ANNOUNCER (object);

  g_clear_handle_id (&self->flush_id, g_source_remove);
  g_clear_handle_id (&self->turn_id, g_source_remove);
  if (self->carrier != NULL)
    {
      g_clear_signal_handler (&self->carrier_focus_id, self->carrier);
      g_clear_weak_pointer (&self->carrier);
    }
  g_clear_weak_pointer (&self->widget);
  g_clear_object (&self->match_signals);

  G_OBJECT_CLASS (cy_announcer_parent_class)->dispose (object);
}

static void
cy_announcer_finalize (GObject *object)
{
  CyAnnouncer *self = CY_ANNOUNCER (object);

  g_string_free (self->pending, TRUE);
  g_free (self->last);
  g_free (self->told_status);

  G_OBJECT_CLASS (cy_announcer_parent_class)->finalize (object);
}

static void
cy_announcer_class_init (CyAnnouncerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cy_announcer_dispose;
  object_class->finalize = cy_announcer_finalize;
}

static void
cy_announcer_init (CyAnnouncer *self)
{
  self->pending = g_string_new (NULL);
  self->told_state = -1;
  self->told_seat = -1;
  self->match_signals = g_signal_group_new (CY_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "logged", G_CALLBACK (on_logged), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::state", G_CALLBACK (on_turn_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::acting-seat", G_CALLBACK (on_turn_changed), self);
}

/**
 * cy_announcer_new:
 * @widget: the view whose news is told, in whose window
 * @status_func: reads @widget's status line
 */
CyAnnouncer *
cy_announcer_new (GtkWidget             *widget,
                  CyAnnouncerStatusFunc  status_func)
{
  CyAnnouncer *self;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  g_return_val_if_fail (status_func != NULL, NULL);

  self = g_object_new (CY_TYPE_ANNOUNCER, NULL);
  g_set_weak_pointer (&self->widget, widget);
  self->status_func = status_func;
  return self;
}
