/* cy-boat-table-view-seats.c: the table's places: the seats around it, the
 * middle (the Bonus Cards or the trick) and the hand at the bottom
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-boat-table-view-private.h"
#include "cy-card-widget.h"

static guint
spot_of (CyBoatTableView *self,
         guint            seat)
{
  return (seat + CY_BOAT_N_SEATS - self->bottom) % CY_BOAT_N_SEATS;
}

/* Cards in hand order: the Boat, then trump, then the other suits in
 * alternating colours, each from the Ace down. */
static int
sort_key (CyBoatCard card,
          int        trump)
{
  static const int suit_order[CY_N_SUITS] = {
    [CY_SUIT_SPADES] = 0, [CY_SUIT_HEARTS] = 1, [CY_SUIT_CLUBS] = 2, [CY_SUIT_DIAMONDS] = 3,
  };
  int suit;

  if (cy_boat_card_is_boat (card))
    return -100;
  suit = cy_boat_card_get_suit (card);
  return (suit == trump ? -1 : suit_order[suit]) * 16 + (CY_BOAT_N_RANKS - (int) cy_boat_card_get_rank_index (card));
}

/* @hand's cards in hand order, into @order; how many. */
static guint
sort_hand (CyBoatCardSet hand,
           int           trump,
           CyBoatCard    order[CY_BOAT_DECK_SIZE])
{
  CyBoatCard card;
  guint n = 0;

  CY_BOAT_SET_FOREACH (hand, card)
    order[n++] = card;
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && sort_key (order[j], trump) < sort_key (order[j - 1], trump); j--)
      {
        CyBoatCard t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }
  return n;
}

/* The table */

/* @n backs in @box: a seat's GtkBox, or the hand's CyWrapBox (face down
 * in a replay seen from nobody's seat). */
static void
set_backs (GtkWidget   *box,
           CyCardCache *cache,
           guint        n,
           int          width)
{
  GtkWidget *child = gtk_widget_get_first_child (box);
  guint have = 0;

  /* A record's faces (set_faces()) leave with the record. */
  if (child != NULL && g_object_get_data (G_OBJECT (child), "boat-faces") != NULL)
    {
      gtk_box_remove (GTK_BOX (box), child);
      child = NULL;
    }
  for (; child != NULL; child = gtk_widget_get_next_sibling (child))
    have++;
  for (; have < n; have++)
    {
      GtkWidget *back = cy_card_widget_new (cache, CY_CARD_IMAGE_BACK);

      gtk_widget_set_can_target (back, FALSE);
      gtk_widget_insert_before (back, box, NULL);
    }
  for (; have > n; have--)
    gtk_widget_unparent (gtk_widget_get_last_child (box));

  for (child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
    cy_card_widget_set_card_width (CY_CARD_WIDGET (child), width);
}

/* What a record shows of a seat beside the bottom one: its cards face up
 * (a record is no secret), in hand order, in a grid of @columns inside
 * @box, which the table's layout sizes as it sizes the backs. */
static void
set_faces (CyBoatTableView *self,
           GtkWidget       *box,
           CyBoatCardSet    hand,
           int              trump,
           guint            columns,
           int              width)
{
  GtkWidget *grid = gtk_grid_new ();
  CyBoatCard order[CY_BOAT_DECK_SIZE];
  GtkWidget *child;
  guint n;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);

  n = sort_hand (hand, trump, order);

  gtk_grid_set_column_spacing (GTK_GRID (grid), 2);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *face = cy_card_widget_new (self->cache, _cy_boat_card_image (order[i]));

      gtk_widget_set_can_target (face, FALSE);
      cy_card_widget_set_card_width (CY_CARD_WIDGET (face), width);
      gtk_grid_attach (GTK_GRID (grid), face, (int) (i % columns), (int) (i / columns), 1, 1);
    }
  g_object_set_data (G_OBJECT (grid), "boat-faces", GINT_TO_POINTER (TRUE));
  gtk_box_append (GTK_BOX (box), grid);
}

/* The last call of @seat in this hand: "Bid 75", "Pass", or nothing. */
static char *
last_call (const CyBoatView *view,
           guint             seat)
{
  for (guint i = view->n_calls; i-- > 0;)
    if (view->calls[i].seat == seat)
      return view->calls[i].bid > 0 ? g_strdup_printf (_("Bid %u"), view->calls[i].bid) : g_strdup (_("Pass"));

  return g_strdup ("");
}

void
_cy_boat_table_view_update_spots (CyBoatTableView  *self,
                                  const CyBoatView *view)
{
  for (guint seat = 0; seat < CY_BOAT_N_SEATS; seat++)
    {
      CyBoatSpot *spot = &self->spots[spot_of (self, seat)];
      g_autofree char *call = last_call (view, seat);
      g_autofree char *name = NULL;
      g_autofree char *count = NULL;
      guint n = view->hand_sizes[seat];
      gboolean to_move = view->phase != CY_BOAT_PHASE_HAND_OVER && view->turn == seat &&
                         !cy_boat_game_is_over (self->game);

      if (seat == view->dealer)
        /* Translators: a seat's name on the Boat table, and that it deals this hand */
        name = g_strdup_printf (_("%s · dealer"), _cy_boat_table_view_seat_name (self, seat));
      else
        name = g_strdup (_cy_boat_table_view_seat_name (self, seat));
      if (view->phase != CY_BOAT_PHASE_BIDDING && view->high_bidder == (int) seat)
        {
          g_free (call);
          /* Translators: the high bidder's mark on the table, with the bid */
          call = g_strdup_printf (_("High bidder, %u"), view->high_bid);
        }
      /* Who leads the trick on the table: the order of play starts there. */
      if (view->phase == CY_BOAT_PHASE_PLAY && view->leader == seat)
        {
          char *leads = call != NULL && call[0] != '\0'
            /* Translators: a seat's call or bid on the table, and that it leads the trick */
            ? g_strdup_printf (_("%s · leads"), call)
            : g_strdup (_("Leads this trick"));

          g_free (call);
          call = leads;
        }

      gtk_label_set_text (spot->name, name);
      gtk_label_set_text (spot->call, call);
      if (to_move)
        gtk_widget_add_css_class (spot->box, "to-move");
      else
        gtk_widget_remove_css_class (spot->box, "to-move");

      if (spot->count != NULL)
        {
          count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n), n);
          gtk_label_set_text (spot->count, count);
        }
      if (spot->cards != NULL && self->replay != NULL)
        set_faces (self, spot->cards, cy_boat_game_get_hand (self->game)->hands[seat], view->trump,
                   spot_of (self, seat) == SPOT_TOP ? CY_BOAT_HAND_SIZE : 5, MAX (self->hand_width / 2, 22));
      else if (spot->cards != NULL)
        set_backs (spot->cards, self->cache, spot_of (self, seat) == SPOT_TOP ? n : MIN (n, 1u),
                   MAX (self->hand_width / 2, 22));
    }
}

/* The middle: the Bonus Cards face down while bidding; then the trick
 * being played, or the last one complete until the next card is led. */
/* The trick just taken, while it still lies on the table: "Cat takes the
 * trick (15 points)"; NULL while a trick is being played, or before the
 * first. */
char *
_cy_boat_table_view_describe_taken_trick (CyBoatTableView  *self,
                                          const CyBoatView *view)
{
  CyBoatCard trick[CY_BOAT_N_SEATS];
  guint start, points = 0, winner;

  if (view->phase != CY_BOAT_PHASE_PLAY && view->phase != CY_BOAT_PHASE_HAND_OVER)
    return NULL;
  if (view->n_played == 0 || view->n_played % CY_BOAT_N_SEATS != 0)
    return NULL;

  start = view->n_played - CY_BOAT_N_SEATS;
  for (guint i = 0; i < CY_BOAT_N_SEATS; i++)
    {
      trick[i] = view->played[start + i];
      points += cy_boat_card_get_points (trick[i]);
    }
  winner = view->played_by[start + cy_boat_trick_winner (trick, view->trump)];
  /* Translators: who took the trick just played, and its card points */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s takes the trick (%u point)", "%s takes the trick (%u points)", points),
                          _cy_boat_table_view_seat_name (self, winner), points);
}

void
_cy_boat_table_view_update_center (CyBoatTableView  *self,
                                   const CyBoatView *view)
{
  guint n = view->n_played;
  guint start = 0, count = 0;
  int winner = -1;
  int width = MAX (self->hand_width * 9 / 10, 38);

  if (view->phase == CY_BOAT_PHASE_BIDDING)
    {
      gtk_stack_set_visible_child_name (self->center_stack, "bonus");
      set_backs (self->bonus_box, self->cache, CY_BOAT_BONUS_SIZE, MAX (self->hand_width * 2 / 3, 30));
      return;
    }

  /* In a record's viewer, which has less room than a game's window,
   * nothing in the middle while the high bidder lays away and names trump:
   * the room goes to the fourteen cards. */
  gtk_widget_set_visible (GTK_WIDGET (self->center_stack),
                          self->replay == NULL ||
                          (view->phase != CY_BOAT_PHASE_DISCARD && view->phase != CY_BOAT_PHASE_TRUMP));
  if (!gtk_widget_get_visible (GTK_WIDGET (self->center_stack)))
    return;

  gtk_stack_set_visible_child_name (self->center_stack, "trick");
  if (n % CY_BOAT_N_SEATS != 0)
    {
      start = n - n % CY_BOAT_N_SEATS;
      count = n % CY_BOAT_N_SEATS;
    }
  else if (n > 0)
    {
      CyBoatCard trick[CY_BOAT_N_SEATS];

      start = n - CY_BOAT_N_SEATS;
      count = CY_BOAT_N_SEATS;
      for (guint i = 0; i < CY_BOAT_N_SEATS; i++)
        trick[i] = view->played[start + i];
      winner = view->played_by[start + cy_boat_trick_winner (trick, view->trump)];
    }

  for (guint s = 0; s < N_SPOTS; s++)
    {
      CyCardWidget *widget = CY_CARD_WIDGET (self->trick_cards[s]);

      cy_card_widget_set_image (widget, CY_CARD_IMAGE_SLOT);
      cy_card_widget_set_note (widget, NULL);
      cy_card_widget_set_card_width (widget, width);
      gtk_widget_remove_css_class (GTK_WIDGET (widget), "trick-winner");
    }

  for (guint i = start; i < start + count; i++)
    {
      guint seat = view->played_by[i];
      CyCardWidget *widget = CY_CARD_WIDGET (self->trick_cards[spot_of (self, seat)]);

      cy_card_widget_set_image (widget, _cy_boat_card_image (view->played[i]));
      if ((int) seat == winner)
        {
          g_autofree char *note = _cy_boat_table_view_describe_taken_trick (self, view);

          gtk_widget_add_css_class (GTK_WIDGET (widget), "trick-winner");
          cy_card_widget_set_note (widget, note);
        }
    }

  /* A screen reader hears who played which card, not only the card. */
  for (guint s = 0; s < N_SPOTS; s++)
    {
      guint seat = (s + self->bottom) % CY_BOAT_N_SEATS;
      g_autofree char *label = NULL;

      for (guint i = start; i < start + count && label == NULL; i++)
        if (view->played_by[i] == seat)
          {
            g_autofree char *card = cy_boat_card_get_name (view->played[i]);

            /* Translators: a card in the trick: who played it, and the card ("West: King of Hearts") */
            label = g_strdup_printf (_("%s: %s"), _cy_boat_table_view_seat_name (self, seat), card);
          }
      if (label == NULL)
        /* Translators: a seat's place in the trick, before it has played */
        label = g_strdup_printf (_("%s: no card yet"), _cy_boat_table_view_seat_name (self, seat));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->trick_cards[s]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }
}

/* The bottom seat's hand: face up to its own person, each card in hand
 * order; while that person plays, the cards they may not play are dimmed
 * and say why (the game's words). */
void
_cy_boat_table_view_update_hand (CyBoatTableView  *self,
                                 const CyBoatView *view)
{
  gboolean shown = _cy_boat_table_view_face_up (self);
  gboolean acting = _cy_boat_table_view_can_act (self);
  CyBoatCardSet hand = shown ? view->hand : 0;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *focus_next = NULL;
  CyBoatCard order[CY_BOAT_DECK_SIZE];
  guint n = 0;
  CyBoatCard card;
  GtkWidget *before = NULL;

  /* The backs shown while nobody's hand may be seen go first. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box)), *next; child != NULL; child = next)
    {
      next = gtk_widget_get_next_sibling (child);
      if (g_object_get_data (G_OBJECT (child), "boat-card") == NULL)
        cy_wrap_box_remove (self->hand_box, child);
    }

  for (guint c = 0; c < CY_BOAT_DECK_SIZE; c++)
    if (self->hand_cards[c] != NULL && !(hand & cy_boat_set_of ((CyBoatCard) c)))
      {
        if (focus != NULL && (focus == self->hand_cards[c] || gtk_widget_is_ancestor (focus, self->hand_cards[c])))
          focus_next = gtk_widget_get_next_sibling (self->hand_cards[c]) != NULL
                       ? gtk_widget_get_next_sibling (self->hand_cards[c])
                       : gtk_widget_get_prev_sibling (self->hand_cards[c]);
        else if (focus_next == self->hand_cards[c])
          focus_next = NULL;
        cy_wrap_box_remove (self->hand_box, self->hand_cards[c]);
        self->hand_cards[c] = NULL;
      }

  n = sort_hand (hand, view->trump, order);

  for (guint i = 0; i < n; i++)
    {
      CyCardWidget *widget;
      g_autofree char *note = NULL;
      gboolean bonus;

      card = order[i];
      if (self->hand_cards[card] == NULL)
        {
          self->hand_cards[card] = _cy_boat_table_view_new_hand_card (self, card);
          cy_wrap_box_append (self->hand_box, self->hand_cards[card]);
        }
      widget = CY_CARD_WIDGET (self->hand_cards[card]);
      cy_wrap_box_reorder_child_after (self->hand_box, GTK_WIDGET (widget), before);
      before = GTK_WIDGET (widget);

      cy_card_widget_set_card_width (widget, self->hand_width);
      cy_card_widget_set_selected (widget, view->phase == CY_BOAT_PHASE_DISCARD && (self->chosen & cy_boat_set_of (card)));

      if (acting && view->phase == CY_BOAT_PHASE_PLAY)
        {
          CyBoatAction action = { .kind = CY_BOAT_ACTION_PLAY, .seat = (guint8) self->bottom, .card = card };
          g_autoptr(GError) error = NULL;

          if (!cy_boat_view_check_action (view, &action, &error))
            note = g_strdup (error->message);
        }
      if (note != NULL)
        gtk_widget_add_css_class (GTK_WIDGET (widget), "dimmed");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (widget), "dimmed");

      /* The five Bonus Cards stand out in the high bidder's 14 while the
       * discard is chosen. */
      bonus = view->phase == CY_BOAT_PHASE_DISCARD && (view->bonus & cy_boat_set_of (card));
      cy_card_widget_set_fresh (widget, bonus);
      if (bonus)
        note = g_strdup (_("One of the Bonus Cards"));
      cy_card_widget_set_note (widget, note);
    }

  if (!shown && self->game != NULL)
    set_backs (GTK_WIDGET (self->hand_box), self->cache, view->hand_sizes[self->bottom], self->hand_width);

  /* The keyboard stays in the hand when the focused card leaves it. */
  if (focus_next != NULL && gtk_widget_get_parent (focus_next) == GTK_WIDGET (self->hand_box))
    gtk_widget_grab_focus (focus_next);
}
