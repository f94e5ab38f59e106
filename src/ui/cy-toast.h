/* cy-toast.h: toasts that show text as it is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

AdwToast  *cy_toast_new_literal     (const char *text);
AdwToast  *cy_toast_new_for_file    (const char *title,
                                     const char *path);
AdwToast  *cy_toast_new_for_new_file (const char *title,
                                      const char *path);

void       cy_toast_overlay_add      (AdwToastOverlay *overlay,
                                      AdwToast        *toast);

G_END_DECLS
