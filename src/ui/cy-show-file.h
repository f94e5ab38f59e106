/* cy-show-file.h: showing a file in the file manager
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void  cy_show_file                  (GtkWindow        *parent,
                                     const char       *path);
void  cy_show_file_install_action   (GtkWidgetClass   *widget_class);

G_END_DECLS
