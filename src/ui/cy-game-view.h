/* cy-game-view.h: what every game's table is to the window
 *
 * The window holds one CyGameView (design.md section 4) and never asks
 * which game it shows: a view shows one CyMatch, names it (title and
 * subtitle), says what the person at the screen may do now (its status
 * line), gives its hint or coach, says what Take Back would take back, and
 * in read-only mode shows a CyReplay for the record viewer. The game's own
 * moves are actions installed on the view's class, with their keys.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-match.h"
#include "cy-match-game.h"
#include "cy-replay.h"

G_BEGIN_DECLS

#define CY_TYPE_GAME_VIEW (cy_game_view_get_type ())

G_DECLARE_INTERFACE (CyGameView, cy_game_view, CY, GAME_VIEW, GtkWidget)

struct _CyGameViewInterface
{
  GTypeInterface parent_iface;

  /* The "match" property: NULL shows nothing (and leaves read-only mode). */
  void         (*set_match)          (CyGameView  *self,
                                      CyMatch     *match);
  CyMatch     *(*get_match)          (CyGameView  *self);
  /* The game shown: the match's, or the replay's (a CyMatchGame). */
  GObject     *(*get_game)           (CyGameView  *self);
  /* What comes before a new match's first move (Card Yacht's draw for
   * the first dealer), whose button (win.deal) starts the match; FALSE,
   * or NULL, when the game has none: the window starts it at once. */
  gboolean     (*open)               (CyGameView  *self);
  /* The window's title and subtitle for the game shown ("Yacht",
   * "Yacht with the bonus · Seed 42"). */
  const char  *(*get_title)          (CyGameView  *self);
  char        *(*dup_subtitle)       (CyGameView  *self);
  /* The status line, kept until the game moves on (NULL gives the view's
   * own back). */
  void         (*set_status)         (CyGameView  *self,
                                      const char  *text);
  const char  *(*get_status)         (CyGameView  *self);
  /* Shows the hint or the coach's advice for the person to move; FALSE
   * when the game has none to give now (the view says why). */
  gboolean     (*hint)               (CyGameView  *self);
  gboolean     (*can_hint)           (CyGameView  *self);
  /* A word about the moment (why a request was refused): NULL clears it. */
  void         (*set_hint_text)      (CyGameView  *self,
                                      const char  *text);
  /* What Take Back (the match's undo) takes back in this game: "Take
   * Back Your Score". */
  const char  *(*get_take_back_label) (CyGameView *self);
  /* The sheet shown beside the table, folded away or not; F9. */
  void         (*toggle_sheet)       (CyGameView  *self);
  /* Read-only: the view shows @replay's game (following it as it is
   * stepped) with every hand face up and no moves; NULL leaves it. */
  void         (*set_replay)         (CyGameView  *self,
                                      CyReplay    *replay);
  CyReplay    *(*get_replay)         (CyGameView  *self);
  /* The hand-off screen's words for @name's turn at one screen: its
   * button ("_Show %s’s Hand", @name with underscores doubled) and what
   * the others do; NULL for the cards' words. */
  void         (*describe_hand_off)  (CyGameView  *self,
                                      const char  *name,
                                      char       **button,
                                      char       **description);
  /* The game over: who won (the heading) and a line for each player. */
  char        *(*describe_result)    (CyGameView  *self,
                                      GPtrArray   *lines);
  /* The rule set of the game shown, as the registry's keys name it
   * ("yacht-bonus"); NULL for a game of one rule set, whose id is its key. */
  const char  *(*get_rule_set)       (CyGameView  *self);
};

void         cy_game_view_set_match           (CyGameView  *self,
                                               CyMatch     *match);
CyMatch     *cy_game_view_get_match           (CyGameView  *self);
GObject     *cy_game_view_get_game            (CyGameView  *self);
gboolean     cy_game_view_open                (CyGameView  *self);
const char  *cy_game_view_get_title           (CyGameView  *self);
char        *cy_game_view_dup_subtitle        (CyGameView  *self);
void         cy_game_view_set_status          (CyGameView  *self,
                                               const char  *text);
const char  *cy_game_view_get_status          (CyGameView  *self);
gboolean     cy_game_view_hint                (CyGameView  *self);
gboolean     cy_game_view_can_hint            (CyGameView  *self);
void         cy_game_view_set_hint_text       (CyGameView  *self,
                                               const char  *text);
/* The label of Take Back while it is possible; when it is not, why not
 * (@match's strict play, or nothing the game would take back). */
char        *cy_game_view_describe_take_back  (CyGameView  *self);
gboolean     cy_game_view_can_toggle_sheet    (CyGameView  *self);
void         cy_game_view_toggle_sheet        (CyGameView  *self);
void         cy_game_view_set_replay          (CyGameView  *self,
                                               CyReplay    *replay);
gboolean     cy_game_view_get_read_only       (CyGameView  *self);

CyReplay    *cy_game_view_get_replay          (CyGameView  *self);
void         cy_game_view_describe_hand_off   (CyGameView  *self,
                                               const char  *name,
                                               char       **button,
                                               char       **description);
char        *cy_game_view_describe_result     (CyGameView  *self,
                                               GPtrArray   *lines);
/* The key that starts a game like the one shown (its rule set, or its
 * game's id), for Play Again and the statistics. */
const char  *cy_game_view_get_game_key        (CyGameView  *self);

/* For implementations: news for screen readers that the move log does not
 * tell (its lines and each turn's status line are told already). */
void         cy_game_view_announce            (CyGameView  *self,
                                               const char  *text);

/* For implementations: "Ann wins with 312", "Ann and Bob share the win
 * with 280"…, from @game's winners and each seat's total. */
char        *cy_game_view_describe_winners    (CyMatchGame *game,
                                               const guint *totals);

/* For implementations: the "changed" signal, which tells the window that
 * what it asks (can_hint, the title, the take-back label) may have
 * changed; and the "status" property's notification. */
void         cy_game_view_changed             (CyGameView  *self);
void         cy_game_view_notify_status       (CyGameView  *self);

/* For implementations' class_init: overrides the interface's properties
 * ("match", "status", "read-only") at @first_prop_id and the next two. */
void         cy_game_view_class_override_properties (GObjectClass *klass,
                                                      guint         first_prop_id);
/* For implementations' get_property and set_property: handles the three
 * properties of cy_game_view_class_override_properties(); FALSE for any
 * other. */
gboolean     cy_game_view_get_property        (GObject      *object,
                                               guint         prop_id,
                                               guint         first_prop_id,
                                               GValue       *value);
gboolean     cy_game_view_set_property        (GObject      *object,
                                               guint         prop_id,
                                               guint         first_prop_id,
                                               const GValue *value);

G_END_DECLS
