/* cy-dice-game-save.c: saving and loading a game of Yacht
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-dice-game-private.h"
#include "cy-error.h"

/* "(ua{sv})" like a saved Card Yacht game: the format version, then named
 * fields, "game" telling the two apart. The state is not written as such:
 * the actions are, and loading replays them, so that a save holding any
 * illegal action, or dice that do not add up to its scores, is refused. */
#define SAVE_TYPE "(ua{sv})"
#define ACTIONS_TYPE "a(yyyyay)"

#define corrupt(error, ...) cy_error_set_damaged (error, CY_DAMAGED_SAVED_GAME, __VA_ARGS__)

static GVariant *
serialize (CyDiceGame *self)
{
  GVariantBuilder dict;
  GVariantBuilder players;
  GVariantBuilder actions;

  g_variant_builder_init (&players, G_VARIANT_TYPE ("a(ss)"));
  for (guint p = 0; p < self->n_players; p++)
    g_variant_builder_add (&players, "(ss)", cy_player_get_name (self->players[p]),
                           cy_player_kind_get_key (cy_player_get_kind (self->players[p])));

  g_variant_builder_init (&actions, G_VARIANT_TYPE (ACTIONS_TYPE));
  for (guint i = 0; i < self->actions->len; i++)
    {
      const CyDiceAction *action = &g_array_index (self->actions, CyDiceAction, i);

      g_variant_builder_add (&actions, "(yyyy@ay)", action->seat, action->type, action->held, action->category,
                             g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, action->dice, CY_DICE_N_DICE, 1));
    }

  g_variant_builder_init (&dict, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&dict, "{sv}", "game", g_variant_new_string (CY_DICE_GAME_ID));
  g_variant_builder_add (&dict, "{sv}", "rules", g_variant_new_string (cy_dice_rules_get_key (self->rules)));
  g_variant_builder_add (&dict, "{sv}", "seed", g_variant_new_uint64 (self->seed));
  g_variant_builder_add (&dict, "{sv}", "rng", g_variant_new ("(tt)", self->rng.state, self->rng.inc));
  g_variant_builder_add (&dict, "{sv}", "players", g_variant_builder_end (&players));
  g_variant_builder_add (&dict, "{sv}", "actions", g_variant_builder_end (&actions));
  g_variant_builder_add (&dict, "{sv}", "held", g_variant_new_byte (self->held));

  return g_variant_ref_sink (g_variant_new ("(u@a{sv})", CY_DICE_SAVE_VERSION, g_variant_builder_end (&dict)));
}

GBytes *
cy_dice_game_save_to_bytes (CyDiceGame *self)
{
  g_autoptr(GVariant) variant = NULL;

  g_return_val_if_fail (CY_IS_DICE_GAME (self), NULL);

  variant = serialize (self);

  /* Little-endian on disk, whatever machine wrote it. */
  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      g_autoptr(GVariant) swapped = g_variant_byteswap (variant);
      return g_variant_get_data_as_bytes (swapped);
    }

  return g_variant_get_data_as_bytes (variant);
}

static GVariant *
lookup (GVariant    *dict,
        const char  *key,
        const char  *type,
        GError     **error)
{
  GVariant *value = g_variant_lookup_value (dict, key, G_VARIANT_TYPE (type));

  if (value == NULL)
    corrupt (error, "“%s” is missing or of the wrong type", key);

  return value;
}

static CyDiceGame *
read_fields (GVariant  *dict,
             GError   **error)
{
  g_autoptr(GVariant) game_id = NULL;
  g_autoptr(GVariant) rules_key = NULL;
  g_autoptr(GVariant) seed = NULL;
  g_autoptr(GVariant) rng = NULL;
  g_autoptr(GVariant) players = NULL;
  g_autoptr(GVariant) actions = NULL;
  g_autoptr(GVariant) held = NULL;
  g_autoptr(GPtrArray) seats = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(CyDiceGame) self = NULL;
  CyDiceRules rules;
  guint n;

  if (!(game_id = lookup (dict, "game", "s", error)))
    return NULL;
  if (g_strcmp0 (g_variant_get_string (game_id, NULL), CY_DICE_GAME_ID) != 0)
    {
      corrupt (error, "a game of “%s”, not of Yacht", g_variant_get_string (game_id, NULL));
      return NULL;
    }

  if (!(rules_key = lookup (dict, "rules", "s", error)) ||
      !(seed = lookup (dict, "seed", "t", error)) ||
      !(rng = lookup (dict, "rng", "(tt)", error)) ||
      !(players = lookup (dict, "players", "a(ss)", error)) ||
      !(actions = lookup (dict, "actions", ACTIONS_TYPE, error)) ||
      !(held = lookup (dict, "held", "y", error)))
    return NULL;

  if (!cy_dice_rules_from_key (g_variant_get_string (rules_key, NULL), &rules))
    {
      corrupt (error, "rules “%s”", g_variant_get_string (rules_key, NULL));
      return NULL;
    }

  n = g_variant_n_children (players);
  if (n < CY_DICE_MIN_PLAYERS || n > CY_DICE_MAX_PLAYERS)
    {
      corrupt (error, "%u players", n);
      return NULL;
    }

  for (guint p = 0; p < n; p++)
    {
      const char *name;
      const char *kind_key;
      CyPlayerKind kind;

      g_variant_get_child (players, p, "(&s&s)", &name, &kind_key);
      if (!g_utf8_validate (name, -1, NULL) || name[0] == '\0' || !cy_player_kind_from_key (kind_key, &kind))
        {
          corrupt (error, "player %u", p);
          return NULL;
        }
      g_ptr_array_add (seats, cy_player_new (name, kind));
    }

  self = _cy_dice_game_new_empty (rules, (CyPlayer * const *) seats->pdata, n);
  self->seed = g_variant_get_uint64 (seed);
  g_variant_get (rng, "(tt)", &self->rng.state, &self->rng.inc);
  /* cy_random_init() always makes the increment odd; an even one can
   * cycle through a few numbers for ever. */
  if ((self->rng.inc & 1) == 0)
    {
      corrupt (error, "random number stream");
      return NULL;
    }

  for (gsize i = 0; i < g_variant_n_children (actions); i++)
    {
      g_autoptr(GVariant) dice = NULL;
      g_autoptr(GError) local_error = NULL;
      CyDiceAction action = { 0 };
      const guint8 *bytes;
      gsize len;

      g_variant_get_child (actions, i, "(yyyy@ay)", &action.seat, &action.type, &action.held,
                           &action.category, &dice);
      bytes = g_variant_get_fixed_array (dice, &len, 1);
      if (len != CY_DICE_N_DICE)
        {
          corrupt (error, "action %" G_GSIZE_FORMAT " has %" G_GSIZE_FORMAT " dice", i, len);
          return NULL;
        }
      memcpy (action.dice, bytes, CY_DICE_N_DICE);

      if (!_cy_dice_game_apply (self, &action, &local_error))
        {
          corrupt (error, "action %" G_GSIZE_FORMAT ": %s", i, local_error->message);
          return NULL;
        }
      g_array_append_val (self->actions, action);
    }

  /* Dice held between rolls: only once rolled, and one at least left to roll. */
  self->held = g_variant_get_byte (held);
  if ((self->held & ~CY_DICE_MASK_ALL) || (self->rolls_used == 0 && self->held != 0))
    {
      corrupt (error, "dice %#x held", self->held);
      return NULL;
    }

  if (!cy_dice_game_check_invariants (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

CyDiceGame *
cy_dice_game_load_from_bytes (GBytes  *bytes,
                              GError **error)
{
  g_autoptr(GVariant) variant = NULL;
  g_autoptr(GVariant) normal = NULL;
  g_autoptr(GVariant) dict = NULL;
  guint32 version;

  g_return_val_if_fail (bytes != NULL, NULL);

  variant = g_variant_new_from_bytes (G_VARIANT_TYPE (SAVE_TYPE), bytes, FALSE);
  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      GVariant *swapped = g_variant_byteswap (variant);
      g_variant_unref (variant);
      variant = swapped;
    }

  /* Untrusted bytes: only a variant in normal form is read at all. */
  if (!g_variant_is_normal_form (variant))
    {
      corrupt (error, "not in normal form");
      return NULL;
    }
  normal = g_variant_get_normal_form (variant);

  g_variant_get (normal, "(u@a{sv})", &version, &dict);

  /* One case per format this version can read. */
  switch (version)
    {
    case 1:
      return read_fields (dict, error);

    default:
      if (version > CY_DICE_SAVE_VERSION)
        g_set_error (error, CY_ERROR, CY_ERROR_VERSION,
                     _("The saved game comes from a newer version of Card Yacht (format %u; this version reads up to %u)"),
                     version, CY_DICE_SAVE_VERSION);
      else
        corrupt (error, "unknown format %u", version);
      return NULL;
    }
}
