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
    /// A tap target is measured in points: in a tree from ``View/accessibilityTree(on:)``, with
    /// the view laid out off the ASCII target's grid, so that a 43 pt button is too small although
    /// it takes 48 pt of whole cells, and a 44 pt one is large enough wherever it lands; in a tree
    /// from ``PlacedNode/accessibilityTree()``, by its frame as placed. A finding names the frame
    /// the tree lists.
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
            let measured = element.pointSize ?? element.frame.size
            if element.isTapTarget, measured.width < minimumTapTargetLength || measured.height < minimumTapTargetLength {
                let size = "\(formatPoints(measured.width)) × \(formatPoints(measured.height)) pt"
                findings.append(
                    AccessibilityFinding(
                        rule: .smallTapTarget, element: element,
                        message: "small tap target: \(quotedSafe(element.label)), \(size), is under 44 × 44 pt at \(place)"))
            }
        }
        return findings
    }
}

extension AccessibilityTree {
    /// Gives each tap target the size of the tap target that takes the same taps in `inPoints`,
    /// the elements of the same view laid out in points. A target found there more than once, or
    /// not at all (a layout that chose other views), keeps its frame's size.
    mutating func measureTapTargets(in inPoints: AccessibilityTree) {
        var sizes: [[Int]: CGSize?] = [:]
        for element in inPoints.elements where element.isTapTarget {
            sizes[element.nodePath] = sizes[element.nodePath] == nil ? element.frame.size : .some(nil)
        }
        for index in elements.indices where elements[index].isTapTarget {
            elements[index].pointSize = sizes[elements[index].nodePath] ?? nil
        }
    }
}
