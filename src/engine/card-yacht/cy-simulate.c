/* cy-simulate.c: whole Card Yacht games between computer players, driven
 * by the same match controller as the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-match.h"
#include "cy-simulate.h"

static void
on_decision (CyMatch      *match,
             guint         seat,
             CyPlayerKind  kind,
             gint64        elapsed_ns,
             gpointer      user_data)
{
  CyGameResult *result = user_data;

  result->moves++;
  if (result->decision_ns[seat] != NULL)
    g_array_append_val (result->decision_ns[seat], elapsed_ns);
}

static gint64
now_ns (void)
{
  return g_get_monotonic_time () * 1000;
}

/* A seat played by something else than a policy, timed like one. */
static gboolean
play_seat_func (CyMatch   *match,
                guint      seat,
                gpointer   user_data,
                GError   **error)
{
  CyGameResult *result = user_data;
  gint64 started = now_ns ();

  if (!result->seat_funcs[seat] (match, seat, result->seat_data[seat], error))
    return FALSE;

  on_decision (match, seat, CY_PLAYER_KIND_HUMAN, now_ns () - started, result);
  return TRUE;
}

static void
on_hand_ended (CyGame       *game,
               CyGameResult *result)
{
  CyHandEnd end = cy_game_get_hand_end (game);

  if (end < G_N_ELEMENTS (result->hand_ends))
    result->hand_ends[end]++;
}

/* Plays one game from the seat draw to the end, every seat a computer
 * policy, each deciding only from what its seat may see. Returns FALSE
 * (with @error) at the first illegal move or broken invariant. */
gboolean
cy_simulate_game (const CyPlayerKind  *kinds,
                  guint                n_players,
                  const CyRuleOptions *options,
                  guint64              deal_number,
                  guint64              ai_seed,
                  gboolean             check_invariants,
                  CyGameResult        *result,
                  GError             **error)
{
  g_autoptr(CyGame) game = NULL;
  g_autoptr(CyMatch) match = NULL;
  CyPlayer *players[CY_MAX_PLAYERS] = { NULL };

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("Seat %u", p + 1);

      players[p] = cy_player_new (name, kinds[p]);
    }

  game = cy_game_new (players, n_players, options, deal_number);
  for (guint p = 0; p < n_players; p++)
    g_object_unref (players[p]);

  result->moves = 0;
  g_signal_connect (game, "hand-ended", G_CALLBACK (on_hand_ended), result);
  if (!cy_game_start (game, error))
    return FALSE;

  match = cy_match_new (CY_MATCH_GAME (game), ai_seed);
  cy_match_set_decision_observer (match, on_decision, result);
  for (guint p = 0; p < n_players; p++)
    if (result->seat_funcs[p] != NULL)
      cy_match_set_seat_func (match, p, play_seat_func, result, NULL);
  if (!cy_match_run_sync (match, check_invariants, error))
    return FALSE;

  for (guint p = 0; p < n_players; p++)
    result->totals[p] = cy_game_get_total (game, p);
  result->winners = cy_game_get_winners (game);

  return TRUE;
}
