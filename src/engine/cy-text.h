/* cy-text.h: sentences built from parts, in a way translations can follow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CY_TEXT_LIST_MAX 5

char *cy_text_join_list (const char * const *items,
                         guint               n_items);

G_END_DECLS
