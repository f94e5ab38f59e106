/* cy-how-to-play.c: a few illustrated pages that lead into the full help
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pages turn with Back and Next, the arrow keys, Page Up and Page Down,
 * Home and End, the scroll wheel and a swipe. The last page starts a game
 * in the window that opened it (its win.new-game) or opens the rules page
 * of the help (app.help-page).
 */
#include "config.h"

#include "cy-how-to-play.h"
#include "cy-shortcuts.h"

struct _CyHowToPlay
{
  AdwWindow    parent_instance;

  AdwCarousel *carousel;
  GtkWidget   *back_button;
  GtkWidget   *next_button;
  GtkWidget   *new_game_button;
};

G_DEFINE_FINAL_TYPE (CyHowToPlay, cy_how_to_play, ADW_TYPE_WINDOW)

enum {
  PROP_0,
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

/* The game window's own New Game, so that the tour leads straight into a game. */
static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));

  gtk_window_destroy (GTK_WINDOW (widget));
  if (parent == NULL || !gtk_widget_activate_action (GTK_WIDGET (parent), "win.new-game", NULL))
    g_warning ("How to Play has no game window to start a new game in");
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
    case PROP_PAGE:
      g_value_set_uint (value, cy_how_to_play_get_page (self));
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

  object_class->get_property = cy_how_to_play_get_property;

  properties[PROP_PAGE] =
    g_param_spec_uint ("page", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-how-to-play.ui");
  gtk_widget_class_bind_template_child (widget_class, CyHowToPlay, carousel);
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

  update_actions (self);
}

/**
 * cy_how_to_play_new:
 * @parent: (nullable): the game window; its win.new-game starts a game
 *
 * Returns: (transfer none): a new How to Play window, not yet shown
 */
CyHowToPlay *
cy_how_to_play_new (GtkWindow *parent)
{
  return g_object_new (CY_TYPE_HOW_TO_PLAY,
                       "transient-for", parent,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);
}
