/// Whether the text inside a view can be selected, as SwiftUI's `TextSelectability`.
///
/// ```swift
/// Text(address).textSelection(.enabled)
/// ```
public protocol TextSelectability {}

/// Text that can be selected, as SwiftUI's `EnabledTextSelectability`.
///
/// ```swift
/// .textSelection(.enabled)
/// ```
public struct EnabledTextSelectability: TextSelectability, Sendable {}

/// Text that cannot be selected, as SwiftUI's `DisabledTextSelectability`.
///
/// ```swift
/// .textSelection(.disabled)
/// ```
public struct DisabledTextSelectability: TextSelectability, Sendable {}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text that can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Lets the text inside be selected and copied. Nothing presses and holds text in a still
    /// picture, and selectable text looks like any other: the view is drawn as it is.
    ///
    /// ```swift
    /// Text(trackingNumber).textSelection(.enabled)
    /// ```
    public func textSelection(_ selectability: some TextSelectability) -> some View { self }
}
