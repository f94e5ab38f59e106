/* cy-score-sheet.c: the score sheet on screen, categories × players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A grid with a row per category, then the Suited Bonus (with the suit
 * total's progress toward 148) and the Total, and a column per player. The
 * sheet only reads the game: it follows the game's signals, and a choice
 * made on it goes out as the "game.score-category" action, which the
 * window owns and turns into cy_game_score(). The resulting
 * category-scored signal is what changes the sheet.
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

#include "cy-score-sheet.h"
#include "cy-score-sheet-cell.h"

#define ROW_SUITED_BONUS CY_SCORE_SHEET_ROW_SUITED_BONUS
#define ROW_TOTAL        CY_SCORE_SHEET_ROW_TOTAL
#define N_ROWS           CY_SCORE_SHEET_N_ROWS

/* The sheet */

typedef enum
{
  CELL_NONE,
  CELL_SHOW,     /* a CyScoreSheetCell */
  CELL_CHOICE,   /* a GtkButton: the chooser may score this hand here */
} CellKind;

struct _CyScoreSheet
{
  GtkWidget  parent_instance;

  /* Template widgets */
  GtkWidget *placeholder;
  GtkWidget *content;
  GtkGrid   *grid;
  GtkWidget *detail;

  CyGame    *game;
  int        chooser;
  int        last_row;      /* the cell that had the focus last, or -1 */
  int        last_seat;

  guint      n_players;
  GtkWidget *names[CY_MAX_PLAYERS];
  GtkWidget *row_labels[N_ROWS];
  GtkWidget *cells[N_ROWS][CY_MAX_PLAYERS];
  CellKind   kinds[N_ROWS][CY_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (CyScoreSheet, cy_score_sheet, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_CHOOSER,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

/* Grid rows: the names, then the sheet's rows. */
#define GRID_ROW(row) ((int) (row) + 1)

/* The seat whose column is marked: the chooser while hands are scored,
 * the player to move during turns. */
static int
get_current_seat (CyScoreSheet *self)
{
  CyPhase phase;

  if (self->game == NULL)
    return -1;

  phase = cy_game_get_phase (self->game);
  if (phase == CY_PHASE_SCORING)
    return self->chooser;
  if (phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS)
    return (int) cy_game_get_to_move (self->game);
  return -1;
}

/* Whether @seat's open cells offer its hand: only the chooser, only while
 * scoring, and only before it has written this hand somewhere. */
static gboolean
is_choosing (CyScoreSheet *self,
             guint         seat)
{
  return self->game != NULL &&
         self->chooser == (int) seat &&
         cy_game_get_phase (self->game) == CY_PHASE_SCORING &&
         cy_game_get_hand_category (self->game, seat) < 0;
}

static char *
describe_hand (const CyCard hand[CY_HAND_SIZE])
{
  CyCard cards[CY_HAND_SIZE];
  guint n = 0;

  for (guint i = 0; i < CY_HAND_SIZE; i++)
    if (cy_card_is_valid (hand[i]))
      cards[n++] = hand[i];

  return n > 0 ? cy_cards_describe (cards, n) : NULL;
}

static void
on_choice_clicked (GtkButton    *button,
                   CyScoreSheet *self)
{
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "cy-seat"));
  guint row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "cy-row"));

  /* The window decides and changes the game; the sheet follows its signals. */
  gtk_widget_activate_action (GTK_WIDGET (self), "game.score-category", "(uu)", seat, row);
}

/* The focused cell's full story in words under the grid: tooltips
 * follow the pointer, not the keyboard. */
static void
show_detail (CyScoreSheet *self,
             GtkWidget    *cell)
{
  const char *text = cell ? g_object_get_data (G_OBJECT (cell), "cy-detail") : NULL;

  gtk_label_set_text (GTK_LABEL (self->detail), text ? text : "");
  gtk_widget_set_visible (self->detail, text != NULL);
}

static void
update_detail (CyScoreSheet *self)
{
  for (guint row = 0; row < N_ROWS; row++)
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
  if (row == CY_CATEGORY_SPADES || row == ROW_SUITED_BONUS)
    gtk_widget_add_css_class (cell, "section-start");
  if (row == ROW_TOTAL)
    gtk_widget_add_css_class (cell, "total");

  return cell;
}

/* Makes the cell the right kind of widget, keeping the keyboard focus on
 * it if the old one had it. */
static GtkWidget *
ensure_cell (CyScoreSheet *self,
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
set_class (GtkWidget  *widget,
           const char *css_class,
           gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

static void
update_category_cell (CyScoreSheet *self,
                      CyCategory    category,
                      guint         seat)
{
  const char *name = cy_player_get_name (cy_game_get_player (self->game, seat));
  const char *label = cy_category_get_label (category);
  int score = cy_game_get_score (self->game, seat, category);
  g_autofree char *text = NULL;
  g_autofree char *tooltip = NULL;
  g_autofree char *accessible = NULL;
  GtkWidget *cell;

  if (score >= 0)
    {
      CyCard hand[CY_HAND_SIZE];
      g_autofree char *cards = NULL;
      gboolean this_hand = cy_game_get_hand_category (self->game, seat) == (int) category &&
                           cy_game_get_phase (self->game) != CY_PHASE_GAME_OVER;

      if (cy_game_get_scored_hand (self->game, seat, category, hand))
        cards = describe_hand (hand);

      cell = ensure_cell (self, category, seat, CELL_SHOW);
      text = g_strdup_printf ("%d", score);
      /* Translators: tooltip of a used score-sheet cell; %s lists the five cards */
      tooltip = cards ? g_strdup_printf (_("Scored with %s"), cards) : NULL;
      /* Translators: what a screen reader says for a used cell: player, category, points, cards */
      accessible = g_strdup_printf (ngettext ("%s, %s: %d point, scored with %s",
                                              "%s, %s: %d points, scored with %s", score),
                                    name, label, score, cards ? cards : "");
      set_class (cell, "used", TRUE);
      set_class (cell, "potential", FALSE);
      set_class (cell, "this-hand", this_hand);
    }
  else if (is_choosing (self, seat))
    {
      CyCard hand[CY_HAND_SIZE];
      guint points;

      cy_game_get_hand (self->game, seat, hand);
      points = cy_category_score (category, hand);

      cell = ensure_cell (self, category, seat, CELL_CHOICE);
      text = g_strdup_printf ("%u", points);
      /* Translators: tooltip of a category the player can choose for this hand */
      tooltip = g_strdup_printf (ngettext ("Write this hand in %s for %u point",
                                           "Write this hand in %s for %u points", points),
                                 label, points);
      accessible = g_strdup_printf (ngettext ("%s, %s: open, this hand would score %u point",
                                              "%s, %s: open, this hand would score %u points", points),
                                    name, label, points);
      set_class (cell, "used", FALSE);
      set_class (cell, "potential", TRUE);
      set_class (cell, "this-hand", FALSE);
    }
  else
    {
      cell = ensure_cell (self, category, seat, CELL_SHOW);
      text = g_strdup ("");
      /* Translators: what a screen reader says for a category not used yet:
       * player, category, and the category's requirement */
      accessible = g_strdup_printf (_("%s, %s: open (%s)"), name, label,
                                    cy_category_get_requirement (category));
      set_class (cell, "used", FALSE);
      set_class (cell, "potential", FALSE);
      set_class (cell, "this-hand", FALSE);
    }

  cy_score_sheet_cell_show (cell, text, tooltip, accessible);
}

static void
update_bonus_cell (CyScoreSheet *self,
                   guint         seat)
{
  GtkWidget *cell = ensure_cell (self, ROW_SUITED_BONUS, seat, CELL_SHOW);
  const char *name = cy_player_get_name (cy_game_get_player (self->game, seat));
  guint suit_total = cy_game_get_suit_total (self->game, seat);
  guint bonus = cy_game_get_suited_bonus (self->game, seat);
  CyCategorySet suits = 0;
  g_autofree char *progress = NULL;
  g_autofree char *markup = NULL;
  g_autofree char *accessible = NULL;
  gboolean decided;

  for (guint c = CY_CATEGORY_SPADES; c <= CY_CATEGORY_CLUBS; c++)
    suits |= 1u << c;
  decided = suit_total >= CY_SUITED_BONUS_THRESHOLD ||
            (cy_game_get_used (self->game, seat) & suits) == suits;

  /* Translators: progress of the suit total toward the bonus, e.g. "97 / 148" */
  progress = g_strdup_printf (_("%u / %u"), suit_total, CY_SUITED_BONUS_THRESHOLD);
  /* The progress until the bonus is decided, then the bonus alone (the
   * progress stays in the tooltip and the line under the grid): the
   * column never widens for it. */
  if (decided)
    markup = g_strdup_printf ("%u", bonus);
  else
    /* Numbers read left to right in a right-to-left sheet too (the mark
     * makes the line's direction left to right): "97 / 148", never "148 / 97". */
    markup = g_strdup_printf ("<small>\u200E%s</small>", progress);

  /* Translators: screen reader text of the Suited Bonus cell: player, suit total, target, bonus */
  accessible = g_strdup_printf (_("%s, Suited Bonus: suits total %u of %u, bonus %u"),
                                name, suit_total, CY_SUITED_BONUS_THRESHOLD, bonus);
  cy_score_sheet_cell_show (cell, markup, accessible, accessible);
  set_class (cell, "bonus-reached", bonus > 0);
  /* As wide as the widest progress ("196 / 148"), whatever it says now. */
  gtk_label_set_width_chars (GTK_LABEL (cy_score_sheet_cell_get_label (CY_SCORE_SHEET_CELL (cell))), 8);
}

static void
update_total_cell (CyScoreSheet *self,
                   guint         seat)
{
  GtkWidget *cell = ensure_cell (self, ROW_TOTAL, seat, CELL_SHOW);
  const char *name = cy_player_get_name (cy_game_get_player (self->game, seat));
  gboolean over = cy_game_get_phase (self->game) == CY_PHASE_GAME_OVER;
  gboolean winner = over && (cy_game_get_winners (self->game) & (1u << seat)) != 0;
  guint total = cy_game_get_total (self->game, seat);
  g_autofree char *text = g_strdup_printf ("%u", total);
  g_autofree char *accessible = NULL;

  if (winner)
    /* Translators: screen reader text of a winner's total */
    accessible = g_strdup_printf (_("%s, Total: %u, winner"), name, total);
  else
    accessible = g_strdup_printf (_("%s, Total: %u"), name, total);

  cy_score_sheet_cell_show (cell, text, winner ? _("Winner") : NULL, accessible);
  set_class (cell, "winner", winner);
}

static void
refresh (CyScoreSheet *self)
{
  int current;

  if (self->game == NULL)
    return;

  current = get_current_seat (self);

  for (guint seat = 0; seat < self->n_players; seat++)
    {
      gboolean is_current = (int) seat == current;

      for (CyCategory category = 0; category < CY_N_CATEGORIES; category++)
        update_category_cell (self, category, seat);
      update_bonus_cell (self, seat);
      update_total_cell (self, seat);

      set_class (self->names[seat], "current", is_current);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->names[seat]),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      is_current ? _("Current player") : "",
                                      -1);
      for (guint row = 0; row < N_ROWS; row++)
        set_class (self->cells[row][seat], "current", is_current);
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
  self->last_row = self->last_seat = -1;
  gtk_widget_set_visible (self->detail, FALSE);
}

/* Builds the grid's fixed parts for the game's players; the cells follow in refresh(). */
static void
build_grid (CyScoreSheet *self)
{
  clear_grid (self);
  gtk_widget_set_visible (self->placeholder, self->game == NULL);
  gtk_widget_set_visible (self->content, self->game != NULL);

  if (self->game == NULL)
    return;

  self->n_players = cy_game_get_n_players (self->game);

  for (guint seat = 0; seat < self->n_players; seat++)
    {
      GtkWidget *name = gtk_label_new (cy_player_get_name (cy_game_get_player (self->game, seat)));

      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 10);
      gtk_widget_add_css_class (name, "player-name");
      gtk_widget_set_hexpand (name, TRUE);
      gtk_widget_set_tooltip_text (name, cy_player_get_name (cy_game_get_player (self->game, seat)));
      gtk_grid_attach (self->grid, name, (int) seat + 1, 0, 1, 1);
      self->names[seat] = name;
    }

  for (guint row = 0; row < N_ROWS; row++)
    {
      g_autofree char *rule = cy_score_sheet_row_get_requirement (row);
      const char *note = row < CY_N_CATEGORIES ? cy_category_get_note ((CyCategory) row) : NULL;
      /* On a line of its own, what the card values mean for the row: the
       * sheet is where a player looks it up. */
      g_autofree char *requirement = g_strjoin ("\n", rule, note, NULL);
      GtkWidget *label = gtk_label_new (cy_score_sheet_row_get_label (row));

      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_widget_add_css_class (label, "row-label");
      if (row == CY_CATEGORY_SPADES || row == ROW_SUITED_BONUS)
        gtk_widget_add_css_class (label, "section-start");
      if (row == ROW_TOTAL)
        gtk_widget_add_css_class (label, "total");
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

  for (guint row = 0; row < N_ROWS; row++)
    for (guint seat = 0; seat < self->n_players; seat++)
      if (self->cells[row][seat] != NULL && gtk_widget_has_focus (self->cells[row][seat]))
        {
          int to_row = (int) row + row_step;
          int to_seat = (int) seat + seat_step;

          if (to_row < 0 || to_row >= N_ROWS || to_seat < 0 || to_seat >= (int) self->n_players)
            return GDK_EVENT_STOP;  /* stay put at the edge, as in a spreadsheet */

          gtk_widget_grab_focus (self->cells[to_row][to_seat]);
          return GDK_EVENT_STOP;
        }

  return GDK_EVENT_PROPAGATE;
}

/* Focus goes where a choice is waiting, else back to the cell that had
 * it, else to the first cell. */
static gboolean
cy_score_sheet_grab_focus (GtkWidget *widget)
{
  CyScoreSheet *self = CY_SCORE_SHEET (widget);

  if (self->game == NULL)
    return FALSE;

  for (guint row = 0; row < CY_N_CATEGORIES; row++)
    for (guint seat = 0; seat < self->n_players; seat++)
      if (self->kinds[row][seat] == CELL_CHOICE)
        return gtk_widget_grab_focus (self->cells[row][seat]);

  if (self->last_row >= 0 && self->last_row < N_ROWS && self->last_seat >= 0 &&
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
on_game_changed (CyScoreSheet *self)
{
  refresh (self);
}

static void
cy_score_sheet_dispose (GObject *object)
{
  CyScoreSheet *self = (CyScoreSheet *)object;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

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
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_CHOOSER:
      g_value_set_int (value, self->chooser);
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
    case PROP_GAME:
      cy_score_sheet_set_game (self, g_value_get_object (value));
      break;

    case PROP_CHOOSER:
      cy_score_sheet_set_chooser (self, g_value_get_int (value));
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
  properties [PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CY_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /* The seat choosing a category for this hand, or -1: its open cells
   * show what the hand would score there, as buttons. */
  properties [PROP_CHOOSER] =
    g_param_spec_int ("chooser", NULL, NULL, -1, CY_MAX_PLAYERS - 1, -1,
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
 * cy_score_sheet_get_game:
 *
 * Returns: (transfer none) (nullable): the game shown
 */
CyGame *
cy_score_sheet_get_game (CyScoreSheet *self)
{
  g_return_val_if_fail (CY_IS_SCORE_SHEET (self), NULL);

  return self->game;
}

void
cy_score_sheet_set_game (CyScoreSheet *self,
                         CyGame       *game)
{
  g_return_if_fail (CY_IS_SCORE_SHEET (self));
  g_return_if_fail (game == NULL || CY_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);

  if (game != NULL)
    {
      /* Any of these can change what a cell says; refresh() reads it all again. */
      static const char * const signal_names[] = {
        "hand-dealt", "turn-started", "hand-ended", "category-scored",
        "category-unscored", "hand-scored", "game-over", "notify::phase",
      };

      for (guint i = 0; i < G_N_ELEMENTS (signal_names); i++)
        g_signal_connect_swapped (game, signal_names[i], G_CALLBACK (on_game_changed), self);
    }

  /* A chooser belongs to the game it was set for. */
  if (self->chooser != -1)
    {
      self->chooser = -1;
      g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CHOOSER]);
    }

  build_grid (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_GAME]);
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
 * While the game is in CY_PHASE_SCORING, the chooser's open cells show
 * (dimmed) what its hand would score in each, and activating one
 * activates "game.score-category" with (seat, category).
 */
void
cy_score_sheet_set_chooser (CyScoreSheet *self,
                            int           chooser)
{
  g_return_if_fail (CY_IS_SCORE_SHEET (self));
  g_return_if_fail (chooser >= -1 && chooser < CY_MAX_PLAYERS);

  if (self->chooser == chooser)
    return;

  self->chooser = chooser;
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CHOOSER]);
}

/**
 * cy_score_sheet_get_cell:
 * @row: a #CyCategory, %CY_SCORE_SHEET_ROW_SUITED_BONUS or %CY_SCORE_SHEET_ROW_TOTAL
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
  g_return_val_if_fail (row < N_ROWS, NULL);

  if (seat >= self->n_players)
    return NULL;

  return self->cells[row][seat];
}
