#!/usr/bin/env bash
# Start-up and drag smoothness, in a virtual X display.
#  - start-up: time from launch to the first frame (the process quits
#    there), for the game and for a bare libadwaita window, alternately in
#    the same run; prints the medians and their ratio. The same for a
#    game of Yacht (the dice table).
#  - dragging: frame times while a card is dragged across the table.
# Usage: build-aux/bench-startup.sh BUILD_DIR [RUNS]
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."

build="$(realpath "${1:-build}")"
runs="${2:-15}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_HOME="$scratch/data" GSETTINGS_SCHEMA_DIR="$build/data" GSETTINGS_BACKEND=memory
export NO_AT_BRIDGE=1

cat > "$scratch/run.sh" <<EOS
set -euo pipefail
time_ms () { local s=\$(date +%s%N); CY_BENCH_FIRST_FRAME=1 "\$@" > /dev/null; echo \$(( (\$(date +%s%N) - s) / 1000000 )); }
median () { sort -n | awk '{ a[NR] = \$1 } END { print a[int((NR + 1) / 2)] }'; }
# One warm-up each, not counted (caches).
time_ms "$build/tests/bench-bare-window" > /dev/null
time_ms "$build/src/card-yacht" --players "You:human,Ann:normal" > /dev/null
time_ms "$build/src/card-yacht" --game dice --players "You:human,Ann:hard" > /dev/null
for i in \$(seq $runs); do
  time_ms "$build/tests/bench-bare-window" >> "$scratch/bare"
  time_ms "$build/src/card-yacht" --players "You:human,Ann:normal" >> "$scratch/game"
  time_ms "$build/src/card-yacht" --game dice --players "You:human,Ann:hard" >> "$scratch/dice"
done
bare=\$(median < "$scratch/bare"); game=\$(median < "$scratch/game"); dice=\$(median < "$scratch/dice")
echo "start-up to first frame (median of $runs): bare libadwaita window \${bare} ms, Card Yacht \${game} ms, ratio \$(awk "BEGIN { printf \"%.2f\", \$game / \$bare }")"
echo "start-up to first frame (median of $runs): Yacht (dice) \${dice} ms, ratio \$(awk "BEGIN { printf \"%.2f\", \$dice / \$bare }")"

# Drag a card of the hand back and forth over the table for two seconds.
CY_BENCH_FRAMES=3 "$build/src/card-yacht" --players "You:human,Ann:normal" > "$scratch/frames" &
game_pid=\$!
sleep 2; xdotool key Return; sleep 1.5
xdotool mousemove --sync 300 650 sleep 0.05 mousedown 1 mousemove 320 650 sleep 0.03
for i in \$(seq 40); do xdotool mousemove \$((300 + (i % 10) * 40)) \$((600 - (i % 10) * 30)) sleep 0.04; done
xdotool mouseup 1; sleep 0.5
xdotool key ctrl+q; sleep 1; kill \$game_pid 2>/dev/null || true; wait \$game_pid || true
echo "while dragging: \$(cat "$scratch/frames")"
EOS

xvfb-run -a -s '-screen 0 1280x800x24' dbus-run-session -- bash "$scratch/run.sh" 2>/dev/null
