/* cy-card-row-layout.c: where the cards of a row lie, and how the row is
 * drawn (see cy-card-row.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-card-row-private.h"
#include "cy-card-widget.h"

/* How far selected cards rise, as a share of the card height. */
#define RAISE_FRACTION 0.12

/* What of a covered card stays in view, as a share of its width: the
 * corner index of a face-up card ("10" is the widest), a sliver of a back. */
#define INDEX_FRACTION 0.24
#define BACK_FRACTION 0.14

/* How far a second line lies below the first, as a share of the card
 * height: the first line's indices (the top 32% of the card in our deck,
 * data/cards/cy_deck.py) stay in view above it. */
#define LINE_FRACTION 0.40

static int
card_height (CyCardRow *self)
{
  return cy_card_cache_get_height_for_width (self->cache, self->card_width);
}

static int
raise_height (CyCardRow *self)
{
  return self->selectable ? (int) (card_height (self) * RAISE_FRACTION) : 0;
}

static int
line_offset (CyCardRow *self)
{
  return (int) (card_height (self) * LINE_FRACTION);
}

static double
min_step (CyCardRow *self)
{
  return self->card_width * (self->face_up ? INDEX_FRACTION : BACK_FRACTION);
}

/* Cards in the first line when @n cards share @width: one line while they
 * lie side by side, else (in a row that may take two) the second line
 * before any card covers another, since its height is kept anyway. */
static guint
cards_per_line (CyCardRow *self,
                int        width,
                guint      n)
{
  if (n <= 1 || self->lines <= 1)
    return n;
  if (width >= (int) n * self->card_width)
    return n;
  return (n + self->lines - 1) / self->lines;
}

void
_cy_card_row_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  CyCardRow *self = CY_CARD_ROW (widget);
  guint n = MAX (self->cards->len, 1);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* At least what keeps every index in view, in as many lines as the
       * row may take; ideally every card whole: in one line, or for a row
       * of two lines (a Harbor) in both, which leaves the room beside it to
       * a row of one line (the hand) before anything has to overlap. */
      guint per_line = self->lines > 1 ? (n + self->lines - 1) / self->lines : n;

      *minimum = self->card_width + (int) ((per_line - 1) * min_step (self) + 0.999);
      *natural = per_line * self->card_width + (per_line - 1) * (self->card_width / 12);
    }
  else
    {
      *minimum = *natural = card_height (self) + (int) (self->lines - 1) * line_offset (self) + raise_height (self);
    }
}

void
_cy_card_row_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  CyCardRow *self = CY_CARD_ROW (widget);
  guint n = self->cards->len;
  int card_w = self->card_width;
  int card_h = card_height (self);
  int raise = raise_height (self);
  int offset = line_offset (self);
  guint per_line;
  double step;
  double x0;

  if (n == 0)
    return;

  per_line = cards_per_line (self, width, n);
  self->per_line = per_line;
  step = per_line > 1 ? CLAMP ((double) (width - card_w) / (per_line - 1), 0, card_w * 13.0 / 12.0) : 0;
  x0 = (width - (card_w + step * (per_line - 1))) / 2.0;

  for (guint i = 0; i < n; i++)
    {
      CyCardWidget *child = g_ptr_array_index (self->cards, i);
      gpointer arrival = g_object_get_data (G_OBJECT (child), "cy-arrival");
      guint line = i / per_line;
      double x = x0 + step * (i % per_line);
      int y = (int) line * offset + raise;

      if (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
        x = width - x - card_w;
      /* A selected card rises, but not in the second line: it would
       * cover the indices of the first. Its ring marks it there. */
      if (cy_card_widget_get_selected (child) && line == 0)
        y -= raise;
      if (arrival != NULL)
        y -= (int) ((1000 - GPOINTER_TO_INT (arrival)) / 1000.0 * card_h * 0.4);

      gtk_widget_size_allocate (GTK_WIDGET (child), &(GtkAllocation) { (int) x, y, card_w, card_h }, -1);
    }
}

/* An empty row shows where cards will go: a Harbor is a drop target. */
void
_cy_card_row_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  CyCardRow *self = CY_CARD_ROW (widget);
  guint n = self->cards->len;
  guint per_line = MAX (self->per_line, 1);

  if (n == 0)
    {
      int width = gtk_widget_get_width (widget);
      int card_h = card_height (self);
      GdkTexture *slot = cy_card_cache_get_texture (self->cache, CY_CARD_IMAGE_SLOT,
                                                    self->card_width, card_h,
                                                    gtk_widget_get_scale_factor (widget));

      if (slot != NULL)
        gtk_snapshot_append_texture (snapshot, slot,
                                     &GRAPHENE_RECT_INIT ((width - self->card_width) / 2.0, raise_height (self),
                                                          self->card_width, card_h));
      return;
    }

  /* Later cards lie on top of earlier ones, and the second line on the
   * first. Right to left, later cards sit further left: within a line the
   * earlier go on top, covering the later card's right side and leaving its
   * corner index in view. */
  for (guint start = 0; start < n; start += per_line)
    {
      guint end = MIN (start + per_line, n);

      if (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
        for (guint i = end; i > start; i--)
          gtk_widget_snapshot_child (widget, g_ptr_array_index (self->cards, i - 1), snapshot);
      else
        for (guint i = start; i < end; i++)
          gtk_widget_snapshot_child (widget, g_ptr_array_index (self->cards, i), snapshot);
    }
}
