import Foundation

/// Rows of values in columns, as SwiftUI's `Table` draws them on an iPhone: in compact width iOS
/// shows a table as a plain list with only its first column, so that is what is drawn; the other
/// columns and the headers are not shown.
///
/// Rows come from identifiable data; a `selection` binding is set by tapping a row, as a list's
/// is; a `sortOrder` binding is accepted (the rows are drawn in the order of the data, which the
/// app sorts when the binding changes, as on iOS).
///
/// ```swift
/// struct Person: Identifiable { let id: Int; var name: String; var email: String }
/// Table(people) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Email", value: \.email)
/// }
/// ```
public struct Table<Value: Identifiable>: View {
    private let rows: [Value]
    private let columns: TableColumnList<Value>
    private let selection: ListSelection?

    /// The first column of each row in a plain list.
    public var body: some View {
        TableBody(rows: rows, first: columns.columns.first, selection: selection)
    }
}

extension Table {
    /// Creates a table of the rows of `data` in `columns`.
    ///
    /// ```swift
    /// Table(people) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> TableColumnList<Value>)
    where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: nil)
    }

    /// Creates a table whose tapped row becomes `selection`.
    ///
    /// ```swift
    /// Table(people, selection: $selectedID) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: ListSelection(selection))
    }

    /// Creates a table whose tapped rows are added to `selection`.
    ///
    /// ```swift
    /// Table(people, selection: $selectedIDs) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: ListSelection(selection))
    }

    /// Creates a sortable table; the rows are drawn in the order of `data`, which the app sorts
    /// when `sortOrder` changes.
    ///
    /// ```swift
    /// Table(people, sortOrder: $order) { TableColumn("Name", value: \.name) }
    ///     .onChange(of: order) { people.sort(using: order) }
    /// ```
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns(), selection: nil)
    }

    /// Creates a sortable table whose tapped row becomes `selection`.
    ///
    /// ```swift
    /// Table(people, selection: $selectedID, sortOrder: $order) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns(), selection: ListSelection(selection))
    }

    /// Creates a sortable table whose tapped rows are added to `selection`.
    ///
    /// ```swift
    /// Table(people, selection: $selectedIDs, sortOrder: $order) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns(), selection: ListSelection(selection))
    }
}

/// The rows of a table: its first column's cell for each, in a plain list.
private struct TableBody<Value: Identifiable>: View {
    let rows: [Value]
    let first: TableColumnCell<Value>?
    let selection: ListSelection?

    var body: some View {
        List(selection: selection) {
            if let first {
                ForEach(rows) { row in first.cell(row) }
            }
        }
        .listStyle(.plain)
    }
}

/// Something a `TableColumnBuilder` builds: a column or a list of them.
///
/// ```swift
/// let column: some TableColumnContent = TableColumn("Name", value: \Person.name)
/// ```
public protocol TableColumnContent<TableRowValue> {
    /// The type of the rows the columns show.
    associatedtype TableRowValue: Identifiable
}

/// A column of a `Table`: a title, and the view it shows for each row.
///
/// On an iPhone only a table's first column is drawn, without its title.
///
/// ```swift
/// TableColumn("Name", value: \.name)
/// TableColumn("Age") { person in Text("\(person.age)") }
/// ```
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    /// The type of the rows the column shows.
    public typealias TableRowValue = RowValue

    let label: Label
    let content: (RowValue) -> Content

    /// Sets the column's width; accepted, as an iPhone draws only the first column, edge to edge.
    ///
    /// ```swift
    /// TableColumn("Name", value: \.name).width(120)
    /// ```
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        self
    }

    /// Sets the column's least, ideal and greatest widths; accepted, as `width(_:)` is.
    ///
    /// ```swift
    /// TableColumn("Name", value: \.name).width(min: 80, ideal: 120, max: 200)
    /// ```
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        self
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// Creates a column titled `title` showing the view `content` makes of each row.
    ///
    /// ```swift
    /// TableColumn("Age") { person in Text("\(person.age)") }
    /// ```
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    /// Creates a column titled with `text`, showing the view `content` makes of each row.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a column titled `title` showing the string at `value` of each row.
    ///
    /// ```swift
    /// TableColumn("Name", value: \.name)
    /// ```
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(title), content: { Text($0[keyPath: value]) })
    }

    /// Creates a column titled with `text`, showing the string at `value` of each row.
    public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: text, content: { Text($0[keyPath: value]) })
    }

    /// Creates a column titled `title`, sorted by the value at `value`, showing the view
    /// `content` makes of each row.
    ///
    /// ```swift
    /// TableColumn("Age", value: \.age) { Text("\($0.age)") }
    /// ```
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), content: content)
    }
}

/// The columns a `TableColumnBuilder` built, first first.
///
/// ```swift
/// let columns: TableColumnList<Person> = …
/// ```
public struct TableColumnList<RowValue: Identifiable>: TableColumnContent {
    /// The type of the rows the columns show.
    public typealias TableRowValue = RowValue

    let columns: [TableColumnCell<RowValue>]
}

/// A column's cell for a row, its type erased.
struct TableColumnCell<RowValue: Identifiable> {
    let cell: @MainActor (RowValue) -> AnyView
}

/// Builds the columns of a `Table` from `TableColumn`s, as SwiftUI's `TableColumnBuilder`.
///
/// ```swift
/// Table(people) {
///     TableColumn("Name", value: \.name)
///     if showsEmail { TableColumn("Email", value: \.email) }
/// }
/// ```
@MainActor
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    /// A column.
    public static func buildExpression<S, C: View, L: View>(_ column: TableColumn<RowValue, S, C, L>) -> TableColumnList<RowValue> {
        TableColumnList(columns: [TableColumnCell { @MainActor row in AnyView(column.content(row)) }])
    }

    /// Columns built elsewhere.
    public static func buildExpression(_ columns: TableColumnList<RowValue>) -> TableColumnList<RowValue> {
        columns
    }

    /// The columns in order.
    public static func buildBlock(_ parts: TableColumnList<RowValue>...) -> TableColumnList<RowValue> {
        TableColumnList(columns: parts.flatMap(\.columns))
    }

    /// Columns shown when a condition holds.
    public static func buildOptional(_ part: TableColumnList<RowValue>?) -> TableColumnList<RowValue> {
        part ?? TableColumnList(columns: [])
    }

    /// The columns of the branch taken.
    public static func buildEither(first part: TableColumnList<RowValue>) -> TableColumnList<RowValue> {
        part
    }

    /// The columns of the branch taken.
    public static func buildEither(second part: TableColumnList<RowValue>) -> TableColumnList<RowValue> {
        part
    }
}
