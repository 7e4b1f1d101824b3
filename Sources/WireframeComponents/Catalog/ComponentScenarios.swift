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
