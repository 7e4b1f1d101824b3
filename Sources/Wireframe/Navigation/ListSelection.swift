import Foundation

extension List {
    /// Creates a list whose rows can be selected: tapping a row whose tag (or, in a `ForEach`,
    /// whose id) is of the selection's type makes it the selection, drawn with a grey
    /// background. A `NavigationLink(value:)` in a row selects its value instead of pushing it;
    /// in a `NavigationSplitView`'s column a selection shows the next column.
    ///
    /// ```swift
    /// List(selection: $folder) {
    ///     Text("Inbox").tag(Folder.inbox)
    ///     Text("Archive").tag(Folder.archive)
    /// }
    /// ```
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(selection: ListSelection.make(selection), content: content)
    }

    /// Creates a list whose rows can be selected; a tap selects the tapped row alone, as outside
    /// of edit mode on iOS.
    ///
    /// ```swift
    /// List(selection: $selectedIDs) { ForEach(memos) { Text($0.title) } }
    /// ```
    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(selection: ListSelection.make(selection), content: content)
    }

    /// Creates a list with a row for each identifiable element of `data`; tapping a row makes
    /// its id the selection.
    ///
    /// ```swift
    /// List(memos, selection: $selectedID) { Text($0.title) }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Data.Element.ID?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: ListSelection.make(selection)) { ForEach(data, content: rowContent) }
    }

    /// Creates a list with a row for each identifiable element of `data`; tapping a row selects
    /// its id alone.
    ///
    /// ```swift
    /// List(memos, selection: $selectedIDs) { Text($0.title) }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<Data.Element.ID>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: ListSelection.make(selection)) { ForEach(data, content: rowContent) }
    }

    /// Creates a list with a row for each element of `data`, identified by `id`; tapping a row
    /// makes its id the selection.
    ///
    /// ```swift
    /// List(names, id: \.self, selection: $name) { Text($0) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: ListSelection.make(selection)) { ForEach(data, id: id, content: rowContent) }
    }
}

/// A list's selection binding, its value's type erased: single (`Binding<V?>`) or a set.
@MainActor
final class ListSelection {
    /// The selection of `binding`, if there is one.
    static func make<Value: Hashable>(_ binding: Binding<Value?>?) -> ListSelection? {
        guard let binding else { return nil }
        return ListSelection(binding)
    }

    /// The selection of `binding`, if there is one.
    static func make<Value: Hashable>(_ binding: Binding<Set<Value>>?) -> ListSelection? {
        guard let binding else { return nil }
        return ListSelection(binding)
    }

    /// Whether `value` is selected.
    let contains: @MainActor (AnyHashable) -> Bool
    /// Selects `value` alone when it is of the selection's type, and reports whether it was.
    let select: @MainActor (AnyHashable) -> Bool
    /// Whether `value` is of the selection's type, so a row tagged with it can be selected.
    let accepts: (AnyHashable) -> Bool
    /// Whether something is selected.
    let isEmpty: @MainActor () -> Bool
    /// Selects nothing.
    let clear: @MainActor () -> Void

    init<Value: Hashable>(_ binding: Binding<Value?>) {
        contains = { value in binding.wrappedValue.map { AnyHashable($0) } == value }
        select = { value in
            guard let value = value.base as? Value else { return false }
            binding.wrappedValue = value
            return true
        }
        accepts = { $0.base is Value }
        isEmpty = { binding.wrappedValue == nil }
        clear = { if binding.wrappedValue != nil { binding.wrappedValue = nil } }
    }

    init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
        contains = { value in binding.wrappedValue.contains { AnyHashable($0) == value } }
        select = { value in
            guard let value = value.base as? Value else { return false }
            binding.wrappedValue = [value]
            return true
        }
        accepts = { $0.base is Value }
        isEmpty = { binding.wrappedValue.isEmpty }
        clear = { if !binding.wrappedValue.isEmpty { binding.wrappedValue = [] } }
    }
}

extension EnvironmentValues {
    /// The selection of the list the view is a row of, which its `NavigationLink(value:)` sets.
    var listSelection: ListSelection? { object(of: ListSelection.self) }
}
