#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""card-yacht-cli replay against records made by generate.py (a second,
independent reading of the rules), as an outside check would run it:
Card Yacht records, then records of Yacht, the dice game.

    check-replay.py CARD_YACHT_CLI [N_RECORDS]

N_RECORDS defaults to $CY_TEST_RECORDS, or 16 (each with 3 illegal copies).

Every generated record must replay to the generator's outcome, exactly;
every one-change illegal copy must be refused with exit status 2 and one
line on standard error naming the hand and the action where the change is;
broken files of every sort must give exit status 2 and one line, never a
crash. Prints TAP.
"""

import collections
import json
import os
import random
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [here, os.path.join(os.path.dirname(here), 'support')]
import generate  # noqa: E402
from tap import check  # noqa: E402
import tap  # noqa: E402

cli = sys.argv[1]
n_records = int(sys.argv[2] if len(sys.argv) > 2 else os.environ.get("CY_TEST_RECORDS", "16"))


def replay(path=None, data=None):
    args = [cli, "replay", path if path is not None else "-"]
    run = subprocess.run(args, input=data, capture_output=True, timeout=60)
    return run.returncode, run.stdout.decode("utf-8", "replace"), run.stderr.decode("utf-8", "replace")


def refused_in_one_line(code, out, err):
    return code == 2 and out == "" and err.endswith("\n") and err.count("\n") == 1 \
        and err.startswith("card-yacht-cli: replay: ")


with tempfile.TemporaryDirectory() as tmp:
    rng = random.Random(7)
    n_illegal = 0
    stats = collections.Counter()
    for i in range(n_records):
        rec, outcome, facts, game_stats = generate.record(1000 + i)
        stats.update(game_stats)
        path = os.path.join(tmp, "record.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(rec, f, ensure_ascii=(i % 2 == 0))
        expected = json.dumps(outcome, separators=(",", ":"))

        # Half from a file, half from standard input.
        if i % 2:
            code, out, err = replay(path)
        else:
            code, out, err = replay(data=json.dumps(rec, indent=1).encode())
        check(code == 0 and out == expected + "\n" and err == "",
              "record %d (%d players, %d hands) replays to the same totals and sheets"
              % (i, len(rec["players"]), len(rec["hands"])),
              "exit %d\n  got:      %s\n  expected: %s\n  stderr: %s" % (code, out.strip(), expected, err.strip()))

        # One change each, refused where the change is.
        for _ in range(3):
            changed = generate.one_change(rec, facts, rng)
            if changed is None:
                continue
            bad, h, a, what = changed
            n_illegal += 1
            with open(path, "w", encoding="utf-8") as f:
                json.dump(bad, f)
            code, out, err = replay(path)
            if a is None:
                where = "card-yacht-cli: replay: hand %d: " % h
            else:
                where = "card-yacht-cli: replay: hand %d, action %d (action %d of the game): " \
                    % (h, a, generate.global_index(bad, h, a))
            check(refused_in_one_line(code, out, err) and err.startswith(where),
                  "record %d with %s at hand %d, action %s is refused there" % (i, what, h, a),
                  "exit %d, stderr: %s (expected %s...)" % (code, err.strip(), where))

    # Yacht, the dice game: the same checks.
    n_dice_illegal = 0
    for i in range(n_records):
        rec, outcome, facts = generate.dice_record(2000 + i)
        path = os.path.join(tmp, "dice.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(rec, f, ensure_ascii=(i % 2 == 0))
        expected = json.dumps(outcome, separators=(",", ":"))
        code, out, err = replay(path)
        check(code == 0 and out == expected + "\n" and err == "",
              "dice record %d (%s, %d players, %d actions) replays to the same totals and sheets"
              % (i, rec["rules"], len(rec["players"]), len(rec["actions"])),
              "exit %d\n  got:      %s\n  expected: %s\n  stderr: %s" % (code, out.strip(), expected, err.strip()))

        for _ in range(3):
            changed = generate.dice_one_change(rec, facts, rng)
            if changed is None:
                continue
            bad, a, what = changed
            n_dice_illegal += 1
            with open(path, "w", encoding="utf-8") as f:
                json.dump(bad, f)
            code, out, err = replay(path)
            where = "card-yacht-cli: replay: action %d: " % a
            check(refused_in_one_line(code, out, err) and err.startswith(where),
                  "dice record %d with %s at action %d is refused there" % (i, what, a),
                  "exit %d, stderr: %s (expected %s...)" % (code, err.strip(), where))
    # Some of them earned the bonus (63 or more in Ones to Sixes).
    # Every rule set is played, and under the yahtzee rules Yahtzee bonuses
    # (over 100 more than the sheet and the upper bonus) and Jokers are won.
    bonuses = 0
    yahtzee_bonuses = 0
    rule_sets = set()
    for i in range(n_records):
        rec, outcome, _ = generate.dice_record(2000 + i)
        rule_sets.add(rec["rules"])
        bonuses += sum(t != sum(s.values()) for t, s in zip(outcome["totals"], outcome["sheets"]))
        if rec["rules"] == "yahtzee":
            yahtzee_bonuses += sum(t - sum(s.values()) >= 100 for t, s in zip(outcome["totals"], outcome["sheets"]))
    check(bonuses > 0, "the dice records hold bonuses (%d)" % bonuses)
    check(rule_sets == set(generate.DICE_KEYS), "the dice records use every rule set (%s)" % sorted(rule_sets))
    check(yahtzee_bonuses > 0, "the yahtzee records hold Yahtzee bonuses (%d)" % yahtzee_bonuses)
    check(n_dice_illegal >= n_records // 2, "illegal copies of dice records were tried (%d)" % n_dice_illegal)

    # Broken input of every kind: exit 2, one line, never a crash.
    good, _, _, _ = generate.record(5)
    text = json.dumps(good)
    broken = {
        "an empty file": b"",
        "not JSON": b"hello",
        "a cut-off record": text[: len(text) // 2].encode(),
        "binary bytes": bytes(range(256)) * 4,
        "a list": b"[]",
        "an unknown game": b'{"game":"chess"}',
        "deep nesting": b"[" * 100000,
        "a NUL byte": b'{"game":"card-yacht"\x00}',
        "bad UTF-8": b'{"game":"\xc3\x28"}',
        "a number for a card": text.replace('"draw": ["', '"draw": [7, "', 1).encode(),
        "a thirteenth hand": json.dumps(dict(good, hands=good["hands"] + good["hands"][:1])).encode(),
        "a newline in a quoted name": b'{"game":"card\\nyacht"}',
    }
    for name, data in broken.items():
        path = os.path.join(tmp, "broken.json")
        with open(path, "wb") as f:
            f.write(data)
        code, out, err = replay(path)
        check(refused_in_one_line(code, out, err), "%s is refused in one line with exit 2" % name,
              "exit %d, stdout %r, stderr %r" % (code, out[:200], err[:300]))

    for name, path in [("a directory", tmp), ("a missing file", os.path.join(tmp, "none.json"))]:
        code, out, err = replay(path)
        check(refused_in_one_line(code, out, err), "%s is refused in one line with exit 2" % name,
              "exit %d, stderr %r" % (code, err))

    big = os.path.join(tmp, "big.json")
    with open(big, "wb") as f:
        f.truncate(16 * 1024 * 1024 + 1)
    code, out, err = replay(big)
    check(refused_in_one_line(code, out, err) and "16 MiB" in err, "a file over 16 MiB is refused",
          "exit %d, stderr %r" % (code, err))

    check(n_illegal >= n_records, "at least one illegal copy per record was tried (%d)" % n_illegal)
    # The house rules' own moves were part of it.
    for what in ("automatic knocks", "hands ended by passes"):
        check(stats[what] > 0, "the records hold %s (%d)" % (what, stats[what]))

tap.finish()
