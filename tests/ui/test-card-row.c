/* test-card-row.c: a hand beside a Harbor uses the room before any card
 * covers another
 *
 * Issue 26: at 1100×720, as soon as the Harbor held three cards, the hand
 * beside it overlapped itself while the Harbor lay in one line. Here a hand
 * of five and a Harbor that may take two lines share a box as on the table
 * (the hand centred, the Harbor taking what is left): with room for the hand
 * and a Harbor of two lines, no card of the hand covers another and the
 * Harbor takes its second line; with room for both in one line, the Harbor
 * keeps one line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <stdio.h>

#include "cy-card-cache.h"
#include "cy-card-object.h"
#include "cy-card-row.h"

#define HAND_WIDTH   100
#define HARBOR_WIDTH  68
#define SPACING       12

static GListModel *
cards_model (const CyCard *cards,
             guint         n)
{
  GListStore *store = g_list_store_new (CY_TYPE_CARD_OBJECT);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CyCardObject) object = cy_card_object_get (cards[i]);

      g_list_store_append (store, object);
    }

  return G_LIST_MODEL (store);
}

static graphene_rect_t
bounds (GtkWidget *widget,
        GtkWidget *ancestor)
{
  graphene_rect_t rect;

  g_assert_true (gtk_widget_compute_bounds (widget, ancestor, &rect));
  return rect;
}

/* Lays the two rows out at @width and says how many lines the Harbor
 * took; fails if any card of the hand covers another. */
static guint
lay_out (GtkWidget    *box,
         CyCardRow    *hand,
         const CyCard *hand_cards,
         guint         n_hand,
         CyCardRow    *harbor,
         const CyCard *harbor_cards,
         guint         n_harbor,
         int           width)
{
  int height;
  double first_y = 0;
  guint lines = 1;

  gtk_widget_measure (box, GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
  gtk_widget_size_allocate (box, &(GtkAllocation) { 0, 0, width, height }, -1);

  for (guint i = 0; i + 1 < n_hand; i++)
    {
      graphene_rect_t a = bounds (cy_card_row_get_card_widget (hand, hand_cards[i]), box);
      graphene_rect_t b = bounds (cy_card_row_get_card_widget (hand, hand_cards[i + 1]), box);

      g_assert_cmpfloat (a.origin.x + a.size.width, <=, b.origin.x + 0.5);
    }

  for (guint i = 0; i < n_harbor; i++)
    {
      graphene_rect_t card = bounds (cy_card_row_get_card_widget (harbor, harbor_cards[i]), box);

      if (i == 0)
        first_y = card.origin.y;
      else if (card.origin.y > first_y + 1)
        lines = 2;
    }

  return lines;
}

static void
test_room_before_overlap (void)
{
  g_autoptr(CyCardCache) cache = cy_card_cache_new (NULL);
  g_autoptr(GListModel) hand_model = NULL;
  g_autoptr(GListModel) harbor_model = NULL;
  CyCard hand_set[5], harbor_set[3];
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, SPACING);
  CyCardRow *hand = CY_CARD_ROW (cy_card_row_new (cache));
  CyCardRow *harbor = CY_CARD_ROW (cy_card_row_new (cache));
  int hand_natural, harbor_natural;

  for (guint i = 0; i < G_N_ELEMENTS (hand_set); i++)
    hand_set[i] = cy_card_new (CY_RANK_ACE + i, CY_SUIT_SPADES);
  for (guint i = 0; i < G_N_ELEMENTS (harbor_set); i++)
    harbor_set[i] = cy_card_new (CY_RANK_ACE + i, CY_SUIT_HEARTS);
  hand_model = cards_model (hand_set, G_N_ELEMENTS (hand_set));
  harbor_model = cards_model (harbor_set, G_N_ELEMENTS (harbor_set));

  cy_card_row_set_face_up (hand, TRUE);
  cy_card_row_set_face_up (harbor, TRUE);
  cy_card_row_set_animate (hand, FALSE);
  cy_card_row_set_animate (harbor, FALSE);
  cy_card_row_set_card_width (hand, HAND_WIDTH);
  cy_card_row_set_card_width (harbor, HARBOR_WIDTH);
  cy_card_row_set_lines (harbor, 2);
  cy_card_row_set_model (hand, hand_model);
  cy_card_row_set_model (harbor, harbor_model);
  gtk_widget_set_halign (GTK_WIDGET (hand), GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (GTK_WIDGET (harbor), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (hand));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (harbor));
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));

  gtk_widget_measure (GTK_WIDGET (hand), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &hand_natural, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (harbor), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &harbor_natural, NULL, NULL);
  /* A Harbor of three asks for two cards' room: the third goes below. */
  g_assert_cmpint (harbor_natural, <, 3 * HARBOR_WIDTH);
  g_assert_cmpint (harbor_natural, >=, 2 * HARBOR_WIDTH);

  /* The table of the issue: room for the whole hand and a Harbor of two
   * lines, not for three Harbor cards in a line. */
  g_assert_cmpuint (lay_out (box, hand, hand_set, 5, harbor, harbor_set, 3, hand_natural + SPACING + harbor_natural + 10), ==, 2);
  /* Room for everything in a line: the Harbor keeps one. */
  g_assert_cmpuint (lay_out (box, hand, hand_set, 5, harbor, harbor_set, 3, hand_natural + SPACING + 3 * HARBOR_WIDTH + 20), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  if (!gtk_init_check ())
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ui/card-row/room-before-overlap", test_room_before_overlap);

  return g_test_run ();
}
