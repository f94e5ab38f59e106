/* cy-card-theme.h: card images from an SVG deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "cy-card.h"

G_BEGIN_DECLS

/* Everything a theme can draw: the 52 faces (a CyCard is its own image
 * number), then the back, the empty-slot outline and Boat's Boat card (the
 * theme's red joker, where our deck draws the Boat card). */
typedef guint CyCardImage;

#define CY_CARD_IMAGE_BACK ((CyCardImage) CY_DECK_SIZE)
#define CY_CARD_IMAGE_SLOT ((CyCardImage) (CY_DECK_SIZE + 1))
#define CY_CARD_IMAGE_BOAT ((CyCardImage) (CY_DECK_SIZE + 2))
#define CY_CARD_N_IMAGES   (CY_DECK_SIZE + 3)

#define CY_CARD_THEME_ERROR (cy_card_theme_error_quark ())

typedef enum
{
  CY_CARD_THEME_ERROR_UNREADABLE,    /* not a file librsvg can read and parse */
  CY_CARD_THEME_ERROR_MISSING_CARD,  /* a card or the back has no element */
  CY_CARD_THEME_ERROR_RENDER,        /* librsvg or cairo failed to draw */
} CyCardThemeError;

GQuark cy_card_theme_error_quark (void);

#define CY_TYPE_CARD_THEME (cy_card_theme_get_type ())

G_DECLARE_FINAL_TYPE (CyCardTheme, cy_card_theme, CY, CARD_THEME, GObject)

CyCardTheme     *cy_card_theme_new_default       (gboolean      four_colour);
void             cy_card_theme_preload_default   (gboolean      four_colour);
gboolean         cy_card_theme_is_built_in       (CyCardTheme  *self,
                                                  gboolean      four_colour);
CyCardTheme     *cy_card_theme_new_from_file     (const char   *path,
                                                  GError      **error);
CyCardTheme     *cy_card_theme_new_from_bytes    (GBytes       *data,
                                                  const char   *name,
                                                  GError      **error);

const char      *cy_card_theme_get_name          (CyCardTheme  *self);
double           cy_card_theme_get_aspect_ratio  (CyCardTheme  *self);
int              cy_card_theme_get_height_for_width (CyCardTheme *self,
                                                     int          width);
gboolean         cy_card_theme_has_slot          (CyCardTheme  *self);
const char      *cy_card_theme_get_element_id    (CyCardImage   image);

cairo_surface_t *cy_card_theme_render            (CyCardTheme  *self,
                                                  CyCardImage   image,
                                                  int           width_px,
                                                  int           height_px,
                                                  GError      **error);
cairo_surface_t *cy_card_theme_render_element    (CyCardTheme  *self,
                                                  const char   *element_id,
                                                  int           width_px,
                                                  int           height_px,
                                                  GError      **error);
gboolean         cy_card_theme_draw              (CyCardTheme  *self,
                                                  cairo_t      *cr,
                                                  CyCardImage   image,
                                                  double        x,
                                                  double        y,
                                                  double        width,
                                                  double        height,
                                                  GError      **error);

static inline cairo_surface_t *
cy_card_theme_render_card (CyCardTheme  *self,
                           CyCard        card,
                           int           width_px,
                           int           height_px,
                           GError      **error)
{
  g_return_val_if_fail (cy_card_is_valid (card), NULL);

  return cy_card_theme_render (self, (CyCardImage) card, width_px, height_px, error);
}

static inline cairo_surface_t *
cy_card_theme_render_back (CyCardTheme  *self,
                           int           width_px,
                           int           height_px,
                           GError      **error)
{
  return cy_card_theme_render (self, CY_CARD_IMAGE_BACK, width_px, height_px, error);
}

static inline cairo_surface_t *
cy_card_theme_render_slot (CyCardTheme  *self,
                           int           width_px,
                           int           height_px,
                           GError      **error)
{
  return cy_card_theme_render (self, CY_CARD_IMAGE_SLOT, width_px, height_px, error);
}

G_END_DECLS
