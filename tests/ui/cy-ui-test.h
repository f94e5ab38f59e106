/* cy-ui-test.h: shared helpers for the widget tests of every folder
 *
 * A library (tests/support/meson.build: ui_test_dep) that every widget test
 * links, in tests/ui/ beside the shell's tests.
 *
 * A fixture is a real CyWindow on a GtkApplication registered by the test,
 * playing a fixed deal with settings made for tests: computer players move
 * fast and a hand lasts at most five turns each (GSettings memory backend).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "cy-card-row.h"
#include "cy-game.h"
#include "cy-card-yacht-view.h"
#include "cy-table-view.h"
#include "cy-ui-resources.h"
#include "cy-window.h"

#define CYT_HUMAN 0u
#define CYT_COMPUTER 1u

typedef struct
{
  CyWindow    *window;
  CyGame      *game;       /* owned by the window */
  CyTableView *table;
  guint64      deal;
} CytFixture;

/* The application the fixtures' windows belong to, and the throwaway
 * data folder of the test (cyt_init makes both). */
extern GtkApplication *cyt_app;
extern char           *cyt_data_dir;

/* Waits for @cond, running the main loop. FALSE on timeout. */
gboolean    cyt_wake_cb (gpointer data);

gboolean    cyt_wait_until (gboolean (*cond) (gpointer data), gpointer data, guint timeout_ms);

gboolean    cyt_never (gpointer data);

/* Runs the main loop for @ms milliseconds. */
void        cyt_iterate (guint ms);

/* Lets pending idles (the window's "drive") and redraws run. */
void        cyt_settle (void);

void        cyt_remove_tree (const char *path);

/* Call first. Returns FALSE (having printed the TAP skip line) when there
 * is no display; then the test must return 0 at once. */
gboolean    cyt_init (int *argc, char ***argv);

void        cyt_shutdown (void);

void        cyt_on_xdotool_exit (GPid pid, int status, gpointer data);

gboolean    cyt_xdotool_done (gpointer data);

/* Runs xdotool with @args (printf-style), iterating the main loop all the
 * while: GTK must answer the X server during a drag. */
G_GNUC_PRINTF (1, 2)
void        cyt_xdotool (const char *format, ...);

/* Whether xdotool can drive this display; if not, the test is skipped. */
gboolean    cyt_can_xdotool (void);

GtkWidget * cyt_find_actionable (GtkWidget *root, const char *action_name);

/* A shown window of @type (a dialog the test opened), or NULL. */
GtkWindow * cyt_find_shown_window (GType type);

/* The first widget on screen under @root with the style class @css_class. */
GtkWidget * cyt_find_by_class (GtkWidget *root, const char *css_class);

/* Whether a window action is enabled, as the user sees it: the button
 * bound to it is sensitive. (GTK has no public query for widget actions.) */
gboolean    cyt_action_enabled (CytFixture *f, const char *action_name);

void        cyt_activate (CytFixture *f, const char *action_name);
gboolean    cyt_press_key (CytFixture *f, guint keyval, GdkModifierType modifiers);
gboolean    cyt_press_key_on (GtkWidget *widget, guint keyval, GdkModifierType modifiers);

/* The window's page: "hand-off", a game's; Card Yacht's own page:
 * "seat-draw" or "table". */
GtkStack *  cyt_find_page_stack (GtkWidget *root);

const char *cyt_page (CyWindow *window);

/* Card Yacht's game and table in @window, once a game of it is shown
 * (NULL before, or for another game). */
CyGame *    cyt_game (CyWindow *window);
CyTableView *cyt_table (CyWindow *window);

GBytes *    cyt_save (CytFixture *f);

void        cyt_assert_unchanged (CytFixture *f, GBytes *before);

CyCardSet   cyt_hand_set (CytFixture *f, guint seat);

CyCardSet   cyt_harbor_set (CytFixture *f, guint seat, guint *n_cards);

guint       cyt_popcount (CyCardSet set);

/* The lowest card of @set. */
CyCard      cyt_first_card (CyCardSet set);

gboolean    cyt_playing (CytFixture *f);

/* The human may move now, and the window knows it (its actions are up to
 * date: the Hint button is enabled only on the human's turn). */
gboolean    cyt_human_ready (gpointer data);

/* The human's turn, or the hand is over. */
gboolean    cyt_human_ready_or_hand_over (gpointer data);

/* After the human's move: the computer moves next; unless it had reached
 * the turn limit and knocked automatically at once, and the human has a
 * last turn; or the hand is over. */
void        cyt_assert_turn_over (CytFixture *f);

gboolean    cyt_window_drawn (gpointer data);

/* A window with a new game of You (human) against Ann (@ann_kind),
 * past the seat draw. */
void        cyt_start (CytFixture *f, const char *ann_kind, guint64 deal);

void        cyt_finish (CytFixture *f);

/* Sizes @window to @width x @height as a window manager would, and waits
 * for the layout at that size. FALSE if the window would not take it (its
 * minimum is larger; the test's log then lists every widget's minimum
 * width). The title bar gets GNOME's buttons (close only) from then on. */
gboolean    cyt_resize (GtkWindow *window, int width, int height);

/* Every control a player may need (anything that can be pressed or
 * focused: a button, a card, a die, a cell of the sheet) that is shown lies
 * inside the window, or inside a scrolled window that scrolls up and down
 * only, which itself lies inside: "" if so, else a line per control that
 * does not (its type, action, label and bounds). */
char *      cyt_controls_outside (GtkWindow *window);

/* Every control a player may need that shows under @cover (a toast):
 * those whose part in view (a scrolled window clips what it holds)
 * overlaps @cover's bounds, @cover's own left out: "" if none, else a
 * line per control, as cyt_controls_outside(). */
char *      cyt_controls_under   (GtkWindow *window,
                                  GtkWidget *cover);
