/* cy-cli-deck.c: card-yacht-cli deck, a contact sheet of a card theme
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

#include "cy-card-theme.h"
#include "cy-cli.h"
#include "cy-render-file.h"

#define DEFAULT_WIDTH 120
#define MIN_WIDTH     16
/* Thirteen columns of 512 px stay well inside cairo's 32767-pixel limit
 * and a sane amount of memory (about 7000 × 3700 pixels). */
#define MAX_WIDTH     512

/* A dark table, like the game's in the dark style: it shows that the
 * faces' borders hold up where the contrast matters most. */
#define TABLE_RED   0.16
#define TABLE_GREEN 0.17
#define TABLE_BLUE  0.19

/* "sheet.png" or "SHEET.PNG", but not a bare ".png" (a hidden file with no name). */
static gboolean
has_png_suffix (const char *path)
{
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *lower = g_ascii_strdown (base, -1);

  return g_str_has_suffix (lower, ".png") && strlen (lower) > strlen (".png");
}

int
cy_cli_deck (int    argc,
             char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *theme_path = NULL;
  g_autoptr(CyCardTheme) theme = NULL;
  g_autoptr(GError) error = NULL;
  gboolean four_colour = FALSE;
  int width = DEFAULT_WIDTH;
  int height, gap, columns, rows;
  cairo_surface_t *sheet;
  cairo_t *cr;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the contact sheet to FILE (a .png)"), N_("FILE") },
    { "theme", 't', 0, G_OPTION_ARG_FILENAME, &theme_path,
      N_("Use the SVG deck FILE (.svg or .svgz, AisleRiot layout) instead of the built-in one"),
      N_("FILE") },
    { "width", 'w', 0, G_OPTION_ARG_INT, &width,
      N_("Width of one card in pixels (16–512, default 120)"), N_("PX") },
    { "four-colour", 0, 0, G_OPTION_ARG_NONE, &four_colour,
      N_("Use the built-in four-colour deck (blue diamonds, green clubs)"), NULL },
    { NULL }
  };

  if (!cy_cli_parse_options ("deck", NULL,
                             _("Draws every card face and the back of a deck as one PNG image."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;

  if (argc > 1)
    return cy_cli_fail (_("deck: unexpected argument “%s”"), argv[1]);

  if (output == NULL)
    return cy_cli_fail (_("deck: say where to write the image with --output FILE.png"));

  if (!has_png_suffix (output))
    return cy_cli_fail (_("deck: the output “%s” must be a .png file"), output);

  if (width < MIN_WIDTH || width > MAX_WIDTH)
    return cy_cli_fail (_("deck: the width must be between %d and %d pixels, not %d"),
                        MIN_WIDTH, MAX_WIDTH, width);

  if (theme_path != NULL && four_colour)
    return cy_cli_fail (_("deck: --four-colour picks a built-in deck; it cannot go with --theme"));

  if (theme_path != NULL)
    {
      theme = cy_card_theme_new_from_file (theme_path, &error);
      if (theme == NULL)
        return cy_cli_fail ("deck: %s", error->message);
    }
  else
    {
      theme = cy_card_theme_new_default (four_colour);
    }

  /* Four rows of thirteen faces, in the engine's suit order, then the back. */
  height = cy_card_theme_get_height_for_width (theme, width);
  gap = MAX (4, width / 12);
  columns = CY_N_RANKS;
  rows = CY_N_SUITS + 1;

  sheet = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                      gap + columns * (width + gap),
                                      gap + rows * (height + gap));
  cr = cairo_create (sheet);
  cairo_set_source_rgb (cr, TABLE_RED, TABLE_GREEN, TABLE_BLUE);
  cairo_paint (cr);

  for (CyCardImage image = 0; image <= CY_CARD_IMAGE_BACK && error == NULL; image++)
    {
      int row = image / CY_N_RANKS;
      int column = image % CY_N_RANKS;

      cy_card_theme_draw (theme, cr, image,
                          gap + column * (width + gap), gap + row * (height + gap),
                          width, height, &error);
    }

  if (error == NULL && cairo_status (cr) != CAIRO_STATUS_SUCCESS)
    g_set_error (&error, G_IO_ERROR, G_IO_ERROR_FAILED,
                 _("Cannot draw the contact sheet: %s"),
                 cairo_status_to_string (cairo_status (cr)));
  cairo_destroy (cr);

  if (error == NULL)
    cy_render_file_write_png (sheet, output, &error);
  cairo_surface_destroy (sheet);

  if (error != NULL)
    return cy_cli_fail ("deck: %s", error->message);

  return 0;
}
