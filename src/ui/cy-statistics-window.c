/* cy-statistics-window.c: every player's statistics, and a way to reset them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-games-ui.h"
#include "cy-statistics.h"
#include "cy-statistics-window.h"
#include "cy-toast.h"
#include "cy-toast-room.h"

struct _CyStatisticsWindow
{
  AdwWindow        parent_instance;

  GFileMonitor    *monitor;
  GPtrArray       *groups;        /* the AdwPreferencesGroups on the page, one per player */
  char            *game;          /* a rule set's key */

  /* Template widgets */
  AdwToastOverlay *toast_overlay;
  GtkStack        *stack;
  AdwStatusPage   *error_page;
  AdwPreferencesPage *page;
  GtkBox          *game_switcher;
};

G_DEFINE_FINAL_TYPE (CyStatisticsWindow, cy_statistics_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
toast (CyStatisticsWindow *self,
       const char         *text)
{
  AdwToast *t = cy_toast_new_literal (text);

  adw_toast_set_timeout (t, 6);
  cy_toast_overlay_add (self->toast_overlay, t);
}

GtkWidget *
cy_statistics_figure_row_new (const char *title,
                              const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  /* Plain text: a translated title may hold an ampersand. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);

  /* Screen readers read the row's title; give them the figure with it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, value, -1);
  return row;
}

GtkWidget *
cy_statistics_count_row_new (const char *title,
                             guint64     value)
{
  g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, value);

  return cy_statistics_figure_row_new (title, text);
}

AdwPreferencesGroup *
cy_statistics_group_new (const char *name,
                         guint       games,
                         guint       wins)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  g_autofree char *escaped_name = g_markup_escape_text (name, -1);
  g_autofree char *summary = NULL;
  g_autofree char *escaped_summary = NULL;

  /* Translators: under a player's name: wins, then games played; the
   * plural follows the number of games */
  summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Won %u of %u game", "Won %u of %u games", games),
                             wins, games);

  /* The group's title and description are markup: a name like
   * "Tom & <Jerry>" must show as typed, not break the label. */
  escaped_summary = g_markup_escape_text (summary, -1);
  adw_preferences_group_set_title (group, escaped_name);
  adw_preferences_group_set_description (group, escaped_summary);

  adw_preferences_group_add (group, cy_statistics_count_row_new (_("Games played"), games));
  adw_preferences_group_add (group, cy_statistics_count_row_new (_("Wins"), wins));
  return group;
}

/* The game of the rule set shown. */
static const CyGameUi *
shown_ui (CyStatisticsWindow *self)
{
  return cy_game_ui_lookup_rule_set (self->game);
}

/* Whether the game shown keeps a file of its own (no format in the registry). */
static gboolean
has_own_file (CyStatisticsWindow *self)
{
  return !cy_game_statistics_is_game (self->game);
}

static void
clear_groups (CyStatisticsWindow *self)
{
  for (guint i = 0; i < self->groups->len; i++)
    adw_preferences_page_remove (self->page, g_ptr_array_index (self->groups, i));
  g_ptr_array_set_size (self->groups, 0);
}

/**
 * cy_statistics_window_reload:
 *
 * Reads the statistics file again and shows what it holds.
 */
void
cy_statistics_window_reload (CyStatisticsWindow *self)
{
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *moved_aside = NULL;

  g_return_if_fail (CY_IS_STATISTICS_WINDOW (self));

  clear_groups (self);

  if (has_own_file (self))
    list = shown_ui (self)->load_statistics (&moved_aside, &error);
  else
    list = cy_game_statistics_load (self->game, &moved_aside, &error);
  if (list == NULL)
    {
      /* The description is markup; the message may hold a path with "&". */
      g_autofree char *escaped = g_markup_escape_text (error->message, -1);

      adw_status_page_set_description (self->error_page, escaped);
      gtk_stack_set_visible_child_name (self->stack, "error");
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "statistics.reset", FALSE);
      return;
    }

  /* Short enough for a toast; the button opens the folder it went to. */
  if (moved_aside != NULL)
    cy_toast_overlay_add (self->toast_overlay,
                          cy_toast_new_for_file (_("The damaged statistics file was set aside"), moved_aside));

  for (guint i = 0; i < list->len; i++)
    {
      GtkWidget *group = shown_ui (self)->new_statistics_group (self->game, g_ptr_array_index (list, i));

      adw_preferences_page_add (self->page, ADW_PREFERENCES_GROUP (group));
      g_ptr_array_add (self->groups, group);
    }

  gtk_stack_set_visible_child_name (self->stack, list->len > 0 ? "players" : "empty");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "statistics.reset", list->len > 0);
}

/* A game can end, and be recorded, while the window is open. */
static void
on_file_changed (GFileMonitor       *monitor,
                 GFile              *file,
                 GFile              *other_file,
                 GFileMonitorEvent   event,
                 CyStatisticsWindow *self)
{
  switch (event)
    {
    case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT:
    case G_FILE_MONITOR_EVENT_DELETED:
    case G_FILE_MONITOR_EVENT_CREATED:
    case G_FILE_MONITOR_EVENT_RENAMED:
    case G_FILE_MONITOR_EVENT_MOVED_IN:
    case G_FILE_MONITOR_EVENT_MOVED_OUT:
      cy_statistics_window_reload (self);
      break;

    default:
      break;
    }
}

static void
on_reset_response (AdwMessageDialog   *dialog,
                   const char         *response,
                   CyStatisticsWindow *self)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = has_own_file (self) ? shown_ui (self)->reset_statistics (&error)
                                    : cy_game_statistics_reset (self->game, &error);

  if (!ok)
    toast (self, error->message);

  cy_statistics_window_reload (self);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CyStatisticsWindow *self = CY_STATISTICS_WINDOW (widget);
  const char *text = shown_ui (self)->statistics_reset_text;
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Reset Statistics?"),
                                              text != NULL ? _(text)
                                              : _("The results of every player of this game will be forgotten. This cannot be undone."));
  AdwMessageDialog *d = ADW_MESSAGE_DIALOG (dialog);

  adw_message_dialog_add_responses (d, "cancel", _("_Cancel"), "reset", _("_Reset"), NULL);
  adw_message_dialog_set_response_appearance (d, "reset", ADW_RESPONSE_DESTRUCTIVE);
  /* Enter must not wipe everything by accident. */
  adw_message_dialog_set_default_response (d, "cancel");
  adw_message_dialog_set_close_response (d, "cancel");
  g_signal_connect_object (dialog, "response::reset", G_CALLBACK (on_reset_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
stop_monitor (CyStatisticsWindow *self)
{
  if (self->monitor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->monitor, self);
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }
}

/* Watches the file of the game shown. Without a monitor the window still
 * works; it just does not update itself. */
static void
watch_file (CyStatisticsWindow *self)
{
  g_autofree char *path = has_own_file (self) ? shown_ui (self)->get_statistics_path ()
                                              : cy_game_statistics_get_path (self->game);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  stop_monitor (self);
  self->monitor = g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
  if (self->monitor != NULL)
    g_signal_connect (self->monitor, "changed", G_CALLBACK (on_file_changed), self);
}

/* Whether the rule set @key keeps statistics the window can show. */
static gboolean
has_statistics (const char *key)
{
  const CyGameUi *ui = cy_game_ui_lookup_rule_set (key);

  return ui != NULL && ui->new_statistics_group != NULL &&
         (cy_game_statistics_is_game (key) || ui->load_statistics != NULL);
}

/**
 * cy_statistics_window_set_game:
 * @game: a rule set's key, as the registry names them
 *
 * Shows the statistics of @game (the window opens on the default game's). The
 * "game" property; the buttons at the top change it through the
 * "statistics.game" action.
 */
void
cy_statistics_window_set_game (CyStatisticsWindow *self,
                               const char         *game)
{
  g_return_if_fail (CY_IS_STATISTICS_WINDOW (self));
  g_return_if_fail (game != NULL);

  if (!has_statistics (game))
    {
      g_warning ("%s: no statistics of “%s”", G_STRFUNC, game);
      return;
    }

  if (g_strcmp0 (self->game, game) == 0)
    return;

  g_free (self->game);
  self->game = g_strdup (game);
  watch_file (self);
  cy_statistics_window_reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

const char *
cy_statistics_window_get_game (CyStatisticsWindow *self)
{
  g_return_val_if_fail (CY_IS_STATISTICS_WINDOW (self), NULL);

  return self->game;
}

static void
cy_statistics_window_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  CyStatisticsWindow *self = CY_STATISTICS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_string (value, self->game);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_statistics_window_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  CyStatisticsWindow *self = CY_STATISTICS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      cy_statistics_window_set_game (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_statistics_window_dispose (GObject *object)
{
  CyStatisticsWindow *self = CY_STATISTICS_WINDOW (object);

  stop_monitor (self);

  gtk_widget_dispose_template (GTK_WIDGET (self), CY_TYPE_STATISTICS_WINDOW);

  G_OBJECT_CLASS (cy_statistics_window_parent_class)->dispose (object);
}

static void
cy_statistics_window_finalize (GObject *object)
{
  CyStatisticsWindow *self = CY_STATISTICS_WINDOW (object);

  g_clear_pointer (&self->groups, g_ptr_array_unref);
  g_clear_pointer (&self->game, g_free);

  G_OBJECT_CLASS (cy_statistics_window_parent_class)->finalize (object);
}

static void
cy_statistics_window_class_init (CyStatisticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_statistics_window_dispose;
  object_class->finalize = cy_statistics_window_finalize;
  object_class->get_property = cy_statistics_window_get_property;
  object_class->set_property = cy_statistics_window_set_property;

  /* Each game's statistics are found through its registration. */
  cy_games_ui_register ();

  /* The rule set shown, by its key (the default game's first is the
   * default). */
  properties[PROP_GAME] =
    g_param_spec_string ("game", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CY_TYPE_TOAST_ROOM);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-statistics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CyStatisticsWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CyStatisticsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CyStatisticsWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, CyStatisticsWindow, page);
  gtk_widget_class_bind_template_child (widget_class, CyStatisticsWindow, game_switcher);

  gtk_widget_class_install_action (widget_class, "statistics.reset", NULL, reset_action);
  gtk_widget_class_install_property_action (widget_class, "statistics.game", "game");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
cy_statistics_window_init (CyStatisticsWindow *self)
{
  /* Before the buttons: they read the "game" property at once. */
  self->game = g_strdup (cy_game_info_get_rule_set_key (cy_game_ui_get_info (cy_game_ui_get_nth (0)), 0));

  gtk_widget_init_template (GTK_WIDGET (self));

  /* A button per rule set of every game that keeps statistics, by the
   * rule set's one name (a game's name for a game of one). */
  for (guint g = 0; g < cy_game_ui_get_n (); g++)
    {
      const CyGameInfo *info = cy_game_ui_get_info (cy_game_ui_get_nth (g));
      guint n = cy_game_info_get_n_rule_sets (info);

      for (guint r = 0; r < n; r++)
        {
          const char *key = cy_game_info_get_rule_set_key (info, r);
          GtkWidget *button;

          if (!has_statistics (key))
            continue;
          button = gtk_toggle_button_new_with_label (cy_game_info_get_rule_set_name (info, r));
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "statistics.game");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", key);
          if (n > 1)
            gtk_widget_set_tooltip_text (button, cy_game_info_get_rule_set_summary (info, r));
          gtk_box_append (self->game_switcher, button);
        }
    }

  self->groups = g_ptr_array_new ();
  watch_file (self);
  cy_statistics_window_reload (self);
}

CyStatisticsWindow *
cy_statistics_window_new (GtkWindow *parent)
{
  return g_object_new (CY_TYPE_STATISTICS_WINDOW, "transient-for", parent, NULL);
}
