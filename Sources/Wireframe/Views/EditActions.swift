import Foundation

/// The edits a ``ForEach`` or ``List`` over a binding lets the user make to its collection, as
/// SwiftUI's `EditActions`: `.delete` makes each row swipeable to delete, removing its element;
/// `.move` is accepted, as rows are not dragged in a rendered picture.
///
/// ```swift
/// List($memos, editActions: .delete) { $memo in TextField("Memo", text: $memo.text) }
/// ```
public struct EditActions<Data>: OptionSet, Sendable {
    /// The actions as bits.
    public let rawValue: Int

    /// The actions whose bits are `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Rows can be swiped to delete their element.
    public static var delete: Self { Self(rawValue: 1 << 0) }
}

extension EditActions where Data: MutableCollection {
    /// Rows can be dragged to move their element; nothing drags in a rendered picture.
    public static var move: Self { Self(rawValue: 1 << 1) }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
    /// Rows can be deleted and moved.
    public static var all: Self { [.delete, .move] }
}

extension ForEach {
    /// Creates views for each identifiable element of the collection `data` binds, each given a
    /// binding to its element, with the edits `editActions` allows.
    ///
    /// ```swift
    /// ForEach($memos, editActions: .all) { $memo in Text(memo.title) }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable, Data == [Binding<C.Element>], ID == C.Element.ID {
        self.init(data, content: content)
        if editActions.contains(.delete) {
            deleteAction = { offsets in data.wrappedValue.remove(atOffsets: offsets) }
        }
    }

    /// Creates views for each identifiable element of the collection `data` binds, each given a
    /// binding to its element; the collection can only be reordered, which nothing does in a
    /// rendered picture.
    ///
    /// ```swift
    /// ForEach($steps, editActions: .move) { $step in Text(step.title) }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable, Data == [Binding<C.Element>], ID == C.Element.ID {
        self.init(data, content: content)
    }
}

extension List {
    /// Creates a list with a row for each identifiable element of the collection `data` binds,
    /// each row given a binding to its element.
    ///
    /// ```swift
    /// List($scrums) { $scrum in NavigationLink(destination: DetailView(scrum: $scrum)) { CardView(scrum: scrum) } }
    /// ```
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list with a row for each element of the collection `data` binds, identified by
    /// the value at `id`, each row given a binding to its element.
    ///
    /// ```swift
    /// List($names, id: \.self) { $name in TextField("Name", text: $name) }
    /// ```
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list with a row for each identifiable element of the collection `data` binds,
    /// with the edits `editActions` allows: `.delete` makes rows swipeable to delete.
    ///
    /// ```swift
    /// List($memos, editActions: .delete) { $memo in Text(memo.title) }
    /// ```
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// Creates a list with a row for each identifiable element of the collection `data` binds,
    /// which can only be reordered; nothing reorders rows in a rendered picture.
    ///
    /// ```swift
    /// List($steps, editActions: .move) { $step in Text(step.title) }
    /// ```
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }
}
