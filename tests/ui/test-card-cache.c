/* test-card-cache.c: CyCardCache draws once per pixel size, holds every
 * size the table shows at once, and says when its textures went stale
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <stdio.h>

#include "cy-card-cache.h"
#include "cy-card-widget.h"

static void
count_signal (CyCardCache *cache,
              guint       *count)
{
  (*count)++;
}

static void
test_same_texture_per_size (void)
{
  g_autoptr(CyCardCache) cache = cy_card_cache_new (NULL);
  CyCard queen = cy_card_new (CY_RANK_QUEEN, CY_SUIT_HEARTS);
  GdkTexture *first, *bigger, *hidpi, *back;

  g_assert_cmpint (cy_card_cache_get_height_for_width (cache, 110), ==, 154);

  first = cy_card_cache_get_texture (cache, queen, 110, 154, 1);
  g_assert_true (GDK_IS_MEMORY_TEXTURE (first));
  g_assert_cmpint (gdk_texture_get_width (first), ==, 110);
  g_assert_cmpint (gdk_texture_get_height (first), ==, 154);
  g_assert_true (cy_card_cache_get_texture (cache, queen, 110, 154, 1) == first);

  /* Another card, another texture. */
  back = cy_card_cache_get_texture (cache, CY_CARD_IMAGE_BACK, 110, 154, 1);
  g_assert_true (back != first);

  /* Another size, another texture of that size; the first stays. */
  bigger = cy_card_cache_get_texture (cache, queen, 120, 168, 1);
  g_assert_true (bigger != first);
  g_assert_cmpint (gdk_texture_get_width (bigger), ==, 120);
  g_assert_cmpint (gdk_texture_get_height (bigger), ==, 168);
  g_assert_true (cy_card_cache_get_texture (cache, queen, 110, 154, 1) == first);

  /* Scale 2: the same logical size, twice the pixels. */
  hidpi = cy_card_cache_get_texture (cache, queen, 120, 168, 2);
  g_assert_cmpint (gdk_texture_get_width (hidpi), ==, 240);
  g_assert_cmpint (gdk_texture_get_height (hidpi), ==, 336);

  /* The same pixel size reached another way is the same drawing. */
  g_assert_true (cy_card_cache_get_texture (cache, queen, 60, 84, 2) ==
                 cy_card_cache_get_texture (cache, queen, 120, 168, 1));
}

/* Sizes asked for long ago make way: the cache does not grow without end
 * while a window is resized. */
static void
test_old_sizes_dropped (void)
{
  g_autoptr(CyCardCache) cache = cy_card_cache_new (NULL);
  g_autoptr(GdkTexture) first = NULL;
  CyCard ace = cy_card_new (CY_RANK_ACE, CY_SUIT_SPADES);

  first = g_object_ref (cy_card_cache_get_texture (cache, ace, 40, 56, 1));
  for (int width = 41; width < 41 + 15; width++)
    cy_card_cache_get_texture (cache, ace, width, cy_card_cache_get_height_for_width (cache, width), 1);
  /* Sixteen sizes: all kept. */
  g_assert_true (cy_card_cache_get_texture (cache, ace, 40, 56, 1) == first);

  for (int width = 60; width < 60 + 16; width++)
    cy_card_cache_get_texture (cache, ace, width, cy_card_cache_get_height_for_width (cache, width), 1);
  /* Sixteen newer ones: the first was drawn again. */
  g_assert_true (cy_card_cache_get_texture (cache, ace, 40, 56, 1) != first);
}

static void
test_theme_change (void)
{
  g_autoptr(CyCardTheme) standard = cy_card_theme_new_default (FALSE);
  g_autoptr(CyCardTheme) four = cy_card_theme_new_default (TRUE);
  g_autoptr(CyCardCache) cache = cy_card_cache_new (standard);
  g_autoptr(GdkTexture) before = NULL;
  CyCard two = cy_card_new (2, CY_SUIT_DIAMONDS);
  GdkTexture *after;
  guint changed = 0;

  g_signal_connect (cache, "changed", G_CALLBACK (count_signal), &changed);

  g_assert_true (cy_card_cache_get_theme (cache) == standard);
  before = g_object_ref (cy_card_cache_get_texture (cache, two, 110, 154, 1));

  cy_card_cache_set_theme (cache, standard);
  g_assert_cmpuint (changed, ==, 0);

  cy_card_cache_set_theme (cache, four);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (cy_card_cache_get_theme (cache) == four);

  after = cy_card_cache_get_texture (cache, two, 110, 154, 1);
  g_assert_true (after != before);
  g_assert_cmpint (gdk_texture_get_width (after), ==, gdk_texture_get_width (before));
}

static void
test_every_image (void)
{
  g_autoptr(CyCardCache) cache = cy_card_cache_new (NULL);

  for (CyCardImage image = 0; image < CY_CARD_N_IMAGES; image++)
    {
      GdkTexture *texture = cy_card_cache_get_texture (cache, image, 60, 84, 2);

      g_assert_true (GDK_IS_TEXTURE (texture));
      g_assert_cmpint (gdk_texture_get_width (texture), ==, 120);
      g_assert_cmpint (gdk_texture_get_height (texture), ==, 168);
    }
}

/* The texture a render node draws (the first one found). */
static GdkTexture *
find_texture (GskRenderNode *node)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TEXTURE_NODE:
      return gsk_texture_node_get_texture (node);

    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        {
          GdkTexture *found = find_texture (gsk_container_node_get_child (node, i));

          if (found != NULL)
            return found;
        }
      return NULL;

    case GSK_TRANSFORM_NODE:
      return find_texture (gsk_transform_node_get_child (node));
    case GSK_CLIP_NODE:
      return find_texture (gsk_clip_node_get_child (node));
    case GSK_ROUNDED_CLIP_NODE:
      return find_texture (gsk_rounded_clip_node_get_child (node));
    case GSK_OPACITY_NODE:
      return find_texture (gsk_opacity_node_get_child (node));
    case GSK_DEBUG_NODE:
      return find_texture (gsk_debug_node_get_child (node));
    default:
      return NULL;
    }
}

/* What a card widget draws: its own snapshot function, the one GTK calls
 * at every frame that draws the card. */
static GdkTexture *
snapshot_texture (GtkWidget *widget)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  GdkTexture *texture;

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = find_texture (node);
  g_assert_nonnull (texture);

  return texture;
}

static void
on_frame (GtkWidget *widget,
          gboolean  *drawn)
{
  *drawn = TRUE;
}

/* Every size the window shows at once stays drawn: cards of seven sizes
 * drawn in turn, again and again, are each drawn once. The old cache kept
 * four sizes and drew some cards anew at every frame. */
static void
test_every_size_on_screen (void)
{
  static const int widths[] = { 28, 40, 48, 56, 64, 72, 96, 110 };
  g_autoptr(CyCardCache) cache = cy_card_cache_new (NULL);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *cards[G_N_ELEMENTS (widths)];
  GdkTexture *first[G_N_ELEMENTS (widths)];
  gboolean drawn = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      cards[i] = cy_card_widget_new (cache, cy_card_new (CY_RANK_KING, CY_SUIT_CLUBS));
      cy_card_widget_set_card_width (CY_CARD_WIDGET (cards[i]), widths[i]);
      gtk_widget_set_valign (cards[i], GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (box), cards[i]);
    }
  gtk_window_set_child (GTK_WINDOW (window), box);
  g_signal_connect (window, "map", G_CALLBACK (on_frame), &drawn);
  gtk_window_present (GTK_WINDOW (window));
  while (!drawn || gtk_widget_get_width (cards[0]) == 0)
    g_main_context_iteration (NULL, TRUE);

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      int scale = gtk_widget_get_scale_factor (cards[i]);

      /* Held, so that a texture drawn anew cannot reuse its address. */
      first[i] = g_object_ref (snapshot_texture (cards[i]));
      g_assert_cmpint (gdk_texture_get_width (first[i]), ==, widths[i] * scale);
      g_assert_cmpint (gdk_texture_get_height (first[i]), ==,
                       cy_card_cache_get_height_for_width (cache, widths[i]) * scale);
    }

  for (guint hand_number = 0; hand_number < 3; hand_number++)
    for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
      g_assert_true (snapshot_texture (cards[i]) == first[i]);

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    g_object_unref (first[i]);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  if (!gtk_init_check ())
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ui/card-cache/same-texture-per-size", test_same_texture_per_size);
  g_test_add_func ("/ui/card-cache/old-sizes-dropped", test_old_sizes_dropped);
  g_test_add_func ("/ui/card-cache/theme-change", test_theme_change);
  g_test_add_func ("/ui/card-cache/every-image", test_every_image);
  g_test_add_func ("/ui/card-cache/every-size-on-screen", test_every_size_on_screen);

  return g_test_run ();
}
