/* cy-cli-external.h: outside players (external:COMMAND) in every simulate
 *
 * design.md section 9: every simulate takes external:COMMAND as a policy.
 * The process, its protocol and its time limit are CyExternalPlayer's;
 * this is what the three simulate commands share around it: reading the
 * policies, and a seat function for the match controller that asks the
 * bot through the game's own view and answer functions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "cy-external-player.h"
#include "cy-match.h"
#include "cy-player.h"

G_BEGIN_DECLS

#define CY_CLI_EXTERNAL_PREFIX "external:"

/* Splits "hard,external:python3 bot.py --x=1,2,random": a part that is
 * neither a policy nor another external one belongs to the command before
 * it, which may hold commas. */
GStrv     cy_cli_split_policies      (const char  *players);

/* Reads one policy: a computer policy into @kind, or external:COMMAND
 * (then @kind is random: a computer seat for the match, whose seat
 * function asks the bot instead). On failure prints one line naming
 * @command and returns FALSE. */
gboolean  cy_cli_parse_policy        (const char    *command,
                                      const char    *policy,
                                      CyPlayerKind  *kind,
                                      gboolean      *external);

/* Checks --external-timeout's seconds; on failure prints one line. */
gboolean  cy_cli_check_external_timeout (const char *command,
                                         double      seconds);

/* One decision of @seat of @game (the match's game) by @player. */
typedef gboolean (*CyCliExternalPlay) (GObject           *game,
                                       guint              seat,
                                       CyExternalPlayer  *player,
                                       GError           **error);

/* A seat played by an outside bot, one per seat and worker thread. */
typedef struct
{
  CyExternalPlayer   *bot;
  CyCliExternalPlay   play;
  gboolean            failed;        /* set when a decision failed */
  GArray             *decision_ns;   /* optional: gint64 nanoseconds per decision */
} CyCliExternalSeat;

void      cy_cli_external_seat_init  (CyCliExternalSeat  *seat,
                                      const char         *policy,
                                      double              timeout_seconds,
                                      CyCliExternalPlay   play);
void      cy_cli_external_seat_clear (CyCliExternalSeat  *seat);
/* A CyMatchSeatFunc; @user_data is the CyCliExternalSeat. */
gboolean  cy_cli_external_seat_func  (CyMatch            *match,
                                      guint               seat,
                                      gpointer            user_data,
                                      GError            **error);

G_END_DECLS
