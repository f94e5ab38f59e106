/* cy-game-sheet.c: Card Yacht's score sheet, as a CySheetModel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-game-private.h"
#include "cy-game-sheet.h"

#define ROW_SUITED_BONUS CY_SCORE_SHEET_ROW_SUITED_BONUS
#define ROW_TOTAL        CY_SCORE_SHEET_ROW_TOTAL
#define N_ROWS           CY_SCORE_SHEET_N_ROWS

/**
 * cy_score_sheet_row_get_label:
 * @row: a #CyCategory, %CY_SCORE_SHEET_ROW_SUITED_BONUS or %CY_SCORE_SHEET_ROW_TOTAL
 *
 * Returns: (transfer none): the label
 */
const char *
cy_score_sheet_row_get_label (guint row)
{
  g_return_val_if_fail (row < N_ROWS, NULL);

  if (row < CY_N_CATEGORIES)
    return cy_category_get_label ((CyCategory) row);
  if (row == ROW_SUITED_BONUS)
    return _("Suited Bonus");
  return _("Total");
}

/**
 * cy_score_sheet_row_get_requirement:
 * @row: as for cy_score_sheet_row_get_label()
 *
 * What the row asks for, in one sentence.
 *
 * Returns: (transfer full): the requirement
 */
char *
cy_score_sheet_row_get_requirement (guint row)
{
  g_return_val_if_fail (row < N_ROWS, NULL);

  if (row < CY_N_CATEGORIES)
    return g_strdup (cy_category_get_requirement ((CyCategory) row));
  if (row == ROW_SUITED_BONUS)
    /* Translators: the Suited Bonus rule as printed on the score sheet */
    return g_strdup_printf (_("Spades, Hearts, Diamonds and Clubs add up to %u or more: %u"),
                            CY_SUITED_BONUS_THRESHOLD, CY_SUITED_BONUS);
  return g_strdup (_("All rows added up; the highest total wins"));
}

static guint
cy_game_sheet_get_n_players (CySheetModel *model)
{
  return cy_game_get_n_players (CY_GAME (model));
}

static const char *
cy_game_sheet_get_player_name (CySheetModel *model,
                               guint         seat)
{
  return cy_player_get_name (cy_game_get_player (CY_GAME (model), seat));
}

static guint
cy_game_sheet_get_n_rows (CySheetModel *model)
{
  return N_ROWS;
}

static void
cy_game_sheet_get_row (CySheetModel    *model,
                       guint            row,
                       CySheetModelRow *info)
{
  info->kind = row < CY_N_CATEGORIES ? CY_SHEET_MODEL_ROW_CATEGORY
             : row == ROW_SUITED_BONUS ? CY_SHEET_MODEL_ROW_BONUS
             : CY_SHEET_MODEL_ROW_TOTAL;
  info->category = row;
  info->starts_section = row == CY_CATEGORY_SPADES || row == ROW_SUITED_BONUS;
  info->label = cy_score_sheet_row_get_label (row);
}

static char *
cy_game_sheet_dup_requirement (CySheetModel *model,
                               guint         row)
{
  g_autofree char *rule = cy_score_sheet_row_get_requirement (row);
  const char *note = row < CY_N_CATEGORIES ? cy_category_get_note ((CyCategory) row) : NULL;

  /* On a line of its own, what the card values mean for the row: the
   * sheet is where a player looks it up. */
  return g_strjoin ("\n", rule, note, NULL);
}

static gboolean
bonus_decided (CyGame *game,
               guint   seat)
{
  CyCategorySet suits = 0;

  for (guint c = CY_CATEGORY_SPADES; c <= CY_CATEGORY_CLUBS; c++)
    suits |= 1u << c;

  return cy_game_get_suit_total (game, seat) >= CY_SUITED_BONUS_THRESHOLD ||
         (cy_game_get_used (game, seat) & suits) == suits;
}

static int
cy_game_sheet_get_value (CySheetModel *model,
                         guint         row,
                         guint         seat)
{
  CyGame *game = CY_GAME (model);

  if (row < CY_N_CATEGORIES)
    return cy_game_get_score (game, seat, (CyCategory) row);
  if (row == ROW_SUITED_BONUS)
    return bonus_decided (game, seat) ? (int) cy_game_get_suited_bonus (game, seat) : -1;
  return (int) cy_game_get_total (game, seat);
}

static guint
cy_game_sheet_get_progress (CySheetModel *model,
                            guint         row,
                            guint         seat,
                            guint        *target)
{
  *target = CY_SUITED_BONUS_THRESHOLD;
  return cy_game_get_suit_total (CY_GAME (model), seat);
}

/* Only while hands are scored, and only before the seat has written this
 * hand somewhere. */
static int
cy_game_sheet_get_potential (CySheetModel *model,
                             guint         row,
                             guint         seat)
{
  CyGame *game = CY_GAME (model);
  CyCard hand[CY_HAND_SIZE];

  if (row >= CY_N_CATEGORIES ||
      cy_game_get_phase (game) != CY_PHASE_SCORING ||
      cy_game_get_hand_category (game, seat) >= 0 ||
      cy_game_get_score (game, seat, (CyCategory) row) >= 0)
    return -1;

  cy_game_get_hand (game, seat, hand);
  return (int) cy_category_score ((CyCategory) row, hand);
}

/* During the turns: what the hand would score in each category still open,
 * so that "should I knock?" can be read off the sheet. */
static int
cy_game_sheet_get_preview (CySheetModel *model,
                           guint         row,
                           guint         seat)
{
  CyGame *game = CY_GAME (model);
  CyPhase phase = cy_game_get_phase (game);
  CyCard hand[CY_HAND_SIZE];

  if (row >= CY_N_CATEGORIES ||
      (phase != CY_PHASE_TURNS && phase != CY_PHASE_LAST_TURNS) ||
      cy_game_get_score (game, seat, (CyCategory) row) >= 0)
    return -1;

  cy_game_get_hand (game, seat, hand);
  for (guint i = 0; i < CY_HAND_SIZE; i++)
    if (!cy_card_is_valid (hand[i]))
      return -1;
  return (int) cy_category_score ((CyCategory) row, hand);
}

static char *
cy_game_sheet_describe_score (CySheetModel *model,
                              guint         row,
                              guint         seat)
{
  CyCard hand[CY_HAND_SIZE];
  CyCard cards[CY_HAND_SIZE];
  guint n = 0;

  if (row >= CY_N_CATEGORIES || !cy_game_get_scored_hand (CY_GAME (model), seat, (CyCategory) row, hand))
    return NULL;

  for (guint i = 0; i < CY_HAND_SIZE; i++)
    if (cy_card_is_valid (hand[i]))
      cards[n++] = hand[i];

  return n > 0 ? cy_cards_describe (cards, n) : NULL;
}

static gboolean
cy_game_sheet_is_fresh (CySheetModel *model,
                        guint         row,
                        guint         seat)
{
  CyGame *game = CY_GAME (model);

  return row < CY_N_CATEGORIES &&
         cy_game_get_hand_category (game, seat) == (int) row &&
         cy_game_get_phase (game) != CY_PHASE_GAME_OVER;
}

static int
cy_game_sheet_get_current_seat (CySheetModel *model)
{
  CyGame *game = CY_GAME (model);
  CyPhase phase = cy_game_get_phase (game);

  if (phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS)
    return (int) cy_game_get_to_move (game);
  return -1;
}

static guint
cy_game_sheet_get_winners (CySheetModel *model)
{
  CyGame *game = CY_GAME (model);

  return cy_game_get_phase (game) == CY_PHASE_GAME_OVER ? cy_game_get_winners (game) : 0;
}

void
_cy_game_sheet_model_iface_init (CySheetModelInterface *iface)
{
  iface->get_n_players = cy_game_sheet_get_n_players;
  iface->get_player_name = cy_game_sheet_get_player_name;
  iface->get_n_rows = cy_game_sheet_get_n_rows;
  iface->get_row = cy_game_sheet_get_row;
  iface->dup_requirement = cy_game_sheet_dup_requirement;
  iface->get_value = cy_game_sheet_get_value;
  iface->get_progress = cy_game_sheet_get_progress;
  iface->get_potential = cy_game_sheet_get_potential;
  iface->get_preview = cy_game_sheet_get_preview;
  iface->describe_score = cy_game_sheet_describe_score;
  iface->is_fresh = cy_game_sheet_is_fresh;
  iface->get_current_seat = cy_game_sheet_get_current_seat;
  iface->get_winners = cy_game_sheet_get_winners;
}

/* The game's own signals that change a sheet; one place lists them. */
void
_cy_game_sheet_follow (CyGame *self)
{
  static const char * const signal_names[] = {
    "hand-dealt", "turn-started", "hand-ended", "category-scored",
    "category-unscored", "hand-scored", "game-over", "notify::phase",
  };

  cy_sheet_model_follow (CY_SHEET_MODEL (self), signal_names, G_N_ELEMENTS (signal_names));
}
