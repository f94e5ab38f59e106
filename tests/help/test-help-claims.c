/* test-help-claims.c: every worked claim of the help, checked against the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The help teaches with examples, and an example that is wrong teaches the
 * wrong rule. This test reads the pages in help/C and checks:
 *
 * - every figure: the cards it shows (the <desc> that help/make-figures.py
 *   writes into the SVG) are the cards its text alternative names, and in a
 *   category's section the caption's claim holds: "Scores N." is what
 *   cy_category_score() gives, "Nearly." is 0 (for a suit, the number it
 *   states), a sum "a + b + ... = N" adds up and is the hand's points,
 *   "makes N" is the hand's points;
 * - every five-card hand written in the text ("3♠ 4♥ 5♥ 6♣ 7♦") has an entry
 *   in text_hands[] below saying what the page claims it scores, and the
 *   engine agrees;
 * - the sentences in sentences[] (further scores of the pictured hands, and
 *   figures about all hands, the Suited Bonus and the deal number) are still
 *   on their page, word for word, and hold.
 *
 * A changed page fails here until this file agrees with it again.
 */
#include "config.h"

#include <math.h>

#include "test-util.h"

#define PACE 37   /* 148 / 4: the Suited Bonus pace the suit pages speak of */

typedef struct
{
  char      *page;
  char      *section;      /* the innermost category section, or NULL */
  char      *src;
  GString   *caption;
  GString   *alternative;
} Figure;

typedef struct
{
  char      *name;
  GString   *text;         /* all text of the page, whitespace collapsed later */
  GPtrArray *figures;
} Page;

static GPtrArray *pages;   /* of Page */

static void
figure_free (Figure *figure)
{
  g_free (figure->page);
  g_free (figure->section);
  g_free (figure->src);
  g_string_free (figure->caption, TRUE);
  g_string_free (figure->alternative, TRUE);
  g_free (figure);
}

static void
page_free (Page *page)
{
  g_free (page->name);
  g_string_free (page->text, TRUE);
  g_ptr_array_unref (page->figures);
  g_free (page);
}

/* Reading the pages */

typedef struct
{
  Page      *page;
  GPtrArray *sections;     /* ids of the open sections, "" for none */
  GPtrArray *elements;     /* names of the open elements */
  Figure    *figure;
} ParseState;

static gboolean
inside (ParseState *state,
        const char *element)
{
  for (guint i = 0; i < state->elements->len; i++)
    if (g_str_equal (state->elements->pdata[i], element))
      return TRUE;
  return FALSE;
}

static void
start_element (GMarkupParseContext  *context,
               const char           *element,
               const char          **names,
               const char          **values,
               gpointer              user_data,
               GError              **error)
{
  ParseState *state = user_data;
  const char *id = NULL;
  const char *src = NULL;

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_equal (names[i], "id"))
        id = values[i];
      else if (g_str_equal (names[i], "src"))
        src = values[i];
    }

  g_ptr_array_add (state->elements, g_strdup (element));

  if (g_str_equal (element, "section"))
    g_ptr_array_add (state->sections, g_strdup (id != NULL ? id : ""));
  else if (g_str_equal (element, "figure"))
    {
      CyCategory category;

      state->figure = g_new0 (Figure, 1);
      state->figure->page = g_strdup (state->page->name);
      state->figure->caption = g_string_new (NULL);
      state->figure->alternative = g_string_new (NULL);
      for (guint i = state->sections->len; i > 0; i--)
        if (cy_category_from_key (state->sections->pdata[i - 1], &category))
          {
            state->figure->section = g_strdup (state->sections->pdata[i - 1]);
            break;
          }
    }
  else if (g_str_equal (element, "media") && state->figure != NULL)
    state->figure->src = g_strdup (src);
}

static void
end_element (GMarkupParseContext  *context,
             const char           *element,
             gpointer              user_data,
             GError              **error)
{
  ParseState *state = user_data;

  g_ptr_array_remove_index (state->elements, state->elements->len - 1);

  if (g_str_equal (element, "section"))
    g_ptr_array_remove_index (state->sections, state->sections->len - 1);
  else if (g_str_equal (element, "figure"))
    {
      g_ptr_array_add (state->page->figures, state->figure);
      state->figure = NULL;
    }
}

static void
text (GMarkupParseContext  *context,
      const char           *text,
      gsize                 length,
      gpointer              user_data,
      GError              **error)
{
  ParseState *state = user_data;

  if (inside (state, "info"))
    return;

  g_string_append_len (state->page->text, text, (gssize) length);

  if (state->figure != NULL)
    {
      if (inside (state, "media"))
        g_string_append_len (state->figure->alternative, text, (gssize) length);
      else if (inside (state, "desc"))
        g_string_append_len (state->figure->caption, text, (gssize) length);
    }
}

/* "a  b\n c" -> "a b c" */
static char *
collapse (const char *text)
{
  g_autoptr(GRegex) spaces = g_regex_new ("\\s+", 0, 0, NULL);
  g_autofree char *one = g_regex_replace_literal (spaces, text, -1, 0, " ", 0, NULL);

  return g_strdup (g_strstrip (one));
}

static char *
help_file (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "help", "C", name, NULL);
}

static void
read_pages (void)
{
  static const GMarkupParser parser = { start_element, end_element, text, NULL, NULL };
  g_autofree char *dir_name = help_file (".");
  g_autoptr(GDir) dir = g_dir_open (dir_name, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  pages = g_ptr_array_new_with_free_func ((GDestroyNotify) page_free);

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *contents = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GMarkupParseContext) context = NULL;
      ParseState state = { 0 };
      Page *page;
      char *collapsed;

      if (!g_str_has_suffix (name, ".page"))
        continue;

      /* The pages of the dice game and of Boat show their own hands, checked
       * by their own tests (test-dice-*.c, test-boat.c). */
      if (g_str_has_prefix (name, "yacht") || g_str_has_prefix (name, "boat"))
        continue;

      path = help_file (name);
      g_assert_true (g_file_get_contents (path, &contents, NULL, &error));

      page = g_new0 (Page, 1);
      page->name = g_strdup (name);
      page->text = g_string_new (NULL);
      page->figures = g_ptr_array_new_with_free_func ((GDestroyNotify) figure_free);
      state.page = page;
      state.sections = g_ptr_array_new_with_free_func (g_free);
      state.elements = g_ptr_array_new_with_free_func (g_free);

      context = g_markup_parse_context_new (&parser, 0, &state, NULL);
      if (!g_markup_parse_context_parse (context, contents, -1, &error) ||
          !g_markup_parse_context_end_parse (context, &error))
        g_error ("%s: %s", name, error->message);

      collapsed = collapse (page->text->str);
      g_string_assign (page->text, collapsed);
      g_free (collapsed);
      g_ptr_array_unref (state.sections);
      g_ptr_array_unref (state.elements);
      g_ptr_array_add (pages, page);
    }

  g_assert_cmpuint (pages->len, >, 0);
}

static Page *
find_page (const char *name)
{
  for (guint i = 0; i < pages->len; i++)
    {
      Page *page = pages->pdata[i];

      if (g_str_equal (page->name, name))
        return page;
    }

  g_error ("No help page %s", name);
}

static Figure *
find_figure (const char *name)
{
  g_autofree char *src = g_strconcat ("figures/", name, ".svg", NULL);

  for (guint i = 0; i < pages->len; i++)
    {
      Page *page = pages->pdata[i];

      for (guint j = 0; j < page->figures->len; j++)
        {
          Figure *figure = page->figures->pdata[j];

          if (g_strcmp0 (figure->src, src) == 0)
            return figure;
        }
    }

  g_error ("No page shows %s", src);
}

/* Cards */

/* The cards a figure shows: its SVG's <desc>, e.g. "5H 6H 7H 8H 9H". */
static guint
figure_cards (const Figure *figure,
              CyCard        cards[CY_DECK_SIZE])
{
  g_autofree char *path = help_file (figure->src);
  g_autofree char *svg = NULL;
  g_auto(GStrv) codes = NULL;
  const char *start, *end;
  guint n;

  g_assert_true (g_file_get_contents (path, &svg, NULL, NULL));
  start = strstr (svg, "<desc>");
  end = start != NULL ? strstr (start, "</desc>") : NULL;
  if (end == NULL)
    g_error ("%s names no cards in a <desc> (run help/make-figures.py)", figure->src);

  start += strlen ("<desc>");
  {
    g_autofree char *list = g_strndup (start, (gsize) (end - start));

    codes = g_strsplit (g_strstrip (list), " ", -1);
  }
  n = g_strv_length (codes);
  g_assert_cmpuint (n, <=, CY_DECK_SIZE);
  if (!cy_card_parse_hand (codes, n, cards, NULL))
    g_error ("%s: cannot read the cards of its <desc>", figure->src);

  return n;
}

static int
rank_from_word (const char *word)
{
  static const char * const words[] = {
    "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King"
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (word, words[i]))
      return (int) i + 1;

  return -1;
}

static int
suit_from_word (const char *word)
{
  static const char * const words[] = { "Spades", "Hearts", "Diamonds", "Clubs" };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (word, words[i]))
      return (int) i;

  return -1;
}

/* The cards a text alternative names, in order: "5, 6 and 8 of Hearts,
 * 7 of Clubs, 9 of Hearts." A rank without a suit takes the suit of the
 * next card that has one. */
static guint
alternative_cards (const char *alternative,
                   CyCard      cards[CY_DECK_SIZE])
{
  g_autofree char *text = collapse (alternative);
  g_autoptr(GRegex) separator = g_regex_new (",? and |, ", 0, 0, NULL);
  g_auto(GStrv) items = NULL;
  int ranks[CY_DECK_SIZE];
  guint n = 0;
  int suit;

  g_assert_true (g_str_has_suffix (text, "."));
  text[strlen (text) - 1] = '\0';
  items = g_regex_split (separator, text, 0);

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) words = g_strsplit (items[i], " of ", 2);

      g_assert_cmpuint (n, <, CY_DECK_SIZE);
      ranks[n] = rank_from_word (words[0]);
      if (ranks[n] < 0)
        g_error ("\"%s\": no rank in \"%s\"", alternative, items[i]);
      cards[n] = CY_CARD_INVALID;
      if (words[1] != NULL)
        {
          suit = suit_from_word (words[1]);
          if (suit < 0)
            g_error ("\"%s\": no suit in \"%s\"", alternative, items[i]);
          for (guint j = n + 1; j > 0 && !cy_card_is_valid (cards[j - 1]); j--)
            cards[j - 1] = cy_card_new ((guint) ranks[j - 1], (CySuit) suit);
        }
      n++;
    }

  for (guint i = 0; i < n; i++)
    if (!cy_card_is_valid (cards[i]))
      g_error ("\"%s\": the card %u has no suit", alternative, i + 1);

  return n;
}

static guint
hand_points (const CyCard hand[CY_HAND_SIZE])
{
  guint points = 0;

  for (guint i = 0; i < CY_HAND_SIZE; i++)
    points += cy_card_get_points (hand[i]);

  return points;
}

static guint
score (const char   *key,
       const CyCard  hand[CY_HAND_SIZE])
{
  CyCategory category;

  if (!cy_category_from_key (key, &category))
    g_error ("No category %s", key);

  return cy_category_score (category, hand);
}

/* Figures */

/* The numbers of @text, in order. */
static GArray *
numbers_in (const char *text)
{
  GArray *numbers = g_array_new (FALSE, FALSE, sizeof (guint));

  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isdigit (*p) && (p == text || !g_ascii_isdigit (p[-1])))
      {
        guint value = (guint) g_ascii_strtoull (p, NULL, 10);

        g_array_append_val (numbers, value);
      }

  return numbers;
}

/* "10 + 7 + 4 + 3 + 1 = 25": the terms add up to @total (the number after
 * "=" if there is one), which is returned; -1 when there is no sum. */
static int
check_sum (const char *caption)
{
  g_autoptr(GRegex) sum = g_regex_new ("(\\d+(?: \\+ \\d+)+)(?: = (\\d+))?", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *terms = NULL;
  g_autofree char *stated = NULL;
  g_autoptr(GArray) numbers = NULL;
  guint total = 0;

  if (!g_regex_match (sum, caption, 0, &match))
    return -1;

  terms = g_match_info_fetch (match, 1);
  stated = g_match_info_fetch (match, 2);
  numbers = numbers_in (terms);
  for (guint i = 0; i < numbers->len; i++)
    total += g_array_index (numbers, guint, i);

  if (stated != NULL && stated[0] != '\0')
    g_assert_cmpuint (total, ==, (guint) g_ascii_strtoull (stated, NULL, 10));

  return (int) total;
}

static void
check_figure (const Figure *figure)
{
  CyCard shown[CY_DECK_SIZE];
  CyCard named[CY_DECK_SIZE];
  guint n_shown = figure_cards (figure, shown);
  guint n_named = alternative_cards (figure->alternative->str, named);
  g_autofree char *caption = collapse (figure->caption->str);
  g_autoptr(GRegex) makes = g_regex_new ("makes (\\d+)", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  CyCategory category;
  guint points;
  int sum;

  g_test_message ("%s: %s (%s)", figure->page, figure->src, caption);

  /* The picture and its words show the same cards, in the same order. */
  g_assert_cmpuint (n_named, ==, n_shown);
  for (guint i = 0; i < n_shown; i++)
    g_assert_cmpuint (named[i], ==, shown[i]);

  if (figure->section == NULL)
    return;

  /* In a category's section, every figure is a hand with a claim. */
  g_assert_cmpuint (n_shown, ==, CY_HAND_SIZE);
  g_assert_true (cy_category_from_key (figure->section, &category));
  points = cy_category_score (category, shown);

  if (g_str_has_prefix (caption, "Scores "))
    {
      g_assert_cmpuint (points, ==, (guint) g_ascii_strtoull (caption + strlen ("Scores "), NULL, 10));
      if (cy_category_is_suit (category))
        g_assert_cmpuint (points, >=, PACE);
    }
  else if (g_str_has_prefix (caption, "Nearly."))
    {
      if (cy_category_is_suit (category))
        {
          g_autoptr(GArray) numbers = numbers_in (caption);

          /* "Only the spades count: 30.": the last number is the score. */
          g_assert_cmpuint (numbers->len, >, 0);
          g_assert_cmpuint (points, ==, g_array_index (numbers, guint, numbers->len - 1));
          g_assert_cmpuint (points, <, PACE);
        }
      else
        g_assert_cmpuint (points, ==, 0);
    }
  else
    g_error ("%s: the caption of %s neither scores nor nearly does: \"%s\"",
             figure->page, figure->src, caption);

  sum = check_sum (caption);
  if (sum >= 0)
    {
      /* A sum with "=" adds the whole hand; without, the cards of the suit. */
      if (strstr (caption, "=") != NULL)
        g_assert_cmpuint ((guint) sum, ==, hand_points (shown));
      else
        g_assert_cmpuint ((guint) sum, ==, points);
    }

  if (g_regex_match (makes, caption, 0, &match))
    {
      g_autofree char *stated = g_match_info_fetch (match, 1);

      g_assert_cmpuint (hand_points (shown), ==, (guint) g_ascii_strtoull (stated, NULL, 10));
    }
}

static void
test_figures (void)
{
  guint n_hands = 0;

  for (guint i = 0; i < pages->len; i++)
    {
      Page *page = pages->pdata[i];

      for (guint j = 0; j < page->figures->len; j++)
        {
          Figure *figure = page->figures->pdata[j];

          check_figure (figure);
          n_hands += figure->section != NULL;
        }
    }

  /* Each of the twelve categories: a hand that meets it, one that nearly does. */
  g_assert_cmpuint (n_hands, ==, 2 * CY_N_CATEGORIES);
}

/* Hands in the text */

static const struct
{
  const char *page;
  const char *hand;        /* as the page writes it */
  const char *category;
  guint       score;
} text_hands[] = {
  /* The example of an exchange. */
  { "turn.page", "3♠ 5♥ 6♣ 7♦ K♠", "sequence", 0 },
  { "turn.page", "3♠ 4♥ 5♥ 6♣ 7♦", "sequence", 50 },
  /* Low is more than "a four at most". */
  { "strategy.page", "A♠ A♥ A♦ 2♣ 5♠", "low", 50 },
  { "strategy.page", "A♠ A♥ A♦ A♣ 6♠", "low", 50 },
};

/* "3♠ 4♥ 5♥ 6♣ 7♦" -> cards; 0 if a word is no card. */
static guint
parse_symbols (const char  *text,
               CyCard      *cards,
               guint        max_cards)
{
  static const char * const suits[] = { "♠", "♥", "♦", "♣" };
  static const char * const ranks[] = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  guint n = 0;

  for (guint i = 0; words[i] != NULL && n < max_cards; i++)
    {
      int rank = -1;
      int suit = -1;

      for (guint s = 0; s < G_N_ELEMENTS (suits); s++)
        if (g_str_has_suffix (words[i], suits[s]))
          {
            g_autofree char *rank_word = g_strndup (words[i], strlen (words[i]) - strlen (suits[s]));

            suit = (int) s;
            for (guint r = 0; r < G_N_ELEMENTS (ranks); r++)
              if (g_str_equal (rank_word, ranks[r]))
                rank = (int) r + 1;
          }
      if (rank < 0 || suit < 0)
        return 0;
      cards[n++] = cy_card_new ((guint) rank, (CySuit) suit);
    }

  return n;
}

/* Every run of five cards written with suit symbols in @text. */
static GPtrArray *
hands_in (const char *text)
{
  g_autoptr(GRegex) run = g_regex_new ("(?:(?:10|[2-9AJQK])[♠♥♦♣] ){4}(?:10|[2-9AJQK])[♠♥♦♣]", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  GPtrArray *hands = g_ptr_array_new_with_free_func (g_free);

  g_regex_match (run, text, 0, &match);
  while (g_match_info_matches (match))
    {
      g_ptr_array_add (hands, g_match_info_fetch (match, 0));
      g_match_info_next (match, NULL);
    }

  return hands;
}

static void
test_text_hands (void)
{
  /* Each table entry is on its page and scores what it claims. */
  for (guint i = 0; i < G_N_ELEMENTS (text_hands); i++)
    {
      Page *page = find_page (text_hands[i].page);
      CyCard hand[CY_HAND_SIZE];

      g_test_message ("%s: %s", text_hands[i].page, text_hands[i].hand);
      g_assert_nonnull (strstr (page->text->str, text_hands[i].hand));
      g_assert_cmpuint (parse_symbols (text_hands[i].hand, hand, CY_HAND_SIZE), ==, CY_HAND_SIZE);
      g_assert_cmpuint (score (text_hands[i].category, hand), ==, text_hands[i].score);
    }

  /* Every hand written out in any page is in the table. */
  for (guint i = 0; i < pages->len; i++)
    {
      Page *page = pages->pdata[i];
      g_autoptr(GPtrArray) hands = hands_in (page->text->str);

      for (guint h = 0; h < hands->len; h++)
        {
          gboolean listed = FALSE;

          for (guint t = 0; t < G_N_ELEMENTS (text_hands); t++)
            listed |= g_str_equal (text_hands[t].page, page->name) &&
                      g_str_equal (text_hands[t].hand, hands->pdata[h]);
          if (!listed)
            g_error ("%s shows the hand %s: add what it claims to text_hands[]",
                     page->name, (char *) hands->pdata[h]);
        }
    }
}

/* The exchange of turn.page: K♠ out, Ann's 4♥ in, gives the second hand. */
static void
test_turn_example (void)
{
  Page *page = find_page ("turn.page");
  CyCard before[CY_HAND_SIZE], after[CY_HAND_SIZE], laid, taken;
  CyCardSet set = 0, expected = 0;

  g_assert_nonnull (strstr (page->text->str,
                            "You hold 3♠ 5♥ 6♣ 7♦ K♠ and want a Sequence. Ann's Harbor holds 4♥ and 9♣. "
                            "You exchange one card: K♠ goes into your Harbor and you take 4♥. "
                            "Your hand is now 3♠ 4♥ 5♥ 6♣ 7♦, a Sequence worth 50."));
  g_assert_cmpuint (parse_symbols ("3♠ 5♥ 6♣ 7♦ K♠", before, CY_HAND_SIZE), ==, CY_HAND_SIZE);
  g_assert_cmpuint (parse_symbols ("3♠ 4♥ 5♥ 6♣ 7♦", after, CY_HAND_SIZE), ==, CY_HAND_SIZE);
  g_assert_cmpuint (parse_symbols ("K♠", &laid, 1), ==, 1);
  g_assert_cmpuint (parse_symbols ("4♥", &taken, 1), ==, 1);

  for (guint i = 0; i < CY_HAND_SIZE; i++)
    {
      set |= cy_card_set_of (before[i]);
      expected |= cy_card_set_of (after[i]);
    }
  g_assert_true (set & cy_card_set_of (laid));
  set = (set & ~cy_card_set_of (laid)) | cy_card_set_of (taken);
  g_assert_cmpuint (set, ==, expected);
}

/* Sentences */

typedef struct
{
  guint64 hands;
  guint64 scoring[CY_N_CATEGORIES];
  guint64 sum[CY_N_CATEGORIES];
  guint64 no_spades;
  gboolean high_only_tens;   /* every High hand is five ten-point cards */
  guint   best_spades;
} Census;

/* All 2,598,960 hands, once. */
static const Census *
census (void)
{
  static Census c;
  static gboolean done;
  CyCard hand[CY_HAND_SIZE];

  if (done)
    return &c;

  c.high_only_tens = TRUE;
  for (hand[0] = 0; hand[0] < CY_DECK_SIZE; hand[0]++)
    for (hand[1] = hand[0] + 1; hand[1] < CY_DECK_SIZE; hand[1]++)
      for (hand[2] = hand[1] + 1; hand[2] < CY_DECK_SIZE; hand[2]++)
        for (hand[3] = hand[2] + 1; hand[3] < CY_DECK_SIZE; hand[3]++)
          for (hand[4] = hand[3] + 1; hand[4] < CY_DECK_SIZE; hand[4]++)
            {
              guint scores[CY_N_CATEGORIES];

              cy_category_score_all (hand, scores);
              c.hands++;
              for (guint k = 0; k < CY_N_CATEGORIES; k++)
                {
                  c.scoring[k] += scores[k] > 0;
                  c.sum[k] += scores[k];
                }
              c.no_spades += scores[CY_CATEGORY_SPADES] == 0;
              c.best_spades = MAX (c.best_spades, scores[CY_CATEGORY_SPADES]);
              if (scores[CY_CATEGORY_HIGH] > 0)
                for (guint i = 0; i < CY_HAND_SIZE; i++)
                  c.high_only_tens &= cy_card_get_points (hand[i]) == 10;
            }

  done = TRUE;
  return &c;
}

static void
middle_one_in_33 (void)
{
  const Census *c = census ();

  g_assert_cmpint ((int) round ((double) c->hands / (double) c->scoring[CY_CATEGORY_MIDDLE]), ==, 33);
}

static void
sequence_next_low_rarer (void)
{
  const Census *c = census ();

  /* Of the three 50s, Middle is met most often, then Sequence, then Low. */
  g_assert_cmpuint (c->scoring[CY_CATEGORY_MIDDLE], >, c->scoring[CY_CATEGORY_SEQUENCE]);
  g_assert_cmpuint (c->scoring[CY_CATEGORY_SEQUENCE], >, 10 * c->scoring[CY_CATEGORY_LOW]);
}

static void
thirty_six_five_flushes (void)
{
  const Census *c = census ();

  g_assert_cmpuint (c->hands, ==, 2598960);
  g_assert_cmpuint (c->scoring[CY_CATEGORY_FIVE_FLUSH], ==, 36);
}

static void
nine_to_king_of_one_suit (void)
{
  CyCard hand[CY_HAND_SIZE];

  cy_test_cards ("9H 10H JH QH KH", hand, CY_HAND_SIZE);
  g_assert_cmpuint (score ("five-flush", hand), ==, 100);
  g_assert_cmpuint (score ("sequence", hand), ==, 50);
  g_assert_cmpuint (score ("flush", hand), ==, 25);
  g_assert_cmpuint (score ("hearts", hand), ==, 49);
}

static void
high_needs_tens (void)
{
  g_assert_true (census ()->high_only_tens);
}

static void
suit_about_8 (void)
{
  const Census *c = census ();

  for (CyCategory k = CY_CATEGORY_SPADES; k <= CY_CATEGORY_CLUBS; k++)
    g_assert_cmpint ((int) round ((double) c->sum[k] / (double) c->hands), ==, 8);
  g_assert_cmpuint (CY_SUITED_BONUS_THRESHOLD, ==, 4 * PACE);
}

static void
suit_missing_22_percent (void)
{
  const Census *c = census ();
  double share = (double) c->no_spades / (double) c->hands;

  g_assert_cmpint ((int) round (100 * share), ==, 22);
  g_assert_cmpint ((int) round (1 / share), ==, 5);
  /* Each suit alike. */
  for (CyCategory k = CY_CATEGORY_SPADES; k <= CY_CATEGORY_CLUBS; k++)
    g_assert_cmpuint (c->hands - c->scoring[k], ==, c->no_spades);
}

static void
best_suit_49 (void)
{
  CyCard hand[CY_HAND_SIZE];

  g_assert_cmpuint (census ()->best_spades, ==, 49);
  cy_test_cards ("KS QS JS 10S 9S", hand, CY_HAND_SIZE);
  g_assert_cmpuint (score ("spades", hand), ==, 49);
}

static void
bonus_example (void)
{
  g_assert_cmpuint (48 + 39 + 37 + 24, ==, 148);
  g_assert_cmpuint (cy_suited_bonus (48 + 39 + 37 + 24), ==, 100);
  g_assert_cmpuint (cy_suited_bonus (48 + 39 + 37 + 23), ==, 0);
}

static void
best_game_696 (void)
{
  static const guint stated[CY_N_CATEGORIES] = { 100, 50, 75, 25, 25, 50, 50, 25, 49, 49, 49, 49 };
  guint total = CY_SUITED_BONUS;

  for (guint k = 0; k < CY_N_CATEGORIES; k++)
    {
      g_assert_cmpuint (cy_category_get_max_score (k), ==, stated[k]);
      total += stated[k];
    }
  g_assert_cmpuint (total, ==, 696);
  g_assert_cmpuint (CY_BEST_GAME_TOTAL, ==, 696);
}

static void
card_points (void)
{
  for (guint rank = 1; rank <= CY_N_RANKS; rank++)
    g_assert_cmpuint (cy_card_get_points (cy_card_new (rank, CY_SUIT_CLUBS)), ==, MIN (rank, 10));
}

/* The hands dealt in each hand_number of a game of @n_players with @deal, played
 * at random from @seed. */
static GArray *
dealt_hands (guint   n_players,
             guint64 deal,
             guint64 seed)
{
  g_autoptr(CyGame) game = cy_test_game_new_started (n_players, NULL, deal);
  GArray *dealt = g_array_new (FALSE, FALSE, sizeof (CyCardSet));
  CyRandom rng;

  cy_random_init (&rng, seed, 1);
  for (guint hand_number = 1; hand_number <= CY_N_HANDS; hand_number++)
    {
      /* The dealer's seat, then each seat's hand. */
      CyCardSet dealer = cy_game_get_dealer (game);

      g_array_append_val (dealt, dealer);
      for (guint seat = 0; seat < n_players; seat++)
        {
          CyCardSet hand = cy_test_hand_set (game, seat);

          g_array_append_val (dealt, hand);
        }

      g_assert_cmpuint (cy_game_get_hand_number (game), ==, hand_number);
      cy_test_play_until_scoring (game, &rng);
      cy_test_score_hand (game, &rng);
      if (hand_number < CY_N_HANDS)
        g_assert_true (cy_game_deal_next_hand (game, NULL));
    }

  return dealt;
}

static void
deal_number_fixes_twelve_deals (void)
{
  for (guint n_players = 2; n_players <= CY_MAX_PLAYERS; n_players++)
    {
      g_autoptr(GArray) a = dealt_hands (n_players, 42, 1);
      g_autoptr(GArray) b = dealt_hands (n_players, 42, 2);
      g_autoptr(GArray) other = dealt_hands (n_players, 43, 1);

      g_assert_cmpuint (a->len, ==, 12 * (n_players + 1));
      g_assert_cmpmem (a->data, a->len * sizeof (CyCardSet), b->data, b->len * sizeof (CyCardSet));
      g_assert_cmpint (memcmp (a->data, other->data, a->len * sizeof (CyCardSet)), !=, 0);
    }
}

static const struct
{
  const char *page;
  const char *sentence;
  const char *figure;      /* a pictured hand, or NULL */
  const char *category;
  guint       score;
  void      (*check) (void);
} sentences[] = {
  /* Further scores of pictured hands. */
  { "categories-sets.page", "That second hand is still a Sequence, worth 50.", "five-flush-nearly", "sequence", 50, NULL },
  { "categories-sets.page", "That second hand is a Three and Two instead, worth 25.", "card-yacht-nearly", "three-and-two", 25, NULL },
  { "categories-sets.page", "That second hand adds up to exactly 50, though: a High, worth 25.", "three-and-two-nearly", "high", 25, NULL },
  { "categories-totals.page", "That second hand is a Sequence, though, worth 50.", "high-nearly", "sequence", 50, NULL },
  { "categories-suits.page", "This first hand is also a Flush, but that pays only 25", "clubs-meets", "flush", 25, NULL },
  /* Figures about all hands, and rules with numbers. */
  { "strategy.page", "About one dealt hand in 33 already adds up to exactly 25", NULL, NULL, 0, middle_one_in_33 },
  { "strategy.page", "Sequence (50) comes next.", NULL, NULL, 0, sequence_next_low_rarer },
  { "strategy.page", "and it is much rarer.", NULL, NULL, 0, sequence_next_low_rarer },
  { "strategy.page", "Only 36 of the 2,598,960 possible hands are a Five Flush", NULL, NULL, 0, thirty_six_five_flushes },
  { "strategy.page", "9-10-J-Q-K of one suit is a Five Flush, a Sequence and a Flush, and it scores 49 in its suit.",
    NULL, NULL, 0, nine_to_king_of_one_suit },
  { "strategy.page", "Only tens, Jacks, Queens and Kings can make exactly 50", NULL, NULL, 0, high_needs_tens },
  { "strategy.page", "An ordinary hand scores only about 8 in any one suit, and 148 needs about 37 in each",
    NULL, NULL, 0, suit_about_8 },
  { "strategy.page", "a suit is missing from 22% of hands, about one in five, and then it scores 0.",
    NULL, NULL, 0, suit_missing_22_percent },
  { "categories-suits.page", "The most you can score in one suit is 49, with King, Queen, Jack, 10 and 9 of that suit.",
    NULL, NULL, 0, best_suit_49 },
  { "categories-suits.page", "37 per suit is the pace to keep. Each nearly example below falls short of it.",
    NULL, NULL, 0, suit_about_8 },
  { "categories-suits.page", "For example, Spades 48, Hearts 39, Diamonds 37 and Clubs 24 make exactly 148: bonus. "
    "With Clubs 23 you would miss it by one point.", NULL, NULL, 0, bonus_example },
  { "categories-suits.page", "the best possible game is 696: Five Flush 100, Sequence 50, Card Yacht 75, Three and Two 25, "
    "High 25, Middle 50, Low 50, Flush 25, 49 in each suit, and the Suited Bonus.", NULL, NULL, 0, best_game_696 },
  { "scoring.page", "The best possible total is 696", NULL, NULL, 0, best_game_696 },
  { "index.page", "an Ace is worth 1, the cards 2 to 10 as marked, and a Jack, Queen or King 10.",
    NULL, NULL, 0, card_points },
  { "rules.page", "an Ace is worth 1, the cards from 2 to 10 are worth their number, and a Jack, Queen or King is worth 10.",
    NULL, NULL, 0, card_points },
  { "setup.page", "Start a new game with the same number and the same number of players, and you get the same draw "
    "and the same twelve deals, whatever anyone plays", NULL, NULL, 0, deal_number_fixes_twelve_deals },
};

static void
test_sentences (gconstpointer data)
{
  guint i = GPOINTER_TO_UINT (data);
  Page *page = find_page (sentences[i].page);

  if (strstr (page->text->str, sentences[i].sentence) == NULL)
    g_error ("%s no longer says \"%s\": check the claim and update sentences[]",
             sentences[i].page, sentences[i].sentence);

  if (sentences[i].figure != NULL)
    {
      CyCard hand[CY_DECK_SIZE];

      g_assert_cmpuint (figure_cards (find_figure (sentences[i].figure), hand), ==, CY_HAND_SIZE);
      g_assert_cmpuint (score (sentences[i].category, hand), ==, sentences[i].score);
    }
  else
    sentences[i].check ();
}

/* The test's own readers, on cases worked by hand. */
static void
test_readers (void)
{
  CyCard cards[CY_DECK_SIZE], expected[CY_DECK_SIZE];
  g_autoptr(GPtrArray) hands = hands_in ("hold 3♠ 5♥ 6♣ 7♦ K♠ and want; 4♥ and 9♣; 10♦ J♦ Q♦ K♦ A♦.");

  g_assert_cmpuint (alternative_cards ("5, 6 and 8 of Hearts, 7 of Clubs, 9 of Hearts.", cards), ==, 5);
  cy_test_cards ("5H 6H 8H 7C 9H", expected, 5);
  g_assert_cmpmem (cards, 5, expected, 5);

  g_assert_cmpuint (alternative_cards ("King of Clubs, Queen of Diamonds, Jack of Spades, 10 of Hearts,\n"
                                       "        10 of Clubs.", cards), ==, 5);
  cy_test_cards ("KC QD JS 10H 10C", expected, 5);
  g_assert_cmpmem (cards, 5, expected, 5);

  g_assert_cmpuint (parse_symbols ("A♠ 10♥ Q♦", cards, 3), ==, 3);
  cy_test_cards ("AS 10H QD", expected, 3);
  g_assert_cmpmem (cards, 3, expected, 3);
  g_assert_cmpuint (parse_symbols ("Z♠", cards, 1), ==, 0);

  g_assert_cmpuint (hands->len, ==, 2);
  g_assert_cmpstr (hands->pdata[0], ==, "3♠ 5♥ 6♣ 7♦ K♠");
  g_assert_cmpstr (hands->pdata[1], ==, "10♦ J♦ Q♦ K♦ A♦");

  g_assert_cmpint (check_sum ("Scores 50. 10 + 7 + 4 + 3 + 1 = 25."), ==, 25);
  g_assert_cmpint (check_sum ("Scores 48. 10 + 10 + 10 + 10 + 8."), ==, 48);
  g_assert_cmpint (check_sum ("Nearly. The 9 makes 49."), ==, -1);
}

int
main (int    argc,
      char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  read_pages ();

  g_test_add_func ("/help/claims/readers", test_readers);
  g_test_add_func ("/help/claims/figures", test_figures);
  g_test_add_func ("/help/claims/text-hands", test_text_hands);
  g_test_add_func ("/help/claims/turn-example", test_turn_example);
  for (guint i = 0; i < G_N_ELEMENTS (sentences); i++)
    {
      g_autofree char *path = g_strdup_printf ("/help/claims/sentence/%s/%u", sentences[i].page, i);

      g_test_add_data_func (path, GUINT_TO_POINTER (i), test_sentences);
    }

  ret = g_test_run ();
  g_ptr_array_unref (pages);
  return ret;
}
