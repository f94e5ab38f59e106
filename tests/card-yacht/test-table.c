/* test-table.c: the table by keyboard, and newly arrived cards
 *
 * Tab moves between regions (the hand, each Harbor, the buttons, then out
 * of the table to the score sheet), the arrow keys within one, in the
 * order the cards are seen, left to right or right to left. Focus moves
 * as the window moves it for Tab and the arrow keys: gtk_widget_child_focus()
 * on the window.
 *
 * Cards drawn into a person's hand are marked (the "fresh" style class)
 * for CY_CARD_ROW_FRESH_MS, also without animations; in a hot-seat game the
 * mark waits behind the hand-off screen until that person's turn.
 *
 * Needs a display (run under xvfb-run and dbus-run-session); without one
 * it skips.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cy-ui-test.h"

#include "cy-card-object.h"
#include "cy-card-widget.h"
#include "cy-score-sheet.h"

#define DEAL 7

static GtkWidget *
focus_of (CytFixture *f)
{
  return gtk_root_get_focus (GTK_ROOT (f->window));
}

static void
move_focus (CytFixture       *f,
            GtkDirectionType  direction)
{
  gtk_widget_child_focus (GTK_WIDGET (f->window), direction);
}

/* The index of the focused card in @row (model order), or -1. */
static int
focused_card (CytFixture *f,
              CyCardRow  *row)
{
  int i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (row)); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    if (child == focus_of (f))
      return i;

  return -1;
}

static gboolean
in_table (CytFixture *f)
{
  GtkWidget *focus = focus_of (f);

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (f->table));
}

/* Lays the first card of the hand in the Harbor, so that the Harbor is a
 * region with a card to stop on, and waits for the human's turn again. */
static void
draw_one (CytFixture *f)
{
  cy_table_view_select (f->table, cy_card_set_of (cyt_first_card (cyt_hand_set (f, CYT_HUMAN))), -1, 0);
  cyt_activate (f, "card-yacht.draw");
  cyt_activate (f, "card-yacht.confirm-move");
  g_assert_true (cyt_wait_until (cyt_human_ready_or_hand_over, f, 20000));
}

static void
check_keyboard (GtkTextDirection direction)
{
  CytFixture fixture, *f = &fixture;
  CyCardRow *hand_row, *harbor_row;
  int next = direction == GTK_TEXT_DIR_RTL ? GTK_DIR_LEFT : GTK_DIR_RIGHT;
  int back = direction == GTK_TEXT_DIR_RTL ? GTK_DIR_RIGHT : GTK_DIR_LEFT;

  gtk_widget_set_default_direction (direction);
  cyt_start (f, "normal", DEAL);
  draw_one (f);
  /* The computer player is seeded (cyt_start()): in this deal it does
   * not end the hand before the person's second turn. */
  g_assert_true (cyt_human_ready (f));
  cyt_settle ();
  hand_row = cy_table_view_get_hand_row (f->table, CYT_HUMAN);
  harbor_row = cy_table_view_get_harbor_row (f->table, CYT_HUMAN);

  /* The turn puts the keyboard in the hand (the card that had it, or the first). */
  gtk_widget_grab_focus (gtk_widget_get_first_child (GTK_WIDGET (hand_row)));
  g_assert_cmpint (focused_card (f, hand_row), ==, 0);

  /* Arrows, in the order the cards are seen; the row's ends hold. */
  move_focus (f, next);
  g_assert_cmpint (focused_card (f, hand_row), ==, 1);
  move_focus (f, next);
  g_assert_cmpint (focused_card (f, hand_row), ==, 2);
  move_focus (f, back);
  g_assert_cmpint (focused_card (f, hand_row), ==, 1);
  move_focus (f, back);
  move_focus (f, back);
  g_assert_cmpint (focused_card (f, hand_row), ==, 0);

  /* Space selects the focused card (the card's own key binding). */
  move_focus (f, next);
  g_assert_true (gtk_widget_activate_action (focus_of (f), "card.activate", NULL));
  g_assert_cmpuint (cy_card_row_get_n_selected (hand_row), ==, 1);
  g_assert_true (cy_card_widget_get_selected (CY_CARD_WIDGET (focus_of (f))));

  /* Tab leaves the hand for the own Harbor, not for the next card. */
  move_focus (f, GTK_DIR_TAB_FORWARD);
  g_assert_cmpint (focused_card (f, hand_row), ==, -1);
  g_assert_cmpint (focused_card (f, harbor_row), ==, 0);

  /* Then the other Harbors (with cards) and the buttons, one stop each. */
  move_focus (f, GTK_DIR_TAB_FORWARD);
  if (focused_card (f, cy_table_view_get_harbor_row (f->table, CYT_COMPUTER)) >= 0)
    move_focus (f, GTK_DIR_TAB_FORWARD);
  g_assert_true (in_table (f));
  g_assert_true (GTK_IS_BUTTON (focus_of (f)) || GTK_IS_MENU_BUTTON (gtk_widget_get_parent (focus_of (f))));
  g_assert_false (CY_IS_CARD_WIDGET (focus_of (f)));

  /* Then out of the table: the score sheet. */
  move_focus (f, GTK_DIR_TAB_FORWARD);
  g_assert_false (in_table (f));
  g_assert_nonnull (focus_of (f));
  g_assert_true (gtk_widget_get_ancestor (focus_of (f), CY_TYPE_SCORE_SHEET) != NULL);

  /* The sheet is one stop too: Tab leaves it. */
  move_focus (f, GTK_DIR_TAB_FORWARD);
  g_assert_true (focus_of (f) == NULL || gtk_widget_get_ancestor (focus_of (f), CY_TYPE_SCORE_SHEET) == NULL);

  /* Back with Shift+Tab from the sheet: the buttons, the Harbors, and the
   * hand's card that had the focus. */
  move_focus (f, GTK_DIR_TAB_BACKWARD);
  while (focus_of (f) != NULL && gtk_widget_get_ancestor (focus_of (f), CY_TYPE_SCORE_SHEET) == NULL)
    move_focus (f, GTK_DIR_TAB_BACKWARD);
  move_focus (f, GTK_DIR_TAB_BACKWARD);
  g_assert_true (in_table (f));
  g_assert_false (CY_IS_CARD_WIDGET (focus_of (f)));
  for (int i = 0; i < 4 && focused_card (f, harbor_row) < 0; i++)
    move_focus (f, GTK_DIR_TAB_BACKWARD);
  g_assert_cmpint (focused_card (f, harbor_row), ==, 0);
  move_focus (f, GTK_DIR_TAB_BACKWARD);
  g_assert_cmpint (focused_card (f, hand_row), ==, 1);

  cyt_finish (f);
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

static void
test_keyboard_ltr (void)
{
  check_keyboard (GTK_TEXT_DIR_LTR);
}

static void
test_keyboard_rtl (void)
{
  check_keyboard (GTK_TEXT_DIR_RTL);
}

/* The cards of @row that show the mark. */
static CyCardSet
marked (CyCardRow *row)
{
  CyCardSet set = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (row)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "fresh"))
      {
        CyCardImage image = cy_card_widget_get_image (CY_CARD_WIDGET (child));

        g_assert_cmpuint (image, <, CY_DECK_SIZE);
        g_assert_true (cy_card_widget_get_fresh (CY_CARD_WIDGET (child)));
        set |= cy_card_set_of ((CyCard) image);
      }

  return set;
}

/* Lays the first @n cards of @seat's hand in its Harbor; returns the cards
 * drawn. */
static CyCardSet
draw_cards (CytFixture *f,
            guint       seat,
            guint       n)
{
  CyCardSet before = cyt_hand_set (f, seat), laid = 0;

  for (guint i = 0; i < n; i++)
    laid |= cy_card_set_of (cyt_first_card (before & ~laid));
  cy_table_view_select (f->table, laid, -1, 0);
  cyt_activate (f, "card-yacht.draw");
  cyt_activate (f, "card-yacht.confirm-move");
  return cyt_hand_set (f, seat) & ~before;
}

static gboolean
not_fresh (gpointer data)
{
  return cy_card_row_get_fresh (data) == 0;
}

/* Drawn cards are marked for a moment; without animations too, and then
 * without the pulse (the row is not "animated"). */
static void
test_fresh_cards (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  CytFixture fixture, *f = &fixture;
  CyCardRow *hand_row;
  CyCardSet drawn;

  cyt_start (f, "normal", DEAL);
  hand_row = cy_table_view_get_hand_row (f->table, CYT_HUMAN);
  g_assert_cmpuint (marked (hand_row), ==, 0);   /* the deal is not "arrived" */

  drawn = draw_cards (f, CYT_HUMAN, 2);
  g_assert_cmpuint (cyt_popcount (drawn), ==, 2);
  g_assert_cmpuint (cy_card_row_get_fresh (hand_row), ==, drawn);
  g_assert_cmpuint (marked (hand_row), ==, drawn);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (hand_row), "animated"));

  /* The computer's moves do not mark the human's cards; the mark goes. */
  g_assert_true (cyt_wait_until (not_fresh, hand_row, CY_CARD_ROW_FRESH_MS + 2000));
  g_assert_cmpuint (marked (hand_row), ==, 0);

  /* With animations, the row pulses its marks. */
  g_settings_set_boolean (settings, "animations", TRUE);
  cyt_settle ();
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (hand_row), "animated"));
  g_settings_set_boolean (settings, "animations", FALSE);
  cyt_settle ();
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (hand_row), "animated"));

  cyt_finish (f);
}

/* The cards a row shows, in its order. */
static guint
row_cards (CyCardRow *row,
           CyCard    *cards)
{
  GListModel *model = cy_card_row_get_model (row);
  guint n = g_list_model_get_n_items (model);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CyCardObject) card = g_list_model_get_item (model, i);

      cards[i] = cy_card_object_get_card (card);
    }
  return n;
}

/* The person's own hand lies in rank order (Ace low), then by suit; an
 * opponent's face-down hand keeps the game's order (sorted, the place of a
 * card it took from a Harbor would tell the ranks of the others). */
static void
test_hand_order (void)
{
  CytFixture fixture, *f = &fixture;
  CyCard shown[CY_DECK_SIZE];
  CyCard hand[CY_HAND_SIZE];
  gboolean game_sorted = TRUE;
  guint n;

  cyt_start (f, "normal", DEAL);
  cy_game_get_hand (f->game, CYT_HUMAN, hand);
  for (guint i = 0; i + 1 < CY_HAND_SIZE; i++)
    if (cy_card_get_rank (hand[i]) > cy_card_get_rank (hand[i + 1]))
      game_sorted = FALSE;
  /* Else this deal would not show the sorting. */
  g_assert_false (game_sorted);

  n = row_cards (cy_table_view_get_hand_row (f->table, CYT_HUMAN), shown);
  g_assert_cmpuint (n, ==, CY_HAND_SIZE);
  for (guint i = 0; i + 1 < n; i++)
    {
      guint rank = cy_card_get_rank (shown[i]), next_rank = cy_card_get_rank (shown[i + 1]);

      g_assert_cmpuint (rank, <=, next_rank);
      if (rank == next_rank)
        g_assert_cmpuint (cy_card_get_suit (shown[i]), <, cy_card_get_suit (shown[i + 1]));
    }
  for (guint i = 0; i < CY_HAND_SIZE; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < n; j++)
        found |= shown[j] == hand[i];
      g_assert_true (found);
    }

  n = row_cards (cy_table_view_get_hand_row (f->table, CYT_COMPUTER), shown);
  cy_game_get_hand (f->game, CYT_COMPUTER, hand);
  g_assert_cmpuint (n, ==, CY_HAND_SIZE);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (shown[i], ==, hand[i]);

  cyt_finish (f);
}

static gboolean
hand_off_shown (gpointer data)
{
  CytFixture *f = data;

  return g_strcmp0 (cyt_page (f->window), "hand-off") == 0;
}

/* Passes the screen to the next person and waits for their hand. */
static guint
hand_off (CytFixture *f)
{
  g_assert_true (cyt_wait_until (hand_off_shown, f, 10000));
  cyt_activate (f, "win.hand-off-done");
  cyt_settle ();
  g_assert_cmpstr (cyt_page (f->window), ==, "table");
  g_assert_cmpint (cy_table_view_get_viewer (f->table), ==, (int) cy_game_get_to_move (f->game));
  return cy_game_get_to_move (f->game);
}

/* In a hot-seat game, the cards a person drew are marked when that
 * person's turn comes back, however long the others took. */
static void
test_fresh_after_hand_off (void)
{
  g_autoptr(GPtrArray) players = cy_player_parse_list ("You:human,Bob:human", NULL);
  CytFixture fixture = { 0 }, *f = &fixture;
  CyCardSet drawn_first, drawn_second;
  guint first, second;

  f->window = cy_window_new (cyt_app);
  gtk_window_present (GTK_WINDOW (f->window));
  cy_window_start_game (f->window, "card-yacht", players, DEAL);
  f->game = cyt_game (f->window);
  f->table = cyt_table (f->window);
  cyt_activate (f, "win.deal");
  first = hand_off (f);
  second = 1 - first;

  drawn_first = draw_cards (f, first, 1);
  g_assert_cmpuint (cyt_popcount (drawn_first), ==, 1);

  /* The second person's turn, longer than a mark lasts: the first
   * person's hand is hidden, its mark kept; the second's own draw is marked. */
  g_assert_cmpuint (hand_off (f), ==, second);
  g_assert_cmpuint (marked (cy_table_view_get_hand_row (f->table, first)), ==, 0);
  cyt_iterate (CY_CARD_ROW_FRESH_MS + 500);
  g_assert_cmpuint (cy_card_row_get_fresh (cy_table_view_get_hand_row (f->table, first)), ==, drawn_first);
  drawn_second = draw_cards (f, second, 1);
  g_assert_cmpuint (marked (cy_table_view_get_hand_row (f->table, second)), ==, drawn_second);

  /* Back to the first person: what they drew is marked now, for a moment. */
  g_assert_cmpuint (hand_off (f), ==, first);
  g_assert_cmpuint (marked (cy_table_view_get_hand_row (f->table, first)), ==, drawn_first);
  g_assert_cmpuint (marked (cy_table_view_get_hand_row (f->table, second)), ==, 0);
  g_assert_true (cyt_wait_until (not_fresh, cy_table_view_get_hand_row (f->table, first), CY_CARD_ROW_FRESH_MS + 2000));

  cyt_finish (f);
}

/* The table shows the log's last two lines; its Log button all of it,
 * a row a line (an empty line, between hands, a separator). */
static void
test_log (void)
{
  CytFixture fixture, *f = &fixture;
  const char * const *log;
  g_autofree char *last_two = NULL;
  GtkWidget *button, *list, *events;
  GtkPopover *popover;
  guint n_lines = 0, n_rows = 0;

  cyt_start (f, "normal", DEAL);
  draw_one (f);
  cyt_settle ();

  log = cy_match_get_log (cy_window_get_match (f->window), &n_lines);
  g_assert_cmpuint (n_lines, >=, 2);   /* the human's draw, Ann's move */
  g_assert_cmpstr (log[n_lines - 1], !=, "");
  last_two = g_strdup_printf ("%s\n%s", log[n_lines - 2], log[n_lines - 1]);
  events = cyt_find_by_class (GTK_WIDGET (f->table), "events");
  g_assert_nonnull (events);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (events)), ==, last_two);

  button = cyt_find_by_class (GTK_WIDGET (f->table), "log-button");
  g_assert_true (GTK_IS_MENU_BUTTON (button));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  cyt_settle ();
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  list = cyt_find_by_class (GTK_WIDGET (popover), "log");
  g_assert_true (GTK_IS_LIST_BOX (list));

  /* Lines may have come while the popover opened: read the log again. */
  log = cy_match_get_log (cy_window_get_match (f->window), &n_lines);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *child = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));

      g_assert_cmpuint (n_rows, <, n_lines);
      if (log[n_rows][0] == '\0')
        g_assert_true (GTK_IS_SEPARATOR (child));
      else
        g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child)), ==, log[n_rows]);
      n_rows++;
    }
  g_assert_cmpuint (n_rows, ==, n_lines);

  gtk_popover_popdown (popover);
  cyt_finish (f);
}

/* The shortcuts window tells the keys of the table. */
static void
test_shortcuts (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/cy-shortcuts-window.ui");
  static const char * const wanted[] = {
    "Tab <Shift>Tab", "Left Right", "space", "Return", "Escape", "d", "e",
  };
  g_autoptr(GSList) objects = gtk_builder_get_objects (builder);

  for (guint i = 0; i < G_N_ELEMENTS (wanted); i++)
    {
      gboolean found = FALSE;

      for (GSList *l = objects; l != NULL && !found; l = l->next)
        if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
          {
            g_autofree char *accelerator = NULL;

            g_object_get (l->data, "accelerator", &accelerator, NULL);
            found = g_strcmp0 (accelerator, wanted[i]) == 0;
          }
      if (!found)
        g_error ("the shortcuts window does not tell %s", wanted[i]);
    }

  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
}

int
main (int    argc,
      char **argv)
{
  int ret;

  if (!cyt_init (&argc, &argv))
    return 0;

  g_test_add_func ("/card-yacht/table/keyboard/ltr", test_keyboard_ltr);
  g_test_add_func ("/card-yacht/table/keyboard/rtl", test_keyboard_rtl);
  g_test_add_func ("/card-yacht/table/fresh-cards", test_fresh_cards);
  g_test_add_func ("/card-yacht/table/fresh-after-hand-off", test_fresh_after_hand_off);
  g_test_add_func ("/card-yacht/table/shortcuts", test_shortcuts);
  g_test_add_func ("/card-yacht/table/log", test_log);
  g_test_add_func ("/card-yacht/table/hand-order", test_hand_order);

  ret = g_test_run ();
  cyt_shutdown ();
  return ret;
}
