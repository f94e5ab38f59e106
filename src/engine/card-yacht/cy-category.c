/* cy-category.c: scoring a hand in each category
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-category.h"

/* What a player must know about the cards to meet a category, said where
 * the category is: the card points where the points count, the Ace's place
 * where a sequence counts. */
#define POINTS_NOTE N_("Card points: Ace 1, 2 to 10 as marked, Jack, Queen and King 10")
#define ACE_NOTE N_("The Ace is low only: A-2-3-4-5 is a sequence, Q-K-A-2-3 is not")

typedef struct
{
  const char *key;
  const char *label;
  const char *requirement;
  const char *note;
  guint       max_score;
} CyCategoryInfo;

static const CyCategoryInfo categories[CY_N_CATEGORIES] = {
  { "five-flush", N_("Five Flush"), N_("Five cards in sequence, all of one suit: 100"), ACE_NOTE, 100 },
  { "sequence", N_("Sequence"), N_("Five cards in sequence (A-2-3-4-5 up to 9-10-J-Q-K): 50"), ACE_NOTE, 50 },
  { "card-yacht", N_("Card Yacht"), N_("Four cards of one rank: 75"), NULL, 75 },
  { "three-and-two", N_("Three and Two"), N_("Three of one rank and two of another: 25"), NULL, 25 },
  { "high", N_("High"), N_("Card points add up to exactly 50: 25"), POINTS_NOTE, 25 },
  { "middle", N_("Middle"), N_("Card points add up to exactly 25: 50"), POINTS_NOTE, 50 },
  { "low", N_("Low"), N_("Card points add up to 10 or less: 50"), POINTS_NOTE, 50 },
  { "flush", N_("Flush"), N_("Five cards of one suit: 25"), NULL, 25 },
  { "spades", N_("Spades"), N_("The points of the spades in the hand"), POINTS_NOTE, 49 },
  { "hearts", N_("Hearts"), N_("The points of the hearts in the hand"), POINTS_NOTE, 49 },
  { "diamonds", N_("Diamonds"), N_("The points of the diamonds in the hand"), POINTS_NOTE, 49 },
  { "clubs", N_("Clubs"), N_("The points of the clubs in the hand"), POINTS_NOTE, 49 },
};

const char *
cy_category_get_key (CyCategory category)
{
  g_return_val_if_fail (category < CY_N_CATEGORIES, NULL);

  return categories[category].key;
}

const char *
cy_category_get_label (CyCategory category)
{
  g_return_val_if_fail (category < CY_N_CATEGORIES, NULL);

  return _(categories[category].label);
}

const char *
cy_category_get_requirement (CyCategory category)
{
  g_return_val_if_fail (category < CY_N_CATEGORIES, NULL);

  return _(categories[category].requirement);
}

/**
 * cy_category_get_note:
 *
 * Returns: (nullable): what the card values mean for @category ("Card
 *   points: Ace 1, ..." or that the Ace is low only), or %NULL where
 *   they do not matter
 */
const char *
cy_category_get_note (CyCategory category)
{
  g_return_val_if_fail (category < CY_N_CATEGORIES, NULL);

  return categories[category].note != NULL ? _(categories[category].note) : NULL;
}

guint
cy_category_get_max_score (CyCategory category)
{
  g_return_val_if_fail (category < CY_N_CATEGORIES, 0);

  return categories[category].max_score;
}

gboolean
cy_category_is_suit (CyCategory category)
{
  return category >= CY_CATEGORY_SPADES && category <= CY_CATEGORY_CLUBS;
}

gboolean
cy_category_from_key (const char *key,
                      CyCategory *category)
{
  for (guint i = 0; i < CY_N_CATEGORIES; i++)
    if (g_strcmp0 (key, categories[i].key) == 0)
      {
        *category = (CyCategory) i;
        return TRUE;
      }

  return FALSE;
}

/* Per-card facts, looked up rather than computed: the enumerator and the
 * computer players score millions of hands. */
typedef struct
{
  guint8 rank;
  guint8 points;
  guint8 suit;
} CardFacts;

static CardFacts card_facts[CY_DECK_SIZE];

static void
init_card_facts (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      for (CyCard card = 0; card < CY_DECK_SIZE; card++)
        {
          card_facts[card].rank = (guint8) cy_card_get_rank (card);
          card_facts[card].points = (guint8) cy_card_get_points (card);
          card_facts[card].suit = (guint8) cy_card_get_suit (card);
        }
      g_once_init_leave (&initialized, 1);
    }
}

/* All twelve scores at once share one pass over the hand. The hand must
 * hold five distinct valid cards. */
void
cy_category_score_all (const CyCard hand[CY_HAND_SIZE],
                       guint        scores[CY_N_CATEGORIES])
{
  guint suit_points[CY_N_SUITS] = { 0 };
  guint64 rank_counts = 0;   /* four bits per rank */
  guint rank_mask = 0;
  guint suit_mask = 0;
  guint total = 0;
  guint n_ranks = 0;
  guint lowest;
  gboolean flush;
  gboolean sequence;
  gboolean four_of_a_kind = FALSE;
  gboolean full_house = FALSE;

  init_card_facts ();

  for (guint i = 0; i < CY_HAND_SIZE; i++)
    {
      const CardFacts *facts = &card_facts[hand[i]];

      rank_counts += G_GUINT64_CONSTANT (1) << (4 * facts->rank);
      n_ranks += !(rank_mask & (1u << facts->rank));
      rank_mask |= 1u << facts->rank;
      suit_mask |= 1u << facts->suit;
      suit_points[facts->suit] += facts->points;
      total += facts->points;
    }

  lowest = (guint) __builtin_ctz (rank_mask);
  flush = (suit_mask & (suit_mask - 1)) == 0;

  /* Five distinct ranks in a row; the Ace is rank 1 and never follows the King. */
  sequence = n_ranks == CY_HAND_SIZE && rank_mask == (0x1fu << lowest);

  /* Two ranks in five cards: 4+1 or 3+2. */
  if (n_ranks == 2)
    {
      guint count = (guint) ((rank_counts >> (4 * lowest)) & 0xf);

      four_of_a_kind = count == 4 || count == 1;
      full_house = !four_of_a_kind;
    }

  scores[CY_CATEGORY_FIVE_FLUSH] = (flush && sequence) ? 100 : 0;
  scores[CY_CATEGORY_SEQUENCE] = sequence ? 50 : 0;
  scores[CY_CATEGORY_CARD_YACHT] = four_of_a_kind ? 75 : 0;
  scores[CY_CATEGORY_THREE_AND_TWO] = full_house ? 25 : 0;
  scores[CY_CATEGORY_HIGH] = total == 50 ? 25 : 0;
  scores[CY_CATEGORY_MIDDLE] = total == 25 ? 50 : 0;
  scores[CY_CATEGORY_LOW] = total <= 10 ? 50 : 0;
  scores[CY_CATEGORY_FLUSH] = flush ? 25 : 0;
  scores[CY_CATEGORY_SPADES] = suit_points[CY_SUIT_SPADES];
  scores[CY_CATEGORY_HEARTS] = suit_points[CY_SUIT_HEARTS];
  scores[CY_CATEGORY_DIAMONDS] = suit_points[CY_SUIT_DIAMONDS];
  scores[CY_CATEGORY_CLUBS] = suit_points[CY_SUIT_CLUBS];
}

/* One category alone; suit categories, the commonest question, need only a sum. */
guint
cy_category_score (CyCategory   category,
                   const CyCard hand[CY_HAND_SIZE])
{
  guint scores[CY_N_CATEGORIES];

  g_return_val_if_fail (category < CY_N_CATEGORIES, 0);

  if (cy_category_is_suit (category))
    {
      CySuit suit = (CySuit) (category - CY_CATEGORY_SPADES);
      guint points = 0;

      init_card_facts ();
      for (guint i = 0; i < CY_HAND_SIZE; i++)
        if (card_facts[hand[i]].suit == suit)
          points += card_facts[hand[i]].points;

      return points;
    }

  cy_category_score_all (hand, scores);
  return scores[category];
}

guint
cy_suited_bonus (guint suit_total)
{
  return suit_total >= CY_SUITED_BONUS_THRESHOLD ? CY_SUITED_BONUS : 0;
}
