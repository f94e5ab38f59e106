/* cy-cli-boat-solve.c: card-yacht-cli boat solve FILE
 *
 * Reads a game record (design.md section 9, "game":"boat") that stops
 * during the play of a hand, replays it through the rules and prints what
 * the bidding team takes with every card seen and perfect play, and the
 * best card for the seat to play.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "cy-boat-game.h"
#include "cy-boat-solver.h"
#include "cy-cli-boat.h"
#include "cy-error.h"

static gboolean
fail (GError     **error,
      const char  *format,
      ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError     **error,
      const char  *format,
      ...)
{
  va_list args;

  va_start (args, format);
  *error = g_error_new_valist (CY_ERROR, CY_ERROR_PARSE, format, args);
  va_end (args);
  return FALSE;
}

static gboolean
read_cards (JsonNode       *node,
            guint           expected,
            CyBoatCardSet  *set,
            GError        **error)
{
  JsonArray *array;
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (array = json_node_get_array (node)) != expected)
    return fail (error, _("expected a list of %u cards"), expected);

  for (guint i = 0; i < expected; i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING)
        return fail (error, _("a card must be a string such as \"AH\""));
      g_ptr_array_add (texts, (gpointer) json_node_get_string (element));
    }

  return cy_boat_set_parse ((char **) texts->pdata, expected, set, error);
}

static gboolean
read_int (JsonObject  *object,
          const char  *member,
          gint64       low,
          gint64       high,
          gint64      *value,
          GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
      json_node_get_int (node) < low || json_node_get_int (node) > high)
    return fail (error, _("“%s” must be a whole number from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT),
                 member, low, high);

  *value = json_node_get_int (node);
  return TRUE;
}

/* One action of the record's vocabulary into @action. */
static gboolean
read_action (JsonNode      *node,
             CyBoatAction  *action,
             GError       **error)
{
  JsonObject *object;
  JsonNode *member;
  gint64 value;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, _("an action must be an object"));
  object = json_node_get_object (node);
  if (json_object_get_size (object) != 2)
    return fail (error, _("an action has a seat and one move"));
  if (!read_int (object, "seat", 0, CY_BOAT_N_SEATS - 1, &value, error))
    return FALSE;

  memset (action, 0, sizeof *action);
  action->seat = (guint8) value;

  if (json_object_has_member (object, "bid"))
    {
      if (!read_int (object, "bid", 0, 255, &value, error))
        return FALSE;
      action->kind = CY_BOAT_ACTION_BID;
      action->bid = (guint8) value;
    }
  else if ((member = json_object_get_member (object, "pass")) != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_BOOLEAN ||
          !json_node_get_boolean (member))
        return fail (error, _("“pass” must be true"));
      action->kind = CY_BOAT_ACTION_PASS;
    }
  else if ((member = json_object_get_member (object, "discard")) != NULL)
    {
      action->kind = CY_BOAT_ACTION_DISCARD;
      if (!read_cards (member, CY_BOAT_BONUS_SIZE, &action->cards, error))
        return FALSE;
    }
  else if ((member = json_object_get_member (object, "trump")) != NULL)
    {
      CySuit suit;

      if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_STRING)
        return fail (error, _("“trump” must be S, H, D or C"));
      if (!cy_boat_suit_parse (json_node_get_string (member), &suit, error))
        return FALSE;
      action->kind = CY_BOAT_ACTION_TRUMP;
      action->suit = (guint8) suit;
    }
  else if ((member = json_object_get_member (object, "play")) != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_STRING)
        return fail (error, _("“play” must be a card such as \"AH\""));
      action->kind = CY_BOAT_ACTION_PLAY;
      if (!cy_boat_card_parse (json_node_get_string (member), &action->card, error))
        return FALSE;
    }
  else
    return fail (error, _("unknown action: use bid, pass, discard, trump or play"));

  return TRUE;
}

/* Plays the record's hands into a new game. */
static CyBoatGame *
replay_record (JsonNode  *root,
               GError   **error)
{
  g_autoptr(CyBoatGame) game = NULL;
  JsonObject *object;
  JsonNode *node;
  JsonArray *names;
  JsonArray *hands;
  CyPlayer *players[CY_BOAT_N_SEATS] = { NULL };
  guint action_index = 0;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      fail (error, _("a record is one JSON object"));
      return NULL;
    }
  object = json_node_get_object (root);
  node = json_object_get_member (object, "game");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || g_strcmp0 (json_node_get_string (node), "boat") != 0)
    {
      fail (error, _("not a record of Boat (\"game\":\"boat\")"));
      return NULL;
    }

  node = json_object_get_member (object, "players");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (names = json_node_get_array (node)) != CY_BOAT_N_SEATS)
    {
      fail (error, _("“players” must list four names"));
      return NULL;
    }
  node = json_object_get_member (object, "hands");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (hands = json_node_get_array (node)) == 0)
    {
      fail (error, _("“hands” must list the hands played"));
      return NULL;
    }

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    {
      JsonNode *name = json_array_get_element (names, s);
      const char *text = JSON_NODE_HOLDS_VALUE (name) ? json_node_get_string (name) : NULL;
      g_autofree char *fallback = g_strdup_printf ("Seat %u", s);

      players[s] = cy_player_new (text != NULL && text[0] != '\0' ? text : fallback, CY_PLAYER_KIND_HUMAN);
    }

  for (guint h = 0; h < json_array_get_length (hands); h++)
    {
      JsonNode *hand_node = json_array_get_element (hands, h);
      JsonObject *hand;
      JsonNode *actions_node;
      JsonArray *dealt;
      CyBoatCardSet sets[CY_BOAT_N_SEATS];
      CyBoatCardSet bonus;
      gint64 dealer;
      g_autoptr(GError) local_error = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (hand_node))
        {
          fail (error, _("hand %u: not an object"), h);
          goto out;
        }
      hand = json_node_get_object (hand_node);
      node = json_object_get_member (hand, "hands");
      if (!read_int (hand, "dealer", 0, CY_BOAT_N_SEATS - 1, &dealer, &local_error) ||
          node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
          json_array_get_length (dealt = json_node_get_array (node)) != CY_BOAT_N_SEATS)
        {
          fail (error, _("hand %u: %s"), h, local_error ? local_error->message : _("“hands” must hold four hands"));
          goto out;
        }
      for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
        if (!read_cards (json_array_get_element (dealt, s), CY_BOAT_HAND_SIZE, &sets[s], &local_error))
          {
            fail (error, _("hand %u, seat %u: %s"), h, s, local_error->message);
            goto out;
          }
      if (!read_cards (json_object_get_member (hand, "bonus"), CY_BOAT_BONUS_SIZE, &bonus, &local_error))
        {
          fail (error, _("hand %u, bonus: %s"), h, local_error->message);
          goto out;
        }

      if (h == 0)
        game = cy_boat_game_new_with_deal (players, 0, (guint) dealer, sets, bonus, &local_error);
      if ((h == 0 && game == NULL) || (h > 0 && !cy_boat_game_deal (game, (guint) dealer, sets, bonus, &local_error)))
        {
          fail (error, _("hand %u: %s"), h, local_error->message);
          goto out;
        }

      actions_node = json_object_get_member (hand, "actions");
      if (actions_node == NULL || !JSON_NODE_HOLDS_ARRAY (actions_node))
        {
          fail (error, _("hand %u: “actions” must be a list"), h);
          goto out;
        }
      for (guint a = 0; a < json_array_get_length (json_node_get_array (actions_node)); a++, action_index++)
        {
          CyBoatAction action;

          if (!read_action (json_array_get_element (json_node_get_array (actions_node), a), &action, &local_error) ||
              !cy_boat_game_act (game, &action, &local_error))
            {
              fail (error, _("action %u (hand %u): %s"), action_index, h, local_error->message);
              goto out;
            }
        }
    }

out:
  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    g_clear_object (&players[s]);
  if (error != NULL && *error != NULL)
    return NULL;
  return g_steal_pointer (&game);
}

int
cy_cli_boat_solve (int    argc,
                   char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CyBoatGame) game = NULL;
  g_autoptr(GString) out = NULL;
  const CyBoatHand *hand;
  CyBoatPosition pos;
  CyBoatCard best;
  g_autofree char *best_text = NULL;
  guint team;
  guint points;
  gint64 start;

  if (!cy_cli_parse_options ("boat solve", _("FILE"),
                             _("Solves a Boat record that stops during the play of a hand (FILE, or - for standard input)."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;
  if (argc != 2)
    return cy_cli_fail (_("boat solve: give one record file, or - for standard input"));

  if (g_strcmp0 (argv[1], "-") == 0)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      char buffer[4096];
      size_t n;

      while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
        g_string_append_len (text, buffer, (gssize) n);
      if (!json_parser_load_from_data (parser, text->str, (gssize) text->len, &error))
        return cy_cli_fail (_("boat solve: standard input: %s"), error->message);
    }
  else if (!json_parser_load_from_file (parser, argv[1], &error))
    return cy_cli_fail (_("boat solve: %s: %s"), argv[1], error->message);

  game = replay_record (json_parser_get_root (parser), &error);
  if (game == NULL)
    return cy_cli_fail (_("boat solve: %s"), error->message);

  hand = cy_boat_game_get_hand (game);
  if (!cy_boat_position_from_hand (&pos, hand))
    return cy_cli_fail (_("boat solve: the record must stop during the play of a hand (after trump is named, before its last card)"));

  start = g_get_monotonic_time ();
  team = cy_boat_team_of ((guint) hand->high_bidder);
  points = hand->trick_points[team] + cy_boat_solver_solve (cy_boat_solver_get_default (), &pos, team, &best);
  best_text = cy_boat_card_to_string (best);

  out = g_string_new (NULL);
  g_string_append_printf (out, "{\"bidding_team_points\":%u,\"best\":\"%s\",\"seconds\":%.6f}",
                          points, best_text, (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  puts (out->str);
  return 0;
}
