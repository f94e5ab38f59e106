/* cy-how-to-play.h: a few illustrated pages that lead into the full help
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CY_TYPE_HOW_TO_PLAY (cy_how_to_play_get_type ())

G_DECLARE_FINAL_TYPE (CyHowToPlay, cy_how_to_play, CY, HOW_TO_PLAY, AdwWindow)

CyHowToPlay *cy_how_to_play_new         (GtkWindow   *parent,
                                         const char  *game);
const char  *cy_how_to_play_get_game    (CyHowToPlay *self);
guint        cy_how_to_play_get_page    (CyHowToPlay *self);
guint        cy_how_to_play_get_n_pages (CyHowToPlay *self);

G_END_DECLS
