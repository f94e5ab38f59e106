/* cy-player-statistics.h: what each player has achieved over finished
 * games of Card Yacht
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "cy-game.h"

G_BEGIN_DECLS

/* One player's figures. Players are keyed by name, whoever plays the seat
 * (a person or a computer policy): "Ann" is the same player in every game. */
typedef struct
{
  char     *name;
  guint     games;                              /* finished games played */
  guint     wins;                               /* a shared win counts as a win */
  guint     best_total;
  guint64   sum_of_totals;                      /* for the average */
  guint     best_scores[CY_N_CATEGORIES];       /* the best score in each category */
  guint     suited_bonuses;                     /* games that earned the Suited Bonus */
} CyPlayerStatistics;

#define CY_TYPE_PLAYER_STATISTICS (cy_player_statistics_get_type ())

GType                cy_player_statistics_get_type    (void) G_GNUC_CONST;
CyPlayerStatistics  *cy_player_statistics_copy        (const CyPlayerStatistics *self);
void                 cy_player_statistics_free        (CyPlayerStatistics       *self);
double               cy_player_statistics_get_average (const CyPlayerStatistics *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CyPlayerStatistics, cy_player_statistics_free)

/* $XDG_DATA_HOME/card-yacht/statistics */
char                *cy_statistics_get_path           (void);

gboolean             cy_statistics_record_game        (CyGame                   *game,
                                                       GError                  **error);
GPtrArray           *cy_statistics_load               (char                    **moved_aside,
                                                       GError                  **error);
CyPlayerStatistics  *cy_statistics_lookup             (GPtrArray                *list,
                                                       const char               *name);
gboolean             cy_statistics_reset              (GError                  **error);

G_END_DECLS
