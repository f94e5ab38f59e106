/* cy-new-game-dialog.c
 *
 * Remembers the last set-up in GSettings ("Name:kind" per seat).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-game-ui.h"
#include "cy-how-to-play.h"
#include "cy-match-game.h"
#include "cy-new-game-dialog.h"
#include "cy-player.h"

struct _CyNewGameDialog
{
  AdwWindow             parent_instance;

  GSettings            *settings;
  GPtrArray            *keys;          /* the game list's rule sets, in its order */
  AdwEntryRow          *name_rows[CY_MATCH_MAX_SEATS];
  AdwComboRow          *kind_rows[CY_MATCH_MAX_SEATS];
  CyPlayerKind          kinds[CY_MATCH_MAX_SEATS];  /* what each seat was set to play as */
  CyPlayerKind          listed[CY_N_PLAYER_KINDS];  /* the kinds the rows list now */
  guint                 n_listed;
  gboolean              listing;       /* the kind rows' lists are being changed */
  GPtrArray            *players;       /* the result, once started */
  guint64               deal_number;

  AdwPreferencesPage   *page;
  AdwPreferencesGroup  *seats_group;
  AdwPreferencesGroup  *game_group;
  AdwComboRow          *game_row;      /* every registered game's rule sets */
  GtkSpinButton        *count_spin;
  AdwPreferencesGroup  *deal_group;
  AdwEntryRow          *deal_row;
  GtkLabel             *error_label;
};

G_DEFINE_FINAL_TYPE (CyNewGameDialog, cy_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The kinds a seat may play as, in the order of the rows; a game lists
 * those its registration offers. */
static const CyPlayerKind all_kinds[] = {
  CY_PLAYER_KIND_HUMAN, CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_HARD,
  CY_PLAYER_KIND_EXPERT,
};

/* The game chosen, by its key in the settings: a rule set's key. */
const char *
cy_new_game_dialog_get_game_key (CyNewGameDialog *self)
{
  g_return_val_if_fail (CY_IS_NEW_GAME_DIALOG (self), NULL);

  return g_ptr_array_index (self->keys, MIN (adw_combo_row_get_selected (self->game_row), self->keys->len - 1));
}

static const CyGameUi *
chosen_ui (CyNewGameDialog *self)
{
  return cy_game_ui_lookup_rule_set (cy_new_game_dialog_get_game_key (self));
}

static const CyGameInfo *
chosen_info (CyNewGameDialog *self)
{
  return cy_game_ui_get_info (chosen_ui (self));
}

/* The kind a row lists for @kind: itself, or the strongest weaker one the
 * game offers (Yacht's hard for expert, which plays as hard there). */
static guint
listed_index (CyNewGameDialog *self,
              CyPlayerKind     kind)
{
  /* A computer player stays one (random: the weakest listed). */
  guint index = kind == CY_PLAYER_KIND_HUMAN ? 0 : MIN (1, self->n_listed - 1);

  for (guint k = 1; k < self->n_listed; k++)
    if (self->listed[k] <= kind)
      index = k;
  return index;
}

/* Each seat's list of kinds, as the game chosen offers them; a seat keeps
 * what it was set to, or the nearest the game has. */
static void
list_kinds (CyNewGameDialog *self)
{
  const CyGameInfo *info = chosen_info (self);
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

  self->n_listed = 0;
  for (guint k = 0; k < G_N_ELEMENTS (all_kinds); k++)
    if (cy_game_info_offers_level (info, all_kinds[k]))
      {
        self->listed[self->n_listed++] = all_kinds[k];
        gtk_string_list_append (labels, cy_player_kind_get_label (all_kinds[k]));
      }

  self->listing = TRUE;
  for (guint p = 0; p < CY_MATCH_MAX_SEATS; p++)
    {
      adw_combo_row_set_model (self->kind_rows[p], G_LIST_MODEL (labels));
      adw_combo_row_set_selected (self->kind_rows[p], listed_index (self, self->kinds[p]));
    }
  self->listing = FALSE;
}

static void
on_kind_selected (CyNewGameDialog *self)
{
  if (self->listing)
    return;

  for (guint p = 0; p < CY_MATCH_MAX_SEATS; p++)
    {
      guint selected = adw_combo_row_get_selected (self->kind_rows[p]);

      if (selected < self->n_listed)
        self->kinds[p] = self->listed[selected];
    }
}

static guint
n_seats (CyNewGameDialog *self)
{
  return (guint) gtk_spin_button_get_value_as_int (self->count_spin);
}

/* Builds the players from the rows; NULL with a message if they do not make a game. */
static GPtrArray *
collect_players (CyNewGameDialog  *self,
                 char            **message)
{
  g_autoptr(GString) spec = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  const CyGameInfo *info = chosen_info (self);
  GPtrArray *players;

  for (guint p = 0; p < n_seats (self); p++)
    {
      g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_rows[p]))));
      CyPlayerKind kind = self->listed[MIN (adw_combo_row_get_selected (self->kind_rows[p]), self->n_listed - 1)];

      if (strchr (name, ',') != NULL || strchr (name, ':') != NULL)
        {
          *message = g_strdup_printf (_("Seat %u: a name cannot contain a comma or a colon"), p + 1);
          return NULL;
        }

      g_string_append_printf (spec, "%s%s:%s", p ? "," : "", name, cy_player_kind_get_key (kind));
    }

  players = cy_player_parse_seats (spec->str, _(info->name), info->min_seats, info->max_seats, &error);
  if (players == NULL)
    *message = g_strdup (error->message);

  return players;
}

static gboolean
parse_deal (CyNewGameDialog *self,
            guint64         *deal,
            char           **message)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->deal_row));
  char *end = NULL;

  if (text[0] == '\0')
    {
      *deal = ((guint64) g_random_int () << 32) | g_random_int ();
      *deal %= G_GUINT64_CONSTANT (1000000000);
      return TRUE;
    }

  *deal = g_ascii_strtoull (text, &end, 10);
  if (!g_ascii_isdigit (text[0]) || *end != '\0')
    {
      const char *seed_error = chosen_ui (self)->seed_error;

      *message = g_strdup (seed_error != NULL ? _(seed_error)
                                              : _("The deal number must be a whole number, or empty for a new deal"));
      return FALSE;
    }

  return TRUE;
}

static void
validate (CyNewGameDialog *self)
{
  g_autofree char *message = NULL;
  g_autoptr(GPtrArray) players = NULL;
  guint64 deal;
  const CyGameUi *ui = chosen_ui (self);
  const CyGameInfo *info = cy_game_ui_get_info (ui);
  guint rule_set = 0;

  /* What each game is, in a line: nobody knows these games yet. */
  cy_game_info_lookup_rule_set (cy_new_game_dialog_get_game_key (self), &rule_set);
  adw_preferences_group_set_description (self->game_group, cy_game_info_get_rule_set_summary (info, rule_set));
  adw_preferences_group_set_title (self->deal_group, ui->seed_title != NULL ? _(ui->seed_title) : _("Deal"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->deal_row),
                                 ui->seed_row_title != NULL ? _(ui->seed_row_title)
                                                            : _("Deal number (optional, to replay a game)"));

  gtk_spin_button_set_range (self->count_spin, info->min_seats, MIN (info->max_seats, CY_MATCH_MAX_SEATS));
  adw_preferences_group_set_description (self->seats_group,
                                         ui->seats_description != NULL ? _(ui->seats_description) : NULL);

  for (guint p = 0; p < CY_MATCH_MAX_SEATS; p++)
    {
      g_autofree char *name_title = ui->seat_names != NULL ? g_strdup_printf (_("%s: name"), _(ui->seat_names[p]))
                                                           : g_strdup_printf (_("Seat %u name"), p + 1);
      g_autofree char *kind_title = ui->seat_names != NULL ? g_strdup_printf (_("%s: plays as"), _(ui->seat_names[p]))
                                                           : g_strdup_printf (_("Seat %u plays as"), p + 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_rows[p]), name_title);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->kind_rows[p]), kind_title);
      gtk_widget_set_visible (GTK_WIDGET (self->name_rows[p]), p < n_seats (self));
      gtk_widget_set_visible (GTK_WIDGET (self->kind_rows[p]), p < n_seats (self));
    }

  players = collect_players (self, &message);
  if (players != NULL)
    parse_deal (self, &deal, &message);

  gtk_label_set_text (self->error_label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dialog.start", message == NULL);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CyNewGameDialog *self = CY_NEW_GAME_DIALOG (widget);
  g_autofree char *message = NULL;
  g_autoptr(GPtrArray) players = collect_players (self, &message);
  g_auto(GStrv) setup = NULL;
  GStrvBuilder *builder;

  if (players == NULL || !parse_deal (self, &self->deal_number, &message))
    {
      validate (self);
      return;
    }

  builder = g_strv_builder_new ();
  for (guint p = 0; p < players->len; p++)
    {
      CyPlayer *player = g_ptr_array_index (players, p);
      g_autofree char *seat = g_strdup_printf ("%s:%s", cy_player_get_name (player),
                                               cy_player_kind_get_key (cy_player_get_kind (player)));
      g_strv_builder_add (builder, seat);
    }
  setup = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  g_settings_set_strv (self->settings, "players", (const char * const *) setup);
  g_settings_set_string (self->settings, "game", cy_new_game_dialog_get_game_key (self));

  self->players = g_steal_pointer (&players);
  g_signal_emit (self, signals[START], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* The tour of the game chosen, over the dialog: its last page comes back here. */
static void
how_to_play_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  CyNewGameDialog *self = CY_NEW_GAME_DIALOG (widget);
  gtk_window_present (GTK_WINDOW (cy_how_to_play_new (GTK_WINDOW (self), chosen_ui (self)->id)));
}

static void
cy_new_game_dialog_dispose (GObject *object)
{
  CyNewGameDialog *self = CY_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->players, g_ptr_array_unref);
  g_clear_pointer (&self->keys, g_ptr_array_unref);

  G_OBJECT_CLASS (cy_new_game_dialog_parent_class)->dispose (object);
}

static void
cy_new_game_dialog_class_init (CyNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_new_game_dialog_dispose;

  signals[START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CyNewGameDialog, page);
  gtk_widget_class_bind_template_child (widget_class, CyNewGameDialog, seats_group);
  gtk_widget_class_bind_template_child (widget_class, CyNewGameDialog, game_group);
  gtk_widget_class_bind_template_child (widget_class, CyNewGameDialog, game_row);
  gtk_widget_class_bind_template_child (widget_class, CyNewGameDialog, count_spin);
  gtk_widget_class_bind_template_child (widget_class, CyNewGameDialog, deal_group);
  gtk_widget_class_bind_template_child (widget_class, CyNewGameDialog, deal_row);
  gtk_widget_class_bind_template_child (widget_class, CyNewGameDialog, error_label);

  gtk_widget_class_install_action (widget_class, "dialog.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "dialog.how-to-play", NULL, how_to_play_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* The game changes what the seats may play as, then the rest. */
static void
on_game_selected (CyNewGameDialog *self)
{
  list_kinds (self);
  validate (self);
}

static void
cy_new_game_dialog_init (CyNewGameDialog *self)
{
  g_autoptr(GtkStringList) games = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  /* Every rule set of every game by its one name ("Yacht 1938"), in the
   * order registered: the group's description says the rest. */
  self->keys = g_ptr_array_new ();
  for (guint g = 0; g < cy_game_ui_get_n (); g++)
    {
      const CyGameInfo *info = cy_game_ui_get_info (cy_game_ui_get_nth (g));

      for (guint r = 0; r < cy_game_info_get_n_rule_sets (info); r++)
        {
          g_ptr_array_add (self->keys, (gpointer) cy_game_info_get_rule_set_key (info, r));
          gtk_string_list_append (games, cy_game_info_get_rule_set_name (info, r));
        }
    }
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (games));
  g_signal_connect_swapped (self->game_row, "notify::selected", G_CALLBACK (on_game_selected), self);

  for (guint p = 0; p < CY_MATCH_MAX_SEATS; p++)
    {
      self->name_rows[p] = ADW_ENTRY_ROW (adw_entry_row_new ());
      g_signal_connect_swapped (self->name_rows[p], "changed", G_CALLBACK (validate), self);
      adw_preferences_group_add (self->seats_group, GTK_WIDGET (self->name_rows[p]));

      self->kind_rows[p] = ADW_COMBO_ROW (adw_combo_row_new ());
      g_signal_connect_swapped (self->kind_rows[p], "notify::selected", G_CALLBACK (on_kind_selected), self);
      g_signal_connect_swapped (self->kind_rows[p], "notify::selected", G_CALLBACK (validate), self);
      adw_preferences_group_add (self->seats_group, GTK_WIDGET (self->kind_rows[p]));
    }
  list_kinds (self);

  g_signal_connect_swapped (self->count_spin, "value-changed", G_CALLBACK (validate), self);
  g_signal_connect_swapped (self->deal_row, "changed", G_CALLBACK (validate), self);
}

static void
load_setup (CyNewGameDialog *self)
{
  g_autoptr(GVariant) stored = g_settings_get_user_value (self->settings, "players");
  /* Until a set-up has been stored, the names are the translated defaults
   * below, not the untranslatable ones of the schema. */
  g_auto(GStrv) setup = stored ? g_settings_get_strv (self->settings, "players") : g_new0 (char *, 1);
  /* The first seat is the person at the screen, named after the account
   * (the log speaks to them as "you" whatever their name). */
  static const char * const default_names[] = { NULL, N_("Ann"), N_("Bob"), N_("Cat") };
  g_autofree char *game = g_settings_get_string (self->settings, "game");
  guint n = 0;

  /* The game first: it sets how many seats there may be. */
  for (guint i = 0; i < self->keys->len; i++)
    if (g_str_equal (game, g_ptr_array_index (self->keys, i)))
      adw_combo_row_set_selected (self->game_row, i);

  for (guint p = 0; p < CY_MATCH_MAX_SEATS; p++)
    {
      g_autofree char *name = p == 0 ? cy_player_name_for_person (g_get_real_name ()) : g_strdup (_(default_names[p]));
      CyPlayerKind kind = p == 0 ? CY_PLAYER_KIND_HUMAN : CY_PLAYER_KIND_NORMAL;

      if (setup[0] != NULL && p < g_strv_length (setup))
        {
          g_auto(GStrv) parts = g_strsplit (setup[p], ":", 2);

          if (parts[0] != NULL && parts[0][0] != '\0')
            {
              g_free (name);
              name = g_strdup (parts[0]);
            }
          if (parts[0] != NULL && parts[1] != NULL)
            cy_player_kind_from_key (parts[1], &kind);
          n = p + 1;
        }

      gtk_editable_set_text (GTK_EDITABLE (self->name_rows[p]), name);
      self->kinds[p] = kind;
    }
  list_kinds (self);

  /* Within the game's range of seats (the spin button keeps to it). */
  validate (self);
  gtk_spin_button_set_value (self->count_spin, n > 0 ? n : 3);
  validate (self);
}

CyNewGameDialog *
cy_new_game_dialog_new (GtkWindow *parent,
                        GSettings *settings)
{
  CyNewGameDialog *self = g_object_new (CY_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);

  self->settings = g_object_ref (settings);
  load_setup (self);
  return self;
}

/* Returns: (transfer full) (nullable): the players, once Start was pressed */
GPtrArray *
cy_new_game_dialog_get_players (CyNewGameDialog *self)
{
  g_return_val_if_fail (CY_IS_NEW_GAME_DIALOG (self), NULL);

  return self->players ? g_ptr_array_ref (self->players) : NULL;
}

guint64
cy_new_game_dialog_get_deal_number (CyNewGameDialog *self)
{
  g_return_val_if_fail (CY_IS_NEW_GAME_DIALOG (self), 0);

  return self->deal_number;
}
