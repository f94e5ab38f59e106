/* cy-game.c: the rules of Card Yacht as a state machine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-card-yacht-enums.h"
#include "cy-engine-enums.h"
#include "cy-error.h"
#include "cy-game-private.h"

G_DEFINE_FINAL_TYPE_WITH_CODE (CyGame, cy_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (CY_TYPE_MATCH_GAME, _cy_game_match_game_iface_init)
                               G_IMPLEMENT_INTERFACE (CY_TYPE_SHEET_MODEL, _cy_game_sheet_model_iface_init))

enum {
  PROP_0,
  PROP_PHASE,
  PROP_HAND_NUMBER,
  PROP_DEALER,
  PROP_TO_MOVE,
  N_PROPS
};

enum {
  CARDS_MOVED,
  DEALER_CHOSEN,
  HAND_DEALT,
  TURN_STARTED,
  MOVE_PLAYED,
  HAND_ENDED,
  CATEGORY_SCORED,
  CATEGORY_UNSCORED,
  HAND_SCORED,
  GAME_OVER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* A quiet game tells nobody anything: see _cy_game_set_quiet(). */
static void
emit (CyGame *self,
      guint   signal,
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
notify (CyGame *self,
        guint   property)
{
  if (!self->quiet)
    g_object_notify_by_pspec (G_OBJECT (self), properties[property]);
}

static void
acted (CyGame *self,
       int     seat)
{
  if (!self->quiet)
    cy_match_game_emit_acted (CY_MATCH_GAME (self), seat);
}

static void
cy_game_dispose (GObject *object)
{
  CyGame *self = (CyGame *)object;

  for (guint i = 0; i < CY_MAX_PLAYERS; i++)
    {
      g_clear_object (&self->players[i]);
      g_clear_object (&self->hand_models[i]);
      g_clear_object (&self->harbor_models[i]);
    }

  G_OBJECT_CLASS (cy_game_parent_class)->dispose (object);
}

static void
cy_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  CyGame *self = CY_GAME (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_enum (value, self->phase);
      break;

    case PROP_HAND_NUMBER:
      g_value_set_uint (value, self->hand_number);
      break;

    case PROP_DEALER:
      g_value_set_uint (value, self->dealer);
      break;

    case PROP_TO_MOVE:
      g_value_set_uint (value, self->to_move);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_game_class_init (CyGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cy_game_dispose;
  object_class->get_property = cy_game_get_property;

  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL, CY_TYPE_PHASE, CY_PHASE_SEAT_DRAW,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HAND_NUMBER] =
    g_param_spec_uint ("hand-number", NULL, NULL, 0, CY_N_HANDS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEALER] =
    g_param_spec_uint ("dealer", NULL, NULL, 0, CY_MAX_PLAYERS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TO_MOVE] =
    g_param_spec_uint ("to-move", NULL, NULL, 0, CY_MAX_PLAYERS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CyGame::cards-moved:
   * @from_zone: a #CyZone
   * @from_seat: whose hand or Harbor (ignored for the stock)
   * @to_zone: a #CyZone
   * @to_seat: whose hand or Harbor
   * @cards: (array length=n_cards): the cards, as #CyCard bytes
   * @n_cards: how many
   *
   * Cards went from one place to another; views animate it.
   */
  signals[CARDS_MOVED] =
    g_signal_new ("cards-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 6,
                  CY_TYPE_ZONE, G_TYPE_UINT, CY_TYPE_ZONE, G_TYPE_UINT, G_TYPE_POINTER, G_TYPE_UINT);

  signals[DEALER_CHOSEN] =
    g_signal_new ("dealer-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /* A new hand is dealt: (hand number, dealer). */
  signals[HAND_DEALT] =
    g_signal_new ("hand-dealt", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  signals[TURN_STARTED] =
    g_signal_new ("turn-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /* (seat, const CyMove *move, automatic): emitted after the move is applied. */
  signals[MOVE_PLAYED] =
    g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_POINTER, G_TYPE_BOOLEAN);

  signals[HAND_ENDED] =
    g_signal_new ("hand-ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* (seat, category, points) */
  signals[CATEGORY_SCORED] =
    g_signal_new ("category-scored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);

  /* (seat, category): a score taken back. */
  signals[CATEGORY_UNSCORED] =
    g_signal_new ("category-unscored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  signals[HAND_SCORED] =
    g_signal_new ("hand-scored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  signals[GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
cy_game_init (CyGame *self)
{
  self->knocker = -1;
  self->first_dealer = -1;
  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    {
      self->hand_category[p] = -1;
      for (guint c = 0; c < CY_N_CATEGORIES; c++)
        self->scores[p][c] = -1;
    }
  memset (self->scored_hands, CY_CARD_INVALID, sizeof self->scored_hands);
  memset (self->seat_draws, CY_CARD_INVALID, sizeof self->seat_draws);
  cy_rule_options_init_default (&self->options);
  _cy_game_sheet_follow (self);
}

/* For a game nobody watches (the simulator): no signal, no notification,
 * no line for the log, so that a move costs no more than its rules. */
void
_cy_game_set_quiet (CyGame   *self,
                    gboolean  quiet)
{
  self->quiet = quiet;
}

CyGame *
_cy_game_new_empty (void)
{
  return g_object_new (CY_TYPE_GAME, NULL);
}

/* The deck in canonical order: the shuffle alone decides the deal, whatever
 * order the cards were gathered in. */
static void
fill_stock_in_order (CyGame *self)
{
  for (guint i = 0; i < CY_DECK_SIZE; i++)
    self->stock.cards[i] = (CyCard) i;
  self->stock.n_cards = CY_DECK_SIZE;
}

/**
 * cy_game_new:
 * @players: (array length=n_players): the seats, clockwise
 * @n_players: 2 to 4
 * @options: (nullable): the house rules, or %NULL for the defaults
 * @deal_number: seeds the shuffles: the same number and the same moves replay a game
 *
 * Returns: (transfer full): a game waiting for cy_game_start()
 */
CyGame *
cy_game_new (CyPlayer * const    *players,
             guint                n_players,
             const CyRuleOptions *options,
             guint64              deal_number)
{
  CyGame *self;

  g_return_val_if_fail (n_players >= CY_MIN_PLAYERS && n_players <= CY_MAX_PLAYERS, NULL);
  /* The same bounds as cy_game_check_invariants(): a game outside them
   * could not be saved and loaded again. */
  g_return_val_if_fail (options == NULL || options->stock_rule <= CY_STOCK_RULE_PASS, NULL);
  g_return_val_if_fail (options == NULL || (options->turn_limit >= CY_MIN_TURN_LIMIT &&
                                            options->turn_limit <= CY_MAX_TURN_LIMIT), NULL);

  self = _cy_game_new_empty ();
  self->n_players = n_players;
  for (guint i = 0; i < n_players; i++)
    self->players[i] = g_object_ref (players[i]);
  if (options != NULL)
    self->options = *options;
  self->deal_number = deal_number;
  cy_random_init (&self->rng, deal_number, 0x43594143);
  fill_stock_in_order (self);

  return self;
}

static inline guint
next_seat (CyGame *self,
           guint   seat)
{
  return (seat + 1) % self->n_players;
}

static void
set_phase (CyGame  *self,
           CyPhase  phase)
{
  if (self->phase != phase)
    {
      self->phase = phase;
      notify (self, PROP_PHASE);
    }
}

static void
set_to_move (CyGame *self,
             guint   seat)
{
  if (self->to_move != seat)
    {
      self->to_move = seat;
      notify (self, PROP_TO_MOVE);
    }
}

/* A move changes the piles first and tells the views only afterwards, so
 * that a view reacting to a change never sees a hand with a hole in it. */
typedef struct
{
  CyZone  from_zone;
  guint   from_seat;
  CyZone  to_zone;
  guint   to_seat;
  guint   n_cards;
  CyCard  cards[CY_MAX_MOVE_CARDS];
} CardsMoved;

static CyPile *
get_pile (CyGame *self,
          CyZone  zone,
          guint   seat)
{
  g_assert (zone != CY_ZONE_STOCK);

  return zone == CY_ZONE_HAND ? &self->hands[seat] : &self->harbors[seat];
}

static void
move_cards (CyGame       *self,
            CardsMoved   *record,
            CyZone        from_zone,
            guint         from_seat,
            CyZone        to_zone,
            guint         to_seat,
            const CyCard *cards,
            guint         n_cards)
{
  CyPile *to = get_pile (self, to_zone, to_seat);

  for (guint i = 0; i < n_cards; i++)
    {
      if (from_zone != CY_ZONE_STOCK)
        cy_pile_remove (get_pile (self, from_zone, from_seat), cards[i]);
      to->cards[to->n_cards++] = cards[i];
    }

  *record = (CardsMoved) { from_zone, from_seat, to_zone, to_seat, n_cards, { 0 } };
  memcpy (record->cards, cards, n_cards);
}

/* Brings a list model to the pile's contents with the fewest changes:
 * cards that left are removed, new cards appended, in the pile's order. */
static void
sync_model (CyCardList   *model,
            const CyPile *pile)
{
  CyCardSet in_pile = 0;
  CyCardSet in_model = 0;

  if (model == NULL)
    return;

  for (guint i = 0; i < pile->n_cards; i++)
    in_pile |= cy_card_set_of (pile->cards[i]);

  for (guint i = cy_card_list_get_size (model); i > 0; i--)
    {
      CyCard card = cy_card_list_get_card (model, i - 1);

      if (!(in_pile & cy_card_set_of (card)))
        cy_card_list_remove (model, card);
      else
        in_model |= cy_card_set_of (card);
    }

  for (guint i = 0; i < pile->n_cards; i++)
    if (!(in_model & cy_card_set_of (pile->cards[i])))
      cy_card_list_append (model, pile->cards[i]);
}

static void
announce_moves (CyGame           *self,
                const CardsMoved *moves,
                guint             n_moves)
{
  for (guint m = 0; m < n_moves; m++)
    {
      const CardsMoved *move = &moves[m];

      if (move->from_zone != CY_ZONE_STOCK)
        sync_model (move->from_zone == CY_ZONE_HAND ? self->hand_models[move->from_seat]
                                                    : self->harbor_models[move->from_seat],
                    get_pile (self, move->from_zone, move->from_seat));
      sync_model (move->to_zone == CY_ZONE_HAND ? self->hand_models[move->to_seat]
                                                : self->harbor_models[move->to_seat],
                  get_pile (self, move->to_zone, move->to_seat));
    }

  for (guint m = 0; m < n_moves; m++)
    emit (self, CARDS_MOVED,
                   moves[m].from_zone, moves[m].from_seat, moves[m].to_zone, moves[m].to_seat,
                   moves[m].cards, moves[m].n_cards);
}

void
_cy_game_sync_models (CyGame *self)
{
  for (guint p = 0; p < self->n_players; p++)
    {
      if (self->hand_models[p] != NULL)
        cy_card_list_set_cards (self->hand_models[p], self->hands[p].cards, self->hands[p].n_cards);
      if (self->harbor_models[p] != NULL)
        cy_card_list_set_cards (self->harbor_models[p], self->harbors[p].cards, self->harbors[p].n_cards);
    }
}

static void
begin_turn (CyGame *self);

/* Gathers every card, shuffles, and deals five each, one at a time,
 * clockwise from the dealer's left. */
static void
deal_hand (CyGame *self)
{
  if (self->has_next_deck)
    {
      /* The top of the deck is the end of the stock. */
      for (guint i = 0; i < CY_DECK_SIZE; i++)
        self->stock.cards[i] = self->next_deck[CY_DECK_SIZE - 1 - i];
      self->stock.n_cards = CY_DECK_SIZE;
      self->has_next_deck = FALSE;
    }
  else
    {
      fill_stock_in_order (self);
      cy_random_shuffle (&self->rng, self->stock.cards, self->stock.n_cards);
    }

  for (guint i = 0; i < CY_DECK_SIZE; i++)
    self->deck[i] = self->stock.cards[CY_DECK_SIZE - 1 - i];
  self->deck_known = TRUE;

  for (guint p = 0; p < self->n_players; p++)
    {
      self->hands[p].n_cards = 0;
      self->harbors[p].n_cards = 0;
      self->taken[p] = 0;
      self->turns_taken[p] = 0;
      self->hand_category[p] = -1;
    }

  for (guint i = 0; i < CY_HAND_SIZE * self->n_players; i++)
    {
      guint seat = (self->dealer + 1 + i) % self->n_players;
      CyPile *hand = &self->hands[seat];

      hand->cards[hand->n_cards++] = self->stock.cards[--self->stock.n_cards];
    }

  self->knocker = -1;
  self->hand_end = CY_HAND_END_NONE;
  self->last_turns_left = 0;
  self->passes_in_row = 0;
  self->hand_number++;
  notify (self, PROP_HAND_NUMBER);
  notify (self, PROP_DEALER);

  _cy_game_sync_models (self);
  set_phase (self, CY_PHASE_TURNS);
  self->to_move = self->dealer;
  set_to_move (self, next_seat (self, self->dealer));

  emit (self, HAND_DEALT, self->hand_number, self->dealer);
  _cy_game_announce_deal (self);
  begin_turn (self);
}

/* Every player draws a card; the highest deals; players tied for highest
 * put their cards aside and draw again. */
static void
draw_for_dealer (CyGame *self)
{
  guint8 deck[CY_DECK_SIZE];
  guint next_card = 0;
  guint contenders = (1u << self->n_players) - 1;

  for (guint i = 0; i < CY_DECK_SIZE; i++)
    deck[i] = (guint8) i;
  cy_random_shuffle (&self->rng, deck, CY_DECK_SIZE);

  self->n_seat_draws = 0;
  memset (self->seat_draws, CY_CARD_INVALID, sizeof self->seat_draws);
  while (self->n_seat_draws < CY_MAX_SEAT_DRAWS &&
         next_card + (guint) __builtin_popcount (contenders) <= CY_DECK_SIZE)
    {
      CyCard *row = self->seat_draws[self->n_seat_draws++];
      guint best_rank = 0;
      guint best = 0;

      for (guint p = 0; p < self->n_players; p++)
        {
          if (!(contenders & (1u << p)))
            continue;

          row[p] = deck[next_card++];
          if (cy_card_get_rank (row[p]) > best_rank)
            {
              best_rank = cy_card_get_rank (row[p]);
              best = 0;
            }
          if (cy_card_get_rank (row[p]) == best_rank)
            best |= 1u << p;
        }

      contenders = best;
      if ((contenders & (contenders - 1)) == 0)
        break;
    }

  /* Ties until the deck cannot serve another draw (four players tying
   * thirteen times, a ~1e-20 chance) are settled by seat order. */
  self->dealer = (guint) g_bit_nth_lsf (contenders, -1);
}

static gboolean
check_not_started (CyGame  *self,
                   GError **error)
{
  if (self->phase != CY_PHASE_SEAT_DRAW || self->hand_number != 0)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("The game has already started"));
      return FALSE;
    }

  return TRUE;
}

/* Once the first dealer is known. */
static void
deal_first_hand (CyGame *self)
{
  emit (self, DEALER_CHOSEN, self->dealer);
  deal_hand (self);
  acted (self, -1);
}

gboolean
cy_game_start (CyGame  *self,
               GError **error)
{
  g_return_val_if_fail (CY_IS_GAME (self), FALSE);

  if (!check_not_started (self, error))
    return FALSE;

  draw_for_dealer (self);
  deal_first_hand (self);
  return TRUE;
}

/**
 * cy_game_start_with_dealer:
 * @dealer: the seat that deals the first hand
 *
 * Starts a game replayed from a record: records give the first dealer and
 * leave the seat draw out.
 */
gboolean
cy_game_start_with_dealer (CyGame  *self,
                           guint    dealer,
                           GError **error)
{
  g_return_val_if_fail (CY_IS_GAME (self), FALSE);

  if (!check_not_started (self, error))
    return FALSE;

  if (dealer >= self->n_players)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID, _("There is no such player"));
      return FALSE;
    }

  self->first_dealer = (int) dealer;
  self->dealer = dealer;
  deal_first_hand (self);
  return TRUE;
}

/**
 * cy_game_set_next_deck:
 * @deck: the 52 cards, top first
 *
 * The next deal (cy_game_start(), cy_game_deal_next_hand()) takes its cards from
 * @deck instead of shuffling: one at a time from the top, clockwise from the
 * dealer's left, and the rest is the stock, drawn from the top.
 */
gboolean
cy_game_set_next_deck (CyGame        *self,
                       const CyCard   deck[CY_DECK_SIZE],
                       GError       **error)
{
  CyCardSet seen = 0;

  g_return_val_if_fail (CY_IS_GAME (self), FALSE);
  g_return_val_if_fail (deck != NULL, FALSE);

  for (guint i = 0; i < CY_DECK_SIZE; i++)
    if (cy_card_is_valid (deck[i]))
      seen |= cy_card_set_of (deck[i]);

  if (seen != CY_CARD_SET_FULL)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID,
                           _("A deck holds each of the 52 cards once"));
      return FALSE;
    }

  memcpy (self->next_deck, deck, CY_DECK_SIZE);
  self->has_next_deck = TRUE;
  return TRUE;
}

/* The deck the current hand was dealt from, top first; FALSE before the
 * first deal and in a game loaded from a save, which does not keep it. */
gboolean
cy_game_get_deck (CyGame *self,
                  CyCard  deck[CY_DECK_SIZE])
{
  g_return_val_if_fail (CY_IS_GAME (self), FALSE);

  if (!self->deck_known)
    return FALSE;

  memcpy (deck, self->deck, CY_DECK_SIZE);
  return TRUE;
}

static void
finish_turn (CyGame           *self,
             const CyMove     *move,
             const CardsMoved *moves,
             guint             n_moves,
             gboolean          automatic);

static void
apply_knock (CyGame   *self,
             gboolean  automatic)
{
  CyMove move = { .type = CY_MOVE_KNOCK };

  finish_turn (self, &move, NULL, 0, automatic);
}

/* Starts the turn of self->to_move, knocking for the player where the house
 * rules say so (empty stock, turn limit). */
static void
begin_turn (CyGame *self)
{
  if (self->phase == CY_PHASE_TURNS)
    {
      gboolean stock_out = self->stock.n_cards == 0 &&
                           self->options.stock_rule == CY_STOCK_RULE_AUTOMATIC_KNOCK;
      gboolean limit_reached = self->turns_taken[self->to_move] >= self->options.turn_limit;

      if (stock_out || limit_reached)
        {
          apply_knock (self, TRUE);
          return;
        }
    }

  emit (self, TURN_STARTED, self->to_move);
}

/* Ends the turn of the player to move once his cards have moved: the
 * turn passes on, or the hand ends. The state is whole before any view
 * hears of the move, so a handler that reads the game, or even plays the
 * next move, sees it as it is. */
static void
finish_turn (CyGame           *self,
             const CyMove     *move,
             const CardsMoved *moves,
             guint             n_moves,
             gboolean          automatic)
{
  guint seat = self->to_move;
  CyPhase old_phase = self->phase;
  gboolean hand_over = FALSE;

  /* Fields are set directly and their notifications sent once the state is
   * whole (freezing notifications would cost an allocation per turn, and
   * the simulator plays millions of turns). */
  self->turns_taken[seat]++;
  if (move->type == CY_MOVE_KNOCK)
    {
      if (!automatic)
        self->hand_end = CY_HAND_END_KNOCK;
      else if (self->stock.n_cards == 0 && self->options.stock_rule == CY_STOCK_RULE_AUTOMATIC_KNOCK)
        self->hand_end = CY_HAND_END_EMPTY_STOCK;
      else
        self->hand_end = CY_HAND_END_TURN_LIMIT;
      self->knocker = (int) seat;
      self->last_turns_left = self->n_players - 1;
      self->phase = CY_PHASE_LAST_TURNS;
    }
  else if (self->phase == CY_PHASE_LAST_TURNS)
    hand_over = --self->last_turns_left == 0;
  else if (move->type == CY_MOVE_PASS)
    {
      /* The pass-when-empty rule: a full circle of passes ends the hand. */
      hand_over = ++self->passes_in_row == self->n_players;
      if (hand_over)
        self->hand_end = CY_HAND_END_PASSES;
    }
  else
    self->passes_in_row = 0;

  if (hand_over)
    self->phase = CY_PHASE_SCORING;
  else
    self->to_move = next_seat (self, seat);

  if (self->phase != old_phase)
    notify (self, PROP_PHASE);
  if (self->to_move != seat)
    notify (self, PROP_TO_MOVE);

  announce_moves (self, moves, n_moves);
  emit (self, MOVE_PLAYED, seat, move, automatic);
  _cy_game_announce_move (self, seat, move, automatic);

  if (hand_over)
    {
      emit (self, HAND_ENDED);
      _cy_game_announce_hand_over (self);
    }
  else
    begin_turn (self);
}

gboolean
cy_game_play (CyGame        *self,
              const CyMove  *move,
              GError       **error)
{
  CySeatView view;
  guint seat;

  g_return_val_if_fail (CY_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  seat = self->to_move;
  cy_game_get_seat_view (self, seat, &view);
  if (!cy_rules_check_move (&view, move, error))
    return FALSE;

  switch (move->type)
    {
    case CY_MOVE_KNOCK:
    case CY_MOVE_PASS:
      finish_turn (self, move, NULL, 0, FALSE);
      break;

    case CY_MOVE_DRAW:
      {
        CyCard drawn[CY_MAX_MOVE_CARDS];
        CardsMoved moves[2];

        move_cards (self, &moves[0], CY_ZONE_HAND, seat, CY_ZONE_HARBOR, seat, move->laid, move->n_cards);
        for (guint i = 0; i < move->n_cards; i++)
          drawn[i] = self->stock.cards[--self->stock.n_cards];
        move_cards (self, &moves[1], CY_ZONE_STOCK, 0, CY_ZONE_HAND, seat, drawn, move->n_cards);
        finish_turn (self, move, moves, G_N_ELEMENTS (moves), FALSE);
      }
      break;

    case CY_MOVE_EXCHANGE:
      {
        CardsMoved moves[2];

        move_cards (self, &moves[0], CY_ZONE_HAND, seat, CY_ZONE_HARBOR, seat, move->laid, move->n_cards);
        move_cards (self, &moves[1], CY_ZONE_HARBOR, move->opponent, CY_ZONE_HAND, seat, move->taken, move->n_cards);
        for (guint i = 0; i < move->n_cards; i++)
          self->taken[seat] |= cy_card_set_of (move->taken[i]);
        finish_turn (self, move, moves, G_N_ELEMENTS (moves), FALSE);
      }
      break;

    default:
      g_assert_not_reached ();
    }

  acted (self, (int) seat);
  return TRUE;
}

gboolean
cy_game_knock (CyGame  *self,
               GError **error)
{
  CyMove move = { .type = CY_MOVE_KNOCK };

  return cy_game_play (self, &move, error);
}

gboolean
cy_game_pass (CyGame  *self,
              GError **error)
{
  CyMove move = { .type = CY_MOVE_PASS };

  return cy_game_play (self, &move, error);
}

gboolean
cy_game_draw (CyGame        *self,
              const CyCard  *cards,
              guint          n_cards,
              GError       **error)
{
  CyMove move = { .type = CY_MOVE_DRAW };

  g_return_val_if_fail (cards != NULL || n_cards == 0, FALSE);

  if (!cy_rules_check_card_count (n_cards, error))
    return FALSE;

  move.n_cards = (guint8) n_cards;
  memcpy (move.laid, cards, n_cards);
  return cy_game_play (self, &move, error);
}

gboolean
cy_game_exchange (CyGame        *self,
                  const CyCard  *cards,
                  guint          n_cards,
                  guint          opponent,
                  const CyCard  *taken,
                  GError       **error)
{
  CyMove move = { .type = CY_MOVE_EXCHANGE };

  g_return_val_if_fail ((cards != NULL && taken != NULL) || n_cards == 0, FALSE);

  if (!cy_rules_check_card_count (n_cards, error))
    return FALSE;

  move.n_cards = (guint8) n_cards;
  move.opponent = (guint8) MIN (opponent, 255);
  memcpy (move.laid, cards, n_cards);
  memcpy (move.taken, taken, n_cards);
  return cy_game_play (self, &move, error);
}
/* Tells everyone of a score written by cy-game-score.c, once the state is
 * whole, as for moves. */
void
_cy_game_tell_scored (CyGame     *self,
                      guint       seat,
                      CyCategory  category,
                      guint       points,
                      gboolean    all_scored)
{
  if (all_scored)
    set_phase (self, CY_PHASE_HAND_OVER);

  emit (self, CATEGORY_SCORED, seat, (guint) category, points);
  _cy_game_announce_score (self, seat, category, points);
  if (all_scored)
    emit (self, HAND_SCORED, self->hand_number);
  acted (self, (int) seat);
}

void
_cy_game_tell_unscored (CyGame     *self,
                        guint       seat,
                        CyCategory  category)
{
  set_phase (self, CY_PHASE_SCORING);
  emit (self, CATEGORY_UNSCORED, seat, (guint) category);
  _cy_game_announce_unscore (self, seat);
  acted (self, (int) seat);
}

/* Deals the next hand, or ends the game after the twelfth. */
gboolean
cy_game_deal_next_hand (CyGame  *self,
                   GError **error)
{
  g_return_val_if_fail (CY_IS_GAME (self), FALSE);

  if (self->phase != CY_PHASE_HAND_OVER)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_ILLEGAL_MOVE,
                           _("Every player must score this hand before the next deal"));
      return FALSE;
    }

  if (self->hand_number >= CY_N_HANDS)
    {
      set_phase (self, CY_PHASE_GAME_OVER);
      emit (self, GAME_OVER);
      acted (self, -1);
      return TRUE;
    }

  self->dealer = next_seat (self, self->dealer);
  deal_hand (self);
  acted (self, -1);
  return TRUE;
}
