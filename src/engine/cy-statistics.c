/* cy-statistics.c: the statistics store (one reader, one writer, a file
 * per game), and the listing of a registered game's statistics by key
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
#include "cy-game-info.h"
#include "cy-statistics.h"

#define damaged(error, ...) cy_error_set_damaged (error, CY_DAMAGED_STATISTICS, __VA_ARGS__)

/* Far beyond any real count; the bound keeps the arithmetic from overflowing. */
#define MAX_GAMES  CY_STATISTICS_MAX_GAMES

void
cy_statistics_entry_free (CyStatisticsEntry *entry)
{
  if (entry == NULL)
    return;

  g_free (entry->name);
  g_free (entry);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CyStatisticsEntry, cy_statistics_entry_free)

char *
cy_statistics_store_get_path (const CyStatisticsFormat *format)
{
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, format->file_name, NULL);
}

/* A strict reading: g_key_file_get_uint64() would take "-1" as 2^64 - 1
 * and trailing garbage as nothing. */
static gboolean
get_uint (GKeyFile    *keys,
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

/* The fields every entry holds, checked alike: a name, games (at least
 * one), wins and bonuses (at most one a game), the best total and the sum
 * of totals (between the best and games times the best); then the game's
 * own. */
static CyStatisticsEntry *
read_entry (const CyStatisticsFormat  *format,
            GKeyFile                  *keys,
            const char                *group,
            GError                   **error)
{
  g_autoptr(CyStatisticsEntry) entry = g_new0 (CyStatisticsEntry, 1);
  guint64 value;

  entry->name = g_key_file_get_string (keys, group, "name", NULL);
  if (entry->name == NULL || entry->name[0] == '\0')
    return damaged (error, "no name in [%s]", group), NULL;

  if (!get_uint (keys, group, "games", MAX_GAMES, &value, error))
    return NULL;
  entry->games = (guint) value;
  if (entry->games == 0)
    return damaged (error, "no games in [%s]", group), NULL;

  if (!get_uint (keys, group, "wins", entry->games, &value, error))
    return NULL;
  entry->wins = (guint) value;

  if (!get_uint (keys, group, format->bonus_key, entry->games, &value, error))
    return NULL;
  entry->bonuses = (guint) value;

  if (!get_uint (keys, group, "best-total", format->max_total, &value, error))
    return NULL;
  entry->best_total = (guint) value;

  /* Every game adds at most the best total, and the best game added it all. */
  if (!get_uint (keys, group, "sum-of-totals", (guint64) entry->games * entry->best_total, &value, error))
    return NULL;
  entry->sum_of_totals = value;
  if (entry->sum_of_totals < entry->best_total)
    return damaged (error, "sum-of-totals below best-total in [%s]", group), NULL;

  for (guint f = 0; f < format->n_fields; f++)
    if (!get_uint (keys, group, format->fields[f].key, format->fields[f].max, &entry->fields[f], error))
      return NULL;

  return g_steal_pointer (&entry);
}

/* Most games first, so that the regulars lead the list. */
static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  const CyStatisticsEntry *pa = *(CyStatisticsEntry * const *) a;
  const CyStatisticsEntry *pb = *(CyStatisticsEntry * const *) b;

  if (pa->games != pb->games)
    return pa->games > pb->games ? -1 : 1;
  if (pa->wins != pb->wins)
    return pa->wins > pb->wins ? -1 : 1;

  return g_utf8_collate (pa->name, pb->name);
}

#define STORE_VERSION 1

/* The first line GKeyFile cannot read (not blank, a comment, a [group] or
 * a key=value), counted from 1; 0 when none is found. */
static guint
first_bad_line (const char *text,
                gsize       length)
{
  const char *end = text + length;
  guint number = 1;

  for (const char *line = text; line < end; number++)
    {
      const char *eol = memchr (line, '\n', (gsize) (end - line));
      const char *p = line;

      if (eol == NULL)
        eol = end;
      while (p < eol && (*p == ' ' || *p == '\t'))
        p++;
      if (p < eol && *p != '#' && *p != '\r' &&
          !(*p == '[' && memchr (p, ']', (gsize) (eol - p)) != NULL) &&
          (*p == '=' || memchr (p, '=', (gsize) (eol - p)) == NULL))
        return number;
      line = eol + 1;
    }

  return 0;
}

/* On failure the damage is said with the line's number, never the line
 * itself (GKeyFile quotes it whole). */
static gboolean
load_key_file (GKeyFile    *keys,
               const char  *text,
               gsize        length,
               GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  guint line;

  if (g_key_file_load_from_data (keys, text, length, G_KEY_FILE_NONE, &local_error))
    return TRUE;

  line = first_bad_line (text, length);
  if (line > 0)
    return damaged (error, "line %u is not a [group], a key=value or a comment", line);
  return damaged (error, "%s", local_error->message);
}

typedef struct
{
  const CyStatisticsFormat  *format;
  char                     **last_game;
} ParseData;

/* A file from a newer version gives CY_ERROR_VERSION: it is not ours to
 * throw away. Anything else wrong gives CY_ERROR_CORRUPT. */
static gpointer
parse_contents (GBytes   *contents,
                gpointer  user_data,
                GError  **error)
{
  ParseData *data = user_data;
  const CyStatisticsFormat *format = data->format;
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) cy_statistics_entry_free);
  g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
  g_auto(GStrv) groups = NULL;
  gsize length;
  const char *text = g_bytes_get_data (contents, &length);
  guint64 version;

  if (!load_key_file (keys, text, length, error))
    return NULL;
  if (!g_key_file_has_group (keys, format->header_group))
    return damaged (error, "no [%s] group", format->header_group), NULL;
  if (!get_uint (keys, format->header_group, "version", G_MAXUINT32, &version, error))
    return NULL;
  if (version > STORE_VERSION)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_VERSION,
                   _("The statistics come from a newer version of Card Yacht (format %u; this version reads up to %u)"),
                   (guint) version, STORE_VERSION);
      return NULL;
    }
  if (version != STORE_VERSION)
    return damaged (error, "format %u", (guint) version), NULL;

  if (format->game != NULL)
    {
      g_autofree char *game = g_key_file_get_string (keys, format->header_group, "game", NULL);

      if (g_strcmp0 (game, format->game) != 0)
        return damaged (error, "the statistics of %s, not %s", game != NULL ? game : "no game", format->game), NULL;
    }

  groups = g_key_file_get_groups (keys, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      CyStatisticsEntry *entry;

      if (strcmp (groups[i], format->header_group) == 0)
        continue;

      entry = read_entry (format, keys, groups[i], error);
      if (entry == NULL)
        return NULL;
      g_ptr_array_add (list, entry);
      if (!g_hash_table_add (names, entry->name))
        return damaged (error, "“%s” twice", entry->name), NULL;
    }

  g_ptr_array_sort (list, compare_entries);
  if (data->last_game != NULL)
    *data->last_game = g_key_file_get_string (keys, format->header_group, "last-game", NULL);

  return g_steal_pointer (&list);
}

static GPtrArray *
read_store (const CyStatisticsFormat  *format,
            char                     **last_game,
            char                     **moved_aside,
            GError                   **error)
{
  g_autofree char *path = cy_statistics_store_get_path (format);
  g_autoptr(GError) local_error = NULL;
  g_autofree char *aside = NULL;
  ParseData data = { format, last_game };
  GPtrArray *list;

  if (moved_aside != NULL)
    *moved_aside = NULL;
  if (last_game != NULL)
    *last_game = NULL;

  list = cy_data_file_load (path, CY_STATISTICS_MAX_SIZE, parse_contents, &data, &aside, &local_error);
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

  return g_ptr_array_new_with_free_func ((GDestroyNotify) cy_statistics_entry_free);
}

GPtrArray *
cy_statistics_store_load (const CyStatisticsFormat  *format,
                          char                     **moved_aside,
                          GError                   **error)
{
  g_return_val_if_fail (format != NULL, NULL);

  return read_store (format, NULL, moved_aside, error);
}

static gboolean
write_store (const CyStatisticsFormat  *format,
             GPtrArray                 *list,
             const char                *last_game,
             GError                   **error)
{
  g_autofree char *path = cy_statistics_store_get_path (format);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *data = NULL;
  gsize length;

  g_key_file_set_uint64 (keys, format->header_group, "version", STORE_VERSION);
  if (format->game != NULL)
    g_key_file_set_string (keys, format->header_group, "game", format->game);
  if (last_game != NULL)
    g_key_file_set_string (keys, format->header_group, "last-game", last_game);

  for (guint i = 0; i < list->len; i++)
    {
      const CyStatisticsEntry *entry = g_ptr_array_index (list, i);
      g_autofree char *group = g_strdup_printf ("%s %u", format->entry_group, i + 1);

      g_key_file_set_string (keys, group, "name", entry->name);
      g_key_file_set_uint64 (keys, group, "games", entry->games);
      g_key_file_set_uint64 (keys, group, "wins", entry->wins);
      g_key_file_set_uint64 (keys, group, "best-total", entry->best_total);
      g_key_file_set_uint64 (keys, group, "sum-of-totals", entry->sum_of_totals);
      g_key_file_set_uint64 (keys, group, format->bonus_key, entry->bonuses);
      for (guint f = 0; f < format->n_fields; f++)
        g_key_file_set_uint64 (keys, group, format->fields[f].key, entry->fields[f]);
    }

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create %s: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }

  /* A crash or power cut mid-write leaves the previous file whole. */
  data = g_key_file_to_data (keys, &length, NULL);
  return cy_data_file_write (path, data, length, 0600, error);
}

/**
 * cy_statistics_store_record:
 * @format: the game's store
 * @saved: the finished game's saved form
 * @results: (array length=n_results): each player's (or partnership's) part
 *
 * Adds a finished game, by name: "Ann" is the same player in every game.
 * The same game (the same @saved) recorded twice in a row counts once: a
 * crash between recording and clearing the autosave would otherwise
 * replay the end of the game and count it again. A name in two seats
 * (only a hand-made save can do that) counts once per seat.
 *
 * Returns: %TRUE if the statistics hold the game
 */
gboolean
cy_statistics_store_record (const CyStatisticsFormat  *format,
                            GBytes                    *saved,
                            const CyStatisticsResult  *results,
                            guint                      n_results,
                            GError                   **error)
{
  g_autoptr(GPtrArray) list = NULL;
  g_autofree char *last_game = NULL;
  g_autofree char *checksum = NULL;

  g_return_val_if_fail (format != NULL && format->n_fields <= CY_STATISTICS_MAX_FIELDS, FALSE);
  g_return_val_if_fail (saved != NULL, FALSE);
  g_return_val_if_fail (results != NULL || n_results == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  list = read_store (format, &last_game, NULL, error);
  if (list == NULL)
    return FALSE;

  checksum = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, saved);
  if (g_strcmp0 (checksum, last_game) == 0)
    return TRUE;

  for (guint i = 0; i < n_results; i++)
    {
      const CyStatisticsResult *result = &results[i];
      /* The file must stay valid UTF-8, or the next load would set it aside. */
      g_autofree char *name = g_utf8_make_valid (result->name, -1);
      CyStatisticsEntry *entry = NULL;
      guint total = MIN (result->total, format->max_total);

      for (guint k = 0; k < list->len && entry == NULL; k++)
        if (strcmp (((CyStatisticsEntry *) g_ptr_array_index (list, k))->name, name) == 0)
          entry = g_ptr_array_index (list, k);

      if (entry == NULL)
        {
          entry = g_new0 (CyStatisticsEntry, 1);
          entry->name = g_steal_pointer (&name);
          g_ptr_array_add (list, entry);
        }
      else if (entry->games >= MAX_GAMES)
        continue;

      entry->games++;
      entry->wins += result->won ? 1 : 0;
      entry->bonuses += result->bonus ? 1 : 0;
      entry->best_total = MAX (entry->best_total, total);
      entry->sum_of_totals += total;
      for (guint f = 0; f < format->n_fields; f++)
        {
          const CyStatisticsField *field = &format->fields[f];

          if (field->merge == CY_STATISTICS_SUM)
            entry->fields[f] = MIN (entry->fields[f] + MIN (result->fields[f], field->max), field->max);
          else
            entry->fields[f] = MAX (entry->fields[f], MIN (result->fields[f], field->max));
        }
    }

  g_ptr_array_sort (list, compare_entries);
  return write_store (format, list, checksum, error);
}

gboolean
cy_statistics_store_reset (const CyStatisticsFormat  *format,
                           GError                   **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (format != NULL, FALSE);

  path = cy_statistics_store_get_path (format);
  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not delete %s: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }

  return TRUE;
}

/* The statistics listing by key: each registered game supplies its
 * files' format (cy-game-info.h); the fields it counts beyond the common
 * ones are CyGameStatistics' fields, in the format's order. */

static const CyStatisticsFormat *
game_format (const char *game)
{
  return game != NULL ? cy_game_info_lookup_statistics (game) : NULL;
}

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
  return game_format (game) != NULL;
}

char *
cy_game_statistics_get_path (const char *game)
{
  g_return_val_if_fail (cy_game_statistics_is_game (game), NULL);

  return cy_statistics_store_get_path (game_format (game));
}

GPtrArray *
cy_game_statistics_load (const char  *game,
                         char       **moved_aside,
                         GError     **error)
{
  g_autoptr(GPtrArray) entries = NULL;
  GPtrArray *list;

  g_return_val_if_fail (cy_game_statistics_is_game (game), NULL);

  entries = cy_statistics_store_load (game_format (game), moved_aside, error);
  if (entries == NULL)
    return NULL;

  list = g_ptr_array_new_full (entries->len, (GDestroyNotify) cy_game_statistics_free);
  for (guint i = 0; i < entries->len; i++)
    {
      CyStatisticsEntry *entry = g_ptr_array_index (entries, i);
      CyGameStatistics *item = g_new0 (CyGameStatistics, 1);

      item->name = g_steal_pointer (&entry->name);
      item->games = entry->games;
      item->wins = entry->wins;
      item->best_total = entry->best_total;
      item->sum_of_totals = entry->sum_of_totals;
      item->bonuses = entry->bonuses;
      for (guint f = 0; f < CY_STATISTICS_GAME_FIELDS; f++)
        item->fields[f] = (guint) entry->fields[f];
      g_ptr_array_add (list, item);
    }

  return list;
}

/**
 * cy_game_statistics_record:
 * @game: a rule set's key, as a registered game names it
 * @saved: the finished game's saved form
 * @entries: (array length=n_entries): each player's (or partnership's) part
 *
 * Adds a finished game, as cy_statistics_store_record().
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
  g_autofree CyStatisticsResult *results = NULL;

  g_return_val_if_fail (cy_game_statistics_is_game (game), FALSE);
  g_return_val_if_fail (entries != NULL || n_entries == 0, FALSE);

  results = g_new0 (CyStatisticsResult, MAX (n_entries, 1));
  for (guint i = 0; i < n_entries; i++)
    {
      results[i].name = entries[i].name;
      results[i].won = entries[i].won;
      results[i].total = entries[i].total;
      results[i].bonus = entries[i].bonus;
      for (guint f = 0; f < CY_STATISTICS_GAME_FIELDS; f++)
        results[i].fields[f] = entries[i].fields[f];
    }

  return cy_statistics_store_record (game_format (game), saved, results, n_entries, error);
}

gboolean
cy_game_statistics_reset (const char  *game,
                          GError     **error)
{
  g_return_val_if_fail (cy_game_statistics_is_game (game), FALSE);

  return cy_statistics_store_reset (game_format (game), error);
}
