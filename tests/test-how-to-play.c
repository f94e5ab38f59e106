/* test-how-to-play.c: How to Play turns its pages and leads into a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pages turn with the Back and Next buttons and with real keys (xdotool:
 * arrows, Page Up and Page Down, Home and End); the last page's New Game
 * starts a game in the window that opened it (win.new-game), Read the
 * Rules asks the application for the help's rules page (app.help-page).
 *
 * Needs a display (run under xvfb-run); without one it skips.
 */
#include "cy-ui-test.h"

#include "cy-how-to-play.h"

typedef struct
{
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

  gtk_window_present (f->parent);
  f->how_to_play = cy_how_to_play_new (f->parent);
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

  g_assert_cmpuint (n_pages, ==, 5);
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
}

static gboolean
how_to_play_closed (gpointer data)
{
  Fixture *f = data;

  return f->how_to_play == NULL;
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
  g_assert_cmpstr (f->help_page, ==, "rules");
  g_assert_cmpuint (f->n_new_games, ==, 0);
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

  g_test_add ("/how-to-play/buttons", Fixture, NULL, fixture_set_up, test_buttons, fixture_tear_down);
  g_test_add ("/how-to-play/keys", Fixture, NULL, fixture_set_up, test_keys, fixture_tear_down);
  g_test_add ("/how-to-play/new-game", Fixture, NULL, fixture_set_up, test_new_game, fixture_tear_down);
  g_test_add ("/how-to-play/read-the-rules", Fixture, NULL, fixture_set_up, test_read_the_rules, fixture_tear_down);

  ret = g_test_run ();
  cyt_shutdown ();
  return ret;
}
