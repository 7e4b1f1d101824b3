#!/usr/bin/env bash
# Draws the README's picture, the delete dialog as SVG (Docs/dialog.svg, beside its ASCII in the
# README), and the design review article's picture of variants: the delete dialog and the memo
# list as they are, dark, at the accessibility2 text size and right to left, side by side,
# screenshotted in headless Chromium (Debian's `chromium`, with fonts-liberation2 and
# fonts-noto-cjk for the text). Copy both into Sources/Wireframe/Wireframe.docc/Resources too
# (Scripts/build-docs fails while a copy differs).
#
#     Scripts/readme-pictures.sh        # writes Docs/dialog.svg and Docs/variants.png
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p Docs
swift run -q wireframe render dialog --height 304 --format svg -o Docs/dialog.svg
echo "wrote Docs/dialog.svg"
swift run -q wireframe gallery -o "$work/gallery" --variants dark,accessibility2,rtl >/dev/null

variants=("" dark accessibility2 rtl)
captions=("light" "dark" "accessibility2" "right to left")
{
    echo '<!doctype html><meta charset="utf-8"><style>'
    echo 'body{margin:0;padding:16px;background:#f4f4f6;font:14px "Liberation Sans",sans-serif}'
    echo 'table{border-spacing:16px 8px}td{text-align:center;vertical-align:top}'
    echo 'img{width:234px;height:506px;border:1px solid #ccc;display:block}</style><table>'
    for scenario in dialog memo-list; do
        echo '<tr>'
        for index in "${!variants[@]}"; do
            variant=${variants[$index]}
            file="$scenario${variant:+.$variant}.svg"
            echo "<td><img src=\"gallery/$file\"><div>$scenario · ${captions[$index]}</div></td>"
        done
        echo '</tr>'
    done
    echo '</table>'
} >"$work/variants.html"

mkdir -p Docs
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1060,1100 \
    --screenshot="$PWD/Docs/variants.png" "file://$work/variants.html" 2>/dev/null
echo "wrote Docs/variants.png"
