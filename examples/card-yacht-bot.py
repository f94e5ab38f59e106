#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A small outside player for Card Yacht (standard library only).

    card-yacht-cli simulate --players "external:python3 examples/card-yacht-bot.py",normal --games 100 --json

card-yacht-cli writes one JSON line per decision on this program's standard
input: {"game":"card-yacht","seat":S,"decision":"move"|"score","view":{...}}
(the view holds only what this seat may see; README.md lists its fields),
and reads one JSON line back: an action of the game record vocabulary,
{"knock":true}, {"draw":["QH"]}, {"exchange":["3C"],"from":1,"take":["KS"]},
{"pass":true} or {"score":"middle"}. Answer within 10 seconds, and flush.

The strategy is deliberately plain: chase the suit the hand is strongest in,
knock once the hand is worth something, and score each hand where it is
worth the most.
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


def decide(request):
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
