/* cy-ai-expert.c: the expert, a computer player that searches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hard estimates each move with closed forms and one-draw samples; the
 * expert plays the few moves hard rates best forward to the end of the hand
 * and keeps the one that does best on average.
 *
 * Determinized rollouts, not information-set MCTS: each sample deals the
 * cards its seat cannot see (the stock and the other hands) at random from
 * the unseen ones, and every candidate move is played out on that same deal
 * with the same generators (common random numbers), so the candidates'
 * differences are not the deals' noise. A tree would pay off where a line of
 * several of the searcher's own choices must be found, but in Card Yacht a
 * hand is a few turns of mostly chance (what the stock gives), the moves
 * after the first are played well by hard's policy, and within the budget
 * (about a millisecond a playout, a quarter of a second a decision) a tree
 * would get too few visits per node to beat flat sampling. The known
 * weakness of determinization (strategy fusion: acting as if it knew the
 * deal) matters little here, because in the playouts every seat, the
 * expert's own included, decides from its seat's view with hard's policy.
 *
 * A playout runs on CyAiTable, the plain state of one hand (a struct copy,
 * no signals, no allocation per move), and ends when every seat has had
 * its last turn; each seat's final hand is then worth what hard would write
 * it for (its score less what that category could still bring later, plus
 * the Suited Bonus's chance). The expert maximises its own hand's worth
 * less the other seats' average: a knock that leaves the others unready,
 * or an exchange that takes what an opponent was building, counts.
 *
 * Everything is fixed counts, never the clock: the same view and the same
 * generator state give the same move on any machine.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "cy-ai-private.h"

/* The expert's search, as played: the moves hard rates best that are
 * played out besides knock and pass (at most CY_AI_EXPERT_MAX_CANDIDATES),
 * the deals of the unseen cards they are played out on, and hard's draw
 * samples in the playouts (hard itself takes 160: the playouts' own dealing
 * averages out what fewer samples leave). Every move is played out on the
 * first deals; then only the best few go on to the rest (successive
 * halving: a move far behind after eight deals is seldom the best, and the
 * playouts it would have taken go to telling the close ones apart).
 *
 * Against one hard the expert wins about seven games in ten with a small
 * search; at a table of three or four its edge is thinner (each seat's
 * hand is less of the game, and more hidden cards make each deal less
 * like the real one), so there it weighs more moves on more deals, with
 * one more round of halving: about two and a half times the playouts,
 * still well inside the budget of a quarter of a second. */
static const CyAiExpertParams expert_params_two = {
  .candidates = 5,
  .deals = 32,
  .cuts = { { 8, 3 } },
  .playout_samples = 24,
};

/* What the expert's own categories are worth at a table of four: valued
 * better, not played out. Hard's figures (cy-ai.c) were tuned at a table
 * of two, but what a category brings depends on the table: at four, with
 * three Harbors to exchange from, hard itself writes 54 points on average
 * in Five Flush (39 at two), 43 in Low (46), 15 in Three and Two (13), 41
 * in each suit (39), a point less in Card Yacht and more in Flush
 * (card-yacht-cli simulate --players hard x 4 and x 2 --records, 200
 * games each, seed 801). The expert's own figures are hard's moved by
 * those differences: it keeps Five Flush open instead of writing a 0
 * there, and gives up Low sooner. They are its candidates' values, its
 * own seat's in the playouts, where it writes a hand, and every seat's
 * projected total (alike, so that no seat looks ahead on its figures
 * alone); the others play hard's own in the playouts, as at the table.
 * In a tuning build in which one seat played hard's policy (no search)
 * with these figures, that seat won 27.9 % and 27.1 % of 1,000 games each
 * against three hard, where hard's own figures won 24.9 % and 24.4 % of
 * the same deals.
 *
 * The category is not played out: which one a hand goes in matters over
 * the hands still to come, and rolling those out (every seat, every hand
 * to the last) costs a whole game of playouts per sample, whose spread
 * would drown the few points that separate two categories; a better
 * figure for what each category brings later costs nothing per decision.
 *
 * At a table of three the differences are a third of these (Five Flush
 * 44): hard's figures stay there, as at two. */
static const double expert_shift_four[CY_N_CATEGORIES] = {
  [CY_CATEGORY_FIVE_FLUSH] = 16, [CY_CATEGORY_CARD_YACHT] = -1, [CY_CATEGORY_THREE_AND_TWO] = 2,
  [CY_CATEGORY_LOW] = -3.5, [CY_CATEGORY_FLUSH] = 1,
  [CY_CATEGORY_SPADES] = 2, [CY_CATEGORY_HEARTS] = 2, [CY_CATEGORY_DIAMONDS] = 2, [CY_CATEGORY_CLUBS] = 2,
};

static const CyAiExpertParams expert_params_three = {
  .candidates = 8,
  .deals = 96,
  .cuts = { { 8, 4 }, { 32, 2 } },
  .playout_samples = 24,
};

static const CyAiExpertParams expert_params_four = {
  .candidates = 8,
  .deals = 96,
  .cuts = { { 8, 4 }, { 32, 2 } },
  .playout_samples = 24,
  .value_shift = expert_shift_four,
};

/* A tie in the end is shared: a spread this small makes two equal
 * projected totals an even chance without dividing by zero. */
#define EXPERT_MIN_VARIANCE 1.0
/* The grid the win chance at a table of three or four is integrated over:
 * the searcher's own total, in standard deviations either side. */
#define EXPERT_GRID_STEPS 33
#define EXPERT_GRID_SPAN  4.0

/* One hand in play, as plain data (see cy-game.c for the rules it follows). */
typedef struct
{
  guint8         n_players;
  guint8         seat_to_move;
  gint8          knocker;
  guint8         last_turns_left;
  guint8         passes_in_row;
  CyPhase        phase;
  guint8         turns_taken[CY_MAX_PLAYERS];
  CyPile         stock;            /* the top card is the last one */
  CyPile         hands[CY_MAX_PLAYERS];
  CyPile         harbors[CY_MAX_PLAYERS];
  CyCardSet      taken[CY_MAX_PLAYERS]; /* as in CySeatView */
  const CySeatView *root;          /* for what does not change in a hand */
} CyAiTable;

/* What @seat sees of @table. */
static void
table_view (const CyAiTable *table,
            guint            seat,
            CySeatView      *view)
{
  *view = *table->root;
  view->seat = (guint8) seat;
  view->to_move = table->seat_to_move;
  view->knocker = table->knocker;
  view->phase = table->phase;
  view->stock_count = table->stock.n_cards;
  memcpy (view->turns_taken, table->turns_taken, sizeof view->turns_taken);
  memcpy (view->hand, table->hands[seat].cards, CY_HAND_SIZE);
  for (guint p = 0; p < table->n_players; p++)
    {
      view->harbors[p] = table->harbors[p];
      view->taken[p] = table->taken[p];
    }
}

static void table_finish_turn (CyAiTable  *table,
                               CyMoveType  type);

/* The house rules' automatic knock (empty stock, turn limit), as
 * begin_turn() in cy-game.c. */
static void
table_begin_turn (CyAiTable *table)
{
  const CyRuleOptions *options = &table->root->options;

  if (table->phase == CY_PHASE_TURNS &&
      ((table->stock.n_cards == 0 && options->stock_rule == CY_STOCK_RULE_AUTOMATIC_KNOCK) ||
       table->turns_taken[table->seat_to_move] >= options->turn_limit))
    table_finish_turn (table, CY_MOVE_KNOCK);
}

/* The turn passes on, or the hand ends, as finish_turn() in cy-game.c. */
static void
table_finish_turn (CyAiTable  *table,
                   CyMoveType  type)
{
  guint seat = table->seat_to_move;
  gboolean hand_over = FALSE;

  table->turns_taken[seat]++;
  if (type == CY_MOVE_KNOCK)
    {
      table->knocker = (gint8) seat;
      table->last_turns_left = table->n_players - 1;
      table->phase = CY_PHASE_LAST_TURNS;
    }
  else if (table->phase == CY_PHASE_LAST_TURNS)
    hand_over = --table->last_turns_left == 0;
  else if (type == CY_MOVE_PASS)
    hand_over = ++table->passes_in_row == table->n_players;
  else
    table->passes_in_row = 0;

  if (hand_over)
    table->phase = CY_PHASE_SCORING;
  else
    {
      table->seat_to_move = (guint8) ((seat + 1) % table->n_players);
      table_begin_turn (table);
    }
}

/* Plays a move the policy chose (legal: it decided from the seat's view). */
static void
table_play (CyAiTable    *table,
            const CyMove *move)
{
  guint seat = table->seat_to_move;
  CyPile *hand = &table->hands[seat];
  CyPile *harbor = &table->harbors[seat];

  switch (move->type)
    {
    case CY_MOVE_KNOCK:
    case CY_MOVE_PASS:
      break;

    case CY_MOVE_DRAW:
      for (guint i = 0; i < move->n_cards; i++)
        {
          cy_pile_remove (hand, move->laid[i]);
          table->taken[seat] &= ~cy_card_set_of (move->laid[i]);
          harbor->cards[harbor->n_cards++] = move->laid[i];
        }
      for (guint i = 0; i < move->n_cards; i++)
        hand->cards[hand->n_cards++] = table->stock.cards[--table->stock.n_cards];
      break;

    case CY_MOVE_EXCHANGE:
      for (guint i = 0; i < move->n_cards; i++)
        {
          cy_pile_remove (hand, move->laid[i]);
          table->taken[seat] &= ~cy_card_set_of (move->laid[i]);
          harbor->cards[harbor->n_cards++] = move->laid[i];
        }
      for (guint i = 0; i < move->n_cards; i++)
        {
          cy_pile_remove (&table->harbors[move->opponent], move->taken[i]);
          hand->cards[hand->n_cards++] = move->taken[i];
          table->taken[seat] |= cy_card_set_of (move->taken[i]);
        }
      break;

    default:
      g_assert_not_reached ();
    }

  table_finish_turn (table, move->type);
}

/* A table as @view's seat sees it, the unseen cards dealt at random to the
 * stock and the other hands, each of which holds the cards its player took
 * from a Harbor (and has not laid away since). Returns FALSE if the counts
 * do not add up. */
static gboolean
table_deal (CyAiTable        *table,
            const CySeatView *view,
            CyRandom         *rng)
{
  CyCardSet seen = 0;
  CyCard unseen[CY_DECK_SIZE];
  guint n_unseen = 0, n_hidden = 0, next = 0;

  memset (table, 0, sizeof *table);
  table->root = view;
  table->n_players = view->n_players;
  table->seat_to_move = view->to_move;
  table->knocker = view->knocker;
  table->phase = view->phase;
  memcpy (table->turns_taken, view->turns_taken, sizeof table->turns_taken);
  if (view->phase == CY_PHASE_LAST_TURNS && view->knocker >= 0)
    table->last_turns_left = (guint8) ((view->knocker - view->to_move + view->n_players) % view->n_players);
  /* Not part of a view: under the pass rule, taken as no passes yet. */
  table->passes_in_row = 0;

  for (guint i = 0; i < CY_HAND_SIZE; i++)
    seen |= cy_card_set_of (view->hand[i]);
  for (guint p = 0; p < view->n_players; p++)
    {
      table->harbors[p] = view->harbors[p];
      for (guint i = 0; i < view->harbors[p].n_cards; i++)
        seen |= cy_card_set_of (view->harbors[p].cards[i]);
    }
  for (guint p = 0; p < view->n_players; p++)
    if (p != view->seat)
      {
        /* Known cards that are not where the view says: no deal fits. */
        if ((view->taken[p] & seen) || __builtin_popcountll (view->taken[p]) > CY_HAND_SIZE)
          return FALSE;
        table->taken[p] = view->taken[p];
        seen |= view->taken[p];
        n_hidden += CY_HAND_SIZE - (guint) __builtin_popcountll (view->taken[p]);
      }
  table->taken[view->seat] = view->taken[view->seat];
  for (CyCard card = 0; card < CY_DECK_SIZE; card++)
    if (!(seen & cy_card_set_of (card)))
      unseen[n_unseen++] = card;

  if (n_unseen != view->stock_count + n_hidden)
    return FALSE;

  cy_random_shuffle (rng, unseen, n_unseen);
  for (guint p = 0; p < view->n_players; p++)
    {
      CyPile *hand = &table->hands[p];

      if (p == view->seat)
        {
          memcpy (hand->cards, view->hand, CY_HAND_SIZE);
          hand->n_cards = CY_HAND_SIZE;
          continue;
        }
      for (CyCard card = 0; card < CY_DECK_SIZE; card++)
        if (view->taken[p] & cy_card_set_of (card))
          hand->cards[hand->n_cards++] = card;
      while (hand->n_cards < CY_HAND_SIZE)
        hand->cards[hand->n_cards++] = unseen[next++];
    }
  table->stock.n_cards = (guint8) (n_unseen - next);
  memcpy (table->stock.cards, unseen + next, table->stock.n_cards);

  return TRUE;
}

/* What the search knows of one seat for the whole decision: hard's
 * evaluation of its hands (the score sheet does not change within a hand,
 * so it is made once and pointed at each view: cy_ai_eval_set_view()), and
 * what the rest of its game can still bring. */
typedef struct
{
  CyAiEval ev;
  CySeatView view;                      /* the view ev was made from */
  const CyAiParams *projection;         /* what the figures below come from */
  double   written;                     /* points on its sheet */
  double   open_mean;                   /* what the open categories bring, in all */
  double   open_variance;               /* and how far that may miss */
  double   cost[CY_N_CATEGORIES];       /* what each open category brings */
  double   variance[CY_N_CATEGORIES];
} SeatModel;

/* What an open category brings if kept is hard's opportunity cost; a
 * category met or not (Five Flush, Sequence ...) is taken as all or
 * nothing with that mean, a suit as hard's normal(suit_mean, suit_sd). */
static double
category_variance (const CyAiParams *params,
                   CyCategory        category,
                   double            mean)
{
  double max_score = cy_category_get_max_score (category);

  if (cy_category_is_suit (category))
    return params->suit_sd * params->suit_sd;

  mean = CLAMP (mean, 0.0, max_score);
  return mean * (max_score - mean);
}

/* @policy is how the seat plays (its evaluation), @projection what its
 * open categories are taken to bring: every seat's are projected alike. */
static void
seat_model_init (SeatModel        *model,
                 const CySeatView *root,
                 guint             seat,
                 const CyAiParams *policy,
                 const CyAiParams *projection)
{
  model->view = *root;
  model->view.seat = (guint8) seat;
  model->projection = projection;
  /* Its hand does not matter to its values: only the sheet does. */
  cy_ai_eval_init_full (&model->ev, &model->view, policy, TRUE);

  model->written = 0.0;
  model->open_mean = 0.0;
  model->open_variance = 0.0;
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    {
      model->cost[c] = model->variance[c] = 0.0;
      if (root->used[seat] & (1u << c))
        model->written += MAX (root->scores[seat][c], 0);
      else
        {
          model->cost[c] = cy_ai_opportunity_cost (projection, c, model->ev.rounds_left);
          model->variance[c] = category_variance (projection, c, model->cost[c]);
          model->open_mean += model->cost[c];
          model->open_variance += model->variance[c];
        }
    }
}

/* The chance of the Suited Bonus once @points are written in @category. */
static double
bonus_chance (const SeatModel *model,
              CyCategory       category,
              guint            points)
{
  const CyAiEval *ev = &model->ev;
  guint total = ev->suit_total;
  guint open_suits = ev->open_suits;

  if (!model->projection->suited_bonus)
    return 0.0;
  if (cy_category_is_suit (category))
    {
      total += points;
      open_suits--;
    }
  return cy_ai_suited_bonus_chance (model->projection, CY_SUITED_BONUS_THRESHOLD - (int) total, open_suits);
}

/* The seat's total at the end of the game, as a mean and a variance, once
 * it writes @points in @category; a hand still unknown is one more open
 * category (@category -1). */
static void
seat_project (const SeatModel *model,
              int              category,
              guint            points,
              double          *mean,
              double          *variance)
{
  double bonus;

  if (category < 0)
    {
      bonus = model->projection->suited_bonus ?
        cy_ai_suited_bonus_chance (model->projection, CY_SUITED_BONUS_THRESHOLD - (int) model->ev.suit_total,
                                   model->ev.open_suits) : 0.0;
      *mean = model->written + model->open_mean + CY_SUITED_BONUS * bonus;
      *variance = model->open_variance;
    }
  else
    {
      bonus = bonus_chance (model, category, points);
      *mean = model->written + points + model->open_mean - model->cost[category] + CY_SUITED_BONUS * bonus;
      *variance = model->open_variance - model->variance[category];
    }
  *variance += CY_SUITED_BONUS * CY_SUITED_BONUS * bonus * (1.0 - bonus) + EXPERT_MIN_VARIANCE;
}

static double
normal_cdf (double x)
{
  return 0.5 * erfc (-x / G_SQRT2);
}

/* The chance that @seat ends the game with the highest total (a tie shared,
 * as the game has it), the totals independent normals: what the expert
 * plays for. Early in the game it weighs points against the others'
 * points, the leader's most; late, it knows when a safe score is enough
 * and when only a long shot can still win. */
static double
win_chance (const double *mean,
            const double *variance,
            guint         n_players,
            guint         seat)
{
  double sd = sqrt (variance[seat]);
  double total = 0.0, weights = 0.0;

  if (n_players == 2)
    return normal_cdf ((mean[seat] - mean[1 - seat]) / sqrt (variance[0] + variance[1]));

  for (guint i = 0; i < EXPERT_GRID_STEPS; i++)
    {
      double z = -EXPERT_GRID_SPAN + 2.0 * EXPERT_GRID_SPAN * i / (EXPERT_GRID_STEPS - 1);
      double weight = exp (-0.5 * z * z);
      double own = mean[seat] + sd * z;
      double all_below = 1.0;

      for (guint p = 0; p < n_players; p++)
        if (p != seat)
          all_below *= normal_cdf ((own - mean[p]) / sqrt (variance[p]));
      total += weight * all_below;
      weights += weight;
    }

  return total / weights;
}

/* Plays the hand out, every seat hard's policy (its evaluation in
 * @models). Returns the number of moves played. */
static guint
table_play_out (CyAiTable  *table,
                SeatModel  *models,
                gboolean    check,
                CyRandom   *rng)
{
  guint moves = 0;

  while (table->phase == CY_PHASE_TURNS || table->phase == CY_PHASE_LAST_TURNS)
    {
      guint seat = table->seat_to_move;
      CySeatView view;
      CyMove move;

      table_view (table, seat, &view);
      cy_ai_eval_set_view (&models[seat].ev, &view);
      cy_ai_plan_playout_move (&models[seat].ev, rng, &move);
      if (check && !cy_rules_check_move (&view, &move, NULL))
        g_error ("An illegal move in a playout: %s", cy_move_describe (&move));
      /* The view is gone after this turn; the values stay. */
      models[seat].ev.view = &models[seat].view;
      table_play (table, &move);
      moves++;
    }

  return moves;
}

/* What the hand is worth to @seat at the end of a playout: its chance of
 * winning the game, every seat's hand written where hard would write it. */
static double
table_outcome (const CyAiTable *table,
               guint            seat,
               const SeatModel *models)
{
  double mean[CY_MAX_PLAYERS], variance[CY_MAX_PLAYERS];

  for (guint p = 0; p < table->n_players; p++)
    {
      CyCategory category;
      guint points;

      cy_ai_hand_value (&models[p].ev, table->hands[p].cards, &category, &points);
      seat_project (&models[p], category, points, &mean[p], &variance[p]);
    }

  return win_chance (mean, variance, table->n_players, seat);
}

/* The searcher plays by @own, the others by hard's @others; all are
 * projected by @own. */
static void
seat_models_init (SeatModel        *models,
                  const CySeatView *view,
                  const CyAiParams *own,
                  const CyAiParams *others)
{
  for (guint p = 0; p < view->n_players; p++)
    seat_model_init (&models[p], view, p, p == view->seat ? own : others, own);
}

static gboolean
same_move (const CyMove *a,
           const CyMove *b)
{
  if (a->type != b->type)
    return FALSE;
  if (a->type == CY_MOVE_KNOCK || a->type == CY_MOVE_PASS)
    return TRUE;
  return a->n_cards == b->n_cards && a->opponent == b->opponent &&
         memcmp (a->laid, b->laid, a->n_cards) == 0 &&
         (a->type == CY_MOVE_DRAW || memcmp (a->taken, b->taken, a->n_cards) == 0);
}

static guint
add_candidate (CyAiPlan     *candidates,
               guint         n,
               CyMoveType    type)
{
  CyAiPlan plan = { .move = { .type = type } };

  for (guint i = 0; i < n; i++)
    if (same_move (&candidates[i].move, &plan.move))
      return n;

  candidates[n] = plan;
  return n + 1;
}

/* The searcher's values: hard's, moved for the table. */
static void
own_values (const CyAiExpertParams *search,
            CyAiParams             *own)
{
  *own = *cy_ai_params_for_kind (CY_PLAYER_KIND_HARD);
  for (guint c = 0; search->value_shift != NULL && c < CY_N_CATEGORIES; c++)
    own->base[c] += search->value_shift[c];
}

/* How the searcher (@own) and hard (@others) play in a playout. */
static void
playout_params (const CyAiExpertParams *search,
                CyAiParams             *own,
                CyAiParams             *others)
{
  own_values (search, own);
  own->samples = search->playout_samples;
  *others = *cy_ai_params_for_kind (CY_PLAYER_KIND_HARD);
  others->samples = search->playout_samples;
}

const CyAiExpertParams *
cy_ai_expert_params (guint n_players)
{
  if (n_players <= 2)
    return &expert_params_two;
  return n_players == 3 ? &expert_params_three : &expert_params_four;
}

void
cy_ai_expert_plan_move (const CyAiExpertParams *search,
                        const CySeatView       *view,
                        CyRandom               *rng,
                        CyAiPlan               *plan)
{
  CyAiParams own, fast, fast_hard;
  SeatModel models[CY_MAX_PLAYERS];
  CyAiPlan candidates[CY_AI_EXPERT_MAX_CANDIDATES + 2];
  double totals[CY_AI_EXPERT_MAX_CANDIDATES + 2] = { 0 };
  gboolean out[CY_AI_EXPERT_MAX_CANDIDATES + 2] = { FALSE };
  guint n;
  guint64 seed;
  guint best = 0, cut = 0;

  own_values (search, &own);
  n = cy_ai_plan_candidates (&own, view, rng, plan, candidates,
                             MIN (search->candidates, CY_AI_EXPERT_MAX_CANDIDATES));
  if (n == 0)
    return;    /* forced: hard found nothing to weigh */
  if (cy_rules_may_knock (view, NULL))
    n = add_candidate (candidates, n, CY_MOVE_KNOCK);
  if (cy_rules_may_pass (view, NULL))
    n = add_candidate (candidates, n, CY_MOVE_PASS);
  if (n == 1 || search->deals == 0)
    return;

  playout_params (search, &fast, &fast_hard);
  seat_models_init (models, view, &fast, &fast_hard);
  /* The playouts' generators come from the expert's own: the same state,
   * the same deals and the same move. */
  seed = ((guint64) cy_random_next (rng) << 32) | cy_random_next (rng);

  for (guint d = 0; d < search->deals; d++)
    {
      CyAiTable dealt;
      CyRandom deal_rng;

      cy_random_init (&deal_rng, seed, 2 * d);
      if (!table_deal (&dealt, view, &deal_rng))
        return;    /* a view whose counts do not add up: hard's move */

      for (guint c = 0; c < n; c++)
        {
          CyAiTable table = dealt;
          CyRandom play_rng;

          if (out[c])
            continue;
          cy_random_init (&play_rng, seed, 2 * d + 1);
          table_play (&table, &candidates[c].move);
          table_play_out (&table, models, search->check_playouts, &play_rng);
          totals[c] += table_outcome (&table, view->seat, models);
        }

      /* At a cut the best go on: each move still in that as many moves
       * still in do better than drops out (a tie keeps the move hard rates
       * higher). */
      if (cut < CY_AI_EXPERT_MAX_CUTS && search->cuts[cut].deals == d + 1)
        {
          gboolean drop[CY_AI_EXPERT_MAX_CANDIDATES + 2] = { FALSE };

          for (guint c = 0; c < n; c++)
            {
              guint better = 0;

              if (out[c])
                continue;
              for (guint o = 0; o < n; o++)
                better += !out[o] && (totals[o] > totals[c] || (totals[o] == totals[c] && o < c));
              drop[c] = better >= MAX (search->cuts[cut].keep, 1);
            }
          for (guint c = 0; c < n; c++)
            out[c] = out[c] || drop[c];
          cut++;
        }
    }

  /* A tie goes to the move hard rates higher (earlier in the list). */
  for (guint c = 1; c < n; c++)
    if (!out[c] && (out[best] || totals[c] > totals[best]))
      best = c;

  if (!same_move (&plan->move, &candidates[best].move))
    {
      plan->move = candidates[best].move;
      plan->reason = candidates[best].reason;
      plan->target = candidates[best].target;
    }
  plan->value = totals[best] / search->deals;
}

/* The category: hard writes a hand where its score less what the category
 * could still bring is highest, which is where the expected total of the
 * game is highest. The expert writes it where its chance of winning is
 * highest, its total at the end taken as the points written, these, and
 * what its open categories can still bring (the mean and the spread of
 * each), against the others' totals likewise (a hand they have not
 * written yet is one more open category). Early on that is hard's choice;
 * late, behind, it keeps a long shot open, and ahead it takes the sure
 * points. */
CyCategory
cy_ai_expert_choose_category (const CySeatView *view)
{
  CyAiParams own;
  SeatModel models[CY_MAX_PLAYERS];
  double mean[CY_MAX_PLAYERS], variance[CY_MAX_PLAYERS];
  guint scores[CY_N_CATEGORIES];
  guint seat = view->seat;
  CyCategory best;
  double best_chance;

  own_values (cy_ai_expert_params (view->n_players), &own);
  seat_models_init (models, view, &own, cy_ai_params_for_kind (CY_PLAYER_KIND_HARD));
  /* Hard's choice first: a tie keeps it. */
  cy_ai_hand_value (&models[seat].ev, view->hand, &best, NULL);

  /* Whether another has written this hand yet or not, the rest of its
   * game is its open categories. */
  for (guint p = 0; p < view->n_players; p++)
    if (p != seat)
      seat_project (&models[p], -1, 0, &mean[p], &variance[p]);

  cy_category_score_all (view->hand, scores);
  seat_project (&models[seat], best, scores[best], &mean[seat], &variance[seat]);
  best_chance = win_chance (mean, variance, view->n_players, seat);

  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    {
      double chance;

      if (view->used[seat] & (1u << c) || c == best)
        continue;
      seat_project (&models[seat], c, scores[c], &mean[seat], &variance[seat]);
      chance = win_chance (mean, variance, view->n_players, seat);
      if (chance > best_chance)
        {
          best_chance = chance;
          best = c;
        }
    }

  return best;
}

/* One of the search's deals, for tests: FALSE if no deal fits @view. */
gboolean
cy_ai_expert_deal (const CySeatView *view,
                   CyRandom         *rng,
                   CyPile            hands[CY_MAX_PLAYERS],
                   CyPile           *stock)
{
  CyAiTable table;

  if (!table_deal (&table, view, rng))
    return FALSE;
  memcpy (hands, table.hands, sizeof table.hands);
  *stock = table.stock;
  return TRUE;
}

guint
cy_ai_expert_playouts (const CySeatView *view,
                       CyRandom         *rng,
                       guint             n_playouts)
{
  CyAiParams fast, fast_hard;
  SeatModel models[CY_MAX_PLAYERS];
  guint moves = 0;

  g_return_val_if_fail (view != NULL && rng != NULL, 0);
  g_return_val_if_fail (cy_ai_view_is_valid (view), 0);
  g_return_val_if_fail (view->phase == CY_PHASE_TURNS || view->phase == CY_PHASE_LAST_TURNS, 0);

  playout_params (cy_ai_expert_params (view->n_players), &fast, &fast_hard);
  seat_models_init (models, view, &fast, &fast_hard);
  for (guint i = 0; i < n_playouts; i++)
    {
      CyAiTable table;

      if (!table_deal (&table, view, rng))
        return moves;
      moves += table_play_out (&table, models, FALSE, rng);
      table_outcome (&table, view->seat, models);
    }

  return moves;
}
