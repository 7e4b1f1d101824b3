import Foundation

extension View {
    /// Presents `content` as a popover while `isPresented` is `true`. On iPhone, where
    /// Wireframe's screens are, iOS presents a popover as a sheet, so it is drawn and dismissed
    /// as ``sheet(isPresented:onDismiss:content:)`` draws it, unless the content asks otherwise
    /// with ``presentationCompactAdaptation(_:)``: `.popover` or `.none` draws a floating bubble
    /// beside the view it is attached to, `.fullScreenCover` a cover.
    ///
    /// ```swift
    /// Button("Info") { isShowingInfo = true }
    ///     .popover(isPresented: $isShowingInfo) { InfoView() }
    /// ```
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PopoverModifier(presented: isPresented.wrappedValue ? content : nil, dismiss: isPresented.dismissal, arrowEdge: arrowEdge))
    }

    /// Presents `content` for `item` as a popover while `item` is not `nil`: on iPhone, a sheet,
    /// as ``sheet(item:onDismiss:content:)`` draws it, or the bubble or cover the content asks
    /// for with ``presentationCompactAdaptation(_:)``.
    ///
    /// ```swift
    /// .popover(item: $selectedMemo) { memo in MemoPreview(memo: memo) }
    /// ```
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return modifier(
            PopoverModifier(
                presented: current.map { current in { content(current) } }, id: current.map { AnyHashable($0.id) },
                dismiss: item.itemDismissal(), arrowEdge: arrowEdge))
    }
}

/// Presents a popover: the view it is attached to keeps its frame for the render's next pass,
/// where a popover drawn as a bubble is placed beside it.
private struct PopoverModifier<Presented: View>: ViewModifier, PrimitiveModifier {
    let presented: (() -> Presented)?
    var id: AnyHashable?
    let dismiss: @MainActor @Sendable () -> Void
    let arrowEdge: Edge?

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        guard let presented else { return nodes }
        let slot = context.session.geometrySlot()
        let card = SheetCard(style: .sheet, content: presented(), popoverSource: (slot.frame, arrowEdge))
        // The presentation's identity follows the item's, so a new item starts a new popover.
        try (id.map { context.child(id: $0) } ?? context).present(card, dismiss: dismiss)
        return [Node(AnchorSourceLayout(index: slot.index), children: nodes)]
    }
}

/// A popover as iOS draws it when it stays a popover on a phone: its content at its ideal size
/// (no wider than the screen less 8 points a side) on a rounded card with a soft shadow, below
/// the view it is attached to, or above it when its arrow is on its bottom edge or there is no
/// room below; centred on that view and kept 8 points inside the screen. The screen behind is
/// not dimmed. The arrow is not drawn.
struct PopoverBubble<Content: View>: View {
    let content: Content
    let source: CGRect
    let arrowEdge: Edge?

    var body: some View {
        let screen = UIScreen.main.bounds
        let margin: CGFloat = 8
        let gap: CGFloat = 13
        let isFinite = [source.minX, source.minY, source.width, source.height].allSatisfy(\.isFinite)
        let source = isFinite ? source : .zero
        let arrowEdge = arrowEdge
        let widest = max(screen.width - 2 * margin, 0)
        ViewThatFits(in: .horizontal) {
            content.fixedSize()
            content.frame(width: widest).fixedSize(horizontal: false, vertical: true)
        }
        .background {
            RoundedRectangle(cornerRadius: 13)
                .fill(Color(light: Color(.systemBackground), dark: Color(.secondarySystemBackground)))
                .shadow(color: Color(white: 0, opacity: 0.2), radius: 12)
        }
        .alignmentGuide(.leading) { d in
            -min(max(source.midX - d.width / 2, screen.minX + margin), max(screen.maxX - margin - d.width, screen.minX + margin))
        }
        .alignmentGuide(.top) { d in
            let below = source.maxY + gap
            let above = source.minY - gap - d.height
            let fitsBelow = below + d.height <= screen.maxY - margin
            let fitsAbove = above >= screen.minY + margin
            let isAbove = fitsAbove && (arrowEdge == .bottom || !fitsBelow)
            return -(isAbove ? above : below)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .ignoresSafeArea()
    }
}

/// Where a popover's arrow points on iPad, as SwiftUI's `PopoverAttachmentAnchor`. On iPhone the
/// popover is a sheet, so the anchor changes nothing.
///
/// ```swift
/// .popover(isPresented: $isShowing, attachmentAnchor: .point(.top)) { Tip() }
/// ```
public enum PopoverAttachmentAnchor: Hashable, Sendable {
    /// A rectangle of the view.
    case rect(AnchorSource)
    /// A point of the view's frame.
    case point(UnitPoint)

    /// A rectangle a popover attaches to, as SwiftUI's `Anchor<CGRect>.Source`.
    ///
    /// ```swift
    /// PopoverAttachmentAnchor.rect(.bounds)
    /// ```
    public enum AnchorSource: Hashable, Sendable {
        /// The view's bounds.
        case bounds
    }
}
