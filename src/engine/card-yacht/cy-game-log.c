/* cy-game-log.c: Card Yacht's lines for the move log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-game-private.h"

/* Formatting costs time the simulator does not have: only when someone
 * listens. */
static gboolean
is_heard (CyGame *self)
{
  return !self->quiet &&
         g_signal_has_handler_pending (self, g_signal_lookup ("event", CY_TYPE_MATCH_GAME), 0, FALSE);
}

static void
announce (CyGame *self,
          char   *text)
{
  cy_match_game_emit_event (CY_MATCH_GAME (self), text);
  g_free (text);
}

static const char *
name_of (CyGame *self,
         guint   seat)
{
  return cy_player_get_name (self->players[seat]);
}

/* "the King of Spades", "the King of Spades and the Two of Hearts", … with
 * one translatable sentence for each count, so that every language can
 * join its list its own way. */
char *
cy_cards_describe (const CyCard *cards,
                   guint         n_cards)
{
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *d = NULL, *e = NULL;

  g_return_val_if_fail (n_cards >= 1 && n_cards <= CY_MAX_MOVE_CARDS, g_strdup (""));

  a = cy_card_get_name (cards[0]);
  if (n_cards > 1) b = cy_card_get_name (cards[1]);
  if (n_cards > 2) c = cy_card_get_name (cards[2]);
  if (n_cards > 3) d = cy_card_get_name (cards[3]);
  if (n_cards > 4) e = cy_card_get_name (cards[4]);

  switch (n_cards)
    {
    case 1:
      /* Translators: one card in a sentence: "the Two of Hearts" */
      return g_strdup_printf (_("the %s"), a);
    case 2:
      return g_strdup_printf (_("the %s and the %s"), a, b);
    case 3:
      return g_strdup_printf (_("the %s, the %s and the %s"), a, b, c);
    case 4:
      return g_strdup_printf (_("the %s, the %s, the %s and the %s"), a, b, c, d);
    default:
      return g_strdup_printf (_("the %s, the %s, the %s, the %s and the %s"), a, b, c, d, e);
    }
}

/* The person at the screen, whom the lines speak to as "you" (whole
 * sentences of their own: languages conjugate differently), or -1. */
static int
you (CyGame *self)
{
  return cy_player_find_you (self->players, self->n_players);
}

void
_cy_game_announce_move (CyGame       *self,
                        guint         seat,
                        const CyMove *move,
                        gboolean      automatic)
{
  const char *name = name_of (self, seat);
  gboolean is_you;

  if (!is_heard (self))
    return;

  is_you = (int) seat == you (self);
  switch (move->type)
    {
    case CY_MOVE_KNOCK:
      if (!automatic)
        announce (self, is_you ? g_strdup (_("You knocked: last turns"))
                               : g_strdup_printf (_("%s knocked: last turns"), name));
      else if (self->stock.n_cards == 0 && self->options.stock_rule == CY_STOCK_RULE_AUTOMATIC_KNOCK)
        announce (self, is_you ? g_strdup (_("The stock is empty: you knock automatically. Last turns"))
                               : g_strdup_printf (_("The stock is empty: %s knocks automatically. Last turns"), name));
      else if (is_you)
        announce (self, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                      "You have taken %u turn, the limit for one hand, and knock automatically. Last turns",
                                                      "You have taken %u turns, the limit for one hand, and knock automatically. Last turns",
                                                      self->options.turn_limit),
                                         self->options.turn_limit));
      else
        announce (self, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                      "%s has taken %u turn, the limit for one hand, and knocks automatically. Last turns",
                                                      "%s has taken %u turns, the limit for one hand, and knocks automatically. Last turns",
                                                      self->options.turn_limit),
                                         name, self->options.turn_limit));
      break;

    case CY_MOVE_DRAW:
      if (is_you)
        announce (self, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                      "You laid %u card in the Harbor and drew from the stock",
                                                      "You laid %u cards in the Harbor and drew from the stock",
                                                      move->n_cards),
                                         move->n_cards));
      else
        announce (self, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                      "%s laid %u card in the Harbor and drew from the stock",
                                                      "%s laid %u cards in the Harbor and drew from the stock",
                                                      move->n_cards),
                                         name, move->n_cards));
      break;

    case CY_MOVE_EXCHANGE:
      {
        g_autofree char *laid = cy_cards_describe (move->laid, move->n_cards);
        g_autofree char *taken = cy_cards_describe (move->taken, move->n_cards);

        if (is_you)
          /* Translators: "You laid the Five of Spades in the Harbor and took the King of Spades from Ann's Harbor" */
          announce (self, g_strdup_printf (_("You laid %s in the Harbor and took %s from %s’s Harbor"),
                                           laid, taken, name_of (self, move->opponent)));
        else if ((int) move->opponent == you (self))
          /* Translators: "Bob laid the Five of Spades in the Harbor and took the King of Spades from your Harbor" */
          announce (self, g_strdup_printf (_("%s laid %s in the Harbor and took %s from your Harbor"),
                                           name, laid, taken));
        else
          /* Translators: "Bob laid the Five of Spades in the Harbor and took the King of Spades from Ann's Harbor" */
          announce (self, g_strdup_printf (_("%s laid %s in the Harbor and took %s from %s’s Harbor"),
                                           name, laid, taken, name_of (self, move->opponent)));
      }
      break;

    case CY_MOVE_PASS:
      announce (self, is_you ? g_strdup (_("You passed")) : g_strdup_printf (_("%s passed"), name));
      break;

    default:
      break;
    }
}

void
_cy_game_announce_hand_over (CyGame *self)
{
  if (!is_heard (self))
    return;

  if (self->knocker < 0)
    announce (self, g_strdup (_("Every player passed in a row: the hand is over")));
  else
    announce (self, g_strdup (_("The hand is over: every player scores it in one open category")));
}

void
_cy_game_announce_deal (CyGame *self)
{
  if (!is_heard (self))
    return;

  /* An empty line separates hands in the log. */
  cy_match_game_emit_event (CY_MATCH_GAME (self), "");
  if ((int) self->dealer == you (self))
    announce (self, g_strdup_printf (_("Hand %u of %u: you deal"), self->hand_number, CY_N_HANDS));
  else
    announce (self, g_strdup_printf (_("Hand %u of %u: %s deals"), self->hand_number, CY_N_HANDS, name_of (self, self->dealer)));
}

void
_cy_game_announce_score (CyGame     *self,
                         guint       seat,
                         CyCategory  category,
                         guint       points)
{
  if (!is_heard (self))
    return;

  if ((int) seat == you (self))
    /* Translators: "You scored 25 in High" */
    announce (self, g_strdup_printf (_("You scored %u in %s"), points, cy_category_get_label (category)));
  else
    /* Translators: "Ann scored 25 in High" */
    announce (self, g_strdup_printf (_("%s scored %u in %s"), name_of (self, seat), points, cy_category_get_label (category)));
}

void
_cy_game_announce_unscore (CyGame *self,
                           guint   seat)
{
  if (!is_heard (self))
    return;

  if ((int) seat == you (self))
    announce (self, g_strdup (_("Your score for this hand was taken back")));
  else
    announce (self, g_strdup_printf (_("%s’s score for this hand was taken back"), name_of (self, seat)));
}
