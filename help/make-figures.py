#!/usr/bin/env python3
# make-figures.py: draws the example hands of the help from our own deck
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
#     python3 help/make-figures.py
#
# (Re)writes help/C/figures/*.svg with data/cards/cy_deck.py, each with its
# cards in a <desc> ("5H 6H 7H 8H 9H"). The SVGs are committed, so building
# the help never needs Python. Before writing, every example hand is scored
# here, independently of the game's engine, and the script stops if a hand
# does not score what its page says it does; tests/test-help-claims.c then
# checks the pages' claims against the engine itself.

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "data", "cards"))

import cy_deck  # noqa: E402

FIGURES_DIR = os.path.join(HERE, "C", "figures")

# name: (cards, category, what the page says the hand scores there)
HANDS = {
    "five-flush-meets": ("5H 6H 7H 8H 9H", "five-flush", 100),
    "five-flush-nearly": ("5H 6H 7C 8H 9H", "five-flush", 0),
    "sequence-meets": ("9C 10D JS QH KC", "sequence", 50),
    "sequence-nearly": ("QS KH AD 2C 3S", "sequence", 0),
    "card-yacht-meets": ("8S 8H 8D 8C 3H", "card-yacht", 75),
    "card-yacht-nearly": ("8S 8H 8D 3C 3H", "card-yacht", 0),
    "three-and-two-meets": ("KS KH KD 4C 4S", "three-and-two", 25),
    "three-and-two-nearly": ("KS KH KD QC JS", "three-and-two", 0),
    "high-meets": ("KC QD JS 10H 10C", "high", 25),
    "high-nearly": ("KC QD JS 10H 9C", "high", 0),
    "middle-meets": ("KH 7C 4S 3D AC", "middle", 50),
    "middle-nearly": ("KH 7C 4S 3D 2C", "middle", 0),
    "low-meets": ("AS AD 2H 3C 3S", "low", 50),
    "low-nearly": ("AS 2D 2H 3C 3S", "low", 0),
    "flush-meets": ("2D 5D 9D JD KD", "flush", 25),
    "flush-nearly": ("2D 5D 9D JD KH", "flush", 0),
    "spades-meets": ("KS QS JS 10S 8S", "spades", 48),
    "spades-nearly": ("KS QS JS 10H 8H", "spades", 30),
    "hearts-meets": ("QH JH 10H 9H 3D", "hearts", 39),
    "hearts-nearly": ("QH JH 10H AH 3D", "hearts", 31),
    "diamonds-meets": ("KD QD JD 7D 5S", "diamonds", 37),
    "diamonds-nearly": ("KD QD JD 6D 5S", "diamonds", 36),
    "clubs-meets": ("KC JC 9C 7C 4C", "clubs", 40),
    "clubs-nearly": ("KC JC 9C 7C 4H", "clubs", 36),
}

# Other scores the pages mention for these hands.
ALSO = [
    ("five-flush-nearly", "sequence", 50),
    ("card-yacht-nearly", "three-and-two", 25),
    ("three-and-two-nearly", "high", 25),
    ("high-nearly", "sequence", 50),
    ("clubs-meets", "flush", 25),
]

# Figures that are not hands to score.
ROWS = {
    "ranks": "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S AS",
}

RANK_ORDER = {"A": 1, "J": 11, "Q": 12, "K": 13}
SUIT_KEYS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def parse(card):
    return card[:-1], card[-1]


def order(rank):
    return RANK_ORDER.get(rank) or int(rank)


def points(rank):
    return min(order(rank), 10)


def score(category, hand):
    """The rules of the help, section by section; Ace low only."""
    cards = [parse(c) for c in hand.split()]
    assert len(cards) == 5 and len(set(hand.split())) == 5, hand
    ranks = sorted(order(r) for r, _ in cards)
    counts = sorted(ranks.count(r) for r in set(ranks))
    total = sum(points(r) for r, _ in cards)
    one_suit = len({s for _, s in cards}) == 1
    in_sequence = counts == [1] * 5 and ranks[4] - ranks[0] == 4
    if category == "five-flush":
        return 100 if in_sequence and one_suit else 0
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
    for letter, key in SUIT_KEYS.items():
        if category == key:
            return sum(points(r) for r, s in cards if s == letter)
    raise ValueError(category)


def check():
    wrong = []
    checks = [(name, cat, want) for name, (_, cat, want) in HANDS.items()] + ALSO
    for name, category, want in checks:
        got = score(category, HANDS[name][0])
        if got != want:
            wrong.append("%s: %s scores %d in %s, not %d"
                         % (name, HANDS[name][0], got, category, want))
    return wrong


def main():
    wrong = check()
    if wrong:
        for line in wrong:
            print(line, file=sys.stderr)
        return 1
    os.makedirs(FIGURES_DIR, exist_ok=True)
    figures = {name: (cards, {}) for name, (cards, _, _) in HANDS.items()}
    figures.update({name: (cards, {"overlap": 0.5, "card_width": 72})
                    for name, cards in ROWS.items()})
    for name, (cards, options) in sorted(figures.items()):
        svg = cy_deck.hand_figure_svg(cards.split(), **options)
        # The cards in words too: tests/test-help-claims.c reads them here,
        # from the picture the page shows, and scores them.
        head, sep, body = svg.partition(">\n<g ")
        svg = head + sep.replace("\n", "\n<desc>%s</desc>\n", 1) % cards + body
        with open(os.path.join(FIGURES_DIR, name + ".svg"), "w", encoding="utf-8") as f:
            f.write(svg)
    print("wrote %d figures to %s" % (len(figures), os.path.relpath(FIGURES_DIR)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
