/* cy-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-error.h"
#include "cy-player.h"

struct _CyPlayer
{
  GObject       parent_instance;

  char         *name;
  CyPlayerKind  kind;
};

G_DEFINE_FINAL_TYPE (CyPlayer, cy_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char * const kind_keys[CY_N_PLAYER_KINDS] = {
  "human", "random", "easy", "normal", "hard", "expert",
};

static void
cy_player_finalize (GObject *object)
{
  CyPlayer *self = (CyPlayer *)object;

  g_clear_pointer (&self->name, g_free);

  G_OBJECT_CLASS (cy_player_parent_class)->finalize (object);
}

static void
cy_player_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  CyPlayer *self = CY_PLAYER (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;

    case PROP_KIND:
      g_value_set_uint (value, self->kind);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_player_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  CyPlayer *self = CY_PLAYER (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_free (self->name);
      self->name = g_value_dup_string (value);
      break;

    case PROP_KIND:
      self->kind = g_value_get_uint (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_player_class_init (CyPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cy_player_finalize;
  object_class->get_property = cy_player_get_property;
  object_class->set_property = cy_player_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_KIND] =
    g_param_spec_uint ("kind", NULL, NULL, 0, CY_N_PLAYER_KINDS - 1, CY_PLAYER_KIND_HUMAN,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cy_player_init (CyPlayer *self)
{
}

CyPlayer *
cy_player_new (const char   *name,
               CyPlayerKind  kind)
{
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (kind < CY_N_PLAYER_KINDS, NULL);

  return g_object_new (CY_TYPE_PLAYER, "name", name, "kind", (guint) kind, NULL);
}

const char *
cy_player_get_name (CyPlayer *self)
{
  g_return_val_if_fail (CY_IS_PLAYER (self), NULL);

  return self->name;
}

CyPlayerKind
cy_player_get_kind (CyPlayer *self)
{
  g_return_val_if_fail (CY_IS_PLAYER (self), CY_PLAYER_KIND_HUMAN);

  return self->kind;
}

gboolean
cy_player_is_human (CyPlayer *self)
{
  return cy_player_get_kind (self) == CY_PLAYER_KIND_HUMAN;
}

const char *
cy_player_kind_get_key (CyPlayerKind kind)
{
  g_return_val_if_fail (kind < CY_N_PLAYER_KINDS, NULL);

  return kind_keys[kind];
}

const char *
cy_player_kind_get_label (CyPlayerKind kind)
{
  static const char * const labels[CY_N_PLAYER_KINDS] = {
    N_("Human"), N_("Random"), N_("Easy"), N_("Normal"), N_("Hard"), N_("Expert"),
  };

  g_return_val_if_fail (kind < CY_N_PLAYER_KINDS, NULL);

  return _(labels[kind]);
}

gboolean
cy_player_kind_from_key (const char   *key,
                         CyPlayerKind *kind)
{
  for (guint i = 0; i < CY_N_PLAYER_KINDS; i++)
    if (g_ascii_strcasecmp (key, kind_keys[i]) == 0)
      {
        *kind = (CyPlayerKind) i;
        return TRUE;
      }

  return FALSE;
}

/* Parses "You:human,Ann:hard,Bob" (a seat without a kind is human) into a
 * list of @min_players to @max_players players with distinct, non-empty
 * names; @game_name, when given, names the game in the error for a wrong
 * number of seats. */
GPtrArray *
cy_player_parse_seats (const char  *spec,
                       const char  *game_name,
                       guint        min_players,
                       guint        max_players,
                       GError     **error)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);
  g_auto(GStrv) seats = NULL;

  g_return_val_if_fail (spec != NULL, NULL);

  seats = g_strsplit (spec, ",", -1);
  for (guint i = 0; seats[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (seats[i], ":", 2);
      g_autofree char *name = g_strstrip (g_strdup (parts[0] ? parts[0] : ""));
      CyPlayerKind kind = CY_PLAYER_KIND_HUMAN;

      if (name[0] == '\0')
        {
          g_set_error (error, CY_ERROR, CY_ERROR_PARSE,
                       _("Seat %u has no name: write seats as Name:kind, separated by commas"), i + 1);
          return NULL;
        }

      if (parts[0] && parts[1] && !cy_player_kind_from_key (g_strstrip (parts[1]), &kind))
        {
          g_set_error (error, CY_ERROR, CY_ERROR_PARSE,
                       _("“%s” is not a kind of player: use human, random, easy, normal, hard or expert"),
                       parts[1]);
          return NULL;
        }

      for (guint j = 0; j < players->len; j++)
        if (g_strcmp0 (cy_player_get_name (g_ptr_array_index (players, j)), name) == 0)
          {
            g_set_error (error, CY_ERROR, CY_ERROR_PARSE,
                         _("Two seats are named “%s”: give each player a different name"), name);
            return NULL;
          }

      g_ptr_array_add (players, cy_player_new (name, kind));
    }

  if (players->len < min_players || players->len > max_players)
    {
      if (game_name != NULL)
        g_set_error (error, CY_ERROR, CY_ERROR_PARSE,
                     /* Translators: "Card Yacht is played by 2 to 4 players, not 5" */
                     _("%s is played by %u to %u players, not %u"),
                     game_name, min_players, max_players, players->len);
      else
        g_set_error (error, CY_ERROR, CY_ERROR_PARSE,
                     _("This game is played by %u to %u players, not %u"), min_players, max_players, players->len);
      return NULL;
    }

  return g_steal_pointer (&players);
}

GPtrArray *
cy_player_parse_list_between (const char  *spec,
                              guint        min_players,
                              guint        max_players,
                              GError     **error)
{
  return cy_player_parse_seats (spec, NULL, min_players, max_players, error);
}

int
cy_player_find_you (CyPlayer * const *players,
                    guint             n_players)
{
  int you = -1;

  g_return_val_if_fail (players != NULL || n_players == 0, -1);

  for (guint p = 0; p < n_players; p++)
    if (cy_player_is_human (players[p]))
      {
        if (you >= 0)
          return -1;
        you = (int) p;
      }

  return you;
}

/* GLib says "Unknown" when the system has no real name. */
char *
cy_player_name_for_person (const char *real_name)
{
  g_autofree char *stripped = g_strstrip (g_strdup (real_name != NULL ? real_name : ""));
  g_auto(GStrv) words = g_strsplit_set (stripped, " \t", 2);

  if (words[0] == NULL || words[0][0] == '\0' || g_str_equal (words[0], "Unknown"))
    /* Translators: the name of the person at the screen when the system does not know it */
    return g_strdup (_("You"));

  return g_strdup (words[0]);
}
