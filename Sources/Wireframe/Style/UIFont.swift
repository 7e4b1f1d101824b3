import Foundation

/// UIKit's font, for SwiftUI code that builds a `Font` from one (`Font(UIFont.systemFont(ofSize: 15))`)
/// or reads a font's size. It is the system face at a size and weight; text styles follow the
/// text size as SwiftUI's do.
///
/// ```swift
/// Text("제목").font(Font(UIFont.systemFont(ofSize: 17, weight: .semibold)))
/// ```
public struct UIFont: Hashable, Sendable {
    /// The weight of a font, as UIKit names them.
    public typealias Weight = Font.Weight
    /// A text style, as UIKit names them.
    public typealias TextStyle = Font.TextStyle

    /// The size in points.
    public let pointSize: CGFloat
    let weight: Weight
    let textStyle: TextStyle?

    /// The system font at `fontSize` points in `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font of the text style `style` at the default text size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let font = Font(style)
        return UIFont(pointSize: font.size, weight: font.weight, textStyle: style)
    }

    /// The font named `fontName` at `size`; drawn with the system face, as `Font.custom` is.
    public init?(name fontName: String, size: CGFloat) {
        self.init(pointSize: size, weight: .regular, textStyle: nil)
    }

    init(pointSize: CGFloat, weight: Weight, textStyle: TextStyle?) {
        self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
        self.weight = weight
        self.textStyle = textStyle
    }
}

extension Font {
    /// The font `font` is, as SwiftUI's `Font(_:)` makes one from a `UIFont`.
    ///
    /// ```swift
    /// Text("Inbox").font(Font(UIFont.preferredFont(forTextStyle: .headline)))
    /// ```
    public init(_ font: UIFont) {
        if let style = font.textStyle {
            self = Font.system(style, weight: font.weight)
        } else {
            self = Font.system(size: font.pointSize, weight: font.weight)
        }
    }
}
