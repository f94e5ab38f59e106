/* cy-cli-score.c: card-yacht-cli score C1 C2 C3 C4 C5
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cy-card.h"
#include "cy-category.h"
#include "cy-cli.h"

int
cy_cli_score (int    argc,
              char **argv)
{
  g_autoptr(GError) error = NULL;
  GOptionEntry entries[] = { { NULL } };
  CyCard hand[CY_HAND_SIZE];
  guint scores[CY_N_CATEGORIES];
  GString *json;

  if (!cy_cli_parse_options ("score", "C1 C2 C3 C4 C5",
                             _("Prints what five cards score in each of the 12 categories, as one JSON object.\n"
                               "Cards are a rank (A 2-10 J Q K) and a suit (S H D C), e.g. QH 10s."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;

  if (argc - 1 != CY_HAND_SIZE)
    return cy_cli_fail (_("score: give exactly 5 cards, not %d (e.g. card-yacht-cli score AS 2S 3S 4S 5S)"), argc - 1);

  if (!cy_card_parse_hand (argv + 1, CY_HAND_SIZE, hand, &error))
    return cy_cli_fail ("score: %s", error->message);

  cy_category_score_all (hand, scores);

  json = g_string_new ("{");
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    g_string_append_printf (json, "%s\"%s\":%u", c ? "," : "", cy_category_get_key (c), scores[c]);
  g_string_append (json, "}");

  puts (json->str);
  g_string_free (json, TRUE);
  return 0;
}
