/* cy-set-aside-dialog.h: the games set aside, to resume or discard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CY_TYPE_SET_ASIDE_DIALOG (cy_set_aside_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CySetAsideDialog, cy_set_aside_dialog, CY, SET_ASIDE_DIALOG, AdwWindow)

/* Resuming activates win.resume-set-aside on @parent. */
CySetAsideDialog  *cy_set_aside_dialog_new  (GtkWindow *parent);

G_END_DECLS
