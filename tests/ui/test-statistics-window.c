/* test-statistics-window.c: CyStatisticsWindow shows the statistics file and resets it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs a display (run under xvfb-run); without one it skips. The tests use
 * a throwaway XDG_DATA_HOME, emptied before each test.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "cy-ai.h"
#include "cy-player-statistics.h"
#include "cy-statistics.h"
#include "cy-statistics-window.h"
#include "cy-ui-resources.h"

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @cond holds or @timeout_ms pass. */
static gboolean
wait_until (gboolean (*cond) (gpointer data),
            gpointer   data,
            guint      timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  guint wake = g_timeout_add (5, wake_cb, NULL);
  gboolean ok;

  while (!(ok = cond (data)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);

  g_source_remove (wake);
  return ok;
}

static gboolean
never (gpointer data)
{
  return FALSE;
}

/* A finished game between @names, played at random. */
static void
record_game (const char * const *names,
             guint               n_players,
             guint64             deal)
{
  CyPlayer *players[CY_MAX_PLAYERS];
  g_autoptr(CyGame) game = NULL;
  g_autoptr(GError) error = NULL;
  CyRuleOptions options;
  CyRandom rng;

  for (guint p = 0; p < n_players; p++)
    players[p] = cy_player_new (names[p], CY_PLAYER_KIND_RANDOM);
  cy_rule_options_init_default (&options);
  game = cy_game_new (players, n_players, &options, deal);
  for (guint p = 0; p < n_players; p++)
    g_object_unref (players[p]);

  cy_random_init (&rng, deal, 3);
  g_assert_true (cy_game_start (game, &error));
  while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
    {
      CyPhase phase = cy_game_get_phase (game);
      CySeatView view;

      if (phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS)
        {
          CyMove move;

          cy_game_get_seat_view (game, cy_game_get_to_move (game), &view);
          cy_ai_choose_move (CY_PLAYER_KIND_RANDOM, &view, &rng, &move);
          g_assert_true (cy_game_play (game, &move, &error));
        }
      else if (phase == CY_PHASE_SCORING)
        for (guint p = 0; p < n_players; p++)
          {
            cy_game_get_seat_view (game, p, &view);
            g_assert_true (cy_game_score (game, p, cy_ai_choose_category (CY_PLAYER_KIND_RANDOM, &view, &rng), &error));
          }
      else
        g_assert_true (cy_game_deal_next_hand (game, &error));
    }

  g_assert_true (cy_statistics_record_game (game, &error));
  g_assert_no_error (error);
}

static void
collect (GtkWidget *widget,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

/* Every descendant of @widget of @type, shown or not. */
static GPtrArray *
find_all (GtkWidget *widget,
          GType      type)
{
  GPtrArray *found = g_ptr_array_new ();

  collect (widget, type, found);
  return found;
}

static GtkWidget *
find_one (GtkWidget *widget,
          GType      type)
{
  g_autoptr(GPtrArray) found = find_all (widget, type);

  g_assert_cmpuint (found->len, >=, 1);
  return found->pdata[0];
}

static const char *
visible_page (CyStatisticsWindow *window)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (find_one (GTK_WIDGET (window), GTK_TYPE_STACK)));
}

static gboolean
reset_enabled (CyStatisticsWindow *window)
{
  g_autoptr(GPtrArray) buttons = find_all (GTK_WIDGET (window), GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "statistics.reset") == 0)
      return gtk_widget_get_sensitive (buttons->pdata[i]);

  g_assert_not_reached ();
}

/* The group showing @name's figures. Its title is markup, set from the
 * escaped name; the getter gives back the text as shown. */
static AdwPreferencesGroup *
group_of (CyStatisticsWindow *window,
          const char         *name)
{
  g_autoptr(GPtrArray) groups = find_all (GTK_WIDGET (window), ADW_TYPE_PREFERENCES_GROUP);

  for (guint i = 0; i < groups->len; i++)
    if (g_strcmp0 (adw_preferences_group_get_title (groups->pdata[i]), name) == 0)
      return groups->pdata[i];

  return NULL;
}

/* The figure on the row titled @title within @group. */
static const char *
figure (AdwPreferencesGroup *group,
        const char          *title)
{
  g_autoptr(GPtrArray) rows = find_all (GTK_WIDGET (group), ADW_TYPE_ACTION_ROW);

  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), title) == 0)
      {
        g_autoptr(GPtrArray) labels = find_all (rows->pdata[i], GTK_TYPE_LABEL);

        /* The last label is the suffix: title and subtitle come first. */
        return gtk_label_get_label (labels->pdata[labels->len - 1]);
      }

  g_error ("no row “%s”", title);
}

/* Removes the card-yacht data directory, whatever a test left in it. */
static void
clear_data (void)
{
  g_autofree char *path = cy_statistics_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *file = g_build_filename (dir, name, NULL);
      g_autoptr(GDir) inner = g_dir_open (file, 0, NULL);
      const char *inner_name;

      /* A folder set aside in the statistics' place, with what it held. */
      while (inner != NULL && (inner_name = g_dir_read_name (inner)) != NULL)
        {
          g_autofree char *inner_file = g_build_filename (file, inner_name, NULL);

          g_assert_cmpint (g_remove (inner_file), ==, 0);
        }
      g_assert_cmpint (g_remove (file), ==, 0);
    }
}

static CyStatisticsWindow *
open_window (void)
{
  CyStatisticsWindow *window = cy_statistics_window_new (NULL);

  gtk_window_present (GTK_WINDOW (window));
  wait_until (never, NULL, 50);
  return window;
}

static void
test_empty (void)
{
  CyStatisticsWindow *window;

  clear_data ();
  window = open_window ();
  g_assert_cmpstr (visible_page (window), ==, "empty");
  g_assert_false (reset_enabled (window));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_players (void)
{
  const char *game1[] = { "Ann", "Tom & <Jerry>" };
  const char *game2[] = { "Ann", "Hal", "Tom & <Jerry>" };
  g_autoptr(GPtrArray) list = NULL;
  CyStatisticsWindow *window;
  g_autoptr(GPtrArray) groups = NULL;

  clear_data ();
  record_game (game1, 2, 1);
  record_game (game2, 3, 2);
  list = cy_statistics_load (NULL, NULL);

  window = open_window ();
  g_assert_cmpstr (visible_page (window), ==, "players");
  g_assert_true (reset_enabled (window));

  groups = find_all (GTK_WIDGET (window), ADW_TYPE_PREFERENCES_GROUP);
  g_assert_cmpuint (groups->len, ==, 3);

  /* Every figure of every player, as the statistics file has them. */
  for (guint i = 0; i < list->len; i++)
    {
      CyPlayerStatistics *player = list->pdata[i];
      AdwPreferencesGroup *group = group_of (window, player->name);
      g_autofree char *games = g_strdup_printf ("%u", player->games);
      g_autofree char *wins = g_strdup_printf ("%u", player->wins);
      g_autofree char *best = g_strdup_printf ("%u", player->best_total);
      g_autofree char *average = g_strdup_printf ("%.1f", cy_player_statistics_get_average (player));
      g_autofree char *bonuses = g_strdup_printf ("%u", player->suited_bonuses);

      g_assert_nonnull (group);
      g_assert_cmpstr (figure (group, "Games played"), ==, games);
      g_assert_cmpstr (figure (group, "Wins"), ==, wins);
      g_assert_cmpstr (figure (group, "Best total"), ==, best);
      g_assert_cmpstr (figure (group, "Average total"), ==, average);
      g_assert_cmpstr (figure (group, "Suited Bonuses earned"), ==, bonuses);
      for (CyCategory c = 0; c < CY_N_CATEGORIES; c++)
        {
          g_autofree char *score = g_strdup_printf ("%u", player->best_scores[c]);

          g_assert_cmpstr (figure (group, cy_category_get_label (c)), ==, score);
        }
    }

  /* Two games each for Ann and Tom, in the order of the list: most games first. */
  g_assert_cmpstr (figure (group_of (window, "Ann"), "Games played"), ==, "2");
  g_assert_cmpstr (figure (group_of (window, "Hal"), "Games played"), ==, "1");
  g_assert_true (groups->pdata[2] == group_of (window, "Hal"));

  gtk_window_destroy (GTK_WINDOW (window));
}

static AdwMessageDialog *
find_dialog (void)
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

static gboolean
dialog_shown (gpointer data)
{
  return find_dialog () != NULL;
}

static void
test_reset (void)
{
  const char *names[] = { "Ann", "Bob" };
  g_autofree char *path = cy_statistics_get_path ();
  CyStatisticsWindow *window;
  AdwMessageDialog *dialog;

  clear_data ();
  record_game (names, 2, 3);
  window = open_window ();
  g_assert_cmpstr (visible_page (window), ==, "players");

  /* Cancel keeps everything. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "statistics.reset", NULL));
  g_assert_true (wait_until (dialog_shown, NULL, 2000));
  dialog = find_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "cancel");
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "reset"), ==, ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_response (dialog, "cancel");
  wait_until (never, NULL, 50);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (visible_page (window), ==, "players");

  /* Reset forgets it all, and the window says there is nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "statistics.reset", NULL));
  g_assert_true (wait_until (dialog_shown, NULL, 2000));
  adw_message_dialog_response (find_dialog (), "reset");
  wait_until (never, NULL, 50);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (visible_page (window), ==, "empty");
  g_assert_false (reset_enabled (window));

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
shows_players (gpointer data)
{
  return g_strcmp0 (visible_page (data), "players") == 0;
}

/* A game that ends while the window is open shows up in it. */
static void
test_live_update (void)
{
  const char *names[] = { "Ann", "Bob" };
  CyStatisticsWindow *window;

  clear_data ();
  window = open_window ();
  g_assert_cmpstr (visible_page (window), ==, "empty");
  record_game (names, 2, 4);
  g_assert_true (wait_until (shows_players, window, 5000));
  g_assert_nonnull (group_of (window, "Bob"));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
write_statistics (const char *contents)
{
  g_autofree char *path = cy_statistics_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
}

static void
test_damaged (void)
{
  g_autofree char *path = cy_statistics_get_path ();
  CyStatisticsWindow *window;

  clear_data ();
  write_statistics ("[Card Yacht Statistics]\nversion=1\n[Player 1]\nname=Ann\ngames=banana\n");
  window = open_window ();

  /* Set aside, and an empty start. */
  g_assert_cmpstr (visible_page (window), ==, "empty");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The toast on show, if any: its title as shown (not as markup), and the
 * URI its button opens, if it has one. */
static gboolean
find_toast (CyStatisticsWindow  *window,
            const char         **text,
            const char         **path)
{
  g_autoptr(GPtrArray) toasts = find_all (GTK_WIDGET (window), g_type_from_name ("AdwToastWidget"));
  g_autoptr(GPtrArray) labels = NULL;
  g_autoptr(GPtrArray) buttons = NULL;

  if (toasts->len == 0)
    return FALSE;

  labels = find_all (toasts->pdata[0], GTK_TYPE_LABEL);
  *text = gtk_label_get_text (labels->pdata[0]);
  *path = NULL;
  buttons = find_all (toasts->pdata[0], GTK_TYPE_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "app.open-uri") == 0)
      *path = g_variant_get_string (gtk_actionable_get_action_target_value (buttons->pdata[i]), NULL);

  return TRUE;
}

static gboolean
toast_shown (gpointer data)
{
  const char *text, *path;

  return find_toast (data, &text, &path);
}

/* The damaged file's toast says so in a few words, and its button opens
 * the folder the file went to. */
static void
test_damaged_toast (void)
{
  g_autofree char *path = cy_statistics_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *dir_uri = g_filename_to_uri (dir, NULL, NULL);
  g_autoptr(GDir) listing = NULL;
  CyStatisticsWindow *window;
  const char *text, *uri;
  const char *name;
  gboolean found = FALSE;

  clear_data ();
  write_statistics ("[Card Yacht Statistics]\nversion=1\n[Player 1]\nname=Ann\ngames=banana\n");
  window = open_window ();

  g_assert_true (wait_until (toast_shown, window, 2000));
  g_assert_true (find_toast (window, &text, &uri));
  g_assert_cmpstr (text, ==, "The damaged statistics file was set aside");
  g_assert_cmpstr (uri, ==, dir_uri);

  /* And there it is. */
  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    found |= g_str_has_prefix (name, "statistics.unreadable-");
  g_assert_true (found);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Error text is shown as it is: the test's data folder has "&<b>" in its
 * name, which a toast parsed as markup showed as nothing at all. */
static void
test_error_text (void)
{
  const char *names[] = { "Ann", "Bob" };
  g_autofree char *path = cy_statistics_get_path ();
  g_autofree char *inside = g_build_filename (path, "keep", NULL);
  CyStatisticsWindow *window;
  const char *text, *aside;

  clear_data ();
  record_game (names, 2, 3);
  window = open_window ();
  g_assert_cmpstr (visible_page (window), ==, "players");

  /* A folder in the statistics' place cannot be deleted by a reset. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_assert_true (g_file_set_contents (inside, "", 0, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "statistics.reset", NULL));
  g_assert_true (wait_until (dialog_shown, NULL, 2000));
  adw_message_dialog_response (find_dialog (), "reset");

  g_assert_true (wait_until (toast_shown, window, 2000));
  g_assert_true (find_toast (window, &text, &aside));
  g_test_message ("toast: %s", text);
  g_assert_nonnull (strstr (text, "Could not delete"));
  g_assert_nonnull (strstr (text, "&<b>"));
  g_assert_null (aside);

  gtk_window_destroy (GTK_WINDOW (window));
  clear_data ();
}

static void
test_newer (void)
{
  g_autofree char *path = cy_statistics_get_path ();
  CyStatisticsWindow *window;

  clear_data ();
  write_statistics ("[Card Yacht Statistics]\nversion=9\n");
  window = open_window ();

  /* Not ours to touch: kept, and the window says why it shows nothing. */
  g_assert_cmpstr (visible_page (window), ==, "error");
  g_assert_false (reset_enabled (window));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_nonnull (strstr (adw_status_page_get_description (ADW_STATUS_PAGE (find_one (gtk_stack_get_visible_child (GTK_STACK (find_one (GTK_WIDGET (window), GTK_TYPE_STACK))),
                                                                                        ADW_TYPE_STATUS_PAGE))),
                            "newer"));

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
group_of_ann_nora (gpointer data)
{
  return group_of (data, "Ann & Nora") != NULL;
}

static gboolean
showing_boat (gpointer data)
{
  return g_strcmp0 (cy_statistics_window_get_game (data), "boat") == 0;
}

/* The toggle button showing @game. */
static GtkToggleButton *
game_button (CyStatisticsWindow *window,
             const char         *game)
{
  g_autoptr(GPtrArray) buttons = find_all (GTK_WIDGET (window), GTK_TYPE_TOGGLE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    {
      GVariant *target = gtk_actionable_get_action_target_value (buttons->pdata[i]);

      if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "statistics.game") == 0 &&
          target != NULL && g_str_equal (g_variant_get_string (target, NULL), game))
        return buttons->pdata[i];
    }

  g_error ("no button for %s", game);
}

/* Yacht per rule set and Boat per partnership, each on its own page. */
static void
test_other_games (void)
{
  const CyGameStatisticsEntry yacht[] = { { "Ann", TRUE, 250, TRUE, { 0, 0 } }, { "Bob", FALSE, 75, FALSE, { 0, 0 } } };
  const CyGameStatisticsEntry boat[] = { { "Ann & Nora", TRUE, 0, FALSE, { 5, 1 } }, { "Wes & Ed", FALSE, 0, FALSE, { 2, 3 } } };
  g_autoptr(GBytes) first = g_bytes_new_static ("game 1", 6);
  g_autoptr(GBytes) second = g_bytes_new_static ("game 2", 6);
  g_autoptr(GError) error = NULL;
  g_autofree char *boat_path = cy_game_statistics_get_path ("boat");
  g_autofree char *yacht_path = cy_game_statistics_get_path ("yacht-bonus");
  const char *names[] = { "Cid", "Dee" };
  CyStatisticsWindow *window;
  AdwPreferencesGroup *group;

  clear_data ();
  record_game (names, 2, 4);
  g_assert_true (cy_game_statistics_record ("yacht-bonus", first, yacht, 2, &error));
  g_assert_true (cy_game_statistics_record ("boat", second, boat, 2, &error));
  g_assert_no_error (error);

  /* Card Yacht first, as before. */
  window = open_window ();
  g_assert_cmpstr (cy_statistics_window_get_game (window), ==, "card-yacht");
  g_assert_true (gtk_toggle_button_get_active (game_button (window, "card-yacht")));
  g_assert_nonnull (group_of (window, "Cid"));
  g_assert_null (group_of (window, "Ann"));

  /* Yacht by the button's action: players with their bonuses. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "statistics.game", "s", "yacht-bonus"));
  wait_until (never, NULL, 20);
  g_assert_cmpstr (cy_statistics_window_get_game (window), ==, "yacht-bonus");
  g_assert_true (gtk_toggle_button_get_active (game_button (window, "yacht-bonus")));
  g_assert_false (gtk_toggle_button_get_active (game_button (window, "card-yacht")));
  g_assert_cmpstr (visible_page (window), ==, "players");
  g_assert_null (group_of (window, "Cid"));
  group = group_of (window, "Ann");
  g_assert_nonnull (group);
  g_assert_cmpstr (figure (group, "Best total"), ==, "250");
  g_assert_cmpstr (figure (group, "Bonuses earned"), ==, "1");
  g_assert_cmpstr (figure (group_of (window, "Bob"), "Wins"), ==, "0");
  g_assert_true (reset_enabled (window));

  /* The other rule set has none yet: nothing to reset. */
  cy_statistics_window_set_game (window, "yacht-1938");
  g_assert_cmpstr (visible_page (window), ==, "empty");
  g_assert_false (reset_enabled (window));
  g_assert_true (gtk_toggle_button_get_active (game_button (window, "yacht-1938")));

  /* Boat: partnerships and their contracts. */
  gtk_widget_activate (GTK_WIDGET (game_button (window, "boat")));
  g_assert_true (wait_until (showing_boat, window, 2000));
  g_assert_cmpstr (cy_statistics_window_get_game (window), ==, "boat");
  group = group_of (window, "Ann & Nora");
  g_assert_nonnull (group);
  g_assert_cmpstr (figure (group, "Contracts made"), ==, "5");
  g_assert_cmpstr (figure (group, "Contracts set"), ==, "1");
  g_assert_cmpstr (figure (group_of (window, "Wes & Ed"), "Contracts set"), ==, "3");
  g_assert_true (reset_enabled (window));

  /* Reset forgets Boat's figures only. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "statistics.reset", NULL));
  g_assert_true (wait_until (dialog_shown, NULL, 2000));
  adw_message_dialog_response (find_dialog (), "reset");
  wait_until (never, NULL, 50);
  g_assert_false (g_file_test (boat_path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (yacht_path, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (visible_page (window), ==, "empty");
  g_assert_false (reset_enabled (window));

  /* A game recorded while the window shows it appears. */
  g_assert_true (cy_game_statistics_record ("boat", first, boat, 2, &error));
  g_assert_true (wait_until (group_of_ann_nora, window, 5000));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  /* Quicker to start than GL under Xvfb, and nothing here needs GL. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  g_autofree char *data_home = NULL;
  g_autofree char *data_dir = NULL;
  int status;

  /* Never the player's own statistics. Not G_TEST_OPTION_ISOLATE_DIRS: it
   * also hides the system's data directories, and with them the icon theme. */
  data_home = g_dir_make_tmp ("test-statistics-window-&<b>-XXXXXX", NULL);
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  data_dir = g_build_filename (data_home, GETTEXT_PACKAGE, NULL);
  g_test_init (&argc, &argv, NULL);

  if (!gtk_init_check ())
    {
      g_rmdir (data_home);
      printf ("1..0 # SKIP no display\n");
      return 0;
    }
  adw_init ();

  /* The resources register themselves when linked, but a static library
   * links only what is referenced: referencing them pulls them in. */
  g_assert_nonnull (cy_ui_get_resource ());

  g_test_add_func ("/ui/statistics-window/empty", test_empty);
  g_test_add_func ("/ui/statistics-window/players", test_players);
  g_test_add_func ("/ui/statistics-window/reset", test_reset);
  g_test_add_func ("/ui/statistics-window/live-update", test_live_update);
  g_test_add_func ("/ui/statistics-window/damaged", test_damaged);
  g_test_add_func ("/ui/statistics-window/newer", test_newer);
  g_test_add_func ("/ui/statistics-window/damaged-toast", test_damaged_toast);
  g_test_add_func ("/ui/statistics-window/error-text", test_error_text);
  g_test_add_func ("/ui/statistics-window/other-games", test_other_games);

  status = g_test_run ();

  clear_data ();
  g_rmdir (data_dir);
  g_rmdir (data_home);
  return status;
}
