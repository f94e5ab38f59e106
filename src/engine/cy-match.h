/* cy-match.h: the match controller, which runs any of our games
 *
 * A match is one game being played: it knows who is to act and whether
 * that is a person or a computer, lets computer players decide off the
 * main thread (paced by one table of delays), decides whose hand is face
 * up and when the screen must be handed to the next person, takes back
 * what the game allows, keeps the move log, autosaves and records the
 * result. The window shows a match; the command-line tool and the tests
 * drive the same match with cy_match_run_sync(). No GTK here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "cy-match-game.h"

G_BEGIN_DECLS

typedef enum
{
  CY_MATCH_STATE_WAITING,            /* not started yet (the seat draw is on screen) */
  CY_MATCH_STATE_HUMAN_TO_MOVE,      /* the viewer makes a move */
  CY_MATCH_STATE_HAND_OFF,           /* another person's turn: hand the screen over first */
  CY_MATCH_STATE_COMPUTER_THINKING,
  CY_MATCH_STATE_CHOOSING,           /* the viewer writes the hand into a category */
  CY_MATCH_STATE_HAND_OVER,          /* every seat has scored; the next hand waits */
  CY_MATCH_STATE_GAME_OVER,
} CyMatchState;

/* How long a computer player's move stays in view before the next. */
typedef enum
{
  CY_MATCH_PACE_SLOW,
  CY_MATCH_PACE_NORMAL,
  CY_MATCH_PACE_FAST,
  CY_MATCH_PACE_INSTANT,             /* tests and benchmarks: no delay at all */
} CyMatchPace;

#define CY_TYPE_MATCH (cy_match_get_type ())

G_DECLARE_FINAL_TYPE (CyMatch, cy_match, CY, MATCH, GObject)

typedef void     (*CyMatchDecisionObserver) (CyMatch      *match,
                                             guint         seat,
                                             CyPlayerKind  kind,
                                             gint64        elapsed_ns,
                                             gpointer      user_data);
typedef gboolean (*CyMatchSeatFunc)         (CyMatch      *match,
                                             guint         seat,
                                             gpointer      user_data,
                                             GError      **error);
typedef CyMatchGame *(*CyMatchGameLoader)   (GBytes       *bytes,
                                             GError      **error);

CyMatch      *cy_match_new                  (CyMatchGame   *game,
                                             guint64        ai_seed);
CyMatchGame  *cy_match_get_game             (CyMatch       *self);
CyMatchState  cy_match_get_state            (CyMatch       *self);
int           cy_match_get_viewer           (CyMatch       *self);
int           cy_match_get_acting_seat      (CyMatch       *self);
gboolean      cy_match_get_can_undo         (CyMatch       *self);
int           cy_match_get_undo_seat        (CyMatch       *self);

/* The one road for a person's action (the game's own struct, see
 * CyMatchGame's play): refused unless it is @seat's turn, that person has
 * the screen and no computer player is deciding; then the game checks its
 * rules. Every action played is saved, even one that ends no turn (a die
 * kept in Yacht). */
gboolean      cy_match_can_act              (CyMatch       *self,
                                             guint          seat);
gboolean      cy_match_may_play             (CyMatch       *self,
                                             guint          seat,
                                             gconstpointer  action,
                                             GError       **error);
gboolean      cy_match_play                 (CyMatch       *self,
                                             guint          seat,
                                             gconstpointer  action,
                                             GError       **error);

/* Strict play: nothing is taken back, whatever the game would allow. */
void          cy_match_set_strict           (CyMatch       *self,
                                             gboolean       strict);
gboolean      cy_match_get_strict           (CyMatch       *self);

/* The app: start driving once the players have seen the seat draw. */
void          cy_match_start                (CyMatch       *self);
/* The person whose turn it is has the screen now: show their hand. */
void          cy_match_hand_off_done        (CyMatch       *self);
gboolean      cy_match_next_hand            (CyMatch       *self,
                                             GError       **error);
gboolean      cy_match_undo                 (CyMatch       *self,
                                             GError       **error);
/* Stops a computer player that is thinking, and any timer: nothing
 * happens until cy_match_start() is called again. */
void          cy_match_stop                 (CyMatch       *self);

void          cy_match_set_pace             (CyMatch       *self,
                                             CyMatchPace    pace);
/* How long a pause (cy_match_game_is_pause(): a trick just taken) stays
 * in view before a computer player goes on, in milliseconds, instead of
 * the pace's; -1 for the pace's. The instant pace never waits. */
void          cy_match_set_pause_length     (CyMatch       *self,
                                             int            ms);
/* A person has seen the pause: the computer player goes on now. FALSE
 * when the match is not waiting out a pause. */
gboolean      cy_match_end_pause            (CyMatch       *self);

/* Headless driving: computer decisions (and the next hand when nobody
 * human plays) run in the calling thread until a person must act or the
 * game is over. */
gboolean      cy_match_run_sync             (CyMatch       *self,
                                             gboolean       check_invariants,
                                             GError       **error);
void          cy_match_set_decision_observer(CyMatch       *self,
                                             CyMatchDecisionObserver func,
                                             gpointer       user_data);
void          cy_match_set_seat_func        (CyMatch       *self,
                                             guint          seat,
                                             CyMatchSeatFunc func,
                                             gpointer       user_data,
                                             GDestroyNotify destroy);

/* The move log, oldest first; an empty line separates hands. */
const char * const *
              cy_match_get_log              (CyMatch       *self,
                                             guint         *n_lines);
void          cy_match_log                  (CyMatch       *self,
                                             const char    *text);

/* Autosave after every change, written asynchronously to @file (NULL:
 * none). A game that is over removes it, once its result is recorded. */
void          cy_match_set_save_file        (CyMatch       *self,
                                             GFile         *file);
/* Record the result in the player statistics at game over. */
void          cy_match_set_records_statistics (CyMatch     *self,
                                             gboolean       records);
/* The last save or statistics failure, NULL once one succeeds again. */
const GError *cy_match_get_save_error       (CyMatch       *self);
/* Why the finished game's result is not recorded (or is kept for the next
 * start): set once, never cleared by a save. */
const GError *cy_match_get_result_error     (CyMatch       *self);
/* Writes whatever autosave is pending now, synchronously (on quit). */
gboolean      cy_match_flush                (CyMatch       *self,
                                             GError       **error);

/* The whole match (game, computer players' generators, log, undo) as
 * versioned bytes, and back. */
GBytes       *cy_match_save_to_bytes        (CyMatch       *self);
CyMatch      *cy_match_load_from_bytes      (GBytes        *bytes,
                                             GError       **error);
void          cy_match_register_game        (const char    *game_id,
                                             CyMatchGameLoader loader);

/* Data kept with the saved match for someone else (the game record): at
 * every save @func gives the bytes to keep under @key; after a load,
 * cy_match_get_attachment() gives them back. */
typedef GBytes *(*CyMatchAttachmentFunc)    (gpointer      user_data);
void          cy_match_set_attachment_func  (CyMatch       *self,
                                             const char    *key,
                                             CyMatchAttachmentFunc func,
                                             gpointer       user_data);
GBytes       *cy_match_get_attachment       (CyMatch       *self,
                                             const char    *key);

/* A seed for game @index of a simulation from @seed, one-way, for one
 * @purpose ("deal", "ai"): a computer player that knows its own seed
 * cannot work back to the deal's. */
guint64       cy_match_derive_seed          (guint64        seed,
                                             guint64        index,
                                             const char    *purpose);

G_END_DECLS
