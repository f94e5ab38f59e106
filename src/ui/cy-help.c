/* cy-help.c: opening the help, installed or from the build tree
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The help viewer (Yelp) finds "help:card-yacht" only under
 * DIR/help/LANG/card-yacht/ of an XDG_DATA_DIRS entry, and a viewer that is
 * already running looks with its own environment, not ours. So the pages
 * are looked up here first: where the game is installed they open as
 * "help:card-yacht/PAGE"; anywhere else (the copy of a build tree that
 * meson devenv and build-aux/play.sh put on XDG_DATA_DIRS) the viewer gets
 * their absolute path. Without a viewer the HTML copy opens in a web
 * browser, and without either a dialog says what is missing.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cy-help.h"

#define HELP_ID "card-yacht"

/* Where pages may be: the user's and the system's data directories, in
 * the order yelp searches them, then the installed one even when it is
 * not on XDG_DATA_DIRS (a prefix such as /opt). */
static GPtrArray *
get_data_dirs (void)
{
  GPtrArray *dirs = g_ptr_array_new_with_free_func (g_free);
  const char * const *system_dirs = g_get_system_data_dirs ();
  g_autofree char *datadir = g_canonicalize_filename (DATADIR, NULL);

  g_ptr_array_add (dirs, g_canonicalize_filename (g_get_user_data_dir (), NULL));
  for (guint i = 0; system_dirs[i] != NULL; i++)
    if (g_path_is_absolute (system_dirs[i]))
      g_ptr_array_add (dirs, g_canonicalize_filename (system_dirs[i], NULL));

  if (!g_ptr_array_find_with_equal_func (dirs, datadir, g_str_equal, NULL))
    g_ptr_array_add (dirs, g_steal_pointer (&datadir));

  return dirs;
}

static gboolean
is_installed (const char *dir)
{
  g_autofree char *datadir = g_canonicalize_filename (DATADIR, NULL);

  return g_str_equal (dir, datadir);
}

/**
 * cy_help_get_uri:
 * @page: (nullable): a page id, such as "rules", or %NULL for the first page
 *
 * Returns: (transfer full) (nullable): the URI that shows @page in the help
 *   viewer, or %NULL when no help pages are found
 */
char *
cy_help_get_uri (const char *page)
{
  const char * const *languages = g_get_language_names ();
  g_autoptr(GPtrArray) dirs = get_data_dirs ();

  for (guint l = 0; languages[l] != NULL; l++)
    for (guint d = 0; d < dirs->len; d++)
      {
        const char *dir = dirs->pdata[d];
        g_autofree char *pages = g_build_filename (dir, "help", languages[l], HELP_ID, NULL);
        g_autofree char *index = g_build_filename (pages, "index.page", NULL);

        if (!g_file_test (index, G_FILE_TEST_IS_REGULAR))
          continue;

        /* Installed: the viewer picks the language itself. */
        if (is_installed (dir))
          return page != NULL ? g_strconcat ("help:" HELP_ID "/", page, NULL)
                              : g_strdup ("help:" HELP_ID);

        return page != NULL ? g_strconcat ("ghelp:", pages, "?", page, NULL)
                            : g_strconcat ("ghelp:", pages, NULL);
      }

  return NULL;
}

/**
 * cy_help_get_html_uri:
 * @page: (nullable): a page id, or %NULL for the first page
 *
 * Returns: (transfer full) (nullable): the file URI of @page in the HTML
 *   copy of the help, or %NULL when there is none
 */
char *
cy_help_get_html_uri (const char *page)
{
  g_autoptr(GPtrArray) dirs = get_data_dirs ();
  g_autofree char *file = g_strconcat (page != NULL ? page : "index", ".html", NULL);

  for (guint d = 0; d < dirs->len; d++)
    {
      g_autofree char *path = g_build_filename (dirs->pdata[d], HELP_ID, "help-html", file, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_filename_to_uri (path, NULL, NULL);
    }

  return NULL;
}

typedef struct
{
  GtkWindow *parent;
  char      *page;
} HelpRequest;

static void
help_request_free (HelpRequest *request)
{
  g_clear_object (&request->parent);
  g_free (request->page);
  g_free (request);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HelpRequest, help_request_free)

static void
show_message (GtkWindow  *parent,
              const char *heading,
              const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static GAppLaunchContext *
get_launch_context (GtkWindow *parent)
{
  GdkDisplay *display = parent != NULL ? gtk_widget_get_display (GTK_WIDGET (parent))
                                       : gdk_display_get_default ();

  return display != NULL ? G_APP_LAUNCH_CONTEXT (gdk_display_get_app_launch_context (display)) : NULL;
}

static void
on_browser_launched (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(HelpRequest) request = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_app_info_launch_default_for_uri_finish (result, &error))
    {
      g_debug ("No web browser for the help: %s", error->message);
      show_message (request->parent, _("The Help Cannot Be Shown"),
                    _("Neither a help viewer nor a web browser could be started. "
                      "Install Yelp, the GNOME help viewer, to read the help."));
    }
}

static void
show_html (HelpRequest *request)
{
  g_autofree char *uri = cy_help_get_html_uri (request->page);
  g_autoptr(GAppLaunchContext) context = NULL;

  if (uri == NULL)
    {
      show_message (request->parent, _("The Help Cannot Be Shown"),
                    _("No help viewer could be started, and the web pages of the help are not "
                      "installed. Install Yelp, the GNOME help viewer, to read the help."));
      help_request_free (request);
      return;
    }

  context = get_launch_context (request->parent);
  g_app_info_launch_default_for_uri_async (uri, context, NULL, on_browser_launched, request);
}

static void
on_viewer_launched (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  HelpRequest *request = user_data;
  g_autoptr(GError) error = NULL;

  if (g_app_info_launch_default_for_uri_finish (result, &error))
    {
      help_request_free (request);
      return;
    }

  g_debug ("No help viewer: %s", error->message);
  show_html (request);
}

/**
 * cy_help_show:
 * @parent: (nullable): the window a message about missing help belongs to
 * @page: (nullable): a page id, such as "rules", or %NULL for the first page
 *
 * Opens @page of the help in the help viewer, or else in a web browser.
 */
void
cy_help_show (GtkWindow  *parent,
              const char *page)
{
  HelpRequest *request;
  g_autofree char *uri = NULL;
  g_autoptr(GAppLaunchContext) context = NULL;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

  uri = cy_help_get_uri (page);
  request = g_new0 (HelpRequest, 1);
  request->parent = parent != NULL ? g_object_ref (parent) : NULL;
  request->page = g_strdup (page);

  if (uri == NULL)
    {
      g_debug ("No help pages on the data directories");
      show_html (request);
      return;
    }

  context = get_launch_context (parent);
  g_app_info_launch_default_for_uri_async (uri, context, NULL, on_viewer_launched, request);
}
