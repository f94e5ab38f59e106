#!/usr/bin/env bash
# The autosave survives kill -9: the game is killed at random moments while
# two computer players play, and every time the save left behind loads
# (card-yacht-cli sheet --game), nothing is set aside as unreadable, and the
# restarted game resumes exactly where the killed one stopped and plays on.
#
# Usage: test-kill.sh CARD_YACHT CARD_YACHT_CLI SCHEMA_DIR
# Needs a display (skips, exit 77, without one), xdotool and /usr/bin/python3
# with PyGObject (to read the save's round and scores).
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

game="$1"
cli="$2"
schema_dir="$3"

if [ -z "${DISPLAY:-}" ]; then
  echo "SKIP: no display"
  exit 77
fi
for tool in xdotool /usr/bin/python3; do
  if ! command -v "$tool" >/dev/null; then
    echo "SKIP: $tool is not installed"
    exit 77
  fi
done

# A private session bus: another Card Yacht on the usual bus would take our
# launch as a remote activation, and an app killed with -9 leaves nothing
# behind on a bus that ends with the test.
if [ -z "${CY_KILL_TEST_BUS:-}" ] && command -v dbus-run-session >/dev/null; then
  CY_KILL_TEST_BUS=1 exec dbus-run-session -- bash "$0" "$@"
fi

scratch="$(mktemp -d)"
pid=""
cleanup() {
  if [ -n "$pid" ]; then
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  rm -rf "$scratch"
}
trap cleanup EXIT

export XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config" XDG_CACHE_HOME="$scratch/cache"
export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$schema_dir" GSK_RENDERER=cairo NO_AT_BRIDGE=1
save="$XDG_DATA_HOME/card-yacht/saved-game"
deal=7

fail() {
  echo "FAIL: $*"
  exit 1
}

# Prints "deal players round scored turns" for a save: enough to tell one
# game from another and how far it has got.
state() {
  /usr/bin/python3 - "$1" <<'EOF'
import sys
from gi.repository import GLib
data = open(sys.argv[1], 'rb').read()
# The app saves a match: (magic, version, fields), the game's own saved
# form in fields['game'].
match = GLib.Variant.new_from_bytes(GLib.VariantType('(sua{sv})'), GLib.Bytes.new(data), False)
if match.is_normal_form() and match.get_child_value(0).get_string() == 'card-yacht-match':
    data = bytes(match.get_child_value(2).lookup_value('game', GLib.VariantType('ay')).get_data_as_bytes().get_data())
variant = GLib.Variant.new_from_bytes(GLib.VariantType('(ua{sv})'), GLib.Bytes.new(data), False)
version, fields = variant.unpack()
scored = sum(1 for row in fields['scores'] for score in row if score >= 0)
players = ','.join(name for name, kind in fields['players'])
print(fields['deal-number'], players, fields['round'], scored, sum(fields['turns-taken']))
EOF
}

# How far a game has got, as one number that only grows while it is played:
# scored cells, then turns within the hand.
progress() {
  local s
  read -r -a s <<< "$1"
  echo $(( s[3] * 1000 + s[4] ))
}

start() {
  "$game" "$@" >"$scratch/game.log" 2>&1 &
  pid=$!
  if ! timeout 30 xdotool search --sync --onlyvisible --name '^Card Yacht$' >/dev/null; then
    cat "$scratch/game.log"
    fail "the window did not appear"
  fi
}

kill_game() {
  kill -9 "$pid"
  wait "$pid" 2>/dev/null || true
  pid=""
}

# Waits until the save shows at least $1 more progress than $2.
wait_for_progress() {
  local needed="$1" from="$2"
  for _ in $(seq 1 120); do
    if [ -f "$save" ] && [ "$(progress "$(state "$save")")" -ge $(( from + needed )) ]; then
      return 0
    fi
    sleep 0.5
  done
  fail "the game made no progress (state: $(state "$save" 2>&1 || true))"
}

check_save() {
  local what="$1"
  [ -f "$save" ] || fail "$what: no saved game"
  if ! "$cli" sheet --game "$save" --output "$scratch/sheet.pdf" 2>"$scratch/cli.err"; then
    cat "$scratch/cli.err"
    fail "$what: the save does not load"
  fi
  if compgen -G "$save.unreadable-*" >/dev/null; then
    fail "$what: a save was set aside as unreadable"
  fi
}

# A new game (which does not resume) writes its first save at once.
start --players "A:easy,B:easy" --deal "$deal"
for _ in $(seq 1 40); do
  [ -f "$save" ] && break
  sleep 0.25
done
kill_game
check_save "killed after the start"
first="$(state "$save")"
echo "# started: $first"
[ "${first%% *}" = "$deal" ] || fail "the save is not of deal $deal: $first"

# Restarted without --players it resumes, straight to the table, and the
# computers play on. Kill it mid-game, at a different moment each time.
for cycle in 1 2; do
  before="$(state "$save")"
  start
  wait_for_progress 2 "$(progress "$before")"
  sleep "0.$(( RANDOM % 10 ))"
  kill_game
  check_save "cycle $cycle"
  echo "# cycle $cycle: $(state "$save")"
done

# Freeze the game so that the save cannot change, remember it, kill.
start
wait_for_progress 1 "$(progress "$(state "$save")")"
kill -STOP "$pid"
cp "$save" "$scratch/at-kill"
kill_game
check_save "last kill"
cmp -s "$save" "$scratch/at-kill" || fail "the save changed after the kill"
at_kill="$(state "$scratch/at-kill")"

# The restarted game is the same game, from where it stopped: same deal and
# players, no progress lost, and it keeps going.
start
resumed="$(state "$save")"
read -r -a k <<< "$at_kill"
read -r -a r <<< "$resumed"
[ "${r[0]} ${r[1]}" = "${k[0]} ${k[1]}" ] || fail "a different game after the restart: $resumed, not $at_kill"
[ "$(progress "$resumed")" -ge "$(progress "$at_kill")" ] || fail "progress lost: $at_kill, then $resumed"
wait_for_progress 1 "$(progress "$at_kill")"
after="$(state "$save")"
read -r -a a <<< "$after"
[ "${a[0]} ${a[1]}" = "${k[0]} ${k[1]}" ] || fail "a different game after the restart: $after"
check_save "after the restart"
echo "# killed at: $at_kill; resumed and went on to: $after"

if [ -n "${CY_KILL_TEST_SCREENSHOT:-}" ] && command -v import >/dev/null; then
  import -window root "$CY_KILL_TEST_SCREENSHOT"
fi

kill_game
echo "PASS"
