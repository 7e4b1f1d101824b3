/// The device a preview is drawn on, named as Xcode names simulators, as SwiftUI's
/// `PreviewDevice`.
///
/// Wireframe knows the screens of `iPhone 15` (and `iPhone 16`), `iPhone 15 Pro Max`, `iPhone 13`
/// (and `iPhone 14`) and `iPhone SE` (and its generations), ignoring case, spaces and hyphens;
/// a preview on another device reports the device when it renders.
///
/// ```swift
/// MemosView(store: store).previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
/// MemosView(store: store).previewDevice("iPhone 15")
/// ```
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name.
    public let rawValue: String

    /// The device called `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The device called `value`.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }
}

extension View {
    /// Chooses the device whose screen the preview is drawn on, as in SwiftUI. It draws nothing.
    ///
    /// ```swift
    /// MemosView(store: store).previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
    /// ```
    /// - Parameter value: The device, or `nil` for the default, an iPhone 13.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        previewAttributes { $0.device = value }
    }
}
