import Foundation
import Wireframe

extension Snapshotting where Value: View, Format == String {
    /// The view's accessibility elements in VoiceOver's reading order, then the findings of the
    /// accessibility audit, in an `.accessibility.txt` golden on a 390 × 844 pt screen.
    ///
    /// ```swift
    /// let bar = VStack {
    ///     Text("Memo").accessibilityAddTraits(.isHeader)
    ///     Button { save() } label: { Text("Save").frame(width: 320, height: 44) }
    /// }
    /// assertSnapshot(of: bar, as: .accessibility(width: 320, height: 200))
    /// // 1. header "Memo" traits: [isHeader, isStaticText] @ (144, 66, 32, 16)
    /// // 2. button "Save" traits: [isButton] @ (0, 90, 320, 44)
    /// //
    /// // audit: no findings
    /// ```
    ///
    /// Each line holds what the element is, its label, value, traits, hint, identifier and frame
    /// in points (`AccessibilityTree.dump()`), every string shown safely on one line. The audit
    /// (`AccessibilityTree.audit()`) lists buttons and images without a label and tap targets
    /// under 44 × 44 pt, each by its place in the tree. A finding fails the assertion even when
    /// the golden matches; recording still writes the golden, findings included.
    public static var accessibility: Snapshotting {
        accessibility(on: Screen(width: 390, height: 844))
    }

    /// The view's accessibility elements and audit findings on a `width` × `height` point
    /// screen (`nil` height fits the content); see ``accessibility``.
    ///
    /// ```swift
    /// assertSnapshot(of: MemoView(memo: memo), as: .accessibility(width: 390, height: nil))
    /// ```
    public static func accessibility(width: CGFloat, height: CGFloat?) -> Snapshotting {
        accessibility(on: Screen(width: width, height: height))
    }

    /// The view's accessibility elements and audit findings on `screen`, laid out with the ASCII
    /// target's 8 × 16 pt cells as a scripted screen lays it out; see ``accessibility``.
    ///
    /// The golden lists every finding; only those of the rules in `rules` fail the assertion, so
    /// a design that keeps small targets on purpose can still be held to its labels:
    ///
    /// ```swift
    /// assertSnapshot(of: dialog, as: .accessibility(on: .iPhone15))
    /// assertSnapshot(of: toast, as: .accessibility(on: .iPhone15, failingOn: [.missingLabel]))
    /// ```
    /// - Parameters:
    ///   - screen: The screen the view is laid out on.
    ///   - rules: The audit rules whose findings fail the assertion; all of them by default.
    public static func accessibility(
        on screen: Screen, failingOn rules: Set<AccessibilityFinding.Rule> = [.missingLabel, .smallTapTarget]
    ) -> Snapshotting {
        var strategy = Snapshotting(pathExtension: "accessibility.txt", diffing: .lines) { view in
            // The view never leaves this thread: assumeIsolated runs the closure here, now.
            nonisolated(unsafe) let view = view
            return try MainActor.assumeIsolated { try accessibilitySnapshot(of: view.accessibilityTree(on: screen)) }
        }
        let failing = rules.map { "- \($0): " }
        strategy.findings = { snapshot in auditFindings(in: snapshot, failing: failing) }
        return strategy
    }
}

/// The heading of the audit's part of an accessibility snapshot.
private let auditHeading = "audit: "

/// The elements of `tree`, a blank line, and the audit's findings.
func accessibilitySnapshot(of tree: AccessibilityTree) -> String {
    let findings = tree.audit()
    guard !findings.isEmpty else { return tree.dump() + "\n" + auditHeading + "no findings\n" }
    let heading = auditHeading + "\(findings.count) finding" + (findings.count == 1 ? "" : "s")
    return tree.dump() + "\n" + heading + "\n" + findings.map { "- \($0.message)\n" }.joined()
}

/// The failure message for the findings an accessibility snapshot lists whose line starts with
/// one of `failing` (`"- missing label: "`), or `nil` for none.
func auditFindings(in snapshot: String, failing: [String]) -> String? {
    let lines = snapshot.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.lastIndex(where: { $0.hasPrefix(auditHeading) }) else { return nil }
    let findings = lines[(start + 1)...].filter { line in failing.contains { line.hasPrefix($0) } }
    guard !findings.isEmpty else { return nil }
    let count = "\(findings.count) finding" + (findings.count == 1 ? "" : "s")
    return "The accessibility audit found problems (\(count)):\n" + findings.joined(separator: "\n")
}
