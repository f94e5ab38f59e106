#!/usr/bin/env bash
# Makes the screenshots in data/screenshots/ from the real game, in a
# virtual X display. Usage: build-aux/screenshots.sh BUILD_DIR
# Needs xvfb, xdotool and imagemagick (build-aux/install-deps.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

build="$(realpath "${1:-build}")"
out="$PWD/data/screenshots"
mkdir -p "$out"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config"
export GSETTINGS_SCHEMA_DIR="$build/data" GSETTINGS_BACKEND=memory GSK_RENDERER=cairo

shoot () {
  # shoot NAME LOCALE SCRIPT: runs the game, the xdotool steps in SCRIPT, then a screenshot
  local name="$1" locale="$2" steps="$3"
  LANGUAGE="$locale" xvfb-run -a -s '-screen 0 1280x800x24' dbus-run-session -- bash -c "
    '$build/src/ui/card-yacht' --players 'You:human,Ann:normal,Bob:hard' --deal 2026 &
    game=\$!
    sleep 3
    $steps
    import -window root -crop 1100x720+0+0 '$out/$name.png'
    kill \$game
  "
}

# Leave the seat draw (Deal), pick two cards of the hand and lay them in the
# Harbor, then let the computer players move.
play_a_turn='xdotool key Return; sleep 2;
  xdotool mousemove --sync 300 690 click 1; sleep 0.3; xdotool mousemove --sync 400 690 click 1; sleep 0.3;
  xdotool key d; xdotool mousemove 1200 780; sleep 4'

shoot game "" "$play_a_turn"
shoot score-sheet "" "$play_a_turn; xdotool key k; sleep 8"
echo "Wrote $out/game.png and $out/score-sheet.png"
