/* cy-table-view-layout.c: where the table's regions go and how wide its
 * cards are, and Tab between the regions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-card-widget.h"
#include "cy-table-view-private.h"

/* The seat at the bottom: the viewer, or the first seat while nobody views. */
static guint
bottom_seat (CyTableView *self)
{
  return self->viewer >= 0 ? (guint) self->viewer : 0;
}

/* Opponents sit across the table in clockwise order from the viewer's
 * left; the viewer sits at the bottom. */
void
_cy_table_view_place_panels (CyTableView *self)
{
  guint n;
  guint bottom;

  if (self->game == NULL)
    return;

  n = cy_game_get_n_players (self->game);
  bottom = bottom_seat (self);

  for (guint p = 0; p < n; p++)
    {
      GtkWidget *panel = GTK_WIDGET (self->panels[p]);

      if (gtk_widget_get_parent (panel) != NULL)
        gtk_widget_unparent (panel);
    }

  for (guint i = 1; i <= n; i++)
    {
      guint seat = (bottom + i) % n;
      CySeatPanel *panel = self->panels[seat];

      cy_seat_panel_set_viewer (panel, self->viewer >= 0 && seat == (guint) self->viewer);
      cy_seat_panel_set_pickable (panel, self->viewer >= 0);
      if (seat == bottom)
        gtk_box_append (self->viewer_box, GTK_WIDGET (panel));
      else
        gtk_box_append (self->opponents_box, GTK_WIDGET (panel));
    }

  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* Card sizes */

static int
lerp (int    from,
      int    to,
      double t)
{
  return from + (int) ((to - from) * t);
}

static void
widths_at (CyTableView *self,
           double       t,
           CardWidths  *widths)
{
  widths->hand = lerp (MIN_HAND_WIDTH, MAX_HAND_WIDTH, t);
  widths->harbor = lerp (CY_CARD_ROW_MIN_FACE_WIDTH, MAX_HARBOR_WIDTH, t);
  /* Hands shown at the end of a hand are read like Harbors. */
  widths->back = self->revealed ? widths->harbor : lerp (MIN_BACK_WIDTH, MAX_BACK_WIDTH, t);
  widths->stock = lerp (CY_CARD_ROW_MIN_FACE_WIDTH, MAX_STOCK_WIDTH, t);
}

static void
apply_widths (CyTableView      *self,
              const CardWidths *widths)
{
  guint bottom = bottom_seat (self);

  /* On a read-only table nobody's hand is the viewer's: all alike. */
  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    if (self->panels[p] != NULL)
      cy_seat_panel_set_card_widths (self->panels[p], p == bottom && !self->read_only ? widths->hand : widths->back,
                                     widths->harbor);
  cy_card_widget_set_card_width (self->stock_card, widths->stock);
  self->widths = *widths;
}

/* Whether the viewer's hand lies whole (beside their Harbor, or above it
 * when stacked) in @width: smaller cards all round rather than a hand
 * whose cards cover each other. */
static gboolean
viewer_fits (CyTableView *self,
             int          width)
{
  int viewer_width;

  if (self->viewer < 0 || self->read_only)
    return TRUE;
  gtk_widget_measure (GTK_WIDGET (self->viewer_box), GTK_ORIENTATION_HORIZONTAL, -1,
                      NULL, &viewer_width, NULL, NULL);
  return viewer_width <= width - gtk_widget_get_margin_start (GTK_WIDGET (self->main_box))
                         - gtk_widget_get_margin_end (GTK_WIDGET (self->main_box));
}

/* Whether the table's minimum size fits in @width × @height. */
static gboolean
fits (CyTableView *self,
      int          width,
      int          height)
{
  int min_width, min_height;

  gtk_widget_measure (GTK_WIDGET (self->main_box), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min_width, NULL, NULL, NULL);
  if (min_width > width || !viewer_fits (self, width))
    return FALSE;
  gtk_widget_measure (GTK_WIDGET (self->main_box), GTK_ORIENTATION_VERTICAL, width,
                      &min_height, NULL, NULL, NULL);
  return min_height <= height;
}

/* The viewer's Harbor goes below the hand when, even with the smallest
 * cards, the two do not lie whole side by side. */
static void
stack_viewer (CyTableView *self,
              int          width)
{
  CySeatPanel *panel = self->viewer >= 0 ? self->panels[self->viewer] : NULL;
  CardWidths widths;

  if (panel == NULL)
    return;
  cy_seat_panel_set_stacked (panel, FALSE);
  widths_at (self, 0.0, &widths);
  apply_widths (self, &widths);
  cy_seat_panel_set_stacked (panel, !viewer_fits (self, width));
}

static void
get_layout_key (CyTableView *self,
                int          width,
                int          height,
                LayoutKey   *key)
{
  memset (key, 0, sizeof *key);
  key->width = width;
  key->height = height;
  key->viewer = self->viewer;
  key->revealed = self->revealed;
  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    if (self->panels[p] != NULL)
      {
        key->counts[2 * p] = (guint8) g_list_model_get_n_items (cy_card_row_get_model (cy_seat_panel_get_hand_row (self->panels[p])));
        key->counts[2 * p + 1] = (guint8) g_list_model_get_n_items (cy_card_row_get_model (cy_seat_panel_get_harbor_row (self->panels[p])));
      }
}

/* The cards take what the labels and buttons leave: the largest sizes at
 * which the whole table fits, found by halving, all rows growing together
 * from their smallest. The search changes the rows, which asks for a new
 * layout: the same situation again keeps the sizes found. */
static void
update_card_sizes (CyTableView *self,
                   int          width,
                   int          height)
{
  LayoutKey key;
  CardWidths widths;
  double lo = 0.0, hi = 1.0;

  if (self->game == NULL)
    return;

  get_layout_key (self, width, height, &key);
  if (memcmp (&key, &self->layout_key, sizeof key) == 0)
    {
      apply_widths (self, &self->widths);
      return;
    }
  self->layout_key = key;

  stack_viewer (self, width);
  widths_at (self, 1.0, &widths);
  apply_widths (self, &widths);
  if (fits (self, width, height))
    return;

  for (guint step = 0; step < 8; step++)
    {
      double mid = (lo + hi) / 2;

      widths_at (self, mid, &widths);
      apply_widths (self, &widths);
      if (fits (self, width, height))
        lo = mid;
      else
        hi = mid;
    }

  widths_at (self, lo, &widths);
  apply_widths (self, &widths);
}

void
_cy_table_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  CyTableView *self = CY_TABLE_VIEW (widget);
  int min_width, min_height, content_height;
  double y = 0;

  update_card_sizes (self, width, height);

  /* A window smaller than the smallest table cuts the table off at its
   * end rather than squeeze cards below a readable size; in a scrolled
   * window (the game's), a lower one scrolls it up and down. */
  gtk_widget_measure (GTK_WIDGET (self->main_box), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min_width, NULL, NULL, NULL);
  width = MAX (width, min_width);
  gtk_widget_measure (GTK_WIDGET (self->main_box), GTK_ORIENTATION_VERTICAL, width,
                      &min_height, NULL, NULL, NULL);
  content_height = MAX (height, min_height);
  if (self->hadjustment != NULL)
    gtk_adjustment_configure (self->hadjustment, 0, 0, width, width * 0.1, width * 0.9, width);
  if (self->vadjustment != NULL)
    {
      y = CLAMP (content_height - height - self->scrolled_from_bottom, 0, content_height - height);
      gtk_adjustment_configure (self->vadjustment, y, 0, content_height, height * 0.1, height * 0.9, height);
    }
  gtk_widget_size_allocate (GTK_WIDGET (self->main_box),
                            &(GtkAllocation) { 0, (int) -y, width, content_height }, baseline);
  _cy_table_view_fit_texts (self);
}

/* The keyboard cursor on a part of the table scrolled away brings it back
 * into view, as a GtkViewport does. */
void
_cy_table_view_set_focus_child (GtkWidget *widget,
                               GtkWidget *child)
{
  CyTableView *self = CY_TABLE_VIEW (widget);
  GtkRoot *root;
  GtkWidget *focus;
  graphene_rect_t bounds;

  GTK_WIDGET_CLASS (g_type_class_peek (GTK_TYPE_WIDGET))->set_focus_child (widget, child);

  root = gtk_widget_get_root (widget);
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (child == NULL || self->vadjustment == NULL || focus == NULL || !gtk_widget_is_ancestor (focus, widget))
    return;
  if (!gtk_widget_compute_bounds (focus, widget, &bounds))
    return;
  {
    double value = gtk_adjustment_get_value (self->vadjustment);
    double page = gtk_adjustment_get_page_size (self->vadjustment);
    double top = bounds.origin.y + value;
    double bottom = top + bounds.size.height;

    if (top < value)
      gtk_adjustment_set_value (self->vadjustment, top);
    else if (bottom > value + page)
      gtk_adjustment_set_value (self->vadjustment, MIN (top, bottom - page));
  }
}

void
_cy_table_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  CyTableView *self = CY_TABLE_VIEW (widget);

  gtk_widget_measure (GTK_WIDGET (self->main_box), orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
  /* The cards shrink to fit: never ask for more than a phone (the game's
   * scrolled window gives a lower one the table's whole height). */
  *minimum = MIN (*minimum, orientation == GTK_ORIENTATION_HORIZONTAL ? TABLE_MIN_WIDTH : 480);
  *natural = MAX (*natural, *minimum);
}

/* Keyboard: Tab goes from region to region (the hand, each Harbor, the
 * buttons), the arrow keys within one (cards in a row, buttons). */

static guint
get_regions (CyTableView *self,
             GtkWidget   *regions[2 * CY_MAX_PLAYERS + 1])
{
  guint n = 0;

  if (self->game != NULL)
    {
      guint n_players = cy_game_get_n_players (self->game);
      guint bottom = bottom_seat (self);

      regions[n++] = GTK_WIDGET (cy_seat_panel_get_hand_row (self->panels[bottom]));
      regions[n++] = GTK_WIDGET (cy_seat_panel_get_harbor_row (self->panels[bottom]));
      for (guint i = 1; i < n_players; i++)
        {
          CySeatPanel *panel = self->panels[(bottom + i) % n_players];

          regions[n++] = GTK_WIDGET (cy_seat_panel_get_hand_row (panel));
          regions[n++] = GTK_WIDGET (cy_seat_panel_get_harbor_row (panel));
        }
    }
  regions[n++] = self->actions_box;

  return n;
}

gboolean
_cy_table_view_focus (GtkWidget        *widget,
                     GtkDirectionType  direction)
{
  CyTableView *self = CY_TABLE_VIEW (widget);
  GtkWidget *regions[2 * CY_MAX_PLAYERS + 1];
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  guint n = get_regions (self, regions);
  int current = -1;

  for (guint i = 0; i < n && focus != NULL; i++)
    if (focus == regions[i] || gtk_widget_is_ancestor (focus, regions[i]))
      current = (int) i;

  if (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD)
    {
      int step = direction == GTK_DIR_TAB_FORWARD ? 1 : -1;
      int from = current >= 0 ? current + step : step > 0 ? 0 : (int) n - 1;

      for (int i = from; i >= 0 && i < (int) n; i += step)
        if (gtk_widget_get_mapped (regions[i]) && gtk_widget_child_focus (regions[i], direction))
          return TRUE;
      return FALSE;
    }

  if (current >= 0 && gtk_widget_child_focus (regions[current], direction))
    return TRUE;

  return GTK_WIDGET_CLASS (g_type_class_peek (GTK_TYPE_WIDGET))->focus (widget, direction);
}

/* The log */
