/* cy-statistics.c: what each player has achieved over finished games
 *
 * The figures live in $XDG_DATA_HOME/card-yacht/statistics, a GKeyFile:
 *
 *   [Card Yacht Statistics]
 *   version=1
 *   last-game=<SHA-256 of the last recorded game's saved form>
 *
 *   [Player 1]
 *   name=Ann
 *   games=2
 *   wins=1
 *   best-total=312
 *   sum-of-totals=560
 *   suited-bonuses=1
 *   best-five-flush=0
 *   ... one best-KEY per category
 *
 * Player names are values, not group names, because a name may hold any
 * character, including the brackets that would end a group name.
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
#include "cy-category.h"
#include "cy-player-statistics.h"
#include "cy-statistics-private.h"

#define HEADER_GROUP        "Card Yacht Statistics"
#define STATISTICS_VERSION  1

G_DEFINE_BOXED_TYPE (CyPlayerStatistics, cy_player_statistics,
                     cy_player_statistics_copy, cy_player_statistics_free)

CyPlayerStatistics *
cy_player_statistics_copy (const CyPlayerStatistics *self)
{
  CyPlayerStatistics *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  copy->name = g_strdup (self->name);
  return copy;
}

void
cy_player_statistics_free (CyPlayerStatistics *self)
{
  if (self == NULL)
    return;

  g_free (self->name);
  g_free (self);
}

/* The mean game total, or 0 before any game. */
double
cy_player_statistics_get_average (const CyPlayerStatistics *self)
{
  g_return_val_if_fail (self != NULL, 0.0);

  return self->games > 0 ? (double) self->sum_of_totals / self->games : 0.0;
}

char *
cy_statistics_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, "statistics", NULL);
}

#define damaged(error, ...) cy_error_set_damaged (error, CY_DAMAGED_STATISTICS, __VA_ARGS__)

static CyPlayerStatistics *
read_player (GKeyFile    *keys,
             const char  *group,
             GError     **error)
{
  g_autoptr(CyPlayerStatistics) player = g_new0 (CyPlayerStatistics, 1);
  CyStatisticsTotals totals;
  guint64 value;

  if (!cy_statistics_read_totals (keys, group, "suited-bonuses", CY_BEST_GAME_TOTAL, &totals, error))
    return NULL;
  player->name = totals.name;
  player->games = totals.games;
  player->wins = totals.wins;
  player->suited_bonuses = totals.bonuses;
  player->best_total = totals.best_total;
  player->sum_of_totals = totals.sum_of_totals;

  for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
    {
      g_autofree char *key = g_strconcat ("best-", cy_category_get_key (c), NULL);

      if (!cy_statistics_get_uint (keys, group, key, cy_category_get_max_score (c), &value, error))
        return NULL;
      player->best_scores[c] = (guint) value;
    }

  return g_steal_pointer (&player);
}

/* Most games first, so that the regulars lead the list. */
static int
compare_players (gconstpointer a,
                 gconstpointer b)
{
  const CyPlayerStatistics *pa = *(CyPlayerStatistics * const *) a;
  const CyPlayerStatistics *pb = *(CyPlayerStatistics * const *) b;

  if (pa->games != pb->games)
    return pa->games > pb->games ? -1 : 1;
  if (pa->wins != pb->wins)
    return pa->wins > pb->wins ? -1 : 1;

  return g_utf8_collate (pa->name, pb->name);
}

/* Parses @data. A file from a newer version gives CY_ERROR_VERSION: it is
 * not ours to throw away. Anything else wrong gives CY_ERROR_CORRUPT. */
static GPtrArray *
parse (const char  *data,
       gsize        length,
       char       **last_game,
       GError     **error)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) cy_player_statistics_free);
  g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) local_error = NULL;
  g_auto(GStrv) groups = NULL;
  guint64 version;

  if (!g_key_file_load_from_data (keys, data, length, G_KEY_FILE_NONE, &local_error))
    {
      damaged (error, "%s", local_error->message);
      return NULL;
    }

  if (!g_key_file_has_group (keys, HEADER_GROUP))
    {
      damaged (error, "no [%s] group", HEADER_GROUP);
      return NULL;
    }

  if (!cy_statistics_get_uint (keys, HEADER_GROUP, "version", G_MAXUINT32, &version, error))
    return NULL;

  switch (version)
    {
    case 1:
      break;

    default:
      if (version > STATISTICS_VERSION)
        g_set_error (error, CY_ERROR, CY_ERROR_VERSION,
                     _("The statistics come from a newer version of Card Yacht (format %u; this version reads up to %u)"),
                     (guint) version, STATISTICS_VERSION);
      else
        damaged (error, "format %u", (guint) version);
      return NULL;
    }

  groups = g_key_file_get_groups (keys, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      CyPlayerStatistics *player;

      if (strcmp (groups[i], HEADER_GROUP) == 0)
        continue;

      player = read_player (keys, groups[i], error);
      if (player == NULL)
        return NULL;

      g_ptr_array_add (list, player);
      if (!g_hash_table_add (names, player->name))
        {
          damaged (error, "“%s” twice", player->name);
          return NULL;
        }
    }

  g_ptr_array_sort (list, compare_players);

  if (last_game != NULL)
    *last_game = g_key_file_get_string (keys, HEADER_GROUP, "last-game", NULL);

  return g_steal_pointer (&list);
}

typedef struct
{
  char **last_game;
} ParseData;

static gpointer
parse_contents (GBytes   *contents,
                gpointer  user_data,
                GError  **error)
{
  ParseData *data = user_data;
  gsize length;
  const char *text = g_bytes_get_data (contents, &length);

  return parse (text, length, data->last_game, error);
}

/* Reads the statistics file. No file: an empty list. A damaged file is
 * moved aside (its new name in *moved_aside) and the list starts empty. Fails
 * only when the file must not be replaced: it is from a newer version, or
 * it is damaged and could not be moved aside. */
static GPtrArray *
read_statistics (char   **last_game,
                 char   **moved_aside,
                 GError **error)
{
  g_autofree char *path = cy_statistics_get_path ();
  g_autoptr(GError) local_error = NULL;
  g_autofree char *aside = NULL;
  ParseData data = { last_game };
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

  return g_ptr_array_new_with_free_func ((GDestroyNotify) cy_player_statistics_free);
}

/**
 * cy_statistics_load:
 * @moved_aside: (out) (optional): where a damaged file was moved, or %NULL
 *
 * Reads every player's statistics, most games first. A missing file gives
 * an empty list; a damaged one is moved aside (see @moved_aside) and gives an
 * empty list too.
 *
 * Returns: (transfer container) (element-type CyPlayerStatistics) (nullable):
 *   the list, or %NULL with @error set when the file comes from a newer
 *   version or is damaged and could not be moved aside
 */
GPtrArray *
cy_statistics_load (char   **moved_aside,
                    GError **error)
{
  return read_statistics (NULL, moved_aside, error);
}

CyPlayerStatistics *
cy_statistics_lookup (GPtrArray  *list,
                      const char *name)
{
  g_return_val_if_fail (list != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < list->len; i++)
    {
      CyPlayerStatistics *player = g_ptr_array_index (list, i);

      if (strcmp (player->name, name) == 0)
        return player;
    }

  return NULL;
}

static gboolean
write_statistics (GPtrArray   *list,
                  const char  *last_game,
                  GError     **error)
{
  g_autofree char *path = cy_statistics_get_path ();
  g_autoptr(GKeyFile) keys = g_key_file_new ();

  g_key_file_set_uint64 (keys, HEADER_GROUP, "version", STATISTICS_VERSION);
  if (last_game != NULL)
    g_key_file_set_string (keys, HEADER_GROUP, "last-game", last_game);

  for (guint i = 0; i < list->len; i++)
    {
      const CyPlayerStatistics *player = g_ptr_array_index (list, i);
      g_autofree char *group = g_strdup_printf ("Player %u", i + 1);

      g_key_file_set_string (keys, group, "name", player->name);
      g_key_file_set_uint64 (keys, group, "games", player->games);
      g_key_file_set_uint64 (keys, group, "wins", player->wins);
      g_key_file_set_uint64 (keys, group, "best-total", player->best_total);
      g_key_file_set_uint64 (keys, group, "sum-of-totals", player->sum_of_totals);
      g_key_file_set_uint64 (keys, group, "suited-bonuses", player->suited_bonuses);
      for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
        {
          g_autofree char *key = g_strconcat ("best-", cy_category_get_key (c), NULL);

          g_key_file_set_uint64 (keys, group, key, player->best_scores[c]);
        }
    }

  /* A crash or power cut mid-write leaves the previous file whole. */
  return cy_statistics_write_key_file (path, keys, error);
}

/**
 * cy_statistics_record_game:
 * @game: a finished game (phase game-over)
 *
 * Adds the finished @game to every seat's statistics, by player name. The
 * same game recorded twice in a row counts once: a crash between recording
 * and clearing the autosave would otherwise replay the end of the game and
 * count it again.
 *
 * Returns: %TRUE if the statistics hold the game
 */
gboolean
cy_statistics_record_game (CyGame  *game,
                           GError **error)
{
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autofree char *last_game = NULL;
  g_autofree char *checksum = NULL;
  guint winners;

  g_return_val_if_fail (CY_IS_GAME (game), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID,
                           _("Only a finished game counts in the statistics"));
      return FALSE;
    }

  list = read_statistics (&last_game, NULL, error);
  if (list == NULL)
    return FALSE;

  saved = cy_game_save_to_bytes (game);
  checksum = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, saved);
  if (g_strcmp0 (checksum, last_game) == 0)
    return TRUE;

  /* A name in two seats (only a hand-made save can do that) counts once
   * per seat, like two players. */
  winners = cy_game_get_winners (game);
  for (guint seat = 0; seat < cy_game_get_n_players (game); seat++)
    {
      /* The file must stay valid UTF-8, or the next load would set it aside. */
      g_autofree char *name = g_utf8_make_valid (cy_player_get_name (cy_game_get_player (game, seat)), -1);
      CyPlayerStatistics *player = cy_statistics_lookup (list, name);
      guint total = cy_game_get_total (game, seat);

      if (player == NULL)
        {
          player = g_new0 (CyPlayerStatistics, 1);
          player->name = g_steal_pointer (&name);
          g_ptr_array_add (list, player);
        }
      else if (player->games >= CY_STATISTICS_MAX_GAMES)
        continue;

      player->games++;
      if (winners & (1u << seat))
        player->wins++;
      player->best_total = MAX (player->best_total, total);
      player->sum_of_totals += total;
      if (cy_game_get_suited_bonus (game, seat) > 0)
        player->suited_bonuses++;
      for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
        player->best_scores[c] = MAX (player->best_scores[c], (guint) MAX (cy_game_get_score (game, seat, c), 0));
    }

  g_ptr_array_sort (list, compare_players);
  return write_statistics (list, checksum, error);
}

/**
 * cy_statistics_reset:
 *
 * Forgets every player's statistics.
 *
 * Returns: %TRUE if there are none left
 */
gboolean
cy_statistics_reset (GError **error)
{
  g_autofree char *path = cy_statistics_get_path ();

  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not delete %s: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }

  return TRUE;
}
