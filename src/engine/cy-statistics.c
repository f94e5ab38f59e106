/* cy-statistics.c: the statistics store: what each player (or partnership)
 * has achieved over finished games, one file per game
 *
 * Each game keeps $XDG_DATA_HOME/card-yacht/statistics-GAME, a GKeyFile
 * read strictly (a damaged file set aside) and written whole or not at all.
 * The readers of what every entry begins with, and the writer, serve Card
 * Yacht's own file too (card-yacht/cy-player-statistics.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cy-data-file.h"
#include "cy-error.h"
#include "cy-statistics.h"
#include "cy-statistics-private.h"

#define damaged(error, ...) cy_error_set_damaged (error, CY_DAMAGED_STATISTICS, __VA_ARGS__)

/* A strict reading: g_key_file_get_uint64() would take "-1" as 2^64 - 1
 * and trailing garbage as nothing. */
gboolean
cy_statistics_get_uint (GKeyFile    *keys,
                        const char  *group,
                        const char  *key,
                        guint64      max,
                        guint64     *out,
                        GError     **error)
{
  g_autofree char *text = g_key_file_get_value (keys, group, key, NULL);

  if (text == NULL)
    return damaged (error, "“%s” is missing in [%s]", key, group);

  if (!g_ascii_string_to_unsigned (text, 10, 0, max, out, NULL))
    return damaged (error, "%s=%s in [%s]", key, text, group);

  return TRUE;
}

gboolean
cy_statistics_read_totals (GKeyFile            *keys,
                           const char          *group,
                           const char          *bonus_key,
                           guint64              max_total,
                           CyStatisticsTotals  *totals,
                           GError             **error)
{
  g_autofree char *name = g_key_file_get_string (keys, group, "name", NULL);
  guint64 value;

  if (name == NULL || name[0] == '\0')
    return damaged (error, "no name in [%s]", group);

  if (!cy_statistics_get_uint (keys, group, "games", CY_STATISTICS_MAX_GAMES, &value, error))
    return FALSE;
  totals->games = (guint) value;
  if (totals->games == 0)
    return damaged (error, "no games in [%s]", group);

  if (!cy_statistics_get_uint (keys, group, "wins", totals->games, &value, error))
    return FALSE;
  totals->wins = (guint) value;

  if (!cy_statistics_get_uint (keys, group, bonus_key, totals->games, &value, error))
    return FALSE;
  totals->bonuses = (guint) value;

  if (!cy_statistics_get_uint (keys, group, "best-total", max_total, &value, error))
    return FALSE;
  totals->best_total = (guint) value;

  /* Every game adds at most the best total, and the best game added it all. */
  if (!cy_statistics_get_uint (keys, group, "sum-of-totals", (guint64) totals->games * totals->best_total, &value, error))
    return FALSE;
  totals->sum_of_totals = value;
  if (totals->sum_of_totals < totals->best_total)
    return damaged (error, "sum-of-totals below best-total in [%s]", group);

  totals->name = g_steal_pointer (&name);
  return TRUE;
}

/* Writes @keys to @path (whole or not at all), making its folder first. */
gboolean
cy_statistics_write_key_file (const char  *path,
                              GKeyFile    *keys,
                              GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *data = NULL;
  gsize length;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create %s: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }

  data = g_key_file_to_data (keys, &length, NULL);
  return cy_data_file_write (path, data, length, 0600, error);
}

#define GAME_HEADER_GROUP  "Statistics"
#define GAME_VERSION       1
/* Beyond any game total (Yacht's best is 1,575, under the yahtzee rules). */
#define MAX_TOTAL          100000u
/* Beyond any number of hands a partnership can bid in its games. */
#define MAX_CONTRACTS      (CY_STATISTICS_MAX_GAMES * 100u)

static const char * const game_keys[] = { "yacht-bonus", "yacht-1938", "yatzy", "yahtzee", "boat", NULL };

G_DEFINE_BOXED_TYPE (CyGameStatistics, cy_game_statistics, cy_game_statistics_copy, cy_game_statistics_free)

CyGameStatistics *
cy_game_statistics_copy (const CyGameStatistics *self)
{
  CyGameStatistics *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  copy->name = g_strdup (self->name);
  return copy;
}

void
cy_game_statistics_free (CyGameStatistics *self)
{
  if (self == NULL)
    return;

  g_free (self->name);
  g_free (self);
}

double
cy_game_statistics_get_average (const CyGameStatistics *self)
{
  g_return_val_if_fail (self != NULL, 0.0);

  return self->games > 0 ? (double) self->sum_of_totals / self->games : 0.0;
}

gboolean
cy_game_statistics_is_game (const char *game)
{
  return game != NULL && g_strv_contains (game_keys, game);
}

char *
cy_game_statistics_get_path (const char *game)
{
  g_autofree char *file = NULL;

  g_return_val_if_fail (cy_game_statistics_is_game (game), NULL);

  file = g_strconcat ("statistics-", game, NULL);
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, file, NULL);
}

static CyGameStatistics *
read_game_entry (GKeyFile    *keys,
                 const char  *group,
                 GError     **error)
{
  g_autoptr(CyGameStatistics) entry = g_new0 (CyGameStatistics, 1);
  CyStatisticsTotals totals;
  guint64 value;

  if (!cy_statistics_read_totals (keys, group, "bonuses", MAX_TOTAL, &totals, error))
    return NULL;
  entry->name = totals.name;
  entry->games = totals.games;
  entry->wins = totals.wins;
  entry->bonuses = totals.bonuses;
  entry->best_total = totals.best_total;
  entry->sum_of_totals = totals.sum_of_totals;
  if (!cy_statistics_get_uint (keys, group, "contracts-made", MAX_CONTRACTS, &value, error))
    return NULL;
  entry->contracts_made = (guint) value;
  if (!cy_statistics_get_uint (keys, group, "contracts-set", MAX_CONTRACTS, &value, error))
    return NULL;
  entry->contracts_set = (guint) value;

  return g_steal_pointer (&entry);
}

static int
compare_game_entries (gconstpointer a,
                      gconstpointer b)
{
  const CyGameStatistics *pa = *(CyGameStatistics * const *) a;
  const CyGameStatistics *pb = *(CyGameStatistics * const *) b;

  if (pa->games != pb->games)
    return pa->games > pb->games ? -1 : 1;
  if (pa->wins != pb->wins)
    return pa->wins > pb->wins ? -1 : 1;

  return g_utf8_collate (pa->name, pb->name);
}

typedef struct
{
  const char  *game;
  char       **last_game;
} GameParseData;

static gpointer
parse_game_contents (GBytes   *contents,
                     gpointer  user_data,
                     GError  **error)
{
  GameParseData *data = user_data;
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) cy_game_statistics_free);
  g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) local_error = NULL;
  g_auto(GStrv) groups = NULL;
  g_autofree char *game = NULL;
  gsize length;
  const char *text = g_bytes_get_data (contents, &length);
  guint64 version;

  if (!g_key_file_load_from_data (keys, text, length, G_KEY_FILE_NONE, &local_error))
    {
      damaged (error, "%s", local_error->message);
      return NULL;
    }
  if (!g_key_file_has_group (keys, GAME_HEADER_GROUP))
    {
      damaged (error, "no [%s] group", GAME_HEADER_GROUP);
      return NULL;
    }
  if (!cy_statistics_get_uint (keys, GAME_HEADER_GROUP, "version", G_MAXUINT32, &version, error))
    return NULL;
  if (version > GAME_VERSION)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_VERSION,
                   _("The statistics come from a newer version of Card Yacht (format %u; this version reads up to %u)"),
                   (guint) version, GAME_VERSION);
      return NULL;
    }
  if (version != GAME_VERSION)
    {
      damaged (error, "format %u", (guint) version);
      return NULL;
    }

  game = g_key_file_get_string (keys, GAME_HEADER_GROUP, "game", NULL);
  if (g_strcmp0 (game, data->game) != 0)
    {
      damaged (error, "the statistics of %s, not %s", game != NULL ? game : "no game", data->game);
      return NULL;
    }

  groups = g_key_file_get_groups (keys, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      CyGameStatistics *entry;

      if (strcmp (groups[i], GAME_HEADER_GROUP) == 0)
        continue;

      entry = read_game_entry (keys, groups[i], error);
      if (entry == NULL)
        return NULL;
      g_ptr_array_add (list, entry);
      if (!g_hash_table_add (names, entry->name))
        {
          damaged (error, "“%s” twice", entry->name);
          return NULL;
        }
    }

  g_ptr_array_sort (list, compare_game_entries);
  if (data->last_game != NULL)
    *data->last_game = g_key_file_get_string (keys, GAME_HEADER_GROUP, "last-game", NULL);

  return g_steal_pointer (&list);
}

static GPtrArray *
read_game_statistics (const char  *game,
                      char       **last_game,
                      char       **moved_aside,
                      GError     **error)
{
  g_autofree char *path = cy_game_statistics_get_path (game);
  g_autoptr(GError) local_error = NULL;
  g_autofree char *aside = NULL;
  GameParseData data = { game, last_game };
  GPtrArray *list;

  if (moved_aside != NULL)
    *moved_aside = NULL;
  if (last_game != NULL)
    *last_game = NULL;

  list = cy_data_file_load (path, CY_STATISTICS_MAX_SIZE, parse_game_contents, &data, &aside, &local_error);
  if (list != NULL)
    return list;

  if (local_error != NULL && aside == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  if (aside != NULL)
    {
      g_message ("%s; moved to %s, starting afresh", local_error->message, aside);
      if (moved_aside != NULL)
        *moved_aside = g_steal_pointer (&aside);
    }

  return g_ptr_array_new_with_free_func ((GDestroyNotify) cy_game_statistics_free);
}

GPtrArray *
cy_game_statistics_load (const char  *game,
                         char       **moved_aside,
                         GError     **error)
{
  g_return_val_if_fail (cy_game_statistics_is_game (game), NULL);

  return read_game_statistics (game, NULL, moved_aside, error);
}

static gboolean
write_game_statistics (const char  *game,
                       GPtrArray   *list,
                       const char  *last_game,
                       GError     **error)
{
  g_autofree char *path = cy_game_statistics_get_path (game);
  g_autoptr(GKeyFile) keys = g_key_file_new ();

  g_key_file_set_uint64 (keys, GAME_HEADER_GROUP, "version", GAME_VERSION);
  g_key_file_set_string (keys, GAME_HEADER_GROUP, "game", game);
  if (last_game != NULL)
    g_key_file_set_string (keys, GAME_HEADER_GROUP, "last-game", last_game);

  for (guint i = 0; i < list->len; i++)
    {
      const CyGameStatistics *entry = g_ptr_array_index (list, i);
      g_autofree char *group = g_strdup_printf ("Entry %u", i + 1);

      g_key_file_set_string (keys, group, "name", entry->name);
      g_key_file_set_uint64 (keys, group, "games", entry->games);
      g_key_file_set_uint64 (keys, group, "wins", entry->wins);
      g_key_file_set_uint64 (keys, group, "best-total", entry->best_total);
      g_key_file_set_uint64 (keys, group, "sum-of-totals", entry->sum_of_totals);
      g_key_file_set_uint64 (keys, group, "bonuses", entry->bonuses);
      g_key_file_set_uint64 (keys, group, "contracts-made", entry->contracts_made);
      g_key_file_set_uint64 (keys, group, "contracts-set", entry->contracts_set);
    }

  return cy_statistics_write_key_file (path, keys, error);
}

/**
 * cy_game_statistics_record:
 * @game: "yacht-bonus", "yacht-1938", "yatzy", "yahtzee" or "boat"
 * @saved: the finished game's saved form
 * @entries: (array length=n_entries): each player's (or partnership's) part
 *
 * Adds a finished game. The same game (the same @saved) recorded twice in
 * a row counts once.
 *
 * Returns: %TRUE if the statistics hold the game
 */
gboolean
cy_game_statistics_record (const char                  *game,
                           GBytes                      *saved,
                           const CyGameStatisticsEntry *entries,
                           guint                        n_entries,
                           GError                     **error)
{
  g_autoptr(GPtrArray) list = NULL;
  g_autofree char *last_game = NULL;
  g_autofree char *checksum = NULL;

  g_return_val_if_fail (cy_game_statistics_is_game (game), FALSE);
  g_return_val_if_fail (saved != NULL, FALSE);
  g_return_val_if_fail (entries != NULL || n_entries == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  list = read_game_statistics (game, &last_game, NULL, error);
  if (list == NULL)
    return FALSE;

  checksum = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, saved);
  if (g_strcmp0 (checksum, last_game) == 0)
    return TRUE;

  for (guint i = 0; i < n_entries; i++)
    {
      const CyGameStatisticsEntry *result = &entries[i];
      g_autofree char *name = g_utf8_make_valid (result->name, -1);
      CyGameStatistics *entry = NULL;
      guint total = MIN (result->total, MAX_TOTAL);

      for (guint k = 0; k < list->len && entry == NULL; k++)
        if (strcmp (((CyGameStatistics *) g_ptr_array_index (list, k))->name, name) == 0)
          entry = g_ptr_array_index (list, k);

      if (entry == NULL)
        {
          entry = g_new0 (CyGameStatistics, 1);
          entry->name = g_steal_pointer (&name);
          g_ptr_array_add (list, entry);
        }
      else if (entry->games >= CY_STATISTICS_MAX_GAMES)
        continue;

      entry->games++;
      entry->wins += result->won ? 1 : 0;
      entry->bonuses += result->bonus ? 1 : 0;
      entry->best_total = MAX (entry->best_total, total);
      entry->sum_of_totals += total;
      entry->contracts_made = MIN ((guint64) entry->contracts_made + result->contracts_made, MAX_CONTRACTS);
      entry->contracts_set = MIN ((guint64) entry->contracts_set + result->contracts_set, MAX_CONTRACTS);
    }

  g_ptr_array_sort (list, compare_game_entries);
  return write_game_statistics (game, list, checksum, error);
}

gboolean
cy_game_statistics_reset (const char  *game,
                          GError     **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (cy_game_statistics_is_game (game), FALSE);

  path = cy_game_statistics_get_path (game);
  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not delete %s: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }

  return TRUE;
}
