/* test-record-viewer.c: a game record replayed on the table (issue 13)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record is written as a seeded game of computer players is played
 * through the engine (CyRecordWriter), opened in the viewer and stepped
 * through with its actions and with real keys (xdotool); at the end the
 * score sheet shows the totals of the replay's outcome. A record broken
 * partway shows the line card-yacht-cli replay prints and goes no further
 * than the step that fails; records with nothing to show do not open.
 *
 * Needs a display (run under xvfb-run); without one it skips.
 */
#include "cy-ui-test.h"

#include "cy-ai.h"
#include "cy-card-widget.h"
#include "cy-card-yacht-view.h"
#include "cy-game-record.h"
#include "cy-game-sheet.h"
#include "cy-record-viewer.h"
#include "cy-record-writer.h"
#include "cy-replay.h"

#define N_SEATS 3

typedef struct
{
  CyCardCache    *cache;
  CyGame         *played;     /* the game the record was written from */
  CyRecord       *record;
  char           *path;
  CyRecordViewer *viewer;
} Fixture;

/* One decision of the computer players: a move, every seat's score, or
 * the next deal. */
static void
play_step (CyGame             *game,
           const CyPlayerKind *kinds,
           CyRandom           *rngs)
{
  g_autoptr(GError) error = NULL;
  CySeatView view;

  switch (cy_game_get_phase (game))
    {
    case CY_PHASE_TURNS:
    case CY_PHASE_LAST_TURNS:
      {
        guint seat = cy_game_get_to_move (game);
        CyMove move;

        cy_game_get_seat_view (game, seat, &view);
        cy_ai_choose_move (kinds[seat], &view, &rngs[seat], &move);
        g_assert_true (cy_game_play (game, &move, &error));
      }
      break;

    case CY_PHASE_SCORING:
      for (guint seat = 0; seat < cy_game_get_n_players (game); seat++)
        {
          cy_game_get_seat_view (game, seat, &view);
          g_assert_true (cy_game_score (game, seat, cy_ai_choose_category (kinds[seat], &view, &rngs[seat]), &error));
        }
      break;

    case CY_PHASE_HAND_OVER:
      g_assert_true (cy_game_deal_next_hand (game, &error));
      break;

    default:
      g_assert_not_reached ();
    }
  g_assert_no_error (error);
}

/* A whole game of Ann, Bob and Cid, all computers, and its record. */
static void
play_recorded_game (Fixture *f)
{
  static const char * const names[] = { "Ann", "Bob", "Cid" };
  static const CyPlayerKind kinds[] = { CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_HARD };
  CyPlayer *players[N_SEATS];
  CyRandom rngs[N_SEATS];
  CyRuleOptions options;
  g_autoptr(CyRecordWriter) writer = NULL;
  g_autoptr(GError) error = NULL;

  /* As card-yacht-cli and the app do at start-up. */
  cy_record_format_register (cy_game_record_get_format ());
  cy_rule_options_init_default (&options);
  for (guint p = 0; p < N_SEATS; p++)
    {
      players[p] = cy_player_new (names[p], kinds[p]);
      cy_random_init (&rngs[p], 77, p + 1);
    }
  f->played = cy_game_new (players, N_SEATS, &options, 4242);
  for (guint p = 0; p < N_SEATS; p++)
    g_object_unref (players[p]);

  writer = cy_record_writer_new (G_OBJECT (f->played), NULL, &error);
  g_assert_no_error (error);
  g_assert_true (cy_game_start (f->played, &error));
  while (cy_game_get_phase (f->played) != CY_PHASE_GAME_OVER)
    play_step (f->played, kinds, rngs);

  f->record = cy_record_writer_get_record (writer, TRUE);
  g_assert_nonnull (f->record);
}

static char *
write_file (const char *name,
            const char *data,
            gssize      length)
{
  char *path = g_build_filename (cyt_data_dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, data, length, &error);
  g_assert_no_error (error);
  return path;
}

static void
write_record (Fixture  *f,
              CyRecord *record)
{
  g_autoptr(GBytes) bytes = cy_record_to_bytes (record);

  g_free (f->path);
  f->path = write_file ("game.cyrecord.json", g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes));
}

static gboolean
viewer_drawn (gpointer data)
{
  Fixture *f = data;

  return gtk_widget_get_mapped (GTK_WIDGET (f->viewer)) &&
         gtk_widget_get_width (GTK_WIDGET (cy_record_viewer_get_view (f->viewer))) > 0;
}

static void
open_viewer (Fixture *f)
{
  g_autoptr(GFile) file = g_file_new_for_path (f->path);
  g_autoptr(GError) error = NULL;

  f->viewer = cy_record_viewer_new (NULL, f->cache, file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (f->viewer);
  gtk_window_set_default_size (GTK_WINDOW (f->viewer), 1000, 680);
  gtk_window_present (GTK_WINDOW (f->viewer));
  g_assert_true (cyt_wait_until (viewer_drawn, f, 10000));
  cyt_settle ();
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(CyCardTheme) theme = cy_card_theme_new_default (FALSE);

  memset (f, 0, sizeof *f);
  f->cache = cy_card_cache_new (theme);
  play_recorded_game (f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  if (f->viewer != NULL)
    gtk_window_destroy (GTK_WINDOW (f->viewer));
  cyt_settle ();
  g_clear_object (&f->record);
  g_clear_object (&f->played);
  g_clear_object (&f->cache);
  if (f->path != NULL)
    g_unlink (f->path);
  g_clear_pointer (&f->path, g_free);
}

/* The record read back from its file and replayed on its own, as
 * card-yacht-cli replay does it. */
static CyReplay *
replay_file (const char  *path,
             GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CyRecord) record = cy_record_new_from_file (file, error);
  g_autoptr(CyReplay) replay = NULL;

  if (record == NULL)
    return NULL;
  replay = cy_replay_new (record, error);
  if (replay != NULL)
    cy_replay_run (replay, error);
  return g_steal_pointer (&replay);
}

/* Card Yacht's own table and sheet, in the viewer. */
static CyTableView *
viewer_table (Fixture *f)
{
  return cy_card_yacht_view_get_table (CY_CARD_YACHT_VIEW (cy_record_viewer_get_view (f->viewer)));
}

static CyScoreSheet *
viewer_sheet (Fixture *f)
{
  return cy_card_yacht_view_get_sheet (CY_CARD_YACHT_VIEW (cy_record_viewer_get_view (f->viewer)));
}

static const char *
cell_text (CyScoreSheet *sheet,
           guint         row,
           guint         seat)
{
  GtkWidget *cell = cy_score_sheet_get_cell (sheet, row, seat);
  GtkWidget *label;

  g_assert_nonnull (cell);
  label = gtk_widget_get_first_child (cell);
  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_text (GTK_LABEL (label));
}

/* The sheet on screen shows these totals. */
static void
assert_sheet_totals (Fixture *f,
                     CyGame  *game)
{
  CyScoreSheet *sheet = viewer_sheet (f);

  for (guint seat = 0; seat < N_SEATS; seat++)
    {
      g_autofree char *total = g_strdup_printf ("%u", cy_game_get_total (game, seat));

      g_assert_cmpstr (cell_text (sheet, CY_SCORE_SHEET_ROW_TOTAL, seat), ==, total);
    }
}

/* Every hand on the table face up, and nothing to choose. */
static void
assert_read_only_table (Fixture *f)
{
  CyTableView *table = viewer_table (f);
  CyGame *game = CY_GAME (cy_replay_get_game (cy_record_viewer_get_replay (f->viewer)));

  g_assert_true (cy_table_view_get_read_only (table));
  g_assert_cmpint (cy_table_view_get_viewer (table), ==, -1);
  g_assert_null (cyt_find_by_class (GTK_WIDGET (table), "suggested-action"));
  g_assert_cmpint (cy_score_sheet_get_chooser (viewer_sheet (f)), ==, -1);

  for (guint seat = 0; seat < N_SEATS; seat++)
    {
      CyCard hand[CY_HAND_SIZE];
      CyCardRow *row = cy_table_view_get_hand_row (table, seat);
      guint n = 0;

      cy_game_get_hand (game, seat, hand);
      for (guint i = 0; i < CY_HAND_SIZE; i++)
        if (cy_card_is_valid (hand[i]))
          {
            GtkWidget *card = cy_card_row_get_card_widget (row, hand[i]);

            g_assert_nonnull (card);
            g_assert_cmpint (cy_card_widget_get_image (CY_CARD_WIDGET (card)), ==, (CyCardImage) hand[i]);
            n++;
          }
      g_assert_cmpuint (n, ==, CY_HAND_SIZE);
      g_assert_cmpuint (cy_card_row_get_n_selected (row), ==, 0);
    }
}

static void
activate (Fixture    *f,
          const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->viewer), action, NULL));
  cyt_settle ();
}

static gboolean
button_enabled (Fixture    *f,
                const char *action)
{
  GtkWidget *button = cyt_find_actionable (GTK_WIDGET (f->viewer), action);

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

static void
press (const char *key)
{
  cyt_xdotool ("key %s", key);
  cyt_settle ();
}

static void
test_steps (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CyReplay) replay = NULL;
  g_autofree char *deal_line = NULL;
  g_autofree char *first_action = NULL;
  CyGame *outcome;
  guint last;

  write_record (f, f->record);
  replay = replay_file (f->path, &error);
  g_assert_no_error (error);
  outcome = CY_GAME (cy_replay_get_game (replay));
  /* The replay and the game the record was written from agree. */
  for (guint seat = 0; seat < N_SEATS; seat++)
    g_assert_cmpuint (cy_game_get_total (outcome, seat), ==, cy_game_get_total (f->played, seat));

  open_viewer (f);
  last = cy_record_viewer_get_last (f->viewer);
  g_assert_cmpuint (last, ==, cy_replay_get_n_steps (replay));
  g_assert_null (cy_record_viewer_get_failure (f->viewer));
  g_assert_null (cyt_find_by_class (GTK_WIDGET (f->viewer), "record-failure"));

  /* It opens before the first deal: only forward. */
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, 0);
  g_assert_cmpstr (cy_record_viewer_get_where (f->viewer), ==, "Before the first deal");
  g_assert_false (button_enabled (f, "record.back"));
  g_assert_false (button_enabled (f, "record.to-start"));
  g_assert_true (button_enabled (f, "record.forward"));

  /* The first deal, in the game's log line; then the first action. */
  activate (f, "record.forward");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, 1);
  deal_line = g_strdup (cy_record_viewer_get_where (f->viewer));
  g_assert_true (g_str_has_prefix (deal_line, "Hand 1 of 12: "));
  g_assert_true (g_str_has_suffix (deal_line, " deals"));
  assert_read_only_table (f);

  activate (f, "record.forward");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, 2);
  first_action = g_strdup (cy_record_viewer_get_where (f->viewer));
  g_assert_true (g_str_has_prefix (first_action, "Hand 1 · action 0: "));
  {
    /* Said by the game's own log line, with the player's name. */
    JsonObject *action = json_node_get_object (cy_replay_get_step (replay, 1)->node);
    guint seat = (guint) json_object_get_int_member (action, "seat");

    g_assert_nonnull (strstr (first_action, cy_player_get_name (cy_game_get_player (f->played, seat))));
  }
  /* The step as the table's status, what happened above the table. */
  {
    GtkWidget *table = GTK_WIDGET (viewer_table (f));
    const char *status = gtk_label_get_text (GTK_LABEL (cyt_find_by_class (table, "status")));
    const char *events = gtk_label_get_text (GTK_LABEL (cyt_find_by_class (GTK_WIDGET (f->viewer), "record-events")));
    g_autofree char *both = g_strdup_printf ("%s: %s", status, events);

    g_assert_cmpstr (status, ==, "Hand 1 · action 0");
    g_assert_cmpstr (both, ==, first_action);
  }
  assert_read_only_table (f);

  activate (f, "record.back");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, 1);
  g_assert_cmpstr (cy_record_viewer_get_where (f->viewer), ==, deal_line);
  assert_read_only_table (f);

  /* To the end: the sheet shows the replay's outcome. */
  activate (f, "record.to-end");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, last);
  g_assert_false (button_enabled (f, "record.forward"));
  g_assert_false (button_enabled (f, "record.to-end"));
  g_assert_true (button_enabled (f, "record.back"));
  g_assert_nonnull (strstr (cy_record_viewer_get_where (f->viewer), "Hand 12 · action "));
  assert_sheet_totals (f, outcome);
  assert_sheet_totals (f, f->played);

  /* Back from the end replays from the start, to the step before. */
  activate (f, "record.back");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, last - 1);
  activate (f, "record.to-start");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, 0);
  for (guint seat = 0; seat < N_SEATS; seat++)
    g_assert_cmpstr (cell_text (viewer_sheet (f), CY_SCORE_SHEET_ROW_TOTAL, seat), ==, "0");

  /* The same with real keys, wherever the focus is. */
  if (!cyt_can_xdotool ())
    return;
  cyt_xdotool ("mousemove --sync 900 700 mousemove --sync 400 300");
  press ("Right");
  press ("Right");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, 2);
  g_assert_cmpstr (cy_record_viewer_get_where (f->viewer), ==, first_action);
  press ("Left");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, 1);
  g_assert_cmpstr (cy_record_viewer_get_where (f->viewer), ==, deal_line);
  press ("End");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, last);
  assert_sheet_totals (f, outcome);
  press ("Right");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, last);
  press ("Home");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, 0);
  press ("Left");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, 0);
}

/* The action of seat @seat in hand @hand at @index is given to the next
 * seat: not that seat's turn. */
static void
break_record (JsonObject *root,
              guint       hand,
              guint       index)
{
  JsonArray *hands = json_object_get_array_member (root, "hands");
  JsonObject *action = json_array_get_object_element (
    json_object_get_array_member (json_array_get_object_element (hands, hand), "actions"), index);
  guint seat = (guint) json_object_get_int_member (action, "seat");

  json_object_set_int_member (action, "seat", (seat + 1) % N_SEATS);
}

static void
test_broken (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CyReplay) replay = NULL;
  g_autoptr(CyRecord) broken = NULL;
  g_autoptr(GBytes) bytes = cy_record_to_bytes (f->record);
  const GError *failure = NULL;
  GtkWidget *box;
  int failed_step;

  /* Hand 1 (counting from 0), its fourth action: a move out of turn. */
  broken = cy_record_new_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error);
  g_assert_no_error (error);
  break_record (cy_record_get_root (broken), 1, 3);
  write_record (f, broken);

  replay = replay_file (f->path, &error);
  g_assert_nonnull (error);
  g_assert_nonnull (replay);
  failed_step = cy_replay_get_failed_step (replay, &failure);
  g_assert_cmpint (failed_step, >, 0);
  g_assert_cmpstr (failure->message, ==, error->message);
  g_assert_true (g_str_has_prefix (error->message, "hand 1, action 3 ("));

  open_viewer (f);
  /* The line the command line prints, on the window from the start. */
  g_assert_cmpstr (cy_record_viewer_get_failure (f->viewer), ==, error->message);
  box = cyt_find_by_class (GTK_WIDGET (f->viewer), "record-failure");
  g_assert_nonnull (box);
  g_assert_nonnull (cyt_find_by_class (box, "record-failure-text"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (cyt_find_by_class (box, "record-failure-text"))), ==,
                   error->message);

  /* As far as the step that fails, and no further. */
  g_assert_cmpuint (cy_record_viewer_get_last (f->viewer), ==, (guint) failed_step);
  activate (f, "record.to-end");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, (guint) failed_step);
  g_assert_false (button_enabled (f, "record.forward"));
  /* The last step shown is the one before: hand 1, action 2. */
  g_assert_true (g_str_has_prefix (cy_record_viewer_get_where (f->viewer), "Hand 2 · action 2: "));
  assert_read_only_table (f);
  activate (f, "record.forward");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, (guint) failed_step);
  cy_record_viewer_set_position (f->viewer, G_MAXUINT);
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, (guint) failed_step);

  /* The first hand is scored on the sheet as the replay scored it. */
  assert_sheet_totals (f, CY_GAME (cy_replay_get_game (replay)));
  activate (f, "record.back");
  g_assert_cmpuint (cy_record_viewer_get_position (f->viewer), ==, (guint) failed_step - 1);
}

/* Nothing to show: no viewer, and the reason. */
static void
assert_not_opened (Fixture    *f,
                   const char *path,
                   const char *expected)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  CyRecordViewer *viewer = cy_record_viewer_new (NULL, f->cache, file, &error);

  g_assert_null (viewer);
  g_assert_error (error, CY_RECORD_ERROR, error->code);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, expected));
}

static void
test_not_shown (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *chess = write_file ("chess.json", "{\"game\":\"chess\"}", -1);
  g_autofree char *broken = write_file ("broken.json", "{\"game\":", -1);
  g_autofree char *missing = g_build_filename (cyt_data_dir, "no-such-record.json", NULL);
  g_autoptr(GFile) broken_file = g_file_new_for_path (broken);
  g_autoptr(GError) error = NULL;
  g_autoptr(CyRecord) record = NULL;

  /* The same reasons as the command line gives. */
  assert_not_opened (f, chess, "Unknown game “chess”");
  record = cy_record_new_from_file (broken_file, &error);
  g_assert_null (record);
  g_assert_nonnull (error);
  assert_not_opened (f, broken, error->message);
  assert_not_opened (f, missing, "no-such-record.json");

  g_unlink (chess);
  g_unlink (broken);
}

/* A viewer opened from a window with a game in progress, stepped to its
 * end and closed: the game is as it was. */
static void
test_game_untouched (Fixture       *f,
                     gconstpointer  data)
{
  CytFixture game;
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  cyt_start (&game, "normal", 11);
  before = cyt_save (&game);

  write_record (f, f->record);
  file = g_file_new_for_path (f->path);
  f->viewer = cy_record_viewer_new (GTK_WINDOW (game.window), f->cache, file, &error);
  g_assert_no_error (error);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (f->viewer)) == GTK_WINDOW (game.window));
  gtk_window_present (GTK_WINDOW (f->viewer));
  g_assert_true (cyt_wait_until (viewer_drawn, f, 10000));
  activate (f, "record.to-end");
  activate (f, "record.back");
  gtk_window_destroy (GTK_WINDOW (f->viewer));
  f->viewer = NULL;
  cyt_settle ();

  g_assert_true (cyt_game (game.window) == game.game);
  g_assert_cmpstr (cyt_page (game.window), ==, "table");
  cyt_assert_unchanged (&game, before);
  cyt_finish (&game);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!cyt_init (&argc, &argv))
    return 0;

  g_test_add ("/ui/record-viewer/steps", Fixture, NULL, fixture_set_up, test_steps, fixture_tear_down);
  g_test_add ("/ui/record-viewer/broken", Fixture, NULL, fixture_set_up, test_broken, fixture_tear_down);
  g_test_add ("/ui/record-viewer/game-untouched", Fixture, NULL, fixture_set_up, test_game_untouched, fixture_tear_down);
  g_test_add ("/ui/record-viewer/not-shown", Fixture, NULL, fixture_set_up, test_not_shown, fixture_tear_down);

  status = g_test_run ();
  cyt_shutdown ();
  return status;
}
