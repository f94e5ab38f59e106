/* cy-new-game-dialog.c
 *
 * Remembers the last set-up in GSettings ("Name:kind" per seat).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-boat-rules.h"
#include "cy-dice-game.h"
#include "cy-dice-rules.h"
#include "cy-how-to-play.h"
#include "cy-new-game-dialog.h"
#include "cy-player.h"
#include "cy-rules.h"

struct _CyNewGameDialog
{
  AdwWindow             parent_instance;

  GSettings            *settings;
  AdwEntryRow          *name_rows[CY_MAX_PLAYERS];
  AdwComboRow          *kind_rows[CY_MAX_PLAYERS];
  GPtrArray            *players;       /* the result, once started */
  guint64               deal_number;

  AdwPreferencesPage   *page;
  AdwPreferencesGroup  *seats_group;
  AdwPreferencesGroup  *game_group;
  AdwComboRow          *game_row;      /* Card Yacht, each rule set of Yacht, then Boat */
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

/* The kinds offered, in the order of the combo rows. */
static const CyPlayerKind offered_kinds[] = {
  CY_PLAYER_KIND_HUMAN, CY_PLAYER_KIND_EASY, CY_PLAYER_KIND_NORMAL, CY_PLAYER_KIND_HARD,
  CY_PLAYER_KIND_EXPERT,
};

/* The games of the list, in its order, by their keys in the settings. */
static const char *
game_key (guint index)
{
  if (index == 0)
    return "card-yacht";
  if (index <= CY_DICE_N_RULES)
    return cy_dice_rules_get_key ((CyDiceRules) (index - 1));
  return "boat";
}

/* The game chosen, by its key in the settings: a rule set's key. */
const char *
cy_new_game_dialog_get_game_key (CyNewGameDialog *self)
{
  g_return_val_if_fail (CY_IS_NEW_GAME_DIALOG (self), NULL);

  return game_key (adw_combo_row_get_selected (self->game_row));
}

/* Whether Yacht is chosen, and by which rules. */
gboolean
cy_new_game_dialog_get_dice_rules (CyNewGameDialog *self,
                                   CyDiceRules     *rules)
{
  guint selected;

  g_return_val_if_fail (CY_IS_NEW_GAME_DIALOG (self), FALSE);

  selected = adw_combo_row_get_selected (self->game_row);
  if (selected == 0 || selected > CY_DICE_N_RULES)
    return FALSE;

  if (rules != NULL)
    *rules = (CyDiceRules) (selected - 1);
  return TRUE;
}

/* Whether Boat is chosen: four seats, partners opposite. */
gboolean
cy_new_game_dialog_get_boat (CyNewGameDialog *self)
{
  g_return_val_if_fail (CY_IS_NEW_GAME_DIALOG (self), FALSE);

  return adw_combo_row_get_selected (self->game_row) == CY_DICE_N_RULES + 1;
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
  GPtrArray *players;

  for (guint p = 0; p < n_seats (self); p++)
    {
      g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_rows[p]))));
      CyPlayerKind kind = offered_kinds[MIN (adw_combo_row_get_selected (self->kind_rows[p]),
                                             G_N_ELEMENTS (offered_kinds) - 1)];

      if (strchr (name, ',') != NULL || strchr (name, ':') != NULL)
        {
          *message = g_strdup_printf (_("Seat %u: a name cannot contain a comma or a colon"), p + 1);
          return NULL;
        }

      /* Only Card Yacht has a player stronger than hard. */
      if (kind == CY_PLAYER_KIND_EXPERT &&
          (cy_new_game_dialog_get_dice_rules (self, NULL) || cy_new_game_dialog_get_boat (self)))
        {
          *message = g_strdup_printf (_("Seat %u: Expert plays Card Yacht only; choose Hard, the strongest in this game"), p + 1);
          return NULL;
        }

      g_string_append_printf (spec, "%s%s:%s", p ? "," : "", name, cy_player_kind_get_key (kind));
    }

  if (cy_new_game_dialog_get_dice_rules (self, NULL))
    players = cy_player_parse_list_between (spec->str, CY_DICE_MIN_PLAYERS, CY_DICE_MAX_PLAYERS, &error);
  else if (cy_new_game_dialog_get_boat (self))
    players = cy_player_parse_list_between (spec->str, CY_BOAT_N_SEATS, CY_BOAT_N_SEATS, &error);
  else
    players = cy_player_parse_list (spec->str, &error);
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
      *message = g_strdup (cy_new_game_dialog_get_dice_rules (self, NULL)
                           ? _("The seed must be a whole number, or empty for new dice")
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

  static const char * const compass[CY_BOAT_N_SEATS] = { N_("South"), N_("West"), N_("North"), N_("East") };
  gboolean boat = cy_new_game_dialog_get_boat (self);

  CyDiceRules rules;

  /* What each game is, in a line: nobody knows these games yet. */
  if (boat)
    adw_preferences_group_set_description (self->game_group,
                                 _("Cards: four players in two partnerships bid, name trump and take tricks, to 500"));
  else if (cy_new_game_dialog_get_dice_rules (self, &rules))
    adw_preferences_group_set_description (self->game_group, cy_dice_rules_get_description (rules));
  else
    adw_preferences_group_set_description (self->game_group,
                                 _("Cards: collect the best five cards through the Harbors, twelve hands"));
  /* Dice are not dealt: their number is a seed, as the window's subtitle
   * and the sheet call it. */
  adw_preferences_group_set_title (self->deal_group,
                                   cy_new_game_dialog_get_dice_rules (self, NULL) ? _("Seed") : _("Deal"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->deal_row),
                                 cy_new_game_dialog_get_dice_rules (self, NULL)
                                 ? _("Seed of the dice (optional, to replay a game)")
                                 : _("Deal number (optional, to replay a game)"));

  /* Yacht is played alone too; Boat by four, as two partnerships. */
  if (boat)
    {
      gtk_spin_button_set_range (self->count_spin, CY_BOAT_N_SEATS, CY_BOAT_N_SEATS);
      adw_preferences_group_set_description (self->seats_group,
                                             _("Four seats: South (you) and North are partners against West and East. Computer players never see hidden cards."));
    }
  else if (cy_new_game_dialog_get_dice_rules (self, NULL))
    {
      gtk_spin_button_set_range (self->count_spin, CY_DICE_MIN_PLAYERS, CY_DICE_MAX_PLAYERS);
      adw_preferences_group_set_description (self->seats_group,
                                             _("One to four seats, in playing order; one plays alone. "
                                               "Hard plays for the best expected score of its own sheet, "
                                               "as if alone: it does not play to beat the others."));
    }
  else
    {
      gtk_spin_button_set_range (self->count_spin, CY_MIN_PLAYERS, CY_MAX_PLAYERS);
      adw_preferences_group_set_description (self->seats_group,
                                             _("Two to four seats, in playing order. Computer players never see hidden cards."));
    }

  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    {
      g_autofree char *name_title = boat ? g_strdup_printf (_("%s: name"), _(compass[p]))
                                         : g_strdup_printf (_("Seat %u name"), p + 1);
      g_autofree char *kind_title = boat ? g_strdup_printf (_("%s: plays as"), _(compass[p]))
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
  g_settings_set_string (self->settings, "game", game_key (adw_combo_row_get_selected (self->game_row)));

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
  const char *game = cy_new_game_dialog_get_boat (self) ? "boat"
                   : cy_new_game_dialog_get_dice_rules (self, NULL) ? CY_DICE_GAME_ID
                   : "card-yacht";

  gtk_window_present (GTK_WINDOW (cy_how_to_play_new (GTK_WINDOW (self), game)));
}

static void
cy_new_game_dialog_dispose (GObject *object)
{
  CyNewGameDialog *self = CY_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->players, g_ptr_array_unref);

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

static void
cy_new_game_dialog_init (CyNewGameDialog *self)
{
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) games = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_string_list_append (games, _("Card Yacht"));
  for (guint r = 0; r < CY_DICE_N_RULES; r++)
    {
      /* The rule set's one name, "Yacht 1938": the group's description
       * says the rest. */
      gtk_string_list_append (games, cy_dice_rules_get_label (r));
    }
  /* Translators: a game of the New Game dialog, the four-player partnership game */
  gtk_string_list_append (games, _("Boat"));
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (games));
  g_signal_connect_swapped (self->game_row, "notify::selected", G_CALLBACK (validate), self);

  for (guint k = 0; k < G_N_ELEMENTS (offered_kinds); k++)
    gtk_string_list_append (kinds, cy_player_kind_get_label (offered_kinds[k]));

  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    {
      g_autofree char *name_title = g_strdup_printf (_("Seat %u name"), p + 1);
      g_autofree char *kind_title = g_strdup_printf (_("Seat %u plays as"), p + 1);

      self->name_rows[p] = ADW_ENTRY_ROW (adw_entry_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_rows[p]), name_title);
      g_signal_connect_swapped (self->name_rows[p], "changed", G_CALLBACK (validate), self);
      adw_preferences_group_add (self->seats_group, GTK_WIDGET (self->name_rows[p]));

      self->kind_rows[p] = ADW_COMBO_ROW (adw_combo_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->kind_rows[p]), kind_title);
      adw_combo_row_set_model (self->kind_rows[p], G_LIST_MODEL (kinds));
      g_signal_connect_swapped (self->kind_rows[p], "notify::selected", G_CALLBACK (validate), self);
      adw_preferences_group_add (self->seats_group, GTK_WIDGET (self->kind_rows[p]));
    }

  g_signal_connect_swapped (self->count_spin, "value-changed", G_CALLBACK (validate), self);
  g_signal_connect_swapped (self->deal_row, "changed", G_CALLBACK (validate), self);
}

/* The first seat is the person at the computer: their first name, as the
 * system knows it. (A name like "You" would read badly in "You deals".) */
static char *
default_human_name (void)
{
  const char *real = g_get_real_name ();
  g_auto(GStrv) words = NULL;

  if (real == NULL || real[0] == '\0' || g_str_equal (real, "Unknown"))
    real = g_get_user_name ();
  words = g_strsplit (real, " ", 2);
  if (words[0] == NULL || words[0][0] == '\0' || g_str_equal (words[0], "root"))
    return g_strdup (_("Player"));

  return g_strdup (words[0]);
}

static void
load_setup (CyNewGameDialog *self)
{
  g_autoptr(GVariant) stored = g_settings_get_user_value (self->settings, "players");
  /* Until a set-up has been stored, the names are the translated defaults
   * below, not the untranslatable ones of the schema. */
  g_auto(GStrv) setup = stored ? g_settings_get_strv (self->settings, "players") : g_new0 (char *, 1);
  static const char * const default_names[] = { N_("Player"), N_("Ann"), N_("Bob"), N_("Cat") };
  g_autofree char *game = g_settings_get_string (self->settings, "game");
  guint n = 0;

  /* The game first: it sets how many seats there may be. */
  for (guint i = 0; i <= CY_DICE_N_RULES + 1; i++)
    if (g_str_equal (game, game_key (i)))
      adw_combo_row_set_selected (self->game_row, i);

  for (guint p = 0; p < CY_MAX_PLAYERS; p++)
    {
      g_autofree char *name = p == 0 ? default_human_name () : g_strdup (_(default_names[p]));
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
      for (guint k = 0; k < G_N_ELEMENTS (offered_kinds); k++)
        if (offered_kinds[k] == kind)
          adw_combo_row_set_selected (self->kind_rows[p], k);
    }

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
