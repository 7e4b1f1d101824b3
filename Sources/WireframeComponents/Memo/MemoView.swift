import Foundation
import Wireframe

/// A memo's row: the title in bold 18 points over the description in 16 points, each at most
/// two lines, white on a black card with corner radius 12 that fills the width, text leading.
///
/// ```swift
/// MemoView(memo: memo).padding(16)
/// // ╭───────────────────────────────────────────╮
/// // │ 장보기                                    │
/// // │                                           │
/// // │ 우유, 계란, 사과 두 개, 식빵 한 봉지      │
/// // ╰───────────────────────────────────────────╯
/// ```
///
/// The seed paints the padded text black and the card black again; one black background draws
/// the same and keeps the ASCII to one card.
public struct MemoView: View {
    /// The memo shown.
    public var memo: Memo

    /// Creates the row of `memo`.
    public init(memo: Memo) {
        self.memo = memo
    }

    /// The title over the description on the black card.
    public var body: some View {
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
