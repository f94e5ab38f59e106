#!/usr/bin/env bash
# Checks that the version is written in one place: the newest release of
# the metainfo and of NEWS is the version in meson.build, with the same date.
#
# Usage: check-release.sh SOURCE_ROOT VERSION
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

root=${1:-}
version=${2:-}
if [[ -z $root || -z $version ]]; then
  echo "usage: $0 SOURCE_ROOT VERSION" >&2
  exit 2
fi

metainfo="$root/data/io.github.cardyacht.CardYacht.metainfo.xml.in"
news="$root/NEWS"
status=0

release=$(grep -m1 -o '<release version="[^"]*" date="[^"]*"' "$metainfo")
meta_version=$(sed -E 's/.*version="([^"]*)".*/\1/' <<<"$release")
meta_date=$(sed -E 's/.*date="([^"]*)".*/\1/' <<<"$release")
news_version=$(grep -m1 -E '^Version ' "$news" | sed 's/^Version //')
news_date=$(grep -m1 -E '^Released: ' "$news" | sed 's/^Released: //')

if [[ $meta_version != "$version" ]]; then
  echo "FAIL: the metainfo's newest release is '$meta_version', meson.build says $version" >&2
  status=1
fi
if [[ $news_version != "$version" ]]; then
  echo "FAIL: NEWS begins with version '$news_version', meson.build says $version" >&2
  status=1
fi
if [[ $news_date != "$meta_date" ]]; then
  echo "FAIL: NEWS dates $version '$news_date', the metainfo '$meta_date'" >&2
  status=1
fi
[[ $status -eq 0 ]] && echo "version $version, released $meta_date, in meson.build, the metainfo and NEWS"
exit $status
