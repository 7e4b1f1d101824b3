/// The size of the canvas a preview is drawn on, as SwiftUI's `PreviewLayout`.
///
/// ```swift
/// Badge(count: 3).previewLayout(.sizeThatFits)
/// Toolbar().previewLayout(.fixed(width: 390, height: 88))
/// ```
public struct PreviewLayout: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case device
        case sizeThatFits
        case fixed(width: CGFloat, height: CGFloat)
    }

    let storage: Storage

    /// The whole screen of the preview's device (``View/previewDevice(_:)``, else an iPhone 13),
    /// with its safe area; the default.
    public static let device = PreviewLayout(storage: .device)

    /// A canvas the size the view chooses when offered the device's screen, without a safe area.
    public static let sizeThatFits = PreviewLayout(storage: .sizeThatFits)

    /// A canvas of `width` × `height` points, without a safe area. A size that cannot be drawn
    /// (zero, negative, not finite) is reported when the preview renders.
    public static func fixed(width: CGFloat, height: CGFloat) -> PreviewLayout {
        PreviewLayout(storage: .fixed(width: width, height: height))
    }
}

extension View {
    /// Chooses the canvas the preview is drawn on, as in SwiftUI. It draws nothing.
    ///
    /// ```swift
    /// MemoRow(memo: .sample).previewLayout(.sizeThatFits)
    /// ```
    /// - Parameter value: ``PreviewLayout/device`` (the default), ``PreviewLayout/sizeThatFits``
    ///   or ``PreviewLayout/fixed(width:height:)``.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        previewAttributes { $0.layout = value }
    }
}
