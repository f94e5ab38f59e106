#!/usr/bin/env python3
# make-devel-icon.py: the development profile's icon, the usual Devel variant
# of the app icon: the same picture with a striped band across its foot.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: make-devel-icon.py APP_ICON.svg OUTPUT.svg (data/meson.build runs it).

import sys

source, output = sys.argv[1], sys.argv[2]
with open(source, encoding="utf-8") as f:
    icon = f.read()

BAND = """
  <!-- Devel: a band of diagonal stripes across the foot of the icon -->
  <defs>
    <pattern id="devel-stripes" width="16" height="16" patternUnits="userSpaceOnUse"
             patternTransform="rotate(45)">
      <rect width="16" height="16" fill="#241f31"/>
      <rect width="8" height="16" fill="#f6d32d"/>
    </pattern>
  </defs>
  <rect x="4" y="100" width="120" height="20" rx="4" fill="#000" opacity="0.2" transform="translate(0 2)"/>
  <rect x="4" y="100" width="120" height="20" rx="4" fill="url(#devel-stripes)"/>
  <rect x="4.5" y="100.5" width="119" height="19" rx="3.5" fill="none" stroke="#241f31" stroke-width="1"/>
"""

end = icon.rindex("</svg>")
with open(output, "w", encoding="utf-8") as f:
    f.write(icon[:end] + BAND + icon[end:])
