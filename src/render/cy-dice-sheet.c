/* cy-dice-sheet.c: the score sheet of Yacht, for either rule set
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
#include <string.h>

#include "cy-dice-sheet.h"

/* Rows that are not categories: set apart from the categories' indices. */
enum {
  ROW_SUBTOTAL = CY_DICE_N_CATEGORIES,
  ROW_BONUS,
  ROW_TOTAL,
};

/* The dice written into a category: the game's last score action there. */
static gboolean
scored_dice (CyDiceGame *game,
             guint       seat,
             guint       category,
             guint8      dice[CY_DICE_N_DICE])
{
  guint n;
  const CyDiceAction *actions = cy_dice_game_get_actions (game, &n);

  for (guint i = n; i > 0; i--)
    if (actions[i - 1].type == CY_DICE_ACTION_SCORE && actions[i - 1].seat == seat &&
        actions[i - 1].category == category)
      {
        memcpy (dice, actions[i - 1].dice, CY_DICE_N_DICE);
        return TRUE;
      }
  return FALSE;
}

/* The rows in sheet order, as indices: categories, then the sums. */
static guint
sheet_rows (CyDiceRules rules,
            guint       rows[CY_DICE_N_CATEGORIES + 3])
{
  guint n = 0;

  for (guint c = 0; c < CY_DICE_N_CATEGORIES; c++)
    {
      rows[n++] = c;
      if (c == CY_DICE_N_UPPER - 1 && cy_dice_rules_has_bonus (rules))
        {
          rows[n++] = ROW_SUBTOTAL;
          rows[n++] = ROW_BONUS;
        }
    }
  rows[n++] = ROW_TOTAL;
  return n;
}

static CySheet *
new_sheet (CyDiceRules  rules,
           guint        n_players,
           const char  *progress)
{
  guint rows[CY_DICE_N_CATEGORIES + 3];
  guint n_rows = sheet_rows (rules, rows);
  g_autofree char *subtitle = NULL;
  g_autofree char *footer = NULL;
  CySheet *sheet = cy_sheet_new (_("Yacht"), n_players);

  /* Translators: "Score sheet · Yacht with the bonus · Round 5 of 12" */
  subtitle = progress != NULL
             ? g_strdup_printf (_("Score sheet · %s · %s"), cy_dice_rules_get_label (rules), progress)
             : g_strdup_printf (_("Score sheet · %s"), cy_dice_rules_get_label (rules));
  cy_sheet_set_subtitle (sheet, subtitle);

  for (guint i = 0; i < n_rows; i++)
    {
      guint row = rows[i];

      if (row < CY_DICE_N_CATEGORIES)
        cy_sheet_add_row (sheet, cy_dice_category_get_label (rules, row),
                          cy_dice_category_get_requirement (rules, row), CY_SHEET_ROW_CATEGORY,
                          row == CY_DICE_N_UPPER - 1 && !cy_dice_rules_has_bonus (rules));
      else if (row == ROW_SUBTOTAL)
        cy_sheet_add_row (sheet, _("Subtotal"), _("Ones to Sixes added up"), CY_SHEET_ROW_SUM, FALSE);
      else if (row == ROW_BONUS)
        {
          /* Translators: the bonus rule as printed on the score sheet */
          g_autofree char *rule = g_strdup_printf (_("%u when the subtotal is %u or more"),
                                                   CY_DICE_BONUS, CY_DICE_BONUS_THRESHOLD);
          cy_sheet_add_row (sheet, _("Bonus"), rule, CY_SHEET_ROW_SUM, TRUE);
        }
      else
        cy_sheet_add_row (sheet, _("Total"),
                          cy_dice_rules_has_bonus (rules) ? _("Subtotal, bonus and the rows below; the highest total wins")
                                                          : _("All rows added up; the highest total wins"),
                          CY_SHEET_ROW_TOTAL, FALSE);
    }

  if (cy_dice_rules_has_bonus (rules))
    footer = g_strdup_printf (_("How to play: on your turn roll all five dice, then at most twice keep any of "
                                "them and roll the rest; then write the dice into one category you have not "
                                "used yet (0 if they do not meet it). Four in a row for the Small Straight, "
                                "five for the Large. Five equal dice are no Full House. After %u rounds the "
                                "highest total wins; players tied for it share the win."), CY_DICE_N_ROUNDS);
  else
    footer = g_strdup_printf (_("How to play (the rules of 1938): on your turn roll all five dice, then at most "
                                "twice keep any of them and roll the rest; then write the dice into one "
                                "category you have not used yet (0 if they do not meet it). There is no bonus. "
                                "Five equal dice are no Full House. After %u rounds the highest total wins; "
                                "players tied for it share the win."), CY_DICE_N_ROUNDS);
  cy_sheet_set_footer (sheet, footer);

  return sheet;
}

CySheet *
cy_dice_sheet_new_blank (CyDiceRules          rules,
                         const char * const  *names,
                         guint                n_players)
{
  guint rows[CY_DICE_N_CATEGORIES + 3];
  guint n_rows;
  CySheet *sheet;

  g_return_val_if_fail (rules < CY_DICE_N_RULES, NULL);
  g_return_val_if_fail (n_players >= CY_DICE_MIN_PLAYERS && n_players <= CY_DICE_MAX_PLAYERS, NULL);

  sheet = new_sheet (rules, n_players, NULL);
  n_rows = sheet_rows (rules, rows);
  for (guint seat = 0; seat < n_players; seat++)
    {
      cy_sheet_set_column (sheet, seat, names != NULL ? names[seat] : NULL, NULL);
      /* The target stays in sight on a blank sheet too. */
      for (guint i = 0; i < n_rows; i++)
        if (rows[i] == ROW_SUBTOTAL)
          {
            g_autofree char *target = g_strdup_printf ("____ / %u", CY_DICE_BONUS_THRESHOLD);
            cy_sheet_set_cell (sheet, i, seat, NULL, target);
          }
    }

  return sheet;
}

CySheet *
cy_dice_sheet_new_for_game (CyDiceGame *game)
{
  CyDiceRules rules;
  guint rows[CY_DICE_N_CATEGORIES + 3];
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
  n_rows = sheet_rows (rules, rows);

  /* Translators: the round being played, e.g. "Round 5 of 12" */
  progress = over ? g_strdup (_("Final scores"))
                  : g_strdup_printf (_("Round %u of %u"), cy_dice_game_get_round (game), CY_DICE_N_ROUNDS);
  sheet = new_sheet (rules, n_players, progress);

  {
    g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, cy_dice_game_get_seed (game));

    /* Translators: %s is the number that reproduces a game's dice */
    seed = g_strdup_printf (_("Seed %s"), number);
    cy_sheet_set_detail (sheet, seed);
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

      for (guint i = 0; i < n_rows; i++)
        {
          guint row = rows[i];
          g_autofree char *number = NULL;
          g_autofree char *detail = NULL;

          if (row < CY_DICE_N_CATEGORIES)
            {
              guint8 dice[CY_DICE_N_DICE];

              if (cy_dice_game_get_score (game, seat, row) < 0)
                continue;
              number = g_strdup_printf ("%d", cy_dice_game_get_score (game, seat, row));
              if (scored_dice (game, seat, row, dice))
                detail = cy_dice_to_string (dice, CY_DICE_MASK_ALL, TRUE);
            }
          else if (row == ROW_SUBTOTAL)
            {
              if (used & CY_DICE_UPPER_SET)
                number = g_strdup_printf ("%u", upper);
              /* Translators: progress toward the bonus, e.g. "41 / 63" */
              detail = g_strdup_printf (_("%u / %u"), upper, CY_DICE_BONUS_THRESHOLD);
            }
          else if (row == ROW_BONUS)
            {
              /* Known once reached, or once Ones to Sixes are all written. */
              if (upper >= CY_DICE_BONUS_THRESHOLD || (used & CY_DICE_UPPER_SET) == CY_DICE_UPPER_SET)
                number = g_strdup_printf ("%u", cy_dice_game_get_bonus (game, seat));
            }
          else
            {
              number = g_strdup_printf ("%u", cy_dice_game_get_total (game, seat));
              detail = g_strdup (tag);
            }

          cy_sheet_set_cell (sheet, i, seat, number, detail);
        }
    }

  return sheet;
}
