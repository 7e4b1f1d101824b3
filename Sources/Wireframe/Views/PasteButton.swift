import Foundation

/// A system button that pastes items of a ``Transferable`` type from the pasteboard, as SwiftUI's
/// `PasteButton`.
///
/// It is drawn as iOS draws it with something to paste: a capsule of the accent colour (or the
/// `tint(_:)`) with the `doc.on.clipboard` symbol and "Paste" in white. `buttonBorderShape(_:)`
/// and `labelStyle(_:)` change its shape and label (`.iconOnly` keeps the symbol), and
/// `disabled(_:)` greys it. Linux has no pasteboard, so a tap pastes nothing and `onPaste` is
/// not called.
///
/// ```swift
/// struct Composer: View {
///     @State private var text = ""
///     var body: some View {
///         HStack {
///             PasteButton(payloadType: String.self) { strings in text = strings.first ?? "" }
///             Text(text)
///         }
///     }
/// }
/// ```
public struct PasteButton: View {
    /// Creates a button that hands `onPaste` the pasteboard's items of `payloadType`.
    ///
    /// - Parameters:
    ///   - payloadType: The type of the items to paste.
    ///   - onPaste: What to do with the items; it receives at least one.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// The capsule with the symbol and "Paste".
    public var body: some View {
        PasteButtonLabel()
    }
}

/// The system's paste control: a prominent bordered button, a capsule unless a shape is set.
private struct PasteButtonLabel: View {
    @Environment(\.buttonBorderShape) private var borderShape

    var body: some View {
        Button {
        } label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(borderShape.isAutomatic ? .capsule : borderShape)
    }
}
