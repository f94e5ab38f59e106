#include "cy-cli.h"
int cy_cli_sheet (int argc, char **argv) { return cy_cli_fail ("todo"); }
int cy_cli_deck (int argc, char **argv) { return cy_cli_fail ("todo"); }
int cy_cli_bench (int argc, char **argv) { return cy_cli_fail ("todo"); }
