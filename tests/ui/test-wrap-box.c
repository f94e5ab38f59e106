/* test-wrap-box.c: a row of buttons or cards that wraps when narrow
 *
 * Children 50 px wide and 20 high, 10 apart: in one line when there is
 * room, else on as many lines as the width needs, in order, never beyond
 * the width; its minimum width is one child's; right to left the lines
 * run from the right; a balanced box puts as many on each line as the
 * others (5 and 4, not 8 and 1); a child hidden takes no room.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <stdio.h>

#include "cy-wrap-box.h"

#define CHILD_WIDTH  50
#define CHILD_HEIGHT 20
#define SPACING      10

typedef struct
{
  GtkWidget *window;
  CyWrapBox *box;
  GtkWidget *children[9];
} Fixture;

static void
fixture_init (Fixture *f,
              guint    n)
{
  f->window = gtk_window_new ();
  f->box = CY_WRAP_BOX (cy_wrap_box_new ());
  cy_wrap_box_set_spacing (f->box, SPACING);
  for (guint i = 0; i < n; i++)
    {
      f->children[i] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_widget_set_size_request (f->children[i], CHILD_WIDTH, CHILD_HEIGHT);
      cy_wrap_box_append (f->box, f->children[i]);
    }
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->box));
  gtk_window_present (GTK_WINDOW (f->window));
}

/* Lays the box out at @width: its height, and the line (0, 1 ...) and
 * place of each child in @lines and @x. */
static int
lay_out (Fixture *f,
         guint    n,
         int      width,
         int     *lines,
         int     *x)
{
  int height;

  gtk_widget_measure (GTK_WIDGET (f->box), GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
  gtk_widget_size_allocate (GTK_WIDGET (f->box), &(GtkAllocation) { 0, 0, width, height }, -1);
  for (guint i = 0; i < n; i++)
    {
      graphene_rect_t rect;

      if (!gtk_widget_get_visible (f->children[i]))
        continue;
      g_assert_true (gtk_widget_compute_bounds (f->children[i], GTK_WIDGET (f->box), &rect));
      g_assert_cmpfloat (rect.size.width, ==, CHILD_WIDTH);
      g_assert_cmpfloat (rect.origin.x, >=, 0);
      g_assert_cmpfloat (rect.origin.x + rect.size.width, <=, width);
      lines[i] = (int) rect.origin.y / (CHILD_HEIGHT + SPACING);
      g_assert_cmpfloat (rect.origin.y, ==, lines[i] * (CHILD_HEIGHT + SPACING));
      x[i] = (int) rect.origin.x;
    }
  return height;
}

static void
test_wrap (void)
{
  Fixture f = { 0 };
  int minimum, natural, lines[9], x[9];

  fixture_init (&f, 4);
  gtk_widget_measure (GTK_WIDGET (f.box), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, ==, CHILD_WIDTH);
  g_assert_cmpint (natural, ==, 4 * CHILD_WIDTH + 3 * SPACING);

  /* Room for all: one line, in order. */
  g_assert_cmpint (lay_out (&f, 4, 230, lines, x), ==, CHILD_HEIGHT);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (lines[i], ==, 0);
      g_assert_cmpint (x[i], ==, (int) i * (CHILD_WIDTH + SPACING));
    }

  /* One pixel short: the last goes to a second line. */
  g_assert_cmpint (lay_out (&f, 4, 229, lines, x), ==, 2 * CHILD_HEIGHT + SPACING);
  g_assert_cmpint (lines[2], ==, 0);
  g_assert_cmpint (lines[3], ==, 1);
  g_assert_cmpint (x[3], ==, 0);

  /* Two a line; then one a line at the narrowest. */
  lay_out (&f, 4, 110, lines, x);
  g_assert_cmpint (lines[1], ==, 0);
  g_assert_cmpint (lines[2], ==, 1);
  g_assert_cmpint (lines[3], ==, 1);
  g_assert_cmpint (lay_out (&f, 4, CHILD_WIDTH, lines, x), ==, 4 * CHILD_HEIGHT + 3 * SPACING);
  g_assert_cmpint (lines[3], ==, 3);

  /* A hidden child takes no room. */
  gtk_widget_set_visible (f.children[1], FALSE);
  g_assert_cmpint (lay_out (&f, 4, 170, lines, x), ==, CHILD_HEIGHT);
  g_assert_cmpint (x[2], ==, CHILD_WIDTH + SPACING);

  gtk_window_destroy (GTK_WINDOW (f.window));
}

static void
test_right_to_left (void)
{
  Fixture f = { 0 };
  int lines[9], x[9];

  fixture_init (&f, 3);
  gtk_widget_set_direction (GTK_WIDGET (f.box), GTK_TEXT_DIR_RTL);
  lay_out (&f, 3, 200, lines, x);
  g_assert_cmpint (x[0], ==, 200 - CHILD_WIDTH);
  g_assert_cmpint (x[1], ==, 200 - 2 * CHILD_WIDTH - SPACING);
  lay_out (&f, 3, 120, lines, x);
  g_assert_cmpint (lines[2], ==, 1);
  g_assert_cmpint (x[2], ==, 120 - CHILD_WIDTH);
  gtk_window_destroy (GTK_WINDOW (f.window));
}

static void
test_balanced (void)
{
  Fixture f = { 0 };
  int lines[9], x[9];
  guint first_line = 0;

  /* Nine in 470 px: eight fit a line. Greedy: 8 and 1; balanced: 5 and 4. */
  fixture_init (&f, 9);
  lay_out (&f, 9, 470, lines, x);
  g_assert_cmpint (lines[7], ==, 0);
  g_assert_cmpint (lines[8], ==, 1);

  cy_wrap_box_set_balanced (f.box, TRUE);
  g_assert_cmpint (lay_out (&f, 9, 470, lines, x), ==, 2 * CHILD_HEIGHT + SPACING);
  for (guint i = 0; i < 9; i++)
    first_line += lines[i] == 0;
  g_assert_cmpuint (first_line, ==, 5);
  g_assert_cmpint (lines[4], ==, 0);
  g_assert_cmpint (lines[5], ==, 1);
  /* In one line when they fit. */
  g_assert_cmpint (lay_out (&f, 9, 530, lines, x), ==, CHILD_HEIGHT);
  gtk_window_destroy (GTK_WINDOW (f.window));
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

  g_test_add_func ("/ui/wrap-box/wrap", test_wrap);
  g_test_add_func ("/ui/wrap-box/right-to-left", test_right_to_left);
  g_test_add_func ("/ui/wrap-box/balanced", test_balanced);

  return g_test_run ();
}
