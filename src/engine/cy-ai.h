/* cy-ai.h: computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cy-player.h"
#include "cy-random.h"
#include "cy-rules.h"

G_BEGIN_DECLS

/* A computer player decides from a CySeatView alone: what its seat may see.
 * The view holds no other hand and no order of the stock, so a policy cannot
 * peek at hidden cards however it is written. */
void        cy_ai_choose_move       (CyPlayerKind       kind,
                                     const CySeatView  *view,
                                     CyRandom          *rng,
                                     CyMove            *move);
CyCategory  cy_ai_choose_category   (CyPlayerKind       kind,
                                     const CySeatView  *view,
                                     CyRandom          *rng);

G_END_DECLS
