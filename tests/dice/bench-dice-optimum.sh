#!/bin/bash
# bench-dice-optimum.sh CLI: the whole strategy tables of yatzy and yahtzee
# from scratch (seconds each, so a benchmark and not a test:
# `meson test -C build --benchmark --suite dice`), against figures computed
# elsewhere:
# - yahtzee: within 0.01 of the published optimum, 254.5896 (Verhoeff 1999;
#   Glenn 2006). Our forced Joker gives 254.5877; Verhoeff's own rules (a
#   Joker may go into any open box) give his figure (README, "Yacht").
# - yatzy: 248.439989, another exact solver's figure for the same rules
#   (five equal dice neither Two Pairs nor a Full House).
# Prints each figure with its time.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -u
cli=$1
failures=0

check () {
  local rules=$1 target=$2 tolerance=$3 out score
  out=$("$cli" dice optimal --rules "$rules" --json) || { echo "FAIL: dice optimal --rules $rules: exit $?"; failures=$((failures + 1)); return; }
  echo "$out"
  score=$(sed -E 's/.*"expected_score":([0-9.]+).*/\1/' <<<"$out")
  if ! awk -v s="$score" -v t="$target" -v e="$tolerance" 'BEGIN { d = s - t; if (d < 0) d = -d; exit !(d <= e) }'; then
    echo "FAIL: $rules: $score is not within $tolerance of $target"
    failures=$((failures + 1))
  fi
}

check yahtzee 254.5896 0.01
check yatzy 248.439989 0.0000005

exit $(( failures > 0 ))
