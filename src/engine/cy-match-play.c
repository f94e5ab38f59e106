/* cy-match-play.c: a person's actions and take-backs through the match
 *
 * The match checks once that a person may act (their turn, at the screen,
 * no computer deciding) and the game checks the rule; strict play takes
 * nothing back. Split from cy-match.c, which drives the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-error.h"
#include "cy-match-private.h"

/* Undo */

int
cy_match_get_undo_seat (CyMatch *self)
{
  CyMatchStep step;
  guint seat;
  int candidate = -1;

  g_return_val_if_fail (CY_IS_MATCH (self), -1);

  if (self->strict)
    return -1;

  for (guint i = self->n_undo; i > 0; i--)
    if (cy_match_game_can_undo (self->game, self->undo[i - 1]))
      {
        candidate = self->undo[i - 1];
        break;
      }

  if (candidate < 0)
    return -1;

  /* At one screen, a person takes back only their own action, never the
   * one of the person who had the screen before. */
  step = cy_match_game_get_step (self->game, &seat);
  if (self->n_humans > 1 &&
      (step == CY_MATCH_STEP_TURN || step == CY_MATCH_STEP_SCORE) &&
      _cy_match_seat_is_human (self, seat) && (int) seat != candidate)
    return -1;

  return candidate;
}

gboolean
cy_match_get_can_undo (CyMatch *self)
{
  return cy_match_get_undo_seat (self) >= 0;
}

gboolean
cy_match_undo (CyMatch  *self,
               GError  **error)
{
  int seat;
  gboolean ok;
  guint from = NO_LINE, to = NO_LINE;

  g_return_val_if_fail (CY_IS_MATCH (self), FALSE);

  seat = cy_match_get_undo_seat (self);
  if (seat < 0)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("There is nothing to take back"));
      return FALSE;
    }

  /* A computer player scheduled or deciding was to act after the move
   * taken back: its turn is not due any more (the person's is). */
  _cy_match_cancel_computer (self);

  /* What was taken back is no longer on the stack; the game's acted
   * signal must not push it again. */
  while (self->n_undo > 0 && self->undo[self->n_undo - 1] != seat)
    self->n_undo--;
  if (self->n_undo > 0)
    {
      self->n_undo--;
      from = self->undo_lines[self->n_undo][0];
      to = self->undo_lines[self->n_undo][1];
    }

  /* The action's lines leave the log with it (a newcomer found taken-back
   * moves still there), and the turns after it too where the game takes
   * those back as well. */
  self->undo_drops_lines = from != NO_LINE;
  self->undoing = TRUE;
  ok = cy_match_game_undo (self->game, (guint) seat, error);
  self->undoing = FALSE;
  self->undo_drops_lines = FALSE;
  if (!ok)
    {
      _cy_match_queue_drive (self);
      return FALSE;
    }
  if (from != NO_LINE && cy_match_game_undo_takes_later (self->game))
    to = self->log_dropped + self->log->len;
  _cy_match_drop_log_lines (self, from, to);

  g_object_notify_by_pspec (G_OBJECT (self), _cy_match_properties[PROP_CAN_UNDO]);
  _cy_match_queue_save (self);
  _cy_match_queue_drive (self);
  return TRUE;
}

/* A person's action */

gboolean
cy_match_can_act (CyMatch *self,
                  guint    seat)
{
  CyMatchStep step;
  guint to_act = 0;

  g_return_val_if_fail (CY_IS_MATCH (self), FALSE);

  /* The state can lag the game by one idle: the game's own step decides
   * whose turn it is, the state that the match has handed it over. */
  if ((self->state != CY_MATCH_STATE_HUMAN_TO_MOVE && self->state != CY_MATCH_STATE_CHOOSING) ||
      self->cancellable != NULL)
    return FALSE;

  step = cy_match_game_get_step (self->game, &to_act);
  return (step == CY_MATCH_STEP_TURN || step == CY_MATCH_STEP_SCORE) &&
         to_act == seat && self->viewer == (int) seat && _cy_match_seat_is_human (self, seat);
}

static gboolean
check_can_act (CyMatch  *self,
               guint     seat,
               GError  **error)
{
  CyMatchStep step;
  guint to_act = 0;

  if (cy_match_can_act (self, seat))
    return TRUE;

  step = cy_match_game_get_step (self->game, &to_act);
  if (seat >= cy_match_game_get_n_seats (self->game) || !_cy_match_seat_is_human (self, seat))
    g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("Computer players make their own moves"));
  else if ((step == CY_MATCH_STEP_TURN || step == CY_MATCH_STEP_SCORE) && to_act != seat)
    g_set_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("It is %s’s turn"),
                 cy_player_get_name (cy_match_game_get_player (self->game, to_act)));
  else
    g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("Wait for your turn"));
  return FALSE;
}

gboolean
cy_match_may_play (CyMatch        *self,
                   guint           seat,
                   gconstpointer   action,
                   GError        **error)
{
  g_return_val_if_fail (CY_IS_MATCH (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  return check_can_act (self, seat, error) && cy_match_game_may_play (self->game, seat, action, error);
}

gboolean
cy_match_play (CyMatch        *self,
               guint           seat,
               gconstpointer   action,
               GError        **error)
{
  gboolean ok;

  g_return_val_if_fail (CY_IS_MATCH (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!check_can_act (self, seat, error))
    return FALSE;
  /* The lines the action writes are its own (see cy_match_undo). */
  self->action_start = self->log_dropped + self->log->len;
  ok = cy_match_game_play (self->game, seat, action, error);
  self->action_start = NO_LINE;
  if (!ok)
    return FALSE;

  /* An action that ends no turn (a die kept) emits no acted: it is saved
   * all the same, so that nothing a person did is lost. */
  _cy_match_queue_save (self);
  return TRUE;
}

void
cy_match_set_strict (CyMatch  *self,
                     gboolean  strict)
{
  g_return_if_fail (CY_IS_MATCH (self));

  strict = !!strict;
  if (self->strict == strict)
    return;

  self->strict = strict;
  g_object_notify_by_pspec (G_OBJECT (self), _cy_match_properties[PROP_STRICT]);
  g_object_notify_by_pspec (G_OBJECT (self), _cy_match_properties[PROP_CAN_UNDO]);
}

gboolean
cy_match_get_strict (CyMatch *self)
{
  g_return_val_if_fail (CY_IS_MATCH (self), FALSE);
  return self->strict;
}
