/* cy-error.h: the error domain of the game model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CY_ERROR (cy_error_quark ())

typedef enum
{
  CY_ERROR_PARSE,          /* text that is not a card, category or option */
  CY_ERROR_ILLEGAL_MOVE,   /* a move the rules forbid in this state */
  CY_ERROR_CORRUPT,        /* a saved game that is damaged or inconsistent */
  CY_ERROR_VERSION,        /* a saved game from a newer version */
  CY_ERROR_INVALID,        /* a bad argument, e.g. a wrong number of players */
} CyError;

GQuark cy_error_quark (void);

/* What cy_error_set_damaged() says is damaged. */
typedef enum
{
  CY_DAMAGED_SAVED_GAME,
  CY_DAMAGED_STATISTICS,
  CY_DAMAGED_GAME_STATE,   /* a game whose state breaks its own rules */
} CyDamaged;

/* Sets a CY_ERROR_CORRUPT error, "The saved game is damaged (detail)" and
 * the like, with the detail in English; returns FALSE so that a check can
 * end with "return cy_error_set_damaged (...)". */
gboolean cy_error_set_damaged (GError      **error,
                               CyDamaged     what,
                               const char   *format,
                               ...) G_GNUC_PRINTF (3, 4);

G_END_DECLS
