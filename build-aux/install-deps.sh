#!/usr/bin/env bash
# Installs what building, playing and testing Card Yacht need on Debian 12,
# and only what is missing. Runs apt-get as root, or through sudo.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

packages=(
  # build
  gcc meson ninja-build pkg-config gettext itstool
  libgtk-4-dev libadwaita-1-dev librsvg2-dev libjson-glib-dev
  # playing: the help viewer that F1 opens
  yelp
  # tests, validators and the help (reuse: the licence check)
  xvfb xauth xdotool imagemagick poppler-utils libgl1-mesa-dri dbus at-spi2-core
  python3 python3-dogtail yelp-tools desktop-file-utils appstream librsvg2-bin
  tesseract-ocr reuse
  # the Flatpak manifest check (flatpak-builder --show-manifest)
  flatpak-builder
  # build-aux/screenshots.sh makes a locale for its right-to-left shots
  locales
  # a window manager, to measure the smallest window (README, Window sizes)
  metacity
  # the fuzzer and sanitizers
  clang libclang-rt-14-dev
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
$sudo apt-get update
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
