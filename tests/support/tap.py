# SPDX-License-Identifier: GPL-3.0-or-later
"""TAP output for the Python tests: check() as they go, finish() at the end."""

import sys

_results = []


def check(ok, name, detail=""):
    _results.append((bool(ok), name, detail))


def finish():
    """Prints the plan and every result, and exits 1 if any failed."""
    print("1..%d" % len(_results))
    for number, (ok, name, detail) in enumerate(_results, 1):
        print("%s %d - %s" % ("ok" if ok else "not ok", number, name))
        if not ok and detail:
            for line in detail.splitlines():
                print("# " + line)
    sys.exit(0 if all(ok for ok, _, _ in _results) else 1)
