import Foundation
import Wireframe

/// The semantic summary of a changed render, as failure messages and the review print it above
/// the line diff: rebuilt from the golden and the `.new` file alone, so the review needs nothing
/// the test run did not leave on disk.
package enum RenderDiffSummary {
    /// The diff between two renders stored in files named like `fileName`: SVG documents in full,
    /// ASCII pictures (plain `.txt` goldens) by their texts; `nil` for every other kind of file
    /// (dumps, accessibility, JSON) and when there is no golden to compare with.
    ///
    /// A `.txt` golden may hold any text (`.lines` snapshots do): unless `isPicture` says the
    /// strategy drew it, it counts as a picture only when one side draws a box or a shade.
    package static func diff(golden: String, new: String, fileName: String, isPicture: Bool = false) -> RenderDiff? {
        guard !golden.isEmpty else { return nil }
        switch kind(of: fileName) {
        case .svg:
            return RenderDiff(oldSVG: golden, newSVG: new)
        case .ascii:
            guard isPicture || drawsBoxes(golden) || drawsBoxes(new) else { return nil }
            return RenderDiff(oldASCII: golden, newASCII: new)
        case nil:
            return nil
        }
    }

    /// Whether `text` holds a box-drawing, block or shade character, as ASCII pictures of
    /// backgrounds, borders and dim layers do.
    private static func drawsBoxes(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) }
    }

    /// `What changed:` and the summary's lines, indented; `nil` when there is no summary.
    ///
    /// ```
    /// What changed:
    ///   Button "적용" removed (1 other element moved or resized)
    /// ```
    package static func text(golden: String, new: String, fileName: String, isPicture: Bool = false) -> String? {
        guard let diff = diff(golden: golden, new: new, fileName: fileName, isPicture: isPicture) else { return nil }
        return text(of: diff, isASCII: kind(of: fileName) == .ascii)
    }

    /// The block for `diff`; an ASCII picture's says that only its texts were compared.
    package static func text(of diff: RenderDiff, isASCII: Bool) -> String? {
        let lines = diff.summary
        guard !lines.isEmpty else { return nil }
        let heading = isASCII ? "What changed (texts of the ASCII picture):" : "What changed:"
        return heading + "\n" + lines.map { "  " + TerminalText.visible($0) }.joined(separator: "\n")
    }

    enum Kind { case svg, ascii }

    /// What a golden named `fileName` holds, as far as a summary goes.
    static func kind(of fileName: String) -> Kind? {
        let name = (fileName as NSString).lastPathComponent
        if name.hasSuffix(".svg") { return .svg }
        let otherText = [".tree.txt", ".accessibility.txt", ".json.txt"]
        if name.hasSuffix(".txt") && !otherText.contains(where: name.hasSuffix) { return .ascii }
        return nil
    }
}

extension Diffing where Value == String {
    /// ``lines`` with the semantic summary of two SVG renders above the line diff.
    package static var svgRender: Diffing<String> {
        let lines = Diffing.lines
        return Diffing(toData: lines.toData, fromData: lines.fromData) { golden, actual, paths in
            guard let diff = lines.diff(golden, actual, paths) else { return nil }
            let summary = RenderDiffSummary.text(golden: golden, new: actual, fileName: ".svg")
            return summary.map { $0 + "\n\n" + diff } ?? diff
        }
    }

    /// ``grid(cellWidth:)`` with the summary of what the texts of two ASCII pictures changed
    /// above the diff.
    package static func asciiRender(cellWidth: @escaping @Sendable (Character) -> Int) -> Diffing<String> {
        let grid = Diffing.grid(cellWidth: cellWidth)
        return Diffing(toData: grid.toData, fromData: grid.fromData) { golden, actual, paths in
            guard let diff = grid.diff(golden, actual, paths) else { return nil }
            let summary = RenderDiffSummary.text(golden: golden, new: actual, fileName: ".txt", isPicture: true)
            return summary.map { $0 + "\n\n" + diff } ?? diff
        }
    }
}
