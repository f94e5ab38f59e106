/* cy-reflow-box.h: a table and its side part, beside or below it as the width allows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CY_TYPE_REFLOW_BOX (cy_reflow_box_get_type ())

G_DECLARE_FINAL_TYPE (CyReflowBox, cy_reflow_box, CY, REFLOW_BOX, GtkWidget)

GtkWidget *cy_reflow_box_new            (void);
gboolean   cy_reflow_box_get_side_by_side (CyReflowBox *self);
int        cy_reflow_box_get_main_width (CyReflowBox *self,
                                         int          width);

G_END_DECLS
