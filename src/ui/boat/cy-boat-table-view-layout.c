/* cy-boat-table-view-layout.c: where the Boat table's parts go and how wide its cards are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-boat-table-view-private.h"
#include "cy-card-widget.h"

/* From this width the score pad lies beside the table; below it, it folds
 * over the table, hidden until asked for. */
#define PAD_MIN_TABLE_WIDTH 1200
/* The score pad's width beside the table or over it, but on a phone. */
#define PAD_WIDTH 360

/* The widths tried for the hand, largest first; the other cards follow. */
#define SPOT_CARD_SPACING 2

/* The width of a seat's name and call, in characters (on a phone, fewer). */
#define SEAT_CHARS 22
#define NARROW_SEAT_CHARS 8

/* The narrowest the table asks to be: a phone's width less the window's
 * edges. */
#define TABLE_MIN_WIDTH 340

static const int hand_widths[] = { CY_BOAT_HAND_MAX_WIDTH, 120, 108, 96, 84, 76, 68, 62, 56, 50, 46, 42, 38 };


/* The table's height at @width. An AdwFlap measures its content's height
 * for no width in particular (the labels on one line, the hand in one):
 * with the score pad folded, the table under it is measured at its own
 * width. */
static int
table_height_for (CyBoatTableView *self,
                  int              width)
{
  int table_height;

  if (!adw_flap_get_folded (self->pad_flap))
    return -1;
  width -= gtk_widget_get_margin_start (self->main_box) + gtk_widget_get_margin_end (self->main_box);
  gtk_widget_measure (adw_flap_get_content (self->pad_flap), GTK_ORIENTATION_VERTICAL, width,
                      &table_height, NULL, NULL, NULL);
  return table_height;
}

static int
min_height_for (CyBoatTableView *self,
                int              width)
{
  int min_height, flap_height;
  int table_height = table_height_for (self, width);

  gtk_widget_measure (self->main_box, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (self->pad_flap), GTK_ORIENTATION_VERTICAL, -1, &flap_height, NULL, NULL, NULL);
  return min_height - flap_height + MAX (flap_height, table_height);
}

static gboolean
fits (CyBoatTableView *self,
      int              width,
      int              height)
{
  int min_width;

  gtk_widget_measure (self->main_box, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  if (min_width > width)
    return FALSE;
  return min_height_for (self, width) <= height;
}

static void
set_widths (GtkWidget *box,
            int        width)
{
  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (CY_IS_CARD_WIDGET (child))
      cy_card_widget_set_card_width (CY_CARD_WIDGET (child), width);
    else
      set_widths (child, width);  /* a record's faces, in their grid */
}

/* The hand's width, and the others' from it (as the table's updates set
 * them): only the sizes change here. The hand and the partner's cards
 * keep the room of a whole hand (@n_room cards: nine, or the high
 * bidder's fourteen), so that nothing moves as cards leave: the hand
 * does not re-centre under the pointer, and the seats beside the
 * partner's cards keep their places. */
static void
set_hand_width (CyBoatTableView *self,
                int              width,
                guint            n_room)
{
  int back = MAX (width / 2, 22);
  /* On a phone the hand takes two lines. */
  guint per_line = self->narrow ? (n_room + 1) / 2 : n_room;

  self->hand_width = width;
  set_widths (GTK_WIDGET (self->hand_box), width);
  gtk_widget_set_size_request (GTK_WIDGET (self->hand_box),
                               (int) per_line * width + ((int) per_line - 1) * cy_wrap_box_get_spacing (self->hand_box), 60);
  set_widths (self->bonus_box, MAX (width * 2 / 3, 30));
  for (guint s = 0; s < N_SPOTS; s++)
    {
      cy_card_widget_set_card_width (CY_CARD_WIDGET (self->trick_cards[s]), MAX (width * 9 / 10, 38));
      if (self->spots[s].cards != NULL)
        set_widths (self->spots[s].cards, back);
    }
  /* The partner's row keeps the room of nine backs, the cards centred in
   * it, and every seat the height of a card when it has none left. */
  for (guint s = SPOT_LEFT; s < N_SPOTS; s++)
    gtk_widget_set_size_request (gtk_widget_get_parent (self->spots[s].cards),
                                 s == SPOT_TOP ? CY_BOAT_HAND_SIZE * back + (CY_BOAT_HAND_SIZE - 1) * SPOT_CARD_SPACING : -1,
                                 cy_card_cache_get_height_for_width (self->cache, back));
}

/* Where @widget lies in the seats' grid. */
static void
place (CyBoatTableView *self,
       GtkWidget       *widget,
       int              column,
       int              row,
       int              columns)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self->seats_grid));
  GtkGridLayoutChild *child = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, widget));

  gtk_grid_layout_child_set_column (child, column);
  gtk_grid_layout_child_set_row (child, row);
  gtk_grid_layout_child_set_column_span (child, columns);
}

/* On a phone: the seats' names and calls narrower, the three others in a
 * row above the middle (the trick keeps its cross), their face-down cards
 * only counted (a seat is its name, its call and "9 cards"), the bids on
 * more rows, the hand on two lines and the score pad as wide as the
 * window. */
static void
set_narrow (CyBoatTableView *self,
            gboolean         narrow)
{
  int chars = narrow ? NARROW_SEAT_CHARS : SEAT_CHARS;

  if (self->narrow != narrow)
    {
      place (self, self->spots[SPOT_LEFT].box, 0, narrow ? 0 : 1, 1);
      place (self, self->spots[SPOT_RIGHT].box, 2, narrow ? 0 : 1, 1);
      place (self, GTK_WIDGET (self->center_stack), narrow ? 0 : 1, 1, narrow ? 3 : 1);
      place (self, self->spots[SPOT_BOTTOM].box, narrow ? 0 : 1, 2, narrow ? 3 : 1);
      gtk_widget_set_size_request (self->side_box, narrow ? -1 : PAD_WIDTH, -1);
      gtk_grid_set_column_spacing (self->seats_grid, narrow ? 8 : 16);
      gtk_orientable_set_orientation (GTK_ORIENTABLE (self->header_box),
                                      narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
      gtk_box_set_spacing (self->header_box, narrow ? 4 : 12);
    }
  self->narrow = narrow;
  for (guint s = 0; s < N_SPOTS; s++)
    {
      gtk_label_set_width_chars (self->spots[s].name, chars);
      gtk_label_set_max_width_chars (self->spots[s].name, chars);
      gtk_label_set_width_chars (self->spots[s].call, chars);
      gtk_label_set_max_width_chars (self->spots[s].call, chars);
      /* A record shows every hand face up, whatever the width. */
      if (self->spots[s].cards != NULL)
        gtk_widget_set_visible (gtk_widget_get_parent (self->spots[s].cards),
                                !narrow || self->replay != NULL);
    }
  gtk_flow_box_set_min_children_per_line (self->bids_box, narrow ? 4 : 7);
}

/* The sizes: the largest cards with which the whole table fits, else the
 * same on a phone's layout; where nothing fits whole (a phone on its
 * side), the phone's layout with the smallest cards, scrolled up and down. */
static void
choose_sizes (CyBoatTableView *self,
              int              width,
              int              height,
              guint            n_cards)
{
  /* The table's height is measured afresh. */
  gtk_widget_set_size_request (GTK_WIDGET (self->pad_flap), -1, -1);
  self->fitted = TRUE;
  for (guint narrow = 0; narrow < 2; narrow++)
    {
      set_narrow (self, narrow);
      for (guint i = 0; i < G_N_ELEMENTS (hand_widths); i++)
        {
          set_hand_width (self, hand_widths[i], n_cards);
          if (fits (self, width, height))
            return;
        }
    }
  self->fitted = FALSE;
}

void
_cy_boat_table_view_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  CyBoatTableView *self = CY_BOAT_TABLE_VIEW (widget);
  int min_width;
  guint n_cards = 0;
  gboolean folded = width < PAD_MIN_TABLE_WIDTH;
  int pad_room;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box)); c != NULL; c = gtk_widget_get_next_sibling (c))
    n_cards++;
  /* The sizes follow the room of a whole hand, not the cards left. */
  n_cards = MAX (n_cards, CY_BOAT_HAND_SIZE);

  /* The score pad and the log beside the table in a wide window; in a
   * narrow one the cards need the room, and the pad folds over the table
   * when asked for. The flap hides it on folding and shows it again on
   * unfolding. */
  if (self->pad_auto != 1 + folded)
    {
      /* The first layout places the pad where it belongs at once: a pad
       * that slid away as the window opened would be half gone in its
       * first frames. */
      guint duration = adw_flap_get_fold_duration (self->pad_flap);

      if (self->pad_auto == 0)
        adw_flap_set_fold_duration (self->pad_flap, 0);
      adw_flap_set_fold_policy (self->pad_flap, folded ? ADW_FLAP_FOLD_POLICY_ALWAYS : ADW_FLAP_FOLD_POLICY_NEVER);
      adw_flap_set_fold_duration (self->pad_flap, duration);
      self->pad_auto = 1 + folded;
    }
  /* How much of the width the pad takes from the table, in thousandths:
   * it changes as the pad slides in and out beside the table. */
  pad_room = folded ? 0 : (int) (adw_flap_get_reveal_progress (self->pad_flap) * 1000);

  /* Again when the situation changed, or when what the table shows
   * (a longer line, another panel) no longer fits (if it did). */
  if (self->layout_key[0] != width || self->layout_key[1] != height || self->layout_key[2] != (int) n_cards ||
      self->layout_key[3] != pad_room || (self->fitted && !fits (self, width, height)))
    {
      self->layout_key[0] = width;
      self->layout_key[1] = height;
      self->layout_key[2] = (int) n_cards;
      self->layout_key[3] = pad_room;
      choose_sizes (self, width, height, n_cards);
    }

  /* A window narrower than the smallest table cuts it off at its end
   * rather than squeeze cards below a readable size; a lower one scrolls. */
  gtk_widget_measure (self->main_box, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  /* What scrolls is the whole table, measured at its width. */
  gtk_widget_set_size_request (GTK_WIDGET (self->pad_flap), -1, table_height_for (self, MAX (width, min_width)));
  gtk_widget_size_allocate (GTK_WIDGET (self->table_scroller),
                            &(GtkAllocation) { 0, 0, MAX (width, min_width), height }, baseline);
}

void
_cy_boat_table_view_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  CyBoatTableView *self = CY_BOAT_TABLE_VIEW (widget);

  gtk_widget_measure (self->main_box, orientation, for_size, minimum, natural, NULL, NULL);
  /* The cards shrink to fit: never ask for more than a phone (the
   * scrolled window gives a lower window the table's whole height). */
  *minimum = MIN (*minimum, orientation == GTK_ORIENTATION_HORIZONTAL ? TABLE_MIN_WIDTH : 200);
  *natural = MAX (*natural, *minimum);
}


/* The bids and the trumps are each one stop for Tab, a toolbar a screen
 * reader knows: the arrow keys move within (Home and End to its ends),
 * and only the button last focused takes the focus from outside. */
static GtkWidget *
group_step (GtkWidget *from,
            gboolean   forward)
{
  GtkWidget *w = from;

  do
    w = forward ? gtk_widget_get_next_sibling (w) : gtk_widget_get_prev_sibling (w);
  while (w != NULL && !(GTK_IS_BUTTON (w) && gtk_widget_get_visible (w)));
  return w;
}

static GtkWidget *
group_end (GtkWidget *box,
           gboolean   last)
{
  GtkWidget *end = last ? gtk_widget_get_last_child (box) : gtk_widget_get_first_child (box);

  if (end == NULL || (GTK_IS_BUTTON (end) && gtk_widget_get_visible (end)))
    return end;
  return group_step (end, !last);
}

void
_cy_boat_table_view_group_focus (GtkWidget *button)
{
  GtkWidget *box = gtk_widget_get_parent (button);

  for (GtkWidget *w = gtk_widget_get_first_child (box); w != NULL; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_BUTTON (w))
      gtk_widget_set_focusable (w, w == button);
  gtk_widget_grab_focus (button);
}

/* After the buttons shown changed: one of them takes the focus from outside. */
void
_cy_boat_table_view_group_update (GtkWidget *box)
{
  GtkWidget *first = group_end (box, FALSE);

  for (GtkWidget *w = gtk_widget_get_first_child (box); w != NULL; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_BUTTON (w) && gtk_widget_get_focusable (w) && gtk_widget_get_visible (w))
      return;
  for (GtkWidget *w = gtk_widget_get_first_child (box); w != NULL; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_BUTTON (w))
      gtk_widget_set_focusable (w, w == first);
}

static gboolean
on_group_key (GtkEventControllerKey *controller,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              GtkWidget             *box)
{
  GtkRoot *root = gtk_widget_get_root (box);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean rtl = gtk_widget_get_direction (box) == GTK_TEXT_DIR_RTL;
  GtkWidget *target = NULL;

  if (focus == NULL || gtk_widget_get_parent (focus) != box || (state & GDK_MODIFIER_MASK) != 0)
    return GDK_EVENT_PROPAGATE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      target = group_step (focus, rtl);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      target = group_step (focus, !rtl);
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      target = group_end (box, FALSE);
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      target = group_end (box, TRUE);
      break;
    default:
      return GDK_EVENT_PROPAGATE;
    }

  /* At an end the focus stays: it does not wander off to the hand. */
  if (target != NULL)
    _cy_boat_table_view_group_focus (target);
  return GDK_EVENT_STOP;
}

static void
make_group (GtkWidget *box)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_group_key), box);
  gtk_widget_add_controller (box, keys);
  _cy_boat_table_view_group_update (box);
}

static void
make_spot (CyBoatTableView *self,
           guint            spot,
           int              column,
           int              row)
{
  CyBoatSpot *s = &self->spots[spot];
  GtkWidget *row_box;
  GtkWidget *room;

  s->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_add_css_class (s->box, "boat-seat");
  gtk_widget_set_valign (s->box, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (s->box, GTK_ALIGN_CENTER);
  /* A seat's name and its call keep one width whatever they say ("Pass",
   * "High bidder, 120 · leads"), so that the seats and the trick between
   * them stay where they are from trick to trick. */
  s->name = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (s->name), "heading");
  gtk_label_set_ellipsize (s->name, PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (s->name, SEAT_CHARS);
  gtk_label_set_max_width_chars (s->name, SEAT_CHARS);
  s->call = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (s->call), "dim-label");
  gtk_label_set_ellipsize (s->call, PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (s->call, SEAT_CHARS);
  gtk_label_set_max_width_chars (s->call, SEAT_CHARS);
  gtk_box_append (GTK_BOX (s->box), GTK_WIDGET (s->name));
  gtk_box_append (GTK_BOX (s->box), GTK_WIDGET (s->call));

  if (spot != SPOT_BOTTOM)
    {
      row_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      gtk_widget_set_halign (row_box, GTK_ALIGN_CENTER);
      /* The cards centred in a room the layout keeps (the partner's nine). */
      room = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      s->cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, SPOT_CARD_SPACING);
      gtk_widget_set_hexpand (s->cards, TRUE);
      gtk_widget_set_halign (s->cards, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (room), s->cards);
      s->count = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_add_css_class (GTK_WIDGET (s->count), "caption");
      gtk_box_append (GTK_BOX (row_box), room);
      gtk_box_append (GTK_BOX (row_box), GTK_WIDGET (s->count));
      gtk_box_append (GTK_BOX (s->box), row_box);
    }

  gtk_grid_attach (self->seats_grid, s->box, column, row, 1, 1);
}

void
_cy_boat_table_view_build (CyBoatTableView *self)
{
  GtkWidget *bonus_page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *bonus_label = gtk_label_new (_("Bonus Cards"));
  GtkDropTarget *target;
  static const int trick_cells[N_SPOTS][2] = {
    [SPOT_BOTTOM] = { 1, 2 }, [SPOT_LEFT] = { 0, 1 }, [SPOT_TOP] = { 1, 0 }, [SPOT_RIGHT] = { 2, 1 },
  };

  make_spot (self, SPOT_TOP, 1, 0);
  make_spot (self, SPOT_LEFT, 0, 1);
  make_spot (self, SPOT_RIGHT, 2, 1);
  make_spot (self, SPOT_BOTTOM, 1, 2);

  self->center_stack = GTK_STACK (gtk_stack_new ());
  gtk_stack_set_hhomogeneous (self->center_stack, FALSE);
  gtk_stack_set_vhomogeneous (self->center_stack, FALSE);
  gtk_widget_set_halign (GTK_WIDGET (self->center_stack), GTK_ALIGN_CENTER);
  gtk_widget_set_valign (GTK_WIDGET (self->center_stack), GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->center_stack), "boat-middle");

  self->bonus_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_add_css_class (bonus_label, "dim-label");
  gtk_box_append (GTK_BOX (bonus_page), self->bonus_box);
  gtk_box_append (GTK_BOX (bonus_page), bonus_label);
  gtk_widget_set_valign (bonus_page, GTK_ALIGN_CENTER);
  gtk_stack_add_named (self->center_stack, bonus_page, "bonus");

  self->trick_grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (self->trick_grid), 0);
  gtk_grid_set_column_spacing (GTK_GRID (self->trick_grid), 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->trick_grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The trick"), -1);
  for (guint s = 0; s < N_SPOTS; s++)
    {
      self->trick_cards[s] = cy_card_widget_new (self->cache, CY_CARD_IMAGE_SLOT);
      gtk_widget_set_can_target (self->trick_cards[s], FALSE);
      gtk_grid_attach (GTK_GRID (self->trick_grid), self->trick_cards[s], trick_cells[s][0], trick_cells[s][1], 1, 1);
    }
  gtk_stack_add_named (self->center_stack, self->trick_grid, "trick");
  gtk_grid_attach (self->seats_grid, GTK_WIDGET (self->center_stack), 1, 1, 1, 1);

  target = gtk_drop_target_new (CY_TYPE_BOAT_CARD_DRAG, GDK_ACTION_MOVE);
  g_signal_connect (target, "drop", G_CALLBACK (_cy_boat_table_view_on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self->center_stack), GTK_EVENT_CONTROLLER (target));

  for (guint i = 0; i <= CY_BOAT_N_BIDS; i++)
    {
      GtkWidget *button;

      if (i < CY_BOAT_N_BIDS)
        {
          g_autofree char *label = g_strdup_printf ("%u", CY_BOAT_MIN_BID + i * CY_BOAT_BID_STEP);
          g_autofree char *tooltip = g_strdup_printf (_("Bid %u"), CY_BOAT_MIN_BID + i * CY_BOAT_BID_STEP);

          button = gtk_button_new_with_label (label);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "boat.bid");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", CY_BOAT_MIN_BID + i * CY_BOAT_BID_STEP);
          gtk_widget_set_tooltip_text (button, tooltip);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
        }
      else
        {
          button = gtk_button_new_with_mnemonic (_("_Pass"));
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "boat.pass");
          gtk_widget_set_margin_start (button, 12);
        }
      self->bid_buttons[i] = button;
      gtk_flow_box_append (self->bids_box, button);
      /* The flow box's own child is only a holder: a bid out of reach
       * leaves no gap, and Tab goes from button to button. */
      g_object_bind_property (button, "visible", gtk_widget_get_parent (button), "visible", G_BINDING_SYNC_CREATE);
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
    }

  for (guint s = 0; s < CY_N_SUITS; s++)
    {
      static const CySuit order[CY_N_SUITS] = { CY_SUIT_SPADES, CY_SUIT_HEARTS, CY_SUIT_CLUBS, CY_SUIT_DIAMONDS };
      g_autofree char *label = g_strdup_printf ("%s %s", cy_card_get_suit_symbol (order[s]),
                                                cy_card_get_suit_name (order[s]));
      GtkWidget *button = gtk_button_new_with_label (label);

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "boat.trump");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", (guint) order[s]);
      self->trump_buttons[order[s]] = button;
      gtk_box_append (self->trump_box, button);
    }

  make_group (GTK_WIDGET (self->bids_box));
  make_group (GTK_WIDGET (self->trump_box));
}

/* The table scrolls from its bottom, where the hand and the bids are:
 * a lower window shows them first, and what was scrolled stays put as
 * the table's height changes. */
static void
on_vadjustment_changed (CyBoatTableView *self,
                        GtkAdjustment   *adjustment)
{
  double value = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment)
                 - self->scrolled_from_bottom;

  gtk_adjustment_set_value (adjustment, MAX (value, 0));
}

static void
on_vadjustment_value_changed (CyBoatTableView *self,
                              GtkAdjustment   *adjustment)
{
  self->scrolled_from_bottom = MAX (0, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment)
                                       - gtk_adjustment_get_value (adjustment));
}

void
_cy_boat_table_view_init_layout (CyBoatTableView *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->table_scroller);

  g_signal_connect_object (adjustment, "changed", G_CALLBACK (on_vadjustment_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (on_vadjustment_value_changed), self, G_CONNECT_SWAPPED);
}
