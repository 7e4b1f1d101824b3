import SwiftUI
import Testing

/// A drawn or accepted row of the SwiftUI map (`Docs/SwiftUIMap.tsv`), with its snippet.
///
/// `SwiftUIMapSnippets.swift`, generated from the table, lists them in `swiftUIMapRows`.
struct SwiftUIMapRow: Sendable, CustomTestStringConvertible {
    /// What the table says Wireframe does with the symbol.
    enum Status: Sendable {
        case drawn, accepted, missing
    }

    let topic: String
    let symbol: String
    let status: Status
    /// The row's snippet: it uses the symbol, and hands the views it makes to `draw(_:)`.
    let run: @MainActor @Sendable () -> Void

    var testDescription: String { "\(topic): \(symbol)" }
}

/// Renders `view` as a 390 × 844-point screen in ASCII and in SVG, and records an issue at the
/// snippet that drew it if either throws. (The location is taken apart because the generated file
/// imports only SwiftUI, where Swift Testing's `#_sourceLocation` is not visible.)
@MainActor
func draw(_ view: some View, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
    let sourceLocation = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        _ = try view.renderASCII(width: 390, height: 844)
        _ = try view.renderSVG(width: 390, height: 844)
    } catch {
        Issue.record("rendering failed: \(error)", sourceLocation: sourceLocation)
    }
}
