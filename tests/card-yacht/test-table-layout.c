/* test-table-layout.c: every region of the table has its own place, and
 * every card can be read
 *
 * The crowded table (tests/crowded-table.c: four long names, a 20-card
 * Harbor, long log lines) is resumed in a real window of 1024×640 and of
 * 1280×800, left to right and right to left, with the score sheet shown,
 * a hint and an exchange waiting for confirmation: every region at its
 * largest. The regions' allocations must not overlap and must lie in the
 * window; face-up cards must be at least CY_CARD_ROW_MIN_FACE_WIDTH wide
 * with every corner index in view; and taking the hint and the proposal
 * away must move nothing.
 *
 * Needs a display (run under xvfb-run and dbus-run-session); without one
 * it skips.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cy-ui-test.h"

#include "crowded-table.h"
#include "cy-card-widget.h"
#include "cy-save-file.h"

/* What of a covered card must stay in view: its corner index, from its
 * top left corner (the art is the same either way hand_number); in our deck
 * (data/cards/cy_deck.py) the index ends 48 of 250 across ("10"), 112
 * of 350 down. */
#define INDEX_WIDTH(w)  ((w) * 0.19)
#define INDEX_HEIGHT(h) ((h) * 0.32)

typedef struct
{
  const char      *name;
  graphene_rect_t  rect;
} Region;

static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *window)
{
  graphene_rect_t rect;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, window, &rect));
  return rect;
}

/* The stock: the one card of the table outside the rows. */
static GtkWidget *
find_stock (GtkWidget *root)
{
  if (CY_IS_CARD_WIDGET (root) && !CY_IS_CARD_ROW (gtk_widget_get_parent (root)))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_stock (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static gboolean
overlap (const graphene_rect_t *a,
         const graphene_rect_t *b)
{
  /* Touching edges are no overlap; half a pixel of rounding is none either. */
  return a->origin.x + a->size.width > b->origin.x + 0.5 && b->origin.x + b->size.width > a->origin.x + 0.5 &&
         a->origin.y + a->size.height > b->origin.y + 0.5 && b->origin.y + b->size.height > a->origin.y + 0.5;
}

static void
add_region (GArray     *regions,
            const char *name,
            GtkWidget  *widget,
            GtkWidget  *window)
{
  Region region = { name, bounds_in (widget, window) };

  g_assert_nonnull (widget);
  g_array_append_val (regions, region);
}

/* Every card of @row, in the order they are drawn, bottom first. */
static GPtrArray *
cards_in_drawing_order (CyCardRow *row)
{
  GPtrArray *cards = g_ptr_array_new ();
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (row)) == GTK_TEXT_DIR_RTL;
  GPtrArray *line = g_ptr_array_new ();
  double line_y = -1;

  /* Lines are told apart by their cards' tops (a selected card rises by
   * less than a fifth of its height); within a line, right to left draws
   * the earlier on top. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (row)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t rect = bounds_in (child, GTK_WIDGET (row));
      double base = rect.origin.y;

      if (line->len > 0 && base > line_y + rect.size.height * 0.2)
        {
          for (guint i = 0; i < line->len; i++)
            g_ptr_array_add (cards, g_ptr_array_index (line, rtl ? line->len - 1 - i : i));
          g_ptr_array_set_size (line, 0);
        }
      if (line->len == 0)
        line_y = base;
      g_ptr_array_add (line, child);
    }
  for (guint i = 0; i < line->len; i++)
    g_ptr_array_add (cards, g_ptr_array_index (line, rtl ? line->len - 1 - i : i));
  g_ptr_array_unref (line);

  return cards;
}

/* Face-up cards are wide enough to read, and nothing drawn over a card
 * covers its corner index. */
static void
check_row_readable (CyCardRow  *row,
                    const char *what,
                    int         min_width)
{
  g_autoptr(GPtrArray) cards = cards_in_drawing_order (row);

  for (guint i = 0; i < cards->len; i++)
    {
      GtkWidget *card = g_ptr_array_index (cards, i);
      graphene_rect_t rect = bounds_in (card, GTK_WIDGET (row));
      graphene_rect_t index = GRAPHENE_RECT_INIT (rect.origin.x, rect.origin.y,
                                                  INDEX_WIDTH (rect.size.width), INDEX_HEIGHT (rect.size.height));

      if (cy_card_widget_get_image (CY_CARD_WIDGET (card)) >= CY_DECK_SIZE)
        continue;

      if (rect.size.width < min_width)
        g_error ("%s: card %u is %g wide, less than %d", what, i, rect.size.width, min_width);

      for (guint j = i + 1; j < cards->len; j++)
        {
          graphene_rect_t above = bounds_in (g_ptr_array_index (cards, j), GTK_WIDGET (row));

          if (overlap (&index, &above))
            g_error ("%s: the index of card %u (at %g,%g) is covered by card %u (at %g,%g)",
                     what, i, rect.origin.x, rect.origin.y, j, above.origin.x, above.origin.y);
        }
    }
}

static gboolean
table_shown (gpointer data)
{
  CytFixture *f = data;

  return g_strcmp0 (cyt_page (f->window), "table") == 0 &&
         gtk_widget_get_width (GTK_WIDGET (f->table)) > 0 &&
         cy_table_view_get_viewer (f->table) == 0;
}

/* Lets the layout settle: the card sizes are chosen in a second pass. */
static void
settle_layout (void)
{
  for (int i = 0; i < 4; i++)
    cyt_settle ();
  cyt_iterate (200);
}

static void
snapshot_places (CytFixture      *f,
                 graphene_rect_t *places)
{
  guint n = 0;

  for (guint seat = 0; seat < CY_MAX_PLAYERS; seat++)
    {
      places[n++] = bounds_in (GTK_WIDGET (cy_table_view_get_hand_row (f->table, seat)), GTK_WIDGET (f->window));
      places[n++] = bounds_in (GTK_WIDGET (cy_table_view_get_harbor_row (f->table, seat)), GTK_WIDGET (f->window));
    }
  places[n++] = bounds_in (find_stock (GTK_WIDGET (f->table)), GTK_WIDGET (f->window));
  places[n++] = bounds_in (cyt_find_by_class (GTK_WIDGET (f->table), "message"), GTK_WIDGET (f->window));
  places[n++] = bounds_in (cyt_find_actionable (GTK_WIDGET (f->table), "win.hint"), GTK_WIDGET (f->window));
}

#define N_PLACES (2 * CY_MAX_PLAYERS + 3)

static void
check_crowded (int             width,
               int             height,
               GtkTextDirection direction)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CyMatch) match = cy_crowded_match_new ();
  g_autoptr(GArray) regions = g_array_new (FALSE, FALSE, sizeof (Region));
  graphene_rect_t window_rect, before[N_PLACES], after[N_PLACES];
  CytFixture fixture = { 0 }, *f = &fixture;
  CyCard harbor[CY_DECK_SIZE];
  CyCard hand[CY_HAND_SIZE];
  const CyCard *cards;
  guint n_harbor = 0;
  char name[64];

  g_test_message ("%d×%d, %s", width, height, direction == GTK_TEXT_DIR_RTL ? "right to left" : "left to right");
  gtk_widget_set_default_direction (direction);
  g_assert_true (cy_save_file_write (match, &error));

  f->window = cy_window_new (cyt_app);
  gtk_window_set_default_size (GTK_WINDOW (f->window), width, height);
  gtk_window_present (GTK_WINDOW (f->window));
  g_assert_true (cy_window_resume (f->window));
  f->game = cyt_game (f->window);
  f->table = cyt_table (f->window);
  g_assert_true (cyt_wait_until (table_shown, f, 10000));
  settle_layout ();
  /* Without a window manager, the window's invisible resize borders come
   * out of its size. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), >=, width - 20);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (f->window)), >=, height - 20);

  /* Every region at its largest: the exchange of two cards for two of the
   * big Harbor shown, and a hint beside it. */
  cy_game_get_hand (f->game, 0, hand);
  cards = cy_game_get_harbor (f->game, CY_CROWDED_BIG_SEAT, &n_harbor);
  g_assert_cmpuint (n_harbor, ==, CY_CROWDED_BIG_HARBOR);
  memcpy (harbor, cards, n_harbor * sizeof *cards);
  cy_table_view_select (f->table, cy_card_set_of (hand[0]) | cy_card_set_of (hand[1]),
                        CY_CROWDED_BIG_SEAT, cy_card_set_of (harbor[3]) | cy_card_set_of (harbor[15]));
  cyt_activate (f, "card-yacht.exchange");
  g_assert_true (cyt_action_enabled (f, "card-yacht.confirm-move"));
  cy_table_view_set_hint (f->table, "Exchange the Seven and the Eight of Hearts for the Nine and the Ten of Clubs "
                                    "from Maximiliana Theodora’s Harbor: the clubs are worth more together");
  settle_layout ();

  window_rect = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (f->window)),
                                   gtk_widget_get_height (GTK_WIDGET (f->window)));
  for (guint seat = 0; seat < CY_MAX_PLAYERS; seat++)
    {
      g_snprintf (name, sizeof name, "hand %u", seat);
      add_region (regions, g_intern_string (name), GTK_WIDGET (cy_table_view_get_hand_row (f->table, seat)), GTK_WIDGET (f->window));
      g_snprintf (name, sizeof name, "Harbor %u", seat);
      add_region (regions, g_intern_string (name), GTK_WIDGET (cy_table_view_get_harbor_row (f->table, seat)), GTK_WIDGET (f->window));
    }
  add_region (regions, "stock", find_stock (GTK_WIDGET (f->table)), GTK_WIDGET (f->window));
  add_region (regions, "status", cyt_find_by_class (GTK_WIDGET (f->table), "status"), GTK_WIDGET (f->window));
  add_region (regions, "log", cyt_find_by_class (GTK_WIDGET (f->table), "events"), GTK_WIDGET (f->window));
  add_region (regions, "hint and proposal", cyt_find_by_class (GTK_WIDGET (f->table), "message"), GTK_WIDGET (f->window));
  add_region (regions, "Cancel", cyt_find_actionable (GTK_WIDGET (f->table), "card-yacht.cancel-move"), GTK_WIDGET (f->window));
  add_region (regions, "Exchange", cyt_find_actionable (GTK_WIDGET (f->table), "card-yacht.confirm-move"), GTK_WIDGET (f->window));
  add_region (regions, "Hint", cyt_find_actionable (GTK_WIDGET (f->table), "win.hint"), GTK_WIDGET (f->window));
  add_region (regions, "Log", cyt_find_by_class (GTK_WIDGET (f->table), "log-button"), GTK_WIDGET (f->window));
  add_region (regions, "score sheet", cyt_find_by_class (GTK_WIDGET (f->window), "sheet-pane"), GTK_WIDGET (f->window));

  for (guint i = 0; i < regions->len; i++)
    {
      Region *a = &g_array_index (regions, Region, i);

      if (!graphene_rect_contains_rect (&window_rect, &a->rect))
        g_error ("%s (%g,%g %g×%g) is not all in the window", a->name,
                 a->rect.origin.x, a->rect.origin.y, a->rect.size.width, a->rect.size.height);
      for (guint j = i + 1; j < regions->len; j++)
        {
          Region *b = &g_array_index (regions, Region, j);

          if (overlap (&a->rect, &b->rect))
            g_error ("%s (%g,%g %g×%g) overlaps %s (%g,%g %g×%g)",
                     a->name, a->rect.origin.x, a->rect.origin.y, a->rect.size.width, a->rect.size.height,
                     b->name, b->rect.origin.x, b->rect.origin.y, b->rect.size.width, b->rect.size.height);
        }
    }

  /* Readable cards: the hand, every Harbor, the stock. */
  check_row_readable (cy_table_view_get_hand_row (f->table, 0), "the hand", CY_CARD_ROW_MIN_FACE_WIDTH);
  for (guint seat = 0; seat < CY_MAX_PLAYERS; seat++)
    {
      g_snprintf (name, sizeof name, "Harbor %u", seat);
      check_row_readable (cy_table_view_get_harbor_row (f->table, seat), name, CY_CARD_ROW_MIN_FACE_WIDTH);
    }
  g_assert_cmpfloat (bounds_in (find_stock (GTK_WIDGET (f->table)), GTK_WIDGET (f->window)).size.width, >=, CY_CARD_ROW_MIN_FACE_WIDTH);

  /* Nothing moves when the hint goes, nor when the proposal does. */
  snapshot_places (f, before);
  cy_table_view_set_hint (f->table, NULL);
  settle_layout ();
  snapshot_places (f, after);
  for (guint i = 0; i < N_PLACES; i++)
    g_assert_true (graphene_rect_equal (&before[i], &after[i]));
  cyt_activate (f, "card-yacht.cancel-move");
  settle_layout ();
  snapshot_places (f, after);
  for (guint i = 0; i < N_PLACES; i++)
    g_assert_true (graphene_rect_equal (&before[i], &after[i]));

  cyt_finish (f);
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

static void
test_small_ltr (void)
{
  check_crowded (1024, 640, GTK_TEXT_DIR_LTR);
}

static void
test_small_rtl (void)
{
  check_crowded (1024, 640, GTK_TEXT_DIR_RTL);
}

static void
test_large_ltr (void)
{
  check_crowded (1280, 800, GTK_TEXT_DIR_LTR);
}

static void
test_large_rtl (void)
{
  check_crowded (1280, 800, GTK_TEXT_DIR_RTL);
}

/* A Harbor of five or more beside the hand at 1280×800: the Harbor takes
 * two lines and every card shrinks a little, but the hand's cards lie side
 * by side, none covering another (a newcomer saw them overlap with room
 * to spare). Three players: the score sheet beside the table is wide. */
static void
test_hand_whole_beside_harbor (void)
{
  CytFixture fixture = { 0 }, *f = &fixture;
  g_autoptr(GPtrArray) players = cy_player_parse_list ("You:human,Ann:easy,Bob:easy", NULL);
  guint n_harbor = 0;
  CyCardRow *hand_row;
  graphene_rect_t previous = { 0 };

  f->window = cy_window_new (cyt_app);
  cy_window_set_ai_seed (f->window, 42);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (f->window));
  cy_window_start_game (f->window, "card-yacht", players, 42);
  f->game = cyt_game (f->window);
  f->table = cyt_table (f->window);
  g_assert_true (cyt_wait_until (cyt_window_drawn, f, 10000));
  cyt_activate (f, "win.deal");
  g_assert_true (cyt_wait_until (cyt_human_ready, f, 20000));

  /* Five cards to the Harbor, and more while Ann takes some back. */
  for (guint turn = 0; turn < 4 && n_harbor < 5; turn++)
    {
      cy_table_view_select (f->table, cyt_hand_set (f, CYT_HUMAN), -1, 0);
      cyt_activate (f, "card-yacht.draw");
      cyt_activate (f, "card-yacht.confirm-move");
      g_assert_true (cyt_wait_until (cyt_human_ready_or_hand_over, f, 20000));
      g_assert_cmpint (cy_game_get_phase (f->game), ==, CY_PHASE_TURNS);
      cyt_harbor_set (f, CYT_HUMAN, &n_harbor);
    }
  g_assert_cmpuint (n_harbor, >=, 5);
  /* The score sheet beside the table, as the player has it. */
  g_object_set (gtk_widget_get_ancestor (GTK_WIDGET (f->table), CY_TYPE_CARD_YACHT_VIEW), "sheet-shown", TRUE, NULL);
  settle_layout ();
  cyt_iterate (500);
  settle_layout ();

  hand_row = cy_table_view_get_hand_row (f->table, CYT_HUMAN);
  for (GtkWidget *card = gtk_widget_get_first_child (GTK_WIDGET (hand_row)); card != NULL;
       card = gtk_widget_get_next_sibling (card))
    {
      graphene_rect_t rect = bounds_in (card, GTK_WIDGET (hand_row));

      if (card != gtk_widget_get_first_child (GTK_WIDGET (hand_row)))
        g_assert_cmpfloat (rect.origin.x, >=, previous.origin.x + previous.size.width);
      previous = rect;
    }
  check_row_readable (cy_table_view_get_harbor_row (f->table, CYT_HUMAN), "the Harbor", CY_CARD_ROW_MIN_FACE_WIDTH);

  cyt_finish (f);
}

int
main (int    argc,
      char **argv)
{
  int ret;

  if (!cyt_init (&argc, &argv))
    return 0;
  cy_game_register_match_loader ();

  g_test_add_func ("/card-yacht/table-layout/1024x640/ltr", test_small_ltr);
  g_test_add_func ("/card-yacht/table-layout/1024x640/rtl", test_small_rtl);
  g_test_add_func ("/card-yacht/table-layout/1280x800/ltr", test_large_ltr);
  g_test_add_func ("/card-yacht/table-layout/1280x800/rtl", test_large_rtl);
  g_test_add_func ("/card-yacht/table-layout/1280x800/hand-whole", test_hand_whole_beside_harbor);

  ret = g_test_run ();
  cyt_shutdown ();
  return ret;
}
