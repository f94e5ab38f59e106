/* cy-toast.c: toasts that show text as it is
 *
 * An AdwToast's title is Pango markup in libadwaita 1.2 (the use-markup
 * switch came in 1.4): a title with "<" or "&" from elsewhere (an error
 * message, a path, a player's name) would show as an empty toast. These
 * escape it.
 *
 * Every toast is shown through cy_toast_overlay_add(): a toast lies over
 * the bottom of a window, where the hand, Roll or a list's last row is,
 * and must hide none of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-toast.h"
#include "cy-toast-room.h"

/**
 * cy_toast_new_literal:
 * @text: plain text, shown as it is
 *
 * Returns: (transfer full): a toast
 */
AdwToast *
cy_toast_new_literal (const char *text)
{
  g_autofree char *escaped = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  escaped = g_markup_escape_text (text, -1);
  return adw_toast_new (escaped);
}

/* A standing toast whose button opens @uri (through the application's
 * action "app.open-uri"): the player needs time to decide. */
static AdwToast *
new_with_open_button (const char *title,
                      const char *button,
                      const char *uri)
{
  AdwToast *toast = cy_toast_new_literal (title);

  adw_toast_set_timeout (toast, 0);
  if (uri != NULL)
    {
      adw_toast_set_button_label (toast, button);
      adw_toast_set_action_name (toast, "app.open-uri");
      adw_toast_set_action_target (toast, "s", uri);
    }
  return toast;
}

/**
 * cy_toast_new_for_file:
 * @title: plain text, short enough for a toast
 * @path: a file the toast is about, e.g. where a damaged file was set aside
 *
 * A toast with an "Open Folder" button that opens the folder of @path.
 *
 * Returns: (transfer full): a toast
 */
AdwToast *
cy_toast_new_for_file (const char *title,
                       const char *path)
{
  g_autofree char *folder = NULL;
  g_autofree char *uri = NULL;

  g_return_val_if_fail (title != NULL, NULL);
  g_return_val_if_fail (path != NULL, NULL);

  folder = g_path_get_dirname (path);
  uri = g_filename_to_uri (folder, NULL, NULL);
  return new_with_open_button (title, _("_Open Folder"), uri);
}

/**
 * cy_toast_new_for_new_file:
 * @title: plain text, short enough for a toast
 * @path: a file just written, e.g. an exported score sheet
 *
 * A toast with an "Open" button that opens @path itself.
 *
 * Returns: (transfer full): a toast
 */
AdwToast *
cy_toast_new_for_new_file (const char *title,
                           const char *path)
{
  g_autofree char *uri = NULL;
  AdwToast *toast;

  g_return_val_if_fail (title != NULL, NULL);
  g_return_val_if_fail (path != NULL, NULL);

  uri = g_filename_to_uri (path, NULL, NULL);
  toast = new_with_open_button (title, _("_Open"), uri);
  /* A file the person just made: the button matters for a while, not for the rest of the game. */
  adw_toast_set_timeout (toast, 15);
  return toast;
}

/**
 * cy_toast_overlay_add:
 * @overlay: where the toast shows
 * @toast: (transfer full): a toast
 *
 * Shows @toast over the bottom of @overlay. An overlay that holds a
 * #CyToastRoom keeps the strip the toast takes free below what it shows,
 * for as long as the toast is up or waiting: a toast hides no control.
 */
void
cy_toast_overlay_add (AdwToastOverlay *overlay,
                      AdwToast        *toast)
{
  GtkWidget *child;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  child = adw_toast_overlay_get_child (overlay);
  if (CY_IS_TOAST_ROOM (child))
    cy_toast_room_keep_free (CY_TOAST_ROOM (child), toast);
  adw_toast_overlay_add_toast (overlay, toast);
}
