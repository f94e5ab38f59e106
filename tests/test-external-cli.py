#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""card-yacht-cli simulate with outside bots (external:COMMAND), from the
outside: the example bot plays through, failing bots lose their games and
are counted, and the tool neither hangs nor crashes.

    test-external-cli.py CARD_YACHT_CLI EXAMPLE_BOT

Prints TAP.
"""

import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
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

tap.finish()
