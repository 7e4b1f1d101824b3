import Foundation
import Wireframe

extension ScreenHost {
    /// Swipes the deletable row whose text contains `label` and confirms the delete: runs the
    /// `onDelete` action of its `ForEach` with the row's offset, then settles.
    ///
    /// A row's text is the text of every text, image and text field inside it, joined with spaces. A row whose
    /// text equals `label` wins; when none does, one whose text contains it.
    ///
    /// ```swift
    /// List {
    ///     ForEach(memos) { MemoRow(memo: $0) }
    ///         .onDelete { model.delete(at: $0) }
    /// }
    /// try await host.swipeToDelete(row: "장보기")   // model.delete(at: IndexSet(integer: 0))
    /// ```
    /// - Throws: ``InteractionError`` when no deletable row matches (listing the rows on screen),
    ///   when several match, or when something drawn in front of the row covers it.
    ///   ``RenderError`` when the content cannot be rendered.
    public func swipeToDelete(row label: String) async throws {
        let rendered = try render().screen
        let row = try rendered.deletableRow(containing: label)
        guard let deletable = row.node.kind.as(DeletableNode.self), let deletion = rendered.resolved.actions.deletions[deletable.action]
        else {
            throw InteractionError(message: "row '\(row.node.labelText)' has no delete action")
        }
        try rendered.requireReachable(row, named: "row '\(row.node.labelText)'")
        deletion(IndexSet(integer: deletable.offset))
        await settle()
    }
}
