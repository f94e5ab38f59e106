/* cy-die-widget.h: one die on the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CY_TYPE_DIE_WIDGET (cy_die_widget_get_type ())

G_DECLARE_FINAL_TYPE (CyDieWidget, cy_die_widget, CY, DIE_WIDGET, GtkWidget)

/* A die being dragged: the payload of its drags, so that a number dropped
 * from anywhere else never keeps a die. */
typedef struct
{
  guint  index;
} CyDieDrag;

#define CY_TYPE_DIE_DRAG (cy_die_drag_get_type ())

GType       cy_die_drag_get_type       (void) G_GNUC_CONST;

GtkWidget  *cy_die_widget_new          (guint         index);
guint       cy_die_widget_get_index    (CyDieWidget  *self);
/* 1-6, or 0 for a blank die (before a turn's first roll). */
void        cy_die_widget_set_face     (CyDieWidget  *self,
                                        guint         face);
guint       cy_die_widget_get_face     (CyDieWidget  *self);
void        cy_die_widget_set_kept     (CyDieWidget  *self,
                                        gboolean      kept);
gboolean    cy_die_widget_get_kept     (CyDieWidget  *self);
void        cy_die_widget_set_size     (CyDieWidget  *self,
                                        int           size);
/* What a screen reader says: "Die 3: five, kept". */
void        cy_die_widget_set_label    (CyDieWidget  *self,
                                        const char   *label);
/* Tumbles through random faces for @duration_ms, then shows @face. */
void        cy_die_widget_roll_to      (CyDieWidget  *self,
                                        guint         face,
                                        guint         duration_ms);
gboolean    cy_die_widget_is_rolling   (CyDieWidget  *self);

G_END_DECLS
