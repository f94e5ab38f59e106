#!/usr/bin/env python3
# make-figures.py: draws the example hands of the help from our own deck
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
#     python3 help/make-figures.py
#
# (Re)writes help/C/figures/*.svg with data/cards/cy_deck.py and
# data/dice/cy_dice.py, each with its cards or dice in a <desc>
# ("5H 6H 7H 8H 9H", "6 6 6 5 5"). The SVGs are committed, so building the
# help never needs Python. Before writing, every example hand is scored
# here, independently of the game's engine, and the script stops if a hand
# does not score what its page says it does; tests/help/test-help-claims.c then
# checks Card Yacht's pages' claims against the engine itself. How to Play
# shows some of these figures too (src/ui/cy-ui.gresource.xml).

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "data", "cards"))
sys.path.insert(0, os.path.join(HERE, "..", "data", "dice"))

import cy_deck  # noqa: E402
import cy_dice  # noqa: E402

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

# Yacht: name: (dice, the positions kept (drawn raised), a claim of the page
# or None). Claims as (category, score) by the rules with the bonus.
DICE = {
    "yacht-keep": ("5 5 2 5 6", (0, 1, 3), None),
    "yacht-full-house": ("6 6 6 5 5", (), ("full-house", 28)),
    "yacht-yacht": ("3 3 3 3 3", (), ("yacht", 50)),
}

# Boat: name: (cards, drawing options). "BOAT" is the Boat card, "back" a
# card face down.
BOAT = {
    "boat-ranks": ("BOAT AS KS QS JS 10S 9S 8S 7S 6S 5S", {"overlap": 0.5}),
    "boat-points": ("BOAT AH 10S 5D 9C", {}),
    "boat-bonus": ("back back back back back", {}),
    # A trick with hearts trump, played South, West, North, East; the
    # winning card raised.
    "boat-trick": ("AS 5H KS 6H", {"overlap": 0, "raised": (3,)}),
}

# What the Boat pages say of those cards: their points, and a trick's winner.
BOAT_POINTS = {"boat-points": 45}
BOAT_TRICKS = {"boat-trick": ("H", 3)}

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


def dice_score(category, dice):
    """Yacht with the bonus, for the categories the figures claim."""
    faces = [int(d) for d in dice.split()]
    assert len(faces) == 5 and all(1 <= d <= 6 for d in faces), dice
    counts = sorted(faces.count(d) for d in set(faces))
    if category == "full-house":
        return sum(faces) if counts == [2, 3] else 0
    if category == "yacht":
        return 50 if counts == [5] else 0
    raise ValueError(category)


BOAT_ORDER = {"J": 11, "Q": 12, "K": 13, "A": 14}


def boat_points(card):
    if card == "BOAT":
        return 20
    rank, _ = parse(card)
    return {"A": 10, "10": 10, "5": 5}.get(rank, 0)


def boat_trick_winner(cards, trump):
    """The rules of boat-tricks.page: the highest trump, else the highest of the suit led."""
    def strength(card):
        if card == "BOAT":
            return (2, 99)
        rank, suit = parse(card)
        value = BOAT_ORDER.get(rank) or int(rank)
        if suit == trump:
            return (2, value)
        return (1, value) if suit == parse(cards[0])[1] else (0, value)
    return max(range(len(cards)), key=lambda i: strength(cards[i]))


def check():
    wrong = []
    for name, (dice, _, claim) in DICE.items():
        if claim is not None and dice_score(claim[0], dice) != claim[1]:
            wrong.append("%s: %s scores %d in %s, not %d"
                         % (name, dice, dice_score(claim[0], dice), claim[0], claim[1]))
    for name, want in BOAT_POINTS.items():
        got = sum(boat_points(c) for c in BOAT[name][0].split())
        if got != want:
            wrong.append("%s: %s holds %d points, not %d" % (name, BOAT[name][0], got, want))
    for name, (trump, want) in BOAT_TRICKS.items():
        cards = BOAT[name][0].split()
        got = boat_trick_winner(cards, trump)
        if got != want or BOAT[name][1].get("raised") != (want,):
            wrong.append("%s: card %d wins with %s trump, not %d" % (name, got, trump, want))
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
    figures.update(BOAT)
    drawn = {name: (cards, cy_deck.hand_figure_svg(cards.split(), **options))
             for name, (cards, options) in figures.items()}
    drawn.update({name: (dice, cy_dice.dice_figure_svg(dice.split(), raised=kept))
                  for name, (dice, kept, _) in DICE.items()})
    for name, (cards, svg) in sorted(drawn.items()):
        # The cards in words too: tests/help/test-help-claims.c reads them here,
        # from the picture the page shows, and scores them.
        head, sep, body = svg.partition(">\n<g ")
        svg = head + sep.replace("\n", "\n<desc>%s</desc>\n", 1) % cards + body
        with open(os.path.join(FIGURES_DIR, name + ".svg"), "w", encoding="utf-8") as f:
            f.write(svg)
    print("wrote %d figures to %s" % (len(drawn), os.path.relpath(FIGURES_DIR)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
