/* cy-simulate.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <time.h>

#include "cy-ai.h"
#include "cy-simulate.h"

static inline gint64
now_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void
record_decision (CyGameResult *result,
                 guint         seat,
                 gint64        started)
{
  if (result->decision_ns[seat] != NULL)
    {
      gint64 elapsed = now_ns () - started;
      g_array_append_val (result->decision_ns[seat], elapsed);
    }
}

/* Plays one game from the seat draw to the end, every seat a computer
 * policy, asking each policy only for what its seat may see. Returns FALSE
 * (with @error) at the first illegal move or broken invariant. */
gboolean
cy_simulate_game (const CyPlayerKind  *kinds,
                  guint                n_players,
                  const CyRuleOptions *options,
                  guint64              deal_number,
                  gboolean             check_invariants,
                  CyGameResult        *result,
                  GError             **error)
{
  g_autoptr(CyGame) game = NULL;
  CyPlayer *players[CY_MAX_PLAYERS] = { NULL };
  CyRandom rngs[CY_MAX_PLAYERS];
  gboolean timed = FALSE;

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("Seat %u", p + 1);

      players[p] = cy_player_new (name, kinds[p]);
      cy_random_init (&rngs[p], deal_number, p + 1);
      timed |= result->decision_ns[p] != NULL;
    }

  game = cy_game_new (players, n_players, options, deal_number);
  for (guint p = 0; p < n_players; p++)
    g_object_unref (players[p]);

  result->moves = 0;
  if (!cy_game_start (game, error))
    return FALSE;

  while (cy_game_get_phase (game) != CY_PHASE_GAME_OVER)
    {
      CyPhase phase = cy_game_get_phase (game);
      CySeatView view;

      if (phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS)
        {
          guint seat = cy_game_get_to_move (game);
          gint64 started = timed ? now_ns () : 0;
          CyMove move;

          if (result->seat_funcs[seat] != NULL)
            {
              if (!result->seat_funcs[seat] (game, seat, result->seat_data[seat], error))
                return FALSE;
              if (timed)
                record_decision (result, seat, started);
            }
          else
            {
              cy_game_get_seat_view (game, seat, &view);
              cy_ai_choose_move (kinds[seat], &view, &rngs[seat], &move);
              if (timed)
                record_decision (result, seat, started);

              if (!cy_game_play (game, &move, error))
                return FALSE;
            }
        }
      else if (phase == CY_PHASE_SCORING)
        {
          for (guint seat = 0; seat < n_players; seat++)
            {
              gint64 started = timed ? now_ns () : 0;
              CyCategory category;

              if (result->seat_funcs[seat] != NULL)
                {
                  if (!result->seat_funcs[seat] (game, seat, result->seat_data[seat], error))
                    return FALSE;
                  if (timed)
                    record_decision (result, seat, started);
                  continue;
                }

              cy_game_get_seat_view (game, seat, &view);
              category = cy_ai_choose_category (kinds[seat], &view, &rngs[seat]);
              if (timed)
                record_decision (result, seat, started);

              if (!cy_game_score (game, seat, category, error))
                return FALSE;
            }
        }
      else if (!cy_game_new_round (game, error))
        return FALSE;

      result->moves++;
      if (check_invariants && !cy_game_check_invariants (game, error))
        return FALSE;
    }

  for (guint p = 0; p < n_players; p++)
    result->totals[p] = cy_game_get_total (game, p);
  result->winners = cy_game_get_winners (game);

  return TRUE;
}
