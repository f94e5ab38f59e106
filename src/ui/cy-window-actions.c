/* cy-window-actions.c: every command of the game window
 *
 * Each action turns a gesture or key into a step of the match (the next
 * hand, Take Back) or goes to the game view shown (its hint, its sheet);
 * the games' own moves are actions of their views. _cy_window_update_actions()
 * only reads what the match and the view say and enables the actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-error.h"
#include "cy-game-view.h"
#include "cy-set-aside-dialog.h"
#include "cy-sheet-export.h"
#include "cy-statistics-window.h"
#include "cy-toast.h"
#include "cy-window-private.h"

void
_cy_window_update_actions (CyWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  CyMatchState state = self->match ? cy_match_get_state (self->match) : CY_MATCH_STATE_WAITING;
  CyGameView *view = _cy_window_get_view (self);
  g_autofree char *take_back = view != NULL ? cy_game_view_describe_take_back (view) : NULL;

  gtk_widget_action_set_enabled (widget, "win.hint", view != NULL && cy_game_view_can_hint (view));
  gtk_widget_action_set_enabled (widget, "win.toggle-sheet", view != NULL && cy_game_view_can_toggle_sheet (view));
  gtk_widget_action_set_enabled (widget, "win.next-hand", state == CY_MATCH_STATE_HAND_OVER);
  /* Strict play (the match's, from the take-back preference) takes nothing back. */
  gtk_widget_action_set_enabled (widget, "win.undo", self->match != NULL && cy_match_get_can_undo (self->match));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->undo_button),
                               take_back != NULL ? take_back : _("Take Back Your Last Move (Ctrl+Z)"));
  gtk_widget_action_set_enabled (widget, "win.hand-off-done", state == CY_MATCH_STATE_HAND_OFF);
  gtk_widget_action_set_enabled (widget, "win.deal", state == CY_MATCH_STATE_WAITING && self->match != NULL);
  /* A game set aside comes back as the saved game: only where this window saves. */
  gtk_widget_action_set_enabled (widget, "win.resume-set-aside", self->owns_save && !self->newer_save_kept);
  gtk_widget_action_set_enabled (widget, "win.set-aside-games", self->owns_save && !self->newer_save_kept);
}

/* H and the Hint buttons: the hint or the coach of the game shown. */
static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyGameView *view = _cy_window_get_view (CY_WINDOW (widget));

  if (view != NULL)
    cy_game_view_hint (view);
}

static void
next_hand_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!cy_match_next_hand (self->match, &error))
    _cy_window_report_error (self, error);
}

/* N deals, whichever deal waits: the next hand, or the first one once the
 * first dealer is drawn (a newcomer pressed N there and nothing came). */
static gboolean
deal_shortcut (GtkWidget *widget,
               GVariant  *args,
               gpointer   user_data)
{
  CyWindow *self = CY_WINDOW (widget);
  CyMatchState state;

  if (self->match == NULL)
    return FALSE;
  state = cy_match_get_state (self->match);
  if (state == CY_MATCH_STATE_HAND_OVER)
    return gtk_widget_activate_action (widget, "win.next-hand", NULL);
  if (state == CY_MATCH_STATE_WAITING)
    return gtk_widget_activate_action (widget, "win.deal", NULL);
  return FALSE;
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->match != NULL && !cy_match_undo (self->match, &error))
    _cy_window_report_error (self, error);
}

/* Leaving what the view showed before the first move (Card Yacht's draw
 * for the first dealer): the match starts; in a hot-seat game its first
 * step is the hand-off screen. */
static void
deal_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);

  if (self->match == NULL)
    return;

  cy_match_start (self->match);
}

static void
hand_off_done_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);

  if (self->match != NULL)
    cy_match_hand_off_done (self->match);
}

static void
resume_set_aside_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  _cy_window_resume_set_aside (CY_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

static void
set_aside_games_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  gtk_window_present (GTK_WINDOW (cy_set_aside_dialog_new (GTK_WINDOW (widget))));
}

static void
save_record_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  _cy_window_save_record (CY_WINDOW (widget));
}

static void
open_record_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  _cy_window_open_record (CY_WINDOW (widget));
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  cy_window_show_new_game (CY_WINDOW (widget));
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autofree char *blank = g_settings_get_string (self->settings, "game");

  /* Without a game (the welcome screen), a blank sheet of the game last
   * chosen, to play with real cards or dice. */
  cy_sheet_export_print (GTK_WINDOW (self), self->match ? G_OBJECT (cy_match_get_game (self->match)) : NULL, blank);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  g_autofree char *blank = g_settings_get_string (self->settings, "game");

  cy_sheet_export_save (GTK_WINDOW (self), self->match ? G_OBJECT (cy_match_get_game (self->match)) : NULL,
                        blank, cy_sheet_export_save_done, NULL);
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  CyWindow *self = CY_WINDOW (widget);
  CyStatisticsWindow *statistics = cy_statistics_window_new (GTK_WINDOW (widget));

  /* Open on the game shown (a game of rule sets keeps them apart). */
  if (self->match != NULL)
    cy_statistics_window_set_game (statistics, cy_game_view_get_game_key (self->view));
  gtk_window_present (GTK_WINDOW (statistics));
}

/* Built when asked for, not with the window (as GtkApplication would do
 * with gtk/help-overlay.ui): it is a large tree nobody needs at start-up. */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/cy-shortcuts-window.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  /* Open on the keys of the game shown: its section is named after it. */
  if (CY_WINDOW (widget)->match != NULL)
    g_object_set (shortcuts, "section-name",
                  cy_match_game_get_game_id (cy_match_get_game (CY_WINDOW (widget)->match)), NULL);
  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_present (shortcuts);
}

static void
toggle_sheet_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CyGameView *view = _cy_window_get_view (CY_WINDOW (widget));

  /* F9: the sheet or pad of the game shown, wherever the focus is. */
  if (view != NULL)
    cy_game_view_toggle_sheet (view);
}

void
_cy_window_class_actions_init (CyWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.save-record", NULL, save_record_action);
  gtk_widget_class_install_action (widget_class, "win.open-record", NULL, open_record_action);
  gtk_widget_class_install_action (widget_class, "win.resume-set-aside", "s", resume_set_aside_action);
  gtk_widget_class_install_action (widget_class, "win.set-aside-games", NULL, set_aside_games_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.next-hand", NULL, next_hand_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.deal", NULL, deal_action);
  gtk_widget_class_install_action (widget_class, "win.hand-off-done", NULL, hand_off_done_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-sheet", NULL, toggle_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_shortcuts_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK, "win.show-help-overlay", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.show-help-overlay", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open-record", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_n, 0, deal_shortcut, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "win.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.toggle-sheet", NULL);
}
