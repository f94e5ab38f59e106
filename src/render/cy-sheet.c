/* cy-sheet.c: drawing a score sheet of any game on one page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each row is set on two lines that run across the whole row: the label
 * and the numbers share the first baseline, the requirement and the cells'
 * details the second, so that a reader (and pdftotext -layout) pairs each
 * number with its row.
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "cy-render-file.h"
#include "cy-sheet.h"

/* Type sizes, rules and greys, in points: those of the Card Yacht sheet. */
#define TITLE_SIZE        26.0
#define SUBTITLE_SIZE     11.0
#define DATE_SIZE         10.0
#define DATE_LINE         110.0   /* the line to write the date on */
#define NAME_SIZE         12.5
#define TAG_SIZE           7.5
#define LABEL_SIZE        11.0
#define REQUIREMENT_SIZE   7.5
#define SCORE_SIZE        15.0
#define TOTAL_SIZE        17.0
#define DETAIL_SIZE        7.0
#define FOOTER_SIZE        8.0

#define HAIRLINE           0.5
#define FRAME_LINE         1.2
#define SECTION_LINE       1.5
#define LEADER_LINE        2.0

#define CELL_PADDING       5.0
#define MAX_ROW_GROWTH    20.0
#define MAX_COLUMN_WIDTH 140.0    /* a lone player's column need not span the page */

#define HEADER_FILL        0.88
#define LABEL_FILL         0.95
#define SUM_FILL           0.91
#define LEADER_FILL        0.78
#define REQUIREMENT_GREY   0.25

typedef struct
{
  char            *label;
  char            *requirement;
  CySheetRowKind   kind;
  gboolean         ends_section;
  char            *numbers[CY_SHEET_MAX_COLUMNS];
  char            *details[CY_SHEET_MAX_COLUMNS];

  /* Layout */
  double           height;
  double           first_baseline;
  double           second_baseline;
} Row;

struct _CySheet
{
  char       *title;
  char       *subtitle;
  char       *detail;
  char       *date;
  char       *footer;
  gboolean    wide_columns;
  guint       n_columns;
  char       *names[CY_SHEET_MAX_COLUMNS];
  char       *tags[CY_SHEET_MAX_COLUMNS];
  GArray     *rows;

  /* Layout, in the sheet's own units (points before any scaling). */
  cairo_t      *cr;
  PangoContext *context;
  double        width;
  double        header_height;
  double        names_height;
  double        label_width;
  double        column_width;
  double        footer_gap;
};

static void
row_clear (gpointer data)
{
  Row *row = data;

  g_free (row->label);
  g_free (row->requirement);
  for (guint c = 0; c < CY_SHEET_MAX_COLUMNS; c++)
    {
      g_free (row->numbers[c]);
      g_free (row->details[c]);
    }
}

CySheet *
cy_sheet_new (const char *title,
              guint       n_columns)
{
  CySheet *self;

  g_return_val_if_fail (title != NULL, NULL);
  g_return_val_if_fail (n_columns >= 1 && n_columns <= CY_SHEET_MAX_COLUMNS, NULL);

  self = g_new0 (CySheet, 1);
  self->title = g_strdup (title);
  self->n_columns = n_columns;
  self->rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (self->rows, row_clear);
  return self;
}

void
cy_sheet_free (CySheet *self)
{
  if (self == NULL)
    return;

  g_free (self->title);
  g_free (self->subtitle);
  g_free (self->detail);
  g_free (self->date);
  g_free (self->footer);
  for (guint c = 0; c < CY_SHEET_MAX_COLUMNS; c++)
    {
      g_free (self->names[c]);
      g_free (self->tags[c]);
    }
  g_array_unref (self->rows);
  g_free (self);
}

static void
replace (char       **field,
         const char  *text)
{
  g_free (*field);
  *field = g_strdup (text);
}

void
cy_sheet_set_subtitle (CySheet    *self,
                       const char *subtitle)
{
  replace (&self->subtitle, subtitle);
}

void
cy_sheet_set_detail (CySheet    *self,
                     const char *detail)
{
  replace (&self->detail, detail);
}

char *
cy_sheet_format_date (GDateTime *date)
{
  g_autofree char *day = NULL;

  g_return_val_if_fail (date != NULL, NULL);

  /* Translators: the date on a score sheet, as a g_date_time_format() string;
   * spell the month out, "11/03/25" means different days in different countries */
  day = g_date_time_format (date, _("%-d %B %Y"));
  /* Translators: the date a score sheet was printed or played */
  return g_strdup_printf (_("Date: %s"), day);
}

void
cy_sheet_set_date (CySheet   *self,
                   GDateTime *date)
{
  g_clear_pointer (&self->date, g_free);
  if (date != NULL)
    self->date = cy_sheet_format_date (date);
}

void
cy_sheet_set_wide_columns (CySheet  *self,
                           gboolean  wide)
{
  self->wide_columns = wide;
}

void
cy_sheet_set_footer (CySheet    *self,
                     const char *footer)
{
  replace (&self->footer, footer);
}

void
cy_sheet_set_column (CySheet    *self,
                     guint       column,
                     const char *name,
                     const char *tag)
{
  g_return_if_fail (column < self->n_columns);

  replace (&self->names[column], name);
  replace (&self->tags[column], tag);
}

guint
cy_sheet_add_row (CySheet        *self,
                  const char     *label,
                  const char     *requirement,
                  CySheetRowKind  kind,
                  gboolean        ends_section)
{
  Row row = { 0 };

  row.label = g_strdup (label);
  row.requirement = g_strdup (requirement);
  row.kind = kind;
  row.ends_section = ends_section;
  g_array_append_val (self->rows, row);
  return self->rows->len - 1;
}

void
cy_sheet_set_cell (CySheet    *self,
                   guint       row,
                   guint       column,
                   const char *number,
                   const char *detail)
{
  Row *r;

  g_return_if_fail (row < self->rows->len && column < self->n_columns);

  r = &g_array_index (self->rows, Row, row);
  replace (&r->numbers[column], number);
  replace (&r->details[column], detail);
}

guint
cy_sheet_get_n_columns (CySheet *self)
{
  return self->n_columns;
}

guint
cy_sheet_get_n_rows (CySheet *self)
{
  return self->rows->len;
}

static PangoLayout *
create_layout (CySheet     *self,
               const char  *text,
               double       size,
               PangoWeight  weight,
               double       width,
               int          max_lines)
{
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans");
  PangoLayout *layout = pango_layout_new (self->context);

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

static void
show_layout (CySheet     *self,
             PangoLayout *layout,
             double       x,
             double       y,
             double       grey)
{
  cairo_save (self->cr);
  cairo_set_source_rgb (self->cr, grey, grey, grey);
  cairo_move_to (self->cr, x, y);
  pango_cairo_update_layout (self->cr, layout);
  pango_cairo_show_layout (self->cr, layout);
  cairo_restore (self->cr);
}

/* One line centred in [x, x + width] on @baseline, squeezed rather than
 * spilled when the column is narrow. */
static void
show_centered (CySheet     *self,
               const char  *text,
               double       size,
               PangoWeight  weight,
               double       x,
               double       width,
               double       baseline,
               double       grey)
{
  g_autoptr(PangoLayout) layout = create_layout (self, text, size, weight, -1, 0);
  double text_width = layout_width (layout);

  if (text_width > width)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      text_width = width;
    }

  show_layout (self, layout, x + (width - text_width) / 2, baseline - layout_baseline (layout), grey);
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

static double
label_size (const Row *row)
{
  return row->kind == CY_SHEET_ROW_TOTAL ? LABEL_SIZE + 2 : LABEL_SIZE;
}

static double
number_size (const Row *row)
{
  return row->kind == CY_SHEET_ROW_TOTAL ? TOTAL_SIZE : SCORE_SIZE;
}

/* Sums and bonuses sit between double rules. */
static gboolean
sets_apart (const Row *row)
{
  return row->kind == CY_SHEET_ROW_SUM || row->kind == CY_SHEET_ROW_BONUS;
}

/* The grid's width: the label column and the players' columns. */
static double
grid_width (CySheet *self)
{
  return self->label_width + self->n_columns * self->column_width;
}

/* Lays everything out for a content width of @width; returns the height
 * needed with rows at their smallest. */
static double
measure (CySheet *self,
         double   width)
{
  g_autoptr(PangoLayout) title = create_layout (self, self->title, TITLE_SIZE, PANGO_WEIGHT_BOLD, -1, 0);
  g_autoptr(PangoLayout) subtitle = create_layout (self, self->subtitle, SUBTITLE_SIZE, PANGO_WEIGHT_NORMAL, -1, 0);
  g_autoptr(PangoLayout) footer = NULL;
  g_autoptr(PangoLayout) digit = NULL;
  double label_share = self->n_columns <= 2 ? 0.50 : self->n_columns == 3 ? 0.44 : 0.39;
  double name_height = 2 * NAME_SIZE * 1.1;
  double height;

  self->width = width;
  self->header_height = layout_height (title) + layout_height (subtitle) + 12;
  self->label_width = round (width * label_share);
  self->column_width = (width - self->label_width) / self->n_columns;
  if (!self->wide_columns)
    self->column_width = MIN (self->column_width, MAX_COLUMN_WIDTH);

  for (guint c = 0; c < self->n_columns; c++)
    {
      g_autoptr(PangoLayout) name = create_layout (self, self->names[c], NAME_SIZE, PANGO_WEIGHT_BOLD,
                                                   self->column_width - 2 * CELL_PADDING, 2);
      name_height = MAX (name_height, layout_height (name));
    }
  self->names_height = CELL_PADDING + name_height + TAG_SIZE * 1.4 + CELL_PADDING;
  height = self->header_height + self->names_height;

  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = &g_array_index (self->rows, Row, i);
      double text_width = self->label_width - 2 * CELL_PADDING;
      g_autoptr(PangoLayout) label = create_layout (self, row->label, label_size (row), PANGO_WEIGHT_BOLD, text_width, 0);
      g_autoptr(PangoLayout) requirement = create_layout (self, row->requirement, REQUIREMENT_SIZE,
                                                          PANGO_WEIGHT_NORMAL, text_width, 0);
      double number_ascent;
      double label_top, label_bottom;

      digit = create_layout (self, "0", number_size (row), PANGO_WEIGHT_BOLD, -1, 0);
      number_ascent = layout_baseline (digit);
      g_clear_object (&digit);

      label_top = CELL_PADDING + MAX (0, number_ascent - layout_baseline (label));
      label_bottom = label_top + layout_height (label);
      row->first_baseline = label_top + layout_baseline (label);
      row->second_baseline = label_bottom + 1 + layout_baseline (requirement);
      row->height = label_bottom + 1 + layout_height (requirement) + CELL_PADDING;
      height += row->height;
    }

  footer = create_layout (self, self->footer, FOOTER_SIZE, PANGO_WEIGHT_NORMAL, width, 0);
  self->footer_gap = 10;

  return height + self->footer_gap + (self->footer != NULL ? layout_height (footer) : 0);
}

static void
draw_header (CySheet *self)
{
  g_autoptr(PangoLayout) title = create_layout (self, self->title, TITLE_SIZE, PANGO_WEIGHT_BOLD, -1, 0);
  g_autoptr(PangoLayout) subtitle = create_layout (self, self->subtitle, SUBTITLE_SIZE, PANGO_WEIGHT_NORMAL, -1, 0);
  g_autoptr(PangoLayout) date = NULL;
  double date_baseline = layout_baseline (title);

  show_layout (self, title, 0, 0, 0);
  show_layout (self, subtitle, 0, layout_height (title) + 2, REQUIREMENT_GREY);

  if (self->date != NULL)
    {
      date = create_layout (self, self->date, DATE_SIZE, PANGO_WEIGHT_NORMAL, -1, 0);
      show_layout (self, date, self->width - layout_width (date), date_baseline - layout_baseline (date), 0);
    }
  else
    {
      /* A line to write the date on, as on a paper pad. */
      date = create_layout (self, _("Date:"), DATE_SIZE, PANGO_WEIGHT_NORMAL, -1, 0);
      show_layout (self, date, self->width - DATE_LINE - 4 - layout_width (date),
                   date_baseline - layout_baseline (date), 0);
      stroke_line (self->cr, self->width - DATE_LINE, date_baseline + 1.5, self->width, date_baseline + 1.5, HAIRLINE);
    }

  if (self->detail != NULL)
    {
      g_autoptr(PangoLayout) detail = create_layout (self, self->detail, DETAIL_SIZE + 1, PANGO_WEIGHT_NORMAL, -1, 0);

      show_layout (self, detail, self->width - layout_width (detail),
                   layout_height (title) + 2 + layout_baseline (subtitle) - layout_baseline (detail),
                   REQUIREMENT_GREY);
    }
}

static void
draw_names (CySheet *self,
            double   top)
{
  double tag_baseline = top + self->names_height - CELL_PADDING - 1;
  g_autoptr(PangoLayout) caption = create_layout (self, _("Category"), LABEL_SIZE, PANGO_WEIGHT_BOLD, -1, 0);

  fill_rectangle (self->cr, 0, top, grid_width (self), self->names_height, HEADER_FILL);
  show_layout (self, caption, CELL_PADDING, tag_baseline - layout_baseline (caption), 0);

  for (guint c = 0; c < self->n_columns; c++)
    {
      double x = self->label_width + c * self->column_width;
      double name_area = self->names_height - 2 * CELL_PADDING - TAG_SIZE * 1.4;

      if (self->tags[c] != NULL)
        {
          fill_rectangle (self->cr, x, top, self->column_width, self->names_height, LEADER_FILL);
          show_centered (self, self->tags[c], TAG_SIZE, PANGO_WEIGHT_BOLD, x, self->column_width, tag_baseline, 0);
        }

      if (self->names[c] != NULL && self->names[c][0] != '\0')
        {
          g_autoptr(PangoLayout) name = create_layout (self, self->names[c], NAME_SIZE, PANGO_WEIGHT_BOLD,
                                                       self->column_width - 2 * CELL_PADDING, 2);

          pango_layout_set_alignment (name, PANGO_ALIGN_CENTER);
          show_layout (self, name, x + CELL_PADDING, top + CELL_PADDING + (name_area - layout_height (name)) / 2, 0);
        }
      else
        {
          /* A white box to write the name in. */
          fill_rectangle (self->cr, x + CELL_PADDING, top + CELL_PADDING,
                          self->column_width - 2 * CELL_PADDING, name_area + 2, 1.0);
          cairo_set_line_width (self->cr, HAIRLINE);
          cairo_rectangle (self->cr, x + CELL_PADDING, top + CELL_PADDING,
                           self->column_width - 2 * CELL_PADDING, name_area + 2);
          cairo_stroke (self->cr);
        }
    }
}

static void
draw_rows (CySheet *self,
           double   top)
{
  double y = top;

  /* Fills first: a fill painted after a rule would cover half of it. */
  for (guint i = 0; i < self->rows->len; i++)
    {
      const Row *row = &g_array_index (self->rows, Row, i);

      fill_rectangle (self->cr, 0, y, self->label_width, row->height,
                      row->kind == CY_SHEET_ROW_TOTAL ? HEADER_FILL :
                      row->kind == CY_SHEET_ROW_SUM ? SUM_FILL : LABEL_FILL);
      y += row->height;
    }

  y = top;
  for (guint i = 0; i < self->rows->len; i++)
    {
      const Row *row = &g_array_index (self->rows, Row, i);
      const Row *next = i + 1 < self->rows->len ? &g_array_index (self->rows, Row, i + 1) : NULL;
      double text_width = self->label_width - 2 * CELL_PADDING;
      g_autoptr(PangoLayout) label = create_layout (self, row->label, label_size (row), PANGO_WEIGHT_BOLD, text_width, 0);
      g_autoptr(PangoLayout) requirement = create_layout (self, row->requirement, REQUIREMENT_SIZE,
                                                          PANGO_WEIGHT_NORMAL, text_width, 0);
      double first = y + row->first_baseline;
      double second = y + row->second_baseline;
      gboolean total = row->kind == CY_SHEET_ROW_TOTAL;

      show_layout (self, label, CELL_PADDING, first - layout_baseline (label), 0);
      show_layout (self, requirement, CELL_PADDING, second - layout_baseline (requirement), REQUIREMENT_GREY);

      for (guint c = 0; c < self->n_columns; c++)
        {
          double x = self->label_width + c * self->column_width;

          if (total && self->tags[c] != NULL)
            {
              /* The leader's total is boxed: a mark that needs no colour. */
              cairo_set_line_width (self->cr, LEADER_LINE);
              cairo_rectangle (self->cr, x + 2.5, y + 2.5, self->column_width - 5, row->height - 5);
              cairo_stroke (self->cr);
            }

          if (row->numbers[c] != NULL)
            show_centered (self, row->numbers[c], number_size (row), PANGO_WEIGHT_BOLD,
                           x + CELL_PADDING, self->column_width - 2 * CELL_PADDING, first, 0);
          if (row->details[c] != NULL)
            show_centered (self, row->details[c], total ? TAG_SIZE : DETAIL_SIZE,
                           total ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL,
                           x + CELL_PADDING, self->column_width - 2 * CELL_PADDING, second,
                           total ? 0 : REQUIREMENT_GREY);
        }

      y += row->height;
      if (next == NULL)
        break;

      /* Rule weights mark the sections; sums sit between double rules. */
      if (row->ends_section)
        stroke_line (self->cr, 0, y, grid_width (self), y, SECTION_LINE);
      else if (sets_apart (row) || sets_apart (next))
        {
          stroke_line (self->cr, 0, y - 1.25, grid_width (self), y - 1.25, HAIRLINE);
          stroke_line (self->cr, 0, y + 1.25, grid_width (self), y + 1.25, HAIRLINE);
        }
      else
        stroke_line (self->cr, 0, y, grid_width (self), y, HAIRLINE);
    }
}

static void
draw_grid (CySheet *self,
           double   top,
           double   bottom)
{
  cairo_t *cr = self->cr;

  stroke_line (cr, 0, top + self->names_height, grid_width (self), top + self->names_height, SECTION_LINE);
  stroke_line (cr, self->label_width, top, self->label_width, bottom, SECTION_LINE);
  for (guint c = 1; c < self->n_columns; c++)
    {
      double x = self->label_width + c * self->column_width;

      stroke_line (cr, x, top, x, bottom, HAIRLINE * 2);
    }

  cairo_set_line_width (cr, FRAME_LINE);
  cairo_rectangle (cr, 0, top, grid_width (self), bottom - top);
  cairo_stroke (cr);
}

void
cy_sheet_draw (CySheet *self,
               cairo_t *cr,
               double   width,
               double   height)
{
  cairo_font_options_t *options;
  double margin, available_width, available_height;
  double scale = 1.0;
  double needed, growth, top, bottom;

  g_return_if_fail (self != NULL);
  g_return_if_fail (cr != NULL);
  g_return_if_fail (width > 0 && height > 0);

  cairo_save (cr);

  /* Layout must not depend on the device: unhinted metrics at 72 dpi make
   * a point of type one unit everywhere. */
  self->cr = cr;
  self->context = pango_cairo_create_context (cr);
  pango_cairo_context_set_resolution (self->context, 72);
  options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (self->context, options);
  cairo_font_options_destroy (options);

  margin = round (MIN (width, height) * 0.06);
  available_width = width - 2 * margin;
  available_height = height - 2 * margin;

  /* Too little room: lay out for a larger page and scale it down. */
  needed = measure (self, available_width);
  for (guint attempt = 0; attempt < 4 && needed > available_height / scale; attempt++)
    {
      scale *= (available_height / scale) / needed * 0.995;
      needed = measure (self, available_width / scale);
    }

  cairo_translate (cr, margin, margin);
  cairo_scale (cr, scale, scale);
  pango_cairo_update_context (cr, self->context);

  /* Spare room goes to the rows, for handwriting, up to a point. */
  growth = self->rows->len > 0 ? CLAMP ((available_height / scale - needed) / self->rows->len, 0, MAX_ROW_GROWTH) : 0;
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = &g_array_index (self->rows, Row, i);

      row->height += growth;
      row->first_baseline += growth / 2;
      row->second_baseline += growth / 2;
    }

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);

  draw_header (self);
  top = self->header_height;
  draw_names (self, top);
  draw_rows (self, top + self->names_height);

  bottom = top + self->names_height;
  for (guint i = 0; i < self->rows->len; i++)
    bottom += g_array_index (self->rows, Row, i).height;
  draw_grid (self, top, bottom);

  if (self->footer != NULL)
    {
      g_autoptr(PangoLayout) footer = create_layout (self, self->footer, FOOTER_SIZE, PANGO_WEIGHT_NORMAL, self->width, 0);

      show_layout (self, footer, 0, bottom + self->footer_gap, REQUIREMENT_GREY);
    }

  g_clear_object (&self->context);
  self->cr = NULL;
  cairo_restore (cr);
}

static void
draw_page (cairo_t  *cr,
           double    width,
           double    height,
           gpointer  data)
{
  cy_sheet_draw (data, cr, width, height);
}

gboolean
cy_sheet_export (CySheet     *self,
                 const char  *filename,
                 double       width,
                 double       height,
                 GError     **error)
{
  g_autofree char *title = NULL;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);

  /* Translators: a PDF's title, e.g. "Yacht score sheet" */
  title = g_strdup_printf (_("%s score sheet"), self->title);
  return cy_score_sheet_export_page (filename, width, height, title, draw_page, self, error);
}
