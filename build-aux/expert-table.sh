#!/usr/bin/env bash
# Measures Card Yacht's expert against hard with card-yacht-cli simulate
# (which rotates the seating: each policy sits in each seat equally often)
# and prints the README's lines: the expert's share of the wins with a 95 %
# confidence interval, the mean scores, and the expert's decision times in
# processor time.
#
# Usage: build-aux/expert-table.sh BUILD_DIR [OUT_DIR]
#
# Environment:
#   CHUNKS2  two-player runs of 200 games (seeds 1, 2, ...; default 10:
#            2,000 games)
#   CHUNKS4  four-player runs of 200 games, the expert against three hard
#            (seeds 1, 2, ...; default 4: 800 games)
#
# The runs go one after another, two at a time (one two-player, one
# four-player), each on one thread, under nice; each writes OUT_DIR/N-SEED.json
# as it ends, so that a long measurement can be summed up (run the script
# again with SUMMARY=1) before it is over. A tie shares the win.
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -eu

if [[ $# -lt 1 || $# -gt 2 ]]; then
  echo "usage: $0 BUILD_DIR [OUT_DIR]" >&2
  exit 2
fi

cli=$1/src/cli/card-yacht-cli
if [[ ! -x $cli ]]; then
  echo "$0: $cli is not built (run ninja -C $1 first)" >&2
  exit 2
fi

out=${2:-$(mktemp -d)}
mkdir -p "$out"

stream () {
  local players=$1 n=$2 chunks=$3
  for ((seed = 1; seed <= chunks; seed++)); do
    [[ -s $out/$n-$seed.json ]] && continue
    nice "$cli" simulate --players "$players" --games 200 --seed "$seed" --threads 1 --json \
      > "$out/$n-$seed.part" && mv "$out/$n-$seed.part" "$out/$n-$seed.json"
  done
}

if [[ -z ${SUMMARY:-} ]]; then
  stream expert,hard 2 "${CHUNKS2:-10}" &
  stream expert,hard,hard,hard 4 "${CHUNKS4:-4}" &
  wait
fi

python3 - "$out" <<'PY'
import glob, json, math, os, sys

out = sys.argv[1]
for n in (2, 4):
    files = sorted(glob.glob(os.path.join(out, f"{n}-*.json")))
    if not files:
        continue
    wins = played = 0
    expert_total = hard_total = hard_seats = 0.0
    p50, p95, seeds = [], [], []
    for path in files:
        result = json.load(open(path))
        games = result["games"]
        played += games
        seeds.append(int(os.path.basename(path)[2:-5]))
        for seat in result["seats"]:
            if seat["policy"] == "expert":
                wins += seat["wins"]
                expert_total += seat["mean_score"] * games
            else:
                hard_total += seat["mean_score"] * games
                hard_seats += games
        p50.append(result["decision_ms"]["expert"]["p50"])
        p95.append(result["decision_ms"]["expert"]["p95"])
    share = wins / played
    margin = 1.96 * math.sqrt(share * (1 - share) / played)
    print(f"| expert and {n - 1} hard | {played} (seeds {min(seeds)}-{max(seeds)}, 200 each) | "
          f"{100 * share:.1f} % ± {100 * margin:.1f} | {expert_total / played:.1f} – "
          f"{hard_total / hard_seats:.1f} | {max(p50):.1f} ms | {max(p95):.1f} ms |")
PY
