import Foundation

/// UIKit's screen, for code that reads `UIScreen.main.bounds` to size its views.
///
/// While a view is rendered, `UIScreen.main.bounds` is the screen it is rendered on (its full
/// size, safe area included); outside a render, an iPhone 13's 390 × 844 points.
///
/// ```swift
/// Text(text).frame(maxWidth: UIScreen.main.bounds.width - 40)
/// ```
public final class UIScreen: Sendable {
    /// The screen of the device.
    public static let main = UIScreen()

    /// The size of the screen being rendered on, in points.
    @TaskLocal static var renderedSize: CGSize?

    private init() {}

    /// The screen's rectangle in points, at the origin.
    public var bounds: CGRect {
        CGRect(origin: .zero, size: Self.renderedSize ?? CGSize(width: 390, height: 844))
    }

    /// The number of pixels a point holds on the screen: 3, as on an iPhone 13.
    public var scale: CGFloat { 3 }
}
