/* cy-boat-table-view-private.h: the fields of CyBoatTableView, shared by
 * its files (the table and the moves; the score pad, the log and the
 * header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "cy-boat-table-view.h"
#include "cy-game-view.h"
#include "cy-wrap-box.h"

G_BEGIN_DECLS

/* Places around the table, from the bottom seat clockwise. */
enum {
  SPOT_BOTTOM,
  SPOT_LEFT,
  SPOT_TOP,
  SPOT_RIGHT,
  N_SPOTS
};

typedef struct
{
  GtkWidget  *box;
  GtkLabel   *name;
  GtkLabel   *call;
  GtkWidget  *cards;       /* face-down cards (none at the bottom) */
  GtkLabel   *count;
} CyBoatSpot;

#define CY_BOAT_N_BIDS ((CY_BOAT_MAX_BID - CY_BOAT_MIN_BID) / CY_BOAT_BID_STEP + 1)

struct _CyBoatTableView
{
  GtkWidget       parent_instance;

  CyCardCache    *cache;
  GSettings      *settings;
  CyMatch        *match;
  CyReplay       *replay;            /* read-only: the record viewer's */
  CyBoatGame     *game;
  GSignalGroup   *match_signals;
  GSignalGroup   *game_signals;

  guint           bottom;            /* the seat shown at the bottom */
  CyBoatCardSet   chosen;            /* the discard being chosen */
  guint           chosen_hand;       /* … in this hand (its number) */
  char           *status_kept;       /* a line set from outside ("Welcome back"), shown above the prompt until the next move */
  GPtrArray      *log_lines;
  guint           pad_key;           /* what the score pad shows, to build it again only on change */
  guint           last_trick_key;    /* likewise the last trick's popover */
  /* Each finished hand's par, by its index in the game (-1: not known
   * yet), worked out in a thread one hand at a time: par_hand is the one
   * being worked out (or -1). */
  GArray         *pars;
  int             par_hand;
  GCancellable   *par_cancellable;
  /* The coach's advice: for which position (0: none asked), whether it is
   * shown, and the request being worked out. */
  guint64         coach_key;
  gboolean        coach_ready;
  GCancellable   *coach_cancellable;
  guint64         focus_key;         /* the position the keyboard focus was last placed for */
  gboolean        focus_after_start; /* a new match: the focus comes to the table */

  CyBoatSpot      spots[N_SPOTS];
  GtkWidget      *trick_cards[N_SPOTS];
  GtkWidget      *trick_grid;
  GtkWidget      *bonus_box;
  GtkStack       *center_stack;
  GtkWidget      *hand_cards[CY_BOAT_DECK_SIZE];
  GtkWidget      *bid_buttons[CY_BOAT_N_BIDS + 1];   /* the last: Pass */
  GtkWidget      *trump_buttons[CY_N_SUITS];

  /* Card widths in logical pixels, chosen to fit the allocation. */
  int             hand_width;
  int             layout_key[4];
  gboolean        narrow;            /* a phone: the seats and the hand made small */
  gboolean        fitted;            /* the whole table fitted the last layout */
  double          scrolled_from_bottom;

  /* Template widgets */
  GtkScrolledWindow *table_scroller;
  GtkWidget      *main_box;
  GtkBox         *header_box;
  GtkLabel       *contract_label;
  GtkLabel       *scores_label;
  GtkMenuButton  *last_trick_button;
  GtkMenuButton  *hint_button;
  GtkPopover     *coach_popover;
  GtkSpinner     *coach_spinner;
  GtkLabel       *coach_label;
  GtkToggleButton *pad_toggle;
  AdwFlap        *pad_flap;
  int             pad_auto;          /* 1 + whether the pad was last folded over the table */
  GtkWidget      *count_box;
  GtkLabel       *count_names[CY_BOAT_N_TEAMS];
  GtkLabel       *count_points[CY_BOAT_N_TEAMS];
  GtkLabel       *count_needed;
  GtkLabel       *last_trick_label;
  GtkBox         *last_trick_box;
  GtkLabel       *status_label;
  GtkGrid        *seats_grid;
  GtkLabel       *hint_label;
  GtkStack       *panel_stack;
  GtkFlowBox     *bids_box;
  GtkLabel       *discard_label;
  GtkBox         *trump_box;
  GtkLabel       *hand_over_label;
  GtkWidget      *next_hand_button;
  CyWrapBox      *hand_box;
  GtkWidget      *side_box;
  GtkGrid        *pad_grid;
  GtkGrid        *pad_heading_grid;
  GtkSizeGroup   *pad_columns[3 + CY_BOAT_N_TEAMS];
  GtkScrolledWindow *pad_scroller;
  GtkScrolledWindow *log_scroller;
  GtkLabel       *log_label;
};

/* A card of the hand at its widest: on a big screen, readable from a sofa. */
#define CY_BOAT_HAND_MAX_WIDTH 132

/* The image that draws @card: the Boat card is the theme's red joker. */
static inline CyCardImage
_cy_boat_card_image (CyBoatCard card)
{
  return cy_boat_card_is_boat (card) ? CY_CARD_IMAGE_BOAT : (CyCardImage) cy_boat_card_to_card (card);
}

/* cy-boat-table-view.c */
gboolean    _cy_boat_table_view_can_act   (CyBoatTableView  *self);
gboolean    _cy_boat_table_view_face_up   (CyBoatTableView  *self);
const char *_cy_boat_table_view_seat_name (CyBoatTableView  *self,
                                           guint             seat);
void        _cy_boat_table_view_refresh   (CyBoatTableView  *self);

/* cy-boat-table-view-seats.c */
char       *_cy_boat_table_view_describe_taken_trick (CyBoatTableView  *self,
                                                      const CyBoatView *view);
void        _cy_boat_table_view_update_spots  (CyBoatTableView  *self,
                                               const CyBoatView *view);
void        _cy_boat_table_view_update_center (CyBoatTableView  *self,
                                               const CyBoatView *view);
void        _cy_boat_table_view_update_hand   (CyBoatTableView  *self,
                                               const CyBoatView *view);

/* Read-only: shows @replay's game, every hand face up; NULL leaves it. */
void        _cy_boat_table_view_show_replay (CyBoatTableView *self,
                                             CyReplay        *replay);

/* cy-boat-table-view-game-view.c */
void        _cy_boat_table_view_game_view_init (CyGameViewInterface *iface);

/* cy-boat-table-view-moves.c */
void        _cy_boat_table_view_class_moves_init (GtkWidgetClass *widget_class);
GtkWidget  *_cy_boat_table_view_new_hand_card (CyBoatTableView *self,
                                               CyBoatCard       card);
gboolean    _cy_boat_table_view_on_drop   (GtkDropTarget    *target,
                                           const GValue     *value,
                                           double            x,
                                           double            y,
                                           CyBoatTableView  *self);

/* cy-boat-table-view-coach.c */
void        _cy_boat_table_view_class_coach_init (GtkWidgetClass *widget_class);
void        _cy_boat_table_view_update_coach  (CyBoatTableView  *self,
                                               const CyBoatView *view);
void        _cy_boat_table_view_stop_coach    (CyBoatTableView  *self);

/* cy-boat-table-view-layout.c */
void        _cy_boat_table_view_init_layout (CyBoatTableView *self);
void        _cy_boat_table_view_build     (CyBoatTableView  *self);
/* The bids' and the trumps' arrow-key groups: @button takes the focus;
 * after a change of the buttons shown, one takes it from outside. */
void        _cy_boat_table_view_group_focus  (GtkWidget *button);
void        _cy_boat_table_view_group_update (GtkWidget *box);
void        _cy_boat_table_view_size_allocate (GtkWidget *widget,
                                               int        width,
                                               int        height,
                                               int        baseline);
void        _cy_boat_table_view_measure   (GtkWidget      *widget,
                                           GtkOrientation  orientation,
                                           int             for_size,
                                           int            *minimum,
                                           int            *natural,
                                           int            *minimum_baseline,
                                           int            *natural_baseline);

/* cy-boat-table-view-pad.c */
void        _cy_boat_table_view_class_pad_init (GtkWidgetClass *widget_class);
void        _cy_boat_table_view_init_pad  (CyBoatTableView *self);
char       *_cy_boat_team_name            (CyBoatTableView *self,
                                           guint            team);
void        _cy_boat_table_view_update_header (CyBoatTableView  *self,
                                               const CyBoatView *view);
void        _cy_boat_table_view_update_count  (CyBoatTableView  *self);
void        _cy_boat_table_view_update_pad    (CyBoatTableView  *self);
void        _cy_boat_table_view_update_last_trick (CyBoatTableView  *self,
                                                   const CyBoatView *view);
void        _cy_boat_table_view_load_log  (CyBoatTableView *self);
void        _cy_boat_table_view_add_log   (CyBoatTableView *self,
                                           const char      *text);
void        _cy_boat_table_view_scroll_log_later (CyBoatTableView *self);
void        _cy_boat_table_view_reset_pars (CyBoatTableView *self);
char       *_cy_boat_table_view_get_par_line (CyBoatTableView *self,
                                              guint            index);

G_END_DECLS
