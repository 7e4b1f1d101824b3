import Foundation

/// Whether the screen behind a sheet can be used while the sheet shows, as SwiftUI's
/// `PresentationBackgroundInteraction`.
///
/// ```swift
/// MapControls().presentationDetents([.medium, .large]).presentationBackgroundInteraction(.enabled(upThrough: .medium))
/// ```
public struct PresentationBackgroundInteraction: Sendable {
    enum Kind: Sendable {
        case automatic, disabled
        case enabled(PresentationDetent?)
    }

    let kind: Kind

    /// The platform's choice: on iPhone, the screen behind is dimmed and takes no taps.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// The screen behind is dimmed and takes no taps.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    /// The screen behind stays undimmed and takes taps.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled(nil))

    /// The screen behind stays undimmed and takes taps while the sheet rests at `detent` or lower.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(detent))
    }
}

extension View {
    /// Rounds the corners of the sheet this view is the content of with `cornerRadius` points;
    /// `nil` keeps iOS's radius.
    ///
    /// ```swift
    /// FeedbackView().presentationCornerRadius(24)
    /// ```
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        let radius = cornerRadius.map { $0.isFinite ? max($0, 0) : 0 }
        return modifier(SheetPreferenceModifier { $0.cornerRadius = radius })
    }

    /// Fills the sheet this view is the content of with `style` instead of the system background.
    ///
    /// ```swift
    /// FeedbackView().presentationBackground(.thinMaterial)
    /// ```
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modifier(SheetPreferenceModifier { $0.background = { AnyView(Rectangle().fill(style)) } })
    }

    /// Fills the sheet this view is the content of with the view `content` builds.
    ///
    /// ```swift
    /// FeedbackView().presentationBackground { LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom) }
    /// ```
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return modifier(
            SheetPreferenceModifier {
                $0.background = { AnyView(background.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)) }
            })
    }

    /// Sets whether the screen behind the sheet this view is the content of stays usable: when it
    /// does, the screen is not dimmed, and a scripted screen's taps reach it around the card.
    ///
    /// ```swift
    /// MapControls().presentationBackgroundInteraction(.enabled(upThrough: .medium))
    /// ```
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(SheetPreferenceModifier { $0.backgroundInteraction = interaction })
    }
}

/// Changes what the enclosing sheet draws; outside a sheet it changes nothing.
private struct SheetPreferenceModifier: ViewModifier, PrimitiveModifier {
    let update: @MainActor (SheetPreferences) -> Void

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        if let preferences = context.environment.sheetPreferences { update(preferences) }
        return try content(context)
    }
}
