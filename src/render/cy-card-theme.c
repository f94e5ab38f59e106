/* cy-card-theme.c: card images from an SVG deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A theme is one SVG document in AisleRiot's layout, so the decks players
 * already have in /usr/share/aisleriot/cards work as well as our own: a grid
 * of 13 columns (Ace to King) by 5 rows (clubs, diamonds, hearts, spades,
 * then jokers and the back), each cell one card, each card an element with
 * an id (#club_1 ... #spade_king, #back). The document is parsed once; each
 * image is drawn on demand, and callers cache the results (see CyCardCache).
 *
 * A card is drawn as AisleRiot draws it: its cell of the grid, scaled to
 * the requested size, showing only the card's element. Fitting the
 * element's own extents instead (rsvg_handle_render_element) looks simpler
 * but breaks real themes: "bonded" keeps strokes of some cards outside
 * their cell, which AisleRiot never shows but which would shrink and shift
 * those cards. Elements with no cell (our #slot, any other id) are fitted
 * by their extents.
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <librsvg/rsvg.h>
#include <math.h>
#include <string.h>

#include "cy-card-theme.h"
#include "cy-data-file.h"
#include "cy-render-resources.h"

#define RESOURCE_DIR "/io/github/cardyacht/CardYacht/cards/"

struct _CyCardTheme
{
  GObject     parent_instance;

  RsvgHandle *handle;
  char       *name;
  double      cell_width;     /* one card of the grid, in document pixels */
  double      cell_height;
  double      aspect_ratio;   /* cell_width / cell_height */
  gboolean    has_slot;
  gboolean    has_boat;    /* a red joker to draw the Boat card with */
  gboolean    marks_boat;  /* another deck's red joker: a small boat says what it is */
  int         built_in;    /* 0 a deck from a file, 1 the built-in deck, 2 its four-colour one */
};

#define GRID_COLUMNS 13
#define GRID_ROWS    5

G_DEFINE_FINAL_TYPE (CyCardTheme, cy_card_theme, G_TYPE_OBJECT)

G_DEFINE_QUARK (cy-card-theme-error-quark, cy_card_theme_error)

enum {
  PROP_0,
  PROP_NAME,
  PROP_ASPECT_RATIO,
  PROP_HAS_SLOT,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

/* "#club_1" ... "#spade_king", "#back", "#slot", indexed by CyCardImage.
 * librsvg wants the leading '#'; cy_card_theme_get_element_id() skips it. */
static const char * const *
element_ids (void)
{
  static const char **ids = NULL;

  if (g_once_init_enter (&ids))
    {
      const char **table = g_new0 (const char *, CY_CARD_N_IMAGES + 1);

      for (CyCard card = 0; card < CY_DECK_SIZE; card++)
        {
          g_autofree char *id = cy_card_get_theme_id (card);
          g_autofree char *hash_id = g_strconcat ("#", id, NULL);

          table[card] = g_intern_string (hash_id);
        }
      table[CY_CARD_IMAGE_BACK] = "#back";
      table[CY_CARD_IMAGE_SLOT] = "#slot";
      table[CY_CARD_IMAGE_BOAT] = "#red_joker";

      g_once_init_leave (&ids, table);
    }

  return ids;
}

/* librsvg's parser messages can span lines and end with a newline; ours are
 * shown in one line on the command line and in a dialog. */
static char *
one_line (const char *message)
{
  g_autoptr(GString) text = g_string_new (message);

  g_strstrip (text->str);
  text->len = strlen (text->str);
  g_string_replace (text, "\n", " ", 0);

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
cy_card_theme_finalize (GObject *object)
{
  CyCardTheme *self = (CyCardTheme *)object;

  g_clear_object (&self->handle);
  g_clear_pointer (&self->name, g_free);

  G_OBJECT_CLASS (cy_card_theme_parent_class)->finalize (object);
}

static void
cy_card_theme_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  CyCardTheme *self = CY_CARD_THEME (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;

    case PROP_ASPECT_RATIO:
      g_value_set_double (value, self->aspect_ratio);
      break;

    case PROP_HAS_SLOT:
      g_value_set_boolean (value, self->has_slot);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_card_theme_class_init (CyCardThemeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cy_card_theme_finalize;
  object_class->get_property = cy_card_theme_get_property;

  /**
   * CyCardTheme:name:
   *
   * A name to show to the player: "Card Yacht" or the file's name.
   */
  properties [PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  /**
   * CyCardTheme:aspect-ratio:
   *
   * A card's width divided by its height, as the theme draws it.
   */
  properties [PROP_ASPECT_RATIO] =
    g_param_spec_double ("aspect-ratio", NULL, NULL,
                         0.0, G_MAXDOUBLE, 5.0 / 7.0,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  /**
   * CyCardTheme:has-slot:
   *
   * Whether the theme draws its own empty slot; otherwise an outline is drawn.
   */
  properties [PROP_HAS_SLOT] =
    g_param_spec_boolean ("has-slot", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cy_card_theme_init (CyCardTheme *self)
{
  self->aspect_ratio = 5.0 / 7.0;
}

/* Where AisleRiot's layout puts an image. FALSE for the slot, which is not
 * part of it (AisleRiot draws its slot from a separate file). */
static gboolean
grid_cell (CyCardImage  image,
           int         *row,
           int         *column)
{
  static const int suit_rows[CY_N_SUITS] = {
    [CY_SUIT_CLUBS] = 0,
    [CY_SUIT_DIAMONDS] = 1,
    [CY_SUIT_HEARTS] = 2,
    [CY_SUIT_SPADES] = 3,
  };

  if (image < CY_DECK_SIZE)
    {
      *row = suit_rows[cy_card_get_suit ((CyCard) image)];
      *column = (int) cy_card_get_rank ((CyCard) image) - 1;
      return TRUE;
    }

  if (image == CY_CARD_IMAGE_BOAT)
    {
      /* The red joker, after the black one. */
      *row = 4;
      *column = 1;
      return TRUE;
    }

  if (image == CY_CARD_IMAGE_BACK)
    {
      /* After the black and the red joker. */
      *row = 4;
      *column = 2;
      return TRUE;
    }

  return FALSE;
}

/* The document's size in pixels: from its width and height, or, when they
 * are missing or relative, from its viewBox. */
static gboolean
get_document_size (RsvgHandle *handle,
                   double     *width,
                   double     *height)
{
  gboolean has_width, has_height, has_viewbox;
  RsvgLength width_length, height_length;
  RsvgRectangle viewbox;

  if (!rsvg_handle_get_intrinsic_size_in_pixels (handle, width, height))
    {
      rsvg_handle_get_intrinsic_dimensions (handle,
                                            &has_width, &width_length,
                                            &has_height, &height_length,
                                            &has_viewbox, &viewbox);
      if (!has_viewbox)
        return FALSE;

      *width = viewbox.width;
      *height = viewbox.height;
    }

  return *width > 0.0 && *height > 0.0;
}

/* Takes ownership of the parsed handle and checks, once, that every card
 * and the back are there, so that a broken theme is refused at load time
 * rather than discovered half-way through a game. */
static CyCardTheme *
cy_card_theme_new_for_handle (RsvgHandle  *handle,
                              const char  *name,
                              GError     **error)
{
  g_autoptr(CyCardTheme) self = NULL;
  const char * const *ids = element_ids ();
  double width, height;

  for (CyCardImage image = 0; image <= CY_CARD_IMAGE_BACK; image++)
    {
      if (!rsvg_handle_has_sub (handle, ids[image]))
        {
          g_autofree char *what = NULL;

          if (image == CY_CARD_IMAGE_BACK)
            what = g_strdup (_("the card back"));
          else
            what = cy_card_get_name ((CyCard) image);

          g_set_error (error, CY_CARD_THEME_ERROR, CY_CARD_THEME_ERROR_MISSING_CARD,
                       /* Translators: the first %s is a file name, the second a card
                        * (“Queen of Hearts”), the third an SVG element id (“heart_queen”) */
                       _("The card theme “%s” has no image for %s (element “%s”)"),
                       name, what, ids[image] + 1);
          g_object_unref (handle);
          return NULL;
        }
    }

  if (!get_document_size (handle, &width, &height))
    {
      g_set_error (error, CY_CARD_THEME_ERROR, CY_CARD_THEME_ERROR_UNREADABLE,
                   /* Translators: %s is a file name */
                   _("The cards of the theme “%s” have no size"), name);
      g_object_unref (handle);
      return NULL;
    }

  self = g_object_new (CY_TYPE_CARD_THEME, NULL);
  self->handle = handle;
  self->name = g_strdup (name);
  self->cell_width = width / GRID_COLUMNS;
  self->cell_height = height / GRID_ROWS;
  self->aspect_ratio = self->cell_width / self->cell_height;
  self->has_slot = rsvg_handle_has_sub (handle, ids[CY_CARD_IMAGE_SLOT]);
  self->has_boat = rsvg_handle_has_sub (handle, ids[CY_CARD_IMAGE_BOAT]);

  return g_steal_pointer (&self);
}

/* The most a theme may hold: AisleRiot's largest are a few megabytes. A
 * compressed theme is held to the second limit once uncompressed, so that
 * a small .svgz cannot unpack into gigabytes. */
#define MAX_THEME_FILE_SIZE  (32u << 20)
#define MAX_THEME_SVG_SIZE   (64u << 20)

static void
set_unreadable_error (GError     **error,
                      const char  *name,
                      const char  *message)
{
  g_autofree char *reason = one_line (message);

  g_set_error (error, CY_CARD_THEME_ERROR, CY_CARD_THEME_ERROR_UNREADABLE,
               /* Translators: the first %s is a file name, the second the reason */
               _("Cannot read the card theme “%s”: %s"), name, reason);
}

/* @data as plain SVG: gzip (.svgz) is unpacked here, up to the limit,
 * rather than by librsvg, which would unpack any amount. */
static GBytes *
uncompress (GBytes      *data,
            const char  *name,
            GError     **error)
{
  g_autoptr(GZlibDecompressor) decompressor = NULL;
  g_autoptr(GInputStream) compressed = NULL;
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GByteArray) svg = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;
  const guint8 *bytes = g_bytes_get_data (data, &length);

  if (length < 2 || bytes[0] != 0x1f || bytes[1] != 0x8b)
    return g_bytes_ref (data);

  decompressor = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP);
  compressed = g_memory_input_stream_new_from_bytes (data);
  stream = g_converter_input_stream_new (compressed, G_CONVERTER (decompressor));
  svg = g_byte_array_new ();

  for (;;)
    {
      guint8 buffer[65536];
      gssize n = g_input_stream_read (stream, buffer, sizeof buffer, NULL, &local_error);

      if (n < 0)
        {
          set_unreadable_error (error, name, local_error->message);
          return NULL;
        }
      if (n == 0)
        break;
      if (svg->len + (gsize) n > MAX_THEME_SVG_SIZE)
        {
          g_autofree char *limit = g_format_size_full (MAX_THEME_SVG_SIZE, G_FORMAT_SIZE_IEC_UNITS);
          g_autofree char *message = g_strdup_printf (_("it unpacks to more than %s"), limit);

          set_unreadable_error (error, name, message);
          return NULL;
        }
      g_byte_array_append (svg, buffer, (guint) n);
    }

  return g_byte_array_free_to_bytes (g_steal_pointer (&svg));
}

/* With no base file librsvg resolves no reference outside the document
 * (only data: URLs): a deck is one self-contained SVG, and what a reference
 * could name beside it (a FIFO, a device, a file of gigabytes) would be
 * read with a blocking load, whole, on the thread that starts the window. */
static CyCardTheme *
new_from_bytes (GBytes      *data,
                const char  *name,
                GError     **error)
{
  g_autoptr(GBytes) svg = NULL;
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  RsvgHandle *handle;

  svg = uncompress (data, name, error);
  if (svg == NULL)
    return NULL;

  stream = g_memory_input_stream_new_from_bytes (svg);
  handle = rsvg_handle_new_from_stream_sync (stream, NULL, RSVG_HANDLE_FLAGS_NONE,
                                             NULL, &local_error);
  if (handle == NULL)
    {
      set_unreadable_error (error, name, local_error->message);
      return NULL;
    }

  return cy_card_theme_new_for_handle (handle, name, error);
}

/**
 * cy_card_theme_new_from_bytes:
 * @data: an SVG document, plain or gzip-compressed
 * @name: what to call it in messages and in the interface
 * @error: return location for a #GError
 *
 * Returns: (transfer full) (nullable): the theme, or %NULL when the data
 *   is not an SVG deck with every card and the back
 */
CyCardTheme *
cy_card_theme_new_from_bytes (GBytes      *data,
                              const char  *name,
                              GError     **error)
{
  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return new_from_bytes (data, name, error);
}

/**
 * cy_card_theme_new_from_file:
 * @path: an SVG deck, e.g. one of /usr/share/aisleriot/cards/\*.svgz
 * @error: return location for a #GError
 *
 * Loads an AisleRiot-style theme. Fails with a message fit to show the
 * player when the file cannot be read or parsed, or lacks a card or the
 * back; the caller can then fall back to cy_card_theme_new_default(). Only
 * a regular file of sane size is read: a FIFO or a device in the theme
 * setting is refused at once (see cy_data_file_read()).
 *
 * Returns: (transfer full) (nullable): the theme, or %NULL on error
 */
CyCardTheme *
cy_card_theme_new_from_file (const char  *path,
                             GError     **error)
{
  g_autoptr(GBytes) data = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  CyCardTheme *self;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_filename_display_basename (path);
  data = cy_data_file_read (path, MAX_THEME_FILE_SIZE, &local_error);
  if (data == NULL)
    {
      set_unreadable_error (error, name, local_error->message);
      return NULL;
    }

  self = new_from_bytes (data, name, error);
  if (self != NULL)
    self->marks_boat = TRUE;
  return self;
}

/**
 * cy_card_theme_new_default:
 * @four_colour: %TRUE for the deck with blue diamonds and green clubs
 *
 * Loads one of the decks compiled into the program. Cannot fail.
 *
 * Returns: (transfer full): the theme
 */
/* Parsing the deck takes a noticeable part of the game's start-up; a
 * thread can do it while GTK starts. Only the built-in decks are preloaded,
 * and a preloaded theme is handed out once. */
static GThread *preload_thread;
static gboolean preload_four_colour;

static gpointer
preload_thread_func (gpointer data)
{
  return cy_card_theme_new_default (preload_four_colour);
}

void
cy_card_theme_preload_default (gboolean four_colour)
{
  g_return_if_fail (preload_thread == NULL);

  preload_four_colour = four_colour;
  preload_thread = g_thread_new ("cy-card-theme-preload", preload_thread_func, NULL);
}

static CyCardTheme *
take_preloaded (gboolean four_colour)
{
  CyCardTheme *theme;

  /* Not from the preloading thread itself, and only the deck it loads. */
  if (preload_thread == NULL || g_thread_self () == preload_thread || four_colour != preload_four_colour)
    return NULL;

  theme = g_thread_join (preload_thread);
  preload_thread = NULL;
  return theme;
}

CyCardTheme *
cy_card_theme_new_default (gboolean four_colour)
{
  CyCardTheme *preloaded = take_preloaded (four_colour);
  const char *path = four_colour ? RESOURCE_DIR "card-yacht-four-colour.svg"
                                 : RESOURCE_DIR "card-yacht.svg";
  const char *name = four_colour ? _("Card Yacht (four colours)") : _("Card Yacht");
  g_autoptr(GBytes) data = NULL;
  g_autoptr(GError) error = NULL;
  CyCardTheme *self;

  if (preloaded != NULL)
    return preloaded;

  /* Looked up in our own GResource rather than the global table: calling
   * cy_render_get_resource() also makes sure the linker keeps the resource
   * object of this static library. */
  data = g_resource_lookup_data (cy_render_get_resource (), path,
                                 G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (data == NULL)
    g_error ("The built-in deck %s is missing: %s", path, error->message);

  self = cy_card_theme_new_from_bytes (data, name, &error);
  if (self == NULL)
    g_error ("The built-in deck %s is broken: %s", path, error->message);
  self->built_in = four_colour ? 2 : 1;

  return self;
}

/**
 * cy_card_theme_is_built_in:
 * @four_colour: which of the built-in decks
 *
 * Whether @self is that built-in deck, so that a window whose cards
 * already show it need not parse it again (a tenth of the start-up).
 *
 * Returns: %TRUE when it is
 */
gboolean
cy_card_theme_is_built_in (CyCardTheme *self,
                           gboolean     four_colour)
{
  g_return_val_if_fail (CY_IS_CARD_THEME (self), FALSE);

  return self->built_in == (four_colour ? 2 : 1);
}

const char *
cy_card_theme_get_name (CyCardTheme *self)
{
  g_return_val_if_fail (CY_IS_CARD_THEME (self), NULL);

  return self->name;
}

/**
 * cy_card_theme_get_aspect_ratio:
 *
 * Returns: a card's width divided by its height (5/7 for our decks)
 */
double
cy_card_theme_get_aspect_ratio (CyCardTheme *self)
{
  g_return_val_if_fail (CY_IS_CARD_THEME (self), 5.0 / 7.0);

  return self->aspect_ratio;
}

/* The pixel height that keeps the theme's proportions for a given width. */
int
cy_card_theme_get_height_for_width (CyCardTheme *self,
                                    int          width)
{
  g_return_val_if_fail (CY_IS_CARD_THEME (self), 0);
  g_return_val_if_fail (width >= 0, 0);

  return MAX (1, (int) lround (width / self->aspect_ratio));
}

gboolean
cy_card_theme_has_slot (CyCardTheme *self)
{
  g_return_val_if_fail (CY_IS_CARD_THEME (self), FALSE);

  return self->has_slot;
}

/**
 * cy_card_theme_get_element_id:
 * @image: a card, %CY_CARD_IMAGE_BACK or %CY_CARD_IMAGE_SLOT
 *
 * Returns: the SVG element id of @image, without '#': "club_1", "back"
 */
const char *
cy_card_theme_get_element_id (CyCardImage image)
{
  g_return_val_if_fail (image < CY_CARD_N_IMAGES, NULL);

  return element_ids ()[image] + 1;
}

/* The empty-slot outline for themes that have none: a rounded rectangle in
 * translucent grey, which shows on light and dark tables alike. */
static void
draw_slot_outline (cairo_t *cr,
                   double   x,
                   double   y,
                   double   width,
                   double   height)
{
  double line = MAX (1.0, width * 0.02);
  double radius = width * 0.055;
  double x0 = x + line / 2, y0 = y + line / 2;
  double x1 = x + width - line / 2, y1 = y + height - line / 2;

  cairo_save (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x1 - radius, y0 + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x1 - radius, y1 - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x0 + radius, y1 - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x0 + radius, y0 + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.14);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.55, 0.55, 0.55, 0.7);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The small boat that marks another deck's red joker as the Boat card: a
 * dark disc in the top right corner, away from the joker's own index,
 * with the sails and hull of our Boat card in it. */
static void
draw_boat_mark (cairo_t *cr,
                double   x,
                double   y,
                double   width,
                double   height)
{
  double r = MIN (width, height) * 0.13;
  double cx = x + width - r * 1.45;
  double cy = y + r * 1.45;

  cairo_save (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0x17 / 255.0, 0x28 / 255.0, 0x4a / 255.0);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0xe1 / 255.0, 0xb4 / 255.0, 0x3c / 255.0);
  cairo_set_line_width (cr, MAX (1.0, r * 0.1));
  cairo_stroke (cr);

  /* The drawing of data/cards: 60 by 56 units around (125, 169). */
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, r * 1.3 / 60.0, r * 1.3 / 60.0);
  cairo_translate (cr, -125, -169);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_move_to (cr, 123, 145);
  cairo_line_to (cr, 123, 183);
  cairo_line_to (cr, 101, 183);
  cairo_close_path (cr);
  cairo_move_to (cr, 127, 141);
  cairo_curve_to (cr, 141, 155, 147, 169, 149, 183);
  cairo_line_to (cr, 127, 183);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0xe1 / 255.0, 0xb4 / 255.0, 0x3c / 255.0);
  cairo_move_to (cr, 95, 187);
  cairo_line_to (cr, 155, 187);
  cairo_line_to (cr, 147, 197);
  cairo_line_to (cr, 103, 197);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_restore (cr);
}

/**
 * cy_card_theme_draw:
 * @self: a #CyCardTheme
 * @cr: where to draw
 * @image: a card, %CY_CARD_IMAGE_BACK or %CY_CARD_IMAGE_SLOT
 * @x, @y, @width, @height: the rectangle to fill, in @cr's user space
 * @error: return location for a #GError
 *
 * Draws one image straight onto @cr: for contact sheets and printing, where
 * an intermediate surface would only cost memory.
 *
 * Returns: %TRUE on success
 */
gboolean
cy_card_theme_draw (CyCardTheme  *self,
                    cairo_t      *cr,
                    CyCardImage   image,
                    double        x,
                    double        y,
                    double        width,
                    double        height,
                    GError      **error)
{
  g_autoptr(GError) local_error = NULL;
  gboolean ok;
  int row, column;

  g_return_val_if_fail (CY_IS_CARD_THEME (self), FALSE);
  g_return_val_if_fail (cr != NULL, FALSE);
  g_return_val_if_fail (image < CY_CARD_N_IMAGES, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (image == CY_CARD_IMAGE_SLOT && !self->has_slot)
    {
      draw_slot_outline (cr, x, y, width, height);
      return TRUE;
    }

  /* A deck without jokers has nothing to draw the Boat card with: its
   * back at least shows a card is there (the name says which). */
  if (image == CY_CARD_IMAGE_BOAT && !self->has_boat)
    image = CY_CARD_IMAGE_BACK;

  cairo_save (cr);
  cairo_rectangle (cr, x, y, width, height);
  cairo_clip (cr);

  if (grid_cell (image, &row, &column))
    {
      /* The whole document at a scale that makes one cell the requested
       * size, moved so the card's cell lands on the rectangle; only the
       * card's element is drawn, and the clip hides anything outside. */
      RsvgRectangle document = {
        0, 0, self->cell_width * GRID_COLUMNS, self->cell_height * GRID_ROWS
      };

      cairo_translate (cr, x, y);
      cairo_scale (cr, width / self->cell_width, height / self->cell_height);
      cairo_translate (cr, -column * self->cell_width, -row * self->cell_height);
      ok = rsvg_handle_render_layer (self->handle, cr, element_ids ()[image], &document, &local_error);
    }
  else
    {
      RsvgRectangle viewport = { x, y, width, height };

      ok = rsvg_handle_render_element (self->handle, cr, element_ids ()[image], &viewport, &local_error);
    }

  cairo_restore (cr);

  if (ok && image == CY_CARD_IMAGE_BOAT && self->marks_boat)
    draw_boat_mark (cr, x, y, width, height);

  if (!ok)
    {
      g_autofree char *reason = one_line (local_error->message);

      g_set_error (error, CY_CARD_THEME_ERROR, CY_CARD_THEME_ERROR_RENDER,
                   /* Translators: the first %s is an SVG element id, the second a theme
                    * name, the third the reason */
                   _("Cannot draw “%s” of the card theme “%s”: %s"),
                   element_ids ()[image] + 1, self->name, reason);
      return FALSE;
    }

  return TRUE;
}

static cairo_surface_t *
render_to_surface (CyCardTheme  *self,
                   const char   *hash_id,
                   CyCardImage   image,
                   int           width_px,
                   int           height_px,
                   GError      **error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  gboolean ok;
  cairo_status_t status;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width_px, height_px);
  cr = cairo_create (surface);

  if (hash_id != NULL)
    {
      RsvgRectangle viewport = { 0, 0, width_px, height_px };
      g_autoptr(GError) local_error = NULL;

      ok = rsvg_handle_render_element (self->handle, cr, hash_id, &viewport, &local_error);
      if (!ok)
        {
          g_autofree char *reason = one_line (local_error->message);

          g_set_error (error, CY_CARD_THEME_ERROR, CY_CARD_THEME_ERROR_RENDER,
                       _("Cannot draw “%s” of the card theme “%s”: %s"),
                       hash_id + 1, self->name, reason);
        }
    }
  else
    {
      ok = cy_card_theme_draw (self, cr, image, 0, 0, width_px, height_px, error);
    }

  status = cairo_status (cr);
  cairo_destroy (cr);

  if (ok && status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, CY_CARD_THEME_ERROR, CY_CARD_THEME_ERROR_RENDER,
                   _("Cannot draw a card of %d × %d pixels: %s"),
                   width_px, height_px, cairo_status_to_string (status));
      ok = FALSE;
    }

  if (!ok)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }

  cairo_surface_flush (surface);
  return surface;
}

/**
 * cy_card_theme_render:
 * @self: a #CyCardTheme
 * @image: a card, %CY_CARD_IMAGE_BACK or %CY_CARD_IMAGE_SLOT
 * @width_px: width of the image, in device pixels
 * @height_px: height, in device pixels; usually
 *   cy_card_theme_get_height_for_width (@width_px)
 * @error: return location for a #GError
 *
 * Draws one image into a new premultiplied ARGB32 image surface.
 *
 * Returns: (transfer full) (nullable): the surface, or %NULL on error
 */
cairo_surface_t *
cy_card_theme_render (CyCardTheme  *self,
                      CyCardImage   image,
                      int           width_px,
                      int           height_px,
                      GError      **error)
{
  g_return_val_if_fail (CY_IS_CARD_THEME (self), NULL);
  g_return_val_if_fail (image < CY_CARD_N_IMAGES, NULL);
  g_return_val_if_fail (width_px > 0 && height_px > 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return render_to_surface (self, NULL, image, width_px, height_px, error);
}

/**
 * cy_card_theme_render_element:
 * @self: a #CyCardTheme
 * @element_id: an element id, with or without the leading '#'
 * @width_px: width of the image, in device pixels
 * @height_px: height, in device pixels
 * @error: return location for a #GError
 *
 * Draws any element of the theme's document, for themes that carry extra
 * pieces beyond the cards.
 *
 * Returns: (transfer full) (nullable): the surface, or %NULL on error
 */
cairo_surface_t *
cy_card_theme_render_element (CyCardTheme  *self,
                              const char   *element_id,
                              int           width_px,
                              int           height_px,
                              GError      **error)
{
  g_autofree char *hash_id = NULL;

  g_return_val_if_fail (CY_IS_CARD_THEME (self), NULL);
  g_return_val_if_fail (element_id != NULL, NULL);
  g_return_val_if_fail (width_px > 0 && height_px > 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  hash_id = element_id[0] == '#' ? g_strdup (element_id) : g_strconcat ("#", element_id, NULL);

  for (CyCardImage image = 0; image < CY_CARD_N_IMAGES; image++)
    if (g_str_equal (hash_id, element_ids ()[image]))
      return cy_card_theme_render (self, image, width_px, height_px, error);

  if (!rsvg_handle_has_sub (self->handle, hash_id))
    {
      g_set_error (error, CY_CARD_THEME_ERROR, CY_CARD_THEME_ERROR_MISSING_CARD,
                   /* Translators: the first %s is an SVG element id, the second a theme name */
                   _("There is no element “%s” in the card theme “%s”"),
                   hash_id + 1, self->name);
      return NULL;
    }

  return render_to_surface (self, hash_id, 0, width_px, height_px, error);
}
