/* cy-dice-game-state.c: what a game of Yacht holds, read by the views,
 * the computer players (through a seat's view) and the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-dice-game-private.h"
#include "cy-error.h"

CyDiceRules
cy_dice_game_get_rules (CyDiceGame *self)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), CY_DICE_RULES_YACHT_BONUS);
  return self->rules;
}

guint64
cy_dice_game_get_seed (CyDiceGame *self)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), 0);
  return self->seed;
}

guint
cy_dice_game_get_n_players (CyDiceGame *self)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), 0);
  return self->n_players;
}

CyPlayer *
cy_dice_game_get_player (CyDiceGame *self,
                         guint       seat)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);
  return self->players[seat];
}

gboolean
cy_dice_game_is_over (CyDiceGame *self)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), FALSE);
  return self->over;
}

guint
cy_dice_game_get_round (CyDiceGame *self)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), 0);
  return self->round;
}

guint
cy_dice_game_get_to_move (CyDiceGame *self)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), 0);
  return self->to_move;
}

guint
cy_dice_game_get_rolls_used (CyDiceGame *self)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), 0);
  return self->rolls_used;
}

guint
cy_dice_game_get_rolls_left (CyDiceGame *self)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), 0);
  return self->over ? 0 : CY_DICE_N_ROLLS - self->rolls_used;
}

void
cy_dice_game_get_dice (CyDiceGame *self,
                       guint8      dice[CY_DICE_N_DICE])
{
  g_return_if_fail (CY_IS_DICE_GAME (self));
  memcpy (dice, self->dice, sizeof self->dice);
}

CyDiceMask
cy_dice_game_get_held (CyDiceGame *self)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), 0);
  return self->held;
}

int
cy_dice_game_get_score (CyDiceGame *self,
                        guint       seat,
                        guint       category)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), -1);
  g_return_val_if_fail (seat < self->n_players && category < cy_dice_rules_get_n_categories (self->rules), -1);
  return self->scores[seat][category];
}

CyDiceCategorySet
cy_dice_game_get_used (CyDiceGame *self,
                       guint       seat)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), 0);
  g_return_val_if_fail (seat < self->n_players, 0);
  return self->used[seat];
}

guint
cy_dice_game_get_upper_total (CyDiceGame *self,
                              guint       seat)
{
  guint total = 0;

  g_return_val_if_fail (CY_IS_DICE_GAME (self), 0);
  g_return_val_if_fail (seat < self->n_players, 0);

  for (guint c = 0; c < CY_DICE_N_UPPER; c++)
    total += MAX (self->scores[seat][c], 0);
  return total;
}

guint
cy_dice_game_get_bonus (CyDiceGame *self,
                        guint       seat)
{
  return cy_dice_bonus (self->rules, cy_dice_game_get_upper_total (self, seat));
}

guint
cy_dice_game_get_yacht_bonus (CyDiceGame *self,
                              guint       seat)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), 0);
  g_return_val_if_fail (seat < self->n_players, 0);

  return self->yacht_bonuses[seat] * CY_DICE_YACHT_BONUS;
}

guint
cy_dice_game_get_total (CyDiceGame *self,
                        guint       seat)
{
  guint total = 0;

  g_return_val_if_fail (CY_IS_DICE_GAME (self), 0);
  g_return_val_if_fail (seat < self->n_players, 0);

  for (guint c = 0; c < CY_DICE_MAX_CATEGORIES; c++)
    total += MAX (self->scores[seat][c], 0);
  return total + cy_dice_game_get_bonus (self, seat) + cy_dice_game_get_yacht_bonus (self, seat);
}

guint
cy_dice_game_get_winners (CyDiceGame *self)
{
  guint best = 0;
  guint winners = 0;

  g_return_val_if_fail (CY_IS_DICE_GAME (self), 0);

  for (guint p = 0; p < self->n_players; p++)
    {
      guint total = cy_dice_game_get_total (self, p);

      if (p == 0 || total > best)
        {
          best = total;
          winners = 0;
        }
      if (total == best)
        winners |= 1u << p;
    }
  return winners;
}

void
cy_dice_game_get_seat_view (CyDiceGame     *self,
                            guint           seat,
                            CyDiceSeatView *view)
{
  g_return_if_fail (CY_IS_DICE_GAME (self));
  g_return_if_fail (seat < self->n_players);

  memset (view, 0, sizeof *view);
  view->rules = self->rules;
  view->n_players = (guint8) self->n_players;
  view->seat = (guint8) seat;
  view->to_move = (guint8) self->to_move;
  view->round = (guint8) self->round;
  view->rolls_used = (guint8) self->rolls_used;
  view->held = self->held;
  memcpy (view->dice, self->dice, sizeof view->dice);
  for (guint p = 0; p < CY_DICE_MAX_PLAYERS; p++)
    {
      for (guint c = 0; c < CY_DICE_MAX_CATEGORIES; c++)
        view->scores[p][c] = p < self->n_players ? self->scores[p][c] : -1;
      if (p < self->n_players)
        {
          view->used[p] = self->used[p];
          view->yacht_bonuses[p] = (guint8) self->yacht_bonuses[p];
          view->upper[p] = (guint16) cy_dice_game_get_upper_total (self, p);
        }
    }
}

gboolean
cy_dice_seat_view_is_yacht_live (const CyDiceSeatView *view,
                                 guint                 seat)
{
  g_return_val_if_fail (view != NULL && seat < CY_DICE_MAX_PLAYERS, FALSE);

  return cy_dice_rules_has_joker (view->rules) &&
         view->scores[seat][cy_dice_rules_get_yacht_category (view->rules)] == 50;
}

const CyDiceAction *
cy_dice_game_get_actions (CyDiceGame *self,
                          guint      *n_actions)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), NULL);

  *n_actions = self->actions->len;
  return (const CyDiceAction *) self->actions->data;
}

char *
cy_dice_game_describe_die (CyDiceGame *self,
                           guint       die)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), NULL);
  g_return_val_if_fail (die < CY_DICE_N_DICE, NULL);

  if (self->rolls_used == 0)
    /* Translators: a die before the turn's first roll */
    return g_strdup_printf (_("Die %u: not rolled yet"), die + 1);

  if (self->held & (1u << die))
    /* Translators: "Die 3: five, kept" */
    return g_strdup_printf (_("Die %u: %s, kept"), die + 1, cy_dice_face_get_name (self->dice[die]));

  /* Translators: "Die 3: five" */
  return g_strdup_printf (_("Die %u: %s"), die + 1, cy_dice_face_get_name (self->dice[die]));
}

#define invariant_broken(error, ...) cy_error_set_damaged (error, CY_DAMAGED_GAME_STATE, __VA_ARGS__)

/* Every rule the state must obey: after loading, and in the simulator and
 * the tests after every action. */
gboolean
cy_dice_game_check_invariants (CyDiceGame  *self,
                               GError     **error)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), FALSE);

  if (self->rules >= CY_DICE_N_RULES)
    return invariant_broken (error, "rules %u", self->rules);

  if (self->n_players < CY_DICE_MIN_PLAYERS || self->n_players > CY_DICE_MAX_PLAYERS)
    return invariant_broken (error, "%u players", self->n_players);

  for (guint p = 0; p < self->n_players; p++)
    if (self->players[p] == NULL)
      return invariant_broken (error, "seat %u is empty", p);

  if (self->round < 1 || self->round > cy_dice_rules_get_n_categories (self->rules) ||
      self->to_move >= self->n_players)
    return invariant_broken (error, "round %u, seat %u to move", self->round, self->to_move);

  if (self->over && (self->round != cy_dice_rules_get_n_categories (self->rules) ||
                     self->to_move != 0 || self->rolls_used != 0))
    return invariant_broken (error, "a turn after the game");

  if (self->rolls_used > CY_DICE_N_ROLLS || (self->held & ~CY_DICE_MASK_ALL) ||
      (self->rolls_used == 0 && self->held != 0))
    return invariant_broken (error, "%u rolls with dice %#x held", self->rolls_used, self->held);

  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    if (self->rolls_used == 0 ? self->dice[i] != 0 : self->dice[i] < 1 || self->dice[i] > CY_DICE_N_FACES)
      return invariant_broken (error, "die %u shows %u after %u rolls", i, self->dice[i], self->rolls_used);

  for (guint p = 0; p < self->n_players; p++)
    {
      guint n_categories = cy_dice_rules_get_n_categories (self->rules);
      guint expected = self->over ? n_categories : self->round - (p < self->to_move ? 0 : 1);
      /* A sheet on which any five equal dice are a Joker. */
      CyDiceCategorySet joker_sheet = (CyDiceCategorySet) (1u << cy_dice_rules_get_yacht_category (self->rules));
      CyDiceCategorySet used = 0;

      for (guint c = 0; c < CY_DICE_MAX_CATEGORIES; c++)
        {
          int score = self->scores[p][c];
          gboolean joker = (self->jokers[p] & (1u << c)) != 0;

          if (score < 0)
            {
              if (score != -1)
                return invariant_broken (error, "score %d", score);
              continue;
            }

          used |= 1u << c;
          if (c >= n_categories || !cy_dice_are_valid (self->scored_dice[p][c]) ||
              (joker && !cy_dice_is_joker (self->rules, joker_sheet, self->scored_dice[p][c])) ||
              (guint) score != cy_dice_score_on_sheet (self->rules, c, joker ? joker_sheet : 0,
                                                       self->scored_dice[p][c]))
            return invariant_broken (error, "seat %u scored %d in %s", p, score,
                                     cy_dice_category_get_key (self->rules, MIN (c, n_categories - 1)));
        }

      if (used != self->used[p] || (guint) __builtin_popcount (used) != expected)
        return invariant_broken (error, "seat %u used %d categories in round %u",
                                 p, __builtin_popcount (used), self->round);

      if ((self->jokers[p] & ~used) || self->yacht_bonuses[p] > (guint) __builtin_popcount (self->jokers[p]))
        return invariant_broken (error, "seat %u has %u Yahtzee bonuses", p, self->yacht_bonuses[p]);
    }

  return TRUE;
}

/* CyMatchGame */
