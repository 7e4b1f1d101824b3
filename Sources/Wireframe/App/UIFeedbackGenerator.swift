import Foundation

/// UIKit's haptic feedback generators, for views that tap, thud or buzz on a change: a picture
/// has no touch, so each generator is kept and does nothing.
///
/// ```swift
/// Button("Save") {
///     UIImpactFeedbackGenerator(style: .medium).impactOccurred()
///     save()
/// }
/// ```
///
/// SwiftUI's own `sensoryFeedback(_:trigger:)` is the modern form; both are accepted.
@MainActor
public class UIFeedbackGenerator {
    /// A generator.
    public init() {}

    /// Readies the device's Taptic Engine; nothing to ready here.
    public func prepare() {}
}

/// The feedback of a physical impact: a generator that does nothing in a picture.
///
/// ```swift
/// UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity: 0.5)
/// ```
@MainActor
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
        /// A soft, flexible impact.
        case soft
        /// A rigid, inflexible impact.
        case rigid
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
    }

    /// A generator of medium impacts.
    public override init() {
        style = .medium
    }

    /// An impact; nothing happens in a picture.
    public func impactOccurred() {}

    /// An impact of `intensity` between 0 and 1; nothing happens in a picture.
    public func impactOccurred(intensity: CGFloat) {}
}

/// The feedback of a success, a warning or an error: a generator that does nothing in a picture.
///
/// ```swift
/// UINotificationFeedbackGenerator().notificationOccurred(.success)
/// ```
@MainActor
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What the feedback tells.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// A notification of `notificationType`; nothing happens in a picture.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// The feedback of a selection changing: a generator that does nothing in a picture.
///
/// ```swift
/// UISelectionFeedbackGenerator().selectionChanged()
/// ```
@MainActor
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The selection changed; nothing happens in a picture.
    public func selectionChanged() {}
}
