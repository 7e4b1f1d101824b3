import Foundation

/// A list of pushed values of any hashable types, as SwiftUI's `NavigationPath` is: the path of
/// a ``NavigationStack`` whose screens show different kinds of data.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) {
///     Button("Open memo") { path.append(memo.id) }
///         .navigationDestination(for: Memo.ID.self) { MemoEditorView(id: $0) }
/// }
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// Creates an empty path.
    public init() {
        elements = []
    }

    /// Creates a path of `elements`, bottom first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        var erased: [AnyHashable] = []
        for element in elements { erased.append(AnyHashable(element)) }
        self.elements = erased
    }

    /// How many values the path holds.
    public var count: Int { elements.count }

    /// Whether the path holds no value: the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values, at most as many as the path holds.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(Swift.max(0, Swift.min(k, elements.count)))
    }
}

extension NavigationStack {
    /// Creates a navigation stack whose pushed screens are the values of `path`, of any types.
    ///
    /// ```swift
    /// NavigationStack(path: $path) { HomeView() }
    /// ```
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(root: root(), path: AnyNavigationPath(path))
    }
}

extension AnyNavigationPath {
    /// The type-erased form of a ``NavigationPath`` binding: it takes values of every type.
    init(_ binding: Binding<NavigationPath>) {
        elements = binding.wrappedValue.elements
        pop = { count in binding.wrappedValue.removeLast(count) }
        append = { value in
            binding.wrappedValue.elements.append(value)
            return true
        }
    }
}
