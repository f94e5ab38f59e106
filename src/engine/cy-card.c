/* cy-card.c: parsing and naming cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-card.h"
#include "cy-error.h"

static const char * const rank_symbols[CY_N_RANKS] = {
  "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
};

static const char suit_letters[CY_N_SUITS] = { 'S', 'H', 'D', 'C' };

/* The keys AisleRiot themes use in their element ids (#club_10, #heart_queen). */
static const char * const suit_theme_keys[CY_N_SUITS] = {
  "spade", "heart", "diamond", "club",
};

static const char * const suit_keys[CY_N_SUITS] = {
  "spades", "hearts", "diamonds", "clubs",
};

const char *
cy_card_get_rank_symbol (guint rank)
{
  g_return_val_if_fail (rank >= 1 && rank <= CY_N_RANKS, "?");

  return rank_symbols[rank - 1];
}

char
cy_card_get_suit_letter (CySuit suit)
{
  g_return_val_if_fail (suit < CY_N_SUITS, '?');

  return suit_letters[suit];
}

const char *
cy_card_get_suit_symbol (CySuit suit)
{
  static const char * const symbols[CY_N_SUITS] = { "♠", "♥", "♦", "♣" };

  g_return_val_if_fail (suit < CY_N_SUITS, "?");

  return symbols[suit];
}

const char *
cy_card_get_suit_key (CySuit suit)
{
  g_return_val_if_fail (suit < CY_N_SUITS, NULL);

  return suit_keys[suit];
}

const char *
cy_card_get_rank_name (guint rank)
{
  static const char * const names[CY_N_RANKS] = {
    N_("Ace"), N_("Two"), N_("Three"), N_("Four"), N_("Five"), N_("Six"), N_("Seven"),
    N_("Eight"), N_("Nine"), N_("Ten"), N_("Jack"), N_("Queen"), N_("King"),
  };

  g_return_val_if_fail (rank >= 1 && rank <= CY_N_RANKS, NULL);

  return _(names[rank - 1]);
}

const char *
cy_card_get_suit_name (CySuit suit)
{
  static const char * const names[CY_N_SUITS] = {
    N_("Spades"), N_("Hearts"), N_("Diamonds"), N_("Clubs"),
  };

  g_return_val_if_fail (suit < CY_N_SUITS, NULL);

  return _(names[suit]);
}

/* "QH", "10S": the notation of the command line and of the tests. */
char *
cy_card_to_string (CyCard card)
{
  g_return_val_if_fail (cy_card_is_valid (card), NULL);

  return g_strdup_printf ("%s%c",
                          rank_symbols[cy_card_get_rank (card) - 1],
                          suit_letters[cy_card_get_suit (card)]);
}

/* "Queen of Hearts", for labels and screen readers. */
char *
cy_card_get_name (CyCard card)
{
  g_return_val_if_fail (cy_card_is_valid (card), NULL);

  /* Translators: a card's name: the first %s is the rank (Queen), the second the suit (Hearts) */
  return g_strdup_printf (_("%s of %s"),
                          cy_card_get_rank_name (cy_card_get_rank (card)),
                          cy_card_get_suit_name (cy_card_get_suit (card)));
}

/* "club_1" ... "club_king": the element id of the card in an AisleRiot-style SVG deck. */
char *
cy_card_get_theme_id (CyCard card)
{
  static const char * const court[] = { "jack", "queen", "king" };
  guint rank;
  const char *suit;

  g_return_val_if_fail (cy_card_is_valid (card), NULL);

  rank = cy_card_get_rank (card);
  suit = suit_theme_keys[cy_card_get_suit (card)];

  if (rank >= CY_RANK_JACK)
    return g_strdup_printf ("%s_%s", suit, court[rank - CY_RANK_JACK]);

  return g_strdup_printf ("%s_%u", suit, rank);
}

gboolean
cy_card_parse (const char  *text,
               CyCard      *card,
               GError     **error)
{
  gsize len;
  guint rank = 0;
  int suit = -1;
  char suit_char;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (card != NULL, FALSE);

  len = strlen (text);
  if (len < 2 || len > 3)
    goto bad;

  suit_char = g_ascii_toupper (text[len - 1]);
  for (guint i = 0; i < CY_N_SUITS; i++)
    if (suit_letters[i] == suit_char)
      suit = (int) i;
  if (suit < 0)
    goto bad;

  for (guint i = 0; i < CY_N_RANKS; i++)
    if (strlen (rank_symbols[i]) == len - 1 &&
        g_ascii_strncasecmp (rank_symbols[i], text, len - 1) == 0)
      rank = i + 1;
  if (rank == 0)
    goto bad;

  *card = cy_card_new (rank, (CySuit) suit);
  return TRUE;

bad:
  g_set_error (error, CY_ERROR, CY_ERROR_PARSE,
               /* Translators: %s is what the user typed; keep the examples as they are */
               _("“%s” is not a card: write a rank (A, 2–10, J, Q, K) then a suit (S, H, D, C), like QH or 10s"),
               text);
  return FALSE;
}

/* Parses several cards at once and refuses the same card twice. */
gboolean
cy_card_parse_hand (char   **texts,
                    guint    n_texts,
                    CyCard  *cards,
                    GError **error)
{
  CyCardSet seen = 0;

  for (guint i = 0; i < n_texts; i++)
    {
      if (!cy_card_parse (texts[i], &cards[i], error))
        return FALSE;

      if (seen & cy_card_set_of (cards[i]))
        {
          g_autofree char *name = cy_card_to_string (cards[i]);
          g_set_error (error, CY_ERROR, CY_ERROR_PARSE,
                       _("%s is given twice: a deck holds each card once"), name);
          return FALSE;
        }
      seen |= cy_card_set_of (cards[i]);
    }

  return TRUE;
}
