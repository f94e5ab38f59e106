/* cy-simulate.c: whole games between computer players, for any game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include <time.h>

#include "cy-match.h"
#include "cy-record-writer.h"
#include "cy-simulate.h"

static inline gint64
clock_ns (clockid_t clock)
{
  struct timespec ts;

  clock_gettime (clock, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* An outside bot thinks in another process: its time is the clock's. */
static inline gint64
now_ns (void)
{
  return clock_ns (CLOCK_MONOTONIC);
}

/* A policy thinks on this thread: its processor time, which other work on
 * a shared machine does not inflate. */
static inline gint64
thread_ns (void)
{
  return clock_ns (CLOCK_THREAD_CPUTIME_ID);
}

/* Whether to time the game's @decision-th decision, for a policy with
 * @n_timed decisions timed so far. The processor clock is a system call
 * (about a microsecond on a virtual machine), longer than a random
 * player's whole decision: timing every one made random games 2.7 times
 * slower. So a policy's first 4,096 decisions are timed, then one in 32,
 * picked by a hash of the decision's number so that the sample does not
 * follow the seats or the phases of a hand. */
static inline gboolean
time_decision (guint decision,
               guint n_timed)
{
  return n_timed < 4096 || (decision * 0x9E3779B1u) >> 27 == 0;
}

gboolean
cy_simulate_play (const CySimulateGame  *klass,
                  CyMatchGame           *game,
                  CySimulateSeat        *seats,
                  gboolean               check_invariants,
                  gpointer               tally,
                  guint                 *n_decisions,
                  GError               **error)
{
  CyMatchGameInterface *iface;
  guint decisions = 0;
  gboolean ok = TRUE;

  g_return_val_if_fail (klass != NULL && CY_IS_MATCH_GAME (game), FALSE);

  /* Looked up once: a game is millions of these calls. */
  iface = CY_MATCH_GAME_GET_IFACE (game);

  while (ok)
    {
      guint seat = 0;
      CyMatchStep step = iface->get_step (game, &seat);

      if (step == CY_MATCH_STEP_GAME_OVER)
        break;

      if (step == CY_MATCH_STEP_HAND_OVER)
        {
          if (tally != NULL && klass->hand_over != NULL)
            klass->hand_over (game, tally);
          ok = iface->next_hand (game, error);
        }
      else
        {
          CySimulateSeat *s = &seats[seat];
          gint64 started;
          gint64 elapsed;

          decisions++;
          if (s->func != NULL)
            {
              started = now_ns ();
              ok = s->func (game, seat, s->func_data, error);
              elapsed = now_ns () - started;
            }
          else
            {
              /* Aligned for whatever the game's answer holds. */
              union { guint64 align; guint8 bytes[CY_SIMULATE_MAX_ANSWER]; } answer;
              gboolean timed = s->decision_ns != NULL && time_decision (decisions, s->decision_ns->len);

              started = timed ? thread_ns () : 0;
              klass->decide (game, seat, s->kind, &s->rng, &answer);
              elapsed = timed ? thread_ns () - started : -1;
              ok = klass->apply (game, seat, &answer, error);
            }
          if (ok && s->decision_ns != NULL && elapsed >= 0)
            g_array_append_val (s->decision_ns, elapsed);
        }

      if (ok && check_invariants)
        ok = iface->check_invariants (game, error);
    }

  if (n_decisions != NULL)
    *n_decisions = decisions;
  return ok;
}

/* The @k-th order (0 first) of @n items, in lexicographic order. */
static void
nth_permutation (guint  n,
                 guint  k,
                 guint *items)
{
  guint pool[CY_MATCH_MAX_SEATS];
  guint factorial = 1;

  for (guint i = 0; i < n; i++)
    {
      pool[i] = i;
      factorial *= i + 1;
    }

  for (guint i = 0; i < n; i++)
    {
      guint pick;

      factorial /= n - i;
      pick = k / factorial;
      k %= factorial;
      items[i] = pool[pick];
      memmove (pool + pick, pool + pick + 1, (n - i - pick - 1) * sizeof pool[0]);
    }
}

void
cy_simulate_seating (guint     n_seats,
                     gboolean  partnerships,
                     guint     index,
                     guint    *policy_of_seat)
{
  guint around[CY_MATCH_MAX_SEATS];
  guint shift;
  guint order;

  g_return_if_fail (n_seats >= 1 && n_seats <= CY_MATCH_MAX_SEATS);
  g_return_if_fail (!partnerships || n_seats == 4);

  shift = index % n_seats;
  order = index / n_seats;

  /* An order around the table, policy 0 first; the shift then seats it. */
  around[0] = 0;
  if (partnerships)
    {
      /* Partners stay opposite: the second pair sits in either order. */
      around[1] = order % 2 ? 3 : 1;
      around[2] = 2;
      around[3] = order % 2 ? 1 : 3;
    }
  else
    {
      guint rest[CY_MATCH_MAX_SEATS];
      guint n_orders = 1;

      for (guint i = 2; i < n_seats; i++)
        n_orders *= i;
      nth_permutation (n_seats - 1, order % n_orders, rest);
      for (guint i = 1; i < n_seats; i++)
        around[i] = rest[i - 1] + 1;
    }

  for (guint i = 0; i < n_seats; i++)
    policy_of_seat[(i + shift) % n_seats] = around[i];
}

/* Tally */

static void
tally_init (CySimulateTally      *self,
            const CySimulation   *simulation)
{
  memset (self, 0, sizeof *self);
  self->n_seats = simulation->n_seats;
  self->partnerships = simulation->klass->partnerships;
  for (guint p = 0; p < self->n_seats; p++)
    self->decision_ns[p] = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->game_tally = g_malloc0 (MAX (simulation->klass->tally_size, 1));
}

void
cy_simulate_tally_clear (CySimulateTally *self)
{
  for (guint p = 0; p < CY_MATCH_MAX_SEATS; p++)
    g_clear_pointer (&self->decision_ns[p], g_array_unref);
  g_clear_pointer (&self->first_violation, g_free);
  g_clear_pointer (&self->first_external_failure, g_free);
  g_clear_pointer (&self->game_tally, g_free);
}

/* @winners: a bit per winning policy. Players tied for the win share it;
 * partners who win both win. */
static void
tally_add_wins (CySimulateTally *self,
                guint            winners)
{
  guint sides = (guint) __builtin_popcount (winners);

  if (self->partnerships)
    sides /= 2;
  for (guint p = 0; p < self->n_seats && sides > 0; p++)
    if (winners & (1u << p))
      self->wins[p] += 1.0 / sides;
}

static void
tally_merge (CySimulateTally      *self,
             const CySimulateTally *other,
             const CySimulateGame  *klass)
{
  self->completed += other->completed;
  for (guint p = 0; p < self->n_seats; p++)
    {
      self->totals[p] += other->totals[p];
      self->wins[p] += other->wins[p];
      g_array_append_vals (self->decision_ns[p], other->decision_ns[p]->data, other->decision_ns[p]->len);
    }

  /* The first by game number, whatever thread played it. */
  if (other->violations > 0 &&
      (self->violations == 0 || other->first_violation_game < self->first_violation_game))
    {
      g_free (self->first_violation);
      self->first_violation = g_strdup (other->first_violation);
      self->first_violation_game = other->first_violation_game;
    }
  self->violations += other->violations;

  if (other->external_failures > 0 &&
      (self->external_failures == 0 || other->first_external_failure_game < self->first_external_failure_game))
    {
      g_free (self->first_external_failure);
      self->first_external_failure = g_strdup (other->first_external_failure);
      self->first_external_failure_game = other->first_external_failure_game;
      self->first_external_failure_seat = other->first_external_failure_seat;
    }
  self->external_failures += other->external_failures;

  if (klass->merge_tally != NULL)
    klass->merge_tally (self->game_tally, other->game_tally);
}

/* The worker threads */

typedef struct
{
  CyExternalPlayer      *bot;
  const CySimulateGame  *klass;
  gboolean               failed;
} ExternalSeat;

typedef struct
{
  const CySimulation *simulation;
  guint               first_game;
  CySimulateTally     tally;
  ExternalSeat        external[CY_MATCH_MAX_SEATS];   /* per policy; bot NULL for a computer */
  GError             *write_error;
} Worker;

static gboolean
play_external (CyMatchGame  *game,
               guint         seat,
               gpointer      user_data,
               GError      **error)
{
  ExternalSeat *external = user_data;

  external->failed = !external->klass->play_external (game, seat, external->bot, error);
  return !external->failed;
}

static gboolean
write_record (Worker          *worker,
              CyRecordWriter  *writer,
              guint            index,
              GError         **error)
{
  g_autoptr(CyRecord) record = cy_record_writer_get_record (writer, TRUE);
  g_autoptr(GBytes) bytes = cy_record_to_bytes (record);
  g_autofree char *name = g_strdup_printf ("game-%u.json", index);
  g_autofree char *path = g_build_filename (worker->simulation->records_dir, name, NULL);
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);

  return g_file_set_contents (path, data, (gssize) length, error);
}

static void
play_one (Worker *worker,
          guint   index)
{
  const CySimulation *simulation = worker->simulation;
  const CySimulateGame *klass = simulation->klass;
  CySimulateTally *tally = &worker->tally;
  g_autoptr(CyMatchGame) game = NULL;
  g_autoptr(CyRecordWriter) writer = NULL;
  g_autoptr(GError) error = NULL;
  CyPlayer *players[CY_MATCH_MAX_SEATS];
  CySimulateSeat seats[CY_MATCH_MAX_SEATS] = { { 0 } };
  guint policy_of_seat[CY_MATCH_MAX_SEATS];
  guint64 ai_seed = cy_match_derive_seed (simulation->seed, index, "ai");
  g_autofree gpointer game_tally = NULL;
  gboolean ok;

  cy_simulate_seating (simulation->n_seats, klass->partnerships, index, policy_of_seat);
  for (guint s = 0; s < simulation->n_seats; s++)
    {
      guint p = policy_of_seat[s];

      /* Players are named after their policies, for the records. */
      players[s] = cy_player_new (simulation->policies[p], simulation->kinds[p]);
      seats[s].kind = simulation->kinds[p];
      cy_random_init (&seats[s].rng, ai_seed, s + 1);
      seats[s].decision_ns = tally->decision_ns[p];
      if (worker->external[p].bot != NULL)
        {
          worker->external[p].failed = FALSE;
          seats[s].func = play_external;
          seats[s].func_data = &worker->external[p];
        }
    }

  /* Game N deals the same whatever thread plays it. A record needs the
   * game's signals; without one nobody listens. */
  game = klass->new_game (simulation->options, players, simulation->n_seats,
                          cy_match_derive_seed (simulation->seed, index, "deal"),
                          simulation->records_dir == NULL);
  for (guint s = 0; s < simulation->n_seats; s++)
    g_object_unref (players[s]);

  if (simulation->records_dir != NULL &&
      (writer = cy_record_writer_new (G_OBJECT (game), NULL, &error)) == NULL)
    {
      g_propagate_error (&worker->write_error, g_steal_pointer (&error));
      return;
    }

  /* The game's own counts join the tally only for a game played out. */
  game_tally = g_malloc0 (MAX (klass->tally_size, 1));
  ok = cy_simulate_play (klass, game, seats, TRUE, game_tally, NULL, &error);

  if (writer != NULL && worker->write_error == NULL)
    write_record (worker, writer, index, &worker->write_error);

  if (!ok && error->domain == CY_EXTERNAL_ERROR)
    {
      guint failed = 0;
      guint winners = 0;

      for (guint s = 0; s < simulation->n_seats; s++)
        if (seats[s].func != NULL && worker->external[policy_of_seat[s]].failed)
          failed = s;

      /* A bot that fails loses the game: the other side shares the win,
       * and no score of it counts. */
      for (guint s = 0; s < simulation->n_seats; s++)
        {
          gboolean same_side = klass->partnerships ? (s % 2) == (failed % 2) : s == failed;

          if (!same_side)
            winners |= 1u << policy_of_seat[s];
        }
      tally_add_wins (tally, winners);
      if (tally->external_failures++ == 0)
        {
          tally->first_external_failure = g_strdup (error->message);
          tally->first_external_failure_game = index;
          tally->first_external_failure_seat = failed;
        }
      return;
    }

  if (!ok)
    {
      if (tally->violations++ == 0)
        {
          tally->first_violation = g_strdup (error->message);
          tally->first_violation_game = index;
        }
      return;
    }

  {
    guint seat_winners = cy_match_game_get_winners (game);
    guint winners = 0;

    for (guint s = 0; s < simulation->n_seats; s++)
      {
        tally->totals[policy_of_seat[s]] += klass->get_total (game, s);
        if (seat_winners & (1u << s))
          winners |= 1u << policy_of_seat[s];
      }
    tally_add_wins (tally, winners);
    tally->completed++;
    if (klass->tally_game != NULL)
      klass->tally_game (game, policy_of_seat, game_tally);
    if (klass->merge_tally != NULL)
      klass->merge_tally (tally->game_tally, game_tally);
  }
}

static gpointer
worker_run (gpointer data)
{
  Worker *worker = data;
  const CySimulation *simulation = worker->simulation;

  for (guint g = worker->first_game; g < simulation->n_games && worker->write_error == NULL;
       g += simulation->n_threads)
    play_one (worker, g);

  return NULL;
}

gboolean
cy_simulate_run (const CySimulation  *simulation,
                 CySimulateTally     *tally,
                 double              *seconds,
                 GError             **error)
{
  Worker workers[CY_SIMULATE_MAX_THREADS];
  GThread *threads[CY_SIMULATE_MAX_THREADS];
  guint n_threads;
  gint64 start;
  GError *write_error = NULL;

  g_return_val_if_fail (simulation != NULL && simulation->klass != NULL, FALSE);
  g_return_val_if_fail (simulation->klass->tally_size == 0 || simulation->klass->merge_tally != NULL, FALSE);
  g_return_val_if_fail (simulation->n_seats >= simulation->klass->min_seats &&
                        simulation->n_seats <= simulation->klass->max_seats, FALSE);

  n_threads = CLAMP (simulation->n_threads, 1, CY_SIMULATE_MAX_THREADS);
  g_return_val_if_fail (n_threads == simulation->n_threads, FALSE);

  memset (workers, 0, sizeof workers);
  start = g_get_monotonic_time ();
  for (guint t = 0; t < n_threads; t++)
    {
      workers[t].simulation = simulation;
      workers[t].first_game = t;
      tally_init (&workers[t].tally, simulation);
      for (guint p = 0; p < simulation->n_seats; p++)
        if (simulation->external[p] != NULL)
          {
            workers[t].external[p].bot = cy_external_player_new (simulation->external[p]);
            workers[t].external[p].klass = simulation->klass;
            cy_external_player_set_timeout (workers[t].external[p].bot, simulation->external_timeout_ms);
          }
      threads[t] = g_thread_new ("simulate", worker_run, &workers[t]);
    }
  for (guint t = 0; t < n_threads; t++)
    g_thread_join (threads[t]);
  *seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  tally_init (tally, simulation);
  for (guint t = 0; t < n_threads; t++)
    {
      tally_merge (tally, &workers[t].tally, simulation->klass);
      cy_simulate_tally_clear (&workers[t].tally);
      for (guint p = 0; p < simulation->n_seats; p++)
        g_clear_object (&workers[t].external[p].bot);
      if (write_error == NULL)
        write_error = g_steal_pointer (&workers[t].write_error);
      g_clear_error (&workers[t].write_error);
    }

  if (write_error != NULL)
    {
      g_propagate_error (error, write_error);
      return FALSE;
    }

  return TRUE;
}
