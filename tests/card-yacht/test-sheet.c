/* test-sheet.c: CyScoreSheetPrinter draws one page and writes PDF, SVG and PNG
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No display needed. What the pages say is checked by test-sheet-cli.sh
 * with pdftotext; here we check the page count and size, that everything
 * drawn stays on the page for every paper size and player count, and the
 * errors.
 */
#include "config.h"

#include <cairo.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cy-ai.h"
#include "cy-score-sheet-printer.h"

typedef struct
{
  char *dir;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("test-sheet-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
}

/* Plays a seeded game between random players until @hands hands are
 * scored, or to the end when @hands is CY_N_HANDS. */
static CyGame *
play_game (guint   n_players,
           guint   hands,
           guint64 seed)
{
  static const char * const names[] = { "Ann", "Bob", "Cleo", "Dmitri" };
  g_autoptr(GError) error = NULL;
  CyPlayer *players[CY_MAX_PLAYERS];
  CyRuleOptions options;
  CyRandom rng;
  CyGame *game;

  for (guint seat = 0; seat < n_players; seat++)
    players[seat] = cy_player_new (names[seat], CY_PLAYER_KIND_RANDOM);
  cy_rule_options_init_default (&options);
  game = cy_game_new (players, n_players, &options, seed);
  for (guint seat = 0; seat < n_players; seat++)
    g_object_unref (players[seat]);

  cy_random_init (&rng, seed, 1);
  g_assert_true (cy_game_start (game, &error));

  while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
    {
      CyPhase phase = cy_game_get_phase (game);
      CySeatView view;

      if (phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS)
        {
          CyMove move;

          cy_game_get_seat_view (game, cy_game_get_to_move (game), &view);
          cy_ai_choose_move (CY_PLAYER_KIND_RANDOM, &view, &rng, &move);
          g_assert_true (cy_game_play (game, &move, &error));
        }
      else if (phase == CY_PHASE_SCORING)
        {
          for (guint seat = 0; seat < n_players; seat++)
            {
              CyCategory category;

              cy_game_get_seat_view (game, seat, &view);
              category = cy_ai_choose_category (CY_PLAYER_KIND_RANDOM, &view, &rng);
              g_assert_true (cy_game_score (game, seat, category, &error));
            }
        }
      else if (cy_game_get_hand_number (game) >= hands && hands < CY_N_HANDS)
        break;
      else
        g_assert_true (cy_game_deal_next_hand (game, &error));

      g_assert_no_error (error);
    }

  return game;
}

static char *
read_file (const char *path,
           gsize      *length)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, length, &error));
  g_assert_no_error (error);
  return contents;
}

/* Counts where @needle occurs in binary @contents (streams hold NUL bytes,
 * so string functions stop short), leaving out matches followed by
 * @unless_next. */
static guint
count_occurrences (const char *contents,
                   gsize       length,
                   const char *needle,
                   char        unless_next)
{
  gsize needle_length = strlen (needle);
  guint count = 0;

  for (gsize i = 0; i + needle_length < length; i++)
    if (memcmp (contents + i, needle, needle_length) == 0 &&
        (unless_next == '\0' || contents[i + needle_length] != unless_next))
      count++;

  return count;
}

static void
assert_pdf_one_page (const char *path,
                     const char *media_box)
{
  g_autofree char *contents = NULL;
  gsize length;

  contents = read_file (path, &length);
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  /* Page objects ("/Type /Page", not "/Type /Pages"): cairo writes them uncompressed. */
  g_assert_cmpuint (count_occurrences (contents, length, "/Type /Page", 's'), ==, 1);
  g_assert_cmpuint (count_occurrences (contents, length, media_box, '\0'), ==, 1);
}

/* Draws on a recording surface and checks that all ink lies on the page. */
static void
assert_fits (CyScoreSheetPrinter *printer,
             double               width,
             double               height)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  double x, y, ink_width, ink_height;

  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  cy_score_sheet_printer_draw (printer, cr, width, height);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);

  cairo_recording_surface_ink_extents (surface, &x, &y, &ink_width, &ink_height);
  cairo_surface_destroy (surface);

  g_test_message ("%.0f × %.0f page: ink at %.1f, %.1f, %.1f × %.1f",
                  width, height, x, y, ink_width, ink_height);
  g_assert_cmpfloat (ink_width, >, width / 2);
  g_assert_cmpfloat (ink_height, >, height / 2);
  g_assert_cmpfloat (x, >=, 0);
  g_assert_cmpfloat (y, >=, 0);
  g_assert_cmpfloat (x + ink_width, <=, width);
  g_assert_cmpfloat (y + ink_height, <=, height);
}

static void
test_blank_pdf (Fixture       *fixture,
                gconstpointer  data)
{
  const char * const names[] = { "Ann", NULL, "Cleo" };
  g_autoptr(CyScoreSheetPrinter) printer = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *a4 = g_build_filename (fixture->dir, "blank.pdf", NULL);
  g_autofree char *letter = g_build_filename (fixture->dir, "blank-letter.PDF", NULL);

  printer = cy_score_sheet_printer_new_blank (names, G_N_ELEMENTS (names));
  g_assert_null (cy_score_sheet_printer_get_game (printer));
  g_assert_cmpuint (cy_score_sheet_printer_get_n_players (printer), ==, 3);
  g_assert_null (cy_score_sheet_printer_get_date (printer));

  g_assert_true (cy_score_sheet_printer_export (printer, a4, &error));
  g_assert_no_error (error);
  assert_pdf_one_page (a4, "/MediaBox [ 0 0 595.276 841.89 ]");

  cy_score_sheet_printer_set_page_size (printer, CY_PAGE_LETTER_WIDTH, CY_PAGE_LETTER_HEIGHT);
  g_assert_true (cy_score_sheet_printer_export (printer, letter, &error));
  g_assert_no_error (error);
  assert_pdf_one_page (letter, "/MediaBox [ 0 0 612 792 ]");
}

static void
test_filled_pdf (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(CyGame) finished = play_game (4, CY_N_HANDS, 11);
  g_autoptr(CyGame) under_way = play_game (2, 5, 12);
  g_autoptr(CyScoreSheetPrinter) printer = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "filled.pdf", NULL);

  g_assert_cmpint (cy_game_get_phase (finished), ==, CY_PHASE_GAME_OVER);
  printer = cy_score_sheet_printer_new_for_game (finished);
  g_assert_true (cy_score_sheet_printer_get_game (printer) == finished);
  g_assert_cmpuint (cy_score_sheet_printer_get_n_players (printer), ==, 4);
  g_assert_nonnull (cy_score_sheet_printer_get_date (printer));
  g_assert_true (cy_score_sheet_printer_export (printer, path, &error));
  g_assert_no_error (error);
  assert_pdf_one_page (path, "/MediaBox [ 0 0 595.276 841.89 ]");
  g_clear_object (&printer);

  /* A game stopped between hands, with categories still open. */
  g_assert_cmpint (cy_game_get_phase (under_way), ==, CY_PHASE_HAND_OVER);
  printer = cy_score_sheet_printer_new_for_game (under_way);
  g_assert_true (cy_score_sheet_printer_export (printer, path, &error));
  g_assert_no_error (error);
  assert_pdf_one_page (path, "/MediaBox [ 0 0 595.276 841.89 ]");
}

static void
test_svg_png (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(CyGame) game = play_game (3, CY_N_HANDS, 13);
  g_autoptr(CyScoreSheetPrinter) printer = cy_score_sheet_printer_new_for_game (game);
  g_autoptr(GError) error = NULL;
  g_autofree char *svg_path = g_build_filename (fixture->dir, "sheet.svg", NULL);
  g_autofree char *png_path = g_build_filename (fixture->dir, "sheet.png", NULL);
  g_autofree char *svg = NULL;
  cairo_surface_t *png;
  gsize length;

  g_assert_true (cy_score_sheet_printer_export (printer, svg_path, &error));
  g_assert_no_error (error);
  svg = read_file (svg_path, &length);
  g_assert_nonnull (strstr (svg, "<svg"));
  g_assert_nonnull (strstr (svg, "width=\"595.276pt\""));
  g_assert_nonnull (strstr (svg, "height=\"841.89pt\""));

  g_assert_true (cy_score_sheet_printer_export (printer, png_path, &error));
  g_assert_no_error (error);
  png = cairo_image_surface_create_from_png (png_path);
  g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (png), ==, 1191);
  g_assert_cmpint (cairo_image_surface_get_height (png), ==, 1684);

  /* A white page with black ink: the first pixel is paper, some are ink. */
  {
    const guint32 *pixels = (const guint32 *) cairo_image_surface_get_data (png);
    int stride = cairo_image_surface_get_stride (png) / 4;
    guint dark = 0;

    g_assert_cmphex (pixels[0] & 0xffffff, ==, 0xffffff);
    for (int y = 0; y < cairo_image_surface_get_height (png); y += 3)
      for (int x = 0; x < cairo_image_surface_get_width (png); x += 3)
        if ((pixels[y * stride + x] & 0xff) < 0x40)
          dark++;
    g_assert_cmpuint (dark, >, 1000);
  }
  cairo_surface_destroy (png);
}

static void
test_fits_page (void)
{
  static const double pages[][2] = {
    { CY_PAGE_A4_WIDTH, CY_PAGE_A4_HEIGHT },
    { CY_PAGE_LETTER_WIDTH, CY_PAGE_LETTER_HEIGHT },
    { 419.53, 595.28 },   /* A5: the sheet must shrink to fit */
    { 842, 595 },         /* landscape, should someone print it so */
  };
  const char * const long_names[] = {
    "Maximiliane Alexandrine von Hohenzollern-Sigmaringen",
    "Bob",
    "Wolfeschlegelsteinhausenbergerdorff",
    "Ann",
  };

  for (guint n = CY_MIN_PLAYERS; n <= CY_MAX_PLAYERS; n++)
    {
      g_autoptr(CyGame) game = play_game (n, CY_N_HANDS, 20 + n);
      g_autoptr(CyScoreSheetPrinter) blank = cy_score_sheet_printer_new_blank (NULL, n);
      g_autoptr(CyScoreSheetPrinter) named = cy_score_sheet_printer_new_blank (long_names, n);
      g_autoptr(CyScoreSheetPrinter) filled = cy_score_sheet_printer_new_for_game (game);

      for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
        {
          assert_fits (blank, pages[i][0], pages[i][1]);
          assert_fits (named, pages[i][0], pages[i][1]);
          assert_fits (filled, pages[i][0], pages[i][1]);
        }
    }
}

static void
test_errors (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(CyScoreSheetPrinter) printer = cy_score_sheet_printer_new_blank (NULL, 2);
  g_autofree char *text = g_build_filename (fixture->dir, "sheet.txt", NULL);
  g_autofree char *hidden = g_build_filename (fixture->dir, ".pdf", NULL);
  g_autofree char *missing = g_build_filename (fixture->dir, "no-such-dir", "sheet.pdf", NULL);
  g_autofree char *directory = g_build_filename (fixture->dir, "folder.pdf", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (cy_score_sheet_format_is_supported (text));
  g_assert_false (cy_score_sheet_format_is_supported (hidden));
  g_assert_false (cy_score_sheet_format_is_supported ("sheet"));
  g_assert_true (cy_score_sheet_format_is_supported ("Sheet.Svg"));
  g_assert_true (cy_score_sheet_format_is_supported ("dir.pdf/sheet.png"));

  g_assert_false (cy_score_sheet_printer_export (printer, text, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_false (g_file_test (text, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  g_assert_false (cy_score_sheet_printer_export (printer, hidden, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  g_assert_false (cy_score_sheet_printer_export (printer, missing, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  /* A directory where the file should go. */
  g_assert_cmpint (g_mkdir (directory, 0700), ==, 0);
  g_assert_false (cy_score_sheet_printer_export (printer, directory, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_rmdir (directory);

  g_test_expect_message (RENDER_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*n_players*");
  g_assert_null (cy_score_sheet_printer_new_blank (NULL, 5));
  g_test_assert_expected_messages ();
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/card-yacht/sheet/blank-pdf", Fixture, NULL, fixture_set_up, test_blank_pdf, fixture_tear_down);
  g_test_add ("/card-yacht/sheet/filled-pdf", Fixture, NULL, fixture_set_up, test_filled_pdf, fixture_tear_down);
  g_test_add ("/card-yacht/sheet/svg-png", Fixture, NULL, fixture_set_up, test_svg_png, fixture_tear_down);
  g_test_add_func ("/card-yacht/sheet/fits-page", test_fits_page);
  g_test_add ("/card-yacht/sheet/errors", Fixture, NULL, fixture_set_up, test_errors, fixture_tear_down);

  return g_test_run ();
}
