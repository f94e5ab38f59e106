/* cy-keyboard-cursor.h: the focused card, die or cell stays marked while
 * the keyboard is in use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* From a key press to the next pointer press, @window carries the style
 * class "keyboard-cursor", and style.css marks its focused widget. */
void cy_keyboard_cursor_attach (GtkWindow *window);

G_END_DECLS
