# Sourced by the shell tests that start the app (tests/ui/test-*.sh) after
# they have checked for a display: re-runs the test on a private session
# bus, so that no other Card Yacht takes its launches, and gives it a
# scratch home that is removed at the end with every process listed in
# pids.
#
# Usage: . app-session.sh SCHEMA_DIR
#
# SPDX-License-Identifier: GPL-3.0-or-later

if [ -z "${CY_TEST_PRIVATE_BUS:-}" ] && command -v dbus-run-session >/dev/null; then
  CY_TEST_PRIVATE_BUS=1 exec dbus-run-session -- bash "$0" "${CY_TEST_ARGS[@]}"
fi

scratch="$(mktemp -d)"
pids=()
cleanup() {
  for p in "${pids[@]}"; do
    kill -9 "$p" 2>/dev/null || true
  done
  rm -rf "$scratch"
}
trap cleanup EXIT

export XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config" XDG_CACHE_HOME="$scratch/cache"
export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$1" GSK_RENDERER=cairo NO_AT_BRIDGE=1
