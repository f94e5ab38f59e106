/* cy-window.c: the game window: runs the game and owns every command
 *
 * Data flows one way: a gesture or shortcut activates an action, the
 * action calls a CyGame method, the game's signals update the views.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-ai.h"
#include "cy-card-cache.h"
#include "cy-card-widget.h"
#include "cy-computer-turn.h"
#include "cy-error.h"
#include "cy-frame-timer.h"
#include "cy-new-game-dialog.h"
#include "cy-save-file.h"
#include "cy-score-sheet.h"
#include "cy-sheet-export.h"
#include "cy-statistics.h"
#include "cy-statistics-window.h"
#include "cy-window.h"

struct _CyWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  CyCardCache          *cache;
  CyGame               *game;
  CyRandom              ai_rngs[CY_MAX_PLAYERS];
  GCancellable         *computer_cancellable;
  guint                 computer_timeout;
  guint                 drive_idle;
  guint                 save_idle;
  gboolean              computer_thinking;
  gboolean              passing;              /* the pass screen is up */
  gboolean              seat_draw_shown;
  gboolean              views_attached;       /* the table and sheet show self->game */
  gboolean              owns_save;            /* this process may resume and autosave */
  guint                 scored_this_round[CY_MAX_PLAYERS];  /* order of human scores, for Undo */
  guint                 n_scored_this_round;
  gboolean              has_pending;
  gboolean              hinting;              /* the hint is selecting its cards */
  /* Knock, Draw, Exchange, Pass: allowed now, or why not (for their keys). */
  gboolean              move_enabled[4];
  char                 *move_refusal[4];
  CyMove                pending;              /* an exchange waiting for confirmation */

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  GtkBox               *table_box;
  GtkScrolledWindow    *sheet_scroller;
  GtkToggleButton      *sheet_toggle;
  GtkGrid              *seat_draw_grid;
  GtkLabel             *seat_draw_result;
  GtkWidget            *seat_draw_button;
  AdwStatusPage        *pass_page;
  GtkButton            *pass_button;
  CyTableView          *table;
  CyScoreSheet         *sheet;
};

G_DEFINE_FINAL_TYPE (CyWindow, cy_window, ADW_TYPE_APPLICATION_WINDOW)

static void drive (CyWindow *self);
static void update_actions (CyWindow *self);

static void
toast (CyWindow   *self,
       const char *text)
{
  AdwToast *t = adw_toast_new (text);

  adw_toast_set_timeout (t, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

static guint
count_humans (CyGame *game)
{
  guint n = 0;

  for (guint p = 0; p < cy_game_get_n_players (game); p++)
    n += cy_player_is_human (cy_game_get_player (game, p));

  return n;
}

static int
first_human (CyGame *game)
{
  for (guint p = 0; p < cy_game_get_n_players (game); p++)
    if (cy_player_is_human (cy_game_get_player (game, p)))
      return (int) p;

  return -1;
}

static const char *
player_name (CyWindow *self,
             guint     seat)
{
  return cy_player_get_name (cy_game_get_player (self->game, seat));
}

static gboolean
human_to_move (CyWindow *self)
{
  CyPhase phase;

  if (self->game == NULL || self->passing)
    return FALSE;

  phase = cy_game_get_phase (self->game);
  return (phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS) &&
         cy_player_is_human (cy_game_get_player (self->game, cy_game_get_to_move (self->game))) &&
         cy_table_view_get_viewer (self->table) == (int) cy_game_get_to_move (self->game);
}

/* The save is written after every change, atomically: a crash keeps the
 * previous one. Changes that come together (a move, the turn passing on)
 * are written once, when the main loop is next idle. */
static void
write_save (CyWindow *self)
{
  g_autoptr(GError) error = NULL;

  /* Another window of the game owns the save (see cy_save_file_lock()). */
  if (self->game == NULL || !self->owns_save)
    return;

  if (cy_game_get_phase (self->game) == CY_PHASE_GAME_OVER)
    cy_save_file_clear ();
  else if (!cy_save_file_write (self->game, &error))
    g_warning ("Could not save the game: %s", error->message);
}

static gboolean
save_idle_cb (gpointer data)
{
  CyWindow *self = data;

  self->save_idle = 0;
  write_save (self);
  return G_SOURCE_REMOVE;
}

static void
autosave (CyWindow *self)
{
  if (self->save_idle == 0)
    self->save_idle = g_idle_add (save_idle_cb, self);
}

static void
queue_drive (CyWindow *self);

static char *
describe_cards (const CyCard *cards,
                guint         n_cards)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_cards; i++)
    {
      g_autofree char *name = cy_card_get_name (cards[i]);

      if (i > 0)
        g_string_append (text, i + 1 == n_cards ? _(" and ") : ", ");
      g_string_append (text, name);
    }

  return g_string_free (text, FALSE);
}

static void
on_move_played (CyGame       *game,
                guint         seat,
                const CyMove *move,
                gboolean      automatic,
                CyWindow     *self)
{
  g_autofree char *text = NULL;
  const char *name = player_name (self, seat);

  switch (move->type)
    {
    case CY_MOVE_KNOCK:
      if (!automatic)
        text = g_strdup_printf (_("%s knocked: last turns"), name);
      else if (cy_game_get_stock_count (game) == 0)
        text = g_strdup_printf (_("The stock is empty: %s knocks automatically. Last turns"), name);
      else
        text = g_strdup_printf (_("%s reached the turn limit and knocks automatically. Last turns"), name);
      break;

    case CY_MOVE_DRAW:
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s laid %u card in the Harbor and drew from the stock",
                                           "%s laid %u cards in the Harbor and drew from the stock", move->n_cards),
                              name, move->n_cards);
      break;

    case CY_MOVE_EXCHANGE:
      {
        g_autofree char *taken = describe_cards (move->taken, move->n_cards);

        if ((int) move->opponent == cy_table_view_get_viewer (self->table))
          /* Translators: "Bob exchanged 2 cards with your Harbor, taking the King of Spades and the Two of Hearts" */
          text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s exchanged %u card with your Harbor, taking the %s",
                                               "%s exchanged %u cards with your Harbor, taking the %s", move->n_cards),
                                  name, move->n_cards, taken);
        else
          /* Translators: "Bob exchanged 2 cards with Ann's Harbor, taking the King of Spades and the Two of Hearts" */
          text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s exchanged %u card with %s’s Harbor, taking the %s",
                                               "%s exchanged %u cards with %s’s Harbor, taking the %s", move->n_cards),
                                  name, move->n_cards, player_name (self, move->opponent), taken);
      }
      break;

    case CY_MOVE_PASS:
      text = g_strdup_printf (_("%s passed"), name);
      break;

    default:
      break;
    }

  if (text != NULL)
    cy_table_view_add_event (self->table, text);
  cy_table_view_set_hint (self->table, NULL);
}

static void
on_game_changed (CyWindow *self)
{
  cy_table_view_refresh (self->table);
  autosave (self);
  queue_drive (self);
}

static void
on_category_scored (CyGame   *game,
                    guint     seat,
                    guint     category,
                    guint     points,
                    CyWindow *self)
{
  g_autofree char *text = NULL;

  if (cy_player_is_human (cy_game_get_player (game, seat)) && self->n_scored_this_round < CY_MAX_PLAYERS)
    self->scored_this_round[self->n_scored_this_round++] = seat;

  /* Translators: "Ann scored 25 in High" */
  text = g_strdup_printf (_("%s scored %u in %s"), player_name (self, seat), points, cy_category_get_label (category));
  cy_table_view_add_event (self->table, text);
  on_game_changed (self);
}

static void
on_hand_dealt (CyGame   *game,
               guint     round,
               guint     dealer,
               CyWindow *self)
{
  g_autofree char *text = NULL;

  self->n_scored_this_round = 0;
  text = g_strdup_printf (_("Hand %u: %s deals"), round, player_name (self, dealer));
  cy_table_view_add_event (self->table, NULL);
  cy_table_view_add_event (self->table, text);
  cy_table_view_set_hint (self->table, NULL);
  on_game_changed (self);
}

static void
on_hand_ended (CyGame   *game,
               CyWindow *self)
{
  cy_table_view_set_status (self->table, _("The hand is over: every player scores it in one open category"));
  on_game_changed (self);
}

static void
show_game_over (CyWindow *self);

static void
on_game_over (CyGame   *game,
              CyWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!cy_statistics_record_game (game, &error))
    g_warning ("Could not record the statistics: %s", error->message);

  on_game_changed (self);
  show_game_over (self);
}

static void
cancel_computer (CyWindow *self)
{
  g_clear_handle_id (&self->computer_timeout, g_source_remove);
  if (self->computer_cancellable != NULL)
    {
      g_cancellable_cancel (self->computer_cancellable);
      g_clear_object (&self->computer_cancellable);
    }
  self->computer_thinking = FALSE;
}

static void
disconnect_game (CyWindow *self)
{
  /* A save still waiting for the idle is written now, for this game. */
  if (self->save_idle != 0)
    {
      g_clear_handle_id (&self->save_idle, g_source_remove);
      write_save (self);
    }
  cancel_computer (self);
  g_clear_handle_id (&self->drive_idle, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
}

static void
set_game (CyWindow *self,
          CyGame   *game)
{
  disconnect_game (self);
  self->game = g_object_ref (game);
  self->has_pending = FALSE;
  self->passing = FALSE;
  self->n_scored_this_round = 0;

  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    /* From the deal number: the same deal and the same moves replay a game. */
    cy_random_init (&self->ai_rngs[p], cy_game_get_deal_number (game), p + 1);

  g_signal_connect_swapped (game, "cards-moved", G_CALLBACK (cy_table_view_refresh), self->table);
  g_signal_connect (game, "move-played", G_CALLBACK (on_move_played), self);
  g_signal_connect_swapped (game, "turn-started", G_CALLBACK (on_game_changed), self);
  g_signal_connect (game, "hand-dealt", G_CALLBACK (on_hand_dealt), self);
  g_signal_connect (game, "hand-ended", G_CALLBACK (on_hand_ended), self);
  g_signal_connect (game, "category-scored", G_CALLBACK (on_category_scored), self);
  g_signal_connect_swapped (game, "category-unscored", G_CALLBACK (on_game_changed), self);
  g_signal_connect_swapped (game, "round-ended", G_CALLBACK (on_game_changed), self);
  g_signal_connect (game, "game-over", G_CALLBACK (on_game_over), self);

  cy_table_view_set_hint (self->table, NULL);
  cy_table_view_dismiss_proposal (self->table);
  self->views_attached = FALSE;
}

/* The table and the score sheet are built for a game when they are first
 * shown, not while the seat draw is on screen: a new game's first frame
 * comes sooner. */
static void
attach_views (CyWindow *self)
{
  if (self->views_attached || self->game == NULL)
    return;

  self->views_attached = TRUE;
  cy_table_view_set_game (self->table, self->game);
  cy_score_sheet_set_game (self->sheet, self->game);
}

/* Which seat's hand the table shows: the single human's, or in a hot-seat
 * game the human whose turn it is (after the pass screen). */
static int
wanted_viewer (CyWindow *self)
{
  CyPhase phase = cy_game_get_phase (self->game);
  guint to_move = cy_game_get_to_move (self->game);
  int current = cy_table_view_get_viewer (self->table);

  if ((phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS) &&
      cy_player_is_human (cy_game_get_player (self->game, to_move)))
    return (int) to_move;

  if (current >= 0)
    return current;

  /* A game of computers only is watched: nobody's hand is shown. */
  return first_human (self->game);
}

static void
fill_seat_draw (CyWindow *self)
{
  CyCard draws[CY_MAX_SEAT_DRAWS][CY_MAX_PLAYERS];
  guint n_draws = cy_game_get_seat_draw (self->game, draws);
  guint n_players = cy_game_get_n_players (self->game);
  g_autofree char *result = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->seat_draw_grid))) != NULL)
    gtk_grid_remove (self->seat_draw_grid, child);

  for (guint p = 0; p < n_players; p++)
    {
      GtkWidget *label = gtk_label_new (player_name (self, p));

      gtk_widget_add_css_class (label, "heading");
      gtk_grid_attach (self->seat_draw_grid, label, (int) p, 0, 1, 1);
    }

  for (guint d = 0; d < n_draws; d++)
    for (guint p = 0; p < n_players; p++)
      if (cy_card_is_valid (draws[d][p]))
        {
          GtkWidget *card = cy_card_widget_new (self->cache, draws[d][p]);

          cy_card_widget_set_card_width (CY_CARD_WIDGET (card), 72);
          gtk_widget_set_halign (card, GTK_ALIGN_CENTER);
          gtk_grid_attach (self->seat_draw_grid, card, (int) p, (int) d + 1, 1, 1);
        }

  if (n_draws > 1)
    result = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "After %u tie for the highest card, %s deals first",
                                           "After %u ties for the highest card, %s deals first", n_draws - 1),
                              n_draws - 1, player_name (self, cy_game_get_dealer (self->game)));
  else
    result = g_strdup_printf (_("%s drew the highest card and deals first"),
                              player_name (self, cy_game_get_dealer (self->game)));

  gtk_label_set_text (self->seat_draw_result, result);
}

static void
on_computer_move (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(CyWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  CyMove move;

  if (!cy_computer_turn_finish (result, &move, &error))
    return;

  if (!self->computer_thinking || self->game == NULL)
    return;

  self->computer_thinking = FALSE;
  g_clear_object (&self->computer_cancellable);

  if (!cy_game_play (self->game, &move, &error))
    {
      /* A policy proposing an illegal move is a bug; say so and play a random legal one. */
      CySeatView view;

      g_critical ("Computer player chose an illegal move: %s", error->message);
      cy_game_get_seat_view (self->game, cy_game_get_to_move (self->game), &view);
      cy_ai_choose_move (CY_PLAYER_KIND_RANDOM, &view, &self->ai_rngs[view.seat], &move);
      g_clear_error (&error);
      if (!cy_game_play (self->game, &move, &error))
        g_critical ("The random fallback move was refused too: %s", error->message);
      queue_drive (self);
    }
}

static gboolean
computer_turn_cb (gpointer data)
{
  CyWindow *self = data;
  guint seat = cy_game_get_to_move (self->game);
  CySeatView view;

  self->computer_timeout = 0;
  cy_game_get_seat_view (self->game, seat, &view);
  self->computer_cancellable = g_cancellable_new ();
  cy_computer_turn_run (cy_player_get_kind (cy_game_get_player (self->game, seat)), &view,
                        &self->ai_rngs[seat], self->computer_cancellable,
                        on_computer_move, g_object_ref (self));

  return G_SOURCE_REMOVE;
}

static guint
computer_delay_ms (CyWindow *self)
{
  static const guint delays[] = { 1400, 750, 250 };
  int speed = g_settings_get_enum (self->settings, "computer-speed");

  return delays[CLAMP (speed, 0, 2)];
}

static void
show_pass_screen (CyWindow *self,
                  guint     seat)
{
  g_autofree char *title = g_strdup_printf (_("Pass to %s"), player_name (self, seat));
  /* An underscore in a name must not become the button's mnemonic. */
  g_auto(GStrv) parts = g_strsplit (player_name (self, seat), "_", -1);
  g_autofree char *escaped = g_strjoinv ("__", parts);
  g_autofree char *button = g_strdup_printf (_("_Show %s’s Hand"), escaped);

  self->passing = TRUE;
  adw_status_page_set_title (self->pass_page, title);
  adw_status_page_set_description (self->pass_page, _("The other players look away while the cards are shown"));
  gtk_button_set_label (self->pass_button, button);
  gtk_stack_set_visible_child_name (self->stack, "pass");
  gtk_widget_grab_focus (GTK_WIDGET (self->pass_button));
}

/* Scoring: computer players choose at once; the first human who has not
 * scored chooses on the sheet. */
static void
drive_scoring (CyWindow *self)
{
  guint n = cy_game_get_n_players (self->game);
  int chooser = -1;

  for (guint p = 0; p < n; p++)
    {
      CyPlayer *player = cy_game_get_player (self->game, p);

      if (cy_game_get_round_category (self->game, p) >= 0)
        continue;

      if (!cy_player_is_human (player))
        {
          CySeatView view;
          CyCategory category;

          cy_game_get_seat_view (self->game, p, &view);
          category = cy_ai_choose_category (cy_player_get_kind (player), &view, &self->ai_rngs[p]);
          cy_game_score (self->game, p, category, NULL);
          return; /* the signal drives the next step */
        }

      if (chooser < 0)
        chooser = (int) p;
    }

  if (chooser >= 0)
    {
      g_autofree char *text = g_strdup_printf (_("%s: choose a category on the score sheet for this hand"),
                                               player_name (self, (guint) chooser));

      cy_score_sheet_set_chooser (self->sheet, chooser);
      cy_table_view_set_viewer (self->table, chooser);
      cy_table_view_set_status (self->table, text);
      gtk_toggle_button_set_active (self->sheet_toggle, TRUE);
    }
}

static gboolean
next_hand_cb (gpointer data)
{
  CyWindow *self = data;

  self->computer_timeout = 0;
  if (self->game != NULL && cy_game_get_phase (self->game) == CY_PHASE_ROUND_OVER)
    cy_game_new_round (self->game, NULL);
  return G_SOURCE_REMOVE;
}

static void
drive (CyWindow *self)
{
  CyPhase phase;
  guint seat;

  /* Nothing moves while the seat draw is on screen: not a computer
   * player, and no pass screen over it either. */
  if (self->game == NULL || !self->seat_draw_shown || self->computer_thinking || self->computer_timeout != 0)
    {
      update_actions (self);
      return;
    }

  phase = cy_game_get_phase (self->game);
  seat = cy_game_get_to_move (self->game);
  cy_score_sheet_set_chooser (self->sheet, -1);

  if (phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS)
    {
      CyPlayer *player = cy_game_get_player (self->game, seat);

      if (!cy_player_is_human (player))
        {
          g_autofree char *text = g_strdup_printf (_("%s is thinking…"), player_name (self, seat));

          /* Between two people at one screen, nobody's hand stays shown
           * while the computers play. */
          if (count_humans (self->game) > 1)
            cy_table_view_set_viewer (self->table, -1);

          cy_table_view_set_status (self->table, text);
          self->computer_thinking = TRUE;
          self->computer_timeout = g_timeout_add (computer_delay_ms (self), computer_turn_cb, self);
        }
      else if (cy_table_view_get_viewer (self->table) != (int) seat && count_humans (self->game) > 1)
        {
          cy_table_view_set_viewer (self->table, -1);
          show_pass_screen (self, seat);
        }
      else
        {
          g_autofree char *text = NULL;

          cy_table_view_set_viewer (self->table, (int) seat);
          if (phase == CY_PHASE_LAST_TURNS)
            text = g_strdup_printf (_("%s, your last turn: draw, exchange or pass"), player_name (self, seat));
          else
            text = g_strdup_printf (_("%s, your turn: knock, draw or exchange"), player_name (self, seat));
          /* The status line has the "status" role: screen readers hear the turn change. */
          cy_table_view_set_status (self->table, text);
          cy_table_view_focus_hand (self->table);
          gtk_widget_set_tooltip_text (GTK_WIDGET (self->table), NULL);
        }
    }
  else if (phase == CY_PHASE_SCORING)
    drive_scoring (self);
  else if (phase == CY_PHASE_ROUND_OVER && count_humans (self->game) == 0)
    {
      /* Nobody to press Next Hand: a game of computers goes on by itself. */
      self->computer_timeout = g_timeout_add (computer_delay_ms (self) * 3, next_hand_cb, self);
    }
  else if (phase == CY_PHASE_ROUND_OVER)
    cy_table_view_set_status (self->table, cy_game_get_round (self->game) >= CY_N_ROUNDS
                              ? _("All hands are scored: finish the game to see who won")
                              : _("Every player has scored: deal the next hand when ready"));

  update_actions (self);
}

static gboolean
drive_idle_cb (gpointer data)
{
  CyWindow *self = data;

  self->drive_idle = 0;
  drive (self);
  return G_SOURCE_REMOVE;
}

static void
queue_drive (CyWindow *self)
{
  if (self->drive_idle == 0)
    self->drive_idle = g_idle_add (drive_idle_cb, self);
}

/* Fills @move from the current selection. Returns FALSE with a reason. */
static gboolean
selection_move (CyWindow    *self,
                CyMoveType   type,
                CyMove      *move,
                GError     **error)
{
  CyCard harbor[CY_DECK_SIZE];
  guint n_harbor = 0;
  int opponent;

  memset (move, 0, sizeof *move);
  move->type = type;
  move->n_cards = cy_table_view_get_hand_selection (self->table, move->laid);
  opponent = cy_table_view_get_harbor_selection (self->table, harbor, &n_harbor);

  if (type == CY_MOVE_DRAW)
    {
      if (move->n_cards == 0)
        {
          g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                               _("Select 1 to 5 cards of your hand to lay in your Harbor"));
          return FALSE;
        }
      if (opponent >= 0)
        {
          g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                               _("Cards are selected in another Harbor: that is an exchange"));
          return FALSE;
        }
      return TRUE;
    }

  if (opponent < 0 || move->n_cards == 0 || n_harbor != move->n_cards)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("Select cards of your hand and as many in one opponent’s Harbor"));
      return FALSE;
    }

  move->opponent = (guint8) opponent;
  memcpy (move->taken, harbor, MIN (n_harbor, CY_MAX_MOVE_CARDS));
  return TRUE;
}

static void
update_actions (CyWindow *self)
{
  g_autoptr(GError) knock_error = NULL;
  g_autoptr(GError) draw_error = NULL;
  g_autoptr(GError) exchange_error = NULL;
  gboolean my_turn = human_to_move (self);
  gboolean can_knock = FALSE, can_draw = FALSE, can_exchange = FALSE, can_pass = FALSE;
  CyPhase phase = self->game ? cy_game_get_phase (self->game) : CY_PHASE_SEAT_DRAW;
  gboolean can_undo = FALSE;
  CyMove move;

  if (my_turn)
    {
      CySeatView view;

      cy_game_get_seat_view (self->game, cy_game_get_to_move (self->game), &view);
      can_knock = cy_rules_may_knock (&view, &knock_error);
      can_pass = cy_rules_may_pass (&view, NULL);
      can_draw = selection_move (self, CY_MOVE_DRAW, &move, &draw_error) &&
                 cy_rules_check_move (&view, &move, &draw_error);
      can_exchange = selection_move (self, CY_MOVE_EXCHANGE, &move, &exchange_error) &&
                     cy_rules_check_move (&view, &move, &exchange_error);
    }

  for (guint i = 0; i < self->n_scored_this_round; i++)
    if (cy_game_get_round_category (self->game, self->scored_this_round[i]) >= 0)
      can_undo = TRUE;
  can_undo &= phase == CY_PHASE_SCORING || phase == CY_PHASE_ROUND_OVER;

  {
    const gboolean enabled[] = { can_knock, can_draw, can_exchange, my_turn && can_pass };
    const char *refusals[] = {
      knock_error ? knock_error->message : NULL,
      draw_error ? draw_error->message : NULL,
      exchange_error ? exchange_error->message : NULL,
      my_turn ? _("You can pass only in a last turn, or when the stock is empty") : NULL,
    };

    for (guint i = 0; i < G_N_ELEMENTS (self->move_enabled); i++)
      {
        self->move_enabled[i] = enabled[i];
        g_free (self->move_refusal[i]);
        self->move_refusal[i] = my_turn && !enabled[i] && refusals[i] ? g_strdup (refusals[i]) : NULL;
      }
  }

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.knock", can_knock);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.draw", can_draw);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.exchange", can_exchange);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.pass", my_turn && can_pass);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint",
                                 my_turn || (phase == CY_PHASE_SCORING && cy_score_sheet_get_chooser (self->sheet) >= 0));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-hand", phase == CY_PHASE_ROUND_OVER && !self->passing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo-score", can_undo);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.confirm-move", my_turn && self->has_pending);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.cancel-move", self->has_pending);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export", self->game != NULL);

  /* A disabled button says why in its tooltip. */
  cy_table_view_set_action_tooltips (self->table,
                                     can_knock ? _("Knock (K): end the hand after everyone’s last turn")
                                               : my_turn ? knock_error->message : _("Not your turn"),
                                     can_draw ? _("Draw (D): lay the selected cards in your Harbor and draw as many")
                                              : my_turn ? draw_error->message : _("Not your turn"),
                                     can_exchange ? _("Exchange (E): swap the selected cards for those picked in the Harbor")
                                                  : my_turn ? exchange_error->message : _("Not your turn"),
                                     can_pass ? _("Pass (P): end your turn without a move")
                                              : my_turn ? _("You can pass only in a last turn, or when the stock is empty")
                                                        : _("Not your turn"));
}

static void
on_selection_changed (CyWindow *self)
{
  /* A hint or a "now select…" prompt is about the old selection. */
  if (!self->hinting)
    cy_table_view_set_hint (self->table, NULL);

  if (self->has_pending)
    {
      self->has_pending = FALSE;
      cy_table_view_dismiss_proposal (self->table);
    }
  update_actions (self);
}

static void
report_error (CyWindow *self,
              GError   *error)
{
  toast (self, error->message);
  cy_table_view_set_hint (self->table, error->message);
}

static void
play_move (CyWindow     *self,
           const CyMove *move)
{
  g_autoptr(GError) error = NULL;
  CySeatView view;

  self->has_pending = FALSE;
  cy_table_view_dismiss_proposal (self->table);

  if (!human_to_move (self))
    {
      toast (self, _("Wait for your turn"));
      return;
    }

  /* Clear the selection before the cards move, not after: a selected
   * card leaving its row mid-move would emit selection-changed, and
   * update_actions() would judge a half-moved hand (with a hole in it). */
  cy_game_get_seat_view (self->game, cy_game_get_to_move (self->game), &view);
  if (!cy_rules_check_move (&view, move, &error))
    {
      report_error (self, error);
      return;
    }
  cy_table_view_clear_selection (self->table);

  if (!cy_game_play (self->game, move, &error))
    {
      report_error (self, error);
      return;
    }

  cy_table_view_set_hint (self->table, NULL);
}

/* An exchange is shown before it happens and waits for a confirmation. */
static void
propose_exchange (CyWindow     *self,
                  const CyMove *move)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *laid = describe_cards (move->laid, move->n_cards);
  g_autofree char *taken = describe_cards (move->taken, move->n_cards);
  g_autofree char *text = NULL;
  CySeatView view;

  cy_game_get_seat_view (self->game, cy_game_get_to_move (self->game), &view);
  if (!cy_rules_check_move (&view, move, &error))
    {
      report_error (self, error);
      return;
    }

  /* Translators: "Lay the Three of Clubs in your Harbor and take the King of Spades from Ann's Harbor?" */
  text = g_strdup_printf (_("Lay the %s in your Harbor and take the %s from %s’s Harbor?"),
                          laid, taken, player_name (self, move->opponent));
  self->pending = *move;
  self->has_pending = TRUE;
  cy_table_view_propose (self->table, text);
  update_actions (self);
}

static gboolean
parse_payload (const char *payload,
               int        *seat,
               CyCard     *cards,
               guint      *n_cards)
{
  g_auto(GStrv) parts = g_strsplit (payload, ":", 3);
  g_auto(GStrv) names = NULL;
  const char *list;

  *seat = -1;
  if (g_strcmp0 (parts[0], "hand") == 0 && parts[1] != NULL)
    list = parts[1];
  else if (g_strcmp0 (parts[0], "harbor") == 0 && parts[1] != NULL && parts[2] != NULL)
    {
      *seat = (int) g_ascii_strtoull (parts[1], NULL, 10);
      list = parts[2];
    }
  else
    return FALSE;

  names = g_strsplit (list, ",", -1);
  *n_cards = g_strv_length (names);
  if (*n_cards == 0 || *n_cards > CY_DECK_SIZE)
    return FALSE;

  return cy_card_parse_hand (names, *n_cards, cards, NULL);
}

static void
on_cards_dropped (CyTableView *table,
                  const char  *payload,
                  const char  *onto,
                  CyWindow    *self)
{
  CyCard cards[CY_DECK_SIZE];
  guint n_cards;
  int from_seat;
  CyMove move = { 0 };
  g_autoptr(GError) error = NULL;

  if (!human_to_move (self))
    {
      toast (self, _("Wait for your turn"));
      return;
    }

  if (!parse_payload (payload, &from_seat, cards, &n_cards))
    return;

  if (from_seat < 0 && g_str_equal (onto, "harbor"))
    {
      /* Hand cards onto the own Harbor: a Draw, or the first half of an
       * exchange when cards are picked in an opponent's Harbor. */
      CyCard harbor[CY_DECK_SIZE];
      guint n_harbor = 0;
      int opponent = cy_table_view_get_harbor_selection (self->table, harbor, &n_harbor);

      if (n_cards > CY_MAX_MOVE_CARDS)
        n_cards = CY_MAX_MOVE_CARDS + 1;
      move.n_cards = (guint8) MIN (n_cards, 255);
      memcpy (move.laid, cards, MIN (n_cards, CY_MAX_MOVE_CARDS));

      if (opponent >= 0)
        {
          move.type = CY_MOVE_EXCHANGE;
          move.opponent = (guint8) opponent;
          if (n_harbor != n_cards)
            {
              toast (self, _("Pick as many cards in the other Harbor as you lay in yours"));
              return;
            }
          memcpy (move.taken, harbor, MIN (n_harbor, CY_MAX_MOVE_CARDS));
          propose_exchange (self, &move);
          return;
        }

      move.type = CY_MOVE_DRAW;
      play_move (self, &move);
    }
  else if (from_seat >= 0 && g_str_equal (onto, "hand"))
    {
      /* Harbor cards onto the own hand: an exchange with the hand cards selected. */
      move.type = CY_MOVE_EXCHANGE;
      move.opponent = (guint8) from_seat;
      move.n_cards = (guint8) cy_table_view_get_hand_selection (self->table, move.laid);
      if (from_seat == cy_table_view_get_viewer (self->table))
        {
          toast (self, _("You cannot take cards back from your own Harbor"));
          return;
        }
      if (move.n_cards != n_cards)
        {
          g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                "Now select %u card of your hand to lay in your Harbor, then press Exchange",
                                                                "Now select %u cards of your hand to lay in your Harbor, then press Exchange",
                                                                n_cards), n_cards);
          cy_table_view_set_hint (self->table, text);
          return;
        }
      memcpy (move.taken, cards, MIN (n_cards, CY_MAX_MOVE_CARDS));
      propose_exchange (self, &move);
    }
}

/* Actions */

/* K, D, E and P: the move if it is allowed; if not, why not, with a bell,
 * rather than silence. */
static void
key_move_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  const char *move_action = g_variant_get_string (parameter, NULL);
  static const char * const moves[] = { "win.knock", "win.draw", "win.exchange", "win.pass" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    if (g_str_equal (move_action, moves[i]))
      {
        if (self->move_enabled[i])
          gtk_widget_activate_action (widget, move_action, NULL);
        else
          {
            gtk_widget_error_bell (widget);
            if (self->move_refusal[i] != NULL)
              cy_table_view_set_hint (self->table, self->move_refusal[i]);
          }
      }
}

static void
knock_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CyMove move = { .type = CY_MOVE_KNOCK };

  play_move (CY_WINDOW (widget), &move);
}

static void
pass_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyMove move = { .type = CY_MOVE_PASS };

  play_move (CY_WINDOW (widget), &move);
}

static void
draw_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  CyMove move;

  if (!selection_move (self, CY_MOVE_DRAW, &move, &error))
    {
      report_error (self, error);
      return;
    }

  play_move (self, &move);
}

static void
exchange_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  CyMove move;

  if (!selection_move (self, CY_MOVE_EXCHANGE, &move, &error))
    {
      report_error (self, error);
      return;
    }

  propose_exchange (self, &move);
}

static void
confirm_move_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  CyMove move = self->pending;

  if (self->has_pending)
    play_move (self, &move);
}

static void
cancel_move_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);

  self->has_pending = FALSE;
  cy_table_view_dismiss_proposal (self->table);
  cy_table_view_clear_selection (self->table);
  update_actions (self);
}

/* The move the hard player would make, shown on the table with its reason;
 * in the scoring phase, the category it would choose. */
static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autofree char *reason = NULL;
  const char *names[CY_MAX_PLAYERS + 1] = { NULL };
  int chooser = cy_score_sheet_get_chooser (self->sheet);
  CyRandom rng;
  CySeatView view;
  CyMove move;

  if (self->game == NULL)
    return;

  if (cy_game_get_phase (self->game) == CY_PHASE_SCORING && chooser >= 0)
    {
      cy_game_get_seat_view (self->game, (guint) chooser, &view);
      rng = self->ai_rngs[view.seat];
      cy_ai_hint_category (&view, &rng, &reason);
      cy_table_view_set_hint (self->table, reason);
      return;
    }

  if (!human_to_move (self))
    return;

  for (guint p = 0; p < cy_game_get_n_players (self->game); p++)
    names[p] = player_name (self, p);

  cy_game_get_seat_view (self->game, cy_game_get_to_move (self->game), &view);
  /* A copy of the generator: asking for a hint does not change the game's future. */
  rng = self->ai_rngs[view.seat];
  cy_ai_hint (&view, names, &rng, &move, &reason);

  if (move.type == CY_MOVE_DRAW || move.type == CY_MOVE_EXCHANGE)
    {
      CyCardSet hand = 0, harbor = 0;

      for (guint i = 0; i < move.n_cards; i++)
        {
          hand |= cy_card_set_of (move.laid[i]);
          harbor |= move.type == CY_MOVE_EXCHANGE ? cy_card_set_of (move.taken[i]) : 0;
        }
      self->hinting = TRUE;
      cy_table_view_select (self->table, hand, move.type == CY_MOVE_EXCHANGE ? move.opponent : -1, harbor);
      self->hinting = FALSE;
    }

  cy_table_view_set_hint (self->table, reason);
}

static void
next_hand_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  /* As in play_move(): no selection-changed while the hands are dealt. */
  cy_table_view_clear_selection (self->table);
  if (!cy_game_new_round (self->game, &error))
    report_error (self, error);
}

static void
undo_score_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);

  while (self->n_scored_this_round > 0)
    {
      guint seat = self->scored_this_round[--self->n_scored_this_round];

      if (cy_game_unscore (self->game, seat, NULL))
        {
          g_autofree char *text = g_strdup_printf (_("%s’s score for this hand was taken back"), player_name (self, seat));
          cy_table_view_set_status (self->table, text);
          cy_table_view_add_event (self->table, text);
          return;
        }
    }
}

static void
score_category_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  guint seat, category;

  g_variant_get (parameter, "(uu)", &seat, &category);
  if (self->game == NULL)
    return;

  if (seat >= cy_game_get_n_players (self->game) || !cy_player_is_human (cy_game_get_player (self->game, seat)))
    {
      toast (self, _("Computer players choose their own categories"));
      return;
    }

  if ((int) seat != cy_score_sheet_get_chooser (self->sheet))
    {
      g_autofree char *text = g_strdup_printf (_("It is %s’s turn to choose a category"),
                                               player_name (self, (guint) MAX (cy_score_sheet_get_chooser (self->sheet), 0)));
      toast (self, text);
      return;
    }

  if (!cy_game_score (self->game, seat, category, &error))
    report_error (self, error);
}

static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  /* Leaving the seat draw of a hot-seat game: no hand is shown yet, the
   * pass screen (from drive) asks for the first player. */
  gboolean pass_first = !self->seat_draw_shown && self->game != NULL && count_humans (self->game) > 1;

  self->passing = FALSE;
  self->seat_draw_shown = TRUE;
  attach_views (self);
  if (self->game != NULL && !pass_first)
    {
      CyPhase phase = cy_game_get_phase (self->game);
      guint seat = cy_game_get_to_move (self->game);

      if ((phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS) &&
          cy_player_is_human (cy_game_get_player (self->game, seat)))
        cy_table_view_set_viewer (self->table, (int) seat);
      else if (cy_table_view_get_viewer (self->table) < 0)
        cy_table_view_set_viewer (self->table, wanted_viewer (self));
    }
  gtk_stack_set_visible_child_name (self->stack, "table");
  queue_drive (self);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  cy_window_show_new_game (CY_WINDOW (widget));
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);

  cy_sheet_export_print (GTK_WINDOW (self), self->game);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);

  cy_sheet_export_save (GTK_WINDOW (self), self->game);
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  gtk_window_present (GTK_WINDOW (cy_statistics_window_new (GTK_WINDOW (widget))));
}

/* Built when asked for, not with the window (as GtkApplication would do
 * with gtk/help-overlay.ui): it is a large tree nobody needs at start-up. */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/cy-shortcuts-window.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_present (shortcuts);
}

static void
toggle_sheet_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);

  gtk_toggle_button_set_active (self->sheet_toggle, !gtk_toggle_button_get_active (self->sheet_toggle));
}

static void
on_game_over_response (AdwMessageDialog *dialog,
                       const char       *response,
                       CyWindow         *self)
{
  if (g_strcmp0 (response, "again") == 0 && self->game != NULL)
    {
      g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint p = 0; p < cy_game_get_n_players (self->game); p++)
        g_ptr_array_add (players, g_object_ref (cy_game_get_player (self->game, p)));
      cy_window_start_game (self, players, (guint64) g_random_int ());
    }
  else if (g_strcmp0 (response, "new") == 0)
    cy_window_show_new_game (self);
}

static void
show_game_over (CyWindow *self)
{
  GtkWidget *dialog;
  GString *body = g_string_new (NULL);
  g_autofree char *heading = NULL;
  guint winners = cy_game_get_winners (self->game);
  guint n = cy_game_get_n_players (self->game);
  guint best = 0;
  GString *names = g_string_new (NULL);

  for (guint p = 0; p < n; p++)
    {
      guint bonus = cy_game_get_suited_bonus (self->game, p);

      /* Translators: one line of the final scores: "Ann: 312 (Suited Bonus 100)" */
      if (bonus > 0)
        g_string_append_printf (body, _("%s: %u (with the Suited Bonus of %u)\n"), player_name (self, p),
                                cy_game_get_total (self->game, p), bonus);
      else
        g_string_append_printf (body, _("%s: %u\n"), player_name (self, p), cy_game_get_total (self->game, p));

      if (winners & (1u << p))
        {
          if (names->len > 0)
            g_string_append (names, _(" and "));
          g_string_append (names, player_name (self, p));
          best = cy_game_get_total (self->game, p);
        }
    }

  if ((winners & (winners - 1)) != 0)
    heading = g_strdup_printf (_("%s share the win with %u"), names->str, best);
  else
    heading = g_strdup_printf (_("%s wins with %u"), names->str, best);

  cy_table_view_set_status (self->table, heading);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, g_strchomp (body->str));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "new", _("_New Game"),
                                    "again", _("_Play Again"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "again", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "again");
  g_signal_connect (dialog, "response", G_CALLBACK (on_game_over_response), self);
  gtk_window_present (GTK_WINDOW (dialog));

  g_string_free (body, TRUE);
  g_string_free (names, TRUE);
}

static void
cy_window_dispose (GObject *object)
{
  CyWindow *self = CY_WINDOW (object);

  disconnect_game (self);

  G_OBJECT_CLASS (cy_window_parent_class)->dispose (object);
}

static void
cy_window_finalize (GObject *object)
{
  CyWindow *self = CY_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->cache);
  for (guint i = 0; i < G_N_ELEMENTS (self->move_refusal); i++)
    g_clear_pointer (&self->move_refusal[i], g_free);

  G_OBJECT_CLASS (cy_window_parent_class)->finalize (object);
}

static void
load_card_theme (CyWindow *self)
{
  g_autofree char *path = g_settings_get_string (self->settings, "card-theme");
  gboolean four_colour = g_settings_get_boolean (self->settings, "four-colour-deck");
  g_autoptr(CyCardTheme) theme = NULL;

  if (path[0] != '\0')
    {
      g_autoptr(GError) error = NULL;

      theme = cy_card_theme_new_from_file (path, &error);
      if (theme == NULL)
        {
          g_autofree char *text = g_strdup_printf (_("The card theme could not be used (%s); showing the built-in deck"),
                                                   error->message);
          toast (self, text);
        }
    }

  if (theme == NULL)
    theme = cy_card_theme_new_default (four_colour);

  if (self->cache == NULL)
    self->cache = cy_card_cache_new (theme);
  else
    cy_card_cache_set_theme (self->cache, theme);
}

static void
on_animations_changed (CyWindow *self)
{
  cy_table_view_set_animate (self->table, g_settings_get_boolean (self->settings, "animations"));
}

/* The size is remembered once, when the window closes, not every frame. */
static gboolean
cy_window_close_request (GtkWindow *window)
{
  CyWindow *self = CY_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  if (!gtk_window_is_maximized (window))
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }

  return GTK_WINDOW_CLASS (cy_window_parent_class)->close_request (window);
}

static void
cy_window_class_init (CyWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_window_dispose;
  object_class->finalize = cy_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = cy_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CyWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, table_box);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, sheet_scroller);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, sheet_toggle);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, seat_draw_grid);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, seat_draw_result);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, seat_draw_button);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, pass_page);
  gtk_widget_class_bind_template_child (widget_class, CyWindow, pass_button);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.knock", NULL, knock_action);
  gtk_widget_class_install_action (widget_class, "win.draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "win.exchange", NULL, exchange_action);
  gtk_widget_class_install_action (widget_class, "win.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.confirm-move", NULL, confirm_move_action);
  gtk_widget_class_install_action (widget_class, "win.cancel-move", NULL, cancel_move_action);
  gtk_widget_class_install_action (widget_class, "win.next-hand", NULL, next_hand_action);
  gtk_widget_class_install_action (widget_class, "win.undo-score", NULL, undo_score_action);
  gtk_widget_class_install_action (widget_class, "win.continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-sheet", NULL, toggle_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_shortcuts_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK, "win.show-help-overlay", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.show-help-overlay", NULL);
  gtk_widget_class_install_action (widget_class, "game.score-category", "(uu)", score_category_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_install_action (widget_class, "win.key-move", "s", key_move_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_k, 0, "win.key-move", "s", "win.knock");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, 0, "win.key-move", "s", "win.draw");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, 0, "win.key-move", "s", "win.exchange");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "win.key-move", "s", "win.pass");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "win.next-hand", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "win.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.cancel-move", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo-score", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.toggle-sheet", NULL);
}

static void
cy_window_init (CyWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  cy_frame_timer_attach (GTK_WINDOW (self));

  self->settings = g_settings_new (APP_ID);
  self->owns_save = cy_save_file_lock ();
  load_card_theme (self);
  g_signal_connect_swapped (self->settings, "changed::card-theme", G_CALLBACK (load_card_theme), self);
  g_signal_connect_swapped (self->settings, "changed::four-colour-deck", G_CALLBACK (load_card_theme), self);

  self->table = CY_TABLE_VIEW (cy_table_view_new (self->cache));
  gtk_widget_set_hexpand (GTK_WIDGET (self->table), TRUE);
  gtk_box_prepend (self->table_box, GTK_WIDGET (self->table));
  g_signal_connect_swapped (self->table, "selection-changed", G_CALLBACK (on_selection_changed), self);
  g_signal_connect (self->table, "cards-dropped", G_CALLBACK (on_cards_dropped), self);
  cy_table_view_set_animate (self->table, g_settings_get_boolean (self->settings, "animations"));
  g_signal_connect_swapped (self->settings, "changed::animations", G_CALLBACK (on_animations_changed), self);

  self->sheet = CY_SCORE_SHEET (cy_score_sheet_new ());
  gtk_scrolled_window_set_child (self->sheet_scroller, GTK_WIDGET (self->sheet));

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  update_actions (self);
}

CyWindow *
cy_window_new (GtkApplication *application)
{
  return g_object_new (CY_TYPE_WINDOW, "application", application, NULL);
}

static void
read_rule_options (CyWindow      *self,
                   CyRuleOptions *options)
{
  cy_rule_options_init_default (options);
  options->stock_rule = g_settings_get_enum (self->settings, "stock-rule");
  options->turn_limit = CLAMP (g_settings_get_uint (self->settings, "turn-limit"), CY_MIN_TURN_LIMIT, CY_MAX_TURN_LIMIT);
}

void
cy_window_start_game (CyWindow  *self,
                      GPtrArray *players,
                      guint64    deal_number)
{
  g_autoptr(CyGame) game = NULL;
  CyRuleOptions options;

  g_return_if_fail (CY_IS_WINDOW (self));
  g_return_if_fail (players->len >= CY_MIN_PLAYERS && players->len <= CY_MAX_PLAYERS);

  read_rule_options (self, &options);
  game = cy_game_new ((CyPlayer * const *) players->pdata, players->len, &options, deal_number);
  set_game (self, game);
  cy_game_start (game, NULL);

  fill_seat_draw (self);
  self->seat_draw_shown = FALSE;
  gtk_stack_set_visible_child_name (self->stack, "seat-draw");
  gtk_widget_grab_focus (self->seat_draw_button);
  update_actions (self);
}

/* Resumes the saved game, if there is one. A save that cannot be read is
 * set aside, and the player told. */
gboolean
cy_window_resume (CyWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CyGame) game = NULL;
  g_autofree char *moved_to = NULL;

  g_return_val_if_fail (CY_IS_WINDOW (self), FALSE);

  if (!self->owns_save)
    {
      toast (self, _("Card Yacht is already open: this game will not be saved"));
      return FALSE;
    }

  game = cy_save_file_read (&moved_to, &error);
  if (game == NULL)
    {
      if (error != NULL)
        {
          g_autofree char *text = g_strdup_printf (_("The saved game could not be resumed and was set aside: %s"),
                                                   error->message);
          toast (self, text);
          g_message ("%s (moved to %s)", text, moved_to ? moved_to : "?");
        }
      return FALSE;
    }

  set_game (self, game);
  attach_views (self);
  self->seat_draw_shown = TRUE;
  cy_table_view_set_viewer (self->table, wanted_viewer (self));
  cy_table_view_set_status (self->table, _("Welcome back: the game goes on where it stopped"));
  gtk_stack_set_visible_child_name (self->stack, "table");
  queue_drive (self);
  return TRUE;
}

CyGame *
cy_window_get_game (CyWindow *self)
{
  g_return_val_if_fail (CY_IS_WINDOW (self), NULL);

  return self->game;
}

CyTableView *
cy_window_get_table (CyWindow *self)
{
  g_return_val_if_fail (CY_IS_WINDOW (self), NULL);

  return self->table;
}

static void
on_new_game_response (CyNewGameDialog *dialog,
                      CyWindow        *self)
{
  g_autoptr(GPtrArray) players = cy_new_game_dialog_get_players (dialog);
  guint64 deal = cy_new_game_dialog_get_deal_number (dialog);

  if (players != NULL)
    cy_window_start_game (self, players, deal);
}

void
cy_window_show_new_game (CyWindow *self)
{
  CyNewGameDialog *dialog = cy_new_game_dialog_new (GTK_WINDOW (self), self->settings);

  g_signal_connect (dialog, "start", G_CALLBACK (on_new_game_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}
