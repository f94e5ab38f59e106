/* cy-toast-room.c: keeps the strip a toast takes free below what it holds
 *
 * A toast lies over the bottom of its AdwToastOverlay, where the hand,
 * Roll or a list's last row is. A CyToastRoom, the overlay's child, gives
 * what it holds the height above that strip for as long as a toast is up
 * or waiting (cy_toast_overlay_add()), timed or standing: the table
 * reflows or scrolls above the toast instead of lying under it. It asks
 * for no more than its child does, so that a toast never keeps a window
 * from a phone's size; in a window at its smallest the strip is what the
 * child can spare.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-toast-room.h"

/* What a toast takes at the bottom of its overlay in libadwaita 1.2 (46
 * pixels, and 24 below it: measured by test-game-views' toast test), and
 * a little air above it. */
#define TOAST_STRIP 76

struct _CyToastRoom
{
  GtkWidget  parent_instance;

  GtkWidget *child;
  guint      n_toasts;  /* up or waiting, until dismissed */
};

G_DEFINE_FINAL_TYPE (CyToastRoom, cy_toast_room, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CHILD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cy_toast_room_dispose (GObject *object)
{
  CyToastRoom *self = CY_TOAST_ROOM (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);

  G_OBJECT_CLASS (cy_toast_room_parent_class)->dispose (object);
}

static void
cy_toast_room_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  CyToastRoom *self = CY_TOAST_ROOM (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_toast_room_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  CyToastRoom *self = CY_TOAST_ROOM (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      cy_toast_room_set_child (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GtkSizeRequestMode
cy_toast_room_get_request_mode (GtkWidget *widget)
{
  CyToastRoom *self = CY_TOAST_ROOM (widget);

  return self->child != NULL ? gtk_widget_get_request_mode (self->child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
cy_toast_room_compute_expand (GtkWidget *widget,
                              gboolean  *hexpand,
                              gboolean  *vexpand)
{
  CyToastRoom *self = CY_TOAST_ROOM (widget);

  *hexpand = self->child != NULL && gtk_widget_compute_expand (self->child, GTK_ORIENTATION_HORIZONTAL);
  *vexpand = self->child != NULL && gtk_widget_compute_expand (self->child, GTK_ORIENTATION_VERTICAL);
}

static void
cy_toast_room_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  CyToastRoom *self = CY_TOAST_ROOM (widget);

  if (self->child != NULL)
    gtk_widget_measure (self->child, orientation, for_size, minimum, natural, NULL, NULL);
}

static void
cy_toast_room_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  CyToastRoom *self = CY_TOAST_ROOM (widget);
  int min_height = 0;
  int child_height = height;

  if (self->child == NULL)
    return;

  gtk_widget_measure (self->child, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
  if (self->n_toasts > 0)
    child_height = MAX (height - TOAST_STRIP, MIN (min_height, height));
  gtk_widget_allocate (self->child, width, child_height, -1, NULL);
}

static void
cy_toast_room_class_init (CyToastRoomClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_toast_room_dispose;
  object_class->get_property = cy_toast_room_get_property;
  object_class->set_property = cy_toast_room_set_property;

  widget_class->get_request_mode = cy_toast_room_get_request_mode;
  widget_class->compute_expand = cy_toast_room_compute_expand;
  widget_class->measure = cy_toast_room_measure;
  widget_class->size_allocate = cy_toast_room_size_allocate;

  properties[PROP_CHILD] =
    g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "toastroom");
}

static void
cy_toast_room_init (CyToastRoom *self)
{
}

GtkWidget *
cy_toast_room_new (void)
{
  return g_object_new (CY_TYPE_TOAST_ROOM, NULL);
}

GtkWidget *
cy_toast_room_get_child (CyToastRoom *self)
{
  g_return_val_if_fail (CY_IS_TOAST_ROOM (self), NULL);

  return self->child;
}

void
cy_toast_room_set_child (CyToastRoom *self,
                         GtkWidget   *child)
{
  g_return_if_fail (CY_IS_TOAST_ROOM (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;

  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

static void
on_toast_dismissed (CyToastRoom *self)
{
  g_return_if_fail (self->n_toasts > 0);

  if (--self->n_toasts == 0)
    gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/**
 * cy_toast_room_keep_free:
 * @self: a toast room
 * @toast: a toast about to be shown over it
 *
 * Keeps the strip @toast takes free until it is dismissed.
 */
void
cy_toast_room_keep_free (CyToastRoom *self,
                         AdwToast    *toast)
{
  g_return_if_fail (CY_IS_TOAST_ROOM (self));
  g_return_if_fail (ADW_IS_TOAST (toast));

  if (self->n_toasts++ == 0)
    gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_toast_dismissed), self, G_CONNECT_SWAPPED);
}
