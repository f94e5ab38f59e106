/* cy-boat-score-pad.h: Boat's score pad on paper (PDF, SVG, PNG, printer)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "cy-boat-game.h"

G_BEGIN_DECLS

/* Draws the pad on a page of @width × @height points: a row per hand
 * (dealer, high bidder and bid, trump, each partnership's points, made or
 * set, the bidders' par, the changes and the running totals), filled from
 * @game or blank when it is NULL; @names (four, seat 0 first, or NULL)
 * head a blank pad. Each finished hand's par is solved while drawing. */
void      cy_boat_score_pad_draw    (cairo_t              *cr,
                                     double                width,
                                     double                height,
                                     CyBoatGame           *game,
                                     const char * const   *names);
gboolean  cy_boat_score_pad_export  (const char           *filename,
                                     double                width,
                                     double                height,
                                     CyBoatGame           *game,
                                     const char * const   *names,
                                     GError              **error);

G_END_DECLS
