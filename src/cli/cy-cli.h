/* cy-cli.h: the subcommands of card-yacht-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-player.h"
#include "cy-record.h"

G_BEGIN_DECLS

/* Exit status for bad input of any kind (design.md section 5). */
#define CY_CLI_EXIT_USAGE 2

/* Each subcommand gets argv with argv[0] = its own name and returns the exit status. */
int  cy_cli_score      (int argc, char **argv);
int  cy_cli_enumerate  (int argc, char **argv);
int  cy_cli_simulate   (int argc, char **argv);
int  cy_cli_sheet      (int argc, char **argv);
int  cy_cli_deck       (int argc, char **argv);
int  cy_cli_bench      (int argc, char **argv);
int  cy_cli_replay     (int argc, char **argv);
int  cy_cli_hint       (int argc, char **argv);
int  cy_cli_dice       (int argc, char **argv);
int  cy_cli_boat       (int argc, char **argv);

/* Prints one line on stderr, "card-yacht-cli: <message>", and returns CY_CLI_EXIT_USAGE. */
int  cy_cli_fail       (const char *format, ...) G_GNUC_PRINTF (1, 2);

/* "COMMAND: MESSAGE" as cy_cli_fail() prints it, the message's line
 * breaks made spaces: every refusal is one line. */
int  cy_cli_fail_one_line (const char *command,
                           const char *message);

/* A game record (design.md section 9) from the file @name, or standard
 * input for "-". */
CyRecord *cy_cli_read_record (const char  *name,
                              GError     **error);

/* Parses options with GOptionContext; on failure prints the error in one line and returns FALSE. */
gboolean cy_cli_parse_options (const char    *command,
                               const char    *parameter_string,
                               const char    *summary,
                               GOptionEntry  *entries,
                               int           *argc,
                               char        ***argv);

/* Parses --threads (NULL when not given); on failure prints one line and returns FALSE. */
gboolean cy_cli_parse_threads (const char    *command,
                               const char    *text,
                               guint          max,
                               guint         *threads);
/* Reads --seed's value, a whole number; on failure prints one line and returns FALSE. */
gboolean cy_cli_parse_seed    (const char    *command,
                               const char    *text,
                               guint64       *seed);

/* Decision times: sorts an array of gint64 nanoseconds, then reads a
 * percentile of it (0 for an empty array) in milliseconds. */
void     cy_cli_sort_ns       (GArray        *ns);
double   cy_cli_percentile_ms (GArray        *sorted_ns,
                               double         fraction);

/* Appends the decision times of each distinct policy of @policies (as
 * given: "hard", "external:python3 bot.py"), pooling its seats'
 * @decision_ns (gint64 nanoseconds, one array per seat): as
 * `"hard":{"p50":…,"p95":…},…` with @json, else a line each. */
void     cy_cli_append_decision_ms (GString            *out,
                                    gboolean            json,
                                    const char * const *policies,
                                    guint               n_seats,
                                    GArray * const     *decision_ns);
/* Appends one line of text: the format is translatable and the newline is
 * not part of it. */
void     cy_cli_append_line        (GString          *out,
                                    const char       *format,
                                    ...) G_GNUC_PRINTF (2, 3);
/* @text as a JSON string, quoted and escaped. */
void     cy_cli_append_json_string (GString          *out,
                                    const char       *text);

G_END_DECLS
