/* cy-preferences-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-game-ui.h"
#include "cy-preferences-window.h"
#include "cy-theme-import.h"

struct _CyPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;
  GPtrArray            *theme_paths;   /* "" for the built-in deck, then installed themes */

  AdwPreferencesPage   *general_page;
  AdwComboRow          *speed_row;
  AdwComboRow          *theme_row;
  GtkSwitch            *four_colour_switch;
  GtkSwitch            *animations_switch;
  GtkSwitch            *take_back_switch;
};

G_DEFINE_FINAL_TYPE (CyPreferencesWindow, cy_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The themes the player added (copied through the file chooser, see
 * cy-theme-import.c), then those installed for AisleRiot where the game can
 * see them (not inside a Flatpak, which reads no host folder). */
static void
find_themes (CyPreferencesWindow *self,
             GtkStringList       *names)
{
  g_autofree char *added = cy_theme_import_get_dir ();
  const char *dirs[] = { added, "/usr/share/aisleriot/cards", "/usr/local/share/aisleriot/cards" };

  g_ptr_array_add (self->theme_paths, g_strdup (""));
  gtk_string_list_append (names, _("Card Yacht (built in)"));

  for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
    {
      g_autoptr(GDir) dir = g_dir_open (dirs[d], 0, NULL);
      const char *file;

      while (dir != NULL && (file = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (file, ".svg") || g_str_has_suffix (file, ".svgz"))
          {
            g_autofree char *name = g_strndup (file, strrchr (file, '.') - file);

            g_ptr_array_add (self->theme_paths, g_build_filename (dirs[d], file, NULL));
            gtk_string_list_append (names, name);
          }
    }
}

static void on_theme_selected (CyPreferencesWindow *self);

/* Lists the themes again and selects the one the setting names, without
 * the row's change of selection writing the setting back. */
static void
load_themes (CyPreferencesWindow *self)
{
  g_autoptr(GtkStringList) themes = gtk_string_list_new (NULL);
  g_autofree char *current = g_settings_get_string (self->settings, "card-theme");

  g_signal_handlers_block_by_func (self->theme_row, on_theme_selected, self);
  g_ptr_array_set_size (self->theme_paths, 0);
  find_themes (self, themes);
  adw_combo_row_set_model (self->theme_row, G_LIST_MODEL (themes));
  for (guint i = 0; i < self->theme_paths->len; i++)
    if (g_str_equal (current, g_ptr_array_index (self->theme_paths, i)))
      adw_combo_row_set_selected (self->theme_row, i);
  g_signal_handlers_unblock_by_func (self->theme_row, on_theme_selected, self);
}

static void
on_theme_file_chosen (GtkNativeDialog     *chooser,
                      int                  response,
                      CyPreferencesWindow *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  if (file == NULL)
    return;

  path = cy_theme_import (file, &error);
  if (path == NULL)
    {
      adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), adw_toast_new (error->message));
      return;
    }

  g_settings_set_string (self->settings, "card-theme", path);
  load_themes (self);
}

/* The file chooser (the portal's in a Flatpak) opens at AisleRiot's
 * themes, which the portal shows from the host even where the game itself
 * cannot read them. */
static void
add_theme_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CyPreferencesWindow *self = CY_PREFERENCES_WINDOW (widget);
  g_autoptr(GFile) folder = g_file_new_for_path ("/usr/share/aisleriot/cards");
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Add Card Theme"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Add"), NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, _("Card themes (SVG)"));
  gtk_file_filter_add_mime_type (filter, "image/svg+xml");
  gtk_file_filter_add_mime_type (filter, "image/svg+xml-compressed");
  gtk_file_filter_add_suffix (filter, "svg");
  gtk_file_filter_add_suffix (filter, "svgz");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  /* A folder that is not there leaves the chooser where it was. */
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  g_signal_connect (chooser, "response", G_CALLBACK (on_theme_file_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
on_theme_selected (CyPreferencesWindow *self)
{
  guint selected = adw_combo_row_get_selected (self->theme_row);

  if (selected < self->theme_paths->len)
    g_settings_set_string (self->settings, "card-theme", g_ptr_array_index (self->theme_paths, selected));
}

static gboolean
enum_to_index (GValue   *value,
               GVariant *variant,
               gpointer  user_data)
{
  const char * const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nick, nicks[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }

  return FALSE;
}

static GVariant *
index_to_enum (const GValue       *value,
               const GVariantType *expected_type,
               gpointer            user_data)
{
  const char * const *nicks = user_data;
  guint index = g_value_get_uint (value);

  if (index >= g_strv_length ((char **) nicks))
    return NULL;

  return g_variant_new_string (nicks[index]);
}

/**
 * cy_preferences_bind_choice:
 * @settings: the settings
 * @key: an enumerated key of @settings
 * @row: a combo row whose items are @nicks, in their order
 * @nicks: (array zero-terminated=1): the values of @key, in the row's order
 *
 * Binds the row's choice to the key both ways.
 */
void
cy_preferences_bind_choice (GSettings          *settings,
                            const char         *key,
                            AdwComboRow        *row,
                            const char * const *nicks)
{
  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                enum_to_index, index_to_enum, (gpointer) nicks, NULL);
}

/* A group per game with preferences of its own (its house rules), titled
 * with the game, after the first general group. */
static void
add_game_groups (CyPreferencesWindow *self)
{
  for (guint i = 0; i < cy_game_ui_get_n (); i++)
    {
      const CyGameUi *ui = cy_game_ui_get_nth (i);
      g_autoptr(GtkWidget) group = ui->new_preferences != NULL ? ui->new_preferences (self->settings) : NULL;

      if (group == NULL)
        continue;
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), cy_game_ui_get_name (ui));
      adw_preferences_page_add (self->general_page, ADW_PREFERENCES_GROUP (group));
    }
}

static void
cy_preferences_window_dispose (GObject *object)
{
  CyPreferencesWindow *self = CY_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->theme_paths, g_ptr_array_unref);

  G_OBJECT_CLASS (cy_preferences_window_parent_class)->dispose (object);
}

static void
cy_preferences_window_class_init (CyPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CyPreferencesWindow, general_page);
  gtk_widget_class_bind_template_child (widget_class, CyPreferencesWindow, speed_row);
  gtk_widget_class_bind_template_child (widget_class, CyPreferencesWindow, theme_row);
  gtk_widget_class_bind_template_child (widget_class, CyPreferencesWindow, four_colour_switch);
  gtk_widget_class_bind_template_child (widget_class, CyPreferencesWindow, animations_switch);
  gtk_widget_class_bind_template_child (widget_class, CyPreferencesWindow, take_back_switch);

  gtk_widget_class_install_action (widget_class, "theme.add", NULL, add_theme_action);
}

static void
cy_preferences_window_init (CyPreferencesWindow *self)
{
  static const char *speeds[] = { "slow", "normal", "fast", NULL };

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  self->theme_paths = g_ptr_array_new_with_free_func (g_free);

  cy_preferences_bind_choice (self->settings, "computer-speed", self->speed_row, speeds);
  g_settings_bind (self->settings, "four-colour-deck", self->four_colour_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "animations", self->animations_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "take-back", self->take_back_switch, "active", G_SETTINGS_BIND_DEFAULT);

  load_themes (self);
  g_signal_connect_swapped (self->theme_row, "notify::selected", G_CALLBACK (on_theme_selected), self);

  add_game_groups (self);
}

CyPreferencesWindow *
cy_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (CY_TYPE_PREFERENCES_WINDOW, "transient-for", parent, NULL);
}
