/* cy-boat-score-pad.c: Boat's score pad on paper
 *
 * One table, a row per hand, drawn with cairo and pango only so that the
 * command-line tool and the tests use it without a display, and exported
 * through the same page writer as the other score sheets. Nothing depends
 * on colour: made and set are words, and the only fill is a light grey.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>

#include "cy-boat-score-pad.h"
#include "cy-boat-solver.h"
#include "cy-render-file.h"

#define MARGIN        36.0
#define TITLE_SIZE    22.0
#define TEXT_SIZE      8.5
#define HEADER_SIZE    7.5
#define ROW_HEIGHT    19.0
#define MIN_ROW       12.0
#define BLANK_ROWS    30
#define HAIRLINE       0.5
#define FRAME_LINE     1.2
#define HEADER_FILL    0.88

enum {
  COL_HAND,
  COL_DEALER,
  COL_BIDDER,
  COL_BID,
  COL_TRUMP,
  COL_POINTS_0,
  COL_POINTS_1,
  COL_RESULT,
  COL_PAR,
  COL_CHANGE_0,
  COL_CHANGE_1,
  COL_TOTAL_0,
  COL_TOTAL_1,
  N_COLUMNS
};

/* Relative widths: names need the most room. A blank pad has no par
 * column: par takes the solver. */
static const double column_weights[N_COLUMNS] = { 0.8, 1.2, 1.3, 0.7, 0.9, 0.9, 0.9, 0.9, 1.1, 0.9, 0.9, 0.9, 0.9 };

typedef struct
{
  cairo_t      *cr;
  double        x[N_COLUMNS + 1];
} Pad;

static void
show_text (cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      width,
           double      size,
           gboolean    bold,
           PangoAlignment alignment)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  /* Headings wrap onto a second line; names in the rows are cut short. */
  if (bold && size == HEADER_SIZE)
    pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  else
    pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, alignment);
  pango_layout_set_text (layout, text, -1);

  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);

  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
line (cairo_t *cr,
      double   x0,
      double   y0,
      double   x1,
      double   y1,
      double   width)
{
  cairo_set_line_width (cr, width);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
}

static void
cell (Pad        *pad,
      guint       column,
      double      top,
      double      height,
      const char *text,
      double      size,
      gboolean    bold)
{
  double pad_x = 3.0;

  show_text (pad->cr, text, pad->x[column] + pad_x, top + (height - size * 1.25) / 2,
             pad->x[column + 1] - pad->x[column] - 2 * pad_x, size, bold,
             column == COL_DEALER || column == COL_BIDDER ? PANGO_ALIGN_LEFT : PANGO_ALIGN_CENTER);
}

static double
column_weight (CyBoatGame *game,
               guint       column)
{
  return column == COL_PAR && game == NULL ? 0 : column_weights[column];
}

/* The par of hand @index once it is over (before, it would tell the
 * cards): what the bidding partners would take with every card seen and
 * perfect play. Worked out here, on the calling thread: a few
 * milliseconds a hand, now and then a fifth of a second. */
static gboolean
get_par (CyBoatGame *game,
         guint       index,
         guint      *points)
{
  CyBoatSolver *solver = cy_boat_solver_get_default ();
  CyBoatHandResult result;

  if (!cy_boat_game_get_hand_result (game, index, &result))
    return FALSE;
  cy_boat_solver_clear (solver);
  return cy_boat_solver_get_par (solver, cy_boat_game_get_nth_hand (game, index), points);
}

static const char *
team_names (const char * const *names,
            guint               team,
            char              **out)
{
  const char *a = names != NULL ? names[team] : NULL;
  const char *b = names != NULL ? names[team + 2] : NULL;

  if (a == NULL || *a == '\0' || b == NULL || *b == '\0')
    *out = g_strdup ("________________");
  else
    /* Translators: two partners' names, as in "Ann & Nora" */
    *out = g_strdup_printf (_("%s & %s"), a, b);
  return *out;
}

void
cy_boat_score_pad_draw (cairo_t            *cr,
                        double              width,
                        double              height,
                        CyBoatGame         *game,
                        const char * const *names)
{
  const char *player_names[CY_BOAT_N_SEATS] = { NULL };
  g_autofree char *team0 = NULL;
  g_autofree char *team1 = NULL;
  const char *headers[N_COLUMNS] = {
    /* Translators: column headings of Boat's score pad, kept short; \n breaks the line */
    C_("boat pad", "Hand"), C_("boat pad", "Dealer"), C_("boat pad", "High bidder"), C_("boat pad", "Bid"),
    C_("boat pad", "Trump"), C_("boat pad", "Points\nN–S"), C_("boat pad", "Points\nE–W"),
    C_("boat pad", "Made / set"),
    /* Translators: the heading of the bidding partners' par on Boat's score pad */
    C_("boat pad", "Bidders’\npar"), C_("boat pad", "Change\nN–S"), C_("boat pad", "Change\nE–W"),
    C_("boat pad", "Total\nN–S"), C_("boat pad", "Total\nE–W"),
  };
  guint n_hands = game != NULL ? cy_boat_game_get_n_hands (game) : 0;
  guint n_rows;
  double total_weight = 0;
  double table_top;
  double row_height;
  double header_height = 26.0;
  double footer_top;
  int totals[CY_BOAT_N_TEAMS] = { 0, 0 };
  Pad pad = { cr, { 0 } };

  g_return_if_fail (cr != NULL);
  g_return_if_fail (game == NULL || CY_IS_BOAT_GAME (game));

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    player_names[s] = game != NULL ? cy_player_get_name (cy_boat_game_get_player (game, s))
                                   : names != NULL ? names[s] : NULL;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);

  show_text (cr, _("Boat"), MARGIN, MARGIN, width - 2 * MARGIN, TITLE_SIZE, TRUE, PANGO_ALIGN_LEFT);
  show_text (cr, _("Score pad — the game ends after a hand in which a partnership reaches 500"),
             MARGIN, MARGIN + TITLE_SIZE * 1.4, width - 2 * MARGIN, TEXT_SIZE, FALSE, PANGO_ALIGN_LEFT);
  {
    g_autofree char *teams = g_strdup_printf (_("North–South (seats 1 and 3): %s        East–West (seats 2 and 4): %s"),
                                              team_names (player_names, 0, &team0),
                                              team_names (player_names, 1, &team1));

    show_text (cr, teams, MARGIN, MARGIN + TITLE_SIZE * 1.4 + TEXT_SIZE * 2, width - 2 * MARGIN,
               TEXT_SIZE + 1, TRUE, PANGO_ALIGN_LEFT);
  }

  /* Columns across the page. */
  for (guint c = 0; c < N_COLUMNS; c++)
    total_weight += column_weight (game, c);
  pad.x[0] = MARGIN;
  for (guint c = 0; c < N_COLUMNS; c++)
    pad.x[c + 1] = pad.x[c] + (width - 2 * MARGIN) * column_weight (game, c) / total_weight;

  /* Rows down it: every hand played, then blank rows to write on. */
  table_top = MARGIN + TITLE_SIZE * 1.4 + TEXT_SIZE * 5;
  footer_top = height - MARGIN - TEXT_SIZE * (game != NULL ? 5 : 3);
  n_rows = MAX (n_hands, game != NULL ? n_hands + 3 : BLANK_ROWS);
  row_height = MIN (ROW_HEIGHT, (footer_top - table_top - header_height) / n_rows);
  if (row_height < MIN_ROW)
    {
      row_height = MIN_ROW;
      n_rows = MAX (n_hands, (guint) ((footer_top - table_top - header_height) / row_height));
    }
  else
    n_rows = (guint) ((footer_top - table_top - header_height) / row_height);
  n_rows = MAX (n_rows, n_hands);

  cairo_set_source_rgb (cr, HEADER_FILL, HEADER_FILL, HEADER_FILL);
  cairo_rectangle (cr, pad.x[0], table_top, pad.x[N_COLUMNS] - pad.x[0], header_height);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint c = 0; c < N_COLUMNS; c++)
    if (column_weight (game, c) > 0)
      show_text (cr, headers[c], pad.x[c] + 2, table_top + 3, pad.x[c + 1] - pad.x[c] - 4, HEADER_SIZE, TRUE,
                 PANGO_ALIGN_CENTER);

  for (guint r = 0; r < n_rows; r++)
    {
      double top = table_top + header_height + r * row_height;
      CyBoatHandResult result;
      const CyBoatHand *hand;
      guint par;

      if (r >= n_hands)
        continue;
      hand = cy_boat_game_get_nth_hand (game, r);

      {
        g_autofree char *number = g_strdup_printf ("%u", r + 1);

        cell (&pad, COL_HAND, top, row_height, number, TEXT_SIZE, FALSE);
        cell (&pad, COL_DEALER, top, row_height, player_names[hand->dealer], TEXT_SIZE, FALSE);
      }
      if (!cy_boat_game_get_hand_result (game, r, &result))
        {
          /* The hand being played: what is known so far. */
          if (hand->high_bidder >= 0 && hand->phase != CY_BOAT_PHASE_BIDDING)
            {
              g_autofree char *bid = g_strdup_printf ("%u", hand->high_bid);

              cell (&pad, COL_BIDDER, top, row_height, player_names[hand->high_bidder], TEXT_SIZE, FALSE);
              cell (&pad, COL_BID, top, row_height, bid, TEXT_SIZE, FALSE);
            }
          if (hand->trump >= 0)
            cell (&pad, COL_TRUMP, top, row_height, cy_card_get_suit_symbol ((CySuit) hand->trump), TEXT_SIZE, FALSE);
          continue;
        }

      for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
        totals[t] += result.score_change[t];
      {
        g_autofree char *bid = g_strdup_printf ("%u", result.bid);
        g_autofree char *p0 = g_strdup_printf ("%u", result.points[0]);
        g_autofree char *p1 = g_strdup_printf ("%u", result.points[1]);
        g_autofree char *c0 = g_strdup_printf ("%+d", result.score_change[0]);
        g_autofree char *c1 = g_strdup_printf ("%+d", result.score_change[1]);
        g_autofree char *t0 = g_strdup_printf ("%d", totals[0]);
        g_autofree char *t1 = g_strdup_printf ("%d", totals[1]);

        cell (&pad, COL_BIDDER, top, row_height, player_names[result.high_bidder], TEXT_SIZE, FALSE);
        cell (&pad, COL_BID, top, row_height, bid, TEXT_SIZE, FALSE);
        cell (&pad, COL_TRUMP, top, row_height, cy_card_get_suit_symbol ((CySuit) result.trump), TEXT_SIZE, FALSE);
        cell (&pad, COL_POINTS_0, top, row_height, p0, TEXT_SIZE, FALSE);
        cell (&pad, COL_POINTS_1, top, row_height, p1, TEXT_SIZE, FALSE);
        /* Translators: in Boat's score pad, whether the bidders reached their bid */
        cell (&pad, COL_RESULT, top, row_height, result.made ? C_("boat pad", "made") : C_("boat pad", "set"),
              TEXT_SIZE, !result.made);
        if (get_par (game, r, &par))
          {
            g_autofree char *text = g_strdup_printf ("%u", par);

            cell (&pad, COL_PAR, top, row_height, text, TEXT_SIZE, FALSE);
          }
        cell (&pad, COL_CHANGE_0, top, row_height, c0, TEXT_SIZE, FALSE);
        cell (&pad, COL_CHANGE_1, top, row_height, c1, TEXT_SIZE, FALSE);
        cell (&pad, COL_TOTAL_0, top, row_height, t0, TEXT_SIZE, TRUE);
        cell (&pad, COL_TOTAL_1, top, row_height, t1, TEXT_SIZE, TRUE);
      }
    }

  /* The grid. */
  {
    double bottom = table_top + header_height + n_rows * row_height;

    for (guint r = 0; r <= n_rows; r++)
      line (cr, pad.x[0], table_top + header_height + r * row_height,
            pad.x[N_COLUMNS], table_top + header_height + r * row_height, HAIRLINE);
    for (guint c = 1; c < N_COLUMNS; c++)
      if (column_weight (game, c) > 0)
        line (cr, pad.x[c], table_top, pad.x[c], bottom,
            c == COL_POINTS_0 || c == COL_CHANGE_0 || c == COL_TOTAL_0 ? FRAME_LINE : HAIRLINE);
    cairo_set_line_width (cr, FRAME_LINE);
    cairo_rectangle (cr, pad.x[0], table_top, pad.x[N_COLUMNS] - pad.x[0], bottom - table_top);
    cairo_stroke (cr);
  }

  /* The result, or a line to write it on. */
  {
    g_autofree char *text = NULL;
    int winner = game != NULL ? cy_boat_game_get_winning_team (game) : -1;

    if (winner >= 0)
      /* Translators: the end of Boat's score pad: the winning partners, then the final scores */
      text = g_strdup_printf (_("Game over: %s & %s win, %d to %d"),
                              player_names[winner], player_names[winner + 2],
                              cy_boat_game_get_score (game, (guint) winner),
                              cy_boat_game_get_score (game, 1 - (guint) winner));
    else
      text = g_strdup (_("Winners: ______________________   Final score: ________ to ________"));
    show_text (cr, text, MARGIN, footer_top + TEXT_SIZE, width - 2 * MARGIN, TEXT_SIZE + 1.5, TRUE,
               PANGO_ALIGN_LEFT);
    if (game != NULL)
      show_text (cr, _("Bidders’ par: the card points the bidding partners would take with every card seen "
                       "and every seat playing perfectly."),
                 MARGIN, footer_top + TEXT_SIZE * 3, width - 2 * MARGIN, TEXT_SIZE, FALSE, PANGO_ALIGN_LEFT);
  }

  cairo_restore (cr);
}

typedef struct
{
  CyBoatGame         *game;
  const char * const *names;
} PadData;

static void
draw_pad (cairo_t  *cr,
          double    width,
          double    height,
          gpointer  data)
{
  PadData *pad = data;

  cy_boat_score_pad_draw (cr, width, height, pad->game, pad->names);
}

gboolean
cy_boat_score_pad_export (const char          *filename,
                          double               width,
                          double               height,
                          CyBoatGame          *game,
                          const char * const  *names,
                          GError             **error)
{
  PadData data = { game, names };

  return cy_score_sheet_export_page (filename, width, height, _("Boat score pad"), draw_pad, &data, error);
}
