#!/usr/bin/env bash
# Measures the computer players against each other with card-yacht-cli
# simulate and prints Markdown tables for the README.
#
# Usage: build-aux/ai-table.sh BUILD_DIR
#
# Environment:
#   GAMES    games per match (default 2000)
#   SEED     seed for the deals (default 1)
#   THREADS  simulate's worker threads (default 1, so that the decision
#            times are not inflated by threads competing for processors)
#
# Two players per game, seated in turn (simulate rotates the seating); a
# tie shares the win. Decision times are those of
# the level in its self-play match, per move or score.
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

games=${GAMES:-2000}
seed=${SEED:-1}
threads=${THREADS:-1}

declare -A json=()

# simulate P1,P2 -> its JSON line, kept in json[P1,P2]
simulate () {
  json[$1]=$("$cli" simulate --players "$1" --games "$games" --seed "$seed" --threads "$threads" --json)
}

# field JSON INDEX NAME: the NAME field of seat INDEX (0 or 1)
seat_field () {
  grep -o "\"$3\":[0-9.]*" <<<"$1" | sed -n "$(($2 + 1))p" | cut -d: -f2
}

# decision JSON POLICY STAT: p50 or p95 of POLICY's decisions, in ms
decision () {
  grep -o "\"$2\":{\"p50\":[0-9.]*,\"p95\":[0-9.]*}" <<<"$1" | grep -o "\"$3\":[0-9.]*" | cut -d: -f2
}

percent () {
  awk -v wins="$1" -v games="$games" 'BEGIN { printf "%.1f %%", 100 * wins / games }'
}

number () {
  awk -v x="$1" -v digits="$2" 'BEGIN { printf "%.*f", digits, x }'
}

levels=(random easy normal hard)
matches=(hard,normal normal,easy easy,random hard,easy hard,random normal,random)

for level in "${levels[@]}"; do
  simulate "$level,$level"
  [[ $level == random ]] || simulate "$level,random"
done
for match in "${matches[@]}"; do
  [[ -n ${json[$match]:-} ]] || simulate "$match"
done

echo "Computer players, $games two-player games per line (card-yacht-cli simulate --seed $seed):"
echo
echo "| Level | Mean vs random | Wins vs random | Mean in self-play | Decision p50 | Decision p95 |"
echo "|-------|---------------:|---------------:|------------------:|-------------:|-------------:|"
for level in "${levels[@]}"; do
  self=${json[$level,$level]}
  self_mean=$(awk -v a="$(seat_field "$self" 0 mean_score)" -v b="$(seat_field "$self" 1 mean_score)" \
              'BEGIN { printf "%.1f", (a + b) / 2 }')
  if [[ $level == random ]]; then
    vs_mean=$self_mean
    vs_wins="50.0 %"
  else
    vs=${json[$level,random]}
    vs_mean=$(number "$(seat_field "$vs" 0 mean_score)" 1)
    vs_wins=$(percent "$(seat_field "$vs" 0 wins)")
  fi
  printf "| %s | %s | %s | %s | %s ms | %s ms |\n" "$level" "$vs_mean" "$vs_wins" "$self_mean" \
    "$(number "$(decision "$self" "$level" p50)" 4)" "$(number "$(decision "$self" "$level" p95)" 4)"
done

echo
echo "| Match | Mean scores | First policy's wins |"
echo "|-------|------------:|--------------------:|"
for match in "${matches[@]}"; do
  result=${json[$match]}
  printf "| %s vs %s | %s – %s | %s |\n" "${match%,*}" "${match#*,}" \
    "$(number "$(seat_field "$result" 0 mean_score)" 1)" "$(number "$(seat_field "$result" 1 mean_score)" 1)" \
    "$(percent "$(seat_field "$result" 0 wins)")"
done
