/* cy-score-sheet-printer-draw.c: Card Yacht's score sheet, filled into the
 * page every game's sheet is drawn on (cy-sheet.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One draw function serves every path to paper: GtkPrintOperation hands it
 * the printer's cairo context in draw-page, export hands it a PDF, SVG or
 * image surface. What the sheet says is Card Yacht's (its rows, the hands
 * that made the scores, the progress toward the Suited Bonus, the leader);
 * how a sheet is laid out and drawn is the neutral page's, as for Yacht.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-score-sheet-printer-private.h"
#include "cy-sheet.h"
#include "cy-sheet-model.h"

/* The rows below the twelve categories. */
enum {
  ROW_SUITED_BONUS = CY_SCORE_SHEET_ROW_SUITED_BONUS,
  ROW_TOTAL = CY_SCORE_SHEET_ROW_TOTAL,
  N_ROWS = CY_SCORE_SHEET_N_ROWS
};

/* Seats to mark: the winners of a finished game, the leaders of one under
 * way once anyone has scored above zero, nobody on a blank sheet. */
static guint
compute_leaders (CyScoreSheetPrinter *self)
{
  guint best = 0;

  if (self->game == NULL)
    return 0;

  if (cy_game_get_phase (self->game) == CY_PHASE_GAME_OVER)
    return cy_game_get_winners (self->game);

  for (guint seat = 0; seat < self->n_players; seat++)
    best = MAX (best, cy_game_get_total (self->game, seat));

  return best > 0 ? cy_game_get_winners (self->game) : 0;
}

/* "9♥ 10♥ J♥ Q♥ K♥": the hand that made a score, short enough for a column. */
static char *
format_hand (const CyCard hand[CY_HAND_SIZE])
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < CY_HAND_SIZE; i++)
    {
      if (!cy_card_is_valid (hand[i]))
        continue;
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, cy_card_get_rank_symbol (cy_card_get_rank (hand[i])));
      g_string_append (text, cy_card_get_suit_symbol (cy_card_get_suit (hand[i])));
    }

  return g_string_free (text, FALSE);
}

/* "9-10-J-Q-K" must not break at its hyphens: a requirement wrapped there
 * reads as a different run of cards. U+2011 is a hyphen that holds. */
static char *
hold_hyphens (const char *text)
{
  GString *held = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '-' && p > text && !g_ascii_isspace (p[-1]) && p[1] != '\0' && !g_ascii_isspace (p[1]))
        g_string_append (held, "\xe2\x80\x91");
      else
        g_string_append_c (held, *p);
    }

  return g_string_free (held, FALSE);
}

static char *
describe_progress (CyScoreSheetPrinter *self)
{
  GString *text = g_string_new (_("Score sheet"));
  CyPhase phase;

  if (self->game == NULL)
    return g_string_free (text, FALSE);

  phase = cy_game_get_phase (self->game);
  g_string_append (text, " · ");
  if (phase == CY_PHASE_GAME_OVER)
    g_string_append (text, _("Final scores"));
  else if (phase == CY_PHASE_SEAT_DRAW)
    g_string_append (text, _("Before the first deal"));
  else
    /* Translators: the hand being played, e.g. "Hand 5 of 12" */
    g_string_append_printf (text, _("Hand %u of %u"), cy_game_get_hand_number (self->game), CY_N_HANDS);

  return g_string_free (text, FALSE);
}

/* What one cell of a filled sheet says: the number on the first line, a
 * detail (the hand, the progress toward the bonus) on the second. */
static void
fill_cell (CyScoreSheetPrinter *self,
           CySheet             *sheet,
           guint                leaders,
           guint                row,
           guint                seat)
{
  CyGame *game = self->game;
  g_autofree char *number = NULL;
  g_autofree char *detail = NULL;

  /* A blank sheet is blank: every cell is left for the pen (the bonus
   * row's rule already names the target). A seat that has written nothing
   * yet has no sums either: no "0" total, no "0 / 148". */
  if (game == NULL || (row >= CY_N_CATEGORIES && cy_game_get_used (game, seat) == 0))
    return;

  if (row < CY_N_CATEGORIES)
    {
      int score = cy_game_get_score (game, seat, (CyCategory) row);
      CyCard hand[CY_HAND_SIZE];

      if (score < 0)
        return;

      number = g_strdup_printf ("%d", score);
      if (cy_game_get_scored_hand (game, seat, (CyCategory) row, hand))
        detail = format_hand (hand);
    }
  else if (row == ROW_SUITED_BONUS)
    {
      guint suit_total = cy_game_get_suit_total (game, seat);
      /* The bonus is known once it is reached or every suit is written:
       * the sheet on screen knows when. */
      int bonus = cy_sheet_model_get_value (CY_SHEET_MODEL (game), ROW_SUITED_BONUS, seat);

      if (bonus >= 0)
        number = g_strdup_printf ("%d", bonus);
      /* Translators: progress of the suit total toward the bonus, e.g. "97 / 148" */
      detail = g_strdup_printf (_("%u / %u"), suit_total, CY_SUITED_BONUS_THRESHOLD);
    }
  else
    {
      number = g_strdup_printf ("%u", cy_game_get_total (game, seat));
      if (leaders & (1u << seat))
        detail = g_strdup (cy_game_get_phase (game) == CY_PHASE_GAME_OVER ? _("WINNER") : _("LEADING"));
    }

  cy_sheet_set_cell (sheet, row, seat, number, detail);
}

/**
 * cy_score_sheet_printer_build_sheet: (skip)
 *
 * Returns: (transfer full): the sheet as it is to be printed: its rows,
 *   its players (the leader tagged) and, for a game, every cell
 */
CySheet *
cy_score_sheet_printer_build_sheet (CyScoreSheetPrinter *self)
{
  guint leaders = compute_leaders (self);
  gboolean over = self->game != NULL && cy_game_get_phase (self->game) == CY_PHASE_GAME_OVER;
  g_autofree char *subtitle = describe_progress (self);
  g_autofree char *footer = NULL;
  CySheet *sheet;

  g_return_val_if_fail (CY_IS_SCORE_SHEET_PRINTER (self), NULL);

  sheet = cy_sheet_new (_("Card Yacht"), self->n_players);
  cy_sheet_set_subtitle (sheet, subtitle);
  cy_sheet_set_date (sheet, self->date);
  /* The players' columns take what the rules leave, on any paper. */
  cy_sheet_set_wide_columns (sheet, TRUE);
  if (self->game != NULL)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, cy_game_get_deal_number (self->game));
      /* Translators: %s is the number that reproduces a game's deals */
      g_autofree char *deal = g_strdup_printf (_("Deal %s"), number);

      cy_sheet_set_detail (sheet, deal);
    }

  /* The rules a sheet needs beyond its rows, so that it teaches the game on its own. */
  footer = g_strdup_printf (_("How to score: after each hand, every player writes the hand into "
                              "one category still open in their column; a hand that does not meet "
                              "the requirement scores 0 there. Card points: Ace 1 (always low), "
                              "2 to 10 as marked, Jack, Queen and King 10. After %u hands the "
                              "highest total wins; players tied for it share the win."),
                            CY_N_HANDS);
  cy_sheet_set_footer (sheet, footer);

  for (guint seat = 0; seat < self->n_players; seat++)
    {
      const char *name = self->game != NULL ? cy_player_get_name (cy_game_get_player (self->game, seat))
                                            : self->names[seat];
      /* Translators: printed under a player's name on the score sheet; keep it short */
      const char *tag = (leaders & (1u << seat)) ? (over ? _("WINNER") : _("LEADING")) : NULL;

      cy_sheet_set_column (sheet, seat, name, tag);
    }

  for (guint row = 0; row < N_ROWS; row++)
    {
      g_autofree char *requirement = cy_score_sheet_row_get_requirement (row);
      g_autofree char *held = hold_hyphens (requirement);
      CySheetRowKind kind = row == ROW_TOTAL ? CY_SHEET_ROW_TOTAL
                          : row == ROW_SUITED_BONUS ? CY_SHEET_ROW_BONUS
                          : CY_SHEET_ROW_CATEGORY;
      /* Rule weights mark the sections: the hands, the suits, the sums. */
      gboolean ends_section = row == CY_CATEGORY_FLUSH || row == CY_CATEGORY_CLUBS;

      cy_sheet_add_row (sheet, cy_score_sheet_row_get_label (row), held, kind, ends_section);
      for (guint seat = 0; seat < self->n_players; seat++)
        fill_cell (self, sheet, leaders, row, seat);
    }

  return sheet;
}

/**
 * cy_score_sheet_printer_draw:
 * @cr: any cairo context: a printer's, a PDF, SVG or image surface's
 * @width: the page's width in @cr's units, taken as points
 * @height: the page's height
 *
 * Draws the whole sheet on one page of @width × @height, with its own
 * margins (see cy_sheet_draw()). It paints no background: paper is white
 * already.
 */
void
cy_score_sheet_printer_draw (CyScoreSheetPrinter *self,
                             cairo_t             *cr,
                             double               width,
                             double               height)
{
  g_autoptr(CySheet) sheet = NULL;

  g_return_if_fail (CY_IS_SCORE_SHEET_PRINTER (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (width > 0 && height > 0);

  sheet = cy_score_sheet_printer_build_sheet (self);
  cy_sheet_draw (sheet, cr, width, height);
}
