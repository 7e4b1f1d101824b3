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
}
