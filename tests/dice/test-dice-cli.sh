#!/usr/bin/env bash
# Checks `card-yacht-cli dice` from the outside, as design.md section 10
# promises: score's JSON with each rule set's keys in order, optimal's and
# simulate's JSON shapes, and one line on stderr plus exit 2 for every kind
# of bad input.
#
# Usage: test-dice-cli.sh CARD_YACHT_CLI MAKE_DICE_SAVE
#
# MAKE_DICE_SAVE is tests/make-dice-save.c built: it plays a seeded game,
# writes the save and prints what its score sheet must show. The sheet's
# text is read back with pdftotext when poppler-utils is installed.
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

cli=${1:?usage: $0 CARD_YACHT_CLI MAKE_DICE_SAVE}
make_dice_save=${2:?usage: $0 CARD_YACHT_CLI MAKE_DICE_SAVE}

# Untranslated messages whatever the tester's locale; a cache of our own.
export LC_ALL=C.UTF-8 LANGUAGE=
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CACHE_HOME=$tmp/cache

failures=0
fail () {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# expect_output WANT ARGS...: exit 0 and exactly WANT on stdout.
expect_output () {
  local want=$1 out
  shift
  out=$("$cli" "$@" 2>"$tmp/err") || fail "$*: exit $?"
  [[ $out == "$want" ]] || fail "$*: printed “$out”, expected “$want”"
  [[ ! -s $tmp/err ]] || fail "$*: wrote on stderr: $(cat "$tmp/err")"
}

# expect_refusal ARGS...: exit 2, nothing on stdout, one line on stderr.
expect_refusal () {
  local status
  "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
  status=$?
  [[ $status == 2 ]] || fail "$*: exit $status, expected 2"
  [[ ! -s $tmp/out ]] || fail "$*: printed on stdout: $(cat "$tmp/out")"
  [[ $(wc -l <"$tmp/err") == 1 ]] || fail "$*: stderr is not one line: $(cat "$tmp/err")"
  grep -q '^card-yacht-cli: ' "$tmp/err" || fail "$*: stderr does not start with the tool's name"
}

# score: worked out by hand from design.md section 7.
expect_output '{"ones":0,"twos":0,"threes":0,"fours":0,"fives":10,"sixes":18,"choice":28,"four-of-a-kind":0,"full-house":28,"small-straight":0,"large-straight":0,"yacht":0}' \
  dice score 6 6 6 5 5
expect_output '{"ones":0,"twos":0,"threes":0,"fours":0,"fives":10,"sixes":18,"choice":28,"four-of-a-kind":0,"full-house":28,"small-straight":0,"large-straight":0,"yacht":0}' \
  dice score --rules yacht-bonus 5 6 5 6 6
expect_output '{"ones":1,"twos":2,"threes":3,"fours":4,"fives":5,"sixes":0,"choice":15,"four-of-a-kind":0,"full-house":0,"small-straight":15,"large-straight":30,"yacht":0}' \
  dice score 3 1 4 5 2
expect_output '{"ones":0,"twos":0,"threes":0,"fours":20,"fives":0,"sixes":0,"choice":20,"four-of-a-kind":20,"full-house":0,"small-straight":0,"large-straight":0,"yacht":50}' \
  dice score 4 4 4 4 4
expect_output '{"ones":0,"twos":0,"threes":0,"fours":20,"fives":0,"sixes":0,"full-house":0,"four-of-a-kind":16,"small-straight":0,"big-straight":0,"choice":20,"yacht":50}' \
  dice score --rules yacht-1938 4 4 4 4 4
expect_output '{"ones":0,"twos":2,"threes":3,"fours":4,"fives":5,"sixes":6,"full-house":0,"four-of-a-kind":0,"small-straight":0,"big-straight":30,"choice":20,"yacht":0}' \
  dice score --rules yacht-1938 6 5 4 3 2
expect_output '{"ones":0,"twos":0,"threes":9,"fours":0,"fives":0,"sixes":12,"full-house":21,"four-of-a-kind":0,"small-straight":0,"big-straight":0,"choice":21,"yacht":0}' \
  dice score --rules yacht-1938 3 6 3 6 3

expect_refusal dice score 1 2 3 4
expect_refusal dice score 1 2 3 4 5 6
expect_refusal dice score 1 2 3 4 7
expect_refusal dice score 1 2 three 4 5
expect_output '{"ones":0,"twos":0,"threes":0,"fours":0,"fives":15,"sixes":12,"one-pair":12,"two-pairs":22,"three-of-a-kind":15,"four-of-a-kind":0,"small-straight":0,"large-straight":0,"full-house":27,"chance":27,"yatzy":0}' \
  dice score --rules yatzy 5 6 5 6 5
expect_output '{"ones":0,"twos":0,"threes":0,"fours":20,"fives":0,"sixes":0,"one-pair":8,"two-pairs":0,"three-of-a-kind":12,"four-of-a-kind":16,"small-straight":0,"large-straight":0,"full-house":0,"chance":20,"yatzy":50}' \
  dice score --rules yatzy 4 4 4 4 4
expect_output '{"ones":1,"twos":2,"threes":3,"fours":4,"fives":5,"sixes":0,"three-of-a-kind":0,"four-of-a-kind":0,"full-house":0,"small-straight":30,"large-straight":40,"chance":15,"yahtzee":0}' \
  dice score --rules yahtzee 1 2 3 4 5
expect_output '{"ones":0,"twos":4,"threes":0,"fours":0,"fives":0,"sixes":18,"three-of-a-kind":22,"four-of-a-kind":0,"full-house":25,"small-straight":0,"large-straight":0,"chance":22,"yahtzee":0}' \
  dice score --rules yahtzee 6 2 6 2 6
expect_refusal dice score --rules kniffel 1 2 3 4 5
expect_refusal dice score --rules Yatzy 1 2 3 4 5
expect_refusal dice score --bogus 1 2 3 4 5
expect_refusal dice
expect_refusal dice roll
expect_refusal dice optimal --rules nope
expect_refusal dice optimal extra
expect_refusal dice simulate --games 3
expect_refusal dice simulate --players hard,human --games 3
expect_refusal dice simulate --players hard,hard,hard,hard,hard --games 3
expect_refusal dice simulate --players hard --games 0
expect_refusal dice simulate --players hard --games 3 --seed -4
expect_refusal dice simulate --players hard --games 3 --seed x
expect_refusal dice simulate --players hard --games 3 --threads 99

# optimal: the shape; the number itself is checked by test-dice-strategy.
out=$("$cli" dice optimal --rules yacht-1938 --json) || fail "dice optimal: exit $?"
grep -Eq '^\{"rules":"yacht-1938","expected_score":[0-9]+\.[0-9]+,"seconds":[0-9]+\.[0-9]+\}$' <<<"$out" ||
  fail "dice optimal: printed “$out”"

# simulate: the shape of section 5, no violations, the same numbers for any
# number of threads.
json='^\{"games":40,"seats":\[\{"policy":"hard","mean_score":[0-9.]+,"wins":[0-9.]+\},\{"policy":"easy","mean_score":[0-9.]+,"wins":[0-9.]+\},\{"policy":"hard","mean_score":[0-9.]+,"wins":[0-9.]+\}\],"violations":0,"games_per_second":[0-9.]+,"decision_ms":\{"hard":\{"p50":[0-9.]+,"p95":[0-9.]+\},"easy":\{"p50":[0-9.]+,"p95":[0-9.]+\}\},"seating":"rotated"\}$'
one=$("$cli" dice simulate --rules yacht-1938 --players hard,easy,hard --games 40 --seed 7 --threads 1 --json) ||
  fail "dice simulate: exit $?"
two=$("$cli" dice simulate --rules yacht-1938 --players hard,easy,hard --games 40 --seed 7 --threads 2 --json) ||
  fail "dice simulate --threads 2: exit $?"
grep -Eq "$json" <<<"$one" || fail "dice simulate: printed “$one”"
scores () { sed -e 's/"games_per_second".*//' <<<"$1"; }
[[ $(scores "$one") == "$(scores "$two")" ]] || fail "dice simulate: threads change the results: “$one” against “$two”"
[[ -s $XDG_CACHE_HOME/card-yacht/dice-yacht-1938.table ]] || fail "dice simulate: hard's table was not cached"

# The human text names the rule set as New Game does (the JSON keeps the key).
text=$("$cli" dice simulate --rules yacht-1938 --players random --games 2 --seed 1) || fail "dice simulate: exit $?"
grep -q '^2 games of Yacht 1938 in ' <<<"$text" || fail "dice simulate: printed “$text”"

solo=$("$cli" dice simulate --players random --games 20 --json) || fail "dice simulate --players random: exit $?"
grep -Eq '^\{"games":20,"seats":\[\{"policy":"random","mean_score":[0-9.]+,"wins":20\.000\}\],"violations":0,' <<<"$solo" ||
  fail "dice simulate solitaire: printed “$solo”"

# sheet --for: both rule sets, blank and filled.
"$make_dice_save" yacht-bonus 5 12 Ann,Bob "$tmp/bonus.save" >"$tmp/bonus.expect" || fail "make-dice-save failed"
"$make_dice_save" yacht-1938 9 4 Ann,Bob,Cy "$tmp/old.save" >"$tmp/old.expect" || fail "make-dice-save failed"
expect_output '' sheet --for yacht-bonus --game "$tmp/bonus.save" --output "$tmp/bonus.pdf"
expect_output '' sheet --for yacht-1938 --game "$tmp/old.save" --output "$tmp/old.svg"
expect_output '' sheet --for yacht-1938 --players "Ann,Bo,Cy,Di" --paper letter --output "$tmp/blank.pdf"
expect_output '' sheet --for yacht-bonus --players 1 --output "$tmp/solo.png"
expect_output '' sheet --for card-yacht --players "Ann,Bob" --output "$tmp/cards.pdf"
expect_output '' sheet --for yahtzee --players "Ann,Bob" --output "$tmp/yahtzee.pdf"
expect_output '' sheet --for yatzy --players 3 --output "$tmp/yatzy.pdf"
"$make_dice_save" yatzy 6 7 Ann,Bob "$tmp/yatzy.save" >"$tmp/yatzy.expect" || fail "make-dice-save failed"
expect_output '' sheet --for yatzy --game "$tmp/yatzy.save" --output "$tmp/yatzy-filled.pdf"
expect_refusal sheet --for yahtzee --game "$tmp/yatzy.save" --output "$tmp/x.pdf"
expect_refusal sheet --for chess --players 4 --output "$tmp/x.pdf"
expect_refusal sheet --for yacht --players 2 --output "$tmp/x.pdf"
expect_refusal sheet --for yacht-1938 --game "$tmp/bonus.save" --output "$tmp/x.pdf"
expect_refusal sheet --for yacht-bonus --players "A,B,C,D,E" --output "$tmp/x.pdf"
# An empty name is a slip: a count gives blank name boxes.
expect_refusal sheet --for yacht-1938 --players "Ann,,Cy,Di" --output "$tmp/x.pdf"
expect_refusal sheet --for card-yacht --players 1 --output "$tmp/x.pdf"
expect_refusal sheet --for yacht-bonus --game "$tmp/bonus.save" --players "Ann,Zed" --output "$tmp/x.pdf"
expect_refusal sheet --for yacht-bonus --game "$tmp/no-such.save" --output "$tmp/x.pdf"
printf 'not a save' >"$tmp/junk.save"
expect_refusal sheet --for yacht-bonus --game "$tmp/junk.save" --output "$tmp/x.pdf"
[[ ! -e $tmp/x.pdf ]] || fail "sheet: a refused sheet was written"

if command -v pdftotext >/dev/null; then
  declare -A labels=(
    [ones]=Ones [twos]=Twos [threes]=Threes [fours]=Fours [fives]=Fives [sixes]=Sixes
    [choice]=Choice [four-of-a-kind]="Four of a Kind" [full-house]="Full House"
    [small-straight]="Small Straight" [large-straight]="Large Straight" [big-straight]="Big Straight"
    [yacht]=Yacht [subtotal]=Subtotal [total]=Total
  )
  # Each row of the filled sheet: its label, then the seats' numbers in order.
  text=$(pdftotext -layout "$tmp/bonus.pdf" -)
  while read -r key values; do
    [[ $key == names ]] && continue
    pattern="^ *${labels[$key]}"
    for v in $values; do
      [[ $v == - ]] && continue
      pattern+=" .*\b$v\b"
    done
    grep -Eq "$pattern" <<<"$text" || fail "sheet: no row “$pattern” on the yacht-bonus sheet"
  done <"$tmp/bonus.expect"
  read -r _ sub_ann sub_bob < <(grep '^subtotal ' "$tmp/bonus.expect")
  # A filled sheet is dated, as Card Yacht's is (the day it is printed).
  for word in Ann Bob Bonus WINNER "Final scores" "Score sheet · Yacht" "Seed 5" "$sub_ann / 63" "$sub_bob / 63" \
              "Date: $(date '+%-d %B %Y')"; do
    grep -qF -- "$word" <<<"$text" || fail "sheet: “$word” is missing from the yacht-bonus sheet"
  done

  text=$(pdftotext -layout "$tmp/blank.pdf" -)
  for word in "Yacht 1938" Ann Cy Di "Big Straight" "1-2-3-4-5: 30" "2-3-4-5-6: 30" Total Date:; do
    grep -qF -- "$word" <<<"$text" || fail "sheet: “$word” is missing from the blank yacht-1938 sheet"
  done
  for word in Subtotal Bonus "Large Straight"; do
    ! grep -qF -- "$word" <<<"$text" || fail "sheet: the yacht-1938 sheet has “$word”"
  done
  text=$(pdftotext -layout "$tmp/yahtzee.pdf" -)
  for word in "Score sheet · Yahtzee" "Three of a Kind" "Yahtzee Bonus" "Joker" "Chance" "35 when the subtotal is 63 or more"; do
    grep -qF -- "$word" <<<"$text" || fail "sheet: “$word” is missing from the blank yahtzee sheet"
  done
  text=$(pdftotext -layout "$tmp/yatzy.pdf" -)
  for word in Yatzy "One Pair" "Two Pairs" "50 when the subtotal is 63 or more" "1-2-3-4-5: 15" "2-3-4-5-6: 20"; do
    grep -qF -- "$word" <<<"$text" || fail "sheet: “$word” is missing from the blank yatzy sheet"
  done
  ! grep -qF -- "Yahtzee Bonus" <<<"$text" || fail "sheet: the yatzy sheet has a Yahtzee Bonus"
  read -r _ total_ann total_bob < <(grep '^total ' "$tmp/yatzy.expect")
  text=$(pdftotext -layout "$tmp/yatzy-filled.pdf" -)
  grep -Eq "^ *Total .*\b$total_ann\b.*\b$total_bob\b" <<<"$text" || fail "sheet: the yatzy totals are missing"
  grep -q 'Pages: *1$' < <(pdfinfo "$tmp/blank.pdf") || fail "sheet: the blank sheet is not one page"
  grep -q 'letter' < <(pdfinfo "$tmp/blank.pdf") || fail "sheet: --paper letter was not used"
else
  echo "pdftotext is not installed: the sheets' text is not checked"
fi

if (( failures > 0 )); then
  echo "$failures failures"
  exit 1
fi
echo "all dice CLI checks passed"
