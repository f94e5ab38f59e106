/* cy-boat-game-save.c: saving and loading a game of Boat
 *
 * A game is saved as what happened: the players, the dealing generator's
 * state, and each hand's deal and actions. Loading replays every action
 * through the rules, so a save that loads is a game that could have been
 * played, and nothing derived (scores, tricks, whose turn) can disagree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-boat-game-private.h"
#include "cy-error.h"

#define SAVE_VERSION 1
/* (version, fields): later versions may add fields and still read these. */
#define SAVE_TYPE    "(ua{sv})"
#define PLAYER_TYPE  "(su)"
#define ACTION_TYPE  "(yyyyyt)"
#define HAND_TYPE    "(yatta" ACTION_TYPE ")"

static GVariant *
hand_to_variant (const CyBoatHand *hand)
{
  GVariantBuilder dealt;
  GVariantBuilder actions;

  g_variant_builder_init (&dealt, G_VARIANT_TYPE ("at"));
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    g_variant_builder_add (&dealt, "t", hand->dealt[s]);

  g_variant_builder_init (&actions, G_VARIANT_TYPE ("a" ACTION_TYPE));
  for (guint i = 0; i < hand->n_actions; i++)
    {
      const CyBoatAction *a = &hand->actions[i];

      g_variant_builder_add (&actions, ACTION_TYPE, a->kind, a->seat, a->bid, a->suit, a->card, a->cards);
    }

  return g_variant_new (HAND_TYPE, hand->dealer, &dealt, hand->bonus, &actions);
}

GBytes *
cy_boat_game_save (CyBoatGame *self)
{
  GVariantBuilder fields;
  GVariantBuilder players;
  GVariantBuilder hands;
  g_autoptr(GVariant) saved = NULL;

  g_return_val_if_fail (CY_IS_BOAT_GAME (self), NULL);

  g_variant_builder_init (&players, G_VARIANT_TYPE ("a" PLAYER_TYPE));
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    g_variant_builder_add (&players, PLAYER_TYPE, cy_player_get_name (self->players[s]),
                           (guint32) cy_player_get_kind (self->players[s]));

  g_variant_builder_init (&hands, G_VARIANT_TYPE ("a" HAND_TYPE));
  for (guint i = 0; i < self->hands->len; i++)
    g_variant_builder_add_value (&hands, hand_to_variant (&g_array_index (self->hands, CyBoatHand, i)));

  g_variant_builder_init (&fields, G_VARIANT_TYPE ("a{sv}"));
  g_variant_builder_add (&fields, "{sv}", "game", g_variant_new_string ("boat"));
  g_variant_builder_add (&fields, "{sv}", "players", g_variant_builder_end (&players));
  g_variant_builder_add (&fields, "{sv}", "rng", g_variant_new ("(tt)", self->rng.state, self->rng.inc));
  g_variant_builder_add (&fields, "{sv}", "hands", g_variant_builder_end (&hands));

  saved = g_variant_ref_sink (g_variant_new (SAVE_TYPE, (guint32) SAVE_VERSION, &fields));
  return g_variant_get_data_as_bytes (saved);
}

#define corrupt(error, ...) cy_error_set_damaged (error, CY_DAMAGED_SAVED_GAME, __VA_ARGS__)

static GVariant *
lookup (GVariant   *fields,
        const char *key,
        const char *type)
{
  return g_variant_lookup_value (fields, key, G_VARIANT_TYPE (type));
}

static gboolean
hand_from_variant (GVariant    *value,
                   CyBoatHand  *hand,
                   GError     **error)
{
  g_autoptr(GVariant) dealt = NULL;
  g_autoptr(GVariant) actions = NULL;
  guint8 dealer;
  CyBoatCardSet bonus;
  gsize n_dealt;
  const guint64 *cards;

  g_variant_get (value, HAND_TYPE, &dealer, NULL, &bonus, NULL);
  dealt = g_variant_get_child_value (value, 1);
  actions = g_variant_get_child_value (value, 3);

  cards = g_variant_get_fixed_array (dealt, &n_dealt, sizeof (guint64));
  if (n_dealt != CY_BOAT_N_SEATS)
    return corrupt (error, "a deal to other than four seats");
  if (g_variant_n_children (actions) > CY_BOAT_MAX_ACTIONS)
    return corrupt (error, "too many actions in a hand");

  memset (hand, 0, sizeof *hand);
  hand->dealer = dealer;
  hand->bonus = bonus;
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    hand->dealt[s] = cards[s];

  hand->n_actions = (guint8) g_variant_n_children (actions);
  for (guint i = 0; i < hand->n_actions; i++)
    {
      CyBoatAction *a = &hand->actions[i];

      g_variant_get_child (actions, i, ACTION_TYPE, &a->kind, &a->seat, &a->bid, &a->suit, &a->card, &a->cards);
    }

  return TRUE;
}

CyBoatGame *
cy_boat_game_load (GBytes  *bytes,
                   GError **error)
{
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(GVariant) fields = NULL;
  g_autoptr(GVariant) game_id = NULL;
  g_autoptr(GVariant) players = NULL;
  g_autoptr(GVariant) rng = NULL;
  g_autoptr(GVariant) hands = NULL;
  g_autoptr(GArray) loaded = NULL;
  g_autoptr(GPtrArray) seated = NULL;
  g_autoptr(CyBoatGame) self = NULL;
  g_autoptr(GError) replay_error = NULL;
  guint32 version;
  CyRandom state;

  g_return_val_if_fail (bytes != NULL, NULL);

  saved = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (SAVE_TYPE), bytes, FALSE));
  if (!g_variant_is_normal_form (saved))
    {
      corrupt (error, "not a saved game");
      return NULL;
    }

  g_variant_get (saved, SAVE_TYPE, &version, NULL);
  if (version > SAVE_VERSION)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_VERSION,
                   _("The game was saved by a newer version of Card Yacht (format %u)"), version);
      return NULL;
    }
  if (version < 1)
    {
      corrupt (error, "format 0");
      return NULL;
    }

  fields = g_variant_get_child_value (saved, 1);
  game_id = lookup (fields, "game", "s");
  players = lookup (fields, "players", "a" PLAYER_TYPE);
  rng = lookup (fields, "rng", "(tt)");
  hands = lookup (fields, "hands", "a" HAND_TYPE);
  if (game_id == NULL || g_strcmp0 (g_variant_get_string (game_id, NULL), "boat") != 0)
    {
      corrupt (error, "not a game of Boat");
      return NULL;
    }
  if (players == NULL || rng == NULL || hands == NULL)
    {
      corrupt (error, "a field is missing");
      return NULL;
    }

  if (g_variant_n_children (players) != CY_BOAT_N_SEATS)
    {
      corrupt (error, "not four players");
      return NULL;
    }
  seated = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    {
      const char *name;
      guint32 kind;

      g_variant_get_child (players, s, "(&su)", &name, &kind);
      if (name[0] == '\0' || kind >= CY_N_PLAYER_KINDS)
        {
          corrupt (error, "a player without a name or kind");
          return NULL;
        }
      for (guint t = 0; t < s; t++)
        if (g_strcmp0 (cy_player_get_name (g_ptr_array_index (seated, t)), name) == 0)
          {
            corrupt (error, "two players of one name");
            return NULL;
          }
      g_ptr_array_add (seated, cy_player_new (name, (CyPlayerKind) kind));
    }

  g_variant_get (rng, "(tt)", &state.state, &state.inc);
  if ((state.inc & 1) == 0)
    {
      corrupt (error, "the dealing generator");
      return NULL;
    }

  loaded = g_array_new (FALSE, TRUE, sizeof (CyBoatHand));
  g_array_set_size (loaded, g_variant_n_children (hands));
  for (guint i = 0; i < loaded->len; i++)
    {
      g_autoptr(GVariant) hand = g_variant_get_child_value (hands, i);

      if (!hand_from_variant (hand, &g_array_index (loaded, CyBoatHand, i), error))
        return NULL;
    }

  self = g_object_new (CY_TYPE_BOAT_GAME, NULL);
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    self->players[s] = g_object_ref (g_ptr_array_index (seated, s));
  self->rng = state;

  if (!cy_boat_game_replay (self, (const CyBoatHand *) (gpointer) loaded->data, loaded->len, &replay_error))
    {
      corrupt (error, "%s", replay_error->message);
      return NULL;
    }

  return g_steal_pointer (&self);
}
