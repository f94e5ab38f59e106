/* cy-game-record.c: Card Yacht's game records: reading, replaying and
 * writing them, and the same action vocabulary for outside players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-error.h"
#include "cy-game-private.h"
#include "cy-game-record.h"

#define GAME_ID "card-yacht"

static const char * const record_keys[] = { "game", "players", "options", "dealer", "hands", NULL };
static const char * const option_keys[] = { "stock_rule", "turn_limit", NULL };
static const char * const hand_keys[] = { "deck", "actions", NULL };

/* One action of the record vocabulary. */
typedef struct
{
  gboolean    is_score;
  guint       seat;       /* G_MAXUINT when the action does not say */
  CyMove      move;
  CyCategory  category;
} Action;

static const struct
{
  const char  *verb;
  CyMoveType   type;
  const char  *keys[5];
} verbs[] = {
  { "knock", CY_MOVE_KNOCK, { "seat", "knock", NULL } },
  { "draw", CY_MOVE_DRAW, { "seat", "draw", NULL } },
  { "exchange", CY_MOVE_EXCHANGE, { "seat", "exchange", "from", "take", NULL } },
  { "pass", CY_MOVE_PASS, { "seat", "pass", NULL } },
  { "score", 0, { "seat", "score", NULL } },
};

#define malformed(error, ...) cy_record_fail ((error), CY_RECORD_ERROR_FORMAT, __VA_ARGS__)
#define illegal(error, ...) cy_record_fail ((error), CY_RECORD_ERROR_ILLEGAL, __VA_ARGS__)

/* Reads an action: exactly one verb with its own keys. The seat is
 * required in a record, and may be left out by an outside player. */
static gboolean
parse_action (JsonNode  *node,
              guint      n_players,
              gboolean   seat_required,
              Action    *action,
              GError   **error)
{
  JsonObject *object;
  int verb = -1;
  guint n_taken = 0;

  memset (action, 0, sizeof *action);
  action->seat = G_MAXUINT;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return malformed (error, _("An action must be an object like {\"seat\":0,\"knock\":true}"));
  object = json_node_get_object (node);

  for (guint v = 0; v < G_N_ELEMENTS (verbs); v++)
    if (json_object_has_member (object, verbs[v].verb))
      {
        if (verb >= 0)
          return malformed (error, _("An action holds one move, not two"));
        verb = (int) v;
      }

  if (verb < 0)
    return malformed (error, _("The action names no move: knock, draw, exchange, pass or score"));

  if (!cy_record_check_keys (object, verbs[verb].keys, _("the action"), error))
    return FALSE;

  if ((seat_required || json_object_has_member (object, "seat")) &&
      !cy_record_get_uint (object, "seat", n_players - 1, &action->seat, error))
    return FALSE;

  if (g_str_equal (verbs[verb].verb, "score"))
    {
      const char *key = cy_record_get_string (object, "score", error);

      action->is_score = TRUE;
      if (key == NULL)
        return FALSE;
      if (!cy_category_from_key (key, &action->category))
        {
          g_autofree char *quoted = cy_record_quote (key);

          return malformed (error, _("Unknown category “%s”: use five-flush, sequence, card-yacht, three-and-two, high, middle, low, flush, spades, hearts, diamonds or clubs"),
                            quoted);
        }
      return TRUE;
    }

  action->move.type = verbs[verb].type;
  switch (action->move.type)
    {
    case CY_MOVE_KNOCK:
    case CY_MOVE_PASS:
      return cy_record_get_true (object, verbs[verb].verb, error);

    case CY_MOVE_DRAW:
    case CY_MOVE_EXCHANGE:
      {
        guint n_laid = 0;
        guint opponent = 0;

        if (!cy_record_get_cards (object, verbs[verb].verb, 1, CY_MAX_MOVE_CARDS, action->move.laid, &n_laid, error))
          return FALSE;
        action->move.n_cards = (guint8) n_laid;
        if (action->move.type == CY_MOVE_DRAW)
          return TRUE;

        if (!cy_record_get_uint (object, "from", n_players - 1, &opponent, error) ||
            !cy_record_get_cards (object, "take", 1, CY_MAX_MOVE_CARDS, action->move.taken, &n_taken, error))
          return FALSE;
        if (n_taken != n_laid)
          return malformed (error, _("“take” must hold as many cards as “exchange”"));
        action->move.opponent = (guint8) opponent;
        return TRUE;
      }

    default:
      g_assert_not_reached ();
    }
}

#define malformed(error, ...) cy_record_fail ((error), CY_RECORD_ERROR_FORMAT, __VA_ARGS__)
#define illegal(error, ...) cy_record_fail ((error), CY_RECORD_ERROR_ILLEGAL, __VA_ARGS__)

static int
first_unscored_seat (CyGame *game)
{
  for (guint p = 0; p < game->n_players; p++)
    if (game->hand_category[p] < 0)
      return (int) p;

  return -1;
}

/* Plays @action for @seat through the game's own checked methods. A record
 * (@replaying) writes the scores in seat order and ends the game after the
 * twelfth hand's; an outside player scores whenever it is asked, and the
 * match moves on. */
static gboolean
play_action (CyGame        *game,
             guint          seat,
             const Action  *action,
             gboolean       replaying,
             GError       **error)
{
  switch (game->phase)
    {
    case CY_PHASE_GAME_OVER:
      return illegal (error, _("The game is over after twelve hands: no action may follow"));

    case CY_PHASE_HAND_OVER:
      return illegal (error, _("Every seat has scored this hand: no action may follow in it"));

    case CY_PHASE_SEAT_DRAW:
      return illegal (error, _("No hand has been dealt"));

    case CY_PHASE_SCORING:
      if (!action->is_score)
        return illegal (error, _("The hand is over: seat %d must score now"), first_unscored_seat (game));

      if (replaying && (int) seat != first_unscored_seat (game))
        return illegal (error, _("Seats score in seat order: seat %d scores now, not seat %u"),
                        first_unscored_seat (game), seat);

      if (!cy_game_score (game, seat, action->category, error))
        return FALSE;

      /* After the twelfth hand the game is over. */
      if (replaying && game->phase == CY_PHASE_HAND_OVER && game->hand_number == CY_N_HANDS)
        return cy_game_deal_next_hand (game, error);
      return TRUE;

    case CY_PHASE_TURNS:
    case CY_PHASE_LAST_TURNS:
      if (action->is_score)
        return illegal (error, _("The hand is not over: seat %u is to move, not to score"), game->to_move);

      if (seat != game->to_move)
        return illegal (error, _("It is seat %u’s turn, not seat %u’s"), game->to_move, seat);

      return cy_game_play (game, &action->move, error);

    default:
      g_assert_not_reached ();
    }
}

/* Replaying */

static gboolean
read_options (JsonObject     *record,
              CyRuleOptions  *options,
              GError        **error)
{
  JsonObject *object = cy_record_get_object (record, "options", error);
  const char *stock_rule;

  cy_rule_options_init_default (options);
  if (object == NULL || !cy_record_check_keys (object, option_keys, _("the options"), error))
    return FALSE;

  stock_rule = cy_record_get_string (object, "stock_rule", error);
  if (stock_rule == NULL)
    return FALSE;
  if (!cy_stock_rule_from_key (stock_rule, &options->stock_rule))
    return malformed (error, _("“stock_rule” must be automatic-knock or pass"));

  /* Not in section 9's example: written only when it is not the default. */
  if (json_object_has_member (object, "turn_limit"))
    {
      if (!cy_record_get_uint (object, "turn_limit", CY_MAX_TURN_LIMIT, &options->turn_limit, error))
        return FALSE;
      if (options->turn_limit < CY_MIN_TURN_LIMIT)
        return malformed (error, _("“turn_limit” must be from %u to %u"), CY_MIN_TURN_LIMIT, CY_MAX_TURN_LIMIT);
    }

  return TRUE;
}

static gboolean
record_list_steps (JsonObject  *record,
                   GArray      *steps,
                   GError     **error)
{
  g_auto(GStrv) names = NULL;
  CyRuleOptions options;
  JsonArray *hands;
  guint dealer;

  if (!cy_record_check_keys (record, record_keys, _("the record"), error) ||
      !(names = cy_record_get_names (record, "players", CY_MIN_PLAYERS, CY_MAX_PLAYERS, error)) ||
      !read_options (record, &options, error) ||
      !cy_record_get_uint (record, "dealer", g_strv_length (names) - 1, &dealer, error) ||
      !(hands = cy_record_get_array (record, "hands", 0, CY_N_HANDS, error)))
    return FALSE;

  for (guint h = 0; h < json_array_get_length (hands); h++)
    if (!JSON_NODE_HOLDS_OBJECT (json_array_get_element (hands, h)))
      return malformed (error, _("Hand %u must be an object with “deck” and “actions”"), h);

  return cy_record_append_hand_steps (hands, steps, error);
}

static GObject *
record_start (JsonObject  *record,
              GError     **error)
{
  g_auto(GStrv) names = cy_record_get_names (record, "players", CY_MIN_PLAYERS, CY_MAX_PLAYERS, error);
  CyPlayer *players[CY_MAX_PLAYERS] = { NULL };
  CyRuleOptions options;
  CyGame *game;
  guint n_players;

  if (names == NULL || !read_options (record, &options, error))
    return NULL;

  n_players = g_strv_length (names);
  for (guint p = 0; p < n_players; p++)
    players[p] = cy_player_new (names[p], CY_PLAYER_KIND_HUMAN);
  game = cy_game_new (players, n_players, &options, 0);
  for (guint p = 0; p < n_players; p++)
    g_object_unref (players[p]);

  return G_OBJECT (game);
}

static gboolean
record_play_step (GObject             *object,
                  JsonObject          *record,
                  const CyRecordStep  *step,
                  GError             **error)
{
  CyGame *game = CY_GAME (object);

  if (step->kind == CY_RECORD_STEP_DEAL)
    {
      JsonObject *hand = json_node_get_object (step->node);
      CyCard deck[CY_DECK_SIZE];
      guint n_cards;
      guint dealer;

      if (!cy_record_check_keys (hand, hand_keys, _("the hand"), error) ||
          !cy_record_get_cards (hand, "deck", CY_DECK_SIZE, CY_DECK_SIZE, deck, &n_cards, error) ||
          !cy_game_set_next_deck (game, deck, error))
        return FALSE;

      if (step->hand > 0)
        return cy_game_deal_next_hand (game, error);

      return cy_record_get_uint (record, "dealer", game->n_players - 1, &dealer, error) &&
             cy_game_start_with_dealer (game, dealer, error);
    }
  else
    {
      Action action;

      return parse_action (step->node, game->n_players, TRUE, &action, error) &&
             play_action (game, action.seat, &action, TRUE, error);
    }
}

static gboolean
record_is_whole (GObject  *object,
                 GError  **error)
{
  CyGame *game = CY_GAME (object);

  switch (game->phase)
    {
    case CY_PHASE_TURNS:
    case CY_PHASE_LAST_TURNS:
      g_set_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_INCOMPLETE,
                   _("The record stops inside a hand: seat %u is to move"), game->to_move);
      return FALSE;

    case CY_PHASE_SCORING:
      g_set_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_INCOMPLETE,
                   _("The record stops inside a hand: seat %d has not scored"), first_unscored_seat (game));
      return FALSE;

    default:
      return TRUE;
    }
}

/* A seat's sheet: the categories used so far, in sheet order. An unused
 * category is left out, so a record that stops early shows only what was
 * played. */
static JsonNode *
sheet_to_node (const gint16 scores[CY_N_CATEGORIES])
{
  JsonObject *sheet = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  for (guint c = 0; c < CY_N_CATEGORIES; c++)
    if (scores[c] >= 0)
      json_object_set_int_member (sheet, cy_category_get_key (c), scores[c]);

  json_node_take_object (node, sheet);
  return node;
}

static JsonNode *
record_outcome (GObject *object)
{
  CyGame *game = CY_GAME (object);
  JsonObject *outcome = json_object_new ();
  JsonArray *totals = json_array_new ();
  JsonArray *sheets = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  for (guint p = 0; p < game->n_players; p++)
    {
      json_array_add_int_element (totals, cy_game_get_total (game, p));
      json_array_add_element (sheets, sheet_to_node (game->scores[p]));
    }

  json_object_set_string_member (outcome, "game", GAME_ID);
  json_object_set_array_member (outcome, "totals", totals);
  json_object_set_array_member (outcome, "sheets", sheets);
  json_node_take_object (node, outcome);
  return node;
}

/* Writing */

typedef struct
{
  CyCard      deck[CY_DECK_SIZE];
  JsonArray  *moves;                     /* the hand's actions before scoring */
  int         scores[CY_MAX_PLAYERS];    /* the category each seat wrote, or -1 */
} HandRecord;

typedef struct
{
  CyGame     *game;
  int         first_dealer;              /* -1 until the first deal */
  GPtrArray  *hands;                     /* HandRecord */
  gulong      handlers[4];
} Writer;

static void
hand_record_free (gpointer data)
{
  HandRecord *hand = data;

  json_array_unref (hand->moves);
  g_free (hand);
}

static HandRecord *
hand_record_new (const CyCard deck[CY_DECK_SIZE])
{
  HandRecord *hand = g_new0 (HandRecord, 1);

  memcpy (hand->deck, deck, CY_DECK_SIZE);
  hand->moves = json_array_new ();
  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    hand->scores[p] = -1;
  return hand;
}

static HandRecord *
current_hand (Writer *writer)
{
  g_return_val_if_fail (writer->hands->len > 0, NULL);

  return writer->hands->pdata[writer->hands->len - 1];
}

static void
set_move_members (JsonObject   *object,
                  const CyMove *move)
{
  switch (move->type)
    {
    case CY_MOVE_KNOCK:
      json_object_set_boolean_member (object, "knock", TRUE);
      break;

    case CY_MOVE_PASS:
      json_object_set_boolean_member (object, "pass", TRUE);
      break;

    case CY_MOVE_DRAW:
      json_object_set_member (object, "draw", cy_record_cards_to_node (move->laid, move->n_cards));
      break;

    case CY_MOVE_EXCHANGE:
      json_object_set_member (object, "exchange", cy_record_cards_to_node (move->laid, move->n_cards));
      json_object_set_int_member (object, "from", move->opponent);
      json_object_set_member (object, "take", cy_record_cards_to_node (move->taken, move->n_cards));
      break;

    default:
      g_assert_not_reached ();
    }
}

JsonNode *
cy_game_record_move_to_node (const CyMove *move)
{
  JsonObject *object = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  set_move_members (object, move);
  json_node_take_object (node, object);
  return node;
}

static JsonNode *
move_to_node (guint         seat,
              const CyMove *move)
{
  JsonObject *object = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_int_member (object, "seat", seat);
  set_move_members (object, move);
  json_node_take_object (node, object);
  return node;
}

static void
on_hand_dealt (CyGame *game,
               guint   hand_number,
               guint   dealer,
               Writer *writer)
{
  CyCard deck[CY_DECK_SIZE];

  /* Every deal of a game the writer follows is known: only loading loses it. */
  if (!cy_game_get_deck (game, deck))
    g_return_if_reached ();

  if (writer->hands->len == 0)
    writer->first_dealer = (int) dealer;
  g_ptr_array_add (writer->hands, hand_record_new (deck));
}

static void
on_move_played (CyGame       *game,
                guint         seat,
                const CyMove *move,
                gboolean      automatic,
                Writer       *writer)
{
  /* Automatic knocks follow from the house rules; a replay makes them again. */
  if (!automatic && writer->hands->len > 0)
    json_array_add_element (current_hand (writer)->moves, move_to_node (seat, move));
}

static void
on_category_scored (CyGame *game,
                    guint   seat,
                    guint   category,
                    guint   points,
                    Writer *writer)
{
  if (writer->hands->len > 0)
    current_hand (writer)->scores[seat] = (int) category;
}

static void
on_category_unscored (CyGame *game,
                      guint   seat,
                      guint   category,
                      Writer *writer)
{
  if (writer->hands->len > 0)
    current_hand (writer)->scores[seat] = -1;
}

static void
writer_free (gpointer data)
{
  Writer *writer = data;

  for (guint i = 0; i < G_N_ELEMENTS (writer->handlers); i++)
    g_clear_signal_handler (&writer->handlers[i], writer->game);
  g_clear_object (&writer->game);
  g_ptr_array_unref (writer->hands);
  g_free (writer);
}

static gboolean
same_piles (const CyPile *a,
            const CyPile *b)
{
  return a->n_cards == b->n_cards && memcmp (a->cards, b->cards, a->n_cards) == 0;
}

static gboolean
is_hand_over (CyPhase phase)
{
  return phase == CY_PHASE_SCORING || phase == CY_PHASE_HAND_OVER || phase == CY_PHASE_GAME_OVER;
}

/* Whether replaying the record led to the live game. Scores written since
 * the hand ended are not compared: a save keeps no part of a hand's scores
 * in its record, and the live game says them. Returns what differs. */
static const char *
compare_games (CyGame *replayed,
               CyGame *live)
{
  gboolean over = is_hand_over (live->phase);

  if (replayed->n_players != live->n_players)
    return "players";
  for (guint p = 0; p < live->n_players; p++)
    if (g_strcmp0 (cy_player_get_name (replayed->players[p]), cy_player_get_name (live->players[p])) != 0)
      return "players";
  if (replayed->options.stock_rule != live->options.stock_rule ||
      replayed->options.turn_limit != live->options.turn_limit)
    return "options";
  if (replayed->hand_number != live->hand_number || replayed->dealer != live->dealer ||
      is_hand_over (replayed->phase) != over || (!over && replayed->phase != live->phase))
    return "round";
  if (!over && (replayed->to_move != live->to_move || replayed->knocker != live->knocker ||
                replayed->last_turns_left != live->last_turns_left ||
                replayed->passes_in_row != live->passes_in_row ||
                memcmp (replayed->turns_taken, live->turns_taken, sizeof live->turns_taken) != 0))
    return "turn";
  if (!same_piles (&replayed->stock, &live->stock))
    return "stock";

  for (guint p = 0; p < live->n_players; p++)
    {
      if (!same_piles (&replayed->hands[p], &live->hands[p]) || !same_piles (&replayed->harbors[p], &live->harbors[p]))
        return "cards";

      for (guint c = 0; c < CY_N_CATEGORIES; c++)
        if (!(over && ((int) c == live->hand_category[p] || (int) c == replayed->hand_category[p])) &&
            replayed->scores[p][c] != live->scores[p][c])
          return "scores";
    }

  return NULL;
}

/* Takes over the hands of @earlier (already replayed: well formed). */
static void
read_earlier_hands (Writer     *writer,
                    JsonObject *earlier)
{
  JsonArray *hands = json_object_get_array_member (earlier, "hands");

  writer->first_dealer = (int) json_object_get_int_member (earlier, "dealer");
  for (guint h = 0; h < json_array_get_length (hands); h++)
    {
      JsonObject *object = json_array_get_object_element (hands, h);
      JsonArray *actions = json_object_get_array_member (object, "actions");
      CyCard deck[CY_DECK_SIZE];
      HandRecord *hand;
      guint n_cards;

      if (!cy_record_get_cards (object, "deck", CY_DECK_SIZE, CY_DECK_SIZE, deck, &n_cards, NULL))
        g_return_if_reached ();
      hand = hand_record_new (deck);
      g_ptr_array_add (writer->hands, hand);

      for (guint a = 0; a < json_array_get_length (actions); a++)
        {
          JsonNode *node = json_array_get_element (actions, a);
          Action action;

          if (!parse_action (node, writer->game->n_players, TRUE, &action, NULL))
            g_return_if_reached ();
          if (action.is_score)
            hand->scores[action.seat] = (int) action.category;
          else
            json_array_add_element (hand->moves, json_node_copy (node));
        }
    }
}

static const char *
record_compare (GObject *replayed,
                GObject *live)
{
  return compare_games (CY_GAME (replayed), CY_GAME (live));
}

static gpointer
record_writer_new (GObject     *object,
                   JsonObject  *earlier,
                   GObject     *replayed,
                   GError     **error)
{
  CyGame *game = CY_GAME (object);
  Writer *writer = g_new0 (Writer, 1);
  gboolean fresh = TRUE;

  writer->game = g_object_ref (game);
  writer->first_dealer = -1;
  writer->hands = g_ptr_array_new_with_free_func (hand_record_free);

  if (earlier != NULL)
    {
      read_earlier_hands (writer, earlier);
      if (writer->hands->len > 0 && is_hand_over (game->phase))
        for (guint p = 0; p < game->n_players; p++)
          current_hand (writer)->scores[p] = game->hand_category[p];
    }
  else if (game->phase != CY_PHASE_SEAT_DRAW)
    {
      CyCard deck[CY_DECK_SIZE];

      /* Right after the first deal, before any move, is still a start. */
      for (guint p = 0; p < game->n_players; p++)
        fresh &= game->turns_taken[p] == 0;
      fresh &= game->hand_number == 1 && game->phase == CY_PHASE_TURNS && cy_game_get_deck (game, deck);
      if (!fresh)
        {
          g_set_error_literal (error, CY_RECORD_ERROR, CY_RECORD_ERROR_MISMATCH,
                               _("The game is under way and the record of its first moves is missing"));
          writer_free (writer);
          return NULL;
        }

      writer->first_dealer = (int) game->dealer;
      g_ptr_array_add (writer->hands, hand_record_new (deck));
    }

  writer->handlers[0] = g_signal_connect (game, "hand-dealt", G_CALLBACK (on_hand_dealt), writer);
  writer->handlers[1] = g_signal_connect (game, "move-played", G_CALLBACK (on_move_played), writer);
  writer->handlers[2] = g_signal_connect (game, "category-scored", G_CALLBACK (on_category_scored), writer);
  writer->handlers[3] = g_signal_connect (game, "category-unscored", G_CALLBACK (on_category_unscored), writer);

  return writer;
}

static JsonNode *
record_writer_build (gpointer data,
                     gboolean whole_hands_only)
{
  Writer *writer = data;
  CyGame *game = writer->game;
  JsonObject *root = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonObject *options = json_object_new ();
  JsonArray *hands = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  for (guint p = 0; p < game->n_players; p++)
    json_array_add_string_element (players, cy_player_get_name (game->players[p]));
  json_object_set_string_member (options, "stock_rule", cy_stock_rule_get_key (game->options.stock_rule));
  if (game->options.turn_limit != CY_DEFAULT_TURN_LIMIT)
    json_object_set_int_member (options, "turn_limit", game->options.turn_limit);

  for (guint h = 0; h < writer->hands->len; h++)
    {
      HandRecord *hand = writer->hands->pdata[h];
      JsonObject *object = json_object_new ();
      JsonArray *actions = json_array_new ();
      gboolean all_scored = TRUE;

      for (guint p = 0; p < game->n_players; p++)
        all_scored &= hand->scores[p] >= 0;
      if (whole_hands_only && !all_scored)
        {
          json_object_unref (object);
          json_array_unref (actions);
          break;
        }

      for (guint a = 0; a < json_array_get_length (hand->moves); a++)
        json_array_add_element (actions, json_node_copy (json_array_get_element (hand->moves, a)));
      /* Scores in seat order, once every seat has scored. */
      for (guint p = 0; all_scored && p < game->n_players; p++)
        {
          JsonObject *score = json_object_new ();

          json_object_set_int_member (score, "seat", p);
          json_object_set_string_member (score, "score", cy_category_get_key (hand->scores[p]));
          json_array_add_object_element (actions, score);
        }

      json_object_set_member (object, "deck", cy_record_cards_to_node (hand->deck, CY_DECK_SIZE));
      json_object_set_array_member (object, "actions", actions);
      json_array_add_object_element (hands, object);
    }

  json_object_set_string_member (root, "game", GAME_ID);
  json_object_set_array_member (root, "players", players);
  json_object_set_object_member (root, "options", options);
  /* Before the first deal the dealer is not known; a record without hands
   * does not use it. */
  json_object_set_int_member (root, "dealer", MAX (writer->first_dealer, 0));
  json_object_set_array_member (root, "hands", hands);

  json_node_take_object (node, root);
  return node;
}

const CyRecordFormat *
cy_game_record_get_format (void)
{
  static const CyRecordFormat format = {
    .game_id = GAME_ID,
    .get_game_type = cy_game_get_type,
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
phase_key (CyPhase phase)
{
  switch (phase)
    {
    case CY_PHASE_TURNS:
      return "turns";
    case CY_PHASE_LAST_TURNS:
      return "last-turns";
    case CY_PHASE_SCORING:
      return "scoring";
    default:
      return "other";
    }
}

/**
 * cy_game_record_view:
 *
 * The question for an outside player, built from the seat's CySeatView
 * (which holds no hidden card) and the players' names:
 * {"game":"card-yacht","seat":S,"decision":"move"|"score","view":{...}}.
 *
 * Returns: (transfer full):
 */
JsonNode *
cy_game_record_view (CyGame *game,
                     guint   seat)
{
  JsonObject *request = json_object_new ();
  JsonObject *object = json_object_new ();
  JsonObject *options = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonArray *harbors = json_array_new ();
  JsonArray *taken = json_array_new ();
  JsonArray *turns = json_array_new ();
  JsonArray *sheets = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  CySeatView view;

  g_return_val_if_fail (CY_IS_GAME (game), NULL);
  g_return_val_if_fail (seat < game->n_players, NULL);

  cy_game_get_seat_view (game, seat, &view);

  for (guint p = 0; p < view.n_players; p++)
    {
      CyCard held[CY_HAND_SIZE];
      guint n_held = 0;

      for (CyCard card = 0; card < CY_DECK_SIZE && n_held < CY_HAND_SIZE; card++)
        if (view.taken[p] & cy_card_set_of (card))
          held[n_held++] = card;

      json_array_add_string_element (players, cy_player_get_name (game->players[p]));
      json_array_add_element (harbors, cy_record_cards_to_node (view.harbors[p].cards, view.harbors[p].n_cards));
      json_array_add_element (taken, cy_record_cards_to_node (held, n_held));
      json_array_add_int_element (turns, view.turns_taken[p]);
      json_array_add_element (sheets, sheet_to_node (view.scores[p]));
    }
  json_object_set_string_member (options, "stock_rule", cy_stock_rule_get_key (view.options.stock_rule));
  json_object_set_int_member (options, "turn_limit", view.options.turn_limit);

  json_object_set_array_member (object, "players", players);
  json_object_set_object_member (object, "options", options);
  json_object_set_int_member (object, "round", view.hand_number);
  json_object_set_int_member (object, "dealer", view.dealer);
  json_object_set_string_member (object, "phase", phase_key (view.phase));
  json_object_set_int_member (object, "to_move", view.to_move);
  if (view.knocker >= 0)
    json_object_set_int_member (object, "knocker", view.knocker);
  else
    json_object_set_null_member (object, "knocker");
  json_object_set_int_member (object, "stock", view.stock_count);
  json_object_set_member (object, "hand", cy_record_cards_to_node (view.hand, CY_HAND_SIZE));
  json_object_set_array_member (object, "harbors", harbors);
  json_object_set_array_member (object, "taken", taken);
  json_object_set_array_member (object, "turns_taken", turns);
  json_object_set_array_member (object, "sheets", sheets);

  json_object_set_string_member (request, "game", GAME_ID);
  json_object_set_int_member (request, "seat", seat);
  json_object_set_string_member (request, "decision", view.phase == CY_PHASE_SCORING ? "score" : "move");
  json_object_set_object_member (request, "view", object);

  json_node_take_object (node, request);
  return node;
}

gboolean
cy_game_record_play_answer (CyGame      *game,
                            guint        seat,
                            JsonObject  *answer,
                            GError     **error)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GError) local_error = NULL;
  Action action;

  g_return_val_if_fail (CY_IS_GAME (game), FALSE);
  g_return_val_if_fail (seat < game->n_players, FALSE);

  json_node_set_object (node, answer);
  if (!parse_action (node, game->n_players, FALSE, &action, &local_error))
    {
      g_set_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_GARBAGE,
                   _("The answer is not an action: %s"), local_error->message);
      return FALSE;
    }

  if (action.seat != G_MAXUINT && action.seat != seat)
    {
      g_set_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_ILLEGAL,
                   _("The answer plays for seat %u, not seat %u"), action.seat, seat);
      return FALSE;
    }

  if (!play_action (game, seat, &action, FALSE, &local_error))
    {
      g_set_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_ILLEGAL,
                   _("Illegal answer: %s"), local_error->message);
      return FALSE;
    }

  return TRUE;
}

gboolean
cy_game_play_external (CyGame            *game,
                       guint              seat,
                       CyExternalPlayer  *player,
                       GError           **error)
{
  g_autoptr(JsonNode) view = NULL;

  g_return_val_if_fail (CY_IS_GAME (game), FALSE);
  g_return_val_if_fail (CY_IS_EXTERNAL_PLAYER (player), FALSE);

  view = cy_game_record_view (game, seat);
  return cy_external_player_take_turn (player, view, (CyExternalAnswerFunc) cy_game_record_play_answer, game, seat, error);
}
