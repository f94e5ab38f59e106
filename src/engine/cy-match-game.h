/* cy-match-game.h: what a game implements so that CyMatch can run it
 *
 * CyMatch (cy-match.h) runs any of our games: it asks whose turn it is,
 * lets computer players decide off the main thread, hands the screen from
 * one person to the next, takes back what the game allows to be taken
 * back, autosaves and records statistics. A game object (CyGame for Card
 * Yacht, and the dice game and Boat beside it) implements this interface
 * and nothing of the flow.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "cy-player.h"
#include "cy-random.h"

G_BEGIN_DECLS

/* Every game seats at most four. */
#define CY_MATCH_MAX_SEATS 4

/* What the game waits for. */
typedef enum
{
  CY_MATCH_STEP_TURN,       /* a seat makes a move (knock, roll, bid, play a card…) */
  CY_MATCH_STEP_SCORE,      /* a seat writes its result into one category of the sheet */
  CY_MATCH_STEP_HAND_OVER,  /* a hand (or round) is over; the next starts when the players are ready */
  CY_MATCH_STEP_GAME_OVER,
} CyMatchStep;

/* One computer decision. prepare_decision() fills it on the main thread
 * with a copy of what the seat may see (never hidden cards), decide() runs
 * in a worker thread and touches nothing else, apply_decision() plays the
 * answer on the main thread. The match keeps @rng's state afterwards, so
 * that the seat's next decision draws fresh numbers and a resumed game
 * decides exactly as an uninterrupted one. */
typedef struct
{
  guint           seat;
  CyPlayerKind    kind;
  CyRandom        rng;
  gpointer        data;        /* the game's: the seat's view, then the answer */
  GDestroyNotify  free_data;
} CyDecision;

#define CY_TYPE_MATCH_GAME (cy_match_game_get_type ())

G_DECLARE_INTERFACE (CyMatchGame, cy_match_game, CY, MATCH_GAME, GObject)

struct _CyMatchGameInterface
{
  GTypeInterface parent_iface;

  /* "card-yacht", "dice-yacht" or "boat" (the keys of design.md section 9) */
  const char  *(*get_game_id)      (CyMatchGame  *self);
  guint        (*get_n_seats)      (CyMatchGame  *self);
  CyPlayer    *(*get_player)       (CyMatchGame  *self,
                                    guint         seat);
  /* What happens next, and (for TURN and SCORE) which seat acts. */
  CyMatchStep  (*get_step)         (CyMatchGame  *self,
                                    guint        *seat);

  void         (*prepare_decision) (CyMatchGame  *self,
                                    CyDecision   *decision);
  void         (*decide)           (CyDecision   *decision);
  gboolean     (*apply_decision)   (CyMatchGame  *self,
                                    CyDecision   *decision,
                                    GError      **error);

  /* A person's action for @seat, in the game's own struct (CyGameAction,
   * CyDiceAction, CyBoatAction): may_play says whether the rules allow it
   * now and changes nothing, play plays it. The match has checked that it
   * is that person's turn and that they have the screen. */
  gboolean     (*may_play)         (CyMatchGame  *self,
                                    guint         seat,
                                    gconstpointer action,
                                    GError      **error);
  gboolean     (*play)             (CyMatchGame  *self,
                                    guint         seat,
                                    gconstpointer action,
                                    GError      **error);

  gboolean     (*next_hand)        (CyMatchGame  *self,
                                    GError      **error);

  /* Taking back @seat's last action, where the game allows it (NULL: never). */
  gboolean     (*can_undo)         (CyMatchGame  *self,
                                    guint         seat);
  gboolean     (*undo)             (CyMatchGame  *self,
                                    guint         seat,
                                    GError      **error);
  /* Whether taking an action back takes back the actions after it too
   * (Yacht replays the game up to it); NULL: only that action. */
  gboolean     (*undo_takes_later) (CyMatchGame  *self);

  /* The whole game state; the game's own loader reads it back. */
  GBytes      *(*save)             (CyMatchGame  *self);
  gboolean     (*check_invariants) (CyMatchGame  *self,
                                    GError      **error);
  /* Final standing: a bit per winning seat (ties share the win). */
  guint        (*get_winners)      (CyMatchGame  *self);
  /* Writes a finished game into the player statistics (NULL: none kept). */
  gboolean     (*record_statistics)(CyMatchGame  *self,
                                    GError      **error);
  /* Whether what just happened deserves a longer look before a computer
   * player acts (a trick just taken in Boat, Yacht's last roll before it
   * is written); NULL: never. */
  gboolean     (*is_pause)         (CyMatchGame  *self);
  /* The log's first line for a game that began before any match listened
   * (Boat deals its first hand when it is made); NULL: none. */
  char        *(*describe_opening) (CyMatchGame  *self);
};

/* Games emit this with one line for the move log, translated ("Ann
 * knocked: last turns"); the match keeps the log with the saved game. */
void          cy_match_game_emit_event       (CyMatchGame  *self,
                                              const char   *text);

/* Games emit this once a change is whole (a move with all its automatic
 * consequences, a score, a deal): @seat is who acted, -1 for nobody. */
void          cy_match_game_emit_acted       (CyMatchGame  *self,
                                              int           seat);

const char   *cy_match_game_get_game_id      (CyMatchGame  *self);
guint         cy_match_game_get_n_seats      (CyMatchGame  *self);
CyPlayer     *cy_match_game_get_player       (CyMatchGame  *self,
                                              guint         seat);
CyMatchStep   cy_match_game_get_step         (CyMatchGame  *self,
                                              guint        *seat);
void          cy_match_game_prepare_decision (CyMatchGame  *self,
                                              CyDecision   *decision);
void          cy_match_game_decide           (CyMatchGame  *self,
                                              CyDecision   *decision);
gboolean      cy_match_game_apply_decision   (CyMatchGame  *self,
                                              CyDecision   *decision,
                                              GError      **error);
gboolean      cy_match_game_may_play         (CyMatchGame  *self,
                                              guint         seat,
                                              gconstpointer action,
                                              GError      **error);
gboolean      cy_match_game_play             (CyMatchGame  *self,
                                              guint         seat,
                                              gconstpointer action,
                                              GError      **error);
gboolean      cy_match_game_is_pause         (CyMatchGame  *self);
char         *cy_match_game_describe_opening (CyMatchGame  *self);
gboolean      cy_match_game_next_hand        (CyMatchGame  *self,
                                              GError      **error);
gboolean      cy_match_game_can_undo         (CyMatchGame  *self,
                                              guint         seat);
gboolean      cy_match_game_undo             (CyMatchGame  *self,
                                              guint         seat,
                                              GError      **error);
gboolean      cy_match_game_undo_takes_later (CyMatchGame  *self);
GBytes       *cy_match_game_save             (CyMatchGame  *self);
gboolean      cy_match_game_check_invariants (CyMatchGame  *self,
                                              GError      **error);
guint         cy_match_game_get_winners      (CyMatchGame  *self);
gboolean      cy_match_game_record_statistics(CyMatchGame  *self,
                                              GError      **error);

void          cy_decision_clear              (CyDecision   *decision);

G_END_DECLS
