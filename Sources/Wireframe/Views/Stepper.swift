import Foundation

/// A control that raises or lowers a value one step at a time: its label, then iOS's pair of
/// − and + buttons on a rounded grey segment.
///
/// A value is kept inside its range: at a bound the button that would leave it is disabled, as
/// on iOS. A scripted screen steps it by tapping a button by its symbol name:
/// `try await host.tap("plus")` (or `"minus"`).
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
/// Stepper { Text("Guests") } onIncrement: { guests += 1 } onDecrement: { guests -= 1 }
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.foregroundColor) private var foreground

    /// Creates a stepper that runs `onIncrement` and `onDecrement`; a `nil` action disables its
    /// button.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
    }

    /// Creates a stepper that moves `value` by `step`, inside `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        let current = Swift.min(Swift.max(value.wrappedValue, bounds.lowerBound), bounds.upperBound)
        // The moves are worked out when a button is tapped, not while the view is built: a value
        // at the edge of its type (`Int.max` stepped by `Int.max`) must still draw.
        if current < bounds.upperBound {
            increment = { value.wrappedValue = Swift.min(current.advanced(by: step), bounds.upperBound) }
        } else {
            increment = nil
        }
        if current > bounds.lowerBound {
            decrement = { value.wrappedValue = Swift.max(current.advanced(by: -step), bounds.lowerBound) }
        } else {
            decrement = nil
        }
    }

    /// Creates a stepper that moves `value` by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }

    /// The label, then the − and + buttons.
    public var body: some View {
        ControlRow(spacing: nil) {
            label.foregroundStyle(isEnabled ? foreground ?? .primary : .gray)
        } control: {
            CellsOrPoints {
                HStack(spacing: 0) {
                    Text("[").accessibilityHidden(true)
                    stepButton("minus", width: 24, height: 16, action: decrement)
                    Text("│").accessibilityHidden(true)
                    stepButton("plus", width: 24, height: 16, action: increment)
                    Text("]").accessibilityHidden(true)
                }
            } points: {
                HStack(spacing: 0) {
                    stepButton("minus", width: 46, height: 32, action: decrement)
                    Rectangle().fill(Color(light: Color(white: 0.24, opacity: 0.29), dark: .hex(0x545458, opacity: 0.6))).frame(
                        width: 1, height: 18)
                    stepButton("plus", width: 46, height: 32, action: increment)
                }
                .frame(width: 94, height: 32)
                .background(Color.chromeFill(0.47, 0.47, 0.47, opacity: 0.12), in: RoundedRectangle(cornerRadius: 8))
            }
        }
    }

    private func stepButton(_ symbol: String, width: CGFloat, height: CGFloat, action: (@MainActor () -> Void)?) -> some View {
        Button {
            action?()
        } label: {
            Image(systemName: symbol).frame(width: width, height: height)
        }
        .accessibilityLabel(symbol == "minus" ? "Decrement" : "Increment")
        .foregroundStyle(Color.primary)
        .disabled(action == nil)
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a text label that moves `value` by `step`, inside `bounds`.
    ///
    /// ```swift
    /// Stepper("인원: \(count)", value: $count, in: 1...8)
    /// ```
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// Creates a stepper with a text label that moves `value` by `step`, without bounds.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(title) }
    }

    /// Creates a stepper with a text label that runs `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}
