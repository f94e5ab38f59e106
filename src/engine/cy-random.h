/* cy-random.h: a small seeded random number generator whose state can be saved
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* PCG32 (O'Neill, pcg-random.org). GRand cannot be saved and restored,
 * and a resumed game must deal exactly as the original would have. */
typedef struct
{
  guint64 state;
  guint64 inc;
} CyRandom;

void     cy_random_init      (CyRandom *rng,
                              guint64   seed,
                              guint64   stream);
guint32  cy_random_next      (CyRandom *rng);
guint32  cy_random_below     (CyRandom *rng,
                              guint32   bound);
void     cy_random_shuffle   (CyRandom *rng,
                              guint8   *items,
                              guint     n_items);

G_END_DECLS
