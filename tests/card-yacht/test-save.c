/* test-save.c: saving and loading games, and refusing damaged saves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-util.h"

/* ------------------------------------------------------------------ */
/* Comparing two games field by field through the public API           */

static void
assert_same_game (CyGame *a,
                  CyGame *b)
{
  g_autoptr(GBytes) bytes_a = cy_game_save_to_bytes (a);
  g_autoptr(GBytes) bytes_b = cy_game_save_to_bytes (b);
  CyCard draws_a[CY_MAX_SEAT_DRAWS][CY_MAX_PLAYERS];
  CyCard draws_b[CY_MAX_SEAT_DRAWS][CY_MAX_PLAYERS];
  CyCard stock_a[CY_DECK_SIZE], stock_b[CY_DECK_SIZE];
  guint n = cy_game_get_n_players (a);
  guint n_stock;

  g_assert_true (g_bytes_equal (bytes_a, bytes_b));

  g_assert_cmpuint (cy_game_get_n_players (b), ==, n);
  g_assert_cmpuint (cy_game_get_deal_number (a), ==, cy_game_get_deal_number (b));
  g_assert_cmpint (cy_game_get_options (a)->stock_rule, ==, cy_game_get_options (b)->stock_rule);
  g_assert_cmpuint (cy_game_get_options (a)->turn_limit, ==, cy_game_get_options (b)->turn_limit);
  g_assert_cmpint (cy_game_get_phase (a), ==, cy_game_get_phase (b));
  g_assert_cmpuint (cy_game_get_hand_number (a), ==, cy_game_get_hand_number (b));
  g_assert_cmpuint (cy_game_get_dealer (a), ==, cy_game_get_dealer (b));
  g_assert_cmpuint (cy_game_get_to_move (a), ==, cy_game_get_to_move (b));
  g_assert_cmpint (cy_game_get_knocker (a), ==, cy_game_get_knocker (b));
  g_assert_cmpuint (cy_game_get_stock_count (a), ==, cy_game_get_stock_count (b));
  n_stock = cy_test_get_stock (a, stock_a);
  g_assert_cmpuint (cy_test_get_stock (b, stock_b), ==, n_stock);
  g_assert_cmpmem (stock_a, n_stock, stock_b, n_stock);
  g_assert_cmpuint (cy_game_get_seat_draw (a, draws_a), ==, cy_game_get_seat_draw (b, draws_b));
  g_assert_cmpmem (draws_a, sizeof draws_a, draws_b, sizeof draws_b);
  g_assert_cmpuint (cy_game_get_winners (a), ==, cy_game_get_winners (b));
  g_assert_cmpint (cy_game_may_knock (a, NULL), ==, cy_game_may_knock (b, NULL));
  g_assert_cmpint (cy_game_may_pass (a, NULL), ==, cy_game_may_pass (b, NULL));

  for (guint p = 0; p < n; p++)
    {
      CyCard hand_a[CY_HAND_SIZE], hand_b[CY_HAND_SIZE];
      guint na, nb;
      const CyCard *harbor_a = cy_game_get_harbor (a, p, &na);
      const CyCard *harbor_b = cy_game_get_harbor (b, p, &nb);
      CySeatView view_a, view_b;

      g_assert_cmpstr (cy_player_get_name (cy_game_get_player (a, p)), ==,
                       cy_player_get_name (cy_game_get_player (b, p)));
      g_assert_cmpint (cy_player_get_kind (cy_game_get_player (a, p)), ==,
                       cy_player_get_kind (cy_game_get_player (b, p)));
      cy_game_get_hand (a, p, hand_a);
      cy_game_get_hand (b, p, hand_b);
      g_assert_cmpmem (hand_a, sizeof hand_a, hand_b, sizeof hand_b);
      g_assert_cmpmem (harbor_a, na, harbor_b, nb);
      g_assert_cmpuint (cy_game_get_turns_taken (a, p), ==, cy_game_get_turns_taken (b, p));
      g_assert_cmpuint (cy_game_get_used (a, p), ==, cy_game_get_used (b, p));
      g_assert_cmpint (cy_game_get_hand_category (a, p), ==, cy_game_get_hand_category (b, p));
      g_assert_cmpuint (cy_game_get_total (a, p), ==, cy_game_get_total (b, p));
      for (guint c = 0; c < CY_N_CATEGORIES; c++)
        {
          CyCard sa[CY_HAND_SIZE], sb[CY_HAND_SIZE];
          gboolean has_a = cy_game_get_scored_hand (a, p, c, sa);

          g_assert_cmpint (cy_game_get_score (a, p, c), ==, cy_game_get_score (b, p, c));
          g_assert_cmpint (has_a, ==, cy_game_get_scored_hand (b, p, c, sb));
          if (has_a)
            g_assert_cmpmem (sa, sizeof sa, sb, sizeof sb);
        }

      /* What each seat may see is the same too. */
      cy_game_get_seat_view (a, p, &view_a);
      cy_game_get_seat_view (b, p, &view_b);
      g_assert_cmpmem (view_a.hand, sizeof view_a.hand, view_b.hand, sizeof view_b.hand);
      g_assert_cmpuint (view_a.stock_count, ==, view_b.stock_count);
      g_assert_cmpint (view_a.knocker, ==, view_b.knocker);
    }
}

static CyGame *
reload (CyGame *game)
{
  g_autoptr(GBytes) bytes = cy_game_save_to_bytes (game);
  g_autoptr(GError) error = NULL;
  CyGame *copy = cy_game_load_from_bytes (bytes, &error);

  if (copy == NULL)
    g_error ("a saved game did not load: %s", error->message);
  g_assert_no_error (error);
  return copy;
}

/* One step of a random game, using @rng; in scoring only one seat writes
 * its score, and sometimes a score is taken back first. */
static void
random_step (CyGame   *game,
             CyRandom *rng)
{
  g_autoptr(GError) error = NULL;
  guint n = cy_game_get_n_players (game);

  switch (cy_game_get_phase (game))
    {
    case CY_PHASE_SEAT_DRAW:
      g_assert_true (cy_game_start (game, &error));
      break;

    case CY_PHASE_TURNS:
    case CY_PHASE_LAST_TURNS:
      cy_test_play_random_move (game, rng);
      break;

    case CY_PHASE_SCORING:
      {
        guint seat = cy_random_below (rng, n);

        if (cy_game_get_hand_category (game, seat) >= 0)
          g_assert_true (cy_game_unscore (game, seat, &error));
        else
          {
            CyCategorySet used = cy_game_get_used (game, seat);
            guint c;

            do
              c = cy_random_below (rng, CY_N_CATEGORIES);
            while (used & (1u << c));
            g_assert_true (cy_game_score (game, seat, c, &error));
          }
        break;
      }

    case CY_PHASE_HAND_OVER:
      if (cy_random_below (rng, 4) == 0)
        g_assert_true (cy_game_unscore (game, cy_random_below (rng, n), &error));
      else
        g_assert_true (cy_game_deal_next_hand (game, &error));
      break;

    case CY_PHASE_GAME_OVER:
    default:
      g_assert_not_reached ();
    }

  g_assert_no_error (error);
}

/* A game and its reloaded twin play the same moves in lockstep and stay the
 * same at every step; the twin is reloaded from the game at every phase
 * change and every few moves. The deals after a reload come from the saved
 * random state, so they must match too. Returns the phases reloaded in. */
static guint
lockstep_game (guint                n_players,
               const CyRuleOptions *options,
               guint64              deal,
               guint                reload_every)
{
  g_autoptr(CyGame) game = cy_test_game_new (n_players, options, deal);
  g_autoptr(CyGame) twin = reload (game);
  CyRandom rng;
  guint phases = 1u << CY_PHASE_SEAT_DRAW;
  guint step = 0;

  cy_random_init (&rng, deal, 31);
  assert_same_game (game, twin);

  while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
    {
      CyPhase before = cy_game_get_phase (game);
      CyRandom twin_rng = rng;

      random_step (game, &rng);
      random_step (twin, &twin_rng);
      assert_same_game (game, twin);

      if (cy_game_get_phase (game) != before || ++step % reload_every == 0)
        {
          g_clear_object (&twin);
          twin = reload (game);
          assert_same_game (game, twin);
          cy_test_assert_consistent (twin);
          phases |= 1u << cy_game_get_phase (game);
        }
    }

  return phases;
}

static void
test_save_round_trip (void)
{
  guint phases = 0;

  guint n_games = cy_test_get_count ("CY_TEST_SAVE_GAMES", 9);

  for (guint k = 0; k < n_games; k++)
    {
      guint n_players = 2 + k % 3;
      CyRuleOptions options = cy_test_options (k % 2 ? CY_STOCK_RULE_PASS : CY_STOCK_RULE_AUTOMATIC_KNOCK,
                                               k % 4 < 2 ? CY_MIN_TURN_LIMIT : CY_DEFAULT_TURN_LIMIT);

      phases |= lockstep_game (n_players, &options, 7000 + k, 5);
    }

  /* Every phase was saved and loaded. */
  for (CyPhase phase = CY_PHASE_SEAT_DRAW; phase <= CY_PHASE_GAME_OVER; phase++)
    g_assert_true (phases & (1u << phase));
}

/* The pass rule's count of passes in a row survives a reload. */
static void
test_save_passes_in_row (void)
{
  CyRuleOptions options = cy_test_options (CY_STOCK_RULE_PASS, CY_DEFAULT_TURN_LIMIT);
  g_autoptr(CyGame) game = cy_test_game_new_started (2, &options, 3);
  g_autoptr(CyGame) twin = NULL;
  g_autoptr(GError) error = NULL;

  while (cy_game_get_stock_count (game) > 0)
    {
      CyCard hand[CY_HAND_SIZE];

      cy_game_get_hand (game, cy_game_get_to_move (game), hand);
      g_assert_true (cy_game_draw (game, hand, MIN (5, cy_game_get_stock_count (game)), &error));
    }
  g_assert_true (cy_game_pass (game, &error));
  g_assert_no_error (error);

  /* One pass made: after reloading, one more pass ends the hand. */
  twin = reload (game);
  assert_same_game (game, twin);
  g_assert_true (cy_game_pass (twin, &error));
  g_assert_cmpint (cy_game_get_phase (twin), ==, CY_PHASE_SCORING);
}

/* Models of a loaded game show its cards. */
static void
test_save_models (void)
{
  g_autoptr(CyGame) game = cy_test_game_new_started (3, NULL, 77);
  g_autoptr(CyGame) twin = NULL;
  CyRandom rng;

  cy_random_init (&rng, 77, 1);
  for (guint i = 0; i < 7 && cy_game_get_phase (game) == CY_PHASE_TURNS; i++)
    cy_test_play_random_move (game, &rng);

  twin = reload (game);
  for (guint p = 0; p < 3; p++)
    {
      GListModel *hand = cy_game_get_hand_model (twin, p);
      GListModel *harbor = cy_game_get_harbor_model (twin, p);
      CyCard cards[CY_HAND_SIZE];
      guint n;

      cy_game_get_hand (twin, p, cards);
      g_assert_cmpuint (g_list_model_get_n_items (hand), ==, CY_HAND_SIZE);
      cy_game_get_harbor (twin, p, &n);
      g_assert_cmpuint (g_list_model_get_n_items (harbor), ==, n);
    }
}

/* Names and kinds of players, including non-ASCII names. */
static void
test_save_players (void)
{
  CyPlayer *players[4] = {
    cy_player_new ("Zoë", CY_PLAYER_KIND_HUMAN),
    cy_player_new ("Ann", CY_PLAYER_KIND_HARD),
    cy_player_new ("李", CY_PLAYER_KIND_EXPERT),
    cy_player_new ("Bob \"the\" Builder", CY_PLAYER_KIND_NORMAL),
  };
  g_autoptr(CyGame) game = cy_game_new (players, 4, NULL, 5);
  g_autoptr(CyGame) twin = NULL;

  for (guint p = 0; p < 4; p++)
    g_object_unref (players[p]);

  twin = reload (game);
  assert_same_game (game, twin);
  g_assert_cmpstr (cy_player_get_name (cy_game_get_player (twin, 0)), ==, "Zoë");
  g_assert_cmpint (cy_player_get_kind (cy_game_get_player (twin, 1)), ==, CY_PLAYER_KIND_HARD);
  g_assert_cmpstr (cy_player_get_name (cy_game_get_player (twin, 2)), ==, "李");
  g_assert_cmpint (cy_player_get_kind (cy_game_get_player (twin, 2)), ==, CY_PLAYER_KIND_EXPERT);
  g_assert_cmpint (cy_player_get_kind (cy_game_get_player (twin, 3)), ==, CY_PLAYER_KIND_NORMAL);
}

/* ------------------------------------------------------------------ */
/* Damaged bytes                                                        */

/* Loading must either refuse with a CY_ERROR, or give a game that holds
 * together. Returns TRUE if it was refused. */
static gboolean
load_or_refuse (GBytes *bytes)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CyGame) game = cy_game_load_from_bytes (bytes, &error);

  if (game != NULL)
    {
      g_assert_no_error (error);
      cy_test_assert_consistent (game);
      return FALSE;
    }

  g_assert_nonnull (error);
  g_assert_true (error->domain == CY_ERROR);
  g_assert_true (error->code == CY_ERROR_CORRUPT || error->code == CY_ERROR_VERSION);
  g_assert_cmpuint (strlen (error->message), >, 10);
  return TRUE;
}

/* A few saves at different moments of one game. */
static GPtrArray *
sample_saves (void)
{
  GPtrArray *saves = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_autoptr(CyGame) game = cy_test_game_new (3, NULL, 4242);
  CyRandom rng;
  guint step = 0;

  cy_random_init (&rng, 4242, 4);
  g_ptr_array_add (saves, cy_game_save_to_bytes (game));
  while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
    {
      random_step (game, &rng);
      /* Mid-game with scores on the sheet, in several phases. */
      if (cy_game_get_hand_number (game) >= 4 && step++ % 37 == 0 && saves->len < 5)
        g_ptr_array_add (saves, cy_game_save_to_bytes (game));
    }
  g_ptr_array_add (saves, cy_game_save_to_bytes (game));

  return saves;
}

static void
test_save_flipped_bytes (void)
{
  g_autoptr(GPtrArray) saves = sample_saves ();
  guint refused = 0, loaded = 0;

  /* Every offset of three saves: early (seat draw), mid-game, game over;
   * CY_TEST_FLIP_ALL=1 for every sample. */
  for (guint s = 0; s < saves->len; s++)
    {
      if (!g_getenv ("CY_TEST_FLIP_ALL") && s != 0 && s != 2 && s != saves->len - 1)
        continue;

      gsize size;
      const guint8 *data = g_bytes_get_data (g_ptr_array_index (saves, s), &size);
      g_autofree guint8 *copy = g_memdup2 (data, size);

      for (gsize i = 0; i < size; i++)
        {
          static const guint8 masks[] = { 0xff, 0x01 };

          for (guint m = 0; m < G_N_ELEMENTS (masks); m++)
            {
              g_autoptr(GBytes) bytes = NULL;

              copy[i] ^= masks[m];
              bytes = g_bytes_new (copy, size);
              if (load_or_refuse (bytes))
                refused++;
              else
                loaded++;
              copy[i] ^= masks[m];
            }
        }
    }

  g_test_message ("flipped bytes: %u refused, %u still a consistent game", refused, loaded);
  g_assert_cmpuint (refused, >, loaded);
}

static void
test_save_truncated (void)
{
  g_autoptr(GPtrArray) saves = sample_saves ();

  for (guint s = 0; s < saves->len; s += 2)
    {
      gsize size;
      const guint8 *data = g_bytes_get_data (g_ptr_array_index (saves, s), &size);

      /* Every shorter prefix, and some longer versions with junk after. */
      for (gsize len = 0; len < size; len++)
        {
          g_autoptr(GBytes) bytes = g_bytes_new (data, len);

          g_assert_true (load_or_refuse (bytes));
        }
      for (gsize extra = 1; extra <= 16; extra++)
        {
          g_autofree guint8 *longer = g_malloc0 (size + extra);
          g_autoptr(GBytes) bytes = NULL;

          memcpy (longer, data, size);
          bytes = g_bytes_new (longer, size + extra);
          load_or_refuse (bytes);
        }
    }
}

static void
test_save_empty_and_random (void)
{
  g_autoptr(GBytes) empty = g_bytes_new (NULL, 0);
  g_autoptr(GError) error = NULL;
  CyGame *game = cy_game_load_from_bytes (empty, &error);
  CyRandom rng;

  g_assert_null (game);
  g_assert_error (error, CY_ERROR, CY_ERROR_CORRUPT);

  cy_random_init (&rng, 99, 9);
  for (guint k = 0; k < 3000; k++)
    {
      gsize size = cy_random_below (&rng, k < 1500 ? 64 : 4096);
      g_autofree guint8 *data = g_malloc (size + 1);
      g_autoptr(GBytes) bytes = NULL;

      for (gsize i = 0; i < size; i++)
        data[i] = (guint8) cy_random_next (&rng);
      bytes = g_bytes_new (data, size);
      g_assert_true (load_or_refuse (bytes));
    }

  /* Text is not a game either. */
  {
    const char *text = "Card Yacht saved game\nround=3\n";
    g_autoptr(GBytes) bytes = g_bytes_new_static (text, strlen (text));

    g_assert_true (load_or_refuse (bytes));
  }
}

/* ------------------------------------------------------------------ */
/* Well-formed saves that say impossible things                         */

static GVariant *
field (GVariant   *saved,
       const char *key)
{
  g_autoptr(GVariant) dict = g_variant_get_child_value (saved, 1);
  GVariant *value = g_variant_lookup_value (dict, key, NULL);

  g_assert_nonnull (value);
  return value;
}

/* A copy of @saved with @key set to @value (floating is fine), or removed
 * if @value is NULL; @version replaces the version if not 0. */
static GVariant *
with_field_version (GVariant   *saved,
                    const char *key,
                    GVariant   *value,
                    guint32     version)
{
  g_autoptr(GVariant) dict = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  const char *k;
  GVariant *v;
  guint32 old_version;
  gboolean replaced = FALSE;

  g_variant_get (saved, "(u@a{sv})", &old_version, &dict);
  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&sv}", &k, &v))
    {
      if (key != NULL && g_str_equal (k, key))
        {
          if (value != NULL)
            g_variant_builder_add (&builder, "{sv}", k, value);
          replaced = TRUE;
        }
      else
        g_variant_builder_add (&builder, "{sv}", k, v);
      g_variant_unref (v);
    }
  if (!replaced && value != NULL)
    g_variant_builder_add (&builder, "{sv}", key, value);

  return g_variant_ref_sink (g_variant_new ("(u@a{sv})", version ? version : old_version,
                                            g_variant_builder_end (&builder)));
}

static GVariant *
with_field (GVariant   *saved,
            const char *key,
            GVariant   *value)
{
  return with_field_version (saved, key, value, 0);
}

/* Loads @saved both from its bytes and as a variant: both must refuse it
 * with @code. */
static void
assert_refused (GVariant   *saved,
                int         code,
                const char *what)
{
  g_autoptr(GBytes) bytes = g_variant_get_data_as_bytes (saved);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) error2 = NULL;
  g_autoptr(CyGame) game = cy_game_load_from_bytes (bytes, &error);
  g_autoptr(CyGame) game2 = cy_game_deserialize (saved, &error2);

  if (game != NULL)
    g_error ("a save with %s was accepted", what);
  g_assert_error (error, CY_ERROR, code);
  g_assert_cmpuint (strlen (error->message), >, 10);
  g_assert_null (game2);
  g_assert_error (error2, CY_ERROR, code);
  g_test_message ("%s: %s", what, error->message);
}

static void
assert_loads (GVariant *saved)
{
  g_autoptr(GBytes) bytes = g_variant_get_data_as_bytes (saved);
  g_autoptr(GError) error = NULL;
  g_autoptr(CyGame) game = cy_game_load_from_bytes (bytes, &error);

  if (game == NULL)
    g_error ("a good save was refused: %s", error->message);
  cy_test_assert_consistent (game);
}

/* aay <-> piles */
static guint
get_piles (GVariant   *saved,
           const char *key,
           CyPile      piles[CY_MAX_PLAYERS + 1])
{
  g_autoptr(GVariant) value = field (saved, key);
  guint n = g_variant_n_children (value);

  g_assert_cmpuint (n, <=, CY_MAX_PLAYERS);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GVariant) child = g_variant_get_child_value (value, i);
      gsize len;
      const guint8 *data = g_variant_get_fixed_array (child, &len, 1);

      if (len > 0)
        memcpy (piles[i].cards, data, len);
      piles[i].n_cards = len;
    }

  return n;
}

static GVariant *
make_piles (const CyPile *piles,
            guint         n)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("aay"));
  for (guint i = 0; i < n; i++)
    g_variant_builder_add_value (&builder, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, piles[i].cards,
                                                                      piles[i].n_cards, 1));
  return g_variant_builder_end (&builder);
}

static GVariant *
make_pile (const CyPile *pile)
{
  return g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, pile->cards, pile->n_cards, 1);
}

static void
get_pile (GVariant   *saved,
          const char *key,
          CyPile     *pile)
{
  g_autoptr(GVariant) value = field (saved, key);
  gsize len;
  const guint8 *data = g_variant_get_fixed_array (value, &len, 1);

  if (len > 0)
    memcpy (pile->cards, data, len);
  pile->n_cards = len;
}

static guint
get_scores (GVariant *saved,
            gint16    scores[CY_MAX_PLAYERS + 1][CY_N_CATEGORIES])
{
  g_autoptr(GVariant) value = field (saved, "scores");
  guint n = g_variant_n_children (value);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GVariant) row = g_variant_get_child_value (value, i);
      gsize len;
      const gint16 *data = g_variant_get_fixed_array (row, &len, sizeof (gint16));

      g_assert_cmpuint (len, ==, CY_N_CATEGORIES);
      memcpy (scores[i], data, sizeof scores[i]);
    }

  return n;
}

static GVariant *
make_scores (gint16 scores[][CY_N_CATEGORIES],
             guint  n)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("aan"));
  for (guint i = 0; i < n; i++)
    g_variant_builder_add_value (&builder, g_variant_new_fixed_array (G_VARIANT_TYPE_INT16, scores[i],
                                                                      CY_N_CATEGORIES, sizeof (gint16)));
  return g_variant_builder_end (&builder);
}

/* scored-hands: per seat, 12 x 5 bytes */
static void
get_scored_hands (GVariant *saved,
                  CyCard    hands[CY_MAX_PLAYERS][CY_N_CATEGORIES][CY_HAND_SIZE])
{
  g_autoptr(GVariant) value = field (saved, "scored-hands");

  for (guint i = 0; i < g_variant_n_children (value); i++)
    {
      g_autoptr(GVariant) row = g_variant_get_child_value (value, i);
      gsize len;
      const guint8 *data = g_variant_get_fixed_array (row, &len, 1);

      g_assert_cmpuint (len, ==, sizeof hands[i]);
      memcpy (hands[i], data, len);
    }
}

static GVariant *
make_scored_hands (CyCard hands[CY_MAX_PLAYERS][CY_N_CATEGORIES][CY_HAND_SIZE],
                   guint  n)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("aay"));
  for (guint i = 0; i < n; i++)
    g_variant_builder_add_value (&builder, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, hands[i],
                                                                      sizeof hands[i], 1));
  return g_variant_builder_end (&builder);
}

static GVariant *
make_ints (const char *type,
           const int  *values,
           guint       n)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE (type));
  for (guint i = 0; i < n; i++)
    {
      if (g_str_equal (type, "ai"))
        g_variant_builder_add (&builder, "i", values[i]);
      else
        g_variant_builder_add (&builder, "u", (guint32) values[i]);
    }
  return g_variant_builder_end (&builder);
}

/* A game of 3 (or @n_players) at hand_number 5, in @phase, saved. */
static GVariant *
saved_in_phase (guint   n_players,
                CyPhase phase,
                guint64 deal)
{
  g_autoptr(CyGame) game = cy_test_game_new_started (n_players, NULL, deal);
  g_autoptr(GError) error = NULL;
  CyRandom rng;

  cy_random_init (&rng, deal, 5);
  while (TRUE)
    {
      if (cy_game_get_phase (game) == phase && (cy_game_get_hand_number (game) >= 5 || phase == CY_PHASE_GAME_OVER))
        break;
      if (phase == CY_PHASE_LAST_TURNS && cy_game_get_phase (game) == CY_PHASE_TURNS && cy_game_get_hand_number (game) >= 5)
        {
          if (cy_game_may_knock (game, NULL))
            {
              g_assert_true (cy_game_knock (game, &error));
              continue;
            }
        }
      if (phase == CY_PHASE_SCORING && cy_game_get_phase (game) == CY_PHASE_SCORING && cy_game_get_hand_number (game) >= 5)
        break;
      if (cy_game_get_phase (game) == CY_PHASE_SCORING)
        cy_test_score_hand (game, &rng);
      else if (cy_game_get_phase (game) == CY_PHASE_HAND_OVER)
        g_assert_true (cy_game_deal_next_hand (game, &error));
      else
        cy_test_play_random_move (game, &rng);
      g_assert_no_error (error);
    }

  /* In scoring, let one seat score already. */
  if (phase == CY_PHASE_SCORING)
    {
      guint c = 0;

      while (cy_game_get_used (game, 1) & (1u << c))
        c++;
      g_assert_true (cy_game_score (game, 1, c, &error));
      g_assert_no_error (error);
    }

  return cy_game_serialize (game);
}

static void
test_save_version (void)
{
  g_autoptr(GVariant) saved = saved_in_phase (3, CY_PHASE_TURNS, 1);
  g_autoptr(GVariant) newer = with_field_version (saved, NULL, NULL, CY_SAVE_VERSION + 1);
  g_autoptr(GVariant) newest = with_field_version (saved, NULL, NULL, G_MAXUINT32);
  g_autoptr(GVariant) same = with_field_version (saved, NULL, NULL, CY_SAVE_VERSION);
  g_autoptr(GVariant) zero = NULL;

  assert_loads (saved);
  assert_loads (same);
  assert_refused (newer, CY_ERROR_VERSION, "a newer version");
  assert_refused (newest, CY_ERROR_VERSION, "the newest version");

  /* Version 0 never existed. */
  {
    g_autoptr(GVariant) dict = g_variant_get_child_value (saved, 1);
    zero = g_variant_ref_sink (g_variant_new ("(u@a{sv})", 0, dict));
  }
  assert_refused (zero, CY_ERROR_CORRUPT, "version 0");
}

static void
test_save_wrong_type (void)
{
  g_autoptr(GVariant) text = g_variant_ref_sink (g_variant_new_string ("hello"));
  g_autoptr(GVariant) other = g_variant_ref_sink (g_variant_new ("(us)", 1, "x"));
  g_autoptr(GError) error = NULL;
  g_autoptr(CyGame) game = cy_game_deserialize (text, &error);

  g_assert_null (game);
  g_assert_error (error, CY_ERROR, CY_ERROR_CORRUPT);
  g_clear_error (&error);

  game = cy_game_deserialize (other, &error);
  g_assert_null (game);
  g_assert_error (error, CY_ERROR, CY_ERROR_CORRUPT);

  /* A well-formed save with no fields at all. */
  {
    g_autoptr(GVariant) bare = g_variant_ref_sink (g_variant_new_parsed ("(@u 1, @a{sv} {})"));
    assert_refused (bare, CY_ERROR_CORRUPT, "no fields");
  }
}

/* Every field missing, and every field of the wrong type. */
static void
test_save_missing_fields (void)
{
  g_autoptr(GVariant) saved = saved_in_phase (2, CY_PHASE_TURNS, 2);
  g_autoptr(GVariant) dict = g_variant_get_child_value (saved, 1);
  GVariantIter iter;
  const char *key;
  GVariant *value;
  guint n = 0;

  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
    {
      g_autoptr(GVariant) without = with_field (saved, key, NULL);
      g_autoptr(GVariant) mistyped = with_field (saved, key, g_variant_new_string ("7"));
      g_autofree char *what1 = g_strdup_printf ("no “%s”", key);
      g_autofree char *what2 = g_strdup_printf ("a string for “%s”", key);

      /* Saves made before the seat view showed the cards taken from a
       * Harbor have none: they load, knowing of none. */
      if (g_str_equal (key, "taken"))
        assert_loads (without);
      else
        assert_refused (without, CY_ERROR_CORRUPT, what1);
      assert_refused (mistyped, CY_ERROR_CORRUPT, what2);
      g_variant_unref (value);
      n++;
    }

  /* All the fields of the format were tried. */
  g_assert_cmpuint (n, ==, 21);

  /* Unknown extra fields are ignored: a later version may add some. */
  {
    g_autoptr(GVariant) extra = with_field (saved, "future-field", g_variant_new_int32 (5));
    assert_loads (extra);
  }
}

static void
test_save_bad_cards (void)
{
  g_autoptr(GVariant) saved = saved_in_phase (3, CY_PHASE_TURNS, 3);
  CyPile hands[CY_MAX_PLAYERS + 1], harbors[CY_MAX_PLAYERS + 1];
  CyPile stock;
  guint n = get_piles (saved, "hands", hands);

  get_piles (saved, "harbors", harbors);
  get_pile (saved, "stock", &stock);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (stock.n_cards, >, 2);

  /* The same card in two hands. */
  {
    CyPile h[CY_MAX_PLAYERS + 1];
    g_autoptr(GVariant) bad = NULL;

    memcpy (h, hands, sizeof h);
    h[1].cards[0] = h[0].cards[0];
    bad = with_field (saved, "hands", make_piles (h, n));
    assert_refused (bad, CY_ERROR_CORRUPT, "a duplicated card");
  }
  /* The same card twice in one hand (and one missing). */
  {
    CyPile h[CY_MAX_PLAYERS + 1];
    g_autoptr(GVariant) bad = NULL;

    memcpy (h, hands, sizeof h);
    h[2].cards[4] = h[2].cards[3];
    bad = with_field (saved, "hands", make_piles (h, n));
    assert_refused (bad, CY_ERROR_CORRUPT, "a card twice in a hand");
  }
  /* A hand card that is also in the stock. */
  {
    CyPile s = stock;
    g_autoptr(GVariant) bad = NULL;

    s.cards[0] = hands[0].cards[0];
    bad = with_field (saved, "stock", make_pile (&s));
    assert_refused (bad, CY_ERROR_CORRUPT, "a card in the stock and a hand");
  }
  /* A card missing from the stock. */
  {
    CyPile s = stock;
    g_autoptr(GVariant) bad = NULL;

    s.n_cards--;
    bad = with_field (saved, "stock", make_pile (&s));
    assert_refused (bad, CY_ERROR_CORRUPT, "51 cards");
  }
  /* A card that does not exist. */
  {
    CyPile s = stock;
    g_autoptr(GVariant) bad = NULL;

    s.cards[1] = 52;
    bad = with_field (saved, "stock", make_pile (&s));
    assert_refused (bad, CY_ERROR_CORRUPT, "card 52");
  }
  /* A stock of 53 cards or more. */
  {
    CyPile s = stock;
    g_autoptr(GVariant) bad = NULL;

    for (guint i = 0; i < CY_DECK_SIZE; i++)
      s.cards[i] = i;
    s.n_cards = CY_DECK_SIZE;
    bad = with_field (saved, "stock", g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, s.cards, 52, 1));
    assert_refused (bad, CY_ERROR_CORRUPT, "52 in the stock and 15 in hands");
  }
  {
    guint8 many[200] = { 0 };
    g_autoptr(GVariant) bad = with_field (saved, "stock", g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, many, 200, 1));
    assert_refused (bad, CY_ERROR_CORRUPT, "a stock of 200");
  }
  /* A hand of four, the fifth card moved to the Harbor. */
  {
    CyPile h[CY_MAX_PLAYERS + 1], b[CY_MAX_PLAYERS + 1];
    g_autoptr(GVariant) step = NULL;
    g_autoptr(GVariant) bad = NULL;

    memcpy (h, hands, sizeof h);
    memcpy (b, harbors, sizeof b);
    b[0].cards[b[0].n_cards++] = h[0].cards[--h[0].n_cards];
    step = with_field (saved, "hands", make_piles (h, n));
    bad = with_field (step, "harbors", make_piles (b, n));
    assert_refused (bad, CY_ERROR_CORRUPT, "a hand of four");
  }
  /* A hand of six, from the stock. */
  {
    CyPile h[CY_MAX_PLAYERS + 1];
    CyPile s = stock;
    g_autoptr(GVariant) step = NULL;
    g_autoptr(GVariant) bad = NULL;

    memcpy (h, hands, sizeof h);
    h[1].cards[h[1].n_cards++] = s.cards[--s.n_cards];
    step = with_field (saved, "hands", make_piles (h, n));
    bad = with_field (step, "stock", make_pile (&s));
    assert_refused (bad, CY_ERROR_CORRUPT, "a hand of six");
  }
  /* Moving a card between legal places keeps the save loadable: the
   * mutations above are refused for what they break, not for being edited. */
  {
    CyPile b[CY_MAX_PLAYERS + 1];
    CyPile s = stock;
    g_autoptr(GVariant) step = NULL;
    g_autoptr(GVariant) good = NULL;

    memcpy (b, harbors, sizeof b);
    b[2].cards[b[2].n_cards++] = s.cards[--s.n_cards];
    step = with_field (saved, "harbors", make_piles (b, n));
    good = with_field (step, "stock", make_pile (&s));
    assert_loads (good);
  }
}

static void
test_save_bad_scores (void)
{
  g_autoptr(GVariant) saved = saved_in_phase (3, CY_PHASE_TURNS, 4);
  gint16 scores[CY_MAX_PLAYERS + 1][CY_N_CATEGORIES];
  CyCard scored[CY_MAX_PLAYERS][CY_N_CATEGORIES][CY_HAND_SIZE];
  guint n = get_scores (saved, scores);
  CyCategory used = CY_N_CATEGORIES, unused = CY_N_CATEGORIES;

  get_scored_hands (saved, scored);
  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    {
      if (scores[0][c] >= 0 && used == CY_N_CATEGORIES)
        used = c;
      if (scores[0][c] < 0 && unused == CY_N_CATEGORIES)
        unused = c;
    }
  g_assert_cmpuint (used, <, CY_N_CATEGORIES);
  g_assert_cmpuint (unused, <, CY_N_CATEGORIES);

  /* A score that is not what its hand is worth. */
  {
    gint16 s[CY_MAX_PLAYERS + 1][CY_N_CATEGORIES];
    g_autoptr(GVariant) bad = NULL;

    memcpy (s, scores, sizeof s);
    s[0][used] += 1;
    bad = with_field (saved, "scores", make_scores (s, n));
    assert_refused (bad, CY_ERROR_CORRUPT, "a score one too high");
  }
  {
    gint16 s[CY_MAX_PLAYERS + 1][CY_N_CATEGORIES];
    g_autoptr(GVariant) bad = NULL;

    memcpy (s, scores, sizeof s);
    s[1][used] = 696;
    bad = with_field (saved, "scores", make_scores (s, n));
    /* (seat 1 may not have used this one: then it is one score too many) */
    assert_refused (bad, CY_ERROR_CORRUPT, "a score of 696");
  }
  /* A negative score other than "unused". */
  {
    gint16 s[CY_MAX_PLAYERS + 1][CY_N_CATEGORIES];
    g_autoptr(GVariant) bad = NULL;

    memcpy (s, scores, sizeof s);
    s[2][unused] = -2;
    bad = with_field (saved, "scores", make_scores (s, n));
    assert_refused (bad, CY_ERROR_CORRUPT, "a score of -2");
  }
  /* The scored hand changed under its score. */
  {
    CyCard h[CY_MAX_PLAYERS][CY_N_CATEGORIES][CY_HAND_SIZE];
    g_autoptr(GVariant) bad = NULL;
    CyCategory c = CY_N_CATEGORIES;
    guint p;

    /* Find a used suit category and put a card of that suit in its hand
     * in place of one of another suit (or the reverse): its worth changes. */
    memcpy (h, scored, sizeof h);
    for (p = 0; p < n && c == CY_N_CATEGORIES; p++)
      for (CyCategory k = CY_CATEGORY_SPADES; k <= CY_CATEGORY_CLUBS; k++)
        if (scores[p][k] >= 0)
          {
            c = k;
            break;
          }
    if (c < CY_N_CATEGORIES)
      {
        CyCard *hand = h[p - 1][c];
        CySuit suit = c - CY_CATEGORY_SPADES;
        CyCardSet in_hand = 0;

        for (guint i = 0; i < CY_HAND_SIZE; i++)
          in_hand |= cy_card_set_of (hand[i]);
        /* Replace the first card with a card of another worth in this suit. */
        for (CyCard card = 0; card < CY_DECK_SIZE; card++)
          if (!(in_hand & cy_card_set_of (card)) &&
              (cy_card_get_suit (hand[0]) == suit) != (cy_card_get_suit (card) == suit))
            {
              hand[0] = card;
              break;
            }
        bad = with_field (saved, "scored-hands", make_scored_hands (h, n));
        assert_refused (bad, CY_ERROR_CORRUPT, "a scored hand worth another score");
      }
  }
  /* A scored hand holding the same card twice, or no card. */
  {
    CyCard h[CY_MAX_PLAYERS][CY_N_CATEGORIES][CY_HAND_SIZE];
    g_autoptr(GVariant) bad = NULL;
    g_autoptr(GVariant) bad2 = NULL;

    memcpy (h, scored, sizeof h);
    h[0][used][1] = h[0][used][0];
    bad = with_field (saved, "scored-hands", make_scored_hands (h, n));
    assert_refused (bad, CY_ERROR_CORRUPT, "a scored hand with a card twice");

    memcpy (h, scored, sizeof h);
    h[0][used][2] = CY_CARD_INVALID;
    bad2 = with_field (saved, "scored-hands", make_scored_hands (h, n));
    assert_refused (bad2, CY_ERROR_CORRUPT, "a scored hand with no card");
  }
  /* One category too many for the hand_number: a valid score in an unused one. */
  {
    gint16 s[CY_MAX_PLAYERS + 1][CY_N_CATEGORIES];
    CyCard h[CY_MAX_PLAYERS][CY_N_CATEGORIES][CY_HAND_SIZE];
    g_autoptr(GVariant) step = NULL;
    g_autoptr(GVariant) bad = NULL;

    memcpy (s, scores, sizeof s);
    memcpy (h, scored, sizeof h);
    memcpy (h[0][unused], h[0][used], CY_HAND_SIZE);
    s[0][unused] = cy_category_score (unused, h[0][unused]);
    step = with_field (saved, "scores", make_scores (s, n));
    bad = with_field (step, "scored-hands", make_scored_hands (h, n));
    assert_refused (bad, CY_ERROR_CORRUPT, "a category too many");
  }
  /* One too few: a used category emptied. */
  {
    gint16 s[CY_MAX_PLAYERS + 1][CY_N_CATEGORIES];
    g_autoptr(GVariant) bad = NULL;
    CyCategory c = 0;

    while (scores[2][c] < 0)
      c++;
    memcpy (s, scores, sizeof s);
    s[2][c] = -1;
    bad = with_field (saved, "scores", make_scores (s, n));
    assert_refused (bad, CY_ERROR_CORRUPT, "a category too few");
  }
  /* A score row of the wrong length. */
  {
    gint16 row[13] = { 0 };
    GVariantBuilder builder;
    g_autoptr(GVariant) bad = NULL;

    g_variant_builder_init (&builder, G_VARIANT_TYPE ("aan"));
    for (guint p = 0; p < n; p++)
      g_variant_builder_add_value (&builder, g_variant_new_fixed_array (G_VARIANT_TYPE_INT16, p == 1 ? row : scores[p],
                                                                        p == 1 ? 13 : 12, sizeof (gint16)));
    bad = with_field (saved, "scores", g_variant_builder_end (&builder));
    assert_refused (bad, CY_ERROR_CORRUPT, "a score row of 13");
  }
  /* This hand's category while the hand is still being played. */
  {
    int rc[3] = { -1, (int) unused, -1 };
    g_autoptr(GVariant) bad = with_field (saved, "round-categories", make_ints ("ai", rc, n));
    assert_refused (bad, CY_ERROR_CORRUPT, "a category scored mid-hand");
  }
}

/* A hand scored this hand_number, while it can still be taken back, must be the
 * hand the player holds: swap the held hand with five cards of the stock,
 * leaving the score sheet alone. */
static void
test_save_scored_hand_not_held (void)
{
  for (CyPhase phase = CY_PHASE_SCORING; phase <= CY_PHASE_HAND_OVER; phase++)
    {
      g_autoptr(GVariant) saved = saved_in_phase (2, phase, 5);
      g_autoptr(GVariant) rcs = field (saved, "round-categories");
      CyPile hands[CY_MAX_PLAYERS + 1];
      CyPile stock;
      int rc;
      guint seat = 0;
      g_autoptr(GVariant) step = NULL;
      g_autoptr(GVariant) bad = NULL;

      assert_loads (saved);
      get_piles (saved, "hands", hands);
      get_pile (saved, "stock", &stock);
      g_variant_get_child (rcs, 0, "i", &rc);
      if (rc < 0)
        {
          g_variant_get_child (rcs, 1, "i", &rc);
          seat = 1;
        }
      g_assert_cmpint (rc, >=, 0);
      g_assert_cmpuint (stock.n_cards, >=, CY_HAND_SIZE);

      for (guint i = 0; i < CY_HAND_SIZE; i++)
        {
          CyCard held = hands[seat].cards[i];

          hands[seat].cards[i] = stock.cards[stock.n_cards - 1 - i];
          stock.cards[stock.n_cards - 1 - i] = held;
        }
      step = with_field (saved, "hands", make_piles (hands, 2));
      bad = with_field (step, "stock", make_pile (&stock));
      assert_refused (bad, CY_ERROR_CORRUPT, "this hand's score written from cards not held");

      /* The same swap for a seat that has not scored yet is fine. */
      if (phase == CY_PHASE_SCORING)
        {
          g_autoptr(GVariant) saved2 = saved_in_phase (2, phase, 5);
          g_autoptr(GVariant) step2 = NULL;
          g_autoptr(GVariant) good = NULL;
          guint other = 1 - seat;

          get_piles (saved2, "hands", hands);
          get_pile (saved2, "stock", &stock);
          for (guint i = 0; i < CY_HAND_SIZE; i++)
            {
              CyCard held = hands[other].cards[i];

              hands[other].cards[i] = stock.cards[stock.n_cards - 1 - i];
              stock.cards[stock.n_cards - 1 - i] = held;
            }
          step2 = with_field (saved2, "hands", make_piles (hands, 2));
          good = with_field (step2, "stock", make_pile (&stock));
          assert_loads (good);
        }
    }
}

static void
test_save_bad_players (void)
{
  g_autoptr(GVariant) saved = saved_in_phase (4, CY_PHASE_TURNS, 6);

  /* Five players: a fifth seat dealt from the stock. */
  {
    GVariantBuilder players;
    CyPile hands[CY_MAX_PLAYERS + 1], harbors[CY_MAX_PLAYERS + 1];
    CyPile stock;
    gint16 scores[CY_MAX_PLAYERS + 1][CY_N_CATEGORIES];
    CyCard scored[CY_MAX_PLAYERS + 1][CY_N_CATEGORIES][CY_HAND_SIZE];
    int rcs[5] = { -1, -1, -1, -1, -1 };
    int turns[5] = { 0, 0, 0, 0, 0 };
    g_autoptr(GVariant) v1 = NULL, v2 = NULL, v3 = NULL, v4 = NULL, v5 = NULL, v6 = NULL, v7 = NULL, bad = NULL;
    g_autoptr(GVariant) old_turns = field (saved, "turns-taken");

    g_variant_builder_init (&players, G_VARIANT_TYPE ("a(ss)"));
    for (guint p = 0; p < 5; p++)
      {
        g_autofree char *name = g_strdup_printf ("P%u", p + 1);
        g_variant_builder_add (&players, "(ss)", name, "human");
      }
    get_piles (saved, "hands", hands);
    get_piles (saved, "harbors", harbors);
    get_pile (saved, "stock", &stock);
    get_scores (saved, scores);
    get_scored_hands (saved, scored);
    for (guint p = 0; p < 4; p++)
      g_variant_get_child (old_turns, p, "u", &turns[p]);
    hands[4].n_cards = 0;
    harbors[4].n_cards = 0;
    for (guint i = 0; i < CY_HAND_SIZE; i++)
      hands[4].cards[hands[4].n_cards++] = stock.cards[--stock.n_cards];
    memcpy (scores[4], scores[3], sizeof scores[4]);
    memcpy (scored[4], scored[3], sizeof scored[4]);

    v1 = with_field (saved, "players", g_variant_builder_end (&players));
    v2 = with_field (v1, "hands", make_piles (hands, 5));
    v3 = with_field (v2, "harbors", make_piles (harbors, 5));
    v4 = with_field (v3, "stock", make_pile (&stock));
    v5 = with_field (v4, "scores", make_scores (scores, 5));
    {
      GVariantBuilder builder;

      g_variant_builder_init (&builder, G_VARIANT_TYPE ("aay"));
      for (guint p = 0; p < 5; p++)
        g_variant_builder_add_value (&builder, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, scored[p],
                                                                          sizeof scored[p], 1));
      v6 = with_field (v5, "scored-hands", g_variant_builder_end (&builder));
    }
    v7 = with_field (v6, "round-categories", make_ints ("ai", rcs, 5));
    bad = with_field (v7, "turns-taken", make_ints ("au", turns, 5));
    assert_refused (bad, CY_ERROR_CORRUPT, "five players");
  }

  /* One player. */
  {
    g_autoptr(GVariant) bad = with_field (saved, "players", g_variant_new_parsed ("[('Solo', 'human')]"));
    assert_refused (bad, CY_ERROR_CORRUPT, "one player");
  }
  /* Lists of the wrong length. */
  {
    int turns[3] = { 0, 0, 0 };
    g_autoptr(GVariant) bad = with_field (saved, "turns-taken", make_ints ("au", turns, 3));
    assert_refused (bad, CY_ERROR_CORRUPT, "three turn counts for four players");
  }
  /* Bad names and kinds. */
  {
    g_autoptr(GVariant) empty = with_field (saved, "players",
                                            g_variant_new_parsed ("[('A', 'human'), ('', 'hard'), ('C', 'easy'), ('D', 'human')]"));
    g_autoptr(GVariant) kind = with_field (saved, "players",
                                           g_variant_new_parsed ("[('A', 'human'), ('B', 'wizard'), ('C', 'easy'), ('D', 'human')]"));

    assert_refused (empty, CY_ERROR_CORRUPT, "an empty name");
    assert_refused (kind, CY_ERROR_CORRUPT, "an unknown kind of player");
  }
}

static void
test_save_bad_state (void)
{
  g_autoptr(GVariant) turns = saved_in_phase (3, CY_PHASE_TURNS, 7);
  g_autoptr(GVariant) last = saved_in_phase (3, CY_PHASE_LAST_TURNS, 7);
  g_autoptr(GVariant) over = saved_in_phase (3, CY_PHASE_GAME_OVER, 7);
  g_autoptr(GVariant) round_over = saved_in_phase (3, CY_PHASE_HAND_OVER, 7);
  guint hand_number;
  g_autoptr(GVariant) round_value = field (turns, "round");

  hand_number = g_variant_get_uint32 (round_value);
  g_assert_cmpuint (hand_number, >=, 5);
  assert_loads (turns);
  assert_loads (last);
  assert_loads (over);
  assert_loads (round_over);

  struct {
    GVariant   *saved;
    const char *key;
    GVariant   *value;
    const char *what;
  } cases[] = {
    /* Phase and hand_number disagree. */
    { turns, "phase", g_variant_new_string ("seat-draw"), "seat draw in hand_number 5+" },
    { turns, "phase", g_variant_new_string ("game-over"), "game over in hand_number 5+" },
    { turns, "phase", g_variant_new_string ("round-over"), "round over with nobody scored" },
    { turns, "phase", g_variant_new_string ("shuffling"), "an unknown phase" },
    { turns, "round", g_variant_new_uint32 (0), "round 0 mid-game" },
    { turns, "round", g_variant_new_uint32 (13), "round 13" },
    { turns, "round", g_variant_new_uint32 (hand_number + 1), "a hand_number ahead of the score sheet" },
    { turns, "round", g_variant_new_uint32 (hand_number - 1), "a hand_number behind the score sheet" },
    { over, "round", g_variant_new_uint32 (11), "game over in hand_number 11" },
    { over, "phase", g_variant_new_string ("turns"), "turns with every category used" },
    { round_over, "phase", g_variant_new_string ("turns"), "turns after everyone scored" },
    /* Seats. */
    { turns, "dealer", g_variant_new_uint32 (3), "dealer 3 of 3 players" },
    { turns, "dealer", g_variant_new_uint32 (4), "dealer 4" },
    { turns, "to-move", g_variant_new_uint32 (3), "seat 3 to move of 3" },
    { turns, "knocker", g_variant_new_int32 (1), "a knocker in normal turns" },
    { turns, "knocker", g_variant_new_int32 (-2), "knocker -2" },
    { last, "knocker", g_variant_new_int32 (-1), "last turns without a knock" },
    { last, "knocker", g_variant_new_int32 (5), "knocker 5" },
    { last, "last-turns-left", g_variant_new_uint32 (0), "no last turns left in last turns" },
    { last, "last-turns-left", g_variant_new_uint32 (3), "three last turns among three" },
    { turns, "passes-in-row", g_variant_new_uint32 (3), "a full circle of passes in normal turns" },
    /* House rules. */
    { turns, "stock-rule", g_variant_new_string ("never"), "an unknown stock rule" },
    { turns, "turn-limit", g_variant_new_uint32 (0), "turn limit 0" },
    { turns, "turn-limit", g_variant_new_uint32 (CY_MIN_TURN_LIMIT - 1), "turn limit below the minimum" },
    { turns, "turn-limit", g_variant_new_uint32 (CY_MAX_TURN_LIMIT + 1), "turn limit above the maximum" },
    { turns, "turns-taken", g_variant_new_parsed ("[@u 0, 1000, 0]"), "1000 turns taken" },
    { turns, "round-categories", g_variant_new_parsed ("[-1, 12, -1]"), "category 12" },
    { turns, "round-categories", g_variant_new_parsed ("[-1, -2, -1]"), "category -2" },
    { turns, "seat-draws", g_variant_new_parsed ("@aay [[byte 1, 2]]"), "a seat draw row of two for three players" },
    { turns, "seat-draws", g_variant_new_parsed ("@aay [[byte 200, 201, 202]]"), "a seat draw of no cards" },
    { turns, "seat-draws", g_variant_new_parsed ("@aay []"), "no seat draw after the start" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GVariant) bad = NULL;

      g_variant_ref_sink (cases[i].value);
      bad = with_field (cases[i].saved, cases[i].key, cases[i].value);
      assert_refused (bad, CY_ERROR_CORRUPT, cases[i].what);
      g_variant_unref (cases[i].value);
    }
}

/* The seat draw decides the first dealer, and the deal passes one seat on
 * each hand_number: the saved dealer must follow from the saved seat draw. */
static GVariant *
seat_draw_row (guint   n_players,
               guint   winner,
               CyCard  winning,
               CyCard  others)
{
  CyCard row[CY_MAX_PLAYERS];

  for (guint p = 0; p < n_players; p++)
    row[p] = p == winner ? winning : others + p;
  return g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, row, n_players, 1);
}

static void
test_save_seat_draw (void)
{
  g_autoptr(GVariant) saved = saved_in_phase (3, CY_PHASE_TURNS, 9);
  g_autoptr(GVariant) dealer_value = field (saved, "dealer");
  g_autoptr(GVariant) round_value = field (saved, "round");
  guint dealer = g_variant_get_uint32 (dealer_value);
  guint hand_number = g_variant_get_uint32 (round_value);
  guint first = (dealer + 3 * CY_N_HANDS - (hand_number - 1)) % 3;
  CyCard king = cy_card_new (CY_RANK_KING, CY_SUIT_SPADES);
  CyCard two = cy_card_new (2, CY_SUIT_HEARTS);   /* 2H, 3H, 4H for the others */

  /* The right first dealer: loads. */
  {
    GVariantBuilder rows;
    g_autoptr(GVariant) good = NULL;

    g_variant_builder_init (&rows, G_VARIANT_TYPE ("aay"));
    g_variant_builder_add_value (&rows, seat_draw_row (3, first, king, two));
    good = with_field (saved, "seat-draws", g_variant_builder_end (&rows));
    assert_loads (good);
  }
  /* Another first dealer: refused. */
  {
    GVariantBuilder rows;
    g_autoptr(GVariant) bad = NULL;

    g_variant_builder_init (&rows, G_VARIANT_TYPE ("aay"));
    g_variant_builder_add_value (&rows, seat_draw_row (3, (first + 1) % 3, king, two));
    bad = with_field (saved, "seat-draws", g_variant_builder_end (&rows));
    assert_refused (bad, CY_ERROR_CORRUPT, "a seat draw won by another player than the first dealer");
  }
  /* A tie for the highest that nobody drew again. */
  {
    CyCard row[3] = { cy_card_new (CY_RANK_KING, CY_SUIT_SPADES), cy_card_new (CY_RANK_KING, CY_SUIT_HEARTS),
                      cy_card_new (CY_RANK_KING, CY_SUIT_DIAMONDS) };
    GVariantBuilder rows;
    g_autoptr(GVariant) bad = NULL;

    g_variant_builder_init (&rows, G_VARIANT_TYPE ("aay"));
    g_variant_builder_add_value (&rows, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, row, 3, 1));
    bad = with_field (saved, "seat-draws", g_variant_builder_end (&rows));
    assert_refused (bad, CY_ERROR_CORRUPT, "a tie not drawn again");
  }
  /* A tie drawn again by the tied players only: loads; with the wrong
   * players drawing again, or a card drawn twice: refused. */
  {
    guint other = (first + 1) % 3, third = (first + 2) % 3;
    CyCard tie[3], again[3], wrong[3], twice[3];
    GVariantBuilder rows;
    g_autoptr(GVariant) good = NULL;
    g_autoptr(GVariant) bad1 = NULL;
    g_autoptr(GVariant) bad2 = NULL;

    tie[first] = cy_card_new (9, CY_SUIT_CLUBS);
    tie[other] = cy_card_new (9, CY_SUIT_DIAMONDS);
    tie[third] = cy_card_new (5, CY_SUIT_CLUBS);
    again[first] = cy_card_new (8, CY_SUIT_SPADES);
    again[other] = cy_card_new (7, CY_SUIT_SPADES);
    again[third] = CY_CARD_INVALID;
    memcpy (wrong, again, sizeof wrong);
    wrong[third] = cy_card_new (2, CY_SUIT_SPADES);
    memcpy (twice, again, sizeof twice);
    twice[other] = tie[third];

    g_variant_builder_init (&rows, G_VARIANT_TYPE ("aay"));
    g_variant_builder_add_value (&rows, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, tie, 3, 1));
    g_variant_builder_add_value (&rows, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, again, 3, 1));
    good = with_field (saved, "seat-draws", g_variant_builder_end (&rows));
    assert_loads (good);

    g_variant_builder_init (&rows, G_VARIANT_TYPE ("aay"));
    g_variant_builder_add_value (&rows, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, tie, 3, 1));
    g_variant_builder_add_value (&rows, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, wrong, 3, 1));
    bad1 = with_field (saved, "seat-draws", g_variant_builder_end (&rows));
    assert_refused (bad1, CY_ERROR_CORRUPT, "a player drawing again who was not tied");

    g_variant_builder_init (&rows, G_VARIANT_TYPE ("aay"));
    g_variant_builder_add_value (&rows, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, tie, 3, 1));
    g_variant_builder_add_value (&rows, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, twice, 3, 1));
    bad2 = with_field (saved, "seat-draws", g_variant_builder_end (&rows));
    assert_refused (bad2, CY_ERROR_CORRUPT, "a card drawn twice in the seat draw");
  }
  /* A seat draw before the game has started. */
  {
    g_autoptr(CyGame) fresh = cy_test_game_new (3, NULL, 1);
    g_autoptr(GVariant) unstarted = cy_game_serialize (fresh);
    GVariantBuilder rows;
    g_autoptr(GVariant) bad = NULL;

    assert_loads (unstarted);
    g_variant_builder_init (&rows, G_VARIANT_TYPE ("aay"));
    g_variant_builder_add_value (&rows, seat_draw_row (3, 0, king, two));
    bad = with_field (unstarted, "seat-draws", g_variant_builder_end (&rows));
    assert_refused (bad, CY_ERROR_CORRUPT, "a seat draw before the start");
  }
}

/* Four players tied thirteen times use the whole deck: the draw stops
 * there and the first of them deals. That state is legal and loads; the
 * same draw with another first dealer does not. */
static void
test_save_seat_draw_whole_deck (void)
{
  gboolean loaded = FALSE, refused = FALSE;

  for (guint64 deal = 10; !(loaded && refused); deal++)
    {
      g_autoptr(GVariant) saved = saved_in_phase (4, CY_PHASE_TURNS, deal);
      g_autoptr(GVariant) dealer_value = field (saved, "dealer");
      g_autoptr(GVariant) round_value = field (saved, "round");
      guint dealer = g_variant_get_uint32 (dealer_value);
      guint hand_number = g_variant_get_uint32 (round_value);
      guint first = (dealer + 4 * CY_N_HANDS - (hand_number - 1)) % 4;
      GVariantBuilder rows;
      g_autoptr(GVariant) whole = NULL;

      g_assert_cmpuint (deal, <, 100);
      g_variant_builder_init (&rows, G_VARIANT_TYPE ("aay"));
      for (guint rank = 1; rank <= CY_N_RANKS; rank++)
        {
          CyCard row[4];

          for (guint p = 0; p < 4; p++)
            row[p] = cy_card_new (rank, p);
          g_variant_builder_add_value (&rows, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, row, 4, 1));
        }
      whole = with_field (saved, "seat-draws", g_variant_builder_end (&rows));
      if (first == 0)
        {
          assert_loads (whole);
          loaded = TRUE;
        }
      else
        {
          assert_refused (whole, CY_ERROR_CORRUPT, "a whole-deck seat draw settled for another seat");
          refused = TRUE;
        }
    }
}

/* A state the rules say passes straight on is no legal resting place: normal
 * turns with the stock empty under the automatic-knock rule, or a player to
 * move who has used up the turn limit. */
static void
test_save_impossible_turns (void)
{
  g_autoptr(GVariant) turns = saved_in_phase (2, CY_PHASE_TURNS, 8);
  g_autoptr(GVariant) limit = field (turns, "turn-limit");
  g_autoptr(GVariant) to_move_value = field (turns, "to-move");
  guint to_move = g_variant_get_uint32 (to_move_value);
  int taken[2] = { 0, 0 };
  g_autoptr(GVariant) bad = NULL;

  taken[to_move] = g_variant_get_uint32 (limit);
  bad = with_field (turns, "turns-taken", make_ints ("au", taken, 2));
  assert_refused (bad, CY_ERROR_CORRUPT, "the player to move is past the turn limit");

  /* The stock emptied into a Harbor: fine under the pass rule, not under
   * the automatic knock. */
  {
    CyPile harbors[CY_MAX_PLAYERS + 1];
    CyPile stock;
    g_autoptr(GVariant) step = NULL;
    g_autoptr(GVariant) empty = NULL;
    g_autoptr(GVariant) pass_rule = NULL;
    g_autoptr(GVariant) passed = NULL;
    g_autoptr(GVariant) passed_with_stock = NULL;

    get_piles (turns, "harbors", harbors);
    get_pile (turns, "stock", &stock);
    while (stock.n_cards > 0)
      harbors[0].cards[harbors[0].n_cards++] = stock.cards[--stock.n_cards];
    step = with_field (turns, "harbors", make_piles (harbors, 2));
    empty = with_field (step, "stock", make_pile (&stock));
    assert_refused (empty, CY_ERROR_CORRUPT, "normal turns with the stock empty and the automatic knock");

    pass_rule = with_field (empty, "stock-rule", g_variant_new_string ("pass"));
    assert_loads (pass_rule);
    passed = with_field (pass_rule, "passes-in-row", g_variant_new_uint32 (1));
    assert_loads (passed);

    /* A pass while the stock still holds cards never happened. */
    {
      g_autoptr(GVariant) with_stock = with_field (turns, "stock-rule", g_variant_new_string ("pass"));

      assert_loads (with_stock);
      passed_with_stock = with_field (with_stock, "passes-in-row", g_variant_new_uint32 (1));
      assert_refused (passed_with_stock, CY_ERROR_CORRUPT, "a pass in a row while the stock holds cards");
    }
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card-yacht/save/round-trip", test_save_round_trip);
  g_test_add_func ("/card-yacht/save/passes-in-row", test_save_passes_in_row);
  g_test_add_func ("/card-yacht/save/models", test_save_models);
  g_test_add_func ("/card-yacht/save/players", test_save_players);
  g_test_add_func ("/card-yacht/save/flipped-bytes", test_save_flipped_bytes);
  g_test_add_func ("/card-yacht/save/truncated", test_save_truncated);
  g_test_add_func ("/card-yacht/save/empty-and-random", test_save_empty_and_random);
  g_test_add_func ("/card-yacht/save/version", test_save_version);
  g_test_add_func ("/card-yacht/save/wrong-type", test_save_wrong_type);
  g_test_add_func ("/card-yacht/save/missing-fields", test_save_missing_fields);
  g_test_add_func ("/card-yacht/save/bad-cards", test_save_bad_cards);
  g_test_add_func ("/card-yacht/save/bad-scores", test_save_bad_scores);
  g_test_add_func ("/card-yacht/save/scored-hand-not-held", test_save_scored_hand_not_held);
  g_test_add_func ("/card-yacht/save/bad-players", test_save_bad_players);
  g_test_add_func ("/card-yacht/save/bad-state", test_save_bad_state);
  g_test_add_func ("/card-yacht/save/seat-draw", test_save_seat_draw);
  g_test_add_func ("/card-yacht/save/seat-draw/whole-deck", test_save_seat_draw_whole_deck);
  g_test_add_func ("/card-yacht/save/impossible-turns", test_save_impossible_turns);

  return g_test_run ();
}
