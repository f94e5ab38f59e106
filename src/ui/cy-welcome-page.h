/* cy-welcome-page.h: the games side by side, to pick one to play or learn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CY_TYPE_WELCOME_PAGE (cy_welcome_page_get_type ())

G_DECLARE_FINAL_TYPE (CyWelcomePage, cy_welcome_page, CY, WELCOME_PAGE, AdwBin)

GtkWidget   *cy_welcome_page_new          (void);
/* The games in the order shown, by id: the one last chosen first. */
GStrv        cy_welcome_page_dup_order    (CyWelcomePage *self);

G_END_DECLS
