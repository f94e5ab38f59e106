/* cy-dice-game-record.c: Yacht's game records: reading, replaying and
 * writing them, and the same action vocabulary for outside players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "cy-dice-game-private.h"
#include "cy-dice-game-record.h"
#include "cy-error.h"

static const char * const record_keys[] = { "game", "rules", "players", "actions", NULL };
static const char * const roll_keys[] = { "seat", "keep", "roll", NULL };
static const char * const score_keys[] = { "seat", "score", NULL };

/* One action of the record vocabulary. */
typedef struct
{
  gboolean  is_score;
  guint     seat;                     /* G_MAXUINT when the action does not say */
  gboolean  has_keep;
  guint     n_keep;
  guint8    keep[CY_DICE_N_DICE];     /* values, any order */
  gboolean  has_dice;                 /* FALSE: an outside player's "roll":true */
  guint     n_rolled;
  guint8    rolled[CY_DICE_N_DICE];   /* the new dice */
  guint     category;
} Action;

#define malformed(error, ...) cy_record_fail ((error), CY_RECORD_ERROR_FORMAT, __VA_ARGS__)
#define illegal(error, ...) cy_record_fail ((error), CY_RECORD_ERROR_ILLEGAL, __VA_ARGS__)

/* A list of 0 to 5 dice, each a whole number from 1 to 6. */
static gboolean
get_dice (JsonObject  *object,
          const char  *key,
          guint8       dice[CY_DICE_N_DICE],
          guint       *n_dice,
          GError     **error)
{
  JsonArray *array = cy_record_get_array (object, key, 0, CY_DICE_N_DICE, error);

  if (array == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          json_node_get_int (node) < 1 || json_node_get_int (node) > CY_DICE_N_FACES)
        return malformed (error, _("“%s” must list dice as whole numbers from 1 to 6"), key);
      dice[i] = (guint8) json_node_get_int (node);
    }

  *n_dice = json_array_get_length (array);
  return TRUE;
}

static gboolean
unknown_category (CyDiceRules   rules,
                  const char   *key,
                  GError      **error)
{
  g_autofree char *quoted = cy_record_quote (key);
  g_autoptr(GString) keys = g_string_new (NULL);

  for (guint c = 0; c < cy_dice_rules_get_n_categories (rules); c++)
    g_string_append_printf (keys, "%s%s", c > 0 ? ", " : "", cy_dice_category_get_key (rules, c));

  /* Translators: the first %s is what the record says, the second the rule set, the third the list of keys */
  return malformed (error, _("Unknown category “%s” in %s: use %s"), quoted, cy_dice_rules_get_key (rules), keys->str);
}

/* Reads an action: a roll or a score with its own keys. The seat is
 * required in a record, and may be left out by an outside player, whose
 * rolls say "roll":true (the game rolls the dice). */
static gboolean
parse_action (JsonNode     *node,
              CyDiceRules   rules,
              guint         n_players,
              gboolean      from_record,
              Action       *action,
              GError      **error)
{
  JsonObject *object;
  gboolean has_roll;
  gboolean has_score;

  memset (action, 0, sizeof *action);
  action->seat = G_MAXUINT;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return malformed (error, _("An action must be an object like {\"seat\":0,\"roll\":[3,5,5,2,6]}"));
  object = json_node_get_object (node);

  has_roll = json_object_has_member (object, "roll");
  has_score = json_object_has_member (object, "score");
  if (has_roll && has_score)
    return malformed (error, _("An action holds one move, not two"));
  if (!has_roll && !has_score)
    return malformed (error, _("The action names no move: roll (with keep after the first roll) or score"));

  if (!cy_record_check_keys (object, has_roll ? roll_keys : score_keys, _("the action"), error))
    return FALSE;

  if ((from_record || json_object_has_member (object, "seat")) &&
      !cy_record_get_uint (object, "seat", n_players - 1, &action->seat, error))
    return FALSE;

  if (has_score)
    {
      const char *key = cy_record_get_string (object, "score", error);

      action->is_score = TRUE;
      if (key == NULL)
        return FALSE;
      if (!cy_dice_category_from_key (rules, key, &action->category))
        return unknown_category (rules, key, error);
      return TRUE;
    }

  action->has_keep = json_object_has_member (object, "keep");
  if (action->has_keep && !get_dice (object, "keep", action->keep, &action->n_keep, error))
    return FALSE;

  if (from_record)
    {
      action->has_dice = TRUE;
      return get_dice (object, "roll", action->rolled, &action->n_rolled, error);
    }

  if (!cy_record_get_true (object, "roll", NULL))
    return malformed (error, _("“roll” must be true: the game rolls the dice"));
  return TRUE;
}

/* The positions of the kept dice: for each value kept, the first die on
 * the table showing it that is not kept already. */
static gboolean
keep_mask (CyDiceGame    *game,
           const Action  *action,
           CyDiceMask    *mask,
           GError       **error)
{
  *mask = 0;
  for (guint k = 0; k < action->n_keep; k++)
    {
      guint i;

      for (i = 0; i < CY_DICE_N_DICE; i++)
        if (!(*mask & (1u << i)) && game->dice[i] == action->keep[k])
          break;

      if (i == CY_DICE_N_DICE)
        {
          g_autofree char *table = cy_dice_to_string (game->dice, CY_DICE_MASK_ALL, FALSE);

          return illegal (error, _("“keep” holds dice that are not on the table (%s)"), table);
        }
      *mask |= 1u << i;
    }

  return TRUE;
}

/* Plays @action for @seat through the game's own checked methods; changes
 * nothing when it is refused. */
static gboolean
play_action (CyDiceGame    *game,
             guint          seat,
             const Action  *action,
             GError       **error)
{
  CyDiceMask held = 0;
  guint8 dice[CY_DICE_N_DICE];
  guint next = 0;

  if (game->over)
    return illegal (error, _("The game is over after %u rounds: no action may follow"),
                    cy_dice_rules_get_n_categories (game->rules));

  if (seat != game->to_move)
    return illegal (error, _("It is seat %u’s turn, not seat %u’s"), game->to_move, seat);

  if (action->is_score)
    return cy_dice_game_score (game, action->category, error);

  /* No rolls left comes before what the roll keeps. */
  if (!_cy_dice_game_check_roll (game, seat, 0, error))
    return FALSE;

  if (game->rolls_used == 0)
    {
      if (action->n_keep > 0)
        return illegal (error, _("The first roll of a turn rolls all five dice: nothing can be kept"));
    }
  else if (!action->has_keep)
    return malformed (error, _("A roll after the turn’s first says which dice are kept (\"keep\", [] for none)"));

  if (game->rolls_used > 0 && !keep_mask (game, action, &held, error))
    return FALSE;

  if (!_cy_dice_game_check_roll (game, seat, held, error))
    return FALSE;

  if (!action->has_dice)
    return (game->rolls_used == 0 || cy_dice_game_keep (game, held, error)) && cy_dice_game_roll (game, error);

  if (action->n_rolled != CY_DICE_N_DICE - action->n_keep)
    return malformed (error, _("“roll” must hold the %u new dice (five less the %u kept), not %u"),
                      CY_DICE_N_DICE - action->n_keep, action->n_keep, action->n_rolled);

  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    dice[i] = (held & (1u << i)) ? game->dice[i] : action->rolled[next++];

  if (game->rolls_used > 0 && !cy_dice_game_keep (game, held, error))
    return FALSE;
  return cy_dice_game_roll_dice (game, dice, error);
}

/* Replaying */

static gboolean
read_rules (JsonObject   *record,
            CyDiceRules  *rules,
            GError      **error)
{
  const char *key = cy_record_get_string (record, "rules", error);

  if (key == NULL)
    return FALSE;
  if (!cy_dice_rules_from_key (key, rules))
    {
      g_autofree char *quoted = cy_record_quote (key);

      return malformed (error, _("Unknown rules “%s”: use yacht-bonus or yacht-1938"), quoted);
    }

  return TRUE;
}

static gboolean
record_list_steps (JsonObject  *record,
                   GArray      *steps,
                   GError     **error)
{
  g_auto(GStrv) names = NULL;
  CyDiceRules rules;
  JsonArray *actions;

  if (!cy_record_check_keys (record, record_keys, _("the record"), error) ||
      !read_rules (record, &rules, error) ||
      !(names = cy_record_get_names (record, "players", CY_DICE_MIN_PLAYERS, CY_DICE_MAX_PLAYERS, error)) ||
      !(actions = cy_record_get_array (record, "actions", 0, G_MAXUINT, error)))
    return FALSE;

  for (guint a = 0; a < json_array_get_length (actions); a++)
    {
      CyRecordStep step = { CY_RECORD_STEP_ACTION, -1, a, a, json_array_get_element (actions, a) };

      g_array_append_val (steps, step);
    }

  return TRUE;
}

static GObject *
record_start (JsonObject  *record,
              GError     **error)
{
  g_auto(GStrv) names = cy_record_get_names (record, "players", CY_DICE_MIN_PLAYERS, CY_DICE_MAX_PLAYERS, error);
  CyPlayer *players[CY_DICE_MAX_PLAYERS] = { NULL };
  CyDiceRules rules;
  CyDiceGame *game;
  guint n_players;

  if (names == NULL || !read_rules (record, &rules, error))
    return NULL;

  n_players = g_strv_length (names);
  for (guint p = 0; p < n_players; p++)
    players[p] = cy_player_new (names[p], CY_PLAYER_KIND_HUMAN);
  /* The dice come from the record, never from the seed. */
  game = cy_dice_game_new (rules, players, n_players, 0);
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
  CyDiceGame *game = CY_DICE_GAME (object);
  Action action;

  g_return_val_if_fail (step->kind == CY_RECORD_STEP_ACTION, FALSE);

  return parse_action (step->node, game->rules, game->n_players, TRUE, &action, error) &&
         play_action (game, action.seat, &action, error);
}

static gboolean
record_is_whole (GObject  *object,
                 GError  **error)
{
  CyDiceGame *game = CY_DICE_GAME (object);

  if (game->over || (game->to_move == 0 && game->rolls_used == 0))
    return TRUE;

  if (game->rolls_used == 0)
    g_set_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_INCOMPLETE,
                 _("The record stops inside round %u: seat %u is to roll"), game->round, game->to_move);
  else
    g_set_error (error, CY_RECORD_ERROR, CY_RECORD_ERROR_INCOMPLETE,
                 _("The record stops inside round %u: seat %u has not scored"), game->round, game->to_move);
  return FALSE;
}

/* A seat's sheet: the categories used so far, in sheet order. */
static JsonNode *
sheet_to_node (CyDiceRules   rules,
               const gint16  scores[CY_DICE_MAX_CATEGORIES])
{
  JsonObject *sheet = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  for (guint c = 0; c < cy_dice_rules_get_n_categories (rules); c++)
    if (scores[c] >= 0)
      json_object_set_int_member (sheet, cy_dice_category_get_key (rules, c), scores[c]);

  json_node_take_object (node, sheet);
  return node;
}

static JsonNode *
record_outcome (GObject *object)
{
  CyDiceGame *game = CY_DICE_GAME (object);
  JsonObject *outcome = json_object_new ();
  JsonArray *totals = json_array_new ();
  JsonArray *sheets = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  for (guint p = 0; p < game->n_players; p++)
    {
      json_array_add_int_element (totals, cy_dice_game_get_total (game, p));
      json_array_add_element (sheets, sheet_to_node (game->rules, game->scores[p]));
    }

  json_object_set_string_member (outcome, "game", CY_DICE_GAME_ID);
  json_object_set_array_member (outcome, "totals", totals);
  json_object_set_array_member (outcome, "sheets", sheets);
  json_node_take_object (node, outcome);
  return node;
}

/* Writing: the game keeps every action with its dice, so the writer only
 * needs the game; a game resumed from a save has its whole history too. */

typedef struct
{
  CyDiceGame *game;
} Writer;

static void
writer_free (gpointer data)
{
  Writer *writer = data;

  g_clear_object (&writer->game);
  g_free (writer);
}

static int
compare_faces (gconstpointer a,
               gconstpointer b)
{
  return *(const guint8 *) a - *(const guint8 *) b;
}

/* Whether replaying the record led to the live game (the order of the
 * dice on the table aside). Returns what differs. */
static const char *
compare_games (CyDiceGame *replayed,
               CyDiceGame *live)
{
  guint8 a[CY_DICE_N_DICE];
  guint8 b[CY_DICE_N_DICE];

  if (replayed->rules != live->rules)
    return "rules";
  if (replayed->n_players != live->n_players)
    return "players";
  for (guint p = 0; p < live->n_players; p++)
    if (g_strcmp0 (cy_player_get_name (replayed->players[p]), cy_player_get_name (live->players[p])) != 0)
      return "players";
  if (replayed->over != live->over || replayed->round != live->round || replayed->to_move != live->to_move ||
      replayed->rolls_used != live->rolls_used)
    return "turn";

  memcpy (a, replayed->dice, sizeof a);
  memcpy (b, live->dice, sizeof b);
  qsort (a, CY_DICE_N_DICE, 1, compare_faces);
  qsort (b, CY_DICE_N_DICE, 1, compare_faces);
  if (memcmp (a, b, sizeof a) != 0)
    return "dice";

  if (memcmp (replayed->scores, live->scores, sizeof live->scores) != 0)
    return "scores";

  return NULL;
}

static const char *
record_compare (GObject *replayed,
                GObject *live)
{
  return compare_games (CY_DICE_GAME (replayed), CY_DICE_GAME (live));
}

static gpointer
record_writer_new (GObject     *object,
                   JsonObject  *earlier,
                   GObject     *replayed,
                   GError     **error)
{
  Writer *writer = g_new0 (Writer, 1);

  /* The game's own list of actions is the record: nothing to read from
   * @earlier, which the writer has already found to lead to @object. */
  writer->game = g_object_ref (CY_DICE_GAME (object));
  return writer;
}

JsonNode *
cy_dice_game_record_dice_to_node (const guint8 *dice,
                                  CyDiceMask    mask)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    if (mask & (1u << i))
      json_array_add_int_element (array, dice[i]);

  json_node_take_array (node, array);
  return node;
}

static JsonNode *
record_writer_build (gpointer data,
                     gboolean whole_hands_only)
{
  Writer *writer = data;
  CyDiceGame *game = writer->game;
  JsonObject *root = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonArray *actions = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  const CyDiceAction *list;
  guint n_actions;
  guint n_written;
  guint n_scores = 0;
  gboolean first_roll = TRUE;

  for (guint p = 0; p < game->n_players; p++)
    json_array_add_string_element (players, cy_player_get_name (game->players[p]));

  list = cy_dice_game_get_actions (game, &n_actions);

  /* Only whole rounds: up to the last score that ends one. */
  n_written = n_actions;
  if (whole_hands_only)
    {
      n_written = 0;
      for (guint a = 0; a < n_actions; a++)
        if (list[a].type == CY_DICE_ACTION_SCORE && ++n_scores % game->n_players == 0)
          n_written = a + 1;
    }

  for (guint a = 0; a < n_written; a++)
    {
      const CyDiceAction *action = &list[a];
      JsonObject *object = json_object_new ();

      json_object_set_int_member (object, "seat", action->seat);
      if (action->type == CY_DICE_ACTION_SCORE)
        {
          json_object_set_string_member (object, "score", cy_dice_category_get_key (game->rules, action->category));
          first_roll = TRUE;
        }
      else
        {
          if (!first_roll)
            json_object_set_member (object, "keep", cy_dice_game_record_dice_to_node (action->dice, action->held));
          json_object_set_member (object, "roll", cy_dice_game_record_dice_to_node (action->dice, CY_DICE_MASK_ALL & ~action->held));
          first_roll = FALSE;
        }
      json_array_add_object_element (actions, object);
    }

  json_object_set_string_member (root, "game", CY_DICE_GAME_ID);
  json_object_set_string_member (root, "rules", cy_dice_rules_get_key (game->rules));
  json_object_set_array_member (root, "players", players);
  json_object_set_array_member (root, "actions", actions);

  json_node_take_object (node, root);
  return node;
}

const CyRecordFormat *
cy_dice_game_record_get_format (void)
{
  static const CyRecordFormat format = {
    .game_id = CY_DICE_GAME_ID,
    .get_game_type = cy_dice_game_get_type,
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

/**
 * cy_dice_game_record_view:
 *
 * The question for an outside player, from the seat's CyDiceSeatView:
 * {"game":"dice-yacht","seat":S,"decision":"roll"|"keep"|"score",
 *  "view":{"rules":R,"players":[...],"round":N,"to_move":S,"rolls_used":N,
 *  "rolls_left":N,"dice":[...],"upper":[...],"sheets":[...],"open":[keys]}},
 * and for the yahtzee rules "yahtzee_bonus":[points per seat] and
 * "yahtzee_bonus_live":[per seat: does the Yahtzee box hold 50]. "open"
 * lists the categories the seat to move may write into now: its unused
 * ones, as far as the Joker allows them for the dice on the table.
 * "roll" asks for the turn's first roll, "keep" for a roll or a score,
 * "score" (no rolls left) for a score.
 *
 * Returns: (transfer full):
 */
JsonNode *
cy_dice_game_record_view (CyDiceGame *game,
                          guint       seat)
{
  JsonObject *request = json_object_new ();
  JsonObject *object = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonArray *upper = json_array_new ();
  JsonArray *sheets = json_array_new ();
  JsonArray *open = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  CyDiceSeatView view;
  CyDiceCategorySet allowed;
  const char *decision;

  g_return_val_if_fail (CY_IS_DICE_GAME (game), NULL);
  g_return_val_if_fail (seat < game->n_players, NULL);

  cy_dice_game_get_seat_view (game, seat, &view);

  for (guint p = 0; p < view.n_players; p++)
    {
      json_array_add_string_element (players, cy_player_get_name (game->players[p]));
      json_array_add_int_element (upper, view.upper[p]);
      json_array_add_element (sheets, sheet_to_node (view.rules, view.scores[p]));
    }

  json_object_set_string_member (object, "rules", cy_dice_rules_get_key (view.rules));
  json_object_set_array_member (object, "players", players);
  json_object_set_int_member (object, "round", view.round);
  json_object_set_int_member (object, "to_move", view.to_move);
  json_object_set_int_member (object, "rolls_used", view.rolls_used);
  json_object_set_int_member (object, "rolls_left", CY_DICE_N_ROLLS - view.rolls_used);
  json_object_set_member (object, "dice", cy_dice_game_record_dice_to_node (view.dice, view.rolls_used > 0 ? CY_DICE_MASK_ALL : 0));
  json_object_set_array_member (object, "upper", upper);
  json_object_set_array_member (object, "sheets", sheets);

  allowed = view.rolls_used > 0 ? cy_dice_allowed (view.rules, view.used[view.to_move], view.dice)
                                : cy_dice_rules_get_all (view.rules) & ~view.used[view.to_move];
  for (guint c = 0; c < cy_dice_rules_get_n_categories (view.rules); c++)
    if (allowed & (1u << c))
      json_array_add_string_element (open, cy_dice_category_get_key (view.rules, c));
  json_object_set_array_member (object, "open", open);

  if (cy_dice_rules_has_joker (view.rules))
    {
      JsonArray *bonus = json_array_new ();
      JsonArray *live = json_array_new ();

      for (guint p = 0; p < view.n_players; p++)
        {
          json_array_add_int_element (bonus, view.yacht_bonuses[p] * CY_DICE_YACHT_BONUS);
          json_array_add_boolean_element (live, cy_dice_seat_view_is_yacht_live (&view, p));
        }
      json_object_set_array_member (object, "yahtzee_bonus", bonus);
      json_object_set_array_member (object, "yahtzee_bonus_live", live);
    }

  decision = view.rolls_used == 0 ? "roll" : view.rolls_used < CY_DICE_N_ROLLS ? "keep" : "score";
  json_object_set_string_member (request, "game", CY_DICE_GAME_ID);
  json_object_set_int_member (request, "seat", seat);
  json_object_set_string_member (request, "decision", decision);
  json_object_set_object_member (request, "view", object);

  json_node_take_object (node, request);
  return node;
}

gboolean
cy_dice_game_record_play_answer (CyDiceGame  *game,
                                 guint        seat,
                                 JsonObject  *answer,
                                 GError     **error)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GError) local_error = NULL;
  Action action;

  g_return_val_if_fail (CY_IS_DICE_GAME (game), FALSE);
  g_return_val_if_fail (seat < game->n_players, FALSE);

  json_node_set_object (node, answer);
  if (!parse_action (node, game->rules, game->n_players, FALSE, &action, &local_error))
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

  if (!play_action (game, seat, &action, &local_error))
    {
      g_set_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_ILLEGAL,
                   _("Illegal answer: %s"), local_error->message);
      return FALSE;
    }

  return TRUE;
}

gboolean
cy_dice_game_play_external (CyDiceGame        *game,
                            guint              seat,
                            CyExternalPlayer  *player,
                            GError           **error)
{
  g_autoptr(JsonNode) view = NULL;

  g_return_val_if_fail (CY_IS_DICE_GAME (game), FALSE);
  g_return_val_if_fail (CY_IS_EXTERNAL_PLAYER (player), FALSE);

  view = cy_dice_game_record_view (game, seat);
  return cy_external_player_take_turn (player, view, (CyExternalAnswerFunc) cy_dice_game_record_play_answer, game, seat, error);
}
