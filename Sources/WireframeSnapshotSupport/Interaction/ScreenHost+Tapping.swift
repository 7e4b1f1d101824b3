import Foundation
import Wireframe

extension ScreenHost {
    /// Taps the button whose label is `label`, runs its action and settles.
    ///
    /// A button's label is the text of its label view (an image counts as its system name). A
    /// button whose label equals `label` wins; when none does, one whose label contains it. Of
    /// several with the label, the only one nothing covers is the one tapped, as a finger can
    /// reach only what is in front.
    ///
    /// ```swift
    /// try await host.tap("추가하기")
    /// ```
    /// - Throws: ``InteractionError`` when no button matches (listing the buttons on screen),
    ///   when several match (listing them with their cells), when the button is disabled, or when
    ///   something drawn in front of its centre — a dim layer, a sheet, a card — covers it.
    ///   ``RenderError`` when the content cannot be rendered.
    public func tap(_ label: String) async throws {
        let rendered = try render().screen
        let (button, target) = try rendered.button(labelled: label)
        guard button.isEnabled else {
            throw InteractionError(message: "button '\(button.label)' is disabled")
        }
        guard let id = button.action, let action = rendered.resolved.actions.taps[id] else {
            throw InteractionError(message: "button '\(button.label)' has no action")
        }
        try rendered.requireReachable(target, named: "'\(button.label)'")
        action()
        await settle()
    }

    /// Taps the centre of the ASCII cell at `column`, `row` (cells of 8 × 16 pt from the
    /// top-leading corner) and runs what a finger there reaches, then settles.
    ///
    /// As on a device, the front-most view under the point takes the tap: an enabled button runs
    /// its action; anything else does nothing and raises no error — a text field (type with
    /// ``type(_:into:)``), a disabled button, text, or a dim layer or card that blocks what lies
    /// beneath (a dim layer acts only when it is itself a button). Empty space does nothing.
    ///
    /// ```swift
    /// try await host.tap(column: 3, row: 10)
    /// ```
    /// - Throws: ``InteractionError`` when the cell is outside the screen; ``RenderError`` when
    ///   the content cannot be rendered.
    public func tap(column: Int, row: Int) async throws {
        let rendered = try render().screen
        let grid = CellPoint.gridSize(of: rendered.canvas)
        guard (0..<grid.columns).contains(column), (0..<grid.rows).contains(row) else {
            throw InteractionError(
                message: "cell (\(column),\(row)) is outside the screen of \(grid.columns) × \(grid.rows) cells"
            )
        }
        let point = CellPoint(column: column, row: row).centre
        if case .button(let id) = rendered.displayList.hitTest(point), let action = rendered.resolved.actions.taps[id] {
            action()
        }
        await settle()
    }

    /// Taps the accessibility element whose label is exactly `accessibilityLabel`, as VoiceOver
    /// activates it, runs its action and settles.
    ///
    /// The label is the element's as the accessibility tree has it: a button's text, an image's
    /// name in words, or what `accessibilityLabel(_:)` set. As for ``tap(_:)``, the element must
    /// be enabled and reachable: nothing may cover its centre.
    ///
    /// ```swift
    /// try await host.tap(accessibilityLabel: "Close")   // Image(systemName: "xmark") in a button
    /// ```
    /// - Throws: ``InteractionError`` when no element has the label (listing the labels of the
    ///   elements on screen), when several do, when the element takes no taps or is disabled, or
    ///   when something covers it; ``RenderError`` when the content cannot be rendered.
    public func tap(accessibilityLabel label: String) async throws {
        try await tapAccessibilityElement(described: "labelled '\(terminalSafe(label, oneLine: true))'") { $0.label == label }
    }

    /// Taps the accessibility element whose identifier is `accessibilityIdentifier`, runs its
    /// action and settles.
    ///
    /// ```swift
    /// try await host.tap(accessibilityIdentifier: "editor.save")
    /// ```
    /// - Throws: ``InteractionError`` when no element has the identifier (listing the identifiers
    ///   on screen), when several do, when the element takes no taps or is disabled, or when
    ///   something covers it; ``RenderError`` when the content cannot be rendered.
    public func tap(accessibilityIdentifier identifier: String) async throws {
        try await tapAccessibilityElement(described: "with identifier '\(terminalSafe(identifier, oneLine: true))'", listing: \.identifier)
        {
            $0.identifier == identifier
        }
    }

    private func tapAccessibilityElement(
        described description: String,
        listing listed: KeyPath<AccessibilityElement, String> = \.label,
        where matches: (AccessibilityElement) -> Bool
    ) async throws {
        let rendered = try render().screen
        let elements = rendered.placed.accessibilityTree().elements
        let found = elements.filter(matches)
        guard let element = found.first else {
            throw InteractionError.noAccessibilityElement(description, among: elements.map { $0[keyPath: listed] })
        }
        guard found.count == 1 else {
            throw InteractionError.ambiguousAccessibilityElement(description, frames: found.map(\.frame))
        }
        let name = "accessibility element \(description)"
        guard let id = element.action, let action = rendered.resolved.actions.taps[id] else {
            throw InteractionError(message: "\(name) takes no taps")
        }
        guard element.isEnabled else { throw InteractionError(message: "\(name) is disabled") }
        try rendered.requireReachable(rendered.target(at: element.nodePath), named: name)
        action()
        await settle()
    }
}
