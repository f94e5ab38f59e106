#!/usr/bin/env bash
# Checks `card-yacht-cli sheet` from the outside, as design.md section 5 promises:
# one portrait page of A4 or Letter, every category, name and score on it
# (read back with pdftotext), SVG and PNG too, and one line plus exit 2 for
# every kind of bad input.
#
# Usage: test-sheet-cli.sh CARD_YACHT_CLI MAKE_SAVE
#
# MAKE_SAVE is tests/make-save.c built: it plays a seeded game, writes the
# save and prints what the sheet must show. Exits 77 (skipped) without
# poppler-utils.
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

cli=${1:?usage: $0 CARD_YACHT_CLI MAKE_SAVE}
make_save=${2:?usage: $0 CARD_YACHT_CLI MAKE_SAVE}

for tool in pdfinfo pdftotext; do
  if ! command -v "$tool" >/dev/null; then
    echo "SKIP: $tool (poppler-utils) is not installed"
    exit 77
  fi
done

# Untranslated labels and messages, whatever the tester's locale.
export LC_ALL=C.UTF-8 LANGUAGE=

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

failures=0
fail () {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

labels=("Five Flush" "Sequence" "Card Yacht" "Three and Two" "High" "Middle" "Low"
        "Flush" "Spades" "Hearts" "Diamonds" "Clubs" "Suited Bonus" "Total")
keys=(five-flush sequence card-yacht three-and-two high middle low flush
      spades hearts diamonds clubs)

# check_page PDF SIZE: one page, portrait, of SIZE (A4 or letter).
check_page () {
  local pdf=$1 size=$2 info width height
  info=$(pdfinfo "$pdf") || { fail "$pdf: pdfinfo cannot read it"; return; }
  grep -q '^Pages: *1$' <<<"$info" || fail "$pdf: not exactly one page"
  grep -q "^Page size:.*($size)" <<<"$info" || fail "$pdf: page size is not $size: $(grep '^Page size' <<<"$info")"
  read -r width height < <(sed -n 's/^Page size: *\([0-9.]*\) x \([0-9.]*\) pts.*/\1 \2/p' <<<"$info")
  awk -v w="$width" -v h="$height" 'BEGIN { exit !(w < h) }' || fail "$pdf: not portrait ($width x $height)"
}

# check_text PDF NAME...: every label and every name is on the page.
check_text () {
  local pdf=$1 text
  shift
  text=$(pdftotext "$pdf" -) || { fail "$pdf: pdftotext failed"; return; }
  for word in "${labels[@]}" "$@"; do
    grep -qF -- "$word" <<<"$text" || fail "$pdf: “$word” is missing"
  done
}

# expect_usage_error DESCRIPTION ARGS...: exit 2, one line on stderr, nothing on stdout.
expect_usage_error () {
  local what=$1 status
  shift
  "$cli" sheet "$@" >"$tmp/out" 2>"$tmp/err"
  status=$?
  [[ $status -eq 2 ]] || fail "$what: exit status $status, not 2"
  [[ $(wc -l <"$tmp/err") -eq 1 ]] || fail "$what: stderr is not one line: $(cat "$tmp/err")"
  grep -q '^card-yacht-cli: ' "$tmp/err" || fail "$what: stderr does not name the program: $(cat "$tmp/err")"
  [[ ! -s $tmp/out ]] || fail "$what: wrote to stdout"
}

# numbers_after LAYOUT_TEXT LABEL: the numbers on the line that starts
# with LABEL and holds nothing but numbers after it, space separated.
numbers_after () {
  awk -v label="$2" '
    {
      line = $0
      sub(/^[ \t]+/, "", line)
      if (substr(line, 1, length(label)) != label) next
      rest = substr(line, length(label) + 1)
      if (rest !~ /^([ \t]+[0-9]+)+[ \t]*$/) next
      gsub(/[ \t]+/, " ", rest)
      sub(/^ /, "", rest); sub(/ $/, "", rest)
      print rest
      exit
    }' <<<"$1"
}

# check_filled SAVE EXPECTED PDF: the sheet shows what make-save printed.
check_filled () {
  local save=$1 expected=$2 pdf=$3 layout want got row names
  layout=$(pdftotext -layout "$pdf" -) || { fail "$pdf: pdftotext failed"; return; }

  read -r -a names < <(sed -n 's/^names //p' "$expected")
  for name in "${names[@]}"; do
    grep -qF -- "$name" <<<"$layout" || fail "$pdf: player $name is missing"
  done

  for row in "${!keys[@]}"; do
    # Unused categories are blank on the sheet, so drop the "-"s.
    want=$(sed -n "s/^${keys[$row]} //p" "$expected" | tr -s ' -' ' ' | sed 's/^ //; s/ $//')
    got=$(numbers_after "$layout" "${labels[$row]}")
    [[ $got == "$want" ]] || fail "$pdf: ${labels[$row]} reads “$got”, the game has “$want”"
  done

  want=$(sed -n 's/^total //p' "$expected")
  got=$(numbers_after "$layout" "Total")
  [[ $got == "$want" ]] || fail "$pdf: Total reads “$got”, the game has “$want”"

  want=$(sed -n 's/^suit-total //p' "$expected" | sed 's|\([0-9][0-9]*\)|\1 / 148|g; s|/ 148 |/ 148, |g')
  got=$(grep -o '[0-9][0-9]* / 148' <<<"$layout" | paste -sd, - | sed 's/,/, /g')
  [[ $got == "$want" ]] || fail "$pdf: suit totals read “$got”, the game has “$want”"

  if grep -q '^phase over' "$expected"; then
    grep -q 'Final scores' <<<"$layout" || fail "$pdf: a finished game is not marked final"
    grep -q 'WINNER' <<<"$layout" || fail "$pdf: no winner is marked"
  fi
}

# words PDF: every word on the page, one per line: "xMin yMin yMax text".
words () {
  pdftotext -bbox "$1" - |
    sed -n 's|.*<word xMin="\([0-9.]*\)" yMin="\([0-9.]*\)" xMax="[0-9.]*" yMax="\([0-9.]*\)">\(.*\)</word>.*|\1 \2 \3 \4|p'
}

# cell_words PDF FIRST SECOND: the words in the players' cells, below the
# names row and above the footer. The players' columns start half a column
# left of the first name's centre (FIRST and SECOND are the first two names).
cell_words () {
  pdftotext -bbox "$1" - |
    sed -n 's|.*<word xMin="\([0-9.]*\)" yMin="\([0-9.]*\)" xMax="\([0-9.]*\)" yMax="\([0-9.]*\)">\(.*\)</word>.*|\1 \2 \3 \4 \5|p' |
    awk -v first="$2" -v second="$3" '
      { x0[NR] = $1; y0[NR] = $2; x1[NR] = $3; y1[NR] = $4; text[NR] = $5 }
      $5 == first && !c1 { c1 = ($1 + $3) / 2 }
      $5 == second && !c2 { c2 = ($1 + $3) / 2 }
      $5 == "Category" { top = $4 }
      $5 == "How" && !bottom { bottom = $2 }
      END {
        if (!c1 || !c2 || !top || !bottom) { print "LAYOUT-NOT-FOUND"; exit }
        left = c1 - (c2 - c1) / 2
        for (i = 1; i <= NR; i++)
          if (x0[i] >= left && y0[i] > top && y1[i] < bottom) print text[i]
      }'
}

# 1. Blank sheets, named and unnamed, A4 and Letter.
"$cli" sheet --players "Ann,Bob,Cleo" --output "$tmp/blank.pdf" || fail "blank A4: exit status $?"
check_page "$tmp/blank.pdf" A4
check_text "$tmp/blank.pdf" Ann Bob Cleo "Date:"

"$cli" sheet --players "Ann, Bob" --paper letter --output "$tmp/blank-letter.pdf" || fail "blank Letter: exit status $?"
check_page "$tmp/blank-letter.pdf" letter
check_text "$tmp/blank-letter.pdf" Ann Bob

"$cli" sheet --players 3 --output "$tmp/unnamed.pdf" || fail "unnamed: exit status $?"
check_page "$tmp/unnamed.pdf" A4
check_text "$tmp/unnamed.pdf"

# A blank sheet is blank: nothing in any player's cell (no 0, no "0 / 148"),
# no progress ("Hand 1 of 12"), no deal, no winner.
got=$(cell_words "$tmp/blank.pdf" Ann Bob)
[[ -z $got ]] || fail "blank: the players' cells hold “$(tr '\n' ' ' <<<"$got")”"
pdftotext "$tmp/blank.pdf" - | grep -E 'Hand [0-9]+ of|Deal|WINNER|LEADING|Final' &&
  fail "blank: the header speaks of a game"
# ... and no names unless given: the same page, word for word, without them.
diff <(words "$tmp/blank.pdf" | awk '$4 != "Ann" && $4 != "Bob" && $4 != "Cleo"' | cut -d' ' -f4 | sort) \
     <(words "$tmp/unnamed.pdf" | cut -d' ' -f4 | sort) >/dev/null ||
  fail "unnamed: the words differ from the named sheet's beyond the names"
# Nobody is "he": the rules on the sheet speak of players.
pdftotext "$tmp/blank.pdf" - | grep -wiE 'he|his|him|himself' && fail "blank: the sheet says he or his"

# 2. SVG and PNG, chosen by the extension (in any case).
"$cli" sheet --players "Ann,Bob" --output "$tmp/blank.SVG" || fail "SVG: exit status $?"
grep -q '<svg' "$tmp/blank.SVG" || fail "SVG: no <svg> element"
grep -q 'width="595.276pt"' "$tmp/blank.SVG" || fail "SVG: not A4 in points"

"$cli" sheet --players "Ann,Bob" --output "$tmp/blank.png" || fail "PNG: exit status $?"
[[ $(head -c 8 "$tmp/blank.png" | od -An -tx1 | tr -d ' \n') == 89504e470d0a1a0a ]] ||
  fail "PNG: not a PNG file"

# 3. Filled sheets from saved games: finished, and stopped after hand 5.
"$make_save" 7 12 "Ann,Bob,Cleo,Dmitri" "$tmp/over.save" >"$tmp/over.expected" ||
  { fail "make-save failed"; exit 1; }
"$cli" sheet --game "$tmp/over.save" --output "$tmp/over.pdf" || fail "filled: exit status $?"
check_page "$tmp/over.pdf" A4
check_text "$tmp/over.pdf" Ann Bob Cleo Dmitri
check_filled "$tmp/over.save" "$tmp/over.expected" "$tmp/over.pdf"
# The cells check above finds what a filled sheet holds.
got=$(cell_words "$tmp/over.pdf" Ann Bob | grep -c '[0-9]')
[[ $got -gt 48 ]] || fail "filled: only $got numbers found in the players' cells"

"$make_save" 8 5 "Ann,Bob" "$tmp/partial.save" >"$tmp/partial.expected" ||
  { fail "make-save failed"; exit 1; }
"$cli" sheet --game "$tmp/partial.save" --players "Ann,Bob" --paper letter --output "$tmp/partial.pdf" ||
  fail "partial: exit status $?"
check_page "$tmp/partial.pdf" letter
check_filled "$tmp/partial.save" "$tmp/partial.expected" "$tmp/partial.pdf"
grep -q 'Hand 5 of 12' <(pdftotext "$tmp/partial.pdf" -) || fail "partial: the hand being played is not shown"

# A game just dealt: its players' names, but nothing in their cells yet,
# not even a total of 0.
"$make_save" 9 0 "Ann,Bob" "$tmp/fresh.save" >/dev/null || { fail "make-save failed"; exit 1; }
"$cli" sheet --game "$tmp/fresh.save" --output "$tmp/fresh.pdf" || fail "fresh: exit status $?"
check_text "$tmp/fresh.pdf" Ann Bob
got=$(cell_words "$tmp/fresh.pdf" Ann Bob)
[[ -z $got ]] || fail "fresh: the players' cells hold “$(tr '\n' ' ' <<<"$got")”"

"$cli" sheet --game "$tmp/over.save" --output "$tmp/over.svg" || fail "filled SVG: exit status $?"
"$cli" sheet --game "$tmp/over.save" --output "$tmp/over.png" || fail "filled PNG: exit status $?"

# 4. Bad input: exit 2 and one line, never a crash, never a file.
expect_usage_error "unknown option" --players "Ann,Bob" --output "$tmp/x.pdf" --colour
expect_usage_error "stray argument" --players "Ann,Bob" --output "$tmp/x.pdf" extra
expect_usage_error "no output" --players "Ann,Bob"
expect_usage_error "no players" --output "$tmp/x.pdf"
expect_usage_error "one player" --players "Ann" --output "$tmp/x.pdf"
expect_usage_error "five players" --players "A,B,C,D,E" --output "$tmp/x.pdf"
expect_usage_error "bad paper" --players "Ann,Bob" --paper a3 --output "$tmp/x.pdf"
expect_usage_error "bad extension" --players "Ann,Bob" --output "$tmp/sheet.txt"
expect_usage_error "no extension" --players "Ann,Bob" --output "$tmp/sheet"
expect_usage_error "unwritable path" --players "Ann,Bob" --output "$tmp/no-such-dir/sheet.pdf"
expect_usage_error "missing save" --game "$tmp/no-such.save" --output "$tmp/x.pdf"

head -c 40 "$tmp/over.save" >"$tmp/truncated.save"
expect_usage_error "truncated save" --game "$tmp/truncated.save" --output "$tmp/x.pdf"

head -c 3000 /dev/urandom >"$tmp/noise.save"
expect_usage_error "corrupt save" --game "$tmp/noise.save" --output "$tmp/x.pdf"

: >"$tmp/empty.save"
expect_usage_error "empty save" --game "$tmp/empty.save" --output "$tmp/x.pdf"

# The save starts with its format version, a little-endian guint32.
{ printf '\x63\x00\x00\x00'; tail -c +5 "$tmp/over.save"; } >"$tmp/newer.save"
expect_usage_error "newer save" --game "$tmp/newer.save" --output "$tmp/x.pdf"

expect_usage_error "players disagree with save" --game "$tmp/over.save" --players "Ann,Bob" --output "$tmp/x.pdf"
expect_usage_error "names disagree with save" --game "$tmp/partial.save" --players "Ann,Zed" --output "$tmp/x.pdf"

[[ ! -e $tmp/x.pdf && ! -e $tmp/sheet.txt && ! -e $tmp/sheet ]] || fail "a failed run left a file behind"

if [[ $failures -gt 0 ]]; then
  echo "$failures check(s) failed" >&2
  exit 1
fi
echo "sheet-cli: all checks passed"
