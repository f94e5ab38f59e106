# The development profile's name, in its desktop entry and metainfo:
# "Card Yacht (Development)" wherever the release says "Card Yacht".
# SPDX-License-Identifier: GPL-3.0-or-later
s/^(Name(\[[^]]*\])?=Card Yacht)$/\1 (Development)/
s|(<name( xml:lang="[^"]*")?>Card Yacht)(</name>)|\1 (Development)\3|
