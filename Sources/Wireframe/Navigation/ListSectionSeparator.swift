import Foundation

extension View {
    /// Shows or hides the separators at the top and bottom edges of this list section, in plain
    /// and grouped lists: a line the list's full width above the section's first row (below its
    /// header) and below its last row (above its footer).
    ///
    /// Wireframe draws no section separators unless a section asks for them with `.visible`;
    /// `.hidden` and `.automatic` draw none. An inset grouped list, whose sections are cards,
    /// draws none either, as on iOS.
    ///
    /// ```swift
    /// List {
    ///     Section("Today") { Text("Standup") }
    ///         .listSectionSeparator(.visible, edges: .bottom)
    /// }
    /// .listStyle(.plain)
    /// ```
    ///
    /// - Parameters:
    ///   - visibility: Whether the separators show.
    ///   - edges: Which of the section's separators: `.top`, `.bottom` or both.
    /// - Returns: The section with its separators set.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(SectionSeparatorModifier(setting: ListSectionSeparatorSetting(visibility: visibility, tint: nil, edges: edges)))
    }

    /// Colours the separators at the top and bottom edges of this list section (those
    /// `listSectionSeparator(.visible)` shows). SVG draws them in `color`; ASCII, which has no
    /// colour, draws them as before.
    ///
    /// ```swift
    /// Section("Alerts") { Text("Low battery") }
    ///     .listSectionSeparator(.visible)
    ///     .listSectionSeparatorTint(.red)
    /// ```
    ///
    /// - Parameters:
    ///   - color: The separators' colour; `nil` for the system separator colour.
    ///   - edges: Which of the section's separators: `.top`, `.bottom` or both.
    /// - Returns: The section with its separators tinted.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(SectionSeparatorModifier(setting: ListSectionSeparatorSetting(visibility: nil, tint: color, edges: edges)))
    }
}

/// What one `listSectionSeparator` or `listSectionSeparatorTint` set, for some edges.
struct ListSectionSeparatorSetting: Sendable {
    var visibility: Visibility?
    var tint: Color?
    var edges: VerticalEdge.Set
}

/// A section's separators, as its modifiers set them.
struct ListSectionSeparators: Sendable {
    var top: (isVisible: Bool, tint: Color?) = (false, nil)
    var bottom: (isVisible: Bool, tint: Color?) = (false, nil)

    /// The separators with `setting` applied over them.
    mutating func apply(_ setting: ListSectionSeparatorSetting) {
        func update(_ edge: inout (isVisible: Bool, tint: Color?)) {
            if let visibility = setting.visibility { edge.isVisible = visibility == .visible }
            if let tint = setting.tint { edge.tint = tint }
        }
        if setting.edges.contains(.top) { update(&top) }
        if setting.edges.contains(.bottom) { update(&bottom) }
    }
}

/// Where a section keeps one setting of its separators, for the list around it to read.
enum ListSectionSeparatorKey: LayoutValueKey {
    static let defaultValue: ListSectionSeparatorSetting? = nil
}

private struct SectionSeparatorModifier: ViewModifier, PrimitiveModifier {
    let setting: ListSectionSeparatorSetting

    func apply(to content: @MainActor (ResolveContext) throws -> [Node], in context: ResolveContext) throws -> [Node] {
        let nodes = try content(context)
        let value = LayoutValueNode(key: ListSectionSeparatorKey.self, value: setting)
        return nodes.map { Node(.layoutValue(value), children: [$0]) }
    }
}

extension Node {
    /// The node with the section separator settings around it taken off, and the separators they
    /// set (the setting nearest the section applies last).
    var unwrappingSectionSeparators: (node: Node, separators: ListSectionSeparators) {
        var settings: [ListSectionSeparatorSetting] = []
        var node = self
        while let value = node.kind.as(LayoutValueNode.self), value.keyType == ObjectIdentifier(ListSectionSeparatorKey.self),
            let setting = value.value as? ListSectionSeparatorSetting, node.children.count == 1
        {
            settings.append(setting)
            node = node.children[0]
        }
        var separators = ListSectionSeparators()
        for setting in settings { separators.apply(setting) }
        return (node, separators)
    }
}
