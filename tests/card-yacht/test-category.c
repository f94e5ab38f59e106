/* test-category.c: scoring a hand in each of the twelve categories
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "test-util.h"

enum { FF, SEQ, CY, TT, HIGH, MID, LOW, FLUSH, S, H, D, C };

typedef struct
{
  const char *hand;
  guint       scores[CY_N_CATEGORIES];  /* worked out by hand */
  const char *why;
} Case;

/*                                   FF  SEQ  CY  TT HIGH MID LOW FL   S   H   D   C */
static const Case cases[] = {
  { "AS 2H 3D 4C 5S",             {   0, 50,  0,  0,  0,  0,  0,  0,  6,  2,  3,  4 }, "A-2-3-4-5 is the lowest Sequence; sum 15" },
  { "9C 10D JH QS KC",            {   0, 50,  0,  0,  0,  0,  0,  0, 10, 10, 10, 19 }, "9-10-J-Q-K is the highest Sequence; sum 49" },
  { "JS QH KD AC 2S",             {   0,  0,  0,  0,  0,  0,  0,  0, 12, 10, 10,  1 }, "J-Q-K-A-2 does not wrap around" },
  { "10S JS QS KS AS",            {   0,  0,  0,  0,  0,  0,  0, 25, 41,  0,  0,  0 }, "10-J-Q-K-A: the Ace is low only; still a Flush" },
  { "QS KS AS 2S 3S",             {   0,  0,  0,  0,  0,  0,  0, 25, 26,  0,  0,  0 }, "Q-K-A-2-3 does not wrap; sum 26 is not Middle" },
  { "9H 10H JH QH KH",            { 100, 50,  0,  0,  0,  0,  0, 25,  0, 49,  0,  0 }, "straight flush: Five Flush, Sequence and Flush; the best Hearts" },
  { "AD 2D 3D 4D 5D",             { 100, 50,  0,  0,  0,  0,  0, 25,  0,  0, 15,  0 }, "the lowest straight flush; 15 is not Low" },
  { "KS QS JS 10S 9S",            { 100, 50,  0,  0,  0,  0,  0, 25, 49,  0,  0,  0 }, "the most a suit can score: 49" },
  { "7S 7H 7D 7C 2H",             {   0,  0, 75,  0,  0,  0,  0,  0,  7,  9,  7,  7 }, "four of a kind is Card Yacht, not Three and Two" },
  { "KS KH KD KC AS",             {   0,  0, 75,  0,  0,  0,  0,  0, 11, 10, 10, 10 }, "four Kings and an Ace; sum 41" },
  { "10S 10H 10D 10C KS",         {   0,  0, 75,  0, 25,  0,  0,  0, 20, 10, 10, 10 }, "four tens and a King: Card Yacht and High" },
  { "AS AH AD AC 2S",             {   0,  0, 75,  0,  0,  0, 50,  0,  3,  1,  1,  1 }, "four Aces and a 2: sum 6, the least possible, is Low" },
  { "3S 3H 3D 8C 8S",             {   0,  0,  0, 25,  0, 50,  0,  0, 11,  3,  3,  8 }, "full house: Three and Two, not Card Yacht; sum 25 is Middle" },
  { "KS KH KD QC QS",             {   0,  0,  0, 25, 25,  0,  0,  0, 20, 10, 10, 10 }, "full house of court cards: sum 50 is High" },
  { "AS AH AD 2C 2S",             {   0,  0,  0, 25,  0,  0, 50,  0,  3,  1,  1,  2 }, "full house with sum 7 is Low" },
  { "5S 5H 5D 2C 3S",             {   0,  0,  0,  0,  0,  0,  0,  0,  8,  5,  5,  2 }, "three of a kind alone is nothing; sum 20" },
  { "5S 5H 6D 6C 7S",             {   0,  0,  0,  0,  0,  0,  0,  0, 12,  5,  6,  6 }, "two pairs are not Three and Two" },
  { "10S JH QD KC 10H",           {   0,  0,  0,  0, 25,  0,  0,  0, 10, 20, 10, 10 }, "sum exactly 50 is High; only four ranks, no Sequence" },
  { "KS KH QD QC JS",             {   0,  0,  0,  0, 25,  0,  0,  0, 20, 10, 10, 10 }, "two pairs of court cards: sum 50" },
  { "9S JH QD KC QH",             {   0,  0,  0,  0,  0,  0,  0,  0,  9, 20, 10, 10 }, "sum 49 is not High" },
  { "AS 4H 5D 7C 8S",             {   0,  0,  0,  0,  0, 50,  0,  0,  9,  4,  5,  7 }, "sum exactly 25 is Middle" },
  { "AS 4H 5D 6C 8S",             {   0,  0,  0,  0,  0,  0,  0,  0,  9,  4,  5,  6 }, "sum 24 is not Middle" },
  { "2S 4H 5D 7C 8S",             {   0,  0,  0,  0,  0,  0,  0,  0, 10,  4,  5,  7 }, "sum 26 is not Middle" },
  { "AS AH 2D 3C 3S",             {   0,  0,  0,  0,  0,  0, 50,  0,  4,  1,  2,  3 }, "sum exactly 10 is Low" },
  { "AS AH 2D 3C 4S",             {   0,  0,  0,  0,  0,  0,  0,  0,  5,  1,  2,  3 }, "sum 11 is not Low" },
  { "AS 2S 3S 4S 6S",             {   0,  0,  0,  0,  0,  0,  0, 25, 16,  0,  0,  0 }, "a gap: Flush only" },
  { "2S 3H 4D 5C 6S",             {   0, 50,  0,  0,  0,  0,  0,  0,  8,  3,  4,  5 }, "a Sequence in the middle" },
  { "10C JC QC KC AC",            {   0,  0,  0,  0,  0,  0,  0, 25,  0,  0,  0, 41 }, "10-J-Q-K-A of clubs is only a Flush" },
  { "KS QH 2S 3D 4C",             {   0,  0,  0,  0,  0,  0,  0,  0, 12, 10,  3,  4 }, "suit categories count only their suit" },
  { "8D 9D 10D JD QD",            { 100, 50,  0,  0,  0,  0,  0, 25,  0,  0, 47,  0 }, "straight flush 8 to Queen" },
  { "5H 6C 7H 8C 9H",             {   0, 50,  0,  0,  0,  0,  0,  0,  0, 21,  0, 14 }, "sum 35, a two-suited Sequence" },
  { "2C 2D 3C 3D 3H",             {   0,  0,  0, 25,  0,  0,  0,  0,  0,  3,  5,  5 }, "full house, sum 13: not Low" },
};

static void
check_hand (const char   *text,
            const guint   expected[CY_N_CATEGORIES],
            const char   *why)
{
  CyCard hand[CY_HAND_SIZE];
  guint scores[CY_N_CATEGORIES];

  cy_test_cards (text, hand, CY_HAND_SIZE);
  cy_category_score_all (hand, scores);

  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    {
      if (scores[c] != expected[c])
        g_error ("%s (%s): %s scores %u, expected %u", text, why,
                 cy_category_get_key (c), scores[c], expected[c]);
      g_assert_cmpuint (cy_category_score (c, hand), ==, expected[c]);
    }
}

static void
test_category_cases (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      /* The order of the cards never matters. */
      CyCard hand[CY_HAND_SIZE];
      CyRandom rng;

      check_hand (cases[i].hand, cases[i].scores, cases[i].why);

      cy_test_cards (cases[i].hand, hand, CY_HAND_SIZE);
      cy_random_init (&rng, i, 1);
      for (guint k = 0; k < 10; k++)
        {
          g_autofree char *text = NULL;

          cy_random_shuffle (&rng, hand, CY_HAND_SIZE);
          text = cy_test_cards_to_string (hand, CY_HAND_SIZE);
          check_hand (text, cases[i].scores, cases[i].why);
        }
    }
}

/* Named edges, one assertion each, so a failure reads as the rule it breaks. */
static guint
score (CyCategory  category,
       const char *text)
{
  CyCard hand[CY_HAND_SIZE];

  cy_test_cards (text, hand, CY_HAND_SIZE);
  return cy_category_score (category, hand);
}

static void
test_category_edges (void)
{
  /* Sequences: Ace low only, no wrap-around. */
  g_assert_cmpuint (score (CY_CATEGORY_SEQUENCE, "AS 2H 3D 4C 5S"), ==, 50);
  g_assert_cmpuint (score (CY_CATEGORY_SEQUENCE, "9S 10H JD QC KS"), ==, 50);
  g_assert_cmpuint (score (CY_CATEGORY_SEQUENCE, "JS QH KD AC 2S"), ==, 0);
  g_assert_cmpuint (score (CY_CATEGORY_SEQUENCE, "10S JH QD KC AS"), ==, 0);
  g_assert_cmpuint (score (CY_CATEGORY_SEQUENCE, "QS KH AD 2C 3S"), ==, 0);
  g_assert_cmpuint (score (CY_CATEGORY_SEQUENCE, "KS AH 2D 3C 4S"), ==, 0);
  g_assert_cmpuint (score (CY_CATEGORY_SEQUENCE, "AS 2H 3D 4C 6S"), ==, 0);
  g_assert_cmpuint (score (CY_CATEGORY_FIVE_FLUSH, "10S JS QS KS AS"), ==, 0);

  /* A straight flush meets three categories at once. */
  g_assert_cmpuint (score (CY_CATEGORY_FIVE_FLUSH, "3C 4C 5C 6C 7C"), ==, 100);
  g_assert_cmpuint (score (CY_CATEGORY_SEQUENCE, "3C 4C 5C 6C 7C"), ==, 50);
  g_assert_cmpuint (score (CY_CATEGORY_FLUSH, "3C 4C 5C 6C 7C"), ==, 25);
  g_assert_cmpuint (score (CY_CATEGORY_CLUBS, "3C 4C 5C 6C 7C"), ==, 25);
  g_assert_cmpuint (score (CY_CATEGORY_MIDDLE, "3C 4C 5C 6C 7C"), ==, 50);
  /* A Sequence of two suits is no Five Flush, a Flush with a gap no Sequence. */
  g_assert_cmpuint (score (CY_CATEGORY_FIVE_FLUSH, "3C 4C 5C 6C 7D"), ==, 0);
  g_assert_cmpuint (score (CY_CATEGORY_FIVE_FLUSH, "3C 4C 5C 6C 8C"), ==, 0);

  /* Four of a kind is Card Yacht and not Three and Two; a full house the reverse. */
  g_assert_cmpuint (score (CY_CATEGORY_CARD_YACHT, "QS QH QD QC 3S"), ==, 75);
  g_assert_cmpuint (score (CY_CATEGORY_THREE_AND_TWO, "QS QH QD QC 3S"), ==, 0);
  g_assert_cmpuint (score (CY_CATEGORY_CARD_YACHT, "3S QH QD QC 3H"), ==, 0);
  g_assert_cmpuint (score (CY_CATEGORY_THREE_AND_TWO, "3S QH QD QC 3H"), ==, 25);
  g_assert_cmpuint (score (CY_CATEGORY_THREE_AND_TWO, "3S 3H 3D QC 3C"), ==, 0);
  g_assert_cmpuint (score (CY_CATEGORY_CARD_YACHT, "3S 3H 3D QC 3C"), ==, 75);
  g_assert_cmpuint (score (CY_CATEGORY_THREE_AND_TWO, "3S 3H 3D QC KC"), ==, 0);

  /* High: exactly 50, which is also the largest possible sum (every card
   * is worth at most 10), so 51 cannot happen. */
  g_assert_cmpuint (score (CY_CATEGORY_HIGH, "10S JH QD KC KS"), ==, 25);
  g_assert_cmpuint (score (CY_CATEGORY_HIGH, "9S JH QD KC KS"), ==, 0);
  g_assert_cmpuint (score (CY_CATEGORY_HIGH, "10S 10H 10D 10C JS"), ==, 25);

  /* Middle: exactly 25. */
  g_assert_cmpuint (score (CY_CATEGORY_MIDDLE, "2S 3H 5D 7C 8S"), ==, 50);   /* 25 */
  g_assert_cmpuint (score (CY_CATEGORY_MIDDLE, "2S 3H 5D 7C 7S"), ==, 0);    /* 24 */
  g_assert_cmpuint (score (CY_CATEGORY_MIDDLE, "2S 3H 5D 7C 9S"), ==, 0);    /* 26 */
  g_assert_cmpuint (score (CY_CATEGORY_MIDDLE, "KS 5H 5D 3C 2S"), ==, 50);   /* 25 */

  /* Low: 10 or less; 6 is the least five cards can make. */
  g_assert_cmpuint (score (CY_CATEGORY_LOW, "AS AH AD AC 2S"), ==, 50);     /* 6 */
  g_assert_cmpuint (score (CY_CATEGORY_LOW, "AS AH AD 2C 2S"), ==, 50);     /* 7 */
  g_assert_cmpuint (score (CY_CATEGORY_LOW, "AS AH 2D 2C 4S"), ==, 50);     /* 10 */
  g_assert_cmpuint (score (CY_CATEGORY_LOW, "AS AH 2D 2C 5S"), ==, 0);      /* 11 */
  g_assert_cmpuint (score (CY_CATEGORY_LOW, "AS AH 3D 2C 4S"), ==, 0);      /* 11 */

  /* Flush: five of one suit, any ranks. */
  g_assert_cmpuint (score (CY_CATEGORY_FLUSH, "2H 7H 9H JH KH"), ==, 25);
  g_assert_cmpuint (score (CY_CATEGORY_FLUSH, "2H 7H 9H JH KD"), ==, 0);

  /* Suit categories: that suit's points only. */
  g_assert_cmpuint (score (CY_CATEGORY_SPADES, "KS QS JS 10S 9S"), ==, 49);
  g_assert_cmpuint (score (CY_CATEGORY_HEARTS, "KS QS JS 10S 9S"), ==, 0);
  g_assert_cmpuint (score (CY_CATEGORY_HEARTS, "KH QH JH 10H 9H"), ==, 49);
  g_assert_cmpuint (score (CY_CATEGORY_DIAMONDS, "KD QD JD 10D 9D"), ==, 49);
  g_assert_cmpuint (score (CY_CATEGORY_CLUBS, "KC QC JC 10C 9C"), ==, 49);
  g_assert_cmpuint (score (CY_CATEGORY_CLUBS, "AC 2H 3H 4H 5H"), ==, 1);
  g_assert_cmpuint (score (CY_CATEGORY_DIAMONDS, "AC 2H 3H 4H 5H"), ==, 0);
  g_assert_cmpuint (score (CY_CATEGORY_HEARTS, "AC 2H 3H 4H 5H"), ==, 14);
  g_assert_cmpuint (score (CY_CATEGORY_SPADES, "KS QH JS 10D 9S"), ==, 29);
}

/* Checks the suit maximum the slow way: no five cards of one suit beat 49. */
static void
test_category_suit_maximum (void)
{
  for (guint suit = 0; suit < CY_N_SUITS; suit++)
    {
      guint best = 0;
      guint n_best = 0;

      /* All C(13,5) = 1287 five-card sets of the suit. */
      for (guint mask = 0; mask < (1u << 13); mask++)
        {
          CyCard hand[CY_HAND_SIZE];
          guint n = 0;
          guint points;

          if (__builtin_popcount (mask) != 5)
            continue;
          for (guint r = 0; r < 13; r++)
            if (mask & (1u << r))
              hand[n++] = cy_card_new (r + 1, suit);

          points = cy_category_score (CY_CATEGORY_SPADES + suit, hand);
          if (points > best)
            {
              best = points;
              n_best = 0;
            }
          if (points == best)
            n_best++;
        }

      g_assert_cmpuint (best, ==, 49);
      /* Only K Q J 10 9 reaches it. */
      g_assert_cmpuint (n_best, ==, 1);
      g_assert_cmpuint (cy_category_get_max_score (CY_CATEGORY_SPADES + suit), ==, 49);
    }
}

/* Every rank sequence in every suit combination (10 x 4^5 hands). */
static void
test_category_all_sequences (void)
{
  for (guint low = 1; low <= 9; low++)
    for (guint suits = 0; suits < 1024; suits++)
      {
        CyCard hand[CY_HAND_SIZE];
        guint scores[CY_N_CATEGORIES];
        gboolean one_suit = TRUE;

        for (guint i = 0; i < CY_HAND_SIZE; i++)
          {
            hand[i] = cy_card_new (low + i, (suits >> (2 * i)) & 3);
            one_suit &= cy_card_get_suit (hand[i]) == cy_card_get_suit (hand[0]);
          }

        cy_category_score_all (hand, scores);
        g_assert_cmpuint (scores[CY_CATEGORY_SEQUENCE], ==, 50);
        g_assert_cmpuint (scores[CY_CATEGORY_FIVE_FLUSH], ==, one_suit ? 100 : 0);
        g_assert_cmpuint (scores[CY_CATEGORY_FLUSH], ==, one_suit ? 25 : 0);
        g_assert_cmpuint (scores[CY_CATEGORY_CARD_YACHT], ==, 0);
        g_assert_cmpuint (scores[CY_CATEGORY_THREE_AND_TWO], ==, 0);
      }

  /* The wrapping windows K-A-2-3-4, Q-K-A-2-3, J-Q-K-A-2, 10-J-Q-K-A never count. */
  for (guint start = 10; start <= 13; start++)
    for (guint suits = 0; suits < 1024; suits++)
      {
        CyCard hand[CY_HAND_SIZE];

        for (guint i = 0; i < CY_HAND_SIZE; i++)
          hand[i] = cy_card_new ((start - 1 + i) % 13 + 1, (suits >> (2 * i)) & 3);

        g_assert_cmpuint (cy_category_score (CY_CATEGORY_SEQUENCE, hand), ==, 0);
        g_assert_cmpuint (cy_category_score (CY_CATEGORY_FIVE_FLUSH, hand), ==, 0);
      }
}

/* Every four of a kind and every full house. */
static void
test_category_all_sets (void)
{
  for (guint a = 1; a <= 13; a++)
    for (guint b = 1; b <= 13; b++)
      {
        if (a == b)
          continue;

        /* Four a's and one b of each suit. */
        for (guint sb = 0; sb < 4; sb++)
          {
            CyCard hand[CY_HAND_SIZE] = {
              cy_card_new (a, 0), cy_card_new (a, 1), cy_card_new (a, 2), cy_card_new (a, 3), cy_card_new (b, sb),
            };
            g_assert_cmpuint (cy_category_score (CY_CATEGORY_CARD_YACHT, hand), ==, 75);
            g_assert_cmpuint (cy_category_score (CY_CATEGORY_THREE_AND_TWO, hand), ==, 0);
            g_assert_cmpuint (cy_category_score (CY_CATEGORY_SEQUENCE, hand), ==, 0);
            g_assert_cmpuint (cy_category_score (CY_CATEGORY_FLUSH, hand), ==, 0);
          }

        /* Three a's (leaving out suit sa) and two b's (suits sb1 < sb2). */
        for (guint sa = 0; sa < 4; sa++)
          for (guint sb1 = 0; sb1 < 4; sb1++)
            for (guint sb2 = sb1 + 1; sb2 < 4; sb2++)
              {
                CyCard hand[CY_HAND_SIZE];
                guint n = 0;

                for (guint s = 0; s < 4; s++)
                  if (s != sa)
                    hand[n++] = cy_card_new (a, s);
                hand[n++] = cy_card_new (b, sb1);
                hand[n++] = cy_card_new (b, sb2);

                g_assert_cmpuint (cy_category_score (CY_CATEGORY_THREE_AND_TWO, hand), ==, 25);
                g_assert_cmpuint (cy_category_score (CY_CATEGORY_CARD_YACHT, hand), ==, 0);
              }
      }
}

/* ------------------------------------------------------------------ */
/* An independent, deliberately plain scorer: sort, count, add.        */

static int
compare_uint (const void *a,
              const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;
  return (x > y) - (x < y);
}

static void
reference_score (const CyCard hand[CY_HAND_SIZE],
                 guint        out[CY_N_CATEGORIES])
{
  guint rank[CY_HAND_SIZE];
  guint suit[CY_HAND_SIZE];
  guint value[CY_HAND_SIZE];
  guint counts[14] = { 0 };
  guint sum = 0;
  gboolean flush = TRUE;
  gboolean sequence = TRUE;
  guint max_count = 0;
  guint n_distinct = 0;

  for (guint i = 0; i < CY_HAND_SIZE; i++)
    {
      rank[i] = hand[i] % 13 + 1;     /* the documented encoding: suit * 13 + rank - 1 */
      suit[i] = hand[i] / 13;
      value[i] = rank[i] >= 10 ? 10 : rank[i];
      sum += value[i];
      counts[rank[i]]++;
    }

  qsort (rank, CY_HAND_SIZE, sizeof rank[0], compare_uint);
  for (guint i = 1; i < CY_HAND_SIZE; i++)
    {
      if (suit[i] != suit[0])
        flush = FALSE;
      if (rank[i] != rank[i - 1] + 1)
        sequence = FALSE;
    }

  for (guint r = 1; r <= 13; r++)
    {
      if (counts[r] > max_count)
        max_count = counts[r];
      if (counts[r] > 0)
        n_distinct++;
    }

  memset (out, 0, sizeof (guint) * CY_N_CATEGORIES);
  out[FF] = flush && sequence ? 100 : 0;
  out[SEQ] = sequence ? 50 : 0;
  out[CY] = max_count == 4 ? 75 : 0;
  out[TT] = max_count == 3 && n_distinct == 2 ? 25 : 0;
  out[HIGH] = sum == 50 ? 25 : 0;
  out[MID] = sum == 25 ? 50 : 0;
  out[LOW] = sum <= 10 ? 50 : 0;
  out[FLUSH] = flush ? 25 : 0;
  for (guint i = 0; i < CY_HAND_SIZE; i++)
    out[S + suit[i]] += value[i];
}

static void
random_hand (CyRandom *rng,
             CyCard    hand[CY_HAND_SIZE])
{
  CyCard deck[CY_DECK_SIZE];

  for (guint i = 0; i < CY_DECK_SIZE; i++)
    deck[i] = i;
  /* A partial Fisher-Yates: the first five are a uniform random hand. */
  for (guint i = 0; i < CY_HAND_SIZE; i++)
    {
      guint j = i + cy_random_below (rng, CY_DECK_SIZE - i);
      CyCard t = deck[i];
      deck[i] = deck[j];
      deck[j] = t;
      hand[i] = deck[i];
    }
}

/* Random hands are mostly nothing; bias some towards the rarer categories. */
static void
biased_hand (CyRandom *rng,
             CyCard    hand[CY_HAND_SIZE])
{
  guint kind = cy_random_below (rng, 4);

  random_hand (rng, hand);
  if (kind == 1)
    {
      /* One suit. */
      CySuit suit = cy_random_below (rng, 4);
      CyCardSet used = 0;

      for (guint i = 0; i < CY_HAND_SIZE; i++)
        {
          do
            hand[i] = cy_card_new (1 + cy_random_below (rng, 13), suit);
          while (used & cy_card_set_of (hand[i]));
          used |= cy_card_set_of (hand[i]);
        }
    }
  else if (kind == 2)
    {
      /* Few ranks: at most two or three. */
      guint ranks[3] = { 1 + cy_random_below (rng, 13), 1 + cy_random_below (rng, 13), 1 + cy_random_below (rng, 13) };
      CyCardSet used = 0;

      /* One rank has only four cards: make sure there are two. */
      if (ranks[1] == ranks[0])
        ranks[1] = ranks[0] % 13 + 1;

      for (guint i = 0; i < CY_HAND_SIZE; i++)
        {
          do
            hand[i] = cy_card_new (ranks[cy_random_below (rng, 3)], cy_random_below (rng, 4));
          while (used & cy_card_set_of (hand[i]));
          used |= cy_card_set_of (hand[i]);
        }
    }
  else if (kind == 3)
    {
      /* Near-runs, including wrapping ones. */
      guint low = 1 + cy_random_below (rng, 13);
      CyCardSet used = 0;

      for (guint i = 0; i < CY_HAND_SIZE; i++)
        {
          do
            hand[i] = cy_card_new ((low - 1 + i + (cy_random_below (rng, 4) == 0)) % 13 + 1, cy_random_below (rng, 4));
          while (used & cy_card_set_of (hand[i]));
          used |= cy_card_set_of (hand[i]);
        }
    }
}

static void
test_category_cross_check (void)
{
  guint n = cy_test_get_count ("CY_TEST_HANDS", 20000);
  guint met[CY_N_CATEGORIES] = { 0 };
  CyRandom rng;

  cy_random_init (&rng, 20240601, 3);
  for (guint k = 0; k < n; k++)
    {
      CyCard hand[CY_HAND_SIZE];
      guint expected[CY_N_CATEGORIES];
      guint scores[CY_N_CATEGORIES];

      biased_hand (&rng, hand);
      reference_score (hand, expected);
      cy_category_score_all (hand, scores);

      for (guint c = 0; c < CY_N_CATEGORIES; c++)
        {
          if (scores[c] != expected[c] || cy_category_score (c, hand) != expected[c])
            {
              g_autofree char *text = cy_test_cards_to_string (hand, CY_HAND_SIZE);
              g_error ("%s: %s scores %u (alone %u), the reference says %u", text,
                       cy_category_get_key (c), scores[c], cy_category_score (c, hand), expected[c]);
            }
          met[c] += expected[c] > 0;
        }
    }

  /* The sample reached every category, so each comparison was exercised. */
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    if (met[c] == 0)
      g_error ("no random hand met %s", cy_category_get_key (c));
}

static void
test_category_metadata (void)
{
  const char *keys[] = {
    "five-flush", "sequence", "card-yacht", "three-and-two", "high", "middle", "low", "flush",
    "spades", "hearts", "diamonds", "clubs",
  };
  const guint max[] = { 100, 50, 75, 25, 25, 50, 50, 25, 49, 49, 49, 49 };
  guint best = 0;
  CyCategory category;

  g_assert_cmpuint (G_N_ELEMENTS (keys), ==, CY_N_CATEGORIES);
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    {
      g_assert_cmpstr (cy_category_get_key (c), ==, keys[c]);
      g_assert_true (cy_category_from_key (keys[c], &category));
      g_assert_cmpuint (category, ==, c);
      g_assert_cmpuint (cy_category_get_max_score (c), ==, max[c]);
      g_assert_cmpuint (strlen (cy_category_get_label (c)), >, 0);
      g_assert_cmpuint (strlen (cy_category_get_requirement (c)), >, 0);
      g_assert_cmpint (cy_category_is_suit (c), ==, c >= CY_CATEGORY_SPADES);
      best += max[c];
    }
  /* The card values, where they decide the category. */
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    {
      const char *note = cy_category_get_note (c);

      if (c == CY_CATEGORY_HIGH || c == CY_CATEGORY_MIDDLE || c == CY_CATEGORY_LOW || cy_category_is_suit (c))
        g_assert_cmpstr (note, ==, "Card points: Ace 1, 2 to 10 as marked, Jack, Queen and King 10");
      else if (c == CY_CATEGORY_FIVE_FLUSH || c == CY_CATEGORY_SEQUENCE)
        g_assert_cmpstr (note, ==, "The Ace is low only: A-2-3-4-5 is a sequence, Q-K-A-2-3 is not");
      else
        g_assert_null (note);
    }
  g_assert_cmpstr (cy_category_get_label (CY_CATEGORY_THREE_AND_TWO), ==, "Three and Two");
  g_assert_cmpstr (cy_category_get_label (CY_CATEGORY_CARD_YACHT), ==, "Card Yacht");

  g_assert_false (cy_category_from_key ("Five-Flush", &category));
  g_assert_false (cy_category_from_key ("", &category));
  g_assert_false (cy_category_from_key ("bonus", &category));
  g_assert_false (cy_category_from_key (NULL, &category));

  /* The best game: every category at its maximum, plus the Suited Bonus
   * (4 x 49 = 196 >= 148): 400 + 196 + 100. */
  g_assert_cmpuint (best, ==, 596);
  g_assert_cmpuint (best + cy_suited_bonus (4 * 49), ==, 696);
  g_assert_cmpuint (CY_BEST_GAME_TOTAL, ==, 696);
}

static void
test_category_suited_bonus (void)
{
  g_assert_cmpuint (cy_suited_bonus (0), ==, 0);
  g_assert_cmpuint (cy_suited_bonus (100), ==, 0);
  g_assert_cmpuint (cy_suited_bonus (147), ==, 0);
  g_assert_cmpuint (cy_suited_bonus (148), ==, 100);
  g_assert_cmpuint (cy_suited_bonus (149), ==, 100);
  g_assert_cmpuint (cy_suited_bonus (196), ==, 100);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card-yacht/category/cases", test_category_cases);
  g_test_add_func ("/card-yacht/category/edges", test_category_edges);
  g_test_add_func ("/card-yacht/category/suit-maximum", test_category_suit_maximum);
  g_test_add_func ("/card-yacht/category/all-sequences", test_category_all_sequences);
  g_test_add_func ("/card-yacht/category/all-sets", test_category_all_sets);
  g_test_add_func ("/card-yacht/category/cross-check", test_category_cross_check);
  g_test_add_func ("/card-yacht/category/metadata", test_category_metadata);
  g_test_add_func ("/card-yacht/category/suited-bonus", test_category_suited_bonus);

  return g_test_run ();
}
