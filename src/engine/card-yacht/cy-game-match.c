/* cy-game-match.c: Card Yacht as a game the match controller runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-ai.h"
#include "cy-error.h"
#include "cy-game-hint.h"
#include "cy-game-private.h"
#include "cy-game-record.h"
#include "cy-match.h"
#include "cy-player-statistics.h"
#include "cy-statistics.h"

typedef struct
{
  CySeatView    view;
  CyGameAnswer  answer;
} Decision;

static const char *
cy_game_get_game_id (CyMatchGame *game)
{
  return "card-yacht";
}

static guint
cy_game_get_n_seats (CyMatchGame *game)
{
  return CY_GAME (game)->n_players;
}

static CyPlayer *
cy_game_match_get_player (CyMatchGame *game,
                          guint        seat)
{
  return cy_game_get_player (CY_GAME (game), seat);
}

/* In the scoring phase computer players write their hands first, then the
 * people in seat order, each at the screen in turn. */
static CyMatchStep
cy_game_get_step (CyMatchGame *game,
                  guint       *seat)
{
  CyGame *self = CY_GAME (game);

  switch (self->phase)
    {
    case CY_PHASE_TURNS:
    case CY_PHASE_LAST_TURNS:
      *seat = self->to_move;
      return CY_MATCH_STEP_TURN;

    case CY_PHASE_SCORING:
      {
        int human = -1;

        for (guint p = 0; p < self->n_players; p++)
          {
            if (self->hand_category[p] >= 0)
              continue;
            if (!cy_player_is_human (self->players[p]))
              {
                *seat = p;
                return CY_MATCH_STEP_SCORE;
              }
            if (human < 0)
              human = (int) p;
          }
        *seat = (guint) MAX (human, 0);
        return CY_MATCH_STEP_SCORE;
      }

    case CY_PHASE_SEAT_DRAW:
    case CY_PHASE_HAND_OVER:
      return CY_MATCH_STEP_HAND_OVER;

    case CY_PHASE_GAME_OVER:
    default:
      return CY_MATCH_STEP_GAME_OVER;
    }
}

static void
cy_game_prepare_decision (CyMatchGame *game,
                          CyDecision  *decision)
{
  CyGame *self = CY_GAME (game);
  Decision *data = g_new0 (Decision, 1);

  cy_game_get_seat_view (self, decision->seat, &data->view);
  data->answer.scoring = self->phase == CY_PHASE_SCORING;
  decision->data = data;
  decision->free_data = g_free;
}

void
_cy_game_decide (CyPlayerKind       kind,
                 const CySeatView  *view,
                 CyRandom          *rng,
                 CyGameAnswer      *answer)
{
  if (answer->scoring)
    answer->category = cy_ai_choose_category (kind, view, rng);
  else
    cy_ai_choose_move (kind, view, rng, &answer->move);
}

gboolean
_cy_game_apply_answer (CyGame              *self,
                       guint                seat,
                       const CyGameAnswer  *answer,
                       GError             **error)
{
  if (answer->scoring)
    return cy_game_score (self, seat, answer->category, error);

  if (self->to_move != seat)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("It is not this player’s turn"));
      return FALSE;
    }

  return cy_game_play (self, &answer->move, error);
}

/* In a worker thread: only the seat's view and generator. */
static void
cy_game_decide (CyDecision *decision)
{
  Decision *data = decision->data;

  _cy_game_decide (decision->kind, &data->view, &decision->rng, &data->answer);
}

static gboolean
cy_game_apply_decision (CyMatchGame  *game,
                        CyDecision   *decision,
                        GError      **error)
{
  Decision *data = decision->data;

  return _cy_game_apply_answer (CY_GAME (game), decision->seat, &data->answer, error);
}

static gboolean
check_turn (CyGame  *self,
            guint    seat,
            GError **error)
{
  if ((self->phase != CY_PHASE_TURNS && self->phase != CY_PHASE_LAST_TURNS) || self->to_move != seat)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("It is not this player’s turn"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
cy_game_may_play (CyMatchGame    *game,
                  guint           seat,
                  gconstpointer   data,
                  GError        **error)
{
  CyGame *self = CY_GAME (game);
  const CyGameAction *action = data;
  CySeatView view;

  if (action->score)
    return cy_game_may_score (self, seat, action->category, error);

  if (!check_turn (self, seat, error))
    return FALSE;

  cy_game_get_seat_view (self, seat, &view);
  return cy_rules_check_move (&view, &action->move, error);
}

static gboolean
cy_game_match_play (CyMatchGame    *game,
                    guint           seat,
                    gconstpointer   data,
                    GError        **error)
{
  CyGame *self = CY_GAME (game);
  const CyGameAction *action = data;

  if (action->score)
    return cy_game_score (self, seat, action->category, error);

  return check_turn (self, seat, error) && cy_game_play (self, &action->move, error);
}

static gboolean
cy_game_next_hand (CyMatchGame  *game,
                   GError      **error)
{
  CyGame *self = CY_GAME (game);

  if (self->phase == CY_PHASE_SEAT_DRAW)
    return cy_game_start (self, error);

  return cy_game_deal_next_hand (self, error);
}

static gboolean
cy_game_can_undo (CyMatchGame *game,
                  guint        seat)
{
  CyGame *self = CY_GAME (game);

  return seat < self->n_players &&
         (self->phase == CY_PHASE_SCORING || self->phase == CY_PHASE_HAND_OVER) &&
         self->hand_category[seat] >= 0;
}

static gboolean
cy_game_undo (CyMatchGame  *game,
              guint         seat,
              GError      **error)
{
  return cy_game_unscore (CY_GAME (game), seat, error);
}

static GBytes *
cy_game_save (CyMatchGame *game)
{
  return cy_game_save_to_bytes (CY_GAME (game));
}

static gboolean
cy_game_match_check_invariants (CyMatchGame  *game,
                                GError      **error)
{
  return cy_game_check_invariants (CY_GAME (game), error);
}

static guint
cy_game_match_get_winners (CyMatchGame *game)
{
  return cy_game_get_winners (CY_GAME (game));
}

static gboolean
cy_game_record_statistics (CyMatchGame  *game,
                           GError      **error)
{
  return cy_statistics_record_game (CY_GAME (game), error);
}

void
_cy_game_match_game_iface_init (CyMatchGameInterface *iface)
{
  iface->get_game_id = cy_game_get_game_id;
  iface->get_n_seats = cy_game_get_n_seats;
  iface->get_player = cy_game_match_get_player;
  iface->get_step = cy_game_get_step;
  iface->prepare_decision = cy_game_prepare_decision;
  iface->decide = cy_game_decide;
  iface->apply_decision = cy_game_apply_decision;
  iface->may_play = cy_game_may_play;
  iface->play = cy_game_match_play;
  iface->next_hand = cy_game_next_hand;
  iface->can_undo = cy_game_can_undo;
  iface->undo = cy_game_undo;
  iface->save = cy_game_save;
  iface->check_invariants = cy_game_match_check_invariants;
  iface->get_winners = cy_game_match_get_winners;
  iface->record_statistics = cy_game_record_statistics;
}

static CyMatchGame *
load_card_yacht (GBytes  *bytes,
                 GError **error)
{
  return (CyMatchGame *) cy_game_load_from_bytes (bytes, error);
}

void
cy_game_register_match_loader (void)
{
  cy_match_register_game ("card-yacht", load_card_yacht);
}

static char *
hint_json (GObject        *game,
           const guint64  *seed,
           GError        **error)
{
  return cy_game_hint_json (CY_GAME (game), seed, error);
}

const CyGameInfo *
cy_game_get_info (void)
{
  static const CyGameInfo info = {
    .id = "card-yacht",
    .name = N_("Card Yacht"),
    .summary = N_("Cards: swap cards through face-up piles for the best five, twelve hands"),
    .min_seats = CY_MIN_PLAYERS,
    .max_seats = CY_MAX_PLAYERS,
    .levels = 1u << CY_PLAYER_KIND_EASY | 1u << CY_PLAYER_KIND_NORMAL | 1u << CY_PLAYER_KIND_HARD |
              1u << CY_PLAYER_KIND_EXPERT,
    .load = load_card_yacht,
    .get_record_format = cy_game_record_get_format,
    .hint_json = hint_json,
  };

  return &info;
}
