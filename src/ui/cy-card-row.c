/* cy-card-row.c: cards side by side, overlapping when space is short
 *
 * The row is used for hands (face up for the player, face down for the
 * others) and for Harbors. Cards overlap as much as the width asks, but
 * never so much that a covered card's corner index (its rank and suit)
 * is hidden: a row that may take two lines (a Harbor) goes on in a second
 * line instead, lying over the lower part of the first. The height does
 * not depend on the number of cards, so that nothing below moves when a
 * row fills. Selected cards rise a little.
 *
 * Each face-up card is a real focusable child, so the keyboard and screen
 * readers reach it. The row is one stop for Tab: focus comes back to the
 * card that had it, and the arrow keys move between cards.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "cy-card-object.h"
#include "cy-card-row-private.h"
#include "cy-card-widget.h"

G_DEFINE_FINAL_TYPE (CyCardRow, cy_card_row, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CACHE,
  PROP_FACE_UP,
  PROP_SELECTABLE,
  PROP_CARD_WIDTH,
  PROP_LINES,
  N_PROPS
};

enum {
  SELECTION_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static CyCard
card_of (GtkWidget *child)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "cy-card")) - 1;
}

static void
on_card_activated (CyCardWidget *card_widget,
                   CyCardRow    *self)
{
  CyCardImage image = cy_card_widget_get_image (card_widget);

  if (image >= CY_DECK_SIZE || !self->selectable)
    return;

  self->selection ^= cy_card_set_of ((CyCard) image);
  cy_card_widget_set_selected (card_widget, (self->selection & cy_card_set_of ((CyCard) image)) != 0);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

static void
sync_card (CyCardRow    *self,
           CyCardWidget *card_widget,
           CyCard        card)
{
  cy_card_widget_set_image (card_widget, self->face_up ? card : CY_CARD_IMAGE_BACK);
  cy_card_widget_set_selected (card_widget, self->face_up && (self->selection & cy_card_set_of (card)));
  cy_card_widget_set_fresh (card_widget, self->face_up && (self->fresh & cy_card_set_of (card)));
  cy_card_widget_set_card_width (card_widget, self->card_width);
  /* Face-up cards can be read one by one, even where they cannot be picked. */
  gtk_widget_set_focusable (GTK_WIDGET (card_widget), self->face_up);
  g_object_set_data (G_OBJECT (card_widget), "cy-card", GUINT_TO_POINTER ((guint) card + 1));
}

static void
sync_all (CyCardRow *self)
{
  for (guint i = 0; i < self->cards->len; i++)
    {
      CyCardWidget *child = g_ptr_array_index (self->cards, i);

      sync_card (self, child, card_of (GTK_WIDGET (child)));
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* A card arriving in the row slides in from above and fades in. The
 * progress (0-1) lives on the card widget; AdwAnimation skips to the end by
 * itself when the desktop asks for reduced motion. */
static void
on_arrival_progress (double    value,
                     GtkWidget *card)
{
  GtkWidget *row = gtk_widget_get_parent (card);

  g_object_set_data (G_OBJECT (card), "cy-arrival", GINT_TO_POINTER ((int) (value * 1000)));
  gtk_widget_set_opacity (card, value);
  if (row != NULL)
    gtk_widget_queue_allocate (row);
}

static void
animate_arrival (CyCardRow *self,
                 GtkWidget *card)
{
  AdwAnimationTarget *target;
  AdwAnimation *animation;

  target = adw_callback_animation_target_new ((AdwAnimationTargetFunc) on_arrival_progress, card, NULL);
  animation = adw_timed_animation_new (card, 0.0, 1.0, 300, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (animation), ADW_EASE_OUT_CUBIC);
  /* The card owns its animation: it ends (or is dropped) with the card. */
  g_object_set_data_full (G_OBJECT (card), "cy-arrival-animation", animation, g_object_unref);
  on_arrival_progress (0.0, card);
  adw_animation_play (animation);
}

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  CyCardRow  *self)
{
  CyCardSet present = 0;
  gboolean lost_focus = FALSE;

  for (guint i = 0; i < removed; i++)
    {
      GtkWidget *child = g_ptr_array_index (self->cards, position);

      lost_focus |= gtk_widget_has_focus (child);
      g_ptr_array_remove_index (self->cards, position);
      gtk_widget_unparent (child);
    }

  for (guint i = 0; i < added; i++)
    {
      g_autoptr(CyCardObject) item = g_list_model_get_item (model, position + i);
      CyCard card = cy_card_object_get_card (item);
      GtkWidget *child = cy_card_widget_new (self->cache, CY_CARD_IMAGE_BACK);
      GtkWidget *sibling = position + i > 0 ? g_ptr_array_index (self->cards, position + i - 1) : NULL;

      sync_card (self, CY_CARD_WIDGET (child), card);
      g_signal_connect (child, "activate", G_CALLBACK (on_card_activated), self);
      gtk_widget_insert_after (child, GTK_WIDGET (self), sibling);
      g_ptr_array_insert (self->cards, position + i, child);
      if (self->animate && !self->filling)
        animate_arrival (self, child);
    }

  /* Cards that left the row leave the selection too. */
  for (guint i = 0; i < self->cards->len; i++)
    present |= cy_card_set_of (card_of (g_ptr_array_index (self->cards, i)));
  self->fresh &= present;
  if ((self->selection & present) != self->selection)
    {
      self->selection &= present;
      g_signal_emit (self, signals[SELECTION_CHANGED], 0);
    }

  /* The keyboard stays in the row when its card leaves (laid in a Harbor). */
  if (lost_focus && self->cards->len > 0)
    gtk_widget_grab_focus (g_ptr_array_index (self->cards, MIN (position, self->cards->len - 1)));

  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static GtkWidget *
find_card_widget (CyCardRow *self,
                  CyCard     card)
{
  for (guint i = 0; i < self->cards->len; i++)
    if (card_of (g_ptr_array_index (self->cards, i)) == card)
      return g_ptr_array_index (self->cards, i);

  return NULL;
}

static int
index_of (CyCardRow *self,
          GtkWidget *child)
{
  guint index;

  return child != NULL && g_ptr_array_find (self->cards, child, &index) ? (int) index : -1;
}

/* One stop for Tab: entering, focus goes to the card that had it last (or
 * the first); Tab again leaves the row. Left and Right move between cards,
 * in the order they are seen, and stay put at either end. */
static gboolean
cy_card_row_focus (GtkWidget        *widget,
                   GtkDirectionType  direction)
{
  CyCardRow *self = CY_CARD_ROW (widget);
  int current = index_of (self, gtk_widget_get_focus_child (widget));
  int step;

  if (self->cards->len == 0 || !self->face_up)
    return FALSE;

  if (current < 0)
    {
      GtkWidget *target = self->focus_card >= 0 ? find_card_widget (self, (CyCard) self->focus_card) : NULL;

      if (target == NULL)
        target = g_ptr_array_index (self->cards, 0);
      return gtk_widget_grab_focus (target);
    }

  switch (direction)
    {
    case GTK_DIR_LEFT:
      step = -1;
      break;
    case GTK_DIR_RIGHT:
      step = 1;
      break;
    case GTK_DIR_TAB_FORWARD:
    case GTK_DIR_TAB_BACKWARD:
    case GTK_DIR_UP:
    case GTK_DIR_DOWN:
    default:
      return FALSE;
    }

  if (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
    step = -step;
  if (current + step < 0 || current + step >= (int) self->cards->len)
    {
      gtk_widget_error_bell (widget);
      return TRUE;
    }

  return gtk_widget_grab_focus (g_ptr_array_index (self->cards, current + step));
}

static void
cy_card_row_set_focus_child (GtkWidget *widget,
                             GtkWidget *child)
{
  CyCardRow *self = CY_CARD_ROW (widget);

  GTK_WIDGET_CLASS (cy_card_row_parent_class)->set_focus_child (widget, child);
  if (child != NULL)
    self->focus_card = (int) card_of (child);
}

static gboolean
on_fresh_timeout (gpointer data)
{
  CyCardRow *self = data;

  self->fresh_timeout = 0;
  self->fresh = 0;
  sync_all (self);
  return G_SOURCE_REMOVE;
}

/* The mark lasts a moment from when the cards can be seen: a hand marked
 * behind the hand-off screen, or face down while another person has the
 * screen, keeps its mark until it is shown. */
static void
start_fresh_timeout (CyCardRow *self)
{
  g_clear_handle_id (&self->fresh_timeout, g_source_remove);
  if (self->fresh != 0 && self->face_up && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->fresh_timeout = g_timeout_add (CY_CARD_ROW_FRESH_MS, on_fresh_timeout, self);
}

static void
cy_card_row_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (cy_card_row_parent_class)->map (widget);
  start_fresh_timeout (CY_CARD_ROW (widget));
}

static void
cy_card_row_unmap (GtkWidget *widget)
{
  CyCardRow *self = CY_CARD_ROW (widget);

  /* Hidden before its moment was over: the mark waits for the next showing. */
  g_clear_handle_id (&self->fresh_timeout, g_source_remove);
  GTK_WIDGET_CLASS (cy_card_row_parent_class)->unmap (widget);
}

static void
cy_card_row_dispose (GObject *object)
{
  CyCardRow *self = CY_CARD_ROW (object);

  g_clear_handle_id (&self->fresh_timeout, g_source_remove);
  cy_card_row_set_model (self, NULL);
  g_clear_object (&self->cache);

  G_OBJECT_CLASS (cy_card_row_parent_class)->dispose (object);
}

static void
cy_card_row_finalize (GObject *object)
{
  CyCardRow *self = CY_CARD_ROW (object);

  g_ptr_array_unref (self->cards);

  G_OBJECT_CLASS (cy_card_row_parent_class)->finalize (object);
}

static void
cy_card_row_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  CyCardRow *self = CY_CARD_ROW (object);

  switch (prop_id)
    {
    case PROP_CACHE:
      g_value_set_object (value, self->cache);
      break;

    case PROP_FACE_UP:
      g_value_set_boolean (value, self->face_up);
      break;

    case PROP_SELECTABLE:
      g_value_set_boolean (value, self->selectable);
      break;

    case PROP_CARD_WIDTH:
      g_value_set_int (value, self->card_width);
      break;

    case PROP_LINES:
      g_value_set_uint (value, self->lines);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_card_row_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  CyCardRow *self = CY_CARD_ROW (object);

  switch (prop_id)
    {
    case PROP_CACHE:
      self->cache = g_value_dup_object (value);
      break;

    case PROP_FACE_UP:
      cy_card_row_set_face_up (self, g_value_get_boolean (value));
      break;

    case PROP_SELECTABLE:
      cy_card_row_set_selectable (self, g_value_get_boolean (value));
      break;

    case PROP_CARD_WIDTH:
      cy_card_row_set_card_width (self, g_value_get_int (value));
      break;

    case PROP_LINES:
      cy_card_row_set_lines (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_card_row_class_init (CyCardRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_card_row_dispose;
  object_class->finalize = cy_card_row_finalize;
  object_class->get_property = cy_card_row_get_property;
  object_class->set_property = cy_card_row_set_property;

  widget_class->measure = _cy_card_row_measure;
  widget_class->size_allocate = _cy_card_row_size_allocate;
  widget_class->snapshot = _cy_card_row_snapshot;
  widget_class->focus = cy_card_row_focus;
  widget_class->set_focus_child = cy_card_row_set_focus_child;
  widget_class->map = cy_card_row_map;
  widget_class->unmap = cy_card_row_unmap;

  properties[PROP_CACHE] =
    g_param_spec_object ("cache", NULL, NULL, CY_TYPE_CARD_CACHE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FACE_UP] =
    g_param_spec_boolean ("face-up", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTABLE] =
    g_param_spec_boolean ("selectable", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD_WIDTH] =
    g_param_spec_int ("card-width", NULL, NULL, 8, 1000, 80,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Lines the row keeps its height for: a Harbor takes two rather than
   * hide its cards' indices. */
  properties[PROP_LINES] =
    g_param_spec_uint ("lines", NULL, NULL, 1, 2, 1,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "cardrow");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
cy_card_row_init (CyCardRow *self)
{
  self->cards = g_ptr_array_new ();
  self->card_width = 80;
  self->lines = 1;
  self->focus_card = -1;
  self->face_up = TRUE;
}

GtkWidget *
cy_card_row_new (CyCardCache *cache)
{
  return g_object_new (CY_TYPE_CARD_ROW, "cache", cache, NULL);
}

void
cy_card_row_set_model (CyCardRow  *self,
                       GListModel *model)
{
  g_return_if_fail (CY_IS_CARD_ROW (self));

  if (self->model == model)
    return;

  if (self->model != NULL)
    {
      on_items_changed (self->model, 0, self->cards->len, 0, self);
      g_signal_handlers_disconnect_by_func (self->model, on_items_changed, self);
      g_clear_object (&self->model);
    }

  self->selection = 0;
  self->fresh = 0;
  if (model != NULL)
    {
      self->model = g_object_ref (model);
      g_signal_connect (model, "items-changed", G_CALLBACK (on_items_changed), self);
      self->filling = TRUE;
      on_items_changed (model, 0, 0, g_list_model_get_n_items (model), self);
      self->filling = FALSE;
    }
}

GListModel *
cy_card_row_get_model (CyCardRow *self)
{
  g_return_val_if_fail (CY_IS_CARD_ROW (self), NULL);

  return self->model;
}

void
cy_card_row_set_face_up (CyCardRow *self,
                         gboolean   face_up)
{
  g_return_if_fail (CY_IS_CARD_ROW (self));

  face_up = !!face_up;
  if (self->face_up == face_up)
    return;

  self->face_up = face_up;
  if (!face_up)
    self->selection = 0;
  sync_all (self);
  start_fresh_timeout (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE_UP]);
}

void
cy_card_row_set_selectable (CyCardRow *self,
                            gboolean   selectable)
{
  g_return_if_fail (CY_IS_CARD_ROW (self));

  selectable = !!selectable;
  if (self->selectable == selectable)
    return;

  self->selectable = selectable;
  sync_all (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTABLE]);
}

void
cy_card_row_set_card_width (CyCardRow *self,
                            int        width)
{
  g_return_if_fail (CY_IS_CARD_ROW (self));

  if (self->card_width == width)
    return;

  self->card_width = width;
  sync_all (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD_WIDTH]);
}

void
cy_card_row_set_lines (CyCardRow *self,
                       guint      lines)
{
  g_return_if_fail (CY_IS_CARD_ROW (self));
  g_return_if_fail (lines >= 1 && lines <= 2);

  if (self->lines == lines)
    return;

  self->lines = lines;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINES]);
}

CyCardSet
cy_card_row_get_selection (CyCardRow *self)
{
  g_return_val_if_fail (CY_IS_CARD_ROW (self), 0);

  return self->selection;
}

void
cy_card_row_set_selection (CyCardRow *self,
                           CyCardSet  selection)
{
  g_return_if_fail (CY_IS_CARD_ROW (self));

  if (self->selection == selection)
    return;

  self->selection = selection;
  sync_all (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

guint
cy_card_row_get_n_selected (CyCardRow *self)
{
  g_return_val_if_fail (CY_IS_CARD_ROW (self), 0);

  return (guint) __builtin_popcountll (self->selection);
}

/* The selected cards in the order they lie in the row. */
guint
cy_card_row_get_selected_cards (CyCardRow *self,
                                CyCard    *cards,
                                guint      max_cards)
{
  guint n = 0;

  g_return_val_if_fail (CY_IS_CARD_ROW (self), 0);

  for (guint i = 0; i < self->cards->len && n < max_cards; i++)
    {
      CyCard card = card_of (g_ptr_array_index (self->cards, i));

      if (self->selection & cy_card_set_of (card))
        cards[n++] = card;
    }

  return n;
}

/* Cards that arrive later (not the first fill) slide in, and marks of
 * fresh cards pulse. */
void
cy_card_row_set_animate (CyCardRow *self,
                         gboolean   animate)
{
  g_return_if_fail (CY_IS_CARD_ROW (self));

  self->animate = !!animate;
  if (animate)
    gtk_widget_add_css_class (GTK_WIDGET (self), "animated");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "animated");
}

/**
 * cy_card_row_mark_fresh:
 * @cards: cards of the row that just arrived
 *
 * Marks @cards (those in the row and face up) for
 * %CY_CARD_ROW_FRESH_MS from when the row is next on screen, or from now
 * if it is. The mark shows without animations too.
 */
void
cy_card_row_mark_fresh (CyCardRow *self,
                        CyCardSet  cards)
{
  CyCardSet present = 0;

  g_return_if_fail (CY_IS_CARD_ROW (self));

  for (guint i = 0; i < self->cards->len; i++)
    present |= cy_card_set_of (card_of (g_ptr_array_index (self->cards, i)));
  if ((cards & present) == 0)
    return;

  self->fresh |= cards & present;
  sync_all (self);
  start_fresh_timeout (self);
}

/* The cards marked, or waiting to be marked when the row is face up on
 * screen again. */
CyCardSet
cy_card_row_get_fresh (CyCardRow *self)
{
  g_return_val_if_fail (CY_IS_CARD_ROW (self), 0);

  return self->fresh;
}

GtkWidget *
cy_card_row_get_card_widget (CyCardRow *self,
                             CyCard     card)
{
  g_return_val_if_fail (CY_IS_CARD_ROW (self), NULL);

  return find_card_widget (self, card);
}
