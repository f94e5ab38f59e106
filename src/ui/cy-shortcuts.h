/* cy-shortcuts.h: keys that act wherever the focus is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct
{
  guint       keyval;
  const char *action_name;
} CyKeyAction;

GtkEventController *cy_capture_shortcuts_new (const CyKeyAction *keys,
                                              gsize              n_keys);

G_END_DECLS
