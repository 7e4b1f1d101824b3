import Foundation

/// A problem the accessibility audit found on one element.
///
/// ```swift
/// let findings = try Button {} label: { Image(systemName: "xmark") }
///     .accessibilityTree(on: Screen(width: 200, height: 100)).audit()
/// findings.map(\.rule)   // [.smallTapTarget]: "xmark" reads as "Close", but it is 8 × 16 pt
/// ```
public struct AccessibilityFinding: Equatable, Sendable, CustomStringConvertible {
    /// Which rule the element breaks.
    ///
    /// ```swift
    /// findings.filter { $0.rule == .missingLabel }
    /// ```
    public struct Rule: Hashable, Sendable, CustomStringConvertible {
        let name: String
        /// A button or an image has no label, so VoiceOver has nothing to read for it.
        public static let missingLabel = Rule(name: "missing label")
        /// A tap target (a button, or a view with a tap action) is smaller than 44 × 44 points,
        /// the least Apple's Human Interface Guidelines allow.
        public static let smallTapTarget = Rule(name: "small tap target")
        /// The rule's name, such as `missing label`.
        public var description: String { name }
    }

    /// Which rule the element breaks.
    public var rule: Rule
    /// The element that breaks it.
    public var element: AccessibilityElement
    /// A sentence for people, naming the element by its place in the tree, made safe to print.
    public var message: String

    /// The message.
    public var description: String { message }
}

/// The smallest width and height of a tap target, in points.
let minimumTapTargetLength: CGFloat = 44

extension AccessibilityTree {
    /// The elements that break the audit's rules, in reading order: a button or an image with
    /// no label, and a tap target smaller than 44 × 44 pt.
    ///
    /// ```swift
    /// for finding in try screen.accessibilityTree(on: .iPhone15).audit() { print(finding) }
    /// // missing label: button at ZStack › Button[0] @ (0, 0, 390, 844)
    /// ```
    /// - Complexity: O(*n*) in the number of elements.
    public func audit() -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        for element in elements {
            let place = "\(terminalSafe(element.path, oneLine: true)) @ \(formatFrame(element.frame))"
            let kind = element.traits.contains(.isButton) ? "button" : "image"
            if element.label.isEmpty, !element.traits.isDisjoint(with: [.isButton, .isImage]) {
                findings.append(AccessibilityFinding(rule: .missingLabel, element: element, message: "missing label: \(kind) at \(place)"))
            }
            if element.isTapTarget, element.frame.width < minimumTapTargetLength || element.frame.height < minimumTapTargetLength {
                let size = "\(formatPoints(element.frame.width)) × \(formatPoints(element.frame.height)) pt"
                findings.append(
                    AccessibilityFinding(
                        rule: .smallTapTarget, element: element,
                        message: "small tap target: \(quotedSafe(element.label)), \(size), is under 44 × 44 pt at \(place)"))
            }
        }
        return findings
    }
}
