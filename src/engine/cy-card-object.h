/* cy-card-object.h: a card as a GObject, for list models
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "cy-card.h"

G_BEGIN_DECLS

#define CY_TYPE_CARD_OBJECT (cy_card_object_get_type ())

G_DECLARE_FINAL_TYPE (CyCardObject, cy_card_object, CY, CARD_OBJECT, GObject)

CyCardObject *cy_card_object_get        (CyCard        card);
CyCard        cy_card_object_get_card   (CyCardObject *self);

G_END_DECLS
