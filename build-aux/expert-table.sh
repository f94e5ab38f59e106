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
#   GAMES2, CHUNKS2  two-player runs: games per run and runs (seeds 1, 2,
#                    ...; default 100 and 20: 2,000 games)
#   GAMES4, CHUNKS4  four-player runs, the expert against three hard
#                    (default 40 and 25: 1,000 games)
#   STREAMS          runs going at once (default 1), taken in turn from one
#                    list: four players seed 1, two players seed 1, four
#                    players seed 2, ...
#   SUMMARY          set: only sum up the runs in OUT_DIR
#
# Each run is simulate on one thread under nice -n 5, and writes
# OUT_DIR/N-SEED.json as it ends, so that a long measurement can be summed
# up (SUMMARY=1) before it is over, or taken up again (finished runs are
# kept). A tie shares the win. The decision times are the highest p50 and
# p95 of the runs (the pooled p95 is at most that).
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

run () {
  local players=$1 n=$2 games=$3 seed=$4
  [[ -s $out/$n-$seed.json ]] && return 0
  nice -n 5 "$cli" simulate --players "$players" --games "$games" --seed "$seed" --threads 1 --json \
    > "$out/$n-$seed.part" && mv "$out/$n-$seed.part" "$out/$n-$seed.json"
}

if [[ -z ${SUMMARY:-} ]]; then
  export cli out
  export -f run
  chunks2=${CHUNKS2:-20} chunks4=${CHUNKS4:-25}
  for ((seed = 1; seed <= (chunks2 > chunks4 ? chunks2 : chunks4); seed++)); do
    ((seed <= chunks4)) && echo "expert,hard,hard,hard 4 ${GAMES4:-40} $seed"
    ((seed <= chunks2)) && echo "expert,hard 2 ${GAMES2:-100} $seed"
  done | xargs -P "${STREAMS:-1}" -L 1 bash -c 'run "$@"' _
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
    print(f"| expert and {n - 1} hard | {played} ({len(seeds)} runs, seeds {','.join(map(str, sorted(seeds)))}) | "
          f"{100 * share:.1f} % ± {100 * margin:.1f} | {expert_total / played:.1f} – "
          f"{hard_total / hard_seats:.1f} | {max(p50):.1f} ms | {max(p95):.1f} ms |")
PY
