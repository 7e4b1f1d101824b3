#!/usr/bin/env python3
"""Generate Sources/Wireframe/Text/UnicodeWidthTable.swift from Unicode data files.

The tables drive `cellWidth(of:)`: which code points take no cell, which take two, and
which text-presentation emoji become two cells wide when followed by U+FE0F.

Data files (Debian/Ubuntu: `apt-get install unicode-data`, installed under /usr/share/unicode):
    extracted/DerivedEastAsianWidth.txt   East_Asian_Width, with the @missing defaults
    extracted/DerivedGeneralCategory.txt  General_Category
    emoji/emoji-data.txt                  Emoji_Presentation
    emoji/emoji-variation-sequences.txt   bases of emoji-style variation sequences

Usage:
    Scripts/generate-unicode-width.py            write the Swift file
    Scripts/generate-unicode-width.py --check    exit 1 if the committed file is out of date
Options:
    --data-dir DIR   directory holding the data files (default /usr/share/unicode)
    --output FILE    Swift file to write or check (default Sources/Wireframe/Text/UnicodeWidthTable.swift)

The output depends only on the data files, so running the script twice gives identical bytes.
"""

import argparse
import os
import re
import sys
import tempfile

MAX_CODE_POINT = 0x10FFFF
PAIRS_PER_LINE = 4

# Hangul Jamo that only occur after a leading consonant: medial vowels and final consonants.
# They carry General_Category Lo but draw inside the syllable block that the leading jamo opens.
HANGUL_TRAILING_JAMO = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]

EAST_ASIAN_WIDTH_NAMES = {
    "Neutral": "N", "Ambiguous": "A", "Halfwidth": "H",
    "Wide": "W", "Fullwidth": "F", "Narrow": "Na",
}


def parse_code_points(field):
    """'0300..036F' or '0300' -> (first, last)."""
    field = field.strip()
    if ".." in field:
        first, last = field.split("..")
        return int(first, 16), int(last, 16)
    value = int(field, 16)
    return value, value


def data_lines(path):
    """Yields the (code points, value) fields of every data line of a UCD file."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            content = line.split("#", 1)[0].strip()
            if not content:
                continue
            fields = [field.strip() for field in content.split(";")]
            yield fields


def file_version(path):
    """The Unicode version in a UCD file's first line, e.g. 'DerivedAge-15.0.0.txt' -> '15.0.0'."""
    with open(path, encoding="utf-8") as file:
        first_line = file.readline()
    match = re.search(r"-(\d+\.\d+\.\d+)\.txt", first_line)
    if match is None:
        sys.exit(f"error: no Unicode version in the first line of {path}")
    return match.group(1)


def emoji_version(path):
    """The emoji version an emoji data file declares, e.g. '15.0'."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            match = re.search(r"Emoji Version (\d+\.\d+)", line)
            if match:
                return match.group(1)
    sys.exit(f"error: no emoji version in {path}")


def east_asian_widths(path):
    """A dict code point -> East_Asian_Width for every code point that is W or F."""
    defaults = []
    with open(path, encoding="utf-8") as file:
        for line in file:
            match = re.match(r"#\s*@missing:\s*([0-9A-F.]+)\s*;\s*(\w+)", line)
            if match:
                first, last = parse_code_points(match.group(1))
                defaults.append((first, last, EAST_ASIAN_WIDTH_NAMES[match.group(2)]))
    wide = set()
    # Later @missing lines override earlier ones; explicit entries override all of them.
    for first, last, value in defaults:
        for code_point in range(first, last + 1):
            if value in ("W", "F"):
                wide.add(code_point)
            else:
                wide.discard(code_point)
    for fields in data_lines(path):
        first, last = parse_code_points(fields[0])
        for code_point in range(first, last + 1):
            if fields[1] in ("W", "F"):
                wide.add(code_point)
            else:
                wide.discard(code_point)
    return wide


def code_points_with(path, values):
    """Every code point whose second field is one of `values`."""
    result = set()
    for fields in data_lines(path):
        if fields[1] in values:
            first, last = parse_code_points(fields[0])
            result.update(range(first, last + 1))
    return result


def emoji_style_bases(path):
    """Code points that have an emoji-style variation sequence (base U+FE0F)."""
    result = set()
    for fields in data_lines(path):
        code_points = fields[0].split()
        if len(code_points) == 2 and code_points[1] == "FE0F":
            result.add(int(code_points[0], 16))
    return result


def ranges(code_points):
    """Sorted inclusive (first, last) ranges covering exactly `code_points`."""
    result = []
    for code_point in sorted(code_points):
        if result and result[-1][1] + 1 == code_point:
            result[-1][1] = code_point
        else:
            result.append([code_point, code_point])
    return [(first, last) for first, last in result]


def swift_table(name, summary, table):
    lines = [f"    /// {line}" for line in summary]
    lines.append(f"    static let {name}: [UInt32] = [")
    for start in range(0, len(table), PAIRS_PER_LINE):
        chunk = table[start:start + PAIRS_PER_LINE]
        pairs = " ".join(f"0x{first:04X}, 0x{last:04X}," for first, last in chunk)
        lines.append(f"        {pairs}")
    lines.append("    ]")
    return "\n".join(lines)


def generate(data_dir):
    east_asian_width_path = os.path.join(data_dir, "extracted", "DerivedEastAsianWidth.txt")
    general_category_path = os.path.join(data_dir, "extracted", "DerivedGeneralCategory.txt")
    emoji_data_path = os.path.join(data_dir, "emoji", "emoji-data.txt")
    variation_path = os.path.join(data_dir, "emoji", "emoji-variation-sequences.txt")
    for path in (east_asian_width_path, general_category_path, emoji_data_path, variation_path):
        if not os.path.isfile(path):
            sys.exit(f"error: {path} not found (apt-get install unicode-data, or pass --data-dir)")

    version = file_version(east_asian_width_path)
    if file_version(general_category_path) != version:
        sys.exit("error: DerivedGeneralCategory.txt and DerivedEastAsianWidth.txt differ in version")
    if not version.startswith(emoji_version(emoji_data_path) + "."):
        sys.exit("error: emoji-data.txt does not match the Unicode version " + version)

    zero = code_points_with(general_category_path, {"Mn", "Me", "Cf", "Zl", "Zp"})
    for first, last in HANGUL_TRAILING_JAMO:
        zero.update(range(first, last + 1))
    wide = east_asian_widths(east_asian_width_path)
    wide |= code_points_with(emoji_data_path, {"Emoji_Presentation"})
    # Code points reserved for future emoji: text from a newer Unicode version than these
    # tables is far more likely to hold a new emoji there than anything narrow.
    unassigned = code_points_with(general_category_path, {"Cn"})
    wide |= code_points_with(emoji_data_path, {"Extended_Pictographic"}) & unassigned
    wide -= zero
    emoji_bases = emoji_style_bases(variation_path) - wide - zero

    zero_ranges = ranges(zero)
    wide_ranges = ranges(wide)
    emoji_ranges = ranges(emoji_bases)

    header = f"""\
// swift-format-ignore-file
// Generated by Scripts/generate-unicode-width.py from the Unicode {version} data files
// extracted/DerivedEastAsianWidth.txt, extracted/DerivedGeneralCategory.txt,
// emoji/emoji-data.txt and emoji/emoji-variation-sequences.txt. Do not edit by hand:
// change the script and run it again (`--check` verifies this file is current).
//
// Zero width: General_Category Mn, Me, Cf, Zl, Zp, and the Hangul medial vowel and final
// consonant jamo U+1160–U+11FF and U+D7B0–U+D7FF.
// Wide: East_Asian_Width W or F, Emoji_Presentation, or unassigned Extended_Pictographic
// (reserved for future emoji), unless zero width.
// East_Asian_Width A (ambiguous) is narrow, as in non-East-Asian terminal locales.
// Tables hold {len(zero_ranges)} zero-width, {len(wide_ranges)} wide and {len(emoji_ranges)} emoji-base ranges.

/// The version of the Unicode Character Database the width tables were generated from.
let unicodeWidthVersion = "{version}"

/// Code point ranges behind `cellWidth(of:)`.
///
/// Each table is a flat list of inclusive `first, last` pairs, sorted ascending and
/// non-overlapping, so a binary search over the pairs finds a code point.
enum UnicodeWidthTable {{"""

    tables = [
        swift_table("zeroWidth", ["Code points that take no cell of their own."], zero_ranges),
        swift_table("wide", ["Code points that take two cells."], wide_ranges),
        swift_table(
            "emojiStyleBases",
            ["Narrow code points that become a two-cell emoji when followed by U+FE0F."],
            emoji_ranges,
        ),
    ]
    return header + "\n" + "\n\n".join(tables) + "\n}\n"


def main():
    script_dir = os.path.dirname(os.path.abspath(__file__))
    default_output = os.path.join(
        script_dir, os.pardir, "Sources", "Wireframe", "Text", "UnicodeWidthTable.swift"
    )
    parser = argparse.ArgumentParser(description="Generate the Unicode cell width tables.")
    parser.add_argument("--data-dir", default="/usr/share/unicode")
    parser.add_argument("--output", default=os.path.normpath(default_output))
    parser.add_argument("--check", action="store_true",
                        help="regenerate to a temporary file and fail if it differs from --output")
    arguments = parser.parse_args()

    source = generate(arguments.data_dir)
    if arguments.check:
        with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".swift", delete=False) as file:
            file.write(source)
            temporary_path = file.name
        try:
            with open(temporary_path, encoding="utf-8") as regenerated:
                expected = regenerated.read()
            try:
                with open(arguments.output, encoding="utf-8") as committed:
                    actual = committed.read()
            except FileNotFoundError:
                actual = None
        finally:
            os.remove(temporary_path)
        if actual != expected:
            print(f"{arguments.output} is out of date: run Scripts/generate-unicode-width.py",
                  file=sys.stderr)
            return 1
        print(f"{arguments.output} is up to date (Unicode {unicode_version_of(expected)})")
        return 0

    with open(arguments.output, "w", encoding="utf-8", newline="\n") as file:
        file.write(source)
    print(f"wrote {arguments.output}")
    return 0


def unicode_version_of(source):
    match = re.search(r'unicodeWidthVersion = "([^"]+)"', source)
    return match.group(1) if match else "unknown"


if __name__ == "__main__":
    sys.exit(main())
