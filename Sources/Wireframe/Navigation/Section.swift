import Foundation

/// A group of rows with an optional header and footer.
///
/// In a `List` or a `Form` each section is a group of its own, drawn as iOS draws it: the header
/// in small grey capitals above the rows, the footer in small grey text below them, and, in the
/// inset grouped style, the rows on a card of their own. Anywhere else a section is its header,
/// its rows and its footer one above the other.
///
/// ```swift
/// Form {
///     Section("Network") {
///         Toggle("Wi-Fi", isOn: $isWiFiOn)
///     }
///     Section {
///         Stepper("Guests: \(guests)", value: $guests, in: 1...8)
///     } header: {
///         Text("Booking")
///     } footer: {
///         Text("Up to eight guests.")
///     }
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent?
    let footer: Footer?
    let content: Content

    /// Creates a section with a header and a footer view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// Creates a section with a header and a footer view, in SwiftUI's earlier form.
    ///
    /// ```swift
    /// Section(header: Text("Account"), footer: Text("Signed in")) { Text("me@example.com") }
    /// ```
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = header
        self.footer = footer
    }

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let isInList = context.environment.isInListRow
        // In a list the header is small grey capitals and the footer small grey text, as on iOS;
        // a header of increased prominence is a bold title in the primary colour.
        func decoration(uppercased: Bool) -> ResolveContext {
            context.with {
                $0.isInListRow = false
                $0.stackAxis = .vertical
                guard isInList else { return }
                if uppercased, $0.headerProminence == .increased {
                    $0.font = $0.font ?? Font.title3.bold()
                    return
                }
                $0.font = $0.font ?? .footnote
                $0.foregroundColor = $0.foregroundColor ?? .gray
                if uppercased { $0.textCase = $0.textCase ?? .uppercase }
            }
        }
        let headerNode = try header.map { try decoration(uppercased: true).resolveSingle($0) }.flatMap(\.nonEmpty)
        let footerNode = try footer.map { try decoration(uppercased: false).resolveSingle($0) }.flatMap(\.nonEmpty)
        let rows = try context.resolve(content)
        guard isInList else {
            let parts = [headerNode, rows.isEmpty ? nil : Node.implicitStack(of: rows), footerNode].compactMap { $0 }
            return [Node(.stack(StackNode(axis: .vertical, alignment: .leading, spacing: defaultSpacing)), children: parts)]
        }
        let section = LayoutValueNode(key: ListSectionKey.self, value: ListSection(header: headerNode, footer: footerNode))
        let stack = Node(.stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0)), children: rows)
        return [Node(.layoutValue(section), children: [stack])]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section of rows without a header or a footer.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        header = nil
        footer = nil
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header view.
    ///
    /// ```swift
    /// Section { Toggle("Wi-Fi", isOn: $isOn) } header: { Label("Network", systemImage: "wifi") }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.content = content()
        self.header = header()
        footer = nil
    }

    /// Creates a section with a header view, in SwiftUI's earlier form.
    ///
    /// ```swift
    /// Section(header: Text("Account")) { Text("me@example.com") }
    /// ```
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = header
        footer = nil
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        header = nil
        self.footer = footer()
    }

    /// Creates a section with a footer view, in SwiftUI's earlier form.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content()
        header = nil
        self.footer = footer
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section whose header is `title`.
    ///
    /// ```swift
    /// Section("Network") { Toggle("Wi-Fi", isOn: $isOn) }
    /// ```
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        header = Text(title)
        footer = nil
    }
}

/// A container of controls for entering data, drawn as iOS draws a form: an inset grouped
/// list, its sections on cards over grey.
///
/// ```swift
/// Form {
///     Section("Profile") {
///         TextField("Name", text: $name)
///         Toggle("Public", isOn: $isPublic)
///     }
/// }
/// ```
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The form drawn by the style `formStyle(_:)` set: on a phone, an inset grouped list of the
    /// content.
    public var body: some View {
        StyledView(
            configuration: FormStyleConfiguration(content: .init(content: AnyView(content))), style: \.formStyle,
            fallback: AnyStyle(makeBody: { AnyView(GroupedForm(content: $0.content)) }))
    }
}

/// A section's header and footer, carried on its rows for the list to draw.
struct ListSection {
    var header: Node?
    var footer: Node?
}

/// Where a section keeps its header and footer, for the list around it to read.
enum ListSectionKey: LayoutValueKey {
    static let defaultValue: ListSection? = nil
}

extension Node {
    /// The node, or `nil` when it is empty and draws nothing.
    fileprivate var nonEmpty: Node? {
        if kind.is(EmptyNode.self) { nil } else { self }
    }

    /// The section whose rows this node holds, when it is a section of a list.
    var listSection: ListSection? {
        guard let value = kind.as(LayoutValueNode.self), value.keyType == ObjectIdentifier(ListSectionKey.self) else { return nil }
        return value.value as? ListSection
    }
}
