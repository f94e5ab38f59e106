#!/usr/bin/env bash
# Checks `card-yacht-cli boat simulate` and `boat solve` from the outside, as
# design.md section 10 promises: the JSON shapes to the letter, the same
# results for any number of threads, a solved record position worked out by
# hand, and one line on stderr plus exit 2 for every kind of bad input.
#
# And `sheet --for boat`, the score pad, blank and filled from a save made
# by MAKE_BOAT_SAVE (tests/make-boat-save.c), read back with pdftotext.
#
# And `boat hint`, the coach, on records that stop at each kind of decision:
# its numbers worked out by hand where the outcome is sure, its best the
# hard player's (BOAT_HARD_CHOICE, tests/boat-hard-choice.c) with the same
# seed, the same advice for the same seed.
#
# Usage: test-boat-cli.sh CARD_YACHT_CLI MAKE_BOAT_SAVE BOAT_HARD_CHOICE
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

cli=${1:?usage: $0 CARD_YACHT_CLI MAKE_BOAT_SAVE}
make_save=${2:?usage: $0 CARD_YACHT_CLI MAKE_BOAT_SAVE BOAT_HARD_CHOICE}
hard_choice=${3:?usage: $0 CARD_YACHT_CLI MAKE_BOAT_SAVE BOAT_HARD_CHOICE}
python=/usr/bin/python3
if [ ! -x "$python" ]; then
  echo "SKIP: $python is not installed"
  exit 77
fi

export LC_ALL=C.UTF-8 LANGUAGE=

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

failures=0
fail () {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# Runs the tool, expecting exit 2 and exactly one line on stderr.
expect_usage_error () {
  local what=$1
  shift
  "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
  local status=$?
  if [ "$status" -ne 2 ]; then
    fail "$what: exit $status, not 2"
  elif [ "$(wc -l <"$tmp/err")" -ne 1 ]; then
    fail "$what: stderr is not one line: $(cat "$tmp/err")"
  elif [ -s "$tmp/out" ]; then
    fail "$what: printed on stdout"
  fi
}

# --- simulate ---------------------------------------------------------------

"$cli" boat simulate --players normal,easy,random,normal --games 6 --seed 9 --threads 1 --json >"$tmp/t1" ||
  fail "simulate --threads 1 failed"
"$cli" boat simulate --players normal,easy,random,normal --games 6 --seed 9 --threads 2 --json >"$tmp/t2" ||
  fail "simulate --threads 2 failed"

"$python" - "$tmp/t1" "$tmp/t2" <<'EOF' || fail "simulate JSON"
import json, sys
one = open(sys.argv[1]).read()
two = open(sys.argv[2]).read()
assert one.count("\n") == 1, "one line"
a, b = json.loads(one), json.loads(two)
assert list(a) == ["games", "teams", "violations", "games_per_second", "decision_ms", "seating"], list(a)
assert a["seating"] == "rotated"
assert a["games"] == 6 and a["violations"] == 0
assert len(a["teams"]) == 2
for t, team in enumerate(a["teams"]):
    assert list(team) == ["seats", "policies", "wins", "mean_points_per_hand",
                          "contracts_made", "contracts_set"], list(team)
    assert team["seats"] == [t, t + 2]
    assert isinstance(team["contracts_made"], int) and isinstance(team["contracts_set"], int)
assert a["teams"][0]["policies"] == ["normal", "random"]
assert a["teams"][1]["policies"] == ["easy", "normal"]
assert a["teams"][0]["wins"] + a["teams"][1]["wins"] <= 6
assert 0 < a["teams"][0]["mean_points_per_hand"] + a["teams"][1]["mean_points_per_hand"] <= 120.001
assert sorted(a["decision_ms"]) == ["easy", "normal", "random"]
for policy in a["decision_ms"].values():
    assert list(policy) == ["p50", "p95"]
# The same games whatever the number of threads; only the timings differ.
for key in ("games", "teams", "violations"):
    assert a[key] == b[key], key
EOF

expect_usage_error "three players" boat simulate --players normal,easy,random --games 1
expect_usage_error "human player" boat simulate --players human,easy,random,normal --games 1
expect_usage_error "unknown policy" boat simulate --players normal,easy,random,wizard --games 1
expect_usage_error "no players" boat simulate --games 1
expect_usage_error "zero games" boat simulate --players normal,easy,random,normal --games 0
expect_usage_error "bad seed" boat simulate --players normal,easy,random,normal --seed -4
expect_usage_error "bad threads" boat simulate --players normal,easy,random,normal --threads 99
expect_usage_error "unknown option" boat simulate --players normal,easy,random,normal --frobnicate
expect_usage_error "unknown subcommand" boat juggle

# --- solve ------------------------------------------------------------------

# The help's worked hand (help/C/boat-scoring.page), stopped at trick 7 after
# South's 6 of spades. South and North have 80 points; West holds QS KS AS.
# With the Ace West takes the trick and East adds the Ace of clubs; South
# then trumps the rest: the Ace of diamonds and the 10-point discard. Any
# other spade gives South's side everything left. So South's side takes
# 80 + 20 = 100 points, and West's best card is the Ace.
record () {
  local plays=$1
  cat <<EOF
{"game":"boat","players":["Ann","Wes","Nora","Ed"],
 "hands":[{"dealer":3,
   "hands":[["BOAT","AH","KH","QH","JH","10H","9H","8H","6S"],
            ["7H","6H","AS","KS","QS","JS","10S","9S","8S"],
            ["7S","AD","KD","QD","JD","10D","9D","8D","7D"],
            ["5H","6D","AC","KC","QC","JC","10C","9C","5C"]],
   "bonus":["5S","5D","6C","7C","8C"],
   "actions":[{"seat":0,"bid":100},{"seat":1,"pass":true},{"seat":2,"pass":true},{"seat":3,"pass":true},
              {"seat":0,"discard":["5S","5D","6C","7C","8C"]},{"seat":0,"trump":"H"}$plays]}]}
EOF
}
tricks=""
seat_of=(0 1 2 3)
n=0
for card in BOAT 6H 7D 5H AH 7H 8D 5C KH 8S 9D 6D QH 9S 10D 9C JH 10S JD 10C 10H JS QD JC 6S; do
  # South won every trick, so every trick is led by seat 0.
  tricks="$tricks,{\"seat\":$((n % 4)),\"play\":\"$card\"}"
  n=$((n + 1))
done
record "$tricks" >"$tmp/record.json"

if ! "$cli" boat solve "$tmp/record.json" >"$tmp/solve" 2>"$tmp/err"; then
  fail "solve: $(cat "$tmp/err")"
fi
"$python" - "$tmp/solve" <<'EOF' || fail "solve JSON: $(cat "$tmp/solve")"
import json, sys
text = open(sys.argv[1]).read()
assert text.count("\n") == 1
result = json.loads(text)
assert list(result) == ["bidding_team_points", "best", "seconds"], list(result)
assert result["bidding_team_points"] == 100, result
assert result["best"] == "AS", result
assert isinstance(result["seconds"], float)
EOF

# From standard input, the same.
if ! "$cli" boat solve - <"$tmp/record.json" | grep -q '"bidding_team_points":100,"best":"AS"'; then
  fail "solve from standard input"
fi

# The same record played to the end of the hand replays (one reader for
# both): West takes trick 7 with the Ace, South the rest and the discard.
rest=',{"seat":1,"play":"AS"},{"seat":2,"play":"7S"},{"seat":3,"play":"AC"}'
rest="$rest"',{"seat":1,"play":"KS"},{"seat":2,"play":"KD"},{"seat":3,"play":"KC"},{"seat":0,"play":"9H"}'
rest="$rest"',{"seat":0,"play":"8H"},{"seat":1,"play":"QS"},{"seat":2,"play":"AD"},{"seat":3,"play":"QC"}'
record "$tricks$rest" >"$tmp/whole.json"
expected='{"game":"boat","hands":[{"high_bidder":0,"bid":100,"trump":"H","points":[100,20],"discard_points":10,"score_change":[100,20]}],"scores":[100,20]}'
if [[ "$("$cli" replay "$tmp/whole.json" 2>&1)" != "$expected" ]]; then
  fail "replay of the whole hand: $("$cli" replay "$tmp/whole.json" 2>&1)"
fi
# Stopped in the play, replay refuses it where the next card is missing.
if "$cli" replay "$tmp/record.json" 2>"$tmp/err" >/dev/null || ! grep -q "hand 0, action 31 (action 31 of the game): The record stops inside hand 0" "$tmp/err"; then
  fail "replay of a hand stopped in the play: $(cat "$tmp/err")"
fi
# And boat solve has nothing to solve once the hand is over.
expect_usage_error "a finished hand" boat solve "$tmp/whole.json"

# Bad input: one line, exit 2.
expect_usage_error "no file" boat solve
expect_usage_error "missing file" boat solve "$tmp/nothing.json"
echo '{"game":"boat",' >"$tmp/broken.json"
expect_usage_error "broken JSON" boat solve "$tmp/broken.json"
echo '{"game":"card-yacht"}' >"$tmp/other.json"
expect_usage_error "another game" boat solve "$tmp/other.json"
record ',{"seat":1,"play":"AS"}' >"$tmp/early.json"
expect_usage_error "illegal card" boat solve "$tmp/early.json"
if ! grep -q "action 6" "$tmp/err"; then
  fail "the illegal action's index is not named: $(cat "$tmp/err")"
fi
record ',{"seat":0,"play":"XX"}' >"$tmp/bad-card.json"
expect_usage_error "malformed card" boat solve "$tmp/bad-card.json"
record '' | sed 's/{"seat":0,"trump":"H"}//; s/,\]/]/' >"$tmp/no-trump.json"
expect_usage_error "not in the play" boat solve "$tmp/no-trump.json"

# --- hint -------------------------------------------------------------------

# South holds the Boat and the eight top hearts: with hearts as trump South
# takes every trick and the discard, 120 points, whatever the others hold.
sure () {
  cat <<EOF
{"game":"boat","players":["Ann","Wes","Nora","Ed"],
 "hands":[{"dealer":3,
   "hands":[["BOAT","AH","KH","QH","JH","10H","9H","8H","7H"],
            ["6H","5H","AS","KS","QS","JS","10S","9S","8S"],
            ["7S","6S","AD","KD","QD","JD","10D","9D","8D"],
            ["7D","6D","AC","KC","QC","JC","10C","9C","8C"]],
   "bonus":["5S","5D","7C","6C","5C"],
   "actions":[$1]}]}
EOF
}
called='{"seat":0,"bid":100},{"seat":1,"pass":true},{"seat":2,"pass":true},{"seat":3,"pass":true}'
discarded="$called"',{"seat":0,"discard":["5S","5D","7C","6C","5C"]}'
sure '' >"$tmp/at-bid.json"
sure "$called" >"$tmp/at-discard.json"
sure "$discarded" >"$tmp/at-trump.json"
# The help's worked hand stopped in the play (above): West to play.
cp "$tmp/record.json" "$tmp/at-play.json"

for decision in bid discard trump play; do
  for seed in 3 8; do
    if ! "$cli" boat hint --seed "$seed" "$tmp/at-$decision.json" >"$tmp/hint-$decision-$seed" 2>"$tmp/err"; then
      fail "hint at a $decision: $(cat "$tmp/err")"
      continue
    fi
    "$hard_choice" "$tmp/at-$decision.json" "$seed" >"$tmp/hard-$decision-$seed" || fail "boat-hard-choice"
    "$python" - "$tmp/hint-$decision-$seed" "$decision" "$(cat "$tmp/hard-$decision-$seed")" <<'EOF' ||
import json, sys
text = open(sys.argv[1]).read()
decision, hard = sys.argv[2], sys.argv[3]
assert text.count("\n") == 1, "one line"
hint = json.loads(text)
assert list(hint) == ["game", "seat", "decision", "best", "options", "reason"], list(hint)
assert hint["game"] == "boat" and hint["decision"] == decision, hint
assert hint["seat"] == (1 if decision == "play" else 0), hint
def name(choice):
    return " ".join(choice) if isinstance(choice, list) else str(choice)
# Its best is the hard player's, and the first option.
assert name(hint["best"]) == hard, (hint["best"], hard)
assert hint["options"][0]["choice"] == hint["best"]
assert len({name(o["choice"]) for o in hint["options"]}) == len(hint["options"]), "an option twice"
for option in hint["options"]:
    assert list(option) == ["choice", "expected_points", "made_share"], list(option)
    assert 0 <= option["expected_points"] <= 120 and 0 <= option["made_share"] <= 1, option
assert hint["reason"], "a reason"
# Worked out by hand: South's sure hand takes 120 in every deal.
if decision == "bid":
    assert hint["best"] == 65, hint["best"]
    assert [o["choice"] for o in hint["options"]] == list(range(65, 125, 5)) + ["pass"]
    assert all(o["expected_points"] == 120 and o["made_share"] == 1 for o in hint["options"][:12])
    assert hint["reason"].startswith("Bid 65: over 16 deals consistent with what you see, your side takes 120"), hint["reason"]
if decision == "discard":
    assert hint["best"] == ["5S", "5D", "5C", "6C", "7C"], hint["best"]
    assert hint["options"][0]["expected_points"] == 120 and hint["options"][0]["made_share"] == 1
if decision == "trump":
    assert hint["best"] == "H" and len(hint["options"]) == 4
    assert hint["options"][0]["expected_points"] == 120 and hint["options"][0]["made_share"] == 1
    assert sorted(o["choice"] for o in hint["options"]) == ["C", "D", "H", "S"]
if decision == "play":
    # West holds QS KS AS and must follow spades.
    assert sorted(o["choice"] for o in hint["options"]) == ["AS", "KS", "QS"], hint["options"]
EOF
      fail "hint at a $decision, seed $seed: $(cat "$tmp/hint-$decision-$seed")"
  done
done

# The same seed, the same advice; from standard input too; without a seed,
# the app's advice for the position, the same each time.
"$cli" boat hint --seed 3 - <"$tmp/at-play.json" >"$tmp/again" 2>&1
cmp -s "$tmp/again" "$tmp/hint-play-3" || fail "hint with the same seed differs: $(cat "$tmp/again")"
"$cli" boat hint "$tmp/at-bid.json" >"$tmp/app1" 2>&1 || fail "hint without a seed: $(cat "$tmp/app1")"
"$cli" boat hint "$tmp/at-bid.json" >"$tmp/app2" 2>&1
cmp -s "$tmp/app1" "$tmp/app2" || fail "hint without a seed differs"

# Refusals: one line, exit 2.
expect_usage_error "hint: no file" boat hint
expect_usage_error "hint: a finished hand" boat hint "$tmp/whole.json"
expect_usage_error "hint: another game" boat hint "$tmp/other.json"
expect_usage_error "hint: broken JSON" boat hint "$tmp/broken.json"
expect_usage_error "hint: bad seed" boat hint --seed x "$tmp/at-bid.json"
expect_usage_error "hint: an illegal action" boat hint "$tmp/early.json"

# --- the score pad ----------------------------------------------------------

if command -v pdftotext >/dev/null; then
  "$cli" sheet --for boat --players "Ann,Wes,Nora,Ed" --output "$tmp/blank.pdf" || fail "blank pad"
  text=$(pdftotext -layout "$tmp/blank.pdf" - 2>/dev/null)
  for word in "Boat" "Ann & Nora" "Wes & Ed" "Dealer" "High bidder" "Trump" "Winners"; do
    grep -qF "$word" <<<"$text" || fail "blank pad lacks “$word”"
  done

  "$make_save" "$tmp/game.boat" 5 1000 >"$tmp/expected" || fail "make-boat-save"
  "$cli" sheet --for boat --game "$tmp/game.boat" --output "$tmp/filled.pdf" || fail "filled pad"
  text=$(pdftotext -layout "$tmp/filled.pdf" - 2>/dev/null)
  read -r ns ew _ < <(grep -v -e over -e going "$tmp/expected" | tail -n 1)
  # The last row ends with the running totals, North–South then East–West.
  if ! grep -qE "(^|[[:space:]])$ns[[:space:]]+$ew[[:space:]]*$" <<<"$text"; then
    fail "filled pad lacks the final totals $ns $ew"
  fi
  if grep -q over "$tmp/expected"; then
    grep -qF "Game over:" <<<"$text" || fail "filled pad lacks the winners"
  fi
  # Each finished hand's row holds the bidders' par after made or set.
  n=0
  while read -r _ _ par; do
    n=$((n + 1))
    grep -qE "^ *$n +.* (made|set) +$par +[+-]" <<<"$text" || fail "filled pad's hand $n lacks its par $par"
  done < <(grep -v -e over -e going "$tmp/expected")
  grep -qF "Bidders’ par: the card points the bidding partners would take" <<<"$text" || fail "filled pad does not say whose par"
  if grep -qF "Bidders’" <<<"$(pdftotext -layout "$tmp/blank.pdf" - 2>/dev/null)"; then
    fail "a blank pad has a par column"
  fi
  rows=$(grep -cvE "over|going" "$tmp/expected")
  if [ "$(grep -cE "^ *[0-9]+ +(Ann|Wes|Nora|Ed) " <<<"$text")" -ne "$rows" ]; then
    fail "filled pad has not $rows hand rows"
  fi

  expect_usage_error "three names" sheet --for boat --players "Ann,Wes,Nora" --output "$tmp/x.pdf"
  expect_usage_error "unknown game" sheet --for chess --players "Ann,Wes" --output "$tmp/x.pdf"
  expect_usage_error "a Card Yacht save" sheet --for boat --game "$tmp/record.json" --output "$tmp/x.pdf"
  expect_usage_error "wrong name" sheet --for boat --game "$tmp/game.boat" --players "Ann,Wes,Nora,Bo" --output "$tmp/x.pdf"
else
  echo "(pdftotext missing: the score pad is not checked)"
fi

if [ "$failures" -gt 0 ]; then
  echo "$failures checks failed"
  exit 1
fi
echo "all boat command-line checks passed"
