#!/usr/bin/env python3
"""Check a gallery against what headless Chromium draws.

Two checks, on a folder written by `wireframe gallery -o DIR --text-widths`:

1. Text widths. Every SVG is inlined into one page, and a script on the page
   measures each `text` element with getComputedTextLength(). The layout's width
   is the element's `data-width` (written only under --text-widths). A text
   whose drawn width differs from the layout's by more than --tolerance (1 %)
   fails the check. Texts are grouped by script: Latin, Hangul, kana, kanji
   (ideographs without kana or Hangul), mixed (CJK with Latin letters),
   fullwidth (fullwidth forms only), bold (any script at font-weight 700) and
   monospaced (any text drawn in Liberation Mono);
   each group must have at least one text.
2. ASCII grids. The gallery's index.html gets a script appended, and for each
   line of each ASCII picture the width the browser gives the line is divided by
   the line's cells (a wide character takes two). Every line of every picture
   must have the same width per cell, so columns stay aligned, and the same
   height, so rows do. "The same" allows half a pixel over a whole line:
   Chromium rounds a box's width to 1/64 px, so a cell in a `1ch` box can be a
   hundredth of a pixel narrower than a character of the font's own advance.

Chromium runs with --headless --dump-dom: the page's script writes its results
as JSON into the DOM, and this script reads them from the dumped DOM. Only the
Python standard library and a `chromium` binary are needed (Debian: apt-get
install chromium fonts-liberation2 fonts-noto-cjk). Usage:

    swift run wireframe gallery -o /tmp/gallery --text-widths
    Scripts/check-browser-fidelity.py /tmp/gallery
"""

import argparse
import glob
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

RESULTS = re.compile(r'<pre id="fidelity-results">(.*?)</pre>', re.S)
GRID_TOLERANCE = 0.5
GROUPS = ["latin", "bold", "monospaced", "hangul", "kana", "kanji", "mixed", "fullwidth"]

TEXT_SCRIPT = """
<pre id="fidelity-results"></pre>
<script>
const results = [];
for (const figure of document.querySelectorAll("[data-scenario]")) {
  for (const text of figure.querySelectorAll("text[data-width]")) {
    results.push({
      scenario: figure.dataset.scenario,
      text: text.textContent,
      family: text.getAttribute("font-family"),
      bold: text.getAttribute("font-weight") === "700",
      expected: parseFloat(text.dataset.width),
      actual: text.getComputedTextLength(),
    });
  }
}
document.getElementById("fidelity-results").textContent = JSON.stringify(results);
</script>
"""

GRID_SCRIPT = """
<pre id="fidelity-results"></pre>
<script>
const pictures = [];
for (const section of document.querySelectorAll("section.scenario")) {
  for (const picture of section.querySelectorAll("pre.ascii")) {
    const lines = [];
    for (const line of picture.querySelectorAll(".line")) {
      let cells = 0;
      for (const node of line.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) cells += [...node.textContent].length;
        else cells += node.classList.contains("w2") ? 2 : node.classList.contains("w0") ? 0 : 1;
      }
      const box = line.getBoundingClientRect();
      lines.push({cells: cells, width: box.width, height: box.height, top: box.top});
    }
    pictures.push({scenario: section.id, lines: lines});
  }
  // A page whose ASCII is plain text in a pre (no cells): each line measured with a Range, a
  // character in a wide block counted as two cells.
  for (const picture of section.querySelectorAll(".views pre:not(.ascii)")) {
    const text = picture.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) continue;
    const lines = [];
    let start = 0;
    for (const line of text.textContent.split("\\n")) {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + line.length);
      start += line.length + 1;
      let cells = 0;
      for (const c of line) {
        const v = c.codePointAt(0);
        cells += (v >= 0x1100 && v <= 0x115F) || (v >= 0x2E80 && v <= 0xA4CF) || (v >= 0xAC00 && v <= 0xD7A3) || (v >= 0xF900 && v <= 0xFAFF) || (v >= 0xFF01 && v <= 0xFF60) ? 2 : 1;
      }
      const box = range.getBoundingClientRect();
      lines.push({cells: cells, width: box.width, height: 0, top: box.top});
    }
    pictures.push({scenario: section.id, lines: lines});
  }
}
document.getElementById("fidelity-results").textContent = JSON.stringify(pictures);
</script>
"""


def chromium_binary(explicit):
    for name in [explicit, "chromium", "chromium-browser", "google-chrome"]:
        if name and shutil.which(name):
            return shutil.which(name)
    sys.exit("error: no chromium found (apt-get install chromium)")


def dump_dom(chromium, page):
    command = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--force-device-scale-factor=1", "--window-size=1400,2000",
               "--virtual-time-budget=10000", "--dump-dom", "file://" + page]
    run = subprocess.run(command, capture_output=True, text=True, timeout=300)
    match = RESULTS.search(run.stdout)
    if run.returncode != 0 or not match or not match.group(1).strip():
        sys.stderr.write(run.stderr[-4000:])
        sys.exit(f"error: chromium wrote no results for {page}")
    return json.loads(html.unescape(match.group(1)))


def group_of(text):
    hangul = any(0x1100 <= ord(c) <= 0x11FF or 0x3130 <= ord(c) <= 0x318F or 0xAC00 <= ord(c) <= 0xD7AF for c in text)
    kana = any(0x3040 <= ord(c) <= 0x30FF or 0xFF66 <= ord(c) <= 0xFF9F for c in text)
    ideographs = any(0x3400 <= ord(c) <= 0x9FFF or 0xF900 <= ord(c) <= 0xFAFF for c in text)
    letters = re.search(r"[A-Za-z]", text) is not None
    fullwidth = any(0xFF01 <= ord(c) <= 0xFF60 for c in text)
    if (hangul or kana or ideographs) and letters:
        return "mixed"
    if hangul:
        return "hangul"
    if kana:
        return "kana"
    if ideographs:
        return "kanji"
    return "fullwidth" if fullwidth else "latin"


def check_texts(chromium, gallery, work, tolerance):
    figures = []
    for path in sorted(glob.glob(os.path.join(gallery, "*.svg"))):
        name = os.path.splitext(os.path.basename(path))[0]
        with open(path, encoding="utf-8") as handle:
            svg = handle.read()
        if svg.startswith("<?xml"):
            svg = svg.split("?>", 1)[1]
        figures.append(f'<div data-scenario="{html.escape(name)}">{svg}</div>')
    if not figures:
        sys.exit(f"error: {gallery} holds no SVG")
    page = os.path.join(work, "texts.html")
    with open(page, "w", encoding="utf-8") as handle:
        handle.write('<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>\n')
        handle.write("\n".join(figures))
        handle.write(TEXT_SCRIPT + "</body></html>\n")
    results = dump_dom(chromium, page)
    if not results:
        sys.exit("error: no text carries data-width; write the gallery with --text-widths")

    failures = []
    groups = {group: [] for group in GROUPS}
    for result in results:
        expected, actual = result["expected"], result["actual"]
        error = abs(actual - expected) / expected if expected > 0 else abs(actual)
        result["error"] = error
        groups[group_of(result["text"])].append(result)
        if result["bold"]:
            groups["bold"].append(result)
        if (result["family"] or "").startswith("Liberation Mono"):
            groups["monospaced"].append(result)
        if error > tolerance:
            failures.append(result)

    print(f"text widths: {len(results)} texts in {len(figures)} SVGs, tolerance {tolerance:.1%}")
    print(f"  {'group':9} {'texts':>5} {'mean error':>11} {'max error':>10}  worst")
    for group in GROUPS:
        members = groups[group]
        if not members:
            failures.append({"scenario": "-", "text": f"(no {group} text in the gallery)", "expected": 0,
                             "actual": 0, "error": 1})
            print(f"  {group:9} {0:5}")
            continue
        mean = sum(m["error"] for m in members) / len(members)
        worst = max(members, key=lambda m: m["error"])
        print(f"  {group:9} {len(members):5} {mean:11.3%} {worst['error']:10.3%}  {worst['text'][:40]!r}")
    for failure in failures:
        print(f"FAIL {failure['scenario']}: {failure['text'][:60]!r}: layout {failure['expected']:.2f}, "
              f"Chromium {failure['actual']:.2f} ({failure['error']:.2%})", file=sys.stderr)
    return not failures


def check_grids(chromium, gallery, work):
    with open(os.path.join(gallery, "index.html"), encoding="utf-8") as handle:
        index = handle.read()
    page = os.path.join(work, "grid.html")
    with open(page, "w", encoding="utf-8") as handle:
        handle.write(index.replace("</body>", GRID_SCRIPT + "</body>"))
    pictures = dump_dom(chromium, page)
    if not pictures:
        sys.exit("error: the gallery page holds no ASCII picture")
    failures = []
    widths = []
    line_count = 0
    worst = 0
    for picture in pictures:
        lines = [line for line in picture["lines"] if line["cells"] > 0]
        if not lines:
            continue
        line_count += len(lines)
        cells = sorted(line["width"] / line["cells"] for line in lines)
        cell = cells[len(cells) // 2]
        widths.append(cell)
        height = picture["lines"][0]["height"]
        for number, line in enumerate(picture["lines"]):
            deviation = abs(line["width"] - line["cells"] * cell)
            worst = max(worst, deviation)
            if line["cells"] > 0 and deviation > GRID_TOLERANCE:
                failures.append(f"{picture['scenario']}: line {number + 1} is {line['width']:.2f} px for "
                                f"{line['cells']} cells of {cell:.3f} px")
            if abs(line["height"] - height) > 0.05:
                failures.append(f"{picture['scenario']}: line {number + 1} is {line['height']:.2f} px tall, "
                                f"the first {height:.2f} px")
    print(f"ASCII grids: {len(pictures)} pictures, {line_count} lines, cell width "
          f"{min(widths):.3f}–{max(widths):.3f} px, largest drift over a line {worst:.2f} px "
          f"(tolerance {GRID_TOLERANCE} px)")
    for failure in failures[:50]:
        print(f"FAIL {failure}", file=sys.stderr)
    if failures:
        print(f"{len(failures)} lines off the grid", file=sys.stderr)
    return not failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("gallery", help="a folder written by `wireframe gallery -o DIR --text-widths`")
    parser.add_argument("--chromium", help="the browser binary (default: chromium on the PATH)")
    parser.add_argument("--tolerance", type=float, default=0.01, help="largest relative width error (default 0.01)")
    args = parser.parse_args()
    chromium = chromium_binary(args.chromium)
    gallery = os.path.abspath(args.gallery)
    with tempfile.TemporaryDirectory() as work:
        texts = check_texts(chromium, gallery, work, args.tolerance)
        grids = check_grids(chromium, gallery, work)
    if not (texts and grids):
        sys.exit(1)


if __name__ == "__main__":
    main()
