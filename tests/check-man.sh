#!/usr/bin/env bash
# Checks the man pages against the programs, so that they cannot drift:
# every command that "card-yacht-cli --help" (or "dice --help", "boat
# --help") lists has a section (.SS "COMMAND ...") in card-yacht-cli.6, and
# every option of that command's --help is in its section; every option of
# "card-yacht --help" is in card-yacht.6's OPTIONS. Both pages have an EXIT
# STATUS and render without a groff warning.
#
# Usage: check-man.sh MAN_DIR CARD_YACHT_CLI CARD_YACHT
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

man_dir=${1:-}
cli=${2:-}
game=${3:-}
if [[ -z $man_dir || -z $cli || -z $game ]]; then
  echo "usage: $0 MAN_DIR CARD_YACHT_CLI CARD_YACHT" >&2
  exit 2
fi
cli_page="$man_dir/card-yacht-cli.6"
game_page="$man_dir/card-yacht.6"
status=0
checked=0

fail () {
  echo "FAIL: $*" >&2
  status=1
}

# The page's source with roff's escaped hyphens made plain.
plain () {
  sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$1"
}

# The lines of a page from the heading that starts with $2 to the next heading.
section () {
  plain "$1" | awk -v head="$2" '
    index($0, head) == 1 { inside = 1; next }
    inside && /^\.S[HS] / { exit }
    inside { print }'
}

# The commands a --help output lists under "Commands:".
commands () {
  awk '/^Commands:/ { inside = 1; next } inside && /^$/ { exit } inside && NF { print $1 }'
}

# The options of a --help output's "Application Options:": long, and short.
options () {
  awk '/^Application Options:/ { inside = 1; next } inside && /^$/ { exit } inside { print }' \
    | grep -oE '(^|[ ,])--?[A-Za-z0-9][A-Za-z0-9-]*' | sed 's/^[ ,]//'
}

check_options () {
  # check_options WHAT HELP_TEXT SECTION_TEXT
  local what="$1" help="$2" text="$3" option
  while IFS= read -r option; do
    [[ -z $option ]] && continue
    checked=$((checked + 1))
    if ! grep -qE -- "(^|[^A-Za-z0-9-])${option}([^A-Za-z0-9-]|$)" <<<"$text"; then
      fail "$what: option $option is not in its man page section"
    fi
  done < <(options <<<"$help")
}

check_command () {
  # check_command "dice score": its section, its options, its own commands.
  local path="$1" help sub
  # shellcheck disable=SC2086
  help=$("$cli" $path --help 2>&1)
  local subs
  subs=$(commands <<<"$help")
  if [[ -n $subs ]]; then
    for sub in $subs; do
      check_command "$path $sub"
    done
    return
  fi
  checked=$((checked + 1))
  local text
  text=$(section "$cli_page" ".SS \"$path")
  if [[ -z $text ]]; then
    fail "card-yacht-cli $path has no section (.SS \"$path ...\") in card-yacht-cli.6"
    return
  fi
  check_options "card-yacht-cli $path" "$help" "$text"
}

top=$("$cli" --help 2>&1)
if [[ -z $(commands <<<"$top") ]]; then
  fail "card-yacht-cli --help lists no commands"
fi
for command in $(commands <<<"$top"); do
  check_command "$command"
done

check_options "card-yacht" "$("$game" --help 2>&1)" "$(section "$game_page" ".SH OPTIONS")"

for page in "$cli_page" "$game_page"; do
  if ! grep -q '^\.SH EXIT STATUS' "$page"; then
    fail "$page has no EXIT STATUS section"
  fi
  warnings=$(groff -man -Tutf8 -ww -z "$page" 2>&1)
  if [[ -n $warnings ]]; then
    fail "$page: groff says: $warnings"
  fi
done

echo "checked $checked commands and options against the man pages"
exit $status
