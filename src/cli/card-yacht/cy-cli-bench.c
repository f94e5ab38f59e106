/* cy-cli-bench.c: card-yacht-cli bench, timings of the costly paths
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `card-yacht-cli bench [PART…] [--runs N] [--json]` runs the named parts
 * (all of them when none is named). Each part is one entry of parts[]
 * below: it measures, then adds one line for people and one member to the
 * JSON object, so adding a benchmark (scoring, simulate) means writing one
 * function and one table row.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cy-ai.h"
#include "cy-card-theme.h"
#include "cy-category.h"
#include "cy-cli.h"
#include "cy-game-simulate.h"
#include "cy-game.h"

#define DEFAULT_RUNS 9
#define MAX_RUNS     1000

typedef struct
{
  int         runs;
  const char *theme_path;   /* NULL: the built-in deck */
  gboolean    four_colour;
} CyBenchOptions;

/* What one part reports: a sentence, and the members of its JSON object. */
typedef struct
{
  GString *human;
  GString *json;
} CyBenchReport;

typedef gboolean (*CyBenchFunc) (const CyBenchOptions  *options,
                                 CyBenchReport         *report,
                                 GError               **error);

typedef struct
{
  const char  *name;
  CyBenchFunc  run;
  const char  *summary;
} CyBenchPart;

/* JSON helpers. Numbers go through g_ascii_formatd() so that a locale
 * with decimal commas cannot break the output. */

static void
json_add_string (GString    *json,
                 const char *key,
                 const char *value)
{
  g_string_append_printf (json, "%s\"%s\":\"", json->len > 1 ? "," : "", key);
  for (const char *p = value; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (json, "\\%c", *p);
      else if ((guchar) *p < 0x20)
        g_string_append_printf (json, "\\u%04x", (guint) (guchar) *p);
      else
        g_string_append_c (json, *p);
    }
  g_string_append_c (json, '"');
}

static void
json_add_int (GString    *json,
              const char *key,
              gint64      value)
{
  g_string_append_printf (json, "%s\"%s\":%" G_GINT64_FORMAT, json->len > 1 ? "," : "", key, value);
}

static void
json_add_double (GString    *json,
                 const char *key,
                 double      value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append_printf (json, "%s\"%s\":%s", json->len > 1 ? "," : "", key,
                          g_ascii_formatd (buffer, sizeof buffer, "%.4f", value));
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *values,
        int     n)
{
  qsort (values, n, sizeof (double), compare_doubles);

  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* ---- cards ---------------------------------------------------------- */

/* The card width CyTableView gives a 1280 × 800 window: five cards of the
 * player's hand, two Harbors and the stock share the width. */
#define BENCH_CARD_WIDTH 110
#define BENCH_SCALE      2

static CyCardTheme *
load_theme (const CyBenchOptions  *options,
            GError               **error)
{
  if (options->theme_path != NULL)
    return cy_card_theme_new_from_file (options->theme_path, error);

  return cy_card_theme_new_default (options->four_colour);
}

static gboolean
render_all (CyCardTheme  *theme,
            int           width,
            int           height,
            GError      **error)
{
  for (CyCardImage image = 0; image < CY_CARD_N_IMAGES; image++)
    {
      cairo_surface_t *surface = cy_card_theme_render (theme, image, width, height, error);

      if (surface == NULL)
        return FALSE;
      cairo_surface_destroy (surface);
    }

  return TRUE;
}

static gboolean
bench_cards (const CyBenchOptions  *options,
             CyBenchReport         *report,
             GError               **error)
{
  g_autoptr(CyCardTheme) theme = NULL;
  g_autofree double *render_ms = g_new (double, options->runs);
  g_autofree double *parse_ms = g_new (double, options->runs);
  g_autofree double *total_ms = g_new (double, options->runs);
  int width, height, logical_height;
  double render, parse, total;

  theme = load_theme (options, error);
  if (theme == NULL)
    return FALSE;

  logical_height = cy_card_theme_get_height_for_width (theme, BENCH_CARD_WIDTH);
  width = BENCH_CARD_WIDTH * BENCH_SCALE;
  height = cy_card_theme_get_height_for_width (theme, width);

  /* One run unmeasured, so the first run does not pay for page faults and
   * font or cache set-up that a running game has long paid for. */
  if (!render_all (theme, width, height, error))
    return FALSE;

  /* The deck parsed once, as the game does: only drawing is measured. */
  for (int i = 0; i < options->runs; i++)
    {
      gint64 start = g_get_monotonic_time ();

      if (!render_all (theme, width, height, error))
        return FALSE;
      render_ms[i] = (g_get_monotonic_time () - start) / 1000.0;
    }

  /* Parsing included, as at start-up or when the player changes theme. */
  for (int i = 0; i < options->runs; i++)
    {
      g_autoptr(CyCardTheme) fresh = NULL;
      gint64 start = g_get_monotonic_time ();
      gint64 parsed;

      fresh = load_theme (options, error);
      if (fresh == NULL)
        return FALSE;
      parsed = g_get_monotonic_time ();
      if (!render_all (fresh, width, height, error))
        return FALSE;
      parse_ms[i] = (parsed - start) / 1000.0;
      total_ms[i] = (g_get_monotonic_time () - start) / 1000.0;
    }

  render = median (render_ms, options->runs);
  parse = median (parse_ms, options->runs);
  total = median (total_ms, options->runs);

  g_string_append_printf (report->human,
                          /* Translators: a benchmark result; × is a multiplication sign */
                          _("cards: %d images of %d×%d px (%d×%d at scale %d): %.1f ms (%.3f ms each); "
                            "%.1f ms including %.1f ms to parse the deck; median of %d runs"),
                          CY_CARD_N_IMAGES, width, height, BENCH_CARD_WIDTH, logical_height,
                          BENCH_SCALE, render, render / CY_CARD_N_IMAGES, total, parse,
                          options->runs);

  json_add_string (report->json, "theme", cy_card_theme_get_name (theme));
  json_add_int (report->json, "images", CY_CARD_N_IMAGES);
  json_add_int (report->json, "logical_width", BENCH_CARD_WIDTH);
  json_add_int (report->json, "logical_height", logical_height);
  json_add_int (report->json, "scale", BENCH_SCALE);
  json_add_int (report->json, "width_px", width);
  json_add_int (report->json, "height_px", height);
  json_add_int (report->json, "runs", options->runs);
  json_add_double (report->json, "render_ms", render);
  json_add_double (report->json, "render_ms_per_image", render / CY_CARD_N_IMAGES);
  json_add_double (report->json, "parse_ms", parse);
  json_add_double (report->json, "parse_and_render_ms", total);

  return TRUE;
}

/* ---- scoring -------------------------------------------------------- */

/* Every five-card hand scored once in all twelve categories, on one core. */
static gboolean
bench_scoring (const CyBenchOptions  *options,
               CyBenchReport         *report,
               GError               **error)
{
  g_autofree double *ms = g_new (double, options->runs);
  guint64 checksum = 0;
  double result;

  for (int i = 0; i < options->runs; i++)
    {
      gint64 start = g_get_monotonic_time ();
      CyCard hand[CY_HAND_SIZE];
      guint scores[CY_N_CATEGORIES];

      for (hand[0] = 0; hand[0] < CY_DECK_SIZE; hand[0]++)
        for (hand[1] = hand[0] + 1; hand[1] < CY_DECK_SIZE; hand[1]++)
          for (hand[2] = hand[1] + 1; hand[2] < CY_DECK_SIZE; hand[2]++)
            for (hand[3] = hand[2] + 1; hand[3] < CY_DECK_SIZE; hand[3]++)
              for (hand[4] = hand[3] + 1; hand[4] < CY_DECK_SIZE; hand[4]++)
                {
                  cy_category_score_all (hand, scores);
                  /* Used, so the compiler cannot drop the work. */
                  checksum += scores[CY_CATEGORY_MIDDLE] + scores[CY_CATEGORY_SPADES];
                }

      ms[i] = (g_get_monotonic_time () - start) / 1000.0;
    }

  result = median (ms, options->runs);
  g_string_append_printf (report->human,
                          _("scoring: all 2,598,960 hands in 12 categories on one core: %.1f ms (%.1f ns a hand); median of %d runs"),
                          result, result * 1e6 / 2598960, options->runs);
  json_add_int (report->json, "hands", 2598960);
  json_add_int (report->json, "runs", options->runs);
  json_add_double (report->json, "ms", result);
  json_add_int (report->json, "checksum", (gint64) (checksum / options->runs));

  return TRUE;
}

/* ---- simulate ------------------------------------------------------- */

#define BENCH_GAMES 2000

/* Whole four-player games between random players, invariants checked
 * after every move, on one core. */
static gboolean
bench_simulate (const CyBenchOptions  *options,
                CyBenchReport         *report,
                GError               **error)
{
  static const CyPlayerKind kinds[] = {
    CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_RANDOM, CY_PLAYER_KIND_RANDOM,
  };
  g_autofree double *ms = g_new (double, options->runs);
  CyRuleOptions rules;
  double result;

  cy_rule_options_init_default (&rules);
  for (int i = 0; i < options->runs; i++)
    {
      gint64 start = g_get_monotonic_time ();

      for (guint g = 0; g < BENCH_GAMES; g++)
        {
          CyGameResult game = { { 0 } };

          if (!cy_simulate_game (kinds, G_N_ELEMENTS (kinds), &rules, g + 1, g + 1, TRUE, &game, error))
            return FALSE;
        }

      ms[i] = (g_get_monotonic_time () - start) / 1000.0;
    }

  result = median (ms, options->runs);
  g_string_append_printf (report->human,
                          _("simulate: %d four-player random games, invariants after every move, on one core: %.1f ms (%.0f games a second); median of %d runs"),
                          BENCH_GAMES, result, BENCH_GAMES * 1000.0 / result, options->runs);
  json_add_int (report->json, "games", BENCH_GAMES);
  json_add_int (report->json, "runs", options->runs);
  json_add_double (report->json, "ms", result);
  json_add_double (report->json, "games_per_second", BENCH_GAMES * 1000.0 / result);

  return TRUE;
}

/* ---- expert --------------------------------------------------------- */

#define BENCH_PLAYOUTS 300    /* a third at each size of table */

/* The expert's playouts (cy_ai_expert_playouts()): the rest of the hand
 * from the first turn of a dealt hand, the unseen cards dealt anew each
 * time, every seat hard's policy, on one core, in processor time. */
static gboolean
bench_expert (const CyBenchOptions  *options,
              CyBenchReport         *report,
              GError               **error)
{
  g_autofree double *ms = g_new (double, options->runs);
  guint moves = 0;
  double result;

  for (int i = 0; i < options->runs; i++)
    {
      gint64 cpu = 0;

      moves = 0;
      for (guint n_players = CY_MIN_PLAYERS; n_players <= CY_MAX_PLAYERS; n_players++)
        {
          g_autoptr(CyGame) game = NULL;
          CyPlayer *players[CY_MAX_PLAYERS];
          CyRuleOptions rules;
          CySeatView view;
          CyRandom rng;
          struct timespec start, end;

          for (guint p = 0; p < n_players; p++)
            players[p] = cy_player_new ("Bench", CY_PLAYER_KIND_EXPERT);
          cy_rule_options_init_default (&rules);
          game = cy_game_new (players, n_players, &rules, 7);
          for (guint p = 0; p < n_players; p++)
            g_object_unref (players[p]);
          if (!cy_game_start (game, error))
            return FALSE;

          cy_game_get_seat_view (game, cy_game_get_to_move (game), &view);
          cy_random_init (&rng, 7, n_players);
          clock_gettime (CLOCK_THREAD_CPUTIME_ID, &start);
          moves += cy_ai_expert_playouts (&view, &rng, BENCH_PLAYOUTS / 3);
          clock_gettime (CLOCK_THREAD_CPUTIME_ID, &end);
          cpu += (end.tv_sec - start.tv_sec) * G_GINT64_CONSTANT (1000000000) + (end.tv_nsec - start.tv_nsec);
        }
      ms[i] = cpu / 1e6;
    }

  result = median (ms, options->runs);
  g_string_append_printf (report->human,
                          _("expert: %d playouts of a hand from its first turn (2, 3 and 4 players), %u moves, on one core: "
                            "%.1f ms of processor time (%.0f playouts a second, %.1f µs a move); median of %d runs"),
                          BENCH_PLAYOUTS, moves, result, BENCH_PLAYOUTS * 1000.0 / result, result * 1000.0 / moves,
                          options->runs);
  json_add_int (report->json, "playouts", BENCH_PLAYOUTS);
  json_add_int (report->json, "moves", moves);
  json_add_int (report->json, "runs", options->runs);
  json_add_double (report->json, "ms", result);
  json_add_double (report->json, "playouts_per_second", BENCH_PLAYOUTS * 1000.0 / result);

  return TRUE;
}

/* ---- the command ---------------------------------------------------- */

static const CyBenchPart parts[] = {
  { "cards", bench_cards,
    N_("Render all 55 card images at twice the card size of a 1280×800 window") },
  { "scoring", bench_scoring,
    N_("Score all 2,598,960 five-card hands in every category, on one core") },
  { "simulate", bench_simulate,
    N_("Play 2,000 four-player games between random players, checking the rules after every move, on one core") },
  { "expert", bench_expert,
    N_("Play 300 of the expert's playouts of a hand (2, 3 and 4 players), on one core, in processor time") },
};

static const CyBenchPart *
find_part (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (g_str_equal (parts[i].name, name))
      return &parts[i];

  return NULL;
}

int
cy_cli_bench (int    argc,
              char **argv)
{
  g_autofree char *theme_path = NULL;
  g_autoptr(GString) summary = NULL;
  g_autoptr(GString) json = g_string_new ("{");
  g_autoptr(GPtrArray) selected = g_ptr_array_new ();
  gboolean as_json = FALSE;
  gboolean four_colour = FALSE;
  int runs = DEFAULT_RUNS;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json,
      N_("Print one JSON object, with one member per part"), NULL },
    { "runs", 'n', 0, G_OPTION_ARG_INT, &runs,
      N_("Repeat each measurement N times and report the median (default 9)"), N_("N") },
    { "theme", 't', 0, G_OPTION_ARG_FILENAME, &theme_path,
      N_("cards: use the SVG deck FILE instead of the built-in one"), N_("FILE") },
    { "four-colour", 0, 0, G_OPTION_ARG_NONE, &four_colour,
      N_("cards: use the built-in four-colour deck"), NULL },
    { NULL }
  };

  summary = g_string_new (_("Measures how fast the slow paths are. Parts (all when none is named):"));
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    g_string_append_printf (summary, "\n  %-10s %s", parts[i].name, _(parts[i].summary));

  if (!cy_cli_parse_options ("bench", "[PART…]", summary->str, entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;

  if (runs < 1 || runs > MAX_RUNS)
    return cy_cli_fail (_("bench: the number of runs must be between 1 and %d, not %d"),
                        MAX_RUNS, runs);

  if (theme_path != NULL && four_colour)
    return cy_cli_fail (_("bench: --four-colour picks a built-in deck; it cannot go with --theme"));

  for (int i = 1; i < argc; i++)
    {
      const CyBenchPart *part = find_part (argv[i]);

      if (part == NULL)
        return cy_cli_fail (_("bench: unknown part “%s”; run card-yacht-cli bench --help for the list"),
                            argv[i]);
      if (!g_ptr_array_find (selected, part, NULL))
        g_ptr_array_add (selected, (gpointer) part);
    }

  if (selected->len == 0)
    for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
      g_ptr_array_add (selected, (gpointer) &parts[i]);

  for (guint i = 0; i < selected->len; i++)
    {
      const CyBenchPart *part = g_ptr_array_index (selected, i);
      CyBenchOptions options = { runs, theme_path, four_colour };
      CyBenchReport report = { g_string_new (NULL), g_string_new ("{") };
      g_autoptr(GError) error = NULL;
      gboolean ok;

      ok = part->run (&options, &report, &error);
      if (ok)
        {
          if (as_json)
            g_string_append_printf (json, "%s\"%s\":%s}", i > 0 ? "," : "", part->name, report.json->str);
          else
            printf ("%s\n", report.human->str);
        }
      g_string_free (report.human, TRUE);
      g_string_free (report.json, TRUE);

      if (!ok)
        return cy_cli_fail ("bench: %s: %s", part->name, error->message);
    }

  if (as_json)
    printf ("%s}\n", json->str);

  return 0;
}
