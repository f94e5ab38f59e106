/* cy-ai-hint.c: what the hard player would do, in words, for a person
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

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

/* Ranks kept, for the sequences: a mask over the ranks (bit r for rank r)
 * and whether each is kept once. */
static gboolean
distinct_ranks (const CyCard *cards,
                guint         n_cards,
                guint        *mask)
{
  *mask = 0;
  for (guint i = 0; i < n_cards; i++)
    {
      guint bit = 1u << cy_card_get_rank (cards[i]);

      if (*mask & bit)
        return FALSE;
      *mask |= bit;
    }

  return TRUE;
}

/* Whether the ranks in @mask fit in one run of five (A-5 to 9-K). */
static gboolean
fits_a_run (guint mask)
{
  for (guint low = CY_RANK_ACE; low + 4 <= CY_RANK_KING; low++)
    if ((mask & ~(0x1fu << low)) == 0)
      return TRUE;

  return FALSE;
}

/* The suit all @cards share, or -1. */
static int
common_suit (const CyCard *cards,
             guint         n_cards)
{
  for (guint i = 1; i < n_cards; i++)
    if (cy_card_get_suit (cards[i]) != cy_card_get_suit (cards[0]))
      return -1;

  return n_cards > 0 ? (int) cy_card_get_suit (cards[0]) : -1;
}

gboolean
cy_ai_aim_fits (CyCategory    category,
                const CyCard *kept,
                guint         n_kept,
                const CyCard *laid,
                guint         n_laid)
{
  guint8 count[CY_N_RANKS + 1] = { 0 };
  guint n_ranks = 0, most = 0;
  guint kept_points = 0, top_kept = 0;
  guint mask;
  int suit = common_suit (kept, n_kept);

  if (n_kept == 0)
    return FALSE;

  for (guint i = 0; i < n_kept; i++)
    {
      guint rank = cy_card_get_rank (kept[i]);

      n_ranks += count[rank]++ == 0;
      most = MAX (most, count[rank]);
      kept_points += cy_card_get_points (kept[i]);
      top_kept = MAX (top_kept, cy_card_get_points (kept[i]));
    }

  switch (category)
    {
    case CY_CATEGORY_SPADES:
    case CY_CATEGORY_HEARTS:
    case CY_CATEGORY_DIAMONDS:
    case CY_CATEGORY_CLUBS:
      {
        CySuit aimed = (CySuit) (category - CY_CATEGORY_SPADES);
        guint in_suit[CY_N_SUITS] = { 0 };

        for (guint i = 0; i < n_laid; i++)
          if (cy_card_get_suit (laid[i]) == aimed)
            return FALSE;
        for (guint i = 0; i < n_kept; i++)
          in_suit[cy_card_get_suit (kept[i])]++;
        /* The suit of most kept cards, alone: 2♦ A♠ A♣ keeps one of each
         * and goes for no suit (issue 26). */
        for (guint s = 0; s < CY_N_SUITS; s++)
          if (s != aimed && in_suit[s] >= in_suit[aimed])
            return FALSE;
        return in_suit[aimed] > 0;
      }

    case CY_CATEGORY_FLUSH:
      for (guint i = 0; i < n_laid; i++)
        if ((int) cy_card_get_suit (laid[i]) == suit)
          return FALSE;
      return suit >= 0;

    case CY_CATEGORY_FIVE_FLUSH:
    case CY_CATEGORY_SEQUENCE:
      if (!distinct_ranks (kept, n_kept, &mask) || !fits_a_run (mask) ||
          (category == CY_CATEGORY_FIVE_FLUSH && suit < 0))
        return FALSE;
      /* No card laid away that the run could have used. */
      for (guint i = 0; i < n_laid; i++)
        {
          guint bit = 1u << cy_card_get_rank (laid[i]);

          if (category == CY_CATEGORY_FIVE_FLUSH && (int) cy_card_get_suit (laid[i]) != suit)
            continue;
          if (!(mask & bit) && fits_a_run (mask | bit))
            return FALSE;
        }
      return TRUE;

    case CY_CATEGORY_CARD_YACHT:
      if (n_ranks > 2)
        return FALSE;
      /* A rank kept most often, none of it laid away. */
      for (guint rank = CY_RANK_ACE; rank <= CY_RANK_KING; rank++)
        if (count[rank] == most)
          {
            gboolean laid_one = FALSE;

            for (guint i = 0; i < n_laid; i++)
              laid_one |= cy_card_get_rank (laid[i]) == rank;
            if (!laid_one)
              return TRUE;
          }
      return FALSE;

    case CY_CATEGORY_THREE_AND_TWO:
      if (n_ranks > 2 || most > 3)
        return FALSE;
      for (guint i = 0; i < n_laid; i++)
        {
          guint rank = cy_card_get_rank (laid[i]);

          /* A card of a kept rank that still wants more... */
          if (count[rank] > 0 && count[rank] < 3)
            return FALSE;
          /* ...or a pair laid away while a rank is still missing. */
          for (guint j = i + 1; j < n_laid && n_ranks < 2; j++)
            if (count[rank] == 0 && cy_card_get_rank (laid[j]) == rank)
              return FALSE;
        }
      return TRUE;

    case CY_CATEGORY_HIGH:
      if (top_kept < 10 || kept_points != 10 * n_kept)
        return FALSE;
      for (guint i = 0; i < n_laid; i++)
        if (cy_card_get_points (laid[i]) == 10)
          return FALSE;
      return TRUE;

    case CY_CATEGORY_LOW:
      /* Every card drawn is worth at least 1. */
      if (kept_points + n_laid > 10)
        return FALSE;
      for (guint i = 0; i < n_laid; i++)
        if (cy_card_get_points (laid[i]) < top_kept)
          return FALSE;
      return TRUE;

    case CY_CATEGORY_MIDDLE:
      return kept_points + n_laid <= 25 && 25 <= kept_points + 10 * n_laid;

    default:
      return FALSE;
    }
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

        if (plan->reason == CY_AI_REASON_FRESH)
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "Lay %s and draw %u card: what is kept aims at no category yet, and this draw gives the best chance of a good hand",
                                               "Lay %s and draw %u cards: what is kept aims at no category yet, and this draw gives the best chance of a good hand",
                                               move->n_cards),
                                  laid, (guint) move->n_cards);
        if (plan->reason == CY_AI_REASON_UPGRADE)
          {
            CyCard low[CY_MAX_MOVE_CARDS];
            guint n_low = 0;
            g_autofree char *low_text = NULL;

            for (guint j = 0; j < move->n_cards; j++)
              if (cy_card_get_suit (move->laid[j]) == (CySuit) (plan->target - CY_CATEGORY_SPADES))
                low[n_low++] = move->laid[j];
            low_text = cy_cards_describe (low, n_low);

            /* Translators: "Lay the Ace of Clubs and draw 1 card: on average, a card drawn is worth more in Clubs than the Ace of Clubs" */
            return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 "Lay %s and draw %u card: on average, a card drawn is worth more in %s than %s",
                                                 "Lay %s and draw %u cards: on average, the cards drawn are worth more in %s than %s",
                                                 move->n_cards),
                                    laid, (guint) move->n_cards, category, low_text);
          }
        if (plan->reason == CY_AI_REASON_LONG_SHOT)
          /* Translators: "Lay the Five of Diamonds and draw 1 card: nothing has a better chance than this long shot at Card Yacht" */
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "Lay %s and draw %u card: nothing has a better chance than this long shot at %s",
                                               "Lay %s and draw %u cards: nothing has a better chance than this long shot at %s",
                                               move->n_cards),
                                  laid, (guint) move->n_cards, category);
        /* The target fits what is kept (cy_ai_aim_fits()). */
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

        /* The hand an exchange makes is known: say what it scores. */
        if (points > 0)
          /* Translators: "Exchange the Two of Clubs for the Four of Hearts from Ann’s Harbor: that makes 50 in Low" */
          return g_strdup_printf (_("Exchange %s for %s from %s’s Harbor: that makes %u in %s"),
                                  laid, taken, owner, points, category);
        /* Translators: "Exchange the Two of Clubs for the King of Hearts from Ann’s Harbor: nothing better is on offer, and Five Flush is where a zero costs least" */
        return g_strdup_printf (_("Exchange %s for %s from %s’s Harbor: nothing better is on offer, and %s is where a zero costs least"),
                                laid, taken, owner, category);
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

/* Why the hard player writes the hand in @category. */
static char *
describe_category (const CySeatView *view,
                   CyCategory        category)
{
  const CyAiParams *params = cy_ai_params_for_kind (CY_PLAYER_KIND_HARD);
  CyAiEval ev;
  guint points;

  cy_ai_eval_init (&ev, view, params);
  points = cy_category_score (category, view->hand);

  if (points == 0)
    return g_strdup_printf (_("Score 0 in %s: the hand scores little anywhere, and this category costs least to give up"),
                            cy_category_get_label (category));
  if (cy_category_is_suit (category) && ev.open_suits > 1 &&
      cy_ai_suited_bonus_chance (params, CY_SUITED_BONUS_THRESHOLD - (int) (ev.suit_total + points),
                                 ev.open_suits - 1) >= 0.25)
    return g_strdup_printf (_("Score %u in %s: a good suit score, which keeps the Suited Bonus within reach"),
                            points, cy_category_get_label (category));
  if (points < cy_ai_opportunity_cost (params, category, ev.rounds_left))
    return g_strdup_printf (_("Score %u in %s: not much, but every other choice gives up more"),
                            points, cy_category_get_label (category));
  return g_strdup_printf (_("Score %u in %s: the best use of this hand"),
                          points, cy_category_get_label (category));
}

CyCategory
cy_ai_hint_category (const CySeatView *view,
                     CyRandom         *rng,
                     char            **reason)
{
  CyCategory category;

  g_return_val_if_fail (view != NULL && cy_ai_view_is_valid (view), CY_CATEGORY_FIVE_FLUSH);

  category = cy_ai_choose_category (CY_PLAYER_KIND_HARD, view, rng);
  if (reason != NULL)
    *reason = describe_category (view, category);

  return category;
}

/* The open categories by what writing the hand there is worth to the hard
 * player, its choice first. */
static guint
category_options (const CySeatView *view,
                  CyRandom         *rng,
                  CyAiHintOption   *options,
                  char            **reason)
{
  CyCategory best = cy_ai_choose_category (CY_PLAYER_KIND_HARD, view, rng);
  guint scores[CY_N_CATEGORIES];
  double values[CY_N_CATEGORIES];
  guint n = 0;
  CyAiEval ev;

  cy_ai_eval_init (&ev, view, cy_ai_params_for_kind (CY_PLAYER_KIND_HARD));
  cy_category_score_all (view->hand, scores);
  options[n++] = (CyAiHintOption) { .category = best, .aims_at = (int) best };
  for (guint c = 0; c < CY_N_CATEGORIES && n < CY_AI_HINT_MAX_OPTIONS; c++)
    {
      guint i = n;

      if (c == best || !(ev.open & (1u << c)))
        continue;

      /* Insertion after the best; a tie keeps sheet order. */
      values[c] = ev.value[c][scores[c]];
      while (i > 1 && values[options[i - 1].category] < values[c])
        {
          options[i] = options[i - 1];
          i--;
        }
      options[i] = (CyAiHintOption) { .category = c, .aims_at = (int) c };
      n++;
    }

  if (reason != NULL)
    *reason = describe_category (view, best);
  return n;
}

guint
cy_ai_hint_options (const CySeatView   *view,
                    const char * const *names,
                    CyRandom           *rng,
                    CyAiHintOption      options[CY_AI_HINT_MAX_OPTIONS],
                    char              **reason)
{
  CyAiPlan plan;
  CyAiPlan top[CY_AI_HINT_MAX_OPTIONS];
  guint n_top, n = 0;

  g_return_val_if_fail (view != NULL && rng != NULL && options != NULL, 0);
  g_return_val_if_fail (cy_ai_view_is_valid (view), 0);

  if (view->phase == CY_PHASE_SCORING)
    return category_options (view, rng, options, reason);

  n_top = cy_ai_plan_candidates (cy_ai_params_for_kind (CY_PLAYER_KIND_HARD), view, rng, &plan,
                                 top, CY_AI_HINT_MAX_OPTIONS);
  /* The plan comes first even when it is forced (no option weighed). */
  options[n++] = (CyAiHintOption) {
    .move = plan.move,
    .aims_at = plan.reason == CY_AI_REASON_FRESH || plan.reason == CY_AI_REASON_FORCED ? -1 : (int) plan.target,
  };
  for (guint i = 0; i < n_top && n < CY_AI_HINT_MAX_OPTIONS; i++)
    {
      if (memcmp (&top[i].move, &plan.move, sizeof plan.move) == 0)
        continue;
      options[n++] = (CyAiHintOption) {
        .move = top[i].move,
        .aims_at = top[i].reason == CY_AI_REASON_FRESH ? -1 : (int) top[i].target,
      };
    }

  if (reason != NULL)
    *reason = plan.reason == CY_AI_REASON_FORCED ?
              g_strdup (_("Nothing here helps much: this move is as good as any")) :
              describe_plan (view, names, &plan);
  return n;
}
