/* cy-card-widget.h: one card on the table, focusable and labelled
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cy-card-cache.h"

G_BEGIN_DECLS

#define CY_TYPE_CARD_WIDGET (cy_card_widget_get_type ())

G_DECLARE_FINAL_TYPE (CyCardWidget, cy_card_widget, CY, CARD_WIDGET, GtkWidget)

GtkWidget   *cy_card_widget_new           (CyCardCache  *cache,
                                           CyCardImage   image);
CyCardImage  cy_card_widget_get_image     (CyCardWidget *self);
void         cy_card_widget_set_image     (CyCardWidget *self,
                                           CyCardImage   image);
gboolean     cy_card_widget_get_selected  (CyCardWidget *self);
void         cy_card_widget_set_selected  (CyCardWidget *self,
                                           gboolean      selected);
void         cy_card_widget_set_card_width (CyCardWidget *self,
                                            int           width);
gboolean     cy_card_widget_get_fresh     (CyCardWidget *self);
void         cy_card_widget_set_fresh     (CyCardWidget *self,
                                           gboolean      fresh);
void         cy_card_widget_name_image    (CyCardImage   image,
                                           const char   *name);
const char  *cy_card_widget_get_note      (CyCardWidget *self);
void         cy_card_widget_set_note      (CyCardWidget *self,
                                           const char   *note);

G_END_DECLS
