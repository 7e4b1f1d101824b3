import Foundation

/// A view that shows a value within a range, as SwiftUI's `Gauge`.
///
/// It is drawn in iOS's default linear capacity style: the label above a thin capsule filled
/// to the value's place in the range, the minimum and maximum value labels at either end of
/// the capsule and the current value label below it. A value outside the range is drawn at the
/// nearer end; a value that is not a number, or an empty or infinite range, draws an empty
/// capsule.
///
/// ```swift
/// Gauge(value: 0.4) { Text("Battery") }
/// Gauge(value: 67, in: 0...100) {
///     Text("BPM")
/// } currentValueLabel: {
///     Text("67")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// // BPM
/// // 0 ━━━━━━━━━━━━━━──────── 100
/// // 67
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.tint) private var tint

    /// Creates a gauge of `value` in `bounds` with every label; the marked value labels are
    /// accepted and not drawn, as the linear capacity style does not show them.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        fraction = gaugeFraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// The label, the capsule between the bounds labels, and the current value label below.
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            label
            HStack(spacing: 8) {
                if let minimumValueLabel { minimumValueLabel.font(.footnote).foregroundStyle(.secondary) }
                CapsuleBar(fraction: fraction, fill: tint ?? .accentColor).accessibilityHidden(true)
                if let maximumValueLabel { maximumValueLabel.font(.footnote).foregroundStyle(.secondary) }
            }
            if let currentValueLabel { currentValueLabel.font(.footnote).foregroundStyle(.secondary) }
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue(percentText(fraction))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge of `value` in `bounds` with a label.
    ///
    /// ```swift
    /// Gauge(value: fuel, in: 0...60) { Text("Fuel") }
    /// ```
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge of `value` in `bounds` with a label and a label for the current value.
    ///
    /// ```swift
    /// Gauge(value: 0.7) { Text("Storage") } currentValueLabel: { Text("70%") }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge with marked value labels, which are accepted and not drawn.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        fraction = gaugeFraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge of `value` in `bounds` with labels for the current value and both bounds.
    ///
    /// ```swift
    /// Gauge(value: 21, in: 10...30) {
    ///     Text("Temperature")
    /// } currentValueLabel: {
    ///     Text("21°")
    /// } minimumValueLabel: {
    ///     Text("10°")
    /// } maximumValueLabel: {
    ///     Text("30°")
    /// }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() })
    }
}

/// A look for gauges. Every style is drawn as iOS's linear capacity gauge: the circular and
/// accessory styles of widgets and watch faces are accepted and drawn linear.
///
/// ```swift
/// Gauge(value: 0.5) { Text("Speed") }.gaugeStyle(.accessoryCircular)   // drawn linear
/// ```
public struct GaugeStyleKind: Hashable, Sendable {
    let name: String
    /// The platform's choice: linear capacity on iOS.
    public static let automatic = GaugeStyleKind(name: "automatic")
    /// A bar filled to the value.
    public static let linearCapacity = GaugeStyleKind(name: "linearCapacity")
    /// A bar with a marker at the value, as widgets show it; drawn as linear capacity.
    public static let accessoryLinear = GaugeStyleKind(name: "accessoryLinear")
    /// A bar filled to the value, as widgets show it; drawn as linear capacity.
    public static let accessoryLinearCapacity = GaugeStyleKind(name: "accessoryLinearCapacity")
    /// An open ring with a marker at the value; drawn as linear capacity.
    public static let accessoryCircular = GaugeStyleKind(name: "accessoryCircular")
    /// A closed ring filled to the value; drawn as linear capacity.
    public static let accessoryCircularCapacity = GaugeStyleKind(name: "accessoryCircularCapacity")
}

extension View {
    /// Sets the style of the gauges inside the view. Every style is drawn as the linear
    /// capacity gauge iOS shows by default.
    ///
    /// ```swift
    /// Gauge(value: 0.5) { Text("Speed") }.gaugeStyle(.linearCapacity)
    /// ```
    public func gaugeStyle(_ style: GaugeStyleKind) -> some View {
        self
    }
}

/// `value`'s place in `bounds`, from 0 to 1; 0 for a value that is not a number or a range
/// that is empty or not finite.
func gaugeFraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let lower = Double(bounds.lowerBound)
    let span = Double(bounds.upperBound) - lower
    let offset = Double(value) - lower
    guard span > 0, span.isFinite, !offset.isNaN else { return 0 }
    return Swift.min(Swift.max(offset / span, 0), 1)
}
