#!/usr/bin/env bash
# Checks that po/POTFILES.in lists every source file with translatable strings,
# and nothing that does not exist.
#
# Usage: check-potfiles.sh SOURCE_ROOT
#
# A file needs listing when it is
#   - a C file under src/ that calls _(), N_(), C_(), NC_(), ngettext() or
#     g_dngettext()/g_dpgettext()/g_dpgettext2(),
#   - a GtkBuilder .ui file under src/ or data/ with translatable="yes",
#   - a data/*.desktop.in with Name, GenericName, Comment or Keywords,
#   - a data/*.metainfo.xml.in or data/*.appdata.xml.in,
#   - any other data/*.in that marks strings translatable,
#   - a data/*.gschema.xml(.in) with a gettext-domain (or an l10n attribute).
# Files listed in po/POTFILES.skip are exempt. Exits 1 on any problem,
# naming each file; 0 otherwise.
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

root=${1:-}
if [[ -z $root || ! -d $root ]]; then
  echo "usage: $0 SOURCE_ROOT" >&2
  exit 2
fi
cd "$root" || exit 2

potfiles=po/POTFILES.in
if [[ ! -f $potfiles ]]; then
  echo "FAIL: $potfiles does not exist" >&2
  exit 1
fi

# Read a POTFILES-style list: skip blank lines, comments and [encoding] lines.
read_list () {
  [[ -f $1 ]] || return 0
  sed -e 's/#.*//' -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' "$1" |
    grep -v -e '^$' -e '^\['
}

declare -A listed=() skipped=()
while IFS= read -r f; do listed[$f]=1; done < <(read_list "$potfiles")
while IFS= read -r f; do skipped[$f]=1; done < <(read_list po/POTFILES.skip)

status=0

# 1. Everything listed must exist.
for f in "${!listed[@]}"; do
  if [[ ! -f $f ]]; then
    echo "FAIL: $potfiles lists $f, which does not exist" >&2
    status=1
  fi
done

# 2. Every file with translatable strings must be listed.
needs_listing () {
  local f=$1
  [[ -n ${listed[$f]:-} || -n ${skipped[$f]:-} ]] && return 0
  echo "FAIL: $f has translatable strings but is missing from $potfiles" >&2
  status=1
}

c_marks='(^|[^A-Za-z0-9_])(_|N_|C_|NC_|Q_|ngettext|g_dngettext|g_dpgettext2?)[[:space:]]*\('

while IFS= read -r -d '' f; do
  f=${f#./}
  grep -qE "$c_marks" "$f" && needs_listing "$f"
done < <(find ./src -type f -name '*.c' -print0 2>/dev/null | sort -z)

while IFS= read -r -d '' f; do
  f=${f#./}
  grep -qE 'translatable="(yes|true|1)"' "$f" && needs_listing "$f"
done < <(find ./src ./data -type f -name '*.ui' -print0 2>/dev/null | sort -z)

while IFS= read -r -d '' f; do
  f=${f#./}
  case $f in
    *.desktop.in)
      grep -qE '^(Name|GenericName|Comment|Keywords)=' "$f" && needs_listing "$f" ;;
    *.metainfo.xml.in|*.appdata.xml.in)
      needs_listing "$f" ;;
    *.gschema.xml.in)
      grep -qE 'gettext-domain=|l10n=' "$f" && needs_listing "$f" ;;
    *)
      grep -qE 'translatable="(yes|true|1)"|'"$c_marks" "$f" && needs_listing "$f" ;;
  esac
done < <(find ./data -maxdepth 1 -type f -name '*.in' -print0 2>/dev/null | sort -z)

while IFS= read -r -d '' f; do
  f=${f#./}
  grep -qE 'gettext-domain=|l10n=' "$f" && needs_listing "$f"
done < <(find ./data -maxdepth 1 -type f -name '*.gschema.xml' -print0 2>/dev/null | sort -z)

if [[ $status -eq 0 ]]; then
  echo "ok: $potfiles lists ${#listed[@]} files, all present, none missing"
fi
exit $status
