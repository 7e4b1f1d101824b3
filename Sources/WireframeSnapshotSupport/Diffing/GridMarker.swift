/// Points at the first cell where two fixed-width renderings differ.
///
/// ```
/// First difference: line 2, column 3
/// -│ab  │
/// +│ac  │
///    ^
/// ```
///
/// Columns count terminal cells, so a wide character before the difference moves the marker two
/// cells. A line that exists on one side only is shown alone, with the marker at column 1.
package struct GridMarker {
    package var golden: String
    package var actual: String
    package var cellWidth: (Character) -> Int

    package var text: String {
        let oldLines = TextGolden.lines(of: golden)
        let newLines = TextGolden.lines(of: actual)
        var row = 0
        while row < oldLines.count, row < newLines.count,
            oldLines[row].utf8.elementsEqual(newLines[row].utf8)
        {
            row += 1
        }
        let old = row < oldLines.count ? TerminalText.visible(oldLines[row]) : nil
        let new = row < newLines.count ? TerminalText.visible(newLines[row]) : nil
        var prefix: Substring = ""
        if let old, let new {
            prefix = commonPrefix(old, new)
        }
        let column = TerminalText.cells(prefix, cellWidth: cellWidth)
        var lines = ["First difference: line \(row + 1), column \(column + 1)"]
        if let old { lines.append("-" + old) }
        if let new { lines.append("+" + new) }
        lines.append(String(repeating: " ", count: column + 1) + "^")
        return lines.joined(separator: "\n")
    }

    private func commonPrefix(_ a: String, _ b: String) -> Substring {
        var end = a.startIndex
        var other = b.startIndex
        while end < a.endIndex, other < b.endIndex, a[end].utf8.elementsEqual(b[other].utf8) {
            end = a.index(after: end)
            other = b.index(after: other)
        }
        return a[..<end]
    }
}
