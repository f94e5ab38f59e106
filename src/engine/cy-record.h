/* cy-record.h: game records (design.md section 9), the part every game shares
 *
 * A game record is one JSON object that replays a whole game from its
 * random parts: who played, the house rules, the decks (or dice) chance
 * produced and every action in order. This file reads records safely
 * (size-capped, regular files only, nesting bounded), keeps the table of
 * games that know their records (CyRecordFormat) and offers the small
 * checked readers every game's format uses. CyReplay (cy-replay.h) plays a
 * record back; CyRecordWriter (cy-record-writer.h) writes one as a match
 * is played.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "cy-card.h"

G_BEGIN_DECLS

/* Records are read whole; anything larger is refused before parsing. */
#define CY_RECORD_MAX_SIZE   (16 * 1024 * 1024)
/* Arrays and objects nest at most this deep (a Card Yacht record nests 5):
 * the JSON parser recurses, and a record must not exhaust the stack. */
#define CY_RECORD_MAX_DEPTH  32

#define CY_RECORD_ERROR (cy_record_error_quark ())

typedef enum
{
  CY_RECORD_ERROR_READ,        /* not readable, not a regular file, too large */
  CY_RECORD_ERROR_SYNTAX,      /* not JSON text */
  CY_RECORD_ERROR_FORMAT,      /* JSON, but not the record section 9 describes */
  CY_RECORD_ERROR_ILLEGAL,     /* an action the rules forbid at that point */
  CY_RECORD_ERROR_INCOMPLETE,  /* the record stops inside a hand (or round) */
  CY_RECORD_ERROR_MISMATCH,    /* a record that does not lead to the game it should continue */
} CyRecordError;

GQuark cy_record_error_quark (void);

#define CY_TYPE_RECORD (cy_record_get_type ())

G_DECLARE_FINAL_TYPE (CyRecord, cy_record, CY, RECORD, GObject)

/* One JSON object, checked before parsing (see cy-record.c). */
JsonNode    *cy_record_parse_json       (const char    *data,
                                         gsize          length,
                                         GError       **error);
CyRecord    *cy_record_new_from_data    (const char    *data,
                                         gsize          length,
                                         GError       **error);
CyRecord    *cy_record_new_from_file    (GFile         *file,
                                         GError       **error);
CyRecord    *cy_record_new_from_stream  (GInputStream  *stream,
                                         GError       **error);
CyRecord    *cy_record_new_from_node    (JsonNode      *root,
                                         GError       **error);
const char  *cy_record_get_game_id      (CyRecord      *self);
JsonObject  *cy_record_get_root         (CyRecord      *self);
/* One line of compact JSON, ending in a newline. */
GBytes      *cy_record_to_bytes         (CyRecord      *self);

/* One step of a replay: a deal (the start of a hand, with its deck) or an
 * action. Errors name the action's 0-based index in its hand's "actions"
 * (and the hand's 0-based index), or in the record's "actions" for games
 * without hands. */
typedef enum
{
  CY_RECORD_STEP_DEAL,
  CY_RECORD_STEP_ACTION,
} CyRecordStepKind;

typedef struct
{
  CyRecordStepKind  kind;
  int               hand;      /* index in "hands"; -1 in a record without hands */
  guint             index;     /* the action's index in its "actions"; 0 for a deal */
  guint             number;    /* the action's index counting every action before it in the
                                * record; for a deal, that of its hand's first action */
  JsonNode         *node;      /* the action, or the hand for a deal; owned by the record */
} CyRecordStep;

/* Where a step is, for messages: "hand 2, action 7 (action 55 of the game)",
 * "hand 2", "action 7". */
char        *cy_record_step_describe    (const CyRecordStep *step);
/* For a record of hands (Card Yacht, Boat): appends to @steps each hand's
 * deal, then its actions. The caller has checked that every hand is an
 * object; a hand without an "actions" array fails. */
gboolean     cy_record_append_hand_steps (JsonArray     *hands,
                                          GArray        *steps,
                                          GError       **error);

/* What a game implements to have records; registered once at start-up
 * (card-yacht-cli and the app register every game's). Errors of the
 * functions say only why: the replay adds where. */
typedef struct
{
  const char  *game_id;                       /* the record's "game" */
  GType      (*get_game_type) (void);

  /* Checks the record's header and lists its steps in order (appending
   * CyRecordStep to @steps); the contents of each step are checked when it
   * is played. */
  gboolean   (*list_steps)    (JsonObject          *record,
                               GArray              *steps,
                               GError             **error);
  /* A game set up from the header, before the first step. */
  GObject   *(*start)         (JsonObject          *record,
                               GError             **error);
  gboolean   (*play_step)     (GObject             *game,
                               JsonObject          *record,
                               const CyRecordStep  *step,
                               GError             **error);
  /* Whether the game is at the end of a hand (or round, or the game): only
   * there may a record stop or a new hand be dealt. If not, says who must
   * act, with CY_RECORD_ERROR_INCOMPLETE. */
  gboolean   (*is_whole)      (GObject             *game,
                               GError             **error);
  /* The outcome line, as section 9 gives it for this game. */
  JsonNode  *(*outcome)       (GObject             *game);

  /* What differs between @replayed (an earlier record, replayed) and the
   * @live game it should lead to, or NULL when it leads there. */
  const char *(*compare)      (GObject             *replayed,
                               GObject             *live);
  /* Writing a record while a match is played: starts following @game
   * (its signals), continuing @earlier (the record up to the game's
   * present state, replayed into @replayed, which compare() has found to
   * lead to @game) for a game resumed from a save. */
  gpointer   (*writer_new)    (GObject             *game,
                               JsonObject          *earlier,
                               GObject             *replayed,
                               GError             **error);
  /* The record so far: with @whole_hands_only, only hands that are over
   * (what is saved as a game record); otherwise the hand in progress too,
   * as far as it goes (what a save keeps to resume the record). */
  JsonNode  *(*writer_build)  (gpointer             writer,
                               gboolean             whole_hands_only);
  void       (*writer_free)   (gpointer             writer);
} CyRecordFormat;

void                   cy_record_format_register        (const CyRecordFormat *format);
const CyRecordFormat  *cy_record_format_lookup          (const char           *game_id);
const CyRecordFormat  *cy_record_format_lookup_for_game (GObject              *game);

gboolean     cy_record_fail             (GError             **error,
                                         CyRecordError        code,
                                         const char          *format,
                                         ...) G_GNUC_PRINTF (3, 4);

/* Checked readers for formats. Each refuses what section 9 does not allow
 * with a CY_RECORD_ERROR_FORMAT naming the key. */
gboolean     cy_record_check_keys       (JsonObject          *object,
                                         const char * const  *keys,
                                         const char          *what,
                                         GError             **error);
gboolean     cy_record_get_uint         (JsonObject          *object,
                                         const char          *key,
                                         guint                max,
                                         guint               *value,
                                         GError             **error);
const char  *cy_record_get_string       (JsonObject          *object,
                                         const char          *key,
                                         GError             **error);
JsonObject  *cy_record_get_object       (JsonObject          *object,
                                         const char          *key,
                                         GError             **error);
JsonArray   *cy_record_get_array        (JsonObject          *object,
                                         const char          *key,
                                         guint                min_length,
                                         guint                max_length,
                                         GError             **error);
gboolean     cy_record_get_true         (JsonObject          *object,
                                         const char          *key,
                                         GError             **error);
/* Distinct cards written as in section 5 ("QH", "10s"). */
gboolean     cy_record_get_cards        (JsonObject          *object,
                                         const char          *key,
                                         guint                min_length,
                                         guint                max_length,
                                         CyCard              *cards,
                                         guint               *n_cards,
                                         GError             **error);
gboolean     cy_record_parse_card       (const char          *text,
                                         CyCard              *card,
                                         GError             **error);
/* "players": a list of non-empty names. */
GStrv        cy_record_get_names        (JsonObject          *object,
                                         const char          *key,
                                         guint                min_length,
                                         guint                max_length,
                                         GError             **error);

/* Text from a record, made fit for a one-line message. */
char        *cy_record_quote            (const char          *text);

JsonNode    *cy_record_cards_to_node    (const CyCard        *cards,
                                         guint                n_cards);
/* @node as one line of compact JSON, without a newline. */
char        *cy_record_node_to_string   (JsonNode            *node);

G_END_DECLS
