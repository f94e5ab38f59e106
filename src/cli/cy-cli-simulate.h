/* cy-cli-simulate.h: the simulate command of every game
 *
 * `simulate`, `dice simulate` and `boat simulate` (design.md sections 5
 * and 10) share one option table, the engine's loop and thread pool
 * (cy-simulate.h) and the same output of seats or teams; a game adds its
 * own options and what it prints beside.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-simulate.h"

G_BEGIN_DECLS

typedef struct _CyCliSimulateCommand CyCliSimulateCommand;

struct _CyCliSimulateCommand
{
  const char            *name;            /* "dice simulate", in messages */
  const char            *summary;         /* translatable */
  const char            *players_help;    /* translatable */
  const char            *players_arg;     /* "P1,P2[,P3[,P4]]" */
  const char            *players_example; /* "hard,random" */
  const char            *seed_help;       /* translatable */
  const CySimulateGame  *klass;
  /* The game's own options, NULL-terminated, or NULL. */
  const GOptionEntry    *game_entries;
  /* Reads the game's options into @simulation->options (and makes ready
   * what its players need) once the common ones are read; on bad input
   * prints one line and returns FALSE. */
  gboolean             (*prepare)  (CySimulation          *simulation,
                                    gpointer               data);
  /* Prints the result: one JSON object, or lines for people. */
  void                 (*print)    (const CySimulation    *simulation,
                                    const CySimulateTally *tally,
                                    double                 seconds,
                                    gboolean               json,
                                    gpointer               data,
                                    GString               *out);
  gpointer               data;
};

/* The JSON's last member: each policy sat in each seat in turn (section
 * 10). It comes last so that checks reading the members before it by
 * position still find them there. */
#define CY_CLI_SIMULATE_SEATING ",\"seating\":\"rotated\"}"

int   cy_cli_simulate_run          (const CyCliSimulateCommand *command,
                                    int                         argc,
                                    char                      **argv);

/* The output shared by the games that score per player (section 5):
 * `{"games":N,"seats":[…],"violations":…,"games_per_second":…,
 * "decision_ms":{…` left open for the game to close it, add its members
 * and CY_CLI_SIMULATE_SEATING; or the same for people, one line each,
 * @what naming the games ("games of yacht-1938"). */
void  cy_cli_simulate_print_seats  (const CySimulation    *simulation,
                                    const CySimulateTally *tally,
                                    double                 seconds,
                                    gboolean               json,
                                    const char            *what,
                                    GString               *out);
/* The lines about failures every game prints for people. */
void  cy_cli_simulate_print_failures (const CySimulateTally *tally,
                                      gboolean               has_external,
                                      GString               *out);

G_END_DECLS
