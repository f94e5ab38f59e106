/* cy-dice-strategy.c: computing, caching and sharing the perfect strategy
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <math.h>
#include <string.h>

#include "cy-data-file.h"
#include "cy-dice-strategy.h"
#include "cy-error.h"

#define N_UPPER (CY_DICE_BONUS_THRESHOLD + 1)   /* 0-62, and 63 for "bonus won" */

struct _CyDiceStrategy
{
  gatomicrefcount  ref_count;
  CyDiceRules      rules;
  guint            n_used;    /* 2^categories */
  guint            n_live;    /* 2 with the Yahtzee bonus (is it live?), else 1 */
  guint            n_upper;   /* 64 with the bonus, else 1 */
  CyDiceCategorySet from;     /* only states with these used are solved (0: all) */
  double          *values;    /* [((used * n_live) + live) * n_upper + upper] */
  /* reachable[U]: bit s is set when the upper categories in U can total s
   * (capped at 63). Other states never occur and are not computed. */
  guint64          reachable[1u << CY_DICE_N_UPPER];
};

static void compute_reachable (guint64 reachable[1u << CY_DICE_N_UPPER]);

G_DEFINE_BOXED_TYPE (CyDiceStrategy, cy_dice_strategy, cy_dice_strategy_ref, cy_dice_strategy_unref)

static CyDiceStrategy *
table_new (CyDiceRules rules)
{
  CyDiceStrategy *self = g_new0 (CyDiceStrategy, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->rules = rules;
  self->n_used = 1u << cy_dice_rules_get_n_categories (rules);
  self->n_live = cy_dice_rules_has_joker (rules) ? 2 : 1;
  self->n_upper = cy_dice_rules_has_bonus (rules) ? N_UPPER : 1;
  self->values = g_new0 (double, (gsize) self->n_used * self->n_live * self->n_upper);
  compute_reachable (self->reachable);
  return self;
}

CyDiceStrategy *
cy_dice_strategy_ref (CyDiceStrategy *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
cy_dice_strategy_unref (CyDiceStrategy *self)
{
  g_return_if_fail (self != NULL);

  if (g_atomic_ref_count_dec (&self->ref_count))
    {
      g_free (self->values);
      g_free (self);
    }
}

CyDiceRules
cy_dice_strategy_get_rules (CyDiceStrategy *self)
{
  return self->rules;
}

static inline guint
state_index (const CyDiceStrategy *self,
             CyDiceCategorySet     used,
             guint                 upper,
             gboolean              live)
{
  return (used * self->n_live + (self->n_live > 1 && live)) * self->n_upper +
         (self->n_upper > 1 ? MIN (upper, CY_DICE_BONUS_THRESHOLD) : 0);
}

gboolean
cy_dice_strategy_has_state (CyDiceStrategy    *self,
                            CyDiceCategorySet  used,
                            guint              upper,
                            gboolean           yacht_live)
{
  g_return_val_if_fail (self != NULL, FALSE);

  /* The Yahtzee bonus is live only once the Yahtzee box holds 50. */
  if (yacht_live && (self->n_live == 1 || !(used & (1u << cy_dice_rules_get_yacht_category (self->rules)))))
    return FALSE;

  return used < self->n_used && (used & self->from) == self->from &&
         (self->n_upper == 1 ||
          (self->reachable[used & CY_DICE_UPPER_SET] & (G_GUINT64_CONSTANT (1) << MIN (upper, CY_DICE_BONUS_THRESHOLD))));
}

double
cy_dice_strategy_get_value (CyDiceStrategy    *self,
                            CyDiceCategorySet  used,
                            guint              upper,
                            gboolean           yacht_live)
{
  g_return_val_if_fail (self != NULL, 0.0);
  g_return_val_if_fail (cy_dice_strategy_has_state (self, used, upper, yacht_live), 0.0);

  return self->values[state_index (self, used, upper, yacht_live)];
}

double
cy_dice_strategy_get_expected_score (CyDiceStrategy *self)
{
  return cy_dice_strategy_get_value (self, 0, 0, FALSE);
}

/* Writing @points into @category: the points, any bonus they win, and the
 * value of the state they lead to. (The Yahtzee bonus is the caller's.) */
static inline double
after_scoring (const CyDiceStrategy *self,
               CyDiceCategorySet     used,
               guint                 upper,
               gboolean              live,
               guint                 category,
               guint                 points)
{
  CyDiceCategorySet next = used | (1u << category);

  if (self->n_live > 1 && category == cy_dice_rules_get_yacht_category (self->rules))
    live = points == 50;

  if (self->n_upper > 1 && category < CY_DICE_N_UPPER)
    {
      guint capped = MIN (upper, CY_DICE_BONUS_THRESHOLD);
      guint after = MIN (capped + points, CY_DICE_BONUS_THRESHOLD);
      guint bonus = capped < CY_DICE_BONUS_THRESHOLD && after >= CY_DICE_BONUS_THRESHOLD
                    ? cy_dice_rules_get_bonus (self->rules) : 0;

      return points + bonus + self->values[state_index (self, next, after, live)];
    }

  return points + self->values[state_index (self, next, upper, live)];
}

double
cy_dice_strategy_category_value (CyDiceStrategy    *self,
                                 CyDiceCategorySet  used,
                                 guint              upper,
                                 gboolean           yacht_live,
                                 guint              category,
                                 const guint8       dice[CY_DICE_N_DICE])
{
  g_return_val_if_fail (self != NULL, 0.0);
  g_return_val_if_fail (category < cy_dice_rules_get_n_categories (self->rules), 0.0);

  return after_scoring (self, used, upper, yacht_live, category,
                        cy_dice_score_on_sheet (self->rules, category, used, dice)) +
         cy_dice_yacht_bonus (self->rules, yacht_live ? 50 : -1, dice);
}

void
cy_dice_strategy_fill_final (CyDiceStrategy    *self,
                             CyDiceCategorySet  used,
                             guint              upper,
                             gboolean           yacht_live,
                             CyDiceTurn        *turn)
{
  const guint8 *scores = cy_dice_score_table (self->rules);
  guint n_categories = cy_dice_rules_get_n_categories (self->rules);

  for (guint r = 0; r < CY_DICE_N_ROLLS_SORTED; r++)
    turn->final[r] = -1.0;

  for (guint c = 0; c < n_categories; c++)
    {
      const guint8 *points = scores + c * CY_DICE_N_ROLLS_SORTED;

      if (used & (1u << c))
        continue;

      for (guint r = 0; r < CY_DICE_N_ROLLS_SORTED; r++)
        {
          double value = after_scoring (self, used, upper, yacht_live, c, points[r]);

          if (value > turn->final[r])
            turn->final[r] = value;
        }
    }

  /* Five equal dice on a filled Yahtzee box: the Joker decides where they
   * may go and what they score there, and a live bonus adds 100. */
  if (self->n_live > 1 && (used & (1u << cy_dice_rules_get_yacht_category (self->rules))))
    for (guint face = 1; face <= CY_DICE_N_FACES; face++)
      {
        const guint8 dice[CY_DICE_N_DICE] = { face, face, face, face, face };
        guint r = cy_dice_roll_index (dice);
        CyDiceCategorySet allowed = cy_dice_allowed (self->rules, used, dice);

        turn->final[r] = -1.0;
        for (guint c = 0; c < n_categories; c++)
          if (allowed & (1u << c))
            turn->final[r] = MAX (turn->final[r],
                                  cy_dice_strategy_category_value (self, used, upper, yacht_live, c, dice));
      }
}

static void
compute_reachable (guint64 reachable[1u << CY_DICE_N_UPPER])
{
  const guint64 cap = G_GUINT64_CONSTANT (1) << CY_DICE_BONUS_THRESHOLD;

  reachable[0] = 1;
  for (guint set = 1; set < (1u << CY_DICE_N_UPPER); set++)
    {
      guint face = (guint) g_bit_nth_lsf (set, -1) + 1;
      guint64 before = reachable[set & ~(1u << (face - 1))];
      guint64 after = 0;

      for (guint n = 0; n <= CY_DICE_N_DICE; n++)
        {
          guint shift = n * face;

          for (guint s = 0; s <= CY_DICE_BONUS_THRESHOLD; s++)
            if (before & (G_GUINT64_CONSTANT (1) << s))
              after |= s + shift >= CY_DICE_BONUS_THRESHOLD ? cap : G_GUINT64_CONSTANT (1) << (s + shift);
        }
      reachable[set] = after;
    }
}

typedef struct
{
  CyDiceStrategy  *table;
  guint16      *states;    /* the used sets of one level */
  guint         n_states;
  gint          next;      /* atomic: the next state to take */
} SolveWork;

static void
solve_state (CyDiceStrategy    *table,
             CyDiceCategorySet  used,
             guint              upper,
             gboolean           live,
             CyDiceTurn        *turn)
{
  cy_dice_strategy_fill_final (table, used, upper, live, turn);
  cy_dice_turn_solve (turn, FALSE);
  table->values[state_index (table, used, upper, live)] = turn->start;
}

static gpointer
solve_worker (gpointer data)
{
  SolveWork *work = data;
  g_autofree CyDiceTurn *turn = g_new (CyDiceTurn, 1);

  for (;;)
    {
      guint i = (guint) g_atomic_int_add (&work->next, 1);
      CyDiceCategorySet used;

      if (i >= work->n_states)
        break;

      used = work->states[i];
      for (guint live = 0; live < work->table->n_live; live++)
        {
          /* Unreachable states are skipped: a live Yahtzee bonus before
           * the Yahtzee box is filled, an upper subtotal the used upper
           * categories cannot make. */
          if (live && !(used & (1u << cy_dice_rules_get_yacht_category (work->table->rules))))
            continue;

          if (work->table->n_upper == 1)
            {
              solve_state (work->table, used, 0, live, turn);
              continue;
            }

          for (guint s = 0; s <= CY_DICE_BONUS_THRESHOLD; s++)
            if (work->table->reachable[used & CY_DICE_UPPER_SET] & (G_GUINT64_CONSTANT (1) << s))
              solve_state (work->table, used, s, live, turn);
        }
    }

  return NULL;
}

CyDiceStrategy *
cy_dice_strategy_compute (CyDiceRules    rules,
                       guint          n_threads,
                       GCancellable  *cancellable,
                       GError       **error)
{
  return cy_dice_strategy_compute_reduced (rules, 0, n_threads, cancellable, error);
}

CyDiceStrategy *
cy_dice_strategy_compute_reduced (CyDiceRules        rules,
                                  CyDiceCategorySet  from,
                                  guint              n_threads,
                                  GCancellable      *cancellable,
                                  GError           **error)
{
  g_autoptr(CyDiceStrategy) table = NULL;
  g_autofree guint16 *states = NULL;
  GThread *threads[16];
  SolveWork work = { 0 };

  g_return_val_if_fail (rules < CY_DICE_N_RULES, NULL);

  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  n_threads = CLAMP (n_threads, 1, G_N_ELEMENTS (threads));

  table = table_new (rules);
  table->from = from & cy_dice_rules_get_all (rules);
  states = g_new (guint16, table->n_used);
  work.table = table;
  work.states = states;

  /* A state needs only states with one more category used: each level,
   * from all but one used down to none, is shared among the threads. The
   * full sheet is worth nothing more (values start at 0). */
  for (int level = (int) cy_dice_rules_get_n_categories (rules) - 1;
       level >= __builtin_popcount (table->from); level--)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;

      work.n_states = 0;
      work.next = 0;
      for (guint used = 0; used < table->n_used; used++)
        if (__builtin_popcount (used) == level && (used & table->from) == table->from)
          states[work.n_states++] = (guint16) used;

      /* Small levels are not worth a thread. */
      if (n_threads == 1 || work.n_states < 16)
        {
          solve_worker (&work);
          continue;
        }

      for (guint t = 0; t < n_threads; t++)
        threads[t] = g_thread_new ("dice-table", solve_worker, &work);
      for (guint t = 0; t < n_threads; t++)
        g_thread_join (threads[t]);
    }

  return g_steal_pointer (&table);
}

/* The cache file. All numbers little-endian:
 *   0  "CYDICETB"        8 bytes
 *   8  version           u32 (CY_DICE_STRATEGY_VERSION)
 *  12  rules             u32
 *  16  number of values  u32
 *  20  0                 u32
 *  24  SHA-256 of the values, 32 bytes
 *  56  values            f64 each */
#define CACHE_MAGIC       "CYDICETB"
#define CACHE_HEADER_SIZE 56

static gsize
n_values (const CyDiceStrategy *self)
{
  return (gsize) self->n_used * self->n_live * self->n_upper;
}

char *
cy_dice_strategy_get_cache_path (CyDiceRules rules)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (rules < CY_DICE_N_RULES, NULL);

  name = g_strdup_printf ("dice-%s.table", cy_dice_rules_get_key (rules));
  return g_build_filename (g_get_user_cache_dir (), "card-yacht", name, NULL);
}

static void
put_u32 (guint8  *at,
         guint32  value)
{
  value = GUINT32_TO_LE (value);
  memcpy (at, &value, sizeof value);
}

static guint32
get_u32 (const guint8 *at)
{
  guint32 value;

  memcpy (&value, at, sizeof value);
  return GUINT32_FROM_LE (value);
}

static void
checksum_values (const guint8 *data,
                 gsize         length,
                 guint8        digest[32])
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  gsize digest_length = 32;

  g_checksum_update (checksum, data, length);
  g_checksum_get_digest (checksum, digest, &digest_length);
}

gboolean
cy_dice_strategy_write (CyDiceStrategy  *self,
                     const char   *path,
                     GError      **error)
{
  gsize n = n_values (self);
  gsize size = CACHE_HEADER_SIZE + n * sizeof (guint64);
  g_autofree guint8 *data = g_malloc0 (size);
  g_autofree char *dir = g_path_get_dirname (path);

  g_return_val_if_fail (self != NULL, FALSE);

  memcpy (data, CACHE_MAGIC, 8);
  put_u32 (data + 8, CY_DICE_STRATEGY_VERSION);
  put_u32 (data + 12, self->rules);
  put_u32 (data + 16, (guint32) n);

  for (gsize i = 0; i < n; i++)
    {
      guint64 bits;

      memcpy (&bits, &self->values[i], sizeof bits);
      bits = GUINT64_TO_LE (bits);
      memcpy (data + CACHE_HEADER_SIZE + i * sizeof bits, &bits, sizeof bits);
    }
  checksum_values (data + CACHE_HEADER_SIZE, n * sizeof (guint64), data + 24);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }

  /* Whole or not at all: a reader never sees half a table. */
  return cy_data_file_write (path, data, size, 0644, error);
}

static CyDiceStrategy *
damaged (GError     **error,
         const char  *path,
         const char  *detail)
{
  g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT,
               /* Translators: the second %s says what is wrong, in English */
               _("The strategy table “%s” is damaged (%s)"), path, detail);
  return NULL;
}

CyDiceStrategy *
cy_dice_strategy_read (CyDiceRules   rules,
                    const char   *path,
                    GError      **error)
{
  g_autoptr(CyDiceStrategy) table = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const guint8 *data;
  guint8 digest[32];
  gsize length = 0;
  gsize n;

  g_return_val_if_fail (rules < CY_DICE_N_RULES, NULL);

  table = table_new (rules);
  n = n_values (table);

  /* A FIFO or a huge file in its place is refused, not read for ever. */
  bytes = cy_data_file_read (path, CACHE_HEADER_SIZE + n * sizeof (guint64), error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);

  if (length < CACHE_HEADER_SIZE || memcmp (data, CACHE_MAGIC, 8) != 0)
    return damaged (error, path, "not a strategy table");
  if (get_u32 (data + 8) != CY_DICE_STRATEGY_VERSION)
    return damaged (error, path, "another version");
  if (get_u32 (data + 12) != rules || get_u32 (data + 16) != n)
    return damaged (error, path, "another rule set");
  if (length != CACHE_HEADER_SIZE + n * sizeof (guint64))
    return damaged (error, path, "wrong size");

  checksum_values (data + CACHE_HEADER_SIZE, n * sizeof (guint64), digest);
  if (memcmp (digest, data + 24, sizeof digest) != 0)
    return damaged (error, path, "wrong checksum");

  for (gsize i = 0; i < n; i++)
    {
      guint64 bits;

      memcpy (&bits, data + CACHE_HEADER_SIZE + i * sizeof bits, sizeof bits);
      bits = GUINT64_FROM_LE (bits);
      memcpy (&table->values[i], &bits, sizeof bits);

      /* A table with a matching checksum was written by us; this catches
       * a writer with another idea of the values' layout all the same. */
      if (!isfinite (table->values[i]) || table->values[i] < 0.0 ||
          table->values[i] > cy_dice_rules_get_best_total (rules))
        return damaged (error, path, "a value out of range");
    }

  for (guint s = 0; s < table->n_upper; s++)
    for (guint live = 0; live < table->n_live; live++)
      if (table->values[state_index (table, cy_dice_rules_get_all (rules), s, live)] != 0.0)
        return damaged (error, path, "a value out of range");

  return g_steal_pointer (&table);
}

/* The process's tables, and one lock per rule set so that a table is
 * computed only once however many ask for it. */
static GMutex store_lock;
static CyDiceStrategy *store[CY_DICE_N_RULES];
static gboolean building[CY_DICE_N_RULES];
static GMutex build_lock[CY_DICE_N_RULES];

static CyDiceStrategy *
store_get (CyDiceRules rules)
{
  CyDiceStrategy *table;

  g_mutex_lock (&store_lock);
  table = store[rules] ? cy_dice_strategy_ref (store[rules]) : NULL;
  g_mutex_unlock (&store_lock);
  return table;
}

CyDiceStrategy *
cy_dice_strategy_ensure (CyDiceRules    rules,
                      GCancellable  *cancellable,
                      GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *path = NULL;
  CyDiceStrategy *table;

  g_return_val_if_fail (rules < CY_DICE_N_RULES, NULL);

  if ((table = store_get (rules)) != NULL)
    return table;

  g_mutex_lock (&build_lock[rules]);

  /* Someone else may have finished while this thread waited. */
  if ((table = store_get (rules)) != NULL)
    {
      g_mutex_unlock (&build_lock[rules]);
      return table;
    }

  path = cy_dice_strategy_get_cache_path (rules);
  table = cy_dice_strategy_read (rules, path, &local_error);
  if (table == NULL)
    {
      /* Missing, damaged or of another version: rebuilt and rewritten.
       * A cache that cannot be written costs only time. */
      if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_debug ("Rebuilding the dice strategy table: %s", local_error->message);
      g_clear_error (&local_error);

      table = cy_dice_strategy_compute (rules, 0, cancellable, error);
      if (table == NULL)
        {
          g_mutex_unlock (&build_lock[rules]);
          return NULL;
        }

      if (!cy_dice_strategy_write (table, path, &local_error))
        g_debug ("Cannot cache the dice strategy table: %s", local_error->message);
    }

  g_mutex_lock (&store_lock);
  g_clear_pointer (&store[rules], cy_dice_strategy_unref);
  store[rules] = cy_dice_strategy_ref (table);
  g_mutex_unlock (&store_lock);

  g_mutex_unlock (&build_lock[rules]);
  return table;
}

static void
ensure_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  CyDiceRules rules = GPOINTER_TO_UINT (task_data);
  GError *error = NULL;
  CyDiceStrategy *table = cy_dice_strategy_ensure (rules, cancellable, &error);

  if (table == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, table, (GDestroyNotify) cy_dice_strategy_unref);
}

void
cy_dice_strategy_ensure_async (CyDiceRules          rules,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (rules < CY_DICE_N_RULES);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, cy_dice_strategy_ensure_async);
  g_task_set_task_data (task, GUINT_TO_POINTER (rules), NULL);
  g_task_run_in_thread (task, ensure_thread);
}

CyDiceStrategy *
cy_dice_strategy_ensure_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

static gpointer
background_thread (gpointer data)
{
  CyDiceRules rules = GPOINTER_TO_UINT (data);
  g_autoptr(GError) error = NULL;
  CyDiceStrategy *table = cy_dice_strategy_ensure (rules, NULL, &error);

  /* The store keeps its own reference. (Not g_autoptr: clang would call
   * the variable unused, and the record fuzzer builds this file with clang.) */
  g_clear_pointer (&table, cy_dice_strategy_unref);
  g_mutex_lock (&store_lock);
  building[rules] = FALSE;
  g_mutex_unlock (&store_lock);
  return NULL;
}

CyDiceStrategy *
cy_dice_strategy_peek (CyDiceRules rules)
{
  CyDiceStrategy *table = NULL;

  g_return_val_if_fail (rules < CY_DICE_N_RULES, NULL);

  g_mutex_lock (&store_lock);
  if (store[rules] != NULL)
    table = cy_dice_strategy_ref (store[rules]);
  else if (!building[rules])
    {
      building[rules] = TRUE;
      /* A plain thread rather than a GTask: nobody waits for an answer,
       * and the caller may be a worker thread without a main loop. */
      g_thread_unref (g_thread_new ("dice-table", background_thread, GUINT_TO_POINTER (rules)));
    }
  g_mutex_unlock (&store_lock);

  return table;
}

void
cy_dice_strategy_forget_all (void)
{
  for (guint rules = 0; rules < CY_DICE_N_RULES; rules++)
    {
      g_mutex_lock (&build_lock[rules]);
      g_mutex_lock (&store_lock);
      g_clear_pointer (&store[rules], cy_dice_strategy_unref);
      g_mutex_unlock (&store_lock);
      g_mutex_unlock (&build_lock[rules]);
    }
}
