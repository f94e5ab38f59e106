/* cy-render-file.c: what render draws, written to a file whole or not at all
 *
 * Every image and document the game exports (score sheets as PDF, SVG or
 * PNG, the deck's contact sheet) goes through here: cairo writes into
 * memory, and cy_data_file_write() puts it on the disk through a temporary
 * file that is renamed only on success. A full disk or any other write
 * error then leaves an earlier file of that name exactly as it was, and no
 * half-written file behind. (GIO's g_file_replace_contents() does not: it
 * commits the temporary file when the stream is closed after a failed
 * write, and a full disk left a 0-byte PDF in place of the old one.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "cy-data-file.h"
#include "cy-render-file.h"

/**
 * cy_render_file_append:
 * @byte_array: a #GByteArray
 *
 * A cairo_write_func_t that collects what cairo writes in @byte_array,
 * for the surfaces that write as they go (PDF, SVG) and for PNG encoding.
 */
cairo_status_t
cy_render_file_append (void                *byte_array,
                       const unsigned char *data,
                       unsigned int         length)
{
  g_byte_array_append (byte_array, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/**
 * cy_render_file_write:
 * @path: the file to create or replace
 * @data: its contents
 *
 * Returns: %TRUE if @path now holds @data; %FALSE with @error (and @path
 *   as it was) otherwise
 */
gboolean
cy_render_file_write (const char  *path,
                      GByteArray  *data,
                      GError     **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  /* A document, readable by others as the umask allows, like any file. */
  return cy_data_file_write (path, data->data, data->len, 0666, error);
}

/**
 * cy_render_file_write_png:
 * @surface: an image surface
 * @path: the file to create or replace
 *
 * Encodes @surface as PNG and writes it like cy_render_file_write().
 *
 * Returns: %TRUE on success
 */
gboolean
cy_render_file_write_png (cairo_surface_t  *surface,
                          const char       *path,
                          GError          **error)
{
  g_autoptr(GByteArray) png = g_byte_array_new ();
  cairo_status_t status;

  g_return_val_if_fail (surface != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  status = cairo_surface_write_to_png_stream (surface, cy_render_file_append, png);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Cannot encode the PNG image: %s"), cairo_status_to_string (status));
      return FALSE;
    }

  return cy_render_file_write (path, png, error);
}
