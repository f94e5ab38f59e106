/* cy-frame-timer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "cy-frame-timer.h"

typedef struct
{
  GtkWindow *window;
  GArray    *durations;   /* microseconds, one per frame */
  gint64     frame_start;
  gint64     record_from;     /* frames before this time are not counted */
  gboolean   quit_after_first;
} FrameTimer;

static void
on_update (GdkFrameClock *clock,
           FrameTimer    *timer)
{
  timer->frame_start = g_get_monotonic_time ();
}

static void
on_after_paint (GdkFrameClock *clock,
                FrameTimer    *timer)
{
  gint64 duration;

  if (timer->quit_after_first)
    {
      GtkApplication *app = gtk_window_get_application (timer->window);

      printf ("first-frame\n");
      fflush (stdout);
      timer->quit_after_first = FALSE;
      if (app != NULL)
        g_application_quit (G_APPLICATION (app));
      return;
    }

  if (timer->frame_start == 0 || timer->frame_start < timer->record_from)
    return;

  duration = g_get_monotonic_time () - timer->frame_start;
  g_array_append_val (timer->durations, duration);
  timer->frame_start = 0;
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static void
print_stats (FrameTimer *timer)
{
  if (timer->durations->len > 0)
    {
      g_array_sort (timer->durations, compare_gint64);
      printf ("frames: %u, p95 %.2f ms, max %.2f ms\n", timer->durations->len,
              g_array_index (timer->durations, gint64, (guint) (0.95 * (timer->durations->len - 1))) / 1000.0,
              g_array_index (timer->durations, gint64, timer->durations->len - 1) / 1000.0);
      fflush (stdout);
      g_array_set_size (timer->durations, 0);
    }
}

static void
frame_timer_free (gpointer data)
{
  FrameTimer *timer = data;

  print_stats (timer);
  g_array_unref (timer->durations);
  g_free (timer);
}

static void
print_stats_cb (GtkWidget *window)
{
  FrameTimer *timer = g_object_get_data (G_OBJECT (window), "cy-frame-timer");

  if (timer != NULL)
    print_stats (timer);
}

static void
on_realize (GtkWidget  *widget,
            FrameTimer *timer)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  const char *delay = g_getenv ("CY_BENCH_FRAMES");
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (widget));

  /* Quitting the application does not destroy its windows: report then. */
  if (app != NULL)
    g_signal_connect_object (app, "shutdown", G_CALLBACK (print_stats_cb), widget, G_CONNECT_SWAPPED);

  /* CY_BENCH_FRAMES=N: count only frames after N seconds, once start-up is over. */
  if (delay != NULL)
    timer->record_from = g_get_monotonic_time () + (gint64) (g_ascii_strtod (delay, NULL) * G_USEC_PER_SEC);

  g_signal_connect (clock, "update", G_CALLBACK (on_update), timer);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), timer);
}

void
cy_frame_timer_attach (GtkWindow *window)
{
  FrameTimer *timer;

  if (g_getenv ("CY_BENCH_FIRST_FRAME") == NULL && g_getenv ("CY_BENCH_FRAMES") == NULL)
    return;

  timer = g_new0 (FrameTimer, 1);
  timer->window = window;
  timer->durations = g_array_new (FALSE, FALSE, sizeof (gint64));
  timer->quit_after_first = g_getenv ("CY_BENCH_FIRST_FRAME") != NULL;

  g_object_set_data_full (G_OBJECT (window), "cy-frame-timer", timer, frame_timer_free);
  g_signal_connect (window, "realize", G_CALLBACK (on_realize), timer);
}
