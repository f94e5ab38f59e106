/* cy-show-file.c: showing a file in the file manager
 *
 * Where a damaged file was set aside is worth showing, not just naming:
 * the file manager opens its folder with the file selected (the
 * org.freedesktop.FileManager1 interface that Files, Dolphin and others
 * offer), or, without one, the folder opens in whatever shows folders.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>

#include "cy-show-file.h"

typedef struct
{
  GtkWindow *parent;
  char      *path;
} ShowFile;

static void
show_file_free (ShowFile *show)
{
  g_clear_object (&show->parent);
  g_free (show->path);
  g_free (show);
}

static void
show_folder (ShowFile *show)
{
  g_autofree char *folder = g_path_get_dirname (show->path);
  g_autofree char *uri = g_filename_to_uri (folder, NULL, NULL);

  if (uri != NULL)
    gtk_show_uri (show->parent, uri, GDK_CURRENT_TIME);
}

static void
on_show_items (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  ShowFile *show = user_data;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;

  reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);
  if (reply == NULL)
    show_folder (show);

  show_file_free (show);
}

/**
 * cy_show_file:
 * @parent: (nullable): the window asking
 * @path: a file
 *
 * Opens the folder of @path in the file manager, with @path selected
 * where the file manager can do that.
 */
void
cy_show_file (GtkWindow  *parent,
              const char *path)
{
  g_autoptr(GDBusConnection) bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  const char *uris[] = { uri, NULL };
  ShowFile *show;

  g_return_if_fail (path != NULL);

  show = g_new0 (ShowFile, 1);
  show->parent = parent ? g_object_ref (parent) : NULL;
  show->path = g_strdup (path);

  if (bus == NULL || uri == NULL)
    {
      show_folder (show);
      show_file_free (show);
      return;
    }

  g_dbus_connection_call (bus, "org.freedesktop.FileManager1", "/org/freedesktop/FileManager1",
                          "org.freedesktop.FileManager1", "ShowItems",
                          g_variant_new ("(^ass)", uris, ""), NULL,
                          G_DBUS_CALL_FLAGS_NONE, -1, NULL, on_show_items, show);
}

static void
show_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  cy_show_file (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, g_variant_get_bytestring (parameter));
}

/**
 * cy_show_file_install_action:
 *
 * Installs "file.show" (a path, as a bytestring) on @widget_class, the
 * action behind the button of cy_toast_new_for_file().
 */
void
cy_show_file_install_action (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "file.show", "ay", show_action);
}
