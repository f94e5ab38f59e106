/* cy-ai-hint.c: what the hard player would do, in words, for a person
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-ai-private.h"
#include "cy-game.h"   /* cy_cards_describe(), only to name cards */

static char *
player_name (const CySeatView   *view,
             const char * const *names,
             guint               seat)
{
  if (names != NULL && names[seat] != NULL)
    return g_strdup (names[seat]);

  /* Translators: a player without a name, numbered from 1 */
  return g_strdup_printf (_("Player %u"), seat + 1);
}

static char *
describe_plan (const CySeatView   *view,
               const char * const *names,
               const CyAiPlan     *plan)
{
  const CyMove *move = &plan->move;
  const char *category = cy_category_get_label (plan->target);
  guint points = cy_category_score (plan->target, view->hand);

  switch (move->type)
    {
    case CY_MOVE_KNOCK:
      if (points == 0)
        return g_strdup_printf (_("Knock: no draw is likely to help this hand, and %s is where a zero costs least"),
                                category);
      if (plan->reason == CY_AI_REASON_KNOCK_EARLY)
        return g_strdup_printf (_("Knock now: %u in %s, before the others have had time to build their hands"),
                                points, category);
      return g_strdup_printf (_("Knock: %u in %s is about as good as this hand is likely to get"),
                              points, category);

    case CY_MOVE_PASS:
      if (points == 0)
        return g_strdup_printf (_("Pass: a draw is unlikely to help, and %s is where a zero costs least"),
                                category);
      return g_strdup_printf (_("Pass: %u in %s is more than a draw is likely to bring"), points, category);

    case CY_MOVE_DRAW:
      {
        g_autofree char *laid = cy_cards_describe (move->laid, move->n_cards);

        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Lay %s and draw %u card: going for %s",
                                             "Lay %s and draw %u cards: going for %s",
                                             move->n_cards),
                                laid, (guint) move->n_cards, category);
      }

    case CY_MOVE_EXCHANGE:
      {
        g_autofree char *laid = cy_cards_describe (move->laid, move->n_cards);
        g_autofree char *taken = cy_cards_describe (move->taken, move->n_cards);
        g_autofree char *owner = player_name (view, names, move->opponent);
        CyCard result[CY_HAND_SIZE];
        guint n = 0;

        /* The hand the exchange makes, to say what it scores. */
        for (guint i = 0; i < CY_HAND_SIZE; i++)
          {
            gboolean laid_now = FALSE;

            for (guint j = 0; j < move->n_cards; j++)
              laid_now |= move->laid[j] == view->hand[i];
            if (!laid_now)
              result[n++] = view->hand[i];
          }
        for (guint j = 0; j < move->n_cards && n < CY_HAND_SIZE; j++)
          result[n++] = move->taken[j];
        points = cy_category_score (plan->target, result);

        if (plan->reason == CY_AI_REASON_COMPLETE && points > 0)
          /* Translators: "Exchange the Two of Clubs for the Four of Hearts from Ann’s Harbor: that makes 50 in Low" */
          return g_strdup_printf (_("Exchange %s for %s from %s’s Harbor: that makes %u in %s"),
                                  laid, taken, owner, points, category);
        /* Translators: "Exchange the Two of Clubs for the King of Hearts from Ann’s Harbor: going for High" */
        return g_strdup_printf (_("Exchange %s for %s from %s’s Harbor: going for %s"), laid, taken, owner, category);
      }

    default:
      return g_strdup (_("Nothing here helps much: this move is as good as any"));
    }
}

void
cy_ai_hint (const CySeatView   *view,
            const char * const *names,
            CyRandom           *rng,
            CyMove             *move,
            char              **reason)
{
  CyAiPlan plan;

  g_return_if_fail (view != NULL && rng != NULL && move != NULL);

  cy_ai_plan_move (CY_PLAYER_KIND_HARD, view, rng, &plan);
  *move = plan.move;
  if (reason != NULL)
    *reason = plan.reason == CY_AI_REASON_FORCED ?
              g_strdup (_("Nothing here helps much: this move is as good as any")) :
              describe_plan (view, names, &plan);
}

CyCategory
cy_ai_hint_category (const CySeatView *view,
                     CyRandom         *rng,
                     char            **reason)
{
  const CyAiParams *params = cy_ai_params_for_kind (CY_PLAYER_KIND_HARD);
  CyCategory category;
  CyAiEval ev;
  guint points;

  g_return_val_if_fail (view != NULL && cy_ai_view_is_valid (view), CY_CATEGORY_FIVE_FLUSH);

  category = cy_ai_choose_category (CY_PLAYER_KIND_HARD, view, rng);
  if (reason == NULL)
    return category;

  cy_ai_eval_init (&ev, view, params);
  points = cy_category_score (category, view->hand);

  if (points == 0)
    *reason = g_strdup_printf (_("Score 0 in %s: the hand scores little anywhere, and this category costs least to give up"),
                               cy_category_get_label (category));
  else if (cy_category_is_suit (category) && ev.open_suits > 1 &&
           cy_ai_suited_bonus_chance (params, CY_SUITED_BONUS_THRESHOLD - (int) (ev.suit_total + points),
                                      ev.open_suits - 1) >= 0.25)
    *reason = g_strdup_printf (_("Score %u in %s: a good suit score, which keeps the Suited Bonus within reach"),
                               points, cy_category_get_label (category));
  else if (points < cy_ai_opportunity_cost (params, category, ev.rounds_left))
    *reason = g_strdup_printf (_("Score %u in %s: not much, but every other choice gives up more"),
                               points, cy_category_get_label (category));
  else
    *reason = g_strdup_printf (_("Score %u in %s: the best use of this hand"),
                               points, cy_category_get_label (category));

  return category;
}
