/* cy-boat-game-match.c: CyBoatGame as a CyMatchGame, the game the match
 * controller runs: whose step it is, the computer players' decisions, a
 * person's moves by seat, taking back, saving, the invariants and the
 * statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-boat-ai.h"
#include "cy-boat-game-private.h"
#include "cy-boat-game-record.h"
#include "cy-error.h"
#include "cy-match.h"
#include "cy-statistics.h"

typedef struct
{
  CyBoatView    view;
  CyBoatAction  answer;
} BoatDecision;

static const char *
boat_get_game_id (CyMatchGame *game)
{
  return "boat";
}

static guint
boat_get_n_seats (CyMatchGame *game)
{
  return CY_BOAT_N_SEATS;
}

static CyPlayer *
boat_get_player (CyMatchGame *game,
                 guint        seat)
{
  return cy_boat_game_get_player (CY_BOAT_GAME (game), seat);
}

static CyMatchStep
boat_get_step (CyMatchGame *game,
               guint       *seat)
{
  CyBoatGame *self = CY_BOAT_GAME (game);
  const CyBoatHand *hand = _cy_boat_game_current_hand (self);

  if (self->winning_team >= 0 || cy_boat_game_is_stopped (self))
    return CY_MATCH_STEP_GAME_OVER;
  if (hand->phase == CY_BOAT_PHASE_HAND_OVER)
    return CY_MATCH_STEP_HAND_OVER;

  *seat = hand->turn;
  return CY_MATCH_STEP_TURN;
}

static void
boat_prepare_decision (CyMatchGame *game,
                       CyDecision  *decision)
{
  CyBoatGame *self = CY_BOAT_GAME (game);
  BoatDecision *data = g_new0 (BoatDecision, 1);
  guint seat = 0;

  boat_get_step (game, &seat);
  decision->seat = seat;
  decision->kind = cy_player_get_kind (self->players[seat]);
  cy_boat_game_get_view (self, seat, &data->view);

  cy_decision_clear (decision);
  decision->data = data;
  decision->free_data = g_free;
}

static void
boat_decide (CyDecision *decision)
{
  BoatDecision *data = decision->data;

  cy_boat_ai_decide (decision->kind, &data->view, &decision->rng, &data->answer);
}

static gboolean
boat_apply_decision (CyMatchGame  *game,
                     CyDecision   *decision,
                     GError      **error)
{
  BoatDecision *data = decision->data;

  g_return_val_if_fail (data != NULL, FALSE);

  return cy_boat_game_act (CY_BOAT_GAME (game), &data->answer, error);
}

/* A person's action, for the seat it names: no seat acts for another. */
static gboolean
check_seat_action (CyBoatGame          *self,
                   guint                seat,
                   const CyBoatAction  *action,
                   GError             **error)
{
  if (self->winning_team >= 0)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("The game is over"));
      return FALSE;
    }

  if (action->seat != seat)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("It is not this seat’s turn"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
boat_may_play (CyMatchGame    *game,
               guint           seat,
               gconstpointer   data,
               GError        **error)
{
  CyBoatGame *self = CY_BOAT_GAME (game);

  return check_seat_action (self, seat, data, error) &&
         cy_boat_hand_check_action (_cy_boat_game_current_hand (self), data, error);
}

static gboolean
boat_play (CyMatchGame    *game,
           guint           seat,
           gconstpointer   data,
           GError        **error)
{
  CyBoatGame *self = CY_BOAT_GAME (game);

  return check_seat_action (self, seat, data, error) && cy_boat_game_act (self, data, error);
}

static gboolean
boat_next_hand (CyMatchGame  *game,
                GError      **error)
{
  return _cy_boat_game_deal_next_hand (CY_BOAT_GAME (game), error);
}

/* A seat may take back its last card until the next seat plays; the last
 * card of a hand, which scores it, is final. */
static gboolean
boat_can_undo (CyMatchGame *game,
               guint        seat)
{
  CyBoatGame *self = CY_BOAT_GAME (game);
  const CyBoatHand *hand = _cy_boat_game_current_hand (self);

  return self->winning_team < 0 &&
         hand->phase == CY_BOAT_PHASE_PLAY &&
         hand->n_actions > 0 &&
         hand->actions[hand->n_actions - 1].kind == CY_BOAT_ACTION_PLAY &&
         hand->actions[hand->n_actions - 1].seat == seat;
}

static gboolean
boat_undo (CyMatchGame  *game,
           guint         seat,
           GError      **error)
{
  CyBoatGame *self = CY_BOAT_GAME (game);
  CyBoatAction last;
  g_autofree char *card = NULL;

  if (!boat_can_undo (game, seat))
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("Only your own last card can be taken back, before the next seat plays"));
      return FALSE;
    }

  last = _cy_boat_game_current_hand (self)->actions[_cy_boat_game_current_hand (self)->n_actions - 1];
  _cy_boat_game_take_back_last_action (self);

  card = cy_boat_card_get_name (last.card);
  if (_cy_boat_game_is_you (self, seat))
    /* Translators: %s is a card; the person at the screen takes it back */
    _cy_boat_game_emit_event (self, g_strdup_printf (_("You take back %s"), card));
  else
    /* Translators: the first %s is a player's name, the second a card */
    _cy_boat_game_emit_event (self, g_strdup_printf (_("%s takes back %s"), _cy_boat_game_seat_name (self, seat), card));
  _cy_boat_game_notify_turn (self);
  cy_match_game_emit_acted (game, (int) seat);
  return TRUE;
}

static GBytes *
boat_save (CyMatchGame *game)
{
  return cy_boat_game_save (CY_BOAT_GAME (game));
}

/* The state must be what its deals and actions make of it, and every card
 * must be in exactly one place. */
static gboolean
boat_check_invariants (CyMatchGame  *game,
                       GError      **error)
{
  CyBoatGame *self = CY_BOAT_GAME (game);
  g_autoptr(CyBoatGame) replay = _cy_boat_game_new_bare (self->players, 0);
  const CyBoatHand *hand = _cy_boat_game_current_hand (self);
  CyBoatCardSet seen = hand->discard;
  guint total = cy_boat_set_count (hand->discard);

  if (hand->phase == CY_BOAT_PHASE_BIDDING)
    {
      seen |= hand->bonus;
      total += CY_BOAT_BONUS_SIZE;
    }
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    {
      seen |= hand->hands[s];
      total += cy_boat_set_count (hand->hands[s]);
    }
  for (guint i = 0; i < hand->n_played; i++)
    {
      seen |= cy_boat_set_of (hand->played[i]);
      total++;
    }
  if (seen != CY_BOAT_SET_FULL || total != CY_BOAT_DECK_SIZE)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, "hand %u: %u cards where 41 distinct ones belong",
                   self->hands->len, total);
      return FALSE;
    }

  if (!cy_boat_game_replay (replay, (const CyBoatHand *) (gpointer) self->hands->data, self->hands->len, error))
    return FALSE;

  for (guint i = 0; i < self->hands->len; i++)
    if (memcmp (&g_array_index (self->hands, CyBoatHand, i),
                &g_array_index (replay->hands, CyBoatHand, i), sizeof (CyBoatHand)) != 0)
      {
        g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, "hand %u differs from its replay", i + 1);
        return FALSE;
      }

  if (memcmp (self->scores, replay->scores, sizeof self->scores) != 0 ||
      self->winning_team != replay->winning_team)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, "scores %d–%d differ from the hands’ %d–%d",
                   self->scores[0], self->scores[1], replay->scores[0], replay->scores[1]);
      return FALSE;
    }

  return TRUE;
}

static guint
boat_get_winners (CyMatchGame *game)
{
  CyBoatGame *self = CY_BOAT_GAME (game);

  if (self->winning_team < 0)
    return 0;

  /* Seats 0 and 2, or 1 and 3. */
  return 0x5u << self->winning_team;
}

/* Boat's statistics file, one entry a partnership: the common fields and
 * the contracts it bid and made, and bid and was set. */
enum { FIELD_CONTRACTS_MADE, FIELD_CONTRACTS_SET };

static const CyStatisticsFormat statistics_formats[] = {
  CY_STATISTICS_GAME_FORMAT ("boat", "contracts-made", "contracts-set"),
};

const CyStatisticsFormat *
_cy_boat_game_get_statistics_format (guint index)
{
  g_return_val_if_fail (index == 0, NULL);

  return &statistics_formats[0];
}

/* A finished game in the statistics of Boat, one entry a partnership
 * ("Ann & Nora"): its games, wins and contracts. */
static gboolean
boat_record_statistics (CyMatchGame  *game,
                        GError      **error)
{
  CyBoatGame *self = CY_BOAT_GAME (game);
  CyStatisticsResult entries[CY_BOAT_N_TEAMS] = { { 0 } };
  g_autofree char *name0 = NULL;
  g_autofree char *name1 = NULL;
  g_autoptr(GBytes) saved = NULL;

  if (self->winning_team < 0)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID, _("Only a finished game counts in the statistics"));
      return FALSE;
    }

  entries[0].name = name0 = g_strdup_printf ("%s & %s", _cy_boat_game_seat_name (self, 0), _cy_boat_game_seat_name (self, 2));
  entries[1].name = name1 = g_strdup_printf ("%s & %s", _cy_boat_game_seat_name (self, 1), _cy_boat_game_seat_name (self, 3));
  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    entries[t].won = self->winning_team == (int) t;
  for (guint i = 0; i < self->hands->len; i++)
    {
      CyBoatHandResult result;
      CyStatisticsResult *bidders;

      if (!cy_boat_game_get_hand_result (self, i, &result))
        continue;
      bidders = &entries[cy_boat_team_of (result.high_bidder)];
      bidders->fields[result.made ? FIELD_CONTRACTS_MADE : FIELD_CONTRACTS_SET]++;
    }

  saved = cy_boat_game_save (self);
  return cy_statistics_store_record (_cy_boat_game_get_statistics_format (0), saved, entries, CY_BOAT_N_TEAMS, error);
}

/* A trick has just been taken and the next is not led yet. */
static gboolean
boat_is_pause (CyMatchGame *game)
{
  const CyBoatHand *hand = cy_boat_game_get_hand (CY_BOAT_GAME (game));

  return hand->phase == CY_BOAT_PHASE_PLAY && hand->n_played > 0 && hand->n_played % CY_BOAT_N_SEATS == 0;
}

/* The first hand is dealt as the game is made, before a match listens:
 * the match starts its log with that deal. */
static char *
boat_describe_opening (CyMatchGame *game)
{
  CyBoatGame *self = CY_BOAT_GAME (game);

  if (self->hands->len != 1 || cy_boat_game_get_hand (self)->n_actions > 0)
    return NULL;
  return _cy_boat_game_describe_deal (self);
}

void
_cy_boat_game_match_game_init (CyMatchGameInterface *iface)
{
  iface->get_game_id = boat_get_game_id;
  iface->get_n_seats = boat_get_n_seats;
  iface->get_player = boat_get_player;
  iface->get_step = boat_get_step;
  iface->prepare_decision = boat_prepare_decision;
  iface->decide = boat_decide;
  iface->apply_decision = boat_apply_decision;
  iface->may_play = boat_may_play;
  iface->play = boat_play;
  iface->next_hand = boat_next_hand;
  iface->can_undo = boat_can_undo;
  iface->undo = boat_undo;
  iface->save = boat_save;
  iface->check_invariants = boat_check_invariants;
  iface->get_winners = boat_get_winners;
  iface->record_statistics = boat_record_statistics;
  iface->describe_opening = boat_describe_opening;
  iface->is_pause = boat_is_pause;
}
