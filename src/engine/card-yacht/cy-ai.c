/* cy-ai.c: computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Four policies, weakest first:
 *   random  a uniformly random legal move;
 *   easy    draws towards whatever looks best for the next draw, now and
 *           then towards something merely good, and knocks once the hand
 *           scores decently or it tires of drawing;
 *   normal  plays the hand: weighs every way of drawing by the value it
 *           expects over the unseen cards, takes Harbor cards when that
 *           makes a better hand, and knocks when a draw is not likely to
 *           improve the hand;
 *   hard    plays the game: the same search, but a score is weighed against
 *           what its category could still bring in the hands left (a rare
 *           category is not spent early, zeros go where they cost least)
 *           and against the Suited Bonus, it looks at more draws, and it
 *           knocks a good hand sooner to leave the others unprepared;
 *   expert  plays hard's best few moves out to the end of the hand over
 *           many deals of the unseen cards (cy-ai-expert.c).
 * All decide from a CySeatView alone (see cy-ai.h).
 */
#include "config.h"

#include <string.h>

#include "cy-ai-private.h"

/* From this many turns in a hand on, a knock wins a tie with a move that
 * does not improve the hand (see plan_best()). */
#define CY_AI_TIE_KNOCK_TURNS 10
#define CY_AI_TIE_MARGIN      1e-6

/* The opportunity costs below were tuned with card-yacht-cli simulate (hard
 * against normal and against itself); the suit figures are near what hard
 * scores in a suit. */
static const CyAiParams hard_params = {
  .base = { 20, 42, 30, 20, 21, 48, 42, 22, 40, 40, 40, 40 },
  .scale_base_by_hands = FALSE,
  .early_base = { [CY_CATEGORY_FIVE_FLUSH] = 20, [CY_CATEGORY_CARD_YACHT] = 10 },
  .suited_bonus = TRUE,
  .suit_mean = 37,
  .suit_sd = 9,
  .samples = 160,
  .denial = 1,
  .hazard = 0.25,
  .opponent_draw = 3,
};

/* Normal values a category by its usual score, less and less as the game
 * goes on, and does not plan for the Suited Bonus. */
static const CyAiParams normal_params = {
  .base = { 10, 25, 15, 12, 12, 30, 25, 15, 22, 22, 22, 22 },
  .scale_base_by_hands = TRUE,
  .suited_bonus = FALSE,
  .samples = 96,
  .denial = 0,
  .hazard = 0.25,
  .opponent_draw = 3,
};

static const CyAiParams easy_params = {
  .base = { 5, 15, 10, 8, 8, 15, 15, 8, 12, 12, 12, 12 },
  .scale_base_by_hands = TRUE,
  .suited_bonus = FALSE,
  .samples = 0,
  .denial = 0,
  .hazard = 0.25,
  .opponent_draw = 3,
};

const CyAiParams *
cy_ai_params_for_kind (CyPlayerKind kind)
{
  switch (kind)
    {
    case CY_PLAYER_KIND_HARD:
    case CY_PLAYER_KIND_EXPERT:
      return &hard_params;
    case CY_PLAYER_KIND_NORMAL:
      return &normal_params;
    default:
      return &easy_params;
    }
}

static gboolean
is_open (const CyAiEval *ev,
         guint           category)
{
  return (ev->open & (1u << category)) != 0;
}

/* Keeping and laying: a 5-bit mask over the hand says which cards are laid. */

#define ALL_CARDS ((1u << CY_HAND_SIZE) - 1)

static guint
split_hand (const CyCard  hand[CY_HAND_SIZE],
            guint         laid_mask,
            CyCard       *kept,
            CyCard       *laid)
{
  guint n_kept = 0;
  guint n_laid = 0;

  for (guint i = 0; i < CY_HAND_SIZE; i++)
    {
      if (laid_mask & (1u << i))
        laid[n_laid++] = hand[i];
      else
        kept[n_kept++] = hand[i];
    }

  return n_laid;
}

static void
set_draw (CyMove       *move,
          const CyCard  hand[CY_HAND_SIZE],
          guint         laid_mask)
{
  CyCard kept[CY_HAND_SIZE];

  memset (move, 0, sizeof *move);
  move->type = CY_MOVE_DRAW;
  move->n_cards = (guint8) split_hand (hand, laid_mask, kept, move->laid);
}

/* An exchange: the cards laid (a mask over the hand) and those taken from
 * one opponent's Harbor. */
typedef struct
{
  guint  opponent;
  guint  laid_mask;
  guint  n_taken;
  CyCard taken[CY_HAND_SIZE];
} Exchange;

static void
set_exchange (CyMove         *move,
              const CyCard    hand[CY_HAND_SIZE],
              const Exchange *exchange)
{
  CyCard kept[CY_HAND_SIZE];

  memset (move, 0, sizeof *move);
  move->type = CY_MOVE_EXCHANGE;
  move->opponent = (guint8) exchange->opponent;
  move->n_cards = (guint8) split_hand (hand, exchange->laid_mask, kept, move->laid);
  memcpy (move->taken, exchange->taken, exchange->n_taken);
}

/* The best option found so far, and optionally the few best (for the
 * expert, which searches them further). */
typedef struct
{
  double     value;
  CyMove     move;
  CyAiReason reason;
  CyCategory target;
  CyAiPlan  *top;              /* best first; NULL when not wanted */
  guint      n_top;
  guint      max_top;
} Best;

static void
consider (Best         *best,
          double        value,
          const CyMove *move,
          CyAiReason    reason,
          CyCategory    target)
{
  if (value > best->value)
    {
      best->value = value;
      best->move = *move;
      best->reason = reason;
      best->target = target;
    }

  if (best->top != NULL)
    {
      guint i = MIN (best->n_top, best->max_top);

      /* Insertion into a short sorted list; a tie keeps the earlier. */
      while (i > 0 && best->top[i - 1].value < value)
        {
          if (i < best->max_top)
            best->top[i] = best->top[i - 1];
          i--;
        }
      if (i < best->max_top)
        {
          best->top[i] = (CyAiPlan) { .move = *move, .reason = reason, .target = target, .value = value };
          best->n_top = MIN (best->n_top + 1, best->max_top);
        }
    }
}

/* For each open category, the way of keeping that gives it the best value
 * after one draw (closed forms). */
static void
best_keeps (const CyAiEval *ev,
            guint           keep_masks[CY_N_CATEGORIES],
            double          keep_values[CY_N_CATEGORIES])
{
  const CySeatView *view = ev->view;

  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    {
      keep_masks[c] = ALL_CARDS;
      keep_values[c] = -G_MAXDOUBLE;
    }

  for (guint mask = 1; mask <= ALL_CARDS; mask++)
    {
      CyCard kept[CY_HAND_SIZE], laid[CY_HAND_SIZE];
      guint n_laid = split_hand (view->hand, mask, kept, laid);
      CyAiKeep keep;

      if (n_laid > view->stock_count)
        continue;

      cy_ai_keep_init (&keep, kept, CY_HAND_SIZE - n_laid);
      for (guint c = 0; c < CY_N_CATEGORIES; c++)
        {
          double value;

          if (!is_open (ev, c))
            continue;

          value = cy_ai_keep_value (ev, &keep, c);
          if (value > keep_values[c])
            {
              keep_values[c] = value;
              keep_masks[c] = mask;
            }
        }
    }
}

/* At least the value of any hand of five of @cards (scores are worth more
 * the higher they are): each category's best score among them, or more
 * (Middle is taken as met), which lets consider_exchanges() stop once
 * nothing can beat what it has. */
static double
best_possible_value (const CyAiEval *ev,
                     const CyCard   *cards,
                     guint           n_cards)
{
  guint rank_count[CY_N_RANKS + 1] = { 0 };
  guint suit_ranks[CY_N_SUITS] = { 0 };
  guint suit_count[CY_N_SUITS] = { 0 };
  guint suit_top[CY_N_SUITS][CY_HAND_SIZE] = { { 0 } };
  guint low[CY_HAND_SIZE] = { 10, 10, 10, 10, 10 };
  guint n_ten = 0, n_triple = 0, n_pair = 0, low_sum = 0;
  guint scores[CY_N_CATEGORIES] = { 0 };
  guint all_ranks = 0;
  double best = -G_MAXDOUBLE;

  for (guint i = 0; i < n_cards; i++)
    {
      guint rank = cy_card_get_rank (cards[i]);
      CySuit suit = cy_card_get_suit (cards[i]);
      guint points = cy_card_get_points (cards[i]);

      rank_count[rank]++;
      suit_ranks[suit] |= 1u << rank;
      all_ranks |= 1u << rank;
      suit_count[suit]++;
      n_ten += points == 10;

      /* The five best points of each suit, and the five lowest cards. */
      for (guint j = 0; j < CY_HAND_SIZE; j++)
        if (points > suit_top[suit][j])
          {
            memmove (&suit_top[suit][j + 1], &suit_top[suit][j], (CY_HAND_SIZE - 1 - j) * sizeof (guint));
            suit_top[suit][j] = points;
            break;
          }
      for (guint j = 0; j < CY_HAND_SIZE; j++)
        if (points < low[j])
          {
            memmove (&low[j + 1], &low[j], (CY_HAND_SIZE - 1 - j) * sizeof (guint));
            low[j] = points;
            break;
          }
    }

  for (guint rank = CY_RANK_ACE; rank <= CY_RANK_KING; rank++)
    {
      if (rank_count[rank] >= 4)
        scores[CY_CATEGORY_CARD_YACHT] = 75;
      n_triple += rank_count[rank] >= 3;
      n_pair += rank_count[rank] >= 2;
    }
  for (guint top = CY_RANK_ACE + 4; top <= CY_RANK_KING; top++)
    {
      guint run = 0x1fu << (top - 4);

      if ((all_ranks & run) == run)
        scores[CY_CATEGORY_SEQUENCE] = 50;
      for (guint suit = 0; suit < CY_N_SUITS; suit++)
        if ((suit_ranks[suit] & run) == run)
          scores[CY_CATEGORY_FIVE_FLUSH] = 100;
    }
  if (n_triple >= 1 && n_pair >= 2)
    scores[CY_CATEGORY_THREE_AND_TWO] = 25;
  if (n_ten >= CY_HAND_SIZE)
    scores[CY_CATEGORY_HIGH] = 25;
  scores[CY_CATEGORY_MIDDLE] = 50;
  for (guint j = 0; j < CY_HAND_SIZE; j++)
    low_sum += low[j];
  if (n_cards >= CY_HAND_SIZE && low_sum <= 10)
    scores[CY_CATEGORY_LOW] = 50;
  for (guint suit = 0; suit < CY_N_SUITS; suit++)
    {
      if (suit_count[suit] >= CY_HAND_SIZE)
        scores[CY_CATEGORY_FLUSH] = 25;
      for (guint j = 0; j < CY_HAND_SIZE; j++)
        scores[CY_CATEGORY_SPADES + suit] += suit_top[suit][j];
    }

  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    if (is_open (ev, c))
      best = MAX (best, ev->value[c][scores[c]]);

  return best;
}

/* Every exchange with @opponent that the rules allow: any 1 to 5 of the
 * Harbor's cards for as many from the hand, each worth the hand it makes
 * (nothing is left to chance). Every Harbor card is looked at, not only
 * those that help a way of drawing: a card that completes a hand may be one
 * no draw could bring (the rest of its rank may lie in the Harbors too).
 * Fewer cards come first, so a tie goes to the smaller exchange. Only an
 * exchange that makes the hand better than @hand_value counts: with every
 * card looked at, one of equal worth is nearly always there (a card no
 * category uses for another), and giving it away for nothing is no move
 * to make or to advise. A Harbor of h cards gives C(h + 5, 5) - 1 hands,
 * about 53,000 for 20 cards; the search stops once nothing left can beat
 * the best found. */
static void
consider_exchanges (const CyAiEval *ev,
                    guint           opponent,
                    double          hand_value,
                    Best           *best)
{
  const CyCard *hand = ev->view->hand;
  const CyPile *harbor = &ev->view->harbors[opponent];
  guint n_harbor = harbor->n_cards;
  CyCard kept[ALL_CARDS + 1][CY_HAND_SIZE];
  guint n_kept[ALL_CARDS + 1];
  CyCard cards[CY_HAND_SIZE + CY_DECK_SIZE];
  double ceiling;

  memcpy (cards, hand, CY_HAND_SIZE);
  memcpy (cards + CY_HAND_SIZE, harbor->cards, n_harbor);
  ceiling = best_possible_value (ev, cards, CY_HAND_SIZE + n_harbor);
  if (best->value >= ceiling || hand_value >= ceiling)
    return;

  for (guint laid = 1; laid <= ALL_CARDS; laid++)
    {
      CyCard gone[CY_HAND_SIZE];

      n_kept[laid] = CY_HAND_SIZE - split_hand (hand, laid, kept[laid], gone);
    }

  for (guint n_take = 1; n_take <= MIN (CY_HAND_SIZE, n_harbor); n_take++)
    {
      guint pick[CY_HAND_SIZE];

      /* The n_take-card subsets of the Harbor, in order. */
      for (guint i = 0; i < n_take; i++)
        pick[i] = i;

      for (;;)
        {
          Exchange exchange = { .opponent = opponent, .n_taken = n_take };
          int i;

          for (guint j = 0; j < n_take; j++)
            exchange.taken[j] = harbor->cards[pick[j]];

          for (guint laid = 1; laid <= ALL_CARDS; laid++)
            {
              CyCard result[CY_HAND_SIZE];
              CyCategory target;
              double value;
              CyMove move;

              if (n_kept[laid] != CY_HAND_SIZE - n_take)
                continue;

              memcpy (result, kept[laid], n_kept[laid]);
              memcpy (result + n_kept[laid], exchange.taken, n_take);

              value = cy_ai_hand_value (ev, result, &target, NULL);
              if (value > best->value && value > hand_value + CY_AI_TIE_MARGIN)
                {
                  exchange.laid_mask = laid;
                  set_exchange (&move, hand, &exchange);
                  consider (best, value, &move, CY_AI_REASON_COMPLETE, target);
                  if (best->value >= ceiling)
                    return;
                }
            }

          for (i = (int) n_take - 1; i >= 0 && pick[i] == n_harbor - n_take + (guint) i; i--)
            ;
          if (i < 0)
            break;
          pick[i]++;
          for (guint j = (guint) i + 1; j < n_take; j++)
            pick[j] = pick[j - 1] + 1;
        }
    }
}

/* Whether a draw laying @move's cards away trades low cards of the suit
 * of @category for a better score there: the suit of most kept cards (as
 * cy_ai_aim_fits() has it, before the laying away), some of it laid, and
 * the cards drawn worth more in it on average than those laid. */
static gboolean
trades_up (const CyAiEval *ev,
           CyCategory      category,
           const CyCard   *kept,
           guint           n_kept,
           const CyMove   *move)
{
  CySuit suit = (CySuit) (category - CY_CATEGORY_SPADES);
  guint laid_points = 0, n_laid = 0;

  if (!cy_category_is_suit (category) || ev->pool.n == 0 ||
      !cy_ai_aim_fits (category, kept, n_kept, NULL, 0))
    return FALSE;

  for (guint j = 0; j < move->n_cards; j++)
    if (cy_card_get_suit (move->laid[j]) == suit)
      {
        n_laid++;
        laid_points += cy_card_get_points (move->laid[j]);
      }

  return n_laid > 0 &&
         (double) move->n_cards * ev->pool.suit_points[suit] / ev->pool.n > laid_points;
}

/* What a draw goes for, in words. Of the open categories that the kept
 * cards aim at (cy_ai_aim_fits(): never Clubs while clubs are laid away),
 * the one the hand most often scores best in after the draw, by the same
 * values the choice was made with; it must be reached in 1 of 50 samples
 * (a single Nine kept does not go for Card Yacht). Failing that, a suit
 * whose low cards are traded for a better score there
 * (CY_AI_REASON_UPGRADE), a category that two or more kept cards aim at
 * though the draws seldom reach it (CY_AI_REASON_LONG_SHOT), or nothing
 * (CY_AI_REASON_FRESH). */
static CyAiReason
draw_target (const CyAiEval *ev,
             const CyMove   *move,
             const CyCard   *samples,
             guint           n_samples,
             CyCategory     *target)
{
  const CySeatView *view = ev->view;
  CyCard hand[CY_HAND_SIZE];
  guint n_kept = 0;
  guint votes[CY_N_CATEGORIES] = { 0 };
  guint any_votes[CY_N_CATEGORIES] = { 0 };
  CyCategorySet aims = 0;
  CyCategory most = 0, any_most = 0;

  for (guint i = 0; i < CY_HAND_SIZE; i++)
    {
      gboolean laid = FALSE;

      for (guint j = 0; j < move->n_cards; j++)
        laid |= move->laid[j] == view->hand[i];
      if (!laid)
        hand[n_kept++] = view->hand[i];
    }

  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    if (is_open (ev, c) && cy_ai_aim_fits (c, hand, n_kept, move->laid, move->n_cards))
      aims |= 1u << c;

  for (guint s = 0; s < n_samples; s++)
    {
      guint scores[CY_N_CATEGORIES];
      double best_value = -G_MAXDOUBLE, any_value = -G_MAXDOUBLE;
      int best = -1, any = -1;

      memcpy (hand + n_kept, samples + s * CY_HAND_SIZE, move->n_cards);
      cy_category_score_all (hand, scores);
      for (guint c = 0; c < CY_N_CATEGORIES; c++)
        {
          if (!is_open (ev, c) || scores[c] == 0)
            continue;
          if (ev->value[c][scores[c]] > any_value)
            {
              any_value = ev->value[c][scores[c]];
              any = (int) c;
            }
          if ((aims & (1u << c)) && ev->value[c][scores[c]] > best_value)
            {
              best_value = ev->value[c][scores[c]];
              best = (int) c;
            }
        }
      if (best >= 0)
        votes[best]++;
      if (any >= 0)
        any_votes[any]++;
    }

  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    {
      if (votes[c] > votes[most])
        most = c;
      if (any_votes[c] > any_votes[any_most])
        any_most = c;
    }

  if (votes[most] > 0 && votes[most] * 50 >= n_samples)
    {
      *target = most;
      return CY_AI_REASON_BUILD;
    }
  if (trades_up (ev, any_most, hand, n_kept, move))
    {
      *target = any_most;
      return CY_AI_REASON_UPGRADE;
    }

  /* Two or more cards kept for a category the draws seldom reach (a pair
   * of Kings for Card Yacht): the likeliest of those. */
  if (n_kept >= 2)
    {
      CyAiKeep keep;
      double best_chance = 0.0;

      cy_ai_keep_init (&keep, hand, n_kept);
      for (guint c = 0; c < CY_N_CATEGORIES; c++)
        if ((aims & (1u << c)) && !cy_category_is_suit (c))
          {
            double chance = cy_ai_keep_chance (ev, &keep, c);

            if (chance > best_chance)
              {
                best_chance = chance;
                *target = c;
              }
          }
      if (best_chance > 0.0)
        return CY_AI_REASON_LONG_SHOT;
    }

  return CY_AI_REASON_FRESH;
}

/* The draws the ways of drawing are weighed over: @n_samples sets of up to
 * five unseen cards, CY_HAND_SIZE apart, in @samples (room for
 * CY_AI_MAX_SAMPLES: playouts allocate nothing per move); FALSE if there is
 * no draw. */
static gboolean
draw_samples (const CyAiEval *ev,
              CyRandom       *rng,
              CyCard         *samples,
              guint          *n_samples)
{
  guint n_cards = MIN (CY_HAND_SIZE, ev->pool.n);
  CyCard pool[CY_DECK_SIZE];

  *n_samples = MIN (ev->params->samples, CY_AI_MAX_SAMPLES);
  if (ev->view->stock_count == 0 || n_cards == 0 || *n_samples == 0)
    return FALSE;

  memcpy (pool, ev->pool.cards, ev->pool.n);
  for (guint s = 0; s < *n_samples; s++)
    {
      _cy_ai_pick_random (rng, pool, ev->pool.n, n_cards);
      memcpy (samples + s * CY_HAND_SIZE, pool, n_cards);
    }

  return TRUE;
}

/* Every way of drawing is worth the expected value of the hand it leads to,
 * over the unseen cards: Monte Carlo, with the same draws for every way so
 * that their differences are not noise. */
static void
consider_draws (const CyAiEval *ev,
                const CyCard   *samples,
                guint           n_samples,
                Best           *best)
{
  const CySeatView *view = ev->view;
  guint n_cards = MIN (CY_HAND_SIZE, ev->pool.n);

  if (samples == NULL)
    return;

  for (guint mask = 1; mask <= ALL_CARDS; mask++)
    {
      CyCard hand[CY_HAND_SIZE], laid[CY_HAND_SIZE];
      guint n_laid = split_hand (view->hand, mask, hand, laid);
      guint n_kept = CY_HAND_SIZE - n_laid;
      double total = 0.0;
      CyMove move;

      if (n_laid > view->stock_count || n_laid > n_cards)
        continue;

      for (guint s = 0; s < n_samples; s++)
        {
          memcpy (hand + n_kept, samples + s * CY_HAND_SIZE, n_laid);
          total += cy_ai_hand_value (ev, hand, NULL, NULL);
        }

      /* The target is worked out once a draw is chosen (draw_target()). */
      set_draw (&move, view->hand, mask);
      consider (best, total / n_samples, &move, CY_AI_REASON_BUILD, 0);
    }
}

/* Normal and hard: knock, pass, draw or exchange, whichever leads to the
 * hand of the highest expected value. Knocking ends the hand as it is; a
 * draw is weighed as if it were the last, so a hand is kept once no draw
 * is likely to improve it. */
static void
plan_best (const CyAiEval *ev,
           CyRandom       *rng,
           CyAiPlan       *plan,
           CyAiPlan       *top,
           guint          *n_top,
           guint           max_top)
{
  const CySeatView *view = ev->view;
  Best best = { .value = -G_MAXDOUBLE, .top = top, .max_top = max_top };
  guint n_samples = 0;
  CyCard sample_cards[CY_AI_MAX_SAMPLES * CY_HAND_SIZE];
  const CyCard *samples = draw_samples (ev, rng, sample_cards, &n_samples) ? sample_cards : NULL;
  CyMove move = { 0 };
  CyCategory target;
  double hand_value = cy_ai_hand_value (ev, view->hand, &target, NULL);

  if (cy_rules_may_pass (view, NULL))
    {
      move.type = CY_MOVE_PASS;
      consider (&best, hand_value, &move, CY_AI_REASON_KEEP, target);
    }

  consider_draws (ev, samples, n_samples, &best);

  for (guint p = 0; p < view->n_players; p++)
    if (p != view->seat && view->harbors[p].n_cards > 0)
      consider_exchanges (ev, p, hand_value, &best);

  if (cy_rules_may_knock (view, NULL))
    {
      double denial = 0.0;

      /* Ending the hand now costs the others the turns they would still
       * get; worth it for a hand at least as good as its category's usual. */
      if (ev->params->denial > 0 &&
          cy_category_score (target, view->hand) >= cy_ai_opportunity_cost (ev->params, target, ev->rounds_left))
        denial = ev->params->denial * cy_ai_expected_other_turns (ev);

      /* A draw or an exchange that leaves the hand no better keeps the
       * hand going, which is worth something early on; after a while, two
       * players would only swap cards of equal worth back and forth until
       * the turn limit, so a tie then goes to the knock. */
      if (view->turns_taken[view->seat] >= CY_AI_TIE_KNOCK_TURNS)
        denial += CY_AI_TIE_MARGIN;

      memset (&move, 0, sizeof move);
      move.type = CY_MOVE_KNOCK;
      consider (&best, hand_value + denial, &move,
                denial > 0 && view->turns_taken[view->seat] == 0 ? CY_AI_REASON_KNOCK_EARLY : CY_AI_REASON_KNOCK,
                target);
    }

  if (best.value == -G_MAXDOUBLE)
    {
      /* Only an exchange for cards no plan wants: any legal move will do. */
      CyRandom fallback;

      cy_random_init (&fallback, 0, 0);
      _cy_ai_choose_random_move (view, &fallback, &best.move);
      best.reason = CY_AI_REASON_FORCED;
      best.target = target;
    }
  else if (best.move.type == CY_MOVE_DRAW && !ev->quick)
    best.reason = draw_target (ev, &best.move, samples, n_samples, &best.target);

  /* What each draw weighed goes for, as for the best (the hint lists them). */
  for (guint i = 0; top != NULL && i < best.n_top; i++)
    if (top[i].move.type == CY_MOVE_DRAW)
      top[i].reason = draw_target (ev, &top[i].move, samples, n_samples, &top[i].target);

  plan->move = best.move;
  plan->reason = best.reason;
  plan->target = best.target;
  plan->value = best.value;
  if (n_top != NULL)
    *n_top = best.n_top;
}

/* Easy: the best-looking way of keeping for one draw, now and then the
 * second or third best; knocks once the hand scores well in an open
 * category, or when it tires of drawing. No exchanges. */
static void
plan_easy (const CyAiEval *ev,
           CyRandom       *rng,
           CyAiPlan       *plan)
{
  const CySeatView *view = ev->view;
  guint keep_masks[CY_N_CATEGORIES];
  double keep_values[CY_N_CATEGORIES];
  guint scores[CY_N_CATEGORIES];
  guint best_score = 0;
  guint ranked[CY_N_CATEGORIES];
  guint n_ranked = 0;
  guint pick;

  memset (plan, 0, sizeof *plan);
  cy_ai_hand_value (ev, view->hand, &plan->target, NULL);

  cy_category_score_all (view->hand, scores);
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    if (is_open (ev, c))
      best_score = MAX (best_score, scores[c]);

  if (cy_rules_may_knock (view, NULL) &&
      (best_score >= 25 + cy_random_below (rng, 20) ||
       view->turns_taken[view->seat] >= 3 + cy_random_below (rng, 5)))
    {
      plan->move.type = CY_MOVE_KNOCK;
      plan->reason = CY_AI_REASON_KNOCK;
      return;
    }

  if (cy_rules_may_pass (view, NULL) && (view->stock_count == 0 || best_score >= 25))
    {
      plan->move.type = CY_MOVE_PASS;
      plan->reason = CY_AI_REASON_KEEP;
      return;
    }

  if (view->stock_count == 0)
    {
      _cy_ai_choose_random_move (view, rng, &plan->move);
      plan->reason = CY_AI_REASON_FORCED;
      return;
    }

  best_keeps (ev, keep_masks, keep_values);
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    if (is_open (ev, c) && keep_values[c] > -G_MAXDOUBLE)
      ranked[n_ranked++] = c;
  for (guint i = 0; i < n_ranked; i++)
    for (guint j = i + 1; j < n_ranked; j++)
      if (keep_values[ranked[j]] > keep_values[ranked[i]])
        {
          guint tmp = ranked[i];
          ranked[i] = ranked[j];
          ranked[j] = tmp;
        }

  g_assert (n_ranked > 0);
  pick = cy_random_below (rng, 4) == 0 ? cy_random_below (rng, MIN (3, n_ranked)) : 0;
  set_draw (&plan->move, view->hand, keep_masks[ranked[pick]]);
  plan->reason = CY_AI_REASON_BUILD;
  plan->target = ranked[pick];
  plan->value = keep_values[ranked[pick]];
}

/* A view a policy can work with: a seat at the table holding five cards,
 * with a category left to write them in. */
gboolean
cy_ai_view_is_valid (const CySeatView *view)
{
  CyCardSet hand = 0;

  if (view->n_players < CY_MIN_PLAYERS || view->n_players > CY_MAX_PLAYERS ||
      view->seat >= view->n_players)
    return FALSE;

  for (guint i = 0; i < CY_HAND_SIZE; i++)
    {
      if (!cy_card_is_valid (view->hand[i]) || (hand & cy_card_set_of (view->hand[i])))
        return FALSE;
      hand |= cy_card_set_of (view->hand[i]);
    }

  return view->used[view->seat] != CY_CATEGORY_SET_ALL;
}

void
cy_ai_plan_move (CyPlayerKind      kind,
                 const CySeatView *view,
                 CyRandom         *rng,
                 CyAiPlan         *plan)
{
  CyAiEval ev;

  memset (plan, 0, sizeof *plan);
  g_return_if_fail (cy_ai_view_is_valid (view));
  g_return_if_fail (view->phase == CY_PHASE_TURNS || view->phase == CY_PHASE_LAST_TURNS);

  cy_ai_eval_init (&ev, view, cy_ai_params_for_kind (kind));

  if (kind == CY_PLAYER_KIND_EASY)
    plan_easy (&ev, rng, plan);
  else
    plan_best (&ev, rng, plan, NULL, NULL, 0);
}

/* A playout's move: hard's, from an evaluation made for the seat once
 * (cy_ai_eval_init_full() with quick) and pointed at the seat's present
 * view (cy_ai_eval_set_view()). */
void
cy_ai_plan_playout_move (const CyAiEval *ev,
                         CyRandom       *rng,
                         CyMove         *move)
{
  CyAiPlan plan;

  plan_best (ev, rng, &plan, NULL, NULL, 0);
  *move = plan.move;
}

/* Hard's weighing with @params: its plan, and up to @max_top of the moves
 * it weighed, best first, in @top (NULL for none): the expert plays these
 * out. */
guint
cy_ai_plan_candidates (const CyAiParams *params,
                       const CySeatView *view,
                       CyRandom         *rng,
                       CyAiPlan         *plan,
                       CyAiPlan         *top,
                       guint             max_top)
{
  CyAiEval ev;
  guint n_top = 0;

  memset (plan, 0, sizeof *plan);
  g_return_val_if_fail (cy_ai_view_is_valid (view), 0);
  g_return_val_if_fail (view->phase == CY_PHASE_TURNS || view->phase == CY_PHASE_LAST_TURNS, 0);

  cy_ai_eval_init (&ev, view, params);
  plan_best (&ev, rng, plan, top, &n_top, max_top);
  return n_top;
}

void
cy_ai_choose_move (CyPlayerKind      kind,
                   const CySeatView *view,
                   CyRandom         *rng,
                   CyMove           *move)
{
  CyAiPlan plan;

  g_return_if_fail (view != NULL && rng != NULL && move != NULL);

  switch (kind)
    {
    case CY_PLAYER_KIND_EASY:
    case CY_PLAYER_KIND_NORMAL:
    case CY_PLAYER_KIND_HARD:
      cy_ai_plan_move (kind, view, rng, &plan);
      *move = plan.move;
      break;

    case CY_PLAYER_KIND_EXPERT:
      cy_ai_expert_plan_move (cy_ai_expert_params (view->n_players), view, rng, &plan);
      *move = plan.move;
      break;

    case CY_PLAYER_KIND_HUMAN:
    case CY_PLAYER_KIND_RANDOM:
    default:
      _cy_ai_choose_random_move (view, rng, move);
      break;
    }
}

CyCategory
cy_ai_choose_category (CyPlayerKind      kind,
                       const CySeatView *view,
                       CyRandom         *rng)
{
  CyAiEval ev;
  CyCategory best;

  g_return_val_if_fail (view != NULL && rng != NULL, CY_CATEGORY_FIVE_FLUSH);
  g_return_val_if_fail (cy_ai_view_is_valid (view), CY_CATEGORY_FIVE_FLUSH);

  switch (kind)
    {
    case CY_PLAYER_KIND_EASY:
      /* Now and then a careless choice. */
      if (cy_random_below (rng, 8) == 0)
        return _cy_ai_choose_random_category (view, rng);
      G_GNUC_FALLTHROUGH;
    case CY_PLAYER_KIND_NORMAL:
    case CY_PLAYER_KIND_HARD:
      cy_ai_eval_init (&ev, view, cy_ai_params_for_kind (kind));
      cy_ai_hand_value (&ev, view->hand, &best, NULL);
      return best;

    case CY_PLAYER_KIND_EXPERT:
      return cy_ai_expert_choose_category (view);

    case CY_PLAYER_KIND_HUMAN:
    case CY_PLAYER_KIND_RANDOM:
    default:
      return _cy_ai_choose_random_category (view, rng);
    }
}
