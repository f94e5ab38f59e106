/* cy-how-to-play.c: a few illustrated pages that lead into the full help
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One tour for each registered game (cy-game-ui.h), from its pages. Each
 * page shows a figure of the help (help/make-figures.py draws them), a
 * title and a few lines. Pages turn with Back and Next, the arrow keys,
 * Page Up and Page Down, Home and End, the scroll wheel and a swipe. The
 * last page starts a game in the window that opened it (its win.new-game)
 * or opens the game's first page of the help (app.help-page).
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cy-game-ui.h"
#include "cy-how-to-play.h"
#include "cy-new-game-dialog.h"
#include "cy-shortcuts.h"

struct _CyHowToPlay
{
  AdwWindow       parent_instance;

  const CyGameUi *tour;

  AdwWindowTitle *window_title;
  AdwCarousel    *carousel;
  GtkWidget      *ready_page;
  GtkLabel       *ready_label;
  GtkWidget      *rules_button;
  GtkWidget      *back_button;
  GtkWidget      *next_button;
  GtkWidget      *new_game_button;
};

G_DEFINE_FINAL_TYPE (CyHowToPlay, cy_how_to_play, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

guint
cy_how_to_play_get_page (CyHowToPlay *self)
{
  g_return_val_if_fail (CY_IS_HOW_TO_PLAY (self), 0);

  /* The position is fractional while a page slides in. */
  return (guint) (adw_carousel_get_position (self->carousel) + 0.5);
}

guint
cy_how_to_play_get_n_pages (CyHowToPlay *self)
{
  g_return_val_if_fail (CY_IS_HOW_TO_PLAY (self), 0);

  return adw_carousel_get_n_pages (self->carousel);
}

static void
update_actions (CyHowToPlay *self)
{
  guint page = cy_how_to_play_get_page (self);
  guint n_pages = cy_how_to_play_get_n_pages (self);

  /* A button that turns off must not take the keyboard focus with it. */
  if (page + 1 == n_pages && gtk_widget_has_focus (self->next_button))
    gtk_widget_grab_focus (self->new_game_button);
  if (page == 0 && gtk_widget_has_focus (self->back_button))
    gtk_widget_grab_focus (self->next_button);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "how-to-play.back", page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "how-to-play.next", page + 1 < n_pages);
}

static void
turn_to (CyHowToPlay *self,
         int          page)
{
  guint n_pages = cy_how_to_play_get_n_pages (self);

  page = CLAMP (page, 0, (int) n_pages - 1);
  adw_carousel_scroll_to (self->carousel, adw_carousel_get_nth_page (self->carousel, (guint) page),
                          adw_get_enable_animations (GTK_WIDGET (self)));
}

static void
on_page_changed (CyHowToPlay *self,
                 guint        index)
{
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE]);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyHowToPlay *self = CY_HOW_TO_PLAY (widget);

  turn_to (self, (int) cy_how_to_play_get_page (self) - 1);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyHowToPlay *self = CY_HOW_TO_PLAY (widget);

  turn_to (self, (int) cy_how_to_play_get_page (self) + 1);
}

static void
first_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  turn_to (CY_HOW_TO_PLAY (widget), 0);
}

static void
last_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyHowToPlay *self = CY_HOW_TO_PLAY (widget);

  turn_to (self, (int) cy_how_to_play_get_n_pages (self) - 1);
}

/* The game window's own New Game, so that the tour leads straight into a
 * game. Opened from the New Game dialog, the tour goes back to it. */
static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  CyHowToPlay *self = CY_HOW_TO_PLAY (widget);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *chosen = g_settings_get_string (settings, "game");

  /* New Game offers the game just taught (by its rule set last chosen). */
  if (cy_game_ui_lookup_rule_set (chosen) != self->tour && !CY_IS_NEW_GAME_DIALOG (parent))
    g_settings_set_string (settings, "game", cy_game_info_get_rule_set_key (cy_game_ui_get_info (self->tour), 0));

  gtk_window_destroy (GTK_WINDOW (widget));
  if (CY_IS_NEW_GAME_DIALOG (parent))
    return;
  if (parent == NULL || !gtk_widget_activate_action (GTK_WIDGET (parent), "win.new-game", NULL))
    g_warning ("How to Play has no game window to start a new game in");
}

static GtkWidget *
text_label_new (const char       *text,
                GtkJustification justify)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), justify);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_widget_add_css_class (label, "body");
  return label;
}

/* A page's text: one centred paragraph, or a list when it has several
 * lines (the moves of a turn, the categories), a line each, start-aligned
 * and spaced, the term before its colon in bold so that the eye finds it:
 * a newcomer found one centred paragraph of moves too dense to read. */
static GtkWidget *
page_text_new (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GtkWidget *list;

  if (g_strv_length (lines) < 2)
    return text_label_new (text, GTK_JUSTIFY_CENTER);

  list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_halign (list, GTK_ALIGN_CENTER);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *colon = strstr (lines[i], ": ");
      GtkWidget *label = text_label_new (lines[i], GTK_JUSTIFY_LEFT);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      if (colon != NULL && colon - lines[i] <= 36)
        {
          g_autofree char *term = g_markup_escape_text (lines[i], colon - lines[i] + 1);
          g_autofree char *rest = g_markup_escape_text (colon + 1, -1);
          g_autofree char *markup = g_strdup_printf ("<b>%s</b>%s", term, rest);

          gtk_label_set_markup (GTK_LABEL (label), markup);
        }
      gtk_box_append (GTK_BOX (list), label);
    }
  return list;
}

static GtkWidget *
page_new (const CyTourPage *page)
{
  g_autofree char *resource = g_strconcat (RESOURCE_BASE "/figures/", page->figure, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *picture = gtk_picture_new_for_resource (resource);
  GtkWidget *title = gtk_label_new (_(page->title));
  GtkWidget *text = page_text_new (_(page->text));

  /* Laid out as the last page, in the .ui. */
  gtk_widget_set_hexpand (box, TRUE);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (box, 36);
  gtk_widget_set_margin_end (box, 36);

  /* A list of moves or categories is tall: its figure gives way (the
   * clamp caps the picture's natural height), or the page would run under
   * the header and the buttons. */
  GtkWidget *figure = picture;

  gtk_widget_set_size_request (picture, -1, 140);
  if (strchr (_(page->text), '\n') != NULL)
    {
      figure = adw_clamp_new ();
      gtk_orientable_set_orientation (GTK_ORIENTABLE (figure), GTK_ORIENTATION_VERTICAL);
      adw_clamp_set_maximum_size (ADW_CLAMP (figure), 110);
      adw_clamp_set_tightening_threshold (ADW_CLAMP (figure), 110);
      adw_clamp_set_child (ADW_CLAMP (figure), picture);
      gtk_widget_set_size_request (picture, -1, 110);
    }
  gtk_picture_set_alternative_text (GTK_PICTURE (picture), _(page->alternative));

  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_justify (GTK_LABEL (title), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (title, "title-1");

  gtk_box_append (GTK_BOX (box), figure);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), text);
  return box;
}

const char *
cy_how_to_play_get_game (CyHowToPlay *self)
{
  g_return_val_if_fail (CY_IS_HOW_TO_PLAY (self), NULL);

  return self->tour->id;
}

static void
cy_how_to_play_constructed (GObject *object)
{
  CyHowToPlay *self = CY_HOW_TO_PLAY (object);

  G_OBJECT_CLASS (cy_how_to_play_parent_class)->constructed (object);

  adw_window_title_set_subtitle (self->window_title, cy_game_ui_get_name (self->tour));

  /* The game's pages, then the template's last page. (Pages put before
   * the page shown would move the carousel on to keep it in view.) */
  g_object_ref (self->ready_page);
  adw_carousel_remove (self->carousel, self->ready_page);
  for (guint i = 0; i < self->tour->n_tour_pages; i++)
    adw_carousel_append (self->carousel, page_new (&self->tour->tour_pages[i]));
  adw_carousel_append (self->carousel, self->ready_page);
  g_object_unref (self->ready_page);

  gtk_label_set_text (self->ready_label, _(self->tour->tour_ready));
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->rules_button),
                                          g_variant_new_string (self->tour->help_page));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->rules_button), "app.help-page");

  update_actions (self);
}

static void
cy_how_to_play_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  CyHowToPlay *self = CY_HOW_TO_PLAY (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_string (value, cy_how_to_play_get_game (self));
      break;

    case PROP_PAGE:
      g_value_set_uint (value, cy_how_to_play_get_page (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_how_to_play_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  CyHowToPlay *self = CY_HOW_TO_PLAY (object);
  const char *game;

  switch (prop_id)
    {
    case PROP_GAME:
      game = g_value_get_string (value);
      /* Without a game, the default one (the first registered). */
      self->tour = game != NULL ? cy_game_ui_lookup (game) : cy_game_ui_get_nth (0);
      if (self->tour == NULL)
        {
          g_critical ("How to Play has no tour of the game “%s”", game);
          self->tour = cy_game_ui_get_nth (0);
        }
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_how_to_play_class_init (CyHowToPlayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = cy_how_to_play_constructed;
  object_class->get_property = cy_how_to_play_get_property;
  object_class->set_property = cy_how_to_play_set_property;

  /* The game the tour teaches, as cy_match_game_get_game_id() names it. */
  properties[PROP_GAME] =
    g_param_spec_string ("game", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAGE] =
    g_param_spec_uint ("page", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-how-to-play.ui");
  gtk_widget_class_bind_template_child (widget_class, CyHowToPlay, window_title);
  gtk_widget_class_bind_template_child (widget_class, CyHowToPlay, carousel);
  gtk_widget_class_bind_template_child (widget_class, CyHowToPlay, ready_page);
  gtk_widget_class_bind_template_child (widget_class, CyHowToPlay, ready_label);
  gtk_widget_class_bind_template_child (widget_class, CyHowToPlay, rules_button);
  gtk_widget_class_bind_template_child (widget_class, CyHowToPlay, back_button);
  gtk_widget_class_bind_template_child (widget_class, CyHowToPlay, next_button);
  gtk_widget_class_bind_template_child (widget_class, CyHowToPlay, new_game_button);
  gtk_widget_class_bind_template_callback (widget_class, on_page_changed);

  gtk_widget_class_install_action (widget_class, "how-to-play.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "how-to-play.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "how-to-play.first", NULL, first_action);
  gtk_widget_class_install_action (widget_class, "how-to-play.last", NULL, last_action);
  gtk_widget_class_install_action (widget_class, "how-to-play.new-game", NULL, new_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
cy_how_to_play_init (CyHowToPlay *self)
{
  /* The arrow keys turn pages wherever the focus is, instead of moving it
   * between the buttons. */
  static const CyKeyAction keys[] = {
    { GDK_KEY_Left, "how-to-play.back" },
    { GDK_KEY_Page_Up, "how-to-play.back" },
    { GDK_KEY_Right, "how-to-play.next" },
    { GDK_KEY_Page_Down, "how-to-play.next" },
    { GDK_KEY_Home, "how-to-play.first" },
    { GDK_KEY_End, "how-to-play.last" },
  };

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_add_controller (GTK_WIDGET (self), cy_capture_shortcuts_new (keys, G_N_ELEMENTS (keys)));
}

/**
 * cy_how_to_play_new:
 * @parent: (nullable): the game window, whose win.new-game starts a game,
 *   or the New Game dialog
 * @game: (nullable): the game to teach, as cy_match_game_get_game_id()
 *   names it; %NULL for the default game
 *
 * Returns: (transfer none): a new How to Play window, not yet shown
 */
CyHowToPlay *
cy_how_to_play_new (GtkWindow  *parent,
                    const char *game)
{
  GtkApplication *application = NULL;

  /* The New Game dialog has no application of its own: its game window's
   * gives the tour app.help-page. */
  for (GtkWindow *w = parent; w != NULL && application == NULL; w = gtk_window_get_transient_for (w))
    application = gtk_window_get_application (w);

  return g_object_new (CY_TYPE_HOW_TO_PLAY,
                       "game", game,
                       "transient-for", parent,
                       "application", application,
                       NULL);
}
