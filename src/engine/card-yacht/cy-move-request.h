/* cy-move-request.h: what a person's selection or drop means in Card Yacht
 *
 * The window shows the table and reports gestures: which cards are picked
 * where, and which cards were dropped where. Whether that makes a move,
 * which one, whether it is allowed and, if not, why not, is decided here,
 * from the mover's seat view, with the rules' own wording.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "cy-rules.h"

G_BEGIN_DECLS

/* Cards picked up together from one place: the payload of a drag, or a
 * selection. A boxed type, so that a drag carries it as a value and a
 * text dropped from another application never becomes a move. */
typedef struct
{
  CyZone  zone;                 /* CY_ZONE_HAND or CY_ZONE_HARBOR */
  guint8  seat;                 /* whose hand or Harbor */
  guint8  n_cards;
  CyCard  cards[CY_DECK_SIZE];
} CyCardPick;

#define CY_TYPE_CARD_PICK (cy_card_pick_get_type ())

GType        cy_card_pick_get_type   (void) G_GNUC_CONST;
CyCardPick  *cy_card_pick_copy       (const CyCardPick *pick);
void         cy_card_pick_free       (CyCardPick       *pick);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CyCardPick, cy_card_pick_free)

/* What the person has picked on the table: cards of their own hand, and
 * cards of at most one opponent's Harbor (harbor.n_cards 0 when none). */
typedef struct
{
  CyCardPick  hand;
  CyCardPick  harbor;
} CySelection;

typedef enum
{
  CY_MOVE_ACTION_KNOCK,
  CY_MOVE_ACTION_DRAW,
  CY_MOVE_ACTION_EXCHANGE,
  CY_MOVE_ACTION_PASS,
  CY_N_MOVE_ACTIONS,
} CyMoveAction;

/* The move a button or key would make now with @selection: TRUE with the
 * move if it is allowed, or FALSE with the reason it is not. */
gboolean    cy_move_request_for_action   (const CySeatView  *view,
                                          CyMoveAction       action,
                                          const CySelection *selection,
                                          CyMove            *move,
                                          GError           **error);

typedef enum
{
  CY_DROP_REFUSED,   /* no move; @error says why */
  CY_DROP_PLAY,      /* play @move now */
  CY_DROP_CONFIRM,   /* show @move and wait for a confirmation */
  CY_DROP_PROMPT,    /* half a move: @prompt says what to pick next */
} CyDropOutcome;

/* Cards dragged from @dragged and dropped on the viewer's own hand or
 * Harbor (@onto). Everything is checked before any card is described. */
CyDropOutcome cy_move_request_for_drop   (const CySeatView  *view,
                                          const CyCardPick  *dragged,
                                          CyZone             onto,
                                          const CySelection *selection,
                                          CyMove            *move,
                                          char             **prompt,
                                          GError           **error);

/* The status line for the person to move: what they may do now. */
char       *cy_move_request_turn_prompt  (const CySeatView  *view,
                                          const char        *name);

/* "Lay the Three of Clubs in your Harbor and take the King of Spades from
 * Ann’s Harbor?" for a checked exchange (or draw). */
char       *cy_move_request_describe     (const CyMove      *move,
                                          const char        *opponent_name);

G_END_DECLS
