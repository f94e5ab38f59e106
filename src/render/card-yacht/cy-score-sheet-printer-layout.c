/* cy-score-sheet-printer-layout.c: the score sheet's text and geometry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sheet is laid out in points for the page it is given; the texts of
 * its rows and footer are here too, so that measuring and drawing set the
 * very same words.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "cy-score-sheet-printer-private.h"

const char *
cy_sheet_get_name (CyScoreSheetPrinter *self,
                   guint                seat)
{
  if (self->game != NULL)
    return cy_player_get_name (cy_game_get_player (self->game, seat));

  return self->names[seat];
}

PangoLayout *
cy_sheet_create_layout (Sheet       *sheet,
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

double
cy_sheet_layout_height (PangoLayout *layout)
{
  int height;

  pango_layout_get_size (layout, NULL, &height);
  return (double) height / PANGO_SCALE;
}

double
cy_sheet_layout_width (PangoLayout *layout)
{
  int width;

  pango_layout_get_size (layout, &width, NULL);
  return (double) width / PANGO_SCALE;
}

double
cy_sheet_layout_baseline (PangoLayout *layout)
{
  return (double) pango_layout_get_baseline (layout) / PANGO_SCALE;
}

/* The ascent of a font size: where a first line's baseline sits below its top. */
static double
ascent_of (Sheet       *sheet,
           double       size,
           PangoWeight  weight)
{
  g_autoptr(PangoLayout) layout = cy_sheet_create_layout (sheet, "0", size, weight, -1, 0);

  return cy_sheet_layout_baseline (layout);
}

void
cy_sheet_show_layout (Sheet       *sheet,
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

/* The requirement as printed: wrapped at spaces only. */
char *
cy_sheet_get_row_requirement (guint row)
{
  g_autofree char *requirement = cy_score_sheet_row_get_requirement (row);

  return hold_hyphens (requirement);
}

/* The rules a sheet needs beyond its rows, so that it teaches the game on its own. */
char *
cy_sheet_get_footer_text (void)
{
  return g_strdup_printf (_("How to score: after each hand, every player writes the hand into "
                            "one category still open in their column; a hand that does not meet "
                            "the requirement scores 0 there. Card points: Ace 1 (always low), "
                            "2 to 10 as marked, Jack, Queen and King 10. After %u hands the "
                            "highest total wins; players tied for it share the win."),
                          CY_N_HANDS);
}

double
cy_sheet_row_label_size (guint row)
{
  return row == ROW_TOTAL ? LABEL_SIZE + 2 : LABEL_SIZE;
}

/* Measures every part of the sheet for a content width of @width and
 * returns the height it needs with rows at their smallest. */
double
cy_sheet_measure (Sheet  *sheet,
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

  title = cy_sheet_create_layout (sheet, _("Card Yacht"), TITLE_SIZE, PANGO_WEIGHT_BOLD, -1, 0);
  subtitle = cy_sheet_create_layout (sheet, _("Score sheet"), SUBTITLE_SIZE, PANGO_WEIGHT_NORMAL, -1, 0);
  sheet->header_height = cy_sheet_layout_height (title) + cy_sheet_layout_height (subtitle) + 12;

  /* The label column holds the rules, so it gets what the players leave. */
  label_share = self->n_players <= 2 ? 0.50 : self->n_players == 3 ? 0.44 : 0.39;
  sheet->label_width = round (width * label_share);
  sheet->column_width = (width - sheet->label_width) / self->n_players;

  for (guint seat = 0; seat < self->n_players; seat++)
    {
      g_autoptr(PangoLayout) name = cy_sheet_create_layout (sheet, cy_sheet_get_name (self, seat) ? cy_sheet_get_name (self, seat) : "",
                                                            NAME_SIZE, PANGO_WEIGHT_BOLD,
                                                            sheet->column_width - 2 * CELL_PADDING, 2);

      name_height = MAX (name_height, cy_sheet_layout_height (name));
    }
  /* Room for two lines of name (to write one in) and the leader's tag below. */
  name_height = MAX (name_height, 2 * NAME_SIZE * 1.1);
  sheet->names_height = CELL_PADDING + name_height + TAG_SIZE * 1.4 + CELL_PADDING;

  height = sheet->header_height + sheet->names_height;

  for (guint row = 0; row < N_ROWS; row++)
    {
      g_autofree char *requirement_text = cy_sheet_get_row_requirement (row);
      double text_width = sheet->label_width - 2 * CELL_PADDING;
      double number_size = row == ROW_TOTAL ? TOTAL_SIZE : SCORE_SIZE;
      double number_ascent = ascent_of (sheet, number_size, PANGO_WEIGHT_BOLD);
      g_autoptr(PangoLayout) label = cy_sheet_create_layout (sheet, cy_score_sheet_row_get_label (row), cy_sheet_row_label_size (row),
                                                             PANGO_WEIGHT_BOLD, text_width, 0);
      g_autoptr(PangoLayout) requirement = cy_sheet_create_layout (sheet, requirement_text, REQUIREMENT_SIZE,
                                                                   PANGO_WEIGHT_NORMAL, text_width, 0);
      double label_top = CELL_PADDING + MAX (0, number_ascent - cy_sheet_layout_baseline (label));
      double label_bottom = label_top + cy_sheet_layout_height (label);

      sheet->first_baseline[row] = label_top + cy_sheet_layout_baseline (label);
      sheet->second_baseline[row] = label_bottom + 1 + cy_sheet_layout_baseline (requirement);
      sheet->row_height[row] = label_bottom + 1 + cy_sheet_layout_height (requirement) + CELL_PADDING;
      height += sheet->row_height[row];
    }

  footer_text = cy_sheet_get_footer_text ();
  footer = cy_sheet_create_layout (sheet, footer_text, FOOTER_SIZE, PANGO_WEIGHT_NORMAL, width, 0);
  sheet->footer_gap = 10;
  sheet->footer_height = cy_sheet_layout_height (footer);

  return height + sheet->footer_gap + sheet->footer_height;
}
