/* cy-how-to-play.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "cy-how-to-play.h"

void
cy_how_to_play_show (GtkWindow *parent)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/cy-how-to-play.ui");
  GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "window"));

  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (GTK_WIDGET (window), shortcuts);
  gtk_window_set_transient_for (window, parent);
  /* "win.new-game" resolves through the parent window's actions. */
  gtk_window_present (window);
}
