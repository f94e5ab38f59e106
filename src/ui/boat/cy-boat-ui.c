/* cy-boat-ui.c: Boat's tour and score pad for the shell
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-boat-game.h"
#include "cy-error.h"
#include "cy-boat-score-pad.h"
#include "cy-boat-table-view.h"
#include "cy-boat-ui.h"
#include "cy-render-file.h"
#include "cy-statistics.h"
#include "cy-statistics-window.h"

/* Seat 0 first, clockwise: partners sit opposite. */
static const char * const seat_names[CY_BOAT_N_SEATS] = { N_("South"), N_("West"), N_("North"), N_("East") };

static const CyTourPage tour_pages[] = {
  { "boat-ranks.svg",
    N_("The Boat card, then the Ace down to the Five of Spades"),
    N_("Two Partnerships"),
    N_("Four players: you sit South and your partner North, against West and East. Each suit runs from the 5 up to the Ace, its highest card, and one more card, the Boat card, is the highest trump of all. A game ends when a partnership reaches 500 points.") },
  { "boat-points.svg",
    N_("The Boat card, the Ace of Hearts, the Ten of Spades, the Five of Diamonds and the Nine of Clubs"),
    N_("Points in the Cards"),
    N_("The Boat card is worth 20 points, each Ace and each 10 is worth 10, and each 5 is worth 5; the other cards count nothing. Every hand holds 120 points, and a partnership wins those of the tricks it takes.") },
  { "boat-bonus.svg",
    N_("The five Bonus Cards, face down"),
    N_("Bidding and the Bonus Cards"),
    N_("Everyone gets nine cards, and five Bonus Cards lie face down. Bid the points your partnership will take, from 65 to 120 in steps of 5, or pass. The high bidder takes the Bonus Cards, lays any five cards away and names trump. The points of the cards laid away go to whoever takes the last trick.") },
  { "boat-trick.svg",
    N_("A trick with hearts as trump: the Ace of Spades, the Five of Hearts, the King of Spades and the Six of Hearts, which wins"),
    N_("Tricks"),
    N_("Follow the suit led if you can; if you cannot, you must play a trump if you have one, even when your partner is winning the trick, and any trump will do: it need not beat a trump already played. The highest trump wins the trick, otherwise the highest card of the suit led. Bidders who take at least their bid score their points; if not, they lose the bid. The other side always scores its points.") },
};

/* How the table shows the play. */
static GtkWidget *
new_preferences (GSettings *settings)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Keep a Trick Just Taken on the Table"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Until you click, press a key or 2.5 seconds pass, before the next card is led"));
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  g_settings_bind (settings, "boat-trick-wait", toggle, "active", G_SETTINGS_BIND_DEFAULT);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return g_object_ref_sink (group);
}

/* Its first hand is dealt at once. */
static GObject *
new_game (const char *rule_set,
          GPtrArray  *players,
          guint64     seed,
          GSettings  *settings)
{
  return G_OBJECT (cy_boat_game_new ((CyPlayer * const *) players->pdata, seed));
}

/* A partnership's results: its contracts rather than totals. */
static GtkWidget *
new_statistics_group (const char    *rule_set,
                      gconstpointer  data)
{
  const CyGameStatistics *entry = data;
  AdwPreferencesGroup *group = cy_statistics_group_new (entry->name, entry->games, entry->wins);

  adw_preferences_group_add (group, cy_statistics_count_row_new (_("Contracts made"), entry->fields[0]));
  adw_preferences_group_add (group, cy_statistics_count_row_new (_("Contracts set"), entry->fields[1]));
  return GTK_WIDGET (group);
}

/* The pad of a game, or blank for NULL. */
static void
sheet_draw (gpointer  game,
            cairo_t  *cr,
            double    width,
            double    height)
{
  cy_boat_score_pad_draw (cr, width, height, game, NULL);
}

static gboolean
sheet_export (gpointer     game,
              const char  *path,
              GError     **error)
{
  return cy_boat_score_pad_export (path, CY_PAGE_A4_WIDTH, CY_PAGE_A4_HEIGHT, game, NULL, error);
}

static CySheetPage *
new_sheet (GObject    *game,
           const char *rule_set)
{
  return cy_sheet_page_new (game != NULL ? g_object_ref (game) : NULL, g_object_unref, sheet_draw, sheet_export);
}

/* Four seats, with what they are in the error: no fewer, no more. */
static GPtrArray *
parse_seats (const char  *spec,
             GError     **error)
{
  g_auto(GStrv) seats = g_strsplit (spec, ",", -1);

  if (g_strv_length (seats) != CY_BOAT_N_SEATS)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_INVALID,
                   /* Translators: %u is the number of seats given */
                   _("Boat is played by exactly four seats (you south, West, your partner North, East), not %u"),
                   g_strv_length (seats));
      return NULL;
    }
  return cy_player_parse_list_between (spec, CY_BOAT_N_SEATS, CY_BOAT_N_SEATS, error);
}

const CyGameUi *
cy_boat_ui_get (void)
{
  static const CyGameUi ui = {
    .id = "boat",
    .get_view_type = cy_boat_table_view_get_type,
    .new_game = new_game,
    .seats_description = N_("Four seats: South (you) and North are partners against West and East. Computer players never see hidden cards."),
    .seat_names = seat_names,
    .tour_pages = tour_pages,
    .n_tour_pages = G_N_ELEMENTS (tour_pages),
    .tour_ready = N_("Bid with the buttons. As high bidder, click the five cards to lay away, confirm them and name trump. Play a card by clicking it, pressing Return on it or dragging it to the middle of the table. Press H to ask the coach and F1 for the full rules."),
    .help_page = "boat-rules",
    .help_section = "boat-rules",
    .command_note = N_("four seats: you, West, your partner North, East"),
    .parse_seats = parse_seats,
    .new_preferences = new_preferences,
    .new_statistics_group = new_statistics_group,
    .statistics_reset_text = N_("The results of every partnership in Boat will be forgotten. This cannot be undone."),
    .new_sheet = new_sheet,
    .sheet_title = N_("Boat Score Pad"),
    /* Translators: a file name, without extension */
    .sheet_basename = N_("boat-score-pad"),
  };

  return &ui;
}
