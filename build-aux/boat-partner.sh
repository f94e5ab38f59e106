#!/usr/bin/env bash
# Measures Boat's hard player as a partner (issue 25): plays hard against
# normal with card-yacht-cli boat simulate --records, seating rotated, and
# counts from the game records it wrote (so that anyone can check them):
#
#   gifts     tricks taken by the opponents into which a hard seat put a
#             point card (Boat, Ace, 10, 5) while it held a legal card
#             worth nothing;
#   outbids   bids a hard seat made over its own partner's high bid;
#   win share the hard partnership's wins, scored from the records (a
#             game stopped without a winner counts for neither) and, when
#             the run was whole, checked against the tool's own count.
#
# Usage: build-aux/boat-partner.sh BUILD_DIR [RECORDS_DIR]
#
# Environment: GAMES (default 300), SEED (default 1), THREADS (default 1).
# With RECORDS_DIR holding records already (game-N.json), only counts them,
# also those of a run stopped early (a record cut short is left out).
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -eu

if [[ $# -lt 1 || $# -gt 2 ]]; then
  echo "usage: $0 BUILD_DIR [RECORDS_DIR]" >&2
  exit 2
fi

cli=$1/src/cli/card-yacht-cli
records=${2:-}
games=${GAMES:-300}
seed=${SEED:-1}
threads=${THREADS:-1}

if [[ -z $records ]]; then
  records=$(mktemp -d)
  trap 'rm -rf "$records"' EXIT
fi

if ! compgen -G "$records/game-*.json" >/dev/null; then
  if [[ ! -x $cli ]]; then
    echo "$0: $cli is not built (run ninja -C $1 first)" >&2
    exit 2
  fi
  "$cli" boat simulate --players hard,normal,hard,normal --games "$games" --seed "$seed" \
    --threads "$threads" --records "$records" --json >"$records/simulate.json"
fi

exec python3 - "$records" <<'EOF'
import glob, json, os, sys

RANKS = ["5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]

def points(card):
    if card == "BOAT":
        return 20
    return {"A": 10, "10": 10, "5": 5}.get(card[:-1], 0)

def play_suit(card, trump):
    return trump if card == "BOAT" else card[-1]

def strength(card):
    return len(RANKS) if card == "BOAT" else RANKS.index(card[:-1])

def legal(hand, led, trump):
    if led is None:
        return set(hand)
    follow = {c for c in hand if play_suit(c, trump) == led}
    if follow:
        return follow
    trumps = {c for c in hand if play_suit(c, trump) == trump}
    return trumps or set(hand)

def winner(trick, trump):
    """The index in @trick (cards in the order played) of the card that wins."""
    led = play_suit(trick[0], trump)
    def key(card):
        suit = play_suit(card, trump)
        return (2 if suit == trump else 1 if suit == led else 0, strength(card))
    return max(range(len(trick)), key=lambda i: key(trick[i]))

directory = sys.argv[1]
files = sorted(glob.glob(os.path.join(directory, "game-*.json")))
gifts = outbids = hands_played = 0
wins = games = 0.0
for path in list(files):
    with open(path) as f:
        try:
            record = json.load(f)
        except ValueError:
            # The game being written when the run was stopped.
            files.remove(path)
            continue
    players = record["players"]
    hard = [p == "hard" for p in players]
    games += 1
    scores = [0, 0]
    for hand in record["hands"]:
        held = [set(cards) for cards in hand["hands"]]
        trump = None
        high_bidder = None
        bid = 0
        discard = []
        taken = [0, 0]
        trick = []
        hands_played += 1
        for action in hand["actions"]:
            seat = action["seat"]
            if "bid" in action:
                if hard[seat] and high_bidder is not None and high_bidder % 2 == seat % 2:
                    outbids += 1
                high_bidder = seat
                bid = action["bid"]
            elif "discard" in action:
                held[seat] |= set(hand["bonus"])
                held[seat] -= set(action["discard"])
                discard = action["discard"]
            elif "trump" in action:
                trump = action["trump"]
            elif "play" in action:
                card = action["play"]
                led = play_suit(trick[0][1], trump) if trick else None
                zero = any(points(c) == 0 for c in legal(held[seat], led, trump))
                trick.append((seat, card, zero))
                held[seat].discard(card)
                if len(trick) == 4:
                    take = trick[winner([c for _, c, _ in trick], trump)][0]
                    for s, c, had_zero in trick:
                        if hard[s] and s % 2 != take % 2 and points(c) > 0 and had_zero:
                            gifts += 1
                    taken[take % 2] += sum(points(c) for _, c, _ in trick)
                    last = take
                    trick = []
        if high_bidder is None:
            continue
        # Scored as design.md section 8 says: the discard to the last trick.
        taken[last % 2] += sum(points(c) for c in discard)
        team = high_bidder % 2
        scores[team] += taken[team] if taken[team] >= bid else -bid
        scores[1 - team] += taken[1 - team]
    if max(scores) >= 500 and scores[0] != scores[1]:
        best = 0 if scores[0] > scores[1] else 1
        if hard[best]:
            wins += 1
# The tool's own outcome, when the run was not cut short (a run stopped
# early leaves its simulate.json empty).
simulate = os.path.join(directory, "simulate.json")
if os.path.exists(simulate) and os.path.getsize(simulate) > 0:
    with open(simulate) as f:
        outcome = json.load(f)
    assert games == outcome["games"]
    assert abs(wins - sum(t["wins"] for t in outcome["teams"] if "hard" in t["policies"])) < 0.01
print(json.dumps({"games": int(games), "records": len(files), "hands": hands_played,
                  "hard_wins": wins, "hard_win_share": wins / games if games else None,
                  "gifts": gifts, "gifts_per_game": gifts / len(files) if files else None,
                  "partner_outbids": outbids,
                  "partner_outbids_per_game": outbids / len(files) if files else None}))
EOF
