/* cy-set-aside-game.h: a game set aside, waiting to be resumed
 *
 * A game started from the command line sets the game in progress aside
 * (cy_save_file_set_aside()); every one is kept, a file each in the
 * set-aside folder. cy_set_aside_game_list() lists them for any screen
 * that offers them back (the Set-Aside Games dialog, a welcome screen).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define CY_TYPE_SET_ASIDE_GAME (cy_set_aside_game_get_type ())

G_DECLARE_FINAL_TYPE (CySetAsideGame, cy_set_aside_game, CY, SET_ASIDE_GAME, GObject)

/* Every game set aside, newest first (CySetAsideGame items). Reads each
 * file; the games must be registered. */
GListModel          *cy_set_aside_game_list          (void);
/* The game set aside under @id (as cy_set_aside_game_get_id() says), or
 * NULL with @error if there is none. */
CySetAsideGame      *cy_set_aside_game_lookup        (const char      *id,
                                                      GError         **error);

/* Its name in the folder: letters, digits and dashes, nothing to escape. */
const char          *cy_set_aside_game_get_id        (CySetAsideGame  *self);
/* As cy_match_game_get_game_id() says ("card-yacht"…); NULL when the file
 * cannot be read. */
const char          *cy_set_aside_game_get_game_id   (CySetAsideGame  *self);
/* The players' names, seat by seat; empty when the file cannot be read. */
const char * const  *cy_set_aside_game_get_players   (CySetAsideGame  *self);
/* When it was last saved, that is last played. */
GDateTime           *cy_set_aside_game_get_saved     (CySetAsideGame  *self);
/* Why it cannot be resumed (damaged, from a newer version), or NULL. */
const char          *cy_set_aside_game_get_problem   (CySetAsideGame  *self);

/* Makes it the saved game, the game saved now going aside in its place;
 * then the caller resumes the saved game. */
gboolean             cy_set_aside_game_resume        (CySetAsideGame  *self,
                                                      GError         **error);
/* Deletes it, for good. */
gboolean             cy_set_aside_game_discard       (CySetAsideGame  *self,
                                                      GError         **error);

G_END_DECLS
