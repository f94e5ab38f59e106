/* cy-match-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-match-game.h"

G_DEFINE_INTERFACE (CyMatchGame, cy_match_game, G_TYPE_OBJECT)

enum {
  ACTED,
  EVENT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
cy_match_game_default_init (CyMatchGameInterface *iface)
{
  /**
   * CyMatchGame::acted:
   * @seat: who acted, or -1 (a deal, an automatic event)
   *
   * A change is whole: the match looks at what comes next.
   */
  signals[ACTED] =
    g_signal_new ("acted", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * CyMatchGame::event:
   * @text: one translated line for the move log
   */
  signals[EVENT] =
    g_signal_new ("event", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

void
cy_match_game_emit_event (CyMatchGame *self,
                          const char  *text)
{
  g_return_if_fail (CY_IS_MATCH_GAME (self));

  g_signal_emit (self, signals[EVENT], 0, text);
}

void
cy_match_game_emit_acted (CyMatchGame *self,
                          int          seat)
{
  g_return_if_fail (CY_IS_MATCH_GAME (self));

  g_signal_emit (self, signals[ACTED], 0, seat);
}

#define IFACE(self) CY_MATCH_GAME_GET_IFACE (self)

const char *
cy_match_game_get_game_id (CyMatchGame *self)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), NULL);
  return IFACE (self)->get_game_id (self);
}

guint
cy_match_game_get_n_seats (CyMatchGame *self)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), 0);
  return IFACE (self)->get_n_seats (self);
}

CyPlayer *
cy_match_game_get_player (CyMatchGame *self,
                          guint        seat)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), NULL);
  return IFACE (self)->get_player (self, seat);
}

CyMatchStep
cy_match_game_get_step (CyMatchGame *self,
                        guint       *seat)
{
  guint dummy = 0;

  g_return_val_if_fail (CY_IS_MATCH_GAME (self), CY_MATCH_STEP_GAME_OVER);
  return IFACE (self)->get_step (self, seat ? seat : &dummy);
}

void
cy_match_game_prepare_decision (CyMatchGame *self,
                                CyDecision  *decision)
{
  g_return_if_fail (CY_IS_MATCH_GAME (self));
  IFACE (self)->prepare_decision (self, decision);
}

void
cy_match_game_decide (CyMatchGame *self,
                      CyDecision  *decision)
{
  g_return_if_fail (CY_IS_MATCH_GAME (self));
  IFACE (self)->decide (decision);
}

gboolean
cy_match_game_apply_decision (CyMatchGame  *self,
                              CyDecision   *decision,
                              GError      **error)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), FALSE);
  return IFACE (self)->apply_decision (self, decision, error);
}

gboolean
cy_match_game_may_play (CyMatchGame   *self,
                        guint          seat,
                        gconstpointer  action,
                        GError       **error)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  return IFACE (self)->may_play (self, seat, action, error);
}

gboolean
cy_match_game_play (CyMatchGame   *self,
                    guint          seat,
                    gconstpointer  action,
                    GError       **error)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  return IFACE (self)->play (self, seat, action, error);
}

gboolean
cy_match_game_next_hand (CyMatchGame  *self,
                         GError      **error)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), FALSE);
  return IFACE (self)->next_hand (self, error);
}

gboolean
cy_match_game_can_undo (CyMatchGame *self,
                        guint        seat)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), FALSE);
  return IFACE (self)->can_undo != NULL && IFACE (self)->can_undo (self, seat);
}

gboolean
cy_match_game_undo (CyMatchGame  *self,
                    guint         seat,
                    GError      **error)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), FALSE);
  g_return_val_if_fail (IFACE (self)->undo != NULL, FALSE);
  return IFACE (self)->undo (self, seat, error);
}

gboolean
cy_match_game_undo_takes_later (CyMatchGame *self)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), FALSE);
  return IFACE (self)->undo_takes_later != NULL && IFACE (self)->undo_takes_later (self);
}

GBytes *
cy_match_game_save (CyMatchGame *self)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), NULL);
  return IFACE (self)->save (self);
}

gboolean
cy_match_game_check_invariants (CyMatchGame  *self,
                                GError      **error)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), FALSE);
  return IFACE (self)->check_invariants == NULL || IFACE (self)->check_invariants (self, error);
}

guint
cy_match_game_get_winners (CyMatchGame *self)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), 0);
  return IFACE (self)->get_winners (self);
}

gboolean
cy_match_game_record_statistics (CyMatchGame  *self,
                                 GError      **error)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), FALSE);
  return IFACE (self)->record_statistics == NULL || IFACE (self)->record_statistics (self, error);
}

gboolean
cy_match_game_is_pause (CyMatchGame *self)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), FALSE);
  return IFACE (self)->is_pause != NULL && IFACE (self)->is_pause (self);
}

char *
cy_match_game_describe_opening (CyMatchGame *self)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (self), NULL);
  return IFACE (self)->describe_opening != NULL ? IFACE (self)->describe_opening (self) : NULL;
}

void
cy_decision_clear (CyDecision *decision)
{
  if (decision->data != NULL && decision->free_data != NULL)
    decision->free_data (decision->data);
  decision->data = NULL;
  decision->free_data = NULL;
}
