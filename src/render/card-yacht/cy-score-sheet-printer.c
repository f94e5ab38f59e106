/* cy-score-sheet-printer.c: the score sheet on paper (PDF, SVG, PNG, printer)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The printer holds what a sheet shows (a game, or names for a blank
 * sheet), the date and the page size; cy-score-sheet-printer-draw.c fills
 * the page every game's sheet is drawn on (cy-sheet.c) with it. Export
 * here writes it to a PDF, SVG or PNG file.
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "cy-render-file.h"
#include "cy-score-sheet-printer-private.h"

G_DEFINE_FINAL_TYPE (CyScoreSheetPrinter, cy_score_sheet_printer, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_N_PLAYERS,
  PROP_DATE,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

/**
 * cy_score_sheet_printer_export:
 * @filename: where to write; its extension (.pdf, .svg or .png) picks the format
 *
 * Writes the sheet on one page of the printer's page size, whole or not at
 * all (see cy_sheet_export()).
 */
gboolean
cy_score_sheet_printer_export (CyScoreSheetPrinter  *self,
                               const char           *filename,
                               GError              **error)
{
  g_autoptr(CySheet) sheet = NULL;

  g_return_val_if_fail (CY_IS_SCORE_SHEET_PRINTER (self), FALSE);

  sheet = cy_score_sheet_printer_build_sheet (self);
  return cy_sheet_export (sheet, filename, self->page_width, self->page_height, error);
}

static void
cy_score_sheet_printer_finalize (GObject *object)
{
  CyScoreSheetPrinter *self = (CyScoreSheetPrinter *)object;

  g_clear_object (&self->game);
  for (guint seat = 0; seat < CY_MAX_PLAYERS; seat++)
    g_clear_pointer (&self->names[seat], g_free);
  g_clear_pointer (&self->date, g_date_time_unref);

  G_OBJECT_CLASS (cy_score_sheet_printer_parent_class)->finalize (object);
}

static void
cy_score_sheet_printer_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  CyScoreSheetPrinter *self = CY_SCORE_SHEET_PRINTER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_N_PLAYERS:
      g_value_set_uint (value, self->n_players);
      break;

    case PROP_DATE:
      g_value_set_boxed (value, self->date);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_score_sheet_printer_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  CyScoreSheetPrinter *self = CY_SCORE_SHEET_PRINTER (object);

  switch (prop_id)
    {
    case PROP_DATE:
      cy_score_sheet_printer_set_date (self, g_value_get_boxed (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_score_sheet_printer_class_init (CyScoreSheetPrinterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cy_score_sheet_printer_finalize;
  object_class->get_property = cy_score_sheet_printer_get_property;
  object_class->set_property = cy_score_sheet_printer_set_property;

  /* The game a filled sheet shows, or %NULL for a blank sheet. */
  properties [PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CY_TYPE_GAME,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties [PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, CY_MIN_PLAYERS, CY_MAX_PLAYERS, CY_MIN_PLAYERS,
                       (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  /* The date printed in the header; %NULL prints a line to write it on. */
  properties [PROP_DATE] =
    g_param_spec_boxed ("date", NULL, NULL, G_TYPE_DATE_TIME,
                        (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cy_score_sheet_printer_init (CyScoreSheetPrinter *self)
{
  self->n_players = CY_MIN_PLAYERS;
  self->page_width = CY_PAGE_A4_WIDTH;
  self->page_height = CY_PAGE_A4_HEIGHT;
}

/**
 * cy_score_sheet_printer_new_blank:
 * @names: (array length=n_players) (nullable): the players' names; %NULL,
 *   or a %NULL or empty name, leaves a blank box to write a name in
 * @n_players: 2 to 4
 *
 * Returns: (transfer full): a printer of an empty sheet, with a line for the date
 */
CyScoreSheetPrinter *
cy_score_sheet_printer_new_blank (const char * const *names,
                                  guint               n_players)
{
  CyScoreSheetPrinter *self;

  g_return_val_if_fail (n_players >= CY_MIN_PLAYERS && n_players <= CY_MAX_PLAYERS, NULL);

  self = g_object_new (CY_TYPE_SCORE_SHEET_PRINTER, NULL);
  self->n_players = n_players;
  for (guint seat = 0; seat < n_players && names != NULL; seat++)
    if (names[seat] != NULL && *names[seat] != '\0')
      self->names[seat] = g_strdup (names[seat]);

  return self;
}

/**
 * cy_score_sheet_printer_new_for_game:
 * @game: a game, under way or finished
 *
 * The sheet shows @game as it is when drawn, dated today.
 *
 * Returns: (transfer full): a printer of @game's score sheet
 */
CyScoreSheetPrinter *
cy_score_sheet_printer_new_for_game (CyGame *game)
{
  CyScoreSheetPrinter *self;

  g_return_val_if_fail (CY_IS_GAME (game), NULL);

  self = g_object_new (CY_TYPE_SCORE_SHEET_PRINTER, NULL);
  self->game = g_object_ref (game);
  self->n_players = cy_game_get_n_players (game);
  self->date = g_date_time_new_now_local ();

  return self;
}

/**
 * cy_score_sheet_printer_get_game:
 *
 * Returns: (transfer none) (nullable): the game, or %NULL for a blank sheet
 */
CyGame *
cy_score_sheet_printer_get_game (CyScoreSheetPrinter *self)
{
  g_return_val_if_fail (CY_IS_SCORE_SHEET_PRINTER (self), NULL);

  return self->game;
}

guint
cy_score_sheet_printer_get_n_players (CyScoreSheetPrinter *self)
{
  g_return_val_if_fail (CY_IS_SCORE_SHEET_PRINTER (self), 0);

  return self->n_players;
}

/**
 * cy_score_sheet_printer_get_date:
 *
 * Returns: (transfer none) (nullable): the date printed, or %NULL for a line
 */
GDateTime *
cy_score_sheet_printer_get_date (CyScoreSheetPrinter *self)
{
  g_return_val_if_fail (CY_IS_SCORE_SHEET_PRINTER (self), NULL);

  return self->date;
}

void
cy_score_sheet_printer_set_date (CyScoreSheetPrinter *self,
                                 GDateTime           *date)
{
  g_return_if_fail (CY_IS_SCORE_SHEET_PRINTER (self));

  if (self->date == date)
    return;

  g_clear_pointer (&self->date, g_date_time_unref);
  if (date != NULL)
    self->date = g_date_time_ref (date);
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_DATE]);
}

/**
 * cy_score_sheet_printer_get_page_size:
 * @width: (out) (optional): in points
 * @height: (out) (optional): in points
 *
 * The page export draws on; A4 portrait unless set.
 */
void
cy_score_sheet_printer_get_page_size (CyScoreSheetPrinter *self,
                                      double              *width,
                                      double              *height)
{
  g_return_if_fail (CY_IS_SCORE_SHEET_PRINTER (self));

  if (width != NULL)
    *width = self->page_width;
  if (height != NULL)
    *height = self->page_height;
}

void
cy_score_sheet_printer_set_page_size (CyScoreSheetPrinter *self,
                                      double               width,
                                      double               height)
{
  g_return_if_fail (CY_IS_SCORE_SHEET_PRINTER (self));
  g_return_if_fail (width >= 72 && height >= 72);

  self->page_width = width;
  self->page_height = height;
}
