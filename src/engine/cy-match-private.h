/* cy-match-private.h: the fields of CyMatch, shared by cy-match.c,
 * cy-match-play.c and cy-match-save.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-match.h"

G_BEGIN_DECLS

#define NO_LINE G_MAXUINT

#define CY_MATCH_MAX_LOG      2000
#define CY_MATCH_MAX_UNDO     64

struct _CyMatch
{
  GObject                  parent_instance;

  CyMatchGame             *game;
  GSignalGroup            *game_signals;
  guint64                  ai_seed;
  CyRandom                 rngs[CY_MATCH_MAX_SEATS];

  CyMatchState             state;
  CyMatchPace              pace;
  int                      viewer;
  int                      acting_seat;
  guint                    n_humans;
  gboolean                 started;
  gboolean                 result_recorded;
  gboolean                 undoing;
  gboolean                 undo_drops_lines;   /* while undoing: the action's lines go */
  gboolean                 strict;

  /* A computer player's decision under way: the timer before it, then the task. */
  guint                    timeout_id;
  gboolean                 pausing;          /* the timer waits out a pause */
  int                      pause_length;     /* ms, or -1: the pace's */
  guint                    drive_idle;
  GCancellable            *cancellable;

  /* Seats of the people whose actions might be taken back, most recent last. */
  guint8                   undo[CY_MATCH_MAX_UNDO];
  guint                    n_undo;
  /* The lines each of those actions wrote in the log (the first, and the
   * one after the last), which go with the action when it is taken back;
   * NO_LINE for actions of a resumed save, whose lines stay. */
  guint                    undo_lines[CY_MATCH_MAX_UNDO][2];
  guint                    action_start;     /* where the person's action under way began, or NO_LINE */

  /* The move log; a line's place counts the lines dropped from a long log. */
  GPtrArray               *log;
  guint                    log_dropped;

  GFile                   *save_file;
  guint                    save_idle;
  gboolean                 saving;
  gboolean                 save_again;
  GCancellable            *save_cancellable;
  GError                  *save_error;
  GError                  *result_error;
  gboolean                 records_statistics;

  GHashTable              *attachments;      /* key -> GBytes, from the loaded save */
  char                    *attachment_key;   /* what keeps data with the save */
  CyMatchAttachmentFunc    attachment_func;
  gpointer                 attachment_data;

  CyMatchDecisionObserver  observer;
  gpointer                 observer_data;
  struct {
    CyMatchSeatFunc        func;
    gpointer               data;
    GDestroyNotify         destroy;
  } seat_funcs[CY_MATCH_MAX_SEATS];
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_STATE,
  PROP_VIEWER,
  PROP_ACTING_SEAT,
  PROP_CAN_UNDO,
  PROP_PACE,
  PROP_STRICT,
  PROP_SAVE_ERROR,
  PROP_RESULT_ERROR,
  N_PROPS
};

extern GParamSpec *_cy_match_properties[N_PROPS];

gboolean _cy_match_seat_is_human      (CyMatch      *self,
                                       guint         seat);
void     _cy_match_cancel_computer    (CyMatch      *self);
void     _cy_match_queue_drive        (CyMatch      *self);
void     _cy_match_drop_log_lines     (CyMatch      *self,
                                       guint         from,
                                       guint         to);

void  _cy_match_set_save_error  (CyMatch      *self,
                                 const GError *error);
void  _cy_match_queue_save      (CyMatch      *self);

G_END_DECLS
