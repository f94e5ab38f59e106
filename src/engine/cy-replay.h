/* cy-replay.h: playing a game record back, step by step
 *
 * A replay plays a record's steps (deals and actions) through the same
 * validated methods a player uses, so the first illegal or malformed action
 * stops it with an error naming where it is and what rule it breaks.
 * Stepping back rebuilds the game from the start: a new game object each
 * time (the "game" property tells).
 *
 * For a viewer: cy_replay_run() once to learn whether (and where) the
 * record fails, then cy_replay_seek() to any step up to that one. Step k
 * shows the game after k steps; step 1 is the first deal.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-record.h"

G_BEGIN_DECLS

#define CY_TYPE_REPLAY (cy_replay_get_type ())

G_DECLARE_FINAL_TYPE (CyReplay, cy_replay, CY, REPLAY, GObject)

CyReplay            *cy_replay_new              (CyRecord      *record,
                                                 GError       **error);
guint                cy_replay_get_n_steps      (CyReplay      *self);
const CyRecordStep  *cy_replay_get_step         (CyReplay      *self,
                                                 guint          index);
/* How many steps the game has played. */
guint                cy_replay_get_position     (CyReplay      *self);
GObject             *cy_replay_get_game         (CyReplay      *self);
gboolean             cy_replay_seek             (CyReplay      *self,
                                                 guint          position,
                                                 GError       **error);
gboolean             cy_replay_run              (CyReplay      *self,
                                                 GError       **error);
/* The step that failed (n_steps when the record stops inside a hand), or
 * -1 while none has; @error gets the failure. */
int                  cy_replay_get_failed_step  (CyReplay      *self,
                                                 const GError **error);
/* The outcome of what has been played, one line of JSON without a newline. */
char                *cy_replay_get_outcome      (CyReplay      *self);

G_END_DECLS
