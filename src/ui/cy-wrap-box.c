/* cy-wrap-box.c: buttons in a row that wraps onto more lines when narrow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libadwaita 1.2 has no breakpoints, and a GtkFlowBox wraps each child in
 * a focusable row of its own: this box lays its children out in order, at
 * their natural widths, on as many lines as its width needs (one when
 * there is room), so a row of buttons fits a phone. It asks for height
 * for its width; its minimum width is its widest child's. Right to left,
 * each line runs from the right. A balanced box (a hand of cards) puts as
 * many children on each line as the others, not 8 and 1 but 5 and 4.
 */
#include "config.h"

#include "cy-wrap-box.h"

struct _CyWrapBox
{
  GtkWidget  parent_instance;

  int        spacing;
  gboolean   balanced;
};

static void cy_wrap_box_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CyWrapBox, cy_wrap_box, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, cy_wrap_box_buildable_init))

enum {
  PROP_0,
  PROP_SPACING,
  PROP_BALANCED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static GtkBuildableIface *parent_buildable_iface;

static int
child_width (GtkWidget *child,
             int        width)
{
  int minimum, natural;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  return width < 0 ? natural : MAX (minimum, MIN (natural, width));
}

/* Lays the children out in @width (-1: one line), at most @per_line a
 * line (0: as many as fit): their places if @allocate, and the height
 * they take, and in @n_lines how many lines. */
static int
flow_lines (CyWrapBox *self,
            int        width,
            guint      per_line,
            gboolean   allocate,
            int       *natural_height,
            guint     *n_lines)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  GtkWidget *line_start = NULL;
  int x = 0, y = 0, line_min = 0, line_nat = 0, nat_y = 0;
  guint in_line = 0, lines = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); ; child = gtk_widget_get_next_sibling (child))
    {
      int child_w = 0;

      if (child != NULL && !gtk_widget_should_layout (child))
        continue;
      if (child != NULL)
        child_w = child_width (child, width);

      /* A line ends with the children or before one that does not fit. */
      if (child == NULL || (line_start != NULL && ((width >= 0 && x + child_w > width) ||
                                                    (per_line > 0 && in_line == per_line))))
        {
          if (allocate && line_start != NULL)
            {
              int cx = 0;

              for (GtkWidget *c = line_start; c != child; c = gtk_widget_get_next_sibling (c))
                {
                  int w;

                  if (!gtk_widget_should_layout (c))
                    continue;
                  w = child_width (c, width);
                  gtk_widget_size_allocate (c, &(GtkAllocation) { rtl ? width - cx - w : cx, y, w, line_min }, -1);
                  cx += w + self->spacing;
                }
            }
          if (line_start != NULL)
            {
              y += line_min + self->spacing;
              nat_y += line_nat + self->spacing;
              lines++;
            }
          if (child == NULL)
            break;
          line_start = NULL;
          x = 0;
          in_line = 0;
          line_min = line_nat = 0;
        }

      {
        int minimum, natural;

        gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, child_w, &minimum, &natural, NULL, NULL);
        line_min = MAX (line_min, minimum);
        line_nat = MAX (line_nat, natural);
      }
      if (line_start == NULL)
        line_start = child;
      x += child_w + self->spacing;
      in_line++;
    }

  if (natural_height != NULL)
    *natural_height = MAX (0, nat_y - self->spacing);
  if (n_lines != NULL)
    *n_lines = lines;
  return MAX (0, y - self->spacing);
}

static int
flow (CyWrapBox *self,
      int        width,
      gboolean   allocate,
      int       *natural_height)
{
  guint n_lines = 0, n = 0;

  if (!self->balanced)
    return flow_lines (self, width, 0, allocate, natural_height, NULL);

  /* As few lines as fit, each as full as the others. */
  flow_lines (self, width, 0, FALSE, NULL, &n_lines);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      n++;
  return flow_lines (self, width, n_lines > 1 ? (n + n_lines - 1) / n_lines : 0, allocate, natural_height, NULL);
}

static GtkSizeRequestMode
cy_wrap_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
cy_wrap_box_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  CyWrapBox *self = CY_WRAP_BOX (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int n = 0;

      /* At its narrowest, one child a line; at its widest, one line. */
      *minimum = *natural = 0;
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int child_min, child_nat;

          if (!gtk_widget_should_layout (child))
            continue;
          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, &child_nat, NULL, NULL);
          *minimum = MAX (*minimum, child_min);
          *natural += child_nat;
          n++;
        }
      *natural += MAX (0, n - 1) * self->spacing;
    }
  else
    *minimum = flow (self, for_size, FALSE, natural);
}

static void
cy_wrap_box_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  flow (CY_WRAP_BOX (widget), width, TRUE, NULL);
}

static void
cy_wrap_box_buildable_add_child (GtkBuildable *buildable,
                                 GtkBuilder   *builder,
                                 GObject      *child,
                                 const char   *type)
{
  if (GTK_IS_WIDGET (child))
    cy_wrap_box_append (CY_WRAP_BOX (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
cy_wrap_box_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = cy_wrap_box_buildable_add_child;
}

static void
cy_wrap_box_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  CyWrapBox *self = CY_WRAP_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;

    case PROP_BALANCED:
      g_value_set_boolean (value, self->balanced);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_wrap_box_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  CyWrapBox *self = CY_WRAP_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      cy_wrap_box_set_spacing (self, g_value_get_int (value));
      break;

    case PROP_BALANCED:
      cy_wrap_box_set_balanced (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_wrap_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (cy_wrap_box_parent_class)->dispose (object);
}

static void
cy_wrap_box_class_init (CyWrapBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_wrap_box_dispose;
  object_class->get_property = cy_wrap_box_get_property;
  object_class->set_property = cy_wrap_box_set_property;
  widget_class->get_request_mode = cy_wrap_box_get_request_mode;
  widget_class->measure = cy_wrap_box_measure;
  widget_class->size_allocate = cy_wrap_box_size_allocate;

  /* Between children on a line, and between lines. */
  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Lines of as many children as each other (the last may have one less). */
  properties[PROP_BALANCED] =
    g_param_spec_boolean ("balanced", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cy_wrap_box_init (CyWrapBox *self)
{
}

GtkWidget *
cy_wrap_box_new (void)
{
  return g_object_new (CY_TYPE_WRAP_BOX, NULL);
}

void
cy_wrap_box_append (CyWrapBox *self,
                    GtkWidget *child)
{
  g_return_if_fail (CY_IS_WRAP_BOX (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (gtk_widget_get_parent (child) == NULL);

  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}

void
cy_wrap_box_remove (CyWrapBox *self,
                    GtkWidget *child)
{
  g_return_if_fail (CY_IS_WRAP_BOX (self));
  g_return_if_fail (gtk_widget_get_parent (child) == GTK_WIDGET (self));

  gtk_widget_unparent (child);
}

/* Moves @child to after @sibling (NULL: first), as gtk_box_reorder_child_after(). */
void
cy_wrap_box_reorder_child_after (CyWrapBox *self,
                                 GtkWidget *child,
                                 GtkWidget *sibling)
{
  g_return_if_fail (CY_IS_WRAP_BOX (self));
  g_return_if_fail (gtk_widget_get_parent (child) == GTK_WIDGET (self));
  g_return_if_fail (sibling == NULL || gtk_widget_get_parent (sibling) == GTK_WIDGET (self));

  if (child == sibling)
    return;
  gtk_widget_insert_after (child, GTK_WIDGET (self), sibling);
}

int
cy_wrap_box_get_spacing (CyWrapBox *self)
{
  g_return_val_if_fail (CY_IS_WRAP_BOX (self), 0);

  return self->spacing;
}

void
cy_wrap_box_set_spacing (CyWrapBox *self,
                         int        spacing)
{
  g_return_if_fail (CY_IS_WRAP_BOX (self));

  if (self->spacing == spacing)
    return;
  self->spacing = spacing;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPACING]);
}

gboolean
cy_wrap_box_get_balanced (CyWrapBox *self)
{
  g_return_val_if_fail (CY_IS_WRAP_BOX (self), FALSE);

  return self->balanced;
}

void
cy_wrap_box_set_balanced (CyWrapBox *self,
                          gboolean   balanced)
{
  g_return_if_fail (CY_IS_WRAP_BOX (self));

  balanced = !!balanced;
  if (self->balanced == balanced)
    return;
  self->balanced = balanced;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BALANCED]);
}
