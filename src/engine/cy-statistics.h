/* cy-statistics.h: the statistics store, what each player (or
 * partnership) has achieved over finished games
 *
 * One store for every game: a file per game in $XDG_DATA_HOME/card-yacht/,
 * a GKeyFile with a header group and one group per entry. Every entry
 * holds the fields all games share (name, games, wins, a bonus count, the
 * best total and the sum of totals) and the game's own (a best score per
 * category, contracts made), which a CyStatisticsFormat names.
 * One reader checks every file strictly (a damaged file is set aside, one
 * from a newer version left alone) and one writer writes it whole or not
 * at all; a game recorded twice in a row counts once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Each game's own fields, at most this many. */
#define CY_STATISTICS_MAX_FIELDS 16

typedef enum
{
  CY_STATISTICS_SUM,    /* a game adds to it (up to its largest value) */
  CY_STATISTICS_BEST,   /* a game raises it to its own, if higher */
} CyStatisticsMerge;

typedef struct
{
  const char         *key;     /* "contracts-made" */
  guint64             max;     /* the largest value a file may hold */
  CyStatisticsMerge   merge;
} CyStatisticsField;

/* The files most games have always written: the common
 * fields and two counters of the game's own (@first, @second: keys), each
 * summed, with totals up to 100,000. */
#define CY_STATISTICS_MAX_GAMES    1000000000u
#define CY_STATISTICS_GAME_FORMAT(key, first, second) {                       \
    .file_name = "statistics-" key,                                           \
    .header_group = "Statistics",                                             \
    .game = key,                                                              \
    .entry_group = "Entry",                                                   \
    .bonus_key = "bonuses",                                                   \
    .max_total = 100000u,                                                     \
    .n_fields = 2,                                                            \
    .fields = {                                                               \
      { first, CY_STATISTICS_MAX_GAMES * 100u, CY_STATISTICS_SUM },           \
      { second, CY_STATISTICS_MAX_GAMES * 100u, CY_STATISTICS_SUM },          \
    },                                                                        \
  }

/* A game's statistics file, as it has always been written. */
typedef struct
{
  const char         *file_name;      /* "statistics-boat" */
  const char         *header_group;   /* "Statistics" */
  const char         *game;           /* the header's game=, or NULL: none written or checked */
  const char         *entry_group;    /* "Entry": groups "Entry 1", "Entry 2"… */
  const char         *bonus_key;      /* "bonuses" */
  guint               max_total;      /* the largest best-total a file may hold */
  guint               n_fields;
  CyStatisticsField   fields[CY_STATISTICS_MAX_FIELDS];
} CyStatisticsFormat;

/* One entry of a store. */
typedef struct
{
  char     *name;
  guint     games;
  guint     wins;
  guint     bonuses;
  guint     best_total;
  guint64   sum_of_totals;
  guint64   fields[CY_STATISTICS_MAX_FIELDS];
} CyStatisticsEntry;

/* One player's (or partnership's) part in a finished game. */
typedef struct
{
  const char  *name;
  gboolean     won;
  guint        total;
  gboolean     bonus;
  guint64      fields[CY_STATISTICS_MAX_FIELDS];
} CyStatisticsResult;

char        *cy_statistics_store_get_path (const CyStatisticsFormat  *format);
/* The entries (CyStatisticsEntry, g_free'd with their name), most games
 * first; empty without a file. A damaged file is moved aside (its new name
 * in @moved_aside) and gives an empty list; NULL, with @error, when the
 * file must not be replaced (from a newer version, or damaged and not
 * movable). */
GPtrArray   *cy_statistics_store_load     (const CyStatisticsFormat  *format,
                                           char                     **moved_aside,
                                           GError                   **error);
/* Adds a finished game; @saved (its saved form) tells one game from another. */
gboolean     cy_statistics_store_record   (const CyStatisticsFormat  *format,
                                           GBytes                    *saved,
                                           const CyStatisticsResult  *results,
                                           guint                      n_results,
                                           GError                   **error);
gboolean     cy_statistics_store_reset    (const CyStatisticsFormat  *format,
                                           GError                   **error);
void         cy_statistics_entry_free     (CyStatisticsEntry         *entry);

/* The statistics of a registered game's rule set, by its key (each game
 * supplies its file's format through its CyGameInfo): one entry per player
 * or partnership, in its own file, $XDG_DATA_HOME/card-yacht/statistics-KEY,
 * read and written by the store, with the two counters of the game's own
 * that CY_STATISTICS_GAME_FORMAT() gives it (its keys name them: Boat's
 * contracts made and set). */
#define CY_STATISTICS_GAME_FIELDS 2

typedef struct
{
  char     *name;             /* a player, or a partnership ("Ann and Nora") */
  guint     games;            /* finished games */
  guint     wins;             /* a shared win counts as a win */
  guint     best_total;       /* the best game total (with any bonus) */
  guint64   sum_of_totals;    /* for the average */
  guint     bonuses;          /* games that earned the bonus */
  guint     fields[CY_STATISTICS_GAME_FIELDS];  /* the format's fields, in its order */
} CyGameStatistics;

/* One player's (or partnership's) part in a finished game. */
typedef struct
{
  const char  *name;
  gboolean     won;
  guint        total;
  gboolean     bonus;
  guint        fields[CY_STATISTICS_GAME_FIELDS];
} CyGameStatisticsEntry;

#define CY_TYPE_GAME_STATISTICS (cy_game_statistics_get_type ())

GType                cy_game_statistics_get_type      (void) G_GNUC_CONST;
CyGameStatistics    *cy_game_statistics_copy          (const CyGameStatistics   *self);
void                 cy_game_statistics_free          (CyGameStatistics         *self);
double               cy_game_statistics_get_average   (const CyGameStatistics   *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CyGameStatistics, cy_game_statistics_free)

/* Whether a registered game keeps statistics under @game, a rule set's key */
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
