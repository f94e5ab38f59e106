/* cy-dice-table-view.c: the table of a game of Yacht
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Five dice: those to roll on the table, those kept in the "Kept" tray. A
 * die is kept or let go by a click, by Enter, by dragging it to the other
 * side, or by the keys 1 to 5 (the window's actions); every gesture asks
 * the game through the window's win.dice-toggle, and the dice move only
 * when the game says they are kept. Beside them the score sheet: each
 * category's score per player, Subtotal and Bonus with the bonus rules,
 * the totals, and for the person to move a button in each open category
 * showing what the dice would score there.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-dice-table-view.h"
#include "cy-die-widget.h"

#define ROLL_DURATION_MS 450

struct _CyDiceTableView
{
  GtkWidget      parent_instance;

  CyDiceGame    *game;
  GSignalGroup  *game_signals;
  gboolean       can_act;
  gboolean       animate;
  GtkWidget     *dice[CY_DICE_N_DICE];
  GtkWidget     *score_buttons[CY_DICE_N_CATEGORIES];
  GPtrArray     *events;

  /* Template widgets */
  GtkWidget     *main_box;
  GtkLabel      *round_label;
  GtkLabel      *status_label;
  GtkBox        *free_box;
  GtkFrame      *kept_frame;
  GtkBox        *kept_box;
  GtkButton     *roll_button;
  GtkLabel      *hint_label;
  GtkLabel      *events_label;
  GtkGrid       *sheet_grid;
};

G_DEFINE_FINAL_TYPE (CyDiceTableView, cy_dice_table_view, GTK_TYPE_WIDGET)

/* Every cell of a player's column has this size, so that the sheet keeps
 * its shape as buttons come and go and "41 / 63" appears. */
#define SCORE_CELL_WIDTH  60
#define SCORE_CELL_HEIGHT 30

static GtkWidget *
fixed_cell (GtkWidget *cell)
{
  gtk_widget_set_size_request (cell, SCORE_CELL_WIDTH, SCORE_CELL_HEIGHT);
  return cell;
}

/* The rows of the sheet after the categories. */
enum {
  ROW_SUBTOTAL = CY_DICE_N_CATEGORIES,
  ROW_BONUS,
  ROW_TOTAL,
};

static gboolean
animations_wanted (CyDiceTableView *self)
{
  gboolean system = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &system, NULL);
  return self->animate && system;
}

static GtkWidget *
cell_label (const char *text,
            const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), css_class != NULL && g_str_equal (css_class, "category") ? 0.0 : 0.5);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
clear_grid (CyDiceTableView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sheet_grid))) != NULL)
    gtk_grid_remove (self->sheet_grid, child);
  memset (self->score_buttons, 0, sizeof self->score_buttons);
}

/* A button in an open category of the person to move: what the dice on
 * the table would score there. */
static GtkWidget *
score_button (CyDiceTableView *self,
              guint        category,
              guint        points)
{
  CyDiceRules rules = cy_dice_game_get_rules (self->game);
  g_autofree char *text = g_strdup_printf ("%u", points);
  /* Translators: a button of the score sheet, e.g. "Write 25 in Full House" */
  g_autofree char *label = g_strdup_printf (_("Write %u in %s"), points, cy_dice_category_get_label (rules, category));
  GtkWidget *button = gtk_button_new_with_label (text);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, points > 0 ? "potential" : "zero");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.dice-score");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", category);
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return button;
}

static void
rebuild_sheet (CyDiceTableView *self)
{
  CyDiceRules rules;
  guint n_players, to_move, row = 1;
  gboolean choosing;
  guint potential[CY_DICE_N_CATEGORIES] = { 0 };
  guint8 dice[CY_DICE_N_DICE];

  clear_grid (self);
  if (self->game == NULL)
    return;

  rules = cy_dice_game_get_rules (self->game);
  n_players = cy_dice_game_get_n_players (self->game);
  to_move = cy_dice_game_get_to_move (self->game);
  choosing = self->can_act && !cy_dice_game_is_over (self->game) && cy_dice_game_get_rolls_used (self->game) > 0;
  if (choosing)
    {
      cy_dice_game_get_dice (self->game, dice);
      cy_dice_score_all (rules, dice, potential);
    }

  gtk_grid_attach (self->sheet_grid, cell_label (_("Category"), "heading"), 0, 0, 1, 1);
  for (guint p = 0; p < n_players; p++)
    {
      GtkWidget *name = cell_label (cy_player_get_name (cy_dice_game_get_player (self->game, p)), "heading");

      if (p == to_move && !cy_dice_game_is_over (self->game))
        gtk_widget_add_css_class (name, "to-move");
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 10);
      gtk_grid_attach (self->sheet_grid, fixed_cell (name), 1 + p, 0, 1, 1);
    }

  for (guint c = 0; c < CY_DICE_N_CATEGORIES; c++)
    {
      GtkWidget *label = cell_label (cy_dice_category_get_label (rules, c), "category");

      gtk_widget_set_tooltip_text (label, cy_dice_category_get_requirement (rules, c));
      gtk_grid_attach (self->sheet_grid, label, 0, row, 1, 1);

      for (guint p = 0; p < n_players; p++)
        {
          int score = cy_dice_game_get_score (self->game, p, c);
          GtkWidget *cell;

          if (score >= 0)
            {
              g_autofree char *text = g_strdup_printf ("%d", score);
              cell = cell_label (text, "score");
            }
          else if (choosing && p == to_move)
            cell = self->score_buttons[c] = score_button (self, c, potential[c]);
          else
            cell = cell_label ("", NULL);

          gtk_grid_attach (self->sheet_grid, fixed_cell (cell), 1 + p, row, 1, 1);
        }
      row++;

      /* Subtotal and Bonus follow Sixes with the bonus rules. */
      if (c == CY_DICE_N_UPPER - 1 && cy_dice_rules_has_bonus (rules))
        {
          gtk_grid_attach (self->sheet_grid, cell_label (_("Subtotal"), "category"), 0, row, 1, 1);
          gtk_grid_attach (self->sheet_grid, cell_label (_("Bonus"), "category"), 0, row + 1, 1, 1);
          for (guint p = 0; p < n_players; p++)
            {
              guint upper = cy_dice_game_get_upper_total (self->game, p);
              gboolean decided = upper >= CY_DICE_BONUS_THRESHOLD ||
                                 (cy_dice_game_get_used (self->game, p) & CY_DICE_UPPER_SET) == CY_DICE_UPPER_SET;
              /* Translators: the way to the bonus, e.g. "41 / 63" */
              g_autofree char *progress = g_strdup_printf (_("%u / %u"), upper, CY_DICE_BONUS_THRESHOLD);
              g_autofree char *bonus = decided ? g_strdup_printf ("%u", cy_dice_game_get_bonus (self->game, p)) : g_strdup ("");

              gtk_grid_attach (self->sheet_grid, fixed_cell (cell_label (progress, "sum")), 1 + p, row, 1, 1);
              gtk_grid_attach (self->sheet_grid, fixed_cell (cell_label (bonus, "sum")), 1 + p, row + 1, 1, 1);
            }
          row += 2;
        }
    }

  gtk_grid_attach (self->sheet_grid, cell_label (_("Total"), "heading"), 0, row, 1, 1);
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *total = g_strdup_printf ("%u", cy_dice_game_get_total (self->game, p));

      gtk_grid_attach (self->sheet_grid, fixed_cell (cell_label (total, "total")), 1 + p, row, 1, 1);
    }
}

/* Each die on its side (table or tray), in its order, with its name. */
static void
place_dice (CyDiceTableView *self)
{
  guint8 dice[CY_DICE_N_DICE] = { 0 };
  CyDiceMask held = 0;

  if (self->game != NULL)
    {
      cy_dice_game_get_dice (self->game, dice);
      held = cy_dice_game_get_held (self->game);
    }

  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    {
      CyDieWidget *die = CY_DIE_WIDGET (self->dice[i]);
      gboolean kept = (held & (1u << i)) != 0;
      GtkWidget *box = GTK_WIDGET (kept ? self->kept_box : self->free_box);
      GtkWidget *parent = gtk_widget_get_parent (self->dice[i]);

      if (!cy_die_widget_is_rolling (die))
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

  /* In index order within each side. */
  for (guint i = 0; i < CY_DICE_N_DICE; i++)
    {
      GtkWidget *box = gtk_widget_get_parent (self->dice[i]);
      GtkWidget *before = NULL;

      for (guint j = 0; j < i; j++)
        if (gtk_widget_get_parent (self->dice[j]) == box)
          before = self->dice[j];
      gtk_box_reorder_child_after (GTK_BOX (box), self->dice[i], before);
    }
}

void
cy_dice_table_view_refresh (CyDiceTableView *self)
{
  g_return_if_fail (CY_IS_DICE_TABLE_VIEW (self));

  place_dice (self);
  rebuild_sheet (self);

  if (self->game == NULL)
    return;

  {
    guint left = cy_dice_game_get_rolls_left (self->game);
    /* Translators: the Roll button, with the rolls left in this turn */
    g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Roll (%u left)", "_Roll (%u left)", left), left);
    g_autofree char *round = cy_dice_game_is_over (self->game)
                             ? g_strdup (_("The game is over"))
                             : g_strdup_printf (_("Round %u of %u"), cy_dice_game_get_round (self->game), CY_DICE_N_ROUNDS);

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
  gtk_widget_activate_action (GTK_WIDGET (self), "win.dice-toggle", "u", cy_die_widget_get_index (die));
}

/* A die dropped on the side it is not on changes sides. */
static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         CyDiceTableView   *self)
{
  guint index = g_value_get_uint (value);
  gboolean onto_kept = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target)) == GTK_WIDGET (self->kept_frame);

  if (index >= CY_DICE_N_DICE)
    return FALSE;
  if (cy_die_widget_get_kept (CY_DIE_WIDGET (self->dice[index])) == onto_kept)
    return FALSE;

  return gtk_widget_activate_action (GTK_WIDGET (self), "win.dice-toggle", "u", index);
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
      if (!gtk_widget_activate_action (GTK_WIDGET (self), "win.dice-roll", NULL))
        gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    }

  return FALSE;
}

void
cy_dice_table_view_set_game (CyDiceTableView *self,
                        CyDiceGame  *game)
{
  g_return_if_fail (CY_IS_DICE_TABLE_VIEW (self));
  g_return_if_fail (game == NULL || CY_IS_DICE_GAME (game));

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
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
  rebuild_sheet (self);
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
      if (self->events->len > 3)
        g_ptr_array_remove_index (self->events, 0);
    }

  g_ptr_array_add (self->events, NULL);
  joined = g_strjoinv ("\n", (char **) self->events->pdata);
  g_ptr_array_set_size (self->events, self->events->len - 1);
  gtk_label_set_text (self->events_label, joined);
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
                                guint        category)
{
  g_return_val_if_fail (CY_IS_DICE_TABLE_VIEW (self), NULL);
  g_return_val_if_fail (category < CY_DICE_N_CATEGORIES, NULL);

  return self->score_buttons[category];
}

static void
cy_dice_table_view_dispose (GObject *object)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), CY_TYPE_DICE_TABLE_VIEW);

  G_OBJECT_CLASS (cy_dice_table_view_parent_class)->dispose (object);
}

static void
cy_dice_table_view_finalize (GObject *object)
{
  CyDiceTableView *self = CY_DICE_TABLE_VIEW (object);

  g_clear_object (&self->game_signals);
  g_clear_pointer (&self->events, g_ptr_array_unref);

  G_OBJECT_CLASS (cy_dice_table_view_parent_class)->finalize (object);
}

static void
cy_dice_table_view_class_init (CyDiceTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_dice_table_view_dispose;
  object_class->finalize = cy_dice_table_view_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-dice-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, main_box);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, round_label);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, status_label);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, free_box);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, kept_frame);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, kept_box);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, roll_button);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, events_label);
  gtk_widget_class_bind_template_child (widget_class, CyDiceTableView, sheet_grid);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "dicetableview");
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
      self->dice[i] = cy_die_widget_new (i);
      g_signal_connect_swapped (self->dice[i], "activate", G_CALLBACK (on_die_activated), self);
      gtk_box_append (self->free_box, self->dice[i]);
    }

  /* The table takes dice back from the tray, the tray takes them from the table. */
  for (guint i = 0; i < 2; i++)
    {
      GtkDropTarget *target = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);

      g_signal_connect (target, "drop", G_CALLBACK (on_drop), self);
      gtk_widget_add_controller (i == 0 ? GTK_WIDGET (self->kept_frame) : GTK_WIDGET (self->free_box),
                                 GTK_EVENT_CONTROLLER (target));
    }

  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);

  self->game_signals = g_signal_group_new (CY_TYPE_DICE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "rolled", G_CALLBACK (on_rolled), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::held", G_CALLBACK (cy_dice_table_view_refresh), self);
  g_signal_group_connect_swapped (self->game_signals, "acted", G_CALLBACK (cy_dice_table_view_refresh), self);
}

GtkWidget *
cy_dice_table_view_new (void)
{
  return g_object_new (CY_TYPE_DICE_TABLE_VIEW, NULL);
}
