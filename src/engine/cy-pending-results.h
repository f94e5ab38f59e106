/* cy-pending-results.h: finished matches whose result waits to be recorded
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-match.h"

G_BEGIN_DECLS

char     *cy_pending_results_get_dir  (void);
gboolean  cy_pending_results_add      (CyMatch  *match,
                                       GError  **error);
guint     cy_pending_results_record   (GError  **error);

G_END_DECLS
