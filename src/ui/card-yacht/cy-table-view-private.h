/* cy-table-view-private.h: the fields of CyTableView, shared by its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-seat-panel.h"
#include "cy-table-view.h"

G_BEGIN_DECLS

/* Card widths in logical pixels, smallest and largest; between the two,
 * every row grows in step with the space there is. Face-up cards are never
 * narrower than CY_CARD_ROW_MIN_FACE_WIDTH. The largest are for a big
 * screen read from a sofa: a Harbor's cards as wide as a hand's on a
 * laptop. */
#define MIN_HAND_WIDTH   56
#define MAX_HAND_WIDTH  160
#define MAX_HARBOR_WIDTH 128
#define MIN_BACK_WIDTH   24
#define MAX_BACK_WIDTH   76
#define MAX_STOCK_WIDTH  112

/* The narrowest the table asks to be: a phone's width less the window's
 * edges. The cards shrink to fit it. */
#define TABLE_MIN_WIDTH 340

/* How many of the log's last lines the table shows. */
#define N_EVENT_LINES 2

typedef struct
{
  int hand;        /* the viewer's hand */
  int harbor;      /* every Harbor, and hands shown at the end of a hand */
  int back;        /* opponents' face-down hands */
  int stock;
} CardWidths;

/* What the card sizes were chosen for: the same again needs no new choice. */
typedef struct
{
  int     width;
  int     height;
  int     viewer;
  gboolean revealed;
  guint8  counts[2 * CY_MAX_PLAYERS];
} LayoutKey;

struct _CyTableView
{
  GtkWidget     parent_instance;

  CyCardCache  *cache;
  CyGame       *game;
  GSignalGroup *game_signals;
  GSignalGroup *log_signals;
  int           viewer;
  CySeatPanel  *panels[CY_MAX_PLAYERS];
  CyCardWidget *stock_card;
  gboolean      animate;
  gboolean      read_only;     /* a replay: every hand face up, no moves */
  gboolean      revealed;      /* every hand is shown, at the end of a hand */
  char         *hint;
  char         *proposal;
  char         *events_text;   /* the log's last lines, before they are fitted */
  guint         fit_tick;      /* the texts are fitted before the next frame */
  double        log_upper;     /* the log list's height a frame ago */
  LayoutKey     layout_key;
  CardWidths    widths;
  /* GtkScrollable: a window lower than the smallest table scrolls it up
   * and down; it never scrolls sideways. */
  GtkAdjustment *hadjustment;
  GtkAdjustment *vadjustment;
  GtkScrollablePolicy hscroll_policy;
  GtkScrollablePolicy vscroll_policy;
  double        scrolled_from_bottom;

  GtkBox       *main_box;
  GtkBox       *opponents_box;
  GtkBox       *stock_box;
  GtkLabel     *stock_label;
  GtkLabel     *round_label;
  GtkLabel     *status_label;
  GtkLabel     *events_label;
  GtkWidget    *message_box;
  GtkLabel     *confirm_label;
  GtkLabel     *hint_label;
  GtkWidget    *actions_box;
  GtkStack     *actions_stack;
  GtkBox       *viewer_box;
  GtkWidget    *knock_button;
  GtkWidget    *draw_button;
  GtkWidget    *exchange_button;
  GtkWidget    *pass_button;
  GtkWidget    *next_button;
  GtkWidget    *confirm_button;
  GtkWidget    *log_button;
  GtkScrolledWindow *log_scroller;
  GtkListBox   *log_list;
};

/* cy-table-view-layout.c */
void _cy_table_view_size_allocate (GtkWidget *widget, int width, int height, int baseline);
void _cy_table_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural, int *minimum_baseline, int *natural_baseline);
gboolean _cy_table_view_focus (GtkWidget *widget, GtkDirectionType direction);
void _cy_table_view_place_panels (CyTableView *self);
void _cy_table_view_set_focus_child (GtkWidget *widget, GtkWidget *child);

/* cy-table-view-dnd.c */
void _cy_table_view_add_drag_and_drop (CyTableView *self, CySeatPanel *panel);

/* cy-table-view-log.c */
void _cy_table_view_update_events (CyTableView *self);
void _cy_table_view_fit_texts (CyTableView *self);
void _cy_table_view_on_log_popover_show (CyTableView *self);

G_END_DECLS
