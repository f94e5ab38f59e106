/* cy-card.h: a playing card as a small value
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  CY_SUIT_SPADES,
  CY_SUIT_HEARTS,
  CY_SUIT_DIAMONDS,
  CY_SUIT_CLUBS,
  CY_N_SUITS
} CySuit;

/* Ranks run 1 (Ace, always low) to 13 (King). */
#define CY_RANK_ACE   1
#define CY_RANK_JACK  11
#define CY_RANK_QUEEN 12
#define CY_RANK_KING  13
#define CY_N_RANKS    13
#define CY_DECK_SIZE  52

/* A card is one byte: suit * 13 + (rank - 1), so 0..51 for real cards.
 * Being a plain integer it fits in bit sets, arrays and GVariants without
 * allocation, which the simulator and the computer players rely on. */
typedef guint8 CyCard;

#define CY_CARD_INVALID ((CyCard) 0xff)

/* A set of cards as a bit mask; bit N is the card with value N. */
typedef guint64 CyCardSet;

#define CY_CARD_SET_FULL ((CyCardSet) ((G_GUINT64_CONSTANT (1) << CY_DECK_SIZE) - 1))

static inline CyCard
cy_card_new (guint   rank,
             CySuit  suit)
{
  return (CyCard) (suit * CY_N_RANKS + (rank - 1));
}

static inline gboolean
cy_card_is_valid (CyCard card)
{
  return card < CY_DECK_SIZE;
}

static inline guint
cy_card_get_rank (CyCard card)
{
  return (card % CY_N_RANKS) + 1;
}

static inline CySuit
cy_card_get_suit (CyCard card)
{
  return (CySuit) (card / CY_N_RANKS);
}

/* Point value: Ace 1, 2-10 as marked, Jack, Queen and King 10. */
static inline guint
cy_card_get_points (CyCard card)
{
  guint rank = cy_card_get_rank (card);
  return rank > 10 ? 10 : rank;
}

static inline CyCardSet
cy_card_set_of (CyCard card)
{
  return G_GUINT64_CONSTANT (1) << card;
}

gboolean     cy_card_parse              (const char  *text,
                                         CyCard      *card,
                                         GError     **error);
char        *cy_card_to_string          (CyCard       card);
char        *cy_card_get_name           (CyCard       card);
const char  *cy_card_get_rank_name      (guint        rank);
const char  *cy_card_get_suit_name      (CySuit       suit);
const char  *cy_card_get_suit_key       (CySuit       suit);
const char  *cy_card_get_rank_symbol    (guint        rank);
char         cy_card_get_suit_letter    (CySuit       suit);
const char  *cy_card_get_suit_symbol    (CySuit       suit);
char        *cy_card_get_theme_id       (CyCard       card);
gboolean     cy_card_parse_hand         (char       **texts,
                                         guint        n_texts,
                                         CyCard      *cards,
                                         GError     **error);

G_END_DECLS
