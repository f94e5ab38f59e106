/* cy-boat-game-record.c: Boat's game records: reading, replaying and
 * writing them, and the same action vocabulary for outside players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-boat-game-private.h"
#include "cy-boat-game-record.h"
#include "cy-error.h"

#define GAME_ID "boat"

/* How many of the record's hands the replayed game has been dealt (the
 * first is in place from the start: a CyBoatGame always has a hand). */
#define DEALT_KEY "cy-boat-record-dealt"

static const char * const record_keys[] = { "game", "players", "hands", NULL };
static const char * const hand_keys[] = { "dealer", "hands", "bonus", "actions", NULL };

static const struct
{
  const char        *verb;
  CyBoatActionKind   kind;
} verbs[] = {
  { "bid", CY_BOAT_ACTION_BID },
  { "pass", CY_BOAT_ACTION_PASS },
  { "discard", CY_BOAT_ACTION_DISCARD },
  { "trump", CY_BOAT_ACTION_TRUMP },
  { "play", CY_BOAT_ACTION_PLAY },
};

#define malformed(error, ...) cy_record_fail ((error), CY_RECORD_ERROR_FORMAT, __VA_ARGS__)
#define illegal(error, ...) cy_record_fail ((error), CY_RECORD_ERROR_ILLEGAL, __VA_ARGS__)

static gboolean
parse_card (const char  *text,
            CyBoatCard  *card,
            GError     **error)
{
  g_autofree char *quoted = NULL;

  if (strlen (text) <= 4 && cy_boat_card_parse (text, card, NULL))
    return TRUE;

  quoted = cy_record_quote (text);
  return malformed (error, _("“%s” is not a Boat card: write a rank (5–10, J, Q, K, A) then a suit (S, H, D, C), like QH, or BOAT"),
                    quoted);
}

/* Exactly @n distinct cards, as strings. */
static gboolean
get_cards (JsonNode       *node,
           const char     *key,
           guint           n,
           CyBoatCardSet  *set,
           GError        **error)
{
  JsonArray *array;

  *set = 0;
  if (node == NULL)
    return malformed (error, _("“%s” is missing"), key);
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return malformed (error, _("“%s” must be a list"), key);

  array = json_node_get_array (node);
  if (json_array_get_length (array) != n)
    return malformed (error, _("“%s” must hold %u cards, not %u"), key, n, json_array_get_length (array));

  for (guint i = 0; i < n; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      CyBoatCard card;

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING)
        return malformed (error, _("“%s” must list cards as strings like \"QH\""), key);
      if (!parse_card (json_node_get_string (element), &card, error))
        return FALSE;
      if (*set & cy_boat_set_of (card))
        {
          g_autofree char *name = cy_boat_card_to_string (card);

          return malformed (error, _("“%s” lists %s twice"), key, name);
        }
      *set |= cy_boat_set_of (card);
    }

  return TRUE;
}

/* Reads an action: exactly one verb with its seat. The seat is required
 * in a record, and may be left out by an outside player. */
static gboolean
parse_action (JsonNode      *node,
              gboolean       seat_required,
              guint         *seat,
              CyBoatAction  *action,
              GError       **error)
{
  JsonObject *object;
  const char *keys[3] = { "seat", NULL, NULL };
  int verb = -1;

  memset (action, 0, sizeof *action);
  *seat = G_MAXUINT;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return malformed (error, _("An action must be an object like {\"seat\":0,\"bid\":70}"));
  object = json_node_get_object (node);

  for (guint v = 0; v < G_N_ELEMENTS (verbs); v++)
    if (json_object_has_member (object, verbs[v].verb))
      {
        if (verb >= 0)
          return malformed (error, _("An action holds one move, not two"));
        verb = (int) v;
      }

  if (verb < 0)
    return malformed (error, _("The action names no move: bid, pass, discard, trump or play"));

  keys[1] = verbs[verb].verb;
  if (!cy_record_check_keys (object, keys, _("the action"), error))
    return FALSE;

  if ((seat_required || json_object_has_member (object, "seat")) &&
      !cy_record_get_uint (object, "seat", CY_BOAT_N_SEATS - 1, seat, error))
    return FALSE;

  action->kind = (guint8) verbs[verb].kind;
  action->seat = (guint8) MIN (*seat, CY_BOAT_N_SEATS);
  switch (verbs[verb].kind)
    {
    case CY_BOAT_ACTION_BID:
      {
        guint bid;

        if (!cy_record_get_uint (object, "bid", CY_BOAT_MAX_BID, &bid, error))
          return FALSE;
        action->bid = (guint8) bid;
        return TRUE;
      }

    case CY_BOAT_ACTION_PASS:
      return cy_record_get_true (object, "pass", error);

    case CY_BOAT_ACTION_DISCARD:
      return get_cards (json_object_get_member (object, "discard"), "discard", CY_BOAT_BONUS_SIZE,
                        &action->cards, error);

    case CY_BOAT_ACTION_TRUMP:
      {
        const char *text = cy_record_get_string (object, "trump", error);
        CySuit suit;

        if (text == NULL)
          return FALSE;
        if (!cy_boat_suit_parse (text, &suit, NULL))
          {
            g_autofree char *quoted = cy_record_quote (text);

            return malformed (error, _("“%s” is not a suit: write S, H, D or C"), quoted);
          }
        action->suit = (guint8) suit;
        return TRUE;
      }

    case CY_BOAT_ACTION_PLAY:
      {
        const char *text = cy_record_get_string (object, "play", error);

        return text != NULL && parse_card (text, &action->card, error);
      }

    default:
      g_assert_not_reached ();
    }
}

/* Plays @action through the game's own checked method; changes nothing
 * when it is refused. */
static gboolean
play_action (CyBoatGame          *game,
             guint                seat,
             const CyBoatAction  *action,
             GError             **error)
{
  const CyBoatHand *hand = cy_boat_game_get_hand (game);
  CyBoatAction played = *action;

  if (cy_boat_game_is_over (game))
    return illegal (error, _("The game is over: no action may follow"));

  if (hand->phase == CY_BOAT_PHASE_HAND_OVER)
    return illegal (error, _("The hand is over after nine tricks: no action may follow in it"));

  if (seat != hand->turn)
    return illegal (error, _("It is seat %u’s turn, not seat %u’s"), hand->turn, seat);

  played.seat = (guint8) seat;
  return cy_boat_game_act (game, &played, error);
}

/* Replaying */

typedef struct
{
  guint          dealer;
  CyBoatCardSet  hands[CY_BOAT_N_SEATS];
  CyBoatCardSet  bonus;
} Deal;

static gboolean
parse_deal (JsonObject  *hand,
            Deal        *deal,
            GError     **error)
{
  JsonArray *hands;

  if (!cy_record_check_keys (hand, hand_keys, _("the hand"), error) ||
      !cy_record_get_uint (hand, "dealer", CY_BOAT_N_SEATS - 1, &deal->dealer, error) ||
      !(hands = cy_record_get_array (hand, "hands", CY_BOAT_N_SEATS, CY_BOAT_N_SEATS, error)))
    return FALSE;

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    {
      g_autofree char *key = g_strdup_printf ("hands[%u]", s);

      if (!get_cards (json_array_get_element (hands, s), key, CY_BOAT_HAND_SIZE, &deal->hands[s], error))
        return FALSE;
    }

  return get_cards (json_object_get_member (hand, "bonus"), "bonus", CY_BOAT_BONUS_SIZE, &deal->bonus, error);
}

static gboolean
record_list_steps (JsonObject  *record,
                   GArray      *steps,
                   GError     **error)
{
  g_auto(GStrv) names = NULL;
  JsonArray *hands;

  if (!cy_record_check_keys (record, record_keys, _("the record"), error) ||
      !(names = cy_record_get_names (record, "players", CY_BOAT_N_SEATS, CY_BOAT_N_SEATS, error)) ||
      !(hands = cy_record_get_array (record, "hands", 0, G_MAXUINT, error)))
    return FALSE;

  for (guint h = 0; h < json_array_get_length (hands); h++)
    if (!JSON_NODE_HOLDS_OBJECT (json_array_get_element (hands, h)))
      return malformed (error, _("Hand %u must be an object with “dealer”, “hands”, “bonus” and “actions”"), h);

  return cy_record_append_hand_steps (hands, steps, error);
}

/* The game starts with the first hand's deal in place (a CyBoatGame is
 * never without a hand); the first deal step then only checks it. A deal
 * that does not read gives a stand-in that the step refuses. */
static GObject *
record_start (JsonObject  *record,
              GError     **error)
{
  g_auto(GStrv) names = cy_record_get_names (record, "players", CY_BOAT_N_SEATS, CY_BOAT_N_SEATS, error);
  CyPlayer *players[CY_BOAT_N_SEATS] = { NULL };
  JsonArray *hands;
  CyBoatGame *game = NULL;
  Deal deal;

  if (names == NULL || !(hands = cy_record_get_array (record, "hands", 0, G_MAXUINT, error)))
    return NULL;

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    players[s] = cy_player_new (names[s], CY_PLAYER_KIND_HUMAN);

  if (json_array_get_length (hands) > 0 && JSON_NODE_HOLDS_OBJECT (json_array_get_element (hands, 0)) &&
      parse_deal (json_array_get_object_element (hands, 0), &deal, NULL))
    game = cy_boat_game_new_with_deal (players, 0, deal.dealer, deal.hands, deal.bonus, NULL);
  if (game == NULL)
    game = cy_boat_game_new (players, 0);

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    g_object_unref (players[s]);

  g_object_set_data (G_OBJECT (game), DEALT_KEY, GUINT_TO_POINTER (0));
  return G_OBJECT (game);
}

static guint
get_dealt (CyBoatGame *game)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (game), DEALT_KEY));
}

static gboolean
record_play_step (GObject             *object,
                  JsonObject          *record,
                  const CyRecordStep  *step,
                  GError             **error)
{
  CyBoatGame *game = CY_BOAT_GAME (object);

  if (step->kind == CY_RECORD_STEP_DEAL)
    {
      Deal deal;

      if (!parse_deal (json_node_get_object (step->node), &deal, error))
        return FALSE;

      if (step->hand == 0)
        {
          const CyBoatHand *first = cy_boat_game_get_nth_hand (game, 0);

          /* In place already; a deal the rules refuse left a stand-in. */
          if (!cy_boat_deal_check (deal.dealer, deal.hands, deal.bonus, error))
            return FALSE;
          g_return_val_if_fail (first->dealer == deal.dealer && first->bonus == deal.bonus, FALSE);
        }
      else if (!cy_boat_game_deal (game, deal.dealer, deal.hands, deal.bonus, error))
        return FALSE;

      g_object_set_data (object, DEALT_KEY, GUINT_TO_POINTER ((guint) step->hand + 1));
      return TRUE;
    }
  else
    {
      CyBoatAction action;
      guint seat;

      return parse_action (step->node, TRUE, &seat, &action, error) &&
             play_action (game, seat, &action, error);
    }
}

static gboolean
record_is_whole (GObject  *object,
                 GError  **error)
{
  CyBoatGame *game = CY_BOAT_GAME (object);
  const CyBoatHand *hand = cy_boat_game_get_hand (game);

  if (get_dealt (game) == 0 || hand->phase == CY_BOAT_PHASE_HAND_OVER)
    return TRUE;

  g_set_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_INCOMPLETE,
               _("The record stops inside hand %u: seat %u is to act"), get_dealt (game) - 1, hand->turn);
  return FALSE;
}

static JsonNode *
record_outcome (GObject *object)
{
  CyBoatGame *game = CY_BOAT_GAME (object);
  JsonObject *outcome = json_object_new ();
  JsonArray *hands = json_array_new ();
  JsonArray *scores = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  guint dealt = MIN (get_dealt (game), cy_boat_game_get_n_hands (game));

  for (guint h = 0; h < dealt; h++)
    {
      CyBoatHandResult result;
      JsonObject *hand;
      JsonArray *points;
      JsonArray *change;
      char trump[2] = { 0 };

      if (!cy_boat_game_get_hand_result (game, h, &result))
        continue;

      hand = json_object_new ();
      points = json_array_new ();
      change = json_array_new ();
      trump[0] = cy_card_get_suit_letter ((CySuit) result.trump);
      for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
        {
          json_array_add_int_element (points, result.points[t]);
          json_array_add_int_element (change, result.score_change[t]);
        }
      json_object_set_int_member (hand, "high_bidder", result.high_bidder);
      json_object_set_int_member (hand, "bid", result.bid);
      json_object_set_string_member (hand, "trump", trump);
      json_object_set_array_member (hand, "points", points);
      json_object_set_int_member (hand, "discard_points", result.discard_points);
      json_object_set_array_member (hand, "score_change", change);
      json_array_add_object_element (hands, hand);
    }

  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    json_array_add_int_element (scores, dealt > 0 ? cy_boat_game_get_score (game, t) : 0);

  json_object_set_string_member (outcome, "game", GAME_ID);
  json_object_set_array_member (outcome, "hands", hands);
  json_object_set_array_member (outcome, "scores", scores);
  json_node_take_object (node, outcome);
  return node;
}

/* Writing: the game keeps every hand's deal and actions, so the writer
 * only needs the game; a game resumed from a save has them all too. */

typedef struct
{
  CyBoatGame *game;
} Writer;

static void
writer_free (gpointer data)
{
  Writer *writer = data;

  g_clear_object (&writer->game);
  g_free (writer);
}

static const char *
compare_games (CyBoatGame *replayed,
               CyBoatGame *live)
{
  guint n_hands = cy_boat_game_get_n_hands (live);

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    if (g_strcmp0 (cy_player_get_name (cy_boat_game_get_player (replayed, s)),
                   cy_player_get_name (cy_boat_game_get_player (live, s))) != 0)
      return "players";

  if (MAX (get_dealt (replayed), 1) != n_hands || cy_boat_game_get_n_hands (replayed) != n_hands)
    return "hands";

  for (guint h = 0; h < n_hands; h++)
    {
      const CyBoatHand *a = cy_boat_game_get_nth_hand (replayed, h);
      const CyBoatHand *b = cy_boat_game_get_nth_hand (live, h);

      if (a->dealer != b->dealer || a->bonus != b->bonus || memcmp (a->dealt, b->dealt, sizeof a->dealt) != 0)
        return "deal";
      if (a->n_actions != b->n_actions || memcmp (a->actions, b->actions, a->n_actions * sizeof a->actions[0]) != 0)
        return "actions";
    }

  return NULL;
}

static const char *
record_compare (GObject *replayed,
                GObject *live)
{
  return compare_games (CY_BOAT_GAME (replayed), CY_BOAT_GAME (live));
}

static gpointer
record_writer_new (GObject     *object,
                   JsonObject  *earlier,
                   GObject     *replayed,
                   GError     **error)
{
  Writer *writer = g_new0 (Writer, 1);

  /* The game's own hands and actions are the record: nothing to read from
   * @earlier, which the writer has already found to lead to @object. */
  writer->game = g_object_ref (CY_BOAT_GAME (object));
  return writer;
}

static JsonNode *
set_to_node (CyBoatCardSet set)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);
  CyBoatCard card;

  CY_BOAT_SET_FOREACH (set, card)
    {
      g_autofree char *text = cy_boat_card_to_string (card);

      json_array_add_string_element (array, text);
    }

  json_node_take_array (node, array);
  return node;
}

static JsonNode *
action_to_node (const CyBoatAction *action)
{
  JsonObject *object = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_int_member (object, "seat", action->seat);
  switch (action->kind)
    {
    case CY_BOAT_ACTION_BID:
      json_object_set_int_member (object, "bid", action->bid);
      break;

    case CY_BOAT_ACTION_PASS:
      json_object_set_boolean_member (object, "pass", TRUE);
      break;

    case CY_BOAT_ACTION_DISCARD:
      json_object_set_member (object, "discard", set_to_node (action->cards));
      break;

    case CY_BOAT_ACTION_TRUMP:
      {
        char trump[2] = { cy_card_get_suit_letter ((CySuit) action->suit), '\0' };

        json_object_set_string_member (object, "trump", trump);
        break;
      }

    case CY_BOAT_ACTION_PLAY:
      {
        g_autofree char *text = cy_boat_card_to_string (action->card);

        json_object_set_string_member (object, "play", text);
        break;
      }

    default:
      g_assert_not_reached ();
    }

  json_node_take_object (node, object);
  return node;
}

static JsonNode *
record_writer_build (gpointer data,
                     gboolean whole_hands_only)
{
  Writer *writer = data;
  CyBoatGame *game = writer->game;
  JsonObject *root = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonArray *hands = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    json_array_add_string_element (players, cy_player_get_name (cy_boat_game_get_player (game, s)));

  for (guint h = 0; h < cy_boat_game_get_n_hands (game); h++)
    {
      const CyBoatHand *hand = cy_boat_game_get_nth_hand (game, h);
      JsonObject *object;
      JsonArray *dealt;
      JsonArray *actions;

      if (whole_hands_only && hand->phase != CY_BOAT_PHASE_HAND_OVER)
        break;

      object = json_object_new ();
      dealt = json_array_new ();
      actions = json_array_new ();
      for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
        json_array_add_element (dealt, set_to_node (hand->dealt[s]));
      for (guint a = 0; a < hand->n_actions; a++)
        json_array_add_element (actions, action_to_node (&hand->actions[a]));

      json_object_set_int_member (object, "dealer", hand->dealer);
      json_object_set_array_member (object, "hands", dealt);
      json_object_set_member (object, "bonus", set_to_node (hand->bonus));
      json_object_set_array_member (object, "actions", actions);
      json_array_add_object_element (hands, object);
    }

  json_object_set_string_member (root, "game", GAME_ID);
  json_object_set_array_member (root, "players", players);
  json_object_set_array_member (root, "hands", hands);

  json_node_take_object (node, root);
  return node;
}

const CyRecordFormat *
cy_boat_game_record_get_format (void)
{
  static const CyRecordFormat format = {
    .game_id = GAME_ID,
    .get_game_type = cy_boat_game_get_type,
    .list_steps = record_list_steps,
    .start = record_start,
    .play_step = record_play_step,
    .is_whole = record_is_whole,
    .outcome = record_outcome,
    .compare = record_compare,
    .writer_new = record_writer_new,
    .writer_build = record_writer_build,
    .writer_free = writer_free,
  };

  return &format;
}

/* Outside players */

static const char *
phase_key (guint phase)
{
  switch (phase)
    {
    case CY_BOAT_PHASE_BIDDING:
      return "bid";
    case CY_BOAT_PHASE_DISCARD:
      return "discard";
    case CY_BOAT_PHASE_TRUMP:
      return "trump";
    case CY_BOAT_PHASE_PLAY:
      return "play";
    default:
      return "none";
    }
}

static JsonNode *
plays_to_node (const CyBoatView *view,
               guint             first)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = first; i < view->n_played; i++)
    {
      JsonObject *play = json_object_new ();
      g_autofree char *card = cy_boat_card_to_string (view->played[i]);

      json_object_set_int_member (play, "seat", view->played_by[i]);
      json_object_set_string_member (play, "card", card);
      json_array_add_object_element (array, play);
    }

  json_node_take_array (node, array);
  return node;
}

static void
set_suit_member (JsonObject *object,
                 const char *key,
                 int         suit)
{
  char letter[2] = { 0 };

  if (suit < 0)
    {
      json_object_set_null_member (object, key);
      return;
    }
  letter[0] = cy_card_get_suit_letter ((CySuit) suit);
  json_object_set_string_member (object, key, letter);
}

/**
 * cy_boat_game_record_view:
 *
 * The question for an outside player, from the seat's CyBoatView (which
 * holds no card the seat may not see):
 * {"game":"boat","seat":S,"decision":"bid"|"discard"|"trump"|"play","view":{...}}.
 *
 * Returns: (transfer full):
 */
JsonNode *
cy_boat_game_record_view (CyBoatGame *game,
                          guint       seat)
{
  JsonObject *request = json_object_new ();
  JsonObject *object = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonArray *sizes = json_array_new ();
  JsonArray *calls = json_array_new ();
  JsonArray *trick_points = json_array_new ();
  JsonArray *scores = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  CyBoatView view;

  g_return_val_if_fail (CY_IS_BOAT_GAME (game), NULL);
  g_return_val_if_fail (seat < CY_BOAT_N_SEATS, NULL);

  cy_boat_game_get_view (game, seat, &view);

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    {
      json_array_add_string_element (players, cy_player_get_name (cy_boat_game_get_player (game, s)));
      json_array_add_int_element (sizes, view.hand_sizes[s]);
    }
  for (guint i = 0; i < view.n_calls; i++)
    {
      JsonObject *call = json_object_new ();

      json_object_set_int_member (call, "seat", view.calls[i].seat);
      if (view.calls[i].bid > 0)
        json_object_set_int_member (call, "bid", view.calls[i].bid);
      else
        json_object_set_boolean_member (call, "pass", TRUE);
      json_array_add_object_element (calls, call);
    }
  for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
    {
      json_array_add_int_element (trick_points, view.trick_points[t]);
      json_array_add_int_element (scores, view.scores[t]);
    }

  json_object_set_array_member (object, "players", players);
  json_object_set_int_member (object, "hand_number", view.hand_number);
  json_object_set_int_member (object, "dealer", view.dealer);
  json_object_set_int_member (object, "turn", view.turn);
  json_object_set_member (object, "hand", set_to_node (view.hand));
  json_object_set_array_member (object, "hand_sizes", sizes);
  json_object_set_array_member (object, "calls", calls);
  json_object_set_int_member (object, "min_bid", cy_boat_view_min_bid (&view));
  if (view.high_bidder >= 0)
    json_object_set_int_member (object, "high_bidder", view.high_bidder);
  else
    json_object_set_null_member (object, "high_bidder");
  json_object_set_int_member (object, "high_bid", view.high_bid);
  /* Only the high bidder sees the Bonus Cards it took and its discard. */
  if (view.bonus != 0)
    json_object_set_member (object, "bonus", set_to_node (view.bonus));
  if (view.discard != 0)
    json_object_set_member (object, "discard", set_to_node (view.discard));
  set_suit_member (object, "trump", view.trump);
  json_object_set_member (object, "played", plays_to_node (&view, 0));
  json_object_set_member (object, "trick", plays_to_node (&view, view.n_played - view.n_played % CY_BOAT_N_SEATS));
  json_object_set_int_member (object, "leader", view.leader);
  json_object_set_member (object, "legal", set_to_node (view.phase == CY_BOAT_PHASE_PLAY ? cy_boat_view_legal_plays (&view) : 0));
  json_object_set_array_member (object, "trick_points", trick_points);
  json_object_set_array_member (object, "scores", scores);

  json_object_set_string_member (request, "game", GAME_ID);
  json_object_set_int_member (request, "seat", seat);
  json_object_set_string_member (request, "decision", phase_key (view.phase));
  json_object_set_object_member (request, "view", object);

  json_node_take_object (node, request);
  return node;
}

gboolean
cy_boat_game_record_play_answer (CyBoatGame  *game,
                                 guint        seat,
                                 JsonObject  *answer,
                                 GError     **error)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GError) local_error = NULL;
  CyBoatAction action;
  guint said;

  g_return_val_if_fail (CY_IS_BOAT_GAME (game), FALSE);
  g_return_val_if_fail (seat < CY_BOAT_N_SEATS, FALSE);

  json_node_set_object (node, answer);
  if (!parse_action (node, FALSE, &said, &action, &local_error))
    {
      g_set_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_GARBAGE,
                   _("The answer is not an action: %s"), local_error->message);
      return FALSE;
    }

  if (said != G_MAXUINT && said != seat)
    {
      g_set_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_ILLEGAL,
                   _("The answer plays for seat %u, not seat %u"), said, seat);
      return FALSE;
    }

  if (!play_action (game, seat, &action, &local_error))
    {
      g_set_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_ILLEGAL,
                   _("Illegal answer: %s"), local_error->message);
      return FALSE;
    }

  return TRUE;
}

gboolean
cy_boat_game_play_external (CyBoatGame        *game,
                            guint              seat,
                            CyExternalPlayer  *player,
                            GError           **error)
{
  g_autoptr(JsonNode) view = NULL;

  g_return_val_if_fail (CY_IS_BOAT_GAME (game), FALSE);
  g_return_val_if_fail (CY_IS_EXTERNAL_PLAYER (player), FALSE);

  view = cy_boat_game_record_view (game, seat);
  return cy_external_player_take_turn (player, view, (CyExternalAnswerFunc) cy_boat_game_record_play_answer, game, seat, error);
}
