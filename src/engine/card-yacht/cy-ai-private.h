/* cy-ai-private.h: what the computer players' files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-ai.h"

G_BEGIN_DECLS

/* The most points any category awards (Five Flush); value tables are indexed by points. */
#define CY_AI_MAX_POINTS   100
/* The most draw samples a level weighs (hard takes 160). */
#define CY_AI_MAX_SAMPLES  256
/* Five cards' points add up to at most 50. */
#define CY_AI_MAX_SUM      50

/* Everything a level weighs. */
typedef struct
{
  /* What a category is expected to bring if it stays open for a later
   * hand: using it now gives that up (the opportunity cost). */
  double   base[CY_N_CATEGORIES];
  /* Scale that cost by the share of the game still to play. */
  gboolean scale_base_by_hands;
  /* Added to the cost in the first hand, less each hand after: a rare
   * category left open may yet come with luck while many hands remain. */
  double   early_base[CY_N_CATEGORIES];
  /* Weigh the Suited Bonus: a suit's score is worth more while the four can
   * still reach 148. Each suit is taken to score normal(suit_mean, suit_sd). */
  gboolean suited_bonus;
  double   suit_mean;
  double   suit_sd;
  /* Monte Carlo draws per way of drawing. */
  guint    samples;
  /* Points per turn it takes from the others that knocking with a hand at
   * least as good as its category's usual is worth (0: never knock for that). */
  double   denial;
  /* Chance that an opponent knocks on a turn, and cards they lay per turn:
   * how many turns the others would still get. */
  double   hazard;
  double   opponent_draw;
} CyAiParams;

/* The unseen cards: the stock and the other hands are drawn from them. */
typedef struct
{
  CyCard    cards[CY_DECK_SIZE];
  guint     n;
  CyCardSet set;
  guint8    rank_count[CY_N_RANKS + 1];
  guint8    suit_count[CY_N_SUITS];
  guint     suit_points[CY_N_SUITS];
  guint8    ten_count;                              /* cards worth 10 */
  /* P (j random unseen cards add up to s points). */
  double    sum_prob[CY_HAND_SIZE + 1][CY_AI_MAX_SUM + 1];
} CyAiPool;

/* Cards kept from a hand (the rest are laid and replaced), described for
 * the closed forms. */
typedef struct
{
  guint8   n;
  CyCard   cards[CY_HAND_SIZE];
  guint    rank_mask;                               /* bit r for rank r */
  guint8   rank_count[CY_N_RANKS + 1];
  guint    suit_mask;
  guint8   suit_points[CY_N_SUITS];
  guint8   points;
  guint8   n_ten;
  gboolean pair;                                    /* two of one rank */
} CyAiKeep;

typedef struct
{
  const CySeatView *view;
  const CyAiParams *params;
  CyAiPool          pool;
  CyCategorySet     open;
  guint             rounds_left;                    /* this one included */
  guint             suit_total;                     /* of the suits used */
  guint             open_suits;
  gboolean          quick;                          /* see cy_ai_eval_init_full() */
  /* What writing each score in each category is worth: the score, less the
   * opportunity cost, plus the Suited Bonus times its chance after. */
  double            value[CY_N_CATEGORIES][CY_AI_MAX_POINTS + 1];
} CyAiEval;

const CyAiParams *cy_ai_params_for_kind      (CyPlayerKind       kind);
gboolean    cy_ai_view_is_valid          (const CySeatView  *view);

void        cy_ai_eval_init              (CyAiEval          *ev,
                                          const CySeatView  *view,
                                          const CyAiParams  *params);
void        cy_ai_eval_init_full         (CyAiEval          *ev,
                                          const CySeatView  *view,
                                          const CyAiParams  *params,
                                          gboolean           quick);
void        cy_ai_eval_set_view          (CyAiEval          *ev,
                                          const CySeatView  *view);
void        cy_ai_keep_init              (CyAiKeep          *keep,
                                          const CyCard      *cards,
                                          guint              n_cards);
double      cy_ai_hand_value             (const CyAiEval    *ev,
                                          const CyCard       hand[CY_HAND_SIZE],
                                          CyCategory        *best,
                                          guint             *points);
double      cy_ai_keep_chance            (const CyAiEval    *ev,
                                          const CyAiKeep    *keep,
                                          CyCategory         category);
double      cy_ai_keep_value             (const CyAiEval    *ev,
                                          const CyAiKeep    *keep,
                                          CyCategory         category);
double      cy_ai_expected_other_turns   (const CyAiEval    *ev);
double      cy_ai_opportunity_cost       (const CyAiParams  *params,
                                          CyCategory         category,
                                          guint              rounds_left);
double      cy_ai_binomial               (guint              n,
                                          guint              k);
double      cy_ai_suited_bonus_chance    (const CyAiParams  *params,
                                          int                needed,
                                          guint              open_suits);

/* Why a move was chosen, for hints. */
typedef enum
{
  CY_AI_REASON_FORCED,         /* nothing else was legal */
  CY_AI_REASON_KNOCK,          /* the hand is as good as it is likely to get */
  CY_AI_REASON_KNOCK_EARLY,    /* good, and the others are not ready yet */
  CY_AI_REASON_BUILD,          /* draw towards a category (the target) */
  CY_AI_REASON_UPGRADE,        /* draw: low cards of the target suit for better */
  CY_AI_REASON_LONG_SHOT,      /* draw towards a category seldom reached */
  CY_AI_REASON_FRESH,          /* draw, the kept cards aiming at no category */
  CY_AI_REASON_COMPLETE,       /* the exchange makes the hand */
  CY_AI_REASON_KEEP,           /* pass: drawing would more likely spoil it */
} CyAiReason;

typedef struct
{
  CyMove      move;
  CyAiReason  reason;
  CyCategory  target;          /* where the hand is expected to be scored */
  double      value;
} CyAiPlan;

/* Whether keeping @kept and laying @laid away can be said to go for
 * @category: the kept cards could still be part of a hand that meets it, and
 * no card laid away would have served it as well as a card drawn could
 * (never Clubs while a club is laid away, never Card Yacht while laying a
 * card of the rank kept for it). With nothing kept, nothing is aimed at. */
gboolean    cy_ai_aim_fits               (CyCategory         category,
                                          const CyCard      *kept,
                                          guint              n_kept,
                                          const CyCard      *laid,
                                          guint              n_laid);

void        cy_ai_plan_move              (CyPlayerKind       kind,
                                          const CySeatView  *view,
                                          CyRandom          *rng,
                                          CyAiPlan          *plan);
void        cy_ai_plan_playout_move      (const CyAiEval    *ev,
                                          CyRandom          *rng,
                                          CyMove            *move);
guint       cy_ai_plan_candidates        (const CyAiParams  *params,
                                          const CySeatView  *view,
                                          CyRandom          *rng,
                                          CyAiPlan          *plan,
                                          CyAiPlan          *top,
                                          guint              max_top);

/* cy-ai-expert.c: how much the expert searches (the same counts give
 * the same moves). */
#define CY_AI_EXPERT_MAX_CANDIDATES 8
#define CY_AI_EXPERT_MAX_CUTS       3

/* A round of successive halving: once every move still in is played out
 * on @deals deals, only the best @keep go on. */
typedef struct
{
  guint    deals;
  guint    keep;
} CyAiExpertCut;

typedef struct
{
  guint    candidates;         /* hard's best moves played out, besides knock and pass */
  guint    deals;              /* deals of the unseen cards the last moves in are played out on */
  CyAiExpertCut cuts[CY_AI_EXPERT_MAX_CUTS]; /* by rising deals; a 0 ends them */
  guint    playout_samples;    /* hard's draw samples in a playout */
  /* Added to hard's figures for what its own open categories bring, and
   * every seat's in its projections (cy-ai-expert.c); NULL: hard's. */
  const double *value_shift;
  gboolean check_playouts;     /* tests: every playout move checked by the rules */
} CyAiExpertParams;

const CyAiExpertParams *cy_ai_expert_params (guint n_players);
void        cy_ai_expert_plan_move       (const CyAiExpertParams *search,
                                          const CySeatView  *view,
                                          CyRandom          *rng,
                                          CyAiPlan          *plan);
CyCategory  cy_ai_expert_choose_category (const CySeatView  *view);
gboolean    cy_ai_expert_deal            (const CySeatView  *view,
                                          CyRandom          *rng,
                                          CyPile             hands[CY_MAX_PLAYERS],
                                          CyPile            *stock);

/* The random policy (cy-ai-random.c), and its pick of @n of @n_items
 * items, in place: they end up first. */
void        _cy_ai_pick_random            (CyRandom         *rng,
                                           CyCard           *items,
                                           guint             n_items,
                                           guint             n);
void        _cy_ai_choose_random_move     (const CySeatView *view,
                                           CyRandom         *rng,
                                           CyMove           *move);
CyCategory  _cy_ai_choose_random_category (const CySeatView *view,
                                           CyRandom         *rng);

G_END_DECLS
