/* cy-rules.c: the legality of moves, shared by the game and the computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-error.h"
#include "cy-player.h"
#include "cy-rules.h"

#include <string.h>

void
cy_rule_options_init_default (CyRuleOptions *options)
{
  options->stock_rule = CY_STOCK_RULE_AUTOMATIC_KNOCK;
  options->turn_limit = CY_DEFAULT_TURN_LIMIT;
}

static const char * const stock_rule_keys[] = { "automatic-knock", "pass" };

const char *
cy_stock_rule_get_key (CyStockRule rule)
{
  g_return_val_if_fail (rule <= CY_STOCK_RULE_PASS, NULL);

  return stock_rule_keys[rule];
}

gboolean
cy_stock_rule_from_key (const char  *key,
                        CyStockRule *rule)
{
  for (guint i = 0; i < G_N_ELEMENTS (stock_rule_keys); i++)
    if (g_strcmp0 (key, stock_rule_keys[i]) == 0)
      {
        *rule = (CyStockRule) i;
        return TRUE;
      }

  return FALSE;
}

/* Removes a card keeping the order of the others (Harbors are shown in the
 * order the cards were laid). */
gboolean
cy_pile_remove (CyPile *pile,
                CyCard  card)
{
  for (guint i = 0; i < pile->n_cards; i++)
    if (pile->cards[i] == card)
      {
        memmove (&pile->cards[i], &pile->cards[i + 1], pile->n_cards - i - 1);
        pile->n_cards--;
        return TRUE;
      }

  return FALSE;
}

/* A player may knock with a hand that scores at least one point in a
 * category still open in their column. */
gboolean
cy_rules_can_knock_with (const CyCard  hand[CY_HAND_SIZE],
                         CyCategorySet used)
{
  guint scores[CY_N_CATEGORIES];

  cy_category_score_all (hand, scores);
  for (guint i = 0; i < CY_N_CATEGORIES; i++)
    if (!(used & (1u << i)) && scores[i] > 0)
      return TRUE;

  return FALSE;
}

static gboolean
check_turn (const CySeatView  *view,
            GError           **error)
{
  if (view->phase != CY_PHASE_TURNS && view->phase != CY_PHASE_LAST_TURNS)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("No turns are being played now"));
      return FALSE;
    }

  if (view->seat != view->to_move)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("It is another player’s turn"));
      return FALSE;
    }

  return TRUE;
}

gboolean
cy_rules_may_knock (const CySeatView  *view,
                    GError           **error)
{
  if (!check_turn (view, error))
    return FALSE;

  if (view->phase == CY_PHASE_LAST_TURNS)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("Someone has already knocked: this is a last turn"));
      return FALSE;
    }

  if (!cy_rules_can_knock_with (view->hand, view->used[view->seat]))
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("You can knock only with a hand that scores in a category you have not used"));
      return FALSE;
    }

  return TRUE;
}

gboolean
cy_rules_may_pass (const CySeatView  *view,
                   GError           **error)
{
  if (!check_turn (view, error))
    return FALSE;

  if (view->phase == CY_PHASE_LAST_TURNS)
    return TRUE;

  if (view->options.stock_rule == CY_STOCK_RULE_PASS && view->stock_count == 0)
    return TRUE;

  g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                       _("You can pass only in a last turn, or when the stock is empty"));
  return FALSE;
}

static gboolean
check_cards_in (const CyCard  *cards,
                guint          n_cards,
                const CyCard  *pile,
                guint          pile_size,
                gboolean       from_hand,
                GError       **error)
{
  CyCardSet in_pile = 0;
  CyCardSet seen = 0;

  for (guint i = 0; i < pile_size; i++)
    in_pile |= cy_card_set_of (pile[i]);

  for (guint i = 0; i < n_cards; i++)
    {
      g_autofree char *name = NULL;

      if (cy_card_is_valid (cards[i]) && (in_pile & cy_card_set_of (cards[i])) &&
          !(seen & cy_card_set_of (cards[i])))
        {
          seen |= cy_card_set_of (cards[i]);
          continue;
        }

      if (!cy_card_is_valid (cards[i]))
        {
          g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("That is not a card"));
          return FALSE;
        }

      name = cy_card_get_name (cards[i]);
      if (seen & cy_card_set_of (cards[i]))
        g_set_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                     _("The %s is chosen twice"), name);
      else
        g_set_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                     /* Translators: %s is a card's name */
                     from_hand ? _("The %s is not in your hand") : _("The %s is not in that Harbor"),
                     name);
      return FALSE;
    }

  return TRUE;
}

gboolean
cy_rules_check_card_count (guint    n_cards,
                           GError **error)
{
  if (n_cards < 1 || n_cards > CY_MAX_MOVE_CARDS)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("Lay between one and five cards in your Harbor"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
check_draw (const CySeatView  *view,
            const CyMove      *move,
            GError           **error)
{
  if (!cy_rules_check_card_count (move->n_cards, error))
    return FALSE;

  if (move->n_cards > view->stock_count)
    {
      if (view->stock_count == 0)
        g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                             _("The stock is empty: you cannot draw"));
      else
        g_set_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                     g_dngettext (GETTEXT_PACKAGE,
                                  "The stock holds only %u card: you cannot draw more",
                                  "The stock holds only %u cards: you cannot draw more",
                                  view->stock_count),
                     view->stock_count);
      return FALSE;
    }

  return check_cards_in (move->laid, move->n_cards, view->hand, CY_HAND_SIZE, TRUE, error);
}

static gboolean
check_exchange (const CySeatView  *view,
                const CyMove      *move,
                GError           **error)
{
  const CyPile *harbor;

  if (!cy_rules_check_card_count (move->n_cards, error))
    return FALSE;

  if (move->opponent == view->seat)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("You cannot take cards back from your own Harbor"));
      return FALSE;
    }

  if (move->opponent >= view->n_players)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("There is no such player"));
      return FALSE;
    }

  harbor = &view->harbors[move->opponent];
  if (harbor->n_cards < move->n_cards)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                   g_dngettext (GETTEXT_PACKAGE,
                                "That Harbor holds only %u card: take as many as you lay, no more than it holds",
                                "That Harbor holds only %u cards: take as many as you lay, no more than it holds",
                                harbor->n_cards),
                   harbor->n_cards);
      return FALSE;
    }

  return check_cards_in (move->laid, move->n_cards, view->hand, CY_HAND_SIZE, TRUE, error) &&
         check_cards_in (move->taken, move->n_cards, harbor->cards, harbor->n_cards, FALSE, error);
}

gboolean
cy_rules_check_move (const CySeatView  *view,
                     const CyMove      *move,
                     GError           **error)
{
  switch (move->type)
    {
    case CY_MOVE_KNOCK:
      return cy_rules_may_knock (view, error);

    case CY_MOVE_PASS:
      return cy_rules_may_pass (view, error);

    case CY_MOVE_DRAW:
      return check_turn (view, error) && check_draw (view, move, error);

    case CY_MOVE_EXCHANGE:
      return check_turn (view, error) && check_exchange (view, move, error);

    default:
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("Unknown move"));
      return FALSE;
    }
}

/* A short untranslated form for logs and the command line: "draw 3H 7S". */
char *
cy_move_describe (const CyMove *move)
{
  GString *str = g_string_new (NULL);

  switch (move->type)
    {
    case CY_MOVE_KNOCK:
      g_string_append (str, "knock");
      break;

    case CY_MOVE_PASS:
      g_string_append (str, "pass");
      break;

    case CY_MOVE_DRAW:
    case CY_MOVE_EXCHANGE:
      g_string_append (str, move->type == CY_MOVE_DRAW ? "draw" : "exchange");
      for (guint i = 0; i < move->n_cards && i < CY_MAX_MOVE_CARDS; i++)
        {
          g_autofree char *card = cy_card_is_valid (move->laid[i]) ? cy_card_to_string (move->laid[i]) : g_strdup ("?");
          g_string_append_printf (str, " %s", card);
        }
      if (move->type == CY_MOVE_EXCHANGE)
        {
          g_string_append_printf (str, " for seat %u:", move->opponent);
          for (guint i = 0; i < move->n_cards && i < CY_MAX_MOVE_CARDS; i++)
            {
              g_autofree char *card = cy_card_is_valid (move->taken[i]) ? cy_card_to_string (move->taken[i]) : g_strdup ("?");
              g_string_append_printf (str, " %s", card);
            }
        }
      break;

    default:
      g_string_append (str, "unknown");
    }

  return g_string_free (str, FALSE);
}

GPtrArray *
cy_player_parse_list (const char  *spec,
                      GError     **error)
{
  return cy_player_parse_seats (spec, _("Card Yacht"), CY_MIN_PLAYERS, CY_MAX_PLAYERS, error);
}
