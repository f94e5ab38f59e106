/* cy-boat-game-private.h: the instance of CyBoatGame, shared by its files
 * (cy-boat-game*.c: the moves, the match's side, save, record and simulate)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-boat-game.h"
#include "cy-match-game.h"

G_BEGIN_DECLS

struct _CyBoatGame
{
  GObject     parent_instance;

  CyPlayer   *players[CY_BOAT_N_SEATS];
  /* Deals the hands; saved, so that a resumed game deals as the original. */
  CyRandom    rng;
  /* Every hand of the game, the current one last: its deal and actions. */
  GArray     *hands;
  int         scores[CY_BOAT_N_TEAMS];
  int         winning_team;             /* -1 while the game goes on */
  guint       hand_limit;               /* 0: none */
  /* A simulated game nobody watches: no signal, no log line. */
  gboolean    quiet;
};

/* Replays @hands (deals and actions) into @self, which has none yet:
 * every action is checked as if played. */
gboolean  cy_boat_game_replay        (CyBoatGame        *self,
                                      const CyBoatHand  *hands,
                                      guint              n_hands,
                                      GError           **error);

/* cy-boat-game.c, for the game's other files */
CyBoatGame  *_cy_boat_game_new_bare        (CyPlayer * const  players[CY_BOAT_N_SEATS],
                                            guint64           deal_seed);
CyBoatHand  *_cy_boat_game_current_hand    (CyBoatGame       *self);
/* Whether @seat is the one person at the screen, whom the log speaks to
 * as "you" (cy_player_find_you()). */
gboolean     _cy_boat_game_is_you          (CyBoatGame       *self,
                                            guint             seat);
const char  *_cy_boat_game_seat_name       (CyBoatGame       *self,
                                            guint             seat);
void         _cy_boat_game_emit_event      (CyBoatGame       *self,
                                            char             *text);
void         _cy_boat_game_notify_turn     (CyBoatGame       *self);
char        *_cy_boat_game_describe_deal   (CyBoatGame       *self);
gboolean     _cy_boat_game_deal_next_hand  (CyBoatGame       *self,
                                            GError          **error);
void         _cy_boat_game_take_back_last_action (CyBoatGame *self);

/* cy-boat-game-match.c */
void         _cy_boat_game_match_game_init (CyMatchGameInterface *iface);

/* cy-boat-game-match.c: Boat's statistics file, for its registration */
const CyStatisticsFormat *_cy_boat_game_get_statistics_format (guint index);

G_END_DECLS
