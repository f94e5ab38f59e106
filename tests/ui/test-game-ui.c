/* test-game-ui.c: the ui's registry of games (cy-game-ui.h) and the
 * screens that iterate over it: a blank sheet of any game at any time
 * (Game menu, Print Blank Sheet… and Export Blank Sheet…), a group of
 * preferences per game titled with the game, and the welcome page: the
 * games side by side, the last chosen first, each to play or learn; and
 * New Game: every rule set, each game's seats and levels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs a display (run under xvfb-run); without one it skips.
 */
#include "cy-ui-test.h"

#include "cy-game-ui.h"
#include "cy-how-to-play.h"
#include "cy-new-game-dialog.h"
#include "cy-preferences-window.h"
#include "cy-sheet-export.h"
#include "cy-welcome-page.h"

/* Every game of the engine has its ui, in the engine's order, with all a
 * shell screen asks of it. */
static void
test_registry (void)
{
  g_autoptr(GHashTable) basenames = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_assert_cmpuint (cy_game_ui_get_n (), ==, cy_game_info_get_n ());
  g_assert_cmpuint (cy_game_ui_get_n (), ==, 3);
  for (guint i = 0; i < cy_game_ui_get_n (); i++)
    {
      const CyGameUi *ui = cy_game_ui_get_nth (i);

      g_assert_cmpstr (ui->id, ==, cy_game_info_get_nth (i)->id);
      g_assert_true (cy_game_ui_lookup (ui->id) == ui);
      g_assert_true (g_type_is_a (ui->get_view_type (), GTK_TYPE_WIDGET));
      g_assert_cmpuint (ui->n_tour_pages, >=, 3);
      g_assert_nonnull (ui->tour_ready);
      g_assert_nonnull (ui->help_page);
      /* Each game's sheet has a file name of its own: printing one does
       * not offer to replace another's. */
      g_assert_true (g_hash_table_add (basenames, cy_sheet_export_get_basename (ui, FALSE)));
      /* Nor does a blank sheet offer to replace the finished game's. */
      g_assert_true (g_hash_table_add (basenames, cy_sheet_export_get_basename (ui, TRUE)));
    }
  g_assert_cmpuint (g_hash_table_size (basenames), ==, 2 * cy_game_ui_get_n ());
  g_assert_cmpstr (cy_game_ui_lookup_rule_set ("yatzy")->id, ==, "dice-yacht");
  g_assert_cmpstr (cy_game_ui_lookup_rule_set ("card-yacht")->id, ==, "card-yacht");
  g_assert_null (cy_game_ui_lookup_rule_set ("dice"));
}

static char *
pdf_text (const char *path)
{
  const char *argv[] = { "pdftotext", path, "-", NULL };
  g_autoptr(GError) error = NULL;
  char *text = NULL;
  int status;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &text, NULL, &status, &error))
    return NULL;
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return text;
}

/* The dialog lists every rule set of every game, starts at the one it is
 * given, and exports a blank sheet of the one chosen. */
static void
test_blank_sheet (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cy-blank-XXXXXX", NULL);
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  guint n_rows = 0;

  gtk_window_present (parent);
  for (guint g = 0; g < cy_game_info_get_n (); g++)
    n_rows += cy_game_info_get_n_rule_sets (cy_game_info_get_nth (g));
  g_assert_cmpuint (n_rows, ==, 6);

  for (guint g = 0; g < cy_game_info_get_n (); g++)
    {
      const CyGameInfo *info = cy_game_info_get_nth (g);

      for (guint r = 0; r < cy_game_info_get_n_rule_sets (info); r++)
        {
          const char *key = cy_game_info_get_rule_set_key (info, r);
          g_autofree char *path = g_strdup_printf ("%s/%s.pdf", dir, key);
          g_autofree char *printed = g_strdup_printf ("%s/printed-%s.pdf", dir, key);
          g_autofree char *text = NULL;
          AdwMessageDialog *dialog;
          GtkWidget *list;
          guint rows = 0, checked = 0;
          const char *checked_key = NULL;

          /* Export. */
          dialog = cy_sheet_export_choose_blank (parent, FALSE, key);
          list = adw_message_dialog_get_extra_child (dialog);
          for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
            {
              GtkCheckButton *check = g_object_get_data (G_OBJECT (row), "cy-check");

              rows++;
              if (gtk_check_button_get_active (check))
                {
                  checked++;
                  checked_key = g_object_get_data (G_OBJECT (row), "cy-rule-set");
                }
            }
          g_assert_cmpuint (rows, ==, n_rows);
          g_assert_cmpuint (checked, ==, 1);
          g_assert_cmpstr (checked_key, ==, key);

          g_setenv ("CY_EXPORT_TO", path, TRUE);
          adw_message_dialog_response (dialog, "export");
          g_unsetenv ("CY_EXPORT_TO");
          g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
          text = pdf_text (path);
          if (text == NULL)
            {
              g_test_message ("pdftotext is not installed: the sheet's text is not checked");
              continue;
            }
          /* The sheet of that rule set, blank. */
          g_assert_nonnull (strstr (text, cy_game_info_get_rule_set_name (info, r)));
          g_clear_pointer (&text, g_free);

          /* Print (to a file, without the dialog). */
          dialog = cy_sheet_export_choose_blank (parent, TRUE, key);
          g_setenv ("CY_PRINT_TO_PDF", printed, TRUE);
          adw_message_dialog_response (dialog, "print");
          g_unsetenv ("CY_PRINT_TO_PDF");
          cyt_settle ();
          text = pdf_text (printed);
          g_assert_nonnull (text);
          g_assert_nonnull (strstr (text, cy_game_info_get_rule_set_name (info, r)));
        }
    }

  /* An unknown game starts at the first. */
  {
    AdwMessageDialog *dialog = cy_sheet_export_choose_blank (parent, FALSE, "chess");
    GtkWidget *first = gtk_widget_get_first_child (adw_message_dialog_get_extra_child (dialog));

    g_assert_true (gtk_check_button_get_active (g_object_get_data (G_OBJECT (first), "cy-check")));
    adw_message_dialog_response (dialog, "cancel");
  }

  gtk_window_destroy (parent);
  cyt_settle ();
  cyt_remove_tree (dir);
}

static AdwPreferencesGroup *
find_group (GtkWidget  *root,
            const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      AdwPreferencesGroup *found;

      if (ADW_IS_PREFERENCES_GROUP (child) &&
          g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (child)), title) == 0)
        return ADW_PREFERENCES_GROUP (child);
      if ((found = find_group (child, title)) != NULL)
        return found;
    }

  return NULL;
}

static AdwComboRow *
find_combo_row (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      AdwComboRow *found;

      if (ADW_IS_COMBO_ROW (child))
        return ADW_COMBO_ROW (child);
      if ((found = find_combo_row (child)) != NULL)
        return found;
    }

  return NULL;
}

/* Card Yacht's house rules sit under "Card Yacht", beside the general
 * groups, and still change the setting. */
static void
test_preferences (void)
{
  CyPreferencesWindow *window = cy_preferences_window_new (NULL);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  AdwPreferencesGroup *group;
  AdwComboRow *stock_rule;

  gtk_window_present (GTK_WINDOW (window));
  cyt_settle ();

  g_assert_nonnull (find_group (GTK_WIDGET (window), "Play"));
  g_assert_null (find_group (GTK_WIDGET (window), "House Rules"));
  group = find_group (GTK_WIDGET (window), "Card Yacht");
  g_assert_nonnull (group);
  /* Games with nothing of their own to set have no empty group; Boat
   * has its trick that waits on the table. */
  g_assert_null (find_group (GTK_WIDGET (window), "Yacht"));
  g_assert_nonnull (find_group (GTK_WIDGET (window), "Boat"));

  stock_rule = find_combo_row (GTK_WIDGET (group));
  g_assert_nonnull (stock_rule);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (stock_rule)), ==, "When the _stock is empty");
  g_settings_set_string (settings, "stock-rule", "automatic-knock");
  g_assert_cmpuint (adw_combo_row_get_selected (stock_rule), ==, 0);
  adw_combo_row_set_selected (stock_rule, 1);
  g_assert_cmpint (g_settings_get_enum (settings, "stock-rule"), ==, 1);
  g_autofree char *nick = g_settings_get_string (settings, "stock-rule");
  g_assert_cmpstr (nick, ==, "pass");
  g_settings_reset (settings, "stock-rule");

  gtk_window_destroy (GTK_WINDOW (window));
  cyt_settle ();
}

static CyHowToPlay *
find_tour (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (CY_IS_HOW_TO_PLAY (l->data) && gtk_widget_get_visible (l->data))
      return l->data;

  return NULL;
}

static void
assert_order (CyWelcomePage *page,
              const char    *first)
{
  g_auto(GStrv) order = cy_welcome_page_dup_order (page);

  g_assert_cmpuint (g_strv_length (order), ==, cy_game_ui_get_n ());
  g_assert_cmpstr (order[0], ==, first);
  /* Then the others in the registered order. */
  for (guint i = 1, g = 0; order[i] != NULL; i++, g++)
    {
      if (g_str_equal (cy_game_ui_get_nth (g)->id, first))
        g++;
      g_assert_cmpstr (order[i], ==, cy_game_ui_get_nth (g)->id);
    }
}

/* The games side by side, the one last chosen first; on the first start
 * Play shows that game's tour, later it chooses the game for New Game. */
static void
test_welcome (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  CyWelcomePage *page = CY_WELCOME_PAGE (cy_welcome_page_new ());
  CyHowToPlay *tour;
  g_autofree char *game = NULL;

  gtk_window_set_child (window, GTK_WIDGET (page));
  gtk_window_present (window);
  cyt_settle ();

  /* Hidden, the page follows the game chosen at once. */
  gtk_widget_set_visible (GTK_WIDGET (page), FALSE);
  g_settings_set_string (settings, "game", "boat");
  assert_order (page, "boat");
  g_settings_set_string (settings, "game", "yatzy");
  assert_order (page, "dice-yacht");
  g_settings_set_string (settings, "game", "card-yacht");
  assert_order (page, "card-yacht");
  gtk_widget_set_visible (GTK_WIDGET (page), TRUE);
  cyt_settle ();

  /* Shown, its cards keep their places under the pointer, and the game
   * chosen comes first when the page is shown again. */
  g_settings_set_string (settings, "game", "boat");
  assert_order (page, "card-yacht");
  gtk_widget_set_visible (GTK_WIDGET (page), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (page), TRUE);
  cyt_settle ();
  assert_order (page, "boat");
  g_settings_set_string (settings, "game", "card-yacht");
  gtk_widget_set_visible (GTK_WIDGET (page), FALSE);
  assert_order (page, "boat");
  gtk_widget_set_visible (GTK_WIDGET (page), TRUE);
  cyt_settle ();
  assert_order (page, "card-yacht");

  /* How to Play teaches that game and chooses nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "welcome.how-to-play", "s", "boat"));
  cyt_settle ();
  tour = find_tour ();
  g_assert_nonnull (tour);
  g_assert_cmpstr (cy_how_to_play_get_game (tour), ==, "boat");
  gtk_window_destroy (GTK_WINDOW (tour));
  game = g_settings_get_string (settings, "game");
  g_assert_cmpstr (game, ==, "card-yacht");
  g_clear_pointer (&game, g_free);

  /* The first start: Play shows the tour of the game picked, once. */
  g_settings_set_boolean (settings, "first-run", TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "welcome.play", "s", "dice-yacht"));
  cyt_settle ();
  tour = find_tour ();
  g_assert_nonnull (tour);
  g_assert_cmpstr (cy_how_to_play_get_game (tour), ==, "dice-yacht");
  g_assert_false (g_settings_get_boolean (settings, "first-run"));
  game = g_settings_get_string (settings, "game");
  g_assert_cmpstr (game, ==, "yacht-bonus");
  g_clear_pointer (&game, g_free);
  /* The cards stay where they were while the page is shown. */
  assert_order (page, "card-yacht");
  gtk_window_destroy (GTK_WINDOW (tour));

  /* Later, Play goes to New Game (the window's win.new-game) on that game,
   * without a tour; a rule set chosen before is kept. */
  g_settings_set_string (settings, "game", "yacht-1938");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "welcome.play", "s", "dice-yacht"));
  cyt_settle ();
  g_assert_null (find_tour ());
  game = g_settings_get_string (settings, "game");
  g_assert_cmpstr (game, ==, "yacht-1938");
  g_clear_pointer (&game, g_free);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "welcome.play", "s", "boat"));
  cyt_settle ();
  game = g_settings_get_string (settings, "game");
  g_assert_cmpstr (game, ==, "boat");
  assert_order (page, "card-yacht");

  g_settings_reset (settings, "game");
  gtk_window_destroy (window);
  cyt_settle ();
}

static void
collect_combo_rows (GtkWidget *root,
                    GPtrArray *rows)
{
  if (ADW_IS_COMBO_ROW (root))
    g_ptr_array_add (rows, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_combo_rows (child, rows);
}

/* What a seat's row lists, its labels joined by commas. */
static char *
listed_kinds (AdwComboRow *row)
{
  GListModel *model = adw_combo_row_get_model (row);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      g_string_append_printf (text, "%s%s", i ? "," : "", gtk_string_object_get_string (item));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
on_start (CyNewGameDialog *dialog,
          GPtrArray      **players)
{
  *players = cy_new_game_dialog_get_players (dialog);
}

/* New Game lists every rule set of every game, in the registered order,
 * and for each game only the computer levels it has: Expert is Card
 * Yacht's. A seat set to Expert plays Hard, Yacht's and Boat's
 * strongest, in those games, and Expert again back in Card Yacht. */
static void
test_new_game (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const char * const setup[] = { "Ann:human", "Bob:expert", "Cat:easy", "Dan:normal", NULL };
  CyNewGameDialog *dialog;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GPtrArray) players = NULL;
  AdwComboRow *game_row;
  GListModel *games;
  guint n = 0;

  g_settings_set_strv (settings, "players", setup);
  g_settings_set_string (settings, "game", "card-yacht");
  dialog = cy_new_game_dialog_new (NULL, settings);
  g_object_ref_sink (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  cyt_settle ();
  collect_combo_rows (GTK_WIDGET (dialog), rows);
  g_assert_cmpuint (rows->len, ==, 1 + 4);
  game_row = rows->pdata[0];
  games = adw_combo_row_get_model (game_row);

  for (guint g = 0; g < cy_game_info_get_n (); g++)
    for (guint r = 0; r < cy_game_info_get_n_rule_sets (cy_game_info_get_nth (g)); r++, n++)
      {
        g_autoptr(GtkStringObject) item = g_list_model_get_item (games, n);

        g_assert_cmpstr (gtk_string_object_get_string (item), ==,
                         cy_game_info_get_rule_set_name (cy_game_info_get_nth (g), r));
        adw_combo_row_set_selected (game_row, n);
        g_assert_cmpstr (cy_new_game_dialog_get_game_key (dialog), ==,
                         cy_game_info_get_rule_set_key (cy_game_info_get_nth (g), r));
      }
  g_assert_cmpuint (g_list_model_get_n_items (games), ==, n);
  /* Card Yacht, Yacht's four rule sets, Boat. */
  g_assert_cmpuint (n, ==, 6);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *kinds = NULL;
      const char *key;

      adw_combo_row_set_selected (game_row, i);
      key = cy_new_game_dialog_get_game_key (dialog);
      kinds = listed_kinds (rows->pdata[2]);
      if (g_str_equal (key, "card-yacht"))
        {
          g_assert_cmpstr (kinds, ==, "Human,Easy,Normal,Hard,Expert");
          g_assert_cmpuint (adw_combo_row_get_selected (rows->pdata[2]), ==, 4);
        }
      else
        {
          g_assert_cmpstr (kinds, ==, "Human,Easy,Normal,Hard");
          g_assert_cmpuint (adw_combo_row_get_selected (rows->pdata[2]), ==, 3);
        }
      /* The other seats keep what they were set to. */
      g_assert_cmpuint (adw_combo_row_get_selected (rows->pdata[1]), ==, 0);
      g_assert_cmpuint (adw_combo_row_get_selected (rows->pdata[3]), ==, 1);
    }

  /* Started in Boat, Bob plays Hard; nothing is refused. */
  adw_combo_row_set_selected (game_row, n - 1);
  g_assert_cmpstr (cy_new_game_dialog_get_game_key (dialog), ==, "boat");
  g_signal_connect (dialog, "start", G_CALLBACK (on_start), &players);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  g_assert_nonnull (players);
  g_assert_cmpuint (players->len, ==, 4);
  g_assert_cmpint (cy_player_get_kind (players->pdata[1]), ==, CY_PLAYER_KIND_HARD);
  g_object_unref (dialog);

  g_settings_reset (settings, "players");
  g_settings_reset (settings, "game");
  cyt_settle ();
}

int
main (int    argc,
      char **argv)
{
  int result;

  if (!cyt_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/game-ui/registry", test_registry);
  g_test_add_func ("/ui/game-ui/blank-sheet", test_blank_sheet);
  g_test_add_func ("/ui/game-ui/preferences", test_preferences);
  g_test_add_func ("/ui/game-ui/welcome", test_welcome);
  g_test_add_func ("/ui/game-ui/new-game", test_new_game);

  result = g_test_run ();
  cyt_shutdown ();
  return result;
}
