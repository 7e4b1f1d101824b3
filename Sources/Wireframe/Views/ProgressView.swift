import Foundation

/// A view that shows progress: a bar filled to a value, or, without a value, a spinner.
///
/// A value is clamped into `0...total`; `nil` shows the spinner. The label is drawn above the
/// bar, or below the spinner, as on iOS.
///
/// ```swift
/// ProgressView(value: 0.4)
/// ProgressView("Downloading…", value: downloaded, total: size)
/// ProgressView()                      // a spinner
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.tint) private var tint
    @Environment(\.progressViewStyle) private var style
    @Environment(\.customProgressViewStyle) private var customStyle

    /// Creates a progress view with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = progressFraction(value, total: total)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    /// The bar (or the spinner) with its labels, or what a ``ProgressViewStyle`` set on the view
    /// makes of them.
    public var body: some View {
        if let customStyle {
            // Inside the style's body, `ProgressView(configuration)` draws the standard look.
            customStyle.makeBody(styleConfiguration).environment(\.customProgressViewStyle, nil)
        } else if let fraction, style != .circular {
            VStack(alignment: .leading, spacing: 4) {
                if let label { label }
                CapsuleBar(fraction: fraction, fill: tint ?? .accentColor).accessibilityHidden(true)
                if let currentValueLabel { currentValueLabel.font(.footnote).foregroundStyle(.gray) }
            }
            .accessibilityElement(children: .combine)
            .accessibilityValue(percentText(fraction))
        } else {
            VStack(spacing: 8) {
                Image(systemName: "rays").foregroundStyle(.gray).accessibilityLabel("In progress")
                if let label { label.foregroundStyle(.gray) }
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a spinner.
    ///
    /// ```swift
    /// if isLoading { ProgressView() }
    /// ```
    public init() {
        fraction = nil
        label = nil
        currentValueLabel = nil
    }

    /// Creates a bar filled to `value` of `total`, or a spinner when `value` is `nil`.
    ///
    /// ```swift
    /// ProgressView(value: 3, total: 10)
    /// ```
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = progressFraction(value, total: total)
        label = nil
        currentValueLabel = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a spinner with a label.
    ///
    /// ```swift
    /// ProgressView { Text("Loading") }
    /// ```
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
        currentValueLabel = nil
    }

    /// Creates a bar with a label, filled to `value` of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = progressFraction(value, total: total)
        self.label = label()
        currentValueLabel = nil
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a spinner with a text label.
    ///
    /// ```swift
    /// ProgressView("불러오는 중…")
    /// ```
    public init<S: StringProtocol>(_ title: S) {
        fraction = nil
        label = Text(title)
        currentValueLabel = nil
    }

    /// Creates a bar with a text label, filled to `value` of `total`.
    ///
    /// ```swift
    /// ProgressView("Uploading", value: sent, total: size)
    /// ```
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = progressFraction(value, total: total)
        label = Text(title)
        currentValueLabel = nil
    }
}

/// A look for progress views.
///
/// ```swift
/// ProgressView(value: 0.5).progressViewStyle(.circular)
/// ```
public struct ProgressViewStyleKind: Hashable, Sendable {
    let name: String
    /// The platform's choice: a bar for a value, a spinner without one.
    public static let automatic = ProgressViewStyleKind(name: "automatic")
    /// A bar filled to the value.
    public static let linear = ProgressViewStyleKind(name: "linear")
    /// A spinner, whatever the value.
    public static let circular = ProgressViewStyleKind(name: "circular")
}

extension View {
    /// Sets the style of the progress views inside the view.
    ///
    /// ```swift
    /// ProgressView(value: 0.5).progressViewStyle(.linear)
    /// ```
    public func progressViewStyle(_ style: ProgressViewStyleKind) -> some View {
        environment(\.progressViewStyle, style)
    }
}

extension EnvironmentValues {
    /// The style of progress views, set with `progressViewStyle(_:)`.
    var progressViewStyle: ProgressViewStyleKind {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = ProgressViewStyleKind.automatic
}

/// `value` as a fraction of `total`, clamped to 0…1; `nil` for no value.
func progressFraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
    guard let value else { return nil }
    let total = Double(total)
    guard total > 0, total.isFinite, !Double(value).isNaN else { return 0 }
    return Swift.min(Swift.max(Double(value) / total, 0), 1)
}

/// A thin grey capsule filled from the leading edge to `fraction` with `fill`, as iOS draws a
/// progress bar and a capacity gauge; in cells a line of `─` covered by `━`.
struct CapsuleBar: View {
    let fraction: Double
    let fill: Color

    var body: some View {
        CellsOrPoints {
            TrackView(fraction: fraction, idealWidth: 100) {
                cellRule("─")
                cellRule("━").foregroundStyle(fill)
            }
        } points: {
            TrackView(fraction: fraction, idealWidth: 100) {
                Capsule().fill(Color.track).frame(height: 4)
                Capsule().fill(fill).frame(height: 4)
            }
        }
    }
}
