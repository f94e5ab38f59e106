/* cy-dice-ui.c: Yacht's tour and score sheet for the shell
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-dice-game.h"
#include "cy-dice-sheet.h"
#include "cy-dice-table-view.h"
#include "cy-dice-ui.h"
#include "cy-render-file.h"
#include "cy-statistics.h"
#include "cy-statistics-window.h"

static const CyTourPage tour_pages[] = {
  { "yacht-full-house.svg",
    N_("Five dice: 6, 6, 6, 5 and 5"),
    N_("Five Dice, Twelve Rounds"),
    N_("Each turn you roll five dice and write them into one box of your score sheet that you have not used yet. Every box is used once, so after twelve rounds the highest total wins. Play alone against your own best score, or with up to three others.") },
  { "yacht-keep.svg",
    N_("Three fives kept, drawn raised; the 2 and the 6 are rolled again"),
    N_("Keep and Roll Again"),
    N_("After a roll, keep any dice you like, here the three fives (on the table they move to the Kept tray), and roll the others again: a turn has at most three rolls. You may write your dice into a box after any roll. Dice that do not meet what a box asks for score 0 there.") },
  { "yacht-yacht.svg",
    N_("Five threes: a Yacht"),
    N_("Scoring"),
    N_("Ones to Sixes count the dice of their face, and Choice counts all five. By the rules with the bonus, Four of a Kind and Full House (three and two equal dice) count all five too, the Small Straight (four in a row) scores 15, the Large Straight (five in a row) 30, and the Yacht, five equal dice, 50; 63 or more in Ones to Sixes earns 35 more. The rules of 1938 differ a little: see the full rules.") },
};

static GObject *
new_game (const char *rule_set,
          GPtrArray  *players,
          guint64     seed,
          GSettings  *settings)
{
  CyDiceRules rules = CY_DICE_RULES_YACHT_BONUS;

  if (!cy_dice_rules_from_key (rule_set, &rules))
    g_critical ("Yacht has no rule set “%s”", rule_set);
  return G_OBJECT (cy_dice_game_new (rules, (CyPlayer * const *) players->pdata, players->len, seed));
}

/* A player's results in a rule set; its bonus, where it has one. */
static GtkWidget *
new_statistics_group (const char    *rule_set,
                      gconstpointer  data)
{
  const CyGameStatistics *entry = data;
  AdwPreferencesGroup *group = cy_statistics_group_new (entry->name, entry->games, entry->wins);
  g_autofree char *average = g_strdup_printf ("%.1f", cy_game_statistics_get_average (entry));
  CyDiceRules rules;

  adw_preferences_group_add (group, cy_statistics_count_row_new (_("Best total"), entry->best_total));
  adw_preferences_group_add (group, cy_statistics_figure_row_new (_("Average total"), average));
  if (cy_dice_rules_from_key (rule_set, &rules) && cy_dice_rules_has_bonus (rules))
    adw_preferences_group_add (group, cy_statistics_count_row_new (_("Bonuses earned"), entry->bonuses));

  return GTK_WIDGET (group);
}

static void
sheet_draw (gpointer  sheet,
            cairo_t  *cr,
            double    width,
            double    height)
{
  cy_sheet_draw (sheet, cr, width, height);
}

static gboolean
sheet_export (gpointer     sheet,
              const char  *path,
              GError     **error)
{
  return cy_sheet_export (sheet, path, CY_PAGE_A4_WIDTH, CY_PAGE_A4_HEIGHT, error);
}

/* A blank sheet of the rule set has four columns, for one to four players. */
static CySheetPage *
new_sheet (GObject    *game,
           const char *rule_set)
{
  CyDiceRules rules = CY_DICE_RULES_YACHT_BONUS;
  CySheet *sheet;

  if (game != NULL)
    sheet = cy_dice_sheet_new_for_game (CY_DICE_GAME (game));
  else
    {
      if (!cy_dice_rules_from_key (rule_set, &rules))
        g_critical ("Yacht has no rule set “%s”", rule_set);
      sheet = cy_dice_sheet_new_blank (rules, NULL, CY_DICE_MAX_PLAYERS);
    }
  return cy_sheet_page_new (sheet, (GDestroyNotify) cy_sheet_free, sheet_draw, sheet_export);
}

const CyGameUi *
cy_dice_ui_get (void)
{
  static const CyGameUi ui = {
    .id = CY_DICE_GAME_ID,
    .get_view_type = cy_dice_table_view_get_type,
    .new_game = new_game,
    .seats_description = N_("One to four seats, in playing order; one plays alone. "
                            "Hard plays for the best expected score of its own sheet, "
                            "as if alone: it does not play to beat the others."),
    /* Dice are not dealt: their number is a seed, as the window's
     * subtitle and the sheet call it. */
    .seed_title = N_("Seed"),
    .seed_row_title = N_("Seed of the dice (optional, to replay a game)"),
    .seed_error = N_("The seed must be a whole number, or empty for new dice"),
    .tour_pages = tour_pages,
    .n_tour_pages = G_N_ELEMENTS (tour_pages),
    .tour_ready = N_("Click a die or drag it to the Kept tray to keep it, or press 1 to 5; R or Space rolls. Choose a box on the score sheet to write your dice into it. Press H to ask the coach and F1 for the full rules."),
    .help_page = "yacht",
    .help_section = "yacht",
    .command_name = "dice",
    .deal_note = N_("for Yacht, the seed of the dice"),
    .new_statistics_group = new_statistics_group,
    .new_sheet = new_sheet,
    .sheet_title = N_("Yacht Score Sheet"),
    /* Translators: a file name, without extension */
    .sheet_basename = N_("yacht-score-sheet"),
  };

  return &ui;
}
