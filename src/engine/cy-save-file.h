/* cy-save-file.h: the autosaved game in the user's data directory
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-game.h"

G_BEGIN_DECLS

/* Where the result of a finished game went (cy_save_file_finish_game()). */
typedef enum
{
  CY_RESULT_RECORDED,   /* in the statistics; the save is cleared */
  CY_RESULT_PENDING,    /* kept beside them, recorded at the next start; the save is cleared */
  CY_RESULT_IN_SAVE,    /* only the save holds it: recorded when the save is next read */
  CY_RESULT_LOST,       /* nothing holds it (this process does not own the save) */
} CyResultState;

char          *cy_save_file_get_path    (void);
gboolean       cy_save_file_write       (CyGame   *game,
                                         GError  **error);
CyGame        *cy_save_file_read        (char    **moved_aside,
                                         GError  **error);
void           cy_save_file_clear       (void);
gboolean       cy_save_file_try_lock    (GError  **error);
gboolean       cy_save_file_lock        (void);
CyResultState  cy_save_file_finish_game (CyGame   *game,
                                         GError  **error);

G_END_DECLS
