#!/usr/bin/env bash
# Checks that every source file says its licence in an SPDX line
# (the SPDX licence identifier), so that a packager or `reuse lint` needs
# to guess nothing. Source files are code, build files, scripts, templates,
# help pages and man pages; art, translations and test inputs cannot carry
# a line and are covered by .reuse/dep5 instead.
#
# Usage: check-spdx.sh SOURCE_ROOT
# Exits 1 naming each file without the line, 0 otherwise. Works in a git
# checkout and in an unpacked `meson dist` tarball (no .git there).
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

root=${1:-}
if [[ -z $root || ! -d $root ]]; then
  echo "usage: $0 SOURCE_ROOT" >&2
  exit 2
fi
cd "$root" || exit 2

if [[ -d .git || -f .git ]] && git rev-parse --git-dir >/dev/null 2>&1; then
  list() { git ls-files; }
else
  # A build directory inside the tree is not source: it holds meson-private/.
  list() {
    find . \( -type d -exec test -d '{}/meson-private' \; -prune \) -o -type f -print \
      | sed 's|^\./||'
  }
fi

# Spelt in two pieces, so that `reuse lint` does not take this line for
# the script's own.
tag='SPDX-License-''Identifier: '

sources=()
while IFS= read -r file; do
  case "$file" in
    *.c|*.h|*.py|*.sh|*.ui|*.css|*.page|*.xml|*.in|*.doap|*.sed|*.[0-9]|meson.build|*/meson.build|meson_options.txt|.ci/run)
      sources+=("$file") ;;
  esac
done < <(list)
checked=${#sources[@]}
if [[ $checked -eq 0 ]]; then
  echo "FAIL: no source file found under $root" >&2
  exit 1
fi

status=0
while IFS= read -r file; do
  echo "FAIL: $file has no ${tag%: } line" >&2
  status=1
done < <(grep -L "$tag" "${sources[@]}")

echo "checked $checked source files"
exit $status
