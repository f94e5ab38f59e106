/* cy-cli-tally.c: what a simulate command counts and prints
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-cli-tally.h"

void
cy_cli_tally_init (CyCliTally         *self,
                   const CyPlayerKind *kinds,
                   guint               n_seats)
{
  g_return_if_fail (n_seats >= 1 && n_seats <= CY_MATCH_MAX_SEATS);

  memset (self, 0, sizeof *self);
  self->n_seats = n_seats;
  for (guint p = 0; p < n_seats; p++)
    {
      self->kinds[p] = kinds[p];
      self->decision_ns[p] = g_array_new (FALSE, FALSE, sizeof (gint64));
    }
}

void
cy_cli_tally_clear (CyCliTally *self)
{
  for (guint p = 0; p < self->n_seats; p++)
    g_clear_pointer (&self->decision_ns[p], g_array_unref);
  g_clear_pointer (&self->first_violation, g_free);
}

void
cy_cli_tally_add_game (CyCliTally  *self,
                       const guint *totals,
                       guint        winners)
{
  guint n_winners = (guint) __builtin_popcount (winners);

  for (guint p = 0; p < self->n_seats; p++)
    {
      self->totals[p] += totals[p];
      if (winners & (1u << p))
        self->wins[p] += 1.0 / n_winners;
    }
}

void
cy_cli_tally_add_violation (CyCliTally   *self,
                            guint         game,
                            const GError *error)
{
  if (self->violations++ == 0)
    self->first_violation = g_strdup_printf ("game %u: %s", game, error->message);
}

void
cy_cli_tally_merge (CyCliTally       *self,
                    const CyCliTally *other)
{
  for (guint p = 0; p < self->n_seats; p++)
    {
      self->totals[p] += other->totals[p];
      self->wins[p] += other->wins[p];
      g_array_append_vals (self->decision_ns[p], other->decision_ns[p]->data, other->decision_ns[p]->len);
    }

  if (self->first_violation == NULL && other->first_violation != NULL)
    self->first_violation = g_strdup (other->first_violation);
  self->violations += other->violations;
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a;
  gint64 y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static double
percentile_ms (GArray *sorted,
               double  fraction)
{
  guint index;

  if (sorted->len == 0)
    return 0.0;

  index = (guint) (fraction * (sorted->len - 1) + 0.5);
  return g_array_index (sorted, gint64, index) / 1e6;
}

void
cy_cli_tally_print (const CyCliTally *self,
                    guint             games,
                    double            seconds,
                    gboolean          json,
                    const char       *what,
                    GString          *out)
{
  guint completed = games - self->violations;

  if (json)
    {
      g_string_append_printf (out, "{\"games\":%u,\"seats\":[", games);
      for (guint p = 0; p < self->n_seats; p++)
        g_string_append_printf (out, "%s{\"policy\":\"%s\",\"mean_score\":%.3f,\"wins\":%.3f}",
                                p ? "," : "", cy_player_kind_get_key (self->kinds[p]),
                                completed ? (double) self->totals[p] / completed : 0.0, self->wins[p]);
      g_string_append_printf (out, "],\"violations\":%u,\"games_per_second\":%.1f,\"decision_ms\":{",
                              self->violations, games / seconds);
    }
  else
    {
      /* Translators: "2000 games of yacht-1938 in 1.234 s (1620 games per second), 0 violations" */
      g_string_append_printf (out, _("%u %s in %.3f s (%.0f games per second), %u violations\n"),
                              games, what, seconds, games / seconds, self->violations);
      if (self->first_violation != NULL)
        g_string_append_printf (out, _("First violation: %s\n"), self->first_violation);
      for (guint p = 0; p < self->n_seats; p++)
        g_string_append_printf (out, _("Seat %u  %-7s mean %7.2f  wins %8.1f\n"), p + 1,
                                cy_player_kind_get_key (self->kinds[p]),
                                (double) self->totals[p] / MAX (1, completed), self->wins[p]);
    }

  /* One entry per distinct policy, pooling its seats. */
  for (guint p = 0, n_listed = 0; p < self->n_seats; p++)
    {
      g_autoptr(GArray) pooled = g_array_new (FALSE, FALSE, sizeof (gint64));
      gboolean seen = FALSE;

      for (guint q = 0; q < p; q++)
        seen |= self->kinds[q] == self->kinds[p];
      if (seen)
        continue;

      for (guint q = p; q < self->n_seats; q++)
        if (self->kinds[q] == self->kinds[p])
          g_array_append_vals (pooled, self->decision_ns[q]->data, self->decision_ns[q]->len);
      g_array_sort (pooled, compare_gint64);

      if (json)
        g_string_append_printf (out, "%s\"%s\":{\"p50\":%.6f,\"p95\":%.6f}", n_listed++ ? "," : "",
                                cy_player_kind_get_key (self->kinds[p]),
                                percentile_ms (pooled, 0.50), percentile_ms (pooled, 0.95));
      else
        g_string_append_printf (out, _("%-7s decisions: p50 %.4f ms, p95 %.4f ms\n"),
                                cy_player_kind_get_key (self->kinds[p]),
                                percentile_ms (pooled, 0.50), percentile_ms (pooled, 0.95));
    }

  if (json)
    g_string_append_c (out, '}');
}
