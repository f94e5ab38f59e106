/* cy-dice-turn.c: rolls and keeps as multisets, and the values of one turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cy-dice-turn.h"

/* A multiset of faces is written as counts[1..6]; its key is the counts in
 * base 6 (a count is at most 5), which indexes key_to_keep. */
#define N_KEYS 46656  /* 6^6 */

typedef struct
{
  guint8  counts[CY_DICE_N_KEEPS][CY_DICE_N_FACES + 1];
  guint8  size[CY_DICE_N_KEEPS];
  /* add[k][f - 1]: k with one more f (for keeps of fewer than five). */
  guint16 add[CY_DICE_N_KEEPS][CY_DICE_N_FACES];
  /* rem[k][i]: k with one die fewer, one entry per distinct face in k. */
  guint8  n_rem[CY_DICE_N_KEEPS];
  guint16 rem[CY_DICE_N_KEEPS][CY_DICE_N_DICE];
  guint16 key_to_keep[N_KEYS];
  double  roll_probability[CY_DICE_N_ROLLS_SORTED];
  guint8  scores[CY_DICE_N_RULES][CY_DICE_MAX_CATEGORIES][CY_DICE_N_ROLLS_SORTED];
} Tables;

static Tables tables;

static guint
key_of_counts (const guint8 counts[CY_DICE_N_FACES + 1])
{
  guint key = 0;

  for (guint f = CY_DICE_N_FACES; f >= 1; f--)
    key = key * 6 + counts[f];
  return key;
}

/* Sorted dice; init_tables() uses it before the tables are complete. */
static void
dice_of_roll (guint  roll,
              guint8 dice[CY_DICE_N_DICE])
{
  const guint8 *counts = tables.counts[CY_DICE_FIRST_ROLL_KEEP + roll];
  guint i = 0;

  for (guint f = 1; f <= CY_DICE_N_FACES; f++)
    for (guint n = 0; n < counts[f]; n++)
      dice[i++] = (guint8) f;
}

static guint
factorial (guint n)
{
  return n <= 1 ? 1 : n * factorial (n - 1);
}

static gpointer
init_tables (gpointer data)
{
  guint n = 0;

  /* Keeps by size, then counts in lexicographic order: removing a die
   * always gives a smaller index, adding one a larger. */
  for (guint size = 0; size <= CY_DICE_N_DICE; size++)
    for (guint key = 0; key < N_KEYS; key++)
      {
        guint8 counts[CY_DICE_N_FACES + 1] = { 0 };
        guint rest = key, total = 0;

        for (guint f = 1; f <= CY_DICE_N_FACES; f++)
          {
            counts[f] = rest % 6;
            rest /= 6;
            total += counts[f];
          }
        if (total != size)
          continue;

        memcpy (tables.counts[n], counts, sizeof counts);
        tables.size[n] = size;
        tables.key_to_keep[key] = n;
        n++;
      }
  g_assert (n == CY_DICE_N_KEEPS);

  for (guint k = 0; k < CY_DICE_N_KEEPS; k++)
    {
      guint8 counts[CY_DICE_N_FACES + 1];

      memcpy (counts, tables.counts[k], sizeof counts);
      for (guint f = 1; f <= CY_DICE_N_FACES; f++)
        {
          if (tables.size[k] < CY_DICE_N_DICE)
            {
              counts[f]++;
              tables.add[k][f - 1] = tables.key_to_keep[key_of_counts (counts)];
              counts[f]--;
            }
          if (counts[f] > 0)
            {
              counts[f]--;
              tables.rem[k][tables.n_rem[k]++] = tables.key_to_keep[key_of_counts (counts)];
              counts[f]++;
            }
        }
    }

  for (guint r = 0; r < CY_DICE_N_ROLLS_SORTED; r++)
    {
      const guint8 *counts = tables.counts[CY_DICE_FIRST_ROLL_KEEP + r];
      guint ways = factorial (CY_DICE_N_DICE);
      guint8 dice[CY_DICE_N_DICE];

      for (guint f = 1; f <= CY_DICE_N_FACES; f++)
        ways /= factorial (counts[f]);
      tables.roll_probability[r] = ways / 7776.0;

      dice_of_roll (r, dice);
      for (guint rules = 0; rules < CY_DICE_N_RULES; rules++)
        for (guint c = 0; c < cy_dice_rules_get_n_categories (rules); c++)
          tables.scores[rules][c][r] = (guint8) cy_dice_score (rules, c, dice);
    }

  return NULL;
}

static inline void
ensure_tables (void)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, init_tables, NULL);
}

guint
cy_dice_keep_index (const guint8 dice[CY_DICE_N_DICE],
                    CyDiceMask   kept)
{
  guint8 counts[CY_DICE_N_FACES + 1] = { 0 };

  ensure_tables ();
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    if (kept & (1u << i))
      {
        g_return_val_if_fail (dice[i] >= 1 && dice[i] <= CY_DICE_N_FACES, 0);
        counts[dice[i]]++;
      }
  return tables.key_to_keep[key_of_counts (counts)];
}

guint
cy_dice_roll_index (const guint8 dice[CY_DICE_N_DICE])
{
  return cy_dice_keep_index (dice, CY_DICE_MASK_ALL) - CY_DICE_FIRST_ROLL_KEEP;
}

void
cy_dice_roll_dice (guint  roll,
                   guint8 dice[CY_DICE_N_DICE])
{
  ensure_tables ();
  g_return_if_fail (roll < CY_DICE_N_ROLLS_SORTED);
  dice_of_roll (roll, dice);
}

guint
cy_dice_keep_size (guint keep)
{
  ensure_tables ();
  g_return_val_if_fail (keep < CY_DICE_N_KEEPS, 0);
  return tables.size[keep];
}

guint
cy_dice_roll_keep (guint roll)
{
  g_return_val_if_fail (roll < CY_DICE_N_ROLLS_SORTED, 0);
  return CY_DICE_FIRST_ROLL_KEEP + roll;
}

double
cy_dice_roll_probability (guint roll)
{
  ensure_tables ();
  g_return_val_if_fail (roll < CY_DICE_N_ROLLS_SORTED, 0.0);
  return tables.roll_probability[roll];
}

const guint8 *
cy_dice_score_table (CyDiceRules rules)
{
  ensure_tables ();
  g_return_val_if_fail (rules < CY_DICE_N_RULES, NULL);
  return &tables.scores[rules][0][0];
}

/* keep[k] for every keep: a whole roll is worth rolled[r]; a smaller keep
 * the mean over the six faces of the next die, which is the expectation
 * over the dice still to roll, one die at a time. */
static void
expect_keeps (const double *rolled,
              double       *keep)
{
  for (guint k = CY_DICE_N_KEEPS; k-- > CY_DICE_FIRST_ROLL_KEEP;)
    keep[k] = rolled[k - CY_DICE_FIRST_ROLL_KEEP];

  for (guint k = CY_DICE_FIRST_ROLL_KEEP; k-- > 0;)
    {
      const guint16 *add = tables.add[k];

      keep[k] = (keep[add[0]] + keep[add[1]] + keep[add[2]] +
                 keep[add[3]] + keep[add[4]] + keep[add[5]]) / 6.0;
    }
}

/* rolled[r] = the best keep within roll r: the best of keep itself and of
 * the best within each multiset one die smaller. */
static void
best_within (const double *keep,
             double       *rolled)
{
  double best[CY_DICE_N_KEEPS];

  for (guint k = 0; k < CY_DICE_N_KEEPS; k++)
    {
      double value = keep[k];

      for (guint i = 0; i < tables.n_rem[k]; i++)
        value = MAX (value, best[tables.rem[k][i]]);
      best[k] = value;
    }

  memcpy (rolled, best + CY_DICE_FIRST_ROLL_KEEP, sizeof (double) * CY_DICE_N_ROLLS_SORTED);
}

void
cy_dice_turn_solve (CyDiceTurn *turn,
                    gboolean    full)
{
  double start = 0.0;

  ensure_tables ();

  memcpy (turn->roll[2], turn->final, sizeof turn->final);
  expect_keeps (turn->roll[2], turn->keep[2]);
  best_within (turn->keep[2], turn->roll[1]);
  expect_keeps (turn->roll[1], turn->keep[1]);
  best_within (turn->keep[1], turn->roll[0]);

  for (guint r = 0; r < CY_DICE_N_ROLLS_SORTED; r++)
    start += tables.roll_probability[r] * turn->roll[0][r];
  turn->start = start;

  if (full)
    expect_keeps (turn->roll[0], turn->keep[0]);
}
