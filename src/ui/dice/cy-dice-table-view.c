/* cy-dice-table-view.c: the table of a game of Yacht
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Five dice: those to roll on the table, those kept in the "Kept" tray. A
 * die is kept or let go by a click, by Enter, by dragging it to the other
 * side, or by the keys 1 to 5; every gesture is the view's dice.toggle,
 * which asks the match, and the dice move only when the game says they
 * are kept. R (and Space) is dice.roll; the score sheet's buttons are
 * game.score-category. The view is Yacht's CyGameView: it follows its
 * match (the status line, the coach) and, read-only, a replay. Beside them the score sheet, the
 * same widget as Card Yacht's (the game is its CySheetModel): for the
 * person to move, a button in each open category shows what the dice
 * would score there.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-dice-table-view-private.h"
#include "cy-die-widget.h"
#include "cy-reflow-box.h"
#include "cy-score-sheet.h"

#define ROLL_DURATION_MS 450

/* The dice grow with the table up to a size read from across a room, and
 * the sheet's text with them on a tall screen. */
#define DIE_SIZE_MAX      112
#define DIE_SPACING       10   /* as the rows' spacing in the template */


G_DEFINE_FINAL_TYPE_WITH_CODE (CyDiceTableView, cy_dice_table_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (CY_TYPE_GAME_VIEW, _cy_dice_table_view_game_view_init))

enum {
  PROP_0,
  PROP_MATCH,
  PROP_STATUS,
  PROP_READ_ONLY,
  N_PROPS
};

static gboolean
animations_wanted (CyDiceTableView *self)
{
  gboolean system = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &system, NULL);
  return self->animate && system;
}

/* The person to move chooses on the sheet once the dice are rolled. */
static void
update_chooser (CyDiceTableView *self)
{
  gboolean choosing = self->game != NULL && self->can_act && !cy_dice_game_is_over (self->game);

  cy_score_sheet_set_chooser (self->sheet, choosing ? (int) cy_dice_game_get_to_move (self->game) : -1);
}

/* Each die on its side (table or tray), in its order, with its name. */
static void
place_dice (CyDiceTableView *self)
{
  guint8 dice[CY_DICE_N_DICE] = { 0 };
  CyDiceMask held = 0;

  if (self->game != NULL)
    {
      guint n_actions;
      const CyDiceAction *actions = cy_dice_game_get_actions (self->game, &n_actions);

      cy_dice_game_get_dice (self->game, dice);
      held = cy_dice_game_get_held (self->game);
      /* At the end the last dice written stay in view. */
      if (cy_dice_game_is_over (self->game) && n_actions > 0)
        memcpy (dice, actions[n_actions - 1].dice, sizeof dice);
    }

  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    {
      CyDieWidget *die = CY_DIE_WIDGET (self->dice[i]);
      gboolean kept = (held & (1u << i)) != 0;
      GtkWidget *box = kept ? self->kept_places[i] : self->free_places[i];
      GtkWidget *parent = gtk_widget_get_parent (self->dice[i]);

      /* A die still tumbling to its face keeps tumbling; one whose turn
       * is over already (a quick computer player) shows the table now. */
      if (!cy_die_widget_is_rolling (die) || cy_die_widget_get_face (die) != dice[i])
        cy_die_widget_set_face (die, dice[i]);
      cy_die_widget_set_kept (die, kept);

      if (parent != box)
        {
          gboolean had_focus = gtk_widget_has_focus (self->dice[i]);

          g_object_ref (self->dice[i]);
          if (parent != NULL)
            gtk_box_remove (GTK_BOX (parent), self->dice[i]);
          gtk_box_append (GTK_BOX (box), self->dice[i]);
          g_object_unref (self->dice[i]);
          if (had_focus)
            gtk_widget_grab_focus (self->dice[i]);
        }

      if (self->game != NULL)
        {
          g_autofree char *label = cy_dice_game_describe_die (self->game, i);
          cy_die_widget_set_label (die, label);
        }
    }
}

void
cy_dice_table_view_refresh (CyDiceTableView *self)
{
  g_return_if_fail (CY_IS_DICE_TABLE_VIEW (self));

  place_dice (self);
  update_chooser (self);

  if (self->game == NULL)
    return;

  {
    guint left = cy_dice_game_get_rolls_left (self->game);
    /* Translators: the Roll button, with the rolls left in this turn */
    g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Roll (%u left)", "_Roll (%u left)", left), left);
    g_autofree char *round = cy_dice_game_is_over (self->game)
                             ? g_strdup (_("The game is over"))
                             : g_strdup_printf (_("Round %u of %u"), cy_dice_game_get_round (self->game),
                                                cy_dice_rules_get_n_categories (cy_dice_game_get_rules (self->game)));

    gtk_button_set_label (self->roll_button, label);
    gtk_label_set_text (self->round_label, round);
  }
}

static void
on_rolled (CyDiceTableView *self,
           guint        seat,
           guint        held)
{
  guint8 dice[CY_DICE_N_DICE];
  gboolean animate = animations_wanted (self);

  cy_dice_game_get_dice (self->game, dice);
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    if (!(held & (1u << i)))
      cy_die_widget_roll_to (CY_DIE_WIDGET (self->dice[i]), dice[i], animate ? ROLL_DURATION_MS : 0);
  cy_dice_table_view_refresh (self);
}

static void
on_die_activated (CyDiceTableView *self,
                  CyDieWidget *die)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "dice.toggle", "u", cy_die_widget_get_index (die));
}

/* A die dropped on the side it is not on changes sides. */
static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         CyDiceTableView   *self)
{
  const CyDieDrag *drag = g_value_get_boxed (value);
  gboolean onto_kept = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target)) == GTK_WIDGET (self->kept_frame);
  guint index;

  if (drag == NULL || drag->index >= CY_DICE_N_DICE)
    return FALSE;
  index = drag->index;
  if (cy_die_widget_get_kept (CY_DIE_WIDGET (self->dice[index])) == onto_kept)
    return FALSE;

  return gtk_widget_activate_action (GTK_WIDGET (self), "dice.toggle", "u", index);
}

/* Space rolls, wherever the focus is on the table: a focused button of the
 * sheet must not take it as "press". */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CyDiceTableView           *self)
{
  if ((keyval == GDK_KEY_space || keyval == GDK_KEY_KP_Space) &&
      !(state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)))
    {
      if (!gtk_widget_activate_action (GTK_WIDGET (self), "dice.roll", NULL))
        gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    }

  return FALSE;
}

void
_cy_dice_table_view_show_game (CyDiceTableView *self,
                               CyDiceGame      *game)
{
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  cy_score_sheet_set_model (self->sheet, CY_SHEET_MODEL (game));
  cy_dice_table_view_add_event (self, NULL);
  cy_dice_table_view_set_hint (self, NULL);
  cy_dice_table_view_refresh (self);
}

void
cy_dice_table_view_set_can_act (CyDiceTableView *self,
                           gboolean     can_act)
{
  g_return_if_fail (CY_IS_DICE_TABLE_VIEW (self));

  if (self->can_act == !!can_act)
    return;
  self->can_act = !!can_act;
  update_chooser (self);
}

void
cy_dice_table_view_set_status (CyDiceTableView *self,
                          const char  *text)
{
  g_return_if_fail (CY_IS_DICE_TABLE_VIEW (self));

  gtk_label_set_text (self->status_label, text != NULL ? text : "");
}

void
cy_dice_table_view_set_hint (CyDiceTableView *self,
                        const char  *text)
{
  g_return_if_fail (CY_IS_DICE_TABLE_VIEW (self));

  gtk_label_set_text (self->hint_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), text != NULL && *text != '\0');
  /* A hint, the coach's advice, a refusal: heard too. */
  if (text != NULL && *text != '\0')
    cy_game_view_announce (CY_GAME_VIEW (self), text);
}

void
cy_dice_table_view_add_event (CyDiceTableView *self,
                         const char  *text)
{
  g_autofree char *joined = NULL;

  g_return_if_fail (CY_IS_DICE_TABLE_VIEW (self));

  if (text == NULL)
    g_ptr_array_set_size (self->events, 0);
  else
    {
      g_ptr_array_add (self->events, g_strdup (text));
      if (self->events->len > N_EVENT_LINES)
        g_ptr_array_remove_index (self->events, 0);
    }

  g_ptr_array_add (self->events, NULL);
  joined = g_strjoinv ("\n", (char **) self->events->pdata);
  g_ptr_array_set_size (self->events, self->events->len - 1);
  gtk_label_set_text (self->events_label, joined);
}

const char *
cy_dice_table_view_get_events (CyDiceTableView *self)
{
  g_return_val_if_fail (CY_IS_DICE_TABLE_VIEW (self), NULL);

  return gtk_label_get_text (self->events_label);
}

void
cy_dice_table_view_set_animate (CyDiceTableView *self,
                           gboolean     animate)
{
  g_return_if_fail (CY_IS_DICE_TABLE_VIEW (self));

  self->animate = !!animate;
}

GtkWidget *
cy_dice_table_view_get_die (CyDiceTableView *self,
                       guint        index)
{
  g_return_val_if_fail (CY_IS_DICE_TABLE_VIEW (self), NULL);
  g_return_val_if_fail (index < CY_DICE_N_DICE, NULL);

  return self->dice[index];
}

GtkWidget *
cy_dice_table_view_get_score_button (CyDiceTableView *self,
                                     guint            category)
{
  int chooser;

  g_return_val_if_fail (CY_IS_DICE_TABLE_VIEW (self), NULL);
  g_return_val_if_fail (category < CY_DICE_MAX_CATEGORIES, NULL);

  chooser = cy_score_sheet_get_chooser (self->sheet);
  if (self->game == NULL || chooser < 0)
    return NULL;

  for (guint row = 0; row < cy_dice_sheet_get_n_rows (cy_dice_game_get_rules (self->game)); row++)
    {
      CySheetModelRow info;

      cy_dice_sheet_get_row (cy_dice_game_get_rules (self->game), row, &info);
      if (info.kind == CY_SHEET_MODEL_ROW_CATEGORY && info.category == category)
        {
          GtkWidget *cell = cy_score_sheet_get_cell (self->sheet, row, (guint) chooser);

          return GTK_IS_BUTTON (cell) ? cell : NULL;
        }
    }

  return NULL;
}

CyScoreSheet *
cy_dice_table_view_get_sheet (CyDiceTableView *self)
{
  g_return_val_if_fail (CY_IS_DICE_TABLE_VIEW (self), NULL);

  return self->sheet;
}

static void
cy_dice_table_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  if (!cy_game_view_get_property (object, prop_id, PROP_MATCH, value))
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
cy_dice_table_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  if (!cy_game_view_set_property (object, prop_id, PROP_MATCH, value))
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
cy_dice_table_view_dispose (GObject *object)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  if (self->replay_signals != NULL)
    g_signal_group_set_target (self->replay_signals, NULL);
  g_clear_object (&self->match);
  g_clear_object (&self->replay);
  g_clear_object (&self->game);
  g_clear_pointer (&self->strategy, cy_dice_strategy_unref);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), CY_TYPE_DICE_TABLE_VIEW);

  G_OBJECT_CLASS (cy_dice_table_view_parent_class)->dispose (object);
}

static void
cy_dice_table_view_finalize (GObject *object)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->replay_signals);
  g_clear_pointer (&self->events, g_ptr_array_unref);

  G_OBJECT_CLASS (cy_dice_table_view_parent_class)->finalize (object);
}

static GtkSizeRequestMode
cy_dice_table_view_get_request_mode (GtkWidget *widget)
{
  return gtk_widget_get_request_mode (CY_DICE_TABLE_VIEW (widget)->scroller);
}

static void
cy_dice_table_view_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (widget);

  gtk_widget_measure (self->scroller, orientation, for_size, minimum, natural, NULL, NULL);
}

/* The dice's size for a table of @width x @height: five in a row across
 * the room beside the sheet (or the whole width, with the sheet below),
 * and two rows of them with the status and Roll in the height. */
static int
die_size_for (CyDiceTableView *self,
              int              width,
              int              height)
{
  int margins = gtk_widget_get_margin_start (self->main_box) + gtk_widget_get_margin_end (self->main_box);
  int across = MIN (cy_reflow_box_get_main_width (CY_REFLOW_BOX (self->main_box), width - margins),
                    adw_clamp_get_maximum_size (self->dice_clamp));
  int size = MIN ((across - 4 * DIE_SPACING) / 5, height / 8);

  return CLAMP (size, 0, DIE_SIZE_MAX);
}

/* The sizes follow the room in the allocation itself (libadwaita 1.2 has
 * no breakpoints): a new size re-measures the table once, on the next
 * frame, and is then stable, as it depends on the window's size only. */
static void
cy_dice_table_view_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (widget);
  int die_size;
  int row_height;

  cy_score_sheet_fit_table (self->sheet, width, height);
  die_size = die_size_for (self, width, height);
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    cy_die_widget_set_size (CY_DIE_WIDGET (self->dice[i]), die_size);
  /* Both rows as high as a die, whichever holds the dice: keeping one
   * moves nothing else. */
  gtk_widget_measure (self->dice[0], GTK_ORIENTATION_VERTICAL, -1, NULL, &row_height, NULL, NULL);
  gtk_widget_set_size_request (GTK_WIDGET (self->free_box), -1, row_height + 4);
  gtk_widget_set_size_request (GTK_WIDGET (self->kept_box), -1, row_height + 4);

  gtk_widget_measure (self->scroller, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
  gtk_widget_allocate (self->scroller, width, height, baseline, NULL);
}

static void
cy_dice_table_view_class_init (CyDiceTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_dice_table_view_dispose;
  object_class->finalize = cy_dice_table_view_finalize;
  object_class->get_property = cy_dice_table_view_get_property;
  object_class->set_property = cy_dice_table_view_set_property;
  cy_game_view_class_override_properties (object_class, PROP_MATCH);

  g_type_ensure (CY_TYPE_REFLOW_BOX);
  g_type_ensure (CY_TYPE_SCORE_SHEET);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-dice-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, scroller);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, main_box);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, dice_clamp);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, round_label);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, status_label);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, free_box);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, kept_frame);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, kept_box);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, roll_button);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, events_label);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, sheet);

  _cy_dice_table_view_class_moves_init (widget_class);

  widget_class->get_request_mode = cy_dice_table_view_get_request_mode;
  widget_class->measure = cy_dice_table_view_measure;
  widget_class->size_allocate = cy_dice_table_view_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "dicetableview");
}

static void
on_animations_changed (CyDiceTableView *self)
{
  cy_dice_table_view_set_animate (self, g_settings_get_boolean (self->settings, "animations"));
}

static void
cy_dice_table_view_init (CyDiceTableView *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->events = g_ptr_array_new_with_free_func (g_free);
  self->animate = TRUE;

  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    {
      self->free_places[i] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_box_append (self->free_box, self->free_places[i]);
      self->kept_places[i] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_box_append (self->kept_box, self->kept_places[i]);
      self->dice[i] = cy_die_widget_new (i);
      g_signal_connect_swapped (self->dice[i], "activate", G_CALLBACK (on_die_activated), self);
      gtk_box_append (GTK_BOX (self->free_places[i]), self->dice[i]);
    }

  /* The table takes dice back from the tray, the tray takes them from the table. */
  for (guint i = 0; i < 2; i++)
    {
      GtkDropTarget *target = gtk_drop_target_new (CY_TYPE_DIE_DRAG, GDK_ACTION_MOVE);

      g_signal_connect (target, "drop", G_CALLBACK (on_drop), self);
      gtk_widget_add_controller (i == 0 ? GTK_WIDGET (self->kept_frame) : GTK_WIDGET (self->free_box),
                                 GTK_EVENT_CONTROLLER (target));
    }

  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);

  _cy_dice_table_view_add_keys (self);

  self->settings = g_settings_new (APP_ID);
  g_signal_connect_swapped (self->settings, "changed::animations", G_CALLBACK (on_animations_changed), self);
  on_animations_changed (self);

  /* The fine signals: a roll turns the dice, a keep moves one, an action
   * ends in the sheet and the status line. */
  self->game_signals = g_signal_group_new (CY_TYPE_DICE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "rolled", G_CALLBACK (on_rolled), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::held", G_CALLBACK (place_dice), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::held", G_CALLBACK (_cy_dice_table_view_update_actions), self);
  g_signal_group_connect_swapped (self->game_signals, "acted", G_CALLBACK (cy_dice_table_view_refresh), self);
  g_signal_group_connect_swapped (self->game_signals, "acted", G_CALLBACK (_cy_dice_table_view_on_match_changed), self);

  self->match_signals = g_signal_group_new (CY_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "notify::state", G_CALLBACK (_cy_dice_table_view_on_match_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "logged", G_CALLBACK (_cy_dice_table_view_on_logged), self);
  g_signal_group_connect_swapped (self->match_signals, "log-changed", G_CALLBACK (_cy_dice_table_view_load_log), self);

  self->replay_signals = g_signal_group_new (CY_TYPE_REPLAY);
  g_signal_group_connect_swapped (self->replay_signals, "notify::game", G_CALLBACK (_cy_dice_table_view_on_replay_game), self);
}

GtkWidget *
cy_dice_table_view_new (void)
{
  return g_object_new (CY_TYPE_DICE_TABLE_VIEW, NULL);
}
