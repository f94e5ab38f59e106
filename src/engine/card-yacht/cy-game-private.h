/* cy-game-private.h: the fields of CyGame, shared by its files (cy-game*.c:
 * the rules' flow, state, save, record, sheet, match, log and simulate)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-card-list.h"
#include "cy-game.h"
#include "cy-random.h"
#include "cy-sheet-model.h"

G_BEGIN_DECLS

struct _CyGame
{
  GObject        parent_instance;

  guint64        deal_number;
  CyRandom       rng;
  CyRuleOptions  options;

  guint          n_players;
  CyPlayer      *players[CY_MAX_PLAYERS];

  CyPhase        phase;
  guint          hand_number;      /* 1-12; 0 before the first deal */
  guint          dealer;
  guint          to_move;
  int            knocker;          /* -1 when nobody has knocked this hand */
  guint          last_turns_left;  /* in CY_PHASE_LAST_TURNS */
  guint          passes_in_row;    /* for CY_STOCK_RULE_PASS */
  CyHandEnd      hand_end;         /* how the hand ended (or is ending) */
  guint          turns_taken[CY_MAX_PLAYERS];

  CyPile         stock;            /* the top card is the last one */
  CyPile         hands[CY_MAX_PLAYERS];
  CyPile         harbors[CY_MAX_PLAYERS];
  /* The cards each player took from a Harbor this hand: the table saw them
   * taken, so a seat view shows those still in the hand. */
  CyCardSet      taken[CY_MAX_PLAYERS];

  gint16         scores[CY_MAX_PLAYERS][CY_N_CATEGORIES];
  CyCard         scored_hands[CY_MAX_PLAYERS][CY_N_CATEGORIES][CY_HAND_SIZE];
  int            hand_category[CY_MAX_PLAYERS];  /* scored this hand, or -1 */
  CyCategorySet  used[CY_MAX_PLAYERS];            /* the scores >= 0, kept for speed */
  /* Cells whose score cy_game_check_invariants() has recomputed from the
   * scored hand; only scoring and unscoring a cell change it, and they
   * clear its bit. Checking after every move stays cheap. */
  CyCategorySet  verified[CY_MAX_PLAYERS];

  guint          n_seat_draws;
  CyCard         seat_draws[CY_MAX_SEAT_DRAWS][CY_MAX_PLAYERS];
  /* A game replayed from a record starts with a given dealer instead of a
   * seat draw (cy_game_start_with_dealer()); -1 after a seat draw. */
  int            first_dealer;

  /* The deck this hand was dealt from, top first, for game records; not
   * saved, so unknown in a game loaded from a save. */
  gboolean       deck_known;
  CyCard         deck[CY_DECK_SIZE];
  /* Set by cy_game_set_next_deck(): the next deal takes these cards instead
   * of shuffling. */
  gboolean       has_next_deck;
  CyCard         next_deck[CY_DECK_SIZE];

  /* Emit nothing (no signal, notification or log line): a simulated
   * game nobody watches (_cy_game_set_quiet()). */
  gboolean       quiet;

  /* Created on demand: the simulator never asks for them. */
  CyCardList    *hand_models[CY_MAX_PLAYERS];
  CyCardList    *harbor_models[CY_MAX_PLAYERS];
};

CyGame *_cy_game_new_empty (void);
void    _cy_game_set_quiet (CyGame   *self,
                            gboolean  quiet);
void    _cy_game_sync_models (CyGame *self);

/* cy-game-sheet.c */
void    _cy_game_sheet_model_iface_init (CySheetModelInterface *iface);
void    _cy_game_sheet_follow           (CyGame                *self);

/* cy-game-match.c */
void    _cy_game_match_game_iface_init (CyMatchGameInterface *iface);

/* A computer player's answer: a move, or the category it scores in. */
typedef struct
{
  gboolean    scoring;     /* set before deciding: the hand is over */
  CyCategory  category;
  CyMove      move;
} CyGameAnswer;

/* Decides from @view alone (and @rng): any thread. */
void     _cy_game_decide        (CyPlayerKind         kind,
                                 const CySeatView    *view,
                                 CyRandom            *rng,
                                 CyGameAnswer        *answer);
gboolean _cy_game_apply_answer  (CyGame              *self,
                                 guint                seat,
                                 const CyGameAnswer  *answer,
                                 GError             **error);

/* cy-game-log.c: lines for the move log, sent as CyMatchGame::event */
void    _cy_game_announce_move      (CyGame       *self,
                                     guint         seat,
                                     const CyMove *move,
                                     gboolean      automatic);
void    _cy_game_announce_hand_over (CyGame       *self);
void    _cy_game_announce_deal      (CyGame       *self);
void    _cy_game_announce_score     (CyGame       *self,
                                     guint         seat,
                                     CyCategory    category,
                                     guint         points);
void    _cy_game_announce_unscore   (CyGame       *self,
                                     guint         seat);

void    _cy_game_tell_scored   (CyGame     *self,
                                guint       seat,
                                CyCategory  category,
                                guint       points,
                                gboolean    all_scored);
void    _cy_game_tell_unscored (CyGame     *self,
                                guint       seat,
                                CyCategory  category);

G_END_DECLS
