/* cy-score-sheet-printer-draw.c: the score sheet drawn on any cairo context
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One draw function serves every path to paper: GtkPrintOperation hands it
 * the printer's cairo context in draw-page, export hands it a PDF, SVG or
 * image surface. It needs nothing but cairo and pango, so card-yacht-cli
 * and the tests use it without a display.
 *
 * Rows grow to leave room for handwriting when there is space, and the
 * whole sheet is scaled down when a small page cannot hold it, so it
 * always fits on one page. Nothing depends on colour: the leader is named
 * in words and boxed, sections are told apart by rule weight, and the only
 * fills are light greys that photocopy well.
 *
 * Each category row is set on two lines that run across the whole row: the
 * label and the scores share the first baseline, the requirement and the
 * hands that made the scores share the second. A reader's eye (and
 * pdftotext -layout, which the tests use) then pairs each score with its
 * category.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "cy-score-sheet-printer-private.h"
#include "cy-sheet.h"
#include "cy-sheet-model.h"

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

/* Draws one line of text centred in [x, x + width] with its baseline at @baseline. */
static void
show_centered (Sheet       *sheet,
               const char  *text,
               double       size,
               PangoWeight  weight,
               double       x,
               double       width,
               double       baseline,
               double       grey)
{
  g_autoptr(PangoLayout) layout = cy_sheet_create_layout (sheet, text, size, weight, -1, 0);
  double text_width = cy_sheet_layout_width (layout);

  /* Squeeze rather than spill when a narrow column meets a long text. */
  if (text_width > width)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      text_width = width;
    }

  cy_sheet_show_layout (sheet, layout, x + (width - text_width) / 2,
                        baseline - cy_sheet_layout_baseline (layout), grey);
}

static void
stroke_line (cairo_t *cr,
             double   x1,
             double   y1,
             double   x2,
             double   y2,
             double   line_width)
{
  cairo_set_line_width (cr, line_width);
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x2, y2);
  cairo_stroke (cr);
}

static void
fill_rectangle (cairo_t *cr,
                double   x,
                double   y,
                double   width,
                double   height,
                double   grey)
{
  cairo_set_source_rgb (cr, grey, grey, grey);
  cairo_rectangle (cr, x, y, width, height);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
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

static void
draw_header (Sheet *sheet)
{
  CyScoreSheetPrinter *self = sheet->self;
  g_autoptr(PangoLayout) title = NULL;
  g_autoptr(PangoLayout) subtitle = NULL;
  g_autoptr(PangoLayout) date = NULL;
  g_autoptr(PangoLayout) deal = NULL;
  g_autoptr(GString) subtitle_text = g_string_new (_("Score sheet"));
  double date_baseline;

  if (self->game != NULL)
    {
      CyPhase phase = cy_game_get_phase (self->game);

      g_string_append (subtitle_text, " · ");
      if (phase == CY_PHASE_GAME_OVER)
        g_string_append (subtitle_text, _("Final scores"));
      else if (phase == CY_PHASE_SEAT_DRAW)
        g_string_append (subtitle_text, _("Before the first deal"));
      else
        /* Translators: the hand being played, e.g. "Hand 5 of 12" */
        g_string_append_printf (subtitle_text, _("Hand %u of %u"),
                                cy_game_get_hand_number (self->game), CY_N_HANDS);
    }

  title = cy_sheet_create_layout (sheet, _("Card Yacht"), TITLE_SIZE, PANGO_WEIGHT_BOLD, -1, 0);
  subtitle = cy_sheet_create_layout (sheet, subtitle_text->str, SUBTITLE_SIZE, PANGO_WEIGHT_NORMAL, -1, 0);
  cy_sheet_show_layout (sheet, title, 0, 0, 0);
  cy_sheet_show_layout (sheet, subtitle, 0, cy_sheet_layout_height (title) + 2, REQUIREMENT_GREY);

  date_baseline = cy_sheet_layout_baseline (title);
  if (self->date != NULL)
    {
      g_autofree char *text = cy_sheet_format_date (self->date);

      date = cy_sheet_create_layout (sheet, text, DATE_SIZE, PANGO_WEIGHT_NORMAL, -1, 0);
      cy_sheet_show_layout (sheet, date, sheet->width - cy_sheet_layout_width (date),
                            date_baseline - cy_sheet_layout_baseline (date), 0);
    }
  else
    {
      /* A line to write the date on, as on a paper pad. */
      double line_length = 110;

      date = cy_sheet_create_layout (sheet, _("Date:"), DATE_SIZE, PANGO_WEIGHT_NORMAL, -1, 0);
      cy_sheet_show_layout (sheet, date, sheet->width - line_length - 4 - cy_sheet_layout_width (date),
                            date_baseline - cy_sheet_layout_baseline (date), 0);
      stroke_line (sheet->cr, sheet->width - line_length, date_baseline + 1.5,
                   sheet->width, date_baseline + 1.5, HAIRLINE);
    }

  if (self->game != NULL)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, cy_game_get_deal_number (self->game));
      /* Translators: %s is the number that reproduces a game's deals */
      g_autofree char *text = g_strdup_printf (_("Deal %s"), number);

      deal = cy_sheet_create_layout (sheet, text, DETAIL_SIZE + 1, PANGO_WEIGHT_NORMAL, -1, 0);
      cy_sheet_show_layout (sheet, deal, sheet->width - cy_sheet_layout_width (deal),
                            cy_sheet_layout_height (title) + 2 + cy_sheet_layout_baseline (subtitle) - cy_sheet_layout_baseline (deal),
                            REQUIREMENT_GREY);
    }
}

static void
draw_names (Sheet  *sheet,
            double  top)
{
  CyScoreSheetPrinter *self = sheet->self;
  double bottom = top + sheet->names_height;
  double tag_baseline = bottom - CELL_PADDING - 1;
  g_autoptr(PangoLayout) caption = NULL;

  fill_rectangle (sheet->cr, 0, top, sheet->width, sheet->names_height, HEADER_FILL);

  caption = cy_sheet_create_layout (sheet, _("Category"), LABEL_SIZE, PANGO_WEIGHT_BOLD, -1, 0);
  cy_sheet_show_layout (sheet, caption, CELL_PADDING, tag_baseline - cy_sheet_layout_baseline (caption), 0);

  for (guint seat = 0; seat < self->n_players; seat++)
    {
      double x = sheet->label_width + seat * sheet->column_width;
      const char *name = cy_sheet_get_name (self, seat);

      if (sheet->leaders & (1u << seat))
        {
          gboolean over = cy_game_get_phase (self->game) == CY_PHASE_GAME_OVER;

          fill_rectangle (sheet->cr, x, top, sheet->column_width, sheet->names_height, LEADER_FILL);
          /* Translators: printed under a player's name on the score sheet; keep it short */
          show_centered (sheet, over ? _("WINNER") : _("LEADING"), TAG_SIZE, PANGO_WEIGHT_BOLD,
                         x, sheet->column_width, tag_baseline, 0);
        }

      if (name != NULL && *name != '\0')
        {
          g_autoptr(PangoLayout) layout = cy_sheet_create_layout (sheet, name, NAME_SIZE, PANGO_WEIGHT_BOLD,
                                                                  sheet->column_width - 2 * CELL_PADDING, 2);
          double name_area = sheet->names_height - 2 * CELL_PADDING - TAG_SIZE * 1.4;

          pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
          cy_sheet_show_layout (sheet, layout, x + CELL_PADDING,
                                top + CELL_PADDING + (name_area - cy_sheet_layout_height (layout)) / 2, 0);
        }
      else
        {
          /* A white box to write the name in. */
          double box_top = top + CELL_PADDING;
          double box_height = sheet->names_height - 2 * CELL_PADDING - TAG_SIZE * 1.4 + 2;

          fill_rectangle (sheet->cr, x + CELL_PADDING, box_top,
                          sheet->column_width - 2 * CELL_PADDING, box_height, 1.0);
          cairo_set_line_width (sheet->cr, HAIRLINE);
          cairo_rectangle (sheet->cr, x + CELL_PADDING, box_top,
                           sheet->column_width - 2 * CELL_PADDING, box_height);
          cairo_stroke (sheet->cr);
        }
    }
}

/* What one cell of a filled sheet says: the number on the first line, a
 * detail (the hand, the progress toward the bonus) on the second. */
static void
get_cell_text (Sheet  *sheet,
               guint   row,
               guint   seat,
               char  **number,
               char  **detail)
{
  CyGame *game = sheet->self->game;

  *number = NULL;
  *detail = NULL;

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

      *number = g_strdup_printf ("%d", score);
      if (cy_game_get_scored_hand (game, seat, (CyCategory) row, hand))
        *detail = format_hand (hand);
    }
  else if (row == ROW_SUITED_BONUS)
    {
      guint suit_total = cy_game_get_suit_total (game, seat);
      /* The bonus is known once it is reached or every suit is written:
       * the sheet on screen knows when. */
      int bonus = cy_sheet_model_get_value (CY_SHEET_MODEL (game), ROW_SUITED_BONUS, seat);

      if (bonus >= 0)
        *number = g_strdup_printf ("%d", bonus);
      /* Translators: progress of the suit total toward the bonus, e.g. "97 / 148" */
      *detail = g_strdup_printf (_("%u / %u"), suit_total, CY_SUITED_BONUS_THRESHOLD);
    }
  else
    {
      *number = g_strdup_printf ("%u", cy_game_get_total (game, seat));
      if (sheet->leaders & (1u << seat))
        *detail = g_strdup (cy_game_get_phase (game) == CY_PHASE_GAME_OVER ? _("WINNER") : _("LEADING"));
    }
}

static void
draw_rows (Sheet  *sheet,
           double  top)
{
  CyScoreSheetPrinter *self = sheet->self;
  double y = top;

  /* Fills first: a fill painted after a rule would cover half of it. */
  for (guint row = 0; row < N_ROWS; row++)
    {
      fill_rectangle (sheet->cr, 0, y, sheet->label_width, sheet->row_height[row],
                      row == ROW_TOTAL ? HEADER_FILL : LABEL_FILL);
      y += sheet->row_height[row];
    }

  y = top;
  for (guint row = 0; row < N_ROWS; row++)
    {
      g_autofree char *requirement_text = cy_sheet_get_row_requirement (row);
      double text_width = sheet->label_width - 2 * CELL_PADDING;
      double height = sheet->row_height[row];
      g_autoptr(PangoLayout) label = cy_sheet_create_layout (sheet, cy_score_sheet_row_get_label (row), cy_sheet_row_label_size (row),
                                                             PANGO_WEIGHT_BOLD, text_width, 0);
      g_autoptr(PangoLayout) requirement = cy_sheet_create_layout (sheet, requirement_text, REQUIREMENT_SIZE,
                                                                   PANGO_WEIGHT_NORMAL, text_width, 0);
      double first = y + sheet->first_baseline[row];
      double second = y + sheet->second_baseline[row];

      cy_sheet_show_layout (sheet, label, CELL_PADDING, first - cy_sheet_layout_baseline (label), 0);
      cy_sheet_show_layout (sheet, requirement, CELL_PADDING, second - cy_sheet_layout_baseline (requirement),
                            REQUIREMENT_GREY);

      for (guint seat = 0; seat < self->n_players; seat++)
        {
          double x = sheet->label_width + seat * sheet->column_width;
          g_autofree char *number = NULL;
          g_autofree char *detail = NULL;

          get_cell_text (sheet, row, seat, &number, &detail);

          if (row == ROW_TOTAL && (sheet->leaders & (1u << seat)))
            {
              /* The leader's total is boxed: a mark that needs no colour. */
              cairo_set_line_width (sheet->cr, LEADER_LINE);
              cairo_rectangle (sheet->cr, x + 2.5, y + 2.5, sheet->column_width - 5, height - 5);
              cairo_stroke (sheet->cr);
            }

          if (number != NULL)
            show_centered (sheet, number, row == ROW_TOTAL ? TOTAL_SIZE : SCORE_SIZE,
                           PANGO_WEIGHT_BOLD, x + CELL_PADDING,
                           sheet->column_width - 2 * CELL_PADDING, first, 0);
          if (detail != NULL)
            show_centered (sheet, detail, row == ROW_TOTAL ? TAG_SIZE : DETAIL_SIZE,
                           row == ROW_TOTAL ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL,
                           x + CELL_PADDING, sheet->column_width - 2 * CELL_PADDING, second,
                           row == ROW_TOTAL ? 0 : REQUIREMENT_GREY);
        }

      y += height;

      /* Rule weights mark the sections: the hands, the suits, the sums. */
      if (row == CY_CATEGORY_FLUSH || row == CY_CATEGORY_CLUBS)
        stroke_line (sheet->cr, 0, y, sheet->width, y, SECTION_LINE);
      else if (row == ROW_SUITED_BONUS)
        {
          stroke_line (sheet->cr, 0, y - 1.25, sheet->width, y - 1.25, HAIRLINE);
          stroke_line (sheet->cr, 0, y + 1.25, sheet->width, y + 1.25, HAIRLINE);
        }
      else if (row + 1 < N_ROWS)
        stroke_line (sheet->cr, 0, y, sheet->width, y, HAIRLINE);
    }
}

static void
draw_grid (Sheet  *sheet,
           double  top,
           double  bottom)
{
  CyScoreSheetPrinter *self = sheet->self;
  cairo_t *cr = sheet->cr;

  stroke_line (cr, 0, top + sheet->names_height, sheet->width, top + sheet->names_height, SECTION_LINE);
  stroke_line (cr, sheet->label_width, top, sheet->label_width, bottom, SECTION_LINE);

  for (guint seat = 1; seat < self->n_players; seat++)
    {
      double x = sheet->label_width + seat * sheet->column_width;

      stroke_line (cr, x, top, x, bottom, HAIRLINE * 2);
    }

  cairo_set_line_width (cr, FRAME_LINE);
  cairo_rectangle (cr, 0, top, sheet->width, bottom - top);
  cairo_stroke (cr);
}

static void
draw_footer (Sheet  *sheet,
             double  top)
{
  g_autoptr(PangoLayout) footer = NULL;
  g_autofree char *text = NULL;

  text = cy_sheet_get_footer_text ();
  footer = cy_sheet_create_layout (sheet, text, FOOTER_SIZE, PANGO_WEIGHT_NORMAL, sheet->width, 0);
  cy_sheet_show_layout (sheet, footer, 0, top, REQUIREMENT_GREY);
}

/**
 * cy_score_sheet_printer_draw:
 * @cr: any cairo context: a printer's, a PDF, SVG or image surface's
 * @width: the page's width in @cr's units, taken as points
 * @height: the page's height
 *
 * Draws the whole sheet on one page of @width × @height, with its own
 * margins. It paints no background: paper is white already.
 */
void
cy_score_sheet_printer_draw (CyScoreSheetPrinter *self,
                             cairo_t             *cr,
                             double               width,
                             double               height)
{
  PangoContext *context;
  cairo_font_options_t *options;
  Sheet sheet = { 0 };
  double margin, available_width, available_height;
  double scale = 1.0;
  double needed, spare, growth, top, bottom;

  g_return_if_fail (CY_IS_SCORE_SHEET_PRINTER (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (width > 0 && height > 0);

  cairo_save (cr);

  /* Layout must not depend on the device: unhinted metrics at 72 dpi make
   * a point of type one unit everywhere, so the PDF, the PNG and the
   * printer's page break lines at the same words. */
  context = pango_cairo_create_context (cr);
  pango_cairo_context_set_resolution (context, 72);
  options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);

  sheet.self = self;
  sheet.cr = cr;
  sheet.context = context;
  sheet.leaders = compute_leaders (self);

  margin = round (MIN (width, height) * 0.06);
  available_width = width - 2 * margin;
  available_height = height - 2 * margin;

  /* Too little room: lay out for a larger page and scale it down. Wider
   * layouts wrap into fewer lines, so a couple of rounds settle it. */
  needed = cy_sheet_measure (&sheet, available_width);
  for (guint attempt = 0; attempt < 4 && needed > available_height / scale; attempt++)
    {
      scale *= (available_height / scale) / needed * 0.995;
      needed = cy_sheet_measure (&sheet, available_width / scale);
    }

  cairo_translate (cr, margin, margin);
  cairo_scale (cr, scale, scale);
  pango_cairo_update_context (cr, context);

  /* Spare room goes to the rows, for handwriting, up to a point. */
  spare = available_height / scale - needed;
  growth = CLAMP (spare / N_ROWS, MIN_ROW_GROWTH, MAX_ROW_GROWTH);
  for (guint row = 0; row < N_ROWS; row++)
    {
      sheet.row_height[row] += growth;
      sheet.first_baseline[row] += growth / 2;
      sheet.second_baseline[row] += growth / 2;
    }

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);

  draw_header (&sheet);
  top = sheet.header_height;
  draw_names (&sheet, top);
  draw_rows (&sheet, top + sheet.names_height);

  bottom = top + sheet.names_height;
  for (guint row = 0; row < N_ROWS; row++)
    bottom += sheet.row_height[row];
  draw_grid (&sheet, top, bottom);
  draw_footer (&sheet, bottom + sheet.footer_gap);

  g_object_unref (context);
  cairo_restore (cr);
}
