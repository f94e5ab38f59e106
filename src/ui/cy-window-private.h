/* cy-window-private.h: the fields of CyWindow, shared by its files
 * (cy-window*.c: the window, actions, session, record and game over)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-card-cache.h"
#include "cy-game-view.h"
#include "cy-match.h"
#include "cy-record-writer.h"
#include "cy-score-sheet.h"
#include "cy-window.h"

G_BEGIN_DECLS

struct _CyWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* What the window shows: a match, on its game's view (a page of the
   * stack made the first time a game of it is shown, named after it). */
  CyMatch              *match;
  CyGameView           *view;
  GBinding             *sheet_binding;    /* the sheet toggle and a view's "sheet-shown" */
  GSignalGroup         *match_signals;
  gboolean              owns_save;        /* this process may resume and autosave */
  GError               *lock_error;       /* why it may not, if so */
  gboolean              newer_save_kept;  /* a save from a newer version must not be overwritten */
  AdwToast             *save_toast;       /* the standing "could not save" toast */
  gboolean              quit_confirmed;   /* closing a game that cannot be kept was confirmed */
  gboolean              ai_seeded;        /* computer players' seeds come from ai_seed (tests) */
  guint64               ai_seed;
  guint64               n_ai_seeds;

  /* The game record of the Card Yacht game shown, and of a new one until
   * its match is shown. */
  CyRecordWriter       *record_writer;
  CyRecordWriter       *pending_writer;

  /* Template widgets */
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  GtkToggleButton      *sheet_toggle;
  GtkButton            *undo_button;
  AdwStatusPage        *hand_off_page;
  GtkButton            *hand_off_button;
  CyCardCache          *cache;            /* every card of the window, one drawing per size */
};

/* cy-window.c */
void     _cy_window_toast               (CyWindow     *self,
                                         const char   *text);
void     _cy_window_add_standing_toast  (CyWindow     *self,
                                         AdwToast     *toast);
void     _cy_window_report_error        (CyWindow     *self,
                                         const GError *error);
/* The view that shows the match, or NULL. */
CyGameView *_cy_window_get_view         (CyWindow     *self);
const char *_cy_window_player_name      (CyWindow     *self,
                                         guint         seat);
/* The seed of a new match's computer players. */
guint64  _cy_window_next_ai_seed        (CyWindow     *self);
void     _cy_window_resume_set_aside    (CyWindow     *self,
                                         const char   *id);

void     _cy_window_set_match           (CyWindow     *self,
                                         CyMatch      *match);
void     _cy_window_show_game_page      (CyWindow     *self);

/* cy-window-record.c */
void     _cy_window_record_new_game     (CyWindow     *self,
                                         GObject      *game);
void     _cy_window_record_attach       (CyWindow     *self);
void     _cy_window_save_record         (CyWindow     *self);
void     _cy_window_open_record         (CyWindow     *self);

/* cy-window-game-over.c */
void     _cy_window_show_game_over      (CyWindow     *self);

/* cy-window-actions.c */
void     _cy_window_class_actions_init  (CyWindowClass *klass);
void     _cy_window_update_actions      (CyWindow     *self);

G_END_DECLS
