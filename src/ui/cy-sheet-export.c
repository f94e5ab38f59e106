/* cy-sheet-export.c
 *
 * Both paths draw with the same code the command line uses (each game's
 * sheet printer, through its CySheetPage, cy-game-ui.h): the print dialog
 * hands it its cairo context, export a file surface.
 * Without a game, both give a blank sheet of a game's rule set, for a
 * game played with real cards or dice.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cy-game-ui.h"
#include "cy-sheet-export.h"
#include "cy-toast.h"
#include "cy-window.h"

/* A page and the game it belongs to. */
typedef struct
{
  const CyGameUi *ui;
  CySheetPage    *sheet;
  gboolean        blank;
} Page;

/* Without a game, @blank (a rule set's key, as the New Game setting names
 * it, or NULL for the default game) gives a blank sheet. */
static Page *
page_new (GObject    *game,
          const char *blank)
{
  Page *page = g_new0 (Page, 1);

  page->blank = game == NULL;
  if (game != NULL)
    page->ui = cy_game_ui_for_game (game);
  else
    {
      page->ui = cy_game_ui_lookup_rule_set (blank);
      if (page->ui == NULL)
        {
          page->ui = cy_game_ui_get_nth (0);
          blank = cy_game_info_get_rule_set_key (cy_game_ui_get_info (page->ui), 0);
        }
    }
  page->sheet = page->ui->new_sheet (game, blank);
  return page;
}

static void
page_free (Page *page)
{
  g_clear_pointer (&page->sheet, cy_sheet_page_free);
  g_free (page);
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
 * @basename: the sheet's file name, without extension
 *
 * Print settings whose "Print to File" writes to
 * cy_sheet_export_get_default_folder(), under @basename (GTK adds the
 * extension of the format chosen), rather than to "output.pdf" in the
 * working directory.
 *
 * Returns: (transfer full): the settings
 */
GtkPrintSettings *
cy_sheet_export_new_print_settings (const char *basename)
{
  GtkPrintSettings *settings = gtk_print_settings_new ();
  g_autoptr(GFile) folder = cy_sheet_export_get_default_folder ();
  g_autofree char *path = g_file_get_path (folder);

  /* A folder name, not a URI: GTK's Print to File joins it with the file's
   * name and makes the URI itself (a URI here leaves the File field empty
   * and printing fails with "Operation not supported"). */
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_DIR, path);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, basename);
  return settings;
}

/**
 * cy_sheet_export_get_basename:
 * @ui: the game
 * @blank: whether the sheet is a blank one
 *
 * The name a sheet is printed or exported under, without its extension:
 * each game's own, and a blank sheet's its own too, so that printing one
 * does not offer to replace another (a player printed a blank sheet over
 * the finished game's).
 *
 * Returns: (transfer full): the name
 */
char *
cy_sheet_export_get_basename (const CyGameUi *ui,
                              gboolean        blank)
{
  if (blank)
    /* Translators: the file name of a blank score sheet, without
     * extension; %s is the game's sheet ("card-yacht-score-sheet") */
    return g_strdup_printf (_("%s-blank"), _(ui->sheet_basename));
  return g_strdup (_(ui->sheet_basename));
}

static char *
page_basename (const Page *page)
{
  return cy_sheet_export_get_basename (page->ui, page->blank);
}

static void
on_draw_page (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page_nr,
              Page              *page)
{
  cy_sheet_page_draw (page->sheet, gtk_print_context_get_cairo_context (context),
                      gtk_print_context_get_width (context), gtk_print_context_get_height (context));
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

/* The settings of the last print in this run (the printer, Print to File
 * and its format, the paper): the next print dialog starts from them, as a
 * newcomer expected, with the new sheet's file name. */
static GtkPrintSettings *last_print_settings;

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
  else if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    {
      GtkPrintSettings *used = gtk_print_operation_get_print_settings (operation);

      if (used != NULL)
        {
          g_clear_object (&last_print_settings);
          last_print_settings = gtk_print_settings_copy (used);
        }
      /* The dialog closes without a word otherwise: a newcomer could not
       * tell whether anything happened. */
      if (CY_IS_WINDOW (parent))
        cy_window_add_toast (CY_WINDOW (parent), cy_toast_new_literal (_("Score sheet printed")));
    }

  g_object_unref (operation);
}

/* The print dialog runs asynchronously: the game (computer turns, timers)
 * must not run inside a nested main loop. CY_PRINT_TO_PDF=FILE prints to
 * that file without a dialog, to check the print path from a script.
 * @game (a CyMatchGame) may be %NULL for a blank sheet of @blank (see
 * page_new()). */
void
cy_sheet_export_print (GtkWindow  *parent,
                       GObject    *game,
                       const char *blank)
{
  GtkPrintOperation *operation = NULL;
  g_autoptr(GtkPrintSettings) settings = NULL;
  g_autofree char *basename = NULL;
  Page *page = NULL;
  const char *export_to = g_getenv ("CY_PRINT_TO_PDF");

  g_return_if_fail (game == NULL || CY_IS_MATCH_GAME (game));

  operation = gtk_print_operation_new ();
  page = page_new (game, blank);
  basename = page_basename (page);
  if (last_print_settings != NULL)
    {
      settings = gtk_print_settings_copy (last_print_settings);
      gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, basename);
      /* The file name comes from the base name again, not the last file's. */
      gtk_print_settings_unset (settings, GTK_PRINT_SETTINGS_OUTPUT_URI);
    }
  else
    settings = cy_sheet_export_new_print_settings (basename);
  gtk_print_operation_set_print_settings (operation, settings);
  g_object_set_data_full (G_OBJECT (operation), "cy-page", page, (GDestroyNotify) page_free);
  gtk_print_operation_set_n_pages (operation, 1);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (operation, _(page->ui->sheet_title));
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
  else if (!cy_sheet_page_export (page->sheet, path, &error))
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
 * @game: (nullable): a CyMatchGame; %NULL for a blank sheet
 * @blank: (nullable): without a game, the rule set of the blank sheet, as
 *   the New Game setting names it ("yacht-1938"); %NULL for the default game
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
  g_autofree char *basename = NULL;
  GTask *task;
  Page *page;
  const char *export_to = g_getenv ("CY_EXPORT_TO");

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (game == NULL || CY_IS_MATCH_GAME (game));

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
  basename = page_basename (page);
  name = g_strconcat (basename, ".pdf", NULL);
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

/**
 * cy_sheet_export_save_done:
 *
 * A #GAsyncReadyCallback for cy_sheet_export_save() from a window: says
 * where the sheet went (in a toast of a game window), or why it could not
 * be written; says nothing when the person cancelled.
 */
void
cy_sheet_export_save_done (GObject      *source,
                           GAsyncResult *result,
                           gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = cy_sheet_export_save_finish (result, &error);

  if (file != NULL)
    {
      g_autofree char *path = g_file_get_path (file);

      if (CY_IS_WINDOW (source))
        cy_window_add_toast (CY_WINDOW (source), cy_toast_new_for_new_file (_("Score sheet exported"), path));
    }
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    show_error (GTK_WINDOW (source), _("Could Not Export the Score Sheet"), error->message);
}

/* The rule set of the row chosen in the blank-sheet dialog. */
static const char *
chosen_rule_set (AdwMessageDialog *dialog)
{
  GtkListBox *list = g_object_get_data (G_OBJECT (dialog), "cy-list");

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkCheckButton *check = g_object_get_data (G_OBJECT (row), "cy-check");

      if (check != NULL && gtk_check_button_get_active (check))
        return g_object_get_data (G_OBJECT (row), "cy-rule-set");
    }

  return NULL;
}

static void
on_blank_response (AdwMessageDialog *dialog,
                   const char       *response)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  const char *rule_set = chosen_rule_set (dialog);

  if (g_str_equal (response, "print"))
    cy_sheet_export_print (parent, NULL, rule_set);
  else if (g_str_equal (response, "export"))
    cy_sheet_export_save (parent, NULL, rule_set, cy_sheet_export_save_done, NULL);
}

/**
 * cy_sheet_export_choose_blank:
 * @parent: the window to print or export from
 * @print: %TRUE to print the sheet, %FALSE to export it to a file
 * @rule_set: (nullable): the rule set chosen at first (the game shown, or
 *   the one last chosen)
 *
 * Asks for which game (and rule set) to print or export a blank sheet, at
 * any time, for a game played with real cards or dice; lists every
 * registered game.
 *
 * Returns: (transfer none): the dialog, shown
 */
AdwMessageDialog *
cy_sheet_export_choose_blank (GtkWindow  *parent,
                              gboolean    print,
                              const char *rule_set)
{
  AdwMessageDialog *dialog;
  GtkWidget *list = gtk_list_box_new ();
  GtkCheckButton *group = NULL;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, print ? _("Print a Blank Sheet") : _("Export a Blank Sheet"),
                                                       _("A score sheet to play with real cards or dice. Which game?")));
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");

  for (guint g = 0; g < cy_game_ui_get_n (); g++)
    {
      const CyGameInfo *info = cy_game_ui_get_info (cy_game_ui_get_nth (g));
      guint n = cy_game_info_get_n_rule_sets (info);

      for (guint r = 0; r < n; r++)
        {
          const char *key = cy_game_info_get_rule_set_key (info, r);
          GtkWidget *row = adw_action_row_new ();
          GtkWidget *check = gtk_check_button_new ();

          const char *name = cy_game_info_get_rule_set_name (info, r);

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
          /* Rule sets of one game say which game they are of, unless the
           * rule set bears the game's own name ("Yacht", not "Yacht /
           * Yacht"). */
          if (n > 1 && g_strcmp0 (name, _(info->name)) != 0)
            adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(info->name));
          gtk_check_button_set_group (GTK_CHECK_BUTTON (check), group);
          group = group != NULL ? group : GTK_CHECK_BUTTON (check);
          gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                       (g == 0 && r == 0) || g_strcmp0 (key, rule_set) == 0);
          adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
          g_object_set_data (G_OBJECT (row), "cy-check", check);
          g_object_set_data (G_OBJECT (row), "cy-rule-set", (gpointer) key);
          gtk_list_box_append (GTK_LIST_BOX (list), row);
        }
    }

  g_object_set_data (G_OBJECT (dialog), "cy-list", list);
  adw_message_dialog_set_extra_child (dialog, list);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"),
                                    print ? "print" : "export", print ? _("_Print…") : _("_Export…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, print ? "print" : "export", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, print ? "print" : "export");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_blank_response), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}
