/* cy-cli.h: the subcommands of card-yacht-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

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
int  cy_cli_dice       (int argc, char **argv);

/* Prints one line on stderr, "card-yacht-cli: <message>", and returns CY_CLI_EXIT_USAGE. */
int  cy_cli_fail       (const char *format, ...) G_GNUC_PRINTF (1, 2);

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

G_END_DECLS
