/* cy-boat-game.c: a whole game of Boat, run by the match controller
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

static void cy_boat_game_match_game_init (CyMatchGameInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CyBoatGame, cy_boat_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (CY_TYPE_MATCH_GAME, cy_boat_game_match_game_init))

enum {
  PROP_0,
  PROP_PHASE,
  PROP_TURN,
  PROP_HAND_NUMBER,
  PROP_OVER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  HAND_DEALT,
  HAND_SCORED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Keeps the deals apart from every other use of the seed. */
#define DEAL_STREAM G_GUINT64_CONSTANT (0xB0A7DEA1)

static CyBoatHand *
current_hand (CyBoatGame *self)
{
  g_assert (self->hands->len > 0);
  return &g_array_index (self->hands, CyBoatHand, self->hands->len - 1);
}

static void
cy_boat_game_finalize (GObject *object)
{
  CyBoatGame *self = (CyBoatGame *)object;

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    g_clear_object (&self->players[s]);
  g_clear_pointer (&self->hands, g_array_unref);

  G_OBJECT_CLASS (cy_boat_game_parent_class)->finalize (object);
}

static void
cy_boat_game_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  CyBoatGame *self = CY_BOAT_GAME (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_uint (value, self->hands->len ? current_hand (self)->phase : CY_BOAT_PHASE_BIDDING);
      break;

    case PROP_TURN:
      g_value_set_uint (value, self->hands->len ? current_hand (self)->turn : 0);
      break;

    case PROP_HAND_NUMBER:
      g_value_set_uint (value, self->hands->len);
      break;

    case PROP_OVER:
      g_value_set_boolean (value, self->winning_team >= 0);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_boat_game_class_init (CyBoatGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cy_boat_game_finalize;
  object_class->get_property = cy_boat_game_get_property;

  properties[PROP_PHASE] =
    g_param_spec_uint ("phase", NULL, NULL, 0, CY_BOAT_PHASE_HAND_OVER, CY_BOAT_PHASE_BIDDING,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TURN] =
    g_param_spec_uint ("turn", NULL, NULL, 0, CY_BOAT_N_SEATS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HAND_NUMBER] =
    g_param_spec_uint ("hand-number", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OVER] =
    g_param_spec_boolean ("over", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CyBoatGame::hand-dealt:
   * @number: the hand's number, 1 for the first
   * @dealer: the dealer's seat
   */
  signals[HAND_DEALT] =
    g_signal_new ("hand-dealt", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  /**
   * CyBoatGame::hand-scored:
   * @index: the hand, 0 for the first (cy_boat_game_get_hand_result())
   */
  signals[HAND_SCORED] =
    g_signal_new ("hand-scored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
cy_boat_game_init (CyBoatGame *self)
{
  self->hands = g_array_new (FALSE, TRUE, sizeof (CyBoatHand));
  self->winning_team = -1;
}

static CyBoatGame *
game_new (CyPlayer * const players[CY_BOAT_N_SEATS],
          guint64          deal_seed)
{
  CyBoatGame *self = g_object_new (CY_TYPE_BOAT_GAME, NULL);

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    {
      g_assert (CY_IS_PLAYER (players[s]));
      self->players[s] = g_object_ref (players[s]);
    }
  cy_random_init (&self->rng, deal_seed, DEAL_STREAM);

  return self;
}

static const char *
seat_name (CyBoatGame *self,
           guint       seat)
{
  return cy_player_get_name (self->players[seat]);
}

/* A quiet game (a simulated one nobody watches) tells nobody anything
 * and formats no line for the log. */
static void
emit_event (CyBoatGame *self,
            char       *text)
{
  cy_match_game_emit_event (CY_MATCH_GAME (self), text);
  g_free (text);
}

static void G_GNUC_PRINTF (2, 3)
emit_eventf (CyBoatGame *self,
             const char *format,
             ...)
{
  va_list args;

  if (self->quiet)
    return;

  va_start (args, format);
  emit_event (self, g_strdup_vprintf (format, args));
  va_end (args);
}

static void
emit (CyBoatGame *self,
      guint       signal,
      ...)
{
  va_list args;

  if (self->quiet)
    return;

  va_start (args, signal);
  g_signal_emit_valist (self, signals[signal], 0, args);
  va_end (args);
}

static void
notify (CyBoatGame *self,
        guint       property)
{
  if (!self->quiet)
    g_object_notify_by_pspec (G_OBJECT (self), properties[property]);
}

static void
acted (CyBoatGame *self,
       int         seat)
{
  if (!self->quiet)
    cy_match_game_emit_acted (CY_MATCH_GAME (self), seat);
}

static void
notify_turn (CyBoatGame *self)
{
  notify (self, PROP_PHASE);
  notify (self, PROP_TURN);
}

/* "Hand 2: Ann deals", for the hand being played. */
static char *
describe_deal (CyBoatGame *self)
{
  const CyBoatHand *hand = cy_boat_game_get_hand (self);

  /* Translators: %u is the hand's number, %s the dealer's name */
  return g_strdup_printf (_("Hand %u: %s deals"), self->hands->len, seat_name (self, hand->dealer));
}

static void
start_hand (CyBoatGame       *self,
            const CyBoatHand *hand)
{
  g_array_append_vals (self->hands, hand, 1);

  if (!self->quiet)
    emit_event (self, describe_deal (self));
  emit (self, HAND_DEALT, self->hands->len, (guint) hand->dealer);
  notify (self, PROP_HAND_NUMBER);
  notify_turn (self);
  acted (self, -1);
}

CyBoatGame *
cy_boat_game_new (CyPlayer * const players[CY_BOAT_N_SEATS],
                  guint64          deal_seed)
{
  CyBoatGame *self = game_new (players, deal_seed);
  CyBoatHand hand;
  guint dealer = cy_random_below (&self->rng, CY_BOAT_N_SEATS);

  cy_boat_hand_deal (&hand, dealer, &self->rng);
  start_hand (self, &hand);

  return self;
}

CyBoatGame *
cy_boat_game_new_with_deal (CyPlayer * const     players[CY_BOAT_N_SEATS],
                            guint64              deal_seed,
                            guint                dealer,
                            const CyBoatCardSet  hands[CY_BOAT_N_SEATS],
                            CyBoatCardSet        bonus,
                            GError             **error)
{
  g_autoptr(CyBoatGame) self = NULL;
  CyBoatHand hand;

  if (!cy_boat_deal_check (dealer, hands, bonus, error))
    return NULL;

  self = game_new (players, deal_seed);
  cy_boat_hand_init (&hand, dealer, hands, bonus);
  start_hand (self, &hand);

  return g_steal_pointer (&self);
}

static gboolean
check_next_hand (CyBoatGame  *self,
                 GError     **error)
{
  if (self->winning_team >= 0 || cy_boat_game_is_stopped (self))
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("The game is over"));
      return FALSE;
    }
  if (current_hand (self)->phase != CY_BOAT_PHASE_HAND_OVER)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("The hand is still being played"));
      return FALSE;
    }
  return TRUE;
}

gboolean
cy_boat_game_deal (CyBoatGame          *self,
                   guint                dealer,
                   const CyBoatCardSet  hands[CY_BOAT_N_SEATS],
                   CyBoatCardSet        bonus,
                   GError             **error)
{
  CyBoatHand hand;
  guint expected;

  g_return_val_if_fail (CY_IS_BOAT_GAME (self), FALSE);

  if (!check_next_hand (self, error) || !cy_boat_deal_check (dealer, hands, bonus, error))
    return FALSE;

  expected = (current_hand (self)->dealer + 1) % CY_BOAT_N_SEATS;
  if (dealer != expected)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                   _("The deal passes to the left: seat %u deals this hand, not seat %u"), expected, dealer);
      return FALSE;
    }

  cy_boat_hand_init (&hand, dealer, hands, bonus);
  start_hand (self, &hand);
  return TRUE;
}

static gboolean
deal_next_hand (CyBoatGame  *self,
                GError     **error)
{
  CyBoatHand hand;

  if (!check_next_hand (self, error))
    return FALSE;

  cy_boat_hand_deal (&hand, (current_hand (self)->dealer + 1) % CY_BOAT_N_SEATS, &self->rng);
  start_hand (self, &hand);
  return TRUE;
}

static void
score_hand (CyBoatGame *self)
{
  const CyBoatHand *hand = current_hand (self);
  CyBoatHandResult result;
  const char *a;
  const char *b;
  guint team;
  guint winner;

  cy_boat_hand_get_result (hand, &result);
  team = cy_boat_team_of (result.high_bidder);
  a = seat_name (self, team);
  b = seat_name (self, team + 2);

  if (result.discard_points > 0)
    emit_eventf (self, ngettext ("%s takes the last trick and the discard’s %u point",
                                 "%s takes the last trick and the discard’s %u points",
                                 result.discard_points),
                 seat_name (self, hand->last_trick_winner), result.discard_points);

  if (result.made)
    /* Translators: two partners' names, then their card points and their bid */
    emit_eventf (self, _("%s and %s make their bid: %u points for a bid of %u"),
                 a, b, result.points[team], result.bid);
  else
    /* Translators: two partners' names, then their card points and their bid */
    emit_eventf (self, _("%s and %s are set: %u points for a bid of %u, they lose %u"),
                 a, b, result.points[team], result.bid, result.bid);

  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    self->scores[t] += result.score_change[t];

  emit (self, HAND_SCORED, self->hands->len - 1);

  if (cy_boat_game_is_decided (self->scores, &winner))
    {
      self->winning_team = (int) winner;
      /* Translators: two partners' names, then the final scores */
      emit_eventf (self, _("%s and %s win the game, %d to %d"),
                   seat_name (self, winner), seat_name (self, winner + 2),
                   self->scores[winner], self->scores[1 - winner]);
      notify (self, PROP_OVER);
    }
  else if (MAX (self->scores[0], self->scores[1]) >= CY_BOAT_TARGET)
    emit_eventf (self, _("The scores are equal at %d: another hand is played"), self->scores[0]);
}

gboolean
cy_boat_game_act (CyBoatGame          *self,
                  const CyBoatAction  *action,
                  GError             **error)
{
  CyBoatHand *hand;
  guint8 phase_before;
  guint8 tricks_before;

  g_return_val_if_fail (CY_IS_BOAT_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (self->winning_team >= 0)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE, _("The game is over"));
      return FALSE;
    }

  hand = current_hand (self);
  phase_before = hand->phase;
  tricks_before = hand->tricks_won[0] + hand->tricks_won[1];
  if (!cy_boat_hand_apply (hand, action, error))
    return FALSE;

  if (!self->quiet)
    emit_event (self, cy_boat_action_describe (action, seat_name (self, action->seat)));

  if (phase_before == CY_BOAT_PHASE_BIDDING && hand->phase != CY_BOAT_PHASE_BIDDING)
    {
      if (hand->bid_forced)
        /* Translators: %s is a player's name */
        emit_eventf (self, _("Nobody bid: %s takes the contract at 65"),
                     seat_name (self, hand->high_bidder));
      else
        /* Translators: %s is a player's name, %u the winning bid */
        emit_eventf (self, _("%s wins the bidding at %u"),
                     seat_name (self, hand->high_bidder), hand->high_bid);
    }

  if (action->kind == CY_BOAT_ACTION_PLAY)
    {
      if (hand->tricks_won[0] + hand->tricks_won[1] != tricks_before)
        {
          guint points = 0;

          for (guint i = hand->n_played - CY_BOAT_N_SEATS; i < hand->n_played; i++)
            points += cy_boat_card_get_points (hand->played[i]);
          emit_eventf (self, ngettext ("%s takes the trick (%u point)",
                                       "%s takes the trick (%u points)", points),
                       seat_name (self, hand->leader), points);
        }

      if (hand->phase == CY_BOAT_PHASE_HAND_OVER)
        score_hand (self);
    }

  notify_turn (self);
  acted (self, action->seat);
  return TRUE;
}

gboolean
cy_boat_game_bid (CyBoatGame  *self,
                  guint        seat,
                  guint        bid,
                  GError     **error)
{
  CyBoatAction action = { .kind = CY_BOAT_ACTION_BID, .seat = (guint8) MIN (seat, 255),
                          .bid = (guint8) MIN (bid, 255) };

  return cy_boat_game_act (self, &action, error);
}

gboolean
cy_boat_game_pass (CyBoatGame  *self,
                   guint        seat,
                   GError     **error)
{
  CyBoatAction action = { .kind = CY_BOAT_ACTION_PASS, .seat = (guint8) MIN (seat, 255) };

  return cy_boat_game_act (self, &action, error);
}

gboolean
cy_boat_game_discard (CyBoatGame     *self,
                      guint           seat,
                      CyBoatCardSet   cards,
                      GError        **error)
{
  CyBoatAction action = { .kind = CY_BOAT_ACTION_DISCARD, .seat = (guint8) MIN (seat, 255), .cards = cards };

  return cy_boat_game_act (self, &action, error);
}

gboolean
cy_boat_game_name_trump (CyBoatGame  *self,
                         guint        seat,
                         CySuit       suit,
                         GError     **error)
{
  CyBoatAction action = { .kind = CY_BOAT_ACTION_TRUMP, .seat = (guint8) MIN (seat, 255),
                          .suit = (guint8) MIN ((guint) suit, 255) };

  return cy_boat_game_act (self, &action, error);
}

gboolean
cy_boat_game_play (CyBoatGame  *self,
                   guint        seat,
                   CyBoatCard   card,
                   GError     **error)
{
  CyBoatAction action = { .kind = CY_BOAT_ACTION_PLAY, .seat = (guint8) MIN (seat, 255), .card = card };

  return cy_boat_game_act (self, &action, error);
}

CyPlayer *
cy_boat_game_get_player (CyBoatGame *self,
                         guint       seat)
{
  g_return_val_if_fail (CY_IS_BOAT_GAME (self), NULL);
  g_return_val_if_fail (seat < CY_BOAT_N_SEATS, NULL);

  return self->players[seat];
}

const CyBoatHand *
cy_boat_game_get_hand (CyBoatGame *self)
{
  g_return_val_if_fail (CY_IS_BOAT_GAME (self), NULL);

  return current_hand (self);
}

guint
cy_boat_game_get_n_hands (CyBoatGame *self)
{
  g_return_val_if_fail (CY_IS_BOAT_GAME (self), 0);

  return self->hands->len;
}

const CyBoatHand *
cy_boat_game_get_nth_hand (CyBoatGame *self,
                           guint       index)
{
  g_return_val_if_fail (CY_IS_BOAT_GAME (self), NULL);
  g_return_val_if_fail (index < self->hands->len, NULL);

  return &g_array_index (self->hands, CyBoatHand, index);
}

gboolean
cy_boat_game_get_hand_result (CyBoatGame       *self,
                              guint             index,
                              CyBoatHandResult *result)
{
  const CyBoatHand *hand = cy_boat_game_get_nth_hand (self, index);

  if (hand == NULL || hand->phase != CY_BOAT_PHASE_HAND_OVER)
    return FALSE;

  cy_boat_hand_get_result (hand, result);
  return TRUE;
}

int
cy_boat_game_get_score (CyBoatGame *self,
                        guint       team)
{
  g_return_val_if_fail (CY_IS_BOAT_GAME (self), 0);
  g_return_val_if_fail (team < CY_BOAT_N_TEAMS, 0);

  return self->scores[team];
}

gboolean
cy_boat_game_is_over (CyBoatGame *self)
{
  g_return_val_if_fail (CY_IS_BOAT_GAME (self), FALSE);

  return self->winning_team >= 0;
}

int
cy_boat_game_get_winning_team (CyBoatGame *self)
{
  g_return_val_if_fail (CY_IS_BOAT_GAME (self), -1);

  return self->winning_team;
}

void
cy_boat_game_get_view (CyBoatGame *self,
                       guint       seat,
                       CyBoatView *view)
{
  g_return_if_fail (CY_IS_BOAT_GAME (self));
  g_return_if_fail (seat < CY_BOAT_N_SEATS);

  cy_boat_hand_get_view (current_hand (self), seat, view);
  view->scores[0] = (gint16) CLAMP (self->scores[0], G_MININT16, G_MAXINT16);
  view->scores[1] = (gint16) CLAMP (self->scores[1], G_MININT16, G_MAXINT16);
  /* The view shows the scores before the hand: a finished hand is already added. */
  if (current_hand (self)->phase == CY_BOAT_PHASE_HAND_OVER)
    {
      CyBoatHandResult result;

      cy_boat_hand_get_result (current_hand (self), &result);
      view->scores[0] -= result.score_change[0];
      view->scores[1] -= result.score_change[1];
    }
  view->hand_number = (guint16) MIN (self->hands->len, G_MAXUINT16);
}

/* Rebuilds the current hand from its deal and all but its last action. */
static void
take_back_last_action (CyBoatGame *self)
{
  CyBoatHand *hand = current_hand (self);
  CyBoatHand replayed;

  cy_boat_hand_init (&replayed, hand->dealer, hand->dealt, hand->bonus);
  for (guint i = 0; i + 1 < hand->n_actions; i++)
    if (!cy_boat_hand_apply (&replayed, &hand->actions[i], NULL))
      g_assert_not_reached ();

  *hand = replayed;
}

void
cy_boat_game_set_hand_limit (CyBoatGame *self,
                             guint       n_hands)
{
  g_return_if_fail (CY_IS_BOAT_GAME (self));

  self->hand_limit = n_hands;
}

gboolean
cy_boat_game_is_stopped (CyBoatGame *self)
{
  g_return_val_if_fail (CY_IS_BOAT_GAME (self), FALSE);

  return self->winning_team < 0 && self->hand_limit > 0 && self->hands->len >= self->hand_limit &&
         current_hand (self)->phase == CY_BOAT_PHASE_HAND_OVER;
}

/* ------------------------------------------------------------------ */
/* CyMatchGame                                                         */

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
  const CyBoatHand *hand = current_hand (self);

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
         cy_boat_hand_check_action (current_hand (self), data, error);
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
  return deal_next_hand (CY_BOAT_GAME (game), error);
}

/* A seat may take back its last card until the next seat plays; the last
 * card of a hand, which scores it, is final. */
static gboolean
boat_can_undo (CyMatchGame *game,
               guint        seat)
{
  CyBoatGame *self = CY_BOAT_GAME (game);
  const CyBoatHand *hand = current_hand (self);

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

  last = current_hand (self)->actions[current_hand (self)->n_actions - 1];
  take_back_last_action (self);

  card = cy_boat_card_get_name (last.card);
  /* Translators: the first %s is a player's name, the second a card */
  emit_event (self, g_strdup_printf (_("%s takes back %s"), seat_name (self, seat), card));
  notify_turn (self);
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
  g_autoptr(CyBoatGame) replay = game_new (self->players, 0);
  const CyBoatHand *hand = current_hand (self);
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

/* A finished game in the statistics of Boat, one entry a partnership
 * ("Ann & Nora"): its games, wins and contracts. */
static gboolean
boat_record_statistics (CyMatchGame  *game,
                        GError      **error)
{
  CyBoatGame *self = CY_BOAT_GAME (game);
  CyGameStatisticsEntry entries[CY_BOAT_N_TEAMS] = { { 0 } };
  g_autofree char *name0 = NULL;
  g_autofree char *name1 = NULL;
  g_autoptr(GBytes) saved = NULL;

  if (self->winning_team < 0)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID, _("Only a finished game counts in the statistics"));
      return FALSE;
    }

  entries[0].name = name0 = g_strdup_printf ("%s & %s", seat_name (self, 0), seat_name (self, 2));
  entries[1].name = name1 = g_strdup_printf ("%s & %s", seat_name (self, 1), seat_name (self, 3));
  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    entries[t].won = self->winning_team == (int) t;
  for (guint i = 0; i < self->hands->len; i++)
    {
      CyBoatHandResult result;
      CyGameStatisticsEntry *bidders;

      if (!cy_boat_game_get_hand_result (self, i, &result))
        continue;
      bidders = &entries[cy_boat_team_of (result.high_bidder)];
      if (result.made)
        bidders->contracts_made++;
      else
        bidders->contracts_set++;
    }

  saved = cy_boat_game_save (self);
  return cy_game_statistics_record ("boat", saved, entries, CY_BOAT_N_TEAMS, error);
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
  return describe_deal (self);
}

static void
cy_boat_game_match_game_init (CyMatchGameInterface *iface)
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

/* ------------------------------------------------------------------ */
/* Replaying hands, for loading and for the invariants                 */

gboolean
cy_boat_game_replay (CyBoatGame        *self,
                     const CyBoatHand  *hands,
                     guint              n_hands,
                     GError           **error)
{
  g_return_val_if_fail (self->hands->len == 0, FALSE);

  for (guint i = 0; i < n_hands; i++)
    {
      const CyBoatHand *saved = &hands[i];
      CyBoatHand hand;
      g_autoptr(GError) local_error = NULL;

      if (i > 0 && current_hand (self)->phase != CY_BOAT_PHASE_HAND_OVER)
        {
          g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, "hand %u follows an unfinished hand", i + 1);
          return FALSE;
        }
      if (self->winning_team >= 0)
        {
          g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, "hand %u follows the end of the game", i + 1);
          return FALSE;
        }
      if (i > 0 && saved->dealer != (current_hand (self)->dealer + 1) % CY_BOAT_N_SEATS)
        {
          g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, "hand %u dealt by seat %u out of turn", i + 1, saved->dealer);
          return FALSE;
        }
      if (!cy_boat_deal_check (saved->dealer, saved->dealt, saved->bonus, &local_error))
        {
          g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, "hand %u: %s", i + 1, local_error->message);
          return FALSE;
        }
      if (saved->n_actions > CY_BOAT_MAX_ACTIONS)
        {
          g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, "hand %u: %u actions", i + 1, saved->n_actions);
          return FALSE;
        }

      /* Quietly: replaying is not playing, nobody listens yet. */
      cy_boat_hand_init (&hand, saved->dealer, saved->dealt, saved->bonus);
      g_array_append_val (self->hands, hand);
      for (guint a = 0; a < saved->n_actions; a++)
        {
          CyBoatHand *replayed = current_hand (self);

          if (!cy_boat_hand_apply (replayed, &saved->actions[a], &local_error))
            {
              g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, "hand %u, action %u: %s",
                           i + 1, a + 1, local_error->message);
              return FALSE;
            }
          if (replayed->phase == CY_BOAT_PHASE_HAND_OVER)
            {
              CyBoatHandResult result;
              guint winner;

              cy_boat_hand_get_result (replayed, &result);
              for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
                self->scores[t] += result.score_change[t];
              if (cy_boat_game_is_decided (self->scores, &winner))
                self->winning_team = (int) winner;
            }
        }
    }

  if (self->hands->len == 0)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, "no hand");
      return FALSE;
    }

  return TRUE;
}

static CyMatchGame *
load_boat (GBytes  *bytes,
           GError **error)
{
  return (CyMatchGame *) cy_boat_game_load (bytes, error);
}

void
cy_boat_game_register_match_loader (void)
{
  cy_match_register_game ("boat", load_boat);
}

const CyGameInfo *
cy_boat_game_get_info (void)
{
  static const CyGameInfo info = {
    .id = "boat",
    .name = N_("Boat"),
    .summary = N_("Cards: four players in two partnerships bid, name trump and take tricks, to 500"),
    .min_seats = CY_BOAT_N_SEATS,
    .max_seats = CY_BOAT_N_SEATS,
    .load = load_boat,
    .get_record_format = cy_boat_game_record_get_format,
  };

  return &info;
}
