/* cy-dice-game-sheet.c: Yacht's score sheet, as a CySheetModel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows follow the rule set: with the bonus, Subtotal and Bonus follow
 * Sixes; the 1938 rules have neither; the yahtzee rules add the Yahtzee
 * Bonus under the Yahtzee. The printed sheet
 * (src/render/cy-dice-sheet.c) has the same rows.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cy-dice-game-private.h"

/* Rows past the upper section shift by the two sums under the bonus rules. */
static guint
n_sums (CyDiceRules rules)
{
  return cy_dice_rules_has_bonus (rules) ? 2 : 0;
}

/* The yahtzee rules' Yahtzee bonus row, under the Yahtzee. */
static guint
n_extras (CyDiceRules rules)
{
  return cy_dice_rules_has_joker (rules) ? 1 : 0;
}

guint
cy_dice_sheet_get_n_rows (CyDiceRules rules)
{
  g_return_val_if_fail (rules < CY_DICE_N_RULES, 0);

  return cy_dice_rules_get_n_categories (rules) + n_sums (rules) + n_extras (rules) + 1;
}

/* The row of the Yahtzee bonus, or -1. */
static int
yacht_bonus_row (CyDiceRules rules)
{
  return n_extras (rules) ? (int) (cy_dice_rules_get_n_categories (rules) + n_sums (rules)) : -1;
}

/**
 * cy_dice_sheet_get_row:
 * @row: below cy_dice_sheet_get_n_rows()
 *
 * What the row of Yacht's score sheet is, in sheet order.
 */
void
cy_dice_sheet_get_row (CyDiceRules      rules,
                       guint            row,
                       CySheetModelRow *info)
{
  guint sums = n_sums (rules);
  guint n_categories = cy_dice_rules_get_n_categories (rules);

  g_return_if_fail (row < cy_dice_sheet_get_n_rows (rules));

  *info = (CySheetModelRow) { 0 };
  if (row < CY_DICE_N_UPPER || (row >= CY_DICE_N_UPPER + sums && row < n_categories + sums))
    {
      info->kind = CY_SHEET_MODEL_ROW_CATEGORY;
      info->category = row < CY_DICE_N_UPPER ? row : row - sums;
      info->label = cy_dice_category_get_label (rules, info->category);
      /* The lower section starts under Sixes, or under the sums. */
      info->starts_section = info->category == CY_DICE_N_UPPER;
    }
  else if (row == CY_DICE_N_UPPER)
    {
      info->kind = CY_SHEET_MODEL_ROW_SUBTOTAL;
      info->label = _("Subtotal");
      info->starts_section = TRUE;
    }
  else if (row == CY_DICE_N_UPPER + 1 && sums > 0)
    {
      info->kind = CY_SHEET_MODEL_ROW_BONUS;
      info->label = _("Bonus");
    }
  else if ((int) row == yacht_bonus_row (rules))
    {
      /* Shown as a sum: its points, plainly, with nothing to reach. */
      info->kind = CY_SHEET_MODEL_ROW_SUBTOTAL;
      info->label = _("Yahtzee Bonus");
    }
  else
    {
      info->kind = CY_SHEET_MODEL_ROW_TOTAL;
      info->label = _("Total");
      info->starts_section = TRUE;
    }
}

/* Is @row the yahtzee rules' Yahtzee bonus? */
gboolean
cy_dice_sheet_is_yacht_bonus_row (CyDiceRules rules,
                                  guint       row)
{
  return (int) row == yacht_bonus_row (rules);
}

/**
 * cy_dice_sheet_dup_requirement:
 *
 * Returns: (transfer full): the rule of a row of Yacht's sheet
 */
char *
cy_dice_sheet_dup_requirement (CyDiceRules rules,
                               guint       row)
{
  CySheetModelRow info;

  cy_dice_sheet_get_row (rules, row, &info);
  switch (info.kind)
    {
    case CY_SHEET_MODEL_ROW_CATEGORY:
      return g_strdup (cy_dice_category_get_requirement (rules, info.category));
    case CY_SHEET_MODEL_ROW_SUBTOTAL:
      if (cy_dice_sheet_is_yacht_bonus_row (rules, row))
        /* Translators: the Yahtzee bonus and Joker rule as printed on the score sheet */
        return g_strdup (_("100 for each further five equal dice while Yahtzee holds 50. Joker: with Yahtzee "
                           "filled, five equal dice go into their face’s box if open, else any open lower box "
                           "(Full House 25, straights 30 and 40), else 0 in an open upper box"));
      return g_strdup (_("Ones to Sixes added up"));
    case CY_SHEET_MODEL_ROW_BONUS:
      /* Translators: the bonus rule as printed on the score sheet */
      return g_strdup_printf (_("%u when the subtotal is %u or more"), cy_dice_rules_get_bonus (rules),
                              CY_DICE_BONUS_THRESHOLD);
    case CY_SHEET_MODEL_ROW_TOTAL:
    default:
      return g_strdup (cy_dice_rules_has_bonus (rules) ? _("Subtotal, bonuses and the rows below; the highest total wins")
                                                       : _("All rows added up; the highest total wins"));
    }
}

/**
 * cy_dice_game_get_scored_dice:
 *
 * The dice @seat wrote into @category.
 *
 * Returns: %FALSE while the category is open
 */
gboolean
cy_dice_game_get_scored_dice (CyDiceGame *self,
                              guint       seat,
                              guint       category,
                              guint8      dice[CY_DICE_N_DICE])
{
  g_return_val_if_fail (CY_IS_DICE_GAME (self), FALSE);
  g_return_val_if_fail (seat < self->n_players, FALSE);
  g_return_val_if_fail (category < cy_dice_rules_get_n_categories (self->rules), FALSE);

  if (self->scores[seat][category] < 0)
    return FALSE;

  memcpy (dice, self->scored_dice[seat][category], CY_DICE_N_DICE);
  return TRUE;
}

static guint
cy_dice_game_sheet_get_n_players (CySheetModel *model)
{
  return CY_DICE_GAME (model)->n_players;
}

static const char *
cy_dice_game_sheet_get_player_name (CySheetModel *model,
                                    guint         seat)
{
  return cy_player_get_name (CY_DICE_GAME (model)->players[seat]);
}

static guint
cy_dice_game_sheet_get_n_rows (CySheetModel *model)
{
  return cy_dice_sheet_get_n_rows (CY_DICE_GAME (model)->rules);
}

static void
cy_dice_game_sheet_get_row (CySheetModel    *model,
                            guint            row,
                            CySheetModelRow *info)
{
  cy_dice_sheet_get_row (CY_DICE_GAME (model)->rules, row, info);
}

static char *
cy_dice_game_sheet_dup_requirement (CySheetModel *model,
                                    guint         row)
{
  return cy_dice_sheet_dup_requirement (CY_DICE_GAME (model)->rules, row);
}

static int
cy_dice_game_sheet_get_value (CySheetModel *model,
                              guint         row,
                              guint         seat)
{
  CyDiceGame *self = CY_DICE_GAME (model);
  CySheetModelRow info;

  cy_dice_sheet_get_row (self->rules, row, &info);
  switch (info.kind)
    {
    case CY_SHEET_MODEL_ROW_CATEGORY:
      return self->scores[seat][info.category];
    case CY_SHEET_MODEL_ROW_SUBTOTAL:
      if (cy_dice_sheet_is_yacht_bonus_row (self->rules, row))
        return (int) cy_dice_game_get_yacht_bonus (self, seat);
      return (int) cy_dice_game_get_upper_total (self, seat);
    case CY_SHEET_MODEL_ROW_BONUS:
      /* Known once reached, or once Ones to Sixes are all written. */
      if (cy_dice_game_get_upper_total (self, seat) >= CY_DICE_BONUS_THRESHOLD ||
          (self->used[seat] & CY_DICE_UPPER_SET) == CY_DICE_UPPER_SET)
        return (int) cy_dice_game_get_bonus (self, seat);
      return -1;
    case CY_SHEET_MODEL_ROW_TOTAL:
    default:
      return (int) cy_dice_game_get_total (self, seat);
    }
}

static guint
cy_dice_game_sheet_get_progress (CySheetModel *model,
                                 guint         row,
                                 guint         seat,
                                 guint        *target)
{
  *target = CY_DICE_BONUS_THRESHOLD;
  return cy_dice_game_get_upper_total (CY_DICE_GAME (model), seat);
}

/* The seat to move, once it has rolled, in its open categories. */
static int
cy_dice_game_sheet_get_potential (CySheetModel *model,
                                  guint         row,
                                  guint         seat)
{
  CyDiceGame *self = CY_DICE_GAME (model);
  CySheetModelRow info;

  cy_dice_sheet_get_row (self->rules, row, &info);
  if (info.kind != CY_SHEET_MODEL_ROW_CATEGORY || self->over || seat != self->to_move ||
      self->rolls_used == 0 || self->scores[seat][info.category] >= 0)
    return -1;

  /* Under the Joker only the categories it allows are open to the dice. */
  if (!(cy_dice_allowed (self->rules, self->used[seat], self->dice) & (1u << info.category)))
    return -1;

  return (int) cy_dice_score_on_sheet (self->rules, info.category, self->used[seat], self->dice);
}

static char *
cy_dice_game_sheet_describe_score (CySheetModel *model,
                                   guint         row,
                                   guint         seat)
{
  CyDiceGame *self = CY_DICE_GAME (model);
  CySheetModelRow info;
  guint8 dice[CY_DICE_N_DICE];

  cy_dice_sheet_get_row (self->rules, row, &info);
  if (info.kind != CY_SHEET_MODEL_ROW_CATEGORY ||
      !cy_dice_game_get_scored_dice (self, seat, info.category, dice))
    return NULL;

  return cy_dice_to_string (dice, CY_DICE_MASK_ALL, TRUE);
}

static int
cy_dice_game_sheet_get_current_seat (CySheetModel *model)
{
  CyDiceGame *self = CY_DICE_GAME (model);

  return self->over ? -1 : (int) self->to_move;
}

static guint
cy_dice_game_sheet_get_winners (CySheetModel *model)
{
  CyDiceGame *self = CY_DICE_GAME (model);

  return self->over ? cy_dice_game_get_winners (self) : 0;
}

void
_cy_dice_game_sheet_init (CySheetModelInterface *iface)
{
  iface->get_n_players = cy_dice_game_sheet_get_n_players;
  iface->get_player_name = cy_dice_game_sheet_get_player_name;
  iface->get_n_rows = cy_dice_game_sheet_get_n_rows;
  iface->get_row = cy_dice_game_sheet_get_row;
  iface->dup_requirement = cy_dice_game_sheet_dup_requirement;
  iface->get_value = cy_dice_game_sheet_get_value;
  iface->get_progress = cy_dice_game_sheet_get_progress;
  iface->get_potential = cy_dice_game_sheet_get_potential;
  iface->describe_score = cy_dice_game_sheet_describe_score;
  iface->get_current_seat = cy_dice_game_sheet_get_current_seat;
  iface->get_winners = cy_dice_game_sheet_get_winners;
}

/* The game's own signals that change a sheet; one place lists them. */
void
_cy_dice_game_sheet_follow (CyDiceGame *self)
{
  static const char * const signal_names[] = {
    "turn-started", "rolled", "category-scored", "category-unscored", "game-over",
  };

  cy_sheet_model_follow (CY_SHEET_MODEL (self), signal_names, G_N_ELEMENTS (signal_names));
}
