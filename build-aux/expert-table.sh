#!/usr/bin/env bash
# Measures Card Yacht's expert against hard with card-yacht-cli simulate:
# two players (expert first, then hard first) and four (the expert in each
# of the four seats against three hard players), and prints the README's
# lines: the expert's share of the wins with a 95 % confidence interval,
# the mean scores, and the expert's decision times in processor time.
#
# Usage: build-aux/expert-table.sh BUILD_DIR
#
# Environment:
#   GAMES    games per seating (default 100: 200 two-player games and 400
#            four-player games in all)
#   SEED     seed for the deals (default 1)
#   THREADS  simulate's worker threads per run (default 2)
#
# Every seating is played with the same seed, so each deal is played with
# the expert in every seat. A tie shares the win.
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -eu

if [[ $# -ne 1 ]]; then
  echo "usage: $0 BUILD_DIR" >&2
  exit 2
fi

cli=$1/src/cli/card-yacht-cli
if [[ ! -x $cli ]]; then
  echo "$0: $cli is not built (run ninja -C $1 first)" >&2
  exit 2
fi

games=${GAMES:-100}
seed=${SEED:-1}
threads=${THREADS:-2}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

run () {
  nice "$cli" simulate --players "$1" --games "$games" --seed "$seed" --threads "$threads" --json > "$out/$2.json"
}

for seating in expert,hard hard,expert; do
  run "$seating" "2-$seating" &
done
for seating in expert,hard,hard,hard hard,expert,hard,hard hard,hard,expert,hard hard,hard,hard,expert; do
  run "$seating" "4-$seating" &
done
wait

python3 - "$out" "$games" "$seed" <<'EOF'
import glob, json, math, os, sys

out, games, seed = sys.argv[1], int(sys.argv[2]), sys.argv[3]
for n in (2, 4):
    wins = played = 0
    expert_scores, hard_scores, p50, p95 = [], [], [], []
    for path in sorted(glob.glob(os.path.join(out, f"{n}-*.json"))):
        result = json.load(open(path))
        played += result["games"]
        for seat in result["seats"]:
            if seat["policy"] == "expert":
                wins += seat["wins"]
                expert_scores.append(seat["mean_score"])
            else:
                hard_scores.append(seat["mean_score"])
        p50.append(result["decision_ms"]["expert"]["p50"])
        p95.append(result["decision_ms"]["expert"]["p95"])
    share = wins / played
    margin = 1.96 * math.sqrt(share * (1 - share) / played)
    print(f"| expert and {n - 1} hard | {played} ({games} per seating, seed {seed}) | "
          f"{100 * share:.1f} % ± {100 * margin:.1f} | {sum(expert_scores) / len(expert_scores):.1f} – "
          f"{sum(hard_scores) / len(hard_scores):.1f} | {max(p50):.1f} ms | {max(p95):.1f} ms |")
EOF
