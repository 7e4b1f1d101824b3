import Foundation

/// A control that picks a value in a range by dragging a thumb along a track, drawn as iOS
/// draws it: the part before the thumb in the accent colour, the rest in light grey.
///
/// The value is clamped into the range and, with a `step`, rounded to it. Dragging needs a
/// finger: a scripted screen changes the value through the slider's binding.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1)
/// Slider(value: $brightness) { Text("Brightness") } minimumValueLabel: {
///     Image(systemName: "sun.min")
/// } maximumValueLabel: {
///     Image(systemName: "sun.max")
/// }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    /// Creates a slider with a label, and labels for the two ends of the range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = sliderFraction(of: value.wrappedValue, in: bounds, step: step)
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// The track, with the value labels at its ends; the label names the slider for
    /// accessibility and is not drawn, as on iOS.
    public var body: some View {
        HStack(spacing: 8) {
            if let minimumValueLabel { minimumValueLabel.foregroundStyle(.gray) }
            sliderTrack(fraction: fraction, tint: isEnabled ? tint ?? .accentColor : .gray)
            if let maximumValueLabel { maximumValueLabel.foregroundStyle(.gray) }
        }
        .opacity(isEnabled ? 1 : 0.5)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel((label as? Text)?.plainString ?? "")
        .accessibilityValue(percentText(fraction))
    }
}

extension Slider {
    /// A slider with its label and its two value labels given as views, in the order of
    /// SwiftUI's first form: the value labels before the label's closure.
    ///
    /// ```swift
    /// Slider(value: $volume, in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%")) {
    ///     Text("Volume")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value, kept within `bounds`.
    ///   - bounds: The values the slider spans.
    ///   - step: The distance between the values it stops at; any value when 0.
    ///   - onEditingChanged: Called as a drag starts and ends; nothing drags a still picture.
    ///   - minimumValueLabel: The view at the low end.
    ///   - maximumValueLabel: The view at the high end.
    ///   - label: What the slider sets, read by VoiceOver.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 0, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        fraction = sliderFraction(of: value.wrappedValue, in: bounds, step: step)
        self.label = label()
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider over `bounds` (0 to 1 by default).
    ///
    /// ```swift
    /// Slider(value: $progress)
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = sliderFraction(of: value.wrappedValue, in: bounds, step: 0)
        label = EmptyView()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    /// Creates a slider over `bounds` whose value moves in steps of `step`.
    ///
    /// ```swift
    /// Slider(value: $rating, in: 0...5, step: 1)
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = sliderFraction(of: value.wrappedValue, in: bounds, step: step)
        label = EmptyView()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label.
    ///
    /// ```swift
    /// Slider(value: $volume, in: 0...10) { Text("Volume") }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = sliderFraction(of: value.wrappedValue, in: bounds, step: step)
        self.label = label()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

/// Where `value` sits in `bounds`, from 0 to 1, after clamping it and rounding it to `step`.
func sliderFraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>, step: V.Stride) -> Double
where V.Stride: BinaryFloatingPoint {
    let low = Double(bounds.lowerBound)
    let high = Double(bounds.upperBound)
    guard high > low, low.isFinite, high.isFinite else { return 0 }
    var value = Double(value)
    guard !value.isNaN else { return 0 }
    value = Swift.min(Swift.max(value, low), high)
    let step = Double(step)
    if step > 0, step.isFinite { value = Swift.min(low + ((value - low) / step).rounded() * step, high) }
    return (value - low) / (high - low)
}

/// A slider's track, filled with `tint` up to `fraction` under the thumb: in ASCII `━━━━●────`,
/// in SVG a 4-point capsule under a white thumb 27 points across with a soft shadow.
@MainActor
func sliderTrack(fraction: Double, tint: Color) -> some View {
    sliderTrackCells(fraction: fraction, tint: tint).accessibilityHidden(true)
}

/// A fraction as VoiceOver reads a slider's or a progress bar's value: `"40%"`.
func percentText(_ fraction: Double) -> String {
    guard fraction.isFinite else { return "0%" }
    return "\(Int((fraction * 100).rounded()))%"
}

@MainActor
private func sliderTrackCells(fraction: Double, tint: Color) -> some View {
    CellsOrPoints {
        TrackView(fraction: fraction, idealWidth: 100) {
            cellRule("─")
            cellRule("━").foregroundStyle(tint)
            Text("●")
        }
    } points: {
        TrackView(fraction: fraction, idealWidth: 100) {
            Capsule().fill(Color.track).frame(height: 4)
            Capsule().fill(tint).frame(height: 4)
            Circle().fill(Color.white)
                .overlay(Circle().stroke(Color(white: 0, opacity: 0.08), lineWidth: 0.5))
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 2)
                .frame(width: 27, height: 27)
        }
    }
}

/// A line of `character` as long as it is proposed, for drawing tracks in cells.
@MainActor
func cellRule(_ character: Character) -> some View {
    Text(String(repeating: character, count: 128))
        .lineLimit(1)
        .fixedSize()
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        .clipped()
}

/// The children of a ``TrackLayout``: track, covered part and, for a slider, the thumb.
struct TrackView<Content: View>: View, PrimitiveView {
    let layout: TrackLayout
    let content: Content

    init(fraction: Double, idealWidth: CGFloat, @ViewBuilder content: () -> Content) {
        layout = TrackLayout(fraction: fraction, idealWidth: idealWidth)
        self.content = content()
    }

    var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let children = try context.with { $0.stackAxis = nil }.resolve(content)
        return [Node(layout, children: children)]
    }
}
