/* crowded-table.h: a match whose table has every region at its largest
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-match.h"

G_BEGIN_DECLS

/* The seat whose Harbor the crowded match fills. */
#define CY_CROWDED_BIG_SEAT       1u
#define CY_CROWDED_BIG_HARBOR    20u

/* Four players with long names; "You" (seat 0, the one person) to move in
 * the first hand, an opponent's Harbor holding 20 cards, and a log of
 * long exchange lines. The match is not started. */
CyMatch *cy_crowded_match_new (void);

G_END_DECLS
