/* cy-seat-draw.c
 *
 * Players sit in the order they were named; the draw decides only who
 * deals first. Every player's cards are shown, ties and redraws too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-card-widget.h"
#include "cy-seat-draw.h"

/* The size of a drawn card on this screen, in the card cache's sizes. */
#define SEAT_DRAW_CARD_WIDTH 72

struct _CySeatDraw
{
  GtkWidget   parent_instance;

  GtkGrid    *grid;
  GtkLabel   *result;
  GtkWidget  *deal_button;
};

G_DEFINE_FINAL_TYPE (CySeatDraw, cy_seat_draw, GTK_TYPE_WIDGET)

void
cy_seat_draw_show (CySeatDraw  *self,
                   CyCardCache *cache,
                   CyGame      *game)
{
  CyCard draws[CY_MAX_SEAT_DRAWS][CY_MAX_PLAYERS];
  guint n_draws, n_players;
  const char *dealer;
  g_autofree char *text = NULL;
  GtkWidget *child;

  g_return_if_fail (CY_IS_SEAT_DRAW (self));
  g_return_if_fail (CY_IS_GAME (game));

  n_draws = cy_game_get_seat_draw (game, draws);
  n_players = cy_game_get_n_players (game);
  dealer = cy_player_get_name (cy_game_get_player (game, cy_game_get_dealer (game)));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);

  for (guint p = 0; p < n_players; p++)
    {
      GtkWidget *label = gtk_label_new (cy_player_get_name (cy_game_get_player (game, p)));

      gtk_widget_add_css_class (label, "heading");
      gtk_grid_attach (self->grid, label, (int) p, 0, 1, 1);
    }

  for (guint d = 0; d < n_draws; d++)
    for (guint p = 0; p < n_players; p++)
      if (cy_card_is_valid (draws[d][p]))
        {
          GtkWidget *card = cy_card_widget_new (cache, draws[d][p]);

          cy_card_widget_set_card_width (CY_CARD_WIDGET (card), SEAT_DRAW_CARD_WIDTH);
          gtk_widget_set_halign (card, GTK_ALIGN_CENTER);
          gtk_grid_attach (self->grid, card, (int) p, (int) d + 1, 1, 1);
        }

  if (n_draws > 1)
    /* Translators: the seat draw's result; "First dealer: Ann, after 2 ties for the highest card" */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "First dealer: %s, after %u tie for the highest card",
                                         "First dealer: %s, after %u ties for the highest card", n_draws - 1),
                            dealer, n_draws - 1);
  else
    text = g_strdup_printf (_("First dealer: %s, with the highest card"), dealer);

  gtk_label_set_text (self->result, text);
  gtk_widget_grab_focus (self->deal_button);
}

static gboolean
focus_deal (gpointer data)
{
  CySeatDraw *self = data;

  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (self->deal_button);
  return G_SOURCE_REMOVE;
}

/* Return deals: the button has the focus whenever the screen is shown,
 * also in a window just presented, which sets its first focus after its
 * children are mapped. */
static void
cy_seat_draw_map (GtkWidget *widget)
{
  CySeatDraw *self = CY_SEAT_DRAW (widget);

  GTK_WIDGET_CLASS (cy_seat_draw_parent_class)->map (widget);
  gtk_widget_grab_focus (self->deal_button);
  g_idle_add_full (G_PRIORITY_LOW, focus_deal, g_object_ref (self), g_object_unref);
}

static void
cy_seat_draw_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), CY_TYPE_SEAT_DRAW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (cy_seat_draw_parent_class)->dispose (object);
}

static void
cy_seat_draw_class_init (CySeatDrawClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_seat_draw_dispose;
  widget_class->map = cy_seat_draw_map;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-seat-draw.ui");
  gtk_widget_class_bind_template_child (widget_class, CySeatDraw, grid);
  gtk_widget_class_bind_template_child (widget_class, CySeatDraw, result);
  gtk_widget_class_bind_template_child (widget_class, CySeatDraw, deal_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
cy_seat_draw_init (CySeatDraw *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
