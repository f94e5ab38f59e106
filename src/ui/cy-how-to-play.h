/* cy-how-to-play.h: a few illustrated pages that lead into the full help
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void cy_how_to_play_show (GtkWindow *parent);

G_END_DECLS
