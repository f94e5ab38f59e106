#!/usr/bin/env bash
# Makes the screenshots in data/screenshots/ from the real game, in a
# virtual X display. Usage: build-aux/screenshots.sh BUILD_DIR [OUT_DIR [SET]]
# SET is "all" (the default), "metainfo" (only the metainfo-*.png) or
# "sizes" (only the size-*.png).
# Needs xvfb, xdotool, imagemagick and the locales package's sources
# (build-aux/install-deps.sh).
#
# game.png, score-sheet.png: a turn of a fresh game, and the sheet after it.
# yacht-WxH.png: a turn of Yacht, the dice game, with the coach's advice;
# boat-MOMENT-WxH.png: a game of Boat at its bidding, discard and a trick;
# boat-coach-MOMENT-WxH.png: the coach's advice (H) for South's bid and
# for a card of a trick, in the light and (…-dark) the dark style;
# boat-pad-1280x800.png: its score pad after two hands; boat-pad9-WxH.png
# after nine, scrolled to the newest.
# size-GAME-WxH.png, size-GAME-WxH-dark.png: the welcome page and each
# game (card-yacht, yacht, boat) at a phone upright (360x640) and on its
# side (640x360), a small laptop (1024x640) and a large screen
# (1920x1080), in the light and the dark style: a turn of Card Yacht with
# two cards picked, Yacht after a roll with two dice kept, a trick of Boat.
# metainfo-*.png: what software centres show, at the window's default size
# (1100×720): Card Yacht in the light and the dark style, its score sheet
# after a knock, Yacht with the coach, a trick of Boat.
# crowded-WxH-ltr.png, crowded-WxH-rtl.png: the table with every region at
# its largest (make-crowded-save: four long names, a 20-card Harbor, long
# log lines), an exchange of two cards for two waiting for confirmation
# and a hint beside it, at 1024×640 and 1280×800, left to right and right
# to left (GTK's own Hebrew turns the layout; our strings stay English).
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."

build="$(realpath "${1:-build}")"
out="$(realpath -m "${2:-data/screenshots}")"
set="${3:-all}"
mkdir -p "$out"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config"
export GSETTINGS_SCHEMA_DIR="$build/data" GSETTINGS_BACKEND=memory GSK_RENDERER=cairo

# Right to left: GTK takes the direction from its own translation, which
# gettext reads only under a real locale (a fresh machine has only C), and
# GLib turns every translation off when the program's own domain has none
# for the language, unless the locale is an English one. So: an English
# locale of our own, and LANGUAGE=he.
export LOCPATH="$scratch/locale"
mkdir -p "$LOCPATH"
localedef -i en_US -f UTF-8 "$LOCPATH/en_US.UTF-8" 2>/dev/null || {
  echo "screenshots.sh: localedef could not make en_US.UTF-8 (install the locales package)" >&2
  exit 2
}

shoot () {
  # shoot NAME SIZE LANGUAGE ARGS SCRIPT: runs the game with ARGS in a
  # display of SIZE, the xdotool steps in SCRIPT, then a screenshot.
  local name="$1" size="$2" language="$3" args="$4" steps="$5"
  local width="${size%x*}" height="${size#*x}"
  LANG=en_US.UTF-8 LANGUAGE="$language" xvfb-run -a -s "-screen 0 ${size}x24" dbus-run-session -- bash -c "
    '$build/src/card-yacht' --standalone $args &
    game=\$!
    window=\$(xdotool search --sync --onlyvisible --class card-yacht | head -1)
    xdotool windowsize --sync \$window $width $height
    sleep 2
    $steps
    sleep 1
    import -window root '$out/$name.png'
    kill \$game
  "
}

# Leave the seat draw (Deal, by its mnemonic: a game started from the
# command line does not put the focus on it), pick the hand's first two
# cards (the keyboard starts on the first) and lay them in the Harbor
# (shown, then confirmed with D again), then let the computer players move.
play_a_turn='xdotool mousemove 2 400; sleep 0.3; xdotool key alt+d; sleep 2;
  xdotool key space Right space; sleep 0.3;
  xdotool key d; sleep 0.3; xdotool key d; sleep 4'

# Every game at every size, light and dark (issue 29: nothing clipped,
# every control within reach).
shoot_sizes () {
  local size style name
  for size in 360x640 640x360 1024x640 1920x1080; do
    for style in light dark; do
      name="$size"
      [ "$style" = dark ] && name="$size-dark"
      export ADW_DEBUG_COLOR_SCHEME="prefer-$style"
      rm -rf "$XDG_DATA_HOME"
      shoot "size-welcome-$name" "$size" en "" "xdotool mousemove 2 2"
      rm -rf "$XDG_DATA_HOME"
      shoot "size-card-yacht-$name" "$size" en "--players 'You:human,Ann:normal,Bob:hard' --deal 2026" \
        "xdotool mousemove 2 200; sleep 0.3; xdotool key alt+d; sleep 2; xdotool key space Right space; sleep 1"
      rm -rf "$XDG_DATA_HOME"
      shoot "size-yacht-$name" "$size" en "--game dice --players 'You:human,Ann:hard' --deal 7" \
        "xdotool mousemove 2 200; sleep 0.3; xdotool key r; sleep 2; xdotool key 1 3; sleep 0.5"
      rm -rf "$XDG_DATA_HOME"
      "$build/tests/boat/make-boat-table-save" trick
      shoot "size-boat-$name" "$size" en "" "xdotool mousemove 2 200"
      unset ADW_DEBUG_COLOR_SCHEME
    done
  done
}
if [ "$set" = sizes ]; then
  shoot_sizes
  echo "Wrote size-{welcome,card-yacht,yacht,boat}-{360x640,640x360,1024x640,1920x1080}[-dark].png in $out"
  exit 0
fi

# The metainfo's screenshots, at the default window size.
rm -rf "$XDG_DATA_HOME"
shoot metainfo-card-yacht 1100x720 en "--players 'You:human,Ann:normal,Bob:hard' --deal 2026" "$play_a_turn"
rm -rf "$XDG_DATA_HOME"
ADW_DEBUG_COLOR_SCHEME=prefer-dark \
  shoot metainfo-card-yacht-dark 1100x720 en "--players 'You:human,Ann:normal,Bob:hard' --deal 2026" "$play_a_turn"
rm -rf "$XDG_DATA_HOME"
shoot metainfo-score-sheet 1100x720 en "--players 'You:human,Ann:normal,Bob:hard' --deal 2026" "$play_a_turn; xdotool key k; sleep 8"
rm -rf "$XDG_DATA_HOME"
shoot metainfo-yacht 1100x720 en "--game dice --players 'You:human,Ann:hard' --deal 7" \
  "xdotool mousemove 2 400; sleep 0.3; xdotool key r; sleep 2; xdotool key 1 3; sleep 0.5; xdotool key h; sleep 1"
rm -rf "$XDG_DATA_HOME"
"$build/tests/boat/make-boat-table-save" trick
shoot metainfo-boat 1100x720 en "" "xdotool mousemove 2 400"
if [ "$set" = metainfo ]; then
  echo "Wrote metainfo-{card-yacht,card-yacht-dark,score-sheet,yacht,boat}.png in $out"
  exit 0
fi

# Each game from nothing saved: a game in progress would be set aside, with a toast.
rm -rf "$XDG_DATA_HOME"
shoot game 1280x800 en "--players 'You:human,Ann:normal,Bob:hard' --deal 2026" "$play_a_turn"
rm -rf "$XDG_DATA_HOME"
shoot score-sheet 1280x800 en "--players 'You:human,Ann:normal,Bob:hard' --deal 2026" "$play_a_turn; xdotool key k; sleep 8"

# The crowded table, by keyboard: the focus starts on the hand's first card.
# Space picks it and the next (Right, or Left right to left); Tab Tab goes
# past the own Harbor to the first opponent's (the 20 cards), where two
# more are picked; E shows the exchange, and P, not allowed now, puts the
# reason in the hint's place.
crowded () {
  echo "xdotool mousemove 2 400; sleep 0.3;
    xdotool key space $1 space Tab Tab space $1 space; sleep 0.3;
    xdotool key e; sleep 0.5; xdotool key p"
}

for size in 1024x640 1280x800; do
  for direction in ltr rtl; do
    language=en next=Right
    [ "$direction" = rtl ] && language=he next=Left
    rm -rf "$XDG_DATA_HOME"
    "$build/tests/card-yacht/make-crowded-save"
    shoot "crowded-$size-$direction" "$size" "$language" "" "$(crowded $next)"
  done
done

# Yacht: a roll, the first and third dice kept, the coach asked (H).
for size in 1024x640 1280x800; do
  rm -rf "$XDG_DATA_HOME"
  shoot "yacht-$size" "$size" en "--game dice --players 'You:human,Ann:hard' --deal 7" \
    "xdotool mousemove 2 400; sleep 0.3; xdotool key r; sleep 2; xdotool key 1 3; sleep 0.5; xdotool key h; sleep 1"
done

# Boat: the table resumed at three moments of a seeded hand
# (make-boat-table-save): South's bid, South's discard of 14 cards, and a
# trick under way with South to play.
for moment in bidding discard trick; do
  for size in 1024x640 1280x800; do
    rm -rf "$XDG_DATA_HOME"
    "$build/tests/boat/make-boat-table-save" "$moment"
    shoot "boat-$moment-$size" "$size" en "" "xdotool mousemove 2 400"
  done
done
# The coach asked (H) at South's bid and at a card, light and dark.
for moment in bidding trick; do
  for size in 1024x640 1280x800; do
    for style in light dark; do
      rm -rf "$XDG_DATA_HOME"
      "$build/tests/boat/make-boat-table-save" "$moment"
      name="boat-coach-$moment-$size"
      [ "$style" = dark ] && name="$name-dark"
      ADW_DEBUG_COLOR_SCHEME="prefer-$style" \
        shoot "$name" "$size" en "" "xdotool mousemove 2 400; sleep 0.3; xdotool key h; sleep 4"
    done
  done
done
# The score pad after two hands (beside the table from 1200 pixels wide).
rm -rf "$XDG_DATA_HOME"
"$build/tests/boat/make-boat-table-save" pad
shoot "boat-pad-1280x800" 1280x800 en "" "xdotool mousemove 2 400"
# After nine hands, the newest in view: beside the table, and over it (F9) at 1024x640.
rm -rf "$XDG_DATA_HOME"
"$build/tests/boat/make-boat-table-save" pad9
shoot "boat-pad9-1280x800" 1280x800 en "" "xdotool mousemove 2 400"
rm -rf "$XDG_DATA_HOME"
"$build/tests/boat/make-boat-table-save" pad9
shoot "boat-pad9-1024x640" 1024x640 en "" "xdotool mousemove 2 400; sleep 0.3; xdotool key F9; sleep 1"

shoot_sizes

echo "Wrote size-{welcome,card-yacht,yacht,boat}-{360x640,640x360,1024x640,1920x1080}[-dark].png, game.png, score-sheet.png, crowded-{1024x640,1280x800}-{ltr,rtl}.png, yacht-{1024x640,1280x800}.png, boat-{bidding,discard,trick}-{1024x640,1280x800}.png, boat-coach-{bidding,trick}-{1024x640,1280x800}[-dark].png boat-pad-1280x800.png and boat-pad9-{1024x640,1280x800}.png in $out"
