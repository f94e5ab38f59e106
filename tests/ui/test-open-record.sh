#!/usr/bin/env bash
# card-yacht RECORD (as the file manager runs it, through the MIME type of
# our records) opens the record in the viewer; a broken file gets one clear
# line and message, no viewer, and the game saved before is untouched.
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

echo "1..3"

# A whole game's record, as simulate writes it.
"$cli" simulate --players easy,normal --games 1 --seed 5 --records "$scratch/records" >/dev/null
record="$scratch/records/game-0.json"
[ -f "$record" ] || record="$(ls "$scratch"/records/*.json | head -1)"

"$game" --standalone "$record" >"$scratch/good.log" 2>&1 &
pids+=($!)
if timeout 30 xdotool search --sync --onlyvisible --name '^Game Record$' >/dev/null 2>&1; then
  echo "ok 1 card-yacht RECORD opens the record in the viewer"
else
  echo "not ok 1 card-yacht RECORD opens the record in the viewer"
  sed 's/^/# /' "$scratch/good.log"
fi
kill "${pids[@]}" 2>/dev/null || true
wait 2>/dev/null || true
pids=()

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
  echo "ok 2 a broken record is said in one line naming the file"
else
  echo "not ok 2 a broken record is said in one line naming the file"
  sed 's/^/# /' "$scratch/bad.err"
fi
sleep 1
if xdotool search --onlyvisible --name '^Game Record$' >/dev/null 2>&1; then
  echo "not ok 3 a broken record opens no viewer"
else
  echo "ok 3 a broken record opens no viewer"
fi
