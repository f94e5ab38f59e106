#!/usr/bin/env python3
# Checks the Flatpak manifest as a reviewer would: flatpak-builder reads it
# without complaint (--show-manifest fails on bad JSON and warns about a
# property it does not know), it builds this app with meson on a GNOME
# runtime that is still supported, and it asks for no file system of the
# host: files come and go through the portals (the file chooser for card
# themes, records and exports; the help through the URI portal).
#
# Usage: check-flatpak-manifest.py MANIFEST APP_ID
# Skips (exit 77) when flatpak-builder is not installed.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import shutil
import subprocess
import sys
import tempfile

# The oldest GNOME runtime Flathub still supports: a branch is supported
# until the second one after it is released (50 until 52, March 2027).
OLDEST_SUPPORTED = 50

if len(sys.argv) != 3:
    print("usage: check-flatpak-manifest.py MANIFEST APP_ID", file=sys.stderr)
    sys.exit(2)
manifest_path, app_id = sys.argv[1], sys.argv[2]

builder = shutil.which("flatpak-builder")
if builder is None:
    print("flatpak-builder is not installed (build-aux/install-deps.sh installs it)")
    sys.exit(77)

# flatpak-builder keeps its state (.flatpak-builder/) where it runs.
with tempfile.TemporaryDirectory() as scratch:
    shown = subprocess.run([builder, "--show-manifest", os.path.abspath(manifest_path)],
                           capture_output=True, text=True, cwd=scratch)
problems = []
if shown.returncode != 0:
    problems.append("flatpak-builder cannot read it: " + shown.stderr.strip())
elif "WARNING" in shown.stderr:
    problems.append("flatpak-builder warns: " + shown.stderr.strip())
else:
    manifest = json.loads(shown.stdout)
    if manifest.get("id") != app_id:
        problems.append("id is %r, not %r" % (manifest.get("id"), app_id))
    if manifest.get("runtime") != "org.gnome.Platform" or manifest.get("sdk") != "org.gnome.Sdk":
        problems.append("not on the GNOME runtime and SDK")
    version = str(manifest.get("runtime-version", ""))
    if not version.isdigit() or int(version) < OLDEST_SUPPORTED:
        problems.append("runtime-version %r is no longer supported (oldest: %d)"
                        % (version, OLDEST_SUPPORTED))
    if manifest.get("command") != "card-yacht":
        problems.append("command is not card-yacht")
    for arg in manifest.get("finish-args", []):
        if arg.startswith("--filesystem"):
            problems.append("asks for the host's files: " + arg)
        if arg in ("--share=network", "--socket=x11", "--device=all", "--talk-name=org.freedesktop.Flatpak"):
            problems.append("asks for more than the game needs: " + arg)
    modules = manifest.get("modules", [])
    if not modules or modules[-1].get("name") != "card-yacht" or modules[-1].get("buildsystem") != "meson":
        problems.append("the last module does not build card-yacht with meson")

for problem in problems:
    print("FAIL: %s: %s" % (manifest_path, problem), file=sys.stderr)
sys.exit(1 if problems else 0)
