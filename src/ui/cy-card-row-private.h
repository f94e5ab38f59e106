/* cy-card-row-private.h: the fields of CyCardRow, shared by cy-card-row.c
 * and cy-card-row-layout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-card-row.h"

G_BEGIN_DECLS

struct _CyCardRow
{
  GtkWidget     parent_instance;

  CyCardCache  *cache;
  GListModel   *model;
  GPtrArray    *cards;        /* CyCardWidget children, in model order */
  CyCardSet     selection;
  CyCardSet     fresh;        /* arrived a moment ago: marked */
  guint         fresh_timeout;
  int           card_width;
  guint         lines;        /* lines of cards the height is kept for */
  guint         per_line;     /* as laid out last: cards in the first line */
  int           focus_card;   /* the card that had the focus last, or -1 */
  guint         face_up : 1;
  guint         selectable : 1;
  guint         animate : 1;
  guint         filling : 1;    /* the first fill from a model is not animated */
};

/* cy-card-row-layout.c */
void     _cy_card_row_measure       (GtkWidget      *widget,
                                     GtkOrientation  orientation,
                                     int             for_size,
                                     int            *minimum,
                                     int            *natural,
                                     int            *minimum_baseline,
                                     int            *natural_baseline);
void     _cy_card_row_size_allocate (GtkWidget      *widget,
                                     int             width,
                                     int             height,
                                     int             baseline);
void     _cy_card_row_snapshot      (GtkWidget      *widget,
                                     GtkSnapshot    *snapshot);

G_END_DECLS
