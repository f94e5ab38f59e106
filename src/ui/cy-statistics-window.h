/* cy-statistics-window.h: every player's statistics in each game, and a way to reset them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CY_TYPE_STATISTICS_WINDOW (cy_statistics_window_get_type ())

G_DECLARE_FINAL_TYPE (CyStatisticsWindow, cy_statistics_window, CY, STATISTICS_WINDOW, AdwWindow)

CyStatisticsWindow *cy_statistics_window_new    (GtkWindow          *parent);
void                cy_statistics_window_reload (CyStatisticsWindow *self);
/* "card-yacht" (the default), "yacht-bonus", "yacht-1938" or "boat" */
void                cy_statistics_window_set_game (CyStatisticsWindow *self,
                                                   const char         *game);
const char         *cy_statistics_window_get_game (CyStatisticsWindow *self);

G_END_DECLS
