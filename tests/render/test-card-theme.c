/* test-card-theme.c: CyCardTheme draws every card of every kind of deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* mkfifo() and symlink() are POSIX, not C11. */
#define _GNU_SOURCE

#include "config.h"

#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cy-card-theme.h"
#include "test-fault.h"

static const int sizes[][2] = {
  { 16, 22 },      /* a thumbnail */
  { 60, 84 },      /* a fanned card on a small window */
  { 110, 154 },    /* the table of a 1280 × 800 window */
  { 220, 308 },    /* the same at scale 2 */
};

/* Checks the surface's size and that at least min_opaque of its pixels
 * were painted: a card face covers its rectangle but for the rounded
 * corners, a slot at least has its outline. */
static void
assert_drawn (cairo_surface_t *surface,
              int              width,
              int              height,
              double           min_opaque)
{
  const guint8 *data;
  int stride;
  gsize opaque = 0;

  g_assert_nonnull (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_format (surface), ==, CAIRO_FORMAT_ARGB32);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, height);

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);

  for (int y = 0; y < height; y++)
    {
      const guint32 *row = (const guint32 *) (data + y * stride);

      for (int x = 0; x < width; x++)
        if ((row[x] >> 24) != 0)
          opaque++;
    }

  g_assert_cmpfloat ((double) opaque / (width * height), >=, min_opaque);
}

static void
assert_theme_draws_everything (CyCardTheme *theme)
{
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (CyCardImage image = 0; image < CY_CARD_N_IMAGES; image++)
      {
        g_autoptr(GError) error = NULL;
        cairo_surface_t *surface;

        surface = cy_card_theme_render (theme, image, sizes[s][0], sizes[s][1], &error);
        g_assert_no_error (error);
        /* Faces and the back fill their card; the slot is at least an outline. */
        assert_drawn (surface, sizes[s][0], sizes[s][1],
                      image == CY_CARD_IMAGE_SLOT ? 0.05 : 0.85);
        cairo_surface_destroy (surface);
      }
}

static void
test_default_deck (void)
{
  g_autoptr(CyCardTheme) theme = cy_card_theme_new_default (FALSE);

  g_assert_true (CY_IS_CARD_THEME (theme));
  g_assert_true (cy_card_theme_has_slot (theme));
  g_assert_cmpfloat_with_epsilon (cy_card_theme_get_aspect_ratio (theme), 250.0 / 350.0, 0.005);
  g_assert_cmpint (cy_card_theme_get_height_for_width (theme, 110), ==, 154);
  assert_theme_draws_everything (theme);
}

static void
test_four_colour_deck (void)
{
  g_autoptr(CyCardTheme) standard = cy_card_theme_new_default (FALSE);
  g_autoptr(CyCardTheme) four = cy_card_theme_new_default (TRUE);
  CyCard two_of_diamonds = cy_card_new (2, CY_SUIT_DIAMONDS);
  cairo_surface_t *a, *b;

  assert_theme_draws_everything (four);

  /* Each knows which built-in deck it is (the window keeps the one its
   * cards already show rather than parse it again). */
  g_assert_true (cy_card_theme_is_built_in (standard, FALSE));
  g_assert_false (cy_card_theme_is_built_in (standard, TRUE));
  g_assert_true (cy_card_theme_is_built_in (four, TRUE));
  g_assert_false (cy_card_theme_is_built_in (four, FALSE));

  /* The decks differ where they should: the diamonds are not red. */
  a = cy_card_theme_render_card (standard, two_of_diamonds, 60, 84, NULL);
  b = cy_card_theme_render_card (four, two_of_diamonds, 60, 84, NULL);
  cairo_surface_flush (a);
  cairo_surface_flush (b);
  g_assert_true (memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                         (gsize) cairo_image_surface_get_stride (a) * 84) != 0);
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
}

static void
test_element_ids (void)
{
  g_assert_cmpstr (cy_card_theme_get_element_id (cy_card_new (CY_RANK_ACE, CY_SUIT_CLUBS)), ==, "club_1");
  g_assert_cmpstr (cy_card_theme_get_element_id (cy_card_new (10, CY_SUIT_HEARTS)), ==, "heart_10");
  g_assert_cmpstr (cy_card_theme_get_element_id (cy_card_new (CY_RANK_QUEEN, CY_SUIT_SPADES)), ==, "spade_queen");
  g_assert_cmpstr (cy_card_theme_get_element_id (CY_CARD_IMAGE_BACK), ==, "back");
  g_assert_cmpstr (cy_card_theme_get_element_id (CY_CARD_IMAGE_SLOT), ==, "slot");
}

/* An AisleRiot-style deck: a 13 × 5 grid of 100 × 140 cells, clubs,
 * diamonds, hearts and spades in rows, the back in the fifth row's third
 * cell; cards are groups placed by transforms; no #slot. omit, when set,
 * is an id left out. Like AisleRiot's "bonded", the Ace of Spades has a
 * stroke that strays outside its cell, which must not shrink the card. */
static char *
aisleriot_style_svg (const char *omit)
{
  static const int suit_rows[CY_N_SUITS] = {
    [CY_SUIT_CLUBS] = 0, [CY_SUIT_DIAMONDS] = 1, [CY_SUIT_HEARTS] = 2, [CY_SUIT_SPADES] = 3,
  };
  g_autoptr(GString) svg = g_string_new (NULL);

  g_string_append (svg,
                   "<?xml version=\"1.0\"?>\n"
                   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1300\" height=\"700\">\n");

  for (CyCardImage image = 0; image <= CY_CARD_IMAGE_BACK; image++)
    {
      const char *id = cy_card_theme_get_element_id (image);
      int row = 4, col = 2;

      if (g_strcmp0 (id, omit) == 0)
        continue;

      if (image < CY_DECK_SIZE)
        {
          row = suit_rows[cy_card_get_suit (image)];
          col = cy_card_get_rank (image) - 1;
        }

      g_string_append_printf (svg,
                              "<g id=\"%s\" transform=\"translate(%d,%d)\">"
                              "<rect x=\"0\" y=\"0\" width=\"100\" height=\"140\" rx=\"6\" fill=\"%s\"/>"
                              "<circle cx=\"50\" cy=\"70\" r=\"%d\" fill=\"%s\"/>%s</g>\n",
                              id, col * 100, row * 140,
                              image == CY_CARD_IMAGE_BACK ? "#236" : "#fff",
                              5 + (int) (image % 13) * 3,
                              image == CY_CARD_IMAGE_BACK ? "#236" : "#c00",
                              g_str_equal (id, "spade_1") ?
                                "<path d=\"M-60,10h30\" stroke=\"#000\" stroke-width=\"2\"/>" : "");
    }

  g_string_append (svg, "</svg>\n");

  return g_string_free (g_steal_pointer (&svg), FALSE);
}

/* The colour at the middle of a rendered card, as 0xAARRGGBB. */
static guint32
centre_pixel (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);

  cairo_surface_flush (surface);
  return ((const guint32 *) (data + (height / 2) * cairo_image_surface_get_stride (surface)))[width / 2];
}

static char *
write_temp_file (const char *dir,
                 const char *name,
                 const char *contents,
                 gssize      length)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);

  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);

  return path;
}

static GBytes *
gzip (const char *text)
{
  g_autoptr(GZlibCompressor) compressor = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP, -1);
  g_autoptr(GInputStream) plain = g_memory_input_stream_new_from_data (text, strlen (text), NULL);
  g_autoptr(GInputStream) compressed = g_converter_input_stream_new (plain, G_CONVERTER (compressor));
  g_autoptr(GOutputStream) out = g_memory_output_stream_new_resizable ();
  g_autoptr(GError) error = NULL;

  g_output_stream_splice (out, compressed, G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE |
                          G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET, NULL, &error);
  g_assert_no_error (error);

  return g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (out));
}

typedef struct
{
  char *dir;
} TempDir;

static void
temp_dir_set_up (TempDir       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("test-card-theme-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
temp_dir_tear_down (TempDir       *fixture,
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

static void
test_aisleriot_theme (TempDir       *fixture,
                      gconstpointer  data)
{
  g_autofree char *svg = aisleriot_style_svg (NULL);
  g_autofree char *path = write_temp_file (fixture->dir, "plain.svg", svg, -1);
  g_autoptr(GError) error = NULL;
  g_autoptr(CyCardTheme) theme = NULL;

  theme = cy_card_theme_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (CY_IS_CARD_THEME (theme));
  g_assert_cmpstr (cy_card_theme_get_name (theme), ==, "plain.svg");
  g_assert_false (cy_card_theme_is_built_in (theme, FALSE));
  g_assert_false (cy_card_theme_is_built_in (theme, TRUE));
  g_assert_false (cy_card_theme_has_slot (theme));
  g_assert_cmpfloat_with_epsilon (cy_card_theme_get_aspect_ratio (theme), 100.0 / 140.0, 0.005);

  /* Every card, the back, and the outline drawn in place of the missing slot. */
  assert_theme_draws_everything (theme);

  /* Each card comes from its own cell: the back is dark blue, a face is
   * white around the centre and red in it. */
  {
    cairo_surface_t *back = cy_card_theme_render_back (theme, 50, 70, NULL);
    cairo_surface_t *ace = cy_card_theme_render_card (theme, cy_card_new (CY_RANK_ACE, CY_SUIT_SPADES),
                                                      50, 70, NULL);

    g_assert_cmphex (centre_pixel (back), ==, 0xff223366);
    g_assert_cmphex (centre_pixel (ace), ==, 0xffcc0000);
    cairo_surface_destroy (back);
    cairo_surface_destroy (ace);
  }
}

/* The colour at (@x, @y) of a rendered card, as 0xAARRGGBB. */
static guint32
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y)
{
  const guint8 *data;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  return ((const guint32 *) (data + y * cairo_image_surface_get_stride (surface)))[x];
}

/* Another deck's red joker is the Boat card with a small boat on a dark
 * disc in its top right corner; our own decks draw their Boat card as it is. */
static void
test_aisleriot_boat_mark (TempDir       *fixture,
                          gconstpointer  data)
{
  g_autofree char *plain = aisleriot_style_svg (NULL);
  g_autoptr(GString) svg = g_string_new (plain);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CyCardTheme) theme = NULL;
  g_autoptr(CyCardTheme) ours = cy_card_theme_new_default (FALSE);
  cairo_surface_t *boat, *our_boat;
  int r = 13;                     /* 0.13 of the 100-pixel width */
  int cx = 100 - (int) (r * 1.45), cy = (int) (r * 1.45);

  /* A plain white red joker, in its cell after the black one. */
  g_string_truncate (svg, svg->len - strlen ("</svg>\n"));
  g_string_append (svg, "<g id=\"red_joker\" transform=\"translate(100,560)\">"
                        "<rect x=\"0\" y=\"0\" width=\"100\" height=\"140\" fill=\"#fff\"/></g>\n</svg>\n");
  path = write_temp_file (fixture->dir, "joker.svg", svg->str, -1);
  theme = cy_card_theme_new_from_file (path, &error);
  g_assert_no_error (error);

  boat = cy_card_theme_render (theme, CY_CARD_IMAGE_BOAT, 100, 140, &error);
  g_assert_no_error (error);
  /* Away from the mark the joker is white; at the disc's edge it is dark blue. */
  g_assert_cmphex (pixel_at (boat, 20, 100), ==, 0xffffffff);
  g_assert_cmphex (pixel_at (boat, cx, cy + r - 3), ==, 0xff17284a);
  cairo_surface_destroy (boat);

  /* Our own deck's Boat card is left as it is drawn: there, cream. */
  our_boat = cy_card_theme_render (ours, CY_CARD_IMAGE_BOAT, 100, 140, &error);
  g_assert_no_error (error);
  g_assert_cmphex (pixel_at (our_boat, cx, cy + r - 3), !=, 0xff17284a);
  cairo_surface_destroy (our_boat);
}

static void
test_aisleriot_theme_gzip (TempDir       *fixture,
                           gconstpointer  data)
{
  g_autofree char *svg = aisleriot_style_svg (NULL);
  g_autoptr(GBytes) compressed = gzip (svg);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CyCardTheme) theme = NULL;
  gsize length;
  const char *bytes = g_bytes_get_data (compressed, &length);

  g_assert_cmpuint ((guint8) bytes[0], ==, 0x1f);   /* really gzip */
  path = write_temp_file (fixture->dir, "compressed.svgz", bytes, length);

  theme = cy_card_theme_new_from_file (path, &error);
  g_assert_no_error (error);
  assert_theme_draws_everything (theme);
}

static void
test_missing_card (TempDir       *fixture,
                   gconstpointer  data)
{
  const char *omitted[] = { "heart_queen", "back", "club_1", "spade_king" };

  for (guint i = 0; i < G_N_ELEMENTS (omitted); i++)
    {
      g_autofree char *svg = aisleriot_style_svg (omitted[i]);
      g_autofree char *path = write_temp_file (fixture->dir, "incomplete.svg", svg, -1);
      g_autoptr(GError) error = NULL;
      g_autoptr(CyCardTheme) theme = NULL;

      theme = cy_card_theme_new_from_file (path, &error);
      g_assert_null (theme);
      g_assert_error (error, CY_CARD_THEME_ERROR, CY_CARD_THEME_ERROR_MISSING_CARD);
      /* The message names the file and the element, so a player can tell
       * which theme is broken and why. */
      g_assert_nonnull (strstr (error->message, "incomplete.svg"));
      g_assert_nonnull (strstr (error->message, omitted[i]));
      g_assert_null (strchr (error->message, '\n'));
    }
}

static void
test_corrupt_file (TempDir       *fixture,
                   gconstpointer  data)
{
  static const char * const contents[] = {
    "",
    "this is not XML",
    "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"back\">",   /* cut short */
    "\x1f\x8b\x08\x00garbage after a gzip header",
  };
  g_autofree char *missing = g_build_filename (fixture->dir, "no-such-theme.svgz", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (contents); i++)
    {
      g_autofree char *path = write_temp_file (fixture->dir, "corrupt.svg", contents[i], -1);
      g_autoptr(GError) error = NULL;
      g_autoptr(CyCardTheme) theme = NULL;
      g_autoptr(CyCardTheme) fallback = NULL;

      theme = cy_card_theme_new_from_file (path, &error);
      g_assert_null (theme);
      g_assert_nonnull (error);
      g_assert_true (error->domain == CY_CARD_THEME_ERROR);
      g_assert_nonnull (strstr (error->message, "corrupt.svg"));
      g_assert_null (strchr (error->message, '\n'));

      /* What the preferences do on failure: fall back to our deck. */
      fallback = cy_card_theme_new_default (FALSE);
      g_assert_true (CY_IS_CARD_THEME (fallback));
    }

  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CyCardTheme) theme = cy_card_theme_new_from_file (missing, &error);

    g_assert_null (theme);
    g_assert_error (error, CY_CARD_THEME_ERROR, CY_CARD_THEME_ERROR_UNREADABLE);
  }
}

/* The card-theme setting may name anything: a FIFO (which once hung the
 * game in open()), a link to /dev/zero, a huge file, or a small .svgz that
 * unpacks into gigabytes. Each is refused at once with a one-line reason. */
static void
test_not_a_theme (TempDir       *fixture,
                  gconstpointer  data)
{
  const char *which = data;
  g_autofree char *path = g_build_filename (fixture->dir, "theme.svgz", NULL);
  g_autoptr(CyCardTheme) theme = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (which, "gzip-bomb"))
    cy_test_fault_make_not_a_file (path, which);
  else
    {
      /* 65 MiB of spaces in an SVG: about 65 KiB compressed. */
      gsize size = 65u << 20;
      g_autofree char *svg = g_malloc (size + 1);
      g_autoptr(GBytes) bomb = NULL;

      memset (svg, ' ', size);
      memcpy (svg, "<svg>", 5);
      svg[size] = '\0';
      bomb = gzip (svg);
      g_assert_cmpuint (g_bytes_get_size (bomb), <, 1u << 20);
      g_assert_true (g_file_set_contents (path, g_bytes_get_data (bomb, NULL), (gssize) g_bytes_get_size (bomb), NULL));
    }

  cy_test_fault_watchdog (60);
  theme = cy_card_theme_new_from_file (path, &error);
  alarm (0);
  g_assert_null (theme);
  g_assert_error (error, CY_CARD_THEME_ERROR, CY_CARD_THEME_ERROR_UNREADABLE);
  g_assert_nonnull (strstr (error->message, "theme.svgz"));
  g_assert_null (strchr (error->message, '\n'));
  g_test_message ("%s", error->message);
}

/* A deck is one self-contained document: what its references name beside
 * the theme file (a FIFO, which once hung every start in open(); a huge
 * file, which was read whole) is never opened, whether included at load
 * time or drawn later. */
static void
test_outside_reference (TempDir       *fixture,
                        gconstpointer  data)
{
  const char *which = data;
  g_autofree char *beside = g_build_filename (fixture->dir, "beside", NULL);
  g_autofree char *svg = aisleriot_style_svg (NULL);
  g_autoptr(GString) text = g_string_new (svg);
  g_autofree char *path = NULL;
  g_autoptr(CyCardTheme) theme = NULL;
  g_autoptr(GError) error = NULL;

  cy_test_fault_make_not_a_file (beside, which);
  g_string_replace (text, "<svg xmlns=\"http://www.w3.org/2000/svg\"",
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
                    " xmlns:xi=\"http://www.w3.org/2001/XInclude\"", 1);
  g_string_replace (text, "<rect x=\"0\" y=\"0\" width=\"100\" height=\"140\" rx=\"6\" fill=\"#236\"/>",
                    "<rect x=\"0\" y=\"0\" width=\"100\" height=\"140\" rx=\"6\" fill=\"#236\"/>"
                    "<xi:include href=\"beside\" parse=\"text\"/>"
                    "<image x=\"0\" y=\"0\" width=\"100\" height=\"140\" xlink:href=\"beside\"/>"
                    "<use xlink:href=\"beside#x\"/>", 1);
  g_assert_nonnull (strstr (text->str, "xlink:href=\"beside\""));
  path = write_temp_file (fixture->dir, "deck.svg", text->str, (gssize) text->len);

  cy_test_fault_watchdog (60);
  theme = cy_card_theme_new_from_file (path, &error);
  g_assert_no_error (error);
  assert_theme_draws_everything (theme);
  alarm (0);
  cy_test_fault_assert_not_a_file (beside, which);
}

static void
test_render_element (void)
{
  g_autoptr(CyCardTheme) theme = cy_card_theme_new_default (FALSE);
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;

  surface = cy_card_theme_render_element (theme, "#heart_king", 50, 70, &error);
  g_assert_no_error (error);
  assert_drawn (surface, 50, 70, 0.85);
  cairo_surface_destroy (surface);

  /* Boat's Boat card sits in the red joker's place of both our decks. */
  for (guint four = 0; four < 2; four++)
    {
      g_autoptr(CyCardTheme) deck = cy_card_theme_new_default (four);

      surface = cy_card_theme_render_element (deck, "red_joker", 50, 70, &error);
      g_assert_no_error (error);
      assert_drawn (surface, 50, 70, 0.85);
      cairo_surface_destroy (surface);
    }

  surface = cy_card_theme_render_element (theme, "joker", 50, 70, &error);
  g_assert_null (surface);
  g_assert_error (error, CY_CARD_THEME_ERROR, CY_CARD_THEME_ERROR_MISSING_CARD);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/card-theme/element-ids", test_element_ids);
  g_test_add_func ("/render/card-theme/default", test_default_deck);
  g_test_add_func ("/render/card-theme/four-colour", test_four_colour_deck);
  g_test_add_func ("/render/card-theme/render-element", test_render_element);
  g_test_add ("/render/card-theme/aisleriot", TempDir, NULL,
              temp_dir_set_up, test_aisleriot_theme, temp_dir_tear_down);
  g_test_add ("/render/card-theme/aisleriot-boat-mark", TempDir, NULL,
              temp_dir_set_up, test_aisleriot_boat_mark, temp_dir_tear_down);
  g_test_add ("/render/card-theme/aisleriot-gzip", TempDir, NULL,
              temp_dir_set_up, test_aisleriot_theme_gzip, temp_dir_tear_down);
  g_test_add ("/render/card-theme/missing-card", TempDir, NULL,
              temp_dir_set_up, test_missing_card, temp_dir_tear_down);
  g_test_add ("/render/card-theme/corrupt", TempDir, NULL,
              temp_dir_set_up, test_corrupt_file, temp_dir_tear_down);
  g_test_add ("/render/card-theme/not-a-theme/fifo", TempDir, "fifo",
              temp_dir_set_up, test_not_a_theme, temp_dir_tear_down);
  g_test_add ("/render/card-theme/not-a-theme/dev-zero", TempDir, "dev-zero",
              temp_dir_set_up, test_not_a_theme, temp_dir_tear_down);
  g_test_add ("/render/card-theme/not-a-theme/huge", TempDir, "huge",
              temp_dir_set_up, test_not_a_theme, temp_dir_tear_down);
  g_test_add ("/render/card-theme/not-a-theme/gzip-bomb", TempDir, "gzip-bomb",
              temp_dir_set_up, test_not_a_theme, temp_dir_tear_down);
  g_test_add ("/render/card-theme/outside-reference/fifo", TempDir, "fifo",
              temp_dir_set_up, test_outside_reference, temp_dir_tear_down);
  g_test_add ("/render/card-theme/outside-reference/huge", TempDir, "huge",
              temp_dir_set_up, test_outside_reference, temp_dir_tear_down);

  return g_test_run ();
}
