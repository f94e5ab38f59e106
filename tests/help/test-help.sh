#!/bin/bash
# test-help.sh: checks the Mallard help in help/C.
#
#     bash tests/test-help.sh SOURCE_ROOT
#
# - every page is valid Mallard (yelp-check validate) and every link resolves;
# - each of the 12 categories has its own section with pictured examples;
# - every item of the main menu is named in the help;
# - every figure a page shows exists, every figure file is shown somewhere,
#   and every page and figure is listed in help/meson.build (so it is
#   installed).
#
# Prints one line per check and exits 1 if any failed.
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

root="${1:?usage: test-help.sh SOURCE_ROOT}"
help="$root/help"
pages=("$help"/C/*.page)
failed=0
count=0

ok () {
  count=$((count + 1))
  echo "ok $count - $1"
}

not_ok () {
  count=$((count + 1))
  failed=$((failed + 1))
  echo "not ok $count - $1"
}

if [ ! -e "${pages[0]}" ]; then
  echo "no pages in $help/C" >&2
  exit 1
fi

for tool in yelp-check xmllint; do
  if ! command -v "$tool" >/dev/null; then
    echo "SKIP: $tool is not installed (packages yelp-tools, libxml2-utils)"
    exit 77
  fi
done

# 1. Valid Mallard, and links that lead somewhere.
for page in "${pages[@]}"; do
  name="${page##*/}"
  if out=$(cd "$help/C" && yelp-check validate "$name" 2>&1); then
    ok "$name is valid Mallard"
  else
    not_ok "$name is valid Mallard"
    echo "$out" | sed 's/^/# /'
  fi
done

out=$(cd "$help/C" && yelp-check links . 2>&1)
if [ -z "$out" ]; then
  ok "every link resolves"
else
  not_ok "every link resolves"
  echo "$out" | sed 's/^/# /'
fi

# 2. Each category has a section titled "NAME: ..." with at least two figures
#    (a hand that meets it and one that nearly does).
categories=("Five Flush" "Sequence" "Card Yacht" "Three and Two" "High" "Middle"
            "Low" "Flush" "Spades" "Hearts" "Diamonds" "Clubs")
for category in "${categories[@]}"; do
  xpath="count(//*[local-name()='section'][starts-with(normalize-space(*[local-name()='title']), '$category:')]//*[local-name()='media'])"
  figures=0
  for page in "${pages[@]}"; do
    n=$(xmllint --xpath "$xpath" "$page" 2>/dev/null)
    figures=$((figures + ${n:-0}))
  done
  if [ "$figures" -ge 2 ]; then
    ok "category $category has a section with $figures figures"
  else
    not_ok "category $category has a section with at least 2 figures (found $figures)"
  fi
done

# 3. Every item of the main menu is named as a <gui> element.
menu_items=("New Game" "Print Score Sheet" "Export Score Sheet" "Print Blank Sheet"
            "Export Blank Sheet" "Statistics"
            "Preferences" "Keyboard Shortcuts" "How to Play" "Help"
            "About Card Yacht")
for item in "${menu_items[@]}"; do
  if grep -Eq "<gui[^>]*>$item</gui>" "${pages[@]}"; then
    ok "menu item $item is in the help"
  else
    not_ok "menu item $item is in the help"
  fi
done

# 4. Figures: referenced ones exist, existing ones are referenced.
referenced=$(grep -ho 'src="[^"]*"' "${pages[@]}" | sed 's/^src="//; s/"$//' | sort -u)
for src in $referenced; do
  if [ -f "$help/C/$src" ]; then
    ok "figure $src exists"
  else
    not_ok "figure $src exists"
  fi
done
for file in "$help"/C/figures/*; do
  [ -e "$file" ] || continue
  src="figures/${file##*/}"
  if grep -qxF "$src" <<<"$referenced"; then
    ok "figure $src is shown on a page"
  else
    not_ok "figure $src is shown on a page"
  fi
done

# 5. help/meson.build installs every page and every figure.
for file in "${pages[@]}" "$help"/C/figures/*; do
  [ -e "$file" ] || continue
  rel="${file#"$help"/C/}"
  if grep -qF "'$rel'" "$help/meson.build"; then
    ok "$rel is listed in help/meson.build"
  else
    not_ok "$rel is listed in help/meson.build"
  fi
done

echo "1..$count"
if [ "$failed" -gt 0 ]; then
  echo "# $failed of $count checks failed"
  exit 1
fi
echo "# all $count checks passed"
