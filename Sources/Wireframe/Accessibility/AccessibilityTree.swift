import Foundation

/// The elements VoiceOver would visit on a laid-out view, in the order it reads them.
///
/// The elements are made as iOS makes them from SwiftUI views, then changed by the
/// accessibility modifiers:
/// - a `Text` is static text labelled with its string;
/// - a `Button` (or a view with `onTapGesture`) is one button labelled with the elements of its
///   label, joined with `", "`;
/// - an `Image(systemName:)` is an image labelled with roughly what VoiceOver says: a few
///   symbols by their meaning (`xmark` "Close", `plus` "Add"), the rest by their name's words
///   without `fill` (`star.fill` "Star"); an image of a name the glyph table does not know, such
///   as an asset's, has no label;
/// - a `Toggle` is a toggle whose value is `"on"` or `"off"`; a `Slider` and a `ProgressView`
///   have their value as a percentage; a `TextField` is labelled with its placeholder and its
///   value is its text (a `SecureField`'s is one `•` per character); a navigation title is a
///   header.
///
/// Left out are views inside `.hidden()`, `accessibilityHidden(true)` or `opacity(0)`, a mask's
/// own drawing, and the views a layout did not place (`ViewThatFits`' other candidates); content
/// a clip or a mask leaves out of the picture is read, as on iOS. When a container has the
/// ``AccessibilityTraits/isModal`` trait, only the elements of the front-most such container (the
/// one drawn last) are read, as VoiceOver does for an alert.
///
/// Reading order: within a container (the screen, or a view with
/// `accessibilityElement(children: .contain)`), higher ``View/accessibilitySortPriority(_:)``
/// first; then top to bottom by rows — an element whose vertical centre lies above the bottom of
/// the row's first element is in that row — and leading to trailing within a row.
///
/// ```swift
/// let tree = try VStack { Text("Title"); Button("OK") {} }.accessibilityTree(on: Screen(width: 200, height: 100))
/// print(tree.dump())
/// // 1. text "Title" traits: [isStaticText] @ (80, 30, 40, 16)
/// // 2. button "OK" traits: [isButton] @ (92, 54, 16, 16)
/// ```
public struct AccessibilityTree: Equatable, Sendable {
    /// The elements in reading order.
    public var elements: [AccessibilityElement]

    /// One numbered line per element, in reading order: what it is, its label, value, traits,
    /// hint, identifier and frame in points. Every string is shown safely on one line: control
    /// characters as pictures (`␛`, `␊`), bidirectional overrides removed.
    ///
    /// ```swift
    /// tree.dump()   // "1. button \"Save\" traits: [isButton] @ (76, 42, 48, 16)\n"
    /// ```
    public func dump() -> String {
        guard !elements.isEmpty else { return "no accessibility elements\n" }
        return elements.enumerated().map { "\($0.offset + 1). \($0.element.line)\n" }.joined()
    }
}

extension PlacedNode {
    /// The accessibility elements of the laid-out tree, in reading order.
    ///
    /// ```swift
    /// let placed = try Text("Hi").placedTree(width: 100, height: nil)
    /// placed.accessibilityTree().elements.map(\.label)   // ["Hi"]
    /// ```
    public func accessibilityTree() -> AccessibilityTree {
        var builder = DisplayListBuilder.readingAccessibilityOnly()
        builder.draw(self)
        return builder.accessibility?.tree ?? AccessibilityTree(elements: [])
    }
}

extension View {
    /// The accessibility elements of the view laid out on `screen` with the ASCII target's
    /// metrics (8 × 16 pt cells), as a scripted screen lays it out.
    ///
    /// The frames are those of the grid; the tap targets are also measured with the view laid out
    /// in points, so that ``AccessibilityTree/audit()`` holds them to 44 × 44 pt whichever way
    /// their lengths round to cells.
    ///
    /// ```swift
    /// let tree = try Toggle("Wi-Fi", isOn: .constant(true)).accessibilityTree(on: Screen(width: 390, height: nil))
    /// tree.elements[0].value   // "on"
    /// ```
    /// - Throws: ``RenderError`` for an unusable screen or a tree nested too deeply.
    @MainActor
    public func accessibilityTree(on screen: Screen) throws -> AccessibilityTree {
        let options = ASCIIRenderer.Options.default
        let metrics = LayoutMetrics.cells(width: options.cellWidth, height: options.cellHeight)
        let laidOut = try layout(on: screen, metrics: metrics)
        var tree = laidOut.placed.accessibilityTree()
        let inPoints = try layoutResolved(laidOut.resolved.node, on: screen, metrics: metrics.offGrid)
        tree.measureTapTargets(in: inPoints.placed.accessibilityTree())
        return tree
    }
}
