import Foundation

/// Controls that belong together, side by side, as SwiftUI's `ControlGroup`.
///
/// In a screen's content it is drawn as iOS draws it: the controls share the width equally on
/// one rounded grey segment, thin lines between them; in cells the segment is a box. A label
/// given to the group is not drawn, as iOS shows it only in menus.
///
/// ```swift
/// ControlGroup {
///     Button("Bold") { bold() }
///     Button("Italic") { italic() }
/// }
/// ```
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// Creates a group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The controls side by side on the segment.
    public var body: some View {
        ControlGroupBody(content: AnyView(content))
    }
}

extension ControlGroup {
    /// Creates a group of controls with a label, which is not drawn in content.
    ///
    /// ```swift
    /// ControlGroup { Button("-") { } ; Button("+") { } } label: { Text("Zoom") }
    /// ```
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }

    /// Creates a group of controls titled `titleKey`; the title is not drawn in content.
    ///
    /// ```swift
    /// ControlGroup("Zoom") { Button("-") { } ; Button("+") { } }
    /// ```
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.content = LabeledControlGroupContent(content: content(), label: Text(titleKey))
    }
}

/// The controls of a labelled ``ControlGroup``; the label is not drawn.
///
/// ```swift
/// let group: ControlGroup<LabeledControlGroupContent<Button<Text>, Text>> = ControlGroup("Zoom") { Button("+") { } }
/// ```
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The controls.
    public var body: some View {
        content
    }
}

/// The group's controls resolved, each becoming one of the equal segments on a rounded grey
/// fill, a thin line between each two in SVG; on the ASCII grid, where a line a point wide would
/// take a whole column of cells, the space between the labels separates them, and the segments
/// share the columns with nothing between them.
private struct ControlGroupBody: View, PrimitiveView {
    let content: AnyView

    var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let controls = try context.with { $0.isInListRow = false }.resolve(content)
        let segments = HStack(spacing: 0) {
            ForEach(controls.indices, id: \.self) { index in
                if index > 0 {
                    CellsOrPoints {
                        Color.clear.frame(width: 0, height: 24)
                    } points: {
                        Rectangle().fill(Color(.separator)).frame(width: 1, height: 24)
                    }
                    .accessibilityHidden(true)
                }
                ResolvedNodesView(nodes: [controls[index]]).frame(maxWidth: .infinity, minHeight: 44)
            }
        }
        .background(Color.chromeFill(0.47, 0.47, 0.47, opacity: 0.12), in: RoundedRectangle(cornerRadius: 10))
        return try context.resolve(segments)
    }
}
