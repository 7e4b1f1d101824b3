import Foundation
import Wireframe

// The component states in the catalog, drawn from the seed articles' dimensions.
extension Catalog {
    /// The component scenarios, in the order `wireframe list` prints them.
    static var componentScenarios: [Scenario] {
        [
            Scenario(
                name: "dialog",
                summary: "A dialog asking to delete a message, with 취소 and 삭제 buttons over a dim layer",
                view: DialogScenario(
                    title: "메시지 삭제",
                    message: "삭제된 메시지는 복구할 수 없습니다. 정말 삭제하시겠습니까?",
                    buttons: [.init(title: "취소", isPrimary: false), .init(title: "삭제", isPrimary: true)]
                )
            ),
            Scenario(
                name: "dialog-one-button",
                summary: "A dialog with a single 확인 button",
                view: DialogScenario(
                    title: "배경화면 변경",
                    message: "배경화면 색상이 변경되었습니다.",
                    buttons: [.init(title: "확인", isPrimary: true)]
                )
            ),
            Scenario(
                name: "toast",
                summary: "A toast 12 pt above the bottom of a navigation stack",
                view: ToastScenario(text: "첫 번째 토스트 입니다.", screenWidth: Screen.iPhone13.width)
            ),
            Scenario(
                name: "banner",
                summary: "A banner at the top of the screen with a close button",
                view: BannerScenario(text: "Banner")
            ),
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

/// A centred card over a dim layer: a header, then one or two 48 pt buttons side by side.
private struct DialogScenario: View {
    struct ButtonSpec {
        var title: String
        var isPrimary: Bool
    }

    var title: String
    var message: String
    var buttons: [ButtonSpec]

    var body: some View {
        ZStack {
            Color.black.opacity(0.4).ignoresSafeArea()
            VStack(spacing: 24) {
                VStack(spacing: 8) {
                    Text(title).font(.headline)
                    Text(message).font(.subheadline).foregroundColor(.secondary)
                }
                .multilineTextAlignment(.center)
                .padding(.top, 32)
                .padding(.horizontal, 16)

                HStack(spacing: 8) {
                    ForEach(buttons.indices, id: \.self) { index in
                        buttonView(buttons[index])
                    }
                }
                .frame(height: 48)
                .padding([.horizontal, .bottom], 16)
            }
            .frame(maxWidth: .infinity)
            .background(Color.white)
            .cornerRadius(12)
            .padding(.horizontal, 48)
        }
    }

    private func buttonView(_ button: ButtonSpec) -> some View {
        Button {
        } label: {
            Text(button.title)
                .font(.headline)
                .foregroundColor(button.isPrimary ? .white : .primary)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(button.isPrimary ? Color.blue : Color(white: 0.93), in: .rect(cornerRadius: 8))
        }
    }
}

/// A navigation stack's root screen with a toast overlaid at the bottom.
private struct ToastScenario: View {
    var text: String
    var screenWidth: CGFloat

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Button("다음 뷰로 이동") {}
                Button("토스트 팝업 띄우기") {}
            }
        }
        .overlay(alignment: .bottom) {
            Text(text)
                .font(.subheadline)
                .foregroundColor(.white)
                .frame(maxWidth: screenWidth - 40)
                .frame(height: 36)
                .background(RoundedRectangle(cornerRadius: 6).fill(.black))
                .padding(.bottom, 12)
        }
    }
}

/// A screen with a button in the middle and a banner across the top.
private struct BannerScenario: View {
    var text: String

    var body: some View {
        ZStack {
            Button("Show Banner") {}
            VStack {
                HStack {
                    Text(text)
                    Spacer()
                    Button {
                    } label: {
                        Image(systemName: "xmark")
                    }
                }
                .padding(8)
                .background(Color.white, in: .rect(cornerRadius: 8))
                .shadow(radius: 5)
                .padding()
                Spacer()
            }
        }
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
