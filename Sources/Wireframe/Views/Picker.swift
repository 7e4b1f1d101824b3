import Foundation

/// A control that picks one of several options, each a view marked with `tag(_:)`.
///
/// The style decides the look, as on iOS: `.menu` (the default) shows the title and the chosen
/// option and opens the options in a menu when tapped; `.segmented` shows every option in a
/// segmented control; `.inline` lists them as rows with a checkmark beside the chosen one. Every
/// option is a button, so a scripted screen picks one by tapping it — for a menu, after tapping
/// the picker: `try await host.tap("Flavor"); try await host.tap("Vanilla")`.
///
/// The options of a `ForEach` without `tag(_:)` are tagged with their ids, as in SwiftUI. A
/// selection that matches no option draws none chosen and warns.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
///     Text("Vanilla").tag(Flavor.vanilla)
/// }
/// Picker("Size", selection: $size) {
///     ForEach(Size.allCases, id: \.self) { Text($0.name) }
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @State private var isShowingOptions = false

    /// Creates a picker bound to `selection`, with a label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// Creates a picker with a label view, in SwiftUI's earlier form.
    ///
    /// ```swift
    /// Picker(selection: $flavor, label: Text("Flavor")) { … }
    /// ```
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    /// The picker in the style of the environment.
    public var body: some View {
        PickerBody(selection: selection, label: AnyView(label), content: AnyView(content), isShowingOptions: $isShowingOptions)
    }
}

extension Picker where Label == Text {
    /// Creates a picker titled `title`.
    ///
    /// ```swift
    /// Picker("정렬", selection: $order) { Text("최신순").tag(Order.newest); Text("제목순").tag(Order.title) }
    /// ```
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension View {
    /// Tags the view with `tag`, which a `Picker` compares with its selection.
    ///
    /// ```swift
    /// Text("Vanilla").tag(Flavor.vanilla)
    /// ```
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(WrappingModifier(kind: .layoutValue(LayoutValueNode(key: TagKey.self, value: AnyHashable(tag)))))
    }

    /// Sets the style of the pickers inside the view.
    ///
    /// ```swift
    /// Picker("Size", selection: $size) { … }.pickerStyle(.segmented)
    /// Picker("Size", selection: $size) { … }.pickerStyle(SegmentedPickerStyle())
    /// ```
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInPickerStyle)?.kind ?? .automatic
        return modifier(EnvironmentModifier { $0.pickerStyle = kind })
    }
}

/// The look of a picker, chosen by the style `pickerStyle(_:)` is given.
struct PickerStyleKind: Hashable, Sendable {
    let name: String
    static let automatic = PickerStyleKind(name: "automatic")
    static let menu = PickerStyleKind(name: "menu")
    static let segmented = PickerStyleKind(name: "segmented")
    static let inline = PickerStyleKind(name: "inline")
    static let wheel = PickerStyleKind(name: "wheel")
    static let navigationLink = PickerStyleKind(name: "navigationLink")
}

/// The tag `tag(_:)` gives a view.
enum TagKey: LayoutValueKey {
    static var defaultValue: AnyHashable? { nil }
}

extension Node {
    /// The tag of the view, read through the modifiers around it.
    var tag: AnyHashable? { layoutValue(for: TagKey.self) }
}

/// A picker's options resolved, drawn in the style of the environment.
private struct PickerBody<SelectionValue: Hashable>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: AnyView
    let content: AnyView
    let isShowingOptions: Binding<Bool>

    var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let optionContext = context.with {
            $0.isInListRow = false
            $0.tagsForEachElement = true
        }
        let options = try optionContext.resolve(content)
        let tags = options.map(\.tag)
        let chosen = AnyHashable(selection.wrappedValue)
        let chosenIndex = tags.firstIndex { $0 == chosen }
        if chosenIndex == nil {
            LayoutWarnings.report("a Picker's selection \(chosen) matches none of its \(options.count) options' tags")
        }
        let select: @MainActor (Int) -> Void = { [selection] index in
            guard let tag = tags[index]?.base as? SelectionValue else { return }
            selection.wrappedValue = tag
        }
        let innerContext = context.with { $0.tagsForEachElement = false }
        switch context.environment.pickerStyle {
        case .segmented:
            return try innerContext.resolve(SegmentedPicker(options: options, chosen: chosenIndex, select: select))
        case .inline, .wheel:
            return try innerContext.resolve(InlinePicker(label: label, options: options, chosen: chosenIndex, select: select))
        default:
            let menu = MenuPicker(label: label, options: options, chosen: chosenIndex, select: select, isShowingOptions: isShowingOptions)
            return try innerContext.resolve(menu)
        }
    }
}

/// The options side by side: in cells ` S1 │[S2]│ S3 `, the chosen one in brackets; in points
/// on a grey track, the chosen one on a white segment.
private struct SegmentedPicker: View {
    let options: [Node]
    let chosen: Int?
    let select: @MainActor (Int) -> Void

    var body: some View {
        CellsOrPoints {
            // The separators stand between the segments, which share the columns left equally.
            HStack(spacing: 0) {
                ForEach(options.indices, id: \.self) { index in
                    if index > 0 { Text("│").accessibilityHidden(true) }
                    cellSegment(index)
                }
            }
        } points: {
            HStack(spacing: 2) {
                ForEach(options.indices, id: \.self) { index in
                    pointSegment(index)
                }
            }
            .padding(2)
            .background(Color.chromeFill(0.46, 0.46, 0.46, opacity: 0.12), in: RoundedRectangle(cornerRadius: 9))
        }
    }

    private func cellSegment(_ index: Int) -> some View {
        let isChosen = index == chosen
        let label = HStack(spacing: 0) {
            Text(isChosen ? "[" : " ")
            ResolvedNodesView(nodes: [options[index]]).lineLimit(1)
            Text(isChosen ? "]" : " ")
        }
        return Button {
            select(index)
        } label: {
            label.foregroundStyle(Color.primary).frame(maxWidth: .infinity)
        }
    }

    private func pointSegment(_ index: Int) -> some View {
        let fill: Color = index == chosen ? Color(light: .white, dark: .hex(0x636366)) : .clear
        let label = ResolvedNodesView(nodes: [options[index]])
            .font(.footnote)
            .foregroundStyle(Color.primary)
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: 28)
        return Button {
            select(index)
        } label: {
            label.background(fill, in: RoundedRectangle(cornerRadius: 7))
        }
    }
}

/// The options as rows, a checkmark beside the chosen one.
private struct InlinePicker: View {
    let label: AnyView
    let options: [Node]
    let chosen: Int?
    let select: @MainActor (Int) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.footnote).foregroundStyle(.gray)
            ForEach(options.indices, id: \.self) { index in
                row(index)
            }
        }
    }

    private func row(_ index: Int) -> some View {
        Button {
            select(index)
        } label: {
            HStack {
                ResolvedNodesView(nodes: [options[index]]).foregroundStyle(Color.primary)
                Spacer(minLength: 8)
                Image(systemName: "checkmark").opacity(index == chosen ? 1 : 0)
            }
        }
    }
}

/// The title, then the chosen option with the menu's chevrons; tapped, it opens the options.
private struct MenuPicker: View {
    let label: AnyView
    let options: [Node]
    let chosen: Int?
    let select: @MainActor (Int) -> Void
    let isShowingOptions: Binding<Bool>
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Button {
            isShowingOptions.wrappedValue = true
        } label: {
            ControlRow(spacing: 4) {
                label.foregroundStyle(isEnabled ? Color.primary : .gray)
            } control: {
                HStack(spacing: 4) {
                    ResolvedNodesView(nodes: chosen.map { [options[$0]] } ?? []).lineLimit(1)
                    Image(systemName: "chevron.up.chevron.down").font(.footnote)
                }
            }
        }
        .foregroundStyle(.gray)
        .confirmationDialog("", isPresented: isShowingOptions, titleVisibility: .hidden) {
            ForEach(options.indices, id: \.self) { index in
                option(index)
            }
        }
    }

    private func option(_ index: Int) -> some View {
        Button {
            select(index)
        } label: {
            ResolvedNodesView(nodes: [options[index]])
        }
    }
}
