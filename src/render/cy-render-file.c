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

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

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

typedef enum
{
  FORMAT_UNKNOWN,
  FORMAT_PDF,
  FORMAT_SVG,
  FORMAT_PNG,
} Format;

static Format
format_for_filename (const char *filename)
{
  g_autofree char *basename = g_path_get_basename (filename);
  g_autofree char *lower = g_ascii_strdown (basename, -1);
  const char *dot = strrchr (lower, '.');

  /* ".pdf" alone is a hidden file with no name, not a PDF. */
  if (dot == NULL || dot == lower)
    return FORMAT_UNKNOWN;
  if (strcmp (dot, ".pdf") == 0)
    return FORMAT_PDF;
  if (strcmp (dot, ".svg") == 0)
    return FORMAT_SVG;
  if (strcmp (dot, ".png") == 0)
    return FORMAT_PNG;
  return FORMAT_UNKNOWN;
}

/**
 * cy_score_sheet_format_is_supported:
 *
 * Returns: whether @filename ends in an extension export understands
 * (.pdf, .svg or .png, in any case)
 */
gboolean
cy_score_sheet_format_is_supported (const char *filename)
{
  g_return_val_if_fail (filename != NULL, FALSE);

  return format_for_filename (filename) != FORMAT_UNKNOWN;
}

/**
 * cy_score_sheet_export_page:
 * @filename: where to write; its extension (.pdf, .svg or .png) picks the format
 * @title: the PDF's title
 * @draw: draws the page onto the cairo context, in points
 *
 * Writes one page of @width × @height points. Every score sheet (Card
 * Yacht's, the dice game's, Boat's pad) goes to paper through here. The
 * file is written whole or not at all, so a failure never leaves a
 * truncated sheet behind.
 *
 * Returns: %TRUE on success; %FALSE with @error set (G_IO_ERROR_INVALID_ARGUMENT
 *   for an extension it does not know, the system's error for an unwritable path)
 */
gboolean
cy_score_sheet_export_page (const char         *filename,
                            double              width,
                            double              height,
                            const char         *title,
                            CyScoreSheetDrawFunc draw,
                            gpointer            data,
                            GError            **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface = NULL;
  gboolean written;
  cairo_status_t status;
  cairo_t *cr;
  Format format;

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (draw != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  format = format_for_filename (filename);
  switch (format)
    {
    case FORMAT_PDF:
      surface = cairo_pdf_surface_create_for_stream (cy_render_file_append, bytes, width, height);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Card Yacht " PACKAGE_VERSION);
      break;

    case FORMAT_SVG:
      surface = cairo_svg_surface_create_for_stream (cy_render_file_append, bytes, width, height);
      /* Points, so that the SVG prints at the paper size it was made for. */
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
      break;

    case FORMAT_PNG:
      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24,
                                            (int) ceil (width * CY_SCORE_SHEET_PNG_SCALE),
                                            (int) ceil (height * CY_SCORE_SHEET_PNG_SCALE));
      break;

    case FORMAT_UNKNOWN:
    default:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Cannot tell the format of “%s”: the name must end in .pdf, .svg or .png"),
                   filename);
      return FALSE;
    }

  cr = cairo_create (surface);
  if (format == FORMAT_PNG)
    cairo_scale (cr, CY_SCORE_SHEET_PNG_SCALE, CY_SCORE_SHEET_PNG_SCALE);
  if (format != FORMAT_PDF)
    {
      /* Images have no paper: give them a white page. */
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
    }

  draw (cr, width, height, data);
  cairo_show_page (cr);
  status = cairo_status (cr);
  cairo_destroy (cr);

  /* Finishing flushes the PDF and SVG into @bytes; an image stays open to be encoded. */
  if (format != FORMAT_PNG)
    cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Cannot draw the score sheet: %s"), cairo_status_to_string (status));
      return FALSE;
    }

  /* Replaced only once the new file is complete (see cy-render-file.c). */
  if (format == FORMAT_PNG)
    written = cy_render_file_write_png (surface, filename, error);
  else
    written = cy_render_file_write (filename, bytes, error);
  cairo_surface_destroy (surface);

  return written;
}
