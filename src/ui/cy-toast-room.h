/* cy-toast-room.h: keeps the strip a toast takes free below what it holds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CY_TYPE_TOAST_ROOM (cy_toast_room_get_type ())

G_DECLARE_FINAL_TYPE (CyToastRoom, cy_toast_room, CY, TOAST_ROOM, GtkWidget)

GtkWidget *cy_toast_room_new        (void);
GtkWidget *cy_toast_room_get_child  (CyToastRoom *self);
void       cy_toast_room_set_child  (CyToastRoom *self,
                                     GtkWidget   *child);
void       cy_toast_room_keep_free  (CyToastRoom *self,
                                     AdwToast    *toast);

G_END_DECLS
