/* cy-sheet-model.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cy-sheet-model.h"

G_DEFINE_INTERFACE (CySheetModel, cy_sheet_model, G_TYPE_OBJECT)

enum {
  SHEET_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
cy_sheet_model_real_is_fresh (CySheetModel *self,
                              guint         row,
                              guint         seat)
{
  return FALSE;
}

static int
cy_sheet_model_real_get_preview (CySheetModel *self,
                                 guint         row,
                                 guint         seat)
{
  return -1;
}

static void
cy_sheet_model_default_init (CySheetModelInterface *iface)
{
  iface->is_fresh = cy_sheet_model_real_is_fresh;
  iface->get_preview = cy_sheet_model_real_get_preview;

  /**
   * CySheetModel::sheet-changed:
   *
   * Anything the sheet shows may have changed: a score, a sum, the seat
   * to move, what could be written now.
   */
  signals[SHEET_CHANGED] =
    g_signal_new ("sheet-changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

guint
cy_sheet_model_get_n_players (CySheetModel *self)
{
  g_return_val_if_fail (CY_IS_SHEET_MODEL (self), 0);

  return CY_SHEET_MODEL_GET_IFACE (self)->get_n_players (self);
}

const char *
cy_sheet_model_get_player_name (CySheetModel *self,
                                guint         seat)
{
  g_return_val_if_fail (CY_IS_SHEET_MODEL (self), NULL);
  g_return_val_if_fail (seat < cy_sheet_model_get_n_players (self), NULL);

  return CY_SHEET_MODEL_GET_IFACE (self)->get_player_name (self, seat);
}

guint
cy_sheet_model_get_n_rows (CySheetModel *self)
{
  g_return_val_if_fail (CY_IS_SHEET_MODEL (self), 0);

  return CY_SHEET_MODEL_GET_IFACE (self)->get_n_rows (self);
}

void
cy_sheet_model_get_row (CySheetModel    *self,
                        guint            row,
                        CySheetModelRow *info)
{
  g_return_if_fail (CY_IS_SHEET_MODEL (self));
  g_return_if_fail (row < cy_sheet_model_get_n_rows (self));
  g_return_if_fail (info != NULL);

  *info = (CySheetModelRow) { 0 };
  CY_SHEET_MODEL_GET_IFACE (self)->get_row (self, row, info);
}

/**
 * cy_sheet_model_dup_requirement:
 *
 * Returns: (transfer full): the row's rule in words
 */
char *
cy_sheet_model_dup_requirement (CySheetModel *self,
                                guint         row)
{
  g_return_val_if_fail (CY_IS_SHEET_MODEL (self), NULL);
  g_return_val_if_fail (row < cy_sheet_model_get_n_rows (self), NULL);

  return CY_SHEET_MODEL_GET_IFACE (self)->dup_requirement (self, row);
}

int
cy_sheet_model_get_value (CySheetModel *self,
                          guint         row,
                          guint         seat)
{
  g_return_val_if_fail (CY_IS_SHEET_MODEL (self), -1);
  g_return_val_if_fail (row < cy_sheet_model_get_n_rows (self), -1);
  g_return_val_if_fail (seat < cy_sheet_model_get_n_players (self), -1);

  return CY_SHEET_MODEL_GET_IFACE (self)->get_value (self, row, seat);
}

guint
cy_sheet_model_get_progress (CySheetModel *self,
                             guint         row,
                             guint         seat,
                             guint        *target)
{
  guint unused;

  g_return_val_if_fail (CY_IS_SHEET_MODEL (self), 0);
  g_return_val_if_fail (row < cy_sheet_model_get_n_rows (self), 0);
  g_return_val_if_fail (seat < cy_sheet_model_get_n_players (self), 0);

  return CY_SHEET_MODEL_GET_IFACE (self)->get_progress (self, row, seat, target ? target : &unused);
}

int
cy_sheet_model_get_potential (CySheetModel *self,
                              guint         row,
                              guint         seat)
{
  g_return_val_if_fail (CY_IS_SHEET_MODEL (self), -1);
  g_return_val_if_fail (row < cy_sheet_model_get_n_rows (self), -1);
  g_return_val_if_fail (seat < cy_sheet_model_get_n_players (self), -1);

  return CY_SHEET_MODEL_GET_IFACE (self)->get_potential (self, row, seat);
}

int
cy_sheet_model_get_preview (CySheetModel *self,
                            guint         row,
                            guint         seat)
{
  g_return_val_if_fail (CY_IS_SHEET_MODEL (self), -1);
  g_return_val_if_fail (row < cy_sheet_model_get_n_rows (self), -1);
  g_return_val_if_fail (seat < cy_sheet_model_get_n_players (self), -1);

  return CY_SHEET_MODEL_GET_IFACE (self)->get_preview (self, row, seat);
}

/**
 * cy_sheet_model_describe_score:
 *
 * Returns: (transfer full) (nullable): what a written score was made with
 */
char *
cy_sheet_model_describe_score (CySheetModel *self,
                               guint         row,
                               guint         seat)
{
  g_return_val_if_fail (CY_IS_SHEET_MODEL (self), NULL);
  g_return_val_if_fail (row < cy_sheet_model_get_n_rows (self), NULL);
  g_return_val_if_fail (seat < cy_sheet_model_get_n_players (self), NULL);

  return CY_SHEET_MODEL_GET_IFACE (self)->describe_score (self, row, seat);
}

gboolean
cy_sheet_model_is_fresh (CySheetModel *self,
                         guint         row,
                         guint         seat)
{
  g_return_val_if_fail (CY_IS_SHEET_MODEL (self), FALSE);
  g_return_val_if_fail (row < cy_sheet_model_get_n_rows (self), FALSE);
  g_return_val_if_fail (seat < cy_sheet_model_get_n_players (self), FALSE);

  return CY_SHEET_MODEL_GET_IFACE (self)->is_fresh (self, row, seat);
}

int
cy_sheet_model_get_current_seat (CySheetModel *self)
{
  g_return_val_if_fail (CY_IS_SHEET_MODEL (self), -1);

  return CY_SHEET_MODEL_GET_IFACE (self)->get_current_seat (self);
}

guint
cy_sheet_model_get_winners (CySheetModel *self)
{
  g_return_val_if_fail (CY_IS_SHEET_MODEL (self), 0);

  return CY_SHEET_MODEL_GET_IFACE (self)->get_winners (self);
}

void
cy_sheet_model_changed (CySheetModel *self)
{
  g_return_if_fail (CY_IS_SHEET_MODEL (self));

  g_signal_emit (self, signals[SHEET_CHANGED], 0);
}

/**
 * cy_sheet_model_follow:
 * @signal_names: the implementation's own signals that change its sheet
 *
 * For implementations: emits "sheet-changed" after each of @signal_names,
 * so that one place lists what changes the sheet.
 */
void
cy_sheet_model_follow (CySheetModel       *self,
                       const char * const *signal_names,
                       guint               n_signals)
{
  g_return_if_fail (CY_IS_SHEET_MODEL (self));

  for (guint i = 0; i < n_signals; i++)
    g_signal_connect (self, signal_names[i], G_CALLBACK (cy_sheet_model_changed), NULL);
}
