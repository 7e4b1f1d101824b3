import Foundation

/// Why the content of a view is drawn redacted, as SwiftUI's `RedactionReasons`.
///
/// ```swift
/// @Environment(\.redactionReasons) var reasons
/// var body: some View { Text(reasons.contains(.privacy) ? "••••" : balance) }
/// ```
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons as bits.
    public let rawValue: Int
    /// Creates reasons from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The content is a placeholder for data that is loading.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private and hidden, as on a locked screen.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date, as a widget's that waits for an update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
    /// Why the views inside are drawn redacted; always empty, as nothing here redacts (the
    /// `redacted(reason:)` modifier is not provided), so a view that reads it draws its content.
    ///
    /// It can be read but not set: a view that set it would expect the views inside to be
    /// drawn as placeholders.
    ///
    /// ```swift
    /// @Environment(\.redactionReasons) var reasons
    /// var body: some View { if reasons.isEmpty { Chart(data) } else { ProgressView() } }
    /// ```
    public var redactionReasons: RedactionReasons { [] }
}
