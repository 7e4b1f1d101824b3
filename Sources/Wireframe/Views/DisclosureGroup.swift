import Foundation

/// A view that shows or hides its content under a label with a chevron, as SwiftUI's
/// `DisclosureGroup`.
///
/// It is drawn as iOS draws it: the label and a tinted chevron at the trailing edge (pointing right
/// when collapsed, down when expanded), and, when expanded, the content below. Tapping the row
/// expands or collapses it, in a scripted screen too. Without a binding the group keeps its own
/// state and starts collapsed.
///
/// ```swift
/// DisclosureGroup("About this case study") { Text(readMe) }
/// DisclosureGroup("Advanced", isExpanded: $isShowingAdvanced) { Toggle("Debug", isOn: $debug) }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content
    private let isExpanded: Binding<Bool>?
    @State private var isExpandedState = false

    /// Creates a group showing `content` under `label`, collapsed at first.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = nil
    }

    /// Creates a group showing `content` under `label` while `isExpanded` is `true`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// The label row with its chevron, then the content when expanded.
    public var body: some View {
        let expanded = isExpanded ?? $isExpandedState
        VStack(alignment: .leading, spacing: 8) {
            Button {
                expanded.wrappedValue.toggle()
            } label: {
                HStack(spacing: 8) {
                    // The label keeps the text colour; the chevron takes the tint, as on iOS.
                    label.foregroundStyle(.primary).frame(maxWidth: .infinity, alignment: .leading)
                    Image(systemName: expanded.wrappedValue ? "chevron.down" : "chevron.right")
                        .font(.footnote.bold())
                        .accessibilityHidden(true)
                }
            }
            .accessibilityValue(expanded.wrappedValue ? "Expanded" : "Collapsed")
            if expanded.wrappedValue {
                content
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a group titled `title`, collapsed at first.
    ///
    /// ```swift
    /// DisclosureGroup("About") { Text(readMe) }
    /// ```
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a group titled `title`, expanded while `isExpanded` is `true`.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
