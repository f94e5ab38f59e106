/* cy-wrap-box.h: buttons in a row that wraps onto more lines when narrow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CY_TYPE_WRAP_BOX (cy_wrap_box_get_type ())

G_DECLARE_FINAL_TYPE (CyWrapBox, cy_wrap_box, CY, WRAP_BOX, GtkWidget)

GtkWidget *cy_wrap_box_new         (void);
void       cy_wrap_box_append      (CyWrapBox *self,
                                    GtkWidget *child);
void       cy_wrap_box_remove      (CyWrapBox *self,
                                    GtkWidget *child);
void       cy_wrap_box_reorder_child_after (CyWrapBox *self,
                                            GtkWidget *child,
                                            GtkWidget *sibling);
int        cy_wrap_box_get_spacing (CyWrapBox *self);
void       cy_wrap_box_set_spacing (CyWrapBox *self,
                                    int        spacing);
gboolean   cy_wrap_box_get_balanced (CyWrapBox *self);
void       cy_wrap_box_set_balanced (CyWrapBox *self,
                                     gboolean   balanced);

G_END_DECLS
