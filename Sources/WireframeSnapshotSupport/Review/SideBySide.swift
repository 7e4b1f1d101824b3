/// Two texts shown in columns, golden on the left and new on the right, with the rows that
/// differ marked by `>`.
///
/// ```
///   golden   | new
///   ┌──────┐ | ┌──────┐
/// > │ Hello│ | │ Hi   │
///   └──────┘ | └──────┘
/// ```
///
/// The left column is padded by terminal cells, so wide characters keep the columns aligned.
package struct SideBySide {
    package var golden: String
    package var new: String
    package var cellWidth: (Character) -> Int

    package var text: String {
        let left = TextGolden.lines(of: golden).map { TerminalText.visible($0) }
        let right = TextGolden.lines(of: new).map { TerminalText.visible($0) }
        let width = max(
            "golden".count,
            left.map { TerminalText.cells($0, cellWidth: cellWidth) }.max() ?? 0
        )
        func row(_ marker: String, _ leftText: String, _ rightText: String) -> String {
            let padding = width - TerminalText.cells(leftText, cellWidth: cellWidth)
            let gap = String(repeating: " ", count: max(0, padding))
            return marker + leftText + gap + (rightText.isEmpty ? " |" : " | " + rightText)
        }
        var rows = [row("  ", "golden", "new")]
        for index in 0..<max(left.count, right.count) {
            let leftText = index < left.count ? left[index] : ""
            let rightText = index < right.count ? right[index] : ""
            let same = index < left.count && index < right.count && leftText.utf8.elementsEqual(rightText.utf8)
            rows.append(row(same ? "  " : "> ", leftText, rightText))
        }
        return rows.joined(separator: "\n")
    }
}
