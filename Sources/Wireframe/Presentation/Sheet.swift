import Foundation

extension View {
    /// Presents `content` as a sheet while `isPresented` is `true`, as in SwiftUI.
    ///
    /// The sheet is drawn as iOS draws it: a card rising from the bottom of the screen, 10 points
    /// below the top of the safe area (or at the height of its smallest `presentationDetents`),
    /// over a dimmed screen that takes the taps meant for what it covers. A scripted screen taps
    /// the sheet's controls like any others. `@Environment(\.dismiss)` inside the sheet sets
    /// `isPresented` to `false`; `onDismiss` runs after any dismissal, when a render sees it.
    ///
    /// ```swift
    /// Button("Feedback") { isShowingFeedback = true }
    ///     .sheet(isPresented: $isShowingFeedback) { FeedbackView() }
    /// ```
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(isPresented: isPresented, onDismiss: onDismiss) {
                SheetCard(style: .sheet, content: content())
            })
    }

    /// Presents `content` for `item` as a sheet while `item` is not `nil`; a new item with
    /// another id replaces the sheet.
    ///
    /// ```swift
    /// .sheet(item: $editedMemo) { memo in MemoEditorView(memo: memo) }
    /// ```
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            ItemPresentationModifier(item: item, onDismiss: onDismiss) { item in
                SheetCard(style: .sheet, content: content(item))
            })
    }

    /// Presents `content` over the whole screen while `isPresented` is `true`.
    ///
    /// ```swift
    /// .fullScreenCover(isPresented: $isOnboarding) { OnboardingView() }
    /// ```
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(isPresented: isPresented, onDismiss: onDismiss) {
                SheetCard(style: .fullScreen, content: content())
            })
    }

    /// Presents `content` for `item` over the whole screen while `item` is not `nil`.
    ///
    /// ```swift
    /// .fullScreenCover(item: $photo) { PhotoView(photo: $0) }
    /// ```
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            ItemPresentationModifier(item: item, onDismiss: onDismiss) { item in
                SheetCard(style: .fullScreen, content: content(item))
            })
    }

    /// The heights a sheet can rest at; the sheet is drawn at the smallest.
    ///
    /// ```swift
    /// FeedbackView().presentationDetents([.medium, .large])
    /// ```
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(DetentModifier(detents: detents))
    }

    /// Whether the sheet shows its grabber at the top; `.visible` draws it.
    ///
    /// ```swift
    /// FeedbackView().presentationDragIndicator(.visible)
    /// ```
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(DragIndicatorModifier(visibility: visibility))
    }

    /// Keeps a sheet from being swiped away. Without a finger there is no swipe, so this changes
    /// nothing here.
    ///
    /// ```swift
    /// EditorView().interactiveDismissDisabled(hasChanges)
    /// ```
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }
}

/// A height a sheet can rest at, as in SwiftUI.
///
/// ```swift
/// .presentationDetents([.medium, .fraction(0.25), .height(200)])
/// ```
public struct PresentationDetent: Hashable, Sendable {
    enum Height: Hashable, Sendable {
        case fraction(CGFloat)
        case points(CGFloat)
    }

    let height: Height

    /// Half the screen.
    public static let medium = PresentationDetent(height: .fraction(0.5))
    /// The full height of a sheet.
    public static let large = PresentationDetent(height: .fraction(1))

    /// A fraction of the full height, from 0 to 1.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .fraction(fraction.isFinite ? min(max(fraction, 0), 1) : 1))
    }

    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .points(height.isFinite ? max(height, 0) : 0))
    }
}

/// Presents its content while a flag is set.
private struct PresentationModifier<Presented: View>: ViewModifier, PrimitiveModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (@MainActor () -> Void)?
    let presented: () -> Presented

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        let isShown = isPresented.wrappedValue
        if let onDismiss {
            context.session.graph.observe(isShown, at: context.identity.appending(slot: 2), initial: false) { old, new in
                if old, !new { onDismiss() }
            }
        }
        if isShown { try context.present(presented(), dismiss: isPresented.dismissal) }
        return nodes
    }
}

/// Presents its content while an optional item is set, anew for an item with another id.
private struct ItemPresentationModifier<Item: Identifiable, Presented: View>: ViewModifier, PrimitiveModifier {
    let item: Binding<Item?>
    let onDismiss: (@MainActor () -> Void)?
    let presented: (Item) -> Presented

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        let current = item.wrappedValue
        let id = current.map { AnyHashable($0.id) }
        if let onDismiss {
            context.session.graph.observe(id, at: context.identity.appending(slot: 2), initial: false) { old, new in
                if old != nil, old != new { onDismiss() }
            }
        }
        if let current, let id {
            // The presentation's identity follows the item's, so a new item starts a new sheet.
            try context.child(id: id).present(presented(current), dismiss: item.itemDismissal())
        }
        return nodes
    }
}

/// A sheet's card over the dimmed screen, or a cover filling it.
struct SheetCard<Content: View>: View, PrimitiveView {
    enum Style {
        case sheet, fullScreen
    }

    let style: Style
    let content: Content
    /// For a popover: the frame of the view it is attached to, in the screen's coordinates from
    /// the render's last pass, and the edge its arrow would point from.
    var popoverSource: (frame: CGRect, arrowEdge: Edge?)?

    var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let preferences = SheetPreferences()
        var inner = context
        inner.environment.sheetPreferences = preferences
        // Content that cannot be built says why on the card.
        let contentNodes = try inner.resolveShowingErrors(content)
        // On a phone's compact width the presentation adapts as its content asks.
        let adaptation = preferences.compactAdaptation ?? .automatic
        if let popoverSource, adaptation == .popover || adaptation == .none {
            let bubble = PopoverBubble(
                content: ResolvedNodesView(nodes: contentNodes), source: popoverSource.frame, arrowEdge: popoverSource.arrowEdge)
            return try context.resolve(bubble.accessibilityAddTraits(.isModal))
        }
        let style: Style = adaptation == .fullScreenCover ? .fullScreen : self.style
        let fraction = preferences.smallestFraction
        let points = preferences.smallestHeight
        let card = ZStack(alignment: .top) {
            // The content is laid out in the card as a window's is: proposed its size, centred.
            ResolvedNodesView(nodes: contentNodes)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            if preferences.showsDragIndicator {
                Capsule().fill(Color(light: Color(white: 0.75), dark: .hex(0x636366))).frame(width: 36, height: 5).padding(.top, 5)
            }
        }
        .background {
            let shape = RoundedRectangle(cornerRadius: style == .sheet ? preferences.cornerRadius ?? 10 : 0)
            Group {
                if let background = preferences.background {
                    background().clipShape(shape)
                } else {
                    shape.fill(Color(light: Color(.systemBackground), dark: Color(.secondarySystemBackground)))
                }
            }
            .ignoresSafeArea(edges: .bottom)
        }
        let layer = ZStack(alignment: .bottom) {
            if style == .sheet, !preferences.leavesBackgroundInteractive { DimmingLayer() }
            SheetHeightLayout(fraction: fraction, points: points, topInset: style == .sheet ? 10 : 0) { card }
        }
        // VoiceOver reads what is presented and nothing behind it.
        return try context.resolve(layer.accessibilityAddTraits(.isModal))
    }
}

/// What the views inside a sheet ask of it: its detents and its grabber. Written only while the
/// sheet's content resolves, on the main actor.
final class SheetPreferences: @unchecked Sendable {
    var detents: Set<PresentationDetent> = []
    var showsDragIndicator = false
    /// The card's corner radius, from `presentationCornerRadius(_:)`; iOS's 10 points when `nil`.
    var cornerRadius: CGFloat?
    /// What fills the card, from `presentationBackground`; the system background when `nil`.
    var background: (@MainActor () -> AnyView)?
    /// How the screen behind takes part, from `presentationBackgroundInteraction(_:)`.
    var backgroundInteraction = PresentationBackgroundInteraction.automatic
    var compactAdaptation: PresentationAdaptation?

    /// Whether the screen behind the card is left undimmed and tappable: interaction is enabled
    /// up through a detent at least as tall as the one the sheet rests at.
    var leavesBackgroundInteractive: Bool {
        switch backgroundInteraction.kind {
        case .automatic, .disabled: false
        case .enabled(nil): true
        case .enabled(let detent?):
            switch detent.height {
            case .fraction(let value): value >= smallestFraction
            case .points(let value): smallestHeight.map { value >= $0 } ?? false
            }
        }
    }

    /// The smallest fractional detent, or the full height when none is fractional.
    var smallestFraction: CGFloat {
        detents.compactMap { if case .fraction(let value) = $0.height { value } else { nil } }.min() ?? 1
    }

    /// The least height in points among the detents, if any is given in points.
    var smallestHeight: CGFloat? {
        detents.compactMap { if case .points(let value) = $0.height { value } else { nil } }.min()
    }
}

extension EnvironmentValues {
    /// The sheet the view is in, which its `presentationDetents` and grabber settings go to.
    var sheetPreferences: SheetPreferences? {
        get { self[SheetPreferencesKey.self] }
        set { self[SheetPreferencesKey.self] = newValue }
    }
}

private struct SheetPreferencesKey: EnvironmentKey {
    static let defaultValue: SheetPreferences? = nil
}

private struct DetentModifier: ViewModifier, PrimitiveModifier {
    let detents: Set<PresentationDetent>

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        context.environment.sheetPreferences?.detents.formUnion(detents)
        return try content(context)
    }
}

private struct DragIndicatorModifier: ViewModifier, PrimitiveModifier {
    let visibility: Visibility

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        if visibility == .visible { context.environment.sheetPreferences?.showsDragIndicator = true }
        return try content(context)
    }
}

/// Places a sheet's card at the bottom of the screen: as tall as the space below the top inset,
/// or the detent's share of it, whichever is smaller.
private struct SheetHeightLayout: Layout {
    let fraction: CGFloat
    let points: CGFloat?
    let topInset: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: subviews.first?.sizeThatFits(.unspecified) ?? .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let full = max(bounds.height - topInset, 0)
        var height = full * fraction
        if let points { height = min(height, points) }
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX, y: bounds.maxY - height), anchor: .topLeading,
                proposal: ProposedViewSize(width: bounds.width, height: height))
        }
    }
}
