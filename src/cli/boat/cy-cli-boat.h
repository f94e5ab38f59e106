/* cy-cli-boat.h: the boat subcommands of card-yacht-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-boat-game.h"
#include "cy-cli.h"

G_BEGIN_DECLS

int  cy_cli_boat_solve  (int argc, char **argv);
int  cy_cli_boat_hint   (int argc, char **argv);

/* The Boat record FILE (or - for standard input), replayed to where it
 * stops, for solve and hint. */
CyBoatGame  *cy_cli_boat_replay_record (const char  *name,
                                        GError     **error);
int  cy_cli_boat_bench  (int argc, char **argv);

G_END_DECLS
