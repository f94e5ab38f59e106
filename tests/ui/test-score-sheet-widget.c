/* test-score-sheet-widget.c: CyScoreSheet shows the game and writes scores through the action
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs a display (run under xvfb-run); without one it skips.
 */
#include "config.h"

#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>

#include "cy-ai.h"
#include "cy-game.h"
#include "cy-game-sheet.h"
#include "cy-match.h"
#include "cy-score-sheet.h"
#include "cy-ui-resources.h"

typedef struct
{
  CyGame       *game;
  GtkWidget    *window;
  CyScoreSheet *sheet;
  guint         n_activations;
} Fixture;

/* Plays random players until @hand_number's hand waits to be scored. */
static CyGame *
game_at_scoring (guint n_players,
                 guint hand_number,
                 guint64 seed)
{
  static const char * const names[] = { "Ann", "Bob", "Cleo", "Dmitri" };
  g_autoptr(GError) error = NULL;
  CyPlayer *players[CY_MAX_PLAYERS];
  CyRuleOptions options;
  CyRandom rng;
  CyGame *game;

  for (guint seat = 0; seat < n_players; seat++)
    players[seat] = cy_player_new (names[seat], seat == 0 ? CY_PLAYER_KIND_HUMAN : CY_PLAYER_KIND_RANDOM);
  cy_rule_options_init_default (&options);
  game = cy_game_new (players, n_players, &options, seed);
  for (guint seat = 0; seat < n_players; seat++)
    g_object_unref (players[seat]);

  cy_random_init (&rng, seed, 7);
  g_assert_true (cy_game_start (game, &error));

  for (;;)
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
      else if (phase == CY_PHASE_SCORING && cy_game_get_hand_number (game) >= hand_number)
        {
          return game;
        }
      else if (phase == CY_PHASE_SCORING)
        {
          for (guint seat = 0; seat < n_players; seat++)
            {
              cy_game_get_seat_view (game, seat, &view);
              g_assert_true (cy_game_score (game, seat,
                                            cy_ai_choose_category (CY_PLAYER_KIND_RANDOM, &view, &rng),
                                            &error));
            }
        }
      else
        {
          g_assert_true (cy_game_deal_next_hand (game, &error));
        }
      g_assert_no_error (error);
    }
}

/* What the window does: the sheet asks, the owner of the game scores. */
static void
score_category_activated (GSimpleAction *action,
                          GVariant      *parameter,
                          Fixture       *fixture)
{
  g_autoptr(GError) error = NULL;
  guint seat, category;

  g_variant_get (parameter, "(uu)", &seat, &category);
  fixture->n_activations++;
  g_assert_true (cy_game_score (fixture->game, seat, category, &error));
  g_assert_no_error (error);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) action = g_simple_action_new ("score-category", G_VARIANT_TYPE ("(uu)"));

  fixture->game = game_at_scoring (3, 4, 17);
  fixture->window = gtk_window_new ();
  fixture->sheet = CY_SCORE_SHEET (cy_score_sheet_new ());
  gtk_window_set_child (GTK_WINDOW (fixture->window), GTK_WIDGET (fixture->sheet));

  g_signal_connect (action, "activate", G_CALLBACK (score_category_activated), fixture);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
  gtk_widget_insert_action_group (fixture->window, "game", G_ACTION_GROUP (group));

  cy_score_sheet_set_model (fixture->sheet, CY_SHEET_MODEL (fixture->game));
  gtk_window_present (GTK_WINDOW (fixture->window));
  gtk_test_widget_wait_for_draw (fixture->window);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_clear_object (&fixture->game);
}

static CyCategory
first_open_category (CyGame *game,
                     guint   seat)
{
  for (CyCategory category = 0; category < CY_N_CATEGORIES; category++)
    if (cy_game_get_score (game, seat, category) < 0)
      return category;

  g_assert_not_reached ();
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

/* Whether the cell's number is dimmed as Adwaita dims text (the dim-label
 * style, which high contrast makes less faint), not by an opacity of ours. */
static gboolean
cell_dimmed (CyScoreSheet *sheet,
             guint         row,
             guint         seat)
{
  GtkWidget *cell = cy_score_sheet_get_cell (sheet, row, seat);

  return gtk_widget_has_css_class (gtk_widget_get_first_child (cell), "dim-label");
}

static gboolean
bonus_decided (CyGame *game,
               guint   seat)
{
  CyCategorySet suits = 0;

  for (guint c = CY_CATEGORY_SPADES; c <= CY_CATEGORY_CLUBS; c++)
    suits |= 1u << c;
  return cy_game_get_suit_total (game, seat) >= CY_SUITED_BONUS_THRESHOLD ||
         (cy_game_get_used (game, seat) & suits) == suits;
}

/* Every cell says what the model says. */
static void
assert_sheet_matches (CyScoreSheet *sheet,
                      CyGame       *game)
{
  for (guint seat = 0; seat < cy_game_get_n_players (game); seat++)
    {
      g_autofree char *total = g_strdup_printf ("%u", cy_game_get_total (game, seat));
      g_autofree char *progress = g_strdup_printf ("%u / %u", cy_game_get_suit_total (game, seat),
                                                   CY_SUITED_BONUS_THRESHOLD);

      for (CyCategory category = 0; category < CY_N_CATEGORIES; category++)
        {
          int score = cy_game_get_score (game, seat, category);

          if (score >= 0)
            {
              g_autofree char *text = g_strdup_printf ("%d", score);
              g_assert_cmpstr (cell_text (sheet, category, seat), ==, text);
            }
          else if (!GTK_IS_BUTTON (cy_score_sheet_get_cell (sheet, category, seat)))
            {
              g_assert_cmpstr (cell_text (sheet, category, seat), ==, "");
            }
        }

      /* The progress toward the bonus until it is decided, then the bonus. */
      if (bonus_decided (game, seat))
        {
          g_autofree char *bonus = g_strdup_printf ("%u", cy_game_get_suited_bonus (game, seat));
          g_assert_cmpstr (cell_text (sheet, CY_SCORE_SHEET_ROW_SUITED_BONUS, seat), ==, bonus);
        }
      else
        g_assert_nonnull (strstr (cell_text (sheet, CY_SCORE_SHEET_ROW_SUITED_BONUS, seat), progress));
      g_assert_cmpstr (cell_text (sheet, CY_SCORE_SHEET_ROW_TOTAL, seat), ==, total);
    }
}

static void
test_shows_model (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (cy_score_sheet_get_model (fixture->sheet) == CY_SHEET_MODEL (fixture->game));
  g_assert_cmpint (cy_score_sheet_get_chooser (fixture->sheet), ==, -1);
  assert_sheet_matches (fixture->sheet, fixture->game);

  /* Without a chooser no cell is a button. */
  for (guint row = 0; row < CY_N_CATEGORIES; row++)
    for (guint seat = 0; seat < 3; seat++)
      g_assert_false (GTK_IS_BUTTON (cy_score_sheet_get_cell (fixture->sheet, row, seat)));

  /* Changes made elsewhere show at once, and so do take-backs. */
  g_assert_true (cy_game_score (fixture->game, 2, first_open_category (fixture->game, 2), &error));
  g_assert_no_error (error);
  assert_sheet_matches (fixture->sheet, fixture->game);
  g_assert_true (cy_game_unscore (fixture->game, 2, &error));
  g_assert_no_error (error);
  assert_sheet_matches (fixture->sheet, fixture->game);

  g_assert_null (cy_score_sheet_get_cell (fixture->sheet, 0, 3));
}

static void
test_chooser_potentials (Fixture       *fixture,
                         gconstpointer  data)
{
  CyCard hand[CY_HAND_SIZE];

  cy_score_sheet_set_chooser (fixture->sheet, 0);
  g_assert_cmpint (cy_score_sheet_get_chooser (fixture->sheet), ==, 0);
  cy_game_get_hand (fixture->game, 0, hand);

  for (CyCategory category = 0; category < CY_N_CATEGORIES; category++)
    {
      GtkWidget *cell = cy_score_sheet_get_cell (fixture->sheet, category, 0);

      if (cy_game_get_score (fixture->game, 0, category) >= 0)
        {
          g_assert_false (GTK_IS_BUTTON (cell));
          g_assert_false (cell_dimmed (fixture->sheet, category, 0));
        }
      else
        {
          g_autofree char *points = g_strdup_printf ("%u", cy_category_score (category, hand));

          /* Zero is shown as 0, not left blank. */
          g_assert_true (GTK_IS_BUTTON (cell));
          g_assert_true (gtk_widget_get_focusable (cell));
          g_assert_true (gtk_widget_has_css_class (cell, "potential"));
          g_assert_true (cell_dimmed (fixture->sheet, category, 0));
          g_assert_cmpstr (cell_text (fixture->sheet, category, 0), ==, points);
        }

      /* Other players' open cells stay plain. */
      g_assert_false (GTK_IS_BUTTON (cy_score_sheet_get_cell (fixture->sheet, category, 1)));
    }

  /* The chooser's column is marked as current. */
  g_assert_true (gtk_widget_has_css_class (cy_score_sheet_get_cell (fixture->sheet, 0, 0), "current"));
  g_assert_false (gtk_widget_has_css_class (cy_score_sheet_get_cell (fixture->sheet, 0, 1), "current"));

  /* Focus goes to the choice that scores most, the first of equals (a
   * reflexive Enter must not write a 0 where points were on offer). */
  {
    int best = -1;
    CyCategory best_category = 0;

    for (CyCategory category = 0; category < CY_N_CATEGORIES; category++)
      if (cy_game_get_score (fixture->game, 0, category) < 0 &&
          (int) cy_category_score (category, hand) > best)
        {
          best = (int) cy_category_score (category, hand);
          best_category = category;
        }
    gtk_widget_grab_focus (GTK_WIDGET (fixture->sheet));
    g_assert_true (gtk_window_get_focus (GTK_WINDOW (fixture->window)) ==
                   cy_score_sheet_get_cell (fixture->sheet, best_category, 0));
  }

  cy_score_sheet_set_chooser (fixture->sheet, -1);
  for (CyCategory category = 0; category < CY_N_CATEGORIES; category++)
    g_assert_false (GTK_IS_BUTTON (cy_score_sheet_get_cell (fixture->sheet, category, 0)));
}

/* The previewer's open cells during the turns: what its hand would score
 * there now, dimmed, plain cells (nothing can be written yet); they follow
 * the hand as it changes, and nobody else's column shows any. */
static void
assert_preview (Fixture *fixture)
{
  CyCard hand[CY_HAND_SIZE];

  cy_game_get_hand (fixture->game, 0, hand);
  for (CyCategory category = 0; category < CY_N_CATEGORIES; category++)
    {
      GtkWidget *cell = cy_score_sheet_get_cell (fixture->sheet, category, 0);
      int score = cy_game_get_score (fixture->game, 0, category);
      g_autofree char *text = g_strdup_printf ("%d", score >= 0 ? score : (int) cy_category_score (category, hand));

      g_assert_false (GTK_IS_BUTTON (cell));
      g_assert_cmpstr (cell_text (fixture->sheet, category, 0), ==, text);
      g_assert_cmpint (gtk_widget_has_css_class (cell, "preview"), ==, score < 0);
      g_assert_cmpint (cell_dimmed (fixture->sheet, category, 0), ==, score < 0);
      g_assert_false (gtk_widget_has_css_class (cy_score_sheet_get_cell (fixture->sheet, category, 1), "preview"));
      if (cy_game_get_score (fixture->game, 1, category) < 0)
        g_assert_cmpstr (cell_text (fixture->sheet, category, 1), ==, "");
    }
}

static void
test_preview (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  CyRandom rng;
  guint moves = 0;

  cy_random_init (&rng, 3, 1);
  for (guint seat = 0; seat < 3; seat++)
    {
      CySeatView view;

      cy_game_get_seat_view (fixture->game, seat, &view);
      g_assert_true (cy_game_score (fixture->game, seat, cy_ai_choose_category (CY_PLAYER_KIND_RANDOM, &view, &rng),
                                    &error));
    }
  g_assert_true (cy_game_deal_next_hand (fixture->game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cy_game_get_phase (fixture->game), ==, CY_PHASE_TURNS);

  /* No previewer, no preview. */
  for (CyCategory category = 0; category < CY_N_CATEGORIES; category++)
    if (cy_game_get_score (fixture->game, 0, category) < 0)
      g_assert_cmpstr (cell_text (fixture->sheet, category, 0), ==, "");

  cy_score_sheet_set_previewer (fixture->sheet, 0);
  g_assert_cmpint (cy_score_sheet_get_previewer (fixture->sheet), ==, 0);
  assert_preview (fixture);

  /* Moves change the hand; the sheet follows, until the scoring. */
  while (cy_game_get_phase (fixture->game) == CY_PHASE_TURNS || cy_game_get_phase (fixture->game) == CY_PHASE_LAST_TURNS)
    {
      CySeatView view;
      CyMove move;

      cy_game_get_seat_view (fixture->game, cy_game_get_to_move (fixture->game), &view);
      cy_ai_choose_move (CY_PLAYER_KIND_RANDOM, &view, &rng, &move);
      g_assert_true (cy_game_play (fixture->game, &move, &error));
      g_assert_no_error (error);
      moves++;
      if (cy_game_get_phase (fixture->game) == CY_PHASE_TURNS || cy_game_get_phase (fixture->game) == CY_PHASE_LAST_TURNS)
        assert_preview (fixture);
    }
  g_assert_cmpuint (moves, >, 0);

  /* At the scoring the preview gives way: the chooser's buttons, or nothing. */
  for (CyCategory category = 0; category < CY_N_CATEGORIES; category++)
    {
      g_assert_false (gtk_widget_has_css_class (cy_score_sheet_get_cell (fixture->sheet, category, 0), "preview"));
      if (cy_game_get_score (fixture->game, 0, category) < 0)
        g_assert_cmpstr (cell_text (fixture->sheet, category, 0), ==, "");
    }

  cy_score_sheet_set_previewer (fixture->sheet, -1);
}

static void
test_action_scores (Fixture       *fixture,
                    gconstpointer  data)
{
  CyCategory open = first_open_category (fixture->game, 0);
  CyCard hand[CY_HAND_SIZE];
  GtkWidget *cell;

  cy_score_sheet_set_chooser (fixture->sheet, 0);

  cy_game_get_hand (fixture->game, 0, hand);
  cell = cy_score_sheet_get_cell (fixture->sheet, open, 0);
  g_assert_true (GTK_IS_BUTTON (cell));
  gtk_widget_grab_focus (cell);

  /* A click goes out as the action; the sheet itself changes nothing. */
  g_signal_emit_by_name (cell, "clicked");
  g_assert_cmpuint (fixture->n_activations, ==, 1);
  g_assert_cmpint (cy_game_get_score (fixture->game, 0, open), ==, (int) cy_category_score (open, hand));
  g_assert_cmpint (cy_game_get_hand_category (fixture->game, 0), ==, (int) open);

  /* The scored cell now shows the score, the focus stayed on it, and the
   * chooser's other cells no longer offer the hand. */
  cell = cy_score_sheet_get_cell (fixture->sheet, open, 0);
  g_assert_false (GTK_IS_BUTTON (cell));
  g_assert_true (gtk_widget_has_focus (cell));
  g_assert_nonnull (gtk_widget_get_tooltip_text (cell));
  for (CyCategory category = 0; category < CY_N_CATEGORIES; category++)
    g_assert_false (GTK_IS_BUTTON (cy_score_sheet_get_cell (fixture->sheet, category, 0)));
  assert_sheet_matches (fixture->sheet, fixture->game);
}

static void
test_set_game (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(CyGame) other = game_at_scoring (2, 2, 3);

  cy_score_sheet_set_chooser (fixture->sheet, 0);
  cy_score_sheet_set_model (fixture->sheet, CY_SHEET_MODEL (other));
  g_assert_cmpint (cy_score_sheet_get_chooser (fixture->sheet), ==, -1);
  g_assert_null (cy_score_sheet_get_cell (fixture->sheet, 0, 2));

  assert_sheet_matches (fixture->sheet, other);

  /* The old game no longer reaches the sheet. */
  g_assert_true (cy_game_score (fixture->game, 1, first_open_category (fixture->game, 1), NULL));
  assert_sheet_matches (fixture->sheet, other);

  cy_score_sheet_set_model (fixture->sheet, NULL);
  g_assert_null (cy_score_sheet_get_cell (fixture->sheet, 0, 0));
}

static void
check_width (CyScoreSheet *sheet,
             GtkWidget    *window,
             int          *width,
             const char   *state)
{
  int natural;

  /* The line under the grid says the most about the bonus. */
  gtk_widget_grab_focus (cy_score_sheet_get_cell (sheet, CY_SCORE_SHEET_ROW_SUITED_BONUS, 3));
  gtk_test_widget_wait_for_draw (window);
  gtk_widget_measure (GTK_WIDGET (sheet), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  if (*width < 0)
    *width = natural;
  if (natural != *width)
    g_error ("%s: the sheet is %d wide, not %d", state, natural, *width);
}

typedef struct
{
  CyScoreSheet *sheet;
  GtkWidget    *window;
  int           width;
} WidthCheck;

/* At every hand's scoring: with a chooser (potential scores) and without. */
static void
on_hand_ended (CyGame     *game,
               WidthCheck *check)
{
  g_autofree char *state = g_strdup_printf ("hand %u", cy_game_get_hand_number (game));

  cy_score_sheet_set_chooser (check->sheet, 0);
  check_width (check->sheet, check->window, &check->width, state);
  cy_score_sheet_set_chooser (check->sheet, -1);
  check_width (check->sheet, check->window, &check->width, state);
}

/* The sheet keeps its width through whole games: bonus text, potential
 * scores, a winner's frame and the line under the grid never widen it.
 * Normal computer players keep suits, so suit totals reach 100 and more;
 * the sheet is measured at every hand's scoring and at the end. */
static void
test_stable_width (void)
{
  static const char * const names[] = { "Ann", "Bob", "Cleo", "Dmitri" };
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  WidthCheck check = { CY_SCORE_SHEET (cy_score_sheet_new ()), gtk_window_new (), -1 };
  guint decided = 0, high = 0;

  /* The app's look, which sets the cells' sizes. */
  gtk_css_provider_load_from_resource (css, RESOURCE_BASE "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_window_set_child (GTK_WINDOW (check.window), GTK_WIDGET (check.sheet));
  gtk_window_present (GTK_WINDOW (check.window));

  for (guint64 seed = 1; seed <= 2; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CyGame) game = NULL;
      g_autoptr(CyMatch) match = NULL;
      CyPlayer *players[CY_MAX_PLAYERS];
      CyRuleOptions options;

      for (guint seat = 0; seat < 4; seat++)
        players[seat] = cy_player_new (names[seat], CY_PLAYER_KIND_NORMAL);
      cy_rule_options_init_default (&options);
      game = cy_game_new (players, 4, &options, seed);
      for (guint seat = 0; seat < 4; seat++)
        g_object_unref (players[seat]);
      g_assert_true (cy_game_start (game, &error));
      cy_score_sheet_set_model (check.sheet, CY_SHEET_MODEL (game));

      g_signal_connect (game, "hand-ended", G_CALLBACK (on_hand_ended), &check);
      match = cy_match_new (CY_MATCH_GAME (game), seed);
      g_assert_true (cy_match_run_sync (match, FALSE, &error));
      g_assert_no_error (error);
      g_assert_cmpint (cy_game_get_phase (game), ==, CY_PHASE_GAME_OVER);
      check_width (check.sheet, check.window, &check.width, "game over");

      for (guint seat = 0; seat < 4; seat++)
        {
          decided += bonus_decided (game, seat);
          high += cy_game_get_suit_total (game, seat) >= 100;
        }
    }

  /* The games included the widest texts. */
  g_assert_cmpuint (decided, >, 0);
  g_assert_cmpuint (high, >, 0);

  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css));
  gtk_window_destroy (GTK_WINDOW (check.window));
}

static GtkWidget *
find_row_label (GtkWidget  *root,
                const char *text)
{
  if (GTK_IS_LABEL (root) && gtk_widget_has_css_class (root, "row-label") &&
      g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row_label (child, text);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* A row's tooltip states the requirement and, where they matter, the card
 * values: the points for High, Middle, Low and the suits, the low Ace for
 * the sequences. */
static void
test_row_tooltips (Fixture       *fixture,
                   gconstpointer  data)
{
  static const struct
  {
    const char *label;
    const char *tooltip;
  } rows[] = {
    { "High", "Card points add up to exactly 50: 25\nCard points: Ace 1, 2 to 10 as marked, Jack, Queen and King 10" },
    { "Low", "Card points add up to 10 or less: 50\nCard points: Ace 1, 2 to 10 as marked, Jack, Queen and King 10" },
    { "Clubs", "The points of the clubs in the hand\nCard points: Ace 1, 2 to 10 as marked, Jack, Queen and King 10" },
    { "Sequence", "Five cards in sequence (A-2-3-4-5 up to 9-10-J-Q-K): 50\n"
                  "The Ace is low only: A-2-3-4-5 is a sequence, Q-K-A-2-3 is not" },
    { "Card Yacht", "Four cards of one rank: 75" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      GtkWidget *label = find_row_label (fixture->window, rows[i].label);

      g_assert_nonnull (label);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (label), ==, rows[i].tooltip);
    }
}

int
main (int    argc,
      char **argv)
{
  /* Quicker to start than GL under Xvfb, and nothing here needs GL. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  if (!gtk_init_check ())
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }

  g_test_init (&argc, &argv, NULL);

  /* The resources register themselves when linked, but a static library
   * links only what is referenced: referencing them pulls them in. */
  g_assert_nonnull (cy_ui_get_resource ());

  g_test_add ("/ui/score-sheet/shows-model", Fixture, NULL, fixture_set_up, test_shows_model, fixture_tear_down);
  g_test_add ("/ui/score-sheet/chooser-potentials", Fixture, NULL, fixture_set_up, test_chooser_potentials,
              fixture_tear_down);
  g_test_add ("/ui/score-sheet/action-scores", Fixture, NULL, fixture_set_up, test_action_scores,
              fixture_tear_down);
  g_test_add ("/ui/score-sheet/set-game", Fixture, NULL, fixture_set_up, test_set_game, fixture_tear_down);
  g_test_add ("/ui/score-sheet/preview", Fixture, NULL, fixture_set_up, test_preview, fixture_tear_down);
  g_test_add ("/ui/score-sheet/row-tooltips", Fixture, NULL, fixture_set_up, test_row_tooltips, fixture_tear_down);
  g_test_add_func ("/ui/score-sheet/stable-width", test_stable_width);

  return g_test_run ();
}
