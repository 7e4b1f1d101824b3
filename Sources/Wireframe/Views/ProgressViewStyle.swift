/// A look of your own for the progress views inside a view, as SwiftUI's: it makes a view of
/// the progress's configuration, and `ProgressView(configuration)` in it draws the standard look.
///
/// ```swift
/// struct ThemedProgressStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ZStack {
///             RoundedRectangle(cornerRadius: 10).fill(.black).frame(height: 20)
///             ProgressView(configuration).tint(.orange).frame(height: 12).padding(.horizontal)
///         }
///     }
/// }
///
/// ProgressView(value: 0.5).progressViewStyle(ThemedProgressStyle())
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a style makes of a progress view.
    associatedtype Body: View
    /// The progress and the labels of the progress view being drawn.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The view of the progress view whose progress and labels are `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The progress and labels of a progress view, as a ``ProgressViewStyle`` receives them.
///
/// ```swift
/// Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
/// ```
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    ///
    /// ```swift
    /// VStack { configuration.label; ProgressView(configuration) }
    /// ```
    public struct Label: View {
        let content: AnyView
        /// The label as the progress view was given it.
        public var body: some View { content }
    }

    /// The progress view's label of its current value, as a view.
    ///
    /// ```swift
    /// HStack { configuration.label; Spacer(); configuration.currentValueLabel }
    /// ```
    public struct CurrentValueLabel: View {
        let content: AnyView
        /// The label as the progress view was given it.
        public var body: some View { content }
    }

    /// How much is done, from 0 to 1; `nil` for a progress view without a value.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The label of the current value, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view of a style's configuration: the standard look, so a style can wrap it.
    ///
    /// ```swift
    /// ProgressView(configuration).tint(theme.mainColor)
    /// ```
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
    }
}

extension ProgressView {
    /// This progress view's configuration, for a style.
    var styleConfiguration: ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { .init(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) })
    }
}

extension View {
    /// Draws the progress views inside the view with `style`.
    ///
    /// ```swift
    /// ProgressView(value: progress).progressViewStyle(MeetingProgressViewStyle(theme: theme))
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.customProgressViewStyle, CustomProgressViewStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}

/// A ``ProgressViewStyle`` of one's own, erased, as the environment holds it.
struct CustomProgressViewStyle: @unchecked Sendable {
    // Unchecked: the closure is main-actor isolated, and views are made on the main actor only.
    let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView
}

extension EnvironmentValues {
    /// The style set with `progressViewStyle(_:)` of a ``ProgressViewStyle``; `nil` where none is.
    var customProgressViewStyle: CustomProgressViewStyle? {
        get { self[CustomProgressViewStyleKey.self] }
        set { self[CustomProgressViewStyleKey.self] = newValue }
    }
}

private struct CustomProgressViewStyleKey: EnvironmentKey {
    static let defaultValue: CustomProgressViewStyle? = nil
}
