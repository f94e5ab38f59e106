/* cy-boat-card.c: parsing and naming the cards of Boat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-boat-card.h"
#include "cy-error.h"

guint
cy_boat_set_points (CyBoatCardSet set)
{
  guint points = 0;
  CyBoatCard card;

  CY_BOAT_SET_FOREACH (set, card)
    points += cy_boat_card_get_points (card);

  return points;
}

CyCard
cy_boat_card_to_card (CyBoatCard card)
{
  guint rank_index;

  if (!cy_boat_card_is_valid (card) || cy_boat_card_is_boat (card))
    return CY_CARD_INVALID;

  rank_index = cy_boat_card_get_rank_index (card);
  return cy_card_new (rank_index == CY_BOAT_RANK_ACE ? CY_RANK_ACE : rank_index + 5,
                      (CySuit) cy_boat_card_get_suit (card));
}

/* CY_BOAT_CARD_NONE for the 2, 3 and 4, which Boat leaves out. */
CyBoatCard
cy_boat_card_from_card (CyCard card)
{
  guint rank;

  g_return_val_if_fail (cy_card_is_valid (card), CY_BOAT_CARD_NONE);

  rank = cy_card_get_rank (card);
  if (rank == CY_RANK_ACE)
    return cy_boat_card_new (CY_BOAT_RANK_ACE, cy_card_get_suit (card));
  if (rank < 5)
    return CY_BOAT_CARD_NONE;
  return cy_boat_card_new (rank - 5, cy_card_get_suit (card));
}

char *
cy_boat_card_get_theme_id (CyBoatCard card)
{
  g_return_val_if_fail (cy_boat_card_is_valid (card), NULL);

  if (cy_boat_card_is_boat (card))
    return g_strdup ("red_joker");

  return cy_card_get_theme_id (cy_boat_card_to_card (card));
}

char *
cy_boat_card_to_string (CyBoatCard card)
{
  g_return_val_if_fail (cy_boat_card_is_valid (card), NULL);

  if (cy_boat_card_is_boat (card))
    return g_strdup ("BOAT");

  return cy_card_to_string (cy_boat_card_to_card (card));
}

char *
cy_boat_set_to_string (CyBoatCardSet set)
{
  GString *text = g_string_new (NULL);
  CyBoatCard card;

  CY_BOAT_SET_FOREACH (set & CY_BOAT_SET_FULL, card)
    {
      g_autofree char *one = cy_boat_card_to_string (card);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, one);
    }

  return g_string_free (text, FALSE);
}

char *
cy_boat_card_get_name (CyBoatCard card)
{
  g_return_val_if_fail (cy_boat_card_is_valid (card), NULL);

  if (cy_boat_card_is_boat (card))
    /* Translators: the name of the Boat card, the highest trump, as in "Ann played the Boat" */
    return g_strdup (_("the Boat"));

  return cy_card_get_name (cy_boat_card_to_card (card));
}

gboolean
cy_boat_card_parse (const char  *text,
                    CyBoatCard  *card,
                    GError     **error)
{
  CyCard plain;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (card != NULL, FALSE);

  if (g_ascii_strcasecmp (text, "BOAT") == 0)
    {
      *card = CY_BOAT_CARD_BOAT;
      return TRUE;
    }

  if (cy_card_parse (text, &plain, NULL))
    {
      CyBoatCard boat_card = cy_boat_card_from_card (plain);

      if (boat_card != CY_BOAT_CARD_NONE)
        {
          *card = boat_card;
          return TRUE;
        }
    }

  g_set_error (error, CY_ERROR, CY_ERROR_PARSE,
               /* Translators: %s is what the user typed; keep the examples as they are */
               _("“%s” is not a Boat card: write a rank (5–10, J, Q, K, A) then a suit (S, H, D, C), like QH or 10s, or BOAT"),
               text);
  return FALSE;
}

gboolean
cy_boat_set_parse (char          **texts,
                   guint           n_texts,
                   CyBoatCardSet  *set,
                   GError        **error)
{
  CyBoatCardSet seen = 0;

  for (guint i = 0; i < n_texts; i++)
    {
      CyBoatCard card;

      if (!cy_boat_card_parse (texts[i], &card, error))
        return FALSE;

      if (seen & cy_boat_set_of (card))
        {
          g_autofree char *name = cy_boat_card_to_string (card);
          g_set_error (error, CY_ERROR, CY_ERROR_PARSE,
                       _("%s is given twice: a deck holds each card once"), name);
          return FALSE;
        }
      seen |= cy_boat_set_of (card);
    }

  *set = seen;
  return TRUE;
}

gboolean
cy_boat_suit_parse (const char  *text,
                    CySuit      *suit,
                    GError     **error)
{
  g_return_val_if_fail (text != NULL, FALSE);

  if (text[0] != '\0' && text[1] == '\0')
    for (guint s = 0; s < CY_N_SUITS; s++)
      if (g_ascii_toupper (text[0]) == cy_card_get_suit_letter ((CySuit) s))
        {
          *suit = (CySuit) s;
          return TRUE;
        }

  g_set_error (error, CY_ERROR, CY_ERROR_PARSE,
               /* Translators: %s is what the user typed; keep the letters as they are */
               _("“%s” is not a suit: write S, H, D or C"), text);
  return FALSE;
}
