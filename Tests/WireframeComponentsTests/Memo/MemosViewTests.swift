import Foundation
import Testing
import Wireframe
import WireframeStore
import WireframeTesting

@testable import WireframeComponents

/// The memo app's flows as a user goes through them: typing, tapping, swiping and waiting, with
/// the store's state and the screen checked at every step.
@MainActor
@Suite struct MemosViewTests {
    private let now = MemoFixtures.start.addingTimeInterval(600)
    private let meeting = MemoFixtures.memo(101, "회의 메모", "월요일 디자인 리뷰", minutes: 2)
    private let books = MemoFixtures.memo(102, "읽을 책", "데미안, 코스모스", minutes: 1)

    private struct App {
        let store: StoreOf<Memos>
        let host: ScreenHost<MemosView>
        let client: MemoClient
    }

    private func makeApp(_ memos: [Memo] = [], client: MemoClient? = nil, clock: TestClock<Duration>) -> App {
        let client = client ?? .inMemory(memos)
        let store = Store(initialState: Memos.State()) {
            Memos()
        } withDependencies: {
            $0.memoClient = client
            $0.continuousClock = clock
            $0.date = .constant(now)
            $0.uuid = .incrementing
        }
        let host = ScreenHost(
            screen: .iPhone13,
            advance: { await clock.advance(by: $0) },
            content: { MemosView(store: store) }
        )
        return App(store: store, host: host, client: client)
    }

    /// Asserts the screen's ASCII against the golden `<test>.<step>.txt`.
    private func screen(_ app: App, _ step: String, filePath: StaticString = #filePath, line: UInt = #line) throws {
        assertSnapshot(of: try app.host.ascii(), as: .lines, named: step, filePath: filePath, line: line)
    }

    @Test func addingAMemoFromTheToolbar() async throws {
        let clock = TestClock()
        let app = makeApp(clock: clock)
        await app.host.settle()
        #expect(app.store.hasLoaded)
        #expect(app.store.memos == [])
        try screen(app, "1-empty")

        try await app.host.tap("추가하기")
        #expect(app.store.path.map(\.mode) == [.add])
        try screen(app, "2-editor")

        try await app.host.type("장보기", into: "제목")
        try await app.host.type("우유, 계란", into: "내용")
        #expect(app.store.path.first?.title == "장보기")
        #expect(app.store.path.first?.description == "우유, 계란")
        try screen(app, "3-typed")

        try await app.host.tap("저장")
        let added = Memo(id: MemoFixtures.id(0), title: "장보기", description: "우유, 계란", date: now)
        #expect(app.store.path.isEmpty)
        #expect(app.store.memos == [added])
        #expect(app.store.toast == Toast.State(message: "메모를 추가했습니다.", isPresented: true))
        #expect(try await app.client.load() == [added])
        try screen(app, "4-saved")

        await app.host.advance(by: .seconds(3))
        #expect(app.store.toast.isPresented == false)
        try screen(app, "5-toast-gone")
    }

    @Test func searchingNarrowsTheList() async throws {
        let clock = TestClock()
        let app = makeApp([meeting, books], clock: clock)
        await app.host.settle()
        #expect(app.store.memos == [meeting, books])

        try await app.host.type("ＤＥＭＩＡＮ", into: "메모를 검색해보세요.")
        #expect(app.store.searchText == "ＤＥＭＩＡＮ")
        #expect(app.store.searchedMemos == [])
        try screen(app, "1-no-results")

        try await app.host.type("\u{1106}\u{1166}\u{1106}\u{1169}", into: "메모를 검색해보세요.")
        #expect(app.store.searchedMemos == [meeting])
        try screen(app, "2-decomposed-hangul")

        try await app.host.type("", into: "메모를 검색해보세요.")
        #expect(app.store.searchText == "")
        #expect(app.store.visibleMemos == [meeting, books])
        try screen(app, "3-cleared")
    }

    @Test func editingAMemoFromItsRow() async throws {
        let clock = TestClock()
        let app = makeApp([meeting, books], clock: clock)
        await app.host.settle()

        try await app.host.tap("읽을 책")
        #expect(app.store.path.map(\.mode) == [.update(books)])
        try screen(app, "1-editor")

        try await app.host.type("읽은 책", into: "제목")
        try await app.host.tap("저장")
        var edited = books
        edited.title = "읽은 책"
        edited.date = now
        #expect(app.store.path.isEmpty)
        #expect(app.store.memos == [edited, meeting])
        #expect(app.store.toast == Toast.State(message: "메모를 수정했습니다.", isPresented: true))
        #expect(try await app.client.load() == [edited, meeting])
        try screen(app, "2-updated")
    }

    @Test func goingBackDiscardsTheEditor() async throws {
        let clock = TestClock()
        let app = makeApp([meeting], clock: clock)
        await app.host.settle()
        try await app.host.tap("추가하기")
        try await app.host.type("버릴 메모", into: "제목")
        try await app.host.tap("chevron.left 메모")
        #expect(app.store.path.isEmpty)
        #expect(app.store.memos == [meeting])
        #expect(app.store.toast.isPresented == false)
    }

    @Test func savingIsDisabledWithoutATitle() async throws {
        let clock = TestClock()
        let app = makeApp(clock: clock)
        await app.host.settle()
        try await app.host.tap("추가하기")
        await #expect(throws: InteractionError.self) { try await app.host.tap("저장") }
        #expect(app.store.path.count == 1)
    }

    @Test func swipingAMemoAwayDeletesIt() async throws {
        let clock = TestClock()
        let app = makeApp([meeting, books], clock: clock)
        await app.host.settle()
        try screen(app, "1-list")

        try await app.host.swipeToDelete(row: "회의 메모")
        #expect(app.store.memos == [books])
        #expect(app.store.toast == Toast.State(message: "메모를 삭제했습니다.", isPresented: true))
        #expect(try await app.client.load() == [books])
        try screen(app, "2-deleted")

        await app.host.advance(by: .seconds(3))
        #expect(app.store.toast.isPresented == false)
    }

    /// Whether `condition` holds once the file store's work, which runs on its own actor and
    /// touches the disk, has had time to finish: the host settles and checks again for up to
    /// five seconds.
    private func eventually(_ app: App, _ condition: () -> Bool) async -> Bool {
        for _ in 0..<500 {
            await app.host.settle()
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }

    @Test func aDamagedFileIsReportedInADialog() async throws {
        let directory = try MemoFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("memos.json")
        try Data("not a memo file".utf8).write(to: file)
        let clock = TestClock()
        let app = makeApp(client: .live(fileURL: file, now: { MemoFixtures.start }), clock: clock)
        #expect(await eventually(app) { app.store.dialog?.title == "메모 파일을 읽을 수 없습니다" })
        try screen(app, "1-dialog")

        await #expect(throws: InteractionError.self) { try await app.host.tap("추가하기") }
        try await app.host.tap("확인")
        #expect(app.store.dialog == nil)
        #expect(try MemoFixtures.fileNames(in: directory) == ["memos.corrupt-20231114T221320Z.json"])

        try await app.host.tap("추가하기")
        try await app.host.type("새 파일", into: "제목")
        try await app.host.tap("저장")
        let both = ["memos.corrupt-20231114T221320Z.json", "memos.json"]
        #expect(await eventually(app) { (try? MemoFixtures.fileNames(in: directory)) == both })
        let aside = directory.appendingPathComponent("memos.corrupt-20231114T221320Z.json")
        #expect(try Data(contentsOf: aside) == Data("not a memo file".utf8))
    }
}
