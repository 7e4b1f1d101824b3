import Foundation

/// A box that groups views under an optional label, as SwiftUI's `GroupBox`.
///
/// It is drawn as iOS draws it: the label in bold above the content, both 16 points inside a
/// rounded box of the secondary system background colour, the box as wide as it is offered.
///
/// ```swift
/// GroupBox("Today") {
///     Text("3 memos")
/// }
/// GroupBox { Toggle("Sync", isOn: $sync) } label: { Label("iCloud", systemImage: "cloud") }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    /// Creates a box of `content` under `label`.
    ///
    /// ```swift
    /// GroupBox { Text("3 memos") } label: { Label("Today", systemImage: "calendar") }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label and the content in the rounded box.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label { label.font(.headline) }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8))
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates a box of `content` without a label.
    ///
    /// ```swift
    /// GroupBox { Text("Signed in as Ann") }
    /// ```
    public init(@ViewBuilder content: () -> Content) {
        label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// Creates a box of `content` titled `titleKey`.
    ///
    /// ```swift
    /// GroupBox("Today") { Text("3 memos") }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a box of `content` titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
