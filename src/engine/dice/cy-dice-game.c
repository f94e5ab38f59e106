/* cy-dice-game.c: the rules of Yacht as a state machine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-dice-ai.h"
#include "cy-dice-game-private.h"
#include "cy-error.h"
#include "cy-match.h"

G_DEFINE_FINAL_TYPE_WITH_CODE (CyDiceGame, cy_dice_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (CY_TYPE_MATCH_GAME, _cy_dice_game_match_init)
                               G_IMPLEMENT_INTERFACE (CY_TYPE_SHEET_MODEL, _cy_dice_game_sheet_init))

enum {
  PROP_0,
  PROP_ROUND,
  PROP_TO_MOVE,
  PROP_ROLLS_USED,
  PROP_HELD,
  PROP_OVER,
  N_PROPS
};

enum {
  TURN_STARTED,
  ROLLED,
  CATEGORY_SCORED,
  CATEGORY_UNSCORED,
  GAME_OVER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
cy_dice_game_finalize (GObject *object)
{
  CyDiceGame *self = (CyDiceGame *)object;

  for (guint i = 0; i < CY_DICE_MAX_PLAYERS; i++)
    g_clear_object (&self->players[i]);
  g_clear_pointer (&self->actions, g_array_unref);
  g_clear_pointer (&self->replay, g_array_unref);

  G_OBJECT_CLASS (cy_dice_game_parent_class)->finalize (object);
}

static void
cy_dice_game_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  CyDiceGame *self = CY_DICE_GAME (object);

  switch (prop_id)
    {
    case PROP_ROUND:
      g_value_set_uint (value, self->round);
      break;

    case PROP_TO_MOVE:
      g_value_set_uint (value, self->to_move);
      break;

    case PROP_ROLLS_USED:
      g_value_set_uint (value, self->rolls_used);
      break;

    case PROP_HELD:
      g_value_set_uint (value, self->held);
      break;

    case PROP_OVER:
      g_value_set_boolean (value, self->over);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_dice_game_class_init (CyDiceGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cy_dice_game_finalize;
  object_class->get_property = cy_dice_game_get_property;

  properties[PROP_ROUND] =
    g_param_spec_uint ("round", NULL, NULL, 1, CY_DICE_MAX_CATEGORIES, 1,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TO_MOVE] =
    g_param_spec_uint ("to-move", NULL, NULL, 0, CY_DICE_MAX_PLAYERS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROLLS_USED] =
    g_param_spec_uint ("rolls-used", NULL, NULL, 0, CY_DICE_N_ROLLS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A mask of dice positions. */
  properties[PROP_HELD] =
    g_param_spec_uint ("held", NULL, NULL, 0, CY_DICE_MASK_ALL, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OVER] =
    g_param_spec_boolean ("over", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (seat): a turn begins, with no dice rolled yet. */
  signals[TURN_STARTED] =
    g_signal_new ("turn-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /* (seat, held): the dice not in the mask held were rolled. */
  signals[ROLLED] =
    g_signal_new ("rolled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  /* (seat, category, points) */
  signals[CATEGORY_SCORED] =
    g_signal_new ("category-scored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);

  /* (seat, category): a score taken back. */
  signals[CATEGORY_UNSCORED] =
    g_signal_new ("category-unscored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  signals[GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
reset_state (CyDiceGame *self)
{
  self->over = FALSE;
  self->round = 1;
  self->to_move = 0;
  self->rolls_used = 0;
  self->held = 0;
  memset (self->dice, 0, sizeof self->dice);
  memset (self->scored_dice, 0, sizeof self->scored_dice);
  memset (self->used, 0, sizeof self->used);
  memset (self->jokers, 0, sizeof self->jokers);
  memset (self->yacht_bonuses, 0, sizeof self->yacht_bonuses);
  for (guint p = 0; p < CY_DICE_MAX_PLAYERS; p++)
    for (guint c = 0; c < CY_DICE_MAX_CATEGORIES; c++)
      self->scores[p][c] = -1;
}

static void
cy_dice_game_init (CyDiceGame *self)
{
  self->actions = g_array_new (FALSE, FALSE, sizeof (CyDiceAction));
  self->replay = g_array_new (FALSE, FALSE, sizeof (CyDiceAction));
  reset_state (self);
  _cy_dice_game_sheet_follow (self);
}

CyDiceGame *
_cy_dice_game_new_empty (CyDiceRules        rules,
                         CyPlayer * const  *players,
                         guint              n_players)
{
  CyDiceGame *self = g_object_new (CY_TYPE_DICE_GAME, NULL);

  self->rules = rules;
  self->n_players = n_players;
  for (guint p = 0; p < n_players; p++)
    self->players[p] = g_object_ref (players[p]);

  return self;
}

/**
 * cy_dice_game_new:
 * @rules: the rule set
 * @players: (array length=n_players): the seats, in the order they play
 * @n_players: 1 to 4
 * @seed: seeds the dice: the same seed and the same choices replay a game
 *
 * Returns: (transfer full): a game waiting for the first seat's first roll
 */
CyDiceGame *
cy_dice_game_new (CyDiceRules        rules,
                  CyPlayer * const  *players,
                  guint              n_players,
                  guint64            seed)
{
  CyDiceGame *self;

  g_return_val_if_fail (rules < CY_DICE_N_RULES, NULL);
  g_return_val_if_fail (n_players >= CY_DICE_MIN_PLAYERS && n_players <= CY_DICE_MAX_PLAYERS, NULL);
  for (guint p = 0; p < n_players; p++)
    g_return_val_if_fail (CY_IS_PLAYER (players[p]), NULL);

  self = _cy_dice_game_new_empty (rules, players, n_players);
  self->seed = seed;
  /* Stream 0x0d1ce keeps the dice apart from the deals of Card Yacht. */
  cy_random_init (&self->rng, seed, 0x0d1ce);

  return self;
}

gboolean
_cy_dice_game_refuse (GError     **error,
                      const char  *message)
{
  g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, message);
  return FALSE;
}

gboolean
_cy_dice_game_check_playing (CyDiceGame  *self,
                             guint        seat,
                             GError     **error)
{
  if (self->over)
    return _cy_dice_game_refuse (error, _("The game is over"));

  if (seat != self->to_move)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("It is not %s’s turn"),
                   cy_player_get_name (self->players[MIN (seat, self->n_players - 1)]));
      return FALSE;
    }

  return TRUE;
}

gboolean
_cy_dice_game_check_roll (CyDiceGame  *self,
                          guint        seat,
                          CyDiceMask   held,
                          GError     **error)
{
  if (!_cy_dice_game_check_playing (self, seat, error))
    return FALSE;

  if (self->rolls_used >= CY_DICE_N_ROLLS)
    return _cy_dice_game_refuse (error, _("No rolls left: write the dice into a category"));

  if (held & ~CY_DICE_MASK_ALL)
    return _cy_dice_game_refuse (error, _("There are only five dice"));

  if (self->rolls_used == 0 && held != 0)
    return _cy_dice_game_refuse (error, _("The first roll of a turn rolls all five dice"));

  if (held == CY_DICE_MASK_ALL)
    return _cy_dice_game_refuse (error, _("Every die is kept: release one to roll it, or write the dice into a category"));

  return TRUE;
}

static gboolean
check_score (CyDiceGame  *self,
             guint        seat,
             guint        category,
             GError     **error)
{
  if (!_cy_dice_game_check_playing (self, seat, error))
    return FALSE;

  if (self->rolls_used == 0)
    return _cy_dice_game_refuse (error, _("Roll first: there are no dice to write down yet"));

  if (category >= cy_dice_rules_get_n_categories (self->rules))
    {
      g_set_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("There is no category %u"), category);
      return FALSE;
    }

  if (self->used[seat] & (1u << category))
    {
      g_set_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("%s has used %s already"),
                   cy_player_get_name (self->players[seat]), cy_dice_category_get_label (self->rules, category));
      return FALSE;
    }

  if (!(cy_dice_allowed (self->rules, self->used[seat], self->dice) & (1u << category)))
    {
      guint face = self->dice[0];

      /* Only the Joker limits where open categories can be used. */
      if (!(self->used[seat] & (1u << (face - 1))))
        g_set_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                     /* Translators: the Joker rule; %s is an upper category, "Fives" */
                     _("The Joker rule: five equal dice go into %s while it is open"),
                     cy_dice_category_get_label (self->rules, face - 1));
      else
        g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                             _("The Joker rule: five equal dice go into an open lower category while there is one"));
      return FALSE;
    }

  return TRUE;
}

gboolean
_cy_dice_game_apply (CyDiceGame          *self,
                     const CyDiceAction  *action,
                     GError             **error)
{
  switch (action->type)
    {
    case CY_DICE_ACTION_ROLL:
      if (!_cy_dice_game_check_roll (self, action->seat, action->held, error))
        return FALSE;
      if (!cy_dice_are_valid (action->dice))
        return _cy_dice_game_refuse (error, _("Dice show 1 to 6"));
      for (guint i = 0; i < CY_DICE_N_DICE; i++)
        if ((action->held & (1u << i)) && action->dice[i] != self->dice[i])
          return _cy_dice_game_refuse (error, _("A kept die cannot change when the others are rolled"));

      memcpy (self->dice, action->dice, sizeof self->dice);
      self->held = action->held;
      self->rolls_used++;
      return TRUE;

    case CY_DICE_ACTION_SCORE:
      if (!check_score (self, action->seat, action->category, error))
        return FALSE;
      if (memcmp (action->dice, self->dice, sizeof self->dice) != 0 || action->held & ~CY_DICE_MASK_ALL)
        return _cy_dice_game_refuse (error, _("Only the dice on the table can be written down"));

      /* The Yahtzee bonus and the Joker follow the sheet before the score. */
      self->yacht_bonuses[action->seat] +=
        cy_dice_yacht_bonus (self->rules, self->scores[action->seat][cy_dice_rules_get_yacht_category (self->rules)],
                             self->dice) / CY_DICE_YACHT_BONUS;
      if (cy_dice_is_joker (self->rules, self->used[action->seat], self->dice))
        self->jokers[action->seat] |= 1u << action->category;
      self->scores[action->seat][action->category] =
        (gint16) cy_dice_score_on_sheet (self->rules, action->category, self->used[action->seat], self->dice);
      memcpy (self->scored_dice[action->seat][action->category], self->dice, sizeof self->dice);
      self->used[action->seat] |= 1u << action->category;

      self->rolls_used = 0;
      self->held = 0;
      memset (self->dice, 0, sizeof self->dice);
      if (++self->to_move == self->n_players)
        {
          self->to_move = 0;
          if (self->round == cy_dice_rules_get_n_categories (self->rules))
            self->over = TRUE;
          else
            self->round++;
        }
      return TRUE;

    default:
      return _cy_dice_game_refuse (error, _("Unknown action"));
    }
}

/* After any change: what views bind to, then the match. */
static void
notify_state (CyDiceGame *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TO_MOVE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROLLS_USED]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HELD]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVER]);
  g_object_thaw_notify (G_OBJECT (self));
}

/* Fills @dice with a roll taken back, if this is that roll again: the
 * same seat keeping the same dice. Any other roll ends the replay. */
static gboolean
take_replay (CyDiceGame *self,
             guint       seat,
             CyDiceMask  held,
             guint8      dice[CY_DICE_N_DICE])
{
  const CyDiceAction *next;
  gboolean same;

  if (self->replay->len == 0)
    return FALSE;

  next = &g_array_index (self->replay, CyDiceAction, 0);
  same = next->seat == seat && next->held == held;
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    if ((held & (1u << i)) && next->dice[i] != self->dice[i])
      same = FALSE;
  if (!same)
    {
      g_array_set_size (self->replay, 0);
      return FALSE;
    }

  memcpy (dice, next->dice, CY_DICE_N_DICE);
  g_array_remove_index (self->replay, 0);
  return TRUE;
}

/* Whether @seat is the one person at the screen, whom the log speaks to
 * as "you" (whole sentences: languages conjugate differently). */
static gboolean
is_you (CyDiceGame *self,
        guint       seat)
{
  return (int) seat == cy_player_find_you (self->players, self->n_players);
}

static gboolean
play_roll (CyDiceGame    *self,
           CyDiceMask     held,
           const guint8  *given,
           GError       **error)
{
  CyDiceAction action = { 0 };
  guint seat = self->to_move;
  guint8 replayed[CY_DICE_N_DICE];
  g_autofree char *all = NULL;
  g_autofree char *event = NULL;

  if (!_cy_dice_game_check_roll (self, seat, held, error))
    return FALSE;

  action.seat = (guint8) seat;
  action.type = CY_DICE_ACTION_ROLL;
  action.held = held;
  if (given == NULL && take_replay (self, seat, held, replayed))
    given = replayed;
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    action.dice[i] = (held & (1u << i)) ? self->dice[i]
                     : given ? given[i] : (guint8) (1 + cy_random_below (&self->rng, CY_DICE_N_FACES));

  if (!_cy_dice_game_apply (self, &action, error))
    return FALSE;
  g_array_append_val (self->actions, action);

  all = cy_dice_to_string (self->dice, CY_DICE_MASK_ALL, FALSE);
  if (held == 0)
    event = is_you (self, seat) ? g_strdup_printf (_("You rolled %s"), all)
                                : g_strdup_printf (_("%s rolled %s"), cy_player_get_name (self->players[seat]), all);
  else
    {
      g_autofree char *kept = cy_dice_to_string (self->dice, held, FALSE);
      g_autofree char *rolled = cy_dice_to_string (self->dice, CY_DICE_MASK_ALL & ~held, FALSE);

      if (is_you (self, seat))
        /* Translators: the dice kept, the dice rolled, then all five:
         * "You kept 5 5 and rolled 2 5 6: 2 5 5 5 6" */
        event = g_strdup_printf (_("You kept %s and rolled %s: %s"), kept, rolled, all);
      else
        /* Translators: the dice kept, the dice rolled, then all five:
         * "Ann kept 5 5 and rolled 2 5 6: 2 5 5 5 6" */
        event = g_strdup_printf (_("%s kept %s and rolled %s: %s"), cy_player_get_name (self->players[seat]),
                                 kept, rolled, all);
    }

  notify_state (self);
  g_signal_emit (self, signals[ROLLED], 0, seat, (guint) held);
  cy_match_game_emit_event (CY_MATCH_GAME (self), event);
  cy_match_game_emit_acted (CY_MATCH_GAME (self), (int) seat);
  return TRUE;
}

gboolean
cy_dice_game_may_keep (CyDiceGame  *self,
                       GError     **error)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), FALSE);

  if (!_cy_dice_game_check_playing (self, self->to_move, error))
    return FALSE;

  if (self->rolls_used == 0)
    return _cy_dice_game_refuse (error, _("Roll first: there are no dice to keep yet"));

  if (self->rolls_used >= CY_DICE_N_ROLLS)
    return _cy_dice_game_refuse (error, _("No rolls left: write the dice into a category"));

  return TRUE;
}

gboolean
cy_dice_game_keep (CyDiceGame  *self,
                   CyDiceMask   held,
                   GError     **error)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), FALSE);

  if (!cy_dice_game_may_keep (self, error))
    return FALSE;

  if (held & ~CY_DICE_MASK_ALL)
    return _cy_dice_game_refuse (error, _("There are only five dice"));

  if (held != self->held)
    {
      self->held = held;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HELD]);
    }

  return TRUE;
}

gboolean
cy_dice_game_roll (CyDiceGame  *self,
                   GError     **error)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), FALSE);

  return play_roll (self, self->rolls_used == 0 ? 0 : self->held, NULL, error);
}

gboolean
cy_dice_game_roll_dice (CyDiceGame    *self,
                        const guint8   dice[CY_DICE_N_DICE],
                        GError       **error)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), FALSE);
  g_return_val_if_fail (dice != NULL, FALSE);

  if (!cy_dice_are_valid (dice))
    return _cy_dice_game_refuse (error, _("Dice show 1 to 6"));

  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    if (self->rolls_used > 0 && (self->held & (1u << i)) && dice[i] != self->dice[i])
      return _cy_dice_game_refuse (error, _("A kept die cannot change when the others are rolled"));

  return play_roll (self, self->rolls_used == 0 ? 0 : self->held, dice, error);
}

gboolean
cy_dice_game_may_roll (CyDiceGame  *self,
                       GError     **error)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), FALSE);

  return _cy_dice_game_check_roll (self, self->to_move, self->rolls_used == 0 ? 0 : self->held, error);
}

gboolean
cy_dice_game_may_score (CyDiceGame  *self,
                        guint        category,
                        GError     **error)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), FALSE);

  return check_score (self, self->to_move, category, error);
}

gboolean
cy_dice_game_score (CyDiceGame  *self,
                    guint        category,
                    GError     **error)
{
  CyDiceAction action = { 0 };
  guint seat;
  guint points;
  guint bonus_before;
  guint yacht_bonus_before;
  g_autofree char *event = NULL;

  g_return_val_if_fail (CY_IS_DICE_GAME (self), FALSE);

  seat = self->to_move;
  if (!check_score (self, seat, category, error))
    return FALSE;

  action.seat = (guint8) seat;
  action.type = CY_DICE_ACTION_SCORE;
  action.held = self->held;
  action.category = (guint8) category;
  memcpy (action.dice, self->dice, sizeof action.dice);

  bonus_before = cy_dice_game_get_bonus (self, seat);
  yacht_bonus_before = cy_dice_game_get_yacht_bonus (self, seat);
  if (!_cy_dice_game_apply (self, &action, error))
    return FALSE;
  g_array_append_val (self->actions, action);

  points = (guint) self->scores[seat][category];
  if (is_you (self, seat) && cy_dice_game_get_yacht_bonus (self, seat) > yacht_bonus_before)
    /* Translators: "You wrote 30 in Sixes and won a Yahtzee bonus of 100" */
    event = g_strdup_printf (_("You wrote %u in %s and won a Yahtzee bonus of %u"), points,
                             cy_dice_category_get_label (self->rules, category), CY_DICE_YACHT_BONUS);
  else if (is_you (self, seat) && cy_dice_game_get_bonus (self, seat) > bonus_before)
    /* Translators: "You wrote 18 in Sixes and won the bonus of 35" */
    event = g_strdup_printf (_("You wrote %u in %s and won the bonus of %u"), points,
                             cy_dice_category_get_label (self->rules, category), cy_dice_rules_get_bonus (self->rules));
  else if (is_you (self, seat))
    /* Translators: "You wrote 25 in Full House" */
    event = g_strdup_printf (_("You wrote %u in %s"), points, cy_dice_category_get_label (self->rules, category));
  else if (cy_dice_game_get_yacht_bonus (self, seat) > yacht_bonus_before)
    /* Translators: "Ann wrote 30 in Sixes and won a Yahtzee bonus of 100" */
    event = g_strdup_printf (_("%s wrote %u in %s and won a Yahtzee bonus of %u"),
                             cy_player_get_name (self->players[seat]), points,
                             cy_dice_category_get_label (self->rules, category), CY_DICE_YACHT_BONUS);
  else if (cy_dice_game_get_bonus (self, seat) > bonus_before)
    /* Translators: "Ann wrote 18 in Sixes and won the bonus of 35" */
    event = g_strdup_printf (_("%s wrote %u in %s and won the bonus of %u"), cy_player_get_name (self->players[seat]),
                             points, cy_dice_category_get_label (self->rules, category),
                             cy_dice_rules_get_bonus (self->rules));
  else
    /* Translators: "Ann wrote 25 in Full House" */
    event = g_strdup_printf (_("%s wrote %u in %s"), cy_player_get_name (self->players[seat]),
                             points, cy_dice_category_get_label (self->rules, category));

  notify_state (self);
  g_signal_emit (self, signals[CATEGORY_SCORED], 0, seat, category, points);
  cy_match_game_emit_event (CY_MATCH_GAME (self), event);
  if (self->over)
    g_signal_emit (self, signals[GAME_OVER], 0);
  else
    g_signal_emit (self, signals[TURN_STARTED], 0, self->to_move);
  cy_match_game_emit_acted (CY_MATCH_GAME (self), (int) seat);
  return TRUE;
}

/* The index of @seat's score that may be taken back, or -1: its last
 * action, or its last score followed only by computer players' turns. */
static int
find_undo_action (CyDiceGame *self,
                  guint       seat)
{
  if (self->over || seat >= self->n_players)
    return -1;

  for (guint i = self->actions->len; i > 0; i--)
    {
      const CyDiceAction *action = &g_array_index (self->actions, CyDiceAction, i - 1);

      if (action->seat == seat)
        return action->type == CY_DICE_ACTION_SCORE ? (int) i - 1 : -1;
      if (cy_player_is_human (self->players[action->seat]))
        return -1;
    }

  return -1;
}

gboolean
cy_dice_game_can_undo (CyDiceGame *self,
                       guint       seat)
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), FALSE);

  /* The same policy as Card Yacht: a score can be taken back until the
   * game moves on for a person: its own next roll, or another person's
   * action; never once the game is over. */
  return find_undo_action (self, seat) >= 0;
}

gboolean
cy_dice_game_undo (CyDiceGame  *self,
                   guint        seat,
                   GError     **error)
{
  g_autoptr(GArray) actions = NULL;
  g_autofree char *event = NULL;
  CyDiceAction last;
  int index;
  gboolean later;

  g_return_val_if_fail (CY_IS_DICE_GAME (self), FALSE);

  index = find_undo_action (self, seat);
  if (index < 0)
    return _cy_dice_game_refuse (error, _("There is no score to take back"));

  last = g_array_index (self->actions, CyDiceAction, index);
  later = (guint) index + 1 < self->actions->len;

  /* Replaying the actions before it restores everything exactly, the
   * dice held at the time included. */
  actions = g_steal_pointer (&self->actions);
  self->actions = g_array_new (FALSE, FALSE, sizeof (CyDiceAction));
  reset_state (self);
  for (guint i = 0; i < (guint) index; i++)
    {
      const CyDiceAction *action = &g_array_index (actions, CyDiceAction, i);

      if (!_cy_dice_game_apply (self, action, NULL))
        g_assert_not_reached ();
      g_array_append_val (self->actions, *action);
    }
  self->held = last.held;
  g_array_set_size (self->replay, 0);
  for (guint i = (guint) index + 1; i < actions->len; i++)
    if (g_array_index (actions, CyDiceAction, i).type == CY_DICE_ACTION_ROLL)
      g_array_append_val (self->replay, g_array_index (actions, CyDiceAction, i));

  if (is_you (self, seat))
    event = g_strdup_printf (later ? _("Your score in %s and the turns after it were taken back")
                                   : _("Your score in %s was taken back"),
                             cy_dice_category_get_label (self->rules, last.category));
  else if (later)
    /* Translators: "Ann’s score in Full House and the turns after it were taken back" */
    event = g_strdup_printf (_("%s’s score in %s and the turns after it were taken back"),
                             cy_player_get_name (self->players[seat]),
                             cy_dice_category_get_label (self->rules, last.category));
  else
    /* Translators: "Ann’s score in Full House was taken back" */
    event = g_strdup_printf (_("%s’s score in %s was taken back"), cy_player_get_name (self->players[seat]),
                             cy_dice_category_get_label (self->rules, last.category));

  notify_state (self);
  g_signal_emit (self, signals[CATEGORY_UNSCORED], 0, seat, (guint) last.category);
  cy_match_game_emit_event (CY_MATCH_GAME (self), event);
  cy_match_game_emit_acted (CY_MATCH_GAME (self), (int) seat);
  return TRUE;
}
