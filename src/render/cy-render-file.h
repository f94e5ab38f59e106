/* cy-render-file.h: what render draws, written to a file whole or not at all
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

cairo_status_t  cy_render_file_append     (void                *byte_array,
                                            const unsigned char *data,
                                            unsigned int         length);
gboolean        cy_render_file_write      (const char          *path,
                                            GByteArray          *data,
                                            GError             **error);
gboolean        cy_render_file_write_png  (cairo_surface_t     *surface,
                                            const char          *path,
                                            GError             **error);

G_END_DECLS
