import Foundation
import Testing
import Wireframe

/// Content longer than any one length a modifier may ask for is laid out whole; a renderer that
/// cannot hold it refuses it by its budget instead of cutting it short.
@MainActor
@Suite struct LongContentTests {
    @Test func contentLongerThanAMillionPointsIsDrawnWhole() throws {
        let column = VStack(spacing: 0) {
            Color.clear.frame(height: 900_000)
            Color.clear.frame(height: 900_000)
            Text("end")
        }
        let placed = try column.placedTree(width: 80, height: nil)
        #expect(placed.frame.height == 1_800_016)
        let ascii = try column.renderASCII(width: 80, height: nil)
        #expect(ascii.split(separator: "\n", omittingEmptySubsequences: false).dropLast().last == "    end")
    }

    @Test func contentPastTheCellBudgetIsRefusedNamingTheBudget() throws {
        let column = VStack(spacing: 0) {
            ForEach(0..<5, id: \.self) { _ in Color.clear.frame(height: 900_000) }
        }
        #expect {
            try column.renderASCII(width: 390, height: nil)
        } throws: { error in
            guard let error = error as? RenderError else { return false }
            return error.reason == .budgetExceeded && error.message.contains("budget of 8388608 cells")
        }
    }
}
