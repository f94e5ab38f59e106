/* cy-match.c: the match controller
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include <time.h>

#include "cy-engine-enums.h"
#include "cy-error.h"
#include "cy-match-private.h"
#include "cy-pending-results.h"


G_DEFINE_FINAL_TYPE (CyMatch, cy_match, G_TYPE_OBJECT)

enum {
  LOGGED,
  LOG_CHANGED,
  N_SIGNALS
};

/* Shared with cy-match-play.c (cy-match-private.h), notified by pspec. */
GParamSpec *_cy_match_properties[N_PROPS];
static guint signals[N_SIGNALS];

/* How long, in milliseconds, what a computer player did stays in view
 * before the next thing happens, by pace: before a move, before it writes
 * its score, before the next hand of a game without people, and before a
 * move or score after a pause (a trick just taken: who took it must be
 * seen; Yacht's last roll, before it is written). */
enum { DELAY_MOVE, DELAY_SCORE, DELAY_NEXT_HAND, DELAY_PAUSE, N_DELAYS };
static const guint pace_delays[][N_DELAYS] = {
  [CY_MATCH_PACE_SLOW]    = { 1400, 0, 4200, 3000 },
  [CY_MATCH_PACE_NORMAL]  = {  750, 0, 2250, 1800 },
  [CY_MATCH_PACE_FAST]    = {  250, 0,  750,  700 },
  [CY_MATCH_PACE_INSTANT] = {    0, 0,    0,    0 },
};

static inline gint64
now_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

gboolean
_cy_match_seat_is_human (CyMatch *self,
                         guint    seat)
{
  return cy_player_is_human (cy_match_game_get_player (self->game, seat));
}

static int
first_human (CyMatch *self)
{
  guint n = cy_match_game_get_n_seats (self->game);

  for (guint p = 0; p < n; p++)
    if (_cy_match_seat_is_human (self, p))
      return (int) p;

  return -1;
}

static void
set_state (CyMatch      *self,
           CyMatchState  state)
{
  if (self->state == state)
    return;

  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), _cy_match_properties[PROP_STATE]);
}

static void
set_viewer (CyMatch *self,
            int      viewer)
{
  if (self->viewer == viewer)
    return;

  self->viewer = viewer;
  g_object_notify_by_pspec (G_OBJECT (self), _cy_match_properties[PROP_VIEWER]);
}

static void
set_acting_seat (CyMatch *self,
                 int      seat)
{
  if (self->acting_seat == seat)
    return;

  self->acting_seat = seat;
  g_object_notify_by_pspec (G_OBJECT (self), _cy_match_properties[PROP_ACTING_SEAT]);
}

void
_cy_match_set_save_error (CyMatch      *self,
                const GError *error)
{
  if (error == NULL && self->save_error == NULL)
    return;

  /* The same failure again is no news: the player was told once. */
  if (error != NULL && self->save_error != NULL &&
      g_error_matches (self->save_error, error->domain, error->code))
    return;

  g_clear_error (&self->save_error);
  if (error != NULL)
    self->save_error = g_error_copy (error);
  g_object_notify_by_pspec (G_OBJECT (self), _cy_match_properties[PROP_SAVE_ERROR]);
}

/* Why the finished game's result is not in the statistics (or that it is
 * kept for the next start): apart from the save's error, which the next
 * successful save clears, and which the same failure (a full disk) would
 * have hidden. */
static void
set_result_error (CyMatch      *self,
                  const GError *error)
{
  g_clear_error (&self->result_error);
  self->result_error = g_error_copy (error);
  g_object_notify_by_pspec (G_OBJECT (self), _cy_match_properties[PROP_RESULT_ERROR]);
}

/**
 * cy_match_get_result_error:
 *
 * Returns: (nullable): why the finished game's result could not be
 *   recorded, or that it is kept to be recorded at the next start
 */
const GError *
cy_match_get_result_error (CyMatch *self)
{
  g_return_val_if_fail (CY_IS_MATCH (self), NULL);

  return self->result_error;
}

/* Driving */

void
_cy_match_cancel_computer (CyMatch *self)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->pausing = FALSE;
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
}

static void
decision_free (gpointer data)
{
  CyDecision *decision = data;

  cy_decision_clear (decision);
  g_free (decision);
}

static void
decide_in_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  CyDecision *decision = task_data;
  void (*decide) (CyDecision *) = g_object_get_data (G_OBJECT (task), "decide");

  decide (decision);
  g_task_return_boolean (task, TRUE);
}

/* A policy that answers with an illegal move is a bug: say so, and let
 * the seat play at random rather than stop the game. */
static gboolean
apply_or_fall_back (CyMatch     *self,
                    CyDecision  *decision,
                    GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  CyDecision fallback = { .seat = decision->seat, .kind = CY_PLAYER_KIND_RANDOM, .rng = decision->rng };
  gboolean ok;

  if (cy_match_game_apply_decision (self->game, decision, &local_error))
    return TRUE;

  g_critical ("A %s computer player chose an illegal action: %s",
              cy_player_kind_get_key (decision->kind), local_error->message);
  cy_match_game_prepare_decision (self->game, &fallback);
  cy_match_game_decide (self->game, &fallback);
  self->rngs[decision->seat] = fallback.rng;
  ok = cy_match_game_apply_decision (self->game, &fallback, error);
  cy_decision_clear (&fallback);
  return ok;
}

static void
on_decided (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  CyMatch *self = CY_MATCH (source);
  GTask *task = G_TASK (result);
  CyDecision *decision = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  guint seat = 0;

  if (g_task_had_error (task) || g_cancellable_is_cancelled (g_task_get_cancellable (task)))
    return;

  g_clear_object (&self->cancellable);
  if (cy_match_game_get_step (self->game, &seat) > CY_MATCH_STEP_SCORE || seat != decision->seat)
    {
      /* Decided for a turn that is no longer due: never act for another seat. */
      _cy_match_queue_drive (self);
      return;
    }
  self->rngs[decision->seat] = decision->rng;
  if (!apply_or_fall_back (self, decision, &error))
    g_critical ("The fallback action was refused too: %s", error->message);
  _cy_match_queue_drive (self);
}

static gboolean
computer_cb (gpointer data)
{
  CyMatch *self = data;
  g_autoptr(GTask) task = NULL;
  CyDecision *decision = g_new0 (CyDecision, 1);
  CyMatchStep step;
  guint seat;

  self->timeout_id = 0;
  self->pausing = FALSE;
  step = cy_match_game_get_step (self->game, &seat);
  /* Only ever for a computer's turn: should the game have changed since
   * this was scheduled, look again instead. */
  if ((step != CY_MATCH_STEP_TURN && step != CY_MATCH_STEP_SCORE) || _cy_match_seat_is_human (self, seat))
    {
      g_free (decision);
      _cy_match_queue_drive (self);
      return G_SOURCE_REMOVE;
    }
  decision->seat = seat;
  decision->kind = cy_player_get_kind (cy_match_game_get_player (self->game, seat));
  decision->rng = self->rngs[seat];
  cy_match_game_prepare_decision (self->game, decision);

  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, on_decided, NULL);
  g_task_set_source_tag (task, computer_cb);
  g_task_set_task_data (task, decision, decision_free);
  g_object_set_data (G_OBJECT (task), "decide", CY_MATCH_GAME_GET_IFACE (self->game)->decide);
  g_task_run_in_thread (task, decide_in_thread);

  return G_SOURCE_REMOVE;
}

static gboolean
next_hand_cb (gpointer data)
{
  CyMatch *self = data;
  g_autoptr(GError) error = NULL;

  self->timeout_id = 0;
  if (!cy_match_next_hand (self, &error))
    g_critical ("Could not deal the next hand: %s", error->message);
  return G_SOURCE_REMOVE;
}

static void
schedule (CyMatch     *self,
          guint        delay_ms,
          GSourceFunc  func)
{
  self->timeout_id = delay_ms > 0 ? g_timeout_add (delay_ms, func, self) : g_idle_add (func, self);
}

static void
record_result (CyMatch *self)
{
  g_autoptr(GError) error = NULL;

  if (!self->records_statistics || self->result_recorded)
    return;

  if (!cy_match_game_record_statistics (self->game, &error))
    {
      g_autoptr(GError) kept_error = NULL;
      g_autoptr(GError) told = NULL;

      /* The finished game is kept apart from the save (which the next game
       * writes over) until the next start records it; should even that
       * fail, the save keeps it. */
      if (!cy_pending_results_add (self, &kept_error))
        {
          set_result_error (self, error);
          return;
        }

      told = g_error_new (error->domain, error->code,
                          _("%s. The result is kept and will be recorded at the next start"), error->message);
      set_result_error (self, told);
      self->result_recorded = TRUE;
      return;
    }

  self->result_recorded = TRUE;
}

static void
drive (CyMatch *self)
{
  CyMatchStep step;
  guint seat = 0;
  const guint *delays = pace_delays[self->pace];

  if (!self->started || self->timeout_id != 0 || self->cancellable != NULL)
    return;

  step = cy_match_game_get_step (self->game, &seat);
  switch (step)
    {
    case CY_MATCH_STEP_TURN:
    case CY_MATCH_STEP_SCORE:
      set_acting_seat (self, (int) seat);
      if (!_cy_match_seat_is_human (self, seat))
        {
          /* Between people at one screen, nobody's hand stays face up
           * while the computers move. */
          if (self->n_humans > 1 && step == CY_MATCH_STEP_TURN)
            set_viewer (self, -1);
          set_state (self, CY_MATCH_STATE_COMPUTER_THINKING);
          if (cy_match_game_is_pause (self->game))
            {
              schedule (self, self->pause_length >= 0 && self->pace != CY_MATCH_PACE_INSTANT
                              ? (guint) self->pause_length : delays[DELAY_PAUSE], computer_cb);
              self->pausing = TRUE;
            }
          else
            schedule (self, step == CY_MATCH_STEP_SCORE ? delays[DELAY_SCORE] : delays[DELAY_MOVE], computer_cb);
        }
      else if (self->n_humans > 1 && self->viewer != (int) seat && step == CY_MATCH_STEP_TURN)
        {
          set_viewer (self, -1);
          set_state (self, CY_MATCH_STATE_HAND_OFF);
        }
      else
        {
          set_viewer (self, (int) seat);
          set_state (self, step == CY_MATCH_STEP_TURN ? CY_MATCH_STATE_HUMAN_TO_MOVE : CY_MATCH_STATE_CHOOSING);
        }
      break;

    case CY_MATCH_STEP_HAND_OVER:
      set_acting_seat (self, -1);
      set_state (self, CY_MATCH_STATE_HAND_OVER);
      /* Nobody to press Next Hand: a game of computers goes on by itself. */
      if (self->n_humans == 0)
        schedule (self, delays[DELAY_NEXT_HAND], next_hand_cb);
      break;

    case CY_MATCH_STEP_GAME_OVER:
    default:
      set_acting_seat (self, -1);
      record_result (self);
      set_state (self, CY_MATCH_STATE_GAME_OVER);
      _cy_match_queue_save (self);
      break;
    }

  g_object_notify_by_pspec (G_OBJECT (self), _cy_match_properties[PROP_CAN_UNDO]);
}

static gboolean
drive_idle_cb (gpointer data)
{
  CyMatch *self = data;

  self->drive_idle = 0;
  drive (self);
  return G_SOURCE_REMOVE;
}

void
_cy_match_queue_drive (CyMatch *self)
{
  if (self->started && self->drive_idle == 0)
    self->drive_idle = g_idle_add (drive_idle_cb, self);
}

static void
on_game_acted (CyMatchGame *game,
               int          seat,
               CyMatch     *self)
{
  if (seat < 0)
    self->n_undo = 0;
  else if (!self->undoing && _cy_match_seat_is_human (self, (guint) seat))
    {
      if (self->n_undo == CY_MATCH_MAX_UNDO)
        {
          memmove (self->undo, self->undo + 1, --self->n_undo);
          memmove (self->undo_lines, self->undo_lines + 1, self->n_undo * sizeof self->undo_lines[0]);
        }
      self->undo_lines[self->n_undo][0] = self->action_start;
      self->undo_lines[self->n_undo][1] = self->action_start != NO_LINE ? self->log_dropped + self->log->len : NO_LINE;
      self->undo[self->n_undo++] = (guint8) seat;
    }

  _cy_match_queue_save (self);
  _cy_match_queue_drive (self);
}

static void
on_game_event (CyMatchGame *game,
               const char  *text,
               CyMatch     *self)
{
  /* An action taken back leaves the log with its lines (cy_match_undo),
   * and says nothing more there. */
  if (self->undoing && self->undo_drops_lines)
    return;
  cy_match_log (self, text);
}

void
cy_match_log (CyMatch    *self,
              const char *text)
{
  g_return_if_fail (CY_IS_MATCH (self));
  g_return_if_fail (text != NULL);

  /* A log grows (but for actions taken back); a long game keeps its recent part. */
  if (self->log->len >= CY_MATCH_MAX_LOG)
    {
      g_ptr_array_remove_range (self->log, 0, CY_MATCH_MAX_LOG / 4);
      self->log_dropped += CY_MATCH_MAX_LOG / 4;
    }
  g_ptr_array_add (self->log, g_strdup (text));
  g_signal_emit (self, signals[LOGGED], 0, text);
}

/* Takes the lines from @from to before @to (places as in undo_lines) out
 * of the log. */
void
_cy_match_drop_log_lines (CyMatch *self,
                          guint    from,
                          guint    to)
{
  guint first, end;

  if (from == NO_LINE || to == NO_LINE || to <= self->log_dropped)
    return;

  first = MAX (from, self->log_dropped) - self->log_dropped;
  end = MIN (to - self->log_dropped, self->log->len);
  if (first >= end)
    return;

  g_ptr_array_remove_range (self->log, first, end - first);
  g_signal_emit (self, signals[LOG_CHANGED], 0);
}

const char * const *
cy_match_get_log (CyMatch *self,
                  guint   *n_lines)
{
  g_return_val_if_fail (CY_IS_MATCH (self), NULL);

  if (n_lines != NULL)
    *n_lines = self->log->len;
  return (const char * const *) self->log->pdata;
}

void
cy_match_start (CyMatch *self)
{
  g_return_if_fail (CY_IS_MATCH (self));

  self->started = TRUE;
  _cy_match_queue_drive (self);
}

void
cy_match_stop (CyMatch *self)
{
  g_return_if_fail (CY_IS_MATCH (self));

  self->started = FALSE;
  _cy_match_cancel_computer (self);
  g_clear_handle_id (&self->drive_idle, g_source_remove);
}

void
cy_match_hand_off_done (CyMatch *self)
{
  CyMatchStep step;
  guint seat;

  g_return_if_fail (CY_IS_MATCH (self));

  if (self->state != CY_MATCH_STATE_HAND_OFF)
    return;

  step = cy_match_game_get_step (self->game, &seat);
  set_viewer (self, (int) seat);
  set_state (self, step == CY_MATCH_STEP_TURN ? CY_MATCH_STATE_HUMAN_TO_MOVE : CY_MATCH_STATE_CHOOSING);
}

gboolean
cy_match_next_hand (CyMatch  *self,
                    GError  **error)
{
  g_return_val_if_fail (CY_IS_MATCH (self), FALSE);

  if (cy_match_game_get_step (self->game, NULL) != CY_MATCH_STEP_HAND_OVER)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("Every player must score this hand before the next one"));
      return FALSE;
    }

  self->n_undo = 0;
  return cy_match_game_next_hand (self->game, error);
}

gboolean
cy_match_run_sync (CyMatch   *self,
                   gboolean   check_invariants,
                   GError   **error)
{
  g_return_val_if_fail (CY_IS_MATCH (self), FALSE);

  for (;;)
    {
      guint seat = 0;
      CyMatchStep step = cy_match_game_get_step (self->game, &seat);

      if (step == CY_MATCH_STEP_GAME_OVER)
        {
          record_result (self);
          set_state (self, CY_MATCH_STATE_GAME_OVER);
          return TRUE;
        }

      if (step == CY_MATCH_STEP_HAND_OVER)
        {
          if (self->n_humans > 0)
            {
              set_state (self, CY_MATCH_STATE_HAND_OVER);
              return TRUE;
            }
          if (!cy_match_next_hand (self, error))
            return FALSE;
        }
      else if (self->seat_funcs[seat].func != NULL)
        {
          if (!self->seat_funcs[seat].func (self, seat, self->seat_funcs[seat].data, error))
            return FALSE;
        }
      else if (_cy_match_seat_is_human (self, seat))
        {
          set_acting_seat (self, (int) seat);
          set_state (self, step == CY_MATCH_STEP_TURN ? CY_MATCH_STATE_HUMAN_TO_MOVE : CY_MATCH_STATE_CHOOSING);
          return TRUE;
        }
      else
        {
          CyDecision decision = {
            .seat = seat,
            .kind = cy_player_get_kind (cy_match_game_get_player (self->game, seat)),
            .rng = self->rngs[seat],
          };
          gint64 started = self->observer != NULL ? now_ns () : 0;
          gboolean ok;

          cy_match_game_prepare_decision (self->game, &decision);
          cy_match_game_decide (self->game, &decision);
          if (self->observer != NULL)
            self->observer (self, seat, decision.kind, now_ns () - started, self->observer_data);
          self->rngs[seat] = decision.rng;
          ok = cy_match_game_apply_decision (self->game, &decision, error);
          cy_decision_clear (&decision);
          if (!ok)
            return FALSE;
        }

      if (check_invariants && !cy_match_game_check_invariants (self->game, error))
        return FALSE;
    }
}

void
cy_match_set_decision_observer (CyMatch                 *self,
                                CyMatchDecisionObserver  func,
                                gpointer                 user_data)
{
  g_return_if_fail (CY_IS_MATCH (self));

  self->observer = func;
  self->observer_data = user_data;
}

void
cy_match_set_seat_func (CyMatch         *self,
                        guint            seat,
                        CyMatchSeatFunc  func,
                        gpointer         user_data,
                        GDestroyNotify   destroy)
{
  g_return_if_fail (CY_IS_MATCH (self));
  g_return_if_fail (seat < CY_MATCH_MAX_SEATS);

  if (self->seat_funcs[seat].destroy != NULL)
    self->seat_funcs[seat].destroy (self->seat_funcs[seat].data);
  self->seat_funcs[seat].func = func;
  self->seat_funcs[seat].data = user_data;
  self->seat_funcs[seat].destroy = destroy;
}

void
cy_match_set_attachment_func (CyMatch               *self,
                              const char            *key,
                              CyMatchAttachmentFunc  func,
                              gpointer               user_data)
{
  g_return_if_fail (CY_IS_MATCH (self));

  g_free (self->attachment_key);
  self->attachment_key = g_strdup (key);
  self->attachment_func = func;
  self->attachment_data = user_data;
}

GBytes *
cy_match_get_attachment (CyMatch    *self,
                         const char *key)
{
  g_return_val_if_fail (CY_IS_MATCH (self), NULL);

  return g_hash_table_lookup (self->attachments, key);
}

guint64
cy_match_derive_seed (guint64     seed,
                      guint64     index,
                      const char *purpose)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 digest[32];
  gsize length = sizeof digest;
  guint64 value = 0;
  guint64 le_seed = GUINT64_TO_LE (seed);
  guint64 le_index = GUINT64_TO_LE (index);

  g_checksum_update (checksum, (const guchar *) purpose, (gssize) strlen (purpose));
  g_checksum_update (checksum, (const guchar *) &le_seed, sizeof le_seed);
  g_checksum_update (checksum, (const guchar *) &le_index, sizeof le_index);
  g_checksum_get_digest (checksum, digest, &length);
  for (guint i = 0; i < 8; i++)
    value = (value << 8) | digest[i];

  return value;
}

/* GObject */

CyMatch *
cy_match_new (CyMatchGame *game,
              guint64      ai_seed)
{
  CyMatch *self;
  g_autofree char *opening = NULL;
  guint n;

  g_return_val_if_fail (CY_IS_MATCH_GAME (game), NULL);

  self = g_object_new (CY_TYPE_MATCH, "game", game, NULL);
  self->ai_seed = ai_seed;
  if ((opening = cy_match_game_describe_opening (game)) != NULL)
    cy_match_log (self, opening);
  n = cy_match_game_get_n_seats (game);
  for (guint p = 0; p < n && p < CY_MATCH_MAX_SEATS; p++)
    {
      cy_random_init (&self->rngs[p], ai_seed, p + 1);
      self->n_humans += _cy_match_seat_is_human (self, p);
    }

  /* One person sees their own hand throughout; at one screen shared by
   * several, nobody's until the first hand-off. */
  self->viewer = self->n_humans == 1 ? first_human (self) : -1;
  return self;
}

static void
cy_match_dispose (GObject *object)
{
  CyMatch *self = CY_MATCH (object);

  cy_match_stop (self);
  g_clear_handle_id (&self->save_idle, g_source_remove);
  if (self->save_cancellable != NULL)
    g_cancellable_cancel (self->save_cancellable);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  for (guint p = 0; p < CY_MATCH_MAX_SEATS; p++)
    cy_match_set_seat_func (self, p, NULL, NULL, NULL);

  G_OBJECT_CLASS (cy_match_parent_class)->dispose (object);
}

static void
cy_match_finalize (GObject *object)
{
  CyMatch *self = CY_MATCH (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->save_file);
  g_clear_object (&self->save_cancellable);
  g_clear_error (&self->save_error);
  g_clear_error (&self->result_error);
  g_clear_pointer (&self->log, g_ptr_array_unref);
  g_clear_pointer (&self->attachments, g_hash_table_unref);
  g_clear_pointer (&self->attachment_key, g_free);

  G_OBJECT_CLASS (cy_match_parent_class)->finalize (object);
}

static void
cy_match_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  CyMatch *self = CY_MATCH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;

    case PROP_VIEWER:
      g_value_set_int (value, self->viewer);
      break;

    case PROP_ACTING_SEAT:
      g_value_set_int (value, self->acting_seat);
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, cy_match_get_can_undo (self));
      break;

    case PROP_PACE:
      g_value_set_enum (value, self->pace);
      break;

    case PROP_STRICT:
      g_value_set_boolean (value, self->strict);
      break;

    case PROP_RESULT_ERROR:
      g_value_set_boxed (value, self->result_error);
      break;

    case PROP_SAVE_ERROR:
      g_value_set_boxed (value, self->save_error);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_match_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  CyMatch *self = CY_MATCH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      g_signal_group_set_target (self->game_signals, self->game);
      break;

    case PROP_PACE:
      cy_match_set_pace (self, g_value_get_enum (value));
      break;

    case PROP_STRICT:
      cy_match_set_strict (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_match_class_init (CyMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cy_match_dispose;
  object_class->finalize = cy_match_finalize;
  object_class->get_property = cy_match_get_property;
  object_class->set_property = cy_match_set_property;

  _cy_match_properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CY_TYPE_MATCH_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  _cy_match_properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, CY_TYPE_MATCH_STATE, CY_MATCH_STATE_WAITING,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _cy_match_properties[PROP_VIEWER] =
    g_param_spec_int ("viewer", NULL, NULL, -1, CY_MATCH_MAX_SEATS - 1, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _cy_match_properties[PROP_ACTING_SEAT] =
    g_param_spec_int ("acting-seat", NULL, NULL, -1, CY_MATCH_MAX_SEATS - 1, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _cy_match_properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _cy_match_properties[PROP_PACE] =
    g_param_spec_enum ("pace", NULL, NULL, CY_TYPE_MATCH_PACE, CY_MATCH_PACE_NORMAL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Strict play: nothing is taken back (the take-back preference off). */
  _cy_match_properties[PROP_STRICT] =
    g_param_spec_boolean ("strict", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _cy_match_properties[PROP_SAVE_ERROR] =
    g_param_spec_boxed ("save-error", NULL, NULL, G_TYPE_ERROR,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _cy_match_properties[PROP_RESULT_ERROR] =
    g_param_spec_boxed ("result-error", NULL, NULL, G_TYPE_ERROR,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, _cy_match_properties);

  /**
   * CyMatch::logged:
   * @text: the new line of the move log; "" separates hands
   */
  signals[LOGGED] =
    g_signal_new ("logged", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * CyMatch::log-changed:
   *
   * Lines left the log (an action taken back took its lines with it):
   * whoever shows the log reads it again.
   */
  signals[LOG_CHANGED] =
    g_signal_new ("log-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
cy_match_init (CyMatch *self)
{
  self->state = CY_MATCH_STATE_WAITING;
  self->pace = CY_MATCH_PACE_NORMAL;
  self->pause_length = -1;
  self->viewer = -1;
  self->acting_seat = -1;
  self->action_start = NO_LINE;
  self->log = g_ptr_array_new_with_free_func (g_free);
  self->attachments = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_bytes_unref);
  self->save_cancellable = g_cancellable_new ();

  self->game_signals = g_signal_group_new (CY_TYPE_MATCH_GAME);
  g_signal_group_connect_object (self->game_signals, "acted", G_CALLBACK (on_game_acted), self, 0);
  g_signal_group_connect_object (self->game_signals, "event", G_CALLBACK (on_game_event), self, 0);
}

CyMatchGame *
cy_match_get_game (CyMatch *self)
{
  g_return_val_if_fail (CY_IS_MATCH (self), NULL);
  return self->game;
}

CyMatchState
cy_match_get_state (CyMatch *self)
{
  g_return_val_if_fail (CY_IS_MATCH (self), CY_MATCH_STATE_WAITING);
  return self->state;
}

int
cy_match_get_viewer (CyMatch *self)
{
  g_return_val_if_fail (CY_IS_MATCH (self), -1);
  return self->viewer;
}

int
cy_match_get_acting_seat (CyMatch *self)
{
  g_return_val_if_fail (CY_IS_MATCH (self), -1);
  return self->acting_seat;
}

void
cy_match_set_pause_length (CyMatch *self,
                           int      ms)
{
  g_return_if_fail (CY_IS_MATCH (self));

  self->pause_length = MAX (ms, -1);
}

gboolean
cy_match_end_pause (CyMatch *self)
{
  g_return_val_if_fail (CY_IS_MATCH (self), FALSE);

  if (!self->pausing || self->timeout_id == 0)
    return FALSE;

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->pausing = FALSE;
  schedule (self, 0, computer_cb);
  return TRUE;
}

void
cy_match_set_pace (CyMatch     *self,
                   CyMatchPace  pace)
{
  g_return_if_fail (CY_IS_MATCH (self));
  g_return_if_fail (pace <= CY_MATCH_PACE_INSTANT);

  if (self->pace == pace)
    return;

  self->pace = pace;
  g_object_notify_by_pspec (G_OBJECT (self), _cy_match_properties[PROP_PACE]);
}

