/* cy-accessible-names.h: names a screen reader should not say
 *
 * GTK 4.8 names an accessible that has no name after its type
 * ("GtkStackPage", "GtkLabel", "GtkScrollbar"), and gives a button with a
 * mnemonic both its label's text with the underline and without ("_Deal
 * Deal"). cy_accessible_fix_names() mends both in a tree of widgets: the
 * window, each game's view once it shows a match.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void  cy_accessible_fix_names  (GtkWidget  *widget);
void  cy_accessible_set_label  (GtkWidget  *widget,
                                const char *label);

G_END_DECLS
