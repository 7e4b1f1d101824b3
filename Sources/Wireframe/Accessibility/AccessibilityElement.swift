import Foundation

/// One thing VoiceOver stops at: its label, value, hint, traits and identifier, and where it is.
///
/// Elements come from a laid-out view (``AccessibilityTree``): a text is a static-text element
/// labelled with its string, a button one element labelled with the text inside it, and the
/// accessibility modifiers change what they would be.
///
/// ```swift
/// let tree = try Button("Save") {}.accessibilityHint("Saves the memo").accessibilityTree(on: Screen(width: 200, height: 100))
/// tree.elements[0].label    // "Save"
/// tree.elements[0].traits   // .isButton
/// tree.elements[0].hint     // "Saves the memo"
/// ```
public struct AccessibilityElement: Equatable, Sendable {
    /// What VoiceOver reads first; empty when the element has none.
    public var label: String
    /// What VoiceOver reads after the label, such as a toggle's `"on"`; empty when there is none.
    public var value: String
    /// What VoiceOver reads after a pause: what activating the element does.
    public var hint: String
    /// The identifier UI tests find the element by; empty when none was set.
    public var identifier: String
    /// What the element is: a button, a header, an image, static text.
    public var traits: AccessibilityTraits
    /// Where the element is, in points from the screen's top-leading corner.
    public var frame: CGRect
    /// The action a tap on the element runs, for buttons and views with `onTapGesture`.
    public var action: ActionID?
    /// Whether the element takes taps; a disabled button is read as dimmed.
    public var isEnabled: Bool
    /// Where the element is in the view tree, such as `VStack › HStack[1] › Button`: the
    /// containers and views on the way down (not the modifiers), each with its position among
    /// its siblings where it has any.
    public var path: String
    /// The order among the elements of the same container: higher first.
    var sortPriority: Double = 0
    /// The child indices from the root to the node that takes the element's taps (its button),
    /// or to the element's own node when it takes none.
    package var nodePath: [Int] = []
    /// What the element is when no trait says: `text field`, `secure text field`, or empty.
    var fieldRole = ""
    /// The element's size with the view laid out in points, off the ASCII target's grid, in a
    /// tree that measures it so (`View.accessibilityTree(on:)`): the size the audit holds a tap
    /// target to.
    var pointSize: CGSize?

    /// Whether a finger can act on the element: it is a button or has a tap action.
    var isTapTarget: Bool { traits.contains(.isButton) || action != nil }

    /// The element as one line, with every string made safe to print: label, value, traits,
    /// hint, identifier and frame, leaving out what is empty.
    ///
    /// ```swift
    /// element.line   // button "Save" traits: [isButton] hint: "Saves the memo" @ (76, 42, 48, 16)
    /// ```
    var line: String {
        var parts = [role, quotedSafe(label)]
        if !value.isEmpty { parts.append("value: " + quotedSafe(value)) }
        let traitNames = traits.traitNames + (isEnabled ? [] : ["notEnabled"])
        parts.append("traits: [" + traitNames.joined(separator: ", ") + "]")
        if !hint.isEmpty { parts.append("hint: " + quotedSafe(hint)) }
        if !identifier.isEmpty { parts.append("id: " + quotedSafe(identifier)) }
        parts.append("@ " + formatFrame(frame))
        return parts.joined(separator: " ")
    }

    /// A word for what the element is, from its most telling trait.
    private var role: String {
        let roles: [(AccessibilityTraits, String)] = [
            (.isHeader, "header"), (.isToggle, "toggle"), (.isSearchField, "search field"), (.isButton, "button"),
            (.isLink, "link"), (.isImage, "image"), (.isStaticText, "text"),
        ]
        return roles.first { traits.contains($0.0) }?.1 ?? (fieldRole.isEmpty ? "element" : fieldRole)
    }
}

/// `text` in quotes, on one line, with control characters and bidirectional overrides shown
/// safely by the project's one sanitizer.
func quotedSafe(_ text: String) -> String {
    "\"" + terminalSafe(text, oneLine: true) + "\""
}

/// A frame as `(x, y, width, height)` in points.
func formatFrame(_ frame: CGRect) -> String {
    "(" + [frame.minX, frame.minY, frame.width, frame.height].map(formatPoints).joined(separator: ", ") + ")"
}
