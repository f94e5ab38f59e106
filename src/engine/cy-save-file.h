/* cy-save-file.h: the autosaved game in the user's data directory
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-game.h"

G_BEGIN_DECLS

char     *cy_save_file_get_path  (void);
gboolean  cy_save_file_write     (CyGame  *game,
                                  GError **error);
CyGame   *cy_save_file_read      (char   **moved_aside,
                                  GError **error);
void      cy_save_file_clear     (void);
gboolean  cy_save_file_lock      (void);

G_END_DECLS
