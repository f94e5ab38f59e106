/* test-dice-strategy.c: the perfect strategy, its cache, hints and reviews
 *
 * The strategy table is checked against a second implementation written
 * here as plainly as possible: a memoised recursion over (categories used,
 * upper subtotal), and inside a turn every one of the 32 subsets of the
 * dice tried against every outcome of the dice rolled, each outcome with
 * its probability counted out from the 6^n ordered rolls, and the yahtzee
 * rules' Joker and bonus written out again here. The whole yacht-1938 game
 * is checked this way; yacht-bonus, yatzy and yahtzee, whose state spaces
 * are some forty to three hundred times larger, on reduced games (most
 * categories already used, a given subtotal, the Yahtzee bonus live or
 * not) that still decide the bonuses. The full yahtzee optimum against the
 * published 254.5896 is a benchmark (bench-dice-optimum).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "cy-dice-ai.h"
#include "cy-dice-game.h"
#include "cy-dice-strategy.h"
#include "cy-error.h"

#define N_KEYS 16807   /* 7^5: sorted dice written as base-7 digits 1-6 */

typedef struct
{
  guint  n;
  guint8 dice[252][5];
  double probability[252];
} Outcomes;

typedef struct
{
  CyDiceRules  rules;
  Outcomes     outcomes[6];        /* the sorted results of rolling 0-5 dice */
  gint16       roll_of_key[N_KEYS];
  guint        n_categories;
  double      *memo;               /* [used][live][upper], NAN while unknown */
  double       keep_memo[N_KEYS];  /* one turn's stage: keep's key -> its value */
  guint        touched[N_KEYS];
  guint        n_touched;
} Simple;

static guint
key_of (const guint8 *sorted,
        guint         n)
{
  guint key = 0;

  for (guint i = 0; i < n; i++)
    key = key * 7 + sorted[i];
  return key;
}

static void
sort_dice (guint8 *dice,
           guint   n)
{
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && dice[j - 1] > dice[j]; j--)
      {
        guint8 t = dice[j];
        dice[j] = dice[j - 1];
        dice[j - 1] = t;
      }
}

/* Every ordered roll of @n dice, counted by its sorted form. */
static void
count_outcomes (Outcomes *out,
                guint     n)
{
  g_autoptr(GHashTable) index = g_hash_table_new (NULL, NULL);
  guint total = 1;

  for (guint i = 0; i < n; i++)
    total *= 6;

  out->n = 0;
  for (guint code = 0; code < total; code++)
    {
      guint8 dice[5];
      guint rest = code;
      gpointer found;
      guint slot;

      for (guint i = 0; i < n; i++)
        {
          dice[i] = (guint8) (1 + rest % 6);
          rest /= 6;
        }
      sort_dice (dice, n);

      if (g_hash_table_lookup_extended (index, GUINT_TO_POINTER (key_of (dice, n) + 1), NULL, &found))
        slot = GPOINTER_TO_UINT (found);
      else
        {
          slot = out->n++;
          memcpy (out->dice[slot], dice, n);
          out->probability[slot] = 0.0;
          g_hash_table_insert (index, GUINT_TO_POINTER (key_of (dice, n) + 1), GUINT_TO_POINTER (slot));
        }
      out->probability[slot] += 1.0 / total;
    }
}

static Simple *
simple_new (CyDiceRules rules)
{
  Simple *self = g_new0 (Simple, 1);

  self->rules = rules;
  for (guint n = 0; n <= 5; n++)
    count_outcomes (&self->outcomes[n], n);
  g_assert_cmpuint (self->outcomes[5].n, ==, 252);

  for (guint k = 0; k < N_KEYS; k++)
    self->roll_of_key[k] = -1;
  for (guint r = 0; r < 252; r++)
    self->roll_of_key[key_of (self->outcomes[5].dice[r], 5)] = (gint16) r;

  for (guint k = 0; k < N_KEYS; k++)
    self->keep_memo[k] = NAN;
  self->n_categories = cy_dice_rules_get_n_categories (rules);
  self->memo = g_new (double, (gsize) (1u << self->n_categories) * 2 * 64);
  for (gsize i = 0; i < (gsize) (1u << self->n_categories) * 2 * 64; i++)
    self->memo[i] = NAN;
  return self;
}

static void
simple_free (Simple *self)
{
  g_free (self->memo);
  g_free (self);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Simple, simple_free)

static double simple_value (Simple *self, guint used, guint upper, gboolean live);

/* The yahtzee rules' Joker, written out from section 7 again: may five
 * equal dice of @face go into @c, and for how many points? -1: not there. */
static int
simple_joker (guint used,
              guint face,
              guint c)
{
  const guint yahtzee = 12;
  gboolean lower_open = FALSE;

  for (guint k = 6; k < 13; k++)
    lower_open |= !(used & (1u << k));

  if (!(used & (1u << (face - 1))))
    return c == face - 1 ? (int) (5 * face) : -1;
  if (lower_open)
    {
      if (c < 6 || c == yahtzee)
        return -1;
      return c == 8 ? 25 : c == 9 ? 30 : c == 10 ? 40 : (int) (5 * face);   /* Full House, straights; the sum */
    }
  return c < 6 ? 0 : -1;
}

/* The dice @kept (sorted, @n_kept of them) and rolling the rest, with
 * @after[r] the value of ending on roll r. */
static double
expect (Simple       *self,
        const guint8 *kept,
        guint         n_kept,
        const double *after)
{
  const Outcomes *outcomes = &self->outcomes[5 - n_kept];
  double sum = 0.0;

  for (guint o = 0; o < outcomes->n; o++)
    {
      guint8 dice[5];

      memcpy (dice, kept, n_kept);
      memcpy (dice + n_kept, outcomes->dice[o], 5 - n_kept);
      sort_dice (dice, 5);
      sum += outcomes->probability[o] * after[self->roll_of_key[key_of (dice, 5)]];
    }
  return sum;
}

static double
simple_value (Simple   *self,
              guint     used,
              guint     upper,
              gboolean  live)
{
  gboolean bonus_rules = cy_dice_rules_has_bonus (self->rules);
  gboolean yahtzee = self->rules == CY_DICE_RULES_YAHTZEE;
  guint all = (1u << self->n_categories) - 1;
  double *memo;
  double final[252], one_left[252], two_left[252];
  double *keep_memo;
  double value = 0.0;

  if (!bonus_rules)
    upper = 0;
  upper = MIN (upper, 63);
  memo = &self->memo[(used * 2 + (live ? 1 : 0)) * 64 + upper];
  if (!isnan (*memo))
    return *memo;
  if (used == all)
    return *memo = 0.0;

  /* Stopping with each roll: the best category it may go into, now and later. */
  for (guint r = 0; r < 252; r++)
    {
      const guint8 *dice = self->outcomes[5].dice[r];
      gboolean joker = yahtzee && (used & (1u << 12)) && dice[0] == dice[4];

      final[r] = -1.0;
      for (guint c = 0; c < self->n_categories; c++)
        if (!(used & (1u << c)))
          {
            int points = joker ? simple_joker (used, dice[0], c) : (int) cy_dice_score (self->rules, c, dice);
            guint next_upper = upper;
            gboolean next_live = live || (yahtzee && c == 12 && points == 50);
            double v;

            if (points < 0)
              continue;
            v = points + (joker && live ? 100 : 0);
            if (bonus_rules && c < 6)
              {
                next_upper = MIN (upper + (guint) points, 63);
                if (upper < 63 && next_upper >= 63)
                  v += cy_dice_rules_get_bonus (self->rules);
              }
            v += simple_value (self, used | (1u << c), next_upper, next_live);
            final[r] = MAX (final[r], v);
          }
    }

  /* With one and then two rolls left: stop, or keep any subset and roll.
   * keep_memo is indexed by the kept dice's key; only the keys used are
   * reset between stages. */
  keep_memo = self->keep_memo;
  for (guint left = 1; left <= 2; left++)
    {
      const double *after = left == 1 ? final : one_left;
      double *now = left == 1 ? one_left : two_left;

      for (guint i = 0; i < self->n_touched; i++)
        keep_memo[self->touched[i]] = NAN;
      self->n_touched = 0;

      for (guint r = 0; r < 252; r++)
        {
          now[r] = final[r];
          for (guint mask = 0; mask < 31; mask++)
            {
              guint8 kept[5];
              guint n_kept = 0;
              guint key;

              for (guint i = 0; i < 5; i++)
                if (mask & (1u << i))
                  kept[n_kept++] = self->outcomes[5].dice[r][i];
              key = key_of (kept, n_kept);
              if (isnan (keep_memo[key]))
                {
                  keep_memo[key] = expect (self, kept, n_kept, after);
                  self->touched[self->n_touched++] = key;
                }
              now[r] = MAX (now[r], keep_memo[key]);
            }
        }
    }
  for (guint r = 0; r < 252; r++)
    value += self->outcomes[5].probability[r] * two_left[r];

  return *memo = value;
}

static CyDiceStrategy *bonus_table;
static CyDiceStrategy *old_table;

static void
test_full_1938 (void)
{
  g_autoptr(Simple) simple = simple_new (CY_DICE_RULES_YACHT_1938);
  double expected = simple_value (simple, 0, 0, FALSE);
  guint checked = 0;

  g_assert_cmpfloat (fabs (cy_dice_strategy_get_expected_score (old_table) - expected), <, 1e-9);

  /* Every state the recursion visited (all of them) agrees. */
  for (guint used = 0; used < 4096; used++)
    if (!isnan (simple->memo[used * 128]))
      {
        g_assert_cmpfloat (fabs (cy_dice_strategy_get_value (old_table, used, 0, FALSE) - simple->memo[used * 128]), <, 1e-9);
        checked++;
      }
  g_assert_cmpuint (checked, ==, 4096);

  g_test_message ("yacht-1938: a perfect player scores %.6f on average", expected);
}

typedef struct
{
  const char *open[6];
  guint       upper;
  gboolean    live;
} Reduced;

/* Reduced games of @rules, each computed by the table from its state on
 * (cy_dice_strategy_compute_reduced) and by the simple solver; every
 * state the simple solver visited must agree. */
static void
check_reduced (CyDiceRules    rules,
               const Reduced *cases,
               guint          n_cases)
{
  g_autoptr(Simple) simple = simple_new (rules);
  guint n = cy_dice_rules_get_n_categories (rules);

  for (guint i = 0; i < n_cases; i++)
    {
      g_autoptr(CyDiceStrategy) table = NULL;
      guint used = cy_dice_rules_get_all (rules);
      guint checked = 0;
      double want, got;

      for (guint k = 0; k < G_N_ELEMENTS (cases[i].open) && cases[i].open[k]; k++)
        {
          guint c;

          g_assert_true (cy_dice_category_from_key (rules, cases[i].open[k], &c));
          used &= ~(1u << c);
        }

      table = cy_dice_strategy_compute_reduced (rules, used, 0, NULL, NULL);
      g_assert_false (cy_dice_strategy_has_state (table, 0, 0, FALSE));
      g_assert_true (cy_dice_strategy_has_state (table, used, cases[i].upper, cases[i].live));

      want = simple_value (simple, used, cases[i].upper, cases[i].live);
      got = cy_dice_strategy_get_value (table, used, cases[i].upper, cases[i].live);
      if (fabs (want - got) > 1e-9)
        g_error ("%s case %u: the table says %.12f, the simple solver %.12f",
                 cy_dice_rules_get_key (rules), i, got, want);

      for (guint u = used; u < (1u << n); u++)
        for (guint live = 0; live < 2; live++)
          for (guint s = 0; s < 64; s++)
            {
              double memo = simple->memo[(u * 2 + live) * 64 + s];

              if ((u & used) != used || isnan (memo))
                continue;
              g_assert_true (cy_dice_strategy_has_state (table, u, s, live));
              g_assert_cmpfloat (fabs (cy_dice_strategy_get_value (table, u, s, live) - memo), <, 1e-9);
              checked++;
            }
      g_assert_cmpuint (checked, >, 1);
    }
}

static void
test_reduced_yatzy (void)
{
  const Reduced cases[] = {
    { { "one-pair", "two-pairs", "yatzy", "sixes" }, 40 },
    { { "three-of-a-kind", "four-of-a-kind", "full-house", "fives" }, 50 },
    { { "small-straight", "large-straight", "chance" }, 0 },
    { { "ones", "twos", "threes", "one-pair" }, 57 },
  };

  check_reduced (CY_DICE_RULES_YATZY, cases, G_N_ELEMENTS (cases));
}

/* The Yahtzee box filled (then the Joker rules, the bonus live or not) or
 * open; Ones to Sixes open or filled, the lower boxes open or filled. */
static void
test_reduced_yahtzee (void)
{
  const Reduced cases[] = {
    { { "sixes", "full-house", "large-straight", "chance" }, 40, TRUE },
    { { "sixes", "full-house", "large-straight", "chance" }, 40, FALSE },
    { { "threes", "three-of-a-kind", "four-of-a-kind" }, 60, TRUE },
    { { "yahtzee", "fives", "small-straight" }, 45, FALSE },
    { { "ones", "twos", "fours" }, 55, TRUE },
    { { "full-house", "small-straight", "large-straight", "sixes", "fives" }, 30, TRUE },
  };

  check_reduced (CY_DICE_RULES_YAHTZEE, cases, G_N_ELEMENTS (cases));
}

/* Reduced games of yacht-bonus: these categories still open, this subtotal. */
static void
test_reduced_bonus (void)
{
  const struct { const char *open[6]; guint upper; } cases[] = {
    { { "fours", "fives", "sixes", "four-of-a-kind", "yacht" }, 30 },
    { { "ones", "twos", "full-house", "large-straight" }, 58 },
    { { "sixes", "choice", "small-straight" }, 45 },
    { { "threes", "sixes", "choice", "yacht" }, 44 },
    { { "ones", "twos", "threes", "small-straight", "large-straight" }, 0 },
    { { "fives", "sixes", "full-house" }, 45 },
    { { "ones", "full-house", "choice" }, 62 },
    { { "ones", "full-house", "choice" }, 63 },
  };
  g_autoptr(Simple) simple = simple_new (CY_DICE_RULES_YACHT_BONUS);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint used = 0xfff;
      double want, got;

      for (guint k = 0; k < G_N_ELEMENTS (cases[i].open) && cases[i].open[k]; k++)
        {
          guint c;

          g_assert_true (cy_dice_category_from_key (CY_DICE_RULES_YACHT_BONUS, cases[i].open[k], &c));
          used &= ~(1u << c);
        }

      want = simple_value (simple, used, cases[i].upper, FALSE);
      got = cy_dice_strategy_get_value (bonus_table, used, cases[i].upper, FALSE);
      if (fabs (want - got) > 1e-9)
        g_error ("case %u: the table says %.12f, the simple solver %.12f", i, got, want);
    }

  /* With 62 the bonus is one point away; with 63 it is won already and
   * adds nothing more. */
  {
    guint used = 0xfff & ~((1u << 0) | (1u << 6) | (1u << 8));

    g_assert_cmpfloat (cy_dice_strategy_get_value (bonus_table, used, 62, FALSE), >,
                       cy_dice_strategy_get_value (bonus_table, used, 63, FALSE));
    g_assert_cmpfloat (cy_dice_strategy_get_value (bonus_table, used, 62, FALSE), <,
                       cy_dice_strategy_get_value (bonus_table, used, 63, FALSE) + 35);
    g_assert_cmpfloat (cy_dice_strategy_get_value (bonus_table, used, 63, FALSE), ==,
                       cy_dice_strategy_get_value (bonus_table, used, 100, FALSE));
  }
}

/* What must hold everywhere: more open categories never lower the
 * expectation; a higher subtotal never lowers the bonus and what is to
 * come, and raises them by at most the bonus; the first turn's value is
 * the whole game's. */
static void
test_table_properties (void)
{
  double expected = cy_dice_strategy_get_expected_score (bonus_table);
  double first_turn = 0.0;
  guint n_states = 0;

  g_assert_cmpfloat (expected, >, 100.0);
  g_assert_cmpfloat (expected, <, 323.0);
  g_assert_cmpfloat (cy_dice_strategy_get_expected_score (old_table), <, 297.0);
  g_assert_cmpfloat (cy_dice_strategy_get_value (bonus_table, 0xfff, 20, FALSE), ==, 0.0);

  for (guint used = 0; used < 0xfff; used += 7)
    for (guint upper = 0; upper <= 63; upper++)
      {
        double v;

        if (!cy_dice_strategy_has_state (bonus_table, used, upper, FALSE))
          continue;
        n_states++;

        /* At 63 the bonus is won and no longer to come: compare the
         * bonus and what is to come. */
        v = cy_dice_strategy_get_value (bonus_table, used, upper, FALSE) + (upper >= 63 ? 35 : 0);
        for (guint higher = upper + 1; higher <= 63; higher++)
          if (cy_dice_strategy_has_state (bonus_table, used, higher, FALSE))
            {
              double w = cy_dice_strategy_get_value (bonus_table, used, higher, FALSE) + (higher >= 63 ? 35 : 0);

              g_assert_cmpfloat (v, <=, w + 1e-9);
              g_assert_cmpfloat (v, >=, w - 35 - 1e-9);
            }
        v = cy_dice_strategy_get_value (bonus_table, used, upper, FALSE);
        for (guint c = 0; c < 12; c++)
          if (!(used & (1u << c)))
            g_assert_cmpfloat (v, >=, cy_dice_strategy_get_value (bonus_table, used | (1u << c), upper, FALSE) - 1e-9);
      }
  g_assert_cmpuint (n_states, >, 1000);

  /* A subtotal the used categories cannot make is no state. */
  g_assert_false (cy_dice_strategy_has_state (bonus_table, 0, 1, FALSE));
  g_assert_true (cy_dice_strategy_has_state (bonus_table, 0, 0, FALSE));
  g_assert_true (cy_dice_strategy_has_state (bonus_table, 1u << 0, 5, FALSE));
  g_assert_false (cy_dice_strategy_has_state (bonus_table, 1u << 0, 6, FALSE));
  g_assert_false (cy_dice_strategy_has_state (bonus_table, 1u << 1, 3, FALSE));
  g_assert_true (cy_dice_strategy_has_state (bonus_table, (1u << 1) | (1u << 0), 3, FALSE));
  g_assert_true (cy_dice_strategy_has_state (bonus_table, (1u << 5) | (1u << 4) | (1u << 3), 63, FALSE));
  g_assert_false (cy_dice_strategy_has_state (bonus_table, (1u << 5) | (1u << 4), 63, FALSE));

  /* The first turn from the table's own states. */
  {
    g_autofree CyDiceTurn *turn = g_new (CyDiceTurn, 1);

    cy_dice_strategy_fill_final (bonus_table, 0, 0, FALSE, turn);
    cy_dice_turn_solve (turn, TRUE);
    for (guint r = 0; r < CY_DICE_N_ROLLS_SORTED; r++)
      first_turn += cy_dice_roll_probability (r) * turn->roll[0][r];
    g_assert_cmpfloat (fabs (first_turn - expected), <, 1e-9);
    g_assert_cmpfloat (fabs (turn->keep[0][0] - expected), <, 1e-9);
  }

  g_test_message ("yacht-bonus: a perfect player scores %.6f on average", expected);
}

/* Threads share out the states; the numbers must not depend on it. */
static void
test_threads_agree (void)
{
  g_autoptr(CyDiceStrategy) one = cy_dice_strategy_compute (CY_DICE_RULES_YACHT_1938, 1, NULL, NULL);
  g_autoptr(CyDiceStrategy) four = cy_dice_strategy_compute (CY_DICE_RULES_YACHT_1938, 4, NULL, NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;

  for (guint used = 0; used < 4096; used++)
    g_assert_cmpfloat (cy_dice_strategy_get_value (one, used, 0, FALSE), ==, cy_dice_strategy_get_value (four, used, 0, FALSE));

  g_cancellable_cancel (cancellable);
  g_assert_null (cy_dice_strategy_compute (CY_DICE_RULES_YACHT_BONUS, 1, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
assert_tables_equal (CyDiceStrategy *a,
                     CyDiceStrategy *b)
{
  for (guint used = 0; used < 4096; used++)
    for (guint upper = 0; upper <= 63; upper++)
      g_assert_cmpfloat (cy_dice_strategy_get_value (a, used, upper, FALSE), ==, cy_dice_strategy_get_value (b, used, upper, FALSE));
}

static void
damage (const char *path,
        gsize       offset,
        guint8      xor,
        gssize      new_length)
{
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  if (offset < length)
    contents[offset] ^= xor;
  g_assert_true (g_file_set_contents (path, contents, new_length >= 0 ? new_length : (gssize) length, NULL));
}

static void
assert_read_fails (CyDiceRules  rules,
                   const char  *path,
                   const char  *detail)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CyDiceStrategy) table = cy_dice_strategy_read (rules, path, &error);
  g_autofree char *message = g_strdup_printf ("The strategy table “%s” is damaged (%s)", path, detail);

  g_assert_null (table);
  g_assert_error (error, CY_ERROR, CY_ERROR_CORRUPT);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_cache (void)
{
  g_autofree char *path = cy_dice_strategy_get_cache_path (CY_DICE_RULES_YACHT_1938);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(CyDiceStrategy) table = NULL;
  g_autoptr(CyDiceStrategy) again = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  /* The test's own cache folder (main() set XDG_CACHE_HOME). */
  g_assert_true (g_str_has_prefix (path, g_get_user_cache_dir ()));
  g_assert_true (g_str_has_suffix (path, "/card-yacht/dice-yacht-1938.table"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  cy_dice_strategy_forget_all ();
  table = cy_dice_strategy_ensure (CY_DICE_RULES_YACHT_1938, NULL, &error);
  g_assert_no_error (error);
  assert_tables_equal (table, old_table);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_size, ==, 56 + 4096 * 8);

  again = cy_dice_strategy_read (CY_DICE_RULES_YACHT_1938, path, &error);
  g_assert_no_error (error);
  assert_tables_equal (again, old_table);
  g_clear_pointer (&again, cy_dice_strategy_unref);

  /* Each kind of damage is found... */
  damage (path, 56 + 8 * 1000 + 3, 0x10, -1);
  assert_read_fails (CY_DICE_RULES_YACHT_1938, path, "wrong checksum");
  damage (path, 56 + 8 * 1000 + 3, 0x10, -1);
  g_assert_nonnull ((again = cy_dice_strategy_read (CY_DICE_RULES_YACHT_1938, path, NULL)));
  g_clear_pointer (&again, cy_dice_strategy_unref);

  damage (path, 0, 0, 56 + 4096 * 8 - 8);
  assert_read_fails (CY_DICE_RULES_YACHT_1938, path, "wrong size");
  g_assert_true (cy_dice_strategy_write (table, path, NULL));
  damage (path, 8, 0x01, -1);
  assert_read_fails (CY_DICE_RULES_YACHT_1938, path, "another version");
  g_assert_true (cy_dice_strategy_write (table, path, NULL));
  assert_read_fails (CY_DICE_RULES_YACHT_BONUS, path, "another rule set");
  damage (path, 2, 0x20, -1);
  assert_read_fails (CY_DICE_RULES_YACHT_1938, path, "not a strategy table");
  damage (path, 0, 0, 10);
  assert_read_fails (CY_DICE_RULES_YACHT_1938, path, "not a strategy table");

  /* ...and a damaged cache is rebuilt and written again. */
  cy_dice_strategy_forget_all ();
  g_clear_pointer (&table, cy_dice_strategy_unref);
  table = cy_dice_strategy_ensure (CY_DICE_RULES_YACHT_1938, NULL, &error);
  g_assert_no_error (error);
  assert_tables_equal (table, old_table);
  again = cy_dice_strategy_read (CY_DICE_RULES_YACHT_1938, path, &error);
  g_assert_no_error (error);
  g_clear_pointer (&again, cy_dice_strategy_unref);

  /* A cache that cannot be written (a file stands where its folder
   * should be) costs only time. */
  cy_dice_strategy_forget_all ();
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_true (g_file_set_contents (dir, "in the way", -1, NULL));
  again = cy_dice_strategy_ensure (CY_DICE_RULES_YACHT_1938, NULL, &error);
  g_assert_no_error (error);
  assert_tables_equal (again, old_table);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_remove (dir), ==, 0);
}

static void
on_ensured (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  CyDiceStrategy **out = data;
  g_autoptr(GError) error = NULL;

  *out = cy_dice_strategy_ensure_finish (result, &error);
  g_assert_no_error (error);
}

static void
test_async_and_peek (void)
{
  CyDiceStrategy *table = NULL;
  CyDiceStrategy *peeked = NULL;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  cy_dice_strategy_forget_all ();
  cy_dice_strategy_ensure_async (CY_DICE_RULES_YACHT_1938, NULL, on_ensured, &table);
  while (table == NULL)
    g_main_context_iteration (NULL, TRUE);
  assert_tables_equal (table, old_table);
  cy_dice_strategy_unref (table);

  /* peek never waits: NULL at first, then the table once a thread made it. */
  cy_dice_strategy_forget_all ();
  peeked = cy_dice_strategy_peek (CY_DICE_RULES_YACHT_1938);
  g_assert_null (peeked);
  while ((peeked = cy_dice_strategy_peek (CY_DICE_RULES_YACHT_1938)) == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_usleep (1000);
    }
  assert_tables_equal (peeked, old_table);
  cy_dice_strategy_unref (peeked);
}

static CyDiceGame *
solitaire (CyDiceRules  rules,
           CyPlayerKind kind,
           guint64      seed)
{
  CyPlayer *player = cy_player_new ("Ann", kind);
  CyDiceGame *game = cy_dice_game_new (rules, &player, 1, seed);

  g_object_unref (player);
  return game;
}

/* The hint: every choice, best first, and the first roll's expectation
 * averages back to the state's value. */
static void
test_hint (void)
{
  g_autoptr(CyDiceGame) game = solitaire (CY_DICE_RULES_YACHT_BONUS, CY_PLAYER_KIND_HUMAN, 3);
  CyDiceSeatView view;
  CyDiceHint hint;
  double average = 0.0;

  cy_dice_game_get_seat_view (game, 0, &view);
  g_assert_true (cy_dice_hint (&view, bonus_table, &hint));
  g_assert_cmpuint (hint.n_options, ==, 1);
  g_assert_false (hint.options[0].choice.score);
  g_assert_cmpfloat (fabs (hint.options[0].expected - cy_dice_strategy_get_expected_score (bonus_table)), <, 1e-9);
  {
    g_autofree char *text = cy_dice_option_describe (&view, &hint.options[0]);
    g_autofree char *want = g_strdup_printf ("roll all five dice: %.1f points expected",
                                             cy_dice_strategy_get_expected_score (bonus_table));
    g_assert_cmpstr (text, ==, want);
  }

  for (guint r = 0; r < CY_DICE_N_ROLLS_SORTED; r++)
    {
      cy_dice_roll_dice (r, view.dice);
      view.rolls_used = 1;
      g_assert_true (cy_dice_hint (&view, bonus_table, &hint));
      average += cy_dice_roll_probability (r) * hint.options[0].expected;

      /* Distinct keeps (as many as the roll has distinct subsets, less
       * keeping all five), then the twelve categories. */
      g_assert_cmpuint (hint.n_options, >, 12);
      g_assert_cmpfloat (hint.options[0].loss, ==, 0.0);
      for (guint i = 1; i < hint.n_options; i++)
        {
          g_assert_cmpfloat (hint.options[i].expected, <=, hint.options[i - 1].expected);
          g_assert_cmpfloat (fabs (hint.options[i].loss - (hint.options[0].expected - hint.options[i].expected)), <, 1e-12);
          if (!hint.options[i].choice.score)
            g_assert_cmpuint (hint.options[i].choice.held, !=, CY_DICE_MASK_ALL);
        }
    }
  g_assert_cmpfloat (fabs (average - cy_dice_strategy_get_expected_score (bonus_table)), <, 1e-9);

  /* A Yacht on the first roll: writing it down is best (rolling on could
   * only lose it), and the hint says so. */
  memcpy (view.dice, (guint8[]) { 4, 4, 4, 4, 4 }, 5);
  g_assert_true (cy_dice_hint (&view, bonus_table, &hint));
  g_assert_true (hint.options[0].choice.score);
  g_assert_cmpuint (hint.options[0].choice.category, ==, 11);
  {
    g_autofree char *text = cy_dice_option_describe (&view, &hint.options[0]);
    g_assert_true (g_str_has_prefix (text, "write 50 in Yacht: "));
  }

  /* The loss as the shown totals give it, worked out by hand: 190.04 and
   * 190.90 show as 190.0 and 190.9, 0.9 apart (the exact 0.86 would say
   * 0.9 too, but 189.44 against 189.48 shows 0.1 apart where the exact
   * 0.04 would say 0.0). Below a tenth in the shown totals, it says so. */
  {
    static const struct { double expected, loss; const char *want; } cases[] = {
      { 190.04, 0.86, "write 50 in Yacht: 190.0 points expected, 0.9 fewer" },
      { 189.44, 0.04, "write 50 in Yacht: 189.4 points expected, 0.1 fewer" },
      { 189.41, 0.02, "write 50 in Yacht: 189.4 points expected, less than 0.1 fewer" },
      { 189.41, 0.0, "write 50 in Yacht: 189.4 points expected" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        CyDiceOption option = hint.options[0];
        g_autofree char *text = NULL;

        option.expected = cases[i].expected;
        option.loss = cases[i].loss;
        text = cy_dice_option_describe (&view, &option);
        g_assert_cmpstr (text, ==, cases[i].want);
      }
  }

  /* No table for these rules: no hint. */
  g_assert_false (cy_dice_hint (&view, old_table, &hint));
  g_assert_false (cy_dice_hint (&view, NULL, &hint));
}

static void
play (CyDiceGame   *game,
      CyPlayerKind  kind,
      CyDiceStrategy  *table)
{
  CyRandom rng;

  cy_random_init (&rng, 5, 1);
  while (!cy_dice_game_is_over (game))
    {
      CyDiceSeatView view;
      CyDiceChoice choice;
      g_autoptr(GError) error = NULL;

      cy_dice_game_get_seat_view (game, cy_dice_game_get_to_move (game), &view);
      cy_dice_ai_choose (kind, &view, table, &rng, &choice);

      if (kind == CY_PLAYER_KIND_HARD && table != NULL)
        {
          CyDiceHint hint;

          /* hard plays the hint's first choice. */
          g_assert_true (cy_dice_hint (&view, table, &hint));
          g_assert_cmpint (hint.options[0].choice.score, ==, choice.score);
          g_assert_cmpuint (hint.options[0].choice.category, ==, choice.category);
          if (view.rolls_used > 0 && !choice.score)
            g_assert_cmpuint (hint.options[0].choice.held, ==, choice.held);
        }

      if (choice.score)
        g_assert_true (cy_dice_game_score (game, choice.category, &error));
      else
        g_assert_true ((view.rolls_used == 0 || cy_dice_game_keep (game, choice.held, &error)) &&
                       cy_dice_game_roll (game, &error));
      g_assert_no_error (error);
    }
}

static void
test_review (void)
{
  g_autoptr(CyDiceGame) perfect = solitaire (CY_DICE_RULES_YACHT_BONUS, CY_PLAYER_KIND_HARD, 21);
  g_autoptr(CyDiceGame) weak = solitaire (CY_DICE_RULES_YACHT_BONUS, CY_PLAYER_KIND_EASY, 21);
  const CyDiceAction *actions;
  guint n_actions;
  CyDiceReview review;

  play (perfect, CY_PLAYER_KIND_HARD, bonus_table);
  actions = cy_dice_game_get_actions (perfect, &n_actions);
  g_assert_true (cy_dice_review (CY_DICE_RULES_YACHT_BONUS, 1, actions, n_actions, 0, bonus_table, &review));
  g_assert_cmpfloat (review.expected_loss, <, 1e-9);
  g_assert_cmpint (review.costliest, ==, -1);
  g_assert_cmpuint (review.n_decisions, >=, 12);
  {
    g_autofree char *text = cy_dice_review_describe (&review);
    g_assert_cmpstr (text, ==, "Every decision was the best there was");
  }

  play (weak, CY_PLAYER_KIND_EASY, NULL);
  actions = cy_dice_game_get_actions (weak, &n_actions);
  g_assert_true (cy_dice_review (CY_DICE_RULES_YACHT_BONUS, 1, actions, n_actions, 0, bonus_table, &review));
  g_assert_cmpfloat (review.expected_loss, >, 1.0);
  g_assert_cmpint (review.costliest, >=, 0);
  g_assert_cmpuint (actions[review.costliest].seat, ==, 0);
  g_assert_cmpfloat (review.costliest_loss, <=, review.expected_loss);

  /* The costliest loss is the hint's loss for what was played then. */
  {
    CyDiceHint hint;
    gboolean found = FALSE;

    g_assert_true (cy_dice_hint (&review.costliest_view, bonus_table, &hint));
    for (guint i = 0; i < hint.n_options; i++)
      {
        const CyDiceChoice *c = &hint.options[i].choice;
        const CyDiceChoice *p = &review.costliest_choice;

        if (c->score == p->score &&
            (c->score ? c->category == p->category
                      : cy_dice_keep_index (review.costliest_view.dice, c->held) ==
                        cy_dice_keep_index (review.costliest_view.dice, p->held)))
          {
            g_assert_cmpfloat (fabs (hint.options[i].loss - review.costliest_loss), <, 1e-9);
            found = TRUE;
          }
      }
    g_assert_true (found);
  }
  {
    g_autofree char *text = cy_dice_review_describe (&review);
    g_assert_true (g_str_has_prefix (text, "Turn "));
    g_assert_nonnull (strstr (text, "points more"));
  }

  /* A review of a seat that never played is empty; one without a table fails. */
  g_assert_true (cy_dice_review (CY_DICE_RULES_YACHT_BONUS, 2, actions, 0, 1, bonus_table, &review));
  g_assert_cmpuint (review.n_decisions, ==, 0);
  g_assert_false (cy_dice_review (CY_DICE_RULES_YACHT_BONUS, 1, actions, n_actions, 0, NULL, &review));
}

/* Without its table hard decides as normal: the game never waits. */
static void
test_hard_without_table (void)
{
  g_autoptr(CyDiceGame) game = solitaire (CY_DICE_RULES_YACHT_1938, CY_PLAYER_KIND_HARD, 2);
  CyRandom rng;

  cy_random_init (&rng, 1, 1);
  for (guint i = 0; i < 30 && !cy_dice_game_is_over (game); i++)
    {
      CyDiceSeatView view;
      CyDiceChoice hard, normal;

      cy_dice_game_get_seat_view (game, 0, &view);
      cy_dice_ai_choose (CY_PLAYER_KIND_HARD, &view, NULL, &rng, &hard);
      /* A table of the other rule set is no table either. */
      cy_dice_ai_choose (CY_PLAYER_KIND_HARD, &view, bonus_table, &rng, &hard);
      cy_dice_ai_choose (CY_PLAYER_KIND_NORMAL, &view, NULL, &rng, &normal);
      g_assert_cmpmem (&hard, sizeof hard, &normal, sizeof normal);

      if (hard.score)
        g_assert_true (cy_dice_game_score (game, hard.category, NULL));
      else
        g_assert_true ((view.rolls_used == 0 || cy_dice_game_keep (game, hard.held, NULL)) &&
                       cy_dice_game_roll (game, NULL));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *cache = g_dir_make_tmp ("test-dice-strategy-XXXXXX", NULL);
  int status;

  /* Before anything asks GLib for the cache folder. */
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  g_test_init (&argc, &argv, NULL);

  bonus_table = cy_dice_strategy_compute (CY_DICE_RULES_YACHT_BONUS, 0, NULL, NULL);
  old_table = cy_dice_strategy_compute (CY_DICE_RULES_YACHT_1938, 0, NULL, NULL);

  g_test_add_func ("/dice/table/full-1938", test_full_1938);
  g_test_add_func ("/dice/table/reduced-bonus", test_reduced_bonus);
  g_test_add_func ("/dice/table/reduced-yatzy", test_reduced_yatzy);
  g_test_add_func ("/dice/table/reduced-yahtzee", test_reduced_yahtzee);
  g_test_add_func ("/dice/table/properties", test_table_properties);
  g_test_add_func ("/dice/table/threads", test_threads_agree);
  g_test_add_func ("/dice/table/cache", test_cache);
  g_test_add_func ("/dice/table/async-and-peek", test_async_and_peek);
  g_test_add_func ("/dice/ai/hint", test_hint);
  g_test_add_func ("/dice/ai/review", test_review);
  g_test_add_func ("/dice/ai/hard-without-table", test_hard_without_table);

  status = g_test_run ();

  cy_dice_strategy_forget_all ();
  cy_dice_strategy_unref (bonus_table);
  cy_dice_strategy_unref (old_table);
  {
    g_autofree char *dir = g_build_filename (cache, "card-yacht", NULL);
    g_autofree char *file = g_build_filename (dir, "dice-yacht-1938.table", NULL);

    g_remove (file);
    g_rmdir (dir);
    g_rmdir (cache);
  }
  return status;
}
