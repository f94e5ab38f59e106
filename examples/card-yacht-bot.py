#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A small outside player for Card Yacht, Yacht and Boat (standard library only).

    card-yacht-cli simulate --players "external:python3 examples/card-yacht-bot.py",normal --games 100 --json
    card-yacht-cli dice simulate --players "external:python3 examples/card-yacht-bot.py",easy --games 10 --json
    card-yacht-cli boat simulate --players "external:python3 examples/card-yacht-bot.py",easy,easy,easy --json

card-yacht-cli writes one JSON line per decision on this program's standard
input: {"game":"card-yacht","seat":S,"decision":"move"|"score","view":{...}}
(the view holds only what this seat may see; README.md lists its fields),
and reads one JSON line back: an action of the game record vocabulary,
{"knock":true}, {"draw":["QH"]}, {"exchange":["3C"],"from":1,"take":["KS"]},
{"pass":true} or {"score":"middle"}. Answer within 10 seconds, and flush.

The strategy is deliberately plain: chase the suit the hand is strongest in,
knock once the hand is worth something, and score each hand where it is
worth the most.

Yacht ("game":"dice-yacht", decision "roll", "keep" or "score"): answer
{"roll":true} for the turn's first roll, {"keep":[5,5],"roll":true} to keep
those dice and roll the others (the tool rolls), or {"score":"choice"}.
Boat ("game":"boat", decision "bid", "discard", "trump" or "play"): answer
{"bid":70}, {"pass":true}, {"discard":[5 cards]}, {"trump":"H"} or
{"play":"AH"}; the view lists the legal plays.
"""

import collections
import json
import sys

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
CATEGORIES = ["five-flush", "sequence", "card-yacht", "three-and-two", "high", "middle",
              "low", "flush", "spades", "hearts", "diamonds", "clubs"]
SUIT_OF_CATEGORY = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
# Where a worthless hand goes: the categories least likely to score later.
DUMP_ORDER = ["five-flush", "card-yacht", "sequence", "high", "three-and-two", "middle",
              "flush", "low", "clubs", "diamonds", "hearts", "spades"]


def rank(card):
    return RANKS.index(card[:-1]) + 1


def points(card):
    return min(rank(card), 10)


def score(category, hand):
    ranks = sorted(rank(c) for c in hand)
    counts = sorted(collections.Counter(ranks).values())
    total = sum(points(c) for c in hand)
    one_suit = len({c[-1] for c in hand}) == 1
    in_sequence = all(ranks[i + 1] == ranks[i] + 1 for i in range(4))
    value = {
        "five-flush": 100 if one_suit and in_sequence else 0,
        "sequence": 50 if in_sequence else 0,
        "card-yacht": 75 if 4 in counts else 0,
        "three-and-two": 25 if counts == [2, 3] else 0,
        "high": 25 if total == 50 else 0,
        "middle": 50 if total == 25 else 0,
        "low": 50 if total <= 10 else 0,
        "flush": 25 if one_suit else 0,
    }
    if category in value:
        return value[category]
    return sum(points(c) for c in hand if c[-1] == SUIT_OF_CATEGORY[category])


def best_category(hand, used):
    unused = [c for c in CATEGORIES if c not in used]
    best = max(unused, key=lambda c: score(c, hand))
    if score(best, hand) > 0:
        return best, score(best, hand)
    return next(c for c in DUMP_ORDER if c in unused), 0


def target_suit(hand, used):
    """The open suit category the hand is strongest in, or None."""
    suits = [c for c in SUIT_OF_CATEGORY if c not in used]
    if not suits:
        return None
    return max(suits, key=lambda c: score(c, hand))


def decide_move(view, seat):
    hand = view["hand"]
    used = view["sheets"][seat]
    stock = view["stock"]
    last_turn = view["phase"] == "last-turns"
    may_pass = last_turn or (view["options"]["stock_rule"] == "pass" and stock == 0)

    _, value = best_category(hand, used)
    # Knock with a good hand, and with any scoring hand late in a hand.
    if not last_turn and value > 0 and (value >= 30 or view["turns_taken"][seat] >= 6):
        return {"knock": True}

    category = target_suit(hand, used)
    suit = SUIT_OF_CATEGORY[category] if category else None
    off_suit = sorted((c for c in hand if c[-1] != suit), key=points)

    # Take the best card of our suit from another Harbor for our weakest other card.
    if off_suit and suit:
        offers = [(points(card), q, card)
                  for q, harbor in enumerate(view["harbors"]) if q != seat
                  for card in harbor if card[-1] == suit]
        if offers:
            _, q, card = max(offers)
            return {"exchange": [off_suit[0]], "from": q, "take": [card]}

    if stock > 0:
        lay = off_suit or sorted(hand, key=points)[:1]
        return {"draw": lay[:min(len(lay), stock, 5)]}

    if may_pass:
        return {"pass": True}
    # Neither: the stock is empty and the house rule knocks for us, so we
    # are not asked. Knocking is the only other move there is.
    return {"knock": True}


# --- Yacht, the dice game -----------------------------------------------------

UPPER = ["ones", "twos", "threes", "fours", "fives", "sixes"]


def dice_score(rules, category, dice):
    counts = collections.Counter(dice)
    faces = set(dice)
    if category in UPPER:
        face = UPPER.index(category) + 1
        return face * counts[face]
    face, most = counts.most_common(1)[0]
    return {
        "choice": sum(dice),
        "yacht": 50 if most == 5 else 0,
        "full-house": sum(dice) if sorted(counts.values()) == [2, 3] else 0,
        "four-of-a-kind": 0 if most < 4 else sum(dice) if rules == "yacht-bonus" else 4 * face,
        "small-straight": (30 if faces == {1, 2, 3, 4, 5} else 0) if rules == "yacht-1938"
        else (15 if any(set(run) <= faces for run in ([1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6])) else 0),
        "large-straight": 30 if faces in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}) else 0,
        "big-straight": 30 if faces == {2, 3, 4, 5, 6} else 0,
        "chance": sum(dice),
    }.get(category, 0)   # yatzy's pairs and the like: this simple bot counts them as 0


def dice_best(view, seat):
    """The open category worth the most now: an upper one only with three
    of its face, and a worthless roll where it costs least."""
    # The categories the dice may go into now (the yahtzee rules' Joker may
    # leave only some of the unused ones open).
    open_keys = view["open"]
    dice = view["dice"]

    def worth(c):
        points = dice_score(view["rules"], c, dice)
        if c in UPPER:
            return points - 3 * (UPPER.index(c) + 1)
        return points - (20 if c == "choice" else 0)

    best = max(open_keys, key=worth)
    if dice_score(view["rules"], best, dice) == 0:
        # Nothing scores: give up the cheapest open upper category, else any.
        best = min(open_keys, key=lambda c: UPPER.index(c) if c in UPPER else 99)
    return best, worth(best)


def decide_dice(request):
    seat, view = request["seat"], request["view"]
    if request["decision"] == "roll":
        return {"roll": True}
    category, value = dice_best(view, seat)
    if request["decision"] == "score" or value >= 10:
        return {"score": category}
    # Keep the most common face (the higher on a tie) and roll the rest.
    counts = collections.Counter(view["dice"])
    face = max(counts, key=lambda f: (counts[f], f))
    return {"keep": [face] * min(counts[face], 4), "roll": True}


# --- Boat -----------------------------------------------------------------------

BOAT_RANKS = ["5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def boat_points(card):
    if card == "BOAT":
        return 20
    return {"A": 10, "10": 10, "5": 5}.get(card[:-1], 0)


def boat_rank(card):
    return 10 if card == "BOAT" else BOAT_RANKS.index(card[:-1])


def longest_suit(hand):
    suits = collections.Counter(c[-1] for c in hand if c != "BOAT")
    return max("SHDC", key=lambda s: (suits[s], s))


def decide_boat(request):
    view = request["view"]
    hand = view["hand"]
    decision = request["decision"]
    if decision == "bid":
        # Bid once, low, with a long suit and high cards; else pass.
        strength = sum(boat_rank(c) >= 8 for c in hand) + collections.Counter(c[-1] for c in hand).most_common(1)[0][1]
        if view["min_bid"] and view["min_bid"] <= 75 and strength >= 7:
            return {"bid": view["min_bid"]}
        return {"pass": True}
    if decision == "discard":
        # Lay away the lowest cards outside the longest suit, points last.
        trump = longest_suit(hand)
        order = sorted((c for c in hand if c != "BOAT"),
                       key=lambda c: (c[-1] == trump, boat_points(c) > 0, boat_rank(c)))
        return {"discard": order[:5]}
    if decision == "trump":
        return {"trump": longest_suit(hand)}
    # Lead the highest card; follow with the lowest card that gives no points.
    legal = view["legal"]
    if not view["trick"]:
        return {"play": max(legal, key=boat_rank)}
    return {"play": min(legal, key=lambda c: (boat_points(c), boat_rank(c)))}


def decide(request):
    if request["game"] == "dice-yacht":
        return decide_dice(request)
    if request["game"] == "boat":
        return decide_boat(request)
    seat = request["seat"]
    view = request["view"]
    if request["decision"] == "score":
        category, _ = best_category(view["hand"], view["sheets"][seat])
        return {"score": category}
    return decide_move(view, seat)


def main():
    for line in sys.stdin:
        answer = decide(json.loads(line))
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
