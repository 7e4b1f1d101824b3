import Testing
import Wireframe
import WireframeTesting

@MainActor private final class Memos {
    var titles = ["Pinned", "Groceries"]
}

@MainActor @Suite struct ListRowEditingTests {
    @Test func aDeleteDisabledRowCannotBeSwipedAwayAndTheOthersCan() async throws {
        let memos = Memos()
        let host = ScreenHost(screen: Screen(width: 240, height: 200)) {
            List {
                ForEach(memos.titles, id: \.self) { title in Text(title).deleteDisabled(title == "Pinned") }
                    .onDelete { memos.titles.remove(atOffsets: $0) }
            }
        }
        await #expect(throws: InteractionError.self) { try await host.swipeToDelete(row: "Pinned") }
        try await host.swipeToDelete(row: "Groceries")
        #expect(memos.titles == ["Pinned"])
    }
}
