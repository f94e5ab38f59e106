/* cy-player-statistics.c: what each player has achieved over finished
 * games of Card Yacht, in the statistics store (cy-statistics.h)
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

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-category.h"
#include "cy-error.h"
#include "cy-player-statistics.h"
#include "cy-statistics.h"

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

/* The store's file of Card Yacht, as it has been written from the start:
 * no game= in its header, and the best score of each category
 * ("best-KEY") beside the fields every game shares. */
static const CyStatisticsFormat *
get_format (void)
{
  static CyStatisticsFormat format = {
    .file_name = "statistics",
    .header_group = "Card Yacht Statistics",
    .entry_group = "Player",
    .bonus_key = "suited-bonuses",
    .max_total = CY_BEST_GAME_TOTAL,
    .n_fields = CY_N_CATEGORIES,
  };
  static gsize ready = 0;

  G_STATIC_ASSERT (CY_N_CATEGORIES <= CY_STATISTICS_MAX_FIELDS);

  if (g_once_init_enter (&ready))
    {
      /* The keys live as long as the process. */
      for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
        format.fields[c] = (CyStatisticsField) {
          g_strconcat ("best-", cy_category_get_key (c), NULL),
          cy_category_get_max_score (c),
          CY_STATISTICS_BEST,
        };
      g_once_init_leave (&ready, 1);
    }

  return &format;
}

char *
cy_statistics_get_path (void)
{
  return cy_statistics_store_get_path (get_format ());
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
  g_autoptr(GPtrArray) entries = cy_statistics_store_load (get_format (), moved_aside, error);
  GPtrArray *list;

  if (entries == NULL)
    return NULL;

  list = g_ptr_array_new_full (entries->len, (GDestroyNotify) cy_player_statistics_free);
  for (guint i = 0; i < entries->len; i++)
    {
      CyStatisticsEntry *entry = g_ptr_array_index (entries, i);
      CyPlayerStatistics *player = g_new0 (CyPlayerStatistics, 1);

      player->name = g_steal_pointer (&entry->name);
      player->games = entry->games;
      player->wins = entry->wins;
      player->best_total = entry->best_total;
      player->sum_of_totals = entry->sum_of_totals;
      player->suited_bonuses = entry->bonuses;
      for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
        player->best_scores[c] = (guint) entry->fields[c];
      g_ptr_array_add (list, player);
    }

  return list;
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

/**
 * cy_statistics_record_game:
 * @game: a finished game (phase game-over)
 *
 * Adds the finished @game to every seat's statistics, by player name, as
 * cy_statistics_store_record() does.
 *
 * Returns: %TRUE if the statistics hold the game
 */
gboolean
cy_statistics_record_game (CyGame  *game,
                           GError **error)
{
  g_autoptr(GBytes) saved = NULL;
  CyStatisticsResult results[CY_MAX_PLAYERS] = { { 0 } };
  guint winners;
  guint n_players;

  g_return_val_if_fail (CY_IS_GAME (game), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID,
                           _("Only a finished game counts in the statistics"));
      return FALSE;
    }

  winners = cy_game_get_winners (game);
  n_players = cy_game_get_n_players (game);
  for (guint seat = 0; seat < n_players; seat++)
    {
      results[seat].name = cy_player_get_name (cy_game_get_player (game, seat));
      results[seat].won = (winners & (1u << seat)) != 0;
      results[seat].total = cy_game_get_total (game, seat);
      results[seat].bonus = cy_game_get_suited_bonus (game, seat) > 0;
      for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
        results[seat].fields[c] = (guint) MAX (cy_game_get_score (game, seat, c), 0);
    }

  saved = cy_game_save_to_bytes (game);
  return cy_statistics_store_record (get_format (), saved, results, n_players, error);
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
  return cy_statistics_store_reset (get_format (), error);
}
