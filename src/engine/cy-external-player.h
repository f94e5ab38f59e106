/* cy-external-player.h: an outside program that plays a seat (design.md section 9)
 *
 * The program (a bot) reads one JSON line per decision on its standard
 * input and answers one JSON line on its standard output. Everything it is
 * sent comes from its seat's view, never hidden cards. A bot that exits,
 * answers late or answers something that is not one JSON object fails the
 * decision; the process is then killed (with anything it started) and
 * started again at the next question, so that a game after a failure
 * starts with a fresh bot.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* How long a bot may take over one decision. */
#define CY_EXTERNAL_TIMEOUT_MS  10000
/* The longest answer line read; anything longer is garbage. */
#define CY_EXTERNAL_MAX_LINE    (64 * 1024)

#define CY_EXTERNAL_ERROR (cy_external_error_quark ())

typedef enum
{
  CY_EXTERNAL_ERROR_SPAWN,     /* the command could not be started */
  CY_EXTERNAL_ERROR_EXITED,    /* it exited, crashed or closed its output */
  CY_EXTERNAL_ERROR_TIMEOUT,   /* no whole answer in time */
  CY_EXTERNAL_ERROR_GARBAGE,   /* an answer that is not one JSON object line, or not an action */
  CY_EXTERNAL_ERROR_ILLEGAL,   /* an action the rules refuse */
} CyExternalError;

GQuark cy_external_error_quark (void);

#define CY_TYPE_EXTERNAL_PLAYER (cy_external_player_get_type ())

G_DECLARE_FINAL_TYPE (CyExternalPlayer, cy_external_player, CY, EXTERNAL_PLAYER, GObject)

/* @command runs with /bin/sh -c, in a process group of its own. */
CyExternalPlayer *cy_external_player_new          (const char        *command);
void              cy_external_player_set_timeout  (CyExternalPlayer  *self,
                                                   guint              timeout_ms);
JsonObject       *cy_external_player_ask          (CyExternalPlayer  *self,
                                                   JsonNode          *request,
                                                   GError           **error);
/* Kills the process, if one runs; the next question starts it again. */
void              cy_external_player_stop         (CyExternalPlayer  *self);

/* Plays @answer for @seat of @game, through the game's own checks. */
typedef gboolean (*CyExternalAnswerFunc) (gpointer      game,
                                          guint         seat,
                                          JsonObject   *answer,
                                          GError      **error);
/* One decision of a game's seat: asks with @view (the seat's view, owned
 * by the caller) and plays the answer with @play_answer. A bot that
 * answers wrongly is stopped, since it may be out of step. */
gboolean          cy_external_player_take_turn    (CyExternalPlayer     *self,
                                                   JsonNode             *view,
                                                   CyExternalAnswerFunc  play_answer,
                                                   gpointer              game,
                                                   guint                 seat,
                                                   GError              **error);

G_END_DECLS
