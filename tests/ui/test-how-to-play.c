/* test-how-to-play.c: How to Play teaches the game played, turns its
 * pages and leads into a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game has its own tour (Card Yacht, Yacht, Boat), every page with a
 * figure that loads; a game window asks for the tour of the game it shows,
 * or of the one last chosen when it shows none, and the New Game dialog
 * for the game chosen in it (its New Game then goes back to the dialog).
 * In every tour pages turn
 * with the Back and Next buttons and with real keys (xdotool: arrows, Page
 * Up and Page Down, Home and End; Escape closes); the last page's New Game
 * starts a game in the window that opened it (win.new-game), Read the
 * Rules asks the application for the game's help page (app.help-page).
 *
 * Needs a display (run under xvfb-run); without one it skips.
 */
#include "cy-ui-test.h"

#include <string.h>

#include "cy-dice-game.h"
#include "cy-how-to-play.h"
#include "cy-new-game-dialog.h"

/* What each tour must be. */
typedef struct
{
  const char *game;
  guint       n_pages;
  const char *first_title;  /* the title of its first page */
  const char *subtitle;     /* the window's subtitle: the game's name */
  const char *help_page;    /* where Read the Rules leads */
  const char *setting;      /* the game as the New Game dialog stores it */
  guint       n_lists;      /* pages whose text is a list, a line each */
} Tour;

static const Tour tours[] = {
  { "card-yacht", 6, "Twelve Hands, Twelve Categories", "Card Yacht", "rules", "card-yacht", 3 },
  { CY_DICE_GAME_ID, 4, "Five Dice, Twelve Rounds", "Yacht", "yacht", "yacht-1938", 0 },
  { "boat", 5, "Two Partnerships", "Boat", "boat-rules", "boat", 0 },
};

typedef struct
{
  const Tour  *tour;
  GtkWindow   *parent;
  CyHowToPlay *how_to_play;
  guint        n_new_games;
  char        *help_page;    /* the last app.help-page parameter */
  GSimpleAction *help_action;
} Fixture;

static void
on_new_game (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  Fixture *f = user_data;

  f->n_new_games++;
}

static void
on_help_page (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  Fixture *f = user_data;

  g_free (f->help_page);
  f->help_page = g_variant_dup_string (parameter, NULL);
}

static gboolean
shown (gpointer data)
{
  Fixture *f = data;

  return gtk_widget_get_mapped (GTK_WIDGET (f->how_to_play)) &&
         gtk_widget_get_width (GTK_WIDGET (f->how_to_play)) > 0;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  GSimpleAction *new_game = g_simple_action_new ("new-game", NULL);

  /* A game window stand-in: its win.new-game only counts. */
  f->parent = GTK_WINDOW (gtk_application_window_new (cyt_app));
  g_signal_connect (new_game, "activate", G_CALLBACK (on_new_game), f);
  g_action_map_add_action (G_ACTION_MAP (f->parent), G_ACTION (new_game));
  g_object_unref (new_game);

  f->help_action = g_simple_action_new ("help-page", G_VARIANT_TYPE_STRING);
  g_signal_connect (f->help_action, "activate", G_CALLBACK (on_help_page), f);
  g_action_map_add_action (G_ACTION_MAP (cyt_app), G_ACTION (f->help_action));

  f->tour = data;
  gtk_window_present (f->parent);
  f->how_to_play = cy_how_to_play_new (f->parent, f->tour->game);
  gtk_window_present (GTK_WINDOW (f->how_to_play));
  g_assert_true (cyt_wait_until (shown, f, 10000));
  cyt_settle ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_action_map_remove_action (G_ACTION_MAP (cyt_app), "help-page");
  g_clear_object (&f->help_action);
  if (f->how_to_play != NULL)
    gtk_window_destroy (GTK_WINDOW (f->how_to_play));
  gtk_window_destroy (f->parent);
  g_free (f->help_page);
  cyt_settle ();
}

static GtkWidget *
button (Fixture    *f,
        const char *action_name)
{
  GtkWidget *found = cyt_find_actionable (GTK_WIDGET (f->how_to_play), action_name);

  g_assert_nonnull (found);
  return found;
}

typedef struct
{
  Fixture *f;
  guint    page;
} PageWait;

static gboolean
on_page (gpointer data)
{
  PageWait *w = data;

  return cy_how_to_play_get_page (w->f->how_to_play) == w->page;
}

static void
assert_page (Fixture *f,
             guint    page)
{
  PageWait w = { f, page };
  guint n_pages = cy_how_to_play_get_n_pages (f->how_to_play);

  if (!cyt_wait_until (on_page, &w, 5000))
    g_error ("How to Play shows page %u, not %u", cy_how_to_play_get_page (f->how_to_play), page);

  /* Back and Next are there exactly when there is a page to turn to. */
  g_assert_cmpint (gtk_widget_is_sensitive (button (f, "how-to-play.back")), ==, page > 0);
  g_assert_cmpint (gtk_widget_is_sensitive (button (f, "how-to-play.next")), ==, page + 1 < n_pages);
}

static void
click (Fixture    *f,
       const char *action_name)
{
  GtkWidget *b = button (f, action_name);

  g_assert_true (gtk_widget_is_sensitive (b));
  g_signal_emit_by_name (b, "clicked");
  cyt_settle ();
}

static void
test_buttons (Fixture       *f,
              gconstpointer  data)
{
  guint n_pages = cy_how_to_play_get_n_pages (f->how_to_play);

  g_assert_cmpuint (n_pages, ==, f->tour->n_pages);
  assert_page (f, 0);

  for (guint page = 1; page < n_pages; page++)
    {
      click (f, "how-to-play.next");
      assert_page (f, page);
    }

  click (f, "how-to-play.back");
  assert_page (f, n_pages - 2);
  click (f, "how-to-play.back");
  assert_page (f, n_pages - 3);
}

/* A key from the X server. */
static void
press (Fixture    *f,
       const char *key)
{
  cyt_xdotool ("key %s", key);
  cyt_settle ();
}

static gboolean
how_to_play_closed (gpointer data)
{
  Fixture *f = data;

  return f->how_to_play == NULL;
}

static void
test_keys (Fixture       *f,
           gconstpointer  data)
{
  guint last = cy_how_to_play_get_n_pages (f->how_to_play) - 1;

  if (!cyt_can_xdotool ())
    return;

  /* The pointer over the window gives it the keyboard (there is no window
   * manager). --sync waits for a move, so the pointer starts elsewhere. */
  cyt_xdotool ("mousemove --sync 700 700 mousemove --sync 320 200");
  assert_page (f, 0);
  press (f, "Left");
  assert_page (f, 0);
  press (f, "Right");
  assert_page (f, 1);
  press (f, "Page_Down");
  assert_page (f, 2);
  press (f, "End");
  assert_page (f, last);
  press (f, "Right");
  assert_page (f, last);
  press (f, "Left");
  assert_page (f, last - 1);
  press (f, "Page_Up");
  assert_page (f, last - 2);
  press (f, "Home");
  assert_page (f, 0);

  /* Tab reaches the buttons, and the arrows still turn pages from there. */
  press (f, "Tab");
  press (f, "Right");
  assert_page (f, 1);

  /* Escape closes the tour. */
  g_object_add_weak_pointer (G_OBJECT (f->how_to_play), (gpointer *) &f->how_to_play);
  press (f, "Escape");
  g_assert_true (cyt_wait_until (how_to_play_closed, f, 5000));
}

static void
test_new_game (Fixture       *f,
               gconstpointer  data)
{
  g_object_add_weak_pointer (G_OBJECT (f->how_to_play), (gpointer *) &f->how_to_play);
  gtk_widget_activate_action (GTK_WIDGET (f->how_to_play), "how-to-play.last", NULL);
  cyt_settle ();
  g_assert_cmpuint (f->n_new_games, ==, 0);

  click (f, "how-to-play.new-game");
  g_assert_cmpuint (f->n_new_games, ==, 1);
  g_assert_true (cyt_wait_until (how_to_play_closed, f, 5000));
}

static void
test_read_the_rules (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *rules = button (f, "app.help-page");

  gtk_widget_activate_action (GTK_WIDGET (f->how_to_play), "how-to-play.last", NULL);
  cyt_settle ();
  g_assert_true (gtk_widget_is_sensitive (rules));
  g_signal_emit_by_name (rules, "clicked");
  cyt_settle ();
  g_assert_cmpstr (f->help_page, ==, f->tour->help_page);
  g_assert_cmpuint (f->n_new_games, ==, 0);
}

/* The first widget of @type under @root, depth first. */
static GtkWidget *
find_by_type (GtkWidget *root,
              GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_type (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The labels of a page's text, in order. */
static void
collect_bodies (GtkWidget *root,
                GPtrArray *bodies)
{
  if (GTK_IS_LABEL (root) && gtk_widget_has_css_class (root, "body"))
    g_ptr_array_add (bodies, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_bodies (child, bodies);
}

static GtkWidget *
nth_page (Fixture *f,
          guint    n)
{
  AdwCarousel *carousel = ADW_CAROUSEL (find_by_type (GTK_WIDGET (f->how_to_play), ADW_TYPE_CAROUSEL));

  g_assert_nonnull (carousel);
  return adw_carousel_get_nth_page (carousel, n);
}

/* The tour is the game's: its pages, its name, its first page, and a
 * figure that loads (from the resources) on every page but the last. */
static void
test_tour (Fixture       *f,
           gconstpointer  data)
{
  guint n_pages = cy_how_to_play_get_n_pages (f->how_to_play);
  AdwWindowTitle *title = ADW_WINDOW_TITLE (find_by_type (GTK_WIDGET (f->how_to_play), ADW_TYPE_WINDOW_TITLE));
  GtkWidget *heading;
  guint n_lists = 0;

  g_assert_cmpstr (cy_how_to_play_get_game (f->how_to_play), ==, f->tour->game);
  g_assert_cmpuint (n_pages, ==, f->tour->n_pages);
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, f->tour->subtitle);

  heading = find_by_type (nth_page (f, 0), GTK_TYPE_LABEL);
  g_assert_true (gtk_widget_has_css_class (heading, "title-1"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (heading)), ==, f->tour->first_title);

  for (guint page = 0; page + 1 < n_pages; page++)
    {
      GtkWidget *picture = find_by_type (nth_page (f, page), GTK_TYPE_PICTURE);
      GdkPaintable *figure;

      g_assert_nonnull (picture);
      figure = gtk_picture_get_paintable (GTK_PICTURE (picture));
      if (figure == NULL || gdk_paintable_get_intrinsic_width (figure) <= 0)
        g_error ("%s: the figure of page %u does not load", f->tour->game, page);
      g_assert_nonnull (gtk_picture_get_alternative_text (GTK_PICTURE (picture)));
    }

  /* A text of several lines is a list: a label for each line, start-aligned
   * (a centred paragraph of moves was too dense to read). */
  for (guint page = 0; page + 1 < n_pages; page++)
    {
      g_autoptr(GPtrArray) bodies = g_ptr_array_new ();

      collect_bodies (nth_page (f, page), bodies);
      g_assert_cmpuint (bodies->len, >=, 1);
      for (guint i = 0; i < bodies->len; i++)
        {
          GtkLabel *label = bodies->pdata[i];

          g_assert_null (strchr (gtk_label_get_text (label), '\n'));
          if (bodies->len > 1)
            g_assert_cmpfloat (gtk_label_get_xalign (label), ==, 0);
        }
      if (bodies->len > 1)
        n_lists++;
    }
  g_assert_cmpuint (n_lists, ==, f->tour->n_lists);
}

/* A game window asks for the tour of the game it shows, and with none
 * shown for the game last chosen in the New Game dialog. */
static void
test_window_game (void)
{
  CyWindow *window = cy_window_new (cyt_app);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GPtrArray) yacht_players = cy_player_parse_list_between ("You:human", 1, 4, NULL);
  g_autoptr(GPtrArray) boat_players = cy_player_parse_list_between ("You:human,Wes:human,Nora:human,Ed:human",
                                                                   4, 4, NULL);
  CyHowToPlay *how_to_play;

  g_assert_nonnull (yacht_players);
  g_assert_nonnull (boat_players);
  gtk_window_present (GTK_WINDOW (window));

  g_settings_set_string (settings, "game", "card-yacht");
  g_assert_cmpstr (cy_window_get_game_id (window), ==, "card-yacht");
  g_settings_set_string (settings, "game", "yacht-1938");
  g_assert_cmpstr (cy_window_get_game_id (window), ==, CY_DICE_GAME_ID);
  g_settings_set_string (settings, "game", "boat");
  g_assert_cmpstr (cy_window_get_game_id (window), ==, "boat");

  /* The game shown wins over the one last chosen. */
  cy_window_start_game (window, "yacht-bonus", yacht_players, 1);
  g_assert_cmpstr (cy_window_get_game_id (window), ==, CY_DICE_GAME_ID);
  how_to_play = cy_how_to_play_new (GTK_WINDOW (window), cy_window_get_game_id (window));
  g_assert_cmpstr (cy_how_to_play_get_game (how_to_play), ==, CY_DICE_GAME_ID);
  g_assert_cmpuint (cy_how_to_play_get_n_pages (how_to_play), ==, tours[1].n_pages);
  gtk_window_destroy (GTK_WINDOW (how_to_play));

  g_settings_set_string (settings, "game", "card-yacht");
  cy_window_start_game (window, "boat", boat_players, 1);
  g_assert_cmpstr (cy_window_get_game_id (window), ==, "boat");

  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "game");
  cyt_settle ();
}

static CyHowToPlay *
find_how_to_play (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  CyHowToPlay *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (CY_IS_HOW_TO_PLAY (window))
        {
          g_assert_null (found);
          found = CY_HOW_TO_PLAY (window);
        }
    }

  return found;
}

static gboolean
no_how_to_play (gpointer data)
{
  return find_how_to_play () == NULL;
}

/* The New Game dialog's How to Play teaches the game chosen in it, and
 * the tour's New Game comes back to the dialog. */
static void
test_new_game_dialog (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  CyNewGameDialog *dialog;
  CyHowToPlay *how_to_play;
  GtkWidget *row;

  /* The fixture's own tour is not the one under test. */
  gtk_window_destroy (GTK_WINDOW (f->how_to_play));
  f->how_to_play = NULL;

  /* The dialog opens on the game last chosen. */
  g_settings_set_string (settings, "game", f->tour->setting);
  dialog = cy_new_game_dialog_new (f->parent, settings);
  gtk_window_present (GTK_WINDOW (dialog));
  cyt_settle ();

  row = cyt_find_actionable (GTK_WIDGET (dialog), "dialog.how-to-play");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_mapped (row));
  g_signal_emit_by_name (row, "activate");
  cyt_settle ();

  how_to_play = find_how_to_play ();
  g_assert_nonnull (how_to_play);
  g_assert_cmpstr (cy_how_to_play_get_game (how_to_play), ==, f->tour->game);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (how_to_play)) == GTK_WINDOW (dialog));

  /* Read the Rules reaches the application through the game window. */
  gtk_widget_activate_action (GTK_WIDGET (how_to_play), "how-to-play.last", NULL);
  cyt_settle ();
  g_signal_emit_by_name (cyt_find_actionable (GTK_WIDGET (how_to_play), "app.help-page"), "clicked");
  cyt_settle ();
  g_assert_cmpstr (f->help_page, ==, f->tour->help_page);

  g_signal_emit_by_name (cyt_find_actionable (GTK_WIDGET (how_to_play), "how-to-play.new-game"), "clicked");
  g_assert_true (cyt_wait_until (no_how_to_play, NULL, 5000));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_cmpuint (f->n_new_games, ==, 0);

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_settings_reset (settings, "game");
}

int
main (int    argc,
      char **argv)
{
  int ret;

  if (!cyt_init (&argc, &argv))
    return 0;

  /* Pages turn at once: the tests need not wait for a slide. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (tours); i++)
    {
      static const struct
      {
        const char *name;
        void      (*test) (Fixture *f, gconstpointer data);
      } tests[] = {
        { "tour", test_tour },
        { "buttons", test_buttons },
        { "keys", test_keys },
        { "new-game", test_new_game },
        { "read-the-rules", test_read_the_rules },
        { "new-game-dialog", test_new_game_dialog },
      };

      for (guint t = 0; t < G_N_ELEMENTS (tests); t++)
        {
          g_autofree char *path = g_strdup_printf ("/ui/how-to-play/%s/%s", tours[i].game, tests[t].name);

          g_test_add (path, Fixture, &tours[i], fixture_set_up, tests[t].test, fixture_tear_down);
        }
    }
  g_test_add_func ("/ui/how-to-play/window-game", test_window_game);

  ret = g_test_run ();
  cyt_shutdown ();
  return ret;
}
