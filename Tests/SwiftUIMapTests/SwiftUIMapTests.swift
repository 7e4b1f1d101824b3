import SwiftUI
import Testing

/// The SwiftUI map's rows hold: every symbol it calls drawn or accepted compiles (the generated
/// `SwiftUIMapSnippets.swift` is part of this target), and the views its snippets make render.
@Suite struct SwiftUIMapTests {
    @Test(arguments: swiftUIMapRows)
    @MainActor func drawnAndAcceptedRowsCompileAndRender(_ row: SwiftUIMapRow) {
        row.run()
    }

    @Test func everyGeneratedRowIsDrawnOrAccepted() {
        #expect(!swiftUIMapRows.isEmpty)
        #expect(swiftUIMapRows.allSatisfy { $0.status != .missing })
    }
}
