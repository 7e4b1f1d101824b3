import Foundation

extension View {
    /// Presents `content` as a popover while `isPresented` is `true`. On iPhone, where
    /// Wireframe's screens are, iOS presents a popover as a sheet, so it is drawn and dismissed
    /// exactly as ``sheet(isPresented:onDismiss:content:)``; the anchor and arrow edge, which
    /// only an iPad's floating popover shows, change nothing.
    ///
    /// ```swift
    /// Button("Info") { isShowingInfo = true }
    ///     .popover(isPresented: $isShowingInfo) { InfoView() }
    /// ```
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents `content` for `item` as a popover while `item` is not `nil`: on iPhone, a sheet,
    /// as ``sheet(item:onDismiss:content:)`` draws it.
    ///
    /// ```swift
    /// .popover(item: $selectedMemo) { memo in MemoPreview(memo: memo) }
    /// ```
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
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
