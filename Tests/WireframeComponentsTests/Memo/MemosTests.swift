import Foundation
import Testing
import WireframeStore

@testable import WireframeComponents

@MainActor
@Suite struct MemosTests {
    private let start = MemoFixtures.start
    private let shopping = MemoFixtures.memo(1, "장보기", "우유, 계란", minutes: 2)
    private let meeting = MemoFixtures.memo(2, "Meeting", "디자인 리뷰", minutes: 1)
    private let books = MemoFixtures.memo(3, "읽을 책", "데미안, 코스모스")

    private func makeStore(
        _ state: Memos.State = Memos.State(),
        client: MemoClient = .inMemory(),
        clock: TestClock<Duration> = TestClock()
    ) -> TestStore<Memos.State, Memos.Action> {
        let store = TestStore(initialState: state) {
            Memos()
        } withDependencies: {
            $0.memoClient = client
            $0.continuousClock = clock
            $0.date = .constant(MemoFixtures.start.addingTimeInterval(600))
            $0.uuid = .incrementing
        }
        // Some clients read and write real files, which a busy machine can make slow.
        store.timeout = .seconds(10)
        return store
    }

    // MARK: The data actions

    @Test func addMemoPutsItInTheListAndSavesIt() async throws {
        let client = MemoClient.inMemory()
        let store = makeStore(client: client)
        await store.send(.addMemo(books)) { $0.memos = [books] }
        await store.send(.addMemo(shopping)) { $0.memos = [shopping, books] }
        await store.finish()
        #expect(try await client.load() == [shopping, books])
    }

    @Test func addMemoWhileSearchingUpdatesTheResults() async {
        let store = makeStore(Memos.State(memos: [books], searchText: "우유"))
        await store.send(.addMemo(shopping)) {
            $0.memos = [shopping, books]
            $0.searchedMemos = [shopping]
        }
        await store.finish()
    }

    @Test func deleteMemoRemovesOnlyThatMemoAndSavesIt() async throws {
        let client = MemoClient.inMemory([shopping, meeting])
        let store = makeStore(Memos.State(memos: [shopping, meeting]), client: client)
        await store.send(.deleteMemo(shopping.id)) { $0.memos = [meeting] }
        await store.finish()
        #expect(try await client.load() == [meeting])
    }

    @Test func deleteMemoOfAnUnknownIDChangesNothing() async {
        let store = makeStore(Memos.State(memos: [shopping]))
        await store.send(.deleteMemo(books.id))
    }

    @Test func updateMemoReplacesItAndMovesItToTheTop() async throws {
        let client = MemoClient.inMemory([shopping, books])
        let store = makeStore(Memos.State(memos: [shopping, books]), client: client)
        var edited = books
        edited.description = "데미안"
        edited.date = start.addingTimeInterval(600)
        await store.send(.updateMemo(edited)) { $0.memos = [edited, shopping] }
        await store.finish()
        #expect(try await client.load() == [edited, shopping])
    }

    @Test func updateMemoOfAnUnknownIDChangesNothing() async {
        let store = makeStore(Memos.State(memos: [shopping]))
        await store.send(.updateMemo(books))
    }

    @Test func findMemoSearchesTitlesAndDescriptions() async {
        let store = makeStore(Memos.State(memos: [shopping, meeting, books]))
        await store.send(.findMemo("우유")) {
            $0.searchText = "우유"
            $0.searchedMemos = [shopping]
        }
        await store.send(.findMemo("ＭＥＥＴＩＮＧ")) {
            $0.searchText = "ＭＥＥＴＩＮＧ"
            $0.searchedMemos = [meeting]
        }
        await store.send(.findMemo("\u{110B}\u{1175}\u{11B0}")) {
            $0.searchText = "\u{110B}\u{1175}\u{11B0}"
            $0.searchedMemos = [books]
        }
        await store.send(.findMemo("여행")) {
            $0.searchText = "여행"
            $0.searchedMemos = []
        }
    }

    @Test func findMemoWithAnEmptyQueryEndsTheSearch() async {
        let store = makeStore(Memos.State(memos: [shopping], searchText: "우유"))
        await store.send(.findMemo("")) {
            $0.searchText = ""
            $0.searchedMemos = []
        }
        #expect(store.state.visibleMemos == [shopping])
    }

    // MARK: Loading

    @Test func onAppearLoadsTheSavedMemosOnce() async {
        let store = makeStore(client: .inMemory([books, shopping]))
        await store.send(.onAppear) { $0.hasLoaded = true }
        await store.receive(.memosLoaded([shopping, books])) { $0.memos = [shopping, books] }
        await store.send(.onAppear)
        await store.finish()
    }

    @Test func memoAddedBeforeTheLoadArrivesStaysInTheList() async {
        let store = makeStore(Memos.State(memos: [books]))
        await store.send(.memosLoaded([shopping])) { $0.memos = [shopping, books].sortedNewestFirst() }
    }

    @Test func aDamagedFileShowsADialogAndIsSetAside() async throws {
        let directory = try MemoFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("memos.json")
        try Data("{ not json".utf8).write(to: file)
        let client = MemoClient.live(fileURL: file, now: { MemoFixtures.start })
        let store = makeStore(client: client)
        let error = MemoStoreError.fileSetAside(
            path: file.path,
            setAsideAt: directory.appendingPathComponent("memos.corrupt-20231114T221320Z.json").path,
            reason: "the file is not a memo document (damaged or not JSON)")
        await store.send(.onAppear) { $0.hasLoaded = true }
        await store.receive(.persistenceFailed(error)) { $0.dialog = .memoProblem(error) }
        #expect(
            store.state.dialog?.message?.text.hasPrefix(
                "memos.json 파일이 손상되어 memos.corrupt-20231114T221320Z.json") == true)
        await store.send(.dialog(.presented(.okButtonTapped))) { $0.dialog = nil }
        await store.finish()
    }

    @Test func aFailedSaveShowsADialog() async {
        let failure = MemoStoreError.writeFailed(path: "/data/memos.json", reason: "No space left on device")
        let client = MemoClient(load: { [] }, save: { _ in throw failure })
        let store = makeStore(client: client)
        await store.send(.addMemo(books)) { $0.memos = [books] }
        await store.receive(.persistenceFailed(failure)) { $0.dialog = .memoProblem(failure) }
        #expect(store.state.dialog?.title == "메모를 저장하지 못했습니다")
        #expect(store.state.dialog?.message?.text == "memos.json 파일에 쓰지 못했습니다 (No space left on device).")
        await store.finish()
    }

    // MARK: The user's actions

    private func shown(_ confirmation: MemoConfirmation) -> Toast.State {
        Toast.State(message: confirmation.message, isPresented: true)
    }

    @Test func savingANewMemoAddsItClosesTheEditorAndConfirms() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.addButtonTapped) { $0.path = [MemoEditor.State()] }
        await store.send(.path(.element(id: 0, action: .binding(.set(\.title, "주말 계획"))))) {
            $0.path[id: 0]?.title = "주말 계획"
        }
        await store.send(.path(.element(id: 0, action: .binding(.set(\.description, "등산"))))) {
            $0.path[id: 0]?.description = "등산"
        }
        await store.send(.path(.element(id: 0, action: .saveButtonTapped))) { $0.path = [] }
        let added = Memo(id: MemoFixtures.id(0), title: "주말 계획", description: "등산", date: start.addingTimeInterval(600))
        await store.receive(.addMemo(added)) { $0.memos = [added] }
        await store.receive(.toast(.show("메모를 추가했습니다."))) { $0.toast = shown(.added) }
        await clock.advance(by: .seconds(3))
        await store.receive(.toast(.hide)) { $0.toast.isPresented = false }
        await store.finish()
    }

    @Test func savingIsIgnoredWithoutATitle() async {
        let store = makeStore(Memos.State(path: [MemoEditor.State()]))
        await store.send(.path(.element(id: 0, action: .saveButtonTapped)))
    }

    @Test func savingAnEditedMemoUpdatesItAndConfirms() async {
        let clock = TestClock()
        let store = makeStore(Memos.State(memos: [shopping, books]), clock: clock)
        await store.send(.memoTapped(id: books.id)) { $0.path = [MemoEditor.State(updating: books)] }
        await store.send(.path(.element(id: 0, action: .binding(.set(\.title, "읽은 책"))))) {
            $0.path[id: 0]?.title = "읽은 책"
        }
        await store.send(.path(.element(id: 0, action: .saveButtonTapped))) { $0.path = [] }
        var edited = books
        edited.title = "읽은 책"
        edited.date = start.addingTimeInterval(600)
        await store.receive(.updateMemo(edited)) { $0.memos = [edited, shopping] }
        await store.receive(.toast(.show("메모를 수정했습니다."))) { $0.toast = shown(.updated) }
        await clock.advance(by: .seconds(3))
        await store.receive(.toast(.hide)) { $0.toast.isPresented = false }
        await store.finish()
    }

    @Test func swipingARowDeletesTheMemoItShows() async {
        let clock = TestClock()
        let store = makeStore(Memos.State(memos: [shopping, meeting, books], searchText: "책"), clock: clock)
        await store.send(.swipedToDelete(IndexSet(integer: 0)))
        await store.receive(.deleteMemo(books.id)) {
            $0.memos = [shopping, meeting]
            $0.searchedMemos = []
        }
        await store.receive(.toast(.show("메모를 삭제했습니다."))) { $0.toast = shown(.deleted) }
        await clock.advance(by: .seconds(3))
        await store.receive(.toast(.hide)) { $0.toast.isPresented = false }
        await store.finish()
    }

    @Test func swipingRowsOutsideTheListDoesNothing() async {
        let store = makeStore(Memos.State(memos: [shopping]))
        await store.send(.swipedToDelete(IndexSet(integer: 3)))
    }

    @Test func aSecondConfirmationRestartsTheThreeSeconds() async {
        let clock = TestClock()
        let store = makeStore(Memos.State(memos: [shopping, meeting]), clock: clock)
        await store.send(.swipedToDelete(IndexSet(integer: 0)))
        await store.receive(.deleteMemo(shopping.id)) { $0.memos = [meeting] }
        await store.receive(.toast(.show("메모를 삭제했습니다."))) { $0.toast = shown(.deleted) }
        await clock.advance(by: .seconds(2))
        await store.send(.addButtonTapped) { $0.path = [MemoEditor.State()] }
        await store.send(.path(.element(id: 0, action: .binding(.set(\.title, "새 메모"))))) {
            $0.path[id: 0]?.title = "새 메모"
        }
        await store.send(.path(.element(id: 0, action: .saveButtonTapped))) { $0.path = [] }
        let added = Memo(id: MemoFixtures.id(0), title: "새 메모", description: "", date: start.addingTimeInterval(600))
        await store.receive(.addMemo(added)) { $0.memos = [added, meeting] }
        await store.receive(.toast(.show("메모를 추가했습니다."))) { $0.toast = shown(.added) }
        await clock.advance(by: .seconds(2))
        await clock.advance(by: .seconds(1))
        await store.receive(.toast(.hide)) { $0.toast.isPresented = false }
        await store.finish()
    }

    @Test func poppingTheEditorDiscardsIt() async {
        let store = makeStore(Memos.State(path: [MemoEditor.State()]))
        await store.send(.path(.popFrom(id: 0))) { $0.path = [] }
    }

    @Test func theContractsAddMemoHolds() async {
        let memo = Memo(id: MemoFixtures.id(9), title: "메모", description: "", date: start)
        let test = TestStore(initialState: Memos.State()) { Memos() }
        await test.send(.addMemo(memo)) { $0.memos = [memo] }
        await test.finish()
    }
}
