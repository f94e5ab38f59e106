/* cy-game-ui.h: what the shell knows of each game's ui
 *
 * Each game says once (design.md section 2) which view shows it, its How
 * to Play pages, its page of the help, its preference rows and how its
 * sheet is drawn; cy-games-ui.c registers them, one line a game. The
 * welcome screen, New Game, How to Play, Preferences and Print/Export
 * iterate over them and name no game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "cy-card-cache.h"
#include "cy-game-info.h"
#include "cy-game-view.h"

G_BEGIN_DECLS

/* One page to print or export: a game's sheet or pad, blank or filled,
 * made at once so that the game may go on while a dialog is open. */
typedef struct _CySheetPage CySheetPage;

typedef void      (*CySheetDrawFunc)   (gpointer     data,
                                        cairo_t     *cr,
                                        double       width,
                                        double       height);
typedef gboolean  (*CySheetExportFunc) (gpointer     data,
                                        const char  *path,
                                        GError     **error);

/* A page of How to Play: a figure of the help and a few lines. */
typedef struct
{
  const char *figure;       /* the figure's file name, help/C/figures */
  const char *alternative;  /* N_(), what it shows, for a screen reader */
  const char *title;        /* N_() */
  const char *text;         /* N_() */
} CyTourPage;

typedef struct
{
  const char        *id;              /* its CyGameInfo's id */
  /* The type of its table view. */
  GType            (*get_view_type)   (void);
  /* A new game from the New Game choices: of @rule_set (a key of its
   * CyGameInfo's rule sets), for @players (as many as its CyGameInfo
   * seats), its random parts from @seed, with its house rules from
   * @settings. A game that waits for its first deal (Card Yacht's draw for
   * the dealer) says CY_MATCH_STEP_HAND_OVER, so that its record can
   * follow it from the start. Saved games come back through its
   * CyGameInfo's loader, records through its record format. */
  GObject         *(*new_game)        (const char *rule_set,
                                       GPtrArray  *players,
                                       guint64     seed,
                                       GSettings  *settings);
  /* New Game's words for its seats and its seed, all N_(): what the seats
   * are (NULL: they play in order); each seat's name ("South"; NULL:
   * "Seat 1"…); the seed's group, row and the error of a bad one (NULL:
   * a deal number). */
  const char        *seats_description;
  const char *const *seat_names;
  const char        *seed_title;
  const char        *seed_row_title;
  const char        *seed_error;
  /* How to Play: the illustrated pages, then a last one on playing here. */
  const CyTourPage  *tour_pages;
  guint              n_tour_pages;
  const char        *tour_ready;      /* N_(), the last page's text */
  const char        *help_page;       /* its rules in the help */
  /* The page F1 opens while it is shown, its part of the help (NULL: the
   * index, which starts with the default game). */
  const char        *help_section;
  /* The command line (design.md section 5): the word that `--game` takes
   * for it (NULL: its id); a note after that word in --help (N_(), NULL:
   * none); what --deal's number is for it when not a deal (N_(), NULL);
   * its seats from --players, with one clear error (NULL: its CyGameInfo's
   * seats, by cy_player_parse_list_between()). */
  const char        *command_name;
  const char        *command_note;
  const char        *deal_note;
  GPtrArray       *(*parse_seats)     (const char  *spec,
                                       GError     **error);
  /* Its preference rows (house rules) in a group, or NULL when it has none. */
  GtkWidget       *(*new_preferences) (GSettings *settings);
  /* Its sheet: of @game, or a blank one of @rule_set (a key of its
   * CyGameInfo's rule sets) when @game is NULL. */
  CySheetPage     *(*new_sheet)       (GObject    *game,
                                       const char *rule_set);
  /* Statistics: the group of one entry of @rule_set's (a player or a
   * partnership), made with cy_statistics_group_new(); @entry is a
   * CyGameStatistics, or the game's own entry when its CyGameInfo has no
   * statistics format. Such a game reads, resets and names its own file
   * with the three after it (NULL otherwise). */
  GtkWidget       *(*new_statistics_group) (const char    *rule_set,
                                            gconstpointer  entry);
  GPtrArray       *(*load_statistics)      (char         **moved_aside,
                                            GError       **error);
  gboolean         (*reset_statistics)     (GError       **error);
  char            *(*get_statistics_path)  (void);
  const char        *statistics_reset_text; /* N_(), what Reset forgets; NULL: every player's results */
  const char        *sheet_title;     /* N_(), "Boat Score Pad" */
  const char        *sheet_basename;  /* N_(), its file name without extension */
} CyGameUi;

/* Registers @ui (kept, not copied); its game must be registered in the
 * engine (cy_game_info_register()) first. Registering again changes nothing. */
void               cy_game_ui_register          (const CyGameUi *ui);
/* A new view of @ui's game (its table), drawing cards with @cache. */
CyGameView        *cy_game_ui_new_view          (const CyGameUi *ui,
                                                 CyCardCache    *cache);
guint              cy_game_ui_get_n             (void);
const CyGameUi    *cy_game_ui_get_nth           (guint           index);
const CyGameUi    *cy_game_ui_lookup            (const char     *id);
/* The game a rule set's key belongs to ("yatzy", "boat"), or NULL. */
const CyGameUi    *cy_game_ui_lookup_rule_set   (const char     *key);
/* A new game of the rule set @key names (a game's id: its first rule set;
 * any other key: the default game's), from the New Game choices
 * (new_game above). */
GObject           *cy_game_ui_new_game          (const char     *key,
                                                 GPtrArray      *players,
                                                 guint64         seed,
                                                 GSettings      *settings);
/* The ui of @game, a CyMatchGame. */
const CyGameUi    *cy_game_ui_for_game          (GObject        *game);
const CyGameInfo  *cy_game_ui_get_info          (const CyGameUi *ui);
/* The word `card-yacht --game` takes for @ui's game ("boat"). */
const char        *cy_game_ui_get_command_name  (const CyGameUi *ui);
/* The game `--game @name` names, or NULL. */
const CyGameUi    *cy_game_ui_lookup_command_name (const char   *name);
/* The players of --players @spec for @ui's game (parse_seats above). */
GPtrArray         *cy_game_ui_parse_seats       (const CyGameUi *ui,
                                                 const char     *spec,
                                                 GError        **error);
/* The translated name, "Card Yacht". */
const char        *cy_game_ui_get_name          (const CyGameUi *ui);

/* A page that draws and exports @data (which it owns, freed by @destroy). */
CySheetPage       *cy_sheet_page_new            (gpointer           data,
                                                 GDestroyNotify     destroy,
                                                 CySheetDrawFunc    draw,
                                                 CySheetExportFunc  export);
void               cy_sheet_page_draw           (CySheetPage       *page,
                                                 cairo_t           *cr,
                                                 double             width,
                                                 double             height);
/* Writes a PDF, SVG or PNG page, from @path's extension. */
gboolean           cy_sheet_page_export         (CySheetPage       *page,
                                                 const char        *path,
                                                 GError           **error);
void               cy_sheet_page_free           (CySheetPage       *page);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CySheetPage, cy_sheet_page_free)

G_END_DECLS
