/* cy-theme-import.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

char *cy_theme_import_get_dir (void);
char *cy_theme_import        (GFile   *file,
                              GError **error);

G_END_DECLS
