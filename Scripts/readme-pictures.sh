#!/usr/bin/env bash
# Draws the README's pictures: the built-in gallery in its variants, screenshotted in headless
# Chromium (Debian's `chromium`, with fonts-liberation2 and fonts-noto-cjk for the text).
#
#     Scripts/readme-pictures.sh        # writes Docs/gallery-variants.png
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift run -q wireframe gallery -o "$work/gallery" --variants dark,xxxLarge,rtl >/dev/null
mkdir -p Docs
# The top of the page: the delete dialog as it is and in each variant.
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1560,1000 \
    --screenshot=Docs/gallery-variants.png "file://$work/gallery/index.html" 2>/dev/null
echo "wrote Docs/gallery-variants.png"
