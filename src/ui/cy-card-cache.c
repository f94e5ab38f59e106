/* cy-card-cache.c: card textures at the table's size, for every widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One CyCardCache serves all the card widgets of a window. It knows the
 * card size the table layout chose (in logical pixels) and the window's
 * scale factor, and hands out textures drawn at logical size × scale, so
 * cards stay crisp on HiDPI screens. A texture is drawn the first time it
 * is asked for and kept until the theme changes; a new size only costs new
 * drawings when its pixel size differs from the ones already kept.
 *
 * Widgets connect to ::changed to queue a resize (the card size moved) or a
 * redraw (new theme), and call cy_card_cache_get_texture() from their
 * snapshot.
 */
#include "config.h"

#include "cy-card-cache.h"

/* The table's size, plus a few others (a smaller hand view, the size the
 * window had a moment ago while the user drags its edge). */
#define MAX_SIZES 4

#define DEFAULT_CARD_WIDTH 110

typedef struct
{
  int         width_px;
  int         height_px;
  GdkTexture *textures[CY_CARD_N_IMAGES];
} SizeEntry;

struct _CyCardCache
{
  GObject      parent_instance;

  CyCardTheme *theme;
  int          card_width;
  int          card_height;
  int          scale_factor;

  /* SizeEntry *, most recently used first. */
  GQueue       sizes;
};

G_DEFINE_FINAL_TYPE (CyCardCache, cy_card_cache, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_THEME,
  PROP_CARD_WIDTH,
  PROP_CARD_HEIGHT,
  PROP_SCALE_FACTOR,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

static void
size_entry_free (SizeEntry *entry)
{
  for (guint i = 0; i < CY_CARD_N_IMAGES; i++)
    g_clear_object (&entry->textures[i]);
  g_free (entry);
}

static void
clear_sizes (CyCardCache *self)
{
  g_queue_clear_full (&self->sizes, (GDestroyNotify) size_entry_free);
}

static void
cy_card_cache_finalize (GObject *object)
{
  CyCardCache *self = (CyCardCache *)object;

  clear_sizes (self);
  g_clear_object (&self->theme);

  G_OBJECT_CLASS (cy_card_cache_parent_class)->finalize (object);
}

static void
cy_card_cache_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  CyCardCache *self = CY_CARD_CACHE (object);

  switch (prop_id)
    {
    case PROP_THEME:
      g_value_set_object (value, self->theme);
      break;

    case PROP_CARD_WIDTH:
      g_value_set_int (value, self->card_width);
      break;

    case PROP_CARD_HEIGHT:
      g_value_set_int (value, self->card_height);
      break;

    case PROP_SCALE_FACTOR:
      g_value_set_int (value, self->scale_factor);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_card_cache_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  CyCardCache *self = CY_CARD_CACHE (object);

  switch (prop_id)
    {
    case PROP_THEME:
      cy_card_cache_set_theme (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_card_cache_class_init (CyCardCacheClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cy_card_cache_finalize;
  object_class->get_property = cy_card_cache_get_property;
  object_class->set_property = cy_card_cache_set_property;

  properties [PROP_THEME] =
    g_param_spec_object ("theme", NULL, NULL,
                         CY_TYPE_CARD_THEME,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties [PROP_CARD_WIDTH] =
    g_param_spec_int ("card-width", NULL, NULL,
                      1, G_MAXINT, DEFAULT_CARD_WIDTH,
                      (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties [PROP_CARD_HEIGHT] =
    g_param_spec_int ("card-height", NULL, NULL,
                      1, G_MAXINT, 154,
                      (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties [PROP_SCALE_FACTOR] =
    g_param_spec_int ("scale-factor", NULL, NULL,
                      1, G_MAXINT, 1,
                      (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CyCardCache::changed:
   *
   * The theme, the card size or the scale factor changed: textures fetched
   * before are stale, and a changed size calls for a new layout.
   */
  signals [CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
cy_card_cache_init (CyCardCache *self)
{
  g_queue_init (&self->sizes);
  self->card_width = DEFAULT_CARD_WIDTH;
  self->card_height = 154;
  self->scale_factor = 1;
}

/**
 * cy_card_cache_new:
 * @theme: (nullable): the deck to draw; %NULL for the built-in one
 *
 * Returns: (transfer full): a new cache, its cards 110 logical pixels wide
 *   at scale 1 until cy_card_cache_set_card_size() says otherwise
 */
CyCardCache *
cy_card_cache_new (CyCardTheme *theme)
{
  g_autoptr(CyCardTheme) fallback = NULL;

  g_return_val_if_fail (theme == NULL || CY_IS_CARD_THEME (theme), NULL);

  if (theme == NULL)
    theme = fallback = cy_card_theme_new_default (FALSE);

  return g_object_new (CY_TYPE_CARD_CACHE, "theme", theme, NULL);
}

CyCardTheme *
cy_card_cache_get_theme (CyCardCache *self)
{
  g_return_val_if_fail (CY_IS_CARD_CACHE (self), NULL);

  return self->theme;
}

/**
 * cy_card_cache_set_theme:
 * @self: a #CyCardCache
 * @theme: the deck to draw from now on
 *
 * Drops every texture and emits #CyCardCache::changed. The card height
 * follows the new theme's proportions.
 */
void
cy_card_cache_set_theme (CyCardCache *self,
                         CyCardTheme *theme)
{
  int height;

  g_return_if_fail (CY_IS_CARD_CACHE (self));
  g_return_if_fail (CY_IS_CARD_THEME (theme));

  if (!g_set_object (&self->theme, theme))
    return;

  clear_sizes (self);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_THEME]);

  height = cy_card_theme_get_height_for_width (theme, self->card_width);
  if (height != self->card_height)
    {
      self->card_height = height;
      g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CARD_HEIGHT]);
    }
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals [CHANGED], 0);
}

/**
 * cy_card_cache_set_card_size:
 * @self: a #CyCardCache
 * @width: the width of a card, in logical pixels
 * @scale_factor: the window's scale factor (gtk_widget_get_scale_factor())
 *
 * Sets the size cy_card_cache_get_texture() draws at; the height follows
 * from the theme. Emits #CyCardCache::changed when anything changed.
 * Textures of the old size are kept for a while, so going back to it
 * draws nothing.
 */
void
cy_card_cache_set_card_size (CyCardCache *self,
                             int          width,
                             int          scale_factor)
{
  int height;
  gboolean changed = FALSE;

  g_return_if_fail (CY_IS_CARD_CACHE (self));
  g_return_if_fail (width > 0);
  g_return_if_fail (scale_factor > 0);

  height = cy_card_theme_get_height_for_width (self->theme, width);

  g_object_freeze_notify (G_OBJECT (self));

  if (width != self->card_width)
    {
      self->card_width = width;
      g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CARD_WIDTH]);
      changed = TRUE;
    }

  if (height != self->card_height)
    {
      self->card_height = height;
      g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CARD_HEIGHT]);
      changed = TRUE;
    }

  if (scale_factor != self->scale_factor)
    {
      self->scale_factor = scale_factor;
      g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_SCALE_FACTOR]);
      changed = TRUE;
    }

  g_object_thaw_notify (G_OBJECT (self));

  if (changed)
    g_signal_emit (self, signals [CHANGED], 0);
}

int
cy_card_cache_get_card_width (CyCardCache *self)
{
  g_return_val_if_fail (CY_IS_CARD_CACHE (self), 0);

  return self->card_width;
}

int
cy_card_cache_get_card_height (CyCardCache *self)
{
  g_return_val_if_fail (CY_IS_CARD_CACHE (self), 0);

  return self->card_height;
}

int
cy_card_cache_get_scale_factor (CyCardCache *self)
{
  g_return_val_if_fail (CY_IS_CARD_CACHE (self), 1);

  return self->scale_factor;
}

/* For widgets that lay cards out at a size of their own. */
int
cy_card_cache_get_height_for_width (CyCardCache *self,
                                    int          width)
{
  g_return_val_if_fail (CY_IS_CARD_CACHE (self), 0);

  return cy_card_theme_get_height_for_width (self->theme, width);
}

/* Hands the surface's pixels to GDK without copying them: cairo's ARGB32
 * is premultiplied native-endian ARGB, which is what GDK_MEMORY_DEFAULT
 * means on either endianness. The surface lives as long as the bytes. */
static GdkTexture *
texture_from_surface (cairo_surface_t *surface)
{
  g_autoptr(GBytes) bytes = NULL;
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);

  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) height * stride,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      surface);

  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

static SizeEntry *
lookup_size (CyCardCache *self,
             int          width_px,
             int          height_px)
{
  SizeEntry *entry;

  for (GList *l = self->sizes.head; l != NULL; l = l->next)
    {
      entry = l->data;
      if (entry->width_px == width_px && entry->height_px == height_px)
        {
          if (l != self->sizes.head)
            {
              g_queue_unlink (&self->sizes, l);
              g_queue_push_head_link (&self->sizes, l);
            }
          return entry;
        }
    }

  entry = g_new0 (SizeEntry, 1);
  entry->width_px = width_px;
  entry->height_px = height_px;
  g_queue_push_head (&self->sizes, entry);

  while (self->sizes.length > MAX_SIZES)
    size_entry_free (g_queue_pop_tail (&self->sizes));

  return entry;
}

/**
 * cy_card_cache_get_texture_for_size:
 * @self: a #CyCardCache
 * @image: a card, %CY_CARD_IMAGE_BACK or %CY_CARD_IMAGE_SLOT
 * @width: the width to show it at, in logical pixels
 * @height: the height, in logical pixels
 * @scale_factor: the widget's scale factor
 *
 * The texture is owned by the cache: take a reference (as
 * gtk_snapshot_append_texture() does) rather than keeping the pointer, and
 * ask again at the next snapshot, which costs a lookup.
 *
 * Returns: (transfer none): a texture of @width × @scale_factor by
 *   @height × @scale_factor pixels
 */
GdkTexture *
cy_card_cache_get_texture_for_size (CyCardCache *self,
                                    CyCardImage  image,
                                    int          width,
                                    int          height,
                                    int          scale_factor)
{
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;
  SizeEntry *entry;
  int width_px, height_px;

  g_return_val_if_fail (CY_IS_CARD_CACHE (self), NULL);
  g_return_val_if_fail (image < CY_CARD_N_IMAGES, NULL);
  g_return_val_if_fail (width > 0 && height > 0 && scale_factor > 0, NULL);

  width_px = width * scale_factor;
  height_px = height * scale_factor;
  entry = lookup_size (self, width_px, height_px);

  if (entry->textures[image] != NULL)
    return entry->textures[image];

  surface = cy_card_theme_render (self->theme, image, width_px, height_px, &error);
  if (surface == NULL)
    {
      /* The theme was checked when it was loaded, so this is librsvg or
       * memory failing: show a blank card rather than crash, once. */
      g_warning ("%s", error->message);
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width_px, height_px);
    }

  entry->textures[image] = texture_from_surface (surface);

  return entry->textures[image];
}

/**
 * cy_card_cache_get_texture:
 * @self: a #CyCardCache
 * @image: a card, %CY_CARD_IMAGE_BACK or %CY_CARD_IMAGE_SLOT
 *
 * Returns: (transfer none): @image at the cache's card size and scale
 *   factor; the same texture each time until the next ::changed
 */
GdkTexture *
cy_card_cache_get_texture (CyCardCache *self,
                           CyCardImage  image)
{
  g_return_val_if_fail (CY_IS_CARD_CACHE (self), NULL);

  return cy_card_cache_get_texture_for_size (self, image,
                                             self->card_width, self->card_height,
                                             self->scale_factor);
}
