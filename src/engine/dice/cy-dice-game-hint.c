/* cy-dice-game-hint.c: Yacht's coach as one piece of advice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-dice-ai.h"
#include "cy-dice-game-hint.h"
#include "cy-dice-game-record.h"
#include "cy-error.h"
#include "cy-game-info.h"

/* The dice kept, as a record's "keep" gives them, or a category key. */
static JsonNode *
choice_node (const CyDiceSeatView *view,
             const CyDiceChoice   *choice)
{
  JsonNode *node;

  if (!choice->score)
    return cy_dice_game_record_dice_to_node (view->dice, choice->held);

  node = json_node_new (JSON_NODE_VALUE);
  json_node_set_string (node, cy_dice_category_get_key (view->rules, choice->category));
  return node;
}

char *
cy_dice_game_hint_json (CyDiceGame  *game,
                        GError     **error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(CyDiceStrategy) table = NULL;
  g_autofree CyDiceHint *hint = g_new0 (CyDiceHint, 1);
  g_autofree char *reason = NULL;
  CyDiceSeatView view;
  gboolean scoring;
  guint seat;

  g_return_val_if_fail (CY_IS_DICE_GAME (game), NULL);

  seat = cy_dice_game_get_to_move (game);
  if (cy_dice_game_is_over (game))
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID,
                           _("the record does not stop at a decision: the game is over"));
      return NULL;
    }
  /* A turn's first roll is chance, not a choice. */
  if (cy_dice_game_get_rolls_used (game) == 0)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_INVALID,
                   _("the record does not stop at a decision: seat %u rolls the dice next"), seat);
      return NULL;
    }

  table = cy_dice_strategy_ensure (cy_dice_game_get_rules (game), NULL, error);
  if (table == NULL)
    return NULL;
  cy_dice_game_get_seat_view (game, seat, &view);
  if (!cy_dice_hint (&view, table, hint) || hint->n_options == 0)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID, _("the coach has no advice here"));
      return NULL;
    }
  reason = cy_dice_option_describe (&view, &hint->options[0]);

  /* The decision is the best choice's kind: to keep dice, or to write
   * the dice into a category (with rolls left too, when that is best);
   * the options are the choices of that kind. */
  scoring = hint->options[0].choice.score;
  cy_game_info_begin_hint (builder, CY_DICE_GAME_ID, seat, scoring ? "score" : "keep",
                           choice_node (&view, &hint->options[0].choice));
  for (guint i = 0; i < hint->n_options; i++)
    {
      if (hint->options[i].choice.score != scoring)
        continue;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "choice");
      json_builder_add_value (builder, choice_node (&view, &hint->options[i].choice));
      json_builder_set_member_name (builder, "expected_score");
      json_builder_add_double_value (builder, hint->options[i].expected);
      json_builder_end_object (builder);
    }
  return cy_game_info_end_hint (builder, reason);
}
