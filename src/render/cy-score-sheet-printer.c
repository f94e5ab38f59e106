/* cy-score-sheet-printer.c: the score sheet on paper (PDF, SVG, PNG, printer)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One draw function serves every path to paper: GtkPrintOperation hands it
 * the printer's cairo context in draw-page, export hands it a PDF, SVG or
 * image surface. It needs nothing but cairo and pango, so card-yacht-cli
 * and the tests use it without a display.
 *
 * The sheet is laid out in points for the page it is given: rows grow to
 * leave room for handwriting when there is space, and the whole sheet is
 * scaled down when a small page cannot hold it, so it always fits on one
 * page. Nothing depends on colour: the leader is named in words and boxed,
 * sections are told apart by rule weight, and the only fills are light
 * greys that photocopy well.
 *
 * Each category row is set on two lines that run across the whole row: the
 * label and the scores share the first baseline, the requirement and the
 * hands that made the scores share the second. A reader's eye (and
 * pdftotext -layout, which the tests use) then pairs each score with its
 * category.
 */
#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "cy-score-sheet-printer.h"

struct _CyScoreSheetPrinter
{
  GObject     parent_instance;

  CyGame     *game;                       /* NULL for a blank sheet */
  guint       n_players;
  char       *names[CY_MAX_PLAYERS];      /* blank sheet only; NULL leaves the box empty */
  GDateTime  *date;                       /* NULL draws a line to write the date on */
  double      page_width;
  double      page_height;
};

G_DEFINE_FINAL_TYPE (CyScoreSheetPrinter, cy_score_sheet_printer, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_N_PLAYERS,
  PROP_DATE,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

/* Type sizes, in points. */
#define TITLE_SIZE        26.0
#define SUBTITLE_SIZE     11.0
#define DATE_SIZE         10.0
#define NAME_SIZE         12.5
#define TAG_SIZE           7.5
#define LABEL_SIZE        11.0
#define REQUIREMENT_SIZE   7.5
#define SCORE_SIZE        15.0
#define TOTAL_SIZE        17.0
#define DETAIL_SIZE        7.0
#define FOOTER_SIZE        8.0

/* Rules, in points. */
#define HAIRLINE           0.5
#define FRAME_LINE         1.2
#define SECTION_LINE       1.5
#define LEADER_LINE        2.0

#define CELL_PADDING       5.0
#define MIN_ROW_GROWTH     0.0
#define MAX_ROW_GROWTH    20.0    /* rows for handwriting need not be huge */

/* Light greys only: they survive a black-and-white printer or copier. */
#define HEADER_FILL        0.88
#define LABEL_FILL         0.95
#define LEADER_FILL        0.78
#define REQUIREMENT_GREY   0.25

/* The rows below the twelve categories. */
enum {
  ROW_SUITED_BONUS = CY_N_CATEGORIES,
  ROW_TOTAL,
  N_ROWS
};

typedef struct
{
  CyScoreSheetPrinter *self;
  cairo_t             *cr;
  PangoContext        *context;

  /* The geometry, in the sheet's own units (points before any scaling). */
  double               width;
  double               header_height;
  double               names_height;
  double               label_width;
  double               column_width;
  double               row_height[N_ROWS];
  double               first_baseline[N_ROWS];   /* from the row's top */
  double               second_baseline[N_ROWS];
  double               footer_gap;
  double               footer_height;
  guint                leaders;                  /* seats to mark as leading or winning */
} Sheet;

static const char *
get_name (CyScoreSheetPrinter *self,
          guint                seat)
{
  if (self->game != NULL)
    return cy_player_get_name (cy_game_get_player (self->game, seat));

  return self->names[seat];
}

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

static PangoLayout *
create_layout (Sheet       *sheet,
               const char  *text,
               double       size,
               PangoWeight  weight,
               double       width,
               int          max_lines)
{
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans");
  PangoLayout *layout = pango_layout_new (sheet->context);

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, weight);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text != NULL ? text : "", -1);

  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  if (max_lines > 0)
    {
      pango_layout_set_height (layout, -max_lines);
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }

  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  int height;

  pango_layout_get_size (layout, NULL, &height);
  return (double) height / PANGO_SCALE;
}

static double
layout_width (PangoLayout *layout)
{
  int width;

  pango_layout_get_size (layout, &width, NULL);
  return (double) width / PANGO_SCALE;
}

static double
layout_baseline (PangoLayout *layout)
{
  return (double) pango_layout_get_baseline (layout) / PANGO_SCALE;
}

/* The ascent of a font size: where a first line's baseline sits below its top. */
static double
ascent_of (Sheet       *sheet,
           double       size,
           PangoWeight  weight)
{
  g_autoptr(PangoLayout) layout = create_layout (sheet, "0", size, weight, -1, 0);

  return layout_baseline (layout);
}

static void
show_layout (Sheet       *sheet,
             PangoLayout *layout,
             double       x,
             double       y,
             double       grey)
{
  cairo_save (sheet->cr);
  cairo_set_source_rgb (sheet->cr, grey, grey, grey);
  cairo_move_to (sheet->cr, x, y);
  pango_cairo_update_layout (sheet->cr, layout);
  pango_cairo_show_layout (sheet->cr, layout);
  cairo_restore (sheet->cr);
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
  g_autoptr(PangoLayout) layout = create_layout (sheet, text, size, weight, -1, 0);
  double text_width = layout_width (layout);

  /* Squeeze rather than spill when a narrow column meets a long text. */
  if (text_width > width)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      text_width = width;
    }

  show_layout (sheet, layout, x + (width - text_width) / 2,
               baseline - layout_baseline (layout), grey);
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

static const char *
get_row_label (guint row)
{
  if (row < CY_N_CATEGORIES)
    return cy_category_get_label ((CyCategory) row);
  if (row == ROW_SUITED_BONUS)
    return _("Suited Bonus");
  return _("Total");
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
get_row_requirement (guint row)
{
  if (row < CY_N_CATEGORIES)
    return hold_hyphens (cy_category_get_requirement ((CyCategory) row));
  if (row == ROW_SUITED_BONUS)
    /* Translators: the Suited Bonus rule as printed on the score sheet */
    return g_strdup_printf (_("Spades, Hearts, Diamonds and Clubs add up to %u or more: %u"),
                            CY_SUITED_BONUS_THRESHOLD, CY_SUITED_BONUS);
  return g_strdup (_("All rows added up; the highest total wins"));
}

/* The rules a sheet needs beyond its rows, so that it teaches the game on its own. */
static char *
get_footer_text (void)
{
  return g_strdup_printf (_("How to score: after each hand every player writes his hand into "
                            "one category he has not used yet; a hand that does not meet the "
                            "requirement scores 0 there. Card points: Ace 1 (always low), "
                            "2 to 10 as marked, Jack, Queen and King 10. After %u hands the "
                            "highest total wins; players tied for it share the win."),
                          CY_N_ROUNDS);
}

static double
row_label_size (guint row)
{
  return row == ROW_TOTAL ? LABEL_SIZE + 2 : LABEL_SIZE;
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

/* Measures every part of the sheet for a content width of @width and
 * returns the height it needs with rows at their smallest. */
static double
measure (Sheet  *sheet,
         double  width)
{
  CyScoreSheetPrinter *self = sheet->self;
  g_autoptr(PangoLayout) title = NULL;
  g_autoptr(PangoLayout) subtitle = NULL;
  g_autoptr(PangoLayout) footer = NULL;
  g_autofree char *footer_text = NULL;
  double label_share;
  double name_height = 0;
  double height;

  sheet->width = width;

  title = create_layout (sheet, _("Card Yacht"), TITLE_SIZE, PANGO_WEIGHT_BOLD, -1, 0);
  subtitle = create_layout (sheet, _("Score sheet"), SUBTITLE_SIZE, PANGO_WEIGHT_NORMAL, -1, 0);
  sheet->header_height = layout_height (title) + layout_height (subtitle) + 12;

  /* The label column holds the rules, so it gets what the players leave. */
  label_share = self->n_players <= 2 ? 0.50 : self->n_players == 3 ? 0.44 : 0.39;
  sheet->label_width = round (width * label_share);
  sheet->column_width = (width - sheet->label_width) / self->n_players;

  for (guint seat = 0; seat < self->n_players; seat++)
    {
      g_autoptr(PangoLayout) name = create_layout (sheet, get_name (self, seat) ? get_name (self, seat) : "",
                                                   NAME_SIZE, PANGO_WEIGHT_BOLD,
                                                   sheet->column_width - 2 * CELL_PADDING, 2);

      name_height = MAX (name_height, layout_height (name));
    }
  /* Room for two lines of name (to write one in) and the leader's tag below. */
  name_height = MAX (name_height, 2 * NAME_SIZE * 1.1);
  sheet->names_height = CELL_PADDING + name_height + TAG_SIZE * 1.4 + CELL_PADDING;

  height = sheet->header_height + sheet->names_height;

  for (guint row = 0; row < N_ROWS; row++)
    {
      g_autofree char *requirement_text = get_row_requirement (row);
      double text_width = sheet->label_width - 2 * CELL_PADDING;
      double number_size = row == ROW_TOTAL ? TOTAL_SIZE : SCORE_SIZE;
      double number_ascent = ascent_of (sheet, number_size, PANGO_WEIGHT_BOLD);
      g_autoptr(PangoLayout) label = create_layout (sheet, get_row_label (row), row_label_size (row),
                                                    PANGO_WEIGHT_BOLD, text_width, 0);
      g_autoptr(PangoLayout) requirement = create_layout (sheet, requirement_text, REQUIREMENT_SIZE,
                                                          PANGO_WEIGHT_NORMAL, text_width, 0);
      double label_top = CELL_PADDING + MAX (0, number_ascent - layout_baseline (label));
      double label_bottom = label_top + layout_height (label);

      sheet->first_baseline[row] = label_top + layout_baseline (label);
      sheet->second_baseline[row] = label_bottom + 1 + layout_baseline (requirement);
      sheet->row_height[row] = label_bottom + 1 + layout_height (requirement) + CELL_PADDING;
      height += sheet->row_height[row];
    }

  footer_text = get_footer_text ();
  footer = create_layout (sheet, footer_text, FOOTER_SIZE, PANGO_WEIGHT_NORMAL, width, 0);
  sheet->footer_gap = 10;
  sheet->footer_height = layout_height (footer);

  return height + sheet->footer_gap + sheet->footer_height;
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
                                cy_game_get_round (self->game), CY_N_ROUNDS);
    }

  title = create_layout (sheet, _("Card Yacht"), TITLE_SIZE, PANGO_WEIGHT_BOLD, -1, 0);
  subtitle = create_layout (sheet, subtitle_text->str, SUBTITLE_SIZE, PANGO_WEIGHT_NORMAL, -1, 0);
  show_layout (sheet, title, 0, 0, 0);
  show_layout (sheet, subtitle, 0, layout_height (title) + 2, REQUIREMENT_GREY);

  date_baseline = layout_baseline (title);
  if (self->date != NULL)
    {
      /* Translators: the date on a score sheet, as a g_date_time_format() string;
       * spell the month out, "11/03/25" means different days in different countries */
      g_autofree char *day = g_date_time_format (self->date, _("%-d %B %Y"));
      /* Translators: the date a score sheet was printed or played */
      g_autofree char *text = g_strdup_printf (_("Date: %s"), day);

      date = create_layout (sheet, text, DATE_SIZE, PANGO_WEIGHT_NORMAL, -1, 0);
      show_layout (sheet, date, sheet->width - layout_width (date),
                   date_baseline - layout_baseline (date), 0);
    }
  else
    {
      /* A line to write the date on, as on a paper pad. */
      double line_length = 110;

      date = create_layout (sheet, _("Date:"), DATE_SIZE, PANGO_WEIGHT_NORMAL, -1, 0);
      show_layout (sheet, date, sheet->width - line_length - 4 - layout_width (date),
                   date_baseline - layout_baseline (date), 0);
      stroke_line (sheet->cr, sheet->width - line_length, date_baseline + 1.5,
                   sheet->width, date_baseline + 1.5, HAIRLINE);
    }

  if (self->game != NULL)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, cy_game_get_deal_number (self->game));
      /* Translators: %s is the number that reproduces a game's deals */
      g_autofree char *text = g_strdup_printf (_("Deal %s"), number);

      deal = create_layout (sheet, text, DETAIL_SIZE + 1, PANGO_WEIGHT_NORMAL, -1, 0);
      show_layout (sheet, deal, sheet->width - layout_width (deal),
                   layout_height (title) + 2 + layout_baseline (subtitle) - layout_baseline (deal),
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

  caption = create_layout (sheet, _("Category"), LABEL_SIZE, PANGO_WEIGHT_BOLD, -1, 0);
  show_layout (sheet, caption, CELL_PADDING, tag_baseline - layout_baseline (caption), 0);

  for (guint seat = 0; seat < self->n_players; seat++)
    {
      double x = sheet->label_width + seat * sheet->column_width;
      const char *name = get_name (self, seat);

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
          g_autoptr(PangoLayout) layout = create_layout (sheet, name, NAME_SIZE, PANGO_WEIGHT_BOLD,
                                                         sheet->column_width - 2 * CELL_PADDING, 2);
          double name_area = sheet->names_height - 2 * CELL_PADDING - TAG_SIZE * 1.4;

          pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
          show_layout (sheet, layout, x + CELL_PADDING,
                       top + CELL_PADDING + (name_area - layout_height (layout)) / 2, 0);
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

  if (game == NULL)
    {
      /* Blank sheets keep the target in sight for the suit total. */
      if (row == ROW_SUITED_BONUS)
        *detail = g_strdup_printf ("____ / %u", CY_SUITED_BONUS_THRESHOLD);
      return;
    }

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
      CyCategorySet suits = 0;

      for (guint c = CY_CATEGORY_SPADES; c <= CY_CATEGORY_CLUBS; c++)
        suits |= 1u << c;

      /* The bonus is known once it is reached or every suit is written. */
      if (suit_total >= CY_SUITED_BONUS_THRESHOLD ||
          (cy_game_get_used (game, seat) & suits) == suits)
        *number = g_strdup_printf ("%u", cy_game_get_suited_bonus (game, seat));
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
      g_autofree char *requirement_text = get_row_requirement (row);
      double text_width = sheet->label_width - 2 * CELL_PADDING;
      double height = sheet->row_height[row];
      g_autoptr(PangoLayout) label = create_layout (sheet, get_row_label (row), row_label_size (row),
                                                    PANGO_WEIGHT_BOLD, text_width, 0);
      g_autoptr(PangoLayout) requirement = create_layout (sheet, requirement_text, REQUIREMENT_SIZE,
                                                          PANGO_WEIGHT_NORMAL, text_width, 0);
      double first = y + sheet->first_baseline[row];
      double second = y + sheet->second_baseline[row];

      show_layout (sheet, label, CELL_PADDING, first - layout_baseline (label), 0);
      show_layout (sheet, requirement, CELL_PADDING, second - layout_baseline (requirement),
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

  text = get_footer_text ();
  footer = create_layout (sheet, text, FOOTER_SIZE, PANGO_WEIGHT_NORMAL, sheet->width, 0);
  show_layout (sheet, footer, 0, top, REQUIREMENT_GREY);
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
  needed = measure (&sheet, available_width);
  for (guint attempt = 0; attempt < 4 && needed > available_height / scale; attempt++)
    {
      scale *= (available_height / scale) / needed * 0.995;
      needed = measure (&sheet, available_width / scale);
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

static cairo_status_t
append_to_byte_array (void                *closure,
                      const unsigned char *data,
                      unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

typedef enum
{
  FORMAT_UNKNOWN,
  FORMAT_PDF,
  FORMAT_SVG,
  FORMAT_PNG,
} Format;

static Format
format_for_filename (const char *filename)
{
  g_autofree char *basename = g_path_get_basename (filename);
  g_autofree char *lower = g_ascii_strdown (basename, -1);
  const char *dot = strrchr (lower, '.');

  /* ".pdf" alone is a hidden file with no name, not a PDF. */
  if (dot == NULL || dot == lower)
    return FORMAT_UNKNOWN;
  if (strcmp (dot, ".pdf") == 0)
    return FORMAT_PDF;
  if (strcmp (dot, ".svg") == 0)
    return FORMAT_SVG;
  if (strcmp (dot, ".png") == 0)
    return FORMAT_PNG;
  return FORMAT_UNKNOWN;
}

/**
 * cy_score_sheet_format_is_supported:
 *
 * Returns: whether @filename ends in an extension export understands
 * (.pdf, .svg or .png, in any case)
 */
gboolean
cy_score_sheet_format_is_supported (const char *filename)
{
  g_return_val_if_fail (filename != NULL, FALSE);

  return format_for_filename (filename) != FORMAT_UNKNOWN;
}

/**
 * cy_score_sheet_export_page:
 * @filename: where to write; its extension (.pdf, .svg or .png) picks the format
 * @title: the PDF's title
 * @draw: draws the page onto the cairo context, in points
 *
 * Writes one page of @width × @height points. Every score sheet (Card
 * Yacht's, the dice game's, Boat's pad) goes to paper through here. The
 * file is written whole or not at all, so a failure never leaves a
 * truncated sheet behind.
 *
 * Returns: %TRUE on success; %FALSE with @error set (G_IO_ERROR_INVALID_ARGUMENT
 *   for an extension it does not know, the system's error for an unwritable path)
 */
gboolean
cy_score_sheet_export_page (const char         *filename,
                            double              width,
                            double              height,
                            const char         *title,
                            CyScoreSheetDrawFunc draw,
                            gpointer            data,
                            GError            **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  g_autoptr(GFile) file = NULL;
  cairo_surface_t *surface = NULL;
  cairo_status_t status;
  cairo_t *cr;
  Format format;

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (draw != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  format = format_for_filename (filename);
  switch (format)
    {
    case FORMAT_PDF:
      surface = cairo_pdf_surface_create_for_stream (append_to_byte_array, bytes, width, height);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Card Yacht " PACKAGE_VERSION);
      break;

    case FORMAT_SVG:
      surface = cairo_svg_surface_create_for_stream (append_to_byte_array, bytes, width, height);
      /* Points, so that the SVG prints at the paper size it was made for. */
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
      break;

    case FORMAT_PNG:
      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24,
                                            (int) ceil (width * CY_SCORE_SHEET_PNG_SCALE),
                                            (int) ceil (height * CY_SCORE_SHEET_PNG_SCALE));
      break;

    case FORMAT_UNKNOWN:
    default:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Cannot tell the format of “%s”: the name must end in .pdf, .svg or .png"),
                   filename);
      return FALSE;
    }

  cr = cairo_create (surface);
  if (format == FORMAT_PNG)
    cairo_scale (cr, CY_SCORE_SHEET_PNG_SCALE, CY_SCORE_SHEET_PNG_SCALE);
  if (format != FORMAT_PDF)
    {
      /* Images have no paper: give them a white page. */
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
    }

  draw (cr, width, height, data);
  cairo_show_page (cr);
  status = cairo_status (cr);
  cairo_destroy (cr);

  if (status == CAIRO_STATUS_SUCCESS && format == FORMAT_PNG)
    status = cairo_surface_write_to_png_stream (surface, append_to_byte_array, bytes);

  /* Finishing flushes the PDF and SVG into @bytes. */
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Cannot draw the score sheet: %s"), cairo_status_to_string (status));
      return FALSE;
    }

  /* Through GIO rather than cairo's own file functions: errors name the
   * system's reason, and the file is replaced only once it is complete. */
  file = g_file_new_for_path (filename);
  return g_file_replace_contents (file, (const char *) bytes->data, bytes->len, NULL, FALSE,
                                  G_FILE_CREATE_NONE, NULL, NULL, error);
}

static void
draw_printer (cairo_t  *cr,
              double    width,
              double    height,
              gpointer  data)
{
  cy_score_sheet_printer_draw (data, cr, width, height);
}

/**
 * cy_score_sheet_printer_export:
 * @filename: where to write; its extension (.pdf, .svg or .png) picks the format
 *
 * Draws the sheet on one page of the printer's page size and writes it
 * (cy_score_sheet_export_page()).
 */
gboolean
cy_score_sheet_printer_export (CyScoreSheetPrinter  *self,
                               const char           *filename,
                               GError              **error)
{
  g_return_val_if_fail (CY_IS_SCORE_SHEET_PRINTER (self), FALSE);

  return cy_score_sheet_export_page (filename, self->page_width, self->page_height,
                                     _("Card Yacht score sheet"), draw_printer, self, error);
}

static void
cy_score_sheet_printer_finalize (GObject *object)
{
  CyScoreSheetPrinter *self = (CyScoreSheetPrinter *)object;

  g_clear_object (&self->game);
  for (guint seat = 0; seat < CY_MAX_PLAYERS; seat++)
    g_clear_pointer (&self->names[seat], g_free);
  g_clear_pointer (&self->date, g_date_time_unref);

  G_OBJECT_CLASS (cy_score_sheet_printer_parent_class)->finalize (object);
}

static void
cy_score_sheet_printer_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  CyScoreSheetPrinter *self = CY_SCORE_SHEET_PRINTER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_N_PLAYERS:
      g_value_set_uint (value, self->n_players);
      break;

    case PROP_DATE:
      g_value_set_boxed (value, self->date);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_score_sheet_printer_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  CyScoreSheetPrinter *self = CY_SCORE_SHEET_PRINTER (object);

  switch (prop_id)
    {
    case PROP_DATE:
      cy_score_sheet_printer_set_date (self, g_value_get_boxed (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_score_sheet_printer_class_init (CyScoreSheetPrinterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cy_score_sheet_printer_finalize;
  object_class->get_property = cy_score_sheet_printer_get_property;
  object_class->set_property = cy_score_sheet_printer_set_property;

  /* The game a filled sheet shows, or %NULL for a blank sheet. */
  properties [PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CY_TYPE_GAME,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties [PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, CY_MIN_PLAYERS, CY_MAX_PLAYERS, CY_MIN_PLAYERS,
                       (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  /* The date printed in the header; %NULL prints a line to write it on. */
  properties [PROP_DATE] =
    g_param_spec_boxed ("date", NULL, NULL, G_TYPE_DATE_TIME,
                        (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cy_score_sheet_printer_init (CyScoreSheetPrinter *self)
{
  self->n_players = CY_MIN_PLAYERS;
  self->page_width = CY_PAGE_A4_WIDTH;
  self->page_height = CY_PAGE_A4_HEIGHT;
}

/**
 * cy_score_sheet_printer_new_blank:
 * @names: (array length=n_players) (nullable): the players' names; %NULL,
 *   or a %NULL or empty name, leaves a blank box to write a name in
 * @n_players: 2 to 4
 *
 * Returns: (transfer full): a printer of an empty sheet, with a line for the date
 */
CyScoreSheetPrinter *
cy_score_sheet_printer_new_blank (const char * const *names,
                                  guint               n_players)
{
  CyScoreSheetPrinter *self;

  g_return_val_if_fail (n_players >= CY_MIN_PLAYERS && n_players <= CY_MAX_PLAYERS, NULL);

  self = g_object_new (CY_TYPE_SCORE_SHEET_PRINTER, NULL);
  self->n_players = n_players;
  for (guint seat = 0; seat < n_players && names != NULL; seat++)
    if (names[seat] != NULL && *names[seat] != '\0')
      self->names[seat] = g_strdup (names[seat]);

  return self;
}

/**
 * cy_score_sheet_printer_new_for_game:
 * @game: a game, under way or finished
 *
 * The sheet shows @game as it is when drawn, dated today.
 *
 * Returns: (transfer full): a printer of @game's score sheet
 */
CyScoreSheetPrinter *
cy_score_sheet_printer_new_for_game (CyGame *game)
{
  CyScoreSheetPrinter *self;

  g_return_val_if_fail (CY_IS_GAME (game), NULL);

  self = g_object_new (CY_TYPE_SCORE_SHEET_PRINTER, NULL);
  self->game = g_object_ref (game);
  self->n_players = cy_game_get_n_players (game);
  self->date = g_date_time_new_now_local ();

  return self;
}

/**
 * cy_score_sheet_printer_get_game:
 *
 * Returns: (transfer none) (nullable): the game, or %NULL for a blank sheet
 */
CyGame *
cy_score_sheet_printer_get_game (CyScoreSheetPrinter *self)
{
  g_return_val_if_fail (CY_IS_SCORE_SHEET_PRINTER (self), NULL);

  return self->game;
}

guint
cy_score_sheet_printer_get_n_players (CyScoreSheetPrinter *self)
{
  g_return_val_if_fail (CY_IS_SCORE_SHEET_PRINTER (self), 0);

  return self->n_players;
}

/**
 * cy_score_sheet_printer_get_date:
 *
 * Returns: (transfer none) (nullable): the date printed, or %NULL for a line
 */
GDateTime *
cy_score_sheet_printer_get_date (CyScoreSheetPrinter *self)
{
  g_return_val_if_fail (CY_IS_SCORE_SHEET_PRINTER (self), NULL);

  return self->date;
}

void
cy_score_sheet_printer_set_date (CyScoreSheetPrinter *self,
                                 GDateTime           *date)
{
  g_return_if_fail (CY_IS_SCORE_SHEET_PRINTER (self));

  if (self->date == date)
    return;

  g_clear_pointer (&self->date, g_date_time_unref);
  if (date != NULL)
    self->date = g_date_time_ref (date);
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_DATE]);
}

/**
 * cy_score_sheet_printer_get_page_size:
 * @width: (out) (optional): in points
 * @height: (out) (optional): in points
 *
 * The page export draws on; A4 portrait unless set.
 */
void
cy_score_sheet_printer_get_page_size (CyScoreSheetPrinter *self,
                                      double              *width,
                                      double              *height)
{
  g_return_if_fail (CY_IS_SCORE_SHEET_PRINTER (self));

  if (width != NULL)
    *width = self->page_width;
  if (height != NULL)
    *height = self->page_height;
}

void
cy_score_sheet_printer_set_page_size (CyScoreSheetPrinter *self,
                                      double               width,
                                      double               height)
{
  g_return_if_fail (CY_IS_SCORE_SHEET_PRINTER (self));
  g_return_if_fail (width >= 72 && height >= 72);

  self->page_width = width;
  self->page_height = height;
}
