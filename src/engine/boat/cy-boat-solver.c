/* cy-boat-solver.c: double-dummy alpha-beta for the play of a Boat hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cy-boat-solver.h"

/* Inside the solver a card is suit * 16 + rank (5 = 0 … Ace = 9), and the
 * Boat card is rank 10 of the trump suit: each suit in play is one 16-bit
 * block whose higher bits beat its lower ones, so following suit, the
 * highest card left in a suit and runs of touching cards are all masks
 * and bit scans. Every point value is a multiple of 5: the search counts
 * in fives. */
#define BLOCK        16
#define BLOCK_MASK   G_GUINT64_CONSTANT (0x7ff)
#define RANK_BOAT    10
#define NO_MOVE      63
#define MAX_MOVES    16
#define INFINITE     1000

/* A table entry packs, from bit 0: the lower and upper bounds (5 bits
 * each, in fives), the best card (6 bits), the tricks left (4 bits), the
 * solve that stored it (4 bits) and 40 bits of the key to tell positions
 * apart. Four entries share a cache line: a miss costs more than the
 * search around it. */
typedef guint64 Entry;

#define WAYS          4
#define ENTRY_LOWER(e)  ((int) ((e) & 31))
#define ENTRY_UPPER(e)  ((int) (((e) >> 5) & 31))
#define ENTRY_BEST(e)   ((guint8) (((e) >> 10) & 63))
#define ENTRY_DEPTH(e)  ((guint) (((e) >> 16) & 15))
#define ENTRY_AGE(e)    ((guint) (((e) >> 20) & 15))
#define ENTRY_CHECK(e)  ((e) >> 24)
#define KEY_CHECK(k)    ((k) >> 24)

struct _CyBoatSolver
{
  Entry    *table;
  guint64   mask;
  guint64   nodes;
  guint     age;             /* of the current solve, 0 … 15 */

  /* The position being searched */
  guint64   hands[CY_BOAT_N_SEATS];
  guint64   all;                      /* the cards in any hand */
  /* Each suit's cards in hands, lowest first, four bits a card (holder,
   * points) under a leading 1 bit, kept up to date card by card: hashed
   * together, the key of a position between tricks. */
  guint64   codes[CY_N_SUITS];
  guint8    trick[CY_BOAT_N_SEATS];
  guint     leader;
  guint     n_trick;
  guint     trump;
  guint     team;
  guint8    points[64];
  guint8    point_class[64];  /* points 0, 5, 10, 20 as 0 … 3 */
  int       discard;         /* in fives */
  gboolean  playout;         /* search one line only: see playout() */
  int       hand_points;     /* in fives, of the cards still in hands */
  int       trick_points;    /* in fives, of the cards on the table */
  guint64   context;         /* of trump, team and discard */
};

static guint64 zobrist_leader[CY_BOAT_N_SEATS];
static guint64 zobrist_trump[CY_N_SUITS];
static guint64 zobrist_team[CY_BOAT_N_TEAMS];
static guint64 zobrist_discard[32];

static guint64
splitmix (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static void
init_zobrist (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      guint64 state = G_GUINT64_CONSTANT (0xB0A7B0A7);

      for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
        zobrist_leader[s] = splitmix (&state);
      for (guint s = 0; s < CY_N_SUITS; s++)
        zobrist_trump[s] = splitmix (&state);
      for (guint t = 0; t < CY_BOAT_N_TEAMS; t++)
        zobrist_team[t] = splitmix (&state);
      for (guint d = 0; d < G_N_ELEMENTS (zobrist_discard); d++)
        zobrist_discard[d] = splitmix (&state);

      g_once_init_leave (&done, 1);
    }
}

CyBoatSolver *
cy_boat_solver_new (guint table_bits)
{
  CyBoatSolver *solver = g_new0 (CyBoatSolver, 1);

  if (table_bits == 0)
    table_bits = 18;
  table_bits = CLAMP (table_bits, 8, 26);

  init_zobrist ();
  solver->table = g_new0 (Entry, (gsize) 1 << table_bits);
  /* The index of a bucket's first entry. */
  solver->mask = ((G_GUINT64_CONSTANT (1) << table_bits) - 1) & ~(guint64) (WAYS - 1);

  return solver;
}

void
cy_boat_solver_free (CyBoatSolver *solver)
{
  if (solver == NULL)
    return;

  g_free (solver->table);
  g_free (solver);
}

static GPrivate default_solver = G_PRIVATE_INIT ((GDestroyNotify) cy_boat_solver_free);

CyBoatSolver *
cy_boat_solver_get_default (void)
{
  CyBoatSolver *solver = g_private_get (&default_solver);

  if (solver == NULL)
    {
      solver = cy_boat_solver_new (0);
      g_private_set (&default_solver, solver);
    }

  return solver;
}

void
cy_boat_solver_clear (CyBoatSolver *solver)
{
  g_return_if_fail (solver != NULL);

  memset (solver->table, 0, (solver->mask + WAYS) * sizeof (Entry));
  solver->age = 0;
}

guint64
cy_boat_solver_get_nodes (CyBoatSolver *solver)
{
  return solver->nodes;
}

/* ------------------------------------------------------------------ */
/* Cards in and out                                                    */

static guint
to_internal (CyBoatCard card,
             guint      trump)
{
  if (cy_boat_card_is_boat (card))
    return trump * BLOCK + RANK_BOAT;

  return (card / CY_BOAT_N_RANKS) * BLOCK + card % CY_BOAT_N_RANKS;
}

static CyBoatCard
to_card (guint index)
{
  if ((index % BLOCK) == RANK_BOAT)
    return CY_BOAT_CARD_BOAT;

  return cy_boat_card_new (index % BLOCK, (CySuit) (index / BLOCK));
}

static guint64
set_to_internal (CyBoatCardSet set,
                 guint         trump)
{
  guint64 internal = 0;
  CyBoatCard card;

  CY_BOAT_SET_FOREACH (set, card)
    internal |= G_GUINT64_CONSTANT (1) << to_internal (card, trump);

  return internal;
}

gboolean
cy_boat_solver_get_par (CyBoatSolver     *solver,
                        const CyBoatHand *hand,
                        guint            *points)
{
  CyBoatPosition pos;
  guint high_bidder;

  if (hand->trump < 0 || hand->high_bidder < 0)
    return FALSE;

  /* The hands as they were at the first lead. */
  high_bidder = (guint) hand->high_bidder;
  memset (&pos, 0, sizeof pos);
  memcpy (pos.hands, hand->dealt, sizeof pos.hands);
  pos.hands[high_bidder] = (hand->dealt[high_bidder] | hand->bonus) & ~hand->discard;
  pos.trump = hand->trump;
  pos.leader = (guint8) high_bidder;
  pos.discard_points = (guint8) cy_boat_set_points (hand->discard);

  *points = cy_boat_solver_solve (solver, &pos, cy_boat_team_of (high_bidder), NULL);
  return TRUE;
}

guint
cy_boat_position_get_turn (const CyBoatPosition *pos)
{
  return (pos->leader + pos->n_trick) % CY_BOAT_N_SEATS;
}

gboolean
cy_boat_position_from_hand (CyBoatPosition   *pos,
                            const CyBoatHand *hand)
{
  if (hand->phase != CY_BOAT_PHASE_PLAY)
    return FALSE;

  memset (pos, 0, sizeof *pos);
  memcpy (pos->hands, hand->hands, sizeof pos->hands);
  pos->trump = hand->trump;
  pos->leader = hand->leader;
  pos->n_trick = hand->n_played % CY_BOAT_N_SEATS;
  for (guint i = 0; i < pos->n_trick; i++)
    pos->trick[i] = hand->played[hand->n_played - pos->n_trick + i];
  pos->discard_points = (guint8) cy_boat_set_points (hand->discard);

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* The search                                                          */

/* The compiler's popcount is a library call without -mpopcnt. */
static inline guint
count_bits (guint64 x)
{
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (guint) ((x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

static inline guint
suit_of (guint index)
{
  return index / BLOCK;
}

static inline gboolean
beats (guint card,
       guint best,
       guint trump)
{
  if (suit_of (card) == suit_of (best))
    return card > best;
  return suit_of (card) == trump;
}

static inline guint64
block (guint64 set,
       guint   suit)
{
  return (set >> (suit * BLOCK)) & BLOCK_MASK;
}

static guint64
legal_moves (CyBoatSolver *s,
             guint         seat)
{
  guint64 hand = s->hands[seat];
  guint64 follow;
  guint64 trumps;

  if (s->n_trick == 0)
    return hand;

  follow = hand & (BLOCK_MASK << (suit_of (s->trick[0]) * BLOCK));
  if (follow != 0)
    return follow;

  trumps = hand & (BLOCK_MASK << (s->trump * BLOCK));
  return trumps != 0 ? trumps : hand;
}

/* The highest card of @legal that is equivalent to @card: touching it in
 * rank among the cards still in play (the current trick's included) and
 * worth the same points. */
static guint
representative (CyBoatSolver *s,
                guint64       legal,
                guint64       in_play,
                guint         card)
{
  for (;;)
    {
      guint64 above = in_play & ~((G_GUINT64_CONSTANT (2) << card) - 1)
                              & (BLOCK_MASK << (suit_of (card) * BLOCK));
      guint next;

      if (above == 0)
        return card;
      next = (guint) __builtin_ctzll (above);
      if ((legal & (G_GUINT64_CONSTANT (1) << next)) == 0 || s->points[next] != s->points[card])
        return card;
      card = next;
    }
}

static guint64
in_play (CyBoatSolver *s)
{
  guint64 all = s->all;

  for (guint i = 0; i < s->n_trick; i++)
    all |= G_GUINT64_CONSTANT (1) << s->trick[i];
  return all;
}

/* The distinct moves, best first for the seat to play. */
static guint
order_moves (CyBoatSolver *s,
             guint         seat,
             guint8        tt_best,
             guint8        moves[MAX_MOVES])
{
  guint64 legal = legal_moves (s, seat);
  guint64 all = in_play (s);
  int scores[MAX_MOVES];
  guint n = 0;
  guint winner_card = 0;
  gboolean partner_winning = FALSE;
  gboolean last = s->n_trick == CY_BOAT_N_SEATS - 1;
  guint64 rest;

  if (s->n_trick > 0)
    {
      guint best = 0;

      for (guint i = 1; i < s->n_trick; i++)
        if (beats (s->trick[i], s->trick[best], s->trump))
          best = i;
      winner_card = s->trick[best];
      partner_winning = ((s->leader + best) & 1) == (seat & 1);
    }

  for (rest = legal; rest != 0; rest &= rest - 1)
    {
      guint card = (guint) __builtin_ctzll (rest);
      guint suit = suit_of (card);
      guint rank = card % BLOCK;
      int points = s->points[card];
      int score;

      if (representative (s, legal, all, card) != card)
        continue;

      if (s->n_trick == 0)
        {
          guint64 suit_cards = block (all, suit);
          gboolean top = (guint) (63 - __builtin_clzll (suit_cards)) == rank;

          if (top && suit == s->trump)
            score = 3000 + points * 100;
          else if (top)
            {
              gboolean ruffed = FALSE;

              for (guint o = 1; o < CY_BOAT_N_SEATS; o += 2)
                {
                  guint opponent = (seat + o) & 3;

                  if (block (s->hands[opponent], suit) == 0 && block (s->hands[opponent], s->trump) != 0)
                    ruffed = TRUE;
                }
              score = ruffed ? 500 - points * 50 : 4000 + points * 100;
            }
          else
            {
              guint partner = (seat + 2) & 3;

              /* A suit the partner can trump comes next; else low cards. */
              if (suit != s->trump && block (s->hands[partner], suit) == 0 &&
                  block (s->hands[partner], s->trump) != 0)
                score = 3500 - (int) rank * 10 - points * 50;
              else
                score = 1000 - (int) rank * 10 - points * 50;
            }
        }
      else if (partner_winning)
        {
          guint64 higher = all & ~((G_GUINT64_CONSTANT (2) << winner_card) - 1) &
                           (BLOCK_MASK << (suit_of (winner_card) * BLOCK));

          /* Points on a partner's trick, if nothing can beat it in its suit. */
          if (beats (card, winner_card, s->trump))
            score = 100 - (int) rank;
          else if (last || higher == 0)
            score = 2000 + points * 100 - (int) rank;
          else
            score = 1000 - points * 100 - (int) rank;
        }
      else if (beats (card, winner_card, s->trump))
        score = last ? 3000 + points * 100 - (int) rank : 2500 - (int) rank;
      else
        score = 1500 - points * 100 - (int) rank;

      if (card == tt_best)
        score += 1 << 20;

      /* Insertion: at most 11 moves. */
      {
        guint i = n++;

        while (i > 0 && scores[i - 1] < score)
          {
            scores[i] = scores[i - 1];
            moves[i] = moves[i - 1];
            i--;
          }
        scores[i] = score;
        moves[i] = (guint8) card;
      }
    }

  return n;
}

static int search (CyBoatSolver *s, int alpha, int beta);

static inline guint64
mix (guint64 z)
{
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/* The code of a suit without its card at @place (0 for the lowest left):
 * which cards have gone does not matter, only the order of those left, so
 * positions that differ only in the ranks of the cards left share a key. */
static inline guint64
code_without (guint64 code,
              guint   place)
{
  guint64 low = (G_GUINT64_CONSTANT (1) << (4 * place)) - 1;

  return (code & low) | ((code >> 4) & ~low);
}

static inline guint
place_of (CyBoatSolver *s,
          guint         card)
{
  return count_bits (block (s->all, suit_of (card)) & ((G_GUINT64_CONSTANT (1) << (card % BLOCK)) - 1));
}

static inline guint64
position_key (CyBoatSolver *s,
              guint         leader)
{
  /* Each code fits in 45 bits: odd multipliers keep them apart before
   * the final mix. */
  return mix (s->codes[0] * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) +
              s->codes[1] * G_GUINT64_CONSTANT (0xC2B2AE3D27D4EB4F) +
              s->codes[2] * G_GUINT64_CONSTANT (0x165667B19E3779F9) +
              s->codes[3] * G_GUINT64_CONSTANT (0xD6E8FEB86659FD93)) ^
         s->context ^ zobrist_leader[leader];
}

/* Every seat holds one card: the last trick plays itself. */
static int
last_trick (CyBoatSolver *s)
{
  guint best_seat = s->leader;
  guint best = (guint) __builtin_ctzll (s->hands[s->leader]);
  int points = s->points[best] + s->discard;

  for (guint i = 1; i < CY_BOAT_N_SEATS; i++)
    {
      guint seat = (s->leader + i) & 3;
      guint card = (guint) __builtin_ctzll (s->hands[seat]);

      points += s->points[card];
      if (beats (card, best, s->trump))
        {
          best = card;
          best_seat = seat;
        }
    }

  return (best_seat & 1) == s->team ? points : 0;
}

/* Plays @card for the seat to play, searches the rest, takes it back.*/
static int
play_and_search (CyBoatSolver *s,
                 guint         card,
                 int           alpha,
                 int           beta)
{
  guint seat = (s->leader + s->n_trick) & 3;
  guint64 bit = G_GUINT64_CONSTANT (1) << card;
  guint suit = suit_of (card);
  guint64 old_code = s->codes[suit];
  int value;

  s->codes[suit] = code_without (old_code, place_of (s, card));
  s->hands[seat] &= ~bit;
  s->all &= ~bit;
  s->hand_points -= s->points[card];
  s->trick_points += s->points[card];
  s->trick[s->n_trick++] = (guint8) card;

  if (s->n_trick < CY_BOAT_N_SEATS)
    value = search (s, alpha, beta);
  else
    {
      guint old_leader = s->leader;
      guint8 trick[CY_BOAT_N_SEATS];
      guint best = 0;
      int gain = 0;

      /* The next tricks reuse s->trick. */
      memcpy (trick, s->trick, sizeof trick);

      for (guint i = 1; i < CY_BOAT_N_SEATS; i++)
        if (beats (s->trick[i], s->trick[best], s->trump))
          best = i;
      gain = s->trick_points;
      if (s->hands[0] == 0)
        gain += s->discard;

      s->leader = (old_leader + best) & 3;
      s->n_trick = 0;
      s->trick_points = 0;
      if ((s->leader & 1) != s->team)
        gain = 0;
      value = gain + search (s, alpha - gain, beta - gain);
      s->n_trick = CY_BOAT_N_SEATS;
      s->leader = old_leader;
      memcpy (s->trick, trick, sizeof trick);
      for (guint i = 0; i < CY_BOAT_N_SEATS; i++)
        s->trick_points += s->points[trick[i]];
    }

  s->n_trick--;
  s->trick_points -= s->points[card];
  s->hand_points += s->points[card];
  s->hands[seat] |= bit;
  s->all |= bit;
  s->codes[suit] = old_code;

  return value;
}

static Entry *
probe (CyBoatSolver *s,
       guint64       key)
{
  Entry *bucket = &s->table[key & s->mask];

  for (guint i = 0; i < WAYS; i++)
    if (bucket[i] != 0 && ENTRY_CHECK (bucket[i]) == KEY_CHECK (key))
      return &bucket[i];

  return NULL;
}

static void
store (CyBoatSolver *s,
       guint64       key,
       guint         depth,
       int           lower,
       int           upper,
       guint8        best)
{
  Entry *bucket = &s->table[key & s->mask];
  Entry *slot = probe (s, key);

  if (slot != NULL)
    {
      /* Both are true bounds of the same position: keep the tighter. */
      lower = MAX (lower, ENTRY_LOWER (*slot));
      upper = MIN (upper, ENTRY_UPPER (*slot));
      if (best == NO_MOVE)
        best = ENTRY_BEST (*slot);
    }
  else
    {
      /* Replace the entry that saves least search: one left by an
       * earlier solve, else the one with fewest tricks left. */
      slot = &bucket[0];
      for (guint i = 0; i < WAYS; i++)
        {
          gboolean old = ENTRY_AGE (bucket[i]) != s->age;

          if (old != (ENTRY_AGE (*slot) != s->age) ? old : ENTRY_DEPTH (bucket[i]) < ENTRY_DEPTH (*slot))
            slot = &bucket[i];
        }
    }

  *slot = (guint64) lower | ((guint64) upper << 5) | ((guint64) best << 10) |
          ((guint64) depth << 16) | ((guint64) s->age << 20) | (KEY_CHECK (key) << 24);
}

/* Fail-soft alpha-beta: the points (in fives) the solver's team takes from
 * here on, exact when strictly inside (alpha, beta), else a bound. */
static int
search (CyBoatSolver *s,
        int           alpha,
        int           beta)
{
  guint seat = (s->leader + s->n_trick) & 3;
  gboolean maximising = (seat & 1) == s->team;
  guint8 moves[MAX_MOVES];
  guint8 tt_best = NO_MOVE;
  Entry *entry;
  gboolean stored = FALSE;
  guint64 key = 0;
  guint best_move = NO_MOVE;
  int window_alpha;
  int window_beta;
  int best;
  guint n;

  s->nodes++;

  if (s->n_trick > 0)
    {
      int remaining = s->hand_points + s->discard + s->trick_points;

      if (remaining <= alpha)
        return remaining;
      if (beta <= 0)
        return 0;
    }
  else
    {
      int remaining = s->hand_points + s->discard;
      guint tricks_left = (guint) count_bits (s->hands[seat]);

      if (tricks_left == 0)
        return 0;
      if (tricks_left == 1)
        return last_trick (s);

      /* The team takes between nothing and everything left, and the
       * points of a run of top trumps go to the side that holds it. */
      {
        int lower = 0;
        int upper = remaining;
        int sure = 0;
        guint run = 0;
        guint64 trumps[CY_BOAT_N_SEATS];
        guint64 all_trumps = 0;
        guint side = 0;

        for (guint i = 0; i < CY_BOAT_N_SEATS; i++)
          all_trumps |= trumps[i] = block (s->hands[i], s->trump);
        while (all_trumps != 0)
          {
            guint rank = 63 - (guint) __builtin_clzll (all_trumps);
            guint holder = (trumps[1] >> rank) & 1 ? 1 : (trumps[2] >> rank) & 1 ? 2 : (trumps[3] >> rank) & 1 ? 3 : 0;

            if (run > 0 && (holder & 1) != side)
              break;
            side = holder & 1;
            run++;
            sure += s->points[s->trump * BLOCK + rank];
            all_trumps &= ~(G_GUINT64_CONSTANT (1) << rank);
          }
        if (run > 0)
          {
            if (side == s->team)
              lower = sure;
            else
              upper -= sure;
          }

        if (upper <= alpha)
          return upper;
        if (lower >= beta)
          return lower;
      }

      if (s->playout)
        goto searched;
      key = position_key (s, seat);
      entry = probe (s, key);
      if (entry != NULL)
        {
          Entry e = *entry;

          if (ENTRY_LOWER (e) >= beta || ENTRY_LOWER (e) == ENTRY_UPPER (e))
            return ENTRY_LOWER (e);
          if (ENTRY_UPPER (e) <= alpha)
            return ENTRY_UPPER (e);
          alpha = MAX (alpha, ENTRY_LOWER (e));
          beta = MIN (beta, ENTRY_UPPER (e));
          tt_best = ENTRY_BEST (e);
        }
      stored = TRUE;
    }

searched:

  window_alpha = alpha;
  window_beta = beta;
  n = order_moves (s, seat, tt_best, moves);
  if (s->playout)
    n = MIN (n, 1);

  best = maximising ? -INFINITE : INFINITE;

  for (guint i = 0; i < n; i++)
    {
      int value = play_and_search (s, moves[i], alpha, beta);

      if (maximising ? value > best : value < best)
        {
          best = value;
          best_move = moves[i];
        }
      if (maximising && best > alpha)
        alpha = best;
      else if (!maximising && best < beta)
        beta = best;
      if (alpha >= beta)
        break;
    }

  if (stored)
    {
      int lower = 0;
      int upper = s->hand_points + s->discard;

      /* Fail-soft: a result outside the window searched is a bound,
       * inside it exact. */
      if (best <= window_alpha)
        upper = best;
      else if (best >= window_beta)
        lower = best;
      else
        lower = upper = best;

      store (s, key, (guint) count_bits (s->hands[seat]), lower, upper, (guint8) best_move);
    }

  return best;
}

static void
setup (CyBoatSolver         *s,
       const CyBoatPosition *pos,
       guint                 team)
{
  g_assert (pos->trump >= 0 && pos->trump < CY_N_SUITS);
  g_assert (pos->n_trick < CY_BOAT_N_SEATS);
  g_assert (pos->discard_points % 5 == 0 && pos->discard_points / 5 < G_N_ELEMENTS (zobrist_discard));

  s->age = (s->age + 1) & 15;
  s->trump = (guint) pos->trump;
  s->team = team;
  s->leader = pos->leader;
  s->n_trick = pos->n_trick;
  s->discard = pos->discard_points / 5;

  memset (s->points, 0, sizeof s->points);
  for (guint c = 0; c < CY_BOAT_DECK_SIZE; c++)
    {
      guint index = to_internal ((CyBoatCard) c, s->trump);
      guint points = cy_boat_card_get_points ((CyBoatCard) c);

      s->points[index] = (guint8) (points / 5);
      s->point_class[index] = (guint8) (points == 20 ? 3 : points / 5);
    }

  s->hand_points = 0;
  for (guint seat = 0; seat < CY_BOAT_N_SEATS; seat++)
    {
      guint64 rest;

      s->hands[seat] = set_to_internal (pos->hands[seat], s->trump);
      for (rest = s->hands[seat]; rest != 0; rest &= rest - 1)
        {
          guint card = (guint) __builtin_ctzll (rest);

                  s->hand_points += s->points[card];
        }
    }
  s->trick_points = 0;
  s->all = s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3];
  for (guint suit = 0; suit < CY_N_SUITS; suit++)
    {
      guint64 code = 1;

      for (int rank = BLOCK - 1; rank >= 0; rank--)
        {
          guint card = suit * BLOCK + (guint) rank;

          for (guint seat = 0; seat < CY_BOAT_N_SEATS; seat++)
            if (s->hands[seat] & (G_GUINT64_CONSTANT (1) << card))
              code = (code << 4) | (seat << 2) | s->point_class[card];
        }
      s->codes[suit] = code;
    }

  for (guint i = 0; i < pos->n_trick; i++)
    {
      s->trick[i] = (guint8) to_internal (pos->trick[i], s->trump);
      s->trick_points += s->points[s->trick[i]];
    }

  s->context = zobrist_trump[s->trump] ^ zobrist_team[team] ^ zobrist_discard[s->discard];
}

static int
upper_limit (CyBoatSolver *s)
{
  return s->hand_points + s->discard + s->trick_points;
}

/* The exact value of playing @card (or of the position, for NO_MOVE),
 * known to lie in [@low, @high], by null-window probes (MTD(f)): each asks
 * only "at least this much?", which prunes far more than a wide window.
 * Proving a bound from above costs most, so a good @guess saves probes. */
static int
exact_value (CyBoatSolver *s,
             guint         card,
             int           low,
             int           high,
             int           guess)
{
  int g = CLAMP (guess, low, high);

  while (low < high)
    {
      int beta = g == low ? g + 1 : g;
      int value = card == NO_MOVE ? search (s, beta - 1, beta) : play_and_search (s, card, beta - 1, beta);

      if (value >= beta)
        low = value;
      else
        high = value;
      g = CLAMP (value, low, high);
    }

  return low;
}

/* The points of the line where every seat plays the card it would try
 * first: cheap, and near enough to the value to start the probes at. */
static int
playout (CyBoatSolver *s,
         guint         card)
{
  int value;

  s->playout = TRUE;
  value = card == NO_MOVE ? search (s, -1, INFINITE) : play_and_search (s, card, -1, INFINITE);
  s->playout = FALSE;

  return value;
}

guint
cy_boat_solver_solve (CyBoatSolver         *solver,
                      const CyBoatPosition *pos,
                      guint                 team,
                      CyBoatCard           *best)
{
  guint8 moves[MAX_MOVES];
  guint seat;
  int value;
  guint n;

  g_return_val_if_fail (solver != NULL && pos != NULL, 0);
  g_return_val_if_fail (team < CY_BOAT_N_TEAMS, 0);

  setup (solver, pos, team);
  value = exact_value (solver, NO_MOVE, 0, upper_limit (solver), playout (solver, NO_MOVE) + 1);

  if (best != NULL)
    {
      /* The first card that reaches the value (or holds the other side to it). */
      seat = cy_boat_position_get_turn (pos);
      n = order_moves (solver, seat, NO_MOVE, moves);
      *best = to_card (moves[0]);
      for (guint i = 0; i < n; i++)
        {
          gboolean ours = (seat & 1) == team;
          int v = ours ? play_and_search (solver, moves[i], value - 1, value)
                       : play_and_search (solver, moves[i], value, value + 1);

          if (ours ? v >= value : v <= value)
            {
              *best = to_card (moves[i]);
              break;
            }
        }
    }

  return (guint) value * 5;
}

gboolean
cy_boat_solver_reaches (CyBoatSolver         *solver,
                        const CyBoatPosition *pos,
                        guint                 team,
                        guint                 points)
{
  int target;

  g_return_val_if_fail (solver != NULL && pos != NULL, FALSE);
  g_return_val_if_fail (team < CY_BOAT_N_TEAMS, FALSE);

  setup (solver, pos, team);
  target = (int) (points + 4) / 5;
  if (target <= 0)
    return TRUE;
  if (target > upper_limit (solver))
    return FALSE;
  return search (solver, target - 1, target) >= target;
}

CyBoatCardSet
cy_boat_solver_solve_moves (CyBoatSolver         *solver,
                            const CyBoatPosition *pos,
                            guint                 team,
                            guint                 values[CY_BOAT_DECK_SIZE])
{
  guint8 moves[MAX_MOVES];
  int move_values[64];
  int guess;
  CyBoatCardSet legal = 0;
  guint64 internal_legal;
  guint64 all;
  guint seat;
  guint n;

  g_return_val_if_fail (solver != NULL && pos != NULL, 0);
  g_return_val_if_fail (team < CY_BOAT_N_TEAMS, 0);

  setup (solver, pos, team);
  seat = cy_boat_position_get_turn (pos);
  n = order_moves (solver, seat, NO_MOVE, moves);
  /* Each card's value is a good guess for the next. */
  guess = n > 0 ? playout (solver, moves[0]) + 1 : 0;
  for (guint i = 0; i < n; i++)
    {
      move_values[moves[i]] = exact_value (solver, moves[i], 0, upper_limit (solver), guess);
      guess = move_values[moves[i]];
    }

  /* Equivalent cards share their representative's value. */
  internal_legal = legal_moves (solver, seat);
  all = in_play (solver);
  for (guint64 rest = internal_legal; rest != 0; rest &= rest - 1)
    {
      guint card = (guint) __builtin_ctzll (rest);
      CyBoatCard out = to_card (card);

      values[out] = (guint) move_values[representative (solver, internal_legal, all, card)] * 5;
      legal |= cy_boat_set_of (out);
    }

  return legal;
}
