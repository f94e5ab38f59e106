/* cy-render-file.h: what render draws, written to a file whole or not at all
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Page sizes in points (1/72 inch), portrait. */
#define CY_PAGE_A4_WIDTH      595.276
#define CY_PAGE_A4_HEIGHT     841.89
#define CY_PAGE_LETTER_WIDTH  612.0
#define CY_PAGE_LETTER_HEIGHT 792.0

/* Pixels per point of an exported PNG: 2 gives 144 dpi, sharp on screen
 * and still fine when printed. */
#define CY_SCORE_SHEET_PNG_SCALE 2.0

cairo_status_t  cy_render_file_append     (void                *byte_array,
                                            const unsigned char *data,
                                            unsigned int         length);
gboolean        cy_render_file_write      (const char          *path,
                                            GByteArray          *data,
                                            GError             **error);
gboolean        cy_render_file_write_png  (cairo_surface_t     *surface,
                                            const char          *path,
                                            GError             **error);

gboolean        cy_score_sheet_format_is_supported  (const char            *filename);

/* One page of any score sheet to a PDF, SVG or PNG file. */
typedef void  (*CyScoreSheetDrawFunc)  (cairo_t  *cr,
                                        double    width,
                                        double    height,
                                        gpointer  data);
gboolean        cy_score_sheet_export_page          (const char            *filename,
                                                     double                 width,
                                                     double                 height,
                                                     const char            *title,
                                                     CyScoreSheetDrawFunc   draw,
                                                     gpointer               data,
                                                     GError               **error);

G_END_DECLS
