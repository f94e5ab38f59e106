/* cy-cli-sheet.c: card-yacht-cli sheet, a blank or filled score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

#include "cy-boat-score-pad.h"
#include "cy-cli.h"
#include "cy-data-file.h"
#include "cy-dice-sheet.h"
#include "cy-error.h"
#include "cy-games.h"
#include "cy-match.h"
#include "cy-score-sheet-printer.h"

/* "Ann,Bob,Cy" names the players; a bare count ("3") leaves their name
 * boxes blank. An empty name in a list ("Ann,,Cy") is refused: more
 * likely a slip than a wish. */
static GStrv
parse_players (const char  *spec,
               guint        min_players,
               guint        max_players,
               GError     **error)
{
  g_auto(GStrv) names = NULL;
  guint64 count;
  guint n;

  if (g_ascii_string_to_unsigned (spec, 10, min_players, max_players, &count, NULL))
    {
      names = g_new0 (char *, count + 1);
      for (guint i = 0; i < count; i++)
        names[i] = g_strdup ("");
      return g_steal_pointer (&names);
    }

  names = g_strsplit (spec, ",", -1);
  n = g_strv_length (names);
  if (n < min_players || n > max_players)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_PARSE,
                   _("--players takes %d to %d names separated by commas (or a count), not “%s”"),
                   min_players, max_players, spec);
      return NULL;
    }

  for (guint i = 0; i < n; i++)
    if (g_strstrip (names[i])[0] == '\0')
      {
        g_set_error (error, CY_ERROR, CY_ERROR_PARSE,
                     _("--players: name %u of “%s” is empty; give every player a name, or a count for blank name boxes"),
                     i + 1, spec);
        return NULL;
      }

  return g_steal_pointer (&names);
}

static CyGame *
load_game (const char  *path,
           GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(CyMatch) match = NULL;
  CyMatchGame *game;

  /* A FIFO or /dev/zero given as the save is refused, not waited on or read for ever. */
  bytes = cy_data_file_read (path, CY_SAVE_FILE_MAX_SIZE, &local_error);
  if (bytes == NULL)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, _("cannot read the saved game: %s"),
                   local_error->message);
      return NULL;
    }

  /* The app's save holds a whole match (the game, the computer players'
   * state, the log); older saves a game alone: both load. */
  cy_games_register ();
  match = cy_match_load_from_bytes (bytes, &local_error);
  game = match != NULL ? cy_match_get_game (match) : NULL;
  if (game != NULL && !CY_IS_GAME (game))
    {
      g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, _("“%s” is not a saved game of Card Yacht"), path);
      return NULL;
    }
  if (game == NULL)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, _("cannot load the saved game “%s”: %s"),
                   path, local_error->message);
      return NULL;
    }

  return CY_GAME (g_object_ref (game));
}

/* A dice game's save: the game alone, or a saved match of one. */
static CyDiceGame *
load_dice_game (const char  *path,
                CyDiceRules  rules,
                GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(CyDiceGame) game = NULL;

  bytes = cy_data_file_read (path, CY_SAVE_FILE_MAX_SIZE, &local_error);
  if (bytes == NULL)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, _("cannot read the saved game: %s"), local_error->message);
      return NULL;
    }

  game = cy_dice_game_load_from_bytes (bytes, &local_error);
  if (game == NULL)
    {
      g_autoptr(CyMatch) match = NULL;

      cy_games_register ();
      match = cy_match_load_from_bytes (bytes, NULL);
      if (match == NULL || !CY_IS_DICE_GAME (cy_match_get_game (match)))
        {
          g_set_error (error, CY_ERROR, CY_ERROR_CORRUPT, _("cannot load the saved game “%s”: %s"),
                       path, local_error->message);
          return NULL;
        }
      game = g_object_ref (CY_DICE_GAME (cy_match_get_game (match)));
    }

  if (cy_dice_game_get_rules (game) != rules)
    {
      g_set_error (error, CY_ERROR, CY_ERROR_INVALID, _("the saved game is played by the rules %s, not %s"),
                   cy_dice_rules_get_key (cy_dice_game_get_rules (game)), cy_dice_rules_get_key (rules));
      return NULL;
    }

  return g_steal_pointer (&game);
}

static int
dice_sheet (CyDiceRules   rules,
            GStrv         names,
            const char   *output,
            const char   *game_path,
            const char   *paper)
{
  g_autoptr(CySheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  gboolean letter = paper != NULL && g_ascii_strcasecmp (paper, "letter") == 0;

  if (game_path != NULL)
    {
      g_autoptr(CyDiceGame) game = load_dice_game (game_path, rules, &error);

      if (game == NULL)
        return cy_cli_fail ("sheet: %s", error->message);

      if (names != NULL && g_strv_length (names) != cy_dice_game_get_n_players (game))
        return cy_cli_fail (_("sheet: the saved game has %u players, but --players names %u"),
                            cy_dice_game_get_n_players (game), g_strv_length (names));

      for (guint seat = 0; names != NULL && names[seat] != NULL; seat++)
        {
          const char *saved = cy_player_get_name (cy_dice_game_get_player (game, seat));

          if (*names[seat] != '\0' && g_strcmp0 (names[seat], saved) != 0)
            return cy_cli_fail (_("sheet: player %u of the saved game is “%s”, not “%s”"),
                                seat + 1, saved, names[seat]);
        }

      sheet = cy_dice_sheet_new_for_game (game);
    }
  else if (names != NULL)
    sheet = cy_dice_sheet_new_blank (rules, (const char * const *) names, g_strv_length (names));
  else
    return cy_cli_fail (_("sheet: say who plays with --players \"Ann,Bob\" (or a count), "
                          "or fill the sheet from a saved game with --game FILE"));

  if (!cy_sheet_export (sheet, output, letter ? CY_PAGE_LETTER_WIDTH : CY_PAGE_A4_WIDTH,
                        letter ? CY_PAGE_LETTER_HEIGHT : CY_PAGE_A4_HEIGHT, &error))
    return cy_cli_fail ("sheet: %s", error->message);

  return 0;
}

/* Boat's score pad: four players, and a saved game of Boat to fill it. */
static int
boat_sheet (const char *players,
            const char *game_path,
            const char *output,
            gboolean    letter)
{
  g_auto(GStrv) names = NULL;
  g_autoptr(CyBoatGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (players != NULL)
    {
      if (g_strcmp0 (players, "4") == 0)
        names = g_strsplit (",,,", ",", -1);
      else
        names = g_strsplit (players, ",", -1);
      if (g_strv_length (names) != CY_BOAT_N_SEATS)
        return cy_cli_fail (_("sheet: Boat is played by four: --players takes four names (or 4), not “%s”"),
                            players);
      for (guint i = 0; names[i] != NULL; i++)
        if (g_strstrip (names[i])[0] == '\0' && g_strcmp0 (players, "4") != 0)
          return cy_cli_fail (_("sheet: --players: name %u of “%s” is empty; give every player a name, or 4 for blank name boxes"),
                              i + 1, players);
    }

  if (game_path != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (game_path);
      g_autoptr(GBytes) bytes = g_file_load_bytes (file, NULL, NULL, &error);

      if (bytes == NULL)
        return cy_cli_fail (_("sheet: cannot read the saved game: %s"), error->message);
      game = cy_boat_game_load (bytes, &error);
      if (game == NULL)
        return cy_cli_fail (_("sheet: cannot load the saved game “%s”: %s"), game_path, error->message);
      for (guint seat = 0; names != NULL && seat < CY_BOAT_N_SEATS; seat++)
        {
          const char *saved = cy_player_get_name (cy_boat_game_get_player (game, seat));

          if (*names[seat] != '\0' && g_strcmp0 (names[seat], saved) != 0)
            return cy_cli_fail (_("sheet: player %u of the saved game is “%s”, not “%s”"),
                                seat + 1, saved, names[seat]);
        }
    }
  else if (names == NULL)
    return cy_cli_fail (_("sheet: say who plays with --players \"Ann,Wes,Nora,Ed\" (or 4), "
                          "or fill the pad from a saved game with --game FILE"));

  if (!cy_boat_score_pad_export (output,
                                 letter ? CY_PAGE_LETTER_WIDTH : CY_PAGE_A4_WIDTH,
                                 letter ? CY_PAGE_LETTER_HEIGHT : CY_PAGE_A4_HEIGHT,
                                 game, (const char * const *) names, &error))
    return cy_cli_fail ("sheet: %s", error->message);

  return 0;
}

int
cy_cli_sheet (int    argc,
              char **argv)
{
  g_autofree char *players = NULL;
  g_autofree char *output = NULL;
  g_autofree char *game_path = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *game_key = NULL;
  g_auto(GStrv) names = NULL;
  CyDiceRules rules = CY_DICE_RULES_YACHT_BONUS;
  gboolean dice = FALSE;
  g_autoptr(CyGame) game = NULL;
  g_autoptr(CyScoreSheetPrinter) printer = NULL;
  g_autoptr(GError) error = NULL;
  GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players,
      N_("The players’ names, separated by commas (2–4), or a count for blank name boxes"),
      N_("NAMES") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the sheet to FILE; .pdf, .svg or .png picks the format"), N_("FILE") },
    { "game", 'g', 0, G_OPTION_ARG_FILENAME, &game_path,
      N_("Fill the sheet in from a saved game (the names come from it)"), N_("SAVEFILE") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper,
      N_("Paper size: a4 (the default) or letter"), N_("SIZE") },
    { "for", 0, 0, G_OPTION_ARG_STRING, &game_key,
      N_("The game: card-yacht (the default), boat, or Yacht by its rules: yacht-bonus, yacht-1938, yatzy or yahtzee"), N_("GAME") },
    { NULL }
  };

  if (!cy_cli_parse_options ("sheet", NULL,
                             _("Writes a blank score sheet, or a filled one from a saved game, "
                               "on one page."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;

  if (argc > 1)
    return cy_cli_fail (_("sheet: unexpected argument “%s”"), argv[1]);

  if (output == NULL)
    return cy_cli_fail (_("sheet: say where to write the sheet with --output FILE.pdf (or .svg, .png)"));

  if (!cy_score_sheet_format_is_supported (output))
    return cy_cli_fail (_("sheet: the output “%s” must end in .pdf, .svg or .png"), output);

  if (paper != NULL && g_ascii_strcasecmp (paper, "a4") != 0 && g_ascii_strcasecmp (paper, "letter") != 0)
    return cy_cli_fail (_("sheet: --paper is a4 or letter, not “%s”"), paper);

  if (game_key != NULL && g_strcmp0 (game_key, "boat") == 0)
    return boat_sheet (players, game_path, output, paper != NULL && g_ascii_strcasecmp (paper, "letter") == 0);
  if (game_key != NULL && g_strcmp0 (game_key, "card-yacht") != 0)
    {
      if (!cy_dice_rules_from_key (game_key, &rules))
        return cy_cli_fail (_("sheet: --for is card-yacht, boat, yacht-bonus, yacht-1938, yatzy or yahtzee, not “%s”"), game_key);
      dice = TRUE;
    }

  if (players != NULL)
    {
      names = dice ? parse_players (players, CY_DICE_MIN_PLAYERS, CY_DICE_MAX_PLAYERS, &error)
                   : parse_players (players, CY_MIN_PLAYERS, CY_MAX_PLAYERS, &error);
      if (names == NULL)
        return cy_cli_fail ("sheet: %s", error->message);
    }

  if (dice)
    return dice_sheet (rules, names, output, game_path, paper);

  if (game_path != NULL)
    {
      game = load_game (game_path, &error);
      if (game == NULL)
        return cy_cli_fail ("sheet: %s", error->message);

      /* The save decides who played; a --players that disagrees with it
       * is more likely the wrong file than a wish to rename everyone. */
      if (names != NULL && g_strv_length (names) != cy_game_get_n_players (game))
        return cy_cli_fail (_("sheet: the saved game has %u players, but --players names %u"),
                            cy_game_get_n_players (game), g_strv_length (names));

      for (guint seat = 0; names != NULL && names[seat] != NULL; seat++)
        {
          const char *saved = cy_player_get_name (cy_game_get_player (game, seat));

          if (*names[seat] != '\0' && g_strcmp0 (names[seat], saved) != 0)
            return cy_cli_fail (_("sheet: player %u of the saved game is “%s”, not “%s”"),
                                seat + 1, saved, names[seat]);
        }

      printer = cy_score_sheet_printer_new_for_game (game);
    }
  else if (names != NULL)
    {
      printer = cy_score_sheet_printer_new_blank ((const char * const *) names, g_strv_length (names));
    }
  else
    {
      return cy_cli_fail (_("sheet: say who plays with --players \"Ann,Bob\" (or a count), "
                            "or fill the sheet from a saved game with --game FILE"));
    }

  if (paper != NULL && g_ascii_strcasecmp (paper, "letter") == 0)
    cy_score_sheet_printer_set_page_size (printer, CY_PAGE_LETTER_WIDTH, CY_PAGE_LETTER_HEIGHT);

  if (!cy_score_sheet_printer_export (printer, output, &error))
    return cy_cli_fail ("sheet: %s", error->message);

  return 0;
}
