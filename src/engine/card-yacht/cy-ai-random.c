/* cy-ai-random.c: the random policy, and the random picks the others use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cy-ai-private.h"

/* Picks @n of the @n_items items at random, in place: they end up first. */
void
_cy_ai_pick_random (CyRandom *rng,
                    CyCard   *items,
                    guint     n_items,
                    guint     n)
{
  for (guint i = 0; i < n; i++)
    {
      guint j = i + cy_random_below (rng, n_items - i);
      CyCard tmp = items[i];

      items[i] = items[j];
      items[j] = tmp;
    }
}

/* A uniformly random kind of legal move, then random cards for it. */
void
_cy_ai_choose_random_move (const CySeatView *view,
                           CyRandom         *rng,
                           CyMove           *move)
{
  CyMoveType options[4];
  guint n_options = 0;
  guint opponents[CY_MAX_PLAYERS];
  guint n_opponents = 0;

  memset (move, 0, sizeof *move);

  if (cy_rules_may_knock (view, NULL))
    options[n_options++] = CY_MOVE_KNOCK;
  if (view->stock_count > 0)
    options[n_options++] = CY_MOVE_DRAW;
  for (guint p = 0; p < view->n_players; p++)
    if (p != view->seat && view->harbors[p].n_cards > 0)
      opponents[n_opponents++] = p;
  if (n_opponents > 0)
    options[n_options++] = CY_MOVE_EXCHANGE;
  if (cy_rules_may_pass (view, NULL))
    options[n_options++] = CY_MOVE_PASS;

  g_assert (n_options > 0);
  move->type = options[cy_random_below (rng, n_options)];

  if (move->type == CY_MOVE_DRAW)
    {
      CyCard hand[CY_HAND_SIZE];

      memcpy (hand, view->hand, CY_HAND_SIZE);
      move->n_cards = 1 + cy_random_below (rng, MIN (CY_HAND_SIZE, view->stock_count));
      _cy_ai_pick_random (rng, hand, CY_HAND_SIZE, move->n_cards);
      memcpy (move->laid, hand, move->n_cards);
    }
  else if (move->type == CY_MOVE_EXCHANGE)
    {
      CyCard hand[CY_HAND_SIZE];
      CyCard harbor[CY_DECK_SIZE];
      const CyPile *pile;

      move->opponent = opponents[cy_random_below (rng, n_opponents)];
      pile = &view->harbors[move->opponent];
      move->n_cards = 1 + cy_random_below (rng, MIN (CY_HAND_SIZE, pile->n_cards));

      memcpy (hand, view->hand, CY_HAND_SIZE);
      _cy_ai_pick_random (rng, hand, CY_HAND_SIZE, move->n_cards);
      memcpy (move->laid, hand, move->n_cards);

      memcpy (harbor, pile->cards, pile->n_cards);
      _cy_ai_pick_random (rng, harbor, pile->n_cards, move->n_cards);
      memcpy (move->taken, harbor, move->n_cards);
    }
}

CyCategory
_cy_ai_choose_random_category (const CySeatView *view,
                               CyRandom         *rng)
{
  CyCategory open[CY_N_CATEGORIES];
  guint n_open = 0;

  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    if (!(view->used[view->seat] & (1u << c)))
      open[n_open++] = c;

  g_assert (n_open > 0);
  return open[cy_random_below (rng, n_open)];
}
