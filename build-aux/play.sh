#!/usr/bin/env bash
# Installs what is missing, builds Card Yacht (not its tests) and starts
# it from the build tree. Extra arguments go to the game, e.g.
# --players "You:human,Ann:hard".
#
# The game runs in `meson devenv`, which points it at the build tree's
# settings schema and help (see the top meson.build). For tests:
# CARD_YACHT_BUILD_DIR picks another build directory, and
# CARD_YACHT_NO_INSTALL=1 skips the package check.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir="${CARD_YACHT_BUILD_DIR:-build}"

if [ -z "${CARD_YACHT_NO_INSTALL:-}" ]; then
  build-aux/install-deps.sh
fi
if [ ! -f "$build_dir/build.ninja" ]; then
  meson setup "$build_dir"
fi
# What the game needs, not the test suite: every target built by default
# but the tests' (a first start would otherwise build 130 test programs).
targets=$(ninja -C "$build_dir" -t query all |
          awk '/input:/ { f = 1; next } /outputs:/ { f = 0 } f { print $1 }' |
          grep -v -e '^tests/' -e '^meson-test-prereq$' -e '^meson-benchmark-prereq$')
# shellcheck disable=SC2086 # one target a word
ninja -C "$build_dir" $targets

exec meson devenv -C "$build_dir" --workdir "$PWD" card-yacht "$@"
