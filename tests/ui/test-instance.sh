#!/usr/bin/env bash
# One instance: a second launch hands its --players to the running game and
# ends at once; --standalone runs apart. A game asked for on the command line
# never replaces the saved game in progress: that is set aside, whole, and
# every game set aside is kept.
#
# Usage: test-instance.sh CARD_YACHT SCHEMA_DIR
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

game="$1"
schema_dir="$2"

if [ -z "${DISPLAY:-}" ]; then
  echo "SKIP: no display"
  exit 77
fi
if ! command -v xdotool >/dev/null; then
  echo "SKIP: xdotool is not installed"
  exit 77
fi

CY_TEST_ARGS=("$@")
. "$(dirname "$0")/../support/app-session.sh" "$schema_dir"
save="$XDG_DATA_HOME/card-yacht/saved-game"

fail() {
  echo "FAIL: $*"
  exit 1
}

# Only our own instances: other test runs on the machine start the same
# binary, so a process counts when its environment has our scratch home.
count() {
  local n=0 p
  for p in $(pgrep -f "^$game( |\$)" || true); do
    if tr '\0' '\n' <"/proc/$p/environ" 2>/dev/null | grep -qxF "XDG_DATA_HOME=$scratch/data"; then
      n=$((n + 1))
    fi
  done
  echo "$n"
}

wait_for_window() {
  timeout 30 xdotool search --sync --onlyvisible --name '^Card Yacht$' >/dev/null || fail "no window"
}

# A first game: its save appears.
"$game" --players "A:easy,B:easy" --deal 7 >"$scratch/first.log" 2>&1 &
pids+=($!)
wait_for_window
for _ in $(seq 1 40); do [ -f "$save" ] && break; sleep 0.25; done
[ -f "$save" ] || fail "the first game was not saved"

# A second launch asks the running game and ends at once.
timeout 10 "$game" --players "C:easy,D:easy" --deal 8 >"$scratch/second.log" 2>&1 || fail "the second launch did not end: $(cat "$scratch/second.log")"
[ "$(count)" -eq 1 ] || fail "$(count) instances run after a second launch"
echo "# a second launch went to the running game"

# --standalone runs apart.
"$game" --standalone --players "E:easy,F:easy" >"$scratch/standalone.log" 2>&1 &
pids+=($!)
sleep 2
[ "$(count)" -eq 2 ] || fail "--standalone did not run apart ($(count) instances)"
echo "# --standalone ran apart"
for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done
sleep 0.5
pids=()

# Started again with --players: the game in progress (A) is set aside, byte
# for byte, into the folder of games set aside.
aside_dir="$XDG_DATA_HOME/card-yacht/set-aside"
set_aside_count() {
  find "$aside_dir" -maxdepth 1 -type f ! -name '.*' 2>/dev/null | wc -l
}
cp "$save" "$scratch/game-a"
"$game" --players "G:easy,H:easy" --deal 9 >"$scratch/third.log" 2>&1 &
pids+=($!)
wait_for_window
for _ in $(seq 1 40); do [ "$(set_aside_count)" -ge 1 ] && break; sleep 0.25; done
[ "$(set_aside_count)" -eq 1 ] || fail "the game in progress was not set aside ($(set_aside_count) set aside)"
aside_a="$(find "$aside_dir" -maxdepth 1 -type f ! -name '.*')"
cmp -s "$aside_a" "$scratch/game-a" || fail "the game set aside is not the game that was in progress"
echo "# the game in progress was set aside"

# Again with --players: the game in progress (B) is set aside too, beside A
# (a single place for one game lost A here once); A stays as it was.
for _ in $(seq 1 40); do [ -f "$save" ] && break; sleep 0.25; done
[ -f "$save" ] || fail "the second game was not saved"
for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done
sleep 0.5
pids=()
cp "$aside_a" "$scratch/first-aside"
cp "$save" "$scratch/game-b"
"$game" --players "I:easy,J:easy" --deal 10 >"$scratch/fourth.log" 2>&1 &
pids+=($!)
wait_for_window
for _ in $(seq 1 40); do [ "$(set_aside_count)" -ge 2 ] && break; sleep 0.25; done
[ "$(set_aside_count)" -eq 2 ] || fail "the second game was not set aside beside the first ($(set_aside_count) set aside)"
cmp -s "$aside_a" "$scratch/first-aside" || fail "the first game set aside was replaced"
found_b=0
for f in "$aside_dir"/*; do
  [ "$f" = "$aside_a" ] && continue
  cmp -s "$f" "$scratch/game-b" && found_b=1
done
[ "$found_b" -eq 1 ] || fail "the second game set aside is not the game that was in progress"
echo "# a second game was set aside beside the first; both kept whole"
echo "PASS"
