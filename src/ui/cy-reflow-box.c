/* cy-reflow-box.c: a table and its side part, beside or below it as the width allows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libadwaita 1.2 has no breakpoints, so the choice is made by measuring:
 * the box holds two children, the main part first (the dice, say) and the
 * side part (the score sheet). When the main part's minimum width and the
 * side part's natural width fit side by side, the side part sits at the
 * end at its natural width and the main part takes the rest; otherwise the
 * side part goes below the main part, centred at its natural width (or the
 * whole width, if narrower). The box asks for height for its width, so in
 * a scrolled window that scrolls up and down it reflows instead of
 * clipping or scrolling sideways.
 */
#include "config.h"

#include "cy-reflow-box.h"

#define SPACING 24

struct _CyReflowBox
{
  GtkWidget  parent_instance;

  gboolean   side_by_side;
};

G_DEFINE_FINAL_TYPE (CyReflowBox, cy_reflow_box, GTK_TYPE_WIDGET)

static void
get_parts (CyReflowBox  *self,
           GtkWidget   **main_part,
           GtkWidget   **side_part)
{
  *main_part = gtk_widget_get_first_child (GTK_WIDGET (self));
  *side_part = *main_part != NULL ? gtk_widget_get_next_sibling (*main_part) : NULL;
}

static int
measure_width (GtkWidget *widget,
               gboolean   natural)
{
  int minimum = 0, natural_size = 0;

  if (widget != NULL && gtk_widget_should_layout (widget))
    gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural_size, NULL, NULL);
  return natural ? natural_size : minimum;
}

static void
measure_height (GtkWidget *widget,
                int        width,
                int       *minimum,
                int       *natural)
{
  *minimum = *natural = 0;
  if (widget != NULL && gtk_widget_should_layout (widget))
    gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, minimum, natural, NULL, NULL);
}

/* The side part's width beside the main part, or -1 if they do not fit
 * side by side in @width. */
static int
side_width_beside (GtkWidget *main_part,
                   GtkWidget *side_part,
                   int        width)
{
  int side = measure_width (side_part, TRUE);

  if (side_part == NULL || !gtk_widget_should_layout (side_part))
    return 0;
  if (width < 0 || measure_width (main_part, FALSE) + SPACING + side <= width)
    return side;
  return -1;
}

/* The side part's width below the main part. */
static int
side_width_below (GtkWidget *side_part,
                  int        width)
{
  return MAX (measure_width (side_part, FALSE), MIN (width, measure_width (side_part, TRUE)));
}

static GtkSizeRequestMode
cy_reflow_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
cy_reflow_box_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  GtkWidget *main_part, *side_part;

  get_parts (CY_REFLOW_BOX (widget), &main_part, &side_part);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* At its narrowest one part is above the other. */
      *minimum = MAX (measure_width (main_part, FALSE), measure_width (side_part, FALSE));
      *natural = measure_width (main_part, TRUE) +
                 (side_part != NULL && gtk_widget_should_layout (side_part) ? SPACING + measure_width (side_part, TRUE) : 0);
    }
  else
    {
      int side_width = side_width_beside (main_part, side_part, for_size);
      int main_min, main_nat, side_min, side_nat;

      if (side_width >= 0)
        {
          int main_width = for_size < 0 ? -1 : for_size - side_width - (side_width > 0 ? SPACING : 0);

          measure_height (main_part, main_width, &main_min, &main_nat);
          measure_height (side_part, side_width, &side_min, &side_nat);
          *minimum = MAX (main_min, side_min);
          *natural = MAX (main_nat, side_nat);
        }
      else
        {
          measure_height (main_part, for_size, &main_min, &main_nat);
          measure_height (side_part, side_width_below (side_part, for_size), &side_min, &side_nat);
          *minimum = main_min + SPACING + side_min;
          *natural = main_nat + SPACING + side_nat;
        }
    }
}

static void
cy_reflow_box_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  CyReflowBox *self = CY_REFLOW_BOX (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  GtkWidget *main_part, *side_part;
  int side_width;

  get_parts (self, &main_part, &side_part);
  if (main_part == NULL)
    return;

  side_width = side_width_beside (main_part, side_part, width);
  self->side_by_side = side_width >= 0;
  if (self->side_by_side)
    {
      int main_width = width - side_width - (side_width > 0 ? SPACING : 0);

      gtk_widget_size_allocate (main_part,
                                &(GtkAllocation) { rtl ? width - main_width : 0, 0, main_width, height }, -1);
      if (side_width > 0)
        gtk_widget_size_allocate (side_part,
                                  &(GtkAllocation) { rtl ? 0 : width - side_width, 0, side_width, height }, -1);
    }
  else
    {
      int main_min, main_height, side_min, side_nat;

      side_width = side_width_below (side_part, width);
      measure_height (main_part, width, &main_min, &main_height);
      measure_height (side_part, side_width, &side_min, &side_nat);
      /* The side part gets what it needs; the main part what is left of
       * its natural height (the box is given at least its minimum). */
      main_height = MAX (main_min, MIN (main_height, height - SPACING - side_min));
      gtk_widget_size_allocate (main_part, &(GtkAllocation) { 0, 0, width, main_height }, -1);
      gtk_widget_size_allocate (side_part,
                                &(GtkAllocation) { (width - side_width) / 2, main_height + SPACING,
                                                   side_width, MAX (side_min, height - main_height - SPACING) }, -1);
    }
}

static void
cy_reflow_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (cy_reflow_box_parent_class)->dispose (object);
}

static void
cy_reflow_box_class_init (CyReflowBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_reflow_box_dispose;
  widget_class->get_request_mode = cy_reflow_box_get_request_mode;
  widget_class->measure = cy_reflow_box_measure;
  widget_class->size_allocate = cy_reflow_box_size_allocate;
}

static void
cy_reflow_box_init (CyReflowBox *self)
{
}

GtkWidget *
cy_reflow_box_new (void)
{
  return g_object_new (CY_TYPE_REFLOW_BOX, NULL);
}

/**
 * cy_reflow_box_get_main_width:
 * @self: a reflow box
 * @width: a width the box may be given
 *
 * Returns: the width of the main part when the box is @width wide
 */
int
cy_reflow_box_get_main_width (CyReflowBox *self,
                              int          width)
{
  GtkWidget *main_part, *side_part;
  int side_width;

  g_return_val_if_fail (CY_IS_REFLOW_BOX (self), 0);

  get_parts (self, &main_part, &side_part);
  side_width = side_width_beside (main_part, side_part, width);
  if (side_width <= 0)
    return width;
  return width - side_width - SPACING;
}

/**
 * cy_reflow_box_get_side_by_side:
 * @self: a reflow box
 *
 * Returns: whether the last layout put the side part beside the main part
 */
gboolean
cy_reflow_box_get_side_by_side (CyReflowBox *self)
{
  g_return_val_if_fail (CY_IS_REFLOW_BOX (self), FALSE);

  return self->side_by_side;
}
