/* cy-window-game-over.c: the end of a game: who won, and what next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-dice-ai.h"
#include "cy-game-view.h"
#include "cy-window-private.h"

static void
on_game_over_response (AdwMessageDialog *dialog,
                       const char       *response,
                       CyWindow         *self)
{
  if (g_strcmp0 (response, "again") == 0 && self->dice_game != NULL)
    {
      g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint p = 0; p < cy_dice_game_get_n_players (self->dice_game); p++)
        g_ptr_array_add (players, g_object_ref (cy_dice_game_get_player (self->dice_game, p)));
      cy_window_start_dice_game (self, cy_dice_game_get_rules (self->dice_game), players,
                                 ((guint64) g_random_int () << 32) | g_random_int ());
    }
  else if (g_strcmp0 (response, "again") == 0 && _cy_window_shows_boat (self))
    {
      g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);
      CyMatchGame *game = cy_match_get_game (self->match);

      for (guint p = 0; p < cy_match_game_get_n_seats (game); p++)
        g_ptr_array_add (players, g_object_ref (cy_match_game_get_player (game, p)));
      cy_window_start_boat_game (self, players, ((guint64) g_random_int () << 32) | g_random_int ());
    }
  else if (g_strcmp0 (response, "again") == 0 && self->game != NULL)
    {
      g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint p = 0; p < cy_game_get_n_players (self->game); p++)
        g_ptr_array_add (players, g_object_ref (cy_game_get_player (self->game, p)));
      cy_window_start_game (self, players, ((guint64) g_random_int () << 32) | g_random_int ());
    }
  else if (g_strcmp0 (response, "new") == 0)
    cy_window_show_new_game (self);
}

/* "Ann wins with 312", "Ann and Bob share the win with 280", … one
 * sentence per count of winners, for every language's own lists. */
static char *
describe_winners (CyWindow *self)
{
  CyMatchGame *game = cy_match_get_game (self->match);
  guint winners = cy_match_game_get_winners (game);
  const char *names[CY_MATCH_MAX_SEATS] = { NULL };
  guint n = 0, best = 0;

  for (guint p = 0; p < cy_match_game_get_n_seats (game); p++)
    if (winners & (1u << p))
      {
        names[n++] = _cy_window_player_name (self, p);
        best = self->dice_game != NULL ? cy_dice_game_get_total (self->dice_game, p) : cy_game_get_total (self->game, p);
      }

  switch (n)
    {
    case 1:
      return g_strdup_printf (_("%s wins with %u"), names[0], best);
    case 2:
      return g_strdup_printf (_("%s and %s share the win with %u"), names[0], names[1], best);
    case 3:
      return g_strdup_printf (_("%s, %s and %s share the win with %u"), names[0], names[1], names[2], best);
    default:
      return g_strdup_printf (_("%s, %s, %s and %s share the win with %u"), names[0], names[1], names[2], names[3], best);
    }
}

/* Yacht's final lines: each total, and for each person a short review of
 * their decisions against perfect play. */
static void
add_dice_results (CyWindow  *self,
                  GPtrArray *lines)
{
  CyDiceGame *game = self->dice_game;
  g_autoptr(CyDiceStrategy) strategy = cy_dice_strategy_peek (cy_dice_game_get_rules (game));
  const CyDiceAction *actions;
  guint n_actions;

  actions = cy_dice_game_get_actions (game, &n_actions);
  for (guint p = 0; p < cy_dice_game_get_n_players (game); p++)
    {
      guint bonus = cy_dice_game_get_bonus (game, p);
      CyDiceReview review;

      if (bonus > 0)
        /* Translators: one line of the final scores: "Ann: 212 (with the bonus of 35)" */
        g_ptr_array_add (lines, g_strdup_printf (_("%s: %u (with the bonus of %u)"), _cy_window_player_name (self, p),
                                                 cy_dice_game_get_total (game, p), bonus));
      else
        g_ptr_array_add (lines, g_strdup_printf (_("%s: %u"), _cy_window_player_name (self, p),
                                                 cy_dice_game_get_total (game, p)));

      if (!cy_player_is_human (cy_dice_game_get_player (game, p)) || strategy == NULL ||
          !cy_dice_review (cy_dice_game_get_rules (game), cy_dice_game_get_n_players (game),
                           actions, n_actions, p, strategy, &review))
        continue;

      {
        g_autofree char *costliest = cy_dice_review_describe (&review);

        /* Translators: the review of a person's game; %.1f is points, %s the costliest decision */
        g_ptr_array_add (lines, g_strdup_printf (_("Against perfect play your decisions cost %.1f points on average. %s."),
                                                 review.expected_loss, costliest));
      }
    }
}

void
_cy_window_show_game_over (CyWindow *self)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *heading = _cy_window_shows_boat (self) ? cy_boat_table_view_describe_result (self->boat_table)
                                                         : describe_winners (self);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (self->dice_game != NULL)
    add_dice_results (self, lines);

  for (guint p = 0; self->game != NULL && p < cy_game_get_n_players (self->game); p++)
    {
      guint bonus = cy_game_get_suited_bonus (self->game, p);

      if (bonus > 0)
        /* Translators: one line of the final scores: "Ann: 312 (with the Suited Bonus of 100)" */
        g_ptr_array_add (lines, g_strdup_printf (_("%s: %u (with the Suited Bonus of %u)"), _cy_window_player_name (self, p),
                                                 cy_game_get_total (self->game, p), bonus));
      else
        g_ptr_array_add (lines, g_strdup_printf (_("%s: %u"), _cy_window_player_name (self, p),
                                                 cy_game_get_total (self->game, p)));
    }
  if (_cy_window_shows_boat (self))
    /* Boat's score pad keeps every hand. */
    g_ptr_array_add (lines, g_strdup (_("Every hand is on the score pad (the Score Pad button).")));
  g_ptr_array_add (lines, NULL);
  body = g_strjoinv ("\n", (char **) lines->pdata);

  cy_game_view_set_status (_cy_window_get_view (self), heading);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "new", _("_New Game"),
                                    "again", _("_Play Again"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "again", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "again");
  g_signal_connect (dialog, "response", G_CALLBACK (on_game_over_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}
