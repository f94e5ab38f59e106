#!/usr/bin/env bash
# card-yacht RECORD (as the file manager runs it, through the MIME type of
# our records) opens the record in the viewer, of every game (a Card Yacht
# record, a Yacht record, a Boat record stopped after the bidding); a broken
# file gets one clear line and message, no viewer.
#
# Usage: test-open-record.sh CARD_YACHT CARD_YACHT_CLI SCHEMA_DIR
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

game="$1"
cli="$2"
schema_dir="$3"

if [ -z "${DISPLAY:-}" ] || ! command -v xdotool >/dev/null; then
  echo "1..0 # SKIP no display or no xdotool"
  exit 0
fi
CY_TEST_ARGS=("$@")
. "$(dirname "$0")/../support/app-session.sh" "$schema_dir"
export GTK_A11Y=none

echo "1..5"

# A whole game's record, as simulate writes it.
"$cli" simulate --players easy,normal --games 1 --seed 5 --records "$scratch/records" >/dev/null
record="$scratch/records/game-0.json"
[ -f "$record" ] || record="$(ls "$scratch"/records/*.json | head -1)"

# A Yacht record, as dice simulate writes it, and a Boat record that stops
# after the bidding (the viewer steps as far as it goes).
"$cli" dice simulate --players easy,normal --games 1 --seed 5 --records "$scratch/dice" >/dev/null

number=1
for what in "record:$record" "Yacht record:$scratch/dice/game-0.json" "Boat record:$(dirname "$0")/../records/boat-at-discard.json"; do
  name=${what%%:*}
  file=${what#*:}
  "$game" --standalone "$file" >"$scratch/good.log" 2>&1 &
  pids+=($!)
  if timeout 30 xdotool search --sync --onlyvisible --name '^Game Record$' >/dev/null 2>&1; then
    echo "ok $number card-yacht RECORD opens the $name in the viewer"
  else
    echo "not ok $number card-yacht RECORD opens the $name in the viewer"
    sed 's/^/# /' "$scratch/good.log"
  fi
  kill "${pids[@]}" 2>/dev/null || true
  wait 2>/dev/null || true
  pids=()
  number=$((number + 1))
done

# A broken record: one line on the terminal, a message in the window, no viewer.
printf '{"game":"card-yacht","players":["A",' >"$scratch/broken.cyrecord.json"
"$game" --standalone "$scratch/broken.cyrecord.json" >"$scratch/bad.out" 2>"$scratch/bad.err" &
pids+=($!)
for _ in $(seq 1 60); do
  grep -q '^card-yacht: ' "$scratch/bad.err" && break
  sleep 0.5
done
lines=$(grep -c '^card-yacht: ' "$scratch/bad.err" || true)
if [ "$lines" = 1 ] && grep -q 'broken.cyrecord.json' "$scratch/bad.err"; then
  echo "ok 4 a broken record is said in one line naming the file"
else
  echo "not ok 4 a broken record is said in one line naming the file"
  sed 's/^/# /' "$scratch/bad.err"
fi
sleep 1
if xdotool search --onlyvisible --name '^Game Record$' >/dev/null 2>&1; then
  echo "not ok 5 a broken record opens no viewer"
else
  echo "ok 5 a broken record opens no viewer"
fi
