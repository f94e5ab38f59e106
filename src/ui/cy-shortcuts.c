/* cy-shortcuts.c: keys that act wherever the focus is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-shortcuts.h"

/**
 * cy_capture_shortcuts_new:
 * @keys: (array length=n_keys): each key (without modifiers) and the
 *   action it activates
 *
 * A shortcut controller in the capture phase, so that its keys act wherever
 * the focus is (turning a page, stepping through a record) instead of
 * moving the focus.
 *
 * Returns: (transfer full): the controller, to add to a widget
 */
GtkEventController *
cy_capture_shortcuts_new (const CyKeyAction *keys,
                          gsize              n_keys)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (gsize i = 0; i < n_keys; i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval, 0),
                                                            gtk_named_action_new (keys[i].action_name)));
  return controller;
}
