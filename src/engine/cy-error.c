/* cy-error.c: the error domain of the game model, and the one way to say
 * that a file or a state is damaged
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cy-error.h"

G_DEFINE_QUARK (cy-error-quark, cy_error)

/* A detail may quote the damaged file (GKeyFile quotes a line it cannot
 * read whole, 8 MB once, and a label took minutes to lay it out): at most
 * MAX_DETAIL characters of valid UTF-8 on one line. Takes @detail. */
#define MAX_DETAIL 80

static char *
cut_detail (char *detail)
{
  g_autofree char *valid = g_utf8_make_valid (detail, -1);
  GString *cut = g_string_new (NULL);
  guint n = 0;

  g_free (detail);
  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (n == MAX_DETAIL)
        {
          g_string_append (cut, "…");
          break;
        }
      if (g_unichar_iscntrl (c) || g_unichar_type (c) == G_UNICODE_LINE_SEPARATOR ||
          g_unichar_type (c) == G_UNICODE_PARAGRAPH_SEPARATOR)
        g_string_append_c (cut, '?');
      else
        g_string_append_unichar (cut, c);
    }

  return g_string_free (cut, FALSE);
}

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
  detail = cut_detail (detail);

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
