/* cy-preferences-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CY_TYPE_PREFERENCES_WINDOW (cy_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (CyPreferencesWindow, cy_preferences_window, CY, PREFERENCES_WINDOW, AdwPreferencesWindow)

CyPreferencesWindow *cy_preferences_window_new  (GtkWindow          *parent);
void                 cy_preferences_bind_choice (GSettings          *settings,
                                                 const char         *key,
                                                 AdwComboRow        *row,
                                                 const char * const *nicks);

G_END_DECLS
