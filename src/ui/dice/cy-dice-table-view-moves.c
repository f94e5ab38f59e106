/* cy-dice-table-view-moves.c: Yacht's moves, and its table as the window's CyGameView
 *
 * dice.roll, dice.toggle and game.score-category ask the match for the
 * person to move; the status line, the coach and the result follow the
 * match.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-dice-ai.h"
#include "cy-dice-table-view-private.h"

/* The match: what the person at the screen may do */

/* In Yacht a person's whole turn is theirs: rolling, keeping and, after
 * the third roll, choosing a category. */
static gboolean
person_to_roll (CyDiceTableView *self)
{
  return self->match != NULL && self->game != NULL &&
         cy_match_can_act (self->match, cy_dice_game_get_to_move (self->game));
}

/* Whether the person to move may roll, or keep dice, now. */
static gboolean
may (CyDiceTableView  *self,
     CyDiceActionType  type)
{
  CyDiceAction action = { .type = type };

  if (!person_to_roll (self))
    return FALSE;

  action.seat = (guint8) cy_dice_game_get_to_move (self->game);
  action.held = cy_dice_game_get_held (self->game);
  return cy_match_may_play (self->match, action.seat, &action, NULL);
}

void
_cy_dice_table_view_update_actions (CyDiceTableView *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice.roll", may (self, CY_DICE_ACTION_ROLL));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice.toggle", may (self, CY_DICE_ACTION_KEEP));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.score-category", person_to_roll (self));
  cy_game_view_changed (CY_GAME_VIEW (self));
}

static const char *
player_name (CyDiceTableView *self,
             guint            seat)
{
  return cy_player_get_name (cy_dice_game_get_player (self->game, seat));
}

/* What the person at the screen can do now, on the status line. */
static void
update_status (CyDiceTableView *self)
{
  CyMatchState state = cy_match_get_state (self->match);
  int seat = cy_match_get_acting_seat (self->match);
  g_autofree char *text = NULL;
  const char *name = seat >= 0 ? player_name (self, (guint) seat) : "";

  /* The state lags the game by one idle, and waits between computer
   * moves: once the person has written their dice the next player is
   * named at once, not "roll the dice" for a moment longer (issue 26). */
  if ((state == CY_MATCH_STATE_HUMAN_TO_MOVE || state == CY_MATCH_STATE_CHOOSING ||
       state == CY_MATCH_STATE_WAITING) &&
      !person_to_roll (self) && !cy_dice_game_is_over (self->game))
    {
      guint next = cy_dice_game_get_to_move (self->game);

      if (!cy_player_is_human (cy_dice_game_get_player (self->game, next)))
        {
          text = g_strdup_printf (_("%s is thinking…"), player_name (self, next));
          cy_dice_table_view_set_status (self, text);
          return;
        }
    }

  switch (state)
    {
    case CY_MATCH_STATE_HUMAN_TO_MOVE:
    case CY_MATCH_STATE_CHOOSING:
      {
        guint used = cy_dice_game_get_rolls_used (self->game);

        if (used == 0)
          /* Translators: the status line at the start of a person's turn of Yacht */
          text = g_strdup_printf (_("%s: roll the dice (R or Space)"), name);
        else if (used < CY_DICE_N_ROLLS)
          text = g_strdup_printf (_("%s: keep dice and roll again, or choose a category"), name);
        else
          text = g_strdup_printf (_("%s: choose a category for these dice"), name);
      }
      break;

    case CY_MATCH_STATE_COMPUTER_THINKING:
      text = g_strdup_printf (_("%s is thinking…"), name);
      break;

    case CY_MATCH_STATE_GAME_OVER:
    case CY_MATCH_STATE_WAITING:
    case CY_MATCH_STATE_HAND_OFF:
    case CY_MATCH_STATE_HAND_OVER:
    default:
      break;
    }

  if (text != NULL)
    cy_dice_table_view_set_status (self, text);
}

/* The status follows the rolls within one state of the match. */
void
_cy_dice_table_view_on_match_changed (CyDiceTableView *self)
{
  if (self->match == NULL || self->game == NULL)
    return;

  update_status (self);
  cy_dice_table_view_set_can_act (self, person_to_roll (self));
  _cy_dice_table_view_update_actions (self);
}

/* The log's last lines under the dice, again: for a resumed game, and
 * when an action taken back took its lines with it. */
void
_cy_dice_table_view_load_log (CyDiceTableView *self)
{
  guint n_lines = 0;
  const char * const *log = self->match != NULL ? cy_match_get_log (self->match, &n_lines) : NULL;

  cy_dice_table_view_add_event (self, NULL);
  for (guint i = n_lines > N_EVENT_LINES ? n_lines - N_EVENT_LINES : 0; i < n_lines; i++)
    if (log[i][0] != '\0')
      cy_dice_table_view_add_event (self, log[i]);
}

/* The log's lines under the dice; the coach's advice was for the moment
 * before. */
void
_cy_dice_table_view_on_logged (CyDiceTableView *self,
           const char      *text)
{
  if (text[0] != '\0')
    cy_dice_table_view_add_event (self, text);
  cy_dice_table_view_set_hint (self, NULL);
}

/* A roll, a keep or a score of the person to move, through the match. */
static void
play (CyDiceTableView *self,
      CyDiceAction    *action)
{
  g_autoptr(GError) error = NULL;

  if (!person_to_roll (self))
    return;

  /* The coach's advice was for the dice as they were. */
  cy_dice_table_view_set_hint (self, NULL);
  action->seat = (guint8) cy_dice_game_get_to_move (self->game);
  if (!cy_match_play (self->match, action->seat, action, &error))
    cy_dice_table_view_set_hint (self, error->message);
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (widget);
  CyDiceAction action = { .type = CY_DICE_ACTION_ROLL };

  if (self->game == NULL)
    return;

  action.held = cy_dice_game_get_held (self->game);
  play (self, &action);
}

/* Keeps a die or lets it go (1-5, a click, a drag to the other side): a
 * move of its own, which the match saves. */
static void
toggle_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (widget);
  CyDiceAction action = { .type = CY_DICE_ACTION_KEEP };
  guint die = g_variant_get_uint32 (parameter);

  if (self->game == NULL || die >= CY_DICE_N_DICE)
    return;

  action.held = cy_dice_game_get_held (self->game) ^ (1u << die);
  play (self, &action);
}

/* The person to move writes the dice in a category of the sheet. */
static void
score_category_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (widget);
  CyDiceAction action = { .type = CY_DICE_ACTION_SCORE };
  guint seat, category;

  g_variant_get (parameter, "(uu)", &seat, &category);
  if (self->game == NULL || seat != cy_dice_game_get_to_move (self->game))
    return;

  action.category = (guint8) MIN (category, 255);
  play (self, &action);
}

/* CyGameView */

static void
cy_dice_table_view_set_match (CyGameView *view,
                              CyMatch    *match)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (view);
  CyDiceGame *game = match != NULL ? CY_DICE_GAME (cy_match_get_game (match)) : NULL;

  g_return_if_fail (match == NULL || CY_IS_DICE_GAME (cy_match_get_game (match)));

  g_set_object (&self->match, match);
  g_signal_group_set_target (self->match_signals, match);
  _cy_dice_table_view_show_game (self, game);
  /* hard's strategy table: made now in a thread, so no turn waits. */
  g_clear_pointer (&self->strategy, cy_dice_strategy_unref);
  if (game != NULL)
    self->strategy = cy_dice_strategy_peek (cy_dice_game_get_rules (game));

  /* The log comes back with a resumed game. */
  _cy_dice_table_view_load_log (self);

  cy_dice_table_view_set_status (self, NULL);
  cy_dice_table_view_set_can_act (self, person_to_roll (self));
  _cy_dice_table_view_on_match_changed (self);
  _cy_dice_table_view_update_actions (self);
}

static CyMatch *
cy_dice_table_view_get_match (CyGameView *view)
{
  return CY_DICE_TABLE_VIEW (view)->match;
}

static GObject *
cy_dice_table_view_get_game (CyGameView *view)
{
  return G_OBJECT (CY_DICE_TABLE_VIEW (view)->game);
}

static const char *
cy_dice_table_view_get_title (CyGameView *view)
{
  return _("Yacht");
}

static char *
cy_dice_table_view_dup_subtitle (CyGameView *view)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (view);
  g_autofree char *seed = NULL;

  if (self->game == NULL)
    return NULL;

  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, cy_dice_game_get_seed (self->game));
  /* Translators: the window's subtitle for Yacht: "Yacht with the bonus · Seed 42" */
  return g_strdup_printf (_("%s · Seed %s"), cy_dice_rules_get_label (cy_dice_game_get_rules (self->game)), seed);
}

static void
cy_dice_table_view_iface_set_status (CyGameView *view,
                                     const char *text)
{
  gtk_label_set_text (CY_DICE_TABLE_VIEW (view)->status_label, text != NULL ? text : "");
}

static const char *
cy_dice_table_view_get_status (CyGameView *view)
{
  return gtk_label_get_text (CY_DICE_TABLE_VIEW (view)->status_label);
}

/* Yacht's coach: the best keep or category with the final score it leads
 * to, and what the next best choices lose. */
static gboolean
cy_dice_table_view_hint (CyGameView *view)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (view);
  g_autoptr(GString) text = g_string_new (NULL);
  CyDiceSeatView seat_view;
  CyDiceHint hint;

  if (!person_to_roll (self))
    return FALSE;

  if (self->strategy == NULL)
    self->strategy = cy_dice_strategy_peek (cy_dice_game_get_rules (self->game));
  cy_dice_game_get_seat_view (self->game, cy_dice_game_get_to_move (self->game), &seat_view);
  if (self->strategy == NULL || !cy_dice_hint (&seat_view, self->strategy, &hint))
    {
      cy_dice_table_view_set_hint (self, _("The coach is still working out perfect play; ask again in a moment"));
      return FALSE;
    }

  for (guint i = 0; i < MIN (hint.n_options, 3u); i++)
    {
      g_autofree char *line = cy_dice_option_describe (&seat_view, &hint.options[i]);

      if (i > 0)
        g_string_append_c (text, '\n');
      /* Translators: the coach's best choice, then the second and third best */
      g_string_append_printf (text, i == 0 ? _("Best: %s") : i == 1 ? _("Second best: %s") : _("Third best: %s"), line);
    }
  cy_dice_table_view_set_hint (self, text->str);
  return TRUE;
}

static gboolean
cy_dice_table_view_can_hint (CyGameView *view)
{
  return person_to_roll (CY_DICE_TABLE_VIEW (view));
}

static void
cy_dice_table_view_set_hint_text (CyGameView *view,
                                  const char *text)
{
  cy_dice_table_view_set_hint (CY_DICE_TABLE_VIEW (view), text);
}

static const char *
cy_dice_table_view_get_take_back_label (CyGameView *view)
{
  return _("Take Back Your Score");
}

void
_cy_dice_table_view_on_replay_game (CyDiceTableView *self)
{
  _cy_dice_table_view_show_game (self, self->replay != NULL ? CY_DICE_GAME (cy_replay_get_game (self->replay)) : NULL);
}

static void
cy_dice_table_view_set_replay (CyGameView *view,
                               CyReplay   *replay)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (view);

  g_return_if_fail (replay == NULL || CY_IS_DICE_GAME (cy_replay_get_game (replay)));

  g_set_object (&self->replay, replay);
  g_signal_group_set_target (self->replay_signals, replay);
  cy_dice_table_view_set_can_act (self, FALSE);
  _cy_dice_table_view_on_replay_game (self);
  _cy_dice_table_view_update_actions (self);
}

static CyReplay *
cy_dice_table_view_get_replay (CyGameView *view)
{
  return CY_DICE_TABLE_VIEW (view)->replay;
}

/* Yacht's final lines: each total, and for each person a short review of
 * their decisions against perfect play. */
static char *
cy_dice_table_view_describe_result (CyGameView *view,
                                    GPtrArray  *lines)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (view);
  CyDiceGame *game = self->game;
  g_autoptr(CyDiceStrategy) strategy = cy_dice_strategy_peek (cy_dice_game_get_rules (game));
  guint totals[CY_MATCH_MAX_SEATS] = { 0 };
  const CyDiceAction *actions;
  guint n_actions;
  guint n_people = 0;

  actions = cy_dice_game_get_actions (game, &n_actions);
  for (guint p = 0; p < cy_dice_game_get_n_players (game); p++)
    {
      guint bonus = cy_dice_game_get_bonus (game, p);

      totals[p] = cy_dice_game_get_total (game, p);
      if (bonus > 0)
        /* Translators: one line of the final scores: "Ann: 212 (with the bonus of 35)" */
        g_ptr_array_add (lines, g_strdup_printf (_("%s: %u (with the bonus of %u)"), player_name (self, p),
                                                 totals[p], bonus));
      else
        g_ptr_array_add (lines, g_strdup_printf (_("%s: %u"), player_name (self, p), totals[p]));
    }

  /* The reviews after every total, not between two players' lines; named
   * when more than one person played. */
  for (guint p = 0; p < cy_dice_game_get_n_players (game); p++)
    n_people += cy_player_is_human (cy_dice_game_get_player (game, p));
  for (guint p = 0; p < cy_dice_game_get_n_players (game); p++)
    {
      CyDiceReview review;

      if (!cy_player_is_human (cy_dice_game_get_player (game, p)) || strategy == NULL ||
          !cy_dice_review (cy_dice_game_get_rules (game), cy_dice_game_get_n_players (game),
                           actions, n_actions, p, strategy, &review))
        continue;

      {
        g_autofree char *costliest = cy_dice_review_describe (&review);

        /* Translators: the review of a person's game against the Hard computer
         * player; %.1f is points, %s the costliest decision */
        g_autofree char *text = g_strdup_printf (_("Against Hard, which plays for the best expected score, your decisions cost %.1f points on average. %s."),
                                                 review.expected_loss, costliest);

        if (n_people > 1)
          /* Translators: a person's name, then the review of their game */
          g_ptr_array_add (lines, g_strdup_printf (_("%s: %s"), player_name (self, p), text));
        else
          g_ptr_array_add (lines, g_steal_pointer (&text));
      }
    }

  return cy_game_view_describe_winners (CY_MATCH_GAME (game), totals);
}

/* At one screen, each player rolls their own dice. */
static void
cy_dice_table_view_describe_hand_off (CyGameView  *view,
                                      const char  *name,
                                      char       **button,
                                      char       **description)
{
  *button = g_strdup_printf (_("_Start %s’s Turn"), name);
  *description = g_strdup (_("Each player rolls their own dice"));
}

static const char *
cy_dice_table_view_get_rule_set (CyGameView *view)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (view);

  return self->game != NULL ? cy_dice_rules_get_key (cy_dice_game_get_rules (self->game)) : NULL;
}

void
_cy_dice_table_view_game_view_init (CyGameViewInterface *iface)
{
  iface->describe_result = cy_dice_table_view_describe_result;
  iface->describe_hand_off = cy_dice_table_view_describe_hand_off;
  iface->get_rule_set = cy_dice_table_view_get_rule_set;
  iface->set_match = cy_dice_table_view_set_match;
  iface->get_match = cy_dice_table_view_get_match;
  iface->get_game = cy_dice_table_view_get_game;
  iface->get_title = cy_dice_table_view_get_title;
  iface->dup_subtitle = cy_dice_table_view_dup_subtitle;
  iface->set_status = cy_dice_table_view_iface_set_status;
  iface->get_status = cy_dice_table_view_get_status;
  iface->hint = cy_dice_table_view_hint;
  iface->can_hint = cy_dice_table_view_can_hint;
  iface->set_hint_text = cy_dice_table_view_set_hint_text;
  iface->get_take_back_label = cy_dice_table_view_get_take_back_label;
  iface->set_replay = cy_dice_table_view_set_replay;
  iface->get_replay = cy_dice_table_view_get_replay;
}

void
_cy_dice_table_view_class_moves_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "dice.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "dice.toggle", "u", toggle_action);
  gtk_widget_class_install_action (widget_class, "game.score-category", "(uu)", score_category_action);
}

/* R rolls (Space too, on the table), 1-5 keep a die or let it go:
 * wherever the focus is in the window, as the window's keys do. */
void
_cy_dice_table_view_add_keys (CyDiceTableView *self)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_r, 0),
                                                          gtk_named_action_new ("dice.roll")));
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    for (guint k = 0; k < 2; k++)
      {
        GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new ((k == 0 ? GDK_KEY_1 : GDK_KEY_KP_1) + i, 0),
                                                  gtk_named_action_new ("dice.toggle"));

        gtk_shortcut_set_arguments (shortcut, g_variant_new_uint32 (i));
        gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys), shortcut);
      }
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
