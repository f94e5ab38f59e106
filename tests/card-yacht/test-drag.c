/* test-drag.c: moves made with the real mouse, through the X server
 *
 * xdotool moves the pointer and presses the button while this process
 * runs the main loop, so GTK sees real pointer events and real X
 * drag-and-drop: a card of the hand is clicked (selected) and dragged onto
 * the own Harbor (a Draw); a card of the opponent's Harbor is dragged onto
 * the own hand with one hand card selected, and the proposed exchange is
 * confirmed with a click on its Exchange button. The game model is checked
 * after each.
 *
 * Positions come from gtk_widget_compute_bounds() relative to the window,
 * checked with gtk_widget_pick(); the window's place on the screen (no
 * window manager: the top-left corner, give or take the frame) is measured
 * by moving the pointer and reading where GTK says it is. GTK's X drag
 * needs a few paced pointer motions after the threshold (see
 * /work/shared/testing.md); a gesture that did not take is tried again.
 *
 * Needs an X display and xdotool; skips without them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cy-ui-test.h"

#include "cy-card-widget.h"

#include <math.h>

#define DEAL 7
#define ATTEMPTS 4

static guint n_drops;
static guint n_drags_ended;

/* Screen position of the window's coordinate origin. */
static double origin_x, origin_y;

/* Where the window is */

typedef struct
{
  double x, y;
  guint  n;
} Motion;

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           Motion                   *motion)
{
  motion->x = x;
  motion->y = y;
  motion->n++;
}

/* Moves the pointer to known screen positions and reads where GTK says it
 * is in the window's coordinates. */
static void
calibrate (CytFixture *f)
{
  GtkEventController *controller = gtk_event_controller_motion_new ();
  Motion motion = { 0 };
  gboolean found = FALSE;

  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), &motion);
  gtk_widget_add_controller (GTK_WIDGET (f->window), controller);

  for (guint attempt = 0; attempt < 5 && !found; attempt++)
    {
      int x = 300 + 7 * (int) attempt, y = 200 + 5 * (int) attempt;
      double ox, oy;
      guint n_before;

      /* Into the window from elsewhere, then to (x, y); once the events
       * have arrived, the last one GTK reports is for (x, y). */
      cyt_xdotool ("mousemove --sync %d %d", x + 40, y + 40);
      n_before = motion.n;
      cyt_xdotool ("mousemove --sync %d %d", x, y);
      cyt_iterate (100);
      if (motion.n == n_before)
        continue;
      ox = x - motion.x;
      oy = y - motion.y;

      /* The same offset a few pixels further: that is the window's origin. */
      n_before = motion.n;
      cyt_xdotool ("mousemove --sync %d %d", x + 3, y + 2);
      cyt_iterate (100);
      if (motion.n > n_before &&
          fabs ((x + 3 - motion.x) - ox) < 0.01 && fabs ((y + 2 - motion.y) - oy) < 0.01)
        {
          origin_x = ox;
          origin_y = oy;
          found = TRUE;
        }
    }

  gtk_widget_remove_controller (GTK_WIDGET (f->window), controller);
  g_assert_true (found);
  g_test_message ("window origin on the screen: %.0f, %.0f", origin_x, origin_y);
  /* No window manager: the window is at the corner, give or take its frame. */
  g_assert_cmpfloat (fabs (origin_x), <, 100);
  g_assert_cmpfloat (fabs (origin_y), <, 100);
}

/* A screen point where @widget (or a child of it) is what the pointer
 * would hit: not covered by an overlapping card. */
static void
screen_point (CytFixture *f,
              GtkWidget  *widget,
              int        *x,
              int        *y)
{
  static const double fractions[] = { 0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9 };
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (f->window), &bounds));
  g_assert_cmpfloat (bounds.size.width, >, 4);
  g_assert_cmpfloat (bounds.size.height, >, 4);

  for (guint j = 0; j < G_N_ELEMENTS (fractions); j++)
    for (guint i = 0; i < G_N_ELEMENTS (fractions); i++)
      {
        double wx = bounds.origin.x + bounds.size.width * fractions[i];
        double wy = bounds.origin.y + bounds.size.height * fractions[j];
        GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (f->window), wx, wy, GTK_PICK_DEFAULT);

        if (picked != NULL && (picked == widget || gtk_widget_is_ancestor (picked, widget)))
          {
            *x = (int) (wx + origin_x);
            *y = (int) (wy + origin_y);
            return;
          }
      }

  g_error ("No visible point on %s", G_OBJECT_TYPE_NAME (widget));
}

/* Layout settles after a change: wait until @widget stops moving. */
static void
wait_still (CytFixture *f,
            GtkWidget  *widget)
{
  graphene_rect_t last = GRAPHENE_RECT_INIT (-1, -1, -1, -1);

  for (guint i = 0; i < 100; i++)
    {
      graphene_rect_t now;

      cyt_iterate (50);
      if (gtk_widget_get_mapped (widget) &&
          gtk_widget_compute_bounds (widget, GTK_WIDGET (f->window), &now) &&
          now.size.width > 0 && graphene_rect_equal (&now, &last))
        return;
      if (!gtk_widget_get_mapped (widget) ||
          !gtk_widget_compute_bounds (widget, GTK_WIDGET (f->window), &last))
        last = GRAPHENE_RECT_INIT (-1, -1, -1, -1);
    }

  g_error ("%s does not settle", G_OBJECT_TYPE_NAME (widget));
}

/* Gestures */

static void
click (CytFixture *f,
       GtkWidget  *widget)
{
  int x, y;

  wait_still (f, widget);
  screen_point (f, widget, &x, &y);
  cyt_xdotool ("mousemove --sync %d %d sleep 0.05 click 1", x, y);
}

static void
drag (CytFixture *f,
      GtkWidget  *from,
      GtkWidget  *onto)
{
  int sx, sy, tx, ty;

  wait_still (f, from);
  wait_still (f, onto);
  screen_point (f, from, &sx, &sy);
  screen_point (f, onto, &tx, &ty);
  /* The pacing that works with GTK under X: two motions after the one
   * crossing the drag threshold, some 30 ms apart, the last over the target. */
  cyt_xdotool ("mousemove --sync %d %d sleep 0.05 mousedown 1 "
           "mousemove %d %d sleep 0.03 mousemove %d %d sleep 0.03 "
           "mousemove %d %d sleep 0.05 mouseup 1",
           sx, sy, sx + 20, sy, tx, ty, tx + 1, ty);
}

typedef struct
{
  CytFixture *f;
  CyCardRow  *row;
  CyCard      card;
} SelectWait;

static gboolean
card_selected (gpointer data)
{
  SelectWait *w = data;

  return (cy_card_row_get_selection (w->row) & cy_card_set_of (w->card)) != 0;
}

/* Clicks @card of the human's hand until it is selected. */
static void
select_by_click (CytFixture *f,
                 CyCard      card)
{
  SelectWait w = { f, cy_table_view_get_hand_row (f->table, CYT_HUMAN), card };

  for (guint attempt = 1; attempt <= ATTEMPTS; attempt++)
    {
      GtkWidget *widget = cy_card_row_get_card_widget (w.row, card);

      g_assert_nonnull (widget);
      if (!card_selected (&w))
        click (f, widget);
      if (cyt_wait_until (card_selected, &w, 2000))
        {
          g_assert_cmpuint (cy_card_row_get_selection (w.row), ==, cy_card_set_of (card));
          if (attempt > 1)
            g_test_message ("selecting took %u clicks", attempt);
          return;
        }
    }

  g_error ("Clicking the card did not select it");
}

typedef struct
{
  CytFixture *f;
  GBytes     *before;
} ChangeWait;

static gboolean
game_changed (gpointer data)
{
  ChangeWait *w = data;
  g_autoptr(GBytes) now = cyt_save (w->f);

  return !g_bytes_equal (now, w->before);
}

static gboolean
exchange_proposed (gpointer data)
{
  ChangeWait *w = data;

  return cyt_action_enabled (w->f, "card-yacht.confirm-move") || game_changed (data);
}

/* The tests */

/* The confirm button of a shown move, clicked once it has slid into view;
 * the model must change. */
static void
confirm_by_click (CytFixture *f,
                  ChangeWait *w)
{
  GtkWidget *confirm = cyt_find_actionable (GTK_WIDGET (f->window), "card-yacht.confirm-move");
  guint attempt;

  g_assert_nonnull (confirm);
  for (attempt = 1; attempt <= ATTEMPTS; attempt++)
    {
      click (f, confirm);
      if (cyt_wait_until (game_changed, w, 3000))
        break;
      g_test_message ("click %u on the confirm button did nothing; again", attempt);
    }
  g_assert_cmpuint (attempt, <=, ATTEMPTS);
}

/* Click a card of the hand, drag it onto the own Harbor: a Draw, shown
 * first and played when confirmed. */
static void
draw_by_drag (CytFixture *f)
{
  CyCardSet hand = cyt_hand_set (f, CYT_HUMAN);
  guint stock = cy_game_get_stock_count (f->game);
  guint n_harbor_before, n_harbor_after;
  CyCardSet harbor_before = cyt_harbor_set (f, CYT_HUMAN, &n_harbor_before);
  CyCardRow *hand_row = cy_table_view_get_hand_row (f->table, CYT_HUMAN);
  CyCardRow *harbor_row = cy_table_view_get_harbor_row (f->table, CYT_HUMAN);
  CyCard cards[CY_HAND_SIZE];
  CyCard card;
  g_autoptr(GBytes) before = cyt_save (f);
  ChangeWait w = { f, before };
  guint attempt;
  CyCardSet new_hand;

  /* The middle card of the hand: its neighbours overlap it on both sides. */
  cy_game_get_hand (f->game, CYT_HUMAN, cards);
  card = cards[CY_HAND_SIZE / 2];
  select_by_click (f, card);
  g_assert_true (cyt_action_enabled (f, "card-yacht.draw"));

  for (attempt = 1; attempt <= ATTEMPTS; attempt++)
    {
      SelectWait s = { f, hand_row, card };

      drag (f, cy_card_row_get_card_widget (hand_row, card), GTK_WIDGET (harbor_row));
      if (cyt_wait_until (exchange_proposed, &w, 3000))
        break;

      /* The drag did not take: make sure the button is up and the card still picked. */
      g_test_message ("drag %u onto the Harbor did nothing; again", attempt);
      cyt_xdotool ("mouseup 1");
      cyt_iterate (300);
      cyt_assert_unchanged (f, before);
      if (!card_selected (&s))
        select_by_click (f, card);
    }
  g_assert_cmpuint (attempt, <=, ATTEMPTS);
  cyt_assert_unchanged (f, before);
  confirm_by_click (f, &w);

  new_hand = cyt_hand_set (f, CYT_HUMAN);
  g_assert_cmpuint (cyt_popcount (new_hand), ==, CY_HAND_SIZE);
  g_assert_cmpuint (new_hand & hand, ==, hand & ~cy_card_set_of (card));
  g_assert_cmpuint (cyt_harbor_set (f, CYT_HUMAN, &n_harbor_after), ==, harbor_before | cy_card_set_of (card));
  g_assert_cmpuint (n_harbor_after, ==, n_harbor_before + 1);
  g_assert_cmpuint (cy_game_get_stock_count (f->game), ==, stock - 1);
  cyt_assert_turn_over (f);
  g_assert_nonnull (cy_card_row_get_card_widget (harbor_row, card));
  g_assert_null (cy_card_row_get_card_widget (hand_row, card));
}

/* Click a card of the hand; drag a card of Ann's Harbor onto the hand;
 * click Exchange on the proposal. */
static void
exchange_by_drag (CytFixture *f)
{
  CyCardSet hand = cyt_hand_set (f, CYT_HUMAN);
  guint n_mine_before, n_ann_before, n_mine_after, n_ann_after;
  CyCardSet mine_before = cyt_harbor_set (f, CYT_HUMAN, &n_mine_before);
  CyCardSet ann_before = cyt_harbor_set (f, CYT_COMPUTER, &n_ann_before);
  guint stock = cy_game_get_stock_count (f->game);
  CyCardRow *hand_row = cy_table_view_get_hand_row (f->table, CYT_HUMAN);
  CyCardRow *ann_row = cy_table_view_get_harbor_row (f->table, CYT_COMPUTER);
  CyCard laid = cyt_first_card (hand);
  CyCard taken = cyt_first_card (ann_before);
  g_autoptr(GBytes) before = cyt_save (f);
  ChangeWait w = { f, before };
  guint attempt;

  select_by_click (f, laid);

  for (attempt = 1; attempt <= ATTEMPTS; attempt++)
    {
      SelectWait s = { f, hand_row, laid };

      drag (f, cy_card_row_get_card_widget (ann_row, taken), GTK_WIDGET (hand_row));
      if (cyt_wait_until (exchange_proposed, &w, 3000))
        break;

      g_test_message ("drag %u from Ann's Harbor did nothing; again", attempt);
      cyt_xdotool ("mouseup 1");
      cyt_iterate (300);
      cyt_assert_unchanged (f, before);
      if (!card_selected (&s))
        select_by_click (f, laid);
    }
  g_assert_cmpuint (attempt, <=, ATTEMPTS);

  /* Proposed, not played: the model waits for the confirmation. */
  cyt_assert_unchanged (f, before);
  {
    CyCard picked[CY_DECK_SIZE];
    guint n_picked = 0;

    g_assert_cmpint (cy_table_view_get_harbor_selection (f->table, picked, &n_picked), ==, CYT_COMPUTER);
    g_assert_cmpuint (n_picked, ==, 1);
    g_assert_cmpuint (picked[0], ==, taken);
  }

  confirm_by_click (f, &w);

  g_assert_cmpuint (cyt_hand_set (f, CYT_HUMAN), ==, (hand & ~cy_card_set_of (laid)) | cy_card_set_of (taken));
  g_assert_cmpuint (cyt_harbor_set (f, CYT_HUMAN, &n_mine_after), ==, mine_before | cy_card_set_of (laid));
  g_assert_cmpuint (n_mine_after, ==, n_mine_before + 1);
  g_assert_cmpuint (cyt_harbor_set (f, CYT_COMPUTER, &n_ann_after), ==, ann_before & ~cy_card_set_of (taken));
  g_assert_cmpuint (n_ann_after, ==, n_ann_before - 1);
  g_assert_cmpuint (cy_game_get_stock_count (f->game), ==, stock);
  cyt_assert_turn_over (f);
}

static void
on_cards_dropped (CyTableView      *table,
                  const CyCardPick *pick,
                  CyZone            onto,
                  gpointer          data)
{
  g_test_message ("dropped %u cards from zone %d of seat %u onto zone %d",
                  pick->n_cards, pick->zone, pick->seat, onto);
  n_drops++;
}

static void
on_drag_end (GtkDragSource *source,
             GdkDrag       *gdk_drag,
             gboolean       delete_data,
             gpointer       data)
{
  n_drags_ended++;
}

/* Counts the drags that @row's drag source finishes, dropped or not. */
static void
watch_drags (GtkWidget *row)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (row);
  gboolean found = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DRAG_SOURCE (controller))
        {
          g_signal_connect (controller, "drag-end", G_CALLBACK (on_drag_end), NULL);
          found = TRUE;
        }
    }
  g_assert_true (found);
}

static void
start (CytFixture *f,
       guint64     deal)
{
  cyt_start (f, "easy", deal);
  g_signal_connect (f->table, "cards-dropped", G_CALLBACK (on_cards_dropped), NULL);
  for (guint seat = 0; seat < cy_game_get_n_players (f->game); seat++)
    {
      watch_drags (GTK_WIDGET (cy_table_view_get_hand_row (f->table, seat)));
      watch_drags (GTK_WIDGET (cy_table_view_get_harbor_row (f->table, seat)));
    }
  calibrate (f);
}

static gboolean
drag_ended (gpointer data)
{
  return n_drags_ended > GPOINTER_TO_UINT (data);
}

/* Drags the human's @card onto @onto, where it must not be taken. */
static void
drag_nowhere (CytFixture *f,
              CyCard      card,
              GtkWidget  *onto)
{
  g_autoptr(GBytes) before = cyt_save (f);
  guint drops = n_drops;
  guint attempt;

  for (attempt = 1; attempt <= ATTEMPTS; attempt++)
    {
      guint ended = n_drags_ended;

      drag (f, cy_card_row_get_card_widget (cy_table_view_get_hand_row (f->table, CYT_HUMAN), card), onto);
      if (cyt_wait_until (drag_ended, GUINT_TO_POINTER (ended), 3000))
        break;
      g_test_message ("drag %u did not start; again", attempt);
      cyt_xdotool ("mouseup 1");
      cyt_iterate (300);
    }
  g_assert_cmpuint (attempt, <=, ATTEMPTS);

  cyt_iterate (500);
  g_assert_cmpuint (n_drops, ==, drops);
  cyt_assert_unchanged (f, before);
}

static gboolean
move_proposed (gpointer data)
{
  return cyt_action_enabled (data, "card-yacht.confirm-move");
}

/* Issue 26: a card clicked, D, then Enter: the draw shown is played, with
 * real key presses (the focus on the card, or on the confirm button if it
 * took it); Enter never toggles the card and drops the move. Likewise for
 * the cards the hint chose (H, D, Enter). */
static void
test_enter_confirms (void)
{
  CytFixture f;
  CyCard cards[CY_HAND_SIZE];
  ChangeWait w = { &f, NULL };
  guint n_harbor;

  if (!cyt_can_xdotool ())
    return;

  start (&f, DEAL);
  cy_game_get_hand (f.game, CYT_HUMAN, cards);
  select_by_click (&f, cards[1]);
  g_assert_true (CY_IS_CARD_WIDGET (gtk_window_get_focus (GTK_WINDOW (f.window))));
  w.before = cyt_save (&f);

  cyt_xdotool ("key d");
  g_assert_true (cyt_wait_until (move_proposed, &f, 3000));
  cyt_xdotool ("key Return");
  g_assert_true (cyt_wait_until (game_changed, &w, 3000));
  g_bytes_unref (w.before);
  g_assert_true (cyt_harbor_set (&f, CYT_HUMAN, &n_harbor) & cy_card_set_of (cards[1]));
  g_assert_cmpuint (n_harbor, ==, 1);

  /* The hint's cards, at the person's next turn. */
  if (cyt_wait_until (cyt_human_ready_or_hand_over, &f, 30000) && cyt_playing (&f) &&
      cy_game_get_phase (f.game) == CY_PHASE_TURNS)
    {
      cy_game_get_hand (f.game, CYT_HUMAN, cards);
      click (&f, cy_card_row_get_card_widget (cy_table_view_get_hand_row (f.table, CYT_HUMAN), cards[0]));
      cyt_settle ();
      cyt_xdotool ("key h");
      cyt_settle ();
      if (cyt_action_enabled (&f, "card-yacht.draw"))
        {
          w.before = cyt_save (&f);
          cyt_xdotool ("key d");
          g_assert_true (cyt_wait_until (move_proposed, &f, 3000));
          cyt_xdotool ("key KP_Enter");
          g_assert_true (cyt_wait_until (game_changed, &w, 3000));
          g_bytes_unref (w.before);
        }
      else
        g_test_message ("the hint chose no draw here");
    }

  cyt_finish (&f);
}

/* Hand cards dropped on the opponent's hand or Harbor: no move. */
static void
test_drop_elsewhere (void)
{
  CytFixture f;
  CyCard cards[CY_HAND_SIZE];
  g_autoptr(GBytes) before = NULL;

  if (!cyt_can_xdotool ())
    return;

  start (&f, DEAL);
  cy_game_get_hand (f.game, CYT_HUMAN, cards);
  select_by_click (&f, cards[0]);
  before = cyt_save (&f);

  drag_nowhere (&f, cards[0], GTK_WIDGET (cy_table_view_get_hand_row (f.table, CYT_COMPUTER)));
  drag_nowhere (&f, cards[0], GTK_WIDGET (cy_table_view_get_harbor_row (f.table, CYT_COMPUTER)));
  /* Dropped in the middle of the table (the status text): nothing either. */
  drag_nowhere (&f, cards[0], cyt_find_actionable (GTK_WIDGET (f.window), "card-yacht.knock"));

  /* The card is still picked and the own Harbor still takes it. */
  g_assert_true (cyt_action_enabled (&f, "card-yacht.draw"));
  cyt_assert_unchanged (&f, before);

  cyt_finish (&f);
}

static void
test_draw_and_exchange (void)
{
  gboolean drew = FALSE, exchanged = FALSE;

  if (!cyt_can_xdotool ())
    return;

  for (guint64 deal = DEAL; deal < DEAL + 10 && !exchanged; deal++)
    {
      CytFixture f;

      start (&f, deal);

      while (!exchanged && cyt_wait_until (cyt_human_ready_or_hand_over, &f, 30000) && cyt_playing (&f))
        {
          guint n_ann;

          cyt_harbor_set (&f, CYT_COMPUTER, &n_ann);
          if (n_ann > 0 && drew)
            {
              exchange_by_drag (&f);
              exchanged = TRUE;
            }
          else if (cy_game_get_phase (f.game) == CY_PHASE_LAST_TURNS)
            cyt_activate (&f, "card-yacht.pass");
          else
            {
              draw_by_drag (&f);
              drew = TRUE;
            }
          cyt_settle ();
        }
      cyt_finish (&f);

      if (!exchanged)
        g_test_message ("deal %" G_GUINT64_FORMAT ": no exchange came up, dealing again", deal);
    }

  g_assert_true (drew);
  g_assert_true (exchanged);
}

int
main (int    argc,
      char **argv)
{
  int ret;

  if (!cyt_init (&argc, &argv))
    return 0;

  g_test_add_func ("/card-yacht/drag/draw-and-exchange", test_draw_and_exchange);
  g_test_add_func ("/card-yacht/drag/drop-elsewhere", test_drop_elsewhere);
  g_test_add_func ("/card-yacht/drag/enter-confirms", test_enter_confirms);

  ret = g_test_run ();
  cyt_shutdown ();
  return ret;
}
