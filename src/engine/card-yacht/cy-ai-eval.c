/* cy-ai-eval.c: how much a hand, or a hand still to be drawn, is worth
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer players value cards from what their seat may see. Cards
 * still to come are drawn from the unseen ones (52 less the own hand and
 * every Harbor), each equally likely: the stock and the other hands are all
 * the seat does not know.
 *
 * A hand is worth the best, over the open categories, of its score there
 * less what that category would bring if kept for a later hand (the
 * opportunity cost), plus the chance of the Suited Bonus it leaves.
 * Besides, the chance of meeting each category with one draw is worked out
 * exactly (hypergeometric counts), cheap enough to weigh every way of
 * keeping cards in every category.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "cy-ai-private.h"

static double binomials[CY_DECK_SIZE + 1][CY_DECK_SIZE + 1];

static void
init_binomials (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      for (guint n = 0; n <= CY_DECK_SIZE; n++)
        {
          binomials[n][0] = 1.0;
          for (guint k = 1; k <= n; k++)
            binomials[n][k] = binomials[n - 1][k - 1] + (k < n ? binomials[n - 1][k] : 0.0);
        }
      g_once_init_leave (&initialized, 1);
    }
}

static inline double
choose (guint n,
        guint k)
{
  return k > n ? 0.0 : binomials[n][k];
}

double
cy_ai_binomial (guint n,
                guint k)
{
  init_binomials ();
  if (n > CY_DECK_SIZE)
    return 0.0;
  return choose (n, k);
}

/* The unseen cards of @view; with @sums, also the chances of their subset
 * sums (for Low and Middle), which moves alone do not need. */
static void
pool_init (CyAiPool         *pool,
           const CySeatView *view,
           gboolean          sums)
{
  CyCardSet seen = 0;
  double ways[CY_HAND_SIZE + 1][CY_AI_MAX_SUM + 1];

  /* Not the chances table: filled below when asked for. */
  memset (pool, 0, G_STRUCT_OFFSET (CyAiPool, sum_prob));
  if (sums)
    memset (ways, 0, sizeof ways);

  for (guint i = 0; i < CY_HAND_SIZE; i++)
    if (cy_card_is_valid (view->hand[i]))
      seen |= cy_card_set_of (view->hand[i]);
  for (guint p = 0; p < view->n_players; p++)
    for (guint i = 0; i < view->harbors[p].n_cards; i++)
      seen |= cy_card_set_of (view->harbors[p].cards[i]);

  pool->set = CY_CARD_SET_FULL & ~seen;
  if (sums)
    ways[0][0] = 1.0;

  for (CyCard card = 0; card < CY_DECK_SIZE; card++)
    {
      guint points = cy_card_get_points (card);

      if (!(pool->set & cy_card_set_of (card)))
        continue;

      pool->cards[pool->n++] = card;
      pool->rank_count[cy_card_get_rank (card)]++;
      pool->suit_count[cy_card_get_suit (card)]++;
      pool->suit_points[cy_card_get_suit (card)] += points;
      pool->ten_count += points == 10;

      /* Subset sums, for Low and Middle. */
      for (guint j = sums ? MIN (pool->n, CY_HAND_SIZE) : 0; j >= 1; j--)
        for (guint s = CY_AI_MAX_SUM; s >= points; s--)
          ways[j][s] += ways[j - 1][s - points];
    }

  if (!sums)
    return;

  for (guint j = 0; j <= CY_HAND_SIZE; j++)
    {
      double total = choose (pool->n, j);

      for (guint s = 0; s <= CY_AI_MAX_SUM; s++)
        pool->sum_prob[j][s] = total > 0 ? ways[j][s] / total : 0.0;
    }
}

void
cy_ai_keep_init (CyAiKeep     *keep,
                 const CyCard *cards,
                 guint         n_cards)
{
  CyCard copy[CY_HAND_SIZE];

  g_return_if_fail (n_cards <= CY_HAND_SIZE);

  /* @cards may be keep->cards itself, with a card added. */
  memcpy (copy, cards, n_cards);
  memset (keep, 0, sizeof *keep);

  for (guint i = 0; i < n_cards; i++)
    {
      CyCard card = copy[i];
      guint rank = cy_card_get_rank (card);
      guint points = cy_card_get_points (card);

      keep->cards[keep->n++] = card;
      keep->pair |= (keep->rank_mask & (1u << rank)) != 0;
      keep->rank_mask |= 1u << rank;
      keep->rank_count[rank]++;
      keep->suit_mask |= 1u << cy_card_get_suit (card);
      keep->suit_points[cy_card_get_suit (card)] += points;
      keep->points += points;
      keep->n_ten += points == 10;
    }
}

/* The chance of meeting each category when the kept cards are completed by
 * m = 5 - kept cards drawn from the u unseen: favourable draws over C(u, m).
 * A category met in two ways by one draw is counted once, so the sums
 * below never count a draw twice. */

static double
p_five_flush (const CyAiPool *pool,
              const CyAiKeep *keep)
{
  guint favourable = 0;

  if (keep->pair || (keep->suit_mask & (keep->suit_mask - 1)))
    return 0.0;

  for (guint suit = 0; suit < CY_N_SUITS; suit++)
    {
      if (keep->n > 0 && !(keep->suit_mask & (1u << suit)))
        continue;

      for (guint low = 1; low + 4 <= CY_N_RANKS; low++)
        {
          gboolean available = TRUE;

          if (keep->rank_mask & ~(0x1fu << low))
            continue;

          for (guint rank = low; rank < low + 5; rank++)
            if (!(keep->rank_mask & (1u << rank)))
              available &= (pool->set & cy_card_set_of (cy_card_new (rank, suit))) != 0;

          favourable += available;
        }
    }

  return favourable / choose (pool->n, CY_HAND_SIZE - keep->n);
}

static double
p_sequence (const CyAiPool *pool,
            const CyAiKeep *keep)
{
  double favourable = 0.0;

  if (keep->pair)
    return 0.0;

  for (guint low = 1; low + 4 <= CY_N_RANKS; low++)
    {
      double ways = 1.0;

      if (keep->rank_mask & ~(0x1fu << low))
        continue;

      /* One card of each missing rank. */
      for (guint rank = low; rank < low + 5; rank++)
        if (!(keep->rank_mask & (1u << rank)))
          ways *= pool->rank_count[rank];

      favourable += ways;
    }

  return favourable / choose (pool->n, CY_HAND_SIZE - keep->n);
}

static double
p_card_yacht (const CyAiPool *pool,
              const CyAiKeep *keep)
{
  double favourable = 0.0;

  for (guint rank = 1; rank <= CY_N_RANKS; rank++)
    {
      guint have = keep->rank_count[rank];
      guint need = 4 - MIN (have, 4);
      guint others = keep->n - have;

      /* Besides the four, the hand has room for one other card. */
      if (others > 1 || pool->rank_count[rank] < need)
        continue;

      if (others == 1)
        favourable += 1.0;
      else
        favourable += pool->n - need;   /* any fifth card */
    }

  return favourable / choose (pool->n, CY_HAND_SIZE - keep->n);
}

static double
p_three_and_two (const CyAiPool *pool,
                 const CyAiKeep *keep)
{
  double favourable = 0.0;

  if (__builtin_popcount (keep->rank_mask) > 2)
    return 0.0;

  for (guint a = 1; a <= CY_N_RANKS; a++)
    for (guint b = 1; b <= CY_N_RANKS; b++)
      {
        if (a == b || (keep->rank_mask & ~((1u << a) | (1u << b))) ||
            keep->rank_count[a] > 3 || keep->rank_count[b] > 2)
          continue;

        favourable += choose (pool->rank_count[a], 3 - keep->rank_count[a]) *
                      choose (pool->rank_count[b], 2 - keep->rank_count[b]);
      }

  return favourable / choose (pool->n, CY_HAND_SIZE - keep->n);
}

static double
p_high (const CyAiPool *pool,
        const CyAiKeep *keep)
{
  guint m = CY_HAND_SIZE - keep->n;

  if (keep->n_ten < keep->n)
    return 0.0;
  return choose (pool->ten_count, m) / choose (pool->n, m);
}

static double
p_flush (const CyAiPool *pool,
         const CyAiKeep *keep)
{
  guint m = CY_HAND_SIZE - keep->n;
  double favourable = 0.0;

  if (keep->suit_mask & (keep->suit_mask - 1))
    return 0.0;

  for (guint suit = 0; suit < CY_N_SUITS; suit++)
    if (keep->n == 0 || (keep->suit_mask & (1u << suit)))
      favourable += choose (pool->suit_count[suit], m);

  return favourable / choose (pool->n, m);
}

/* P (the hand adds up to between @lowest and @highest points). */
static double
p_sum (const CyAiPool *pool,
       const CyAiKeep *keep,
       guint           lowest,
       guint           highest)
{
  guint m = CY_HAND_SIZE - keep->n;
  double p = 0.0;

  for (guint s = MAX (lowest, keep->points); s <= highest; s++)
    p += pool->sum_prob[m][s - keep->points];

  return p;
}

double
cy_ai_keep_chance (const CyAiEval *ev,
                   const CyAiKeep *keep,
                   CyCategory      category)
{
  const CyAiPool *pool = &ev->pool;
  guint m = CY_HAND_SIZE - keep->n;

  g_return_val_if_fail (!cy_category_is_suit (category), 0.0);

  if (m == 0)
    return cy_category_score (category, keep->cards) > 0;
  if (pool->n < m)
    return 0.0;

  switch (category)
    {
    case CY_CATEGORY_FIVE_FLUSH:
      return p_five_flush (pool, keep);
    case CY_CATEGORY_SEQUENCE:
      return p_sequence (pool, keep);
    case CY_CATEGORY_CARD_YACHT:
      return p_card_yacht (pool, keep);
    case CY_CATEGORY_THREE_AND_TWO:
      return p_three_and_two (pool, keep);
    case CY_CATEGORY_HIGH:
      return p_high (pool, keep);
    case CY_CATEGORY_MIDDLE:
      return p_sum (pool, keep, 25, 25);
    case CY_CATEGORY_LOW:
      return p_sum (pool, keep, 0, 10);
    case CY_CATEGORY_FLUSH:
      return p_flush (pool, keep);
    default:
      g_assert_not_reached ();
    }
}

static double
interpolate (const double *table,
             double        x)
{
  guint i;

  if (x <= 0.0)
    return table[0];
  if (x >= CY_AI_MAX_POINTS)
    return table[CY_AI_MAX_POINTS];

  i = (guint) x;
  return table[i] + (x - i) * (table[i + 1] - table[i]);
}

double
cy_ai_keep_value (const CyAiEval *ev,
                  const CyAiKeep *keep,
                  CyCategory      category)
{
  const double *table = ev->value[category];
  guint max_score;

  if (cy_category_is_suit (category))
    {
      /* The kept points, plus the expected points of the suit drawn. */
      CySuit suit = (CySuit) (category - CY_CATEGORY_SPADES);
      guint m = CY_HAND_SIZE - keep->n;
      double expected = keep->suit_points[suit];

      if (ev->pool.n > 0)
        expected += (double) m * ev->pool.suit_points[suit] / ev->pool.n;
      return interpolate (table, expected);
    }

  max_score = cy_category_get_max_score (category);
  return table[0] + cy_ai_keep_chance (ev, keep, category) * (table[max_score] - table[0]);
}

double
cy_ai_suited_bonus_chance (const CyAiParams *params,
                           int               needed,
                           guint             open_suits)
{
  double mean, sd;

  if (needed <= 0)
    return 1.0;
  if (open_suits == 0 || needed > 49 * (int) open_suits)
    return 0.0;

  /* The open suits' scores taken as independent normals. */
  mean = params->suit_mean * open_suits;
  sd = params->suit_sd * sqrt ((double) open_suits);
  return 0.5 * erfc ((needed - 0.5 - mean) / (sd * G_SQRT2));
}

double
cy_ai_opportunity_cost (const CyAiParams *params,
                        CyCategory        category,
                        guint             rounds_left)
{
  double share = rounds_left > 1 ? (rounds_left - 1) / (double) (CY_N_HANDS - 1) : 0.0;
  double base = params->base[category];

  if (params->scale_base_by_hands)
    base *= share;

  return base + params->early_base[category] * share;
}

void
cy_ai_eval_init (CyAiEval         *ev,
                 const CySeatView *view,
                 const CyAiParams *params)
{
  cy_ai_eval_init_full (ev, view, params, FALSE);
}

/* A playout's evaluation (@quick): made once for a seat when the search
 * begins, then pointed at each view of the same hand with
 * cy_ai_eval_set_view(); it chooses moves as the full one does but gives
 * no chances of keeps (cy_ai_keep_chance()) and no reasons. */
void
cy_ai_eval_init_full (CyAiEval         *ev,
                      const CySeatView *view,
                      const CyAiParams *params,
                      gboolean          quick)
{
  guint seat = view->seat;
  guint suit_total = 0;
  guint open_suits = 0;
  double bonus_now;

  init_binomials ();

  ev->view = view;
  ev->params = params;
  ev->open = CY_CATEGORY_SET_ALL & ~view->used[seat];
  ev->rounds_left = (guint) __builtin_popcount (ev->open);
  ev->quick = quick;
  pool_init (&ev->pool, view, !quick);

  for (guint c = CY_CATEGORY_SPADES; c <= CY_CATEGORY_CLUBS; c++)
    {
      if (ev->open & (1u << c))
        open_suits++;
      else if (view->scores[seat][c] > 0)
        suit_total += (guint) view->scores[seat][c];
    }
  ev->suit_total = suit_total;
  ev->open_suits = open_suits;

  bonus_now = params->suited_bonus ?
    cy_ai_suited_bonus_chance (params, CY_SUITED_BONUS_THRESHOLD - (int) suit_total, open_suits) : 0.0;

  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    {
      double cost = cy_ai_opportunity_cost (params, c, ev->rounds_left);

      for (guint x = 0; x <= CY_AI_MAX_POINTS; x++)
        {
          double bonus = bonus_now;

          if (params->suited_bonus && cy_category_is_suit (c))
            bonus = cy_ai_suited_bonus_chance (params, CY_SUITED_BONUS_THRESHOLD - (int) (suit_total + x),
                                               open_suits - 1);

          ev->value[c][x] = x - cost + CY_SUITED_BONUS * bonus;
        }
    }
}

/* The score sheet, and so the values, stay as they are within a hand:
 * only the unseen cards change from one view to the next. */
void
cy_ai_eval_set_view (CyAiEval         *ev,
                     const CySeatView *view)
{
  g_assert (view->seat == ev->view->seat);

  ev->view = view;
  pool_init (&ev->pool, view, !ev->quick);
}

double
cy_ai_hand_value (const CyAiEval *ev,
                  const CyCard    hand[CY_HAND_SIZE],
                  CyCategory     *best,
                  guint          *points)
{
  guint scores[CY_N_CATEGORIES];
  double best_value = -G_MAXDOUBLE;
  CyCategory best_category = CY_CATEGORY_FIVE_FLUSH;

  cy_category_score_all (hand, scores);
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    if ((ev->open & (1u << c)) && ev->value[c][scores[c]] > best_value)
      {
        best_value = ev->value[c][scores[c]];
        best_category = c;
      }

  if (best != NULL)
    *best = best_category;
  if (points != NULL)
    *points = scores[best_category];
  return best_value;
}

/* How many more turns the others get if this seat does not knock now: one
 * round of turns after another until one of them knocks (params->hazard
 * each turn) or the stock runs out. */
double
cy_ai_expected_other_turns (const CyAiEval *ev)
{
  const CySeatView *view = ev->view;
  guint n_others = view->n_players - 1;
  double knock = 1.0 - pow (1.0 - ev->params->hazard, n_others);
  double per_round = CY_HAND_SIZE / 2.0 + ev->params->opponent_draw * n_others;
  guint rounds = (guint) MAX (0.0, floor (view->stock_count / per_round));
  double still_going = 1.0;
  double turns = 0.0;

  if (view->phase != CY_PHASE_TURNS)
    return 0.0;

  for (guint r = 1; r <= MIN (rounds, 4 * CY_HAND_SIZE); r++)
    {
      turns += still_going * n_others;
      still_going *= 1.0 - knock;
    }

  return turns;
}
