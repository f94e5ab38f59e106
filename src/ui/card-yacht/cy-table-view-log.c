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
  gtk_label_set_text (self->events_label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->events_label), n > 0 ? text : NULL);
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

  gtk_label_set_text (self->events_label, text != NULL ? text : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->events_label), text != NULL && text[0] != '\0' ? text : NULL);
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
