/* test-card.c: cards as values: parsing, printing, names, points, rank order
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-util.h"

/* Written out by hand rather than taken from the code under test. */
static const char * const ranks[] = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
static const char * const suits[] = { "S", "H", "D", "C" };
static const char * const rank_names[] = {
  "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King",
};
static const char * const suit_names[] = { "Spades", "Hearts", "Diamonds", "Clubs" };
static const guint points[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10 };

static CyCard
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  CyCard card = CY_CARD_INVALID;

  if (!cy_card_parse (text, &card, &error))
    g_error ("“%s” did not parse: %s", text, error->message);
  g_assert_true (cy_card_is_valid (card));
  return card;
}

static void
test_card_values (void)
{
  CyCardSet all = 0;

  /* 52 distinct values 0..51 covering every rank and suit once. */
  for (guint s = 0; s < CY_N_SUITS; s++)
    for (guint r = 1; r <= CY_N_RANKS; r++)
      {
        CyCard card = cy_card_new (r, s);

        g_assert_true (cy_card_is_valid (card));
        g_assert_cmpuint (card, <, 52);
        g_assert_cmpuint (cy_card_get_rank (card), ==, r);
        g_assert_cmpuint (cy_card_get_suit (card), ==, s);
        g_assert_false (all & cy_card_set_of (card));
        all |= cy_card_set_of (card);
      }
  g_assert_true (all == CY_CARD_SET_FULL);
  g_assert_cmpuint (__builtin_popcountll (CY_CARD_SET_FULL), ==, 52);

  g_assert_false (cy_card_is_valid (52));
  g_assert_false (cy_card_is_valid (CY_CARD_INVALID));
  g_assert_cmpuint (CY_DECK_SIZE, ==, 52);
}

static void
test_card_round_trip (void)
{
  guint n = 0;

  for (guint s = 0; s < G_N_ELEMENTS (suits); s++)
    for (guint r = 0; r < G_N_ELEMENTS (ranks); r++)
      {
        g_autofree char *text = g_strconcat (ranks[r], suits[s], NULL);
        g_autofree char *lower = g_ascii_strdown (text, -1);
        g_autofree char *printed = NULL;
        g_autofree char *printed_lower = NULL;
        CyCard card = parse_ok (text);

        g_assert_cmpuint (cy_card_get_rank (card), ==, r + 1);
        g_assert_cmpuint (cy_card_get_suit (card), ==, s);

        printed = cy_card_to_string (card);
        g_assert_cmpstr (printed, ==, text);
        g_assert_cmpuint (parse_ok (printed), ==, card);

        /* Case does not matter on input; output is upper case. */
        g_assert_cmpuint (parse_ok (lower), ==, card);
        printed_lower = cy_card_to_string (parse_ok (lower));
        g_assert_cmpstr (printed_lower, ==, text);
        n++;
      }

  g_assert_cmpuint (n, ==, 52);
}

static void
test_card_case (void)
{
  struct { const char *text; guint rank; CySuit suit; } cases[] = {
    { "10h", 10, CY_SUIT_HEARTS },
    { "10H", 10, CY_SUIT_HEARTS },
    { "QS", CY_RANK_QUEEN, CY_SUIT_SPADES },
    { "qs", CY_RANK_QUEEN, CY_SUIT_SPADES },
    { "qS", CY_RANK_QUEEN, CY_SUIT_SPADES },
    { "Qs", CY_RANK_QUEEN, CY_SUIT_SPADES },
    { "aD", CY_RANK_ACE, CY_SUIT_DIAMONDS },
    { "kc", CY_RANK_KING, CY_SUIT_CLUBS },
    { "jH", CY_RANK_JACK, CY_SUIT_HEARTS },
    { "2c", 2, CY_SUIT_CLUBS },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CyCard card = parse_ok (cases[i].text);

      g_assert_cmpuint (card, ==, cy_card_new (cases[i].rank, cases[i].suit));
    }
}

static void
test_card_rejects (void)
{
  const char *bad[] = {
    "1S", "11H", "QX", "", "10", "QHH", "0S", "14S", "1", "S", "Q", "10HH", "100H",
    " QH", "QH ", "Q H", "1OH", "JJ", "AH\n", "HQ", "SA", "KK", "A", "♥Q", "Q♥", "-1S", "1-S",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      CyCard card = 17;

      if (cy_card_parse (bad[i], &card, &error))
        g_error ("“%s” was accepted as card %u", bad[i], card);
      g_assert_error (error, CY_ERROR, CY_ERROR_PARSE);
      /* The message quotes what was typed. */
      g_assert_nonnull (strstr (error->message, bad[i]));
    }
}

static void
test_card_parse_hand (void)
{
  char *good[] = { "AS", "10h", "qd", "KC", "2S" };
  char *twice[] = { "QH", "2S", "qh" };
  char *same[] = { "10D", "10d" };
  char *bad[] = { "AS", "2S", "1S" };
  CyCard cards[5];
  g_autoptr(GError) error = NULL;

  g_assert_true (cy_card_parse_hand (good, 5, cards, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cards[0], ==, cy_card_new (CY_RANK_ACE, CY_SUIT_SPADES));
  g_assert_cmpuint (cards[1], ==, cy_card_new (10, CY_SUIT_HEARTS));
  g_assert_cmpuint (cards[2], ==, cy_card_new (CY_RANK_QUEEN, CY_SUIT_DIAMONDS));
  g_assert_cmpuint (cards[3], ==, cy_card_new (CY_RANK_KING, CY_SUIT_CLUBS));
  g_assert_cmpuint (cards[4], ==, cy_card_new (2, CY_SUIT_SPADES));

  g_assert_false (cy_card_parse_hand (twice, 3, cards, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "QH"));
  g_clear_error (&error);

  g_assert_false (cy_card_parse_hand (same, 2, cards, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "10D"));
  g_clear_error (&error);

  g_assert_false (cy_card_parse_hand (bad, 3, cards, &error));
  g_assert_error (error, CY_ERROR, CY_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "1S"));
  g_clear_error (&error);

  g_assert_true (cy_card_parse_hand (good, 0, cards, &error));
  g_assert_no_error (error);
}

static void
test_card_names (void)
{
  struct { const char *text; const char *name; } cases[] = {
    { "QH", "Queen of Hearts" },
    { "AS", "Ace of Spades" },
    { "10D", "Ten of Diamonds" },
    { "KC", "King of Clubs" },
    { "2H", "Two of Hearts" },
    { "JS", "Jack of Spades" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = cy_card_get_name (parse_ok (cases[i].text));
      g_assert_cmpstr (name, ==, cases[i].name);
    }

  /* Every card: "<rank> of <suit>", all 52 different. */
  {
    g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

    for (guint s = 0; s < CY_N_SUITS; s++)
      for (guint r = 1; r <= CY_N_RANKS; r++)
        {
          g_autofree char *expected = g_strdup_printf ("%s of %s", rank_names[r - 1], suit_names[s]);
          char *name = cy_card_get_name (cy_card_new (r, s));

          g_assert_cmpstr (name, ==, expected);
          g_assert_cmpstr (cy_card_get_rank_name (r), ==, rank_names[r - 1]);
          g_assert_cmpstr (cy_card_get_suit_name (s), ==, suit_names[s]);
          g_assert_true (g_hash_table_add (seen, name));
        }
    g_assert_cmpuint (g_hash_table_size (seen), ==, 52);
  }

  for (guint s = 0; s < CY_N_SUITS; s++)
    {
      g_assert_cmpint (cy_card_get_suit_letter (s), ==, suits[s][0]);
      g_assert_true (g_utf8_validate (cy_card_get_suit_symbol (s), -1, NULL));
      g_assert_cmpuint (g_utf8_strlen (cy_card_get_suit_symbol (s), -1), ==, 1);
    }
  g_assert_cmpstr (cy_card_get_suit_key (CY_SUIT_SPADES), ==, "spades");
  g_assert_cmpstr (cy_card_get_suit_key (CY_SUIT_HEARTS), ==, "hearts");
  g_assert_cmpstr (cy_card_get_suit_key (CY_SUIT_DIAMONDS), ==, "diamonds");
  g_assert_cmpstr (cy_card_get_suit_key (CY_SUIT_CLUBS), ==, "clubs");
  g_assert_cmpstr (cy_card_get_suit_symbol (CY_SUIT_HEARTS), ==, "♥");
  for (guint r = 1; r <= CY_N_RANKS; r++)
    g_assert_cmpstr (cy_card_get_rank_symbol (r), ==, ranks[r - 1]);
}

static void
test_card_points (void)
{
  for (guint s = 0; s < CY_N_SUITS; s++)
    for (guint r = 1; r <= CY_N_RANKS; r++)
      g_assert_cmpuint (cy_card_get_points (cy_card_new (r, s)), ==, points[r - 1]);

  g_assert_cmpuint (cy_card_get_points (parse_ok ("AS")), ==, 1);
  g_assert_cmpuint (cy_card_get_points (parse_ok ("7d")), ==, 7);
  g_assert_cmpuint (cy_card_get_points (parse_ok ("10C")), ==, 10);
  g_assert_cmpuint (cy_card_get_points (parse_ok ("JH")), ==, 10);
  g_assert_cmpuint (cy_card_get_points (parse_ok ("QS")), ==, 10);
  g_assert_cmpuint (cy_card_get_points (parse_ok ("KD")), ==, 10);

  /* No card is worth more than 10, so five cards sum to at most 50. */
  for (CyCard card = 0; card < CY_DECK_SIZE; card++)
    {
      g_assert_cmpuint (cy_card_get_points (card), >=, 1);
      g_assert_cmpuint (cy_card_get_points (card), <=, 10);
    }
}

static void
test_card_rank_order (void)
{
  /* K Q J 10 9 8 7 6 5 4 3 2 A: the Ace is the lowest rank. */
  const char *high_to_low[] = { "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "2H", "AH" };

  for (guint i = 0; i + 1 < G_N_ELEMENTS (high_to_low); i++)
    g_assert_cmpuint (cy_card_get_rank (parse_ok (high_to_low[i])), >, cy_card_get_rank (parse_ok (high_to_low[i + 1])));

  g_assert_cmpuint (cy_card_get_rank (parse_ok ("AS")), ==, CY_RANK_ACE);
  g_assert_cmpuint (CY_RANK_ACE, ==, 1);
  g_assert_cmpuint (cy_card_get_rank (parse_ok ("JS")), ==, CY_RANK_JACK);
  g_assert_cmpuint (cy_card_get_rank (parse_ok ("QS")), ==, CY_RANK_QUEEN);
  g_assert_cmpuint (cy_card_get_rank (parse_ok ("KS")), ==, CY_RANK_KING);
  g_assert_cmpuint (CY_RANK_KING, ==, 13);
  /* Suits do not change the rank. */
  g_assert_cmpuint (cy_card_get_rank (parse_ok ("7S")), ==, cy_card_get_rank (parse_ok ("7C")));
}

static void
test_card_theme_ids (void)
{
  struct { const char *text; const char *id; } cases[] = {
    { "AC", "club_1" },
    { "QH", "heart_queen" },
    { "10S", "spade_10" },
    { "JD", "diamond_jack" },
    { "KC", "club_king" },
    { "2H", "heart_2" },
    { "9D", "diamond_9" },
    { "AS", "spade_1" },
  };
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *id = cy_card_get_theme_id (parse_ok (cases[i].text));
      g_assert_cmpstr (id, ==, cases[i].id);
    }

  for (CyCard card = 0; card < CY_DECK_SIZE; card++)
    g_assert_true (g_hash_table_add (seen, cy_card_get_theme_id (card)));
  g_assert_cmpuint (g_hash_table_size (seen), ==, 52);
}

/* Lists of cards in words: one format per count, never a glued " and ". */
static void
test_cards_describe (void)
{
  static const struct
  {
    const char *cards;
    const char *expected;
  } cases[] = {
    { "3C", "the Three of Clubs" },
    { "3C KS", "the Three of Clubs and the King of Spades" },
    { "AS 2S 3S", "the Ace of Spades, the Two of Spades and the Three of Spades" },
    { "AS 2S 3S 4H", "the Ace of Spades, the Two of Spades, the Three of Spades and the Four of Hearts" },
    { "10D JD QD KD AD", "the Ten of Diamonds, the Jack of Diamonds, the Queen of Diamonds, the King of Diamonds "
                         "and the Ace of Diamonds" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(GStrv) texts = g_strsplit (cases[i].cards, " ", -1);
      guint n = g_strv_length (texts);
      CyCard cards[5];
      g_autofree char *text = NULL;

      g_assert_true (cy_card_parse_hand (texts, n, cards, NULL));
      text = cy_cards_describe (cards, n);
      g_assert_cmpstr (text, ==, cases[i].expected);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/card/values", test_card_values);
  g_test_add_func ("/engine/card/round-trip", test_card_round_trip);
  g_test_add_func ("/engine/card/case", test_card_case);
  g_test_add_func ("/engine/card/rejects", test_card_rejects);
  g_test_add_func ("/engine/card/parse-hand", test_card_parse_hand);
  g_test_add_func ("/engine/card/names", test_card_names);
  g_test_add_func ("/engine/card/points", test_card_points);
  g_test_add_func ("/engine/card/rank-order", test_card_rank_order);
  g_test_add_func ("/engine/card/theme-ids", test_card_theme_ids);
  g_test_add_func ("/engine/card/describe", test_cards_describe);

  return g_test_run ();
}
