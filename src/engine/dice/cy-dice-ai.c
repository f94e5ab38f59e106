/* cy-dice-ai.c: computer players, hints and reviews for Yacht
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "cy-dice-ai.h"

/* The options of the seat to move, valued by one CyDiceTurn: each
 * distinct keep (rolling at least one die) and each open category. */
typedef struct
{
  guint         n;
  CyDiceOption  options[CY_DICE_MAX_OPTIONS];
} Options;

static guint
points_so_far (const CyDiceSeatView *view,
               guint                 seat)
{
  guint total = 0;

  for (guint c = 0; c < CY_DICE_MAX_CATEGORIES; c++)
    total += MAX (view->scores[seat][c], 0);
  return total + cy_dice_bonus (view->rules, view->upper[seat]) + view->yacht_bonuses[seat] * CY_DICE_YACHT_BONUS;
}

/* The categories the dice on the table may go into (the Joker may force one). */
static CyDiceCategorySet
allowed_now (const CyDiceSeatView *view)
{
  return cy_dice_allowed (view->rules, view->used[view->to_move], view->dice);
}

/* @category_value is what writing the dice into each open category is
 * worth; @turn is solved, and a keep is valued from its table @stage (the
 * roll after the next one still to come, or 2 to look at the next roll only). */
static void
collect_options (const CyDiceSeatView *view,
                 const CyDiceTurn     *turn,
                 guint                 stage,
                 const double          category_value[CY_DICE_MAX_CATEGORIES],
                 double                offset,
                 Options              *out)
{
  CyDiceCategorySet allowed;
  gboolean seen[CY_DICE_N_KEEPS] = { FALSE };

  out->n = 0;

  if (view->rolls_used == 0)
    {
      CyDiceOption *option = &out->options[out->n++];

      memset (option, 0, sizeof *option);
      option->expected = offset + turn->start;
      return;
    }

  if (view->rolls_used < CY_DICE_N_ROLLS)
    for (CyDiceMask held = 0; held < CY_DICE_MASK_ALL; held++)
      {
        guint keep = cy_dice_keep_index (view->dice, held);
        CyDiceOption *option;

        if (seen[keep])
          continue;
        seen[keep] = TRUE;

        option = &out->options[out->n++];
        memset (option, 0, sizeof *option);
        option->choice.held = held;
        option->expected = offset + turn->keep[stage][keep];
      }

  allowed = allowed_now (view);
  for (guint c = 0; c < cy_dice_rules_get_n_categories (view->rules); c++)
    if (allowed & (1u << c))
      {
        CyDiceOption *option = &out->options[out->n++];

        memset (option, 0, sizeof *option);
        option->choice.score = TRUE;
        option->choice.category = (guint8) c;
        option->expected = offset + category_value[c];
      }
}

static int
compare_options (gconstpointer a,
                 gconstpointer b)
{
  const CyDiceOption *x = a;
  const CyDiceOption *y = b;

  if (x->expected != y->expected)
    return x->expected < y->expected ? 1 : -1;
  /* Equal values: writing the dice down before rolling for nothing, then
   * the earlier category or the smaller keep, so that choices are stable. */
  if (x->choice.score != y->choice.score)
    return x->choice.score ? -1 : 1;
  return x->choice.score ? x->choice.category - y->choice.category : x->choice.held - y->choice.held;
}

/* The perfect player's view of the seat to move's choices. */
static void
perfect_options (const CyDiceSeatView *view,
                 CyDiceStrategy          *table,
                 Options              *out)
{
  g_autofree CyDiceTurn *turn = g_new (CyDiceTurn, 1);
  guint seat = view->to_move;
  gboolean live = cy_dice_seat_view_is_yacht_live (view, seat);
  double category_value[CY_DICE_MAX_CATEGORIES];

  cy_dice_strategy_fill_final (table, view->used[seat], view->upper[seat], live, turn);
  cy_dice_turn_solve (turn, FALSE);

  for (guint c = 0; c < CY_DICE_MAX_CATEGORIES; c++)
    category_value[c] = view->rolls_used > 0 && (allowed_now (view) & (1u << c))
                        ? cy_dice_strategy_category_value (table, view->used[seat], view->upper[seat], live,
                                                           c, view->dice)
                        : 0.0;

  collect_options (view, turn, view->rolls_used, category_value, points_so_far (view, seat), out);
  qsort (out->options, out->n, sizeof (CyDiceOption), compare_options);
}

/* normal: what a careful person does without tables. A category is worth
 * its points against a par, a quarter of what it scores on average when it
 * is left for later (people feel that cost, but underrate it badly); Ones
 * to Sixes aim at three of a face, which makes the bonus. Like most people
 * it looks one roll ahead: each keep is judged by what the next roll may
 * bring, as if it were the last. */
static const double par[CY_DICE_N_RULES][CY_DICE_MAX_CATEGORIES] = {
  [CY_DICE_RULES_YACHT_BONUS] = { 0.5, 1.25, 2, 2.75, 3.5, 4.25, 5.5, 3.25, 3.75, 3, 4.5, 3 },
  [CY_DICE_RULES_YACHT_1938] = { 0.5, 1.25, 2, 2.75, 3.5, 4.25, 3.75, 2.5, 2.25, 2.25, 5.5, 3 },
  [CY_DICE_RULES_YATZY] = { 0.5, 1.25, 2, 2.75, 3.5, 4.25, 2.5, 3.75, 3, 2, 2.25, 3.25, 4.5, 5.5, 4 },
  [CY_DICE_RULES_YAHTZEE] = { 0.5, 1.25, 2, 2.75, 3.5, 4.25, 5.5, 3.25, 5.5, 6, 8, 5.5, 4 },
};

static double
heuristic_value (CyDiceRules  rules,
                 guint        category,
                 guint        points,
                 guint        upper)
{
  double value = points - par[rules][category];

  /* Above or below three of a face counts double while the bonus is open. */
  if (category < CY_DICE_N_UPPER && cy_dice_rules_has_bonus (rules) && upper < CY_DICE_BONUS_THRESHOLD)
    value += (double) points - 3.0 * (category + 1);

  return value;
}

static void
normal_options (const CyDiceSeatView *view,
                Options              *out)
{
  g_autofree CyDiceTurn *turn = g_new (CyDiceTurn, 1);
  const guint8 *scores = cy_dice_score_table (view->rules);
  guint seat = view->to_move;
  CyDiceCategorySet used = view->used[seat];
  double category_value[CY_DICE_MAX_CATEGORIES] = { 0 };

  for (guint r = 0; r < CY_DICE_N_ROLLS_SORTED; r++)
    {
      turn->final[r] = -G_MAXDOUBLE;
      for (guint c = 0; c < cy_dice_rules_get_n_categories (view->rules); c++)
        if (!(used & (1u << c)))
          turn->final[r] = MAX (turn->final[r], heuristic_value (view->rules, c,
                                                                 scores[c * CY_DICE_N_ROLLS_SORTED + r],
                                                                 view->upper[seat]));
    }
  cy_dice_turn_solve (turn, FALSE);

  if (view->rolls_used > 0)
    for (guint c = 0; c < cy_dice_rules_get_n_categories (view->rules); c++)
      category_value[c] = heuristic_value (view->rules, c,
                                           cy_dice_score_on_sheet (view->rules, c, used, view->dice),
                                           view->upper[seat]);

  collect_options (view, turn, CY_DICE_N_ROLLS - 1, category_value, 0.0, out);
  qsort (out->options, out->n, sizeof (CyDiceOption), compare_options);
}

/* easy: no planning at all. Keep the most common face (the higher one on a
 * tie), or four in a row while a straight is open; stop on a Yacht or a
 * straight; write the most points there are, or scratch the category that
 * could score least. */
static void
easy_choose (const CyDiceSeatView *view,
             CyDiceChoice         *choice)
{
  guint seat = view->to_move;
  CyDiceCategorySet used = view->used[seat];
  guint n_categories = cy_dice_rules_get_n_categories (view->rules);
  CyDiceCategorySet allowed;
  guint scores[CY_DICE_MAX_CATEGORIES] = { 0 };
  guint8 counts[CY_DICE_N_FACES + 1] = { 0 };
  guint best_face = 1;
  int best = -1;

  memset (choice, 0, sizeof *choice);
  if (view->rolls_used == 0)
    return;

  allowed = allowed_now (view);
  for (guint c = 0; c < n_categories; c++)
    scores[c] = cy_dice_score_on_sheet (view->rules, c, used, view->dice);
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    counts[view->dice[i]]++;
  for (guint f = 1; f <= CY_DICE_N_FACES; f++)
    if (counts[f] >= counts[best_face])
      best_face = f;

  if (view->rolls_used < CY_DICE_N_ROLLS)
    {
      gboolean stop = FALSE;

      /* Fixed-score categories that cannot get better. */
      for (guint c = 0; c < n_categories; c++)
        if ((allowed & (1u << c)) && scores[c] >= 30 && c >= CY_DICE_N_UPPER &&
            scores[c] == cy_dice_category_get_max_score (view->rules, c))
          stop = TRUE;

      if (!stop)
        {
          guint run_start = 0;

          /* Four faces in a row, kept once each, while a straight is open. */
          for (guint f = 1; f + 3 <= CY_DICE_N_FACES; f++)
            if (counts[f] && counts[f + 1] && counts[f + 2] && counts[f + 3])
              run_start = f;

          for (guint c = 0; c < n_categories; c++)
            if (!(used & (1u << c)) && cy_dice_category_is_straight (view->rules, c) &&
                counts[best_face] < 3 && run_start > 0)
              {
                CyDiceMask held = 0;
                guint8 wanted[CY_DICE_N_FACES + 1] = { 0 };

                for (guint f = run_start; f < run_start + 4; f++)
                  wanted[f] = 1;
                for (guint i = 0; i < CY_DICE_N_DICE; i++)
                  if (wanted[view->dice[i]])
                    {
                      wanted[view->dice[i]] = 0;
                      held |= 1u << i;
                    }
                choice->held = held;
                return;
              }

          for (guint i = 0; i < CY_DICE_N_DICE; i++)
            if (view->dice[i] == best_face && counts[best_face] > 1)
              choice->held |= 1u << i;
          if (choice->held != CY_DICE_MASK_ALL)
            return;
          choice->held = 0;
        }
    }

  choice->score = TRUE;
  for (guint c = 0; c < n_categories; c++)
    if ((allowed & (1u << c)) && (int) scores[c] > best)
      {
        best = (int) scores[c];
        choice->category = (guint8) c;
      }

  if (best == 0)
    {
      guint cheapest = G_MAXUINT;

      for (guint c = 0; c < n_categories; c++)
        if ((allowed & (1u << c)) && cy_dice_category_get_max_score (view->rules, c) < cheapest)
          {
            cheapest = cy_dice_category_get_max_score (view->rules, c);
            choice->category = (guint8) c;
          }
    }
}

static void
random_choose (const CyDiceSeatView *view,
               CyRandom             *rng,
               CyDiceChoice         *choice)
{
  CyDiceCategorySet open;
  guint pick;

  memset (choice, 0, sizeof *choice);
  if (view->rolls_used == 0)
    return;

  open = allowed_now (view);
  if (view->rolls_used < CY_DICE_N_ROLLS && cy_random_below (rng, 3) != 0)
    {
      choice->held = (CyDiceMask) cy_random_below (rng, CY_DICE_MASK_ALL);
      return;
    }

  choice->score = TRUE;
  pick = cy_random_below (rng, (guint32) __builtin_popcount (open));
  for (guint c = 0; c < CY_DICE_MAX_CATEGORIES; c++)
    if ((open & (1u << c)) && pick-- == 0)
      choice->category = (guint8) c;
}

void
cy_dice_ai_choose (CyPlayerKind          kind,
                   const CyDiceSeatView *view,
                   CyDiceStrategy          *table,
                   CyRandom             *rng,
                   CyDiceChoice         *choice)
{
  Options options;

  g_return_if_fail (view != NULL && choice != NULL);
  g_return_if_fail (view->used[view->to_move] != cy_dice_rules_get_all (view->rules));

  /* Hard is already the perfect player: the expert has nothing to add. */
  if (kind == CY_PLAYER_KIND_EXPERT)
    kind = CY_PLAYER_KIND_HARD;

  /* Without its table (still being computed) hard plays this decision as
   * normal: a game never waits for the table. */
  if (kind == CY_PLAYER_KIND_HARD && (table == NULL || cy_dice_strategy_get_rules (table) != view->rules))
    kind = CY_PLAYER_KIND_NORMAL;

  switch (kind)
    {
    case CY_PLAYER_KIND_HARD:
      perfect_options (view, table, &options);
      *choice = options.options[0].choice;
      break;

    case CY_PLAYER_KIND_NORMAL:
      normal_options (view, &options);
      *choice = options.options[0].choice;
      break;

    case CY_PLAYER_KIND_EASY:
      easy_choose (view, choice);
      break;

    case CY_PLAYER_KIND_RANDOM:
    case CY_PLAYER_KIND_HUMAN:
    default:
      random_choose (view, rng, choice);
      break;
    }
}

gboolean
cy_dice_hint (const CyDiceSeatView *view,
              CyDiceStrategy          *table,
              CyDiceHint           *hint)
{
  Options options;

  g_return_val_if_fail (view != NULL && hint != NULL, FALSE);

  memset (hint, 0, sizeof *hint);
  if (table == NULL || cy_dice_strategy_get_rules (table) != view->rules ||
      view->used[view->to_move] == cy_dice_rules_get_all (view->rules))
    return FALSE;

  perfect_options (view, table, &options);
  hint->n_options = options.n;
  for (guint i = 0; i < options.n; i++)
    {
      hint->options[i] = options.options[i];
      hint->options[i].loss = options.options[0].expected - options.options[i].expected;
    }
  return TRUE;
}

static char *
choice_describe (const CyDiceSeatView *view,
                 const CyDiceChoice   *choice)
{
  guint n_rolled;

  if (choice->score)
    /* Translators: "write 25 in Full House" */
    return g_strdup_printf (_("write %u in %s"),
                            cy_dice_score_on_sheet (view->rules, choice->category, view->used[view->to_move],
                                                    view->dice),
                            cy_dice_category_get_label (view->rules, choice->category));

  if (view->rolls_used == 0 || choice->held == 0)
    return g_strdup (_("roll all five dice"));

  n_rolled = CY_DICE_N_DICE - (guint) __builtin_popcount (choice->held);
  {
    g_autofree char *kept = cy_dice_to_string (view->dice, choice->held, TRUE);
    /* Translators: "keep 5 5 5 and roll 2 dice" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "keep %s and roll %u die", "keep %s and roll %u dice",
                                         n_rolled), kept, n_rolled);
  }
}

char *
cy_dice_option_describe (const CyDiceSeatView *view,
                         const CyDiceOption   *option)
{
  g_autofree char *what = NULL;
  double shown, loss;

  g_return_val_if_fail (view != NULL && option != NULL, NULL);

  what = choice_describe (view, &option->choice);
  /* The loss as the shown totals give it: 190.9 and 190.0 differ by 0.9,
   * whatever the digits after them. */
  shown = round (option->expected * 10.0) / 10.0;
  loss = round ((option->expected + option->loss) * 10.0) / 10.0 - shown;
  if (loss > 0.05)
    /* Translators: "keep 5 5 and roll 3 dice: 187.2 points expected, 4.1 fewer" */
    return g_strdup_printf (_("%s: %.1f points expected, %.1f fewer"), what, shown, loss);
  if (option->loss > 0.005)
    /* Translators: "keep 5 5 and roll 3 dice: 187.2 points expected, less than 0.1 fewer" */
    return g_strdup_printf (_("%s: %.1f points expected, less than 0.1 fewer"), what, shown);

  /* Translators: "keep 5 5 5 and roll 2 dice: 191.8 points expected" */
  return g_strdup_printf (_("%s: %.1f points expected"), what, shown);
}

gboolean
cy_dice_review (CyDiceRules          rules,
                guint                n_players,
                const CyDiceAction  *actions,
                guint                n_actions,
                guint                seat,
                CyDiceStrategy         *table,
                CyDiceReview        *review)
{
  CyDiceSeatView view = { 0 };

  g_return_val_if_fail (review != NULL, FALSE);
  g_return_val_if_fail (n_players >= 1 && n_players <= CY_DICE_MAX_PLAYERS && seat < n_players, FALSE);

  memset (review, 0, sizeof *review);
  review->costliest = -1;
  if (table == NULL || cy_dice_strategy_get_rules (table) != rules)
    return FALSE;

  /* The seat's own view, rebuilt action by action; the others' scores
   * do not change what is best for it. */
  view.rules = rules;
  view.n_players = (guint8) n_players;
  view.seat = (guint8) seat;
  view.to_move = (guint8) seat;
  view.round = 1;
  for (guint p = 0; p < CY_DICE_MAX_PLAYERS; p++)
    for (guint c = 0; c < CY_DICE_MAX_CATEGORIES; c++)
      view.scores[p][c] = -1;

  for (guint i = 0; i < n_actions; i++)
    {
      const CyDiceAction *action = &actions[i];
      gboolean decision = action->seat == seat &&
                          (action->type == CY_DICE_ACTION_SCORE || view.rolls_used > 0);

      if (action->seat != seat)
        continue;

      if (decision)
        {
          Options options;
          CyDiceChoice played = { 0 };
          double chosen = 0.0;
          double loss;

          played.score = action->type == CY_DICE_ACTION_SCORE;
          played.held = played.score ? 0 : action->held;
          played.category = action->category;

          perfect_options (&view, table, &options);
          for (guint k = 0; k < options.n; k++)
            {
              const CyDiceChoice *choice = &options.options[k].choice;

              if (choice->score != played.score)
                continue;
              if (played.score ? choice->category == played.category
                               : cy_dice_keep_index (view.dice, choice->held) ==
                                 cy_dice_keep_index (view.dice, played.held))
                {
                  chosen = options.options[k].expected;
                  break;
                }
            }

          loss = MAX (options.options[0].expected - chosen, 0.0);
          review->n_decisions++;
          review->expected_loss += loss;
          if (loss > 1e-9 && loss > review->costliest_loss)
            {
              review->costliest = (gint) i;
              review->costliest_loss = loss;
              review->costliest_view = view;
              review->costliest_choice = played;
              review->costliest_best = options.options[0];
              review->costliest_best.loss = 0.0;
            }
        }

      if (action->type == CY_DICE_ACTION_ROLL)
        {
          memcpy (view.dice, action->dice, sizeof view.dice);
          view.held = action->held;
          view.rolls_used++;
        }
      else
        {
          guint points = cy_dice_score_on_sheet (rules, action->category, view.used[seat], action->dice);

          view.yacht_bonuses[seat] += cy_dice_yacht_bonus (rules,
                                                           view.scores[seat][cy_dice_rules_get_yacht_category (rules)],
                                                           action->dice) / CY_DICE_YACHT_BONUS;
          view.scores[seat][action->category] = (gint16) points;
          view.used[seat] |= 1u << action->category;
          if (action->category < CY_DICE_N_UPPER)
            view.upper[seat] += points;
          view.rolls_used = 0;
          view.held = 0;
          memset (view.dice, 0, sizeof view.dice);
          view.round++;
        }
    }

  return TRUE;
}

char *
cy_dice_review_describe (const CyDiceReview *review)
{
  g_autofree char *played = NULL;
  g_autofree char *best = NULL;

  g_return_val_if_fail (review != NULL, NULL);

  if (review->costliest < 0)
    return g_strdup (_("Every decision was the best there was"));

  played = choice_describe (&review->costliest_view, &review->costliest_choice);
  best = choice_describe (&review->costliest_view, &review->costliest_best.choice);
  {
    g_autofree char *dice = cy_dice_to_string (review->costliest_view.dice, CY_DICE_MASK_ALL, TRUE);

    /* Translators: "Turn 7, roll 2 (3 3 3 1 6): you chose to write 0 in Yacht;
     * to keep 3 3 3 and roll 2 dice was worth 6.2 points more" */
    return g_strdup_printf (_("Turn %u, roll %u (%s): you chose to %s; to %s was worth %.1f points more"),
                            review->costliest_view.round, review->costliest_view.rolls_used, dice,
                            played, best, review->costliest_loss);
  }
}
