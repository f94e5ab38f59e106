/* test-dice-window.c: a game of Yacht in the game window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs a display (run under xvfb-run); without one it skips. Requests go
 * in the way the dice, the sheet's buttons and the shortcuts send them:
 * the dice's "activate" (a click or Enter), the view's dice.* actions
 * (R, Space, 1-5), the sheet's buttons.
 */
#include "cy-ui-test.h"

#include "cy-dice-strategy.h"
#include "cy-dice-table-view.h"
#include "cy-die-widget.h"
#include "cy-new-game-dialog.h"
#include "cy-statistics-window.h"

typedef struct
{
  CyWindow        *window;
  CyDiceTableView *view;
  CyDiceGame      *game;
  CyMatch         *match;
} Fixture;

/* The hint line of the dice table. */
static GtkWidget *
find_hint (GtkWidget *root)
{
  if (GTK_IS_LABEL (root) && gtk_widget_has_css_class (root, "hint"))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_hint (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static void
fixture_start (Fixture     *f,
               CyDiceRules  rules,
               const char  *seats,
               guint64      seed)
{
  g_autoptr(GPtrArray) players = cy_player_parse_list_between (seats, 1, 4, NULL);

  g_assert_nonnull (players);
  f->window = cy_window_new (cyt_app);
  gtk_window_present (GTK_WINDOW (f->window));
  cy_window_start_game (f->window, cy_dice_rules_get_key (rules), players, seed);
  f->view = CY_DICE_TABLE_VIEW (cy_window_get_view (f->window));
  f->match = cy_window_get_match (f->window);
  f->game = CY_DICE_GAME (cy_match_get_game (f->match));
  g_assert_nonnull (f->game);
}

static void
fixture_stop (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  cyt_settle ();
}

static gboolean
person_to_act (gpointer data)
{
  Fixture *f = data;
  CyMatchState state = cy_match_get_state (f->match);

  return (state == CY_MATCH_STATE_HUMAN_TO_MOVE || state == CY_MATCH_STATE_CHOOSING ||
          state == CY_MATCH_STATE_GAME_OVER) &&
         (cy_dice_game_is_over (f->game) || cy_dice_game_get_to_move (f->game) == 0);
}

static void
check_die (Fixture *f,
           guint    index)
{
  GtkWidget *die = cy_dice_table_view_get_die (f->view, index);
  g_autofree char *label = cy_dice_game_describe_die (f->game, index);
  gboolean kept = (cy_dice_game_get_held (f->game) & (1u << index)) != 0;
  guint8 dice[CY_DICE_N_DICE];

  cy_dice_game_get_dice (f->game, dice);
  g_assert_cmpuint (cy_die_widget_get_face (CY_DIE_WIDGET (die)), ==, dice[index]);
  g_assert_cmpint (cy_die_widget_get_kept (CY_DIE_WIDGET (die)), ==, kept);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (die), GTK_ACCESSIBLE_ROLE_BUTTON);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (die), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
}

/* The header's button that folds Card Yacht's sheet away. */
static GtkWidget *
find_sheet_toggle (GtkWidget *root)
{
  if (GTK_IS_TOGGLE_BUTTON (root) &&
      g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (root)), "score-sheet-symbolic") == 0)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_sheet_toggle (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* A turn by the actions and widgets a person uses. */
static void
test_turn (void)
{
  Fixture f = { 0 };
  GtkWidget *parent_before;
  GtkWidget *button;
  guint8 dice[CY_DICE_N_DICE];

  fixture_start (&f, CY_DICE_RULES_YACHT_1938, "You:human,Ann:normal", 17);
  g_assert_true (cyt_wait_until (person_to_act, &f, 5000));
  g_assert_cmpstr (cyt_page (f.window), ==, CY_DICE_GAME_ID);
  /* The window is named for the game played. */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (f.window)), ==, "Yacht");
  /* Its sheet is part of the table: nothing folds it away. */
  g_assert_false (gtk_widget_get_visible (find_sheet_toggle (GTK_WIDGET (f.window))));

  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    check_die (&f, i);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (cy_dice_table_view_get_die (f.view, 2)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Die 3: not rolled yet");

  /* Before the first roll a die cannot be kept, nor the dice written down. */
  g_signal_emit_by_name (cy_dice_table_view_get_die (f.view, 0), "activate");
  g_assert_cmpuint (cy_dice_game_get_held (f.game), ==, 0);
  g_assert_null (cy_dice_table_view_get_score_button (f.view, 0));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL));
  cyt_settle ();
  g_assert_cmpuint (cy_dice_game_get_rolls_used (f.game), ==, 1);
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    check_die (&f, i);

  /* A click keeps the die: it moves to the tray and says so. */
  parent_before = gtk_widget_get_parent (cy_dice_table_view_get_die (f.view, 1));
  g_signal_emit_by_name (cy_dice_table_view_get_die (f.view, 1), "activate");
  cyt_settle ();
  g_assert_cmpuint (cy_dice_game_get_held (f.game), ==, 0x02);
  g_assert_true (gtk_widget_get_parent (cy_dice_table_view_get_die (f.view, 1)) != parent_before);
  check_die (&f, 1);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (cy_dice_table_view_get_die (f.view, 1)),
                                    GTK_ACCESSIBLE_STATE_PRESSED, GTK_ACCESSIBLE_TRISTATE_TRUE);

  /* The key 4 (dice.toggle 3) keeps the fourth; again lets it go. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.toggle", "u", 3));
  g_assert_cmpuint (cy_dice_game_get_held (f.game), ==, 0x0a);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.toggle", "u", 3));
  g_assert_cmpuint (cy_dice_game_get_held (f.game), ==, 0x02);

  /* Rolling keeps the kept die as it is. */
  cy_dice_game_get_dice (f.game, dice);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL));
  cyt_settle ();
  {
    guint8 after[CY_DICE_N_DICE];

    cy_dice_game_get_dice (f.game, after);
    g_assert_cmpuint (after[1], ==, dice[1]);
  }
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    check_die (&f, i);

  /* The sheet offers every open category with what it would score. */
  for (guint c = 0; c < 12; c++)
    {
      GtkWidget *cell = cy_dice_table_view_get_score_button (f.view, c);
      g_autofree char *text = NULL;
      g_autofree char *tooltip = NULL;
      g_autofree char *label = NULL;
      const char *name = cy_dice_category_get_label (CY_DICE_RULES_YACHT_1938, c);
      guint points;

      cy_dice_game_get_dice (f.game, dice);
      points = cy_dice_score (CY_DICE_RULES_YACHT_1938, c, dice);
      text = g_strdup_printf ("%u", points);
      tooltip = g_strdup_printf ("Write %u in %s", points, name);
      label = g_strdup_printf ("You, %s: open, write %u %s here now", name, points, points == 1 ? "point" : "points");
      g_assert_nonnull (cell);
      g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (cell)), ==, text);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (cell), ==, tooltip);
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
    }

  /* Write Choice, take it back, write Choice again. */
  button = cy_dice_table_view_get_score_button (f.view, 10);
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpint (cy_dice_game_get_score (f.game, 0, 10), >=, 5);
  g_assert_true (cy_match_get_can_undo (f.match));
  g_assert_nonnull (strstr (cy_dice_table_view_get_events (f.view), "You wrote "));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.undo", NULL));
  g_assert_cmpint (cy_dice_game_get_score (f.game, 0, 10), ==, -1);
  g_assert_cmpuint (cy_dice_game_get_rolls_used (f.game), ==, 2);
  cyt_settle ();
  /* Taken back, its line leaves the log (issue 26). */
  g_assert_null (strstr (cy_dice_table_view_get_events (f.view), "You wrote "));
  g_assert_null (strstr (cy_dice_table_view_get_events (f.view), "taken back"));
  g_signal_emit_by_name (cy_dice_table_view_get_score_button (f.view, 10), "clicked");

  /* Ann plays her turn by herself; then it is ours again. */
  g_assert_true (cyt_wait_until (person_to_act, &f, 10000));
  g_assert_cmpuint (cy_dice_game_get_round (f.game), ==, 2);
  g_assert_cmpuint (cy_dice_game_get_used (f.game, 1), !=, 0);
  g_assert_cmpuint (cy_dice_game_get_rolls_used (f.game), ==, 0);

  fixture_stop (&f);
}

/* The coach: with the strategy table ready, the best choice and the next. */
static void
test_hint (void)
{
  Fixture f = { 0 };
  g_autoptr(CyDiceStrategy) strategy = cy_dice_strategy_ensure (CY_DICE_RULES_YACHT_1938, NULL, NULL);
  GtkWidget *hint;

  g_assert_nonnull (strategy);
  fixture_start (&f, CY_DICE_RULES_YACHT_1938, "You", 5);
  g_assert_true (cyt_wait_until (person_to_act, &f, 5000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.hint", NULL));
  cyt_settle ();

  hint = find_hint (GTK_WIDGET (f.view));
  g_assert_nonnull (hint);
  g_assert_true (gtk_widget_get_visible (hint));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (hint)), "Best: "));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (hint)), "points expected"));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (hint)), "\nSecond best: "));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (hint)), "\nThird best: "));

  /* Keeping another die makes the advice stale: it goes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.toggle", "u", 0));
  cyt_settle ();
  g_assert_false (gtk_widget_get_visible (hint));

  fixture_stop (&f);
}

/* The person's dice of this round are written down. */
static gboolean
round_written (gpointer data)
{
  Fixture *f = data;

  return cy_dice_game_is_over (f->game) || cy_dice_game_get_to_move (f->game) != 0 ||
         cy_dice_game_get_rolls_used (f->game) == 0;
}

static gboolean
game_over (gpointer data)
{
  Fixture *f = data;

  return cy_match_get_state (f->match) == CY_MATCH_STATE_GAME_OVER;
}

/* A whole solitaire game on the sheet, with the roll animation on: turns
 * by a click, and by the keyboard (the sheet takes the focus on a
 * category it offers; Enter writes there). Through it all the sheet keeps
 * its width, "41 / 63" and the Total's frame included. */
static void
test_whole_game (void)
{
  Fixture f = { 0 };
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  CyScoreSheet *sheet;
  int width = -1;

  g_settings_set_boolean (settings, "animations", TRUE);
  fixture_start (&f, CY_DICE_RULES_YACHT_BONUS, "You", 9);
  sheet = cy_dice_table_view_get_sheet (f.view);

  while (!cy_dice_game_is_over (f.game))
    {
      guint category = (guint) g_bit_nth_lsf (~cy_dice_game_get_used (f.game, 0), -1);
      guint round = cy_dice_game_get_round (f.game);
      int natural;

      g_assert_true (cyt_wait_until (person_to_act, &f, 5000));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL));
      cyt_settle ();

      gtk_widget_measure (GTK_WIDGET (sheet), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      if (width < 0)
        width = natural;
      g_assert_cmpint (natural, ==, width);

      if (round % 2 == 0)
        {
          g_signal_emit_by_name (cy_dice_table_view_get_score_button (f.view, category), "clicked");
        }
      else
        {
          GtkWidget *focus;

          g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (sheet)));
          focus = gtk_root_get_focus (GTK_ROOT (f.window));
          /* On an open category's button (the one that scores most:
           * test-score-sheet-widget checks which), where Enter writes. */
          for (category = 0; category < 12; category++)
            if ((cy_dice_game_get_used (f.game, 0) & (1u << category)) == 0 &&
                focus == cy_dice_table_view_get_score_button (f.view, category))
              break;
          g_assert_cmpuint (category, <, 12);
          /* A button activated by a key clicks a moment later (GTK's
           * 250 ms, later on a loaded machine). */
          g_assert_true (gtk_widget_activate (focus));
          g_assert_true (cyt_wait_until (round_written, &f, 5000));
        }
      g_assert_cmpint (cy_dice_game_get_score (f.game, 0, category), >=, 0);
    }

  g_assert_true (cyt_wait_until (game_over, &f, 5000));
  g_assert_cmpuint (cy_dice_game_get_used (f.game, 0), ==, 0xfff);
  gtk_widget_measure (GTK_WIDGET (sheet), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  g_settings_set_boolean (settings, "animations", FALSE);
  fixture_stop (&f);
}

/* Yatzy and the Yahtzee rules in the window: a whole solitaire game each,
 * by the Roll action and the sheet's buttons; under the Yahtzee rules a
 * second Yahtzee offers only Sixes (the Joker) and shows the bonus. */
static void
test_other_rules (void)
{
  const CyDiceRules rules[] = { CY_DICE_RULES_YATZY, CY_DICE_RULES_YAHTZEE };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      Fixture f = { 0 };
      guint n = cy_dice_rules_get_n_categories (rules[i]);
      guint n_turns = 0;

      fixture_start (&f, rules[i], "You", 11);
      g_assert_cmpuint (cy_sheet_model_get_n_rows (CY_SHEET_MODEL (f.game)), ==,
                        n + 3 + (rules[i] == CY_DICE_RULES_YAHTZEE ? 1 : 0));

      if (rules[i] == CY_DICE_RULES_YAHTZEE)
        {
          const guint8 sixes[CY_DICE_N_DICE] = { 6, 6, 6, 6, 6 };
          guint yacht_bonus_row = n + 2;

          g_assert_true (cyt_wait_until (person_to_act, &f, 5000));
          g_assert_true (cy_dice_game_roll_dice (f.game, sixes, NULL));
          cyt_settle ();
          g_signal_emit_by_name (cy_dice_table_view_get_score_button (f.view, 12), "clicked");
          cyt_settle ();
          g_assert_cmpint (cy_dice_game_get_score (f.game, 0, 12), ==, 50);

          g_assert_true (cyt_wait_until (person_to_act, &f, 5000));
          g_assert_true (cy_dice_game_roll_dice (f.game, sixes, NULL));
          cyt_settle ();
          for (guint c = 0; c < n; c++)
            if (c != 5)
              g_assert_null (cy_dice_table_view_get_score_button (f.view, c));
          g_signal_emit_by_name (cy_dice_table_view_get_score_button (f.view, 5), "clicked");
          cyt_settle ();
          g_assert_cmpint (cy_dice_game_get_score (f.game, 0, 5), ==, 30);
          g_assert_true (cy_dice_sheet_is_yacht_bonus_row (rules[i], yacht_bonus_row));
          g_assert_cmpint (cy_sheet_model_get_value (CY_SHEET_MODEL (f.game), yacht_bonus_row, 0), ==, 100);
          g_assert_cmpuint (cy_dice_game_get_total (f.game, 0), ==, 180);
          n_turns = 2;
        }

      while (!cy_dice_game_is_over (f.game))
        {
          guint category = 0;

          g_assert_true (cyt_wait_until (person_to_act, &f, 5000));
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL));
          cyt_settle ();
          while (!cy_dice_game_may_score (f.game, category, NULL))
            category++;
          g_signal_emit_by_name (cy_dice_table_view_get_score_button (f.view, category), "clicked");
          cyt_settle ();
          g_assert_cmpint (cy_dice_game_get_score (f.game, 0, category), >=, 0);
          n_turns++;
        }

      g_assert_cmpuint (n_turns, ==, n);
      g_assert_true (cyt_wait_until (game_over, &f, 5000));
      g_assert_cmpuint (cy_dice_game_get_used (f.game, 0), ==, cy_dice_rules_get_all (rules[i]));
      fixture_stop (&f);
    }
}

/* With animations on, the dice rolled tumble for a moment; kept ones do not. */
static void
test_roll_animation (void)
{
  Fixture f = { 0 };

  fixture_start (&f, CY_DICE_RULES_YACHT_1938, "You", 3);
  cy_dice_table_view_set_animate (f.view, TRUE);
  g_assert_true (cyt_wait_until (person_to_act, &f, 5000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL));
  cyt_iterate (50);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.toggle", "u", 0));
  cyt_iterate (1000);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL));
  g_assert_false (cy_die_widget_is_rolling (CY_DIE_WIDGET (cy_dice_table_view_get_die (f.view, 0))));
  g_assert_true (cy_die_widget_is_rolling (CY_DIE_WIDGET (cy_dice_table_view_get_die (f.view, 1))));
  cyt_iterate (1000);
  g_assert_false (cy_die_widget_is_rolling (CY_DIE_WIDGET (cy_dice_table_view_get_die (f.view, 1))));
  check_die (&f, 1);

  /* Off: the final faces at once. */
  cy_dice_table_view_set_animate (f.view, FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL));
  g_assert_false (cy_die_widget_is_rolling (CY_DIE_WIDGET (cy_dice_table_view_get_die (f.view, 1))));
  check_die (&f, 1);

  fixture_stop (&f);
}

static gboolean
hand_off_shown (gpointer data)
{
  Fixture *f = data;

  return cy_match_get_state (f->match) == CY_MATCH_STATE_HAND_OFF;
}

/* Two people at one screen: the hand-off page between their turns. */
static void
test_hot_seat (void)
{
  Fixture f = { 0 };

  fixture_start (&f, CY_DICE_RULES_YACHT_1938, "Ann,Bob", 8);
  /* The first turn too begins with the screen handed to Ann. */
  g_assert_true (cyt_wait_until (hand_off_shown, &f, 5000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.hand-off-done", NULL));
  g_assert_true (cyt_wait_until (person_to_act, &f, 5000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL));
  cyt_settle ();
  g_signal_emit_by_name (cy_dice_table_view_get_score_button (f.view, 0), "clicked");

  g_assert_true (cyt_wait_until (hand_off_shown, &f, 5000));
  g_assert_cmpstr (cyt_page (f.window), ==, "hand-off");
  /* Nothing can be rolled for Bob before he has the screen. */
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL) &&
                  cy_dice_game_get_rolls_used (f.game) > 0);
  g_assert_cmpuint (cy_dice_game_get_rolls_used (f.game), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.hand-off-done", NULL));
  cyt_settle ();
  g_assert_cmpstr (cyt_page (f.window), ==, CY_DICE_GAME_ID);
  g_assert_cmpint (cy_match_get_state (f.match), ==, CY_MATCH_STATE_HUMAN_TO_MOVE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL));
  g_assert_cmpuint (cy_dice_game_get_rolls_used (f.game), ==, 1);
  g_assert_cmpuint (cy_dice_game_get_to_move (f.game), ==, 1);

  fixture_stop (&f);
}

/* The Keyboard Shortcuts window lists Yacht's keys (and builds at all). */
static void
test_shortcuts (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/cy-shortcuts-window.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  GSList *objects = gtk_builder_get_objects (builder);
  gboolean found = FALSE;

  g_assert_nonnull (shortcuts);
  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *accelerator = NULL;

        g_object_get (l->data, "accelerator", &accelerator, NULL);
        found |= g_strcmp0 (accelerator, "1 2 3 4 5") == 0;
      }
  g_slist_free (objects);
  g_assert_true (found);
  gtk_window_destroy (shortcuts);
}

static gboolean
file_written (gpointer data)
{
  GStatBuf st;

  return g_stat (data, &st) == 0 && st.st_size > 1000;
}

/* Print goes through the same sheet as the command line's (CY_PRINT_TO_PDF
 * prints to a file without the dialog). */
static void
test_print (void)
{
  Fixture f = { 0 };
  g_autofree char *pdf = g_build_filename (g_get_user_cache_dir (), "printed.pdf", NULL);
  g_autofree char *contents = NULL;

  g_setenv ("CY_PRINT_TO_PDF", pdf, TRUE);
  fixture_start (&f, CY_DICE_RULES_YACHT_BONUS, "You,Ann:easy", 4);
  g_assert_true (cyt_wait_until (person_to_act, &f, 5000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.print", NULL));
  g_assert_true (cyt_wait_until (file_written, pdf, 10000));
  g_assert_true (g_file_get_contents (pdf, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF"));
  g_unsetenv ("CY_PRINT_TO_PDF");
  g_remove (pdf);
  fixture_stop (&f);
}

/* The first widget of @type under @root whose @test holds. */
static GtkWidget *
find_widget (GtkWidget *root,
             GType      type,
             gboolean (*test) (GtkWidget *widget, gconstpointer data),
             gconstpointer data)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && (test == NULL || test (root, data)))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type, test, data);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static gboolean
has_title (GtkWidget     *group,
           gconstpointer  title)
{
  return g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)), title) == 0;
}

static gboolean
targets_game (GtkWidget     *button,
              gconstpointer  key)
{
  GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));

  return g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), "statistics.game") == 0 &&
         target != NULL && g_str_equal (g_variant_get_string (target, NULL), key);
}

/* The "Yacht with the bonus" in New Game and "Yacht" in Statistics:
 * each rule set has one name, the same in New Game, Statistics, the
 * window's subtitle and the help; and the names differ from each other. */
static void
test_rule_set_names (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *help_path = g_test_build_filename (G_TEST_DIST, "..", "help", "C", "yacht.page", NULL);
  g_autofree char *help = NULL;
  CyNewGameDialog *dialog;
  CyStatisticsWindow *statistics;
  AdwComboRow *game_row;
  GListModel *games;

  g_assert_true (g_file_get_contents (help_path, &help, NULL, NULL));
  dialog = cy_new_game_dialog_new (NULL, settings);
  gtk_window_present (GTK_WINDOW (dialog));
  statistics = cy_statistics_window_new (NULL);
  gtk_window_present (GTK_WINDOW (statistics));
  cyt_settle ();

  game_row = ADW_COMBO_ROW (find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, NULL, NULL));
  games = adw_combo_row_get_model (game_row);
  for (guint r = 0; r < CY_DICE_N_RULES; r++)
    {
      const char *name = cy_dice_rules_get_label (r);
      g_autofree char *gui = g_strdup_printf ("<gui>%s</gui>", name);
      GtkWidget *button = find_widget (GTK_WIDGET (statistics), GTK_TYPE_TOGGLE_BUTTON, targets_game,
                                       cy_dice_rules_get_key (r));
      Fixture f = { 0 };

      /* New Game lists Card Yacht, then the rule sets in their order. */
      g_assert_cmpstr (gtk_string_object_get_string (g_list_model_get_item (games, r + 1)), ==, name);
      g_object_unref (g_list_model_get_item (games, r + 1));
      g_assert_nonnull (button);
      g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, name);
      g_assert_true (strstr (help, gui) != NULL);

      fixture_start (&f, r, "You", 7);
      {
        AdwWindowTitle *title = ADW_WINDOW_TITLE (find_widget (GTK_WIDGET (f.window), ADW_TYPE_WINDOW_TITLE, NULL, NULL));

        g_assert_true (g_str_has_prefix (adw_window_title_get_subtitle (title), name));
      }
      fixture_stop (&f);

      for (guint other = 0; other < r; other++)
        g_assert_cmpstr (cy_dice_rules_get_label (other), !=, name);
    }

  /* The dice's number is a seed in New Game too. */
  adw_combo_row_set_selected (game_row, 1);
  g_assert_nonnull (find_widget (GTK_WIDGET (dialog), ADW_TYPE_PREFERENCES_GROUP, has_title, "Seed"));
  g_assert_null (find_widget (GTK_WIDGET (dialog), ADW_TYPE_PREFERENCES_GROUP, has_title, "Deal"));
  adw_combo_row_set_selected (game_row, 0);
  g_assert_nonnull (find_widget (GTK_WIDGET (dialog), ADW_TYPE_PREFERENCES_GROUP, has_title, "Deal"));

  gtk_window_destroy (GTK_WINDOW (statistics));
  gtk_window_destroy (GTK_WINDOW (dialog));
  cyt_settle ();
}

/* At the size of a phone, upright and on its side, every control of a
 * turn (dice, Roll, the sheet's choices) is on screen, the sheet perhaps
 * by scrolling up and down, never sideways; and the window takes the size. */
static void
test_sizes (void)
{
  /* Up to the test display's own size (build-aux/test.sh: 1280 x 800). */
  static const struct { int width, height; } sizes[] = { { 360, 640 }, { 640, 360 }, { 1024, 640 }, { 1280, 800 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      Fixture f = { 0 };
      g_autofree char *outside = NULL;

      g_test_message ("%d x %d", sizes[i].width, sizes[i].height);
      fixture_start (&f, CY_DICE_RULES_YACHT_BONUS, "You:human,Ann:normal", 17);
      g_assert_true (cyt_resize (GTK_WINDOW (f.window), sizes[i].width, sizes[i].height));
      g_assert_true (cyt_wait_until (person_to_act, &f, 5000));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL));
      g_assert_true (cyt_wait_until (person_to_act, &f, 5000));
      /* One die kept: both the table and the tray hold dice. */
      g_signal_emit_by_name (cy_dice_table_view_get_die (f.view, 0), "activate");
      cyt_iterate (300);
      g_assert_nonnull (cy_dice_table_view_get_score_button (f.view, 0));

      outside = cyt_controls_outside (GTK_WINDOW (f.window));
      g_assert_cmpstr (outside, ==, "");
      fixture_stop (&f);
    }
}

/* Issue 26: keeping a die moved the dice left on the table, and a click at
 * the old place took another die. Each die keeps its place on the table,
 * and lies in the tray under it while kept. */
static void
test_keep_in_place (void)
{
  Fixture f = { 0 };
  graphene_rect_t before[CY_DICE_N_DICE], rect;

  fixture_start (&f, CY_DICE_RULES_YACHT_BONUS, "You", 3);
  g_assert_true (cyt_wait_until (person_to_act, &f, 5000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL));
  cyt_settle ();
  cyt_iterate (200);
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    g_assert_true (gtk_widget_compute_bounds (cy_dice_table_view_get_die (f.view, i), GTK_WIDGET (f.window), &before[i]));

  g_signal_emit_by_name (cy_dice_table_view_get_die (f.view, 1), "activate");
  cyt_settle ();
  cyt_iterate (200);
  g_assert_cmpuint (cy_dice_game_get_held (f.game), ==, 0x02);
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    {
      g_assert_true (gtk_widget_compute_bounds (cy_dice_table_view_get_die (f.view, i), GTK_WIDGET (f.window), &rect));
      if (i == 1)
        {
          /* In the tray, below its place and across from it. */
          g_assert_cmpfloat (rect.origin.y, >, before[i].origin.y + before[i].size.height);
          g_assert_cmpfloat (rect.origin.x, <, before[i].origin.x + before[i].size.width / 2);
          g_assert_cmpfloat (rect.origin.x + rect.size.width, >, before[i].origin.x + before[i].size.width / 2);
        }
      else
        g_assert_true (graphene_rect_equal (&rect, &before[i]));
    }

  /* Let go, it comes back to its own place. */
  g_signal_emit_by_name (cy_dice_table_view_get_die (f.view, 1), "activate");
  cyt_settle ();
  cyt_iterate (200);
  g_assert_cmpuint (cy_dice_game_get_held (f.game), ==, 0);
  g_assert_true (gtk_widget_compute_bounds (cy_dice_table_view_get_die (f.view, 1), GTK_WIDGET (f.window), &rect));
  g_assert_true (graphene_rect_equal (&rect, &before[1]));

  fixture_stop (&f);
}

static gboolean
computer_done (gpointer data)
{
  Fixture *f = data;

  return person_to_act (f) && cy_dice_game_get_round (f->game) == 2;
}

/* Issue 26: after the person wrote their dice the status said "You: roll
 * the dice" for a second more; and the log's three lines under the dice
 * lost the computer's first roll. The next player is named at once, and
 * the lines hold a whole turn. */
static void
test_status_and_log_after_score (void)
{
  Fixture f = { 0 };
  const char *events;

  fixture_start (&f, CY_DICE_RULES_YACHT_BONUS, "You:human,Ann:normal", 21);
  cy_match_set_pace (f.match, CY_MATCH_PACE_SLOW);
  g_assert_true (cyt_wait_until (person_to_act, &f, 5000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL));
  cyt_settle ();
  g_signal_emit_by_name (cy_dice_table_view_get_score_button (f.view, 10), "clicked");
  cyt_settle ();
  g_assert_cmpint (cy_dice_game_get_score (f.game, 0, 10), >=, 0);
  g_assert_cmpstr (cy_game_view_get_status (CY_GAME_VIEW (f.view)), ==, "Ann is thinking…");

  cy_match_set_pace (f.match, CY_MATCH_PACE_FAST);
  g_assert_true (cyt_wait_until (computer_done, &f, 20000));
  events = cy_dice_table_view_get_events (f.view);
  g_test_message ("%s", events);
  g_assert_nonnull (strstr (events, "Ann rolled "));
  g_assert_nonnull (strstr (events, "Ann wrote "));

  fixture_stop (&f);
}

/* Issue 26: the end-of-game review sat between two players' totals. Every
 * total first, then the review; with two people each review is named. */
static void
test_review_after_totals (void)
{
  Fixture f = { 0 };
  g_autoptr(CyDiceStrategy) strategy = cy_dice_strategy_ensure (CY_DICE_RULES_YACHT_1938, NULL, NULL);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *heading = NULL;

  g_assert_nonnull (strategy);
  fixture_start (&f, CY_DICE_RULES_YACHT_1938, "You:human,Bo:human,Ann:easy", 31);
  cy_match_set_pace (f.match, CY_MATCH_PACE_INSTANT);
  while (!cy_dice_game_is_over (f.game))
    {
      CyMatchState state = cy_match_get_state (f.match);

      if (state == CY_MATCH_STATE_HAND_OFF)
        gtk_widget_activate_action (GTK_WIDGET (f.window), "win.hand-off-done", NULL);
      else if ((state == CY_MATCH_STATE_HUMAN_TO_MOVE || state == CY_MATCH_STATE_CHOOSING) &&
               cy_match_can_act (f.match, cy_dice_game_get_to_move (f.game)))
        {
          guint seat = cy_dice_game_get_to_move (f.game);
          guint category = (guint) g_bit_nth_lsf (~cy_dice_game_get_used (f.game, seat), -1);

          if (cy_dice_game_get_rolls_used (f.game) == 0)
            gtk_widget_activate_action (GTK_WIDGET (f.view), "dice.roll", NULL);
          else
            g_signal_emit_by_name (cy_dice_table_view_get_score_button (f.view, category), "clicked");
        }
      cyt_iterate (20);
    }

  heading = cy_game_view_describe_result (CY_GAME_VIEW (f.view), lines);
  for (guint i = 0; i < lines->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (lines, i));
  g_assert_cmpuint (lines->len, ==, 5);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (lines, 0), "You: "));
  g_assert_true (g_str_has_prefix (g_ptr_array_index (lines, 1), "Bo: "));
  g_assert_true (g_str_has_prefix (g_ptr_array_index (lines, 2), "Ann: "));
  g_assert_true (g_str_has_prefix (g_ptr_array_index (lines, 3), "You: Against Hard"));
  g_assert_true (g_str_has_prefix (g_ptr_array_index (lines, 4), "Bo: Against Hard"));

  fixture_stop (&f);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *cache = g_dir_make_tmp ("cy-dice-window-XXXXXX", NULL);
  int ret;

  /* The strategy table is cached: not in the tester's cache. */
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  if (!cyt_init (&argc, &argv))
    {
      cyt_remove_tree (cache);
      return 0;
    }

  g_test_add_func ("/dice/window/turn", test_turn);
  g_test_add_func ("/dice/window/hint", test_hint);
  g_test_add_func ("/dice/window/roll-animation", test_roll_animation);
  g_test_add_func ("/dice/window/whole-game", test_whole_game);
  g_test_add_func ("/dice/window/other-rules", test_other_rules);
  g_test_add_func ("/dice/window/print", test_print);
  g_test_add_func ("/dice/window/hot-seat", test_hot_seat);
  g_test_add_func ("/dice/window/shortcuts", test_shortcuts);
  g_test_add_func ("/dice/window/rule-set-names", test_rule_set_names);
  g_test_add_func ("/dice/window/sizes", test_sizes);
  g_test_add_func ("/dice/window/keep-in-place", test_keep_in_place);
  g_test_add_func ("/dice/window/review-after-totals", test_review_after_totals);
  g_test_add_func ("/dice/window/status-and-log-after-score", test_status_and_log_after_score);

  ret = g_test_run ();
  cy_dice_strategy_forget_all ();
  cyt_shutdown ();
  cyt_remove_tree (cache);
  return ret;
}
