import Foundation

/// Why the content of a view is hidden behind placeholders, as SwiftUI's `RedactionReasons`.
///
/// ```swift
/// MemoRow(memo: .placeholder).redacted(reason: .placeholder)
/// ```
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons' bits.
    public let rawValue: Int

    /// The reasons whose bits are `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The content is not loaded yet: text is drawn as placeholder blocks.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private: views marked `privacySensitive()` are drawn as placeholder blocks.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date; nothing is drawn differently.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
    /// Why the content is redacted; empty for none. `redacted(reason:)` adds to it and
    /// `unredacted()` empties it.
    ///
    /// ```swift
    /// @Environment(\.redactionReasons) private var redactionReasons
    /// ```
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether text here is drawn as placeholders: the content is a placeholder, or it is
    /// private and marked so.
    var redactsText: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }

    /// Whether `privacySensitive()` marks the content as private.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

private struct PrivacySensitiveKey: EnvironmentKey {
    static let defaultValue = false
}

extension View {
    /// Hides the view's content behind placeholders for `reason`, as in SwiftUI: with
    /// `.placeholder`, every text inside is drawn as rounded blocks over its lines (in SVG, its
    /// colour at a sixth of its opacity; in ASCII, `(    )` over each line), keeping its size.
    ///
    /// ```swift
    /// MemoRow(memo: .placeholder).redacted(reason: .placeholder)
    /// ```
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Shows the view's content even inside a redacted view.
    ///
    /// ```swift
    /// HStack { Text("Balance").unredacted(); Text(balance) }.redacted(reason: .placeholder)
    /// ```
    public func unredacted() -> some View {
        modifier(EnvironmentModifier { $0.redactionReasons = [] })
    }

    /// Marks the view's content as private: it is drawn as placeholders where the redaction
    /// reasons include `.privacy`.
    ///
    /// ```swift
    /// Text(cardNumber).privacySensitive()
    /// ```
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(EnvironmentModifier { $0.isPrivacySensitive = sensitive })
    }
}
