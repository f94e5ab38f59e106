#!/usr/bin/env bash
# Installs what is missing, builds Card Yacht with warnings as errors and
# runs the whole test suite; widget tests run in a virtual X display with
# their own D-Bus session. Usage: build-aux/test.sh [BUILD_DIR [MESON_OPTION...]]
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir="${1:-build-tests}"
shift || true

build-aux/install-deps.sh
if [ ! -f "$build_dir/build.ninja" ]; then
  meson setup "$build_dir" -Dwerror=true "$@"
fi
meson compile -C "$build_dir"

# A throwaway home for data and settings: a test never touches a player's save.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config" XDG_CACHE_HOME="$scratch/cache"
export GSETTINGS_BACKEND=memory

xvfb-run -a -s '-screen 0 1280x800x24' \
  dbus-run-session -- meson test -C "$build_dir" --print-errorlogs --num-processes 2
