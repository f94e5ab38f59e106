#!/usr/bin/env python3
# cy_deck.py: generates the Card Yacht SVG decks
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Run it to (re)write card-yacht.svg and card-yacht-four-colour.svg beside
# this script (or in the directory given as the only argument):
#
#     python3 data/cards/cy_deck.py [OUTDIR]
#
# The generated files are committed, so building the game never needs Python.
# Every card is a group with an AisleRiot element id (club_1 ... spade_king,
# back, slot) drawn in its own coordinates, 250 x 350 units, and references
# nothing outside itself: no <defs>, no <use>, no text (the indices are drawn
# as paths so that they look the same whatever fonts are installed).
#
# The module is also imported by the help figures:
#
#     import cy_deck
#     svg = cy_deck.hand_figure_svg(["QH", "10S", "club_1"], overlap=0.4)

import math
import os
import sys

CARD_W = 250
CARD_H = 350
CORNER_R = 14

SUITS = ("club", "diamond", "heart", "spade")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")

# The notation of card-yacht-cli and the rule documents ("QH", "10s").
_RANK_BY_SYMBOL = {
    "A": "1", "J": "jack", "Q": "queen", "K": "king",
    **{str(n): str(n) for n in range(2, 11)},
}
_SUIT_BY_LETTER = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}

INK = "#1d1d24"
RED = "#c8102e"
BLUE = "#1259b8"
GREEN = "#18763a"
NAVY = "#213a6b"
GOLD = "#e1b43c"
GOLD_DARK = "#9a7318"
SKIN = "#f6d9bb"
SKIN_LINE = "#7a5236"
CREAM = "#fdf8ec"
BORDER = "#8f959c"
FACE = "#ffffff"

PALETTES = {
    False: {"spade": INK, "heart": RED, "diamond": RED, "club": INK},
    True: {"spade": INK, "heart": RED, "diamond": BLUE, "club": GREEN},
}


def _fmt(value):
    """Short, stable number formatting, so the generated files diff well."""
    text = "%.2f" % value
    text = text.rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


# ---------------------------------------------------------------------------
# Suit symbols, in a box of about 100 x 100 units centred on the origin.

_SPADE = (
    "M0,-50C-6,-38-20,-26-34,-14C-44,-5-50,4-50,14C-50,29-39,38-26,38"
    "C-16,38-8,33-4,26C-5,36-10,44-19,50L19,50C10,44,5,36,4,26"
    "C8,33,16,38,26,38C39,38,50,29,50,14C50,4,44,-5,34,-14C20,-26,6,-38,0,-50Z"
)
_HEART = (
    "M0,48C-8,38-24,24-36,10C-46,-2-50,-12-50,-22C-50,-38-38,-48-25,-48"
    "C-13,-48-4,-41,0,-30C4,-41,13,-48,25,-48C38,-48,50,-38,50,-22"
    "C50,-12,46,-2,36,10C24,24,8,38,0,48Z"
)
_DIAMOND = (
    "M0,-50C11,-33,23,-17,38,0C23,17,11,33,0,50"
    "C-11,33-23,17-38,0C-23,-17-11,-33,0,-50Z"
)


def _circle_path(cx, cy, r):
    # Clockwise, like the other sub-paths of the club, so they unite.
    return "M%s,%sa%s,%s 0 1,1 %s,0a%s,%s 0 1,1 %s,0Z" % (
        _fmt(cx - r), _fmt(cy), _fmt(r), _fmt(r), _fmt(2 * r),
        _fmt(r), _fmt(r), _fmt(-2 * r))


_CLUB = (
    _circle_path(0, -25, 23) + _circle_path(-26, 13, 23) + _circle_path(26, 13, 23)
    + "M-12,-10L12,-10L18,16L-18,16Z"
    + "M-4,14C-5,32-10,43-19,50L19,50C10,43,5,32,4,14Z"
)

SUIT_PATHS = {"spade": _SPADE, "heart": _HEART, "diamond": _DIAMOND, "club": _CLUB}


def suit_symbol(suit, x, y, size, colour, rotate=False):
    """A suit symbol centred on (x, y), about size units tall."""
    transform = "translate(%s,%s)" % (_fmt(x), _fmt(y))
    if rotate:
        transform += " rotate(180)"
    transform += " scale(%s)" % _fmt(size / 100.0)
    return '<path transform="%s" fill="%s" d="%s"/>' % (transform, colour, SUIT_PATHS[suit])


# ---------------------------------------------------------------------------
# Rank glyphs: centre lines of a stroked, rounded sans, 100 units tall.
# Each entry is (width, path data).

_GLYPHS = {
    "A": (66, "M2,100L33,0L64,100M14,64L52,64"),
    "2": (58, "M4,24C4,8,16,0,29,0C44,0,55,10,55,25C55,44,38,58,4,100L58,100"),
    "3": (58, "M5,10C11,3,19,0,29,0C44,0,54,9,54,24C54,39,43,47,25,47"
              "C45,47,57,58,57,73C57,90,45,100,29,100C17,100,8,96,2,88"),
    "4": (62, "M44,100L44,0L2,68L62,68"),
    "5": (58, "M53,0L12,0L7,44C14,39,21,37,30,37C46,37,57,49,57,68"
              "C57,88,45,100,29,100C17,100,8,96,2,88"),
    "6": (58, "M51,6C45,2,38,0,32,0C14,0,4,20,4,52C4,84,14,100,31,100"
              "C48,100,57,87,57,69C57,51,47,39,31,39C19,39,9,46,4,58"),
    "7": (58, "M2,0L58,0C40,27,28,58,22,100"),
    "8": (58, "M29,46C15,46,7,37,7,23C7,9,16,0,29,0C42,0,51,9,51,23"
              "C51,37,43,46,29,46C13,46,3,57,3,73C3,90,14,100,29,100"
              "C44,100,55,90,55,73C55,57,45,46,29,46Z"),
    "9": (58, "M7,94C13,98,20,100,26,100C44,100,54,80,54,48C54,16,44,0,27,0"
              "C10,0,1,13,1,31C1,49,11,61,27,61C39,61,49,54,54,42"),
    "10": (78, "M1,17L17,2L17,100"
               "M55,0C40,0,33,20,33,50C33,80,40,100,55,100"
               "C70,100,77,80,77,50C77,20,70,0,55,0Z"),
    "J": (46, "M44,0L44,68C44,89,35,100,22,100C10,100,3,92,1,81"),
    "Q": (66, "M33,0C13,0,2,20,2,50C2,80,13,100,33,100C53,100,64,80,64,50"
              "C64,20,53,0,33,0ZM40,74L64,104"),
    "K": (60, "M4,0L4,100M58,0L4,64M23,42L60,100"),
    "B": (58, "M6,50L31,50C47,50,56,60,56,75C56,90,47,100,31,100L6,100L6,0L28,0"
              "C43,0,51,9,51,24C51,39,43,50,28,50"),
}

_INDEX_LABEL = {
    "1": "A", "jack": "J", "queen": "Q", "king": "K",
    **{str(n): str(n) for n in range(2, 11)},
}


def rank_glyph(label, cx, top, height, colour, weight=17):
    """The rank label, horizontally centred on cx, its cap height height units."""
    width, data = _GLYPHS[label]
    scale = height / 100.0
    return ('<path transform="translate(%s,%s) scale(%s)" fill="none" stroke="%s" '
            'stroke-width="%s" stroke-linecap="round" stroke-linejoin="round" d="%s"/>'
            % (_fmt(cx - width * scale / 2), _fmt(top), _fmt(scale), colour, weight, data))


# ---------------------------------------------------------------------------
# Card faces

INDEX_X = 28           # centre of the index column
INDEX_TOP = 15
INDEX_HEIGHT = 48
INDEX_SUIT_Y = 93
INDEX_SUIT_SIZE = 38


def _outline(fill=FACE):
    # The stroke lies inside the card so that the element's ink extents are
    # exactly 0,0 - 250,350: librsvg fits those extents to the viewport.
    return ('<rect x="1" y="1" width="%s" height="%s" rx="%s" fill="%s" stroke="%s" stroke-width="2"/>'
            % (CARD_W - 2, CARD_H - 2, CORNER_R - 1, fill, BORDER))


def _index(rank, suit, colour):
    label = _INDEX_LABEL[rank]
    one = (rank_glyph(label, INDEX_X, INDEX_TOP, INDEX_HEIGHT, colour)
           + suit_symbol(suit, INDEX_X, INDEX_SUIT_Y, INDEX_SUIT_SIZE, colour))
    # The same index upside down in the opposite corner, for fanned hands
    # held either way round.
    return one + '<g transform="rotate(180,%s,%s)">%s</g>' % (CARD_W // 2, CARD_H // 2, one)


# Standard pip positions: two columns and a centre column; four rows, with the
# seven, eight and ten using the half-way rows in the centre column.
_COL_L, _COL_C, _COL_R = 78, 125, 172
_ROW = (64, 137.3, 212.7, 286)
_MID = 175
_UPPER_HALF = (_ROW[0] + _MID) / 2
_LOWER_HALF = (_ROW[3] + _MID) / 2

PIP_LAYOUT = {
    2: [(_COL_C, _ROW[0]), (_COL_C, _ROW[3])],
    3: [(_COL_C, _ROW[0]), (_COL_C, _MID), (_COL_C, _ROW[3])],
    4: [(_COL_L, _ROW[0]), (_COL_R, _ROW[0]), (_COL_L, _ROW[3]), (_COL_R, _ROW[3])],
    5: [(_COL_L, _ROW[0]), (_COL_R, _ROW[0]), (_COL_C, _MID),
        (_COL_L, _ROW[3]), (_COL_R, _ROW[3])],
    6: [(_COL_L, _ROW[0]), (_COL_R, _ROW[0]), (_COL_L, _MID), (_COL_R, _MID),
        (_COL_L, _ROW[3]), (_COL_R, _ROW[3])],
    7: [(_COL_L, _ROW[0]), (_COL_R, _ROW[0]), (_COL_C, _UPPER_HALF),
        (_COL_L, _MID), (_COL_R, _MID), (_COL_L, _ROW[3]), (_COL_R, _ROW[3])],
    8: [(_COL_L, _ROW[0]), (_COL_R, _ROW[0]), (_COL_C, _UPPER_HALF),
        (_COL_L, _MID), (_COL_R, _MID), (_COL_C, _LOWER_HALF),
        (_COL_L, _ROW[3]), (_COL_R, _ROW[3])],
    9: [(x, y) for y in _ROW for x in (_COL_L, _COL_R)] + [(_COL_C, _MID)],
    10: [(x, y) for y in _ROW for x in (_COL_L, _COL_R)]
        + [(_COL_C, (_ROW[0] + _ROW[1]) / 2), (_COL_C, (_ROW[2] + _ROW[3]) / 2)],
}

PIP_SIZE = 46


def _pips(n, suit, colour):
    parts = []
    for x, y in PIP_LAYOUT[n]:
        # Pips below the middle point the other way, as on printed cards.
        parts.append(suit_symbol(suit, x, y, PIP_SIZE, colour, rotate=y > _MID + 1))
    return "".join(parts)


def _ace(suit, colour):
    size = 128 if suit != "diamond" else 118
    parts = [suit_symbol(suit, CARD_W / 2, CARD_H / 2, size, colour)]
    # A thin ring gives the lone pip some presence without clutter.
    parts.append('<circle cx="125" cy="175" r="84" fill="none" stroke="%s" '
                 'stroke-width="1.5" stroke-opacity="0.35"/>' % colour)
    parts.append('<circle cx="125" cy="175" r="90" fill="none" stroke="%s" '
                 'stroke-width="0.8" stroke-opacity="0.25"/>' % colour)
    return "".join(parts)


# Court cards: a framed panel with a half-length figure, mirrored top to bottom.
FRAME = (56, 22, 194, 328)


def _accent(colour):
    return NAVY if colour in (RED, GREEN) else RED


def _court_half(rank, suit, colour):
    """The upper half of a court panel; the lower half is this rotated."""
    accent = _accent(colour)
    p = []

    # The object each figure holds, behind the shoulders.
    if rank == "king":
        # A sceptre topped with an orb and a cross.
        p.append('<path d="M170,168L168,70" stroke="%s" stroke-width="5" stroke-linecap="round"/>'
                 % GOLD_DARK)
        p.append('<path d="M170,168L168,70" stroke="%s" stroke-width="2.6" stroke-linecap="round"/>'
                 % GOLD)
        p.append('<circle cx="168" cy="62" r="8.5" fill="%s" stroke="%s" stroke-width="1.4"/>'
                 % (GOLD, GOLD_DARK))
        p.append('<path d="M168,53.5L168,41M162.5,46L173.5,46" stroke="%s" stroke-width="2.6" '
                 'stroke-linecap="round"/>' % GOLD_DARK)
    elif rank == "queen":
        # A rose on a long stem.
        p.append('<path d="M166,170C170,150,162,128,170,106" fill="none" stroke="#3f7d3a" '
                 'stroke-width="3" stroke-linecap="round"/>')
        p.append('<path d="M167,134C176,128,182,130,186,124C178,122,171,125,167,134Z" fill="#3f7d3a"/>')
        for i in range(5):
            a = math.radians(90 + i * 72)
            p.append('<circle cx="%s" cy="%s" r="6.5" fill="%s" stroke="%s" stroke-width="0.8"/>'
                     % (_fmt(170 + 6.5 * math.cos(a)), _fmt(97 - 6.5 * math.sin(a)),
                        colour, GOLD_DARK))
        p.append('<circle cx="170" cy="97" r="4.5" fill="%s" stroke="%s" stroke-width="0.8"/>'
                 % (GOLD, GOLD_DARK))
    else:
        # A halberd.
        p.append('<path d="M172,170L170,52" stroke="#6e4b2a" stroke-width="4" stroke-linecap="round"/>')
        p.append('<path d="M170,40L174,58L166,58Z" fill="#b9c0c8" stroke="#59606a" stroke-width="1"/>')
        p.append('<path d="M170,62C180,60,187,66,188,78C182,74,176,74,170,76Z" '
                 'fill="#b9c0c8" stroke="#59606a" stroke-width="1"/>')
        p.append('<path d="M170,64L160,68L170,72Z" fill="#b9c0c8" stroke="#59606a" stroke-width="1"/>')

    # Hair that falls behind the shoulders (the queen's).
    if rank == "queen":
        p.append('<path d="M103,84C98,104,96,124,86,144L112,134C106,118,106,100,108,88Z'
                 'M147,84C152,104,154,124,164,144L138,134C144,118,144,100,142,88Z" '
                 'fill="#8a5a2b" stroke="#5c3a18" stroke-width="1"/>')

    # A cloak in the suit's colour over the shoulders, open at the front on
    # a tunic in the accent colour; mirrored, the two halves read as one
    # standing figure rather than a blob.
    p.append('<path d="M68,175L70,152C72,137,82,129,100,125L150,125C168,129,178,137,180,152L182,175Z" '
             'fill="%s" stroke="%s" stroke-width="1"/>' % (colour, INK))
    p.append('<path d="M108,124L142,124L150,175L100,175Z" fill="%s"/>' % accent)
    if rank == "king":
        # Ermine edges on the cloak.
        p.append('<path d="M101,126L109,124L100,175L90,175Z'
                 'M149,126L141,124L150,175L160,175Z" fill="#ffffff" stroke="#9a9a9a" '
                 'stroke-width="0.8"/>')
        for x, y in ((100, 138), (97, 152), (95, 166), (150, 138), (153, 152), (155, 166)):
            p.append('<path d="M%s,%sl-2.2,5.5h4.4z" fill="%s"/>' % (_fmt(x), _fmt(y - 3), INK))
        # An ermine collar.
        p.append('<path d="M100,125C110,138,140,138,150,125L145,119C136,128,114,128,105,119Z" '
                 'fill="#ffffff" stroke="#9a9a9a" stroke-width="0.8"/>')
        for x in (110, 125, 140):
            p.append('<path d="M%s,%sl-2,5h4z" fill="%s"/>' % (_fmt(x), 127 if x != 125 else 130, INK))
    elif rank == "queen":
        # Gold lace edges and a pearl necklace.
        p.append('<path d="M106,124L99,175M144,124L151,175" fill="none" stroke="%s" '
                 'stroke-width="4"/>' % GOLD)
        p.append('<path d="M106,124L99,175M144,124L151,175" fill="none" stroke="#ffffff" '
                 'stroke-width="1.6" stroke-dasharray="0.1,5" stroke-linecap="round"/>')
        p.append('<path d="M107,124C113,140,137,140,143,124" fill="none" stroke="#ffffff" '
                 'stroke-width="2.6" stroke-dasharray="0.1,4.6" stroke-linecap="round"/>')
        p.append('<circle cx="125" cy="137" r="3.2" fill="%s" stroke="%s" stroke-width="1"/>'
                 % (colour, GOLD))
    else:
        # Gold edges, a high collar and a chequered hem.
        p.append('<path d="M107,124L100,175M143,124L150,175" fill="none" stroke="%s" '
                 'stroke-width="3.5"/>' % GOLD)
        p.append('<path d="M108,122L125,136L142,122L142,128L125,142L108,128Z" fill="%s" '
                 'stroke="%s" stroke-width="0.8"/>' % (GOLD, GOLD_DARK))
        for i in range(8):
            p.append('<rect x="%s" y="166" width="6.25" height="9" fill="%s"/>'
                     % (_fmt(100 + i * 6.25), GOLD if i % 2 == 0 else colour))
    # A belt, then the hand that holds the object.
    p.append('<path d="M101,160L149,160L150,168L100,168Z" fill="%s" stroke="%s" '
             'stroke-width="0.8"/>' % (GOLD, GOLD_DARK))
    p.append('<rect x="121" y="158.5" width="8" height="11" rx="1.5" fill="none" stroke="%s" '
             'stroke-width="1.6"/>' % GOLD_DARK)
    p.append('<path d="M146,127C154,130,160,136,162,142" fill="none" stroke="%s" stroke-width="1"/>'
             % INK)
    p.append('<path d="M152,144L164,140L166,152L154,156Z" fill="%s" stroke="%s" stroke-width="0.8"/>'
             % (GOLD, GOLD_DARK))
    p.append('<ellipse cx="169.5" cy="146" rx="6" ry="7" fill="%s" stroke="%s" stroke-width="1"/>'
             % (SKIN, SKIN_LINE))

    # Neck and head.
    p.append('<path d="M117,104L133,104L133,128L125,134L117,128Z" fill="%s" stroke="%s" '
             'stroke-width="1"/>' % (SKIN, SKIN_LINE))
    p.append('<ellipse cx="125" cy="94" rx="18.5" ry="21.5" fill="%s" stroke="%s" stroke-width="1.2"/>'
             % (SKIN, SKIN_LINE))

    if rank == "king":
        # Grey hair at the sides and a full beard.
        p.append('<path d="M106.5,88C104,96,104,104,108,110L110,94Z'
                 'M143.5,88C146,96,146,104,142,110L140,94Z" fill="#9b9ea3"/>')
        p.append('<path d="M107,100C107,120,116,130,125,132C134,130,143,120,143,100'
                 'C138,107,132,109,125,109C118,109,112,107,107,100Z" fill="#a3a6ab" '
                 'stroke="#6d7075" stroke-width="1"/>')
        p.append('<path d="M114,104C118,100,122,101,125,103C128,101,132,100,136,104'
                 'C132,105,128,106,125,105C122,106,118,105,114,104Z" fill="#7d8085"/>')
        # A tall five-pointed crown.
        p.append('<path d="M104,78L101,44L113,60L125,36L137,60L149,44L146,78Z" fill="%s" '
                 'stroke="%s" stroke-width="1.4" stroke-linejoin="round"/>' % (GOLD, GOLD_DARK))
        p.append('<rect x="103" y="68" width="44" height="10" fill="%s" stroke="%s" '
                 'stroke-width="1.2"/>' % (accent, GOLD_DARK))
        for x, y in ((101, 44), (125, 36), (149, 44)):
            p.append('<circle cx="%s" cy="%s" r="3.4" fill="%s" stroke="%s" stroke-width="1"/>'
                     % (x, y, "#ffffff", GOLD_DARK))
        p.append('<circle cx="125" cy="73" r="3" fill="%s"/>' % GOLD)
    elif rank == "queen":
        # Hair parted over the forehead.
        p.append('<path d="M106.5,92C106,76,114,70,125,70C136,70,144,76,143.5,92'
                 'C138,84,132,80,125,80C118,80,112,84,106.5,92Z" fill="#8a5a2b" '
                 'stroke="#5c3a18" stroke-width="1"/>')
        # A low tiara with pearls.
        p.append('<path d="M107,76C110,64,116,60,125,52C134,60,140,64,143,76'
                 'C138,72,131,70,125,70C119,70,112,72,107,76Z" fill="%s" stroke="%s" '
                 'stroke-width="1.3" stroke-linejoin="round"/>' % (GOLD, GOLD_DARK))
        for x, y in ((112, 66), (125, 52), (138, 66)):
            p.append('<circle cx="%s" cy="%s" r="3" fill="#ffffff" stroke="%s" stroke-width="0.9"/>'
                     % (x, y, GOLD_DARK))
        p.append('<circle cx="125" cy="63" r="3.4" fill="%s"/>' % accent)
        # Lips.
        p.append('<path d="M120,105C123,103,127,103,130,105C127,108,123,108,120,105Z" fill="#c2485a"/>')
    else:
        # Short hair and a cap with a feather.
        p.append('<path d="M106.5,90C105,100,106,106,109,110L111,92Z'
                 'M143.5,90C145,100,144,106,141,110L139,92Z" fill="#6b4423"/>')
        p.append('<path d="M136,66C146,50,160,38,176,32C168,44,156,56,142,68Z" fill="%s" '
                 'stroke="%s" stroke-width="1"/>' % (GOLD, GOLD_DARK))
        p.append('<path d="M102,84C98,66,110,58,126,58C144,58,154,66,150,80'
                 'C140,76,114,76,102,84Z" fill="%s" stroke="%s" stroke-width="1.2"/>'
                 % (accent, INK))
        p.append('<path d="M102,84C114,76,140,76,150,80L150,85C140,81,114,81,103,89Z" '
                 'fill="%s" stroke="%s" stroke-width="0.8"/>' % (GOLD, GOLD_DARK))
        p.append('<path d="M119,106C122,108,128,108,131,106" fill="none" stroke="%s" '
                 'stroke-width="1.4" stroke-linecap="round"/>' % SKIN_LINE)

    # Eyes and brows, shared by all three.
    p.append('<circle cx="118" cy="93" r="1.9" fill="%s"/><circle cx="132" cy="93" r="1.9" fill="%s"/>'
             % (INK, INK))
    p.append('<path d="M113.5,88C116,86,119,86,121,87M129,87C131,86,134,86,136.5,88" fill="none" '
             'stroke="%s" stroke-width="1.2" stroke-linecap="round"/>' % SKIN_LINE)

    # The suit in the panel's corner.
    p.append(suit_symbol(suit, 78, 46, 30, colour))
    return "".join(p)


def _court(rank, suit, colour):
    x0, y0, x1, y1 = FRAME
    half = _court_half(rank, suit, colour)
    return "".join([
        '<rect x="%s" y="%s" width="%s" height="%s" rx="5" fill="%s"/>'
        % (x0, y0, x1 - x0, y1 - y0, CREAM),
        half,
        '<g transform="rotate(180,125,175)">%s</g>' % half,
        # The line between the halves, then the frame drawn over both.
        '<path d="M%s,175L%s,175" stroke="%s" stroke-width="1.5"/>' % (x0, x1, GOLD_DARK),
        '<rect x="%s" y="%s" width="%s" height="%s" rx="5" fill="none" stroke="%s" stroke-width="2.2"/>'
        % (x0, y0, x1 - x0, y1 - y0, colour),
        '<rect x="%s" y="%s" width="%s" height="%s" rx="3" fill="none" stroke="%s" stroke-width="1"/>'
        % (x0 + 3.5, y0 + 3.5, x1 - x0 - 7, y1 - y0 - 7, GOLD),
    ])


def face_svg(suit, rank, four_colour=False):
    """The inside of one face card's group, in card coordinates."""
    colour = PALETTES[four_colour][suit]
    parts = [_outline()]
    if rank == "1":
        parts.append(_ace(suit, colour))
    elif rank in ("jack", "queen", "king"):
        parts.append(_court(rank, suit, colour))
    else:
        parts.append(_pips(int(rank), suit, colour))
    parts.append(_index(rank, suit, colour))
    return "".join(parts)


# ---------------------------------------------------------------------------
# The back and the empty slot

BACK_NAVY = "#17284a"
BACK_TEAL = "#2c8c8f"
BACK_LIGHT = "#7cc7c2"


def _clip_segment(x0, y0, x1, y1, box):
    """Liang-Barsky: the part of a segment inside box, or None."""
    bx0, by0, bx1, by1 = box
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - bx0), (dx, bx1 - x0), (-dy, y0 - by0), (dy, by1 - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return (x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy)


def _yacht(cx, cy, colour_sail, colour_hull):
    """A small sailing yacht, the game's emblem, about 56 units wide."""
    return "".join([
        '<path d="M%s,%sL%s,%sL%s,%sZ" fill="%s"/>'
        % (_fmt(cx - 2), _fmt(cy - 30), _fmt(cx - 2), _fmt(cy + 8), _fmt(cx - 24), _fmt(cy + 8),
           colour_sail),
        '<path d="M%s,%sC%s,%s,%s,%s,%s,%sL%s,%sZ" fill="%s"/>'
        % (_fmt(cx + 2), _fmt(cy - 34), _fmt(cx + 16), _fmt(cy - 20), _fmt(cx + 22),
           _fmt(cy - 6), _fmt(cx + 24), _fmt(cy + 8), _fmt(cx + 2), _fmt(cy + 8), colour_sail),
        '<path d="M%s,%sL%s,%sL%s,%sL%s,%sZ" fill="%s"/>'
        % (_fmt(cx - 30), _fmt(cy + 12), _fmt(cx + 30), _fmt(cy + 12), _fmt(cx + 22),
           _fmt(cy + 22), _fmt(cx - 22), _fmt(cy + 22), colour_hull),
        '<path d="M%s,%sC%s,%s,%s,%s,%s,%sC%s,%s,%s,%s,%s,%s" fill="none" stroke="%s" '
        'stroke-width="2" stroke-linecap="round"/>'
        % (_fmt(cx - 32), _fmt(cy + 29), _fmt(cx - 22), _fmt(cy + 24), _fmt(cx - 12),
           _fmt(cy + 34), _fmt(cx), _fmt(cy + 29), _fmt(cx + 12), _fmt(cy + 24),
           _fmt(cx + 22), _fmt(cy + 34), _fmt(cx + 32), _fmt(cy + 29), colour_sail),
    ])


def back_svg():
    cx, cy = CARD_W / 2, CARD_H / 2
    parts = [_outline()]
    parts.append('<rect x="11" y="11" width="%s" height="%s" rx="8" fill="%s"/>'
                 % (CARD_W - 22, CARD_H - 22, BACK_NAVY))
    # A diagonal lattice, clipped by hand to the panel (no clipPath, so the
    # card stays one self-contained group).
    box = (19, 19, CARD_W - 19, CARD_H - 19)
    step = 17
    lines = []
    span = CARD_W + CARD_H
    k = -span
    while k < span:
        for seg in (_clip_segment(k, 0, k + span, span, box),
                    _clip_segment(k, span, k + span, 0, box)):
            if seg and math.hypot(seg[2] - seg[0], seg[3] - seg[1]) > 0.5:
                lines.append("M%s,%sL%s,%s" % tuple(_fmt(v) for v in seg))
        k += step
    parts.append('<path d="%s" fill="none" stroke="%s" stroke-width="1.6" stroke-opacity="0.75"/>'
                 % ("".join(lines), BACK_TEAL))
    # Small dots in the middle of the lattice's squares.
    dots = []
    offset = step / 2
    for i in range(-30, 31):
        for j in range(-30, 31):
            x = cx + (i + j) * offset
            y = cy + (i - j) * offset + offset
            if box[0] + 3 < x < box[2] - 3 and box[1] + 3 < y < box[3] - 3:
                # Tiny diamonds: as fine as dots at card size, and
                # librsvg fills four straight edges faster than two arcs.
                dots.append("M%s,%sl2,2l-2,2l-2,-2z" % (_fmt(x), _fmt(y - 2)))
    parts.append('<path d="%s" fill="%s" fill-opacity="0.8"/>' % ("".join(dots), BACK_LIGHT))
    # Double frame.
    parts.append('<rect x="%s" y="%s" width="%s" height="%s" rx="4" fill="none" stroke="%s" '
                 'stroke-width="3"/>' % (box[0], box[1], box[2] - box[0], box[3] - box[1], BACK_LIGHT))
    parts.append('<rect x="%s" y="%s" width="%s" height="%s" rx="2" fill="none" stroke="%s" '
                 'stroke-width="1"/>' % (box[0] + 6, box[1] + 6, box[2] - box[0] - 12,
                                         box[3] - box[1] - 12, BACK_LIGHT))
    # The medallion: a yacht within a ring, the four suits around it.
    parts.append('<circle cx="%s" cy="%s" r="58" fill="%s" stroke="%s" stroke-width="3"/>'
                 % (_fmt(cx), _fmt(cy), BACK_NAVY, BACK_LIGHT))
    parts.append('<circle cx="%s" cy="%s" r="51" fill="none" stroke="%s" stroke-width="1.2"/>'
                 % (_fmt(cx), _fmt(cy), BACK_TEAL))
    parts.append(_yacht(cx, cy - 2, "#ffffff", BACK_LIGHT))
    for suit, dx, dy in (("spade", 0, -76), ("heart", 76, 0), ("diamond", 0, 76), ("club", -76, 0)):
        parts.append('<circle cx="%s" cy="%s" r="14" fill="%s" stroke="%s" stroke-width="2"/>'
                     % (_fmt(cx + dx), _fmt(cy + dy), BACK_NAVY, BACK_LIGHT))
        parts.append(suit_symbol(suit, cx + dx, cy + dy, 16, BACK_LIGHT))
    # Corner flourishes.
    for x, y in ((box[0] + 22, box[1] + 22), (box[2] - 22, box[1] + 22),
                 (box[0] + 22, box[3] - 22), (box[2] - 22, box[3] - 22)):
        parts.append('<path d="M%s,%sl9,9l-9,9l-9,-9z" fill="%s" stroke="%s" stroke-width="2"/>'
                     % (_fmt(x), _fmt(y - 9), BACK_NAVY, BACK_LIGHT))
    return "".join(parts)


def slot_svg():
    # Grey at partial opacity shows on light and dark tables alike.
    return ('<rect x="2.5" y="2.5" width="%s" height="%s" rx="%s" fill="#808080" fill-opacity="0.14" '
            'stroke="#8c8c8c" stroke-opacity="0.7" stroke-width="5"/>'
            % (CARD_W - 5, CARD_H - 5, CORNER_R - 2))


# ---------------------------------------------------------------------------
# The Boat card of the game Boat: the highest trump. It takes AisleRiot's
# red joker cell and id, so that with a theme of AisleRiot's its red joker
# stands in for it.

def boat_svg():
    cx, cy = CARD_W / 2, CARD_H / 2
    parts = [_outline(CREAM)]
    # The index: a B over a small yacht, in both corners.
    one = (rank_glyph("B", INDEX_X, INDEX_TOP, INDEX_HEIGHT, NAVY)
           + '<g transform="translate(%s,%s) scale(0.5) translate(%s,%s)">%s</g>'
           % (_fmt(INDEX_X), _fmt(INDEX_SUIT_Y), _fmt(-cx), _fmt(-cy), _yacht(cx, cy, NAVY, BACK_TEAL)))
    parts.append(one + '<g transform="rotate(180,%s,%s)">%s</g>' % (CARD_W // 2, CARD_H // 2, one))
    # The emblem, large, in a gold ring over a band of sea.
    parts.append('<circle cx="%s" cy="%s" r="78" fill="%s" stroke="%s" stroke-width="4"/>'
                 % (_fmt(cx), _fmt(cy), BACK_NAVY, GOLD))
    parts.append('<circle cx="%s" cy="%s" r="70" fill="none" stroke="%s" stroke-width="1.5"/>'
                 % (_fmt(cx), _fmt(cy), GOLD_DARK))
    parts.append('<g transform="translate(%s,%s) scale(1.9) translate(%s,%s)">%s</g>'
                 % (_fmt(cx), _fmt(cy - 4), _fmt(-cx), _fmt(-cy), _yacht(cx, cy, "#ffffff", GOLD)))
    # Four small suit marks: the Boat card joins whichever suit is trump.
    for suit, dx, dy in (("spade", 0, -104), ("heart", 0, 104), ("diamond", -96, 0), ("club", 96, 0)):
        colour = RED if suit in ("heart", "diamond") else INK
        parts.append(suit_symbol(suit, cx + dx, cy + dy, 18, colour))
    return "".join(parts)


# ---------------------------------------------------------------------------
# Whole documents

def card_ids():
    """Every element id of a deck, in the order of the grid."""
    ids = ["%s_%s" % (suit, rank) for suit in SUITS for rank in RANKS]
    return ids + ["red_joker", "back", "slot"]


def normalise_card_id(card):
    """Accepts a theme id ("heart_queen", "back") or the CLI notation ("QH", "10s", "BOAT")."""
    if card in card_ids():
        return card
    text = card.strip().upper()
    if text == "BOAT":
        return "red_joker"
    rank, suit = text[:-1], text[-1:]
    if rank in _RANK_BY_SYMBOL and suit in _SUIT_BY_LETTER:
        return "%s_%s" % (_SUIT_BY_LETTER[suit], _RANK_BY_SYMBOL[rank])
    raise ValueError("%r is not a card: use an id like heart_queen or a card like QH" % card)


def card_body_svg(card_id, four_colour=False):
    """The drawing of one card (no group, no id) in card coordinates."""
    card_id = normalise_card_id(card_id)
    if card_id == "back":
        return back_svg()
    if card_id == "slot":
        return slot_svg()
    if card_id == "red_joker":
        return boat_svg()
    suit, rank = card_id.split("_", 1)
    return face_svg(suit, rank, four_colour)


# AisleRiot's layout, which its themes and our loader rely on: a grid of 13
# columns (Ace to King) by 5 rows (clubs, diamonds, hearts, spades, then the
# jokers, the back and here the slot), each cell exactly one card, so a
# card's place follows from its id. The black joker's cell stays empty; the
# red joker's holds the Boat card.
GRID_COLUMNS = 13
GRID_ROWS = 5
_SPECIAL_CELLS = {"red_joker": (4, 1), "back": (4, 2), "slot": (4, 3)}


def grid_cell(card_id):
    """(row, column) of a card in the deck's grid."""
    card_id = normalise_card_id(card_id)
    if card_id in _SPECIAL_CELLS:
        return _SPECIAL_CELLS[card_id]
    suit, rank = card_id.split("_", 1)
    return SUITS.index(suit), RANKS.index(rank)


def deck_svg(four_colour=False):
    title = "Card Yacht four-colour deck" if four_colour else "Card Yacht deck"
    width = GRID_COLUMNS * CARD_W
    height = GRID_ROWS * CARD_H
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n',
           '<!-- Generated by cy_deck.py: edit the script, not this file. -->\n',
           '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="%d" height="%d" '
           'viewBox="0 0 %d %d">\n' % (width, height, width, height),
           '<title>%s</title>\n' % title]
    for card_id in card_ids():
        row, col = grid_cell(card_id)
        out.append('<g id="%s" transform="translate(%d,%d)">%s</g>\n'
                   % (card_id, col * CARD_W, row * CARD_H, card_body_svg(card_id, four_colour)))
    out.append("</svg>\n")
    return "".join(out)


def hand_figure_svg(card_ids, four_colour=False, overlap=0.4, card_width=96, raised=()):
    """A standalone SVG document showing cards side by side.

    card_ids: theme ids ("heart_queen", "back") or cards ("QH", "10s").
    overlap: the fraction of a card's width covered by the next card
    (0 puts them side by side with a small gap; 0.4 leaves the index showing).
    card_width: the width of one card in the document, in px.
    raised: the positions (0-based) of cards drawn lifted, as selected cards are.
    """
    ids = [normalise_card_id(c) for c in card_ids]
    if not 0 <= overlap < 1:
        raise ValueError("overlap must be at least 0 and below 1")
    scale = card_width / float(CARD_W)
    lift = 0.12 * CARD_H if raised else 0
    step = CARD_W * (1 - overlap) if overlap > 0 else CARD_W + 16
    pad = 4
    count = max(len(ids), 1)
    width_units = step * (count - 1) + CARD_W + 2 * pad
    height_units = CARD_H + lift + 2 * pad
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n',
           '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="%s" height="%s" '
           'viewBox="0 0 %s %s">\n' % (_fmt(width_units * scale), _fmt(height_units * scale),
                                       _fmt(width_units), _fmt(height_units))]
    for i, card_id in enumerate(ids):
        x = pad + i * step
        y = pad + (0 if i in raised else lift)
        # A soft shadow separates overlapping cards on a white help page.
        out.append('<g transform="translate(%s,%s)"><rect x="-2" y="1" width="%d" height="%d" '
                   'rx="%d" fill="#000000" fill-opacity="0.12"/>%s</g>\n'
                   % (_fmt(x), _fmt(y), CARD_W + 2, CARD_H + 1, CORNER_R,
                      card_body_svg(card_id, four_colour)))
    out.append("</svg>\n")
    return "".join(out)


def write_decks(outdir):
    written = []
    for four_colour, name in ((False, "card-yacht.svg"), (True, "card-yacht-four-colour.svg")):
        path = os.path.join(outdir, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(deck_svg(four_colour))
        written.append(path)
    return written


def main(argv):
    if len(argv) > 2 or (len(argv) == 2 and argv[1] in ("-h", "--help")):
        print("usage: cy_deck.py [OUTDIR]", file=sys.stderr)
        return 2
    outdir = argv[1] if len(argv) == 2 else os.path.dirname(os.path.abspath(__file__))
    for path in write_decks(outdir):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
