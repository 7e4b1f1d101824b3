import Foundation

/// How forms are drawn, as SwiftUI's `FormStyle`; set with `formStyle(_:)`.
///
/// On a phone every built-in style draws a form grouped: its sections as rounded groups on the
/// grouped background, as an inset grouped list draws them. `.columns`, which lays a form out in
/// two columns on a Mac, is drawn grouped too, as iOS draws it.
///
/// ```swift
/// Form { Toggle("Wi-Fi", isOn: $wifi) }.formStyle(.grouped)
/// ```
public protocol FormStyle {
    /// The view a style draws a form as.
    associatedtype Body: View
    /// The properties of a form.
    typealias Configuration = FormStyleConfiguration
    /// Draws the form `configuration` describes.
    @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a form a style draws: its content, as a view.
///
/// ```swift
/// struct PaddedFormStyle: FormStyle {
///     func makeBody(configuration: Configuration) -> some View { VStack { configuration.content }.padding() }
/// }
/// ```
public struct FormStyleConfiguration {
    /// The form's content, as a view.
    public struct Content: View {
        let content: AnyView
        /// The rows and sections the form was made with.
        public var body: some View { content }
    }

    /// The rows and sections of the form.
    public let content: Content
}

/// The platform's form: on a phone, grouped.
///
/// ```swift
/// Form { Text("a") }.formStyle(.automatic)
/// ```
public struct AutomaticFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
    /// The content as an inset grouped list.
    public func makeBody(configuration: Configuration) -> some View { GroupedForm(content: configuration.content) }
}

/// Sections as rounded groups on the grouped background.
///
/// ```swift
/// Form { Text("a") }.formStyle(.grouped)
/// ```
public struct GroupedFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
    /// The content as an inset grouped list.
    public func makeBody(configuration: Configuration) -> some View { GroupedForm(content: configuration.content) }
}

/// Labels in a column beside their controls on a Mac; on a phone, grouped, as iOS draws it.
///
/// ```swift
/// Form { Text("a") }.formStyle(.columns)
/// ```
public struct ColumnsFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
    /// The content as an inset grouped list, as a phone draws it.
    public func makeBody(configuration: Configuration) -> some View { GroupedForm(content: configuration.content) }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's form: grouped on a phone.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections as rounded groups.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns on a Mac; grouped on a phone.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets how the forms inside are drawn.
    ///
    /// ```swift
    /// Form { Toggle("Wi-Fi", isOn: $wifi) }.formStyle(.grouped)
    /// ```
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.formStyle = AnyStyle(makeBody: { AnyView(style.makeBody(configuration: $0)) }) })
    }
}

/// A form as a phone draws it: an inset grouped list of its content.
struct GroupedForm<Content: View>: View {
    let content: Content

    var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}
