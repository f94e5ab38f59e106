/* cy-move-request.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-error.h"
#include "cy-game.h"
#include "cy-move-request.h"

G_DEFINE_BOXED_TYPE (CyCardPick, cy_card_pick, cy_card_pick_copy, cy_card_pick_free)

CyCardPick *
cy_card_pick_copy (const CyCardPick *pick)
{
  return g_memdup2 (pick, sizeof *pick);
}

void
cy_card_pick_free (CyCardPick *pick)
{
  g_free (pick);
}

/* A pick larger than a move is refused before anything reads its cards. */
static gboolean
fill_laid (CyMove            *move,
           const CyCardPick  *pick,
           GError           **error)
{
  if (!cy_rules_check_card_count (pick->n_cards, error))
    return FALSE;

  move->n_cards = pick->n_cards;
  memcpy (move->laid, pick->cards, pick->n_cards);
  return TRUE;
}

static gboolean
fill_exchange (CyMove            *move,
               const CyCardPick  *laid,
               const CyCardPick  *taken,
               GError           **error)
{
  if (laid->n_cards == 0 || taken->n_cards == 0 || laid->n_cards != taken->n_cards)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("Select cards of your hand and as many in one opponent’s Harbor"));
      return FALSE;
    }

  if (!fill_laid (move, laid, error))
    return FALSE;

  move->type = CY_MOVE_EXCHANGE;
  move->opponent = taken->seat;
  memcpy (move->taken, taken->cards, taken->n_cards);
  return TRUE;
}

gboolean
cy_move_request_for_action (const CySeatView   *view,
                            CyMoveAction        action,
                            const CySelection  *selection,
                            CyMove             *move,
                            GError            **error)
{
  memset (move, 0, sizeof *move);

  switch (action)
    {
    case CY_MOVE_ACTION_KNOCK:
      move->type = CY_MOVE_KNOCK;
      return cy_rules_may_knock (view, error);

    case CY_MOVE_ACTION_PASS:
      move->type = CY_MOVE_PASS;
      return cy_rules_may_pass (view, error);

    case CY_MOVE_ACTION_DRAW:
      move->type = CY_MOVE_DRAW;
      if (selection->hand.n_cards == 0)
        {
          g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                               _("Select 1 to 5 cards of your hand to lay in your Harbor"));
          return FALSE;
        }
      if (selection->harbor.n_cards > 0)
        {
          g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                               _("Cards are selected in another Harbor: that is an exchange"));
          return FALSE;
        }
      return fill_laid (move, &selection->hand, error) && cy_rules_check_move (view, move, error);

    case CY_MOVE_ACTION_EXCHANGE:
      return fill_exchange (move, &selection->hand, &selection->harbor, error) &&
             cy_rules_check_move (view, move, error);

    case CY_N_MOVE_ACTIONS:
    default:
      g_return_val_if_reached (FALSE);
    }
}

CyDropOutcome
cy_move_request_for_drop (const CySeatView   *view,
                          const CyCardPick   *dragged,
                          CyZone              onto,
                          const CySelection  *selection,
                          CyMove             *move,
                          char              **prompt,
                          GError            **error)
{
  memset (move, 0, sizeof *move);
  *prompt = NULL;

  if (dragged->zone == CY_ZONE_HAND && dragged->seat == view->seat && onto == CY_ZONE_HARBOR)
    {
      /* Hand cards onto the own Harbor: a draw, or the first half of an
       * exchange when cards are picked in an opponent's Harbor. */
      if (selection->harbor.n_cards > 0)
        {
          if (!fill_exchange (move, dragged, &selection->harbor, error) ||
              !cy_rules_check_move (view, move, error))
            return CY_DROP_REFUSED;
          return CY_DROP_CONFIRM;
        }

      move->type = CY_MOVE_DRAW;
      if (!fill_laid (move, dragged, error) || !cy_rules_check_move (view, move, error))
        return CY_DROP_REFUSED;
      /* A draw cannot be taken back: it is shown first, like an exchange. */
      return CY_DROP_CONFIRM;
    }

  if (dragged->zone == CY_ZONE_HARBOR && onto == CY_ZONE_HAND)
    {
      if (dragged->seat == view->seat)
        {
          g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                               _("You cannot take cards back from your own Harbor"));
          return CY_DROP_REFUSED;
        }
      if (!cy_rules_check_card_count (dragged->n_cards, error))
        return CY_DROP_REFUSED;

      if (selection->hand.n_cards != dragged->n_cards)
        {
          *prompt = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "Now select %u card of your hand to lay in your Harbor, then press Exchange",
                                                  "Now select %u cards of your hand to lay in your Harbor, then press Exchange",
                                                  dragged->n_cards),
                                     (guint) dragged->n_cards);
          return CY_DROP_PROMPT;
        }

      if (!fill_exchange (move, &selection->hand, dragged, error) ||
          !cy_rules_check_move (view, move, error))
        return CY_DROP_REFUSED;
      return CY_DROP_CONFIRM;
    }

  g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                       _("Drop your cards on your Harbor to draw, or another Harbor’s cards on your hand to exchange"));
  return CY_DROP_REFUSED;
}

char *
cy_move_request_turn_prompt (const CySeatView *view,
                             const char       *name)
{
  gboolean can_draw = view->stock_count > 0;
  gboolean can_pass = cy_rules_may_pass (view, NULL);

  if (view->phase == CY_PHASE_LAST_TURNS)
    return can_draw
      ? g_strdup_printf (_("%s, your last turn: draw, exchange or pass"), name)
      : g_strdup_printf (_("%s, your last turn: the stock is empty; exchange or pass"), name);

  if (!can_draw && can_pass)
    return g_strdup_printf (_("%s, your turn: the stock is empty; knock, exchange or pass"), name);

  return g_strdup_printf (_("%s, your turn: knock, draw or exchange"), name);
}

char *
cy_move_request_describe (const CyMove *move,
                          const char   *opponent_name)
{
  g_autofree char *laid = cy_cards_describe (move->laid, move->n_cards);

  if (move->type == CY_MOVE_DRAW)
    /* Translators: "Lay the Three of Clubs in your Harbor and draw 1 card from the stock?" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Lay %s in your Harbor and draw %u card from the stock?",
                                         "Lay %s in your Harbor and draw %u cards from the stock?",
                                         move->n_cards),
                            laid, (guint) move->n_cards);

  {
    g_autofree char *taken = cy_cards_describe (move->taken, move->n_cards);

    /* Translators: "Lay the Three of Clubs in your Harbor and take the King of Spades from Ann's Harbor?" */
    return g_strdup_printf (_("Lay %s in your Harbor and take %s from %s’s Harbor?"), laid, taken, opponent_name);
  }
}
