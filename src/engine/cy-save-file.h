/* cy-save-file.h: the autosaved match in the user's data directory
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-match.h"

G_BEGIN_DECLS

char     *cy_save_file_get_path  (void);
gboolean  cy_save_file_write     (CyMatch *match,
                                  GError **error);
/* The saved match; NULL with no error when there is none. A save that
 * cannot be read is moved aside (to *moved_aside), except one from a newer
 * version (CY_ERROR_VERSION), which stays where it is. */
CyMatch  *cy_save_file_read      (char   **moved_aside,
                                  GError **error);
void      cy_save_file_clear     (void);

/* A game started from the command line does not replace the game in
 * progress: that is set aside, into a folder that keeps every game set
 * aside (CySetAsideGame lists them), and can be taken back from there. */
char     *cy_save_file_get_set_aside_dir      (void);
char     *cy_save_file_get_old_set_aside_path (void);
gboolean  cy_save_file_set_aside        (char   **set_aside_as,
                                         GError **error);
gboolean  cy_save_file_take_back        (const char  *set_aside,
                                         GError     **error);
gboolean  cy_save_file_try_lock  (GError **error);

G_END_DECLS
