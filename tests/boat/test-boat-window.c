/* test-boat-window.c: a game of Boat in the game window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs a display (run under xvfb-run); without one it skips. One person
 * (south) and three computer players; the person's requests go in the way
 * a person sends them: the bid, trump and confirm buttons' "clicked", a
 * card's "activate" (a click, or Space and Return on it), and the focus
 * moved along the hand as the arrow keys move it. Each request must reach
 * the game through the table, and a refused one must say the game's
 * reason and change nothing.
 */
#include "cy-ui-test.h"

#include <math.h>

#include "cy-boat-ai.h"
#include "cy-boat-coach.h"
#include "cy-boat-solver.h"
#include "cy-boat-table-view.h"
#include "cy-card-widget.h"
#include "cy-new-game-dialog.h"
#include "cy-record-viewer.h"

/* The running count's line: its caption, each partnership's name and
 * points, and what they mean for the bid. */
enum { COUNT_CAPTION, COUNT_NAME0, COUNT_POINTS0, COUNT_NAME1, COUNT_POINTS1, COUNT_NEEDED, N_COUNT_PARTS };

typedef struct
{
  CyWindow        *window;
  CyBoatTableView *view;
  CyBoatGame      *game;
  CyMatch         *match;
  /* Where the running count's parts and the table under it were first
   * seen: they must not move as the numbers change. */
  gboolean         count_placed;
  graphene_rect_t  count_bounds[N_COUNT_PARTS];
  graphene_rect_t  table_bounds;
  /* Where the seats and the trick lay at South's first card of the
   * hand's play: they keep their places to the last trick. */
  guint            places_hand;
  graphene_rect_t  places[5];
  gboolean         trick_taken_back;
  gboolean         taken_line_seen;   /* the status said who took a trick */
} Fixture;

static void
fixture_start_sized (Fixture    *f,
                     const char *seats,
                     guint64     seed,
                     int         width,
                     int         height)
{
  g_autoptr(GPtrArray) players = cy_player_parse_list_between (seats, 4, 4, NULL);

  g_assert_nonnull (players);
  f->window = cy_window_new (cyt_app);
  gtk_window_set_default_size (GTK_WINDOW (f->window), width, height);
  gtk_window_present (GTK_WINDOW (f->window));
  cy_window_start_game (f->window, "boat", players, seed);
  f->view = CY_BOAT_TABLE_VIEW (cy_window_get_view (f->window));
  f->match = cy_window_get_match (f->window);
  f->game = CY_BOAT_GAME (cy_match_get_game (f->match));
  g_assert_true (cy_boat_table_view_get_match (f->view) == f->match);
}

static void
fixture_start_with (Fixture    *f,
                    const char *seats,
                    guint64     seed)
{
  fixture_start_sized (f, seats, seed, 1280, 800);
}

static void
fixture_start (Fixture *f,
               guint64  seed)
{
  fixture_start_with (f, "You:human,Wes:normal,Nora:normal,Ed:normal", seed);
}

static void
fixture_stop (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  cyt_settle ();
}

/* South may act, or the hand is over. */
static gboolean
south_to_act (gpointer data)
{
  Fixture *f = data;
  CyMatchState state = cy_match_get_state (f->match);
  guint seat;

  if (state == CY_MATCH_STATE_HAND_OVER || state == CY_MATCH_STATE_GAME_OVER)
    return TRUE;
  return state == CY_MATCH_STATE_HUMAN_TO_MOVE &&
         cy_match_game_get_step (CY_MATCH_GAME (f->game), &seat) == CY_MATCH_STEP_TURN && seat == 0;
}

static void
wait_for_south (Fixture *f)
{
  g_assert_true (cyt_wait_until (south_to_act, f, 20000));
  cyt_settle ();
}

static void
south_view (Fixture    *f,
            CyBoatView *view)
{
  cy_boat_game_get_view (f->game, 0, view);
}

static GtkWidget *
find_button (Fixture    *f,
             const char *action_name,
             guint       target)
{
  GPtrArray *stack = g_ptr_array_new ();
  GtkWidget *found = NULL;

  g_ptr_array_add (stack, f->view);
  while (stack->len > 0 && found == NULL)
    {
      GtkWidget *widget = g_ptr_array_steal_index (stack, stack->len - 1);
      GVariant *value;

      if (GTK_IS_BUTTON (widget) &&
          g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0 &&
          ((value = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget))) == NULL ||
           g_variant_get_uint32 (value) == target))
        found = widget;
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (stack, child);
    }

  g_ptr_array_unref (stack);
  return found;
}

static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

/* The bidding panel offers the legal bids and Pass, nothing else. */
static void
check_bid_buttons (Fixture *f)
{
  CyBoatView view;
  guint min;

  south_view (f, &view);
  min = cy_boat_view_min_bid (&view);
  for (guint bid = CY_BOAT_MIN_BID; bid <= CY_BOAT_MAX_BID; bid += CY_BOAT_BID_STEP)
    g_assert_cmpint (gtk_widget_get_mapped (cy_boat_table_view_get_bid_button (f->view, bid)), ==,
                     min > 0 && bid >= min);
  g_assert_true (gtk_widget_get_mapped (cy_boat_table_view_get_bid_button (f->view, 0)));
}

static guint
n_calls (Fixture *f)
{
  return cy_boat_game_get_hand (f->game)->n_calls;
}

/* The hand at the bottom shows South's cards, and only those. */
static void
check_hand_shown (Fixture *f)
{
  CyBoatView view;

  south_view (f, &view);
  for (CyBoatCard card = 0; card < CY_BOAT_DECK_SIZE; card++)
    {
      GtkWidget *widget = cy_boat_table_view_get_hand_card (f->view, card);

      g_assert_cmpint (widget != NULL, ==, (view.hand & cy_boat_set_of (card)) != 0);
      if (widget != NULL)
        g_assert_cmpuint (cy_card_widget_get_image (CY_CARD_WIDGET (widget)), ==,
                          cy_boat_card_is_boat (card) ? CY_CARD_IMAGE_BOAT : cy_boat_card_to_card (card));
    }
}

static GtkWidget *
focus_of (Fixture *f)
{
  return gtk_root_get_focus (GTK_ROOT (f->window));
}

static CyBoatCard
card_of (Fixture   *f,
         GtkWidget *widget)
{
  for (CyBoatCard card = 0; card < CY_BOAT_DECK_SIZE; card++)
    if (cy_boat_table_view_get_hand_card (f->view, card) == widget)
      return card;
  return CY_BOAT_CARD_NONE;
}

/* Bids by the buttons: a refused bid first, then the highest. */
static gboolean
bid_high (Fixture *f)
{
  CyBoatView view;
  guint before = n_calls (f);

  check_bid_buttons (f);

  /* 67 is no bid: refused with the game's reason, nothing changes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "boat.bid", "u", 67));
  g_assert_cmpuint (n_calls (f), ==, before);
  g_assert_cmpstr (cy_boat_table_view_get_hint (f->view), ==, "A bid is 65 to 120 in steps of 5");

  south_view (f, &view);
  if (cy_boat_view_min_bid (&view) == 0)
    {
      click (cy_boat_table_view_get_bid_button (f->view, 0));
      g_assert_cmpuint (n_calls (f), ==, before + 1);
      return FALSE;
    }

  click (cy_boat_table_view_get_bid_button (f->view, CY_BOAT_MAX_BID));
  g_assert_cmpuint (n_calls (f), ==, before + 1);
  g_assert_cmpuint (cy_boat_game_get_hand (f->game)->high_bid, ==, CY_BOAT_MAX_BID);
  g_assert_cmpint (cy_boat_game_get_hand (f->game)->high_bidder, ==, 0);
  return TRUE;
}

/* Five cards chosen by click and by keyboard, a sixth refused, confirmed. */
/* The drop target of the middle of the table, under @root. */
static GtkDropTarget *
find_drop_target (GtkWidget *root)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (root);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        return GTK_DROP_TARGET (controller);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkDropTarget *found = find_drop_target (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A card of South's hand dropped on the middle, as a drag would. */
static gboolean
drop_on_middle (Fixture    *f,
                CyBoatCard  card)
{
  CyBoatCardDrag drag = { .seat = 0, .card = card };
  GtkDropTarget *target = find_drop_target (GTK_WIDGET (f->view));
  g_auto(GValue) value = G_VALUE_INIT;
  gboolean taken = FALSE;

  g_assert_nonnull (target);
  g_value_init (&value, CY_TYPE_BOAT_CARD_DRAG);
  g_value_set_boxed (&value, &drag);
  g_signal_emit_by_name (target, "drop", &value, 1.0, 1.0, &taken);
  return taken;
}

static void
discard (Fixture *f)
{
  CyBoatView view;
  CyBoatCardSet chosen = 0;
  CyBoatCard card;
  GtkWidget *widget;
  guint n = 0;

  south_view (f, &view);
  g_assert_cmpuint (view.phase, ==, CY_BOAT_PHASE_DISCARD);
  g_assert_cmpuint (cy_boat_set_count (view.hand), ==, CY_BOAT_HAND_SIZE + CY_BOAT_BONUS_SIZE);
  check_hand_shown (f);

  /* The five Bonus Cards are marked among the fourteen, and say so. */
  g_assert_cmpuint (cy_boat_set_count (view.bonus), ==, CY_BOAT_BONUS_SIZE);
  CY_BOAT_SET_FOREACH (view.hand, card)
    {
      CyCardWidget *card_widget = CY_CARD_WIDGET (cy_boat_table_view_get_hand_card (f->view, card));
      gboolean is_bonus = (view.bonus & cy_boat_set_of (card)) != 0;

      g_assert_cmpint (cy_card_widget_get_fresh (card_widget), ==, is_bonus);
      g_assert_cmpint (g_strcmp0 (cy_card_widget_get_note (card_widget), "One of the Bonus Cards") == 0, ==, is_bonus);
    }

  /* Two by click (the card's "activate"). */
  CY_BOAT_SET_FOREACH (view.hand & ~CY_BOAT_SET_BOAT, card)
    {
      if (n == 2)
        break;
      widget = cy_boat_table_view_get_hand_card (f->view, card);
      g_signal_emit_by_name (widget, "activate");
      chosen |= cy_boat_set_of (card);
      n++;
      g_assert_true (cy_card_widget_get_selected (CY_CARD_WIDGET (widget)));
    }
  g_assert_cmpuint (cy_boat_table_view_get_discard_choice (f->view), ==, chosen);

  /* One dragged to the middle, the discard pile; dropped again, it stays chosen. */
  card = cy_boat_set_first (view.hand & ~CY_BOAT_SET_BOAT & ~chosen);
  g_assert_true (drop_on_middle (f, card));
  chosen |= cy_boat_set_of (card);
  n++;
  g_assert_cmpuint (cy_boat_table_view_get_discard_choice (f->view), ==, chosen);
  g_assert_true (drop_on_middle (f, card));
  g_assert_cmpuint (cy_boat_table_view_get_discard_choice (f->view), ==, chosen);

  /* Clicking a chosen card puts it back; again chooses it. */
  card = cy_boat_set_first (chosen);
  g_signal_emit_by_name (cy_boat_table_view_get_hand_card (f->view, card), "activate");
  g_assert_cmpuint (cy_boat_table_view_get_discard_choice (f->view), ==, chosen & ~cy_boat_set_of (card));
  g_signal_emit_by_name (cy_boat_table_view_get_hand_card (f->view, card), "activate");
  g_assert_cmpuint (cy_boat_table_view_get_discard_choice (f->view), ==, chosen);

  /* Two by keyboard: the arrow keys along the hand, Space on a card. */
  widget = gtk_widget_get_first_child (gtk_widget_get_parent (cy_boat_table_view_get_hand_card (f->view, card)));
  gtk_widget_grab_focus (widget);
  g_assert_true (focus_of (f) == widget);
  while (n < CY_BOAT_BONUS_SIZE)
    {
      GtkWidget *before = focus_of (f);

      card = card_of (f, focus_of (f));
      g_assert_cmpuint (card, !=, CY_BOAT_CARD_NONE);
      if (!(chosen & cy_boat_set_of (card)) && !cy_boat_card_is_boat (card))
        {
          g_assert_true (gtk_widget_activate_action (focus_of (f), "card.activate", NULL));
          chosen |= cy_boat_set_of (card);
          n++;
        }
      gtk_widget_child_focus (GTK_WIDGET (f->window), GTK_DIR_RIGHT);
      g_assert_true (focus_of (f) != before);
    }
  g_assert_cmpuint (cy_boat_table_view_get_discard_choice (f->view), ==, chosen);

  /* A sixth is refused; the choice stays. */
  card = cy_boat_set_first (view.hand & ~chosen);
  g_signal_emit_by_name (cy_boat_table_view_get_hand_card (f->view, card), "activate");
  g_assert_cmpuint (cy_boat_table_view_get_discard_choice (f->view), ==, chosen);
  g_assert_cmpstr (cy_boat_table_view_get_hint (f->view), !=, "");

  /* D confirms it, as the button would. */
  g_assert_true (gtk_widget_is_sensitive (find_button (f, "boat.discard", 0)));
  /* As the table's own key bindings take it. */
  g_assert_true (cyt_press_key_on (GTK_WIDGET (f->view), GDK_KEY_d, 0));
  south_view (f, &view);
  g_assert_cmpuint (view.phase, ==, CY_BOAT_PHASE_TRUMP);
  g_assert_cmpuint (view.discard, ==, chosen);
  g_assert_cmpuint (cy_boat_set_count (view.hand), ==, CY_BOAT_HAND_SIZE);
  cyt_settle ();
  check_hand_shown (f);

  click (find_button (f, "boat.trump", CY_SUIT_HEARTS));
  south_view (f, &view);
  g_assert_cmpint (view.trump, ==, CY_SUIT_HEARTS);
}

/* Each card says whether it may be played, with the game's reason;
 * returns a card that may not be played, or CY_BOAT_CARD_NONE. */
static CyBoatCard
check_playable (Fixture *f)
{
  CyBoatView view;
  CyBoatCardSet legal;
  CyBoatCard card, illegal = CY_BOAT_CARD_NONE;

  south_view (f, &view);
  legal = cy_boat_view_legal_plays (&view);
  CY_BOAT_SET_FOREACH (view.hand, card)
    {
      GtkWidget *widget = cy_boat_table_view_get_hand_card (f->view, card);
      CyBoatAction action = { .kind = CY_BOAT_ACTION_PLAY, .seat = 0, .card = card };
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (widget);
      if (legal & cy_boat_set_of (card))
        {
          g_assert_null (cy_card_widget_get_note (CY_CARD_WIDGET (widget)));
          g_assert_false (gtk_widget_has_css_class (widget, "dimmed"));
          continue;
        }

      g_assert_false (cy_boat_view_check_action (&view, &action, &error));
      g_assert_cmpstr (cy_card_widget_get_note (CY_CARD_WIDGET (widget)), ==, error->message);
      g_assert_true (gtk_widget_has_css_class (widget, "dimmed"));
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, error->message);
      g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (widget), error->message));
      illegal = card;
    }

  return illegal;
}

/* "Wes takes the trick (15 points)" for the trick just taken in @view,
 * counted here card by card: Boat 20, Aces and 10s 10, 5s 5. */
static char *
taken_trick_line (Fixture          *f,
                  const CyBoatView *view)
{
  CyBoatCard trick[CY_BOAT_N_SEATS];
  guint start = view->n_played - CY_BOAT_N_SEATS, points = 0;
  guint winner;

  for (guint i = 0; i < CY_BOAT_N_SEATS; i++)
    {
      g_autofree char *text = cy_boat_card_to_string (view->played[start + i]);

      trick[i] = view->played[start + i];
      if (g_str_equal (text, "BOAT"))
        points += 20;
      else if (text[0] == 'A' || g_str_has_prefix (text, "10"))
        points += 10;
      else if (text[0] == '5')
        points += 5;
    }
  winner = view->played_by[start + cy_boat_trick_winner (trick, view->trump)];
  return g_strdup_printf (points == 1 ? "%s takes the trick (%u point)" : "%s takes the trick (%u points)",
                          cy_player_get_name (cy_boat_game_get_player (f->game, winner)), points);
}

/* The middle shows the trick just taken, complete, with its winner. */
static void
check_complete_trick (Fixture *f)
{
  CyBoatView view;
  CyBoatCard trick[CY_BOAT_N_SEATS];
  GtkWidget *winner;
  guint start;

  south_view (f, &view);
  if (view.n_played == 0 || view.n_played % CY_BOAT_N_SEATS != 0)
    return;

  start = view.n_played - CY_BOAT_N_SEATS;
  for (guint i = 0; i < CY_BOAT_N_SEATS; i++)
    trick[i] = view.played[start + i];
  winner = cyt_find_by_class (GTK_WIDGET (f->view), "trick-winner");
  g_assert_nonnull (winner);
  g_assert_cmpuint (cy_card_widget_get_image (CY_CARD_WIDGET (winner)), ==,
                    cy_boat_card_is_boat (trick[cy_boat_trick_winner (trick, view.trump)])
                    ? CY_CARD_IMAGE_BOAT : cy_boat_card_to_card (trick[cy_boat_trick_winner (trick, view.trump)]));
  /* … with who took it and what it was worth. */
  {
    g_autofree char *line = taken_trick_line (f, &view);

    g_assert_cmpstr (cy_card_widget_get_note (CY_CARD_WIDGET (winner)), ==, line);
  }
}

/* What the running count's last label should say (the bidding
 * partners' names as the fixture seats them). */
static char *
expected_count_text (const CyBoatRunningCount *count,
                     gboolean                  over)
{
  const char *team = count->bidding_team == 0 ? "You and Nora" : "Wes and Ed";

  if (count->bidding_team < 0)
    return g_strdup ("");
  if (over)
    return count->made ? g_strdup_printf ("%s made their bid of %u", team, count->bid)
                       : g_strdup_printf ("%s did not make their bid of %u", team, count->bid);
  if (count->made)
    return g_strdup_printf ("%s have made their bid of %u", team, count->bid);
  if (count->set)
    return g_strdup_printf ("%s can no longer make their bid of %u", team, count->bid);
  return g_strdup_printf ("%s need %u more for their bid of %u, with %u still to take", team, count->needed,
                          count->bid, count->left);
}

/* The running count on the table is the game's, each partnership's
 * points read out with its name to a screen reader; and (once the table
 * is drawn, @placed) none of its parts, nor the table under it, has moved
 * since first seen. */
static void
check_count_now (Fixture  *f,
                 gboolean  placed)
{
  const CyBoatHand *hand = cy_boat_game_get_hand (f->game);
  GtkWidget *row = cyt_find_by_class (GTK_WIDGET (f->view), "boat-count");
  GtkWidget *parts[N_COUNT_PARTS];
  GtkWidget *table = gtk_widget_get_parent (GTK_WIDGET (cyt_find_by_class (GTK_WIDGET (f->view), "boat-hand")));
  CyBoatRunningCount count;
  g_autofree char *text = NULL;
  graphene_rect_t bounds;
  guint i = 0;

  g_assert_nonnull (row);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, "Card points this hand");
  /* Two lines: the points (the caption, then each team's name and points
   * together, which wrap below the caption on a phone), then what they
   * mean for the bid. */
  for (GtkWidget *child = gtk_widget_get_first_child (gtk_widget_get_first_child (row)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *team = GTK_IS_LABEL (child) ? NULL : gtk_widget_get_first_child (child);

      g_assert_cmpuint (i, <, COUNT_NEEDED);
      if (team == NULL)
        {
          g_assert_true (GTK_IS_LABEL (child));
          parts[i++] = child;
          continue;
        }
      for (; team != NULL; team = gtk_widget_get_next_sibling (team))
        {
          g_assert_cmpuint (i, <, COUNT_NEEDED);
          g_assert_true (GTK_IS_LABEL (team));
          parts[i++] = team;
        }
    }
  g_assert_cmpuint (i, ==, COUNT_NEEDED);
  parts[COUNT_NEEDED] = gtk_widget_get_last_child (row);
  g_assert_true (GTK_IS_LABEL (parts[COUNT_NEEDED]));

  cy_boat_hand_get_running_count (hand, &count);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (parts[COUNT_CAPTION])), ==, "Card points this hand:");
  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    {
      GtkWidget *points = parts[t == 0 ? COUNT_POINTS0 : COUNT_POINTS1];
      g_autofree char *number = g_strdup_printf ("%u", count.points[t]);
      g_autofree char *spoken = g_strdup_printf ("%s: %u card points", t == 0 ? "You and Nora" : "Wes and Ed",
                                                 count.points[t]);

      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (parts[t == 0 ? COUNT_NAME0 : COUNT_NAME1])), ==,
                       t == 0 ? "You and Nora" : "Wes and Ed");
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (points)), ==, number);
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (points), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken);
    }
  g_assert_cmpuint (count.points[0] + count.points[1] + count.left, ==, CY_BOAT_TOTAL_POINTS);
  text = expected_count_text (&count, hand->phase == CY_BOAT_PHASE_HAND_OVER);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (parts[COUNT_NEEDED])), ==, text);
  if (!placed)
    return;

  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (parts[COUNT_NEEDED]))));
  for (i = 0; i < N_COUNT_PARTS; i++)
    {
      g_assert_true (gtk_widget_compute_bounds (parts[i], GTK_WIDGET (f->view), &bounds));
      if (f->count_placed)
        g_assert_true (graphene_rect_equal (&bounds, &f->count_bounds[i]));
      f->count_bounds[i] = bounds;
    }
  g_assert_true (gtk_widget_compute_bounds (table, GTK_WIDGET (f->view), &bounds));
  if (f->count_placed)
    g_assert_true (graphene_rect_equal (&bounds, &f->table_bounds));
  f->table_bounds = bounds;
  f->count_placed = TRUE;
}

static void
check_count (Fixture *f)
{
  cyt_settle ();
  check_count_now (f, TRUE);
}

/* Undo is offered: its button can be pressed. */
static gboolean
undo_enabled (gpointer data)
{
  Fixture *f = data;

  return gtk_widget_is_sensitive (cyt_find_actionable (GTK_WIDGET (f->window), "win.undo"));
}

/* The four seats and the middle, in the order the table holds them. */
static void
table_places (Fixture         *f,
              graphene_rect_t  places[5])
{
  GPtrArray *stack = g_ptr_array_new ();
  guint n = 0;

  g_ptr_array_add (stack, f->view);
  while (stack->len > 0)
    {
      GtkWidget *widget = g_ptr_array_steal_index (stack, 0);

      if (gtk_widget_get_mapped (widget) &&
          (gtk_widget_has_css_class (widget, "boat-seat") || gtk_widget_has_css_class (widget, "boat-middle")))
        {
          g_assert_cmpuint (n, <, 5);
          g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (f->view), &places[n++]));
        }
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (stack, child);
    }
  g_ptr_array_unref (stack);
  g_assert_cmpuint (n, ==, 5);
}

/* The seats and the trick do not move from trick to trick of a hand. */
static void
check_table_still (Fixture *f)
{
  CyBoatView view;
  graphene_rect_t now[5];

  south_view (f, &view);
  table_places (f, now);
  if (f->places_hand != view.hand_number)
    {
      f->places_hand = view.hand_number;
      memcpy (f->places, now, sizeof now);
      return;
    }
  for (guint i = 0; i < 5; i++)
    if (!graphene_rect_equal (&now[i], &f->places[i]))
      g_error ("place %u of the table moved in hand %u from %g,%g %gx%g to %g,%g %gx%g after %u cards", i,
               view.hand_number, f->places[i].origin.x, f->places[i].origin.y, f->places[i].size.width,
               f->places[i].size.height, now[i].origin.x, now[i].origin.y, now[i].size.width, now[i].size.height,
               view.n_played);
}

/* South's turn in the play: by click on odd turns, by keyboard on even
 * ones; an illegal card first, whenever there is one. */
static gboolean
computer_thinking (gpointer data)
{
  Fixture *f = data;

  return cy_match_get_state (f->match) == CY_MATCH_STATE_COMPUTER_THINKING;
}

static void
play_turn (Fixture *f,
           guint    turn,
           gboolean *refused)
{
  CyBoatView view;
  CyBoatCard illegal, card;
  CyBoatRunningCount before, after;
  guint played;
  GtkWidget *widget;
  GtkWidget *hand_box;
  double card_x[CY_BOAT_DECK_SIZE];
  gboolean before_card[CY_BOAT_DECK_SIZE] = { FALSE };
  gboolean seen = FALSE;

  cyt_settle ();
  check_hand_shown (f);
  check_complete_trick (f);
  check_count (f);
  check_table_still (f);
  illegal = check_playable (f);
  south_view (f, &view);
  played = view.n_played;
  cy_boat_hand_get_running_count (cy_boat_game_get_hand (f->game), &before);

  if (illegal != CY_BOAT_CARD_NONE)
    {
      CyBoatAction action = { .kind = CY_BOAT_ACTION_PLAY, .seat = 0, .card = illegal };
      g_autoptr(GError) error = NULL;

      g_assert_false (cy_boat_view_check_action (&view, &action, &error));
      g_signal_emit_by_name (cy_boat_table_view_get_hand_card (f->view, illegal), "activate");
      south_view (f, &view);
      g_assert_cmpuint (view.n_played, ==, played);
      g_assert_true (view.hand & cy_boat_set_of (illegal));
      g_assert_cmpstr (cy_boat_table_view_get_hint (f->view), ==, error->message);
      *refused = TRUE;
    }

  card = cy_boat_set_last (cy_boat_view_legal_plays (&view));
  /* Where each card lies: those before the card played stay there. */
  hand_box = gtk_widget_get_parent (cy_boat_table_view_get_hand_card (f->view, card));
  for (GtkWidget *child = gtk_widget_get_first_child (hand_box); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      guint c = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "boat-card")) - 1;

      g_assert_true (gtk_widget_compute_bounds (child, GTK_WIDGET (f->view), &bounds));
      card_x[c] = bounds.origin.x;
      seen |= child == cy_boat_table_view_get_hand_card (f->view, card);
      before_card[c] = !seen;
    }
  if (turn % 2 == 1)
    g_signal_emit_by_name (cy_boat_table_view_get_hand_card (f->view, card), "activate");
  else
    {
      /* From the first card of the hand, Right until the card, then Return. */
      widget = gtk_widget_get_first_child (gtk_widget_get_parent (cy_boat_table_view_get_hand_card (f->view, card)));
      gtk_widget_grab_focus (widget);
      while (focus_of (f) != cy_boat_table_view_get_hand_card (f->view, card))
        g_assert_true (gtk_widget_child_focus (GTK_WIDGET (f->window), GTK_DIR_RIGHT));
      g_assert_true (gtk_widget_activate_action (focus_of (f), "card.activate", NULL));
    }

  south_view (f, &view);
  g_assert_cmpuint (view.n_played, ==, played + 1);
  g_assert_false (view.hand & cy_boat_set_of (card));
  g_assert_cmpuint (view.played[played], ==, card);

  /* South's card took a trick for a computer to lead after: while it lies
   * on the table, the status line says who took it and for how much. */
  if (view.phase == CY_BOAT_PHASE_PLAY && view.n_played % CY_BOAT_N_SEATS == 0 && view.turn != 0)
    {
      g_autofree char *line = taken_trick_line (f, &view);

      g_assert_true (cyt_wait_until (computer_thinking, f, 2000));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (cyt_find_by_class (GTK_WIDGET (f->view), "title-4"))), ==, line);
      f->taken_line_seen = TRUE;
    }

  /* The first card of South's that takes a trick is taken back: the
   * trick's points leave the count with it, and come back when it is
   * played again. */
  if (view.phase == CY_BOAT_PHASE_PLAY && view.n_played % CY_BOAT_N_SEATS == 0 && !f->trick_taken_back)
    {
      /* At once: the next seat plays 250 ms later, and then it is too late. */
      f->trick_taken_back = TRUE;
      cy_boat_hand_get_running_count (cy_boat_game_get_hand (f->game), &after);
      g_assert_cmpuint (after.tricks[0] + after.tricks[1], ==, before.tricks[0] + before.tricks[1] + 1);
      check_count_now (f, FALSE);
      g_assert_true (cy_match_get_can_undo (f->match));
      g_assert_true (cyt_wait_until (undo_enabled, f, 200));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
      cy_boat_hand_get_running_count (cy_boat_game_get_hand (f->game), &after);
      g_assert_true (memcmp (&after, &before, sizeof before) == 0);
      check_count (f);
      g_signal_emit_by_name (cy_boat_table_view_get_hand_card (f->view, card), "activate");
      south_view (f, &view);
      g_assert_cmpuint (view.n_played, ==, played + 1);
      check_count (f);
      g_test_message ("a trick taken back and taken again: the count followed");
    }

  /* The first card South plays is taken back (Undo, before the next seat
   * plays: the computers wait 250 ms), and played again. */
  if (turn == 0 && view.n_played % CY_BOAT_N_SEATS != 0)
    {
      cyt_settle ();
      g_assert_true (cy_match_get_can_undo (f->match));
      g_assert_true (gtk_widget_is_sensitive (cyt_find_actionable (GTK_WIDGET (f->window), "win.undo")));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
      south_view (f, &view);
      g_assert_cmpuint (view.n_played, ==, played);
      g_assert_true (view.hand & cy_boat_set_of (card));
      cyt_settle ();
      check_hand_shown (f);
      check_count (f);
      g_signal_emit_by_name (cy_boat_table_view_get_hand_card (f->view, card), "activate");
      south_view (f, &view);
      g_assert_cmpuint (view.n_played, ==, played + 1);
    }

  /* The hand does not re-centre: the cards before the one played keep
   * their places under the pointer. */
  cyt_settle ();
  for (GtkWidget *child = gtk_widget_get_first_child (hand_box); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      CyBoatCard c = (CyBoatCard) (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "boat-card")) - 1);
      graphene_rect_t bounds;

      if (before_card[c])
        {
          g_assert_true (gtk_widget_compute_bounds (child, GTK_WIDGET (f->view), &bounds));
          g_assert_cmpfloat (fabs (bounds.origin.x - card_x[c]), <, 0.5);
        }
    }
}

/* A label under @root whose text holds @needle. */
static GtkLabel *
find_label_with (GtkWidget  *root,
                 const char *needle)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root) &&
      strstr (gtk_label_get_text (GTK_LABEL (root)), needle) != NULL)
    return GTK_LABEL (root);

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label_with (child, needle);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
par_shown (gpointer data)
{
  Fixture *f = data;

  return find_label_with (GTK_WIDGET (f->view), "every card seen and played perfectly") != NULL;
}

/* After a hand, its par shows, and whose it is: the bidding partners',
 * as the solver finds it from the whole deal. */
static void
check_par (Fixture *f)
{
  CyBoatSolver *solver = cy_boat_solver_get_default ();
  const CyBoatHand *hand = cy_boat_game_get_nth_hand (f->game, cy_boat_game_get_n_hands (f->game) - 1);
  guint team = cy_boat_team_of ((guint) hand->high_bidder);
  g_autofree char *expected = NULL;
  guint points;

  cy_boat_solver_clear (solver);
  g_assert_true (cy_boat_solver_get_par (solver, hand, &points));
  expected = g_strdup_printf ("Par for %s and %s, every card seen and played perfectly: %u points",
                              cy_player_get_name (cy_boat_game_get_player (f->game, team)),
                              cy_player_get_name (cy_boat_game_get_player (f->game, team + 2)), points);
  g_assert_true (cyt_wait_until (par_shown, f, 10000));
  /* The line under the hand's result. */
  g_assert_cmpstr (strchr (gtk_label_get_text (find_label_with (GTK_WIDGET (f->view), "every card seen and played perfectly")),
                           '\n') + 1, ==, expected);
  g_test_message ("hand %u: par %u shown", cy_boat_game_get_n_hands (f->game), points);
}

static void
test_hand (void)
{
  Fixture f = { 0 };
  gboolean refused = FALSE;
  gboolean discarded = FALSE;
  guint turn = 0;
  gint64 start = g_get_monotonic_time ();

  fixture_start (&f, 3);
  g_assert_cmpstr (cyt_page (f.window), ==, "boat");

  /* Hands until South has bid, discarded, named trump, and had a card refused. */
  while (!(discarded && refused) && g_get_monotonic_time () - start < G_USEC_PER_SEC * 50)
    {
      CyBoatView view;

      wait_for_south (&f);
      if (cy_match_get_state (f.match) == CY_MATCH_STATE_HAND_OVER)
        {
          GtkWidget *next = find_button (&f, "win.next-hand", 0);
          guint hands = cy_boat_game_get_n_hands (f.game);

          check_par (&f);
          check_count (&f);
          click (next);
          g_assert_cmpuint (cy_boat_game_get_n_hands (f.game), ==, hands + 1);
          /* A new hand: the count starts again from nothing. */
          {
            CyBoatRunningCount count;

            cy_boat_hand_get_running_count (cy_boat_game_get_hand (f.game), &count);
            g_assert_cmpuint (count.points[0], ==, 0);
            g_assert_cmpuint (count.points[1], ==, 0);
            g_assert_cmpint (count.bidding_team, ==, -1);
            check_count (&f);
          }
          continue;
        }

      south_view (&f, &view);
      g_assert_cmpint (cy_match_get_viewer (f.match), ==, 0);
      switch (view.phase)
        {
        case CY_BOAT_PHASE_BIDDING:
          check_hand_shown (&f);
          /* The Bonus Cards lie face down in the middle. */
          g_assert_nonnull (cyt_find_by_class (GTK_WIDGET (f.view), "boat-middle"));
          bid_high (&f);
          break;
        case CY_BOAT_PHASE_DISCARD:
          discard (&f);
          discarded = TRUE;
          break;
        case CY_BOAT_PHASE_PLAY:
          play_turn (&f, turn++, &refused);
          break;
        default:
          g_assert_not_reached ();
        }
    }

  g_assert_true (discarded);
  g_assert_true (refused);
  /* With seed 3 South takes a trick for a computer to lead after. */
  g_assert_true (f.taken_line_seen);
  fixture_stop (&f);
}

/* A whole hand with South bidding and playing: at its end, its par. */
static void
test_par (void)
{
  Fixture f = { 0 };
  gboolean refused = FALSE;
  guint turn = 0;

  fixture_start (&f, 5);
  for (guint steps = 0; steps < 60; steps++)
    {
      CyBoatView view;

      wait_for_south (&f);
      if (cy_match_get_state (f.match) == CY_MATCH_STATE_HAND_OVER)
        {
          CyBoatHandResult result;
          CyBoatRunningCount count;

          check_par (&f);
          /* The keyboard is on Next Hand. */
          g_assert_true (focus_of (&f) == find_button (&f, "win.next-hand", 0));
          /* The count of the hand over holds the discard: it is the result's. */
          check_count (&f);
          g_assert_true (cy_boat_game_get_hand_result (f.game, 0, &result));
          cy_boat_hand_get_running_count (cy_boat_game_get_hand (f.game), &count);
          g_assert_cmpuint (count.points[0], ==, result.points[0]);
          g_assert_cmpuint (count.points[1], ==, result.points[1]);
          g_assert_cmpint (count.made, ==, result.made);
          g_assert_true (f.trick_taken_back);
          fixture_stop (&f);
          return;
        }

      south_view (&f, &view);
      switch (view.phase)
        {
        case CY_BOAT_PHASE_BIDDING:
          bid_high (&f);
          break;
        case CY_BOAT_PHASE_DISCARD:
          discard (&f);
          break;
        case CY_BOAT_PHASE_PLAY:
          /* The seat that leads the trick is marked. */
          g_assert_true (find_label_with (GTK_WIDGET (f.view), "· leads") != NULL ||
                         find_label_with (GTK_WIDGET (f.view), "Leads this trick") != NULL);
          play_turn (&f, turn++, &refused);
          break;
        default:
          g_assert_not_reached ();
        }
    }
  g_assert_not_reached ();
}

/* A card clicked in the bidding is refused with the game's reason and
 * changes nothing; so is any request while a computer player thinks. */
static void
test_refused (void)
{
  Fixture f = { 0 };
  CyBoatView view;
  guint calls;

  fixture_start (&f, 11);
  wait_for_south (&f);
  south_view (&f, &view);
  g_assert_cmpuint (view.phase, ==, CY_BOAT_PHASE_BIDDING);
  calls = n_calls (&f);
  g_signal_emit_by_name (cy_boat_table_view_get_hand_card (f.view, cy_boat_set_first (view.hand)), "activate");
  g_assert_cmpuint (n_calls (&f), ==, calls);
  g_assert_cmpuint (cy_boat_game_get_hand (f.game)->n_played, ==, 0);
  g_assert_cmpstr (cy_boat_table_view_get_hint (f.view), ==, "Cards are played after trump is named");

  /* South passes: the hint goes; while the next seats bid, South has no
   * bid buttons, and a bid asked for all the same changes nothing. */
  click (cy_boat_table_view_get_bid_button (f.view, 0));
  g_assert_cmpuint (n_calls (&f), ==, calls + 1);
  g_assert_cmpstr (cy_boat_table_view_get_hint (f.view), ==, "");
  cyt_settle ();
  g_assert_false (gtk_widget_get_mapped (cy_boat_table_view_get_bid_button (f.view, CY_BOAT_MAX_BID)));
  g_assert_false (gtk_widget_get_mapped (cy_boat_table_view_get_bid_button (f.view, 0)));
  calls = n_calls (&f);
  gtk_widget_activate_action (GTK_WIDGET (f.view), "boat.bid", "u", CY_BOAT_MAX_BID);
  g_assert_cmpuint (n_calls (&f), ==, calls);
  fixture_stop (&f);
}

static GtkPopover *
coach_popover (Fixture *f)
{
  GtkWidget *button = cyt_find_by_class (GTK_WIDGET (f->view), "boat-hint");

  g_assert_nonnull (button);
  return gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
}

/* A widget under @root with @css_class, shown or not. */
static GtkWidget *
find_class (GtkWidget  *root,
            const char *css_class)
{
  if (gtk_widget_has_css_class (root, css_class))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The coach's advice, once it is there: shown, and no longer thinking. */
static GtkLabel *
coach_label (Fixture *f)
{
  GtkWidget *label = find_class (GTK_WIDGET (coach_popover (f)), "boat-coach");

  g_assert_nonnull (label);
  if (!gtk_widget_get_mapped (label) || *gtk_label_get_text (GTK_LABEL (label)) == '\0' ||
      g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), "Thinking"))
    return NULL;
  return GTK_LABEL (label);
}

static gboolean
coach_shown (gpointer data)
{
  return coach_label (data) != NULL;
}

/* The advice on the table is the engine's for South's position, in the
 * same words; its best is what the hard player would do there. */
static CyBoatAction
check_advice (Fixture *f)
{
  CyBoatView view;
  CyBoatAdvice advice;
  CyBoatAction hard;
  CyRandom rng;
  const char *names[4];
  g_autofree char *expected = NULL;

  g_assert_true (cyt_wait_until (coach_shown, f, 20000));
  south_view (f, &view);
  for (guint s = 0; s < 4; s++)
    names[s] = cy_player_get_name (cy_boat_game_get_player (f->game, s));
  cy_boat_coach_position_random (&view, &rng);
  g_assert_true (cy_boat_coach_advise (&view, &rng, NULL, &advice));
  expected = cy_boat_advice_describe (&view, &advice, names);
  g_assert_cmpstr (gtk_label_get_text (coach_label (f)), ==, expected);

  cy_boat_coach_position_random (&view, &rng);
  cy_boat_ai_decide (CY_PLAYER_KIND_HARD, &view, &rng, &hard);
  g_assert_cmpuint (advice.options[0].action.kind, ==, hard.kind);
  g_assert_cmpuint (advice.options[0].action.bid, ==, hard.bid);
  g_assert_cmpuint (advice.options[0].action.card, ==, hard.card);
  g_assert_cmpuint (advice.options[0].action.cards, ==, hard.cards);
  if (hard.kind == CY_BOAT_ACTION_TRUMP)
    g_assert_cmpuint (advice.options[0].action.suit, ==, hard.suit);
  g_test_message ("the coach: %s", expected);
  return hard;
}

/* H (through the window's hint) in the bidding and the Hint button at a
 * card: the advice shows in a popover, worked out off the main thread,
 * and goes away with the position; asked and then overtaken by a move,
 * its answer never shows. */
static void
test_coach (void)
{
  Fixture f = { 0 };
  CyBoatAction best;
  CyBoatView view;

  fixture_start (&f, 21);
  wait_for_south (&f);
  south_view (&f, &view);
  g_assert_cmpuint (view.phase, ==, CY_BOAT_PHASE_BIDDING);
  g_assert_true (gtk_widget_is_sensitive (cyt_find_by_class (GTK_WIDGET (f.view), "boat-hint")));

  /* Asked and overtaken at once: South passes before the coach answers. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.hint", NULL));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (coach_popover (&f))));
  click (cy_boat_table_view_get_bid_button (f.view, 0));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (coach_popover (&f))));
  g_assert_false (gtk_widget_is_sensitive (cyt_find_by_class (GTK_WIDGET (f.view), "boat-hint")));
  cyt_iterate (1500);
  g_assert_null (coach_label (&f));
  fixture_stop (&f);

  fixture_start (&f, 21);
  wait_for_south (&f);
  /* The keyboard is where South acts: on the lowest bid South may make. */
  south_view (&f, &view);
  g_assert_true (focus_of (&f) == cy_boat_table_view_get_bid_button (f.view, cy_boat_view_min_bid (&view)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.hint", NULL));
  best = check_advice (&f);
  /* The advice is followed: it goes with the position. */
  if (best.kind == CY_BOAT_ACTION_BID)
    click (cy_boat_table_view_get_bid_button (f.view, best.bid));
  else
    click (cy_boat_table_view_get_bid_button (f.view, 0));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (coach_popover (&f))));
  g_assert_null (coach_label (&f));

  /* On to South's first card; South passes in the rest of the bidding. */
  for (;;)
    {
      wait_for_south (&f);
      south_view (&f, &view);
      if (view.phase == CY_BOAT_PHASE_PLAY)
        break;
      if (view.phase == CY_BOAT_PHASE_BIDDING)
        {
          click (cy_boat_table_view_get_bid_button (f.view, 0));
          continue;
        }
      /* South took the contract: the coach chooses the discard for South
       * to confirm, and names trump. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "boat.hint", NULL));
      best = check_advice (&f);
      if (best.kind == CY_BOAT_ACTION_DISCARD)
        {
          g_assert_cmpuint (cy_boat_table_view_get_discard_choice (f.view), ==, best.cards);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "boat.discard", NULL));
        }
      else
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "boat.trump", "u", (guint) best.suit));
    }

  /* At a card, the keyboard is on the first card South may play. */
  g_assert_true (cy_boat_view_legal_plays (&view) & cy_boat_set_of (card_of (&f, focus_of (&f))));
  g_signal_emit_by_name (cyt_find_by_class (GTK_WIDGET (f.view), "boat-hint"), "activate");
  best = check_advice (&f);
  g_assert_cmpuint (best.kind, ==, CY_BOAT_ACTION_PLAY);
  g_assert_true (cy_boat_view_legal_plays (&view) & cy_boat_set_of (best.card));
  g_signal_emit_by_name (cy_boat_table_view_get_hand_card (f.view, best.card), "activate");
  south_view (&f, &view);
  g_assert_cmpuint (view.played[view.n_played - 1], ==, best.card);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (coach_popover (&f))));
  fixture_stop (&f);
}

/* Real pointer input (xdotool): where the window is on the screen. */
static double origin_x, origin_y;

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           double                   *last)
{
  last[0] = x;
  last[1] = y;
  last[2] += 1;
}

static void
calibrate (Fixture *f)
{
  GtkEventController *controller = gtk_event_controller_motion_new ();
  double last[3] = { 0, 0, 0 };
  gboolean found = FALSE;

  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), last);
  gtk_widget_add_controller (GTK_WIDGET (f->window), controller);
  for (guint attempt = 0; attempt < 5 && !found; attempt++)
    {
      int x = 300 + 7 * (int) attempt, y = 200 + 5 * (int) attempt;
      double n;

      cyt_xdotool ("mousemove --sync %d %d", x + 40, y + 40);
      n = last[2];
      cyt_xdotool ("mousemove --sync %d %d", x, y);
      cyt_iterate (100);
      if (last[2] > n)
        {
          origin_x = x - last[0];
          origin_y = y - last[1];
          found = TRUE;
        }
    }
  gtk_widget_remove_controller (GTK_WIDGET (f->window), controller);
  g_assert_true (found);
  g_assert_cmpfloat (fabs (origin_x), <, 100);
  g_assert_cmpfloat (fabs (origin_y), <, 100);
}

/* The screen point at the middle of @widget, which the pointer would hit there. */
static void
screen_point (Fixture   *f,
              GtkWidget *widget,
              int       *x,
              int       *y)
{
  graphene_rect_t bounds;
  double wx, wy;
  GtkWidget *picked;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (f->window), &bounds));
  wx = bounds.origin.x + bounds.size.width / 2;
  wy = bounds.origin.y + bounds.size.height / 2;
  picked = gtk_widget_pick (GTK_WIDGET (f->window), wx, wy, GTK_PICK_DEFAULT);
  g_assert_true (picked == widget || gtk_widget_is_ancestor (picked, widget));
  *x = (int) (wx + origin_x);
  *y = (int) (wy + origin_y);
}

/* Passes in the bidding (or, made high bidder by three passes, discards
 * and names trump) until South plays a card. */
static void
wait_for_south_to_play (Fixture *f)
{
  for (guint steps = 0; steps < 40; steps++)
    {
      CyBoatView view;

      wait_for_south (f);
      if (cy_match_get_state (f->match) == CY_MATCH_STATE_HAND_OVER)
        {
          check_par (f);
          click (find_button (f, "win.next-hand", 0));
          continue;
        }
      south_view (f, &view);
      switch (view.phase)
        {
        case CY_BOAT_PHASE_BIDDING:
          click (cy_boat_table_view_get_bid_button (f->view, 0));
          break;
        case CY_BOAT_PHASE_DISCARD:
          {
            CyBoatCard card;
            guint n = 0;

            CY_BOAT_SET_FOREACH (view.hand, card)
              if (n++ < CY_BOAT_BONUS_SIZE)
                g_signal_emit_by_name (cy_boat_table_view_get_hand_card (f->view, card), "activate");
            click (find_button (f, "boat.discard", 0));
          }
          break;
        case CY_BOAT_PHASE_TRUMP:
          click (find_button (f, "boat.trump", CY_SUIT_CLUBS));
          break;
        default:
          return;
        }
    }
  g_assert_not_reached ();
}

static gboolean
card_played (gpointer data)
{
  Fixture *f = data;

  return cy_boat_game_get_hand (f->game)->n_played > GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (f->view), "test-played"));
}

/* A card dragged to the middle with the real pointer is played. */
static void
test_drag (void)
{
  Fixture f = { 0 };
  CyBoatView view;
  CyBoatCard card;
  int sx, sy, tx, ty;

  if (!cyt_can_xdotool ())
    return;

  fixture_start (&f, 21);
  wait_for_south_to_play (&f);
  cyt_iterate (300);
  calibrate (&f);
  south_view (&f, &view);
  card = cy_boat_set_first (cy_boat_view_legal_plays (&view));
  g_object_set_data (G_OBJECT (f.view), "test-played", GUINT_TO_POINTER ((guint) view.n_played));

  /* A drag under X now and then does not start (a busy machine): the
   * drop is what is tested, so a drag that did not start is tried again. */
  for (guint attempt = 0; attempt < 3 && !card_played (&f); attempt++)
    {
      cyt_iterate (200);
      screen_point (&f, cy_boat_table_view_get_hand_card (f.view, card), &sx, &sy);
      screen_point (&f, cyt_find_by_class (GTK_WIDGET (f.view), "boat-middle"), &tx, &ty);
      cyt_xdotool ("mousemove --sync %d %d sleep 0.05 mousedown 1 "
                   "mousemove %d %d sleep 0.03 mousemove %d %d sleep 0.03 "
                   "mousemove %d %d sleep 0.05 mouseup 1",
                   sx, sy, sx + 20, sy, tx, ty, tx + 1, ty);
      cyt_wait_until (card_played, &f, 2000);
    }
  g_assert_true (card_played (&f));
  g_assert_cmpuint (cy_boat_game_get_hand (f.game)->played[view.n_played], ==, card);
  g_assert_cmpuint (cy_boat_game_get_hand (f.game)->played_by[view.n_played], ==, 0);
  fixture_stop (&f);
}

/* The first widget under @root of @type. */
static GtkWidget *
find_type (GtkWidget *root,
           GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
on_start (CyNewGameDialog *dialog,
          GPtrArray      **players)
{
  *players = cy_new_game_dialog_get_players (dialog);
}

/* The New Game dialog offers Boat: four seats, South first. */
static void
test_new_game_dialog (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *parent = GTK_WIDGET (cy_window_new (cyt_app));
  CyNewGameDialog *dialog = cy_new_game_dialog_new (GTK_WINDOW (parent), settings);
  AdwComboRow *game_row = ADW_COMBO_ROW (find_type (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW));
  GtkSpinButton *spin = GTK_SPIN_BUTTON (find_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON));
  GListModel *games = adw_combo_row_get_model (game_row);
  g_autoptr(GPtrArray) players = NULL;
  guint boat = G_MAXUINT;

  g_object_ref_sink (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (games, i);

      if (g_str_has_prefix (gtk_string_object_get_string (item), "Boat"))
        boat = i;
    }
  g_assert_cmpuint (boat, !=, G_MAXUINT);

  gtk_spin_button_set_value (spin, 2);
  adw_combo_row_set_selected (game_row, boat);
  g_assert_cmpstr (cy_new_game_dialog_get_game_key (dialog), ==, "boat");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 4);

  g_signal_connect (dialog, "start", G_CALLBACK (on_start), &players);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  g_assert_nonnull (players);
  g_assert_cmpuint (players->len, ==, 4);
  g_object_unref (dialog);

  /* The next New Game starts from the game chosen last, with its seats. */
  g_assert_cmpstr (g_settings_get_string (settings, "game"), ==, "boat");
  dialog = cy_new_game_dialog_new (GTK_WINDOW (parent), settings);
  g_object_ref_sink (dialog);
  g_assert_cmpstr (cy_new_game_dialog_get_game_key (dialog), ==, "boat");
  spin = GTK_SPIN_BUTTON (find_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 4);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  g_settings_reset (settings, "game");

  gtk_window_destroy (GTK_WINDOW (parent));
  cyt_settle ();
}

static gboolean
file_written (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

/* Print (Ctrl+P) gives Boat's score pad. */
static void
test_print (void)
{
  Fixture f = { 0 };
  g_autofree char *pdf = g_build_filename (g_get_user_data_dir (), "boat-pad.pdf", NULL);
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_setenv ("CY_PRINT_TO_PDF", pdf, TRUE);
  fixture_start (&f, 5);
  wait_for_south (&f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.print", NULL));
  g_assert_true (cyt_wait_until (file_written, pdf, 10000));
  cyt_iterate (200);
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF"));
  g_assert_cmpuint (length, >, 1000);
  g_unsetenv ("CY_PRINT_TO_PDF");
  g_remove (pdf);
  fixture_stop (&f);
}

static gboolean
game_over (gpointer data)
{
  Fixture *f = data;

  return cy_match_get_state (f->match) == CY_MATCH_STATE_GAME_OVER;
}

/* The game-over dialog the window shows, if any. */
static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

/* How many labels under @root say "Made" or "Set" (the score pad's results). */
static guint
count_results (GtkWidget *root,
               guint     *made)
{
  guint n = 0;

  if (GTK_IS_LABEL (root))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (root));

      if (g_str_equal (text, "Made"))
        (*made)++;
      return g_str_equal (text, "Made") || g_str_equal (text, "Set");
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += count_results (child, made);
  return n;
}

/* The score pad's rows (not its headings): the grid whose first row is hand 1. */
static GtkGrid *
find_pad_rows (GtkWidget *root)
{
  if (GTK_IS_GRID (root))
    {
      GtkWidget *cell = gtk_grid_get_child_at (GTK_GRID (root), 0, 1);
      GtkWidget *first = cell != NULL ? gtk_widget_get_first_child (cell) : NULL;

      if (first != NULL && GTK_IS_LABEL (first) && g_str_equal (gtk_label_get_text (GTK_LABEL (first)), "1"))
        return GTK_GRID (root);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkGrid *found = find_pad_rows (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first line of the score pad's cell in @column for the hand @index. */
static const char *
pad_text (Fixture *f,
          int      column,
          guint    index)
{
  GtkGrid *rows = find_pad_rows (GTK_WIDGET (f->view));
  GtkWidget *cell = rows != NULL ? gtk_grid_get_child_at (rows, column, (int) index + 1) : NULL;
  GtkWidget *first = cell != NULL ? gtk_widget_get_first_child (cell) : NULL;

  return first != NULL && GTK_IS_LABEL (first) ? gtk_label_get_text (GTK_LABEL (first)) : NULL;
}

#define PAD_PAR_COLUMN 2

/* Whether a grid under @root heads @column with the two lines @top, @bottom. */
static gboolean
find_pad_heading (GtkWidget  *root,
                  int         column,
                  const char *top,
                  const char *bottom)
{
  if (GTK_IS_GRID (root))
    {
      GtkWidget *cell = gtk_grid_get_child_at (GTK_GRID (root), column, 0);
      GtkWidget *first = cell != NULL ? gtk_widget_get_first_child (cell) : NULL;
      GtkWidget *second = first != NULL ? gtk_widget_get_next_sibling (first) : NULL;

      if (first != NULL && second != NULL && GTK_IS_LABEL (first) && GTK_IS_LABEL (second) &&
          g_str_equal (gtk_label_get_text (GTK_LABEL (first)), top) &&
          g_str_equal (gtk_label_get_text (GTK_LABEL (second)), bottom))
        return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (find_pad_heading (child, column, top, bottom))
      return TRUE;
  return FALSE;
}

typedef struct
{
  Fixture   *f;
  GPtrArray *expected;
} PadPars;

static gboolean
pad_pars_shown (gpointer data)
{
  PadPars *pars = data;

  for (guint i = 0; i < pars->expected->len; i++)
    if (g_strcmp0 (pad_text (pars->f, PAD_PAR_COLUMN, i), g_ptr_array_index (pars->expected, i)) != 0)
      return FALSE;
  return TRUE;
}

/* Every hand's par stays on the pad, under its heading, as the solver
 * finds it from each whole deal. */
static void
check_pad_pars (Fixture *f)
{
  g_autoptr(GPtrArray) expected = g_ptr_array_new_with_free_func (g_free);
  PadPars pars = { f, expected };

  for (guint i = 0; i < cy_boat_game_get_n_hands (f->game); i++)
    {
      CyBoatSolver *solver = cy_boat_solver_get_default ();
      guint points;

      cy_boat_solver_clear (solver);
      g_assert_true (cy_boat_solver_get_par (solver, cy_boat_game_get_nth_hand (f->game, i), &points));
      g_ptr_array_add (expected, g_strdup_printf ("%u", points));
    }
  g_assert_true (cyt_wait_until (pad_pars_shown, &pars, 20000));
  g_assert_true (find_pad_heading (GTK_WIDGET (f->view), PAD_PAR_COLUMN, "Par", "bidders"));
  g_test_message ("%u pars on the pad", expected->len);
}

/* Four computer players play a whole game to 500; the window names the
 * winning partnership, and the score pad holds every hand, with its par. */
static void
test_game_over (void)
{
  Fixture f = { 0 };
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;
  int winner;

  fixture_start_with (&f, "Ann:easy,Wes:easy,Nora:easy,Ed:easy", 8);
  cy_match_set_pace (f.match, CY_MATCH_PACE_INSTANT);
  /* Hidden while the hands are played: no frame drawn for each card. */
  gtk_widget_set_visible (GTK_WIDGET (f.window), FALSE);
  g_assert_true (cyt_wait_until (game_over, &f, 45000));
  gtk_widget_set_visible (GTK_WIDGET (f.window), TRUE);
  cyt_settle ();

  g_test_message ("%u hands", cy_boat_game_get_n_hands (f.game));
  winner = cy_boat_game_get_winning_team (f.game);
  g_assert_cmpint (winner, >=, 0);
  g_assert_cmpint (cy_boat_game_get_score (f.game, (guint) winner), >=, CY_BOAT_TARGET);
  heading = g_strdup_printf ("%s and %s win the game, %d to %d",
                             winner == 0 ? "Ann" : "Wes", winner == 0 ? "Nora" : "Ed",
                             cy_boat_game_get_score (f.game, (guint) winner),
                             cy_boat_game_get_score (f.game, 1 - (guint) winner));
  g_assert_cmpstr (cy_boat_table_view_describe_result (f.view), ==, heading);

  /* The score pad: a result for every hand, made or set as scored. */
  {
    guint made = 0, expected_made = 0;

    for (guint i = 0; i < cy_boat_game_get_n_hands (f.game); i++)
      {
        CyBoatHandResult result;

        g_assert_true (cy_boat_game_get_hand_result (f.game, i, &result));
        expected_made += result.made;
      }
    g_assert_cmpuint (count_results (GTK_WIDGET (f.view), &made), ==, cy_boat_game_get_n_hands (f.game));
    g_assert_cmpuint (made, ==, expected_made);
  }
  check_pad_pars (&f);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);

  /* Play Again: a new game of Boat, the same four at the table. */
  adw_message_dialog_response (dialog, "again");
  cyt_settle ();
  g_assert_true (cy_window_get_match (f.window) != f.match);
  f.match = cy_window_get_match (f.window);
  g_assert_true (CY_IS_BOAT_GAME (cy_match_get_game (f.match)));
  g_assert_true (cy_boat_table_view_get_match (f.view) == f.match);
  g_assert_cmpstr (cyt_page (f.window), ==, "boat");
  g_assert_cmpuint (cy_boat_game_get_n_hands (CY_BOAT_GAME (cy_match_get_game (f.match))), ==, 1);
  g_assert_cmpstr (cy_player_get_name (cy_boat_game_get_player (CY_BOAT_GAME (cy_match_get_game (f.match)), 2)), ==, "Nora");
  fixture_stop (&f);
}

static gboolean
hand_off_or_turn (gpointer data)
{
  Fixture *f = data;
  CyMatchState state = cy_match_get_state (f->match);
  guint seat;

  if (state == CY_MATCH_STATE_HAND_OFF)
    return TRUE;
  return state == CY_MATCH_STATE_HUMAN_TO_MOVE &&
         cy_match_game_get_step (CY_MATCH_GAME (f->game), &seat) == CY_MATCH_STEP_TURN &&
         (int) seat == cy_match_get_viewer (f->match);
}

/* Two people at one screen: the screen is handed over before each one's
 * turn, and the table then shows that person's hand at the bottom, face
 * up, and nobody else's. */
static void
test_hot_seat (void)
{
  Fixture f = { 0 };
  guint handed = 0;

  fixture_start_with (&f, "Ann:human,Wes:easy,Nora:human,Ed:easy", 12);
  for (guint turns = 0; turns < 6; turns++)
    {
      CyBoatView view;
      int seat;

      cyt_settle ();
      g_assert_true (cyt_wait_until (hand_off_or_turn, &f, 10000));
      cyt_settle ();
      if (cy_match_get_state (f.match) == CY_MATCH_STATE_HAND_OFF)
        {
          g_assert_cmpstr (cyt_page (f.window), ==, "hand-off");
          g_assert_cmpint (cy_match_get_viewer (f.match), ==, -1);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.hand-off-done", NULL));
          cyt_settle ();
          handed++;
        }

      seat = cy_match_get_viewer (f.match);
      g_assert_true (seat == 0 || seat == 2);
      g_assert_cmpint (cy_match_get_acting_seat (f.match), ==, seat);
      g_assert_cmpstr (cyt_page (f.window), ==, "boat");
      cy_boat_game_get_view (f.game, (guint) seat, &view);
      for (CyBoatCard card = 0; card < CY_BOAT_DECK_SIZE; card++)
        g_assert_cmpint (cy_boat_table_view_get_hand_card (f.view, card) != NULL, ==,
                         (view.hand & cy_boat_set_of (card)) != 0);

      /* Each passes (or, given the contract, discards and names trump, or plays). */
      switch (view.phase)
        {
        case CY_BOAT_PHASE_BIDDING:
          click (cy_boat_table_view_get_bid_button (f.view, 0));
          break;
        case CY_BOAT_PHASE_DISCARD:
          {
            CyBoatCard card;
            guint n = 0;

            CY_BOAT_SET_FOREACH (view.hand, card)
              if (n++ < CY_BOAT_BONUS_SIZE)
                g_signal_emit_by_name (cy_boat_table_view_get_hand_card (f.view, card), "activate");
            click (find_button (&f, "boat.discard", 0));
          }
          break;
        case CY_BOAT_PHASE_TRUMP:
          click (find_button (&f, "boat.trump", CY_SUIT_SPADES));
          break;
        default:
          g_signal_emit_by_name (cy_boat_table_view_get_hand_card (f.view, cy_boat_set_first (cy_boat_view_legal_plays (&view))),
                                 "activate");
          break;
        }
    }

  g_assert_cmpuint (handed, >=, 2);
  fixture_stop (&f);
}

/* A game of Boat is saved as it goes and resumed whole in a new window. */
static void
test_resume (void)
{
  Fixture f = { 0 };
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;
  CyWindow *window;
  CyBoatTableView *view;
  CyMatch *match;

  fixture_start (&f, 31);
  wait_for_south (&f);
  click (cy_boat_table_view_get_bid_button (f.view, 0));
  cy_match_stop (f.match);
  g_assert_true (cy_match_flush (f.match, &error));
  g_assert_no_error (error);
  before = cy_boat_game_save (f.game);
  fixture_stop (&f);

  window = cy_window_new (cyt_app);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (cy_window_resume (window));
  /* Stopped before the main loop runs: on a loaded machine the computer
   * to move next could otherwise play before the comparison. */
  match = cy_window_get_match (window);
  g_assert_nonnull (match);
  cy_match_stop (match);
  cyt_settle ();
  view = CY_BOAT_TABLE_VIEW (cy_window_get_view (window));
  g_assert_true (CY_IS_BOAT_GAME (cy_match_get_game (match)));
  g_assert_true (cy_boat_table_view_get_match (view) == match);
  g_assert_cmpstr (cyt_page (window), ==, "boat");
  after = cy_boat_game_save (CY_BOAT_GAME (cy_match_get_game (match)));
  g_assert_true (g_bytes_equal (before, after));
  gtk_window_destroy (GTK_WINDOW (window));
  cyt_settle ();
}

/* The score pad: a flap over the table below 1,200 pixels, beside it above. */

static AdwFlap *
find_flap (Fixture *f)
{
  GtkWidget *flap = find_type (GTK_WIDGET (f->view), ADW_TYPE_FLAP);

  g_assert_nonnull (flap);
  return ADW_FLAP (flap);
}

/* The toggle button labelled Score Pad, in the header or below @root. */
static GtkWidget *
find_toggle_below (GtkWidget *root)
{
  if (GTK_IS_TOGGLE_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), "_Score Pad") == 0)
    return root;
  for (GtkWidget *w = gtk_widget_get_first_child (root); w != NULL; w = gtk_widget_get_next_sibling (w))
    {
      GtkWidget *found = find_toggle_below (w);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_pad_toggle (Fixture *f)
{
  GtkWidget *toggle = find_toggle_below (GTK_WIDGET (f->view));

  g_assert_nonnull (toggle);
  return toggle;
}

typedef struct {
  Fixture  *f;
  gboolean  shown;
} PadWait;

/* The pad shown or hidden as asked, its slide over. Waiting for the state
 * asked for, not for any settled state: a key or click sent with xdotool
 * reaches the window a while later under load, and a wait that took the
 * state before it for the answer let that input land on the next step
 * (or the next test's window). */
static gboolean
pad_settled (gpointer data)
{
  PadWait *wait = data;
  AdwFlap *flap = find_flap (wait->f);
  double progress = adw_flap_get_reveal_progress (flap);

  if (adw_flap_get_reveal_flap (flap) != wait->shown)
    return FALSE;
  return wait->shown ? progress >= 1.0 : progress <= 0.0;
}

/* The pad shown or hidden, as asked, and everything in place. */
static void
assert_pad_shown_at (Fixture  *f,
                     gboolean  shown,
                     int       line)
{
  AdwFlap *flap = find_flap (f);
  PadWait wait = { f, shown };

  g_test_message ("the pad %s, as line %d asks", shown ? "shown" : "hidden", line);
  g_assert_true (cyt_wait_until (pad_settled, &wait, 5000));
  cyt_settle ();
  g_assert_cmpint (adw_flap_get_reveal_flap (flap), ==, shown);
  g_assert_cmpint (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (find_pad_toggle (f))), ==, shown);
  g_assert_cmpint (gtk_widget_get_mapped (adw_flap_get_flap (flap)), ==, shown);
}
#define assert_pad_shown(f, shown) assert_pad_shown_at ((f), (shown), __LINE__)

static double
overlap (double a, double a_size, double b, double b_size)
{
  return MIN (a + a_size, b + b_size) - MAX (a, b);
}

/* Nothing on the table is cut off or lies on something else: every part
 * shown lies inside the table, no label is cut short with an ellipsis,
 * and the parts of each row or grid keep apart. The score pad, which may
 * lie over the table, is left out: it has its own checks. */
static void
check_table_whole_under (Fixture   *f,
                         GtkWidget *widget,
                         GtkWidget *pad)
{
  graphene_rect_t bounds;

  if (widget == pad || !gtk_widget_get_mapped (widget) || GTK_IS_POPOVER (widget))
    return;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (f->view), &bounds));
  if (bounds.origin.x < -0.5 || bounds.origin.y < -0.5 ||
      bounds.origin.x + bounds.size.width > gtk_widget_get_width (GTK_WIDGET (f->view)) + 0.5 ||
      bounds.origin.y + bounds.size.height > gtk_widget_get_height (GTK_WIDGET (f->view)) + 0.5)
    g_error ("%s at %g,%g %gx%g is not inside the table (%dx%d)", G_OBJECT_TYPE_NAME (widget),
             bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
             gtk_widget_get_width (GTK_WIDGET (f->view)), gtk_widget_get_height (GTK_WIDGET (f->view)));
  if (GTK_IS_LABEL (widget) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    g_error ("“%s” is cut short", gtk_label_get_text (GTK_LABEL (widget)));

  if (GTK_IS_BOX (widget) || GTK_IS_GRID (widget))
    for (GtkWidget *a = gtk_widget_get_first_child (widget); a != NULL; a = gtk_widget_get_next_sibling (a))
      for (GtkWidget *b = gtk_widget_get_next_sibling (a); b != NULL; b = gtk_widget_get_next_sibling (b))
        {
          graphene_rect_t ra, rb;

          if (!gtk_widget_get_mapped (a) || !gtk_widget_get_mapped (b) || a == pad || b == pad)
            continue;
          g_assert_true (gtk_widget_compute_bounds (a, GTK_WIDGET (f->view), &ra));
          g_assert_true (gtk_widget_compute_bounds (b, GTK_WIDGET (f->view), &rb));
          if (overlap (ra.origin.x, ra.size.width, rb.origin.x, rb.size.width) > 0.5 &&
              overlap (ra.origin.y, ra.size.height, rb.origin.y, rb.size.height) > 0.5)
            g_error ("%s and %s overlap in a %s", G_OBJECT_TYPE_NAME (a), G_OBJECT_TYPE_NAME (b),
                     G_OBJECT_TYPE_NAME (widget));
        }

  /* Of the flap, only the table: its shade and shadow lie over the table
   * by design, and off it while the pad is hidden. */
  if (ADW_IS_FLAP (widget))
    {
      check_table_whole_under (f, adw_flap_get_content (ADW_FLAP (widget)), pad);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    check_table_whole_under (f, child, pad);
}

static void
check_table_whole (Fixture *f)
{
  graphene_rect_t bounds;

  /* The table itself inside the window. */
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->view), GTK_WIDGET (f->window), &bounds));
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (f->window)) + 0.5);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (f->window)) + 0.5);
  check_table_whole_under (f, GTK_WIDGET (f->view), adw_flap_get_flap (find_flap (f)));
}

/* Where the table's content and the hand lie, to see that showing the pad
 * over the table moves nothing of it. */
static void
table_place (Fixture         *f,
             graphene_rect_t  place[2])
{
  g_assert_true (gtk_widget_compute_bounds (adw_flap_get_content (find_flap (f)), GTK_WIDGET (f->view), &place[0]));
  g_assert_true (gtk_widget_compute_bounds (cyt_find_by_class (GTK_WIDGET (f->view), "boat-hand"),
                                            GTK_WIDGET (f->view), &place[1]));
}

static gboolean
has_xdotool (void)
{
  g_autofree char *path = g_find_program_in_path ("xdotool");

  return path != NULL && g_str_equal (G_OBJECT_TYPE_NAME (gdk_display_get_default ()), "GdkX11Display");
}

/* At 1024×640 the pad starts hidden and, shown, lies over the table:
 * below the header and the running count, which stay in view, inside the
 * window, the table under it whole and unmoved. The toggle shows and
 * hides it by click and by keyboard (F9 wherever the focus is, Space on
 * the button), and a click on the table beside it hides it. */
static void
check_pad_narrow (Fixture *f)
{
  AdwFlap *flap = find_flap (f);
  GtkWidget *toggle = find_pad_toggle (f);
  GtkWidget *pad = adw_flap_get_flap (flap);
  GtkWidget *count = cyt_find_by_class (GTK_WIDGET (f->view), "boat-count");
  graphene_rect_t hidden[2], shown[2], pad_bounds, count_bounds, toggle_bounds;

  assert_pad_shown (f, FALSE);
  g_assert_true (adw_flap_get_folded (flap));
  check_table_whole (f);
  table_place (f, hidden);

  /* A click on the button (its "clicked", as a click sends it). */
  g_signal_emit_by_name (toggle, "clicked");
  assert_pad_shown (f, TRUE);
  g_assert_true (adw_flap_get_folded (flap));
  check_table_whole (f);
  table_place (f, shown);
  g_assert_true (graphene_rect_equal (&hidden[0], &shown[0]));
  g_assert_true (graphene_rect_equal (&hidden[1], &shown[1]));

  /* The pad inside the window, under the header and the count. */
  g_assert_true (gtk_widget_compute_bounds (pad, GTK_WIDGET (f->window), &pad_bounds));
  g_assert_true (gtk_widget_compute_bounds (count, GTK_WIDGET (f->window), &count_bounds));
  g_assert_true (gtk_widget_compute_bounds (toggle, GTK_WIDGET (f->window), &toggle_bounds));
  g_assert_cmpfloat (pad_bounds.origin.x, >=, 0);
  g_assert_cmpfloat (pad_bounds.origin.x + pad_bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (f->window)) + 0.5);
  g_assert_cmpfloat (pad_bounds.origin.y + pad_bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (f->window)) + 0.5);
  g_assert_cmpfloat (pad_bounds.origin.y, >=, count_bounds.origin.y + count_bounds.size.height);
  g_assert_cmpfloat (pad_bounds.origin.y, >=, toggle_bounds.origin.y + toggle_bounds.size.height);
  /* The button is not under the pad: a click there reaches it. */
  {
    GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (f->window), toggle_bounds.origin.x + toggle_bounds.size.width / 2,
                                         toggle_bounds.origin.y + toggle_bounds.size.height / 2, GTK_PICK_DEFAULT);

    g_assert_true (picked == toggle || gtk_widget_is_ancestor (picked, toggle));
  }
  g_signal_emit_by_name (toggle, "clicked");
  assert_pad_shown (f, FALSE);

  /* F9: the window's key, wherever the focus is, and the table's own. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.toggle-sheet", NULL));
  assert_pad_shown (f, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "boat.toggle-pad", NULL));
  assert_pad_shown (f, FALSE);

  if (!has_xdotool ())
    {
      g_test_message ("no xdotool: the pad's real keys and clicks are not tried");
      return;
    }

  /* Real input: the pointer on the status line (focus follows it), F9;
   * Space on the focused button; a click on the button; a click on the
   * table beside the pad. */
  calibrate (f);
  {
    int x, y;

    screen_point (f, cyt_find_by_class (GTK_WIDGET (f->view), "boat-middle"), &x, &y);
    cyt_xdotool ("mousemove --sync %d %d", x, y);
    cyt_iterate (100);
    cyt_xdotool ("key F9");
    assert_pad_shown (f, TRUE);
    cyt_xdotool ("key F9");
    assert_pad_shown (f, FALSE);

    gtk_widget_grab_focus (toggle);
    cyt_xdotool ("key space");
    assert_pad_shown (f, TRUE);

    screen_point (f, toggle, &x, &y);
    cyt_xdotool ("mousemove --sync %d %d click 1", x, y);
    assert_pad_shown (f, FALSE);
    /* A second, separate click: the pointer leaves and comes back, so that
     * it is neither half of a double click nor sent while the button's
     * tooltip comes up under a pointer that rested there. (Clicking again
     * where the pointer rested lost the click about once in 30 runs under
     * load; not understood further.) */
    cyt_xdotool ("mousemove --sync %d %d", x, y + 200);
    cyt_xdotool ("mousemove --sync %d %d click 1", x, y);
    assert_pad_shown (f, TRUE);

    /* The middle of the table lies beside the pad, under its shade. */
    g_assert_true (gtk_widget_compute_bounds (cyt_find_by_class (GTK_WIDGET (f->view), "boat-middle"),
                                              GTK_WIDGET (f->window), &pad_bounds));
    cyt_xdotool ("mousemove --sync %d %d click 1", (int) (pad_bounds.origin.x + origin_x + 4),
                 (int) (pad_bounds.origin.y + origin_y + 4));
    assert_pad_shown (f, FALSE);
  }
}

/* At 1024×640, at the bidding (the widest panel), the discard (the
 * longest hand) and in the play, the table is whole with the pad hidden
 * and with it shown over the table. */
static void
test_pad_narrow (void)
{
  Fixture f = { 0 };
  gboolean discarded = FALSE;

  fixture_start_sized (&f, "You:human,Wes:normal,Nora:normal,Ed:normal", 5, 1024, 640);
  for (guint steps = 0; steps < 20; steps++)
    {
      CyBoatView view;

      wait_for_south (&f);
      cyt_iterate (200);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f.view)), <=, 1024);
      south_view (&f, &view);
      g_test_message ("at 1024×640, phase %u", view.phase);
      check_pad_narrow (&f);
      check_count (&f);
      switch (view.phase)
        {
        case CY_BOAT_PHASE_BIDDING:
          bid_high (&f);
          break;
        case CY_BOAT_PHASE_DISCARD:
          discard (&f);
          discarded = TRUE;
          break;
        case CY_BOAT_PHASE_PLAY:
          g_assert_true (discarded);
          fixture_stop (&f);
          return;
        default:
          g_assert_not_reached ();
        }
    }
  g_assert_not_reached ();
}

/* At 1280×800 the pad lies beside the table, shown, and leaves it room;
 * hidden, the table takes the width. */
static void
test_pad_wide (void)
{
  Fixture f = { 0 };
  AdwFlap *flap;
  graphene_rect_t table, pad;

  fixture_start (&f, 5);
  wait_for_south (&f);
  flap = find_flap (&f);
  assert_pad_shown (&f, TRUE);
  g_assert_false (adw_flap_get_folded (flap));
  check_table_whole (&f);
  g_assert_true (gtk_widget_compute_bounds (adw_flap_get_content (flap), GTK_WIDGET (f.view), &table));
  g_assert_true (gtk_widget_compute_bounds (adw_flap_get_flap (flap), GTK_WIDGET (f.view), &pad));
  g_assert_cmpfloat (table.origin.x + table.size.width, <=, pad.origin.x);
  g_assert_cmpfloat (pad.origin.x + pad.size.width, <=, gtk_widget_get_width (GTK_WIDGET (f.view)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.toggle-sheet", NULL));
  assert_pad_shown (&f, FALSE);
  check_table_whole (&f);
  g_assert_true (gtk_widget_compute_bounds (adw_flap_get_content (flap), GTK_WIDGET (f.view), &pad));
  g_assert_cmpfloat (pad.size.width, >, table.size.width);
  fixture_stop (&f);
}

/* Counts the card widgets drawn under @root: backs and faces. */
static void
count_cards (GtkWidget *root,
             guint     *backs,
             guint     *faces)
{
  if (!gtk_widget_get_mapped (root))
    return;
  if (CY_IS_CARD_WIDGET (root))
    {
      CyCardImage image = cy_card_widget_get_image (CY_CARD_WIDGET (root));

      if (image == CY_CARD_IMAGE_BACK)
        (*backs)++;
      else if (image != CY_CARD_IMAGE_SLOT)
        (*faces)++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    count_cards (child, backs, faces);
}

static gboolean
viewer_drawn (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (cy_record_viewer_get_view (data))) > 0;
}

/* The record viewer knows every hand: all four face up, and no Hint (there
 * is nobody to coach); at the table the others' hands stay hidden. */
static void
test_record_viewer (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", "boat-at-discard.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CyCardTheme) theme = cy_card_theme_new_default (FALSE);
  g_autoptr(CyCardCache) cache = cy_card_cache_new (theme);
  g_autoptr(GError) error = NULL;
  CyRecordViewer *viewer = cy_record_viewer_new (NULL, cache, file, &error);
  GtkWidget *view;
  GtkWidget *hint = NULL;
  guint backs = 0, faces = 0;
  Fixture f = { 0 };

  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (viewer));
  g_assert_true (cyt_wait_until (viewer_drawn, viewer, 10000));
  cy_record_viewer_set_position (viewer, cy_record_viewer_get_last (viewer));
  cyt_settle ();

  view = GTK_WIDGET (cy_record_viewer_get_view (viewer));
  count_cards (view, &backs, &faces);
  /* The high bidder's fourteen (the Bonus Cards taken up) and three nines. */
  g_assert_cmpuint (backs, ==, 0);
  g_assert_cmpuint (faces, ==, 14 + 3 * 9);
  {
    g_autoptr(GPtrArray) stack = g_ptr_array_new ();

    /* The Hint button, by its style class. */
    g_ptr_array_add (stack, view);
    while (stack->len > 0 && hint == NULL)
      {
        GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

        if (GTK_IS_MENU_BUTTON (w) && gtk_widget_has_css_class (w, "boat-hint"))
          hint = w;
        for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
          g_ptr_array_add (stack, c);
      }
  }
  g_assert_nonnull (hint);
  g_assert_false (gtk_widget_get_visible (hint));
  gtk_window_destroy (GTK_WINDOW (viewer));
  cyt_settle ();

  /* At the table the others' hands are backs again. */
  fixture_start (&f, 5);
  backs = faces = 0;
  count_cards (GTK_WIDGET (f.view), &backs, &faces);
  g_assert_cmpuint (backs, >, 0);
  fixture_stop (&f);
}

int
main (int    argc,
      char **argv)
{
  int ret;

  if (!cyt_init (&argc, &argv))
    return 0;

  g_test_add_func ("/boat/window/hand", test_hand);
  g_test_add_func ("/boat/window/refused", test_refused);
  g_test_add_func ("/boat/window/coach", test_coach);
  g_test_add_func ("/boat/window/drag", test_drag);
  g_test_add_func ("/boat/window/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/boat/window/print", test_print);
  g_test_add_func ("/boat/window/game-over", test_game_over);
  g_test_add_func ("/boat/window/par", test_par);
  g_test_add_func ("/boat/window/hot-seat", test_hot_seat);
  g_test_add_func ("/boat/window/resume", test_resume);
  g_test_add_func ("/boat/window/pad-narrow", test_pad_narrow);
  g_test_add_func ("/boat/window/pad-wide", test_pad_wide);
  g_test_add_func ("/boat/window/record-viewer", test_record_viewer);

  ret = g_test_run ();
  cyt_shutdown ();
  return ret;
}
