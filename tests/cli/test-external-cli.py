#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""card-yacht-cli simulate, dice simulate and boat simulate with outside bots
(external:COMMAND), from the outside: the example bot plays through, failing
bots lose their games and are counted, and the tool neither hangs nor crashes.

    test-external-cli.py CARD_YACHT_CLI EXAMPLE_BOT

Prints TAP.
"""

import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'support'))
import tap  # noqa: E402
from tap import check  # noqa: E402

cli, bot_script = sys.argv[1], sys.argv[2]
python = os.environ.get("PYTHON", sys.executable)
bot = "external:%s %s" % (python, bot_script)
def simulate(*args, timeout=120):
    start = time.monotonic()
    run = subprocess.run([cli, "simulate", *args], capture_output=True, timeout=timeout)
    return (run.returncode, run.stdout.decode(), run.stderr.decode(), time.monotonic() - start)


def simulate_json(players, *args):
    code, out, err, seconds = simulate("--players", players, "--seed", "3", "--json", *args)
    try:
        return code, json.loads(out), err, seconds
    except ValueError:
        return code, None, err, seconds


# The example bot plays whole games against the random player, and wins.
code, out, err, _ = simulate_json(bot + ",random", "--games", "4")
ok = code == 0 and out is not None
check(ok and out["external_failures"] == 0 and out["violations"] == 0 and out["games"] == 4,
      "the example bot plays 4 games without a failure", "exit %d, %r, %s" % (code, out, err))
check(ok and out["seats"][0]["policy"] == bot and out["seats"][0]["mean_score"] > out["seats"][1]["mean_score"],
      "the example bot scores more than the random player", repr(out))
check(ok and set(out["decision_ms"]) == {bot, "random"}, "decision times are given for the bot too", repr(out))

# Four seats, two of them bots, under the other empty-stock rule.
code, out, err, _ = simulate_json(",".join([bot, "easy", bot, "normal"]), "--games", "2", "--stock-rule", "pass")
check(code == 0 and out is not None and out["external_failures"] == 0 and len(out["seats"]) == 4,
      "two bots among four seats play through", "exit %d, %r, %s" % (code, out, err))

# A bot that answers garbage loses every game; the others share the wins.
# It stays alive after its answer: a bot that exits at once may be seen to
# exit before its line is read, which is another failure with another message.
code, out, err, _ = simulate_json("external:sh -c 'echo nonsense; exec sleep 30',random,random", "--games", "3")
check(code == 0 and out is not None and out["external_failures"] == 3 and out["seats"][0]["wins"] == 0
      and out["seats"][1]["wins"] == 1.5 and out["seats"][2]["wins"] == 1.5,
      "a garbage bot loses every game, counted as external_failures", "exit %d, %r" % (code, out))
check(err.count("\n") == 1 and "nonsense" in err,
      "the first failure is named in one line on stderr", repr(err))

# A hanging bot is cut off at the timeout, game after game.
code, out, err, seconds = simulate_json("random,external:read line; sleep 60", "--games", "2",
                                        "--external-timeout", "0.3", "--threads", "1")
check(code == 0 and out is not None and out["external_failures"] == 2 and seconds < 20,
      "a hanging bot loses each game after the timeout (%.1f s)" % seconds, "exit %d, %r, %s" % (code, out, err))

# A crashing bot, and one that plays an illegal move.
for name, command in [("a crashing bot", "external:exit 1"),
                      ("an illegal bot", "external:while read l; do echo '{\"score\":\"low\"}'; done")]:
    code, out, err, _ = simulate_json(command + ",easy", "--games", "2")
    check(code == 0 and out is not None and out["external_failures"] == 2, "%s loses its games" % name,
          "exit %d, %r, %s" % (code, out, err))

# A command may hold commas.
code, out, err, _ = simulate_json("external:printf '%s,%s\\n' a b,random", "--games", "1")
check(code == 0 and out is not None and len(out["seats"]) == 2
      and out["seats"][0]["policy"] == "external:printf '%s,%s\\n' a b",
      "a command with a comma stays one policy", "exit %d, %r, %s" % (code, out, err))

# Plain simulate output is unchanged: no external_failures without a bot.
code, out, err, _ = simulate_json("easy,random", "--games", "2")
check(code == 0 and out is not None and "external_failures" not in out, "no external_failures without a bot", repr(out))

# Bad options: one line, exit 2.
for args in (["--players", "external:,random", "--games", "1"],
             ["--players", bot + ",random", "--games", "1", "--external-timeout", "0"],
             ["--players", "outside:bot,random", "--games", "1"]):
    code, out, err, _ = simulate(*args)
    check(code == 2 and out == "" and err.count("\n") == 1 and err.startswith("card-yacht-cli: simulate: "),
          "refused in one line: %s" % " ".join(args), "exit %d, %r" % (code, err))

# --- Yacht, the dice game, and Boat: the same protocol -------------------------


def game_json(command, players, *args, timeout=120):
    run = subprocess.run([cli, command, "simulate", "--players", players, "--seed", "3", "--json", *args],
                         capture_output=True, timeout=timeout)
    try:
        return run.returncode, json.loads(run.stdout.decode()), run.stderr.decode()
    except ValueError:
        return run.returncode, None, run.stderr.decode()


# The example bot plays Yacht, solitaire and against easy, under both rule sets.
for rules, players in (("yacht-bonus", bot), ("yacht-1938", bot + ",easy")):
    code, out, err = game_json("dice", players, "--games", "3", "--rules", rules)
    check(code == 0 and out is not None and out["external_failures"] == 0 and out["violations"] == 0
          and out["seats"][0]["policy"] == bot and out["seats"][0]["mean_score"] > 50
          and bot in out["decision_ms"],
          "dice: the example bot plays %s (%s)" % (rules, players), "exit %d, %r, %s" % (code, out, err))

# Bots that fail lose their games, counted; the other seat takes the win.
for name, command in [("a garbage bot", "external:sh -c 'echo nonsense; exec sleep 30'"),
                      ("a crashing bot", "external:exit 3"),
                      ("a bot that rolls dice of its own", "external:while read l; do echo '{\"roll\":[6,6,6,6,6]}'; done"),
                      ("a bot that scores before rolling", "external:while read l; do echo '{\"score\":\"yacht\"}'; done")]:
    code, out, err = game_json("dice", "random," + command, "--games", "2")
    check(code == 0 and out is not None and out["external_failures"] == 2 and out["seats"][0]["wins"] == 2
          and err.count("\n") == 1, "dice: %s loses its games" % name, "exit %d, %r, %s" % (code, out, err))

code, out, err = game_json("dice", "random,external:read line; sleep 60", "--games", "1", "--external-timeout", "0.3")
check(code == 0 and out is not None and out["external_failures"] == 1, "dice: a hanging bot is cut off",
      "exit %d, %r, %s" % (code, out, err))
code, out, err = game_json("dice", "easy,random", "--games", "1")
check(code == 0 and out is not None and "external_failures" not in out, "dice: no external_failures without a bot",
      repr(out))

# Boat: the example bot in two seats, one game to 500.
code, out, err = game_json("boat", ",".join([bot, "easy", bot, "easy"]), "--games", "1", timeout=300)
check(code == 0 and out is not None and out["external_failures"] == 0 and out["violations"] == 0
      and out["teams"][0]["policies"] == [bot, bot] and out["teams"][0]["contracts_made"]
      + out["teams"][0]["contracts_set"] + out["teams"][1]["contracts_made"] + out["teams"][1]["contracts_set"] > 0,
      "boat: the example bot plays a whole game", "exit %d, %r, %s" % (code, out, err))

for name, command in [("a garbage bot", "external:sh -c 'echo nonsense; exec sleep 30'"),
                      ("an illegal bot", "external:while read l; do echo '{\"play\":\"BOAT\"}'; done")]:
    code, out, err = game_json("boat", "easy," + command + ",easy,easy", "--games", "2")
    check(code == 0 and out is not None and out["external_failures"] == 2 and out["teams"][0]["wins"] == 2
          and out["teams"][1]["wins"] == 0, "boat: %s loses its team's games" % name,
          "exit %d, %r, %s" % (code, out, err))

for command, args in (("dice", ["--players", "external:", "--games", "1"]),
                      ("dice", ["--players", bot, "--games", "1", "--external-timeout", "-1"]),
                      ("boat", ["--players", "external:,easy,easy,easy", "--games", "1"]),
                      ("boat", ["--players", "outside:bot,easy,easy,easy", "--games", "1"])):
    run = subprocess.run([cli, command, "simulate", *args], capture_output=True, timeout=60)
    err = run.stderr.decode()
    check(run.returncode == 2 and run.stdout == b"" and err.count("\n") == 1
          and err.startswith("card-yacht-cli: %s simulate: " % command),
          "%s simulate refuses in one line: %s" % (command, " ".join(args)), "exit %d, %r" % (run.returncode, err))

tap.finish()
