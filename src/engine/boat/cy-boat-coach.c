/* cy-boat-coach.c: the advice of the hard player, with its numbers
 *
 * The coach does not decide by itself: it runs the hard player's own
 * decision with a trace (cy-boat-ai-hard.c), so the best option is the
 * hard player's choice by construction, and turns the trace's exact points
 * per deal into each option's expected points and made share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <stdlib.h>
#include <string.h>

#include "cy-boat-ai-private.h"
#include "cy-boat-coach.h"
#include "cy-error.h"

/* One option before sorting, with what it is sorted by. */
typedef struct
{
  CyBoatCoachOption  option;
  double             key;
  double             tie;       /* the smaller first among equal keys */
} Ranked;

static int
compare_ranked (gconstpointer a,
                gconstpointer b)
{
  const Ranked *x = a;
  const Ranked *y = b;

  if (x->key != y->key)
    return x->key > y->key ? -1 : 1;
  if (x->tie != y->tie)
    return x->tie < y->tie ? -1 : 1;
  return 0;
}

/* Expected points and made share of @candidate over the trace's deals,
 * for @team's side; the contract (@bid) is @bidding_team's. */
static void
summarise (const CyBoatTrace *trace,
           guint              candidate,
           guint              team,
           guint              bidding_team,
           guint              bid,
           CyBoatCoachOption *option)
{
  guint sum = 0;
  guint made = 0;

  for (guint d = 0; d < trace->n_deals; d++)
    {
      guint points = trace->points[candidate][d];
      guint bidders = team == bidding_team ? points : CY_BOAT_TOTAL_POINTS - points;

      sum += points;
      made += bidders >= bid;
    }

  option->expected_points = trace->n_deals ? (double) sum / trace->n_deals : 0.0;
  option->made_share = trace->n_deals ? (double) made / trace->n_deals : 0.0;
}

/* Sorts @ranked into @advice, @best (an index into @ranked) first. */
static void
fill_options (CyBoatAdvice *advice,
              Ranked       *ranked,
              guint         n_ranked,
              guint         best)
{
  Ranked first = ranked[best];

  ranked[best] = ranked[n_ranked - 1];
  qsort (ranked, n_ranked - 1, sizeof *ranked, compare_ranked);

  advice->n_options = (guint8) MIN (n_ranked, CY_BOAT_COACH_MAX_OPTIONS);
  advice->options[0] = first.option;
  for (guint i = 1; i < advice->n_options; i++)
    advice->options[i] = ranked[i - 1].option;
}

static void
advise_bid (const CyBoatView  *view,
            guint              bid,
            const CyBoatTrace *trace,
            CyBoatAdvice      *advice)
{
  guint min_bid = cy_boat_view_min_bid (view);
  guint team = cy_boat_team_of (view->seat);
  Ranked ranked[CY_BOAT_COACH_MAX_OPTIONS] = { { { { 0 } } } };
  guint n = 0;
  guint best = 0;

  advice->contract = (guint8) min_bid;
  if (view->high_bidder >= 0 && cy_boat_team_of ((guint) view->high_bidder) == team && min_bid != 0)
    advice->partner_target = (guint8) trace->target;

  /* A pass carries the numbers of the lowest bid it lets go; the hard
   * player bids when the share reaches its confidence, so a pass sits
   * among the bids there. */
  ranked[n].option.action.kind = CY_BOAT_ACTION_PASS;
  if (min_bid != 0)
    summarise (trace, 0, team, team, min_bid, &ranked[n].option);
  ranked[n].key = (advice->partner_target != 0 ? CY_BOAT_AI_OUTBID_PARTNER_CONFIDENCE : CY_BOAT_AI_BID_CONFIDENCE) / 100.0;
  ranked[n].tie = CY_BOAT_MAX_BID + 1;
  n++;

  for (guint b = min_bid; min_bid != 0 && b <= CY_BOAT_MAX_BID; b += CY_BOAT_BID_STEP)
    {
      ranked[n].option.action.kind = CY_BOAT_ACTION_BID;
      ranked[n].option.action.bid = (guint8) b;
      summarise (trace, 0, team, team, b, &ranked[n].option);
      ranked[n].key = ranked[n].option.made_share;
      ranked[n].tie = b;
      if (b == bid)
        best = n;
      n++;
      /* Higher bids are made no more often than one made in no deal. */
      if (ranked[n - 1].option.made_share == 0.0 && b != bid)
        break;
    }

  for (guint i = 0; i < n; i++)
    ranked[i].option.action.seat = view->seat;
  fill_options (advice, ranked, n, bid == 0 ? 0 : best);
}

static void
advise_discard (const CyBoatView  *view,
                CyBoatCardSet      discard,
                const CyBoatTrace *trace,
                CyBoatAdvice      *advice)
{
  guint team = cy_boat_team_of (view->seat);
  Ranked ranked[CY_BOAT_TRACE_MAX_DISCARDS];
  guint n = 0;
  guint best = 0;

  advice->contract = view->high_bid;
  for (guint c = 0; c < trace->n_discards; c++)
    {
      gboolean seen = FALSE;

      /* A discard weighed with two trumps is one choice: its better plan
       * (the hard player keeps the earlier one of equal shares). */
      for (guint i = 0; i < n; i++)
        seen |= ranked[i].option.action.cards == trace->discards[c];
      if (seen)
        continue;

      memset (&ranked[n], 0, sizeof ranked[n]);
      ranked[n].option.action.kind = CY_BOAT_ACTION_DISCARD;
      ranked[n].option.action.seat = view->seat;
      ranked[n].option.action.cards = trace->discards[c];
      for (guint c2 = c; c2 < trace->n_discards; c2++)
        if (trace->discards[c2] == trace->discards[c])
          {
            CyBoatCoachOption option;

            summarise (trace, c2, team, team, view->high_bid, &option);
            if (c2 == c || option.made_share > ranked[n].option.made_share)
              {
                ranked[n].option.action.suit = (guint8) trace->trumps[c2];
                ranked[n].option.expected_points = option.expected_points;
                ranked[n].option.made_share = option.made_share;
              }
          }
      /* The hard player's order: the share made, then its plans' order. */
      ranked[n].key = ranked[n].option.made_share;
      ranked[n].tie = c;
      if (trace->discards[c] == discard)
        best = n;
      n++;
    }

  if (n == 0)
    {
      memset (&ranked[0], 0, sizeof ranked[0]);
      ranked[0].option.action.kind = CY_BOAT_ACTION_DISCARD;
      ranked[0].option.action.seat = view->seat;
      ranked[0].option.action.cards = discard;
      n = 1;
    }

  fill_options (advice, ranked, n, best);
}

static void
advise_trump (const CyBoatView  *view,
              int                trump,
              const CyBoatTrace *trace,
              CyBoatAdvice      *advice)
{
  guint team = cy_boat_team_of (view->seat);
  Ranked ranked[CY_N_SUITS];

  memset (ranked, 0, sizeof ranked);
  advice->contract = view->high_bid;
  for (guint suit = 0; suit < CY_N_SUITS; suit++)
    {
      ranked[suit].option.action.kind = CY_BOAT_ACTION_TRUMP;
      ranked[suit].option.action.seat = view->seat;
      ranked[suit].option.action.suit = (guint8) suit;
      summarise (trace, suit, team, team, view->high_bid, &ranked[suit].option);
      ranked[suit].key = ranked[suit].option.made_share;
      ranked[suit].tie = -ranked[suit].option.expected_points;
    }

  fill_options (advice, ranked, CY_N_SUITS, (guint) trump);
}

static void
advise_play (const CyBoatView  *view,
             CyBoatCard         choice,
             const CyBoatTrace *trace,
             CyBoatAdvice      *advice)
{
  guint team = cy_boat_team_of (view->seat);
  guint bidding_team = cy_boat_team_of ((guint) MAX (view->high_bidder, 0));
  Ranked ranked[CY_BOAT_HAND_SIZE];
  guint n = 0;
  guint best = 0;
  CyBoatCard card;

  advice->contract = view->high_bid;
  CY_BOAT_SET_FOREACH (trace->candidates, card)
    {
      gint64 utility = 0;

      memset (&ranked[n], 0, sizeof ranked[n]);
      ranked[n].option.action.kind = CY_BOAT_ACTION_PLAY;
      ranked[n].option.action.seat = view->seat;
      ranked[n].option.action.card = card;
      summarise (trace, card, team, bidding_team, view->high_bid, &ranked[n].option);
      ranked[n].option.points_at_risk = trace->n_deals ? (double) trace->risks[card] / trace->n_deals : 0.0;
      /* The hard player's order: the score the card leads to, then what
       * it gives away. */
      for (guint d = 0; d < trace->n_deals; d++)
        utility += cy_boat_ai_utility (team, bidding_team, view->high_bid, trace->points[card][d]);
      ranked[n].key = (double) utility;
      ranked[n].tie = cy_boat_ai_card_cost (card, view->trump, TRUE);
      if (card == choice)
        best = n;
      n++;
    }

  fill_options (advice, ranked, n, best);
}

gboolean
cy_boat_coach_advise (const CyBoatView *view,
                      CyRandom         *rng,
                      GCancellable     *cancellable,
                      CyBoatAdvice     *advice)
{
  CyBoatTrace trace;

  g_return_val_if_fail (view != NULL && rng != NULL && advice != NULL, FALSE);
  g_return_val_if_fail (view->phase != CY_BOAT_PHASE_HAND_OVER && view->turn == view->seat, FALSE);

  memset (advice, 0, sizeof *advice);
  memset (&trace, 0, sizeof trace);
  trace.cancellable = cancellable;
  advice->seat = view->seat;

  /* As the hard player does before each decision (cy-boat-ai.c). */
  cy_boat_solver_clear (cy_boat_solver_get_default ());

  switch ((CyBoatPhase) view->phase)
    {
    case CY_BOAT_PHASE_BIDDING:
      {
        guint bid = cy_boat_ai_hard_bid (view, rng, &trace);

        advice->decision = CY_BOAT_DECISION_BID;
        advise_bid (view, bid, &trace, advice);
      }
      break;

    case CY_BOAT_PHASE_DISCARD:
      {
        CyBoatCardSet discard = cy_boat_ai_hard_discard (view, rng, &trace);

        advice->decision = CY_BOAT_DECISION_DISCARD;
        advise_discard (view, discard, &trace, advice);
      }
      break;

    case CY_BOAT_PHASE_TRUMP:
      {
        int trump = cy_boat_ai_hard_trump (view, rng, &trace);

        advice->decision = CY_BOAT_DECISION_TRUMP;
        advise_trump (view, trump, &trace, advice);
      }
      break;

    case CY_BOAT_PHASE_PLAY:
      {
        CyBoatKnowledge k;
        CyBoatCard card;

        cy_boat_knowledge_init (&k, view);
        card = cy_boat_ai_hard_play (view, &k, rng, &trace);
        advice->decision = CY_BOAT_DECISION_PLAY;
        /* No deal could be sampled: the hard player fell back on the
         * rules of thumb, and the coach shows its card alone. */
        if (trace.n_deals == 0)
          trace.candidates = cy_boat_set_of (card);
        advise_play (view, card, &trace, advice);
      }
      break;

    default:
      g_assert_not_reached ();
    }

  advice->n_deals = (guint8) trace.n_deals;
  return !g_cancellable_is_cancelled (cancellable);
}

guint64
cy_boat_coach_position_key (const CyBoatView *view)
{
  return ((guint64) view->hand_number << 24 | (guint64) view->phase << 16 |
          (guint64) view->n_calls << 8 | view->n_played) + 1;
}

void
cy_boat_coach_position_random (const CyBoatView *view,
                               CyRandom         *rng)
{
  cy_random_init (rng, cy_boat_coach_position_key (view), CY_BOAT_COACH_STREAM);
}

const char *
cy_boat_decision_get_key (CyBoatDecision decision)
{
  static const char * const keys[] = { "bid", "discard", "trump", "play" };

  g_return_val_if_fail (decision <= CY_BOAT_DECISION_PLAY, NULL);
  return keys[decision];
}

char *
cy_boat_coach_option_choice (const CyBoatCoachOption *option)
{
  const CyBoatAction *action = &option->action;

  switch ((CyBoatActionKind) action->kind)
    {
    case CY_BOAT_ACTION_BID:
      return g_strdup_printf ("%u", action->bid);
    case CY_BOAT_ACTION_PASS:
      return g_strdup ("pass");
    case CY_BOAT_ACTION_DISCARD:
      return cy_boat_set_to_string (action->cards);
    case CY_BOAT_ACTION_TRUMP:
      return g_strdup_printf ("%c", cy_card_get_suit_letter ((CySuit) action->suit));
    case CY_BOAT_ACTION_PLAY:
      return cy_boat_card_to_string (action->card);
    default:
      g_return_val_if_reached (NULL);
    }
}

/* ------------------------------------------------------------------ */
/* In words                                                            */

static int
percent (double share)
{
  return (int) (share * 100.0 + 0.5);
}

/* "10♦", or "Boat": short enough for a list of five. */
static void
append_card (GString    *text,
             CyBoatCard  card)
{
  CyCard plain;

  if (cy_boat_card_is_boat (card))
    {
      g_string_append (text, _("Boat"));
      return;
    }
  plain = cy_boat_card_to_card (card);
  g_string_append (text, cy_card_get_rank_symbol (cy_card_get_rank (plain)));
  g_string_append (text, cy_card_get_suit_symbol (cy_card_get_suit (plain)));
}

static void
append_cards (GString       *text,
              CyBoatCardSet  cards)
{
  CyBoatCard card;
  gboolean first = TRUE;

  CY_BOAT_SET_FOREACH (cards, card)
    {
      if (!first)
        g_string_append_c (text, ' ');
      append_card (text, card);
      first = FALSE;
    }
}

static void
describe_calls (GString            *text,
                const CyBoatView   *view,
                const char * const *names)
{
  guint partner = (view->seat + 2) % CY_BOAT_N_SEATS;
  guint partner_bid = 0;
  gboolean partner_passed = FALSE;
  guint their_bid = 0;
  guint their_passes = 0;

  for (guint i = 0; i < view->n_calls; i++)
    {
      const CyBoatCall *call = &view->calls[i];

      if (call->seat == partner)
        {
          partner_bid = MAX (partner_bid, call->bid);
          partner_passed |= call->bid == 0;
        }
      else if (call->seat != view->seat)
        {
          their_bid = MAX (their_bid, call->bid);
          their_passes += call->bid == 0;
        }
    }

  if (partner_bid != 0)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text,
                              /* Translators: the coach reads the bidding; %s is the partner's name */
                              _("%s bid %u: your partner has shown strength, which the deals above do not assume."),
                              names[partner], partner_bid);
    }
  else if (partner_passed)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("%s passed: count on little from your partner’s hand."), names[partner]);
    }

  if (their_bid != 0)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text,
                              _("The opponents bid up to %u: they hold strength against you that the deals above do not assume."),
                              their_bid);
    }
  else if (their_passes == 2)
    {
      g_string_append_c (text, '\n');
      g_string_append (text, _("Both opponents passed: their strength is likely in no single suit."));
    }
}

static void
describe_bid (GString            *text,
              const CyBoatView   *view,
              const CyBoatAdvice *advice,
              const char * const *names)
{
  const CyBoatCoachOption *best = &advice->options[0];
  const CyBoatCoachOption *next = NULL;

  if (advice->contract == 0)
    {
      g_string_append (text, _("Pass: no higher bid is left."));
      return;
    }

  if (best->action.kind == CY_BOAT_ACTION_BID)
    {
      for (guint i = 1; i < advice->n_options; i++)
        if (advice->options[i].action.kind == CY_BOAT_ACTION_BID &&
            advice->options[i].action.bid == best->action.bid + CY_BOAT_BID_STEP)
          next = &advice->options[i];

      g_string_append_printf (text,
                              /* Translators: the coach's bid; the numbers are the bid, the deals, the side's average card points, the bid again and a percentage */
                              _("Bid %u: over %u deals consistent with what you see, your side takes %.0f on average and makes %u in %d %%"),
                              best->action.bid, advice->n_deals, best->expected_points, best->action.bid,
                              percent (best->made_share));
      if (next != NULL)
        g_string_append_printf (text, _("; %u would be made in %d %%"), next->action.bid, percent (next->made_share));
      g_string_append_c (text, '.');
    }
  else
    {
      g_string_append_printf (text,
                              /* Translators: the coach passes; the numbers are the deals, the side's average card points, the lowest bid and two percentages */
                              _("Pass: over %u deals consistent with what you see, your side would take %.0f on average as high bidder and make %u in %d %% (the coach bids at %d %% or more)."),
                              advice->n_deals, best->expected_points, advice->contract, percent (best->made_share),
                              CY_BOAT_AI_BID_CONFIDENCE);
    }

  if (advice->partner_target != 0)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text,
                              _("Your partner holds the bid: the coach takes it over only when your side would make %u, ten more, in %d %% of the deals."),
                              advice->partner_target, CY_BOAT_AI_OUTBID_PARTNER_CONFIDENCE);
    }
  describe_calls (text, view, names);
}

/* The options after the best, up to @max in all: "K♠: 40 on average,
 * made in 58 %." */
/* @defending: the contract is the other side's, and its made share
 * the chance that the opponents make it. */
static void
describe_others (GString            *text,
                 const CyBoatAdvice *advice,
                 guint               max,
                 gboolean            defending)
{
  g_autoptr(GString) label = g_string_new (NULL);

  for (guint i = 1; i < MIN (advice->n_options, max); i++)
    {
      const CyBoatCoachOption *option = &advice->options[i];

      g_string_truncate (label, 0);
      if (option->action.kind == CY_BOAT_ACTION_DISCARD)
        append_cards (label, option->action.cards);
      else if (option->action.kind == CY_BOAT_ACTION_TRUMP)
        g_string_append (label, cy_card_get_suit_name ((CySuit) option->action.suit));
      else
        append_card (label, option->action.card);
      g_string_append_c (text, '\n');
      if (defending)
        g_string_append_printf (text,
                                /* Translators: a card the coach ranks lower: the side's average points, and how often the opponents make their bid */
                                _("%s: %.0f on average, the opponents make their bid in %d %%."),
                                label->str, option->expected_points, percent (option->made_share));
      else
        g_string_append_printf (text,
                                /* Translators: an option the coach ranks lower (five cards, a suit or a card): the side's average points, a percentage */
                                _("%s: %.0f on average, made in %d %%."),
                                label->str, option->expected_points, percent (option->made_share));
    }
}

static void
describe_discard (GString            *text,
                  const CyBoatView   *view,
                  const CyBoatAdvice *advice)
{
  const CyBoatCoachOption *best = &advice->options[0];
  CyBoatCardSet kept = view->hand & ~best->action.cards;
  /* The trump the discard was weighed with. */
  int trump = best->action.suit;
  g_autoptr(GString) cards = g_string_new (NULL);
  guint trumps = cy_boat_set_count (kept & cy_boat_set_play_suit (trump, trump));
  g_autoptr(GString) voids = g_string_new (NULL);

  for (guint suit = 0; suit < CY_N_SUITS; suit++)
    if ((view->hand & cy_boat_set_suit ((CySuit) suit)) && !(kept & cy_boat_set_suit ((CySuit) suit)))
      {
        if (voids->len > 0)
          g_string_append (voids, ", ");
        g_string_append (voids, cy_card_get_suit_name ((CySuit) suit));
      }

  append_cards (cards, best->action.cards);
  /* Translators: %s is five cards; the reasons follow */
  g_string_append_printf (text, _("Discard %s: "), cards->str);
  g_string_append_printf (text,
                          /* Translators: %u trumps kept, %s a suit name, %u points */
                          ngettext ("you keep %u trump (%s), ", "you keep %u trumps (%s), ", trumps),
                          trumps, cy_card_get_suit_name ((CySuit) trump));
  g_string_append_printf (text,
                          ngettext ("lay away %u point (it goes to whoever takes the last trick)",
                                    "lay away %u points (they go to whoever takes the last trick)",
                                    cy_boat_set_points (best->action.cards)),
                          cy_boat_set_points (best->action.cards));
  if (voids->len > 0)
    g_string_append_printf (text, _(" and make yourself void in %s"), voids->str);
  g_string_append (text, ". ");
  g_string_append_printf (text,
                          _("Over %u deals your side takes %.0f on average and makes %u in %d %%."),
                          advice->n_deals, best->expected_points, advice->contract, percent (best->made_share));

  describe_others (text, advice, 3, FALSE);
}

static void
describe_trump (GString            *text,
                const CyBoatAdvice *advice)
{
  const CyBoatCoachOption *best = &advice->options[0];

  g_string_append_printf (text,
                          _("Name %s as trump: over %u deals your side takes %.0f on average and makes %u in %d %%."),
                          cy_card_get_suit_name ((CySuit) best->action.suit), advice->n_deals,
                          best->expected_points, advice->contract, percent (best->made_share));
  describe_others (text, advice, CY_N_SUITS, FALSE);
}

/* Why the best card is not the one the deals rate highest: that card
 * would risk more points to the opponents in the trick under way. */
static void
describe_risk (GString            *text,
               const CyBoatAdvice *advice)
{
  const CyBoatCoachOption *best = &advice->options[0];
  const CyBoatCoachOption *richer = NULL;
  g_autoptr(GString) card = g_string_new (NULL);

  for (guint i = 1; i < advice->n_options; i++)
    if (advice->options[i].expected_points >= best->expected_points + 1.0 &&
        advice->options[i].points_at_risk > best->points_at_risk &&
        (richer == NULL || advice->options[i].expected_points > richer->expected_points))
      richer = &advice->options[i];
  if (richer == NULL)
    return;

  append_card (card, richer->action.card);
  g_string_append_c (text, ' ');
  g_string_append_printf (text,
                          /* Translators: the coach on why it prefers a card the deals rate lower: the other card, the card points it would put at risk in this trick on average, and the best card's */
                          _("%s takes more on average, but it would risk %.0f points to the opponents in this trick, against %.0f."),
                          card->str, richer->points_at_risk, best->points_at_risk);
}

static void
describe_play (GString            *text,
               const CyBoatView   *view,
               const CyBoatAdvice *advice)
{
  const CyBoatCoachOption *best = &advice->options[0];
  g_autoptr(GString) card = g_string_new (NULL);
  /* A defender reads "75 is made in 90 %" as good news: say whose it is. */
  gboolean defending = cy_boat_team_of (view->seat) != cy_boat_team_of ((guint) view->high_bidder);

  append_card (card, best->action.card);
  if (advice->n_deals == 0)
    {
      g_string_append_printf (text, _("Play %s."), card->str);
      return;
    }

  if (defending)
    g_string_append_printf (text,
                            /* Translators: the coach's card, the deals, the side's average card points of the hand, the opponents' contract and how often they make it */
                            _("Play %s: over %u deals consistent with what you see, your side takes %.0f points in the hand on average, and the opponents make their %u in %d %%."),
                            card->str, advice->n_deals, best->expected_points, advice->contract,
                            percent (best->made_share));
  else
    g_string_append_printf (text,
                            /* Translators: the coach's card, the deals, the side's average card points of the hand, the contract and a percentage */
                            _("Play %s: over %u deals consistent with what you see, your side takes %.0f points in the hand on average, and %u is made in %d %%."),
                            card->str, advice->n_deals, best->expected_points, advice->contract,
                            percent (best->made_share));
  describe_risk (text, advice);
  describe_others (text, advice, 3, defending);
}

char *
cy_boat_advice_describe (const CyBoatView   *view,
                         const CyBoatAdvice *advice,
                         const char * const *names)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (view != NULL && advice != NULL && names != NULL, NULL);
  g_return_val_if_fail (advice->n_options > 0, NULL);

  switch ((CyBoatDecision) advice->decision)
    {
    case CY_BOAT_DECISION_BID:
      describe_bid (text, view, advice, names);
      break;
    case CY_BOAT_DECISION_DISCARD:
      describe_discard (text, view, advice);
      break;
    case CY_BOAT_DECISION_TRUMP:
      describe_trump (text, advice);
      break;
    case CY_BOAT_DECISION_PLAY:
      describe_play (text, view, advice);
      break;
    default:
      g_assert_not_reached ();
    }

  return g_string_free (text, FALSE);
}

/* ------------------------------------------------------------------ */
/* As JSON                                                             */

static void
add_choice (JsonBuilder        *builder,
            const CyBoatAction *action)
{
  switch ((CyBoatActionKind) action->kind)
    {
    case CY_BOAT_ACTION_BID:
      json_builder_add_int_value (builder, action->bid);
      break;

    case CY_BOAT_ACTION_DISCARD:
      {
        CyBoatCard card;

        json_builder_begin_array (builder);
        CY_BOAT_SET_FOREACH (action->cards, card)
          {
            g_autofree char *text = cy_boat_card_to_string (card);

            json_builder_add_string_value (builder, text);
          }
        json_builder_end_array (builder);
      }
      break;

    default:
      {
        CyBoatCoachOption option = { .action = *action };
        g_autofree char *text = cy_boat_coach_option_choice (&option);

        json_builder_add_string_value (builder, text);
      }
      break;
    }
}

char *
cy_boat_advice_to_json (const CyBoatView   *view,
                        const CyBoatAdvice *advice,
                        const char * const *names)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *reason = NULL;

  g_return_val_if_fail (advice->n_options > 0, NULL);

  reason = cy_boat_advice_describe (view, advice, names);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, "boat");
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, advice->seat);
  json_builder_set_member_name (builder, "decision");
  json_builder_add_string_value (builder, cy_boat_decision_get_key (advice->decision));
  json_builder_set_member_name (builder, "best");
  add_choice (builder, &advice->options[0].action);
  json_builder_set_member_name (builder, "options");
  json_builder_begin_array (builder);
  for (guint i = 0; i < advice->n_options; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "choice");
      add_choice (builder, &advice->options[i].action);
      json_builder_set_member_name (builder, "expected_points");
      json_builder_add_double_value (builder, advice->options[i].expected_points);
      json_builder_set_member_name (builder, "made_share");
      json_builder_add_double_value (builder, advice->options[i].made_share);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "reason");
  json_builder_add_string_value (builder, reason);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

char *
cy_boat_coach_hint_json (CyBoatGame  *game,
                         guint64      seed,
                         GError     **error)
{
  const CyBoatHand *hand;
  const char *names[CY_BOAT_N_SEATS];
  CyBoatView view;
  CyBoatAdvice advice;
  CyRandom rng;

  g_return_val_if_fail (CY_IS_BOAT_GAME (game), NULL);

  hand = cy_boat_game_get_hand (game);
  if (cy_boat_game_is_over (game) || hand->phase == CY_BOAT_PHASE_HAND_OVER)
    {
      g_set_error_literal (error, CY_ERROR, CY_ERROR_INVALID,
                           _("the record does not stop at a decision: its last hand is over"));
      return NULL;
    }

  for (guint s = 0; s < CY_BOAT_N_SEATS; s++)
    names[s] = cy_player_get_name (cy_boat_game_get_player (game, s));
  cy_boat_game_get_view (game, hand->turn, &view);
  cy_random_init (&rng, seed, CY_BOAT_COACH_STREAM);
  cy_boat_coach_advise (&view, &rng, NULL, &advice);
  return cy_boat_advice_to_json (&view, &advice, names);
}
