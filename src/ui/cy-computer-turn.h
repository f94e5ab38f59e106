/* cy-computer-turn.h: asking a computer policy for a move off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "cy-ai.h"

G_BEGIN_DECLS

/* The view and the random state are copied: the worker thread shares nothing
 * with the game, which may change (a new game) before it answers. */
void      cy_computer_turn_run     (CyPlayerKind         kind,
                                    const CySeatView    *view,
                                    CyRandom            *rng,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data);
gboolean  cy_computer_turn_finish  (GAsyncResult        *result,
                                    CyMove              *move,
                                    GError             **error);

G_END_DECLS
