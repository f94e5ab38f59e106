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
/* A rule set's key, as the registry names them (the default game's first
 * by default). */
void                cy_statistics_window_set_game (CyStatisticsWindow *self,
                                                   const char         *game);
const char         *cy_statistics_window_get_game (CyStatisticsWindow *self);

/* For each game's new_statistics_group (cy-game-ui.h): the group of a
 * player or partnership, titled with @name, its games played and won in
 * its first rows; a row of a figure (@value, shown as it is) and of a
 * count. */
AdwPreferencesGroup *cy_statistics_group_new      (const char   *name,
                                                   guint         games,
                                                   guint         wins);
GtkWidget           *cy_statistics_figure_row_new (const char   *title,
                                                   const char   *value);
GtkWidget           *cy_statistics_count_row_new  (const char   *title,
                                                   guint64       value);

G_END_DECLS
