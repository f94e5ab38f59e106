/* cy-statistics-private.h: what the statistics files of every game share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Far beyond any real count; the bound keeps the arithmetic from overflowing. */
#define CY_STATISTICS_MAX_GAMES  1000000000u

/* What every entry begins with, checked alike: a name, games (at least
 * one), wins and bonuses (at most one a game), the best total and the sum
 * of totals (between the best and games times the best). */
typedef struct
{
  char    *name;
  guint    games;
  guint    wins;
  guint    bonuses;
  guint    best_total;
  guint64  sum_of_totals;
} CyStatisticsTotals;

gboolean  cy_statistics_get_uint        (GKeyFile            *keys,
                                         const char          *group,
                                         const char          *key,
                                         guint64              max,
                                         guint64             *out,
                                         GError             **error);
gboolean  cy_statistics_read_totals     (GKeyFile            *keys,
                                         const char          *group,
                                         const char          *bonus_key,
                                         guint64              max_total,
                                         CyStatisticsTotals  *totals,
                                         GError             **error);
/* Writes @keys to @path (whole or not at all), making its folder first. */
gboolean  cy_statistics_write_key_file  (const char          *path,
                                         GKeyFile            *keys,
                                         GError             **error);

G_END_DECLS
