/* cy-game-info.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-game-info.h"

/* A handful of games, registered at start-up, never removed. */
static GPtrArray *games;
G_LOCK_DEFINE_STATIC (games);

void
cy_game_info_register (const CyGameInfo *info)
{
  gboolean added = FALSE;

  g_return_if_fail (info != NULL && info->id != NULL && info->load != NULL);

  G_LOCK (games);
  if (games == NULL)
    games = g_ptr_array_new ();
  if (!g_ptr_array_find (games, info, NULL))
    {
      g_ptr_array_add (games, (gpointer) info);
      added = TRUE;
    }
  G_UNLOCK (games);

  if (!added)
    return;

  cy_match_register_game (info->id, info->load);
  if (info->get_record_format != NULL)
    cy_record_format_register (info->get_record_format ());
}

const CyGameInfo *
cy_game_info_lookup (const char *id)
{
  const CyGameInfo *found = NULL;

  G_LOCK (games);
  for (guint i = 0; games != NULL && i < games->len && found == NULL; i++)
    if (g_strcmp0 (((const CyGameInfo *) games->pdata[i])->id, id) == 0)
      found = games->pdata[i];
  G_UNLOCK (games);

  return found;
}

guint
cy_game_info_get_n (void)
{
  guint n;

  G_LOCK (games);
  n = games != NULL ? games->len : 0;
  G_UNLOCK (games);

  return n;
}

const CyGameInfo *
cy_game_info_get_nth (guint index)
{
  const CyGameInfo *info = NULL;

  G_LOCK (games);
  if (games != NULL && index < games->len)
    info = games->pdata[index];
  G_UNLOCK (games);

  return info;
}

guint
cy_game_info_get_n_rule_sets (const CyGameInfo *info)
{
  g_return_val_if_fail (info != NULL, 0);

  return info->get_rule_set_key != NULL ? info->n_rule_sets : 1;
}

const char *
cy_game_info_get_rule_set_key (const CyGameInfo *info,
                               guint             index)
{
  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (index < cy_game_info_get_n_rule_sets (info), NULL);

  return info->get_rule_set_key != NULL ? info->get_rule_set_key (index) : info->id;
}

const char *
cy_game_info_get_rule_set_name (const CyGameInfo *info,
                                guint             index)
{
  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (index < cy_game_info_get_n_rule_sets (info), NULL);

  return info->get_rule_set_name != NULL ? info->get_rule_set_name (index) : _(info->name);
}

const CyStatisticsFormat *
cy_game_info_lookup_statistics (const char *key)
{
  guint index = 0;
  const CyGameInfo *info = cy_game_info_lookup_rule_set (key, &index);

  if (info == NULL || info->get_statistics_format == NULL)
    return NULL;

  return info->get_statistics_format (index);
}

const char *
cy_game_info_get_rule_set_summary (const CyGameInfo *info,
                                   guint             index)
{
  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (index < cy_game_info_get_n_rule_sets (info), NULL);

  return info->get_rule_set_summary != NULL ? info->get_rule_set_summary (index) : _(info->summary);
}

gboolean
cy_game_info_offers_level (const CyGameInfo *info,
                           CyPlayerKind      kind)
{
  g_return_val_if_fail (info != NULL, FALSE);

  return kind == CY_PLAYER_KIND_HUMAN || (info->levels & (1u << kind)) != 0;
}

const CyGameInfo *
cy_game_info_lookup_rule_set (const char *key,
                              guint      *index)
{
  for (guint g = 0; g < cy_game_info_get_n (); g++)
    {
      const CyGameInfo *info = cy_game_info_get_nth (g);

      for (guint r = 0; r < cy_game_info_get_n_rule_sets (info); r++)
        if (g_strcmp0 (cy_game_info_get_rule_set_key (info, r), key) == 0)
          {
            if (index != NULL)
              *index = r;
            return info;
          }
    }

  return NULL;
}

void
cy_game_info_begin_hint (JsonBuilder *builder,
                         const char  *game_id,
                         guint        seat,
                         const char  *decision,
                         JsonNode    *best)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, game_id);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, seat);
  json_builder_set_member_name (builder, "decision");
  json_builder_add_string_value (builder, decision);
  json_builder_set_member_name (builder, "best");
  json_builder_add_value (builder, best);
  json_builder_set_member_name (builder, "options");
  json_builder_begin_array (builder);
}

char *
cy_game_info_end_hint (JsonBuilder *builder,
                       const char  *reason)
{
  g_autoptr(JsonNode) root = NULL;

  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "reason");
  json_builder_add_string_value (builder, reason);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return cy_record_node_to_string (root);
}
