/* cy-cli-tally.h: what a simulate command counts and prints
 *
 * design.md sections 5 and 10 give every simulate the same output: the
 * games, each seat's policy, mean score and wins (a tie shares the win),
 * the violations, the speed and each policy's decision times. Each worker
 * thread keeps a tally; the tallies are merged and printed once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-match-game.h"
#include "cy-player.h"

G_BEGIN_DECLS

typedef struct
{
  guint          n_seats;
  CyPlayerKind   kinds[CY_MATCH_MAX_SEATS];
  const char    *policies[CY_MATCH_MAX_SEATS];  /* as given: "hard", "external:…" (not owned) */
  gboolean       has_external;                  /* print "external_failures" */
  guint          external_failures;
  char          *first_external_failure;
  guint64        totals[CY_MATCH_MAX_SEATS];
  double         wins[CY_MATCH_MAX_SEATS];
  GArray        *decision_ns[CY_MATCH_MAX_SEATS];   /* gint64 each */
  guint          violations;
  char          *first_violation;
} CyCliTally;

/* @policies: the policies as given, one per seat, kept (not copied) for
 * printing; NULL for the keys of @kinds. */
void  cy_cli_tally_init        (CyCliTally          *self,
                                const CyPlayerKind  *kinds,
                                const char * const  *policies,
                                guint                n_seats);
void  cy_cli_tally_clear       (CyCliTally          *self);
/* A finished game: each seat's total, and the mask of the winners. */
void  cy_cli_tally_add_game    (CyCliTally          *self,
                                const guint         *totals,
                                guint                winners);
void  cy_cli_tally_add_violation (CyCliTally        *self,
                                guint                game,
                                const GError        *error);
/* A game an outside bot of @seat lost by failing: the other seats share
 * its win, and no score of it counts. */
void  cy_cli_tally_add_external_failure (CyCliTally *self,
                                guint                game,
                                guint                seat,
                                const GError        *error);
/* Adds @other into @self; @other is left as it was. */
void  cy_cli_tally_merge       (CyCliTally          *self,
                                const CyCliTally    *other);
/* The JSON object of section 5, left open after "decision_ms" so that a
 * command can add members and close it; or the same for people, one line
 * each, @what naming the games ("games of yacht-1938"). */
void  cy_cli_tally_print       (const CyCliTally    *self,
                                guint                games,
                                double               seconds,
                                gboolean             json,
                                const char          *what,
                                GString             *out);

G_END_DECLS
