/* cy-die-widget.c: one die on the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A die is drawn from our SVG dice (CyDiceTheme) at its size times the
 * scale factor, so it stays crisp on HiDPI screens, in the look that
 * matches the style: light, dark or high contrast. A click, Enter or a
 * drag asks the table to keep it or let it go (the "activate" signal and
 * the drag's content, its index); the die itself changes only when the
 * game says so.
 */
#include "config.h"

#include <adwaita.h>

#include "cy-dice-theme.h"
#include "cy-die-widget.h"

#define NATURAL_SIZE 64   /* unless the table asks for another */
#define MINIMUM_SIZE 40
#define KEY_SPACING  2   /* between the die and its key */

struct _CyDieWidget
{
  GtkWidget  parent_instance;

  guint      index;
  guint      face;
  gboolean   kept;
  int        natural_size;

  /* The roll animation: random faces until end_time, then face. */
  guint      tick_id;
  gint64     end_time;
  guint      shown_face;
  gint64     last_change;
};

G_DEFINE_FINAL_TYPE (CyDieWidget, cy_die_widget, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Textures, shared by every die: one per style, face and pixel size. */
static GHashTable *textures;

static GdkTexture *
get_texture (CyDiceStyle style,
             guint       face,
             int         size_px)
{
  static CyDiceTheme *theme;
  gpointer key = GUINT_TO_POINTER ((guint) size_px << 8 | style << 4 | face);
  GdkTexture *texture;
  cairo_surface_t *surface;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  if (textures == NULL)
    {
      textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
      theme = cy_dice_theme_new_default ();
    }

  texture = g_hash_table_lookup (textures, key);
  if (texture != NULL)
    return texture;

  surface = cy_dice_theme_render (theme, style, face, size_px, &error);
  if (surface == NULL)
    {
      g_warning ("%s", error->message);
      return NULL;
    }

  /* cairo's ARGB32 is premultiplied native-endian ARGB: GDK_MEMORY_DEFAULT. */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) size_px * cairo_image_surface_get_stride (surface),
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  texture = gdk_memory_texture_new (size_px, size_px, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  g_hash_table_insert (textures, key, texture);
  return texture;
}

static CyDiceStyle
current_style (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  if (adw_style_manager_get_high_contrast (manager))
    return CY_DICE_STYLE_CONTRAST;
  return adw_style_manager_get_dark (manager) ? CY_DICE_STYLE_DARK : CY_DICE_STYLE_LIGHT;
}

/* The die's key (1 to 5) under it: kept dice move to the tray, so their
 * place on screen does not tell which key holds or frees them. */
static PangoLayout *
create_key_layout (CyDieWidget *self)
{
  g_autofree char *key = g_strdup_printf ("%u", self->index + 1);

  return gtk_widget_create_pango_layout (GTK_WIDGET (self), key);
}

static int
get_key_height (CyDieWidget *self)
{
  g_autoptr(PangoLayout) layout = create_key_layout (self);
  int height;

  pango_layout_get_pixel_size (layout, NULL, &height);
  return height + KEY_SPACING;
}

static void
cy_die_widget_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  int key = orientation == GTK_ORIENTATION_VERTICAL ? get_key_height (CY_DIE_WIDGET (widget)) : 0;

  *minimum = MINIMUM_SIZE + key;
  *natural = CY_DIE_WIDGET (widget)->natural_size + key;
}

static void
cy_die_widget_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  CyDieWidget *self = CY_DIE_WIDGET (widget);
  g_autoptr(PangoLayout) layout = create_key_layout (self);
  int width = gtk_widget_get_width (widget);
  int key_width, key_height;
  int size;
  int scale = gtk_widget_get_scale_factor (widget);
  GdkTexture *texture;
  GdkRGBA color;
  double x, y;

  pango_layout_get_pixel_size (layout, &key_width, &key_height);
  size = MIN (width, gtk_widget_get_height (widget) - key_height - KEY_SPACING);
  if (size <= 0)
    return;

  texture = get_texture (current_style (), self->tick_id != 0 ? self->shown_face : self->face, size * scale);
  if (texture == NULL)
    return;

  x = (width - size) / 2.0;
  y = (gtk_widget_get_height (widget) - size - key_height - KEY_SPACING) / 2.0;
  gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (x, y, size, size));

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  color.alpha *= 0.6f;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((width - key_width) / 2.0f, y + size + KEY_SPACING));
  gtk_snapshot_append_layout (snapshot, layout, &color);
  gtk_snapshot_restore (snapshot);
}

static gboolean
on_tick (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       data)
{
  CyDieWidget *self = CY_DIE_WIDGET (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (now >= self->end_time)
    {
      self->tick_id = 0;
      gtk_widget_queue_draw (widget);
      return G_SOURCE_REMOVE;
    }

  /* A new face every 60 ms: a tumble the eye can follow. */
  if (now - self->last_change >= 60000)
    {
      guint face = 1 + g_random_int_range (0, 5);

      self->shown_face = face >= self->shown_face ? face + 1 : face;
      self->last_change = now;
      gtk_widget_queue_draw (widget);
    }

  return G_SOURCE_CONTINUE;
}

static void
stop_rolling (CyDieWidget *self)
{
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
}

void
cy_die_widget_roll_to (CyDieWidget *self,
                       guint        face,
                       guint        duration_ms)
{
  g_return_if_fail (CY_IS_DIE_WIDGET (self));

  cy_die_widget_set_face (self, face);
  if (duration_ms == 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  self->end_time = g_get_monotonic_time () + (gint64) duration_ms * 1000;
  self->shown_face = 1 + g_random_int_range (0, 6);
  self->last_change = 0;
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_tick, NULL, NULL);
}

gboolean
cy_die_widget_is_rolling (CyDieWidget *self)
{
  g_return_val_if_fail (CY_IS_DIE_WIDGET (self), FALSE);

  return self->tick_id != 0;
}

static void
on_released (GtkGestureClick *gesture,
             int              n_press,
             double           x,
             double           y,
             CyDieWidget     *self)
{
  if (gtk_widget_get_focusable (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  if (n_press == 1)
    g_signal_emit (self, signals[ACTIVATE], 0);
}

static void
activate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  g_signal_emit (widget, signals[ACTIVATE], 0);
}

static CyDieDrag *
die_drag_copy (const CyDieDrag *drag)
{
  return g_memdup2 (drag, sizeof *drag);
}

G_DEFINE_BOXED_TYPE (CyDieDrag, cy_die_drag, die_drag_copy, g_free)

/* The drag carries the die's index; the kept tray and the table take it. */
static GdkContentProvider *
on_drag_prepare (GtkDragSource *source,
                 double         x,
                 double         y,
                 CyDieWidget   *self)
{
  CyDieDrag drag = { .index = self->index };

  return gdk_content_provider_new_typed (CY_TYPE_DIE_DRAG, &drag);
}

static void
on_drag_begin (GtkDragSource *source,
               GdkDrag       *drag,
               CyDieWidget   *self)
{
  GdkPaintable *paintable = gtk_widget_paintable_new (GTK_WIDGET (self));

  gtk_drag_source_set_icon (source, paintable, NATURAL_SIZE / 2, NATURAL_SIZE / 2);
  g_object_unref (paintable);
}

static void
on_style_changed (CyDieWidget *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
cy_die_widget_dispose (GObject *object)
{
  CyDieWidget *self = CY_DIE_WIDGET (object);

  stop_rolling (self);
  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);

  G_OBJECT_CLASS (cy_die_widget_parent_class)->dispose (object);
}

static void
cy_die_widget_class_init (CyDieWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_die_widget_dispose;
  widget_class->measure = cy_die_widget_measure;
  widget_class->snapshot = cy_die_widget_snapshot;

  /* A click, Enter, or a drag dropped on the other side: keep it or let it go. */
  signals[ACTIVATE] =
    g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* Not Space: on the dice table Space rolls. */
  gtk_widget_class_install_action (widget_class, "die.activate", NULL, activate_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "die.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "die.activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "die");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
cy_die_widget_init (CyDieWidget *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkDragSource *drag = gtk_drag_source_new ();

  self->natural_size = NATURAL_SIZE;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");

  g_signal_connect (click, "released", G_CALLBACK (on_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
  g_signal_connect (drag, "prepare", G_CALLBACK (on_drag_prepare), self);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (on_style_changed), self);
  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::high-contrast", G_CALLBACK (on_style_changed), self);
}

GtkWidget *
cy_die_widget_new (guint index)
{
  CyDieWidget *self = g_object_new (CY_TYPE_DIE_WIDGET, NULL);

  self->index = index;
  return GTK_WIDGET (self);
}

guint
cy_die_widget_get_index (CyDieWidget *self)
{
  g_return_val_if_fail (CY_IS_DIE_WIDGET (self), 0);
  return self->index;
}

void
cy_die_widget_set_face (CyDieWidget *self,
                        guint        face)
{
  g_return_if_fail (CY_IS_DIE_WIDGET (self));
  g_return_if_fail (face <= 6);

  stop_rolling (self);
  if (self->face != face)
    {
      self->face = face;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

guint
cy_die_widget_get_face (CyDieWidget *self)
{
  g_return_val_if_fail (CY_IS_DIE_WIDGET (self), 0);
  return self->face;
}

void
cy_die_widget_set_kept (CyDieWidget *self,
                        gboolean     kept)
{
  g_return_if_fail (CY_IS_DIE_WIDGET (self));

  self->kept = !!kept;
  if (kept)
    gtk_widget_add_css_class (GTK_WIDGET (self), "kept");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "kept");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_PRESSED,
                               kept ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

gboolean
cy_die_widget_get_kept (CyDieWidget *self)
{
  g_return_val_if_fail (CY_IS_DIE_WIDGET (self), FALSE);
  return self->kept;
}

/**
 * cy_die_widget_set_size:
 * @self: a die
 * @size: the side of the die it asks for, in logical pixels (without its
 *   key); at least its minimum of 40
 *
 * How large the die would like to be drawn: a table sets it from the room
 * it has (a die is drawn as large as its allocation allows, and is never
 * asked to be smaller than its minimum).
 */
void
cy_die_widget_set_size (CyDieWidget *self,
                        int          size)
{
  g_return_if_fail (CY_IS_DIE_WIDGET (self));

  size = MAX (size, MINIMUM_SIZE);
  if (size == self->natural_size)
    return;
  self->natural_size = size;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
cy_die_widget_set_label (CyDieWidget *self,
                         const char  *label)
{
  g_return_if_fail (CY_IS_DIE_WIDGET (self));

  /* The same label again changes nothing: GTK makes a tooltip set again
   * the description again too, which a screen reader says at once. */
  if (g_strcmp0 (label, gtk_widget_get_tooltip_text (GTK_WIDGET (self))) == 0)
    return;

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), label);
}
