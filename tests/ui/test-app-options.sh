#!/usr/bin/env bash
# The game's command line refuses what it cannot start, before any window:
# exit 2 and one line on stderr naming the option. Boat takes exactly four
# seats.
#
# Usage: test-app-options.sh GAME_EXE GSCHEMA_DIR
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -u

game="$1"
export GSETTINGS_SCHEMA_DIR="$2" GSETTINGS_BACKEND=memory
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config"
# No display: a refused option must not need one.
unset DISPLAY WAYLAND_DISPLAY

failures=0
n=0

refused () {
  # refused DESCRIPTION EXPECTED_TEXT ARGS...
  local what="$1" expected="$2"
  shift 2
  n=$((n + 1))
  "$game" --standalone "$@" >"$scratch/out" 2>"$scratch/err"
  local status=$?
  if [ "$status" -ne 2 ]; then
    echo "not ok $n - $what: exit $status, not 2"
    failures=$((failures + 1))
  elif [ "$(wc -l <"$scratch/err")" -ne 1 ] || ! grep -qF -- "$expected" "$scratch/err"; then
    echo "not ok $n - $what: stderr was: $(cat "$scratch/err")"
    failures=$((failures + 1))
  else
    echo "ok $n - $what"
  fi
}

echo "1..5"
refused "Boat with three seats" "--players: Boat is played by exactly four seats" \
  --game boat --players "You:human,Wes:hard,Nora:hard"
refused "Boat with five seats" "not 5" \
  --game boat --players "You:human,Wes:hard,Nora:hard,Ed:hard,Al:easy"
refused "Boat with a bad kind" "is not a kind of player" \
  --game boat --players "You:human,Wes:wizard,Nora:hard,Ed:hard"
refused "an unknown game" "--game: the game is card-yacht, dice or boat" \
  --game bot --players "You:human,Wes:hard"
refused "rules for Boat" "--rules: rule sets are for --game dice" \
  --game boat --rules yacht-1938 --players "You:human,Wes:hard,Nora:hard,Ed:hard"

[ "$failures" -eq 0 ]
