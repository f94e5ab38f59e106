/* cy-card-cache.c: card textures at every size on screen, for every widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One CyCardCache serves all the card widgets of a window. A widget asks
 * for a card at its own logical size and scale factor from its snapshot,
 * and gets a texture drawn at logical size × scale, so cards stay crisp on
 * HiDPI screens. A texture is drawn the first time it is asked for and kept
 * until the theme changes, or until its size has not been asked for while
 * many others were.
 *
 * Widgets connect to ::changed to queue a redraw when the theme changes.
 */
#include "config.h"

#include "cy-card-cache.h"

/* The table shows up to six sizes at once (the viewer's hand and Harbor,
 * the opponents' hands and Harbors, the stock, a revealed hand) and the
 * seat draw one more; a window being resized passes through a few more.
 * Sizes are kept most recently used first, and a size only costs the
 * textures drawn at it. */
#define MAX_SIZES 16

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

  /* SizeEntry *, most recently used first. */
  GQueue       sizes;
};

G_DEFINE_FINAL_TYPE (CyCardCache, cy_card_cache, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_THEME,
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

/* A cache made without a theme (in a template) draws the built-in deck
 * until it is given one. */
static void
cy_card_cache_constructed (GObject *object)
{
  CyCardCache *self = CY_CARD_CACHE (object);

  G_OBJECT_CLASS (cy_card_cache_parent_class)->constructed (object);

  if (self->theme == NULL)
    self->theme = cy_card_theme_new_default (FALSE);
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
      if (g_value_get_object (value) != NULL)
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

  object_class->constructed = cy_card_cache_constructed;
  object_class->finalize = cy_card_cache_finalize;
  object_class->get_property = cy_card_cache_get_property;
  object_class->set_property = cy_card_cache_set_property;

  properties [PROP_THEME] =
    g_param_spec_object ("theme", NULL, NULL,
                         CY_TYPE_CARD_THEME,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CyCardCache::changed:
   *
   * The theme changed: textures fetched before are stale, and card
   * heights may have changed with the theme's proportions.
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
}

/**
 * cy_card_cache_new:
 * @theme: (nullable): the deck to draw; %NULL for the built-in one
 *
 * Returns: (transfer full): a new cache
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
 * Drops every texture and emits #CyCardCache::changed.
 */
void
cy_card_cache_set_theme (CyCardCache *self,
                         CyCardTheme *theme)
{
  g_return_if_fail (CY_IS_CARD_CACHE (self));
  g_return_if_fail (CY_IS_CARD_THEME (theme));

  if (!g_set_object (&self->theme, theme))
    return;

  clear_sizes (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_THEME]);
  g_signal_emit (self, signals [CHANGED], 0);
}

/* The height of a card @width logical pixels wide, in the theme's proportions. */
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
 * cy_card_cache_get_texture:
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
cy_card_cache_get_texture (CyCardCache *self,
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
