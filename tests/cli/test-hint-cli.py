#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""card-yacht-cli hint (design.md section 10) from the outside, for every
game through the one command.

    test-hint-cli.py CARD_YACHT_CLI CARD_YACHT_HARD_CHOICE

Records of whole games between hard players (`simulate --records`) are cut
at decisions. Where the hard player decides without chance (Yacht's perfect
strategy, Card Yacht's choice of category) the record's next action is what
hard played there, and the hint's best must be it. Card Yacht's moves weigh
random draws: CARD_YACHT_HARD_CHOICE (tests/card-yacht/card-yacht-hard-choice.c)
gives the hard player the generator of the hint's --seed. Boat's advice is
the same as `boat hint` gives. The same record gives the same advice; a record
that does not stop at a decision, a broken file and bad options get one line
on stderr, exit 2 and nothing on stdout.

Prints TAP.
"""

import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'support'))
import tap  # noqa: E402
from tap import check  # noqa: E402

cli, hard_choice = sys.argv[1], sys.argv[2]
tmp = tempfile.TemporaryDirectory()
env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="", XDG_CACHE_HOME=os.path.join(tmp.name, "cache"))

CATEGORY_KEYS = ["five-flush", "sequence", "card-yacht", "three-and-two", "high", "middle", "low",
                 "flush", "spades", "hearts", "diamonds", "clubs"]


def run(args, stdin=None):
    result = subprocess.run([cli, *args], capture_output=True, env=env, timeout=300,
                            input=stdin.encode() if stdin is not None else None)
    return result.returncode, result.stdout.decode(), result.stderr.decode()


def write(name, record):
    path = os.path.join(tmp.name, name)
    with open(path, "w") as out:
        json.dump(record, out)
    return path


def hint(path, *options):
    """The advice as a dict, or None; and a description for failures."""
    code, out, err = run(["hint", *options, path])
    if code != 0 or out.count("\n") != 1:
        return None, "exit %d, %r, %r" % (code, out, err)
    try:
        return json.loads(out), out
    except ValueError:
        return None, out


def simulate(*args):
    directory = tempfile.mkdtemp(dir=tmp.name)
    code, out, err = run([*args, "--games", "1", "--seed", "5", "--records", directory])
    if code != 0:
        return None
    with open(os.path.join(directory, "game-0.json")) as f:
        return json.load(f)


def refused(name, args, stdin=None, why=""):
    code, out, err = run(args, stdin)
    check(code == 2 and out == "" and err.count("\n") == 1 and err.startswith("card-yacht-cli: hint: ") and why in err,
          "refused: %s" % name, "exit %d, stdout %r, stderr %r" % (code, out, err))


def same_keep(a, b):
    return isinstance(a, list) and isinstance(b, list) and sorted(a) == sorted(b)


# --- Card Yacht ---------------------------------------------------------------

game = simulate("simulate", "--players", "hard,hard,hard")
check(game is not None and game["game"] == "card-yacht", "simulate writes a Card Yacht record")


def card_yacht_cut(hand, n_actions):
    record = dict(game)
    record["hands"] = [dict(h) for h in game["hands"][:hand + 1]]
    record["hands"][hand]["actions"] = game["hands"][hand]["actions"][:n_actions]
    return record


moves = scores = 0
bad_moves, bad_scores, bad_shapes = [], [], []
for hand in range(2):
    actions = game["hands"][hand]["actions"]
    for n, action in enumerate(actions):
        path = write("cy-%d-%d.json" % (hand, n), card_yacht_cut(hand, n))
        seed = str(3 + n)
        advice, text = hint(path, "--seed", seed)
        if advice is None:
            bad_shapes.append("hand %d, action %d: %s" % (hand, n, text))
            continue
        scoring = "score" in action
        options = advice.get("options", [])
        shape = (list(advice) == ["game", "seat", "decision", "best", "options", "reason"]
                 and advice["game"] == "card-yacht" and advice["seat"] == action["seat"]
                 and advice["decision"] == ("score" if scoring else "move")
                 and options and options[0]["choice"] == advice["best"]
                 and all(list(o) == ["choice", "aims_at"] for o in options)
                 and all(o["aims_at"] is None or o["aims_at"] in CATEGORY_KEYS for o in options)
                 and len({json.dumps(o["choice"], sort_keys=True) for o in options}) == len(options)
                 and advice["reason"])
        if not shape:
            bad_shapes.append("hand %d, action %d: %s" % (hand, n, text))
        if scoring:
            # Hard's category depends on nothing random: the record's.
            scores += 1
            # A category written is the choice itself: no option aims further.
            if advice["best"] != action["score"] or any(o["aims_at"] is not None for o in options):
                bad_scores.append("hand %d, action %d: hint %r, hard wrote %r" % (hand, n, advice["best"], action))
        else:
            moves += 1
            hard = subprocess.run([hard_choice, path, seed], capture_output=True, env=env, timeout=300)
            played = json.loads(hard.stdout.decode()) if hard.returncode == 0 else None
            if advice["best"] != played:
                bad_moves.append("hand %d, action %d: hint %r, hard %r" % (hand, n, advice["best"], played))

check(not bad_shapes and moves > 0 and scores > 0,
      "Card Yacht: one line, the contract's keys, options best first and distinct, each move a decision (%d)"
      % (moves + scores), "\n".join(bad_shapes))
check(not bad_moves, "Card Yacht: the best move is hard's with the same seed (%d moves)" % moves, "\n".join(bad_moves))
check(not bad_scores, "Card Yacht: the best category is the one hard wrote (%d scores)" % scores, "\n".join(bad_scores))

# Every option is a legal move: the record with it added still replays.
first = write("cy-first.json", card_yacht_cut(0, 0))
advice, _ = hint(first, "--seed", "3")
illegal = []
for option in (advice or {}).get("options", []):
    record = card_yacht_cut(0, 0)
    record["hands"][0]["actions"] = [dict(option["choice"], seat=advice["seat"])]
    code, out, err = run(["hint", write("cy-option.json", record)])
    if code != 0 and "does not stop" not in err:
        illegal.append("%r: %s" % (option["choice"], err))
check(advice is not None and len(advice["options"]) > 1 and not illegal,
      "Card Yacht: every option offered is legal there", "\n".join(illegal))

# The same record, the same advice: again, from standard input, and without
# a seed (the app's own generator for the position).
code, again, _ = run(["hint", "--seed", "3", "-"], stdin=open(first).read())
check(code == 0 and json.loads(again) == advice, "Card Yacht: the same seed gives the same advice, from stdin too")
one, two = run(["hint", first]), run(["hint", first])
check(one[0] == 0 and one == two, "Card Yacht: without a seed the advice is the same each time", repr((one, two)))

refused("a finished game", ["hint", write("cy-whole.json", game)], why="does not stop at a decision")
between = dict(game, hands=game["hands"][:1])
refused("a record that stops between hands", ["hint", write("cy-between.json", between)],
        why="does not stop at a decision")
bad = card_yacht_cut(0, 0)
bad["hands"][0]["actions"] = [{"seat": 9, "knock": True}]
refused("an illegal action", ["hint", write("cy-illegal.json", bad)], why="action 0")
refused("broken JSON", ["hint", "-"], stdin='{"game":"card-yacht",')
refused("a missing file", ["hint", os.path.join(tmp.name, "no-such-record.json")])
refused("no file", ["hint"])
refused("a bad seed", ["hint", "--seed", "-1", first], why="--seed")
refused("an unknown game", ["hint", write("unknown.json", {"game": "chess", "players": ["a", "b"]})])

# --- Yacht --------------------------------------------------------------------

dice = simulate("dice", "simulate", "--players", "hard,hard")
check(dice is not None and dice["game"] == "dice-yacht", "dice simulate writes a Yacht record")
decisions = keeps = 0
bad_dice = []
actions = (dice or {}).get("actions", [])
turn_rolls = 0
for n, action in enumerate(actions[:60]):
    if "roll" not in action:
        continue
    turn_rolls = turn_rolls + 1 if "keep" in action else 1
    following = actions[n + 1] if n + 1 < len(actions) else None
    if following is None:
        continue
    path = write("dice-%d.json" % n, dict(dice, actions=actions[:n + 1]))
    advice, text = hint(path)
    decisions += 1
    if advice is None:
        bad_dice.append("action %d: %s" % (n, text))
        continue
    options = advice["options"]
    # The decision is the best choice's kind (writing the dice early too,
    # when that is best), and every option is of that kind: kept dice, or
    # a category.
    scoring = "score" in following
    ok = (list(advice) == ["game", "seat", "decision", "best", "options", "reason"]
          and advice["game"] == "dice-yacht" and advice["seat"] == following["seat"]
          and advice["decision"] == ("score" if scoring else "keep")
          and (scoring or turn_rolls < 3)
          and options[0]["choice"] == advice["best"]
          and all(isinstance(o["choice"], str if scoring else list) for o in options)
          and all(list(o) == ["choice", "expected_score"] for o in options)
          and all(a["expected_score"] >= b["expected_score"] for a, b in zip(options, options[1:]))
          and advice["reason"])
    # Hard plays perfectly without chance: its next action is the best.
    if "score" in following:
        ok = ok and advice["best"] == following["score"]
    else:
        ok = ok and same_keep(advice["best"], following["keep"])
    if not ok:
        bad_dice.append("action %d: %s, then hard played %r" % (n, text, following))
    if not scoring:
        keeps += 1
check(decisions > 10 and keeps > 0 and not bad_dice,
      "Yacht: the contract's shape, and the best is what hard played (%d decisions)" % decisions, "\n".join(bad_dice))

keep_at = next((n for n, a in enumerate(actions) if "roll" in a and "keep" not in a), 0)
path = write("dice-first.json", dict(dice, actions=actions[:keep_at + 1]))
one, two, seeded = run(["hint", path]), run(["hint", path]), run(["hint", "--seed", "9", path])
check(one[0] == 0 and one == two == seeded, "Yacht: the same advice each time, with any seed",
      repr((one, two, seeded)))
refused("Yacht: a turn's first roll to come", ["hint", write("dice-roll.json", dict(dice, actions=[]))],
        why="rolls the dice next")
refused("Yacht: a finished game", ["hint", write("dice-whole.json", dice)], why="the game is over")

# --- Boat, through the same command -------------------------------------------

# South holds the Boat and the eight top hearts; the bidding is over.
path = os.path.join(os.environ.get("G_TEST_SRCDIR", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")),
                    "records", "boat-at-discard.json")
generic, own = run(["hint", "--seed", "3", path]), run(["boat", "hint", "--seed", "3", path])
check(generic[0] == 0 and generic == own and json.loads(generic[1])["decision"] == "discard",
      "Boat: hint gives the coach's advice, as boat hint does", repr((generic, own)))

tap.finish()
