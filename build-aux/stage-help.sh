#!/bin/sh
# Lays out the help of a build tree the way it is installed, as symbolic
# links, so that an uninstalled game (meson devenv, build-aux/play.sh) finds
# it through XDG_DATA_DIRS=OUT: OUT/help/LANG/card-yacht/ for yelp and
# OUT/card-yacht/help-html/ for a web browser.
#
#     stage-help.sh OUT SOURCE_HELP_DIR BUILD_HELP_DIR HTML_DIR|- FILE...
#
# FILE... are the page and XInclude names (index.page ... legal.xml); the C
# pages come from the source tree, the translated ones from the build tree
# (gnome.yelp() writes them there), the languages from SOURCE_HELP_DIR/LINGUAS.
# HTML_DIR is the yelp-build output, or - when it is not built.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

out="$1"
source_help="$2"
build_help="$3"
html="$4"
shift 4

project=card-yacht

rm -rf "$out"

# stage LANG FROM FILE...
stage () {
  dir="$out/help/$1/$project"
  from="$2"
  shift 2
  mkdir -p "$dir"
  for file in "$@"; do
    ln -s "$from/$file" "$dir/$file"
  done
  ln -s "$source_help/C/figures" "$dir/figures"
}

stage C "$source_help/C" "$@"

languages=$(sed -e 's/#.*//' "$source_help/LINGUAS")
for lang in $languages; do
  stage "$lang" "$build_help/$lang" "$@"
done

if [ "$html" != "-" ]; then
  mkdir -p "$out/$project"
  ln -s "$html" "$out/$project/help-html"
fi
