/* test-game-views.c: every registered game's view passes the same tests
 *
 * For each game of the registry (cy_game_info_get_n()), a real window plays
 * a match of it, and its CyGameView must: show that match, name it (the
 * window's title is the game's name), say what the person at the screen
 * may do, give its hint or coach on the person's turn (through the
 * interface and through H's win.hint), say what Take Back would do and why
 * it cannot, and show a replay of the match read-only in a second view of
 * its type, which a match takes out of read-only mode again; the record
 * viewer shows the match's record on a view of that type, stepping forward
 * and back. And at the size of a phone, upright (360 x 640) and on its side
 * (640 x 360), and at the window's smallest (360 x 360), the window takes
 * that size and every control of the person's turn lies inside it
 * (/ui/game-view/GAME/sizes; meson runs these one game at a time, as
 * tests of their own). On a big screen (1920 x
 * 1080, from 1024 x 640) the cards or dice and the sheet grow and the
 * welcome page's pictures too (/ui/game-view/GAME/big, /ui/welcome/big:
 * meson runs them in a display that large; a smaller one skips them).
 * A toast hides no control of the turn at 1024 x 640, 360 x 640 and
 * 640 x 360 (/ui/game-view/GAME/toast).
 *
 * Needs a display (run under xvfb-run); without one it skips.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cy-ui-test.h"

#include <glib/gi18n.h>

#include "cy-card-cache.h"
#include "cy-game-info.h"
#include "cy-games.h"
#include "cy-game-view.h"
#include "cy-record-viewer.h"
#include "cy-record-writer.h"
#include "cy-score-sheet.h"
#include "cy-toast.h"

typedef struct
{
  CyWindow  *window;
  CyMatch   *match;
  CyGameView *view;
  guint      person;      /* the seat of the person at the screen */
} Fixture;

/* The person at the screen acts now. */
static gboolean
person_to_act (gpointer data)
{
  Fixture *f = data;
  CyMatchState state = cy_match_get_state (f->match);
  int seat = cy_match_get_acting_seat (f->match);

  return (state == CY_MATCH_STATE_HUMAN_TO_MOVE || state == CY_MATCH_STATE_CHOOSING) &&
         seat == (int) f->person && cy_match_can_act (f->match, f->person);
}

/* The hint or coach answers (Yacht's coach first works out perfect play
 * in a thread: it says so until it has). */
static gboolean
hint_given (gpointer data)
{
  Fixture *f = data;

  return cy_game_view_hint (f->view);
}

static void
start (Fixture          *f,
       const CyGameInfo *info)
{
  /* As many seats as the game takes: computers first, so that the record
   * holds something by the person's first turn, then the person. */
  static const char * const computers[] = { "Ann:easy", "Bob:easy", "Cid:easy" };
  g_autoptr(GStrvBuilder) seats = g_strv_builder_new ();
  g_auto(GStrv) list = NULL;
  g_autofree char *spec = NULL;
  g_autoptr(GPtrArray) players = NULL;
  const char *key = cy_game_info_get_n_rule_sets (info) > 0 ? cy_game_info_get_rule_set_key (info, 0) : info->id;

  for (guint i = 0; i + 1 < MIN (info->max_seats, 4u); i++)
    g_strv_builder_add (seats, computers[i]);
  g_strv_builder_add (seats, "You:human");
  list = g_strv_builder_end (seats);
  spec = g_strjoinv (",", list);
  players = cy_player_parse_list (spec, NULL);
  g_assert_nonnull (players);
  f->person = players->len - 1;
  f->window = cy_window_new (cyt_app);
  cy_window_set_ai_seed (f->window, 7);
  gtk_window_present (GTK_WINDOW (f->window));
  cy_window_start_quick_game (f->window, key, players, 2026);
  f->match = cy_window_get_match (f->window);
  f->view = cy_window_get_view (f->window);
  g_assert_nonnull (f->match);
  g_assert_true (CY_IS_GAME_VIEW (f->view));
}

/* What the view shows before the first move (Card Yacht's draw for the
 * first dealer) gives way to the match on win.deal. */
static void
leave_opening (Fixture *f)
{
  if (cy_match_get_state (f->match) == CY_MATCH_STATE_WAITING)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.deal", NULL));
  g_assert_true (cyt_wait_until (person_to_act, f, 30000));
  cyt_settle ();
}

/* A record of the match so far: the one kept with its save (Card Yacht
 * records from the first deal), or one read from the game's own actions. */
static CyRecord *
record_of (Fixture *f)
{
  g_autoptr(GBytes) saved = cy_match_save_to_bytes (f->match);
  g_autoptr(CyMatch) loaded = cy_match_load_from_bytes (saved, NULL);
  GBytes *kept = loaded != NULL ? cy_match_get_attachment (loaded, "record") : NULL;
  g_autoptr(CyRecordWriter) writer = NULL;
  g_autoptr(GError) error = NULL;

  if (kept != NULL)
    {
      gsize size;
      const char *data = g_bytes_get_data (kept, &size);

      return cy_record_new_from_data (data, size, NULL);
    }

  writer = cy_record_writer_new (G_OBJECT (cy_match_get_game (f->match)), NULL, &error);
  g_assert_no_error (error);
  return cy_record_writer_get_record (writer, FALSE);
}

static gboolean
viewer_drawn (gpointer data)
{
  CyRecordViewer *viewer = data;

  return gtk_widget_get_mapped (GTK_WIDGET (viewer)) &&
         gtk_widget_get_width (GTK_WIDGET (cy_record_viewer_get_view (viewer))) > 0;
}

/* The record of the match so far, written to a file and opened in the
 * record viewer: its game's own table, read-only, stepped forward and back. */
static void
check_record_viewer (Fixture    *f,
                     CyRecord   *record)
{
  g_autoptr(GBytes) bytes = cy_record_to_bytes (record);
  g_autofree char *path = g_build_filename (cyt_data_dir, "views.cyrecord.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CyCardTheme) theme = cy_card_theme_new_default (FALSE);
  g_autoptr(CyCardCache) cache = cy_card_cache_new (theme);
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  CyRecordViewer *viewer;
  CyGameView *view;
  CyReplay *replay;
  guint last;

  g_file_set_contents (path, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), &error);
  g_assert_no_error (error);
  viewer = cy_record_viewer_new (GTK_WINDOW (f->window), cache, file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (viewer);
  gtk_window_present (GTK_WINDOW (viewer));
  g_assert_true (cyt_wait_until (viewer_drawn, viewer, 10000));

  view = cy_record_viewer_get_view (viewer);
  replay = cy_record_viewer_get_replay (viewer);
  g_assert_true (G_OBJECT_TYPE (view) == G_OBJECT_TYPE (f->view));
  g_assert_true (cy_game_view_get_read_only (view));
  g_assert_true (cy_game_view_get_replay (view) == replay);
  last = cy_record_viewer_get_last (viewer);
  g_assert_cmpuint (last, >=, 2);
  g_assert_cmpuint (cy_record_viewer_get_position (viewer), ==, 0);

  /* Forward: the view shows the replay's game as it goes, and says where. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (viewer), "record.forward", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (viewer), "record.forward", NULL));
  cyt_settle ();
  g_assert_cmpuint (cy_record_viewer_get_position (viewer), ==, 2);
  g_assert_true (cy_game_view_get_game (view) == cy_replay_get_game (replay));
  first = g_strdup (cy_record_viewer_get_where (viewer));
  g_assert_cmpstr (first, !=, "");
  g_assert_cmpstr (cy_game_view_get_status (view), !=, "");

  /* To the end and back: a new game from the start, followed. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (viewer), "record.to-end", NULL));
  cyt_settle ();
  g_assert_cmpuint (cy_record_viewer_get_position (viewer), ==, last);
  g_assert_true (cy_game_view_get_game (view) == cy_replay_get_game (replay));
  cy_record_viewer_set_position (viewer, 2);
  cyt_settle ();
  g_assert_cmpuint (cy_record_viewer_get_position (viewer), ==, 2);
  g_assert_cmpstr (cy_record_viewer_get_where (viewer), ==, first);
  g_assert_true (cy_game_view_get_game (view) == cy_replay_get_game (replay));
  g_assert_true (cy_game_view_get_read_only (view));
  g_assert_false (cy_game_view_can_hint (view));

  gtk_window_destroy (GTK_WINDOW (viewer));
  cyt_settle ();
  g_unlink (path);
}

/* A second view of the same type, as the record viewer makes one. */
static GtkWidget *
new_view_like (CyGameView *view)
{
  GObjectClass *klass = G_OBJECT_GET_CLASS (view);

  if (g_object_class_find_property (klass, "cache") != NULL)
    {
      g_autoptr(CyCardTheme) theme = cy_card_theme_new_default (FALSE);
      g_autoptr(CyCardCache) cache = cy_card_cache_new (theme);

      return g_object_new (G_OBJECT_TYPE (view), "cache", cache, NULL);
    }
  return g_object_new (G_OBJECT_TYPE (view), NULL);
}

static void
test_view (gconstpointer data)
{
  const CyGameInfo *info = data;
  CyGameViewInterface *iface;
  g_autofree char *subtitle = NULL;
  g_autofree char *replay_subtitle = NULL;
  g_autoptr(CyRecord) record = NULL;
  g_autoptr(CyReplay) replay = NULL;
  g_autoptr(GError) error = NULL;
  char *take_back;
  GtkWidget *other;
  GtkWindow *other_window;
  Fixture f = { NULL };

  start (&f, info);

  /* Set a match: the view shows the window's match, of this game. */
  g_assert_true (cy_game_view_get_match (f.view) == f.match);
  g_assert_true (cy_game_view_get_game (f.view) == G_OBJECT (cy_match_get_game (f.match)));
  g_assert_cmpstr (cy_match_game_get_game_id (cy_match_get_game (f.match)), ==, info->id);
  g_assert_false (cy_game_view_get_read_only (f.view));

  /* Title: the game's name, on the window too; a subtitle of this match. */
  g_assert_cmpstr (cy_game_view_get_title (f.view), ==, g_dgettext (GETTEXT_PACKAGE, info->name));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (f.window)), ==, cy_game_view_get_title (f.view));
  subtitle = cy_game_view_dup_subtitle (f.view);
  g_assert_nonnull (subtitle);
  g_assert_cmpstr (subtitle, !=, "");

  leave_opening (&f);

  /* The status line says something on the person's turn; set from
   * outside ("Welcome back"), it is the "status" property. */
  g_assert_cmpstr (cy_game_view_get_status (f.view), !=, "");
  {
    g_autofree char *status = NULL;

    cy_game_view_set_status (f.view, "Welcome back");
    g_object_get (f.view, "status", &status, NULL);
    /* Boat keeps the turn's prompt under it (a newcomer lost it). */
    g_assert_true (g_str_has_prefix (status, "Welcome back"));
  }

  /* Hint: on the person's turn, through the interface and through H. */
  g_assert_true (cy_game_view_can_hint (f.view));
  g_assert_true (cyt_wait_until (hint_given, &f, 60000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.hint", NULL));

  /* Take Back: what it would take back, and why it cannot now. */
  iface = CY_GAME_VIEW_GET_IFACE (f.view);
  g_assert_cmpstr (iface->get_take_back_label (f.view), !=, "");
  if (!cy_match_get_can_undo (f.match))
    {
      take_back = cy_game_view_describe_take_back (f.view);
      g_assert_cmpstr (take_back, ==, _("Nothing to take back now"));
      g_free (take_back);
    }
  cy_match_set_strict (f.match, TRUE);
  take_back = cy_game_view_describe_take_back (f.view);
  g_assert_cmpstr (take_back, ==, _("Taking back is off: turn it on in Preferences"));
  g_free (take_back);
  cy_match_set_strict (f.match, FALSE);

  /* Read-only: a replay of this match in a second view of the type. */
  record = record_of (&f);
  g_assert_nonnull (record);
  replay = cy_replay_new (record, &error);
  g_assert_no_error (error);
  g_assert_true (cy_replay_seek (replay, cy_replay_get_n_steps (replay), &error));
  g_assert_no_error (error);

  other = new_view_like (f.view);
  other_window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_child (other_window, other);
  gtk_window_present (other_window);
  cy_game_view_set_replay (CY_GAME_VIEW (other), replay);
  cyt_settle ();

  g_assert_true (cy_game_view_get_read_only (CY_GAME_VIEW (other)));
  g_assert_true (cy_game_view_get_replay (CY_GAME_VIEW (other)) == replay);
  g_assert_null (cy_game_view_get_match (CY_GAME_VIEW (other)));
  g_assert_false (cy_game_view_can_hint (CY_GAME_VIEW (other)));
  g_assert_false (cy_game_view_hint (CY_GAME_VIEW (other)));
  g_assert_null (cy_game_view_describe_take_back (CY_GAME_VIEW (other)));
  /* It shows the replay's game, and names it. */
  g_assert_true (cy_game_view_get_game (CY_GAME_VIEW (other)) == cy_replay_get_game (replay));
  replay_subtitle = cy_game_view_dup_subtitle (CY_GAME_VIEW (other));
  g_assert_nonnull (replay_subtitle);

  /* Stepped back to the start, it follows the replay's new game. */
  {
    GObject *before = cy_replay_get_game (replay);

    g_assert_cmpuint (cy_replay_get_position (replay), >=, 1);
    g_assert_true (cy_replay_seek (replay, 0, &error));
    g_assert_no_error (error);
    cyt_settle ();
    g_assert_true (cy_replay_get_game (replay) != before);
    g_assert_true (cy_game_view_get_game (CY_GAME_VIEW (other)) == cy_replay_get_game (replay));
  }

  /* Left, it shows nothing; a match ends read-only mode too. */
  cy_game_view_set_replay (CY_GAME_VIEW (other), NULL);
  g_assert_false (cy_game_view_get_read_only (CY_GAME_VIEW (other)));
  g_assert_null (cy_game_view_get_game (CY_GAME_VIEW (other)));
  cy_game_view_set_replay (CY_GAME_VIEW (other), replay);
  cy_game_view_set_match (f.view, NULL);
  cy_game_view_set_match (CY_GAME_VIEW (other), f.match);
  g_assert_false (cy_game_view_get_read_only (CY_GAME_VIEW (other)));
  g_assert_true (cy_game_view_get_match (CY_GAME_VIEW (other)) == f.match);
  cy_game_view_set_match (CY_GAME_VIEW (other), NULL);

  gtk_window_destroy (other_window);
  check_record_viewer (&f, record);
  gtk_window_destroy (GTK_WINDOW (f.window));
  cyt_settle ();
}

static void
test_sizes (gconstpointer data)
{
  const CyGameInfo *info = data;
  static const struct { int width, height; } sizes[] = { { 360, 640 }, { 640, 360 }, { 360, 360 } };

  /* Every size is tried, whichever fails. */
  g_test_set_nonfatal_assertions ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      Fixture f = { 0 };
      g_autofree char *outside = NULL;
      gboolean fits;

      g_test_message ("%s at %d x %d", info->id, sizes[i].width, sizes[i].height);
      start (&f, info);
      fits = cyt_resize (GTK_WINDOW (f.window), sizes[i].width, sizes[i].height);
      if (fits)
        {
          leave_opening (&f);
          /* Asked again once the table is shown: it must not have grown the window. */
          fits = cyt_resize (GTK_WINDOW (f.window), sizes[i].width, sizes[i].height);
        }
      if (fits)
        {
          outside = cyt_controls_outside (GTK_WINDOW (f.window));
          g_assert_cmpstr (outside, ==, "");
        }
      else
        g_test_fail_printf ("the window does not take %d x %d", sizes[i].width, sizes[i].height);
      gtk_window_destroy (GTK_WINDOW (f.window));
      cyt_iterate (300);
    }
}

/* The widget that shows a toast (libadwaita's own, private type), or NULL. */
static GtkWidget *
find_toast_widget (GtkWidget *root)
{
  GtkWidget *found = NULL;

  if (g_str_equal (G_OBJECT_TYPE_NAME (root), "AdwToastWidget"))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL && found == NULL;
       child = gtk_widget_get_next_sibling (child))
    found = find_toast_widget (child);
  return found;
}

static gboolean
toast_up (gpointer data)
{
  GtkWidget *toast = find_toast_widget (data);

  /* Up, not sliding in any more. */
  return toast != NULL && gtk_widget_get_mapped (toast) && gtk_widget_get_opacity (toast) >= 1.0;
}

/* A toast (the export's: a title and a button) hides no control of the
 * turn, from a phone to a small laptop; gone, it leaves the table whole. */
static void
test_toast (gconstpointer data)
{
  const CyGameInfo *info = data;
  static const struct { int width, height; } sizes[] = { { 1024, 640 }, { 360, 640 }, { 640, 360 } };
  Fixture f = { 0 };

  g_test_set_nonfatal_assertions ();
  start (&f, info);
  leave_opening (&f);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      AdwToast *toast = cy_toast_new_for_new_file ("Score sheet exported", "/tmp/sheet.pdf");
      g_autofree char *under = NULL;
      g_autofree char *outside = NULL;

      g_test_message ("%s at %d x %d", info->id, sizes[i].width, sizes[i].height);
      if (!cyt_resize (GTK_WINDOW (f.window), sizes[i].width, sizes[i].height))
        {
          g_test_fail_printf ("the window does not take %d x %d", sizes[i].width, sizes[i].height);
          g_object_unref (toast);
          continue;
        }
      g_object_ref (toast);
      cy_window_add_toast (f.window, toast);
      g_assert_true (cyt_wait_until (toast_up, f.window, 5000));
      /* Slid in, and the table laid out above it. */
      cyt_iterate (600);
      under = cyt_controls_under (GTK_WINDOW (f.window), find_toast_widget (GTK_WIDGET (f.window)));
      g_assert_cmpstr (under, ==, "");

      adw_toast_dismiss (toast);
      g_object_unref (toast);
      cyt_iterate (500);
      outside = cyt_controls_outside (GTK_WINDOW (f.window));
      g_assert_cmpstr (outside, ==, "");
    }
  gtk_window_destroy (GTK_WINDOW (f.window));
  cyt_iterate (300);
}

/* The tallest control that shows in @widget and holds none (a card, a
 * die; not a selectable label, nor a log's scroller), or 0: what a player reads from across a
 * room. */
static int
tallest_control (GtkWidget *widget)
{
  int tallest = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_mapped (child))
      {
        int within = tallest_control (child);

        if (within == 0 && (GTK_IS_BUTTON (child) || (gtk_widget_get_focusable (child) && !GTK_IS_LABEL (child) &&
                                                         !GTK_IS_SCROLLED_WINDOW (child))))
          within = gtk_widget_get_height (child);
        tallest = MAX (tallest, within);
      }
  return tallest;
}

/* The height a cell of the game's score sheet asks for, or 0 without one. */
static int
sheet_cell_height (GtkWidget *widget)
{
  int height = 0;

  if (CY_IS_SCORE_SHEET (widget))
    {
      gtk_widget_measure (cy_score_sheet_get_cell (CY_SCORE_SHEET (widget), 0, 0), GTK_ORIENTATION_VERTICAL, -1,
                          &height, NULL, NULL, NULL);
      return height;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL && height == 0;
       child = gtk_widget_get_next_sibling (child))
    height = sheet_cell_height (child);
  return height;
}

/* Whether @window's display is as large as 1920 x 1080: skips if not. */
static gboolean
display_is_big (GtkWindow *window)
{
  GdkMonitor *monitor = gdk_display_get_monitor_at_surface (gtk_widget_get_display (GTK_WIDGET (window)),
                                                            gtk_native_get_surface (GTK_NATIVE (window)));
  GdkRectangle screen;

  gdk_monitor_get_geometry (monitor, &screen);
  if (screen.width >= 1920 && screen.height >= 1080)
    return TRUE;
  g_test_skip_printf ("the display is %d x %d, smaller than 1920 x 1080", screen.width, screen.height);
  return FALSE;
}

/* On a big screen (1920 x 1080) the cards or dice and the sheet grow,
 * from a small laptop's (1024 x 640), and every control stays inside. */
static void
test_big (gconstpointer data)
{
  const CyGameInfo *info = data;
  g_autofree char *outside = NULL;
  Fixture f = { 0 };
  int small_control, small_cell, big_control, big_cell;

  start (&f, info);
  if (!display_is_big (GTK_WINDOW (f.window)))
    {
      gtk_window_destroy (GTK_WINDOW (f.window));
      cyt_iterate (300);
      return;
    }
  leave_opening (&f);
  g_assert_true (cyt_resize (GTK_WINDOW (f.window), 1024, 640));
  small_control = tallest_control (GTK_WIDGET (f.view));
  small_cell = sheet_cell_height (GTK_WIDGET (f.view));
  g_assert_true (cyt_resize (GTK_WINDOW (f.window), 1920, 1080));
  big_control = tallest_control (GTK_WIDGET (f.view));
  big_cell = sheet_cell_height (GTK_WIDGET (f.view));
  g_test_message ("%s: tallest control %d -> %d px, sheet cell %d -> %d px", info->id,
                  small_control, big_control, small_cell, big_cell);

  /* A card or die a third larger at least, a sheet's row taller. */
  g_assert_cmpint (big_control * 3, >=, small_control * 4);
  if (small_cell > 0)
    g_assert_cmpint (big_cell, >, small_cell);
  outside = cyt_controls_outside (GTK_WINDOW (f.window));
  g_assert_cmpstr (outside, ==, "");
  gtk_window_destroy (GTK_WINDOW (f.window));
  cyt_iterate (300);
}

/* The welcome page (a window with no game yet) from a phone to the test
 * display's own size: every game's Play and How to Play within reach. */
static void
test_welcome_sizes (void)
{
  static const struct { int width, height; } sizes[] = { { 360, 640 }, { 640, 360 }, { 1024, 640 }, { 1280, 800 } };
  CyWindow *window = cy_window_new (cyt_app);

  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *outside = NULL;

      g_test_message ("%d x %d", sizes[i].width, sizes[i].height);
      g_assert_true (cyt_resize (GTK_WINDOW (window), sizes[i].width, sizes[i].height));
      g_assert_cmpstr (cyt_page (window), ==, "welcome");
      outside = cyt_controls_outside (GTK_WINDOW (window));
      g_assert_cmpstr (outside, ==, "");
    }
  gtk_window_destroy (GTK_WINDOW (window));
  cyt_iterate (300);
}

/* The height of the first picture in @widget, or 0. */
static int
picture_height (GtkWidget *widget)
{
  int height = 0;

  if (GTK_IS_PICTURE (widget))
    return gtk_widget_get_height (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL && height == 0;
       child = gtk_widget_get_next_sibling (child))
    height = picture_height (child);
  return height;
}

/* On a big screen the welcome page's pictures grow, and every game's
 * Play and How to Play stay within reach. */
static void
test_welcome_big (void)
{
  CyWindow *window = cy_window_new (cyt_app);
  g_autofree char *outside = NULL;
  int small, big;

  gtk_window_present (GTK_WINDOW (window));
  if (display_is_big (GTK_WINDOW (window)))
    {
      g_assert_true (cyt_resize (GTK_WINDOW (window), 1024, 640));
      small = picture_height (GTK_WIDGET (window));
      g_assert_true (cyt_resize (GTK_WINDOW (window), 1920, 1080));
      big = picture_height (GTK_WIDGET (window));
      g_test_message ("a game's picture %d -> %d px high", small, big);
      g_assert_cmpint (small, >, 0);
      g_assert_cmpint (big * 3, >=, small * 4);
      outside = cyt_controls_outside (GTK_WINDOW (window));
      g_assert_cmpstr (outside, ==, "");
    }
  gtk_window_destroy (GTK_WINDOW (window));
  cyt_iterate (300);
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (!cyt_init (&argc, &argv))
    return 0;

  cy_games_register ();
  for (guint i = 0; i < cy_game_info_get_n (); i++)
    {
      const CyGameInfo *info = cy_game_info_get_nth (i);
      g_autofree char *path = g_strdup_printf ("/ui/game-view/%s", info->id);

      g_autofree char *sizes_path = g_strdup_printf ("/ui/game-view/%s/sizes", info->id);
      g_autofree char *big_path = g_strdup_printf ("/ui/game-view/%s/big", info->id);
      g_autofree char *toast_path = g_strdup_printf ("/ui/game-view/%s/toast", info->id);

      g_test_add_data_func (path, info, test_view);
      g_test_add_data_func (sizes_path, info, test_sizes);
      g_test_add_data_func (big_path, info, test_big);
      g_test_add_data_func (toast_path, info, test_toast);
    }

  g_test_add_func ("/ui/welcome/sizes", test_welcome_sizes);
  g_test_add_func ("/ui/welcome/big", test_welcome_big);

  status = g_test_run ();
  cyt_shutdown ();
  return status;
}
