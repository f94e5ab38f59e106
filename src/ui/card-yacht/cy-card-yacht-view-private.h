/* cy-card-yacht-view-private.h: the fields of CyCardYachtView, shared by
 * its files (the view and its moves)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "cy-card-yacht-view.h"
#include "cy-game-view.h"
#include "cy-move-request.h"
#include "cy-seat-draw.h"

G_BEGIN_DECLS

struct _CyCardYachtView
{
  GtkWidget      parent_instance;

  CyCardCache   *cache;
  CyMatch       *match;
  CyReplay      *replay;           /* read-only: the record viewer's */
  CyGame        *game;
  GSignalGroup  *match_signals;
  GSignalGroup  *game_signals;
  GSignalGroup  *replay_signals;
  GSettings     *settings;
  gboolean       attached;         /* the table and sheet show self->game */

  /* Knock, Draw, Exchange, Pass: allowed now, or why not (for their keys). */
  gboolean       move_enabled[CY_N_MOVE_ACTIONS];
  char          *move_refusal[CY_N_MOVE_ACTIONS];
  gboolean       has_pending;      /* a move is shown and waits for a confirmation */
  CyMove         pending;
  gboolean       hinting;          /* the hint is selecting its cards */

  /* Template widgets */
  GtkStack      *pages;
  CySeatDraw    *seat_draw;
  AdwFlap       *table_flap;    /* the table, and the sheet beside or over it */
  GtkScrolledWindow *table_scroller;
  int            sheet_folded;     /* 0 before the first layout, else 1 + folded */
  CyTableView   *table;            /* made in constructed(), with the cache */
  CyScoreSheet  *sheet;
};

/* cy-card-yacht-view.c */
const char *_cy_card_yacht_view_player_name   (CyCardYachtView *self,
                                               guint            seat);
void        _cy_card_yacht_view_report_error  (CyCardYachtView *self,
                                               const GError    *error);
void        _cy_card_yacht_view_toast         (CyCardYachtView *self,
                                               const char      *text);

/* cy-card-yacht-view-moves.c */
void        _cy_card_yacht_view_class_moves_init (GtkWidgetClass  *widget_class);
void        _cy_card_yacht_view_init_moves    (CyCardYachtView *self);
void        _cy_card_yacht_view_finalize_moves (CyCardYachtView *self);
gboolean    _cy_card_yacht_view_person_to_move (CyCardYachtView *self);
void        _cy_card_yacht_view_update_actions (CyCardYachtView *self);
void        _cy_card_yacht_view_dismiss_proposal (CyCardYachtView *self);
gboolean    _cy_card_yacht_view_hint          (CyGameView      *view);
gboolean    _cy_card_yacht_view_can_hint      (CyGameView      *view);

G_END_DECLS
