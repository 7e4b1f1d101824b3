import Foundation

extension View {
    /// Keeps this row of a `ForEach` with `onDelete(perform:)` from being deleted, as in SwiftUI:
    /// a scripted screen's `swipeToDelete(row:)` finds nothing to swipe on it.
    ///
    /// ```swift
    /// ForEach(memos) { memo in MemoRow(memo: memo).deleteDisabled(memo.isPinned) }
    ///     .onDelete { memos.remove(atOffsets: $0) }
    /// ```
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        layoutValue(key: DeleteDisabledKey.self, value: isDisabled)
    }

    /// Keeps this row from being moved; accepted without effect, as a picture shows no drag and
    /// a scripted screen moves no rows.
    ///
    /// ```swift
    /// ForEach(steps) { StepRow(step: $0).moveDisabled($0.isFirst) }.onMove { steps.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        self
    }
}

/// Whether `deleteDisabled(_:)` keeps a row from being deleted.
enum DeleteDisabledKey: LayoutValueKey {
    static var defaultValue: Bool { false }
}
