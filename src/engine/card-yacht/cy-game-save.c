/* cy-game-save.c: checking, saving and loading the whole state of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-error.h"
#include "cy-game-private.h"

/* The saved form is "(ua{sv})": the format version, then named fields, so
 * that a later version can add fields and still read this one. */
#define SAVE_TYPE "(ua{sv})"

static const char * const phase_keys[] = {
  "seat-draw", "turns", "last-turns", "scoring", "round-over", "game-over",
};

#define corrupt(error, ...) cy_error_set_damaged (error, CY_DAMAGED_SAVED_GAME, __VA_ARGS__)

static gboolean
check_cards (CyGame  *self,
             GError **error)
{
  CyCardSet seen = 0;
  guint total = self->stock.n_cards;

  if (self->stock.n_cards > CY_DECK_SIZE)
    return corrupt (error, "stock of %u cards", self->stock.n_cards);

  for (guint i = 0; i < self->stock.n_cards; i++)
    {
      CyCard card = self->stock.cards[i];

      if (!cy_card_is_valid (card) || (seen & cy_card_set_of (card)))
        return corrupt (error, "card %u in the stock", card);
      seen |= cy_card_set_of (card);
    }

  for (guint p = 0; p < self->n_players; p++)
    {
      const CyPile *piles[] = { &self->hands[p], &self->harbors[p] };
      guint expected_hand = self->phase == CY_PHASE_SEAT_DRAW ? 0 : CY_HAND_SIZE;

      if (self->hands[p].n_cards != expected_hand)
        return corrupt (error, "seat %u holds %u cards", p, self->hands[p].n_cards);

      for (guint k = 0; k < G_N_ELEMENTS (piles); k++)
        {
          total += piles[k]->n_cards;
          if (total > CY_DECK_SIZE)
            return corrupt (error, "more than %u cards", CY_DECK_SIZE);

          for (guint i = 0; i < piles[k]->n_cards; i++)
            {
              CyCard card = piles[k]->cards[i];

              if (!cy_card_is_valid (card) || (seen & cy_card_set_of (card)))
                return corrupt (error, "card %u twice or unknown", card);
              seen |= cy_card_set_of (card);
            }
        }
    }

  if (seen != CY_CARD_SET_FULL)
    return corrupt (error, "%u cards instead of %u", total, CY_DECK_SIZE);

  return TRUE;
}

static gboolean
check_scores (CyGame  *self,
              GError **error)
{
  for (guint p = 0; p < self->n_players; p++)
    {
      guint n_used = 0;
      CyCategorySet used = 0;
      CyCategorySet unknown = 0;
      CyCategorySet to_verify;
      int rc = self->hand_category[p];
      guint expected;

      /* Without a branch per cell: this runs after every move. */
      for (guint c = 0; c < CY_N_CATEGORIES; c++)
        {
          n_used += self->scores[p][c] >= 0;
          used |= (CyCategorySet) (self->scores[p][c] >= 0) << c;
          unknown |= (CyCategorySet) (self->scores[p][c] < -1) << c;
        }
      if (unknown != 0)
        return corrupt (error, "score %d", self->scores[p][__builtin_ctz (unknown)]);

      /* A cell is recomputed from its scored hand once, until it changes. */
      to_verify = used & ~self->verified[p];
      for (; to_verify != 0; to_verify &= to_verify - 1)
        {
          guint c = (guint) __builtin_ctz (to_verify);
          const CyCard *hand = self->scored_hands[p][c];
          CyCardSet cards = 0;

          for (guint i = 0; i < CY_HAND_SIZE; i++)
            {
              if (!cy_card_is_valid (hand[i]) || (cards & cy_card_set_of (hand[i])))
                return corrupt (error, "scored hand of seat %u", p);
              cards |= cy_card_set_of (hand[i]);
            }

          if ((guint) self->scores[p][c] != cy_category_score (c, hand))
            return corrupt (error, "seat %u scored %d in %s with a hand worth %u", p,
                            self->scores[p][c], cy_category_get_key (c), cy_category_score (c, hand));
          self->verified[p] |= 1u << c;
        }

      if (used != self->used[p])
        return corrupt (error, "categories used by seat %u", p);

      if (rc < -1 || rc >= CY_N_CATEGORIES || (rc >= 0 && self->scores[p][rc] < 0))
        return corrupt (error, "category of this hand for seat %u", p);

      /* Until the next deal this hand's score can be taken back and written
       * again, so it must have been written from the cards still held. */
      if (rc >= 0 && (self->phase == CY_PHASE_SCORING || self->phase == CY_PHASE_HAND_OVER) &&
          memcmp (self->scored_hands[p][rc], self->hands[p].cards, CY_HAND_SIZE) != 0)
        return corrupt (error, "seat %u scored other cards than it holds", p);

      switch (self->phase)
        {
        case CY_PHASE_SEAT_DRAW:
          expected = 0;
          break;
        case CY_PHASE_TURNS:
        case CY_PHASE_LAST_TURNS:
          expected = self->hand_number - 1;
          if (rc >= 0)
            return corrupt (error, "seat %u scored before the hand ended", p);
          break;
        case CY_PHASE_SCORING:
          expected = self->hand_number - 1 + (rc >= 0 ? 1 : 0);
          break;
        case CY_PHASE_HAND_OVER:
        case CY_PHASE_GAME_OVER:
          expected = self->hand_number;
          if (self->phase == CY_PHASE_HAND_OVER && rc < 0)
            return corrupt (error, "seat %u has not scored", p);
          break;
        default:
          g_assert_not_reached ();
        }

      if (n_used != expected)
        return corrupt (error, "seat %u used %u categories in hand %u", p, n_used, self->hand_number);
    }

  return TRUE;
}

/* The seat draw must follow its rule (everyone draws; those tied for the
 * highest draw again, from the same deck) and decide the first dealer, from
 * whom the deal has passed one seat each hand. */
static gboolean
check_seat_draws (CyGame  *self,
                  GError **error)
{
  guint contenders = (1u << self->n_players) - 1;
  guint n_drawn = 0;
  CyCardSet seen = 0;
  guint first_dealer;

  if (self->phase == CY_PHASE_SEAT_DRAW)
    return (self->n_seat_draws == 0 && self->first_dealer < 0) || corrupt (error, "a seat draw before the start");

  /* A game replayed from a record: the record gave the first dealer. */
  if (self->first_dealer >= 0)
    {
      if (self->n_seat_draws != 0 || self->first_dealer >= (int) self->n_players)
        return corrupt (error, "first dealer %d with a seat draw of %u rows", self->first_dealer, self->n_seat_draws);
      first_dealer = (guint) self->first_dealer;
      goto check_dealer;
    }

  if (self->n_seat_draws < 1 || self->n_seat_draws > CY_MAX_SEAT_DRAWS)
    return corrupt (error, "seat draw of %u rows", self->n_seat_draws);

  for (guint i = 0; i < self->n_seat_draws; i++)
    {
      guint best_rank = 0;
      guint best = 0;

      if ((contenders & (contenders - 1)) == 0)
        return corrupt (error, "seat draw goes on after it was won");

      for (guint p = 0; p < self->n_players; p++)
        {
          CyCard card = self->seat_draws[i][p];

          if (!(contenders & (1u << p)))
            {
              if (card != CY_CARD_INVALID)
                return corrupt (error, "seat %u drew again without a tie", p);
              continue;
            }

          if (!cy_card_is_valid (card) || (seen & cy_card_set_of (card)))
            return corrupt (error, "card %u in the seat draw", card);
          seen |= cy_card_set_of (card);
          n_drawn++;

          if (cy_card_get_rank (card) > best_rank)
            {
              best_rank = cy_card_get_rank (card);
              best = 0;
            }
          if (cy_card_get_rank (card) == best_rank)
            best |= 1u << p;
        }
      contenders = best;
    }

  /* A tie left standing only when there were no cards for another draw. */
  if ((contenders & (contenders - 1)) != 0 &&
      self->n_seat_draws < CY_MAX_SEAT_DRAWS &&
      n_drawn + (guint) __builtin_popcount (contenders) <= CY_DECK_SIZE)
    return corrupt (error, "a tie in the seat draw not drawn again");

  first_dealer = (guint) g_bit_nth_lsf (contenders, -1);

check_dealer:
  if (self->dealer != (first_dealer + self->hand_number - 1) % self->n_players)
    return corrupt (error, "dealer %u in hand %u after seat %u dealt first",
                    self->dealer, self->hand_number, first_dealer);

  return TRUE;
}

/* Checks every rule the state must obey: used after loading, and by the
 * simulator and tests after every move. */
gboolean
cy_game_check_invariants (CyGame  *self,
                          GError **error)
{
  g_return_val_if_fail (CY_IS_GAME (self), FALSE);

  if (self->n_players < CY_MIN_PLAYERS || self->n_players > CY_MAX_PLAYERS)
    return corrupt (error, "%u players", self->n_players);

  for (guint p = 0; p < self->n_players; p++)
    if (self->players[p] == NULL)
      return corrupt (error, "seat %u is empty", p);

  if (self->options.stock_rule > CY_STOCK_RULE_PASS ||
      self->options.turn_limit < CY_MIN_TURN_LIMIT || self->options.turn_limit > CY_MAX_TURN_LIMIT)
    return corrupt (error, "house rules");

  if (self->phase > CY_PHASE_GAME_OVER)
    return corrupt (error, "phase %d", self->phase);

  if ((self->phase == CY_PHASE_SEAT_DRAW) != (self->hand_number == 0) || self->hand_number > CY_N_HANDS ||
      (self->phase == CY_PHASE_GAME_OVER && self->hand_number != CY_N_HANDS))
    return corrupt (error, "round %u in phase %s", self->hand_number, phase_keys[self->phase]);

  if (self->dealer >= self->n_players || self->to_move >= self->n_players)
    return corrupt (error, "seat to move");

  if (self->knocker < -1 || self->knocker >= (int) self->n_players)
    return corrupt (error, "knocker");

  if (self->phase == CY_PHASE_TURNS && (self->knocker != -1 || self->passes_in_row >= self->n_players))
    return corrupt (error, "a knock or passes during normal turns");

  if (self->phase == CY_PHASE_LAST_TURNS &&
      (self->knocker < 0 || (guint) self->knocker == self->to_move ||
       self->last_turns_left < 1 || self->last_turns_left >= self->n_players ||
       self->to_move != (self->knocker + self->n_players - self->last_turns_left) % self->n_players))
    return corrupt (error, "last turns");

  /* Reaching the turn limit knocks at the player's next turn, so nobody is
   * past it while a turn of theirs is still to come; the knock or a last turn
   * adds one. */
  {
    guint still_to_play = 0;

    if (self->phase == CY_PHASE_TURNS)
      still_to_play = (1u << self->n_players) - 1;
    else if (self->phase == CY_PHASE_LAST_TURNS)
      for (guint k = 0; k < self->last_turns_left && k < self->n_players; k++)
        still_to_play |= 1u << ((self->to_move + k) % self->n_players);

    for (guint p = 0; p < self->n_players; p++)
      if (self->turns_taken[p] > self->options.turn_limit + ((still_to_play & (1u << p)) ? 0 : 1))
        return corrupt (error, "seat %u took %u turns", p, self->turns_taken[p]);
  }

  /* A normal turn never begins where the house rules knock at once (turn
   * limit, empty stock), and passes happen only with the stock empty. */
  if (self->phase == CY_PHASE_TURNS &&
      (self->turns_taken[self->to_move] >= self->options.turn_limit ||
       (self->stock.n_cards == 0 && self->options.stock_rule == CY_STOCK_RULE_AUTOMATIC_KNOCK) ||
       (self->passes_in_row > 0 &&
        (self->stock.n_cards > 0 || self->options.stock_rule != CY_STOCK_RULE_PASS))))
    return corrupt (error, "a turn the house rules do not allow");

  return check_seat_draws (self, error) && check_cards (self, error) && check_scores (self, error);
}

static GVariant *
pile_to_variant (const CyPile *pile)
{
  return g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, pile->cards, pile->n_cards, 1);
}

GVariant *
cy_game_serialize (CyGame *self)
{
  GVariantBuilder dict;
  GVariantBuilder players;
  GVariantBuilder hands;
  GVariantBuilder harbors;
  GVariantBuilder scores;
  GVariantBuilder scored_hands;
  GVariantBuilder round_categories;
  GVariantBuilder turns;
  GVariantBuilder taken;
  GVariantBuilder seat_draws;

  g_return_val_if_fail (CY_IS_GAME (self), NULL);

  g_variant_builder_init (&players, G_VARIANT_TYPE ("a(ss)"));
  g_variant_builder_init (&hands, G_VARIANT_TYPE ("aay"));
  g_variant_builder_init (&harbors, G_VARIANT_TYPE ("aay"));
  g_variant_builder_init (&scores, G_VARIANT_TYPE ("aan"));
  g_variant_builder_init (&scored_hands, G_VARIANT_TYPE ("aay"));
  g_variant_builder_init (&round_categories, G_VARIANT_TYPE ("ai"));
  g_variant_builder_init (&turns, G_VARIANT_TYPE ("au"));
  g_variant_builder_init (&taken, G_VARIANT_TYPE ("at"));

  for (guint p = 0; p < self->n_players; p++)
    {
      g_variant_builder_add (&players, "(ss)", cy_player_get_name (self->players[p]),
                             cy_player_kind_get_key (cy_player_get_kind (self->players[p])));
      g_variant_builder_add_value (&hands, pile_to_variant (&self->hands[p]));
      g_variant_builder_add_value (&harbors, pile_to_variant (&self->harbors[p]));
      g_variant_builder_add_value (&scores, g_variant_new_fixed_array (G_VARIANT_TYPE_INT16, self->scores[p],
                                                                       CY_N_CATEGORIES, sizeof (gint16)));
      g_variant_builder_add_value (&scored_hands,
                                   g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, self->scored_hands[p],
                                                              sizeof self->scored_hands[p], 1));
      g_variant_builder_add (&round_categories, "i", self->hand_category[p]);
      g_variant_builder_add (&turns, "u", self->turns_taken[p]);
      g_variant_builder_add (&taken, "t", self->taken[p]);
    }

  g_variant_builder_init (&seat_draws, G_VARIANT_TYPE ("aay"));
  for (guint i = 0; i < self->n_seat_draws; i++)
    g_variant_builder_add_value (&seat_draws, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, self->seat_draws[i],
                                                                         self->n_players, 1));

  g_variant_builder_init (&dict, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&dict, "{sv}", "deal-number", g_variant_new_uint64 (self->deal_number));
  g_variant_builder_add (&dict, "{sv}", "rng", g_variant_new ("(tt)", self->rng.state, self->rng.inc));
  g_variant_builder_add (&dict, "{sv}", "stock-rule",
                         g_variant_new_string (cy_stock_rule_get_key (self->options.stock_rule)));
  g_variant_builder_add (&dict, "{sv}", "turn-limit", g_variant_new_uint32 (self->options.turn_limit));
  g_variant_builder_add (&dict, "{sv}", "players", g_variant_builder_end (&players));
  g_variant_builder_add (&dict, "{sv}", "phase", g_variant_new_string (phase_keys[self->phase]));
  g_variant_builder_add (&dict, "{sv}", "round", g_variant_new_uint32 (self->hand_number));
  g_variant_builder_add (&dict, "{sv}", "dealer", g_variant_new_uint32 (self->dealer));
  g_variant_builder_add (&dict, "{sv}", "to-move", g_variant_new_uint32 (self->to_move));
  g_variant_builder_add (&dict, "{sv}", "knocker", g_variant_new_int32 (self->knocker));
  g_variant_builder_add (&dict, "{sv}", "last-turns-left", g_variant_new_uint32 (self->last_turns_left));
  g_variant_builder_add (&dict, "{sv}", "passes-in-row", g_variant_new_uint32 (self->passes_in_row));
  g_variant_builder_add (&dict, "{sv}", "turns-taken", g_variant_builder_end (&turns));
  g_variant_builder_add (&dict, "{sv}", "taken", g_variant_builder_end (&taken));
  g_variant_builder_add (&dict, "{sv}", "stock", pile_to_variant (&self->stock));
  g_variant_builder_add (&dict, "{sv}", "hands", g_variant_builder_end (&hands));
  g_variant_builder_add (&dict, "{sv}", "harbors", g_variant_builder_end (&harbors));
  g_variant_builder_add (&dict, "{sv}", "scores", g_variant_builder_end (&scores));
  g_variant_builder_add (&dict, "{sv}", "scored-hands", g_variant_builder_end (&scored_hands));
  g_variant_builder_add (&dict, "{sv}", "round-categories", g_variant_builder_end (&round_categories));
  g_variant_builder_add (&dict, "{sv}", "seat-draws", g_variant_builder_end (&seat_draws));
  if (self->first_dealer >= 0)
    g_variant_builder_add (&dict, "{sv}", "first-dealer", g_variant_new_uint32 ((guint32) self->first_dealer));

  return g_variant_ref_sink (g_variant_new ("(u@a{sv})", CY_SAVE_VERSION, g_variant_builder_end (&dict)));
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

static gboolean
read_pile (GVariant    *bytes,
           CyPile      *pile,
           const char  *what,
           GError     **error)
{
  gsize n = 0;
  const guint8 *data = g_variant_get_fixed_array (bytes, &n, 1);

  if (n > CY_DECK_SIZE)
    return corrupt (error, "%s holds %" G_GSIZE_FORMAT " cards", what, n);

  /* An empty array's data is NULL, and memcpy from NULL is undefined even
   * for no bytes. */
  if (n > 0)
    memcpy (pile->cards, data, n);
  pile->n_cards = (guint8) n;
  return TRUE;
}

static gboolean
lookup_uint (GVariant    *dict,
             const char  *key,
             guint        max,
             guint       *out,
             GError     **error)
{
  g_autoptr(GVariant) value = lookup (dict, key, "u", error);

  if (value == NULL)
    return FALSE;

  *out = g_variant_get_uint32 (value);
  if (*out > max)
    return corrupt (error, "%s is %u", key, *out);

  return TRUE;
}

static gboolean
lookup_key (GVariant    *dict,
            const char  *key,
            const char * const *keys,
            guint        n_keys,
            guint       *out,
            GError     **error)
{
  g_autoptr(GVariant) value = lookup (dict, key, "s", error);
  const char *text;

  if (value == NULL)
    return FALSE;

  text = g_variant_get_string (value, NULL);
  for (guint i = 0; i < n_keys; i++)
    if (g_strcmp0 (text, keys[i]) == 0)
      {
        *out = i;
        return TRUE;
      }

  return corrupt (error, "%s “%s”", key, text);
}

static gboolean
read_fields (CyGame    *self,
             GVariant  *dict,
             GError   **error)
{
  g_autoptr(GVariant) deal = NULL;
  g_autoptr(GVariant) rng = NULL;
  g_autoptr(GVariant) players = NULL;
  g_autoptr(GVariant) knocker = NULL;
  g_autoptr(GVariant) turns = NULL;
  g_autoptr(GVariant) stock = NULL;
  g_autoptr(GVariant) hands = NULL;
  g_autoptr(GVariant) harbors = NULL;
  g_autoptr(GVariant) scores = NULL;
  g_autoptr(GVariant) scored_hands = NULL;
  g_autoptr(GVariant) round_categories = NULL;
  g_autoptr(GVariant) seat_draws = NULL;
  g_autoptr(GVariant) stock_rule = NULL;
  g_autoptr(GVariant) first_dealer = NULL;
  g_autoptr(GVariant) taken = NULL;
  guint value = 0;
  guint n;

  if (!(deal = lookup (dict, "deal-number", "t", error)) ||
      !(rng = lookup (dict, "rng", "(tt)", error)) ||
      !(players = lookup (dict, "players", "a(ss)", error)) ||
      !(knocker = lookup (dict, "knocker", "i", error)) ||
      !(turns = lookup (dict, "turns-taken", "au", error)) ||
      !(stock = lookup (dict, "stock", "ay", error)) ||
      !(hands = lookup (dict, "hands", "aay", error)) ||
      !(harbors = lookup (dict, "harbors", "aay", error)) ||
      !(scores = lookup (dict, "scores", "aan", error)) ||
      !(scored_hands = lookup (dict, "scored-hands", "aay", error)) ||
      !(round_categories = lookup (dict, "round-categories", "ai", error)) ||
      !(seat_draws = lookup (dict, "seat-draws", "aay", error)))
    return FALSE;

  self->deal_number = g_variant_get_uint64 (deal);
  g_variant_get (rng, "(tt)", &self->rng.state, &self->rng.inc);
  /* cy_random_init() always makes the increment odd. With an even one the
   * generator can fall into a short cycle (state 0, increment 0 yields 0
   * forever), and cy_random_below() would then loop for ever at the next deal. */
  if ((self->rng.inc & 1) == 0)
    return corrupt (error, "random number stream");

  n = g_variant_n_children (players);
  if (n < CY_MIN_PLAYERS || n > CY_MAX_PLAYERS)
    return corrupt (error, "%u players", n);
  self->n_players = n;

  if (g_variant_n_children (turns) != n || g_variant_n_children (hands) != n ||
      g_variant_n_children (harbors) != n || g_variant_n_children (scores) != n ||
      g_variant_n_children (scored_hands) != n || g_variant_n_children (round_categories) != n)
    return corrupt (error, "a list does not have one entry per player");

  for (guint p = 0; p < n; p++)
    {
      g_autoptr(GVariant) hand = g_variant_get_child_value (hands, p);
      g_autoptr(GVariant) harbor = g_variant_get_child_value (harbors, p);
      g_autoptr(GVariant) score_row = g_variant_get_child_value (scores, p);
      g_autoptr(GVariant) scored = g_variant_get_child_value (scored_hands, p);
      const char *name;
      const char *kind_key;
      CyPlayerKind kind;
      const gint16 *row;
      const guint8 *bytes;
      gsize len;

      g_variant_get_child (players, p, "(&s&s)", &name, &kind_key);
      if (!g_utf8_validate (name, -1, NULL) || name[0] == '\0' || !cy_player_kind_from_key (kind_key, &kind))
        return corrupt (error, "player %u", p);
      self->players[p] = cy_player_new (name, kind);

      g_variant_get_child (turns, p, "u", &self->turns_taken[p]);
      g_variant_get_child (round_categories, p, "i", &self->hand_category[p]);

      if (!read_pile (hand, &self->hands[p], "a hand", error) ||
          !read_pile (harbor, &self->harbors[p], "a Harbor", error))
        return FALSE;

      row = g_variant_get_fixed_array (score_row, &len, sizeof (gint16));
      if (len != CY_N_CATEGORIES)
        return corrupt (error, "score row of %" G_GSIZE_FORMAT, len);
      memcpy (self->scores[p], row, sizeof self->scores[p]);
      for (guint c = 0; c < CY_N_CATEGORIES; c++)
        if (self->scores[p][c] >= 0)
          self->used[p] |= 1u << c;

      bytes = g_variant_get_fixed_array (scored, &len, 1);
      if (len != sizeof self->scored_hands[p])
        return corrupt (error, "scored hands of seat %u", p);
      memcpy (self->scored_hands[p], bytes, len);
    }

  self->n_seat_draws = g_variant_n_children (seat_draws);
  if (self->n_seat_draws > CY_MAX_SEAT_DRAWS)
    return corrupt (error, "seat draw");
  for (guint i = 0; i < self->n_seat_draws; i++)
    {
      g_autoptr(GVariant) row = g_variant_get_child_value (seat_draws, i);
      gsize len;
      const guint8 *bytes = g_variant_get_fixed_array (row, &len, 1);

      if (len != n)
        return corrupt (error, "seat draw");
      memcpy (self->seat_draws[i], bytes, len);
    }

  if (!read_pile (stock, &self->stock, "the stock", error))
    return FALSE;

  /* Not in saves made before the seat view showed cards taken from a
   * Harbor: then nobody is known to hold any. A card not in its player's
   * hand is never shown (cy_game_get_seat_view()). */
  if ((taken = g_variant_lookup_value (dict, "taken", NULL)) != NULL)
    {
      const guint64 *sets;
      gsize len;

      if (!g_variant_is_of_type (taken, G_VARIANT_TYPE ("at")))
        return corrupt (error, "taken");
      sets = g_variant_get_fixed_array (taken, &len, sizeof (guint64));
      if (len != n)
        return corrupt (error, "a list does not have one entry per player");
      for (guint p = 0; p < n; p++)
        self->taken[p] = sets[p] & CY_CARD_SET_FULL;
    }

  /* Only in games replayed from a record; cy_game_check_invariants() checks it. */
  if ((first_dealer = g_variant_lookup_value (dict, "first-dealer", NULL)) != NULL)
    {
      guint value_read;

      if (!lookup_uint (dict, "first-dealer", CY_MAX_PLAYERS - 1, &value_read, error))
        return FALSE;
      self->first_dealer = (int) value_read;
    }

  /* The keys are the rules module's own, as cy_game_serialize() writes them. */
  if (!(stock_rule = lookup (dict, "stock-rule", "s", error)))
    return FALSE;
  if (!cy_stock_rule_from_key (g_variant_get_string (stock_rule, NULL), &self->options.stock_rule))
    return corrupt (error, "stock-rule “%s”", g_variant_get_string (stock_rule, NULL));

  if (!lookup_key (dict, "phase", phase_keys, G_N_ELEMENTS (phase_keys), &value, error))
    return FALSE;
  self->phase = value;

  self->knocker = g_variant_get_int32 (knocker);

  return lookup_uint (dict, "turn-limit", CY_MAX_TURN_LIMIT, &self->options.turn_limit, error) &&
         lookup_uint (dict, "round", CY_N_HANDS, &self->hand_number, error) &&
         lookup_uint (dict, "dealer", CY_MAX_PLAYERS - 1, &self->dealer, error) &&
         lookup_uint (dict, "to-move", CY_MAX_PLAYERS - 1, &self->to_move, error) &&
         lookup_uint (dict, "last-turns-left", CY_MAX_PLAYERS, &self->last_turns_left, error) &&
         lookup_uint (dict, "passes-in-row", CY_MAX_PLAYERS, &self->passes_in_row, error);
}

/**
 * cy_game_deserialize:
 *
 * Rebuilds a game from cy_game_serialize() output, refusing anything that
 * is not a consistent, legal state.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL with @error set
 */
CyGame *
cy_game_deserialize (GVariant  *variant,
                     GError   **error)
{
  g_autoptr(CyGame) self = NULL;
  g_autoptr(GVariant) dict = NULL;
  guint32 version;

  g_return_val_if_fail (variant != NULL, NULL);

  if (!g_variant_is_of_type (variant, G_VARIANT_TYPE (SAVE_TYPE)))
    {
      corrupt (error, "not a Card Yacht game");
      return NULL;
    }

  g_variant_get (variant, "(u@a{sv})", &version, &dict);
  self = _cy_game_new_empty ();

  /* One case per format this version can read. A later format that renames
   * or reinterprets a field adds a case that reads the old fields into the
   * current state; new optional fields need no case at all. */
  switch (version)
    {
    case 1:
      if (!read_fields (self, dict, error))
        return NULL;
      break;

    default:
      if (version > CY_SAVE_VERSION)
        g_set_error (error, CY_ERROR, CY_ERROR_VERSION,
                     _("The saved game comes from a newer version of Card Yacht (format %u; this version reads up to %u)"),
                     version, CY_SAVE_VERSION);
      else
        corrupt (error, "unknown format %u", version);
      return NULL;
    }

  if (!cy_game_check_invariants (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

GBytes *
cy_game_save_to_bytes (CyGame *self)
{
  g_autoptr(GVariant) variant = cy_game_serialize (self);

  /* Little-endian on disk, whatever machine wrote it. */
  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      g_autoptr(GVariant) swapped = g_variant_byteswap (variant);
      return g_variant_get_data_as_bytes (swapped);
    }

  return g_variant_get_data_as_bytes (variant);
}

CyGame *
cy_game_load_from_bytes (GBytes  *bytes,
                         GError **error)
{
  g_autoptr(GVariant) variant = NULL;
  g_autoptr(GVariant) normal = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);

  variant = g_variant_new_from_bytes (G_VARIANT_TYPE (SAVE_TYPE), bytes, FALSE);
  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      GVariant *swapped = g_variant_byteswap (variant);
      g_variant_unref (variant);
      variant = swapped;
    }

  /* Untrusted bytes: normal form makes every later access well defined. */
  normal = g_variant_get_normal_form (variant);
  if (!g_variant_is_normal_form (variant))
    {
      GError *local = NULL;
      corrupt (&local, "not in normal form");
      g_propagate_error (error, local);
      return NULL;
    }

  return cy_game_deserialize (normal, error);
}
