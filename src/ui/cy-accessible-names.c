/* cy-accessible-names.c: names a screen reader should not say
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8's name of an accessible (gtkatcontext.c) is its "label" property,
 * then the names of what labels it, and only when both are missing, its
 * type's name: an empty "label" is a name too, and a quiet one. So widgets
 * that only hold or frame others (stack pages, flow boxes, frames without a
 * title, scroll bars, empty labels, the icons inside buttons) get an empty
 * one, and a button whose label has a mnemonic gets its text for a name
 * ("Deal"), instead of both its "label" property ("_Deal"), which GTK sets,
 * and the name of the label inside, which GTK adds ("Deal").
 */
#include "config.h"

#include "cy-accessible-names.h"

static void
quiet (GtkWidget *widget)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
}

static GQuark
own_quark (void)
{
  static GQuark quark = 0;

  if (quark == 0)
    quark = g_quark_from_static_string ("cy-accessible-own-label");
  return quark;
}

/* "_Deal" as it reads: "Deal"; "__" is an underscore. */
static char *
strip_mnemonic (const char *label)
{
  GString *text = g_string_new (NULL);

  for (const char *p = label; *p != '\0'; p++)
    {
      if (*p == '_')
        {
          if (p[1] != '_')
            continue;
          p++;
        }
      g_string_append_c (text, *p);
    }
  return g_string_free (text, FALSE);
}

static void
drop_mnemonic_label (GtkButton *button)
{
  g_autofree char *text = NULL;

  if (!gtk_button_get_use_underline (button) || gtk_button_get_label (button) == NULL ||
      g_object_get_qdata (G_OBJECT (button), own_quark ()) != NULL)
    return;

  text = strip_mnemonic (gtk_button_get_label (button));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

static void
fix_stack_pages (GtkStack *stack)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (stack));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkStackPage *page = gtk_stack_get_page (stack, child);

      if (page != NULL && gtk_stack_page_get_title (page) == NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
    }
}

/* GtkLabel drops its "label" property when its text becomes empty. */
static void
quiet_if_empty (GtkLabel *label)
{
  if (*gtk_label_get_text (label) == '\0')
    quiet (GTK_WIDGET (label));
}

/* Connects @callback to @signal of @object once, however often the tree
 * is walked. */
static void
watch (gpointer     object,
       const char  *signal,
       GCallback    callback)
{
  static GQuark watched = 0;

  if (watched == 0)
    watched = g_quark_from_static_string ("cy-accessible-names-watched");
  if (g_object_get_qdata (G_OBJECT (object), watched) != NULL)
    return;

  g_object_set_qdata (G_OBJECT (object), watched, GINT_TO_POINTER (TRUE));
  g_signal_connect (object, signal, callback, NULL);
}

static void
fix_menu_button (GtkMenuButton *button)
{
  const char *label = gtk_menu_button_get_label (button);
  g_autofree char *text = NULL;

  if (label != NULL)
    text = gtk_menu_button_get_use_underline (button) ? strip_mnemonic (label) : g_strdup (label);
  else if (gtk_widget_get_tooltip_text (GTK_WIDGET (button)) != NULL)
    text = g_strdup (gtk_widget_get_tooltip_text (GTK_WIDGET (button)));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  text != NULL ? text : "", -1);
}

static void
fix_one (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);
  const char *type = G_OBJECT_TYPE_NAME (widget);

  if (g_object_get_qdata (G_OBJECT (widget), own_quark ()) != NULL)
    return;

  /* A frame's title labels what it frames: GTK 4.8 adds it to the name
   * the child has ("Kept dice Kept"); the frame says it instead. */
  if (parent != NULL && GTK_IS_FRAME (parent) && gtk_frame_get_child (GTK_FRAME (parent)) == widget &&
      gtk_frame_get_label (GTK_FRAME (parent)) != NULL)
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);

  if (GTK_IS_BUTTON (widget))
    {
      /* GtkButton sets its "label" property again with every new label. */
      watch (widget, "notify::label", G_CALLBACK (drop_mnemonic_label));
      drop_mnemonic_label (GTK_BUTTON (widget));
      /* A button given its label later (the hand-off screen's). */
      if (gtk_button_get_label (GTK_BUTTON (widget)) == NULL && gtk_button_get_child (GTK_BUTTON (widget)) == NULL)
        quiet (widget);
    }
  else if (GTK_IS_MENU_BUTTON (widget))
    fix_menu_button (GTK_MENU_BUTTON (widget));
  else if (GTK_IS_LABEL (widget))
    {
      watch (widget, "notify::label", G_CALLBACK (quiet_if_empty));
      quiet_if_empty (GTK_LABEL (widget));
    }
  else if (GTK_IS_STACK (widget))
    {
      watch (widget, "notify::visible-child", G_CALLBACK (fix_stack_pages));
      fix_stack_pages (GTK_STACK (widget));
    }
  else if (GTK_IS_FRAME (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    gtk_frame_get_label (GTK_FRAME (widget)) != NULL
                                    ? gtk_frame_get_label (GTK_FRAME (widget)) : "", -1);
  else if (GTK_IS_PICTURE (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    gtk_picture_get_alternative_text (GTK_PICTURE (widget)) != NULL
                                    ? gtk_picture_get_alternative_text (GTK_PICTURE (widget)) : "", -1);
  else if (GTK_IS_IMAGE (widget))
    {
      /* An icon beside a button's label, or alone in a named button. */
      if (parent != NULL && (GTK_IS_BUTTON (parent) || GTK_IS_BUTTON (gtk_widget_get_parent (parent))))
        quiet (widget);
    }
  else if (GTK_IS_SCROLLBAR (widget) || GTK_IS_FLOW_BOX (widget) || GTK_IS_FLOW_BOX_CHILD (widget) ||
           (parent != NULL && GTK_IS_SCROLLBAR (parent)) ||
           /* GtkMenuButton's arrow, GtkScale's parts: GTK's own classes. */
           g_str_equal (type, "GtkBuiltinIcon") || g_str_equal (type, "GtkRange"))
    quiet (widget);
}

/**
 * cy_accessible_set_label:
 * @label: what a screen reader calls @widget
 *
 * A name of our own for @widget, said alone: not after the name of a
 * label inside it that GTK 4.8 adds ("Play Card Yacht Play").
 */
void
cy_accessible_set_label (GtkWidget  *widget,
                         const char *label)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (label != NULL);

  g_object_set_qdata (G_OBJECT (widget), own_quark (), GINT_TO_POINTER (TRUE));
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/**
 * cy_accessible_fix_names:
 * @widget: a widget, whose descendants are mended too
 */
void
cy_accessible_fix_names (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  fix_one (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    cy_accessible_fix_names (child);
}
