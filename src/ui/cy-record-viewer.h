/* cy-record-viewer.h: a game record replayed on the table, step by step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "cy-card-cache.h"
#include "cy-game-view.h"
#include "cy-replay.h"

G_BEGIN_DECLS

#define CY_TYPE_RECORD_VIEWER (cy_record_viewer_get_type ())

G_DECLARE_FINAL_TYPE (CyRecordViewer, cy_record_viewer, CY, RECORD_VIEWER, AdwWindow)

CyRecordViewer *cy_record_viewer_new              (GtkWindow       *parent,
                                                   CyCardCache     *cache,
                                                   GFile           *file,
                                                   GError         **error);
CyReplay       *cy_record_viewer_get_replay       (CyRecordViewer  *self);
/* How many steps the table shows played, and the most it can: every
 * step, or those before the one that does not replay. */
guint           cy_record_viewer_get_position     (CyRecordViewer  *self);
guint           cy_record_viewer_get_last         (CyRecordViewer  *self);
void            cy_record_viewer_set_position     (CyRecordViewer  *self,
                                                   guint            position);
/* Why the record does not replay (the line card-yacht-cli replay prints),
 * or NULL. */
const char     *cy_record_viewer_get_failure      (CyRecordViewer  *self);
/* The line saying where the replay is. */
const char     *cy_record_viewer_get_where        (CyRecordViewer  *self);
/* The record's game's own table (its CyGameView), read-only. */
CyGameView     *cy_record_viewer_get_view         (CyRecordViewer  *self);

G_END_DECLS
