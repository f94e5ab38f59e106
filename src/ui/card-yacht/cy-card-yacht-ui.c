/* cy-card-yacht-ui.c: Card Yacht's tour, house rules and score sheet for the shell
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-card-yacht-ui.h"
#include "cy-game.h"
#include "cy-player-statistics.h"
#include "cy-preferences-window.h"
#include "cy-score-sheet-printer.h"
#include "cy-statistics-window.h"
#include "cy-card-yacht-view.h"

static const CyTourPage tour_pages[] = {
  { "three-and-two-meets.svg",
    N_("A Three and Two: three Kings and two Fours"),
    N_("Twelve Hands, Twelve Categories"),
    N_("Each hand you collect five cards, then write them into one of twelve categories on your score sheet. Every category is used once, so after twelve hands the highest total wins.") },
  { "ranks.svg",
    N_("The thirteen ranks, from King (high) to Ace (low)"),
    N_("Card Values"),
    N_("An Ace is worth 1 point, the cards 2 to 10 as marked, and a Jack, Queen or King 10. The Ace is low only: it comes below the 2, so A-2-3-4-5 is a sequence but 10-J-Q-K-A is not.") },
  { "sequence-meets.svg",
    N_("A Sequence: Nine, Ten, Jack, Queen and King of mixed suits"),
    N_("Your Turn"),
    /* One move to a line: a newcomer found the paragraph dense. */
    N_("Your Harbor is the row of cards you lay face up in front of you: everyone sees them, and an opponent may take them in an exchange.\n"
       "Draw: lay one to five cards in your Harbor and draw as many from the stock.\n"
       "Exchange: lay cards in your Harbor and take as many from one opponent’s Harbor.\n"
       "Knock: when your hand scores in a category you have not used, end the hand; everyone else gets one last turn, in which they may also pass.\n"
       "Cards in a Harbor no longer count for anyone: they stay there, face up, until someone takes them, and all Harbors are cleared when the hand ends.") },
  /* The categories one to a line, as the help's table has them. */
  { "five-flush-meets.svg",
    N_("A Five Flush: Five to Nine of Hearts"),
    N_("Sets and Sequences"),
    /* In the score sheet's order. */
    N_("Five Flush, 100: five in sequence, all of one suit.\n"
       "Sequence, 50: five in sequence, any suits (A-2-3-4-5 up to 9-10-J-Q-K).\n"
       "Card Yacht, 75: four cards of one rank.\n"
       "Three and Two, 25: three of one rank and two of another.\n"
       "Flush, 25: five of one suit.\n"
       "A Five Flush is also a Sequence and a Flush; four of a kind is no Three and Two. A category a hand does not meet scores 0.") },
  { "middle-meets.svg",
    N_("A Middle: King, Seven, Four, Three and Ace, 25 points"),
    N_("Totals and Suits"),
    N_("High, 25: the cards’ points add up to exactly 50.\n"
       "Middle, 50: exactly 25.\n"
       "Low, 50: 10 or less.\n"
       "Spades, Hearts, Diamonds, Clubs: the points of that suit’s cards.\n"
       "148 or more in the four suits earns a 100-point Suited Bonus.") },
};

/* The house rules: what the printed rules leave open. */
static GtkWidget *
new_preferences (GSettings *settings)
{
  static const char * const stock_rules[] = { "automatic-knock", "pass", NULL };
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/cy-card-yacht-preferences.ui");
  GtkWidget *group = GTK_WIDGET (gtk_builder_get_object (builder, "group"));
  GtkSpinButton *turn_limit = GTK_SPIN_BUTTON (gtk_builder_get_object (builder, "turn_limit_spin"));

  cy_preferences_bind_choice (settings, "stock-rule", ADW_COMBO_ROW (gtk_builder_get_object (builder, "stock_rule_row")),
                              stock_rules);
  g_settings_bind (settings, "turn-limit", gtk_spin_button_get_adjustment (turn_limit), "value",
                   G_SETTINGS_BIND_DEFAULT);
  return g_object_ref_sink (group);
}

/* Waits for the draw for the first dealer (cy_game_start()), which its
 * record must see. */
static GObject *
new_game (const char *rule_set,
          GPtrArray  *players,
          guint64     seed,
          GSettings  *settings)
{
  CyRuleOptions options;

  cy_rule_options_init_default (&options);
  options.stock_rule = g_settings_get_enum (settings, "stock-rule");
  options.turn_limit = CLAMP (g_settings_get_uint (settings, "turn-limit"), CY_MIN_TURN_LIMIT, CY_MAX_TURN_LIMIT);
  return G_OBJECT (cy_game_new ((CyPlayer * const *) players->pdata, players->len, &options, seed));
}

/* A player's results: Card Yacht keeps its own file, with the best score
 * of each category. */
static GtkWidget *
new_statistics_group (const char    *rule_set,
                      gconstpointer  entry)
{
  const CyPlayerStatistics *player = entry;
  AdwPreferencesGroup *group = cy_statistics_group_new (player->name, player->games, player->wins);
  GtkWidget *categories = adw_expander_row_new ();
  g_autofree char *average = g_strdup_printf ("%.1f", cy_player_statistics_get_average (player));

  adw_preferences_group_add (group, cy_statistics_count_row_new (_("Best total"), player->best_total));
  adw_preferences_group_add (group, cy_statistics_figure_row_new (_("Average total"), average));
  adw_preferences_group_add (group, cy_statistics_count_row_new (_("Suited Bonuses earned"), player->suited_bonuses));

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (categories), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (categories), _("Best score per category"));
  for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
    adw_expander_row_add_row (ADW_EXPANDER_ROW (categories),
                              cy_statistics_count_row_new (cy_category_get_label (c), player->best_scores[c]));
  adw_preferences_group_add (group, categories);

  return GTK_WIDGET (group);
}

static void
sheet_draw (gpointer  printer,
            cairo_t  *cr,
            double    width,
            double    height)
{
  cy_score_sheet_printer_draw (printer, cr, width, height);
}

static gboolean
sheet_export (gpointer     printer,
              const char  *path,
              GError     **error)
{
  return cy_score_sheet_printer_export (printer, path, error);
}

/* A blank sheet has four columns, which serve any game of two to four. */
static CySheetPage *
new_sheet (GObject    *game,
           const char *rule_set)
{
  CyScoreSheetPrinter *printer = game != NULL ? cy_score_sheet_printer_new_for_game (CY_GAME (game))
                                              : cy_score_sheet_printer_new_blank (NULL, CY_MAX_PLAYERS);

  return cy_sheet_page_new (printer, g_object_unref, sheet_draw, sheet_export);
}

const CyGameUi *
cy_card_yacht_ui_get (void)
{
  static const CyGameUi ui = {
    .id = "card-yacht",
    .get_view_type = cy_card_yacht_view_get_type,
    .new_game = new_game,
    .seats_description = N_("Two to four seats, in playing order. Computer players never see hidden cards."),
    .tour_pages = tour_pages,
    .n_tour_pages = G_N_ELEMENTS (tour_pages),
    .tour_ready = N_("Select cards with a click, or with the arrow keys and Space, and drag them to your Harbor or press D to draw, E to exchange, K to knock; Return confirms. When the hand is over, choose a category on the score sheet. Press H for a hint, Ctrl+? for all the keys and F1 for the full rules."),
    .help_page = "rules",
    .parse_seats = cy_player_parse_list,
    .new_preferences = new_preferences,
    .new_statistics_group = new_statistics_group,
    .load_statistics = cy_statistics_load,
    .reset_statistics = cy_statistics_reset,
    .get_statistics_path = cy_statistics_get_path,
    .new_sheet = new_sheet,
    .sheet_title = N_("Card Yacht Score Sheet"),
    /* Translators: a file name, without extension */
    .sheet_basename = N_("card-yacht-score-sheet"),
  };

  return &ui;
}
