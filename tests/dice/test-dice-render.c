/* test-dice-render.c: the dice images and the score sheet of Yacht
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "cy-dice-sheet.h"
#include "cy-dice-theme.h"

/* Where a die's pips sit, in hundredths of its side (data/dice/cy_dice.py). */
static const struct { guint n; double x[6], y[6]; } pips[7] = {
  { 0 },
  { 1, { 50 }, { 50 } },
  { 2, { 72, 28 }, { 28, 72 } },
  { 3, { 72, 50, 28 }, { 28, 50, 72 } },
  { 4, { 28, 72, 28, 72 }, { 28, 28, 72, 72 } },
  { 5, { 28, 72, 50, 28, 72 }, { 28, 28, 50, 72, 72 } },
  { 6, { 28, 72, 28, 72, 28, 72 }, { 28, 28, 50, 50, 72, 72 } },
};

/* The brightness (0-255) of a pixel of an ARGB32 image, over white. */
static guint
brightness (cairo_surface_t *surface,
            double           fx,
            double           fy)
{
  int size = cairo_image_surface_get_width (surface);
  int x = (int) (fx / 100.0 * size), y = (int) (fy / 100.0 * size);
  const guint8 *row = cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface);
  guint32 pixel;
  guint alpha, sum = 0;

  memcpy (&pixel, row + 4 * x, 4);
  alpha = pixel >> 24;
  for (guint shift = 0; shift < 24; shift += 8)
    sum += ((pixel >> shift) & 0xff) + (255 - alpha);  /* premultiplied, over white */
  return sum / 3;
}

/* Each face of each style shows its pips where they belong and nothing
 * where another face would have one: the art and the grid agree. */
static void
test_faces (void)
{
  g_autoptr(CyDiceTheme) theme = cy_dice_theme_new_default ();

  for (guint style = 0; style < CY_DICE_N_STYLES; style++)
    for (guint face = 0; face <= 6; face++)
      {
        cairo_surface_t *surface = cy_dice_theme_render (theme, style, face, 120, NULL);
        guint body = brightness (surface, 40, 15);   /* between pips */
        gboolean light_body = body > 128;

        g_assert_nonnull (surface);
        g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 120);

        /* Every spot a pip can take: a pip contrasts with the body. */
        for (guint f = 1; f <= 6; f++)
          for (guint i = 0; i < pips[f].n; i++)
            {
              gboolean here = FALSE;
              guint value = brightness (surface, pips[f].x[i], pips[f].y[i]);

              for (guint k = 0; k < pips[face].n; k++)
                here |= pips[face].x[k] == pips[f].x[i] && pips[face].y[k] == pips[f].y[i];

              if (here != (light_body ? value < 128 : value > 128))
                g_error ("%s: brightness %u at (%g, %g), body %u",
                         cy_dice_theme_get_element_id (style, face), value, pips[f].x[i], pips[f].y[i], body);
            }

        /* The dark dice are dark, the others light; the corners are clear. */
        g_assert_true (light_body == (style != CY_DICE_STYLE_DARK));
        g_assert_cmpuint (brightness (surface, 0.5, 0.5), ==, 255);
        cairo_surface_destroy (surface);
      }

  g_assert_cmpstr (cy_dice_theme_get_element_id (CY_DICE_STYLE_CONTRAST, 5), ==, "contrast_5");
  g_assert_cmpstr (cy_dice_theme_get_element_id (CY_DICE_STYLE_DARK, CY_DICE_FACE_BLANK), ==, "dark_blank");
}

static CyDiceGame *
played_game (CyDiceRules rules)
{
  CyPlayer *players[2] = { cy_player_new ("Ann", CY_PLAYER_KIND_HUMAN), cy_player_new ("Bob", CY_PLAYER_KIND_HUMAN) };
  CyDiceGame *game = cy_dice_game_new (rules, players, 2, 3);
  const guint8 sixes[5] = { 6, 6, 6, 2, 1 };
  const guint8 yacht[5] = { 4, 4, 4, 4, 4 };

  g_object_unref (players[0]);
  g_object_unref (players[1]);

  g_assert_true (cy_dice_game_roll_dice (game, sixes, NULL));
  g_assert_true (cy_dice_game_score (game, 5, NULL));
  g_assert_true (cy_dice_game_roll_dice (game, yacht, NULL));
  g_assert_true (cy_dice_game_score (game, 11, NULL));
  return game;
}

static void
test_sheet_rows (void)
{
  g_autoptr(CySheet) bonus = cy_dice_sheet_new_blank (CY_DICE_RULES_YACHT_BONUS, NULL, 1);
  g_autoptr(CySheet) old = cy_dice_sheet_new_blank (CY_DICE_RULES_YACHT_1938, (const char *[]) { "Ann", "Bob", "Cy", "Di" }, 4);
  g_autoptr(CyDiceGame) game = played_game (CY_DICE_RULES_YACHT_BONUS);
  g_autoptr(CySheet) filled = cy_dice_sheet_new_for_game (game);

  /* 12 categories, Subtotal and Bonus with the bonus, and the Total. */
  g_assert_cmpuint (cy_sheet_get_n_rows (bonus), ==, 15);
  g_assert_cmpuint (cy_sheet_get_n_rows (old), ==, 13);
  g_assert_cmpuint (cy_sheet_get_n_columns (old), ==, 4);
  g_assert_cmpuint (cy_sheet_get_n_rows (filled), ==, 15);
  g_assert_cmpuint (cy_sheet_get_n_columns (filled), ==, 2);
}

static void
test_sheet_export (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-dice-render-XXXXXX", NULL);
  const char *names[] = { "sheet.pdf", "sheet.svg", "sheet.PNG" };
  g_autoptr(CyDiceGame) game = played_game (CY_DICE_RULES_YACHT_1938);
  g_autoptr(CySheet) sheet = cy_dice_sheet_new_for_game (game);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (cy_sheet_export (sheet, path, 595.276, 841.89, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_cmpuint (length, >, 1000);
      if (i == 0)
        g_assert_true (g_str_has_prefix (contents, "%PDF"));
      else if (i == 2)
        g_assert_true (memcmp (contents, "\x89PNG", 4) == 0);
      g_remove (path);
    }

  {
    g_autofree char *path = g_build_filename (dir, "sheet.jpeg", NULL);

    g_assert_false (cy_sheet_export (sheet, path, 595.276, 841.89, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    g_clear_error (&error);
  }

  {
    g_autofree char *path = g_build_filename (dir, "no-such-folder", "sheet.pdf", NULL);

    g_assert_false (cy_sheet_export (sheet, path, 595.276, 841.89, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  }

  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dice/render/faces", test_faces);
  g_test_add_func ("/dice/render/sheet-rows", test_sheet_rows);
  g_test_add_func ("/dice/render/sheet-export", test_sheet_export);

  return g_test_run ();
}
