/* cy-score-sheet-cell.c: a cell of the score sheet that only shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-score-sheet-cell.h"

struct _CyScoreSheetCell
{
  GtkWidget  parent_instance;
  GtkWidget *label;
  char      *widest;   /* markup of the widest text it will show, or NULL */
};

G_DEFINE_FINAL_TYPE (CyScoreSheetCell, cy_score_sheet_cell, GTK_TYPE_WIDGET)

static void
cy_score_sheet_cell_dispose (GObject *object)
{
  CyScoreSheetCell *self = CY_SCORE_SHEET_CELL (object);

  g_clear_pointer (&self->label, gtk_widget_unparent);
  g_clear_pointer (&self->widest, g_free);

  G_OBJECT_CLASS (cy_score_sheet_cell_parent_class)->dispose (object);
}

/* The label's size, but as wide as the widest text the cell will show
 * when there is room: the column keeps its width as the text changes,
 * and may still narrow (the label wraps) on a phone. */
static void
cy_score_sheet_cell_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  CyScoreSheetCell *self = CY_SCORE_SHEET_CELL (widget);

  gtk_widget_measure (self->label, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL && self->widest != NULL)
    {
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (self->label, NULL);
      int width;

      pango_layout_set_markup (layout, self->widest, -1);
      pango_layout_get_pixel_size (layout, &width, NULL);
      *natural = MAX (*natural, width);
    }
}

static void
cy_score_sheet_cell_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  CyScoreSheetCell *self = CY_SCORE_SHEET_CELL (widget);
  int label_width;

  /* Centred at its own width, so that a frame around it (the winner's) hugs the number. */
  gtk_widget_measure (self->label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &label_width, NULL, NULL);
  label_width = MIN (label_width, width);
  gtk_widget_size_allocate (self->label,
                            &(GtkAllocation) { (width - label_width) / 2, 0, label_width, height }, baseline);
}

static GtkSizeRequestMode
cy_score_sheet_cell_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
cy_score_sheet_cell_class_init (CyScoreSheetCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_score_sheet_cell_dispose;

  widget_class->get_request_mode = cy_score_sheet_cell_get_request_mode;
  widget_class->measure = cy_score_sheet_cell_measure;
  widget_class->size_allocate = cy_score_sheet_cell_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "scorecell");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_CELL);
}

/* A click puts the focus on the cell, as on a spreadsheet, so that the
 * arrow keys carry on from where the pointer was. */
static void
on_cell_pressed (GtkGestureClick *gesture,
                 int              n_press,
                 double           x,
                 double           y,
                 GtkWidget       *cell)
{
  gtk_widget_grab_focus (cell);
}

static void
cy_score_sheet_cell_init (CyScoreSheetCell *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->label = gtk_label_new (NULL);
  /* A bonus's "0 / 63" may take two lines in a narrow sheet. */
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->label), GTK_JUSTIFY_CENTER);
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);

  g_signal_connect (click, "pressed", G_CALLBACK (on_cell_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

GtkWidget *
cy_score_sheet_cell_new (void)
{
  return g_object_new (CY_TYPE_SCORE_SHEET_CELL, NULL);
}

/**
 * cy_score_sheet_cell_set_widest:
 * @self: a cell
 * @markup: (nullable): the widest text the cell will show, as markup
 *
 * The cell is as wide as @markup when there is room, whatever it shows.
 */
void
cy_score_sheet_cell_set_widest (CyScoreSheetCell *self,
                                const char       *markup)
{
  g_return_if_fail (CY_IS_SCORE_SHEET_CELL (self));

  if (g_strcmp0 (markup, self->widest) == 0)
    return;
  g_free (self->widest);
  self->widest = g_strdup (markup);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* The label that shows the cell's text. */
GtkWidget *
cy_score_sheet_cell_get_label (CyScoreSheetCell *self)
{
  g_return_val_if_fail (CY_IS_SCORE_SHEET_CELL (self), NULL);

  return self->label;
}

/**
 * cy_score_sheet_cell_show:
 * @cell: a #CyScoreSheetCell, or a #GtkButton with a label (a cell the
 *   chooser may score in)
 *
 * Sets what a cell shows (@markup), its tooltip, and the sentence that
 * says it all, for screen readers and for the line under the grid (kept
 * as the cell's "cy-detail").
 */
void
cy_score_sheet_cell_show (GtkWidget  *cell,
                          const char *markup,
                          const char *tooltip,
                          const char *description)
{
  GtkWidget *label;

  if (GTK_IS_BUTTON (cell))
    label = gtk_button_get_child (GTK_BUTTON (cell));
  else
    label = cy_score_sheet_cell_get_label (CY_SCORE_SHEET_CELL (cell));

  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), markup) != 0)
    gtk_label_set_markup (GTK_LABEL (label), markup);
  /* What a hand would score is dimmed as Adwaita dims text, which high
   * contrast makes less faint. */
  if (gtk_widget_has_css_class (cell, "potential") || gtk_widget_has_css_class (cell, "preview"))
    gtk_widget_add_css_class (label, "dim-label");
  else
    gtk_widget_remove_css_class (label, "dim-label");
  /* Only what changed: GTK makes a tooltip set again the description
   * again, and a screen reader says a new description or name of the
   * focused cell at once, cutting short the news it was saying. */
  if (g_strcmp0 (gtk_widget_get_tooltip_text (cell), tooltip) != 0)
    gtk_widget_set_tooltip_text (cell, tooltip);
  if (g_strcmp0 (g_object_get_data (G_OBJECT (cell), "cy-detail"), description) != 0)
    {
      g_object_set_data_full (G_OBJECT (cell), "cy-detail", g_strdup (description), g_free);
      gtk_accessible_update_property (GTK_ACCESSIBLE (cell),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                      -1);
    }
}
