import Foundation
import Wireframe

// The memo app's states in the catalog.
extension Catalog {
    /// The memo scenarios, in the order `wireframe list` prints them.
    static var memoScenarios: [Scenario] {
        [
            Scenario(
                name: "memo-row",
                summary: "One memo: a bold title and a description on a black rounded card",
                screen: Screen(width: 390, height: nil),
                view: MemoRowScenario(memo: MemoSample.samples[0]).padding(16)
            ),
            Scenario(
                name: "memo-list",
                summary: "The memo list: title 메모, a search field, an 추가하기 button and three memos",
                view: MemoListScenario(memos: MemoSample.samples)
            ),
        ]
    }
}

/// A memo's title and description for the scenarios.
private struct MemoSample: Identifiable {
    var id: Int
    var title: String
    var description: String

    static let samples = [
        MemoSample(id: 1, title: "장보기", description: "우유, 계란, 사과 두 개, 식빵 한 봉지"),
        MemoSample(id: 2, title: "회의 메모", description: "월요일 오전 10시 디자인 리뷰. 다이얼로그와 토스트 시안을 확인하고 배너 문구를 정하기"),
        MemoSample(id: 3, title: "읽을 책", description: "데미안, 어린 왕자, 코스모스"),
    ]
}

/// A memo row: the title (18 pt bold) over the description (16 pt), both at most two lines,
/// white on a black card with corner radius 12 that fills the width. The seed also paints the
/// padded text black; one black background draws the same and keeps the ASCII to one card.
private struct MemoRowScenario: View {
    var memo: MemoSample

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 12) {
                Text(memo.title)
                    .font(.system(size: 18, weight: .bold))
                    .lineLimit(2)
                    .foregroundStyle(.white)
                Text(memo.description)
                    .font(.system(size: 16, weight: .regular))
                    .lineLimit(2)
                    .foregroundStyle(.white)
            }
            .padding()
        }
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        .background(.black)
        .cornerRadius(12)
    }
}

/// The memo list screen: a navigation stack titled 메모 with a search field, an 추가하기 toolbar
/// item and a plain list of memo rows.
private struct MemoListScenario: View {
    var memos: [MemoSample]

    var body: some View {
        NavigationStack {
            List {
                ForEach(memos) { memo in
                    MemoRowScenario(memo: memo)
                }
                .listRowSeparator(.hidden)
            }
            .listStyle(.plain)
            .navigationTitle("메모")
            .toolbar {
                Text("추가하기")
                    .font(.system(size: 18, weight: .regular))
                    .foregroundStyle(.black)
            }
            .searchable(text: .constant(""), placement: .navigationBarDrawer, prompt: "메모를 검색해보세요.")
        }
    }
}
