/* cy-dice-table-view-private.h: the fields of CyDiceTableView, shared by
 * its files (the table; its moves and its CyGameView)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "cy-dice-strategy.h"
#include "cy-dice-table-view.h"
#include "cy-game-view.h"

G_BEGIN_DECLS

/* The log's last lines under the dice: a whole turn, its first roll
 * (roll, two keeps, the score) included. */
#define N_EVENT_LINES 4

struct _CyDiceTableView
{
  GtkWidget      parent_instance;

  CyMatch       *match;
  CyReplay      *replay;       /* read-only: the record viewer's */
  CyDiceGame    *game;
  CyDiceStrategy *strategy;    /* hard's table and the coach's, once made */
  GSignalGroup  *match_signals;
  GSignalGroup  *replay_signals;
  GSignalGroup  *game_signals;
  GSettings     *settings;
  gboolean       can_act;
  gboolean       animate;
  GtkWidget     *dice[CY_DICE_N_DICE];
  /* Die i lies in place i of the table or of the tray: keeping a die
   * moves none of the others. */
  GtkWidget     *free_places[CY_DICE_N_DICE];
  GtkWidget     *kept_places[CY_DICE_N_DICE];
  GPtrArray     *events;

  /* Template widgets */
  GtkWidget     *scroller;
  GtkWidget     *main_box;     /* a CyReflowBox: the dice, and the sheet beside or below */
  AdwClamp      *dice_clamp;
  GtkLabel      *round_label;
  GtkLabel      *status_label;
  GtkBox        *free_box;
  GtkFrame      *kept_frame;
  GtkBox        *kept_box;
  GtkButton     *roll_button;
  GtkLabel      *hint_label;
  GtkLabel      *events_label;
  CyScoreSheet  *sheet;
};

/* cy-dice-table-view.c */
void  _cy_dice_table_view_show_game          (CyDiceTableView     *self,
                                              CyDiceGame          *game);

/* cy-dice-table-view-moves.c */
void  _cy_dice_table_view_class_moves_init   (GtkWidgetClass      *widget_class);
void  _cy_dice_table_view_game_view_init     (CyGameViewInterface *iface);
void  _cy_dice_table_view_add_keys           (CyDiceTableView     *self);
void  _cy_dice_table_view_update_actions     (CyDiceTableView     *self);
void  _cy_dice_table_view_on_match_changed   (CyDiceTableView     *self);
void  _cy_dice_table_view_load_log           (CyDiceTableView     *self);
void  _cy_dice_table_view_on_logged          (CyDiceTableView     *self,
                                              const char          *text);
void  _cy_dice_table_view_on_replay_game     (CyDiceTableView     *self);

G_END_DECLS
