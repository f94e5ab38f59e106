/* cy-game-info.h: the registry of our games
 *
 * Each game says once what it is (design.md section 2): its id, name, how
 * many seats, how a saved game of it loads and how its records read and
 * write. The neutral parts and the shell look games up here and name
 * none; cy-games.c registers them, one line a game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-match.h"
#include "cy-record.h"
#include "cy-statistics.h"

G_BEGIN_DECLS

typedef struct
{
  const char            *id;          /* the record's "game" (design.md section 9) */
  const char            *name;        /* N_(), "Card Yacht" */
  const char            *summary;     /* N_(), one line of what it is */
  guint                  min_seats;
  guint                  max_seats;
  /* The computer players New Game offers: a bit (1 << CyPlayerKind) per
   * level. Players of other levels still load and play (as the nearest
   * one it has: Yacht plays expert as hard). */
  guint                  levels;
  /* A saved game back, for cy_match_load_from_bytes(). */
  CyMatchGameLoader      load;
  const CyRecordFormat *(*get_record_format) (void);
  /* Its rule sets, by key (as the New Game setting and `card-yacht-cli
   * sheet --for` name them) and translated name; a game of one rule set
   * leaves these 0 and NULL, and its id is then the key. */
  guint                  n_rule_sets;
  const char          *(*get_rule_set_key)  (guint index);
  const char          *(*get_rule_set_name) (guint index);
  /* A line of what the rule set is (translated); NULL: the summary. */
  const char          *(*get_rule_set_summary) (guint index);
  /* Its statistics file for a rule set (index 0 for a game of one), as
   * the store reads and writes it and the statistics listing by key
   * (cy_game_statistics_load()) shows it; NULL: the game shows its own. */
  const CyStatisticsFormat *(*get_statistics_format) (guint index);
  /* The advice of its hint or coach to the seat to act in @game (as a
   * record's replay left it), as `card-yacht-cli hint` prints it
   * (design.md section 10), from that seat's view; @seed NULL gives the
   * app's own for the position. NULL with an error when @game does not
   * stop at a decision. NULL when the game has no hint yet. */
  char                *(*hint_json) (GObject        *game,
                                     const guint64  *seed,
                                     GError        **error);
} CyGameInfo;

/* Registers @info (kept, not copied), its loader and its record format;
 * registering again changes nothing. */
void               cy_game_info_register        (const CyGameInfo *info);
const CyGameInfo  *cy_game_info_lookup          (const char       *id);
/* The registered games, in the order registered (the first is the default). */
guint              cy_game_info_get_n           (void);
const CyGameInfo  *cy_game_info_get_nth         (guint             index);

guint              cy_game_info_get_n_rule_sets     (const CyGameInfo *info);
const char        *cy_game_info_get_rule_set_key    (const CyGameInfo *info,
                                                     guint             index);
const char        *cy_game_info_get_rule_set_name   (const CyGameInfo *info,
                                                     guint             index);
const char        *cy_game_info_get_rule_set_summary (const CyGameInfo *info,
                                                     guint             index);
/* Whether New Game offers computer players of @kind (people: always). */
gboolean           cy_game_info_offers_level        (const CyGameInfo *info,
                                                     CyPlayerKind      kind);
/* The game a rule set's key belongs to ("yatzy", "boat"), and the set's
 * index in it; NULL for an unknown key. */
const CyGameInfo  *cy_game_info_lookup_rule_set     (const char       *key,
                                                     guint            *index);
/* The statistics file of a rule set's key ("yatzy", "boat"), or NULL. */
const CyStatisticsFormat *cy_game_info_lookup_statistics (const char *key);

/* The hint line of design.md section 10, for hint_json: begin writes into
 * @builder the object's "game", "seat", "decision" and "best" (@best,
 * taken) and opens "options", to which the game adds its options (one
 * object each, best first); end closes them, adds "reason" and returns the
 * line. */
void               cy_game_info_begin_hint         (JsonBuilder      *builder,
                                                    const char       *game_id,
                                                    guint             seat,
                                                    const char       *decision,
                                                    JsonNode         *best);
char              *cy_game_info_end_hint           (JsonBuilder      *builder,
                                                    const char       *reason);

G_END_DECLS
