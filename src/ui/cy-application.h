/* cy-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CY_TYPE_APPLICATION (cy_application_get_type ())

G_DECLARE_FINAL_TYPE (CyApplication, cy_application, CY, APPLICATION, AdwApplication)

CyApplication *cy_application_new (void);

G_END_DECLS
