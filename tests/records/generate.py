#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Random legal Card Yacht and Yacht (dice) game records, made independently of the engine.

The rules here are written again from design.md sections 6 and 9 (and the
rule documents), sharing no code with src/engine: a replay that agrees with
this program agrees with a second reading of the rules. Standard library only.

    generate.py [--game card-yacht|dice-yacht] --seed S --count N --out DIR

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


# --- Yacht, the dice game (design.md sections 7 and 9: "dice-yacht") ---------

DICE_KEYS = {
    "yacht-bonus": ["ones", "twos", "threes", "fours", "fives", "sixes", "choice", "four-of-a-kind",
                    "full-house", "small-straight", "large-straight", "yacht"],
    "yacht-1938": ["ones", "twos", "threes", "fours", "fives", "sixes", "full-house", "four-of-a-kind",
                   "small-straight", "big-straight", "choice", "yacht"],
    "yatzy": ["ones", "twos", "threes", "fours", "fives", "sixes", "one-pair", "two-pairs", "three-of-a-kind",
              "four-of-a-kind", "small-straight", "large-straight", "full-house", "chance", "yatzy"],
    "yahtzee": ["ones", "twos", "threes", "fours", "fives", "sixes", "three-of-a-kind", "four-of-a-kind",
                "full-house", "small-straight", "large-straight", "chance", "yahtzee"],
}
UPPER_BONUS = {"yacht-bonus": 35, "yacht-1938": 0, "yatzy": 50, "yahtzee": 35}
UPPER = ["ones", "twos", "threes", "fours", "fives", "sixes"]


def dice_score(rules, category, dice, joker=False):
    """What five dice are worth in one category (section 7); @joker: five
    equal dice on a filled Yahtzee box (yahtzee rules)."""
    counts = collections.Counter(dice)
    faces = set(dice)
    runs = [{1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6}]
    if joker and category in ("full-house", "small-straight", "large-straight"):
        return {"full-house": 25, "small-straight": 30, "large-straight": 40}[category]
    if category in UPPER:
        face = UPPER.index(category) + 1
        return face * counts[face]
    if category in ("choice", "chance"):
        return sum(dice)
    if category in ("yacht", "yatzy", "yahtzee"):
        return 50 if len(faces) == 1 else 0
    if category == "full-house":
        # Five equal dice are no Full House (house rule).
        if sorted(counts.values()) != [2, 3]:
            return 0
        return 25 if rules == "yahtzee" else sum(dice)
    if category == "one-pair":
        return max([2 * f for f in faces if counts[f] >= 2], default=0)
    if category == "two-pairs":
        pairs = [f for f in faces if counts[f] >= 2]
        return 2 * sum(pairs) if len(pairs) == 2 else 0
    if category == "three-of-a-kind":
        face, count = counts.most_common(1)[0]
        if count < 3:
            return 0
        return 3 * face if rules == "yatzy" else sum(dice)
    if category == "four-of-a-kind":
        face, count = counts.most_common(1)[0]
        if count < 4:
            return 0
        return sum(dice) if rules in ("yacht-bonus", "yahtzee") else 4 * face
    if category == "small-straight":
        if rules == "yacht-1938":
            return 30 if faces == {1, 2, 3, 4, 5} else 0
        if rules == "yatzy":
            return 15 if faces == {1, 2, 3, 4, 5} else 0
        hit = any(run <= faces for run in runs)
        return (30 if rules == "yahtzee" else 15) if hit else 0
    if category == "large-straight":
        if rules == "yatzy":
            return 20 if faces == {2, 3, 4, 5, 6} else 0
        hit = faces in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})
        return (40 if rules == "yahtzee" else 30) if hit else 0
    if category == "big-straight":
        return 30 if faces == {2, 3, 4, 5, 6} else 0
    raise ValueError(category)


def dice_total(rules, sheet, yahtzee_bonus=0):
    upper = sum(sheet.get(c, 0) for c in UPPER)
    bonus = UPPER_BONUS[rules] if upper >= 63 else 0
    return sum(sheet.values()) + bonus + yahtzee_bonus


def dice_open(rules, sheet, dice):
    """The categories the dice may go into: the open ones, as the yahtzee
    rules' forced Joker allows (five equal dice on a filled Yahtzee box:
    their face's upper box if open, else an open lower box, else an open
    upper box). Returns (keys, joker)."""
    open_keys = [c for c in DICE_KEYS[rules] if c not in sheet]
    if rules != "yahtzee" or "yahtzee" not in sheet or len(set(dice)) != 1:
        return open_keys, False
    own = UPPER[dice[0] - 1]
    if own in open_keys:
        return [own], True
    lower = [c for c in open_keys if c not in UPPER]
    return (lower or open_keys), True


def dice_record(seed):
    """One random legal dice-yacht record, its outcome, and facts (one per
    action: its index, the dice on the table before it, the seat's used
    categories) for dice_one_change()."""
    rng = random.Random(seed)
    rules = rng.choice(sorted(DICE_KEYS))
    n = rng.randint(1, 4)
    greedy = rng.random() < 0.5
    sheets = [{} for _ in range(n)]
    yahtzee_bonus = [0] * n
    actions = []
    facts = []
    # Most records are whole games; some stop after any whole round.
    n_categories = len(DICE_KEYS[rules])
    n_rounds = n_categories if rng.random() < 0.7 else rng.randint(0, n_categories - 1)
    for _ in range(n_rounds):
        for seat in range(n):
            dice = [rng.randint(1, 6) for _ in range(5)]
            if rules == "yahtzee" and rng.random() < 0.2:
                # Five equal dice often, so that the Joker is played.
                dice = [rng.randint(1, 6)] * 5
            facts.append({"index": len(actions), "kind": "first", "seat": seat, "table": None})
            actions.append({"seat": seat, "roll": list(dice)})
            for roll in range(rng.choice([0, 1, 1, 2, 2, 2])):
                # Keep any dice but all five, named in any order; a greedy
                # player keeps its most common face.
                if greedy:
                    face, count = collections.Counter(dice).most_common(1)[0]
                    kept = [face] * min(count, 4)
                else:
                    kept = rng.sample(dice, rng.randint(0, 4))
                new = [rng.randint(1, 6) for _ in range(5 - len(kept))]
                facts.append({"index": len(actions), "kind": "keep", "seat": seat, "table": list(dice),
                              "third": roll == 1})
                actions.append({"seat": seat, "keep": kept, "roll": new})
                dice = kept + new
            open_keys, joker = dice_open(rules, sheets[seat], dice)
            if greedy:
                # Chases the bonus: an upper category worth three of its face first.
                category = max(open_keys, key=lambda c: (c in UPPER and dice_score(rules, c, dice, joker)
                                                         >= 3 * (UPPER.index(c) + 1),
                                                         dice_score(rules, c, dice, joker)))
            else:
                category = rng.choice(open_keys)
            if rules == "yahtzee" and "yahtzee" in open_keys and len(set(dice)) == 1 and rng.random() < 0.8:
                category = "yahtzee"
            facts.append({"index": len(actions), "kind": "score", "seat": seat,
                          "used": sorted(sheets[seat]), "table": list(dice),
                          "refused": [c for c in DICE_KEYS[rules] if c not in sheets[seat] and c not in open_keys]})
            actions.append({"seat": seat, "score": category})
            if joker and sheets[seat]["yahtzee"] == 50:
                yahtzee_bonus[seat] += 100
            sheets[seat][category] = dice_score(rules, category, dice, joker)

    names = [rng.choice(NAMES) for _ in range(n)]
    result = {"game": "dice-yacht", "rules": rules, "players": names, "actions": actions}
    outcome = {
        "game": "dice-yacht",
        "totals": [dice_total(rules, sheets[p], yahtzee_bonus[p]) for p in range(n)],
        "sheets": [{c: sheets[p][c] for c in DICE_KEYS[rules] if c in sheets[p]} for p in range(n)],
    }
    return result, outcome, facts


def dice_one_change(rec, facts, rng):
    """A copy of @rec with one change that makes it illegal, and the index
    of the action where the replay must stop: (record, index, what)."""
    if not facts:
        return None
    n = len(rec["players"])
    while True:
        bad = copy.deepcopy(rec)
        actions = bad["actions"]
        fact = rng.choice(facts)
        a = fact["index"]
        action = actions[a]
        kind = rng.randrange(9)

        if kind == 0 and n > 1:
            action["seat"] = rng.choice([s for s in range(n) if s != action["seat"]])
            return bad, a, "another seat"
        if kind == 1 and "roll" in action and action["roll"]:
            action["roll"][rng.randrange(len(action["roll"]))] = rng.choice([0, 7])
            return bad, a, "a die that is no die"
        if kind == 2 and fact["kind"] == "keep" and len(action["keep"]) < 4:
            # One die more of a face than the table shows.
            table = collections.Counter(fact["table"])
            kept = collections.Counter(action["keep"])
            faces = [f for f in range(1, 7) if kept[f] >= table[f]]
            action["keep"].append(rng.choice(faces))
            action["roll"].pop()
            return bad, a, "a kept die not on the table"
        if kind == 3 and fact["kind"] == "keep":
            action["roll"].append(rng.randint(1, 6))
            return bad, a, "a new die too many"
        if kind == 4 and fact["kind"] == "score" and fact["used"]:
            action["score"] = rng.choice(fact["used"])
            return bad, a, "a category used before"
        if kind == 5 and fact["kind"] == "first":
            action["keep"] = [action["roll"].pop()]
            return bad, a, "a die kept at the first roll"
        if kind == 6 and fact["kind"] == "score":
            if any(f["kind"] == "keep" and f.get("third") and f["index"] == a - 1 for f in facts):
                actions.insert(a, {"seat": action["seat"], "keep": [], "roll": [1, 2, 3, 4, 5]})
                return bad, a, "a fourth roll"
            actions[a] = {"seat": action["seat"], "score": "ones-and-twos"}
            return bad, a, "an unknown category"
        if kind == 8 and fact["kind"] == "score" and fact.get("refused"):
            action["score"] = rng.choice(fact["refused"])
            return bad, a, "an open category the Joker rules out"
        if kind == 7:
            # Cut inside the last round, or go on after the game.
            if sum("score" in x for x in actions) == len(DICE_KEYS[rec["rules"]]) * n:
                actions.append({"seat": 0, "roll": [1, 1, 1, 1, 1]})
                return bad, len(actions) - 1, "an action after the game"
            if actions:
                del actions[-1]
                return bad, len(actions), "a round cut short"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--out", required=True)
    parser.add_argument("--game", choices=["card-yacht", "dice-yacht"], default="card-yacht")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for i in range(args.count):
        if args.game == "dice-yacht":
            rec, outcome, _ = dice_record(args.seed * 100003 + i)
        else:
            rec, outcome, _, _ = record(args.seed * 100003 + i)
        with open(os.path.join(args.out, "%03d.json" % i), "w", encoding="utf-8") as f:
            json.dump(rec, f, ensure_ascii=False)
        with open(os.path.join(args.out, "%03d.expected" % i), "w", encoding="utf-8") as f:
            f.write(json.dumps(outcome, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
