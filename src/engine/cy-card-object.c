/* cy-card-object.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cy-card-object.h"

struct _CyCardObject
{
  GObject parent_instance;

  CyCard  card;
};

G_DEFINE_FINAL_TYPE (CyCardObject, cy_card_object, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cy_card_object_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  CyCardObject *self = CY_CARD_OBJECT (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_uint (value, self->card);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_card_object_class_init (CyCardObjectClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = cy_card_object_get_property;

  properties[PROP_CARD] =
    g_param_spec_uint ("card", NULL, NULL, 0, CY_DECK_SIZE - 1, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cy_card_object_init (CyCardObject *self)
{
}

/* A deck holds each card once, so each card has one shared, immutable
 * object: views can compare items by identity. Returns a new reference. */
CyCardObject *
cy_card_object_get (CyCard card)
{
  static CyCardObject *objects[CY_DECK_SIZE];

  g_return_val_if_fail (cy_card_is_valid (card), NULL);

  if (g_once_init_enter (&objects[card]))
    {
      CyCardObject *object = g_object_new (CY_TYPE_CARD_OBJECT, NULL);

      object->card = card;
      g_once_init_leave (&objects[card], object);
    }

  return g_object_ref (objects[card]);
}

CyCard
cy_card_object_get_card (CyCardObject *self)
{
  g_return_val_if_fail (CY_IS_CARD_OBJECT (self), CY_CARD_INVALID);

  return self->card;
}
