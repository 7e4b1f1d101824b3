import Foundation

/// How text fields look: set with `textFieldStyle(_:)` on a field or on a view around several.
///
/// The built-in styles are drawn: ``RoundedBorderTextFieldStyle`` gives each field a rounded,
/// hairline-bordered box on the background colour, with iOS's insets; ``PlainTextFieldStyle`` and
/// ``DefaultTextFieldStyle`` draw the bare text, as iOS does. A style of the app's own is accepted
/// and its fields are drawn plain.
///
/// ```swift
/// TextField("New York, San Francisco, ...", text: $query)
///     .textFieldStyle(.roundedBorder)
/// ```
public protocol TextFieldStyle {}

/// The style a text field has where no other is set: on iOS, plain.
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.automatic)
/// ```
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the default style.
    public init() {}
}

/// A text field with no decoration: its text alone.
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.plain)
/// ```
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the plain style.
    public init() {}
}

/// A text field in a box with rounded corners and a hairline border, as UIKit's
/// `UITextField.BorderStyle.roundedRect`: 7 points of inset at the sides and 6 above and below
/// the text, a corner radius of 5.
///
/// ```swift
/// TextField("Search", text: $query).textFieldStyle(.roundedBorder)
/// ```
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the rounded-border style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default: plain on iOS.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded box with a hairline border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Sets the style of the text fields inside the view (secure fields too; text editors keep
    /// theirs, as in SwiftUI).
    ///
    /// ```swift
    /// TextField("Email", text: $email).textFieldStyle(.roundedBorder)
    /// ```
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let hasRoundedBorder = style is RoundedBorderTextFieldStyle
        return modifier(EnvironmentModifier { $0.textFieldHasRoundedBorder = hasRoundedBorder })
    }
}

/// A single-line field in the rounded-border style's box: the field inset, on the background
/// colour, in a hairline rounded rectangle drawn behind it.
struct RoundedBorderField: View {
    let field: TextField

    var body: some View {
        field
            .environment(\.textFieldHasRoundedBorder, false)
            .padding(.horizontal, 7)
            .padding(.vertical, 6)
            // Both behind the field, so that the border never covers it for a tap.
            .background(
                RoundedRectangle(cornerRadius: 5, style: .continuous)
                    .strokeBorder(Color(uiColor: .systemGray4), lineWidth: 0.5)
                    .background(RoundedRectangle(cornerRadius: 5, style: .continuous).fill(Color(uiColor: .systemBackground)))
            )
    }
}
