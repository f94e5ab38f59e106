/* cy-random.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cy-random.h"

void
cy_random_init (CyRandom *rng,
                guint64   seed,
                guint64   stream)
{
  rng->state = 0;
  rng->inc = (stream << 1) | 1;
  cy_random_next (rng);
  rng->state += seed;
  cy_random_next (rng);
}

guint32
cy_random_next (CyRandom *rng)
{
  guint64 old = rng->state;
  guint32 xorshifted;
  guint32 rot;

  rng->state = old * G_GUINT64_CONSTANT (6364136223846793005) + rng->inc;
  xorshifted = (guint32) (((old >> 18) ^ old) >> 27);
  rot = (guint32) (old >> 59);

  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/* Uniform in [0, bound) without modulo bias (Lemire's method would need
 * 128-bit products; rejection is simpler and bound is always small here). */
guint32
cy_random_below (CyRandom *rng,
                 guint32   bound)
{
  guint32 threshold;

  g_return_val_if_fail (bound > 0, 0);

  threshold = (-bound) % bound;
  for (;;)
    {
      guint32 r = cy_random_next (rng);
      if (r >= threshold)
        return r % bound;
    }
}

/* Fisher-Yates. */
void
cy_random_shuffle (CyRandom *rng,
                   guint8   *items,
                   guint     n_items)
{
  for (guint i = n_items; i > 1; i--)
    {
      guint j = cy_random_below (rng, i);
      guint8 tmp = items[i - 1];

      items[i - 1] = items[j];
      items[j] = tmp;
    }
}
