/* cy-statistics.h: the statistics store of the games other than Card Yacht
 * (whose own file is card-yacht/cy-player-statistics.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Yacht per rule set ("yacht-bonus", "yacht-1938"), one
 * entry per player; Boat ("boat"), one entry per partnership. Each game
 * keeps its own file, $XDG_DATA_HOME/card-yacht/statistics-GAME, read and
 * written alike (strictly checked, a damaged file set aside, a
 * game recorded twice in a row counted once). */
typedef struct
{
  char     *name;             /* a player, or a partnership ("Ann and Nora") */
  guint     games;            /* finished games */
  guint     wins;             /* a shared win counts as a win */
  guint     best_total;       /* Yacht: the best game total (with the bonus) */
  guint64   sum_of_totals;    /* Yacht: for the average */
  guint     bonuses;          /* Yacht: games that earned the bonus */
  guint     contracts_made;   /* Boat: hands the partnership bid and made */
  guint     contracts_set;    /* Boat: hands it bid and was set */
} CyGameStatistics;

/* One player's (or partnership's) part in a finished game. */
typedef struct
{
  const char  *name;
  gboolean     won;
  guint        total;
  gboolean     bonus;
  guint        contracts_made;
  guint        contracts_set;
} CyGameStatisticsEntry;

#define CY_TYPE_GAME_STATISTICS (cy_game_statistics_get_type ())

GType                cy_game_statistics_get_type      (void) G_GNUC_CONST;
CyGameStatistics    *cy_game_statistics_copy          (const CyGameStatistics   *self);
void                 cy_game_statistics_free          (CyGameStatistics         *self);
double               cy_game_statistics_get_average   (const CyGameStatistics   *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CyGameStatistics, cy_game_statistics_free)

/* "yacht-bonus", "yacht-1938" or "boat" */
gboolean             cy_game_statistics_is_game       (const char               *game);
char                *cy_game_statistics_get_path      (const char               *game);
/* @saved: the finished game's saved form, which tells one game from another. */
gboolean             cy_game_statistics_record        (const char               *game,
                                                       GBytes                   *saved,
                                                       const CyGameStatisticsEntry *entries,
                                                       guint                     n_entries,
                                                       GError                  **error);
/* Most games first; an empty list without a file. As cy_statistics_load(). */
GPtrArray           *cy_game_statistics_load          (const char               *game,
                                                       char                    **moved_aside,
                                                       GError                  **error);
gboolean             cy_game_statistics_reset         (const char               *game,
                                                       GError                  **error);

G_END_DECLS
