/* cy-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "cy-game-view.h"
#include "cy-match.h"
#include "cy-record-viewer.h"

G_BEGIN_DECLS

#define CY_TYPE_WINDOW (cy_window_get_type ())

G_DECLARE_FINAL_TYPE (CyWindow, cy_window, CY, WINDOW, AdwApplicationWindow)

CyWindow    *cy_window_new              (GtkApplication *application);
/* A new game of @key (a rule set's key or a game's id, as the registry
 * names them), replacing the one shown without asking. */
void         cy_window_start_game       (CyWindow       *self,
                                         const char     *key,
                                         GPtrArray      *players,
                                         guint64         seed);
/* A game asked for on the command line (@game as for
 * cy_window_start_game()): one in progress is set aside, once the player
 * agrees. */
void         cy_window_start_quick_game (CyWindow       *self,
                                         const char     *game,
                                         GPtrArray      *players,
                                         guint64         deal_number);
gboolean     cy_window_resume           (CyWindow       *self);
/* Computer players of the matches started from now on decide from seeds
 * derived from @seed, not from fresh random numbers: a test sees the same
 * game every run. */
void         cy_window_set_ai_seed      (CyWindow       *self,
                                         guint64         seed);
CyMatch     *cy_window_get_match        (CyWindow       *self);
const char  *cy_window_get_game_id      (CyWindow       *self);
/* The view that shows the match, NULL with none. */
CyGameView  *cy_window_get_view         (CyWindow       *self);
void         cy_window_show_new_game    (CyWindow       *self);
/* Whether a game is under way that a new one would replace. */
gboolean     cy_window_has_game_in_progress (CyWindow   *self);
CyRecordViewer *cy_window_show_record (CyWindow       *self,
                                      GFile          *file,
                                      GError        **error);
void         cy_window_add_toast        (CyWindow       *self,
                                         AdwToast       *toast);

G_END_DECLS
