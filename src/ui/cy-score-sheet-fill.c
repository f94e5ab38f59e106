/* cy-score-sheet-fill.c: what each cell of the score sheet says
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A score, a potential or previewed score, a bonus's progress, a total:
 * the text, tooltip and accessible description of one cell, read from
 * the sheet's CySheetModel.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-score-sheet-cell.h"
#include "cy-score-sheet-private.h"

static const char *
seat_name (CyScoreSheet *self,
           guint         seat)
{
  return cy_sheet_model_get_player_name (self->model, seat);
}

/* What a category's cell shows, one style class each (none when open). */
typedef enum {
  STATE_OPEN,
  STATE_USED,
  STATE_POTENTIAL,
  STATE_PREVIEW,
} CellState;

static void
set_cell_state (GtkWidget *cell,
                CellState  state,
                gboolean   this_hand)
{
  _cy_score_sheet_set_class (cell, "used", state == STATE_USED);
  _cy_score_sheet_set_class (cell, "potential", state == STATE_POTENTIAL);
  _cy_score_sheet_set_class (cell, "preview", state == STATE_PREVIEW);
  _cy_score_sheet_set_class (cell, "this-hand", this_hand);
}

static void
update_category_cell (CyScoreSheet *self,
                      guint         row,
                      guint         seat)
{
  const char *name = seat_name (self, seat);
  const char *label = self->rows[row].label;
  int score = cy_sheet_model_get_value (self->model, row, seat);
  int points = (int) seat == self->chooser ? cy_sheet_model_get_potential (self->model, row, seat) : -1;
  gboolean proposed = self->has_proposal && (int) seat == self->previewer;
  int preview = proposed ? self->proposal[row]
                : (int) seat == self->previewer ? cy_sheet_model_get_preview (self->model, row, seat) : -1;
  g_autofree char *text = NULL;
  g_autofree char *tooltip = NULL;
  g_autofree char *accessible = NULL;
  CellState state = STATE_OPEN;
  GtkWidget *cell;

  if (score >= 0)
    {
      g_autofree char *made_with = cy_sheet_model_describe_score (self->model, row, seat);

      cell = _cy_score_sheet_ensure_cell (self, row, seat, CELL_SHOW);
      text = g_strdup_printf ("%d", score);
      /* Translators: tooltip of a used score-sheet cell; %s lists the five cards or dice */
      tooltip = made_with ? g_strdup_printf (_("Scored with %s"), made_with) : NULL;
      if (made_with != NULL)
        /* Translators: what a screen reader says for a used cell: player, category, points, cards or dice */
        accessible = g_strdup_printf (ngettext ("%s, %s: %d point, scored with %s",
                                                "%s, %s: %d points, scored with %s", score),
                                      name, label, score, made_with);
      else
        /* Translators: what a screen reader says for a used cell: player, category, points */
        accessible = g_strdup_printf (ngettext ("%s, %s: %d point", "%s, %s: %d points", score),
                                      name, label, score);
      state = STATE_USED;
    }
  else if (points >= 0)
    {
      cell = _cy_score_sheet_ensure_cell (self, row, seat, CELL_CHOICE);
      text = g_strdup_printf ("%d", points);
      /* Translators: a button of the score sheet, e.g. "Write 25 in Full House" */
      tooltip = g_strdup_printf (_("Write %u in %s"), (guint) points, label);
      /* Translators: what a screen reader says for a category the player can write in now */
      accessible = g_strdup_printf (ngettext ("%s, %s: open, write %d point here now",
                                              "%s, %s: open, write %d points here now", points),
                                    name, label, points);
      state = STATE_POTENTIAL;
    }
  else if (preview >= 0)
    {
      /* Nothing can be written yet: the number is a plain cell, dimmed. */
      cell = _cy_score_sheet_ensure_cell (self, row, seat, CELL_SHOW);
      text = g_strdup_printf ("%d", preview);
      if (proposed)
        {
          /* Translators: tooltip of an open cell while a move waits for
           * confirmation, e.g. "After this move: 25 in High" */
          tooltip = g_strdup_printf (_("After this move: %d in %s"), preview, label);
          /* Translators: what a screen reader says for an open category while
           * a move waits for confirmation: player, category, the new hand's score */
          accessible = g_strdup_printf (ngettext ("%s, %s: open, the hand after this move would score %d point",
                                                  "%s, %s: open, the hand after this move would score %d points",
                                                  preview),
                                        name, label, preview);
        }
      else
        {
          /* Translators: tooltip of an open cell during the turns, e.g. "The hand now: 25 in High" */
          tooltip = g_strdup_printf (_("The hand now: %d in %s"), preview, label);
          /* Translators: what a screen reader says for an open category during the
           * turns: player, category, what the hand would score there now */
          accessible = g_strdup_printf (ngettext ("%s, %s: open, the hand now would score %d point",
                                                  "%s, %s: open, the hand now would score %d points", preview),
                                        name, label, preview);
        }
      state = STATE_PREVIEW;
    }
  else
    {
      g_autofree char *requirement = cy_sheet_model_dup_requirement (self->model, row);
      char *newline = strchr (requirement, '\n');

      /* The rule alone, without the note on card values. */
      if (newline != NULL)
        *newline = '\0';
      cell = _cy_score_sheet_ensure_cell (self, row, seat, CELL_SHOW);
      text = g_strdup ("");
      /* Translators: what a screen reader says for a category not used yet:
       * player, category, and the category's requirement */
      accessible = g_strdup_printf (_("%s, %s: open (%s)"), name, label, requirement);
    }

  set_cell_state (cell, state, state == STATE_USED && cy_sheet_model_is_fresh (self->model, row, seat));
  cy_score_sheet_cell_show (cell, text, tooltip, accessible);
}

/* A subtotal is a plain sum. */
static void
update_subtotal_cell (CyScoreSheet *self,
                      guint         row,
                      guint         seat)
{
  GtkWidget *cell = _cy_score_sheet_ensure_cell (self, row, seat, CELL_SHOW);
  int sum = cy_sheet_model_get_value (self->model, row, seat);
  g_autofree char *text = g_strdup_printf ("%d", sum);
  /* Translators: screen reader text of a sum on the sheet: player, row, sum */
  g_autofree char *accessible = g_strdup_printf (_("%s, %s: %d"), seat_name (self, seat), self->rows[row].label, sum);

  cy_score_sheet_cell_show (cell, text, NULL, accessible);
}

static void
update_bonus_cell (CyScoreSheet *self,
                   guint         row,
                   guint         seat)
{
  GtkWidget *cell = _cy_score_sheet_ensure_cell (self, row, seat, CELL_SHOW);
  const char *name = seat_name (self, seat);
  const char *label = self->rows[row].label;
  int bonus = cy_sheet_model_get_value (self->model, row, seat);
  guint target;
  guint sum = cy_sheet_model_get_progress (self->model, row, seat, &target);
  g_autofree char *progress = NULL;
  g_autofree char *markup = NULL;
  g_autofree char *accessible = NULL;

  /* Translators: progress of a sum toward its bonus, e.g. "97 / 148" */
  progress = g_strdup_printf (_("%u / %u"), sum, target);
  /* The progress until the bonus is decided, then the bonus alone (the
   * progress stays in the tooltip and the line under the grid): the
   * column never widens for it. */
  if (bonus >= 0)
    {
      markup = g_strdup_printf ("%d", bonus);
      /* Translators: screen reader text of a decided bonus: player, row, sum, target, bonus */
      accessible = g_strdup_printf (_("%s, %s: %u of %u, bonus %d"), name, label, sum, target, bonus);
    }
  else
    {
      /* Numbers read left to right in a right-to-left sheet too (the mark
       * makes the line's direction left to right): "97 / 148", never "148 / 97". */
      markup = g_strdup_printf ("<small>\u200E%s</small>", progress);
      /* Translators: screen reader text of a bonus not decided yet: player, row, sum, target */
      accessible = g_strdup_printf (_("%s, %s: %u of %u so far"), name, label, sum, target);
    }

  cy_score_sheet_cell_show (cell, markup, accessible, accessible);
  _cy_score_sheet_set_class (cell, "bonus-reached", bonus > 0);
  /* As wide as the widest progress ("196 / 148"), whatever it says now,
   * when there is room. */
  cy_score_sheet_cell_set_widest (CY_SCORE_SHEET_CELL (cell), "<small>\u200E888 / 888</small>");
}

static void
update_total_cell (CyScoreSheet *self,
                   guint         row,
                   guint         seat)
{
  GtkWidget *cell = _cy_score_sheet_ensure_cell (self, row, seat, CELL_SHOW);
  const char *name = seat_name (self, seat);
  gboolean winner = (cy_sheet_model_get_winners (self->model) & (1u << seat)) != 0;
  int total = cy_sheet_model_get_value (self->model, row, seat);
  g_autofree char *text = g_strdup_printf ("%d", total);
  g_autofree char *accessible = NULL;

  if (winner)
    /* Translators: screen reader text of a winner's total */
    accessible = g_strdup_printf (_("%s, Total: %u, winner"), name, (guint) total);
  else
    accessible = g_strdup_printf (_("%s, Total: %u"), name, (guint) total);

  cy_score_sheet_cell_show (cell, text, winner ? _("Winner") : NULL, accessible);
  _cy_score_sheet_set_class (cell, "winner", winner);
}

/* Brings the cell of @row and @seat to what the model says. */
void
_cy_score_sheet_update_cell (CyScoreSheet *self,
                             guint         row,
                             guint         seat)
{
  switch (self->rows[row].kind)
    {
    case CY_SHEET_MODEL_ROW_CATEGORY:
      update_category_cell (self, row, seat);
      break;
    case CY_SHEET_MODEL_ROW_SUBTOTAL:
      update_subtotal_cell (self, row, seat);
      break;
    case CY_SHEET_MODEL_ROW_BONUS:
      update_bonus_cell (self, row, seat);
      break;
    case CY_SHEET_MODEL_ROW_TOTAL:
    default:
      update_total_cell (self, row, seat);
      break;
    }
}
