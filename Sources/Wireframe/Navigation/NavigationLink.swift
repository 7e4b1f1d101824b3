import Foundation

/// A control that pushes a screen onto the enclosing navigation stack, as in SwiftUI.
///
/// A link with a `destination` pushes that view; a link with a `value` pushes the value, which
/// the stack shows with the `navigationDestination(for:destination:)` declared for its type, and
/// appends to the stack's `path` when it has one of that element type. In a `List`, a link is
/// drawn as the row with a chevron at its trailing edge; elsewhere, as a button. A scripted
/// screen taps it like a button (`host.tap("Details")`), and the pushed screen's back button, or
/// `@Environment(\.dismiss)` inside it, pops it. Outside a navigation stack, a link draws but
/// pushes nothing.
///
/// ```swift
/// NavigationStack {
///     List(memos) { memo in
///         NavigationLink { MemoEditorView(memo: memo) } label: { MemoView(memo: memo) }
///     }
/// }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    private enum Target {
        case view(Destination)
        /// A value to push; `nil` makes a link that is disabled, as in SwiftUI.
        case value(AnyHashable?)
        /// A destination pushed while the binding is `true`; tapping the link sets it.
        case binding(Binding<Bool>, Destination)
    }

    private let label: Label
    private let target: Target

    /// Creates a link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(destination())
    }

    /// Creates a link that pushes `destination`, in the argument order of SwiftUI's first form.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(destination)
    }

    /// Creates a link that pushes `destination` while `isActive` is `true`, SwiftUI's form
    /// deprecated in iOS 16: tapping the link sets `isActive`, popping the screen clears it.
    ///
    /// ```swift
    /// NavigationLink(destination: CounterView(store: store), isActive: $isShowingCounter) { Text("Counter") }
    /// ```
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .binding(isActive, destination)
    }

    /// Creates a link that pushes `destination` while `isActive` is `true` (deprecated in iOS 16).
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// Creates a link that pushes `destination` while `selection` is `tag`, SwiftUI's form
    /// deprecated in iOS 16: tapping the link sets `selection` to `tag`, popping the screen sets
    /// it to `nil`.
    ///
    /// ```swift
    /// NavigationLink(destination: RowView(row), tag: row.id, selection: $selectedID) { Text(row.title) }
    /// ```
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, isActive: selection.isTagged(tag), label: label)
    }

    /// Creates a link that pushes `destination` while `selection` is `tag` (deprecated in iOS 16).
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: selection.isTagged(tag), label: label)
    }

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let stack = context.environment.navigationStack
        let identity = context.identity
        let push: @MainActor () -> Void
        var isEnabled = true
        switch target {
        case .view(let destination):
            let captured = AnyView(destination)
            context.updateNavigationBar { $0.links[identity] = captured }
            push = { stack?.push(.link(identity, captured)) }
        case .value(let value?):
            // In a list with a selection, a link selects its value (which shows a split view's
            // next column) instead of pushing it.
            let listSelection = context.environment.listSelection
            push = {
                if let listSelection, listSelection.select(value) { return }
                stack?.push(.value(value))
            }
        case .value(nil):
            push = {}
            isEnabled = false
        case .binding(let isActive, let destination):
            push = { isActive.wrappedValue = true }
            if isActive.wrappedValue {
                let screen = PresentedScreen(identity: identity, view: AnyView(destination), dismiss: isActive.dismissal)
                context.updateNavigationBar { $0.presented.append(screen) }
            }
        }
        let isInList = context.environment.isInListRow
        let link = Button(action: push) {
            if isInList {
                // The label takes the row; the chevron is the cell's accessory at its trailing edge.
                HStack(spacing: 8) {
                    label.foregroundStyle(.primary).frame(maxWidth: .infinity, alignment: .leading)
                    Image(systemName: "chevron.right").font(.footnote.bold()).foregroundStyle(.gray).flipsForRightToLeftLayoutDirection(
                        true)
                }
            } else {
                label
            }
        }
        return try context.resolve(link.disabled(!isEnabled))
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a link that pushes `value`, shown by the stack's `navigationDestination(for:)`.
    ///
    /// ```swift
    /// NavigationLink(value: memo.id) { MemoView(memo: memo) }
    /// ```
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        if let value {
            self.target = .value(AnyHashable(value))
        } else {
            self.target = .value(nil)
        }
    }

    /// Creates a link titled `title` that pushes `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link titled `title` that pushes `destination`.
    ///
    /// ```swift
    /// NavigationLink("Settings") { SettingsView() }
    /// ```
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a link titled `title` that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a link titled `title` that pushes `destination` while `isActive` is `true`
    /// (deprecated in iOS 16).
    ///
    /// ```swift
    /// NavigationLink("Load optional counter", isActive: $store.isNavigationActive.sending(\.setNavigation)) { CounterView() }
    /// ```
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }

    /// Creates a link titled `title` that pushes `destination` while `selection` is `tag`
    /// (deprecated in iOS 16).
    ///
    /// ```swift
    /// NavigationLink("Row \(row.count)", tag: row.id, selection: $selectedID) { RowView() }
    /// ```
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
    }
}

extension Binding {
    /// A flag that is `true` while the selection is `tag`; setting it selects `tag`, clearing it
    /// clears the selection (when it still is `tag`).
    func isTagged<V: Hashable>(_ tag: V) -> Binding<Bool> where Value == V? {
        Binding<Bool>(
            get: { self.wrappedValue == tag },
            set: { isActive in
                if isActive {
                    self.wrappedValue = tag
                } else if self.wrappedValue == tag {
                    self.wrappedValue = nil
                }
            })
    }
}
