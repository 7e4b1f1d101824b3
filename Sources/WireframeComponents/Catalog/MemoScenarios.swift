import Foundation
import Wireframe
import WireframeStore

// The memo app's states in the catalog.
extension Catalog {
    /// The memo scenarios, in the order `wireframe list` prints them.
    static var memoScenarios: [CatalogEntry] {
        [
            CatalogEntry(
                name: "memo-row",
                summary: "One memo: a bold title and a description on a black rounded card",
                screen: Screen(width: 390, height: nil),
                view: MemoView(memo: MemoSamples.memos[0]).padding(16)
            ),
            CatalogEntry(
                name: "memo-list",
                summary: "The memo list: title 메모, a search field, an 추가하기 button and three memos",
                view: MemoSamples.screen(Memos.State(memos: MemoSamples.memos))
            ),
            CatalogEntry(
                name: "memo-list-empty",
                summary: "The memo list with no memos yet",
                view: MemoSamples.screen(Memos.State())
            ),
            CatalogEntry(
                name: "memo-list-long-titles",
                summary: "Memos whose long titles and descriptions stop at two lines",
                view: MemoSamples.screen(Memos.State(memos: MemoSamples.longMemos))
            ),
            CatalogEntry(
                name: "memo-search",
                summary: "Searching the memos for 우유: the one memo that mentions it",
                view: MemoSamples.screen(Memos.State(memos: MemoSamples.memos, searchText: "우유"))
            ),
            CatalogEntry(
                name: "memo-search-empty",
                summary: "A search that matches no memo",
                view: MemoSamples.screen(Memos.State(memos: MemoSamples.memos, searchText: "여행"))
            ),
            CatalogEntry(
                name: "memo-editor-add",
                summary: "The editor pushed by 추가하기, with a title typed",
                view: MemoSamples.screen(
                    Memos.State(memos: MemoSamples.memos, path: [MemoSamples.addingEditor]))
            ),
            CatalogEntry(
                name: "memo-editor-update",
                summary: "The editor pushed by tapping a memo, filled with it",
                view: MemoSamples.screen(
                    Memos.State(memos: MemoSamples.memos, path: [MemoEditor.State(updating: MemoSamples.memos[1])]))
            ),
            CatalogEntry(
                name: "memo-delete-confirmation",
                summary: "The list after a swipe-to-delete, with the 메모를 삭제했습니다. toast",
                view: MemoSamples.screen(
                    Memos.State(
                        memos: Array(MemoSamples.memos.dropLast()),
                        toast: Toast.State(message: MemoConfirmation.deleted.message, isPresented: true)))
            ),
            CatalogEntry(
                name: "memo-file-damaged",
                summary: "The dialog shown when the memo file could not be read and was set aside",
                view: MemoSamples.screen(Memos.State(dialog: .memoProblem(MemoSamples.damagedFile)))
            ),
        ]
    }
}

/// Memos and states for the memo scenarios, with fixed ids and dates so renders never change.
private enum MemoSamples {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    static func id(_ number: Int) -> UUID {
        UUID(uuidString: "00000000-0000-0000-0000-\(String(repeating: "0", count: 11))\(number % 10)") ?? UUID()
    }

    /// Three memos, newest first.
    static let memos = [
        Memo(id: id(1), title: "장보기", description: "우유, 계란, 사과 두 개, 식빵 한 봉지", date: start.addingTimeInterval(120)),
        Memo(
            id: id(2), title: "회의 메모",
            description: "월요일 오전 10시 디자인 리뷰. 다이얼로그와 토스트 시안을 확인하고 배너 문구를 정하기",
            date: start.addingTimeInterval(60)),
        Memo(id: id(3), title: "읽을 책", description: "데미안, 어린 왕자, 코스모스", date: start),
    ]

    /// Memos whose title and description run past two lines.
    static let longMemos = [
        Memo(
            id: id(4),
            title: "다음 주 월요일까지 끝내야 하는 디자인 리뷰 준비: 다이얼로그, 토스트, 배너, 시트, 메모 목록의 모든 상태를 정리하기",
            description: "각 컴포넌트의 ASCII와 SVG 골든을 확인하고, 긴 한국어 메시지가 두 줄에서 잘리는지, 강조된 단어가 제대로 보이는지 살펴본 뒤 회의 전에 팀에 공유하기",
            date: start.addingTimeInterval(60)),
        Memo(
            id: id(5),
            title: "A memo title in English that is long enough to need more than two lines on a phone screen",
            description: "Short description",
            date: start),
    ]

    static var addingEditor: MemoEditor.State {
        var editor = MemoEditor.State()
        editor.title = "주말 계획"
        editor.description = "토요일 등산, 일요일 대청소"
        return editor
    }

    static let damagedFile = MemoStoreError.fileSetAside(
        path: "/home/user/.local/share/Wireframe/memos.json",
        setAsideAt: "/home/user/.local/share/Wireframe/memos.corrupt-20231114T221320Z.json",
        reason: "the file is not a memo document (damaged or not JSON)")

    /// The memo screen showing `state`, with in-memory memos so nothing touches the disk.
    @MainActor
    static func screen(_ state: Memos.State) -> MemosView {
        var state = state
        state.hasLoaded = true
        let store = Store(initialState: state) {
            Memos()
        } withDependencies: {
            $0.memoClient = .inMemory(state.memos)
        }
        return MemosView(store: store)
    }
}
