import Foundation

/// A value with a label that says what it is, as SwiftUI's `LabeledContent`.
///
/// In a `Form` or a `List` row it is drawn as iOS draws it: the label at the leading edge, the
/// value at the trailing edge in the secondary colour. Anywhere else the label and the value sit
/// side by side, as in an `HStack`. Set another look with ``View/labeledContentStyle(_:)``.
///
/// ```swift
/// Form {
///     LabeledContent("Name", value: "Ann")
///     LabeledContent("Price", value: 9.5, format: .number.precision(.fractionLength(2)))
///     LabeledContent("Volume") { Slider(value: $volume) }
/// }
/// // │ Name                                   Ann │
/// // │ Price                                 9.50 │
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a labelled value from a view of the value and a view of its label.
    ///
    /// ```swift
    /// LabeledContent { Text("42") } label: { Label("Answer", systemImage: "star") }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label and the value, as the style in the environment draws them.
    public var body: some View {
        StyledView(
            configuration: LabeledContentStyleConfiguration(
                label: .init(content: AnyView(label)), content: .init(content: AnyView(content))),
            style: \.labeledContentStyle, fallback: AnyStyle(AutomaticLabeledContentStyle()))
    }
}

extension LabeledContent where Label == Text {
    /// Creates a labelled value whose label is `titleKey`.
    ///
    /// ```swift
    /// LabeledContent("Volume") { Slider(value: $volume) }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a labelled value whose label is `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labelled text value.
    ///
    /// ```swift
    /// LabeledContent("Name", value: "Ann")
    /// ```
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init {
            Text(value)
        } label: {
            Text(titleKey)
        }
    }

    /// Creates a labelled text value whose label is a string.
    ///
    /// ```swift
    /// LabeledContent(pet.species, value: pet.name)
    /// ```
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init {
            Text(value)
        } label: {
            Text(title)
        }
    }

    /// Creates a labelled value that `format` writes as text.
    ///
    /// ```swift
    /// LabeledContent("Price", value: 9.5, format: .number.precision(.fractionLength(2)))   // 9.50
    /// ```
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init {
            Text(value, format: format)
        } label: {
            Text(titleKey)
        }
    }

    /// Creates a labelled value that `format` writes as text, whose label is a string.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init {
            Text(value, format: format)
        } label: {
            Text(title)
        }
    }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Creates labelled content from a style's configuration, so a style can wrap the default look.
    ///
    /// ```swift
    /// struct BoldLabeledContentStyle: LabeledContentStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         LabeledContent(configuration).bold()
    ///     }
    /// }
    /// ```
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

/// A look for labelled content: how the label and the value are put together.
///
/// ```swift
/// struct StackedLabeledContentStyle: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label; configuration.content.font(.caption) }
///     }
/// }
/// LabeledContent("Name", value: "Ann").labeledContentStyle(StackedLabeledContentStyle())
/// ```
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view a style makes of labelled content.
    associatedtype Body: View
    /// The label and the value being drawn.
    typealias Configuration = LabeledContentStyleConfiguration
    /// The view of the labelled content whose parts are `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of labelled content, as a ``LabeledContentStyle`` receives them.
///
/// ```swift
/// HStack { configuration.label; Spacer(); configuration.content }
/// ```
public struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label as the labelled content was given it.
        public var body: some View { content }
    }

    /// The value, as a view.
    public struct Content: View {
        let content: AnyView
        /// The value as the labelled content was given it.
        public var body: some View { content }
    }

    /// The label of the labelled content.
    public let label: Label
    /// The value of the labelled content.
    public let content: Content
}

/// The look labelled content has where no style is set: a form row in a form or a list, the
/// label and the value side by side elsewhere.
///
/// ```swift
/// LabeledContent("Name", value: "Ann").labeledContentStyle(.automatic)
/// ```
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates the default style.
    public init() {}
    /// The label and the value, placed for where they are.
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticLabeledContent(configuration: configuration)
    }
}

/// The default look, which reads whether it is in a list row.
private struct AutomaticLabeledContent: View {
    let configuration: LabeledContentStyleConfiguration
    @Environment(\.isInListRow) private var isInListRow

    var body: some View {
        if isInListRow {
            // As a form row: the label keeps the room it needs, the value goes to the trailing
            // edge in the secondary colour, and VoiceOver reads them as one element.
            HStack {
                configuration.label.layoutPriority(1)
                Spacer(minLength: 8)
                configuration.content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
            }
            .accessibilityElement(children: .combine)
        } else {
            HStack {
                configuration.label
                configuration.content
            }
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The default look: a form row in a form or a list, side by side elsewhere.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    /// Sets the style of the labelled content inside the view.
    ///
    /// ```swift
    /// Form { LabeledContent("Name", value: "Ann") }.labeledContentStyle(.automatic)
    /// ```
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyle, AnyStyle(style))
    }
}

extension EnvironmentValues {
    /// The style of labelled content set with `labeledContentStyle(_:)`; `nil` is the default.
    var labeledContentStyle: AnyStyle<LabeledContentStyleConfiguration>? {
        get { self[LabeledContentStyleKey.self]?.value }
        set { self[LabeledContentStyleKey.self] = newValue.map(UncheckedBox.init) }
    }
}

private struct LabeledContentStyleKey: EnvironmentKey {
    // Unchecked: a style's closure is main-actor isolated, and views are made on the main actor.
    static let defaultValue: UncheckedBox<AnyStyle<LabeledContentStyleConfiguration>>? = nil
}

extension AnyStyle where Configuration == LabeledContentStyleConfiguration {
    /// `style`, erased.
    @MainActor init<S: LabeledContentStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}
