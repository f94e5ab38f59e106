/* cy-card-widget.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-card-widget.h"

struct _CyCardWidget
{
  GtkWidget     parent_instance;

  CyCardCache  *cache;
  CyCardImage   image;
  int           card_width;
  char         *note;           /* why the card may not be played, or NULL */
  char         *description;    /* the accessible description set last */
  guint         selected : 1;
  guint         fresh : 1;      /* just arrived: marked for a moment */
};

G_DEFINE_FINAL_TYPE (CyCardWidget, cy_card_widget, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CACHE,
  PROP_IMAGE,
  PROP_SELECTED,
  PROP_CARD_WIDTH,
  PROP_FRESH,
  N_PROPS
};

enum {
  ACTIVATE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* What a game calls an image beyond the 52 faces (cy_card_widget_name_image()). */
static const char *image_names[CY_CARD_N_IMAGES];

/**
 * cy_card_widget_name_image:
 * @image: an image beyond the 52 faces, the back and the empty place
 * @name: (transfer none): what a screen reader calls a card showing it,
 *   kept as it is (a translated string that lives as long as the program)
 *
 * Names a card that only a game knows (Boat's Boat card, the theme's
 * joker), so that the card widget names no game.
 */
void
cy_card_widget_name_image (CyCardImage  image,
                           const char  *name)
{
  g_return_if_fail (image >= CY_DECK_SIZE && image < CY_CARD_N_IMAGES);

  image_names[image] = name;
}

static void
update_accessible (CyCardWidget *self)
{
  g_autofree char *name = NULL;
  g_autofree char *label = NULL;
  g_autofree char *tooltip = NULL;
  const char *description;

  if (self->image < CY_DECK_SIZE)
    name = cy_card_get_name ((CyCard) self->image);
  else if (self->image < CY_CARD_N_IMAGES && image_names[self->image] != NULL)
    name = g_strdup (image_names[self->image]);
  else if (self->image == CY_CARD_IMAGE_BACK)
    name = g_strdup (_("Face-down card"));
  else
    name = g_strdup (_("Empty place"));

  /* Translators: a selected card, e.g. "Queen of Hearts, selected" */
  label = self->selected ? g_strdup_printf (_("%s, selected"), name) : g_strdup (name);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_SELECTED, self->selected,
                               -1);
  if (self->image == CY_CARD_IMAGE_BACK || self->image == CY_CARD_IMAGE_SLOT)
    tooltip = NULL;
  else if (self->note != NULL)
    /* Translators: a card's tooltip: its name, then why it may not be played */
    tooltip = g_strdup_printf (_("%s: %s"), name, self->note);
  else
    tooltip = g_strdup (name);

  /* The mark is seen, and heard: the name stays the card's own. */
  description = self->note != NULL ? self->note : self->fresh ? _("Just arrived") : NULL;

  /* GTK makes a new tooltip the description too, and a screen reader says
   * a new description of the focused card at once, cutting short the
   * name it was saying ("Queen of Hearts, selected"): only what changed
   * is set again. */
  if (g_strcmp0 (tooltip, gtk_widget_get_tooltip_text (GTK_WIDGET (self))) == 0 &&
      g_strcmp0 (description, self->description) == 0)
    return;

  gtk_widget_set_tooltip_text (GTK_WIDGET (self), tooltip);
  g_free (self->description);
  self->description = g_strdup (description);
  if (description != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

static void
on_cache_changed (CyCardWidget *self)
{
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
cy_card_widget_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  CyCardWidget *self = CY_CARD_WIDGET (widget);
  int width = self->card_width;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = width;
  else
    *minimum = *natural = cy_card_cache_get_height_for_width (self->cache, width);
}

static void
cy_card_widget_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  CyCardWidget *self = CY_CARD_WIDGET (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GdkTexture *texture;

  if (width <= 0 || height <= 0 || self->cache == NULL)
    return;

  texture = cy_card_cache_get_texture (self->cache, self->image, width, height,
                                       gtk_widget_get_scale_factor (widget));
  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            CyCardWidget    *self)
{
  if (gtk_widget_get_focusable (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_released (GtkGestureClick *gesture,
             int              n_press,
             double           x,
             double           y,
             CyCardWidget    *self)
{
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

static void
cy_card_widget_dispose (GObject *object)
{
  CyCardWidget *self = CY_CARD_WIDGET (object);

  if (self->cache != NULL)
    g_signal_handlers_disconnect_by_func (self->cache, on_cache_changed, self);
  g_clear_object (&self->cache);
  g_clear_pointer (&self->note, g_free);
  g_clear_pointer (&self->description, g_free);

  G_OBJECT_CLASS (cy_card_widget_parent_class)->dispose (object);
}

static void
cy_card_widget_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  CyCardWidget *self = CY_CARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_CACHE:
      g_value_set_object (value, self->cache);
      break;

    case PROP_IMAGE:
      g_value_set_uint (value, self->image);
      break;

    case PROP_SELECTED:
      g_value_set_boolean (value, self->selected);
      break;

    case PROP_CARD_WIDTH:
      g_value_set_int (value, self->card_width);
      break;

    case PROP_FRESH:
      g_value_set_boolean (value, self->fresh);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_card_widget_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  CyCardWidget *self = CY_CARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_CACHE:
      self->cache = g_value_dup_object (value);
      if (self->cache != NULL)
        g_signal_connect_swapped (self->cache, "changed", G_CALLBACK (on_cache_changed), self);
      break;

    case PROP_IMAGE:
      cy_card_widget_set_image (self, g_value_get_uint (value));
      break;

    case PROP_SELECTED:
      cy_card_widget_set_selected (self, g_value_get_boolean (value));
      break;

    case PROP_CARD_WIDTH:
      cy_card_widget_set_card_width (self, g_value_get_int (value));
      break;

    case PROP_FRESH:
      cy_card_widget_set_fresh (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_card_widget_class_init (CyCardWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_card_widget_dispose;
  object_class->get_property = cy_card_widget_get_property;
  object_class->set_property = cy_card_widget_set_property;

  widget_class->measure = cy_card_widget_measure;
  widget_class->snapshot = cy_card_widget_snapshot;

  properties[PROP_CACHE] =
    g_param_spec_object ("cache", NULL, NULL, CY_TYPE_CARD_CACHE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_IMAGE] =
    g_param_spec_uint ("image", NULL, NULL, 0, CY_CARD_N_IMAGES - 1, CY_CARD_IMAGE_BACK,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_boolean ("selected", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD_WIDTH] =
    g_param_spec_int ("card-width", NULL, NULL, 8, 1000, 80,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FRESH] =
    g_param_spec_boolean ("fresh", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Click, Enter or Space on the card. */
  signals[ACTIVATE] =
    g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "card.activate", NULL, activate_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "card.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Space, 0, "card.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "card.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "card.activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
cy_card_widget_init (CyCardWidget *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->image = CY_CARD_IMAGE_BACK;
  self->card_width = 80;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  g_signal_connect (click, "released", G_CALLBACK (on_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  update_accessible (self);
}

GtkWidget *
cy_card_widget_new (CyCardCache *cache,
                    CyCardImage  image)
{
  return g_object_new (CY_TYPE_CARD_WIDGET, "cache", cache, "image", image, NULL);
}

CyCardImage
cy_card_widget_get_image (CyCardWidget *self)
{
  g_return_val_if_fail (CY_IS_CARD_WIDGET (self), CY_CARD_IMAGE_BACK);

  return self->image;
}

void
cy_card_widget_set_image (CyCardWidget *self,
                          CyCardImage   image)
{
  g_return_if_fail (CY_IS_CARD_WIDGET (self));
  g_return_if_fail (image < CY_CARD_N_IMAGES);

  if (self->image == image)
    return;

  self->image = image;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IMAGE]);
}

gboolean
cy_card_widget_get_selected (CyCardWidget *self)
{
  g_return_val_if_fail (CY_IS_CARD_WIDGET (self), FALSE);

  return self->selected;
}

void
cy_card_widget_set_selected (CyCardWidget *self,
                             gboolean      selected)
{
  g_return_if_fail (CY_IS_CARD_WIDGET (self));

  selected = !!selected;
  if (self->selected == selected)
    return;

  self->selected = selected;
  if (selected)
    gtk_widget_add_css_class (GTK_WIDGET (self), "selected");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "selected");
  update_accessible (self);
  gtk_widget_queue_allocate (gtk_widget_get_parent (GTK_WIDGET (self)) ? gtk_widget_get_parent (GTK_WIDGET (self)) : GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

void
cy_card_widget_set_card_width (CyCardWidget *self,
                               int           width)
{
  g_return_if_fail (CY_IS_CARD_WIDGET (self));

  if (self->card_width == width)
    return;

  self->card_width = width;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD_WIDTH]);
}

gboolean
cy_card_widget_get_fresh (CyCardWidget *self)
{
  g_return_val_if_fail (CY_IS_CARD_WIDGET (self), FALSE);

  return self->fresh;
}

/* A card that just arrived (drawn or taken) is marked by the "fresh" style
 * class; the row decides for how long. */
void
cy_card_widget_set_fresh (CyCardWidget *self,
                          gboolean      fresh)
{
  g_return_if_fail (CY_IS_CARD_WIDGET (self));

  fresh = !!fresh;
  if (self->fresh == fresh)
    return;

  self->fresh = fresh;
  if (fresh)
    gtk_widget_add_css_class (GTK_WIDGET (self), "fresh");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "fresh");
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRESH]);
}

const char *
cy_card_widget_get_note (CyCardWidget *self)
{
  g_return_val_if_fail (CY_IS_CARD_WIDGET (self), NULL);

  return self->note;
}

/* Why the card may not be played now (NULL: it may): in its tooltip after
 * its name, and as its accessible description. */
void
cy_card_widget_set_note (CyCardWidget *self,
                         const char   *note)
{
  g_return_if_fail (CY_IS_CARD_WIDGET (self));

  if (g_strcmp0 (self->note, note) == 0)
    return;

  g_free (self->note);
  self->note = g_strdup (note);
  update_accessible (self);
}
