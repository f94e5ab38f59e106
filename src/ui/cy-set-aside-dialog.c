/* cy-set-aside-dialog.c: the games set aside, to resume or discard
 *
 * Every game set aside (CySetAsideGame) is a row: the game, its players and
 * when it was last played, with Resume and Discard. Resuming is the
 * window's command (win.resume-set-aside), so that the toast that says a
 * game was set aside and this dialog take the one road.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-game-info.h"
#include "cy-set-aside-dialog.h"
#include "cy-set-aside-game.h"
#include "cy-toast.h"
#include "cy-toast-room.h"

struct _CySetAsideDialog
{
  AdwWindow        parent_instance;

  AdwToastOverlay *toast_overlay;
  GtkStack        *stack;
  GtkListBox      *list_box;

  GListModel      *games;
};

G_DEFINE_FINAL_TYPE (CySetAsideDialog, cy_set_aside_dialog, ADW_TYPE_WINDOW)

/* "Card Yacht: Ann, Bob and Cy" */
static char *
describe (CySetAsideGame *game)
{
  const CyGameInfo *info = cy_game_info_lookup (cy_set_aside_game_get_game_id (game));
  const char * const *players = cy_set_aside_game_get_players (game);
  g_autofree char *names = g_strjoinv (", ", (char **) players);

  if (info == NULL)
    return g_strdup (_("A game that cannot be read"));
  /* Translators: a game's name, then its players' names */
  return g_strdup_printf (_("%s: %s"), _(info->name), names);
}

/* "Last played today at 06:09", "Last played 26 November 2026 at 21:40":
 * the month spelled out, as on the printed sheets. */
static char *
describe_when (CySetAsideGame *game)
{
  GDateTime *saved = cy_set_aside_game_get_saved (game);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *time = g_date_time_format (saved, "%H:%M");
  g_autofree char *day = NULL;

  if (cy_set_aside_game_get_problem (game) != NULL)
    return g_strdup (cy_set_aside_game_get_problem (game));

  if (g_date_time_get_year (saved) == g_date_time_get_year (now) &&
      g_date_time_get_day_of_year (saved) == g_date_time_get_day_of_year (now))
    /* Translators: %s is a time of day */
    return g_strdup_printf (_("Last played today at %s"), time);

  /* Translators: a date as a g_date_time_format() string; spell the month out */
  day = g_date_time_format (saved, _("%-d %B %Y"));
  /* Translators: a date, then a time of day */
  return g_strdup_printf (_("Last played %s at %s"), day, time);
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  CySetAsideGame *game = item;
  const char *id = cy_set_aside_game_get_id (game);
  g_autofree char *title = describe (game);
  g_autofree char *subtitle = describe_when (game);
  g_autofree char *title_markup = g_markup_escape_text (title, -1);
  g_autofree char *subtitle_markup = g_markup_escape_text (subtitle, -1);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *discard = gtk_button_new_from_icon_name ("user-trash-symbolic");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title_markup);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle_markup);

  if (cy_set_aside_game_get_problem (game) == NULL)
    {
      GtkWidget *resume = gtk_button_new_with_mnemonic (_("_Resume"));
      /* Translators: %s names the game and its players */
      g_autofree char *label = g_strdup_printf (_("Resume %s"), title);

      gtk_widget_set_valign (resume, GTK_ALIGN_CENTER);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (resume), "set-aside.resume");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (resume), "s", id);
      gtk_accessible_update_property (GTK_ACCESSIBLE (resume), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), resume);
    }

  gtk_widget_set_valign (discard, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (discard, "flat");
  gtk_widget_set_tooltip_text (discard, _("Discard"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (discard), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Discard"), -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (discard), "set-aside.discard");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (discard), "s", id);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), discard);

  return row;
}

static void
reload (CySetAsideDialog *self)
{
  g_clear_object (&self->games);
  self->games = cy_set_aside_game_list ();
  gtk_list_box_bind_model (self->list_box, self->games, create_row, self, NULL);
  gtk_stack_set_visible_child_name (self->stack, g_list_model_get_n_items (self->games) > 0 ? "list" : "empty");
}

static void
resume_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));

  /* The window sets its own game aside and says if anything fails. */
  if (parent != NULL)
    gtk_widget_activate_action_variant (GTK_WIDGET (parent), "win.resume-set-aside", parameter);
  gtk_window_destroy (GTK_WINDOW (widget));
}

static void
on_discard_response (AdwMessageDialog *dialog,
                     const char       *response,
                     CySetAsideDialog *self)
{
  const char *id = g_object_get_data (G_OBJECT (dialog), "id");
  g_autoptr(CySetAsideGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "discard") != 0)
    return;

  game = cy_set_aside_game_lookup (id, &error);
  if (game == NULL || !cy_set_aside_game_discard (game, &error))
    cy_toast_overlay_add (self->toast_overlay, cy_toast_new_literal (error->message));
  reload (self);
}

/* Discarding deletes a game for good: asked first. */
static void
discard_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  CySetAsideDialog *self = CY_SET_ASIDE_DIALOG (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  g_autoptr(CySetAsideGame) game = cy_set_aside_game_lookup (id, NULL);
  g_autofree char *title = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (game == NULL)
    {
      reload (self);
      return;
    }

  title = describe (game);
  /* Translators: %s names the game and its players */
  body = g_strdup_printf (_("%s will be deleted. This cannot be undone."), title);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Discard This Game?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Keep It"),
                                    "discard", _("_Discard"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "id", g_strdup (id), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_discard_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
cy_set_aside_dialog_dispose (GObject *object)
{
  CySetAsideDialog *self = CY_SET_ASIDE_DIALOG (object);

  g_clear_object (&self->games);

  G_OBJECT_CLASS (cy_set_aside_dialog_parent_class)->dispose (object);
}

static void
cy_set_aside_dialog_class_init (CySetAsideDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_set_aside_dialog_dispose;

  g_type_ensure (CY_TYPE_TOAST_ROOM);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-set-aside-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CySetAsideDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CySetAsideDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, CySetAsideDialog, list_box);

  gtk_widget_class_install_action (widget_class, "set-aside.resume", "s", resume_action);
  gtk_widget_class_install_action (widget_class, "set-aside.discard", "s", discard_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
cy_set_aside_dialog_init (CySetAsideDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  reload (self);
}

CySetAsideDialog *
cy_set_aside_dialog_new (GtkWindow *parent)
{
  return g_object_new (CY_TYPE_SET_ASIDE_DIALOG,
                       "transient-for", parent,
                       NULL);
}
