/* test-set-aside-dialog.c: every game set aside is listed, resumed and discarded
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs a display (run under xvfb-run); without one it skips. Two games are
 * set aside the way a --players start sets them aside, a third is played in
 * a window; the Set-Aside Games dialog (win.set-aside-games) lists the two,
 * resumes one (the game in the window going aside in its place, so that
 * nothing is lost) and discards another after asking.
 */
#include "cy-ui-test.h"

#include "cy-save-file.h"
#include "cy-set-aside-dialog.h"
#include "cy-set-aside-game.h"

/* A game of @spec set aside, as a --players start sets it aside. */
static char *
set_aside_game (const char *spec,
                guint64     deal)
{
  g_autoptr(GPtrArray) players = cy_player_parse_list (spec, NULL);
  CyRuleOptions options = { CY_STOCK_RULE_AUTOMATIC_KNOCK, CY_DEFAULT_TURN_LIMIT };
  g_autoptr(CyGame) game = cy_game_new ((CyPlayer **) players->pdata, players->len, &options, deal);
  g_autoptr(CyMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  char *id = NULL;

  g_assert_true (cy_game_start (game, &error));
  match = cy_match_new (CY_MATCH_GAME (game), deal);
  g_assert_true (cy_save_file_write (match, &error));
  g_assert_no_error (error);
  g_assert_true (cy_save_file_set_aside (&id, &error));
  g_assert_no_error (error);
  return id;
}

static CySetAsideDialog *
find_dialog (void)
{
  return (CySetAsideDialog *) cyt_find_shown_window (CY_TYPE_SET_ASIDE_DIALOG);
}

static gboolean
dialog_shown (gpointer data)
{
  return find_dialog () != NULL;
}

static gboolean
dialog_gone (gpointer data)
{
  return find_dialog () == NULL;
}

static AdwMessageDialog *
find_question (void)
{
  return (AdwMessageDialog *) cyt_find_shown_window (ADW_TYPE_MESSAGE_DIALOG);
}

static gboolean
question_shown (gpointer data)
{
  return find_question () != NULL;
}

/* The rows the dialog shows: its list's children. */
static guint
count_rows (CySetAsideDialog *dialog)
{
  GtkWidget *list = cyt_find_by_class (GTK_WIDGET (dialog), "boxed-list");
  guint n = 0;

  g_assert_nonnull (list);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    n++;
  return n;
}

static const char *
first_player (CyWindow *window)
{
  CyGame *game = cyt_game (window);

  return game != NULL ? cy_player_get_name (cy_game_get_player (game, 0)) : NULL;
}

static gboolean
shows_cid (gpointer data)
{
  return g_strcmp0 (first_player (data), "Cid") == 0;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The first players of every game set aside, sorted: "Ann You". */
static char *
set_aside_first_players (void)
{
  g_autoptr(GListModel) list = cy_set_aside_game_list ();
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(CySetAsideGame) game = g_list_model_get_item (list, i);

      g_ptr_array_add (names, (gpointer) cy_set_aside_game_get_players (game)[0]);
    }
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
test_resume_and_discard (void)
{
  g_autofree char *ann_id = set_aside_game ("Ann:human,Bob:easy", 11);
  g_autofree char *cid_id = set_aside_game ("Cid:human,Dee:easy", 12);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  CySetAsideDialog *dialog;
  AdwMessageDialog *question;
  CytFixture f;

  /* A third game in the window: You and Ann, saved as it goes. */
  cyt_start (&f, "easy", 7);
  before = set_aside_first_players ();
  g_assert_cmpstr (before, ==, "Ann Cid");

  cyt_activate (&f, "win.set-aside-games");
  g_assert_true (cyt_wait_until (dialog_shown, NULL, 5000));
  dialog = find_dialog ();
  cyt_settle ();
  g_assert_cmpuint (count_rows (dialog), ==, 2);

  /* Resume Cid's game: the window shows it; the game it showed is set aside. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "set-aside.resume", "s", cid_id));
  g_assert_true (cyt_wait_until (dialog_gone, NULL, 5000));
  g_assert_true (cyt_wait_until (shows_cid, f.window, 5000));
  f.game = cyt_game (f.window);
  f.table = cyt_table (f.window);
  after = set_aside_first_players ();
  g_assert_cmpstr (after, ==, "Ann You");

  /* Discard Ann's game, after saying yes. */
  cyt_activate (&f, "win.set-aside-games");
  g_assert_true (cyt_wait_until (dialog_shown, NULL, 5000));
  dialog = find_dialog ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "set-aside.discard", "s", ann_id));
  g_assert_true (cyt_wait_until (question_shown, NULL, 5000));
  question = find_question ();
  adw_message_dialog_response (question, "discard");
  cyt_settle ();
  g_assert_cmpuint (count_rows (dialog), ==, 1);
  g_clear_pointer (&after, g_free);
  after = set_aside_first_players ();
  g_assert_cmpstr (after, ==, "You");

  gtk_window_destroy (GTK_WINDOW (dialog));
  cyt_finish (&f);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!cyt_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/set-aside-dialog/resume-and-discard", test_resume_and_discard);

  status = g_test_run ();
  cyt_shutdown ();
  return status;
}
