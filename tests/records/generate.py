#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Random legal Card Yacht game records, made independently of the engine.

The rules here are written again from design.md sections 6 and 9 (and the
rule documents), sharing no code with src/engine: a replay that agrees with
this program agrees with a second reading of the rules. Standard library only.

    generate.py --seed S --count N --out DIR

writes DIR/NNN.json (a record) and DIR/NNN.expected (the outcome line that
`card-yacht-cli replay` must print). As a module, record(seed) returns one
record with its expected outcome and the facts one_change() needs to make
an illegal copy of it.
"""

import argparse
import collections
import copy
import json
import os
import random

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["S", "H", "D", "C"]
DECK = [rank + suit for suit in SUITS for rank in RANKS]
CATEGORIES = ["five-flush", "sequence", "card-yacht", "three-and-two", "high", "middle",
              "low", "flush", "spades", "hearts", "diamonds", "clubs"]
SUIT_CATEGORIES = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
NAMES = ["Ann", "Bob", "Jérôme", "Zoë", "Ann", "Li Wei", "O'Neil", "Ὀδυσσεύς"]


def rank_of(card):
    return RANKS.index(card[:-1]) + 1


def points_of(card):
    return min(rank_of(card), 10)


def score(category, hand):
    """What five cards are worth in one category (section 6)."""
    ranks = sorted(rank_of(c) for c in hand)
    suits = {c[-1] for c in hand}
    counts = sorted(collections.Counter(ranks).values())
    total = sum(points_of(c) for c in hand)
    in_sequence = all(ranks[i + 1] == ranks[i] + 1 for i in range(4))
    one_suit = len(suits) == 1
    if category == "five-flush":
        return 100 if one_suit and in_sequence else 0
    if category == "sequence":
        return 50 if in_sequence else 0
    if category == "card-yacht":
        return 75 if 4 in counts else 0
    if category == "three-and-two":
        return 25 if counts == [2, 3] else 0
    if category == "high":
        return 25 if total == 50 else 0
    if category == "middle":
        return 50 if total == 25 else 0
    if category == "low":
        return 50 if total <= 10 else 0
    if category == "flush":
        return 25 if one_suit else 0
    suit = SUIT_CATEGORIES[category]
    return sum(points_of(c) for c in hand if c[-1] == suit)


class Game:
    def __init__(self, rng, n_players, stock_rule, turn_limit, dealer):
        self.rng = rng
        self.n = n_players
        self.stock_rule = stock_rule
        self.turn_limit = turn_limit
        self.dealer = dealer
        self.sheets = [dict() for _ in range(n_players)]
        # Some players never knock: their hands end by the house rules.
        self.knock_weight = rng.choice([0, 0, 1, 2])
        self.stats = collections.Counter()
        # Facts for illegal copies: (hand index, action index, kind, details).
        self.facts = []

    def total(self, seat):
        sheet = self.sheets[seat]
        suits = sum(sheet.get(c, 0) for c in SUIT_CATEGORIES)
        return sum(sheet.values()) + (100 if suits >= 148 else 0)

    def can_knock(self, seat, hand):
        return any(score(c, hand) > 0 for c in CATEGORIES if c not in self.sheets[seat])

    def play_hand(self, h):
        rng, n = self.rng, self.n
        deck = DECK[:]
        rng.shuffle(deck)
        hands = [[] for _ in range(n)]
        for i in range(5 * n):
            hands[(self.dealer + 1 + i) % n].append(deck[i])
        stock = deck[5 * n:]          # the top is stock[0]
        harbors = [[] for _ in range(n)]
        turns = [0] * n
        actions = []
        to_move = (self.dealer + 1) % n
        last_turns = None             # turns left after a knock
        passes = 0

        def fact(kind, **details):
            self.facts.append(dict(hand=h, action=len(actions), kind=kind, **details))

        while True:
            seat = to_move
            hand = hands[seat]
            if last_turns is None and ((not stock and self.stock_rule == "automatic-knock")
                                       or turns[seat] >= self.turn_limit):
                # An automatic knock: not written.
                self.stats["automatic knocks"] += 1
                turns[seat] += 1
                last_turns = n - 1
                to_move = (seat + 1) % n
                continue

            others = [card for card in DECK if card not in hand]
            fact("move", seat=seat, cards=hand[:], stock=len(stock), others=others,
                 harbors=[x[:] for x in harbors], last=last_turns is not None,
                 may_knock=last_turns is None and self.can_knock(seat, hand))

            choices = ["draw"] if stock else []
            if last_turns is None and self.can_knock(seat, hand):
                choices += ["knock"] * self.knock_weight
            if last_turns is not None or (self.stock_rule == "pass" and not stock):
                choices += ["pass"]
            opponents = [q for q in range(n) if q != seat and harbors[q]]
            if opponents:
                choices += ["exchange"] * 2
            kind = rng.choice(choices)

            turns[seat] += 1
            if kind == "knock":
                actions.append({"seat": seat, "knock": True})
                last_turns = n - 1
                to_move = (seat + 1) % n
                continue

            if kind == "pass":
                actions.append({"seat": seat, "pass": True})
            elif kind == "draw":
                k = rng.randint(1, min(5, len(stock)))
                laid = rng.sample(hand, k)
                for card in laid:
                    hand.remove(card)
                harbors[seat] += laid
                hand += stock[:k]
                del stock[:k]
                actions.append({"seat": seat, "draw": laid})
            else:
                opponent = rng.choice(opponents)
                k = rng.randint(1, min(5, len(harbors[opponent])))
                laid = rng.sample(hand, k)
                taken = rng.sample(harbors[opponent], k)
                for card in laid:
                    hand.remove(card)
                harbors[seat] += laid
                for card in taken:
                    harbors[opponent].remove(card)
                hand += taken
                actions.append({"seat": seat, "exchange": laid, "from": opponent, "take": taken})

            if last_turns is not None:
                last_turns -= 1
                if last_turns == 0:
                    break
            elif kind == "pass":
                passes += 1
                if passes == n:
                    self.stats["hands ended by passes"] += 1
                    break
            else:
                passes = 0
            to_move = (seat + 1) % n

        for seat in range(n):
            unused = [c for c in CATEGORIES if c not in self.sheets[seat]]
            if rng.random() < 0.5:
                category = max(unused, key=lambda c: score(c, hands[seat]))
            else:
                category = rng.choice(unused)
            fact("score", seat=seat, used=sorted(self.sheets[seat]))
            self.sheets[seat][category] = score(category, hands[seat])
            actions.append({"seat": seat, "score": category})

        self.dealer = (self.dealer + 1) % n
        return {"deck": deck, "actions": actions}


def record(seed):
    """One random legal record, its outcome, and facts for illegal copies."""
    rng = random.Random(seed)
    n = rng.randint(2, 4)
    stock_rule = rng.choice(["automatic-knock", "pass"])
    options = {"stock_rule": stock_rule}
    turn_limit = 25
    if rng.random() < 0.25:
        # Not in section 9's example; card-yacht-cli reads it (README).
        turn_limit = rng.randint(5, 30)
        options["turn_limit"] = turn_limit
    dealer = rng.randrange(n)
    game = Game(rng, n, stock_rule, turn_limit, dealer)
    # Most records are whole games; some stop after any whole hand.
    n_hands = 12 if rng.random() < 0.7 else rng.randint(0, 11)
    hands = [game.play_hand(h) for h in range(n_hands)]
    result = {
        "game": "card-yacht",
        "players": rng.sample(NAMES, n),
        "options": options,
        "dealer": dealer,
        "hands": hands,
    }
    outcome = {
        "game": "card-yacht",
        "totals": [game.total(p) for p in range(n)],
        # Only the categories used, in sheet order.
        "sheets": [{c: game.sheets[p][c] for c in CATEGORIES if c in game.sheets[p]} for p in range(n)],
    }
    return result, outcome, game.facts, game.stats


def global_index(rec, h, a):
    return sum(len(x["actions"]) for x in rec["hands"][:h]) + a


def one_change(rec, facts, rng):
    """A copy of @rec with one change that makes it illegal, and where the
    replay must stop: (record, hand, action or None, what was changed)."""
    while True:
        bad = copy.deepcopy(rec)
        hands = bad["hands"]
        if not hands:
            return None
        fact = rng.choice(facts)
        h, a = fact["hand"], fact["action"]
        actions = hands[h]["actions"]
        action = actions[a]
        n = len(bad["players"])
        kind = rng.randrange(12)

        if kind == 0:
            action["seat"] = rng.choice([s for s in range(n) if s != action["seat"]])
            return bad, h, a, "another seat"
        if kind == 1 and fact["kind"] == "move" and ("draw" in action or "exchange" in action):
            key = "draw" if "draw" in action else "exchange"
            action[key][rng.randrange(len(action[key]))] = rng.choice(fact["others"])
            return bad, h, a, "a card not in the hand"
        if kind == 2 and "take" in action:
            harbor = fact["harbors"][action["from"]]
            action["take"][0] = rng.choice([c for c in DECK if c not in harbor])
            return bad, h, a, "a card not in that Harbor"
        if kind == 3 and "exchange" in action:
            action["from"] = action["seat"]
            return bad, h, a, "from the own Harbor"
        if kind == 4 and fact["kind"] == "move" and not fact["last"] and fact["stock"] > 0:
            actions[a] = {"seat": action["seat"], "pass": True}
            return bad, h, a, "a pass with cards in the stock"
        if kind == 5 and fact["kind"] == "move" and (fact["last"] or not fact["may_knock"]):
            actions[a] = {"seat": action["seat"], "knock": True}
            return bad, h, a, "a knock not allowed"
        if kind == 6 and fact["kind"] == "move" and fact["stock"] < 5:
            actions[a] = {"seat": action["seat"], "draw": fact["cards"][:fact["stock"] + 1]}
            return bad, h, a, "a draw of more than the stock"
        if kind == 7 and fact["kind"] == "score" and fact["used"]:
            action["score"] = rng.choice(fact["used"])
            return bad, h, a, "a category used before"
        if kind == 8:
            if fact["kind"] == "score":
                actions[a] = {"seat": action["seat"], "pass": True}
                return bad, h, a, "a move once the hand is over"
            actions[a] = {"seat": action["seat"], "score": "low"}
            return bad, h, a, "a score before the hand is over"
        if kind == 9:
            del actions[-1]
            return bad, h, len(actions), "a hand cut short"
        if kind == 10:
            actions.append({"seat": 0, "pass": True})
            return bad, h, len(actions) - 1, "an action after the hand"
        if kind == 11:
            deck = hands[h]["deck"]
            deck[rng.randrange(1, 52)] = deck[0]
            return bad, h, None, "a card twice in the deck"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for i in range(args.count):
        rec, outcome, _, _ = record(args.seed * 100003 + i)
        with open(os.path.join(args.out, "%03d.json" % i), "w", encoding="utf-8") as f:
            json.dump(rec, f, ensure_ascii=False)
        with open(os.path.join(args.out, "%03d.expected" % i), "w", encoding="utf-8") as f:
            f.write(json.dumps(outcome, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
