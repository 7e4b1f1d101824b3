#!/usr/bin/env python3
"""Generate Sources/Wireframe/SVG/FontMetricsTable.swift from Liberation Sans, Liberation Mono and Noto Sans CJK.

Liberation Sans is metric-compatible with Arial: its advance widths are Arial's,
so text laid out with this table has the width a browser draws in either font.
Noto Sans CJK draws what Liberation Sans lacks (Hangul, kana, ideographs,
fullwidth forms and many symbols): the SVG names it after Liberation Sans, and
the table holds its advances for the code points Liberation Sans does not cover.

Liberation Mono (metric-compatible with Courier New) measures `monospaced()`
text; its CJK fallback, Noto Sans Mono CJK, has Noto Sans CJK's advances for every
wide character, which the script checks, so one fallback table serves both.

The script reads the Regular and Bold faces with fontTools and writes, for each
face, the vertical metrics and the advance widths (in font units) of the code
points the font covers in the ranges listed in RANGES. Each range is trimmed to
the first and last covered code point; a code point the font lacks inside a
range is written as 0xFFFF ("not in the font").

Noto Sans CJK's advances are written as runs of equal advance (most are 1000
units, one em): a run goes on across code points that are unassigned, East
Asian Wide or Fullwidth without being in Noto Sans CJK, or in Liberation Sans's
table, since the Swift side measures those before it looks here or gives them
1 em anyway. The language faces of the collection (JP, KR, SC, TC, HK) have the
same advances, which the script checks, so one table serves every face the SVG
names. Unicode properties come from unicodedata2 (pinned in
Scripts/requirements.txt).

The output depends only on the font files and that Unicode version, so
re-running the script is deterministic. Usage:

    python3 Scripts/generate-font-metrics.py            # rewrite the Swift file
    python3 Scripts/generate-font-metrics.py --check    # exit 1 if it is stale

Install the inputs on Debian with `apt-get install fonts-liberation2
fonts-noto-cjk` and `pip install -r Scripts/requirements.txt`.
"""

import argparse
import difflib
import os
import sys

import unicodedata2
from fontTools.ttLib import TTCollection, TTFont

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(REPO, "Sources", "Wireframe", "SVG", "FontMetricsTable.swift")
FONT_DIR = "/usr/share/fonts/truetype/liberation2"
FACES = [("regular", "LiberationSans-Regular.ttf"), ("bold", "LiberationSans-Bold.ttf")]
# The fixed-width faces `monospaced()` text is measured with; Noto Sans Mono CJK draws what they
# lack, with the advances of Noto Sans CJK for every wide character (checked below).
MONO_FACES = [("regular", "LiberationMono-Regular.ttf"), ("bold", "LiberationMono-Bold.ttf")]
CJK_FONT_DIR = "/usr/share/fonts/opentype/noto"
CJK_FACES = [("regular", "NotoSansCJK-Regular.ttc"), ("bold", "NotoSansCJK-Bold.ttc")]
# The face of the collection the table is read from; the others are checked against it.
CJK_MEASURED = "Noto Sans CJK KR"
CJK_RUNS_PER_LINE = 3

# (first, last, name). The first range starts at U+0000 so that the Swift side
# indexes every Latin scalar below U+0250 directly.
RANGES = [
    (0x0000, 0x024F, "Basic Latin, Latin-1 Supplement, Latin Extended-A and -B"),
    (0x02B0, 0x02FF, "Spacing Modifier Letters"),
    (0x0370, 0x03FF, "Greek and Coptic"),
    (0x0400, 0x052F, "Cyrillic and Cyrillic Supplement"),
    (0x1E00, 0x1EFF, "Latin Extended Additional"),
    (0x2000, 0x206F, "General Punctuation"),
    (0x20A0, 0x20CF, "Currency Symbols"),
    (0x2100, 0x214F, "Letterlike Symbols"),
    (0x2190, 0x21FF, "Arrows"),
    (0x2200, 0x22FF, "Mathematical Operators"),
    (0x2500, 0x25FF, "Box Drawing, Block Elements, Geometric Shapes"),
    (0x2600, 0x26FF, "Miscellaneous Symbols"),
]
MISSING = 0xFFFF
PER_LINE = 10


def read_face(path):
    font = TTFont(path)
    names = font["name"]
    hhea = font["hhea"]
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    ranges = []
    for first, last, title in RANGES:
        covered = [cp for cp in range(first, last + 1) if cp in cmap]
        if not covered:
            continue
        start = first if first == 0 else covered[0]
        end = covered[-1]
        advances = []
        for cp in range(start, end + 1):
            advances.append(hmtx[cmap[cp]][0] if cp in cmap else MISSING)
        ranges.append((start, title, advances))
    return {
        "family": names.getDebugName(1),
        "full": names.getDebugName(4),
        "version": names.getDebugName(5),
        "unitsPerEm": font["head"].unitsPerEm,
        "ascender": hhea.ascent,
        "descender": hhea.descent,
        "lineGap": hhea.lineGap,
        "averageAdvance": font["OS/2"].xAvgCharWidth,
        "ranges": ranges,
        "cmap": set(cmap),
    }


def in_liberation_table(cp):
    return any(first <= cp <= last for first, last, _ in RANGES)


def bridges(cp, primary):
    """Whether a run of equal CJK advances may go on across `cp`, a code point Noto lacks."""
    if cp in primary:
        return in_liberation_table(cp)
    char = chr(cp)
    return unicodedata2.category(char) == "Cn" or unicodedata2.east_asian_width(char) in ("W", "F")


def read_cjk_face(path, primary):
    """The runs of equal advance of the code points `primary` (Liberation Sans's cmap) lacks."""
    collection = TTCollection(path, lazy=True)
    faces = {}
    for font in collection.fonts:
        family = font["name"].getDebugName(1)
        if family.startswith("Noto Sans CJK"):
            cmap = font.getBestCmap()
            hmtx = font["hmtx"]
            faces[family] = (font, {cp: hmtx[glyph][0] for cp, glyph in cmap.items() if cp not in primary})
    if CJK_MEASURED not in faces:
        sys.exit(f"error: {path} holds no {CJK_MEASURED}")
    font, advances = faces[CJK_MEASURED]
    for family, (_, other) in sorted(faces.items()):
        if other != advances:
            sys.exit(f"error: {family} has other advances than {CJK_MEASURED} in {path}")
    monos = mono_faces(collection)
    for family, (mono, _) in sorted(monos.items()):
        mono_advances = {cp: mono["hmtx"][glyph][0] for cp, glyph in mono.getBestCmap().items()}
        for cp, advance in advances.items():
            wide = unicodedata2.east_asian_width(chr(cp)) in ("W", "F")
            if wide and cp in mono_advances and mono_advances[cp] != advance:
                sys.exit(f"error: {family} draws U+{cp:04X} {mono_advances[cp]} units wide, {CJK_MEASURED} {advance}")
    runs = []
    for cp in sorted(advances):
        advance = advances[cp]
        if runs and runs[-1][2] == advance and all(bridges(gap, primary) for gap in range(runs[-1][1] + 1, cp)):
            runs[-1][1] = cp
        else:
            runs.append([cp, cp, advance])
    names = font["name"]
    return {
        "family": names.getDebugName(1),
        "full": names.getDebugName(4),
        "version": names.getDebugName(5),
        "families": sorted(faces),
        "monoFamily": sorted(monos)[0].rsplit(" ", 1)[0],
        "unitsPerEm": font["head"].unitsPerEm,
        "runs": runs,
    }


def mono_faces(collection):
    """The fixed-width faces of a Noto Sans CJK collection, by family name."""
    faces = {}
    for font in collection.fonts:
        family = font["name"].getDebugName(1)
        if family.startswith("Noto Sans Mono CJK"):
            faces[family] = (font, None)
    if not faces:
        sys.exit("error: the collection holds no Noto Sans Mono CJK face")
    return faces


def swift_array(values, indent):
    lines = []
    for i in range(0, len(values), PER_LINE):
        chunk = values[i:i + PER_LINE]
        lines.append(indent + ", ".join(f"0x{v:04X}" if v == MISSING else str(v) for v in chunk) + ",")
    return "\n".join(lines)


def render_face(out, name, key, face):
    out.append("")
    out.append(f"    /// {face['full']}.")
    out.append(f"    static let {name}{key.capitalize()} = Face(")
    out.append(f"        unitsPerEm: {face['unitsPerEm']},")
    out.append(f"        ascender: {face['ascender']},")
    out.append(f"        descender: {face['descender']},")
    out.append(f"        lineGap: {face['lineGap']},")
    out.append(f"        averageAdvance: {face['averageAdvance']},")
    out.append("        ranges: [")
    for start, title, advances in face["ranges"]:
        out.append(f"            // {title}: U+{start:04X}..U+{start + len(advances) - 1:04X}")
        out.append(f"            AdvanceRange(first: 0x{start:04X}, advances: [")
        out.append(swift_array(advances, " " * 16))
        out.append("            ]),")
    out.append("        ]")
    out.append("    )")


def render(faces, mono_faces_read, cjk_faces):
    regular = faces["regular"]
    cjk_regular = cjk_faces["regular"]
    out = ["// swift-format-ignore-file"]
    out.append("// Generated by Scripts/generate-font-metrics.py from "
               f"{regular['family']} ({regular['version']}) and {cjk_regular['family'].rsplit(' ', 1)[0]}"
               f" ({cjk_regular['version'].split(';')[0]}). Do not edit.")
    out.append("//")
    for key, _ in FACES:
        face = faces[key]
        out.append(f"// {face['full']}: {face['version']}")
    for key, _ in MONO_FACES:
        face = mono_faces_read[key]
        out.append(f"// {face['full']}: {face['version']}")
    for key, _ in CJK_FACES:
        face = cjk_faces[key]
        out.append(f"// {face['full']}: {face['version']}")
    out.append(f"// Unicode {unicodedata2.unidata_version}: the categories and East Asian widths the runs bridge.")
    out.append("//")
    out.append("// Vertical metrics are the hhea ascender, descender and line gap, the ones browsers")
    out.append("// use for this font: line height = (ascender - descender + lineGap) / unitsPerEm × size.")
    out.append("// Advances are in font units; 0xFFFF marks a code point the font does not cover.")
    out.append("// Noto Sans CJK's runs are (first, last, advance) for the code points Liberation Sans lacks;")
    out.append(f"// its faces {', '.join(f.rsplit(' ', 1)[1] for f in cjk_regular['families'])} have the same advances.")
    out.append("")
    out.append("extension FontMetrics {")
    out.append("    /// The family name of the measured font, from its name table.")
    out.append(f"    static let liberationSansFamily = \"{regular['family']}\"")
    out.append("")
    out.append("    /// The version string of the measured font, from its name table.")
    out.append(f"    static let liberationSansVersion = \"{regular['version']}\"")
    for key, _ in FACES:
        render_face(out, "liberationSans", key, faces[key])
    mono = mono_faces_read["regular"]
    out.append("")
    out.append("    /// The family name of the fixed-width font, from its name table.")
    out.append(f"    static let liberationMonoFamily = \"{mono['family']}\"")
    for key, _ in MONO_FACES:
        face = mono_faces_read[key]
        regular_mono = mono_faces_read["regular"]
        same = key != "regular" and all(face[field] == regular_mono[field] for field in
                                        ("unitsPerEm", "ascender", "descender", "lineGap", "averageAdvance", "ranges"))
        if same:
            # A fixed-width face's bold has the regular's advances: one table serves both.
            out.append("")
            out.append(f"    /// {face['full']}: the same metrics as the regular face.")
            out.append(f"    static let liberationMono{key.capitalize()} = liberationMonoRegular")
        else:
            render_face(out, "liberationMono", key, face)
    out.append("")
    out.append("    /// The family name of the CJK fallback's faces, without the language (\"JP\", \"KR\", …).")
    out.append(f"    static let notoSansCJKFamily = \"{cjk_regular['family'].rsplit(' ', 1)[0]}\"")
    out.append("")
    out.append("    /// The family name of the fixed-width faces of the CJK fallback, without the language.")
    out.append(f"    static let notoSansMonoCJKFamily = \"{cjk_regular['monoFamily']}\"")
    out.append("")
    out.append("    /// The version string of the CJK fallback font, from its name table.")
    out.append(f"    static let notoSansCJKVersion = \"{cjk_regular['version'].split(';')[0]}\"")
    for key, _ in CJK_FACES:
        face = cjk_faces[key]
        out.append("")
        out.append(f"    /// {face['full']}, for the code points Liberation Sans lacks.")
        out.append(f"    static let notoSansCJK{key.capitalize()} = FallbackFace(")
        out.append(f"        unitsPerEm: {face['unitsPerEm']},")
        out.append("        runs: [")
        runs = face["runs"]
        for i in range(0, len(runs), CJK_RUNS_PER_LINE):
            chunk = runs[i:i + CJK_RUNS_PER_LINE]
            out.append("            " + ", ".join(f"0x{a:05X}, 0x{b:05X}, {c}" for a, b, c in chunk) + ",")
        out.append("        ]")
        out.append("    )")
    out.append("}")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="fail if the committed file differs from a fresh generation")
    parser.add_argument("--font-dir", default=FONT_DIR, help=f"folder with the .ttf files (default {FONT_DIR})")
    parser.add_argument("--cjk-font-dir", default=CJK_FONT_DIR,
                        help=f"folder with the Noto Sans CJK .ttc files (default {CJK_FONT_DIR})")
    parser.add_argument("--output", default=OUTPUT, help="the Swift file to write or check")
    args = parser.parse_args()

    def liberation_faces(files):
        faces = {}
        for key, filename in files:
            path = os.path.join(args.font_dir, filename)
            if not os.path.exists(path):
                sys.exit(f"error: {path} not found (apt-get install fonts-liberation2)")
            faces[key] = read_face(path)
        return faces

    faces = liberation_faces(FACES)
    mono = liberation_faces(MONO_FACES)
    cjk_faces = {}
    for key, filename in CJK_FACES:
        path = os.path.join(args.cjk_font_dir, filename)
        if not os.path.exists(path):
            sys.exit(f"error: {path} not found (apt-get install fonts-noto-cjk)")
        cjk_faces[key] = read_cjk_face(path, faces[key]["cmap"])
    text = render(faces, mono, cjk_faces)

    if args.check:
        try:
            with open(args.output, encoding="utf-8") as handle:
                current = handle.read()
        except FileNotFoundError:
            current = ""
        if current != text:
            diff = difflib.unified_diff(current.splitlines(True), text.splitlines(True),
                                        args.output, "regenerated", n=1)
            sys.stderr.writelines(list(diff)[:80])
            sys.exit(f"error: {args.output} is stale; run Scripts/generate-font-metrics.py")
        print(f"{args.output} is up to date")
        return
    with open(args.output, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
