/* cy-game-view.c: what every game's table is to the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-accessible-names.h"
#include "cy-announcer.h"
#include "cy-game-view.h"

G_DEFINE_INTERFACE (CyGameView, cy_game_view, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The order of the properties an implementation overrides. */
enum {
  OFFSET_MATCH,
  OFFSET_STATUS,
  OFFSET_READ_ONLY,
  N_OFFSETS
};

static const char * const property_names[N_OFFSETS] = { "match", "status", "read-only" };

static void
cy_game_view_default_init (CyGameViewInterface *iface)
{
  g_object_interface_install_property (iface,
    g_param_spec_object ("match", NULL, NULL, CY_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /* The window's one status line for every game. Orca 43 does not say a
   * change of the status bar's name (only of the focused object): the
   * view's CyAnnouncer tells it when the turn changes. */
  g_object_interface_install_property (iface,
    g_param_spec_string ("status", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_interface_install_property (iface,
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

void
cy_game_view_class_override_properties (GObjectClass *klass,
                                        guint         first_prop_id)
{
  for (guint i = 0; i < N_OFFSETS; i++)
    g_object_class_override_property (klass, first_prop_id + i, property_names[i]);
}

gboolean
cy_game_view_get_property (GObject *object,
                           guint    prop_id,
                           guint    first_prop_id,
                           GValue  *value)
{
  CyGameView *self = CY_GAME_VIEW (object);

  if (prop_id < first_prop_id || prop_id >= first_prop_id + N_OFFSETS)
    return FALSE;

  switch (prop_id - first_prop_id)
    {
    case OFFSET_MATCH:
      g_value_set_object (value, cy_game_view_get_match (self));
      break;
    case OFFSET_STATUS:
      g_value_set_string (value, cy_game_view_get_status (self));
      break;
    case OFFSET_READ_ONLY:
    default:
      g_value_set_boolean (value, cy_game_view_get_read_only (self));
      break;
    }
  return TRUE;
}

gboolean
cy_game_view_set_property (GObject      *object,
                           guint         prop_id,
                           guint         first_prop_id,
                           const GValue *value)
{
  CyGameView *self = CY_GAME_VIEW (object);

  if (prop_id < first_prop_id || prop_id >= first_prop_id + N_OFFSETS)
    return FALSE;

  switch (prop_id - first_prop_id)
    {
    case OFFSET_MATCH:
      cy_game_view_set_match (self, g_value_get_object (value));
      break;
    case OFFSET_STATUS:
      cy_game_view_set_status (self, g_value_get_string (value));
      break;
    case OFFSET_READ_ONLY:
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

static const char *
read_status (GtkWidget *widget)
{
  return cy_game_view_get_status (CY_GAME_VIEW (widget));
}

static gboolean
fix_names_cb (gpointer data)
{
  GtkWidget *view = data;

  g_object_set_data (G_OBJECT (view), "cy-fix-names-queued", NULL);
  cy_accessible_fix_names (view);
  return G_SOURCE_REMOVE;
}

/* A view makes widgets as its game goes (a table when it is first shown,
 * the sheet's boxes for a new game): their names are mended once the view
 * is shown or has changed, at idle. */
static void
queue_fix_names (CyGameView *self)
{
  if (g_object_get_data (G_OBJECT (self), "cy-fix-names-queued") != NULL)
    return;

  g_object_set_data (G_OBJECT (self), "cy-fix-names-queued", GINT_TO_POINTER (TRUE));
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, fix_names_cb, g_object_ref (self), g_object_unref);
}

/* Every view's voice for screen readers: one per view, made when it is
 * first given a match. */
static CyAnnouncer *
get_announcer (CyGameView *self)
{
  static GQuark quark = 0;
  CyAnnouncer *announcer;

  if (quark == 0)
    quark = g_quark_from_static_string ("cy-game-view-announcer");

  announcer = g_object_get_qdata (G_OBJECT (self), quark);
  if (announcer == NULL)
    {
      announcer = cy_announcer_new (GTK_WIDGET (self), read_status);
      g_object_set_qdata_full (G_OBJECT (self), quark, announcer, g_object_unref);
      g_signal_connect (self, "map", G_CALLBACK (queue_fix_names), NULL);
      g_signal_connect (self, "changed", G_CALLBACK (queue_fix_names), NULL);
    }
  return announcer;
}

/**
 * cy_game_view_announce:
 * @text: news that is not a line of the move log
 *
 * Tells @text to screen readers, after the news they are still saying
 * (the match's log and turns are told without asking).
 */
void
cy_game_view_announce (CyGameView *self,
                       const char *text)
{
  g_return_if_fail (CY_IS_GAME_VIEW (self));

  cy_announcer_announce (get_announcer (self), text);
}

/**
 * cy_game_view_set_match:
 * @match: (nullable): a match of the view's game
 *
 * Shows @match from its viewer's seat, and leaves read-only mode.
 */
void
cy_game_view_set_match (CyGameView *self,
                        CyMatch    *match)
{
  g_return_if_fail (CY_IS_GAME_VIEW (self));
  g_return_if_fail (match == NULL || CY_IS_MATCH (match));

  if (cy_game_view_get_match (self) == match && match != NULL)
    return;

  /* A match ends read-only mode. */
  if (match != NULL && cy_game_view_get_replay (self) != NULL)
    {
      CY_GAME_VIEW_GET_IFACE (self)->set_replay (self, NULL);
      g_object_notify (G_OBJECT (self), "read-only");
    }
  CY_GAME_VIEW_GET_IFACE (self)->set_match (self, match);
  /* After the view, which is to have its status line ready. */
  cy_announcer_set_match (get_announcer (self), match);
  queue_fix_names (self);
  g_object_notify (G_OBJECT (self), "match");
  g_object_notify (G_OBJECT (self), "read-only");
  cy_game_view_changed (self);
}

CyMatch *
cy_game_view_get_match (CyGameView *self)
{
  g_return_val_if_fail (CY_IS_GAME_VIEW (self), NULL);

  return CY_GAME_VIEW_GET_IFACE (self)->get_match (self);
}

/* Returns: (transfer none) (nullable): the game shown, the match's or
 *   the replay's */
GObject *
cy_game_view_get_game (CyGameView *self)
{
  g_return_val_if_fail (CY_IS_GAME_VIEW (self), NULL);

  return CY_GAME_VIEW_GET_IFACE (self)->get_game (self);
}

/**
 * cy_game_view_open:
 *
 * Shows what comes before the first move of the view's new match, if its
 * game has something (a draw for the first dealer); its button starts the
 * match (win.deal).
 *
 * Returns: whether it does; if not, the match is to be started now
 */
gboolean
cy_game_view_open (CyGameView *self)
{
  CyGameViewInterface *iface;

  g_return_val_if_fail (CY_IS_GAME_VIEW (self), FALSE);

  iface = CY_GAME_VIEW_GET_IFACE (self);
  return iface->open != NULL && cy_game_view_get_match (self) != NULL && iface->open (self);
}

const char *
cy_game_view_get_title (CyGameView *self)
{
  g_return_val_if_fail (CY_IS_GAME_VIEW (self), NULL);

  return CY_GAME_VIEW_GET_IFACE (self)->get_title (self);
}

/* Returns: (transfer full) (nullable): the subtitle, NULL with no game shown */
char *
cy_game_view_dup_subtitle (CyGameView *self)
{
  g_return_val_if_fail (CY_IS_GAME_VIEW (self), NULL);

  return CY_GAME_VIEW_GET_IFACE (self)->dup_subtitle (self);
}

void
cy_game_view_set_status (CyGameView *self,
                         const char *text)
{
  g_return_if_fail (CY_IS_GAME_VIEW (self));

  CY_GAME_VIEW_GET_IFACE (self)->set_status (self, text);
  cy_game_view_notify_status (self);
}

const char *
cy_game_view_get_status (CyGameView *self)
{
  g_return_val_if_fail (CY_IS_GAME_VIEW (self), NULL);

  return CY_GAME_VIEW_GET_IFACE (self)->get_status (self);
}

void
cy_game_view_notify_status (CyGameView *self)
{
  g_return_if_fail (CY_IS_GAME_VIEW (self));

  g_object_notify (G_OBJECT (self), "status");
}

/**
 * cy_game_view_hint:
 *
 * The game's hint or its coach's advice for the person
 * to move, shown on the table; with none to give now, the table says why.
 *
 * Returns: whether there was advice to give
 */
gboolean
cy_game_view_hint (CyGameView *self)
{
  g_return_val_if_fail (CY_IS_GAME_VIEW (self), FALSE);

  if (cy_game_view_get_read_only (self) || cy_game_view_get_match (self) == NULL)
    return FALSE;
  return CY_GAME_VIEW_GET_IFACE (self)->hint (self);
}

gboolean
cy_game_view_can_hint (CyGameView *self)
{
  g_return_val_if_fail (CY_IS_GAME_VIEW (self), FALSE);

  if (cy_game_view_get_read_only (self) || cy_game_view_get_match (self) == NULL)
    return FALSE;
  return CY_GAME_VIEW_GET_IFACE (self)->can_hint (self);
}

void
cy_game_view_set_hint_text (CyGameView *self,
                            const char *text)
{
  g_return_if_fail (CY_IS_GAME_VIEW (self));

  CY_GAME_VIEW_GET_IFACE (self)->set_hint_text (self, text);
}

/**
 * cy_game_view_describe_take_back:
 *
 * Returns: (transfer full) (nullable): the tooltip of Take Back: what it
 *   takes back while it can, why not while it cannot; NULL with no match
 */
char *
cy_game_view_describe_take_back (CyGameView *self)
{
  CyMatch *match;
  const char *label;

  g_return_val_if_fail (CY_IS_GAME_VIEW (self), NULL);

  match = cy_game_view_get_match (self);
  if (match == NULL || cy_game_view_get_read_only (self))
    return NULL;

  if (cy_match_get_strict (match))
    return g_strdup (_("Taking back is off: turn it on in Preferences"));
  if (!cy_match_get_can_undo (match))
    return g_strdup (_("Nothing to take back now"));

  label = CY_GAME_VIEW_GET_IFACE (self)->get_take_back_label (self);
  /* Translators: the Take Back button's tooltip, with its key */
  return g_strdup_printf (_("%s (Ctrl+Z)"), label);
}

gboolean
cy_game_view_can_toggle_sheet (CyGameView *self)
{
  g_return_val_if_fail (CY_IS_GAME_VIEW (self), FALSE);

  return CY_GAME_VIEW_GET_IFACE (self)->toggle_sheet != NULL && cy_game_view_get_match (self) != NULL;
}

void
cy_game_view_toggle_sheet (CyGameView *self)
{
  g_return_if_fail (CY_IS_GAME_VIEW (self));

  if (cy_game_view_can_toggle_sheet (self))
    CY_GAME_VIEW_GET_IFACE (self)->toggle_sheet (self);
}

/**
 * cy_game_view_set_replay:
 * @replay: (nullable): a replay of the view's game
 *
 * Read-only mode: the view shows @replay's game, follows it as the replay
 * is stepped, shows every hand face up and offers no move.
 */
void
cy_game_view_set_replay (CyGameView *self,
                         CyReplay   *replay)
{
  g_return_if_fail (CY_IS_GAME_VIEW (self));
  g_return_if_fail (replay == NULL || CY_IS_REPLAY (replay));

  if (replay != NULL && cy_game_view_get_match (self) != NULL)
    cy_game_view_set_match (self, NULL);
  CY_GAME_VIEW_GET_IFACE (self)->set_replay (self, replay);
  g_object_notify (G_OBJECT (self), "read-only");
  cy_game_view_changed (self);
}

CyReplay *
cy_game_view_get_replay (CyGameView *self)
{
  g_return_val_if_fail (CY_IS_GAME_VIEW (self), NULL);

  return CY_GAME_VIEW_GET_IFACE (self)->get_replay (self);
}

gboolean
cy_game_view_get_read_only (CyGameView *self)
{
  g_return_val_if_fail (CY_IS_GAME_VIEW (self), FALSE);

  return cy_game_view_get_replay (self) != NULL;
}

void
cy_game_view_describe_hand_off (CyGameView  *self,
                                const char  *name,
                                char       **button,
                                char       **description)
{
  CyGameViewInterface *iface;
  /* An underscore in a name must not become the button's mnemonic. */
  g_auto(GStrv) parts = g_strsplit (name, "_", -1);
  g_autofree char *escaped = g_strjoinv ("__", parts);

  g_return_if_fail (CY_IS_GAME_VIEW (self));

  iface = CY_GAME_VIEW_GET_IFACE (self);
  if (iface->describe_hand_off != NULL)
    {
      iface->describe_hand_off (self, escaped, button, description);
      return;
    }

  *button = g_strdup_printf (_("_Show %s’s Hand"), escaped);
  *description = g_strdup (_("The other players look away while the cards are shown"));
}

/**
 * cy_game_view_describe_result:
 * @lines: (element-type utf8): where a line for each player goes
 *
 * Returns: (transfer full): who won, once the game is over
 */
char *
cy_game_view_describe_result (CyGameView *self,
                              GPtrArray  *lines)
{
  g_return_val_if_fail (CY_IS_GAME_VIEW (self), NULL);

  return CY_GAME_VIEW_GET_IFACE (self)->describe_result (self, lines);
}

/* One sentence per count of winners, for every language's own lists. */
char *
cy_game_view_describe_winners (CyMatchGame *game,
                               const guint *totals)
{
  guint winners = cy_match_game_get_winners (game);
  const char *names[CY_MATCH_MAX_SEATS] = { NULL };
  guint n = 0, best = 0;

  for (guint p = 0; p < cy_match_game_get_n_seats (game); p++)
    if (winners & (1u << p))
      {
        names[n++] = cy_player_get_name (cy_match_game_get_player (game, p));
        best = totals[p];
      }

  switch (n)
    {
    case 1:
      return g_strdup_printf (_("%s wins with %u"), names[0], best);
    case 2:
      return g_strdup_printf (_("%s and %s share the win with %u"), names[0], names[1], best);
    case 3:
      return g_strdup_printf (_("%s, %s and %s share the win with %u"), names[0], names[1], names[2], best);
    default:
      return g_strdup_printf (_("%s, %s, %s and %s share the win with %u"), names[0], names[1], names[2], names[3], best);
    }
}

const char *
cy_game_view_get_game_key (CyGameView *self)
{
  CyGameViewInterface *iface;
  const char *key = NULL;
  GObject *game;

  g_return_val_if_fail (CY_IS_GAME_VIEW (self), NULL);

  iface = CY_GAME_VIEW_GET_IFACE (self);
  game = cy_game_view_get_game (self);
  if (game == NULL)
    return NULL;
  if (iface->get_rule_set != NULL)
    key = iface->get_rule_set (self);
  return key != NULL ? key : cy_match_game_get_game_id (CY_MATCH_GAME (game));
}

void
cy_game_view_changed (CyGameView *self)
{
  g_return_if_fail (CY_IS_GAME_VIEW (self));

  g_signal_emit (self, signals[CHANGED], 0);
}
