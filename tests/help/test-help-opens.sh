#!/usr/bin/env bash
# The help opens from the build tree: the game is started the way the README
# says (build-aux/play.sh), F1 is pressed, and the help viewer must show the
# help's first page, not "Document Not Found". The screen is read back with
# OCR (tesseract), since yelp's window title is the same either way.
#
# Usage: test-help-opens.sh SOURCE_ROOT BUILD_DIR
# Needs a display, yelp, xdotool, imagemagick and tesseract-ocr; skips
# (exit 77) without one of them.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

root="$1"
build="$2"

if [ -z "${DISPLAY:-}" ]; then
  echo "SKIP: no display"
  exit 77
fi
for tool in yelp xdotool import tesseract meson; do
  if ! command -v "$tool" >/dev/null; then
    echo "SKIP: $tool is not installed"
    exit 77
  fi
done

# A private session bus: a help viewer already running on the usual bus
# would get our page and look for it with its own environment.
if [ -z "${CY_HELP_TEST_BUS:-}" ] && command -v dbus-run-session >/dev/null; then
  CY_HELP_TEST_BUS=1 exec dbus-run-session -- bash "$0" "$@"
fi

scratch="$(mktemp -d)"
game=""
cleanup() {
  # The viewer and the game, by their process ids.
  for pid in $(xdotool search --class yelp getwindowpid %@ 2>/dev/null | sort -u); do
    kill "$pid" 2>/dev/null || true
  done
  if [ -n "$game" ]; then
    kill -- "-$game" 2>/dev/null || true
    wait "$game" 2>/dev/null || true
  fi
  rm -rf "$scratch"
}
trap cleanup EXIT

export XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config" XDG_CACHE_HOME="$scratch/cache"
export GSETTINGS_BACKEND=memory GSK_RENDERER=cairo

fail() {
  echo "FAIL: $*"
  exit 1
}

# Waits up to $1 seconds for the command after it to succeed.
wait_for() {
  local seconds="$1"
  shift
  for _ in $(seq $((seconds * 4))); do
    if "$@"; then
      return 0
    fi
    sleep 0.25
  done
  return 1
}

game_window() {
  xdotool search --onlyvisible --name '^Card Yacht$' >/dev/null 2>&1
}

viewer_window() {
  xdotool search --onlyvisible --class yelp >/dev/null 2>&1
}

# The README's command, in its own process group so that the game and
# meson devenv can be ended together.
(cd "$root" && CARD_YACHT_BUILD_DIR="$build" CARD_YACHT_NO_INSTALL=1 \
   exec setsid build-aux/play.sh --players "You:human,Ann:hard" --deal 1) >"$scratch/game.log" 2>&1 &
game=$!

wait_for 120 game_window || { cat "$scratch/game.log"; fail "the game window did not appear"; }
window=$(xdotool search --onlyvisible --name '^Card Yacht$' | head -1)
xdotool windowactivate "$window" 2>/dev/null || xdotool windowfocus "$window" 2>/dev/null || true
sleep 1
xdotool mousemove --window "$window" 300 10 click 1
xdotool key F1

wait_for 60 viewer_window || fail "no help viewer opened after F1"

# Read the screen until the first page shows (yelp draws with WebKit and
# takes a few seconds), or until it says the document is missing.
text=""
for _ in $(seq 30); do
  sleep 1
  import -window root "$scratch/shot.png"
  text=$(tesseract "$scratch/shot.png" - 2>/dev/null || true)
  if grep -q "Document Not Found" <<<"$text"; then
    fail "the help viewer says: Document Not Found"
  fi
  if grep -q "holds three games" <<<"$text" && grep -q "learn the game" <<<"$text"; then
    echo "ok: F1 opened the help's first page"
    exit 0
  fi
done

echo "$text" | sed 's/^/# /'
fail "the help's first page did not show"
