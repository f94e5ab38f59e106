/* cy-text.c: sentences built from parts, in a way translations can follow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-text.h"

/**
 * cy_text_join_list:
 * @items: (array length=n_items): the items, already translated
 * @n_items: how many, 1 to %CY_TEXT_LIST_MAX
 *
 * Joins a list the way the language does: "A", "A and B", "A, B and C"...
 * Each count has a format of its own, never a glued " and " and ", ", so
 * that a translation can choose its own conjunction, commas and order.
 *
 * Returns: (transfer full): the list as one string
 */
char *
cy_text_join_list (const char * const *items,
                   guint               n_items)
{
  g_return_val_if_fail (n_items == 0 || items != NULL, NULL);
  g_return_val_if_fail (n_items <= CY_TEXT_LIST_MAX, NULL);

  switch (n_items)
    {
    case 0:
      return g_strdup ("");

    case 1:
      return g_strdup (items[0]);

    case 2:
      /* Translators: a list of two items, e.g. "the Three of Clubs and the King of Spades" */
      return g_strdup_printf (C_("list", "%s and %s"), items[0], items[1]);

    case 3:
      /* Translators: a list of three items, e.g. "Ann, Bob and Cleo" */
      return g_strdup_printf (C_("list", "%s, %s and %s"), items[0], items[1], items[2]);

    case 4:
      /* Translators: a list of four items */
      return g_strdup_printf (C_("list", "%s, %s, %s and %s"), items[0], items[1], items[2], items[3]);

    default:
      /* Translators: a list of five items, e.g. the cards of a hand */
      return g_strdup_printf (C_("list", "%s, %s, %s, %s and %s"),
                              items[0], items[1], items[2], items[3], items[4]);
    }
}
