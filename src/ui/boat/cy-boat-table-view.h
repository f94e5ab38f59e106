/* cy-boat-table-view.h: the table of a game of Boat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-boat-game.h"
#include "cy-card-cache.h"
#include "cy-match.h"

G_BEGIN_DECLS

#define CY_TYPE_BOAT_TABLE_VIEW (cy_boat_table_view_get_type ())

G_DECLARE_FINAL_TYPE (CyBoatTableView, cy_boat_table_view, CY, BOAT_TABLE_VIEW, GtkWidget)

/* A card being dragged from a hand: the payload of the table's drags, so
 * that text dropped from another application never becomes a move. */
typedef struct
{
  guint8      seat;
  CyBoatCard  card;
} CyBoatCardDrag;

#define CY_TYPE_BOAT_CARD_DRAG (cy_boat_card_drag_get_type ())

GType           cy_boat_card_drag_get_type        (void) G_GNUC_CONST;

GtkWidget      *cy_boat_table_view_new            (CyCardCache      *cache);
/* Shows @match (its game a CyBoatGame) from the match's viewer's seat;
 * NULL shows nothing. */
void            cy_boat_table_view_set_match      (CyBoatTableView  *self,
                                                   CyMatch          *match);
CyMatch        *cy_boat_table_view_get_match      (CyBoatTableView  *self);
/* A status line ("Welcome back") kept until the next move; NULL gives the
 * table's own back. */
void            cy_boat_table_view_set_status     (CyBoatTableView  *self,
                                                   const char       *text);
/* Why a request was refused, or a word about the moment; NULL clears it. */
void            cy_boat_table_view_set_hint       (CyBoatTableView  *self,
                                                   const char       *text);
const char     *cy_boat_table_view_get_hint       (CyBoatTableView  *self);
/* "Ann and Cat win the game, 515 to 430", once the game is over. */
char           *cy_boat_table_view_describe_result (CyBoatTableView *self);

/* For tests and the keyboard: the widget of @card in the hand at the
 * bottom, or NULL; the bid button of @bid (0: Pass) while bidding. */
GtkWidget      *cy_boat_table_view_get_hand_card  (CyBoatTableView  *self,
                                                   CyBoatCard        card);
GtkWidget      *cy_boat_table_view_get_bid_button (CyBoatTableView  *self,
                                                   guint             bid);
/* The cards chosen to be discarded (the high bidder's, before confirming). */
CyBoatCardSet   cy_boat_table_view_get_discard_choice (CyBoatTableView *self);

G_END_DECLS
