import Wireframe

/// One memo in a list: its title, its text and a star that marks it.
public struct MemoRow: View {
    var title: String
    var text: String
    @State private var isStarred = false

    public init(title: String, text: String) {
        self.title = title
        self.text = text
    }

    public var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headline).lineLimit(1)
                Text(text).lineLimit(2)
            }
            .layoutPriority(1)
            Spacer(minLength: 8)
            Button(isStarred ? "★" : "☆") { isStarred.toggle() }
        }
        .padding(16)
        .border(.black)
    }
}

public struct MemoRow_Previews: PreviewProvider {
    public static var previews: some View {
        MemoRow(title: "장보기", text: "우유, 계란, 사과")
            .previewDisplayName("Memo row")
            .previewLayout(.sizeThatFits)
        MemoRow(title: "A title long enough to be cut short on a phone", text: String(repeating: "Long text. ", count: 12))
            .previewDisplayName("Memo row, long text")
            .previewLayout(.sizeThatFits)
        MemoRow(title: "회의", text: "월요일 오전 10시")
            .padding(16)
            .previewDisplayName("Memo row on an iPhone SE")
            .previewDevice("iPhone SE (3rd generation)")
    }
}

#Preview("Memo row, short", traits: .sizeThatFitsLayout) {
    MemoRow(title: "회의록", text: "다음 주 화요일까지 정리")
}
