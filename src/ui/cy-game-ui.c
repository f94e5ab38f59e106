/* cy-game-ui.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cy-game-ui.h"
#include "cy-match-game.h"

struct _CySheetPage
{
  gpointer           data;
  GDestroyNotify     destroy;
  CySheetDrawFunc    draw;
  CySheetExportFunc  export;
};

/* Registered at start-up on the main thread, never removed. */
static GPtrArray *games;

void
cy_game_ui_register (const CyGameUi *ui)
{
  g_return_if_fail (ui != NULL && ui->new_sheet != NULL && ui->new_game != NULL);
  g_return_if_fail (cy_game_info_lookup (ui->id) != NULL);

  if (games == NULL)
    games = g_ptr_array_new ();
  if (!g_ptr_array_find (games, ui, NULL))
    g_ptr_array_add (games, (gpointer) ui);
}

/* One that draws cards takes @cache, so that each size is drawn once for
 * every table of a window. */
CyGameView *
cy_game_ui_new_view (const CyGameUi *ui,
                     CyCardCache    *cache)
{
  GType type;
  gpointer klass;
  gboolean has_cards;

  g_return_val_if_fail (ui != NULL, NULL);
  g_return_val_if_fail (CY_IS_CARD_CACHE (cache), NULL);

  type = ui->get_view_type ();
  klass = g_type_class_ref (type);
  has_cards = g_object_class_find_property (G_OBJECT_CLASS (klass), "cache") != NULL;
  g_type_class_unref (klass);
  return has_cards ? g_object_new (type, "cache", cache, NULL) : g_object_new (type, NULL);
}

guint
cy_game_ui_get_n (void)
{
  return games != NULL ? games->len : 0;
}

const CyGameUi *
cy_game_ui_get_nth (guint index)
{
  return games != NULL && index < games->len ? games->pdata[index] : NULL;
}

const CyGameUi *
cy_game_ui_lookup (const char *id)
{
  for (guint i = 0; i < cy_game_ui_get_n (); i++)
    if (g_strcmp0 (cy_game_ui_get_nth (i)->id, id) == 0)
      return cy_game_ui_get_nth (i);

  return NULL;
}

const CyGameUi *
cy_game_ui_lookup_rule_set (const char *key)
{
  const CyGameInfo *info = cy_game_info_lookup_rule_set (key, NULL);

  return info != NULL ? cy_game_ui_lookup (info->id) : NULL;
}

GObject *
cy_game_ui_new_game (const char *key,
                     GPtrArray  *players,
                     guint64     seed,
                     GSettings  *settings)
{
  const CyGameUi *ui = cy_game_ui_lookup_rule_set (key);
  const CyGameInfo *info;

  g_return_val_if_fail (players != NULL, NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  /* A game's id ("dice-yacht") stands for its first rule set. */
  if (ui == NULL)
    {
      ui = cy_game_ui_lookup (key);
      if (ui == NULL)
        ui = cy_game_ui_get_nth (0);
      key = cy_game_info_get_rule_set_key (cy_game_ui_get_info (ui), 0);
    }
  info = cy_game_ui_get_info (ui);
  g_return_val_if_fail (players->len >= info->min_seats && players->len <= info->max_seats, NULL);

  return ui->new_game (key, players, seed, settings);
}

const CyGameUi *
cy_game_ui_for_game (GObject *game)
{
  g_return_val_if_fail (CY_IS_MATCH_GAME (game), NULL);

  return cy_game_ui_lookup (cy_match_game_get_game_id (CY_MATCH_GAME (game)));
}

const CyGameInfo *
cy_game_ui_get_info (const CyGameUi *ui)
{
  g_return_val_if_fail (ui != NULL, NULL);

  return cy_game_info_lookup (ui->id);
}

const char *
cy_game_ui_get_command_name (const CyGameUi *ui)
{
  g_return_val_if_fail (ui != NULL, NULL);

  return ui->command_name != NULL ? ui->command_name : ui->id;
}

const CyGameUi *
cy_game_ui_lookup_command_name (const char *name)
{
  for (guint i = 0; i < cy_game_ui_get_n (); i++)
    if (g_strcmp0 (cy_game_ui_get_command_name (cy_game_ui_get_nth (i)), name) == 0)
      return cy_game_ui_get_nth (i);

  return NULL;
}

GPtrArray *
cy_game_ui_parse_seats (const CyGameUi  *ui,
                        const char      *spec,
                        GError         **error)
{
  const CyGameInfo *info;

  g_return_val_if_fail (ui != NULL, NULL);
  g_return_val_if_fail (spec != NULL, NULL);

  if (ui->parse_seats != NULL)
    return ui->parse_seats (spec, error);
  info = cy_game_ui_get_info (ui);
  return cy_player_parse_list_between (spec, info->min_seats, info->max_seats, error);
}

const char *
cy_game_ui_get_name (const CyGameUi *ui)
{
  g_return_val_if_fail (ui != NULL, NULL);

  return _(cy_game_ui_get_info (ui)->name);
}

CySheetPage *
cy_sheet_page_new (gpointer          data,
                   GDestroyNotify    destroy,
                   CySheetDrawFunc   draw,
                   CySheetExportFunc export)
{
  CySheetPage *page = g_new0 (CySheetPage, 1);

  page->data = data;
  page->destroy = destroy;
  page->draw = draw;
  page->export = export;
  return page;
}

void
cy_sheet_page_draw (CySheetPage *page,
                    cairo_t     *cr,
                    double       width,
                    double       height)
{
  page->draw (page->data, cr, width, height);
}

gboolean
cy_sheet_page_export (CySheetPage  *page,
                      const char   *path,
                      GError      **error)
{
  return page->export (page->data, path, error);
}

void
cy_sheet_page_free (CySheetPage *page)
{
  if (page == NULL)
    return;
  if (page->destroy != NULL && page->data != NULL)
    page->destroy (page->data);
  g_free (page);
}
