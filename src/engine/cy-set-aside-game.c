/* cy-set-aside-game.c: a game set aside, waiting to be resumed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* lstat() is POSIX, not C11. */
#define _GNU_SOURCE

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cy-data-file.h"
#include "cy-error.h"
#include "cy-match.h"
#include "cy-save-file.h"
#include "cy-set-aside-game.h"

/* The id of the one game an earlier version could set aside
 * (saved-game.set-aside beside the save): no name in the folder is like it. */
#define OLD_ID "saved-game-set-aside"
#define MAX_ID 64

struct _CySetAsideGame
{
  GObject     parent_instance;

  char       *id;
  char       *path;
  char       *game_id;
  GStrv       players;
  GDateTime  *saved;
  char       *problem;
};

G_DEFINE_FINAL_TYPE (CySetAsideGame, cy_set_aside_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_GAME_ID,
  PROP_PLAYERS,
  PROP_SAVED,
  PROP_PROBLEM,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

static void
cy_set_aside_game_finalize (GObject *object)
{
  CySetAsideGame *self = CY_SET_ASIDE_GAME (object);

  g_free (self->id);
  g_free (self->path);
  g_free (self->game_id);
  g_strfreev (self->players);
  g_clear_pointer (&self->saved, g_date_time_unref);
  g_free (self->problem);

  G_OBJECT_CLASS (cy_set_aside_game_parent_class)->finalize (object);
}

static void
cy_set_aside_game_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  CySetAsideGame *self = CY_SET_ASIDE_GAME (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_GAME_ID:
      g_value_set_string (value, self->game_id);
      break;
    case PROP_PLAYERS:
      g_value_set_boxed (value, self->players);
      break;
    case PROP_SAVED:
      g_value_set_boxed (value, self->saved);
      break;
    case PROP_PROBLEM:
      g_value_set_string (value, self->problem);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_set_aside_game_class_init (CySetAsideGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cy_set_aside_game_finalize;
  object_class->get_property = cy_set_aside_game_get_property;

  properties [PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties [PROP_GAME_ID] =
    g_param_spec_string ("game-id", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties [PROP_PLAYERS] =
    g_param_spec_boxed ("players", NULL, NULL, G_TYPE_STRV,
                        (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties [PROP_SAVED] =
    g_param_spec_boxed ("saved", NULL, NULL, G_TYPE_DATE_TIME,
                        (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties [PROP_PROBLEM] =
    g_param_spec_string ("problem", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cy_set_aside_game_init (CySetAsideGame *self)
{
}

/* Reads what the list shows of the file at @path; a file that cannot be
 * read is listed with its problem, so that it can at least be discarded. */
static CySetAsideGame *
read_set_aside (const char *id,
                const char *path)
{
  g_autoptr(CySetAsideGame) self = g_object_new (CY_TYPE_SET_ASIDE_GAME, NULL);
  g_autoptr(GStrvBuilder) players = g_strv_builder_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) contents = NULL;
  g_autoptr(CyMatch) match = NULL;
  GStatBuf st;

  self->id = g_strdup (id);
  self->path = g_strdup (path);

  if (g_lstat (path, &st) != 0)
    return NULL;
  self->saved = g_date_time_new_from_unix_local (st.st_mtime);

  contents = cy_data_file_read (path, CY_SAVE_FILE_MAX_SIZE, &error);
  if (contents != NULL)
    match = cy_match_load_from_bytes (contents, &error);
  if (match == NULL)
    {
      self->problem = g_strdup (error->message);
      self->players = g_strv_builder_end (players);
      return g_steal_pointer (&self);
    }

  self->game_id = g_strdup (cy_match_game_get_game_id (cy_match_get_game (match)));
  for (guint seat = 0; seat < cy_match_game_get_n_seats (cy_match_get_game (match)); seat++)
    g_strv_builder_add (players, cy_player_get_name (cy_match_game_get_player (cy_match_get_game (match), seat)));
  self->players = g_strv_builder_end (players);

  return g_steal_pointer (&self);
}

/* Newest first; within a second, the later name first. */
static int
compare_newest_first (gconstpointer a,
                      gconstpointer b,
                      gpointer      user_data)
{
  CySetAsideGame *ga = CY_SET_ASIDE_GAME ((gpointer) a);
  CySetAsideGame *gb = CY_SET_ASIDE_GAME ((gpointer) b);
  int by_time = g_date_time_compare (gb->saved, ga->saved);

  return by_time != 0 ? by_time : strcmp (gb->id, ga->id);
}

/* A name we gave (letters, digits, dashes), not a temporary file or a path. */
static gboolean
is_id (const char *id)
{
  gsize length = strlen (id);

  if (length == 0 || length > MAX_ID)
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-')
      return FALSE;

  return TRUE;
}

static char *
path_for (const char *id)
{
  g_autofree char *dir = NULL;

  if (strcmp (id, OLD_ID) == 0)
    return cy_save_file_get_old_set_aside_path ();

  dir = cy_save_file_get_set_aside_dir ();
  return g_build_filename (dir, id, NULL);
}

/**
 * cy_set_aside_game_list:
 *
 * Returns: (transfer full): every game set aside, newest first: the files
 *   of the set-aside folder, and the one an earlier version set aside
 */
GListModel *
cy_set_aside_game_list (void)
{
  g_autofree char *dir_path = cy_save_file_get_set_aside_dir ();
  g_autofree char *old_path = cy_save_file_get_old_set_aside_path ();
  GListStore *store = g_list_store_new (CY_TYPE_SET_ASIDE_GAME);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(CySetAsideGame) game = NULL;

      if (!is_id (name) || strcmp (name, OLD_ID) == 0)
        continue;
      path = g_build_filename (dir_path, name, NULL);
      game = read_set_aside (name, path);
      if (game != NULL)
        g_list_store_append (store, game);
    }

  if (g_file_test (old_path, G_FILE_TEST_EXISTS))
    {
      g_autoptr(CySetAsideGame) game = read_set_aside (OLD_ID, old_path);

      if (game != NULL)
        g_list_store_append (store, game);
    }

  g_list_store_sort (store, compare_newest_first, NULL);
  return G_LIST_MODEL (store);
}

CySetAsideGame *
cy_set_aside_game_lookup (const char  *id,
                          GError     **error)
{
  g_autofree char *path = NULL;
  CySetAsideGame *game = NULL;

  g_return_val_if_fail (id != NULL, NULL);

  if (is_id (id))
    {
      path = path_for (id);
      game = read_set_aside (id, path);
    }
  if (game == NULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                 _("No game is set aside as “%s”"), g_utf8_validate (id, -1, NULL) ? id : "?");

  return game;
}

const char *
cy_set_aside_game_get_id (CySetAsideGame *self)
{
  g_return_val_if_fail (CY_IS_SET_ASIDE_GAME (self), NULL);

  return self->id;
}

const char *
cy_set_aside_game_get_game_id (CySetAsideGame *self)
{
  g_return_val_if_fail (CY_IS_SET_ASIDE_GAME (self), NULL);

  return self->game_id;
}

const char * const *
cy_set_aside_game_get_players (CySetAsideGame *self)
{
  g_return_val_if_fail (CY_IS_SET_ASIDE_GAME (self), NULL);

  return (const char * const *) self->players;
}

GDateTime *
cy_set_aside_game_get_saved (CySetAsideGame *self)
{
  g_return_val_if_fail (CY_IS_SET_ASIDE_GAME (self), NULL);

  return self->saved;
}

const char *
cy_set_aside_game_get_problem (CySetAsideGame *self)
{
  g_return_val_if_fail (CY_IS_SET_ASIDE_GAME (self), NULL);

  return self->problem;
}

/**
 * cy_set_aside_game_resume:
 *
 * Makes this game the saved game again (cy_save_file_take_back()): the
 * game saved now, if any, is set aside in its place, so that nothing is
 * lost either way. One that cannot be read stays where it is.
 */
gboolean
cy_set_aside_game_resume (CySetAsideGame  *self,
                          GError         **error)
{
  g_return_val_if_fail (CY_IS_SET_ASIDE_GAME (self), FALSE);

  if (self->problem != NULL)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT,
                   _("This game cannot be resumed: %s"), self->problem);
      return FALSE;
    }

  return cy_save_file_take_back (self->path, error);
}

gboolean
cy_set_aside_game_discard (CySetAsideGame  *self,
                           GError         **error)
{
  g_return_val_if_fail (CY_IS_SET_ASIDE_GAME (self), FALSE);

  if (g_unlink (self->path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;
      g_autofree char *display = g_filename_display_name (self->path);

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not delete %s: %s"), display, g_strerror (saved_errno));
      return FALSE;
    }

  return TRUE;
}
