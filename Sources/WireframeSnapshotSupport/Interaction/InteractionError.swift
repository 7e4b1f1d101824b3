import Foundation
import Wireframe

/// Why a scripted interaction could not do what a test asked: the target is missing, ambiguous,
/// disabled, covered or off screen.
///
/// The message names what was looked for and what is on screen, so a failing test says what to fix:
///
/// ```swift
/// do { try await host.tap("Sve") }
/// catch let error as InteractionError { print(error) }
/// // no button labelled 'Sve'; buttons on screen: ['Save', 'Cancel']
/// ```
public struct InteractionError {
    /// A sentence for people.
    public let message: String

    /// Creates an error with `message`, as a test writes the error it expects.
    ///
    /// ```swift
    /// await #expect(throws: InteractionError(message: "button 'Save' is disabled")) {
    ///     try await host.tap("Save")
    /// }
    /// ```
    public init(message: String) {
        self.message = message
    }
}

extension InteractionError: Error {}

extension InteractionError: Equatable {}

extension InteractionError: CustomStringConvertible {
    /// The message.
    public var description: String { message }
}

extension InteractionError {
    /// No button's label equals or contains `label`.
    package static func noButton(_ label: String, among buttons: [PlacedButton]) -> InteractionError {
        guard !buttons.isEmpty else {
            return InteractionError(message: "no button labelled '\(label)'; there are no buttons on screen")
        }
        return InteractionError(message: "no button labelled '\(label)'; buttons on screen: \(quotedList(buttons.map(\.label)))")
    }

    /// Several buttons match `label`.
    package static func ambiguousLabel(_ label: String, matches: [PlacedButton]) -> InteractionError {
        let cells = matches.map { CellPoint(centreOf: $0.frame).description }.joined(separator: ", ")
        return InteractionError(
            message: "ambiguous label '\(label)': matches \(matches.count) buttons: \(quotedList(matches.map(\.label))) at cells \(cells)"
        )
    }

    /// No text field has the placeholder `placeholder`.
    package static func noTextField(_ placeholder: String, among placeholders: [String]) -> InteractionError {
        guard !placeholders.isEmpty else {
            return InteractionError(message: "no text field with placeholder '\(placeholder)'; there are no text fields on screen")
        }
        return InteractionError(
            message: "no text field with placeholder '\(placeholder)'; text fields on screen: \(quotedList(placeholders))"
        )
    }

    /// Several text fields have the placeholder `placeholder`.
    package static func ambiguousPlaceholder(_ placeholder: String, frames: [CGRect]) -> InteractionError {
        let cells = frames.map { CellPoint(centreOf: $0).description }.joined(separator: ", ")
        return InteractionError(
            message: "ambiguous placeholder '\(placeholder)': matches \(frames.count) text fields at cells \(cells)"
        )
    }

    /// No deletable row's text contains `label`.
    package static func noRow(_ label: String, among rows: [String]) -> InteractionError {
        guard !rows.isEmpty else {
            return InteractionError(message: "no deletable row containing '\(label)'; there are no deletable rows on screen")
        }
        return InteractionError(message: "no deletable row containing '\(label)'; deletable rows on screen: \(quotedList(rows))")
    }

    /// Several deletable rows contain `label`.
    package static func ambiguousRow(_ label: String, matches: [String], frames: [CGRect]) -> InteractionError {
        let cells = frames.map { CellPoint(centreOf: $0).description }.joined(separator: ", ")
        return InteractionError(
            message: "ambiguous row '\(label)': matches \(matches.count) deletable rows: \(quotedList(matches)) at cells \(cells)"
        )
    }

    /// No accessibility element is `description` (`labelled 'Close'`); `listed` are the labels or
    /// identifiers of the elements on screen.
    package static func noAccessibilityElement(_ description: String, among listed: [String]) -> InteractionError {
        let shown = listed.filter { !$0.isEmpty }.map { terminalSafe($0, oneLine: true) }
        guard !shown.isEmpty else {
            return InteractionError(message: "no accessibility element \(description); there are none on screen")
        }
        return InteractionError(message: "no accessibility element \(description); on screen: \(quotedList(shown))")
    }

    /// Several accessibility elements are `description`.
    package static func ambiguousAccessibilityElement(_ description: String, frames: [CGRect]) -> InteractionError {
        let cells = frames.map { CellPoint(centreOf: $0).description }.joined(separator: ", ")
        return InteractionError(message: "ambiguous: \(frames.count) accessibility elements \(description), at cells \(cells)")
    }

    /// `target` cannot be reached because `cover` is in front of it.
    package static func covered(_ target: String, by cover: String) -> InteractionError {
        InteractionError(message: "\(target) is covered by \(cover)")
    }

    /// `target` has nothing at its centre that takes a tap: it is clipped away, transparent or off screen.
    package static func unreachable(_ target: String, centre: CGRect) -> InteractionError {
        InteractionError(
            message: "\(target) is not visible: its centre, cell \(CellPoint(centreOf: centre)), is clipped, transparent or off screen"
        )
    }

    private static func quotedList(_ items: [String]) -> String {
        "[" + items.map { "'\($0)'" }.joined(separator: ", ") + "]"
    }
}
