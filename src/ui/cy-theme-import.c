/* cy-theme-import.c: a card theme the player picked becomes the game's own copy
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A theme is chosen in the file chooser, which in a Flatpak is the portal's:
 * it hands over that one file, under a path that need not last. So the
 * file is checked as a deck first and then copied into the game's data
 * folder (DATA/card-yacht/card-themes/), where the preferences list it
 * and the card-theme setting can name it for good. No permission to read
 * the host's file system is needed.
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>

#include "cy-card-theme.h"
#include "cy-theme-import.h"

/**
 * cy_theme_import_get_dir:
 *
 * Returns: (transfer full): the folder of the themes the player added
 */
char *
cy_theme_import_get_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, "card-themes", NULL);
}

/**
 * cy_theme_import:
 * @file: an AisleRiot-style SVG or SVGZ deck
 * @error: return location for a #GError
 *
 * Copies @file into cy_theme_import_get_dir() if it loads as a card theme
 * (every card and the back), replacing an earlier copy of the same name.
 * A file that is no deck is refused with a message fit to show the player,
 * and nothing is copied.
 *
 * Returns: (transfer full) (nullable): the path of the copy, for the
 *   card-theme setting, or %NULL on error
 */
char *
cy_theme_import (GFile   *file,
                 GError **error)
{
  g_autofree char *source = NULL;
  g_autofree char *dir = cy_theme_import_get_dir ();
  g_autofree char *name = NULL;
  g_autofree char *target_path = NULL;
  g_autoptr(CyCardTheme) theme = NULL;
  g_autoptr(GFile) target = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The portal always hands over a path (under its document store). */
  source = g_file_get_path (file);
  if (source == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("The card theme must be a local file"));
      return NULL;
    }

  theme = cy_card_theme_new_from_file (source, error);
  if (theme == NULL)
    return NULL;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return NULL;
    }

  name = g_file_get_basename (file);
  target_path = g_build_filename (dir, name, NULL);
  target = g_file_new_for_path (target_path);
  /* Choosing the copy itself again changes nothing. */
  if (g_file_equal (file, target))
    return g_steal_pointer (&target_path);
  if (!g_file_copy (file, target, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error))
    return NULL;

  return g_steal_pointer (&target_path);
}
