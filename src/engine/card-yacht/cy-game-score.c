/* cy-game-score.c: writing a hand's score in the sheet, and taking it back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-error.h"
#include "cy-game-private.h"

static gboolean
check_seat (CyGame  *self,
            guint    seat,
            GError **error)
{
  if (seat >= self->n_players)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID, _("There is no such player"));
      return FALSE;
    }

  return TRUE;
}

gboolean
cy_game_may_score (CyGame      *self,
                   guint        seat,
                   CyCategory   category,
                   GError     **error)
{
  g_return_val_if_fail (CY_IS_GAME (self), FALSE);

  if (!check_seat (self, seat, error))
    return FALSE;

  if (self->phase != CY_PHASE_SCORING)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("Hands are scored only when the hand is over"));
      return FALSE;
    }

  if (category >= CY_N_CATEGORIES)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID, _("There is no such category"));
      return FALSE;
    }

  if (self->hand_category[seat] >= 0)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                   _("%s has already scored this hand"), cy_player_get_name (self->players[seat]));
      return FALSE;
    }

  if (self->scores[seat][category] >= 0)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                   _("%s has already used %s"), cy_player_get_name (self->players[seat]),
                   cy_category_get_label (category));
      return FALSE;
    }

  return TRUE;
}

gboolean
cy_game_score (CyGame      *self,
               guint        seat,
               CyCategory   category,
               GError     **error)
{
  guint points;
  gboolean all_scored = TRUE;

  g_return_val_if_fail (CY_IS_GAME (self), FALSE);

  if (!cy_game_may_score (self, seat, category, error))
    return FALSE;

  points = cy_category_score (category, self->hands[seat].cards);
  self->scores[seat][category] = (gint16) points;
  memcpy (self->scored_hands[seat][category], self->hands[seat].cards, CY_HAND_SIZE);
  self->hand_category[seat] = (int) category;
  self->used[seat] |= 1u << category;
  self->verified[seat] &= ~(1u << category);

  for (guint p = 0; p < self->n_players; p++)
    if (self->hand_category[p] < 0)
      all_scored = FALSE;

  _cy_game_tell_scored (self, seat, category, points, all_scored);

  return TRUE;
}

/* Takes back this hand's score, until the next hand is dealt. */
gboolean
cy_game_unscore (CyGame  *self,
                 guint    seat,
                 GError **error)
{
  CyCategory category;

  g_return_val_if_fail (CY_IS_GAME (self), FALSE);

  if (!check_seat (self, seat, error))
    return FALSE;

  if ((self->phase != CY_PHASE_SCORING && self->phase != CY_PHASE_HAND_OVER) ||
      self->hand_category[seat] < 0)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("There is no score from this hand to take back"));
      return FALSE;
    }

  category = (CyCategory) self->hand_category[seat];
  self->scores[seat][category] = -1;
  memset (self->scored_hands[seat][category], CY_CARD_INVALID, CY_HAND_SIZE);
  self->hand_category[seat] = -1;
  self->used[seat] &= ~(1u << category);
  self->verified[seat] &= ~(1u << category);
  _cy_game_tell_unscored (self, seat, category);

  return TRUE;
}
