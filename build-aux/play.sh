#!/usr/bin/env bash
# Installs what is missing, builds Card Yacht and starts it from the build
# tree. Extra arguments go to the game, e.g. --players "You:human,Ann:hard".
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
meson compile -C "$build_dir"

exec meson devenv -C "$build_dir" --workdir "$PWD" card-yacht "$@"
