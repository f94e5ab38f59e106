/* cy-dice-sheet.c: the score sheet of Yacht, for any of its rule sets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sheet follows the rule set: with the bonus, Subtotal and Bonus rows
 * follow Sixes and show the way to 63 ("41 / 63"); the 1938 rules have
 * neither. Each filled cell shows the points and, under them, the dice
 * that made them.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-dice-sheet.h"

static CySheet *
new_sheet (CyDiceRules  rules,
           guint        n_players,
           const char  *progress)
{
  guint n_rows = cy_dice_sheet_get_n_rows (rules);
  g_autofree char *subtitle = NULL;
  g_autofree char *footer = NULL;
  CySheet *sheet = cy_sheet_new (_("Yacht"), n_players);

  /* Translators: "Score sheet · Yacht with the bonus · Round 5 of 12" */
  subtitle = progress != NULL
             ? g_strdup_printf (_("Score sheet · %s · %s"), cy_dice_rules_get_label (rules), progress)
             : g_strdup_printf (_("Score sheet · %s"), cy_dice_rules_get_label (rules));
  cy_sheet_set_subtitle (sheet, subtitle);

  for (guint row = 0; row < n_rows; row++)
    {
      static const CySheetRowKind kinds[] = {
        [CY_SHEET_MODEL_ROW_CATEGORY] = CY_SHEET_ROW_CATEGORY,
        [CY_SHEET_MODEL_ROW_SUBTOTAL] = CY_SHEET_ROW_SUM,
        [CY_SHEET_MODEL_ROW_BONUS] = CY_SHEET_ROW_SUM,
        [CY_SHEET_MODEL_ROW_TOTAL] = CY_SHEET_ROW_TOTAL,
      };
      g_autofree char *requirement = cy_dice_sheet_dup_requirement (rules, row);
      CySheetModelRow info, next;
      gboolean ends_section = FALSE;

      cy_dice_sheet_get_row (rules, row, &info);
      /* A thick rule before the lower section; the Total has its own rule. */
      if (row + 1 < n_rows)
        {
          cy_dice_sheet_get_row (rules, row + 1, &next);
          ends_section = next.starts_section && next.kind == CY_SHEET_MODEL_ROW_CATEGORY;
        }
      cy_sheet_add_row (sheet, info.label, requirement, kinds[info.kind], ends_section);
    }

  if (rules == CY_DICE_RULES_YATZY)
    footer = g_strdup_printf (_("How to play (Yatzy): on your turn roll all five dice, then at most twice keep any "
                                "of them and roll the rest; then write the dice into one category you have not "
                                "used yet (0 if they do not meet it). Pairs, three and four of a kind count only "
                                "those dice; five equal dice are neither Two Pairs nor a Full House. After %u "
                                "rounds the highest total wins; players tied for it share the win."),
                              cy_dice_rules_get_n_categories (rules));
  else if (rules == CY_DICE_RULES_YAHTZEE)
    footer = g_strdup_printf (_("How to play (the Yahtzee rules): on your turn roll all five dice, then at most "
                                "twice keep any of them and roll the rest; then write the dice into one category "
                                "you have not used yet (0 if they do not meet it). Four in a row for the Small "
                                "Straight, five for the Large. Five equal dice are no Full House but for the "
                                "Joker. After %u rounds the highest total wins; players tied for it share the "
                                "win."), cy_dice_rules_get_n_categories (rules));
  else if (cy_dice_rules_has_bonus (rules))
    footer = g_strdup_printf (_("How to play: on your turn roll all five dice, then at most twice keep any of "
                                "them and roll the rest; then write the dice into one category you have not "
                                "used yet (0 if they do not meet it). Four in a row for the Small Straight, "
                                "five for the Large. Five equal dice are no Full House. After %u rounds the "
                                "highest total wins; players tied for it share the win."), cy_dice_rules_get_n_categories (rules));
  else
    footer = g_strdup_printf (_("How to play (the rules of 1938): on your turn roll all five dice, then at most "
                                "twice keep any of them and roll the rest; then write the dice into one "
                                "category you have not used yet (0 if they do not meet it). There is no bonus. "
                                "Five equal dice are no Full House. After %u rounds the highest total wins; "
                                "players tied for it share the win."), cy_dice_rules_get_n_categories (rules));
  cy_sheet_set_footer (sheet, footer);

  return sheet;
}

CySheet *
cy_dice_sheet_new_blank (CyDiceRules          rules,
                         const char * const  *names,
                         guint                n_players)
{
  CySheet *sheet;

  g_return_val_if_fail (rules < CY_DICE_N_RULES, NULL);
  g_return_val_if_fail (n_players >= CY_DICE_MIN_PLAYERS && n_players <= CY_DICE_MAX_PLAYERS, NULL);

  sheet = new_sheet (rules, n_players, NULL);
  for (guint seat = 0; seat < n_players; seat++)
    {
      cy_sheet_set_column (sheet, seat, names != NULL ? names[seat] : NULL, NULL);
      /* The target stays in sight on a blank sheet too. */
      for (guint row = 0; row < cy_dice_sheet_get_n_rows (rules); row++)
        {
          CySheetModelRow info;

          cy_dice_sheet_get_row (rules, row, &info);
          if (info.kind == CY_SHEET_MODEL_ROW_SUBTOTAL && !cy_dice_sheet_is_yacht_bonus_row (rules, row))
            {
              g_autofree char *target = g_strdup_printf ("____ / %u", CY_DICE_BONUS_THRESHOLD);
              cy_sheet_set_cell (sheet, row, seat, NULL, target);
            }
        }
    }

  return sheet;
}

CySheet *
cy_dice_sheet_new_for_game (CyDiceGame *game)
{
  CySheetModel *model = CY_SHEET_MODEL (game);
  CyDiceRules rules;
  guint n_rows;
  guint n_players;
  guint leaders = 0;
  gboolean over;
  g_autofree char *progress = NULL;
  g_autofree char *seed = NULL;
  CySheet *sheet;

  g_return_val_if_fail (CY_IS_DICE_GAME (game), NULL);

  rules = cy_dice_game_get_rules (game);
  n_players = cy_dice_game_get_n_players (game);
  over = cy_dice_game_is_over (game);
  n_rows = cy_dice_sheet_get_n_rows (rules);

  /* Translators: the round being played, e.g. "Round 5 of 12" */
  progress = over ? g_strdup (_("Final scores"))
                  : g_strdup_printf (_("Round %u of %u"), cy_dice_game_get_round (game),
                                     cy_dice_rules_get_n_categories (rules));
  sheet = new_sheet (rules, n_players, progress);

  {
    g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, cy_dice_game_get_seed (game));

    /* Translators: %s is the number that reproduces a game's dice */
    seed = g_strdup_printf (_("Seed %s"), number);
    cy_sheet_set_detail (sheet, seed);
  }

  /* Dated today, as Card Yacht's filled sheet: the day it was played. */
  {
    g_autoptr(GDateTime) today = g_date_time_new_now_local ();

    cy_sheet_set_date (sheet, today);
  }

  /* The winners of a finished game; the leaders of one under way, once
   * anyone has scored. */
  for (guint seat = 0; seat < n_players; seat++)
    if (over || cy_dice_game_get_total (game, seat) > 0)
      leaders = cy_dice_game_get_winners (game);

  for (guint seat = 0; seat < n_players; seat++)
    {
      CyDiceCategorySet used = cy_dice_game_get_used (game, seat);
      guint upper = cy_dice_game_get_upper_total (game, seat);
      /* Translators: printed under a player's name on the score sheet; keep it short */
      const char *tag = !(leaders & (1u << seat)) ? NULL : over ? _("WINNER") : _("LEADING");

      cy_sheet_set_column (sheet, seat, cy_player_get_name (cy_dice_game_get_player (game, seat)), tag);

      for (guint row = 0; row < n_rows; row++)
        {
          int value = cy_sheet_model_get_value (model, row, seat);
          g_autofree char *number = value >= 0 ? g_strdup_printf ("%d", value) : NULL;
          g_autofree char *detail = NULL;
          CySheetModelRow info;

          cy_dice_sheet_get_row (rules, row, &info);
          switch (info.kind)
            {
            case CY_SHEET_MODEL_ROW_CATEGORY:
              detail = cy_sheet_model_describe_score (model, row, seat);
              break;

            case CY_SHEET_MODEL_ROW_SUBTOTAL:
              if (cy_dice_sheet_is_yacht_bonus_row (rules, row))
                break;
              if (!(used & CY_DICE_UPPER_SET))
                g_clear_pointer (&number, g_free);
              /* Translators: progress toward the bonus, e.g. "41 / 63" */
              detail = g_strdup_printf (_("%u / %u"), upper, CY_DICE_BONUS_THRESHOLD);
              break;

            case CY_SHEET_MODEL_ROW_BONUS:
              break;

            case CY_SHEET_MODEL_ROW_TOTAL:
            default:
              detail = g_strdup (tag);
              break;
            }

          cy_sheet_set_cell (sheet, row, seat, number, detail);
        }
    }

  return sheet;
}
