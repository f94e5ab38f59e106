/* test-card-cache.c: CyCardCache draws once per pixel size and says when
 * its textures went stale
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <stdio.h>

#include "cy-card-cache.h"

static void
count_signal (CyCardCache *cache,
              guint       *count)
{
  (*count)++;
}

static void
test_same_texture_until_size_changes (void)
{
  g_autoptr(CyCardCache) cache = cy_card_cache_new (NULL);
  CyCard queen = cy_card_new (CY_RANK_QUEEN, CY_SUIT_HEARTS);
  GdkTexture *first, *again, *bigger, *hidpi, *back;
  guint changed = 0;

  g_signal_connect (cache, "changed", G_CALLBACK (count_signal), &changed);

  cy_card_cache_set_card_size (cache, 110, 1);
  g_assert_cmpuint (changed, ==, 0);   /* 110 at scale 1 is the default */
  g_assert_cmpint (cy_card_cache_get_card_height (cache), ==, 154);

  first = cy_card_cache_get_texture (cache, queen);
  g_assert_true (GDK_IS_MEMORY_TEXTURE (first));
  g_assert_cmpint (gdk_texture_get_width (first), ==, 110);
  g_assert_cmpint (gdk_texture_get_height (first), ==, 154);

  again = cy_card_cache_get_texture (cache, queen);
  g_assert_true (first == again);

  /* Setting the same size again changes nothing and draws nothing. */
  cy_card_cache_set_card_size (cache, 110, 1);
  g_assert_cmpuint (changed, ==, 0);
  g_assert_true (cy_card_cache_get_texture (cache, queen) == first);

  /* Another card, another texture. */
  back = cy_card_cache_get_texture (cache, CY_CARD_IMAGE_BACK);
  g_assert_true (back != first);

  /* A new size: ::changed, and a new texture of the new size. */
  cy_card_cache_set_card_size (cache, 120, 1);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpint (cy_card_cache_get_card_height (cache), ==, 168);
  bigger = cy_card_cache_get_texture (cache, queen);
  g_assert_true (bigger != first);
  g_assert_cmpint (gdk_texture_get_width (bigger), ==, 120);
  g_assert_cmpint (gdk_texture_get_height (bigger), ==, 168);

  /* A new scale factor: the same logical size, twice the pixels. */
  cy_card_cache_set_card_size (cache, 120, 2);
  g_assert_cmpuint (changed, ==, 2);
  hidpi = cy_card_cache_get_texture (cache, queen);
  g_assert_cmpint (gdk_texture_get_width (hidpi), ==, 240);
  g_assert_cmpint (gdk_texture_get_height (hidpi), ==, 336);

  /* Back to the first size: it was kept, nothing is drawn again. */
  cy_card_cache_set_card_size (cache, 110, 1);
  g_assert_cmpuint (changed, ==, 3);
  g_assert_true (cy_card_cache_get_texture (cache, queen) == first);

  /* The same pixel size reached another way is the same drawing. */
  g_assert_true (cy_card_cache_get_texture_for_size (cache, queen, 60, 84, 2) ==
                 cy_card_cache_get_texture_for_size (cache, queen, 120, 168, 1));
}

static void
test_theme_change (void)
{
  g_autoptr(CyCardTheme) standard = cy_card_theme_new_default (FALSE);
  g_autoptr(CyCardTheme) four = cy_card_theme_new_default (TRUE);
  g_autoptr(CyCardCache) cache = cy_card_cache_new (standard);
  g_autoptr(GdkTexture) before = NULL;
  GdkTexture *after;
  guint changed = 0;

  g_signal_connect (cache, "changed", G_CALLBACK (count_signal), &changed);

  g_assert_true (cy_card_cache_get_theme (cache) == standard);
  before = g_object_ref (cy_card_cache_get_texture (cache, cy_card_new (2, CY_SUIT_DIAMONDS)));

  cy_card_cache_set_theme (cache, standard);
  g_assert_cmpuint (changed, ==, 0);

  cy_card_cache_set_theme (cache, four);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (cy_card_cache_get_theme (cache) == four);

  after = cy_card_cache_get_texture (cache, cy_card_new (2, CY_SUIT_DIAMONDS));
  g_assert_true (after != before);
  g_assert_cmpint (gdk_texture_get_width (after), ==, gdk_texture_get_width (before));
}

static void
test_every_image (void)
{
  g_autoptr(CyCardCache) cache = cy_card_cache_new (NULL);

  cy_card_cache_set_card_size (cache, 60, 2);
  for (CyCardImage image = 0; image < CY_CARD_N_IMAGES; image++)
    {
      GdkTexture *texture = cy_card_cache_get_texture (cache, image);

      g_assert_true (GDK_IS_TEXTURE (texture));
      g_assert_cmpint (gdk_texture_get_width (texture), ==, 120);
      g_assert_cmpint (gdk_texture_get_height (texture), ==, 168);
    }
}

int
main (int    argc,
      char **argv)
{
  if (!gtk_init_check ())
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card-cache/same-texture-until-size-changes", test_same_texture_until_size_changes);
  g_test_add_func ("/card-cache/theme-change", test_theme_change);
  g_test_add_func ("/card-cache/every-image", test_every_image);

  return g_test_run ();
}
