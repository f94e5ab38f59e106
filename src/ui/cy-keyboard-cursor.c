/* cy-keyboard-cursor.c: the focused card, die or cell stays marked while
 * the keyboard is in use
 *
 * GTK shows its focus ring (:focus-visible) for three seconds after the
 * last key press; a player who studies the table longer no longer sees
 * where the keyboard is, and a key pressed then acts on a widget they
 * cannot see (a newcomer knocked with Space that way). Sudoku and Mines
 * keep a cursor of their own; here the window carries the style class
 * "keyboard-cursor" from a key press to the next pointer press, and
 * style.css marks the focused widget (:focus) while it does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-keyboard-cursor.h"

#define CURSOR_CLASS "keyboard-cursor"

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkWidget             *window)
{
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));

  /* Ctrl or Shift alone (held for a click) is no keyboard play. */
  if (event == NULL || !gdk_key_event_is_modifier (event))
    gtk_widget_add_css_class (window, CURSOR_CLASS);
  return GDK_EVENT_PROPAGATE;
}

static gboolean
on_event (GtkEventControllerLegacy *controller,
          GdkEvent                 *event,
          GtkWidget                *window)
{
  GdkEventType type = gdk_event_get_event_type (event);

  if (type == GDK_BUTTON_PRESS || type == GDK_TOUCH_BEGIN)
    gtk_widget_remove_css_class (window, CURSOR_CLASS);
  return GDK_EVENT_PROPAGATE;
}

void
cy_keyboard_cursor_attach (GtkWindow *window)
{
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkEventController *pointer = gtk_event_controller_legacy_new ();

  g_return_if_fail (GTK_IS_WINDOW (window));

  /* Seen first, and passed on: the cursor only watches. */
  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), window);
  gtk_widget_add_controller (GTK_WIDGET (window), key);

  gtk_event_controller_set_propagation_phase (pointer, GTK_PHASE_CAPTURE);
  g_signal_connect (pointer, "event", G_CALLBACK (on_event), window);
  gtk_widget_add_controller (GTK_WIDGET (window), pointer);
}
