/* cy-frame-timer.h: measuring frames for the benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Does nothing unless a benchmark asks for it in the environment:
 * CY_BENCH_FIRST_FRAME=1 quits the application after the window's first
 * frame; CY_BENCH_FRAMES=N prints, when the window is destroyed, how long
 * the frames after the first N seconds took to update, lay out and paint
 * (95th percentile and max). */
void cy_frame_timer_attach (GtkWindow *window);

G_END_DECLS
