import Foundation

/// The orientation a preview's device is held in, as SwiftUI's `InterfaceOrientation`: a
/// landscape preview is drawn on the device's screen turned, its width and height swapped and
/// its safe area as iOS gives it in landscape.
///
/// ```swift
/// #Preview(traits: .landscapeLeft) { MeetingView() }
/// MeetingView().previewInterfaceOrientation(.landscapeLeft)
/// ```
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable {
    let name: String

    /// Upright, the home indicator at the bottom.
    public static let portrait = InterfaceOrientation(name: "portrait")
    /// Upside down; drawn as portrait.
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    /// Turned with its top to the left.
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    /// Turned with its top to the right.
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")

    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// `screen` held in this orientation. Turned, a phone with a home indicator keeps the notch's
    /// inset on both sides, as iOS does, and 21 points for the indicator at the bottom; a phone
    /// with a home button hides its status bar and has no inset.
    func turned(_ screen: Screen) -> Screen {
        guard self == .landscapeLeft || self == .landscapeRight, let height = screen.height else { return screen }
        let insets = screen.safeAreaInsets
        let turnedInsets = insets.bottom > 0 ? EdgeInsets(top: 0, leading: insets.top, bottom: 21, trailing: insets.top) : EdgeInsets()
        return Screen(width: height, height: screen.width, safeAreaInsets: turnedInsets, name: screen.name)
    }
}

extension View {
    /// Draws the preview with its device in `value`: a landscape preview on the screen turned.
    ///
    /// ```swift
    /// ThemeView(theme: .bubblegum).previewInterfaceOrientation(.landscapeLeft)
    /// ```
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        previewAttributes { $0.orientation = value }
    }
}
