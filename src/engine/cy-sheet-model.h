/* cy-sheet-model.h: what a score sheet on screen shows, for any game
 *
 * Card Yacht and Yacht keep the same kind of sheet: a column per player, a
 * row per category, and sums. A game implements this interface; the score
 * sheet widget (src/ui/cy-score-sheet.c) reads it, whatever the game, and
 * follows its "sheet-changed" signal. The model says what is written and
 * what could be written now; who may choose is the view's business.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  CY_SHEET_MODEL_ROW_CATEGORY,  /* a box a player writes a result in */
  CY_SHEET_MODEL_ROW_SUBTOTAL,  /* a sum of the rows above it */
  CY_SHEET_MODEL_ROW_BONUS,     /* a bonus earned by a sum reaching a target */
  CY_SHEET_MODEL_ROW_TOTAL,
} CySheetModelRowKind;

typedef struct
{
  CySheetModelRowKind  kind;
  guint                category;        /* CATEGORY: the game's category written here */
  gboolean             starts_section;  /* a rule above it sets it apart */
  const char          *label;           /* translated */
} CySheetModelRow;

#define CY_TYPE_SHEET_MODEL (cy_sheet_model_get_type ())

G_DECLARE_INTERFACE (CySheetModel, cy_sheet_model, CY, SHEET_MODEL, GObject)

struct _CySheetModelInterface
{
  GTypeInterface parent_iface;

  guint        (*get_n_players)       (CySheetModel    *self);
  const char  *(*get_player_name)     (CySheetModel    *self,
                                       guint            seat);
  guint        (*get_n_rows)          (CySheetModel    *self);
  void         (*get_row)             (CySheetModel    *self,
                                       guint            row,
                                       CySheetModelRow *info);
  /* The rule of the row in a sentence or two, for its tooltip. */
  char        *(*dup_requirement)     (CySheetModel    *self,
                                       guint            row);

  /* CATEGORY: the score written, or -1 while open. SUBTOTAL and TOTAL:
   * the sum. BONUS: the bonus once decided, else -1. */
  int          (*get_value)           (CySheetModel    *self,
                                       guint            row,
                                       guint            seat);
  /* BONUS: the sum that earns it, and the sum it needs. */
  guint        (*get_progress)        (CySheetModel    *self,
                                       guint            row,
                                       guint            seat,
                                       guint           *target);
  /* CATEGORY: what @seat would score in this open row if it wrote now,
   * or -1 if it cannot write there now. */
  int          (*get_potential)       (CySheetModel    *self,
                                       guint            row,
                                       guint            seat);
  /* CATEGORY: what @seat's hand would score in this open row if the turns
   * ended now, while nothing can be written yet (Card Yacht's hand during
   * the turns), or -1 (optional: the default is -1). Whose column shows it
   * is the view's business: only a seat's own hand may be previewed. */
  int          (*get_preview)         (CySheetModel    *self,
                                       guint            row,
                                       guint            seat);
  /* CATEGORY: what the score was made with, in words ("three Queens…"), or NULL. */
  char        *(*describe_score)      (CySheetModel    *self,
                                       guint            row,
                                       guint            seat);
  /* CATEGORY: written in the hand or round now being scored (optional). */
  gboolean     (*is_fresh)            (CySheetModel    *self,
                                       guint            row,
                                       guint            seat);

  /* The seat to move, or -1. */
  int          (*get_current_seat)    (CySheetModel    *self);
  /* A mask of the winners' seats once the game is over, else 0. */
  guint        (*get_winners)         (CySheetModel    *self);
};

guint        cy_sheet_model_get_n_players    (CySheetModel    *self);
const char  *cy_sheet_model_get_player_name  (CySheetModel    *self,
                                              guint            seat);
guint        cy_sheet_model_get_n_rows       (CySheetModel    *self);
void         cy_sheet_model_get_row          (CySheetModel    *self,
                                              guint            row,
                                              CySheetModelRow *info);
char        *cy_sheet_model_dup_requirement  (CySheetModel    *self,
                                              guint            row);
int          cy_sheet_model_get_value        (CySheetModel    *self,
                                              guint            row,
                                              guint            seat);
guint        cy_sheet_model_get_progress     (CySheetModel    *self,
                                              guint            row,
                                              guint            seat,
                                              guint           *target);
int          cy_sheet_model_get_potential    (CySheetModel    *self,
                                              guint            row,
                                              guint            seat);
int          cy_sheet_model_get_preview      (CySheetModel    *self,
                                              guint            row,
                                              guint            seat);
char        *cy_sheet_model_describe_score   (CySheetModel    *self,
                                              guint            row,
                                              guint            seat);
gboolean     cy_sheet_model_is_fresh         (CySheetModel    *self,
                                              guint            row,
                                              guint            seat);
int          cy_sheet_model_get_current_seat (CySheetModel    *self);
guint        cy_sheet_model_get_winners      (CySheetModel    *self);

/* For implementations: anything the sheet shows may have changed. */
void         cy_sheet_model_changed          (CySheetModel       *self);
void         cy_sheet_model_follow           (CySheetModel       *self,
                                              const char * const *signal_names,
                                              guint               n_signals);

G_END_DECLS
