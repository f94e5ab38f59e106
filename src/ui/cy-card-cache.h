/* cy-card-cache.h: card textures at every size on screen, for every widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-card-theme.h"

G_BEGIN_DECLS

#define CY_TYPE_CARD_CACHE (cy_card_cache_get_type ())

G_DECLARE_FINAL_TYPE (CyCardCache, cy_card_cache, CY, CARD_CACHE, GObject)

CyCardCache *cy_card_cache_new                 (CyCardTheme  *theme);

CyCardTheme *cy_card_cache_get_theme           (CyCardCache  *self);
void         cy_card_cache_set_theme           (CyCardCache  *self,
                                                CyCardTheme  *theme);

int          cy_card_cache_get_height_for_width (CyCardCache *self,
                                                 int          width);
GdkTexture  *cy_card_cache_get_texture         (CyCardCache  *self,
                                                CyCardImage   image,
                                                int           width,
                                                int           height,
                                                int           scale_factor);

G_END_DECLS
