import Foundation

extension View {
    /// Lets the view be dragged, carrying `payload` as its ``Transferable`` representations.
    /// Nothing is dragged in a still picture or a scripted screen: the view is drawn as it is, and
    /// the payload is never made.
    ///
    /// ```swift
    /// MemoRow(memo: memo).draggable(memo)
    /// ```
    ///
    /// - Parameter payload: The value dragged.
    /// - Returns: The view, unchanged in the picture.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        self
    }

    /// Lets the view be dragged, carrying `payload` and showing `preview` under the finger; the
    /// view is drawn as it is, and neither the payload nor the preview is made.
    ///
    /// ```swift
    /// Thumbnail(photo).draggable(photo) { Text(photo.title) }
    /// ```
    ///
    /// - Parameters:
    ///   - payload: The value dragged.
    ///   - preview: What a drag shows.
    /// - Returns: The view, unchanged in the picture.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V)
        -> some View
    {
        self
    }

    /// Lets values of `payloadType` be dropped on the view. Nothing is dropped in a still picture
    /// or a scripted screen: the view is drawn as it is, `action` is never called and
    /// `isTargeted` never reports a drag over it.
    ///
    /// ```swift
    /// TrashCan().dropDestination(for: Memo.self) { memos, location in delete(memos); return true }
    /// ```
    ///
    /// - Parameters:
    ///   - payloadType: The type of value the view takes.
    ///   - action: Takes the values dropped and where; returns whether it accepted them.
    ///   - isTargeted: Told whether a drag is over the view.
    /// - Returns: The view, unchanged in the picture.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        self
    }
}
