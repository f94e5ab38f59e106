/* cy-boat-table-view-game-view.c: Boat's table as the window's CyGameView
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-boat-table-view-private.h"
#include "cy-game-view.h"

static void
set_match (CyGameView *view,
           CyMatch    *match)
{
  CyBoatTableView *self = CY_BOAT_TABLE_VIEW (view);

  if (self->replay != NULL)
    _cy_boat_table_view_show_replay (self, NULL);
  cy_boat_table_view_set_match (self, match);
}

static CyMatch *
get_match (CyGameView *view)
{
  return cy_boat_table_view_get_match (CY_BOAT_TABLE_VIEW (view));
}

static GObject *
get_game (CyGameView *view)
{
  return G_OBJECT (CY_BOAT_TABLE_VIEW (view)->game);
}

static const char *
get_title (CyGameView *view)
{
  return _("Boat");
}

static char *
dup_subtitle (CyGameView *view)
{
  if (CY_BOAT_TABLE_VIEW (view)->game == NULL)
    return NULL;

  /* Translators: the window's subtitle for Boat */
  return g_strdup (_("Two partnerships · to 500"));
}

static void
set_status (CyGameView *view,
            const char *text)
{
  cy_boat_table_view_set_status (CY_BOAT_TABLE_VIEW (view), text);
}

static const char *
get_status (CyGameView *view)
{
  return gtk_label_get_text (CY_BOAT_TABLE_VIEW (view)->status_label);
}

/* Boat's coach lives on the table: its Hint button, and H. */
static gboolean
hint (CyGameView *view)
{
  return gtk_widget_activate_action (GTK_WIDGET (view), "boat.hint", NULL);
}

static gboolean
can_hint (CyGameView *view)
{
  return CY_BOAT_TABLE_VIEW (view)->game != NULL;
}

static void
set_hint_text (CyGameView *view,
               const char *text)
{
  cy_boat_table_view_set_hint (CY_BOAT_TABLE_VIEW (view), text);
}

static const char *
get_take_back_label (CyGameView *view)
{
  return _("Take Back Your Card");
}

/* F9: the score pad, wherever the focus is. */
static void
toggle_sheet (CyGameView *view)
{
  gtk_widget_activate_action (GTK_WIDGET (view), "boat.toggle-pad", NULL);
}

static void
set_replay (CyGameView *view,
            CyReplay   *replay)
{
  _cy_boat_table_view_show_replay (CY_BOAT_TABLE_VIEW (view), replay);
}

static CyReplay *
get_replay (CyGameView *view)
{
  return CY_BOAT_TABLE_VIEW (view)->replay;
}

static char *
describe_result (CyGameView *view,
                 GPtrArray  *lines)
{
  /* Boat's score pad keeps every hand. */
  g_ptr_array_add (lines, g_strdup (_("Every hand is on the score pad (the Score Pad button).")));
  return cy_boat_table_view_describe_result (CY_BOAT_TABLE_VIEW (view));
}

void
_cy_boat_table_view_game_view_init (CyGameViewInterface *iface)
{
  iface->describe_result = describe_result;
  iface->set_match = set_match;
  iface->get_match = get_match;
  iface->get_game = get_game;
  iface->get_title = get_title;
  iface->dup_subtitle = dup_subtitle;
  iface->set_status = set_status;
  iface->get_status = get_status;
  iface->hint = hint;
  iface->can_hint = can_hint;
  iface->set_hint_text = set_hint_text;
  iface->get_take_back_label = get_take_back_label;
  iface->toggle_sheet = toggle_sheet;
  iface->set_replay = set_replay;
  iface->get_replay = get_replay;
}
