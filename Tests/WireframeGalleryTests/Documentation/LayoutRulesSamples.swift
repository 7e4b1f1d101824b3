import Wireframe

/// The samples of the Layout Rules article: a layout of one's own, declared where it is used.
enum LayoutRulesSamples {
    @MainActor static func tags() throws {
        struct FlowLayout: Layout {
            var spacing: CGFloat = 8

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                arrange(proposal: proposal, subviews: subviews).size
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let arrangement = arrange(proposal: proposal, subviews: subviews)
                for (subview, origin) in zip(subviews, arrangement.origins) {
                    subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
                }
            }

            private func arrange(proposal: ProposedViewSize, subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
                let maxWidth = proposal.width ?? .infinity
                var origins: [CGPoint] = []
                var x: CGFloat = 0
                var y: CGFloat = 0
                var rowHeight: CGFloat = 0
                var width: CGFloat = 0
                for subview in subviews {
                    let size = subview.sizeThatFits(.unspecified)
                    if x > 0, x + size.width > maxWidth {
                        x = 0
                        y += rowHeight + spacing
                        rowHeight = 0
                    }
                    origins.append(CGPoint(x: x, y: y))
                    width = max(width, x + size.width)
                    x += size.width + spacing
                    rowHeight = max(rowHeight, size.height)
                }
                return (CGSize(width: width, height: y + rowHeight), origins)
            }
        }

        let tags = FlowLayout(spacing: 16) {
            ForEach(["Swift", "SwiftUI", "레이아웃", "タグ", "Linux", "ASCII"], id: \.self) { tag in
                Text(tag).padding(.horizontal, 8).border(.black)
            }
        }
        print(try tags.renderASCII(width: 200, height: nil))
    }
}
