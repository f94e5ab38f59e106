/* cy-game-state.c: what a game of Card Yacht holds, read by the views,
 * the computer players (through a seat's view) and the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cy-game-private.h"

guint64
cy_game_get_deal_number (CyGame *self)
{
  g_return_val_if_fail (CY_IS_GAME (self), 0);

  return self->deal_number;
}

const CyRuleOptions *
cy_game_get_options (CyGame *self)
{
  g_return_val_if_fail (CY_IS_GAME (self), NULL);

  return &self->options;
}

guint
cy_game_get_n_players (CyGame *self)
{
  g_return_val_if_fail (CY_IS_GAME (self), 0);

  return self->n_players;
}

/**
 * cy_game_get_player:
 *
 * Returns: (transfer none): the player in @seat
 */
CyPlayer *
cy_game_get_player (CyGame *self,
                    guint   seat)
{
  g_return_val_if_fail (CY_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);

  return self->players[seat];
}

CyPhase
cy_game_get_phase (CyGame *self)
{
  g_return_val_if_fail (CY_IS_GAME (self), CY_PHASE_SEAT_DRAW);

  return self->phase;
}

guint
cy_game_get_hand_number (CyGame *self)
{
  g_return_val_if_fail (CY_IS_GAME (self), 0);

  return self->hand_number;
}

guint
cy_game_get_dealer (CyGame *self)
{
  g_return_val_if_fail (CY_IS_GAME (self), 0);

  return self->dealer;
}

guint
cy_game_get_to_move (CyGame *self)
{
  g_return_val_if_fail (CY_IS_GAME (self), 0);

  return self->to_move;
}

CyHandEnd
cy_game_get_hand_end (CyGame *self)
{
  g_return_val_if_fail (CY_IS_GAME (self), CY_HAND_END_NONE);

  return self->hand_end;
}

int
cy_game_get_knocker (CyGame *self)
{
  g_return_val_if_fail (CY_IS_GAME (self), -1);

  return self->knocker;
}

guint
cy_game_get_stock_count (CyGame *self)
{
  g_return_val_if_fail (CY_IS_GAME (self), 0);

  return self->stock.n_cards;
}

guint
cy_game_get_turns_taken (CyGame *self,
                         guint   seat)
{
  g_return_val_if_fail (CY_IS_GAME (self), 0);
  g_return_val_if_fail (seat < self->n_players, 0);

  return self->turns_taken[seat];
}

void
cy_game_get_hand (CyGame *self,
                  guint   seat,
                  CyCard  hand[CY_HAND_SIZE])
{
  g_return_if_fail (CY_IS_GAME (self));
  g_return_if_fail (seat < self->n_players);

  memset (hand, CY_CARD_INVALID, CY_HAND_SIZE);
  memcpy (hand, self->hands[seat].cards, MIN (self->hands[seat].n_cards, CY_HAND_SIZE));
}

const CyCard *
cy_game_get_harbor (CyGame *self,
                    guint   seat,
                    guint  *n_cards)
{
  g_return_val_if_fail (CY_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);

  if (n_cards != NULL)
    *n_cards = self->harbors[seat].n_cards;
  return self->harbors[seat].cards;
}

/* The list model of a pile, made on first request. */
static GListModel *
get_model (CyCardList   **model,
           const CyPile  *pile)
{
  if (*model == NULL)
    {
      *model = cy_card_list_new ();
      cy_card_list_set_cards (*model, pile->cards, pile->n_cards);
    }

  return G_LIST_MODEL (*model);
}

/**
 * cy_game_get_hand_model:
 *
 * Returns: (transfer none): the cards in @seat's hand, as #CyCardObject items
 */
GListModel *
cy_game_get_hand_model (CyGame *self,
                        guint   seat)
{
  g_return_val_if_fail (CY_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);

  return get_model (&self->hand_models[seat], &self->hands[seat]);
}

/**
 * cy_game_get_harbor_model:
 *
 * Returns: (transfer none): the cards in @seat's Harbor, as #CyCardObject items
 */
GListModel *
cy_game_get_harbor_model (CyGame *self,
                          guint   seat)
{
  g_return_val_if_fail (CY_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);

  return get_model (&self->harbor_models[seat], &self->harbors[seat]);
}

/* What @seat may see; see CySeatView. */
void
cy_game_get_seat_view (CyGame     *self,
                       guint       seat,
                       CySeatView *view)
{
  g_return_if_fail (CY_IS_GAME (self));
  g_return_if_fail (seat < self->n_players);

  view->n_players = (guint8) self->n_players;
  view->seat = (guint8) seat;
  view->to_move = (guint8) self->to_move;
  view->dealer = (guint8) self->dealer;
  view->hand_number = (guint8) self->hand_number;
  view->knocker = (gint8) self->knocker;
  view->phase = self->phase;
  view->options = self->options;
  view->stock_count = self->stock.n_cards;
  memset (view->hand, CY_CARD_INVALID, CY_HAND_SIZE);
  memcpy (view->hand, self->hands[seat].cards, MIN (self->hands[seat].n_cards, CY_HAND_SIZE));

  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    {
      gboolean present = p < self->n_players;

      view->turns_taken[p] = present ? (guint8) MIN (self->turns_taken[p], 255) : 0;
      view->harbors[p].n_cards = present ? self->harbors[p].n_cards : 0;
      memcpy (view->harbors[p].cards, self->harbors[p].cards, view->harbors[p].n_cards);
      view->taken[p] = 0;
      if (present)
        for (guint i = 0; i < self->hands[p].n_cards; i++)
          view->taken[p] |= self->taken[p] & cy_card_set_of (self->hands[p].cards[i]);
      view->used[p] = present ? self->used[p] : 0;
      memcpy (view->scores[p], self->scores[p], sizeof view->scores[p]);
    }
}

guint
cy_game_get_seat_draw (CyGame *self,
                       CyCard  draws[CY_MAX_SEAT_DRAWS][CY_MAX_PLAYERS])
{
  g_return_val_if_fail (CY_IS_GAME (self), 0);

  memcpy (draws, self->seat_draws, sizeof self->seat_draws);
  return self->n_seat_draws;
}

int
cy_game_get_score (CyGame     *self,
                   guint       seat,
                   CyCategory  category)
{
  g_return_val_if_fail (CY_IS_GAME (self), -1);
  g_return_val_if_fail (seat < self->n_players, -1);
  g_return_val_if_fail (category < CY_N_CATEGORIES, -1);

  return self->scores[seat][category];
}

gboolean
cy_game_get_scored_hand (CyGame     *self,
                         guint       seat,
                         CyCategory  category,
                         CyCard      hand[CY_HAND_SIZE])
{
  g_return_val_if_fail (CY_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat < self->n_players, FALSE);
  g_return_val_if_fail (category < CY_N_CATEGORIES, FALSE);

  if (self->scores[seat][category] < 0)
    return FALSE;

  memcpy (hand, self->scored_hands[seat][category], CY_HAND_SIZE);
  return TRUE;
}

CyCategorySet
cy_game_get_used (CyGame *self,
                  guint   seat)
{
  g_return_val_if_fail (CY_IS_GAME (self), 0);
  g_return_val_if_fail (seat < self->n_players, 0);

  return self->used[seat];
}

int
cy_game_get_hand_category (CyGame *self,
                            guint   seat)
{
  g_return_val_if_fail (CY_IS_GAME (self), -1);
  g_return_val_if_fail (seat < self->n_players, -1);

  return self->hand_category[seat];
}

guint
cy_game_get_suit_total (CyGame *self,
                        guint   seat)
{
  guint total = 0;

  g_return_val_if_fail (CY_IS_GAME (self), 0);
  g_return_val_if_fail (seat < self->n_players, 0);

  for (guint c = CY_CATEGORY_SPADES; c <= CY_CATEGORY_CLUBS; c++)
    total += MAX (self->scores[seat][c], 0);

  return total;
}

guint
cy_game_get_suited_bonus (CyGame *self,
                          guint   seat)
{
  return cy_suited_bonus (cy_game_get_suit_total (self, seat));
}

guint
cy_game_get_total (CyGame *self,
                   guint   seat)
{
  guint total = 0;

  g_return_val_if_fail (CY_IS_GAME (self), 0);
  g_return_val_if_fail (seat < self->n_players, 0);

  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    total += MAX (self->scores[seat][c], 0);

  return total + cy_game_get_suited_bonus (self, seat);
}

/* A mask of the seats with the highest total: more than one bit is a shared win. */
guint
cy_game_get_winners (CyGame *self)
{
  guint best = 0;
  guint winners = 0;

  g_return_val_if_fail (CY_IS_GAME (self), 0);

  for (guint p = 0; p < self->n_players; p++)
    {
      guint total = cy_game_get_total (self, p);

      if (total > best || p == 0)
        {
          best = total;
          winners = 0;
        }
      if (total == best)
        winners |= 1u << p;
    }

  return winners;
}

gboolean
cy_game_may_knock (CyGame  *self,
                   GError **error)
{
  CySeatView view;

  g_return_val_if_fail (CY_IS_GAME (self), FALSE);

  cy_game_get_seat_view (self, self->to_move, &view);
  return cy_rules_may_knock (&view, error);
}

gboolean
cy_game_may_pass (CyGame  *self,
                  GError **error)
{
  CySeatView view;

  g_return_val_if_fail (CY_IS_GAME (self), FALSE);

  cy_game_get_seat_view (self, self->to_move, &view);
  return cy_rules_may_pass (&view, error);
}
