/* cy-table-view-log.c: the last lines of the move log on the table, and
 * the whole log in its popover
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-card-widget.h"
#include "cy-table-view-private.h"

void
_cy_table_view_update_events (CyTableView *self)
{
  g_autoptr(CyMatch) match = self->log_signals ? g_signal_group_dup_target (self->log_signals) : NULL;
  const char *lines[N_EVENT_LINES] = { NULL };
  const char * const *log;
  guint n_log = 0, n = 0;
  g_autofree char *text = NULL;

  log = match != NULL ? cy_match_get_log (match, &n_log) : NULL;
  /* The newest lines, oldest first; the empty lines between hands are skipped. */
  for (guint i = n_log; i > 0 && n < N_EVENT_LINES; i--)
    if (log[i - 1][0] != '\0')
      lines[n++] = log[i - 1];

  if (n == 2)
    text = g_strdup_printf ("%s\n%s", lines[1], lines[0]);
  else
    text = g_strdup (n == 1 ? lines[0] : "");
  cy_table_view_set_events (self, text);
}

/* How many lines @text takes in @label at the label's width. */
static int
count_lines (GtkLabel   *label,
             const char *text)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (label), text);

  pango_layout_set_width (layout, gtk_widget_get_width (GTK_WIDGET (label)) * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  return pango_layout_get_line_count (layout);
}

static void
set_lines (GtkLabel *label,
           int       lines)
{
  if (gtk_label_get_lines (label) != lines)
    gtk_label_set_lines (label, lines);
}

/* The status, the log's last lines and the hint under a proposal wrap
 * within the room they keep: a status of two lines leaves one line to the
 * log; two log lines that need more than their two lines leave the room to
 * the newest; a proposal leaves the hint the lines it does not need. Only
 * what would still not fit ends in "…". Done once the table is laid out,
 * before the next frame (a label changed while the table is being laid
 * out would miss its allocation); what it changes lays the table out again
 * the same way, and the next pass changes nothing. */
static gboolean
fit_texts (GtkWidget     *widget,
           GdkFrameClock *clock,
           gpointer       data)
{
  CyTableView *self = CY_TABLE_VIEW (widget);
  const char *events = self->events_text != NULL ? self->events_text : "";
  const char *newest = strrchr (events, '\n');
  int room = 2;
  const char *shown;

  if (gtk_widget_get_width (GTK_WIDGET (self->events_label)) <= 0)
    return G_SOURCE_REMOVE;

  if (pango_layout_get_line_count (gtk_label_get_layout (self->status_label)) > 1)
    room = 1;
  if (room == 1)
    gtk_widget_add_css_class (GTK_WIDGET (self->events_label), "short");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->events_label), "short");
  set_lines (self->events_label, room);

  shown = newest != NULL && count_lines (self->events_label, events) > room ? newest + 1 : events;
  if (g_strcmp0 (gtk_label_get_text (self->events_label), shown) != 0)
    gtk_label_set_text (self->events_label, shown);

  if (self->proposal != NULL && self->hint != NULL)
    {
      int proposal_lines = CLAMP (count_lines (self->confirm_label, self->proposal), 1, 3);

      set_lines (self->confirm_label, proposal_lines);
      set_lines (self->hint_label, 4 - proposal_lines);
    }

  return G_SOURCE_REMOVE;
}

/* Done or dropped (the table left the screen): the next layout asks again. */
static void
fit_texts_done (gpointer data)
{
  CY_TABLE_VIEW (data)->fit_tick = 0;
}

void
_cy_table_view_fit_texts (CyTableView *self)
{
  if (self->fit_tick == 0)
    self->fit_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), fit_texts, self, fit_texts_done);
}

/**
 * cy_table_view_set_events:
 * @text: (nullable): lines to show where the log's last lines go
 *
 * For a table without a log source (a replay): what has just happened.
 */
void
cy_table_view_set_events (CyTableView *self,
                          const char  *text)
{
  g_return_if_fail (CY_IS_TABLE_VIEW (self));

  g_free (self->events_text);
  self->events_text = g_strdup (text != NULL ? text : "");
  gtk_label_set_text (self->events_label, self->events_text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->events_label), self->events_text[0] != '\0' ? self->events_text : NULL);
  /* Which of its lines fit is known once the table is laid out. */
  _cy_table_view_fit_texts (self);
}

/* Wrapped lines take their heights over a few frames: the list goes to
 * its end at every frame until its height holds still. */
static gboolean
scroll_log_to_end (GtkWidget     *scroller,
                   GdkFrameClock *clock,
                   gpointer       data)
{
  CyTableView *self = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  double upper = gtk_adjustment_get_upper (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);

  gtk_adjustment_set_value (adjustment, upper - page);
  if (page > 0 && upper == self->log_upper)
    return G_SOURCE_REMOVE;

  self->log_upper = upper;
  return G_SOURCE_CONTINUE;
}

void
_cy_table_view_on_log_popover_show (CyTableView *self)
{
  g_autoptr(CyMatch) match = g_signal_group_dup_target (self->log_signals);
  const char * const *log;
  GtkWidget *child;
  guint n_log = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->log_list))) != NULL)
    gtk_list_box_remove (self->log_list, child);

  log = match != NULL ? cy_match_get_log (match, &n_log) : NULL;
  if (n_log == 0)
    {
      GtkWidget *label = gtk_label_new (_("Nothing has happened yet"));

      gtk_widget_add_css_class (label, "dim-label");
      gtk_list_box_append (self->log_list, label);
    }

  for (guint i = 0; i < n_log; i++)
    {
      GtkWidget *line;

      /* An empty line separates hands. */
      if (log[i][0] == '\0')
        line = gtk_separator_new (GTK_ORIENTATION_HORIZONTAL);
      else
        {
          line = gtk_label_new (log[i]);
          gtk_label_set_wrap (GTK_LABEL (line), TRUE);
          gtk_label_set_xalign (GTK_LABEL (line), 0.0);
          gtk_label_set_width_chars (GTK_LABEL (line), 40);
          gtk_label_set_max_width_chars (GTK_LABEL (line), 50);
        }
      gtk_list_box_append (self->log_list, line);
    }

  /* The newest move is at the bottom, where the list opens. */
  self->log_upper = -1;
  gtk_widget_add_tick_callback (GTK_WIDGET (self->log_scroller), scroll_log_to_end, self, NULL);
}

/* Newly arrived cards */
