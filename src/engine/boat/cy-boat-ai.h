/* cy-boat-ai.h: computer players for Boat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-boat-rules.h"
#include "cy-player.h"
#include "cy-random.h"

G_BEGIN_DECLS

/* The action of policy @kind for the seat of @view, which must be the seat
 * to act. A computer player decides from the view alone: it holds no other
 * hand, no Bonus Card and no discard but the seat's own, so no policy can
 * peek however it is written. The same view and generator state give the
 * same action; safe to call from any thread. */
void  cy_boat_ai_decide  (CyPlayerKind       kind,
                          const CyBoatView  *view,
                          CyRandom          *rng,
                          CyBoatAction      *action);

G_END_DECLS
