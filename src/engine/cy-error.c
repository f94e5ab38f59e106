/* cy-error.c: the error domain of the game model, and the one way to say
 * that a file or a state is damaged
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-error.h"

G_DEFINE_QUARK (cy-error-quark, cy_error)

gboolean
cy_error_set_damaged (GError      **error,
                      CyDamaged     what,
                      const char   *format,
                      ...)
{
  g_autofree char *detail = NULL;
  va_list args;

  va_start (args, format);
  detail = g_strdup_vprintf (format, args);
  va_end (args);

  /* The detail stays in English: it is for a bug report, not for the
   * player, who needs only the sentence around it. */
  switch (what)
    {
    case CY_DAMAGED_SAVED_GAME:
      /* Translators: %s says what exactly is wrong, in English */
      g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, _("The saved game is damaged (%s)"), detail);
      break;
    case CY_DAMAGED_STATISTICS:
      /* Translators: %s says what exactly is wrong, in English */
      g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, _("The statistics file is damaged (%s)"), detail);
      break;
    case CY_DAMAGED_GAME_STATE:
    default:
      /* Translators: %s says what exactly is wrong, in English */
      g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, _("The game is inconsistent (%s)"), detail);
      break;
    }
  return FALSE;
}
