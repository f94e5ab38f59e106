/* test-window.c: the game window plays through its actions
 *
 * A real CyWindow plays a fixed deal against a computer player. Moves go
 * in the way the buttons and shortcuts send them: cards are selected on
 * the table, then "card-yacht.draw", "card-yacht.exchange", "card-yacht.confirm-move",
 * "card-yacht.knock", "card-yacht.pass", "game.score-category", "win.undo" and
 * "win.next-hand" are activated; the game model must follow, and an
 * action that is not allowed must change nothing at all (the saved game
 * is byte for byte the same).
 *
 * The computer player's choices are random-seeded by the window, so the
 * tests adapt to what it does; where a situation may not come up in one
 * game (the computer's Harbor holding cards on the human's turn), they
 * play further games until it does.
 *
 * Needs a display (run under xvfb-run and dbus-run-session); without one
 * it skips.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cy-ui-test.h"

#include "cy-ai.h"
#include "cy-new-game-dialog.h"
#include "cy-score-sheet.h"
#include "cy-save-file.h"

#define DEAL 7

/* On every human turn the Knock button is enabled exactly when the rules
 * allow a knock. */
static void
check_knock_state (CytFixture *f)
{
  g_autoptr(GError) error = NULL;
  gboolean may = cy_game_may_knock (f->game, &error);

  g_assert_cmpint (cyt_action_enabled (f, "card-yacht.knock"), ==, may);
  if (cy_game_get_phase (f->game) == CY_PHASE_LAST_TURNS)
    g_assert_false (may);
}

/* Actions that are not allowed with the current selection change nothing. */
static void
check_disabled_actions_do_nothing (CytFixture *f)
{
  g_autoptr(GBytes) before = cyt_save (f);
  g_autoptr(GError) error = NULL;
  CyCardSet hand = cyt_hand_set (f, CYT_HUMAN);
  CyCardSet ann_harbor = cyt_harbor_set (f, CYT_COMPUTER, NULL);

  /* Nothing selected: no Draw, no Exchange. */
  cy_table_view_clear_selection (f->table);
  g_assert_false (cyt_action_enabled (f, "card-yacht.draw"));
  g_assert_false (cyt_action_enabled (f, "card-yacht.exchange"));
  g_assert_false (cyt_action_enabled (f, "card-yacht.confirm-move"));
  cyt_activate (f, "card-yacht.draw");
  cyt_activate (f, "card-yacht.exchange");
  cyt_activate (f, "card-yacht.confirm-move");
  cyt_assert_unchanged (f, before);

  /* A knock that the rules refuse. */
  if (!cy_game_may_knock (f->game, &error))
    {
      cyt_activate (f, "card-yacht.knock");
      cyt_assert_unchanged (f, before);
    }

  /* Passing is for last turns only (the stock rule is automatic knock). */
  if (cy_game_get_phase (f->game) == CY_PHASE_TURNS)
    {
      g_assert_false (cyt_action_enabled (f, "card-yacht.pass"));
      cyt_activate (f, "card-yacht.pass");
      cyt_assert_unchanged (f, before);
    }

  /* An exchange with unequal counts: two cards of the hand, one of Ann's Harbor. */
  if (ann_harbor != 0)
    {
      CyCard a = cyt_first_card (hand);
      CyCard b = cyt_first_card (hand & ~cy_card_set_of (a));

      cy_table_view_select (f->table, cy_card_set_of (a) | cy_card_set_of (b),
                            CYT_COMPUTER, cy_card_set_of (cyt_first_card (ann_harbor)));
      g_assert_cmpuint (cy_table_view_get_hand_selection (f->table, (CyCard[CY_HAND_SIZE]) { 0 }), ==, 2);
      g_assert_false (cyt_action_enabled (f, "card-yacht.exchange"));
      /* Cards picked in another Harbor make it an exchange, not a Draw. */
      g_assert_false (cyt_action_enabled (f, "card-yacht.draw"));
      cyt_activate (f, "card-yacht.exchange");
      cyt_activate (f, "card-yacht.draw");
      g_assert_false (cyt_action_enabled (f, "card-yacht.confirm-move"));
      cyt_assert_unchanged (f, before);
    }

  /* A score cannot be written while the hand is being played. */
  gtk_widget_activate_action (GTK_WIDGET (f->table), "game.score-category", "(uu)",
                              CYT_HUMAN, (guint) CY_CATEGORY_HIGH);
  cyt_assert_unchanged (f, before);

  cy_table_view_clear_selection (f->table);
  cyt_settle ();
}

/* A card of the hand says what it is, and whether it is selected. */
static void
check_card_accessible (CytFixture *f,
                       CyCard      card,
                       gboolean    selected)
{
  GtkWidget *widget = cy_card_row_get_card_widget (cy_table_view_get_hand_row (f->table, CYT_HUMAN), card);
  g_autofree char *name = cy_card_get_name (card);
  g_autofree char *label = selected ? g_strdup_printf ("%s, selected", name) : g_strdup (name);

  g_assert_nonnull (widget);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_ROLE_BUTTON);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_SELECTED, selected);
}

/* Selects @n cards of the hand and activates "card-yacht.draw". */
static void
draw_by_action (CytFixture *f,
                guint       n)
{
  CyCardSet hand = cyt_hand_set (f, CYT_HUMAN);
  CyCardSet laid = 0;
  guint n_harbor_before, n_harbor_after, n_ann_before, n_ann_after;
  guint stock = cy_game_get_stock_count (f->game);
  CyCardSet harbor_before = cyt_harbor_set (f, CYT_HUMAN, &n_harbor_before);
  CyCardSet ann_before = cyt_harbor_set (f, CYT_COMPUTER, &n_ann_before);
  CyCardRow *hand_row = cy_table_view_get_hand_row (f->table, CYT_HUMAN);
  CyCardRow *harbor_row = cy_table_view_get_harbor_row (f->table, CYT_HUMAN);
  CyCard selected[CY_HAND_SIZE];
  CyCardSet new_hand;

  g_assert_cmpuint (cyt_popcount (hand), ==, CY_HAND_SIZE);
  n = MIN (n, stock);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    laid |= cy_card_set_of (cyt_first_card (hand & ~laid));

  cy_table_view_select (f->table, laid, -1, 0);
  g_assert_cmpuint (cy_card_row_get_selection (hand_row), ==, laid);
  check_card_accessible (f, cyt_first_card (laid), TRUE);
  check_card_accessible (f, cyt_first_card (hand & ~laid), FALSE);
  g_assert_cmpuint (cy_table_view_get_hand_selection (f->table, selected), ==, n);
  g_assert_true (cyt_action_enabled (f, "card-yacht.draw"));
  g_assert_false (cyt_action_enabled (f, "card-yacht.exchange"));

  /* A draw is shown first, like an exchange: nothing moves until it is confirmed. */
  cyt_activate (f, "card-yacht.draw");
  g_assert_true (cyt_action_enabled (f, "card-yacht.confirm-move"));
  g_assert_cmpuint (cyt_hand_set (f, CYT_HUMAN), ==, hand);
  cyt_activate (f, "card-yacht.confirm-move");

  /* The model: the cards left the hand for the Harbor, as many came from the stock. */
  new_hand = cyt_hand_set (f, CYT_HUMAN);
  g_assert_cmpuint (cyt_popcount (new_hand), ==, CY_HAND_SIZE);
  g_assert_cmpuint (new_hand & laid, ==, 0);
  g_assert_cmpuint (new_hand & hand, ==, hand & ~laid);
  g_assert_cmpuint (cyt_harbor_set (f, CYT_HUMAN, &n_harbor_after), ==, harbor_before | laid);
  g_assert_cmpuint (n_harbor_after, ==, n_harbor_before + n);
  g_assert_cmpuint (cy_game_get_stock_count (f->game), ==, stock - n);
  g_assert_cmpuint (cyt_harbor_set (f, CYT_COMPUTER, &n_ann_after), ==, ann_before);
  g_assert_cmpuint (n_ann_after, ==, n_ann_before);
  cyt_assert_turn_over (f);

  /* The view: the rows follow the model, and the selection is gone. */
  g_assert_cmpuint (cy_card_row_get_selection (hand_row), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (cy_card_row_get_model (harbor_row)), ==, n_harbor_after);
  for (CyCardSet rest = laid; rest != 0; rest &= rest - 1)
    {
      CyCard card = cyt_first_card (rest);

      g_assert_null (cy_card_row_get_card_widget (hand_row, card));
      g_assert_nonnull (cy_card_row_get_card_widget (harbor_row, card));
    }
  for (CyCardSet rest = new_hand; rest != 0; rest &= rest - 1)
    g_assert_nonnull (cy_card_row_get_card_widget (hand_row, cyt_first_card (rest)));

  /* Not the human's turn any more: once the window has caught up (an idle
   * away; the computer waits longer than that), the move actions are off,
   * and activating them anyway does nothing. */
  cyt_settle ();
  if (cyt_playing (f) && cy_game_get_to_move (f->game) == CYT_COMPUTER)
    {
      g_autoptr(GBytes) before = cyt_save (f);

      g_assert_false (cyt_action_enabled (f, "card-yacht.knock"));
      g_assert_false (cyt_action_enabled (f, "card-yacht.draw"));

      cy_table_view_select (f->table, cy_card_set_of (cyt_first_card (new_hand)), -1, 0);
      cyt_activate (f, "card-yacht.draw");
      cyt_activate (f, "card-yacht.knock");
      cyt_assert_unchanged (f, before);
      cy_table_view_clear_selection (f->table);
    }
}

/* One card of the hand for the first card of Ann's Harbor: "card-yacht.exchange"
 * proposes, "card-yacht.confirm-move" plays. Ann's Harbor must not be empty. */
/* Issue 26: each open cell of the person's column says what the hand would
 * score with @laid replaced by @taken (the same card: the hand now), in a
 * tooltip starting with @what. */
static void
check_sheet_preview (CytFixture *f,
                     CyCard      laid,
                     CyCard      taken,
                     const char *what)
{
  CyCardYachtView *view = CY_CARD_YACHT_VIEW (gtk_widget_get_ancestor (GTK_WIDGET (f->table), CY_TYPE_CARD_YACHT_VIEW));
  CyScoreSheet *sheet = cy_card_yacht_view_get_sheet (view);
  CyCard hand[CY_HAND_SIZE];

  cy_game_get_hand (f->game, CYT_HUMAN, hand);
  for (guint i = 0; i < CY_HAND_SIZE; i++)
    if (hand[i] == laid)
      hand[i] = taken;
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    if (cy_game_get_score (f->game, CYT_HUMAN, c) < 0)
      {
        g_autofree char *expected = g_strdup_printf ("%s: %u in %s", what, cy_category_score (c, hand),
                                                     cy_category_get_label (c));

        g_assert_cmpstr (gtk_widget_get_tooltip_text (cy_score_sheet_get_cell (sheet, c, CYT_HUMAN)), ==, expected);
      }
}

static void
exchange_by_action (CytFixture *f)
{
  CyCardSet hand = cyt_hand_set (f, CYT_HUMAN);
  guint n_mine_before, n_ann_before, n_mine_after, n_ann_after;
  CyCardSet mine_before = cyt_harbor_set (f, CYT_HUMAN, &n_mine_before);
  CyCardSet ann_before = cyt_harbor_set (f, CYT_COMPUTER, &n_ann_before);
  guint stock = cy_game_get_stock_count (f->game);
  CyCard laid = cyt_first_card (hand);
  CyCard taken = cyt_first_card (ann_before);
  CyCardSet new_hand;
  CyCard picked[CY_DECK_SIZE];
  guint n_picked = 0;

  /* Picked, proposed, then cancelled: nothing happens. */
  {
    g_autoptr(GBytes) before = cyt_save (f);

    cy_table_view_select (f->table, cy_card_set_of (laid), CYT_COMPUTER, cy_card_set_of (taken));
    g_assert_cmpint (cy_table_view_get_harbor_selection (f->table, picked, &n_picked), ==, CYT_COMPUTER);
    g_assert_cmpuint (n_picked, ==, 1);
    g_assert_cmpuint (picked[0], ==, taken);
    g_assert_true (cyt_action_enabled (f, "card-yacht.exchange"));
    g_assert_false (cyt_action_enabled (f, "card-yacht.draw"));
    cyt_activate (f, "card-yacht.exchange");
    g_assert_true (cyt_action_enabled (f, "card-yacht.confirm-move"));
    /* The sheet shows what the hand after the exchange would score. */
    check_sheet_preview (f, laid, taken, "After this move");
    cyt_activate (f, "card-yacht.cancel-move");
    g_assert_false (cyt_action_enabled (f, "card-yacht.confirm-move"));
    g_assert_cmpuint (cy_table_view_get_hand_selection (f->table, picked), ==, 0);
    check_sheet_preview (f, laid, laid, "The hand now");
    cyt_assert_unchanged (f, before);

    /* Changing the selection withdraws a proposal too. */
    cy_table_view_select (f->table, cy_card_set_of (laid), CYT_COMPUTER, cy_card_set_of (taken));
    cyt_activate (f, "card-yacht.exchange");
    g_assert_true (cyt_action_enabled (f, "card-yacht.confirm-move"));
    cy_table_view_select (f->table, 0, CYT_COMPUTER, cy_card_set_of (taken));
    g_assert_false (cyt_action_enabled (f, "card-yacht.confirm-move"));
    cyt_activate (f, "card-yacht.confirm-move");
    cyt_assert_unchanged (f, before);
  }

  cy_table_view_select (f->table, cy_card_set_of (laid), CYT_COMPUTER, cy_card_set_of (taken));
  cyt_activate (f, "card-yacht.exchange");
  {
    /* Proposed, not played yet. */
    guint n;

    g_assert_cmpuint (cyt_hand_set (f, CYT_HUMAN), ==, hand);
    g_assert_cmpuint (cyt_harbor_set (f, CYT_COMPUTER, &n), ==, ann_before);
    g_assert_cmpuint (cy_game_get_to_move (f->game), ==, CYT_HUMAN);
  }
  g_assert_true (cyt_action_enabled (f, "card-yacht.confirm-move"));
  cyt_activate (f, "card-yacht.confirm-move");

  new_hand = cyt_hand_set (f, CYT_HUMAN);
  g_assert_cmpuint (new_hand, ==, (hand & ~cy_card_set_of (laid)) | cy_card_set_of (taken));
  g_assert_cmpuint (cyt_harbor_set (f, CYT_HUMAN, &n_mine_after), ==, mine_before | cy_card_set_of (laid));
  g_assert_cmpuint (n_mine_after, ==, n_mine_before + 1);
  g_assert_cmpuint (cyt_harbor_set (f, CYT_COMPUTER, &n_ann_after), ==, ann_before & ~cy_card_set_of (taken));
  g_assert_cmpuint (n_ann_after, ==, n_ann_before - 1);
  g_assert_cmpuint (cy_game_get_stock_count (f->game), ==, stock);
  cyt_assert_turn_over (f);
  g_assert_false (cyt_action_enabled (f, "card-yacht.confirm-move"));

  g_assert_nonnull (cy_card_row_get_card_widget (cy_table_view_get_hand_row (f->table, CYT_HUMAN), taken));
  g_assert_null (cy_card_row_get_card_widget (cy_table_view_get_hand_row (f->table, CYT_HUMAN), laid));
  g_assert_null (cy_card_row_get_card_widget (cy_table_view_get_harbor_row (f->table, CYT_COMPUTER), taken));
}

static void
knock_by_action (CytFixture *f)
{
  CyCardSet hand = cyt_hand_set (f, CYT_HUMAN);
  guint stock = cy_game_get_stock_count (f->game);

  g_assert_true (cyt_action_enabled (f, "card-yacht.knock"));
  cyt_activate (f, "card-yacht.knock");
  g_assert_cmpint (cy_game_get_phase (f->game), ==, CY_PHASE_LAST_TURNS);
  g_assert_cmpint (cy_game_get_knocker (f->game), ==, (int) CYT_HUMAN);
  g_assert_cmpuint (cyt_hand_set (f, CYT_HUMAN), ==, hand);
  g_assert_cmpuint (cy_game_get_stock_count (f->game), ==, stock);
}

static void
pass_by_action (CytFixture *f)
{
  CyCardSet hand = cyt_hand_set (f, CYT_HUMAN);

  g_assert_cmpint (cy_game_get_phase (f->game), ==, CY_PHASE_LAST_TURNS);
  g_assert_true (cyt_action_enabled (f, "card-yacht.pass"));
  cyt_activate (f, "card-yacht.pass");
  g_assert_cmpuint (cyt_hand_set (f, CYT_HUMAN), ==, hand);
}

typedef struct
{
  guint draws;
  guint exchanges;
  guint knocks;
  guint passes;
  guint turns;
} Played;

/* Plays the human's turns of one hand through the actions, checking each,
 * until the hand is over. Exchanges when Ann's Harbor has cards (once),
 * knocks when allowed after the first turns, passes in last turns. */
static void
play_hand (CytFixture *f,
           gboolean    knock,
           Played     *played)
{
  while (cyt_wait_until (cyt_human_ready_or_hand_over, f, 30000) && cyt_playing (f))
    {
      CyPhase phase = cy_game_get_phase (f->game);
      guint n_ann;
      g_autoptr(GError) error = NULL;

      played->turns++;
      check_knock_state (f);
      check_disabled_actions_do_nothing (f);
      cyt_harbor_set (f, CYT_COMPUTER, &n_ann);

      if (n_ann > 0 && played->exchanges == 0)
        {
          exchange_by_action (f);
          played->exchanges++;
        }
      else if (phase == CY_PHASE_LAST_TURNS)
        {
          pass_by_action (f);
          played->passes++;
        }
      else if (knock && played->turns > 2 && cy_game_may_knock (f->game, &error))
        {
          knock_by_action (f);
          played->knocks++;
        }
      else if (cy_game_get_stock_count (f->game) > 0)
        {
          draw_by_action (f, played->draws == 0 ? 2 : 1);
          played->draws++;
        }
      else
        g_assert_not_reached ();  /* an empty stock knocks automatically */

      cyt_settle ();
    }

  g_assert_false (cyt_playing (f));
}

static gboolean
ann_has_scored (gpointer data)
{
  CytFixture *f = data;

  return cy_game_get_hand_category (f->game, CYT_COMPUTER) >= 0;
}

/* The best open category for the human's hand. */
static CyCategory
best_category (CytFixture *f,
               guint      *points)
{
  CyCard hand[CY_HAND_SIZE];
  guint scores[CY_N_CATEGORIES];
  CyCategorySet used = cy_game_get_used (f->game, CYT_HUMAN);
  int best = -1;

  cy_game_get_hand (f->game, CYT_HUMAN, hand);
  cy_category_score_all (hand, scores);
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    if (!(used & (1u << c)) && (best < 0 || scores[c] > scores[best]))
      best = (int) c;

  g_assert_cmpint (best, >=, 0);
  *points = scores[best];
  return (CyCategory) best;
}

static void
score_and_undo (CytFixture *f)
{
  guint points;
  CyCategory category;
  CyCategory other;
  CyCard hand[CY_HAND_SIZE];

  /* The computer scores at once; then the sheet waits for the human. */
  g_assert_true (cyt_wait_until (ann_has_scored, f, 10000));
  cyt_settle ();
  g_assert_cmpint (cy_game_get_phase (f->game), ==, CY_PHASE_SCORING);
  g_assert_cmpint (cy_game_get_hand_category (f->game, CYT_HUMAN), ==, -1);

  /* The keyboard is where the choice is: the human's open cell that
   * scores most (the first of equals, as best_category picks). */
  {
    GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (f->window));
    GtkWidget *sheet = focus != NULL ? gtk_widget_get_ancestor (focus, CY_TYPE_SCORE_SHEET) : NULL;
    guint best_points;

    g_assert_nonnull (sheet);
    g_assert_true (cy_score_sheet_get_cell (CY_SCORE_SHEET (sheet), best_category (f, &best_points), CYT_HUMAN) == focus);
    g_assert_true (GTK_IS_BUTTON (focus));
  }
  g_assert_false (cyt_action_enabled (f, "win.undo"));
  g_assert_false (cyt_action_enabled (f, "win.next-hand"));
  g_assert_false (cyt_action_enabled (f, "card-yacht.draw"));
  g_assert_false (cyt_action_enabled (f, "card-yacht.knock"));

  /* Undo with nothing of the human's to take back; a score for the computer. */
  {
    g_autoptr(GBytes) before = cyt_save (f);

    cyt_activate (f, "win.undo");
    gtk_widget_activate_action (GTK_WIDGET (f->table), "game.score-category", "(uu)",
                                CYT_COMPUTER, (guint) CY_CATEGORY_LOW);
    gtk_widget_activate_action (GTK_WIDGET (f->table), "game.score-category", "(uu)",
                                5u, (guint) CY_CATEGORY_LOW);
    cyt_assert_unchanged (f, before);
  }

  category = best_category (f, &points);
  cy_game_get_hand (f->game, CYT_HUMAN, hand);
  g_assert_cmpuint (points, ==, cy_category_score (category, hand));
  g_assert_cmpint (cy_game_get_score (f->game, CYT_HUMAN, category), ==, -1);

  gtk_widget_activate_action (GTK_WIDGET (f->table), "game.score-category", "(uu)",
                              CYT_HUMAN, (guint) category);
  g_assert_cmpint (cy_game_get_score (f->game, CYT_HUMAN, category), ==, (int) points);
  g_assert_cmpint (cy_game_get_hand_category (f->game, CYT_HUMAN), ==, (int) category);
  g_assert_cmpint (cy_game_get_phase (f->game), ==, CY_PHASE_HAND_OVER);
  cyt_settle ();
  g_assert_true (cyt_action_enabled (f, "win.undo"));
  g_assert_true (cyt_action_enabled (f, "win.next-hand"));

  /* Strict play: with the take-back preference off, nothing is taken back. */
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);
    g_autoptr(GBytes) before = cyt_save (f);

    g_settings_set_boolean (settings, "take-back", FALSE);
    cyt_settle ();
    g_assert_false (cyt_action_enabled (f, "win.undo"));
    gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
    cyt_assert_unchanged (f, before);
    g_settings_reset (settings, "take-back");
    cyt_settle ();
    g_assert_true (cyt_action_enabled (f, "win.undo"));
  }

  /* A second score in the same hand is refused. */
  other = category == CY_CATEGORY_LOW ? CY_CATEGORY_HIGH : CY_CATEGORY_LOW;
  {
    g_autoptr(GBytes) before = cyt_save (f);

    gtk_widget_activate_action (GTK_WIDGET (f->table), "game.score-category", "(uu)",
                                CYT_HUMAN, (guint) other);
    cyt_assert_unchanged (f, before);
  }

  /* Undo takes it back, and only the human's. */
  cyt_activate (f, "win.undo");
  g_assert_cmpint (cy_game_get_score (f->game, CYT_HUMAN, category), ==, -1);
  g_assert_cmpint (cy_game_get_hand_category (f->game, CYT_HUMAN), ==, -1);
  g_assert_cmpint (cy_game_get_hand_category (f->game, CYT_COMPUTER), >=, 0);
  g_assert_cmpint (cy_game_get_phase (f->game), ==, CY_PHASE_SCORING);
  cyt_settle ();
  g_assert_false (cyt_action_enabled (f, "win.undo"));
  g_assert_false (cyt_action_enabled (f, "win.next-hand"));

  /* Score again, in another category this time, and deal the next hand. */
  gtk_widget_activate_action (GTK_WIDGET (f->table), "game.score-category", "(uu)",
                              CYT_HUMAN, (guint) other);
  g_assert_cmpint (cy_game_get_score (f->game, CYT_HUMAN, other), ==, (int) cy_category_score (other, hand));
  g_assert_cmpint (cy_game_get_score (f->game, CYT_HUMAN, category), ==, -1);
  cyt_settle ();
  g_assert_true (cyt_action_enabled (f, "win.next-hand"));
  cyt_activate (f, "win.next-hand");
  g_assert_cmpuint (cy_game_get_hand_number (f->game), ==, 2);
  g_assert_true (cyt_playing (f));
  cyt_settle ();
  /* The score stays; Undo belongs to the hand that was scored. */
  g_assert_cmpint (cy_game_get_score (f->game, CYT_HUMAN, other), ==, (int) cy_category_score (other, hand));
  g_assert_false (cyt_action_enabled (f, "win.undo"));
}

/* A whole hand through the actions: draws, an exchange if Ann's Harbor
 * has cards on one of the human's turns, a knock or the turn limit,
 * last turns, scoring with Undo, and the next deal. */
static void
test_play_hand (void)
{
  CytFixture f;
  Played played = { 0 };

  cyt_start (&f, "normal", DEAL);
  g_test_message ("deal %" G_GUINT64_FORMAT ": %s moves first",
                  f.deal, cy_game_get_to_move (f.game) == CYT_HUMAN ? "You" : "Ann");

  play_hand (&f, TRUE, &played);
  g_test_message ("hand 1, %u turns: %u draws, %u exchanges, %u knocks, %u passes",
                  played.turns, played.draws, played.exchanges, played.knocks, played.passes);
  g_assert_cmpuint (played.draws, >=, 1);
  score_and_undo (&f);

  /* The second hand: the human never knocks, so Ann knocks or the turn
   * limit ends the hand; a last turn is passed. */
  memset (&played, 0, sizeof played);
  played.exchanges = 1;
  play_hand (&f, FALSE, &played);
  g_test_message ("hand 2, %u turns: %u draws, %u knocks, %u passes; %s knocked",
                  played.turns, played.draws, played.knocks, played.passes,
                  cy_game_get_knocker (f.game) == (int) CYT_HUMAN ? "You" : "Ann");
  g_assert_cmpuint (played.knocks, ==, 0);
  g_assert_cmpuint (played.turns, <=, CY_MIN_TURN_LIMIT + 1);
  g_assert_cmpint (cy_game_get_phase (f.game), ==, CY_PHASE_SCORING);

  cyt_finish (&f);
}

/* The exchange, proposal and confirmation through the actions. Ann's
 * Harbor must hold cards on the human's turn: play on, and deal again
 * if a game does not get there. */
static void
test_exchange (void)
{
  for (guint64 deal = DEAL; deal < DEAL + 10; deal++)
    {
      CytFixture f;
      gboolean done = FALSE;

      cyt_start (&f, "easy", deal);
      while (!done && cyt_wait_until (cyt_human_ready_or_hand_over, &f, 30000) && cyt_playing (&f))
        {
          guint n_ann;

          cyt_harbor_set (&f, CYT_COMPUTER, &n_ann);
          check_knock_state (&f);
          if (n_ann > 0)
            {
              check_disabled_actions_do_nothing (&f);
              exchange_by_action (&f);
              done = TRUE;
            }
          else if (cy_game_get_phase (f.game) == CY_PHASE_LAST_TURNS)
            pass_by_action (&f);
          else
            draw_by_action (&f, 1);
          cyt_settle ();
        }
      cyt_finish (&f);

      if (done)
        return;
      g_test_message ("deal %" G_GUINT64_FORMAT ": Ann's Harbor stayed empty, dealing again", deal);
    }

  g_assert_not_reached ();
}

/* Cards dropped from @zone of @seat onto the viewer's @onto, as the table
 * reports a real drop (the drag test makes real ones). */
static void
drop (CytFixture   *f,
      CyZone        zone,
      guint         seat,
      const CyCard *cards,
      guint         n_cards,
      CyZone        onto)
{
  CyCardPick pick = { .zone = zone, .seat = (guint8) seat, .n_cards = (guint8) n_cards };

  memcpy (pick.cards, cards, MIN (n_cards, G_N_ELEMENTS (pick.cards)));
  g_signal_emit_by_name (f->table, "cards-dropped", &pick, onto);
}

/* What a drop means is the engine's call, made through the window: drops
 * that must not be played change nothing; a draw and an exchange are shown
 * first and played on confirmation. */
static void
test_drop_requests (void)
{
  CytFixture f;
  CyCard hand[CY_HAND_SIZE];
  CyCard six[6];
  g_autoptr(GBytes) before = NULL;

  cyt_start (&f, "easy", DEAL);
  cy_game_get_hand (f.game, CYT_HUMAN, hand);
  for (guint i = 0; i < G_N_ELEMENTS (six); i++)
    six[i] = hand[0];
  before = cyt_save (&f);

  {
    CyCard ace = 0;
    struct { CyZone zone; guint seat; const CyCard *cards; guint n; CyZone onto; } refused[] = {
      { CY_ZONE_HAND, CYT_HUMAN, six, 6, CY_ZONE_HARBOR },      /* more than five, the same card */
      { CY_ZONE_HAND, CYT_HUMAN, hand, 0, CY_ZONE_HARBOR },     /* no card */
      { CY_ZONE_HAND, CYT_HUMAN, hand, 1, CY_ZONE_HAND },       /* hand onto hand: nothing to do */
      { CY_ZONE_HARBOR, CYT_HUMAN, hand, 1, CY_ZONE_HAND },     /* the own Harbor */
      { CY_ZONE_HARBOR, 7, &ace, 1, CY_ZONE_HAND },             /* no such seat */
      { CY_ZONE_HARBOR, CYT_COMPUTER, &ace, 1, CY_ZONE_HARBOR },
      { CY_ZONE_STOCK, 0, &ace, 1, CY_ZONE_HARBOR },
    };

    for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
      {
        g_test_message ("refused drop %u", i);
        drop (&f, refused[i].zone, refused[i].seat, refused[i].cards, refused[i].n, refused[i].onto);
        cyt_assert_unchanged (&f, before);
        g_assert_false (cyt_action_enabled (&f, "card-yacht.confirm-move"));
      }
  }

  /* A card that is not in the hand: the rules say no. */
  {
    CyCard other = cyt_first_card (~cyt_hand_set (&f, CYT_HUMAN) & CY_CARD_SET_FULL);

    drop (&f, CY_ZONE_HAND, CYT_HUMAN, &other, 1, CY_ZONE_HARBOR);
    cyt_assert_unchanged (&f, before);
    g_assert_false (cyt_action_enabled (&f, "card-yacht.confirm-move"));
  }

  /* Text dropped from another application never reaches the window: the
   * table's drop targets take only a CyCardPick. */
  {
    CyCardRow *harbor = cy_table_view_get_harbor_row (f.table, CYT_HUMAN);
    gboolean takes_text = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (gtk_widget_observe_controllers (GTK_WIDGET (harbor))); i++)
      {
        g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (harbor));
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_DROP_TARGET (controller))
          {
            GdkContentFormats *formats = gtk_drop_target_get_formats (GTK_DROP_TARGET (controller));

            takes_text |= gdk_content_formats_contain_gtype (formats, G_TYPE_STRING);
            g_assert_true (gdk_content_formats_contain_gtype (formats, CY_TYPE_CARD_PICK));
          }
      }
    g_assert_false (takes_text);
  }

  /* Two hand cards onto the own Harbor, with nothing picked in Ann's: a
   * Draw of two, shown first, played on confirmation. */
  drop (&f, CY_ZONE_HAND, CYT_HUMAN, hand, 2, CY_ZONE_HARBOR);
  cyt_assert_unchanged (&f, before);
  g_assert_true (cyt_action_enabled (&f, "card-yacht.confirm-move"));
  cyt_activate (&f, "card-yacht.confirm-move");
  g_assert_cmpuint (cyt_hand_set (&f, CYT_HUMAN) & (cy_card_set_of (hand[0]) | cy_card_set_of (hand[1])), ==, 0);
  g_assert_cmpuint (cyt_harbor_set (&f, CYT_HUMAN, NULL) & cy_card_set_of (hand[0]), !=, 0);
  cyt_assert_turn_over (&f);

  /* Not the human's turn: a drop is no move. */
  cyt_settle ();
  if (cyt_playing (&f) && cy_game_get_to_move (f.game) == CYT_COMPUTER)
    {
      g_autoptr(GBytes) now = cyt_save (&f);
      CyCard card = cyt_first_card (cyt_hand_set (&f, CYT_HUMAN));

      drop (&f, CY_ZONE_HAND, CYT_HUMAN, &card, 1, CY_ZONE_HARBOR);
      cyt_assert_unchanged (&f, now);
    }

  /* Back to the human with Ann's Harbor holding cards (if Ann did not knock). */
  g_assert_true (cyt_wait_until (cyt_human_ready_or_hand_over, &f, 30000));
  if (cyt_human_ready (&f))
    {
      guint n_ann;
      CyCardSet ann = cyt_harbor_set (&f, CYT_COMPUTER, &n_ann);
      g_autoptr(GBytes) now = cyt_save (&f);

      drop (&f, CY_ZONE_HARBOR, CYT_HUMAN, hand, 1, CY_ZONE_HAND);
      cyt_assert_unchanged (&f, now);

      if (n_ann > 0)
        {
          CyCardSet mine_now = cyt_hand_set (&f, CYT_HUMAN);
          CyCard a = cyt_first_card (mine_now);
          CyCard b = cyt_first_card (mine_now & ~cy_card_set_of (a));
          CyCard t = cyt_first_card (ann);
          CyCard two[2] = { a, b };

          /* Hand cards onto the own Harbor with one card picked in Ann's:
           * unequal counts, refused. */
          cy_table_view_select (f.table, 0, CYT_COMPUTER, cy_card_set_of (t));
          drop (&f, CY_ZONE_HAND, CYT_HUMAN, two, 2, CY_ZONE_HARBOR);
          cyt_assert_unchanged (&f, now);
          g_assert_false (cyt_action_enabled (&f, "card-yacht.confirm-move"));

          /* Ann's card onto the hand with two hand cards selected: not yet. */
          cy_table_view_select (f.table, cy_card_set_of (a) | cy_card_set_of (b), -1, 0);
          drop (&f, CY_ZONE_HARBOR, CYT_COMPUTER, &t, 1, CY_ZONE_HAND);
          cyt_assert_unchanged (&f, now);
          g_assert_false (cyt_action_enabled (&f, "card-yacht.confirm-move"));

          /* With one selected: proposed, and played on confirmation. */
          cy_table_view_select (f.table, cy_card_set_of (a), -1, 0);
          drop (&f, CY_ZONE_HARBOR, CYT_COMPUTER, &t, 1, CY_ZONE_HAND);
          cyt_assert_unchanged (&f, now);
          g_assert_true (cyt_action_enabled (&f, "card-yacht.confirm-move"));
          cyt_activate (&f, "card-yacht.confirm-move");
          g_assert_cmpuint (cyt_hand_set (&f, CYT_HUMAN), ==, (mine_now & ~cy_card_set_of (a)) | cy_card_set_of (t));
          g_test_message ("the exchange requested by a drop was played");
        }
    }

  cyt_finish (&f);
}

/* The seat draw comes first, and the game waits there: a computer player
 * who moves first does not play behind the seat-draw page. */
static void
test_seat_draw (void)
{
  g_autoptr(GPtrArray) players = cy_player_parse_list ("You:human,Ann:normal", NULL);
  CytFixture f = { 0 };
  g_autoptr(GBytes) before = NULL;
  guint64 deal;

  f.window = cy_window_new (cyt_app);
  gtk_window_present (GTK_WINDOW (f.window));

  /* A deal where the human deals, so Ann moves first. */
  for (deal = 1; deal < 100; deal++)
    {
      cy_window_start_game (f.window, "card-yacht", players, deal);
      f.game = cyt_game (f.window);
      f.table = cyt_table (f.window);
      if (cy_game_get_to_move (f.game) == CYT_COMPUTER)
        break;
    }
  g_assert_cmpuint (cy_game_get_to_move (f.game), ==, CYT_COMPUTER);
  g_assert_cmpuint (cy_game_get_dealer (f.game), ==, CYT_HUMAN);
  g_test_message ("deal %" G_GUINT64_FORMAT ": Ann moves first", deal);

  before = cyt_save (&f);
  cyt_iterate (1000);  /* four times the computer's delay */
  cyt_assert_unchanged (&f, before);
  g_assert_cmpstr (cyt_page (f.window), ==, "seat-draw");
  g_assert_false (cyt_action_enabled (&f, "card-yacht.knock"));

  /* N deals here too, as it deals each next hand: Ann moves, then it is
   * the human's turn. */
  g_assert_true (cyt_press_key (&f, GDK_KEY_n, 0));
  g_assert_true (cyt_wait_until (cyt_human_ready, &f, 20000));
  g_assert_cmpuint (cy_game_get_turns_taken (f.game, CYT_COMPUTER), ==, 1);
  g_assert_cmpuint (cy_game_get_turns_taken (f.game, CYT_HUMAN), ==, 0);
  check_knock_state (&f);
  g_assert_cmpstr (cyt_page (f.window), ==, "table");

  cyt_finish (&f);
}

/* In a hot-seat game the seat draw stays up until Deal, then the hand-off
 * screen asks for the first player, then that player's hand shows. */
static void
test_seat_draw_hot_seat (void)
{
  g_autoptr(GPtrArray) players = cy_player_parse_list ("You:human,Bob:human", NULL);
  CytFixture f = { 0 };
  g_autoptr(GBytes) before = NULL;
  guint first;

  f.window = cy_window_new (cyt_app);
  gtk_window_present (GTK_WINDOW (f.window));
  cy_window_start_game (f.window, "card-yacht", players, DEAL);
  f.game = cyt_game (f.window);
  f.table = cyt_table (f.window);
  first = cy_game_get_to_move (f.game);
  before = cyt_save (&f);

  cyt_iterate (300);
  g_assert_cmpstr (cyt_page (f.window), ==, "seat-draw");
  cyt_assert_unchanged (&f, before);

  cyt_activate (&f, "win.deal");
  cyt_settle ();
  g_assert_cmpstr (cyt_page (f.window), ==, "hand-off");
  g_assert_cmpint (cy_table_view_get_viewer (f.table), ==, -1);
  g_assert_false (cyt_action_enabled (&f, "win.hint"));

  cyt_activate (&f, "win.hand-off-done");
  cyt_settle ();
  g_assert_cmpstr (cyt_page (f.window), ==, "table");
  g_assert_cmpint (cy_table_view_get_viewer (f.table), ==, (int) first);
  g_assert_true (cyt_action_enabled (&f, "win.hint"));
  cyt_assert_unchanged (&f, before);

  cyt_finish (&f);
}

/* A closed window lets its game go, the record writers that follow it
 * included (they leaked, and kept the game alive with them). */
static void
test_game_freed (void)
{
  g_autoptr(GPtrArray) players = cy_player_parse_list ("You:human,Ann:normal", NULL);
  CytFixture f = { 0 };
  gpointer game;

  f.window = cy_window_new (cyt_app);
  gtk_window_present (GTK_WINDOW (f.window));
  cy_window_start_game (f.window, "card-yacht", players, DEAL);
  game = cyt_game (f.window);
  g_object_add_weak_pointer (game, &game);
  g_assert_true (cy_match_flush (cy_window_get_match (f.window), NULL));
  cyt_finish (&f);
  g_assert_null (game);

  /* A resumed game too: its writer is rebuilt from the record in the save. */
  f.window = cy_window_new (cyt_app);
  gtk_window_present (GTK_WINDOW (f.window));
  g_assert_true (cy_window_resume (f.window));
  game = cyt_game (f.window);
  g_object_add_weak_pointer (game, &game);
  cyt_finish (&f);
  g_assert_null (game);
}

/* A record comment hiding 200,000 nested lists from the nesting guard. */
static GBytes *
unreadable_record (gpointer data)
{
  GString *text = g_string_new ("{\"game\":\"card-yacht\", /* \" */ \"x\": ");

  for (guint i = 0; i < 200000; i++)
    g_string_append_c (text, '[');
  return g_string_free_to_bytes (text);
}

/* A save whose kept record cannot be read (that one crashed every start)
 * costs only the record: the game resumes where it stopped. */
static void
test_resume_unreadable_record (void)
{
  g_autoptr(GPtrArray) players = cy_player_parse_list ("You:human,Ann:normal", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) before = NULL;
  CytFixture f = { 0 };
  CyMatch *match;

  f.window = cy_window_new (cyt_app);
  gtk_window_present (GTK_WINDOW (f.window));
  cy_window_start_game (f.window, "card-yacht", players, DEAL);
  f.game = cyt_game (f.window);
  f.table = cyt_table (f.window);
  before = cyt_save (&f);
  match = cy_window_get_match (f.window);
  cy_match_set_attachment_func (match, "record", unreadable_record, NULL);
  g_assert_true (cy_match_flush (match, &error));
  g_assert_no_error (error);
  cyt_finish (&f);

  /* The save on disk keeps that record. */
  {
    g_autofree char *path = cy_save_file_get_path ();
    g_autofree char *contents = NULL;
    gsize length;
    g_autoptr(GBytes) bytes = NULL;
    g_autoptr(CyMatch) saved = NULL;

    g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
    bytes = g_bytes_new (contents, length);
    saved = cy_match_load_from_bytes (bytes, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (g_bytes_get_size (cy_match_get_attachment (saved, "record")), >, 200000);
  }

  f.window = cy_window_new (cyt_app);
  gtk_window_present (GTK_WINDOW (f.window));
  g_assert_true (cy_window_resume (f.window));
  f.game = cyt_game (f.window);
  f.table = cyt_table (f.window);
  g_assert_nonnull (f.game);
  cyt_assert_unchanged (&f, before);

  cyt_finish (&f);
}

static gboolean
file_written (gpointer data)
{
  GStatBuf st;

  return g_stat (data, &st) == 0 && st.st_size > 1000;
}

static void
assert_pdf (const char *path)
{
  g_autofree char *contents = NULL;

  g_assert_true (cyt_wait_until (file_written, (gpointer) path, 10000));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF"));
  g_remove (path);
}

static gboolean
label_shown (GtkWidget  *root,
             const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (label_shown (child, text))
      return TRUE;
  return FALSE;
}

static gboolean
print_told (gpointer data)
{
  return label_shown (data, "Score sheet printed");
}

static gboolean
message_dialog_shown (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return TRUE;
    }
  return FALSE;
}

/* From the welcome screen, with no game, Print and Export give a blank
 * sheet (CY_PRINT_TO_PDF and CY_EXPORT_TO stand in for the dialogs); an
 * export that cannot be written says so and writes nothing. */
static void
test_blank_sheet (void)
{
  CytFixture f = { 0 };
  g_autofree char *printed = g_build_filename (g_get_user_cache_dir (), "blank-printed.pdf", NULL);
  g_autofree char *exported = g_build_filename (g_get_user_cache_dir (), "blank-exported.pdf", NULL);
  g_autofree char *nowhere = g_build_filename (g_get_user_cache_dir (), "no-such-folder", "sheet.pdf", NULL);

  f.window = cy_window_new (cyt_app);
  gtk_window_present (GTK_WINDOW (f.window));
  cyt_settle ();
  g_assert_cmpstr (cyt_page (f.window), ==, "welcome");

  g_setenv ("CY_PRINT_TO_PDF", printed, TRUE);
  g_assert_false (print_told (f.window));
  cyt_activate (&f, "win.print");
  assert_pdf (printed);
  /* A print done is told: the dialog closes without a word otherwise. */
  g_assert_true (cyt_wait_until (print_told, f.window, 5000));
  g_unsetenv ("CY_PRINT_TO_PDF");

  g_setenv ("CY_EXPORT_TO", exported, TRUE);
  cyt_activate (&f, "win.export");
  assert_pdf (exported);

  g_assert_false (message_dialog_shown (NULL));
  g_setenv ("CY_EXPORT_TO", nowhere, TRUE);
  cyt_activate (&f, "win.export");
  g_assert_true (cyt_wait_until (message_dialog_shown, NULL, 5000));
  g_assert_false (g_file_test (nowhere, G_FILE_TEST_EXISTS));
  g_unsetenv ("CY_EXPORT_TO");
  g_assert_cmpstr (cyt_page (f.window), ==, "welcome");

  /* The blank sheet is of the game last chosen in New Game. */
  {
    static const struct { const char *game, *title; } cases[] = {
      { "yacht-1938", "Score sheet · Yacht 1938" },
      { "boat", "Boat" },
      { "card-yacht", "Suited Bonus" },
    };
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);
    g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autofree char *text = NULL;
        g_autofree char *command = g_strdup_printf ("pdftotext %s -", exported);

        g_settings_set_string (settings, "game", cases[i].game);
        g_setenv ("CY_EXPORT_TO", exported, TRUE);
        cyt_activate (&f, "win.export");
        g_assert_true (cyt_wait_until (file_written, exported, 10000));
        if (pdftotext != NULL)
          {
            g_assert_true (g_spawn_command_line_sync (command, &text, NULL, NULL, NULL));
            if (strstr (text, cases[i].title) == NULL)
              g_error ("the blank sheet of %s does not say \"%s\": %s", cases[i].game, cases[i].title, text);
          }
        assert_pdf (exported);
      }
    g_unsetenv ("CY_EXPORT_TO");
  }

  cyt_finish (&f);
}

typedef struct
{
  CyWindow *window;
  guint     n_checked;
} ThinkingCheck;

/* Each computer seat that starts thinking is named on the status line. */
static void
on_acting_seat (CyMatch       *match,
                GParamSpec    *pspec,
                ThinkingCheck *check)
{
  int seat = cy_match_get_acting_seat (match);
  CyGame *game = CY_GAME (cy_match_get_game (match));
  g_autofree char *expected = NULL;

  if (seat < 0 || cy_match_get_state (match) != CY_MATCH_STATE_COMPUTER_THINKING ||
      cy_player_is_human (cy_game_get_player (game, (guint) seat)))
    return;

  expected = g_strdup_printf ("%s is thinking…", cy_player_get_name (cy_game_get_player (game, (guint) seat)));
  g_assert_cmpstr (cy_game_view_get_status (cy_window_get_view (check->window)), ==, expected);
  check->n_checked++;
}

static gboolean
hand_scored_or_over (gpointer data)
{
  CyGame *game = data;

  return cy_game_get_phase (game) != CY_PHASE_TURNS && cy_game_get_phase (game) != CY_PHASE_LAST_TURNS;
}

/* Issue 26: after the person's draw Ann moved and Bob was to move, and the
 * status still said "Ann is thinking…". Two computers in a row: each is
 * named while it thinks. */
static void
test_thinking_names_seat (void)
{
  g_autoptr(GPtrArray) players = cy_player_parse_list ("You:human,Ann:easy,Bob:easy", NULL);
  ThinkingCheck check = { 0 };
  CyMatch *match;
  CyGame *game;

  check.window = cy_window_new (cyt_app);
  cy_window_set_ai_seed (check.window, 11);
  gtk_window_present (GTK_WINDOW (check.window));
  cy_window_start_game (check.window, "card-yacht", players, 11);
  match = cy_window_get_match (check.window);
  game = CY_GAME (cy_match_get_game (match));
  cy_match_set_pace (match, CY_MATCH_PACE_FAST);
  g_signal_connect_after (match, "notify::acting-seat", G_CALLBACK (on_acting_seat), &check);
  gtk_widget_activate_action (GTK_WIDGET (check.window), "win.deal", NULL);

  /* The person knocks or passes as soon as it is their turn; the others play on. */
  while (cy_game_get_hand_number (game) <= 1 && !hand_scored_or_over (game))
    {
      if (cy_match_get_state (match) == CY_MATCH_STATE_HUMAN_TO_MOVE && cy_game_get_to_move (game) == CYT_HUMAN)
        {
          CyMove move = { .type = CY_MOVE_PASS };
          CyGameAction action = { 0 };
          CySeatView view;
          CyRandom rng;

          cy_random_init (&rng, 1, 1);
          cy_game_get_seat_view (game, CYT_HUMAN, &view);
          cy_ai_choose_move (CY_PLAYER_KIND_RANDOM, &view, &rng, &move);
          action.move = move;
          g_autoptr(GError) error = NULL;

          cy_match_play (match, CYT_HUMAN, &action, &error);
          g_assert_no_error (error);
        }
      cyt_iterate (50);
    }
  g_assert_cmpuint (check.n_checked, >=, 2);

  g_signal_handlers_disconnect_by_data (match, &check);
  gtk_window_destroy (GTK_WINDOW (check.window));
  cyt_settle ();
}

/* Issue 26: Ctrl+N asked "the game in progress will end" before the New
 * Game dialog, and its Cancel kept the game anyway. The question comes
 * when Start is pressed: Keep Playing leaves the game as it was, Start
 * New Game replaces it. */
static void
test_new_game_asks_at_start (void)
{
  CytFixture fixture = { 0 }, *f = &fixture;
  CyMatch *match;
  GtkWindow *dialog;
  AdwMessageDialog *question;
  g_autoptr(GBytes) before = NULL;

  cyt_start (f, "easy", DEAL);
  match = cy_window_get_match (f->window);
  g_assert_true (cy_window_has_game_in_progress (f->window));

  /* Ctrl+N: the dialog at once, nothing asked. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  cyt_settle ();
  g_assert_null (cyt_find_shown_window (ADW_TYPE_MESSAGE_DIALOG));
  dialog = cyt_find_shown_window (CY_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);

  /* Its Cancel: the game goes on, nothing asked. */
  gtk_window_close (dialog);
  cyt_settle ();
  g_assert_null (cyt_find_shown_window (CY_TYPE_NEW_GAME_DIALOG));
  g_assert_null (cyt_find_shown_window (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_true (cy_window_get_match (f->window) == match);

  /* Start: now the question; Keep Playing changes nothing. */
  before = cyt_save (f);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  cyt_settle ();
  dialog = cyt_find_shown_window (CY_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL);
  cyt_settle ();
  question = ADW_MESSAGE_DIALOG (cyt_find_shown_window (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (question);
  adw_message_dialog_response (question, "cancel");
  cyt_settle ();
  g_assert_true (cy_window_get_match (f->window) == match);
  cyt_assert_unchanged (f, before);

  /* Start again, and Start New Game: a new match. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  cyt_settle ();
  dialog = cyt_find_shown_window (CY_TYPE_NEW_GAME_DIALOG);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL);
  cyt_settle ();
  question = ADW_MESSAGE_DIALOG (cyt_find_shown_window (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (question);
  adw_message_dialog_response (question, "new");
  cyt_settle ();
  g_assert_true (cy_window_get_match (f->window) != match);
  g_assert_nonnull (cy_window_get_match (f->window));

  f->game = NULL;
  cyt_finish (f);
}

static void
click_on (CytFixture *f,
          GtkWidget  *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (f->window), &bounds));
  /* Without a window manager the window lies at the screen's corner. */
  cyt_xdotool ("mousemove --sync %d %d sleep 0.05 click 1",
               (int) (bounds.origin.x + bounds.size.width / 2), (int) (bounds.origin.y + bounds.size.height / 2));
  cyt_settle ();
}

/* Issue 26: GTK's focus ring goes three seconds after the last key, and a
 * newcomer who no longer saw the focus knocked with Space. The window keeps
 * a keyboard cursor from a key press to the next pointer press; and a new
 * turn takes the keyboard to the hand, never leaving it on a move button. */
static void
test_keyboard_cursor (void)
{
  CytFixture fixture = { 0 }, *f = &fixture;
  GtkWidget *status;
  GtkWidget *knock;
  GtkWidget *focus;

  if (!cyt_can_xdotool ())
    return;

  cyt_start (f, "easy", DEAL);
  status = cyt_find_by_class (GTK_WIDGET (f->table), "status");
  g_assert_nonnull (status);
  click_on (f, status);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (f->window), "keyboard-cursor"));

  cy_table_view_focus_hand (f->table);
  cyt_xdotool ("key Right");
  cyt_settle ();
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (f->window), "keyboard-cursor"));
  focus = gtk_root_get_focus (GTK_ROOT (f->window));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (cy_table_view_get_hand_row (f->table, CYT_HUMAN))));

  /* Past GTK's three seconds the cursor stays. */
  cyt_iterate (3500);
  g_test_message ("GTK's focus ring %s", gtk_window_get_focus_visible (GTK_WINDOW (f->window)) ? "shown" : "gone");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (f->window), "keyboard-cursor"));

  /* The pointer takes it away. */
  click_on (f, status);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (f->window), "keyboard-cursor"));

  /* The keyboard left on Knock: the next turn starts in the hand. */
  knock = cyt_find_actionable (GTK_WIDGET (f->table), "card-yacht.knock");
  g_assert_nonnull (knock);
  g_assert_false (gtk_widget_get_focus_on_click (knock));
  cy_table_view_select (f->table, cy_card_set_of (cyt_first_card (cyt_hand_set (f, CYT_HUMAN))), -1, 0);
  cyt_activate (f, "card-yacht.draw");
  g_assert_true (gtk_widget_grab_focus (knock));
  cyt_activate (f, "card-yacht.confirm-move");
  g_assert_true (cyt_wait_until (cyt_human_ready_or_hand_over, f, 20000));
  if (cyt_human_ready (f))
    {
      focus = gtk_root_get_focus (GTK_ROOT (f->window));
      g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (cy_table_view_get_hand_row (f->table, CYT_HUMAN))));
    }

  cyt_finish (f);
}

int
main (int    argc,
      char **argv)
{
  int ret;

  if (!cyt_init (&argc, &argv))
    return 0;

  g_test_add_func ("/card-yacht/window/seat-draw", test_seat_draw);
  g_test_add_func ("/card-yacht/window/resume-unreadable-record", test_resume_unreadable_record);
  g_test_add_func ("/card-yacht/window/game-freed", test_game_freed);
  g_test_add_func ("/card-yacht/window/seat-draw-hot-seat", test_seat_draw_hot_seat);
  g_test_add_func ("/card-yacht/window/play-hand", test_play_hand);
  g_test_add_func ("/card-yacht/window/exchange", test_exchange);
  g_test_add_func ("/card-yacht/window/drop-requests", test_drop_requests);
  g_test_add_func ("/card-yacht/window/blank-sheet", test_blank_sheet);
  g_test_add_func ("/card-yacht/window/thinking-names-seat", test_thinking_names_seat);
  g_test_add_func ("/card-yacht/window/new-game-asks-at-start", test_new_game_asks_at_start);
  g_test_add_func ("/card-yacht/window/keyboard-cursor", test_keyboard_cursor);

  ret = g_test_run ();
  cyt_shutdown ();
  return ret;
}
