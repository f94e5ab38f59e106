/* cy-announcer.h: the news of a match, for screen readers
 *
 * Every game's view has one (cy_game_view_set_match() gives it the match):
 * it says each line of the move log and, when the turn changes, the view's
 * status line ("You, your turn: knock, draw or exchange"), to whoever uses
 * a screen reader, whatever has the keyboard focus.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-match.h"

G_BEGIN_DECLS

#define CY_TYPE_ANNOUNCER (cy_announcer_get_type ())

G_DECLARE_FINAL_TYPE (CyAnnouncer, cy_announcer, CY, ANNOUNCER, GObject)

/* The status line of @widget, read when the turn changes. */
typedef const char *(*CyAnnouncerStatusFunc) (GtkWidget *widget);

CyAnnouncer *cy_announcer_new          (GtkWidget             *widget,
                                        CyAnnouncerStatusFunc  status_func);
void         cy_announcer_set_match    (CyAnnouncer           *self,
                                        CyMatch               *match);
/* News that is not in the log (a selection cleared by Esc). */
void         cy_announcer_announce     (CyAnnouncer           *self,
                                        const char            *text);
/* The news last handed to the screen reader, NULL before any. */
const char  *cy_announcer_get_last     (CyAnnouncer           *self);

G_END_DECLS
