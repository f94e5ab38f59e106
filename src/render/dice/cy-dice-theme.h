/* cy-dice-theme.h: dice images from our SVG dice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>

G_BEGIN_DECLS

/* The three looks of data/dice/dice.svg: for a light table, a dark one,
 * and high contrast (black on white, heavy outlines, nothing by colour). */
typedef enum
{
  CY_DICE_STYLE_LIGHT,
  CY_DICE_STYLE_DARK,
  CY_DICE_STYLE_CONTRAST,
} CyDiceStyle;

#define CY_DICE_N_STYLES (CY_DICE_STYLE_CONTRAST + 1)

/* Faces 1-6; 0 is a blank die, shown before a turn's first roll. */
#define CY_DICE_FACE_BLANK 0

#define CY_TYPE_DICE_THEME (cy_dice_theme_get_type ())

G_DECLARE_FINAL_TYPE (CyDiceTheme, cy_dice_theme, CY, DICE_THEME, GObject)

/* The dice compiled into the program; cannot fail. */
CyDiceTheme     *cy_dice_theme_new_default       (void);

/* "light_5", "contrast_blank": the SVG element of a face. */
const char      *cy_dice_theme_get_element_id    (CyDiceStyle   style,
                                                  guint         face);

/* Draws a die into the square at @x, @y of side @size, in @cr's units. */
gboolean         cy_dice_theme_draw              (CyDiceTheme  *self,
                                                  cairo_t      *cr,
                                                  CyDiceStyle   style,
                                                  guint         face,
                                                  double        x,
                                                  double        y,
                                                  double        size,
                                                  GError      **error);
/* A new premultiplied ARGB32 surface of @size_px square device pixels. */
cairo_surface_t *cy_dice_theme_render            (CyDiceTheme  *self,
                                                  CyDiceStyle   style,
                                                  guint         face,
                                                  int           size_px,
                                                  GError      **error);

G_END_DECLS
