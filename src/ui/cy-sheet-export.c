/* cy-sheet-export.c
 *
 * Both paths draw with the same code the command line uses (Card Yacht's
 * CyScoreSheetPrinter, Yacht's CySheet, Boat's score pad): the print dialog hands it its
 * cairo context, export a file surface.
 * Without a game, both give a blank sheet of the game last chosen, for a
 * game played with real cards or dice.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cy-boat-score-pad.h"
#include "cy-dice-sheet.h"
#include "cy-score-sheet-printer.h"
#include "cy-sheet-export.h"

/* The sheet of each game: Card Yacht's printer, Yacht's CySheet, or the
 * game of Boat whose pad is drawn. */
typedef struct
{
  CyScoreSheetPrinter *printer;
  CySheet             *sheet;
  gboolean             boat_pad;
  CyBoatGame          *boat;     /* NULL for a blank pad */
} Page;

/* Without a game, @blank (a game as the New Game setting names it, or
 * NULL for Card Yacht) gives a blank sheet of four columns, which serve
 * any game of two to four players. */
static Page *
page_new (GObject    *game,
          const char *blank)
{
  Page *page = g_new0 (Page, 1);
  CyDiceRules rules;

  if (game != NULL && CY_IS_BOAT_GAME (game))
    {
      page->boat_pad = TRUE;
      page->boat = g_object_ref (CY_BOAT_GAME (game));
    }
  else if (game != NULL && CY_IS_DICE_GAME (game))
    page->sheet = cy_dice_sheet_new_for_game (CY_DICE_GAME (game));
  else if (game != NULL)
    page->printer = cy_score_sheet_printer_new_for_game (CY_GAME (game));
  else if (g_strcmp0 (blank, "boat") == 0)
    page->boat_pad = TRUE;
  else if (blank != NULL && cy_dice_rules_from_key (blank, &rules))
    page->sheet = cy_dice_sheet_new_blank (rules, NULL, CY_DICE_MAX_PLAYERS);
  else
    page->printer = cy_score_sheet_printer_new_blank (NULL, CY_MAX_PLAYERS);
  return page;
}

static void
page_free (Page *page)
{
  g_clear_object (&page->printer);
  g_clear_pointer (&page->sheet, cy_sheet_free);
  g_clear_object (&page->boat);
  g_free (page);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Page, page_free)

static gboolean
page_export (Page        *page,
             const char  *path,
             GError     **error)
{
  if (page->boat_pad)
    return cy_boat_score_pad_export (path, CY_PAGE_A4_WIDTH, CY_PAGE_A4_HEIGHT, page->boat, NULL, error);
  if (page->sheet != NULL)
    return cy_sheet_export (page->sheet, path, CY_PAGE_A4_WIDTH, CY_PAGE_A4_HEIGHT, error);
  return cy_score_sheet_printer_export (page->printer, path, error);
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
  g_autofree char *path = g_file_get_path (folder);

  /* A folder name, not a URI: GTK's Print to File joins it with the file's
   * name and makes the URI itself (a URI here leaves the File field empty
   * and printing fails with "Operation not supported"). */
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_DIR, path);
  /* Translators: the file name of a printed score sheet, without extension */
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, _("card-yacht-score-sheet"));
  return settings;
}

/* The name a sheet is printed or exported under, without its extension:
 * a Boat pad or a Yacht sheet does not take Card Yacht's name (and so
 * replace a Card Yacht sheet printed before). */
static const char *
page_basename (const Page *page)
{
  /* Translators: file names of a printed or exported sheet, without extension */
  return page->boat_pad ? _("boat-score-pad")
         : page->sheet != NULL ? _("yacht-score-sheet")
         : _("card-yacht-score-sheet");
}

static void
on_draw_page (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page_nr,
              Page              *page)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);

  if (page->boat_pad)
    cy_boat_score_pad_draw (cr, width, height, page->boat, NULL);
  else if (page->sheet != NULL)
    cy_sheet_draw (page->sheet, cr, width, height);
  else
    cy_score_sheet_printer_draw (page->printer, cr, width, height);
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
 * @game (a CyGame, CyDiceGame or CyBoatGame) may be %NULL for a blank
 * sheet of @blank (see page_new()). */
void
cy_sheet_export_print (GtkWindow  *parent,
                       GObject    *game,
                       const char *blank)
{
  GtkPrintOperation *operation = NULL;
  g_autoptr(GtkPrintSettings) settings = NULL;
  Page *page = NULL;
  const char *export_to = g_getenv ("CY_PRINT_TO_PDF");

  g_return_if_fail (game == NULL || CY_IS_GAME (game) || CY_IS_DICE_GAME (game) || CY_IS_BOAT_GAME (game));

  operation = gtk_print_operation_new ();
  settings = cy_sheet_export_new_print_settings ();
  page = page_new (game, blank);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, page_basename (page));
  gtk_print_operation_set_print_settings (operation, settings);
  g_object_set_data_full (G_OBJECT (operation), "cy-page", page, (GDestroyNotify) page_free);
  gtk_print_operation_set_n_pages (operation, 1);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (operation, page->boat_pad ? _("Boat Score Pad")
                                              : page->sheet != NULL ? _("Yacht Score Sheet")
                                              : _("Card Yacht Score Sheet"));
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page), page);

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

/* Writes the task's page to @file and returns the file. */
static void
export_to_file (GTask *task,
                GFile *file)
{
  Page *page = g_task_get_task_data (task);
  g_autofree char *path = g_file_get_path (file);
  GError *error = NULL;

  if (path == NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s", _("Choose a file on this computer"));
  else if (!page_export (page, path, &error))
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, g_object_ref (file), g_object_unref);
}

static void
on_save_response (GtkNativeDialog *chooser,
                  int              response,
                  GTask           *task)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      export_to_file (task, file);
    }
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The export was cancelled");

  g_object_unref (task);
  g_object_unref (chooser);
}

/**
 * cy_sheet_export_save:
 * @parent: the window the file chooser belongs to, and the task's source
 * @game: (nullable): a CyGame, CyDiceGame or CyBoatGame; %NULL for a blank sheet
 * @blank: (nullable): without a game, the game of the blank sheet, as the
 *   New Game setting names it ("yacht-1938"); %NULL for Card Yacht
 *
 * Asks where to export the sheet (PDF, SVG or PNG, from the name's
 * extension) and writes it there. CY_EXPORT_TO=FILE writes to that file
 * without asking, to check the path from a test.
 */
void
cy_sheet_export_save (GtkWindow           *parent,
                      GObject             *game,
                      const char          *blank,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autofree char *name = NULL;
  GTask *task;
  Page *page;
  const char *export_to = g_getenv ("CY_EXPORT_TO");

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (game == NULL || CY_IS_GAME (game) || CY_IS_DICE_GAME (game) || CY_IS_BOAT_GAME (game));

  task = g_task_new (parent, NULL, callback, user_data);
  g_task_set_source_tag (task, cy_sheet_export_save);
  /* Made now: the game may change while the file chooser is open. */
  page = page_new (game, blank);
  g_task_set_task_data (task, page, (GDestroyNotify) page_free);

  if (export_to != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_path (export_to);

      export_to_file (task, file);
      g_object_unref (task);
      return;
    }

  folder = cy_sheet_export_get_default_folder ();
  filter = gtk_file_filter_new ();
  chooser = gtk_file_chooser_native_new (_("Export Score Sheet"), parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  name = g_strconcat (page_basename (page), ".pdf", NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_file_filter_set_name (filter, _("PDF, SVG or PNG"));
  gtk_file_filter_add_suffix (filter, "pdf");
  gtk_file_filter_add_suffix (filter, "svg");
  gtk_file_filter_add_suffix (filter, "png");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);

  g_signal_connect (chooser, "response", G_CALLBACK (on_save_response), task);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Returns: (transfer full): the file written, or %NULL with @error set
 * (G_IO_ERROR_CANCELLED when the person cancelled). */
GFile *
cy_sheet_export_save_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == cy_sheet_export_save, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
