/* cy-boat-card.h: the 41 cards of Boat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-card.h"

G_BEGIN_DECLS

/* Boat has its own card value rather than CyCard. CyCard orders a suit with
 * the Ace low and has no room for a card without suit or rank; Boat ranks
 * 5 … K A with the Ace high, and its Boat card belongs to whichever suit is
 * trump. Numbering the cards suit * 10 + rank index (5 = 0 … Ace = 9) and
 * the Boat card 40 makes each suit ten consecutive bits in the rank order
 * of play, so that the rules, the computer players and the solver work on
 * 64-bit sets with shifts and masks. cy_boat_card_to_card() gives the CyCard
 * of a suited card, for drawing it with the existing deck. */
typedef guint8 CyBoatCard;
typedef guint64 CyBoatCardSet;

#define CY_BOAT_N_RANKS      10        /* 5 6 7 8 9 10 J Q K A */
#define CY_BOAT_DECK_SIZE    41
#define CY_BOAT_CARD_BOAT    ((CyBoatCard) 40)
#define CY_BOAT_CARD_NONE    ((CyBoatCard) 0xff)

/* Rank indices within a suit. */
#define CY_BOAT_RANK_5       0
#define CY_BOAT_RANK_10      5
#define CY_BOAT_RANK_ACE     9

#define CY_BOAT_SET_FULL     ((G_GUINT64_CONSTANT (1) << CY_BOAT_DECK_SIZE) - 1)
#define CY_BOAT_SET_BOAT     (G_GUINT64_CONSTANT (1) << CY_BOAT_CARD_BOAT)

/* Every card's points in one hand: Boat 20, four Aces and four 10s at 10,
 * four 5s at 5. */
#define CY_BOAT_TOTAL_POINTS 120

static inline CyBoatCard
cy_boat_card_new (guint  rank_index,
                  CySuit suit)
{
  return (CyBoatCard) (suit * CY_BOAT_N_RANKS + rank_index);
}

static inline gboolean
cy_boat_card_is_valid (CyBoatCard card)
{
  return card < CY_BOAT_DECK_SIZE;
}

static inline gboolean
cy_boat_card_is_boat (CyBoatCard card)
{
  return card == CY_BOAT_CARD_BOAT;
}

/* The printed suit; the Boat card has none (-1) until trump is named. */
static inline int
cy_boat_card_get_suit (CyBoatCard card)
{
  return card == CY_BOAT_CARD_BOAT ? -1 : card / CY_BOAT_N_RANKS;
}

/* The suit the card counts as in play: the Boat card is a trump. */
static inline int
cy_boat_card_get_play_suit (CyBoatCard card,
                            int        trump)
{
  return card == CY_BOAT_CARD_BOAT ? trump : card / CY_BOAT_N_RANKS;
}

/* 0 (the 5) to 9 (the Ace); the Boat card ranks above every Ace, 10. */
static inline guint
cy_boat_card_get_rank_index (CyBoatCard card)
{
  return card == CY_BOAT_CARD_BOAT ? CY_BOAT_N_RANKS : card % CY_BOAT_N_RANKS;
}

static inline guint
cy_boat_card_get_points (CyBoatCard card)
{
  static const guint8 points[CY_BOAT_N_RANKS] = { 5, 0, 0, 0, 0, 10, 0, 0, 0, 10 };

  return card == CY_BOAT_CARD_BOAT ? 20 : points[card % CY_BOAT_N_RANKS];
}

static inline CyBoatCardSet
cy_boat_set_of (CyBoatCard card)
{
  return G_GUINT64_CONSTANT (1) << card;
}

static inline CyBoatCardSet
cy_boat_set_suit (CySuit suit)
{
  return (CyBoatCardSet) 0x3ff << (suit * CY_BOAT_N_RANKS);
}

/* The cards that count as @suit in play: its ten cards, and the Boat card
 * when @suit is trump. */
static inline CyBoatCardSet
cy_boat_set_play_suit (int suit,
                       int trump)
{
  return cy_boat_set_suit ((CySuit) suit) | (suit == trump ? CY_BOAT_SET_BOAT : 0);
}

static inline guint
cy_boat_set_count (CyBoatCardSet set)
{
  return (guint) __builtin_popcountll (set);
}

static inline CyBoatCard
cy_boat_set_first (CyBoatCardSet set)
{
  return (CyBoatCard) __builtin_ctzll (set);
}

static inline CyBoatCard
cy_boat_set_last (CyBoatCardSet set)
{
  return (CyBoatCard) (63 - __builtin_clzll (set));
}

/* Iterates the cards of a set from the lowest value up. */
#define CY_BOAT_SET_FOREACH(set, card) \
  for (CyBoatCardSet _rest_##card = (set); \
       _rest_##card != 0 && ((card) = cy_boat_set_first (_rest_##card), TRUE); \
       _rest_##card &= _rest_##card - 1)

guint         cy_boat_set_points          (CyBoatCardSet   set);

gboolean      cy_boat_card_parse          (const char     *text,
                                           CyBoatCard     *card,
                                           GError        **error);
/* Several cards, none twice; into a set. */
gboolean      cy_boat_set_parse           (char          **texts,
                                           guint           n_texts,
                                           CyBoatCardSet  *set,
                                           GError        **error);
/* "AH", "10S", "BOAT": the notation of records and the command line. */
char         *cy_boat_card_to_string      (CyBoatCard      card);
/* "AH 10S BOAT", lowest card first; "" for the empty set. */
char         *cy_boat_set_to_string       (CyBoatCardSet   set);
/* "Ace of Hearts", "the Boat", for the move log and screen readers. */
char         *cy_boat_card_get_name       (CyBoatCard      card);
/* The card of the 52-card deck to draw; CY_CARD_INVALID for the Boat card. */
CyCard        cy_boat_card_to_card        (CyBoatCard      card);
CyBoatCard    cy_boat_card_from_card      (CyCard          card);
/* The element of an AisleRiot-style deck to draw: "heart_1" and so on, and
 * for the Boat card "red_joker" (our deck draws the Boat card there; in
 * another theme its red joker stands in). */
char         *cy_boat_card_get_theme_id   (CyBoatCard      card);

gboolean      cy_boat_suit_parse          (const char     *text,
                                           CySuit         *suit,
                                           GError        **error);

G_END_DECLS
