/* cy-welcome-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every registered game (cy-game-ui.h) as a card: its picture (the first
 * figure of its tour), name, one line of what it is, Play and How to
 * Play. The game last chosen comes first, from the next time the page is
 * shown: never while it is (a newcomer's second click landed on another
 * game when the cards moved under the pointer). Play on the very first start
 * shows that game's tour, whose last page leads into its New Game; later
 * it opens New Game on that game at once.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-accessible-names.h"
#include "cy-game-ui.h"
#include "cy-how-to-play.h"
#include "cy-welcome-page.h"

struct _CyWelcomePage
{
  AdwBin      parent_instance;

  GSettings  *settings;
  AdwClamp   *clamp;
  GtkFlowBox *games;
  gboolean    large;     /* set for a big screen */
  gboolean    stale;     /* the game chosen changed while the page was shown */
};

G_DEFINE_FINAL_TYPE (CyWelcomePage, cy_welcome_page, ADW_TYPE_BIN)

/* A game's picture, and its cap: three cards side by side on a window of
 * 1024 pixels; on a big screen (from LARGE_FROM_WIDTH x LARGE_FROM_HEIGHT)
 * larger, with larger text, to be read from a sofa. */
#define PICTURE_HEIGHT        110
#define PICTURE_WIDTH         240
#define LARGE_PICTURE_HEIGHT  180
#define LARGE_PICTURE_WIDTH   360
#define PAGE_WIDTH            1100
#define LARGE_PAGE_WIDTH      1500
#define LARGE_FROM_WIDTH      1400
#define LARGE_FROM_HEIGHT     900

/* The game of the New Game setting (a rule set's key). */
static const CyGameUi *
chosen_game (CyWelcomePage *self)
{
  g_autofree char *rule_set = g_settings_get_string (self->settings, "game");

  return cy_game_ui_lookup_rule_set (rule_set);
}

static GtkWidget *
button_new (const char *label,
            const char *accessible_label,
            const char *action,
            const char *game)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", game);
  /* Three buttons say "Play": a screen reader says which game. */
  cy_accessible_set_label (button, accessible_label);
  gtk_widget_add_css_class (button, "pill");
  return button;
}

/* A figure is decoded when it is first shown: a start straight into a
 * game (a saved one, or --players) does not pay for three pictures it
 * never shows, about a tenth of its start-up. */
static void
on_picture_map (GtkPicture *picture)
{
  if (gtk_picture_get_paintable (picture) == NULL)
    gtk_picture_set_resource (picture, g_object_get_data (G_OBJECT (picture), "resource"));
}

static GtkWidget *
game_card_new (const CyGameUi *ui)
{
  const CyGameInfo *info = cy_game_ui_get_info (ui);
  const char *name = cy_game_ui_get_name (ui);
  g_autofree char *play_label = g_strdup_printf (_("Play %s"), name);
  g_autofree char *learn_label = g_strdup_printf (_("How to Play %s"), name);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *picture = gtk_picture_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *title = gtk_label_new (name);
  GtkWidget *summary = gtk_label_new (_(info->summary));
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *play = button_new (_("_Play"), play_label, "welcome.play", ui->id);

  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "welcome-game");
  gtk_widget_set_name (card, ui->id);

  g_object_set_data_full (G_OBJECT (picture), "resource",
                          g_strconcat (RESOURCE_BASE "/figures/", ui->tour_pages[0].figure, NULL), g_free);
  g_signal_connect (picture, "map", G_CALLBACK (on_picture_map), NULL);
  gtk_picture_set_alternative_text (GTK_PICTURE (picture), _(ui->tour_pages[0].alternative));
  /* A figure asks for its full width: the clamp caps it (size_card). */
  adw_clamp_set_child (ADW_CLAMP (clamp), picture);
  gtk_widget_set_margin_top (clamp, 18);

  gtk_widget_add_css_class (title, "title-2");
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);

  gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
  gtk_label_set_justify (GTK_LABEL (summary), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (summary), 30);
  gtk_widget_set_vexpand (summary, TRUE);
  gtk_widget_set_valign (summary, GTK_ALIGN_START);
  gtk_widget_set_margin_start (summary, 12);
  gtk_widget_set_margin_end (summary, 12);

  gtk_widget_add_css_class (play, "suggested-action");
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_bottom (buttons, 18);
  gtk_box_append (GTK_BOX (buttons), play);
  gtk_box_append (GTK_BOX (buttons), button_new (_("How to Play"), learn_label, "welcome.how-to-play", ui->id));

  gtk_box_append (GTK_BOX (card), clamp);
  gtk_box_append (GTK_BOX (card), title);
  gtk_box_append (GTK_BOX (card), summary);
  gtk_box_append (GTK_BOX (card), buttons);
  return card;
}

/* The picture of a game's card (its first child, a clamp), for the screen. */
static void
size_card (GtkWidget *card,
           gboolean   large)
{
  GtkWidget *clamp = gtk_widget_get_first_child (card);

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), large ? LARGE_PICTURE_WIDTH : PICTURE_WIDTH);
  gtk_widget_set_size_request (adw_clamp_get_child (ADW_CLAMP (clamp)), -1,
                               large ? LARGE_PICTURE_HEIGHT : PICTURE_HEIGHT);
}

static void
append_card (CyWelcomePage  *self,
             const CyGameUi *ui)
{
  GtkWidget *card = game_card_new (ui);

  size_card (card, self->large);
  gtk_flow_box_append (self->games, card);
}

/* The game last chosen first, then the others in their registered order. */
static void
fill (CyWelcomePage *self)
{
  const CyGameUi *first = chosen_game (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->games))) != NULL)
    gtk_flow_box_remove (self->games, child);

  if (first != NULL)
    append_card (self, first);
  for (guint i = 0; i < cy_game_ui_get_n (); i++)
    if (cy_game_ui_get_nth (i) != first)
      append_card (self, cy_game_ui_get_nth (i));
}

static void
set_large (CyWelcomePage *self,
           gboolean       large)
{
  if (self->large == large)
    return;
  self->large = large;
  if (large)
    gtk_widget_add_css_class (GTK_WIDGET (self), "large");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "large");
  adw_clamp_set_maximum_size (self->clamp, large ? LARGE_PAGE_WIDTH : PAGE_WIDTH);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->games)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    size_card (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)), large);
}

/* The page follows the room in its allocation (libadwaita 1.2 has no
 * breakpoints): a new size re-measures it once, on the next frame. The
 * page measures and allocates its child itself (a layout manager would
 * take the allocation from it). */
static GtkSizeRequestMode
cy_welcome_page_get_request_mode (GtkWidget *widget)
{
  return gtk_widget_get_request_mode (adw_bin_get_child (ADW_BIN (widget)));
}

static void
cy_welcome_page_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  gtk_widget_measure (adw_bin_get_child (ADW_BIN (widget)), orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

static void
cy_welcome_page_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  set_large (CY_WELCOME_PAGE (widget), width >= LARGE_FROM_WIDTH && height >= LARGE_FROM_HEIGHT);
  gtk_widget_allocate (adw_bin_get_child (ADW_BIN (widget)), width, height, baseline, NULL);
}

static void
on_game_changed (CyWelcomePage *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->stale = TRUE;
  else
    fill (self);
}

static void
cy_welcome_page_map (GtkWidget *widget)
{
  CyWelcomePage *self = CY_WELCOME_PAGE (widget);

  if (self->stale)
    {
      self->stale = FALSE;
      fill (self);
    }
  GTK_WIDGET_CLASS (cy_welcome_page_parent_class)->map (widget);
}

GStrv
cy_welcome_page_dup_order (CyWelcomePage *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (CY_IS_WELCOME_PAGE (self), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->games)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    g_strv_builder_add (builder, gtk_widget_get_name (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))));

  return g_strv_builder_end (builder);
}

/* Makes @id the game New Game offers, keeping its rule set if it was chosen. */
static void
choose (CyWelcomePage *self,
        const char    *id)
{
  const CyGameUi *ui = cy_game_ui_lookup (id);

  if (ui != NULL && ui != chosen_game (self))
    g_settings_set_string (self->settings, "game", cy_game_info_get_rule_set_key (cy_game_ui_get_info (ui), 0));
}

static void
show_tour (CyWelcomePage *self,
           const char    *id)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  gtk_window_present (GTK_WINDOW (cy_how_to_play_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, id)));
}

/* The first time, the game's tour comes before it (its last page starts
 * the game); then New Game at once. */
static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CyWelcomePage *self = CY_WELCOME_PAGE (widget);
  const char *id = g_variant_get_string (parameter, NULL);

  choose (self, id);
  if (g_settings_get_boolean (self->settings, "first-run"))
    {
      g_settings_set_boolean (self->settings, "first-run", FALSE);
      show_tour (self, id);
    }
  else
    gtk_widget_activate_action (widget, "win.new-game", NULL);
}

static void
how_to_play_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  show_tour (CY_WELCOME_PAGE (widget), g_variant_get_string (parameter, NULL));
}

static void
cy_welcome_page_dispose (GObject *object)
{
  CyWelcomePage *self = CY_WELCOME_PAGE (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (cy_welcome_page_parent_class)->dispose (object);
}

static void
cy_welcome_page_class_init (CyWelcomePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cy_welcome_page_dispose;
  widget_class->map = cy_welcome_page_map;
  widget_class->get_request_mode = cy_welcome_page_get_request_mode;
  widget_class->measure = cy_welcome_page_measure;
  widget_class->size_allocate = cy_welcome_page_size_allocate;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-welcome-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CyWelcomePage, clamp);
  gtk_widget_class_bind_template_child (widget_class, CyWelcomePage, games);

  gtk_widget_class_install_action (widget_class, "welcome.play", "s", play_action);
  gtk_widget_class_install_action (widget_class, "welcome.how-to-play", "s", how_to_play_action);
}

static void
cy_welcome_page_init (CyWelcomePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self), "welcome-page");
  adw_clamp_set_maximum_size (self->clamp, PAGE_WIDTH);

  self->settings = g_settings_new (APP_ID);
  g_signal_connect_swapped (self->settings, "changed::game", G_CALLBACK (on_game_changed), self);
  fill (self);
}

GtkWidget *
cy_welcome_page_new (void)
{
  return g_object_new (CY_TYPE_WELCOME_PAGE, NULL);
}
