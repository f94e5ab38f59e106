/* cy-cli-simulate.c: card-yacht-cli simulate, Card Yacht's part
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-cli.h"
#include "cy-cli-simulate.h"
#include "cy-game-simulate.h"

typedef struct
{
  char           *stock_rule;
  int             turn_limit;
  CyRuleOptions   options;
} CardYachtOptions;

static gboolean
prepare (CySimulation *simulation,
         gpointer      data)
{
  CardYachtOptions *self = data;

  cy_rule_options_init_default (&self->options);
  if (self->stock_rule != NULL && !cy_stock_rule_from_key (self->stock_rule, &self->options.stock_rule))
    {
      cy_cli_fail (_("simulate: unknown stock rule “%s”: use automatic-knock or pass"), self->stock_rule);
      return FALSE;
    }

  if (self->turn_limit < CY_MIN_TURN_LIMIT || self->turn_limit > CY_MAX_TURN_LIMIT)
    {
      cy_cli_fail (_("simulate: --turn-limit must be between %d and %d"), CY_MIN_TURN_LIMIT, CY_MAX_TURN_LIMIT);
      return FALSE;
    }
  self->options.turn_limit = (guint) self->turn_limit;

  simulation->options = &self->options;
  return TRUE;
}

static void
print (const CySimulation    *simulation,
       const CySimulateTally *tally,
       double                 seconds,
       gboolean               json,
       gpointer               data,
       GString               *out)
{
  const CyGameSimulateTally *counts = tally->game_tally;
  const guint *ends = counts->hand_ends;
  guint total = ends[CY_HAND_END_KNOCK] + ends[CY_HAND_END_EMPTY_STOCK] +
                ends[CY_HAND_END_TURN_LIMIT] + ends[CY_HAND_END_PASSES];

  cy_cli_simulate_print_seats (simulation, tally, seconds, json, _("games"), out);

  if (json)
    g_string_append_printf (out, "},\"hands\":{\"total\":%u,\"by_knock\":%u,\"by_empty_stock\":%u,"
                            "\"by_turn_limit\":%u,\"by_passes\":%u}" CY_CLI_SIMULATE_SEATING,
                            total, ends[CY_HAND_END_KNOCK], ends[CY_HAND_END_EMPTY_STOCK],
                            ends[CY_HAND_END_TURN_LIMIT], ends[CY_HAND_END_PASSES]);
  else
    cy_cli_append_line (out, _("%u hands: %u ended by a knock, %u by an empty stock, %u by the turn limit, %u by passes"),
                        total, ends[CY_HAND_END_KNOCK], ends[CY_HAND_END_EMPTY_STOCK],
                        ends[CY_HAND_END_TURN_LIMIT], ends[CY_HAND_END_PASSES]);
}

int
cy_cli_simulate (int    argc,
                 char **argv)
{
  CardYachtOptions options = { .turn_limit = CY_DEFAULT_TURN_LIMIT };
  const GOptionEntry entries[] = {
    { "stock-rule", 0, 0, G_OPTION_ARG_STRING, &options.stock_rule, N_("automatic-knock (default) or pass"), "RULE" },
    { "turn-limit", 0, 0, G_OPTION_ARG_INT, &options.turn_limit, N_("Turns per player in one hand before an automatic knock (default 25)"), "N" },
    { NULL }
  };
  const CyCliSimulateCommand command = {
    .name = "simulate",
    .summary = N_("Plays whole games between computer policies, checking the rules after every move."),
    .players_help = N_("2 to 4 policies: random, easy, normal, hard, expert, or external:COMMAND for an outside bot"),
    .players_arg = "P1,P2[,P3[,P4]]",
    .players_example = "hard,random",
    .seed_help = N_("Seed for the deals (default 1)"),
    .klass = &cy_game_simulate,
    .game_entries = entries,
    .prepare = prepare,
    .print = print,
    .data = &options,
  };
  int status = cy_cli_simulate_run (&command, argc, argv);

  g_free (options.stock_rule);
  return status;
}
