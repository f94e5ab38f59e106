/* cy-boat-table-view-pad.c: the header (contract and scores), the running
 * count, the last trick, the score pad and the log of a game of Boat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-boat-solver.h"
#include "cy-boat-table-view-private.h"
#include "cy-card-widget.h"

#define MAX_LOG_LINES 80

/* The pad's columns. */
enum {
  PAD_HAND,
  PAD_BID,
  PAD_PAR,
  PAD_TEAM_0
};

static const char *
seat_name (CyBoatTableView *self,
           guint            seat)
{
  return cy_player_get_name (cy_boat_game_get_player (self->game, seat));
}

/* "Ann and Cat": the partners of @team. */
char *
_cy_boat_team_name (CyBoatTableView *self,
                    guint            team)
{
  /* Translators: two partners' names */
  return g_strdup_printf (_("%s and %s"), seat_name (self, team), seat_name (self, team + 2));
}

static char *
suit_text (int suit)
{
  /* Translators: a suit with its symbol, e.g. "♥ Hearts" */
  return g_strdup_printf (_("%s %s"), cy_card_get_suit_symbol ((CySuit) suit), cy_card_get_suit_name ((CySuit) suit));
}

void
_cy_boat_table_view_update_header (CyBoatTableView  *self,
                                   const CyBoatView *view)
{
  g_autofree char *contract = NULL;
  g_autofree char *team0 = _cy_boat_team_name (self, 0);
  g_autofree char *team1 = _cy_boat_team_name (self, 1);
  g_autofree char *scores = NULL;
  int score0 = cy_boat_game_get_score (self->game, 0);
  int score1 = cy_boat_game_get_score (self->game, 1);

  if (view->phase == CY_BOAT_PHASE_BIDDING && view->high_bidder < 0)
    /* Translators: the header while nobody has bid yet */
    contract = g_strdup_printf (_("Hand %u · Bidding: no bid yet"), view->hand_number);
  else if (view->phase == CY_BOAT_PHASE_BIDDING)
    /* Translators: the header during the bidding: the hand, the high bid and who made it */
    contract = g_strdup_printf (_("Hand %u · Bidding: %u by %s"), view->hand_number, view->high_bid,
                                seat_name (self, (guint) view->high_bidder));
  else if (view->trump < 0)
    /* Translators: the header before trump is named: the hand, the high bidder and the bid */
    contract = g_strdup_printf (_("Hand %u · Contract: %s at %u, trump not named yet"), view->hand_number,
                                seat_name (self, (guint) view->high_bidder), view->high_bid);
  else
    {
      g_autofree char *trump = suit_text (view->trump);

      /* Translators: the header: the hand, the high bidder, the bid and the trump suit */
      contract = g_strdup_printf (_("Hand %u · Contract: %s at %u, trump %s"), view->hand_number,
                                  seat_name (self, (guint) view->high_bidder), view->high_bid, trump);
    }

  /* Translators: each team and its score, e.g. "Ann and Cat 120 · Bob and Dan 85" */
  scores = g_strdup_printf (_("%s %d · %s %d"), team0, score0, team1, score1);
  gtk_label_set_text (self->contract_label, contract);
  gtk_label_set_text (self->scores_label, scores);
}

/* What the count means for the contract: how far the bidding partners
 * are from their bid, or that they reached it or can no longer. */
static char *
describe_count (CyBoatTableView          *self,
                const CyBoatRunningCount *count,
                gboolean                  over)
{
  g_autofree char *team = NULL;

  if (count->bidding_team < 0)
    return g_strdup ("");

  team = _cy_boat_team_name (self, (guint) count->bidding_team);
  if (over)
    return count->made
      /* Translators: the running count once the hand is over: the bidding partners and their bid */
      ? g_strdup_printf (_("%s made their bid of %u"), team, count->bid)
      /* Translators: the running count once the hand is over: the bidding partners and their bid */
      : g_strdup_printf (_("%s did not make their bid of %u"), team, count->bid);
  if (count->made)
    /* Translators: the running count: the bidding partners have taken their bid already */
    return g_strdup_printf (_("%s have made their bid of %u"), team, count->bid);
  if (count->set)
    /* Translators: the running count: too few points are left for the bidding partners' bid */
    return g_strdup_printf (_("%s can no longer make their bid of %u"), team, count->bid);
  /* Translators: the running count: the bidding partners, the card points
   * they still need, their bid, and the card points nobody has taken yet
   * (the discard's included) */
  return g_strdup_printf (_("%s need %u more for their bid of %u, with %u still to take"), team,
                          count->needed, count->bid, count->left);
}

/* Each partnership's card points so far in this hand, from the game's
 * running count, and what they mean for the bid. */
void
_cy_boat_table_view_update_count (CyBoatTableView *self)
{
  const CyBoatHand *hand = cy_boat_game_get_hand (self->game);
  CyBoatRunningCount count;
  g_autofree char *text = NULL;

  cy_boat_hand_get_running_count (hand, &count);
  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    {
      g_autofree char *team = _cy_boat_team_name (self, t);
      g_autofree char *points = g_strdup_printf ("%u", count.points[t]);
      /* Translators: a partnership's running count as a screen reader reads it,
       * e.g. "Ann and Cat: 35 card points" */
      g_autofree char *spoken = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u card point", "%s: %u card points",
                                                              count.points[t]),
                                                 team, count.points[t]);

      gtk_label_set_text (self->count_names[t], team);
      gtk_label_set_text (self->count_points[t], points);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->count_points[t]), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
    }

  text = describe_count (self, &count, hand->phase == CY_BOAT_PHASE_HAND_OVER);
  gtk_label_set_text (self->count_needed, text);
}

/* The last trick taken, to look at again. */
void
_cy_boat_table_view_update_last_trick (CyBoatTableView  *self,
                                       const CyBoatView *view)
{
  GtkWidget *child;
  guint complete = view->n_played / CY_BOAT_N_SEATS;
  guint start;
  CyBoatCard trick[CY_BOAT_N_SEATS];
  guint winner;
  g_autofree char *text = NULL;
  guint key = view->hand_number * 16 + complete + 1;

  /* Built again only when another trick has been taken. */
  if (key == self->last_trick_key)
    return;
  self->last_trick_key = key;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->last_trick_box))) != NULL)
    gtk_box_remove (self->last_trick_box, child);

  gtk_widget_set_sensitive (GTK_WIDGET (self->last_trick_button), complete > 0);
  if (complete == 0)
    {
      gtk_label_set_text (self->last_trick_label, _("No trick has been taken yet"));
      return;
    }

  start = (complete - 1) * CY_BOAT_N_SEATS;
  for (guint i = 0; i < CY_BOAT_N_SEATS; i++)
    trick[i] = view->played[start + i];
  winner = view->played_by[start + cy_boat_trick_winner (trick, view->trump)];

  for (guint i = 0; i < CY_BOAT_N_SEATS; i++)
    {
      CyBoatCard card = trick[i];
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *widget = cy_card_widget_new (self->cache, _cy_boat_card_image (card));
      GtkWidget *label = gtk_label_new (seat_name (self, view->played_by[start + i]));

      cy_card_widget_set_card_width (CY_CARD_WIDGET (widget), 56);
      gtk_widget_set_focusable (widget, FALSE);
      if (view->played_by[start + i] == winner)
        gtk_widget_add_css_class (widget, "trick-winner");
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 8);
      gtk_box_append (GTK_BOX (box), widget);
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (self->last_trick_box, box);
    }

  /* Translators: the last trick's popover: its number and who took it */
  text = g_strdup_printf (_("Trick %u, taken by %s"), complete, seat_name (self, winner));
  gtk_label_set_text (self->last_trick_label, text);
}

static void
solve_par_in_thread (GTask        *task,
                     gpointer      source_object,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  CyBoatSolver *solver = cy_boat_solver_get_default ();
  guint points;

  cy_boat_solver_clear (solver);
  if (cy_boat_solver_get_par (solver, task_data, &points))
    g_task_return_int (task, points);
  else
    g_task_return_int (task, -1);
}

static void start_next_par (CyBoatTableView *self);

/* A par worked out: in its pad row, in place (the pad keeps its scroll),
 * and under the result when it is the hand just over. */
static void
show_par (CyBoatTableView *self,
          guint            index)
{
  GtkWidget *cell = gtk_grid_get_child_at (self->pad_grid, PAD_PAR, (int) index + 1);
  GtkWidget *label = cell != NULL ? gtk_widget_get_first_child (cell) : NULL;

  if (label != NULL)
    {
      g_autofree char *text = g_strdup_printf ("%d", g_array_index (self->pars, int, index));

      gtk_label_set_text (GTK_LABEL (label), text);
    }
  if (index + 1 == cy_boat_game_get_n_hands (self->game))
    _cy_boat_table_view_refresh (self);
}

static void
on_par_solved (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  CyBoatTableView *self = CY_BOAT_TABLE_VIEW (source);
  gssize points = g_task_propagate_int (G_TASK (result), NULL);
  int index = GPOINTER_TO_INT (user_data);

  if (g_task_had_error (G_TASK (result)) || index != self->par_hand)
    return;
  self->par_hand = -1;
  if (points < 0 || (guint) index >= self->pars->len)
    return;
  g_array_index (self->pars, int, index) = (int) points;
  show_par (self, (guint) index);
  start_next_par (self);
}

/* Works out, in a thread, the par of the first finished hand that has
 * none yet; one at a time, so that a resumed game's hands come in order
 * and the solver's thread is never more than one. */
static void
start_next_par (CyBoatTableView *self)
{
  g_autoptr(GTask) task = NULL;
  guint n_hands;
  CyBoatHandResult result;

  if (self->game == NULL || self->par_hand >= 0)
    return;

  n_hands = cy_boat_game_get_n_hands (self->game);
  while (self->pars->len < n_hands)
    {
      int unknown = -1;

      g_array_append_val (self->pars, unknown);
    }
  for (guint i = 0; i < n_hands; i++)
    {
      /* Only a hand over: the par of a hand in play would tell its cards. */
      if (g_array_index (self->pars, int, i) >= 0 || !cy_boat_game_get_hand_result (self->game, i, &result))
        continue;

      g_cancellable_cancel (self->par_cancellable);
      g_clear_object (&self->par_cancellable);
      self->par_cancellable = g_cancellable_new ();
      self->par_hand = (int) i;
      task = g_task_new (self, self->par_cancellable, on_par_solved, GINT_TO_POINTER (i));
      g_task_set_task_data (task, g_memdup2 (cy_boat_game_get_nth_hand (self->game, i), sizeof (CyBoatHand)), g_free);
      g_task_run_in_thread (task, solve_par_in_thread);
      return;
    }
}

/* Another game (or none): its pars are worked out from the start. */
void
_cy_boat_table_view_reset_pars (CyBoatTableView *self)
{
  g_cancellable_cancel (self->par_cancellable);
  self->par_hand = -1;
  g_array_set_size (self->pars, 0);
}

/* What the bidding partners of hand @index would have taken, every card
 * seen and every seat playing perfectly: a way to learn from the hand.
 * -1 until it is worked out (the solver takes milliseconds, now and then
 * a fifth of a second, so not on the main thread); the table is refreshed
 * then. */
static int
get_par (CyBoatTableView *self,
         guint            index)
{
  start_next_par (self);
  return index < self->pars->len ? g_array_index (self->pars, int, index) : -1;
}

/* The line under a hand's result: whose par it is, and what. */
char *
_cy_boat_table_view_get_par_line (CyBoatTableView *self,
                                  guint            index)
{
  CyBoatHandResult result;
  g_autofree char *team = NULL;
  int par = get_par (self, index);

  if (par < 0 || !cy_boat_game_get_hand_result (self->game, index, &result))
    return NULL;

  team = _cy_boat_team_name (self, cy_boat_team_of (result.high_bidder));
  /* Translators: after the end of a hand: what the bidding partners
   * (their names) would have taken with perfect play, every card seen */
  return g_strdup_printf (_("Par for %s, every card seen and played perfectly: %u points"), team, (guint) par);
}

/* A cell of the score pad: one line, or two (@bottom) one above the other. */
static void
pad_cell (CyBoatTableView *self,
          int              column,
          int              row,
          const char      *top,
          const char      *top_class,
          const char      *bottom,
          const char      *bottom_class)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  const char *texts[2] = { top, bottom };
  const char *classes[2] = { top_class, bottom_class };

  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *label;

      if (texts[i] == NULL)
        continue;
      label = gtk_label_new (texts[i]);
      gtk_label_set_xalign (GTK_LABEL (label), column < PAD_PAR ? 0.0 : 1.0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 12);
      if (classes[i] != NULL)
        gtk_widget_add_css_class (label, classes[i]);
      gtk_box_append (GTK_BOX (box), label);
    }
  /* The headings lie above the scrolled rows, so that they stay in view;
   * each column keeps one width in both. */
  gtk_size_group_add_widget (self->pad_columns[column], box);
  gtk_grid_attach (row == 0 ? self->pad_heading_grid : self->pad_grid, box, column, row, 1, 1);
}

/* A row per hand: its number and dealer; the high bidder with the bid and
 * trump, and made or set; the bidders' par once the hand is over; for each
 * partnership its card points and the change to its score, and the running
 * total. */
void
_cy_boat_table_view_update_pad (CyBoatTableView *self)
{
  GtkWidget *child;
  int totals[CY_BOAT_N_TEAMS] = { 0, 0 };
  int row = 1;
  guint key = 0;

  /* Built again only when a row changes: a hand dealt, its contract, its result. */
  if (self->game != NULL)
    {
      const CyBoatHand *hand = cy_boat_game_get_hand (self->game);

      key = 1 + ((cy_boat_game_get_n_hands (self->game) * 8 + hand->phase) * 8 + (guint) (hand->trump + 1)) * 8 +
            (guint) (hand->high_bidder + 1);
    }
  if (key == self->pad_key)
    return;
  self->pad_key = key;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->pad_grid))) != NULL)
    gtk_grid_remove (self->pad_grid, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->pad_heading_grid))) != NULL)
    gtk_grid_remove (self->pad_heading_grid, child);

  if (self->game == NULL)
    return;

  /* Translators: the score pad's headings, each over two lines of a cell */
  pad_cell (self, PAD_HAND, 0, _("Hand"), "heading", _("Dealer"), "heading");
  pad_cell (self, PAD_BID, 0, _("Bid"), "heading", _("Result"), "heading");
  /* Translators: the score pad's par column, over two lines: "Par", then
   * whose it is, the bidding partners' (kept short: the pad is narrow) */
  pad_cell (self, PAD_PAR, 0, _("Par"), "heading", _("bidders"), "heading");
  gtk_widget_set_tooltip_text (gtk_grid_get_child_at (self->pad_heading_grid, PAD_PAR, 0),
                               _("The card points the bidding partners would take with every card seen "
                                 "and every seat playing perfectly"));
  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    {
      g_autofree char *team = _cy_boat_team_name (self, t);

      pad_cell (self, PAD_TEAM_0 + (int) t, 0, team, "heading", NULL, NULL);
    }

  for (guint i = 0; i < cy_boat_game_get_n_hands (self->game); i++)
    {
      const CyBoatHand *hand = cy_boat_game_get_nth_hand (self->game, i);
      CyBoatHandResult result;
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      g_autofree char *bid = NULL;

      pad_cell (self, PAD_HAND, row, number, NULL, seat_name (self, hand->dealer), "dim-label");

      if (!cy_boat_game_get_hand_result (self->game, i, &result))
        {
          /* The hand being played: the contract once it is known. */
          if (hand->phase != CY_BOAT_PHASE_BIDDING && hand->high_bidder >= 0)
            {
              bid = hand->trump >= 0
                ? g_strdup_printf ("%s %u %s", seat_name (self, (guint) hand->high_bidder), hand->high_bid,
                                   cy_card_get_suit_symbol ((CySuit) hand->trump))
                : g_strdup_printf ("%s %u", seat_name (self, (guint) hand->high_bidder), hand->high_bid);
              pad_cell (self, PAD_BID, row, bid, NULL, NULL, NULL);
            }
          row++;
          continue;
        }

      bid = g_strdup_printf ("%s %u %s", seat_name (self, result.high_bidder), result.bid,
                             cy_card_get_suit_symbol ((CySuit) result.trump));
      /* Translators: on the score pad, whether the bidding team reached its bid */
      pad_cell (self, PAD_BID, row, bid, NULL, result.made ? _("Made") : _("Set"), result.made ? "success" : "error");
      {
        int par = get_par (self, i);
        g_autofree char *points = par >= 0 ? g_strdup_printf ("%d", par) : NULL;

        /* An ellipsis while it is being worked out. */
        pad_cell (self, PAD_PAR, row, points != NULL ? points : "…", "numeric", NULL, NULL);
      }

      for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
        {
          g_autofree char *change = NULL;
          g_autofree char *total = NULL;
          g_autofree char *team = _cy_boat_team_name (self, t);
          g_autofree char *spoken = NULL;
          GtkWidget *cell;

          totals[t] += result.score_change[t];
          /* Only the change and the total, so that a cell keeps to two
           * short lines in the narrow pad; the card points, which differ
           * from the change only for bidders who were set, are told on
           * hover and to a screen reader. */
          change = g_strdup_printf ("%+d", result.score_change[t]);
          total = g_strdup_printf ("%d", totals[t]);
          pad_cell (self, PAD_TEAM_0 + (int) t, row, change, "numeric", total, "heading");
          /* Translators: a partnership's cell of the score pad as a tooltip
           * and a screen reader tell it: the partners, their card points in
           * the hand, the change to their score and their total, e.g.
           * "Ann and Cat: 60 card points, −120, total −1080" */
          spoken = g_strdup_printf (_("%s: %u card points, %+d, total %d"), team, result.points[t],
                                    result.score_change[t], totals[t]);
          cell = gtk_grid_get_child_at (self->pad_grid, PAD_TEAM_0 + (int) t, row);
          gtk_widget_set_tooltip_text (cell, spoken);
          gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
        }
      row++;
    }

  /* The newest hand in view, once the grid has its new size. */
  _cy_boat_table_view_scroll_log_later (self);
}

static gboolean
scroll_log_to_end (gpointer data)
{
  CyBoatTableView *self = data;
  GtkAdjustment *log = gtk_scrolled_window_get_vadjustment (self->log_scroller);
  GtkAdjustment *pad = gtk_scrolled_window_get_vadjustment (self->pad_scroller);

  gtk_adjustment_set_value (log, gtk_adjustment_get_upper (log));
  gtk_adjustment_set_value (pad, gtk_adjustment_get_upper (pad));
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static void
show_log (CyBoatTableView *self)
{
  g_autofree char *text = NULL;

  g_ptr_array_add (self->log_lines, NULL);
  text = g_strjoinv ("\n", (char **) self->log_lines->pdata);
  g_ptr_array_set_size (self->log_lines, self->log_lines->len - 1);
  gtk_label_set_text (self->log_label, text);
  _cy_boat_table_view_scroll_log_later (self);
}

/* The newest line of the log and the newest hand of the pad in view, once
 * they have their size: also when the pad is shown after a resume, its
 * size unknown while it was hidden. */
void
_cy_boat_table_view_scroll_log_later (CyBoatTableView *self)
{
  g_idle_add (scroll_log_to_end, g_object_ref (self));
}

/* A hand's lines are one block: the empty line between hands is kept. */
void
_cy_boat_table_view_add_log (CyBoatTableView *self,
                             const char      *text)
{
  if (text[0] == '\0' && (self->log_lines->len == 0 ||
                          ((const char *) g_ptr_array_index (self->log_lines, self->log_lines->len - 1))[0] == '\0'))
    return;

  g_ptr_array_add (self->log_lines, g_strdup (text));
  if (self->log_lines->len > MAX_LOG_LINES)
    g_ptr_array_remove_index (self->log_lines, 0);
  show_log (self);
}

/* The match keeps the log, so a resumed game shows it again. */
void
_cy_boat_table_view_load_log (CyBoatTableView *self)
{
  const char * const *lines;
  guint n_lines = 0;

  g_ptr_array_set_size (self->log_lines, 0);
  if (self->match != NULL)
    {
      lines = cy_match_get_log (self->match, &n_lines);
      for (guint i = n_lines > MAX_LOG_LINES ? n_lines - MAX_LOG_LINES : 0; i < n_lines; i++)
        if (lines[i][0] != '\0' || self->log_lines->len > 0)
          g_ptr_array_add (self->log_lines, g_strdup (lines[i]));
    }
  show_log (self);
}

/* Shows or hides the score pad: the button, F9 and the flap itself (a
 * click on the table beside it, Escape) all change the flap's reveal-flap,
 * to which the button is bound. */
static void
toggle_pad_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  CyBoatTableView *self = CY_BOAT_TABLE_VIEW (widget);

  gtk_toggle_button_set_active (self->pad_toggle, !gtk_toggle_button_get_active (self->pad_toggle));
}

void
_cy_boat_table_view_class_pad_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (ADW_TYPE_FLAP);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, contract_label);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, scores_label);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, count_box);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, last_trick_button);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, pad_scroller);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, pad_toggle);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, pad_flap);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, last_trick_label);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, last_trick_box);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, side_box);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, pad_grid);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, pad_heading_grid);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, CyBoatTableView, log_label);

  gtk_widget_class_install_action (widget_class, "boat.toggle-pad", NULL, toggle_pad_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "boat.toggle-pad", NULL);
}

/* The running count's two lines: each partnership's name and points,
 * then what they mean for the bid. The points keep three digits' room and
 * the second line is always there, so that nothing moves as the numbers
 * change; that line is cut short only in a window too narrow for it. */
void
_cy_boat_table_view_init_pad (CyBoatTableView *self)
{
  /* The caption above the teams' points on a phone. */
  GtkWidget *points_row = cy_wrap_box_new ();
  GtkWidget *caption = gtk_label_new (_("Card points this hand:"));

  for (guint c = 0; c < G_N_ELEMENTS (self->pad_columns); c++)
    self->pad_columns[c] = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  g_object_bind_property (self->pad_toggle, "active", self->pad_flap, "reveal-flap",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->log_scroller, "map", G_CALLBACK (_cy_boat_table_view_scroll_log_later),
                           self, G_CONNECT_SWAPPED);

  gtk_widget_add_css_class (caption, "dim-label");
  cy_wrap_box_set_spacing (CY_WRAP_BOX (points_row), 6);
  cy_wrap_box_append (CY_WRAP_BOX (points_row), caption);
  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    {
      GtkWidget *team = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

      self->count_names[t] = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_set_margin_start (GTK_WIDGET (self->count_names[t]), t == 0 ? 0 : 6);
      gtk_box_append (GTK_BOX (team), GTK_WIDGET (self->count_names[t]));

      self->count_points[t] = GTK_LABEL (gtk_label_new ("0"));
      gtk_label_set_width_chars (self->count_points[t], 3);
      gtk_label_set_xalign (self->count_points[t], 0.0);
      gtk_widget_add_css_class (GTK_WIDGET (self->count_points[t]), "heading");
      gtk_widget_add_css_class (GTK_WIDGET (self->count_points[t]), "numeric");
      gtk_box_append (GTK_BOX (team), GTK_WIDGET (self->count_points[t]));
      cy_wrap_box_append (CY_WRAP_BOX (points_row), team);
    }
  gtk_box_append (GTK_BOX (self->count_box), points_row);

  self->count_needed = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->count_needed, 0.0);
  gtk_label_set_ellipsize (self->count_needed, PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (self->count_box), GTK_WIDGET (self->count_needed));
}
