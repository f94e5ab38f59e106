/* cy-boat-game.c: a whole game of Boat, run by the match controller
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-boat-ai.h"
#include "cy-boat-coach.h"
#include "cy-boat-game-private.h"
#include "cy-boat-game-record.h"
#include "cy-error.h"
#include "cy-match.h"
#include "cy-statistics.h"

G_DEFINE_FINAL_TYPE_WITH_CODE (CyBoatGame, cy_boat_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (CY_TYPE_MATCH_GAME, _cy_boat_game_match_game_init))

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

CyBoatHand *
_cy_boat_game_current_hand (CyBoatGame *self)
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
      g_value_set_uint (value, self->hands->len ? _cy_boat_game_current_hand (self)->phase : CY_BOAT_PHASE_BIDDING);
      break;

    case PROP_TURN:
      g_value_set_uint (value, self->hands->len ? _cy_boat_game_current_hand (self)->turn : 0);
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

CyBoatGame *
_cy_boat_game_new_bare (CyPlayer * const players[CY_BOAT_N_SEATS],
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

const char *
_cy_boat_game_seat_name (CyBoatGame *self,
                         guint       seat)
{
  return cy_player_get_name (self->players[seat]);
}

gboolean
_cy_boat_game_is_you (CyBoatGame *self,
                      guint       seat)
{
  return (int) seat == cy_player_find_you (self->players, CY_BOAT_N_SEATS);
}

/* A quiet game (a simulated one nobody watches) tells nobody anything
 * and formats no line for the log. */
void
_cy_boat_game_emit_event (CyBoatGame *self,
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
  _cy_boat_game_emit_event (self, g_strdup_vprintf (format, args));
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

void
_cy_boat_game_notify_turn (CyBoatGame *self)
{
  notify (self, PROP_PHASE);
  notify (self, PROP_TURN);
}

/* "Hand 2: Ann deals", for the hand being played. */
char *
_cy_boat_game_describe_deal (CyBoatGame *self)
{
  const CyBoatHand *hand = cy_boat_game_get_hand (self);

  if (_cy_boat_game_is_you (self, hand->dealer))
    /* Translators: %u is the hand's number; the person at the screen deals */
    return g_strdup_printf (_("Hand %u: you deal"), self->hands->len);
  /* Translators: %u is the hand's number, %s the dealer's name */
  return g_strdup_printf (_("Hand %u: %s deals"), self->hands->len, _cy_boat_game_seat_name (self, hand->dealer));
}

static void
start_hand (CyBoatGame       *self,
            const CyBoatHand *hand)
{
  g_array_append_vals (self->hands, hand, 1);

  if (!self->quiet)
    _cy_boat_game_emit_event (self, _cy_boat_game_describe_deal (self));
  emit (self, HAND_DEALT, self->hands->len, (guint) hand->dealer);
  notify (self, PROP_HAND_NUMBER);
  _cy_boat_game_notify_turn (self);
  acted (self, -1);
}

CyBoatGame *
cy_boat_game_new (CyPlayer * const players[CY_BOAT_N_SEATS],
                  guint64          deal_seed)
{
  CyBoatGame *self = _cy_boat_game_new_bare (players, deal_seed);
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

  self = _cy_boat_game_new_bare (players, deal_seed);
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
  if (_cy_boat_game_current_hand (self)->phase != CY_BOAT_PHASE_HAND_OVER)
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

  expected = (_cy_boat_game_current_hand (self)->dealer + 1) % CY_BOAT_N_SEATS;
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

gboolean
_cy_boat_game_deal_next_hand (CyBoatGame  *self,
                              GError     **error)
{
  CyBoatHand hand;

  if (!check_next_hand (self, error))
    return FALSE;

  cy_boat_hand_deal (&hand, (_cy_boat_game_current_hand (self)->dealer + 1) % CY_BOAT_N_SEATS, &self->rng);
  start_hand (self, &hand);
  return TRUE;
}

/* "Ann and Cat make their bid…", or "You and Cat…" for the person at the
 * screen's partnership. */
static char *
describe_hand_result (CyBoatGame             *self,
                      const CyBoatHandResult *result)
{
  guint team = cy_boat_team_of (result->high_bidder);
  const char *a = _cy_boat_game_seat_name (self, team);
  const char *b = _cy_boat_game_seat_name (self, team + 2);
  guint points = result->points[team];

  if (_cy_boat_game_is_you (self, team) || _cy_boat_game_is_you (self, team + 2))
    {
      const char *partner = _cy_boat_game_is_you (self, team) ? b : a;

      if (result->made)
        /* Translators: the partner's name, then your card points and your bid */
        return g_strdup_printf (_("You and %s make your bid: %u points for a bid of %u"), partner, points, result->bid);
      /* Translators: the partner's name, then your card points, your bid
       * and what you lose (the bid again) */
      return g_strdup_printf (_("You and %s are set: %u points for a bid of %u, you lose %u"),
                              partner, points, result->bid, result->bid);
    }
  if (result->made)
    /* Translators: two partners' names, then their card points and their bid */
    return g_strdup_printf (_("%s and %s make their bid: %u points for a bid of %u"), a, b, points, result->bid);
  /* Translators: two partners' names, then their card points, their bid
   * and what they lose (the bid again): said, so that the points do not
   * read as a gain */
  return g_strdup_printf (_("%s and %s are set: %u points for a bid of %u, they lose %u"),
                          a, b, points, result->bid, result->bid);
}

char *
cy_boat_game_describe_hand_result (CyBoatGame *self,
                                   guint       index)
{
  CyBoatHandResult result;

  g_return_val_if_fail (CY_IS_BOAT_GAME (self), NULL);

  if (!cy_boat_game_get_hand_result (self, index, &result))
    return NULL;
  return describe_hand_result (self, &result);
}

char *
cy_boat_game_describe_winner (CyBoatGame *self)
{
  int winner;

  g_return_val_if_fail (CY_IS_BOAT_GAME (self), NULL);

  if ((winner = self->winning_team) < 0)
    return NULL;
  if (_cy_boat_game_is_you (self, (guint) winner) || _cy_boat_game_is_you (self, (guint) winner + 2))
    /* Translators: the partner's name, then the final scores */
    return g_strdup_printf (_("You and %s win the game, %d to %d"),
                            _cy_boat_game_seat_name (self, _cy_boat_game_is_you (self, (guint) winner) ? (guint) winner + 2
                                                                                                  : (guint) winner),
                            self->scores[winner], self->scores[1 - winner]);
  /* Translators: two partners' names, then the final scores */
  return g_strdup_printf (_("%s and %s win the game, %d to %d"),
                          _cy_boat_game_seat_name (self, (guint) winner), _cy_boat_game_seat_name (self, (guint) winner + 2),
                          self->scores[winner], self->scores[1 - winner]);
}

static void
score_hand (CyBoatGame *self)
{
  const CyBoatHand *hand = _cy_boat_game_current_hand (self);
  CyBoatHandResult result;
  guint winner;

  cy_boat_hand_get_result (hand, &result);

  if (result.discard_points > 0 && _cy_boat_game_is_you (self, hand->last_trick_winner))
    emit_eventf (self, ngettext ("You take the last trick and the discard’s %u point",
                                 "You take the last trick and the discard’s %u points",
                                 result.discard_points),
                 result.discard_points);
  else if (result.discard_points > 0)
    emit_eventf (self, ngettext ("%s takes the last trick and the discard’s %u point",
                                 "%s takes the last trick and the discard’s %u points",
                                 result.discard_points),
                 _cy_boat_game_seat_name (self, hand->last_trick_winner), result.discard_points);

  if (!self->quiet)
    _cy_boat_game_emit_event (self, describe_hand_result (self, &result));

  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    self->scores[t] += result.score_change[t];

  emit (self, HAND_SCORED, self->hands->len - 1);

  if (cy_boat_game_is_decided (self->scores, &winner))
    {
      self->winning_team = (int) winner;
      if (!self->quiet)
        _cy_boat_game_emit_event (self, cy_boat_game_describe_winner (self));
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

  hand = _cy_boat_game_current_hand (self);
  phase_before = hand->phase;
  tricks_before = hand->tricks_won[0] + hand->tricks_won[1];
  if (!cy_boat_hand_apply (hand, action, error))
    return FALSE;

  if (!self->quiet)
    _cy_boat_game_emit_event (self, cy_boat_action_describe (action, _cy_boat_game_is_you (self, action->seat) ? NULL
                                                                     : _cy_boat_game_seat_name (self, action->seat)));

  if (phase_before == CY_BOAT_PHASE_BIDDING && hand->phase != CY_BOAT_PHASE_BIDDING)
    {
      const char *bidder = _cy_boat_game_seat_name (self, hand->high_bidder);
      gboolean you = _cy_boat_game_is_you (self, hand->high_bidder);

      if (hand->bid_forced && you)
        emit_eventf (self, "%s", _("Nobody bid: you take the contract at 65"));
      else if (hand->bid_forced)
        /* Translators: %s is a player's name */
        emit_eventf (self, _("Nobody bid: %s takes the contract at 65"), bidder);
      else if (you)
        /* Translators: %u is the winning bid, the person at the screen's */
        emit_eventf (self, _("You win the bidding at %u"), hand->high_bid);
      else
        /* Translators: %s is a player's name, %u the winning bid */
        emit_eventf (self, _("%s wins the bidding at %u"), bidder, hand->high_bid);
    }

  if (action->kind == CY_BOAT_ACTION_PLAY)
    {
      if (hand->tricks_won[0] + hand->tricks_won[1] != tricks_before)
        {
          guint points = 0;

          for (guint i = hand->n_played - CY_BOAT_N_SEATS; i < hand->n_played; i++)
            points += cy_boat_card_get_points (hand->played[i]);
          if (_cy_boat_game_is_you (self, hand->leader))
            emit_eventf (self, ngettext ("You take the trick (%u point)",
                                         "You take the trick (%u points)", points),
                         points);
          else
            emit_eventf (self, ngettext ("%s takes the trick (%u point)",
                                         "%s takes the trick (%u points)", points),
                         _cy_boat_game_seat_name (self, hand->leader), points);
        }

      if (hand->phase == CY_BOAT_PHASE_HAND_OVER)
        score_hand (self);
    }

  _cy_boat_game_notify_turn (self);
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

  return _cy_boat_game_current_hand (self);
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

  cy_boat_hand_get_view (_cy_boat_game_current_hand (self), seat, view);
  view->scores[0] = (gint16) CLAMP (self->scores[0], G_MININT16, G_MAXINT16);
  view->scores[1] = (gint16) CLAMP (self->scores[1], G_MININT16, G_MAXINT16);
  /* The view shows the scores before the hand: a finished hand is already added. */
  if (_cy_boat_game_current_hand (self)->phase == CY_BOAT_PHASE_HAND_OVER)
    {
      CyBoatHandResult result;

      cy_boat_hand_get_result (_cy_boat_game_current_hand (self), &result);
      view->scores[0] -= result.score_change[0];
      view->scores[1] -= result.score_change[1];
    }
  view->hand_number = (guint16) MIN (self->hands->len, G_MAXUINT16);
}

/* Rebuilds the current hand from its deal and all but its last action. */
void
_cy_boat_game_take_back_last_action (CyBoatGame *self)
{
  CyBoatHand *hand = _cy_boat_game_current_hand (self);
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
         _cy_boat_game_current_hand (self)->phase == CY_BOAT_PHASE_HAND_OVER;
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

      if (i > 0 && _cy_boat_game_current_hand (self)->phase != CY_BOAT_PHASE_HAND_OVER)
        {
          g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, "hand %u follows an unfinished hand", i + 1);
          return FALSE;
        }
      if (self->winning_team >= 0)
        {
          g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, "hand %u follows the end of the game", i + 1);
          return FALSE;
        }
      if (i > 0 && saved->dealer != (_cy_boat_game_current_hand (self)->dealer + 1) % CY_BOAT_N_SEATS)
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
          CyBoatHand *replayed = _cy_boat_game_current_hand (self);

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

static char *
hint_json (GObject        *game,
           const guint64  *seed,
           GError        **error)
{
  CyBoatGame *self = CY_BOAT_GAME (game);
  const CyBoatHand *hand = cy_boat_game_get_hand (self);
  guint64 position_key = 0;

  /* The app's Hint uses a generator of the position's own. */
  if (seed == NULL && hand != NULL)
    {
      CyBoatView view;

      cy_boat_game_get_view (self, hand->turn, &view);
      position_key = cy_boat_coach_position_key (&view);
    }
  return cy_boat_coach_hint_json (self, seed != NULL ? *seed : position_key, error);
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
    .levels = 1u << CY_PLAYER_KIND_EASY | 1u << CY_PLAYER_KIND_NORMAL | 1u << CY_PLAYER_KIND_HARD,
    .load = load_boat,
    .get_record_format = cy_boat_game_record_get_format,
    .get_statistics_format = _cy_boat_game_get_statistics_format,
    .hint_json = hint_json,
  };

  return &info;
}
