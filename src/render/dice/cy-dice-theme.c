/* cy-dice-theme.c: dice images from our SVG dice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * data/dice/dice.svg (drawn by data/dice/cy_dice.py) is a grid like a card
 * deck: a row per style, a column per face and one for the blank die, each
 * die an element with an id in its own square cell. A die is drawn as a
 * card is (cy-card-theme.c): the whole document scaled so that one cell
 * has the requested size, moved so that the die's cell lands on it, only
 * the die's element shown. The document is parsed once; the ui caches the
 * images per size and scale, so they stay crisp on HiDPI screens.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <librsvg/rsvg.h>

#include "cy-card-theme.h"
#include "cy-dice-theme.h"
#include "cy-render-resources.h"

#define RESOURCE_PATH "/io/github/cardyacht/CardYacht/dice/dice.svg"
#define GRID_COLUMNS  7     /* faces 1-6, then blank */
#define CELL          100.0

struct _CyDiceTheme
{
  GObject     parent_instance;

  RsvgHandle *handle;
};

G_DEFINE_FINAL_TYPE (CyDiceTheme, cy_dice_theme, G_TYPE_OBJECT)

static const char * const style_keys[CY_DICE_N_STYLES] = { "light", "dark", "contrast" };

static void
cy_dice_theme_finalize (GObject *object)
{
  CyDiceTheme *self = (CyDiceTheme *)object;

  g_clear_object (&self->handle);

  G_OBJECT_CLASS (cy_dice_theme_parent_class)->finalize (object);
}

static void
cy_dice_theme_class_init (CyDiceThemeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cy_dice_theme_finalize;
}

static void
cy_dice_theme_init (CyDiceTheme *self)
{
}

/* The blank die sits after the six faces. */
static guint
face_column (guint face)
{
  return face == CY_DICE_FACE_BLANK ? GRID_COLUMNS - 1 : face - 1;
}

/* "#light_5": librsvg wants the '#'; the ids are interned once. */
static const char *
hash_id (CyDiceStyle style,
         guint       face)
{
  static const char **ids = NULL;

  if (g_once_init_enter (&ids))
    {
      const char **table = g_new0 (const char *, CY_DICE_N_STYLES * GRID_COLUMNS);

      for (guint s = 0; s < CY_DICE_N_STYLES; s++)
        for (guint f = 0; f <= 6; f++)
          {
            g_autofree char *id = f == CY_DICE_FACE_BLANK
                                  ? g_strdup_printf ("#%s_blank", style_keys[s])
                                  : g_strdup_printf ("#%s_%u", style_keys[s], f);

            table[s * GRID_COLUMNS + f] = g_intern_string (id);
          }

      g_once_init_leave (&ids, table);
    }

  return ids[style * GRID_COLUMNS + face];
}

const char *
cy_dice_theme_get_element_id (CyDiceStyle style,
                              guint       face)
{
  g_return_val_if_fail (style < CY_DICE_N_STYLES, NULL);
  g_return_val_if_fail (face <= 6, NULL);

  return hash_id (style, face) + 1;
}

CyDiceTheme *
cy_dice_theme_new_default (void)
{
  g_autoptr(GBytes) data = NULL;
  g_autoptr(GError) error = NULL;
  CyDiceTheme *self;

  /* Our own GResource, which also keeps this library's resource object
   * in the link (see cy_card_theme_new_default()). */
  data = g_resource_lookup_data (cy_render_get_resource (), RESOURCE_PATH,
                                 G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (data == NULL)
    g_error ("The built-in dice %s are missing: %s", RESOURCE_PATH, error->message);

  self = g_object_new (CY_TYPE_DICE_THEME, NULL);
  self->handle = rsvg_handle_new_from_data (g_bytes_get_data (data, NULL), g_bytes_get_size (data), &error);
  if (self->handle == NULL)
    g_error ("The built-in dice %s are broken: %s", RESOURCE_PATH, error->message);

  for (guint s = 0; s < CY_DICE_N_STYLES; s++)
    for (guint f = 0; f <= 6; f++)
      if (!rsvg_handle_has_sub (self->handle, hash_id (s, f)))
        g_error ("The built-in dice have no %s", hash_id (s, f));

  return self;
}

gboolean
cy_dice_theme_draw (CyDiceTheme  *self,
                    cairo_t      *cr,
                    CyDiceStyle   style,
                    guint         face,
                    double        x,
                    double        y,
                    double        size,
                    GError      **error)
{
  RsvgRectangle document = { 0, 0, CELL * GRID_COLUMNS, CELL * CY_DICE_N_STYLES };
  g_autoptr(GError) local_error = NULL;
  gboolean ok;

  g_return_val_if_fail (CY_IS_DICE_THEME (self), FALSE);
  g_return_val_if_fail (cr != NULL, FALSE);
  g_return_val_if_fail (style < CY_DICE_N_STYLES, FALSE);
  g_return_val_if_fail (face <= 6, FALSE);

  cairo_save (cr);
  cairo_rectangle (cr, x, y, size, size);
  cairo_clip (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size / CELL, size / CELL);
  cairo_translate (cr, -(double) face_column (face) * CELL, -(double) style * CELL);
  ok = rsvg_handle_render_layer (self->handle, cr, hash_id (style, face), &document, &local_error);
  cairo_restore (cr);

  if (!ok)
    {
      g_set_error (error, CY_CARD_THEME_ERROR, CY_CARD_THEME_ERROR_RENDER,
                   /* Translators: the first %s is an SVG element id, the second the reason */
                   _("Cannot draw the die “%s”: %s"), hash_id (style, face) + 1, local_error->message);
      return FALSE;
    }

  return TRUE;
}

cairo_surface_t *
cy_dice_theme_render (CyDiceTheme  *self,
                      CyDiceStyle   style,
                      guint         face,
                      int           size_px,
                      GError      **error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  gboolean ok;

  g_return_val_if_fail (CY_IS_DICE_THEME (self), NULL);
  g_return_val_if_fail (size_px > 0, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size_px, size_px);
  cr = cairo_create (surface);
  ok = cy_dice_theme_draw (self, cr, style, face, 0, 0, size_px, error);
  if (ok && cairo_status (cr) != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, CY_CARD_THEME_ERROR, CY_CARD_THEME_ERROR_RENDER,
                   _("Cannot draw a die of %d pixels: %s"), size_px, cairo_status_to_string (cairo_status (cr)));
      ok = FALSE;
    }
  cairo_destroy (cr);

  if (!ok)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }

  cairo_surface_flush (surface);
  return surface;
}
