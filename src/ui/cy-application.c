/* cy-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-about.h"
#include "cy-application.h"
#include "cy-card-theme.h"
#include "cy-error.h"
#include "cy-games-ui.h"
#include "cy-help.h"
#include "cy-how-to-play.h"
#include "cy-pending-results.h"
#include "cy-preferences-window.h"
#include "cy-sheet-export.h"
#include "cy-toast.h"
#include "cy-window.h"

struct _CyApplication
{
  AdwApplication  parent_instance;

  char           *players;    /* --players, for a quick start */
  char           *pending;    /* why finished games still wait to be recorded */
  gint64          deal;       /* --deal, or -1 */
  const char     *game;       /* the rule set --game and --rules chose (its key) */
  gboolean        game_given; /* --game was on the command line */
  GStrv           option_text; /* the option descriptions made from the games */
};

/* Seats for @game (a rule set's key, as start_game_action's parameter
 * takes it), as its game parses them. */
static GPtrArray *
parse_players (const char  *game,
               const char  *spec,
               GError     **error)
{
  const CyGameUi *ui = cy_game_ui_lookup_rule_set (game);

  g_return_val_if_fail (ui != NULL, NULL);

  return cy_game_ui_parse_seats (ui, spec, error);
}

/* "a, b or c": @items (translated) as a list of choices. */
static char *
join_choices (GPtrArray *items)
{
  g_autofree char *head = NULL;

  if (items->len == 0)
    return g_strdup ("");
  if (items->len == 1)
    return g_strdup (items->pdata[0]);

  g_ptr_array_add (items, NULL);
  head = g_strjoinv (", ", (char **) items->pdata);
  g_ptr_array_remove_index (items, items->len - 1);
  head[strlen (head) - strlen (items->pdata[items->len - 1]) - 2] = '\0';
  /* Translators: the last two of a list of choices, "yatzy or yahtzee" */
  return g_strdup_printf (_("%s or %s"), head, (char *) items->pdata[items->len - 1]);
}

/* The --game words of the registered games; with @with_notes as --help
 * shows them ("card-yacht (the default)"). */
static char *
list_games (gboolean with_notes)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < cy_game_ui_get_n (); i++)
    {
      const CyGameUi *ui = cy_game_ui_get_nth (i);
      char *item = g_strdup (cy_game_ui_get_command_name (ui));

      if (with_notes && i == 0)
        {
          /* Translators: a choice of a list in --help, "card-yacht (the default)" */
          g_autofree char *plain = item;
          item = g_strdup_printf (_("%s (the default)"), plain);
        }
      if (with_notes && ui->command_note != NULL)
        {
          g_autofree char *plain = item;
          item = g_strdup_printf ("%s (%s)", plain, _(ui->command_note));
        }
      g_ptr_array_add (items, item);
    }
  return join_choices (items);
}

/* The rule sets' keys of @info; with @with_notes the first says it is the default. */
static char *
list_rule_sets (const CyGameInfo *info,
                gboolean          with_notes)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < cy_game_info_get_n_rule_sets (info); i++)
    {
      const char *key = cy_game_info_get_rule_set_key (info, i);

      g_ptr_array_add (items, with_notes && i == 0 ? g_strdup_printf (_("%s (the default)"), key) : g_strdup (key));
    }
  return join_choices (items);
}

/* The games --rules is for, the --game words of those with rule sets. */
static char *
list_games_with_rule_sets (void)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < cy_game_ui_get_n (); i++)
    if (cy_game_info_get_n_rule_sets (cy_game_ui_get_info (cy_game_ui_get_nth (i))) > 1)
      g_ptr_array_add (items, g_strdup (cy_game_ui_get_command_name (cy_game_ui_get_nth (i))));
  return join_choices (items);
}

G_DEFINE_FINAL_TYPE (CyApplication, cy_application, ADW_TYPE_APPLICATION)

static CyWindow *
get_window (CyApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (cy_window_new (GTK_APPLICATION (self)));

  return CY_WINDOW (window);
}

/* The game given on the command line, else the saved game, else the
 * welcome page (the window's first page). */
static void
show_first_page (CyApplication *self,
                 CyWindow      *window,
                 GSettings     *settings)
{
  const char *wanted;

  if (self->players != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) players = parse_players (self->game, self->players, &error);

      /* Validated in handle_local_options already. */
      g_assert (players != NULL);
      cy_window_start_quick_game (window, self->game, players, self->deal >= 0 ? (guint64) self->deal : g_random_int ());
      return;
    }

  /* --game alone: the New Game dialog offers that game. A saved game of
   * another is resumed first, so that starting the new one stays the
   * person's choice (the dialog asks before it ends the one in progress). */
  if (self->game_given)
    g_settings_set_string (settings, "game", self->game);
  wanted = cy_window_get_game_id (window);

  if (cy_window_resume (window))
    {
      if (self->game_given && g_strcmp0 (cy_window_get_game_id (window), wanted) != 0)
        {
          /* The dialog goes over the window, which is shown first. */
          gtk_window_present (GTK_WINDOW (window));
          cy_window_show_new_game (window);
        }
      return;
    }

  /* No game to resume (or one that could not be read): the welcome page
   * shows the games, to play one or learn it. On the very first start its
   * Play shows that game's tour first (cy-welcome-page.c). */
}

static void
cy_application_activate (GApplication *app)
{
  CyApplication *self = CY_APPLICATION (app);
  gboolean fresh = gtk_application_get_active_window (GTK_APPLICATION (app)) == NULL;
  CyWindow *window = get_window (self);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  if (self->pending != NULL)
    {
      AdwToast *toast = cy_toast_new_literal (self->pending);

      adw_toast_set_timeout (toast, 0);
      cy_window_add_toast (window, toast);
      g_clear_pointer (&self->pending, g_free);
    }

  /* A new window is shown once it holds its first page: shown before, its
   * welcome page would be mapped, and its pictures decoded, for nothing. */
  if (fresh)
    show_first_page (self, window, settings);
  gtk_window_present (GTK_WINDOW (window));
}

/* card-yacht RECORD, or a record opened in the file manager: the viewer,
 * over the game (resumed as at any start). */
static void
cy_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  CyWindow *window;

  g_application_activate (app);
  window = get_window (CY_APPLICATION (app));
  for (int i = 0; i < n_files; i++)
    {
      g_autoptr(GError) error = NULL;

      /* Said on the terminal too, for a launch from one. */
      if (cy_window_show_record (window, files[i], &error) == NULL)
        {
          g_autofree char *name = g_file_get_parse_name (files[i]);

          g_strdelimit (error->message, "\r\n", ' ');
          g_printerr ("card-yacht: %s: %s\n", name, error->message);
        }
    }
}

static int
cy_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  CyApplication *self = CY_APPLICATION (app);
  const char *players = NULL;
  const char *deal = NULL;
  const char *game = NULL;
  const char *rules = NULL;
  const CyGameUi *ui = cy_game_ui_get_nth (0);
  guint rule_set = 0;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("card-yacht %s\n", PACKAGE_VERSION);
      return 0;
    }

  g_variant_dict_lookup (options, "game", "&s", &game);
  if (game != NULL && (ui = cy_game_ui_lookup_command_name (game)) == NULL)
    {
      g_autofree char *games = list_games (FALSE);
      g_autofree char *text = g_strdup_printf (_("the game is %s"), games);

      g_printerr ("card-yacht: --game: %s\n", text);
      return 2;
    }

  if (g_variant_dict_lookup (options, "rules", "&s", &rules))
    {
      const CyGameInfo *info = cy_game_ui_get_info (ui);

      if (game == NULL || cy_game_info_get_n_rule_sets (info) < 2)
        {
          g_autofree char *games = list_games_with_rule_sets ();
          g_autofree char *text = g_strdup_printf (_("rule sets are for --game %s"), games);

          g_printerr ("card-yacht: --rules: %s\n", text);
          return 2;
        }
      if (cy_game_info_lookup_rule_set (rules, &rule_set) != info)
        {
          g_autofree char *keys = list_rule_sets (info, FALSE);
          g_autofree char *text = g_strdup_printf (_("the rules are %s"), keys);

          g_printerr ("card-yacht: --rules: %s\n", text);
          return 2;
        }
    }
  self->game = cy_game_info_get_rule_set_key (cy_game_ui_get_info (ui), rule_set);
  self->game_given = game != NULL;

  if (g_variant_dict_lookup (options, "players", "&s", &players))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) parsed = parse_players (self->game, players, &error);

      if (parsed == NULL)
        {
          g_printerr ("card-yacht: --players: %s\n", error->message);
          return 2;
        }
      self->players = g_strdup (players);
    }

  if (g_variant_dict_lookup (options, "deal", "&s", &deal))
    {
      char *end = NULL;
      guint64 value = g_ascii_strtoull (deal, &end, 10);

      if (!g_ascii_isdigit (deal[0]) || *end != '\0' || value > G_MAXINT64)
        {
          g_printerr ("card-yacht: --deal: %s\n", _("the deal number must be a whole number"));
          return 2;
        }
      self->deal = (gint64) value;
    }

  /* One instance: a second launch hands its request to the running game
   * and ends. --standalone keeps them apart (tests, benchmarks). */
  if (g_variant_dict_contains (options, "standalone"))
    g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
  else
    {
      g_autoptr(GError) error = NULL;

      if (!g_application_register (app, NULL, &error))
        {
          g_printerr ("card-yacht: %s\n", error->message);
          return 1;
        }

      /* Without --players, GApplication hands the running game the
       * activation or the files to open. */
      if (g_application_get_is_remote (app) && self->players != NULL)
        {
          g_action_group_activate_action (G_ACTION_GROUP (app), "start-game",
                                          g_variant_new ("(ssx)", self->game, self->players, self->deal));
          return 0;
        }
    }

  return -1;
}

/* Closes the windows rather than stopping at once: each writes its game
 * and may ask first about a game that cannot be kept. */
static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free (windows);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  gtk_window_present (cy_about_window_new (window));
}

/* F1 opens the help of the game shown: its part of the help, or the
 * index (which starts with the default game). */
static void
help_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  CyMatch *match = CY_IS_WINDOW (window) ? cy_window_get_match (CY_WINDOW (window)) : NULL;
  const CyGameUi *ui = match != NULL ? cy_game_ui_for_game (G_OBJECT (cy_match_get_game (match))) : NULL;

  cy_help_show (window, ui != NULL ? ui->help_section : NULL);
}

/* One page of the help, e.g. "rules" for How to Play's Read the Rules. */
static void
help_page_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  cy_help_show (gtk_application_get_active_window (GTK_APPLICATION (user_data)),
                g_variant_get_string (parameter, NULL));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  gtk_window_present (GTK_WINDOW (cy_preferences_window_new (window)));
}

/* The tour of the game the window shows (or last chose, when it shows none). */
static void
how_to_play_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  const char *game = CY_IS_WINDOW (window) ? cy_window_get_game_id (CY_WINDOW (window)) : NULL;

  gtk_window_present (GTK_WINDOW (cy_how_to_play_new (window, game)));
}

/* A blank sheet of any game at any time, for a game with real cards or
 * dice: a dialog asks which, starting from the game shown (by the rule
 * set last chosen for it). */
static void
blank_sheet (CyApplication *self,
             gboolean       print)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *rule_set = g_settings_get_string (settings, "game");
  const CyGameInfo *chosen = cy_game_info_lookup_rule_set (rule_set, NULL);
  const CyGameInfo *shown = CY_IS_WINDOW (window) ? cy_game_info_lookup (cy_window_get_game_id (CY_WINDOW (window))) : NULL;

  if (shown != NULL && shown != chosen)
    cy_sheet_export_choose_blank (window, print, cy_game_info_get_rule_set_key (shown, 0));
  else
    cy_sheet_export_choose_blank (window, print, rule_set);
}

static void
print_blank_sheet_action (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  blank_sheet (CY_APPLICATION (user_data), TRUE);
}

static void
export_blank_sheet_action (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  blank_sheet (CY_APPLICATION (user_data), FALSE);
}

/* A folder or file named in a toast ("set aside as …"), in the file manager. */
static void
open_uri_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  gtk_show_uri (window, g_variant_get_string (parameter, NULL), GDK_CURRENT_TIME);
}

/* --players from a second launch, forwarded to the running game. */
static void
start_game_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  CyApplication *self = CY_APPLICATION (user_data);
  g_autoptr(GPtrArray) players = NULL;
  const char *game;
  const char *spec;
  gint64 deal;
  CyWindow *window;

  g_variant_get (parameter, "(&s&sx)", &game, &spec, &deal);
  players = parse_players (game, spec, NULL);
  if (players == NULL)
    return;

  window = get_window (self);
  gtk_window_present (GTK_WINDOW (window));
  cy_window_start_quick_game (window, game, players, deal >= 0 ? (guint64) deal : g_random_int ());
}

static const GActionEntry app_actions[] = {
  { "quit", quit_action },
  { "about", about_action },
  { "help", help_action },
  { "help-page", help_page_action, "s" },
  { "preferences", preferences_action },
  { "how-to-play", how_to_play_action },
  { "print-blank-sheet", print_blank_sheet_action },
  { "export-blank-sheet", export_blank_sheet_action },
  { "open-uri", open_uri_action, "s" },
  { "start-game", start_game_action, "(ssx)" },
};

static void
cy_application_startup (GApplication *app)
{
  /* The deck is parsed in a thread while GTK and libadwaita start. */
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);
    g_autofree char *theme = g_settings_get_string (settings, "card-theme");

    if (theme[0] == '\0')
      cy_card_theme_preload_default (g_settings_get_boolean (settings, "four-colour-deck"));
  }

  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *help_accels[] = { "F1", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };

  G_APPLICATION_CLASS (cy_application_parent_class)->startup (app);

  /* Results of finished games that could not be recorded last time. */
  {
    g_autoptr(GError) error = NULL;

    if (cy_pending_results_record (&error) > 0 && error != NULL)
      CY_APPLICATION (app)->pending = g_strdup (error->message);
  }

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.help", help_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.preferences", preferences_accels);
}

static void
cy_application_finalize (GObject *object)
{
  CyApplication *self = CY_APPLICATION (object);

  g_free (self->players);
  g_free (self->pending);
  g_strfreev (self->option_text);

  G_OBJECT_CLASS (cy_application_parent_class)->finalize (object);
}

/* The development profile looks different wherever it shows a window (the
 * striped header bar of Adwaita's devel style), so that it is never taken
 * for the installed release running beside it. */
static void
cy_application_window_added (GtkApplication *application,
                             GtkWindow      *window)
{
  GTK_APPLICATION_CLASS (cy_application_parent_class)->window_added (application, window);
  if (g_str_equal (PROFILE, "development"))
    gtk_widget_add_css_class (GTK_WIDGET (window), "devel");
}

static void
cy_application_class_init (CyApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  GtkApplicationClass *gtk_app_class = GTK_APPLICATION_CLASS (klass);

  object_class->finalize = cy_application_finalize;
  app_class->activate = cy_application_activate;
  app_class->startup = cy_application_startup;
  app_class->open = cy_application_open;
  app_class->handle_local_options = cy_application_handle_local_options;
  gtk_app_class->window_added = cy_application_window_added;
}

/* --help's words for --deal, --game and --rules, from the games registered. */
static GStrv
make_option_text (void)
{
  g_autoptr(GPtrArray) notes = g_ptr_array_new ();
  g_autoptr(GPtrArray) rules = g_ptr_array_new_with_free_func (g_free);
  GStrv text = g_new0 (char *, 4);
  g_autofree char *games = list_games (TRUE);
  g_autofree char *deal_notes = NULL;
  g_autofree char *rule_sets = NULL;

  for (guint i = 0; i < cy_game_ui_get_n (); i++)
    {
      const CyGameUi *ui = cy_game_ui_get_nth (i);
      const CyGameInfo *info = cy_game_ui_get_info (ui);

      if (ui->deal_note != NULL)
        g_ptr_array_add (notes, (gpointer) _(ui->deal_note));
      if (cy_game_info_get_n_rule_sets (info) > 1)
        {
          g_autofree char *keys = list_rule_sets (info, TRUE);

          /* Translators: --help on --rules, "With --game dice: yacht-bonus (the default), …" */
          g_ptr_array_add (rules, g_strdup_printf (_("With --game %s: %s"), cy_game_ui_get_command_name (ui), keys));
        }
    }
  g_ptr_array_add (notes, NULL);
  g_ptr_array_add (rules, NULL);
  deal_notes = g_strjoinv ("; ", (char **) notes->pdata);
  rule_sets = g_strjoinv ("; ", (char **) rules->pdata);

  if (deal_notes[0] != '\0')
    /* Translators: --help on --deal; %s says what the number is in some games */
    text[0] = g_strdup_printf (_("Deal number, to replay a game (%s)"), deal_notes);
  else
    text[0] = g_strdup (_("Deal number, to replay a game"));
  /* Translators: --help on --game; %s lists the games */
  text[1] = g_strdup_printf (_("The game: %s"), games);
  text[2] = g_steal_pointer (&rule_sets);
  return text;
}

static void
cy_application_init (CyApplication *self)
{
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_STRING, NULL,
      N_("Start a game at once with these seats, e.g. \"You:human,Ann:hard,Bob:normal\""), N_("SEATS") },
    { "deal", 0, 0, G_OPTION_ARG_STRING, NULL, NULL, N_("N") },
    { "game", 0, 0, G_OPTION_ARG_STRING, NULL, NULL, N_("GAME") },
    { "rules", 0, 0, G_OPTION_ARG_STRING, NULL, NULL, N_("RULES") },
    { "standalone", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Run as a separate instance, not through the one already open"), NULL },
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Print the version and exit"), NULL },
    { NULL }
  };

  /* The options and their words come from the games, registered first. */
  cy_games_ui_register ();
  self->option_text = make_option_text ();
  entries[1].description = self->option_text[0];
  entries[2].description = self->option_text[1];
  entries[3].description = self->option_text[2];

  self->deal = -1;
  self->game = cy_game_info_get_rule_set_key (cy_game_ui_get_info (cy_game_ui_get_nth (0)), 0);
  g_application_add_main_option_entries (G_APPLICATION (self), entries);
}

CyApplication *
cy_application_new (void)
{
  return g_object_new (CY_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}
