/* cy-dice-game-match.c: Yacht as a game the match controller runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-dice-ai.h"
#include "cy-dice-game-hint.h"
#include "cy-dice-game-private.h"
#include "cy-dice-game-record.h"
#include "cy-error.h"
#include "cy-match.h"
#include "cy-statistics.h"

typedef struct
{
  CyDiceSeatView  view;
  CyDiceStrategy    *table;
  CyDiceChoice    choice;
  gboolean        roll_now;    /* the keep is on the table: roll it */
} DiceDecision;

static void
dice_decision_free (gpointer data)
{
  DiceDecision *decision = data;

  g_clear_pointer (&decision->table, cy_dice_strategy_unref);
  g_free (decision);
}

static const char *
match_get_game_id (CyMatchGame *game)
{
  return CY_DICE_GAME_ID;
}

static guint
match_get_n_seats (CyMatchGame *game)
{
  return CY_DICE_GAME (game)->n_players;
}

static CyPlayer *
match_get_player (CyMatchGame *game,
                  guint        seat)
{
  return cy_dice_game_get_player (CY_DICE_GAME (game), seat);
}

static CyMatchStep
match_get_step (CyMatchGame *game,
                guint       *seat)
{
  CyDiceGame *self = CY_DICE_GAME (game);

  if (self->over)
    return CY_MATCH_STEP_GAME_OVER;

  *seat = self->to_move;
  return self->rolls_used == CY_DICE_N_ROLLS ? CY_MATCH_STEP_SCORE : CY_MATCH_STEP_TURN;
}

/* A computer player's keep is shown before its roll (match_apply_decision()):
 * when the dice held differ from those of the last roll, the keep is on
 * the table and the roll is what remains. Told by the state alone, so a
 * game resumed between the two rolls as the uninterrupted one would. */
static gboolean
keep_shown (CyDiceGame *self)
{
  const CyDiceAction *last;

  if (self->rolls_used == 0 || self->rolls_used >= CY_DICE_N_ROLLS || self->actions->len == 0)
    return FALSE;

  last = &g_array_index (self->actions, CyDiceAction, self->actions->len - 1);
  return last->type == CY_DICE_ACTION_ROLL && last->held != self->held;
}

static void
match_prepare_decision (CyMatchGame *game,
                        CyDecision  *decision)
{
  CyDiceGame *self = CY_DICE_GAME (game);
  DiceDecision *data = g_new0 (DiceDecision, 1);

  cy_dice_game_get_seat_view (self, decision->seat, &data->view);
  data->roll_now = keep_shown (self);
  /* Never waits: if the table is still being computed, hard decides as
   * normal this once (cy_dice_ai_choose() with no table). */
  if (decision->kind == CY_PLAYER_KIND_HARD || decision->kind == CY_PLAYER_KIND_EXPERT)
    data->table = cy_dice_strategy_peek (self->rules);

  cy_decision_clear (decision);
  decision->data = data;
  decision->free_data = dice_decision_free;
}

static void
match_decide (CyDecision *decision)
{
  DiceDecision *data = decision->data;

  /* Decided when the keep was: no number is drawn twice for one roll. */
  if (data->roll_now)
    {
      data->choice = (CyDiceChoice) { .score = FALSE, .held = data->view.held };
      return;
    }

  cy_dice_ai_choose (decision->kind, &data->view, data->table, &decision->rng, &data->choice);
}

/* A quiet game plays on its plain state: the action is checked and
 * applied, and nobody is told. */
static gboolean
play_quietly (CyDiceGame          *self,
              guint                seat,
              const CyDiceChoice  *choice,
              GError             **error)
{
  CyDiceAction action = { .seat = (guint8) seat };

  if (choice->score)
    {
      action.type = CY_DICE_ACTION_SCORE;
      action.held = self->held;
      action.category = choice->category;
      memcpy (action.dice, self->dice, sizeof action.dice);
    }
  else
    {
      action.type = CY_DICE_ACTION_ROLL;
      action.held = self->rolls_used == 0 ? 0 : choice->held;
      for (guint i = 0; i < CY_DICE_N_DICE; i++)
        action.dice[i] = (action.held & (1u << i)) ? self->dice[i]
                         : (guint8) (1 + cy_random_below (&self->rng, CY_DICE_N_FACES));
    }

  if (!_cy_dice_game_apply (self, &action, error))
    return FALSE;
  g_array_append_val (self->actions, action);
  return TRUE;
}

gboolean
_cy_dice_game_play_choice (CyDiceGame          *self,
                           guint                seat,
                           const CyDiceChoice  *choice,
                           GError             **error)
{
  if (!_cy_dice_game_check_playing (self, seat, error))
    return FALSE;

  if (self->quiet)
    return play_quietly (self, seat, choice, error);

  if (choice->score)
    return cy_dice_game_score (self, choice->category, error);

  /* Checked whole before anything changes, so that a refused roll leaves
   * the held dice as they were. */
  if (!_cy_dice_game_check_roll (self, seat, self->rolls_used == 0 ? 0 : choice->held, error))
    return FALSE;
  if (self->rolls_used > 0 && !cy_dice_game_keep (self, choice->held, error))
    return FALSE;
  return cy_dice_game_roll (self, error);
}

/* A keep, a roll (keeping @action's held dice) or a score for @seat. */
static gboolean
check_action (CyDiceGame          *self,
              guint                seat,
              const CyDiceAction  *action,
              GError             **error)
{
  if (!_cy_dice_game_check_playing (self, seat, error))
    return FALSE;

  switch (action->type)
    {
    case CY_DICE_ACTION_KEEP:
      if (!cy_dice_game_may_keep (self, error))
        return FALSE;
      if (action->held & ~CY_DICE_MASK_ALL)
        return _cy_dice_game_refuse (error, _("There are only five dice"));
      return TRUE;

    case CY_DICE_ACTION_ROLL:
      /* Checked whole before anything changes, so that a refused roll
       * leaves the held dice as they were. */
      return _cy_dice_game_check_roll (self, seat, self->rolls_used == 0 ? 0 : action->held, error);

    case CY_DICE_ACTION_SCORE:
      return cy_dice_game_may_score (self, action->category, error);

    default:
      return _cy_dice_game_refuse (error, _("Unknown action"));
    }
}

static gboolean
play_action (CyDiceGame          *self,
             guint                seat,
             const CyDiceAction  *action,
             GError             **error)
{
  if (!check_action (self, seat, action, error))
    return FALSE;

  switch (action->type)
    {
    case CY_DICE_ACTION_KEEP:
      return cy_dice_game_keep (self, action->held, error);

    case CY_DICE_ACTION_ROLL:
      if (self->rolls_used > 0 && !cy_dice_game_keep (self, action->held, error))
        return FALSE;
      return cy_dice_game_roll (self, error);

    case CY_DICE_ACTION_SCORE:
    default:
      return cy_dice_game_score (self, action->category, error);
    }
}

static gboolean
match_may_play (CyMatchGame    *game,
                guint           seat,
                gconstpointer   action,
                GError        **error)
{
  return check_action (CY_DICE_GAME (game), seat, action, error);
}

static gboolean
match_play (CyMatchGame    *game,
            guint           seat,
            gconstpointer   action,
            GError        **error)
{
  return play_action (CY_DICE_GAME (game), seat, action, error);
}

static gboolean
match_apply_decision (CyMatchGame  *game,
                      CyDecision   *decision,
                      GError      **error)
{
  CyDiceGame *self = CY_DICE_GAME (game);
  DiceDecision *data = decision->data;

  g_return_val_if_fail (data != NULL, FALSE);

  /* A person at the table sees which dice the computer keeps: the keep
   * first, the roll as the next step, at the pace set for moves. */
  if (!self->quiet && !data->choice.score && self->rolls_used > 0 && data->choice.held != self->held)
    {
      if (!_cy_dice_game_check_roll (self, decision->seat, data->choice.held, error))
        return FALSE;
      return cy_dice_game_keep (self, data->choice.held, error);
    }

  return _cy_dice_game_play_choice (self, decision->seat, &data->choice, error);
}

/* The last roll's dice stay in view a little longer before they are
 * written: the roll itself was the step just shown. */
static gboolean
match_is_pause (CyMatchGame *game)
{
  CyDiceGame *self = CY_DICE_GAME (game);

  return !self->over && self->rolls_used == CY_DICE_N_ROLLS;
}

static gboolean
match_next_hand (CyMatchGame  *game,
                 GError      **error)
{
  return _cy_dice_game_refuse (error, _("Yacht has no hands to deal: the next turn begins by itself"));
}

static gboolean
match_can_undo (CyMatchGame *game,
                guint        seat)
{
  return cy_dice_game_can_undo (CY_DICE_GAME (game), seat);
}

static gboolean
match_undo (CyMatchGame  *game,
            guint         seat,
            GError      **error)
{
  return cy_dice_game_undo (CY_DICE_GAME (game), seat, error);
}

/* The game is replayed up to the score taken back: the turns after it go too. */
static gboolean
match_undo_takes_later (CyMatchGame *game)
{
  return TRUE;
}

static GBytes *
match_save (CyMatchGame *game)
{
  return cy_dice_game_save_to_bytes (CY_DICE_GAME (game));
}

static gboolean
match_check_invariants (CyMatchGame  *game,
                        GError      **error)
{
  return cy_dice_game_check_invariants (CY_DICE_GAME (game), error);
}

static guint
match_get_winners (CyMatchGame *game)
{
  return cy_dice_game_get_winners (CY_DICE_GAME (game));
}

/* Each rule set's statistics file, as Yacht has always written it: the
 * common fields, and two counters it never counts (the files hold them). */
static const CyStatisticsFormat statistics_formats[CY_DICE_N_RULES] = {
  [CY_DICE_RULES_YACHT_BONUS] = CY_STATISTICS_GAME_FORMAT ("yacht-bonus", "contracts-made", "contracts-set"),
  [CY_DICE_RULES_YACHT_1938] = CY_STATISTICS_GAME_FORMAT ("yacht-1938", "contracts-made", "contracts-set"),
  [CY_DICE_RULES_YATZY] = CY_STATISTICS_GAME_FORMAT ("yatzy", "contracts-made", "contracts-set"),
  [CY_DICE_RULES_YAHTZEE] = CY_STATISTICS_GAME_FORMAT ("yahtzee", "contracts-made", "contracts-set"),
};

static const CyStatisticsFormat *
statistics_format (guint index)
{
  g_return_val_if_fail (index < CY_DICE_N_RULES, NULL);

  return &statistics_formats[index];
}

/* A finished game in the statistics of its rule set, one entry a player.
 * Solitaire has no winner to count. */
static gboolean
match_record_statistics (CyMatchGame  *game,
                         GError      **error)
{
  CyDiceGame *self = CY_DICE_GAME (game);
  CyStatisticsResult entries[CY_DICE_MAX_PLAYERS] = { { 0 } };
  g_autoptr(GBytes) saved = NULL;
  guint winners;

  if (!self->over)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID, _("Only a finished game counts in the statistics"));
      return FALSE;
    }

  winners = cy_dice_game_get_winners (self);
  for (guint p = 0; p < self->n_players; p++)
    {
      entries[p].name = cy_player_get_name (self->players[p]);
      entries[p].won = self->n_players > 1 && (winners & (1u << p));
      entries[p].total = cy_dice_game_get_total (self, p);
      entries[p].bonus = cy_dice_game_get_bonus (self, p) > 0;
    }

  saved = cy_dice_game_save_to_bytes (self);
  return cy_statistics_store_record (statistics_format (self->rules), saved, entries, self->n_players, error);
}

void
_cy_dice_game_match_init (CyMatchGameInterface *iface)
{
  iface->get_game_id = match_get_game_id;
  iface->get_n_seats = match_get_n_seats;
  iface->get_player = match_get_player;
  iface->get_step = match_get_step;
  iface->prepare_decision = match_prepare_decision;
  iface->decide = match_decide;
  iface->apply_decision = match_apply_decision;
  iface->may_play = match_may_play;
  iface->play = match_play;
  iface->next_hand = match_next_hand;
  iface->can_undo = match_can_undo;
  iface->undo_takes_later = match_undo_takes_later;
  iface->undo = match_undo;
  iface->save = match_save;
  iface->check_invariants = match_check_invariants;
  iface->get_winners = match_get_winners;
  iface->record_statistics = match_record_statistics;
  iface->is_pause = match_is_pause;
}

static CyMatchGame *
load_dice_game (GBytes  *bytes,
                GError **error)
{
  return (CyMatchGame *) cy_dice_game_load_from_bytes (bytes, error);
}

void
cy_dice_game_register_match_loader (void)
{
  cy_match_register_game (CY_DICE_GAME_ID, load_dice_game);
}

static const char *
rule_set_key (guint index)
{
  return cy_dice_rules_get_key ((CyDiceRules) index);
}

static const char *
rule_set_name (guint index)
{
  return cy_dice_rules_get_label ((CyDiceRules) index);
}

static const char *
rule_set_summary (guint index)
{
  return cy_dice_rules_get_description ((CyDiceRules) index);
}

/* The coach plays perfectly and needs no generator: any seed gives its advice. */
static char *
hint_json (GObject        *game,
           const guint64  *seed,
           GError        **error)
{
  return cy_dice_game_hint_json (CY_DICE_GAME (game), error);
}

const CyGameInfo *
cy_dice_game_get_info (void)
{
  static const CyGameInfo info = {
    .id = CY_DICE_GAME_ID,
    .name = N_("Yacht"),
    .summary = N_("Dice: five dice, three rolls a turn, twelve categories; 35 more for 63 in Ones to Sixes"),
    .min_seats = CY_DICE_MIN_PLAYERS,
    .max_seats = CY_DICE_MAX_PLAYERS,
    .levels = 1u << CY_PLAYER_KIND_EASY | 1u << CY_PLAYER_KIND_NORMAL | 1u << CY_PLAYER_KIND_HARD,
    .load = load_dice_game,
    .get_record_format = cy_dice_game_record_get_format,
    .n_rule_sets = CY_DICE_N_RULES,
    .get_rule_set_key = rule_set_key,
    .get_rule_set_name = rule_set_name,
    .get_rule_set_summary = rule_set_summary,
    .get_statistics_format = statistics_format,
    .hint_json = hint_json,
  };

  return &info;
}
