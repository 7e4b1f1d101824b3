import Foundation
import Testing

@testable import Wireframe

extension EnvironmentValues {
    @Entry var cardSpacing: CGFloat = 12
    @Entry var cardTitle = "Card"
    @Entry var cardBadge: String?
}

extension FocusedValues {
    @Entry var focusedCard: String?
}

@MainActor @Suite struct EntryMacroTests {
    private struct Card: View {
        @Environment(\.cardSpacing) private var spacing
        @Environment(\.cardTitle) private var title
        @Environment(\.cardBadge) private var badge

        var body: some View {
            Text("\(title) \(Int(spacing)) \(badge ?? "none")")
        }
    }

    @Test func anEntryReadsItsDefaultUntilAViewSetsIt() throws {
        let screen = Screen(width: 300, height: nil)
        #expect(try Card().renderASCII(on: screen).contains("Card 12 none"))
        let set = Card().environment(\.cardSpacing, 16).environment(\.cardTitle, "Memo").environment(\.cardBadge, "new")
        #expect(try set.renderASCII(on: screen).contains("Memo 16 new"))
        var values = EnvironmentValues()
        values.cardSpacing = 4
        #expect(values.cardSpacing == 4)
        #expect(EnvironmentValues().cardSpacing == 12)
    }

    @Test func aFocusedEntryIsNilWithNothingFocused() {
        #expect(FocusedValues().focusedCard == nil)
    }
}
