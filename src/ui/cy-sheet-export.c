/* cy-sheet-export.c
 *
 * Both paths draw with CyScoreSheetPrinter, the same code the command line
 * uses: the print dialog hands it its cairo context, export a file surface.
 * Without a game, both give a blank sheet with four columns, for a game
 * played with real cards.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cy-score-sheet-printer.h"
#include "cy-sheet-export.h"

/* Four columns serve any game of two to four players. */
static CyScoreSheetPrinter *
new_printer (CyGame *game)
{
  if (game == NULL)
    return cy_score_sheet_printer_new_blank (NULL, CY_MAX_PLAYERS);

  return cy_score_sheet_printer_new_for_game (game);
}

/**
 * cy_sheet_export_get_default_folder:
 *
 * Where a sheet goes unless the player picks another place: the Documents
 * folder, or the home folder when there is none. Never the working
 * directory, which for an app started from the desktop is anywhere.
 *
 * Returns: (transfer full): the folder
 */
GFile *
cy_sheet_export_get_default_folder (void)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_file_new_for_path (documents);

  return g_file_new_for_path (g_get_home_dir ());
}

/**
 * cy_sheet_export_new_print_settings:
 *
 * Print settings whose "Print to File" writes to
 * cy_sheet_export_get_default_folder(), under the sheet's own name (GTK
 * adds the extension of the format chosen), rather than to "output.pdf"
 * in the working directory.
 *
 * Returns: (transfer full): the settings
 */
GtkPrintSettings *
cy_sheet_export_new_print_settings (void)
{
  GtkPrintSettings *settings = gtk_print_settings_new ();
  g_autoptr(GFile) folder = cy_sheet_export_get_default_folder ();
  g_autofree char *uri = g_file_get_uri (folder);

  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_DIR, uri);
  /* Translators: the file name of a printed score sheet, without extension */
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, _("card-yacht-score-sheet"));
  return settings;
}

static void
on_draw_page (GtkPrintOperation   *operation,
              GtkPrintContext     *context,
              int                  page_nr,
              CyScoreSheetPrinter *printer)
{
  cy_score_sheet_printer_draw (printer, gtk_print_context_get_cairo_context (context),
                               gtk_print_context_get_width (context),
                               gtk_print_context_get_height (context));
}

static void
show_error (GtkWindow  *parent,
            const char *heading,
            const char *message)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_print_done (GtkPrintOperation       *operation,
               GtkPrintOperationResult  result,
               GtkWindow               *parent)
{
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autoptr(GError) error = NULL;

      gtk_print_operation_get_error (operation, &error);
      show_error (parent, _("Could Not Print"), error ? error->message : "");
    }

  g_object_unref (operation);
}

/* The print dialog runs asynchronously: the game (computer turns, timers)
 * must not run inside a nested main loop. CY_PRINT_TO_PDF=FILE prints to
 * that file without a dialog, to check the print path from a script.
 * @game may be %NULL for a blank sheet. */
void
cy_sheet_export_print (GtkWindow *parent,
                       CyGame    *game)
{
  GtkPrintOperation *operation = NULL;
  g_autoptr(GtkPrintSettings) settings = NULL;
  CyScoreSheetPrinter *printer = NULL;
  const char *export_to = g_getenv ("CY_PRINT_TO_PDF");

  g_return_if_fail (game == NULL || CY_IS_GAME (game));

  operation = gtk_print_operation_new ();
  settings = cy_sheet_export_new_print_settings ();
  gtk_print_operation_set_print_settings (operation, settings);
  printer = new_printer (game);
  g_object_set_data_full (G_OBJECT (operation), "cy-printer", printer, g_object_unref);
  gtk_print_operation_set_n_pages (operation, 1);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (operation, _("Card Yacht Score Sheet"));
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page), printer);

  if (export_to != NULL)
    gtk_print_operation_set_export_filename (operation, export_to);
  else
    gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect (operation, "done", G_CALLBACK (on_print_done), parent);

  /* "done" reports the result, errors included, and releases the operation. */
  gtk_print_operation_run (operation,
                           export_to ? GTK_PRINT_OPERATION_ACTION_EXPORT
                                     : GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                           parent, NULL);
}

static void
on_save_response (GtkNativeDialog *chooser,
                  int              response,
                  CyGame          *game)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(CyScoreSheetPrinter) printer = new_printer (game);
      g_autoptr(GError) error = NULL;
      GtkWindow *parent = gtk_native_dialog_get_transient_for (chooser);

      if (path == NULL || !cy_score_sheet_printer_export (printer, path, &error))
        show_error (parent, _("Could Not Export the Score Sheet"),
                    error ? error->message : _("Choose a file on this computer"));
    }

  g_clear_object (&game);
  g_object_unref (chooser);
}

/* @game may be %NULL for a blank sheet. */
void
cy_sheet_export_save (GtkWindow *parent,
                      CyGame    *game)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GFile) folder = cy_sheet_export_get_default_folder ();

  g_return_if_fail (game == NULL || CY_IS_GAME (game));

  chooser = gtk_file_chooser_native_new (_("Export Score Sheet"), parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("card-yacht-score-sheet.pdf"));
  gtk_file_filter_set_name (filter, _("PDF, SVG or PNG"));
  gtk_file_filter_add_suffix (filter, "pdf");
  gtk_file_filter_add_suffix (filter, "svg");
  gtk_file_filter_add_suffix (filter, "png");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);

  g_signal_connect (chooser, "response", G_CALLBACK (on_save_response), game ? g_object_ref (game) : NULL);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
