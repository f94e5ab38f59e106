/* cy-game-hint.c: Card Yacht's hint as one piece of advice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-ai.h"
#include "cy-error.h"
#include "cy-game-hint.h"
#include "cy-game-info.h"
#include "cy-game-record.h"
#include "cy-record.h"

/* FNV-1a over what the seat sees and what it may do, field by field (a
 * struct's padding would make it differ between equal views). */
static guint64
mix (guint64       hash,
     gconstpointer data,
     gsize         size)
{
  const guint8 *bytes = data;

  for (gsize i = 0; i < size; i++)
    hash = (hash ^ bytes[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  return hash;
}

void
cy_game_hint_position_random (const CySeatView *view,
                              CyRandom         *rng)
{
  guint64 key = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  g_return_if_fail (view != NULL && rng != NULL);

  key = mix (key, &view->seat, 1);
  key = mix (key, &view->hand_number, 1);
  key = mix (key, &view->stock_count, 1);
  key = mix (key, &view->phase, sizeof view->phase);
  key = mix (key, &view->knocker, 1);
  key = mix (key, view->hand, CY_HAND_SIZE);
  for (guint p = 0; p < view->n_players; p++)
    {
      key = mix (key, &view->turns_taken[p], 1);
      key = mix (key, &view->harbors[p].n_cards, 1);
      key = mix (key, view->harbors[p].cards, view->harbors[p].n_cards);
      key = mix (key, view->scores[p], sizeof view->scores[p]);
    }

  cy_random_init (rng, key, CY_GAME_HINT_STREAM);
}

gboolean
cy_game_hint_get_seat (CyGame    *game,
                       guint     *seat,
                       gboolean  *scoring,
                       GError   **error)
{
  g_return_val_if_fail (CY_IS_GAME (game), FALSE);

  switch (cy_game_get_phase (game))
    {
    case CY_PHASE_TURNS:
    case CY_PHASE_LAST_TURNS:
      *seat = cy_game_get_to_move (game);
      *scoring = FALSE;
      return TRUE;

    case CY_PHASE_SCORING:
      for (guint p = 0; p < cy_game_get_n_players (game); p++)
        if (cy_game_get_hand_category (game, p) < 0)
          {
            *seat = p;
            *scoring = TRUE;
            return TRUE;
          }
      break;

    case CY_PHASE_GAME_OVER:
      g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID,
                           _("the record does not stop at a decision: the game is over"));
      return FALSE;

    default:
      break;
    }

  g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID,
                       _("the record does not stop at a decision: it stops between hands"));
  return FALSE;
}

/* A move as a record writes it, or a category key. */
static JsonNode *
choice_node (const CyAiHintOption *option,
             gboolean              scoring)
{
  JsonNode *node;

  if (!scoring)
    return cy_game_record_move_to_node (&option->move);

  node = json_node_new (JSON_NODE_VALUE);
  json_node_set_string (node, cy_category_get_key (option->category));
  return node;
}

char *
cy_game_hint_json (CyGame         *game,
                   const guint64  *seed,
                   GError        **error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *reason = NULL;
  const char *names[CY_MAX_PLAYERS + 1] = { NULL };
  CyAiHintOption options[CY_AI_HINT_MAX_OPTIONS];
  CySeatView view;
  CyRandom rng;
  gboolean scoring;
  guint seat, n;

  g_return_val_if_fail (CY_IS_GAME (game), NULL);

  if (!cy_game_hint_get_seat (game, &seat, &scoring, error))
    return NULL;

  for (guint p = 0; p < cy_game_get_n_players (game); p++)
    names[p] = cy_player_get_name (cy_game_get_player (game, p));
  cy_game_get_seat_view (game, seat, &view);
  if (seed != NULL)
    cy_random_init (&rng, *seed, CY_GAME_HINT_STREAM);
  else
    cy_game_hint_position_random (&view, &rng);
  n = cy_ai_hint_options (&view, names, &rng, options, &reason);
  g_return_val_if_fail (n > 0, NULL);

  cy_game_info_begin_hint (builder, "card-yacht", seat, scoring ? "score" : "move", choice_node (&options[0], scoring));
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "choice");
      json_builder_add_value (builder, choice_node (&options[i], scoring));
      json_builder_set_member_name (builder, "aims_at");
      /* A category written is the choice itself: it aims at nothing more. */
      if (!scoring && options[i].aims_at >= 0)
        json_builder_add_string_value (builder, cy_category_get_key ((CyCategory) options[i].aims_at));
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  return cy_game_info_end_hint (builder, reason);
}
