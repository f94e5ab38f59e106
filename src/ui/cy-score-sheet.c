/* cy-score-sheet.c: the score sheet on screen, rows × players, for any game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A grid with a row per row of the game's CySheetModel (Card Yacht's
 * categories, Suited Bonus and Total; Yacht's categories with Subtotal
 * and Bonus) and a column per player. A bonus shows its progress
 * ("97 / 148") until it is decided. The sheet only reads the model: it
 * follows its "sheet-changed" signal, and a choice made on it goes out as
 * the "game.score-category" action (seat, category), which the window
 * owns and turns into a move of the game; the change that follows is
 * what changes the sheet.
 *
 * Every cell is its own focusable widget, so keyboard and screen-reader
 * users reach each score (Tali hid potential scores in tooltips; we show
 * them). Cells the chooser may score in are buttons; the others are plain
 * focusable cells. A cell's widget is replaced when it changes between
 * the two, keeping the focus where it was.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-score-sheet-private.h"
#include "cy-score-sheet-cell.h"

G_DEFINE_FINAL_TYPE (CyScoreSheet, cy_score_sheet, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  PROP_CHOOSER,
  PROP_PREVIEWER,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

/* Grid rows: the names, then the sheet's rows. */
#define GRID_ROW(row) ((int) (row) + 1)

/* The size of a table from which its sheet is set to be read from a sofa
 * (the "large" style): a big screen, not a phone held upright. */
#define LARGE_FROM_WIDTH  1000
#define LARGE_FROM_HEIGHT 900

/* The seat whose column is marked: the chooser while it chooses, else
 * the seat to move. */
static int
get_current_seat (CyScoreSheet *self)
{
  if (self->model == NULL)
    return -1;
  if (self->chooser >= 0)
    return self->chooser;
  return cy_sheet_model_get_current_seat (self->model);
}

static void
on_choice_clicked (GtkButton    *button,
                   CyScoreSheet *self)
{
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "cy-seat"));
  guint row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "cy-row"));

  /* The window decides and changes the game; the sheet follows its signals. */
  gtk_widget_activate_action (GTK_WIDGET (self), "game.score-category", "(uu)", seat, self->rows[row].category);
}

/* The focused cell's full story in words under the grid: tooltips
 * follow the pointer, not the keyboard. */
static void
show_detail (CyScoreSheet *self,
             GtkWidget    *cell)
{
  const char *text = cell ? g_object_get_data (G_OBJECT (cell), "cy-detail") : NULL;

  /* Always there, empty or not: a sheet of one narrow column must not
   * widen when the line appears. */
  gtk_label_set_text (GTK_LABEL (self->detail), text ? text : "");
}

static void
update_detail (CyScoreSheet *self)
{
  for (guint row = 0; row < self->n_rows; row++)
    for (guint seat = 0; seat < self->n_players; seat++)
      if (self->cells[row][seat] != NULL && gtk_widget_has_focus (self->cells[row][seat]))
        {
          show_detail (self, self->cells[row][seat]);
          return;
        }

  show_detail (self, NULL);
}

/* Focus moving between cells leaves one, then enters the next. */
static void
on_cell_focus_enter (GtkEventController *controller,
                     CyScoreSheet       *self)
{
  GtkWidget *cell = gtk_event_controller_get_widget (controller);

  self->last_row = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (cell), "cy-row"));
  self->last_seat = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (cell), "cy-seat"));
  show_detail (self, cell);
}

static void
on_cell_focus_leave (GtkEventController *controller,
                     CyScoreSheet       *self)
{
  show_detail (self, NULL);
}

void
_cy_score_sheet_set_class (GtkWidget  *widget,
                           const char *css_class,
                           gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

/* Rules between sections, a double rule over the total, sums set apart. */
static void
add_row_classes (CyScoreSheet *self,
                 guint         row,
                 GtkWidget    *widget)
{
  CySheetModelRowKind kind = self->rows[row].kind;

  _cy_score_sheet_set_class (widget, "section-start", self->rows[row].starts_section && kind != CY_SHEET_MODEL_ROW_TOTAL);
  _cy_score_sheet_set_class (widget, "sum", kind == CY_SHEET_MODEL_ROW_SUBTOTAL || kind == CY_SHEET_MODEL_ROW_BONUS);
  _cy_score_sheet_set_class (widget, "total", kind == CY_SHEET_MODEL_ROW_TOTAL);
}

static GtkWidget *
create_cell (CyScoreSheet *self,
             guint         row,
             guint         seat,
             CellKind      kind)
{
  GtkEventController *focus;
  GtkWidget *cell;

  if (kind == CELL_CHOICE)
    {
      cell = gtk_button_new_with_label ("");
      gtk_widget_add_css_class (cell, "flat");
      g_signal_connect (cell, "clicked", G_CALLBACK (on_choice_clicked), self);
    }
  else
    {
      cell = cy_score_sheet_cell_new ();
    }
  g_object_set_data (G_OBJECT (cell), "cy-seat", GUINT_TO_POINTER (seat));
  g_object_set_data (G_OBJECT (cell), "cy-row", GUINT_TO_POINTER (row));

  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (on_cell_focus_enter), self);
  g_signal_connect (focus, "leave", G_CALLBACK (on_cell_focus_leave), self);
  gtk_widget_add_controller (cell, focus);

  gtk_widget_add_css_class (cell, "score-cell");
  gtk_widget_set_hexpand (cell, TRUE);
  add_row_classes (self, row, cell);

  return cell;
}

/* Makes the cell the right kind of widget, keeping the keyboard focus on
 * it if the old one had it. */
GtkWidget *
_cy_score_sheet_ensure_cell (CyScoreSheet *self,
                             guint         row,
                             guint         seat,
                             CellKind      kind)
{
  GtkWidget *old = self->cells[row][seat];
  gboolean had_focus;

  if (old != NULL && self->kinds[row][seat] == kind)
    return old;

  had_focus = old != NULL && gtk_widget_has_focus (old);
  if (old != NULL)
    gtk_grid_remove (self->grid, old);

  self->cells[row][seat] = create_cell (self, row, seat, kind);
  self->kinds[row][seat] = kind;
  gtk_grid_attach (self->grid, self->cells[row][seat], (int) seat + 1, GRID_ROW (row), 1, 1);
  if (had_focus)
    gtk_widget_grab_focus (self->cells[row][seat]);

  return self->cells[row][seat];
}

static void
refresh (CyScoreSheet *self)
{
  int current;

  if (self->model == NULL)
    return;

  current = get_current_seat (self);

  for (guint seat = 0; seat < self->n_players; seat++)
    {
      gboolean is_current = (int) seat == current;

      for (guint row = 0; row < self->n_rows; row++)
        _cy_score_sheet_update_cell (self, row, seat);

      _cy_score_sheet_set_class (self->names[seat], "current", is_current);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->names[seat]),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      is_current ? _("Current player") : "",
                                      -1);
      for (guint row = 0; row < self->n_rows; row++)
        _cy_score_sheet_set_class (self->cells[row][seat], "current", is_current);
    }

  update_detail (self);
}

static void
clear_grid (CyScoreSheet *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);

  memset (self->names, 0, sizeof self->names);
  memset (self->row_labels, 0, sizeof self->row_labels);
  memset (self->cells, 0, sizeof self->cells);
  memset (self->kinds, 0, sizeof self->kinds);
  self->n_players = 0;
  self->n_rows = 0;
  self->last_row = self->last_seat = -1;
  gtk_label_set_text (GTK_LABEL (self->detail), "");
}

/* Builds the grid's fixed parts for the model's players and rows; the
 * cells follow in refresh(). */
static void
build_grid (CyScoreSheet *self)
{
  clear_grid (self);
  gtk_widget_set_visible (self->placeholder, self->model == NULL);
  gtk_widget_set_visible (self->content, self->model != NULL);

  if (self->model == NULL)
    return;

  self->n_players = MIN (cy_sheet_model_get_n_players (self->model), CY_MATCH_MAX_SEATS);
  self->n_rows = MIN (cy_sheet_model_get_n_rows (self->model), MAX_ROWS);

  for (guint seat = 0; seat < self->n_players; seat++)
    {
      GtkWidget *name = gtk_label_new (cy_sheet_model_get_player_name (self->model, seat));

      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 10);
      gtk_widget_add_css_class (name, "player-name");
      gtk_widget_set_hexpand (name, TRUE);
      gtk_widget_set_tooltip_text (name, cy_sheet_model_get_player_name (self->model, seat));
      gtk_grid_attach (self->grid, name, (int) seat + 1, 0, 1, 1);
      self->names[seat] = name;
    }

  for (guint row = 0; row < self->n_rows; row++)
    {
      g_autofree char *requirement = cy_sheet_model_dup_requirement (self->model, row);
      GtkWidget *label;

      cy_sheet_model_get_row (self->model, row, &self->rows[row]);
      label = gtk_label_new (self->rows[row].label);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      /* On a phone a long category takes two lines rather than the width. */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "row-label");
      add_row_classes (self, row, label);
      /* The requirement teaches the rule where it is needed. */
      gtk_widget_set_tooltip_text (label, requirement);
      gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, requirement,
                                      -1);
      gtk_grid_attach (self->grid, label, 0, GRID_ROW (row), 1, 1);
      self->row_labels[row] = label;
    }

  refresh (self);
}

/* Arrow keys move between cells, whatever the window does with them. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CyScoreSheet          *self)
{
  int row_step = 0, seat_step = 0;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK))
    return GDK_EVENT_PROPAGATE;

  switch (keyval)
    {
    case GDK_KEY_Up: case GDK_KEY_KP_Up: row_step = -1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: row_step = 1; break;
    case GDK_KEY_Left: case GDK_KEY_KP_Left: seat_step = -1; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: seat_step = 1; break;
    default: return GDK_EVENT_PROPAGATE;
    }

  /* Right-to-left layouts put the first player on the right. */
  if (gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL)
    seat_step = -seat_step;

  for (guint row = 0; row < self->n_rows; row++)
    for (guint seat = 0; seat < self->n_players; seat++)
      if (self->cells[row][seat] != NULL && gtk_widget_has_focus (self->cells[row][seat]))
        {
          int to_row = (int) row + row_step;
          int to_seat = (int) seat + seat_step;

          if (to_row < 0 || to_row >= (int) self->n_rows || to_seat < 0 || to_seat >= (int) self->n_players)
            return GDK_EVENT_STOP;  /* stay put at the edge, as in a spreadsheet */

          gtk_widget_grab_focus (self->cells[to_row][to_seat]);
          return GDK_EVENT_STOP;
        }

  return GDK_EVENT_PROPAGATE;
}

/* Focus goes where a choice is waiting, to the one that scores most (the
 * first of equals): a reflexive Enter then never writes a 0 where points
 * were on offer. Else back to the cell that had it, else the first cell. */
static gboolean
cy_score_sheet_grab_focus (GtkWidget *widget)
{
  CyScoreSheet *self = CY_SCORE_SHEET (widget);
  GtkWidget *best = NULL;
  int best_points = -1;

  if (self->model == NULL)
    return FALSE;

  for (guint row = 0; row < self->n_rows; row++)
    for (guint seat = 0; seat < self->n_players; seat++)
      if (self->kinds[row][seat] == CELL_CHOICE)
        {
          int points = cy_sheet_model_get_potential (self->model, row, seat);

          if (points > best_points)
            {
              best = self->cells[row][seat];
              best_points = points;
            }
        }
  if (best != NULL)
    return gtk_widget_grab_focus (best);

  if (self->last_row >= 0 && self->last_row < (int) self->n_rows && self->last_seat >= 0 &&
      self->last_seat < (int) self->n_players && self->cells[self->last_row][self->last_seat] != NULL)
    return gtk_widget_grab_focus (self->cells[self->last_row][self->last_seat]);

  return gtk_widget_grab_focus (self->cells[0][0]);
}

/* The sheet is one stop for Tab, like a row of cards: Tab enters it at
 * the cell grab_focus picks and leaves it at once; the arrow keys move
 * within it (on_key_pressed). */
static gboolean
cy_score_sheet_focus (GtkWidget        *widget,
                      GtkDirectionType  direction)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus != NULL && gtk_widget_is_ancestor (focus, widget))
    return direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD;

  return cy_score_sheet_grab_focus (widget);
}

static void
on_sheet_changed (CyScoreSheet *self)
{
  refresh (self);
}

static void
cy_score_sheet_dispose (GObject *object)
{
  CyScoreSheet *self = (CyScoreSheet *)object;

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);

  gtk_widget_dispose_template (GTK_WIDGET (self), CY_TYPE_SCORE_SHEET);

  G_OBJECT_CLASS (cy_score_sheet_parent_class)->dispose (object);
}

static void
cy_score_sheet_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  CyScoreSheet *self = CY_SCORE_SHEET (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;

    case PROP_CHOOSER:
      g_value_set_int (value, self->chooser);
      break;

    case PROP_PREVIEWER:
      g_value_set_int (value, self->previewer);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_score_sheet_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  CyScoreSheet *self = CY_SCORE_SHEET (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      cy_score_sheet_set_model (self, g_value_get_object (value));
      break;

    case PROP_CHOOSER:
      cy_score_sheet_set_chooser (self, g_value_get_int (value));
      break;

    case PROP_PREVIEWER:
      cy_score_sheet_set_previewer (self, g_value_get_int (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_score_sheet_class_init (CyScoreSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_score_sheet_dispose;
  object_class->get_property = cy_score_sheet_get_property;
  object_class->set_property = cy_score_sheet_set_property;

  widget_class->grab_focus = cy_score_sheet_grab_focus;
  widget_class->focus = cy_score_sheet_focus;

  /* The game shown; the sheet reads it and follows its signals, never changing it. */
  properties [PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, CY_TYPE_SHEET_MODEL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /* The seat choosing a category for this hand, or -1: its open cells
   * show what the hand would score there, as buttons. */
  properties [PROP_CHOOSER] =
    g_param_spec_int ("chooser", NULL, NULL, -1, CY_MATCH_MAX_SEATS - 1, -1,
                      (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* The seat whose own hand is in view, or -1: during the turns its open
   * cells show, dimmed, what the hand would score there (where the model
   * previews, as Card Yacht's does). Never a seat whose hand is hidden. */
  properties [PROP_PREVIEWER] =
    g_param_spec_int ("previewer", NULL, NULL, -1, CY_MATCH_MAX_SEATS - 1, -1,
                      (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-score-sheet.ui");
  gtk_widget_class_bind_template_child (widget_class, CyScoreSheet, placeholder);
  gtk_widget_class_bind_template_child (widget_class, CyScoreSheet, content);
  gtk_widget_class_bind_template_child (widget_class, CyScoreSheet, grid);
  gtk_widget_class_bind_template_child (widget_class, CyScoreSheet, detail);
  gtk_widget_class_bind_template_callback (widget_class, on_key_pressed);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "scoresheet");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
cy_score_sheet_init (CyScoreSheet *self)
{
  self->chooser = -1;
  self->previewer = -1;
  self->last_row = -1;
  self->last_seat = -1;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Score sheet"),
                                  -1);
}

GtkWidget *
cy_score_sheet_new (void)
{
  return g_object_new (CY_TYPE_SCORE_SHEET, NULL);
}

/**
 * cy_score_sheet_get_model:
 *
 * Returns: (transfer none) (nullable): the sheet shown
 */
CySheetModel *
cy_score_sheet_get_model (CyScoreSheet *self)
{
  g_return_val_if_fail (CY_IS_SCORE_SHEET (self), NULL);

  return self->model;
}

void
cy_score_sheet_set_model (CyScoreSheet *self,
                          CySheetModel *model)
{
  g_return_if_fail (CY_IS_SCORE_SHEET (self));
  g_return_if_fail (model == NULL || CY_IS_SHEET_MODEL (model));

  if (self->model == model)
    return;

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);

  if (model != NULL)
    g_signal_connect_swapped (model, "sheet-changed", G_CALLBACK (on_sheet_changed), self);

  /* A chooser and a previewer belong to the game they were set for. */
  if (self->chooser != -1)
    {
      self->chooser = -1;
      g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CHOOSER]);
    }
  if (self->previewer != -1)
    {
      self->previewer = -1;
      g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_PREVIEWER]);
    }
  self->has_proposal = FALSE;

  build_grid (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_MODEL]);
}

int
cy_score_sheet_get_chooser (CyScoreSheet *self)
{
  g_return_val_if_fail (CY_IS_SCORE_SHEET (self), -1);

  return self->chooser;
}

/**
 * cy_score_sheet_set_chooser:
 * @chooser: the seat choosing a category for this hand, or -1 for none
 *
 * Where the model has a potential score for the chooser (the cards or
 * dice it would score now), its open cells
 * show it (dimmed), and activating one activates "game.score-category"
 * with (seat, category).
 */
void
cy_score_sheet_set_chooser (CyScoreSheet *self,
                            int           chooser)
{
  g_return_if_fail (CY_IS_SCORE_SHEET (self));
  g_return_if_fail (chooser >= -1 && chooser < CY_MATCH_MAX_SEATS);

  if (self->chooser == chooser)
    return;

  self->chooser = chooser;
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CHOOSER]);
}

int
cy_score_sheet_get_previewer (CyScoreSheet *self)
{
  g_return_val_if_fail (CY_IS_SCORE_SHEET (self), -1);

  return self->previewer;
}

/**
 * cy_score_sheet_set_previewer:
 * @previewer: the seat whose hand is face up on the table, or -1 for none
 *
 * During the turns, where the model previews (cy_sheet_model_get_preview()),
 * the previewer's open cells show what its hand would score there, dimmed:
 * plain cells, since nothing can be written yet.
 */
void
cy_score_sheet_set_previewer (CyScoreSheet *self,
                              int           previewer)
{
  g_return_if_fail (CY_IS_SCORE_SHEET (self));
  g_return_if_fail (previewer >= -1 && previewer < CY_MATCH_MAX_SEATS);

  if (self->previewer == previewer)
    return;

  self->previewer = previewer;
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_PREVIEWER]);
}

/**
 * cy_score_sheet_set_proposal:
 * @values: (nullable) (array length=n_values): for each row, what the
 *   previewer's hand would score there once the move shown is made, -1
 *   where that is not known; %NULL: the model's preview again
 *
 * While a move waits for confirmation, the previewer's open cells show
 * what the hand it makes would score; where that cannot be known (cards
 * still to be drawn), they are empty.
 */
void
cy_score_sheet_set_proposal (CyScoreSheet *self,
                             const int    *values,
                             guint         n_values)
{
  g_return_if_fail (CY_IS_SCORE_SHEET (self));

  if (values == NULL && !self->has_proposal)
    return;

  self->has_proposal = values != NULL;
  for (guint row = 0; row < MAX_ROWS; row++)
    self->proposal[row] = values != NULL && row < n_values ? values[row] : -1;
  refresh (self);
}

/**
 * cy_score_sheet_get_cell:
 * @row: a row of the model (for Card Yacht a #CyCategory,
 *   %CY_SCORE_SHEET_ROW_SUITED_BONUS or %CY_SCORE_SHEET_ROW_TOTAL)
 *
 * Returns: (transfer none) (nullable): the widget of a cell: a #GtkButton
 *   when the chooser can score there, else a focusable cell
 */
GtkWidget *
cy_score_sheet_get_cell (CyScoreSheet *self,
                         guint         row,
                         guint         seat)
{
  g_return_val_if_fail (CY_IS_SCORE_SHEET (self), NULL);
  if (row >= self->n_rows || seat >= self->n_players)
    return NULL;

  return self->cells[row][seat];
}

/**
 * cy_score_sheet_fit_table:
 * @self: a #CyScoreSheet
 * @width: the width of the table the sheet is part of
 * @height: its height
 *
 * Sets the sheet's text and cells larger on a big screen, for a table of
 * @width x @height: the tables call it as they are allocated.
 */
void
cy_score_sheet_fit_table (CyScoreSheet *self,
                          int           width,
                          int           height)
{
  g_return_if_fail (CY_IS_SCORE_SHEET (self));

  _cy_score_sheet_set_class (GTK_WIDGET (self), "large", width >= LARGE_FROM_WIDTH && height >= LARGE_FROM_HEIGHT);
}
