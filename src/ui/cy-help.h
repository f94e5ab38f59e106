/* cy-help.h: opening the help, installed or from the build tree
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

char *cy_help_get_uri      (const char *page);
char *cy_help_get_html_uri (const char *page);
void  cy_help_show         (GtkWindow  *parent,
                            const char *page);

G_END_DECLS
