#!/usr/bin/env bash
# Installs what is missing, builds Card Yacht and starts it from the build
# tree. Extra arguments go to the game, e.g. --players "You:human,Ann:hard".
set -euo pipefail
cd "$(dirname "$0")/.."

build-aux/install-deps.sh
if [ ! -f build/build.ninja ]; then
  meson setup build
fi
meson compile -C build

# Run uninstalled: the settings schema comes from the build tree.
export GSETTINGS_SCHEMA_DIR="$PWD/build/data"
exec ./build/src/ui/card-yacht "$@"
