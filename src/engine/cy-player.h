/* cy-player.h: a seat at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* Who plays a seat: a person, or a computer policy of some strength. */
typedef enum
{
  CY_PLAYER_KIND_HUMAN,
  CY_PLAYER_KIND_RANDOM,
  CY_PLAYER_KIND_EASY,
  CY_PLAYER_KIND_NORMAL,
  CY_PLAYER_KIND_HARD,
  /* Card Yacht's searching player; Yacht and Boat play it as hard. Last,
   * so that the numbers saved for the others stay the same. */
  CY_PLAYER_KIND_EXPERT,
} CyPlayerKind;

#define CY_N_PLAYER_KINDS (CY_PLAYER_KIND_EXPERT + 1)

#define CY_TYPE_PLAYER (cy_player_get_type ())

G_DECLARE_FINAL_TYPE (CyPlayer, cy_player, CY, PLAYER, GObject)

CyPlayer     *cy_player_new                (const char    *name,
                                            CyPlayerKind   kind);
const char   *cy_player_get_name           (CyPlayer      *self);
CyPlayerKind  cy_player_get_kind           (CyPlayer      *self);
gboolean      cy_player_is_human           (CyPlayer      *self);

const char   *cy_player_kind_get_key       (CyPlayerKind   kind);
const char   *cy_player_kind_get_label     (CyPlayerKind   kind);
gboolean      cy_player_kind_from_key      (const char    *key,
                                            CyPlayerKind  *kind);
GPtrArray    *cy_player_parse_seats        (const char    *spec,
                                            const char    *game_name,
                                            guint          min_players,
                                            guint          max_players,
                                            GError       **error);
GPtrArray    *cy_player_parse_list_between (const char    *spec,
                                            guint          min_players,
                                            guint          max_players,
                                            GError       **error);

/* The seat of the one person among @players, the person at the screen
 * whom the log calls "you"; -1 with none, or with several (friends on one
 * screen go by their names). */
int           cy_player_find_you           (CyPlayer * const *players,
                                            guint             n_players);
/* The name New Game gives the person at the screen: the first word of
 * @real_name (g_get_real_name()), or "You" when it is unknown. */
char         *cy_player_name_for_person    (const char    *real_name);

G_END_DECLS
