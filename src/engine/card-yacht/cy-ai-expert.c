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

#include <string.h>

#include "cy-ai-private.h"

/* The expert's search, as played: the moves hard rates best that are
 * played out besides knock and pass (at most CY_AI_EXPERT_MAX_CANDIDATES),
 * the deals of the unseen cards each is played out on, and hard's draw
 * samples in the playouts (hard itself takes 160: the playouts' own dealing
 * averages out what fewer samples leave). */
static const CyAiExpertParams expert_params = {
  .candidates = 5,
  .deals = 32,
  .playout_samples = 24,
};

/* How much the other seats' hands count against its own: tried with
 * simulate at 0 (its own hand alone: it never knocks, and loses to hard),
 * 0.5, 1 and 2 (it knocks at once on anything: 25 % against hard); 1 won
 * most. */
#define EXPERT_OPPONENT_WEIGHT 1.0

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
    view->harbors[p] = table->harbors[p];
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
          harbor->cards[harbor->n_cards++] = move->laid[i];
        }
      for (guint i = 0; i < move->n_cards; i++)
        hand->cards[hand->n_cards++] = table->stock.cards[--table->stock.n_cards];
      break;

    case CY_MOVE_EXCHANGE:
      for (guint i = 0; i < move->n_cards; i++)
        {
          cy_pile_remove (hand, move->laid[i]);
          harbor->cards[harbor->n_cards++] = move->laid[i];
        }
      for (guint i = 0; i < move->n_cards; i++)
        {
          cy_pile_remove (&table->harbors[move->opponent], move->taken[i]);
          hand->cards[hand->n_cards++] = move->taken[i];
        }
      break;

    default:
      g_assert_not_reached ();
    }

  table_finish_turn (table, move->type);
}

/* A table as @view's seat sees it, the unseen cards dealt at random to the
 * other hands and the stock. Returns FALSE if the counts do not add up. */
static gboolean
table_deal (CyAiTable        *table,
            const CySeatView *view,
            CyRandom         *rng)
{
  CyCardSet seen = 0;
  CyCard unseen[CY_DECK_SIZE];
  guint n_unseen = 0, next = 0;

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
  for (CyCard card = 0; card < CY_DECK_SIZE; card++)
    if (!(seen & cy_card_set_of (card)))
      unseen[n_unseen++] = card;

  if (n_unseen != view->stock_count + CY_HAND_SIZE * (view->n_players - 1u))
    return FALSE;

  cy_random_shuffle (rng, unseen, n_unseen);
  for (guint p = 0; p < view->n_players; p++)
    {
      table->hands[p].n_cards = CY_HAND_SIZE;
      if (p == view->seat)
        memcpy (table->hands[p].cards, view->hand, CY_HAND_SIZE);
      else
        for (guint i = 0; i < CY_HAND_SIZE; i++)
          table->hands[p].cards[i] = unseen[next++];
    }
  table->stock.n_cards = (guint8) (n_unseen - next);
  memcpy (table->stock.cards, unseen + next, table->stock.n_cards);

  return TRUE;
}

/* Plays the hand out, every seat hard's policy with @params. Returns the
 * number of moves played. */
static guint
table_play_out (CyAiTable        *table,
                const CyAiParams *params,
                gboolean          check,
                CyRandom         *rng)
{
  guint moves = 0;

  while (table->phase == CY_PHASE_TURNS || table->phase == CY_PHASE_LAST_TURNS)
    {
      CySeatView view;
      CyAiPlan plan;

      table_view (table, table->seat_to_move, &view);
      cy_ai_plan_candidates (params, &view, rng, &plan, NULL, 0);
      if (check && !cy_rules_check_move (&view, &plan.move, NULL))
        g_error ("An illegal move in a playout: %s", cy_move_describe (&plan.move));
      table_play (table, &plan.move);
      moves++;
    }

  return moves;
}

/* What the hand is worth to @seat at the end of a playout: its own hand's
 * worth (as hard would write it) less the others' average. */
static double
table_outcome (const CyAiTable  *table,
               guint             seat,
               const CyAiParams *params)
{
  double own = 0.0, others = 0.0;

  for (guint p = 0; p < table->n_players; p++)
    {
      CySeatView view;
      CyAiEval ev;
      double value;

      table_view (table, p, &view);
      cy_ai_eval_init (&ev, &view, params);
      value = cy_ai_hand_value (&ev, view.hand, NULL, NULL);
      if (p == seat)
        own = value;
      else
        others += value;
    }

  return own - EXPERT_OPPONENT_WEIGHT * others / (table->n_players - 1);
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

static void
playout_params (const CyAiExpertParams *search,
                CyAiParams             *params)
{
  *params = *cy_ai_params_for_kind (CY_PLAYER_KIND_HARD);
  params->samples = search->playout_samples;
}

const CyAiExpertParams *
cy_ai_expert_params (void)
{
  return &expert_params;
}

void
cy_ai_expert_plan_move (const CyAiExpertParams *search,
                        const CySeatView       *view,
                        CyRandom               *rng,
                        CyAiPlan               *plan)
{
  const CyAiParams *hard = cy_ai_params_for_kind (CY_PLAYER_KIND_HARD);
  CyAiParams fast;
  CyAiPlan candidates[CY_AI_EXPERT_MAX_CANDIDATES + 2];
  double totals[CY_AI_EXPERT_MAX_CANDIDATES + 2] = { 0 };
  guint n;
  guint64 seed;
  guint best = 0;

  n = cy_ai_plan_candidates (hard, view, rng, plan, candidates,
                             MIN (search->candidates, CY_AI_EXPERT_MAX_CANDIDATES));
  if (n == 0)
    return;    /* forced: hard found nothing to weigh */
  if (cy_rules_may_knock (view, NULL))
    n = add_candidate (candidates, n, CY_MOVE_KNOCK);
  if (cy_rules_may_pass (view, NULL))
    n = add_candidate (candidates, n, CY_MOVE_PASS);
  if (n == 1 || search->deals == 0)
    return;

  playout_params (search, &fast);
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

          cy_random_init (&play_rng, seed, 2 * d + 1);
          table_play (&table, &candidates[c].move);
          table_play_out (&table, &fast, search->check_playouts, &play_rng);
          totals[c] += table_outcome (&table, view->seat, hard);
        }
    }

  /* A tie goes to the move hard rates higher (earlier in the list). */
  for (guint c = 1; c < n; c++)
    if (totals[c] > totals[best])
      best = c;

  if (!same_move (&plan->move, &candidates[best].move))
    {
      plan->move = candidates[best].move;
      plan->reason = candidates[best].reason;
      plan->target = candidates[best].target;
    }
  plan->value = totals[best] / search->deals;
}

guint
cy_ai_expert_playouts (const CySeatView *view,
                       CyRandom         *rng,
                       guint             n_playouts)
{
  CyAiParams fast;
  guint moves = 0;

  g_return_val_if_fail (view != NULL && rng != NULL, 0);
  g_return_val_if_fail (cy_ai_view_is_valid (view), 0);
  g_return_val_if_fail (view->phase == CY_PHASE_TURNS || view->phase == CY_PHASE_LAST_TURNS, 0);

  playout_params (&expert_params, &fast);
  for (guint i = 0; i < n_playouts; i++)
    {
      CyAiTable table;

      if (!table_deal (&table, view, rng))
        return moves;
      moves += table_play_out (&table, &fast, FALSE, rng);
    }

  return moves;
}
