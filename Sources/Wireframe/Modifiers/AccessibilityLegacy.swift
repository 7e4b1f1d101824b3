import Foundation

/// The `accessibility(…)` modifiers of iOS 13, which iOS 14 renamed; each does what its new name
/// does.
extension View {
    /// Sets the label VoiceOver reads, as `accessibilityLabel(_:)` does.
    ///
    /// ```swift
    /// Image(systemName: "xmark").accessibility(label: Text("Close"))
    /// ```
    ///
    /// - Parameter label: The label.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// Sets the value VoiceOver reads, as `accessibilityValue(_:)` does.
    ///
    /// ```swift
    /// Slider(value: $volume).accessibility(value: Text("\(Int(volume * 100)) percent"))
    /// ```
    ///
    /// - Parameter value: The value.
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// Sets the hint VoiceOver reads, as `accessibilityHint(_:)` does.
    ///
    /// ```swift
    /// Button("Delete") { delete() }.accessibility(hint: Text("Removes the memo"))
    /// ```
    ///
    /// - Parameter hint: The hint.
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    /// Hides the view from VoiceOver or not, as `accessibilityHidden(_:)` does.
    ///
    /// ```swift
    /// Image("divider").accessibility(hidden: true)
    /// ```
    ///
    /// - Parameter hidden: Whether VoiceOver skips the view.
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// Sets the identifier UI tests find the view by, as `accessibilityIdentifier(_:)` does.
    ///
    /// ```swift
    /// Text(title).accessibility(identifier: "title")
    /// ```
    ///
    /// - Parameter identifier: The identifier.
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// Adds traits, as `accessibilityAddTraits(_:)` does.
    ///
    /// ```swift
    /// Text("Settings").accessibility(addTraits: .isHeader)
    /// ```
    ///
    /// - Parameter traits: The traits to add.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    /// Removes traits, as `accessibilityRemoveTraits(_:)` does.
    ///
    /// ```swift
    /// Text("Title").accessibility(removeTraits: .isHeader)
    /// ```
    ///
    /// - Parameter traits: The traits to remove.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    /// Sets the order VoiceOver reads the view in, as `accessibilitySortPriority(_:)` does.
    ///
    /// ```swift
    /// Text("First").accessibility(sortPriority: 1)
    /// ```
    ///
    /// - Parameter sortPriority: The priority; higher is read first.
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
}
